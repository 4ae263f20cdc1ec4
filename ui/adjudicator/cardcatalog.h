#pragma once

#include "cards/card.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QStringListModel;

namespace inwo {

class CardNameResolver;
class CardRepository;

// The cards the adjudicator offers by name: group and Illuminati names for the group fields, Plot
// names for the plays, each as a completer model. It reads the repository on first use (not at
// start-up) and again after invalidate().
class CardCatalog : public QObject
{
    Q_OBJECT

public:
    explicit CardCatalog(const CardRepository &repository, QObject *parent = nullptr);
    ~CardCatalog() override;

    // Completer models; empty until the catalog is loaded.
    QStringListModel *groupNames() const { return m_groupNames; }
    QStringListModel *plotNames() const { return m_plotNames; }

    // Reads the cards now if they have not been read.
    void ensureLoaded();
    // The cards changed (an import): read them again on next use.
    void invalidate();

    // The group or Illuminati card called `name`: exactly (ignoring case), then as the name
    // resolver reads written names ("CIA" for "The CIA"); never a fuzzy guess.
    std::optional<Card> groupCard(const QString &name);
    // The Disaster and Assassination cards, by name (the first print of each name).
    QList<Card> instantCards();
    std::optional<Card> instantCard(const QString &name);
    // The name that finds the card `cardId` again when a scenario file is read, for
    // AttackGroup::card ("" when the card is unknown, or its name is shared with another card).
    QString cardName(const QString &cardId);
    // Fills in what a scenario's "card" fields name.
    const CardNameResolver &resolver();

private:
    const CardRepository &m_repository;
    QStringListModel *m_groupNames = nullptr;
    QStringListModel *m_plotNames = nullptr;
    QHash<QString, Card> m_groups;   // by case-folded name
    QHash<QString, Card> m_instants; // by case-folded name
    std::unique_ptr<CardNameResolver> m_resolver;
    bool m_loaded = false;
};

} // namespace inwo
