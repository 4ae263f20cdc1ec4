#pragma once

#include "decks/deck.h"

#include <QString>

namespace inwo {

// The deck's own words a user edits (undoable, each one merges consecutive edits).
enum class DeckField : quint8 { Name, Author, Notes };

// What one edit of a DeckDocument changed, so models can turn it into row insertions, removals
// and data changes instead of resetting.
struct DeckChange
{
    enum class Kind : quint8 {
        Reset,           // a whole new deck (new, open, import): rebuild everything
        EntryAdded,      // a card appeared in a zone
        EntryRemoved,    // a card's last copy left a zone
        QuantityChanged, // a card in a zone has another number of copies
        FieldChanged,    // name, author or notes
        LinesChanged,    // an unresolved line of the import was resolved or came back (undo)
    };

    Kind kind = Kind::Reset;
    QString cardId;                 // entry changes
    DeckZone zone = DeckZone::Lead; // entry changes
    DeckField field = DeckField::Name;

    static DeckChange entry(Kind kind, const QString &cardId, DeckZone zone)
    {
        DeckChange change;
        change.kind = kind;
        change.cardId = cardId;
        change.zone = zone;
        return change;
    }

    bool isEntryChange() const
    {
        return kind == Kind::EntryAdded || kind == Kind::EntryRemoved ||
               kind == Kind::QuantityChanged;
    }
};

} // namespace inwo
