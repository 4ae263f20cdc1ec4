#include "attackengine.h"

#include "cardabilities.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Where each rule is written (the seeds, by file and line).
namespace src {
const QString strength = u"000_42f3d193c8c5ff8e.txt, line 120"_s;
const QString autoFail = u"000_42f3d193c8c5ff8e.txt, line 124"_s;
const QString alignment = u"000_42f3d193c8c5ff8e.txt, line 125"_s;
const QString onlyLeader = u"000_42f3d193c8c5ff8e.txt, line 131"_s;
const QString aidControl = u"000_42f3d193c8c5ff8e.txt, line 130"_s;
const QString globalOnly = u"000_42f3d193c8c5ff8e.txt, lines 132-133"_s;
const QString masterAlignment = u"000_42f3d193c8c5ff8e.txt, line 134"_s;
const QString closeness = u"000_42f3d193c8c5ff8e.txt, lines 135-136"_s;
const QString defendAny = u"000_42f3d193c8c5ff8e.txt, lines 138-139"_s;
const QString targetToken = u"000_42f3d193c8c5ff8e.txt, lines 140-141"_s;
const QString tokenVfaq = u"002_c1b8ef93d76c5628.txt, lines 200-204"_s;
const QString destroy = u"000_42f3d193c8c5ff8e.txt, line 147"_s;
const QString destroyAlignment = u"000_42f3d193c8c5ff8e.txt, line 148"_s;
const QString destroyAid = u"000_42f3d193c8c5ff8e.txt, line 149"_s;
const QString ownGroup = u"000_42f3d193c8c5ff8e.txt, line 153"_s;
const QString agents = u"000_42f3d193c8c5ff8e.txt, lines 156-157"_s;
const QString duplicates = u"000_42f3d193c8c5ff8e.txt, line 118"_s;
const QString privileged = u"000_42f3d193c8c5ff8e.txt, line 160"_s;
const QString secret = u"000_42f3d193c8c5ff8e.txt, lines 163-165"_s;
const QString instant = u"000_42f3d193c8c5ff8e.txt, lines 166-168"_s;
const QString disasterToken = u"000_42f3d193c8c5ff8e.txt, line 173"_s;
const QString devastated = u"000_42f3d193c8c5ff8e.txt, line 175"_s;
const QString arrow = u"000_42f3d193c8c5ff8e.txt, line 119"_s;
const QString illuminatiTarget = u"000_42f3d193c8c5ff8e.txt, line 111"_s;
const QString illuminatiNoAlignment = u"000_42f3d193c8c5ff8e.txt, line 308"_s;
const QString metaOrder = u"000_42f3d193c8c5ff8e.txt, lines 290-294"_s;
const QString oneMultiplier = u"000_42f3d193c8c5ff8e.txt, lines 295-297"_s;
const QString powerFloor = u"000_42f3d193c8c5ff8e.txt, line 90"_s;
const QString immunity = u"000_42f3d193c8c5ff8e.txt, lines 326-327"_s;
const QString doubt = u"002_c1b8ef93d76c5628.txt, lines 48-54"_s;
const QString plan28Attack = u"004_982041b3a4af1224.txt, lines 109-117"_s;
const QString plan28Defence = u"004_982041b3a4af1224.txt, line 119"_s;
const QString plan28Aid = u"004_982041b3a4af1224.txt, lines 123-131"_s;
const QString plan28Destroy = u"004_982041b3a4af1224.txt, line 139"_s;
const QString classicAid = u"001_75a3615548477915.txt, lines 186-192"_s;
const QString classicMoney = u"001_75a3615548477915.txt, line 204"_s;
const QString classicDefenceMoney = u"001_75a3615548477915.txt, line 210"_s;
const QString classicInterference = u"001_75a3615548477915.txt, line 262"_s;
const QString classicPrivilege = u"001_75a3615548477915.txt, line 264"_s;
const QString classicNeutralize = u"001_75a3615548477915.txt, lines 232-240"_s;
const QString classicCloseness = u"001_75a3615548477915.txt, line 194"_s;
const QString classicDestroy = u"001_75a3615548477915.txt, lines 244-256"_s;
const QString classicAlignments = u"001_75a3615548477915.txt, lines 119-129"_s;
} // namespace src

// One argument of format(): a string, or a number written without allocating.
class Arg
{
public:
    Arg(const QString &text) : m_text(text) {}
    Arg(QStringView text) : m_text(text) {}
    Arg(const char16_t *text) : m_text(text) {}
    Arg(int number)
    {
        char16_t digits[12];
        int count = 0;
        unsigned magnitude = number < 0 ? 0u - unsigned(number) : unsigned(number);
        do {
            digits[count++] = char16_t(u'0' + magnitude % 10);
            magnitude /= 10;
        } while (magnitude > 0);
        if (number < 0)
            m_buffer[m_length++] = u'-';
        while (count > 0)
            m_buffer[m_length++] = digits[--count];
    }
    Arg(const Arg &) = delete;
    Arg &operator=(const Arg &) = delete;

    QStringView view() const { return m_length > 0 ? QStringView(m_buffer, m_length) : m_text; }

private:
    QStringView m_text;
    char16_t m_buffer[12] = {};
    qsizetype m_length = 0;
};

// "%1 of %2" with its arguments, in one pass and one allocation (QString::arg() parses the
// pattern again for each argument, which was most of the time an attack took).
QString format(QStringView pattern, const Arg *args, qsizetype count)
{
    const auto placeholder = [&](qsizetype i) -> qsizetype {
        if (pattern.at(i) != u'%' || i + 1 >= pattern.size())
            return -1;
        const qsizetype index = pattern.at(i + 1).unicode() - u'1';
        return index >= 0 && index < count ? index : -1;
    };
    qsizetype size = 0;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const qsizetype index = placeholder(i);
        if (index < 0) {
            ++size;
        } else {
            size += args[index].view().size();
            ++i;
        }
    }
    QString text(size, Qt::Uninitialized);
    char16_t *out = reinterpret_cast<char16_t *>(text.data());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const qsizetype index = placeholder(i);
        if (index < 0) {
            *out++ = pattern.at(i).unicode();
        } else {
            const QStringView arg = args[index].view();
            std::copy(arg.utf16(), arg.utf16() + arg.size(), out);
            out += arg.size();
            ++i;
        }
    }
    return text;
}

