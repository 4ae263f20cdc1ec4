#include "table/goals.h"

#include "cards/cardabilities.h"
#include "cards/cardrepository.h"
#include "common/jsonpathreader.h"
#include "rules/ruleids.h"
#include "rules/rulings.h"
#include "table/tablestats.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int MaxDoubles = 3; // R116
const QString Basic = u"basic"_s;
const QString Special = u"special"_s;

template <typename E>
QList<E> codeList(JsonPathReader &reader, const QJsonObject &object, const QString &key,
                  const QString &path)
{
    QList<E> values;
    const QJsonArray items = reader.array(object, key, path);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const auto value = enumFromCode<E>(items.at(i).toString());
        if (!value) {
            reader.fail(u"%1.%2[%3]"_s.arg(path, key).arg(i),
                        u"'%1' is not known"_s.arg(items.at(i).toString()));
            return values;
        }
        values.append(*value);
    }
    return values;
}

GoalRule readRule(JsonPathReader &reader, const QJsonObject &object, const QString &path)
{
    using Presence = JsonPathReader::Presence;
    GoalRule rule;
    reader.onlyKeys(object,
                    {u"kind"_s, u"anyOf"_s, u"value"_s, u"everyAlignment"_s, u"globalPower"_s,
                     u"noStrongerRival"_s, u"winAt"_s, u"countEliminated"_s, u"resourceKinds"_s,
                     u"combines"_s, u"shared"_s, u"ruling"_s, u"source"_s, u"rule"_s},
                    path);
    rule.kind = reader.code<GoalRule::Kind>(object, u"kind"_s, path, GoalRule::Kind::Referee)
                    .value_or(GoalRule::Kind::Referee);
    const QJsonArray anyOf = reader.array(object, u"anyOf"_s, path);
    for (qsizetype i = 0; i < anyOf.size(); ++i) {
        const QString conditionPath = u"%1.anyOf[%2]"_s.arg(path).arg(i);
        const QJsonObject written = reader.object(anyOf.at(i), conditionPath);
        reader.onlyKeys(written, {u"alignments"_s, u"attributes"_s, u"minPower"_s}, conditionPath);
        GoalCondition condition;
        condition.alignments = codeList<Alignment>(reader, written, u"alignments"_s, conditionPath);
        condition.attributes = codeList<Attribute>(reader, written, u"attributes"_s, conditionPath);
        if (written.contains(u"minPower"_s))
            condition.minPower = reader.number(written, u"minPower"_s, conditionPath);
        rule.anyOf.append(condition);
    }
    const bool needsConditions = rule.kind == GoalRule::Kind::CountsDouble ||
                                 rule.kind == GoalRule::Kind::PowerInPlay ||
                                 rule.kind == GoalRule::Kind::CountMatching;
    if (!reader.failed() && needsConditions == rule.anyOf.isEmpty())
        reader.fail(path + u".anyOf"_s, needsConditions ? u"missing"_s : u"not for this kind"_s);
    rule.value = reader.number(object, u"value"_s, path).value_or(0);
    rule.everyAlignment = reader.flag(object, u"everyAlignment"_s, path);
    rule.globalPower = reader.flag(object, u"globalPower"_s, path);
    rule.noStrongerRival = reader.flag(object, u"noStrongerRival"_s, path);
    rule.winAt = reader.number(object, u"winAt"_s, path).value_or(0);
    rule.countEliminated = reader.flag(object, u"countEliminated"_s, path);
    rule.resourceKinds = codeList<ResourceKind>(reader, object, u"resourceKinds"_s, path);
    rule.combines = !object.contains(u"combines"_s) || reader.flag(object, u"combines"_s, path);
    rule.shared = reader.flag(object, u"shared"_s, path);
    rule.ruling = reader.text(object, u"ruling"_s, path);
    rule.source = reader.nonEmptyText(object, u"source"_s, path, Presence::Required);
    const QString code = reader.nonEmptyText(object, u"rule"_s, path, Presence::Required);
    if (const std::optional<RuleId> id = ruleFromCode(code))
        rule.rule = *id;
    else if (!reader.failed())
        reader.fail(path + u".rule"_s, u"'%1' is not a rule identity"_s.arg(code));
    return rule;
}

bool matches(const GoalCondition &condition, const EffectiveGroup &group)
{
    for (const Alignment alignment : condition.alignments) {
        if (!group.goalAlignments.contains(alignment))
            return false;
    }
    for (const Attribute attribute : condition.attributes) {
        if (!group.attributes.contains(attribute))
            return false;
    }
    return !condition.minPower || group.power >= *condition.minPower;
}

bool matchesAny(const GoalRule &rule, const EffectiveGroup &group)
{
    return std::any_of(rule.anyOf.cbegin(), rule.anyOf.cend(),
                       [&](const GoalCondition &condition) { return matches(condition, group); });
}

// Whether the goal adds to the basic goal's count or lowers the goal, rather than being a goal of
// its own: doubles, Magic Resources, Slack, groups destroyed (R119-R123).
bool buildsOnBasic(const GoalRule *rule)
{
    if (!rule)
        return false;
    switch (rule->kind) {
    case GoalRule::Kind::CountsDouble:
    case GoalRule::Kind::ResourcesCount:
    case GoalRule::Kind::DestroyedHuge:
    case GoalRule::Kind::DestroyedReduces:
    case GoalRule::Kind::SlackCounts:
        return true;
    default:
        return false;
    }
}

// A goal the player is judged on: his Illuminati's or a Goal card's.
struct HeldGoal
{
    QString name; // "special" or the Goal card's name
    QString cardName;
    QString cardId;
    const GoalRule *rule = nullptr;
    bool contributes = false;  // it adds to the count or lowers the goal
    int adds = 0;              // by how much
    bool refereeReads = false; // the referee chose to read the printed card (a ruling)
    bool useless = false;      // it doubles only what the special goal doubles (R120)
    bool setAside = false;     // a doubling Goal card judged on its own count (R118)
    int ownCount = 0;          // set aside: the count with its doubles and the special goal's
    bool metCombined = false;  // met as what the basic goal's count needs
    bool metOutright = false;  // met on its own terms (Cthulhu's 8 destroyed, Bavaria's Power)
    GoalCheck::Status status = GoalCheck::Status::Missed;
};

// A card the player destroyed: one of the destroyed pile, or the Illuminati of a rival he
// eliminated by removing his last group (R119, R132).
struct DestroyedByPlayer
{
    QString card;
    QString owner;
    bool huge = false;
    bool eliminatedIlluminati = false;
};

// The doubles the doubling goals give the groups, and which goals gave them (once each double).
struct DoubleTally
{
    int doubles = 0;
    QList<HeldGoal *> givenBy;
};

