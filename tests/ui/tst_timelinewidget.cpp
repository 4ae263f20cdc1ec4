#include "adjudicator/adjudicatorwidget.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "citedlines.h"
#include "dialoganswerer.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "mnemonics.h"
#include "table/tabledocument.h"
#include "table/tablefactmodel.h"
#include "table/tablewidget.h"
#include "timeline/playform.h"
#include "timeline/playitemsmodel.h"
#include "timeline/playlistmodel.h"
#include "timeline/resolutionsummarymodel.h"
#include "timeline/timelinedocument.h"
#include "timeline/timelinetext.h"
#include "timeline/timelinewidget.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;
using test::mnemonicOf;
using test::visibleMnemonics;

namespace {

// A timeline has no operator==: the same table and the same plays.
bool same(const Timeline &a, const Timeline &b)
{
    return a.position == b.position && a.plays == b.plays;
}

} // namespace

// The Timeline tab: a referee writes down plays through the form, with undo, saves and opens
// them, and sees what the rules make of each; an attack opens in the adjudicator.
class TestTimelineWidget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void addingPlaysThroughTheFormBuildsTheTimeline();
    void undoAndRedoWalkThePlays();
    void deleteAndCtrlArrowsEditTheSelectedPlay();
    void aPlayNamedByAnotherStaysWithAReason();
    void statusColumnShowsACancelledAttack();
    void selectedPlayShowsItsLinesAndItems();
    void doubleClickingACitedLineAsksForItsRule();
    void summaryCountsEachPlayersThings();
    void savedTimelineReadsBackEqual();
    void badTimelineFileNamesItsJsonPathAndKeepsTheTimeline();
    void aTimelineStartsOnlyFromATableWithPlayers();
    void unsavedChangesAreSettled();
    void newTimelineStartsFromTheTablesPosition();
    void openingAnAttackFillsTheAdjudicator();
    void ctrlFiveShowsTheTimelineAndTheWindowUndoesIt();
    void noTwoVisibleControlsShareAnAltKey();
    void everyFieldIsReachedByTab();
    void changingThePlayerResetsTheGroup();
    void enterOnACompletionOnlyAcceptsIt();
    void ctrlShiftSSavesTheTimelineAsAnotherFile();

    void addingAPlayHidesTheOpenCompletionList();
    void anAttacksTargetIsNeverItsAttacker();

private:
    QString positionPath() const;
    QString timelinePath() const;
    QString writeFile(const QString &name, const QByteArray &bytes) const;
    void startFromFixture();
    TimelineDocument *document() const { return m_widget->document(); }
    PlayForm *form() const { return m_widget->form(); }
    template <typename T> T *field(const char *name) const
    {
        return m_widget->findChild<T *>(QString::fromLatin1(name));
    }
    // Chooses the entry of the form's list `name` whose data is `data`.
    void choose(const char *name, const QVariant &data) const;
    void add();
    // The five plays of the form test, through the form.
    void addFivePlays();

    QTemporaryDir m_dir;
    CardDatabase m_database;
    std::unique_ptr<TimelineWidget> m_widget;
};

void TestTimelineWidget::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_timelinewidget"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestTimelineWidget::init()
{
    QSettings().clear();
    m_widget = std::make_unique<TimelineWidget>(m_database);
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    m_widget->resize(1366, 700);
    m_widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
}

void TestTimelineWidget::cleanup()
{
    m_widget.reset();
}

QString TestTimelineWidget::positionPath() const
{
    return QStringLiteral(INWO_FIXTURES_DIR "/positions/two-players.json");
}

QString TestTimelineWidget::timelinePath() const
{
    return QStringLiteral(INWO_FIXTURES_DIR "/timelines/two-players.json");
}

QString TestTimelineWidget::writeFile(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(bytes);
    return path;
}

void TestTimelineWidget::startFromFixture()
{
    QString error;
    QVERIFY2(m_widget->startFromPositionFile(positionPath(), &error), qPrintable(error));
    QVERIFY(document()->plays().isEmpty());
    QVERIFY(!m_widget->isModified());
    QVERIFY(form()->isEnabled());
}

void TestTimelineWidget::choose(const char *name, const QVariant &data) const
{
    auto *box = field<QComboBox>(name);
    QVERIFY2(box, name);
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(QString::fromLatin1(name) + u": "_s + data.toString()));
    box->setCurrentIndex(index);
}

void TestTimelineWidget::add()
{
    const qsizetype before = document()->plays().size();
    form()->addButton()->click();
    QVERIFY2(document()->plays().size() == before + 1, qPrintable(m_widget->message()));
}

