#include "adjudicator/adjudicatorwidget.h"
#include "adjudicator/attackbreakdownmodel.h"
#include "adjudicator/attackdocument.h"
#include "adjudicator/attackgroupmodel.h"
#include "adjudicator/attackmoneymodel.h"
#include "adjudicator/attackplaymodel.h"
#include "adjudicator/attackresultview.h"
#include "adjudicator/checklistbutton.h"
#include "adjudicator/groupeditor.h"
#include "adjudicator/modifiersdialog.h"
#include "carddatabase.h"
#include "citedlines.h"
#include "common/barchartwidget.h"
#include "common/colours.h"
#include "dialoganswerer.h"
#include "german.h"
#include "isolatedsettings.h"
#include "rules/ruleids.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPalette>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

// The Adjudicator tab: an attack entered by hand or from the card database is adjudicated on
// every change; rows show whether the rules let them take part; scenarios save and reopen.
class TestAdjudicator : public QObject
{
    Q_OBJECT

private slots:
    void secondaryTextIsReadableOnLightAndDarkPalettes();
    void initTestCase();
    void init();
    void cleanup();

    void anAttackWithoutAttackerOrTargetShowsNoStrength();
    void laptopWidthCutsNoFieldOffBehindAScrollbar();
    void wheelScrollingTheFormChangesNoValueUnderThePointer();
    void enteringTheRulebookExampleShowsStrengthFour();
    void breakdownHasOneRowPerRule();
    void doubleClickingABreakdownLineAsksForItsRule();
    void ineligibleAiderIsMarkedRefusedAsItIsAdded();
    void eligibleAiderShowsWhatItAdds();
    void targetTokensMakeItDefendItself();
    void choosingACardFillsItsNumbers();
    void namesWrittenAsPlayersWriteThemFindTheirCard();
    void renamedGroupNeverKeepsTheFormerCardsFacts();
    void nameCompletionOffersDottedNamesForTheirLettersAndFillsThePrintedName();
    void oddsChartHighlightsTheSucceedingRolls();
    void neededListsTheExtraPowerForEachBetterChance();
    void savedScenarioReopensIdentical();
    void fieldsTheFormDoesNotUseSurviveSaving();
    void cardsChosenFromTheDatabaseAreNamedInTheFile();
    void badScenarioFileIsRefusedWithItsJsonPath();
    void boxedGameShowsMoneyAndNeutralize();
    void modifiersDialogKeepsWhatItIsGiven();
    void statusColumnIsTheSameReadInGerman();
    void germanWindowShowsNoEnglishSentence();
    void aCardAddedTwiceIsRefusedAndTheFieldIsCleared();
    void editsAreUndoneAndRedoneOneStepAtATime();
    void instantCardsAreChosenByNameAndKnownByType();
    void aPlotAddedAsksWhatItAddsAndCancellingAddsNothing();
    void eligibilityColumnsFitTheLaptopWidthInGerman();

private:
    template <typename T> T *child(const QString &name) const
    {
        T *found = m_widget->findChild<T *>(name);
        if (!found)
            qWarning() << "no child named" << name;
        return found;
    }
    void enterSixAgainstTwo();
    // The 15-4 example of the rulebook: Power 6 aided by 9 against Resistance 4; the target
    // (Power 2) spends its token, its master (Power 5) defends.
    static AttackScenario tokensExample();
    QString writeFile(const QString &name, const QByteArray &bytes) const;

    QTemporaryDir m_dir;
    CardDatabase m_database;
    std::unique_ptr<AdjudicatorWidget> m_widget;
};

void TestAdjudicator::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_adjudicator"_s);

    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestAdjudicator::init()
{
    QSettings().clear();
    m_widget = std::make_unique<AdjudicatorWidget>(m_database);
    // Starting again after edits discards them; no test waits on a question.
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    m_widget->resize(1400, 900);
    m_widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
}

void TestAdjudicator::cleanup()
{
    m_widget.reset();
}

void TestAdjudicator::enterSixAgainstTwo()
{
    auto *power = child<QSpinBox>(u"attackerPower"_s);
    auto *resistance = child<QSpinBox>(u"targetResistance"_s);
    QVERIFY(power && resistance);
    power->setValue(6);
    resistance->setValue(2);
}

AttackScenario TestAdjudicator::tokensExample()
{
    AttackScenario scenario;
    AttackGroup attacker;
    attacker.name = u"Attacker"_s;
    attacker.power = 6;
    scenario.attacker = attacker;
    scenario.target.name = u"Target"_s;
    scenario.target.power = 2;
    scenario.target.resistance = 4;
    scenario.target.alignments = {{Alignment::Liberal, false}};
    AttackGroup master;
    master.name = u"Master"_s;
    scenario.target.master = master;
    AttackGroup aider;
    aider.name = u"Aider"_s;
    aider.power = 9;
    aider.alignments = {{Alignment::Liberal, false}};
    scenario.aiding = {aider};
    AttackGroup self;
    self.name = u"Target"_s;
    self.relation = DefenceRelation::Target;
    self.tokensSpent = 1;
    AttackGroup masterDefends = master;
    masterDefends.power = 5;
    masterDefends.relation = DefenceRelation::Master;
    scenario.defending = {self, masterDefends};
    return scenario;
}

QString TestAdjudicator::writeFile(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(bytes);
    return path;
}

void TestAdjudicator::anAttackWithoutAttackerOrTargetShowsNoStrength()
{
    auto *label = child<QLabel>(u"strengthLabel"_s);
    auto *chart = child<BarChartWidget>(u"oddsChart"_s);
    QVERIFY(label && chart);
    auto showsNoStrength = [&] {
        return !m_widget->isStarted() && !label->text().contains(u"Strength"_s) &&
               chart->bars().isEmpty() &&
               child<QTableView>(u"breakdownTable"_s)->model()->rowCount() == 0 &&
               child<QLabel>(u"legalityBanner"_s)->text().isEmpty();
    };
    QVERIFY2(showsNoStrength(), qPrintable(label->text()));

    // An attacker alone is not an attack yet; nor is a target alone.
    child<QSpinBox>(u"attackerPower"_s)->setValue(6);
    QVERIFY2(showsNoStrength(), qPrintable(label->text()));
    child<QSpinBox>(u"attackerPower"_s)->setValue(0);
    child<QSpinBox>(u"targetResistance"_s)->setValue(2);
    QVERIFY2(showsNoStrength(), qPrintable(label->text()));

    // Both given: the strength is shown.
    child<QSpinBox>(u"attackerPower"_s)->setValue(6);
    QVERIFY(m_widget->isStarted());
    QVERIFY2(label->text().contains(u"Strength 4"_s), qPrintable(label->text()));
    QVERIFY(!chart->bars().isEmpty());
}

