#pragma once

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "decks/deck.h"
#include "decks/deckimport.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace inwo {

// A deck as a CSV table (RFC 4180: comma-separated, CRLF line ends, quoted fields where needed),
// one row per entry: Zone, Quantity, Name, Set, Type, Card ID.
//
// Reading: the first row names the columns, in any order and case: the ones written here, and
// "Qty", "Count", "Copies", "Card", "Card Name", "ID" as spreadsheets name them; a table copied
// from a spreadsheet (tabs) or saved by a German one (semicolons) is read too. Each further row
// is a card, its name resolved as a text list's are (a reprint chosen by the row's id, else its
// set), in the zone its Zone names or, without one, in the card's own.
class CsvDeckFormat
{
public:
    // A card id `cards` does not know gets its id as the name and empty set and type.
    static QByteArray write(const Deck &deck, const CardRepository &cards);

    // Decodes `bytes` (UTF-8, or UTF-16 by its byte order mark) and reads the table. A row that
    // is not text is reported as Undecodable; `error` is set when the first row names no card
    // name column (no deck table at all).
    static DeckImportResult read(const QByteArray &bytes, const QString &sourceName,
                                 const CardNameResolver &resolver);
    // Whether `text` starts as such a table: its first line that is not blank names a card name
    // column and one more known column, between commas, semicolons or tabs.
    static bool looksLikeCsv(QStringView text);

    // `field` quoted when it holds a comma, a quote or a line break ("a ""b""").
    static QString quoted(const QString &field);
};

} // namespace inwo