class Evaluation
{
public:
    Evaluation(const TableStats &stats, const CardRepository &cards, const GoalRules &rules)
        : m_position(stats.position()), m_cards(cards), m_rules(rules), m_stats(stats)
    {}

    GoalReport run();
    PlayerGoals evaluate(const TablePlayer &player);

    const Position &position() const { return m_position; }
    const GoalRules &rules() const { return m_rules; }
    const TableStats &stats() const { return m_stats; }
    // A player's groups for goals, worked out on first use.
    QList<EffectiveGroup> groupsOf(const QString &name) const;
    int totalPower(const TablePlayer &player, bool global = false) const;
    const Card *cardNamed(const QString &name);
    // The card of a database id when the table knows it (a cached lookup), else by its name.
    const Card *cardOf(const QString &cardId, const QString &name);

private:
    void victory(GoalReport &report);
    void plan28Victory(GoalReport &report);
    void noteVictoryDetails(GoalReport &report);

    const Position &m_position;
    const CardRepository &m_cards;
    const GoalRules &m_rules;
    const TableStats &m_stats;
    mutable QHash<QString, QList<EffectiveGroup>> m_groups; // by player, for goals
    QHash<QString, std::optional<Card>> m_named;
    QHash<QString, std::optional<Card>> m_byId;
    QHash<QString, int> m_totalPower;
};

QList<EffectiveGroup> Evaluation::groupsOf(const QString &name) const
{
    auto found = m_groups.constFind(name);
    if (found != m_groups.cend())
        return *found;
    QList<EffectiveGroup> groups;
    if (const TablePlayer *player = m_position.player(name)) {
        for (const TableCard &card : player->groups) {
            if (std::optional<EffectiveGroup> group = m_stats.group(card.id, StatUse::Goals))
                groups.append(*group);
        }
    }
    m_groups.insert(name, groups);
    return groups;
}

const Card *Evaluation::cardNamed(const QString &name)
{
    auto found = m_named.find(name);
    if (found == m_named.end()) {
        const QList<Card> cards = m_cards.cardsByName(name);
        found = m_named.insert(name,
                               cards.isEmpty() ? std::nullopt : std::optional<Card>(cards.first()));
    }
    return found->has_value() ? &**found : nullptr;
}

const Card *Evaluation::cardOf(const QString &cardId, const QString &name)
{
    if (cardId.isEmpty())
        return cardNamed(name);
    auto found = m_byId.find(cardId);
    if (found == m_byId.end())
        found = m_byId.insert(cardId, m_cards.cardById(cardId));
    return found->has_value() ? &**found : nullptr;
}

int Evaluation::totalPower(const TablePlayer &player, bool global) const
{
    int total = 0;
    if (std::optional<EffectiveGroup> illuminati =
            m_stats.group(player.illuminati.id, StatUse::Goals))
        total += global ? illuminati->globalPower : illuminati->power;
    for (const EffectiveGroup &group : groupsOf(player.name))
        total += global ? group.globalPower : group.power;
    return total;
}

// One player's goals, worked out one step at a time (run() calls them in order).
class PlayerEvaluation
{
public:
    PlayerEvaluation(Evaluation &shared, const TablePlayer &player)
        : m_shared(shared), m_position(shared.position()), m_player(player)
    {}

    PlayerGoals run();

private:
    TableFact &add(RuleId rule, TableFactCode code, FactArgs args, const InstanceId &card = {},
                   int value = 0);
    // A line that applies `goal`: it cites the goal's card and source.
    TableFact &addFor(const HeldGoal &goal, RuleId rule, TableFactCode code, FactArgs args,
                      const InstanceId &card = {}, int value = 0);
    HeldGoal &special() { return m_held.first(); }
    bool isSpecial(const HeldGoal &goal) const { return &goal == &m_held.first(); }
    bool specialIs(GoalRule::Kind kind) const
    {
        return m_held.first().rule && m_held.first().rule->kind == kind;
    }
    int destroyedFor(const GoalRule &rule) const;
    qsizetype covered(const HeldGoal &goal) const;
    std::optional<EffectiveGroup> strongerRival(const HeldGoal &goal,
                                                const EffectiveGroup &group) const;

    void holdGoals();
    void countGroups();
    void collectDestroyed();
    void noteEliminated(const HeldGoal &goal);
    void reduceForDestroyed();
    void countResources();
    void countSlack();
    void countHugeDestroyed();
    QList<HeldGoal *> chooseDoublers();
    DoubleTally tallyDoubles(const QList<HeldGoal *> &doublers, int doubles, bool withLines);
    void countDoubles();
    void judgeBasic();
    void judgeHeld();
    void judgeGoal(HeldGoal &goal);
    void judgeBuildsOnBasic(HeldGoal &goal);
    void judgeTotalPower(HeldGoal &goal);
    void judgePowerInPlay(HeldGoal &goal);
    void judgeCount(HeldGoal &goal, TableFactCode code, int count);
    void judgeReferee(HeldGoal &goal);
    void stateCombining(const HeldGoal &goal);
    void findWays();
    void scorePlan28();

    Evaluation &m_shared;
    const Position &m_position;
    const TablePlayer &m_player;
    PlayerGoals m_result;
    QList<EffectiveGroup> m_groups;
    QList<HeldGoal> m_held; // the special goal first; never grows once the goals are held
    bool m_ufos = false;
    bool m_tooMany = false;
    QStringList m_refereeNwos;
    int m_plain = 0; // the Illuminati and the groups, one each
    int m_count = 0; // with everything that builds on the basic goal
    int m_needed = 0;
    int m_doubles = 0;
    bool m_basicAlone = false;  // the Illuminati and the groups alone meet the basic goal
    bool m_combinedMet = false; // the count, with what builds on it, meets the goal
    HeldGoal *m_cthulhu = nullptr;
    HeldGoal *m_populationReduction = nullptr;
    bool m_cthulhuUsesHuge = false;
    QList<DestroyedByPlayer> m_destroyed;
};

TableFact &PlayerEvaluation::add(RuleId rule, TableFactCode code, FactArgs args,
                                 const InstanceId &card, int value)
{
    m_result.lines.append(tableFact(rule, code, std::move(args), card, m_player.name, value));
    return m_result.lines.last();
}

TableFact &PlayerEvaluation::addFor(const HeldGoal &goal, RuleId rule, TableFactCode code,
                                    FactArgs args, const InstanceId &card, int value)
{
    TableFact &line = add(rule, code, std::move(args), card, value);
    if (goal.rule) {
        line.abilityCard = goal.cardName;
        line.abilitySource = goal.rule->source;
    }
    return line;
}

