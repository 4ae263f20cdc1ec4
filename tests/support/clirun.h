#pragma once

// Runs the built `inwo` program the way a script does, for the CLI tests.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace inwo::test {

// What one run printed and how it ended.
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QString err;

    QJsonDocument document() const { return QJsonDocument::fromJson(out); }
    QJsonObject json() const { return document().object(); }
};

// Runs `command` (the program and its arguments) with `environment`, writing `input` to its
// standard input. A run that does not end within a minute stops the test.
inline CliRun runCommand(const QStringList &command, const QProcessEnvironment &environment,
                         const QByteArray &input = {})
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(command.first(), command.mid(1));
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        qFatal("%s did not finish within a minute", qPrintable(command.join(QLatin1Char(' '))));
    return {process.exitCode(), process.readAllStandardOutput(),
            QString::fromUtf8(process.readAllStandardError())};
}

// The environment with INWO_DB set to `database` (the program's database for runs without --db).
inline QProcessEnvironment environmentWithDatabase(const QString &database)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("INWO_DB"), database);
    return environment;
}

} // namespace inwo::test
