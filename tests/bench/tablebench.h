#pragma once

#include <QJsonObject>

namespace inwo::bench {

// Every attack one player can make from a four-player table of 60 groups (issue 12): the attack
// list, with the best aid for each, timed as the window and `inwo attacks` would run it. Floor:
// every listed attack declared and adjudicated once on its own, so the ratio says what listing
// costs beyond adjudicating each attack once.
// Target: the list in under 100 ms, to stay interactive.
QJsonObject runTableBench(bool quick);

inline constexpr double MaxAttackListMs = 100.0;

} // namespace inwo::bench
