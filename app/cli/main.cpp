#include "clicommands.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
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
