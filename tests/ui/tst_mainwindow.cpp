#include "adjudicator/adjudicatorwidget.h"
#include "adjudicator/groupeditor.h"
#include "cardbrowser/cardbrowserwidget.h"
#include "cardbrowser/cardpanel.h"
#include "cardbrowser/cardsearchmodel.h"
#include "cardbrowser/lackeyimportrunner.h"
#include "carddatabase.h"
#include "cardsearch.h"
#include "common/firstpaintwatcher.h"
#include "common/helpviewer.h"
#include "deckeditor/deckeditorwidget.h"
#include "mainwindow.h"
#include "rules/ruleswidget.h"
#include "table/tablewidget.h"
#include "timeline/timelinewidget.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

// The main window around the card browser: status bar, menus and shortcuts, help, the LackeyCCG
// import, the remembered window state and the first-paint signal the start-up benchmark uses.
class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void statusBarShowsTheMatchCount();
    void ctrlFAndCtrlLFocusTheSearchField();
    void tabShortcutsPutTheKeyboardInTheTabsMainField();
    void ctrlEExportsTheDeckWithTheKeyboardInAField();
    void statusBarCountBelongsToTheCardsTab();
    void lackeyImportReplacesTheHintWithTheTextOfTheShownCard();
    void windowStateRoundTripsThroughSettings();
    void helpSearchSyntaxOpensAWindowShowingTheSearchHelp();
    void f1OpensTheSearchHelp();
    void helpWindowRemembersItsSize();
    void helpContentsLinksToTheSearchHelp();
    void importingTheFixturePluginShowsItsTextAndImageInThePanel();
    void aFailedImportNamesTheFileAndLineAndChangesNothing();
    void firstPaintIsSignalledOnceAfterTheWindowIsShown();
    void deckEditorAndAdjudicatorAreBuiltWhenFirstShown();

private:
    std::unique_ptr<MainWindow> showWindow(CardDatabase &database);
    static QString firstHeading(const QString &resource);

    QTemporaryDir m_dir;
    CardDatabase m_database;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"settings"_s));
    QCoreApplication::setOrganizationName(u"INWO Assistant Tests"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindow"_s);

    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestMainWindow::init()
{
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestMainWindow::showWindow(CardDatabase &database)
{
    auto window = std::make_unique<MainWindow>(database);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qWarning("window not exposed");
    return window;
}

QString TestMainWindow::firstHeading(const QString &resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u"# "_s))
            return line.mid(2).trimmed();
    }
    return {};
}

void TestMainWindow::statusBarShowsTheMatchCount()
{
    auto window = showWindow(m_database);
    auto *label = window->statusBar()->findChild<QLabel *>(u"matchCountLabel"_s);
    QVERIFY(label);
    QVERIFY(label->isVisible());
    SearchPage page;
    SearchError error;
    SearchOptions options;
    options.limit = 1;
    QVERIFY(CardSearch(m_database.connection()).search(QString(), options, &page, &error));
    QTRY_COMPARE(label->text(), u"%1 cards"_s.arg(page.total));

    QTest::keyClicks(window->cardBrowser()->searchField(), u"zzqxv"_s);
    QTRY_COMPARE(label->text(), u"No cards match"_s);
}

void TestMainWindow::ctrlFAndCtrlLFocusTheSearchField()
{
    auto window = showWindow(m_database);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QLineEdit *field = window->cardBrowser()->searchField();

    window->cardBrowser()->table()->setFocus();
    QVERIFY(!field->hasFocus());
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(field->hasFocus());

    window->cardBrowser()->table()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(field->hasFocus());
}

