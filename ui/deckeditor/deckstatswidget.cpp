#include "deckstatswidget.h"

#include "common/barchartwidget.h"
#include "common/enumnames.h"
#include "common/wheelguard.h"
#include "decks/deckstats.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int chartColumnWidth = 280; // a chart column's narrowest width before the grid reflows
constexpr int maxChartColumns = 3;
constexpr int maxDraws = 99;
constexpr int contiguousSpan = 30; // histograms show every value in between up to this span
constexpr int kindRole = Qt::UserRole;
constexpr int pileHeadingRole = Qt::UserRole + 1; // true on the row naming a pile

QString cardCount(int copies)
{
    return copies == 1 ? DeckStatsWidget::tr("1 card")
                       : DeckStatsWidget::tr("%L1 cards").arg(copies);
}

QString pileName(DrawPile pile)
{
    return pile == DrawPile::Group ? DeckStatsWidget::tr("Group deck")
                                   : DeckStatsWidget::tr("Plot deck");
}

DeckZone zoneOf(DrawPile pile)
{
    return pile == DrawPile::Group ? DeckZone::GroupDeck : DeckZone::PlotDeck;
}

int defaultDraws(DrawPile pile)
{
    return pile == DrawPile::Group ? OpeningGroupDraws : OpeningPlotDraws;
}

// "34.5%"; a chance that is neither none nor certain never rounds to 0% or 100%.
QString percentText(double chance, int decimals)
{
    const double percent = chance * 100.0;
    const double step = std::pow(10.0, -decimals);
    const QLocale locale;
    if (percent > 0.0 && percent < step / 2.0) {
        return DeckStatsWidget::tr("<%1%", "a percentage above 0 that rounds to 0")
            .arg(locale.toString(step, 'f', decimals));
    }
    if (percent < 100.0 && percent >= 100.0 - step / 2.0) {
        return DeckStatsWidget::tr(">%1%", "a percentage below 100 that rounds to 100")
            .arg(locale.toString(100.0 - step, 'f', decimals));
    }
    return DeckStatsWidget::tr("%1%", "a percentage").arg(locale.toString(percent, 'f', decimals));
}

CardKind kindOf(CardType type)
{
    CardKind kind;
    kind.by = CardKind::By::Type;
    kind.type = type;
    return kind;
}

CardKind kindOf(Alignment alignment)
{
    CardKind kind;
    kind.by = CardKind::By::Alignment;
    kind.alignment = alignment;
    return kind;
}

CardKind kindOf(Attribute attribute)
{
    CardKind kind;
    kind.by = CardKind::By::Attribute;
    kind.attribute = attribute;
    return kind;
}

CardKind kindOf(Keyword keyword)
{
    CardKind kind;
    kind.by = CardKind::By::Keyword;
    kind.keyword = keyword;
    return kind;
}

// "2 of 9 cards in the Group deck are Violent", in the words that suit the kind.
QString kindShare(const CardKind &kind, const QString &name, int successes, int population,
                  DrawPile pile)
{
    const QString of = QLocale().toString(successes);
    const QString total = QLocale().toString(population);
    const QString where = pileName(pile);
    const bool one = successes == 1;
    QString sentence;
    switch (kind.by) {
    case CardKind::By::Type:
        sentence = one ? DeckStatsWidget::tr("%1 of %2 cards in the %3 is of type %4")
                       : DeckStatsWidget::tr("%1 of %2 cards in the %3 are of type %4");
        break;
    case CardKind::By::Alignment:
        sentence = one ? DeckStatsWidget::tr("%1 of %2 cards in the %3 is %4")
                       : DeckStatsWidget::tr("%1 of %2 cards in the %3 are %4");
        break;
    case CardKind::By::Attribute:
        sentence = one ? DeckStatsWidget::tr("%1 of %2 cards in the %3 has the attribute %4")
                       : DeckStatsWidget::tr("%1 of %2 cards in the %3 have the attribute %4");
        break;
    case CardKind::By::Keyword:
        sentence = one ? DeckStatsWidget::tr("%1 of %2 cards in the %3 has the keyword %4")
                       : DeckStatsWidget::tr("%1 of %2 cards in the %3 have the keyword %4");
        break;
    case CardKind::By::Card:
        sentence = one ? DeckStatsWidget::tr("%1 of %2 cards in the %3 is a copy of %4")
                       : DeckStatsWidget::tr("%1 of %2 cards in the %3 are copies of %4");
        break;
    }
    return sentence.arg(of, total, where, name);
}

