#pragma once

#include <QStringList>
#include <QTextStream>

namespace inwo {

// `inwo game ...` (issue 23): a live game in the user's database, driven one event at a time.
//   game new POSITION [--name N]     start a game on a position file ("-": standard input)
//   game play GAME EVENT            offer an event (a file, "-", or the JSON object itself)
//   game show GAME                  the table now, whose turn, goal progress
//   game log GAME                   every event by turn, with what it did
//   game undo GAME / game redo GAME take back the last event / play it again
//   game export GAME --as text|json|timeline|position [--output FILE]
//   game list                       every game, the last played first
// GAME is a game's number or its name. Every command takes --json and --db. Exit codes: 0 done,
// 1 the event was refused (the line says by which rule) or there was nothing to undo, 2 bad input.
int runGameCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace inwo