int PlayerEvaluation::destroyedFor(const GoalRule &rule) const
{
    return int(
        std::count_if(m_destroyed.cbegin(), m_destroyed.cend(), [&](const DestroyedByPlayer &card) {
            return !card.eliminatedIlluminati || rule.countEliminated;
        }));
}

qsizetype PlayerEvaluation::covered(const HeldGoal &goal) const
{
    return std::count_if(m_groups.cbegin(), m_groups.cend(), [&](const EffectiveGroup &group) {
        return matchesAny(*goal.rule, group);
    });
}

// A rival's group the goal covers with more Power than this one (or than the player's strongest
// it covers, as the referee rules): the Society of Assassins' Secret groups.
std::optional<EffectiveGroup> PlayerEvaluation::strongerRival(const HeldGoal &goal,
                                                              const EffectiveGroup &group) const
{
    int measure = group.power;
    if (m_position.rulings.readingOf(RulingId::AssassinsStrongerSecret) == 1) {
        for (const EffectiveGroup &mine : m_groups) {
            if (matchesAny(*goal.rule, mine))
                measure = std::max(measure, mine.power);
        }
    }
    std::optional<EffectiveGroup> stronger;
    for (const TablePlayer &rival : m_position.players) {
        if (rival.name == m_player.name || rival.eliminated)
            continue;
        for (const EffectiveGroup &theirs : m_shared.groupsOf(rival.name)) {
            if (matchesAny(*goal.rule, theirs) && theirs.power > measure)
                stronger = theirs;
        }
    }
    return stronger;
}

PlayerGoals PlayerEvaluation::run()
{
    m_result.player = m_player.name;
    m_groups = m_shared.groupsOf(m_player.name);
    holdGoals();
    countGroups();
    collectDestroyed();
    reduceForDestroyed();
    countResources();
    countSlack();
    countDoubles();
    judgeBasic();
    judgeHeld();
    findWays();
    scorePlan28();
    return m_result;
}

// The goals held: the Illuminati's special goal and each Goal card. More than one Goal card is
// for the UFOs only (R124).
void PlayerEvaluation::holdGoals()
{
    HeldGoal own;
    own.name = Special;
    own.cardName = m_player.illuminati.card;
    own.cardId = m_player.illuminati.cardId;
    own.rule = m_shared.rules().of(own.cardId, m_position.rules);
    m_held.append(own);
    m_ufos = specialIs(GoalRule::Kind::GoalCards);
    for (const QString &goal : m_player.goals) {
        HeldGoal card;
        card.name = goal;
        card.cardName = goal;
        if (const Card *printed = m_shared.cardNamed(goal)) {
            card.cardId = printed->id;
            card.cardName = printed->name;
            card.name = printed->name;
        }
        card.rule = m_shared.rules().of(card.cardId, m_position.rules);
        m_held.append(card);
    }
    const int goalCards = int(m_held.size()) - 1;
    if (goalCards <= 1)
        return;
    const FactArgs args{FactArg::name(m_player.name), FactArg::of(goalCards)};
    if (m_ufos && goalCards <= special().rule->value) {
        add(R124, TableFactCode::GoalCardsUfos, args);
    } else {
        m_tooMany = true;
        add(R124, TableFactCode::TooManyGoalCards, args);
    }
}

// 1. The count: the Illuminati and every group (R115). NWOs whose effect on them the program does
// not apply are noted: the referee checks the count (R160).
void PlayerEvaluation::countGroups()
{
    QList<TableFact> &lines = m_result.lines;
    m_refereeNwos = m_shared.stats().nwosForTheReferee();
    m_count = 1;
    add(R115, TableFactCode::CountIlluminati, {FactArg::name(m_player.illuminati.card)},
        m_player.illuminati.id, 1);
    for (const EffectiveGroup &group : std::as_const(m_groups)) {
        ++m_count;
        add(R115, TableFactCode::CountGroup, {FactArg::name(group.name)}, group.id, 1);
        // What changed it, as goals see it (R112, R126-R128, R133); a ruling once.
        for (const TableFact &line : group.lines) {
            if (line.code == TableFactCode::PrintedStats)
                continue;
            if (line.code == TableFactCode::NwoRefereeGroup &&
                !m_refereeNwos.contains(line.abilityCard))
                m_refereeNwos.append(line.abilityCard);
            if (line.code == TableFactCode::RulingApplied &&
                std::any_of(lines.cbegin(), lines.cend(), [&](const TableFact &shown) {
                    return shown.code == line.code && shown.rule == line.rule;
                }))
                continue;
            lines.append(line);
        }
    }
    m_plain = m_count;
    if (m_position.rules == RuleSet::InwoTwoPlayer)
        add(R161, TableFactCode::TwoPlayerGoal, {FactArg::of(m_position.basicGoal)});
    m_needed = m_position.basicGoal;
    if (m_position.rules == RuleSet::Classic)
        add(R199, TableFactCode::ClassicGoalTable, {FactArg::of(m_position.basicGoal)});
}

// The cards the player destroyed: his on the destroyed pile, and the Illuminati of each rival he
// eliminated, unless the pile lists it already (it counts once).
void PlayerEvaluation::collectDestroyed()
{
    for (const DestroyedCard &card : m_position.destroyed) {
        if (card.destroyedBy != m_player.name)
            continue;
        const Card *printed = m_shared.cardOf(card.cardId, card.card);
        m_destroyed.append(
            {card.card, card.owner, printed && printed->hasAttribute(Attribute::Huge), false});
    }
    for (const TablePlayer &rival : m_position.players) {
        if (!rival.eliminated || rival.eliminatedBy != m_player.name)
            continue;
        const bool listed = std::any_of(
            m_position.destroyed.cbegin(), m_position.destroyed.cend(),
            [&](const DestroyedCard &card) {
                return card.owner == rival.name &&
                       ((!card.cardId.isEmpty() && card.cardId == rival.illuminati.cardId) ||
                        card.card == rival.illuminati.card);
            });
        if (!listed)
            m_destroyed.append({rival.illuminati.card, rival.name, false, true});
    }
}

// Each rival's Illuminati the player eliminated, counted as a group destroyed where the goal
// counts them (the Servants of Cthulhu, R119).
void PlayerEvaluation::noteEliminated(const HeldGoal &goal)
{
    if (!goal.rule->countEliminated)
        return;
    for (const DestroyedByPlayer &card : std::as_const(m_destroyed)) {
        if (card.eliminatedIlluminati)
            addFor(goal, R119, TableFactCode::CountEliminatedIlluminati,
                   {FactArg::name(card.card), FactArg::name(card.owner),
                    FactArg::name(goal.cardName)});
    }
}

