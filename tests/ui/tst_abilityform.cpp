#include "adjudicator/adjudicatorwidget.h"
#include "adjudicator/attackbreakdownmodel.h"
#include "adjudicator/attackdocument.h"
#include "adjudicator/attackresultview.h"
#include "adjudicator/checklistbutton.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "common/abilityconfirmationsdialog.h"
#include "common/abilityform.h"
#include "common/abilitywords.h"
#include "common/enteredabilitiesdialog.h"
#include "common/jsonpathreader.h"
#include "german.h"
#include "isolatedsettings.h"
#include "rules/factrender.h"
#include "rules/ruleids.h"
#include "table/attacklistmodel.h"
#include "table/powerstructuremodel.h"
#include "table/tabledocument.h"
#include "table/tablefactmodel.h"
#include "table/tablewidget.h"
#include "userabilities.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

// The form in which the referee enters a card's effect for a table or an attack, where the Table
// tab and the adjudicator use it, and the dialog that confirms unverified abilities: each preset
// makes the effect it names, a bad number is refused in the reader's language, an entered effect
// changes the numbers of every pane and undoes, it is saved with the position and read back, and
// a tick confirms an ability for the database.
class TestAbilityForm : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void eachPresetMakesTheEffectItNames_data();
    void eachPresetMakesTheEffectItNames();
    void aDirectEffectHasNoChoiceOfGroups();
    void anUnknownCardIsRefusedWithTheNearestName();
    void aBonusOfZeroIsRefusedInGerman();
    void everyFieldHasALabelWithItsOwnAltKey();
    void theGroupListsAreTickedFromTheKeyboard();
    void anEffectOpenedFromAFileKeepsWhatTheFormDoesNotShow();
    void theListAddsEditsAndRemovesEffects();

    void anNwoEffectRaisesTheGroupsPowerOnTheTableAndUndoes();
    void enteredEffectsAreSavedWithThePositionAndReadBack();
    void aLinkedCardSettingPowerReachesTheAdjudicator();
    void theAdjudicatorEntersAnAttackBonusAndUndoes();
    void confirmingInTheDialogConfirmsAndUntickingWithdraws();
    void aRefereeLineShowsTheCardsImportedText();

private:
    // Answers the modal dialog that the next action opens, with `answer`, once it is shown; a
    // dialog still open after its answer is closed, so a test fails instead of waiting forever.
    void whenDialogOpens(std::function<void(QDialog *)> answer);
    // The Table tab with the fixture position open.
    std::unique_ptr<TableWidget> openTable();
    // The Power the Table tab's tree shows for the card `id`.
    static int powerOf(const TableWidget &table, const QString &id);
    // Law and Order (in force in the fixture): every Government group +2 Power.
    EnteredAbility governmentBonus();
    void importText(const QString &cardId, const QString &text);

    QTemporaryDir m_dir;
    CardDatabase m_database;
    std::unique_ptr<CardNameResolver> m_resolver;
};

void TestAbilityForm::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_abilityform"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
    m_resolver = std::make_unique<CardNameResolver>(m_database);
}

void TestAbilityForm::cleanup()
{
    QSqlQuery(m_database.connection()).exec(u"DELETE FROM card_text"_s);
}

