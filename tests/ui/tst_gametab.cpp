// The Game tab (issue 23): a live game followed from the keyboard, every change an event the game
// accepts or refuses with its rule, undone and redone through the window's Edit menu, resumed
// from the database.
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "citedlines.h"
#include "game/gameboard.h"
#include "game/gamedocument.h"
#include "game/gameevents.h"
#include "game/gamelogmodel.h"
#include "game/gameplayersmodel.h"
#include "game/gamewidget.h"
#include "game/opengamedialog.h"
#include "german.h"
#include "isolatedsettings.h"
#include "livegame.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"
#include "mnemonics.h"
#include "rules/ruleswidget.h"
#include "table/attacklistmodel.h"
#include "table/tabledocument.h"
#include "table/tablewidget.h"
#include "timeline/playitems.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;
using test::mnemonicOf;
using test::visibleMnemonics;

class TestGameTab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aFullTurnIsPlayedFromTheKeyboard();
    void aRefusedEventShowsItsRuleAndChangesNothing();
    void doubleClickingACitedLogLineOpensItsRule();
    void anAttackRefusedAtItsRollLeavesNoHalfOfIt();
    void undoTakesBackTheLastEventAndRedoPlaysItAgain();
    void aReopenedGameCanStillBeUndone();
    void theTreeSpendsAndRefreshesTokensFromTheKeyboard();
    void clickingATokenSpendsItAndClickingItAgainGivesItBack();
    void droppingAGroupOnAFreeArrowMovesIt();
    void moveFromTheKeyboardOffersTheFreeArrows();
    void handsPlotsAndGoalsAreDrawnAndDiscarded();
    void theAttackListPutsRivalsGroupsFirst();
    void applyingATimelineStopsAtTheFirstRefusal();
    void theRefereeCorrectsTheTableOnTheTableTab();
    void anUnfinishedGameIsOfferedAndResumed();
    void noTwoVisibleControlsShareAnAltKey();
    void noTwoVisibleControlsShareAnAltKeyInGerman();

private:
    Position table() const;
    std::unique_ptr<MainWindow> showWindow();
    GameWidget *startGame(MainWindow &window);
    const Game &game(MainWindow &window) const { return window.gameWidget()->document()->game(); }
    // Answers the modal dialog that the next key opens, with `answer`, once it is shown.
    void whenDialogOpens(std::function<void(QWidget *)> answer);
    void checkMnemonics();

    QTemporaryDir m_dir;
    CardDatabase m_database;
};

void TestGameTab::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_gametab"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestGameTab::init()
{
    QSettings().clear();
}

void TestGameTab::cleanup()
{
    // Each test starts with no game in the database.
    GameStore store(m_database);
    for (const StoredGameInfo &game : store.list())
        store.remove(game.id, nullptr);
}

Position TestGameTab::table() const
{
    return test::readTestPosition(m_database, test::twoPlayerTable);
}

std::unique_ptr<MainWindow> TestGameTab::showWindow()
{
    auto window = test::showTestWindow(m_database);
    return window;
}

GameWidget *TestGameTab::startGame(MainWindow &window)
{
    GameWidget *widget = window.gameWidget();
    QString error;
    if (!widget->startGame(u"Keyboard game"_s, table(), &error))
        qWarning("%s", qPrintable(error));
    return widget;
}

void TestGameTab::whenDialogOpens(std::function<void(QWidget *)> answer)
{
    // Polls: the dialog is shown from inside the key press that opens it. Once answered, a dialog
    // still open two seconds later is closed, so that a test fails instead of waiting forever.
    auto *timer = new QTimer(this);
    timer->setInterval(20);
    auto answered = std::make_shared<QPointer<QWidget>>();
    auto ticks = std::make_shared<int>(-1); // -1 until the dialog is answered
    connect(timer, &QTimer::timeout, this, [timer, answer, answered, ticks] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (*ticks >= 0) {
            if (!*answered || dialog != answered->data()) {
                timer->stop();
                timer->deleteLater();
            } else if (++*ticks > 100) {
                qWarning("the dialog %s did not close; focus on %s",
                         qPrintable(dialog->objectName()),
                         dialog->focusWidget() ? dialog->focusWidget()->metaObject()->className()
                                               : "nothing");
                static_cast<QDialog *>(dialog)->reject();
            }
            return;
        }
        if (!dialog || !dialog->isVisible())
            return;
        *answered = dialog;
        *ticks = 0;
        answer(dialog);
    });
    timer->start();
}

