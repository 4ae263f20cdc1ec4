#pragma once

#include "attack/attackscenario.h"
#include "participanttablemodel.h"

namespace inwo {

// The megabucks spent in a boxed-game attack, one payment per row, editable in place, with the
// status the last adjudication gave each.
class AttackMoneyModel : public ParticipantListModel<AttackMoney>
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        TreasuryColumn,
        AmountColumn,
        SideColumn,
        StatusColumn,
        ColumnCount
    };

    explicit AttackMoneyModel(QObject *parent = nullptr);

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    QVariant cellData(int row, int column, int role) const override;
    bool setCellData(AttackMoney &payment, int column, const QVariant &value, int role) override;
};

} // namespace inwo
