#include "deckmodel.h"

#include "cardbrowser/cardpanel.h"
#include "cardidsmime.h"
#include "cards/cardrepository.h"
#include "common/enumnames.h"
#include "common/statuscolours.h"
#include "deckdocument.h"

#include <QColor>
#include <QFont>
#include <QUndoStack>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

struct DeckModel::Node
{
    RowKind kind = RowKind::Zone;
    DeckZone zone = DeckZone::Lead;
    CardGroup group = CardGroup::Unknown;
    QString cardId;
    std::optional<Card> card;
    int quantity = 0; // card rows
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    int count() const
    {
        if (kind == RowKind::Card)
            return quantity;
        int total = 0;
        for (const auto &child : children)
            total += child->count();
        return total;
    }

    int row() const
    {
        if (!parent)
            return 0;
        const auto &siblings = parent->children;
        for (std::size_t i = 0; i < siblings.size(); ++i) {
            if (siblings[i].get() == this)
                return int(i);
        }
        return 0;
    }

    QString name() const { return card ? card->name : cardId; }

    Node *adopt(std::unique_ptr<Node> child, int row)
    {
        child->parent = this;
        Node *adopted = child.get();
        children.insert(children.begin() + row, std::move(child));
        return adopted;
    }
};

namespace {

bool backBelongsIn(const Card &card, DeckZone zone)
{
    switch (zone) {
    case DeckZone::Lead:
        return true;
    case DeckZone::GroupDeck:
    case DeckZone::SharedGroups:
        return card.back == CardBack::Group;
    case DeckZone::PlotDeck:
    case DeckZone::SharedPlots:
        return card.back == CardBack::Plot;
    }
    return false;
}

} // namespace

DeckModel::DeckModel(DeckDocument *document, QObject *parent)
    : QAbstractItemModel(parent), m_document(document), m_cards(document->cards()),
      m_root(std::make_unique<Node>())
{
    rebuild();
    connect(document, &DeckDocument::changed, this, &DeckModel::applyChange);
}

DeckModel::~DeckModel() = default;

QString DeckModel::zoneTitle(DeckZone zone)
{
    return deckZoneName(zone);
}

QString DeckModel::groupTitle(CardGroup group)
{
    switch (group) {
    case CardGroup::Organizations:
        return tr("Organizations");
    case CardGroup::Personalities:
        return tr("Personalities");
    case CardGroup::Places:
        return tr("Places");
    case CardGroup::Resources:
        return tr("Resources");
    case CardGroup::Plots:
        return tr("Plots");
    case CardGroup::Goals:
        return tr("Goals");
    case CardGroup::NewWorldOrders:
        return tr("New World Orders");
    case CardGroup::Disasters:
        return tr("Disasters");
    case CardGroup::Assassinations:
        return tr("Assassinations");
    case CardGroup::Agents:
        return tr("Illuminati as Agents");
    case CardGroup::Unknown:
        return tr("Unknown Cards");
    }
    return {};
}

bool DeckModel::isGrouped(DeckZone zone)
{
    return zone != DeckZone::Lead;
}

DeckModel::CardGroup DeckModel::groupOf(const std::optional<Card> &card, DeckZone zone)
{
    Q_UNUSED(zone)
    if (!card)
        return CardGroup::Unknown;
    switch (card->type) {
    case CardType::Organization:
        return CardGroup::Organizations;
    case CardType::Personality:
        return CardGroup::Personalities;
    case CardType::Place:
        return CardGroup::Places;
    case CardType::Resource:
        return CardGroup::Resources;
    case CardType::Illuminati:
        return CardGroup::Agents;
    case CardType::Plot:
        return CardGroup::Plots;
    case CardType::Goal:
        return CardGroup::Goals;
    case CardType::Disaster:
        return CardGroup::Disasters;
    case CardType::Assassination:
        return CardGroup::Assassinations;
    case CardType::NewWorldOrder:
        return CardGroup::NewWorldOrders;
    }
    return CardGroup::Unknown;
}

bool DeckModel::before(const Node *a, const Node *b)
{
    switch (a->kind) {
    case RowKind::Zone:
        return a->zone < b->zone;
    case RowKind::TypeGroup:
        return a->group < b->group;
    case RowKind::Card: {
        const int byName = a->name().compare(b->name(), Qt::CaseInsensitive);
        return byName != 0 ? byName < 0 : a->cardId < b->cardId;
    }
    }
    return false;
}

