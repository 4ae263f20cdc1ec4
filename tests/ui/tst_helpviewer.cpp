// Help where you are (issue 24): F1 opens the page of the tab and the field in front, at the
// heading the field names; every page has a German page with the same headings, shown in the
// German window; every link leads to a page and heading; the help can be searched.
#include "cardbrowser/cardbrowserwidget.h"
#include "carddatabase.h"
#include "common/helppages.h"
#include "common/helpviewer.h"
#include "game/gamewidget.h"
#include "german.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"
#include "timeline/timelinewidget.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

const QStringList languages{u"en"_s, u"de"_s};

// The links of a rendered page, as the browser sees them.
QStringList linksOf(const QTextDocument &document)
{
    QStringList links;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty() &&
                (links.isEmpty() || links.last() != format.anchorHref()))
                links.append(format.anchorHref());
        }
    }
    return links;
}

// The text of the heading `target`'s fragment names in English ("decks.md#plan-28" -> "Plan 28").
QString englishHeadingOf(const QString &target)
{
    const QString page = target.section(u'#', 0, 0);
    const QString slug = target.section(u'#', 1);
    const std::unique_ptr<QTextDocument> document =
        HelpPages::render(HelpPages::pagePath(page, u"en"_s));
    const int block = HelpPages::headingBlock(*document, page, slug, u"en"_s);
    return block < 0 ? QString() : document->findBlockByNumber(block).text().trimmed();
}

// The folded text of a page in a language, as a search reads it.
QString foldedPage(const QString &page, const QString &language)
{
    const std::unique_ptr<QTextDocument> document =
        HelpPages::render(HelpPages::pagePath(page, language));
    return HelpPages::foldForSearch(document->toPlainText());
}

QStringList pagesOf(const QList<HelpSearchHit> &hits)
{
    QStringList pages;
    for (const HelpSearchHit &hit : hits)
        pages.append(hit.page);
    return pages;
}

// The heading block the browser's cursor is on, or "" when it is on no heading.
QString headingAtCursor(const QTextBrowser *browser)
{
    const QTextBlock block = browser->textCursor().block();
    return block.blockFormat().headingLevel() > 0 ? block.text().trimmed() : QString();
}

// Whether the cursor's line is in view.
bool cursorInView(const QTextBrowser *browser)
{
    return browser->viewport()->rect().contains(browser->cursorRect().center());
}

} // namespace

class TestHelpViewer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void everyPageHasAGermanPageWithTheSameHeadings_data();
    void everyPageHasAGermanPageWithTheSameHeadings();
    void theLinkTestReadsEveryPagesLinks();
    void everyLinkLeadsToAPageAndItsHeading_data();
    void everyLinkLeadsToAPageAndItsHeading();
    void headingSlugsAreGitHubs_data();
    void headingSlugsAreGitHubs();
    void anEnglishSlugNamesTheGermanHeadingAtTheSamePlace();

    void aPageOpensAtTheHeadingItsFragmentNames();
    void aLinkWithAFragmentOpensThatHeading();
    void searchFindsThePagesHoldingEveryWord_data();
    void searchFindsThePagesHoldingEveryWord();
    void searchIgnoresCaseAndAccents();
    void pagesWithTheWordsInAHeadingComeFirst();
    void aSearchOpensTheFirstPageAtItsMatchHighlighted();
    void aSearchWithNoPageSaysSo();
    void theSearchIsWorkedFromTheKeyboard();

    void f1OpensThePageOfTheTabInFront_data();
    void f1OpensThePageOfTheTabInFront();
    void f1InAFieldOpensItsPageAtItsHeading_data();
    void f1InAFieldOpensItsPageAtItsHeading();
    void everyTabNamesHelpForAtLeastTwoFields_data();
    void everyTabNamesHelpForAtLeastTwoFields();
    void everyFieldsHelpTargetExists();
    void theSearchSyntaxItemKeepsItsPageWithoutF1();

    void theGermanWindowShowsTheGermanPages();
    void aGermanSearchFindsGermanPages();

