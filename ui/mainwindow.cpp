#include "mainwindow.h"

#include "adjudicator/adjudicatorwidget.h"
#include "adjudicator/attackdocument.h"
#include "cardbrowser/cardbrowserwidget.h"
#include "cardbrowser/lackeyimportrunner.h"
#include "carddatabase.h"
#include "common/abilityconfirmationsdialog.h"
#include "common/applicationicon.h"
#include "common/fieldshortcuts.h"
#include "common/helpviewer.h"
#include "deckeditor/deckdocument.h"
#include "deckeditor/deckeditorwidget.h"
#include "game/gamedocument.h"
#include "game/gamewidget.h"
#include "game/opengamedialog.h"
#include "rules/ruleswidget.h"
#include "rules/workedscenarios.h"
#include "table/tabledocument.h"
#include "table/tablewidget.h"
#include "timeline/timelinedocument.h"
#include "timeline/timelinewidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString geometryKey = u"mainWindow/geometry"_s;
const QString stateKey = u"mainWindow/state"_s;
const QString lastImportFolderKey = u"import/lastFolder"_s;
// A widget's help page for F1, "decks.md" or "decks.md#plan-28" for the page at that heading.
const char helpProperty[] = "inwoHelp";

// The help target of the field with the keyboard in `page`, or of the nearest widget around it
// that has one; empty when the keyboard is elsewhere or nothing names one.
QString helpTargetOfFocus(const QWidget *page)
{
    const QWidget *focus = QApplication::focusWidget();
    if (!page || !focus || (focus != page && !page->isAncestorOf(focus)))
        return {};
    for (const QWidget *widget = focus; widget; widget = widget->parentWidget()) {
        const QString target = widget->property(helpProperty).toString();
        if (!target.isEmpty())
            return target;
        if (widget == page)
            break;
    }
    return {};
}

// The Rules tab, by its object name or its widget's class (the page may hold the widget).
bool isRulesTab(const QWidget *page)
{
    if (!page)
        return false;
    const auto isRules = [](const QObject *object) {
        return object->objectName() == u"rulesTab"_s || object->inherits("inwo::RulesWidget");
    };
    if (isRules(page))
        return true;
    const QList<QWidget *> children = page->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    return std::any_of(children.cbegin(), children.cend(), isRules);
}

} // namespace

MainWindow::MainWindow(CardDatabase &database, QWidget *parent)
    : QMainWindow(parent), m_database(database)
{
    setObjectName(u"mainWindow"_s);
    // The package's icon on this window, and on the dialogs through the application's.
    setWindowIcon(applicationIcon());
    QApplication::setWindowIcon(windowIcon());

    m_cardBrowser = new CardBrowserWidget(database, this);
    m_cardBrowser->setObjectName(u"cardBrowser"_s);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"mainTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_cardBrowser, tr("&Cards"));
    m_deckPage = addLazyTab(tr("&Deck Editor"), u"deckEditorPage"_s);
    m_adjudicatorPage = addLazyTab(tr("&Adjudicator"), u"adjudicatorPage"_s);
    m_tablePage = addLazyTab(tr("Ta&ble"), u"tablePage"_s);
    // No Alt key in English: L is the Table tab's NWO field's and the deck editor's Selected Card
    // page's, and a tab's key is live on every tab. Ctrl+5 and View > Timeline reach it (the
    // German window keeps its own letter).
    m_timelinePage = addLazyTab(tr("Timeline", "the tab"), u"timelinePage"_s);
    // No Alt key: every letter of "Game" is taken inside another tab or by a menu, and a tab's
    // key is live on every tab. Ctrl+6 and View > Game reach it.
    m_gamePage = addLazyTab(tr("Game"), u"gamePage"_s);
    // The rules index (issue 24). No Alt key: R is taken in other tabs, and a tab's key is live
    // on every tab. Ctrl+7, View > Rules and every citation reach it.
    m_rulesPage = addLazyTab(tr("Rules"), u"rulesPage"_s);
    m_undoGroup = new QUndoGroup(this);
    setCentralWidget(m_tabs);

    m_matchCountLabel = new QLabel(this);
    m_matchCountLabel->setObjectName(u"matchCountLabel"_s);
    m_matchCountLabel->setText(m_cardBrowser->matchCountText());
    statusBar()->addWidget(m_matchCountLabel, 1);
    connect(m_cardBrowser, &CardBrowserWidget::matchCountChanged, m_matchCountLabel,
            &QLabel::setText);

    createMenus();
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        // A message of the tab left behind does not stay under the one in front.
        statusBar()->clearMessage();
        // Undo and redo act on the page in front: the deck, the attack, the table or the
        // timeline.
        if (m_tabs->currentWidget() == m_deckPage)
            m_undoGroup->setActiveStack(deckEditor()->document()->undoStack());
        else if (m_tabs->currentWidget() == m_adjudicatorPage)
            m_undoGroup->setActiveStack(adjudicator()->document()->undoStack());
        else if (m_tabs->currentWidget() == m_tablePage)
            m_undoGroup->setActiveStack(tableWidget()->document()->undoStack());
        else if (m_tabs->currentWidget() == m_timelinePage)
            m_undoGroup->setActiveStack(timelineWidget()->document()->undoStack());
        else if (m_tabs->currentWidget() == m_gamePage)
            m_undoGroup->setActiveStack(gameWidget()->document()->undoStack());
        else if (m_tabs->currentWidget() == m_rulesPage)
            rulesWidget(); // built when first shown; it has nothing to undo
        updateDeckActions();
        updateWindowTitle();
        // The status bar speaks of the tab in view: the card count is the card browser's.
        m_matchCountLabel->setVisible(m_tabs->currentWidget() == m_cardBrowser);
    });
    updateDeckActions();
    updateWindowTitle();

    QSettings settings;
    const QByteArray geometry = settings.value(geometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        QSize size(1280, 800);
        if (const QScreen *screen = this->screen())
            size = size.boundedTo(screen->availableSize() * 0.92);
        resize(size);
    }
    restoreState(settings.value(stateKey).toByteArray());

    offerResume();
    m_cardBrowser->setFocus(Qt::OtherFocusReason);
}

