// A saved game reopened: the player actions are for the player whose turn it is, and the resume
// bar that offers it leaves the German window at the laptop's width.
#include "carddatabase.h"
#include "game/gamedocument.h"
#include "game/gamewidget.h"
#include "gamestore.h"
#include "german.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"

#include <QAction>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestGameResume : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aResumedGameSelectsThePlayerWhoseTurnItIs();
    void theSelectedPlayerFollowsTheTurnAfterAnEvent();
    void theResumeBarKeepsTheGermanWindowAtTheLaptopWidth();

private:
    // A game left in Bob's turn, saved in the database; its id.
    qint64 saveAGameInBobsTurn();
    GameWidget *startGame(MainWindow &window);
    static QAction *drawPlotAction(MainWindow &window)
    {
        return window.findChild<QAction *>(u"actionDrawPlot"_s);
    }

    QTemporaryDir m_dir;
    CardDatabase m_database;
};

void TestGameResume::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_gameresume"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestGameResume::init()
{
    QSettings().clear();
}

void TestGameResume::cleanup()
{
    GameStore store(m_database);
    for (const StoredGameInfo &game : store.list())
        store.remove(game.id, nullptr);
}

GameWidget *TestGameResume::startGame(MainWindow &window)
{
    GameWidget *widget = window.gameWidget();
    QString error;
    if (!widget->startGame(u"Resumed game"_s,
                           test::readTestPosition(m_database, test::twoPlayerTable), &error))
        qWarning("%s", qPrintable(error));
    return widget;
}

qint64 TestGameResume::saveAGameInBobsTurn()
{
    const auto window = test::showTestWindow(m_database);
    GameWidget *widget = startGame(*window);
    widget->nextTurn();
    if (widget->document()->table().turnOf != u"Bob"_s)
        qWarning("the turn did not pass to Bob");
    // The referee looks at Alice's row before the game is put away.
    widget->selectPlayer(u"Alice"_s);
    return widget->document()->id();
}

void TestGameResume::aResumedGameSelectsThePlayerWhoseTurnItIs()
{
    const qint64 id = saveAGameInBobsTurn();
    const auto window = test::showTestWindow(m_database);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameWidget *widget = window->gameWidget();
    QTRY_VERIFY(widget->resumeBar()->isVisible());
    widget->findChild<QPushButton *>(u"gameResumeButton"_s)->click();
    QCOMPARE(widget->document()->id(), id);
    QCOMPARE(widget->document()->table().turnOf, u"Bob"_s);
    QCOMPARE(widget->selectedPlayer(), u"Bob"_s);
    // Tabbing into the players' table keeps Bob's row (a table with no current row makes its
    // first one current).
    widget->playersView()->setFocus(Qt::TabFocusReason);
    QCOMPARE(widget->selectedPlayer(), u"Bob"_s);
    QVERIFY2(drawPlotAction(*window)->text().contains(u"Bob"_s),
             qPrintable(drawPlotAction(*window)->text()));
}

void TestGameResume::theSelectedPlayerFollowsTheTurnAfterAnEvent()
{
    const auto window = test::showTestWindow(m_database);
    window->findChild<QAction *>(u"actionShowGame"_s)->trigger();
    GameWidget *widget = startGame(*window);
    QCOMPARE(widget->selectedPlayer(), u"Alice"_s);
    // The referee records something for Bob in Alice's turn: Bob stays selected for it.
    widget->selectPlayer(u"Bob"_s);
    widget->drawPlot();
    QCOMPARE(widget->selectedPlayer(), u"Bob"_s);
    // The turn passes on: the selection goes with it.
    widget->nextTurn();
    QCOMPARE(widget->selectedPlayer(), u"Bob"_s);
    widget->selectPlayer(u"Alice"_s);
    widget->nextPhase();
    QCOMPARE(widget->document()->table().turnOf, u"Bob"_s);
    QCOMPARE(widget->selectedPlayer(), u"Bob"_s);
}

void TestGameResume::theResumeBarKeepsTheGermanWindowAtTheLaptopWidth()
{
    saveAGameInBobsTurn();
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    const auto window = test::showTestWindow(m_database, QSize(1024, 700));
    QCOMPARE(window->width(), 1024);
    QTest::keyClick(window.get(), Qt::Key_6, Qt::ControlModifier);
    GameWidget *widget = window->gameWidget();
    QTRY_VERIFY(widget->resumeBar()->isVisible());
    QCoreApplication::processEvents();
    QVERIFY2(window->centralWidget()->minimumSizeHint().width() <= 1024,
             qPrintable(QString::number(window->centralWidget()->minimumSizeHint().width())));
    QVERIFY2(window->minimumSizeHint().width() <= 1024,
             qPrintable(QString::number(window->minimumSizeHint().width())));
    QVERIFY2(window->width() <= 1024, qPrintable(QString::number(window->width())));
}

QTEST_MAIN(TestGameResume)
#include "tst_gameresume.moc"
