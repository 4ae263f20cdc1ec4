#include "cards/cardrepository.h"

#include "common/textnormalizer.h"

#include <algorithm>
#include <utility>

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

QList<Card> InMemoryCardRepository::allCards() const
{
    QList<std::pair<QString, qsizetype>> order;
    order.reserve(m_cards.size());
    for (qsizetype i = 0; i < m_cards.size(); ++i)
        order.append({TextNormalizer::normalize(m_cards.at(i).name), i});
    std::stable_sort(order.begin(), order.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<Card> sorted;
    sorted.reserve(m_cards.size());
    for (const auto &[key, index] : order)
        sorted.append(m_cards.at(index));
    return sorted;
}

std::optional<Card> CachedCardRepository::cardById(const QString &id) const
{
    auto found = m_byId.find(id);
    if (found == m_byId.end())
        found = m_byId.insert(id, m_source.cardById(id));
    return *found;
}

QList<Card> CachedCardRepository::cardsByName(const QString &name) const
{
    auto found = m_byName.find(name);
    if (found == m_byName.end())
        found = m_byName.insert(name, m_source.cardsByName(name));
    return *found;
}

} // namespace inwo
