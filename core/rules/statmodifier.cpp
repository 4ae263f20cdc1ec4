#include "rules/statmodifier.h"

#include <algorithm>
#include <cmath>

namespace inwo {

bool modifierCounts(const StatModifier &modifier, const StatPurpose &purpose)
{
    if (modifier.stat != purpose.stat || (purpose.permanentOnly && !modifier.permanent))
        return false;
    if (!modifier.kinds.isEmpty() && (!purpose.kind || !modifier.kinds.contains(*purpose.kind)))
        return false;
    switch (modifier.use) {
    case StatModifier::Use::Any:
        return true;
    case StatModifier::Use::Attack:
        return purpose.use == StatPurpose::For::Attack;
    case StatModifier::Use::Defence:
        return purpose.use == StatPurpose::For::Defence;
    }
    return false;
}

StatOutcome applyStatModifiers(int printed, int printedGlobal, const QList<StatModifier> &modifiers,
                               const StatPurpose &purpose)
{
    using Kind = StatStep::Kind;
    const bool power = purpose.stat == StatModifier::Stat::Power;
    StatOutcome out;
    int value = printed;
    int global = printedGlobal;
    const auto step = [&](Kind kind, const StatModifier *modifier, int next) {
        if (next != value)
            out.steps.append({kind, modifier, next - value, next});
        value = next;
    };
    // Global Power never exceeds Power: it falls with it (R26).
    const auto globalFollows = [&] {
        if (power && global > value) {
            global = std::max(value, 0);
            out.steps.append({Kind::GlobalFollows, nullptr, 0, global});
        }
    };
    // 1. Set to a number: the last one rules.
    for (const StatModifier &modifier : modifiers) {
        if (modifier.op == StatModifier::Op::Set && modifierCounts(modifier, purpose))
            step(Kind::Set, &modifier, int(modifier.value));
    }
    // 2. The single highest multiplier (R77); a Devastated group is halved against destroy.
    const StatModifier *highest = nullptr;
    int multipliers = 0;
    for (const StatModifier &modifier : modifiers) {
        if (modifier.op == StatModifier::Op::Multiply && modifierCounts(modifier, purpose)) {
            ++multipliers;
            if (!highest || modifier.value > highest->value)
                highest = &modifier;
        }
    }
    if (highest)
        step(multipliers > 1 ? Kind::HighestMultiplier : Kind::Multiplied, highest,
             int(std::floor(value * highest->value)));
    if (purpose.halved && power)
        step(Kind::Halved, nullptr, value / 2);
    globalFollows();
    // 3. Additions one at a time (R109), each stopping at 0 (R80).
    for (const StatModifier &modifier : modifiers) {
        if (modifier.op != StatModifier::Op::Add || !modifierCounts(modifier, purpose))
            continue;
        step(Kind::Added, &modifier, value + int(modifier.value));
        if (value < 0)
            step(Kind::Floor, nullptr, 0);
        globalFollows();
    }
    if (value < 0) // a Set or a factor below 0
        step(Kind::Floor, nullptr, 0);
    out.value = value;
    out.global = power ? std::min(global, std::max(value, 0)) : 0;
    return out;
}

} // namespace inwo
