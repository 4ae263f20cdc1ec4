#include "attack/attackengine.h"

#include "attack/eligibility.h"
#include "cards/cardabilities.h"
#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

bool isAttacker(const QString &player)
{
    return player.isEmpty() || player == u"attacker";
}

bool isDefender(const QString &player)
{
    return player == u"defender";
}

// How an alignment in doubt is settled in one outcome: the groups (by name) whose "(Sometimes)"
// alignments hold.
using Settled = QSet<QString>;

Alignments alignmentsOf(const AttackGroup &group, const Settled &holding)
{
    Alignments held;
    if (group.illuminati)
        return held; // 000_42f3d193c8c5ff8e.txt, line 308
    for (const AlignmentMark &mark : group.alignments) {
        if (!mark.sometimes || holding.contains(group.name))
            held.append(mark.value);
    }
    return held;
}

// The rules each fact rests on, by their identities in RULES-COVERAGE.md (core/ruleidentity.cpp).

using Role = ParticipantRef::Role;
using Family = RuleSetProfile::Family;
using Args = std::initializer_list<FactArg>;

ParticipantRef ref(Role role, qsizetype index = 0)
{
    return ParticipantRef::of(role, index);
}

QString signedText(int value)
{
    return value >= 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

// A name without the spaces around it; most have none, and are not scanned.
QStringView trimmedName(const QString &name)
{
    // A printable ASCII letter at each end is no space (the common case, decided without the
    // Unicode tables).
    const auto printable = [](QChar c) {
        return c.unicode() > u' ' && c.unicode() < 0x7f;
    };
    if (name.isEmpty() || (printable(name.front()) && printable(name.back())))
        return name;
    return QStringView(name).trimmed();
}

// Whether two entries are the same card or group across roles: the same card when both name one,
// else the same name whatever its case and spaces (a card and a group written with its name are
// one group). Compared in place, without allocating.
bool sameParticipant(const AttackGroup &a, const AttackGroup &b)
{
    if (!a.cardId.isEmpty() && !b.cardId.isEmpty())
        return a.cardId == b.cardId;
    const QStringView x = trimmedName(a.name);
    const QStringView y = trimmedName(b.name);
    if (x.isEmpty() || x.size() != y.size())
        return false;
    // Whatever their case: most names differ early, so stop at the first letter that differs.
    for (qsizetype i = 0; i < x.size(); ++i) {
        if (x[i] != y[i] && x[i].toCaseFolded() != y[i].toCaseFolded())
            return false;
    }
    return true;
}

// Whether two names are one, whatever their case and spaces around them: how the referee writes a
// Plot or an ability's owner twice.
bool sameName(QStringView a, QStringView b)
{
    a = a.trimmed();
    b = b.trimmed();
    return a.size() == b.size() && a.compare(b, Qt::CaseInsensitive) == 0;
}

// The adjudication of one outcome: collects the totals, lines and refusals.
class Adjudication
{
public:
    Adjudication(const AttackScenario &scenario, const Settled &holding,
                 const CardAbilities *abilities)
        : s(scenario), rules(scenario.rules), profile(profileOf(scenario.rules)),
          family(profile.family), kind(scenario.kind), holding(holding), abilities(abilities)
    {}

    AttackResult run();

private:
    enum class Purpose : quint8 { Attack, Defence };

    AttackFact &fact(QList<AttackFact> &list, int value, RuleId rule, FactCode code,
                     ParticipantRef who, Args args, int count)
    {
        AttackFact &added = list.emplace_back();
        added.rule = rule;
        added.code = code;
        added.who = who;
        added.value = value;
        for (const FactArg &arg : args)
            added.args.append(arg);
        added.count = count;
        return added;
    }
    AttackFact &line(int value, RuleId rule, FactCode code, ParticipantRef who, Args args = {},
                     int count = -1)
    {
        return fact(result.lines, value, rule, code, who, args, count);
    }
    AttackFact &refuse(ParticipantRef who, RuleId rule, FactCode code, Args args = {})
    {
        return fact(result.violations, 0, rule, code, who, args, -1);
    }
    AttackFact &illegal(ParticipantRef who, RuleId rule, FactCode code, Args args = {})
    {
        result.legal = false;
        return refuse(who, rule, code, args);
    }
    static void cite(AttackFact &fact, const AttackGroup &holder, const CardAbility &ability)
    {
        fact.abilityCard = holder.card.isEmpty() ? holder.name : holder.card;
        fact.abilitySource = ability.source;
        if (ability.kind == CardAbility::Kind::AttackBonus)
            fact.refereeStrength = ability.value;
        else if (ability.kind == CardAbility::Kind::DefenceBonus)
            fact.refereeStrength = -ability.value;
    }

    // A group's number for this attack, by the one arithmetic of the rules (R76, R77, R80, R26,
    // R67: rules/statmodifier.h): with `explain`, each step is a line with the sign it has on the
    // strength.
    StatOutcome outcomeOf(const AttackGroup &group, StatModifier::Stat which, Purpose purpose,
                          bool permanentOnly)
    {
        StatPurpose asked;
        asked.stat = which;
        asked.use =
            purpose == Purpose::Attack ? StatPurpose::For::Attack : StatPurpose::For::Defence;
        asked.kind = kind;
        asked.permanentOnly = permanentOnly;
        asked.halved = which == StatModifier::Stat::Power && group.devastated &&
                       purpose == Purpose::Defence && profile.devastationHalves &&
                       (kind == AttackKind::Destroy || kind == AttackKind::Instant);
        const bool power = which == StatModifier::Stat::Power;
        return applyStatModifiers((power ? group.power : group.resistance).value_or(0),
                                  group.globalPower.value_or(0), modifiersOf(group), asked);
    }
    int stat(const AttackGroup &group, ParticipantRef who, StatModifier::Stat which,
             Purpose purpose, bool permanentOnly, bool explain, int sign);

    // The rule a printed number rests on: Power or Resistance for control, Power for destroy,
    // the card against the card for an instant, the boxed game's own rules.
    RuleId printedRule(bool power, Purpose purpose) const
    {
        if (family == Family::Classic)
            return kind == AttackKind::Destroy && purpose == Purpose::Defence ? R191 : R183;
        if (!power || purpose == Purpose::Attack)
            return R01;
        return kind == AttackKind::Instant ? R56 : R33;
    }
    int powerFor(const AttackGroup &group, ParticipantRef who, Purpose purpose,
                 bool explain = false, int sign = 1)
    {
        return stat(group, who, StatModifier::Stat::Power, purpose, false, explain, sign);
    }
    // Global Power, fallen with Power where Power fell below it (R26); a card that lets a group
    // use its Power as Global Power gives it its whole Power.
    int globalFor(const AttackGroup &group, Purpose purpose)
    {
        const StatOutcome outcome = outcomeOf(group, StatModifier::Stat::Power, purpose, false);
        return usesPowerAsGlobal(group) ? outcome.value : outcome.global;
    }
    bool hasGlobal(const AttackGroup &group)
    {
        return group.globalPower.value_or(0) > 0 || usesPowerAsGlobal(group);
    }
    bool usesPowerAsGlobal(const AttackGroup &group)
    {
        const QList<StatModifier> &modifiers = modifiersOf(group);
        return std::any_of(modifiers.cbegin(), modifiers.cend(), [](const StatModifier &m) {
            return m.stat == StatModifier::Stat::Global;
        });
    }
    // A group reduced to Power 0 has lost its token and cannot act (R80): its Power on the table,
    // before anything the attack adds, as the table's stat function has it.
    bool reducedToZero(const AttackGroup &group)
    {
        if (group.power.value_or(0) <= 0)
            return false;
        StatPurpose table;
        return applyStatModifiers(*group.power, group.globalPower.value_or(0), modifiersOf(group),
                                  table)
                   .value <= 0;
    }
    bool privilegedBlocks(const QString &player, AttackSide side) const;
    bool secretBlocks(const AttackGroup &group, bool relatedToTarget) const;

    void findDuplicates();
    void checkLegality();
    void attackSide();
    void alignmentModifiers();
    void aiders();
    void defenceSide();
    void defenders();
    void plays();
    void money();
    void targetMoney();
    void goalPowers();
    void strengthLine();
    int spentFromTarget = 0; // megabucks the defending group spent from its own treasury

    const AttackScenario &s;
    const AttackGroup instantCard = instantCardGroup();
    const RuleSet rules;
    const RuleSetProfile &profile;
    const Family family;
    const AttackKind kind;
    const Settled &holding;
    const CardAbilities *abilities;
    AttackResult result;
    QList<bool> aiderRepeats;    // an aider that already takes part in another role
    QList<bool> defenderRepeats; // likewise a defender

    // The abilities of the card a group names (none without a card or an abilities table). A
    // reference into the table, which outlives the adjudication, so pointers to an ability found
    // here stay valid (a returned copy freed them at the end of the loop).
    const QList<CardAbility> &abilitiesOf(const AttackGroup &group) const
    {
        static const QList<CardAbility> none;
        return abilities && !group.cardId.isEmpty() ? abilities->of(group.cardId) : none;
    }
    // A group's modifiers: the table's every change for a group from a table; for one the
    // referee wrote, its own and those its card's abilities give it (Direct Power changes, a
    // card of its side's Power Structure, a puppet for its master). Worked out once a group.
    const QList<StatModifier> &modifiersOf(const AttackGroup &group);
    QList<StatModifier> abilityModifiersOf(const AttackGroup &group) const;
    QVarLengthArray<std::pair<const AttackGroup *, QList<StatModifier>>, 8> m_modifiers;
    QList<StatModifier> m_scratch; // a group that is no participant (a copy)
    // "attacker", "defender", a third player's name, or "" (an uncontrolled target).
    QString playerOf(const AttackGroup &group) const;
    QList<const AttackGroup *> participants() const;
    bool conditionHolds(const AbilityCondition &condition, const AttackGroup &group) const;
    // Bonuses of one side; the defence's are added after the target's base defence is set.
    void abilityBonuses(AttackSide side);
    // The immunity, if any, that keeps `group` from attacking the target or aiding an attack on
    // it: the target's own, or one covering the target's Power Structure (its master's, or its
    // own Illuminati's when it defends), never a third player's Illuminati's (R54).
    struct Immunity
    {
        const AttackGroup *holder = nullptr;
        ParticipantRef who;
        const CardAbility *ability = nullptr;
    };
    Immunity immunityAgainst(const AttackGroup &group) const;
    void refuseForImmunity(ParticipantRef who, const Immunity &immunity, bool whole);
    // Abilities of the cards taking part that no handler applies: each says so, naming the card.
    void unappliedAbilities();
    // Attack limits of the attacker's cards (Shangri-La may destroy Violent groups only).
    void attackLimits();
    // The tokens a group may spend in this attack: a card's own second token (UFOs) is never
    // spent in the same attack as its first, so one counts and a line says why.
    int usableTokens(const AttackGroup &group, ParticipantRef who, int requested);
    // Whether an ability's typed condition allows it to bear on this attack: an attack bonus or
    // limit on the target, a defence bonus or immunity on the attacker or the instant card.
    bool couldApply(const CardAbility &ability, ParticipantRef holder) const;
    bool reachesAParticipant(const CardAbility &ability, const AttackGroup &holder) const;
    // Whether an ability of a card behind the attack is of a kind that bears on every attack of
    // its side: a bonus, a limit or Fanatic counted as shared for the attacker's, a bonus or an
    // immunity for the target owner's.
    static bool bearsOnItsSide(const CardAbility &ability, ParticipantRef holder)
    {
        using Kind = CardAbility::Kind;
        if (ability.reach != CardAbility::Reach::AnyAttempt &&
            ability.reach != CardAbility::Reach::Structure)
            return false;
        if (holder.role == Role::PlayerCard)
            return ability.kind == Kind::AttackBonus || ability.kind == Kind::AttackLimit ||
                   ability.kind == Kind::SameFanatic;
        return ability.kind == Kind::DefenceBonus || ability.kind == Kind::Immunity ||
               ability.kind == Kind::AttackImmunity;
    }
    // The instant attack card as a group, for the abilities and immunities that name it.
    AttackGroup instantCardGroup() const
    {
        AttackGroup card;
        card.name = s.instantCard;
        card.cardId = s.instantCardId;
        card.type = s.instantType;
        return card;
    }
    // Whether the instant attack card is a Disaster: by its card type, or as the scenario says it
    // ("disaster"); a card the program does not know is for the referee.
    std::optional<bool> isDisaster() const
    {
        const std::optional<CardType> type =
            s.instantType ? s.instantType : instantTypeOfWord(s.instantCard);
        if (type)
            return *type == CardType::Disaster;
        if (s.instantCard.isEmpty())
            return true; // an instant given by its Power alone is taken as a Disaster
        return std::nullopt;
    }
    void instantTargetType();
    // The instant attack card's own ability of `kind` (its Power, its margin), if the data has it.
    const CardAbility *instantAbility(CardAbility::Kind kind) const
    {
        for (const CardAbility &ability : abilitiesOf(instantCard)) {
            if (ability.verified && ability.kind == kind &&
                ability.reach == CardAbility::Reach::Direct)
                return &ability;
        }
        return nullptr;
    }
    // Whether the attacker's Power Structure lets its Fanatic groups count another's Fanatic as
    // shared (Society of Assassins), and the card that does.
    const AttackGroup *sameFanaticHolder(const CardAbility **ability) const;
};

QString Adjudication::playerOf(const AttackGroup &group) const
{
    if (s.attacker && &group == &*s.attacker)
        return u"attacker"_s;
    const auto inList = [&group](const QList<AttackGroup> &list) {
        return std::any_of(list.cbegin(), list.cend(),
                           [&group](const AttackGroup &g) { return &g == &group; });
    };
    if (inList(s.aiding))
        return group.player.isEmpty() ? u"attacker"_s : group.player;
    if (inList(s.defending) && group.relation != DefenceRelation::Target)
        return group.player.isEmpty() ? u"defender"_s : group.player;
    // The target (or the copy of it that spends its tokens), and its master.
    switch (s.target.owner) {
    case TargetOwner::Rival:
        return u"defender"_s;
    case TargetOwner::Self:
    case TargetOwner::Hand:
        return u"attacker"_s;
    case TargetOwner::Uncontrolled:
        break;
    }
    return {};
}

QList<const AttackGroup *> Adjudication::participants() const
{
    QList<const AttackGroup *> all;
    if (s.attacker)
        all.append(&*s.attacker);
    all.append(&s.target);
    if (s.target.master)
        all.append(&*s.target.master);
    for (const AttackGroup &group : s.aiding)
        all.append(&group);
    for (const AttackGroup &group : s.defending)
        all.append(&group);
    return all;
}

const QList<StatModifier> &Adjudication::modifiersOf(const AttackGroup &group)
{
    if (!abilities || group.fromTable)
        return group.modifiers;
    for (const auto &[known, modifiers] : m_modifiers) {
        if (known == &group)
            return modifiers;
    }
    const QList<const AttackGroup *> all = participants();
    if (!all.contains(&group)) {
        m_scratch = abilityModifiersOf(group);
        return m_scratch;
    }
    m_modifiers.append({&group, abilityModifiersOf(group)});
    return m_modifiers.last().second;
}

QList<StatModifier> Adjudication::abilityModifiersOf(const AttackGroup &group) const
{
    QList<StatModifier> modifiers = group.modifiers;
    // Its own card's changes, those other cards of its Power Structure give groups like it
    // (New York: the player's other Criminal groups +1 Power), and those a puppet gives its
    // master (Dittoheads).
    QList<std::pair<const CardAbility *, const AttackGroup *>> given;
    for (const CardAbility &ability : abilitiesOf(group)) {
        if (!ability.verified)
            continue; // named for the referee by unappliedAbilities()
        if (ability.reach == CardAbility::Reach::Direct)
            given.append({&ability, &group});
    }
    const QString player = playerOf(group);
    const bool isTarget = group.name == s.target.name && sameParticipant(group, s.target);
    const bool isMaster = s.target.master && &group == &*s.target.master;
    for (const AttackGroup *other : participants()) {
        if (other->cardId.isEmpty() || other == &group || sameParticipant(*other, group))
            continue;
        const bool otherIsTarget = other == &s.target;
        const bool puppetOf =
            (otherIsTarget && isMaster) ||
            (isTarget &&
             std::any_of(s.defending.cbegin(), s.defending.cend(), [other](const AttackGroup &d) {
                 return &d == other && d.relation == DefenceRelation::Puppet;
             }));
        for (const CardAbility &ability : abilitiesOf(*other)) {
            if (!ability.verified)
                continue; // named for the referee by unappliedAbilities()
            if (ability.reach == CardAbility::Reach::Structure && !player.isEmpty() &&
                playerOf(*other) == player && conditionHolds(ability.holder, group) &&
                !ability.holder.needsReferee())
                given.append({&ability, other});
            else if (ability.reach == CardAbility::Reach::Master && puppetOf)
                given.append({&ability, other});
        }
    }
    for (const auto &[ability, holder] : std::as_const(given)) {
        if (!ability->appliesTo(kind))
            continue;
        if (std::optional<StatModifier> modifier =
                statModifierOf(*ability, holder->card.isEmpty() ? holder->name : holder->card))
            modifiers.append(*modifier);
    }
    return modifiers;
}

bool Adjudication::conditionHolds(const AbilityCondition &condition, const AttackGroup &group) const
{
    QList<Alignment> held;
    for (const Alignment alignment : alignmentsOf(group, holding))
        held.append(alignment);
    std::optional<CardType> type = group.type;
    if (group.illuminati)
        type = CardType::Illuminati;
    return condition.matches(group.cardId, type, held, group.attributes);
}

// Attack and defence bonuses of the cards taking part: the attacker's own ("direct") and those
// of any card on the attacking side that help every attempt of its player; the target's own
// defence bonuses and those of its defenders and its master that cover their Power Structure.
// A condition no card fact can settle (Bill Clinton's "part of the US") is shown for the referee
// to add by hand. Each card's bonus counts once, however many roles name it.
void Adjudication::abilityBonuses(AttackSide side)
{
    if (!abilities)
        return;
    QSet<const CardAbility *> counted;
    const auto consider = [&](const AttackGroup &holder, ParticipantRef who, bool direct) {
        for (const CardAbility &ability : abilitiesOf(holder)) {
            if (!ability.verified)
                continue; // named for the referee by unappliedAbilities()
            const bool attackBonus = ability.kind == CardAbility::Kind::AttackBonus;
            if ((side == AttackSide::Attack) != attackBonus ||
                (!attackBonus && ability.kind != CardAbility::Kind::DefenceBonus))
                continue;
            // Structure: another card of the leader's Power Structure helps leaders like
            // `holder` describes (Church of the SubGenius).
            const bool structure = ability.reach == CardAbility::Reach::Structure && !direct;
            if (ability.reach != CardAbility::Reach::AnyAttempt && !structure &&
                !(direct && ability.reach == CardAbility::Reach::Direct))
                continue;
            if (!ability.appliesTo(kind) || counted.contains(&ability))
                continue;
            if (structure && side == AttackSide::Defence &&
                !conditionHolds(ability.holder, s.target))
                continue;
            // The leading attacker, or the card making an instant attack.
            const AttackGroup *leader = s.attacker                    ? &*s.attacker
                                        : kind == AttackKind::Instant ? &instantCard
                                                                      : nullptr;
            if (structure && side == AttackSide::Attack && !leader)
                continue;
            const AttackGroup *other = side == AttackSide::Attack ? &s.target : leader;
            if (other && !conditionHolds(ability.condition, *other))
                continue;
            if (side == AttackSide::Attack && !ability.holder.isAny() && leader &&
                !conditionHolds(ability.holder, *leader))
                continue;
            counted.insert(&ability);
            if (ability.condition.needsReferee()) {
                cite(line(0, R160, FactCode::AbilityRefereeDecides, who,
                          {FactArg::of(who), FactArg::words(ability.words)}),
                     holder, ability);
                continue;
            }
            if (side == AttackSide::Attack)
                result.attack += ability.value;
            else
                result.defence += ability.value;
            // A defence bonus is the rulebook's own case of an ability adding to Resistance
            // (R20); any other bonus is card text beating the rulebook (R160).
            const RuleId rule = ability.rule != RuleId::None ? ability.rule
                                : side == AttackSide::Attack ? R160
                                                             : R20;
            cite(line(side == AttackSide::Attack ? ability.value : -ability.value, rule,
                      FactCode::AbilityBonus, who,
                      {FactArg::of(who), FactArg::words(ability.words)}),
                 holder, ability);
        }
    };
    if (side == AttackSide::Attack) {
        if (s.attacker)
            consider(*s.attacker, ref(Role::Attacker), true);
        for (qsizetype i = 0; i < s.playerCards.size(); ++i)
            consider(s.playerCards.at(i), ref(Role::PlayerCard, i), false);
        for (qsizetype i = 0; i < s.aiding.size(); ++i) {
            if (isAttacker(s.aiding.at(i).player) && !aiderRepeats.at(i))
                consider(s.aiding.at(i), ref(Role::Aider, i), false);
        }
        // A group of the attacker's own Power Structure under attack (to destroy it, or to move
        // it) keeps helping its player's attacks from where it stands: The Mafia above the Loan
        // Sharks its player destroys still gives "its player's attacks" +2.
        const auto attackersOwn = [this](const AttackGroup &group) {
            return playerOf(group) == u"attacker"_s; // an uncontrolled target is nobody's
        };
        if (s.target.master && attackersOwn(*s.target.master))
            consider(*s.target.master, ref(Role::Master), false);
        if (attackersOwn(s.target))
            consider(s.target, ref(Role::Target), false);
        return;
    }
    consider(s.target, ref(Role::Target), true);
    // The target's master covers its own Power Structure, the target included.
    if (s.target.master && s.target.owner != TargetOwner::Hand)
        consider(*s.target.master, ref(Role::Master), false);
    const QString owner = playerOf(s.target);
    for (qsizetype i = 0; i < s.defending.size(); ++i) {
        const AttackGroup &defender = s.defending.at(i);
        if (defender.relation == DefenceRelation::Target || defenderRepeats.at(i))
            continue;
        // A third player's card covers its own Power Structure, not the target's.
        if (playerOf(defender) != owner)
            continue;
        consider(defender, ref(Role::Defender, i), false);
    }
    if (s.target.owner == TargetOwner::Rival) {
        for (qsizetype i = 0; i < s.ownerCards.size(); ++i)
            consider(s.ownerCards.at(i), ref(Role::OwnerCard, i), false);
    }
}

Adjudication::Immunity Adjudication::immunityAgainst(const AttackGroup &group) const
{
    Immunity found;
    if (!abilities || !s.immunitySuspendedBy.isEmpty())
        return found;
    const auto check = [&](const AttackGroup &holder, ParticipantRef who, bool direct) {
        if (found.ability)
            return;
        for (const CardAbility &ability : abilitiesOf(holder)) {
            if (!ability.verified)
                continue; // named for the referee by unappliedAbilities()
            if (ability.kind != CardAbility::Kind::Immunity &&
                ability.kind != CardAbility::Kind::AttackImmunity)
                continue;
            if (ability.reach != CardAbility::Reach::AnyAttempt &&
                !(direct && ability.reach == CardAbility::Reach::Direct))
                continue;
            if (!ability.condition.needsReferee() && conditionHolds(ability.condition, group)) {
                found = {&holder, who, &ability};
                return;
            }
        }
    };
    check(s.target, ref(Role::Target), true);
    if (s.target.master && s.target.owner != TargetOwner::Hand &&
        s.target.owner != TargetOwner::Uncontrolled)
        check(*s.target.master, ref(Role::Master), false);
    const QString owner = playerOf(s.target);
    for (qsizetype i = 0; i < s.defending.size(); ++i) {
        const AttackGroup &defender = s.defending.at(i);
        if (defender.relation == DefenceRelation::Illuminati && playerOf(defender) == owner &&
            !owner.isEmpty())
            check(defender, ref(Role::Defender, i), false);
    }
    // The owner's cards that take no part: an immunity of his Illuminati covers his whole Power
    // Structure (000_42f3d193c8c5ff8e.txt, line 327).
    if (s.target.owner == TargetOwner::Rival) {
        for (qsizetype i = 0; i < s.ownerCards.size(); ++i)
            check(s.ownerCards.at(i), ref(Role::OwnerCard, i), false);
    }
    return found;
}

void Adjudication::refuseForImmunity(ParticipantRef who, const Immunity &immunity, bool whole)
{
    const Args args{FactArg::of(ref(Role::Target)), FactArg::of(immunity.who),
                    FactArg::words(immunity.ability->words)};
    AttackFact &refusal = whole ? illegal(who, R54, FactCode::ImmuneByAbility, args)
                                : refuse(who, R54, FactCode::AiderImmune, args);
    cite(refusal, *immunity.holder, *immunity.ability);
}

int Adjudication::stat(const AttackGroup &group, ParticipantRef who, StatModifier::Stat which,
                       Purpose purpose, bool permanentOnly, bool explain, int sign)
{
    const StatOutcome outcome = outcomeOf(group, which, purpose, permanentOnly);
    if (!explain)
        return outcome.value;
    const bool power = which == StatModifier::Stat::Power;
    line(sign * (power ? group.power : group.resistance).value_or(0), printedRule(power, purpose),
         power ? FactCode::PrintedPower : FactCode::PrintedResistance, who, {FactArg::of(who)});
    const auto sourceArg = [](const StatModifier &modifier) {
        return modifier.fromAbility ? FactArg::words(modifier.source)
                                    : FactArg::name(modifier.source);
    };
    for (const StatStep &step : outcome.steps) {
        const StatModifier *modifier = step.modifier;
        AttackFact *added = nullptr;
        switch (step.kind) {
        case StatStep::Kind::Set:
            added = &line(sign * step.delta, R76, FactCode::StatSet, who,
                          {FactArg::of(who), FactArg::of(step.value), sourceArg(*modifier)});
            break;
        case StatStep::Kind::Multiplied:
        case StatStep::Kind::HighestMultiplier: {
            const bool highest = step.kind == StatStep::Kind::HighestMultiplier;
            added =
                &line(sign * step.delta, highest ? R77 : R76,
                      highest ? FactCode::StatHighestMultiplier : FactCode::StatMultiplied, who,
                      {FactArg::of(who), FactArg::factor(modifier->value), sourceArg(*modifier)});
            break;
        }
        case StatStep::Kind::Halved:
            line(sign * step.delta, R67, FactCode::DevastatedHalved, who, {FactArg::of(who)});
            break;
        case StatStep::Kind::Added:
            added = &line(sign * step.delta, R76, FactCode::StatAdded, who,
                          {FactArg::of(who), FactArg::name(signedText(int(modifier->value))),
                           sourceArg(*modifier)});
            break;
        case StatStep::Kind::Floor:
            line(sign * step.delta, R80, FactCode::PowerFloor, who, {FactArg::of(who)});
            break;
        case StatStep::Kind::GlobalFollows:
            break; // named where Global Power is used (R26)
        }
        if (added && modifier && modifier->fromAbility) {
            added->abilityCard = modifier->abilityCard;
            added->abilitySource = modifier->citation;
        }
    }
    return outcome.value;
}

bool Adjudication::privilegedBlocks(const QString &player, AttackSide side) const
{
    if (!s.privileged)
        return false;
    if (side == AttackSide::Attack)
        return !isAttacker(player);
    // Against a group in the attacker's hand nobody may oppose; otherwise only its owner.
    if (s.target.owner == TargetOwner::Hand)
        return true;
    return !isDefender(player) && !player.isEmpty();
}

bool Adjudication::secretBlocks(const AttackGroup &group, bool relatedToTarget) const
{
    return s.target.isSecret() && !group.illuminati && !group.isSecret() && !relatedToTarget;
}

// One card, one role (R151: one token per group, each use an action; R21): a group named again
// in another role, or twice in one, is refused there and counted once. Extra tokens of one group
// go in its tokens field.
void Adjudication::findDuplicates()
{
    aiderRepeats = QList<bool>(s.aiding.size(), false);
    defenderRepeats = QList<bool>(s.defending.size(), false);
    QVarLengthArray<const AttackGroup *, 16> seen;
    if (s.attacker)
        seen.append(&*s.attacker);
    const auto seenBefore = [&seen](const AttackGroup &group) {
        return std::any_of(seen.cbegin(), seen.cend(), [&group](const AttackGroup *other) {
            return sameParticipant(*other, group);
        });
    };
    const RuleId rule = family == Family::Classic ? R195 : R151;
    for (qsizetype i = 0; i < s.aiding.size(); ++i) {
        const AttackGroup &aider = s.aiding.at(i);
        if (sameParticipant(aider, s.target) && aider.name == s.target.name)
            continue; // the target aiding its own attacker is refused by R32
        if (seenBefore(aider)) {
            aiderRepeats[i] = true;
            refuse(ref(Role::Aider, i), rule, FactCode::AlreadyTakesPart,
                   {FactArg::of(ref(Role::Aider, i))});
        }
        seen.append(&aider);
    }
    bool targetSpends = false;
    for (qsizetype i = 0; i < s.defending.size(); ++i) {
        const AttackGroup &defender = s.defending.at(i);
        bool repeat = false;
        if (defender.relation == DefenceRelation::Target) {
            repeat = targetSpends;
            targetSpends = true;
        } else {
            repeat = seenBefore(defender) || sameParticipant(defender, s.target);
            seen.append(&defender);
        }
        if (repeat) {
            defenderRepeats[i] = true;
            refuse(ref(Role::Defender, i), rule, FactCode::AlreadyTakesPart,
                   {FactArg::of(ref(Role::Defender, i))});
        }
    }
}

void Adjudication::checkLegality()
{
    const AttackTarget &target = s.target;
    const ParticipantRef targetRef = ref(Role::Target);
    if (target.illuminati)
        illegal(targetRef, R09, FactCode::IlluminatiCannotBeAttacked);
    if (!profile.kinds.contains(kind))
        illegal(targetRef, kind == AttackKind::Neutralize ? R190 : R56,
                kind == AttackKind::Neutralize ? FactCode::NeutralizeBoxedGameOnly
                                               : FactCode::NoInstantsInBoxedGame);
    // A card in a hand is not in play: it can be attacked to control only (R72).
    if (target.owner == TargetOwner::Hand && kind != AttackKind::Control)
        illegal(targetRef, R72, FactCode::HandTargetControlOnly, {FactArg::of(targetRef)});
    if (kind == AttackKind::Neutralize && target.owner != TargetOwner::Rival)
        illegal(targetRef, R190, FactCode::NeutralizeRivalOnly);
    if (kind == AttackKind::Control && target.owner == TargetOwner::Self)
        illegal(targetRef, family == Family::Classic ? R183 : R63, FactCode::AlreadyControlled);
    if (family == Family::Classic && kind == AttackKind::Destroy && target.power.value_or(0) <= 0)
        illegal(targetRef, R191, FactCode::NoPowerCannotBeDestroyed);
    if (kind == AttackKind::Instant) {
        if (const Immunity immunity = immunityAgainst(instantCard); immunity.ability)
            refuseForImmunity(ref(Role::InstantCard), immunity, true);
        // Most instants' Power is in no source the program has: the referee enters it.
        if (!s.cardPower && !instantAbility(CardAbility::Kind::InstantPower))
            illegal(ref(Role::InstantCard), R56, FactCode::NoCardPower,
                    {FactArg::of(ref(Role::InstantCard))});
        return;
    }
    if (!s.attacker)
        return;
    const AttackGroup &attacker = *s.attacker;
    const ParticipantRef attackerRef = ref(Role::Attacker);
    if (const Immunity immunity = immunityAgainst(attacker); immunity.ability)
        refuseForImmunity(attackerRef, immunity, true);
    if (sameParticipant(attacker, target) && attacker.name == target.name)
        illegal(attackerRef, R32, FactCode::CannotAttackItself);
    if ((kind == AttackKind::Control ||
         (kind == AttackKind::Neutralize && family != Family::Classic)) &&
        attacker.openArrows && *attacker.openArrows <= 0)
        illegal(attackerRef, R08, FactCode::NeedsFreeArrow);
    if (secretBlocks(attacker, false) && profile.secretRules)
        illegal(attackerRef, R53, FactCode::SecretAttack);
    for (const Alignment alignment : alignmentsOf(attacker, holding)) {
        if (target.immuneTo.contains(alignment) && s.immunitySuspendedBy.isEmpty())
            illegal(attackerRef, R54, FactCode::ImmuneToAlignment,
                    {FactArg::of(targetRef), FactArg::of(QList<Alignment>{alignment})});
    }
    // A group reduced to Power 0 has no token (R80); in the boxed game a group with no Power
    // cannot attack at all.
    if (family == Family::Classic && powerFor(attacker, attackerRef, Purpose::Attack) <= 0)
        illegal(attackerRef, R183, FactCode::NoPowerCannotAct, {FactArg::of(attackerRef)});
    else if (reducedToZero(attacker))
        illegal(attackerRef, R80, FactCode::NoPowerCannotAct, {FactArg::of(attackerRef)});
}

void Adjudication::attackSide()
{
    if (kind == AttackKind::Instant) {
        const ParticipantRef card = ref(Role::InstantCard);
        if (s.cardPower) {
            result.attack = *s.cardPower;
            line(result.attack, R56, FactCode::InstantCardPower, card, {FactArg::of(card)});
        } else if (const CardAbility *power = instantAbility(CardAbility::Kind::InstantPower)) {
            result.attack = power->value;
            cite(line(result.attack, R56, FactCode::CardPowerFromData, card, {FactArg::of(card)}),
                 instantCard, *power);
        }
        aiders(); // each one refused
        abilityBonuses(AttackSide::Attack);
        return;
    }
    const AttackGroup &attacker = *s.attacker;
    result.attack = powerFor(attacker, ref(Role::Attacker), Purpose::Attack, true, 1);
    alignmentModifiers();
    if (profile.neutralizeBonus > 0 && kind == AttackKind::Neutralize) {
        result.attack += profile.neutralizeBonus;
        line(profile.neutralizeBonus, R190, FactCode::NeutralizeBonus, ref(Role::Attacker));
    }
    aiders();
    abilityBonuses(AttackSide::Attack);
}

void Adjudication::alignmentModifiers()
{
    const AttackGroup &attacker = *s.attacker;
    const ParticipantRef attackerRef = ref(Role::Attacker);
    if (attacker.illuminati) {
        line(0, R16, FactCode::IlluminatiHasNoAlignments, attackerRef, {FactArg::of(attackerRef)});
        return;
    }
    const Alignments mine = alignmentsOf(attacker, holding);
    const Alignments theirs = alignmentsOf(s.target, holding);
    // Fanatic and Fanatic are opposites, never identical (R12; Plan 28: "except Fanatic").
    QList<Alignment> shared;
    for (const Alignment alignment : mine) {
        if (alignment != Alignment::Fanatic && theirs.contains(alignment))
            shared.append(alignment);
    }
    int opposite = opposedCount(mine, theirs, rules);
    // Society of Assassins: its Fanatic groups may count another's Fanatic as shared.
    const CardAbility *sameFanatic = nullptr;
    if (mine.contains(Alignment::Fanatic) && theirs.contains(Alignment::Fanatic)) {
        if (const AttackGroup *holder = sameFanaticHolder(&sameFanatic)) {
            shared.append(Alignment::Fanatic);
            --opposite;
            cite(line(0, R160, FactCode::FanaticCountsAsShared, attackerRef,
                      {FactArg::of(attackerRef), FactArg::words(sameFanatic->words)}),
                 *holder, *sameFanatic);
        }
    }
    const int identical = int(shared.size());
    const bool reversed = kind == AttackKind::Destroy;
    const RuleId rule = family == Family::Plan28    ? (reversed ? R178 : R177)
                        : family == Family::Classic ? (reversed ? R191 : R183)
                        : reversed                  ? R35
                                                    : R11;
    if (identical > 0) {
        const int value = (reversed ? -1 : 1) * profile.alignmentStep * identical;
        result.attack += value;
        line(value, rule,
             reversed ? FactCode::IdenticalAlignmentsDestroy : FactCode::IdenticalAlignments,
             attackerRef, {FactArg::of(shared)}, identical);
    }
    if (opposite > 0) {
        const int value = (reversed ? 1 : -1) * profile.alignmentStep * opposite;
        result.attack += value;
        // Named by the attacker's side of each pair (Fanatic against Fanatic reads "Fanatic").
        QList<Alignment> pairs;
        for (const Alignment alignment : mine) {
            if (std::any_of(
                    theirs.cbegin(), theirs.cend(),
                    [&](Alignment other) { return alignmentsOpposed(alignment, other, rules); }) &&
                !(sameFanatic && alignment == Alignment::Fanatic))
                pairs.append(alignment);
        }
        line(value, rule,
             reversed ? FactCode::OppositeAlignmentsDestroy : FactCode::OppositeAlignments,
             attackerRef, {FactArg::of(pairs)}, opposite);
    }
    if (identical == 0 && opposite == 0)
        line(0, rule, FactCode::NoAlignmentModifier, attackerRef,
             {FactArg::of(attackerRef), FactArg::of(ref(Role::Target))});
}

void Adjudication::aiders()
{
    const Alignments targetAlignments = alignmentsOf(s.target, holding);
    for (qsizetype i = 0; i < s.aiding.size(); ++i) {
        const AttackGroup &aider = s.aiding.at(i);
        const ParticipantRef who = ref(Role::Aider, i);
        const int tokens = usableTokens(aider, who, aider.tokensSpent.value_or(1));
        if (aiderRepeats.at(i))
            continue;
        if (kind == AttackKind::Instant) {
            refuse(who, R56, FactCode::NoAidForInstant);
            continue;
        }
        if (aider.name == s.target.name) {
            refuse(who, R32, FactCode::CannotAidAttackOnItself);
            continue;
        }
        if (privilegedBlocks(aider.player, AttackSide::Attack)) {
            refuse(who, family == Family::Classic ? R192 : R48, FactCode::PrivilegedNoAid);
            continue;
        }
        const bool relatedToTarget =
            aider.relation == DefenceRelation::Master || aider.relation == DefenceRelation::Puppet;
        const Alignments mine = alignmentsOf(aider, holding);
        const Participation basis =
            aidEligibility(profile, kind, mine, targetAlignments, relatedToTarget, hasGlobal(aider),
                           isAttacker(aider.player), aider.globalPower.value_or(0) > 0);
        if (profile.aidByAnyAlignmentOwnStructure) {
            if (basis.basis == ParticipationBasis::None) {
                refuse(who, basis.rule, basis.code,
                       basis.code == FactCode::NoTransferablePower ? Args{FactArg::of(who)}
                                                                   : Args{});
                continue;
            }
            const int transferable = aider.globalPower.value_or(0) * tokens;
            result.attack += transferable;
            line(transferable, basis.rule, basis.code, who, {FactArg::of(who)});
            continue;
        }
        if (secretBlocks(aider, false) ||
            (s.attacker && s.attacker->isSecret() && !aider.illuminati && !aider.isSecret() &&
             !relatedToTarget && !aider.attackersMasterOrPuppet)) {
            refuse(who, R53, FactCode::SecretTakePart);
            continue;
        }
        bool immune = false;
        for (const Alignment alignment : mine)
            immune = immune ||
                     (s.target.immuneTo.contains(alignment) && s.immunitySuspendedBy.isEmpty());
        if (immune) {
            refuse(who, R54, FactCode::AiderImmune,
                   {FactArg::of(ref(Role::Target)), FactArg::of(ref(Role::Target)),
                    FactArg::name(QString())});
            continue;
        }
        if (const Immunity immunity = immunityAgainst(aider); immunity.ability) {
            refuseForImmunity(who, immunity, false);
            continue;
        }
        if (reducedToZero(aider)) {
            refuse(who, R80, FactCode::NoPowerCannotAct, {FactArg::of(who)});
            continue;
        }
        int each = 0;
        switch (basis.basis) {
        case ParticipationBasis::GlobalPower: {
            each = globalFor(aider, Purpose::Attack);
            const bool cut = each < aider.globalPower.value_or(each);
            line(each * tokens, cut ? R26 : basis.rule,
                 cut ? FactCode::AidGlobalPowerCut : basis.code, who, {FactArg::of(who)}, tokens);
            break;
        }
        case ParticipationBasis::None:
            refuse(who, basis.rule, basis.code);
            continue;
        default:
            each = powerFor(aider, who, Purpose::Attack);
            line(each * tokens, basis.rule, basis.code, who, {FactArg::of(who)}, tokens);
            break;
        }
        result.attack += each * tokens;
    }
}

void Adjudication::defenceSide()
{
    const AttackTarget &target = s.target;
    const ParticipantRef targetRef = ref(Role::Target);
    const bool destroyLike = kind == AttackKind::Destroy || kind == AttackKind::Instant;
    if (!profile.destroyAgainstPower || !destroyLike) {
        result.defence = stat(target, targetRef, StatModifier::Stat::Resistance, Purpose::Defence,
                              false, true, -1);
        if (family == Family::Plan28 && destroyLike)
            line(0, R178, FactCode::Plan28DestroyAsControl, targetRef);
    } else {
        result.defence = powerFor(target, targetRef, Purpose::Defence, true, -1);
    }
    if (family == Family::Plan28) {
        if (target.isSecret() && profile.secretTargetBonus > 0) {
            result.defence += profile.secretTargetBonus;
            line(-profile.secretTargetBonus, R177, FactCode::Plan28SecretTarget, targetRef);
        }
        line(0, R177, FactCode::Plan28NoCloseness, targetRef);
        return;
    }
    // Alignments shared with its master (INWO, control only).
    if (profile.masterAlignmentBonus > 0 && kind == AttackKind::Control && target.master &&
        !target.master->illuminati) {
        const int shared = identicalCount(alignmentsOf(target, holding),
                                          alignmentsOf(*target.master, holding), false);
        if (shared > 0) {
            result.defence += profile.masterAlignmentBonus * shared;
            line(-profile.masterAlignmentBonus * shared, R17, FactCode::MasterAlignments, targetRef,
                 {FactArg::of(ref(Role::Master))}, shared);
        }
    }
    // Closeness to the Illuminati: added after the Power arithmetic, never multiplied.
    const bool own = target.owner == TargetOwner::Self;
    const int bonus = target.closeness >= 0 && target.closeness < int(profile.closeness.size())
                          ? profile.closeness.at(std::size_t(target.closeness))
                          : 0;
    if (bonus == 0)
        return;
    if (target.owner == TargetOwner::Hand) {
        line(0, profile.closenessRule, FactCode::NoClosenessInHand, targetRef);
    } else if (target.owner == TargetOwner::Uncontrolled) {
        line(0, profile.closenessRule, FactCode::NoClosenessUncontrolled, targetRef);
    } else if (own) {
        line(0, family == Family::Classic ? profile.closenessRule : R34,
             FactCode::NoClosenessOwnGroup, targetRef);
    } else {
        result.defence += bonus;
        static constexpr std::array<FactCode, 4> where{
            FactCode::ClosenessDirect, FactCode::ClosenessDirect, FactCode::ClosenessOneAway,
            FactCode::ClosenessTwoAway};
        // Against destruction closeness still counts (R34), but not the master's alignments.
        const bool destroys = kind == AttackKind::Destroy || kind == AttackKind::Instant;
        line(-bonus,
             family != Family::Inwo        ? profile.closenessRule
             : kind == AttackKind::Instant ? R56
             : destroys                    ? R34
                                           : profile.closenessRule,
             where.at(std::size_t(target.closeness)), targetRef);
    }
}

void Adjudication::defenders()
{
    const AttackTarget &target = s.target;
    const Alignments targetAlignments = alignmentsOf(target, holding);
    for (qsizetype i = 0; i < s.defending.size(); ++i) {
        const AttackGroup &defender = s.defending.at(i);
        const ParticipantRef who = ref(Role::Defender, i);
        const int tokens = defender.relation == DefenceRelation::Target
                               ? usableTokens(s.target, who, defender.tokensSpent.value_or(1))
                               : usableTokens(defender, who, defender.tokensSpent.value_or(1));
        const QString player = defender.player.isEmpty() ? u"defender"_s : defender.player;
        if (defenderRepeats.at(i))
            continue;
        if (kind == AttackKind::Instant) {
            // A card named with no token spent is there for its abilities (Shangri-La's +5).
            if (defender.tokensSpent == 0)
                continue;
            if (defender.relation == DefenceRelation::Target)
                refuse(who, R57, FactCode::InstantTargetNoTokens);
            else
                refuse(who, R56, FactCode::NoDefenceForInstant);
            continue;
        }
        if (!profile.groupsDefend) {
            const Participation none =
                defenceEligibility(profile, kind, {}, {}, defender.relation, false);
            refuse(who, none.rule, none.code);
            continue;
        }
        if (privilegedBlocks(player, AttackSide::Defence)) {
            refuse(who, R48,
                   target.owner == TargetOwner::Hand ? FactCode::PrivilegedNoOpposeFromHand
                                                     : FactCode::PrivilegedOwnerOnly);
            continue;
        }
        const bool related = defender.relation != DefenceRelation::Other;
        if (secretBlocks(defender, related)) {
            refuse(who, R53, FactCode::SecretDefence);
            continue;
        }
        if (defender.relation == DefenceRelation::Target) {
            // A group attacked from the attacker's hand is not in play: it has no tokens.
            if (target.owner == TargetOwner::Hand) {
                refuse(who, R72, FactCode::TargetInHandHasNoTokens,
                       {FactArg::of(ref(Role::Target))});
                continue;
            }
            // The entry stands for the target: the target's own numbers count, and the entry's
            // where the target leaves them out.
            AttackGroup self = target;
            if (!self.power)
                self.power = defender.power;
            if (self.modifiers.isEmpty())
                self.modifiers = defender.modifiers;
            if (reducedToZero(self)) {
                refuse(who, R80, FactCode::NoPowerCannotAct, {FactArg::of(ref(Role::Target))});
                continue;
            }
            const int current = powerFor(self, ref(Role::Target), Purpose::Defence);
            const int permanent = family == Family::Plan28
                                      ? current
                                      : stat(self, ref(Role::Target), StatModifier::Stat::Power,
                                             Purpose::Defence, true, false, -1);
            const int each = current + permanent;
            result.defence += each * tokens;
            line(-each * tokens, current == permanent ? R28 : R44, FactCode::TargetTokens, who,
                 {FactArg::of(ref(Role::Target)), FactArg::of(current), FactArg::of(permanent)},
                 tokens);
            continue;
        }
        if (reducedToZero(defender)) {
            refuse(who, R80, FactCode::NoPowerCannotAct, {FactArg::of(who)});
            continue;
        }
        const Participation basis =
            defenceEligibility(profile, kind, alignmentsOf(defender, holding), targetAlignments,
                               defender.relation, hasGlobal(defender));
        int each = 0;
        switch (basis.basis) {
        case ParticipationBasis::None:
            refuse(who, basis.rule, basis.code);
            continue;
        case ParticipationBasis::GlobalPower:
            each = globalFor(defender, Purpose::Defence);
            break;
        default:
            each = powerFor(defender, who, Purpose::Defence);
            break;
        }
        const RuleId rule = basis.rule;
        const FactCode how = basis.code;
        result.defence += each * tokens;
        line(-each * tokens, rule, how, who, {FactArg::of(who)}, tokens);
    }
}

void Adjudication::plays()
{
    bool agentsUsed = false;
    // A Plot one player already used in this attack (R55), or an ability already counted (R160):
    // the plays are few, so each is compared with those before it.
    QVarLengthArray<bool, 8> counted(s.plays.size(), false);
    const auto usedBefore = [this, &counted](qsizetype i) {
        const AttackPlay &play = s.plays.at(i);
        for (qsizetype j = 0; j < i; ++j) {
            const AttackPlay &earlier = s.plays.at(j);
            if (!counted[j] || earlier.agents || earlier.plot.isEmpty() != play.plot.isEmpty())
                continue;
            if (!play.plot.isEmpty() && earlier.player == play.player &&
                sameName(earlier.plot, play.plot))
                return true;
            if (play.plot.isEmpty() && !play.source.isEmpty() && earlier.add == play.add &&
                sameName(earlier.source, play.source))
                return true;
        }
        return false;
    };
    for (qsizetype i = 0; i < s.plays.size(); ++i) {
        const AttackPlay &play = s.plays.at(i);
        const ParticipantRef who = ref(Role::Play, i);
        const bool attackSide = play.side == AttackSide::Attack;
        // Nothing aids an instant attack unless a card says it may (R56); abilities that do
        // apply from the card data, not from plays.
        if (kind == AttackKind::Instant) {
            refuse(who, R56, FactCode::NoPlaysForInstant);
            continue;
        }
        if (privilegedBlocks(play.player, play.side)) {
            refuse(who, family == Family::Classic ? R192 : R48, FactCode::PrivilegedNoInterference,
                   {FactArg::player(play.player)});
            continue;
        }
        if (play.agents) {
            if (!profile.agentsCards) {
                refuse(who, R187, FactCode::BoxedGameNoAgents);
                continue;
            }
            // The owner of the real group cannot play an "agents" card for it.
            const bool owner = (isDefender(play.player) && s.target.owner == TargetOwner::Rival) ||
                               (isAttacker(play.player) && (s.target.owner == TargetOwner::Hand ||
                                                            s.target.owner == TargetOwner::Self));
            if (owner) {
                refuse(who, R61, FactCode::AgentsOwner);
                continue;
            }
            if (agentsUsed) {
                refuse(who, R61, FactCode::AgentsOnlyOne);
                continue;
            }
            agentsUsed = true;
            const int value = attackSide ? profile.agentsForAttack : profile.agentsAgainstAttack;
            if (attackSide)
                result.attack += value;
            else
                result.defence += value;
            line(attackSide ? value : -value, family == Family::Plan28 ? R177 : R60,
                 attackSide ? FactCode::AgentsForAttack : FactCode::AgentsForDefence, who,
                 {FactArg::player(play.player)});
            continue;
        }
        if (usedBefore(i)) {
            if (!play.plot.isEmpty())
                refuse(who, R55, FactCode::DuplicatePlot,
                       {FactArg::player(play.player), FactArg::name(play.plot)});
            else
                refuse(who, R160, FactCode::DuplicateAbility,
                       {FactArg::player(play.player), FactArg::name(play.source)});
            continue;
        }
        counted[i] = true;
        if (attackSide)
            result.attack += play.add;
        else
            result.defence += play.add;
        const FactCode code =
            play.plot.isEmpty()
                ? (attackSide ? FactCode::AbilityPlayForAttack : FactCode::AbilityPlayForDefence)
                : (attackSide ? FactCode::PlotForAttack : FactCode::PlotForDefence);
        line(attackSide ? play.add : -play.add, play.plot.isEmpty() ? R160 : R31, code, who,
             {FactArg::of(who), FactArg::player(play.player)});
    }
}

void Adjudication::money()
{
    for (qsizetype i = 0; i < s.money.size(); ++i) {
        const AttackMoney &payment = s.money.at(i);
        const bool fromIlluminati =
            payment.treasury.compare(u"illuminati"_s, Qt::CaseInsensitive) == 0;
        // Refusals name the group that paid, or the player who paid from an Illuminati.
        const ParticipantRef who = ref(Role::Money, i);
        const ParticipantRef byPlayer = ref(Role::MoneyPlayer, i);
        if (!profile.megabucks) {
            refuse(who, R185, FactCode::MoneyBoxedGameOnly);
            continue;
        }
        const bool third = !isAttacker(payment.player) && !isDefender(payment.player);
        if (third) {
            if (s.privileged) {
                refuse(byPlayer, R192, FactCode::MoneyPrivileged);
                continue;
            }
            if (!fromIlluminati) {
                refuse(who, R187, FactCode::MoneyIlluminatiTreasuryOnly);
                continue;
            }
            if (payment.side == AttackSide::Attack)
                result.attack += payment.amount;
            else
                result.defence += payment.amount;
            line(payment.side == AttackSide::Attack ? payment.amount : -payment.amount, R187,
                 FactCode::MoneyInterference, byPlayer,
                 {FactArg::of(byPlayer), FactArg::of(payment.amount)});
            continue;
        }
        if (payment.side == AttackSide::Attack) {
            const bool attackingGroup = s.attacker && payment.treasury == s.attacker->name;
            if (!isAttacker(payment.player) || (!fromIlluminati && !attackingGroup)) {
                refuse(who, R185, FactCode::MoneyAttackWho);
                continue;
            }
            result.attack += payment.amount;
            line(payment.amount, R185, FactCode::MoneySpent, who,
                 {FactArg::of(payment.amount), FactArg::treasury(payment.treasury)});
            continue;
        }
        const bool defendingGroup = payment.treasury == s.target.name;
        if (!isDefender(payment.player) || (!fromIlluminati && !defendingGroup) ||
            s.target.owner != TargetOwner::Rival) {
            refuse(who, R186, FactCode::MoneyDefenceWho);
            continue;
        }
        const int value = payment.amount * (defendingGroup ? 2 : 1);
        if (defendingGroup)
            spentFromTarget += payment.amount;
        result.defence += value;
        line(-value, R186, defendingGroup ? FactCode::MoneySpentDouble : FactCode::MoneySpent, who,
             {FactArg::of(payment.amount), FactArg::treasury(payment.treasury)});
    }
}

void Adjudication::goalPowers()
{
    QVarLengthArray<const QString *, 8> named; // the groups already counted, by name
    const auto add = [&](const AttackGroup &group, ParticipantRef who) {
        if (!group.power)
            return;
        for (const QString *name : named) {
            if (*name == group.name)
                return;
        }
        named.append(&group.name);
        result.goalPower.append(
            {who, stat(group, who, StatModifier::Stat::Power, Purpose::Defence, true, false, 1)});
    };
    if (s.attacker)
        add(*s.attacker, ref(Role::Attacker));
    add(s.target, ref(Role::Target));
    for (qsizetype i = 0; i < s.aiding.size(); ++i)
        add(s.aiding.at(i), ref(Role::Aider, i));
    for (qsizetype i = 0; i < s.defending.size(); ++i) {
        if (s.defending.at(i).relation != DefenceRelation::Target)
            add(s.defending.at(i), ref(Role::Defender, i));
    }
}

void Adjudication::targetMoney()
{
    if (!profile.megabucks || !s.target.treasury)
        return;
    const int remaining = std::max(0, *s.target.treasury - spentFromTarget);
    AttackResult::TargetMoney money;
    const ParticipantRef targetRef = ref(Role::Target);
    if (kind == AttackKind::Control) {
        money.withTarget = remaining / 2;
        money.toBank = remaining - money.withTarget;
        line(0, R194, FactCode::CaptureMoney, targetRef,
             {FactArg::of(money.withTarget), FactArg::of(remaining), FactArg::of(targetRef),
              FactArg::of(money.toBank)});
    } else if (kind == AttackKind::Neutralize) {
        money.toBank = remaining;
        line(0, R190, FactCode::NeutralizeMoney, targetRef,
             {FactArg::of(targetRef), FactArg::of(remaining)});
    } else {
        // Destroyed: to the dead pile, and its money to the bank (003, "Attack to Destroy").
        money.toBank = remaining;
        line(0, R191, FactCode::DestroyMoney, targetRef,
             {FactArg::of(targetRef), FactArg::of(remaining)});
    }
    result.targetMoney = money;
}

void Adjudication::strengthLine()
{
    const int strength = result.strength;
    if (strength < 2)
        line(0, family == Family::Classic ? R183 : R01, FactCode::StrengthBelowTwo, {},
             {FactArg::of(strength)});
    else if (strength >= profile.alwaysFailsFrom - 1)
        line(0, family == Family::Classic ? R189 : R03, FactCode::StrengthAlwaysFailsAbove, {},
             {FactArg::of(strength), FactArg::of(profile.alwaysFailsFrom),
              FactArg::of(waysToRollAtMost(profile.alwaysFailsFrom - 1))});
    else
        line(0, family == Family::Classic ? R183 : R01, FactCode::StrengthRoll, {},
             {FactArg::of(strength)});
}

// Which (kind, reach) pairs of the ability data the engine applies, and where: one table, so a
// kind or reach the data holds with no handler fails tst_cardabilities, and a card taking part
// whose ability no handler applies says so (unappliedAbilities) instead of being silent.
void Adjudication::unappliedAbilities()
{
    if (!abilities)
        return;
    QSet<const CardAbility *> said;
    const auto visit = [&](const AttackGroup &holder, ParticipantRef who) {
        // A card behind the attack (an Illuminati, a Resource) is there for what bears on
        // every attack of its side: its other abilities are for other times.
        const bool behind = who.role == Role::OwnerCard ||
                            (who.role == Role::PlayerCard && kind != AttackKind::Instant);
        for (const CardAbility &ability : abilitiesOf(holder)) {
            if (!ability.appliesTo(kind) || said.contains(&ability))
                continue;
            if (behind && !bearsOnItsSide(ability, who))
                continue;
            if (!ability.verified) {
                // Read from printed card text the project's sources do not hold: named when it
                // could bear on this attack, never added by itself.
                if (!couldApply(ability, who) || !reachesAParticipant(ability, holder))
                    continue;
                said.insert(&ability);
                cite(line(0, R160, FactCode::AbilityUnverified, who,
                          {FactArg::of(who), FactArg::words(ability.words)}),
                     holder, ability);
                continue;
            }
            const AbilityHandler handler = abilityHandlerOf(ability.kind, ability.reach);
            // Bonuses say for themselves when a condition needs the referee; the other
            // handlers skip such an ability, so it is named here.
            const bool needsReferee =
                handler != AbilityHandler::Bonus &&
                (ability.condition.needsReferee() || ability.holder.needsReferee());
            if (handler != AbilityHandler::None && handler != AbilityHandler::Referee &&
                handler != AbilityHandler::TableEffect && !needsReferee)
                continue;
            // A group from a table carries what the table's stat function applies.
            if (handler == AbilityHandler::TableEffect && holder.fromTable && !needsReferee)
                continue;
            said.insert(&ability);
            cite(line(0, R160, FactCode::AbilityNotApplied, who,
                      {FactArg::of(who), FactArg::words(ability.words)}),
                 holder, ability);
        }
    };
    if (s.attacker)
        visit(*s.attacker, ref(Role::Attacker));
    visit(s.target, ref(Role::Target));
    if (s.target.master)
        visit(*s.target.master, ref(Role::Master));
    for (qsizetype i = 0; i < s.aiding.size(); ++i) {
        if (!aiderRepeats.at(i))
            visit(s.aiding.at(i), ref(Role::Aider, i));
    }
    for (qsizetype i = 0; i < s.defending.size(); ++i) {
        if (!defenderRepeats.at(i) && s.defending.at(i).relation != DefenceRelation::Target)
            visit(s.defending.at(i), ref(Role::Defender, i));
    }
    for (qsizetype i = 0; i < s.playerCards.size(); ++i)
        visit(s.playerCards.at(i), ref(Role::PlayerCard, i));
    for (qsizetype i = 0; i < s.ownerCards.size(); ++i)
        visit(s.ownerCards.at(i), ref(Role::OwnerCard, i));
    // The NWOs in force change groups on the table, not here: each effect that could touch a
    // participant is named when the participant does not carry it (a modifier naming the NWO, or
    // the alignment it gives), and always when the program cannot apply it.
    for (qsizetype i = 0; i < s.inForce.size(); ++i) {
        const AttackGroup &nwo = s.inForce.at(i);
        for (const CardAbility &ability : abilitiesOf(nwo)) {
            if (said.contains(&ability))
                continue;
            const bool unencoded = ability.kind == CardAbility::Kind::Unencoded;
            const bool applicable =
                ability.verified && !unencoded &&
                abilityHandlerOf(ability.kind, ability.reach) == AbilityHandler::TableEffect;
            for (const AttackGroup *group : participants()) {
                if (!ability.holder.isAny() && !conditionHolds(ability.holder, *group))
                    continue;
                if (applicable && group->fromTable)
                    continue; // the table's stat function applied it
                if (applicable) {
                    const bool carried =
                        std::any_of(group->modifiers.cbegin(), group->modifiers.cend(),
                                    [&](const StatModifier &modifier) {
                                        return modifier.abilityCard == nwo.card ||
                                               modifier.source == nwo.name ||
                                               modifier.source == nwo.card;
                                    }) ||
                        (ability.kind == CardAbility::Kind::AlignmentChange &&
                         std::all_of(ability.becomes.cbegin(), ability.becomes.cend(),
                                     [&](Alignment a) { return group->hasAlignment(a); }));
                    if (carried)
                        continue;
                }
                said.insert(&ability);
                const ParticipantRef who = ref(Role::InForce, i);
                cite(line(0, R160,
                          ability.verified ? FactCode::AbilityNotApplied
                                           : FactCode::AbilityUnverified,
                          who, {FactArg::of(who), FactArg::words(ability.words)}),
                     nwo, ability);
                break;
            }
        }
    }
}

int Adjudication::usableTokens(const AttackGroup &group, ParticipantRef who, int requested)
{
    if (requested <= 1)
        return requested;
    // The boxed game: a group attacks or aids once a turn, the UFOs in two attacks, never twice
    // in one (R195).
    if (profile.onceInAnAttack) {
        line(0, profile.actionRule, FactCode::TakesPartOnce, who, {FactArg::of(who)});
        return 1;
    }
    if (abilities) {
        for (const CardAbility &ability : abilitiesOf(group)) {
            if (!ability.verified || ability.kind != CardAbility::Kind::ExtraToken ||
                ability.reach != CardAbility::Reach::Direct)
                continue;
            cite(line(0, R151, FactCode::SecondTokenNotInSameAttack, who,
                      {FactArg::of(who), FactArg::words(ability.words)}),
                 group, ability);
            return 1;
        }
    }
    // Tokens the table counted for the group (its own and a linked card's) are its to spend.
    if (group.fromTable && group.tokensHeld && requested <= *group.tokensHeld)
        return requested;
    // More than one token counts, as entered, with a word that a card must give them (R151).
    line(0, R151, FactCode::ExtraTokensNeedACard, who, {FactArg::of(who)}, requested);
    return requested;
}

bool Adjudication::couldApply(const CardAbility &ability, ParticipantRef holder) const
{
    using Kind = CardAbility::Kind;
    // A bonus helps its own side only: a target's attack bonus or an attacker's defence bonus
    // has nothing to do here.
    const bool attackingSide =
        holder.role == Role::Attacker || holder.role == Role::PlayerCard ||
        (holder.role == Role::Aider && isAttacker(s.aiding.at(holder.index).player));
    const bool attackKind = ability.kind == Kind::AttackBonus || ability.kind == Kind::AttackLimit;
    const bool defenceKind = ability.kind == Kind::DefenceBonus || ability.kind == Kind::Immunity ||
                             ability.kind == Kind::AttackImmunity;
    if ((attackKind && !attackingSide) || (defenceKind && attackingSide))
        return false;
    // The card's own bonus is for the card itself: when it leads the attack, or when it is the
    // target (000_42f3d193c8c5ff8e.txt, line 318); as an aider or a defender it adds nothing.
    if (ability.reach == CardAbility::Reach::Direct) {
        if (attackKind && holder.role != Role::Attacker)
            return false;
        if (ability.kind == Kind::DefenceBonus && holder.role != Role::Target)
            return false;
    }
    if (ability.condition.isAny() || ability.condition.needsReferee())
        return true;
    switch (ability.kind) {
    case Kind::AttackBonus:
    case Kind::AttackLimit:
        return conditionHolds(ability.condition, s.target);
    case Kind::DefenceBonus:
    case Kind::Immunity:
    case Kind::AttackImmunity:
        if (s.attacker)
            return conditionHolds(ability.condition, *s.attacker);
        return kind != AttackKind::Instant || conditionHolds(ability.condition, instantCard);
    default:
        return true;
    }
}

// Whether a change an ability makes to the other groups of its holder's Power Structure
// (California: "Its player's Media groups have +1 Power") reaches a group of that player taking
// part in this attack; when none does, it cannot bear on the attack. A holder whose player is
// unknown, and conditions no card fact settles, are left to the referee.
bool Adjudication::reachesAParticipant(const CardAbility &ability, const AttackGroup &holder) const
{
    using Kind = CardAbility::Kind;
    const bool changesNumbers =
        ability.kind == Kind::PowerBonus || ability.kind == Kind::PowerMultiplier ||
        ability.kind == Kind::PowerSet || ability.kind == Kind::DefencePowerBonus ||
        ability.kind == Kind::DefencePowerMultiplier ||
        ability.kind == Kind::ResistanceMultiplier || ability.kind == Kind::GlobalPower;
    if (ability.reach != CardAbility::Reach::Structure || !changesNumbers ||
        ability.holder.isAny() || ability.holder.needsReferee())
        return true;
    const QList<const AttackGroup *> all = participants();
    const QString player = playerOf(holder);
    if (!all.contains(&holder) || player.isEmpty())
        return true;
    return std::any_of(all.cbegin(), all.cend(), [&](const AttackGroup *other) {
        return other != &holder && !sameParticipant(*other, holder) && playerOf(*other) == player &&
               conditionHolds(ability.holder, *other);
    });
}

void Adjudication::attackLimits()
{
    if (!abilities || (!s.attacker && s.playerCards.isEmpty()))
        return;
    const auto check = [&](const AttackGroup &holder) {
        for (const CardAbility &ability : abilitiesOf(holder)) {
            if (!ability.verified)
                continue; // named for the referee by unappliedAbilities()
            if (ability.kind != CardAbility::Kind::AttackLimit || !ability.appliesTo(kind))
                continue;
            if (ability.reach != CardAbility::Reach::AnyAttempt &&
                !(ability.reach == CardAbility::Reach::Direct && s.attacker &&
                  &holder == &*s.attacker))
                continue;
            if (ability.condition.needsReferee() || conditionHolds(ability.condition, s.target))
                continue;
            const ParticipantRef who = s.attacker ? ref(Role::Attacker) : ref(Role::InstantCard);
            cite(illegal(who, R160, FactCode::AttackLimited,
                         {FactArg::of(who), FactArg::words(ability.words)}),
                 holder, ability);
            return true;
        }
        return false;
    };
    for (const AttackGroup &card : s.playerCards) {
        if (check(card))
            return;
    }
    if (!s.attacker || check(*s.attacker))
        return;
    for (qsizetype i = 0; i < s.aiding.size(); ++i) {
        // The attacker's own cards: an Illuminati aiding its own attack carries its limits.
        if (isAttacker(s.aiding.at(i).player) && s.aiding.at(i).illuminati && check(s.aiding.at(i)))
            return;
    }
}

void Adjudication::instantTargetType()
{
    if (!s.instantType || !s.target.type)
        return;
    if (*s.instantType == CardType::Disaster && *s.target.type != CardType::Place)
        illegal(ref(Role::Target), R56, FactCode::DisasterNeedsPlace,
                {FactArg::of(ref(Role::Target))});
    else if (*s.instantType == CardType::Assassination && *s.target.type != CardType::Personality)
        illegal(ref(Role::Target), R59, FactCode::AssassinationNeedsPersonality,
                {FactArg::of(ref(Role::Target))});
}

const AttackGroup *Adjudication::sameFanaticHolder(const CardAbility **found) const
{
    if (!abilities || !s.attacker)
        return nullptr;
    const auto look = [&](const AttackGroup &holder) -> bool {
        for (const CardAbility &ability : abilitiesOf(holder)) {
            if (!ability.verified)
                continue; // named for the referee by unappliedAbilities()
            if (ability.kind == CardAbility::Kind::SameFanatic &&
                (ability.reach == CardAbility::Reach::Structure ||
                 ability.reach == CardAbility::Reach::AnyAttempt) &&
                conditionHolds(ability.holder, *s.attacker)) {
                *found = &ability;
                return true;
            }
        }
        return false;
    };
    if (look(*s.attacker))
        return &*s.attacker;
    for (const AttackGroup &aider : s.aiding) {
        if (isAttacker(aider.player) && look(aider))
            return &aider;
    }
    for (const AttackGroup &card : s.playerCards) {
        if (look(card))
            return &card;
    }
    return nullptr;
}

AttackResult Adjudication::run()
{
    result.lines.reserve(16);
    // References into it stay valid: it never grows beyond the participants.
    m_modifiers.reserve(3 + s.aiding.size() + s.defending.size());
    findDuplicates();
    checkLegality();
    attackLimits();
    if (kind == AttackKind::Instant)
        instantTargetType();
    if (!s.immunitySuspendedBy.isEmpty())
        line(0, R82, FactCode::ImmunitySetAside, ref(Role::Target),
             {FactArg::of(ref(Role::Target)), FactArg::name(s.immunitySuspendedBy)});
    if (!result.legal) {
        result.probability = Fraction::of(0, 1);
        return result;
    }
    attackSide();
    defenceSide();
    // After the base defence, which defenceSide() sets rather than adds to: a bonus added before
    // it was shown as a line and lost from the total.
    abilityBonuses(AttackSide::Defence);
    defenders();
    plays();
    money();
    result.strength = result.attack - result.defence;
    // An instant card that destroys only when the roll succeeds by a margin (Volcano, The Oregon
    // Crud): a smaller success does what the card says short of that (most Disasters devastate).
    if (kind == AttackKind::Instant) {
        if (const CardAbility *margin = instantAbility(CardAbility::Kind::SuccessMargin)) {
            const int needed = result.strength - margin->value;
            result.destroyChance = successChance(needed, profile);
            cite(line(0, R160, FactCode::SuccessMargin, ref(Role::InstantCard),
                      {FactArg::of(ref(Role::InstantCard)), FactArg::of(margin->value),
                       FactArg::of(needed), FactArg::name(result.destroyChance->toString())}),
                 instantCard, *margin);
        }
    }
    result.probability = successChance(result.strength, profile);
    strengthLine();
    targetMoney();
    goalPowers();
    if (kind == AttackKind::Instant) {
        const std::optional<bool> disaster = isDisaster();
        result.targetLosesToken = disaster.value_or(false);
        if (result.targetLosesToken)
            line(0, R58, FactCode::DisasterTakesToken, ref(Role::Target),
                 {FactArg::of(ref(Role::Target))});
        else if (!disaster)
            line(0, R58, FactCode::InstantTypeUnknown, ref(Role::InstantCard),
                 {FactArg::of(ref(Role::InstantCard))});
        if (s.instantType == CardType::Assassination)
            line(0, R59, FactCode::AssassinationKills, ref(Role::Target),
                 {FactArg::of(ref(Role::Target))});
    }
    unappliedAbilities();
    return result;
}

// The groups whose alignment is in doubt, in the order met, with their alignments in doubt.
QList<DoubtCase> doubtfulGroups(const AttackScenario &scenario)
{
    QList<DoubtCase> found;
    const auto visit = [&found, &scenario](const AttackGroup &group, ParticipantRef who) {
        if (group.illuminati)
            return;
        for (const AlignmentMark &mark : group.alignments) {
            if (!mark.sometimes)
                continue;
            auto known = std::find_if(found.begin(), found.end(), [&](const DoubtCase &c) {
                return participantName(scenario, c.group) == group.name;
            });
            if (known == found.end()) {
                found.append({who, {}, true});
                known = found.end() - 1;
            }
            if (!known->alignments.contains(mark.value))
                known->alignments.append(mark.value);
        }
    };
    if (scenario.attacker)
        visit(*scenario.attacker, ref(Role::Attacker));
    visit(scenario.target, ref(Role::Target));
    if (scenario.target.master)
        visit(*scenario.target.master, ref(Role::Master));
    for (qsizetype i = 0; i < scenario.aiding.size(); ++i)
        visit(scenario.aiding.at(i), ref(Role::Aider, i));
    for (qsizetype i = 0; i < scenario.defending.size(); ++i)
        visit(scenario.defending.at(i), ref(Role::Defender, i));
    return found;
}

} // namespace