void TestGameTab::aFullTurnIsPlayedFromTheKeyboard()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    // A key where the keyboard is (the window, when a dialog just closed has left it nowhere).
    const auto key = [&window](Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QWidget *focus = QApplication::focusWidget();
        QTest::keyClick(focus ? focus : window.get(), key, modifiers);
    };

    // Ctrl+6: the Game tab, the keyboard on the board, Alice's Illuminati selected.
    QTest::keyClick(window.get(), Qt::Key_6, Qt::ControlModifier);
    QCOMPARE(window->tabs()->currentWidget(), widget->parentWidget());
    QTRY_VERIFY(widget->boardView()->hasFocus());
    QCOMPARE(widget->selectedCard().value, u"a0"_s);
    QCOMPARE(widget->turnLabel()->text(), u"Round 2 · Alice's turn · Actions"_s);

    // Space: the Illuminati spends its token on an action.
    key(Qt::Key_Space);
    QCOMPARE(game(*window).events().size(), 1);
    QCOMPARE(game(*window).events().last().kind, PlayKind::Action);
    QCOMPARE(game(*window).table().card(InstanceId{u"a0"_s})->tokensSpent, 1);

    // Alt+N: what Alice can attack, the keyboard in the list; Enter records its first row,
    // rivals' groups first: The Mafia on the Post Office. The dice 1 and 1; Enter records it.
    QTest::keyClick(window.get(), Qt::Key_N, Qt::AltModifier);
    QTRY_VERIFY(widget->attackView()->hasFocus());
    key(Qt::Key_Home);
    const QModelIndex first = widget->attackModel()->index(0, 0);
    QCOMPARE(first.data(AttackListModel::TargetRole).toString(), u"b1"_s);
    QCOMPARE(first.data(AttackListModel::AttackerRole).toString(), u"a1"_s);
    bool answered = false;
    whenDialogOpens([&answered](QWidget *dialog) {
        // The keys go where the dialog has its keyboard, even before it is the active window.
        const auto key = [dialog](Qt::Key key, Qt::KeyboardModifiers modifiers = {}) {
            QWidget *focus = dialog->focusWidget();
            QTest::keyClick(focus ? focus : dialog, key, modifiers);
        };
        // The dialog must have the keyboard first: while the window is still the active one, its
        // own Return (record the chosen attack) would take the key and open a second dialog.
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog))
            qWarning("the dialog is not active");
        answered = dialog->objectName() == u"recordAttackDialog"_s;
        if (!answered) {
            static_cast<QDialog *>(dialog)->reject();
            return;
        }
        key(Qt::Key_D, Qt::AltModifier); // &Dice: the first die
        key(Qt::Key_1);
        key(Qt::Key_Tab);
        key(Qt::Key_1);
        key(Qt::Key_Return);
    });
    key(Qt::Key_Return);
    QTRY_VERIFY(answered);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    // The window manager gives the window the keyboard back; it is where it was.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTRY_VERIFY(widget->attackView()->hasFocus());
    // The attack and its roll, as two events, one undo step.
    const QList<Play> &events = game(*window).events();
    QCOMPARE(events.size(), 3);
    QCOMPARE(events.at(1).kind, PlayKind::Attack);
    QCOMPARE(events.at(1).attacker.value, u"a1"_s);
    QCOMPARE(events.at(1).target.value, u"b1"_s);
    QCOMPARE(events.at(2).kind, PlayKind::Roll);
    QCOMPARE(events.at(2).attackPlay, events.at(1).id);
    QCOMPARE(events.at(2).dice[0] + events.at(2).dice[1], 2);
    QCOMPARE(widget->document()->undoStack()->count(), 2);
    QCOMPARE(game(*window).table().card(InstanceId{u"a1"_s})->tokensSpent, 1);
    for (const ResolvedPlay &resolved : game(*window).resolved())
        QCOMPARE(resolved.status, PlayStatus::Effective);

    // Ctrl+Shift+T: Bob's turn, at his Plot draw; again: Alice's, round 3. Ctrl+Shift+P three
    // times: her group draw, automatic takeover, then the token phase gives her tokens back.
    key(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(game(*window).table().turnOf, u"Bob"_s);
    QCOMPARE(game(*window).table().phase, GamePhase::PlotDraw);
    key(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(game(*window).table().turnOf, u"Alice"_s);
    QCOMPARE(game(*window).table().round, 3);
    QCOMPARE(game(*window).table().card(InstanceId{u"a0"_s})->tokensSpent, 1);
    for (int phase = 0; phase < 3; ++phase)
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(game(*window).table().phase, GamePhase::Tokens);
    QCOMPARE(game(*window).table().card(InstanceId{u"a0"_s})->tokensSpent, 0);
    QCOMPARE(game(*window).table().card(InstanceId{u"a1"_s})->tokensSpent, 0);
    QCOMPARE(widget->turnLabel()->text(), u"Round 3 · Alice's turn · Placing Action tokens"_s);

    // The log: three turns, every event under its turn with its status.
    GameLogModel *log = widget->logModel();
    QCOMPARE(log->eventCount(), 8);
    QCOMPARE(log->rowCount(), 3);
    QCOMPARE(log->index(0, 0).data().toString(), u"Round 2: Alice's turn"_s);
    QCOMPARE(log->index(1, 0).data().toString(), u"Round 2: Bob's turn"_s);
    QCOMPARE(log->index(2, 0).data().toString(), u"Round 3: Alice's turn"_s);
    QCOMPARE(log->index(0, 0).model()->rowCount(log->index(0, 0)), 3);
    const QModelIndex roll = log->indexOfEvent(2);
    QCOMPARE(roll.data(GameLogModel::KindRole).toInt(), int(PlayKind::Roll));
    QCOMPARE(log->index(roll.row(), GameLogModel::StatusColumn, roll.parent()).data().toString(),
             u"Effective"_s);
}

void TestGameTab::aRefusedEventShowsItsRuleAndChangesNothing()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    const Position before = game(*window).table();

    // Alice claims victory with 2 of 12 groups: refused by R115, and nothing changes.
    widget->selectPlayer(u"Alice"_s);
    widget->claimVictory();
    QVERIFY2(widget->message().contains(u"R115"_s), qPrintable(widget->message()));
    QVERIFY(widget->message().startsWith(u"Refused"_s));
    QCOMPARE(game(*window).events().size(), 0);
    QCOMPARE(game(*window).table(), before);
    QCOMPARE(widget->document()->undoStack()->count(), 0);
    QCOMPARE(widget->logModel()->eventCount(), 0);
    // Nor in the database.
    QString error;
    const std::unique_ptr<LiveGame> stored =
        LiveGame::open(m_database, widget->document()->id(), &error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->game().events().size(), 0);

    // A phase backwards is refused by R150.
    Play back;
    back.kind = PlayKind::Phase;
    back.player = u"Alice"_s;
    back.phase = GamePhase::PlotDraw;
    const GameDocument::Outcome outcome = widget->document()->play(back, u"back"_s);
    QVERIFY(!outcome.accepted);
    QVERIFY(outcome.refusal);
    QCOMPARE(ruleCode(outcome.refusal->rule), u"R150"_s);
    QCOMPARE(game(*window).table(), before);
}

