#include "cards/cardrepository.h"
#include "common/barchartwidget.h"
#include "common/enumnames.h"
#include "deckeditor/deckstatswidget.h"
#include "decks/deckstats.h"

#include <QComboBox>
#include <QHeaderView>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>
#include <QToolTip>
#include <QTreeWidget>
#include <QWheelEvent>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

// The deck editor's statistics page: the counting charts and histograms, the opening-hand odds
// and the draw-odds calculator, against a small hand-built card set; and the bar chart they use.
class TestDeckStatsWidget : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void summaryCountsLeadPilesAndUnknownCards();
    void chartsShowCopiesByType();
    void alignmentChartListsEveryAlignment();
    void powerHistogramCountsEveryCopy();
    void resistanceHistogramCountsGroupsOnly();
    void openingHandListsEveryTypeInEachPile();
    void drawOddsFollowPileKindAndDraws();
    void drawOddsChartShowsAtLeastKWithTheAskedOneHighlighted();
    void clickingAnOddsBarAsksForThatMany();
    void kindListHoldsOnlyKindsThePileHas();
    void chosenKindIsHighlightedInTheCountingCharts();
    void chosenKindSurvivesADeckChange();
    void emptyDeckSaysSoEverywhere();
    void barChartHighlightsAndTooltips();
    void barChartWithoutBarsSaysNoData();
    void openingHandTableShowsEveryColumnInANarrowPane();
    void drawOddsChartLabelsEveryBar();
    void narrowBarChartLabelsAndValuesEveryBar();
    void narrowBarChartWrapsItsTitleAboveTheBars();
    void controlReachedByKeyboardScrollsIntoView();
    void wheelOverAnUnfocusedComboOrSpinBoxScrollsThePage();

private:
    template <typename T> T *child(const QString &name) const
    {
        T *found = m_widget->findChild<T *>(name);
        if (!found)
            qWarning("no child named %s", qPrintable(name));
        return found;
    }
    static QString percent(double chance)
    {
        return QLocale().toString(chance * 100.0, 'f', 1) + u'%';
    }
    static void selectKind(QComboBox *combo, const QString &code);

    InMemoryCardRepository m_cards;
    Deck m_deck;
    std::unique_ptr<DeckStatsWidget> m_widget;
};