private:
    std::unique_ptr<MainWindow> showWindow();
    // Builds the tab named `pageName` and brings it to the front; the game tab with a game.
    QWidget *showTab(MainWindow &window, const QString &pageName);

    QTemporaryDir m_dir;
    CardDatabase m_database;
};

void TestHelpViewer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"settings"_s));
    QCoreApplication::setOrganizationName(u"INWO Assistant Tests"_s);
    QCoreApplication::setApplicationName(u"tst_helpviewer"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestHelpViewer::init()
{
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestHelpViewer::showWindow()
{
    return test::showTestWindow(m_database, QSize(1280, 800));
}

QWidget *TestHelpViewer::showTab(MainWindow &window, const QString &pageName)
{
    auto *page = window.tabs()->findChild<QWidget *>(pageName);
    if (!page)
        return nullptr;
    // The game and the timeline show their fields once they have a table.
    const QString table = QStringLiteral(INWO_FIXTURES_DIR "/positions/two-players.json");
    QString error;
    if (pageName == u"gamePage"_s &&
        !window.gameWidget()->startFromPositionFile(table, u"F1"_s, &error))
        qWarning("%s", qPrintable(error));
    if (pageName == u"timelinePage"_s &&
        !window.timelineWidget()->startFromPositionFile(table, &error))
        qWarning("%s", qPrintable(error));
    window.tabs()->setCurrentWidget(page);
    QCoreApplication::processEvents();
    return page;
}

void TestHelpViewer::everyPageHasAGermanPageWithTheSameHeadings_data()
{
    QTest::addColumn<QString>("page");
    const QStringList pages = HelpPages::pageNames();
    QVERIFY(pages.size() >= 13);
    for (const QString &page : pages)
        QTest::newRow(qPrintable(page)) << page;
}

void TestHelpViewer::everyPageHasAGermanPageWithTheSameHeadings()
{
    QFETCH(QString, page);
    const QString german = u":/help/de/"_s + page;
    QVERIFY2(QFile::exists(german), qPrintable(german + u" is missing"_s));
    QCOMPARE(HelpPages::pagePath(page, u"de"_s), german);
    const std::unique_ptr<QTextDocument> englishPage = HelpPages::render(u":/help/"_s + page);
    const std::unique_ptr<QTextDocument> germanPage = HelpPages::render(german);
    const QList<HelpHeading> englishHeadings = HelpPages::headings(*englishPage);
    const QList<HelpHeading> germanHeadings = HelpPages::headings(*germanPage);
    QVERIFY(!englishHeadings.isEmpty());
    QCOMPARE(germanHeadings.size(), englishHeadings.size());
    for (int i = 0; i < englishHeadings.size(); ++i) {
        QVERIFY2(germanHeadings.at(i).level == englishHeadings.at(i).level,
                 qPrintable(englishHeadings.at(i).text + u" / "_s + germanHeadings.at(i).text));
    }
}

void TestHelpViewer::theLinkTestReadsEveryPagesLinks()
{
    // The link test below must not pass by finding no links: every page but the command line's
    // formats links onwards, and the contents page to every tab's page.
    const std::unique_ptr<QTextDocument> index = HelpPages::render(u":/help/index.md"_s);
    const QStringList links = linksOf(*index);
    for (const QString &page : {u"search.md"_s, u"decks.md"_s, u"adjudicator.md"_s, u"table.md"_s,
                                u"timeline.md"_s, u"game.md"_s, u"rules.md"_s})
        QVERIFY2(links.contains(page), qPrintable(page));
}

void TestHelpViewer::everyLinkLeadsToAPageAndItsHeading_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("link");
    for (const QString &language : languages) {
        for (const QString &page : HelpPages::pageNames()) {
            const std::unique_ptr<QTextDocument> document =
                HelpPages::render(HelpPages::pagePath(page, language));
            for (const QString &link : linksOf(*document)) {
                if (link.startsWith(u"http"_s) || link.startsWith(u"mailto:"_s))
                    continue;
                QTest::addRow("%s/%s -> %s", qPrintable(language), qPrintable(page),
                              qPrintable(link))
                    << language << page << link;
            }
        }
    }
}

void TestHelpViewer::everyLinkLeadsToAPageAndItsHeading()
{
    QFETCH(QString, language);
    QFETCH(QString, page);
    QFETCH(QString, link);
    const QString target = link.section(u'#', 0, 0).isEmpty() ? page : link.section(u'#', 0, 0);
    const QString slug = link.section(u'#', 1);
    const QString path = HelpPages::pagePath(target, language);
    QVERIFY2(!path.isEmpty(), qPrintable(target + u" does not exist"_s));
    if (language != u"en"_s)
        QVERIFY2(path.startsWith(u":/help/"_s + language + u'/'), qPrintable(path));
    if (!slug.isEmpty()) {
        const std::unique_ptr<QTextDocument> document = HelpPages::render(path);
        QVERIFY2(HelpPages::headingBlock(*document, target, slug, language) >= 0,
                 qPrintable(target + u" has no heading "_s + slug));
    }
}

void TestHelpViewer::headingSlugsAreGitHubs_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("slug");
    QTest::newRow("words") << u"Building a deck"_s << u"building-a-deck"_s;
    QTest::newRow("number") << u"Plan 28"_s << u"plan-28"_s;
    QTest::newRow("commas") << u"Saving, opening, importing and exporting"_s
                            << u"saving-opening-importing-and-exporting"_s;
    QTest::newRow("code and colon") << u"The command line: inwo"_s << u"the-command-line-inwo"_s;
    QTest::newRow("brackets and apostrophe")
        << u"Table events (the live game's)"_s << u"table-events-the-live-games"_s;
    QTest::newRow("ampersand") << u"Cancels & refusals"_s << u"cancels--refusals"_s;
    QTest::newRow("umlauts") << u"Was die Status bedeuten: Größe"_s
                             << u"was-die-status-bedeuten-größe"_s;
    QTest::newRow("hyphen and underscore") << u"Hail-Bob_x"_s << u"hail-bob_x"_s;
}

