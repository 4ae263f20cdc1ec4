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

// A goal the player is judged on: his Illuminati's or a Goal card's.
struct HeldGoal
{
    QString name; // "special" or the Goal card's name
    QString cardName;
    QString cardId;
    const GoalRule *rule = nullptr;
    bool contributes = false;
    bool refereeReads = false; // the referee chose to read the printed card (a ruling)
    GoalCheck::Status status = GoalCheck::Status::Missed;
};

class Evaluation
{
public:
    Evaluation(const TableStats &stats, const CardRepository &cards, const GoalRules &rules)
        : m_position(stats.position()), m_cards(cards), m_rules(rules), m_stats(stats)
    {}

    GoalReport run();
    PlayerGoals evaluate(const TablePlayer &player);

private:
    // A player's groups for goals, worked out on first use.
    const QList<EffectiveGroup> &groupsOf(const QString &name) const
    {
        auto found = m_groups.find(name);
        if (found == m_groups.end()) {
            QList<EffectiveGroup> groups;
            if (const TablePlayer *player = m_position.player(name)) {
                for (const TableCard &card : player->groups) {
                    if (std::optional<EffectiveGroup> group =
                            m_stats.group(card.id, StatUse::Goals))
                        groups.append(*group);
                }
            }
            found = m_groups.insert(name, groups);
        }
        return *found;
    }
    void victory(GoalReport &report);
    int totalPower(const TablePlayer &player, bool global = false) const;
    const Card *cardNamed(const QString &name);

    const Position &m_position;
    const CardRepository &m_cards;
    const GoalRules &m_rules;
    const TableStats &m_stats;
    mutable QHash<QString, QList<EffectiveGroup>> m_groups; // by player, for goals
    QHash<QString, std::optional<Card>> m_named;
    QHash<QString, int> m_totalPower;
};

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