QLabel *makeHeading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    return label;
}

QLabel *makeTextLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

// The bars of a histogram: every value from the lowest to the highest (when the span is small),
// then '*' for the variable ones.
QList<BarChartWidget::Bar> histogramBars(const StatHistogram &histogram, const QString &stat)
{
    QList<int> values;
    if (!histogram.copiesByValue.isEmpty()) {
        const int lowest = histogram.copiesByValue.firstKey();
        const int highest = histogram.copiesByValue.lastKey();
        if (highest - lowest <= contiguousSpan) {
            for (int value = lowest; value <= highest; ++value)
                values.append(value);
        } else {
            values = histogram.copiesByValue.keys();
        }
    }
    QList<BarChartWidget::Bar> bars;
    for (const int value : std::as_const(values)) {
        const int copies = histogram.copiesByValue.value(value);
        BarChartWidget::Bar bar;
        bar.label = QLocale().toString(value);
        bar.value = copies;
        bar.toolTip = DeckStatsWidget::tr("%1 %2: %3", "Power 4: 3 cards")
                          .arg(stat, bar.label, cardCount(copies));
        bars.append(bar);
    }
    if (histogram.variableCopies > 0) {
        BarChartWidget::Bar bar;
        bar.label = u"*"_s;
        bar.value = histogram.variableCopies;
        bar.toolTip = DeckStatsWidget::tr("%1 *: %2 (set by the card's text)", "Power *: 1 card")
                          .arg(stat, cardCount(histogram.variableCopies));
        bars.append(bar);
    }
    return bars;
}

// The page inside the scroll area: tells when its width changes, so the charts can reflow.
class ReflowingContent : public QWidget
{
public:
    explicit ReflowingContent(std::function<void()> resized) : m_resized(std::move(resized)) {}

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QWidget::resizeEvent(event);
        m_resized();
    }

private:
    std::function<void()> m_resized;
};

// One chart and, per bar, the code of the kind of card it counts (to highlight the kind the
// draw-odds calculator asks about).
struct ChartSlot
{
    BarChartWidget *chart = nullptr;
    QStringList kindCodes;
};

} // namespace

class DeckStatsWidget::Private
{
public:
    explicit Private(const CardRepository &repository);

    BarChartWidget *addChart(const QString &objectName, const QString &title);
    void reflowCharts();
    void setChartBars(ChartSlot &slot, const QList<BarChartWidget::Bar> &bars,
                      const QStringList &kindCodes = {});
    void updateSummary(const DeckStatistics &statistics);
    void updateCharts(const DeckStatistics &statistics);
    void updateOpeningHand();
    void rebuildKinds();
    void updateOdds();
    void updateHighlights();
    void pileChanged();
    DrawPile currentPile() const;
    std::optional<CardKind> currentKind() const;
    QString kindName(const CardKind &kind) const;

    const CardRepository &cards;
    Deck deck;
    QHash<QString, std::optional<Card>> known; // the piles' cards, looked up once per deck
    std::array<QString, 2> wantedKind;         // per pile: the kind the user chose last
    bool updating = false;

    QScrollArea *scrollArea = nullptr;
    QLabel *summaryLabel = nullptr;
    QGridLayout *chartGrid = nullptr;
    int chartColumns = 0;
    QList<ChartSlot> charts;
    ChartSlot *typeSlot = nullptr;
    ChartSlot *backSlot = nullptr;
    ChartSlot *alignmentSlot = nullptr;
    ChartSlot *attributeSlot = nullptr;
    ChartSlot *powerSlot = nullptr;
    ChartSlot *resistanceSlot = nullptr;
    QLabel *openingNote = nullptr;
    QTreeWidget *openingTable = nullptr;
    QComboBox *pileCombo = nullptr;
    QComboBox *kindCombo = nullptr;
    QSpinBox *drawsSpin = nullptr;
    QSpinBox *atLeastSpin = nullptr;
    QLabel *resultLabel = nullptr;
    BarChartWidget *oddsChart = nullptr;
};

DeckStatsWidget::Private::Private(const CardRepository &repository) : cards(repository)
{}

