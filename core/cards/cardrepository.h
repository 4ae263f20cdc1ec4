#pragma once

#include "cards/card.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

// What rules and deck code need from card storage. carddb implements it over SQLite; tests use
// InMemoryCardRepository.
class CardRepository
{
public:
    virtual ~CardRepository() = default;

    virtual std::optional<Card> cardById(const QString &id) const = 0;
    // Cards whose normalized name equals the normalized `name` (TextNormalizer::normalize).
    virtual QList<Card> cardsByName(const QString &name) const = 0;
    // Every card, ordered by normalized name (for fuzzy name matching).
    virtual QList<Card> allCards() const = 0;
};

// A card repository over a list held in memory.
class InMemoryCardRepository : public CardRepository
{
public:
    explicit InMemoryCardRepository(QList<Card> cards = {});

    void add(const Card &card);
    const QList<Card> &cards() const { return m_cards; }

    std::optional<Card> cardById(const QString &id) const override;
    QList<Card> cardsByName(const QString &name) const override;
    QList<Card> allCards() const override;

private:
    QList<Card> m_cards;
};

// Another repository's answers, each remembered after the first ask: for work that looks the same
// few cards up many times (goals on every position an attack list makes).
class CachedCardRepository : public CardRepository
{
public:
    explicit CachedCardRepository(const CardRepository &source) : m_source(source) {}

    std::optional<Card> cardById(const QString &id) const override;
    QList<Card> cardsByName(const QString &name) const override;
    QList<Card> allCards() const override { return m_source.allCards(); }

private:
    const CardRepository &m_source;
    mutable QHash<QString, std::optional<Card>> m_byId;
    mutable QHash<QString, QList<Card>> m_byName;
};

} // namespace inwo
