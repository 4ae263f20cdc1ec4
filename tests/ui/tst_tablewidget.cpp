#include "adjudicator/adjudicatorwidget.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "citedlines.h"
#include "dialoganswerer.h"
#include "fixtures.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "table/attacklist.h"
#include "table/attacklistmodel.h"
#include "table/goals.h"
#include "table/powerstructuremodel.h"
#include "table/tablecommands.h"
#include "table/tabledocument.h"
#include "table/tablefactmodel.h"
#include "table/tablestats.h"
#include "table/tablewidget.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

// The Table tab: a referee builds a position with undo, saves and opens it, and sees the goals,
// the NWOs' effects and every attack beside it; an attack opens in the adjudicator.
class TestTableWidget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void openingTheFixtureShowsEachGroupUnderItsMaster();
    void treeShowsTheNumbersOfTheStatFunction();
    void addingAGroupThenUndoRestoresThePosition();
    void groupsTakeTheFirstFreeArrowAndRefuseATakenOne();
    void unknownOrWrongCardsAreRefusedWithAReason();
    void deleteRemovesTheSelectedGroupWithItsPuppets();
    void movingAGroupToARivalTakesItsPuppetsAlong();
    void tokenStepsMergeIntoOneUndoStep();
    void playingASecondRedNwoDiscardsTheFirst();
    void removingAPlayerForgetsHimEverywhere();
    void goalsPanelRedrawsAfterAGroupIsAdded();
    void doubleClickingACitedGoalLineAsksForItsRule();
    void choosingTheOtherRulingRedrawsTheGoalsAndUndoes();
    void rulesOfferOnlyTheirPhasesAndSaveAsTheyAre();
    void nwoPanelListsEachNwoInTheOrderPlayed();
    void attackListShowsLegalAttacksBestFirstThenRefusedOnes();
    void attackListSaysWhatSuccessDoesToTheGoals();
    void savedPositionReadsBackEqual();
    void badPositionFileNamesItsJsonPath();
    void aFailedSaveLosesNothing();
    void aTableWithNoPlayerIsNotWritten();
    void unsavedChangesAreSettledBeforeANewTable();
    void openingAnAttackFillsTheAdjudicator();
    void ctrlFourShowsTheTableAndCtrlSSavesIt();
    void aMessageEndingOnAnAbbreviatedNameHasOneFullStop();
    void addPlayerTakesOneEnter();
    void altLPutsTheKeyboardInTheNwoField();

private:
    QString fixturePath() const;
    QString writeFile(const QString &name, const QByteArray &bytes) const;
    void openFixture();
    TableDocument *document() const { return m_widget->document(); }
    // Alice's goals row of the goals panel.
    QModelIndex goalsRowOf(const QString &player) const;

    QTemporaryDir m_dir;
    CardDatabase m_database;
    std::unique_ptr<TableWidget> m_widget;
};

void TestTableWidget::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_tablewidget"_s);

    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestTableWidget::init()
{
    QSettings().clear();
    m_widget = std::make_unique<TableWidget>(m_database);
    // Starting again after edits discards them; no test waits on a question.
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    m_widget->resize(1366, 700);
    m_widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
}

void TestTableWidget::cleanup()
{
    m_widget.reset();
}

QString TestTableWidget::fixturePath() const
{
    return QStringLiteral(INWO_FIXTURES_DIR "/positions/two-players.json");
}

QString TestTableWidget::writeFile(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(bytes);
    return path;
}

void TestTableWidget::openFixture()
{
    QString error;
    QVERIFY2(m_widget->openPositionFile(fixturePath(), &error), qPrintable(error));
    QVERIFY(!m_widget->isModified());
    QVERIFY(!document()->undoStack()->canUndo());
}

QModelIndex TestTableWidget::goalsRowOf(const QString &player) const
{
    return m_widget->goalsModel()->rowOfPlayer(player);
}

void TestTableWidget::openingTheFixtureShowsEachGroupUnderItsMaster()
{
    openFixture();
    const PowerStructureModel *model = m_widget->structureModel();
    const auto at = [model](const char *id) {
        return model->indexOf(InstanceId{QString::fromLatin1(id)});
    };
    QVERIFY(at("a0").isValid());
    QVERIFY(!at("a0").parent().isValid());
    QCOMPARE(at("a1").parent(), at("a0"));
    QCOMPARE(at("a2").parent(), at("a1"));
    QCOMPARE(at("a3").parent(), at("a2"));
    // The Resource under the group it is linked to, after its puppets.
    QCOMPARE(at("a9").parent(), at("a1"));
    QCOMPARE(at("a9").data(PowerStructureModel::KindRole).toInt(),
             int(PowerStructureModel::Kind::Resource));
    // Bob's groups in the order of their arrows.
    QCOMPARE(at("b2").parent(), at("b0"));
    QCOMPARE(at("b2").row(), 0);
    QCOMPARE(at("b1").row(), 1);
    QVERIFY(at("b1").data(PowerStructureModel::DevastatedRole).toBool());
    QCOMPARE(at("a2").data(PowerStructureModel::TokensRole).toInt(), 1);
    QCOMPARE(at("a2").data(PowerStructureModel::ArrowRole).toInt(), 2);
    // The uncontrolled area last, with its card.
    const QModelIndex area = model->indexOf(InstanceId());
    QCOMPARE(area.row(), model->rowCount() - 1);
    QCOMPARE(at("u1").parent(), area);
    QCOMPARE(at("u1").data(PowerStructureModel::PlayerRole).toString(), QString());

    // The NWO slots: Law and Order is yellow, Energy Crisis blue, no red one.
    const QStandardItemModel *nwoSlots = m_widget->nwoSlotsModel();
    QCOMPARE(nwoSlots->rowCount(), 3);
    QCOMPARE(nwoSlots->index(0, 1).data(Qt::UserRole).toString(), QString());
    QCOMPARE(nwoSlots->index(1, 1).data(Qt::UserRole).toString(), u"Energy Crisis"_s);
    QCOMPARE(nwoSlots->index(2, 1).data(Qt::UserRole).toString(), u"Law and Order"_s);
    QCOMPARE(nwoSlots->index(2, 3).data().toString(), u"1"_s);
    QCOMPARE(m_widget->destroyedModel()->rowCount(), 1);
}

