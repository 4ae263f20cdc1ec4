#pragma once

#include "attack/attackfacts.h"
#include "attack/attackscenario.h"
#include "rules/dice.h"

#include <QList>
#include <QString>

namespace inwo {

// One way the alignments in doubt can fall (Bill Clinton): which groups hold them.
struct DoubtCase
{
    ParticipantRef group;
    QList<Alignment> alignments; // the alignments in doubt
    bool holds = true;
};

// One way an alignment in doubt can fall, with its chance and result.
struct AttackOutcome
{
    QList<DoubtCase> cases;
    Fraction chance;
    int attack = 0;
    int defence = 0;
    int strength = 0;
    Fraction probability;
    QList<AttackRefusal> violations; // the refusals that hold in this case only
};

// "Bill Clinton is Liberal; Big Media is not Weird", in the reader's language.
QString renderOutcomeCondition(const AttackOutcome &outcome, const AttackScenario &scenario);

// The least extra attack Power (or megabucks) that reaches a better chance.
struct AttackNeed
{
    int extra = 0;
    int strength = 0;
    Fraction probability;
};

struct AttackResult
{
    bool legal = true;
    QList<AttackRefusal> violations;
    int attack = 0;
    int defence = 0;
    int strength = 0;
    Fraction probability;
    QList<AttackLine> lines;
    QList<AttackOutcome> outcomes; // empty unless an alignment is in doubt
    QList<AttackNeed> needed;
    bool targetLosesToken = false; // a Disaster takes one of the target's tokens at once
    // An instant card that destroys only when the roll succeeds by a margin: the chance that it
    // destroys (probability stays the chance that it succeeds at all).
    std::optional<Fraction> destroyChance;
    // Boxed game, when the target's treasury is given: where its money goes if the attack
    // succeeds (001_75a3615548477915.txt, lines 224 and 238).
    struct TargetMoney
    {
        int withTarget = 0; // goes with the captured group to its new owner
        int toBank = 0;
    };
    std::optional<TargetMoney> targetMoney;
    // Each group's Power with its permanent changes only: the Power that counts for Goals, as
    // temporary bonuses do not (000_42f3d193c8c5ff8e.txt, line 89).
    struct GoalPower
    {
        ParticipantRef group;
        int power = 0;
    };
    QList<GoalPower> goalPower;
};

class CardAbilities;

// The attack adjudicator (issue 4): every number of an attack, the rule behind it, and the odds.
// With `abilities`, the abilities of the cards the groups name (AttackGroup::cardId) count too:
// Power changes, attack and defence bonuses, immunities, each line citing its source.
AttackResult adjudicate(const AttackScenario &scenario, const CardAbilities *abilities = nullptr);

} // namespace inwo