void TestTimelineWidget::addFivePlays()
{
    // The Mafia attacks the Post Office to control it.
    choose("timelineKindCombo", int(PlayKind::Attack));
    choose("timelinePlayerCombo", u"Alice"_s);
    choose("timelineAttackerCombo", u"a1"_s);
    choose("timelineAttackKindCombo", int(AttackKind::Control));
    choose("timelineTargetCombo", u"b2"_s);
    add();
    // Offshore Banks aids it.
    choose("timelineKindCombo", int(PlayKind::Aid));
    choose("timelineAttackPlayCombo", u"p1"_s);
    choose("timelineGroupCombo", u"a3"_s);
    add();
    // A Plot for the attack, named by a beginning the completer completes one way only.
    choose("timelineKindCombo", int(PlayKind::Plot));
    field<QLineEdit>("timelinePlotName")->setText(u"Terrorist Nu"_s);
    choose("timelineWithCombo", u"p1"_s);
    add();
    // Bob cancels the attack with a Hoax (the card is "Hoax!").
    choose("timelineKindCombo", int(PlayKind::Cancel));
    choose("timelinePlayerCombo", u"Bob"_s);
    choose("timelineMeansCombo", u"plot"_s);
    field<QLineEdit>("timelinePlotName")->setText(u"Hoax"_s);
    choose("timelineEarlierCombo", u"p1"_s);
    add();
    // The dice, as the table saw them.
    choose("timelineKindCombo", int(PlayKind::Roll));
    choose("timelinePlayerCombo", u"Alice"_s);
    choose("timelineAttackPlayCombo", u"p1"_s);
    field<QSpinBox>("timelineDie1")->setValue(3);
    field<QSpinBox>("timelineDie2")->setValue(4);
    choose("timelineOutcomeCombo", true);
    add();
}

void TestTimelineWidget::addingPlaysThroughTheFormBuildsTheTimeline()
{
    startFromFixture();
    addFivePlays();
    QFile position(positionPath());
    QVERIFY(position.open(QIODevice::ReadOnly));
    const QByteArray expectedJson = R"({ "position": )" + position.readAll() + R"(, "plays": [
        { "id": "p1", "kind": "attack", "player": "Alice", "attacker": "a1",
          "attack": "control", "target": "b2" },
        { "id": "p2", "kind": "aid", "player": "Alice", "attack": "p1", "group": "a3" },
        { "id": "p3", "kind": "plot", "player": "Alice", "with": "p1",
          "by": { "plot": "Terrorist Nuke" } },
        { "id": "p4", "kind": "cancel", "player": "Bob", "cancels": "p1",
          "by": { "plot": "Hoax!" } },
        { "id": "p5", "kind": "roll", "player": "Alice", "attack": "p1", "dice": [3, 4],
          "outcome": "success" } ] })";
    QString error;
    const CardNameResolver resolver(m_database);
    const std::optional<Timeline> expected = Timeline::fromJson(expectedJson, &error, &resolver);
    QVERIFY2(expected, qPrintable(error));
    QCOMPARE(document()->plays().size(), expected->plays.size());
    for (qsizetype i = 0; i < expected->plays.size(); ++i)
        QVERIFY2(document()->plays().at(i) == expected->plays.at(i),
                 qPrintable(expected->plays.at(i).id));
    QVERIFY(same(document()->timeline(), *expected));
    QVERIFY(m_widget->isModified());
    // The list shows them in order, the last one added selected.
    QCOMPARE(m_widget->playModel()->rowCount(), 5);
    QCOMPARE(m_widget->selectedPlay(), u"p5"_s);
    QCOMPARE(m_widget->playModel()->index(3, PlayListModel::WhatColumn).data().toString(),
             u"Cancels p1, by Hoax!"_s);
    // The name fields are empty again for the next play.
    QTRY_VERIFY(field<QLineEdit>("timelinePlotName")->text().isEmpty());

    // A field left empty is refused with a reason, and nothing is added.
    choose("timelineKindCombo", int(PlayKind::Plot));
    form()->addButton()->click();
    QCOMPARE(document()->plays().size(), 5);
    QVERIFY(!m_widget->message().isEmpty());
    // A name that is no card: the reader's words, with its JSON path.
    field<QLineEdit>("timelinePlotName")->setText(u"No Such Plot Anywhere"_s);
    form()->addButton()->click();
    QCOMPARE(document()->plays().size(), 5);
    QVERIFY2(m_widget->message().contains(u"$.plays[5].by.plot"_s),
             qPrintable(m_widget->message()));
}

void TestTimelineWidget::undoAndRedoWalkThePlays()
{
    startFromFixture();
    addFivePlays();
    const Timeline full = document()->timeline();
    QUndoStack *stack = document()->undoStack();
    QCOMPARE(stack->count(), 5);
    QVERIFY(stack->undoText().contains(u"p5"_s));
    for (int left = 4; left >= 0; --left) {
        stack->undo();
        QCOMPARE(document()->plays().size(), left);
        QCOMPARE(m_widget->playModel()->rowCount(), left);
    }
    QVERIFY(!m_widget->isModified());
    for (int made = 1; made <= 5; ++made) {
        stack->redo();
        QCOMPARE(document()->plays().size(), made);
    }
    QVERIFY(same(document()->timeline(), full));
    // The resolution follows: the cancel stands again after its undo and redo.
    QCOMPARE(document()->resolution().plays.at(0).status, PlayStatus::Cancelled);
    stack->undo(); // the roll
    stack->undo(); // the cancel
    QCOMPARE(document()->resolution().plays.at(0).status, PlayStatus::Effective);
    QCOMPARE(m_widget->playModel()->index(0, 0).data(PlayListModel::StatusRole).toInt(),
             int(PlayStatus::Effective));
}

