#pragma once

#include "cards/cardabilities.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

// The translated words the window shows for card abilities (core's display names are English
// only): the names of the kinds and reaches, an ability put in words from its fields, and why a
// value is not one an ability of its kind can have.
class AbilityWords
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AbilityWords)

public:
    static QString name(CardAbility::Kind kind);
    static QString name(CardAbility::Reach reach);

    // The kinds a referee enters in the effect form, in the order it offers them: those the
    // engines apply from a position or an attack.
    static QList<CardAbility::Kind> enterableKinds();

    // What the ability does, from its fields: "+2 Power, permanent; for: Government".
    static QString describe(const CardAbility &ability);
    // The groups a condition picks: "Government or Liberal, Personality" ("" for any group).
    static QString condition(const AbilityCondition &condition);

    // Why `value` is no value of `kind` (the limits the ability format sets: a multiplier is at
    // least 2, a Power set or a count at least 1, a bonus not 0), or nullopt when it is one or
    // the kind takes no value.
    static std::optional<QString> valueProblem(CardAbility::Kind kind, int value);
};

} // namespace inwo
