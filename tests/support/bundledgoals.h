#pragma once

// The special goals and Goal cards the program bundles, read from the source tree for tests that
// link only inwo_core (the bundled copy is compiled into inwo_carddb). A file that does not read
// stops the test.
#include "table/goals.h"

#include <QFile>

namespace inwo::test {

inline GoalRules bundledGoalRules()
{
    QFile file(QStringLiteral(INWO_SOURCE_DIR "/resources/goals/goals.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read goals.json");
    QString error;
    const std::optional<GoalRules> rules = GoalRules::parse(file.readAll(), &error);
    if (!rules)
        qFatal("goals.json: %s", qPrintable(error));
    return *rules;
}

} // namespace inwo::test
