// What a keyboard-only user reaches: no invisible Tab stop, Tab leaves every table, the
// Adjudicator's breakdown is one Alt key away and its rules open at once with Ctrl+Shift+R.
#include "adjudicator/adjudicatorwidget.h"
#include "adjudicator/attackbreakdownmodel.h"
#include "adjudicator/attackresultview.h"
#include "adjudicator/modifiersdialog.h"
#include "carddatabase.h"
#include "german.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"
#include "mnemonics.h"
#include "rules/ruleids.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;
using test::mnemonicOf;
using test::visibleMnemonics;

class TestKeyboardReach : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void noScrollAreaIsATabStop();
    void tabLeavesEveryTable();
    void tabLeavesTheModifiersTable();
    void theBreakdownIsOneAltKeyAway();
    void theBreakdownsAltKeyIsTheTabsOnlyOneInGerman();
    void tabFromTheAttackersNameReachesNoScrollArea();
    void ctrlShiftROpensARuleAsSoonAsTheBreakdownHasTheKeyboard();

private:
    std::unique_ptr<MainWindow> showAdjudicator();
    // Six against two in the adjudicator: a breakdown with lines that cite rules.
    static void enterSixAgainstTwo(AdjudicatorWidget *adjudicator);
    void checkAdjudicatorMnemonics();

    QTemporaryDir m_dir;
    CardDatabase m_database;
};