PlayerGoals Evaluation::evaluate(const TablePlayer &player)
{
    PlayerGoals result;
    result.player = player.name;
    QList<TableFact> &lines = result.lines;
    const QString name = player.name;
    const auto nameArg = [](const QString &text) {
        return FactArg::name(text);
    };
    const auto add = [&](RuleId rule, TableFactCode code, FactArgs args,
                         const InstanceId &card = {}, int value = 0) -> TableFact & {
        lines.append(tableFact(rule, code, std::move(args), card, name, value));
        return lines.last();
    };
    const QList<EffectiveGroup> groups = groupsOf(name);

    // The goals held: the Illuminati's special goal and each Goal card.
    QList<HeldGoal> held;
    HeldGoal special;
    special.name = Special;
    special.cardName = player.illuminati.card;
    special.cardId = player.illuminati.cardId;
    special.rule = m_rules.of(special.cardId, m_position.rules);
    held.append(special);
    const bool ufos = special.rule && special.rule->kind == GoalRule::Kind::GoalCards;
    for (const QString &goal : player.goals) {
        HeldGoal card;
        card.name = goal;
        card.cardName = goal;
        if (const Card *printed = cardNamed(goal)) {
            card.cardId = printed->id;
            card.cardName = printed->name;
            card.name = printed->name;
        }
        card.rule = m_rules.of(card.cardId, m_position.rules);
        held.append(card);
    }
    const qsizetype goalCards = held.size() - 1;
    bool tooMany = false;
    if (goalCards > 1) {
        if (ufos && goalCards <= special.rule->value) {
            add(R124, TableFactCode::GoalCardsUfos, {nameArg(name), FactArg::of(int(goalCards))});
        } else {
            tooMany = true;
            add(R124, TableFactCode::TooManyGoalCards,
                {nameArg(name), FactArg::of(int(goalCards))});
        }
    }
    const auto ruleCite = [&](TableFact &line, const HeldGoal &goal) {
        if (goal.rule) {
            line.abilityCard = goal.cardName;
            line.abilitySource = goal.rule->source;
        }
    };

    // 1. The count: the Illuminati and every group (R115). NWOs whose effect on them the
    // program does not apply are noted: the referee checks the count (R160).
    QStringList refereeNwos = m_stats.nwosForTheReferee();
    int count = 1;
    add(R115, TableFactCode::CountIlluminati, {nameArg(player.illuminati.card)},
        player.illuminati.id, 1);
    for (const EffectiveGroup &group : groups) {
        ++count;
        add(R115, TableFactCode::CountGroup, {nameArg(group.name)}, group.id, 1);
        // What changed it, as goals see it (R112, R126-R128, R133); a ruling once.
        for (const TableFact &line : group.lines) {
            if (line.code == TableFactCode::PrintedStats)
                continue;
            if (line.code == TableFactCode::NwoRefereeGroup &&
                !refereeNwos.contains(line.abilityCard))
                refereeNwos.append(line.abilityCard);
            if (line.code == TableFactCode::RulingApplied &&
                std::any_of(lines.cbegin(), lines.cend(), [&](const TableFact &shown) {
                    return shown.code == line.code && shown.rule == line.rule;
                }))
                continue;
            lines.append(line);
        }
    }
    if (m_position.rules == RuleSet::InwoTwoPlayer)
        add(R161, TableFactCode::TwoPlayerGoal, {FactArg::of(m_position.basicGoal)});
    int needed = m_position.basicGoal;
    if (m_position.rules == RuleSet::Classic)
        add(R199, TableFactCode::ClassicGoalTable, {FactArg::of(m_position.basicGoal)});

    // 2. Cthulhu: each group destroyed lowers the goal (R122); with Population Reduction the
    // Huge ones count twice instead, and nothing else (R123).
    HeldGoal *cthulhu = nullptr;
    HeldGoal *populationReduction = nullptr;
    for (HeldGoal &goal : held) {
        if (goal.rule && goal.rule->kind == GoalRule::Kind::DestroyedReduces)
            cthulhu = &goal;
        if (goal.rule && goal.rule->kind == GoalRule::Kind::DestroyedHuge && !tooMany)
            populationReduction = &goal;
    }
    QList<const DestroyedCard *> destroyed;
    QList<const DestroyedCard *> hugeDestroyed;
    for (const DestroyedCard &card : m_position.destroyed) {
        if (card.destroyedBy != name)
            continue;
        destroyed.append(&card);
        const Card *printed = cardNamed(card.card);
        if (printed && printed->hasAttribute(Attribute::Huge))
            hugeDestroyed.append(&card);
    }
    bool cthulhuUsesHuge = false;
    if (cthulhu) {
        int reduction = int(destroyed.size());
        if (populationReduction && 2 * hugeDestroyed.size() > destroyed.size()) {
            cthulhuUsesHuge = true;
            reduction = 2 * int(hugeDestroyed.size());
            TableFact &line = add(R123, TableFactCode::PopulationReductionCthulhu, {});
            ruleCite(line, *populationReduction);
            populationReduction->contributes = reduction > 0;
        } else if (populationReduction && !destroyed.isEmpty()) {
            TableFact &line = add(R123, TableFactCode::PopulationReductionSetAside,
                                  {nameArg(populationReduction->cardName)});
            ruleCite(line, *populationReduction);
        }
        if (reduction > 0) {
            needed -= reduction;
            TableFact &line =
                cthulhuUsesHuge
                    ? add(R123, TableFactCode::GoalReducedHuge,
                          {nameArg(cthulhu->cardName), FactArg::of(int(hugeDestroyed.size())),
                           FactArg::of(reduction)},
                          {}, reduction)
                    : add(R122, TableFactCode::GoalReduced,
                          {nameArg(cthulhu->cardName), FactArg::of(reduction)}, {}, reduction);
            ruleCite(line, *cthulhu);
            cthulhu->contributes = true;
        }
        const int winAt = cthulhu->rule->winAt;
        if (!cthulhuUsesHuge) { // with Population Reduction there is no win by destroying 8
            TableFact &progress = add(R122, TableFactCode::SpecialGoalDestroyed,
                                      {nameArg(cthulhu->cardName),
                                       FactArg::of(int(destroyed.size())), FactArg::of(winAt)},
                                      {}, int(destroyed.size()));
            ruleCite(progress, *cthulhu);
        }
        if (!cthulhuUsesHuge && winAt > 0 && destroyed.size() >= winAt)
            cthulhu->status = GoalCheck::Status::Met;
    }

    // 3. Adepts: each Magic Resource counts as a group (R121).
    for (HeldGoal &goal : held) {
        if (!goal.rule || goal.rule->kind != GoalRule::Kind::ResourcesCount)
            continue;
        for (const TableCard &resource : player.resources) {
            const Card *printed = m_stats.printed(resource.id);
            if (!printed)
                continue;
            const bool counts = std::any_of(
                goal.rule->resourceKinds.cbegin(), goal.rule->resourceKinds.cend(),
                [&](ResourceKind kind) { return printed->resourceKinds.contains(kind); });
            if (!counts)
                continue;
            ++count;
            goal.contributes = true;
            TableFact &line = add(R121, TableFactCode::CountResource,
                                  {nameArg(resource.card), nameArg(goal.cardName)}, resource.id, 1);
            ruleCite(line, goal);
        }
    }

    // 3b. The Church of the SubGenius: up to value Slack tokens on it count as groups (card
    // data). They are not groups, so they never count double.
    for (HeldGoal &goal : held) {
        if (!goal.rule || goal.rule->kind != GoalRule::Kind::SlackCounts)
            continue;
        const int slack = std::min(player.illuminati.slack, goal.rule->value);
        if (slack <= 0)
            continue;
        count += slack;
        goal.contributes = true;
        TableFact &line =
            add(R119, TableFactCode::CountSlack,
                {nameArg(goal.cardName), FactArg::of(slack), FactArg::of(goal.rule->value)},
                player.illuminati.id, slack);
        ruleCite(line, goal);
    }

    // 4. Doubles, at most three and never more than double (R116, R117): Population
    // Reduction's Huge groups first (each counts 2 where it would count nothing), then the
    // groups a doubling special goal or Goal card covers (R120).
    int doubles = 0;
    if (populationReduction && !cthulhu) {
        for (const DestroyedCard *card : hugeDestroyed) {
            if (doubles == MaxDoubles) {
                TableFact &line =
                    add(R116, TableFactCode::CountDoubleCapped,
                        {nameArg(card->card), nameArg(populationReduction->cardName)});
                ruleCite(line, *populationReduction);
                continue;
            }
            ++doubles;
            count += 2;
            populationReduction->contributes = true;
            TableFact &line =
                add(R123, TableFactCode::CountDestroyedHuge,
                    {nameArg(card->card), nameArg(populationReduction->cardName)}, {}, 2);
            ruleCite(line, *populationReduction);
        }
    }
    QList<HeldGoal *> doublers;
    bool readingShown = false;
    bool strongerRulingShown = false;
    for (HeldGoal &goal : held) {
        if (!goal.rule || goal.rule->kind != GoalRule::Kind::CountsDouble)
            continue;
        if (&goal != &held.first() && tooMany)
            continue;
        // A Goal card doubling exactly what the special goal doubles adds nothing (R120).
        if (&goal != &held.first() && held.first().rule &&
            held.first().rule->kind == GoalRule::Kind::CountsDouble &&
            held.first().rule->anyOf == goal.rule->anyOf) {
            TableFact &line = add(R120, TableFactCode::GoalCardUseless, {nameArg(goal.cardName)});
            ruleCite(line, goal);
            continue;
        }
        if (!goal.rule->ruling.isEmpty()) {
            if (!readingShown) {
                lines.append(rulingFact(RulingId::GoalCardReadings, m_position.rulings));
                readingShown = true;
            }
            if (m_position.rulings.readingOf(RulingId::GoalCardReadings) != 0) {
                goal.refereeReads = true;
                continue; // the referee reads the card: judged below as his
            }
            TableFact &line = add(goal.rule->rule, TableFactCode::GoalCardRuling,
                                  {nameArg(goal.cardName), FactArg::words(goal.rule->ruling)});
            ruleCite(line, goal);
        }
        doublers.append(&goal);
    }
    // Goal cards never combine with each other (R118): of several doubling ones (the UFOs),
    // the one that doubles the most groups counts.
    const auto covered = [&](const HeldGoal *goal) {
        return std::count_if(groups.cbegin(), groups.cend(), [&](const EffectiveGroup &group) {
            return matchesAny(*goal->rule, group);
        });
    };
    const HeldGoal *bestCard = nullptr;
    for (const HeldGoal *goal : std::as_const(doublers)) {
        if (goal != &held.first() && (!bestCard || covered(goal) > covered(bestCard)))
            bestCard = goal;
    }
    doublers.removeIf([&](const HeldGoal *goal) {
        if (goal == &held.first() || goal == bestCard)
            return false;
        TableFact &line =
            add(R118, TableFactCode::GoalCardNeverCombines, {nameArg(goal->cardName)});
        ruleCite(line, *goal);
        return true;
    });
    if (!doublers.isEmpty() && held.first().rule &&
        held.first().rule->kind == GoalRule::Kind::CountsDouble) {
        TableFact &line =
            add(R119, TableFactCode::SpecialGoalDoublesOnly, {nameArg(held.first().cardName)});
        ruleCite(line, held.first());
    }
    for (const EffectiveGroup &group : groups) {
        for (HeldGoal *goal : std::as_const(doublers)) {
            if (!matchesAny(*goal->rule, group))
                continue;
            if (goal->rule->noStrongerRival) {
                // Not while a rival controls a matching group of more Power: more than this
                // group, or than the player's strongest, as the referee rules.
                if (!strongerRulingShown) {
                    lines.append(rulingFact(RulingId::AssassinsStrongerSecret, m_position.rulings));
                    strongerRulingShown = true;
                }
                int measure = group.power;
                if (m_position.rulings.readingOf(RulingId::AssassinsStrongerSecret) == 1) {
                    for (const EffectiveGroup &mine : groups) {
                        if (matchesAny(*goal->rule, mine))
                            measure = std::max(measure, mine.power);
                    }
                }
                const EffectiveGroup *stronger = nullptr;
                for (const TablePlayer &rival : m_position.players) {
                    if (rival.name == name || rival.eliminated)
                        continue;
                    for (const EffectiveGroup &theirs : groupsOf(rival.name)) {
                        if (matchesAny(*goal->rule, theirs) && theirs.power > measure)
                            stronger = &theirs;
                    }
                }
                if (stronger) {
                    TableFact &line = add(R119, TableFactCode::SpecialGoalRivalStronger,
                                          {nameArg(stronger->name), nameArg(stronger->controller),
                                           nameArg(group.name)},
                                          group.id);
                    ruleCite(line, *goal);
                    continue;
                }
            }
            if (doubles == MaxDoubles) {
                add(R116, TableFactCode::CountDoubleCapped,
                    {nameArg(group.name), nameArg(goal->cardName)}, group.id);
                break; // never more than double: one goal is enough to try (R117)
            }
            ++doubles;
            ++count;
            goal->contributes = true;
            TableFact &line = add(doublers.size() > 1 ? R117 : R116, TableFactCode::CountDoubled,
                                  {nameArg(group.name), nameArg(goal->cardName)}, group.id, 1);
            ruleCite(line, *goal);
            break; // counts double once, whatever else would double it (R117)
        }
    }

    if (!refereeNwos.isEmpty())
        add(R160, TableFactCode::GoalsSubjectToReferee,
            {nameArg(name), nameArg(refereeNwos.join(u", "_s))});
    result.refereeNwos = refereeNwos;

    // 5. The basic goal, with everything that combines into it.
    result.count = count;
    result.needed = needed;
    result.doubled = doubles;
    const bool basicMet = count >= needed;
    add(R115, basicMet ? TableFactCode::BasicGoalMet : TableFactCode::BasicGoalMissed,
        {FactArg::of(count), FactArg::of(needed)}, {}, count);
    result.goals.append({Basic, {}, basicMet ? GoalCheck::Status::Met : GoalCheck::Status::Missed});

    // 6. Each goal held, on its own terms.
    for (HeldGoal &goal : held) {
        const bool isSpecial = &goal == &held.first();
        if (!isSpecial && tooMany) {
            goal.status = GoalCheck::Status::Missed;
        } else if (goal.refereeReads) {
            TableFact &line =
                add(goal.rule->rule, TableFactCode::GoalCardReferee, {nameArg(goal.cardName)});
            ruleCite(line, goal);
            goal.status = GoalCheck::Status::Referee;
        } else if (!goal.rule) {
            add(R119, isSpecial ? TableFactCode::SpecialGoalNone : TableFactCode::GoalCardReferee,
                {nameArg(goal.cardName)});
            goal.status = isSpecial ? GoalCheck::Status::Missed : GoalCheck::Status::Referee;
            if (isSpecial)
                continue; // no special goal to report
        } else {
            switch (goal.rule->kind) {
            case GoalRule::Kind::CountsDouble:
            case GoalRule::Kind::ResourcesCount:
            case GoalRule::Kind::DestroyedHuge:
            case GoalRule::Kind::SlackCounts:
                if (goal.contributes && basicMet)
                    goal.status = GoalCheck::Status::Met;
                break;
            case GoalRule::Kind::DestroyedReduces:
                if (goal.contributes && basicMet)
                    goal.status = GoalCheck::Status::Met;
                break;
            case GoalRule::Kind::TotalPower: {
                const int total = totalPower(player, goal.rule->globalPower);
                TableFact &line =
                    add(R119, TableFactCode::SpecialGoalTotalPower,
                        {nameArg(goal.cardName), FactArg::of(total), FactArg::of(goal.rule->value)},
                        {}, total);
                ruleCite(line, goal);
                bool met = total >= goal.rule->value;
                if (goal.rule->everyAlignment) {
                    QList<Alignment> missing;
                    const bool classic = m_position.rules == RuleSet::Classic;
                    for (const Alignment alignment : allOf<Alignment>()) {
                        // INWO's ten; the boxed game's ten have Communist for Corporate (001,
                        // lines 118-129).
                        if (alignment == Alignment::Socialist ||
                            alignment == (classic ? Alignment::Corporate : Alignment::Communist))
                            continue;
                        const bool found = std::any_of(
                            groups.cbegin(), groups.cend(), [&](const EffectiveGroup &group) {
                                return group.goalAlignments.contains(alignment);
                            });
                        if (!found)
                            missing.append(alignment);
                    }
                    if (!missing.isEmpty()) {
                        met = false;
                        TableFact &gap = add(R119, TableFactCode::SpecialGoalAlignments,
                                             {nameArg(goal.cardName), FactArg::of(missing)});
                        ruleCite(gap, goal);
                    }
                }
                goal.status = met ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
                break;
            }
            case GoalRule::Kind::PowerInPlay: {
                int total = 0;
                for (const TablePlayer &someone : m_position.players) {
                    for (const EffectiveGroup &group : groupsOf(someone.name)) {
                        if (matchesAny(*goal.rule, group))
                            total += group.power;
                    }
                }
                const bool uncontrolledCount =
                    m_position.rulings.readingOf(RulingId::ShangriLaInPlay) == 0;
                bool uncontrolledMatters = false;
                for (const TableCard &card : m_position.uncontrolled) {
                    const std::optional<EffectiveGroup> group =
                        m_stats.group(card.id, StatUse::Goals);
                    if (!group || group->type == CardType::Resource ||
                        !matchesAny(*goal.rule, *group))
                        continue;
                    uncontrolledMatters = true;
                    if (uncontrolledCount)
                        total += group->power;
                }
                if (uncontrolledMatters)
                    lines.append(rulingFact(RulingId::ShangriLaInPlay, m_position.rulings));
                TableFact &line =
                    add(R119, TableFactCode::SpecialGoalPeacefulPower,
                        {nameArg(goal.cardName), FactArg::of(total), FactArg::of(goal.rule->value)},
                        {}, total);
                ruleCite(line, goal);
                goal.status =
                    total >= goal.rule->value ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
                break;
            }
            case GoalRule::Kind::CountMatching: {
                const int matching = int(
                    std::count_if(groups.cbegin(), groups.cend(), [&](const EffectiveGroup &group) {
                        return matchesAny(*goal.rule, group);
                    }));
                TableFact &line = add(
                    goal.rule->rule, TableFactCode::SpecialGoalCountMatching,
                    {nameArg(goal.cardName), FactArg::of(matching), FactArg::of(goal.rule->value)},
                    {}, matching);
                ruleCite(line, goal);
                goal.status = matching >= goal.rule->value ? GoalCheck::Status::Met
                                                           : GoalCheck::Status::Missed;
                break;
            }
            case GoalRule::Kind::DestroyedCount: {
                TableFact &line = add(goal.rule->rule, TableFactCode::SpecialGoalDestroyed,
                                      {nameArg(goal.cardName), FactArg::of(int(destroyed.size())),
                                       FactArg::of(goal.rule->value)},
                                      {}, int(destroyed.size()));
                ruleCite(line, goal);
                goal.status = destroyed.size() >= goal.rule->value ? GoalCheck::Status::Met
                                                                   : GoalCheck::Status::Missed;
                break;
            }
            case GoalRule::Kind::GoalCards: {
                TableFact &line = add(R119, TableFactCode::SpecialGoalGoalCards,
                                      {nameArg(goal.cardName), FactArg::of(goal.rule->value)});
                ruleCite(line, goal);
                break; // met when one of its Goal cards is, below
            }
            case GoalRule::Kind::Referee: {
                if (!goal.rule->ruling.isEmpty()) {
                    TableFact &why =
                        add(goal.rule->rule, TableFactCode::GoalCardRuling,
                            {nameArg(goal.cardName), FactArg::words(goal.rule->ruling)});
                    ruleCite(why, goal);
                }
                TableFact &line = add(goal.rule->rule,
                                      isSpecial ? TableFactCode::SpecialGoalReferee
                                                : TableFactCode::GoalCardReferee,
                                      {nameArg(goal.cardName)});
                ruleCite(line, goal);
                goal.status = GoalCheck::Status::Referee;
                break;
            }
            }
            if (!isSpecial) {
                TableFact &combining =
                    add(goal.rule->combines ? goal.rule->rule : R118,
                        goal.rule->combines ? TableFactCode::GoalCardCombines
                                            : TableFactCode::GoalCardNeverCombines,
                        {nameArg(goal.cardName)});
                ruleCite(combining, goal);
                if (goal.status == GoalCheck::Status::Met)
                    add(goal.rule->rule, TableFactCode::GoalCardMet, {nameArg(goal.cardName)});
            }
        }
    }
    if (ufos) {
        const bool anyCard = std::any_of(held.cbegin() + 1, held.cend(), [](const HeldGoal &goal) {
            return goal.status == GoalCheck::Status::Met;
        });
        held.first().status = anyCard ? GoalCheck::Status::Met : GoalCheck::Status::Missed;
    }
    for (const HeldGoal &goal : std::as_const(held)) {
        if (goal.rule || goal.name != Special)
            result.goals.append({goal.name, goal.cardId, goal.status});
    }

    // 7. Plan 28 scores at the end of turn 4 (R174, R180).
    if (m_position.rules == RuleSet::Plan28 && m_position.phase == GamePhase::Victory) {
        lines.append(rulingFact(RulingId::Plan28IlluminatiPoint, m_position.rulings));
        const int illuminatiPoint =
            m_position.rulings.readingOf(RulingId::Plan28IlluminatiPoint) == 0 ? 1 : 0;
        const int groupsPoints = illuminatiPoint + int(groups.size());
        int points = groupsPoints;
        add(R180, TableFactCode::VictoryPointsGroups, {FactArg::of(groupsPoints)}, {},
            groupsPoints);
        if (doubles > 0) {
            points += std::min(doubles, MaxDoubles);
            add(R180, TableFactCode::VictoryPointsDoubles, {FactArg::of(doubles)}, {}, doubles);
        }
        const HeldGoal &own = held.first();
        if (own.rule &&
            (own.rule->kind == GoalRule::Kind::TotalPower ||
             own.rule->kind == GoalRule::Kind::PowerInPlay) &&
            own.status == GoalCheck::Status::Met) {
            points += 3;
            add(R180, TableFactCode::VictoryPointsGoal, {FactArg::of(3)}, {}, 3);
        }
        if (cthulhu && cthulhu->contributes) {
            const int extra = std::min(3, m_position.basicGoal - needed);
            points += extra;
            add(R180, TableFactCode::VictoryPointsGoal, {FactArg::of(extra)}, {}, extra);
        }
        for (qsizetype i = 1; i < held.size(); ++i) {
            if (held.at(i).status == GoalCheck::Status::Met) {
                points += 3;
                add(R180, TableFactCode::VictoryPointsGoal, {FactArg::of(3)}, {}, 3);
            }
        }
        result.victoryPoints = points;
        add(R180, TableFactCode::VictoryPoints, {nameArg(name), FactArg::of(points)}, {}, points);
    }
    m_totalPower.insert(name, totalPower(player));
    return result;
}

