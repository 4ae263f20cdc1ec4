#pragma once

#include "rules/ruleidentity.h"
#include "rules/scenariocitations.h"

#include <QList>
#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QTabWidget;
class QUndoGroup;

namespace inwo {

struct AttackScenario;
class CardBrowserWidget;
class CardDatabase;
class AdjudicatorWidget;
class DeckEditorWidget;
class GameWidget;
class HelpViewer;
class RulesWidget;
class TableWidget;
class TimelineWidget;

// The program's main window: the feature tabs (the card browser, the deck editor, the adjudicator,
// the table, the timeline and the live game), the menus, the status bar, and the window state
// remembered between runs.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(CardDatabase &database, QWidget *parent = nullptr);

    CardBrowserWidget *cardBrowser() const { return m_cardBrowser; }
    // The deck editor, the adjudicator and the table are built when first shown or used, so
    // start-up pays only for the card browser; these build them when asked.
    DeckEditorWidget *deckEditor();
    AdjudicatorWidget *adjudicator();
    TableWidget *tableWidget();
    TimelineWidget *timelineWidget();
    GameWidget *gameWidget();
    // The Rules tab (issue 24), built when first shown or asked for.
    RulesWidget *rulesWidget();
    // Opens the Rules tab at `rule`: every citation of the other tabs leads here.
    void showRule(RuleId rule);
    // Tests close the window without a question about the attack scenario, the table or the
    // timeline.
    void setAsksAboutUnsavedScenario(bool asks) { m_asksAboutScenario = asks; }
    QTabWidget *tabs() const { return m_tabs; }
    // The help window, once it has been opened.
    HelpViewer *helpViewer() const { return m_helpViewer; }

    // Writes window geometry and state, and each tab's state, to QSettings.
    void saveSettings() const;
    // A benchmark run (--quit-after-paint) leaves the user's settings as they were.
    void setSavesSettingsOnClose(bool saves) { m_savesSettingsOnClose = saves; }

public slots:
    // File > Import LackeyCCG Folder…: asks for the folder, imports, refreshes the browser.
    void importLackeyFolder();
    // Edit > Card Abilities to Confirm…: the user confirms or withdraws unverified abilities;
    // the open tabs then recompute.
    void confirmCardAbilities();
    void showHelpContents();
    void showSearchHelp();
    void showAbout();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    // The cards or the abilities the engines apply changed: each open tab reads them again.
    void refreshCardsInTabs();
    void showTabMessage(const QWidget *page, const QString &message);
    void showHelpPage(const QString &page);
    // F1's page for a tab with no field naming one: search.md for the card browser, ...
    QString helpPageOfTab(const QWidget *page) const;
    void showDeckEditor();
    void showAdjudicator();
    void showTable();
    void showTimeline();
    void showGame();
    void showRules();
    // A worked scenario listed by the Rules tab opens in the tab of its kind.
    void openWorkedScenario(ScenarioKind kind, const QString &path);
    // Opens a stored game on the Game tab, saying why when it cannot.
    void openStoredGame(qint64 id);
    // File > Recent Games: the stored games, the last played first.
    void fillRecentGames();
    // A button in the status bar that resumes the last unfinished game, when there is one.
    void offerResume();
    // An attack chosen on the Table tab opens in the adjudicator.
    void openAttackFromTable(const AttackScenario &scenario);
    // An attack of the Timeline tab opens in the adjudicator.
    void openAttackFromTimeline(const AttackScenario &scenario);
    // An attack of the Game tab's list opens in the adjudicator.
    void openAttackFromGame(const AttackScenario &scenario);
    void updateWindowTitle();
    // Enables the deck's actions on its tab, and gives Ctrl+O and Ctrl+S to the table on the
    // Table tab, to the timeline on the Timeline tab (with Ctrl+N), Ctrl+N and Ctrl+O to the game
    // on the Game tab, and them to the deck elsewhere.
    void updateDeckActions();
    // Puts the keyboard in the main field of the tab in view (Ctrl+1..6, Ctrl+F, Ctrl+L).
    void focusMainField();
    QWidget *addLazyTab(const QString &title, const QString &objectName);

    CardDatabase &m_database;
    QTabWidget *m_tabs = nullptr;
    CardBrowserWidget *m_cardBrowser = nullptr;
    QWidget *m_deckPage = nullptr; // holds m_deckEditor once it is built
    QWidget *m_adjudicatorPage = nullptr;
    QWidget *m_tablePage = nullptr;
    QWidget *m_timelinePage = nullptr;
    QWidget *m_gamePage = nullptr;
    QWidget *m_rulesPage = nullptr;
    DeckEditorWidget *m_deckEditor = nullptr;
    AdjudicatorWidget *m_adjudicator = nullptr;
    TableWidget *m_table = nullptr;
    TimelineWidget *m_timeline = nullptr;
    GameWidget *m_game = nullptr;
    RulesWidget *m_rules = nullptr;
    QUndoGroup *m_undoGroup = nullptr; // Edit > Undo follows the deck's stack once there is one
    bool m_asksAboutScenario = true;
    QList<QAction *> m_deckTabActions; // enabled while the deck editor is the current tab
    QAction *m_openDeckAction = nullptr;
    QAction *m_saveDeckAction = nullptr;
    QAction *m_openTableAction = nullptr;
    QAction *m_saveTableAction = nullptr;
    QAction *m_saveTableAsAction = nullptr;
    QAction *m_newTableAction = nullptr;
    QAction *m_newTimelineAction = nullptr;
    QAction *m_openTimelineAction = nullptr;
    QAction *m_saveTimelineAction = nullptr;
    QAction *m_saveTimelineAsAction = nullptr;
    QAction *m_newGameAction = nullptr;
    QAction *m_openGameAction = nullptr;
    QMenu *m_recentGamesMenu = nullptr;
    QPushButton *m_resumeButton = nullptr;
    QLabel *m_matchCountLabel = nullptr;
    HelpViewer *m_helpViewer = nullptr;
    bool m_savesSettingsOnClose = true;
};

} // namespace inwo