void TestHelpViewer::headingSlugsAreGitHubs()
{
    QFETCH(QString, heading);
    QFETCH(QString, slug);
    QCOMPARE(HelpPages::headingSlug(heading), slug);
}

void TestHelpViewer::anEnglishSlugNamesTheGermanHeadingAtTheSamePlace()
{
    const std::unique_ptr<QTextDocument> german = HelpPages::render(u":/help/de/decks.md"_s);
    const int block =
        HelpPages::headingBlock(*german, u"decks.md"_s, u"your-own-formats"_s, u"de"_s);
    QVERIFY(block >= 0);
    QCOMPARE(german->findBlockByNumber(block).text(), u"Eigene Formate"_s);
    // The German slug itself works too, and a slug no page has names nothing.
    QCOMPARE(HelpPages::headingBlock(*german, u"decks.md"_s, u"eigene-formate"_s, u"de"_s), block);
    QCOMPARE(HelpPages::headingBlock(*german, u"decks.md"_s, u"no-such-heading"_s, u"de"_s), -1);
    // English has no German slugs.
    const std::unique_ptr<QTextDocument> english = HelpPages::render(u":/help/decks.md"_s);
    QCOMPARE(HelpPages::headingBlock(*english, u"decks.md"_s, u"eigene-formate"_s, u"en"_s), -1);
}