BarChartWidget *DeckStatsWidget::Private::addChart(const QString &objectName, const QString &title)
{
    auto *chart = new BarChartWidget;
    chart->setObjectName(objectName);
    chart->setTitle(title);
    charts.append(ChartSlot{chart, {}});
    return chart;
}

void DeckStatsWidget::Private::reflowCharts()
{
    if (!chartGrid || !scrollArea || !scrollArea->widget())
        return;
    const QMargins margins = scrollArea->widget()->layout()->contentsMargins();
    const int width = scrollArea->widget()->width() - margins.left() - margins.right();
    const int columns = std::clamp(width / chartColumnWidth, 1, maxChartColumns);
    if (columns == chartColumns)
        return;
    chartColumns = columns;
    for (const ChartSlot &slot : std::as_const(charts))
        chartGrid->removeWidget(slot.chart);
    for (qsizetype i = 0; i < charts.size(); ++i)
        chartGrid->addWidget(charts[i].chart, int(i) / columns, int(i) % columns);
    for (int column = 0; column < maxChartColumns; ++column)
        chartGrid->setColumnStretch(column, column < columns ? 1 : 0);
}

void DeckStatsWidget::Private::setChartBars(ChartSlot &slot, const QList<BarChartWidget::Bar> &bars,
                                            const QStringList &kindCodes)
{
    slot.kindCodes = kindCodes;
    slot.chart->setBars(bars);
}

void DeckStatsWidget::Private::updateSummary(const DeckStatistics &statistics)
{
    if (statistics.total == 0) {
        summaryLabel->setText(
            DeckStatsWidget::tr("The deck is empty: add cards to see their statistics."));
        return;
    }
    QString text = DeckStatsWidget::tr("%1: %L2 lead, %L3 in the Group deck, %L4 in the Plot deck.")
                       .arg(cardCount(statistics.total))
                       .arg(statistics.lead)
                       .arg(statistics.groupDeck)
                       .arg(statistics.plotDeck);
    if (statistics.unknown == 1)
        text += u' ' + DeckStatsWidget::tr(
                           "1 card is not in the card database and is left out of the charts.");
    else if (statistics.unknown > 1)
        text += u' ' + DeckStatsWidget::tr(
                           "%L1 cards are not in the card database and are left out of the charts.")
                           .arg(statistics.unknown);
    summaryLabel->setText(text);
}

void DeckStatsWidget::Private::updateCharts(const DeckStatistics &statistics)
{
    const auto countBar = [](const QString &label, int copies) {
        BarChartWidget::Bar bar;
        bar.label = label;
        bar.value = copies;
        bar.toolTip = DeckStatsWidget::tr("%1: %2", "chart tooltip: label and number of cards")
                          .arg(label, cardCount(copies));
        return bar;
    };

    QList<BarChartWidget::Bar> bars;
    QStringList codes;
    for (auto it = statistics.byType.cbegin(); it != statistics.byType.cend(); ++it) {
        if (it.value() <= 0)
            continue;
        bars.append(countBar(EnumNames::name(it.key()), it.value()));
        codes.append(kindOf(it.key()).code());
    }
    setChartBars(*typeSlot, bars, codes);

    bars.clear();
    if (statistics.total > statistics.unknown) {
        for (const CardBack back : allOf<CardBack>())
            bars.append(countBar(EnumNames::name(back), statistics.byBack.value(back)));
    }
    setChartBars(*backSlot, bars);

    // Every alignment, so the gaps show too.
    bars.clear();
    codes.clear();
    if (statistics.total > statistics.unknown) {
        for (const Alignment alignment : inwoAlignments()) {
            bars.append(
                countBar(EnumNames::name(alignment), statistics.byAlignment.value(alignment)));
            codes.append(kindOf(alignment).code());
        }
    }
    setChartBars(*alignmentSlot, bars, codes);

    // Only the attributes the deck has: most decks use few of the fourteen.
    bars.clear();
    codes.clear();
    for (auto it = statistics.byAttribute.cbegin(); it != statistics.byAttribute.cend(); ++it) {
        if (it.value() <= 0)
            continue;
        bars.append(countBar(EnumNames::name(it.key()), it.value()));
        codes.append(kindOf(it.key()).code());
    }
    setChartBars(*attributeSlot, bars, codes);

    setChartBars(*powerSlot, histogramBars(statistics.power, DeckStatsWidget::tr("Power")));
    setChartBars(*resistanceSlot,
                 histogramBars(statistics.resistance, DeckStatsWidget::tr("Resistance")));
}