void TestTableWidget::treeShowsTheNumbersOfTheStatFunction()
{
    openFixture();
    const Position &position = document()->position();
    const TableStats stats(position, m_database, &bundledAbilities());
    for (const char *id : {"a0", "a1", "a2", "a3", "b1", "b2"}) {
        const InstanceId card{QString::fromLatin1(id)};
        const std::optional<EffectiveGroup> group = stats.group(card, StatUse::Play);
        QVERIFY2(group && group->known, id);
        const QModelIndex row = m_widget->structureModel()->indexOf(card);
        QCOMPARE(row.data(PowerStructureModel::PowerRole).toInt(), group->power);
        QCOMPARE(row.data(PowerStructureModel::ResistanceRole).toInt(), group->resistance);
    }
}

void TestTableWidget::addingAGroupThenUndoRestoresThePosition()
{
    openFixture();
    const Position before = document()->position();
    QString error;
    const InstanceId added = document()->addCard(InstanceId{u"a0"_s}, u"CIA"_s, -1, &error);
    QVERIFY2(!added.isEmpty(), qPrintable(error));
    QVERIFY(m_widget->isModified());
    const TableCard *card = document()->position().card(added);
    QVERIFY(card);
    QCOMPARE(card->card, u"C.I.A."_s); // the name as written, read as the resolver reads it
    QCOMPARE(card->master.value, u"a0"_s);
    QCOMPARE(card->arrow, 1); // arrow 0 holds The Mafia
    QVERIFY(!card->cardId.isEmpty());
    QVERIFY(m_widget->structureModel()->indexOf(added).isValid());
    const Position after = document()->position();

    document()->undoStack()->undo();
    QCOMPARE(document()->position(), before);
    QVERIFY(!m_widget->structureModel()->indexOf(added).isValid());
    QVERIFY(!m_widget->isModified());

    document()->undoStack()->redo();
    QCOMPARE(document()->position(), after);
    QVERIFY(m_widget->structureModel()->indexOf(added).isValid());
}