void TestMainWindow::tabShortcutsPutTheKeyboardInTheTabsMainField()
{
    auto window = showWindow(m_database);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));

    QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
    QLineEdit *attacker = window->findChild<AdjudicatorWidget *>()->attackerEditor()->nameField();
    QTRY_VERIFY(attacker->hasFocus());

    // Ctrl+F searches in the tab in view: here the attacker's name, which completes card names.
    window->findChild<QTableView *>(u"breakdownTable"_s)->setFocus();
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(attacker->hasFocus());

    // The deck editor's main field is its card search; Ctrl+L searches there too.
    QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier);
    auto *deckSearch = window->findChild<QLineEdit *>(u"deckSearchField"_s);
    QVERIFY(deckSearch);
    QTRY_VERIFY(deckSearch->hasFocus());
    window->findChild<DeckEditorWidget *>()->setFocus();
    deckSearch->clearFocus();
    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(deckSearch->hasFocus());

    QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
    QTRY_VERIFY(window->cardBrowser()->searchField()->hasFocus());
}

namespace {

// A field as Linux's keyboard scheme makes a line edit (the offscreen platform uses another): it
// claims Ctrl+E before the window's shortcuts, as "end of line".
class LinuxLineKeys : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Only a key event is read as one.
        if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool ctrlE = key->keyCombination() == QKeyCombination(Qt::CTRL, Qt::Key_E);
        if (!ctrlE)
            return false;
        if (event->type() == QEvent::KeyPress) {
            if (auto *line = qobject_cast<QLineEdit *>(watched))
                line->end(false);
            else if (auto *box = qobject_cast<QAbstractSpinBox *>(watched))
                box->findChild<QLineEdit *>()->end(false);
        }
        event->accept();
        return true;
    }
};

} // namespace

// Ctrl+E is Export Deck wherever the keyboard is on the deck tab: a field's own use of the key
// (the end of the line, on Linux) does not swallow it.
void TestMainWindow::ctrlEExportsTheDeckWithTheKeyboardInAField()
{
    auto window = showWindow(m_database);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier);
    auto *exportDeck = window->findChild<QAction *>(u"actionExportDeck"_s);
    QVERIFY(exportDeck);
    QTRY_VERIFY(exportDeck->isEnabled());
    // Counted, not acted on: the export asks for a file name.
    QObject::disconnect(exportDeck, &QAction::triggered, nullptr, nullptr);
    QSignalSpy exported(exportDeck, &QAction::triggered);
    LinuxLineKeys linuxKeys;

    QList<QWidget *> fields;
    for (const QString &name : {u"deckSearchField"_s, u"deckNameField"_s, u"deckAuthorField"_s})
        fields.append(window->findChild<QLineEdit *>(name));
    // And a spin box on the deck tab.
    auto *spinBox = new QSpinBox(window->deckEditor());
    spinBox->show();
    fields.append(spinBox);
    for (QWidget *field : std::as_const(fields)) {
        QVERIFY(field);
        field->installEventFilter(&linuxKeys);
        if (auto *line = qobject_cast<QLineEdit *>(field)) {
            line->setText(u"abc"_s);
            line->setCursorPosition(0);
        }
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        const qsizetype before = exported.size();
        QTest::keyClick(field, Qt::Key_E, Qt::ControlModifier);
        QVERIFY2(exported.size() == before + 1, qPrintable(field->objectName()));
        if (auto *line = qobject_cast<QLineEdit *>(field))
            QCOMPARE(line->cursorPosition(), 0); // the key went to the window, not the field
    }
    // On another tab Export Deck is off, and the field has the key.
    QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
    QLineEdit *search = window->cardBrowser()->searchField();
    QTRY_VERIFY(search->hasFocus());
    search->installEventFilter(&linuxKeys);
    search->setText(u"abc"_s);
    search->setCursorPosition(0);
    const qsizetype before = exported.size();
    QTest::keyClick(search, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(exported.size(), before);
    QCOMPARE(search->cursorPosition(), 3);
}

void TestMainWindow::statusBarCountBelongsToTheCardsTab()
{
    auto window = showWindow(m_database);
    auto *label = window->statusBar()->findChild<QLabel *>(u"matchCountLabel"_s);
    QVERIFY(label->isVisible());
    QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
    QTRY_VERIFY(!label->isVisible());
    QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier);
    QTRY_VERIFY(!label->isVisible());
    QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
    QTRY_VERIFY(label->isVisible());
}

