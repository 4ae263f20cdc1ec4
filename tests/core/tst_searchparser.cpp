#include "german.h"
#include "search/searchquery.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

// The search language's parser: what each query means, and how a bad one is reported.
class TestSearchParser : public QObject
{
    Q_OBJECT

private slots:
    void queryParsesToTree_data();
    void queryParsesToTree();
    void badQueryNamesColumnAndHint_data();
    void badQueryNamesColumnAndHint();
    void fanSetIsMentionedOnlyWhenNotNegated_data();
    void fanSetIsMentionedOnlyWhenNotNegated();
    void hostileInputNeverCrashes_data();
    void hostileInputNeverCrashes();
    void fieldNamesStartWithCanonicalOnes();
    void germanReaderWritesValuesInGerman_data();
    void germanReaderWritesValuesInGerman();
    void germanReaderIsToldValuesInGerman();
};

void TestSearchParser::queryParsesToTree_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("tree");

    // Empty queries match everything (punctuation alone is an error, below).
    QTest::newRow("empty query matches all") << u""_s << u"(all)"_s;
    QTest::newRow("blank query matches all") << u"   "_s << u"(all)"_s;
    QTest::newRow("punctuation beside a word is ignored") << u"comet !!!"_s << u"name:\"comet\"*"_s;

    // Bare words and phrases: normalized name words, prefix unless quoted.
    QTest::newRow("bare word is a name prefix") << u"comet"_s << u"name:\"comet\"*"_s;
    QTest::newRow("words are lower-cased") << u"COMET"_s << u"name:\"comet\"*"_s;
    QTest::newRow("hyphenated word keeps its parts together")
        << u"Comet Hail-Bob"_s << u"(and name:\"comet\"* name:\"hail bob\"*)"_s;
    QTest::newRow("apostrophe vanishes") << u"Don't"_s << u"name:\"dont\"*"_s;
    QTest::newRow("accents vanish") << u"\u00c9ris"_s << u"name:\"eris\"*"_s;
    QTest::newRow("quoted phrase is exact and normalized")
        << u"\"Savings & Loan\""_s << u"name:\"savings and loan\""_s;
    QTest::newRow("bare ampersand is an and")
        << u"savings & loan"_s << u"(and name:\"savings\"* name:\"loan\"*)"_s;
    QTest::newRow("bare and is a no-op")
        << u"savings and loan"_s << u"(and name:\"savings\"* name:\"loan\"*)"_s;
    QTest::newRow("AND in capitals is a no-op")
        << u"savings AND loan"_s << u"(and name:\"savings\"* name:\"loan\"*)"_s;
    QTest::newRow("name field") << u"name:comet"_s << u"name:\"comet\"*"_s;
    QTest::newRow("n is name") << u"n:comet"_s << u"name:\"comet\"*"_s;
    QTest::newRow("name field with phrase") << u"name:\"comet hail\""_s << u"name:\"comet hail\""_s;
    QTest::newRow("text field prefix") << u"text:draw"_s << u"text:\"draw\"*"_s;
    QTest::newRow("text field splits like the text index")
        << u"text:don't"_s << u"text:\"don t\"*"_s;
    QTest::newRow("text field phrase") << u"text:\"Draw Two\""_s << u"text:\"draw two\""_s;

    // Enumerated fields: codes, display names, unique prefixes, aliases.
    QTest::newRow("alignment prefix and type prefix")
        << u"a:viol t:pers"_s << u"(and align:violent type:personality)"_s;
    QTest::newRow("field names ignore case") << u"A:VIOL"_s << u"align:violent"_s;
    QTest::newRow("align long name") << u"align:weird"_s << u"align:weird"_s;
    QTest::newRow("alignment spelled out") << u"alignment:Criminal"_s << u"align:criminal"_s;
    QTest::newRow("type group is the three group types")
        << u"t:group"_s << u"type:organization|personality|place"_s;
    QTest::newRow("type nwo by display name") << u"type:\"New World Order\""_s << u"type:nwo"_s;
    QTest::newRow("type illuminati") << u"t:illuminati"_s << u"type:illuminati"_s;
    QTest::newRow("back plot") << u"back:plot"_s << u"back:plot"_s;
    QTest::newRow("nwo color") << u"nwo:Red"_s << u"nwo:red"_s;
    QTest::newRow("set limited is base") << u"set:limited"_s << u"set:base"_s;
    QTest::newRow("set unlimited is base") << u"s:Unlimited"_s << u"set:base"_s;
    QTest::newRow("set german2 by code") << u"s:german2"_s << u"set:german2"_s;
    QTest::newRow("set german 2 by display name") << u"set:\"German 2\""_s << u"set:german2"_s;
    QTest::newRow("set exact code beats longer prefix") << u"set:german"_s << u"set:german"_s;
    QTest::newRow("rarity word common") << u"rarity:common"_s << u"rarity:c"_s;
    QTest::newRow("rarity words ultra rare") << u"rarity:\"ultra rare\""_s << u"rarity:ur"_s;
    QTest::newRow("rarity code in capitals") << u"rarity:U3"_s << u"rarity:u3"_s;
    QTest::newRow("rarity u is exact, not a prefix of u3") << u"rarity:u"_s << u"rarity:u"_s;
    QTest::newRow("keyword code") << u"kw:zap"_s << u"kw:zap"_s;
    QTest::newRow("keyword display name") << u"kw:Zap!"_s << u"kw:zap"_s;
    QTest::newRow("keyword with spaces") << u"kw:\"ends turn\""_s << u"kw:ends-turn"_s;
    QTest::newRow("keyword prefix") << u"kw:assass"_s << u"kw:assassination"_s;
    QTest::newRow("requirement token") << u"req:illuminati"_s << u"req:illuminati"_s;
    QTest::newRow("requirement prefix") << u"req:plot-d"_s << u"req:plot-discard"_s;
    QTest::newRow("requirement alignment") << u"req:viol"_s << u"req:violent"_s;
    QTest::newRow("attribute") << u"attr:SubGenius"_s << u"attr:subgenius"_s;
    QTest::newRow("resource kind") << u"kind:gadget"_s << u"kind:gadget"_s;
    QTest::newRow("bar separates alternatives") << u"t:pers|place"_s << u"type:personality|place"_s;
    QTest::newRow("alternatives drop repeats")
        << u"t:group|org"_s << u"type:organization|personality|place"_s;
    QTest::newRow("alternatives of colors") << u"nwo:red|blue"_s << u"nwo:red|blue"_s;

    // Numbers.
    QTest::newRow("power at least") << u"p>=7"_s << u"power>=7"_s;
    QTest::newRow("power colon is equal") << u"power:4"_s << u"power=4"_s;
    QTest::newRow("global less") << u"g<3"_s << u"global<3"_s;
    QTest::newRow("resistance not equal") << u"r!=5"_s << u"res!=5"_s;
    QTest::newRow("resistance long name") << u"resistance<=2"_s << u"res<=2"_s;
    QTest::newRow("arrows greater") << u"arrows>0"_s << u"arrows>0"_s;
    QTest::newRow("negative number") << u"p>-1"_s << u"power>-1"_s;
    QTest::newRow("variable power with colon") << u"p:*"_s << u"power=*"_s;
    QTest::newRow("variable power with equals") << u"p=*"_s << u"power=*"_s;
    QTest::newRow("not variable global") << u"g!=*"_s << u"global!=*"_s;

    // Logic.
    QTest::newRow("minus negates")
        << u"-t:plot back:plot"_s << u"(and (not type:plot) back:plot)"_s;
    QTest::newRow("not negates") << u"not t:plot back:plot"_s
                                 << u"(and (not type:plot) back:plot)"_s;
    QTest::newRow("double negation cancels") << u"--t:plot"_s << u"type:plot"_s;
    QTest::newRow("bang-equals on a field negates") << u"a!=viol"_s << u"(not align:violent)"_s;
    QTest::newRow("or between fields")
        << u"a:viol or a:peace"_s << u"(or align:violent align:peaceful)"_s;
    QTest::newRow("OR in capitals")
        << u"a:viol OR a:peace"_s << u"(or align:violent align:peaceful)"_s;
    QTest::newRow("and binds tighter than or")
        << u"a b or c"_s << u"(or (and name:\"a\"* name:\"b\"*) name:\"c\"*)"_s;
    QTest::newRow("parentheses group")
        << u"a (b or c)"_s << u"(and name:\"a\"* (or name:\"b\"* name:\"c\"*))"_s;
    QTest::newRow("nested or flattens")
        << u"(a or b) or c"_s << u"(or name:\"a\"* name:\"b\"* name:\"c\"*)"_s;
    QTest::newRow("negated group")
        << u"-(a:viol or t:plot)"_s << u"(not (or align:violent type:plot))"_s;
    QTest::newRow("redundant parentheses vanish") << u"((t:plot))"_s << u"type:plot"_s;
    QTest::newRow("value stops at closing parenthesis")
        << u"(t:plot a:viol)"_s << u"(and type:plot align:violent)"_s;
    QTest::newRow("hyphen inside a word is not a negation")
        << u"hail-bob"_s << u"name:\"hail bob\"*"_s;
}

