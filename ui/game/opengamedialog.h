#pragma once

#include "gamestore.h"

#include <QDialog>

class QTreeWidget;

namespace inwo {

class CardDatabase;

// The games of the user's database to choose from: the unfinished ones first, each with its
// rules, its events and when it was last played. A game can be deleted here too.
class OpenGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OpenGameDialog(CardDatabase &database, QWidget *parent = nullptr);

    // The game chosen (0: none).
    qint64 chosenGame() const;
    QTreeWidget *list() const { return m_list; }

    // The stored games in the order offered: unfinished first, the last played first.
    static QList<StoredGameInfo> gamesInOrder(CardDatabase &database, QString *error = nullptr);
    // "Friday game (INWO, 42 events, 28 Nov 2026 21:04)".
    static QString describe(const StoredGameInfo &game);

private:
    void fill();
    void deleteChosen();

    CardDatabase &m_database;
    QTreeWidget *m_list = nullptr;
};

} // namespace inwo
