#pragma once

#include <QJsonObject>

namespace inwo::bench {

// Every attack one player can make from a four-player table of 60 groups with three NWOs in
// force (issue 12): the attack list, with the best aid for each, and again with what each
// success does to the goals, timed as the window and `inwo attacks` would run it; and goal
// evaluation of the whole table. Floor: every listed attack declared and adjudicated once on its
// own, so the ratio says what listing costs beyond adjudicating each attack once; goal
// evaluation is given over one such attack.
// Target: the list in under 100 ms, with goals too, to stay interactive.
QJsonObject runTableBench(bool quick);

inline constexpr double MaxAttackListMs = 100.0;

} // namespace inwo::bench