QWidget *MainWindow::addLazyTab(const QString &title, const QString &objectName)
{
    auto *page = new QWidget(this);
    page->setObjectName(objectName);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs->addTab(page, title);
    return page;
}

DeckEditorWidget *MainWindow::deckEditor()
{
    if (!m_deckEditor) {
        m_deckEditor = new DeckEditorWidget(m_database, m_deckPage);
        m_deckEditor->setObjectName(u"deckEditor"_s);
        m_deckPage->layout()->addWidget(m_deckEditor);
        connect(m_deckEditor, &DeckEditorWidget::titleChanged, this,
                &MainWindow::updateWindowTitle);
        connect(m_deckEditor, &DeckEditorWidget::statusMessage, this,
                [this](const QString &message) { showTabMessage(m_deckPage, message); });
        connect(m_deckEditor, &DeckEditorWidget::ruleRequested, this, &MainWindow::showRule);
        m_undoGroup->addStack(m_deckEditor->document()->undoStack());
        m_undoGroup->setActiveStack(m_deckEditor->document()->undoStack());
        updateWindowTitle();
    }
    return m_deckEditor;
}

AdjudicatorWidget *MainWindow::adjudicator()
{
    if (!m_adjudicator) {
        m_adjudicator = new AdjudicatorWidget(m_database, m_adjudicatorPage);
        m_adjudicator->setObjectName(u"adjudicator"_s);
        m_adjudicatorPage->layout()->addWidget(m_adjudicator);
        connect(m_adjudicator, &AdjudicatorWidget::ruleRequested, this, &MainWindow::showRule);
        m_undoGroup->addStack(m_adjudicator->document()->undoStack());
        m_undoGroup->setActiveStack(m_adjudicator->document()->undoStack());
    }
    return m_adjudicator;
}

TableWidget *MainWindow::tableWidget()
{
    if (!m_table) {
        m_table = new TableWidget(m_database, m_tablePage);
        m_table->setObjectName(u"tableWidget"_s);
        m_tablePage->layout()->addWidget(m_table);
        connect(m_table, &TableWidget::titleChanged, this, &MainWindow::updateWindowTitle);
        connect(m_table, &TableWidget::statusMessage, this,
                [this](const QString &message) { showTabMessage(m_tablePage, message); });
        connect(m_table, &TableWidget::attackChosen, this, &MainWindow::openAttackFromTable);
        connect(m_table, &TableWidget::ruleRequested, this, &MainWindow::showRule);
        m_undoGroup->addStack(m_table->document()->undoStack());
        m_undoGroup->setActiveStack(m_table->document()->undoStack());
        updateWindowTitle();
    }
    return m_table;
}

TimelineWidget *MainWindow::timelineWidget()
{
    if (!m_timeline) {
        m_timeline = new TimelineWidget(m_database, m_timelinePage);
        m_timeline->setObjectName(u"timelineWidget"_s);
        m_timelinePage->layout()->addWidget(m_timeline);
        // New Timeline starts from the Table tab's position, once there is one.
        m_timeline->setTablePosition([this]() -> std::optional<Position> {
            if (!m_table || m_table->document()->position().players.isEmpty())
                return std::nullopt;
            return m_table->document()->position();
        });
        connect(m_timeline, &TimelineWidget::titleChanged, this, &MainWindow::updateWindowTitle);
        connect(m_timeline, &TimelineWidget::statusMessage, this,
                [this](const QString &message) { showTabMessage(m_timelinePage, message); });
        connect(m_timeline, &TimelineWidget::attackChosen, this,
                &MainWindow::openAttackFromTimeline);
        connect(m_timeline, &TimelineWidget::ruleRequested, this, &MainWindow::showRule);
        m_undoGroup->addStack(m_timeline->document()->undoStack());
        m_undoGroup->setActiveStack(m_timeline->document()->undoStack());
        updateWindowTitle();
    }
    return m_timeline;
}