void TestTimelineWidget::deleteAndCtrlArrowsEditTheSelectedPlay()
{
    startFromFixture();
    addFivePlays();
    QTableView *view = m_widget->playView();
    view->setFocus();
    // Bob's cancel moves after the roll, and back.
    m_widget->selectPlay(u"p4"_s);
    QTest::keyClick(view, Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(document()->plays().at(4).id, u"p4"_s);
    QCOMPARE(m_widget->selectedPlay(), u"p4"_s);
    QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(document()->plays().at(3).id, u"p4"_s);
    // The roll is named by nothing: Delete takes it away; undo puts it back.
    m_widget->selectPlay(u"p5"_s);
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(document()->plays().size(), 4);
    QVERIFY(document()->timeline().indexOf(u"p5"_s) < 0);
    document()->undoStack()->undo();
    QCOMPARE(document()->plays().size(), 5);
    QCOMPARE(document()->plays().at(4).id, u"p5"_s);
    // The buttons do the same.
    m_widget->selectPlay(u"p3"_s);
    m_widget->findChild<QPushButton *>(u"timelineMoveUpButton"_s)->click();
    QCOMPARE(document()->plays().at(1).id, u"p3"_s);
    QVERIFY(document()->undoStack()->undoText().contains(u"p3"_s));
}

void TestTimelineWidget::aPlayNamedByAnotherStaysWithAReason()
{
    startFromFixture();
    addFivePlays();
    const int steps = document()->undoStack()->count();
    // The attack is named by the aid, the Plot, the cancel and the roll.
    m_widget->selectPlay(u"p1"_s);
    m_widget->findChild<QPushButton *>(u"timelineRemoveButton"_s)->click();
    QCOMPARE(document()->plays().size(), 5);
    QVERIFY2(m_widget->message().contains(u"p2"_s) && m_widget->message().contains(u"p4"_s),
             qPrintable(m_widget->message()));
    // The aid cannot come before the attack it aids.
    QString error;
    QVERIFY(!document()->movePlay(1, -1, &error));
    QVERIFY2(error.contains(u"p1"_s), qPrintable(error));
    QCOMPARE(document()->undoStack()->count(), steps);
    // Nothing moves past either end.
    QVERIFY(!document()->movePlay(0, -1));
    QVERIFY(!document()->movePlay(4, 1));
    QVERIFY(!m_widget->findChild<QPushButton *>(u"timelineMoveUpButton"_s)->isEnabled());
}

void TestTimelineWidget::statusColumnShowsACancelledAttack()
{
    startFromFixture();
    addFivePlays();
    const PlayListModel *model = m_widget->playModel();
    QCOMPARE(model->index(0, PlayListModel::StatusColumn).data().toString(), u"Cancelled"_s);
    QCOMPARE(model->index(0, 0).data(PlayListModel::StatusRole).toInt(),
             int(PlayStatus::Cancelled));
    QCOMPARE(model->index(0, 0).data(PlayListModel::CancelledByRole).toString(), u"p4"_s);
    QVERIFY(!model->index(0, PlayListModel::RuleColumn).data().toString().isEmpty());
    QCOMPARE(model->index(3, PlayListModel::StatusColumn).data().toString(), u"Effective"_s);
    // Every row's status is the resolver's.
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(model->index(row, 0).data(PlayListModel::StatusRole).toInt(),
                 int(document()->resolution().plays.at(row).status));

    // Alice cancels the cancel: the attack stands again (R95).
    choose("timelineKindCombo", int(PlayKind::Cancel));
    choose("timelinePlayerCombo", u"Alice"_s);
    choose("timelineMeansCombo", u"plot"_s);
    field<QLineEdit>("timelinePlotName")->setText(u"Secrets Man Was Not Meant To Know"_s);
    choose("timelineEarlierCombo", u"p4"_s);
    add();
    QCOMPARE(model->index(0, PlayListModel::StatusColumn).data().toString(), u"Effective"_s);
    QCOMPARE(model->index(3, PlayListModel::StatusColumn).data().toString(), u"Cancelled"_s);
}

void TestTimelineWidget::selectedPlayShowsItsLinesAndItems()
{
    QString error;
    QVERIFY2(m_widget->openTimelineFile(timelinePath(), &error), qPrintable(error));
    const int row = document()->timeline().indexOf(u"p5"_s);
    QVERIFY(row >= 0);
    m_widget->selectPlay(u"p5"_s);
    const ResolvedPlay &resolved = document()->resolution().plays.at(row);
    const TableFactModel *lines = m_widget->linesModel();
    QCOMPARE(lines->rowCount(), int(resolved.lines.size()));
    for (int line = 0; line < lines->rowCount(); ++line) {
        const QModelIndex text = lines->index(line, TableFactModel::TextColumn);
        QCOMPARE(text.data(TableFactModel::FactCodeRole).toInt(),
                 int(resolved.lines.at(line).code));
        QCOMPARE(text.data().toString(),
                 renderTableFact(resolved.lines.at(line), document()->position()));
        if (resolved.lines.at(line).rule != RuleId::None)
            QVERIFY(!lines->index(line, TableFactModel::SourceColumn).data().toString().isEmpty());
    }
    const PlayItemsModel *items = m_widget->itemsModel();
    QCOMPARE(items->rowCount(), int(resolved.items.size()));
    for (int item = 0; item < items->rowCount(); ++item) {
        QCOMPARE(items->index(item, 0).data(PlayItemsModel::FateRole).toInt(),
                 int(resolved.items.at(item).fate));
        QCOMPARE(items->index(item, PlayItemsModel::OwnerColumn).data().toString(),
                 resolved.items.at(item).owner);
    }
}

void TestTimelineWidget::doubleClickingACitedLineAsksForItsRule()
{
    QString error;
    QVERIFY2(m_widget->openTimelineFile(timelinePath(), &error), qPrintable(error));
    m_widget->selectPlay(u"p5"_s);
    auto *lines = m_widget->findChild<QTableView *>(u"timelineLinesView"_s);
    const QModelIndex line = test::firstCitedLine(lines);
    QVERIFY(line.isValid());
    const RuleId rule = RuleId(line.data(TableFactModel::RuleRole).toInt());
    QVERIFY(rule != RuleId::None);
    QCOMPARE(test::rulesRequestedByDoubleClick(m_widget.get(), lines,
                                               line.siblingAtColumn(TableFactModel::SourceColumn)),
             QList<RuleId>{rule});
}

void TestTimelineWidget::summaryCountsEachPlayersThings()
{
    QString error;
    QVERIFY2(m_widget->openTimelineFile(timelinePath(), &error), qPrintable(error));
    const ResolutionSummaryModel *summary = m_widget->summaryModel();
    QCOMPARE(summary->rowCount(), 2);
    // Counted by hand over the items of every play.
    for (const ResolutionSummaryModel::Tally &tally : summary->tallies()) {
        int spent = 0;
        int plotsDiscarded = 0;
        for (const ResolvedPlay &play : document()->resolution().plays) {
            for (const PlayItem &item : play.items) {
                if (item.owner != tally.player)
                    continue;
                spent += item.kind == PlayItemKind::Token && item.fate == ItemFate::Spent;
                plotsDiscarded +=
                    item.kind == PlayItemKind::Plot && item.fate == ItemFate::Discarded;
            }
        }
        QCOMPARE(tally.count(ResolutionSummaryModel::TokensSpentColumn), spent);
        QCOMPARE(tally.count(ResolutionSummaryModel::PlotsDiscardedColumn), plotsDiscarded);
    }
    // The Mafia attacked and Offshore Banks aided; Hoax! was cancelled, so it is discarded.
    const ResolutionSummaryModel::Tally &alice = summary->tallies().at(0);
    QCOMPARE(alice.player, u"Alice"_s);
    QCOMPARE(alice.count(ResolutionSummaryModel::TokensSpentColumn), 2);
    const ResolutionSummaryModel::Tally &bob = summary->tallies().at(1);
    QCOMPARE(bob.count(ResolutionSummaryModel::PlotsDiscardedColumn), 1);
    QCOMPARE(summary->index(1, ResolutionSummaryModel::PlotsDiscardedColumn)
                 .data(ResolutionSummaryModel::CountRole)
                 .toInt(),
             1);
}

void TestTimelineWidget::savedTimelineReadsBackEqual()
{
    startFromFixture();
    addFivePlays();
    const QString path = m_dir.filePath(u"saved-timeline.json"_s);
    QString error;
    QVERIFY2(m_widget->saveTimelineFile(path, &error), qPrintable(error));
    QVERIFY(!m_widget->isModified());
    QCOMPARE(m_widget->currentFile(), path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CardNameResolver resolver(m_database);
    const std::optional<Timeline> read = Timeline::fromJson(file.readAll(), &error, &resolver);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(same(*read, document()->timeline()));

    // And through the window again, with the same resolution.
    const Timeline saved = document()->timeline();
    const QList<PlayStatus> statuses = [this] {
        QList<PlayStatus> list;
        for (const ResolvedPlay &play : document()->resolution().plays)
            list.append(play.status);
        return list;
    }();
    m_widget->startFromPositionFile(positionPath(), &error);
    QVERIFY(document()->plays().isEmpty());
    QVERIFY2(m_widget->openTimelineFile(path, &error), qPrintable(error));
    QVERIFY(same(document()->timeline(), saved));
    QVERIFY(!m_widget->isModified());
    QVERIFY(!document()->undoStack()->canUndo());
    for (qsizetype i = 0; i < statuses.size(); ++i)
        QCOMPARE(document()->resolution().plays.at(i).status, statuses.at(i));
}

void TestTimelineWidget::badTimelineFileNamesItsJsonPathAndKeepsTheTimeline()
{
    QString error;
    QVERIFY2(m_widget->openTimelineFile(timelinePath(), &error), qPrintable(error));
    m_widget->selectPlay(u"p7"_s);
    QVERIFY(document()->removePlay(6));
    const Timeline before = document()->timeline();
    QVERIFY(m_widget->isModified());

    QFile fixture(timelinePath());
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QByteArray bad = fixture.readAll();
    bad.replace(R"("cancels": "p5")", R"("cancels": "p9")");
    const QString path = writeFile(u"bad-timeline.json"_s, bad);
    QVERIFY(!m_widget->openTimelineFile(path, &error));
    QVERIFY2(error.contains(u"$.plays[5].cancels"_s), qPrintable(error));
    QVERIFY2(error.contains(u"bad-timeline.json"_s), qPrintable(error));
    QVERIFY(same(document()->timeline(), before));
    QCOMPARE(m_widget->currentFile(), QFileInfo(timelinePath()).absoluteFilePath());
    QVERIFY(m_widget->isModified());
    QVERIFY(document()->undoStack()->canUndo());

    const QString unknown = writeFile(u"unknown-key.json"_s, R"({ "position": { "players": [
        { "name": "Alice", "illuminati": { "id": "a0", "card": "Bavarian Illuminati" } } ] },
        "plays": [ { "id": "p1", "kind": "knock", "player": "Alice", "colour": "red" } ] })");
    QVERIFY(!m_widget->openTimelineFile(unknown, &error));
    QVERIFY2(error.contains(u"$.plays[0].colour"_s), qPrintable(error));
    const QString notJson = writeFile(u"not-json.json"_s, "{ \"plays\": ");
    QVERIFY(!m_widget->openTimelineFile(notJson, &error));
    QVERIFY2(error.contains(u"$"_s), qPrintable(error));
    QVERIFY(!m_widget->openTimelineFile(m_dir.filePath(u"missing.json"_s), &error));
    QVERIFY(error.contains(u"missing.json"_s));
    QVERIFY(same(document()->timeline(), before));
}