void TestAbilityForm::whenDialogOpens(std::function<void(QDialog *)> answer)
{
    auto *timer = new QTimer(this);
    timer->setInterval(20);
    auto answered = std::make_shared<QPointer<QWidget>>();
    auto ticks = std::make_shared<int>(-1); // -1 until the dialog is answered
    connect(timer, &QTimer::timeout, this, [timer, answer, answered, ticks] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (*ticks >= 0) {
            if (!*answered || dialog != answered->data()) {
                timer->stop();
                timer->deleteLater();
            } else if (++*ticks > 100) {
                qWarning("the dialog %s did not close", qPrintable(dialog->objectName()));
                dialog->reject();
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

std::unique_ptr<TableWidget> TestAbilityForm::openTable()
{
    auto table = std::make_unique<TableWidget>(m_database);
    table->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    table->resize(1366, 700);
    table->show();
    QString error;
    if (!table->openPositionFile(QStringLiteral(INWO_FIXTURES_DIR "/positions/two-players.json"),
                                 &error))
        qWarning("%s", qPrintable(error));
    return table;
}

int TestAbilityForm::powerOf(const TableWidget &table, const QString &id)
{
    const QModelIndex at = table.structureModel()->indexOf(InstanceId{id});
    return at.data(PowerStructureModel::PowerRole).toInt();
}

EnteredAbility TestAbilityForm::governmentBonus()
{
    EnteredAbility entered;
    entered.card = u"Law and Order"_s;
    entered.cardId = u"base/law-and-order"_s;
    entered.ability.kind = CardAbility::Kind::PowerBonus;
    entered.ability.value = 2;
    entered.ability.reach = CardAbility::Reach::AllGroups;
    entered.ability.holder.alignments = {Alignment::Government};
    entered.ability.permanent = true;
    entered.ability.words = u"Every Government group has +2 Power"_s;
    entered.ability.source = CardAbility::RefereeSource;
    entered.ability.provenance = CardAbility::Provenance::EnteredByReferee;
    return entered;
}

void TestAbilityForm::importText(const QString &cardId, const QString &text)
{
    QSqlQuery insert(m_database.connection());
    QVERIFY(insert.prepare(u"INSERT OR REPLACE INTO card_text (card_id, text, errata, imported_at) "
                           "VALUES (?, ?, '', '2024-01-01T00:00:00Z')"_s));
    insert.addBindValue(cardId);
    insert.addBindValue(text);
    QVERIFY(insert.exec());
}

void TestAbilityForm::eachPresetMakesTheEffectItNames_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("government");
    QTest::addColumn<QString>("json");

    QTest::newRow("NWO: every Government group +2 Power")
        << int(AbilityPreset::NwoPowerBonus) << u"Law and Order"_s << 2 << true
        << uR"({"card": "Law and Order", "kind": "power-bonus", "value": 2, "reach": "all",
               "holder": {"alignments": ["government"]}, "permanent": true})"_s;
    QTest::newRow("linked card sets Power to 6")
        << int(AbilityPreset::LinkedPowerSet) << u"Flying Saucer"_s << 6 << false
        << uR"({"card": "Flying Saucer", "kind": "power-set", "value": 6, "reach": "linked",
               "permanent": true})"_s;
    QTest::newRow("card gives +4 to its attacks")
        << int(AbilityPreset::AttackBonus) << u"the mafia"_s << 4 << false
        << uR"({"card": "The Mafia", "kind": "attack-bonus", "value": 4, "reach": "direct"})"_s;
}

void TestAbilityForm::eachPresetMakesTheEffectItNames()
{
    QFETCH(int, preset);
    QFETCH(QString, card);
    QFETCH(int, value);
    QFETCH(bool, government);
    QFETCH(QString, json);

    AbilityForm form(*m_resolver, nullptr);
    form.show();
    QTest::keyClicks(form.cardField(), card);
    // The preset is chosen from the keyboard: Alt+S, then its row.
    form.presetCombo()->setFocus();
    form.presetCombo()->setCurrentIndex(form.presetCombo()->findData(preset));
    emit form.presetCombo()->activated(form.presetCombo()->currentIndex());
    form.valueSpin()->setValue(value);
    if (government)
        form.holderAlignments()->setState(int(Alignment::Government), Qt::Checked);

    QString problem;
    const std::optional<EnteredAbility> entered = form.entered(&problem);
    QVERIFY2(entered, qPrintable(problem));

    // The effect is the one a file with these keys gives (its words are the form's own).
    QString error;
    JsonPathReader reader(&error, {.maxNumber = 1000,
                                   .notNumber = u"not a number"_s,
                                   .maxEntries = -1,
                                   .notArray = u"not a list"_s});
    const QJsonObject file{
        {u"abilities"_s, QJsonArray{QJsonDocument::fromJson(json.toUtf8()).object()}}};
    QList<EnteredAbility> expected =
        readEnteredAbilities(reader, file, u"abilities"_s, u"$"_s, m_resolver.get());
    QVERIFY2(!reader.failed(), qPrintable(error));
    QCOMPARE(expected.size(), 1);
    expected[0].ability.words = entered->ability.words;
    QCOMPARE(*entered, expected.first());
    QCOMPARE(entered->ability.words, AbilityWords::describe(entered->ability));
    QCOMPARE(entered->ability.provenance, CardAbility::Provenance::EnteredByReferee);

    // OK closes the form on it.
    form.accept();
    QCOMPARE(form.result(), int(QDialog::Accepted));
}

