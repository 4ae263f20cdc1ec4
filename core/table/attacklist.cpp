#include "table/attacklist.h"

#include "cards/cardrepository.h"
#include "rules/rulesetprofile.h"
#include "table/goals.h"
#include "table/mayact.h"
#include "table/tablestats.h"
#include "timeline/applyplay.h"

#include <algorithm>

namespace inwo {

namespace {

// The groups of a player that can act: an Action token left, of those the stat function gives
// it (R151).
QList<InstanceId> untapped(const TablePlayer &player, const TableStats &table)
{
    QList<InstanceId> groups;
    const auto consider = [&](const TableCard &card) {
        const std::optional<EffectiveGroup> group = table.numbers(card.id);
        if (group && card.tokensSpent < group->tokens)
            groups.append(card.id);
    };
    consider(player.illuminati);
    for (const TableCard &group : player.groups)
        consider(group);
    return groups;
}

// The aiders a refusal names: those the rules do not let aid this attack.
QList<qsizetype> refusedAiders(const AttackResult &result)
{
    QList<qsizetype> aiders;
    for (const AttackRefusal &refusal : result.violations) {
        if (refusal.who.role == ParticipantRef::Role::Aider && !aiders.contains(refusal.who.index))
            aiders.append(refusal.who.index);
    }
    std::sort(aiders.begin(), aiders.end());
    return aiders;
}

} // namespace

int GoalEffect::rank() const
{
    return (wins ? 1000 : 0) + (eliminates.isEmpty() ? 0 : 500) + (countAfter - countBefore);
}

AttackList attackOptions(const Position &position, const QString &playerName,
                         const CardRepository &cards, const CardAbilities *abilities,
                         const GoalRules *goals, AttackOrder order)
{
    AttackList list;
    const TablePlayer *player = position.player(playerName);
    if (!player)
        return list;
    const TableStats table(position, cards, abilities);
    const QList<InstanceId> actors = untapped(*player, table);
    QList<AttackKind> kinds;
    for (const AttackKind kind : profileOf(position.rules).kinds) {
        if (kind != AttackKind::Instant)
            kinds.append(kind);
    }
    // Targets: rivals' groups and the uncontrolled ones for every kind, the player's own to
    // destroy them.
    struct Target
    {
        InstanceId id;
        bool own = false;
        bool fromHand = false;
    };
    QList<Target> targets;
    // A rival before his first turn is over too: the table refuses those (R156; two players:
    // R162).
    for (const TablePlayer &other : position.players) {
        for (const TableCard &group : other.groups)
            targets.append({group.id, other.name == playerName});
    }
    for (const TableCard &card : position.uncontrolled) {
        const std::optional<Card> printed =
            card.cardId.isEmpty() ? std::nullopt : cards.cardById(card.cardId);
        if (printed && printed->isGroup())
            targets.append({card.id, false});
    }
    // Group cards of his own hand, to take over by a roll (R72).
    for (const TableCard &card : player->hand) {
        if (card.type != CardType::Resource) // a Resource is only taken over (R139)
            targets.append({card.id, false, true});
    }

    for (const InstanceId &attacker : actors) {
        for (const Target &target : targets) {
            if (target.id == attacker)
                continue;
            for (const AttackKind kind : kinds) {
                if ((target.own && kind != AttackKind::Destroy) ||
                    (target.fromHand && kind != AttackKind::Control))
                    continue;
                DeclaredAttack attack{playerName, kind, attacker, {}, target.id};
                for (const InstanceId &aider : actors) {
                    if (aider != attacker && aider != target.id)
                        attack.aiders.append(aider);
                }
                DeclaredAttackScenario made = attackScenarioFrom(table, attack);
                if (!made.scenario)
                    continue;
                AttackResult result = adjudicate(*made.scenario, abilities);
                // The best aid: every aider the rules let aid; those refused are left out and
                // the attack adjudicated again (once is enough: leaving an aider out makes no
                // other one ineligible).
                const QList<qsizetype> refused = refusedAiders(result);
                if (!refused.isEmpty()) {
                    for (auto it = refused.crbegin(); it != refused.crend(); ++it)
                        attack.aiders.removeAt(*it);
                    // Declared again: a card left out of the aid still counts behind the attack
                    // (an Illuminati's bonus to every attempt of its player).
                    made = attackScenarioFrom(table, attack);
                    if (!made.scenario)
                        continue;
                    result = adjudicate(*made.scenario, abilities);
                }
                AttackOption option{attack, *made.scenario, result, {}, {}};
                // The table's refusals, with the attacker named as the play.
                const TableCard *by = position.card(attacker);
                const FactArg label = FactArg::name(by ? by->card : attacker.value);
                option.refusal = ownActionRefusal(position, playerName, label);
                if (!option.refusal)
                    option.refusal = attackTargetRefusal(position, playerName, target.id, label);
                (option.legal() ? list.legal : list.refused).append(option);
            }
        }
    }
    if (goals) {
        // What success would do to the goals depends on the target and the kind alone: each is
        // evaluated once.
        const CachedCardRepository cached(cards);
        const std::optional<PlayerGoals> before =
            evaluatePlayerGoals(table, cached, *goals, playerName);
        QHash<QString, GoalEffect> effects;
        for (AttackOption &option : list.legal) {
            const QString key = option.attack.target.value + u'/' + codeOf(option.attack.kind);
            auto found = effects.find(key);
            if (found == effects.end()) {
                GoalEffect effect;
                const Position after =
                    positionAfterAttack(position, option.attack, true, {cached, abilities});
                const TableStats afterStats(after, table, cached);
                const std::optional<PlayerGoals> mine =
                    evaluatePlayerGoals(afterStats, cached, *goals, playerName);
                effect.known = before && mine;
                if (effect.known) {
                    effect.countBefore = before->count;
                    effect.countAfter = mine->count;
                    effect.needed = mine->needed;
                    effect.goalsMet = mine->met();
                    effect.wins = mine->meets() && !before->meets();
                }
                for (const TablePlayer &rival : position.players) {
                    const TablePlayer *later = after.player(rival.name);
                    if (rival.name != playerName && !rival.groups.isEmpty() && later &&
                        later->groups.isEmpty())
                        effect.eliminates.append(rival.name);
                }
                found = effects.insert(key, effect);
            }
            option.onSuccess = *found;
        }
    }
    // An attack that cannot succeed (strength below 2, R01) comes last either way; by goal
    // effect a win comes first, then eliminating a rival; then the better chance, then the
    // count gained, then the strength.
    std::stable_sort(
        list.legal.begin(), list.legal.end(),
        [order](const AttackOption &a, const AttackOption &b) {
            const double chanceA = a.result.probability.value();
            const double chanceB = b.result.probability.value();
            if ((chanceA > 0) != (chanceB > 0))
                return chanceA > 0;
            if (order == AttackOrder::GoalEffect) {
                if (a.onSuccess.wins != b.onSuccess.wins)
                    return a.onSuccess.wins;
                if (a.onSuccess.eliminates.isEmpty() != b.onSuccess.eliminates.isEmpty())
                    return !a.onSuccess.eliminates.isEmpty();
            }
            if (chanceA != chanceB)
                return chanceA > chanceB;
            if (order == AttackOrder::GoalEffect && a.onSuccess.rank() != b.onSuccess.rank())
                return a.onSuccess.rank() > b.onSuccess.rank();
            return a.result.strength > b.result.strength;
        });
    return list;
}

} // namespace inwo
