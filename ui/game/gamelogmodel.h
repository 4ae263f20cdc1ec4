#pragma once

#include <QStandardItemModel>

namespace inwo {

class Game;

// A live game's log as a tree: a row for each turn ("Round 3: Bob's turn"), under it each event
// with what it did and its status with its rule ("Refused (R150)"), and under each event the
// lines the rules core says about it. Only the rows from the first event that changed are made
// again: a later event of a turn can change what an earlier one of that turn settled, nothing
// before the turn.
class GameLogModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum Column { EventColumn, StatusColumn };
    enum class RowKind : quint8 { Turn, Event, Line };
    enum Role {
        RowKindRole = Qt::UserRole + 1, // RowKind, as an int
        EventRole,                      // Event rows: the event's index in the log
        EventIdRole,                    // Event rows: its identity ("e4")
        KindRole,                       // Event rows: PlayKind, as an int
        StatusRole,                     // Event rows: PlayStatus, as an int
        RuleRole,                       // Event and Line rows: RuleId, as an int
        FactCodeRole,                   // Line rows: TableFactCode, as an int
    };

    explicit GameLogModel(QObject *parent = nullptr);

    // Shows the events of `game` from `from` on anew (0: all of them).
    void showGame(const Game &game, int from = 0);
    void clearLog();

    int eventCount() const { return int(m_events.size()); }
    QModelIndex indexOfEvent(int index) const;

private:
    void truncate(int from);

    QList<QStandardItem *> m_events; // each event's first cell, in the order of the log
    QList<QStandardItem *> m_turns;  // each turn's row
    QList<int> m_turnStarts;         // the first event of each turn
};

} // namespace inwo
