#pragma once

// What the fuzz targets share: the bundled cards to resolve names against (deck readers, attack
// scenarios), the copy count every deck reader keeps, and a deck's entries in a fixed order for
// comparing a deck with its round trip.
#include "carddatabase.h"
#include "decks/deck.h"
#include "decks/deckimport.h"

#include <QString>

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace inwo::fuzz {

inline const InMemoryCardRepository &bundledCards()
{
    static const InMemoryCardRepository repository = [] {
        QString error;
        BundledDataset dataset = BundledDataset::load(&error);
        if (dataset.cards.isEmpty())
            std::abort(); // the fuzzer is built without the bundled cards
        return InMemoryCardRepository(dataset.cards);
    }();
    return repository;
}

// What every deck reader keeps: each entry holds at least one copy, and the report counts as many
// copies as the deck holds.
inline void checkCopiesCounted(const DeckImportResult &result)
{
    int copies = 0;
    for (const DeckEntry &entry : result.deck.entries) {
        if (entry.quantity <= 0)
            std::abort();
        copies += entry.quantity;
    }
    if (copies != result.report.cardCopies())
        std::abort();
}

inline QList<DeckEntry> sorted(QList<DeckEntry> entries)
{
    std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) {
        return std::tie(a.cardId, a.zone, a.quantity) < std::tie(b.cardId, b.zone, b.quantity);
    });
    return entries;
}

} // namespace inwo::fuzz