void TestTimelineWidget::aTimelineStartsOnlyFromATableWithPlayers()
{
    // A new tab has no table: the form waits, and nothing is saved.
    QVERIFY(!document()->hasPosition());
    QVERIFY(!form()->isEnabled());
    QVERIFY(!m_widget->message().isEmpty());
    QString error;
    QVERIFY(!m_widget->saveTimelineFile(m_dir.filePath(u"nothing.json"_s), &error));
    QVERIFY(!QFile::exists(m_dir.filePath(u"nothing.json"_s)));
    QVERIFY(!m_widget->startTimeline(Position(), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!document()->hasPosition());
    // A bad position file names its JSON path.
    const QString bad = writeFile(u"bad-position.json"_s, R"({ "players": [ { "name": "Alice",
        "illuminati": { "id": "a0", "card": "Bavarian Illuminati" },
        "groups": [ { "id": "a1", "card": "The Mafia", "master": "b9", "arrow": 0 } ] } ] })");
    QVERIFY(!m_widget->startFromPositionFile(bad, &error));
    QVERIFY2(error.contains(u"$.players[0].groups[0].master"_s), qPrintable(error));
    startFromFixture();
    QCOMPARE(document()->position().players.size(), 2);
    QCOMPARE(document()->displayName(), u"Untitled Timeline"_s);
}

