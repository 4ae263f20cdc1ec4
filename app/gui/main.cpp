// inwo-assistant: the desktop program. Wiring only: settings names, translations, the command
// line, the database, the main window.

#include "carddatabase.h"
#include "common/databasemessages.h"
#include "common/firstpaintwatcher.h"
#include "databaserecovery.h"
#include "inwoversion.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include <cstdio>
#include <string_view>

using namespace Qt::StringLiterals;

namespace {

// Loads the program's own translation and Qt's for the system language, when there are any.
void installTranslators(QApplication &app)
{
    const QLocale locale = QLocale::system();
    auto *own = new QTranslator(&app);
    if (own->load(locale, u"inwo"_s, u"_"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

// True when the command line asks for the help or the version text: QCommandLineParser prints it
// and quits before any window opens, so no display is needed (an ssh session, a console).
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--")
            return false;
        if (argument == "-h" || argument == "--help" || argument == "--help-all" ||
            argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

// The event loop's exit code when the start-up check found the file damaged.
constexpr int RecoverAndRestart = 75;

// Shows the main window on `database` until it closes; returns the event loop's exit code. After
// the first paint, SQLite's quick check runs; on damage it returns RecoverAndRestart.
int runWindow(inwo::CardDatabase &database, inwo::DatabaseRecovery::Start start,
              const inwo::RecoveryReport &recovery, bool quitAfterPaint, bool &checking)
{
    using inwo::DatabaseRecovery;
    inwo::MainWindow window(database);
    if (!quitAfterPaint && start == DatabaseRecovery::Start::Recovered)
        QMetaObject::invokeMethod(
            &window, [&window, recovery] { inwo::showRecoveryReport(&window, recovery); },
            Qt::QueuedConnection);
    if (!quitAfterPaint && start == DatabaseRecovery::Start::OpenedReadOnly)
        QMetaObject::invokeMethod(
            &window, [&window, &database] { inwo::showDatabaseProblem(&window, database); },
            Qt::QueuedConnection);
    if (quitAfterPaint)
        window.setSavesSettingsOnClose(false);
    auto *watcher = new inwo::FirstPaintWatcher(&window, &window);
    QObject::connect(
        watcher, &inwo::FirstPaintWatcher::firstPaintFinished, &window,
        [&window, &database, &checking, quitAfterPaint, start] {
            if (quitAfterPaint) {
                QCoreApplication::quit();
                return;
            }
            // A file just rebuilt was checked as it was written.
            if (start == DatabaseRecovery::Start::Recovered)
                return;
            checking = true;
            const bool damaged = !database.checkIntegrity(false).isEmpty();
            checking = false;
            if (!damaged)
                return;
            // A file nobody here may write cannot be set aside: say so and go on reading.
            if (database.isReadOnly()) {
                inwo::showDatabaseProblem(&window, database);
                return;
            }
            inwo::showDamagedAtStart(&window, database.path());
            QCoreApplication::exit(RecoverAndRestart);
        },
        Qt::QueuedConnection);
    window.show();
    return QApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    // The offscreen platform (in libqt6gui6, as xcb is) needs no display; a platform the user
    // chose is kept.
    if (asksForHelpOrVersion(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"INWO Assistant"_s);
    QCoreApplication::setApplicationName(u"inwo-assistant"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(INWO_VERSION));
    installTranslators(app);
    QGuiApplication::setApplicationDisplayName(
        QCoreApplication::translate("main", "INWO Assistant"));
    QGuiApplication::setDesktopFileName(u"inwo-assistant"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Card browser and helper for Illuminati: New World Order."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption databaseOption(
        u"db"_s,
        QCoreApplication::translate("main", "Use the card database <path> instead of the default "
                                            "(the INWO_DB environment variable, or the user's data "
                                            "folder)."),
        QCoreApplication::translate("main", "path"));
    QCommandLineOption quitAfterPaintOption(
        u"quit-after-paint"_s,
        QCoreApplication::translate("main", "Quit as soon as the main window has been painted "
                                            "for the first time (for start-up benchmarks)."));
    // For the benchmarks only: not in --help, nor in the man page made from it.
    quitAfterPaintOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(databaseOption);
    parser.addOption(quitAfterPaintOption);
    parser.process(app);

    const bool quitAfterPaint = parser.isSet(quitAfterPaintOption);
    const QString path = parser.isSet(databaseOption) ? parser.value(databaseOption)
                                                      : inwo::CardDatabase::defaultPath();
    inwo::CardDatabase database;
    QString error;
    inwo::RecoveryReport recovery;
    // The quick check runs after the first paint (a large file must not delay the window); a file
    // too damaged to open is recovered here at once.
    auto start = inwo::DatabaseRecovery::openAtStart(database, path, &recovery, &error,
                                                     inwo::DatabaseRecovery::Check::Later);
    if (start == inwo::DatabaseRecovery::Start::Failed) {
        const QString message =
            QCoreApplication::translate("main", "The card database %1 could not be opened:\n%2")
                .arg(QDir::toNativeSeparators(path), error);
        std::fprintf(stderr, "%s\n", qPrintable(message));
        // A benchmark run has nobody to click the message box away.
        if (!quitAfterPaint)
            QMessageBox::critical(nullptr, QCoreApplication::translate("main", "INWO Assistant"),
                                  message);
        return 2;
    }

    // A file that fails while the program runs is reported once, after the current event, over
    // whatever window is active. Reads have no other way to say so; a refused save, delete or
    // open explains itself where it was asked for (deck editor). Damage the start-up check
    // finds is recovered instead.
    bool checking = false;
    database.setFailureHandler([&checking](const inwo::DatabaseFailure &failure) {
        if (checking || (failure.problem != inwo::DatabaseProblem::Damaged &&
                         failure.problem != inwo::DatabaseProblem::CannotOpen))
            return;
        QMetaObject::invokeMethod(
            qApp, [failure] { inwo::showDatabaseFailure(QApplication::activeWindow(), failure); },
            Qt::QueuedConnection);
    });
    for (;;) {
        const int code = runWindow(database, start, recovery, quitAfterPaint, checking);
        if (code != RecoverAndRestart)
            return code;
        // The window and everything that used the connection are gone: set the file aside,
        // rebuild it, and start again on the new one.
        if (!inwo::DatabaseRecovery::recoverOpenDatabase(database, &recovery, &error)) {
            const QString message =
                QCoreApplication::translate("main", "The card database %1 could not be "
                                                    "recovered:\n%2")
                    .arg(QDir::toNativeSeparators(path), error);
            std::fprintf(stderr, "%s\n", qPrintable(message));
            QMessageBox::critical(nullptr, QCoreApplication::translate("main", "INWO Assistant"),
                                  message);
            return 2;
        }
        start = inwo::DatabaseRecovery::Start::Recovered;
    }
}
