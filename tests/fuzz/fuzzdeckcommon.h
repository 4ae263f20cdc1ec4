#pragma once

// What the fuzz targets share: the bundled cards to resolve names against (deck readers, attack
// scenarios), and a deck's entries in a fixed order for comparing a deck with its round trip.
#include "carddatabase.h"
#include "decks/deck.h"

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

inline QList<DeckEntry> sorted(QList<DeckEntry> entries)
{
    std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) {
        return std::tie(a.cardId, a.zone, a.quantity) < std::tie(b.cardId, b.zone, b.quantity);
    });
    return entries;
}

} // namespace inwo::fuzz