GameWidget *MainWindow::gameWidget()
{
    if (!m_game) {
        m_game = new GameWidget(m_database, m_gamePage);
        m_game->setObjectName(u"gameWidget"_s);
        m_gamePage->layout()->addWidget(m_game);
        // New Game starts from the Table tab's position, once there is one; Apply Timeline plays
        // the Timeline tab's plays.
        m_game->setTablePosition([this]() -> std::optional<Position> {
            if (!m_table || m_table->document()->position().players.isEmpty())
                return std::nullopt;
            return m_table->document()->position();
        });
        // The referee corrects the game's table on the Table tab.
        m_game->setTableSink([this](const Position &table) {
            showTable();
            if (tableWidget()->settleUnsavedChanges())
                tableWidget()->document()->reset(table);
        });
        m_game->setTimelineSource([this]() -> std::optional<Timeline> {
            if (!m_timeline || !m_timeline->document()->hasPosition())
                return std::nullopt;
            return m_timeline->document()->timeline();
        });
        connect(m_game, &GameWidget::titleChanged, this, [this] {
            updateWindowTitle();
            if (m_resumeButton && m_game->document()->hasGame())
                m_resumeButton->hide();
        });
        connect(m_game, &GameWidget::statusMessage, this,
                [this](const QString &message) { showTabMessage(m_gamePage, message); });
        connect(m_game, &GameWidget::attackChosen, this, &MainWindow::openAttackFromGame);
        connect(m_game, &GameWidget::ruleRequested, this, &MainWindow::showRule);
        m_undoGroup->addStack(m_game->document()->undoStack());
        m_undoGroup->setActiveStack(m_game->document()->undoStack());
        updateWindowTitle();
    }
    return m_game;
}

RulesWidget *MainWindow::rulesWidget()
{
    if (!m_rules) {
        m_rules = new RulesWidget(m_database, m_rulesPage);
        m_rules->setObjectName(u"rulesTab"_s);
        m_rulesPage->layout()->addWidget(m_rules);
        connect(m_rules, &RulesWidget::statusMessage, this,
                [this](const QString &message) { showTabMessage(m_rulesPage, message); });
        connect(m_rules, &RulesWidget::scenarioRequested, this, &MainWindow::openWorkedScenario);
    }
    return m_rules;
}

void MainWindow::showRule(RuleId rule)
{
    showRules();
    rulesWidget()->showRule(rule);
}

void MainWindow::openWorkedScenario(ScenarioKind kind, const QString &path)
{
    QString error;
    WorkedScenarios::Outcome outcome = WorkedScenarios::Outcome::Kept;
    switch (kind) {
    case ScenarioKind::Attack:
        showAdjudicator();
        outcome = WorkedScenarios::openAttack(*adjudicator(), path, &error);
        break;
    case ScenarioKind::Goals:
    case ScenarioKind::Nwo:
        showTable();
        outcome = WorkedScenarios::openPosition(*tableWidget(), path, &error);
        break;
    case ScenarioKind::Timeline:
        showTimeline();
        outcome = WorkedScenarios::openTimeline(*timelineWidget(), path, &error);
        break;
    }
    if (outcome == WorkedScenarios::Outcome::Failed)
        QMessageBox::warning(this, tr("Open a Worked Scenario"), error);
    else if (outcome == WorkedScenarios::Outcome::Opened)
        statusBar()->showMessage(tr("The worked scenario is open as a new, unsaved %1.")
                                     .arg(RulesWidget::scenarioKindName(kind)),
                                 10000);
}

void MainWindow::openAttackFromGame(const AttackScenario &scenario)
{
    showAdjudicator();
    if (adjudicator()->openAttack(scenario))
        statusBar()->showMessage(tr("The attack from the game is in the adjudicator."), 10000);
}

void MainWindow::openStoredGame(qint64 id)
{
    showGame();
    QString error;
    if (!gameWidget()->openGame(id, &error))
        QMessageBox::warning(this, tr("Open a Game"), error);
}

void MainWindow::fillRecentGames()
{
    m_recentGamesMenu->clear();
    QString error;
    const QList<StoredGameInfo> games = GameStore(m_database).list(&error);
    int shown = 0;
    for (const StoredGameInfo &game : games) {
        if (++shown > 9)
            break;
        QAction *action = m_recentGamesMenu->addAction(
            tr("&%1 %2").arg(shown).arg(OpenGameDialog::describe(game)), this,
            [this, id = game.id] { openStoredGame(id); });
        action->setObjectName(u"actionRecentGame%1"_s.arg(shown));
    }
    if (games.isEmpty()) {
        QAction *none = m_recentGamesMenu->addAction(
            error.isEmpty() ? tr("No game yet") : tr("The games cannot be read: %1").arg(error));
        none->setEnabled(false);
    }
}

