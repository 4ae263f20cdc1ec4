#include "attackplaymodel.h"

#include "attacknames.h"
#include "common/colours.h"

#include <QBrush>
#include <QPalette>

#include <algorithm>

namespace inwo {

AttackPlayModel::AttackPlayModel(QObject *parent)
    : ParticipantListModel(StatusColumn, ColumnCount, parent)
{}

QVariant AttackPlayModel::cellData(int row, int column, int role) const
{
    const AttackPlay &play = participantAt(row);
    if (column == AgentsColumn) {
        if (role == Qt::CheckStateRole)
            return play.agents ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("An agents card: +10 to aid the attack, 6 against it (one per attack)");
        return {};
    }
    if (role == Qt::TextAlignmentRole && column == AddColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && column == AddColumn && play.agents)
        return QBrush(secondaryText());
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(column)) {
    case PlayerColumn:
        return play.player;
    case SideColumn:
        return role == Qt::EditRole ? QVariant(int(play.side))
                                    : QVariant(AttackNames::name(play.side));
    case PlotColumn:
        return play.plot;
    case AbilityColumn:
        return play.source;
    case AddColumn:
        if (role == Qt::DisplayRole && play.agents)
            return tr("agents");
        return play.add;
    default:
        break;
    }
    return {};
}

bool AttackPlayModel::setCellData(AttackPlay &play, int column, const QVariant &value, int role)
{
    if (column == AgentsColumn && role == Qt::CheckStateRole) {
        play.agents = Qt::CheckState(value.toInt()) == Qt::Checked;
        return true;
    }
    if (role != Qt::EditRole)
        return false;
    switch (Column(column)) {
    case PlayerColumn:
        editPlayer(play, value);
        break;
    case SideColumn:
        editSide(play, value);
        break;
    case PlotColumn:
        play.plot = value.toString().trimmed();
        break;
    case AbilityColumn:
        play.source = value.toString().trimmed();
        break;
    case AddColumn:
        play.add = std::clamp(value.toInt(), -MaxNumber, MaxNumber);
        break;
    default:
        return false;
    }
    return true;
}

QVariant AttackPlayModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case PlayerColumn:
            return tr("\"attacker\", \"defender\", or a third player's name");
        case PlotColumn:
            return tr("The Plot card played (no player may use the same Plot twice in an "
                      "attack)");
        case AbilityColumn:
            return tr("Or the card whose ability gives the bonus");
        case AddColumn:
            return tr("Its bonus to its side");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case PlayerColumn:
        return tr("Player");
    case SideColumn:
        return tr("Side");
    case PlotColumn:
        return tr("Plot");
    case AbilityColumn:
        return tr("Ability of");
    case AddColumn:
        return tr("Adds");
    case AgentsColumn:
        return tr("Agents");
    case StatusColumn:
        return tr("Eligibility");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags AttackPlayModel::flags(const QModelIndex &index) const
{
    if (index.column() == AgentsColumn)
        return QAbstractTableModel::flags(index) | Qt::ItemIsUserCheckable;
    return ParticipantListModel::flags(index);
}

} // namespace inwo
