#include "gamewidget.h"

#include "adjudicator/cardnamecompleter.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "common/colours.h"
#include "common/startfolder.h"
#include "common/statuscolours.h"
#include "common/textinput.h"
#include "common/wheelguard.h"
#include "gameboard.h"
#include "gamechange.h"
#include "gamedocument.h"
#include "gameevents.h"
#include "gamelogmodel.h"
#include "gameplayersmodel.h"
#include "livegame.h"
#include "opengamedialog.h"
#include "recordattackdialog.h"
#include "rules/factrender.h"
#include "rules/rulelinks.h"
#include "rules/rulesetprofile.h"
#include "table/attacklist.h"
#include "table/attacklistmodel.h"
#include "table/goals.h"
#include "table/powerstructuremodel.h"
#include "table/tablefactmodel.h"
#include "table/tablestats.h"
#include "table/tabletext.h"
#include "table/tablewidget.h"
#include "timeline/tableevents.h"
#include "timeline/timelinetext.h"
#include "userabilities.h"
#include "wrappingdelegate.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The message label's property saying its message is a refusal.
constexpr char refusedProperty[] = "inwoRefused";

// A refusal in the status colour of a refusal, any other message as the window's text.
void colourMessage(QLabel *message)
{
    QPalette palette;
    if (message->property(refusedProperty).toBool())
        palette.setColor(QPalette::WindowText, StatusColours::text(StatusTone::Bad));
    message->setPalette(palette);
}

} // namespace

namespace {

const QString settingsGroup = u"game"_s;
const QString splitterKey = u"splitter"_s;
const QString leftSplitterKey = u"leftSplitter"_s;
const QString treeKey = u"tree"_s;
const QString lastFolderKey = u"game/lastFolder"_s;

// A push button that triggers `action` and follows its text and state.
QPushButton *buttonFor(QAction *action, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(action->text(), parent);
    button->setObjectName(name);
    button->setAutoDefault(false);
    button->setToolTip(action->toolTip());
    button->setEnabled(action->isEnabled());
    QObject::connect(button, &QPushButton::clicked, action, &QAction::trigger);
    QObject::connect(action, &QAction::changed, button, [button, action] {
        button->setEnabled(action->isEnabled());
        button->setText(action->text());
    });
    return button;
}

QPushButton *plainButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(name);
    button->setAutoDefault(false);
    return button;
}

// Puts `form` and OK/Cancel in `dialog`, at least 360 pixels wide, and runs it: true on OK.
bool runFormDialog(QDialog &dialog, QFormLayout *form, const QString &okText = {})
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    if (!okText.isEmpty())
        buttons->button(QDialogButtonBox::Ok)->setText(okText);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    dialog.resize(std::max(dialog.sizeHint().width(), 360), dialog.sizeHint().height());
    return dialog.exec() == QDialog::Accepted;
}

QComboBox *playerCombo(const Position &table, const QString &current, QWidget *parent,
                       bool withEliminated = false)
{
    auto *combo = new QComboBox(parent);
    for (const TablePlayer &player : table.players) {
        if (withEliminated || !player.eliminated)
            combo->addItem(player.name, player.name);
    }
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
    return combo;
}

// The cards a group can go under: every Illuminati and group of `player` (of everyone when
// empty), but `moving` and what hangs below it.
void fillMasters(QComboBox *combo, const Position &table, const QString &player,
                 const InstanceId &moving)
{
    const QString current = combo->currentData().toString();
    combo->clear();
    for (const TablePlayer &seated : table.players) {
        if ((!player.isEmpty() && seated.name != player) || seated.eliminated)
            continue;
        const auto offer = [&](const TableCard &master) {
            if (moving.isEmpty() || !GameEvents::isBelow(table, master.id, moving))
                combo->addItem(QCoreApplication::translate("inwo::GameWidget", "%1: %2")
                                   .arg(seated.name, master.card),
                               master.id.value);
        };
        offer(seated.illuminati);
        std::for_each(seated.groups.begin(), seated.groups.end(), offer);
    }
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

void fillArrows(QComboBox *combo, const Position &table, const CardRepository &cards,
                const InstanceId &master, const InstanceId &moving)
{
    combo->clear();
    // Where the group hangs now is no move.
    const TableCard *now = table.card(moving);
    for (const int arrow : GameEvents::freeArrows(table, cards, master, moving)) {
        if (now && now->master == master && now->arrow == arrow)
            continue;
        combo->addItem(QCoreApplication::translate("inwo::GameWidget", "Arrow %1").arg(arrow + 1),
                       arrow);
    }
}

} // namespace

GameWidget::GameWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database), m_document(new GameDocument(database, this))
{
    m_groupNames = new QStringListModel(this);
    m_plotNames = new QStringListModel(this);
    m_goalNames = new QStringListModel(this);
    m_structureModel = new PowerStructureModel(this);
    m_playersModel = new GamePlayersModel(this);
    m_logModel = new GameLogModel(this);
    m_goalsModel = new TableFactModel(this);
    m_attackModel = new AttackListModel(this);
    m_boardScene = new GameBoardScene(this);
    createActions();

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(u"gamePages"_s);
    m_pages->addWidget(createEmptyPage());
    m_pages->addWidget(createGamePage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_pages);

    QSettings settings;
    settings.beginGroup(settingsGroup);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({600, 420});
    if (!m_leftSplitter->restoreState(settings.value(leftSplitterKey).toByteArray()))
        m_leftSplitter->setSizes({1000, 170});
    m_treeToggle->setChecked(settings.value(treeKey, false).toBool());
    settings.endGroup();

    WheelGuard::guardAllIn(this);

    connect(m_document, &GameDocument::changed, this, &GameWidget::documentChanged);
    connect(m_document, &GameDocument::problem, this,
            [this](const QString &problem) { showMessage(problem, true); });
    // A message about the last event goes once the game moves on by undo or redo.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!m_document->isSyncing())
            showMessage(QString());
    });
    refresh(GameChange::reset());
}

GameWidget::~GameWidget()
{
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
    disconnect(m_document, nullptr, this, nullptr);
}