void TestAdjudicator::laptopWidthCutsNoFieldOffBehindAScrollbar()
{
    auto *scroll = child<QScrollArea>(u"adjudicatorScroll"_s);
    for (const int width : {1012, 1354}) { // the tab at 1024 and 1366 pixels
        m_widget->resize(width, 620);
        QCoreApplication::processEvents();
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), qPrintable(QString::number(width)));
        for (const char *name : {"attackerPower", "targetResistance", "targetPower"}) {
            auto *box = child<QSpinBox>(QString::fromLatin1(name));
            const QPoint right = box->mapTo(scroll->viewport(), QPoint(box->width(), 0));
            QVERIFY2(right.x() <= scroll->viewport()->width(), name);
        }
    }
}

void TestAdjudicator::wheelScrollingTheFormChangesNoValueUnderThePointer()
{
    m_widget->resize(1012, 520); // the form scrolls
    QCoreApplication::processEvents();
    auto *scroll = child<QScrollArea>(u"adjudicatorScroll"_s);
    QScrollBar *bar = scroll->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    auto *power = child<QSpinBox>(u"targetPower"_s);
    QComboBox *heldBy = nullptr;
    for (QComboBox *box : scroll->widget()->findChildren<QComboBox *>()) {
        if (box->isVisible() && !heldBy)
            heldBy = box;
    }
    QVERIFY(heldBy);
    const int powerBefore = power->value();
    const int heldByBefore = heldBy->currentIndex();
    const auto wheel = [](QWidget *widget, int delta) {
        const QPointF at = QRectF(widget->rect()).center();
        QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
    };
    for (QWidget *box : {static_cast<QWidget *>(power), static_cast<QWidget *>(heldBy)}) {
        QVERIFY(!box->hasFocus());
        bar->setValue(0);
        wheel(box, -120);
        QVERIFY2(bar->value() > 0, qPrintable(box->objectName()));
    }
    QCOMPARE(power->value(), powerBefore);
    QCOMPARE(heldBy->currentIndex(), heldByBefore);
}

void TestAdjudicator::enteringTheRulebookExampleShowsStrengthFour()
{
    enterSixAgainstTwo();
    QCOMPARE(m_widget->result().strength, 4);
    QCOMPARE(m_widget->result().probability, (Fraction{1, 6}));
    auto *label = child<QLabel>(u"strengthLabel"_s);
    QVERIFY(label);
    QVERIFY2(label->text().contains(u"Strength 4"_s), qPrintable(label->text()));
    QVERIFY2(label->text().contains(u"1/6"_s), qPrintable(label->text()));
    QVERIFY2(label->text().contains(u"16.7"_s), qPrintable(label->text()));
    auto *banner = child<QLabel>(u"legalityBanner"_s);
    QVERIFY(banner);
    QVERIFY2(banner->text().startsWith(u"Legal"_s), qPrintable(banner->text()));
}

void TestAdjudicator::doubleClickingABreakdownLineAsksForItsRule()
{
    enterSixAgainstTwo();
    auto *table = child<QTableView>(u"breakdownTable"_s);
    const QList<AttackLine> &lines = m_widget->result().lines;
    const auto cited = std::find_if(lines.begin(), lines.end(), [](const AttackLine &line) {
        return line.rule != RuleId::None;
    });
    QVERIFY(cited != lines.end());
    const int row = int(cited - lines.begin());
    const QModelIndex source = table->model()->index(row, AttackBreakdownModel::SourceColumn);
    QCOMPARE(test::rulesRequestedByDoubleClick(m_widget.get(), table, source),
             QList<RuleId>{cited->rule});
}

void TestAdjudicator::breakdownHasOneRowPerRule()
{
    enterSixAgainstTwo();
    auto *table = child<QTableView>(u"breakdownTable"_s);
    QVERIFY(table);
    const auto checkRows = [&] {
        const QList<AttackLine> &lines = m_widget->result().lines;
        QAbstractItemModel *model = table->model();
        QCOMPARE(model->rowCount(), int(lines.size()));
        for (int row = 0; row < model->rowCount(); ++row) {
            QCOMPARE(model->index(row, AttackBreakdownModel::TextColumn).data().toString(),
                     renderFact(lines.at(row), m_widget->scenario()));
            QCOMPARE(
                model->index(row, AttackBreakdownModel::ValueColumn).data(Qt::UserRole).toInt(),
                lines.at(row).value);
        }
    };
    checkRows();
    // Citations are drawn in the readable secondary colour, not the palette's faint disabled
    // text an outside tester could hardly read.
    const QVariant sourceColour =
        table->model()->index(0, AttackBreakdownModel::SourceColumn).data(Qt::ForegroundRole);
    QCOMPARE(sourceColour.value<QBrush>().color(), secondaryText());
    QVERIFY(sourceColour.value<QBrush>().color() !=
            QPalette().color(QPalette::Disabled, QPalette::Text));
    const int before = table->model()->rowCount();
    QVERIFY(before >= 3); // Power, Resistance, the roll needed
    QCOMPARE(table->model()->index(0, AttackBreakdownModel::ValueColumn).data().toString(),
             u"+6"_s);
    const QModelIndex resistance =
        table->model()
            ->match(table->model()->index(0, AttackBreakdownModel::TextColumn), Qt::DisplayRole,
                    u"Resistance"_s, 1, Qt::MatchContains)
            .value(0);
    QVERIFY(resistance.isValid());
    QCOMPARE(resistance.siblingAtColumn(AttackBreakdownModel::ValueColumn).data().toString(),
             u"\u22122"_s);

    // A closeness bonus is one more rule, one more row.
    auto *closeness = child<QComboBox>(u"targetCloseness"_s);
    QVERIFY(closeness);
    closeness->setCurrentIndex(1);
    QCOMPARE(table->model()->rowCount(), before + 1);
    checkRows();
    QCOMPARE(m_widget->result().strength, -6);
}

