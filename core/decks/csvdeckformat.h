#pragma once

#include "cards/cardrepository.h"
#include "decks/deck.h"

#include <QByteArray>
#include <QString>

namespace inwo {

// A deck as a CSV table (RFC 4180: comma-separated, CRLF line ends, quoted fields where needed),
// one row per entry: Zone, Quantity, Name, Set, Type, Card ID.
class CsvDeckFormat
{
public:
    // A card id `cards` does not know gets its id as the name and empty set and type.
    static QByteArray write(const Deck &deck, const CardRepository &cards);

    // `field` quoted when it holds a comma, a quote or a line break ("a ""b""").
    static QString quoted(const QString &field);
};

} // namespace inwo
