#pragma once

#include "common/enumtable.h"

#include <QList>
#include <QString>

namespace inwo {

// Where a card sits in a deck, as LackeyCCG's superzones name them.
enum class DeckZone : quint8 {
    Lead,         // the Illuminati, the lead Group and back-ups the player names
    GroupDeck,    // Groups and Resources (puppet backs)
    PlotDeck,     // hand backs: Plots, Goals, NWOs, Disasters, Assassinations, agents
    SharedGroups, // One Big Deck games
    SharedPlots,
};

// Codes used in the database and in JSON; the display names are deckZoneTitle()'s.
template <> struct EnumTable<DeckZone>
{
    static constexpr std::array<EnumEntry<DeckZone>, 5> entries{{
        {DeckZone::Lead, u"lead", u"Lead"},
        {DeckZone::GroupDeck, u"group", u"Group Deck"},
        {DeckZone::PlotDeck, u"plot", u"Plot Deck"},
        {DeckZone::SharedGroups, u"shared-groups", u"Shared Groups"},
        {DeckZone::SharedPlots, u"shared-plots", u"Shared Plots"},
    }};
};

// One line of a deck: a card (by id) and how many copies, in a zone.
struct DeckEntry
{
    QString cardId;
    int quantity = 1;
    DeckZone zone = DeckZone::PlotDeck;
    bool operator==(const DeckEntry &) const = default;
};

// A deck as a player builds it: named, annotated, and a list of cards per zone.
struct Deck
{
    QString name;
    QString author;
    QString notes;
    QList<DeckEntry> entries;

    int count(DeckZone zone) const;
    // Adds copies to the entry of `cardId` in `zone`, or a new entry at the end.
    void add(const QString &cardId, int quantity, DeckZone zone);
    int copiesOf(const QString &cardId) const; // over every zone
    bool operator==(const Deck &) const = default;
};

} // namespace inwo