void MainWindow::offerResume()
{
    // Read once at start: the last unfinished game, offered without a question in the way.
    const QList<StoredGameInfo> games = OpenGameDialog::gamesInOrder(m_database);
    const auto unfinished = std::find_if(games.begin(), games.end(),
                                         [](const StoredGameInfo &game) { return !game.finished; });
    if (unfinished == games.end())
        return;
    m_resumeButton = new QPushButton(tr("Resume the game “%1”").arg(unfinished->name), this);
    m_resumeButton->setObjectName(u"resumeGameButton"_s);
    m_resumeButton->setFlat(true);
    m_resumeButton->setToolTip(
        tr("An unfinished game is waiting: %1").arg(OpenGameDialog::describe(*unfinished)));
    connect(m_resumeButton, &QPushButton::clicked, this, [this, id = unfinished->id] {
        m_resumeButton->hide();
        openStoredGame(id);
    });
    statusBar()->addPermanentWidget(m_resumeButton);
}

void MainWindow::openAttackFromTimeline(const AttackScenario &scenario)
{
    showAdjudicator();
    if (adjudicator()->openAttack(scenario))
        statusBar()->showMessage(tr("The attack from the timeline is in the adjudicator."), 10000);
}

void MainWindow::openAttackFromTable(const AttackScenario &scenario)
{
    showAdjudicator();
    if (adjudicator()->openAttack(scenario))
        statusBar()->showMessage(tr("The attack from the table is in the adjudicator."), 10000);
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *newDeckAction = fileMenu->addAction(tr("&New Deck"), this, [this] {
        showDeckEditor();
        deckEditor()->newDeck();
    });
    newDeckAction->setObjectName(u"actionNewDeck"_s);
    newDeckAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    newDeckAction->setStatusTip(tr("Start an empty deck in the deck editor"));
    QAction *openDeckAction = fileMenu->addAction(tr("&Open Deck…"), this, [this] {
        showDeckEditor();
        deckEditor()->openDeck();
    });
    openDeckAction->setObjectName(u"actionOpenDeck"_s);
    openDeckAction->setShortcut(QKeySequence::Open);
    openDeckAction->setStatusTip(tr("Open one of the decks saved in your database"));
    QAction *saveDeckAction =
        fileMenu->addAction(tr("&Save Deck"), this, [this] { deckEditor()->saveDeck(); });
    saveDeckAction->setObjectName(u"actionSaveDeck"_s);
    saveDeckAction->setShortcut(QKeySequence::Save);
    saveDeckAction->setStatusTip(tr("Save the deck in your database"));
    fileMenu->addSeparator();
    QAction *importDeckAction = fileMenu->addAction(tr("&Import Deck File…"), this, [this] {
        showDeckEditor();
        deckEditor()->importDeckFile();
    });
    importDeckAction->setObjectName(u"actionImportDeck"_s);
    importDeckAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    importDeckAction->setStatusTip(tr("Read a LackeyCCG .dek file or a text deck list"));
    QAction *exportDeckAction =
        fileMenu->addAction(tr("&Export Deck…"), this, [this] { deckEditor()->exportDeck(); });
    exportDeckAction->setObjectName(u"actionExportDeck"_s);
    exportDeckAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    FieldShortcuts::keepOverFields(exportDeckAction, this); // not a line edit's "end of line"
    exportDeckAction->setStatusTip(
        tr("Write the deck as a .dek file, a text list, a CSV table or a PDF registration sheet"));
    m_deckTabActions = {saveDeckAction, exportDeckAction};
    m_openDeckAction = openDeckAction;
    m_saveDeckAction = saveDeckAction;
    fileMenu->addSeparator();
    // The table's file actions; Ctrl+O and Ctrl+S are theirs while the Table tab is in view.
    const auto tableAction = [&](const QString &text, auto slot, const QString &name,
                                 const QString &tip) {
        QAction *action = fileMenu->addAction(text, this, [this, slot] {
            showTable();
            (tableWidget()->*slot)();
        });
        action->setObjectName(name);
        action->setStatusTip(tip);
        return action;
    };
    m_newTableAction = tableAction(tr("New &Table"), &TableWidget::newTable, u"actionNewTable"_s,
                                   tr("Start an empty table on the Table tab"));
    m_newTableAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    m_openTableAction = tableAction(tr("Open Ta&ble…"), &TableWidget::openTable,
                                    u"actionOpenTable"_s, tr("Open a position file"));
    m_saveTableAction = tableAction(tr("Save T&able"), &TableWidget::saveTable,
                                    u"actionSaveTable"_s, tr("Save the table as a position file"));
    m_saveTableAsAction =
        tableAction(tr("Sa&ve Table As…"), &TableWidget::saveTableAs, u"actionSaveTableAs"_s,
                    tr("Save the table as another position file"));
    fileMenu->addSeparator();
    // The timeline's; Ctrl+N, Ctrl+O and Ctrl+S are theirs while the Timeline tab is in view.
    const auto timelineAction = [&](const QString &text, auto slot, const QString &name,
                                    const QString &tip) {
        QAction *action = fileMenu->addAction(text, this, [this, slot] {
            showTimeline();
            (timelineWidget()->*slot)();
        });
        action->setObjectName(name);
        action->setStatusTip(tip);
        return action;
    };
    m_newTimelineAction =
        timelineAction(tr("Ne&w Timeline…"), &TimelineWidget::newTimeline, u"actionNewTimeline"_s,
                       tr("Start a timeline from the Table tab's position or a position file"));
    m_openTimelineAction = timelineAction(tr("O&pen Timeline…"), &TimelineWidget::openTimeline,
                                          u"actionOpenTimeline"_s, tr("Open a timeline file"));
    m_saveTimelineAction =
        timelineAction(tr("Save Ti&meline"), &TimelineWidget::saveTimeline, u"actionSaveTimeline"_s,
                       tr("Save the timeline as a timeline file"));
    m_saveTimelineAsAction =
        timelineAction(tr("Save Timeline As…"), &TimelineWidget::saveTimelineAs,
                       u"actionSaveTimelineAs"_s, tr("Save the timeline as another file"));
    fileMenu->addSeparator();
    // The live game's; Ctrl+N and Ctrl+O are theirs while the Game tab is in view. A game is
    // saved event by event: it has no Save.
    const auto gameAction = [&](const QString &text, auto slot, const QString &name,
                                const QString &tip) {
        QAction *action = fileMenu->addAction(text, this, [this, slot] {
            showGame();
            (gameWidget()->*slot)();
        });
        action->setObjectName(name);
        action->setStatusTip(tip);
        return action;
    };
    m_newGameAction =
        gameAction(tr("New &Game…"), &GameWidget::newGame, u"actionNewGame"_s,
                   tr("Start a live game from the Table tab's position or a position file"));
    m_openGameAction =
        gameAction(tr("Open Save&d Game…"), &GameWidget::openGameDialog, u"actionOpenGame"_s,
                   tr("Open one of the games in your database"));
    m_recentGamesMenu = fileMenu->addMenu(tr("&Recent Games"));
    m_recentGamesMenu->setObjectName(u"menuRecentGames"_s);
    connect(m_recentGamesMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentGames);
    fillRecentGames();
    gameAction(tr("Appl&y Timeline to Game"), &GameWidget::applyTimelineTab,
               u"actionApplyTimeline"_s,
               tr("Play the Timeline tab's plays on the game, up to the first one refused"));
    fileMenu->addSeparator();
    QAction *importAction =
        fileMenu->addAction(tr("Import &LackeyCCG Folder…"), this, &MainWindow::importLackeyFolder);
    importAction->setObjectName(u"actionImportLackey"_s);
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    importAction->setStatusTip(tr("Import card text, errata and images from your own LackeyCCG "
                                  "INWO plugin folder"));
    QAction *importRulesAction = fileMenu->addAction(tr("Import R&ules Text…"), this, [this] {
        showRules();
        rulesWidget()->importRulesText();
    });
    importRulesAction->setObjectName(u"actionImportRulesText"_s);
    importRulesAction->setStatusTip(tr("Import your own copy of a rules text, to read each rule's "
                                       "passage in the Rules tab"));
    fileMenu->addSeparator();
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setObjectName(u"actionQuit"_s);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    QAction *undoAction = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undoAction->setObjectName(u"actionUndo"_s);
    undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QAction *redoAction = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redoAction->setObjectName(u"actionRedo"_s);
    redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    // An undo from another tab shows what it undid.
    const auto showUndone = [this] {
        if (m_adjudicator && m_undoGroup->activeStack() == m_adjudicator->document()->undoStack())
            showAdjudicator();
        else if (m_table && m_undoGroup->activeStack() == m_table->document()->undoStack())
            showTable();
        else if (m_timeline && m_undoGroup->activeStack() == m_timeline->document()->undoStack())
            showTimeline();
        else if (m_game && m_undoGroup->activeStack() == m_game->document()->undoStack())
            showGame();
        else if (m_deckEditor &&
                 m_undoGroup->activeStack() == m_deckEditor->document()->undoStack())
            showDeckEditor();
    };
    connect(undoAction, &QAction::triggered, this, showUndone);
    connect(redoAction, &QAction::triggered, this, showUndone);
    editMenu->addAction(undoAction);
    editMenu->addAction(redoAction);
    editMenu->addSeparator();
    // A deck list from the clipboard, through the import's review; only on the Deck Editor tab,
    // where Ctrl+V outside a text field is this (a text field keeps Ctrl+V for its text).
    QAction *pasteDeckAction = editMenu->addAction(tr("&Paste Deck List"), this,
                                                   [this] { deckEditor()->pasteDeckList(); });
    pasteDeckAction->setObjectName(u"actionPasteDeckList"_s);
    pasteDeckAction->setShortcut(QKeySequence::Paste);
    pasteDeckAction->setStatusTip(
        tr("Import the deck list on the clipboard: a forum post, a .dek file's text or a table"));
    const auto showPasteOnDeckTab = [this, pasteDeckAction] {
        pasteDeckAction->setVisible(m_tabs->currentWidget() == m_deckPage);
    };
    connect(m_tabs, &QTabWidget::currentChanged, pasteDeckAction, showPasteOnDeckTab);
    showPasteOnDeckTab();
    // Searches in the tab in view: the card browser's field, or the adjudicator's attacker.
    QAction *findAction = editMenu->addAction(tr("&Find"), this, &MainWindow::focusMainField);
    findAction->setObjectName(u"actionFindCards"_s);
    findAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_F), QKeySequence(Qt::CTRL | Qt::Key_L)});
    findAction->setStatusTip(tr("Move to the card search field"));
    editMenu->addSeparator();
    QAction *confirmAbilitiesAction = editMenu->addAction(tr("Card &Abilities to Confirm\u2026"),
                                                          this, &MainWindow::confirmCardAbilities);
    confirmAbilitiesAction->setObjectName(u"actionConfirmAbilities"_s);
    confirmAbilitiesAction->setStatusTip(
        tr("Confirm abilities read from printed card text, so that every tab applies them"));

    QMenu *attackMenu = menuBar()->addMenu(tr("A&ttack"));
    const auto scenarioAction = [&](const QString &text, auto slot, QKeyCombination keys,
                                    const QString &name) {
        QAction *action = attackMenu->addAction(text, this, [this, slot] {
            showAdjudicator();
            (adjudicator()->*slot)();
        });
        action->setObjectName(name);
        action->setShortcut(QKeySequence(keys));
        return action;
    };
    scenarioAction(tr("&New Attack Scenario"), &AdjudicatorWidget::newScenario,
                   Qt::CTRL | Qt::ALT | Qt::Key_N, u"actionNewScenario"_s);
    scenarioAction(tr("&Open Attack Scenario…"), &AdjudicatorWidget::openScenario,
                   Qt::CTRL | Qt::ALT | Qt::Key_O, u"actionOpenScenario"_s);
    scenarioAction(tr("&Save Attack Scenario"), &AdjudicatorWidget::saveScenario,
                   Qt::CTRL | Qt::ALT | Qt::Key_S, u"actionSaveScenario"_s);
    scenarioAction(tr("Save Attack Scenario &As…"), &AdjudicatorWidget::saveScenarioAs,
                   Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_S, u"actionSaveScenarioAs"_s);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *cardsTabAction = viewMenu->addAction(tr("&Cards"), this, [this] {
        m_tabs->setCurrentWidget(m_cardBrowser);
        focusMainField();
    });
    cardsTabAction->setObjectName(u"actionShowCards"_s);
    cardsTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *deckTabAction = viewMenu->addAction(tr("&Deck Editor"), this, [this] {
        showDeckEditor();
        focusMainField();
    });
    deckTabAction->setObjectName(u"actionShowDeckEditor"_s);
    deckTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction *adjudicatorTabAction = viewMenu->addAction(tr("&Adjudicator"), this, [this] {
        showAdjudicator();
        focusMainField();
    });
    adjudicatorTabAction->setObjectName(u"actionShowAdjudicator"_s);
    adjudicatorTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    QAction *tableTabAction = viewMenu->addAction(tr("&Table"), this, [this] {
        showTable();
        focusMainField();
    });
    tableTabAction->setObjectName(u"actionShowTable"_s);
    tableTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    QAction *timelineTabAction = viewMenu->addAction(tr("Time&line"), this, [this] {
        showTimeline();
        focusMainField();
    });
    timelineTabAction->setObjectName(u"actionShowTimeline"_s);
    timelineTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    QAction *gameTabAction = viewMenu->addAction(tr("&Game"), this, [this] {
        showGame();
        focusMainField();
    });
    gameTabAction->setObjectName(u"actionShowGame"_s);
    gameTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_6));
    QAction *rulesTabAction = viewMenu->addAction(tr("&Rules"), this, [this] {
        showRules();
        focusMainField();
    });
    rulesTabAction->setObjectName(u"actionShowRules"_s);
    rulesTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_7));
    viewMenu->addSeparator();
    viewMenu->addAction(m_cardBrowser->includeFanAction());
    QMenu *sortMenu = viewMenu->addMenu(tr("&Sort Cards By"));
    sortMenu->setObjectName(u"menuSortCards"_s);
    sortMenu->addActions(m_cardBrowser->sortActions());

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    // F1: the page of the field with the keyboard (its "inwoHelp" property, or the nearest
    // around it), else the page of the tab in view.
    QAction *contextHelpAction = helpMenu->addAction(tr("Help on &This Tab"), this, [this] {
        QWidget *page = m_tabs->currentWidget();
        const QString target = helpTargetOfFocus(page);
        showHelpPage(!target.isEmpty() ? target : helpPageOfTab(page));
    });
    contextHelpAction->setObjectName(u"actionContextHelp"_s);
    contextHelpAction->setShortcut(QKeySequence(Qt::Key_F1));
    contextHelpAction->setStatusTip(tr("The help for the tab and the field you are in"));
    QAction *contentsAction =
        helpMenu->addAction(tr("&Contents"), this, &MainWindow::showHelpContents);
    contentsAction->setObjectName(u"actionHelpContents"_s);
    QAction *searchHelpAction =
        helpMenu->addAction(tr("&Search Syntax"), this, &MainWindow::showSearchHelp);
    searchHelpAction->setObjectName(u"actionSearchSyntax"_s);
    searchHelpAction->setStatusTip(tr("How to write card search queries"));
    helpMenu->addSeparator();
    QAction *aboutAction =
        helpMenu->addAction(tr("&About INWO Assistant"), this, &MainWindow::showAbout);
    aboutAction->setObjectName(u"actionAbout"_s);
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQtAction = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::saveSettings() const
{
    QSettings settings; // one file write for the window and its tabs
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState());
    m_cardBrowser->saveSettings(settings);
    // A tab never opened keeps the settings it had.
    if (m_deckEditor)
        m_deckEditor->saveSettings(settings);
    if (m_adjudicator)
        m_adjudicator->saveSettings(settings);
    if (m_table)
        m_table->saveSettings(settings);
    if (m_timeline)
        m_timeline->saveSettings(settings);
    if (m_game)
        m_game->saveSettings(settings);
    if (m_rules)
        m_rules->saveSettings(settings);
}

