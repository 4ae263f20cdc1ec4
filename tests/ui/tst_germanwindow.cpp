// The German window: what the engine, the deck verdict and the search language say reaches a
// German reader in German (issue 10).
#include "adjudicator/adjudicatorwidget.h"
#include "cardbrowser/cardbrowserwidget.h"
#include "carddatabase.h"
#include "deckeditor/deckdocument.h"
#include "deckeditor/deckeditorwidget.h"
#include "deckeditor/deckimportdialog.h"
#include "deckeditor/deckstatswidget.h"
#include "deckeditor/verdictpanel.h"
#include "gamestore.h"
#include "german.h"
#include "mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

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

    // Issue 24: a deck with Plan 28 problems, imported through the preview: neither the preview's
    // sections and outcomes nor the verdict's rule words and near misses are English.
    void importPreviewAndPlan28RuleWordsAreGerman()
    {
        DeckEditorWidget editor(m_database);
        editor.setUnsavedChangesPrompt(
            [](const QString &) { return UnsavedChangesAnswer::Discard; });
        editor.resize(1300, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        VerdictPanel *panel = editor.verdictPanel();
        QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
        QCOMPARE(panel->formatCombo()->currentText(), u"Plan 28"_s);

        const QString path = m_dir.filePath(u"polls.txt"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                "Re: Umfragen\n\nLead\nBavarian Illuminati\n\nGroup Deck\nCyborg Soldiers\n\n"
                "Plot Deck\nGood Polls x3\nBlitzkreig x2\nHamster des Untergangs\n");
        }
        QStringList preview;
        editor.setImportReviewer([&](DeckImportDialog &dialog) {
            preview.append(dialog.summaryLabel()->text());
            QTreeWidget *lines = dialog.lineList();
            for (int column = 0; column < lines->columnCount(); ++column)
                preview.append(lines->headerItem()->text(column));
            for (int row = 0; row < lines->topLevelItemCount(); ++row) {
                const QTreeWidgetItem *line = lines->topLevelItem(row);
                // The line as written (column 1) is the player's own words.
                for (const int column : {2, 3}) {
                    preview.append(line->text(column));
                    preview.append(line->toolTip(column));
                }
                if (QComboBox *choice = qobject_cast<QComboBox *>(
                        lines->itemWidget(const_cast<QTreeWidgetItem *>(line), 3))) {
                    for (int index = 0; index < choice->count(); ++index) {
                        if (choice->itemData(index).toString().isEmpty())
                            preview.append(choice->itemText(index)); // not a card's name
                    }
                }
            }
            return true; // the unknown line decided later
        });
        QVERIFY(editor.importDeckFile(path));
        QVERIFY(preview.size() > 20);
        // The section headers' outcomes name the German piles.
        QVERIFY2(preview.join(u'\n').contains(u"Plot-Deck"_s) ||
                     preview.join(u'\n').contains(u"Plotdeck"_s),
                 qPrintable(preview.join(u'\n')));
        for (const QString &text : std::as_const(preview)) {
            QVERIFY2(firstEnglishWord(text).isEmpty(),
                     qPrintable(u"preview: "_s + firstEnglishWord(text) + u": "_s + text));
        }

        QStringList verdict;
        QListWidget *violations = panel->violationList();
        QTRY_VERIFY(violations->count() >= 4);
        for (int row = 0; row < violations->count(); ++row) {
            const QListWidgetItem *item = violations->item(row);
            verdict.append(item->text().section(u'\'', 0, 0)); // not the written line
            verdict.append(item->data(VerdictPanel::RuleRole).toString());
        }
        verdict.append(panel->unverifiableLabel()->text());
        QVERIFY(panel->nearMissLabel()->isVisible());
        // Without the written line and the card it was read as.
        verdict.append(
            panel->nearMissLabel()->text().remove(u"Blitzkreig x2"_s).remove(u"Blitzkrieg"_s));
        verdict.append(panel->detailLabel()->text());
        const QStringList rules{u"Verbot"_s, u"Plan 28, Zeile"_s};
        for (const QString &word : rules)
            QVERIFY2(verdict.join(u'\n').contains(word), qPrintable(verdict.join(u'\n')));
        for (const QString &text : std::as_const(verdict)) {
            QVERIFY2(firstEnglishWord(text).isEmpty(),
                     qPrintable(u"verdict: "_s + firstEnglishWord(text) + u": "_s + text));
        }
    }

    // Issue 24: the German statistics page at 1024x700 shows everything within its width: the
    // page never runs out sideways under its scroll bar, and no text of it is cut off.
    void deckStatisticsFitAt1024x700()
    {
        MainWindow window(m_database);
        window.setSavesSettingsOnClose(false);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction *>(u"actionShowDeckEditor"_s)->trigger();
        DeckEditorWidget *editor = window.deckEditor();
        const QString deckPath = QStringLiteral(INWO_FIXTURES_DIR "/decks/plan28-legal.txt");
        editor->setImportReviewer([](DeckImportDialog &) { return true; });
        editor->setUnsavedChangesPrompt(
            [](const QString &) { return UnsavedChangesAnswer::Discard; });
        QVERIFY(editor->importDeckFile(deckPath));
        editor->showSidePage(DeckEditorWidget::SidePage::Statistics);
        auto *scroll = editor->statsWidget()->findChild<QScrollArea *>(u"deckStatsScrollArea"_s);
        QVERIFY(scroll);
        QTest::qWait(50); // the charts reflow
        QWidget *content = scroll->widget();
        const int viewport = scroll->viewport()->width();
        QStringList wide;
        for (QWidget *child : content->findChildren<QWidget *>()) {
            if (!child->isVisibleTo(content))
                continue;
            const int right = child->mapTo(content, QPoint(child->width(), 0)).x();
            if (right > viewport)
                wide.append(
                    u"%1 %2: right %3, minimum %4"_s
                        .arg(QString::fromLatin1(child->metaObject()->className()),
                             child->objectName())
                        .arg(right)
                        .arg(std::max(child->minimumWidth(), child->minimumSizeHint().width())));
        }
        QVERIFY2(content->width() <= viewport && wide.isEmpty(),
                 qPrintable(u"page %1 in %2: "_s.arg(content->width()).arg(viewport) +
                            wide.join(u"; "_s)));
        // The kind of card the odds are for shows whole ("Typ: Organisation (9)").
        auto *kind = content->findChild<QComboBox *>(u"drawKindCombo"_s);
        QVERIFY(kind && !kind->currentText().isEmpty());
        const int text = kind->fontMetrics().horizontalAdvance(kind->currentText());
        QVERIFY2(
            text + 30 <= kind->width(),
            qPrintable(u"%1: %2 of %3"_s.arg(kind->currentText()).arg(text).arg(kind->width())));
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
                wide.append(
                    u"%1 %2 %3"_s
                        .arg(QString::fromLatin1(child->metaObject()->className()),
                             child->objectName())
                        .arg(std::max(child->minimumWidth(), child->minimumSizeHint().width())));
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
