// The Rules tab (issue 24): every rule by topic, a search as you type in English and German, an
// unclear rule's readings with the one the program takes, the bundled worked scenarios that cite
// a rule opening in their tabs, the user's own copy of a rules text shown beside the summary (and
// a file that is none refused), and a citation of the adjudicator opening its rule.
#include "adjudicator/adjudicatorwidget.h"
#include "adjudicator/attackresultview.h"
#include "bundledscenarios.h"
#include "carddatabase.h"
#include "citedlines.h"
#include "german.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"
#include "rules/ruleids.h"
#include "rules/rulesindex.h"
#include "rules/ruleswidget.h"
#include "rulestextstore.h"
#include "table/tabledocument.h"
#include "table/tablewidget.h"
#include "timeline/timelinedocument.h"
#include "timeline/timelinewidget.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolTip>
#include <QTranslator>
#include <QTreeWidget>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// The rule of a tree item, RuleId::None for a topic.
RuleId ruleOfItem(const QTreeWidgetItem *item)
{
    const int number = item ? item->data(0, Qt::UserRole + 1).toInt() : 0;
    return number >= 1 && number <= RuleCount ? RuleId(number) : RuleId::None;
}

// The first bundled scenario of `kind`.
ScenarioCitation firstScenarioOf(ScenarioKind kind)
{
    for (const ScenarioCitation &scenario : bundledScenarioCitations().all()) {
        if (scenario.kind == kind && !scenario.rules.isEmpty())
            return scenario;
    }
    return {};
}

QJsonObject bundledJson(const QString &path)
{
    return QJsonDocument::fromJson(bundledScenario(path)).object();
}

QString seedPath(Seed seed)
{
    return QStringLiteral(INWO_SHARED_DIR "/seeds/") + seedFileName(seed);
}

// Line `number` (1-based) of a seed file.
QString seedLine(Seed seed, int number)
{
    QFile file(seedPath(seed));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = file.readAll().split('\n');
    return number >= 1 && number <= lines.size() ? QString::fromUtf8(lines.at(number - 1)).trimmed()
                                                 : QString();
}

} // namespace

class TestRulesWidget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void theTreeHoldsEveryRuleInItsTopic();
    void typingARuleIdentitySelectsThatRule();
    void aGermanWordFindsARuleInTheEnglishWindow();
    void anEnglishWordFindsTheRuleInTheGermanWindow();
    void anUnclearRuleShowsItsReadingsWithTheTakenOneMarked();
    void theRuleNamesItsTopicRuleSetsAndSources();
    void downMovesIntoTheTreeAndAltLeftGoesBack();
    void aWorkedScenarioOpensInItsTab_data();
    void aWorkedScenarioOpensInItsTab();
    void theImportedRulebookShowsTheUsersPassage();
    void anUnknownFileIsRefusedAndChangesNothing();
    void ctrlSevenShowsTheRulesTabWithTheKeyboardInTheSearch();
    void aCitationDoubleClickedInTheAdjudicatorOpensItsRule();

private:
    std::unique_ptr<RulesWidget> showWidget();
    std::unique_ptr<MainWindow> showWindow();
    // Clicks the link `href` of the rule view, as a reader does.
    static void clickLink(QTextBrowser *view, const QString &href);
    QString writeFile(const QString &name, const QByteArray &bytes) const;

    QTemporaryDir m_dir;
    CardDatabase m_database;
    QTranslator m_german; // loaded, not installed: the other language of the English window
};

void TestRulesWidget::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_ruleswidget"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
    QVERIFY(m_german.load(QStringLiteral(INWO_TRANSLATIONS_DIR "/inwo_de.qm")));
}

void TestRulesWidget::init()
{
    QSettings().clear();
}

void TestRulesWidget::cleanup()
{
    // Each test starts without an imported rules text.
    RulesTextStore store(m_database);
    for (const ImportedRulesText &document : store.importedDocuments()) {
        QString error;
        store.removeRulesText(document.seed, &error);
    }
}

