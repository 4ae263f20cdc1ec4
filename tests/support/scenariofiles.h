#pragma once

// The data-driven scenario tests' files: every case in a folder of tests/scenarios/, listed by
// the test itself so no case is silently skipped, each one JSON object; and the checks that keep
// an `expect` from passing by accident (issue 22, item 6).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <array>
#include <string_view>

namespace inwo::test {

// Every folder of tests/scenarios/ with the number of files it holds today: a test that walks a
// folder fails when fewer are found, so a lost or renamed-away file does not go unnoticed. Raise
// a count with the files added.
struct ScenarioFolder
{
    std::string_view name;
    qsizetype files;
};

inline constexpr std::array scenarioFolders{
    ScenarioFolder{"attacks", 252}, ScenarioFolder{"games", 1}, ScenarioFolder{"goals", 104},
    ScenarioFolder{"livegames", 7}, ScenarioFolder{"nwo", 20},  ScenarioFolder{"timeline", 167},
};

// Today's count of the folder; 0 for a folder the list does not name.
inline qsizetype pinnedScenarioCount(const QString &folder)
{
    for (const ScenarioFolder &known : scenarioFolders) {
        if (folder == QLatin1StringView(known.name.data(), qsizetype(known.name.size())))
            return known.files;
    }
    return 0;
}

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

// Adds to `problems` each key of `object` that `known` does not list, with its path ("unknown
// key expect.players.Alice.cuont"). A scenario's README lists every key its `expect` may hold;
// a key the test does not read would otherwise be ignored, and the file pass by accident.
inline void checkKeys(const QJsonObject &object, const QStringList &known, const QString &path,
                      QStringList &problems)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!known.contains(it.key()))
            problems.append(QStringLiteral("unknown key ") + path + QLatin1Char('.') + it.key());
    }
}

// The object at `value`; when it is none, `problems` says so with its path.
inline QJsonObject objectAt(const QJsonValue &value, const QString &path, QStringList &problems)
{
    if (!value.isObject())
        problems.append(path + QStringLiteral(" is not an object"));
    return value.toObject();
}

// The list at `value`; when it is none, `problems` says so with its path.
inline QJsonArray arrayAt(const QJsonValue &value, const QString &path, QStringList &problems)
{
    if (!value.isArray())
        problems.append(path + QStringLiteral(" is not a list"));
    return value.toArray();
}

// The problems of one file, as a failure message that names it.
inline QByteArray problemsOf(const QString &path, const QStringList &problems)
{
    return (QFileInfo(path).fileName() + QStringLiteral(": ") + problems.join(QStringLiteral("; ")))
        .toUtf8();
}

} // namespace inwo::test