namespace {

Card card(const QString &id, const QString &name, CardType type, CardBack back)
{
    Card result;
    result.id = id;
    result.name = name;
    result.type = type;
    result.back = back;
    return result;
}

StatValue stat(int value)
{
    StatValue result;
    result.value = value;
    return result;
}

StatValue variableStat()
{
    StatValue result;
    result.variable = true;
    return result;
}

InMemoryCardRepository testCards()
{
    InMemoryCardRepository cards;
    Card network =
        card(u"base/the-network"_s, u"The Network"_s, CardType::Illuminati, CardBack::Plot);
    network.power = stat(9);
    cards.add(network);

    Card cia = card(u"base/cia"_s, u"CIA"_s, CardType::Organization, CardBack::Group);
    cia.power = stat(6);
    cia.resistance = stat(5);
    cia.alignments = {{Alignment::Government}, {Alignment::Violent}};
    cia.attributes = {{Attribute::Secret}};
    cards.add(cia);

    Card clinton =
        card(u"base/bill-clinton"_s, u"Bill Clinton"_s, CardType::Personality, CardBack::Group);
    clinton.power = stat(1);
    clinton.resistance = stat(4);
    clinton.alignments = {{Alignment::Liberal, true}, {Alignment::Government}};
    clinton.attributes = {{Attribute::Media}};
    cards.add(clinton);

    Card opec = card(u"base/opec"_s, u"OPEC"_s, CardType::Place, CardBack::Group);
    opec.power = variableStat();
    opec.resistance = stat(3);
    opec.alignments = {{Alignment::Corporate}};
    cards.add(opec);

    cards.add(
        card(u"base/flying-saucers"_s, u"Flying Saucers"_s, CardType::Resource, CardBack::Group));

    Card zap = card(u"base/zap"_s, u"Zap"_s, CardType::Plot, CardBack::Plot);
    zap.keywords = {Keyword::Zap};
    cards.add(zap);
    cards.add(
        card(u"base/world-domination"_s, u"World Domination"_s, CardType::Goal, CardBack::Plot));
    Card quake = card(u"base/earthquake"_s, u"Earthquake"_s, CardType::Disaster, CardBack::Plot);
    quake.keywords = {Keyword::Disaster};
    cards.add(quake);
    return cards;
}

// 1 lead, 9 in the Group deck (one unknown), 7 in the Plot deck, 2 shared (left out).
Deck testDeck()
{
    Deck deck;
    deck.name = u"Spooks"_s;
    deck.entries = {
        {u"base/the-network"_s, 1, DeckZone::Lead},
        {u"base/cia"_s, 3, DeckZone::GroupDeck},
        {u"base/bill-clinton"_s, 2, DeckZone::GroupDeck},
        {u"base/opec"_s, 1, DeckZone::GroupDeck},
        {u"base/flying-saucers"_s, 2, DeckZone::GroupDeck},
        {u"base/nobody-knows"_s, 1, DeckZone::GroupDeck},
        {u"base/zap"_s, 4, DeckZone::PlotDeck},
        {u"base/world-domination"_s, 1, DeckZone::PlotDeck},
        {u"base/earthquake"_s, 2, DeckZone::PlotDeck},
        {u"base/zap"_s, 2, DeckZone::SharedPlots},
    };
    return deck;
}

QStringList labelsOf(const BarChartWidget *chart)
{
    QStringList labels;
    for (const auto &bar : chart->bars())
        labels.append(bar.label);
    return labels;
}

double valueOf(const BarChartWidget *chart, const QString &label)
{
    for (const auto &bar : chart->bars()) {
        if (bar.label == label)
            return bar.value;
    }
    return -1.0;
}

} // namespace

void TestDeckStatsWidget::selectKind(QComboBox *combo, const QString &code)
{
    const int index = combo->findData(code);
    QVERIFY2(index >= 0, qPrintable(u"no kind %1 in the list"_s.arg(code)));
    combo->setCurrentIndex(index);
}

void TestDeckStatsWidget::init()
{
    m_cards = testCards();
    m_deck = testDeck();
    m_widget = std::make_unique<DeckStatsWidget>(m_cards);
    m_widget->resize(900, 700);
    m_widget->setDeck(m_deck);
    m_widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
}

void TestDeckStatsWidget::cleanup()
{
    m_widget.reset();
}

void TestDeckStatsWidget::summaryCountsLeadPilesAndUnknownCards()
{
    const QString summary = child<QLabel>(u"summaryLabel"_s)->text();
    QVERIFY2(summary.startsWith(u"17 cards: 1 lead, 9 in the Group deck, 7 in the Plot deck."_s),
             qPrintable(summary));
    QVERIFY2(summary.contains(u"1 card is not in the card database"_s), qPrintable(summary));
}

void TestDeckStatsWidget::chartsShowCopiesByType()
{
    const auto *chart = child<BarChartWidget>(u"typeChart"_s);
    QVERIFY(chart);
    const QStringList expectedLabels{
        EnumNames::name(CardType::Organization), EnumNames::name(CardType::Personality),
        EnumNames::name(CardType::Place),        EnumNames::name(CardType::Resource),
        EnumNames::name(CardType::Illuminati),   EnumNames::name(CardType::Plot),
        EnumNames::name(CardType::Goal),         EnumNames::name(CardType::Disaster)};
    QCOMPARE(labelsOf(chart), expectedLabels);
    const QList<double> expectedCopies{3, 2, 1, 2, 1, 4, 1, 2};
    for (qsizetype i = 0; i < expectedCopies.size(); ++i)
        QCOMPARE(chart->bars().at(i).value, expectedCopies.at(i));

    const auto *backs = child<BarChartWidget>(u"backChart"_s);
    QCOMPARE(valueOf(backs, EnumNames::name(CardBack::Group)), 8.0);
    QCOMPARE(valueOf(backs, EnumNames::name(CardBack::Plot)), 8.0);

    const auto *attributes = child<BarChartWidget>(u"attributeChart"_s);
    QCOMPARE(labelsOf(attributes),
             QStringList({EnumNames::name(Attribute::Media), EnumNames::name(Attribute::Secret)}));
    QCOMPARE(valueOf(attributes, EnumNames::name(Attribute::Secret)), 3.0);
}