void TestGameTab::doubleClickingACitedLogLineOpensItsRule()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    // Phases and a drawn Plot: log lines with their rules.
    widget->nextPhase();
    widget->selectPlayer(u"Alice"_s);
    widget->drawPlot();
    auto *log = window->findChild<QTreeView *>(u"gameLogView"_s);
    QVERIFY(log);
    const QModelIndex line = test::firstCitedLine(log);
    QVERIFY(line.isValid());
    const RuleId rule = RuleId(line.data(GameLogModel::RuleRole).toInt());
    QVERIFY(rule != RuleId::None);
    QCOMPARE(test::rulesRequestedByDoubleClick(widget, log, line), QList<RuleId>{rule});
    // The window shows it on the Rules tab.
    QCOMPARE(window->tabs()->currentWidget(), window->rulesWidget()->parentWidget());
    QCOMPARE(window->rulesWidget()->currentRule(), rule);
}

void TestGameTab::anAttackRefusedAtItsRollLeavesNoHalfOfIt()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    // The Mafia on Texas with the dice 6 and 6, said to succeed: 12 always fails (R03), so the
    // roll is refused, and the attack announced with it is not left behind.
    const QString id = game(*window).nextEventId();
    const QList<Play> events =
        GameEvents::attackWithRoll(game(*window).table(), id, InstanceId{u"a1"_s},
                                   AttackKind::Control, InstanceId{u"u1"_s}, {}, 6, 6, true);
    const GameDocument::Outcome outcome = widget->document()->play(events, u"attack"_s);
    QVERIFY(!outcome.accepted);
    QCOMPARE(outcome.refusedAt, 1);
    QVERIFY(outcome.refusal);
    QCOMPARE(game(*window).events().size(), 0);
    QCOMPARE(widget->document()->undoStack()->count(), 0);
    QCOMPARE(game(*window).table().card(InstanceId{u"a1"_s})->tokensSpent, 0);
}