// 2. Cthulhu: each group destroyed lowers the goal (R122); with Population Reduction the Huge ones
// count twice instead, and nothing else (R123).
void PlayerEvaluation::reduceForDestroyed()
{
    for (HeldGoal &goal : m_held) {
        if (goal.rule && goal.rule->kind == GoalRule::Kind::DestroyedReduces)
            m_cthulhu = &goal;
        if (goal.rule && goal.rule->kind == GoalRule::Kind::DestroyedHuge && !m_tooMany)
            m_populationReduction = &goal;
    }
    if (!m_cthulhu)
        return;
    HeldGoal &cthulhu = *m_cthulhu;
    noteEliminated(cthulhu);
    const int destroyed = destroyedFor(*cthulhu.rule);
    const int huge = int(std::count_if(m_destroyed.cbegin(), m_destroyed.cend(),
                                       [](const DestroyedByPlayer &card) { return card.huge; }));
    int reduction = destroyed;
    if (m_populationReduction && 2 * huge > destroyed) {
        m_cthulhuUsesHuge = true;
        reduction = 2 * huge;
        addFor(*m_populationReduction, R123, TableFactCode::PopulationReductionCthulhu, {});
        m_populationReduction->contributes = reduction > 0;
        m_populationReduction->adds = reduction;
    } else if (m_populationReduction && destroyed > 0) {
        addFor(*m_populationReduction, R123, TableFactCode::PopulationReductionSetAside,
               {FactArg::name(m_populationReduction->cardName)});
    }
    if (reduction > 0) {
        m_needed -= reduction;
        if (m_cthulhuUsesHuge)
            addFor(cthulhu, R123, TableFactCode::GoalReducedHuge,
                   {FactArg::name(cthulhu.cardName), FactArg::of(huge), FactArg::of(reduction)}, {},
                   reduction);
        else
            addFor(cthulhu, R122, TableFactCode::GoalReduced,
                   {FactArg::name(cthulhu.cardName), FactArg::of(reduction)}, {}, reduction);
        cthulhu.contributes = true;
        cthulhu.adds = reduction;
    }
    if (m_cthulhuUsesHuge)
        return; // with Population Reduction there is no win by destroying 8
    const int winAt = cthulhu.rule->winAt;
    addFor(cthulhu, R122, TableFactCode::SpecialGoalDestroyed,
           {FactArg::name(cthulhu.cardName), FactArg::of(destroyed), FactArg::of(winAt)}, {},
           destroyed);
    if (winAt > 0 && destroyed >= winAt) {
        cthulhu.status = GoalCheck::Status::Met;
        cthulhu.metOutright = true;
    }
}

// 3. Adepts: each Magic Resource counts as a group (R121).
void PlayerEvaluation::countResources()
{
    for (HeldGoal &goal : m_held) {
        if (!goal.rule || goal.rule->kind != GoalRule::Kind::ResourcesCount)
            continue;
        for (const TableCard &resource : m_player.resources) {
            const Card *printed = m_shared.stats().printed(resource.id);
            if (!printed)
                continue;
            const bool counts = std::any_of(
                goal.rule->resourceKinds.cbegin(), goal.rule->resourceKinds.cend(),
                [&](ResourceKind kind) { return printed->resourceKinds.contains(kind); });
            if (!counts)
                continue;
            ++m_count;
            goal.contributes = true;
            ++goal.adds;
            addFor(goal, R121, TableFactCode::CountResource,
                   {FactArg::name(resource.card), FactArg::name(goal.cardName)}, resource.id, 1);
        }
    }
}

// 3b. The Church of the SubGenius: up to value Slack tokens on it count as groups (card data).
// They are not groups, so they never count double.
void PlayerEvaluation::countSlack()
{
    for (HeldGoal &goal : m_held) {
        if (!goal.rule || goal.rule->kind != GoalRule::Kind::SlackCounts)
            continue;
        const int slack = std::min(m_player.illuminati.slack, goal.rule->value);
        if (slack <= 0)
            continue;
        m_count += slack;
        goal.contributes = true;
        goal.adds = slack;
        addFor(goal, R119, TableFactCode::CountSlack,
               {FactArg::name(goal.cardName), FactArg::of(slack), FactArg::of(goal.rule->value)},
               m_player.illuminati.id, slack);
    }
}

// 4a. Population Reduction without Cthulhu: each Huge group destroyed counts 2 where it would
// count nothing, and takes one of the three doubles (R123, R116).
void PlayerEvaluation::countHugeDestroyed()
{
    if (!m_populationReduction || m_cthulhu)
        return;
    HeldGoal &goal = *m_populationReduction;
    for (const DestroyedByPlayer &card : std::as_const(m_destroyed)) {
        if (!card.huge)
            continue;
        const FactArgs args{FactArg::name(card.card), FactArg::name(goal.cardName)};
        if (m_doubles == MaxDoubles) {
            addFor(goal, R116, TableFactCode::CountDoubleCapped, args);
            continue;
        }
        ++m_doubles;
        m_count += 2;
        goal.contributes = true;
        goal.adds += 2;
        addFor(goal, R123, TableFactCode::CountDestroyedHuge, args, {}, 2);
    }
}

// 4b. The goals whose groups count double: the special goal and at most one Goal card, for Goal
// cards never combine with each other (R118, R120). Of several doubling Goal cards (the UFOs'),
// the one that doubles the most groups is counted; each other is set aside, judged on its own.
QList<HeldGoal *> PlayerEvaluation::chooseDoublers()
{
    QList<HeldGoal *> doublers;
    bool readingShown = false;
    for (HeldGoal &goal : m_held) {
        if (!goal.rule || goal.rule->kind != GoalRule::Kind::CountsDouble)
            continue;
        if (!isSpecial(goal) && m_tooMany)
            continue;
        // A Goal card doubling exactly what the special goal doubles adds nothing (R120).
        if (!isSpecial(goal) && specialIs(GoalRule::Kind::CountsDouble) &&
            special().rule->anyOf == goal.rule->anyOf) {
            goal.useless = true;
            addFor(goal, R120, TableFactCode::GoalCardUseless, {FactArg::name(goal.cardName)});
            continue;
        }
        if (!goal.rule->ruling.isEmpty()) {
            if (!readingShown) {
                m_result.lines.append(rulingFact(RulingId::GoalCardReadings, m_position.rulings));
                readingShown = true;
            }
            if (m_position.rulings.readingOf(RulingId::GoalCardReadings) != 0) {
                goal.refereeReads = true;
                continue; // the referee reads the card: judged below as his
            }
            addFor(goal, goal.rule->rule, TableFactCode::GoalCardRuling,
                   {FactArg::name(goal.cardName), FactArg::words(goal.rule->ruling)});
        }
        doublers.append(&goal);
    }
    const HeldGoal *best = nullptr;
    for (const HeldGoal *goal : std::as_const(doublers)) {
        if (!isSpecial(*goal) && (!best || covered(*goal) > covered(*best)))
            best = goal;
    }
    doublers.removeIf([&](HeldGoal *goal) {
        if (isSpecial(*goal) || goal == best)
            return false;
        goal->setAside = true;
        return true;
    });
    if (!doublers.isEmpty() && specialIs(GoalRule::Kind::CountsDouble))
        addFor(special(), R119, TableFactCode::SpecialGoalDoublesOnly,
               {FactArg::name(special().cardName)});
    return doublers;
}