void TestSearchParser::queryParsesToTree()
{
    QFETCH(QString, query);
    QFETCH(QString, tree);

    SearchError error;
    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, &error);
    QVERIFY2(parsed, qPrintable(error.message));
    QCOMPARE(parsed->toDebugString(), tree);
}

void TestSearchParser::badQueryNamesColumnAndHint_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown field suggests the nearest")
        << u"pwr:5"_s << 1 << u"unknown field 'pwr' at column 1; did you mean 'power'?"_s;
    // Punctuation or an emoji alone once matched every card (issue 9).
    QTest::newRow("punctuation alone looks for nothing")
        << u"!!!"_s << 1 << u"nothing to search for at column 1: '!!!' has no letters or digits"_s;
    QTest::newRow("an emoji alone looks for nothing")
        << u" \U0001f4a3 "_s << 1
        << u"nothing to search for at column 1: '\U0001f4a3' has no letters or digits"_s;
    QTest::newRow("unknown field later in the query")
        << u"t:plot typ:goal"_s << 8 << u"unknown field 'typ' at column 8; did you mean 'type'?"_s;
    QTest::newRow("unknown field with comparison")
        << u"rarty:c"_s << 1 << u"unknown field 'rarty' at column 1; did you mean 'rarity'?"_s;
    QTest::newRow("unknown negated field points at the name")
        << u"-pwr:5"_s << 2 << u"unknown field 'pwr' at column 2; did you mean 'power'?"_s;
    QTest::newRow("unknown field far from all lists them")
        << u"zzzz:1"_s << 1
        << u"unknown field 'zzzz' at column 1; the fields are name, text, type, back, align, "
           u"attr, kind, kw, req, nwo, set, rarity, power, global, res and arrows"_s;
    QTest::newRow("unknown alignment far from all lists them")
        << u"a:xyz"_s << 3
        << u"unknown alignment 'xyz' at column 3; expected one of government, corporate, "
           u"liberal, conservative, peaceful, violent, straight, weird, criminal or fanatic"_s;
    QTest::newRow("misspelt alignment suggests")
        << u"a:violnt"_s << 3
        << u"unknown alignment 'violnt' at column 3; did you mean 'violent'?"_s;
    QTest::newRow("misspelt keyword suggests")
        << u"t:plot kw:zop"_s << 11 << u"unknown keyword 'zop' at column 11; did you mean 'zap'?"_s;
    QTest::newRow("ambiguous alignment prefix names both")
        << u"a:co"_s << 3
        << u"ambiguous alignment 'co' at column 3; it could be 'corporate' or 'conservative'"_s;
    QTest::newRow("ambiguous type prefix names all")
        << u"t:p"_s << 3
        << u"ambiguous card type 'p' at column 3; it could be 'personality', 'place' or 'plot'"_s;
    QTest::newRow("ambiguous keyword prefix")
        << u"kw:draw"_s << 4
        << u"ambiguous keyword 'draw' at column 4; it could be 'draw-no-group' or "
           u"'draw-no-plot'"_s;
    QTest::newRow("unknown set lists sets and aliases")
        << u"set:qqq"_s << 5
        << u"unknown set 'qqq' at column 5; expected one of base, assassins, subgenius, virtual, "
           u"german, german2, fan, limited or unlimited"_s;
    QTest::newRow("bad alternative points at itself")
        << u"a:viol|xyzzy"_s << 8
        << u"unknown alignment 'xyzzy' at column 8; expected one of government, corporate, "
           u"liberal, conservative, peaceful, violent, straight, weird, criminal or fanatic"_s;
    QTest::newRow("empty alternative")
        << u"nwo:red|"_s << 9 << u"missing value beside '|' at column 9"_s;
    QTest::newRow("unclosed parenthesis")
        << u"(a:viol"_s << 1 << u"unclosed '(' at column 1; add a ')'"_s;
    QTest::newRow("unclosed inner parenthesis")
        << u"(t:plot (a:viol)"_s << 1 << u"unclosed '(' at column 1; add a ')'"_s;
    QTest::newRow("unmatched closing parenthesis")
        << u"a:viol)"_s << 7 << u"unmatched ')' at column 7"_s;
    QTest::newRow("empty parentheses") << u"t:plot ()"_s << 8 << u"empty parentheses at column 8"_s;
    QTest::newRow("dangling or at the end")
        << u"comet or"_s << 7 << u"'or' at column 7 needs a search term after it"_s;
    QTest::newRow("dangling or at the start")
        << u"or comet"_s << 1 << u"'or' at column 1 needs a search term before it"_s;
    QTest::newRow("or twice") << u"comet or or bob"_s << 7
                              << u"'or' at column 7 needs a search term after it"_s;
    QTest::newRow("or before closing parenthesis")
        << u"(comet OR)"_s << 8 << u"'OR' at column 8 needs a search term after it"_s;
    QTest::newRow("dangling and") << u"comet and"_s << 7
                                  << u"'and' at column 7 needs a search term after it"_s;
    QTest::newRow("dangling not") << u"not"_s << 1
                                  << u"'not' at column 1 needs a search term after it"_s;
    QTest::newRow("detached minus")
        << u"- comet"_s << 1 << u"'-' at column 1 needs a search term right after it"_s;
    QTest::newRow("minus at the end")
        << u"comet -"_s << 7 << u"'-' at column 7 needs a search term right after it"_s;
    QTest::newRow("missing value") << u"a:"_s << 1 << u"missing value after 'a:' at column 1"_s;
    QTest::newRow("missing value before parenthesis")
        << u"(t: )"_s << 2 << u"missing value after 't:' at column 2"_s;
    QTest::newRow("missing number")
        << u"t:plot p>"_s << 8 << u"missing value after 'p>' at column 8"_s;
    QTest::newRow("empty quoted value")
        << u"name:\"\""_s << 1 << u"missing value after 'name:' at column 1"_s;
    QTest::newRow("value with nothing searchable")
        << u"name:!!"_s << 6
        << u"nothing to search for after 'name:' at column 6; use letters or digits"_s;
    QTest::newRow("not a number")
        << u"p>abc"_s << 3 << u"expected a number or '*' after 'p>' at column 3, not 'abc'"_s;
    QTest::newRow("not a number after long name")
        << u"power>=seven"_s << 8
        << u"expected a number or '*' after 'power>=' at column 8, not 'seven'"_s;
    QTest::newRow("star needs equality")
        << u"p<*"_s << 3
        << u"'*' at column 3 can only follow ':', '=' or '!=' ('p:*' finds cards whose "
           u"printed value has a '*')"_s;
    QTest::newRow("arrows have no star")
        << u"arrows:*"_s << 8
        << u"'*' at column 8 does not apply to arrows; their count is always a plain number"_s;
    QTest::newRow("order comparison on a word field")
        << u"a>viol"_s << 2
        << u"'>' at column 2 does not work with 'a'; use ':' (or '!=' for \"is not\")"_s;
    QTest::newRow("unclosed quote") << u"\"comet"_s << 1 << u"unclosed quote at column 1"_s;
    QTest::newRow("unclosed quoted value")
        << u"name:\"comet"_s << 6 << u"unclosed quote at column 6"_s;
}

