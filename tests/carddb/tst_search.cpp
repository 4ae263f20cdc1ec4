// The search language run against the real bundled cards: every query's result is compared with
// the same question asked of the card list in plain C++, card by card.
#include "carddatabase.h"
#include "cards/namespellings.h"
#include "cardsearch.h"
#include "common/textnormalizer.h"
#include "searchcompiler.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <functional>

using namespace Qt::StringLiterals;
using namespace inwo;

using CardPredicate = std::function<bool(const Card &)>;
Q_DECLARE_METATYPE(CardPredicate)
Q_DECLARE_METATYPE(inwo::SearchSort)
Q_DECLARE_METATYPE(inwo::SearchIndex)

namespace {

// The reference meaning of a name term, written without SQL: the words occur one after the
// other in the normalized name, the last one possibly as the start of a longer word.
bool nameHasSpelling(const QStringList &name, const QStringList &wanted, bool prefix)
{
    for (qsizetype start = 0; start + wanted.size() <= name.size(); ++start) {
        bool all = true;
        for (qsizetype i = 0; i < wanted.size() && all; ++i) {
            const QString &word = name[start + i];
            const bool last = i == wanted.size() - 1;
            all = (last && prefix) ? word.startsWith(wanted[i]) : word == wanted[i];
        }
        if (all)
            return true;
    }
    return false;
}

// ... in any of the spellings players write them in (tested on their own below).
bool nameHas(const Card &card, const QString &words, bool prefix = true)
{
    const QStringList name = TextNormalizer::words(card.name);
    const QList<QStringList> spellings = NameSpellings::of(words.split(u' '));
    return std::any_of(spellings.cbegin(), spellings.cend(), [&](const QStringList &spelling) {
        return nameHasSpelling(name, spelling, prefix);
    });
}

bool notFan(const Card &card)
{
    return card.set != CardSet::Fan;
}

// A reference predicate naming the cards a row must find and no others.
CardPredicate namedExactly(QStringList names)
{
    return [names](const Card &card) {
        return notFan(card) && names.contains(card.name);
    };
}

bool hasRequirement(const Card &card, const QString &token)
{
    return card.requirement.searchTokens().contains(token);
}

bool isType(const Card &card, CardType type)
{
    return card.type == type;
}

QStringList sortedIds(const QList<Card> &cards)
{
    QStringList ids;
    for (const Card &card : cards)
        ids.append(card.id);
    ids.sort();
    return ids;
}

QStringList namesOf(const QList<Card> &cards)
{
    QStringList names;
    for (const Card &card : cards)
        names.append(card.name);
    return names;
}

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CardDatabase m_db;
    QList<Card> m_cards; // the bundled cards, read independently of the database

    QList<Card> reference(const CardPredicate &predicate) const
    {
        QList<Card> cards;
        for (const Card &card : m_cards) {
            if (predicate(card))
                cards.append(card);
        }
        return cards;
    }

    // A search with the index of the current global data row.
    CardSearch searcher() const
    {
        QFETCH_GLOBAL(SearchIndex, index);
        CardSearch search(m_db.connection());
        search.setSearchIndex(index);
        return search;
    }

    SearchPage run(const QString &query, SearchOptions options = {})
    {
        SearchPage page;
        SearchError error;
        if (!searcher().search(query, options, &page, &error))
            qWarning("search '%s' failed: %s", qPrintable(query), qPrintable(error.message));
        return page;
    }

private slots:
    void initTestCase_data();
    void initTestCase();
    void queryFindsExactlyTheMatchingCards_data();
    void queryFindsExactlyTheMatchingCards();
    void includeFanOptionAddsFanCards();
    void sortOrdersTheWholeResult_data();
    void sortOrdersTheWholeResult();
    void pagesTileTheResultAndKeepTheTotal();
    void textSearchesImportedCardText_data();
    void textSearchesImportedCardText();
    void longLivedSearchSeesChangedCards();
    void bothPagePlansGiveTheSamePage_data();
    void bothPagePlansGiveTheSamePage();
    void userTextOnlyEverReachesTheBinds_data();
    void userTextOnlyEverReachesTheBinds();
    void badQueryReportsColumn_data();
    void badQueryReportsColumn();
    void nameSearchWithNoMatchSuggestsNearestNames_data();
    void nameSearchWithNoMatchSuggestsNearestNames();
};

void TestSearch::initTestCase_data()
{
    QTest::addColumn<SearchIndex>("index");
    QTest::newRow("names index") << SearchIndex::NamesOnly;
    QTest::newRow("facet index") << SearchIndex::NamesAndFacets;
}

void TestSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_db.open(m_dir.filePath(u"search.sqlite"_s), &error), qPrintable(error));
    const BundledDataset dataset = BundledDataset::load(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_cards = dataset.cards;
    QCOMPARE(m_cards.size(), 768);
    QCOMPARE(m_db.cardCount(), 768);

    // Migration 003 creates the facet index; every row also runs on the names-only plan.
    QCOMPARE(CardSearch(m_db.connection()).searchIndex(), SearchIndex::NamesAndFacets);
}