// 4c. The doubles `doublers` give, from `doubles` already counted: each matching group counts
// double once, whatever else would double it (R117), at most three do (R116), and a Secret group
// not while a rival controls a stronger one (the Society of Assassins). Lines only `withLines`.
DoubleTally PlayerEvaluation::tallyDoubles(const QList<HeldGoal *> &doublers, int doubles,
                                           bool withLines)
{
    DoubleTally tally;
    tally.doubles = doubles;
    bool strongerRulingShown = false;
    for (const EffectiveGroup &group : std::as_const(m_groups)) {
        for (HeldGoal *goal : doublers) {
            if (!matchesAny(*goal->rule, group))
                continue;
            if (goal->rule->noStrongerRival) {
                if (withLines && !strongerRulingShown) {
                    m_result.lines.append(
                        rulingFact(RulingId::AssassinsStrongerSecret, m_position.rulings));
                    strongerRulingShown = true;
                }
                if (const std::optional<EffectiveGroup> stronger = strongerRival(*goal, group)) {
                    if (withLines)
                        addFor(*goal, R119, TableFactCode::SpecialGoalRivalStronger,
                               {FactArg::name(stronger->name), FactArg::name(stronger->controller),
                                FactArg::name(group.name)},
                               group.id);
                    continue;
                }
            }
            if (tally.doubles == MaxDoubles) {
                if (withLines)
                    add(R116, TableFactCode::CountDoubleCapped,
                        {FactArg::name(group.name), FactArg::name(goal->cardName)}, group.id);
                break; // never more than double: one goal is enough to try (R117)
            }
            ++tally.doubles;
            tally.givenBy.append(goal);
            if (withLines)
                addFor(*goal, doublers.size() > 1 ? R117 : R116, TableFactCode::CountDoubled,
                       {FactArg::name(group.name), FactArg::name(goal->cardName)}, group.id, 1);
            break; // counts double once, whatever else would double it (R117)
        }
    }
    return tally;
}

// 4. Doubles, at most three and never more than double (R116, R117): Population Reduction's Huge
// groups first, then the groups a doubling special goal or Goal card covers (R120). A doubling
// Goal card set aside is judged on its own count, with the special goal's doubles (R118).
void PlayerEvaluation::countDoubles()
{
    countHugeDestroyed();
    const QList<HeldGoal *> doublers = chooseDoublers();
    const int before = m_doubles;
    const int countBefore = m_count;
    const DoubleTally tally = tallyDoubles(doublers, before, true);
    m_count += tally.doubles - before;
    m_doubles = tally.doubles;
    for (HeldGoal *goal : tally.givenBy) {
        goal->contributes = true;
        ++goal->adds;
    }
    for (HeldGoal &goal : m_held) {
        if (!goal.setAside)
            continue;
        QList<HeldGoal *> own;
        if (doublers.contains(&special()))
            own.append(&special());
        own.append(&goal);
        const DoubleTally alone = tallyDoubles(own, before, false);
        goal.ownCount = countBefore + alone.doubles - before;
        goal.adds = int(alone.givenBy.count(&goal));
        goal.contributes = goal.adds > 0;
        addFor(goal, R118, TableFactCode::GoalCardOwnCount,
               {FactArg::name(goal.cardName), FactArg::of(goal.ownCount), FactArg::of(m_needed)},
               {}, goal.ownCount);
    }
}

// 5. The basic goal (R115), met on its own when the Illuminati and the groups reach it. When only
// what builds on the count reaches it (doubles, Resources, Slack, groups destroyed), the goals
// that add those are met, combined with it, and the basic goal alone is not (R119-R123).
void PlayerEvaluation::judgeBasic()
{
    if (!m_refereeNwos.isEmpty())
        add(R160, TableFactCode::GoalsSubjectToReferee,
            {FactArg::name(m_player.name), FactArg::name(m_refereeNwos.join(u", "_s))});
    m_result.refereeNwos = m_refereeNwos;
    m_result.count = m_count;
    m_result.needed = m_needed;
    m_result.doubled = m_doubles;
    m_basicAlone = m_plain >= m_position.basicGoal;
    m_combinedMet = m_count >= m_needed;
    QStringList combined;
    const HeldGoal *first = nullptr;
    for (const HeldGoal &goal : std::as_const(m_held)) {
        if (buildsOnBasic(goal.rule) && goal.contributes && !goal.setAside) {
            combined.append(goal.cardName);
            first = first ? first : &goal;
        }
    }
    if (!m_basicAlone && m_combinedMet && first) {
        addFor(*first, first->rule->rule, TableFactCode::BasicGoalCombined,
               {FactArg::of(m_plain), FactArg::of(m_position.basicGoal),
                FactArg::name(combined.join(u", "_s)), FactArg::of(m_count), FactArg::of(m_needed)},
               {}, m_count);
    } else {
        const bool met = m_basicAlone || m_combinedMet;
        add(R115, met ? TableFactCode::BasicGoalMet : TableFactCode::BasicGoalMissed,
            {FactArg::of(m_count), FactArg::of(m_needed)}, {}, m_count);
    }
    m_result.goals.append(
        {Basic, {}, m_basicAlone ? GoalCheck::Status::Met : GoalCheck::Status::Missed});
}

