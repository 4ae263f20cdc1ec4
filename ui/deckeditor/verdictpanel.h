#pragma once

#include "deck.h"
#include "deckformat.h"
#include "decklegality.h"

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
// remembered), the status in large coloured words, the violations with the rule's words and
// source, and what the format says that cannot be checked. Activating a violation names its cards.
class VerdictPanel : public QWidget
{
    Q_OBJECT

public:
    // Data of the violation list's items; the display text is the violation's message.
    enum Role {
        CardIdsRole = Qt::UserRole + 1, // QStringList
        RuleRole,                       // the rule's words and source, shown beneath
    };

    explicit VerdictPanel(const CardRepository &cards, QWidget *parent = nullptr);

    // The formats to choose from, and the files that could not be read. Selects `preferredId`,
    // else the remembered choice, else Plan 28, else the first.
    void setFormats(const QList<DeckFormat> &formats, const QList<FormatError> &errors,
                    const QString &preferredId = {});
    bool hasFormats() const { return !m_formats.isEmpty(); }

    // Checks `deck` against the current format (cheap: call on every change).
    void setDeck(const Deck &deck);

    // The chosen format, or nullopt before formats are set.
    std::optional<DeckFormat> currentFormat() const;
    QString currentFormatId() const;
    // Chooses a format by id; false when there is no such format.
    bool setCurrentFormatId(const QString &id);

    // The verdict for the last deck; nullopt before formats are set.
    const std::optional<DeckVerdict> &verdict() const { return m_verdict; }
    // "Legal", "Illegal", "Legal as far as it can be checked".
    static QString statusText(VerdictStatus status);

    QComboBox *formatCombo() const { return m_formatCombo; }
    QLabel *statusLabel() const { return m_statusLabel; }
    QListWidget *violationList() const { return m_violations; }
    QLabel *unverifiableLabel() const { return m_unverifiable; }

signals:
    // A violation was clicked or activated: the cards it involves (may be empty).
    void cardsActivated(const QStringList &cardIds);
    void formatChanged(const QString &formatId);

private:
    void recompute();
    void showVerdict();
    void formatChosen(int index);
    void activateItem(QListWidgetItem *item);

    const CardRepository &m_cards;
    QList<DeckFormat> m_formats;
    Deck m_deck;
    std::optional<DeckVerdict> m_verdict;
    QComboBox *m_formatCombo = nullptr;
    QLabel *m_formatErrorLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_violationsHeading = nullptr;
    QListWidget *m_violations = nullptr;
    QLabel *m_unverifiableHeading = nullptr;
    QLabel *m_unverifiable = nullptr;
};

} // namespace inwo