void TestDeckStatsWidget::alignmentChartListsEveryAlignment()
{
    const auto *chart = child<BarChartWidget>(u"alignmentChart"_s);
    QCOMPARE(chart->bars().size(), inwoAlignments().size());
    // Bill Clinton is Liberal only sometimes, and counts.
    QCOMPARE(valueOf(chart, EnumNames::name(Alignment::Government)), 5.0);
    QCOMPARE(valueOf(chart, EnumNames::name(Alignment::Liberal)), 2.0);
    QCOMPARE(valueOf(chart, EnumNames::name(Alignment::Violent)), 3.0);
    QCOMPARE(valueOf(chart, EnumNames::name(Alignment::Weird)), 0.0);
}

void TestDeckStatsWidget::powerHistogramCountsEveryCopy()
{
    const auto *chart = child<BarChartWidget>(u"powerChart"_s);
    // Every value from the lowest to the highest printed, then the variable '*'.
    QCOMPARE(labelsOf(chart), QStringList({u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"6"_s, u"7"_s,
                                           u"8"_s, u"9"_s, u"*"_s}));
    QCOMPARE(valueOf(chart, u"1"_s), 2.0);
    QCOMPARE(valueOf(chart, u"6"_s), 3.0);
    QCOMPARE(valueOf(chart, u"9"_s), 1.0);
    QCOMPARE(valueOf(chart, u"4"_s), 0.0);
    QCOMPARE(valueOf(chart, u"*"_s), 1.0);
    double sum = 0.0;
    for (const auto &bar : chart->bars())
        sum += bar.value;
    QCOMPARE(sum, double(DeckStatistics::of(m_deck, m_cards).power.total()));
}

void TestDeckStatsWidget::resistanceHistogramCountsGroupsOnly()
{
    const auto *chart = child<BarChartWidget>(u"resistanceChart"_s);
    QCOMPARE(labelsOf(chart), QStringList({u"3"_s, u"4"_s, u"5"_s}));
    QCOMPARE(valueOf(chart, u"3"_s), 1.0);
    QCOMPARE(valueOf(chart, u"4"_s), 2.0);
    QCOMPARE(valueOf(chart, u"5"_s), 3.0);
}

void TestDeckStatsWidget::openingHandListsEveryTypeInEachPile()
{
    const auto *table = child<QTreeWidget>(u"openingHandTable"_s);
    const QList<DrawOdds> odds = openingHandOdds(m_deck, m_cards);
    QCOMPARE(odds.size(), 7); // Organization, Personality, Place, Resource; Plot, Goal, Disaster
    // A row naming each pile (spanning the table), then one row per type.
    QCOMPARE(table->columnCount(), 3);
    QCOMPARE(table->topLevelItemCount(), odds.size() + 2);
    int row = 0;
    std::optional<DrawPile> pile;
    for (const DrawOdds &each : odds) {
        if (each.pile != pile) {
            const QTreeWidgetItem *heading = table->topLevelItem(row++);
            QVERIFY(heading->isFirstColumnSpanned());
            QCOMPARE(heading->data(0, Qt::UserRole).toInt(), int(each.pile));
            QVERIFY(heading->text(0).contains(each.pile == DrawPile::Group ? u"Group deck"_s
                                                                           : u"Plot deck"_s));
            pile = each.pile;
        }
        const QTreeWidgetItem *item = table->topLevelItem(row++);
        QCOMPARE(item->data(0, Qt::UserRole).toInt(), int(each.pile));
        QCOMPARE(item->text(0), EnumNames::name(each.kind.type));
        QCOMPARE(item->text(1), u"%1 of %2"_s.arg(each.successes).arg(each.population));
        QCOMPARE(item->text(2), percent(each.chance));
    }
    // Six Group cards from nine: the three CIA copies show at least once in 95.2%.
    QCOMPARE(table->topLevelItem(1)->text(2), percent(chanceAtLeast(9, 3, 6, 1)));
    QVERIFY(table->toolTip().contains(u"rulebook, Setup steps 4 and 6"_s));
    QVERIFY(table->isVisible());
}