int DeckModel::insertionRow(const Node *parent, const Node *child)
{
    const auto &children = parent->children;
    const auto at = std::find_if(children.cbegin(), children.cend(),
                                 [child](const auto &other) { return before(child, other.get()); });
    return int(at - children.cbegin());
}

std::unique_ptr<DeckModel::Node> DeckModel::makeCardNode(const QString &cardId, DeckZone zone) const
{
    auto node = std::make_unique<Node>();
    node->kind = RowKind::Card;
    node->zone = zone;
    node->cardId = cardId;
    node->card = m_cards.cardById(cardId);
    node->group = groupOf(node->card, zone);
    node->quantity = m_document->quantity(cardId, zone);
    return node;
}

void DeckModel::rebuild()
{
    beginResetModel();
    m_root = std::make_unique<Node>();
    m_counts = DeckCounts::of(m_document->deck(), m_cards);
    for (const DeckEntry &entry : m_document->deck().entries) {
        if (entry.quantity <= 0 || cardNode(entry.cardId, entry.zone))
            continue;
        std::unique_ptr<Node> card = makeCardNode(entry.cardId, entry.zone);
        Node *zone = zoneNode(entry.zone);
        if (!zone) {
            auto created = std::make_unique<Node>();
            created->zone = entry.zone;
            const int row = insertionRow(m_root.get(), created.get());
            zone = m_root->adopt(std::move(created), row);
        }
        Node *parent = zone;
        if (isGrouped(entry.zone)) {
            const auto group =
                std::find_if(zone->children.cbegin(), zone->children.cend(),
                             [&](const auto &child) { return child->group == card->group; });
            if (group != zone->children.cend()) {
                parent = group->get();
            } else {
                auto created = std::make_unique<Node>();
                created->kind = RowKind::TypeGroup;
                created->zone = entry.zone;
                created->group = card->group;
                const int row = insertionRow(zone, created.get());
                parent = zone->adopt(std::move(created), row);
            }
        }
        const int row = insertionRow(parent, card.get());
        parent->adopt(std::move(card), row);
    }
    endResetModel();
}

void DeckModel::recount()
{
    const DeckCounts counts = DeckCounts::of(m_document->deck(), m_cards);
    const bool changed = counts.groupDeck != m_counts.groupDeck ||
                         counts.plotDeck != m_counts.plotDeck ||
                         counts.illuminati != m_counts.illuminati || counts.total != m_counts.total;
    m_counts = counts;
    if (!changed)
        return;
    for (const auto &zone : m_root->children)
        emit dataChanged(indexOfNode(zone.get(), 0), indexOfNode(zone.get(), 0));
}

std::optional<int> DeckModel::formatCount(const Node *zone) const
{
    int counted = 0;
    if (zone->zone == DeckZone::GroupDeck)
        counted = m_counts.groupDeck;
    else if (zone->zone == DeckZone::PlotDeck)
        counted = m_counts.plotDeck;
    else
        return std::nullopt;
    if (counted == zone->count())
        return std::nullopt;
    return counted;
}

QString DeckModel::zoneToolTip(const Node *zone) const
{
    if (!formatCount(zone))
        return {};
    const bool groupDeck = zone->zone == DeckZone::GroupDeck;
    const int fromLead = groupDeck ? m_counts.groupDeckFromLead : m_counts.plotDeckFromLead;
    const int unknown = groupDeck ? m_counts.unknownInGroupDeck : m_counts.unknownInPlotDeck;
    QStringList reasons;
    if (fromLead == 1) {
        reasons.append(groupDeck
                           ? tr("1 card in the Lead has a Group back: formats count it in the "
                                "Group deck.")
                           : tr("1 card in the Lead has a Plot back: formats count it in the "
                                "Plot deck."));
    } else if (fromLead > 1) {
        reasons.append((groupDeck
                            ? tr("%L1 cards in the Lead have a Group back: formats count them in "
                                 "the Group deck.")
                            : tr("%L1 cards in the Lead have a Plot back: formats count them in "
                                 "the Plot deck."))
                           .arg(fromLead));
    }
    if (unknown == 1) {
        reasons.append(tr("1 card here is not in the card database: formats count it in no "
                          "pile."));
    } else if (unknown > 1) {
        reasons.append(tr("%L1 cards here are not in the card database: formats count them in "
                          "no pile.")
                           .arg(unknown));
    }
    return reasons.join(u'\n');
}

