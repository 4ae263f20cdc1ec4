#include "decks/deckfileio.h"

#include "common/textinput.h"
#include "decks/csvdeckformat.h"
#include "decks/lackeydeckformat.h"
#include "decks/textdeckformat.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

std::optional<DeckFileType> DeckFileIo::typeForWriting(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"text")
        return DeckFileType::Text;
    for (const DeckFileType type : allOf<DeckFileType>()) {
        if (codeOf(type) == suffix)
            return type;
    }
    return std::nullopt;
}

DeckFileType DeckFileIo::typeForReading(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix.compare(u"dek"_s, Qt::CaseInsensitive) == 0)
        return DeckFileType::Dek;
    if (suffix.compare(u"csv"_s, Qt::CaseInsensitive) == 0)
        return DeckFileType::Csv;
    return DeckFileType::Text;
}

DeckFileType DeckFileIo::typeForReading(const QString &path, const QByteArray &content)
{
    if (const DeckFileType byName = typeForReading(path); byName != DeckFileType::Text)
        return byName;
    // A .dek saved under another name (deck.xml, a pipe) starts as XML; no deck list does. Read
    // as text it became an empty deck.
    const QString start =
        decodeText(QByteArrayView(content).first(std::min<qsizetype>(content.size(), 512)))
            .text.trimmed();
    if (start.startsWith(u"<?xml"_s) || start.startsWith(u"<deck"_s))
        return DeckFileType::Dek;
    // A table copied from a spreadsheet, or an exported .csv under another name.
    return CsvDeckFormat::looksLikeCsv(start) ? DeckFileType::Csv : DeckFileType::Text;
}

DeckImportResult DeckFileIo::read(const QString &path, const CardNameResolver &resolver)
{
    // Reports name the file by its name; an unreadable file by its whole path.
    const QString name = QFileInfo(path).fileName();
    // Read up to a limit: /dev/zero or a stray video named .dek is refused, not read until
    // memory runs out.
    QString error;
    const std::optional<QByteArray> content =
        readFileAtMost(path, InputLimit::DeckFileBytes, &error);
    if (!content) {
        DeckImportResult result;
        result.report.sourceName = name;
        result.error = error;
        return result;
    }
    return read(path, *content, resolver);
}

DeckImportResult DeckFileIo::read(const QString &path, const QByteArray &content,
                                  const CardNameResolver &resolver)
{
    const QString name = QFileInfo(path).fileName();
    switch (typeForReading(path, content)) {
    case DeckFileType::Dek:
        return LackeyDeckFormat::read(content, name, resolver);
    case DeckFileType::Csv:
        return CsvDeckFormat::read(content, name, resolver);
    case DeckFileType::Text:
    case DeckFileType::Pdf:
        break;
    }
    return TextDeckFormat::read(content, name, resolver);
}

DeckImportResult DeckFileIo::readContent(const QByteArray &content, const QString &sourceName,
                                         const CardNameResolver &resolver)
{
    // Typed by the content alone: "standard input" has no extension to go by, and neither may
    // a translated name.
    DeckImportResult result;
    switch (typeForReading(QString(), content)) {
    case DeckFileType::Dek:
        result = LackeyDeckFormat::read(content, sourceName, resolver);
        result.deck.name.clear(); // named for a file, and there is none
        break;
    case DeckFileType::Csv:
        result = CsvDeckFormat::read(content, sourceName, resolver);
        result.deck.name.clear();
        break;
    case DeckFileType::Text:
    case DeckFileType::Pdf:
        result = TextDeckFormat::read(content, sourceName, resolver);
        break;
    }
    return result;
}

QByteArray DeckFileIo::bytes(const Deck &deck, const CardRepository &cards, DeckFileType type)
{
    switch (type) {
    case DeckFileType::Dek:
        return LackeyDeckFormat::write(deck, cards);
    case DeckFileType::Text:
        return TextDeckFormat::write(deck, cards).toUtf8();
    case DeckFileType::Csv:
        return CsvDeckFormat::write(deck, cards);
    case DeckFileType::Pdf:
        break;
    }
    return {};
}

bool DeckFileIo::write(const Deck &deck, const CardRepository &cards, const QString &path,
                       QString *error)
{
    const std::optional<DeckFileType> type = typeForWriting(path);
    if (!type || *type == DeckFileType::Pdf) {
        *error = u"%1: cannot write this kind of file here; use .dek, .txt or .csv"_s.arg(path);
        return false;
    }
    const QByteArray content = bytes(deck, cards, *type);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() ||
        !file.commit()) {
        *error = u"%1: cannot write: %2"_s.arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace inwo