void TestGameTab::undoTakesBackTheLastEventAndRedoPlaysItAgain()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    QTest::keyClick(window.get(), Qt::Key_6, Qt::ControlModifier);
    QTRY_VERIFY(widget->boardView()->hasFocus());

    // Alt+W: Alice draws a Plot; Space: her Illuminati spends its token.
    // (A button's Alt key clicks it a moment later, as a mouse would.)
    QTest::keyClick(window.get(), Qt::Key_W, Qt::AltModifier);
    QTRY_COMPARE(game(*window).table().player(u"Alice"_s)->plotsHidden, 3);
    widget->focusMainField();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(game(*window).events().size(), 2);

    // Ctrl+Z, through the window's Edit menu: the token comes back, the Plot stays.
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game(*window).events().size(), 1);
    QCOMPARE(game(*window).table().card(InstanceId{u"a0"_s})->tokensSpent, 0);
    QCOMPARE(game(*window).table().player(u"Alice"_s)->plotsHidden, 3);
    QCOMPARE(widget->logModel()->eventCount(), 1);
    // Again: the Plot goes back too; Ctrl+Shift+Z draws it again.
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game(*window).events().size(), 0);
    QCOMPARE(game(*window).table().player(u"Alice"_s)->plotsHidden, 2);
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(game(*window).events().size(), 1);
    QCOMPARE(game(*window).table().player(u"Alice"_s)->plotsHidden, 3);
    QCOMPARE(widget->logModel()->eventCount(), 1);

    // The database holds what the window shows.
    QString error;
    const std::unique_ptr<LiveGame> stored =
        LiveGame::open(m_database, widget->document()->id(), &error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->game().events().size(), 1);
    QCOMPARE(stored->game().undone().size(), 1);
}

void TestGameTab::aReopenedGameCanStillBeUndone()
{
    qint64 id = 0;
    {
        const auto window = showWindow();
        GameWidget *widget = startGame(*window);
        widget->selectPlayer(u"Bob"_s);
        widget->drawPlot();
        widget->drawPlot();
        id = widget->document()->id();
    }
    const auto window = showWindow();
    GameWidget *widget = window->gameWidget();
    QString error;
    QVERIFY2(widget->openGame(id, &error), qPrintable(error));
    QCOMPARE(game(*window).table().player(u"Bob"_s)->plotsHidden, 4);
    QCOMPARE(widget->document()->undoStack()->count(), 2);
    QCOMPARE(widget->logModel()->eventCount(), 2);
    widget->document()->undoStack()->undo();
    QCOMPARE(game(*window).table().player(u"Bob"_s)->plotsHidden, 3);
    QCOMPARE(widget->logModel()->eventCount(), 1);
}

void TestGameTab::theTreeSpendsAndRefreshesTokensFromTheKeyboard()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    QTest::keyClick(window.get(), Qt::Key_6, Qt::ControlModifier);
    QTRY_VERIFY(widget->boardView()->hasFocus());
    // Alt+I: the tree instead of the cards, the keyboard with it.
    QTest::keyClick(window.get(), Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY(widget->structureView()->hasFocus());
    QCOMPARE(widget->selectedCard().value, u"a0"_s);
    // Down to The Mafia, Space spends its token, Shift+Space gives it back.
    QTest::keyClick(widget->structureView(), Qt::Key_Down);
    QCOMPARE(widget->selectedCard().value, u"a1"_s);
    QTest::keyClick(widget->structureView(), Qt::Key_Space);
    QCOMPARE(game(*window).table().card(InstanceId{u"a1"_s})->tokensSpent, 1);
    QTest::keyClick(widget->structureView(), Qt::Key_Space, Qt::ShiftModifier);
    QCOMPARE(game(*window).table().card(InstanceId{u"a1"_s})->tokensSpent, 0);
    QCOMPARE(game(*window).events().size(), 2);
    // The keyboard stays on the card for the next one.
    QCOMPARE(widget->selectedCard().value, u"a1"_s);
    QVERIFY(widget->structureView()->hasFocus());
}