void DeckModel::applyChange(const DeckChange &change)
{
    switch (change.kind) {
    case DeckChange::Kind::Reset:
        rebuild();
        return;
    case DeckChange::Kind::EntryAdded:
        insertCard(change.cardId, change.zone);
        break;
    case DeckChange::Kind::EntryRemoved:
        removeCard(change.cardId, change.zone);
        break;
    case DeckChange::Kind::QuantityChanged:
        updateQuantity(change.cardId, change.zone);
        break;
    case DeckChange::Kind::FieldChanged:
    case DeckChange::Kind::LinesChanged:
        return;
    }
    recount();
}

void DeckModel::insertCard(const QString &cardId, DeckZone zone)
{
    if (cardNode(cardId, zone)) {
        updateQuantity(cardId, zone);
        return;
    }
    std::unique_ptr<Node> card = makeCardNode(cardId, zone);
    Node *zoneRow = zoneNode(zone);

    // A new zone (and group) arrives whole, as one inserted row.
    if (!zoneRow) {
        auto created = std::make_unique<Node>();
        created->zone = zone;
        if (isGrouped(zone)) {
            auto group = std::make_unique<Node>();
            group->kind = RowKind::TypeGroup;
            group->zone = zone;
            group->group = card->group;
            group->adopt(std::move(card), 0);
            created->adopt(std::move(group), 0);
        } else {
            created->adopt(std::move(card), 0);
        }
        const int row = insertionRow(m_root.get(), created.get());
        beginInsertRows({}, row, row);
        m_root->adopt(std::move(created), row);
        endInsertRows();
        return;
    }

    Node *parent = zoneRow;
    if (isGrouped(zone)) {
        const auto group =
            std::find_if(zoneRow->children.cbegin(), zoneRow->children.cend(),
                         [&](const auto &child) { return child->group == card->group; });
        if (group == zoneRow->children.cend()) {
            auto created = std::make_unique<Node>();
            created->kind = RowKind::TypeGroup;
            created->zone = zone;
            created->group = card->group;
            created->adopt(std::move(card), 0);
            const int row = insertionRow(zoneRow, created.get());
            beginInsertRows(indexOfNode(zoneRow), row, row);
            zoneRow->adopt(std::move(created), row);
            endInsertRows();
            emitChangedUpwards(zoneRow);
            return;
        }
        parent = group->get();
    }
    const int row = insertionRow(parent, card.get());
    beginInsertRows(indexOfNode(parent), row, row);
    parent->adopt(std::move(card), row);
    endInsertRows();
    emitChangedUpwards(parent);
}

void DeckModel::removeCard(const QString &cardId, DeckZone zone)
{
    Node *target = cardNode(cardId, zone);
    if (!target)
        return;
    // An emptied group, and an emptied zone, go with their last card.
    while (target->parent != m_root.get() && target->parent->children.size() == 1)
        target = target->parent;
    Node *parent = target->parent;
    const int row = target->row();
    beginRemoveRows(indexOfNode(parent), row, row);
    parent->children.erase(parent->children.begin() + row);
    endRemoveRows();
    if (parent != m_root.get())
        emitChangedUpwards(parent);
}

void DeckModel::updateQuantity(const QString &cardId, DeckZone zone)
{
    Node *node = cardNode(cardId, zone);
    if (!node)
        return;
    node->quantity = m_document->quantity(cardId, zone);
    emitChangedUpwards(node);
}

void DeckModel::emitChangedUpwards(Node *node)
{
    for (; node && node != m_root.get(); node = node->parent)
        emit dataChanged(indexOfNode(node, 0), indexOfNode(node, ColumnCount - 1));
}

DeckModel::Node *DeckModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex DeckModel::indexOfNode(const Node *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, const_cast<Node *>(node));
}

DeckModel::Node *DeckModel::zoneNode(DeckZone zone) const
{
    for (const auto &child : m_root->children) {
        if (child->zone == zone)
            return child.get();
    }
    return nullptr;
}

DeckModel::Node *DeckModel::cardNode(const QString &cardId, DeckZone zone) const
{
    Node *zoneRow = zoneNode(zone);
    if (!zoneRow)
        return nullptr;
    for (const auto &child : zoneRow->children) {
        if (child->kind == RowKind::Card) {
            if (child->cardId == cardId)
                return child.get();
            continue;
        }
        for (const auto &card : child->children) {
            if (card->cardId == cardId)
                return card.get();
        }
    }
    return nullptr;
}

