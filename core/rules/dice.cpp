#include "rules/dice.h"

#include "rules/rulesetprofile.h"

#include <algorithm>
#include <array>
#include <numeric>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr std::array<int, 13> Ways{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

} // namespace

Fraction Fraction::of(qint64 num, qint64 den)
{
    if (den < 0) {
        num = -num;
        den = -den;
    }
    if (num == 0)
        return {0, 1};
    const qint64 divisor = std::gcd(num < 0 ? -num : num, den);
    return {num / divisor, den / divisor};
}

Fraction Fraction::operator+(const Fraction &other) const
{
    return of(num * other.den + other.num * den, den * other.den);
}

Fraction Fraction::operator*(const Fraction &other) const
{
    return of(num * other.num, den * other.den);
}

QString Fraction::toString() const
{
    return u"%1/%2"_s.arg(num).arg(den);
}

int waysToRoll(int total)
{
    return total >= 0 && total < int(Ways.size()) ? Ways[std::size_t(total)] : 0;
}

int waysToRollAtMost(int total)
{
    int ways = 0;
    for (int roll = 2; roll <= std::min(total, 12); ++roll)
        ways += Ways[std::size_t(roll)];
    return ways;
}

bool rollSucceeds(int total, int strength, const RuleSetProfile &profile)
{
    return total <= strength && total < profile.alwaysFailsFrom;
}

Fraction successChance(int strength, const RuleSetProfile &profile)
{
    if (strength < 2)
        return {0, 1};
    return Fraction::of(waysToRollAtMost(std::min(strength, profile.alwaysFailsFrom - 1)), 36);
}

int clampDieResult(int result, int dice)
{
    dice = std::max(dice, 1);
    return std::clamp(result, dice, 6 * dice);
}

} // namespace inwo