void TestAbilityForm::aDirectEffectHasNoChoiceOfGroups()
{
    AbilityForm form(*m_resolver, nullptr);
    form.setCard(u"Law and Order"_s);
    form.applyPreset(AbilityPreset::NwoPowerBonus);
    form.holderAlignments()->setState(int(Alignment::Government), Qt::Checked);
    QVERIFY(form.findChild<QGroupBox *>(u"abilityHolderBox"_s)->isEnabled());

    form.reachCombo()->setCurrentIndex(
        form.reachCombo()->findData(int(CardAbility::Reach::Direct)));
    QVERIFY(!form.findChild<QGroupBox *>(u"abilityHolderBox"_s)->isEnabled());
    const std::optional<EnteredAbility> entered = form.entered();
    QVERIFY(entered);
    QVERIFY(entered->ability.holder.isAny());
}

void TestAbilityForm::anUnknownCardIsRefusedWithTheNearestName()
{
    AbilityForm form(*m_resolver, nullptr);
    form.show();
    form.setCard(u"Law and Ordre"_s);
    form.applyPreset(AbilityPreset::AttackBonus);
    form.accept();
    QCOMPARE(form.result(), int(QDialog::Rejected));
    QVERIFY(form.problemLabel()->isVisible());
    QCOMPARE(form.problemLabel()->text(),
             u"No card is named Law and Ordre. Did you mean Law and Order?"_s);
    QCOMPARE(form.focusWidget(), form.cardField());

    form.setCard(QString());
    QString problem;
    QVERIFY(!form.entered(&problem));
    QCOMPARE(problem, u"Name the card that has the effect."_s);
}

void TestAbilityForm::aBonusOfZeroIsRefusedInGerman()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    AbilityForm form(*m_resolver, nullptr);
    form.show();
    form.setCard(u"The Mafia"_s);
    form.applyPreset(AbilityPreset::AttackBonus);
    form.valueSpin()->setValue(0);
    form.accept();

    QCOMPARE(form.result(), int(QDialog::Rejected));
    const QString english = u"A bonus of 0 does nothing: give a number other than 0."_s;
    const QString shown = form.problemLabel()->text();
    QCOMPARE(shown, AbilityWords::tr("A bonus of 0 does nothing: give a number other than 0."));
    QVERIFY2(shown != english, qPrintable(shown));
    QVERIFY(form.problemLabel()->isVisible());
    QCOMPARE(form.focusWidget(), form.valueSpin());
    // The form's own words are German too.
    QVERIFY(form.windowTitle() != u"Card Effect"_s);

    // A multiplier cannot even be given less than 2.
    form.applyPreset(AbilityPreset::None);
    form.kindCombo()->setCurrentIndex(
        form.kindCombo()->findData(int(CardAbility::Kind::PowerMultiplier)));
    form.valueSpin()->setValue(1);
    QCOMPARE(form.valueSpin()->value(), 2);
}

void TestAbilityForm::everyFieldHasALabelWithItsOwnAltKey()
{
    AbilityForm form(*m_resolver, nullptr);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QMap<QChar, QString> keys;
    const auto take = [&](const QString &text) {
        const qsizetype at = text.indexOf(u'&');
        if (at < 0 || at + 1 >= text.size())
            return;
        const QChar key = text.at(at + 1).toLower();
        QVERIFY2(!keys.contains(key),
                 qPrintable(u"%1 and %2 share Alt+%3"_s.arg(keys.value(key), text, key)));
        keys.insert(key, text);
    };
    for (QLabel *label : form.findChildren<QLabel *>()) {
        if (!label->buddy())
            continue;
        QVERIFY2(label->text().contains(u'&'), qPrintable(label->text()));
        take(label->text());
        QVERIFY2(!label->buddy()->accessibleName().isEmpty(), qPrintable(label->text()));
    }
    for (QCheckBox *box : form.findChildren<QCheckBox *>()) {
        if (box->parentWidget() == &form) {
            take(box->text());
            QVERIFY(!box->accessibleName().isEmpty());
        }
    }
    for (QPushButton *button : form.findChildren<QPushButton *>())
        take(button->text());
    QVERIFY(keys.size() >= 15);

    // Alt+A reaches the card, Alt+E the effect, Alt+V the number.
    QTest::keyClick(&form, Qt::Key_E, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), form.kindCombo());
    QTest::keyClick(&form, Qt::Key_V, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), form.valueSpin());
    QTest::keyClick(&form, Qt::Key_A, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), form.cardField());
}