// 6. Each goal held, on its own terms; each Goal card says once what it combines with.
void PlayerEvaluation::judgeHeld()
{
    for (HeldGoal &goal : m_held) {
        const bool own = isSpecial(goal);
        if (!own && m_tooMany) {
            goal.status = GoalCheck::Status::Missed;
        } else if (goal.refereeReads) {
            addFor(goal, goal.rule->rule, TableFactCode::GoalCardReferee,
                   {FactArg::name(goal.cardName)});
            goal.status = GoalCheck::Status::Referee;
        } else if (!goal.rule) {
            add(R119, own ? TableFactCode::SpecialGoalNone : TableFactCode::GoalCardReferee,
                {FactArg::name(goal.cardName)});
            goal.status = own ? GoalCheck::Status::Missed : GoalCheck::Status::Referee;
        } else {
            judgeGoal(goal);
        }
        if (own || !goal.rule)
            continue;
        stateCombining(goal);
        if (goal.status == GoalCheck::Status::Met)
            add(goal.rule->rule, TableFactCode::GoalCardMet, {FactArg::name(goal.cardName)});
    }
    if (m_ufos) {
        const bool anyCard = std::any_of(m_held.cbegin() + 1, m_held.cend(), [](auto &goal) {
            return goal.status == GoalCheck::Status::Met;
        });
        special().status = anyCard ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
    }
    for (const HeldGoal &goal : std::as_const(m_held)) {
        if (goal.rule || goal.name != Special)
            m_result.goals.append({goal.name, goal.cardId, goal.status});
    }
}

void PlayerEvaluation::judgeGoal(HeldGoal &goal)
{
    switch (goal.rule->kind) {
    case GoalRule::Kind::CountsDouble:
    case GoalRule::Kind::ResourcesCount:
    case GoalRule::Kind::DestroyedHuge:
    case GoalRule::Kind::SlackCounts:
    case GoalRule::Kind::DestroyedReduces: // met at 8 destroyed already, if it is
        judgeBuildsOnBasic(goal);
        break;
    case GoalRule::Kind::TotalPower:
        judgeTotalPower(goal);
        break;
    case GoalRule::Kind::PowerInPlay:
        judgePowerInPlay(goal);
        break;
    case GoalRule::Kind::CountMatching:
        judgeCount(goal, TableFactCode::SpecialGoalCountMatching,
                   int(covered(goal))); // the boxed game's Discordia, Assassins
        break;
    case GoalRule::Kind::DestroyedCount:
        noteEliminated(goal);
        judgeCount(goal, TableFactCode::SpecialGoalDestroyed, destroyedFor(*goal.rule));
        break;
    case GoalRule::Kind::GoalCards:
        addFor(goal, R119, TableFactCode::SpecialGoalGoalCards,
               {FactArg::name(goal.cardName), FactArg::of(goal.rule->value)});
        break; // met when one of its Goal cards is (judgeHeld)
    case GoalRule::Kind::Referee:
        judgeReferee(goal);
        break;
    }
}

// A goal that builds on the basic goal's count is met only when what it adds is needed to reach
// the goal: with the basic goal, never beside it as a second goal (002, Combining Goals).
void PlayerEvaluation::judgeBuildsOnBasic(HeldGoal &goal)
{
    if (!goal.contributes)
        return;
    if (m_basicAlone) {
        addFor(goal, goal.rule->rule, TableFactCode::GoalNotNeeded, {FactArg::name(goal.cardName)});
        return;
    }
    if (goal.setAside ? goal.ownCount >= m_needed : m_combinedMet) {
        goal.status = GoalCheck::Status::Met;
        goal.metCombined = true;
    }
}

void PlayerEvaluation::judgeTotalPower(HeldGoal &goal)
{
    const int total = m_shared.totalPower(m_player, goal.rule->globalPower);
    addFor(goal, R119, TableFactCode::SpecialGoalTotalPower,
           {FactArg::name(goal.cardName), FactArg::of(total), FactArg::of(goal.rule->value)}, {},
           total);
    bool met = total >= goal.rule->value;
    if (goal.rule->everyAlignment) {
        QList<Alignment> missing;
        const bool classic = m_position.rules == RuleSet::Classic;
        for (const Alignment alignment : allOf<Alignment>()) {
            // INWO's ten; the boxed game's ten have Communist for Corporate (001, lines 118-129).
            if (alignment == Alignment::Socialist ||
                alignment == (classic ? Alignment::Corporate : Alignment::Communist))
                continue;
            const bool found =
                std::any_of(m_groups.cbegin(), m_groups.cend(), [&](const EffectiveGroup &group) {
                    return group.goalAlignments.contains(alignment);
                });
            if (!found)
                missing.append(alignment);
        }
        if (!missing.isEmpty()) {
            met = false;
            addFor(goal, R119, TableFactCode::SpecialGoalAlignments,
                   {FactArg::name(goal.cardName), FactArg::of(missing)});
        }
    }
    goal.status = met ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
    goal.metOutright = met;
}

// Shangri-La: the Peaceful groups in play, anyone's; the uncontrolled ones as the referee rules.
void PlayerEvaluation::judgePowerInPlay(HeldGoal &goal)
{
    int total = 0;
    for (const TablePlayer &someone : m_position.players) {
        for (const EffectiveGroup &group : m_shared.groupsOf(someone.name)) {
            if (matchesAny(*goal.rule, group))
                total += group.power;
        }
    }
    const bool uncontrolledCount = m_position.rulings.readingOf(RulingId::ShangriLaInPlay) == 0;
    bool uncontrolledMatters = false;
    for (const TableCard &card : m_position.uncontrolled) {
        const std::optional<EffectiveGroup> group = m_shared.stats().group(card.id, StatUse::Goals);
        if (!group || group->type == CardType::Resource || !matchesAny(*goal.rule, *group))
            continue;
        uncontrolledMatters = true;
        if (uncontrolledCount)
            total += group->power;
    }
    if (uncontrolledMatters)
        m_result.lines.append(rulingFact(RulingId::ShangriLaInPlay, m_position.rulings));
    addFor(goal, R119, TableFactCode::SpecialGoalPeacefulPower,
           {FactArg::name(goal.cardName), FactArg::of(total), FactArg::of(goal.rule->value)}, {},
           total);
    goal.status = total >= goal.rule->value ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
    goal.metOutright = goal.status == GoalCheck::Status::Met;
}

// The boxed game's goals of a number: groups of a kind controlled, or groups destroyed.
void PlayerEvaluation::judgeCount(HeldGoal &goal, TableFactCode code, int count)
{
    addFor(goal, goal.rule->rule, code,
           {FactArg::name(goal.cardName), FactArg::of(count), FactArg::of(goal.rule->value)}, {},
           count);
    goal.status = count >= goal.rule->value ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
    goal.metOutright = goal.status == GoalCheck::Status::Met;
}

void PlayerEvaluation::judgeReferee(HeldGoal &goal)
{
    if (!goal.rule->ruling.isEmpty())
        addFor(goal, goal.rule->rule, TableFactCode::GoalCardRuling,
               {FactArg::name(goal.cardName), FactArg::words(goal.rule->ruling)});
    addFor(goal, goal.rule->rule,
           isSpecial(goal) ? TableFactCode::SpecialGoalReferee : TableFactCode::GoalCardReferee,
           {FactArg::name(goal.cardName)});
    goal.status = GoalCheck::Status::Referee;
}

