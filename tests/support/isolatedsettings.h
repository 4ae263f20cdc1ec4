#pragma once

// A widget test's own settings and paths, inside its temporary folder, so no test reads or
// writes the user's.
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace inwo::test {

inline void isolateSettings(const QTemporaryDir &dir, const QString &application)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       dir.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("INWO Assistant Tests"));
    QCoreApplication::setApplicationName(application);
}

} // namespace inwo::test
