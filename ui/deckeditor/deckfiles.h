#pragma once

#include "deckregistrationsheet.h"
#include "decks/deckfileio.h"
#include "decks/deckimport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace inwo {

class CardNameResolver;
class CardRepository;

// Deck files by their extension, for the deck editor: core's DeckFileIo for .dek, .txt and .csv,
// plus the .pdf registration sheet (which needs Qt Gui) and the file dialogs' filters.
class DeckFiles
{
    Q_DECLARE_TR_FUNCTIONS(inwo::DeckFiles)

public:
    using Kind = DeckFileType;

    // By the file's extension, case-insensitively; nullopt for any other.
    static std::optional<Kind> kindOf(const QString &path);
    static QString extension(Kind kind); // "dek", "txt", "csv", "pdf"

    // Reads a .dek, a CSV table, or anything else as a text list; `error` of the result is set
    // when the file cannot be read.
    static DeckImportResult read(const QString &path, const CardNameResolver &resolver);
    // Writes `deck` in the format the extension names (QSaveFile; the PDF by
    // DeckRegistrationSheet with `sheet`). False and `error` on failure.
    static bool write(const QString &path, const Deck &deck, const CardRepository &cards,
                      const DeckRegistrationSheet::Options &sheet, QString *error);

    // File dialog filters.
    static QString importFilter();
    static QStringList exportFilters(); // in Kind order
};

} // namespace inwo
