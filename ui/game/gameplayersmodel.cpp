#include "gameplayersmodel.h"

#include "common/colours.h"
#include "rules/rulesetprofile.h"

namespace inwo {

GamePlayersModel::GamePlayersModel(QObject *parent) : QStandardItemModel(0, ColumnCount, parent)
{
    setHorizontalHeaderLabels({tr("Player"), tr("Hidden Plots"), tr("Exposed Plots"),
                               tr("Goal cards"), tr("Groups in hand"), tr("Megabucks")});
    setHeaderData(HiddenColumn, Qt::Horizontal,
                  tr("The Plots in the player's hand that the table has not seen"),
                  Qt::ToolTipRole);
    setHeaderData(MoneyColumn, Qt::Horizontal,
                  tr("The boxed game: the megabucks in the Illuminati's treasury"),
                  Qt::ToolTipRole);
}

void GamePlayersModel::showTable(const Position &table)
{
    removeRows(0, rowCount());
    const bool money = profileOf(table.rules).megabucks;
    for (const TablePlayer &player : table.players) {
        QStringList hand;
        for (const TableCard &card : player.hand)
            hand.append(card.card);
        const QString none = tr("—");
        QString name = player.name;
        if (player.eliminated)
            name = tr("%1 (out)").arg(player.name);
        else if (player.name == table.turnOf)
            name = tr("%1 (turn)").arg(player.name);
        QList<QStandardItem *> row;
        for (const QString &text :
             {name, QString::number(player.plotsHidden),
              player.plotsExposed.isEmpty() ? none : player.plotsExposed.join(tr(", ")),
              player.goals.isEmpty() ? none : player.goals.join(tr(", ")),
              hand.isEmpty() ? none : hand.join(tr(", ")),
              !money            ? QString()
              : player.treasury ? QString::number(*player.treasury)
                                : none}) {
            auto *item = new QStandardItem(text);
            item->setEditable(false);
            item->setToolTip(text);
            item->setData(player.name, PlayerRole);
            item->setData(player.eliminated, EliminatedRole);
            if (player.eliminated)
                item->setForeground(secondaryText());
            row.append(item);
        }
        if (player.name == table.turnOf) {
            QFont bold = row.first()->font();
            bold.setBold(true);
            row.first()->setFont(bold);
        }
        appendRow(row);
    }
}

QModelIndex GamePlayersModel::rowOf(const QString &player) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (index(row, 0).data(PlayerRole).toString() == player)
            return index(row, 0);
    }
    return {};
}

} // namespace inwo
