#include "deckimport.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

struct ZoneTitle
{
    DeckZone zone;
    QLatin1StringView title;
};

constexpr std::array<ZoneTitle, 5> zoneTitles{{
    {DeckZone::Lead, "Lead"_L1},
    {DeckZone::GroupDeck, "Group Deck"_L1},
    {DeckZone::PlotDeck, "Plot Deck"_L1},
    {DeckZone::SharedGroups, "Shared Groups"_L1},
    {DeckZone::SharedPlots, "Shared Plots"_L1},
}};

DeckZone zoneByBack(const Card &card)
{
    return card.back == CardBack::Group ? DeckZone::GroupDeck : DeckZone::PlotDeck;
}

} // namespace

int DeckImportReport::count(DeckLineStatus status) const
{
    return int(std::count_if(lines.cbegin(), lines.cend(), [status](const DeckImportLine &line) {
        return line.status == status;
    }));
}

int DeckImportReport::cardCopies() const
{
    int copies = 0;
    for (const DeckImportLine &line : lines) {
        if (line.isCard())
            copies += line.quantity;
    }
    return copies;
}

bool DeckImportReport::allCardsResolved() const
{
    return count(DeckLineStatus::Ambiguous) == 0 && count(DeckLineStatus::NotFound) == 0;
}

QString deckZoneTitle(DeckZone zone)
{
    for (const ZoneTitle &entry : zoneTitles) {
        if (entry.zone == zone)
            return QString(entry.title);
    }
    return {};
}

std::optional<DeckZone> deckZoneFromTitle(QStringView title)
{
    for (const ZoneTitle &entry : zoneTitles) {
        if (title.compare(entry.title, Qt::CaseInsensitive) == 0)
            return entry.zone;
    }
    return std::nullopt;
}

DeckZone DeckBuilder::add(const Card &card, int quantity, std::optional<DeckZone> zone)
{
    if (quantity <= 0)
        return zone.value_or(zoneByBack(card));
    if (zone) {
        if (*zone == DeckZone::Lead && card.type == CardType::Illuminati)
            m_leadHasIlluminati = true;
        add(card.id, quantity, *zone);
        return *zone;
    }
    if (card.type == CardType::Illuminati) {
        if (m_leadHasIlluminati) {
            add(card.id, quantity, DeckZone::PlotDeck);
            return DeckZone::PlotDeck;
        }
        m_leadHasIlluminati = true;
        add(card.id, 1, DeckZone::Lead);
        if (quantity > 1)
            add(card.id, quantity - 1, DeckZone::PlotDeck);
        return DeckZone::Lead;
    }
    const DeckZone byBack = zoneByBack(card);
    add(card.id, quantity, byBack);
    return byBack;
}

void DeckBuilder::add(const QString &cardId, int quantity, DeckZone zone)
{
    if (quantity <= 0)
        return;
    for (DeckEntry &entry : m_deck.entries) {
        if (entry.cardId == cardId && entry.zone == zone) {
            entry.quantity += quantity;
            return;
        }
    }
    m_deck.entries.append(DeckEntry{cardId, quantity, zone});
}

} // namespace inwo
