#pragma once

#include "attack/attackengine.h"
#include "attack/declaredattack.h"
#include "table/position.h"
#include "table/tablefacts.h"

#include <QList>
#include <QStringList>

namespace inwo {

class CardAbilities;
class CardRepository;
class GoalRules;

// What an attack's success would do to the goals (issue 12, part 4).
struct GoalEffect
{
    bool known = false;     // the goals were evaluated
    bool wins = false;      // the attacker would meet a goal he does not meet now (R113)
    QStringList eliminates; // rivals left with no group, eliminated (R132)
    int countBefore = 0;    // the attacker's count toward the basic goal, before and after
    int countAfter = 0;
    int needed = 0;
    QStringList goalsMet; // the goals the attacker would meet after success

    int rank() const; // a win first, then an elimination, then the count gained
};

// One attack a player can make from a position, with the aid chosen and its adjudication.
struct AttackOption
{
    DeclaredAttack attack;
    AttackScenario scenario; // as adjudicated
    AttackResult result;
    GoalEffect onSuccess; // when the list was asked with the goals
    // What the table refuses before the attack's numbers: not the player's turn (R150; Plan 28's
    // step, R172), a copy in play attacked from hand (R63), a rival before his first turn
    // (R156). The timeline resolver refuses the same play with the same fact.
    std::optional<TableFact> refusal;

    bool legal() const { return !refusal && result.legal; }
};

// How the list is sorted.
enum class AttackOrder : quint8 {
    Chance,     // best chance first
    GoalEffect, // a win first, then eliminating a rival, then chance, then the count gained
    // Either way an attack that cannot succeed comes last.
};

// Every attack a player can make from a position (issue 12, part 4): each of his groups with an
// Action token left (R151) against every group of a rival's Power Structure and of the
// uncontrolled area, and against his own groups to destroy them, in each kind the rule set allows;
// and to control each Group card of his own hand the position holds (R72).
// Each comes with the best aid his other untapped groups can give: every one the rules let aid
// (R23, R29, R31), the others left out. Legal attacks come best chance first; refused ones keep
// the engine's refusals, each with its rule. Illuminati are never targets (R09), nor the groups of
// a rival who has not finished his first turn (R156).
struct AttackList
{
    QList<AttackOption> legal;
    QList<AttackOption> refused;
};

// With `goals`, each option says what its success would do to the goals.
AttackList attackOptions(const Position &position, const QString &player,
                         const CardRepository &cards, const CardAbilities *abilities = nullptr,
                         const GoalRules *goals = nullptr, AttackOrder order = AttackOrder::Chance);

} // namespace inwo
