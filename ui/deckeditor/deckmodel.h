#pragma once

#include "cards/card.h"
#include "deckchange.h"
#include "decks/deck.h"
#include "decks/decklegality.h"

#include <QAbstractItemModel>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace inwo {

class CardRepository;
class DeckDocument;

// The deck as a tree: the zones present ("Plot Deck (20)"), under the Group and Plot decks the
// cards grouped by type with counts ("Goals (3)"), and one row per card: quantity, name, type,
// set. Where a format counts a pile otherwise than its zone (a Group in the Lead counts in the
// Group deck, an unknown card in none), the zone's row says both numbers, so the tree and the
// verdict never disagree unexplained. Follows the document's changes with row insertions and
// removals, so views keep their expansion and selection. Accepts dropped card ids (CardIdsMime) and
// adds them to the deck.
class DeckModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { QuantityColumn, NameColumn, TypeColumn, SetColumn, ColumnCount };
    enum Role {
        CardIdRole = Qt::UserRole + 1, // card rows: the card's id
        ZoneRole,                      // every row: int(DeckZone)
        RowKindRole,                   // int(RowKind)
        CountRole,                     // copies in the row (a card's quantity, a group's total)
    };
    enum class RowKind : quint8 { Zone, TypeGroup, Card };

    // How the Group and Plot decks are split, in the order shown.
    enum class CardGroup : quint8 {
        Organizations,
        Personalities,
        Places,
        Resources,
        Plots,
        Goals,
        NewWorldOrders,
        Disasters,
        Assassinations,
        Agents, // Illuminati outside the lead
        Unknown,
    };

    explicit DeckModel(DeckDocument *document, QObject *parent = nullptr);
    ~DeckModel() override;

    DeckDocument *document() const { return m_document; }

    // The row of the card in a zone, or an invalid index.
    QModelIndex indexOfCard(const QString &cardId, DeckZone zone, int column = 0) const;
    // Every card row showing `cardId`, in any zone.
    QModelIndexList indexesOfCard(const QString &cardId) const;
    QModelIndex indexOfZone(DeckZone zone) const;
    RowKind rowKind(const QModelIndex &index) const;
    // The zone a row belongs to (invalid index: nullopt).
    std::optional<DeckZone> zoneOf(const QModelIndex &index) const;

    // "Group Deck", "Plot Deck", ... translated.
    static QString zoneTitle(DeckZone zone);
    static QString groupTitle(CardGroup group);
    static CardGroup groupOf(const std::optional<Card> &card, DeckZone zone);
    // Zones whose cards are split by type.
    static bool isGrouped(DeckZone zone);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QStringList mimeTypes() const override;
    Qt::DropActions supportedDropActions() const override;
    // Adds one copy of each dropped card: into the zone dropped on when the card belongs there
    // (its back matches, or the Lead), elsewhere where it goes by itself.
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

private:
    struct Node;

    void rebuild();
    void applyChange(const DeckChange &change);
    void insertCard(const QString &cardId, DeckZone zone);
    void removeCard(const QString &cardId, DeckZone zone);
    void updateQuantity(const QString &cardId, DeckZone zone);
    // dataChanged for `node` and every ancestor (their counts).
    void emitChangedUpwards(Node *node);
    // Recounts the piles as formats count them; the zone rows' titles follow.
    void recount();
    // The number a format counts for a zone's pile, when it is not the zone's own count.
    std::optional<int> formatCount(const Node *zone) const;
    QString zoneToolTip(const Node *zone) const;

    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex indexOfNode(const Node *node, int column = 0) const;
    Node *zoneNode(DeckZone zone) const;
    Node *cardNode(const QString &cardId, DeckZone zone) const;
    std::unique_ptr<Node> makeCardNode(const QString &cardId, DeckZone zone) const;
    // Where a new child belongs among `parent`'s children, by the tree's order.
    static int insertionRow(const Node *parent, const Node *child);
    static bool before(const Node *a, const Node *b);

    DeckDocument *m_document;
    const CardRepository &m_cards;
    std::unique_ptr<Node> m_root;
    DeckCounts m_counts;
};

} // namespace inwo