void TestTableWidget::groupsTakeTheFirstFreeArrowAndRefuseATakenOne()
{
    // A group already in play (Bob's Texas) is not added again (R138).
    {
        openFixture();
        QString duplicate;
        QVERIFY(document()->addCard(InstanceId{u"a0"_s}, u"Texas"_s, -1, &duplicate).isEmpty());
        QVERIFY2(duplicate.contains(u"already in play"_s), qPrintable(duplicate));
    }
    openFixture();
    QString error;
    // Loan Sharks has two arrows (0 holds Offshore Banks).
    const InstanceId second = document()->addCard(InstanceId{u"a2"_s}, u"Gun Lobby"_s, -1, &error);
    QVERIFY2(!second.isEmpty(), qPrintable(error));
    QCOMPARE(document()->position().card(second)->arrow, 1);
    const int steps = document()->undoStack()->count();
    QVERIFY(
        document()->addCard(InstanceId{u"a2"_s}, u"Triliberal Commission"_s, -1, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(
        document()->addCard(InstanceId{u"a0"_s}, u"Triliberal Commission"_s, 0, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    QCOMPARE(document()->undoStack()->count(), steps);

    // Through the window: the selected card is the master, the arrow spin box its arrow.
    m_widget->selectCard(InstanceId{u"b0"_s});
    m_widget->findChild<QSpinBox *>(u"tableArrowSpin"_s)->setValue(4); // the fourth arrow
    auto *name = m_widget->findChild<QLineEdit *>(u"tableCardName"_s);
    name->setText(u"Triliberal Commission"_s);
    m_widget->findChild<QPushButton *>(u"tableAddCardButton"_s)->click();
    const QList<const TableCard *> puppets = document()->position().puppetsOf(InstanceId{u"b0"_s});
    QCOMPARE(puppets.size(), 3);
    QCOMPARE(puppets.last()->card, u"Triliberal Commission"_s);
    QCOMPARE(puppets.last()->arrow, 3);
    QCOMPARE(m_widget->selectedCard().value, u"b0"_s); // still the master, for the next one
}

void TestTableWidget::unknownOrWrongCardsAreRefusedWithAReason()
{
    // A beginning that completes one way only is taken as that card.
    {
        openFixture();
        auto *name = m_widget->findChild<QLineEdit *>(u"tableCardName"_s);
        QVERIFY(name);
        const int before = int(document()->position().players.at(0).groups.size());
        m_widget->selectCard(InstanceId{u"a0"_s});
        name->setText(u"Multinational Oil"_s);
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(int(document()->position().players.at(0).groups.size()), before + 1);
        QCOMPARE(document()->position().players.at(0).groups.last().card,
                 u"Multinational Oil Companies"_s);
    }
    openFixture();
    QString error;
    QVERIFY(
        document()->addCard(InstanceId{u"a0"_s}, u"No Such Card At All"_s, -1, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!document()->addPlayer(u"Carol"_s, u"The Mafia"_s, &error)); // not an Illuminati
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!document()->addPlayer(u"Alice"_s, u"Discordian Society"_s, &error)); // taken name
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!document()->playNwo(u"The Mafia"_s, u"Alice"_s, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!document()->undoStack()->canUndo());

    // The window says why under the Power Structures.
    m_widget->selectCard(InstanceId{u"a0"_s});
    m_widget->findChild<QLineEdit *>(u"tableCardName"_s)->setText(u"No Such Card At All"_s);
    m_widget->findChild<QPushButton *>(u"tableAddCardButton"_s)->click();
    QVERIFY(!m_widget->message().isEmpty());
    QVERIFY(!document()->undoStack()->canUndo());
}

void TestTableWidget::deleteRemovesTheSelectedGroupWithItsPuppets()
{
    openFixture();
    const Position before = document()->position();
    m_widget->selectCard(InstanceId{u"a1"_s});
    m_widget->structureView()->setFocus();
    QTest::keyClick(m_widget->structureView(), Qt::Key_Delete);
    const Position &after = document()->position();
    QVERIFY(!after.card(InstanceId{u"a1"_s}));
    QVERIFY(!after.card(InstanceId{u"a2"_s}));
    QVERIFY(!after.card(InstanceId{u"a3"_s}));
    // The Resource linked to it stays, now the Illuminati's.
    const TableCard *saucer = after.card(InstanceId{u"a9"_s});
    QVERIFY(saucer);
    QVERIFY(saucer->linkedTo.isEmpty());
    QCOMPARE(document()->undoStack()->count(), 1);
    QCOMPARE(m_widget->selectedCard().value, u"a0"_s);

    // An Illuminati is not removed by Delete: it leaves with its player.
    QTest::keyClick(m_widget->structureView(), Qt::Key_Delete);
    QVERIFY(document()->position().player(u"Alice"_s));
    QCOMPARE(document()->undoStack()->count(), 1);

    document()->undoStack()->undo();
    QCOMPARE(document()->position(), before);
}

void TestTableWidget::movingAGroupToARivalTakesItsPuppetsAlong()
{
    openFixture();
    QString error;
    QVERIFY2(document()->moveCard(InstanceId{u"a2"_s}, InstanceId{u"b2"_s}, -1, &error),
             qPrintable(error));
    QString controller;
    const TableCard *sharks = document()->position().card(InstanceId{u"a2"_s}, &controller);
    QCOMPARE(controller, u"Bob"_s);
    QCOMPARE(sharks->master.value, u"b2"_s);
    QCOMPARE(sharks->arrow, 0);
    const TableCard *banks = document()->position().card(InstanceId{u"a3"_s}, &controller);
    QCOMPARE(controller, u"Bob"_s);
    QCOMPARE(banks->master.value, u"a2"_s);
    QCOMPARE(m_widget->structureModel()->indexOf(InstanceId{u"a3"_s}).parent(),
             m_widget->structureModel()->indexOf(InstanceId{u"a2"_s}));

    // Under itself: refused.
    QVERIFY(!document()->moveCard(InstanceId{u"a2"_s}, InstanceId{u"a3"_s}, -1, &error));
    // To the uncontrolled area: the group and its puppet, loose.
    QVERIFY(document()->moveCard(InstanceId{u"a2"_s}, InstanceId(), -1, &error));
    QVERIFY(document()->position().card(InstanceId{u"a3"_s}, &controller));
    QVERIFY(controller.isEmpty());
    QCOMPARE(document()->position().uncontrolled.size(), 3);
    QVERIFY(document()->position().card(InstanceId{u"a3"_s})->master.isEmpty());

    // The moves save as a file that reads back.
    QVERIFY2(m_widget->savePositionFile(m_dir.filePath(u"moved.json"_s), &error),
             qPrintable(error));
}

void TestTableWidget::tokenStepsMergeIntoOneUndoStep()
{
    openFixture();
    m_widget->selectCard(InstanceId{u"a1"_s});
    auto *tokens = m_widget->findChild<QSpinBox *>(u"tableTokensSpin"_s);
    QVERIFY(tokens && tokens->isEnabled());
    QCOMPARE(tokens->value(), 0);
    tokens->setValue(1);
    tokens->setValue(2);
    QCOMPARE(document()->position().card(InstanceId{u"a1"_s})->tokensSpent, 2);
    QCOMPARE(document()->undoStack()->count(), 1);
    document()->undoStack()->undo();
    QCOMPARE(document()->position().card(InstanceId{u"a1"_s})->tokensSpent, 0);
    QCOMPARE(tokens->value(), 0);
}

void TestTableWidget::playingASecondRedNwoDiscardsTheFirst()
{
    openFixture();
    QString error;
    const std::optional<NwoPlayed> first =
        document()->playNwo(u"Gun Control"_s, u"Alice"_s, &error);
    QVERIFY2(first, qPrintable(error));
    QVERIFY(!first->discarded);
    const Position withGunControl = document()->position();

    const std::optional<NwoPlayed> second = document()->playNwo(u"Solidarity"_s, u"Bob"_s, &error);
    QVERIFY2(second, qPrintable(error));
    QVERIFY(second->discarded);
    QCOMPARE(second->discarded->card, u"Gun Control"_s);
    QVERIFY(!second->identical);
    const QList<NwoInForce> &nwos = document()->position().nwos;
    QCOMPARE(nwos.size(), 3);
    QCOMPARE(nwos.last().card, u"Solidarity"_s);
    QCOMPARE(nwos.last().playedBy, u"Bob"_s);
    QVERIFY(std::none_of(nwos.begin(), nwos.end(),
                         [](const NwoInForce &nwo) { return nwo.card == u"Gun Control"; }));
    // The red slot holds the new one; the NWO panel lists it last.
    QCOMPARE(m_widget->nwoSlotsModel()->index(0, 1).data(Qt::UserRole).toString(), u"Solidarity"_s);
    QCOMPARE(m_widget->nwoEffectsModel()->rowOfNwo(u"Solidarity"_s).row(), 2);
    QVERIFY(!m_widget->nwoEffectsModel()->rowOfNwo(u"Gun Control"_s).isValid());

    document()->undoStack()->undo();
    QCOMPARE(document()->position(), withGunControl);

    // Negated: out of force, and back on undo.
    QVERIFY(document()->removeNwo(u"Law and Order"_s));
    QCOMPARE(document()->position().nwos.size(), 2);
    document()->undoStack()->undo();
    QCOMPARE(document()->position(), withGunControl);
}

void TestTableWidget::removingAPlayerForgetsHimEverywhere()
{
    openFixture();
    QVERIFY(document()->removePlayer(u"Bob"_s));
    const Position &position = document()->position();
    QCOMPARE(position.players.size(), 1);
    for (const NwoInForce &nwo : position.nwos)
        QVERIFY(nwo.playedBy != u"Bob");
    for (const DestroyedCard &card : position.destroyed)
        QVERIFY(card.owner != u"Bob" && card.destroyedBy != u"Bob");
    QVERIFY(!goalsRowOf(u"Bob"_s).isValid());
    QString error;
    QVERIFY2(m_widget->savePositionFile(m_dir.filePath(u"alone.json"_s), &error),
             qPrintable(error));
    QVERIFY2(document()->addPlayer(u"Carol"_s, u"Discordian Society"_s, &error), qPrintable(error));
    QCOMPARE(document()->position().players.last().illuminati.id.value, u"c0"_s);
}

// Alice holds Hail Eris! with Gay Activists raised to Power 3: read from the VFAQ it doubles
// the group; the referee may rule that he reads the printed card instead (R120).
void TestTableWidget::choosingTheOtherRulingRedrawsTheGoalsAndUndoes()
{
    openFixture();
    QString error;
    const InstanceId activists =
        document()->addCard(InstanceId{u"a0"_s}, u"Gay Activists"_s, -1, &error);
    QVERIFY2(!activists.isEmpty(), qPrintable(error));
    Position position = document()->position();
    for (TablePlayer &player : position.players) {
        if (player.name != u"Alice")
            continue;
        player.goals = {u"Hail Eris!"_s};
        for (TableCard &group : player.groups) {
            if (group.id == activists)
                group.changes.append({CardChange::Kind::Power, CardChange::Lasting::Permanent,
                                      std::nullopt, 1, QString(), u"Dictatorship"_s});
        }
    }
    document()->reset(position);
    const int doubled = goalsRowOf(u"Alice"_s).data(TableFactModel::DoubledRole).toInt();
    QVERIFY(doubled >= 1);
    auto *referee = m_widget->findChild<QAction *>(u"ruling-goal-card-readings-referee"_s);
    auto *read = m_widget->findChild<QAction *>(u"ruling-goal-card-readings-read"_s);
    QVERIFY(referee && read);
    QVERIFY(read->isChecked());
    referee->trigger();
    QCOMPARE(document()->position().rulings.readingOf(RulingId::GoalCardReadings), 1);
    QVERIFY(referee->isChecked());
    QCOMPARE(goalsRowOf(u"Alice"_s).data(TableFactModel::DoubledRole).toInt(), doubled - 1);
    document()->undoStack()->undo();
    QCOMPARE(document()->position().rulings.readingOf(RulingId::GoalCardReadings), 0);
    QVERIFY(read->isChecked());
    QCOMPARE(goalsRowOf(u"Alice"_s).data(TableFactModel::DoubledRole).toInt(), doubled);
}

// Plan 28's turn has phases of its own (R171-R174): choosing its rules in the actions moves the
// game to World Domination in the same step, the phase box offers Plan 28's phases only, and the
// table saves, since a position file with a phase its rules lack does not read.
void TestTableWidget::rulesOfferOnlyTheirPhasesAndSaveAsTheyAre()
{
    openFixture();
    auto *rules = m_widget->findChild<QComboBox *>(u"tableRulesCombo"_s);
    auto *phase = m_widget->findChild<QComboBox *>(u"tablePhaseCombo"_s);
    QVERIFY(rules && phase);
    QCOMPARE(phase->count(), phasesOf(RuleSet::Inwo).size());
    QCOMPARE(GamePhase(phase->currentData().toInt()), GamePhase::Actions);
    rules->setCurrentIndex(rules->findData(int(RuleSet::Plan28)));
    QCOMPARE(document()->position().rules, RuleSet::Plan28);
    QCOMPARE(document()->position().phase, GamePhase::WorldDomination);
    QCOMPARE(phase->count(), phasesOf(RuleSet::Plan28).size());
    QVERIFY(phase->findData(int(GamePhase::Actions)) < 0);
    QCOMPARE(GamePhase(phase->currentData().toInt()), GamePhase::WorldDomination);
    // A phase of other rules is not taken.
    document()->setPhase(GamePhase::FreeMoves);
    QCOMPARE(document()->position().phase, GamePhase::WorldDomination);
    QString error;
    QVERIFY2(m_widget->savePositionFile(m_dir.filePath(u"plan28.json"_s), &error),
             qPrintable(error));
    document()->undoStack()->undo();
    QCOMPARE(document()->position().rules, RuleSet::Inwo);
    QCOMPARE(document()->position().phase, GamePhase::Actions);
    QCOMPARE(phase->count(), phasesOf(RuleSet::Inwo).size());
}

void TestTableWidget::doubleClickingACitedGoalLineAsksForItsRule()
{
    openFixture();
    auto *goals = m_widget->findChild<QTreeView *>(u"goalsView"_s);
    const QModelIndex line = test::firstCitedLine(goals);
    QVERIFY(line.isValid());
    const RuleId rule = RuleId(line.data(TableFactModel::RuleRole).toInt());
    QVERIFY(rule != RuleId::None);
    QCOMPARE(test::rulesRequestedByDoubleClick(m_widget.get(), goals, line), QList<RuleId>{rule});
    // A line that cites nothing asks for nothing.
    QCOMPARE(test::rulesRequestedByDoubleClick(m_widget.get(), goals, goalsRowOf(u"Alice"_s)),
             QList<RuleId>{});
}

void TestTableWidget::goalsPanelRedrawsAfterAGroupIsAdded()
{
    openFixture();
    const QModelIndex before = goalsRowOf(u"Alice"_s);
    QVERIFY(before.isValid());
    const int count = before.data(TableFactModel::ValueRole).toInt();
    QVERIFY(count > 0);
    QCOMPARE(before.data(TableFactModel::NeededRole).toInt(), 12);

    QString error;
    const InstanceId added = document()->addCard(InstanceId{u"a0"_s}, u"CIA"_s, -1, &error);
    QVERIFY2(!added.isEmpty(), qPrintable(error));
    const QModelIndex after = goalsRowOf(u"Alice"_s);
    QCOMPARE(after.data(TableFactModel::ValueRole).toInt(), count + 1);
    // A line counts the new group, by its identity.
    bool counted = false;
    const QAbstractItemModel *model = m_widget->goalsModel();
    for (int row = 0; row < model->rowCount(after); ++row) {
        const QModelIndex line = model->index(row, 0, after);
        if (line.data(TableFactModel::CardRole).toString() == added.value &&
            (line.data(TableFactModel::FactCodeRole).toInt() == int(TableFactCode::CountGroup) ||
             line.data(TableFactModel::FactCodeRole).toInt() == int(TableFactCode::CountDoubled)))
            counted = true;
    }
    QVERIFY(counted);
    // Each goal of the player is a row with its status; every line has a source beside it.
    bool basic = false;
    for (int row = 0; row < model->rowCount(after); ++row) {
        const QModelIndex line = model->index(row, 0, after);
        if (line.data(TableFactModel::GoalRole).toString() == u"basic") {
            basic = true;
            QCOMPARE(line.data(TableFactModel::StatusRole).toInt(), int(GoalCheck::Status::Missed));
        }
        if (line.data(TableFactModel::RowKindRole).toInt() == int(TableFactModel::RowKind::Fact) &&
            line.data(TableFactModel::RuleRole).toInt() != int(RuleId::None))
            QVERIFY(!model->index(row, TableFactModel::SourceColumn, after)
                         .data()
                         .toString()
                         .isEmpty());
    }
    QVERIFY(basic);

    document()->undoStack()->undo();
    QCOMPARE(goalsRowOf(u"Alice"_s).data(TableFactModel::ValueRole).toInt(), count);
}

void TestTableWidget::nwoPanelListsEachNwoInTheOrderPlayed()
{
    openFixture();
    const TableFactModel *model = m_widget->nwoEffectsModel();
    const QModelIndex law = model->rowOfNwo(u"Law and Order"_s);
    const QModelIndex crisis = model->rowOfNwo(u"Energy Crisis"_s);
    QVERIFY(law.isValid() && crisis.isValid());
    QCOMPARE(law.data(TableFactModel::OrderRole).toInt(), 1);
    QCOMPARE(crisis.data(TableFactModel::OrderRole).toInt(), 2);
    QVERIFY(law.row() < crisis.row());
    // Its lines are the stat function's, typed.
    const TableStats stats(document()->position(), m_database, &bundledAbilities());
    const QList<NwoEffect> effects = stats.nwoEffects();
    QCOMPARE(model->rowCount(law), int(effects.first().lines.size()));
    for (int row = 0; row < model->rowCount(law); ++row)
        QCOMPARE(model->index(row, 0, law).data(TableFactModel::FactCodeRole).toInt(),
                 int(effects.first().lines.at(row).code));
}

void TestTableWidget::attackListShowsLegalAttacksBestFirstThenRefusedOnes()
{
    openFixture();
    m_widget->setAttackingPlayer(u"Alice"_s);
    const AttackListModel *model = m_widget->attackModel();
    const AttackList expected =
        attackOptions(document()->position(), u"Alice"_s, m_database, &bundledAbilities());
    QVERIFY(!expected.legal.isEmpty());
    QCOMPARE(model->rowCount(), int(expected.legal.size() + expected.refused.size()));
    double previous = 2.0;
    for (int row = 0; row < expected.legal.size(); ++row) {
        const QModelIndex index = model->index(row, 0);
        QVERIFY(index.data(AttackListModel::LegalRole).toBool());
        const double chance = index.data(AttackListModel::ChanceRole).toDouble();
        QVERIFY(chance <= previous);
        previous = chance;
        QCOMPARE(index.data(AttackListModel::AttackerRole).toString(),
                 expected.legal.at(row).attack.attacker.value);
    }
    if (!expected.refused.isEmpty()) {
        const QModelIndex first = model->index(int(expected.legal.size()), 0);
        QVERIFY(!first.data(AttackListModel::LegalRole).toBool());
    }
    // The refused ones can be hidden.
    m_widget->findChild<QCheckBox *>(u"tableShowRefused"_s)->setChecked(false);
    QCOMPARE(model->rowCount(), int(expected.legal.size()));

    // Bob's attacks are his own.
    m_widget->setAttackingPlayer(u"Bob"_s);
    for (int row = 0; row < model->rowCount(); ++row) {
        QString controller;
        document()->position().card(
            InstanceId{model->index(row, 0).data(AttackListModel::AttackerRole).toString()},
            &controller);
        QCOMPARE(controller, u"Bob"_s);
    }
}

void TestTableWidget::attackListSaysWhatSuccessDoesToTheGoals()
{
    openFixture();
    m_widget->setAttackingPlayer(u"Alice"_s);
    auto *order = m_widget->findChild<QComboBox *>(u"tableAttackOrder"_s);
    QVERIFY(order);
    order->setCurrentIndex(order->findData(int(AttackOrder::GoalEffect)));
    const AttackList expected =
        attackOptions(document()->position(), u"Alice"_s, m_database, &bundledAbilities(),
                      &bundledGoalRules(), AttackOrder::GoalEffect);
    const AttackListModel *model = m_widget->attackModel();
    QVERIFY(!expected.legal.isEmpty());
    for (int row = 0; row < expected.legal.size(); ++row) {
        const AttackOption &option = expected.legal.at(row);
        QVERIFY(option.onSuccess.known);
        const QModelIndex index = model->index(row, AttackListModel::GoalsColumn);
        QCOMPARE(index.data(AttackListModel::AttackerRole).toString(),
                 option.attack.attacker.value);
        QCOMPARE(index.data(AttackListModel::TargetRole).toString(), option.attack.target.value);
        QCOMPARE(index.data(AttackListModel::CountAfterRole).toInt(), option.onSuccess.countAfter);
        QCOMPARE(index.data(AttackListModel::WinsRole).toBool(), option.onSuccess.wins);
    }
}

void TestTableWidget::savedPositionReadsBackEqual()
{
    openFixture();
    QString error;
    QVERIFY(document()->addCard(InstanceId{u"b2"_s}, u"CIA"_s, -1, &error).value.size());
    // Only a Place is devastated (R67): Texas (b1) is, and Post Office (b2) cannot be.
    QVERIFY(!document()->setDevastated(InstanceId{u"b2"_s}, true));
    QVERIFY(document()->setDevastated(InstanceId{u"b1"_s}, false));
    QVERIFY(document()->setDevastated(InstanceId{u"b1"_s}, true));
    QVERIFY(document()->addDestroyed(u"Loan Sharks"_s, u"Alice"_s, u"Bob"_s, &error));
    document()->setRound(4);
    document()->setTurnOf(u"Bob"_s);
    QVERIFY(m_widget->isModified());
    const QString path = m_dir.filePath(u"saved.json"_s);
    QVERIFY2(m_widget->savePositionFile(path, &error), qPrintable(error));
    QVERIFY(!m_widget->isModified());
    QCOMPARE(m_widget->currentFile(), path);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CardNameResolver resolver(m_database);
    const std::optional<Position> read = Position::fromJson(file.readAll(), &error, &resolver);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(*read, document()->position());

    // And through the window again.
    const Position saved = document()->position();
    QVERIFY(m_widget->openPositionFile(path, &error));
    QCOMPARE(document()->position(), saved);
}

void TestTableWidget::badPositionFileNamesItsJsonPath()
{
    openFixture();
    const Position before = document()->position();
    const QString path = writeFile(u"bad.json"_s, R"({ "players": [ { "name": "Alice",
        "illuminati": { "id": "a0", "card": "Bavarian Illuminati" },
        "groups": [ { "id": "a1", "card": "The Mafia", "master": "b9", "arrow": 0 } ] } ] })");
    QString error;
    QVERIFY(!m_widget->openPositionFile(path, &error));
    QVERIFY2(error.contains(u"$.players[0].groups[0].master"_s), qPrintable(error));
    QVERIFY2(error.contains(u"bad.json"_s), qPrintable(error));
    QCOMPARE(document()->position(), before);
    QCOMPARE(m_widget->currentFile(), QFileInfo(fixturePath()).absoluteFilePath());

    const QString unknown = writeFile(u"unknown.json"_s, R"({ "players": [ { "name": "Alice",
        "illuminati": { "id": "a0", "card": "Bavarian Illuminati" } } ], "colour": "red" })");
    QVERIFY(!m_widget->openPositionFile(unknown, &error));
    QVERIFY2(error.contains(u"$.colour"_s), qPrintable(error));

    const QString notJson = writeFile(u"notjson.json"_s, "{ \"players\": ");
    QVERIFY(!m_widget->openPositionFile(notJson, &error));
    QVERIFY2(error.contains(u"$"_s), qPrintable(error));
    QVERIFY(!m_widget->openPositionFile(m_dir.filePath(u"missing.json"_s), &error));
    QVERIFY(error.contains(u"missing.json"_s));
    QCOMPARE(document()->position(), before);
}