void TestAdjudicator::ineligibleAiderIsMarkedRefusedAsItIsAdded()
{
    enterSixAgainstTwo();
    m_widget->targetEditor()->alignmentsButton()->setState(int(Alignment::Conservative),
                                                           Qt::Checked);
    auto *name = child<QLineEdit>(u"aidingName"_s);
    auto *add = child<QPushButton>(u"addAidingButton"_s);
    auto *table = child<QTableView>(u"aidingTable"_s);
    QVERIFY(name && add && table);
    name->setText(u"Hippie Commune"_s);
    QTest::mouseClick(add, Qt::LeftButton);

    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(m_widget->aidingModel()->statusAt(0).state, ParticipantStatus::State::Refused);
    const QModelIndex status = table->model()->index(0, AttackGroupModel::StatusColumn);
    QVERIFY(!status.data(Qt::DecorationRole).isNull());
    QVERIFY2(status.data().toString().startsWith(u"refused"_s),
             qPrintable(status.data().toString()));
    QVERIFY2(status.data(Qt::ToolTipRole).toString().contains(u"no Global Power"_s),
             qPrintable(status.data(Qt::ToolTipRole).toString()));
    QVERIFY(status.data(Qt::ForegroundRole).isValid());
    // Refused, it adds nothing.
    QCOMPARE(m_widget->result().strength, 4);
    QVERIFY(child<QLabel>(u"legalityBanner"_s)->text().contains(u"Hippie Commune"_s));
}

void TestAdjudicator::eligibleAiderShowsWhatItAdds()
{
    enterSixAgainstTwo();
    m_widget->targetEditor()->alignmentsButton()->setState(int(Alignment::Conservative),
                                                           Qt::Checked);
    // TV Preachers share no alignment with the target but have Global Power 3.
    const int row = m_widget->addAidingGroup(u"TV Preachers"_s);
    const ParticipantStatus status = m_widget->aidingModel()->statusAt(row);
    QCOMPARE(status.state, ParticipantStatus::State::Counted);
    QCOMPARE(status.value, 3);
    QVERIFY2(status.reason.contains(u"Global Power"_s), qPrintable(status.reason));
    QCOMPARE(m_widget->aidingModel()->index(row, AttackGroupModel::StatusColumn).data().toString(),
             u"+3 counted"_s);
    QCOMPARE(m_widget->result().strength, 7);
}

void TestAdjudicator::targetTokensMakeItDefendItself()
{
    AttackScenario scenario = tokensExample();
    scenario.defending.removeFirst(); // the target does not defend yet
    m_widget->setScenario(scenario);
    QCOMPARE(m_widget->result().strength, 6);
    QCOMPARE(m_widget->defendingModel()->rowCount(), 1);

    auto *tokens = child<QSpinBox>(u"targetTokens"_s);
    QVERIFY(tokens);
    QCOMPARE(tokens->value(), 0);
    tokens->setValue(1);
    // The rulebook: its Power 2, doubled, then the master's 5: the attack comes to 2.
    QCOMPARE(m_widget->defendingModel()->rowCount(), 2);
    QCOMPARE(m_widget->defendingModel()->participantAt(0).relation, DefenceRelation::Target);
    QCOMPARE(m_widget->result().strength, 2);
    QCOMPARE(m_widget->result().probability, (Fraction{1, 36}));
    QCOMPARE(m_widget->defendingModel()->statusAt(0).value, -4);
    QCOMPARE(m_widget->defendingModel()->statusAt(1).value, -5);

    tokens->setValue(0);
    QCOMPARE(m_widget->defendingModel()->rowCount(), 1);
    QCOMPARE(m_widget->result().strength, 6);
}

void TestAdjudicator::namesWrittenAsPlayersWriteThemFindTheirCard()
{
    const struct
    {
        QString written;
        QString card;
    } names[] = {{u"cia"_s, u"C.I.A."_s},
                 {u"FBI"_s, u"F.B.I."_s},
                 {u"gnomes of zürich"_s, u"Gnomes of Zurich"_s},
                 {u"eco guerrillas"_s, u"Eco-Guerrillas"_s},
                 {u"multinational oil cos."_s, u"Multinational Oil Companies"_s}};
    auto *name = child<QLineEdit>(u"targetName"_s);
    for (const auto &[written, card] : names) {
        name->setFocus();
        name->setText(written);
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(name->text(), card);
        QCOMPARE(m_widget->scenario().target.card, card);
    }
}

void TestAdjudicator::renamedGroupNeverKeepsTheFormerCardsFacts()
{
    auto *name = child<QLineEdit>(u"attackerName"_s);
    auto *power = child<QSpinBox>(u"attackerPower"_s);
    auto enter = [&](const QString &written) {
        name->setFocus();
        name->setText(written);
        QTest::keyClick(name, Qt::Key_Return);
    };
    enter(u"c.i.a"_s);
    QCOMPARE(name->text(), u"C.I.A."_s);
    QCOMPARE(power->value(), 6);

    // A near miss of one card is that card, and the field says which.
    enter(u"count dracla"_s);
    QCOMPARE(name->text(), u"Count Dracula"_s);
    QCOMPARE(m_widget->scenario().attacker->card, u"Count Dracula"_s);
    QVERIFY(!m_widget->scenario().attacker->hasAlignment(Alignment::Government));

    // A name no card has: the former card's numbers and alignments go with it.
    enter(u"Illuminated Hamsters of Doom"_s);
    QCOMPARE(name->text(), u"Illuminated Hamsters of Doom"_s);
    QCOMPARE(power->value(), 0);
    QVERIFY(m_widget->scenario().attacker->card.isEmpty());
    QVERIFY(m_widget->scenario().attacker->alignments.isEmpty());

    // Numbers given by hand to a group that is no card stay when it is renamed.
    power->setValue(5);
    enter(u"Hamsters Unlimited"_s);
    QCOMPARE(power->value(), 5);
}