void TestTimelineWidget::unsavedChangesAreSettled()
{
    startFromFixture();
    addFivePlays();
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Cancel; });
    QVERIFY(!m_widget->settleUnsavedChanges());
    QCOMPARE(document()->plays().size(), 5);
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    QVERIFY(m_widget->settleUnsavedChanges());
}

void TestTimelineWidget::newTimelineStartsFromTheTablesPosition()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.tableWidget()->openPositionFile(positionPath(), &error), qPrintable(error));
    QVERIFY(window.tableWidget()->document()->setTokensSpent(InstanceId{u"b2"_s}, 1));
    TimelineWidget *timeline = window.timelineWidget();
    timeline->setStartPrompt([] { return TimelineWidget::StartFrom::Table; });
    window.findChild<QAction *>(u"actionNewTimeline"_s)->trigger();
    QCOMPARE(window.tabs()->currentWidget(), timeline->parentWidget());
    QVERIFY(timeline->document()->hasPosition());
    QCOMPARE(timeline->document()->position(), window.tableWidget()->document()->position());
    QVERIFY(timeline->document()->plays().isEmpty());
    QVERIFY(timeline->currentFile().isEmpty());
    QCOMPARE(window.windowTitle(), u"Untitled Timeline[*] — INWO Assistant"_s);
    // Cancelled: the timeline stays.
    timeline->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    QVERIFY(timeline->openTimelineFile(timelinePath(), &error));
    timeline->setStartPrompt([] { return TimelineWidget::StartFrom::Cancel; });
    window.findChild<QAction *>(u"actionNewTimeline"_s)->trigger();
    QCOMPARE(timeline->document()->plays().size(), 7);
}

