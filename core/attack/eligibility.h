#pragma once

#include "attack/attackfacts.h"
#include "attack/attackscenario.h"
#include "cards/cardtypes.h"
#include "rules/ruleidentity.h"

#include <QVarLengthArray>

namespace inwo {

struct RuleSetProfile;

// A group's alignments for one attack, without touching the heap.
using Alignments = QVarLengthArray<Alignment, 8>;

// Opposite alignments under the rules in force (R12; the boxed game's Government/Communist and
// Corporate/Socialist, R197).
bool alignmentsOpposed(Alignment a, Alignment b, RuleSet rules);
// How many of `a` are in `b`; Fanatic counts only with `countFanatic` (Fanatic and Fanatic are
// opposites, R12; Plan 28: "except Fanatic", R177).
int identicalCount(const Alignments &a, const Alignments &b, bool countFanatic);
// How many pairs of `a` and `b` are opposed.
int opposedCount(const Alignments &a, const Alignments &b, RuleSet rules);

// On what footing a group may take part in an attack on a target.
enum class ParticipationBasis : quint8 {
    None,         // it may not: `rule` and `code` say why
    Alignment,    // an alignment it shares with the target (or, to destroy, an opposite one)
    GlobalPower,  // its Global Power only (R25)
    Related,      // the target itself, its master or puppet, or an Illuminati (R27)
    Transferable, // the boxed game: a group of the attacker's own Power Structure (R183)
};

struct Participation
{
    ParticipationBasis basis = ParticipationBasis::None;
    RuleId rule = RuleId::None;
    FactCode code = FactCode::MayNotAidControl; // the line (or refusal) that says so
};

// Who may aid an attack, and on what footing (R23, R25, R29, R177, R183): the one answer the
// adjudicator, the attack list and the timeline all read, through the adjudicator.
// `mine`/`target`: the aider's and the target's alignments in play; `related`: the aider is the
// target's master or puppet; `ownStructure`: it is the attacking player's.
Participation aidEligibility(const RuleSetProfile &profile, AttackKind kind, const Alignments &mine,
                             const Alignments &target, bool related, bool hasGlobal,
                             bool ownStructure, bool hasTransferable);
// Who may defend, and on what footing (R24, R25, R27, R30, R177, R186).
Participation defenceEligibility(const RuleSetProfile &profile, AttackKind kind,
                                 const Alignments &mine, const Alignments &target,
                                 DefenceRelation relation, bool hasGlobal);

} // namespace inwo