// What a Goal card combines with, said once (R118): nothing; the basic goal; or the basic goal
// and a special goal that builds on it. A card that only repeats the special goal's doubles has
// said so instead (R120).
void PlayerEvaluation::stateCombining(const HeldGoal &goal)
{
    if (goal.useless)
        return;
    const FactArg card = FactArg::name(goal.cardName);
    if (!goal.rule->combines)
        addFor(goal, R118, TableFactCode::GoalCardNeverCombines, {card});
    else if (!m_ufos && buildsOnBasic(special().rule) && special().rule->combines)
        addFor(goal, goal.rule->rule, TableFactCode::GoalCardCombinesWithSpecial,
               {card, FactArg::name(special().cardName)});
    else
        addFor(goal, goal.rule->rule, TableFactCode::GoalCardCombines, {card});
}

// The separate ways to claim victory now (R131): the basic goal on its own; the goals that reach
// it only together with its count, as one way; each Goal card of the UFOs, judged on its own; and
// each goal met on its own terms.
void PlayerEvaluation::findWays()
{
    QList<QStringList> &ways = m_result.ways;
    if (m_basicAlone)
        ways.append({Basic});
    QStringList combined;
    for (const HeldGoal &goal : std::as_const(m_held)) {
        if (goal.status != GoalCheck::Status::Met || (isSpecial(goal) && m_ufos))
            continue; // the UFOs' goal is met through its Goal cards
        if (goal.metOutright)
            ways.append({goal.name});
        if (!goal.metCombined)
            continue;
        if (m_ufos || goal.setAside)
            ways.append({goal.name});
        else
            combined.append(goal.name);
    }
    if (!combined.isEmpty())
        ways.append(combined);
}

// 7. Plan 28 scores at the end of turn 4 (R174, R180): a point a group, up to three for groups
// counting double, three for a special goal met, up to three for what the Adepts, Cthulhu or the
// SubGenius add, and three for each Goal card met.
void PlayerEvaluation::scorePlan28()
{
    if (m_position.rules != RuleSet::Plan28 || m_position.phase != GamePhase::Victory)
        return;
    m_result.lines.append(rulingFact(RulingId::Plan28IlluminatiPoint, m_position.rulings));
    const int illuminatiPoint =
        m_position.rulings.readingOf(RulingId::Plan28IlluminatiPoint) == 0 ? 1 : 0;
    const int groupsPoints = illuminatiPoint + int(m_groups.size());
    int points = groupsPoints;
    add(R180, TableFactCode::VictoryPointsGroups, {FactArg::of(groupsPoints)}, {}, groupsPoints);
    if (m_doubles > 0) {
        points += std::min(m_doubles, MaxDoubles);
        add(R180, TableFactCode::VictoryPointsDoubles, {FactArg::of(m_doubles)}, {}, m_doubles);
    }
    const HeldGoal &own = special();
    const auto ownKind = [&](GoalRule::Kind kind) {
        return own.rule && own.rule->kind == kind;
    };
    if ((ownKind(GoalRule::Kind::TotalPower) || ownKind(GoalRule::Kind::PowerInPlay)) &&
        own.status == GoalCheck::Status::Met) {
        points += 3;
        add(R180, TableFactCode::VictoryPointsGoal, {FactArg::name(own.cardName), FactArg::of(3)},
            {}, 3);
    }
    if ((ownKind(GoalRule::Kind::DestroyedReduces) || ownKind(GoalRule::Kind::ResourcesCount) ||
         ownKind(GoalRule::Kind::SlackCounts)) &&
        own.contributes) {
        const int bonus = std::min(3, own.adds);
        points += bonus;
        add(R180, TableFactCode::VictoryPointsSpecial,
            {FactArg::name(own.cardName), FactArg::of(bonus)}, {}, bonus);
    }
    for (qsizetype i = 1; i < m_held.size(); ++i) {
        if (m_held.at(i).status == GoalCheck::Status::Met) {
            points += 3;
            add(R180, TableFactCode::VictoryPointsGoal,
                {FactArg::name(m_held.at(i).cardName), FactArg::of(3)}, {}, 3);
        }
    }
    m_result.victoryPoints = points;
    add(R180, TableFactCode::VictoryPoints, {FactArg::name(m_player.name), FactArg::of(points)}, {},
        points);
}

PlayerGoals Evaluation::evaluate(const TablePlayer &player)
{
    PlayerGoals goals = PlayerEvaluation(*this, player).run();
    m_totalPower.insert(player.name, totalPower(player));
    return goals;
}

// Plan 28: the most victory points win, then most groups, then the greatest total Power, then
// the victory is shared (R174, R181).
void Evaluation::plan28Victory(GoalReport &report)
{
    const auto line = [&](RuleId rule, TableFactCode code, FactArgs args,
                          const QString &player = {}) {
        report.lines.append(tableFact(rule, code, std::move(args), {}, player));
    };
    if (m_position.phase != GamePhase::Victory) {
        report.victoryRefusedBy = R174;
        line(R174, TableFactCode::Plan28ScoresAtTurnFour, {});
        return;
    }
    int best = -1;
    QList<const PlayerGoals *> leaders;
    for (const PlayerGoals &player : std::as_const(report.players)) {
        if (player.victoryPoints > best) {
            best = player.victoryPoints;
            leaders = {&player};
        } else if (player.victoryPoints == best) {
            leaders.append(&player);
        }
    }
    if (leaders.size() > 1) {
        const auto groupCount = [&](const PlayerGoals *player) {
            return groupsOf(player->player).size();
        };
        const auto most = std::max_element(leaders.cbegin(), leaders.cend(), [&](auto *a, auto *b) {
            return groupCount(a) < groupCount(b);
        });
        const qsizetype mostGroups = groupCount(*most);
        leaders.removeIf([&](auto *player) { return groupCount(player) < mostGroups; });
        if (leaders.size() > 1) {
            int power = -1;
            for (auto *player : std::as_const(leaders))
                power = std::max(power, m_totalPower.value(player->player));
            leaders.removeIf(
                [&](auto *player) { return m_totalPower.value(player->player) < power; });
        }
        for (auto *player : std::as_const(leaders))
            line(R181, TableFactCode::VictoryTieBreak, {FactArg::name(player->player)},
                 player->player);
    }
    for (auto *player : std::as_const(leaders))
        report.winners.append(player->player);
}

