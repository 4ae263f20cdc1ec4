#pragma once

#include "table/goals.h"
#include "table/tablestats.h"

#include <QStandardItemModel>

#include <functional>

namespace inwo {

// The lines the rules core says about the table, as a tree of two columns: the sentence
// (renderTableFact) and where its rule is written. One instance shows the goals (each player, his
// goals and how they were counted, then who would win now), another the NWOs in force (each in
// the order played, with what it does). Rebuilt after every edit; the typed facts are in the
// roles below, so nothing reads a sentence back.
class TableFactModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum Column { TextColumn, SourceColumn };
    enum class RowKind : quint8 { Player, Goal, Fact, Victory, Nwo };
    enum Role {
        RowKindRole = Qt::UserRole + 1, // RowKind, as an int
        FactCodeRole,                   // Fact rows: TableFactCode, as an int
        RuleRole,                       // Fact rows: RuleId, as an int
        CardRole,                       // Fact rows: the card's identity; Nwo rows: its name
        PlayerRole,                     // the player the row is about
        ValueRole,                      // Fact rows: the value; Player rows: the count
        NeededRole,                     // Player rows: the basic goal after reductions
        DoubledRole,                    // Player rows: groups counted double
        StatusRole,                     // Goal rows: GoalCheck::Status, as an int
        GoalRole,                       // Goal rows: "basic", "special" or the card's name
        WinnersRole,                    // the Victory row: the winners (QStringList)
        OrderRole,                      // Nwo rows: 1 for the first played
        CardTextRole, // rows the referee decides: the card's imported text ("" when none)
    };

    explicit TableFactModel(QObject *parent = nullptr);

    // The text the user imported for a card, by name ("" when none): shown beside the lines
    // whose card the referee applies. None is looked up until one is set.
    using CardTextLookup = std::function<QString(const QString &card)>;
    void setCardTextLookup(CardTextLookup lookup) { m_cardText = std::move(lookup); }

    void showGoals(const GoalReport &report, const Position &position);
    void showNwoEffects(const QList<NwoEffect> &effects, const Position &position);
    // Lines of one thing, flat (a play of a timeline and what became of it).
    void showLines(const QList<TableFact> &lines, const Position &position);
    // A message instead of lines (no players, nothing in force).
    void showNothing(const QString &message);

    // The top-level row about `player` (goals), or about the NWO `card` (NWO effects).
    QModelIndex rowOfPlayer(const QString &player) const;
    QModelIndex rowOfNwo(const QString &card) const;

private:
    void clearRows();
    QList<QStandardItem *> factRow(const TableFact &fact, const Position &position) const;
    // Adds the imported text of `card` to `item`'s tooltip and CardTextRole, when there is one.
    void addCardText(QStandardItem *item, const QString &card) const;

    CardTextLookup m_cardText;
};

} // namespace inwo
