// Deck statistics and draw odds: counts in copies by type, back, alignment and attribute, the
// Power and Resistance histograms, card kinds as codes, and hypergeometric odds checked against
// counting every possible hand and against exact integer binomials.
#include "cards/cardrepository.h"
#include "decks/deckstats.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// C(n, k) exactly; n up to 60 fits in 64 bits (C(60, 30) < 1.2e17, and r * (n - i) < 7.1e18).
quint64 binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    quint64 result = 1;
    for (int i = 0; i < k; ++i)
        result = result * quint64(n - i) / quint64(i + 1); // exact: C(n, i + 1) at every step
    return result;
}

// P(X >= atLeast) as an exact ratio of integers, rounded once to double at the end.
double exactAtLeast(int population, int successes, int draws, int atLeast)
{
    quint64 hands = 0;
    for (int j = std::max(atLeast, 0); j <= std::min(successes, draws); ++j)
        hands += binomial(successes, j) * binomial(population - successes, draws - j);
    return double(hands) / double(binomial(population, draws));
}

bool closeRelative(double actual, double expected, double tolerance = 1e-12)
{
    if (expected == 0.0 || expected == 1.0)
        return actual == expected;
    return std::abs(actual - expected) <= tolerance * std::abs(expected);
}

QByteArray describe(double actual, double expected, const QByteArray &question = {})
{
    return question + "actual " + QByteArray::number(actual, 'g', 17) + ", expected " +
           QByteArray::number(expected, 'g', 17) + ", relative error " +
           QByteArray::number(std::abs(actual - expected) / std::abs(expected), 'g', 3);
}

QByteArray questionText(int population, int successes, int draws, int count)
{
    return "N=" + QByteArray::number(population) + " K=" + QByteArray::number(successes) +
           " n=" + QByteArray::number(draws) + " k=" + QByteArray::number(count) + ": ";
}

Card makeCard(const QString &id, CardType type, CardBack back)
{
    Card card;
    card.id = id;
    card.name = id.section(u'/', 1);
    card.type = type;
    card.back = back;
    return card;
}

StatValue stat(std::optional<int> value, bool variable = false)
{
    return StatValue{value, variable};
}

// Made-up cards (not the printed ones) whose facts exercise every counting rule.
QList<Card> testCards()
{
    QList<Card> cards;

    Card lead = makeCard(u"fake/lead-illuminati"_s, CardType::Illuminati, CardBack::Plot);
    lead.power = stat(9);
    lead.globalPower = stat(9);
    cards.append(lead);

    Card agent = makeCard(u"fake/agent-illuminati"_s, CardType::Illuminati, CardBack::Plot);
    agent.power = stat(8);
    agent.globalPower = stat(8);
    cards.append(agent);

    Card criminal =
        makeCard(u"fake/violent-criminal-org"_s, CardType::Organization, CardBack::Group);
    criminal.power = stat(6);
    criminal.resistance = stat(7);
    criminal.alignments = {{Alignment::Violent}, {Alignment::Criminal}};
    cards.append(criminal);

    Card personality =
        makeCard(u"fake/sometimes-liberal-personality"_s, CardType::Personality, CardBack::Group);
    personality.power = stat(4);
    personality.resistance = stat(2);
    personality.alignments = {{Alignment::Liberal, true}, {Alignment::Government}};
    personality.attributes = {{Attribute::Media}};
    cards.append(personality);

    Card oneStar = makeCard(u"fake/one-star-org"_s, CardType::Organization, CardBack::Group);
    oneStar.power = stat(1, true); // printed "1*"
    oneStar.resistance = stat(3);
    oneStar.alignments = {{Alignment::Straight}};
    oneStar.attributes = {{Attribute::Church}, {Attribute::Bank, true}};
    cards.append(oneStar);

    Card star = makeCard(u"fake/star-org"_s, CardType::Organization, CardBack::Group);
    star.power = stat(std::nullopt, true); // printed "*"
    star.resistance = stat(std::nullopt, true);
    star.alignments = {{Alignment::Corporate}};
    star.attributes = {{Attribute::Bank}};
    cards.append(star);

    Card place = makeCard(u"fake/zero-power-place"_s, CardType::Place, CardBack::Group);
    place.power = stat(0);
    place.resistance = stat(5);
    place.alignments = {{Alignment::Peaceful}};
    place.attributes = {{Attribute::Coastal}, {Attribute::Nation}};
    cards.append(place);

    cards.append(makeCard(u"fake/plain-resource"_s, CardType::Resource, CardBack::Group));

    Card poweredResource =
        makeCard(u"fake/powered-resource"_s, CardType::Resource, CardBack::Group);
    poweredResource.power = stat(2);
    cards.append(poweredResource);

    Card zap = makeCard(u"fake/zap-plot"_s, CardType::Plot, CardBack::Plot);
    zap.keywords = {Keyword::Zap};
    cards.append(zap);

    cards.append(makeCard(u"fake/goal"_s, CardType::Goal, CardBack::Plot));
    return cards;
}