void TestTimelineWidget::openingAnAttackFillsTheAdjudicator()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TimelineWidget *timeline = window.timelineWidget();
    // The fixture, with the value the referee gives Terrorist Nuke (p3) in this attack.
    QFile fixture(timelinePath());
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(fixture.readAll()).object();
    QJsonArray plays = root.value(u"plays"_s).toArray();
    QJsonObject nuke = plays.at(2).toObject();
    QCOMPARE(nuke.value(u"id"_s).toString(), u"p3"_s);
    nuke.insert(u"value"_s, 3);
    plays.replace(2, nuke);
    root.insert(u"plays"_s, plays);
    const QString path =
        writeFile(u"valued-plot.json"_s, QJsonDocument(root).toJson(QJsonDocument::Indented));
    QString error;
    QVERIFY2(timeline->openTimelineFile(path, &error), qPrintable(error));
    window.findChild<QAction *>(u"actionShowTimeline"_s)->trigger();
    QCOMPARE(window.tabs()->currentWidget(), timeline->parentWidget());
    // The aid (p2) is part of the attack: Enter on it opens the attack it aids.
    timeline->selectPlay(u"p2"_s);
    QTableView *view = timeline->playView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(window.tabs()->currentWidget(), window.adjudicator()->parentWidget());
    const AttackScenario shown = window.adjudicator()->scenario();
    QVERIFY(shown.attacker);
    QCOMPARE(shown.attacker->name, u"The Mafia"_s);
    QCOMPARE(shown.target.name, u"Post Office"_s);
    QCOMPARE(shown.kind, AttackKind::Control);
    // The aid that stands comes along.
    QCOMPARE(shown.aiding.size(), 1);
    QCOMPARE(shown.aiding.first().name, u"Offshore Banks"_s);
    // The attack is the resolver's, worked out on the table at its dice: the defence and the
    // Plot played with it come along, and the groups carry the table's numbers (the aider's
    // Criminal alignment from Law and Order) rather than being re-read from their cards.
    QVERIFY(shown.attacker->fromTable);
    QCOMPARE(shown.defending.size(), 1);
    QCOMPARE(shown.defending.first().name, u"Gnomes of Zurich"_s);
    QCOMPARE(shown.plays.size(), 1);
    QCOMPARE(shown.plays.first().plot, u"Terrorist Nuke"_s);
    QCOMPARE(shown.plays.first().add, 3);
    QVERIFY(std::any_of(
        shown.aiding.first().alignments.cbegin(), shown.aiding.first().alignments.cend(),
        [](const AlignmentMark &mark) { return mark.value == Alignment::Criminal; }));
    QVERIFY(window.adjudicator()->currentFile().isEmpty());

    // A play that is no attack, nor part of one, says so and stays.
    window.findChild<QAction *>(u"actionShowTimeline"_s)->trigger();
    QVERIFY(!timeline->openAttack(u"p5"_s));
    QCOMPARE(window.tabs()->currentWidget(), timeline->parentWidget());
    QVERIFY(!timeline->message().isEmpty());
    QVERIFY(!window.findChild<QPushButton *>(u"timelineOpenAttackButton"_s)->isEnabled() ||
            timeline->selectedPlay() != u"p5");
}