void TestHelpViewer::aPageOpensAtTheHeadingItsFragmentNames()
{
    HelpViewer viewer;
    viewer.resize(760, 480);
    viewer.showPage(u"decks.md#the-verdict"_s);
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    QCOMPARE(viewer.currentPage(), u"decks.md"_s);
    QCOMPARE(headingAtCursor(viewer.browser()), u"The verdict"_s);
    // The heading is at the top of the view, half way down a long page.
    QTRY_VERIFY(viewer.browser()->verticalScrollBar()->value() > 0);
    QTRY_VERIFY(cursorInView(viewer.browser()));
    QVERIFY(viewer.browser()->cursorRect().top() < viewer.browser()->viewport()->height() / 4);

    // The last heading of the page: as far down as the page goes.
    viewer.showPage(u"decks.md#statistics"_s);
    QCOMPARE(headingAtCursor(viewer.browser()), u"Statistics"_s);
    QTRY_VERIFY(cursorInView(viewer.browser()));
}

void TestHelpViewer::aLinkWithAFragmentOpensThatHeading()
{
    HelpViewer viewer;
    viewer.resize(760, 480);
    viewer.showPage(u"index.md"_s);
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    // As a click on a link does: relative to the page shown.
    viewer.browser()->setSource(QUrl(u"search.md#numbers"_s));
    QCOMPARE(viewer.currentPage(), u"search.md"_s);
    QCOMPARE(headingAtCursor(viewer.browser()), u"Numbers"_s);
    QTRY_VERIFY(cursorInView(viewer.browser()));
    // A fragment alone stays on the page.
    viewer.browser()->setSource(QUrl(u"#fan-cards"_s));
    QCOMPARE(viewer.currentPage(), u"search.md"_s);
    QCOMPARE(headingAtCursor(viewer.browser()), u"Fan cards"_s);
    QTRY_VERIFY(cursorInView(viewer.browser()));
    // Back returns to the contents.
    QVERIFY(viewer.browser()->isBackwardAvailable());
    viewer.browser()->backward();
    viewer.browser()->backward();
    QCOMPARE(viewer.currentPage(), u"index.md"_s);
}

void TestHelpViewer::searchFindsThePagesHoldingEveryWord_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("somePage"); // a page that must be among the hits
    QTest::newRow("one word") << u"hypergeometric"_s << u"decks.md"_s;
    QTest::newRow("two words") << u"Action token"_s << u"timeline.md"_s;
    QTest::newRow("three words") << u"arrow position file"_s << u"table.md"_s;
    QTest::newRow("a Plot's name") << u"Hoax"_s << u"timeline-format.md"_s;
    QTest::newRow("a key") << u"Ctrl+Shift+R"_s << u"rules.md"_s;
}

void TestHelpViewer::searchFindsThePagesHoldingEveryWord()
{
    QFETCH(QString, query);
    QFETCH(QString, somePage);
    const QStringList words = HelpPages::searchWords(query);
    QVERIFY(!words.isEmpty());
    const QStringList found = pagesOf(HelpPages::search(query, u"en"_s));
    QVERIFY2(found.contains(somePage), qPrintable(found.join(u", "_s)));
    for (const QString &page : HelpPages::pageNames()) {
        const QString text = foldedPage(page, u"en"_s);
        const bool holdsAll = std::all_of(words.cbegin(), words.cend(),
                                          [&](const QString &word) { return text.contains(word); });
        QVERIFY2(found.contains(page) == holdsAll, qPrintable(page));
    }
}

void TestHelpViewer::searchIgnoresCaseAndAccents()
{
    const QStringList plain = pagesOf(HelpPages::search(u"zurich"_s, u"en"_s));
    QVERIFY(plain.contains(u"decks.md"_s)); // "Zürich" there
    QCOMPARE(pagesOf(HelpPages::search(u"ZÜRICH"_s, u"en"_s)), plain);
    QCOMPARE(pagesOf(HelpPages::search(u"Zürich"_s, u"en"_s)), plain);
    QCOMPARE(HelpPages::foldForSearch(u"Größe Ärger É"_s), u"grosse arger e"_s);
}

