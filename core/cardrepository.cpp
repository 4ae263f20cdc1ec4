#include "cardrepository.h"

#include "textnormalizer.h"

namespace inwo {

InMemoryCardRepository::InMemoryCardRepository(QList<Card> cards) : m_cards(std::move(cards))
{}

void InMemoryCardRepository::add(const Card &card)
{
    m_cards.append(card);
}

std::optional<Card> InMemoryCardRepository::cardById(const QString &id) const
{
    for (const Card &card : m_cards) {
        if (card.id == id)
            return card;
    }
    return std::nullopt;
}

QList<Card> InMemoryCardRepository::cardsByName(const QString &name) const
{
    const QString wanted = TextNormalizer::normalize(name);
    QList<Card> found;
    for (const Card &card : m_cards) {
        if (TextNormalizer::normalize(card.name) == wanted)
            found.append(card);
    }
    return found;
}

} // namespace inwo
