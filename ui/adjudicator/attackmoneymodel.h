#pragma once

#include "attackscenario.h"
#include "participantstatus.h"

#include <QAbstractTableModel>
#include <QList>

namespace inwo {

// The megabucks spent in a boxed-game attack, one payment per row, editable in place, with the
// status the last adjudication gave each.
class AttackMoneyModel : public QAbstractTableModel
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

    const QList<AttackMoney> &payments() const { return m_payments; }
    void setPayments(const QList<AttackMoney> &payments);
    int addPayment(const AttackMoney &payment); // returns its row
    void removePayment(int row);

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
    void paymentsChanged();

private:
    QList<AttackMoney> m_payments;
    QList<ParticipantStatus> m_statuses;
};

} // namespace inwo
