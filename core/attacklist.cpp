#include "attacklist.h"

#include "cardrepository.h"
#include "rulesetprofile.h"
#include "tablestats.h"

#include <algorithm>

namespace inwo {

namespace {

// The groups of a player that can act: an Action token left.
QList<InstanceId> untapped(const TablePlayer &player)
{
    QList<InstanceId> groups;
    if (player.illuminati.hasTokenLeft())
        groups.append(player.illuminati.id);
    for (const TableCard &group : player.groups) {
        if (group.hasTokenLeft())
            groups.append(group.id);
    }
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

AttackList attackOptions(const Position &position, const QString &playerName,
                         const CardRepository &cards, const CardAbilities *abilities)
{
    AttackList list;
    const TablePlayer *player = position.player(playerName);
    if (!player)
        return list;
    const QList<InstanceId> actors = untapped(*player);
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
    };
    QList<Target> targets;
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

    const TableStats table(position, cards, abilities);
    for (const InstanceId &attacker : actors) {
        for (const Target &target : targets) {
            if (target.id == attacker)
                continue;
            for (const AttackKind kind : kinds) {
                if (target.own && kind != AttackKind::Destroy)
                    continue;
                DeclaredAttack attack{playerName, kind, attacker, {}, target.id};
                for (const InstanceId &aider : actors) {
                    if (aider != attacker && aider != target.id)
                        attack.aiders.append(aider);
                }
                DeclaredAttackScenario made = attackScenarioFrom(position, attack, cards, &table);
                if (!made.scenario)
                    continue;
                AttackResult result = adjudicate(*made.scenario, abilities);
                // The best aid: every aider the rules let aid; those refused are left out and
                // the attack adjudicated again (once is enough: leaving an aider out makes no
                // other one ineligible).
                const QList<qsizetype> refused = refusedAiders(result);
                if (!refused.isEmpty()) {
                    for (auto it = refused.crbegin(); it != refused.crend(); ++it) {
                        attack.aiders.removeAt(*it);
                        made.scenario->aiding.removeAt(*it);
                    }
                    result = adjudicate(*made.scenario, abilities);
                }
                AttackOption option{attack, *made.scenario, result};
                (result.legal ? list.legal : list.refused).append(option);
            }
        }
    }
    std::stable_sort(list.legal.begin(), list.legal.end(),
                     [](const AttackOption &a, const AttackOption &b) {
                         if (a.result.probability.value() != b.result.probability.value())
                             return a.result.probability.value() > b.result.probability.value();
                         return a.result.strength > b.result.strength;
                     });
    return list;
}

} // namespace inwo