void TestAbilityForm::theGroupListsAreTickedFromTheKeyboard()
{
    AbilityForm form(*m_resolver, nullptr);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.setCard(u"Law and Order"_s);
    form.applyPreset(AbilityPreset::NwoPowerBonus);
    // The preset leaves the keyboard on the alignments the NWO is about.
    QCOMPARE(form.focusWidget(), form.holderAlignments());

    // Space opens the list on its first box (Government): Space ticks it, Down twice and Space
    // tick Liberal, Esc closes the list.
    bool typed = false;
    QTimer::singleShot(50, this, [&typed] {
        QWidget *popup = QApplication::activePopupWidget();
        if (!popup)
            return;
        const auto key = [popup](Qt::Key k) {
            QWidget *at = popup->focusWidget() ? popup->focusWidget() : popup;
            QTest::keyClick(at, k);
        };
        key(Qt::Key_Space);
        key(Qt::Key_Down);
        key(Qt::Key_Down);
        key(Qt::Key_Space);
        key(Qt::Key_Escape);
        typed = true;
    });
    QTest::keyClick(form.holderAlignments(), Qt::Key_Space);
    QTRY_VERIFY(typed);
    QTRY_VERIFY(!QApplication::activePopupWidget());
    QCOMPARE(form.holderAlignments()->state(int(Alignment::Government)), Qt::Checked);
    QCOMPARE(form.holderAlignments()->state(int(Alignment::Corporate)), Qt::Unchecked);
    QCOMPARE(form.holderAlignments()->state(int(Alignment::Liberal)), Qt::Checked);
    const std::optional<EnteredAbility> entered = form.entered();
    QVERIFY(entered);
    QCOMPARE(entered->ability.holder.alignments,
             (QList<Alignment>{Alignment::Government, Alignment::Liberal}));
}

void TestAbilityForm::anEffectOpenedFromAFileKeepsWhatTheFormDoesNotShow()
{
    EnteredAbility opened = governmentBonus();
    opened.ability.condition.note = u"only while the referee says so"_s;
    opened.ability.holder.cardIds = {u"base/post-office"_s};
    opened.ability.rule = R160;
    AbilityForm form(*m_resolver, nullptr);
    form.setEntered(opened);
    std::optional<EnteredAbility> entered = form.entered();
    QVERIFY(entered);
    QCOMPARE(*entered, opened);

    form.valueSpin()->setValue(3);
    entered = form.entered();
    QVERIFY(entered);
    QCOMPARE(entered->ability.value, 3);
    QCOMPARE(entered->ability.condition.note, opened.ability.condition.note);
    QCOMPARE(entered->ability.holder.cardIds, opened.ability.holder.cardIds);
    QCOMPARE(entered->ability.rule, R160);
    // The referee's own words stay his.
    QCOMPARE(entered->ability.words, opened.ability.words);
}

