#include "attackgroupmodel.h"

#include "attacknames.h"
#include "common/colours.h"
#include "common/enumnames.h"
#include "modifiersdialog.h"
#include "rules/rulesetprofile.h"

#include <QBrush>
#include <QPalette>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

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
    : ParticipantListModel(StatusColumn, ColumnCount, parent), m_side(side)
{}

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
    for (int row = 0; row < rowCount(); ++row) {
        if (standsForTarget(row))
            emit dataChanged(index(row, PowerColumn), index(row, AlignmentsColumn));
    }
}

bool AttackGroupModel::standsForTarget(int row) const
{
    return m_side == Side::Defending && participantAt(row).relation == DefenceRelation::Target;
}

QVariant AttackGroupModel::cellData(int row, int column, int role) const
{
    const bool target = standsForTarget(row);
    const bool targetCell =
        target && (column == PowerColumn || column == GlobalColumn || column == AlignmentsColumn);
    AttackGroup shown = participantAt(row);
    if (target) {
        if (m_target.power)
            shown.power = m_target.power;
        shown.globalPower = m_target.globalPower;
        shown.alignments = m_target.alignments;
        shown.illuminati = m_target.illuminati;
    }
    const AttackGroup &group = shown;
    if (targetCell && role == Qt::ToolTipRole)
        return tr("The target's own numbers: change them in the Target form");
    if (targetCell && role == Qt::ForegroundRole)
        return QBrush(secondaryText());
    if (role == Qt::TextAlignmentRole) {
        if (column == PowerColumn || column == GlobalColumn || column == TokensColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (column == ModifiersColumn) {
            QStringList lines;
            for (const StatModifier &modifier : group.modifiers)
                lines.append(ModifiersDialog::describe(modifier));
            return lines.isEmpty() ? QVariant() : QVariant(lines.join(u'\n'));
        }
        if (column == AlignmentsColumn)
            return alignmentsText(group);
        if (column == NameColumn)
            return group.player.isEmpty() ? group.name
                                          : tr("%1, played by %2").arg(group.name, group.player);
        return {};
    }
    if (role == Qt::ForegroundRole && column == TokensColumn && !group.tokensSpent)
        return QBrush(secondaryText());
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(column)) {
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

bool AttackGroupModel::setCellData(AttackGroup &group, int column, const QVariant &value, int role)
{
    if (role != Qt::EditRole)
        return false;
    switch (Column(column)) {
    case NameColumn: {
        const QString name = value.toString().trimmed();
        if (name.isEmpty() || name == group.name)
            return false;
        group.name = name;
        group.cardId.clear();
        group.card.clear();
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
    return true;
}

QVariant AttackGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case GlobalColumn:
            return profileOf(m_rules).aidByAnyAlignmentOwnStructure ? tr("Transferable Power")
                                                                    : tr("Global Power");
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
        return profileOf(m_rules).aidByAnyAlignmentOwnStructure ? tr("Transfer") : tr("Global");
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