void TestTimelineWidget::ctrlFiveShowsTheTimelineAndTheWindowUndoesIt()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_5, Qt::ControlModifier);
    TimelineWidget *timeline = window.timelineWidget();
    QCOMPARE(window.tabs()->currentWidget(), timeline->parentWidget());
    QVERIFY(timeline->playView()->hasFocus());
    // A tab built while its page shows is shown once the events run.
    QTRY_VERIFY(timeline->playView()->isVisible());

    const QString path = m_dir.filePath(u"ctrl-s-timeline.json"_s);
    QFile::remove(path);
    QVERIFY(QFile::copy(timelinePath(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    QVERIFY2(timeline->openTimelineFile(path, &error), qPrintable(error));
    QCOMPARE(window.windowTitle(), u"ctrl-s-timeline.json[*] — INWO Assistant"_s);
    timeline->selectPlay(u"p7"_s);
    QTest::keyClick(timeline->playView(), Qt::Key_Delete);
    QCOMPARE(timeline->document()->plays().size(), 6);
    QVERIFY(window.isWindowModified());
    // Ctrl+Z undoes on the Timeline tab, through the window's Edit menu.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(timeline->document()->plays().size(), 7);
    QTest::keyClick(&window, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(timeline->document()->plays().size(), 6);
    // Ctrl+S saves the timeline there.
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!timeline->isModified());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const CardNameResolver resolver(m_database);
    const std::optional<Timeline> read = Timeline::fromJson(saved.readAll(), &error, &resolver);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->plays.size(), 6);
    // The menu's actions are there, and Ctrl+O, Ctrl+S are the timeline's on its tab only.
    for (const char *name :
         {"actionNewTimeline", "actionOpenTimeline", "actionSaveTimeline", "actionSaveTimelineAs"})
        QVERIFY2(window.findChild<QAction *>(QString::fromLatin1(name)), name);
    QCOMPARE(window.findChild<QAction *>(u"actionSaveTimeline"_s)->shortcut(),
             QKeySequence(QKeySequence::Save));
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(window.findChild<QAction *>(u"actionSaveTimeline"_s)->shortcut(), QKeySequence());
    QCOMPARE(window.findChild<QAction *>(u"actionSaveTable"_s)->shortcut(),
             QKeySequence(QKeySequence::Save));
}

// The group belongs to the player who makes the play: another player chosen, the group is his
// first (his Illuminati), not the one chosen for the player before.
void TestTimelineWidget::changingThePlayerResetsTheGroup()
{
    startFromFixture();
    choose("timelineKindCombo", int(PlayKind::Defend));
    choose("timelinePlayerCombo", u"Alice"_s);
    auto *group = field<QComboBox>("timelineGroupCombo");
    QVERIFY(group);
    QCOMPARE(group->currentData().toString(), u"a0"_s); // her own first
    choose("timelineGroupCombo", u"a3"_s);
    choose("timelinePlayerCombo", u"Bob"_s);
    QCOMPARE(group->currentData().toString(), u"b0"_s);
    // And back: Alice's first again, not the group chosen before.
    choose("timelinePlayerCombo", u"Alice"_s);
    QCOMPARE(group->currentData().toString(), u"a0"_s);
}

// Enter on an entry of the completion list takes the name and nothing more: the play is added
// by the next Enter (or Add Play), once the play it cancels is chosen.
void TestTimelineWidget::enterOnACompletionOnlyAcceptsIt()
{
    startFromFixture();
    addFivePlays();
    const qsizetype before = document()->plays().size();
    choose("timelineKindCombo", int(PlayKind::Cancel));
    choose("timelinePlayerCombo", u"Bob"_s);
    choose("timelineMeansCombo", u"plot"_s);
    auto *name = field<QLineEdit>("timelinePlotName");
    QVERIFY(name && name->completer());
    m_widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_widget.get()));
    name->setFocus();
    QTRY_VERIFY(name->hasFocus());
    QTest::keyClicks(name, u"Hoa"_s);
    QAbstractItemView *popup = name->completer()->popup();
    QTRY_VERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_COMPARE(name->text(), u"Hoax!"_s);
    QVERIFY(!popup->isVisible());
    QCOMPARE(document()->plays().size(), before); // nothing added yet
    // The play it cancels, then Enter in the name: now it is added.
    choose("timelineEarlierCombo", u"p3"_s);
    name->setFocus();
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(document()->plays().size(), before + 1);
    QCOMPARE(document()->plays().last().cancels, u"p3"_s);
}

// File > Save Timeline As has Ctrl+Shift+S on the Timeline tab, shown in the menu, and saves the
// timeline under the name given, which it then keeps.
void TestTimelineWidget::ctrlShiftSSavesTheTimelineAsAnotherFile()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_5, Qt::ControlModifier);
    TimelineWidget *timeline = window.timelineWidget();
    QString error;
    QVERIFY2(timeline->openTimelineFile(timelinePath(), &error), qPrintable(error));
    auto *saveAs = window.findChild<QAction *>(u"actionSaveTimelineAs"_s);
    QVERIFY(saveAs);
    const QKeySequence ctrlShiftS(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    QCOMPARE(saveAs->shortcut(), ctrlShiftS);
    QVERIFY(!saveAs->shortcut().toString(QKeySequence::NativeText).isEmpty()); // in the menu

    const QString path = m_dir.filePath(u"saved-as.json"_s);
    QFile::remove(path);
    bool asked = false;
    test::whenDialogOpens(this, [&](QDialog *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        asked = files && files->acceptMode() == QFileDialog::AcceptSave;
        if (!asked) {
            dialog->reject();
            return;
        }
        // The whole path in the name field (selectFile() changes folder in the background).
        auto *fileName = files->findChild<QLineEdit *>(u"fileNameEdit"_s);
        if (!fileName) {
            asked = false;
            dialog->reject();
            return;
        }
        fileName->setText(path);
        static_cast<QDialog *>(files)->accept(); // QFileDialog::accept: the name is checked
    });
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(asked);
    QTRY_VERIFY(QFile::exists(path));
    QCOMPARE(timeline->currentFile(), path);
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const CardNameResolver resolver(m_database);
    const std::optional<Timeline> read = Timeline::fromJson(saved.readAll(), &error, &resolver);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->plays.size(), timeline->document()->plays().size());
    // Elsewhere the keys are not the timeline's (the window has the keyboard back).
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    QTRY_COMPARE(window.tabs()->currentWidget(), window.tableWidget()->parentWidget());
    QCOMPARE(saveAs->shortcut(), QKeySequence());
}