void TestAdjudicator::nameCompletionOffersDottedNamesForTheirLettersAndFillsThePrintedName()
{
    auto *name = child<QLineEdit>(u"targetName"_s);
    QCompleter *completer = name->completer();
    QVERIFY(completer);
    const auto offered = [&](const QString &prefix) {
        completer->setCompletionPrefix(prefix);
        QStringList names;
        for (int row = 0; completer->setCurrentRow(row); ++row)
            names.append(completer->currentCompletion());
        return names;
    };
    QVERIFY2(offered(u"nsa"_s).contains(u"N.S.A."_s), qPrintable(offered(u"nsa"_s).join(u", ")));
    QVERIFY(offered(u"mi5"_s).contains(u"MI-5"_s));
    QVERIFY(offered(u"Dracula"_s).contains(u"Count Dracula"_s));
    // The field gets the name as printed, never the text it was matched by.
    for (const QString &completion : offered(u"fbi"_s))
        QVERIFY2(!completion.endsWith(u" fbi"_s), qPrintable(completion));
}

void TestAdjudicator::choosingACardFillsItsNumbers()
{
    const QList<Card> mafia = m_database.cardsByName(u"The Mafia"_s);
    const QList<Card> preachers = m_database.cardsByName(u"TV Preachers"_s);
    QVERIFY(!mafia.isEmpty() && !preachers.isEmpty());

    auto *name = child<QLineEdit>(u"attackerName"_s);
    QVERIFY(name);
    name->setFocus();
    name->setText(u"The Mafia"_s);
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(child<QSpinBox>(u"attackerPower"_s)->value(), *mafia.first().power.value);
    QVERIFY(m_widget->attackerEditor()->alignmentsButton()->summary().contains(u"Violent"_s));
    QVERIFY(m_widget->scenario().attacker->hasAlignment(Alignment::Criminal));

    // Written loosely, the name is still found, and written as the card prints it.
    auto *targetName = child<QLineEdit>(u"targetName"_s);
    targetName->setFocus();
    targetName->setText(u"tv preachers"_s);
    QTest::keyClick(targetName, Qt::Key_Return);
    QCOMPARE(targetName->text(), u"TV Preachers"_s);
    QCOMPARE(child<QSpinBox>(u"targetResistance"_s)->value(), *preachers.first().resistance.value);
    QCOMPARE(child<QSpinBox>(u"targetGlobal"_s)->value(), *preachers.first().globalPower.value);
    QCOMPARE(m_widget->scenario().target.attributes.contains(Attribute::Media), true);

    // Numbers changed by hand stay when the field is left again.
    child<QSpinBox>(u"attackerPower"_s)->setValue(9);
    name->setFocus();
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(child<QSpinBox>(u"attackerPower"_s)->value(), 9);
}

void TestAdjudicator::oddsChartHighlightsTheSucceedingRolls()
{
    enterSixAgainstTwo();
    auto *chart = child<BarChartWidget>(u"oddsChart"_s);
    QVERIFY(chart);
    const auto highlighted = [chart] {
        QList<int> rolls;
        for (qsizetype i = 0; i < chart->bars().size(); ++i) {
            if (chart->bars().at(i).highlighted)
                rolls.append(chart->bars().at(i).label.toInt());
        }
        return rolls;
    };
    QCOMPARE(chart->bars().size(), 11);
    QCOMPARE(chart->bars().first().label, u"2"_s);
    QCOMPARE(chart->bars().at(5).value, 6.0); // 7: six ways
    QCOMPARE(highlighted(), (QList<int>{2, 3, 4}));

    // However strong, 11 and 12 fail.
    child<QSpinBox>(u"attackerPower"_s)->setValue(30);
    QCOMPARE(highlighted(), (QList<int>{2, 3, 4, 5, 6, 7, 8, 9, 10}));

    // Below 2, nothing succeeds.
    child<QSpinBox>(u"attackerPower"_s)->setValue(3);
    QCOMPARE(highlighted(), QList<int>());
}

void TestAdjudicator::neededListsTheExtraPowerForEachBetterChance()
{
    enterSixAgainstTwo();
    auto *list = child<QListWidget>(u"neededList"_s);
    QVERIFY(list);
    QCOMPARE(list->count(), int(m_widget->result().needed.size()));
    QCOMPARE(list->count(), 6); // strengths 5 to 10
    QVERIFY2(list->item(0)->text().startsWith(u"+1 Power \u2192 5/18"_s),
             qPrintable(list->item(0)->text()));
    QVERIFY2(list->item(2)->text().startsWith(u"+3 Power \u2192 7/12"_s),
             qPrintable(list->item(2)->text()));
}

void TestAdjudicator::savedScenarioReopensIdentical()
{
    AttackScenario scenario = tokensExample();
    scenario.privileged = true;
    scenario.target.closeness = 2;
    scenario.target.alignments.append({Alignment::Government, true});
    StatModifier doubled;
    doubled.op = StatModifier::Op::Multiply;
    doubled.value = 2;
    doubled.source = u"Media Campaign"_s;
    scenario.aiding.first().modifiers = {doubled};
    AttackPlay plot;
    plot.player = u"attacker"_s;
    plot.plot = u"Bribery"_s;
    plot.add = 10;
    AttackPlay agents;
    agents.player = u"defender"_s;
    agents.side = AttackSide::Defence;
    agents.agents = true;
    scenario.plays = {plot, agents};
    m_widget->setScenario(scenario);
    const QJsonObject before = m_widget->scenario().toJson();

    const QString path = m_dir.filePath(u"tokens.json"_s);
    QString error;
    QVERIFY2(m_widget->saveScenarioFile(path, &error), qPrintable(error));
    QCOMPARE(m_widget->currentFile(), path);
    QVERIFY(!m_widget->isModified());

    m_widget->newScenario();
    QCOMPARE(m_widget->aidingModel()->rowCount(), 0);
    QVERIFY(m_widget->scenario().toJson() != before);
    QVERIFY(m_widget->currentFile().isEmpty());

    QVERIFY2(m_widget->openScenarioFile(path, &error), qPrintable(error));
    QCOMPARE(m_widget->scenario().toJson(), before);
    QCOMPARE(m_widget->currentFile(), path);
    QVERIFY(!m_widget->isModified());
    QCOMPARE(child<QSpinBox>(u"targetTokens"_s)->value(), 1);
    QCOMPARE(m_widget->playModel()->rowCount(), 2);
    child<QSpinBox>(u"attackerPower"_s)->setValue(7);
    QVERIFY(m_widget->isModified());
}