void TestSearch::queryFindsExactlyTheMatchingCards_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<CardPredicate>("expected");
    QTest::addColumn<QStringList>("examples"); // names that must be among the results
    QTest::addColumn<int>("count");            // -1: only compare with the reference

    auto row = [](const char *name, const QString &query, CardPredicate expected,
                  QStringList examples = {}, int count = -1) {
        QTest::newRow(name) << query << expected << examples << count;
    };

    row("empty query lists every card but fan cards", u""_s, notFan, {u"Bill Clinton"_s}, 693);
    row(
        "bare words find a hyphenated name", u"comet hail bob"_s,
        [](const Card &c) {
            return notFan(c) && nameHas(c, u"comet"_s) && nameHas(c, u"hail"_s) &&
                   nameHas(c, u"bob"_s);
        },
        {u"Comet Hail-Bob"_s}, 1);
    row(
        "hyphenated word finds the name", u"Hail-Bob"_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"hail bob"_s); }, {u"Comet Hail-Bob"_s},
        1);
    row(
        "quoted phrase with and finds the ampersand", u"\"savings and loan\""_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"savings and loan"_s, false); },
        {u"Savings & Loan Scam"_s}, 1);
    row(
        "quoted phrase with ampersand", u"\"Savings & Loan\""_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"savings and loan"_s, false); },
        {u"Savings & Loan Scam"_s}, 1);
    // Names as players write them (issue 11): undotted initials, abbreviations, accents.
    for (const auto &[query, card] : std::initializer_list<std::pair<QString, QString>>{
             {u"cia"_s, u"C.I.A."_s},
             {u"CIA"_s, u"C.I.A."_s},
             {u"fbi"_s, u"F.B.I."_s},
             {u"nsa"_s, u"N.S.A."_s},
             {u"irs"_s, u"I.R.S."_s},
             {u"N.S.A"_s, u"N.S.A."_s},
             {u"name:batf"_s, u"B.A.T.F."_s},
             {u"mi5"_s, u"MI-5"_s},
             {u"\"oil cos\""_s, u"Multinational Oil Companies"_s},
             {u"swiss bank acct."_s, u"Swiss Bank Account"_s},
             {u"fnord motor co."_s, u"Fnord Motor Company"_s},
             {u"Mind-Control"_s, u"Orbital Mind Control Lasers"_s},
             {u"Zürich"_s, u"Gnomes of Zurich"_s},
             {u"savings & loans"_s, u"Savings and Loans"_s},
         }) {
        QTest::newRow(qPrintable(u"name as written: "_s + query))
            << query << namedExactly({card}) << QStringList{card} << 1;
    }
    row("undotted initials also find names that start with the word", u"witch"_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"witch"_s); }, {u"W.I.T.C.H."_s});
    row("bare words are prefixes", u"sav loa"_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"sav"_s) && nameHas(c, u"loa"_s); },
        {u"Savings & Loan Scam"_s});
    row(
        "apostrophe is ignored", u"don't rock"_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"dont"_s) && nameHas(c, u"rock"_s); },
        {u"Don't Rock The Boat"_s}, 1);
    row("word without apostrophe", u"dont"_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"dont"_s); },
        {u"Don't Rock The Boat"_s, u"Don't Touch That Dial!"_s});
    row(
        "words in any case and order", u"BOAT rock"_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"boat"_s) && nameHas(c, u"rock"_s); },
        {u"Don't Rock The Boat"_s}, 1);
    row("name field phrase", u"name:\"church of the\""_s,
        [](const Card &c) { return notFan(c) && nameHas(c, u"church of the"_s, false); },
        {u"Church of the SubGenius 1"_s});
    row("name field and negated word", u"n:church -subgenius"_s,
        [](const Card &c) {
            return notFan(c) && nameHas(c, u"church"_s) && !nameHas(c, u"subgenius"_s);
        },
        {u"Church of Elvis"_s});
    row(
        "or between words", u"dracula or noriega"_s,
        [](const Card &c) {
            return notFan(c) && (nameHas(c, u"dracula"_s) || nameHas(c, u"noriega"_s));
        },
        {u"Count Dracula"_s, u"Manuel Noriega"_s}, 2);
    row("violent personalities", u"a:viol t:pers"_s,
        [](const Card &c) {
            return notFan(c) && c.hasAlignment(Alignment::Violent) &&
                   isType(c, CardType::Personality);
        },
        {u"Count Dracula"_s, u"Saddam Hussein"_s});
    row(
        "zap cards", u"kw:zap"_s,
        [](const Card &c) { return notFan(c) && c.hasKeyword(Keyword::Zap); },
        {u"Security Leak"_s, u"TANSTAAFL"_s}, 16);
    row("zap or freeze", u"kw:zap or kw:freeze"_s,
        [](const Card &c) {
            return notFan(c) && (c.hasKeyword(Keyword::Zap) || c.hasKeyword(Keyword::Freeze));
        },
        {u"Security Leak"_s});
    row("keyword with spaces", u"kw:\"ends turn\""_s,
        [](const Card &c) { return notFan(c) && c.hasKeyword(Keyword::EndsTurn); });
    row(
        "set fan returns only fan cards", u"set:fan"_s,
        [](const Card &c) { return c.set == CardSet::Fan; }, {u"Friend Computer"_s}, 75);
    row(
        "set fan with a type", u"set:fan t:illuminati"_s,
        [](const Card &c) { return c.set == CardSet::Fan && isType(c, CardType::Illuminati); },
        {u"Friend Computer"_s, u"Jiang Hu"_s}, 8);
    row("set fan inside or brings fan cards to all", u"set:fan or t:illuminati"_s,
        [](const Card &c) { return c.set == CardSet::Fan || isType(c, CardType::Illuminati); },
        {u"Friend Computer"_s, u"Bavarian Illuminati"_s, u"Technomagi"_s});
    row(
        "negated set fan keeps fan out", u"-set:fan t:illuminati"_s,
        [](const Card &c) { return notFan(c) && isType(c, CardType::Illuminati); },
        {u"Bavarian Illuminati"_s}, 16);
    row(
        "illuminati exclude fan by default", u"t:illuminati"_s,
        [](const Card &c) { return notFan(c) && isType(c, CardType::Illuminati); },
        {u"Bavarian Illuminati"_s, u"UFOs"_s}, 16);
    row(
        "strong illuminati", u"p>=7 t:illuminati"_s,
        [](const Card &c) {
            return notFan(c) && isType(c, CardType::Illuminati) && c.power.value &&
                   *c.power.value >= 7;
        },
        {u"Bavarian Illuminati"_s, u"Adepts of Hermes"_s}, 15);
    row("plot back that is not a plot", u"-t:plot back:plot"_s,
        [](const Card &c) {
            return notFan(c) && !isType(c, CardType::Plot) && c.back == CardBack::Plot;
        },
        {u"Bavarian Illuminati"_s, u"Car Bomb"_s});
    row("not is minus", u"not t:plot back:plot"_s, [](const Card &c) {
        return notFan(c) && !isType(c, CardType::Plot) && c.back == CardBack::Plot;
    });
    row("group back that is no group", u"back:group -t:group"_s,
        [](const Card &c) { return notFan(c) && c.back == CardBack::Group && !c.isGroup(); });
    row("parentheses and or", u"t:pers (a:viol or a:criminal)"_s,
        [](const Card &c) {
            return notFan(c) && isType(c, CardType::Personality) &&
                   (c.hasAlignment(Alignment::Violent) || c.hasAlignment(Alignment::Criminal));
        },
        {u"Manuel Noriega"_s});
    row("and binds tighter than or", u"a:viol t:pers or t:place"_s,
        [](const Card &c) {
            return notFan(c) &&
                   ((c.hasAlignment(Alignment::Violent) && isType(c, CardType::Personality)) ||
                    isType(c, CardType::Place));
        },
        {u"Count Dracula"_s});
    row("negated group of alternatives", u"(t:pers or t:place) -(a:viol or a:weird)"_s,
        [](const Card &c) {
            return notFan(c) && (isType(c, CardType::Personality) || isType(c, CardType::Place)) &&
                   !c.hasAlignment(Alignment::Violent) && !c.hasAlignment(Alignment::Weird);
        });
    row("type group", u"t:group"_s, [](const Card &c) { return notFan(c) && c.isGroup(); });
    row("alternatives in one field", u"t:org|place a:viol|crim|fanatic"_s, [](const Card &c) {
        return notFan(c) && (isType(c, CardType::Organization) || isType(c, CardType::Place)) &&
               (c.hasAlignment(Alignment::Violent) || c.hasAlignment(Alignment::Criminal) ||
                c.hasAlignment(Alignment::Fanatic));
    });
    row("alternatives of personalities", u"t:pers|place a:viol|crim"_s,
        [](const Card &c) {
            return notFan(c) && (isType(c, CardType::Personality) || isType(c, CardType::Place)) &&
                   (c.hasAlignment(Alignment::Violent) || c.hasAlignment(Alignment::Criminal));
        },
        {u"Count Dracula"_s});
    row("explicit and", u"a:weird and a:liberal"_s, [](const Card &c) {
        return notFan(c) && c.hasAlignment(Alignment::Weird) && c.hasAlignment(Alignment::Liberal);
    });
    row(
        "sometimes alignment counts", u"bill clinton a:liberal"_s,
        [](const Card &c) {
            return notFan(c) && nameHas(c, u"bill"_s) && nameHas(c, u"clinton"_s) &&
                   c.hasAlignment(Alignment::Liberal);
        },
        {u"Bill Clinton"_s}, 1);
    row("bang-equals alignment", u"a!=straight t:org"_s, [](const Card &c) {
        return notFan(c) && !c.hasAlignment(Alignment::Straight) &&
               isType(c, CardType::Organization);
    });
    row("attribute", u"attr:media"_s,
        [](const Card &c) { return notFan(c) && c.hasAttribute(Attribute::Media); });
    row("resource kind", u"kind:artifact"_s, [](const Card &c) {
        return notFan(c) && c.resourceKinds.contains(ResourceKind::Artifact);
    });
    row("requirement illuminati", u"req:illuminati"_s,
        [](const Card &c) { return notFan(c) && hasRequirement(c, u"illuminati"_s); },
        {u"Comet Hail-Bob"_s});
    row("requirement discard but not a plot discard", u"req:discard -req:plot-discard"_s,
        [](const Card &c) {
            return notFan(c) && hasRequirement(c, u"discard"_s) &&
                   !hasRequirement(c, u"plot-discard"_s);
        });
    row("requirement by attribute prefix", u"req:mag"_s,
        [](const Card &c) { return notFan(c) && hasRequirement(c, u"magic"_s); },
        {u"Plague of Demons"_s});
    row("red nwo", u"nwo:red"_s,
        [](const Card &c) { return notFan(c) && c.nwoColor == NwoColor::Red; });
    row("nwo that is not red", u"-nwo:red t:nwo"_s, [](const Card &c) {
        return notFan(c) && isType(c, CardType::NewWorldOrder) && c.nwoColor != NwoColor::Red;
    });
    row("nwo by display name", u"type:\"New World Order\" nwo:blue"_s,
        [](const Card &c) { return notFan(c) && c.nwoColor == NwoColor::Blue; });
    row("set and rarity", u"set:assassins rarity:r"_s,
        [](const Card &c) { return c.set == CardSet::Assassins && c.rarity == Rarity::R; });
    row(
        "rarity words", u"rarity:ultra"_s,
        [](const Card &c) { return notFan(c) && c.rarity == Rarity::UR; }, {}, 10);
    row(
        "limited is the base set", u"set:limited"_s,
        [](const Card &c) { return c.set == CardSet::Base; }, {u"Bill Clinton"_s}, 412);
    row(
        "german 2 by display name", u"s:\"German 2\""_s,
        [](const Card &c) { return c.set == CardSet::German2; }, {}, 22);
    row(
        "variable power", u"p:*"_s, [](const Card &c) { return notFan(c) && c.power.variable; },
        {u"Boy Sprouts"_s, u"OPEC"_s}, 4);
    row("variable power with equals", u"p=*"_s,
        [](const Card &c) { return notFan(c) && c.power.variable; }, {u"Church of Elvis"_s});
    row("variable resistance or global", u"r:* or g:*"_s, [](const Card &c) {
        return notFan(c) && (c.resistance.variable || c.globalPower.variable);
    });
    row("power without star", u"p!=* t:org"_s, [](const Card &c) {
        return notFan(c) && !c.power.variable && isType(c, CardType::Organization);
    });
    row("no power number at all", u"-p>=0"_s,
        [](const Card &c) { return notFan(c) && !c.power.value; }, {u"Car Bomb"_s, u"OPEC"_s});
    row("weak but tough", u"p<3 r>=4"_s, [](const Card &c) {
        return notFan(c) && c.power.value && *c.power.value < 3 && c.resistance.value &&
               *c.resistance.value >= 4;
    });
    row("power not four", u"power!=4 t:pers"_s, [](const Card &c) {
        return notFan(c) && isType(c, CardType::Personality) && c.power.value &&
               *c.power.value != 4;
    });
    row("no outgoing arrows", u"arrows:0 t:group"_s,
        [](const Card &c) { return notFan(c) && c.isGroup() && c.arrows == 0; });
    row("many arrows", u"arrows>=3 -t:illuminati"_s, [](const Card &c) {
        return notFan(c) && c.arrows && *c.arrows >= 3 && !isType(c, CardType::Illuminati);
    });
    row("global power on groups", u"g>0 t:group"_s, [](const Card &c) {
        return notFan(c) && c.isGroup() && c.globalPower.value && *c.globalPower.value > 0;
    });
    row("goal disaster or assassination", u"t:goal or t:disaster or t:assass"_s,
        [](const Card &c) {
            return notFan(c) && (isType(c, CardType::Goal) || isType(c, CardType::Disaster) ||
                                 isType(c, CardType::Assassination));
        },
        {u"Car Bomb"_s});
    row("word and field with negation", u"-comet t:plot set:subgenius"_s, [](const Card &c) {
        return c.set == CardSet::SubGenius && isType(c, CardType::Plot) && !nameHas(c, u"comet"_s);
    });
    // Numbers at and beyond the edges of the facet index's number tokens.
    row(
        "below a number past the token range", u"p<40 t:illuminati"_s,
        [](const Card &c) {
            return notFan(c) && isType(c, CardType::Illuminati) && c.power.value &&
                   *c.power.value < 40;
        },
        {}, 16);
    row(
        "just past the token range or zap", u"p>=31 or kw:zap"_s,
        [](const Card &c) {
            return notFan(c) &&
                   ((c.power.value && *c.power.value >= 31) || c.hasKeyword(Keyword::Zap));
        },
        {}, 16);
    row(
        "negative numbers or zap", u"p<0 or kw:zap"_s,
        [](const Card &c) {
            return notFan(c) &&
                   ((c.power.value && *c.power.value < 0) || c.hasKeyword(Keyword::Zap));
        },
        {}, 16);
    row("greater than minus one", u"r>-1 t:pers"_s, [](const Card &c) {
        return notFan(c) && isType(c, CardType::Personality) && c.resistance.value &&
               *c.resistance.value > -1;
    });
    row("greater than minus five", u"r>-5 t:pers"_s, [](const Card &c) {
        return notFan(c) && isType(c, CardType::Personality) && c.resistance.value &&
               *c.resistance.value > -5;
    });
    row("at most the top of the token range", u"g<=30 -t:illuminati"_s, [](const Card &c) {
        return notFan(c) && !isType(c, CardType::Illuminati) && c.globalPower.value &&
               *c.globalPower.value <= 30;
    });
    row("not equal outside the token range", u"arrows!=99 t:place"_s,
        [](const Card &c) { return notFan(c) && isType(c, CardType::Place) && c.arrows; });
    row("negated out-of-range number keeps the rest", u"-p>31 t:goal"_s,
        [](const Card &c) { return notFan(c) && isType(c, CardType::Goal); });
    row(
        "words or fields", u"dracula or kw:zap"_s,
        [](const Card &c) {
            return notFan(c) && (nameHas(c, u"dracula"_s) || c.hasKeyword(Keyword::Zap));
        },
        {u"Count Dracula"_s, u"Security Leak"_s}, 17);
    row("negated word among fields", u"t:illuminati -church -the"_s,
        [](const Card &c) {
            return notFan(c) && isType(c, CardType::Illuminati) && !nameHas(c, u"church"_s) &&
                   !nameHas(c, u"the"_s);
        },
        {u"UFOs"_s});
}

