#include "bundledscenarios.h"

#include <QDir>
#include <QFile>

namespace inwo {

namespace {

struct Folder
{
    const char *name;
    ScenarioKind kind;
};

constexpr Folder Folders[] = {
    {"attacks", ScenarioKind::Attack},
    {"goals", ScenarioKind::Goals},
    {"nwo", ScenarioKind::Nwo},
    {"timeline", ScenarioKind::Timeline},
};

ScenarioCitations readAll()
{
    ScenarioCitations citations;
    for (const Folder &folder : Folders) {
        const QDir dir(QStringLiteral(":/scenarios/") + QLatin1StringView(folder.name));
        for (const QString &name :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            const QString path = dir.filePath(name);
            citations.add(scenarioCitation(folder.kind, path, bundledScenario(path)));
        }
    }
    return citations;
}

} // namespace

const ScenarioCitations &bundledScenarioCitations()
{
    static const ScenarioCitations citations = readAll();
    return citations;
}

QByteArray bundledScenario(const QString &path)
{
    if (!path.startsWith(QStringLiteral(":/scenarios/")))
        return {};
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace inwo