AttackResult adjudicate(const AttackScenario &scenario, const CardAbilities *givenAbilities)
{
    // The card data is INWO's: its abilities are not the boxed game's cards' (R198), so there
    // they are left to the referee, and a line says so.
    const bool boxedGame = profileOf(scenario.rules).family == Family::Classic;
    // The referee's entered effects count like the dataset's abilities, in every game.
    const AbilitiesInForce inForce(boxedGame ? nullptr : givenAbilities, scenario.abilities);
    const CardAbilities *abilities = inForce.get();
    // (In place: the result is returned by the caller, never copied.)
    const auto noteBoxedGameCards = [&](AttackResult &result) {
        if (boxedGame && givenAbilities && scenario.namesCards()) {
            AttackFact &note = result.lines.emplace_back();
            note.rule = R198;
            note.code = FactCode::BoxedGameCardData;
        }
    };
    const QList<DoubtCase> doubtful = doubtfulGroups(scenario);
    if (doubtful.isEmpty() || doubtful.size() > 4) {
        // More than four groups in doubt at once does not happen at a real table; they are
        // then taken as holding their alignments.
        Settled all;
        for (const DoubtCase &group : doubtful)
            all.insert(participantName(scenario, group.group));
        AttackResult result = Adjudication(scenario, all, abilities).run();
        if (result.legal) {
            result.needed.reserve(std::max(0, profileOf(scenario.rules).alwaysFailsFrom -
                                                  std::max(result.strength + 1, 2)));
            for (int target = std::max(result.strength + 1, 2);
                 target < profileOf(scenario.rules).alwaysFailsFrom; ++target)
                result.needed.append({target - result.strength, target,
                                      successChance(target, profileOf(scenario.rules))});
        }
        noteBoxedGameCards(result);
        return result;
    }
    // Each alignment in doubt holds or not at even odds (Bill Clinton: 1-3 on a die), settled
    // once, when the dice are rolled (R75).
    AttackResult overall;
    const int cases = 1 << doubtful.size();
    const Fraction each = Fraction::of(1, cases);
    Fraction total{0, 1};
    for (int mask = 0; mask < cases; ++mask) {
        Settled holding;
        QList<DoubtCase> condition = doubtful;
        for (qsizetype i = 0; i < doubtful.size(); ++i) {
            condition[i].holds = (mask & (1 << i)) == 0;
            if (condition[i].holds)
                holding.insert(participantName(scenario, doubtful.at(i).group));
        }
        AttackResult one = Adjudication(scenario, holding, abilities).run();
        if (mask == 0) {
            overall = one;
            AttackFact &doubt = overall.lines.emplace_back();
            doubt.rule = R75;
            doubt.code = FactCode::AlignmentInDoubt;
            doubt.who = doubtful.first().group;
            QStringList names;
            for (const DoubtCase &group : doubtful)
                names.append(participantName(scenario, group.group));
            doubt.args.append(FactArg::name(names.join(u", "_s)));
        }
        const Fraction chance = one.strength < 2 ? Fraction{0, 1} : one.probability;
        total = total + each * chance;
        overall.outcomes.append(
            {condition, each, one.attack, one.defence, one.strength, chance, one.violations});
    }
    overall.probability = total;
    noteBoxedGameCards(overall);
    return overall;
}

QString renderOutcomeCondition(const AttackOutcome &outcome, const AttackScenario &scenario)
{
    QStringList parts;
    for (const DoubtCase &group : outcome.cases) {
        QStringList alignments;
        for (const Alignment alignment : group.alignments)
            alignments.append(alignmentDisplayName(alignment));
        const QString name = participantName(scenario, group.group);
        parts.append(group.holds ? QCoreApplication::translate("AttackFact", "%1 is %2")
                                       .arg(name, alignments.join(u", "_s))
                                 : QCoreApplication::translate("AttackFact", "%1 is not %2")
                                       .arg(name, alignments.join(u", "_s)));
    }
    return parts.join(u"; "_s);
}

} // namespace inwo
