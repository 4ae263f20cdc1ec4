#include "rules/dice.h"

#include "rules/rulesetprofile.h"

#include <algorithm>
#include <array>
#include <numeric>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr std::array<int, 13> Ways{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

// The ways to roll each total or less (0 to 12), summed once.
constexpr std::array<int, 13> WaysAtMost = [] {
    std::array<int, 13> sums{};
    int ways = 0;
    for (std::size_t roll = 0; roll < Ways.size(); ++roll)
        sums[roll] = ways += Ways[roll];
    return sums;
}();

// Each of those as a fraction of 36 in lowest terms, worked out once.
const std::array<Fraction, 13> &chancesAtMost()
{
    static const std::array<Fraction, 13> chances = [] {
        std::array<Fraction, 13> all{};
        for (std::size_t roll = 0; roll < all.size(); ++roll)
            all[roll] = Fraction::of(WaysAtMost[roll], 36);
        return all;
    }();
    return chances;
}

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
    return total < 2 ? 0 : WaysAtMost[std::size_t(std::min(total, 12))];
}

bool rollSucceeds(int total, int strength, const RuleSetProfile &profile)
{
    return total <= strength && total < profile.alwaysFailsFrom;
}

Fraction successChance(int strength, const RuleSetProfile &profile)
{
    if (strength < 2)
        return {0, 1};
    const int atMost = std::min({strength, profile.alwaysFailsFrom - 1, 12});
    return atMost < 2 ? Fraction{0, 1} : chancesAtMost()[std::size_t(atMost)];
}

int clampDieResult(int result, int dice)
{
    dice = std::max(dice, 1);
    return std::clamp(result, dice, 6 * dice);
}

} // namespace inwo
