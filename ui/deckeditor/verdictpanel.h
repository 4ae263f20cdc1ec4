#pragma once

#include "decks/deck.h"
#include "decks/deckformat.h"
#include "decks/deckimport.h"
#include "decks/decklegality.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace inwo {

class CardRepository;

// The live verdict of the deck against the chosen format: the format combo (the last choice is
// remembered), the status in large coloured words ("Legal", "Illegal", "Empty"), the violations
// with the rule's words and source, the lines of an import still to resolve, the near misses of
// the import the verdict rests on (as `inwo deck check` names them), and a note naming what the
// format says that no program can check. Activating a violation names its cards; activating an
// unresolved line asks to find its card, Delete leaves the line out.
class VerdictPanel : public QWidget
{
    Q_OBJECT

public:
    // Data of the violation list's items; the display text is the violation's message.
    enum Role {
        CardIdsRole = Qt::UserRole + 1, // QStringList
        RuleRole,                       // the rule's words and source, shown beneath
        LineRole, // an unresolved import line: its number in the file (int); else invalid
    };

    explicit VerdictPanel(const CardRepository &cards, QWidget *parent = nullptr);

    // The formats to choose from, and the files that could not be read. Selects `preferredId`,
    // else the remembered choice, else Plan 28, else the first.
    void setFormats(const QList<DeckFormat> &formats, const QList<FormatError> &errors,
                    const QString &preferredId = {});
    bool hasFormats() const { return !m_formats.isEmpty(); }

    // Checks `deck` against the current format (cheap: call on every change), with the lines of
    // its import still to resolve, which make it Illegal as `inwo deck check` does, and the lines
    // its import read as near misses, named while the deck holds their cards.
    void setDeck(const Deck &deck, const DeckImportReport &unresolved = {},
                 const DeckImportReport &nearMisses = {});

    // The chosen format, or nullopt before formats are set.
    std::optional<DeckFormat> currentFormat() const;
    QString currentFormatId() const;
    // Chooses a format by id; false when there is no such format.
    bool setCurrentFormatId(const QString &id);

    // The verdict for the last deck; nullopt before formats are set.
    const std::optional<DeckVerdict> &verdict() const { return m_verdict; }
    // "Legal" (also when only what no program can check is left: the note names it), "Illegal".
    static QString statusText(VerdictStatus status);

    QComboBox *formatCombo() const { return m_formatCombo; }
    QLabel *statusLabel() const { return m_statusLabel; }
    QListWidget *violationList() const { return m_violations; }
    QLabel *unverifiableLabel() const { return m_unverifiable; }
    QLabel *detailLabel() const { return m_detailLabel; }
    // The near misses of the import that the deck still holds, one a line; hidden when none.
    QLabel *nearMissLabel() const { return m_nearMisses; }

signals:
    // A violation was clicked or activated: the cards it involves (may be empty).
    void cardsActivated(const QStringList &cardIds);
    void formatChanged(const QString &formatId);
    // An unresolved import line was activated: find the card it meant (its words).
    void unresolvedLineActivated(int lineNumber, const QString &written);
    // Delete on an unresolved import line: leave it out of the deck.
    void leaveOutLineRequested(int lineNumber);

private:
    void recompute();
    void showVerdict();
    void showNearMisses();
    void formatChosen(int index);
    void activateItem(QListWidgetItem *item);
    void showItemMenu(const QPoint &position);
    bool eventFilter(QObject *watched, QEvent *event) override;

    const CardRepository &m_cards;
    QList<DeckFormat> m_formats;
    Deck m_deck;
    DeckImportReport m_unresolved;
    DeckImportReport m_nearMissLines;
    std::optional<DeckVerdict> m_verdict;
    QComboBox *m_formatCombo = nullptr;
    QLabel *m_formatErrorLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_detailLabel = nullptr;
    QLabel *m_violationsHeading = nullptr;
    QListWidget *m_violations = nullptr;
    QLabel *m_nearMissHeading = nullptr;
    QLabel *m_nearMisses = nullptr;
    QLabel *m_unverifiableHeading = nullptr;
    QLabel *m_unverifiable = nullptr;
};

} // namespace inwo