void TestSearch::queryFindsExactlyTheMatchingCards()
{
    QFETCH(QString, query);
    QFETCH(CardPredicate, expected);
    QFETCH(QStringList, examples);
    QFETCH(int, count);

    SearchOptions all;
    const SearchPage page = run(query, all);
    const QList<Card> wanted = reference(expected);
    QCOMPARE(sortedIds(page.cards), sortedIds(wanted));
    QCOMPARE(page.total, int(wanted.size()));
    if (count >= 0)
        QCOMPARE(page.total, count);
    QVERIFY2(!wanted.isEmpty(), "a row should find something to be worth having");
    const QStringList names = namesOf(page.cards);
    for (const QString &example : examples)
        QVERIFY2(names.contains(example), qPrintable(example));

    // A first page of 100 tells the same total.
    SearchOptions firstPage;
    firstPage.limit = 100;
    const SearchPage limited = run(query, firstPage);
    QCOMPARE(limited.total, int(wanted.size()));
    QCOMPARE(limited.cards.size(), std::min<qsizetype>(100, wanted.size()));
}

void TestSearch::includeFanOptionAddsFanCards()
{
    SearchOptions options;
    options.includeFan = true;
    const SearchPage page = run(u"t:illuminati"_s, options);
    QCOMPARE(page.total, 24);
    QVERIFY(namesOf(page.cards).contains(u"Friend Computer"_s));
    QCOMPARE(run(u""_s, options).total, 768);
}

