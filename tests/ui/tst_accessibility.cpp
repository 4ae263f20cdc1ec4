#include "adjudicator/modifiersdialog.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "common/abilityconfirmationsdialog.h"
#include "common/abilityform.h"
#include "common/enteredabilitiesdialog.h"
#include "deckeditor/deckimportdialog.h"
#include "deckeditor/opendeckdialog.h"
#include "decks/deckfileio.h"
#include "deckstore.h"
#include "game/gamewidget.h"
#include "game/opengamedialog.h"
#include "game/recordattackdialog.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"
#include "rules/statmodifier.h"
#include "table/position.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStringListModel>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTreeView>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// Whether `widget` is a part Qt builds inside another control (a spin box's or combo box's line
// edit, a view's corner button or header, a tab bar's scroll arrows, a scroll bar): the control
// around it carries the name.
bool isPartOfAnotherControl(const QWidget *widget)
{
    if (qobject_cast<const QScrollBar *>(widget) || qobject_cast<const QHeaderView *>(widget))
        return true;
    for (const QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (qobject_cast<const QAbstractSpinBox *>(parent) ||
            qobject_cast<const QComboBox *>(parent) || qobject_cast<const QTabBar *>(parent) ||
            qobject_cast<const QScrollBar *>(parent) ||
            qobject_cast<const QAbstractItemView *>(parent))
            return true;
        if (parent->isWindow())
            break;
    }
    return false;
}

// A control a user works with: it takes input, or the keyboard.
bool isControl(const QWidget *widget)
{
    return qobject_cast<const QAbstractButton *>(widget) ||
           qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QComboBox *>(widget) ||
           qobject_cast<const QAbstractSpinBox *>(widget) ||
           qobject_cast<const QAbstractItemView *>(widget) ||
           qobject_cast<const QTextEdit *>(widget) ||
           qobject_cast<const QPlainTextEdit *>(widget) ||
           qobject_cast<const QAbstractSlider *>(widget) || qobject_cast<const QTabBar *>(widget);
}

QString describe(const QWidget *widget)
{
    QString text = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        text += u"#"_s + widget->objectName();
    // The nearest named ancestor, to find a control that has no object name.
    for (const QWidget *w = widget->parentWidget(); w && !w->isWindow(); w = w->parentWidget()) {
        if (!w->objectName().isEmpty() && !w->objectName().startsWith(u"qt_"_s)) {
            text += u" in #"_s + w->objectName();
            break;
        }
    }
    return text;
}

// Fails listing every problem, one a line (a QVERIFY2 message is cut after a few hundred
// characters).
bool reportNone(const QStringList &problems)
{
    for (const QString &problem : problems)
        qWarning("%s", qPrintable(problem));
    return problems.isEmpty();
}

// The visible controls under `root`, without the parts of other controls.
QList<QWidget *> controlsOf(QWidget *root)
{
    QList<QWidget *> controls;
    const QList<QWidget *> all = root->findChildren<QWidget *>();
    for (QWidget *widget : all) {
        if (widget->isVisible() && isControl(widget) && !isPartOfAnotherControl(widget))
            controls.append(widget);
    }
    return controls;
}

// "QLineEdit#field in #form" for every visible control under `root` that has neither an
// accessible name nor a label.
QStringList unnamedControls(QWidget *root)
{
    QStringList unnamed;
    for (QWidget *widget : controlsOf(root)) {
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
        // On Linux a combo box's name is its current item and its label is told by a relation
        // (as AT-SPI's "labelled by"), so a label relation names a control too.
        const bool named =
            accessible && (!accessible->text(QAccessible::Name).trimmed().isEmpty() ||
                           !accessible->relations(QAccessible::Label).isEmpty());
        if (!named)
            unnamed.append(describe(widget));
    }
    return unnamed;
}

