// The German window: what the engine, the deck verdict and the search language say reaches a
// German reader in German (issue 10).
#include "adjudicator/adjudicatorwidget.h"
#include "cardbrowser/cardbrowserwidget.h"
#include "carddatabase.h"
#include "deckeditor/deckdocument.h"
#include "deckeditor/deckeditorwidget.h"
#include "deckeditor/verdictpanel.h"
#include "gamestore.h"
#include "german.h"
#include "mainwindow.h"

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// English words no German sentence of ours has; the card names used here contain none of them.
const QRegularExpression
    englishWords(u"\\b(the|of|is|are|may|not|holds|asks|at|column|needs|after|before|copies|most|"
                 u"banned|card|cards|deck|unknown|expected)\\b"_s);

QString firstEnglishWord(const QString &text)
{
    return englishWords.match(text).captured();
}

} // namespace

class TestGermanWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_dir.filePath(u"settings"_s));
        QCoreApplication::setOrganizationName(u"INWO Assistant Tests"_s);
        QCoreApplication::setApplicationName(u"tst_germanwindow"_s);
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
        QVERIFY(m_german.isInstalled());
    }

    void deckVerdictIsGerman()
    {
        DeckEditorWidget editor(m_database);
        editor.setUnsavedChangesPrompt(
            [](const QString &) { return UnsavedChangesAnswer::Cancel; });
        editor.resize(1300, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.verdictPanel()->hasFormats());
        // Plan 28 is the first format: a banned card, too many copies, wrong deck sizes.
        QVERIFY(editor.document()->addCopies(u"base/good-polls"_s, 3));
        auto *violations = editor.verdictPanel()->findChild<QListWidget *>(u"violationList"_s);
        QVERIFY(violations);
        QTRY_VERIFY(violations->count() >= 3);
        for (int row = 0; row < violations->count(); ++row) {
            const QString text = violations->item(row)->text();
            QVERIFY2(firstEnglishWord(text).isEmpty(),
                     qPrintable(firstEnglishWord(text) + u": "_s + text));
        }
    }

    void searchErrorIsGerman_data()
    {
        QTest::addColumn<QString>("query");
        QTest::newRow("unclosed parenthesis") << u"(a:violent"_s;
        QTest::newRow("unknown field") << u"alignmnt:violent"_s;
        QTest::newRow("unknown value") << u"a:violnt"_s;
        QTest::newRow("missing term") << u"a:violent or"_s;
    }

    void searchErrorIsGerman()
    {
        QFETCH(QString, query);
        CardBrowserWidget browser(m_database);
        browser.resize(1100, 700);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        browser.searchField()->setText(query);
        auto *error = browser.findChild<QLabel *>(u"searchErrorLabel"_s);
        QVERIFY(error);
        QTRY_VERIFY(error->isVisible() && !error->text().isEmpty());
        QVERIFY2(firstEnglishWord(error->text()).isEmpty(),
                 qPrintable(firstEnglishWord(error->text()) + u": "_s + error->text()));
    }

    // The window fits a 1024-pixel screen in German with a game to resume (issue 23).
    void mainWindowFitsIn1024PixelsWithAGameToResume()
    {
        GameStore store(m_database);
        QString error;
        const qint64 id = store.create(u"Friday four"_s, u"inwo"_s, QJsonObject{}, &error);
        QVERIFY2(id > 0, qPrintable(error));
        MainWindow window(m_database);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList wide;
        for (QWidget *child : window.findChildren<QWidget *>()) {
            if (child->isVisibleTo(&window) && child->minimumSizeHint().width() > 1000)
                wide.append(u"%1 %2 %3"_s
                                .arg(QString::fromLatin1(child->metaObject()->className()),
                                     child->objectName())
                                .arg(child->minimumSizeHint().width()));
        }
        QVERIFY2(window.minimumSizeHint().width() <= 1024,
                 qPrintable(QString::number(window.minimumSizeHint().width()) + u": "_s +
                            wide.join(u"; "_s)));
        QVERIFY(store.remove(id, &error));
    }

private:
    QTemporaryDir m_dir;
    CardDatabase m_database;
    test::GermanTranslation m_german;
};

QTEST_MAIN(TestGermanWindow)
#include "tst_germanwindow.moc"