void TestAdjudicator::fieldsTheFormDoesNotUseSurviveSaving()
{
    const QString path =
        writeFile(u"noted.json"_s,
                  R"({ "description": "the rulebook's 6 against 2", "seed": "000, line 122",
             "rules": "inwo", "attack": { "kind": "control" },
             "attacker": { "name": "A", "power": 6, "openArrows": 2 },
             "target": { "name": "B", "resistance": 2, "immuneTo": ["Violent"] } })");
    QString error;
    QVERIFY2(m_widget->openScenarioFile(path, &error), qPrintable(error));
    QCOMPARE(m_widget->result().strength, 4);
    const QString copy = m_dir.filePath(u"noted-copy.json"_s);
    QVERIFY2(m_widget->saveScenarioFile(copy, &error), qPrintable(error));
    QFile file(copy);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(saved.value(u"description"_s).toString(), u"the rulebook's 6 against 2"_s);
    QCOMPARE(saved.value(u"seed"_s).toString(), u"000, line 122"_s);
    QCOMPARE(saved.value(u"attacker"_s).toObject().value(u"openArrows"_s).toInt(), 2);
    QCOMPARE(saved.value(u"target"_s).toObject().value(u"immuneTo"_s).toArray().size(), 1);
}

void TestAdjudicator::cardsChosenFromTheDatabaseAreNamedInTheFile()
{
    auto *name = child<QLineEdit>(u"attackerName"_s);
    name->setFocus();
    name->setText(u"The Mafia"_s);
    QTest::keyClick(name, Qt::Key_Return);
    m_widget->addAidingGroup(u"TV Preachers"_s);
    // Changed by hand after it was chosen: the file keeps the change.
    m_widget->attackerEditor()->alignmentsButton()->setState(int(Alignment::Violent),
                                                             Qt::Unchecked);
    const AttackScenario before = m_widget->scenario();
    QVERIFY(!before.attacker->cardId.isEmpty());

    const QString path = m_dir.filePath(u"cards.json"_s);
    QString error;
    QVERIFY2(m_widget->saveScenarioFile(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(saved.value(u"attacker"_s).toObject().value(u"card"_s).toString(), u"The Mafia"_s);
    QCOMPARE(saved.value(u"aiding"_s).toArray().at(0).toObject().value(u"card"_s).toString(),
             u"TV Preachers"_s);

    m_widget->newScenario();
    QVERIFY2(m_widget->openScenarioFile(path, &error), qPrintable(error));
    const AttackScenario after = m_widget->scenario();
    QCOMPARE(after.attacker->cardId, before.attacker->cardId);
    QCOMPARE(after.aiding.at(0).cardId, before.aiding.at(0).cardId);
    QCOMPARE(after.toJson(), before.toJson());
    QVERIFY(!after.attacker->hasAlignment(Alignment::Violent));
}

void TestAdjudicator::badScenarioFileIsRefusedWithItsJsonPath()
{
    enterSixAgainstTwo();
    const QJsonObject before = m_widget->scenario().toJson();

    const QString path =
        writeFile(u"bad.json"_s, R"({ "rules": "inwo", "attack": { "kind": "control" },
                            "attacker": { "name": "A", "power": 6 },
                            "target": { "name": "B" },
                            "aiding": [ { "name": "C", "power": "six" } ] })");
    QString error;
    QVERIFY(!m_widget->openScenarioFile(path, &error));
    QVERIFY2(error.contains(u"$.aiding[0].power"_s), qPrintable(error));
    QCOMPARE(m_widget->scenario().toJson(), before);
    QVERIFY(m_widget->currentFile().isEmpty());

    const QString notJson = writeFile(u"notjson.json"_s, "{ \"rules\": ");
    error.clear();
    QVERIFY(!m_widget->openScenarioFile(notJson, &error));
    QVERIFY2(error.contains(u"$: not JSON"_s), qPrintable(error));

    error.clear();
    QVERIFY(!m_widget->openScenarioFile(m_dir.filePath(u"missing.json"_s), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(m_widget->scenario().toJson(), before);
}

void TestAdjudicator::boxedGameShowsMoneyAndNeutralize()
{
    auto *rules = child<QComboBox>(u"rulesCombo"_s);
    auto *kind = child<QComboBox>(u"kindCombo"_s);
    auto *money = child<QGroupBox>(u"moneyBox"_s);
    QVERIFY(rules && kind && money);
    QVERIFY(!money->isVisible());
    QCOMPARE(kind->findData(int(AttackKind::Neutralize)), -1);
    QVERIFY(kind->findData(int(AttackKind::Instant)) >= 0);

    rules->setCurrentIndex(rules->findData(int(RuleSet::Classic)));
    QVERIFY(money->isVisible());
    QVERIFY(kind->findData(int(AttackKind::Neutralize)) >= 0);
    QCOMPARE(kind->findData(int(AttackKind::Instant)), -1);
    kind->setCurrentIndex(kind->findData(int(AttackKind::Neutralize)));
    enterSixAgainstTwo();
    QCOMPARE(m_widget->result().strength, 10); // 6 + 6 to neutralize - 2

    QTest::mouseClick(child<QPushButton>(u"addMoneyButton"_s), Qt::LeftButton);
    QCOMPARE(m_widget->moneyModel()->rowCount(), 1);
    QCOMPARE(m_widget->moneyModel()->statusAt(0).state, ParticipantStatus::State::Counted);
    QCOMPARE(m_widget->moneyModel()->statusAt(0).value, 1);
    QCOMPARE(m_widget->result().strength, 11);
    // What more would buy is counted in megabucks.
    child<QSpinBox>(u"targetResistance"_s)->setValue(6);
    QCOMPARE(m_widget->result().strength, 7);
    auto *needed = child<QListWidget>(u"neededList"_s);
    QVERIFY(needed->count() > 0);
    QVERIFY2(needed->item(0)->text().startsWith(u"+1 MB"_s), qPrintable(needed->item(0)->text()));

    rules->setCurrentIndex(rules->findData(int(RuleSet::Inwo)));
    QVERIFY(!money->isVisible());
    QCOMPARE(kind->findData(int(AttackKind::Neutralize)), -1);
    QCOMPARE(AttackKind(kind->currentData().toInt()), AttackKind::Control);
    // Megabucks have no place in INWO: the payment is refused.
    QCOMPARE(m_widget->moneyModel()->statusAt(0).state, ParticipantStatus::State::Refused);
}

void TestAdjudicator::modifiersDialogKeepsWhatItIsGiven()
{
    StatModifier doubled;
    doubled.op = StatModifier::Op::Multiply;
    doubled.value = 2;
    doubled.source = u"Media Campaign"_s;
    StatModifier resistance;
    resistance.op = StatModifier::Op::Add;
    resistance.value = -3;
    resistance.stat = StatModifier::Stat::Resistance;
    resistance.use = StatModifier::Use::Defence;
    resistance.permanent = true;
    const auto same = [](const StatModifier &a, const StatModifier &b) {
        return a.op == b.op && a.value == b.value && a.permanent == b.permanent &&
               a.stat == b.stat && a.use == b.use && a.source == b.source;
    };
    ModifiersDialog dialog(u"The Mafia"_s, {doubled, resistance});
    QCOMPARE(dialog.modifiers().size(), 2);
    QVERIFY(same(dialog.modifiers().at(0), doubled));
    QVERIFY(same(dialog.modifiers().at(1), resistance));
    QCOMPARE(ModifiersDialog::summary(dialog.modifiers()), u"\u00d72, \u22123 Res"_s);
    dialog.addModifier();
    QCOMPARE(dialog.modifiers().size(), 3);
    QCOMPARE(dialog.modifiers().last().op, StatModifier::Op::Add);
    dialog.table()->setCurrentCell(0, 0);
    dialog.removeModifier();
    QVERIFY(same(dialog.modifiers().first(), resistance));
}

namespace {

// An attack with a counted aider, a refused aider, a repeated aider, a defender, a refused
// defender, a Plot and an agents card: every kind of status row.
AttackScenario everyStatusExample()
{
    AttackScenario scenario;
    scenario.kind = AttackKind::Control;
    AttackGroup attacker;
    attacker.name = u"Democrats"_s;
    attacker.power = 6;
    attacker.alignments = {{Alignment::Liberal, false}};
    scenario.attacker = attacker;
    scenario.target.name = u"Feminists"_s;
    scenario.target.resistance = 2;
    scenario.target.alignments = {{Alignment::Liberal, false}};
    scenario.target.closeness = 2;
    AttackGroup liberal;
    liberal.name = u"Hippies"_s;
    liberal.power = 3;
    liberal.alignments = {{Alignment::Liberal, false}};
    AttackGroup straight;
    straight.name = u"Yuppies"_s;
    straight.power = 2;
    straight.alignments = {{Alignment::Straight, false}};
    scenario.aiding = {liberal, straight, liberal};
    AttackGroup master;
    master.name = u"Radicals"_s;
    master.power = 2;
    master.relation = DefenceRelation::Master;
    scenario.defending = {master, straight};
    scenario.plays = {{u"attacker"_s, AttackSide::Attack, u"Bribery"_s, 10, false, {}},
                      {u"defender"_s, AttackSide::Defence, {}, 0, true, {}}};
    return scenario;
}

QList<std::pair<int, int>> statesOf(AdjudicatorWidget &widget)
{
    QList<std::pair<int, int>> states;
    for (AttackGroupModel *model : {widget.aidingModel(), widget.defendingModel()}) {
        for (int row = 0; row < model->rowCount(); ++row)
            states.append({int(model->statusAt(row).state), model->statusAt(row).value});
    }
    for (int row = 0; row < widget.playModel()->rowCount(); ++row)
        states.append({int(widget.playModel()->statusAt(row).state),
                       widget.playModel()->statusAt(row).value});
    return states;
}

} // namespace

// The status column finds each row's facts by the row's identity, not by the words of a
// sentence: read in German, every row has the same state and value.
void TestAdjudicator::statusColumnIsTheSameReadInGerman()
{
    m_widget->setScenario(everyStatusExample());
    const QList<std::pair<int, int>> english = statesOf(*m_widget);
    QCOMPARE(english.size(), 7);
    QCOMPARE(english.at(0), (std::pair{int(ParticipantStatus::State::Counted), 3}));
    QCOMPARE(english.at(1).first, int(ParticipantStatus::State::Refused));
    QCOMPARE(english.at(2).first, int(ParticipantStatus::State::Refused)); // the repeat
    QCOMPARE(english.at(3), (std::pair{int(ParticipantStatus::State::Counted), -2}));
    const QString englishReason = m_widget->aidingModel()->statusAt(2).reason;

    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    m_widget->setScenario(everyStatusExample());
    QCOMPARE(statesOf(*m_widget), english);
    QVERIFY(m_widget->aidingModel()->statusAt(2).reason != englishReason);
}

// In the German window the breakdown, the banner and every status read German: no sentence of
// the engine is left in English.
void TestAdjudicator::germanWindowShowsNoEnglishSentence()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    m_widget->setScenario(everyStatusExample());
    QStringList shown;
    auto *breakdown = child<QTableView>(u"breakdownTable"_s);
    QVERIFY(breakdown);
    for (int row = 0; row < breakdown->model()->rowCount(); ++row) {
        shown.append(
            breakdown->model()->index(row, AttackBreakdownModel::TextColumn).data().toString());
        shown.append(
            breakdown->model()->index(row, AttackBreakdownModel::SourceColumn).data().toString());
    }
    shown.append(child<QLabel>(u"legalityBanner"_s)->text());
    for (AttackGroupModel *model : {m_widget->aidingModel(), m_widget->defendingModel()}) {
        for (int row = 0; row < model->rowCount(); ++row)
            shown.append(
                model->index(row, AttackGroupModel::StatusColumn).data(Qt::ToolTipRole).toString());
    }
    // English words no German sentence has; the names in this attack contain none of them.
    static const QRegularExpression english(
        u"\\b(the|of|is|may|not|aids|defends|with|its|token|tokens|line|lines|rulebook|"
        u"refused|counted|Power|Resistance|alignment)\\b"_s);
    for (const QString &text : std::as_const(shown)) {
        const QRegularExpressionMatch match = english.match(text);
        QVERIFY2(!match.hasMatch(), qPrintable(match.captured() + u": "_s + text));
    }
}

// One card, one role: the name field is empty after adding, and the same card added again is
// refused with its reason, counted once.
void TestAdjudicator::aCardAddedTwiceIsRefusedAndTheFieldIsCleared()
{
    enterSixAgainstTwo();
    m_widget->targetEditor()->alignmentsButton()->setState(int(Alignment::Conservative),
                                                           Qt::Checked);
    auto *name = child<QLineEdit>(u"aidingName"_s);
    QVERIFY(name);
    name->setFocus();
    QTest::keyClicks(name, u"TV Preachers"_s);
    QTest::keyClick(name, Qt::Key_Return);
    QTRY_VERIFY(name->text().isEmpty());
    QCOMPARE(m_widget->aidingModel()->rowCount(), 1);
    QTest::keyClick(name, Qt::Key_Return); // nothing typed: nothing added
    QCOMPARE(m_widget->aidingModel()->rowCount(), 1);
    QCOMPARE(m_widget->result().strength, 7);

    m_widget->addAidingGroup(u"TV Preachers"_s);
    QCOMPARE(m_widget->aidingModel()->rowCount(), 2);
    QCOMPARE(m_widget->aidingModel()->statusAt(1).state, ParticipantStatus::State::Refused);
    QVERIFY(!m_widget->aidingModel()->statusAt(1).reason.isEmpty());
    // Refused as a repeat (R151), by the fact about that row, not by the words shown.
    const QList<AttackRefusal> &refusals = m_widget->result().violations;
    QVERIFY(std::any_of(refusals.cbegin(), refusals.cend(), [](const AttackRefusal &refusal) {
        return refusal.code == FactCode::AlreadyTakesPart && refusal.rule == R151 &&
               refusal.who == ParticipantRef::of(ParticipantRef::Role::Aider, 1);
    }));
    QCOMPARE(m_widget->result().strength, 7); // counted once
}

// The attack is a document: each edit is an undo step, undo and redo give the form back the
// attack as it was, and opening or starting an attack starts its history afresh.
void TestAdjudicator::editsAreUndoneAndRedoneOneStepAtATime()
{
    m_widget->setScenario(everyStatusExample());
    QUndoStack *stack = m_widget->document()->undoStack();
    QVERIFY(!stack->canUndo());
    const int before = m_widget->result().strength;
    const QJsonObject original = m_widget->scenario().toJson();

    const int row = m_widget->addAidingGroup(u"TV Preachers"_s);
    QCOMPARE(row, 3);
    QVERIFY(stack->canUndo());
    QCOMPARE(stack->undoText(), u"Change the aiders"_s);
    const QJsonObject withAider = m_widget->scenario().toJson();

    stack->undo();
    QCOMPARE(m_widget->aidingModel()->rowCount(), 3);
    QCOMPARE(m_widget->scenario().toJson(), original);
    QCOMPARE(m_widget->result().strength, before);
    QVERIFY(!stack->canUndo());

    stack->redo();
    QCOMPARE(m_widget->aidingModel()->rowCount(), 4);
    QCOMPARE(m_widget->scenario().toJson(), withAider);

    // A different part is its own step.
    m_widget->targetEditor()->alignmentsButton()->setState(int(Alignment::Weird), Qt::Checked);
    QCOMPARE(stack->undoText(), u"Change the target"_s);
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(m_widget->scenario().toJson(), original);

    // Starting again asks first: kept on Cancel, discarded on Discard.
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Cancel; });
    m_widget->newScenario();
    QVERIFY(stack->canUndo() || m_widget->isModified());
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    m_widget->newScenario();
    QVERIFY(!stack->canUndo());
}