void Evaluation::victory(GoalReport &report)
{
    const auto line = [&](RuleId rule, TableFactCode code, FactArgs args,
                          const QString &player = {}) {
        report.lines.append(tableFact(rule, code, std::move(args), {}, player));
    };
    if (m_position.rules == RuleSet::Plan28) {
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
            // Most groups, then the greatest total Power, then shared (R181).
            const auto groupCount = [&](const PlayerGoals *player) {
                return groupsOf(player->player).size();
            };
            const auto most =
                std::max_element(leaders.cbegin(), leaders.cend(),
                                 [&](auto *a, auto *b) { return groupCount(a) < groupCount(b); });
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
    for (const PlayerGoals &goals : std::as_const(report.players)) {
        if (report.winners.contains(goals.player) && !goals.refereeNwos.isEmpty())
            line(R160, TableFactCode::VictoryNeedsReferee,
                 {FactArg::name(goals.player), FactArg::name(goals.refereeNwos.join(u", "_s))},
                 goals.player);
    }
    // A winner who meets two goals claims with one, and if thwarted at once with the other
    // (R131).
    for (const PlayerGoals &goals : std::as_const(report.players)) {
        const QStringList met = goals.met();
        if (report.winners.contains(goals.player) && met.size() > 1)
            line(R131, TableFactCode::VictoryTwoWays,
                 {FactArg::name(goals.player), FactArg::name(met.join(u", "_s))}, goals.player);
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
