#pragma once

// The attack scenario corpus (tests/scenarios/attacks/*.json), by path in name order, for the
// tests that run every scenario.
#include <QDir>
#include <QStringList>

namespace inwo::test {

inline QStringList attackScenarioFiles()
{
    const QDir dir(QStringLiteral(INWO_SOURCE_DIR "/tests/scenarios/attacks"));
    QStringList paths;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

} // namespace inwo::test