void MainWindow::showAdjudicator()
{
    m_tabs->setCurrentWidget(m_adjudicatorPage);
}

void MainWindow::showTable()
{
    m_tabs->setCurrentWidget(m_tablePage);
}

void MainWindow::showTimeline()
{
    m_tabs->setCurrentWidget(m_timelinePage);
}

void MainWindow::showGame()
{
    m_tabs->setCurrentWidget(m_gamePage);
}

void MainWindow::showRules()
{
    m_tabs->setCurrentWidget(m_rulesPage);
}

void MainWindow::showDeckEditor()
{
    m_tabs->setCurrentWidget(m_deckPage);
}

void MainWindow::focusMainField()
{
    QWidget *page = m_tabs->currentWidget();
    if (page == m_adjudicatorPage)
        adjudicator()->focusMainField();
    else if (page == m_deckPage)
        deckEditor()->focusMainField();
    else if (page == m_tablePage)
        tableWidget()->focusMainField();
    else if (page == m_timelinePage)
        timelineWidget()->focusMainField();
    else if (page == m_gamePage)
        gameWidget()->focusMainField();
    else if (page == m_rulesPage)
        rulesWidget()->focusMainField();
    else
        m_cardBrowser->focusSearchField();
}

void MainWindow::updateDeckActions()
{
    const bool deckTab = m_tabs->currentWidget() == m_deckPage;
    for (QAction *action : std::as_const(m_deckTabActions))
        action->setEnabled(deckTab);
    // Open and Save act on what the tab in view holds: the table or the timeline there, the deck
    // elsewhere; New is the timeline's on its tab, the table's elsewhere.
    const bool tableTab = m_tabs->currentWidget() == m_tablePage;
    const bool timelineTab = m_tabs->currentWidget() == m_timelinePage;
    const bool gameTab = m_tabs->currentWidget() == m_gamePage;
    const bool deckKeys = !tableTab && !timelineTab && !gameTab;
    const auto keys = [](bool has, QKeySequence::StandardKey key) {
        return has ? QKeySequence(key) : QKeySequence();
    };
    m_openDeckAction->setShortcut(keys(deckKeys, QKeySequence::Open));
    m_saveDeckAction->setShortcut(keys(deckKeys, QKeySequence::Save));
    m_openTableAction->setShortcut(keys(tableTab, QKeySequence::Open));
    m_saveTableAction->setShortcut(keys(tableTab, QKeySequence::Save));
    // Ctrl+Shift+S by name: QKeySequence::SaveAs has no key on some desktops.
    const QKeySequence saveAs(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    m_saveTableAsAction->setShortcut(tableTab ? saveAs : QKeySequence());
    m_newTableAction->setShortcut(timelineTab || gameTab ? QKeySequence()
                                                         : QKeySequence(Qt::CTRL | Qt::Key_N));
    m_newTimelineAction->setShortcut(timelineTab ? QKeySequence(Qt::CTRL | Qt::Key_N)
                                                 : QKeySequence());
    m_openTimelineAction->setShortcut(keys(timelineTab, QKeySequence::Open));
    m_saveTimelineAction->setShortcut(keys(timelineTab, QKeySequence::Save));
    m_saveTimelineAsAction->setShortcut(timelineTab ? saveAs : QKeySequence());
    m_newGameAction->setShortcut(gameTab ? QKeySequence(Qt::CTRL | Qt::Key_N) : QKeySequence());
    m_openGameAction->setShortcut(keys(gameTab, QKeySequence::Open));
}

void MainWindow::updateWindowTitle()
{
    if (m_table && m_tabs->currentWidget() == m_tablePage) {
        setWindowTitle(tr("%1[*] — INWO Assistant").arg(m_table->document()->displayName()));
        setWindowModified(m_table->isModified());
        return;
    }
    if (m_timeline && m_tabs->currentWidget() == m_timelinePage) {
        setWindowTitle(tr("%1[*] — INWO Assistant").arg(m_timeline->document()->displayName()));
        setWindowModified(m_timeline->isModified());
        return;
    }
    if (m_game && m_tabs->currentWidget() == m_gamePage) {
        // A game is stored event by event: never unsaved.
        setWindowTitle(m_game->document()->hasGame()
                           ? tr("%1[*] — INWO Assistant").arg(m_game->document()->name())
                           : tr("INWO Assistant[*]"));
        setWindowModified(false);
        return;
    }
    const DeckDocument *document = m_deckEditor ? m_deckEditor->document() : nullptr;
    if (document && m_tabs->currentWidget() == m_deckPage)
        setWindowTitle(tr("%1[*] — INWO Assistant").arg(document->displayName()));
    else
        setWindowTitle(tr("INWO Assistant[*]"));
    setWindowModified(document && document->isModified());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Unsaved deck changes are saved, discarded, or keep the window open.
    if (m_deckEditor && !m_deckEditor->settleUnsavedChanges()) {
        event->ignore();
        return;
    }
    if (m_adjudicator && m_adjudicator->isModified() && m_asksAboutScenario) {
        showAdjudicator();
        if (!m_adjudicator->settleUnsavedChanges()) {
            event->ignore();
            return;
        }
    }
    if (m_table && m_table->isModified() && m_asksAboutScenario) {
        showTable();
        if (!m_table->settleUnsavedChanges()) {
            event->ignore();
            return;
        }
    }
    if (m_timeline && m_timeline->isModified() && m_asksAboutScenario) {
        showTimeline();
        if (!m_timeline->settleUnsavedChanges()) {
            event->ignore();
            return;
        }
    }
    if (m_savesSettingsOnClose)
        saveSettings();
    if (m_helpViewer)
        m_helpViewer->close();
    event->accept();
}

void MainWindow::importLackeyFolder()
{
    QSettings settings;
    QString start = settings.value(lastImportFolderKey).toString();
    if (start.isEmpty())
        start = QStandardPaths::writableLocation(QStandardPaths::HomeLocation);
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Choose Your LackeyCCG INWO Plugin Folder"), start);
    if (folder.isEmpty())
        return;
    settings.setValue(lastImportFolderKey, folder);

    LackeyImportRunner runner(m_database, this);
    if (runner.run(folder) == LackeyImportRunner::Outcome::Imported) {
        m_cardBrowser->refresh();
        refreshCardsInTabs();
    }
}

void MainWindow::refreshCardsInTabs()
{
    if (m_deckEditor)
        m_deckEditor->refreshCards();
    if (m_adjudicator)
        m_adjudicator->refreshCards();
    if (m_table)
        m_table->refreshCards();
    if (m_timeline)
        m_timeline->refreshCards();
    if (m_game)
        m_game->refreshCards();
}

void MainWindow::confirmCardAbilities()
{
    AbilityConfirmationsDialog dialog(m_database, this);
    dialog.exec();
    if (dialog.hasChanged())
        refreshCardsInTabs();
}

// A tab's message in the status bar, only while that tab is in front: a tab working in the
// background (a timeline opened from the Rules tab) does not speak over the one in view.
void MainWindow::showTabMessage(const QWidget *page, const QString &message)
{
    if (m_tabs->currentWidget() == page)
        statusBar()->showMessage(message, 10000);
}

void MainWindow::showHelpPage(const QString &page)
{
    if (!m_helpViewer)
        m_helpViewer = new HelpViewer(this);
    m_helpViewer->showPage(page);
}

QString MainWindow::helpPageOfTab(const QWidget *page) const
{
    if (page == m_cardBrowser)
        return u"search.md"_s;
    if (page == m_deckPage)
        return u"decks.md"_s;
    if (page == m_adjudicatorPage)
        return u"adjudicator.md"_s;
    if (page == m_tablePage)
        return u"table.md"_s;
    if (page == m_timelinePage)
        return u"timeline.md"_s;
    if (page == m_gamePage)
        return u"game.md"_s;
    if (isRulesTab(page))
        return u"rules.md"_s;
    const QString own = page ? page->property(helpProperty).toString() : QString();
    return own.isEmpty() ? u"index.md"_s : own;
}

void MainWindow::showHelpContents()
{
    showHelpPage(u"index.md"_s);
}

void MainWindow::showSearchHelp()
{
    showHelpPage(u"search.md"_s);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About INWO Assistant"),
        tr("<h3>INWO Assistant %4</h3>"
           "<p>A desktop companion for players of the card game <i>Illuminati: New World "
           "Order</i>.</p>"
           "<p>Card database: %1<br>Cards: %L2</p>"
           "<p>INWO Assistant is a fan project, not affiliated with Steve Jackson Games. Card "
           "texts and images are never bundled; you can import them from your own LackeyCCG "
           "plugin folder.</p>"
           "<p>Built with Qt %3.</p>")
            .arg(QDir::toNativeSeparators(m_database.path()).toHtmlEscaped())
            .arg(m_database.cardCount())
            .arg(QString::fromLatin1(qVersion()), QCoreApplication::applicationVersion()));
}

} // namespace inwo
