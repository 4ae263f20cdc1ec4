#pragma once

#include <QJsonObject>

namespace inwo::bench {

// Attacks adjudicated per second on one core, for a 6-group attack: an attacker aided by two
// groups against a target defended by itself, its master and one more group, with modifiers and
// Plots. Measured twice (issue 10): with the typed lines only (rule, participant, value, as a
// program reads them; target 500,000) and with every line rendered to a sentence and its source
// as the window shows them (target 200,000). Floor: the same numbers summed by hand-written
// arithmetic with no rules, lines or refusals.
QJsonObject runAttackBench(bool quick);

inline constexpr double MinAttacksPerSecond = 500000.0;
inline constexpr double MinRenderedAttacksPerSecond = 200000.0;

} // namespace inwo::bench