void TestSearch::sortOrdersTheWholeResult_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<SearchSort>("sort");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("first");

    QTest::newRow("name ascending")
        << u"t:illuminati"_s << SearchSort::Name << Qt::AscendingOrder << u"Adepts of Hermes"_s;
    QTest::newRow("name descending")
        << u"t:illuminati"_s << SearchSort::Name << Qt::DescendingOrder << u"UFOs"_s;
    QTest::newRow("power descending") << u"t:illuminati"_s << SearchSort::Power
                                      << Qt::DescendingOrder << u"Bavarian Illuminati"_s;
    QTest::newRow("power ascending, ties by name")
        << u"t:illuminati"_s << SearchSort::Power << Qt::AscendingOrder << u"UFOs"_s;
    QTest::newRow("power with cards lacking it")
        << u"t:pers or t:plot"_s << SearchSort::Power << Qt::DescendingOrder << QString();
    QTest::newRow("resistance ascending")
        << u"t:group"_s << SearchSort::Resistance << Qt::AscendingOrder << QString();
    QTest::newRow("arrows descending")
        << u"t:group or t:plot"_s << SearchSort::Arrows << Qt::DescendingOrder << QString();
    QTest::newRow("global descending")
        << u"t:group"_s << SearchSort::Global << Qt::DescendingOrder << QString();
    QTest::newRow("type ascending") << u""_s << SearchSort::Type << Qt::AscendingOrder << QString();
    QTest::newRow("set descending") << u""_s << SearchSort::Set << Qt::DescendingOrder << QString();
    QTest::newRow("rarity ascending")
        << u""_s << SearchSort::Rarity << Qt::AscendingOrder << QString();
    QTest::newRow("alignments ascending")
        << u"t:group"_s << SearchSort::Alignments << Qt::AscendingOrder << QString();
    QTest::newRow("attributes descending")
        << u"t:group"_s << SearchSort::Attributes << Qt::DescendingOrder << QString();
}