void TestSearchParser::badQueryNamesColumnAndHint()
{
    QFETCH(QString, query);
    QFETCH(int, column);
    QFETCH(QString, message);

    SearchError error;
    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, &error);
    QVERIFY2(!parsed, qPrintable(parsed ? parsed->toDebugString() : QString()));
    QCOMPARE(error.message, message);
    QCOMPARE(error.column, column);
}

void TestSearchParser::fanSetIsMentionedOnlyWhenNotNegated_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("mentioned");

    QTest::newRow("set fan") << u"set:fan"_s << true;
    QTest::newRow("set fan by prefix") << u"s:fa"_s << true;
    QTest::newRow("set fan inside or") << u"t:plot or s:fan"_s << true;
    QTest::newRow("set fan inside parentheses") << u"(comet s:fan)"_s << true;
    QTest::newRow("double negation is positive") << u"not -set:fan"_s << true;
    QTest::newRow("negated set fan") << u"-set:fan"_s << false;
    QTest::newRow("set not equal fan") << u"set!=fan"_s << false;
    QTest::newRow("fan under negated group") << u"not (set:fan or t:plot)"_s << false;
    QTest::newRow("other set") << u"set:base"_s << false;
    QTest::newRow("word fan is a name") << u"fan"_s << false;
    QTest::newRow("no query") << u""_s << false;
}