void TestGameTab::clickingATokenSpendsItAndClickingItAgainGivesItBack()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameBoardView *view = widget->boardView();
    const InstanceId mafia{u"a1"_s};
    const auto clickToken = [&] {
        view->ensureVisible(widget->boardScene()->cardRect(mafia));
        const QPoint at = view->mapFromScene(widget->boardScene()->tokenCentre(mafia, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    };
    clickToken();
    QTRY_COMPARE(game(*window).events().size(), 1);
    QCOMPARE(game(*window).events().last().kind, PlayKind::Action);
    QCOMPARE(game(*window).table().card(mafia)->tokensSpent, 1);
    QCOMPARE(widget->selectedCard(), mafia);
    // The hollow token: a referee's correction gives it back.
    clickToken();
    QTRY_COMPARE(game(*window).events().size(), 2);
    QCOMPARE(game(*window).events().last().kind, PlayKind::Correct);
    QVERIFY(!game(*window).events().last().reason.isEmpty());
    QCOMPARE(game(*window).table().card(mafia)->tokensSpent, 0);
}

void TestGameTab::droppingAGroupOnAFreeArrowMovesIt()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameBoardScene *board = widget->boardScene();
    const InstanceId mafia{u"a1"_s};
    const InstanceId illuminati{u"a0"_s};
    // Arrow 1 of the Illuminati holds The Mafia; arrow 3 is free, and so is the Mafia's own.
    QVERIFY(!board->freeArrowAt(board->arrowCentre(illuminati, 0), InstanceId{u"b1"_s}));
    const auto free = board->freeArrowAt(board->arrowCentre(illuminati, 2), mafia);
    QVERIFY(free);
    QCOMPARE(free->first, illuminati);
    QCOMPARE(free->second, 2);
    // A drag with the mouse onto it.
    GameBoardView *view = widget->boardView();
    const QPoint from = view->mapFromScene(board->cardRect(mafia).center());
    const QPoint to = view->mapFromScene(board->arrowCentre(illuminati, 2));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    for (int step = 1; step <= 5; ++step)
        QTest::mouseMove(view->viewport(), from + (to - from) * step / 5);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    QTRY_COMPARE(game(*window).events().size(), 1);
    QCOMPARE(game(*window).events().last().kind, PlayKind::Transfer);
    QCOMPARE(game(*window).table().card(mafia)->arrow, 2);
}

void TestGameTab::moveFromTheKeyboardOffersTheFreeArrows()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    QTest::keyClick(window.get(), Qt::Key_6, Qt::ControlModifier);
    QTRY_VERIFY(widget->boardView()->hasFocus());
    // Right: The Mafia; Alt+M: where to. Under Alice's Illuminati, the first arrow it is not on.
    QTest::keyClick(widget->boardView(), Qt::Key_Right);
    QCOMPARE(widget->selectedCard().value, u"a1"_s);
    QStringList offered;
    whenDialogOpens([&offered](QWidget *dialog) {
        auto *arrow = dialog->findChild<QComboBox *>(u"moveArrow"_s);
        auto *master = dialog->findChild<QComboBox *>(u"moveMaster"_s);
        if (arrow && master) {
            offered.append(master->currentData().toString());
            for (int i = 0; i < arrow->count(); ++i)
                offered.append(arrow->itemText(i));
        }
        QWidget *focus = dialog->focusWidget();
        QTest::keyClick(focus ? focus : dialog, Qt::Key_Return);
    });
    QTest::keyClick(window.get(), Qt::Key_M, Qt::AltModifier);
    QTRY_COMPARE(game(*window).events().size(), 1);
    QCOMPARE(offered, (QStringList{u"a0"_s, u"Arrow 2"_s, u"Arrow 3"_s, u"Arrow 4"_s}));
    QCOMPARE(game(*window).events().last().kind, PlayKind::Transfer);
    QCOMPARE(game(*window).table().card(InstanceId{u"a1"_s})->arrow, 1);
}

