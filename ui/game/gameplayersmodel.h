#pragma once

#include "table/position.h"

#include <QStandardItemModel>

namespace inwo {

// What each player holds beside his Power Structure, a row a player in seating order: his hidden
// Plots (a count: the table does not see them), the Plots he has shown, his Goal cards, the Group
// cards of his hand the table knows of, his treasury in the boxed game, and whether he is still
// in the game.
class GamePlayersModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        HiddenColumn,
        ExposedColumn,
        GoalsColumn,
        HandColumn,
        MoneyColumn,
        ColumnCount
    };
    enum Role {
        PlayerRole = Qt::UserRole + 1, // the player's name
        EliminatedRole,                // bool
    };

    explicit GamePlayersModel(QObject *parent = nullptr);

    void showTable(const Position &table);
    // The row of a player, or an invalid index.
    QModelIndex rowOf(const QString &player) const;
};

} // namespace inwo