void TestSearch::sortOrdersTheWholeResult()
{
    QFETCH(QString, query);
    QFETCH(SearchSort, sort);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, first);

    SearchOptions options;
    options.sort = sort;
    options.order = order;
    const SearchPage page = run(query, options);
    QVERIFY(page.cards.size() > 1);
    if (!first.isEmpty())
        QCOMPARE(page.cards.front().name, first);

    // The key each sort uses, as the card would give it; numbers lacking go last either way.
    auto key = [sort](const Card &card) -> QVariant {
        auto number = [](const StatValue &stat) -> QVariant {
            return stat.value ? QVariant(*stat.value) : QVariant();
        };
        auto tokens = [](const QStringList &codes) -> QString {
            return codes.isEmpty() ? u"|"_s : u"|"_s + codes.join(u'|') + u'|';
        };
        switch (sort) {
        case SearchSort::Name:
            return TextNormalizer::normalize(card.name);
        case SearchSort::Type:
            return codeOf(card.type);
        case SearchSort::Power:
            return number(card.power);
        case SearchSort::Global:
            return number(card.globalPower);
        case SearchSort::Resistance:
            return number(card.resistance);
        case SearchSort::Arrows:
            return card.arrows ? QVariant(*card.arrows) : QVariant();
        case SearchSort::Alignments: {
            QStringList codes;
            for (const AlignmentMark &mark : card.alignments)
                codes.append(codeOf(mark.value));
            return tokens(codes);
        }
        case SearchSort::Attributes: {
            QStringList codes;
            for (const AttributeMark &mark : card.attributes)
                codes.append(codeOf(mark.value));
            return tokens(codes);
        }
        case SearchSort::Set:
            return codeOf(card.set);
        case SearchSort::Rarity:
            return codeOf(card.rarity);
        }
        return {};
    };
    const bool descending = order == Qt::DescendingOrder;
    for (qsizetype i = 1; i < page.cards.size(); ++i) {
        const QVariant a = key(page.cards[i - 1]);
        const QVariant b = key(page.cards[i]);
        const QString where = page.cards[i - 1].name + u" before "_s + page.cards[i].name;
        if (!a.isValid()) {
            QVERIFY2(!b.isValid(), qPrintable(where + u": a missing number came first"_s));
            continue;
        }
        if (!b.isValid())
            continue;
        const QPartialOrdering cmp = QVariant::compare(a, b);
        if (cmp == QPartialOrdering::Equivalent) {
            const QString nameA = TextNormalizer::normalize(page.cards[i - 1].name);
            const QString nameB = TextNormalizer::normalize(page.cards[i].name);
            const bool namesDescend = descending && sort == SearchSort::Name;
            QVERIFY2(namesDescend ? nameA >= nameB : nameA <= nameB, qPrintable(where));
            continue;
        }
        QVERIFY2(descending ? cmp == QPartialOrdering::Greater : cmp == QPartialOrdering::Less,
                 qPrintable(where));
    }
}