void TestSearchParser::fanSetIsMentionedOnlyWhenNotNegated()
{
    QFETCH(QString, query);
    QFETCH(bool, mentioned);

    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, nullptr);
    QVERIFY(parsed);
    QCOMPARE(parsed->mentionsSet(CardSet::Fan), mentioned);
}

void TestSearchParser::hostileInputNeverCrashes_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("parses");

    QTest::newRow("deep parentheses are refused")
        << QString(200, u'(') + u"x"_s + QString(200, u')') << false;
    QTest::newRow("deep negation is refused") << QString(500, u'-') + u"x"_s << false;
    QTest::newRow("long chain of words parses")
        << QStringList(QList<QString>(300, u"word"_s)).join(u' ') << true;
    QTest::newRow("sql-looking text is just words") << u"x'; DROP TABLE cards; --x"_s << true;
    QTest::newRow("sql-looking text with parenthesis") << u"x'); DROP TABLE cards; --"_s << false;
    QTest::newRow("nul and control characters") << u"a\u0000b\u0001 t:plot"_s << true;
    QTest::newRow("lone surrogate") << QString(QChar(0xd800)) << false;
    QTest::newRow("operators only") << u":=<>!="_s << false;
    QTest::newRow("field of operators") << u"p<=>=3"_s << false;
}