std::unique_ptr<RulesWidget> TestRulesWidget::showWidget()
{
    auto widget = std::make_unique<RulesWidget>(m_database);
    widget->setOtherLanguage(&m_german);
    widget->resize(1024, 700);
    widget->show();
    if (!QTest::qWaitForWindowExposed(widget.get()))
        qWarning("the Rules tab is not exposed");
    return widget;
}

std::unique_ptr<MainWindow> TestRulesWidget::showWindow()
{
    return test::showTestWindow(m_database);
}

void TestRulesWidget::clickLink(QTextBrowser *view, const QString &href)
{
    // The page is laid out at the view's width once the tab is shown.
    QTRY_VERIFY(view->isVisible() && view->viewport()->width() > 200);
    QTextDocument *document = view->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.charFormat().anchorHref() != href)
                continue;
            QTextCursor cursor(document);
            cursor.setPosition(fragment.position() + fragment.length() / 2);
            view->setTextCursor(cursor);
            view->ensureCursorVisible();
            const QPoint at = view->cursorRect(cursor).center();
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
            return;
        }
    }
    QFAIL(qPrintable(u"no link "_s + href));
}

QString TestRulesWidget::writeFile(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(bytes);
    return path;
}

void TestRulesWidget::theTreeHoldsEveryRuleInItsTopic()
{
    const auto widget = showWidget();
    QTreeWidget *tree = widget->ruleTree();
    QCOMPARE(tree->topLevelItemCount(), 22);
    int rules = 0;
    for (int top = 0; top < tree->topLevelItemCount(); ++top) {
        const QTreeWidgetItem *topic = tree->topLevelItem(top);
        QVERIFY(topic->childCount() > 0);
        for (int child = 0; child < topic->childCount(); ++child) {
            const RuleId rule = ruleOfItem(topic->child(child));
            QVERIFY(rule != RuleId::None);
            QCOMPARE(topic->text(0), ruleTopicName(ruleTopic(rule)));
            // "R106  title"
            QVERIFY2(topic->child(child)->text(0).startsWith(ruleCode(rule) + u"  "_s),
                     qPrintable(topic->child(child)->text(0)));
            QVERIFY(!topic->child(child)->isHidden());
            ++rules;
        }
    }
    QCOMPARE(rules, RuleCount);
    QCOMPARE(widget->matchLabel()->text(), u"202 rules in 22 topics."_s);
}

void TestRulesWidget::typingARuleIdentitySelectsThatRule()
{
    const auto widget = showWidget();
    widget->searchField()->setFocus();
    QTest::keyClicks(widget->searchField(), u"R106"_s);
    QCOMPARE(widget->currentRule(), R106);
    QCOMPARE(ruleOfItem(widget->ruleTree()->currentItem()), R106);
    QVERIFY2(widget->ruleView()->toPlainText().startsWith(u"R106 — "_s + ruleTitle(R106)),
             qPrintable(widget->ruleView()->toPlainText().left(80)));
    // Typing, letter by letter, is one step of the history, not four.
    QVERIFY(!widget->findChild<QAction *>(u"actionRuleBack"_s)->isEnabled());
    // A word that matches nothing hides every rule and says so.
    widget->searchField()->setText(u"xylophonequark"_s);
    QCOMPARE(widget->matchLabel()->text(), u"No rule matches."_s);
    for (int top = 0; top < widget->ruleTree()->topLevelItemCount(); ++top)
        QVERIFY(widget->ruleTree()->topLevelItem(top)->isHidden());
    QCOMPARE(widget->currentRule(), R106); // the rule shown stays
}

