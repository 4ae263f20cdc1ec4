#include "formatlibrary.h"

#include "cards/cardnameresolver.h"
#include "common/textinput.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace inwo {

FormatLibrary FormatLibrary::load(const CardRepository &cards, const QString &userFolder,
                                  QList<FormatError> *errors)
{
    FormatLibrary library;
    const CardNameResolver resolver(cards);
    auto loadFolder = [&](const QString &folder, bool builtIn) {
        const QDir dir(folder);
        for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
            const QString path = dir.filePath(name);
            QString readError;
            const std::optional<QByteArray> bytes =
                readFileAtMost(path, InputLimit::FormatFileBytes, &readError);
            const std::optional<QByteArray> text =
                bytes ? utf8TextOf(*bytes, &readError) : std::nullopt;
            if (!text) {
                errors->append({path, 0, QString(), readError});
                continue;
            }
            FormatError error;
            std::optional<DeckFormat> format =
                DeckFormat::parse(*text, builtIn ? name : path, resolver, &error);
            if (!format) {
                errors->append(error);
                continue;
            }
            if (library.find(format->id)) {
                errors->append(
                    {path, 0, u"id"_s,
                     u"the id '%1' is already taken by another format"_s.arg(format->id)});
                continue;
            }
            library.m_formats.append(*format);
        }
    };
    loadFolder(u":/formats"_s, true);
    if (!userFolder.isEmpty() && QFileInfo(userFolder).isDir())
        loadFolder(userFolder, false);
    return library;
}

QString FormatLibrary::userFolderFor(const QString &databasePath)
{
    return QFileInfo(databasePath).absoluteDir().filePath(u"formats"_s);
}

std::optional<DeckFormat> FormatLibrary::find(const QString &idOrName) const
{
    for (const DeckFormat &format : m_formats) {
        if (format.id.compare(idOrName, Qt::CaseInsensitive) == 0 ||
            format.name.compare(idOrName, Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

} // namespace inwo