void TestHelpViewer::pagesWithTheWordsInAHeadingComeFirst()
{
    const QList<HelpSearchHit> hits = HelpPages::search(u"plan 28"_s, u"en"_s);
    QVERIFY(hits.size() >= 3);
    QVERIFY(hits.first().headingWords > 0);
    QVERIFY(hits.last().headingWords < hits.first().headingWords);
    for (int i = 1; i < hits.size(); ++i)
        QVERIFY(hits.at(i - 1).headingWords >= hits.at(i).headingWords);
    // decks.md has "Plan 28" as a heading; its line is that heading.
    const auto decks = std::find_if(hits.cbegin(), hits.cend(), [](const HelpSearchHit &hit) {
        return hit.page == u"decks.md"_s;
    });
    QVERIFY(decks != hits.cend());
    QCOMPARE(decks->headingWords, 2);
    QCOMPARE(decks->title, u"Decks"_s);
}

void TestHelpViewer::aSearchOpensTheFirstPageAtItsMatchHighlighted()
{
    HelpViewer viewer;
    viewer.resize(1024, 700);
    viewer.showPage(u"index.md"_s);
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    viewer.search(u"hypergeometric"_s);
    QVERIFY(!viewer.hits().isEmpty());
    QVERIFY(viewer.resultList()->isVisible());
    QCOMPARE(viewer.resultList()->count(), viewer.hits().size());
    QCOMPARE(viewer.currentPage(), viewer.hits().first().page);
    QCOMPARE(HelpPages::foldForSearch(viewer.browser()->textCursor().selectedText()),
             u"hypergeometric"_s);
    QVERIFY(!viewer.browser()->extraSelections().isEmpty());
    QTRY_VERIFY(cursorInView(viewer.browser()));
    QVERIFY(viewer.hits().first().line.contains(u"hypergeometric"_s));

    // Another hit opens its own page at its own match.
    viewer.search(u"Action token"_s);
    QVERIFY(viewer.hits().size() >= 2);
    viewer.openHit(1);
    QCOMPARE(viewer.currentPage(), viewer.hits().at(1).page);
    const QString selected =
        HelpPages::foldForSearch(viewer.browser()->textCursor().selectedText());
    QVERIFY2(selected == u"action"_s || selected == u"token"_s, qPrintable(selected));
    QCOMPARE(viewer.browser()->textCursor().block().blockNumber(), viewer.hits().at(1).block);
    QTRY_VERIFY(cursorInView(viewer.browser()));
}

void TestHelpViewer::aSearchWithNoPageSaysSo()
{
    HelpViewer viewer;
    viewer.showPage(u"index.md"_s);
    viewer.search(u"plotx xyzzy"_s);
    QVERIFY(viewer.hits().isEmpty());
    QCOMPARE(viewer.resultList()->count(), 0);
    auto *summary = viewer.findChild<QLabel *>(u"helpResultSummary"_s);
    QVERIFY(summary && !summary->text().isEmpty());
    QCOMPARE(viewer.currentPage(), u"index.md"_s);
}

void TestHelpViewer::theSearchIsWorkedFromTheKeyboard()
{
    HelpViewer viewer;
    viewer.showPage(u"index.md"_s);
    QVERIFY(QTest::qWaitForWindowActive(&viewer));
    QLineEdit *field = viewer.searchField();
    QVERIFY(!field->placeholderText().isEmpty());

    viewer.browser()->setFocus();
    QTest::keyClick(&viewer, Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, u"Plot"_s);
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(viewer.hits().size() >= 2);
    QVERIFY(viewer.resultList()->isVisible());
    QCOMPARE(viewer.currentPage(), viewer.hits().at(0).page);
    QVERIFY(field->hasFocus()); // the words stay in reach

    // Down into the list, through the hits, and Up back to the words.
    QTest::keyClick(field, Qt::Key_Down);
    QTRY_VERIFY(viewer.resultList()->hasFocus());
    QCOMPARE(viewer.resultList()->currentRow(), 0);
    QTest::keyClick(viewer.resultList(), Qt::Key_Down);
    QCOMPARE(viewer.resultList()->currentRow(), 1);
    QCOMPARE(viewer.currentPage(), viewer.hits().at(1).page);
    QTest::keyClick(viewer.resultList(), Qt::Key_Return);
    QTRY_VERIFY(viewer.browser()->hasFocus());
    field->setFocus();
    QTest::keyClick(field, Qt::Key_Down);
    QTRY_VERIFY(viewer.resultList()->hasFocus());
    QTest::keyClick(viewer.resultList(), Qt::Key_Up);
    QTest::keyClick(viewer.resultList(), Qt::Key_Up);
    QTRY_VERIFY(field->hasFocus());

    // Escape clears the search and keeps the window; a second Escape closes it.
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(field->text().isEmpty());
    QVERIFY(!viewer.resultList()->isVisible());
    QVERIFY(viewer.browser()->extraSelections().isEmpty());
    QVERIFY(viewer.isVisible());
    QTest::keyClick(field, Qt::Key_Escape);
    QTRY_VERIFY(!viewer.isVisible());
}

