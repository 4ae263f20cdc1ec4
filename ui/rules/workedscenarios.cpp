#include "workedscenarios.h"

#include "adjudicator/adjudicatorwidget.h"
#include "bundledscenarios.h"
#include "table/tabledocument.h"
#include "table/tablewidget.h"
#include "timeline/timelinedocument.h"
#include "timeline/timelinewidget.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The object under `key` of the bundled scenario at `path`; empty with `error` when there is
// none.
QJsonObject partOf(const QString &path, const QString &key, QString *error)
{
    const QByteArray bytes = bundledScenario(path);
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    const QJsonObject part = document.object().value(key).toObject();
    if (bytes.isEmpty() || !document.isObject() || part.isEmpty()) {
        if (error)
            //: %1 is a bundled scenario's path, %2 the part it lacks ("position")
            *error =
                WorkedScenarios::tr("The worked scenario %1 has no \"%2\" to open.").arg(path, key);
        return {};
    }
    return part;
}

} // namespace

WorkedScenarios::Outcome WorkedScenarios::openAttack(AdjudicatorWidget &adjudicator,
                                                     const QString &path, QString *error)
{
    if (!adjudicator.settleUnsavedChanges())
        return Outcome::Kept;
    // The adjudicator reads the file as its own (":/…" is a file to QFile), then takes the attack
    // as a new one: the bundled file is read-only.
    if (!adjudicator.openScenarioFile(path, error))
        return Outcome::Failed;
    adjudicator.openAttack(adjudicator.scenario());
    return Outcome::Opened;
}

WorkedScenarios::Outcome WorkedScenarios::openPosition(TableWidget &table, const QString &path,
                                                       QString *error)
{
    const QJsonObject part = partOf(path, u"position"_s, error);
    if (part.isEmpty())
        return Outcome::Failed;
    QString problem;
    const std::optional<Position> position =
        Position::fromJson(part, &problem, &table.document()->resolver());
    if (!position) {
        if (error)
            //: %1 is a bundled scenario's path, %2 what is wrong with it
            *error = tr("The worked scenario %1 cannot be opened: %2").arg(path, problem);
        return Outcome::Failed;
    }
    if (!table.settleUnsavedChanges())
        return Outcome::Kept;
    table.document()->reset(*position);
    return Outcome::Opened;
}

WorkedScenarios::Outcome WorkedScenarios::openTimeline(TimelineWidget &timeline,
                                                       const QString &path, QString *error)
{
    const QJsonObject part = partOf(path, u"timeline"_s, error);
    if (part.isEmpty())
        return Outcome::Failed;
    QString problem;
    const std::optional<Timeline> read =
        Timeline::fromJson(part, &problem, &timeline.document()->resolver());
    if (!read) {
        if (error)
            *error = tr("The worked scenario %1 cannot be opened: %2").arg(path, problem);
        return Outcome::Failed;
    }
    if (!timeline.settleUnsavedChanges())
        return Outcome::Kept;
    if (!timeline.document()->reset(*read, {}, &problem)) {
        if (error)
            *error = tr("The worked scenario %1 cannot be opened: %2").arg(path, problem);
        return Outcome::Failed;
    }
    return Outcome::Opened;
}

} // namespace inwo
