// The Timeline tab's play form as a new user meets it: a play added while a completion list is
// open leaves no list behind, and an attack is never filled in against its own attacker.
#include "carddatabase.h"
#include "isolatedsettings.h"
#include "timeline/playform.h"
#include "timeline/timelinedocument.h"
#include "timeline/timelinewidget.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestTimelineEntry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void addingAPlayHidesTheOpenCompletionList();
    void anAttacksTargetIsNeverItsAttacker();

private:
    template <typename T> T *field(const char *name) const
    {
        return m_widget->findChild<T *>(QString::fromLatin1(name));
    }
    // Chooses the entry of the form's list `name` whose data is `data`.
    void choose(const char *name, const QVariant &data) const;

    QTemporaryDir m_dir;
    CardDatabase m_database;
    std::unique_ptr<TimelineWidget> m_widget;
};

void TestTimelineEntry::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_timelineentry"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestTimelineEntry::init()
{
    QSettings().clear();
    m_widget = std::make_unique<TimelineWidget>(m_database);
    m_widget->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    m_widget->resize(1366, 700);
    m_widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
    QString error;
    QVERIFY2(m_widget->startFromPositionFile(
                 QStringLiteral(INWO_FIXTURES_DIR "/positions/two-players.json"), &error),
             qPrintable(error));
}

void TestTimelineEntry::cleanup()
{
    m_widget.reset();
}

void TestTimelineEntry::choose(const char *name, const QVariant &data) const
{
    auto *box = field<QComboBox>(name);
    QVERIFY2(box, name);
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(QString::fromLatin1(name) + u": "_s + data.toString()));
    box->setCurrentIndex(index);
}

void TestTimelineEntry::addingAPlayHidesTheOpenCompletionList()
{
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

void TestTimelineEntry::anAttacksTargetIsNeverItsAttacker()
{
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

QTEST_MAIN(TestTimelineEntry)
#include "tst_timelineentry.moc"
