#pragma once

#include "table/position.h"
#include "table/tablefacts.h"

#include <optional>

namespace inwo {

// Who may act, and on what, as the table alone says: the one answer the timeline resolver and the
// attack list both give. Each returns the refusal as a table fact whose first argument is
// `label`, how the caller names the play ("p4 (The Mafia)", or an attack of the list).

// An action of the player's own, made with a group's Action token rather than through a special
// ability or a Plot (an attack, an automatic takeover, a move): only in his own turn
// (R150; the boxed game R182). Under Plan 28 only in his step of World Domination (R172): at the
// position, the step of the player whose turn it is.
std::optional<TableFact> ownActionRefusal(const Position &position, const QString &player,
                                          const FactArg &label);

// An attack by `player` on `target`: never on a Group card of his hand whose copy is in play
// (R63), nor on anything of a rival who has not finished his first turn, unless in reply to
// that rival's attack (R156; two players R162).
std::optional<TableFact> attackTargetRefusal(const Position &position, const QString &player,
                                             const InstanceId &target, const FactArg &label,
                                             bool inReply = false);

// Whose turn comes after the one in play: play goes round the table in seating order (R155), to
// the next player still in the game. Empty when nobody is left.
QString nextTurnPlayer(const Position &position);

} // namespace inwo
