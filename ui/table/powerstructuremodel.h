#pragma once

#include "table/position.h"
#include "table/tablestats.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>

namespace inwo {

// Every Power Structure of the table as a tree: each player's Illuminati at the root, each group
// under its master in the order of its arrows, each Resource under the group it is linked to; then
// the uncontrolled area. Each card shows its effective Power and Resistance, alignments and
// tokens spent, as TableStats gives them, and how each came about in a tooltip.
class PowerStructureModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        ArrowColumn,
        PowerColumn,
        ResistanceColumn,
        TokensColumn,
        AlignmentsColumn,
        AttributesColumn, // Secret, Computer, Bank: what special goals look for
        ColumnCount
    };
    enum class Kind : quint8 { Illuminati, Group, Resource, UncontrolledArea, Uncontrolled };
    enum Role {
        IdRole = Qt::UserRole + 1, // the card's identity (QString); "" for the area's row
        PlayerRole,                // the controlling player's name; "" when uncontrolled
        KindRole,                  // Kind, as an int
        PowerRole,                 // effective Power (int), when the card is known
        ResistanceRole,            // effective Resistance (int), when the card is known
        TokensRole,                // Action tokens spent (int)
        DevastatedRole,            // bool
        ArrowRole,                 // the master's arrow it hangs on, 0 first (int), groups only
    };

    explicit PowerStructureModel(QObject *parent = nullptr);

    // Shows `position`, with each card's numbers in `groups` (by identity).
    void rebuild(const Position &position, const QHash<QString, EffectiveGroup> &groups);

    // The row of a card, or of the uncontrolled area for an empty identity.
    QModelIndex indexOf(const InstanceId &id) const;
    InstanceId idAt(const QModelIndex &index) const;
    Kind kindAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Node
    {
        Kind kind = Kind::Group;
        QString player;
        TableCard card;
        int parent = -1;
        int row = 0;
        QList<int> children;
    };
    int addNode(Node node, int parent);
    void addBelow(const TablePlayer &player, const TableCard &card, int node);
    QString linesText(const EffectiveGroup &group) const;
    const Node *nodeAt(const QModelIndex &index) const;

    Position m_position;
    QHash<QString, EffectiveGroup> m_groups;
    QList<Node> m_nodes;
    QList<int> m_roots;
};

} // namespace inwo
