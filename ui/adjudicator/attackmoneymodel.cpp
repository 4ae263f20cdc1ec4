#include "attackmoneymodel.h"

#include "attacknames.h"

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

AttackMoneyModel::AttackMoneyModel(QObject *parent) : QAbstractTableModel(parent)
{}

void AttackMoneyModel::setPayments(const QList<AttackMoney> &payments)
{
    beginResetModel();
    m_payments = payments;
    m_statuses.clear();
    endResetModel();
    emit paymentsChanged();
}

int AttackMoneyModel::addPayment(const AttackMoney &payment)
{
    const int row = int(m_payments.size());
    beginInsertRows({}, row, row);
    m_payments.append(payment);
    endInsertRows();
    emit paymentsChanged();
    return row;
}

void AttackMoneyModel::removePayment(int row)
{
    if (row < 0 || row >= m_payments.size())
        return;
    beginRemoveRows({}, row, row);
    m_payments.removeAt(row);
    if (row < m_statuses.size())
        m_statuses.removeAt(row);
    endRemoveRows();
    emit paymentsChanged();
}

void AttackMoneyModel::setStatuses(const QList<ParticipantStatus> &statuses)
{
    if (statuses == m_statuses)
        return;
    m_statuses = statuses;
    if (!m_payments.isEmpty())
        emit dataChanged(index(0, StatusColumn), index(int(m_payments.size()) - 1, StatusColumn));
}

int AttackMoneyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_payments.size());
}

int AttackMoneyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttackMoneyModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_payments.size())
        return {};
    const AttackMoney &payment = m_payments.at(index.row());
    if (index.column() == StatusColumn)
        return m_statuses.value(index.row()).data(role);
    if (role == Qt::TextAlignmentRole && index.column() == AmountColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case PlayerColumn:
        return payment.player;
    case TreasuryColumn:
        return payment.treasury;
    case AmountColumn:
        return role == Qt::EditRole ? QVariant(payment.amount)
                                    : QVariant(tr("%1 MB").arg(payment.amount));
    case SideColumn:
        return role == Qt::EditRole ? QVariant(int(payment.side))
                                    : QVariant(AttackNames::name(payment.side));
    default:
        break;
    }
    return {};
}

bool AttackMoneyModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_payments.size())
        return false;
    AttackMoney &payment = m_payments[index.row()];
    switch (Column(index.column())) {
    case PlayerColumn:
        payment.player = value.toString().trimmed();
        if (payment.player.isEmpty())
            payment.player = defaultPlayer(payment.side);
        break;
    case TreasuryColumn: {
        const QString treasury = value.toString().trimmed();
        if (treasury.isEmpty())
            return false;
        payment.treasury = treasury;
        break;
    }
    case AmountColumn:
        payment.amount = std::clamp(value.toInt(), 0, MaxNumber);
        break;
    case SideColumn: {
        const AttackSide side =
            value.toInt() == int(AttackSide::Defence) ? AttackSide::Defence : AttackSide::Attack;
        if (payment.player == defaultPlayer(payment.side))
            payment.player = defaultPlayer(side);
        payment.side = side;
        break;
    }
    default:
        return false;
    }
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit paymentsChanged();
    return true;
}

QVariant AttackMoneyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == TreasuryColumn)
        return tr("\"illuminati\", or the name of the group whose treasury pays");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case PlayerColumn:
        return tr("Player");
    case TreasuryColumn:
        return tr("Treasury");
    case AmountColumn:
        return tr("Amount");
    case SideColumn:
        return tr("Side");
    case StatusColumn:
        return tr("Eligibility");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags AttackMoneyModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.column() != StatusColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

} // namespace inwo
