#pragma once

#include "attack/attackengine.h"

#include <QJsonObject>
#include <QMessageBox>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QBoxLayout;
class QLineEdit;
class QPushButton;
class QSettings;
class QSpinBox;
class QSplitter;
class QTableView;

namespace inwo {

class AttackDocument;

class AttackGroupModel;
class AttackMoneyModel;
class AttackPlayModel;
class AttackResultView;
class CardCatalog;
class CardDatabase;
class GroupEditor;
class ImportedCardText;

// The Adjudicator tab: the referee builds an attack (the rules, the kind of attack, the attacker
// and the target from the card database or by hand, the aiding and defending groups, the cards
// played and, in the boxed game, the money spent) and sees, on every change, the strength, the
// chance, each rule applied, who the rules refuse, the odds of each roll and what more Power
// would buy. Scenarios are saved and opened as the JSON files `inwo attack` reads.
class AdjudicatorWidget : public QWidget
{
    Q_OBJECT

public:
    // Restores its splitter from QSettings and shows an empty attack to control.
    explicit AdjudicatorWidget(CardDatabase &database, QWidget *parent = nullptr);
    ~AdjudicatorWidget() override;

    // Writes the splitter into `settings`.
    void saveSettings(QSettings &settings) const;

    // The attack as the form stands, and showing one (the file, if any, stays current). Showing
    // one starts its undo history afresh.
    AttackScenario scenario() const;
    void setScenario(const AttackScenario &scenario);
    // Shows `scenario` as a new attack that no file holds yet (an attack chosen on the Table
    // tab), after the attack shown is saved or discarded; false when the user keeps it.
    bool openAttack(const AttackScenario &scenario);
    // The attack as a document: each edit of the form is an undo step on its stack.
    AttackDocument *document() const { return m_document; }
    // The adjudication of scenario(), brought up to date on every change.
    const AttackResult &result() const { return m_result; }

    // Reads a scenario file; on failure sets `error` (with the JSON path of the problem) and
    // changes nothing.
    bool openScenarioFile(const QString &path, QString *error);
    // Writes the scenario (and the fields the opened file had that the form does not use).
    bool saveScenarioFile(const QString &path, QString *error);
    // The file opened or last saved ("" for a new scenario).
    QString currentFile() const { return m_currentFile; }
    // True when the scenario differs from the one opened, saved or started.
    bool isModified() const;
    // Before the attack is replaced (new, open, quit): unsaved changes are saved, discarded, or
    // keep it (false). Asks with a message box, or with `prompt` when one is set (tests).
    bool settleUnsavedChanges();
    using UnsavedChangesPrompt = std::function<QMessageBox::StandardButton()>;
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { m_prompt = std::move(prompt); }

    // Adds a group: the card of that name with its numbers, or a blank group so named (a default
    // name when empty). A defender named as the target, its master or an Illuminati card gets
    // that relation. Returns its row.
    int addAidingGroup(const QString &nameOrCard);
    int addDefendingGroup(const QString &nameOrCard);

    GroupEditor *attackerEditor() const { return m_attacker; }
    // Puts the keyboard in the attacker's name, the field an attack starts from.
    void focusMainField();
    // True once the attack has an attacker and a target (named, or given a number): before, the
    // window shows no strength.
    bool isStarted() const;
    GroupEditor *targetEditor() const { return m_target; }
    AttackGroupModel *aidingModel() const { return m_aidingModel; }
    AttackGroupModel *defendingModel() const { return m_defendingModel; }
    AttackPlayModel *playModel() const { return m_playModel; }
    AttackMoneyModel *moneyModel() const { return m_moneyModel; }
    AttackResultView *resultView() const { return m_resultView; }

public slots:
    void newScenario();
    // Ask for a file; report a problem in a message box.
    void openScenario();
    void saveScenario();
    void saveScenarioAs();
    // The cards changed (an import, a confirmation): read the names again and adjudicate anew.
    void refreshCards();
    // Edits the card effects the referee entered for the attack (Ctrl+Shift+E): one undo step.
    void editCardEffects();

signals:
    void currentFileChanged(const QString &path);
    // The form changed and was adjudicated again.
    void resultChanged();
    // A line citing a rule was double-clicked (or asked with Ctrl+Shift+R): the Rules tab shows it.
    void ruleRequested(inwo::RuleId rule);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createTopBar();
    QGroupBox *createGroupTable(bool defending);
    QGroupBox *createPlays();
    QGroupBox *createMoney();
    QTableView *createTable(QAbstractItemModel *model, const QString &name);