void TestAbilityForm::theListAddsEditsAndRemovesEffects()
{
    EnteredAbilitiesDialog dialog(m_database, *m_resolver, {governmentBonus()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.table()->rowCount(), 1);
    QCOMPARE(dialog.table()->item(0, EnteredAbilitiesDialog::CardColumn)->text(),
             u"Law and Order"_s);
    QCOMPARE(dialog.table()->item(0, EnteredAbilitiesDialog::ReachColumn)->text(),
             u"every group in play"_s);
    QVERIFY(dialog.table()
                ->item(0, EnteredAbilitiesDialog::EffectColumn)
                ->text()
                .startsWith(u"+2 Power, permanent; for: Government"_s));

    dialog.setSuggestedCard(u"Flying Saucer"_s);
    dialog.setFormRunner([](AbilityForm &form) {
        // A new effect starts from the card selected where the list was opened.
        if (form.cardField()->text() != u"Flying Saucer")
            return false;
        form.applyPreset(AbilityPreset::LinkedPowerSet);
        form.valueSpin()->setValue(6);
        return true;
    });
    QVERIFY(dialog.addAbility());
    QCOMPARE(dialog.abilities().size(), 2);
    QCOMPARE(dialog.abilities().at(1).ability.kind, CardAbility::Kind::PowerSet);

    dialog.table()->selectRow(0);
    dialog.setFormRunner([](AbilityForm &form) {
        form.valueSpin()->setValue(3);
        return true;
    });
    QVERIFY(dialog.editSelected());
    QCOMPARE(dialog.abilities().at(0).ability.value, 3);
    // A form cancelled changes nothing.
    dialog.setFormRunner([](AbilityForm &form) {
        form.valueSpin()->setValue(5);
        return false;
    });
    QVERIFY(!dialog.editSelected());
    QCOMPARE(dialog.abilities().at(0).ability.value, 3);

    dialog.table()->selectRow(0);
    dialog.table()->setFocus();
    QTest::keyClick(dialog.table(), Qt::Key_Delete);
    QCOMPARE(dialog.abilities().size(), 1);
    QCOMPARE(dialog.abilities().at(0).card, u"Flying Saucer"_s);
}

void TestAbilityForm::anNwoEffectRaisesTheGroupsPowerOnTheTableAndUndoes()
{
    std::unique_ptr<TableWidget> table = openTable();
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    const int before = powerOf(*table, u"b2"_s); // Post Office, Government
    const int mafia = powerOf(*table, u"a1"_s);  // The Mafia, no Government
    QVERIFY(table->document()->position().abilities.isEmpty());

    // Ctrl+Shift+E opens the list; Add, the NWO preset, Government, +2, OK, OK.
    bool answered = false;
    whenDialogOpens([&](QDialog *dialog) {
        auto *list = qobject_cast<EnteredAbilitiesDialog *>(dialog);
        if (!list) {
            dialog->reject();
            return;
        }
        list->setFormRunner([](AbilityForm &form) {
            form.setCard(u"Law and Order"_s);
            form.applyPreset(AbilityPreset::NwoPowerBonus);
            form.holderAlignments()->setState(int(Alignment::Government), Qt::Checked);
            form.valueSpin()->setValue(2);
            return true;
        });
        answered = list->addAbility();
        list->accept();
    });
    table->structureView()->setFocus();
    QTest::keyClick(table->structureView(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(answered);

    QCOMPARE(table->document()->position().abilities.size(), 1);
    QCOMPARE(powerOf(*table, u"b2"_s), before + 2);
    QCOMPARE(powerOf(*table, u"a1"_s), mafia);
    QCOMPARE(table->document()->undoStack()->undoText(), u"Enter Card Effects"_s);

    // The NWO's line for the Post Office cites the referee.
    const QString cited = QCoreApplication::translate("AttackFact", "%1, entered by the referee")
                              .arg(u"Law and Order"_s);
    const QModelIndex nwo = table->nwoEffectsModel()->rowOfNwo(u"Law and Order"_s);
    QVERIFY(nwo.isValid());
    bool citedLine = false;
    for (int row = 0; row < table->nwoEffectsModel()->rowCount(nwo); ++row) {
        const QModelIndex line =
            table->nwoEffectsModel()->index(row, TableFactModel::TextColumn, nwo);
        const QString source = table->nwoEffectsModel()
                                   ->index(row, TableFactModel::SourceColumn, nwo)
                                   .data()
                                   .toString();
        if (line.data(TableFactModel::CardRole).toString() == u"b2" && source.contains(cited))
            citedLine = true;
        // What the program could only name for the referee is gone: the referee said what it does.
        QVERIFY(line.data(TableFactModel::FactCodeRole).toInt() != int(TableFactCode::NwoReferee));
    }
    QVERIFY2(citedLine, qPrintable(cited));
    QVERIFY(table->findChild<QLabel *>(u"cardEffectsSummary"_s)->text().contains(u"Law and Order"));

    // The attack list follows: a Government target defends with 2 more.
    table->document()->undoStack()->undo();
    QVERIFY(table->document()->position().abilities.isEmpty());
    QCOMPARE(powerOf(*table, u"b2"_s), before);
    table->document()->undoStack()->redo();
    QCOMPARE(powerOf(*table, u"b2"_s), before + 2);
}

void TestAbilityForm::enteredEffectsAreSavedWithThePositionAndReadBack()
{
    std::unique_ptr<TableWidget> table = openTable();
    QVERIFY(table->document()->setEnteredAbilities({governmentBonus()}));
    QVERIFY(table->isModified());
    const QString path = m_dir.filePath(u"with-effects.json"_s);
    QString error;
    QVERIFY2(table->savePositionFile(path, &error), qPrintable(error));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray abilities = saved.value(u"abilities"_s).toArray();
    QCOMPARE(abilities.size(), 1);
    const QJsonObject first = abilities.first().toObject();
    QCOMPARE(first.value(u"card"_s).toString(), u"Law and Order"_s);
    QCOMPARE(first.value(u"kind"_s).toString(), u"power-bonus"_s);
    QCOMPARE(first.value(u"reach"_s).toString(), u"all"_s);
    QCOMPARE(first.value(u"value"_s).toInt(), 2);
    QVERIFY(!first.contains(u"source"_s));

    std::unique_ptr<TableWidget> again = std::make_unique<TableWidget>(m_database);
    QVERIFY2(again->openPositionFile(path, &error), qPrintable(error));
    QCOMPARE(again->document()->position().abilities, QList<EnteredAbility>{governmentBonus()});
    QCOMPARE(powerOf(*again, u"b2"_s), powerOf(*table, u"b2"_s));
}

void TestAbilityForm::aLinkedCardSettingPowerReachesTheAdjudicator()
{
    std::unique_ptr<TableWidget> table = openTable();
    TableDocument *document = table->document();
    // Flying Saucer goes to Offshore Banks (Power 2), and is ruled to set its Power to 6.
    QString error;
    QVERIFY2(document->moveCard(InstanceId{u"a9"_s}, InstanceId{u"a3"_s}, -1, &error),
             qPrintable(error));
    const int before = powerOf(*table, u"a3"_s);
    QVERIFY(before != 6);
    AbilityForm form(document->resolver(), nullptr);
    form.setCard(u"Flying Saucer"_s);
    form.applyPreset(AbilityPreset::LinkedPowerSet);
    form.valueSpin()->setValue(6);
    const std::optional<EnteredAbility> entered = form.entered();
    QVERIFY(entered);
    QVERIFY(document->setEnteredAbilities({*entered}));
    QCOMPARE(powerOf(*table, u"a3"_s), 6);

    // An attack of Offshore Banks, opened in the adjudicator, attacks with the Power of 6.
    table->setAttackingPlayer(u"Alice"_s);
    int row = -1;
    for (int i = 0; i < table->attackModel()->rowCount(); ++i) {
        const AttackOption *option = table->attackModel()->optionAt(i);
        if (option && option->result.legal && option->scenario.attacker &&
            option->scenario.attacker->name == u"Offshore Banks") {
            row = i;
            break;
        }
    }
    QVERIFY(row >= 0);
    QSignalSpy chosen(table.get(), &TableWidget::attackChosen);
    table->openAttack(row);
    QCOMPARE(chosen.count(), 1);
    const auto scenario = chosen.first().first().value<AttackScenario>();
    QCOMPARE(scenario.abilities, QList<EnteredAbility>{*entered});

    AdjudicatorWidget adjudicator(m_database);
    adjudicator.setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    QVERIFY(adjudicator.openAttack(scenario));
    QCOMPARE(adjudicator.scenario().abilities, QList<EnteredAbility>{*entered});
    const int strength = adjudicator.result().strength;

    // Without the effect the table gives Offshore Banks its own Power: the attack is weaker.
    document->undoStack()->undo();
    QCOMPARE(powerOf(*table, u"a3"_s), before);
    table->setAttackingPlayer(u"Alice"_s);
    const AttackOption *plain = nullptr;
    for (int i = 0; i < table->attackModel()->rowCount(); ++i) {
        const AttackOption *option = table->attackModel()->optionAt(i);
        if (option && option->scenario.attacker &&
            option->scenario.attacker->name == u"Offshore Banks" &&
            option->scenario.target.name == scenario.target.name &&
            option->scenario.kind == scenario.kind) {
            plain = option;
            break;
        }
    }
    QVERIFY(plain);
    QCOMPARE(strength - plain->result.strength, 6 - before);
}

void TestAbilityForm::theAdjudicatorEntersAnAttackBonusAndUndoes()
{
    AdjudicatorWidget adjudicator(m_database);
    adjudicator.setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    adjudicator.resize(1366, 768);
    adjudicator.show();
    QVERIFY(QTest::qWaitForWindowExposed(&adjudicator));
    QString error;
    const auto scenario =
        AttackScenario::fromJson(uR"({"rules": "inwo", "attack": {"kind": "control"},
             "attacker": {"name": "The Mafia", "card": "The Mafia"},
             "target": {"name": "Post Office", "card": "Post Office", "closeness": 0,
                        "owner": "uncontrolled"}})"_s.toUtf8(),
                                 &error, m_resolver.get());
    QVERIFY2(scenario, qPrintable(error));
    adjudicator.setScenario(*scenario);
    const int before = adjudicator.result().strength;
    QVERIFY(adjudicator.result().legal);

    bool answered = false;
    whenDialogOpens([&](QDialog *dialog) {
        auto *list = qobject_cast<EnteredAbilitiesDialog *>(dialog);
        if (!list) {
            dialog->reject();
            return;
        }
        list->setFormRunner([](AbilityForm &form) {
            // The attacker's card is offered first.
            if (form.cardField()->text() != u"The Mafia")
                return false;
            form.applyPreset(AbilityPreset::AttackBonus);
            form.valueSpin()->setValue(4);
            return true;
        });
        answered = list->addAbility();
        list->accept();
    });
    auto *button = adjudicator.findChild<QPushButton *>(u"attackCardEffectsButton"_s);
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(answered);

    QCOMPARE(adjudicator.scenario().abilities.size(), 1);
    QCOMPARE(adjudicator.result().strength, before + 4);
    QVERIFY(button->text().contains(u"(1)"));
    QCOMPARE(adjudicator.document()->undoStack()->undoText(), u"Enter card effects"_s);
    const bool cited = std::any_of(adjudicator.result().lines.cbegin(),
                                   adjudicator.result().lines.cend(), [](const AttackLine &line) {
                                       return line.abilityCard == u"The Mafia" &&
                                              factSource(line).contains(u"entered by the referee");
                                   });
    QVERIFY(cited);

    const QString path = m_dir.filePath(u"attack-with-effects.json"_s);
    QVERIFY2(adjudicator.saveScenarioFile(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(
        QJsonDocument::fromJson(file.readAll()).object().value(u"abilities"_s).toArray().size(), 1);

    adjudicator.document()->undoStack()->undo();
    QVERIFY(adjudicator.scenario().abilities.isEmpty());
    QCOMPARE(adjudicator.result().strength, before);
}

void TestAbilityForm::confirmingInTheDialogConfirmsAndUntickingWithdraws()
{
    const AbilityConfirmation greens{u"base/energy-crisis"_s, u"Every Green group has -1 Power"_s};
    QVERIFY(!UserAbilities(m_database).confirmations().contains(greens));
    AbilityConfirmationsDialog dialog(m_database);
    dialog.show();
    const int row = dialog.rowOf(greens.cardId, greens.words);
    QVERIFY(row >= 0);
    QTableWidgetItem *box = dialog.table()->item(row, AbilityConfirmationsDialog::CardColumn);
    QCOMPARE(box->text(), u"Energy Crisis"_s);
    QCOMPARE(box->checkState(), Qt::Unchecked);

    // The filter finds it by its card's name.
    QTest::keyClicks(dialog.filterField(), u"energy cri"_s);
    QVERIFY(!dialog.table()->isRowHidden(row));
    QVERIFY(dialog.table()->isRowHidden(row == 0 ? 1 : 0));

    QSignalSpy changed(&dialog, &AbilityConfirmationsDialog::confirmationsChanged);
    dialog.table()->setCurrentCell(row, AbilityConfirmationsDialog::CardColumn);
    dialog.table()->setFocus();
    QTest::keyClick(dialog.table(), Qt::Key_Space);
    QCOMPARE(box->checkState(), Qt::Checked);
    QCOMPARE(changed.count(), 1);
    QVERIFY(UserAbilities(m_database).confirmations().contains(greens));
    QVERIFY(dialog.hasChanged());
    // The engines apply it now.
    const auto &applied = UserAbilities(m_database).abilities().of(greens.cardId);
    QVERIFY(std::any_of(applied.cbegin(), applied.cend(), [&](const CardAbility &ability) {
        return ability.words == greens.words && ability.verified &&
               ability.provenance == CardAbility::Provenance::ConfirmedByUser;
    }));

    box->setCheckState(Qt::Unchecked);
    QCOMPARE(changed.count(), 2);
    QVERIFY(!UserAbilities(m_database).confirmations().contains(greens));
}

void TestAbilityForm::aRefereeLineShowsTheCardsImportedText()
{
    // Without an import, the line has nothing more.
    {
        std::unique_ptr<TableWidget> table = openTable();
        const QModelIndex nwo = table->nwoEffectsModel()->rowOfNwo(u"Law and Order"_s);
        QVERIFY(nwo.isValid());
        QVERIFY(nwo.data(TableFactModel::CardTextRole).toString().isEmpty());
    }
    const QString text = u"Stand-in words for the card's own text, as an import gives them."_s;
    importText(u"base/law-and-order"_s, text);
    importText(u"base/the-mafia"_s, text);
    std::unique_ptr<TableWidget> table = openTable();
    const QModelIndex nwo = table->nwoEffectsModel()->rowOfNwo(u"Law and Order"_s);
    QCOMPARE(nwo.data(TableFactModel::CardTextRole).toString(), text);
    QVERIFY(nwo.data(Qt::ToolTipRole).toString().contains(text));
    bool lineHasIt = false;
    for (int row = 0; row < table->nwoEffectsModel()->rowCount(nwo); ++row) {
        const QModelIndex line = table->nwoEffectsModel()->index(row, 0, nwo);
        if (line.data(TableFactModel::FactCodeRole).toInt() == int(TableFactCode::NwoReferee)) {
            QCOMPARE(line.data(TableFactModel::CardTextRole).toString(), text);
            QVERIFY(line.data(Qt::ToolTipRole).toString().contains(text));
            lineHasIt = true;
        }
    }
    QVERIFY(lineHasIt);

    // The adjudicator's line about The Mafia's unchecked ability has it in its tooltip.
    AdjudicatorWidget adjudicator(m_database);
    QString error;
    const auto scenario =
        AttackScenario::fromJson(uR"({"rules": "inwo", "attack": {"kind": "control"},
             "attacker": {"name": "The Mafia", "card": "The Mafia"},
             "target": {"name": "Loan Sharks", "card": "Loan Sharks", "closeness": 0,
                        "owner": "uncontrolled"}})"_s.toUtf8(),
                                 &error, m_resolver.get());
    QVERIFY2(scenario, qPrintable(error));
    adjudicator.setScenario(*scenario);
    AttackBreakdownModel *breakdown = adjudicator.resultView()->breakdownModel();
    bool shown = false;
    for (int row = 0; row < breakdown->rowCount(); ++row) {
        const AttackLine &line = breakdown->lines().at(row);
        const QString tip = breakdown->index(row, 0).data(Qt::ToolTipRole).toString();
        if (line.code == FactCode::AbilityUnverified && line.abilityCard == u"The Mafia") {
            QCOMPARE(breakdown->cardTextOf(row), text);
            QVERIFY(tip.contains(text));
            shown = true;
        } else {
            QVERIFY(!tip.contains(text));
        }
    }
    QVERIFY(shown);
}

QTEST_MAIN(TestAbilityForm)
#include "tst_abilityform.moc"
