#include "databasemessages.h"

#include "carddatabase.h"
#include "databaserecovery.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The translation context of these messages.
class DatabaseMessages
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseMessages)

public:
    static void failure(QWidget *parent, const DatabaseFailure &failure);
    static void recovery(QWidget *parent, const RecoveryReport &report);
    static void damagedAtStart(QWidget *parent, const QString &path);
};

void DatabaseMessages::damagedAtStart(QWidget *parent, const QString &path)
{
    QMessageBox::warning(parent, tr("INWO Assistant"),
                         tr("The database %1 is damaged. INWO Assistant will now set it aside, "
                            "rebuild the card data and recover your decks from it.")
                             .arg(QDir::toNativeSeparators(path)));
}

void DatabaseMessages::failure(QWidget *parent, const DatabaseFailure &failure)
{
    const QString file = QDir::toNativeSeparators(failure.path);
    QString message;
    QMessageBox::Icon icon = QMessageBox::Warning;
    switch (failure.problem) {
    case DatabaseProblem::Damaged:
        icon = QMessageBox::Critical;
        if (QFileInfo::exists(failure.path) && !hasSqliteHeader(failure.path)) {
            message = tr("The file %1 is not a database of INWO Assistant. Nothing was written to "
                         "it. Start the program with another file (--db), or move this one away.")
                          .arg(file);
            break;
        }
        message = tr("The database %1 is damaged. Nothing more will be saved to it, and what is "
                     "shown from it may be incomplete.\n\nClose INWO Assistant and start it again: "
                     "it will set the damaged file aside, rebuild the card data and recover your "
                     "decks.")
                      .arg(file);
        break;
    case DatabaseProblem::ReadOnly:
        message = tr("The database %1 is read-only: changes cannot be saved to it. Check the "
                     "permissions of the file and its folder.")
                      .arg(file);
        break;
    case DatabaseProblem::Locked:
        message = tr("The database %1 is locked by another program. Try again when that program "
                     "is done.")
                      .arg(file);
        break;
    case DatabaseProblem::Full:
        message = tr("The disk holding the database %1 is full. Free some space and try again.")
                      .arg(file);
        break;
    case DatabaseProblem::CannotOpen:
    case DatabaseProblem::Other:
        message = tr("The database %1 cannot be read.").arg(file);
        break;
    }
    QMessageBox box(icon, tr("INWO Assistant"), message, QMessageBox::Ok, parent);
    box.setDetailedText(failure.detail);
    box.exec();
}

void DatabaseMessages::recovery(QWidget *parent, const RecoveryReport &report)
{
    QString message =
        tr("The database was damaged. It has been set aside as %1 and a new one has been built "
           "with the card data.")
            .arg(QDir::toNativeSeparators(report.setAsidePath));
    message += u"\n\n"_s + tr("Decks recovered: %1.").arg(report.decksRecovered);
    if (!report.incompleteDecks.isEmpty())
        message += u"\n"_s + tr("Some cards of these decks could not be read; each says so in "
                                "its notes: %1")
                                 .arg(report.incompleteDecks.join(u", "_s));
    if (report.deckListIncomplete)
        message += u"\n"_s + tr("Some decks could not be read at all.");
    if (report.gamesRecovered > 0)
        message += u"\n\n"_s + tr("Games recovered: %1.").arg(report.gamesRecovered);
    if (!report.incompleteGames.isEmpty())
        message += u"\n"_s + tr("The log of these games stops at the first event that could not "
                                "be read: %1")
                                 .arg(report.incompleteGames.join(u", "_s));
    if (report.importedCardsIncomplete)
        message += u"\n"_s + tr("Some card data could not be read. If you imported a LackeyCCG "
                                "plugin folder, import it again.");
    QMessageBox::warning(parent, tr("INWO Assistant"), message);
}

} // namespace

void showDatabaseFailure(QWidget *parent, const DatabaseFailure &failure)
{
    DatabaseMessages::failure(parent, failure);
}

void showRecoveryReport(QWidget *parent, const RecoveryReport &report)
{
    DatabaseMessages::recovery(parent, report);
}

void showDamagedAtStart(QWidget *parent, const QString &path)
{
    DatabaseMessages::damagedAtStart(parent, path);
}

bool showDatabaseProblem(QWidget *parent, const CardDatabase &database)
{
    if (const std::optional<DatabaseFailure> &failure = database.failure();
        failure && failure->problem != DatabaseProblem::Other) {
        showDatabaseFailure(parent, *failure);
        return true;
    }
    if (database.isReadOnly()) {
        showDatabaseFailure(parent, {DatabaseProblem::ReadOnly, database.path(), QString()});
        return true;
    }
    return false;
}

} // namespace inwo