// The visible columns of visible item views under `root` whose header has no text.
QStringList untitledColumns(QWidget *root)
{
    QStringList untitled;
    for (QWidget *widget : controlsOf(root)) {
        auto *view = qobject_cast<QAbstractItemView *>(widget);
        if (!view || !view->model())
            continue;
        QHeaderView *header = nullptr;
        if (auto *table = qobject_cast<QTableView *>(view))
            header = table->horizontalHeader();
        else if (auto *tree = qobject_cast<QTreeView *>(view))
            header = tree->header();
        if (!header || header->isHidden())
            continue;
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            if (header->isSectionHidden(column))
                continue;
            const QString text =
                view->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            const QString tip = view->model()
                                    ->headerData(column, Qt::Horizontal, Qt::AccessibleTextRole)
                                    .toString();
            if (text.trimmed().isEmpty() && tip.trimmed().isEmpty())
                untitled.append(describe(view) + u" column "_s + QString::number(column));
        }
    }
    return untitled;
}

// Whether Tab can leave and enter `widget` from the keyboard (Qt::TabFocus), as a user sees it.
bool takesTab(const QWidget *widget)
{
    return widget->isVisible() && widget->isEnabled() &&
           (widget->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !widget->focusProxy() &&
           !isPartOfAnotherControl(widget) &&
           // A read-only label's text is selectable with the mouse, not a stop for Tab.
           !widget->inherits("QLabel");
}

} // namespace

// Every control a user can reach has a name a screen reader says (from the control's own text,
// its label's buddy, or a name set for it), every column of a view has a title, and Tab reaches
// every control of every tab without getting stuck in one.
class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void everyControlOfEveryTabHasAnAccessibleName();
    void everyColumnOfEveryTabHasATitle();
    void everyControlOfTheDialogsHasAnAccessibleName();
    void tabReachesEveryControlOfEveryTabAndNeverSticks();

private:
    std::unique_ptr<MainWindow> showWindow();
    Position table() const;
    // Shows each tab in turn with Ctrl+1..Ctrl+7 and calls `visit` with its name and page.
    void visitEveryTab(MainWindow &window,
                       const std::function<void(const QString &, QWidget *)> &visit);

    QTemporaryDir m_dir;
    CardDatabase m_database;
};

void TestAccessibility::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_accessibility"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestAccessibility::init()
{
    QSettings().clear();
}

Position TestAccessibility::table() const
{
    return test::readTestPosition(m_database, test::twoPlayerTable);
}

std::unique_ptr<MainWindow> TestAccessibility::showWindow()
{
    auto window = test::showTestWindow(m_database);
    QString error;
    if (!window->gameWidget()->startGame(u"Accessibility game"_s, table(), &error))
        qWarning("%s", qPrintable(error));
    return window;
}

void TestAccessibility::visitEveryTab(MainWindow &window,
                                      const std::function<void(const QString &, QWidget *)> &visit)
{
    QTabWidget *tabs = window.tabs();
    QCOMPARE(tabs->count(), 7);
    for (int index = 0; index < tabs->count(); ++index) {
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + index), Qt::ControlModifier);
        QTRY_COMPARE(tabs->currentIndex(), index);
        QApplication::processEvents();
        visit(tabs->tabText(index).remove(u'&'), tabs->currentWidget());
    }
}

void TestAccessibility::everyControlOfEveryTabHasAnAccessibleName()
{
    auto window = showWindow();
    QStringList unnamed;
    int checked = 0;
    visitEveryTab(*window, [&](const QString &tab, QWidget *) {
        checked += int(controlsOf(window.get()).size());
        for (const QString &control : unnamedControls(window.get()))
            unnamed.append(tab + u": "_s + control);
    });
    unnamed.removeDuplicates();
    QVERIFY(checked > 50);
    QVERIFY2(reportNone(unnamed), "controls without an accessible name (listed above)");
}

void TestAccessibility::everyColumnOfEveryTabHasATitle()
{
    auto window = showWindow();
    QStringList untitled;
    visitEveryTab(*window, [&](const QString &tab, QWidget *page) {
        for (const QString &column : untitledColumns(page))
            untitled.append(tab + u": "_s + column);
    });
    QVERIFY2(reportNone(untitled), "columns without a title (listed above)");
}