void DeckStatsWidget::Private::updateOpeningHand()
{
    const QList<DrawOdds> odds = openingHandOdds(deck, cards);
    openingTable->clear();
    // A row naming each pile, spanning the table, then its types: three narrow columns fit the
    // side pane of the narrowest window.
    std::optional<DrawPile> previousPile;
    QFont headingFont = openingTable->font();
    headingFont.setBold(true);
    for (const DrawOdds &row : odds) {
        if (row.pile != previousPile) {
            auto *heading = new QTreeWidgetItem(openingTable);
            heading->setText(0, DeckStatsWidget::tr("%1 (%L2 drawn)", "pile and number of cards "
                                                                      "drawn")
                                    .arg(pileName(row.pile))
                                    .arg(row.draws));
            heading->setData(0, kindRole, int(row.pile));
            heading->setData(0, pileHeadingRole, true);
            heading->setFont(0, headingFont);
            heading->setFirstColumnSpanned(true);
        }
        previousPile = row.pile;
        auto *item = new QTreeWidgetItem(openingTable);
        item->setText(0, EnumNames::name(row.kind.type));
        item->setData(0, kindRole, int(row.pile));
        item->setData(1, kindRole, row.kind.code());
        item->setText(1, DeckStatsWidget::tr("%L1 of %L2").arg(row.successes).arg(row.population));
        item->setText(2, percentText(row.chance, 1));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(
            2, DeckStatsWidget::tr("The chance of at least one %1 among the first %L2 cards of the "
                                   "%3 (rulebook, Setup steps 4 and 6).")
                   .arg(EnumNames::name(row.kind.type))
                   .arg(row.draws)
                   .arg(pileName(row.pile)));
    }
    openingTable->setVisible(!odds.isEmpty());
    if (odds.isEmpty()) {
        openingNote->setText(
            DeckStatsWidget::tr("Add cards to the Group deck or the Plot deck to see the chances "
                                "of the opening hand."));
        return;
    }
    openingNote->setText(
        DeckStatsWidget::tr("The chance of at least one card of each type in the opening hand: "
                            "%L1 cards from the Group deck and %L2 from the Plot deck.")
            .arg(OpeningGroupDraws)
            .arg(OpeningPlotDraws));
    // As wide as its columns (the spanning pile rows need none of their own), and as tall as its
    // rows: the page scrolls, not the table.
    int width = 2 * openingTable->frameWidth() + 2;
    for (int column = 0; column < openingTable->columnCount(); ++column) {
        openingTable->resizeColumnToContents(column);
        int wanted = openingTable->header()->sectionSizeHint(column);
        for (int row = 0; row < openingTable->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = openingTable->topLevelItem(row);
            if (item->data(0, pileHeadingRole).toBool())
                continue;
            wanted =
                std::max(wanted, openingTable->fontMetrics().horizontalAdvance(item->text(column)));
        }
        openingTable->setColumnWidth(column, wanted + 10);
        width += openingTable->columnWidth(column);
    }
    openingTable->setMaximumWidth(width);
    openingTable->setMinimumWidth(width);
    const int rows = openingTable->topLevelItemCount();
    const int rowHeight = std::max(openingTable->sizeHintForRow(0), 1);
    openingTable->setFixedHeight(openingTable->header()->sizeHint().height() + rows * rowHeight +
                                 2 * openingTable->frameWidth() + 2);
}

DrawPile DeckStatsWidget::Private::currentPile() const
{
    return DrawPile(pileCombo->currentData(kindRole).toInt());
}

std::optional<CardKind> DeckStatsWidget::Private::currentKind() const
{
    return CardKind::fromCode(kindCombo->currentData(kindRole).toString());
}

QString DeckStatsWidget::Private::kindName(const CardKind &kind) const
{
    switch (kind.by) {
    case CardKind::By::Type:
        return EnumNames::name(kind.type);
    case CardKind::By::Alignment:
        return EnumNames::name(kind.alignment);
    case CardKind::By::Attribute:
        return EnumNames::name(kind.attribute);
    case CardKind::By::Keyword:
        return EnumNames::name(kind.keyword);
    case CardKind::By::Card: {
        const auto found = known.constFind(kind.cardId);
        if (found != known.cend() && found->has_value())
            return (*found)->name;
        return kind.cardId;
    }
    }
    return {};
}