void TestMainWindow::lackeyImportReplacesTheHintWithTheTextOfTheShownCard()
{
    QTemporaryDir dir;
    CardDatabase database;
    QString error;
    QVERIFY2(database.open(dir.filePath(u"hint.sqlite"_s), &error), qPrintable(error));
    auto window = showWindow(database);
    CardBrowserWidget *browser = window->cardBrowser();
    QTest::keyClicks(browser->searchField(), u"gun lobby"_s);
    QTRY_COMPARE(browser->model()->totalCount(), 1);
    browser->searchField()->setFocus();
    QTest::keyClick(browser->searchField(), Qt::Key_Down);
    const auto *hint = browser->panel()->findChild<QLabel *>(u"cardTextHint"_s);
    QVERIFY(hint->isVisible());

    // A plugin folder whose one row gives the shown card its text.
    QVERIFY(QDir(dir.path()).mkpath(u"plugin/sets"_s));
    QFile data(dir.filePath(u"plugin/sets/carddata.txt"_s));
    QVERIFY(data.open(QIODevice::WriteOnly));
    data.write("Name\tSet\tImageFile\tRarity\tDeck\tType\tAlignment\tAttribute\tPower\t"
               "Resistance\tControl\tERRATA\tText\n"
               "Gun Lobby\tLimited\tGun_Lobby,Puppet\tC\tPuppet\tOrganization\t"
               "Conservative, Violent\t\t2\t3*\t1\t\tText the user imported.\n");
    data.close();
    LackeyImportRunner runner(database, window.get());
    runner.setInteractive(false);
    QVERIFY2(runner.run(dir.filePath(u"plugin"_s)) == LackeyImportRunner::Outcome::Imported,
             qPrintable(runner.summary()));
    browser->refresh(); // as File > Import LackeyCCG Folder does after an import

    QCOMPARE(browser->panel()->card()->name, u"Gun Lobby"_s);
    QVERIFY(!hint->isVisible());
    QVERIFY2(browser->panel()->plainText().contains(u"Text the user imported."_s),
             qPrintable(browser->panel()->plainText()));
}

void TestMainWindow::windowStateRoundTripsThroughSettings()
{
    QList<int> splitterSizes;
    {
        auto window = showWindow(m_database);
        window->resize(913, 611);
        CardBrowserWidget *browser = window->cardBrowser();
        browser->table()->sortByColumn(CardSearchModel::ResistanceColumn, Qt::AscendingOrder);
        browser->table()->horizontalHeader()->resizeSection(CardSearchModel::NameColumn, 277);
        auto *splitter = browser->findChild<QSplitter *>(u"cardBrowserSplitter"_s);
        splitter->setSizes({500, 300});
        splitterSizes = splitter->sizes();
        browser->includeFanAction()->setChecked(true);
        QVERIFY(window->close());
    }

    auto window = showWindow(m_database);
    CardBrowserWidget *browser = window->cardBrowser();
    QCOMPARE(window->size(), QSize(913, 611));
    QHeaderView *header = browser->table()->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), int(CardSearchModel::ResistanceColumn));
    QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
    QCOMPARE(header->sectionSize(CardSearchModel::NameColumn), 277);
    QCOMPARE(browser->model()->sortColumn(), int(CardSearchModel::ResistanceColumn));
    QCOMPARE(browser->findChild<QSplitter *>(u"cardBrowserSplitter"_s)->sizes(), splitterSizes);
    QVERIFY(browser->includeFanAction()->isChecked());
    QVERIFY(browser->model()->includeFan());

    SearchOptions options;
    options.includeFan = true;
    options.sort = SearchSort::Resistance;
    options.limit = 1;
    SearchPage page;
    SearchError error;
    QVERIFY(CardSearch(m_database.connection()).search(QString(), options, &page, &error));
    QTRY_COMPARE(browser->model()->totalCount(), page.total);
    QCOMPARE(browser->model()->cardAt(0).id, page.cards.first().id);
}

