#include "rules/rulings.h"

#include "rules/ruleids.h"

#include <QCoreApplication>

#include <algorithm>

namespace inwo {

namespace {

// The questions and readings are the project's own words, summarising where the seeds leave a
// choice; each names the rule it is about.
constexpr std::array rulingTable{
    RulingDefinition{
        RulingId::GoalCardReadings,
        "goal-card-readings",
        R120,
        QT_TRANSLATE_NOOP("AbilityWords",
                          "Hail Eris!, Criminal Overlords and The Corporate Masters: the VFAQ "
                          "shows what they double only through examples"),
        {{{"read", QT_TRANSLATE_NOOP("AbilityWords", "apply the readings of the VFAQ's examples")},
          {"referee",
           QT_TRANSLATE_NOOP("AbilityWords", "the referee reads the printed cards instead")}}}},
    RulingDefinition{
        RulingId::ShangriLaInPlay,
        "shangri-la-in-play",
        R119,
        QT_TRANSLATE_NOOP("AbilityWords",
                          "Shangri-La counts Peaceful groups in play whoever controls them"),
        {{{"uncontrolled-count",
           QT_TRANSLATE_NOOP("AbilityWords", "uncontrolled groups are in play and count")},
          {"controlled-only",
           QT_TRANSLATE_NOOP("AbilityWords", "only groups in a Power Structure count")}}}},
    RulingDefinition{
        RulingId::Plan28IlluminatiPoint,
        "plan28-illuminati-point",
        R180,
        QT_TRANSLATE_NOOP("AbilityWords",
                          "Plan 28 gives one point for each group in your Power Structure"),
        {{{"counted",
           QT_TRANSLATE_NOOP("AbilityWords", "the Illuminati is a group of it and scores 1")},
          {"not-counted",
           QT_TRANSLATE_NOOP("AbilityWords", "only the groups under the Illuminati score")}}}},
    RulingDefinition{
        RulingId::MicWhoseGroups,
        "mic-whose-groups",
        R133,
        QT_TRANSLATE_NOOP("AbilityWords",
                          "Military-Industrial Complex changes \"your\" Corporate groups"),
        {{{"player", QT_TRANSLATE_NOOP("AbilityWords", "only those of the player who played it")},
          {"all", QT_TRANSLATE_NOOP("AbilityWords",
                                    "every Corporate group: each player reads \"your\" as his")}}}},
    RulingDefinition{
        RulingId::AssassinsStrongerSecret,
        "assassins-stronger-secret",
        R119,
        QT_TRANSLATE_NOOP("AbilityWords",
                          "Society of Assassins: Secret groups count double while no rival "
                          "controls a Secret group with more Power"),
        {{{"each", QT_TRANSLATE_NOOP("AbilityWords",
                                     "more Power than that group: each is compared on its own")},
          {"strongest",
           QT_TRANSLATE_NOOP("AbilityWords",
                             "more Power than your strongest: then none counts double")}}}},
};

} // namespace

std::span<const RulingDefinition> allRulings()
{
    return rulingTable;
}

const RulingDefinition &rulingDefinition(RulingId id)
{
    return rulingTable[std::size_t(id)];
}

std::optional<RulingId> rulingFromCode(QStringView code)
{
    for (const RulingDefinition &definition : rulingTable) {
        if (code == QLatin1StringView(definition.code))
            return definition.id;
    }
    return std::nullopt;
}

int Rulings::readingOf(RulingId id) const
{
    for (const auto &[ruling, reading] : chosen) {
        if (ruling == id)
            return reading;
    }
    return 0;
}

void Rulings::choose(RulingId id, int reading)
{
    chosen.removeIf([id](const std::pair<RulingId, int> &entry) { return entry.first == id; });
    if (reading == 0)
        return; // the default: nothing to remember
    // Kept in the order of the rulings, so two tables with the same choices compare equal.
    const auto at = std::find_if(chosen.begin(), chosen.end(),
                                 [id](const auto &entry) { return entry.first > id; });
    chosen.insert(at, {id, reading});
}

} // namespace inwo
