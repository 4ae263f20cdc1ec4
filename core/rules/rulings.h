#pragma once

#include "rules/ruleidentity.h"

#include <QList>
#include <QString>
#include <QtCore/qglobal.h>

#include <array>
#include <optional>
#include <span>

namespace inwo {

// A question the seeds leave open where the goals or the NWOs depend on the answer: two
// readings, the one the program applies unless the referee chooses the other, and the rule it
// is about. Lines that depend on one show the ruling with both readings.
enum class RulingId : quint8 {
    GoalCardReadings,        // Hail Eris!, Criminal Overlords, The Corporate Masters: read or not
    ShangriLaInPlay,         // Shangri-La's Peaceful groups "in play": the uncontrolled ones too?
    Plan28IlluminatiPoint,   // Plan 28: does the Illuminati score its point as a group?
    MicWhoseGroups,          // Military-Industrial Complex: "your" Corporate groups
    AssassinsStrongerSecret, // Society of Assassins: stronger than which Secret group?
};

struct RulingReading
{
    const char *code;  // for files: "uncontrolled-count"
    const char *words; // marked with QT_TRANSLATE_NOOP("AbilityWords", ...)
};

struct RulingDefinition
{
    RulingId id;
    const char *code;                      // for files: "shangri-la-in-play"
    RuleId rule;                           // the rule the question is about
    const char *question;                  // marked with QT_TRANSLATE_NOOP("AbilityWords", ...)
    std::array<RulingReading, 2> readings; // the first is the default
};

std::span<const RulingDefinition> allRulings();
const RulingDefinition &rulingDefinition(RulingId id);
std::optional<RulingId> rulingFromCode(QStringView code);

// The readings a referee chose; every other ruling takes its first reading.
struct Rulings
{
    QList<std::pair<RulingId, int>> chosen; // (ruling, reading 1), in the order of RulingId

    int readingOf(RulingId id) const;
    void choose(RulingId id, int reading);
    bool operator==(const Rulings &) const = default;
};

} // namespace inwo
