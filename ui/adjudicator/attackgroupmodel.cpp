#include "attackgroupmodel.h"

#include "attacknames.h"
#include "common/enumnames.h"
#include "modifiersdialog.h"

#include <QBrush>
#include <QPalette>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int MaxNumber = 999;
constexpr int MaxTokens = 10;

QString alignmentsText(const AttackGroup &group)
{
    if (group.illuminati)
        return AttackGroupModel::tr("Illuminati");
    QStringList words;
    for (const AlignmentMark &mark : group.alignments)
        words.append(mark.sometimes
                         ? AttackGroupModel::tr("%1 (sometimes)").arg(EnumNames::name(mark.value))
                         : EnumNames::name(mark.value));
    return words.join(u", "_s);
}

} // namespace

AttackGroupModel::AttackGroupModel(Side side, QObject *parent)
    : QAbstractTableModel(parent), m_side(side)
{}

void AttackGroupModel::setGroups(const QList<AttackGroup> &groups)
{
    beginResetModel();
    m_groups = groups;
    m_statuses.clear();
    endResetModel();
    emit groupsChanged();
}

void AttackGroupModel::setGroup(int row, const AttackGroup &group)
{
    if (row < 0 || row >= m_groups.size())
        return;
    m_groups[row] = group;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit groupsChanged();
}

int AttackGroupModel::addGroup(const AttackGroup &group)
{
    const int row = int(m_groups.size());
    insertGroup(row, group);
    return row;
}

void AttackGroupModel::insertGroup(int row, const AttackGroup &group)
{
    row = std::clamp(row, 0, int(m_groups.size()));
    beginInsertRows({}, row, row);
    m_groups.insert(row, group);
    if (row < m_statuses.size())
        m_statuses.insert(row, ParticipantStatus());
    endInsertRows();
    emit groupsChanged();
}

void AttackGroupModel::removeGroup(int row)
{
    if (row < 0 || row >= m_groups.size())
        return;
    beginRemoveRows({}, row, row);
    m_groups.removeAt(row);
    if (row < m_statuses.size())
        m_statuses.removeAt(row);
    endRemoveRows();
    emit groupsChanged();
}

void AttackGroupModel::setStatuses(const QList<ParticipantStatus> &statuses)
{
    if (statuses == m_statuses)
        return;
    m_statuses = statuses;
    if (!m_groups.isEmpty())
        emit dataChanged(index(0, StatusColumn), index(int(m_groups.size()) - 1, StatusColumn));
}

bool AttackGroupModel::hasColumn(int column) const
{
    return column != RelationColumn || m_side == Side::Defending;
}

void AttackGroupModel::setRules(RuleSet rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    emit headerDataChanged(Qt::Horizontal, GlobalColumn, GlobalColumn);
}

void AttackGroupModel::setTarget(const AttackGroup &target)
{
    const bool same =
        target.power == m_target.power && target.globalPower == m_target.globalPower &&
        target.alignments == m_target.alignments && target.illuminati == m_target.illuminati;
    m_target = target;
    if (same)
        return;
    for (int row = 0; row < int(m_groups.size()); ++row) {
        if (standsForTarget(row))
            emit dataChanged(index(row, PowerColumn), index(row, AlignmentsColumn));
    }
}

bool AttackGroupModel::standsForTarget(int row) const
{
    return m_side == Side::Defending && m_groups.at(row).relation == DefenceRelation::Target;
}

int AttackGroupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int AttackGroupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttackGroupModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_groups.size())
        return {};
    const bool target = standsForTarget(index.row());
    const bool targetCell =
        target && (index.column() == PowerColumn || index.column() == GlobalColumn ||
                   index.column() == AlignmentsColumn);
    AttackGroup shown = m_groups.at(index.row());
    if (target) {
        if (m_target.power)
            shown.power = m_target.power;
        shown.globalPower = m_target.globalPower;
        shown.alignments = m_target.alignments;
        shown.illuminati = m_target.illuminati;
    }
    const AttackGroup &group = shown;
    if (index.column() == StatusColumn)
        return m_statuses.value(index.row()).data(role);
    if (targetCell && role == Qt::ToolTipRole)
        return tr("The target's own numbers: change them in the Target form");
    if (targetCell && role == Qt::ForegroundRole)
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == PowerColumn || index.column() == GlobalColumn ||
            index.column() == TokensColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == ModifiersColumn) {
            QStringList lines;
            for (const StatModifier &modifier : group.modifiers)
                lines.append(ModifiersDialog::describe(modifier));
            return lines.isEmpty() ? QVariant() : QVariant(lines.join(u'\n'));
        }
        if (index.column() == AlignmentsColumn)
            return alignmentsText(group);
        if (index.column() == NameColumn)
            return group.player.isEmpty() ? group.name
                                          : tr("%1, played by %2").arg(group.name, group.player);
        return {};
    }
    if (role == Qt::ForegroundRole && index.column() == TokensColumn && !group.tokensSpent)
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case NameColumn:
        return group.name;
    case PowerColumn:
        return group.power.value_or(0);
    case GlobalColumn:
        if (role == Qt::DisplayRole && group.globalPower.value_or(0) == 0)
            return QString();
        return group.globalPower.value_or(0);
    case AlignmentsColumn:
        return alignmentsText(group);
    case TokensColumn:
        return group.tokensSpent.value_or(1);
    case RelationColumn:
        return role == Qt::EditRole ? QVariant(int(group.relation))
                                    : QVariant(AttackNames::name(group.relation));
    case ModifiersColumn:
        return ModifiersDialog::summary(group.modifiers);
    case StatusColumn:
    case ColumnCount:
        break;
    }
    return {};
}

bool AttackGroupModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_groups.size())
        return false;
    AttackGroup &group = m_groups[index.row()];
    switch (Column(index.column())) {
    case NameColumn: {
        const QString name = value.toString().trimmed();
        if (name.isEmpty() || name == group.name)
            return false;
        group.name = name;
        group.cardId.clear();
        break;
    }
    case PowerColumn:
        group.power = std::clamp(value.toInt(), 0, MaxNumber);
        break;
    case GlobalColumn:
        group.globalPower = std::clamp(value.toInt(), 0, MaxNumber);
        break;
    case TokensColumn:
        group.tokensSpent = std::clamp(value.toInt(), 0, MaxTokens);
        break;
    case RelationColumn:
        group.relation = DefenceRelation(std::clamp(value.toInt(), 0, 4));
        break;
    default:
        return false;
    }
    emit dataChanged(index, index);
    emit groupsChanged();
    return true;
}

QVariant AttackGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case GlobalColumn:
            return m_rules == RuleSet::Classic ? tr("Transferable Power") : tr("Global Power");
        case TokensColumn:
            return tr("Action tokens it spends in the attack");
        case RelationColumn:
            return tr("How it stands to the target");
        case StatusColumn:
            return tr("Whether the rules let it take part, and what it adds");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case NameColumn:
        return tr("Group");
    case PowerColumn:
        return tr("Power");
    case GlobalColumn:
        return m_rules == RuleSet::Classic ? tr("Transfer") : tr("Global");
    case AlignmentsColumn:
        return tr("Alignments");
    case TokensColumn:
        return tr("Tokens");
    case RelationColumn:
        return tr("Relation");
    case ModifiersColumn:
        return tr("Modifiers");
    case StatusColumn:
        return tr("Eligibility");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags AttackGroupModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && standsForTarget(index.row()) &&
        (index.column() == NameColumn || index.column() == PowerColumn ||
         index.column() == GlobalColumn))
        return flags;
    switch (Column(index.column())) {
    case NameColumn:
    case PowerColumn:
    case GlobalColumn:
    case TokensColumn:
    case RelationColumn:
        flags |= Qt::ItemIsEditable;
        break;
    default:
        break;
    }
    return flags;
}

} // namespace inwo
