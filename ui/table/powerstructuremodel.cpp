#include "powerstructuremodel.h"

#include "common/colours.h"
#include "tabletext.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

using namespace Qt::StringLiterals;

namespace inwo {

PowerStructureModel::PowerStructureModel(QObject *parent) : QAbstractItemModel(parent)
{}

void PowerStructureModel::rebuild(const Position &position,
                                  const QHash<QString, EffectiveGroup> &groups)
{
    beginResetModel();
    m_position = position;
    m_groups = groups;
    m_nodes.clear();
    m_roots.clear();
    for (const TablePlayer &player : position.players) {
        Node root;
        root.kind = Kind::Illuminati;
        root.player = player.name;
        root.card = player.illuminati;
        const int node = addNode(root, -1);
        addBelow(player, player.illuminati, node);
    }
    Node area;
    area.kind = Kind::UncontrolledArea;
    const int areaNode = addNode(area, -1);
    for (const TableCard &card : position.uncontrolled) {
        Node node;
        node.kind = Kind::Uncontrolled;
        node.card = card;
        addNode(node, areaNode);
    }
    endResetModel();
}

int PowerStructureModel::addNode(Node node, int parent)
{
    const int index = int(m_nodes.size());
    node.parent = parent;
    QList<int> &siblings = parent < 0 ? m_roots : m_nodes[parent].children;
    node.row = int(siblings.size());
    siblings.append(index);
    m_nodes.append(node);
    return index;
}

void PowerStructureModel::addBelow(const TablePlayer &player, const TableCard &card, int node)
{
    // Its puppets in the order of their arrows, then the Resources linked to it (to the
    // Illuminati: those linked to nothing).
    for (const TableCard *puppet : m_position.puppetsOf(card.id)) {
        // A position has no loops (TableDocument and the file reader see to it); a card is
        // shown once all the same.
        if (indexOf(puppet->id).isValid())
            continue;
        Node child;
        child.kind = Kind::Group;
        child.player = player.name;
        child.card = *puppet;
        addBelow(player, *puppet, addNode(child, node));
    }
    const bool illuminati = card.id == player.illuminati.id;
    for (const TableCard &resource : player.resources) {
        if (illuminati ? resource.linkedTo.isEmpty() : resource.linkedTo == card.id) {
            Node child;
            child.kind = Kind::Resource;
            child.player = player.name;
            child.card = resource;
            addNode(child, node);
        }
    }
}

QModelIndex PowerStructureModel::indexOf(const InstanceId &id) const
{
    for (qsizetype i = 0; i < m_nodes.size(); ++i) {
        const Node &node = m_nodes.at(i);
        const bool match = id.isEmpty() ? node.kind == Kind::UncontrolledArea
                                        : node.kind != Kind::UncontrolledArea && node.card.id == id;
        if (match)
            return createIndex(node.row, 0, quintptr(i));
    }
    return {};
}

const PowerStructureModel::Node *PowerStructureModel::nodeAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() >= quintptr(m_nodes.size()))
        return nullptr;
    return &m_nodes.at(qsizetype(index.internalId()));
}

InstanceId PowerStructureModel::idAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    return node && node->kind != Kind::UncontrolledArea ? node->card.id : InstanceId();
}

PowerStructureModel::Kind PowerStructureModel::kindAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    return node ? node->kind : Kind::UncontrolledArea;
}

QModelIndex PowerStructureModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const QList<int> *siblings = &m_roots;
    if (parent.isValid()) {
        const Node *above = nodeAt(parent);
        if (!above)
            return {};
        siblings = &above->children;
    }
    if (row >= siblings->size())
        return {};
    return createIndex(row, column, quintptr(siblings->at(row)));
}

QModelIndex PowerStructureModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeAt(child);
    if (!node || node->parent < 0)
        return {};
    return createIndex(m_nodes.at(node->parent).row, 0, quintptr(node->parent));
}

int PowerStructureModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_roots.size());
    if (parent.column() != 0)
        return 0;
    const Node *node = nodeAt(parent);
    return node ? int(node->children.size()) : 0;
}

int PowerStructureModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString PowerStructureModel::linesText(const EffectiveGroup &group) const
{
    QStringList lines;
    for (const TableFact &fact : group.lines) {
        const QString citation = TableText::citation(fact);
        lines.append(citation.isEmpty()
                         ? renderTableFact(fact, m_position)
                         : tr("%1 (%2)").arg(renderTableFact(fact, m_position), citation));
    }
    return lines.join(u'\n');
}

