#pragma once

#include "rules/ruleidentity.h"
#include "rules/ruleset.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <optional>

namespace inwo {

// One change to a group's number, in the meta-rules' three kinds (000_42f3d193c8c5ff8e.txt,
// lines 290-297): set to a number, multiply (or divide), add (or subtract). The table's stat
// function (table/tablestats.h) makes them from what a card remembers, the NWOs in force and the
// abilities of its Power Structure; an attack adds its own (a Plot's +10); the referee enters them
// in a hand-written attack.
struct StatModifier
{
    enum class Op : quint8 { Set, Multiply, Add };
    enum class Stat : quint8 {
        Power,
        Resistance,
        Global, // only from a card ability: the group uses its Power as Global Power
    };
    enum class Use : quint8 { Any, Attack, Defence };

    Op op = Op::Add;
    double value = 0; // Set and Add: whole numbers; Multiply: a factor (0.5 divides by two)
    bool permanent = false;
    Stat stat = Stat::Power;
    Use use = Use::Any;
    QList<AttackKind> kinds; // the attack kinds it counts in; empty: every use
    QString source;
    QString citation;           // from a card ability: where the ability is written
    bool fromAbility = false;   // made from a card ability: `source` is the ability's summary
    QString abilityCard;        // and the card that has that ability
    RuleId rule = RuleId::None; // what makes it (R112 an NWO, R146 remembered); None: R76

    // A change the referee enters, named by its source.
    static StatModifier of(Op op, double value, bool permanent, const QString &source,
                           Stat stat = Stat::Power, Use use = Use::Any)
    {
        StatModifier modifier;
        modifier.op = op;
        modifier.value = value;
        modifier.permanent = permanent;
        modifier.source = source;
        modifier.stat = stat;
        modifier.use = use;
        return modifier;
    }

    bool operator==(const StatModifier &) const = default;
};

// What a group's number is worked out for.
struct StatPurpose
{
    // Table: the number on the table (every use-free change); Attack and Defence: in an attack,
    // on that side, with the changes for that use and for the attack's kind.
    enum class For : quint8 { Table, Attack, Defence };

    StatModifier::Stat stat = StatModifier::Stat::Power;
    For use = For::Table;
    std::optional<AttackKind> kind; // in an attack
    bool permanentOnly = false;     // goals: temporary changes never count (R126)
    bool halved = false;            // a Devastated group's Power against destroy (R67)
};

// One step of the arithmetic, for the lines that explain it.
struct StatStep
{
    enum class Kind : quint8 {
        Set,               // a change to a number (R76)
        Multiplied,        // the one multiplier (R76)
        HighestMultiplier, // the highest of several multipliers (R77)
        Halved,            // a Devastated group against destroy (R67)
        Added,             // an addition or subtraction (R76), one at a time (R109)
        Floor,             // it would go below 0: it stops at 0 (R80)
        GlobalFollows,     // Global Power falls to the new Power (R26)
    };
    Kind kind = Kind::Added;
    const StatModifier *modifier = nullptr; // Set, Multiplied, HighestMultiplier, Added
    int delta = 0;                          // the change it made
    int value = 0;                          // the number after it (Global Power: the new one)
};

struct StatOutcome
{
    int value = 0;
    int global = 0; // Power: the Global Power that goes with it
    QVarLengthArray<StatStep, 8> steps;
};

// The one arithmetic of a group's number (R76, R77, R80, R26, R67): the modifiers that count for
// `purpose`, changes to a number first (the last one rules), then the single highest multiplier
// (and a Devastated group's halving), then additions one at a time in their order, each stopping
// at 0. For Power, Global Power starts at `printedGlobal` and falls whenever Power falls below it;
// a rise of Power does not raise it again. The table and the attack engine both ask it.
StatOutcome applyStatModifiers(int printed, int printedGlobal, const QList<StatModifier> &modifiers,
                               const StatPurpose &purpose);
// Whether a modifier counts for a purpose.
bool modifierCounts(const StatModifier &modifier, const StatPurpose &purpose);

} // namespace inwo
