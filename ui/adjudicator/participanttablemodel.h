#pragma once

#include "attack/attackscenario.h"
#include "participantstatus.h"

#include <QAbstractTableModel>
#include <QList>

#include <algorithm>

namespace inwo {

// A table of an attack's participants (groups, plays or payments), one per row, editable in
// place, with a status column showing what the last adjudication made of each row. The rows
// themselves live in ParticipantListModel<T> below: a Q_OBJECT class cannot be a template, so
// the signal and everything independent of the row type are here.
class ParticipantTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // One status per row (shorter lists leave the rest unknown); only the status column changes.
    void setStatuses(const QList<ParticipantStatus> &statuses);
    ParticipantStatus statusAt(int row) const { return m_statuses.value(row); }

    int columnCount(const QModelIndex &parent = {}) const override;
    // The status column's data here, the other columns' from cellData().
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // Every column but the status is editable.
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    // A row was added, removed or edited (not emitted for status changes).
    void participantsChanged();

protected:
    static constexpr int MaxNumber = 999; // the largest number a cell takes

    ParticipantTableModel(int statusColumn, int columnCount, QObject *parent);

    // The data of a cell outside the status column, `row` being a valid row.
    virtual QVariant cellData(int row, int column, int role) const = 0;

    // Keep the statuses in step with the rows.
    void clearStatuses() { m_statuses.clear(); }
    void insertStatus(int row);
    void removeStatus(int row);
    // Signals that `row` was edited: all its cells, and participantsChanged().
    void rowEdited(int row);

    // The player and side of a play or payment, edited in place. An empty player is the side's
    // default ("attacker" or "defender"), and the default player follows the side.
    static QString defaultPlayer(AttackSide side);
    template <typename Sided> static void editPlayer(Sided &participant, const QVariant &value)
    {
        participant.player = value.toString().trimmed();
        if (participant.player.isEmpty())
            participant.player = defaultPlayer(participant.side);
    }
    template <typename Sided> static void editSide(Sided &participant, const QVariant &value)
    {
        const AttackSide side =
            value.toInt() == int(AttackSide::Defence) ? AttackSide::Defence : AttackSide::Attack;
        if (participant.player == defaultPlayer(participant.side))
            participant.player = defaultPlayer(side);
        participant.side = side;
    }

private:
    int m_statusColumn;
    int m_columnCount;
    QList<ParticipantStatus> m_statuses;
};

// The rows of a ParticipantTableModel, of type `Participant`. A subclass gives the columns: their
// data (cellData()), edits (setCellData()) and headers.
template <typename Participant> class ParticipantListModel : public ParticipantTableModel
{
public:
    const QList<Participant> &participants() const { return m_participants; }
    const Participant &participantAt(int row) const { return m_participants.at(row); }

    void setParticipants(const QList<Participant> &participants)
    {
        beginResetModel();
        m_participants = participants;
        clearStatuses();
        endResetModel();
        emit participantsChanged();
    }

    void setParticipant(int row, const Participant &participant)
    {
        if (row < 0 || row >= m_participants.size())
            return;
        m_participants[row] = participant;
        rowEdited(row);
    }

    int addParticipant(const Participant &participant) // returns its row
    {
        const int row = int(m_participants.size());
        insertParticipant(row, participant);
        return row;
    }

    void insertParticipant(int row, const Participant &participant)
    {
        row = std::clamp(row, 0, int(m_participants.size()));
        beginInsertRows({}, row, row);
        m_participants.insert(row, participant);
        insertStatus(row);
        endInsertRows();
        emit participantsChanged();
    }

    void removeParticipant(int row)
    {
        if (row < 0 || row >= m_participants.size())
            return;
        beginRemoveRows({}, row, row);
        m_participants.removeAt(row);
        removeStatus(row);
        endRemoveRows();
        emit participantsChanged();
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_participants.size());
    }

    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override
    {
        if (!index.isValid() || index.row() >= m_participants.size() ||
            !setCellData(m_participants[index.row()], index.column(), value, role))
            return false;
        rowEdited(index.row());
        return true;
    }

protected:
    using ParticipantTableModel::ParticipantTableModel;

    // Edits `participant` for setData(); false when the column, role or value is refused.
    virtual bool setCellData(Participant &participant, int column, const QVariant &value,
                             int role) = 0;

private:
    QList<Participant> m_participants;
};

} // namespace inwo
