#pragma once

#include "attack/attackscenario.h"
#include "participanttablemodel.h"

namespace inwo {

// The cards and abilities played during an attack (Plots, agents cards, abilities' bonuses), one
// row each, editable in place, with the status the last adjudication gave each.
class AttackPlayModel : public ParticipantListModel<AttackPlay>
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

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

protected:
    QVariant cellData(int row, int column, int role) const override;
    bool setCellData(AttackPlay &play, int column, const QVariant &value, int role) override;
};

} // namespace inwo
