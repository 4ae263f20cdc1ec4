#include "decks/deck.h"

namespace inwo {

int Deck::count(DeckZone zone) const
{
    int total = 0;
    for (const DeckEntry &entry : entries) {
        if (entry.zone == zone)
            total += entry.quantity;
    }
    return total;
}

void Deck::add(const QString &cardId, int quantity, DeckZone zone)
{
    if (quantity <= 0)
        return;
    for (DeckEntry &entry : entries) {
        if (entry.cardId == cardId && entry.zone == zone) {
            entry.quantity += quantity;
            return;
        }
    }
    entries.append(DeckEntry{cardId, quantity, zone});
}

int Deck::copiesOf(const QString &cardId) const
{
    int total = 0;
    for (const DeckEntry &entry : entries) {
        if (entry.cardId == cardId)
            total += entry.quantity;
    }
    return total;
}

} // namespace inwo