void TestTimelineWidget::noTwoVisibleControlsShareAnAltKey()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(u"actionShowTimeline"_s)->trigger();
    TimelineWidget *timeline = window.timelineWidget();
    QTRY_VERIFY(timeline->playView()->isVisible());
    QString error;
    QVERIFY2(timeline->openTimelineFile(timelinePath(), &error), qPrintable(error));
    PlayForm *playForm = timeline->form();
    auto *attackKind = playForm->findChild<QComboBox *>(u"timelineAttackKindCombo"_s);
    auto *means = playForm->findChild<QComboBox *>(u"timelineMeansCombo"_s);
    for (const PlayKind kind : allOf<PlayKind>()) {
        playForm->setKind(kind);
        // Each way the form can look for this kind: an instant attack, a play by a Plot.
        QList<std::function<void()>> looks{[] {
        }};
        if (kind == PlayKind::Attack)
            looks.append([&] {
                attackKind->setCurrentIndex(attackKind->findData(int(AttackKind::Instant)));
            });
        if (means->isVisible() && means->findData(u"plot"_s) >= 0)
            looks.append([&] { means->setCurrentIndex(means->findData(u"plot"_s)); });
        for (const auto &look : looks) {
            look();
            const QMultiHash<QChar, QString> keys = visibleMnemonics(window);
            // The tab's own are among them: Kind, Player, Add Play.
            for (const QChar key : {u'K', u'P', u'Y', u'U', u'W', u'R', u'J'})
                QVERIFY(keys.contains(key));
            for (const QChar key : keys.uniqueKeys()) {
                const QStringList texts = keys.values(key);
                QVERIFY2(texts.size() == 1,
                         qPrintable(TimelineText::name(kind) + u": "_s + texts.join(u", "_s)));
            }
        }
        attackKind->setCurrentIndex(0);
    }
}

void TestTimelineWidget::everyFieldIsReachedByTab()
{
    startFromFixture();
    addFivePlays();
    // From the list, Tab visits every control in view, the form's in the order they show.
    for (const PlayKind kind : {PlayKind::Attack, PlayKind::Change, PlayKind::Transfer}) {
        form()->setKind(kind);
        QList<QWidget *> expected;
        for (QWidget *widget : form()->focusChain()) {
            if (widget->isVisible() && widget->isEnabled())
                expected.append(widget);
        }
        m_widget->playView()->setFocus();
        QVERIFY(m_widget->playView()->hasFocus());
        QList<QWidget *> visited;
        for (int step = 0; step < 40 && visited.size() < expected.size(); ++step) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            if (expected.contains(focus) && !visited.contains(focus))
                visited.append(focus);
        }
        QCOMPARE(visited, expected);
    }
}

void TestTimelineWidget::addingAPlayHidesTheOpenCompletionList()
{
    QString error;
    QVERIFY2(m_widget->startFromPositionFile(positionPath(), &error), qPrintable(error));
    // The Mafia attacks the Post Office; Bob cancels it with a Plot whose name he is typing.
    choose("timelineKindCombo", int(PlayKind::Attack));
    choose("timelinePlayerCombo", u"Alice"_s);
    choose("timelineAttackerCombo", u"a1"_s);
    choose("timelineTargetCombo", u"b2"_s);
    m_widget->form()->addButton()->click();
    QCOMPARE(m_widget->document()->plays().size(), 1);
    choose("timelineKindCombo", int(PlayKind::Cancel));
    choose("timelinePlayerCombo", u"Bob"_s);
    choose("timelineMeansCombo", u"plot"_s);
    auto *name = field<QLineEdit>("timelinePlotName");
    QVERIFY(name && name->completer());
    m_widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_widget.get()));
    name->setFocus();
    QTRY_VERIFY(name->hasFocus());
    QTest::keyClicks(name, u"Hoax"_s);
    QAbstractItemView *popup = name->completer()->popup();
    QTRY_VERIFY(popup->isVisible());
    // Add Play (Alt+Y) while the list shows.
    QTest::keyClick(popup, Qt::Key_Y, Qt::AltModifier);
    if (m_widget->document()->plays().size() == 1)
        m_widget->form()->addButton()->click(); // the platform gave the key to the list only
    QCOMPARE(m_widget->document()->plays().size(), 2);
    QTRY_COMPARE(name->text(), QString());
    QVERIFY(!popup->isVisible());
}

void TestTimelineWidget::anAttacksTargetIsNeverItsAttacker()
{
    QString error;
    QVERIFY2(m_widget->startFromPositionFile(positionPath(), &error), qPrintable(error));
    choose("timelineKindCombo", int(PlayKind::Attack));
    auto *attacker = field<QComboBox>("timelineAttackerCombo");
    auto *target = field<QComboBox>("timelineTargetCombo");
    QVERIFY(attacker && target);
    for (const QString &player : {u"Alice"_s, u"Bob"_s, u"Alice"_s}) {
        choose("timelinePlayerCombo", player);
        QVERIFY(attacker->currentIndex() >= 0 && target->currentIndex() >= 0);
        QVERIFY2(attacker->currentData() != target->currentData(),
                 qPrintable(player + u": "_s + attacker->currentText() + u" attacks "_s +
                            target->currentText()));
    }
}

QTEST_MAIN(TestTimelineWidget)
#include "tst_timelinewidget.moc"