void TestSearch::pagesTileTheResultAndKeepTheTotal()
{
    SearchOptions all;
    all.sort = SearchSort::Power;
    const SearchPage whole = run(u"t:group or t:plot"_s, all);
    QVERIFY(whole.total > 300);

    QStringList paged;
    SearchOptions options = all;
    options.limit = 37;
    for (options.offset = 0; options.offset < whole.total + 37; options.offset += 37) {
        const SearchPage page = run(u"t:group or t:plot"_s, options);
        QCOMPARE(page.total, whole.total);
        for (const Card &card : page.cards)
            paged.append(card.id);
    }
    QStringList wholeIds;
    for (const Card &card : whole.cards)
        wholeIds.append(card.id);
    QCOMPARE(paged, wholeIds);

    options.offset = whole.total + 500; // far past the end still counts
    const SearchPage past = run(u"t:group or t:plot"_s, options);
    QVERIFY(past.cards.isEmpty());
    QCOMPARE(past.total, whole.total);

    options.limit = 0; // no rows, only the count
    options.offset = 0;
    const SearchPage countOnly = run(u"t:group or t:plot"_s, options);
    QVERIFY(countOnly.cards.isEmpty());
    QCOMPARE(countOnly.total, whole.total);
}

void TestSearch::textSearchesImportedCardText_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("names");

    QTest::newRow("word prefix") << u"text:mirror"_s
                                 << QStringList{u"Bill Clinton"_s, u"Count Dracula"_s};
    QTest::newRow("phrase") << u"text:\"hall of mirrors\""_s << QStringList{u"Bill Clinton"_s};
    QTest::newRow("phrase words must be adjacent") << u"text:\"hall mirrors\""_s << QStringList{};
    QTest::newRow("apostrophe in text") << u"text:can't"_s << QStringList{u"Count Dracula"_s};
    QTest::newRow("errata is searched too") << u"text:pineapple"_s << QStringList{u"Car Bomb"_s};
    QTest::newRow("text with name words")
        << u"text:mirror count"_s << QStringList{u"Count Dracula"_s};
    QTest::newRow("text or text") << u"text:pineapple or text:hall"_s
                                  << QStringList{u"Bill Clinton"_s, u"Car Bomb"_s};
    QTest::newRow("text with fields")
        << u"text:mirror t:pers a:liberal"_s << QStringList{u"Bill Clinton"_s};
    QTest::newRow("text or a field") << u"text:pineapple or (t:illuminati p>=10)"_s
                                     << QStringList{u"Bavarian Illuminati"_s, u"Car Bomb"_s};
    QTest::newRow("negated text keeps cards without text")
        << u"-text:mirror t:illuminati p>=10"_s << QStringList{u"Bavarian Illuminati"_s};
}

