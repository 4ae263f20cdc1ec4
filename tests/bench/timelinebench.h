#pragma once

#include <QJsonObject>

namespace inwo::bench {

// A 500-play timeline on a four-player table of 60 groups (issue 13): attacks with aid, defence
// and Plots, alignment changes, NWOs, cancels of earlier plays (and of cancels) and the dice,
// resolved as `inwo resolve` and the Timeline tab do. Floor: reading the same timeline file
// (JSON parse, every card and Plot name resolved), which every resolution needs first.
// Target: resolving costs under twice reading.
QJsonObject runTimelineBench(bool quick);

inline constexpr int TimelinePlays = 500;
inline constexpr double MaxResolveOverRead = 2.0;

} // namespace inwo::bench
