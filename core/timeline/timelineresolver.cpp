#include "timeline/timelineresolver.h"
#include "rules/ruleids.h"

#include "attack/declaredattack.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "table/attacklist.h"
#include "table/tablestats.h"

#include <QHash>
#include <QSet>

#include <functional>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using C = TableFactCode;
using Args = FactArgs;


// The one card that cancels a special ability needing no action (R101; VFAQ, Special
// Abilities): named here because the rule itself names it.
constexpr auto AreWeHavingFunYet = u"Are We Having Fun Yet?";

// A change to the table that a cancel undoes, or that a cancel gives back.
struct Effect
{
    std::function<void()> apply;
    std::function<void()> revert;
};

struct PlayState
{
    bool refused = false;
    std::optional<TableFact> refusal;
    std::optional<TableFact> refusalExtra;
    int cancelledBy = -1; // the standing cancel that undid it
    int restoredFrom = -1;
    bool illegal = false;
    std::optional<TableFact> illegalLine;
    RuleId illegalRule = RuleId::None;
    QList<Effect> effects;
    bool effectsOn = false;
    QList<Effect> refunds;
    bool refundsOn = false;
    QList<InstanceId> tokens;  // Action tokens it spent when announced
    int attack = -1;           // the attack it is part of
    int owner = -1;            // the aid, defend, agents or attack play it goes `with`
    bool attackerSide = false; // the attacking group's own plays (R89: lost with the attack)
    QList<InstanceId> cancelledPowers; // powering actions a cancel took away (R87)
    int powerReplacedBy = -1;
    int salvagedBy = -1;
    int madeIllegalBy = -1; // a change that made it illegal for a while (R95 when cancelled)
    int duringAttack = -1;  // the attack open, not yet rolled, when it was made (R97)
    int powerCancel = -1;   // the cancel that took away one of its powering actions (R87)
    int nwoDiscardedBy = -1;
    bool claimLost = false;
    std::optional<TableCard> handCard; // a Group card taken out of hand for the play
};

struct AttackState
{
    bool rolled = false;
    int roll = -1;
    QList<int> parts; // aid, defend, agents plays and every play `with` the attack or them
    QString targetOwner;
    bool fromHand = false;
};

class Resolver
{
public:
    Resolver(const Timeline &timeline, const CardRepository &cards, const CardAbilities *abilities)
        : m_timeline(timeline), m_cards(cards), m_abilities(abilities), m_start(timeline.position),
          m_position(timeline.position), m_states(timeline.plays.size())
    {}

    TimelineResolution run();

private:
    const Play &play(int index) const { return m_timeline.plays.at(index); }
    int indexOf(const QString &id) const { return m_index.value(id, -1); }
    FactArg label(int index) const;
    FactArg cardName(const InstanceId &id) const;
    TablePlayer *player(const QString &name);
    TableCard *tableCard(const InstanceId &id, QString *controller = nullptr);
    const TableStats &stats();
    void tableChanged() { m_stats.reset(); }

    bool standing(int index) const;
    bool attackStanding(int attack) const;
    bool isPrivileged(int attack) const;

    // The checks made when a play is announced; the first that fails refuses it.
    std::optional<TableFact> refusal(int index);
    std::optional<TableFact> plan28Refusal(int index);
    std::optional<TableFact> cancelRefusal(int index);
    std::optional<TableFact> attackPartRefusal(int index, int attack);
    std::optional<TableFact> eligibility(int index, int attack, bool announcing);
    std::optional<TableFact> conditionFails(const Play &play, RuleId rule, bool announcing);
    std::optional<TableFact> tokenRefusal(int index, const InstanceId &group);
    std::optional<TableFact> plotRefusal(int index, const QString &who, const QString &name,
                                         PlotSource from);

    void announce(int index);
    void spendToken(int index, const InstanceId &group);
    void takePlot(const QString &who, const QString &name, PlotSource from);
    void putPlot(const QString &who, const QString &name, bool exposed);
    void addEffects(int index);
    void applyEffects(int index);
    void revertEffects(int index);
    void cancel(int target, int by);
    void restore(int target);
    void losePower(int plot, const InstanceId &group);
    void makeIllegal(int change);
    void undoIllegal(int change);
    void regainPower(int plot, const InstanceId &group);
    QList<Effect> refundsOf(int index);
    void settleAttack(int attack); // legality up to the dice (R85, R86, R89, R94)
    void roll(int index);
    void settleClaims();

    ResolvedPlay resolved(int index) const;
    void explain(int index, ResolvedPlay &out) const;
    void addItems(int index, ResolvedPlay &out) const;
    PlayItem tokenItem(const InstanceId &group, ItemFate fate, RuleId rule) const;

    const Timeline &m_timeline;
    const CardRepository &m_cards;
    const CardAbilities *m_abilities;
    const Position m_start;
    Position m_position;
    std::optional<TableStats> m_known;
    std::optional<TableStats> m_stats;
    QList<PlayState> m_states;
    QHash<QString, int> m_index;
    QHash<int, AttackState> m_attacks;
    QHash<QString, QStringList> m_salvaged; // Plots salvaged into each player's hand
    QHash<int, QList<int>> m_dependents;    // the plays made `with` each play
    QHash<int, TableFact> m_notes;
    QHash<int, QList<int>> m_madeDuring; // by attack: the plays made while it was open
    QHash<int, QList<int>>
        m_madeIllegal; // by each change: the plays outside attacks it made illegal          // a
                       // rule a play was checked against and passed
    std::optional<TableFact> m_extraRefusalLine;
    QHash<int, int> m_turnRounds; // the round each turn play begins
    int m_lastPlay = -1;          // the last play announced (refused ones aside)
    int m_openAttack = -1;        // an attack announced, not yet rolled
    // Plan 28's World Domination steps (R172).
    int m_step = 0;
    int m_knocksInARow = 0;
    int m_lastActive = -1;
};

FactArg Resolver::label(int index) const
{
    const Play &p = play(index);
    QString name;
    if (p.by.kind == PlayMeans::Kind::Plot)
        name = p.by.plot;
    else if (p.kind == PlayKind::Nwo || p.kind == PlayKind::Agents)
        name = p.card;
    else if (p.kind == PlayKind::Attack)
        name = m_start.card(p.attacker) ? m_start.card(p.attacker)->card : QString();
    else if ((p.kind == PlayKind::Roll || p.kind == PlayKind::DieChange) &&
             indexOf(p.attackPlay) >= 0) {
        const Play &a = play(indexOf(p.attackPlay));
        const TableCard *attacker = m_start.card(a.attacker);
        name = attacker ? u"%1, %2"_s.arg(a.id, attacker->card) : a.id;
    } else if (p.by.kind != PlayMeans::Kind::Rules) {
        name = cardName(p.by.group).text;
    } else if (p.kind == PlayKind::Aid || p.kind == PlayKind::Defend) {
        name = cardName(p.group).text;
    }
    return FactArg::name(name.isEmpty() ? p.id : u"%1 (%2)"_s.arg(p.id, name));
}

FactArg Resolver::cardName(const InstanceId &id) const
{
    if (const TableCard *card = m_start.card(id))
        return FactArg::name(card->card);
    if (const TableCard *card = m_start.handCard(id))
        return FactArg::name(card->card);
    if (const TableCard *card = m_position.card(id))
        return FactArg::name(card->card);
    return FactArg::name(id.value);
}