void TestHelpViewer::f1OpensThePageOfTheTabInFront_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("page");
    QTest::newRow("cards") << u"cardBrowser"_s << u"search.md"_s;
    QTest::newRow("deck editor") << u"deckEditorPage"_s << u"decks.md"_s;
    QTest::newRow("adjudicator") << u"adjudicatorPage"_s << u"adjudicator.md"_s;
    QTest::newRow("table") << u"tablePage"_s << u"table.md"_s;
    QTest::newRow("timeline") << u"timelinePage"_s << u"timeline.md"_s;
    QTest::newRow("game") << u"gamePage"_s << u"game.md"_s;
    QTest::newRow("rules") << u"rulesPage"_s << u"rules.md"_s;
}

void TestHelpViewer::f1OpensThePageOfTheTabInFront()
{
    QFETCH(QString, tab);
    QFETCH(QString, page);
    auto window = showWindow();
    QVERIFY(showTab(*window, tab));
    // The keyboard on the tab bar: no field names a page, the tab does.
    QTabBar *bar = window->tabs()->tabBar();
    bar->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(bar->hasFocus());
    QTest::keyClick(bar, Qt::Key_F1);
    QTRY_VERIFY(window->helpViewer() && window->helpViewer()->isVisible());
    QCOMPARE(window->helpViewer()->currentPage(), page);
    QVERIFY(window->helpViewer()->browser()->source().path().startsWith(u"/help/"_s));
    QVERIFY(window->helpViewer()->plainText().contains(
        HelpPages::headings(*HelpPages::render(u":/help/"_s + page)).first().text));
    window->helpViewer()->close();
}

void TestHelpViewer::f1InAFieldOpensItsPageAtItsHeading_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("heading"); // "" for the top of the page
    QTest::newRow("card search") << u"cardBrowser"_s << u"searchField"_s << u"search.md"_s
                                 << QString();
    QTest::newRow("card table") << u"cardBrowser"_s << u"cardTable"_s << u"index.md"_s
                                << u"Finding cards"_s;
    QTest::newRow("deck search") << u"deckEditorPage"_s << u"deckSearchField"_s << u"decks.md"_s
                                 << u"Building a deck"_s;
    QTest::newRow("format chooser")
        << u"deckEditorPage"_s << u"formatCombo"_s << u"decks.md"_s << u"The verdict"_s;
    QTest::newRow("attacker's name") << u"adjudicatorPage"_s << u"attackerName"_s
                                     << u"adjudicator.md"_s << u"The attacker and the target"_s;
    QTest::newRow("aider's name") << u"adjudicatorPage"_s << u"aidingName"_s << u"adjudicator.md"_s
                                  << u"Aiding and defending groups"_s;
    QTest::newRow("breakdown") << u"adjudicatorPage"_s << u"breakdownTable"_s << u"adjudicator.md"_s
                               << u"The breakdown and its sources"_s;
    QTest::newRow("table's rules")
        << u"tablePage"_s << u"tableRulesCombo"_s << u"position-format.md"_s << u"The game"_s;
    QTest::newRow("power structures")
        << u"tablePage"_s << u"structureView"_s << u"table.md"_s << u"Building a table"_s;
    QTest::newRow("plays") << u"timelinePage"_s << u"timelinePlayView"_s << u"timeline.md"_s
                           << u"What the statuses mean"_s;
    QTest::newRow("play editor") << u"timelinePage"_s << u"timelinePlayForm"_s
                                 << u"timeline-format.md"_s << u"Keys of every play"_s;
    QTest::newRow("game board") << u"gamePage"_s << u"gameBoardView"_s << u"game.md"_s
                                << u"The Game tab"_s;
    QTest::newRow("game log") << u"gamePage"_s << u"gameLogView"_s << u"game.md"_s << u"Events"_s;
}

