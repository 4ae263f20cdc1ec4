#pragma once

#include "timeline/timeline.h"

#include <QList>
#include <QWidget>

#include <optional>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace inwo {

// The form that writes one play of a timeline: its kind, its player, and the fields that kind
// needs (timeline-format.md), each filled from the position and the plays so far: the cards of
// the table and of the hands by name (each keeps its identity), the earlier plays, the players,
// and Plot names completed from the card database. Only the fields of the chosen kind show, two
// to a line; each has its own Alt key among those shown with it.
class PlayForm : public QWidget
{
    Q_OBJECT

public:
    explicit PlayForm(QWidget *parent = nullptr);

    // The table and the plays so far: fills every list, keeping what is chosen where it can.
    void setTimeline(const Timeline &timeline);
    // Card names for the name fields: Plots, Group cards (agents) and NWOs.
    void setNameModels(QAbstractItemModel *plots, QAbstractItemModel *groups,
                       QAbstractItemModel *nwos);

    PlayKind kind() const;
    void setKind(PlayKind kind);
    QString player() const;
    void setPlayer(const QString &player);

    // The play the fields describe, without an identity; nullopt and `error` (in the reader's
    // language) when a field it needs is empty. Names are as written.
    std::optional<Play> play(QString *error = nullptr) const;
    // Empties the name fields once their play is made.
    void clearNames();

    QPushButton *addButton() const { return m_add; }
    // The widgets in the order the keyboard visits them.
    QList<QWidget *> focusChain() const;

signals:
    // Add Play, or Enter in a name field.
    void addRequested();

private:
    // One line of the form: a label and what it labels, shown for some kinds.
    struct Row
    {
        QLabel *label = nullptr;
        QWidget *field = nullptr;
        bool wide = false; // takes the whole width
    };
    Row addRow(const QString &label, const QList<QWidget *> &widgets, bool wide = false);
    void kindChanged();
    void attackKindChanged();
    void playerChanged();
    void fillPlayers();
    void fillRecipients();
    void fillMeans();
    void fillCards();
    void fillPlays();
    void relayout();
    // The rows the chosen kind needs, in the order they show.
    QList<const Row *> rowsOf(PlayKind kind) const;
    bool showsMeans(PlayKind kind) const;

    Timeline m_timeline;
    bool m_filling = false;

    QGridLayout *m_grid = nullptr;
    QList<Row *> m_rows;

    QComboBox *m_kind = nullptr;
    QComboBox *m_player = nullptr;
    QComboBox *m_means = nullptr;
    QLineEdit *m_plotName = nullptr;
    QComboBox *m_plotFrom = nullptr;
    QComboBox *m_poweredBy = nullptr;
    QComboBox *m_with = nullptr;
    QComboBox *m_attacker = nullptr;
    QComboBox *m_attackKind = nullptr;
    QComboBox *m_target = nullptr;
    QCheckBox *m_secondAttempt = nullptr;
    QCheckBox *m_disaster = nullptr;
    QComboBox *m_attackPlay = nullptr;
    QComboBox *m_group = nullptr;
    QLineEdit *m_cardName = nullptr;
    QComboBox *m_cardFrom = nullptr;
    QComboBox *m_side = nullptr;
    QComboBox *m_earlier = nullptr;
    QComboBox *m_token = nullptr;
    QComboBox *m_gainLose = nullptr;
    QComboBox *m_alignment = nullptr;
    QComboBox *m_lasting = nullptr;
    QSpinBox *m_die1 = nullptr;
    QSpinBox *m_die2 = nullptr;
    QComboBox *m_outcome = nullptr;
    QSpinBox *m_change = nullptr;
    QSpinBox *m_value = nullptr;
    QComboBox *m_suspends = nullptr;
    QComboBox *m_lookAt = nullptr;
    QComboBox *m_lookWhat = nullptr;
    QComboBox *m_master = nullptr;
    QSpinBox *m_arrow = nullptr;
    QComboBox *m_to = nullptr;
    QComboBox *m_token1 = nullptr;
    QComboBox *m_token2 = nullptr;
    QPushButton *m_add = nullptr;

    QAbstractItemModel *m_plotNames = nullptr;
    QAbstractItemModel *m_groupNames = nullptr;
    QAbstractItemModel *m_nwoNames = nullptr;
    QAbstractItemModel *m_cardNamesShown = nullptr; // the names m_cardName completes

    Row m_meansRow;
    Row m_plotRow;
    Row m_withRow;
    Row m_attackerRow;
    Row m_attackKindRow;
    Row m_targetRow;
    Row m_attackPlayRow;
    Row m_groupRow;
    Row m_cardRow;
    Row m_sideRow;
    Row m_earlierRow;
    Row m_tokenRow;
    Row m_alignmentRow;
    Row m_lastingRow;
    Row m_diceRow;
    Row m_outcomeRow;
    Row m_changeRow;
    Row m_lookRow;
    Row m_masterRow;
    Row m_toRow;
    Row m_tokensRow;
    Row m_valueRow;
    Row m_suspendsRow;
    qsizetype m_playsSeen = -1; // the plays the lists were last filled from
};

} // namespace inwo