void TestMainWindow::helpSearchSyntaxOpensAWindowShowingTheSearchHelp()
{
    const QString heading = firstHeading(u":/help/search.md"_s);
    QVERIFY2(!heading.isEmpty(), ":/help/search.md has no heading");

    auto window = showWindow(m_database);
    QVERIFY(!window->helpViewer());
    auto *action = window->findChild<QAction *>(u"actionSearchSyntax"_s);
    QVERIFY(action);
    action->trigger();
    QVERIFY(window->helpViewer());
    QVERIFY(QTest::qWaitForWindowExposed(window->helpViewer()));
    QVERIFY(window->helpViewer()->isWindow());
    QVERIFY(!window->helpViewer()->isModal());
    QVERIFY2(window->helpViewer()->plainText().contains(heading),
             qPrintable(window->helpViewer()->plainText().left(200)));
}

void TestMainWindow::f1OpensTheSearchHelp()
{
    auto window = showWindow(m_database);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window->cardBrowser()->searchField(), Qt::Key_F1);
    QTRY_VERIFY(window->helpViewer() && window->helpViewer()->isVisible());
    const QString heading = firstHeading(u":/help/search.md"_s);
    QVERIFY2(!heading.isEmpty(), ":/help/search.md has no heading");
    QVERIFY(window->helpViewer()->plainText().contains(heading));
}

void TestMainWindow::helpWindowRemembersItsSize()
{
    {
        HelpViewer viewer;
        viewer.showPage(u"index.md"_s);
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        viewer.resize(555, 444);
        viewer.close();
    }
    HelpViewer viewer;
    QCOMPARE(viewer.size(), QSize(555, 444));
}

void TestMainWindow::helpContentsLinksToTheSearchHelp()
{
    HelpViewer viewer;
    viewer.showPage(u"index.md"_s);
    QVERIFY(viewer.plainText().contains(firstHeading(u":/help/index.md"_s)));
    QVERIFY(viewer.browser()->toHtml().contains(u"search.md"_s));
    QVERIFY2(!firstHeading(u":/help/search.md"_s).isEmpty(), ":/help/search.md has no heading");
    viewer.browser()->setSource(QUrl(u"search.md"_s));
    QVERIFY(viewer.plainText().contains(firstHeading(u":/help/search.md"_s)));
}

void TestMainWindow::importingTheFixturePluginShowsItsTextAndImageInThePanel()
{
    QTemporaryDir dir;
    CardDatabase database;
    QString error;
    QVERIFY2(database.open(dir.filePath(u"import.sqlite"_s), &error), qPrintable(error));
    auto window = showWindow(database);
    CardBrowserWidget *browser = window->cardBrowser();

    LackeyImportRunner runner(database, window.get());
    runner.setInteractive(false);
    const auto outcome = runner.run(QStringLiteral(INWO_FIXTURES_DIR "/lackey-plugin"));
    QVERIFY2(outcome == LackeyImportRunner::Outcome::Imported, qPrintable(runner.summary()));
    QVERIFY(runner.report().textsStored > 0);
    QVERIFY(runner.summary().contains(QString::number(runner.report().cardsRead)));
    browser->refresh();

    QTest::keyClicks(browser->searchField(), u"fixture agency"_s);
    QTRY_COMPARE(browser->model()->totalCount(), 1);
    browser->searchField()->setFocus();
    QTest::keyClick(browser->searchField(), Qt::Key_Down);
    QCOMPARE(browser->panel()->card()->name, u"Fixture Agency"_s);
    const QString text = browser->panel()->plainText();
    QVERIFY2(text.contains(u"Fixture text written for the tests"_s), qPrintable(text));
    QVERIFY(!browser->panel()->findChild<QLabel *>(u"cardTextHint"_s)->isVisible());
    const auto *image = browser->panel()->findChild<QLabel *>(u"cardImage"_s);
    if (!database.cardText(browser->panel()->card()->id).imagePath.isEmpty()) {
        QVERIFY(image->isVisible());
        QVERIFY(!image->pixmap().isNull());
    }
}