void TestRulesWidget::aGermanWordFindsARuleInTheEnglishWindow()
{
    const auto widget = showWidget();
    widget->searchField()->insert(u"Zerstörung"_s); // keyClicks types ASCII only
    const RuleId found = widget->currentRule();
    QVERIFY(found != RuleId::None);
    const QString english = ruleTitle(found) + u' ' + ruleSummaryEnglish(found);
    QVERIFY2(english.contains(u"destr"_s, Qt::CaseInsensitive), qPrintable(english));
    QVERIFY2(widget->matchLabel()->text().contains(u"match"_s),
             qPrintable(widget->matchLabel()->text()));
    // The rule is shown in English.
    QVERIFY2(widget->ruleView()->toPlainText().contains(ruleSummaryEnglish(found)),
             qPrintable(widget->ruleView()->toPlainText().left(300)));
}

void TestRulesWidget::anEnglishWordFindsTheRuleInTheGermanWindow()
{
    const test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    auto widget = std::make_unique<RulesWidget>(m_database); // the window's own languages only
    widget->resize(1024, 700);
    widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget.get()));
    QTest::keyClicks(widget->searchField(), u"destroy"_s);
    const RuleId found = widget->currentRule();
    QVERIFY(found != RuleId::None);
    QVERIFY2(ruleSummaryEnglish(found).contains(u"destr"_s, Qt::CaseInsensitive),
             qPrintable(ruleSummaryEnglish(found)));
    // Shown in German: the summary is the German one, the headings are German.
    const QString text = widget->ruleView()->toPlainText();
    QVERIFY(ruleSummary(found) != ruleSummaryEnglish(found));
    QVERIFY2(text.contains(ruleSummary(found)), qPrintable(text.left(300)));
    QVERIFY2(!text.contains(u"Sources"_s) && !text.contains(u"Worked scenarios"_s),
             qPrintable(text));
    QVERIFY2(!widget->matchLabel()->text().contains(u"match"_s),
             qPrintable(widget->matchLabel()->text()));
    // And the German word of that rule finds it too.
    widget->searchField()->clear();
    widget->searchField()->insert(u"Zerstörung"_s); // keyClicks types ASCII only
    QVERIFY(widget->currentRule() != RuleId::None);
}

void TestRulesWidget::anUnclearRuleShowsItsReadingsWithTheTakenOneMarked()
{
    const auto widget = showWidget();
    widget->showRule(R30);
    const QList<RuleReading> readings = ruleReadings(R30);
    QVERIFY(readings.size() >= 2);
    const QString text = widget->ruleView()->toPlainText();
    QVERIFY(text.contains(u"Readings"_s));
    const QString mark = u"The program takes this reading."_s;
    QCOMPARE(text.count(mark), 1);
    for (const RuleReading &reading : readings) {
        const qsizetype at = text.indexOf(reading.text);
        QVERIFY2(at >= 0, qPrintable(reading.text));
        // The mark follows the reading taken, directly.
        const QString after = text.mid(at + reading.text.size()).trimmed();
        QCOMPARE(after.startsWith(mark), reading.taken);
    }
}

void TestRulesWidget::theRuleNamesItsTopicRuleSetsAndSources()
{
    const auto widget = showWidget();
    widget->showRule(R11);
    const QString text = widget->ruleView()->toPlainText();
    QVERIFY2(text.contains(u"Topic: "_s + ruleTopicName(ruleTopic(R11))), qPrintable(text));
    QVERIFY2(text.contains(u"Rule sets: INWO; INWO, two players; Plan 28"_s), qPrintable(text));
    QVERIFY(text.contains(ruleSummary(R11)));
    QVERIFY2(text.contains(ruleSource(R11)), qPrintable(text));
    // Without an imported rulebook the passage is promised, with the way to it.
    QVERIFY2(text.contains(u"Import your own copy of the INWO rulebook (File > Import Rules Text…) "
                           u"to read its passages here."_s),
             qPrintable(text));
    // A rule of the boxed game belongs to the boxed game only.
    widget->showRule(R186);
    QVERIFY(widget->ruleView()->toPlainText().contains(u"Rule sets: Illuminati (boxed game)\n"_s));
}