void TestTableWidget::aFailedSaveLosesNothing()
{
    openFixture();
    const QString path = m_dir.filePath(u"kept.json"_s);
    QString error;
    QVERIFY2(m_widget->savePositionFile(path, &error), qPrintable(error));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    saved.close();

    QVERIFY(document()->setDevastated(InstanceId{u"b1"_s}, false));
    const Position edited = document()->position();
    // A folder that is a file: nothing can be written there.
    const QString impossible = path + u"/inside.json"_s;
    QVERIFY(!m_widget->savePositionFile(impossible, &error));
    QVERIFY2(error.contains(u"inside.json"_s), qPrintable(error));
    QVERIFY(m_widget->isModified());
    QCOMPARE(m_widget->currentFile(), path);
    QCOMPARE(document()->position(), edited);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), bytes);
}

void TestTableWidget::aTableWithNoPlayerIsNotWritten()
{
    m_widget->newTable();
    QString error;
    const QString path = m_dir.filePath(u"empty.json"_s);
    QVERIFY(!m_widget->savePositionFile(path, &error));
    QVERIFY2(error.contains(u"$.players"_s), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestTableWidget::unsavedChangesAreSettledBeforeANewTable()
{
    openFixture();
    QVERIFY(document()->setTokensSpent(InstanceId{u"b2"_s}, 1));
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Cancel; });
    m_widget->newTable();
    QVERIFY(m_widget->isModified());
    QCOMPARE(document()->position().players.size(), 2);
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    m_widget->newTable();
    QVERIFY(!m_widget->isModified());
    QVERIFY(document()->position().players.isEmpty());
    QVERIFY(m_widget->currentFile().isEmpty());
}

