#pragma once

#include "attackscenario.h"
#include "participantstatus.h"

#include <QAbstractTableModel>
#include <QList>

namespace inwo {

// The cards and abilities played during an attack (Plots, agents cards, abilities' bonuses), one
// row each, editable in place, with the status the last adjudication gave each.
class AttackPlayModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        SideColumn,
        PlotColumn,
        AbilityColumn,
        AddColumn,
        AgentsColumn,
        StatusColumn,
        ColumnCount
    };

    explicit AttackPlayModel(QObject *parent = nullptr);

    const QList<AttackPlay> &plays() const { return m_plays; }
    void setPlays(const QList<AttackPlay> &plays);
    int addPlay(const AttackPlay &play); // returns its row
    void removePlay(int row);

    void setStatuses(const QList<ParticipantStatus> &statuses);
    ParticipantStatus statusAt(int row) const { return m_statuses.value(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    void playsChanged();

private:
    QList<AttackPlay> m_plays;
    QList<ParticipantStatus> m_statuses;
};

} // namespace inwo