void TestSearch::textSearchesImportedCardText()
{
    QFETCH(QString, query);
    QFETCH(QStringList, names);

    // The project's own test sentences, as a user's import would store them.
    QSqlQuery insert(m_db.connection());
    QVERIFY(insert.exec(u"DELETE FROM card_text"_s));
    const QList<std::array<QString, 3>> texts = {
        {u"base/bill-clinton"_s, u"Wanders a hall of mirrors every night."_s, u""_s},
        {u"base/count-dracula"_s, u"Mirrors can't show him."_s, u""_s},
        {u"base/car-bomb"_s, u"Loud."_s, u"Now tastes of pineapple."_s},
    };
    for (const auto &text : texts) {
        QVERIFY(insert.prepare(u"INSERT INTO card_text (card_id, text, errata, imported_at) "
                               u"VALUES (?, ?, ?, '2026-01-01')"_s));
        insert.addBindValue(text[0]);
        insert.addBindValue(text[1]);
        insert.addBindValue(text[2]);
        QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
    }

    QStringList found = namesOf(run(query).cards);
    found.sort();
    QCOMPARE(found, names);
}

void TestSearch::longLivedSearchSeesChangedCards()
{
    CardSearch search = searcher();
    SearchPage page;
    SearchError error;
    QVERIFY(search.search(u"bill clinton"_s, {}, &page, &error));
    QCOMPARE(page.cards.size(), 1);
    QCOMPARE(page.cards.front().power.value, 4);
    QVERIFY(search.search(u"bill clinton p:4"_s, {}, &page, &error));
    QCOMPARE(page.total, 1);

    // The user's database changes under the search (an import, say).
    Card changed = page.cards.front();
    changed.power.value = 9;
    QString upsertError;
    QVERIFY2(m_db.upsertCards({changed}, u"imported"_s, &upsertError), qPrintable(upsertError));
    QVERIFY(search.search(u"bill clinton"_s, {}, &page, &error));
    QCOMPARE(page.cards.size(), 1);
    QCOMPARE(page.cards.front().power.value, 9);
    QVERIFY(search.search(u"bill clinton p:4"_s, {}, &page, &error));
    QCOMPARE(page.total, 0);
    QVERIFY(search.search(u"bill clinton p:9"_s, {}, &page, &error));
    QCOMPARE(page.total, 1);

    QSqlQuery check(m_db.connection());
    if (search.searchIndex() == SearchIndex::NamesAndFacets)
        QVERIFY2(check.exec(u"INSERT INTO card_search (card_search) VALUES ('integrity-check')"_s),
                 qPrintable(check.lastError().text()));

    const Card original = *std::find_if(m_cards.cbegin(), m_cards.cend(), [](const Card &c) {
        return c.id == u"base/bill-clinton"_s;
    });
    QVERIFY2(m_db.upsertCards({original}, u"bundled"_s, &upsertError), qPrintable(upsertError));
    QVERIFY(search.search(u"bill clinton p:4"_s, {}, &page, &error));
    QCOMPARE(page.total, 1);
}

void TestSearch::bothPagePlansGiveTheSamePage_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<int>("offset");

    QTest::newRow("prefix") << u"b"_s << Qt::AscendingOrder << 0;
    QTest::newRow("prefix, second page, descending") << u"b"_s << Qt::DescendingOrder << 20;
    QTest::newRow("phrase") << u"\"of the\""_s << Qt::AscendingOrder << 0;
    QTest::newRow("fields") << u"t:group p>=4"_s << Qt::AscendingOrder << 0;
    QTest::newRow("fields, later page") << u"-t:plot back:plot"_s << Qt::DescendingOrder << 40;
    QTest::newRow("words and fields") << u"t (a:viol or kw:zap)"_s << Qt::AscendingOrder << 0;
}

void TestSearch::bothPagePlansGiveTheSamePage()
{
    QFETCH(QString, query);
    QFETCH(Qt::SortOrder, order);
    QFETCH(int, offset);

    SearchOptions options;
    options.order = order;
    options.offset = offset;
    options.limit = 25;
    CompiledSearch compiled;
    SearchError error;
    QVERIFY2(searcher().compile(query, options, &compiled, &error), qPrintable(error.message));
    QFETCH_GLOBAL(SearchIndex, index);
    const bool namesOnly = !query.contains(u':');
    if (index == SearchIndex::NamesOnly && !namesOnly) {
        QVERIFY(compiled.pageSqlFewMatches.isEmpty());
        QSKIP("without the facet index field terms read the cards table: one page plan");
    }
    QVERIFY(!compiled.pageSqlFewMatches.isEmpty());

    auto pageOf = [&](const QString &sql) {
        QStringList data;
        QSqlQuery page(m_db.connection());
        if (!page.prepare(sql))
            qWarning("%s", qPrintable(page.lastError().text()));
        for (const QVariant &bind : std::as_const(compiled.pageBinds))
            page.addBindValue(bind);
        if (!page.exec())
            qWarning("%s", qPrintable(page.lastError().text()));
        while (page.next())
            data.append(page.value(0).toString());
        return data;
    };
    const QStringList walked = pageOf(compiled.pageSql);
    QVERIFY(!walked.isEmpty());
    QCOMPARE(pageOf(compiled.pageSqlFewMatches), walked);
    const SearchPage page = run(query, options);
    QCOMPARE(walked.size(), std::min(25, page.total - offset));
    QCOMPARE(page.cards.size(), walked.size());
}