QVariant PowerStructureModel::data(const QModelIndex &index, int role) const
{
    const Node *node = nodeAt(index);
    if (!node)
        return {};
    const bool area = node->kind == Kind::UncontrolledArea;
    const TableCard &card = node->card;
    const auto found = m_groups.constFind(card.id.value);
    const EffectiveGroup *group =
        area || found == m_groups.constEnd() || !found->known ? nullptr : &*found;

    switch (role) {
    case IdRole:
        return area ? QString() : card.id.value;
    case PlayerRole:
        return node->player;
    case KindRole:
        return int(node->kind);
    case PowerRole:
        return group ? QVariant(group->power) : QVariant();
    case ResistanceRole:
        return group ? QVariant(group->resistance) : QVariant();
    case TokensRole:
        return area ? QVariant() : QVariant(card.tokensSpent);
    case DevastatedRole:
        return card.devastated;
    case ArrowRole:
        return node->kind == Kind::Group ? QVariant(card.arrow) : QVariant();
    case Qt::FontRole: {
        if (index.column() != NameColumn)
            return {};
        QFont font;
        if (area || node->kind == Kind::Illuminati)
            font.setBold(true);
        if (node->kind == Kind::Resource || card.devastated)
            font.setItalic(true);
        return font;
    }
    case Qt::ForegroundRole:
        // Resources and arrow numbers matter less than the groups beside them.
        if (node->kind == Kind::Resource || index.column() == ArrowColumn)
            return secondaryText();
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn && index.column() != AlignmentsColumn &&
            index.column() != AttributesColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole: {
        if (area)
            return tr("Cards in play that nobody controls");
        QString tip =
            index.column() == NameColumn ? tr("%1 (%2)").arg(card.card, card.id.value) : QString();
        if (index.column() == NameColumn && node->kind == Kind::Group)
            tip += u'\n' + tr("On arrow %1 of %2").arg(card.arrow + 1).arg([&] {
                const TableCard *master = m_position.card(card.master);
                return master ? master->card : card.master.value;
            }());
        if (card.devastated)
            tip += u'\n' + tr("Devastated");
        if (!group && !area && index.column() == NameColumn)
            tip += u'\n' + tr("Not in the card database: no numbers");
        if (group && (index.column() == PowerColumn || index.column() == ResistanceColumn ||
                      index.column() == AlignmentsColumn)) {
            tip = linesText(*group);
        }
        if (index.column() == TokensColumn)
            tip = tr("Action tokens spent this turn");
        return tip.trimmed().isEmpty() ? QVariant() : QVariant(tip.trimmed());
    }
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }

    switch (index.column()) {
    case NameColumn:
        if (area)
            return tr("Uncontrolled area");
        if (node->kind == Kind::Illuminati)
            return tr("%1: %2").arg(node->player, card.card);
        if (card.devastated)
            return tr("%1 (devastated)").arg(card.card);
        return card.card;
    case ArrowColumn:
        return node->kind == Kind::Group ? QVariant(card.arrow + 1) : QVariant();
    case PowerColumn:
        if (!group || (node->kind == Kind::Resource && group->power == 0))
            return {};
        return group->globalPower > 0 ? tr("%1/%2").arg(group->power).arg(group->globalPower)
                                      : QString::number(group->power);
    case ResistanceColumn:
        if (!group || node->kind == Kind::Illuminati || node->kind == Kind::Resource)
            return {};
        return group->resistance;
    case TokensColumn:
        return area ? QVariant() : QVariant(card.tokensSpent);
    case AlignmentsColumn:
        if (!group || node->kind == Kind::Resource || node->kind == Kind::Illuminati)
            return {};
        return TableText::alignments(group->alignments);
    case AttributesColumn:
        if (!group || node->kind == Kind::Illuminati)
            return {};
        return TableText::attributes(group->attributes);
    default:
        return {};
    }
}

QVariant PowerStructureModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ArrowColumn:
            return tr(
                "Which of its master's outgoing arrows the group hangs on, the first being 1");
        case PowerColumn:
            return tr("Power/Global Power now, with every change in force");
        case ResistanceColumn:
            return tr("Resistance now, with every change in force");
        case TokensColumn:
            return tr("Action tokens spent this turn");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Card");
    case ArrowColumn:
        return tr("Arrow");
    case PowerColumn:
        return tr("Power");
    case ResistanceColumn:
        return tr("Res.");
    case TokensColumn:
        return tr("Tokens");
    case AlignmentsColumn:
        return tr("Alignments");
    case AttributesColumn:
        return tr("Attributes");
    default:
        return {};
    }
}

} // namespace inwo