void TestDeckStatsWidget::drawOddsFollowPileKindAndDraws()
{
    auto *pile = child<QComboBox>(u"drawPileCombo"_s);
    auto *kind = child<QComboBox>(u"drawKindCombo"_s);
    auto *draws = child<QSpinBox>(u"drawCountSpin"_s);
    auto *atLeast = child<QSpinBox>(u"drawAtLeastSpin"_s);
    const auto *result = child<QLabel>(u"drawOddsResult"_s);

    QCOMPARE(pile->currentData().toInt(), int(DrawPile::Group));
    QCOMPARE(draws->value(), OpeningGroupDraws);
    QCOMPARE(atLeast->value(), 1);

    selectKind(kind, u"alignment:violent"_s);
    QVERIFY2(result->text().startsWith(percent(chanceAtLeast(9, 3, 6, 1)) + u" — "_s),
             qPrintable(result->text()));
    QVERIFY2(result->text().contains(u"3 of 9 cards in the Group deck are Violent"_s),
             qPrintable(result->text()));

    atLeast->setValue(2);
    QVERIFY2(result->text().startsWith(percent(chanceAtLeast(9, 3, 6, 2))),
             qPrintable(result->text()));
    draws->setValue(3);
    QVERIFY2(result->text().startsWith(percent(chanceAtLeast(9, 3, 3, 2))),
             qPrintable(result->text()));
    QVERIFY(result->text().contains(u"at least 2 in 3 draws"_s));

    // The Plot deck: three draws by default, and its own kinds.
    pile->setCurrentIndex(pile->findData(int(DrawPile::Plot)));
    QCOMPARE(draws->value(), OpeningPlotDraws);
    QCOMPARE(atLeast->value(), 1);
    selectKind(kind, u"keyword:zap"_s);
    QVERIFY2(result->text().startsWith(percent(chanceAtLeast(7, 4, 3, 1))),
             qPrintable(result->text()));
    QVERIFY2(result->text().contains(u"4 of 7 cards in the Plot deck have the keyword Zap!"_s),
             qPrintable(result->text()));

    selectKind(kind, u"card:base/world-domination"_s);
    QVERIFY2(result->text().contains(u"1 of 7 cards in the Plot deck is a copy of World "
                                     "Domination"_s),
             qPrintable(result->text()));
    QVERIFY(result->text().startsWith(percent(chanceAtLeast(7, 1, 3, 1))));
}

void TestDeckStatsWidget::drawOddsChartShowsAtLeastKWithTheAskedOneHighlighted()
{
    auto *kind = child<QComboBox>(u"drawKindCombo"_s);
    auto *atLeast = child<QSpinBox>(u"drawAtLeastSpin"_s);
    const auto *chart = child<BarChartWidget>(u"drawOddsChart"_s);
    selectKind(kind, u"type:organization"_s);
    atLeast->setValue(2);

    // Three CIA copies in six draws: k = 1, 2, 3.
    QCOMPARE(chart->bars().size(), 3);
    for (int k = 1; k <= 3; ++k) {
        const auto &bar = chart->bars().at(k - 1);
        QCOMPARE(bar.label, QString::number(k));
        QCOMPARE(bar.value, chanceAtLeast(9, 3, 6, k) * 100.0);
        QCOMPARE(bar.highlighted, k == 2);
    }
    // One copy of OPEC: a single bar.
    selectKind(kind, u"card:base/opec"_s);
    QCOMPARE(chart->bars().size(), 1);
}