void TestHelpViewer::f1InAFieldOpensItsPageAtItsHeading()
{
    QFETCH(QString, tab);
    QFETCH(QString, field);
    QFETCH(QString, page);
    QFETCH(QString, heading);
    auto window = showWindow();
    QWidget *shown = showTab(*window, tab);
    QVERIFY(shown);
    auto *widget = shown->findChild<QWidget *>(field);
    QVERIFY2(widget, qPrintable(field));
    // A container takes the keyboard in its first field (the play editor's kind, ...).
    QWidget *target = widget;
    if (target->focusPolicy() == Qt::NoFocus) {
        const QList<QWidget *> inside = widget->findChildren<QWidget *>();
        const auto focusable = std::find_if(inside.cbegin(), inside.cend(), [](QWidget *child) {
            return child->isVisible() && child->isEnabled() && child->focusPolicy() != Qt::NoFocus;
        });
        QVERIFY(focusable != inside.cend());
        target = *focusable;
    }
    QTRY_VERIFY(target->isVisible());
    target->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(target->hasFocus());
    QTest::keyClick(target, Qt::Key_F1);
    QTRY_VERIFY(window->helpViewer() && window->helpViewer()->isVisible());
    HelpViewer *viewer = window->helpViewer();
    QCOMPARE(viewer->currentPage(), page);
    if (heading.isEmpty()) {
        QCOMPARE(viewer->browser()->verticalScrollBar()->value(), 0);
    } else {
        QCOMPARE(headingAtCursor(viewer->browser()), heading);
        QTRY_VERIFY(cursorInView(viewer->browser()));
    }
    viewer->close();
}

void TestHelpViewer::everyTabNamesHelpForAtLeastTwoFields_data()
{
    QTest::addColumn<QString>("tab");
    for (const QString &tab : {u"cardBrowser"_s, u"deckEditorPage"_s, u"adjudicatorPage"_s,
                               u"tablePage"_s, u"timelinePage"_s, u"gamePage"_s})
        QTest::newRow(qPrintable(tab)) << tab;
}

void TestHelpViewer::everyTabNamesHelpForAtLeastTwoFields()
{
    QFETCH(QString, tab);
    auto window = showWindow();
    QWidget *page = showTab(*window, tab);
    QVERIFY(page);
    QStringList named;
    const QList<QWidget *> widgets = page->findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        if (!widget->property("inwoHelp").toString().isEmpty())
            named.append(widget->objectName());
    }
    QVERIFY2(named.size() >= 2, qPrintable(named.join(u", "_s)));
}

void TestHelpViewer::everyFieldsHelpTargetExists()
{
    auto window = showWindow();
    for (const QString &tab : {u"cardBrowser"_s, u"deckEditorPage"_s, u"adjudicatorPage"_s,
                               u"tablePage"_s, u"timelinePage"_s, u"gamePage"_s, u"rulesPage"_s})
        QVERIFY(showTab(*window, tab));
    int targets = 0;
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        const QString target = widget->property("inwoHelp").toString();
        if (target.isEmpty())
            continue;
        ++targets;
        const QString page = target.section(u'#', 0, 0);
        QVERIFY2(!HelpPages::pagePath(page, u"en"_s).isEmpty(), qPrintable(target));
        if (target.contains(u'#'))
            QVERIFY2(!englishHeadingOf(target).isEmpty(),
                     qPrintable(widget->objectName() + u": "_s + target));
    }
    QVERIFY(targets >= 12);
}