// The tab's Alt keys (P, U, S, R, K, M, I, W, Y, G, O, N) leave alone those of the menus (F, E,
// T, V, H) and of the tabs (C, D, A, B, L); what has none is in a menu (the card's and the
// player's, also on the context menu key) or is reached by Tab.
void GameWidget::createActions()
{
    const auto action = [this](const QString &text, const QString &name, const QString &tip,
                               void (GameWidget::*slot)()) {
        auto *result = new QAction(text, this);
        result->setObjectName(name);
        result->setToolTip(tip);
        result->setStatusTip(tip);
        connect(result, &QAction::triggered, this, slot);
        return result;
    };
    m_nextPhaseAction =
        action(tr("Next &Phase"), u"actionNextPhase"_s,
               tr("The turn moves on to its next phase (Ctrl+Shift+P)"), &GameWidget::nextPhase);
    m_nextPhaseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_nextTurnAction =
        action(tr("Next T&urn"), u"actionNextTurn"_s,
               tr("The next player's turn begins (Ctrl+Shift+T)"), &GameWidget::nextTurn);
    m_nextTurnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    for (QAction *turn : {m_nextPhaseAction, m_nextTurnAction}) {
        turn->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(turn);
    }
    m_spendAction = action(tr("&Spend Token"), u"actionSpendToken"_s,
                           tr("The selected card spends an Action token on an action (Space)"),
                           &GameWidget::spendToken);
    m_refreshAction =
        action(tr("&Refresh Token"), u"actionRefreshToken"_s,
               tr("Give the selected card back a token it spent: a referee's correction "
                  "(Shift+Space)"),
               &GameWidget::refreshToken);
    m_attackAction = action(tr("Attac&k…"), u"actionAttack"_s,
                            tr("Record an attack by or on the selected card, with its dice"),
                            &GameWidget::attackWithSelected);
    m_moveAction = action(tr("&Move…"), u"actionMove"_s,
                          tr("Move the selected group (with its puppets) to a free arrow"),
                          &GameWidget::moveSelected);
    m_captureAction = action(tr("&Capture…"), u"actionCapture"_s,
                             tr("A card's effect gives a player the selected group"),
                             &GameWidget::captureSelected);
    m_destroyAction =
        action(tr("&Destroy…"), u"actionDestroy"_s,
               tr("A card's effect destroys the selected group"), &GameWidget::destroySelected);
    m_devastateAction = action(tr("De&vastate"), u"actionDevastate"_s,
                               tr("Put devastation on the selected Place, or remove it"),
                               &GameWidget::toggleDevastation);
    m_drawPlotAction = action(tr("Dra&w Plot"), u"actionDrawPlot"_s,
                              tr("The selected player draws a Plot card"), &GameWidget::drawPlot);
    m_drawGroupAction =
        action(tr("Draw a &Group…"), u"actionDrawGroup"_s,
               tr("The selected player draws a Group card into his hand"), &GameWidget::drawGroup);
    m_drawGoalAction = action(tr("Draw a G&oal Card…"), u"actionDrawGoal"_s,
                              tr("The selected player draws a Goal card"), &GameWidget::drawGoal);
    m_exposeAction =
        action(tr("&Expose a Plot…"), u"actionExpose"_s,
               tr("The selected player shows one of his hidden Plots"), &GameWidget::exposePlot);
    m_discardAction = action(tr("D&iscard or Give…"), u"actionDiscard"_s,
                             tr("A Plot, Goal card or Group card leaves the selected player's "
                                "hand"),
                             &GameWidget::discardFromHand);
    m_claimAction = action(tr("&Claim Victory"), u"actionClaim"_s,
                           tr("The selected player claims victory; the game judges it on the "
                              "goals"),
                           &GameWidget::claimVictory);
    m_eliminateAction =
        action(tr("E&liminate…"), u"actionEliminate"_s,
               tr("The selected player is out of the game"), &GameWidget::eliminatePlayer);

    m_cardMenu = new QMenu(this);
    m_cardMenu->setObjectName(u"gameCardMenu"_s);
    m_cardMenu->addActions({m_spendAction, m_refreshAction});
    m_cardMenu->addSeparator();
    m_cardMenu->addActions(
        {m_attackAction, m_moveAction, m_captureAction, m_destroyAction, m_devastateAction});
    m_playerMenu = new QMenu(this);
    m_playerMenu->setObjectName(u"gamePlayerMenu"_s);
    m_playerMenu->addActions({m_drawPlotAction, m_drawGroupAction, m_drawGoalAction});
    m_playerMenu->addSeparator();
    m_playerMenu->addActions({m_exposeAction, m_discardAction});
    m_playerMenu->addSeparator();
    m_playerMenu->addActions({m_claimAction, m_eliminateAction});
}

QWidget *GameWidget::createEmptyPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"gameEmptyPage"_s);

    m_resumeBar = new QFrame(page);
    m_resumeBar->setObjectName(u"gameResumeBar"_s);
    static_cast<QFrame *>(m_resumeBar)->setFrameShape(QFrame::StyledPanel);
    m_resumeText = new QLabel(m_resumeBar);
    m_resumeText->setWordWrap(true);
    QPushButton *resume = plainButton(tr("&Resume"), u"gameResumeButton"_s, m_resumeBar);
    resume->setToolTip(tr("Open the game where it was left"));
    connect(resume, &QPushButton::clicked, this, [this] {
        QString error;
        if (m_resumeId != 0 && !openGame(m_resumeId, &error))
            QMessageBox::warning(this, tr("Resume a Game"), error);
    });
    auto *barLayout = new QHBoxLayout(m_resumeBar);
    barLayout->addWidget(m_resumeText, 1);
    barLayout->addWidget(resume);
    m_resumeBar->hide();

    auto *intro = new QLabel(tr("<p><b>No game is open.</b></p><p>A game follows a real table "
                                "turn by turn: every draw, token, attack and phase is an event, "
                                "checked by the rules and saved at once, so nothing is lost and "
                                "any event can be undone.</p>"),
                             page);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    QPushButton *start = plainButton(tr("Start a &New Game…"), u"gameNewButton"_s, page);
    start->setToolTip(tr("From the Table tab's table or a position file (Ctrl+N)"));
    QPushButton *open = plainButton(tr("&Open a Saved Game…"), u"gameOpenButton"_s, page);
    open->setToolTip(tr("One of the games in your database (Ctrl+O)"));
    connect(start, &QPushButton::clicked, this, &GameWidget::newGame);
    connect(open, &QPushButton::clicked, this, &GameWidget::openGameDialog);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(start);
    buttons->addWidget(open);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_resumeBar);
    layout->addWidget(intro);
    layout->addLayout(buttons);
    layout->addStretch(1);
    return page;
}

QWidget *GameWidget::createGamePage()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"gamePage"_s);

    m_leftSplitter = new QSplitter(Qt::Vertical, page);
    m_leftSplitter->setObjectName(u"gameLeftSplitter"_s);
    m_leftSplitter->setChildrenCollapsible(false);
    m_leftSplitter->addWidget(createStructures());
    m_leftSplitter->addWidget(createPlayers());
    m_leftSplitter->setStretchFactor(0, 4);
    m_leftSplitter->setStretchFactor(1, 1);

    m_sideTabs = new QTabWidget(page);
    m_sideTabs->setObjectName(u"gameSideTabs"_s);
    m_sideTabs->addTab(createLog(), tr("L&og"));
    m_sideTabs->addTab(createGoals(), tr("&Goals"));
    m_sideTabs->addTab(createAttacks(), tr("What ca&n I attack"));
    // A side tab chosen (its Alt key, a click) takes the keyboard to its list.
    connect(m_sideTabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (!isVisible())
            return;
        QWidget *list = tab == 0   ? static_cast<QWidget *>(m_logView)
                        : tab == 1 ? static_cast<QWidget *>(m_goalsView)
                                   : static_cast<QWidget *>(m_attackView);
        list->setFocus(Qt::TabFocusReason);
    });

    m_splitter = new QSplitter(Qt::Horizontal, page);
    m_splitter->setObjectName(u"gameSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_leftSplitter);
    m_splitter->addWidget(m_sideTabs);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createTurnBar());
    layout->addWidget(m_splitter, 1);
    return page;
}

QWidget *GameWidget::createTurnBar()
{
    auto *bar = new QWidget(this);
    bar->setObjectName(u"gameTurnBar"_s);
    m_turnLabel = new QLabel(bar);
    m_turnLabel->setObjectName(u"gameTurnLabel"_s);
    QFont bold = m_turnLabel->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_turnLabel->setFont(bold);
    m_gameName = new QLabel(bar);
    m_gameName->setObjectName(u"gameNameLabel"_s);
    QPalette secondary = m_gameName->palette();
    secondary.setColor(QPalette::WindowText, secondaryText(palette()));
    m_gameName->setPalette(secondary);
    m_gameName->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message = new QLabel(bar);
    m_message->setObjectName(u"gameMessage"_s);
    followPalette(m_message, [this] { colourMessage(m_message); });
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_turnLabel);
    row->addSpacing(12);
    row->addWidget(buttonFor(m_nextPhaseAction, u"nextPhaseButton"_s, bar));
    row->addWidget(buttonFor(m_nextTurnAction, u"nextTurnButton"_s, bar));
    row->addStretch(1);
    row->addWidget(m_gameName);
    auto *layout = new QVBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addLayout(row);
    layout->addWidget(m_message);
    return bar;
}

