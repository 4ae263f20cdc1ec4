#include "attackplaymodel.h"

#include "attacknames.h"

#include <QBrush>
#include <QPalette>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int MaxNumber = 999;

QString defaultPlayer(AttackSide side)
{
    return side == AttackSide::Attack ? u"attacker"_s : u"defender"_s;
}

} // namespace

AttackPlayModel::AttackPlayModel(QObject *parent) : QAbstractTableModel(parent)
{}

void AttackPlayModel::setPlays(const QList<AttackPlay> &plays)
{
    beginResetModel();
    m_plays = plays;
    m_statuses.clear();
    endResetModel();
    emit playsChanged();
}

int AttackPlayModel::addPlay(const AttackPlay &play)
{
    const int row = int(m_plays.size());
    beginInsertRows({}, row, row);
    m_plays.append(play);
    endInsertRows();
    emit playsChanged();
    return row;
}

void AttackPlayModel::removePlay(int row)
{
    if (row < 0 || row >= m_plays.size())
        return;
    beginRemoveRows({}, row, row);
    m_plays.removeAt(row);
    if (row < m_statuses.size())
        m_statuses.removeAt(row);
    endRemoveRows();
    emit playsChanged();
}

void AttackPlayModel::setStatuses(const QList<ParticipantStatus> &statuses)
{
    if (statuses == m_statuses)
        return;
    m_statuses = statuses;
    if (!m_plays.isEmpty())
        emit dataChanged(index(0, StatusColumn), index(int(m_plays.size()) - 1, StatusColumn));
}

int AttackPlayModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plays.size());
}

int AttackPlayModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttackPlayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_plays.size())
        return {};
    const AttackPlay &play = m_plays.at(index.row());
    if (index.column() == StatusColumn)
        return m_statuses.value(index.row()).data(role);
    if (index.column() == AgentsColumn) {
        if (role == Qt::CheckStateRole)
            return play.agents ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("An agents card: +10 to aid the attack, 6 against it (one per attack)");
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() == AddColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == AddColumn && play.agents)
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
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

bool AttackPlayModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_plays.size())
        return false;
    AttackPlay &play = m_plays[index.row()];
    if (index.column() == AgentsColumn && role == Qt::CheckStateRole) {
        play.agents = Qt::CheckState(value.toInt()) == Qt::Checked;
    } else if (role != Qt::EditRole) {
        return false;
    } else {
        switch (Column(index.column())) {
        case PlayerColumn:
            play.player = value.toString().trimmed();
            if (play.player.isEmpty())
                play.player = defaultPlayer(play.side);
            break;
        case SideColumn: {
            const AttackSide side = value.toInt() == int(AttackSide::Defence) ? AttackSide::Defence
                                                                              : AttackSide::Attack;
            // The default player follows the side.
            if (play.player == defaultPlayer(play.side))
                play.player = defaultPlayer(side);
            play.side = side;
            break;
        }
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
    }
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit playsChanged();
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
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.column() == AgentsColumn)
        flags |= Qt::ItemIsUserCheckable;
    else if (index.column() != StatusColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

} // namespace inwo
