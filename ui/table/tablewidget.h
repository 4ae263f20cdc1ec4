#pragma once

#include "attack/attackscenario.h"
#include "table/position.h"

#include <QMessageBox>
#include <QSet>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QSpinBox;
class QSplitter;
class QStandardItemModel;
class QStringListModel;
class QTabWidget;
class QTableView;
class QTreeView;

namespace inwo {

class CardNameResolver;

class AttackListModel;
class CardDatabase;
class ImportedCardText;
class PowerStructureModel;
class TableDocument;
class TableFactModel;
struct TableChange;

// The Table tab: the referee builds a position (the players and their Power Structures, the NWOs
// in force, the uncontrolled area and the destroyed pile, the round and whose turn it is) and sees
// beside it, after every edit, each player's goals and what each NWO does, and every attack the
// chosen player can make; any attack opens in the adjudicator already filled in. Positions are
// saved and opened as the JSON files `inwo attacks` reads.
class TableWidget : public QWidget
{
    Q_OBJECT

public:
    explicit TableWidget(CardDatabase &database, QWidget *parent = nullptr);
    ~TableWidget() override;

    TableDocument *document() const { return m_document; }
    // Writes the splitters into `settings`.
    void saveSettings(QSettings &settings) const;

    // Reads a position file; on failure sets `error` (with the JSON path of the problem) and
    // changes nothing.
    // Reads a position file, refusing with the reason (file and JSON path) one that is none.
    static std::optional<Position> readPositionFile(const QString &path,
                                                    const CardNameResolver &names, QString *error);
    bool openPositionFile(const QString &path, QString *error);
    // Writes the position; on failure sets `error` and leaves the file and the table as they
    // were. A table that would not read back (no player yet) is not written.
    bool savePositionFile(const QString &path, QString *error);
    // The file opened or last saved ("" for a new table).
    QString currentFile() const;
    bool isModified() const;
    // Before the table is replaced (new, open, quit): unsaved changes are saved, discarded, or
    // keep it (false). Asks with a message box, or with `prompt` when one is set (tests).
    bool settleUnsavedChanges();
    using UnsavedChangesPrompt = std::function<QMessageBox::StandardButton()>;
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { m_prompt = std::move(prompt); }

    // Puts the keyboard in the Power Structures.
    void focusMainField();

    // The card selected in the Power Structures (empty: none, or the uncontrolled area).
    InstanceId selectedCard() const;
    void selectCard(const InstanceId &id);
    // The player whose attacks are listed.
    QString attackingPlayer() const;
    void setAttackingPlayer(const QString &player);
    // Opens the attack of the list's row in the adjudicator (attackChosen).
    void openAttack(int row);

    PowerStructureModel *structureModel() const { return m_structureModel; }
    TableFactModel *goalsModel() const { return m_goalsModel; }
    TableFactModel *nwoEffectsModel() const { return m_nwoEffectsModel; }
    AttackListModel *attackModel() const { return m_attackModel; }
    QStandardItemModel *nwoSlotsModel() const { return m_nwoSlotsModel; }
    QStandardItemModel *destroyedModel() const { return m_destroyedModel; }
    QTreeView *structureView() const { return m_structureView; }
    QTableView *attackView() const { return m_attackView; }
    // The last problem or outcome of an edit shown under the Power Structures.
    QString message() const;

public slots:
    void newTable();
    // Ask for a file; report a problem in a message box.
    void openTable();
    void saveTable();
    void saveTableAs();
    // The cards changed (an import): read the names again.
    void refreshCards();
    // Edits the card effects the referee entered for the table (Ctrl+Shift+E): one undo step.
    void editCardEffects();

signals:
    // An attack of the list was chosen: the adjudicator shows it.
    void attackChosen(const inwo::AttackScenario &scenario);
    // The file or its unsaved state changed.
    void titleChanged();
    void statusMessage(const QString &message);
    // A line citing a rule was double-clicked (or asked with Ctrl+Shift+R): the Rules tab shows it.
    void ruleRequested(inwo::RuleId rule);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createGameBar();
    QWidget *createStructures();
    QWidget *createNwoSlots();
    QWidget *createDestroyed();
    QWidget *createGoals();
    QWidget *createNwoEffects();
    QWidget *createAttacks();