// The kinds the current pile holds at least one card of, by type, alignment, attribute and
// keyword, then its own cards by name; each with its number of copies.
void DeckStatsWidget::Private::rebuildKinds()
{
    const DrawPile pile = currentPile();
    const DeckZone zone = zoneOf(pile);

    // Copies per card id in the pile, in the order first seen.
    QList<std::pair<QString, int>> pileCards;
    for (const DeckEntry &entry : std::as_const(deck.entries)) {
        if (entry.zone != zone || entry.quantity <= 0)
            continue;
        const auto found = std::find_if(pileCards.begin(), pileCards.end(), [&](const auto &pair) {
            return pair.first == entry.cardId;
        });
        if (found != pileCards.end())
            found->second += entry.quantity;
        else
            pileCards.append({entry.cardId, entry.quantity});
    }

    struct Item
    {
        QString text;
        QString code;
    };
    QList<QList<Item>> groups;
    const auto addGroup = [&](const QString &category, const QList<CardKind> &kinds) {
        QList<Item> items;
        for (const CardKind &kind : kinds) {
            int copies = 0;
            for (const auto &[id, quantity] : std::as_const(pileCards)) {
                const std::optional<Card> &card = known[id];
                if (card && kind.matches(*card))
                    copies += quantity;
            }
            if (copies > 0) {
                items.append(
                    {DeckStatsWidget::tr("%1: %2 (%L3)", "kind of card: category, name, copies")
                         .arg(category, kindName(kind))
                         .arg(copies),
                     kind.code()});
            }
        }
        groups.append(items);
    };

    QList<CardKind> kinds;
    for (const CardType type : allOf<CardType>())
        kinds.append(kindOf(type));
    addGroup(DeckStatsWidget::tr("Type"), kinds);
    kinds.clear();
    for (const Alignment alignment : inwoAlignments())
        kinds.append(kindOf(alignment));
    addGroup(DeckStatsWidget::tr("Alignment"), kinds);
    kinds.clear();
    for (const Attribute attribute : allOf<Attribute>())
        kinds.append(kindOf(attribute));
    addGroup(DeckStatsWidget::tr("Attribute"), kinds);
    kinds.clear();
    for (const Keyword keyword : allOf<Keyword>())
        kinds.append(kindOf(keyword));
    addGroup(DeckStatsWidget::tr("Keyword"), kinds);

    // The pile's own cards by name (unknown ids too: copies of a card count by id).
    QList<Item> cardItems;
    for (const auto &[id, quantity] : std::as_const(pileCards)) {
        CardKind kind;
        kind.by = CardKind::By::Card;
        kind.cardId = id;
        cardItems.append(
            {DeckStatsWidget::tr("%1: %2 (%L3)", "kind of card: category, name, copies")
                 .arg(DeckStatsWidget::tr("Card"), kindName(kind))
                 .arg(quantity),
             kind.code()});
    }
    std::sort(cardItems.begin(), cardItems.end(), [](const Item &a, const Item &b) {
        return QString::localeAwareCompare(a.text, b.text) < 0;
    });
    groups.append(cardItems);

    const QString wanted = wantedKind[pile == DrawPile::Group ? 0 : 1];
    const QSignalBlocker blocker(kindCombo);
    kindCombo->clear();
    for (const QList<Item> &items : std::as_const(groups)) {
        if (items.isEmpty())
            continue;
        if (kindCombo->count() > 0)
            kindCombo->insertSeparator(kindCombo->count());
        for (const Item &item : items)
            kindCombo->addItem(item.text, item.code);
    }
    const int index = wanted.isEmpty() ? -1 : kindCombo->findData(wanted, kindRole);
    kindCombo->setCurrentIndex(index >= 0 ? index : (kindCombo->count() > 0 ? 0 : -1));
    kindCombo->setEnabled(kindCombo->count() > 0);
}

