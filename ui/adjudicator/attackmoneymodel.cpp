#include "attackmoneymodel.h"

#include "attacknames.h"

#include <algorithm>

namespace inwo {

AttackMoneyModel::AttackMoneyModel(QObject *parent)
    : ParticipantListModel(StatusColumn, ColumnCount, parent)
{}

QVariant AttackMoneyModel::cellData(int row, int column, int role) const
{
    const AttackMoney &payment = participantAt(row);
    if (role == Qt::TextAlignmentRole && column == AmountColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(column)) {
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

bool AttackMoneyModel::setCellData(AttackMoney &payment, int column, const QVariant &value,
                                   int role)
{
    if (role != Qt::EditRole)
        return false;
    switch (Column(column)) {
    case PlayerColumn:
        editPlayer(payment, value);
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
    case SideColumn:
        editSide(payment, value);
        break;
    default:
        return false;
    }
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

} // namespace inwo