void TestDeckStatsWidget::clickingAnOddsBarAsksForThatMany()
{
    selectKind(child<QComboBox>(u"drawKindCombo"_s), u"type:organization"_s);
    auto *chart = child<BarChartWidget>(u"drawOddsChart"_s);
    auto *atLeast = child<QSpinBox>(u"drawAtLeastSpin"_s);
    m_widget->resize(900, 1600); // the whole page shows, chart included
    QTRY_VERIFY(chart->isVisible() && chart->height() > 100);
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->barRect(2).center());
    QCOMPARE(atLeast->value(), 3);
    QVERIFY(chart->bars().at(2).highlighted);
}

void TestDeckStatsWidget::kindListHoldsOnlyKindsThePileHas()
{
    auto *pile = child<QComboBox>(u"drawPileCombo"_s);
    auto *kind = child<QComboBox>(u"drawKindCombo"_s);
    for (const QString &code :
         {u"type:organization"_s, u"type:resource"_s, u"alignment:liberal"_s, u"attribute:media"_s,
          u"card:base/cia"_s, u"card:base/nobody-knows"_s}) {
        QVERIFY2(kind->findData(code) >= 0, qPrintable(code));
    }
    for (const QString &code :
         {u"type:plot"_s, u"alignment:weird"_s, u"keyword:zap"_s, u"type:illuminati"_s})
        QVERIFY2(kind->findData(code) < 0, qPrintable(code));
    // Every code in the list reads back as a kind.
    for (int i = 0; i < kind->count(); ++i) {
        const QString code = kind->itemData(i).toString();
        QVERIFY2(code.isEmpty() || CardKind::fromCode(code), qPrintable(code));
    }

    pile->setCurrentIndex(pile->findData(int(DrawPile::Plot)));
    QVERIFY(kind->findData(u"keyword:zap"_s) >= 0);
    QVERIFY(kind->findData(u"type:goal"_s) >= 0);
    QVERIFY(kind->findData(u"type:organization"_s) < 0);
    QVERIFY(kind->findData(u"card:base/the-network"_s) < 0); // the lead is never drawn
}

void TestDeckStatsWidget::chosenKindIsHighlightedInTheCountingCharts()
{
    selectKind(child<QComboBox>(u"drawKindCombo"_s), u"alignment:violent"_s);
    const auto *alignments = child<BarChartWidget>(u"alignmentChart"_s);
    for (const auto &bar : alignments->bars())
        QCOMPARE(bar.highlighted, bar.label == EnumNames::name(Alignment::Violent));
    for (const auto &bar : child<BarChartWidget>(u"typeChart"_s)->bars())
        QVERIFY(!bar.highlighted);

    selectKind(child<QComboBox>(u"drawKindCombo"_s), u"type:personality"_s);
    for (const auto &bar : child<BarChartWidget>(u"typeChart"_s)->bars())
        QCOMPARE(bar.highlighted, bar.label == EnumNames::name(CardType::Personality));
    for (const auto &bar : alignments->bars())
        QVERIFY(!bar.highlighted);
}

void TestDeckStatsWidget::chosenKindSurvivesADeckChange()
{
    auto *kind = child<QComboBox>(u"drawKindCombo"_s);
    selectKind(kind, u"attribute:media"_s);
    Deck changed = m_deck;
    changed.entries.append({u"base/bill-clinton"_s, 1, DeckZone::GroupDeck});
    m_widget->setDeck(changed);
    QCOMPARE(kind->currentData().toString(), u"attribute:media"_s);
    const QString result = child<QLabel>(u"drawOddsResult"_s)->text();
    QVERIFY2(result.startsWith(percent(chanceAtLeast(10, 3, 6, 1))), qPrintable(result));
}