    void documentChanged(const TableChange &change);
    void refresh();
    void showGame();
    void fillPlayerCombo(QComboBox *combo, const QString &current, const QString &nobody);
    void showNwoSlots();
    void showDestroyed();
    void showAttacks();
    void showCardEffects();
    void selectionChanged();
    void restoreExpansion(QTreeView *view, const QSet<QString> &collapsed, int keyRole);
    void trackExpansion(QTreeView *view, QSet<QString> *collapsed, int keyRole);
    void showMessage(const QString &message);
    void ensureNamesLoaded();

    void addCard();
    void addPlayer();
    void removePlayer();
    void changeIlluminati();
    void moveSelectedCard();
    void removeSelectedCard();
    void playNwo();
    void removeSelectedNwo();
    void addDestroyed();
    void removeSelectedDestroyed();
    QString selectedPlayer() const;

    CardDatabase &m_database;
    TableDocument *m_document = nullptr;
    UnsavedChangesPrompt m_prompt;
    bool m_updating = false; // showing the document: edits of the fields are not edits
    bool m_namesLoaded = false;

    QStringListModel *m_structureNames = nullptr; // groups and Resources
    QStringListModel *m_illuminatiNames = nullptr;
    QStringListModel *m_nwoNames = nullptr;
    QStringListModel *m_destroyedNames = nullptr; // groups, Resources and Illuminati

    QComboBox *m_rules = nullptr;
    QSpinBox *m_basicGoal = nullptr;
    QSpinBox *m_round = nullptr;
    QComboBox *m_turn = nullptr;
    QComboBox *m_phase = nullptr;

    PowerStructureModel *m_structureModel = nullptr;
    QTreeView *m_structureView = nullptr;
    QSet<QString> m_collapsedCards;
    QPushButton *m_removePlayer = nullptr;
    QPushButton *m_changeIlluminati = nullptr;
    QLineEdit *m_cardName = nullptr;
    QSpinBox *m_arrow = nullptr;
    QPushButton *m_addCard = nullptr;
    QSpinBox *m_tokens = nullptr;
    QCheckBox *m_devastated = nullptr;
    QPushButton *m_move = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_message = nullptr;

    QStandardItemModel *m_nwoSlotsModel = nullptr;
    QTableView *m_nwoSlotsView = nullptr;
    QLineEdit *m_nwoName = nullptr;
    QComboBox *m_nwoPlayedBy = nullptr;

    QStandardItemModel *m_destroyedModel = nullptr;
    QTableView *m_destroyedView = nullptr;
    QLineEdit *m_destroyedName = nullptr;
    QComboBox *m_destroyedOwner = nullptr;
    QComboBox *m_destroyedBy = nullptr;

    TableFactModel *m_goalsModel = nullptr;
    QTreeView *m_goalsView = nullptr;
    QList<QAction *> m_rulingActions; // RulingId * 2 + reading
    QSet<QString> m_collapsedGoals;
    TableFactModel *m_nwoEffectsModel = nullptr;
    QTreeView *m_nwoEffectsView = nullptr;
    QSet<QString> m_collapsedNwos;
    QPushButton *m_cardEffects = nullptr;
    QLabel *m_cardEffectsSummary = nullptr;
    std::unique_ptr<ImportedCardText> m_cardText; // beside the lines the referee decides

    AttackListModel *m_attackModel = nullptr;
    QTableView *m_attackView = nullptr;
    QComboBox *m_attackPlayer = nullptr;
    QComboBox *m_attackOrder = nullptr;
    QCheckBox *m_showRefused = nullptr;
    QLabel *m_attackSummary = nullptr;

    QSplitter *m_splitter = nullptr;
    QSplitter *m_leftSplitter = nullptr;
    QTabWidget *m_sideTabs = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    bool m_restoringExpansion = false;
};

} // namespace inwo
