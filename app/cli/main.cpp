#include "clicommands.h"
#include "deckclicommands.h"
#include "inwoversion.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    // Writing a PDF needs fonts, which need a QGuiApplication; it never shows a window, so the
    // offscreen platform serves whether or not there is a display.
    std::unique_ptr<QCoreApplication> app;
    if (inwo::DeckCliCommands::needsGui(arguments)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    // The same names as the desktop program, so both find the same database file.
    QCoreApplication::setOrganizationName(QStringLiteral("INWO Assistant"));
    QCoreApplication::setApplicationName(QStringLiteral("inwo-assistant"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INWO_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    inwo::CliCommands commands(out, err);
    const int code = commands.run(QCoreApplication::arguments().mid(1));
    out.flush();
    err.flush();
    return code;
}