void TestAccessibility::everyControlOfTheDialogsHasAnAccessibleName()
{
    const CardNameResolver resolver(m_database);
    QStringListModel names(QStringList{u"The Mafia"_s, u"Post Office"_s});
    DeckStore decks(m_database);

    const DeckImportResult imported = DeckFileIo::readContent(
        "2 The Mafia\n1 Post\n1 Nothing Called This\n", u"clipboard"_s, resolver);
    std::vector<std::unique_ptr<QDialog>> dialogs;
    dialogs.push_back(std::make_unique<DeckImportDialog>(imported, m_database));
    dialogs.push_back(std::make_unique<AbilityForm>(resolver, &names));
    dialogs.push_back(std::make_unique<AbilityConfirmationsDialog>(m_database));
    dialogs.push_back(
        std::make_unique<EnteredAbilitiesDialog>(m_database, resolver, QList<EnteredAbility>{}));
    dialogs.push_back(std::make_unique<OpenDeckDialog>(decks));
    dialogs.push_back(std::make_unique<OpenGameDialog>(m_database));
    dialogs.push_back(std::make_unique<RecordAttackDialog>(table(), m_database, nullptr));
    dialogs.push_back(
        std::make_unique<ModifiersDialog>(u"The Mafia"_s, QList<StatModifier>{StatModifier{}}));

    QStringList unnamed;
    int checked = 0;
    for (const auto &dialog : dialogs) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        const QString name = QString::fromLatin1(dialog->metaObject()->className());
        checked += int(controlsOf(dialog.get()).size());
        for (const QString &control : unnamedControls(dialog.get()))
            unnamed.append(name + u": "_s + control);
        for (const QString &column : untitledColumns(dialog.get()))
            unnamed.append(name + u": "_s + column);
        dialog->hide();
    }
    QVERIFY(checked > 20);
    QVERIFY2(reportNone(unnamed), "controls without an accessible name (listed above)");
}

void TestAccessibility::tabReachesEveryControlOfEveryTabAndNeverSticks()
{
    auto window = showWindow();
    QStringList problems;
    int stops = 0;
    visitEveryTab(*window, [&](const QString &tab, QWidget *page) {
        QList<QWidget *> wanted;
        for (QWidget *widget : page->findChildren<QWidget *>()) {
            if (takesTab(widget))
                wanted.append(widget);
        }
        if (wanted.isEmpty()) {
            problems.append(tab + u": no control takes Tab"_s);
            return;
        }
        wanted.first()->setFocus(Qt::TabFocusReason);
        QApplication::processEvents();
        // Tab may stop at every link of a text (a rule's page), so a control may keep the
        // focus for a few presses; one that keeps it for this many never lets it go.
        constexpr int stuckPresses = 120;
        const int presses = stuckPresses + 3 * int(window->findChildren<QWidget *>().size());
        QSet<QWidget *> reached;
        QWidget *previous = nullptr;
        int samePresses = 0;
        for (int press = 0; press < presses; ++press) {
            QWidget *focus = QApplication::focusWidget();
            if (!focus) {
                problems.append(tab + u": focus lost after "_s + describe(previous));
                return;
            }
            reached.insert(focus);
            samePresses = focus == previous ? samePresses + 1 : 0;
            if (samePresses >= stuckPresses) {
                problems.append(tab + u": Tab sticks in "_s + describe(focus));
                return;
            }
            previous = focus;
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        for (QWidget *widget : std::as_const(wanted)) {
            const bool wasReached =
                std::any_of(reached.cbegin(), reached.cend(), [widget](const QWidget *focus) {
                    return focus == widget || widget->isAncestorOf(focus);
                });
            if (!wasReached)
                problems.append(tab + u": Tab never reaches "_s + describe(widget));
        }
        stops += int(wanted.size());
    });
    QVERIFY(stops > 50);
    QVERIFY2(reportNone(problems), "Tab problems (listed above)");
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