void TestMainWindow::aFailedImportNamesTheFileAndLineAndChangesNothing()
{
    QTemporaryDir dir;
    CardDatabase database;
    QString error;
    QVERIFY2(database.open(dir.filePath(u"bad.sqlite"_s), &error), qPrintable(error));
    const int before = database.cardCount();

    LackeyImportRunner runner(database, nullptr);
    runner.setInteractive(false);
    const auto outcome = runner.run(QStringLiteral(INWO_FIXTURES_DIR "/lackey-malformed"));
    QVERIFY(outcome == LackeyImportRunner::Outcome::Failed);
    QVERIFY2(runner.summary().contains(runner.error().toString()), qPrintable(runner.summary()));
    QVERIFY2(runner.summary().contains(u"carddata.txt:5"_s), qPrintable(runner.summary()));
    QCOMPARE(database.cardCount(), before);
}

void TestMainWindow::firstPaintIsSignalledOnceAfterTheWindowIsShown()
{
    MainWindow window(m_database);
    FirstPaintWatcher watcher(&window);
    QSignalSpy painted(&watcher, &FirstPaintWatcher::firstPaintFinished);
    QTest::qWait(20);
    QCOMPARE(painted.size(), 0);
    window.show();
    QTRY_COMPARE(painted.size(), 1);
    QVERIFY(watcher.hasPainted());
    window.update();
    QTest::qWait(50);
    QCOMPARE(painted.size(), 1);
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::deckEditorAndAdjudicatorAreBuiltWhenFirstShown()
{
    // Start-up pays for the card browser only (the start-up target, issue 2); the other tabs
    // are built on first use, by the View menu (Ctrl+2 to Ctrl+5) or any action that needs
    // them.
    const std::unique_ptr<MainWindow> window = showWindow(m_database);
    QVERIFY(!window->findChild<DeckEditorWidget *>());
    QVERIFY(!window->findChild<AdjudicatorWidget *>());
    window->findChild<QAction *>(u"actionShowDeckEditor"_s)->trigger();
    QVERIFY(window->findChild<DeckEditorWidget *>());
    QCOMPARE(window->tabs()->currentWidget(), window->deckEditor()->parentWidget());
    QVERIFY(!window->findChild<AdjudicatorWidget *>());
    window->findChild<QAction *>(u"actionShowAdjudicator"_s)->trigger();
    QVERIFY(window->findChild<AdjudicatorWidget *>());
    QCOMPARE(window->tabs()->currentWidget(), window->adjudicator()->parentWidget());
    // The Table (Ctrl+4) likewise.
    QVERIFY(!window->findChild<TableWidget *>());
    window->findChild<QAction *>(u"actionShowTable"_s)->trigger();
    QVERIFY(window->findChild<TableWidget *>());
    // And the Timeline (Ctrl+5).
    QVERIFY(!window->findChild<TimelineWidget *>());
    window->findChild<QAction *>(u"actionShowTimeline"_s)->trigger();
    QVERIFY(window->findChild<TimelineWidget *>());
    QCOMPARE(window->tabs()->currentWidget(), window->timelineWidget()->parentWidget());
    // And the Rules tab (Ctrl+7).
    QVERIFY(!window->findChild<RulesWidget *>());
    window->findChild<QAction *>(u"actionShowRules"_s)->trigger();
    QVERIFY(window->findChild<RulesWidget *>());
    QCOMPARE(window->tabs()->currentWidget(), window->rulesWidget()->parentWidget());
    QCOMPARE(window->tabs()->count(), 7);
}

#include "tst_mainwindow.moc"