QWidget *GameWidget::createStructures()
{
    auto *box = new QWidget(this);
    box->setObjectName(u"gameStructures"_s);

    m_boardView = new GameBoardView(m_boardScene, box);
    m_boardView->setObjectName(u"gameBoardView"_s);
    m_boardView->setProperty("inwoHelp", u"game.md#the-game-tab"_s); // F1
    m_structureView = new QTreeView(box);
    m_structureView->setObjectName(u"gameStructureView"_s);
    m_structureView->setModel(m_structureModel);
    m_structureView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_structureView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_structureView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_structureView->setUniformRowHeights(true);
    m_structureView->setAlternatingRowColors(true);
    m_structureView->setIndentation(16);
    m_structureView->setAllColumnsShowFocus(true);
    m_structureView->header()->resizeSection(
        PowerStructureModel::NameColumn,
        m_structureView->fontMetrics().horizontalAdvance(u"Multinational Oil Companies"_s) + 48);
    for (const int column :
         {int(PowerStructureModel::ArrowColumn), int(PowerStructureModel::PowerColumn),
          int(PowerStructureModel::ResistanceColumn), int(PowerStructureModel::TokensColumn)})
        m_structureView->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_structurePages = new QStackedWidget(box);
    m_structurePages->addWidget(m_boardView);
    m_structurePages->addWidget(m_structureView);

    // The card's keys where the keyboard is on the cards, and its menu on the menu key.
    for (QWidget *view : std::initializer_list<QWidget *>{m_boardView, m_structureView}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &at) {
            if (!m_selected.isEmpty())
                m_cardMenu->popup(view->mapToGlobal(at));
        });
    }
    m_spendAction->setShortcut(QKeySequence(Qt::Key_Space));
    m_refreshAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Space));
    for (QAction *key : {m_spendAction, m_refreshAction}) {
        key->setShortcutContext(Qt::WidgetShortcut);
        m_boardView->addAction(key);
        m_structureView->addAction(key);
    }

    connect(m_boardScene, &GameBoardScene::cardSelected, this, &GameWidget::selectionChanged);
    connect(m_boardScene, &GameBoardScene::tokenClicked, this,
            [this](const InstanceId &id, bool spent) {
                selectCard(id);
                if (spent)
                    refreshToken();
                else
                    spendToken();
            });
    connect(m_boardScene, &GameBoardScene::moveRequested, this,
            [this](const InstanceId &group, const InstanceId &master, int arrow) {
                play(GameEvents::move(m_document->table(), group, master, arrow),
                     tr("Move %1").arg(cardName(group)));
            });
    connect(m_boardScene, &GameBoardScene::cardActivated, this, [this](const InstanceId &id) {
        selectCard(id);
        m_cardMenu->popup(QCursor::pos());
    });
    connect(m_structureView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (!m_updating)
                    selectionChanged(m_structureModel->idAt(current));
            });

    m_treeToggle = new QCheckBox(tr("Tree v&iew"), box);
    m_treeToggle->setObjectName(u"gameTreeToggle"_s);
    m_treeToggle->setToolTip(tr("The Power Structures as a tree with every number, instead of "
                                "cards"));
    connect(m_treeToggle, &QCheckBox::toggled, this, [this](bool tree) {
        // The keyboard goes with the cards when it was on them or on the toggle (its Alt key).
        const bool focused =
            m_boardView->hasFocus() || m_structureView->hasFocus() || m_treeToggle->hasFocus();
        m_structurePages->setCurrentIndex(tree ? 1 : 0);
        if (focused)
            focusMainField();
    });

    auto *more = new QToolButton(box);
    more->setObjectName(u"gameCardMoreButton"_s);
    more->setText(tr("More"));
    more->setToolTip(tr("Every action on the selected card (also on the context menu key)"));
    more->setPopupMode(QToolButton::InstantPopup);
    more->setMenu(m_cardMenu);
    // Two rows: in one the German buttons made the hidden game page, and with it the tab, wider
    // than a 1024-pixel window.
    auto *actions = new QHBoxLayout;
    actions->addWidget(buttonFor(m_spendAction, u"spendTokenButton"_s, box));
    actions->addWidget(buttonFor(m_refreshAction, u"refreshTokenButton"_s, box));
    actions->addWidget(buttonFor(m_attackAction, u"attackButton"_s, box));
    actions->addWidget(buttonFor(m_moveAction, u"moveButton"_s, box));
    actions->addStretch(1);
    auto *moreActions = new QHBoxLayout;
    moreActions->addWidget(more);
    moreActions->addStretch(1);
    moreActions->addWidget(m_treeToggle);

    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_structurePages, 1);
    layout->addLayout(actions);
    layout->addLayout(moreActions);
    return box;
}

QWidget *GameWidget::createPlayers()
{
    auto *box = new QWidget(this);
    box->setObjectName(u"gamePlayers"_s);
    m_playersView = new QTableView(box);
    m_playersView->setObjectName(u"gamePlayersView"_s);
    m_playersView->setAccessibleName(tr("Players"));
    m_playersView->setModel(m_playersModel);
    m_playersView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_playersView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_playersView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_playersView->setWordWrap(false);
    m_playersView->setShowGrid(false);
    m_playersView->setAlternatingRowColors(true);
    m_playersView->setTabKeyNavigation(false);
    m_playersView->verticalHeader()->hide();
    m_playersView->verticalHeader()->setDefaultSectionSize(m_playersView->fontMetrics().height() +
                                                           8);
    QHeaderView *header = m_playersView->horizontalHeader();
    header->setHighlightSections(false);
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(GamePlayersModel::ExposedColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(GamePlayersModel::HandColumn, QHeaderView::Stretch);
    connect(m_playersView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { updateActions(); });
    m_playersView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_playersView, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        m_playerMenu->popup(m_playersView->viewport()->mapToGlobal(at));
    });

    auto *menuButton = new QToolButton(box);
    menuButton->setObjectName(u"gamePlayerMenuButton"_s);
    menuButton->setText(tr("Pla&yer"));
    menuButton->setToolTip(tr("Draws, discards, Plots shown, victory and elimination of the "
                              "selected player"));
    menuButton->setPopupMode(QToolButton::InstantPopup);
    menuButton->setMenu(m_playerMenu);
    auto *actions = new QHBoxLayout;
    actions->addWidget(buttonFor(m_drawPlotAction, u"drawPlotButton"_s, box));
    actions->addWidget(menuButton);
    actions->addStretch(1);

    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_playersView, 1);
    layout->addLayout(actions);
    m_playersView->setMinimumHeight(m_playersView->horizontalHeader()->sizeHint().height() +
                                    2 * m_playersView->verticalHeader()->defaultSectionSize() +
                                    2 * m_playersView->frameWidth());
    return box;
}

QWidget *GameWidget::createLog()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"gameLogPage"_s);
    m_logView = new QTreeView(page);
    m_logView->setObjectName(u"gameLogView"_s);
    m_logView->setAccessibleName(tr("Events of the game"));
    m_logView->setProperty("inwoHelp", u"game.md#events"_s); // F1
    m_logView->setModel(m_logModel);
    RuleLinks::attach(m_logView, RuleLinks::fromRole(GameLogModel::RuleRole),
                      [this](RuleId rule) { emit ruleRequested(rule); });
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Whole lines, wrapped: the log is what a dispute is settled by.
    m_logView->setItemDelegate(new WrappingDelegate(m_logView, GameLogModel::EventColumn));
    m_logView->setIndentation(14);
    QHeaderView *header = m_logView->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(GameLogModel::EventColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(GameLogModel::StatusColumn, QHeaderView::Interactive);
    header->resizeSection(GameLogModel::StatusColumn,
                          m_logView->fontMetrics().horizontalAdvance(u"Effective (R150)"_s) + 24);

    // The log follows the last event while it is in view: also when its rows grow as they are
    // measured for their wrapped lines.
    QScrollBar *scroll = m_logView->verticalScrollBar();
    connect(scroll, &QScrollBar::valueChanged, this,
            [this, scroll](int value) { m_logFollows = value >= scroll->maximum(); });
    connect(scroll, &QScrollBar::rangeChanged, this, [this, scroll](int, int maximum) {
        if (m_logFollows)
            scroll->setValue(maximum);
    });
    auto *undo = plainButton(tr("Undo"), u"gameUndoButton"_s, page);
    undo->setToolTip(tr("Take back the last event (Ctrl+Z)"));
    auto *redo = plainButton(tr("Redo"), u"gameRedoButton"_s, page);
    redo->setToolTip(tr("Play the event taken back again (Ctrl+Shift+Z)"));
    connect(undo, &QPushButton::clicked, m_document->undoStack(), &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, m_document->undoStack(), &QUndoStack::redo);
    connect(m_document->undoStack(), &QUndoStack::canUndoChanged, undo, &QWidget::setEnabled);
    connect(m_document->undoStack(), &QUndoStack::canRedoChanged, redo, &QWidget::setEnabled);
    undo->setEnabled(false);
    redo->setEnabled(false);
    // What the buttons cannot say, the referee corrects on the Table tab.
    auto *referee = new QToolButton(page);
    referee->setObjectName(u"gameRefereeButton"_s);
    referee->setText(tr("Referee"));
    referee->setToolTip(tr("Correct the table by hand on the Table tab"));
    referee->setPopupMode(QToolButton::InstantPopup);
    auto *refereeMenu = new QMenu(referee);
    QAction *edit = refereeMenu->addAction(tr("&Edit the Table on the Table Tab"), this,
                                           &GameWidget::editOnTableTab);
    edit->setObjectName(u"actionEditOnTableTab"_s);
    edit->setStatusTip(tr("Put the game's table on the Table tab, to correct it there"));
    QAction *correct = refereeMenu->addAction(tr("&Correct from the Table Tab…"), this,
                                              &GameWidget::correctFromTableTab);
    correct->setObjectName(u"actionCorrectFromTableTab"_s);
    correct->setStatusTip(tr("The table becomes the Table tab's, as a referee's correction"));
    referee->setMenu(refereeMenu);
    auto *apply = plainButton(tr("Apply Timeline…"), u"gameApplyTimelineButton"_s, page);
    apply->setToolTip(tr("Play the Timeline tab's plays on the game, one event each, up to the "
                         "first the rules refuse"));
    connect(apply, &QPushButton::clicked, this, &GameWidget::applyTimelineTab);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    buttons->addStretch(1);
    buttons->addWidget(referee);
    buttons->addWidget(apply);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_logView, 1);
    layout->addLayout(buttons);
    return page;
}