void Evaluation::victory(GoalReport &report)
{
    const auto line = [&](RuleId rule, TableFactCode code, FactArgs args,
                          const QString &player = {}) {
        report.lines.append(tableFact(rule, code, std::move(args), {}, player));
    };
    if (m_position.rules == RuleSet::Plan28) {
        plan28Victory(report);
        return;
    }
    QList<const TablePlayer *> claimants;
    for (qsizetype i = 0; i < report.players.size(); ++i) {
        const PlayerGoals &goals = report.players.at(i);
        const TablePlayer *player = m_position.player(goals.player);
        if (player && !player->eliminated && goals.meets())
            claimants.append(player);
    }
    if (claimants.isEmpty()) {
        line(R115, TableFactCode::VictoryNobody, {});
        return;
    }
    if (m_position.round <= 1) {
        line(R114, TableFactCode::NoVictoryFirstRound, {});
        report.victoryRefusedBy = R114;
        return;
    }
    line(R114, TableFactCode::VictoryAllowed, {FactArg::of(m_position.round)});
    // Two claimants of one Illuminati cannot share, except Shangri-La (R130).
    QList<const TablePlayer *> winners;
    QStringList barred;
    for (const TablePlayer *player : std::as_const(claimants)) {
        const GoalRule *own = m_rules.of(player->illuminati.cardId, m_position.rules);
        const bool shares = own && own->shared;
        const bool twin = std::any_of(claimants.cbegin(), claimants.cend(), [&](auto *other) {
            return other != player && other->illuminati.cardId == player->illuminati.cardId &&
                   !player->illuminati.cardId.isEmpty();
        });
        if (twin && !shares)
            barred.append(player->name);
        else
            winners.append(player);
    }
    if (!barred.isEmpty()) {
        line(R130, TableFactCode::VictorySameIlluminati, {FactArg::name(barred.join(u", "_s))});
        report.victoryRefusedBy = R130;
    }
    if (winners.isEmpty())
        return;
    for (const TablePlayer *player : std::as_const(winners))
        report.winners.append(player->name);
    if (winners.size() > 1)
        line(R130, TableFactCode::VictoryShared, {FactArg::name(report.winners.join(u", "_s))});
    else {
        // A rival of the same Illuminati who does not meet a goal does not stop him (R130).
        const TablePlayer *winner = winners.first();
        const bool twinAtTable =
            std::any_of(m_position.players.cbegin(), m_position.players.cend(), [&](auto &other) {
                return other.name != winner->name &&
                       other.illuminati.cardId == winner->illuminati.cardId;
            });
        line(twinAtTable ? R130 : R113, TableFactCode::VictoryWins, {FactArg::name(winner->name)},
             winner->name);
    }
    noteVictoryDetails(report);
}

// What a winner's victory still rests on: NWOs the referee applies (R160), and a second way to
// claim it if the first is stopped (R131).
void Evaluation::noteVictoryDetails(GoalReport &report)
{
    for (const PlayerGoals &goals : std::as_const(report.players)) {
        if (!report.winners.contains(goals.player))
            continue;
        if (!goals.refereeNwos.isEmpty())
            report.lines.append(tableFact(
                R160, TableFactCode::VictoryNeedsReferee,
                {FactArg::name(goals.player), FactArg::name(goals.refereeNwos.join(u", "_s))}, {},
                goals.player));
        if (goals.ways.size() > 1)
            report.lines.append(
                tableFact(R131, TableFactCode::VictoryTwoWays,
                          {FactArg::name(goals.player), FactArg::of(int(goals.ways.size()))}, {},
                          goals.player));
    }
}

GoalReport Evaluation::run()
{
    GoalReport report;
    for (const TablePlayer &player : m_position.players) {
        if (player.eliminated)
            continue;
        report.players.append(evaluate(player));
    }
    victory(report);
    return report;
}

} // namespace

std::optional<GoalRules> GoalRules::parse(const QByteArray &json, QString *error)
{
    const std::optional<QJsonObject> root =
        JsonPathReader::objectOf(json, u"the goals file is one JSON object"_s, error);
    if (!root)
        return std::nullopt;
    JsonPathReader reader(error, {.maxNumber = 1000,
                                  .notNumber = u"not a whole number"_s,
                                  .maxEntries = 10000,
                                  .notArray = u"not a list"_s});
    reader.onlyKeys(*root, {u"about"_s, u"goals"_s, u"classic"_s}, u"$"_s);
    GoalRules rules;
    const auto readSection = [&](const QString &key, QHash<QString, GoalRule> &into) {
        if (!root->contains(key) && key == u"classic")
            return;
        const QJsonObject goals = reader.object(root->value(key), u"$."_s + key);
        for (auto it = goals.constBegin(); it != goals.constEnd() && !reader.failed(); ++it) {
            const QString path = u"$.%1.%2"_s.arg(key, it.key());
            GoalRule rule = readRule(reader, reader.object(it.value(), path), path);
            rule.cardId = it.key();
            into.insert(it.key(), rule);
        }
    };
    readSection(u"goals"_s, rules.m_rules);
    readSection(u"classic"_s, rules.m_classic);
    if (reader.failed())
        return std::nullopt;
    return rules;
}

const GoalRule *GoalRules::of(const QString &cardId, RuleSet rules) const
{
    const QHash<QString, GoalRule> &table = rules == RuleSet::Classic ? m_classic : m_rules;
    const auto found = table.constFind(cardId);
    return found == table.cend() ? nullptr : &*found;
}

QStringList GoalRules::cardIds() const
{
    QStringList ids = m_rules.keys();
    ids.sort();
    return ids;
}

bool PlayerGoals::meets() const
{
    return std::any_of(goals.cbegin(), goals.cend(),
                       [](const GoalCheck &goal) { return goal.status == GoalCheck::Status::Met; });
}

QStringList PlayerGoals::withStatus(GoalCheck::Status status) const
{
    QStringList names;
    for (const GoalCheck &goal : goals) {
        if (goal.status == status)
            names.append(goal.goal);
    }
    return names;
}

GoalReport evaluateGoals(const Position &position, const CardRepository &cards,
                         const CardAbilities *abilities, const GoalRules &rules)
{
    const TableStats stats(position, cards, abilities);
    return Evaluation(stats, cards, rules).run();
}

GoalReport evaluateGoals(const TableStats &table, const CardRepository &cards,
                         const GoalRules &rules)
{
    return Evaluation(table, cards, rules).run();
}

std::optional<PlayerGoals> evaluatePlayerGoals(const TableStats &table, const CardRepository &cards,
                                               const GoalRules &rules, const QString &player)
{
    const TablePlayer *seated = table.position().player(player);
    if (!seated || seated->eliminated)
        return std::nullopt;
    return Evaluation(table, cards, rules).evaluate(*seated);
}

} // namespace inwo
