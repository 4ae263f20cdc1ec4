#pragma once

#include "attack/declaredattack.h"
#include "table/position.h"
#include "table/tablefacts.h"
#include "timeline/playitems.h"
#include "timeline/timeline.h"

#include <QList>

#include <optional>

namespace inwo {

class CardAbilities;
class CardRepository;
class GoalRules;
class TableStats;

// What the rules settled about one play, which applyPlay() carries out: whether it stands and
// where each token, Plot and card it involved goes (the timeline resolver works them out; a play
// of the live game simply stands).
struct PlaySettlement
{
    PlayStatus status = PlayStatus::Effective;
    QList<PlayItem> items;
    // A roll, a call-off, an automatic failure: the attack it decides.
    std::optional<DeclaredAttack> attack;
    // A roll: its result once die changes and automatic failures are counted.
    std::optional<bool> success;
    // An attack that ended without success (failed, or could not succeed): a Group card attacked
    // from its attacker's hand is marked, to be discarded at the end of the turn (R72).
    bool attackFailed = false;
};

// The cards and abilities the table's numbers come from; `known`, a stat function of the same
// game whose card facts are shared (read once, not per table).
struct TableContext
{
    const CardRepository &cards;
    const CardAbilities *abilities = nullptr;
    const TableStats *known = nullptr;
    // The goals claims of victory are judged by (R113); none: a claim is the referee's.
    const GoalRules *goals = nullptr;
};

// The table after a play, and what the play did to it, each change a typed line with its rule.
struct AppliedPlay
{
    Position position;
    QList<TableFact> effects;
};

// The one way the table changes (issue 22, item 4): a play's costs and returns as its items say
// (a token spent or given back, a Plot discarded, lost or back in hand, a card from a hand), and,
// when it stands, its effect (a capture or destruction, an NWO, an alignment change, a takeover, a
// move, a link, a new turn). A group that joins a Power Structure outside the token phase has no
// token until then (R151); one reduced to Power 0 loses its token (R80).
AppliedPlay applyPlay(const Position &position, const Play &play, const PlaySettlement &settlement,
                      const TableContext &context);

// The table after an attack declared on it succeeds (or, with `success` false, fails): what a roll
// does, for the attack list's goal effects.
Position positionAfterAttack(const Position &position, const DeclaredAttack &attack, bool success,
                             const TableContext &context);

} // namespace inwo