QWidget *GameWidget::createGoals()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"gameGoalsPage"_s);
    m_goalsView = new QTreeView(page);
    m_goalsView->setObjectName(u"gameGoalsView"_s);
    m_goalsView->setProperty("inwoHelp", u"goals.md#what-counts-for-goals"_s); // F1
    m_goalsView->setModel(m_goalsModel);
    RuleLinks::attach(m_goalsView, RuleLinks::fromRole(TableFactModel::RuleRole),
                      [this](RuleId rule) { emit ruleRequested(rule); });
    m_goalsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_goalsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_goalsView->setItemDelegate(new WrappingDelegate(m_goalsView, TableFactModel::TextColumn));
    m_goalsView->setIndentation(14);
    QHeaderView *header = m_goalsView->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(TableFactModel::TextColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TableFactModel::SourceColumn, QHeaderView::Interactive);
    header->resizeSection(TableFactModel::SourceColumn,
                          m_goalsView->fontMetrics().horizontalAdvance(u"R106 INWO rule"_s));
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_goalsView);
    return page;
}

QWidget *GameWidget::createAttacks()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"gameAttacksPage"_s);
    m_attackPlayerCombo = new QComboBox(page);
    m_attackPlayerCombo->setObjectName(u"gameAttackPlayer"_s);
    m_attackPlayerCombo->setToolTip(tr("The player whose attacks are listed"));
    m_attackPlayerCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_attackPlayerCombo->setMinimumContentsLength(8);
    connect(m_attackPlayerCombo, &QComboBox::activated, this, [this] {
        m_attackPlayer = m_attackPlayerCombo->currentData().toString();
        showAttacks();
    });
    m_showRefused = new QCheckBox(tr("Show refused"), page);
    m_showRefused->setObjectName(u"gameShowRefused"_s);
    m_showRefused->setChecked(false);
    m_attackModel->setShowsRefused(false);
    connect(m_showRefused, &QCheckBox::toggled, this, [this](bool shows) {
        m_attackModel->setShowsRefused(shows);
        showAttacks();
    });
    m_attackSummary = new QLabel(page);
    m_attackSummary->setObjectName(u"gameAttackSummary"_s);
    m_attackSummary->setWordWrap(true);
    QPalette secondary = m_attackSummary->palette();
    secondary.setColor(QPalette::WindowText, secondaryText(palette()));
    m_attackSummary->setPalette(secondary);

    m_attackView = new QTableView(page);
    m_attackView->setObjectName(u"gameAttackView"_s);
    m_attackView->setProperty("inwoHelp", u"game.md#the-game-tab"_s); // F1
    m_attackView->setModel(m_attackModel);
    m_attackView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_attackView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_attackView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Each attack with its aid in full, on as many lines as the pane needs.
    m_attackView->setWordWrap(true);
    m_attackView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The columns share the width: nothing is ever scrolled out of sight to the left, even when
    // selecting a row would scroll to its cell.
    QScrollBar *across = m_attackView->horizontalScrollBar();
    connect(across, &QScrollBar::valueChanged, across, [across](int value) {
        if (value != 0)
            across->setValue(0);
    });
    m_attackView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_attackView->setShowGrid(false);
    m_attackView->setAlternatingRowColors(true);
    m_attackView->setTabKeyNavigation(false);
    m_attackView->verticalHeader()->hide();
    m_attackView->verticalHeader()->setDefaultSectionSize(m_attackView->fontMetrics().height() + 8);
    QHeaderView *header = m_attackView->horizontalHeader();
    header->setHighlightSections(false);
    header->setStretchLastSection(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setTextElideMode(Qt::ElideRight);
    header->setSectionResizeMode(AttackListModel::AttackColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(AttackListModel::ChanceColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AttackListModel::GoalsColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AttackListModel::NotesColumn, QHeaderView::Stretch);
    // The rows measured again for the new widths, once a resize is over.
    auto *measure = new QTimer(m_attackView);
    measure->setSingleShot(true);
    connect(measure, &QTimer::timeout, m_attackView, &QTableView::resizeRowsToContents);
    connect(header, &QHeaderView::sectionResized, measure, qOverload<>(&QTimer::start));
    connect(m_attackView, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { recordAttack(index.row()); });
    auto *record = new QAction(tr("Record This Attack…"), m_attackView);
    record->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    record->setShortcutContext(Qt::WidgetShortcut);
    m_attackView->addAction(record);
    connect(record, &QAction::triggered, this, [this] {
        // A Return meant for an open dialog, delivered before that dialog took the keyboard,
        // never opens a second one.
        if (QApplication::activeModalWidget())
            return;
        if (m_attackView->currentIndex().isValid())
            recordAttack(m_attackView->currentIndex().row());
    });
    auto *adjudicate = new QAction(tr("Open in the Adjudicator"), m_attackView);
    adjudicate->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    adjudicate->setShortcutContext(Qt::WidgetShortcut);
    m_attackView->addAction(adjudicate);
    connect(adjudicate, &QAction::triggered, this, [this] {
        if (m_attackView->currentIndex().isValid())
            openAttack(m_attackView->currentIndex().row());
    });
    auto *recordButton = plainButton(tr("Record…"), u"gameRecordAttackButton"_s, page);
    recordButton->setToolTip(tr("Record the selected attack with its dice (Enter)"));
    connect(recordButton, &QPushButton::clicked, record, &QAction::trigger);
    auto *adjudicateButton = plainButton(tr("Adjudicator"), u"gameAdjudicateButton"_s, page);
    adjudicateButton->setToolTip(
        tr("Open the selected attack in the adjudicator, filled from the table (Ctrl+Enter)"));
    connect(adjudicateButton, &QPushButton::clicked, adjudicate, &QAction::trigger);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_attackPlayerCombo, 1);
    controls->addWidget(m_showRefused);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_attackSummary, 1);
    buttons->addWidget(recordButton);
    buttons->addWidget(adjudicateButton);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(controls);
    layout->addWidget(m_attackView, 1);
    layout->addLayout(buttons);
    setTabOrder(m_attackPlayerCombo, m_showRefused);
    setTabOrder(m_showRefused, m_attackView);
    return page;
}

void GameWidget::saveSettings(QSettings &settings) const
{
    settings.beginGroup(settingsGroup);
    settings.setValue(splitterKey, m_splitter->saveState());
    settings.setValue(leftSplitterKey, m_leftSplitter->saveState());
    settings.setValue(treeKey, m_treeToggle->isChecked());
    settings.endGroup();
}

void GameWidget::showEvent(QShowEvent *event)
{
    ensureNamesLoaded();
    QWidget::showEvent(event);
    m_boardView->fit();
}

