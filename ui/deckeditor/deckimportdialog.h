#pragma once

#include "deckimport.h"

#include <QDialog>
#include <QList>
#include <QString>

class QComboBox;
class QLabel;
class QTreeWidget;

namespace inwo {

class CardRepository;

// The report of a deck import, before the deck is made: every line of the file with what became
// of it (coloured by status), and for each ambiguous line a choice of its candidate cards or
// skipping it. Accepting makes deck() the imported deck with the chosen cards added.
class DeckImportDialog : public QDialog
{
    Q_OBJECT

public:
    DeckImportDialog(const DeckImportResult &result, const CardRepository &cards,
                     QWidget *parent = nullptr);

    // Indexes (into the report's lines) of the ambiguous lines, each with a choice.
    const QList<int> &ambiguousLines() const { return m_ambiguousLines; }
    // The choice for an ambiguous line: "Skip this line" first, then the candidates.
    QComboBox *choiceBox(int lineIndex) const;
    // Chooses a candidate for an ambiguous line; an empty id skips it. False for an id that is
    // not one of the line's candidates.
    bool choose(int lineIndex, const QString &cardId);
    QString chosenCardId(int lineIndex) const;

    // The imported deck, with a copy (or the line's quantity) of every chosen card, placed as
    // cards added without a zone are.
    Deck deck() const;

    QTreeWidget *lineList() const { return m_lines; }
    QLabel *summaryLabel() const { return m_summary; }

    static QString statusText(DeckLineStatus status);

private:
    void updateSummary();

    DeckImportResult m_result;
    const CardRepository &m_cards;
    QList<int> m_ambiguousLines;
    QList<QComboBox *> m_choices; // parallel to m_ambiguousLines
    QLabel *m_summary = nullptr;
    QTreeWidget *m_lines = nullptr;
};

} // namespace inwo
