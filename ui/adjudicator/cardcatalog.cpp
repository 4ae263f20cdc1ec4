#include "cardcatalog.h"

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"

#include <QStringListModel>

#include <algorithm>

namespace inwo {

namespace {

bool isAttackingCard(const Card &card)
{
    return card.isGroup() || card.type == CardType::Illuminati;
}

} // namespace

CardCatalog::CardCatalog(const CardRepository &repository, QObject *parent)
    : QObject(parent), m_repository(repository), m_groupNames(new QStringListModel(this)),
      m_plotNames(new QStringListModel(this))
{}

CardCatalog::~CardCatalog() = default;

void CardCatalog::ensureLoaded()
{
    if (m_loaded)
        return;
    m_loaded = true;
    m_groups.clear();
    m_instants.clear();
    QStringList groups;
    QStringList plots;
    for (const Card &card : m_repository.allCards()) {
        if (isAttackingCard(card)) {
            const QString key = card.name.toCaseFolded();
            // A name printed in several sets: the first one read, preferring real cards to fan
            // cards.
            const auto known = m_groups.constFind(key);
            if (known == m_groups.constEnd()) {
                m_groups.insert(key, card);
                groups.append(card.name);
            } else if (known->set == CardSet::Fan && card.set != CardSet::Fan) {
                m_groups.insert(key, card);
            }
        } else if (card.type == CardType::Disaster || card.type == CardType::Assassination) {
            if (!m_instants.contains(card.name.toCaseFolded()))
                m_instants.insert(card.name.toCaseFolded(), card);
        } else if (card.type == CardType::Plot && !plots.contains(card.name)) {
            plots.append(card.name);
        }
    }
    groups.sort(Qt::CaseInsensitive);
    plots.sort(Qt::CaseInsensitive);
    m_groupNames->setStringList(groups);
    m_plotNames->setStringList(plots);
}

QList<Card> CardCatalog::instantCards()
{
    ensureLoaded();
    QList<Card> cards = m_instants.values();
    std::sort(cards.begin(), cards.end(), [](const Card &a, const Card &b) {
        return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return cards;
}

std::optional<Card> CardCatalog::instantCard(const QString &name)
{
    ensureLoaded();
    const auto found = m_instants.constFind(name.trimmed().toCaseFolded());
    if (found == m_instants.constEnd())
        return std::nullopt;
    return *found;
}

void CardCatalog::invalidate()
{
    m_loaded = false;
    m_resolver.reset();
    if (!m_groupNames->stringList().isEmpty())
        ensureLoaded();
}

std::optional<Card> CardCatalog::groupCard(const QString &name)
{
    const QString written = name.trimmed();
    if (written.isEmpty())
        return std::nullopt;
    ensureLoaded();
    const auto exact = m_groups.constFind(written.toCaseFolded());
    if (exact != m_groups.constEnd())
        return *exact;
    // Written as deck lists write names, or a near miss ("count dracla") that only one card
    // is near; the field then shows the card's printed name, so the reading is seen.
    const NameResolution resolution = resolver().resolve(written);
    if (resolution.isResolved() && resolution.candidates.size() == 1 &&
        isAttackingCard(resolution.card()))
        return m_groups.value(resolution.card().name.toCaseFolded(), resolution.card());
    return std::nullopt;
}

QString CardCatalog::cardName(const QString &cardId)
{
    const std::optional<Card> card = m_repository.cardById(cardId);
    if (!card)
        return {};
    const NameResolution resolution =
        resolver().resolve(card->name, CardNameResolver::Matching::NoFuzzy);
    return resolution.isResolved() && resolution.card().id == cardId ? card->name : QString();
}

const CardNameResolver &CardCatalog::resolver()
{
    if (!m_resolver)
        m_resolver = std::make_unique<CardNameResolver>(m_repository);
    return *m_resolver;
}

} // namespace inwo