void TestDeckStatsWidget::emptyDeckSaysSoEverywhere()
{
    m_widget->setDeck(Deck());
    QVERIFY(child<QLabel>(u"summaryLabel"_s)->text().contains(u"empty"_s));
    for (const QString &name :
         {u"typeChart"_s, u"backChart"_s, u"alignmentChart"_s, u"attributeChart"_s, u"powerChart"_s,
          u"resistanceChart"_s, u"drawOddsChart"_s}) {
        QVERIFY2(child<BarChartWidget>(name)->bars().isEmpty(), qPrintable(name));
    }
    QCOMPARE(child<QTreeWidget>(u"openingHandTable"_s)->topLevelItemCount(), 0);
    QCOMPARE(child<QLabel>(u"drawOddsResult"_s)->text(), u"The Group deck is empty."_s);
    QVERIFY(!child<QComboBox>(u"drawKindCombo"_s)->isEnabled());
}

void TestDeckStatsWidget::barChartHighlightsAndTooltips()
{
    BarChartWidget chart;
    chart.setTitle(u"Odds"_s);
    QList<BarChartWidget::Bar> bars(3);
    bars[0].label = u"A"_s;
    bars[0].value = 2;
    bars[1].label = u"B"_s;
    bars[1].value = 4;
    bars[1].highlighted = true;
    bars[2].label = u"C"_s;
    bars[2].value = 1;
    bars[2].valueText = u"10%"_s;
    bars[2].toolTip = u"C has one"_s;
    chart.setBars(bars);
    chart.resize(300, 200);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));

    // Heights follow the values; the tallest reaches the top unless a maximum is set.
    QCOMPARE(chart.barRect(1).height(), 2 * chart.barRect(0).height());
    QVERIFY(chart.barRect(0).left() < chart.barRect(1).left());
    const QImage image = chart.grab().toImage();
    const QColor highlight = chart.palette().color(QPalette::Highlight);
    QCOMPARE(image.pixelColor(chart.barRect(1).center()), highlight);
    QVERIFY(image.pixelColor(chart.barRect(0).center()) != highlight);
    QVERIFY(image.pixelColor(chart.barRect(0).center()) != chart.palette().color(QPalette::Window));

    // With a maximum of 8, the bar of 4 reaches half way and the bar of 2 a quarter.
    const int full = chart.barRect(1).height();
    chart.setMaximum(8.0);
    QVERIFY(qAbs(chart.barRect(1).height() - full / 2) <= 1);
    QVERIFY(qAbs(chart.barRect(0).height() - full / 4) <= 1);

    QCOMPARE(chart.barAt(chart.barRect(2).center()), 2);
    QCOMPARE(chart.barAt(QPoint(-5, 50)), -1);
    QCOMPARE(chart.barToolTip(0), u"A: 2"_s);
    QCOMPARE(chart.barToolTip(2), u"C has one"_s);
    QCOMPARE(chart.accessibleName(), u"Odds"_s);
    QCOMPARE(chart.accessibleDescription(), u"A: 2; B: 4; C: 10%"_s);

    QHelpEvent help(QEvent::ToolTip, chart.barRect(0).center(),
                    chart.mapToGlobal(chart.barRect(0).center()));
    QCoreApplication::sendEvent(&chart, &help);
    QTRY_COMPARE(QToolTip::text(), u"A: 2"_s);
    QToolTip::hideText();
}

