#pragma once

#include "attackengine.h"
#include "declaredattack.h"
#include "position.h"

#include <QList>

namespace inwo {

class CardAbilities;
class CardRepository;

// One attack a player can make from a position, with the aid chosen and its adjudication.
struct AttackOption
{
    DeclaredAttack attack;
    AttackScenario scenario; // as adjudicated
    AttackResult result;
};

// Every attack a player can make from a position (issue 12, part 4): each of his groups with an
// Action token left (R151) against every group of a rival's Power Structure and of the
// uncontrolled area, and against his own groups to destroy them, in each kind the rule set allows.
// Each comes with the best aid his other untapped groups can give: every one the rules let aid
// (R23, R29, R31), the others left out. Legal attacks come best chance first; refused ones keep
// the engine's refusals, each with its rule. Illuminati are never targets (R09).
struct AttackList
{
    QList<AttackOption> legal;
    QList<AttackOption> refused;
};

AttackList attackOptions(const Position &position, const QString &player,
                         const CardRepository &cards, const CardAbilities *abilities = nullptr);

} // namespace inwo
