#include "lackeyimportrunner.h"

#include "carddatabase.h"

#include <QDir>
#include <QMessageBox>
#include <QProgressDialog>

#include <algorithm>

namespace inwo {

LackeyImportRunner::LackeyImportRunner(CardDatabase &database, QWidget *parent)
    : m_database(database), m_parent(parent)
{}

LackeyImportRunner::Outcome LackeyImportRunner::run(const QString &folder)
{
    m_report = {};
    m_error = {};

    QProgressDialog progress(tr("Importing cards from %1…").arg(QDir::toNativeSeparators(folder)),
                             tr("Cancel"), 0, 0, m_parent);
    progress.setWindowTitle(tr("Import LackeyCCG Folder"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    progress.setValue(0);

    bool cancelled = false;
    LackeyImporter importer(m_database);
    const bool imported =
        importer.importFolder(folder, &m_report, &m_error, [&](int done, int total) {
            if (progress.maximum() != total)
                progress.setMaximum(std::max(total, 0));
            progress.setValue(std::min(done, std::max(total, 0)));
            cancelled = progress.wasCanceled();
            return !cancelled;
        });
    progress.close();

    Outcome outcome = Outcome::Imported;
    if (imported) {
        m_summary =
            tr("The LackeyCCG folder %1 was imported.").arg(QDir::toNativeSeparators(folder)) %
            u"\n\n" %
            tr("Cards read: %1\nNew cards: %2\nCards updated: %3\nCard texts stored: "
               "%4\nImages found: %5")
                .arg(m_report.cardsRead)
                .arg(m_report.cardsAdded)
                .arg(m_report.cardsUpdated)
                .arg(m_report.textsStored)
                .arg(m_report.imagesFound);
        if (m_interactive)
            QMessageBox::information(m_parent, tr("Import Finished"), m_summary);
    } else if (cancelled) {
        outcome = Outcome::Cancelled;
        m_summary = tr("The import was cancelled; nothing was changed.");
        if (m_interactive)
            QMessageBox::information(m_parent, tr("Import Cancelled"), m_summary);
    } else {
        outcome = Outcome::Failed;
        m_summary = tr("The folder %1 could not be imported; nothing was changed.")
                        .arg(QDir::toNativeSeparators(folder)) %
                    u"\n\n" % m_error.toString();
        if (m_interactive)
            QMessageBox::warning(m_parent, tr("Import Failed"), m_summary);
    }
    return outcome;
}

} // namespace inwo
