#pragma once

#include <QJsonObject>

namespace inwo::bench {

// Attacks adjudicated per second on one core (issue 4 target: over 200,000 for a 6-group
// attack): an attacker aided by two groups against a target defended by itself, its master and
// one more group, with modifiers and Plots, every line of explanation built each time. Floor: the
// same numbers summed by hand-written arithmetic with no rules, lines or refusals.
QJsonObject runAttackBench(bool quick);

inline constexpr double MinAttacksPerSecond = 200000.0;

} // namespace inwo::bench
