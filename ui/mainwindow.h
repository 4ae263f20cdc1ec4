#pragma once

#include <QList>
#include <QMainWindow>

class QAction;
class QLabel;
class QTabWidget;
class QUndoGroup;

namespace inwo {

struct AttackScenario;
class CardBrowserWidget;
class CardDatabase;
class AdjudicatorWidget;
class DeckEditorWidget;
class HelpViewer;
class TableWidget;
class TimelineWidget;

// The program's main window: the feature tabs (the card browser, the deck editor, the adjudicator,
// the table and the timeline), the menus, the status bar, and the window state remembered between
// runs.
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
    void showHelpContents();
    void showSearchHelp();
    void showAbout();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void showHelpPage(const QString &page);
    void showDeckEditor();
    void showAdjudicator();
    void showTable();
    void showTimeline();
    // An attack chosen on the Table tab opens in the adjudicator.
    void openAttackFromTable(const AttackScenario &scenario);
    // An attack of the Timeline tab opens in the adjudicator.
    void openAttackFromTimeline(const AttackScenario &scenario);
    void updateWindowTitle();
    // Enables the deck's actions on its tab, and gives Ctrl+O and Ctrl+S to the table on the
    // Table tab, to the timeline on the Timeline tab (with Ctrl+N) and to the deck elsewhere.
    void updateDeckActions();
    // Puts the keyboard in the main field of the tab in view (Ctrl+1..5, Ctrl+F, Ctrl+L).
    void focusMainField();
    QWidget *addLazyTab(const QString &title, const QString &objectName);

    CardDatabase &m_database;
    QTabWidget *m_tabs = nullptr;
    CardBrowserWidget *m_cardBrowser = nullptr;
    QWidget *m_deckPage = nullptr; // holds m_deckEditor once it is built
    QWidget *m_adjudicatorPage = nullptr;
    QWidget *m_tablePage = nullptr;
    QWidget *m_timelinePage = nullptr;
    DeckEditorWidget *m_deckEditor = nullptr;
    AdjudicatorWidget *m_adjudicator = nullptr;
    TableWidget *m_table = nullptr;
    TimelineWidget *m_timeline = nullptr;
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
    QLabel *m_matchCountLabel = nullptr;
    HelpViewer *m_helpViewer = nullptr;
    bool m_savesSettingsOnClose = true;
};

} // namespace inwo