// The instant card list holds the database's Disasters and Assassinations; one chosen by name is
// known by its type, and its Power comes from the card data where it has one (Volcano, 18).
void TestAdjudicator::instantCardsAreChosenByNameAndKnownByType()
{
    AttackScenario scenario;
    scenario.kind = AttackKind::Instant;
    scenario.instantCard = u"disaster"_s;
    scenario.cardPower = 10;
    scenario.target.name = u"Texas"_s;
    scenario.target.power = 6;
    scenario.target.closeness = 2;
    m_widget->setScenario(scenario);
    auto *combo = child<QComboBox>(u"instantCardCombo"_s);
    auto *power = child<QSpinBox>(u"cardPowerSpin"_s);
    QVERIFY(combo && power);
    QVERIFY(combo->findData(u"Hurricane"_s) >= 0);
    QVERIFY(combo->findData(u"Sniper"_s) >= 0);
    QCOMPARE(m_widget->result().strength, -1); // 10 - (6 + 5)

    power->setValue(0); // no Power given: a generic Disaster waits for one
    QVERIFY(!m_widget->result().legal);
    combo->setCurrentIndex(combo->findData(u"Volcano"_s));
    QVERIFY(m_widget->result().legal);
    QCOMPARE(m_widget->result().attack, 18);
    QVERIFY(m_widget->result().targetLosesToken);
    QVERIFY(m_widget->result().destroyChance.has_value());
    QCOMPARE(m_widget->scenario().instantType, std::optional<CardType>(CardType::Disaster));

    // The attacking player's cards of a file stay, and count.
    AttackGroup cthulhu;
    cthulhu.name = u"Servants of Cthulhu"_s;
    cthulhu.card = cthulhu.name;
    cthulhu.cardId = u"base/servants-of-cthulhu"_s;
    cthulhu.illuminati = true;
    scenario = m_widget->scenario();
    scenario.playerCards = {cthulhu};
    m_widget->setScenario(scenario);
    QCOMPARE(m_widget->scenario().playerCards.size(), 1);
    QCOMPARE(m_widget->result().attack, 22);
}

