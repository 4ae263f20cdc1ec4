#pragma once

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "decks/deckimport.h"

#include <QByteArray>
#include <QString>

namespace inwo {

// Deck lists as plain text: what people paste from forums and deck write-ups (quantities as "x2",
// "2x", "(x2)" or a leading "2"; section headers; "Goal:" and "NWO:" prefixes; prose around the
// list), and the list this program writes, which reads back to the identical deck.
//
// Reading: a section header ("Groups", "Plot Cards:", "Lead:") opens a card list; prose ends it
// unless card lines follow it, and card names in the commentary after it are reported, not
// counted. A document without headers is read as one list. Names resolve through
// CardNameResolver: an ambiguous one is reported and not taken; a line in a list that is shaped
// like a card line (a quantity, or words in title case, a full stop after them or not) and names
// no card is reported as NotFound, an unresolved line, never passed over as prose. Zones come from
// explicit headers (Lead, Group Deck, Plot Deck, Shared Groups, Shared Plots, Agents) or prefixes
// ("Lead:"), otherwise from the card (the first Illuminati leads, further ones are agents in the
// Plot deck, others go by their back). Lines "Deck: ..." (or "Subject: ...") and "Author: ..."
// (or "by ...") before the list name the deck, as does a first line that is no card; a name
// copied from a forum reply or a forwarded mail loses its "Re:", "Re[2]:", "Fwd:", "AW:" or "WG:".
// Lines starting with '#' are its notes.
class TextDeckFormat
{
public:
    static DeckImportResult read(const QString &text, const QString &sourceName,
                                 const CardNameResolver &resolver);
    // Decodes `bytes` (decodeText(): UTF-8, or UTF-16 by its byte order mark) and reads them; a
    // line that is not text is reported as Undecodable, never guessed at.
    static DeckImportResult read(const QByteArray &bytes, const QString &sourceName,
                                 const CardNameResolver &resolver);

    // The deck as text: name, author, notes as '#' lines, then one section per zone with
    // "Name" or "Name xN" lines. A card id `cards` does not know is written as its own name.
    static QString write(const Deck &deck, const CardRepository &cards);

    // The text read() reads: UTF-8 or UTF-16 by the byte order mark, bad bytes as U+FFFD.
    static QString decode(const QByteArray &bytes);
};

} // namespace inwo