void TestDeckStatsWidget::barChartWithoutBarsSaysNoData()
{
    BarChartWidget chart;
    chart.resize(260, 160);
    QCOMPARE(chart.accessibleDescription(), u"No data"_s);
    QCOMPARE(chart.barAt(QPoint(130, 80)), -1);
    QVERIFY(chart.barRect(0).isNull());
    QVERIFY(chart.sizeHint().width() >= 200 && chart.sizeHint().height() >= 150);
    // Something is painted: the words.
    const QImage image = chart.grab().toImage();
    const QColor background = image.pixelColor(2, 2);
    bool painted = false;
    for (int y = 0; y < image.height() && !painted; ++y) {
        for (int x = 0; x < image.width() && !painted; ++x)
            painted = image.pixelColor(x, y) != background;
    }
    QVERIFY(painted);
}

void TestDeckStatsWidget::openingHandTableShowsEveryColumnInANarrowPane()
{
    // The side pane of the deck editor at 1024, 1280 and 1366 pixels wide.
    const auto *table = child<QTreeWidget>(u"openingHandTable"_s);
    const auto *scroll = child<QScrollArea>(u"deckStatsScrollArea"_s);
    for (const int width : {300, 375, 400}) {
        m_widget->resize(width, 700);
        QTRY_COMPARE(m_widget->width(), width);
        QCoreApplication::processEvents();
        const QHeaderView *header = table->header();
        for (int column = 0; column < table->columnCount(); ++column) {
            QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column) <=
                         table->viewport()->width(),
                     qPrintable(u"width %1, column %2"_s.arg(width).arg(column)));
        }
        const int right = table->mapTo(scroll->viewport(), QPoint(table->width(), 0)).x();
        QVERIFY2(right <= scroll->viewport()->width(),
                 qPrintable(u"width %1: the table ends at %2 of %3"_s.arg(width).arg(right).arg(
                     scroll->viewport()->width())));
    }
}

void TestDeckStatsWidget::drawOddsChartLabelsEveryBar()
{
    // Twenty CIA copies, twenty draws: twenty bars, at least 1 to at least 20.
    Deck deck;
    deck.entries = {{u"base/the-network"_s, 1, DeckZone::Lead},
                    {u"base/cia"_s, 20, DeckZone::GroupDeck}};
    m_widget->setDeck(deck);
    m_widget->resize(300, 1400); // the side pane of a 1024 pixel window, the chart in view
    selectKind(child<QComboBox>(u"drawKindCombo"_s), u"type:organization"_s);
    child<QSpinBox>(u"drawCountSpin"_s)->setValue(20);
    const auto *chart = child<BarChartWidget>(u"drawOddsChart"_s);
    QTRY_VERIFY(chart->isVisible() && chart->height() > 100);
    QCOMPARE(chart->bars().size(), 20);
    for (int i = 0; i < chart->bars().size(); ++i) {
        QCOMPARE(chart->shownLabel(i), chart->bars().at(i).label);
        QCOMPARE(chart->shownValue(i), chart->bars().at(i).valueText);
    }
}

void TestDeckStatsWidget::narrowBarChartLabelsAndValuesEveryBar()
{
    BarChartWidget chart;
    QList<BarChartWidget::Bar> bars;
    for (int i = 1; i <= 24; ++i) {
        BarChartWidget::Bar bar;
        bar.label = QString::number(i);
        bar.value = 100.0 - i;
        bar.valueText = u"%1%"_s.arg(100 - i);
        bars.append(bar);
    }
    chart.setBars(bars);
    chart.resize(280, 220);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (int i = 0; i < bars.size(); ++i) {
        QCOMPARE(chart.shownLabel(i), bars.at(i).label);
        QCOMPARE(chart.shownValue(i), bars.at(i).valueText);
    }
    // Wide enough, they stay level and whole.
    chart.resize(900, 220);
    for (int i = 0; i < bars.size(); ++i)
        QCOMPARE(chart.shownValue(i), bars.at(i).valueText);
}