template <typename... T> QString fmt(QStringView pattern, const T &...values)
{
    const Arg args[] = {Arg(values)...};
    return format(pattern, args, qsizetype(sizeof...(T)));
}

constexpr std::array<int, 13> WaysAtMost{0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36};

bool isAttacker(const QString &player)
{
    return player.isEmpty() || player == u"attacker";
}

bool isDefender(const QString &player)
{
    return player == u"defender";
}

// Opposite alignments under the rules in force. In the boxed game Government's opposite is
// Communist (001, lines 121-122) and Corporate's is Socialist (003); in INWO Government and
// Corporate are opposites.
bool opposed(Alignment a, Alignment b, RuleSet rules)
{
    if (rules == RuleSet::Classic) {
        const auto pair = [&](Alignment x, Alignment y) {
            return (a == x && b == y) || (a == y && b == x);
        };
        if (pair(Alignment::Government, Alignment::Communist) ||
            pair(Alignment::Corporate, Alignment::Socialist))
            return true;
        if (a == Alignment::Government || a == Alignment::Corporate)
            return false;
    }
    const auto opposite = oppositeOf(a);
    return opposite && *opposite == b;
}

// A group's alignments for one attack, without touching the heap.
using Alignments = QVarLengthArray<Alignment, 8>;

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

int identicalCount(const Alignments &a, const Alignments &b, bool countFanatic)
{
    int count = 0;
    for (const Alignment alignment : a) {
        if (alignment == Alignment::Fanatic && !countFanatic)
            continue;
        if (b.contains(alignment))
            ++count;
    }
    return count;
}

int opposedCount(const Alignments &a, const Alignments &b, RuleSet rules)
{
    int count = 0;
    for (const Alignment x : a) {
        for (const Alignment y : b) {
            if (opposed(x, y, rules))
                ++count;
        }
    }
    return count;
}

QString names(const Alignments &alignments)
{
    QStringList words;
    for (const Alignment alignment : alignments)
        words.append(displayNameOf(alignment));
    return words.join(u", "_s);
}

// The adjudication of one outcome: collects the totals, lines and refusals.
class Adjudication
{
public:
    Adjudication(const AttackScenario &scenario, const Settled &holding,
                 const CardAbilities *abilities)
        : s(scenario), rules(scenario.rules), kind(scenario.kind), holding(holding),
          abilities(abilities)
    {}

    AttackResult run();

private:
    enum class Purpose : quint8 { Attack, Defence };

    void line(int value, const QString &text, const QString &source)
    {
        result.lines.append({value, text, source});
    }
    void refuse(const QString &who, const QString &why, const QString &source)
    {
        result.violations.append({who, why, source});
    }
    void illegal(const QString &who, const QString &why, const QString &source)
    {
        result.legal = false;
        refuse(who, why, source);
    }

    // A group's number for this attack: set, then the single highest multiplier (and a
    // Devastated group's halving), then additions; never below 0. With `lines`, each step is
    // explained with the sign it has on the strength.
    int stat(const AttackGroup &group, StatModifier::Stat which, Purpose purpose,
             bool permanentOnly, bool explain, int sign, const QString &label);

    int powerFor(const AttackGroup &group, Purpose purpose, bool explain = false, int sign = 1,
                 const QString &label = {})
    {
        return stat(group, StatModifier::Stat::Power, purpose, false, explain, sign, label);
    }
    // Global Power, cut down to Power when Power is lower (000 line 133); a card that lets a
    // group use its Power as Global Power gives it its whole Power.
    int globalFor(const AttackGroup &group, Purpose purpose)
    {
        return std::min(usesPowerAsGlobal(group) ? powerFor(group, purpose)
                                                 : group.globalPower.value_or(0),
                        powerFor(group, purpose));
    }
    bool hasGlobal(const AttackGroup &group) const
    {
        return group.globalPower.value_or(0) > 0 || usesPowerAsGlobal(group);
    }
    bool usesPowerAsGlobal(const AttackGroup &group) const
    {
        if (!abilities)
            return false;
        const QList<StatModifier> modifiers = modifiersOf(group);
        return std::any_of(modifiers.cbegin(), modifiers.cend(), [](const StatModifier &m) {
            return m.stat == StatModifier::Stat::Global;
        });
    }
    bool privilegedBlocks(const QString &player, AttackSide side) const;
    bool secretBlocks(const AttackGroup &group, bool relatedToTarget) const;

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
    int spentFromTarget = 0; // megabucks the defending group spent from its own treasury

    const AttackScenario &s;
    const RuleSet rules;
    const AttackKind kind;
    const Settled &holding;
    const CardAbilities *abilities;
    AttackResult result;