void TestRulesWidget::downMovesIntoTheTreeAndAltLeftGoesBack()
{
    const auto widget = showWidget();
    widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(widget.get()));
    widget->searchField()->setFocus();
    QVERIFY(findRules(u"defend").size() >= 3);
    QTest::keyClicks(widget->searchField(), u"defend"_s);
    const RuleId first = widget->currentRule();
    QCOMPARE(first, findRules(u"defend").value(0));
    QTest::keyClick(widget->searchField(), Qt::Key_Down);
    QVERIFY(widget->ruleTree()->hasFocus());
    QCOMPARE(ruleOfItem(widget->ruleTree()->currentItem()), first);
    // Down (or Up, from the last) in the tree shows the next match.
    QTreeWidget *tree = widget->ruleTree();
    const bool matchBelow = [tree] {
        for (QTreeWidgetItem *item = tree->itemBelow(tree->currentItem()); item;
             item = tree->itemBelow(item)) {
            if (ruleOfItem(item) != RuleId::None)
                return true;
        }
        return false;
    }();
    for (int step = 0; step < 5 && widget->currentRule() == first; ++step)
        QTest::keyClick(tree, matchBelow ? Qt::Key_Down : Qt::Key_Up);
    const RuleId second = widget->currentRule();
    QVERIFY(second != first && second != RuleId::None);
    QCOMPARE(ruleOfItem(widget->ruleTree()->currentItem()), second);
    // Alt+Left goes back to the first, Alt+Right forward again.
    QTest::keyClick(widget->ruleTree(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(widget->currentRule(), first);
    QCOMPARE(ruleOfItem(widget->ruleTree()->currentItem()), first);
    QTest::keyClick(widget->ruleTree(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(widget->currentRule(), second);
    // A link to another rule (a topic's page lists them) is a step of the history too.
    widget->followLink(QUrl(u"inwo-rule:R30"_s));
    QCOMPARE(widget->currentRule(), R30);
    QTest::keyClick(widget->ruleView(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(widget->currentRule(), second);
}

void TestRulesWidget::aWorkedScenarioOpensInItsTab_data()
{
    QTest::addColumn<ScenarioKind>("kind");
    QTest::newRow("attack") << ScenarioKind::Attack;
    QTest::newRow("goals") << ScenarioKind::Goals;
    QTest::newRow("nwo") << ScenarioKind::Nwo;
    QTest::newRow("timeline") << ScenarioKind::Timeline;
}

void TestRulesWidget::aWorkedScenarioOpensInItsTab()
{
    QFETCH(ScenarioKind, kind);
    const ScenarioCitation scenario = firstScenarioOf(kind);
    QVERIFY2(!scenario.path.isEmpty(), "no bundled scenario of that kind");
    const RuleId rule = scenario.rules.first();

    const auto window = showWindow();
    window->showRule(rule);
    RulesWidget *rules = window->rulesWidget();
    QCOMPARE(window->tabs()->currentWidget(), rules->parentWidget());
    QCOMPARE(rules->currentRule(), rule);
    const QList<ScenarioCitation> &shown = rules->scenariosShown();
    const auto at = std::find_if(shown.begin(), shown.end(), [&](const ScenarioCitation &listed) {
        return listed.path == scenario.path;
    });
    QVERIFY(at != shown.end());
    const int index = int(at - shown.begin());
    // Listed with its kind and its own words.
    const QString text = rules->ruleView()->toPlainText();
    QVERIFY2(text.contains(RulesWidget::scenarioKindName(kind) + u": "_s + scenario.about),
             qPrintable(text));

    clickLink(rules->ruleView(), RulesWidget::scenarioLink(index).toString());
    const QJsonObject json = bundledJson(scenario.path);
    switch (kind) {
    case ScenarioKind::Attack: {
        AdjudicatorWidget *adjudicator = window->adjudicator();
        QCOMPARE(window->tabs()->currentWidget(), adjudicator->parentWidget());
        // The attack of the file, as the adjudicator reads it.
        QString error;
        AdjudicatorWidget reader(m_database);
        QVERIFY2(reader.openScenarioFile(scenario.path, &error), qPrintable(error));
        QCOMPARE(adjudicator->scenario().toJson(), reader.scenario().toJson());
        // A new attack: Save asks for a file rather than writing into the program.
        QVERIFY(adjudicator->currentFile().isEmpty());
        QVERIFY(!adjudicator->isModified());
        break;
    }
    case ScenarioKind::Goals:
    case ScenarioKind::Nwo: {
        TableWidget *table = window->tableWidget();
        QCOMPARE(window->tabs()->currentWidget(), table->parentWidget());
        QString error;
        const std::optional<Position> expected = Position::fromJson(
            json.value(u"position"_s).toObject(), &error, &table->document()->resolver());
        QVERIFY2(expected, qPrintable(error));
        QCOMPARE(table->document()->position().toJson(), expected->toJson());
        QVERIFY(table->currentFile().isEmpty());
        break;
    }
    case ScenarioKind::Timeline: {
        TimelineWidget *timeline = window->timelineWidget();
        QCOMPARE(window->tabs()->currentWidget(), timeline->parentWidget());
        const QJsonObject expected = json.value(u"timeline"_s).toObject();
        QCOMPARE(timeline->document()->plays().size(), expected.value(u"plays"_s).toArray().size());
        QVERIFY(timeline->document()->hasPosition());
        QVERIFY(timeline->currentFile().isEmpty());
        break;
    }
    }
}

void TestRulesWidget::theImportedRulebookShowsTheUsersPassage()
{
    if (!QFile::exists(seedPath(Seed::InwoRulebook)))
        QSKIP("the seed texts are not in ../shared/seeds beside the checkout");
    const auto widget = showWidget();
    widget->showRule(R11);
    QVERIFY(!widget->ruleView()->toPlainText().contains(u"From your copy"_s));

    const RulesWidget::ImportOutcome outcome =
        widget->importRulesTextFile(seedPath(Seed::InwoRulebook));
    QVERIFY2(outcome.imported, qPrintable(outcome.message));
    QVERIFY2(outcome.message.startsWith(u"Recognised: INWO rulebook, 100% of its lines."_s),
             qPrintable(outcome.message));

    // The view is shown again with the user's own lines of each passage.
    const QString text = widget->ruleView()->toPlainText();
    QVERIFY2(text.contains(u"From your copy of the INWO rulebook:"_s), qPrintable(text));
    const SeedLines &passage = ruleIdentity(R11).passages.front();
    QCOMPARE(passage.seed, Seed::InwoRulebook);
    for (int line = passage.first; line <= passage.last; ++line) {
        const QString words = seedLine(Seed::InwoRulebook, line);
        if (!words.isEmpty())
            QVERIFY2(text.contains(words.left(40)), qPrintable(words));
    }
    QVERIFY(!text.contains(u"Import your own copy of the INWO rulebook"_s));

    // Removed, the passage is promised again.
    QString message;
    QVERIFY2(widget->removeRulesText(Seed::InwoRulebook, &message), qPrintable(message));
    QVERIFY(!widget->ruleView()->toPlainText().contains(u"From your copy"_s));
    QVERIFY(RulesTextStore(m_database).importedDocuments().isEmpty());
}

void TestRulesWidget::anUnknownFileIsRefusedAndChangesNothing()
{
    const auto widget = showWidget();
    widget->showRule(R11);
    const QString before = widget->ruleView()->toHtml();
    const QString path = writeFile(u"shopping.txt"_s, "Milk\nEggs\nThree kinds of cheese\n"
                                                      "A book about Discordianism\n");
    const RulesWidget::ImportOutcome outcome = widget->importRulesTextFile(path);
    QVERIFY(!outcome.imported);
    QVERIFY2(outcome.message.contains(u"shopping.txt was not imported."_s),
             qPrintable(outcome.message));
    QVERIFY2(outcome.message.contains(u"not a rules text the program knows"_s),
             qPrintable(outcome.message));
    QVERIFY(RulesTextStore(m_database).importedDocuments().isEmpty());
    QCOMPARE(widget->ruleView()->toHtml(), before);
    // A file that is not there says so.
    const RulesWidget::ImportOutcome missing =
        widget->importRulesTextFile(m_dir.filePath(u"missing.txt"_s));
    QVERIFY(!missing.imported);
    QVERIFY2(missing.message.startsWith(u"Cannot read "_s), qPrintable(missing.message));
}

void TestRulesWidget::ctrlSevenShowsTheRulesTabWithTheKeyboardInTheSearch()
{
    const auto window = showWindow();
    QTest::keyClick(window.get(), Qt::Key_7, Qt::ControlModifier);
    RulesWidget *rules = window->findChild<RulesWidget *>(u"rulesTab"_s);
    QVERIFY(rules);
    QCOMPARE(window->tabs()->currentWidget(), rules->parentWidget());
    QTRY_VERIFY(rules->searchField()->hasFocus());
    // Ctrl+F comes back to the search from the rule's text.
    rules->ruleView()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(rules->searchField()->hasFocus());
    QVERIFY(window->findChild<QAction *>(u"actionImportRulesText"_s));
}

void TestRulesWidget::aCitationDoubleClickedInTheAdjudicatorOpensItsRule()
{
    const auto window = showWindow();
    QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
    AdjudicatorWidget *adjudicator = window->adjudicator();
    const ScenarioCitation scenario = firstScenarioOf(ScenarioKind::Attack);
    QString error;
    QVERIFY2(adjudicator->openScenarioFile(scenario.path, &error), qPrintable(error));
    QTableView *breakdown = adjudicator->resultView()->breakdownTable();
    const QModelIndex line = test::firstCitedLine(breakdown);
    QVERIFY(line.isValid());
    const RuleId rule = test::ruleOfLine(breakdown, line);
    QCOMPARE(rule, adjudicator->result().lines.at(line.row()).rule);

    // The source's tooltip says what a double click does.
    const QModelIndex source = line.siblingAtColumn(2);
    breakdown->scrollTo(source);
    const QPoint at = breakdown->visualRect(source).center();
    QHelpEvent help(QEvent::ToolTip, at, breakdown->viewport()->mapToGlobal(at));
    QApplication::sendEvent(breakdown->viewport(), &help);
    QTRY_VERIFY2(QToolTip::text().endsWith(u"\nDouble-click to read the rule."_s),
                 qPrintable(QToolTip::text()));
    QVERIFY(QToolTip::text().startsWith(source.data(Qt::ToolTipRole).toString()));
    QToolTip::hideText();

    const QList<RuleId> requested = test::rulesRequestedByDoubleClick(adjudicator, breakdown, line);
    QCOMPARE(requested, QList<RuleId>{rule});
    RulesWidget *rules = window->rulesWidget();
    QCOMPARE(window->tabs()->currentWidget(), rules->parentWidget());
    QCOMPARE(rules->currentRule(), rule);
    QVERIFY(rules->ruleView()->toPlainText().startsWith(ruleCode(rule) + u" — "_s));

    // Ctrl+Shift+R on the current line does the same from the keyboard.
    rules->showRule(R01);
    QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
    QTRY_VERIFY(breakdown->isVisible()); // a tab built while the test ran is shown by events
    breakdown->setFocus();
    breakdown->setCurrentIndex(line);
    QTRY_VERIFY(breakdown->hasFocus());
    QTest::keyClick(breakdown, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->tabs()->currentWidget(), rules->parentWidget());
    QCOMPARE(rules->currentRule(), rule);
}

QTEST_MAIN(TestRulesWidget)
#include "tst_ruleswidget.moc"
