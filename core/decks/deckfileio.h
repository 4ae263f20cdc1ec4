#pragma once

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "common/enumtable.h"
#include "decks/deckimport.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace inwo {

// The deck file types the program reads and writes, chosen by file extension.
enum class DeckFileType : quint8 {
    Dek,  // LackeyCCG .dek: read and write
    Text, // plain text (.txt, and any other extension when reading): read and write
    Csv,  // .csv, or a table whose first row names its columns: read and write
    Pdf,  // .pdf registration sheet: write, by the ui layer (it needs fonts)
};

template <> struct EnumTable<DeckFileType>
{
    static constexpr std::array<EnumEntry<DeckFileType>, 4> entries{{
        {DeckFileType::Dek, u"dek", u"LackeyCCG deck"},
        {DeckFileType::Text, u"txt", u"Text deck list"},
        {DeckFileType::Csv, u"csv", u"CSV table"},
        {DeckFileType::Pdf, u"pdf", u"Registration sheet (PDF)"},
    }};
};

// Reading and writing deck files on disk, shared by the CLI, the deck editor and the benchmark.
class DeckFileIo
{
public:
    // The type for writing `path`: by its extension (case-insensitive); nullopt for any other.
    static std::optional<DeckFileType> typeForWriting(const QString &path);
    // The type for reading: .dek is a LackeyCCG deck, .csv a table, anything else is read as
    // text.
    static DeckFileType typeForReading(const QString &path);
    // The same, and content of any other name that starts as XML (<?xml, <deck) is a LackeyCCG
    // deck, and content whose first line names a deck table's columns ("Zone,Quantity,Name") a
    // table.
    static DeckFileType typeForReading(const QString &path, const QByteArray &content);

    // Reads a deck file. When the file cannot be opened, `error` of the result is set
    // ("<path>: cannot read: ..."); the report names the file by its file name.
    static DeckImportResult read(const QString &path, const CardNameResolver &resolver);
    // The same for `content`, already read from `path` (a caller that looks at the bytes first).
    static DeckImportResult read(const QString &path, const QByteArray &content,
                                 const CardNameResolver &resolver);
    // A deck list that is no file (the clipboard, standard input), named `sourceName` in its
    // report and errors: its type by its content alone, as for a file of no known extension, and
    // no deck name made from `sourceName`.
    static DeckImportResult readContent(const QByteArray &content, const QString &sourceName,
                                        const CardNameResolver &resolver);
    // The bytes of `deck` as a .dek, text or CSV file; empty for Pdf.
    static QByteArray bytes(const Deck &deck, const CardRepository &cards, DeckFileType type);
    // Writes .dek, text or CSV to `path` through QSaveFile (a failed write leaves the old file).
    static bool write(const Deck &deck, const CardRepository &cards, const QString &path,
                      QString *error);
};

} // namespace inwo