void DeckStatsWidget::Private::updateOdds()
{
    if (updating)
        return;
    const DrawPile pile = currentPile();
    const std::optional<CardKind> kind = currentKind();
    const int draws = drawsSpin->value();
    const int atLeast = atLeastSpin->value();
    const int population = DeckStatistics::pileSize(deck, pile);

    if (population == 0 || !kind) {
        resultLabel->setText(population == 0
                                 ? DeckStatsWidget::tr("The %1 is empty.").arg(pileName(pile))
                                 : DeckStatsWidget::tr("Choose a kind of card."));
        oddsChart->setTitle(DeckStatsWidget::tr("Chance of at least k cards"));
        oddsChart->setBars({});
        updateHighlights();
        return;
    }

    const DrawOdds odds = DrawOdds::compute(deck, cards, pile, *kind, draws, atLeast);
    const QString question =
        odds.draws == 1
            ? DeckStatsWidget::tr("at least %L1 in 1 draw").arg(odds.atLeast)
            : DeckStatsWidget::tr("at least %L1 in %L2 draws").arg(odds.atLeast).arg(odds.draws);
    resultLabel->setText(
        DeckStatsWidget::tr("%1 — %2; %3.", "draw odds: chance, cards of the kind, question")
            .arg(percentText(odds.chance, 1),
                 kindShare(*kind, kindName(*kind), odds.successes, odds.population, pile),
                 question));

    // The chance of at least k for every k the draw can reach: the cumulative question the
    // result answers, with the asked k highlighted.
    QList<BarChartWidget::Bar> bars;
    const int reachable = std::min({odds.draws, odds.successes, odds.population});
    for (int k = 1; k <= reachable; ++k) {
        const double chance = chanceAtLeast(odds.population, odds.successes, odds.draws, k);
        BarChartWidget::Bar bar;
        bar.label = QLocale().toString(k);
        bar.value = chance * 100.0;
        bar.valueText = percentText(chance, 0);
        bar.highlighted = k == odds.atLeast;
        bar.toolTip = DeckStatsWidget::tr("At least %L1: %2").arg(k).arg(percentText(chance, 1));
        bars.append(bar);
    }
    oddsChart->setTitle(
        odds.draws == 1 ? DeckStatsWidget::tr("Chance of at least k in 1 draw")
                        : DeckStatsWidget::tr("Chance of at least k in %L1 draws").arg(odds.draws));
    oddsChart->setMaximum(100.0);
    oddsChart->setBars(bars);
    updateHighlights();
}

// The bars of the counting charts that count the kind the calculator asks about.
void DeckStatsWidget::Private::updateHighlights()
{
    const QString code = kindCombo->currentData(kindRole).toString();
    for (ChartSlot &slot : charts) {
        if (slot.kindCodes.isEmpty())
            continue;
        QList<BarChartWidget::Bar> bars = slot.chart->bars();
        bool changed = false;
        for (qsizetype i = 0; i < bars.size() && i < slot.kindCodes.size(); ++i) {
            const bool highlighted = !code.isEmpty() && slot.kindCodes[i] == code;
            changed = changed || bars[i].highlighted != highlighted;
            bars[i].highlighted = highlighted;
        }
        if (changed)
            slot.chart->setBars(bars);
    }
}

void DeckStatsWidget::Private::pileChanged()
{
    updating = true;
    drawsSpin->setValue(defaultDraws(currentPile()));
    atLeastSpin->setMaximum(std::max(1, drawsSpin->value()));
    atLeastSpin->setValue(1);
    rebuildKinds();
    updating = false;
    updateOdds();
}

