#pragma once

// The data-driven scenario tests' files: every case in a folder of tests/scenarios/, listed by
// the test itself so no case is silently skipped, each one JSON object.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace inwo::test {

inline QStringList scenarioFiles(const QString &folder)
{
    const QDir dir(QStringLiteral(INWO_SOURCE_DIR "/tests/scenarios/") + folder);
    QStringList paths;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

// The attack scenario corpus (tests/scenarios/attacks/*.json), by path in name order, for the
// tests that run every scenario.
inline QStringList attackScenarioFiles()
{
    return scenarioFiles(QStringLiteral("attacks"));
}

// The file's one JSON object; a file that does not read stops the test.
inline QJsonObject readScenario(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject())
        qFatal("%s: %s", qPrintable(path), qPrintable(error.errorString()));
    return document.object();
}

} // namespace inwo::test