void TestTableWidget::openingAnAttackFillsTheAdjudicator()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TableWidget *table = window.tableWidget();
    QString error;
    QVERIFY2(table->openPositionFile(fixturePath(), &error), qPrintable(error));
    window.findChild<QAction *>(u"actionShowTable"_s)->trigger();
    table->setAttackingPlayer(u"Alice"_s);
    QVERIFY(table->attackModel()->rowCount() > 0);
    const AttackOption option = *table->attackModel()->optionAt(0);

    QTableView *view = table->attackView();
    view->setFocus();
    view->setCurrentIndex(table->attackModel()->index(0, 0));
    QTest::keyClick(view, Qt::Key_Return);

    QCOMPARE(window.tabs()->currentWidget(), window.adjudicator()->parentWidget());
    AdjudicatorWidget *adjudicator = window.adjudicator();
    const AttackScenario shown = adjudicator->scenario();
    QVERIFY(shown.attacker);
    QCOMPARE(shown.attacker->name, option.scenario.attacker->name);
    QCOMPARE(shown.target.name, option.scenario.target.name);
    QCOMPARE(shown.kind, option.scenario.kind);
    QCOMPARE(shown.aiding.size(), option.scenario.aiding.size());
    QCOMPARE(adjudicator->result().legal, option.result.legal);
    QCOMPARE(adjudicator->result().probability, option.result.probability);
    // The fixture's NWOs in force come along: Law and Order's effect, not in the program's data,
    // is named for the referee in the breakdown, as on the table.
    QCOMPARE(shown.inForce.size(), 2);
    QVERIFY(std::any_of(adjudicator->result().lines.cbegin(), adjudicator->result().lines.cend(),
                        [&](const AttackFact &line) {
                            return line.who.role == ParticipantRef::Role::InForce &&
                                   participantName(shown, line.who) == u"Law and Order";
                        }));
    // A new attack: no file to overwrite, nothing to save yet.
    QVERIFY(adjudicator->currentFile().isEmpty());
    QVERIFY(!adjudicator->isModified());

    // A double-click on a refused one opens it too, with its refusal.
    window.findChild<QAction *>(u"actionShowTable"_s)->trigger();
    const int refused = int(table->attackModel()->attacks().legal.size());
    if (refused < table->attackModel()->rowCount()) {
        table->openAttack(refused);
        QCOMPARE(window.tabs()->currentWidget(), window.adjudicator()->parentWidget());
        QVERIFY(!adjudicator->result().legal);
    }
}