TablePlayer *Resolver::player(const QString &name)
{
    for (TablePlayer &p : m_position.players) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

TableCard *Resolver::tableCard(const InstanceId &id, QString *controller)
{
    for (TablePlayer &p : m_position.players) {
        const auto found = [&](TableCard &card) {
            if (controller)
                *controller = p.name;
            return &card;
        };
        if (p.illuminati.id == id)
            return found(p.illuminati);
        for (TableCard &card : p.groups) {
            if (card.id == id)
                return found(card);
        }
        for (TableCard &card : p.resources) {
            if (card.id == id)
                return found(card);
        }
    }
    for (TableCard &card : m_position.uncontrolled) {
        if (card.id == id) {
            if (controller)
                controller->clear();
            return &card;
        }
    }
    return nullptr;
}

const TableStats &Resolver::stats()
{
    if (!m_known)
        m_known.emplace(m_start, m_cards, m_abilities);
    if (!m_stats)
        m_stats.emplace(m_position, *m_known, m_cards);
    return *m_stats;
}

bool Resolver::standing(int index) const
{
    const PlayState &state = m_states.at(index);
    return !state.refused && state.cancelledBy < 0 && !state.illegal;
}

bool Resolver::attackStanding(int attack) const
{
    return attack >= 0 && standing(attack);
}

bool Resolver::isPrivileged(int attack) const
{
    for (qsizetype i = attack + 1; i <= m_lastPlay && i < m_timeline.plays.size(); ++i) {
        const Play &p = play(int(i));
        if (p.kind == PlayKind::Privilege && indexOf(p.attackPlay) == attack && standing(int(i)))
            return true;
    }
    return false;
}

// The two-dice totals of a play made at the same moment as `other`, its player's and the other's
// (0 where the file gives none), R104.
std::pair<int, int> rollOffOf(const Play &play, const Play &other)
{
    int mine = 0;
    int theirs = 0;
    for (const RollOffEntry &entry : play.rollOff) {
        if (entry.player == play.player)
            mine = entry.total;
        else if (entry.player == other.player)
            theirs = entry.total;
    }
    return {mine, theirs};
}

// Plays that may be made between a play and its cancel (R99).
bool isPreCancelMove(PlayKind kind)
{
    return kind == PlayKind::BuyPlots || kind == PlayKind::Discard || kind == PlayKind::Give ||
           kind == PlayKind::Salvage;
}

// Plan 28's active moves (R175): what starts something, as against reactions and the parts of
// an attack (R176, R179).
bool isActiveMove(const Play &play, bool attackOpen)
{
    if (!play.reactsTo.isEmpty())
        return false;
    switch (play.kind) {
    case PlayKind::Attack:
    case PlayKind::Takeover:
    case PlayKind::Transfer:
    case PlayKind::Link:
    case PlayKind::Nwo:
    case PlayKind::Look:
    case PlayKind::BuyPlots:
    case PlayKind::Give:
    case PlayKind::Discard:
    case PlayKind::Knock:
        return !attackOpen || play.kind == PlayKind::Attack || play.kind == PlayKind::Knock;
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
    case PlayKind::Change:
        return !attackOpen && play.with.isEmpty();
    default:
        return false;
    }
}

std::optional<TableFact> Resolver::plan28Refusal(int index)
{
    const Play &p = play(index);
    if (m_position.rules != RuleSet::Plan28)
        return std::nullopt;
    const bool attackOpen = m_openAttack >= 0 && attackStanding(m_openAttack);
    if (isActiveMove(p, attackOpen)) {
        QStringList order;
        const int count = int(m_position.players.size());
        int first = 0;
        for (int i = 0; i < count; ++i) {
            if (m_position.players.at(i).name == m_position.turnOf)
                first = i;
        }
        for (int i = 0; i < count; ++i) {
            const TablePlayer &seat = m_position.players.at((first + i) % count);
            if (!seat.eliminated)
                order.append(seat.name);
        }
        if (!order.isEmpty() && m_knocksInARow >= order.size())
            return tableFact(R172, C::RefusedPhaseOver, {label(index)});
        const QString due = order.isEmpty() ? p.player : order.at(m_step % order.size());
        if (due != p.player)
            return tableFact(R172, C::RefusedNotYourStep, {label(index), FactArg::name(due)}, {},
                             p.player);
        return std::nullopt;
    }
    if (p.kind == PlayKind::DieChange) {
        // Right after the roll, before any other reaction (R179).
        const int attack = indexOf(p.attackPlay);
        const int rollAt = m_attacks.value(attack).roll;
        for (int i = rollAt + 1; rollAt >= 0 && i < index; ++i) {
            if (!m_states.at(i).refused && play(i).kind != PlayKind::DieChange)
                return tableFact(R179, C::RefusedDieChangeLate, {label(index)});
        }
    }
    if (p.kind == PlayKind::Cancel || !p.reactsTo.isEmpty()) {
        // A reaction comes before the next active move (R179).
        const int target = indexOf(p.kind == PlayKind::Cancel ? p.cancels : p.reactsTo);
        if (m_lastActive > target && m_lastActive >= 0 &&
            !(m_states.at(target).attack >= 0 && m_states.at(target).attack == m_lastActive))
            return tableFact(R179, C::RefusedReactionLate, {label(index), label(m_lastActive)});
    }
    return std::nullopt;
}

std::optional<TableFact> Resolver::tokenRefusal(int index, const InstanceId &group)
{
    const Play &p = play(index);
    QString controller;
    const TableCard *card = tableCard(group, &controller);
    if (!card || controller != p.player)
        return tableFact(R31, C::RefusedNotTheirs,
                         {label(index), cardName(group), FactArg::name(p.player)}, group, p.player);
    // The target of an instant attack spends no token until it is over (R57).
    if (m_openAttack >= 0 && attackStanding(m_openAttack) &&
        play(m_openAttack).attack == AttackKind::Instant && play(m_openAttack).target == group)
        return tableFact(R57, C::RefusedInstantToken, {label(index)}, group, p.player);
    // One token a turn, and the Slack a card keeps (R151).
    if (card->tokensSpent >= 1 + card->slack)
        return tableFact(R151, C::RefusedNoToken, {label(index), cardName(group)}, group, p.player);
    return std::nullopt;
}

std::optional<TableFact> Resolver::plotRefusal(int index, const QString &who, const QString &name,
                                               PlotSource from)
{
    const TablePlayer *holder = player(who);
    bool has = false;
    if (holder) {
        switch (from) {
        case PlotSource::Hidden:
            has = holder->plotsHidden > 0;
            break;
        case PlotSource::Exposed:
            has = holder->plotsExposed.contains(name);
            break;
        case PlotSource::Salvaged:
            has = m_salvaged.value(who).contains(name);
            break;
        }
    }
    if (has)
        return std::nullopt;
    return tableFact(
        RuleId::None, C::RefusedNoPlot,
        {label(index), FactArg::name(who), FactArg::name(u"%1 (%2)"_s.arg(name, codeOf(from)))}, {},
        who);
}

std::optional<TableFact> Resolver::conditionFails(const Play &p, RuleId rule, bool announcing)
{
    for (const PlayCondition &condition : p.conditions) {
        const std::optional<EffectiveGroup> group = stats().group(condition.card);
        if (!group)
            continue; // named for the referee when the play resolves
        const bool has = group->alignments.contains(condition.alignment);
        if (has == condition.has)
            continue;
        const FactArg alignment = FactArg::of(QList<Alignment>{condition.alignment});
        const int index = indexOf(p.id);
        if (announcing)
            return tableFact(R100, C::RefusedIllegalNow,
                             {label(index), cardName(condition.card), alignment}, condition.card,
                             p.player);
        return tableFact(rule, condition.has ? C::PlayIllegalLacks : C::PlayIllegalHas,
                         {label(index), cardName(condition.card), alignment}, condition.card,
                         p.player);
    }
    return std::nullopt;
}

// Whether an aiding or defending group may take part (R23, R24, R27, R29, R30, R32).
std::optional<TableFact> Resolver::eligibility(int index, int attack, bool announcing)
{
    const Play &p = play(index);
    const Play &a = play(attack);
    if (p.group == a.target)
        return p.kind == PlayKind::Defend
                   ? std::nullopt
                   : std::optional(tableFact(R32, C::RefusedAidSelf, {label(index)}));
    if (p.kind == PlayKind::Defend) {
        // The Illuminati may defend any group; a group its master and its puppets (R27).
        QString controller;
        const TableCard *defender = tableCard(p.group, &controller);
        const TableCard *target = tableCard(a.target);
        if (defender && defender->type == CardType::Illuminati)
            return std::nullopt;
        if (defender && target &&
            (target->master == defender->id || defender->master == target->id))
            return std::nullopt;
    }
    const std::optional<EffectiveGroup> group = stats().group(p.group);
    const std::optional<EffectiveGroup> target = stats().group(a.target);
    if (!group || !target || !group->known || !target->known)
        return std::nullopt;
    const bool destroy = a.attack == AttackKind::Destroy;
    bool shares = false;
    bool opposes = false;
    for (const Alignment mine : group->alignments) {
        for (const Alignment theirs : target->alignments) {
            if (mine == theirs && mine != Alignment::Fanatic)
                shares = true;
            const std::optional<Alignment> opposite = oppositeOf(mine);
            if (opposite && *opposite == theirs)
                opposes = true;
        }
    }
    const bool global = group->globalPower > 0;
    bool eligible = false;
    RuleId because = R23;
    if (p.kind == PlayKind::Aid) {
        eligible = global || (destroy ? opposes : shares);
        because = destroy ? R29 : R23;
    } else {
        eligible = global || shares;
        because = destroy ? R30 : R24;
    }
    if (eligible)
        return std::nullopt;
    if (announcing)
        return tableFact(because, C::RefusedNotEligible,
                         {label(index), cardName(p.group), cardName(a.target)}, p.group, p.player);
    return tableFact(R94, C::PlayIllegalAid, {label(index), cardName(p.group), cardName(a.target)},
                     p.group, p.player);
}

std::optional<TableFact> Resolver::attackPartRefusal(int index, int attack)
{
    const Play &p = play(index);
    if (attack >= 0 && m_states.at(attack).cancelledBy >= 0)
        return tableFact(R83, C::RefusedAlreadyCancelled,
                         {label(index), label(attack), label(m_states.at(attack).cancelledBy)});
    if (attack < 0 || play(attack).kind != PlayKind::Attack || !attackStanding(attack))
        return tableFact(R83, C::RefusedNotStanding,
                         {label(index), attack >= 0 ? label(attack) : FactArg::name(p.attackPlay)});
    const AttackState &state = m_attacks[attack];
    if (state.rolled && p.kind != PlayKind::DieChange)
        return tableFact(R97, C::RefusedRolled, {label(index), label(attack)});
    if (!state.rolled && p.kind == PlayKind::DieChange)
        return tableFact(R97, C::RefusedDieBeforeRoll, {label(index), label(attack)});
    const Play &a = play(attack);
    const bool instant = a.attack == AttackKind::Instant;
    if (instant && (p.kind == PlayKind::Aid || p.kind == PlayKind::Agents))
        return tableFact(R56, C::RefusedInstantAid, {label(index)});
    if (instant && p.kind == PlayKind::Defend)
        return p.group == a.target ? tableFact(R57, C::RefusedInstantToken, {label(index)})
                                   : tableFact(R56, C::RefusedInstantAid, {label(index)});
    if (p.kind != PlayKind::Privilege && p.kind != PlayKind::DieChange &&
        p.kind != PlayKind::Cancel && isPrivileged(attack) && p.player != a.player &&
        p.player != state.targetOwner)
        return tableFact(R48, C::RefusedPrivileged,
                         {label(index), label(attack), FactArg::name(p.player)}, {}, p.player);
    // One player uses one copy of a Plot in one attack or one defence (R55), cancels made during
    // it included.
    if (p.by.kind == PlayMeans::Kind::Plot && !p.by.plotId.isEmpty()) {
        for (const int part : state.parts + m_madeDuring.value(attack)) {
            const Play &other = play(part);
            if (standing(part) && other.player == p.player &&
                other.by.kind == PlayMeans::Kind::Plot && other.by.plotId == p.by.plotId)
                return tableFact(R55, C::RefusedDuplicatePlot,
                                 {label(index), FactArg::name(p.player), FactArg::name(p.by.plot)},
                                 {}, p.player);
        }
    }
    if (p.kind == PlayKind::Agents) {
        for (const int part : state.parts) {
            if (play(part).kind == PlayKind::Agents && standing(part))
                return tableFact(R61, C::RefusedSecondAgents, {label(index)});
        }
        if (p.player == state.targetOwner)
            return tableFact(R61, C::RefusedOwnAgents, {label(index)});
    }
    return std::nullopt;
}

std::optional<TableFact> Resolver::cancelRefusal(int index)
{
    const Play &p = play(index);
    const int target = indexOf(p.cancels);
    const PlayState &targetState = m_states.at(target);
    if (targetState.cancelledBy >= 0)
        return tableFact(R83, C::RefusedAlreadyCancelled,
                         {label(index), label(target), label(targetState.cancelledBy)});
    if (targetState.refused)
        return tableFact(R83, C::RefusedNotStanding, {label(index), label(target)});
    // 5. The powering action a cancel names must power the play.
    if (!p.token.isEmpty() && !play(target).by.poweredBy.contains(p.token))
        return tableFact(R87, C::RefusedTokenNotPowering,
                         {label(index), cardName(p.token), label(target)}, p.token, p.player);
    const Play &t = play(target);
    if (t.kind == PlayKind::Turn || t.kind == PlayKind::Knock)
        return tableFact(R150, C::RefusedNotCancellable, {label(index), label(target)});
    // Nothing is cancelled after the dice (R97): not the attack, nor any play made during it.
    const int attack = t.kind == PlayKind::Attack ? target
                       : t.kind == PlayKind::Roll || t.kind == PlayKind::DieChange
                           ? indexOf(t.attackPlay)
                       : targetState.attack >= 0 ? targetState.attack
                                                 : targetState.duringAttack;
    if (t.kind == PlayKind::Roll || t.kind == PlayKind::DieChange ||
        (attack >= 0 && m_attacks.value(attack).rolled))
        return tableFact(R97, C::RefusedAfterDice,
                         {label(index), label(attack >= 0 ? attack : target)});
    // Looks and what made an attack privileged are cancelled before they take effect (R98).
    if (t.kind == PlayKind::Look || t.kind == PlayKind::Privilege) {
        for (int i = target + 1; i < index; ++i) {
            if (!m_states.at(i).refused && !isPreCancelMove(play(i).kind))
                return tableFact(R98, C::RefusedTooLate, {label(index), label(target)});
        }
    }
    // A special ability needing no action: only Are We Having Fun Yet? (R101).
    if (t.by.kind == PlayMeans::Kind::Ability) {
        const bool awhfy = p.by.kind == PlayMeans::Kind::Plot &&
                           CardNameResolver::keyOf(p.by.plot) ==
                               CardNameResolver::keyOf(QString::fromUtf16(AreWeHavingFunYet));
        if (!awhfy)
            return tableFact(R101, C::RefusedAbilityCancel, {label(index)});
    }
    // A third party in a privileged attack may cancel only what made it privileged (R48, R51).
    if (attack >= 0 && t.kind != PlayKind::Privilege && isPrivileged(attack) &&
        p.player != play(attack).player && p.player != m_attacks.value(attack).targetOwner)
        return tableFact(R51, C::RefusedPrivilegeSource,
                         {label(index), label(attack), FactArg::name(p.player)}, {}, p.player);
    if (const auto now = conditionFails(p, R100, true))
        return now;
    // Nobody steps back in time (R99, R100): the cancel had to be possible when the play took
    // effect, before the changes made since.
    if (!p.conditions.isEmpty()) {
        QList<int> since;
        for (int i = target + 1; i < index; ++i) {
            if ((play(i).kind == PlayKind::Change || play(i).kind == PlayKind::Nwo) &&
                m_states.at(i).effectsOn)
                since.append(i);
        }
        for (auto it = since.rbegin(); it != since.rend(); ++it)
            revertEffects(*it);
        const bool couldThen = !conditionFails(p, R100, true).has_value();
        for (const int i : since)
            applyEffects(i);
        if (!couldThen) {
            const InstanceId who =
                p.by.kind == PlayMeans::Kind::Plot ? p.conditions.first().card : p.by.group;
            if (!since.isEmpty())
                m_extraRefusalLine = tableFact(R99, C::PreCancelBarred, {label(since.first())});
            return tableFact(R100, C::RefusedSteppedBack,
                             {label(index), label(target), cardName(who)}, who, p.player);
        }
    }
    // Outside an attack, the canceller does nothing else before his cancel (R99).
    if (attack < 0 && !(m_openAttack >= 0 && attackStanding(m_openAttack))) {
        for (int i = target + 1; i < index; ++i) {
            if (!m_states.at(i).refused && play(i).player == p.player &&
                !isPreCancelMove(play(i).kind) && play(i).kind != PlayKind::Cancel)
                return tableFact(R99, C::RefusedOwnPlayBeforeCancel,
                                 {label(index), FactArg::name(p.player), label(i), label(target)},
                                 {}, p.player);
        }
    }
    return std::nullopt;
}

std::optional<TableFact> Resolver::refusal(int index)
{
    const Play &p = play(index);
    if (const auto plan28 = plan28Refusal(index))
        return plan28;
    if (!p.simultaneousWith.isEmpty()) {
        const auto [mine, theirs] = rollOffOf(p, play(indexOf(p.simultaneousWith)));
        if (mine == 0 || theirs == 0 || mine == theirs)
            return tableFact(R104, C::RefusedRollOffTie, {label(index)});
    }
    // The parts of an attack.
    int attack = -1;
    if (!p.attackPlay.isEmpty())
        attack = indexOf(p.attackPlay);
    else if (!p.with.isEmpty())
        attack = m_states.at(indexOf(p.with)).attack >= 0 ? m_states.at(indexOf(p.with)).attack
                 : play(indexOf(p.with)).kind == PlayKind::Attack ? indexOf(p.with)
                                                                  : -1;
    if (!p.with.isEmpty() && !standing(indexOf(p.with)) && p.kind != PlayKind::Action)
        return tableFact(R83, C::RefusedNotStanding, {label(index), label(indexOf(p.with))});
    if (attack >= 0 && p.kind != PlayKind::Roll) {
        if (const auto part = attackPartRefusal(index, attack))
            return part;
    }
    switch (p.kind) {
    case PlayKind::Privilege:
        // Once negated, privilege is not regained on that attack (R49).
        for (int i = attack + 1; attack >= 0 && i < index; ++i) {
            if (play(i).kind == PlayKind::Privilege && indexOf(play(i).attackPlay) == attack &&
                m_states.at(i).cancelledBy >= 0)
                return tableFact(R49, C::RefusedPrivilegeNegated, {label(index), label(attack)});
        }
        break;
    case PlayKind::Attack: {
        QString holder;
        if (const TableCard *fromHand = m_position.handCard(p.target, &holder);
            fromHand && holder == p.player && m_position.inPlay(fromHand->cardId))
            return tableFact(R63, C::RefusedDuplicateFromHand,
                             {label(index), FactArg::name(fromHand->card)}, p.target, p.player);
        // Illuminati are never attacked (R09).
        if (const TableCard *target = m_position.card(p.target);
            target && target->type == CardType::Illuminati)
            return tableFact(R09, C::RefusedIlluminatiTarget,
                             {label(index), FactArg::name(target->card)}, p.target, p.player);
        // A Resource is only taken over, never attacked (R139).
        if (const TableCard *fromHand = m_position.handCard(p.target);
            fromHand && fromHand->type == CardType::Resource)
            return tableFact(R139, C::RefusedResourceAttacked,
                             {label(index), FactArg::name(fromHand->card)}, p.target, p.player);
        if (p.attack != AttackKind::Instant) {
            if (const auto token = tokenRefusal(index, p.attacker))
                return token;
        }
        break;
    }
    case PlayKind::Aid:
    case PlayKind::Defend: {
        if (const auto token = tokenRefusal(index, p.group))
            return token;
        if (const auto eligible = eligibility(index, attack, true))
            return eligible;
        break;
    }
    case PlayKind::Cancel:
        if (const auto cancel = cancelRefusal(index))
            return cancel;
        if (attack < 0 && m_openAttack >= 0 && attackStanding(m_openAttack) &&
            p.by.kind == PlayMeans::Kind::Plot && !p.by.plotId.isEmpty()) {
            for (const int other :
                 m_madeDuring.value(m_openAttack) + m_attacks.value(m_openAttack).parts) {
                const Play &q = play(other);
                if (standing(other) && q.player == p.player && q.by.kind == PlayMeans::Kind::Plot &&
                    q.by.plotId == p.by.plotId)
                    return tableFact(
                        R55, C::RefusedDuplicatePlot,
                        {label(index), FactArg::name(p.player), FactArg::name(p.by.plot)}, {},
                        p.player);
            }
        }
        break;
    case PlayKind::Roll: {
        // 11 or 12 always fails (R03).
        if (p.success && p.dice[0] + p.dice[1] >= 11)
            return tableFact(R03, C::RefusedElevenTwelve,
                             {label(index), FactArg::of(p.dice[0] + p.dice[1])});
        if (!attackStanding(attack))
            return tableFact(R83, C::RefusedNotStanding, {label(index), label(attack)});
        if (m_attacks.value(attack).rolled)
            return tableFact(R97, C::RefusedRolled, {label(index), label(attack)});
        break;
    }
    case PlayKind::Turn: {
        if (m_openAttack >= 0 && attackStanding(m_openAttack) &&
            !m_attacks.value(m_openAttack).rolled)
            return tableFact(R150, C::RefusedAttackOpen, {label(index), label(m_openAttack)});
        // Play goes round the table (R155): the next player still in the game.
        const QList<TablePlayer> &seats = m_position.players;
        int from = 0;
        for (int i = 0; i < seats.size(); ++i) {
            if (seats.at(i).name == m_position.turnOf)
                from = i;
        }
        for (int step = 1; step <= seats.size(); ++step) {
            const TablePlayer &next = seats.at((from + step) % seats.size());
            if (next.eliminated)
                continue;
            if (next.name != p.player)
                return tableFact(R155, C::RefusedNotNextTurn,
                                 {label(index), FactArg::name(next.name)}, {}, p.player);
            break;
        }
        break;
    }
    case PlayKind::Takeover: {
        const TableCard *card = m_position.handCard(p.group);
        QString holder;
        m_position.handCard(p.group, &holder);
        if (!card || holder != p.player)
            return tableFact(RuleId::None, C::RefusedNotInHand,
                             {label(index), cardName(p.group), FactArg::name(p.player)}, p.group,
                             p.player);
        if (!card->cardId.isEmpty()) {
            const bool resource = card->type == CardType::Resource;
            const std::optional<Card> printed =
                resource ? m_cards.cardById(card->cardId) : std::nullopt;
            const bool unique = printed && printed->resourceKinds.contains(ResourceKind::Unique);
            // Non-unique Resources may be in play in any number (R136).
            if (const TableCard *inPlay = m_position.inPlay(card->cardId);
                inPlay && resource && !unique)
                m_notes[index] = tableFact(R136, C::NonUniqueResourceAgain,
                                           {label(index), FactArg::name(card->card)});
            else if (inPlay && (!resource || unique))
                return tableFact(unique ? R134 : R138,
                                 unique ? C::RefusedUnique : C::RefusedDuplicateGroup,
                                 {label(index), FactArg::name(inPlay->card)}, p.group, p.player);
            for (const DestroyedCard &destroyed : m_position.destroyed) {
                if (destroyed.cardId == card->cardId && card->type != CardType::Resource)
                    return tableFact(R137, C::RefusedDestroyedDuplicate,
                                     {label(index), FactArg::name(destroyed.card)}, p.group,
                                     p.player);
            }
        }
        break;
    }
    case PlayKind::Transfer:
        if (!tableCard(p.group) || !tableCard(p.master))
            return tableFact(R83, C::RefusedNotStanding, {label(index), cardName(p.group)});
        break;
    case PlayKind::BuyPlots: {
        int illuminati = 0;
        int others = 0;
        for (const InstanceId &token : p.tokens) {
            if (const auto refused = tokenRefusal(index, token))
                return refused;
            const TableCard *card = tableCard(token);
            // A Resource's tokens never buy Plots (R140).
            if (card && card->type == CardType::Resource)
                return tableFact(R140, C::RefusedResourceTokens,
                                 {label(index), FactArg::name(card->card)}, token, p.player);
            (card && card->type == CardType::Illuminati ? illuminati : others) += 1;
        }
        if (others % 2 != 0)
            return tableFact(R152, C::RefusedBuyPlots, {label(index)});
        [[fallthrough]];
    }
    case PlayKind::Give:
        if (m_openAttack >= 0 && attackStanding(m_openAttack) && isPrivileged(m_openAttack))
            return tableFact(R50, C::RefusedPrivilegedTrade, {label(index), label(m_openAttack)});
        [[fallthrough]];
    case PlayKind::Discard: {
        if (p.kind == PlayKind::BuyPlots)
            break;
        // Nothing is thrown away to thwart a look (R103).
        for (int i = index - 1; i >= 0; --i) {
            if (m_states.at(i).refused || isPreCancelMove(play(i).kind))
                continue;
            if (play(i).kind == PlayKind::Look && play(i).at == p.player && standing(i))
                return tableFact(R103, C::RefusedThwartLook,
                                 {label(index), FactArg::name(p.player), label(i)}, {}, p.player);
            break;
        }
        if (const auto plot = plotRefusal(index, p.player, p.card, p.from))
            return plot;
        break;
    }
    case PlayKind::Salvage: {
        const int target = indexOf(p.salvages);
        const Play &t = play(target);
        const bool contested = !p.claims.isEmpty() || !p.simultaneousWith.isEmpty();
        if (t.by.kind != PlayMeans::Kind::Plot || m_states.at(target).refused ||
            (m_states.at(target).salvagedBy >= 0 && !contested))
            return tableFact(RuleId::None, C::RefusedNothingToSalvage,
                             {label(index), label(target)});
        break;
    }
    case PlayKind::Nwo:
        if (const auto plot = plotRefusal(index, p.player, p.card, p.from))
            return plot;
        break;
    default:
        break;
    }
    // What makes the play: its Plot in hand, its tokens.
    if (p.by.kind == PlayMeans::Kind::Plot) {
        if (const auto plot = plotRefusal(index, p.player, p.by.plot, p.by.from))
            return plot;
        for (const InstanceId &group : p.by.poweredBy) {
            if (const auto token = tokenRefusal(index, group))
                return token;
        }
    } else if (p.by.kind == PlayMeans::Kind::Action) {
        if (const auto token = tokenRefusal(index, p.by.group))
            return token;
    }
    if (p.kind != PlayKind::Cancel) {
        if (const auto condition = conditionFails(p, R100, true))
            return condition;
    }
    return std::nullopt;
}

void Resolver::spendToken(int index, const InstanceId &group)
{
    if (TableCard *card = tableCard(group)) {
        ++card->tokensSpent;
        m_states[index].tokens.append(group);
    }
}

void Resolver::takePlot(const QString &who, const QString &name, PlotSource from)
{
    TablePlayer *holder = player(who);
    if (!holder)
        return;
    switch (from) {
    case PlotSource::Hidden:
        holder->plotsHidden = std::max(0, holder->plotsHidden - 1);
        break;
    case PlotSource::Exposed:
        holder->plotsExposed.removeOne(name);
        break;
    case PlotSource::Salvaged:
        m_salvaged[who].removeOne(name);
        holder->plotsHidden = std::max(0, holder->plotsHidden - 1);
        break;
    }
}

void Resolver::putPlot(const QString &who, const QString &name, bool exposed)
{
    if (TablePlayer *holder = player(who)) {
        if (exposed)
            holder->plotsExposed.append(name);
        else
            ++holder->plotsHidden;
    }
}

void Resolver::addEffects(int index)
{
    const Play &p = play(index);
    QList<Effect> &effects = m_states[index].effects;
    switch (p.kind) {
    case PlayKind::Attack:
        // A Disaster's target loses a token at once, and gets it back if it is cancelled (R58).
        if (p.disaster) {
            if (TableCard *target = tableCard(p.target); target && target->hasTokenLeft()) {
                const InstanceId id = p.target;
                effects.append({[this, id] {
                                    if (TableCard *card = tableCard(id))
                                        ++card->tokensSpent;
                                },
                                [this, id] {
                                    if (TableCard *card = tableCard(id))
                                        --card->tokensSpent;
                                }});
            }
        }
        break;
    case PlayKind::Change: {
        CardChange change;
        change.kind = p.gain ? CardChange::Kind::GainAlignment : CardChange::Kind::LoseAlignment;
        change.alignment = p.gain ? p.gain : p.lose;
        change.lasting = p.lasting;
        change.source = p.by.kind == PlayMeans::Kind::Plot ? p.by.plot : cardName(p.by.group).text;
        const InstanceId id = p.group;
        effects.append({[this, id, change] {
                            if (TableCard *card = tableCard(id))
                                card->changes.append(change);
                            tableChanged();
                        },
                        [this, id, change] {
                            if (TableCard *card = tableCard(id)) {
                                const qsizetype at = card->changes.lastIndexOf(change);
                                if (at >= 0)
                                    card->changes.removeAt(at);
                            }
                            tableChanged();
                        }});
        // A play outside an attack that the change makes illegal is cancelled by it (R83; the
        // VFAQ's Goldfish Fanciers made immune to the Gay Activists by the OMCLs).
        effects.append({[this, index] { makeIllegal(index); },
                        [this, index] {
                            undoIllegal(index);
                        }});
        break;
    }
    case PlayKind::Nwo: {
        auto saved = std::make_shared<QList<NwoInForce>>();
        NwoInForce nwo;
        nwo.card = p.card;
        nwo.cardId = p.cardId;
        nwo.playedBy = p.player;
        if (const std::optional<Card> card = m_cards.cardById(p.cardId))
            nwo.color = card->nwoColor;
        effects.append({[this, saved, nwo] {
                            *saved = m_position.nwos;
                            m_position.playNwo(nwo);
                            tableChanged();
                        },
                        [this, saved] {
                            m_position.nwos = *saved;
                            tableChanged();
                        }});
        break;
    }
    case PlayKind::Takeover: {
        const InstanceId id = p.group;
        const QString who = p.player;
        const InstanceId master = p.master;
        const int arrow = p.arrow;
        effects.append({[this, id, who, master, arrow] {
                            TablePlayer *holder = player(who);
                            if (!holder)
                                return;
                            for (qsizetype i = 0; i < holder->hand.size(); ++i) {
                                if (holder->hand.at(i).id != id)
                                    continue;
                                TableCard card = holder->hand.takeAt(i);
                                if (card.type == CardType::Resource) {
                                    card.linkedTo = master;
                                    holder->resources.append(card);
                                } else {
                                    card.master = master.isEmpty() ? holder->illuminati.id : master;
                                    card.arrow = arrow;
                                    holder->groups.append(card);
                                }
                                break;
                            }
                            tableChanged();
                        },
                        [this, id, who] {
                            TablePlayer *holder = player(who);
                            if (!holder)
                                return;
                            for (QList<TableCard> *list : {&holder->groups, &holder->resources}) {
                                for (qsizetype i = 0; i < list->size(); ++i) {
                                    if (list->at(i).id != id)
                                        continue;
                                    TableCard card = list->takeAt(i);
                                    card.master = {};
                                    card.arrow = 0;
                                    card.linkedTo = {};
                                    holder->hand.append(card);
                                    tableChanged();
                                    return;
                                }
                            }
                        }});
        break;
    }
    case PlayKind::Transfer: {
        auto saved = std::make_shared<Position>();
        const Play copy = p;
        effects.append({[this, saved, copy] {
                            *saved = m_position;
                            QString from;
                            TableCard *card = tableCard(copy.group, &from);
                            if (!card)
                                return;
                            card->master = copy.master;
                            card->arrow = copy.arrow;
                            if (!copy.to.isEmpty() && copy.to != from) {
                                // The group and its puppets go to the new master's player.
                                TablePlayer *giver = player(from);
                                TablePlayer *taker = player(copy.to);
                                QSet<QString> moving{copy.group.value};
                                bool grew = true;
                                while (grew && giver && taker) {
                                    grew = false;
                                    for (const TableCard &group : giver->groups) {
                                        if (!moving.contains(group.id.value) &&
                                            moving.contains(group.master.value)) {
                                            moving.insert(group.id.value);
                                            grew = true;
                                        }
                                    }
                                }
                                for (qsizetype i = 0; giver && taker && i < giver->groups.size();) {
                                    if (moving.contains(giver->groups.at(i).id.value))
                                        taker->groups.append(giver->groups.takeAt(i));
                                    else
                                        ++i;
                                }
                            }
                            tableChanged();
                        },
                        [this, saved] {
                            m_position = *saved;
                            tableChanged();
                        }});
        break;
    }
    case PlayKind::Link: {
        const InstanceId id = p.group;
        const InstanceId to = p.master;
        auto before = std::make_shared<InstanceId>();
        effects.append({[this, id, to, before] {
                            if (TableCard *card = tableCard(id)) {
                                *before = card->linkedTo;
                                card->linkedTo = to;
                            }
                        },
                        [this, id, before] {
                            if (TableCard *card = tableCard(id))
                                card->linkedTo = *before;
                        }});
        break;
    }
    case PlayKind::Salvage: {
        const int target = indexOf(p.salvages);
        const QString who = p.player;
        const QString name = play(target).by.plot;
        auto previous = std::make_shared<int>(-1);
        effects.append({[this, target, index, who, name, previous] {
                            *previous = m_states[target].salvagedBy;
                            m_states[target].salvagedBy = index;
                            m_salvaged[who].append(name);
                            putPlot(who, name, false);
                        },
                        [this, target, index, who, name, previous] {
                            if (m_states[target].salvagedBy == index)
                                m_states[target].salvagedBy = *previous;
                            m_salvaged[who].removeOne(name);
                            if (TablePlayer *holder = player(who))
                                holder->plotsHidden = std::max(0, holder->plotsHidden - 1);
                        }});
        break;
    }
    case PlayKind::BuyPlots: {
        int bought = 0;
        for (const InstanceId &token : p.tokens) {
            const TableCard *card = m_start.card(token);
            bought += card && card->type == CardType::Illuminati ? 2 : 1;
        }
        bought /= 2;
        const QString who = p.player;
        effects.append({[this, who, bought] {
                            if (TablePlayer *holder = player(who))
                                holder->plotsHidden += bought;
                        },
                        [this, who, bought] {
                            if (TablePlayer *holder = player(who))
                                holder->plotsHidden = std::max(0, holder->plotsHidden - bought);
                        }});
        break;
    }
    case PlayKind::Give: {
        const QString to = p.to;
        const QString name = p.card;
        const bool exposed = p.from == PlotSource::Exposed;
        effects.append({[this, to, name, exposed] { putPlot(to, name, exposed); },
                        [this, to, name, exposed] {
                            takePlot(to, name, exposed ? PlotSource::Exposed : PlotSource::Hidden);
                        }});
        break;
    }
    case PlayKind::Cancel: {
        const int target = indexOf(p.cancels);
        if (!p.token.isEmpty() && play(target).by.poweredBy.size() > 1) {
            // One of several actions powering a Plot (R87): another may replace it.
            const InstanceId token = p.token;
            effects.append({[this, target, token, index] {
                                m_states[target].powerCancel = index;
                                losePower(target, token);
                            },
                            [this, target, token] {
                                m_states[target].powerCancel = -1;
                                regainPower(target, token);
                            }});
        } else {
            effects.append({[this, target, index] { cancel(target, index); },
                            [this, target] {
                                restore(target);
                            }});
        }
        break;
    }
    case PlayKind::Turn: {
        // Phase 4: the player's groups get their tokens back (R150, R151); what lasted until
        // the end of the turn ends (R127, R148).
        auto saved = std::make_shared<Position>();
        const QString who = p.player;
        effects.append({[this, saved, who] {
                            *saved = m_position;
                            int from = -1;
                            int to = -1;
                            for (int i = 0; i < m_position.players.size(); ++i) {
                                if (m_position.players.at(i).name == m_position.turnOf)
                                    from = i;
                                if (m_position.players.at(i).name == who)
                                    to = i;
                            }
                            if (to <= from)
                                ++m_position.round;
                            m_position.turnOf = who;
                            const auto endTurn = [](TableCard &card) {
                                card.changes.removeIf([](const CardChange &change) {
                                    return change.lasting == CardChange::Lasting::ThisTurn;
                                });
                            };
                            // Plan 28's Planning phase refills every player (R171).
                            const bool everyone = m_position.rules == RuleSet::Plan28;
                            for (TablePlayer &seat : m_position.players) {
                                const bool refill = everyone || seat.name == who;
                                for (TableCard *card : {&seat.illuminati}) {
                                    endTurn(*card);
                                    if (refill)
                                        card->tokensSpent = 0;
                                }
                                for (QList<TableCard> *list : {&seat.groups, &seat.resources}) {
                                    for (TableCard &card : *list) {
                                        endTurn(card);
                                        if (refill)
                                            card.tokensSpent = 0;
                                    }
                                }
                            }
                            for (TableCard &card : m_position.uncontrolled)
                                endTurn(card);
                            tableChanged();
                        },
                        [this, saved] {
                            m_position = *saved;
                            tableChanged();
                        }});
        break;
    }
    case PlayKind::Action:
        // An action `with` a Plot replaces a cancelled powering action (R87).
        if (!p.with.isEmpty() && play(indexOf(p.with)).by.kind == PlayMeans::Kind::Plot &&
            !m_states.at(indexOf(p.with)).cancelledPowers.isEmpty()) {
            const int plot = indexOf(p.with);
            effects.append({[this, plot, index] {
                                m_states[plot].powerReplacedBy = index;
                                if (standing(plot))
                                    applyEffects(plot);
                            },
                            [this, plot] {
                                m_states[plot].powerReplacedBy = -1;
                                if (!m_states[plot].cancelledPowers.isEmpty())
                                    revertEffects(plot);
                            }});
        }
        break;
    default:
        break;
    }
}

void Resolver::applyEffects(int index)
{
    PlayState &state = m_states[index];
    if (state.effectsOn)
        return;
    state.effectsOn = true;
    for (const Effect &effect : std::as_const(m_states[index].effects))
        effect.apply();
}

void Resolver::revertEffects(int index)
{
    PlayState &state = m_states[index];
    if (!state.effectsOn)
        return;
    state.effectsOn = false;
    const QList<Effect> effects = state.effects;
    for (auto it = effects.rbegin(); it != effects.rend(); ++it)
        it->revert();
}

// What a cancelled play gives back: for an attack, the aiders' and defenders' tokens, their Plots
// (exposed), the agents card, and a Group card of a first attempt from hand stays there (R89,
// R91, R105).
QList<Effect> Resolver::refundsOf(int index)
{
    QList<Effect> refunds;
    const Play &p = play(index);
    if (p.kind != PlayKind::Attack) {
        // A Plot played with a cancelled Plot is made illegal: it comes back exposed (R85; the
        // VFAQ's Combined Disasters). One played with a cancelled aid is lost with it (R93).
        if (p.kind == PlayKind::Aid || p.kind == PlayKind::Defend || p.kind == PlayKind::Agents)
            return refunds;
        for (const int dependent : m_dependents.value(index)) {
            const Play &q = play(dependent);
            if (!standing(dependent) || q.kind == PlayKind::Action ||
                q.by.kind != PlayMeans::Kind::Plot)
                continue;
            const QString who = q.player;
            const QString name = q.by.plot;
            refunds.append({[this, dependent, who, name] {
                                revertEffects(dependent);
                                putPlot(who, name, true);
                            },
                            [this, dependent, who, name] {
                                takePlot(who, name, PlotSource::Exposed);
                                applyEffects(dependent);
                            }});
        }
        return refunds;
    }
    for (const int part : m_attacks.value(index).parts) {
        if (!standing(part))
            continue;
        const Play &q = play(part);
        const PlayState &state = m_states.at(part);
        if (state.attackerSide)
            continue;
        for (const InstanceId &token : state.tokens) {
            refunds.append({[this, token] {
                                if (TableCard *card = tableCard(token))
                                    --card->tokensSpent;
                            },
                            [this, token] {
                                if (TableCard *card = tableCard(token))
                                    ++card->tokensSpent;
                            }});
        }
        if (q.by.kind == PlayMeans::Kind::Plot) {
            const QString who = q.player;
            const QString name = q.by.plot;
            refunds.append({[this, who, name] { putPlot(who, name, true); },
                            [this, who, name] {
                                takePlot(who, name, PlotSource::Exposed);
                            }});
        }
        if (q.kind == PlayKind::Agents && state.handCard) {
            const QString who = q.player;
            const TableCard card = *state.handCard;
            refunds.append({[this, who, card] {
                                if (TablePlayer *holder = player(who))
                                    holder->hand.append(card);
                            },
                            [this, who, card] {
                                if (TablePlayer *holder = player(who))
                                    holder->hand.removeOne(card);
                            }});
        }
    }
    if (p.secondAttempt && m_attacks.value(index).fromHand) {
        const QString who = p.player;
        const InstanceId id = p.target;
        auto taken = std::make_shared<std::optional<TableCard>>();
        refunds.append({[this, who, id, taken] {
                            TablePlayer *holder = player(who);
                            for (qsizetype i = 0; holder && i < holder->hand.size(); ++i) {
                                if (holder->hand.at(i).id == id)
                                    *taken = holder->hand.takeAt(i);
                            }
                        },
                        [this, who, taken] {
                            if (TablePlayer *holder = player(who); holder && *taken)
                                holder->hand.append(**taken);
                        }});
    }
    return refunds;
}

void Resolver::makeIllegal(int change)
{
    QList<int> &made = m_madeIllegal[change];
    for (int i = 0; i < change; ++i) {
        const Play &q = play(i);
        PlayState &state = m_states[i];
        if (q.conditions.isEmpty() || !standing(i) || state.attack >= 0 ||
            q.kind == PlayKind::Attack)
            continue;
        const RuleId because = q.by.kind == PlayMeans::Kind::Plot    ? R85
                               : q.by.kind == PlayMeans::Kind::Rules ? R86
                                                                     : R88;
        const std::optional<TableFact> fails = conditionFails(q, because, false);
        if (!fails)
            continue;
        state.illegal = true;
        state.illegalRule = because;
        state.illegalLine = fails;
        revertEffects(i);
        if (q.by.kind == PlayMeans::Kind::Plot)
            putPlot(q.player, q.by.plot, true);
        made.append(i);
    }
}

void Resolver::undoIllegal(int change)
{
    const QList<int> made = m_madeIllegal.take(change);
    for (auto it = made.rbegin(); it != made.rend(); ++it) {
        const Play &q = play(*it);
        PlayState &state = m_states[*it];
        state.illegal = false;
        state.illegalLine.reset();
        state.illegalRule = RuleId::None;
        state.madeIllegalBy = change; // legal again once the change is cancelled (R95)
        if (q.by.kind == PlayMeans::Kind::Plot)
            takePlot(q.player, q.by.plot, PlotSource::Exposed);
        applyEffects(*it);
    }
}

void Resolver::losePower(int plot, const InstanceId &group)
{
    PlayState &state = m_states[plot];
    state.cancelledPowers.append(group);
    if (state.powerReplacedBy < 0)
        revertEffects(plot); // unless another action replaces it, the Plot is lost (R87)
}

void Resolver::regainPower(int plot, const InstanceId &group)
{
    PlayState &state = m_states[plot];
    state.cancelledPowers.removeOne(group);
    if (state.cancelledPowers.isEmpty() && standing(plot))
        applyEffects(plot);
}

void Resolver::cancel(int target, int by)
{
    PlayState &state = m_states[target];
    if (state.cancelledBy >= 0)
        return;
    // One of the actions powering a Plot (R87).
    const Play &t = play(target);
    if (t.kind == PlayKind::Action && state.owner >= 0 &&
        play(state.owner).by.kind == PlayMeans::Kind::Plot &&
        m_states.at(state.owner).powerReplacedBy != target) {
        m_states[state.owner].powerCancel = by;
        losePower(state.owner, t.by.group);
    }
    state.cancelledBy = by;
    revertEffects(target);
    state.refunds = refundsOf(target);
    state.refundsOn = true;
    for (const Effect &refund : std::as_const(m_states[target].refunds))
        refund.apply();
}

void Resolver::restore(int target)
{
    PlayState &state = m_states[target];
    if (state.cancelledBy < 0)
        return;
    const Play &t = play(target);
    if (t.kind == PlayKind::Action && state.owner >= 0 &&
        play(state.owner).by.kind == PlayMeans::Kind::Plot &&
        m_states.at(state.owner).powerReplacedBy != target)
        regainPower(state.owner, t.by.group);
    // Its canceller is itself cancelled: it stands again (R95).
    state.restoredFrom = state.cancelledBy;
    state.cancelledBy = -1;
    if (state.refundsOn) {
        state.refundsOn = false;
        const QList<Effect> refunds = state.refunds;
        for (auto it = refunds.rbegin(); it != refunds.rend(); ++it)
            it->revert();
    }
    applyEffects(target);
}

// Up to the dice, a play of the attack whose condition fails, or an aider no longer eligible, is
// made illegal (R85, R86, R89, R94).
void Resolver::settleAttack(int attack)
{
    if (!standing(attack))
        return;
    const Play &a = play(attack);
    if (const auto fails = conditionFails(a, R89, false)) {
        PlayState &state = m_states[attack];
        state.illegal = true;
        state.illegalRule = R89;
        state.illegalLine = fails;
        state.refunds = refundsOf(attack);
        state.refundsOn = true;
        for (const Effect &refund : std::as_const(m_states[attack].refunds))
            refund.apply();
        revertEffects(attack);
        return;
    }
    for (const int part : m_attacks.value(attack).parts) {
        if (!standing(part))
            continue;
        const Play &q = play(part);
        std::optional<TableFact> fails;
        RuleId because = R86;
        if (q.kind == PlayKind::Aid || q.kind == PlayKind::Defend) {
            fails = eligibility(part, attack, false);
            because = R94;
            if (!fails)
                fails = conditionFails(q, R94, false);
        } else {
            because = q.by.kind == PlayMeans::Kind::Plot    ? R85
                      : q.by.kind == PlayMeans::Kind::Rules ? R86
                                                            : R88;
            fails = conditionFails(q, because, false);
        }
        if (!fails)
            continue;
        PlayState &state = m_states[part];
        state.illegal = true;
        state.illegalRule = because;
        state.illegalLine = fails;
        revertEffects(part);
        // A Plot made illegal returns to its owner's hand, exposed (R85).
        if (q.kind != PlayKind::Aid && q.kind != PlayKind::Defend &&
            q.by.kind == PlayMeans::Kind::Plot)
            putPlot(q.player, q.by.plot, true);
    }
}

void Resolver::roll(int index)
{
    const Play &p = play(index);
    const int attack = indexOf(p.attackPlay);
    settleAttack(attack);
    AttackState &state = m_attacks[attack];
    state.rolled = true;
    state.roll = index;
    if (m_openAttack == attack)
        m_openAttack = -1;
    if (!standing(attack) || !p.success)
        return;
    const Play &a = play(attack);
    if (a.attack == AttackKind::Instant)
        return; // what the card does is for the referee
    DeclaredAttack declared;
    declared.player = a.player;
    declared.kind = a.attack;
    declared.attacker = a.attacker;
    declared.target = a.target;
    for (const int part : state.parts) {
        if (play(part).kind == PlayKind::Aid && standing(part))
            declared.aiders.append(play(part).group);
    }
    auto saved = std::make_shared<Position>();
    m_states[index].effects.append({[this, saved, declared] {
                                        *saved = m_position;
                                        m_position =
                                            positionAfterSuccess(m_position, declared, m_cards);
                                        tableChanged();
                                    },
                                    [this, saved] {
                                        m_position = *saved;
                                        tableChanged();
                                    }});
}

void Resolver::announce(int index)
{
    const Play &p = play(index);
    PlayState &state = m_states[index];
    // Where it belongs in an attack.
    if (!p.attackPlay.isEmpty() && p.kind != PlayKind::Roll && p.kind != PlayKind::DieChange) {
        state.attack = indexOf(p.attackPlay);
        // What made the attacker's own attack privileged goes with the attacking group (R89).
        state.attackerSide = p.kind == PlayKind::Privilege && p.player == play(state.attack).player;
    }
    if (!p.with.isEmpty()) {
        const int owner = indexOf(p.with);
        state.owner = owner;
        m_dependents[owner].append(index);
        const Play &o = play(owner);
        state.attack = o.kind == PlayKind::Attack ? owner : m_states.at(owner).attack;
        state.attackerSide = o.kind == PlayKind::Attack && p.player == o.player;
        if (o.kind != PlayKind::Attack && m_states.at(owner).attackerSide)
            state.attackerSide = true;
    }
    if (m_openAttack >= 0 && attackStanding(m_openAttack) && state.attack < 0 &&
        p.kind != PlayKind::Attack && p.kind != PlayKind::Roll && p.kind != PlayKind::DieChange) {
        state.duringAttack = m_openAttack;
        m_madeDuring[m_openAttack].append(index);
    }
    if (p.kind == PlayKind::Attack) {
        AttackState attack;
        QString holder;
        attack.fromHand = m_position.handCard(p.target, &holder) != nullptr;
        if (!attack.fromHand)
            m_position.card(p.target, &attack.targetOwner);
        m_attacks.insert(index, attack);
        m_openAttack = index;
    }
    if (state.attack >= 0 && state.attack != index)
        m_attacks[state.attack].parts.append(index);

    // Costs paid when announced, kept whatever comes.
    if (p.kind == PlayKind::Attack && p.attack != AttackKind::Instant)
        spendToken(index, p.attacker);
    if (p.kind == PlayKind::Aid || p.kind == PlayKind::Defend)
        spendToken(index, p.group);
    for (const InstanceId &token : p.tokens)
        spendToken(index, token);
    if (p.by.kind == PlayMeans::Kind::Plot) {
        takePlot(p.player, p.by.plot, p.by.from);
        for (const InstanceId &group : p.by.poweredBy)
            spendToken(index, group);
    } else if (p.by.kind == PlayMeans::Kind::Action) {
        spendToken(index, p.by.group);
    }
    if (p.kind == PlayKind::Nwo || p.kind == PlayKind::Discard || p.kind == PlayKind::Give)
        takePlot(p.player, p.card, p.from);
    if (p.kind == PlayKind::Agents) {
        if (TablePlayer *holder = player(p.player)) {
            for (qsizetype i = 0; i < holder->hand.size(); ++i) {
                if (holder->hand.at(i).cardId == p.cardId ||
                    CardNameResolver::keyOf(holder->hand.at(i).card) ==
                        CardNameResolver::keyOf(p.card)) {
                    state.handCard = holder->hand.takeAt(i);
                    break;
                }
            }
        }
    }
    if (p.kind == PlayKind::Roll)
        roll(index);
    addEffects(index);
    applyEffects(index);
    // Plays of the open attack this change makes illegal for now (R95 if it is cancelled).
    if ((p.kind == PlayKind::Change || p.kind == PlayKind::Nwo) && m_openAttack >= 0 &&
        standing(m_openAttack)) {
        for (const int part : QList<int>{m_openAttack} + m_attacks.value(m_openAttack).parts) {
            if (standing(part) && m_states.at(part).madeIllegalBy < 0 &&
                conditionFails(play(part), R85, false))
                m_states[part].madeIllegalBy = index;
        }
    }
    if (p.kind == PlayKind::Turn) {
        m_turnRounds.insert(index, m_position.round);
        m_openAttack = -1;
        m_step = 0;
        m_knocksInARow = 0;
        m_lastActive = index;
    }
    if (p.kind == PlayKind::Nwo) {
        // The NWO of the same colour it replaced leaves play (R106).
        for (int i = index - 1; i >= 0; --i) {
            if (play(i).kind != PlayKind::Nwo || !standing(i) || m_states.at(i).nwoDiscardedBy >= 0)
                continue;
            bool stillInForce = false;
            for (const NwoInForce &nwo : m_position.nwos)
                stillInForce = stillInForce || nwo.card == play(i).card;
            if (!stillInForce || play(i).cardId == p.cardId)
                m_states[i].nwoDiscardedBy = index;
        }
    }
    // Plan 28's steps (R172).
    if (m_position.rules == RuleSet::Plan28) {
        const bool attackOpen =
            m_openAttack >= 0 && m_openAttack != index && attackStanding(m_openAttack);
        if (isActiveMove(p, attackOpen)) {
            ++m_step;
            m_lastActive = index;
            m_knocksInARow = p.kind == PlayKind::Knock ? m_knocksInARow + 1 : 0;
        }
    }
}

// Two plays taking the same thing: the first played works (R104); truly simultaneous ones by
// the roll-off.
void Resolver::settleClaims()
{
    QHash<QString, int> first;
    for (int i = 0; i < m_timeline.plays.size(); ++i) {
        const Play &p = play(i);
        if (p.claims.isEmpty() || !standing(i))
            continue;
        const auto it = first.find(p.claims);
        if (it == first.end()) {
            first.insert(p.claims, i);
            continue;
        }
        int winner = it.value();
        int loser = i;
        if (indexOf(p.simultaneousWith) == winner) {
            const auto [mine, theirs] = rollOffOf(p, play(winner));
            if (mine > theirs)
                std::swap(winner, loser);
        }
        first[p.claims] = winner;
        PlayState &state = m_states[loser];
        state.illegal = true;
        state.claimLost = true;
        state.illegalRule = R104;
        state.illegalLine = tableFact(R104, C::PlayIllegalClaim,
                                      {label(loser), label(winner), FactArg::name(p.claims)}, {},
                                      play(loser).player);
        revertEffects(loser);
        if (play(loser).by.kind == PlayMeans::Kind::Plot)
            putPlot(play(loser).player, play(loser).by.plot, true);
    }
}

// The rules behind a play that stands, or is cancelled in a way worth saying.
void Resolver::explain(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    const bool effective = out.status == PlayStatus::Effective;
    const bool plan28 = m_start.rules == RuleSet::Plan28;
    const FactArg self = label(index);
    if (p.kind == PlayKind::Look && state.cancelledBy >= 0)
        out.lines.append(tableFact(R98, C::LookCancelledBeforeEffect, {self}));
    if (effective && p.kind == PlayKind::Cancel) {
        const int target = indexOf(p.cancels);
        const Play &t = play(target);
        if (!p.token.isEmpty())
            out.lines.append(tableFact(R87, C::PlayCancelsPower,
                                       {self, cardName(p.token), label(target)}, p.token));
        else
            out.lines.append(tableFact(R102, C::PlayCancels, {self, label(target)}));
        if (t.kind == PlayKind::Privilege)
            out.lines.append(
                tableFact(R51, C::PrivilegeSourceCancelled, {self, label(indexOf(t.attackPlay))}));
        if (t.by.kind == PlayMeans::Kind::Ability)
            out.lines.append(tableFact(R101, C::AbilityCancelledByAwhfy, {self}));
        for (int i = target + 1; i < index; ++i) {
            if (!m_states.at(i).refused && isPreCancelMove(play(i).kind)) {
                out.lines.append(tableFact(R99, C::PreCancelMoves, {self}));
                break;
            }
        }
    }
    if (effective && plan28 &&
        (p.kind == PlayKind::Cancel || p.kind == PlayKind::DieChange || !p.reactsTo.isEmpty()))
        out.lines.append(tableFact(R179, C::Plan28Reaction, {self}));
    if (p.kind == PlayKind::Knock && plan28)
        out.lines.append(tableFact(R172, C::Plan28Knock, {FactArg::name(p.player)}, {}, p.player));
    if (effective && p.kind == PlayKind::BuyPlots) {
        int worth = 0;
        for (const InstanceId &token : p.tokens) {
            const TableCard *card = m_start.card(token);
            worth += card && card->type == CardType::Illuminati ? 2 : 1;
        }
        out.lines.append(tableFact(R152, C::PlotsBought,
                                   {FactArg::name(p.player), FactArg::of(worth / 2)}, {}, p.player,
                                   worth / 2));
    }
    if (effective && p.kind == PlayKind::DieChange) {
        const int attack = indexOf(p.attackPlay);
        bool privileged = false;
        for (int i = attack + 1; i < index; ++i)
            privileged = privileged || (play(i).kind == PlayKind::Privilege &&
                                        indexOf(play(i).attackPlay) == attack && standing(i));
        if (privileged && p.player != play(attack).player)
            out.lines.append(tableFact(R49, C::DieChangeAfterPrivilege, {self}));
    }
    if (effective && !p.claims.isEmpty())
        out.lines.append(tableFact(R104, C::ClaimFirst, {self, FactArg::name(p.claims)}));
    if (effective && state.madeIllegalBy >= 0 && m_states.at(state.madeIllegalBy).cancelledBy >= 0)
        out.lines.append(tableFact(R95, C::PlayLegalAgain, {self, label(state.madeIllegalBy)}));
    if (effective && p.kind == PlayKind::Agents && p.side == AttackSide::Defence &&
        m_attacks.value(indexOf(p.attackPlay)).fromHand)
        out.lines.append(tableFact(R62, C::AgentsAgainstHand, {self}));
    if (effective && (p.kind == PlayKind::Aid || p.kind == PlayKind::Defend)) {
        for (int i = 0; i < index; ++i) {
            const Play &earlier = play(i);
            if (earlier.kind == p.kind && earlier.group == p.group &&
                earlier.attackPlay == p.attackPlay && m_states.at(i).cancelledBy >= 0) {
                out.lines.append(
                    tableFact(R93, C::AidAgainAfterCancel, {cardName(p.group)}, p.group));
                break;
            }
        }
    }
    // Another player's copy of the same Plot in this attack (R55).
    if (effective && p.by.kind == PlayMeans::Kind::Plot && state.attack >= 0) {
        for (const int part : m_attacks.value(state.attack).parts) {
            const Play &other = play(part);
            if (part != index && other.player != p.player &&
                other.by.kind == PlayMeans::Kind::Plot && other.by.plotId == p.by.plotId &&
                standing(part)) {
                out.lines.append(
                    tableFact(R55, C::PlotCopyEachPlayer, {self, FactArg::name(p.by.plot)}));
                break;
            }
        }
    }
}

PlayItem Resolver::tokenItem(const InstanceId &group, ItemFate fate, RuleId rule) const
{
    QString controller;
    const TableCard *card = m_start.card(group, &controller);
    return {PlayItemKind::Token, group, card ? card->card : group.value, controller, fate, rule};
}

void Resolver::addItems(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    const bool ownerGone =
        state.owner >= 0 && play(state.owner).kind != PlayKind::Attack && !standing(state.owner);
    // Played with an aid that is gone: lost with it (R93, R94); with a Plot that is gone: made
    // illegal, back exposed (R85).
    const bool ownerIsPart = state.owner >= 0 && (play(state.owner).kind == PlayKind::Aid ||
                                                  play(state.owner).kind == PlayKind::Defend ||
                                                  play(state.owner).kind == PlayKind::Agents);
    // An action powering a Plot whose other powering action was cancelled and not replaced.
    const bool wasted = state.owner >= 0 && play(state.owner).by.kind == PlayMeans::Kind::Plot &&
                        !m_states.at(state.owner).cancelledPowers.isEmpty() &&
                        m_states.at(state.owner).powerReplacedBy < 0 && p.kind == PlayKind::Action;
    const bool cancelled = state.cancelledBy >= 0;
    const bool illegal = state.illegal;
    // A Plot whose cancelled powering action nobody replaced (R87).
    const bool powerLost = !state.cancelledPowers.isEmpty() && state.powerReplacedBy < 0;

    // Tokens.
    for (const InstanceId &token : state.tokens) {
        ItemFate fate = ItemFate::Spent;
        RuleId why = RuleId::None;
        if (state.cancelledPowers.contains(token)) {
            fate = ItemFate::Lost; // its use was cancelled, replaced or not (R84, R87)
            why = R87;
        } else if (p.kind == PlayKind::Attack) {
            why = cancelled || illegal ? R89 : RuleId::None;
        } else if (cancelled || illegal) {
            fate = ItemFate::Lost;
            why = (p.kind == PlayKind::Aid || p.kind == PlayKind::Defend)
                      ? (illegal ? R94 : R93)
                      : (p.by.kind == PlayMeans::Kind::Plot ? R84 : (illegal ? R88 : R86));
        } else if (ownerGone) {
            fate = ItemFate::Lost;
            why = ownerIsPart ? R93 : R86;
        } else if (wasted) {
            fate = ItemFate::Lost;
            why = R87;
        } else if (attackGone && !state.attackerSide) {
            fate = ItemFate::Returned;
            why = p.by.kind == PlayMeans::Kind::Plot || p.kind == PlayKind::Defend ? R105 : R89;
        } else if (attackGone) {
            why = R89;
        } else if (powerLost) {
            fate = ItemFate::Lost;
            why = R87;
        } else if (p.kind == PlayKind::Cancel) {
            // The canceller's token stays spent (R90, said of an attack).
            const int target = indexOf(p.cancels);
            why = play(target).kind == PlayKind::Attack || m_states.at(target).attack >= 0
                      ? R90
                      : RuleId::None;
        }
        out.items.append(tokenItem(token, fate, why));
    }
    // A Disaster's target (R58).
    if (p.kind == PlayKind::Attack && p.disaster && state.effects.isEmpty())
        out.lines.append(tableFact(R58, C::DisasterNoToken, {cardName(p.target)}, p.target));
    if (p.kind == PlayKind::Attack && p.disaster && !state.effects.isEmpty())
        out.items.append(
            tokenItem(p.target, cancelled || illegal ? ItemFate::Returned : ItemFate::Lost, R58));

    // The Plot that makes it.
    const auto plotItem = [&](const QString &name, ItemFate fate, RuleId why) {
        out.items.append({PlayItemKind::Plot, {}, name, p.player, fate, why});
    };
    if (p.by.kind == PlayMeans::Kind::Plot) {
        if (state.salvagedBy >= 0)
            out.items.append({PlayItemKind::Plot,
                              {},
                              p.by.plot,
                              play(state.salvagedBy).player,
                              ItemFate::Hand,
                              R96});
        else if (state.claimLost)
            plotItem(p.by.plot, ItemFate::HandExposed, R104);
        else if (illegal)
            plotItem(p.by.plot, ItemFate::HandExposed, R85);
        else if (cancelled)
            plotItem(p.by.plot, ItemFate::Discarded, R84);
        else if (ownerGone && ownerIsPart)
            plotItem(p.by.plot, ItemFate::Lost, m_states.at(state.owner).illegal ? R94 : R93);
        else if (ownerGone)
            plotItem(p.by.plot, ItemFate::HandExposed, R85);
        else if (attackGone)
            plotItem(p.by.plot, state.attackerSide ? ItemFate::Lost : ItemFate::HandExposed, R89);
        else if (powerLost)
            plotItem(p.by.plot, ItemFate::Lost, R87);
        else
            plotItem(p.by.plot, ItemFate::Discarded, RuleId::None);
    }
    switch (p.kind) {
    case PlayKind::Nwo:
        if (cancelled)
            plotItem(p.card, ItemFate::Discarded, R84);
        else if (state.nwoDiscardedBy >= 0)
            plotItem(p.card, ItemFate::Discarded, R106);
        else
            plotItem(p.card, ItemFate::InPlay, RuleId::None);
        break;
    case PlayKind::Discard:
        plotItem(p.card.isEmpty() ? QString() : p.card, ItemFate::Discarded, RuleId::None);
        break;
    case PlayKind::Give:
        out.items.append({PlayItemKind::Plot, {}, p.card, p.to, ItemFate::Hand, RuleId::None});
        break;
    case PlayKind::Agents:
        if (attackGone)
            out.items.append({PlayItemKind::Card,
                              state.handCard ? state.handCard->id : InstanceId(), p.card, p.player,
                              ItemFate::Hand, R89});
        else
            out.items.append({PlayItemKind::Card,
                              state.handCard ? state.handCard->id : InstanceId(), p.card, p.player,
                              ItemFate::Discarded, cancelled || illegal ? R84 : R61});
        break;
    case PlayKind::Roll: {
        // What a success did to the target (R73, R37; neutralized: R190).
        const int attack = indexOf(p.attackPlay);
        const Play &a = play(attack);
        if (p.success && standing(attack) && a.attack != AttackKind::Instant &&
            !m_attacks.value(attack).fromHand)
            out.items.append(
                {PlayItemKind::Card, a.target, cardName(a.target).text, a.player,
                 a.attack == AttackKind::Destroy ? ItemFate::Discarded : ItemFate::InPlay,
                 a.attack == AttackKind::Control   ? R73
                 : a.attack == AttackKind::Destroy ? R37
                                                   : R190});
        break;
    }
    case PlayKind::Takeover:
        out.items.append({PlayItemKind::Card, p.group, cardName(p.group).text, p.player,
                          cancelled ? ItemFate::Hand : ItemFate::InPlay,
                          cancelled ? R92 : RuleId::None});
        break;
    case PlayKind::Attack: {
        if (!m_attacks.value(index).fromHand)
            break;
        ItemFate fate = ItemFate::Hand;
        RuleId why = R72;
        if (cancelled || illegal) {
            fate = p.secondAttempt ? ItemFate::Discarded : ItemFate::Hand;
            why = R91;
        } else if (const int at = m_attacks.value(index).roll;
                   at >= 0 && play(at).success && standing(at)) {
            fate = ItemFate::InPlay;
            why = RuleId::None;
        }
        out.items.append(
            {PlayItemKind::Card, p.target, cardName(p.target).text, p.player, fate, why});
        break;
    }
    default:
        break;
    }
}

ResolvedPlay Resolver::resolved(int index) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    ResolvedPlay out;
    out.id = p.id;
    if (state.refused) {
        out.status = PlayStatus::Refused;
        out.rule = state.refusal->rule;
        out.lines.append(*state.refusal);
        if (state.refusalExtra)
            out.lines.append(*state.refusalExtra);
        return out;
    }
    const FactArg self = label(index);
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    const bool ownerGone =
        state.owner >= 0 && play(state.owner).kind != PlayKind::Attack && !standing(state.owner);
    if (state.cancelledBy >= 0) {
        out.status = PlayStatus::Cancelled;
        out.rule = R83;
        out.cancelledBy = play(state.cancelledBy).id;
        out.lines.append(
            tableFact(R83, C::PlayCancelled, {self, label(state.cancelledBy)}, {}, p.player));
    } else if (state.illegal) {
        out.status = PlayStatus::Illegal;
        out.rule = state.illegalRule;
        out.lines.append(*state.illegalLine);
    } else if (attackGone) {
        const PlayState &attack = m_states.at(state.attack);
        const bool attackIllegal = attack.illegal;
        out.status = attackIllegal ? PlayStatus::Illegal : PlayStatus::Cancelled;
        out.rule = R89;
        if (attackIllegal) {
            out.lines.append(tableFact(R89, C::PlayInIllegalAttack, {self, label(state.attack)}));
        } else {
            out.cancelledBy = play(attack.cancelledBy).id;
            out.lines.append(tableFact(R89, C::PlayInCancelledAttack,
                                       {self, label(state.attack), label(attack.cancelledBy)}));
        }
    } else if (ownerGone) {
        const PlayState &owner = m_states.at(state.owner);
        const Play &o = play(state.owner);
        const bool part =
            o.kind == PlayKind::Aid || o.kind == PlayKind::Defend || o.kind == PlayKind::Agents;
        out.status = owner.illegal || !part ? PlayStatus::Illegal : PlayStatus::Cancelled;
        out.rule = !part ? R85 : owner.illegal ? R94 : R93;
        if (owner.cancelledBy >= 0)
            out.cancelledBy = play(owner.cancelledBy).id;
        out.lines.append(tableFact(out.rule, C::PlayInCancelledAid, {self, label(state.owner)}));
    } else if (!state.cancelledPowers.isEmpty()) {
        if (state.powerReplacedBy >= 0) {
            out.lines.append(tableFact(R87, C::PlotPowerReplaced,
                                       {self, cardName(play(state.powerReplacedBy).by.group),
                                        cardName(state.cancelledPowers.last())}));
        } else {
            out.status = PlayStatus::Cancelled;
            out.rule = R87;
            if (state.powerCancel >= 0)
                out.cancelledBy = play(state.powerCancel).id;
            out.lines.append(
                tableFact(R87, C::PlotPowerLost, {self, cardName(state.cancelledPowers.first())}));
        }
    } else if (state.restoredFrom >= 0) {
        const int canceller = state.restoredFrom;
        const int restoredBy = m_states.at(canceller).cancelledBy;
        out.rule = R95;
        out.lines.append(tableFact(
            R95, C::PlayRestored,
            {self, restoredBy >= 0 ? label(restoredBy) : label(canceller), label(canceller)}));
    } else {
        out.lines.append(tableFact(RuleId::None, C::PlayStands, {self}));
    }
    if (!p.simultaneousWith.isEmpty()) {
        const int other = indexOf(p.simultaneousWith);
        const auto [mine, theirs] = rollOffOf(p, play(other));
        out.lines.append(tableFact(
            m_start.rules == RuleSet::Plan28 ? R179 : R104, C::PlayRollOff,
            {self, label(other), FactArg::name(mine > theirs ? p.player : play(other).player),
             FactArg::of(std::max(mine, theirs)), FactArg::of(std::min(mine, theirs))}));
    }
    if (p.kind == PlayKind::DieChange && out.status == PlayStatus::Effective)
        out.lines.append(tableFact(
            R97, C::DieChanged,
            {self, label(indexOf(p.attackPlay)),
             FactArg::name(p.change > 0 ? u"+%1"_s.arg(p.change) : QString::number(p.change))}));
    if (p.kind == PlayKind::Roll) {
        const int attack = indexOf(p.attackPlay);
        out.lines.append(
            tableFact(R97, p.success ? C::RollSucceeded : C::RollFailed,
                      {label(attack), FactArg::of(p.dice[0]), FactArg::of(p.dice[1])}));
        const Play &a = play(attack);
        if (p.success && standing(attack) && a.attack != AttackKind::Instant)
            out.lines.append(
                tableFact(a.attack == AttackKind::Control   ? R73
                          : a.attack == AttackKind::Destroy ? R37
                                                            : R190,
                          a.attack == AttackKind::Control   ? C::AttackCaptures
                          : a.attack == AttackKind::Destroy ? C::AttackDestroys
                                                            : C::AttackNeutralizes,
                          {cardName(a.target), cardName(a.attacker), FactArg::name(a.player)},
                          a.target, a.player));
        if (p.success && standing(attack) && play(attack).attack == AttackKind::Instant)
            out.lines.append(
                tableFact(RuleId::None, C::InstantOutcomeReferee,
                          {FactArg::name(play(attack).by.plot), cardName(play(attack).target)}));
    }
    if (p.kind == PlayKind::Turn && m_start.rules == RuleSet::Plan28)
        out.lines.append(tableFact(
            R171, C::TurnBeginsPlan28,
            {FactArg::name(p.player), FactArg::of(m_turnRounds.value(index))}, {}, p.player));
    else if (p.kind == PlayKind::Turn)
        out.lines.append(tableFact(
            R150, C::TurnBegins, {FactArg::name(p.player), FactArg::of(m_turnRounds.value(index))},
            {}, p.player));
    if (p.kind == PlayKind::Attack && out.status == PlayStatus::Effective &&
        m_attacks.value(index).roll < 0)
        out.lines.append(tableFact(R97, C::AttackNotRolled, {self}));
    for (const PlayCondition &condition : p.conditions) {
        if (!m_start.card(condition.card) && !m_position.card(condition.card))
            out.lines.append(tableFact(
                RuleId::None, C::ConditionUnknown,
                {cardName(condition.card), FactArg::of(QList<Alignment>{condition.alignment})}));
    }

    explain(index, out);
    if (m_notes.contains(index))
        out.lines.append(m_notes.value(index));
    addItems(index, out);
    for (const PlayItem &item : out.items) {
        const FactArg name = FactArg::name(item.name);
        const FactArg owner = FactArg::name(item.owner);
        TableFactCode code = C::TokenSpent;
        Args args{name};
        switch (item.kind) {
        case PlayItemKind::Token:
            code = item.fate == ItemFate::Returned ? C::TokenReturned
                   : item.fate == ItemFate::Lost   ? C::TokenLost
                                                   : C::TokenSpent;
            break;
        case PlayItemKind::Plot:
            code = item.fate == ItemFate::Lost          ? C::PlotLost
                   : item.fate == ItemFate::Hand        ? C::PlotToHand
                   : item.fate == ItemFate::HandExposed ? C::PlotToHandExposed
                   : item.fate == ItemFate::InPlay      ? C::PlotInForce
                                                        : C::PlotDiscarded;
            if (code != C::PlotInForce)
                args.append(owner);
            if (item.name.isEmpty()) // a hidden Plot given or discarded
                code = item.fate == ItemFate::Hand ? C::HiddenPlotToHand : C::HiddenPlotDiscarded,
                args = {owner};
            break;
        case PlayItemKind::Card:
            code = item.fate == ItemFate::InPlay      ? C::CardInPlay
                   : item.fate == ItemFate::Discarded ? C::CardDiscarded
                                                      : C::CardToHand;
            args.append(owner);
            if (item.rule == R72 && item.fate == ItemFate::Hand)
                code = C::FromHandFailed;
            if (item.rule == R91 && item.fate == ItemFate::Discarded)
                code = C::SecondAttemptDiscarded;
            break;
        }
        out.lines.append(tableFact(item.rule, code, args, item.card, item.owner));
    }
    return out;
}