void TestKeyboardReach::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_keyboardreach"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestKeyboardReach::init()
{
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestKeyboardReach::showAdjudicator()
{
    auto window = test::showTestWindow(m_database, QSize(1024, 700));
    QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
    if (!QTest::qWaitFor([&window] { return window->adjudicator()->isVisible(); }))
        qWarning("the Adjudicator tab is not shown");
    QCoreApplication::processEvents();
    return window;
}

void TestKeyboardReach::enterSixAgainstTwo(AdjudicatorWidget *adjudicator)
{
    adjudicator->findChild<QSpinBox *>(u"attackerPower"_s)->setValue(6);
    adjudicator->findChild<QSpinBox *>(u"targetResistance"_s)->setValue(2);
}

void TestKeyboardReach::noScrollAreaIsATabStop()
{
    const auto window = test::showTestWindow(m_database);
    // Every tab built, with what it holds.
    for (const char *key : {"1", "2", "3", "4", "5", "6", "7"}) {
        QTest::keyClick(window.get(), QChar::fromLatin1(*key).toLatin1(), Qt::ControlModifier);
        QCoreApplication::processEvents();
    }
    const QList<QScrollArea *> areas = window->findChildren<QScrollArea *>();
    QVERIFY(!areas.isEmpty());
    for (const QScrollArea *area : areas)
        QVERIFY2(!(area->focusPolicy() & Qt::TabFocus),
                 qPrintable(area->objectName() + u" in "_s +
                            QString::fromLatin1(area->parentWidget()->metaObject()->className())));
}

void TestKeyboardReach::tabLeavesEveryTable()
{
    const auto window = test::showTestWindow(m_database);
    for (const char *key : {"1", "2", "3", "4", "5", "6", "7"}) {
        QTest::keyClick(window.get(), QChar::fromLatin1(*key).toLatin1(), Qt::ControlModifier);
        QCoreApplication::processEvents();
    }
    const QList<QAbstractItemView *> views = window->findChildren<QAbstractItemView *>();
    QVERIFY(!views.isEmpty());
    for (const QAbstractItemView *view : views)
        QVERIFY2(!view->tabKeyNavigation(),
                 qPrintable(view->objectName() + u" in "_s +
                            QString::fromLatin1(view->parentWidget()->metaObject()->className())));
}

void TestKeyboardReach::tabLeavesTheModifiersTable()
{
    ModifiersDialog dialog(u"The Mafia"_s, {});
    QVERIFY(!dialog.table()->tabKeyNavigation());
}

void TestKeyboardReach::theBreakdownIsOneAltKeyAway()
{
    checkAdjudicatorMnemonics();
    const auto window = showAdjudicator();
    AdjudicatorWidget *adjudicator = window->adjudicator();
    enterSixAgainstTwo(adjudicator);
    QTableView *breakdown = adjudicator->findChild<QTableView *>(u"breakdownTable"_s);
    QVERIFY(breakdown);
    // From the attacker's name.
    auto *name = adjudicator->findChild<QLineEdit *>(u"attackerName"_s);
    QVERIFY(name);
    name->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(name->hasFocus());
    auto *title = adjudicator->findChild<QLabel *>(u"breakdownTitle"_s);
    QVERIFY(title);
    QCOMPARE(title->buddy(), breakdown);
    const QChar key = mnemonicOf(title->text());
    QVERIFY2(!key.isNull(), qPrintable(title->text()));
    QTest::keyClick(QApplication::focusWidget(), key.toLatin1(), Qt::AltModifier);
    QTRY_VERIFY(breakdown->hasFocus());
    // One Tab leaves it again, whatever line is current.
    QTest::keyClick(breakdown, Qt::Key_Tab);
    QVERIFY(!breakdown->hasFocus());
}

void TestKeyboardReach::theBreakdownsAltKeyIsTheTabsOnlyOneInGerman()
{
    test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    checkAdjudicatorMnemonics();
}

void TestKeyboardReach::checkAdjudicatorMnemonics()
{
    const auto window = showAdjudicator();
    enterSixAgainstTwo(window->adjudicator());
    QCoreApplication::processEvents();
    const QMultiHash<QChar, QString> keys = visibleMnemonics(*window);
    auto *title = window->adjudicator()->findChild<QLabel *>(u"breakdownTitle"_s);
    QVERIFY(title);
    const QStringList texts = keys.values(mnemonicOf(title->text()));
    QVERIFY2(texts.size() == 1, qPrintable(texts.join(u", "_s)));
}

void TestKeyboardReach::tabFromTheAttackersNameReachesNoScrollArea()
{
    const auto window = showAdjudicator();
    AdjudicatorWidget *adjudicator = window->adjudicator();
    auto *name = adjudicator->findChild<QLineEdit *>(u"attackerName"_s);
    QVERIFY(name);
    name->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(name->hasFocus());
    for (int step = 0; step < 60; ++step) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *focused = QApplication::focusWidget();
        QVERIFY(focused);
        QVERIFY2(!qobject_cast<QScrollArea *>(focused),
                 qPrintable(u"Tab %1 lands on %2"_s.arg(step + 1).arg(focused->objectName())));
    }
}

void TestKeyboardReach::ctrlShiftROpensARuleAsSoonAsTheBreakdownHasTheKeyboard()
{
    const auto window = showAdjudicator();
    AdjudicatorWidget *adjudicator = window->adjudicator();
    enterSixAgainstTwo(adjudicator);
    QTableView *breakdown = adjudicator->findChild<QTableView *>(u"breakdownTable"_s);
    QVERIFY(breakdown);
    QVERIFY(!breakdown->currentIndex().isValid());
    const QList<AttackLine> &lines = adjudicator->result().lines;
    const auto cited = std::find_if(lines.begin(), lines.end(), [](const AttackLine &line) {
        return line.rule != RuleId::None;
    });
    QVERIFY(cited != lines.end());
    QList<RuleId> asked;
    connect(adjudicator, &AdjudicatorWidget::ruleRequested, this,
            [&asked](RuleId rule) { asked.append(rule); });
    // Reached by the keyboard, nothing chosen: the first line that cites a rule is current.
    breakdown->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(breakdown->hasFocus());
    QCOMPARE(breakdown->currentIndex().row(), int(cited - lines.begin()));
    QTest::keyClick(breakdown, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(asked, QList<RuleId>{cited->rule});
}

QTEST_MAIN(TestKeyboardReach)
#include "tst_keyboardreach.moc"