// The adjudicator's odds chart at 1024 px showed "Ways to roll each t…": a title too long for
// the chart takes a second line, and the bars start below it.
void TestDeckStatsWidget::narrowBarChartWrapsItsTitleAboveTheBars()
{
    BarChartWidget chart;
    chart.setTitle(u"Ways to roll each total, of 36"_s);
    QList<BarChartWidget::Bar> bars;
    for (int total = 2; total <= 12; ++total) {
        BarChartWidget::Bar bar;
        bar.label = QString::number(total);
        bar.value = 6.0 - std::abs(7 - total);
        bars.append(bar);
    }
    chart.setBars(bars);
    chart.resize(900, 220);
    const int oneLine = chart.titleRect().height();
    chart.resize(140, 220);
    QVERIFY2(chart.titleRect().height() >= 2 * oneLine,
             qPrintable(
                 u"title %1 px high, one line %2"_s.arg(chart.titleRect().height()).arg(oneLine)));
    QFont titleFont = chart.font();
    titleFont.setBold(true);
    const QRect needed = QFontMetrics(titleFont).boundingRect(
        chart.titleRect(), Qt::AlignLeft | Qt::TextWordWrap, chart.title());
    QVERIFY(chart.titleRect().contains(needed));
    for (int i = 0; i < bars.size(); ++i)
        QVERIFY(chart.barRect(i).top() > chart.titleRect().bottom());
}

void TestDeckStatsWidget::controlReachedByKeyboardScrollsIntoView()
{
    m_widget->resize(320, 300); // the draw-odds questions are far below the fold
    m_widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_widget.get()));
    const auto *scroll = child<QScrollArea>(u"deckStatsScrollArea"_s);
    auto *atLeast = child<QSpinBox>(u"drawAtLeastSpin"_s);
    // The page laid out at its new size, and the keyboard elsewhere, before the Alt key moves it.
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
    QTest::qWait(50);
    m_widget->setFocus(Qt::OtherFocusReason);
    const auto shown = [&] {
        const QRect area(atLeast->mapTo(scroll->viewport(), QPoint(0, 0)), atLeast->size());
        return scroll->viewport()->rect().contains(area);
    };
    QVERIFY(!shown());
    atLeast->setFocus(Qt::ShortcutFocusReason);
    // On a busy machine the window may take a moment to hold the keyboard.
    QTRY_VERIFY_WITH_TIMEOUT(atLeast->hasFocus(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(shown(), 15000);
}

void TestDeckStatsWidget::wheelOverAnUnfocusedComboOrSpinBoxScrollsThePage()
{
    m_widget->resize(320, 300); // the page scrolls
    auto *scroll = child<QScrollArea>(u"deckStatsScrollArea"_s);
    QScrollBar *bar = scroll->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    auto *kind = child<QComboBox>(u"drawKindCombo"_s);
    auto *draws = child<QSpinBox>(u"drawCountSpin"_s);
    QVERIFY(kind->count() > 2);
    kind->setCurrentIndex(1);
    const int drawn = draws->value();
    const auto wheelDown = [](QWidget *widget) {
        const QPointF at = QRectF(widget->rect()).center();
        QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &wheel);
    };

    for (QWidget *box : {static_cast<QWidget *>(kind), static_cast<QWidget *>(draws)}) {
        scroll->ensureWidgetVisible(box);
        bar->setValue(std::max(0, bar->value() - 40)); // room to scroll on down
        const int before = bar->value();
        QVERIFY(!box->hasFocus());
        wheelDown(box);
        QVERIFY2(bar->value() > before, qPrintable(box->objectName()));
    }
    QCOMPARE(kind->currentIndex(), 1);
    QCOMPARE(draws->value(), drawn);

    // Focused, the box takes the wheel as ever.
    m_widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_widget.get()));
    draws->setFocus(Qt::MouseFocusReason);
    QVERIFY(draws->hasFocus());
    wheelDown(draws);
    QCOMPARE(draws->value(), drawn - 1);
}

QTEST_MAIN(TestDeckStatsWidget)
#include "tst_deckstatswidget.moc"