void GameWidget::ensureNamesLoaded()
{
    if (m_namesLoaded)
        return;
    m_namesLoaded = true;
    QStringList groups;
    QStringList plots;
    QStringList goals;
    for (const Card &card : m_database.allCards()) {
        if (card.isGroup())
            groups.append(card.name);
        else if (card.type == CardType::Goal)
            goals.append(card.name);
        else if (card.type == CardType::Plot || card.type == CardType::Disaster ||
                 card.type == CardType::Assassination || card.type == CardType::NewWorldOrder)
            plots.append(card.name);
    }
    for (QStringList *names : {&groups, &plots, &goals}) {
        names->sort(Qt::CaseInsensitive);
        names->removeDuplicates();
    }
    m_groupNames->setStringList(groups);
    m_plotNames->setStringList(plots);
    m_goalNames->setStringList(goals);
}

void GameWidget::refreshCards()
{
    m_namesLoaded = false;
    if (isVisible())
        ensureNamesLoaded();
    refresh(GameChange::reset());
}

bool GameWidget::startGame(const QString &name, const Position &position, QString *error)
{
    if (position.players.isEmpty()) {
        if (error)
            *error = tr("A game needs a table with at least one player.");
        return false;
    }
    return m_document->start(name, position, error);
}

bool GameWidget::startFromPositionFile(const QString &path, const QString &name, QString *error)
{
    const CardNameResolver names(m_database);
    const std::optional<Position> read = TableWidget::readPositionFile(path, names, error);
    return read && startGame(name, *read, error);
}

bool GameWidget::openGame(qint64 id, QString *error)
{
    return m_document->open(id, error);
}

void GameWidget::offerResume()
{
    m_resumeId = 0;
    if (!m_document->hasGame()) {
        for (const StoredGameInfo &game : OpenGameDialog::gamesInOrder(m_database)) {
            if (!game.finished) {
                m_resumeId = game.id;
                m_resumeText->setText(withFullStop(
                    tr("An unfinished game is waiting: %1").arg(OpenGameDialog::describe(game))));
                break;
            }
        }
    }
    m_resumeBar->setVisible(m_resumeId != 0);
}