// Lead 1; Group deck 13 (one unknown); Plot deck 8 (two unknown); shared zones hold more.
Deck testDeck()
{
    Deck deck;
    deck.name = u"Statistics test deck"_s;
    deck.entries = {
        {u"fake/lead-illuminati"_s, 1, DeckZone::Lead},
        {u"fake/violent-criminal-org"_s, 2, DeckZone::GroupDeck},
        {u"fake/sometimes-liberal-personality"_s, 1, DeckZone::GroupDeck},
        {u"fake/one-star-org"_s, 3, DeckZone::GroupDeck},
        {u"fake/star-org"_s, 1, DeckZone::GroupDeck},
        {u"fake/star-org"_s, 5, DeckZone::SharedGroups},
        {u"fake/zero-power-place"_s, 2, DeckZone::GroupDeck},
        {u"fake/plain-resource"_s, 2, DeckZone::GroupDeck},
        {u"fake/powered-resource"_s, 1, DeckZone::GroupDeck},
        {u"fake/also-unknown"_s, 1, DeckZone::GroupDeck},
        {u"fake/agent-illuminati"_s, 1, DeckZone::PlotDeck},
        {u"fake/zap-plot"_s, 3, DeckZone::PlotDeck},
        {u"fake/zap-plot"_s, 4, DeckZone::SharedPlots},
        {u"fake/goal"_s, 2, DeckZone::PlotDeck},
        {u"fake/not-in-repository"_s, 2, DeckZone::PlotDeck},
    };
    return deck;
}

CardKind kindOf(const QString &code)
{
    const std::optional<CardKind> kind = CardKind::fromCode(code);
    if (!kind)
        qFatal("bad kind code %s", qPrintable(code));
    return *kind;
}

} // namespace

class TestDeckStats : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{testCards()};
    Deck m_deck = testDeck();