void TestSearchParser::hostileInputNeverCrashes()
{
    QFETCH(QString, query);
    QFETCH(bool, parses);

    SearchError error;
    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, &error);
    QCOMPARE(bool(parsed), parses);
    if (!parsed) {
        QVERIFY(error.column >= 1);
        QVERIFY(error.column <= query.size() + 1);
        QVERIFY(error.message.contains(u"at column "_s + QString::number(error.column)));
    }
}

void TestSearchParser::fieldNamesStartWithCanonicalOnes()
{
    const QStringList names = SearchQuery::fieldNames();
    QCOMPARE(names.mid(0, 4), (QStringList{u"name"_s, u"text"_s, u"type"_s, u"back"_s}));
    QVERIFY(names.contains(u"p"_s));
    QCOMPARE(SearchQuery::fieldName(SearchField::Resistance), u"res"_s);
}

QTEST_GUILESS_MAIN(TestSearchParser)

#include "tst_searchparser.moc"

void TestSearchParser::germanReaderWritesValuesInGerman_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("tree");

    QTest::newRow("alignment") << u"a:gewalttätig"_s << u"align:violent"_s;
    QTest::newRow("without the accent") << u"a:GEWALTTATIG"_s << u"align:violent"_s;
    QTest::newRow("a German prefix") << u"a:gewalt"_s << u"align:violent"_s;
    QTest::newRow("card type") << u"t:persönlichkeit"_s << u"type:personality"_s;
    QTest::newRow("a word two fields share") << u"attr:magie"_s << u"attr:magic"_s;
    QTest::newRow("the English code still works") << u"a:violent"_s << u"align:violent"_s;
}

void TestSearchParser::germanReaderWritesValuesInGerman()
{
    QFETCH(QString, query);
    QFETCH(QString, tree);
    const test::GermanTranslation german;
    QVERIFY(german.isInstalled());
    SearchError error;
    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, &error);
    QVERIFY2(parsed, qPrintable(error.message));
    QCOMPARE(parsed->toDebugString(), tree);
}

void TestSearchParser::germanReaderIsToldValuesInGerman()
{
    SearchError error;
    {
        const test::GermanTranslation german;
        QVERIFY(german.isInstalled());
        QVERIFY(!SearchQuery::parse(u"a:gewaltig"_s, &error));
        QVERIFY2(error.message.contains(u"gewalttätig"_s), qPrintable(error.message));
        QVERIFY(!SearchQuery::parse(u"a:qqq"_s, &error));
        QVERIFY2(error.message.contains(u"konservativ"_s), qPrintable(error.message));
        QVERIFY2(!error.message.contains(u"conservative"_s), qPrintable(error.message));
    }
    // Without the translation the same query is answered in the codes.
    QVERIFY(!SearchQuery::parse(u"a:qqq"_s, &error));
    QVERIFY2(error.message.contains(u"conservative"_s), qPrintable(error.message));
}
