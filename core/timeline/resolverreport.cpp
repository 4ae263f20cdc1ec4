// What the timeline resolver says of each play: its status and the rule behind it, every token,
// Plot and card it involved and where each ends up, what it did to the table, and, for an attack,
// its strength and chance on the table as it stood (issue 13, issue 22).
#include "cards/cardnameresolver.h"
#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"
#include "timeline/resolver.h"

using namespace Qt::StringLiterals;

namespace inwo::detail {

using C = TableFactCode;

PlayItem Resolver::tokenItem(int index, const InstanceId &group, ItemFate fate, RuleId rule) const
{
    // Whose token it is when the play is made: a group taken over since the start is its new
    // controller's. (Reports are made once every play is folded.)
    QString controller;
    const Position &table = index == 0 ? m_start : m_after.at(index - 1);
    const TableCard *card = table.card(group, &controller);
    if (!card)
        card = m_start.card(group, &controller);
    return {PlayItemKind::Token, group, card ? card->card : group.value, controller, fate, rule};
}

void Resolver::tokenItems(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    const bool calledOff = attackGone && m_states.at(state.attack).calledOffBy >= 0;
    const bool ownerGone =
        state.owner >= 0 && play(state.owner).kind != PlayKind::Attack && !standing(state.owner);
    // Played with an aid that is gone: lost with it (R93, R94).
    const bool ownerIsPart = state.owner >= 0 && (play(state.owner).kind == PlayKind::Aid ||
                                                  play(state.owner).kind == PlayKind::Defend ||
                                                  play(state.owner).kind == PlayKind::Agents);
    // An action powering a Plot whose other powering action was cancelled and not replaced.
    const bool wasted = state.owner >= 0 && play(state.owner).by.kind == PlayMeans::Kind::Plot &&
                        !m_states.at(state.owner).cancelledPowers.isEmpty() &&
                        m_states.at(state.owner).powerReplacedBy < 0 && p.kind == PlayKind::Action;
    const bool cancelled = state.cancelledBy >= 0;
    const bool illegal = state.illegal;
    const bool powerLost = !state.cancelledPowers.isEmpty() && state.powerReplacedBy < 0;
    const bool rival = state.attack >= 0 && p.player != play(state.attack).player;
    for (const InstanceId &token : state.tokens) {
        ItemFate fate = ItemFate::Spent;
        RuleId why = RuleId::None;
        if (state.cancelledPowers.contains(token)) {
            fate = ItemFate::Lost; // its use was cancelled, replaced or not (R84, R87)
            why = R87;
        } else if (p.kind == PlayKind::Attack) {
            why = cancelled || illegal ? R89 : state.calledOffBy >= 0 ? R74 : RuleId::None;
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
        } else if (calledOff) {
            // Called off: rivals get their tokens back; the attacker's side spent its own (R74).
            fate = rival ? ItemFate::Returned : ItemFate::Spent;
            why = R74;
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
        out.items.append(tokenItem(index, token, fate, why));
    }
    // A Disaster's target loses a token at once, and gets it back if it is cancelled (R58).
    if (p.kind == PlayKind::Attack && p.disaster && !state.refused) {
        if (!state.targetHadToken)
            out.lines.append(tableFact(R58, C::DisasterNoToken, {cardName(p.target)}, p.target));
        else
            out.items.append(tokenItem(
                index, p.target, cancelled || illegal ? ItemFate::Returned : ItemFate::Lost, R58));
    }
}

void Resolver::plotItems(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    const bool calledOff = attackGone && m_states.at(state.attack).calledOffBy >= 0;
    const bool ownerGone =
        state.owner >= 0 && play(state.owner).kind != PlayKind::Attack && !standing(state.owner);
    const bool ownerIsPart = state.owner >= 0 && (play(state.owner).kind == PlayKind::Aid ||
                                                  play(state.owner).kind == PlayKind::Defend ||
                                                  play(state.owner).kind == PlayKind::Agents);
    const bool cancelled = state.cancelledBy >= 0;
    const bool illegal = state.illegal;
    const bool powerLost = !state.cancelledPowers.isEmpty() && state.powerReplacedBy < 0;
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
        else if (calledOff)
            // Rivals get their cards back (R74); the attacker's own are the referee's to settle.
            plotItem(p.by.plot,
                     p.player != play(state.attack).player ? ItemFate::HandExposed
                                                           : ItemFate::Discarded,
                     R74);
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
        else
            plotItem(p.card, ItemFate::InPlay, RuleId::None);
        break;
    case PlayKind::Discard:
        if (p.deck == DeckKind::Plot && !p.downTo)
            plotItem(p.card, ItemFate::Discarded, RuleId::None);
        break;
    case PlayKind::Give:
        if (p.deck == DeckKind::Plot)
            out.items.append({PlayItemKind::Plot, {}, p.card, p.to, ItemFate::Hand, RuleId::None});
        break;
    default:
        break;
    }
}

void Resolver::cardItems(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    const bool cancelled = state.cancelledBy >= 0;
    const bool illegal = state.illegal;
    switch (p.kind) {
    case PlayKind::Turn:
        // The cards of the ending player's hand attacked and not taken, as the turn discarded them.
        for (const TableFact &effect : m_effects.value(index)) {
            if (effect.code == TableFactCode::AttackedFromHandDiscarded)
                out.items.append({PlayItemKind::Card, effect.card, effect.args.value(0).text,
                                  effect.player, ItemFate::Discarded, R72});
        }
        break;
    case PlayKind::Agents: {
        const InstanceId card = state.handCard ? state.handCard->id : InstanceId();
        if (attackGone)
            out.items.append({PlayItemKind::Card, card, p.card, p.player, ItemFate::Hand,
                              m_states.at(state.attack).calledOffBy >= 0 ? R74 : R89});
        else
            out.items.append({PlayItemKind::Card, card, p.card, p.player, ItemFate::Discarded,
                              cancelled || illegal ? R84 : R61});
        break;
    }
    case PlayKind::Roll: {
        // What a success did to the target (R73, R37; neutralized: R190).
        const int attack = indexOf(p.attackPlay);
        const Play &a = play(attack);
        if (standing(index) && standing(attack) && a.attack != AttackKind::Instant &&
            rollSucceeds(index))
            out.items.append(
                {PlayItemKind::Card, a.target, cardName(a.target).text, a.player,
                 a.attack == AttackKind::Destroy ? ItemFate::Destroyed : ItemFate::InPlay,
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
        const AttackState attack = m_attacks.value(index);
        if (!attack.fromHand)
            break;
        ItemFate fate = ItemFate::Hand;
        RuleId why = R72;
        if (cancelled || illegal) {
            fate = attack.secondAttempt ? ItemFate::UntilTurnEnd : ItemFate::Hand;
            why = R91;
        } else if (state.calledOffBy >= 0) {
            why = R74;
        } else if (attack.roll >= 0 && standing(attack.roll) && rollSucceeds(attack.roll)) {
            break; // the roll brings it into play, and its item says so (R73)
        }
        out.items.append(
            {PlayItemKind::Card, p.target, cardName(p.target).text, p.player, fate, why});
        break;
    }
    default:
        break;
    }
}

void Resolver::addItems(int index, ResolvedPlay &out) const
{
    if (m_states.at(index).refused)
        return;
    tokenItems(index, out);
    plotItems(index, out);
    cardItems(index, out);
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

// The status of a play and the rule behind it.
void Resolver::statusLines(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const PlayState &state = m_states.at(index);
    const FactArg self = label(index);
    out.status = statusOf(index);
    const bool attackGone = state.attack >= 0 && state.attack != index && !standing(state.attack);
    const bool ownerGone =
        state.owner >= 0 && play(state.owner).kind != PlayKind::Attack && !standing(state.owner);
    if (state.calledOffBy >= 0) {
        out.rule = R74;
        out.cancelledBy = play(state.calledOffBy).id;
        out.lines.append(tableFact(R74, C::AttackCalledOff, {self}, {}, p.player));
    } else if (state.cancelledBy >= 0) {
        out.rule = R83;
        out.cancelledBy = play(state.cancelledBy).id;
        out.lines.append(
            tableFact(R83, C::PlayCancelled, {self, label(state.cancelledBy)}, {}, p.player));
    } else if (state.illegal) {
        out.rule = state.illegalRule;
        out.lines.append(*state.illegalLine);
    } else if (attackGone) {
        const PlayState &attack = m_states.at(state.attack);
        if (attack.calledOffBy >= 0) {
            out.rule = R74;
            out.cancelledBy = play(attack.calledOffBy).id;
            out.lines.append(tableFact(R74, C::PlayInCalledOffAttack, {self, label(state.attack)}));
        } else if (attack.illegal) {
            out.rule = R89;
            out.lines.append(tableFact(R89, C::PlayInIllegalAttack, {self, label(state.attack)}));
        } else {
            out.rule = R89;
            out.cancelledBy = play(attack.cancelledBy).id;
            out.lines.append(tableFact(R89, C::PlayInCancelledAttack,
                                       {self, label(state.attack), label(attack.cancelledBy)}));
        }
    } else if (ownerGone) {
        const PlayState &owner = m_states.at(state.owner);
        const Play &o = play(state.owner);
        const bool part =
            o.kind == PlayKind::Aid || o.kind == PlayKind::Defend || o.kind == PlayKind::Agents;
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
}

// What a roll, a die change, a turn and the new kinds of play say.
void Resolver::kindLines(int index, ResolvedPlay &out) const
{
    const Play &p = play(index);
    const FactArg self = label(index);
    const int attack = indexOf(p.attackPlay);
    switch (p.kind) {
    case PlayKind::DieChange:
        if (out.status == PlayStatus::Effective)
            out.lines.append(tableFact(R97, C::DieChanged,
                                       {self, label(attack),
                                        FactArg::name(p.change > 0 ? u"+%1"_s.arg(p.change)
                                                                   : QString::number(p.change))}));
        break;
    case PlayKind::Roll: {
        const auto rolled = m_rolledAttacks.constFind(attack);
        const bool known = rolled != m_rolledAttacks.cend() && rolled->known && rolled->result;
        const RollCount count = countRoll(index);
        const bool success = standing(attack) && count.success;
        const RuleSetProfile &profile = profileOf(m_start.rules);
        // The roll as the dice show it; a change to it afterwards says what it comes to. Where
        // the referee gives part of the strength, the dice may still settle it at every
        // strength his part allows.
        const std::optional<bool> settled = rolled != m_rolledAttacks.cend()
                                                ? rolled->settles(p.dice[0] + p.dice[1], profile)
                                                : std::nullopt;
        const bool shownSuccess = settled.value_or(p.success);
        if (known)
            out.lines.append(
                tableFact(R01, shownSuccess ? C::RollSucceedsAgainst : C::RollFailsAgainst,
                          {label(attack), FactArg::of(p.dice[0]), FactArg::of(p.dice[1]),
                           FactArg::of(rolled->result->strength)}));
        else if (settled)
            out.lines.append(
                tableFact(!shownSuccess && *rolled->highest < 2 ? R02 : R01,
                          shownSuccess ? C::RollSettledWithin : C::RollSettledFailsWithin,
                          {label(attack), FactArg::of(p.dice[0]), FactArg::of(p.dice[1]),
                           FactArg::of(*rolled->lowest), FactArg::of(*rolled->highest),
                           FactArg::name(rolled->refereeGives.join(u", "_s))}));
        else
            out.lines.append(
                tableFact(R97, p.success ? C::RollSucceeded : C::RollFailed,
                          {label(attack), FactArg::of(p.dice[0]), FactArg::of(p.dice[1])}));
        if (!known && !settled && standing(attack)) {
            const QStringList gives =
                rolled != m_rolledAttacks.cend() ? rolled->refereeGives : QStringList();
            out.lines.append(
                gives.isEmpty() ? tableFact(RuleId::None, C::StrengthForTheReferee, {label(attack)})
                                : tableFact(RuleId::None, C::StrengthForTheRefereeOf,
                                            {label(attack), FactArg::name(gives.join(u", "_s))}));
        }
        // Every change that stands is summed up, even when the outcome ends where the dice
        // left it (-3 then +10: the roll that came to a success fails again).
        if (standing(attack) && (success != shownSuccess || count.total != p.dice[0] + p.dice[1]))
            out.lines.append(
                tableFact(!success && count.total >= profile.alwaysFailsFrom ? R03 : R97,
                          success ? C::RollNowSucceeds : C::RollNowFails,
                          {label(attack), FactArg::of(count.total)}));
        const Play &a = play(attack);
        if (success && a.attack != AttackKind::Instant)
            out.lines.append(
                tableFact(a.attack == AttackKind::Control   ? R73
                          : a.attack == AttackKind::Destroy ? R37
                                                            : R190,
                          a.attack == AttackKind::Control   ? C::AttackCaptures
                          : a.attack == AttackKind::Destroy ? C::AttackDestroys
                                                            : C::AttackNeutralizes,
                          {cardName(a.target), cardName(a.attacker), FactArg::name(a.player)},
                          a.target, a.player));
        if (success && a.attack == AttackKind::Instant)
            out.lines.append(tableFact(RuleId::None, C::InstantOutcomeReferee,
                                       {FactArg::name(a.by.plot), cardName(a.target)}));
        break;
    }
    case PlayKind::Turn:
        out.lines.append(tableFact(
            profileOf(m_start.rules).turnRule,
            m_start.rules == RuleSet::Plan28 ? C::TurnBeginsPlan28 : C::TurnBegins,
            {FactArg::name(p.player), FactArg::of(m_turnRounds.value(index))}, {}, p.player));
        for (auto it = m_attacks.cbegin(); it != m_attacks.cend(); ++it) {
            if (it->endedAt == index && standing(it.key()))
                out.lines.append(
                    tableFact(R02, C::AttackEndsUnrolled,
                              {label(it.key()), FactArg::of(m_rolledAttacks.value(it.key())
                                                                .result.value_or(AttackResult())
                                                                .strength)}));
        }
        break;
    case PlayKind::CallOff:
        if (out.status == PlayStatus::Effective)
            out.lines.append(tableFact(R74, C::CallOffOwnPlaysReferee, {label(attack)}));
        break;
    case PlayKind::Fail:
        if (out.status == PlayStatus::Effective)
            out.lines.append(tableFact(R97, C::AutomaticFailure, {self, label(attack)}));
        break;
    case PlayKind::Suspend: {
        // Made before its attack: the player's next attack this turn, if one followed (R82).
        const int suspended = attack >= 0 ? attack : m_states.at(index).attack;
        if (out.status != PlayStatus::Effective)
            break;
        if (suspended < 0)
            out.lines.append(tableFact(R82, C::ImmunitySuspendedUnused,
                                       {self, FactArg::name(p.card), FactArg::name(p.player)}));
        else
            out.lines.append(p.suspends == Suspended::Immunity
                                 ? tableFact(R82, C::ImmunitySuspended,
                                             {self, FactArg::name(p.card), label(suspended)})
                                 : tableFact(R49, C::PrivilegeSuspended, {self, label(suspended)}));
        break;
    }
    case PlayKind::Attack: {
        const AttackState attackState = m_attacks.value(index);
        if (out.status == PlayStatus::Effective && attackState.roll < 0 && attackState.endedAt < 0)
            out.lines.append(tableFact(R97, C::AttackNotRolled, {self}));
        if (attackState.secondAttempt && attackState.fromHand)
            out.lines.append(tableFact(R91, C::SecondAttemptFromHand, {self, cardName(p.target)}));
        break;
    }
    default:
        break;
    }
}

void Resolver::itemLines(ResolvedPlay &out) const
{
    for (const PlayItem &item : out.items) {
        // A card the turn discarded (R72): the turn's own line says so.
        if (item.kind == PlayItemKind::Card && item.rule == R72 && item.fate == ItemFate::Discarded)
            continue;
        // A destroyed group: the attack's own line says whose destroyed pile it goes to (R37).
        if (item.fate == ItemFate::Destroyed)
            continue;
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
            if (item.rule == R91 && item.fate == ItemFate::UntilTurnEnd)
                code = C::SecondAttemptDiscarded;
            break;
        }
        out.lines.append(tableFact(item.rule, code, args, item.card, item.owner));
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
    statusLines(index, out);
    if (!p.simultaneousWith.isEmpty()) {
        const int other = indexOf(p.simultaneousWith);
        const auto [mine, theirs] = rollOffOf(p, play(other));
        out.lines.append(
            tableFact(m_start.rules == RuleSet::Plan28 ? R179 : R104, C::PlayRollOff,
                      {label(index), label(other),
                       FactArg::name(mine > theirs ? p.player : play(other).player),
                       FactArg::of(std::max(mine, theirs)), FactArg::of(std::min(mine, theirs))}));
    }
    kindLines(index, out);
    for (const PlayCondition &condition : p.conditions) {
        if (!m_start.card(condition.card) && !m_start.handCard(condition.card))
            out.lines.append(tableFact(
                RuleId::None, C::ConditionUnknown,
                {cardName(condition.card), FactArg::of(QList<Alignment>{condition.alignment})}));
    }
    explain(index, out);
    if (m_notes.contains(index))
        out.lines.append(m_notes.value(index));
    addItems(index, out);
    // An NWO replaced since by one of its colour (R106).
    int endedBy = -1;
    if (p.kind == PlayKind::Nwo && out.status == PlayStatus::Effective) {
        for (int later = index + 1; later < m_timeline.plays.size(); ++later) {
            const QList<TableFact> effects = m_effects.value(later);
            const bool replaces =
                std::any_of(effects.cbegin(), effects.cend(), [&](const TableFact &e) {
                    return (e.code == C::NwoDiscarded && e.args.size() > 1 &&
                            e.args[1].text == p.card) ||
                           (e.code == C::NwoReplacedCopy && play(later).card == p.card);
                });
            const bool negated =
                std::any_of(effects.cbegin(), effects.cend(), [&](const TableFact &e) {
                    return e.code == C::NwoRemoved && !e.args.isEmpty() && e.args[0].text == p.card;
                });
            if (replaces || negated) {
                endedBy = later;
                for (PlayItem &item : out.items) {
                    if (item.kind == PlayItemKind::Plot && item.name == p.card)
                        item = {PlayItemKind::Plot,    {}, p.card, p.player, ItemFate::Discarded,
                                replaces ? R106 : R107};
                }
                break;
            }
        }
    }
    itemLines(out);
    // Its line says it is in force first, and which later play ends it.
    for (TableFact &line : out.lines) {
        if (endedBy >= 0 && line.code == C::PlotDiscarded && line.args.value(0).text == p.card)
            line =
                tableFact(line.rule, C::NwoInForceUntil,
                          {line.args.value(0), line.args.value(1), label(endedBy)}, {}, p.player);
    }
    out.lines.append(m_effects.value(index));
    out.settlement = settlement(index);
    if (p.kind == PlayKind::Attack) {
        if (const auto at = m_rolledAttacks.constFind(index); at != m_rolledAttacks.cend()) {
            out.attack = at->scenario;
            out.adjudication = at->result;
            out.strengthKnown = at->known;
            out.refereeGives = at->refereeGives;
        }
    }
    return out;
}

} // namespace inwo::detail
