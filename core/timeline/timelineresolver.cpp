// Which plays of a timeline stand (issue 13, issue 22): each play is checked against the table as
// the plays before it left it, then announced; cancels, changes and the dice settle the status of
// earlier plays; the table itself is never kept on the side: it is the plays folded over the
// starting position by applyPlay(), worked out again from the first play whose settlement changed.
#include "timeline/timelineresolver.h"

#include "attack/attackengine.h"
#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "rules/dice.h"
#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"
#include "table/mayact.h"
#include "timeline/resolver.h"
#include "timeline/tableevents.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace inwo {

namespace detail {

using C = TableFactCode;

namespace {

// The one card that cancels a special ability needing no action (R101; VFAQ, Special
// Abilities): named here because the rule itself names it.
constexpr auto AreWeHavingFunYet = u"Are We Having Fun Yet?";

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
    case PlayKind::Negate:
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

// An action made with a group's own Action token, or by the rules (an automatic takeover): in the
// player's own turn only, as against a special ability or a Plot (R150).
bool isOwnAction(const Play &play)
{
    const bool byToken =
        play.by.kind == PlayMeans::Kind::Rules || play.by.kind == PlayMeans::Kind::Action;
    switch (play.kind) {
    case PlayKind::Attack:
        return byToken && play.attack != AttackKind::Instant;
    case PlayKind::Takeover:
    case PlayKind::Transfer:
        return byToken;
    default: // buying Plots with tokens is done at any time (R152)
        return false;
    }
}

// Plan 28's End of Turn (R173): once every player knocked in a row, only these are made (a move
// of a group only by a player whose card reorganizes, the Bermuda Triangle).
bool isEndOfTurnMove(PlayKind kind)
{
    return kind == PlayKind::BuyPlots || kind == PlayKind::Discard || kind == PlayKind::Give ||
           kind == PlayKind::Transfer || kind == PlayKind::Turn || kind == PlayKind::Cancel;
}

// Whether a card of the player's Power Structure lets it move groups freely at the end of the
// turn (R173).
bool reorganizes(const TablePlayer &player, const CardAbilities *abilities)
{
    if (!abilities)
        return false;
    const auto has = [&](const TableCard &card) {
        const QList<CardAbility> &list = abilities->of(card.cardId);
        return std::any_of(list.cbegin(), list.cend(), [](const CardAbility &ability) {
            return ability.verified && ability.kind == CardAbility::Kind::Reorganize;
        });
    };
    return has(player.illuminati) ||
           std::any_of(player.groups.cbegin(), player.groups.cend(), has) ||
           std::any_of(player.resources.cbegin(), player.resources.cend(), has);
}

// A violation of the attack rules that makes an attack impossible to announce, as against one the
// referee settles (an instant card whose Power the program does not know).
bool refusesTheAttack(const AttackFact &violation)
{
    return violation.code != FactCode::NoCardPower &&
           violation.code != FactCode::InstantTypeUnknown;
}

} // namespace

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

QStringList cardsPlayed(const Timeline &timeline)
{
    QStringList ids;
    for (const Play &play : timeline.plays) {
        for (const QString &id : {play.cardId, play.by.plotId}) {
            if (!id.isEmpty() && !ids.contains(id))
                ids.append(id);
        }
    }
    return ids;
}

bool isPreCancelMove(PlayKind kind)
{
    return kind == PlayKind::BuyPlots || kind == PlayKind::Discard || kind == PlayKind::Give ||
           kind == PlayKind::Salvage;
}

FactArg Resolver::label(int index) const
{
    const Play &p = play(index);
    QString name;
    if (p.by.kind == PlayMeans::Kind::Plot)
        name = p.by.plot;
    else if (p.kind == PlayKind::Nwo || p.kind == PlayKind::Agents || p.kind == PlayKind::Negate)
        name = p.card;
    else if (p.kind == PlayKind::Attack)
        name = m_start.card(p.attacker) ? m_start.card(p.attacker)->card : QString();
    else if ((p.kind == PlayKind::Roll || p.kind == PlayKind::DieChange ||
              p.kind == PlayKind::CallOff) &&
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
    if (m_valid >= 0) {
        if (const TableCard *card = m_after.at(m_valid).card(id))
            return FactArg::name(card->card);
    }
    return FactArg::name(id.value);
}

const Position &Resolver::tableBefore(int index)
{
    while (m_valid < index - 1) {
        const int next = m_valid + 1;
        const Position &from = next == 0 ? m_start : m_after.at(next - 1);
        if (m_states.at(next).refused || next > m_lastPlay) {
            m_after[next] = from;
            m_effects.remove(next);
        } else {
            AppliedPlay applied = applyPlay(from, play(next), settlement(next), m_context);
            m_after[next] = std::move(applied.position);
            m_effects.insert(next, applied.effects);
        }
        m_valid = next;
    }
    return index == 0 ? m_start : m_after.at(index - 1);
}

const TableStats &Resolver::statsBefore(int index)
{
    const Position &table = tableBefore(index);
    // The plays between changed nothing the stat function reads (tokens spent, Plots): the
    // numbers it worked out still hold. (Its own table keeps the tokens it was made with: the
    // tokens are read from the table, never from it.)
    if (m_stats && m_statsAt != index && sameStatFacts(m_statsPosition, table))
        m_statsAt = index;
    if (!m_stats || m_statsAt != index) {
        m_stats.reset();
        m_statsPosition = table;
        m_stats.emplace(m_statsPosition, m_known, m_cards);
        m_statsAt = index;
    }
    return *m_stats;
}

const Card *Resolver::cardById(const QString &cardId) const
{
    if (cardId.isEmpty())
        return nullptr;
    auto found = m_cardCache.find(cardId);
    if (found == m_cardCache.end())
        found = m_cardCache.insert(cardId, m_cards.cardById(cardId));
    return found->has_value() ? &**found : nullptr;
}

bool Resolver::standing(int index) const
{
    const PlayState &state = m_states.at(index);
    return !state.refused && state.cancelledBy < 0 && !state.illegal && state.calledOffBy < 0;
}

bool Resolver::attackStanding(int attack) const
{
    return attack >= 0 && standing(attack);
}

bool Resolver::isPrivileged(int attack) const
{
    bool privileged = false;
    for (qsizetype i = attack + 1; i <= m_lastPlay && i < m_timeline.plays.size(); ++i) {
        const Play &p = play(int(i));
        if (indexOf(p.attackPlay) != attack || !standing(int(i)))
            continue;
        if (p.kind == PlayKind::Privilege)
            privileged = true;
        else if (p.kind == PlayKind::Suspend && p.suspends == Suspended::Privilege)
            privileged = false; // set aside for this attack
    }
    return privileged;
}

// "attacker", "defender" (the target's owner) or a third player's name, as the adjudicator names
// the player of a part.
QString Resolver::playerOfAttackSide(const Play &part, int attack) const
{
    if (part.player == play(attack).player)
        return u"attacker"_s;
    if (part.player == m_attacks.value(attack).targetOwner)
        return u"defender"_s;
    return part.player;
}

DeclaredAttack Resolver::declaredOf(int attack) const
{
    const Play &a = play(attack);
    DeclaredAttack declared(a.player, a.attack, a.attacker, {}, a.target);
    if (a.attack == AttackKind::Instant) {
        declared.instantCard = a.by.plot;
        declared.instantCardId = a.by.plotId;
    }
    declared.checkTokens = false; // the timeline spends and checks tokens itself (R151)
    return declared;
}

// A card's privilege is used as many times a turn as its ability says (Bavaria: once, by the card
// data; R52).
std::optional<TableFact> Resolver::privilegeUsedUp(int index)
{
    const Play &p = play(index);
    if (p.by.kind != PlayMeans::Kind::Ability || !m_abilities)
        return std::nullopt;
    const TableCard *card = current().card(p.by.group);
    if (!card)
        return std::nullopt;
    const QList<CardAbility> &abilities = m_abilities->of(card->cardId);
    const auto privilege =
        std::find_if(abilities.cbegin(), abilities.cend(), [](const CardAbility &ability) {
            return ability.verified && ability.kind == CardAbility::Kind::Privilege;
        });
    if (privilege == abilities.cend())
        return std::nullopt;
    int used = 0;
    for (int i = index - 1; i >= 0; --i) {
        const Play &earlier = play(i);
        if (earlier.kind == PlayKind::Turn && standing(i))
            break;
        if (earlier.kind == PlayKind::Privilege && standing(i) &&
            earlier.by.kind == PlayMeans::Kind::Ability && earlier.by.group == p.by.group)
            ++used;
    }
    if (used < privilege->value)
        return std::nullopt;
    return tableFact(R52, C::RefusedPrivilegeUsedUp,
                     {label(index), FactArg::name(card->card), FactArg::of(privilege->value)},
                     card->id, p.player, privilege->value);
}

QString Resolver::meansName(const Play &p) const
{
    return p.by.kind == PlayMeans::Kind::Plot ? p.by.plot : cardName(p.by.group).text;
}

AttackMoney Resolver::moneyOf(const Play &payment, int attack)
{
    const Position &table = current();
    QString payer;
    const TableCard *card = table.card(payment.payer, &payer);
    AttackMoney money;
    money.amount = payment.amount;
    money.treasury = card && card->type == CardType::Illuminati ? u"illuminati"_s
                     : card                                     ? card->card
                                                                : payment.payer.value;
    if (payer == play(attack).player) {
        money.player = u"attacker"_s;
        money.side = AttackSide::Attack;
    } else if (payer == m_attacks.value(attack).targetOwner && !payer.isEmpty()) {
        money.player = u"defender"_s;
        money.side = AttackSide::Defence;
    } else {
        money.player = payer;
        money.side = payment.sideGiven ? payment.side : AttackSide::Attack;
    }
    return money;
}

AttackAtPlay Resolver::attackAt(int attack, int extra)
{
    AttackAtPlay at;
    at.declared = declaredOf(attack);
    at.declared.privileged = isPrivileged(attack);
    QList<int> parts = m_attacks.value(attack).parts;
    if (extra >= 0 && !parts.contains(extra))
        parts.append(extra);
    bool valuesKnown = true;
    for (const int part : std::as_const(parts)) {
        if (part != extra && !standing(part))
            continue;
        const Play &q = play(part);
        switch (q.kind) {
        case PlayKind::Aid:
            at.declared.aiders.append(q.group);
            at.aiders.append(part);
            break;
        case PlayKind::Defend:
            at.declared.defenders.append(q.group);
            at.defenders.append(part);
            break;
        case PlayKind::Agents: {
            AttackPlay agents;
            agents.player = playerOfAttackSide(q, attack);
            agents.side = q.side;
            agents.agents = true;
            at.declared.plays.append(agents);
            break;
        }
        case PlayKind::Plot:
        case PlayKind::Action:
        case PlayKind::Ability: {
            if (!q.value) {
                valuesKnown = false; // its effect is the referee's
                at.refereeGives.append(meansName(q));
                break;
            }
            const int owner = m_states.at(part).owner;
            AttackPlay bonus;
            bonus.player = playerOfAttackSide(q, attack);
            bonus.side = q.sideGiven                                          ? q.side
                         : owner >= 0 && play(owner).kind == PlayKind::Defend ? AttackSide::Defence
                                                                              : AttackSide::Attack;
            bonus.plot = q.by.kind == PlayMeans::Kind::Plot ? q.by.plot : QString();
            if (bonus.plot.isEmpty())
                bonus.source = cardName(q.by.group).text;
            bonus.add = *q.value;
            at.declared.plays.append(bonus);
            break;
        }
        case PlayKind::Suspend:
            if (q.suspends == Suspended::Immunity)
                at.declared.immunitySuspendedBy = meansName(q);
            break;
        case PlayKind::Money:
            at.declared.money.append(moneyOf(q, attack));
            break;
        default:
            break;
        }
    }
    const DeclaredAttackScenario made = attackScenarioFrom(statsBefore(m_current), at.declared);
    if (!made.scenario)
        return at;
    at.scenario = made.scenario;
    at.aiderPlaces = made.aiderPlaces;
    at.defenderPlaces = made.defenderPlaces;
    at.result = adjudicate(*made.scenario, m_abilities);
    at.known =
        valuesKnown && at.result->outcomes.isEmpty() &&
        std::none_of(at.result->lines.cbegin(), at.result->lines.cend(), isLeftToTheReferee) &&
        std::all_of(at.result->violations.cbegin(), at.result->violations.cend(), refusesTheAttack);
    if (!at.known) {
        const auto giveName = [&](const QString &name) {
            if (!name.isEmpty() && !at.refereeGives.contains(name))
                at.refereeGives.append(name);
        };
        const auto give = [&](const AttackFact &fact) {
            giveName(fact.isAbility() ? fact.abilityCard : participantName(*at.scenario, fact.who));
        };
        for (const AttackFact &line : std::as_const(at.result->lines)) {
            if (isLeftToTheReferee(line))
                give(line);
        }
        for (const AttackFact &violation : std::as_const(at.result->violations)) {
            if (!refusesTheAttack(violation))
                give(violation);
        }
        // Groups whose "(Sometimes)" alignment the referee settles (R75).
        if (!at.result->outcomes.isEmpty()) {
            for (const DoubtCase &doubt : at.result->outcomes.first().cases)
                giveName(participantName(*at.scenario, doubt.group));
        }
        boundStrength(at, valuesKnown);
    }
    return at;
}

// The least and the most strength the referee's part could give the attack: each bonus left to
// him is of known size (an attack bonus adds, a defence bonus takes away), and a doubtful
// alignment gives one strength a case. Anything else of unknown size leaves it unbounded.
void Resolver::boundStrength(AttackAtPlay &at, bool valuesKnown)
{
    const AttackResult &result = *at.result;
    if (!valuesKnown || !result.legal ||
        !std::all_of(result.violations.cbegin(), result.violations.cend(), refusesTheAttack))
        return;
    int lowest = result.strength;
    int highest = result.strength;
    for (const AttackOutcome &outcome : result.outcomes) {
        lowest = std::min(lowest, outcome.strength);
        highest = std::max(highest, outcome.strength);
    }
    for (const AttackFact &line : result.lines) {
        if (!isLeftToTheReferee(line) || line.code == FactCode::AlignmentInDoubt)
            continue;
        if (!line.refereeStrength)
            return;
        lowest += std::min(0, *line.refereeStrength);
        highest += std::max(0, *line.refereeStrength);
    }
    at.lowest = lowest;
    at.highest = highest;
}

std::optional<bool> AttackAtPlay::settles(int total, const RuleSetProfile &profile) const
{
    if (!result)
        return std::nullopt;
    if (known)
        return result->legal && inwo::rollSucceeds(total, result->strength, profile);
    if (!lowest || !highest)
        return std::nullopt;
    if (inwo::rollSucceeds(total, *lowest, profile))
        return true;
    if (!inwo::rollSucceeds(total, *highest, profile))
        return false;
    return std::nullopt;
}

bool Resolver::rollSucceeds(int roll) const
{
    return countRoll(roll).success;
}

Resolver::RollCount Resolver::countRoll(int roll) const
{
    const Play &r = play(roll);
    const int attack = indexOf(r.attackPlay);
    const AttackState &state = m_attacks.value(attack);
    if (state.failedBy >= 0 && standing(state.failedBy))
        return {r.dice[0] + r.dice[1], false}; // an automatic failure (R97)
    const RuleSetProfile &profile = profileOf(m_start.rules);
    const auto rolled = m_rolledAttacks.constFind(attack);
    const auto settled = [&](int total) {
        return rolled != m_rolledAttacks.cend() ? rolled->settles(total, profile) : std::nullopt;
    };
    int total = r.dice[0] + r.dice[1];
    bool success = settled(total).value_or(r.success);
    for (int i = roll + 1; i <= m_lastPlay; ++i) {
        const Play &change = play(i);
        if (change.kind != PlayKind::DieChange || indexOf(change.attackPlay) != attack ||
            !standing(i))
            continue;
        total = clampDieResult(total + change.change, 2); // R79
        if (const std::optional<bool> known = settled(total))
            success = *known;
        else if (change.outcome)
            success = *change.outcome;
        else if (total >= profile.alwaysFailsFrom)
            success = false; // R03
    }
    return {total, success};
}

PlayStatus Resolver::statusOf(int index) const
{
    const PlayState &state = m_states.at(index);
    if (state.refused)
        return PlayStatus::Refused;
    if (state.calledOffBy >= 0)
        return PlayStatus::CalledOff;
    if (state.cancelledBy >= 0)
        return PlayStatus::Cancelled;
    if (state.illegal)
        return PlayStatus::Illegal;
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    if (attackGone) {
        const PlayState &attack = m_states.at(state.attack);
        return attack.calledOffBy >= 0 ? PlayStatus::CalledOff
               : attack.illegal        ? PlayStatus::Illegal
                                       : PlayStatus::Cancelled;
    }
    const bool ownerGone =
        state.owner >= 0 && play(state.owner).kind != PlayKind::Attack && !standing(state.owner);
    if (ownerGone) {
        const Play &o = play(state.owner);
        const bool part =
            o.kind == PlayKind::Aid || o.kind == PlayKind::Defend || o.kind == PlayKind::Agents;
        return m_states.at(state.owner).illegal || !part ? PlayStatus::Illegal
                                                         : PlayStatus::Cancelled;
    }
    if (!state.cancelledPowers.isEmpty() && state.powerReplacedBy < 0)
        return PlayStatus::Cancelled;
    return PlayStatus::Effective;
}

PlaySettlement Resolver::settlement(int index) const
{
    PlaySettlement settled;
    settled.status = statusOf(index);
    ResolvedPlay items;
    addItems(index, items);
    settled.items = items.items;
    const Play &p = play(index);
    const int attack = indexOf(p.attackPlay);
    switch (p.kind) {
    case PlayKind::Roll:
        if (attack < 0)
            break;
        settled.attack = declaredOf(attack);
        settled.success = attackStanding(attack) && rollSucceeds(index);
        settled.attackFailed = attackStanding(attack) && !*settled.success;
        break;
    case PlayKind::Turn:
        // An attack that could not succeed ended unrolled with this turn (R02).
        for (auto it = m_attacks.cbegin(); it != m_attacks.cend(); ++it) {
            if (it->endedAt == index && attackStanding(it.key())) {
                settled.attack = declaredOf(it.key());
                settled.success = false;
                settled.attackFailed = true;
            }
        }
        break;
    default:
        break;
    }
    return settled;
}

std::optional<TableFact> Resolver::plan28Refusal(int index)
{
    const Play &p = play(index);
    if (m_start.rules != RuleSet::Plan28)
        return std::nullopt;
    if (isTableEvent(p.kind) ||
        ((p.kind == PlayKind::Discard || p.kind == PlayKind::Give) && p.deck != DeckKind::Plot)) {
        // World Domination ends only once every player knocked in a row (R172).
        const bool endsWorldDomination = p.kind == PlayKind::Phase &&
                                         current().phase == GamePhase::WorldDomination &&
                                         !m_worldDominationOver;
        if (endsWorldDomination)
            return tableFact(R172, C::RefusedWorldDominationGoesOn, {label(index)});
        return std::nullopt;
    }
    const bool open = m_openAttack >= 0 && attackStanding(m_openAttack);
    QStringList order;
    const Position &table = current();
    const int count = int(table.players.size());
    int first = 0;
    for (int i = 0; i < count; ++i) {
        if (table.players.at(i).name == table.turnOf)
            first = i;
    }
    for (int i = 0; i < count; ++i) {
        const TablePlayer &seat = table.players.at((first + i) % count);
        if (!seat.eliminated)
            order.append(seat.name);
    }
    // Every player knocked in a row: World Domination is over; the End of Turn allows buying
    // Plots, discarding and reorganising, and the next turn (R172, R173).
    if (m_worldDominationOver) {
        const TablePlayer *mover = table.player(p.player);
        if (p.kind == PlayKind::Transfer && !(mover && reorganizes(*mover, m_abilities)))
            return tableFact(R173, C::RefusedNoReorganizing, {label(index)});
        if (isEndOfTurnMove(p.kind))
            return std::nullopt;
        return tableFact(isActiveMove(p, open) ? R172 : R173, C::RefusedPhaseOver, {label(index)});
    }
    if (isActiveMove(p, open)) {
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
    const TableCard *card = current().card(group, &controller);
    if (!card || controller != p.player)
        return tableFact(R31, C::RefusedNotTheirs,
                         {label(index), cardName(group), FactArg::name(p.player)}, group, p.player);
    // The target of an instant attack spends no token until it is over (R57).
    if (attackOpen() && play(m_openAttack).attack == AttackKind::Instant &&
        play(m_openAttack).target == group)
        return tableFact(R57, C::RefusedInstantToken, {label(index)}, group, p.player);
    const std::optional<EffectiveGroup> effective = stats().numbers(group);
    const RuleSetProfile &profile = profileOf(m_start.rules);
    // A group reduced to Power 0 has no token (R80).
    if (effective && !effective->canAct)
        return tableFact(R80, C::RefusedNoToken, {label(index), cardName(group)}, group, p.player);
    // One token a turn, and those a card gives (R151; the boxed game: R195).
    if (card->tokensSpent >= (effective ? effective->tokens : 1 + card->slack))
        return tableFact(profile.actionRule, C::RefusedNoToken, {label(index), cardName(group)},
                         group, p.player);
    return std::nullopt;
}

int Resolver::salvagedPlots(const QString &who, const QString &name, int before) const
{
    int count = 0;
    for (int i = 0; i < before; ++i) {
        const Play &q = play(i);
        if (!standing(i) || q.player != who)
            continue;
        if (q.kind == PlayKind::Salvage && play(indexOf(q.salvages)).by.plot == name)
            ++count;
        if (q.by.kind == PlayMeans::Kind::Plot && q.by.from == PlotSource::Salvaged &&
            q.by.plot == name)
            --count;
    }
    return count;
}

std::optional<TableFact> Resolver::plotRefusal(int index, const QString &who, const QString &name,
                                               const QString &cardId, PlotSource from)
{
    // A card of the Group deck is never played as a Plot (R139).
    if (const Card *card = cardById(cardId); card && card->back == CardBack::Group)
        return tableFact(R139, C::RefusedNotAPlot, {label(index), FactArg::name(card->name)}, {},
                         who);
    const TablePlayer *holder = current().player(who);
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
            has = salvagedPlots(who, name, index) > 0;
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

std::optional<TableFact> Resolver::conditionFailsNow(const Play &p, RuleId rule, bool announcing)
{
    // The table's numbers are worked out only for a play that has conditions.
    if (p.conditions.isEmpty())
        return std::nullopt;
    return conditionFails(p, rule, announcing, stats());
}

std::optional<TableFact> Resolver::conditionFails(const Play &p, RuleId rule, bool announcing,
                                                  const TableStats &table)
{
    for (const PlayCondition &condition : p.conditions) {
        const std::optional<EffectiveGroup> group = table.numbers(condition.card);
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

// Whether an aiding or defending group may take part: the adjudicator's answer on the table as
// it stands (R23-R32, R48, R53, R54, R80, R177, R183, R186).
std::optional<TableFact> Resolver::partEligibility(int index, int attack, bool announcing)
{
    const Play &p = play(index);
    const AttackAtPlay at = attackAt(attack, announcing ? index : -1);
    if (!at.result)
        return std::nullopt; // a card the program does not know: the referee decides
    const bool aid = p.kind == PlayKind::Aid;
    const QList<int> &plays = aid ? at.aiders : at.defenders;
    const QList<qsizetype> &places = aid ? at.aiderPlaces : at.defenderPlaces;
    const qsizetype declared = plays.indexOf(index);
    if (declared < 0 || declared >= places.size() || places.at(declared) < 0)
        return std::nullopt;
    const qsizetype place = places.at(declared);
    const ParticipantRef who = ParticipantRef::of(
        aid ? ParticipantRef::Role::Aider : ParticipantRef::Role::Defender, place);
    // The group's second token in this attack, where its card keeps it for another (the UFOs)
    // or the rules allow one part an attack (the boxed game): refused, the token kept (R151).
    if (places.indexOf(place) < declared) {
        for (const AttackFact &line : at.result->lines) {
            if (line.who != who || (line.code != FactCode::SecondTokenNotInSameAttack &&
                                    line.code != FactCode::TakesPartOnce))
                continue;
            // The card's own words where a card keeps the token (the UFOs), else the rule.
            const FactArg why = line.isAbility() && line.args.size() > 1
                                    ? line.args.at(1)
                                    : FactArg::title(line.rule);
            return tableFact(line.rule, C::RefusedNotEligible,
                             {label(index), cardName(p.group), cardName(play(attack).target), why},
                             p.group, p.player);
        }
    }
    for (const AttackFact &violation : at.result->violations) {
        if (violation.who != who)
            continue;
        if (announcing)
            return tableFact(violation.rule, C::RefusedNotEligible,
                             {label(index), cardName(p.group), cardName(play(attack).target),
                              FactArg::title(violation.rule)},
                             p.group, p.player);
        return tableFact(R94, C::PlayIllegalAid,
                         {label(index), cardName(p.group), cardName(play(attack).target)}, p.group,
                         p.player);
    }
    return std::nullopt;
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
    const bool afterDice = p.kind == PlayKind::DieChange || p.kind == PlayKind::Fail;
    if ((state.rolled || state.endedAt >= 0) && !afterDice)
        return tableFact(R97, C::RefusedRolled, {label(index), label(attack)});
    if (!state.rolled && afterDice)
        return tableFact(R97, C::RefusedDieBeforeRoll, {label(index), label(attack)});
    const Play &a = play(attack);
    const bool instant = a.attack == AttackKind::Instant;
    if (instant && (p.kind == PlayKind::Aid || p.kind == PlayKind::Agents))
        return tableFact(R56, C::RefusedInstantAid, {label(index)});
    if (instant && p.kind == PlayKind::Defend)
        return p.group == a.target ? tableFact(R57, C::RefusedInstantToken, {label(index)})
                                   : tableFact(R56, C::RefusedInstantAid, {label(index)});
    if (p.kind != PlayKind::Privilege && p.kind != PlayKind::DieChange &&
        p.kind != PlayKind::Cancel && p.kind != PlayKind::Suspend && isPrivileged(attack) &&
        p.player != a.player && p.player != state.targetOwner)
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
    if (p.kind == PlayKind::CallOff) {
        // Only its attacker calls an attack off, and not one a Plot made (R74).
        if (p.player != a.player)
            return tableFact(R74, C::RefusedCallOffNotYours, {label(index), label(attack)}, {},
                             p.player);
        if (a.by.kind == PlayMeans::Kind::Plot)
            return tableFact(R74, C::RefusedCallOffPlot, {label(index), label(attack)}, {},
                             p.player);
    }
    return std::nullopt;
}

std::optional<TableFact> Resolver::steppedBack(int index, int target)
{
    // Nobody steps back in time (R99, R100): the cancel had to be possible when the play took
    // effect, before the changes made since.
    const Play &p = play(index);
    if (p.conditions.isEmpty())
        return std::nullopt;
    QList<int> since;
    for (int i = target + 1; i < index; ++i) {
        if ((play(i).kind == PlayKind::Change || play(i).kind == PlayKind::Nwo ||
             play(i).kind == PlayKind::Negate) &&
            standing(i))
            since.append(i);
    }
    // The table when the play took effect: the plays up to it, without the changes since.
    Position then = tableBefore(target + 1);
    const TableStats thenStats = statsOf(then);
    if (conditionFails(p, R100, true, thenStats)) {
        const InstanceId who =
            p.by.kind == PlayMeans::Kind::Plot ? p.conditions.first().card : p.by.group;
        if (!since.isEmpty())
            m_extraRefusalLine = tableFact(R99, C::PreCancelBarred, {label(since.first())});
        return tableFact(R100, C::RefusedSteppedBack, {label(index), label(target), cardName(who)},
                         who, p.player);
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
    // The powering action a cancel names must power the play.
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
    if (const auto now = conditionFailsNow(p, R100, true))
        return now;
    if (const auto back = steppedBack(index, target))
        return back;
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

std::optional<TableFact> Resolver::attackRefusal(int index)
{
    const Play &p = play(index);
    const Position &table = current();
    // Illuminati are never attacked (R09).
    QString owner;
    const TableCard *target = table.card(p.target, &owner);
    if (target && target->type == CardType::Illuminati)
        return tableFact(R09, C::RefusedIlluminatiTarget,
                         {label(index), FactArg::name(target->card)}, p.target, p.player);
    // A Resource is only taken over, never attacked (R139).
    if (const TableCard *fromHand = table.handCard(p.target);
        fromHand && fromHand->type == CardType::Resource)
        return tableFact(R139, C::RefusedResourceAttacked,
                         {label(index), FactArg::name(fromHand->card)}, p.target, p.player);
    if (!target && !table.handCard(p.target))
        return tableFact(R83, C::RefusedNotStanding, {label(index), cardName(p.target)}, p.target,
                         p.player);
    // A copy in play attacked from hand (R63); a rival before his first turn is over, but in
    // reply to his attack (R156; two players: R162).
    bool reply = false;
    for (int i = 0; i < index && !owner.isEmpty(); ++i) {
        const Play &earlier = play(i);
        QString attacked;
        if (earlier.kind == PlayKind::Attack && earlier.player == owner && standing(i))
            reply = reply || (m_start.card(earlier.target, &attacked) && attacked == p.player);
    }
    if (auto refused = attackTargetRefusal(table, p.player, p.target, label(index), reply))
        return refused;
    if (p.attack != AttackKind::Instant) {
        if (const auto token = tokenRefusal(index, p.attacker))
            return token;
    }
    // The attack as the rules have it on this table: an attacker with no free arrow (R08), an
    // immune target (R54), a group reduced to Power 0 (R80), a kind the rule set does not know.
    const AttackAtPlay at = [&] {
        AttackAtPlay bare;
        bare.declared = declaredOf(index);
        // An immunity its player set aside beforehand for this attack (R82).
        const int suspension = m_pendingSuspension.value(p.player, -1);
        if (suspension >= 0 && standing(suspension) &&
            play(suspension).suspends == Suspended::Immunity)
            bare.declared.immunitySuspendedBy = meansName(play(suspension));
        const DeclaredAttackScenario made = attackScenarioFrom(stats(), bare.declared);
        if (made.scenario)
            bare.result = adjudicate(*made.scenario, m_abilities);
        return bare;
    }();
    if (at.result && !at.result->legal) {
        for (const AttackFact &violation : at.result->violations) {
            if (refusesTheAttack(violation))
                return tableFact(violation.rule, C::RefusedByAttackRules,
                                 {label(index), FactArg::title(violation.rule)}, p.target,
                                 p.player);
        }
    }
    return std::nullopt;
}

std::optional<TableFact> Resolver::rollRefusal(int index, int attack)
{
    const Play &p = play(index);
    // 11 or 12 always fails (R03).
    if (p.success && p.dice[0] + p.dice[1] >= profileOf(m_start.rules).alwaysFailsFrom)
        return tableFact(R03, C::RefusedElevenTwelve,
                         {label(index), FactArg::of(p.dice[0] + p.dice[1])});
    if (!attackStanding(attack))
        return tableFact(R83, C::RefusedNotStanding, {label(index), label(attack)});
    if (m_attacks.value(attack).rolled || m_attacks.value(attack).endedAt >= 0)
        return tableFact(R97, C::RefusedRolled, {label(index), label(attack)});
    // Up to the dice, a play whose condition now fails is made illegal.
    settleAttack(attack);
    if (!attackStanding(attack))
        return std::nullopt; // the attack itself is illegal: the dice decide nothing
    const AttackAtPlay at = attackAt(attack);
    if (!at.known && at.result) {
        // The referee gives part of it: refused only when no strength he could give allows it.
        const int total = p.dice[0] + p.dice[1];
        const std::optional<bool> settled = at.settles(total, profileOf(m_start.rules));
        if (!settled || *settled == p.success)
            return std::nullopt; // the referee's outcome stands (a line says so)
        return tableFact(p.success && *at.highest < 2 ? R02 : R01,
                         p.success ? C::RefusedRollFailsAtMost : C::RefusedRollSucceedsAtLeast,
                         {label(index), FactArg::of(total),
                          FactArg::of(p.success ? *at.highest : *at.lowest),
                          FactArg::name(at.refereeGives.join(u", "_s))});
    }
    if (!at.known || !at.result)
        return std::nullopt; // the referee's outcome stands (a line says so)
    const int total = p.dice[0] + p.dice[1];
    const int strength = at.result->strength;
    const bool succeeds = inwo::rollSucceeds(total, strength, profileOf(m_start.rules));
    if (p.success && strength < 2)
        return tableFact(R02, C::RefusedCannotSucceed,
                         {label(index), label(attack), FactArg::of(strength)});
    if (p.success != succeeds)
        return tableFact(R01, p.success ? C::RefusedRollTooHigh : C::RefusedRollSucceeds,
                         {label(index), FactArg::of(total), FactArg::of(strength)});
    return std::nullopt;
}

std::optional<TableFact> Resolver::turnRefusal(int index)
{
    const Play &p = play(index);
    if (attackOpen()) {
        // An attack that cannot succeed needs no roll: it ends with the turn (R02).
        const AttackAtPlay at = attackAt(m_openAttack);
        const std::optional<int> most = at.mostStrength();
        const bool hopeless = most && *most < 2;
        if (!hopeless)
            return tableFact(R150, C::RefusedAttackOpen, {label(index), label(m_openAttack)});
    }
    // The player whose turn ends holds no more than 5 Plots (R153).
    if (const TablePlayer *ending = current().player(current().turnOf);
        ending && plotsHeld(*ending) > PlotHandLimit)
        return tableFact(
            R153, C::RefusedHandLimit,
            {label(index), FactArg::name(ending->name), FactArg::of(plotsHeld(*ending))}, {},
            ending->name);
    // Play goes round the table (R155): the next player still in the game.
    if (const QString next = nextTurnPlayer(current()); !next.isEmpty() && next != p.player)
        return tableFact(R155, C::RefusedNotNextTurn, {label(index), FactArg::name(next)}, {},
                         p.player);
    return std::nullopt;
}

std::optional<TableFact> Resolver::takeoverRefusal(int index)
{
    const Play &p = play(index);
    const Position &table = current();
    QString holder;
    const TableCard *card = table.handCard(p.group, &holder);
    // Plan 28 also takes over a card of the uncontrolled area (R175).
    if (!card && table.rules == RuleSet::Plan28) {
        for (const TableCard &uncontrolled : table.uncontrolled) {
            if (uncontrolled.id == p.group) {
                card = &uncontrolled;
                holder = p.player;
            }
        }
    }
    if (!card || holder != p.player)
        return tableFact(RuleId::None, C::RefusedNotInHand,
                         {label(index), cardName(p.group), FactArg::name(p.player)}, p.group,
                         p.player);
    const bool resource = card->type == CardType::Resource;
    if (!card->cardId.isEmpty()) {
        const Card *printed = cardById(card->cardId);
        const bool unique = printed && printed->resourceKinds.contains(ResourceKind::Unique);
        // Non-unique Resources may be in play in any number (R136).
        // The card itself, taken from the uncontrolled area, is no second copy.
        const TableCard *inPlay = table.inPlay(card->cardId);
        if (inPlay && inPlay->id == p.group)
            inPlay = nullptr;
        if (inPlay && resource && !unique)
            m_notes[index] = tableFact(R136, C::NonUniqueResourceAgain,
                                       {label(index), FactArg::name(card->card)});
        else if (inPlay && (!resource || unique))
            return tableFact(unique ? R134 : R138,
                             unique ? C::RefusedUnique : C::RefusedDuplicateGroup,
                             {label(index), FactArg::name(inPlay->card)}, p.group, p.player);
        for (const DestroyedCard &destroyed : table.destroyed) {
            if (destroyed.cardId == card->cardId && !resource)
                return tableFact(R137, C::RefusedDestroyedDuplicate,
                                 {label(index), FactArg::name(destroyed.card)}, p.group, p.player);
        }
    }
    if (resource)
        return std::nullopt;
    // A group goes on a free arrow its master has (R157: no two groups on one arrow).
    const TablePlayer *player = table.player(p.player);
    const InstanceId master = p.master.isEmpty() && player ? player->illuminati.id : p.master;
    QString masterOwner;
    const TableCard *masterCard = table.card(master, &masterOwner);
    const Card *printedMaster = masterCard ? cardById(masterCard->cardId) : nullptr;
    const QList<const TableCard *> puppets = table.puppetsOf(master);
    const bool taken = std::any_of(puppets.cbegin(), puppets.cend(), [&](const TableCard *puppet) {
        return puppet->arrow == p.arrow;
    });
    const bool noSuchArrow =
        printedMaster && printedMaster->arrows && p.arrow >= *printedMaster->arrows;
    if (!masterCard || masterOwner != p.player || taken || noSuchArrow)
        return tableFact(R157, C::RefusedArrowTaken,
                         {label(index), cardName(master), FactArg::of(p.arrow)}, p.group, p.player);
    return std::nullopt;
}

// The checks of a play's kind.
std::optional<TableFact> Resolver::kindRefusal(int index, int attack)
{
    const Play &p = play(index);
    switch (p.kind) {
    case PlayKind::Privilege:
        // Once negated, privilege is not regained on that attack (R49).
        for (int i = attack + 1; attack >= 0 && i < index; ++i) {
            if (play(i).kind == PlayKind::Privilege && indexOf(play(i).attackPlay) == attack &&
                m_states.at(i).cancelledBy >= 0)
                return tableFact(R49, C::RefusedPrivilegeNegated, {label(index), label(attack)});
        }
        return privilegeUsedUp(index);
    case PlayKind::Attack:
        if (const auto phase = attackPhaseRefusal(current(), label(index)))
            return phase;
        return attackRefusal(index);
    case PlayKind::Aid:
    case PlayKind::Defend:
        if (const auto token = tokenRefusal(index, p.group))
            return token;
        return partEligibility(index, attack, true);
    case PlayKind::Cancel:
        if (const auto cancel = cancelRefusal(index))
            return cancel;
        if (attack < 0 && attackOpen() && p.by.kind == PlayMeans::Kind::Plot &&
            !p.by.plotId.isEmpty()) {
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
    case PlayKind::Roll:
        return rollRefusal(index, attack);
    case PlayKind::Turn:
        return turnRefusal(index);
    case PlayKind::Takeover:
        return takeoverRefusal(index);
    case PlayKind::Transfer:
        if (!current().card(p.group) || !current().card(p.master))
            return tableFact(R83, C::RefusedNotStanding, {label(index), cardName(p.group)});
        break;
    case PlayKind::Negate: {
        const bool inForce =
            std::any_of(current().nwos.cbegin(), current().nwos.cend(), [&](const NwoInForce &nwo) {
                return nwo.cardId == p.cardId || nwo.card == p.card;
            });
        if (!inForce)
            return tableFact(R107, C::RefusedNwoNotInForce, {label(index), FactArg::name(p.card)});
        break;
    }
    case PlayKind::BuyPlots: {
        int others = 0;
        for (const InstanceId &token : p.tokens) {
            if (const auto refused = tokenRefusal(index, token))
                return refused;
            const TableCard *card = current().card(token);
            // A Resource's tokens never buy Plots (R140).
            if (card && card->type == CardType::Resource)
                return tableFact(R140, C::RefusedResourceTokens,
                                 {label(index), FactArg::name(card->card)}, token, p.player);
            others += card && card->type == CardType::Illuminati ? 0 : 1;
        }
        if (others % 2 != 0)
            return tableFact(R152, C::RefusedBuyPlots, {label(index)});
        if (attackOpen() && isPrivileged(m_openAttack))
            return tableFact(R50, C::RefusedPrivilegedTrade, {label(index), label(m_openAttack)});
        break;
    }
    case PlayKind::Give:
        if (attackOpen() && isPrivileged(m_openAttack))
            return tableFact(R50, C::RefusedPrivilegedTrade, {label(index), label(m_openAttack)});
        [[fallthrough]];
    case PlayKind::Discard: {
        // Nothing is thrown away to thwart a look (R103).
        for (int i = index - 1; i >= 0; --i) {
            if (m_states.at(i).refused || isPreCancelMove(play(i).kind))
                continue;
            if (play(i).kind == PlayKind::Look && play(i).at == p.player && standing(i))
                return tableFact(R103, C::RefusedThwartLook,
                                 {label(index), FactArg::name(p.player), label(i)}, {}, p.player);
            break;
        }
        if (p.downTo)
            return std::nullopt; // down to the hand limit: whatever is above it
        return plotRefusal(index, p.player, p.card, p.cardId, p.from);
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
        return plotRefusal(index, p.player, p.card, p.cardId, p.from);
    default:
        break;
    }
    return std::nullopt;
}

// What makes the play: its Plot in hand, its tokens.
std::optional<TableFact> Resolver::meansRefusal(int index)
{
    const Play &p = play(index);
    if (p.by.kind == PlayMeans::Kind::Plot) {
        if (const auto plot = plotRefusal(index, p.player, p.by.plot, p.by.plotId, p.by.from))
            return plot;
        for (const InstanceId &group : p.by.poweredBy) {
            if (const auto token = tokenRefusal(index, group))
                return token;
        }
    } else if (p.by.kind == PlayMeans::Kind::Action) {
        if (const auto token = tokenRefusal(index, p.by.group))
            return token;
    }
    return std::nullopt;
}

std::optional<TableFact> Resolver::refusal(int index)
{
    const Play &p = play(index);
    if (p.kind == PlayKind::Correct)
        return std::nullopt; // the referee's word stands
    // A claim right after one that stood is simultaneous with it (R130); anything else comes
    // after the game is over (R113).
    const bool joinsVictory = p.kind == PlayKind::Claim && m_lastStandingClaim >= 0 &&
                              m_lastStandingClaim == m_lastPlay && standing(m_lastStandingClaim);
    if (!current().winners.isEmpty() && !joinsVictory)
        return tableFact(R113, C::RefusedGameOver,
                         {label(index), FactArg::name(current().winners.join(u", "_s))}, {},
                         p.player);
    if (const TablePlayer *seat = current().player(p.player); seat && seat->eliminated)
        return tableFact(R132, C::RefusedPlayerOut, {label(index), FactArg::name(p.player)}, {},
                         p.player);
    if (isTableEvent(p.kind) ||
        ((p.kind == PlayKind::Discard || p.kind == PlayKind::Give) && p.deck != DeckKind::Plot)) {
        if (const auto plan28 = plan28Refusal(index))
            return plan28;
        if (const auto event =
                tableEventRefusal(current(), p, label(index), m_context, joinsVictory))
            return event;
        if (p.kind == PlayKind::Money && !p.attackPlay.isEmpty()) {
            if (const auto part = attackPartRefusal(index, indexOf(p.attackPlay)))
                return part;
        }
        return meansRefusal(index);
    }
    if (const auto plan28 = plan28Refusal(index))
        return plan28;
    // An action of the player's own, in another player's turn (R150; the boxed game R182).
    if (m_start.rules != RuleSet::Plan28 && isOwnAction(p)) {
        if (auto refused = ownActionRefusal(current(), p.player, label(index)))
            return refused;
    }
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
    if (const auto kind = kindRefusal(index, attack))
        return kind;
    if (const auto means = meansRefusal(index))
        return means;
    if (p.kind != PlayKind::Cancel) {
        if (const auto condition = conditionFailsNow(p, R100, true))
            return condition;
    }
    return std::nullopt;
}

// The tokens a play spends when announced, whatever comes of it.
void Resolver::spendTokens(int index)
{
    const Play &p = play(index);
    PlayState &state = m_states[index];
    const auto spend = [&](const InstanceId &group) {
        if (current().card(group))
            state.tokens.append(group);
    };
    if (p.kind == PlayKind::Attack && p.attack != AttackKind::Instant)
        spend(p.attacker);
    if (p.kind == PlayKind::Aid || p.kind == PlayKind::Defend)
        spend(p.group);
    for (const InstanceId &token : p.tokens)
        spend(token);
    if (p.by.kind == PlayMeans::Kind::Plot) {
        for (const InstanceId &group : p.by.poweredBy)
            spend(group);
    } else if (p.by.kind == PlayMeans::Kind::Action) {
        spend(p.by.group);
    }
}

void Resolver::makeIllegal(int change)
{
    QList<int> candidates;
    for (int i = 0; i < change; ++i) {
        const Play &q = play(i);
        if (!q.conditions.isEmpty() && standing(i) && m_states.at(i).attack < 0 &&
            q.kind != PlayKind::Attack)
            candidates.append(i);
    }
    if (candidates.isEmpty())
        return;
    QList<int> &made = m_madeIllegal[change];
    const TableStats after = statsOf(tableBefore(change + 1));
    for (const int i : std::as_const(candidates)) {
        const Play &q = play(i);
        PlayState &state = m_states[i];
        const RuleId because = q.by.kind == PlayMeans::Kind::Plot    ? R85
                               : q.by.kind == PlayMeans::Kind::Rules ? R86
                                                                     : R88;
        const std::optional<TableFact> fails = conditionFails(q, because, false, after);
        if (!fails)
            continue;
        state.illegal = true;
        state.illegalRule = because;
        state.illegalLine = fails;
        made.append(i);
        touch(i);
    }
}

void Resolver::undoIllegal(int change)
{
    const QList<int> made = m_madeIllegal.take(change);
    for (auto it = made.rbegin(); it != made.rend(); ++it) {
        PlayState &state = m_states[*it];
        state.illegal = false;
        state.illegalLine.reset();
        state.illegalRule = RuleId::None;
        state.madeIllegalBy = change; // legal again once the change is cancelled (R95)
        touch(*it);
    }
}

void Resolver::losePower(int plot, const InstanceId &group)
{
    m_states[plot].cancelledPowers.append(group);
    touch(plot); // unless another action replaces it, the Plot is lost (R87)
}

void Resolver::regainPower(int plot, const InstanceId &group)
{
    m_states[plot].cancelledPowers.removeOne(group);
    touch(plot);
}

void Resolver::cancel(int target, int by)
{
    PlayState &state = m_states[target];
    if (state.cancelledBy >= 0)
        return;
    // One of the actions powering a Plot (R87).
    const Play &t = play(target);
    if (t.kind == PlayKind::Action && state.owner >= 0 && !state.replacesPower &&
        play(state.owner).by.kind == PlayMeans::Kind::Plot) {
        m_states[state.owner].powerCancel = by;
        losePower(state.owner, t.by.group);
    }
    state.cancelledBy = by;
    touch(target);
    switch (t.kind) {
    case PlayKind::Change:
        undoIllegal(target); // what it made illegal stands again (R95)
        break;
    case PlayKind::Cancel: {
        // Its canceller is itself cancelled: what it cancelled stands again (R95).
        const int undone = indexOf(t.cancels);
        if (!t.token.isEmpty() && play(undone).by.poweredBy.size() > 1) {
            m_states[undone].powerCancel = -1;
            regainPower(undone, t.token);
        } else {
            restore(undone);
        }
        break;
    }
    case PlayKind::Action:
        if (m_states.at(target).replacesPower &&
            m_states.at(m_states.at(target).owner).powerReplacedBy == target) {
            m_states[m_states.at(target).owner].powerReplacedBy = -1;
            touch(m_states.at(target).owner);
        }
        break;
    case PlayKind::Salvage: {
        const int salvaged = indexOf(t.salvages);
        if (m_states.at(salvaged).salvagedBy == target) {
            m_states[salvaged].salvagedBy = -1;
            touch(salvaged);
        }
        break;
    }
    default:
        break;
    }
}

void Resolver::restore(int target)
{
    PlayState &state = m_states[target];
    if (state.cancelledBy < 0)
        return;
    const Play &t = play(target);
    if (t.kind == PlayKind::Action && state.owner >= 0 && !state.replacesPower &&
        play(state.owner).by.kind == PlayMeans::Kind::Plot)
        regainPower(state.owner, t.by.group);
    state.restoredFrom = state.cancelledBy;
    state.cancelledBy = -1;
    touch(target);
    switch (t.kind) {
    case PlayKind::Change:
        makeIllegal(target);
        break;
    case PlayKind::Action:
        if (state.replacesPower) {
            m_states[state.owner].powerReplacedBy = target;
            touch(state.owner);
        }
        break;
    case PlayKind::Salvage:
        m_states[indexOf(t.salvages)].salvagedBy = target;
        touch(indexOf(t.salvages));
        break;
    case PlayKind::Cancel: {
        const int undone = indexOf(t.cancels);
        if (!t.token.isEmpty() && play(undone).by.poweredBy.size() > 1) {
            m_states[undone].powerCancel = target;
            losePower(undone, t.token);
        } else {
            cancel(undone, target);
        }
        break;
    }
    default:
        break;
    }
}

// The first turn that began after the play `index` (the end of the timeline when none did): an
// attack never rolled is over with its turn.
int Resolver::turnAfter(int index) const
{
    for (int i = index + 1; i < m_timeline.plays.size(); ++i) {
        if (play(i).kind == PlayKind::Turn && !m_states.at(i).refused)
            return i;
    }
    return int(m_timeline.plays.size());
}

// Up to the dice, a play of the attack whose condition fails, or an aider no longer eligible, is
// made illegal (R85, R86, R89, R94).
void Resolver::settleAttack(int attack)
{
    if (!standing(attack))
        return;
    const Play &a = play(attack);
    if (const auto fails = conditionFailsNow(a, R89, false)) {
        PlayState &state = m_states[attack];
        state.illegal = true;
        state.illegalRule = R89;
        state.illegalLine = fails;
        touch(attack);
        return;
    }
    for (const int part : m_attacks.value(attack).parts) {
        if (!standing(part))
            continue;
        const Play &q = play(part);
        std::optional<TableFact> fails;
        RuleId because = R86;
        if (q.kind == PlayKind::Aid || q.kind == PlayKind::Defend) {
            fails = partEligibility(part, attack, false);
            because = R94;
            if (!fails)
                fails = conditionFailsNow(q, R94, false);
        } else {
            because = q.by.kind == PlayMeans::Kind::Plot    ? R85
                      : q.by.kind == PlayMeans::Kind::Rules ? R86
                                                            : R88;
            fails = conditionFailsNow(q, because, false);
        }
        if (!fails)
            continue;
        PlayState &state = m_states[part];
        state.illegal = true;
        state.illegalRule = because;
        state.illegalLine = fails;
        touch(part);
    }
}

void Resolver::announceAttack(int index)
{
    const Play &p = play(index);
    AttackState attack;
    QString holder;
    const TableCard *fromHand = current().handCard(p.target, &holder);
    attack.fromHand = fromHand != nullptr;
    // A later attempt on a card of the hand after a failed one this turn (R91).
    attack.secondAttempt = p.secondAttempt || (fromHand && fromHand->attacked);
    if (!attack.fromHand)
        current().card(p.target, &attack.targetOwner);
    if (p.disaster) {
        const TableCard *target = current().card(p.target);
        const std::optional<EffectiveGroup> group = stats().numbers(p.target);
        m_states[index].targetHadToken =
            target && group && target->tokensSpent < group->tokens && group->canAct;
    }
    m_attacks.insert(index, attack);
    m_openAttack = index;
}

void Resolver::nextStep(int index)
{
    const Play &p = play(index);
    if (p.kind == PlayKind::Claim)
        m_lastStandingClaim = index;
    if (p.kind == PlayKind::Turn) {
        m_turnRounds.insert(index, tableBefore(index + 1).round);
        m_openAttack = -1;
        m_step = 0;
        m_knocksInARow = 0;
        m_worldDominationOver = false;
        m_pendingSuspension.clear(); // a suspension no attack followed lapses with the turn
        m_lastActive = index;
    }
    // Plan 28's steps (R172): once every player knocked in a row, World Domination is over until
    // the next turn, whatever the End of Turn brings.
    if (m_start.rules == RuleSet::Plan28 && !m_worldDominationOver) {
        const bool open =
            m_openAttack >= 0 && m_openAttack != index && attackStanding(m_openAttack);
        if (isActiveMove(p, open)) {
            ++m_step;
            m_lastActive = index;
            m_knocksInARow = p.kind == PlayKind::Knock ? m_knocksInARow + 1 : 0;
            const Position &table = current();
            const auto seated =
                std::count_if(table.players.cbegin(), table.players.cend(),
                              [](const TablePlayer &seat) { return !seat.eliminated; });
            m_worldDominationOver = seated > 0 && m_knocksInARow >= seated;
        }
    }
}

void Resolver::announce(int index)
{
    const Play &p = play(index);
    PlayState &state = m_states[index];
    // Where it belongs in an attack.
    const bool afterDice = p.kind == PlayKind::Roll || p.kind == PlayKind::DieChange ||
                           p.kind == PlayKind::Fail || p.kind == PlayKind::CallOff;
    if (!p.attackPlay.isEmpty() && !afterDice) {
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
    if (attackOpen() && state.attack < 0 && p.kind != PlayKind::Attack && !afterDice) {
        state.duringAttack = m_openAttack;
        m_madeDuring[m_openAttack].append(index);
    }
    if (p.kind == PlayKind::Attack) {
        announceAttack(index);
        // An immunity set aside beforehand goes with the player's next attack (R82).
        const int suspension = m_pendingSuspension.value(p.player, -1);
        m_pendingSuspension.remove(p.player);
        if (suspension >= 0 && standing(suspension)) {
            m_states[suspension].attack = index;
            m_attacks[index].parts.append(suspension);
        }
    }
    if (p.kind == PlayKind::Suspend && p.attackPlay.isEmpty())
        m_pendingSuspension.insert(p.player, index);
    if (state.attack >= 0 && state.attack != index)
        m_attacks[state.attack].parts.append(index);
    spendTokens(index);
    if (p.kind == PlayKind::Agents) {
        for (const TableCard &card : current().player(p.player)->hand) {
            if (card.cardId == p.cardId ||
                CardNameResolver::keyOf(card.card) == CardNameResolver::keyOf(p.card)) {
                state.handCard = card;
                break;
            }
        }
    }
    m_lastPlay = index;
    const int attack = indexOf(p.attackPlay);
    switch (p.kind) {
    case PlayKind::Roll: {
        AttackState &rolled = m_attacks[attack];
        rolled.rolled = true;
        rolled.roll = index;
        if (m_openAttack == attack)
            m_openAttack = -1;
        if (standing(attack))
            m_rolledAttacks.insert(attack, attackAt(attack));
        break;
    }
    case PlayKind::DieChange:
        touch(m_attacks.value(attack).roll);
        break;
    case PlayKind::Fail:
        m_attacks[attack].failedBy = index;
        touch(m_attacks.value(attack).roll);
        break;
    case PlayKind::CallOff:
        m_states[attack].calledOffBy = index;
        if (m_openAttack == attack)
            m_openAttack = -1;
        touch(attack);
        break;
    case PlayKind::Turn:
        // An attack that could not succeed ends with the turn, unrolled (R02).
        if (attackOpen()) {
            m_attacks[m_openAttack].endedAt = index;
            m_rolledAttacks.insert(m_openAttack, attackAt(m_openAttack));
        }
        break;
    case PlayKind::Cancel: {
        const int target = indexOf(p.cancels);
        if (!p.token.isEmpty() && play(target).by.poweredBy.size() > 1) {
            // One of several actions powering a Plot (R87): another may replace it.
            m_states[target].powerCancel = index;
            losePower(target, p.token);
        } else {
            cancel(target, index);
        }
        break;
    }
    case PlayKind::Action:
        // An action `with` a Plot replaces a cancelled powering action (R87).
        if (state.owner >= 0 && play(state.owner).by.kind == PlayMeans::Kind::Plot &&
            !m_states.at(state.owner).cancelledPowers.isEmpty()) {
            state.replacesPower = true;
            m_states[state.owner].powerReplacedBy = index;
            touch(state.owner);
        }
        break;
    case PlayKind::Salvage:
        m_states[indexOf(p.salvages)].salvagedBy = index;
        touch(indexOf(p.salvages));
        break;
    case PlayKind::Change:
        // A play outside an attack that the change makes illegal is cancelled by it (R83; the
        // VFAQ's Goldfish Fanciers made immune to the Gay Activists by the OMCLs).
        makeIllegal(index);
        break;
    default:
        break;
    }
    // Plays of the open attack this change makes illegal for now (R95 if it is cancelled).
    if ((p.kind == PlayKind::Change || p.kind == PlayKind::Nwo || p.kind == PlayKind::Negate) &&
        m_openAttack >= 0 && standing(m_openAttack)) {
        const TableStats after = statsOf(tableBefore(index + 1));
        for (const int part : QList<int>{m_openAttack} + m_attacks.value(m_openAttack).parts) {
            if (standing(part) && m_states.at(part).madeIllegalBy < 0 &&
                conditionFails(play(part), R85, false, after))
                m_states[part].madeIllegalBy = index;
        }
    }
    nextStep(index);
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
        touch(loser);
    }
}

TimelineResolution Resolver::run()
{
    for (int i = 0; i < m_timeline.plays.size(); ++i)
        m_index.insert(play(i).id, i);
    for (int i = 0; i < m_timeline.plays.size(); ++i) {
        m_current = i;
        m_extraRefusalLine.reset();
        if (std::optional<TableFact> refused = refusal(i)) {
            m_states[i].refused = true;
            m_states[i].refusal = std::move(refused);
            m_states[i].refusalExtra = m_extraRefusalLine;
            touch(i);
            continue;
        }
        announce(i);
    }
    // Attacks whose dice were never rolled are settled as they stood when they ended: at the turn
    // that ended them (R02), or now.
    for (auto it = m_attacks.begin(); it != m_attacks.end(); ++it) {
        if (!it.value().rolled) {
            m_current = it.value().endedAt >= 0 ? it.value().endedAt : turnAfter(it.key());
            settleAttack(it.key());
            if (!m_rolledAttacks.contains(it.key()) && standing(it.key()))
                m_rolledAttacks.insert(it.key(), attackAt(it.key()));
        }
    }
    m_current = int(m_timeline.plays.size());
    settleClaims();

    TimelineResolution resolution;
    resolution.position = tableBefore(int(m_timeline.plays.size()));
    resolution.plays.reserve(m_timeline.plays.size());
    for (int i = 0; i < m_timeline.plays.size(); ++i)
        resolution.plays.append(resolved(i));
    return resolution;
}

} // namespace detail

TimelineResolution resolveTimeline(const Timeline &timeline, const CardRepository &cards,
                                   const CardAbilities *abilities, const GoalRules *goals)
{
    detail::Resolver resolver(timeline, cards, abilities, goals);
    return resolver.run();
}

} // namespace inwo