// A Plot is played for what it adds: adding one asks how much (the usual +10 offered), instead of
// adding a row that silently adds 0. Cancelling the question adds nothing and keeps the name.
void TestAdjudicator::aPlotAddedAsksWhatItAddsAndCancellingAddsNothing()
{
    enterSixAgainstTwo();
    const int before = m_widget->result().strength;
    auto *name = child<QLineEdit>(u"plotName"_s);
    QVERIFY(name);
    name->setFocus();
    QTest::keyClicks(name, u"Bribery"_s);

    QString question;
    int offered = -1;
    std::pair<int, int> range;
    test::whenDialogOpens(this, [&](QDialog *dialog) {
        auto *value = dialog->findChild<QSpinBox *>(u"plotBonusField"_s);
        if (!value || dialog->objectName() != u"plotBonusDialog"_s) {
            dialog->reject();
            return;
        }
        question = dialog->findChild<QLabel *>(u"plotBonusQuestion"_s)->text();
        offered = value->value();
        range = {value->minimum(), value->maximum()};
        QVERIFY(value->hasFocus());
        value->selectAll();
        QTest::keyClicks(value, u"12"_s);
        QTest::keyClick(value, Qt::Key_Return);
    });
    QTest::keyClick(name, Qt::Key_Return);
    QTRY_COMPARE(m_widget->playModel()->rowCount(), 1);
    QVERIFY2(question.contains(u"Bribery"_s), qPrintable(question));
    QCOMPARE(offered, 10);
    QCOMPARE(range, (std::pair{1, 50}));
    QCOMPARE(m_widget->playModel()->participantAt(0).plot, u"Bribery"_s);
    QCOMPARE(m_widget->playModel()->participantAt(0).add, 12);
    QCOMPARE(m_widget->result().strength, before + 12);
    QVERIFY(name->text().isEmpty());

    // Cancelled: no row, no change to the attack, the name still there to try again.
    const QJsonObject attack = m_widget->scenario().toJson();
    QTest::keyClicks(name, u"Bribery"_s);
    bool asked = false;
    test::whenDialogOpens(this, [&](QDialog *dialog) {
        asked = dialog->objectName() == u"plotBonusDialog"_s;
        QTest::keyClick(dialog->focusWidget() ? dialog->focusWidget() : dialog, Qt::Key_Escape);
    });
    child<QPushButton>(u"addPlayButton"_s)->click();
    QTRY_VERIFY(asked);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QCOMPARE(m_widget->playModel()->rowCount(), 1);
    QCOMPARE(m_widget->scenario().toJson(), attack);
    QCOMPARE(name->text(), u"Bribery"_s);
}