void TestTableWidget::ctrlFourShowsTheTableAndCtrlSSavesIt()
{
    m_widget.reset();
    MainWindow window(m_database);
    window.setAsksAboutUnsavedScenario(false);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(window.tabs()->currentWidget(), window.tableWidget()->parentWidget());
    TableWidget *table = window.tableWidget();
    QVERIFY(table->structureView()->hasFocus());

    const QString path = m_dir.filePath(u"ctrl-s.json"_s);
    QFile::remove(path);
    QVERIFY(QFile::copy(fixturePath(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    QVERIFY2(table->openPositionFile(path, &error), qPrintable(error));
    QVERIFY(table->document()->setTokensSpent(InstanceId{u"b2"_s}, 1));
    QVERIFY(window.isWindowModified());
    // Ctrl+Z undoes on the Table tab.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(table->document()->position().card(InstanceId{u"b2"_s})->tokensSpent, 0);
    QVERIFY(table->document()->setTokensSpent(InstanceId{u"b2"_s}, 1));
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!table->isModified());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const CardNameResolver resolver(m_database);
    const std::optional<Position> read = Position::fromJson(saved.readAll(), &error, &resolver);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->card(InstanceId{u"b2"_s})->tokensSpent, 1);

    // After a card is added from the name field the keyboard stays there: Ctrl+Z in the empty
    // field undoes the addition, not the field's text (found by the outside tester).
    table->selectCard(InstanceId{u"a0"_s});
    auto *name = table->findChild<QLineEdit *>(u"tableCardName"_s);
    name->setFocus();
    QTest::keyClicks(name, u"Cycle Gangs"_s);
    QTest::keyClick(name, Qt::Key_Return);
    QTRY_VERIFY(name->text().isEmpty());
    const qsizetype groups = table->document()->position().players.at(0).groups.size();
    QCOMPARE(table->document()->position().players.at(0).groups.last().card, u"Cycle Gangs"_s);
    QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(table->document()->position().players.at(0).groups.size(), groups - 1);
}

// "C.I.A." ends the sentence that ends on it: the window's messages never show "C.I.A..".
void TestTableWidget::aMessageEndingOnAnAbbreviatedNameHasOneFullStop()
{
    openFixture();
    auto *name = m_widget->findChild<QLineEdit *>(u"tableCardName"_s);
    auto *add = m_widget->findChild<QPushButton *>(u"tableAddCardButton"_s);
    QVERIFY(name && add);
    m_widget->selectCard(InstanceId{u"a0"_s});
    name->setText(u"C.I.A."_s);
    add->click();
    const TableCard *cia = document()->position().puppetsOf(InstanceId{u"a0"_s}).last();
    QCOMPARE(cia->card, u"C.I.A."_s);

    m_widget->selectCard(cia->id);
    name->setText(u"Bigfoot"_s);
    add->click();
    QCOMPARE(m_widget->message(), u"Bigfoot is linked to C.I.A."_s);
    QVERIFY(!m_widget->message().endsWith(u".."_s));

    // A sentence that ends on a plain name keeps its full stop.
    m_widget->selectCard(InstanceId{u"a0"_s});
    name->setText(u"Crystal Skull"_s);
    add->click();
    QVERIFY2(m_widget->message().endsWith(u"is linked to Bavarian Illuminati."_s),
             qPrintable(m_widget->message()));
}

// Add Player is answered with one Enter, also when the completion list of the Illuminati's name
// is open: that Enter takes the name and seats the player.
void TestTableWidget::addPlayerTakesOneEnter()
{
    openFixture();
    m_widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_widget.get()));
    const qsizetype before = document()->position().players.size();
    bool listOpen = false;
    test::whenDialogOpens(this, [&](QDialog *dialog) {
        auto *name = dialog->findChild<QLineEdit *>(u"playerName"_s);
        auto *illuminati = dialog->findChild<QLineEdit *>(u"playerIlluminati"_s);
        if (!name || !illuminati) {
            dialog->reject();
            return;
        }
        if (!QTest::qWaitForWindowActive(dialog))
            qWarning("the dialog is not active");
        name->setFocus();
        QTest::keyClicks(name, u"Carol"_s);
        QTest::keyClick(name, Qt::Key_Tab);
        QTest::keyClicks(illuminati, u"Discordian Society"_s);
        listOpen = illuminati->completer()->popup()->isVisible();
        QTest::keyClick(test::keyboardWidget(dialog), Qt::Key_Return); // the one Enter
    });
    m_widget->findChild<QPushButton *>(u"addPlayerButton"_s)->click();
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QVERIFY(listOpen); // the case the second Enter was needed for
    QCOMPARE(document()->position().players.size(), before + 1);
    QCOMPARE(document()->position().players.last().name, u"Carol"_s);
    QCOMPARE(document()->position().players.last().illuminati.card, u"Discordian Society"_s);

    // Without the list open, one Enter too.
    test::whenDialogOpens(this, [&](QDialog *dialog) {
        auto *name = dialog->findChild<QLineEdit *>(u"playerName"_s);
        auto *illuminati = dialog->findChild<QLineEdit *>(u"playerIlluminati"_s);
        if (!name || !illuminati) {
            dialog->reject();
            return;
        }
        illuminati->setText(u"Network"_s);
        name->setFocus();
        QTest::keyClicks(name, u"Dave"_s);
        QTest::keyClick(test::keyboardWidget(dialog), Qt::Key_Return);
    });
    m_widget->findChild<QPushButton *>(u"addPlayerButton"_s)->click();
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QCOMPARE(document()->position().players.size(), before + 2);
    QCOMPARE(document()->position().players.last().illuminati.card, u"The Network"_s);
}

