#include "carddatabase.h"
#include "common/statuscolours.h"
#include "isolatedsettings.h"
#include "mainwindow.h"

#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// A dark palette as the Fusion style and qt6ct's "darker" scheme give it.
QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::AlternateBase, QColor(0x32, 0x32, 0x32));
    palette.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ToolTipText, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6a, 0xb0, 0xf3));
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    return palette;
}

// The Fusion style's own light palette.
QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    return fusion->standardPalette();
}

// The colour after `property:` in a style sheet ("color: #14532d"), or an invalid colour.
QColor styleColour(const QString &styleSheet, const QString &property)
{
    const QRegularExpression pattern(u"(?:^|[ {;])"_s + property + u"\\s*:\\s*(#[0-9a-fA-F]{6})"_s);
    const QRegularExpressionMatch match = pattern.match(styleSheet);
    return match.hasMatch() ? QColor(match.captured(1)) : QColor();
}

// The labels whose colours come from the status colours, by object name.
const QStringList statusLabels = {u"legalityBanner"_s,       u"searchErrorLabel"_s,
                                  u"deckSearchErrorLabel"_s, u"formatErrorLabel"_s,
                                  u"verdictStatusLabel"_s,   u"gameMessage"_s};

} // namespace

// The window follows the system's light and dark palettes: every status colour reads (WCAG AA,
// 4.5:1) on the window, the views and its own box in both, and the labels that build style
// sheets from them take the new colours when the palette changes while the window is open.
class TestPalettes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void statusColoursReadOnThePalette_data();
    void statusColoursReadOnThePalette();
    void aDarkPaletteGivesLighterShadesThanALightOne();
    void statusLabelsFollowALiveSwitchOfThePalette_data();
    void statusLabelsFollowALiveSwitchOfThePalette();

private:
    QTemporaryDir m_dir;
    CardDatabase m_database;
    QPalette m_original;
};

void TestPalettes::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_palettes"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
    m_original = QApplication::palette();
}

void TestPalettes::init()
{
    QSettings().clear();
}

void TestPalettes::cleanupTestCase()
{
    QApplication::setPalette(m_original);
}

void TestPalettes::statusColoursReadOnThePalette_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<StatusTone>("tone");
    const QList<std::pair<const char *, QPalette>> palettes = {{"light", lightPalette()},
                                                               {"dark", darkPalette()}};
    const QList<std::pair<const char *, StatusTone>> tones = {{"good", StatusTone::Good},
                                                              {"warning", StatusTone::Warning},
                                                              {"bad", StatusTone::Bad},
                                                              {"info", StatusTone::Info}};
    for (const auto &[paletteName, palette] : palettes) {
        for (const auto &[toneName, tone] : tones)
            QTest::addRow("%s %s", paletteName, toneName) << palette << tone;
    }
}

void TestPalettes::statusColoursReadOnThePalette()
{
    QFETCH(QPalette, palette);
    QFETCH(StatusTone, tone);
    const QColor text = StatusColours::text(tone, palette);
    const QList<std::pair<QString, QColor>> backgrounds = {
        {u"window"_s, palette.color(QPalette::Window)},
        {u"base"_s, palette.color(QPalette::Base)},
        {u"alternate base"_s, palette.color(QPalette::AlternateBase)},
        {u"its box"_s, StatusColours::background(tone, palette)}};
    for (const auto &[name, background] : backgrounds) {
        const double ratio = StatusColours::contrastRatio(text, background);
        QVERIFY2(ratio >= StatusColours::readableContrast,
                 qPrintable(u"%1 on %2 (%3): %4:1"_s.arg(text.name(), name, background.name())
                                .arg(ratio, 0, 'f', 2)));
    }
    // The style sheet of a message box says the same colours.
    const QString style = StatusColours::messageBoxStyle(tone, palette);
    QCOMPARE(styleColour(style, u"color"_s), text);
    QCOMPARE(styleColour(style, u"background"_s), StatusColours::background(tone, palette));
}

void TestPalettes::aDarkPaletteGivesLighterShadesThanALightOne()
{
    QVERIFY(StatusColours::isDark(darkPalette()));
    QVERIFY(!StatusColours::isDark(lightPalette()));
    for (const StatusTone tone :
         {StatusTone::Good, StatusTone::Warning, StatusTone::Bad, StatusTone::Info}) {
        QVERIFY(StatusColours::text(tone, darkPalette()).lightnessF() >
                StatusColours::text(tone, lightPalette()).lightnessF());
        QVERIFY(StatusColours::background(tone, darkPalette()).lightnessF() <
                StatusColours::background(tone, lightPalette()).lightnessF());
    }
    // The WCAG formula: black on white is 21:1, a colour on itself 1:1.
    QCOMPARE(qRound(StatusColours::contrastRatio(Qt::black, Qt::white)), 21);
    QCOMPARE(StatusColours::contrastRatio(Qt::red, Qt::red), 1.0);
}

void TestPalettes::statusLabelsFollowALiveSwitchOfThePalette_data()
{
    QTest::addColumn<QPalette>("opening");
    QTest::addColumn<QPalette>("switched");
    QTest::newRow("light to dark") << lightPalette() << darkPalette();
    QTest::newRow("dark to light") << darkPalette() << lightPalette();
}

void TestPalettes::statusLabelsFollowALiveSwitchOfThePalette()
{
    QFETCH(QPalette, opening);
    QFETCH(QPalette, switched);
    QApplication::setPalette(opening);
    auto window = std::make_unique<MainWindow>(m_database);
    window->setAsksAboutUnsavedScenario(false);
    window->setSavesSettingsOnClose(false);
    window->resize(1366, 768);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    // Every tab is built, so each status label exists.
    for (int index = 0; index < window->tabs()->count(); ++index) {
        window->tabs()->setCurrentIndex(index);
        QApplication::processEvents();
    }

    QApplication::setPalette(switched);
    QApplication::processEvents();
    const QColor windowColour = switched.color(QPalette::Window);
    int checked = 0;
    for (const QString &name : statusLabels) {
        const QList<QLabel *> labels = window->findChildren<QLabel *>(name);
        QVERIFY2(!labels.isEmpty(), qPrintable(name));
        for (const QLabel *label : labels) {
            const QString style = label->styleSheet();
            if (style.isEmpty())
                continue; // no status shown: the palette's own colours
            const QColor text = styleColour(style, u"color"_s);
            QVERIFY2(text.isValid(), qPrintable(name + u": "_s + style));
            const QColor background = styleColour(style, u"background"_s).isValid()
                                          ? styleColour(style, u"background"_s)
                                          : windowColour;
            const double ratio = StatusColours::contrastRatio(text, background);
            QVERIFY2(ratio >= StatusColours::readableContrast,
                     qPrintable(u"%1: %2 on %3 is %4:1"_s.arg(name, text.name(), background.name())
                                    .arg(ratio, 0, 'f', 2)));
            ++checked;
        }
    }
    // The error labels of both searches are styled from the start.
    QVERIFY2(checked >= 3, qPrintable(QString::number(checked)));
    for (const QString &name : {u"searchErrorLabel"_s, u"deckSearchErrorLabel"_s}) {
        const QString style = window->findChild<QLabel *>(name)->styleSheet();
        QCOMPARE(style, StatusColours::messageBoxStyle(StatusTone::Bad, switched));
    }
    QCOMPARE(window->findChild<QLabel *>(u"formatErrorLabel"_s)->styleSheet(),
             StatusColours::textStyle(StatusTone::Bad, switched));
    QApplication::setPalette(m_original);
}

QTEST_MAIN(TestPalettes)
#include "tst_palettes.moc"
