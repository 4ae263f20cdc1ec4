#include "participanttablemodel.h"

using namespace Qt::StringLiterals;

namespace inwo {

ParticipantTableModel::ParticipantTableModel(int statusColumn, int columnCount, QObject *parent)
    : QAbstractTableModel(parent), m_statusColumn(statusColumn), m_columnCount(columnCount)
{}

void ParticipantTableModel::setStatuses(const QList<ParticipantStatus> &statuses)
{
    if (statuses == m_statuses)
        return;
    m_statuses = statuses;
    if (const int rows = rowCount(); rows > 0)
        emit dataChanged(index(0, m_statusColumn), index(rows - 1, m_statusColumn));
}

int ParticipantTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columnCount;
}

QVariant ParticipantTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (index.column() == m_statusColumn)
        return m_statuses.value(index.row()).data(role);
    return cellData(index.row(), index.column(), role);
}

Qt::ItemFlags ParticipantTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.column() != m_statusColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

void ParticipantTableModel::insertStatus(int row)
{
    if (row < m_statuses.size())
        m_statuses.insert(row, ParticipantStatus());
}

void ParticipantTableModel::removeStatus(int row)
{
    if (row < m_statuses.size())
        m_statuses.removeAt(row);
}

QString ParticipantTableModel::defaultPlayer(AttackSide side)
{
    return side == AttackSide::Attack ? u"attacker"_s : u"defender"_s;
}

void ParticipantTableModel::rowEdited(int row)
{
    emit dataChanged(index(row, 0), index(row, m_columnCount - 1));
    emit participantsChanged();
}

} // namespace inwo