// Alt+L, as the help's keys say, puts the keyboard in the field that names the NWO to play; its
// label says so (its Alt key), and Enter there plays it.
void TestTableWidget::altLPutsTheKeyboardInTheNwoField()
{
    openFixture();
    m_widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_widget.get()));
    auto *field = m_widget->findChild<QLineEdit *>(u"tableNwoName"_s);
    QVERIFY(field);
    m_widget->structureView()->setFocus();
    QTest::keyClick(m_widget.get(), Qt::Key_L, Qt::AltModifier);
    QTRY_VERIFY(field->hasFocus());
    // The label that names the key is the field's.
    QLabel *label = nullptr;
    for (QLabel *candidate : m_widget->findChildren<QLabel *>()) {
        if (candidate->buddy() == field)
            label = candidate;
    }
    QVERIFY(label);
    QVERIFY2(label->text().contains(u"&l"_s, Qt::CaseInsensitive), qPrintable(label->text()));
    const qsizetype nwos = document()->position().nwos.size();
    QTest::keyClicks(field, u"Gun Control"_s);
    QTest::keyClick(test::keyboardWidget(field), Qt::Key_Return);
    QTRY_COMPARE(document()->position().nwos.size(), nwos + 1);
}

QTEST_MAIN(TestTableWidget)
#include "tst_tablewidget.moc"