private slots:
    void statisticsCountCopiesByTypeBackAlignmentAttribute()
    {
        const DeckStatistics statistics = DeckStatistics::of(m_deck, m_cards);
        QCOMPARE(statistics.total, 22);
        QCOMPARE(statistics.lead, 1);
        QCOMPARE(statistics.groupDeck, 13);
        QCOMPARE(statistics.plotDeck, 8);

        const QMap<CardType, int> byType{
            {CardType::Organization, 6}, {CardType::Personality, 1}, {CardType::Place, 2},
            {CardType::Resource, 3},     {CardType::Illuminati, 2},  {CardType::Plot, 3},
            {CardType::Goal, 2},
        };
        QCOMPARE(statistics.byType, byType);
        const QMap<CardBack, int> byBack{{CardBack::Group, 12}, {CardBack::Plot, 7}};
        QCOMPARE(statistics.byBack, byBack);
        // Liberal is "(Sometimes)" and still counts; a card with two alignments counts twice.
        const QMap<Alignment, int> byAlignment{
            {Alignment::Violent, 2},    {Alignment::Criminal, 2}, {Alignment::Liberal, 1},
            {Alignment::Government, 1}, {Alignment::Straight, 3}, {Alignment::Corporate, 1},
            {Alignment::Peaceful, 2},
        };
        QCOMPARE(statistics.byAlignment, byAlignment);
        // Bank: three "(Sometimes)" copies and one plain.
        const QMap<Attribute, int> byAttribute{
            {Attribute::Media, 1},   {Attribute::Church, 3}, {Attribute::Bank, 4},
            {Attribute::Coastal, 2}, {Attribute::Nation, 2},
        };
        QCOMPARE(statistics.byAttribute, byAttribute);
    }

    void sharedZonesExcluded()
    {
        Deck shared;
        shared.entries = {{u"fake/star-org"_s, 5, DeckZone::SharedGroups},
                          {u"fake/zap-plot"_s, 4, DeckZone::SharedPlots},
                          {u"fake/not-in-repository"_s, 2, DeckZone::SharedPlots}};
        const DeckStatistics statistics = DeckStatistics::of(shared, m_cards);
        QCOMPARE(statistics.total, 0);
        QCOMPARE(statistics.unknown, 0);
        QVERIFY(statistics.byType.isEmpty());
        QVERIFY(statistics.byBack.isEmpty());
        QVERIFY(statistics.byAlignment.isEmpty());
        QVERIFY(statistics.byAttribute.isEmpty());
        QCOMPARE(statistics.power.total(), 0);
        QCOMPARE(statistics.resistance.total(), 0);
        QCOMPARE(DeckStatistics::pileSize(shared, DrawPile::Group), 0);
        QCOMPARE(DeckStatistics::pileSize(shared, DrawPile::Plot), 0);
        QVERIFY(openingHandOdds(shared, m_cards).isEmpty());
    }

    void unknownCardsCounted()
    {
        const DeckStatistics statistics = DeckStatistics::of(m_deck, m_cards);
        QCOMPARE(statistics.unknown, 3);
        int typed = 0;
        for (const int copies : statistics.byType)
            typed += copies;
        QCOMPARE(typed + statistics.unknown, statistics.total);
        // Unknown cards still sit in their zone: the Plot pile is 8 cards, two of them unknown.
        QCOMPARE(DeckStatistics::pileSize(m_deck, DrawPile::Plot), 8);
    }

    void histograms()
    {
        const DeckStatistics statistics = DeckStatistics::of(m_deck, m_cards);
        // "1*" counts under 1, a bare "*" as variable; 0 is a printed Power; the plain Resource
        // prints none and is left out, the Resource with a Power is in.
        const QMap<int, int> power{{0, 2}, {1, 3}, {2, 1}, {4, 1}, {6, 2}, {8, 1}, {9, 1}};
        QCOMPARE(statistics.power.copiesByValue, power);
        QCOMPARE(statistics.power.variableCopies, 1);
        QCOMPARE(statistics.power.total(), 12);
        const QMap<int, int> resistance{{2, 1}, {3, 3}, {5, 2}, {7, 2}};
        QCOMPARE(statistics.resistance.copiesByValue, resistance);
        QCOMPARE(statistics.resistance.variableCopies, 1);
        QCOMPARE(statistics.resistance.total(), 9);
    }

    void copiesOfKindCountsOnePile_data()
    {
        QTest::addColumn<DrawPile>("pile");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("copies");
        QTest::newRow("Organizations") << DrawPile::Group << u"type:organization"_s << 6;
        QTest::newRow("a (Sometimes) alignment") << DrawPile::Group << u"alignment:liberal"_s << 1;
        QTest::newRow("a (Sometimes) attribute") << DrawPile::Group << u"attribute:bank"_s << 4;
        QTest::newRow("Zap! without the shared copies") << DrawPile::Plot << u"keyword:zap"_s << 3;
        QTest::newRow("the agent, not the lead") << DrawPile::Plot << u"type:illuminati"_s << 1;
        QTest::newRow("no Plots among the Groups") << DrawPile::Group << u"type:plot"_s << 0;
        QTest::newRow("a named card") << DrawPile::Group << u"card:fake/star-org"_s << 1;
        QTest::newRow("a named card the repository does not know")
            << DrawPile::Plot << u"card:fake/not-in-repository"_s << 2;
        QTest::newRow("a named card in the other pile")
            << DrawPile::Plot << u"card:fake/one-star-org"_s << 0;
    }

    void copiesOfKindCountsOnePile()
    {
        QFETCH(DrawPile, pile);
        QFETCH(QString, kind);
        QFETCH(int, copies);
        QCOMPARE(DeckStatistics::copiesOfKind(m_deck, m_cards, pile, kindOf(kind)), copies);
    }

    void pileSizeIsTheZone()
    {
        QCOMPARE(DeckStatistics::pileSize(m_deck, DrawPile::Group), 13);
        QCOMPARE(DeckStatistics::pileSize(m_deck, DrawPile::Plot), 8);
    }

    void drawOddsComputeFillsEveryField()
    {
        const CardKind organizations = kindOf(u"type:organization"_s);
        const DrawOdds odds =
            DrawOdds::compute(m_deck, m_cards, DrawPile::Group, organizations, 5, 2);
        QCOMPARE(odds.pile, DrawPile::Group);
        QCOMPARE(odds.kind, organizations);
        QCOMPARE(odds.draws, 5);
        QCOMPARE(odds.atLeast, 2);
        QCOMPARE(odds.population, 13);
        QCOMPARE(odds.successes, 6);
        const double expected = exactAtLeast(13, 6, 5, 2);
        QVERIFY2(closeRelative(odds.chance, expected), describe(odds.chance, expected).constData());
    }

    void chanceAtLeastMatchesEnumeration_data()
    {
        QTest::addColumn<int>("population");
        for (const int population : {0, 1, 2, 3, 5, 8, 9, 12})
            QTest::addRow("%d cards", population) << population;
    }

    // Every hand of every size from a pile whose first `successes` cards are wanted, counted; then
    // every question (draws and thresholds out of range included) compared with the count.
    void chanceAtLeastMatchesEnumeration()
    {
        QFETCH(int, population);
        for (int successes = 0; successes <= population; ++successes) {
            // hands[size][hits]: how many hands of `size` cards hold `hits` wanted ones.
            std::vector<std::vector<quint64>> hands(population + 1,
                                                    std::vector<quint64>(population + 1, 0));
            const unsigned wanted = (1u << successes) - 1u;
            for (unsigned hand = 0; hand < (1u << population); ++hand)
                ++hands[std::popcount(hand)][std::popcount(hand & wanted)];

            for (int draws = -1; draws <= population + 2; ++draws) {
                const int size = std::clamp(draws, 0, population);
                quint64 all = 0;
                for (const quint64 count : hands[size])
                    all += count;
                for (int atLeast = -1; atLeast <= population + 1; ++atLeast) {
                    quint64 enough = 0;
                    for (int hits = std::max(atLeast, 0); hits <= population; ++hits)
                        enough += hands[size][hits];
                    const double expected = double(enough) / double(all);
                    const double actual = chanceAtLeast(population, successes, draws, atLeast);
                    const QByteArray question = questionText(population, successes, draws, atLeast);
                    QVERIFY2(closeRelative(actual, expected),
                             describe(actual, expected, question).constData());

                    const double exact = atLeast >= 0 && atLeast <= population
                                             ? double(hands[size][atLeast]) / double(all)
                                             : 0.0;
                    const double exactly = chanceExactly(population, successes, draws, atLeast);
                    QVERIFY2(closeRelative(exactly, exact),
                             describe(exactly, exact, "exactly " + question).constData());
                }
            }
        }
    }

    void chanceAtLeastKnownValues_data()
    {
        QTest::addColumn<int>("population");
        QTest::addColumn<int>("successes");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("atLeast");
        QTest::addColumn<double>("expected");
        // 1 - C(16, 3) / C(20, 3) = 1 - 560 / 1140 = 29 / 57, worked by hand.
        QTest::newRow("4 in 20, 3 draws, by hand") << 20 << 4 << 3 << 1 << 29.0 / 57.0;
        QTest::newRow("4 in 20, 3 draws") << 20 << 4 << 3 << 1 << exactAtLeast(20, 4, 3, 1);
        QTest::newRow("4 in 20, 3 draws, all three") << 20 << 4 << 3 << 3 << 4.0 / 1140.0;
        QTest::newRow("10 in 45, 6 draws, at least 1")
            << 45 << 10 << 6 << 1 << exactAtLeast(45, 10, 6, 1);
        QTest::newRow("10 in 45, 6 draws, at least 3")
            << 45 << 10 << 6 << 3 << exactAtLeast(45, 10, 6, 3);
        QTest::newRow("1 in 40, 3 draws") << 40 << 1 << 3 << 1 << 3.0 / 40.0;
        QTest::newRow("30 in 60, 30 draws, at least 15")
            << 60 << 30 << 30 << 15 << exactAtLeast(60, 30, 30, 15);
        QTest::newRow("30 in 60, 30 draws, all 30")
            << 60 << 30 << 30 << 30 << 1.0 / double(binomial(60, 30));
        QTest::newRow("55 in 60, 20 draws, at least 19")
            << 60 << 55 << 20 << 19 << exactAtLeast(60, 55, 20, 19);
        QTest::newRow("55 in 60, 20 draws, every count possible is at least 15")
            << 60 << 55 << 20 << 15 << 1.0;
    }

    void chanceAtLeastKnownValues()
    {
        QFETCH(int, population);
        QFETCH(int, successes);
        QFETCH(int, draws);
        QFETCH(int, atLeast);
        QFETCH(double, expected);
        const double actual = chanceAtLeast(population, successes, draws, atLeast);
        QVERIFY2(closeRelative(actual, expected), describe(actual, expected).constData());
    }

    // Piles too large for 64-bit binomials, against Pascal's triangle in double: each entry is a
    // sum of positive numbers, so its relative error stays near row * 1.1e-16 (3e-14 for 300).
    void chanceAtLeastStaysAccurateForLargePiles()
    {
        constexpr int largest = 300;
        std::vector<std::vector<double>> pascal(largest + 1);
        for (int n = 0; n <= largest; ++n) {
            pascal[n].assign(n + 1, 1.0);
            for (int k = 1; k < n; ++k)
                pascal[n][k] = pascal[n - 1][k - 1] + pascal[n - 1][k];
        }
        const auto choose = [&pascal](int n, int k) {
            return k < 0 || k > n ? 0.0 : pascal[n][k];
        };

        struct Question
        {
            int population, successes, draws;
        };
        for (const Question q : {Question{300, 1, 6}, Question{300, 40, 6}, Question{300, 40, 150},
                                 Question{300, 150, 150}, Question{300, 299, 290},
                                 Question{250, 17, 60}, Question{200, 100, 7}}) {
            for (int atLeast = 1; atLeast <= std::min(q.successes, q.draws); ++atLeast) {
                double hands = 0.0;
                for (int j = std::min(q.successes, q.draws); j >= atLeast; --j)
                    hands +=
                        choose(q.successes, j) * choose(q.population - q.successes, q.draws - j);
                const double expected = hands / choose(q.population, q.draws);
                const double actual = chanceAtLeast(q.population, q.successes, q.draws, atLeast);
                QVERIFY2(std::abs(actual - expected) <= 1e-12 * expected,
                         describe(actual, expected,
                                  questionText(q.population, q.successes, q.draws, atLeast))
                             .constData());
            }
        }
    }

    void chanceAtLeastEdges_data()
    {
        QTest::addColumn<int>("population");
        QTest::addColumn<int>("successes");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("atLeast");
        QTest::addColumn<double>("expected");
        QTest::newRow("at least none is certain") << 20 << 0 << 0 << 0 << 1.0;
        QTest::newRow("at least a negative count is certain") << 20 << 4 << 3 << -2 << 1.0;
        QTest::newRow("at least none, even from nothing") << -5 << -1 << -1 << 0 << 1.0;
        QTest::newRow("an empty pile gives nothing") << 0 << 0 << 6 << 1 << 0.0;
        QTest::newRow("fewer wanted cards than asked for") << 20 << 2 << 10 << 3 << 0.0;
        QTest::newRow("fewer draws than asked for") << 20 << 10 << 2 << 3 << 0.0;
        QTest::newRow("no draws") << 20 << 10 << 0 << 1 << 0.0;
        QTest::newRow("negative draws are no draws") << 20 << 10 << -3 << 1 << 0.0;
        QTest::newRow("the whole pile drawn") << 10 << 3 << 10 << 3 << 1.0;
        QTest::newRow("more draws than the pile draws the pile") << 10 << 3 << 15 << 3 << 1.0;
        QTest::newRow("the whole pile still holds only 3") << 10 << 3 << 15 << 4 << 0.0;
        QTest::newRow("every card wanted") << 10 << 10 << 4 << 4 << 1.0;
        QTest::newRow("so many wanted that a hand must hold some") << 10 << 8 << 4 << 2 << 1.0;
        QTest::newRow("more wanted than the pile holds is the whole pile")
            << 10 << 12 << 2 << 2 << 1.0;
        QTest::newRow("negative successes are none") << 10 << -4 << 5 << 1 << 0.0;
        QTest::newRow("a negative pile is empty") << -10 << 3 << 3 << 1 << 0.0;
    }

    void chanceAtLeastEdges()
    {
        QFETCH(int, population);
        QFETCH(int, successes);
        QFETCH(int, draws);
        QFETCH(int, atLeast);
        QFETCH(double, expected);
        QCOMPARE(chanceAtLeast(population, successes, draws, atLeast), expected);
    }

    void chanceExactlyEdges()
    {
        QCOMPARE(chanceExactly(20, 4, 3, -1), 0.0);
        QCOMPARE(chanceExactly(20, 4, 3, 4), 0.0);
        QCOMPARE(chanceExactly(0, 0, 0, 0), 1.0);
        QCOMPARE(chanceExactly(10, 3, 15, 3), 1.0);
        QCOMPARE(chanceExactly(10, 3, 15, 2), 0.0);
        const double expected = double(binomial(16, 3)) / double(binomial(20, 3));
        QVERIFY2(closeRelative(chanceExactly(20, 4, 3, 0), expected),
                 describe(chanceExactly(20, 4, 3, 0), expected).constData());
    }

    void cardKindCodeRoundTrip_data()
    {
        QTest::addColumn<CardKind>("kind");
        QTest::addColumn<QString>("code");
        CardKind kind;
        kind.by = CardKind::By::Type;
        kind.type = CardType::Personality;
        QTest::newRow("type") << kind << u"type:personality"_s;
        kind.type = CardType::NewWorldOrder;
        QTest::newRow("type, a code unlike its name") << kind << u"type:nwo"_s;
        kind = {};
        kind.by = CardKind::By::Alignment;
        kind.alignment = Alignment::Violent;
        QTest::newRow("alignment") << kind << u"alignment:violent"_s;
        kind = {};
        kind.by = CardKind::By::Attribute;
        kind.attribute = Attribute::SubGenius;
        QTest::newRow("attribute") << kind << u"attribute:subgenius"_s;
        kind = {};
        kind.by = CardKind::By::Keyword;
        kind.keyword = Keyword::DrawNoGroupCards;
        QTest::newRow("keyword") << kind << u"keyword:draw-no-group"_s;
        kind = {};
        kind.by = CardKind::By::Card;
        kind.cardId = u"base/bill-clinton"_s;
        QTest::newRow("card") << kind << u"card:base/bill-clinton"_s;
    }

    void cardKindCodeRoundTrip()
    {
        QFETCH(CardKind, kind);
        QFETCH(QString, code);
        QCOMPARE(kind.code(), code);
        QCOMPARE(CardKind::fromCode(code), std::optional<CardKind>(kind));
        const qsizetype colon = code.indexOf(u':');
        const QString shouted = code.left(colon).toUpper() + code.mid(colon);
        QCOMPARE(CardKind::fromCode(shouted), std::optional<CardKind>(kind));
    }

    void cardKindCodeRoundTripsEveryEnumValue()
    {
        QStringList codes;
        for (const CardType type : allOf<CardType>())
            codes.append(u"type:"_s + codeOf(type));
        for (const Alignment alignment : inwoAlignments())
            codes.append(u"alignment:"_s + codeOf(alignment));
        for (const Attribute attribute : allOf<Attribute>())
            codes.append(u"attribute:"_s + codeOf(attribute));
        for (const Keyword keyword : allOf<Keyword>())
            codes.append(u"keyword:"_s + codeOf(keyword));
        QCOMPARE(codes.size(), 10 + 10 + 14 + 10);
        for (const QString &code : std::as_const(codes)) {
            const std::optional<CardKind> kind = CardKind::fromCode(code);
            QVERIFY2(kind, qPrintable(code));
            QCOMPARE(kind->code(), code);
        }
    }

    void cardKindFromCodeRejectsMalformed_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("empty") << QString();
        QTest::newRow("no word") << u"personality"_s;
        QTest::newRow("empty word") << u":personality"_s;
        QTest::newRow("empty value") << u"type:"_s;
        QTest::newRow("a word alone") << u"type"_s;
        QTest::newRow("an unknown word") << u"kind:personality"_s;
        QTest::newRow("a plural word") << u"types:personality"_s;
        QTest::newRow("an unknown type") << u"type:wizard"_s;
        QTest::newRow("an attribute asked as an alignment") << u"alignment:media"_s;
        QTest::newRow("an alignment asked as a keyword") << u"keyword:violent"_s;
        QTest::newRow("a second colon") << u"type:personality:place"_s;
        QTest::newRow("a space before the value") << u"type: personality"_s;
        QTest::newRow("an empty card id") << u"card:"_s;
        QTest::newRow("a card id with a space") << u"card:base/bill clinton"_s;
        QTest::newRow("a card id with a colon") << u"card:base:bill-clinton"_s;
    }

    void cardKindFromCodeRejectsMalformed()
    {
        QFETCH(QString, code);
        const std::optional<CardKind> kind = CardKind::fromCode(code);
        QVERIFY2(!kind, qPrintable(kind ? kind->code() : QString()));
    }

    void cardKindMatchesSometimesMarks()
    {
        const Card personality = *m_cards.cardById(u"fake/sometimes-liberal-personality"_s);
        QVERIFY(kindOf(u"alignment:liberal"_s).matches(personality));
        QVERIFY(kindOf(u"alignment:government"_s).matches(personality));
        QVERIFY(!kindOf(u"alignment:conservative"_s).matches(personality));
        QVERIFY(kindOf(u"attribute:media"_s).matches(personality));
        QVERIFY(kindOf(u"type:personality"_s).matches(personality));
        QVERIFY(!kindOf(u"type:organization"_s).matches(personality));
        QVERIFY(kindOf(u"card:fake/sometimes-liberal-personality"_s).matches(personality));
        QVERIFY(!kindOf(u"keyword:zap"_s).matches(personality));
    }

    // The opening hand is three Plot cards and six Group cards (000_42f3d193c8c5ff8e.txt, Setup
    // steps 4 and 6). The draws are written out here, not taken from the constants, so a wrong
    // constant fails this test.
    void openingHandOddsUseRulebookDraws()
    {
        struct Expected
        {
            DrawPile pile;
            CardType type;
            int draws, population, successes;
        };
        const QList<Expected> expected{
            {DrawPile::Group, CardType::Organization, 6, 13, 6},
            {DrawPile::Group, CardType::Personality, 6, 13, 1},
            {DrawPile::Group, CardType::Place, 6, 13, 2},
            {DrawPile::Group, CardType::Resource, 6, 13, 3},
            {DrawPile::Plot, CardType::Illuminati, 3, 8, 1},
            {DrawPile::Plot, CardType::Plot, 3, 8, 3},
            {DrawPile::Plot, CardType::Goal, 3, 8, 2},
        };
        const QList<DrawOdds> odds = openingHandOdds(m_deck, m_cards);
        QCOMPARE(odds.size(), expected.size());
        for (qsizetype i = 0; i < odds.size(); ++i) {
            const DrawOdds &actual = odds.at(i);
            const Expected &wanted = expected.at(i);
            QCOMPARE(actual.pile, wanted.pile);
            QCOMPARE(actual.kind.by, CardKind::By::Type);
            QCOMPARE(actual.kind.type, wanted.type);
            QCOMPARE(actual.kind, kindOf(u"type:"_s + codeOf(wanted.type)));
            QCOMPARE(actual.draws, wanted.draws);
            QCOMPARE(actual.atLeast, 1);
            QCOMPARE(actual.population, wanted.population);
            QCOMPARE(actual.successes, wanted.successes);
            const double chance =
                exactAtLeast(wanted.population, wanted.successes, wanted.draws, 1);
            QVERIFY2(closeRelative(actual.chance, chance),
                     describe(actual.chance, chance).constData());
        }
        // One Personality among 13, six drawn: 1 - C(12, 6) / C(13, 6) = 6 / 13.
        QVERIFY(closeRelative(odds.at(1).chance, 6.0 / 13.0));
        QCOMPARE(OpeningGroupDraws, 6);
        QCOMPARE(OpeningPlotDraws, 3);
    }
};

QTEST_GUILESS_MAIN(TestDeckStats)
#include "tst_deckstats.moc"