    // The abilities of the card a group names (none without a card or an abilities table). A
    // reference into the table, which outlives the adjudication, so pointers to an ability found
    // here stay valid (a returned copy freed them at the end of the loop).
    const QList<CardAbility> &abilitiesOf(const AttackGroup &group) const
    {
        static const QList<CardAbility> none;
        return abilities && !group.cardId.isEmpty() ? abilities->of(group.cardId) : none;
    }
    // A group's own modifiers and those its card's abilities give it (Direct Power changes).
    QList<StatModifier> modifiersOf(const AttackGroup &group) const;
    // "attacker", "defender", a third player's name, or "" (an uncontrolled target).
    QString playerOf(const AttackGroup &group) const;
    QList<const AttackGroup *> participants() const;
    bool conditionHolds(const AbilityCondition &condition, const AttackGroup &group) const;
    // Bonuses of one side; the defence's are added after the target's base defence is set.
    void abilityBonuses(AttackSide side);
    void abilityImmunities();
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

QList<StatModifier> Adjudication::modifiersOf(const AttackGroup &group) const
{
    QList<StatModifier> modifiers = group.modifiers;
    if (!abilities)
        return modifiers;
    // Its own card's changes, and those other cards of its Power Structure give groups like it
    // (New York: the player's other Criminal groups +1 Power).
    QList<CardAbility> given;
    for (const CardAbility &ability : abilitiesOf(group)) {
        if (ability.reach == CardAbility::Reach::Direct)
            given.append(ability);
    }
    const QString player = playerOf(group);
    if (!player.isEmpty()) {
        for (const AttackGroup *other : participants()) {
            if (other->cardId.isEmpty() || other->name == group.name || playerOf(*other) != player)
                continue;
            for (const CardAbility &ability : abilitiesOf(*other)) {
                if (ability.reach == CardAbility::Reach::Structure &&
                    conditionHolds(ability.holder, group) && !ability.holder.needsReferee())
                    given.append(ability);
            }
        }
    }
    for (const CardAbility &ability : std::as_const(given)) {
        if (!ability.appliesTo(kind))
            continue;
        StatModifier modifier;
        modifier.value = ability.value;
        modifier.permanent = ability.permanent;
        modifier.source = ability.words;
        modifier.citation = ability.source;
        switch (ability.kind) {
        case CardAbility::Kind::PowerBonus:
            modifier.op = StatModifier::Op::Add;
            break;
        case CardAbility::Kind::PowerMultiplier:
            modifier.op = StatModifier::Op::Multiply;
            break;
        case CardAbility::Kind::PowerSet:
            modifier.op = StatModifier::Op::Set;
            break;
        case CardAbility::Kind::DefencePowerBonus:
            modifier.op = StatModifier::Op::Add;
            modifier.use = StatModifier::Use::Defence;
            break;
        case CardAbility::Kind::DefencePowerMultiplier:
            modifier.op = StatModifier::Op::Multiply;
            modifier.use = StatModifier::Use::Defence;
            break;
        case CardAbility::Kind::ResistanceMultiplier:
            modifier.op = StatModifier::Op::Multiply;
            modifier.stat = StatModifier::Stat::Resistance;
            break;
        case CardAbility::Kind::GlobalPower:
            modifier.op = StatModifier::Op::Set;
            modifier.stat = StatModifier::Stat::Global;
            break;
        default:
            continue;
        }
        modifiers.append(modifier);
    }
    return modifiers;
}

bool Adjudication::conditionHolds(const AbilityCondition &condition, const AttackGroup &group) const
{
    QList<Alignment> held;
    for (const Alignment alignment : alignmentsOf(group, holding))
        held.append(alignment);
    std::optional<CardType> type;
    if (group.illuminati)
        type = CardType::Illuminati;
    return condition.matches(group.cardId, type, held, group.attributes);
}

// Attack and defence bonuses of the cards taking part: the attacker's own ("direct") and those
// of any card on the attacking side that help every attempt of its player; the target's own
// defence bonuses and those of its defenders that cover their Power Structure. A condition no
// card fact can settle (Bill Clinton's "part of the US") is shown for the referee to add by hand.
void Adjudication::abilityBonuses(AttackSide side)
{
    if (!abilities)
        return;
    const auto consider = [&](const AttackGroup &holder, bool direct) {
        for (const CardAbility &ability : abilitiesOf(holder)) {
            const bool attackBonus = ability.kind == CardAbility::Kind::AttackBonus;
            if ((side == AttackSide::Attack) != attackBonus ||
                (!attackBonus && ability.kind != CardAbility::Kind::DefenceBonus))
                continue;
            if (ability.reach != CardAbility::Reach::AnyAttempt &&
                !(direct && ability.reach == CardAbility::Reach::Direct))
                continue;
            if (!ability.appliesTo(kind))
                continue;
            const AttackGroup *other = side == AttackSide::Attack ? &s.target : nullptr;
            if (side == AttackSide::Defence && s.attacker)
                other = &*s.attacker;
            if (other && !conditionHolds(ability.condition, *other))
                continue;
            if (side == AttackSide::Attack && !ability.holder.isAny() && s.attacker &&
                !conditionHolds(ability.holder, *s.attacker))
                continue;
            if (ability.condition.needsReferee()) {
                line(0,
                     fmt(u"%1: %2 %3 if %4 (the referee decides; add it as a play)", holder.name,
                         ability.value > 0 ? u"+" : u"", ability.value, ability.condition.note),
                     ability.source);
                continue;
            }
            if (side == AttackSide::Attack)
                result.attack += ability.value;
            else
                result.defence += ability.value;
            line(side == AttackSide::Attack ? ability.value : -ability.value,
                 fmt(u"%1 (%2's ability)", ability.words, holder.name), ability.source);
        }
    };
    if (side == AttackSide::Attack) {
        if (s.attacker)
            consider(*s.attacker, true);
        for (const AttackGroup &aider : s.aiding) {
            if (isAttacker(aider.player))
                consider(aider, false);
        }
        return;
    }
    consider(s.target, true);
    for (const AttackGroup &defender : s.defending) {
        if (defender.relation != DefenceRelation::Target)
            consider(defender, false);
    }
}

// Immunities of the target's card, and of its Illuminati when it defends (000 lines 326-327).
void Adjudication::abilityImmunities()
{
    if (!abilities || !s.attacker)
        return;
    const auto immuneAgainst = [&](const AttackGroup &holder, bool direct,
                                   const AttackGroup &group) -> const CardAbility * {
        for (const CardAbility &ability : abilitiesOf(holder)) {
            if (ability.kind != CardAbility::Kind::Immunity &&
                ability.kind != CardAbility::Kind::AttackImmunity)
                continue;
            if (ability.reach != CardAbility::Reach::AnyAttempt &&
                !(direct && ability.reach == CardAbility::Reach::Direct))
                continue;
            if (!ability.condition.needsReferee() && conditionHolds(ability.condition, group))
                return &ability;
        }
        return nullptr;
    };
    QList<const AttackGroup *> holders{&s.target};
    for (const AttackGroup &defender : s.defending) {
        if (defender.relation == DefenceRelation::Illuminati)
            holders.append(&defender);
    }
    for (const AttackGroup *holder : holders) {
        if (const CardAbility *ability = immuneAgainst(*holder, holder == &s.target, *s.attacker)) {
            illegal(s.attacker->name, fmt(u"%1 is immune: %2", s.target.name, ability->words),
                    ability->source);
            return;
        }
    }
}

int Adjudication::stat(const AttackGroup &group, StatModifier::Stat which, Purpose purpose,
                       bool permanentOnly, bool explain, int sign, const QString &label)
{
    const QList<StatModifier> modifiers = modifiersOf(group);
    const auto cite = [](const StatModifier &modifier) -> const QString & {
        return modifier.citation.isEmpty() ? src::metaOrder : modifier.citation;
    };
    const bool power = which == StatModifier::Stat::Power;
    const int printed = (power ? group.power : group.resistance).value_or(0);
    int value = printed;
    if (explain)
        line(sign * printed,
             fmt(u"%1%2 %3 of %4 (printed)", label, printed, power ? u"Power" : u"Resistance",
                 group.name),
             power ? (purpose == Purpose::Attack ? src::strength : src::destroy) : src::strength);
    const auto applies = [&](const StatModifier &modifier) {
        if (modifier.stat != which || (permanentOnly && !modifier.permanent))
            return false;
        return modifier.use == StatModifier::Use::Any ||
               (modifier.use == StatModifier::Use::Attack) == (purpose == Purpose::Attack);
    };
    // `what` makes the words only when they are shown.
    const auto step = [&](int next, const auto &what, const QString &source) {
        if (explain && next != value)
            line(sign * (next - value), what(), source);
        value = next;
    };
    // 1. Set to a number: the last one played rules.
    for (const StatModifier &modifier : modifiers) {
        if (applies(modifier) && modifier.op == StatModifier::Op::Set)
            step(
                int(modifier.value),
                [&] {
                    return fmt(u"%1 set to %2 by %3", group.name, int(modifier.value),
                               modifier.source);
                },
                cite(modifier));
    }
    // 2. The single highest multiplier; a Devastated group is halved against destroy.
    const StatModifier *highest = nullptr;
    for (const StatModifier &modifier : modifiers) {
        if (applies(modifier) && modifier.op == StatModifier::Op::Multiply &&
            (!highest || modifier.value > highest->value))
            highest = &modifier;
    }
    if (highest) {
        int multipliers = 0;
        for (const StatModifier &modifier : modifiers)
            multipliers += applies(modifier) && modifier.op == StatModifier::Op::Multiply;
        step(
            int(std::floor(value * highest->value)),
            [&] {
                return fmt(u"%1 multiplied by %2 (%3)%4", group.name,
                           QString::number(highest->value), highest->source,
                           multipliers > 1 ? u"; only the single highest multiplier counts" : u"");
            },
            multipliers > 1 ? src::oneMultiplier : cite(*highest));
    }
    if (power && group.devastated && purpose == Purpose::Defence &&
        (kind == AttackKind::Destroy || kind == AttackKind::Instant) && rules != RuleSet::Plan28)
        step(
            value / 2,
            [&] {
                return fmt(u"%1 is Devastated: Power halved (round down) against destroy",
                           group.name);
            },
            src::devastated);
    // 3. Additions and subtractions.
    for (const StatModifier &modifier : modifiers) {
        if (applies(modifier) && modifier.op == StatModifier::Op::Add)
            step(
                value + int(modifier.value),
                [&] {
                    return fmt(u"%1 %2%3 (%4)", group.name, modifier.value >= 0 ? u"+" : u"",
                               int(modifier.value), modifier.source);
                },
                cite(modifier));
    }
    if (value < 0)
        step(
            0, [&] { return fmt(u"%1 cannot fall below 0", group.name); }, src::powerFloor);
    return value;
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

void Adjudication::checkLegality()
{
    abilityImmunities();
    const AttackTarget &target = s.target;
    if (target.illuminati)
        illegal(target.name, u"an Illuminati can attack but can never be attacked"_s,
                src::illuminatiTarget);
    if (kind == AttackKind::Neutralize && rules != RuleSet::Classic)
        illegal(target.name, u"attacks to neutralize belong to the boxed game only"_s,
                src::classicNeutralize);
    if (kind == AttackKind::Neutralize && target.owner != TargetOwner::Rival)
        illegal(target.name, u"only a group another player controls can be neutralized"_s,
                src::classicNeutralize);
    if (kind == AttackKind::Control && target.owner == TargetOwner::Self)
        illegal(target.name, u"the attacker already controls this group"_s, src::ownGroup);
    if (rules == RuleSet::Classic && kind == AttackKind::Destroy && target.power.value_or(0) <= 0)
        illegal(target.name, u"a group with no Power cannot be destroyed"_s, src::classicDestroy);
    if (!s.attacker)
        return;
    const AttackGroup &attacker = *s.attacker;
    if (attacker.name == target.name)
        illegal(attacker.name, u"no group may attack itself"_s, src::ownGroup);
    if ((kind == AttackKind::Control ||
         (kind == AttackKind::Neutralize && rules != RuleSet::Classic)) &&
        attacker.openArrows && *attacker.openArrows <= 0)
        illegal(attacker.name, u"an attack to control needs a free outgoing control arrow"_s,
                src::arrow);
    if (secretBlocks(attacker, false) && rules != RuleSet::Classic)
        illegal(attacker.name, u"only Illuminati and Secret groups may attack a Secret group"_s,
                src::secret);
    for (const Alignment alignment : alignmentsOf(attacker, holding)) {
        if (target.immuneTo.contains(alignment))
            illegal(attacker.name,
                    u"%1 is immune to %2 groups"_s.arg(target.name, displayNameOf(alignment)),
                    src::immunity);
    }
}

void Adjudication::attackSide()
{
    if (kind == AttackKind::Instant) {
        result.attack = *s.cardPower;
        line(result.attack,
             u"+%1 Power of the instant attack card%2"_s.arg(result.attack)
                 .arg(s.instantCard.isEmpty() ? QString() : u" (%1)"_s.arg(s.instantCard)),
             src::instant);
        aiders(); // each one refused
        return;
    }
    const AttackGroup &attacker = *s.attacker;
    result.attack = powerFor(attacker, Purpose::Attack, true, 1, u"+"_s);
    alignmentModifiers();
    if (kind == AttackKind::Neutralize) {
        result.attack += 6;
        line(6, u"+6 for an attack to neutralize"_s, src::classicNeutralize);
    }
    aiders();
    abilityBonuses(AttackSide::Attack);
}

void Adjudication::alignmentModifiers()
{
    const AttackGroup &attacker = *s.attacker;
    if (attacker.illuminati) {
        line(0, u"%1 is an Illuminati: no alignments, no alignment bonus"_s.arg(attacker.name),
             src::illuminatiNoAlignment);
        return;
    }
    const Alignments mine = alignmentsOf(attacker, holding);
    const Alignments theirs = alignmentsOf(s.target, holding);
    const bool plan28 = rules == RuleSet::Plan28;
    // Fanatic and Fanatic are opposites, never identical (000 line 85; Plan 28: "except
    // Fanatic").
    Alignments shared;
    for (const Alignment alignment : mine) {
        if (alignment != Alignment::Fanatic && theirs.contains(alignment))
            shared.append(alignment);
    }
    const int identical = int(shared.size());
    const int opposite = opposedCount(mine, theirs, rules);
    const bool reversed = kind == AttackKind::Destroy;
    const QString source = plan28 ? (reversed ? src::plan28Destroy : src::plan28Attack)
                           : rules == RuleSet::Classic ? src::classicAlignments
                           : reversed                  ? src::destroyAlignment
                                                       : src::alignment;
    if (identical > 0) {
        const int value = (reversed ? -4 : 4) * identical;
        result.attack += value;
        line(value,
             fmt(u"%1%2: %3 identical alignment%4 (%5)%6", value > 0 ? u"+" : u"", value, identical,
                 identical == 1 ? u"" : u"s", names(shared),
                 reversed ? u", 4 each against an attack to destroy" : u""),
             source);
    }
    if (opposite > 0) {
        const int value = (reversed ? 4 : -4) * opposite;
        result.attack += value;
        line(value,
             fmt(u"%1%2: %3 opposite alignment pair%4%5", value > 0 ? u"+" : u"", value, opposite,
                 opposite == 1 ? u"" : u"s", reversed ? u", a bonus to destroy" : u""),
             source);
    }
    if (identical == 0 && opposite == 0)
        line(0,
             fmt(u"no identical or opposite alignments between %1 and %2", attacker.name,
                 s.target.name),
             source);
}

void Adjudication::aiders()
{
    const Alignments targetAlignments = alignmentsOf(s.target, holding);
    for (const AttackGroup &aider : s.aiding) {
        const int tokens = aider.tokensSpent.value_or(1);
        if (kind == AttackKind::Instant) {
            refuse(aider.name, u"nothing may aid an instant attack"_s, src::instant);
            continue;
        }
        if (aider.name == s.target.name) {
            refuse(aider.name, u"no group may aid an attack on itself"_s, src::ownGroup);
            continue;
        }
        if (privilegedBlocks(aider.player, AttackSide::Attack)) {
            refuse(aider.name, u"nobody but the attacker may help a privileged attack"_s,
                   rules == RuleSet::Classic ? src::classicPrivilege : src::privileged);
            continue;
        }
        if (rules == RuleSet::Classic) {
            if (!isAttacker(aider.player)) {
                refuse(aider.name, u"only groups of the attacker's own Power Structure may aid"_s,
                       src::classicAid);
                continue;
            }
            const int transferable = aider.globalPower.value_or(0) * tokens;
            result.attack += transferable;
            line(transferable, u"+%1 transferable Power of %2"_s.arg(transferable).arg(aider.name),
                 src::classicAid);
            continue;
        }
        const bool relatedToTarget =
            aider.relation == DefenceRelation::Master || aider.relation == DefenceRelation::Puppet;
        if (secretBlocks(aider, false) ||
            (s.attacker && s.attacker->isSecret() && !aider.illuminati && !aider.isSecret() &&
             !relatedToTarget)) {
            refuse(aider.name, u"only Illuminati and Secret groups may take part"_s, src::secret);
            continue;
        }
        const Alignments mine = alignmentsOf(aider, holding);
        bool immune = false;
        for (const Alignment alignment : mine)
            immune = immune || s.target.immuneTo.contains(alignment);
        if (immune) {
            refuse(aider.name, u"%1 is immune to its alignment"_s.arg(s.target.name),
                   src::immunity);
            continue;
        }
        bool byAlignment = false;
        QString how;
        QString source = src::aidControl;
        if (rules == RuleSet::Plan28) {
            byAlignment = identicalCount(mine, targetAlignments, false) > 0 || relatedToTarget;
            how =
                u"shares an alignment (not Fanatic) with the target, or is its master or puppet"_s;
            source = src::plan28Aid;
        } else if (kind == AttackKind::Destroy) {
            byAlignment = opposedCount(mine, targetAlignments, rules) > 0;
            how = u"has an alignment opposite to the target's"_s;
            source = src::destroyAid;
        } else {
            byAlignment = identicalCount(mine, targetAlignments, false) > 0;
            how = u"shares an alignment with the target"_s;
        }
        int each = 0;
        if (byAlignment) {
            each = powerFor(aider, Purpose::Attack);
            line(each * tokens,
                 fmt(u"+%1 Power of %2, aiding: it %3%4", each * tokens, aider.name, how,
                     tokens > 1 ? fmt(u" (%1 tokens)", tokens) : QString()),
                 source);
        } else if (hasGlobal(aider)) {
            each = globalFor(aider, Purpose::Attack);
            line(each * tokens,
                 fmt(u"+%1 Global Power of %2, aiding: eligible only through Global Power%3",
                     each * tokens, aider.name,
                     each < aider.globalPower.value_or(each) ? u" (cut to its Power)" : u""),
                 src::globalOnly);
        } else {
            refuse(aider.name,
                   u"may not aid: it has no Global Power and %1"_s.arg(
                       kind == AttackKind::Destroy ? u"no alignment opposite to the target's"_s
                                                   : u"no alignment in common with the target"_s),
                   source);
            continue;
        }
        result.attack += each * tokens;
    }
}

void Adjudication::defenceSide()
{
    const AttackTarget &target = s.target;
    const bool destroyLike = kind == AttackKind::Destroy || kind == AttackKind::Instant;
    if (rules == RuleSet::Plan28 || !destroyLike) {
        const int resistance =
            stat(target, StatModifier::Stat::Resistance, Purpose::Defence, false, true, -1, u"-"_s);
        result.defence = resistance;
        if (rules == RuleSet::Plan28 && destroyLike)
            line(0, u"Plan 28: defence against destroy is as against control (Resistance)"_s,
                 src::plan28Destroy);
    } else {
        result.defence = powerFor(target, Purpose::Defence, true, -1, u"-"_s);
    }
    if (rules == RuleSet::Plan28) {
        if (target.isSecret()) {
            result.defence += 5;
            line(-5, u"-5: the target is Secret"_s, src::plan28Defence);
        }
        line(0, u"Plan 28: no closeness or master-alignment bonus"_s, src::plan28Defence);
        return;
    }
    // Alignments shared with its master (INWO, control only).
    if (rules == RuleSet::Inwo && kind == AttackKind::Control && target.master &&
        !target.master->illuminati) {
        const int shared = identicalCount(alignmentsOf(target, holding),
                                          alignmentsOf(*target.master, holding), false);
        if (shared > 0) {
            result.defence += 4 * shared;
            line(-4 * shared,
                 fmt(u"-%1: %2 alignment%3 shared with its master %4", 4 * shared, shared,
                     shared == 1 ? u"" : u"s", target.master->name),
                 src::masterAlignment);
        }
    }
    // Closeness to the Illuminati: added after the Power arithmetic, never multiplied.
    const bool own = target.owner == TargetOwner::Self;
    int bonus = 0;
    if (target.closeness == 1)
        bonus = 10;
    else if (target.closeness == 2)
        bonus = 5;
    else if (target.closeness == 3 && rules == RuleSet::Classic)
        bonus = 2;
    const bool outside =
        target.owner == TargetOwner::Hand || target.owner == TargetOwner::Uncontrolled;
    if (bonus > 0 && outside) {
        line(0,
             fmt(u"no closeness bonus: the target is %1, not in a Power Structure",
                 target.owner == TargetOwner::Hand ? u"in the attacker's hand" : u"uncontrolled"),
             src::closeness);
    } else if (bonus > 0 && own) {
        line(0, u"no closeness bonus: the attacker is destroying its own group"_s,
             rules == RuleSet::Classic ? src::classicCloseness : src::destroy);
    } else if (bonus > 0) {
        result.defence += bonus;
        static const QStringList where{QString(), u"directly controlled by its Illuminati"_s,
                                       u"one group away from its Illuminati"_s,
                                       u"two groups away from its Illuminati"_s};
        line(-bonus,
             fmt(u"-%1 closeness: the target is %2 (never multiplied)", bonus,
                 where.at(target.closeness)),
             rules == RuleSet::Classic ? src::classicCloseness : src::closeness);
    }
}

void Adjudication::defenders()
{
    const AttackTarget &target = s.target;
    const Alignments targetAlignments = alignmentsOf(target, holding);
    for (const AttackGroup &defender : s.defending) {
        const int tokens = defender.tokensSpent.value_or(1);
        const QString player = defender.player.isEmpty() ? u"defender"_s : defender.player;
        if (kind == AttackKind::Instant) {
            refuse(defender.name,
                   defender.relation == DefenceRelation::Target
                       ? u"the target of an instant attack may not spend Action tokens"_s
                       : u"nothing may defend against an instant attack"_s,
                   src::instant);
            continue;
        }
        if (rules == RuleSet::Classic) {
            refuse(defender.name,
                   u"in the boxed game only money defends; other groups cannot take part"_s,
                   src::classicDefenceMoney);
            continue;
        }
        if (privilegedBlocks(player, AttackSide::Defence)) {
            refuse(
                defender.name,
                target.owner == TargetOwner::Hand
                    ? u"nobody may oppose a privileged attack on a group from the attacker's hand"_s
                    : u"only the target's owner may defend against a privileged attack"_s,
                src::privileged);
            continue;
        }
        const bool related = defender.relation != DefenceRelation::Other;
        if (secretBlocks(defender, related)) {
            refuse(defender.name,
                   u"only Illuminati, Secret groups, or its master and puppets "
                   u"may defend a Secret group"_s,
                   src::secret);
            continue;
        }
        if (defender.relation == DefenceRelation::Target) {
            // The entry stands for the target: the target's own numbers count, and the entry's
            // where the target leaves them out.
            AttackGroup self = target;
            if (!self.power)
                self.power = defender.power;
            if (self.modifiers.isEmpty())
                self.modifiers = defender.modifiers;
            const int current = powerFor(self, Purpose::Defence);
            const int permanent =
                rules == RuleSet::Plan28
                    ? current
                    : stat(self, StatModifier::Stat::Power, Purpose::Defence, true, false, -1, {});
            const int each = current + permanent;
            result.defence += each * tokens;
            line(-each * tokens,
                 fmt(u"-%1: %2 spends %3 token%4 of its own: its Power %5 plus its permanent "
                     u"Power %6 for each",
                     each * tokens, target.name, tokens, tokens == 1 ? u"" : u"s", current,
                     permanent),
                 current == permanent ? src::targetToken : src::tokenVfaq);
            continue;
        }
        const Alignments mine = alignmentsOf(defender, holding);
        int each = 0;
        QString how;
        QString source = src::defendAny;
        if (related) {
            each = powerFor(defender, Purpose::Defence);
            how = displayNameOf(defender.relation);
            if (rules == RuleSet::Plan28 && defender.relation == DefenceRelation::Illuminati)
                how = u"an Illuminati"_s;
        } else {
            const bool byAlignment = identicalCount(mine, targetAlignments, false) > 0;
            if (byAlignment) {
                each = powerFor(defender, Purpose::Defence);
                how = u"shares an alignment with the target"_s;
                source = rules == RuleSet::Plan28 ? src::plan28Aid : src::defendAny;
            } else if (hasGlobal(defender)) {
                each = globalFor(defender, Purpose::Defence);
                how = u"eligible only through Global Power"_s;
                source = src::globalOnly;
            } else {
                refuse(defender.name,
                       u"may not defend: it has no Global Power, no alignment in common with the "
                       u"target, and is not its master or puppet"_s,
                       kind == AttackKind::Destroy ? src::destroyAid : src::aidControl);
                continue;
            }
        }
        result.defence += each * tokens;
        line(-each * tokens,
             fmt(u"-%1: %2 defends (%3)%4", each * tokens, defender.name, how,
                 tokens > 1 ? fmt(u", %1 tokens", tokens) : QString()),
             source);
    }
}

void Adjudication::plays()
{
    bool agentsUsed = false;
    QSet<QString> used; // player + plot
    for (const AttackPlay &play : s.plays) {
        const bool attackSide = play.side == AttackSide::Attack;
        if (kind == AttackKind::Instant) {
            refuse(play.who(), u"no card or ability may aid either side of an instant attack"_s,
                   src::instant);
            continue;
        }
        if (privilegedBlocks(play.player, play.side)) {
            refuse(play.who(), u"a privileged attack: %1 may not interfere"_s.arg(play.player),
                   rules == RuleSet::Classic ? src::classicPrivilege : src::privileged);
            continue;
        }
        if (play.agents) {
            if (rules == RuleSet::Classic) {
                refuse(play.who(), u"the boxed game has no agents cards"_s,
                       src::classicInterference);
                continue;
            }
            // The owner of the real group cannot play an "agents" card for it.
            const bool owner = (isDefender(play.player) && s.target.owner == TargetOwner::Rival) ||
                               (isAttacker(play.player) && (s.target.owner == TargetOwner::Hand ||
                                                            s.target.owner == TargetOwner::Self));
            if (owner) {
                refuse(play.who(), u"the owner of the real group cannot play an agents card"_s,
                       src::agents);
                continue;
            }
            if (agentsUsed) {
                refuse(play.who(), u"only one agents card can be used in any one attack"_s,
                       src::agents);
                continue;
            }
            agentsUsed = true;
            const int value = attackSide ? 10 : (rules == RuleSet::Plan28 ? 10 : 6);
            if (attackSide)
                result.attack += value;
            else
                result.defence += value;
            line(attackSide ? value : -value,
                 u"%1%2: agents card played by %3 %4"_s.arg(attackSide ? u"+"_s : u"-"_s)
                     .arg(value)
                     .arg(play.player,
                          attackSide ? u"to aid the attack"_s : u"to oppose the attack"_s),
                 rules == RuleSet::Plan28 ? src::plan28Aid : src::agents);
            continue;
        }
        if (!play.plot.isEmpty()) {
            const QString key = play.player + u'\x1f' + play.plot.toCaseFolded();
            if (used.contains(key)) {
                refuse(play.who(),
                       u"%1 already used %2 in this attack: no player may use duplicates of "
                       u"the same Plot"_s.arg(play.player, play.plot),
                       src::duplicates);
                continue;
            }
            used.insert(key);
        }
        if (attackSide)
            result.attack += play.add;
        else
            result.defence += play.add;
        const int value = attackSide ? play.add : -play.add;
        line(value,
             fmt(u"%1%2: %3 (%4, %5)", value >= 0 ? u"+" : u"", value,
                 play.plot.isEmpty() ? fmt(u"ability of %1", play.who()) : play.plot, play.player,
                 attackSide ? u"for the attack" : u"for the defence"),
             play.plot.isEmpty() ? u"the card's ability"_s : u"the card played"_s);
    }
}

void Adjudication::money()
{
    for (const AttackMoney &payment : s.money) {
        const bool fromIlluminati =
            payment.treasury.compare(u"illuminati"_s, Qt::CaseInsensitive) == 0;
        // Refusals name the group that paid, or the player who paid from an Illuminati.
        const QString who = fromIlluminati ? payment.player : payment.treasury;
        if (rules != RuleSet::Classic) {
            refuse(who, u"megabucks belong to the boxed game"_s, src::classicMoney);
            continue;
        }
        const bool third = !isAttacker(payment.player) && !isDefender(payment.player);
        if (third) {
            if (s.privileged) {
                refuse(payment.player, u"nobody may interfere in a privileged attack"_s,
                       src::classicPrivilege);
                continue;
            }
            if (!fromIlluminati) {
                refuse(who, u"interfering players pay from their Illuminati treasury only"_s,
                       src::classicInterference);
                continue;
            }
            if (payment.side == AttackSide::Attack)
                result.attack += payment.amount;
            else
                result.defence += payment.amount;
            line(payment.side == AttackSide::Attack ? payment.amount : -payment.amount,
                 u"%1%2: %3 interferes with %4 MB"_s
                     .arg(payment.side == AttackSide::Attack ? u"+"_s : u"-"_s)
                     .arg(payment.amount)
                     .arg(payment.player)
                     .arg(payment.amount),
                 src::classicInterference);
            continue;
        }
        if (payment.side == AttackSide::Attack) {
            const bool attackingGroup = s.attacker && payment.treasury == s.attacker->name;
            if (!isAttacker(payment.player) || (!fromIlluminati && !attackingGroup)) {
                refuse(who,
                       u"only the attacking group and the attacker's Illuminati may spend "
                       u"for the attack"_s,
                       src::classicMoney);
                continue;
            }
            result.attack += payment.amount;
            line(payment.amount,
                 u"+%1: %2 MB spent from %3"_s.arg(payment.amount)
                     .arg(payment.amount)
                     .arg(payment.treasury),
                 src::classicMoney);
            continue;
        }
        const bool defendingGroup = payment.treasury == s.target.name;
        if (!isDefender(payment.player) || (!fromIlluminati && !defendingGroup) ||
            s.target.owner != TargetOwner::Rival) {
            refuse(who,
                   u"only the defending group and the defender's Illuminati may spend to "
                   u"defend a group another player controls"_s,
                   src::classicDefenceMoney);
            continue;
        }
        const int value = payment.amount * (defendingGroup ? 2 : 1);
        if (defendingGroup)
            spentFromTarget += payment.amount;
        result.defence += value;
        line(-value,
             u"-%1: %2 MB spent from %3%4"_s.arg(value)
                 .arg(payment.amount)
                 .arg(payment.treasury, defendingGroup ? u", counting double"_s : QString()),
             src::classicDefenceMoney);
    }
}

void Adjudication::goalPowers()
{
    const auto add = [this](const AttackGroup &group) {
        if (!group.power)
            return;
        for (const AttackResult::GoalPower &known : std::as_const(result.goalPower)) {
            if (known.group == group.name)
                return;
        }
        result.goalPower.append({group.name, stat(group, StatModifier::Stat::Power,
                                                  Purpose::Defence, true, false, 1, {})});
    };
    if (s.attacker)
        add(*s.attacker);
    add(s.target);
    for (const AttackGroup &group : s.aiding)
        add(group);
    for (const AttackGroup &group : s.defending) {
        if (group.relation != DefenceRelation::Target)
            add(group);
    }
}

void Adjudication::targetMoney()
{
    if (rules != RuleSet::Classic || !s.target.treasury ||
        (kind != AttackKind::Control && kind != AttackKind::Neutralize))
        return;
    const int remaining = std::max(0, *s.target.treasury - spentFromTarget);
    AttackResult::TargetMoney money;
    if (kind == AttackKind::Control) {
        money.withTarget = remaining / 2;
        money.toBank = remaining - money.withTarget;
        line(0,
             fmt(u"if it succeeds: %1 MB (half of the %2 left, round down) go with %3 to its new "
                 u"owner, %4 MB to the bank",
                 money.withTarget, remaining, s.target.name, money.toBank),
             u"001_75a3615548477915.txt, line 224"_s);
    } else {
        money.toBank = remaining;
        line(0,
             fmt(u"if it succeeds: %1 and its puppets become uncontrolled, and all %2 MB on it go "
                 u"to the bank",
                 s.target.name, remaining),
             u"001_75a3615548477915.txt, line 238"_s);
    }
    result.targetMoney = money;
}

AttackResult Adjudication::run()
{
    result.lines.reserve(16);
    checkLegality();
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
    result.probability = successChance(result.strength);
    if (result.strength < 2)
        line(0, fmt(u"strength %1: below 2, the attack cannot succeed", result.strength),
             src::strength);
    else if (result.strength >= 10)
        line(0,
             fmt(u"strength %1: a roll of 11 or 12 always fails, so 33 chances in 36",
                 result.strength),
             src::autoFail);
    else
        line(0, fmt(u"strength %1: roll %1 or less on two dice", result.strength), src::strength);
    targetMoney();
    goalPowers();
    if (kind == AttackKind::Instant) {
        const QString card = s.instantCard.toLower();
        result.targetLosesToken = card.contains(u"disaster"_s) || card.isEmpty();
        if (result.targetLosesToken)
            line(0,
                 u"the target loses one Action token at once (back if the Disaster is "
                 u"cancelled)"_s,
                 src::disasterToken);
    }
    return result;
}

// The groups whose alignment is in doubt, by name, in the order met.
QStringList doubtfulGroups(const AttackScenario &scenario)
{
    QStringList found;
    const auto visit = [&found](const AttackGroup &group) {
        for (const AlignmentMark &mark : group.alignments) {
            if (mark.sometimes && !group.illuminati && !found.contains(group.name))
                found.append(group.name);
        }
    };
    if (scenario.attacker)
        visit(*scenario.attacker);
    visit(scenario.target);
    if (scenario.target.master)
        visit(*scenario.target.master);
    for (const AttackGroup &group : scenario.aiding)
        visit(group);
    for (const AttackGroup &group : scenario.defending)
        visit(group);
    return found;
}

QString doubtfulAlignments(const AttackScenario &scenario, const QString &name)
{
    Alignments in;
    const auto visit = [&](const AttackGroup &group) {
        if (group.name != name)
            return;
        for (const AlignmentMark &mark : group.alignments) {
            if (mark.sometimes && !in.contains(mark.value))
                in.append(mark.value);
        }
    };
    if (scenario.attacker)
        visit(*scenario.attacker);
    visit(scenario.target);
    for (const AttackGroup &group : scenario.aiding)
        visit(group);
    for (const AttackGroup &group : scenario.defending)
        visit(group);
    return names(in);
}

} // namespace

Fraction Fraction::of(qint64 num, qint64 den)
{
    if (den < 0) {
        num = -num;
        den = -den;
    }
    if (num == 0)
        return {0, 1};
    const qint64 divisor = std::gcd(num < 0 ? -num : num, den);
    return {num / divisor, den / divisor};
}

Fraction Fraction::operator+(const Fraction &other) const
{
    return of(num * other.den + other.num * den, den * other.den);
}

Fraction Fraction::operator*(const Fraction &other) const
{
    return of(num * other.num, den * other.den);
}

QString Fraction::toString() const
{
    return u"%1/%2"_s.arg(num).arg(den);
}

int clampDieResult(int result, int dice)
{
    dice = std::max(dice, 1);
    return std::clamp(result, dice, 6 * dice);
}

Fraction successChance(int strength)
{
    if (strength < 2)
        return {0, 1};
    return Fraction::of(WaysAtMost[std::size_t(std::min(strength, 10))], 36);
}

AttackResult adjudicate(const AttackScenario &scenario, const CardAbilities *abilities)
{
    const QStringList doubtful = doubtfulGroups(scenario);
    if (doubtful.isEmpty() || doubtful.size() > 4) {
        // More than four groups in doubt at once does not happen at a real table; they are
        // then taken as holding their alignments.
        Settled all;
        for (const QString &name : doubtful)
            all.insert(name);
        AttackResult result = Adjudication(scenario, all, abilities).run();
        if (result.legal) {
            for (int target = std::max(result.strength + 1, 2); target <= 10; ++target)
                result.needed.append({target - result.strength, target, successChance(target)});
        }
        return result;
    }
    // Each alignment in doubt holds or not at even odds (Bill Clinton: 1-3 on a die), settled
    // once, when the dice are rolled (002_c1b8ef93d76c5628.txt, lines 48-54).
    AttackResult overall;
    const int cases = 1 << doubtful.size();
    const Fraction each = Fraction::of(1, cases);
    Fraction total{0, 1};
    for (int mask = 0; mask < cases; ++mask) {
        Settled holding;
        QStringList condition;
        for (qsizetype i = 0; i < doubtful.size(); ++i) {
            const bool holds = (mask & (1 << i)) == 0;
            if (holds)
                holding.insert(doubtful.at(i));
            condition.append(u"%1 is %2%3"_s.arg(doubtful.at(i), holds ? QString() : u"not "_s,
                                                 doubtfulAlignments(scenario, doubtful.at(i))));
        }
        AttackResult one = Adjudication(scenario, holding, abilities).run();
        if (mask == 0) {
            overall = one;
            overall.lines.append({0,
                                  u"%1: the alignment is settled when the dice are rolled; "
                                  u"each case below at even odds"_s.arg(doubtful.join(u", "_s)),
                                  src::doubt});
        }
        const Fraction chance = one.strength < 2 ? Fraction{0, 1} : one.probability;
        total = total + each * chance;
        overall.outcomes.append({condition.join(u"; "_s), each, one.attack, one.defence,
                                 one.strength, chance, one.violations});
    }
    overall.probability = total;
    return overall;
}

} // namespace inwo