DeckStatsWidget::DeckStatsWidget(const CardRepository &cards, QWidget *parent)
    : QWidget(parent), d(new Private(cards))
{
    d->scrollArea = new QScrollArea(this);
    d->scrollArea->setObjectName(u"deckStatsScrollArea"_s);
    d->scrollArea->setWidgetResizable(true);
    // The page reflows its charts to the width it has; it scrolls down, never sideways.
    d->scrollArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    d->scrollArea->setFrameShape(QFrame::NoFrame);
    d->scrollArea->setFocusPolicy(Qt::NoFocus); // no invisible Tab stop
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->scrollArea);

    auto *content = new ReflowingContent([this] { d->reflowCharts(); });
    content->setObjectName(u"deckStatsContent"_s);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(12, 10, 12, 12);
    contentLayout->setSpacing(8);

    d->summaryLabel = makeTextLabel(content);
    d->summaryLabel->setObjectName(u"summaryLabel"_s);
    contentLayout->addWidget(d->summaryLabel);

    // The counting charts, in a grid that reflows with the width.
    d->chartGrid = new QGridLayout;
    d->chartGrid->setHorizontalSpacing(18);
    d->chartGrid->setVerticalSpacing(12);
    d->addChart(u"typeChart"_s, tr("Cards by type"));
    d->addChart(u"backChart"_s, tr("Cards by back"));
    d->addChart(u"alignmentChart"_s, tr("Cards by alignment"));
    d->addChart(u"attributeChart"_s, tr("Cards by attribute"));
    BarChartWidget *powerChart = d->addChart(u"powerChart"_s, tr("Power"));
    powerChart->setToolTip(tr("Copies per printed Power, of the Groups and Illuminati (and any "
                              "other card that prints a Power). * is a Power set by the card's "
                              "text."));
    BarChartWidget *resistanceChart = d->addChart(u"resistanceChart"_s, tr("Resistance"));
    resistanceChart->setToolTip(tr("Copies per printed Resistance, of the Groups."));
    d->typeSlot = &d->charts[0];
    d->backSlot = &d->charts[1];
    d->alignmentSlot = &d->charts[2];
    d->attributeSlot = &d->charts[3];
    d->powerSlot = &d->charts[4];
    d->resistanceSlot = &d->charts[5];
    contentLayout->addLayout(d->chartGrid);

    // The opening hand.
    contentLayout->addSpacing(6);
    const QString openingSource = tr("The rulebook's opening hand (rulebook, Setup steps 4 and "
                                     "6): each player draws %L1 Group cards and %L2 Plot cards.")
                                      .arg(OpeningGroupDraws)
                                      .arg(OpeningPlotDraws);
    QLabel *openingHeading = makeHeading(tr("Opening hand"), content);
    openingHeading->setToolTip(openingSource);
    contentLayout->addWidget(openingHeading);
    d->openingNote = makeTextLabel(content);
    d->openingNote->setObjectName(u"openingHandNote"_s);
    d->openingNote->setToolTip(openingSource);
    contentLayout->addWidget(d->openingNote);
    d->openingTable = new QTreeWidget(content);
    d->openingTable->setObjectName(u"openingHandTable"_s);
    d->openingTable->setToolTip(openingSource);
    d->openingTable->setColumnCount(3);
    d->openingTable->setHeaderLabels({tr("Type"), tr("In pile"), tr("At least 1")});
    d->openingTable->headerItem()->setToolTip(1, tr("Cards of the type in the pile"));
    d->openingTable->headerItem()->setToolTip(
        2, tr("The chance of at least one card of the type in the opening hand"));
    d->openingTable->setRootIsDecorated(false);
    d->openingTable->setUniformRowHeights(true);
    d->openingTable->setSelectionMode(QAbstractItemView::NoSelection);
    d->openingTable->setFocusPolicy(Qt::NoFocus);
    d->openingTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    d->openingTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    d->openingTable->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    d->openingTable->header()->setStretchLastSection(false);
    d->openingTable->header()->setSectionsMovable(false);
    d->openingTable->headerItem()->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    d->openingTable->headerItem()->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    auto *openingRow = new QHBoxLayout;
    openingRow->addWidget(d->openingTable);
    openingRow->addStretch(1);
    contentLayout->addLayout(openingRow);

    // The draw-odds calculator.
    contentLayout->addSpacing(6);
    contentLayout->addWidget(makeHeading(tr("Draw odds"), content));
    d->pileCombo = new QComboBox(content);
    d->pileCombo->setObjectName(u"drawPileCombo"_s);
    d->pileCombo->addItem(pileName(DrawPile::Group), int(DrawPile::Group));
    d->pileCombo->addItem(pileName(DrawPile::Plot), int(DrawPile::Plot));
    d->kindCombo = new QComboBox(content);
    d->kindCombo->setObjectName(u"drawKindCombo"_s);
    d->kindCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->kindCombo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    d->kindCombo->setMinimumContentsLength(8);
    d->drawsSpin = new QSpinBox(content);
    d->drawsSpin->setObjectName(u"drawCountSpin"_s);
    d->drawsSpin->setRange(1, maxDraws);
    d->drawsSpin->setValue(OpeningGroupDraws);
    d->drawsSpin->setToolTip(tr("How many cards you draw from the pile."));
    d->atLeastSpin = new QSpinBox(content);
    d->atLeastSpin->setObjectName(u"drawAtLeastSpin"_s);
    d->atLeastSpin->setRange(1, OpeningGroupDraws);
    d->atLeastSpin->setValue(1);
    d->atLeastSpin->setToolTip(tr("How many cards of the kind you want among them, at least."));

    // One question per row: the pane is narrow in a small window, and the inputs must all show.
    auto *controls = new QFormLayout;
    controls->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A label too long to share the row with its field (German's are) puts the field under it,
    // rather than making the page wider than the pane.
    controls->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // Mnemonics no other visible control of the window uses (Alt+D, C and A are tabs there).
    controls->addRow(tr("Draw fro&m:"), d->pileCombo);
    // The kind names a card or a category with its copies ("Type: Organization (9)"): it takes
    // the row under its label, the pane's whole width, in any language.
    auto *kindLabel = new QLabel(tr("&Kind of card:"), content);
    kindLabel->setBuddy(d->kindCombo);
    controls->addRow(kindLabel);
    controls->addRow(d->kindCombo);
    controls->addRow(tr("Cards d&rawn:"), d->drawsSpin);
    controls->addRow(tr("&Wanted, at least:"), d->atLeastSpin);
    contentLayout->addLayout(controls);

    d->resultLabel = makeTextLabel(content);
    d->resultLabel->setObjectName(u"drawOddsResult"_s);
    contentLayout->addWidget(d->resultLabel);
    d->oddsChart = new BarChartWidget(content);
    d->oddsChart->setObjectName(u"drawOddsChart"_s);
    d->oddsChart->setToolTip(tr("Click a bar to ask for at least that many."));
    // The page's whole width: every bar keeps its label and its value.
    contentLayout->addWidget(d->oddsChart);
    contentLayout->addStretch(1);

    d->scrollArea->setWidget(content);
    d->reflowCharts();
    for (QWidget *box :
         {static_cast<QWidget *>(d->pileCombo), static_cast<QWidget *>(d->kindCombo),
          static_cast<QWidget *>(d->drawsSpin), static_cast<QWidget *>(d->atLeastSpin)})
        WheelGuard::guard(box);
    // A control reached by the keyboard (Tab, its Alt key) scrolls into view.
    connect(qApp, &QApplication::focusChanged, this, [this, content](QWidget *, QWidget *now) {
        if (!now || !content->isAncestorOf(now))
            return;
        // Once the layout has settled (a resize may be pending).
        QTimer::singleShot(0, this, [this, content, focused = QPointer<QWidget>(now)] {
            if (!focused)
                return;
            // The whole control, not only its text cursor (what ensureWidgetVisible shows).
            const QPoint centre = focused->mapTo(content, focused->rect().center());
            d->scrollArea->ensureVisible(centre.x(), centre.y(), focused->width() / 2 + 8,
                                         focused->height() / 2 + 8);
        });
    });

    connect(d->pileCombo, &QComboBox::currentIndexChanged, this, [this] { d->pileChanged(); });
    connect(d->kindCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (d->kindCombo->currentIndex() >= 0) {
            d->wantedKind[d->currentPile() == DrawPile::Group ? 0 : 1] =
                d->kindCombo->currentData(kindRole).toString();
        }
        d->updateOdds();
    });
    connect(d->drawsSpin, &QSpinBox::valueChanged, this, [this](int draws) {
        d->atLeastSpin->setMaximum(std::max(1, draws));
        d->updateOdds();
    });
    connect(d->atLeastSpin, &QSpinBox::valueChanged, this, [this] { d->updateOdds(); });
    connect(d->oddsChart, &BarChartWidget::barClicked, this,
            [this](int index) { d->atLeastSpin->setValue(index + 1); });

    setDeck(Deck());
}

DeckStatsWidget::~DeckStatsWidget()
{
    delete d;
}

void DeckStatsWidget::setDeck(const Deck &deck)
{
    d->deck = deck;
    d->known.clear();
    for (const DeckEntry &entry : std::as_const(deck.entries)) {
        if ((entry.zone == DeckZone::GroupDeck || entry.zone == DeckZone::PlotDeck) &&
            !d->known.contains(entry.cardId))
            d->known.insert(entry.cardId, d->cards.cardById(entry.cardId));
    }

    const DeckStatistics statistics = DeckStatistics::of(deck, d->cards);
    d->updateSummary(statistics);
    d->updateCharts(statistics);
    d->updateOpeningHand();
    d->updating = true;
    d->rebuildKinds();
    d->updating = false;
    d->updateOdds();
}

} // namespace inwo