TimelineResolution Resolver::run()
{
    for (int i = 0; i < m_timeline.plays.size(); ++i)
        m_index.insert(play(i).id, i);
    for (int i = 0; i < m_timeline.plays.size(); ++i) {
        m_extraRefusalLine.reset();
        if (std::optional<TableFact> refused = refusal(i)) {
            m_states[i].refused = true;
            m_states[i].refusal = std::move(refused);
            m_states[i].refusalExtra = m_extraRefusalLine;
            continue;
        }
        announce(i);
        m_lastPlay = i;
    }
    // Attacks whose dice were never rolled are settled as they stand now.
    for (auto it = m_attacks.begin(); it != m_attacks.end(); ++it) {
        if (!it.value().rolled)
            settleAttack(it.key());
    }
    settleClaims();

    TimelineResolution resolution;
    resolution.plays.reserve(m_timeline.plays.size());
    for (int i = 0; i < m_timeline.plays.size(); ++i)
        resolution.plays.append(resolved(i));
    resolution.position = m_position;
    return resolution;
}

} // namespace

TimelineResolution resolveTimeline(const Timeline &timeline, const CardRepository &cards,
                                   const CardAbilities *abilities)
{
    Resolver resolver(timeline, cards, abilities);
    return resolver.run();
}

} // namespace inwo