void TestSearch::userTextOnlyEverReachesTheBinds_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("hostile");

    QTest::newRow("quote and semicolon in a word") << u"x';DROP"_s << u"DROP"_s;
    QTest::newRow("injection in a phrase") << u"\"a'); DELETE FROM cards; --\""_s << u"DELETE"_s;
    QTest::newRow("injection in a name field") << u"name:\"o'neil; drop\""_s << u"neil"_s;
    QTest::newRow("injection in text") << u"text:\"x'; UPDATE cards\""_s << u"UPDATE"_s;
    QTest::newRow("little bobby tables") << u"\"Robert'); DROP TABLE cards;--\""_s << u"robert"_s;
}

void TestSearch::userTextOnlyEverReachesTheBinds()
{
    QFETCH(QString, query);
    QFETCH(QString, hostile);

    CompiledSearch compiled;
    SearchError error;
    SearchOptions options;
    options.limit = 100;
    QVERIFY2(searcher().compile(query, options, &compiled, &error), qPrintable(error.message));
    for (const QString &sql : {compiled.countSql, compiled.pageSql}) {
        QVERIFY2(!sql.contains(u'\''), qPrintable(sql));
        QVERIFY2(!sql.contains(u';'), qPrintable(sql));
        QVERIFY2(!sql.contains(hostile, Qt::CaseInsensitive), qPrintable(sql));
    }
    QCOMPARE(compiled.countSql.count(u'?'), compiled.binds.size());
    QCOMPARE(compiled.pageSql.count(u'?'), compiled.pageBinds.size());
    bool inBinds = false;
    for (const QVariant &bind : std::as_const(compiled.binds))
        inBinds = inBinds || bind.toString().contains(hostile, Qt::CaseInsensitive);
    QVERIFY2(inBinds, "the user's text should be a bound value");

    // Running it harms nothing and finds nothing.
    QCOMPARE(run(query).total, 0);
    QCOMPARE(m_db.cardCount(), 768);
}

void TestSearch::badQueryReportsColumn_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown field")
        << u"pwr:5"_s << 1 << u"unknown field 'pwr' at column 1; did you mean 'power'?"_s;
    QTest::newRow("ambiguous alignment")
        << u"t:pers a:co"_s << 10
        << u"ambiguous alignment 'co' at column 10; it could be 'corporate' or 'conservative'"_s;
    QTest::newRow("unbalanced parenthesis")
        << u"t:pers (a:viol or a:crim"_s << 8 << u"unclosed '(' at column 8; add a ')'"_s;
    QTest::newRow("not a number") << u"p>x"_s << 3
                                  << u"expected a number or '*' after 'p>' at column 3, not 'x'"_s;
}

void TestSearch::badQueryReportsColumn()
{
    QFETCH(QString, query);
    QFETCH(int, column);
    QFETCH(QString, message);

    SearchPage page;
    SearchError error;
    QVERIFY(!searcher().search(query, {}, &page, &error));
    QCOMPARE(error.message, message);
    QCOMPARE(error.column, column);
}

QTEST_MAIN(TestSearch)

#include "tst_search.moc"

void TestSearch::nameSearchWithNoMatchSuggestsNearestNames_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("suggestions"); // the first ones, in order; empty: none at all

    QTest::newRow("a misspelt word") << u"dracla"_s << QStringList{u"Count Dracula"_s};
    QTest::newRow("misspelt words") << u"count dracla"_s << QStringList{u"Count Dracula"_s};
    QTest::newRow("a word cut short and misspelt")
        << u"gnomse of zur"_s << QStringList{u"Gnomes of Zurich"_s};
    QTest::newRow("beside a field term")
        << u"t:personality dracla"_s << QStringList{u"Count Dracula"_s};
    QTest::newRow("a name inside longer words")
        << u"illuminati gnomes of zorch"_s << QStringList{u"Gnomes of Zurich"_s};
    QTest::newRow("nothing near") << u"qqxxzzvv"_s << QStringList{};
    QTest::newRow("negated words ask for nothing") << u"-dracla"_s << QStringList{};
    QTest::newRow("fields only") << u"power>40"_s << QStringList{};
    QTest::newRow("bad query") << u"pwr:3"_s << QStringList{};
}

void TestSearch::nameSearchWithNoMatchSuggestsNearestNames()
{
    QFETCH(QString, query);
    QFETCH(QStringList, suggestions);
    const QStringList found = searcher().suggestNames(query);
    // With the fan cards in, the same names (and perhaps fan ones) are offered.
    SearchOptions withFan;
    withFan.includeFan = true;
    const QStringList withFanFound = searcher().suggestNames(query, withFan);
    for (const QString &name : found)
        QVERIFY2(withFanFound.contains(name) || withFanFound.size() == 3, qPrintable(name));
    QVERIFY(found.size() <= 3);
    if (suggestions.isEmpty())
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u", "_s)));
    else
        QCOMPARE(found.mid(0, suggestions.size()), suggestions);
    // Every suggestion is itself a name the search finds.
    for (const QString &name : found)
        QVERIFY2(run(u"name:\""_s + name + u'"').total >= 1, qPrintable(name));
}