void GameWidget::newGame()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("New Game"));
    auto *name = new QLineEdit(&dialog);
    name->setObjectName(u"newGameName"_s);
    name->setText(tr("Game of %1")
                      .arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat)));
    name->selectAll();
    auto *from = new QComboBox(&dialog);
    from->setObjectName(u"newGameFrom"_s);
    const std::optional<Position> table = m_tablePosition ? m_tablePosition() : std::nullopt;
    if (table)
        from->addItem(tr("The table on the Table tab"), 0);
    from->addItem(tr("A position file…"), 1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("Start &from:"), from);
    if (!runFormDialog(dialog, form, tr("&Start")))
        return;
    QString error;
    const QString chosenName = name->text().trimmed().isEmpty() ? tr("Game") : name->text();
    if (from->currentData().toInt() == 0 && table) {
        if (!startGame(chosenName, *table, &error))
            QMessageBox::warning(this, tr("New Game"), error);
        return;
    }
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QString path = QFileDialog::getOpenFileName(
        this, tr("New Game from a Position File"), folder, tr("Positions (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    if (!startFromPositionFile(path, chosenName, &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

void GameWidget::openGameDialog()
{
    OpenGameDialog dialog(m_database, this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosenGame() == 0)
        return;
    QString error;
    if (!openGame(dialog.chosenGame(), &error))
        QMessageBox::warning(this, tr("Open a Game"), error);
}

void GameWidget::documentChanged(const GameChange &change)
{
    if (change.kind == GameChange::Kind::Reset) {
        m_selected = {};
        m_attackPlayer.clear();
        showMessage(QString());
        emit titleChanged();
    }
    refresh(change);
}

void GameWidget::refresh(const GameChange &change)
{
    if (!m_document->hasGame()) {
        m_pages->setCurrentIndex(0);
        m_logModel->clearLog();
        offerResume();
        updateActions();
        return;
    }
    m_resumeBar->hide();
    const bool wasEmpty = m_pages->currentIndex() == 0;
    m_pages->setCurrentIndex(1);
    if (wasEmpty && isVisible())
        QMetaObject::invokeMethod(this, &GameWidget::focusMainField, Qt::QueuedConnection);
    const Position &table = m_document->table();
    m_updating = true;
    m_gameName->setText(m_document->name());
    showTurn();

    QHash<QString, EffectiveGroup> groups;
    GoalReport goals;
    {
        const TableStats stats(table, m_database, &UserAbilities(m_database).abilities());
        const auto add = [&](const TableCard &card) {
            if (const std::optional<EffectiveGroup> group = stats.group(card.id, StatUse::Play))
                groups.insert(card.id.value, *group);
        };
        for (const TablePlayer &player : table.players) {
            add(player.illuminati);
            std::for_each(player.groups.begin(), player.groups.end(), add);
            std::for_each(player.resources.begin(), player.resources.end(), add);
        }
        std::for_each(table.uncontrolled.begin(), table.uncontrolled.end(), add);
        m_boardScene->showTable(table, stats, m_database);
        if (!table.players.isEmpty())
            goals = evaluateGoals(stats, m_database, bundledGoalRules());
    }
    m_boardView->fit();
    m_structureModel->rebuild(table, groups);
    m_structureView->expandAll();
    // The player actions are for the player whose turn it is when a game opens and whenever the
    // turn or its phase moves on (a resumed game left in Bob's phase acts for Bob); in between, for
    // the row the referee chose.
    const bool turnMoved = change.kind == GameChange::Kind::Reset ||
                           table.turnOf != m_followedTurn || table.phase != m_followedPhase;
    m_followedTurn = table.turnOf;
    m_followedPhase = table.phase;
    const QString player =
        turnMoved ? table.turnOf
                  : m_playersView->currentIndex().data(GamePlayersModel::PlayerRole).toString();
    m_playersModel->showTable(table);
    if (const QModelIndex row = m_playersModel->rowOf(player); row.isValid())
        m_playersView->setCurrentIndex(row);
    m_playersView->setColumnHidden(GamePlayersModel::MoneyColumn,
                                   !profileOf(table.rules).megabucks);
    m_goalsModel->showGoals(goals, table);
    m_goalsView->expandToDepth(0);

    // The selection stays on its card while the card is on the table.
    if (!table.card(m_selected))
        m_selected = {};
    m_boardScene->selectCard(m_selected);
    const QModelIndex index = m_structureModel->indexOf(m_selected);
    m_structureView->setCurrentIndex(m_selected.isEmpty() ? QModelIndex() : index);
    m_updating = false;

    if (change.kind == GameChange::Kind::Reset)
        m_logModel->clearLog();
    if (change.kind == GameChange::Kind::Reset)
        m_logFollows = true;
    m_logModel->showGame(m_document->game(), change.firstEvent);
    for (int row = 0; row < m_logModel->rowCount(); ++row)
        m_logView->expand(m_logModel->index(row, 0));
    if (m_logFollows)
        m_logView->scrollToBottom();

    showAttacks();
    updateActions();
}

void GameWidget::showTurn()
{
    const Position &table = m_document->table();
    QString text = table.turnOf.isEmpty()
                       ? tr("Round %1 · %2").arg(table.round).arg(TableText::name(table.phase))
                       : tr("Round %1 · %2's turn · %3")
                             .arg(table.round)
                             .arg(table.turnOf, TableText::name(table.phase));
    if (!table.winners.isEmpty())
        text = tr("Won by %1").arg(table.winners.join(tr(", ")));
    m_turnLabel->setText(text);
}

void GameWidget::showAttacks()
{
    const Position &table = m_document->table();
    QString player = m_attackPlayer;
    if (!table.player(player))
        player = table.turnOf;
    {
        const QSignalBlocker blocker(m_attackPlayerCombo);
        m_attackPlayerCombo->clear();
        for (const TablePlayer &seated : table.players) {
            if (!seated.eliminated)
                m_attackPlayerCombo->addItem(tr("Attacks of %1").arg(seated.name), seated.name);
        }
        m_attackPlayerCombo->setCurrentIndex(std::max(0, m_attackPlayerCombo->findData(player)));
        player = m_attackPlayerCombo->currentData().toString();
    }
    if (!m_document->hasGame() || !table.player(player)) {
        m_attackModel->setAttacks({}, table);
        m_attackSummary->clear();
        return;
    }
    AttackList attacks =
        attackOptions(table, player, m_database, &UserAbilities(m_database).abilities(),
                      &bundledGoalRules(), AttackOrder::Chance);
    // Rivals' groups first, then the uncontrolled area, then his own hand and groups; each part
    // best chance first, as the list comes.
    const auto place = [&](const AttackOption &option) {
        QString owner;
        if (table.card(option.attack.target, &owner)) {
            if (owner.isEmpty())
                return 1;
            return owner == player ? 3 : 0;
        }
        return 2;
    };
    std::stable_sort(
        attacks.legal.begin(), attacks.legal.end(),
        [&](const AttackOption &a, const AttackOption &b) { return place(a) < place(b); });
    const int selectedRow = m_attackView->currentIndex().row();
    m_attackModel->setAttacks(attacks, table);
    m_attackView->resizeRowsToContents();
    QString summary = tr("%1 legal, %2 refused; Enter records one.")
                          .arg(attacks.legal.size())
                          .arg(attacks.refused.size());
    // The list is what the table allows; the turn allows attacks in one phase only, as the game
    // checks each attack (R150; Plan 28 R172).
    if (const std::optional<TableFact> phase =
            attackPhaseRefusal(table, FactArg::name(tr("An attack now"))))
        summary =
            tr("%1 (%2). %3").arg(renderTableFact(*phase, table), ruleCode(phase->rule), summary);
    m_attackSummary->setText(summary);
    if (m_attackModel->rowCount() > 0)
        m_attackView->selectRow(std::clamp(selectedRow, 0, m_attackModel->rowCount() - 1));
}

void GameWidget::updateActions()
{
    const bool game = m_document->hasGame();
    const bool over = game && !m_document->table().winners.isEmpty();
    const Position &table = m_document->table();
    const BoardCard *card = m_boardScene->card(m_selected);
    const bool inStructure = card && !card->player.isEmpty();
    const bool group = card && (card->kind == BoardCard::Kind::Group ||
                                card->kind == BoardCard::Kind::Uncontrolled);
    m_nextPhaseAction->setEnabled(game && !over && GameEvents::nextPhase(table).has_value());
    m_nextTurnAction->setEnabled(game && !over);
    m_spendAction->setEnabled(inStructure && card->tokens > card->tokensSpent);
    m_refreshAction->setEnabled(inStructure && card->tokensSpent > 0);
    m_attackAction->setEnabled(game && !over && card != nullptr);
    m_moveAction->setEnabled(card && card->kind == BoardCard::Kind::Group);
    m_captureAction->setEnabled(group);
    m_destroyAction->setEnabled(group);
    const TableCard *selected = table.card(m_selected);
    m_devastateAction->setEnabled(selected &&
                                  (selected->type == CardType::Place || selected->devastated));
    m_devastateAction->setText(selected && selected->devastated ? tr("Relie&ve")
                                                                : tr("De&vastate"));
    const QString player = selectedPlayer();
    const TablePlayer *seated = table.player(player);
    const bool active = seated && !seated->eliminated && !over;
    for (QAction *action : {m_drawPlotAction, m_drawGroupAction, m_drawGoalAction, m_exposeAction,
                            m_discardAction, m_claimAction, m_eliminateAction})
        action->setEnabled(active);
    m_exposeAction->setEnabled(active && seated->plotsHidden > 0);
    m_discardAction->setEnabled(active &&
                                (seated->plotsHidden > 0 || !seated->plotsExposed.isEmpty() ||
                                 !seated->goals.isEmpty() || !seated->hand.isEmpty()));
    m_drawPlotAction->setText(seated ? tr("Dra&w Plot (%1)").arg(player) : tr("Dra&w Plot"));
}

void GameWidget::selectionChanged(const InstanceId &id)
{
    m_selected = id;
    m_updating = true;
    m_boardScene->selectCard(id);
    const QModelIndex index = m_structureModel->indexOf(id);
    if (index.isValid() && !id.isEmpty())
        m_structureView->setCurrentIndex(index);
    m_updating = false;
    // The player actions follow the card's player.
    QString player = GameEvents::controllerOf(m_document->table(), id);
    if (!player.isEmpty())
        selectPlayer(player);
    updateActions();
}

void GameWidget::selectCard(const InstanceId &id)
{
    selectionChanged(m_document->table().card(id) ? id : InstanceId());
}

QString GameWidget::selectedPlayer() const
{
    const QModelIndex current = m_playersView->currentIndex();
    if (current.isValid())
        return current.data(GamePlayersModel::PlayerRole).toString();
    const QString controller = GameEvents::controllerOf(m_document->table(), m_selected);
    return controller.isEmpty() ? m_document->table().turnOf : controller;
}

void GameWidget::selectPlayer(const QString &player)
{
    const QModelIndex row = m_playersModel->rowOf(player);
    if (row.isValid())
        m_playersView->setCurrentIndex(row);
}

QString GameWidget::message() const
{
    return m_message->text();
}

void GameWidget::showMessage(const QString &message, bool refused)
{
    m_message->setProperty(refusedProperty, refused);
    colourMessage(m_message);
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    if (!message.isEmpty())
        emit statusMessage(message);
}

void GameWidget::focusMainField()
{
    if (!m_document->hasGame())
        return;
    if (m_treeToggle->isChecked()) {
        m_structureView->setFocus(Qt::ShortcutFocusReason);
        if (!m_structureView->currentIndex().isValid() && m_structureModel->rowCount() > 0)
            m_structureView->setCurrentIndex(m_structureModel->index(0, 0));
    } else {
        m_boardView->setFocus(Qt::ShortcutFocusReason);
        if (m_selected.isEmpty() && !m_boardScene->cards().isEmpty())
            m_boardScene->pressCard(m_boardScene->cards().first().id);
    }
}

QString GameWidget::cardName(const InstanceId &id) const
{
    const Position &table = m_document->table();
    if (const TableCard *card = table.card(id))
        return card->card;
    if (const TableCard *card = table.handCard(id))
        return card->card;
    return id.value;
}

bool GameWidget::play(const QList<Play> &events, const QString &undoText)
{
    const GameDocument::Outcome outcome = m_document->play(events, undoText);
    if (!outcome.accepted) {
        if (outcome.refusal) {
            const QString line = renderTableFact(*outcome.refusal, m_document->game().cardsSeen());
            showMessage(outcome.refusal->rule == RuleId::None
                            ? tr("Refused: %1").arg(line)
                            : tr("Refused (%1): %2").arg(ruleCode(outcome.refusal->rule), line),
                        true);
        } else {
            showMessage(tr("Not recorded: %1").arg(outcome.error), true);
        }
        return false;
    }
    // What the events did, as the rules say it: each line but "it stands".
    const Position names = m_document->game().cardsSeen();
    QStringList lines;
    for (const GameEventOutcome &played : outcome.outcomes) {
        for (const TableFact &line : played.effects) {
            if (line.code != TableFactCode::PlayStands)
                lines.append(renderTableFact(line, names));
        }
    }
    showMessage(lines.isEmpty() ? undoText : lines.join(u"  "_s));
    return true;
}

bool GameWidget::playJson(const QJsonObject &event, const QString &undoText)
{
    QString error;
    const std::optional<Play> read = m_document->readEvent(event, &error);
    if (!read) {
        showMessage(tr("Not recorded: %1").arg(error), true);
        return false;
    }
    return play(*read, undoText);
}

void GameWidget::nextPhase()
{
    if (!m_document->hasGame())
        return;
    const std::optional<Play> event = GameEvents::nextPhase(m_document->table());
    if (!event) {
        showMessage(tr("The turn is at its last phase: Next Turn begins the next one."), true);
        return;
    }
    play(*event, tr("Next phase: %1").arg(TableText::name(*event->phase)));
}

void GameWidget::nextTurn()
{
    if (!m_document->hasGame())
        return;
    const Play event = GameEvents::nextTurn(m_document->table());
    // The new turn's player is the one the Player actions are for: his Illuminati selected.
    if (play(event, tr("Next turn: %1").arg(event.player))) {
        if (const TablePlayer *next = m_document->table().player(event.player)) {
            selectPlayer(next->name);
            m_boardScene->selectCard(next->illuminati.id);
            selectionChanged(next->illuminati.id);
        }
    }
}

void GameWidget::spendToken()
{
    const BoardCard *card = m_boardScene->card(m_selected);
    if (!card || card->player.isEmpty())
        return;
    play(GameEvents::spendToken(m_document->table(), m_selected),
         tr("%1 spends a token").arg(card->name));
}

void GameWidget::refreshToken()
{
    const BoardCard *card = m_boardScene->card(m_selected);
    if (!card)
        return;
    const std::optional<Play> event = GameEvents::refreshToken(
        m_document->table(), m_selected, tr("%1 gets a spent Action token back").arg(card->name));
    if (!event) {
        showMessage(tr("%1 has spent no Action token.").arg(card->name), true);
        return;
    }
    play(*event, tr("%1 gets a token back").arg(card->name));
}

void GameWidget::attackWithSelected()
{
    const Position &table = m_document->table();
    const QString controller = GameEvents::controllerOf(table, m_selected);
    if (!m_selected.isEmpty() && controller == table.turnOf) {
        runAttackDialog(std::nullopt, m_selected, {});
        return;
    }
    // A card of a rival or the uncontrolled area is the target: the best attack on it the list
    // has, when it has one.
    for (const AttackOption &option : m_attackModel->attacks().legal) {
        if (option.attack.target == m_selected) {
            runAttackDialog(option.attack, {}, {});
            return;
        }
    }
    InstanceId attacker;
    if (const TablePlayer *turn = table.player(table.turnOf))
        attacker = turn->illuminati.id;
    runAttackDialog(std::nullopt, attacker, m_selected);
}

void GameWidget::recordAttack(int row)
{
    if (const AttackOption *option = m_attackModel->optionAt(row)) {
        const DeclaredAttack attack = option->attack; // the list is rebuilt after the event
        runAttackDialog(attack, {}, {});
    }
}

void GameWidget::openAttack(int row)
{
    if (const AttackOption *option = m_attackModel->optionAt(row)) {
        const AttackScenario scenario = option->scenario;
        emit attackChosen(scenario);
    }
}

void GameWidget::runAttackDialog(const std::optional<DeclaredAttack> &attack,
                                 const InstanceId &attacker, const InstanceId &target)
{
    if (!m_document->hasGame())
        return;
    const Position table = m_document->table();
    RecordAttackDialog dialog(table, m_database, &UserAbilities(m_database).abilities(), this);
    dialog.setObjectName(u"recordAttackDialog"_s);
    if (attack)
        dialog.setAttack(*attack);
    if (!attacker.isEmpty())
        dialog.setAttacker(attacker);
    if (!target.isEmpty())
        dialog.setTarget(target);
    // The keyboard goes back where it was, to record the next one.
    const QPointer<QWidget> focus = QApplication::focusWidget();
    const int answer = dialog.exec();
    if (focus)
        focus->setFocus(Qt::OtherFocusReason);
    if (answer != QDialog::Accepted)
        return;
    const QString id = m_document->game().nextEventId();
    const QList<Play> events =
        GameEvents::attackWithRoll(table, id, dialog.attacker(), dialog.kind(), dialog.target(),
                                   dialog.aiders(), dialog.die(0), dialog.die(1), dialog.success());
    play(events, tr("%1 attacks %2").arg(cardName(dialog.attacker()), cardName(dialog.target())));
}

void GameWidget::moveSelected()
{
    const Position &table = m_document->table();
    const TableCard *card = table.card(m_selected);
    if (!card || card->master.isEmpty())
        return;
    const InstanceId moving = m_selected;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Move %1").arg(card->card));
    auto *master = new QComboBox(&dialog);
    master->setObjectName(u"moveMaster"_s);
    fillMasters(master, table, QString(), moving);
    auto *arrow = new QComboBox(&dialog);
    arrow->setObjectName(u"moveArrow"_s);
    const auto arrows = [&] {
        fillArrows(arrow, table, m_database, InstanceId{master->currentData().toString()}, moving);
    };
    connect(master, &QComboBox::currentIndexChanged, &dialog, arrows);
    arrows();
    auto *form = new QFormLayout;
    form->addRow(tr("&Under:"), master);
    form->addRow(tr("On &arrow:"), arrow);
    if (!runFormDialog(dialog, form, tr("&Move")))
        return;
    if (arrow->count() == 0) {
        showMessage(tr("%1 has no free arrow.").arg(master->currentText()), true);
        return;
    }
    play(GameEvents::move(table, moving, InstanceId{master->currentData().toString()},
                          arrow->currentData().toInt()),
         tr("Move %1").arg(cardName(moving)));
}

void GameWidget::captureSelected()
{
    const Position &table = m_document->table();
    if (!table.card(m_selected))
        return;
    const InstanceId group = m_selected;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Capture %1").arg(cardName(group)));
    auto *player = playerCombo(table, table.turnOf, &dialog);
    auto *master = new QComboBox(&dialog);
    auto *arrow = new QComboBox(&dialog);
    const auto masters = [&] {
        fillMasters(master, table, player->currentData().toString(), group);
    };
    const auto arrows = [&] {
        fillArrows(arrow, table, m_database, InstanceId{master->currentData().toString()}, group);
    };
    connect(player, &QComboBox::currentIndexChanged, &dialog, masters);
    connect(master, &QComboBox::currentIndexChanged, &dialog, arrows);
    masters();
    arrows();
    auto *form = new QFormLayout;
    form->addRow(tr("&Player:"), player);
    form->addRow(tr("&Under:"), master);
    form->addRow(tr("On &arrow:"), arrow);
    if (!runFormDialog(dialog, form, tr("&Capture")))
        return;
    if (arrow->count() == 0) {
        showMessage(tr("%1 has no free arrow.").arg(master->currentText()), true);
        return;
    }
    play(GameEvents::capture(player->currentData().toString(), group,
                             InstanceId{master->currentData().toString()},
                             arrow->currentData().toInt()),
         tr("Capture %1").arg(cardName(group)));
}

void GameWidget::destroySelected()
{
    const Position &table = m_document->table();
    if (!table.card(m_selected))
        return;
    const InstanceId group = m_selected;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Destroy %1").arg(cardName(group)));
    auto *player = playerCombo(table, table.turnOf, &dialog);
    player->setToolTip(tr("The player whose card destroys it: it goes to his destroyed pile"));
    auto *form = new QFormLayout;
    form->addRow(tr("Destroyed &by:"), player);
    if (!runFormDialog(dialog, form, tr("&Destroy")))
        return;
    play(GameEvents::destroy(player->currentData().toString(), group),
         tr("Destroy %1").arg(cardName(group)));
}

void GameWidget::toggleDevastation()
{
    const Position &table = m_document->table();
    const TableCard *card = table.card(m_selected);
    if (!card)
        return;
    const bool devastate = !card->devastated;
    play(GameEvents::devastate(table.turnOf, m_selected, devastate),
         devastate ? tr("Devastate %1").arg(card->card) : tr("Relieve %1").arg(card->card));
}

QWidget *GameWidget::nameField(QStringListModel *names, const QString &placeholder)
{
    auto *field = new QLineEdit;
    field->setPlaceholderText(placeholder);
    field->setClearButtonEnabled(true);
    field->setCompleter(new CardNameCompleter(names, field));
    return field;
}

void GameWidget::drawPlot()
{
    const QString player = selectedPlayer();
    if (!m_document->table().player(player))
        return;
    play(GameEvents::drawPlots(player, 1), tr("%1 draws a Plot").arg(player));
}

void GameWidget::drawGroup()
{
    const QString player = selectedPlayer();
    if (!m_document->table().player(player))
        return;
    ensureNamesLoaded();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("%1 Draws a Group").arg(player));
    auto *name = static_cast<QLineEdit *>(nameField(m_groupNames, tr("The Group card's name")));
    name->setParent(&dialog);
    name->setObjectName(u"drawGroupName"_s);
    auto *form = new QFormLayout;
    form->addRow(tr("&Card:"), name);
    if (!runFormDialog(dialog, form, tr("&Draw")) || name->text().trimmed().isEmpty())
        return;
    playJson(QJsonObject{{u"kind"_s, u"draw"_s},
                         {u"player"_s, player},
                         {u"deck"_s, u"group"_s},
                         {u"card"_s, name->text().trimmed()},
                         {u"cardId"_s, m_document->newCardIdentity(player).value}},
             tr("%1 draws %2").arg(player, name->text().trimmed()));
}

void GameWidget::drawGoal()
{
    const QString player = selectedPlayer();
    const TablePlayer *seated = m_document->table().player(player);
    if (!seated)
        return;
    ensureNamesLoaded();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("%1 Draws a Goal Card").arg(player));
    auto *name = static_cast<QLineEdit *>(nameField(m_goalNames, tr("The Goal card's name")));
    name->setParent(&dialog);
    name->setObjectName(u"drawGoalName"_s);
    auto *discards = new QComboBox(&dialog);
    discards->addItem(tr("none"), QString());
    for (const QString &goal : seated->goals)
        discards->addItem(goal, goal);
    discards->setCurrentIndex(seated->goals.isEmpty() ? 0 : 1);
    discards->setToolTip(tr("A player holds one Goal card (R124): the one he discards for it"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Card:"), name);
    form->addRow(tr("D&iscards:"), discards);
    if (!runFormDialog(dialog, form, tr("&Draw")) || name->text().trimmed().isEmpty())
        return;
    QJsonObject event{{u"kind"_s, u"draw"_s},
                      {u"player"_s, player},
                      {u"deck"_s, u"goal"_s},
                      {u"card"_s, name->text().trimmed()}};
    if (!discards->currentData().toString().isEmpty())
        event.insert(u"discards"_s, discards->currentData().toString());
    playJson(event, tr("%1 draws %2").arg(player, name->text().trimmed()));
}

void GameWidget::exposePlot()
{
    const QString player = selectedPlayer();
    if (!m_document->table().player(player))
        return;
    ensureNamesLoaded();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("%1 Shows a Plot").arg(player));
    auto *name = static_cast<QLineEdit *>(nameField(m_plotNames, tr("The Plot card's name")));
    name->setParent(&dialog);
    name->setObjectName(u"exposePlotName"_s);
    auto *form = new QFormLayout;
    form->addRow(tr("&Card:"), name);
    if (!runFormDialog(dialog, form, tr("&Expose")) || name->text().trimmed().isEmpty())
        return;
    playJson(QJsonObject{{u"kind"_s, u"expose"_s},
                         {u"player"_s, player},
                         {u"card"_s, name->text().trimmed()}},
             tr("%1 shows %2").arg(player, name->text().trimmed()));
}

void GameWidget::discardFromHand()
{
    const QString player = selectedPlayer();
    const TablePlayer *seated = m_document->table().player(player);
    if (!seated)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("A Card Leaves %1's Hand").arg(player));
    auto *what = new QComboBox(&dialog);
    what->setObjectName(u"discardWhat"_s);
    // Each choice as the event's fields: deck, where from, the card.
    const auto choice = [](const QString &deck, const QString &from, const QString &card) {
        return QStringList{deck, from, card};
    };
    if (seated->plotsHidden > 0)
        what->addItem(tr("A hidden Plot"), choice(u"plot"_s, u"hidden"_s, QString()));
    for (const QString &plot : seated->plotsExposed)
        what->addItem(tr("Exposed Plot: %1").arg(plot), choice(u"plot"_s, u"exposed"_s, plot));
    for (const QString &goal : seated->goals)
        what->addItem(tr("Goal card: %1").arg(goal), choice(u"goal"_s, QString(), goal));
    for (const TableCard &card : seated->hand)
        what->addItem(tr("Group card: %1").arg(card.card),
                      choice(u"group"_s, QString(), card.id.value));
    auto *to = new QComboBox(&dialog);
    to->setObjectName(u"discardTo"_s);
    to->addItem(tr("the discard pile"), QString());
    for (const TablePlayer &other : m_document->table().players) {
        if (other.name != player && !other.eliminated)
            to->addItem(tr("%1 (given)").arg(other.name), other.name);
    }
    auto *form = new QFormLayout;
    form->addRow(tr("&Card:"), what);
    form->addRow(tr("&Goes to:"), to);
    if (!runFormDialog(dialog, form) || what->count() == 0)
        return;
    const QStringList chosen = what->currentData().toStringList();
    const QString receiver = to->currentData().toString();
    QJsonObject event{{u"kind"_s, receiver.isEmpty() ? u"discard"_s : u"give"_s},
                      {u"player"_s, player},
                      {u"deck"_s, chosen.value(0)}};
    if (!chosen.value(1).isEmpty())
        event.insert(u"from"_s, chosen.value(1));
    if (!chosen.value(2).isEmpty())
        event.insert(u"card"_s, chosen.value(2));
    if (!receiver.isEmpty())
        event.insert(u"to"_s, receiver);
    playJson(event, receiver.isEmpty() ? tr("%1 discards").arg(player)
                                       : tr("%1 gives a card to %2").arg(player, receiver));
}