void TestGameTab::handsPlotsAndGoalsAreDrawnAndDiscarded()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameDocument *document = widget->document();
    // A Group card drawn gets an identity of its own; the players' table shows it in hand.
    QString error;
    const InstanceId drawn = document->newCardIdentity(u"Alice"_s);
    QCOMPARE(drawn.value, u"a2"_s);
    const std::optional<Play> draw = document->readEvent(QJsonObject{{u"kind"_s, u"draw"_s},
                                                                     {u"player"_s, u"Alice"_s},
                                                                     {u"deck"_s, u"group"_s},
                                                                     {u"card"_s, u"CIA"_s},
                                                                     {u"cardId"_s, drawn.value}},
                                                         &error);
    QVERIFY2(draw, qPrintable(error));
    QVERIFY(document->play(*draw, u"draw"_s).accepted);
    const QModelIndex alice = widget->playersModel()->rowOf(u"Alice"_s);
    QVERIFY(widget->playersModel()
                ->index(alice.row(), GamePlayersModel::HandColumn)
                .data()
                .toString()
                .contains(u"CIA"_s));
    // The next identity is a fresh one, though the card left the hand.
    Play discard;
    discard.kind = PlayKind::Discard;
    discard.player = u"Alice"_s;
    discard.deck = DeckKind::Group;
    discard.group = drawn;
    QVERIFY(document->play(discard, u"discard"_s).accepted);
    QCOMPARE(document->newCardIdentity(u"Alice"_s).value, u"a3"_s);
    // A hidden Plot shown, then a second Goal card refused (R124) and nothing changed.
    QVERIFY(document
                ->play(*document->readEvent(QJsonObject{{u"kind"_s, u"expose"_s},
                                                        {u"player"_s, u"Alice"_s},
                                                        {u"card"_s, u"Whispering Campaign"_s}},
                                            &error),
                       u"expose"_s)
                .accepted);
    QCOMPARE(game(*window).table().player(u"Alice"_s)->plotsExposed,
             QStringList{u"Whispering Campaign"_s});
    const auto goal = [&](const QString &card) {
        return *document->readEvent(QJsonObject{{u"kind"_s, u"draw"_s},
                                                {u"player"_s, u"Alice"_s},
                                                {u"deck"_s, u"goal"_s},
                                                {u"card"_s, card}},
                                    &error);
    };
    QVERIFY(document->play(goal(u"Kill For Peace!"_s), u"goal"_s).accepted);
    const GameDocument::Outcome second = document->play(goal(u"Criminal Overlords"_s), u"goal"_s);
    QVERIFY(!second.accepted);
    QCOMPARE(ruleCode(second.refusal->rule), u"R124"_s);
    QCOMPARE(game(*window).table().player(u"Alice"_s)->goals, QStringList{u"Kill For Peace!"_s});
}

void TestGameTab::theAttackListPutsRivalsGroupsFirst()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    AttackListModel *attacks = widget->attackModel();
    QVERIFY(attacks->rowCount() > 3);
    // Bob's Post Office first though its chance is worst; then Texas; Alice's own groups last.
    const auto owner = [&](int row) {
        QString controller;
        game(*window).table().card(
            InstanceId{attacks->index(row, 0).data(AttackListModel::TargetRole).toString()},
            &controller);
        return controller;
    };
    int place = 0;
    for (int row = 0; row < int(attacks->attacks().legal.size()); ++row) {
        const QString controller = owner(row);
        const int now = controller == u"Bob"_s ? 0 : controller.isEmpty() ? 1 : 2;
        QVERIFY2(now >= place, qPrintable(u"row %1"_s.arg(row)));
        place = now;
    }
    QCOMPARE(owner(0), u"Bob"_s);
}

void TestGameTab::applyingATimelineStopsAtTheFirstRefusal()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    // A timeline whose plays are numbered p1..p4: The Mafia takes Texas; then a claim, refused.
    Play attack;
    attack.id = u"p1"_s;
    attack.kind = PlayKind::Attack;
    attack.player = u"Alice"_s;
    attack.attacker = InstanceId{u"a1"_s};
    attack.target = InstanceId{u"u1"_s};
    Play roll;
    roll.id = u"p2"_s;
    roll.kind = PlayKind::Roll;
    roll.player = u"Alice"_s;
    roll.attackPlay = u"p1"_s;
    roll.dice[0] = 1;
    roll.dice[1] = 1;
    roll.success = true;
    Play claim = GameEvents::claim(u"Alice"_s);
    claim.id = u"p3"_s;
    Play draw = GameEvents::drawPlots(u"Alice"_s, 1);
    draw.id = u"p4"_s;
    // The game has an event already: the plays are renumbered after it.
    widget->drawPlot();
    QCOMPARE(widget->applyPlays({attack, roll, claim, draw}), 2);
    const QList<Play> &events = game(*window).events();
    QCOMPARE(events.size(), 3);
    QCOMPARE(events.at(1).id, u"e2"_s);
    QCOMPARE(events.at(2).attackPlay, u"e2"_s);
    QCOMPARE(game(*window).table().card(InstanceId{u"u1"_s})->master.value, u"a1"_s);
    QVERIFY2(widget->message().contains(u"R115"_s), qPrintable(widget->message()));
    QVERIFY(widget->message().contains(u"p3"_s));
}