void TestHelpViewer::theSearchSyntaxItemKeepsItsPageWithoutF1()
{
    auto window = showWindow();
    auto *searchSyntax = window->findChild<QAction *>(u"actionSearchSyntax"_s);
    auto *contextHelp = window->findChild<QAction *>(u"actionContextHelp"_s);
    QVERIFY(searchSyntax && contextHelp);
    QVERIFY(searchSyntax->shortcut().isEmpty());
    QCOMPARE(contextHelp->shortcut(), QKeySequence(Qt::Key_F1));
    showTab(*window, u"tablePage"_s);
    searchSyntax->trigger();
    QCOMPARE(window->helpViewer()->currentPage(), u"search.md"_s);
}

void TestHelpViewer::theGermanWindowShowsTheGermanPages()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    QCOMPARE(HelpViewer::language(), u"de"_s);

    HelpViewer viewer;
    viewer.resize(760, 480);
    viewer.showPage(u"decks.md#your-own-formats"_s);
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    QCOMPARE(viewer.browser()->source().path(), u"/help/de/decks.md"_s);
    QCOMPARE(headingAtCursor(viewer.browser()), u"Eigene Formate"_s);
    QTRY_VERIFY(cursorInView(viewer.browser()));
    // A link keeps to German pages, an English page's link too.
    viewer.browser()->setSource(QUrl(u"search.md#numbers"_s));
    QCOMPARE(viewer.browser()->source().path(), u"/help/de/search.md"_s);
    QCOMPARE(headingAtCursor(viewer.browser()), u"Zahlen"_s);
    viewer.browser()->setSource(QUrl(u"qrc:/help/table.md"_s));
    QCOMPARE(viewer.browser()->source().path(), u"/help/de/table.md"_s);

    // F1 in the German window.
    auto window = showWindow();
    window->cardBrowser()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_F1);
    QTRY_VERIFY(window->helpViewer() && window->helpViewer()->isVisible());
    QCOMPARE(window->helpViewer()->browser()->source().path(), u"/help/de/search.md"_s);
    QVERIFY(window->helpViewer()->plainText().startsWith(u"Karten suchen"_s));
}

void TestHelpViewer::aGermanSearchFindsGermanPages()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    HelpViewer viewer;
    viewer.showPage(u"index.md"_s);
    // The German word for "hypergeometric" is on the German statistics page only.
    viewer.search(u"hypergeometrisch"_s);
    QCOMPARE(pagesOf(viewer.hits()), QStringList{u"decks.md"_s});
    QCOMPARE(viewer.browser()->source().path(), u"/help/de/decks.md"_s);
    QCOMPARE(HelpPages::foldForSearch(viewer.browser()->textCursor().selectedText()),
             u"hypergeometrisch"_s);
    QVERIFY(HelpPages::search(u"hypergeometrisch"_s, u"en"_s).isEmpty());
    // Umlauts and ß are found with or without them.
    const QStringList schliessen = pagesOf(HelpPages::search(u"schließt"_s, u"de"_s));
    QVERIFY(!schliessen.isEmpty());
    QCOMPARE(pagesOf(HelpPages::search(u"SCHLIESST"_s, u"de"_s)), schliessen);
    viewer.search(u"Aktionsmarker Zeitleiste"_s);
    QVERIFY(viewer.hits().size() >= 2);
    for (const HelpSearchHit &hit : viewer.hits())
        QVERIFY(HelpPages::pagePath(hit.page, u"de"_s).startsWith(u":/help/de/"_s));
    QVERIFY(viewer.hits().first().title != viewer.hits().first().page);
}

QTEST_MAIN(TestHelpViewer)
#include "tst_helpviewer.moc"