void GameWidget::claimVictory()
{
    const QString player = selectedPlayer();
    if (!m_document->table().player(player))
        return;
    play(GameEvents::claim(player), tr("%1 claims victory").arg(player));
}

void GameWidget::eliminatePlayer()
{
    const Position &table = m_document->table();
    const QString player = selectedPlayer();
    if (!table.player(player))
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Eliminate %1").arg(player));
    auto *by = playerCombo(table, player, &dialog);
    by->setToolTip(tr("The player who took or destroyed his last group, or he himself when he "
                      "leaves"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Eliminated by:"), by);
    if (!runFormDialog(dialog, form, tr("E&liminate")))
        return;
    play(GameEvents::eliminate(by->currentData().toString(), player),
         tr("%1 is out of the game").arg(player));
}

int GameWidget::applyPlays(const QList<Play> &plays)
{
    if (!m_document->hasGame()) {
        showMessage(tr("Open or start a game first."), true);
        return 0;
    }
    QHash<QString, QString> renamed;
    int applied = 0;
    for (const Play &original : plays) {
        Play event = GameEvents::withPlaysRenamed(original, renamed);
        event.id = m_document->game().nextEventId();
        const QString summary = TimelineText::summary(event, m_document->game().cardsSeen());
        if (!play(event, tr("%1: %2").arg(event.id, summary))) {
            showMessage(tr("%1 of %2 plays applied; play %3 (%4) stopped it: %5")
                            .arg(applied)
                            .arg(plays.size())
                            .arg(original.id, summary, message()),
                        true);
            return applied;
        }
        renamed.insert(original.id, event.id);
        ++applied;
    }
    showMessage(tr("%n play(s) of the timeline applied to the game.", nullptr, applied));
    return applied;
}

void GameWidget::applyTimelineTab()
{
    const std::optional<Timeline> timeline = m_timelineSource ? m_timelineSource() : std::nullopt;
    if (!timeline || timeline->plays.isEmpty()) {
        showMessage(tr("The Timeline tab has no plays to apply."), true);
        return;
    }
    if (timeline->position != m_document->table() &&
        QMessageBox::question(this, tr("Apply Timeline"),
                              tr("The timeline starts from another table than the game's. "
                                 "Play its %n play(s) on the game's table as it stands?",
                                 nullptr, int(timeline->plays.size()))) != QMessageBox::Yes)
        return;
    applyPlays(timeline->plays);
}

void GameWidget::editOnTableTab()
{
    if (!m_document->hasGame() || !m_tableSink)
        return;
    m_tableSink(m_document->table());
}

void GameWidget::correctFromTableTab()
{
    if (!m_document->hasGame())
        return;
    const std::optional<Position> corrected = m_tablePosition ? m_tablePosition() : std::nullopt;
    if (!corrected) {
        showMessage(tr("The Table tab has no table: Edit the Table on the Table Tab first."), true);
        return;
    }
    if (*corrected == m_document->table()) {
        showMessage(tr("The Table tab's table is the game's: there is nothing to correct."), true);
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Referee's Correction"));
    auto *reason = new QLineEdit(&dialog);
    reason->setObjectName(u"correctionReason"_s);
    reason->setPlaceholderText(tr("What is corrected, and why"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Reason:"), reason);
    if (!runFormDialog(dialog, form, tr("&Correct")) || reason->text().trimmed().isEmpty())
        return;
    correctTable(*corrected, reason->text().trimmed());
}

bool GameWidget::correctTable(const Position &corrected, const QString &reason)
{
    if (!m_document->hasGame())
        return false;
    return play(GameEvents::correct(m_document->table(), corrected, reason),
                tr("Correction: %1").arg(reason));
}

} // namespace inwo
