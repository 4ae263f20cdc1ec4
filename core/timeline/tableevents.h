#pragma once

#include "rules/factarg.h"
#include "table/position.h"
#include "table/tablefacts.h"
#include "timeline/timeline.h"

#include <optional>

namespace inwo {

struct TableContext;

// Whether a play is one of the live game's table events (a draw, money, a claim, a phase, a
// correction, ...) as against a play of the timeline's cancel and attack rules.
bool isTableEvent(PlayKind kind);

// Whether the rules forbid the table event `play` on `table` now, and by which rule (issue 23):
// a second Goal card kept (R124), a claim in the first round (R114) or with goals not met
// (R115), a phase that does not move on (R150, R171), money outside the boxed game or beyond a
// treasury (R182), a deal outside Plan 28 (R171), a capture onto a taken arrow (R157), an
// Illuminati destroyed (R132), a card or Plot that is not there. `label` names the play in the
// line. `claimJoinsVictory`: the play before it was a claim that stood, so a claim now is
// simultaneous with it (R130).
std::optional<TableFact> tableEventRefusal(const Position &table, const Play &play,
                                           const FactArg &label, const TableContext &context,
                                           bool claimJoinsVictory);

// Whether an attack may be made in the phase the table is in: in the actions (R150), Plan 28's
// World Domination (R172).
std::optional<TableFact> attackPhaseRefusal(const Position &table, const FactArg &label);

// The Plots a player holds, hidden and exposed, against the hand limit (R153).
int plotsHeld(const TablePlayer &player);
inline constexpr int PlotHandLimit = 5;

// The Goal cards a player may hold at once: one (R124), or what his Illuminati's goal allows
// (the UFOs).
int goalCardsAllowed(const TablePlayer &player, const TableContext &context);

} // namespace inwo