void TestGameTab::theRefereeCorrectsTheTableOnTheTableTab()
{
    const auto window = showWindow();
    GameWidget *widget = startGame(*window);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    // The game's table goes to the Table tab; the referee devastates Texas there.
    widget->editOnTableTab();
    TableDocument *table = window->tableWidget()->document();
    QCOMPARE(window->tabs()->currentWidget(), window->tableWidget()->parentWidget());
    QCOMPARE(table->position(), game(*window).table());
    QVERIFY(table->setDevastated(InstanceId{u"u1"_s}, true));
    // It comes back as a correction with its reason, one event.
    QVERIFY(widget->correctTable(table->position(), u"Texas was devastated last turn"_s));
    QCOMPARE(game(*window).events().size(), 1);
    QCOMPARE(game(*window).events().last().kind, PlayKind::Correct);
    QCOMPARE(game(*window).events().last().reason, u"Texas was devastated last turn"_s);
    QVERIFY(game(*window).table().card(InstanceId{u"u1"_s})->devastated);
    // Undone like any event.
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!game(*window).table().card(InstanceId{u"u1"_s})->devastated);
}

void TestGameTab::anUnfinishedGameIsOfferedAndResumed()
{
    qint64 id = 0;
    {
        const auto window = showWindow();
        GameWidget *widget = startGame(*window);
        widget->drawPlot();
        id = widget->document()->id();
    }
    const auto window = showWindow();
    // The status bar offers it, without a question in the way.
    auto *resume = window->findChild<QPushButton *>(u"resumeGameButton"_s);
    QVERIFY(resume);
    QVERIFY(resume->text().contains(u"Keyboard game"_s));
    // So does the Game tab, and File > Recent Games lists it.
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameWidget *widget = window->gameWidget();
    QTRY_VERIFY(widget->resumeBar()->isVisible());
    auto *recent = window->findChild<QMenu *>(u"menuRecentGames"_s);
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().size(), 1);
    QVERIFY(recent->actions().first()->text().contains(u"Keyboard game"_s));
    resume->click();
    QVERIFY(widget->document()->hasGame());
    QCOMPARE(widget->document()->id(), id);
    QCOMPARE(game(*window).events().size(), 1);
    QVERIFY(!widget->resumeBar()->isVisible());
    QVERIFY(!resume->isVisible());
    QCOMPARE(window->windowTitle(), u"Keyboard game[*] — INWO Assistant"_s);
}

void TestGameTab::checkMnemonics()
{
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameWidget *widget = window.gameWidget();
    // With no game, then with one on each of the side tabs.
    QList<std::function<void()>> looks{[] {
    }};
    looks.append([&] {
        QString error;
        QVERIFY2(widget->startGame(u"Keys"_s, table(), &error), qPrintable(error));
    });
    for (int tab = 1; tab < 3; ++tab)
        looks.append(
            [&, tab] { widget->findChild<QTabWidget *>(u"gameSideTabs"_s)->setCurrentIndex(tab); });
    for (const auto &look : looks) {
        look();
        QCoreApplication::processEvents();
        const QMultiHash<QChar, QString> keys = visibleMnemonics(window);
        for (const QChar key : keys.uniqueKeys()) {
            const QStringList texts = keys.values(key);
            QVERIFY2(texts.size() == 1, qPrintable(texts.join(u", "_s)));
        }
    }
}

void TestGameTab::noTwoVisibleControlsShareAnAltKey()
{
    checkMnemonics();
}

void TestGameTab::noTwoVisibleControlsShareAnAltKeyInGerman()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    checkMnemonics();
}

QTEST_MAIN(TestGameTab)
#include "tst_gametab.moc"
