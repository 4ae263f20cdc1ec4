#pragma once

#include "rules/scenariocitations.h"

#include <QCoreApplication>
#include <QString>

namespace inwo {

class AdjudicatorWidget;
class TableWidget;
class TimelineWidget;

// Opens a bundled worked scenario (":/scenarios/goals/x.json", listed by the Rules tab) in the tab
// that shows its kind: an attack in the adjudicator, a goals or NWO position on the Table tab, a
// timeline on the Timeline tab. Each opens as a new, unsaved document, so Save asks for a file
// instead of writing over the bundled one; unsaved work in the tab is settled first.
class WorkedScenarios
{
    Q_DECLARE_TR_FUNCTIONS(inwo::WorkedScenarios)

public:
    enum class Outcome : quint8 {
        Opened,
        Kept,   // the user kept the tab's unsaved work
        Failed, // `error` says why
    };

    static Outcome openAttack(AdjudicatorWidget &adjudicator, const QString &path, QString *error);
    // Goals and NWO scenarios: the position under "position".
    static Outcome openPosition(TableWidget &table, const QString &path, QString *error);
    // The timeline under "timeline".
    static Outcome openTimeline(TimelineWidget &timeline, const QString &path, QString *error);
};

} // namespace inwo
