#pragma once

#include "deckstore.h"

#include <QDialog>
#include <QList>

class QPushButton;
class QTreeWidget;

namespace inwo {

// Open Deck…: the decks in the user's database (name, author, cards, last modified). Double-click
// or Open opens one; Delete removes the selected deck after asking.
class OpenDeckDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OpenDeckDialog(DeckStore &store, QWidget *parent = nullptr);

    // The deck chosen, 0 when none is.
    qint64 selectedDeckId() const;
    bool selectDeck(qint64 id);
    QTreeWidget *deckList() const { return m_list; }

    // Removes the selected deck after a confirmation; false when nothing was removed.
    bool removeSelectedDeck();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void reload();
    void updateButtons();

    DeckStore &m_store;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_deleteButton = nullptr;
};

} // namespace inwo
