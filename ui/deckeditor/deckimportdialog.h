#pragma once

#include "decks/deckimport.h"

#include <QDialog>
#include <QList>
#include <QString>

class QComboBox;
class QLabel;
class QTreeWidget;

namespace inwo {

class CardRepository;

// The report of a deck import, before the deck is made: every line of the file with what became
// of it (coloured by status; a .dek line shows the card it names, not its XML), and for each line
// that names no card or more than one a choice: decide later (the deck stays incomplete until
// then), leave the line out, or one of its candidate cards (for a line that names no card, the
// cards of the nearest names). Accepting makes deck() the imported
// deck with the chosen cards added, and unresolved() the lines left to decide.
class DeckImportDialog : public QDialog
{
    Q_OBJECT

public:
    DeckImportDialog(const DeckImportResult &result, const CardRepository &cards,
                     QWidget *parent = nullptr);

    // Indexes (into the report's lines) of the unresolved lines (ambiguous, naming no card, not
    // text), each with a choice.
    const QList<int> &choiceLines() const { return m_choiceLines; }
    // The choice for an unresolved line: "Decide later", "Leave this line out", then the
    // candidates of an ambiguous line, or the cards of the names nearest to a line naming none.
    QComboBox *choiceBox(int lineIndex) const;
    // Chooses a candidate for an unresolved line; an empty id decides later. False for an id
    // that is not one of the line's candidates.
    bool choose(int lineIndex, const QString &cardId);
    bool leaveOut(int lineIndex);
    QString chosenCardId(int lineIndex) const;
    bool isLeftOut(int lineIndex) const;

    // The imported deck, with a copy (or the line's quantity) of every chosen card, placed as
    // cards added without a zone are.
    Deck deck() const;
    // The lines left to decide later, with the file's name: the deck is incomplete until each is
    // resolved.
    DeckImportReport unresolved() const;
    // The lines read as a near miss of a card's name, with the file's name: guesses the verdict
    // rests on, which it names.
    DeckImportReport nearMisses() const;

    QTreeWidget *lineList() const { return m_lines; }
    QLabel *summaryLabel() const { return m_summary; }

    static QString statusText(DeckLineStatus status);

private:
    void updateSummary();

    DeckImportResult m_result;
    const CardRepository &m_cards;
    QList<int> m_choiceLines;
    QList<QComboBox *> m_choices; // parallel to m_choiceLines
    QList<int> m_copies;          // parallel to m_choiceLines: copies a chosen card gets
    QLabel *m_summary = nullptr;
    QTreeWidget *m_lines = nullptr;
};

} // namespace inwo
