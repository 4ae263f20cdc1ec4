#pragma once

#include "lackeyimporter.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace inwo {

class CardDatabase;

// Runs LackeyImporter on a folder behind a cancellable progress dialog and tells the user how it
// went: the counts on success, the file and line of the problem on failure.
class LackeyImportRunner
{
    Q_DECLARE_TR_FUNCTIONS(inwo::LackeyImportRunner)

public:
    enum class Outcome { Imported, Cancelled, Failed };

    LackeyImportRunner(CardDatabase &database, QWidget *parent);

    // Message boxes on (the default) or off (tests, scripted use).
    void setInteractive(bool interactive) { m_interactive = interactive; }

    Outcome run(const QString &folder);

    const ImportReport &report() const { return m_report; }
    const ImportError &error() const { return m_error; }
    // The words shown to the user for the last run.
    QString summary() const { return m_summary; }

private:
    CardDatabase &m_database;
    QWidget *m_parent = nullptr;
    bool m_interactive = true;
    ImportReport m_report;
    ImportError m_error;
    QString m_summary;
};

} // namespace inwo