    void rulesChanged();
    // Attacker and target side by side when `width` holds both, else one above the other.
    void arrangeSides(int width);
    void showRules(RuleSet rules); // what the rules change in the form
    void kindChanged();
    void fillKinds(RuleSet rules, AttackKind current);
    void updateInstantFields();
    void adjudicateNow();
    void showScenario(const AttackScenario &scenario);
    void startNewScenario(); // without asking about unsaved changes
    QString editText(const AttackScenario &after) const;
    void showStatuses(const AttackScenario &scenario);
    void syncTargetDefence();
    void syncTargetTokens();
    void editGroupRow(bool defending, int row);
    // Asks what a Plot (or, for "", an ability) adds to its side; nullopt when cancelled.
    std::optional<int> askPlayBonus(const QString &plot);
    AttackGroup groupFromName(const QString &nameOrCard, const QString &fallback);
    void setCurrentFile(const QString &path);
    QJsonObject fileJson() const;

    CardDatabase &m_database; // for the abilities in force (the user's confirmations)
    CardCatalog *m_catalog = nullptr;
    AttackResult m_result;
    QString m_currentFile;
    QJsonObject m_extraFields; // top-level fields of the opened file the form does not use
    QJsonObject m_savedJson;   // the scenario as opened, saved or started
    bool m_updating = false;   // setting the form: no adjudication until done
    bool m_syncing = false;

    QComboBox *m_rules = nullptr;
    QComboBox *m_kind = nullptr;
    QCheckBox *m_privileged = nullptr;
    QCheckBox *m_fromHand = nullptr;
    QLabel *m_cardPowerLabel = nullptr;
    QSpinBox *m_cardPower = nullptr;
    QComboBox *m_instantCard = nullptr;

    QGroupBox *m_attackerBox = nullptr;
    QGroupBox *m_targetBox = nullptr;
    QBoxLayout *m_sides = nullptr; // attacker beside or above the target
    QWidget *m_formViewport = nullptr;
    GroupEditor *m_attacker = nullptr;
    GroupEditor *m_target = nullptr;
    AttackGroupModel *m_aidingModel = nullptr;
    AttackGroupModel *m_defendingModel = nullptr;
    QTableView *m_aidingTable = nullptr;
    QTableView *m_defendingTable = nullptr;
    QLineEdit *m_aidingName = nullptr;
    QLineEdit *m_defendingName = nullptr;
    AttackPlayModel *m_playModel = nullptr;
    QTableView *m_playTable = nullptr;
    QLineEdit *m_plotName = nullptr;
    AttackMoneyModel *m_moneyModel = nullptr;
    QTableView *m_moneyTable = nullptr;
    QGroupBox *m_moneyBox = nullptr;
    AttackResultView *m_resultView = nullptr;
    QSplitter *m_splitter = nullptr;
    AttackDocument *m_document = nullptr;
    bool m_restoring = false; // showing the document's attack after an undo or redo
    // The instant attacker's cards whose abilities count (attack.playerCards): kept as the file
    // gives them, so saving loses nothing the form does not show.
    QList<AttackGroup> m_playerCards;
    QList<AttackGroup> m_inForce; // the NWOs in force (attack.inForce), kept as opened

    QList<EnteredAbility> m_abilities; // the card effects the referee entered (attack.abilities)
    QPushButton *m_cardEffects = nullptr;
    std::unique_ptr<ImportedCardText> m_cardText; // beside the lines the referee decides
    UnsavedChangesPrompt m_prompt;
};

} // namespace inwo
