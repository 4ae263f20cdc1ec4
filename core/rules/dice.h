#pragma once

#include <QString>
#include <QtGlobal>

namespace inwo {

struct RuleSetProfile;

// A chance in lowest terms.
struct Fraction
{
    qint64 num = 0;
    qint64 den = 1;

    static Fraction of(qint64 num, qint64 den); // reduced; den > 0
    Fraction operator+(const Fraction &other) const;
    Fraction operator*(const Fraction &other) const;
    double value() const { return double(num) / double(den); }
    bool operator==(const Fraction &) const = default;
    QString toString() const; // "7/12"
};

// The ways two dice show `total`, of 36 (0 outside 2-12).
int waysToRoll(int total);
// The ways two dice show `total` or less, of 36.
int waysToRollAtMost(int total);
// Whether a roll of two dice totalling `total` succeeds at `strength`: at most the strength, and
// below the total that always fails (R01-R03; the boxed game's R189).
bool rollSucceeds(int total, int strength, const RuleSetProfile &profile);
// The chance that two dice succeed at `strength` (R04): nothing below 2, and a roll of the
// profile's always-failing total or more never.
Fraction successChance(int strength, const RuleSetProfile &profile);
// A die result a card modifies, moved to the nearest number `dice` dice can show
// (000_42f3d193c8c5ff8e.txt, lines 305-307: above 6 counts as 6, below 1 as 1 on one die; R79).
int clampDieResult(int result, int dice = 1);

} // namespace inwo