// At 1024 pixels, in German (the longer words), every table's Eligibility column is in view with
// room for its mark and a word or two, not scrolled off to the right; what it cannot show is in
// its tooltip.
void TestAdjudicator::eligibilityColumnsFitTheLaptopWidthInGerman()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    for (const int width : {1012, 1354}) { // the tab at 1024 and 1366 pixels
        // Built in German, as the German window builds it.
        m_widget = std::make_unique<AdjudicatorWidget>(m_database);
        m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
        m_widget->resize(width, 620);
        m_widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
        m_widget->setScenario(everyStatusExample());
        QCoreApplication::processEvents();
        const QList<std::pair<QString, int>> tables{
            {u"aidingTable"_s, AttackGroupModel::StatusColumn},
            {u"defendingTable"_s, AttackGroupModel::StatusColumn},
            {u"playsTable"_s, AttackPlayModel::StatusColumn}};
        for (const auto &[name, column] : tables) {
            auto *table = child<QTableView>(name);
            QVERIFY(table);
            const QHeaderView *header = table->horizontalHeader();
            const QString where = u"%1 at %2: "_s.arg(name).arg(width);
            QVERIFY2(header->offset() == 0 && !table->horizontalScrollBar()->isVisible(),
                     qPrintable(where + u"scrolls sideways"_s));
            const int left = header->sectionViewportPosition(column);
            const int right = left + header->sectionSize(column);
            QVERIFY2(right <= table->viewport()->width(),
                     qPrintable(where + u"%1 > %2"_s.arg(right).arg(table->viewport()->width())));
            // The mark and "+3 angerechnet" (or the start of "abgelehnt: ...") are seen.
            const QModelIndex first = table->model()->index(0, column);
            const int needed = table->fontMetrics().horizontalAdvance(first.data().toString()) +
                               table->iconSize().width() + 16;
            QVERIFY2(header->sectionSize(column) >= std::min(needed, 150),
                     qPrintable(where + u"%1 wide for %2"_s.arg(header->sectionSize(column))
                                            .arg(first.data().toString())));
            // A refused row's reason, elided in the cell, is whole in its tooltip.
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QModelIndex cell = table->model()->index(row, column);
                QVERIFY(!cell.data(Qt::ToolTipRole).toString().isEmpty());
            }
        }
    }
}

// The breakdown's citations and a group's unspent tokens were drawn in the palette's disabled
// text, about 2:1 against white: an outside tester could hardly read them. Secondary text keeps
// WCAG AA's 4.5:1 in a light and a dark palette.
void TestAdjudicator::secondaryTextIsReadableOnLightAndDarkPalettes()
{
    auto luminance = [](const QColor &colour) {
        auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
               0.0722 * channel(colour.blueF());
    };
    auto contrast = [&](const QColor &a, const QColor &b) {
        const double la = luminance(a);
        const double lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    };
    QPalette light;
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::Base, Qt::white);
    QPalette dark;
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x2b, 0x2b, 0x2b));
    for (const QPalette &palette : {light, dark, QApplication::palette()}) {
        const QColor secondary = secondaryText(palette);
        const double ratio = contrast(secondary, palette.color(QPalette::Base));
        QVERIFY2(ratio >= 4.5,
                 qPrintable(
                     u"%1 on %2: %3:1"_s.arg(secondary.name(), palette.color(QPalette::Base).name())
                         .arg(ratio, 0, 'f', 2)));
        // Still set apart from the text it stands beside.
        QVERIFY(secondary != palette.color(QPalette::Text));
    }
}

QTEST_MAIN(TestAdjudicator)
#include "tst_adjudicator.moc"
