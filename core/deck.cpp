#include "deck.h"

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