QModelIndex DeckModel::indexOfCard(const QString &cardId, DeckZone zone, int column) const
{
    return indexOfNode(cardNode(cardId, zone), column);
}

QModelIndexList DeckModel::indexesOfCard(const QString &cardId) const
{
    QModelIndexList indexes;
    for (const auto &zone : m_root->children) {
        const QModelIndex index = indexOfCard(cardId, zone->zone);
        if (index.isValid())
            indexes.append(index);
    }
    return indexes;
}

QModelIndex DeckModel::indexOfZone(DeckZone zone) const
{
    return indexOfNode(zoneNode(zone));
}

DeckModel::RowKind DeckModel::rowKind(const QModelIndex &index) const
{
    return nodeOf(index)->kind;
}

std::optional<DeckZone> DeckModel::zoneOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return std::nullopt;
    return nodeOf(index)->zone;
}

QModelIndex DeckModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const Node *parentNode = nodeOf(parent);
    if (row >= int(parentNode->children.size()))
        return {};
    return createIndex(row, column, parentNode->children[std::size_t(row)].get());
}

QModelIndex DeckModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(nodeOf(child)->parent);
}

int DeckModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int DeckModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant DeckModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *node = nodeOf(index);
    switch (role) {
    case CardIdRole:
        return node->kind == RowKind::Card ? QVariant(node->cardId) : QVariant();
    case ZoneRole:
        return int(node->zone);
    case RowKindRole:
        return int(node->kind);
    case CountRole:
        return node->count();
    default:
        break;
    }

    if (node->kind != RowKind::Card) {
        if (index.column() != 0)
            return {};
        if (role == Qt::DisplayRole) {
            const QString title =
                node->kind == RowKind::Zone ? zoneTitle(node->zone) : groupTitle(node->group);
            if (node->kind == RowKind::Zone) {
                if (const std::optional<int> counted = formatCount(node)) {
                    return tr("%1 (%2; %3 as formats count)",
                              "Group Deck (12; 13 as formats count)")
                        .arg(title)
                        .arg(node->count())
                        .arg(*counted);
                }
            }
            return tr("%1 (%2)").arg(title).arg(node->count());
        }
        if (role == Qt::ToolTipRole && node->kind == RowKind::Zone)
            return zoneToolTip(node);
        if (role == Qt::FontRole && node->kind == RowKind::Zone) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }

    const std::optional<Card> &card = node->card;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case QuantityColumn:
            return node->quantity;
        case NameColumn:
            return node->name();
        case TypeColumn:
            return card ? EnumNames::shortTypeName(*card) : QString();
        case SetColumn:
            return card ? EnumNames::name(card->set) : QString();
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (!card)
            return tr("%1 is not in the card database").arg(node->cardId);
        return CardPanel::summary(*card);
    case Qt::TextAlignmentRole:
        if (index.column() == QuantityColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (!card)
            return StatusColours::text(StatusTone::Bad);
        return {};
    default:
        return {};
    }
}

QVariant DeckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case QuantityColumn:
        return tr("Qty");
    case NameColumn:
        return tr("Name");
    case TypeColumn:
        return tr("Type");
    case SetColumn:
        return tr("Set");
    default:
        return {};
    }
}

Qt::ItemFlags DeckModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
}

QStringList DeckModel::mimeTypes() const
{
    return {CardIdsMime::type()};
}

Qt::DropActions DeckModel::supportedDropActions() const
{
    return Qt::CopyAction | Qt::MoveAction;
}

bool DeckModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                             const QModelIndex &parent)
{
    Q_UNUSED(row)
    Q_UNUSED(column)
    if (action == Qt::IgnoreAction)
        return true;
    const QStringList ids = CardIdsMime::read(data);
    if (ids.isEmpty())
        return false;
    const std::optional<DeckZone> target = zoneOf(parent);
    QUndoStack *stack = m_document->undoStack();
    const bool several = ids.size() > 1;
    if (several)
        stack->beginMacro(tr("Add %1 Cards").arg(ids.size()));
    bool added = false;
    for (const QString &id : ids) {
        const std::optional<Card> card = m_cards.cardById(id);
        if (!card)
            continue;
        std::optional<DeckZone> zone;
        if (target && backBelongsIn(*card, *target))
            zone = target;
        added = m_document->addCopies(id, 1, zone) || added;
    }
    if (several)
        stack->endMacro();
    return added;
}

} // namespace inwo
