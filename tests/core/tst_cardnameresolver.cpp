#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "common/textnormalizer.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cstdint>

using namespace Qt::StringLiterals;
using namespace inwo;

Q_DECLARE_METATYPE(inwo::NameResolution::Kind)

namespace {

// The bundled cards, read the way a test without the database reads them.
// An invented card, for repositories the test makes up.
Card inventedCard(const QString &name)
{
    Card card;
    card.name = name;
    card.set = CardSet::Fan;
    card.id = cardIdFor(card.set, name);
    return card;
}

// One invented card printed again in the German set, under the same name.
InMemoryCardRepository reprintedCards()
{
    Card base = inventedCard(u"Fixture Reprint"_s);
    Card german = base;
    german.set = CardSet::German;
    german.id = cardIdFor(german.set, german.name);
    return InMemoryCardRepository({base, german});
}

QString kindName(NameResolution::Kind kind)
{
    switch (kind) {
    case NameResolution::Kind::Exact:
        return u"exact"_s;
    case NameResolution::Kind::Normalised:
        return u"normalised"_s;
    case NameResolution::Kind::Fuzzy:
        return u"fuzzy"_s;
    case NameResolution::Kind::Ambiguous:
        return u"ambiguous"_s;
    case NameResolution::Kind::NotFound:
        break;
    }
    return u"not found"_s;
}

} // namespace

// Names as people write them, resolved to the bundled cards.
class TestCardNameResolver : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};

private slots:
    void writtenNameResolves_data();
    void writtenNameResolves();
    void everyCardNameResolvesExactlyToItself();
    void cardsSharingAComparisonKeyAreAmbiguousUnlessExact();
    void nameTwoCardsPrintIsAmbiguous();
    void twoNearlyAsCloseCardsAreAmbiguous();
    void clearlyCloserCardIsNotAmbiguous();
    void noFuzzyMatchingStopsAfterNormalisation();
    void shortNamesAreNeverGuessed();
    void shortNameIsSuggestedNeverTaken();
    void recordedNameIsExactOrNamesTheNearestCard();
    void allCardsAreOrderedByNormalisedName();
    void abbreviationEqualsItsWordOnEitherSide_data();
    void abbreviationEqualsItsWordOnEitherSide();
    void canonicalWordsWriteAbbreviationsOut();
    void keyIsTheCanonicalWordsJoined();
    void abbreviationsMakeNoTwoBundledCardsEqual();
    void everyAsciiCharacterNormalizesByTheSameRules();
    void indexedNearMissesAgreeWithAScanOfEveryCard();
    void nearMissesAmongManySimilarNamesAgreeWithAScan();
};

void TestCardNameResolver::writtenNameResolves_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<NameResolution::Kind>("kind");
    QTest::addColumn<QString>("card");         // the card's printed name; "" when none
    QTest::addColumn<double>("minConfidence"); // for the card

    using Kind = NameResolution::Kind;
    // Exact and normalised: case, punctuation, '&'/'and', '½', "The", numbers.
    QTest::newRow("as printed") << u"Savings & Loan Scam"_s << Kind::Exact
                                << u"Savings & Loan Scam"_s << 1.0;
    QTest::newRow("surrounding spaces do not matter")
        << u"  Blitzkrieg "_s << Kind::Exact << u"Blitzkrieg"_s << 1.0;
    QTest::newRow("case does not matter")
        << u"savings & LOAN scam"_s << Kind::Normalised << u"Savings & Loan Scam"_s << 1.0;
    QTest::newRow("and is an ampersand")
        << u"Savings and Loan Scam"_s << Kind::Normalised << u"Savings & Loan Scam"_s << 1.0;
    QTest::newRow("punctuation does not matter")
        << u"Dont Touch That Dial"_s << Kind::Normalised << u"Don't Touch That Dial!"_s << 1.0;
    QTest::newRow("half sign is one half")
        << u"18\u00bd-Minute Gap"_s << Kind::Normalised << u"18 1/2-Minute Gap"_s << 1.0;
    QTest::newRow("one half without the hyphen")
        << u"18 1/2 Minute Gap"_s << Kind::Normalised << u"18 1/2-Minute Gap"_s << 1.0;
    QTest::newRow("missing leading The")
        << u"Big Prawn"_s << Kind::Normalised << u"The Big Prawn"_s << 1.0;
    QTest::newRow("extra leading The")
        << u"The Pentagon"_s << Kind::Normalised << u"Pentagon"_s << 1.0;
    QTest::newRow("The written last")
        << u"Big Prawn, The"_s << Kind::Normalised << u"The Big Prawn"_s << 1.0;
    QTest::newRow("initials without dots") << u"FBI"_s << Kind::Normalised << u"F.B.I."_s << 1.0;
    QTest::newRow("number as a word")
        << u"World War Three"_s << Kind::Normalised << u"World War 3"_s << 1.0;
    QTest::newRow("number as Roman numerals")
        << u"World War III"_s << Kind::Normalised << u"World War 3"_s << 1.0;
    QTest::newRow("number as digits")
        << u"The 9 Unknown Men"_s << Kind::Normalised << u"The Nine Unknown Men"_s << 1.0;
    QTest::newRow("abbreviated title")
        << u"Rev. Ivan Stang"_s << Kind::Normalised << u"Reverend Ivan Stang"_s << 1.0;
    QTest::newRow("letter without a decomposition")
        << u"Bj\u00f8rne"_s << Kind::Normalised << u"Bjorne"_s << 1.0;
    QTest::newRow("diacritic the card does not print")
        << u"The Gnomes of Z\u00fcrich"_s << Kind::Normalised << u"Gnomes of Zurich"_s << 1.0;
    QTest::newRow("hyphen between words") << u"Orbital Mind-Control Lasers"_s << Kind::Normalised
                                          << u"Orbital Mind Control Lasers"_s << 1.0;
    // Initials however they are dotted and cased.
    QTest::newRow("initials in capitals") << u"CIA"_s << Kind::Normalised << u"C.I.A."_s << 1.0;
    QTest::newRow("initials in lower case") << u"cia"_s << Kind::Normalised << u"C.I.A."_s << 1.0;
    QTest::newRow("initials dotted in lower case")
        << u"c.i.a"_s << Kind::Normalised << u"C.I.A."_s << 1.0;
    QTest::newRow("initials without the last dot")
        << u"N.S.A"_s << Kind::Normalised << u"N.S.A."_s << 1.0;
    QTest::newRow("initials spaced") << u"I R S"_s << Kind::Normalised << u"I.R.S."_s << 1.0;
    // Abbreviations as their word.
    QTest::newRow("Cos. for Companies") << u"Multinational Oil Cos."_s << Kind::Normalised
                                        << u"Multinational Oil Companies"_s << 1.0;
    QTest::newRow("Co. for Company")
        << u"Fnord Motor Co."_s << Kind::Normalised << u"Fnord Motor Company"_s << 1.0;
    QTest::newRow("Acct. for Account")
        << u"Swiss Bank Acct."_s << Kind::Normalised << u"Swiss Bank Account"_s << 1.0;
    QTest::newRow("Assn. for Association") << u"American Autoduel Assn."_s << Kind::Normalised
                                           << u"American Autoduel Association"_s << 1.0;
    QTest::newRow("Int'l for International") << u"Int'l Cocaine Smugglers"_s << Kind::Normalised
                                             << u"International Cocaine Smugglers"_s << 1.0;
    QTest::newRow("Intl. and Org. together") << u"Intl. Weather Org."_s << Kind::Normalised
                                             << u"International Weather Organization"_s << 1.0;
    QTest::newRow("Depts. for Departments")
        << u"Local Police Depts."_s << Kind::Normalised << u"Local Police Departments"_s << 1.0;
    QTest::newRow("Admin. and an ampersand")
        << u"Food & Drug Admin."_s << Kind::Normalised << u"Food & Drug Administration"_s << 1.0;
    QTest::newRow("and for an ampersand") << u"Food and Drug Administration"_s << Kind::Normalised
                                          << u"Food & Drug Administration"_s << 1.0;
    QTest::newRow("Ave. for Avenue")
        << u"Madison Ave."_s << Kind::Normalised << u"Madison Avenue"_s << 1.0;
    QTest::newRow("Univ. for University")
        << u"Illuminati Univ."_s << Kind::Normalised << u"Illuminati University"_s << 1.0;
    QTest::newRow("Soc. for Society")
        << u"Discordian Soc."_s << Kind::Normalised << u"Discordian Society"_s << 1.0;
    QTest::newRow("abbreviation and a near miss")
        << u"Multinatonal Oil Cos."_s << Kind::Fuzzy << u"Multinational Oil Companies"_s << 0.9;

    // Fuzzy: small misspellings, initials, word order, Illuminati nicknames.
    QTest::newRow("swapped letters") << u"Blitzkreig"_s << Kind::Fuzzy << u"Blitzkrieg"_s << 0.85;
    QTest::newRow("one letter wrong")
        << u"Rosicruicians"_s << Kind::Fuzzy << u"Rosicrucians"_s << 0.9;
    QTest::newRow("plural of a singular name")
        << u"Combined Disaster"_s << Kind::Fuzzy << u"Combined Disasters"_s << 0.9;
    QTest::newRow("misspelt and the wrong case")
        << u"fiendish flouridators"_s << Kind::Fuzzy << u"Fiendish Fluoridators"_s << 0.9;
    QTest::newRow("initials of every word")
        << u"SMWNMTK"_s << Kind::Fuzzy << u"Secrets Man Was Not Meant To Know"_s << 0.8;
    QTest::newRow("initials without the small words")
        << u"CDC"_s << Kind::Fuzzy << u"Center for Disease Control"_s << 0.8;
    QTest::newRow("first word then initials")
        << u"Secrets MWNMTK"_s << Kind::Fuzzy << u"Secrets Man Was Not Meant To Know"_s << 0.8;
    QTest::newRow("words in another order")
        << u"Official Divine All-Inclusive Excuse"_s << Kind::Fuzzy
        << u"Official, all Inclusive, Divine Excuse"_s << 0.85;
    QTest::newRow("Illuminati by a short name")
        << u"Discordia"_s << Kind::Fuzzy << u"Discordian Society"_s << 0.7;

    // Ambiguous and not found.
    QTest::newRow("four cards share the name")
        << u"Church of the SubGenius"_s << Kind::Ambiguous << QString() << 0.9;
    QTest::newRow("empty") << QString() << Kind::NotFound << QString() << 0.0;
    QTest::newRow("punctuation only") << u"!!!"_s << Kind::NotFound << QString() << 0.0;
    QTest::newRow("a heading") << u"Strategy"_s << Kind::NotFound << QString() << 0.0;
    QTest::newRow("too far from any card")
        << u"Blitzkrg Attack Plan"_s << Kind::NotFound << QString() << 0.0;
}

void TestCardNameResolver::writtenNameResolves()
{
    QFETCH(QString, written);
    QFETCH(NameResolution::Kind, kind);
    QFETCH(QString, card);
    QFETCH(double, minConfidence);

    const NameResolution resolution = m_resolver.resolve(written);
    QCOMPARE(kindName(resolution.kind), kindName(kind));
    if (!card.isEmpty())
        QCOMPARE(resolution.card().name, card);
    if (kind == NameResolution::Kind::Ambiguous)
        QVERIFY(resolution.candidates.size() >= 2);
    if (kind == NameResolution::Kind::NotFound)
        QVERIFY(resolution.candidates.isEmpty());
    QVERIFY2(resolution.confidence >= minConfidence,
             qPrintable(QString::number(resolution.confidence)));
    if (kind == NameResolution::Kind::Fuzzy)
        QVERIFY(resolution.confidence < 1.0);
}

void TestCardNameResolver::everyCardNameResolvesExactlyToItself()
{
    for (const Card &card : m_cards.cards()) {
        const NameResolution resolution = m_resolver.resolve(card.name);
        QVERIFY2(resolution.kind == NameResolution::Kind::Exact, qPrintable(card.name));
        QCOMPARE(resolution.candidates.size(), 1);
        QCOMPARE(resolution.card().id, card.id);
    }
}

// A name written in another case finds its card; only where two cards compare equal once
// normalised (German "USA" and German 2 "U.S.A.") is it ambiguous, and then lists both.
void TestCardNameResolver::cardsSharingAComparisonKeyAreAmbiguousUnlessExact()
{
    QHash<QString, QStringList> owners;
    for (const Card &card : m_cards.cards()) {
        const QString key = CardNameResolver::keyOf(card.name);
        QVERIFY2(!key.isEmpty(), qPrintable(card.name));
        owners[key].append(card.id);
    }
    int shared = 0;
    for (const Card &card : m_cards.cards()) {
        const QStringList &sameKey = owners.value(CardNameResolver::keyOf(card.name));
        const NameResolution lower = m_resolver.resolve(card.name.toLower());
        if (sameKey.size() == 1) {
            QVERIFY2(lower.isResolved(), qPrintable(card.name));
            QCOMPARE(lower.card().id, card.id);
            continue;
        }
        ++shared;
        QCOMPARE(kindName(lower.kind), kindName(NameResolution::Kind::Ambiguous));
        QCOMPARE(lower.candidates.size(), sameKey.size());
    }
    QCOMPARE(shared, 2); // USA and U.S.A.
}

// A reprint in another set prints the same name: the resolver does not pick one.
void TestCardNameResolver::nameTwoCardsPrintIsAmbiguous()
{
    const InMemoryCardRepository cards = reprintedCards();
    const CardNameResolver resolver(cards);
    for (const QString &written : {u"Fixture Reprint"_s, u"fixture reprint"_s}) {
        const NameResolution resolution = resolver.resolve(written);
        QCOMPARE(kindName(resolution.kind), kindName(NameResolution::Kind::Ambiguous));
        QCOMPARE(resolution.candidates.size(), 2);
    }
}

void TestCardNameResolver::twoNearlyAsCloseCardsAreAmbiguous()
{
    const InMemoryCardRepository cards({inventedCard(u"Fixture Harbour Gadget"_s),
                                        inventedCard(u"Fixture Harbour Gidget"_s),
                                        inventedCard(u"Fixture Lighthouse"_s)});
    const CardNameResolver resolver(cards);
    const NameResolution resolution = resolver.resolve(u"Fixture Harbour Gudget"_s);
    QCOMPARE(kindName(resolution.kind), kindName(NameResolution::Kind::Ambiguous));
    QCOMPARE(resolution.candidates.size(), 2);
    QVERIFY(!resolution.isResolved());
}

void TestCardNameResolver::clearlyCloserCardIsNotAmbiguous()
{
    const InMemoryCardRepository cards(
        {inventedCard(u"Fixture Harbour Gadget"_s), inventedCard(u"Fixture Harbour Gidgets"_s)});
    const CardNameResolver resolver(cards);
    const NameResolution resolution = resolver.resolve(u"Fixture Harbor Gadget"_s);
    QCOMPARE(kindName(resolution.kind), kindName(NameResolution::Kind::Fuzzy));
    QCOMPARE(resolution.card().name, u"Fixture Harbour Gadget"_s);
}

void TestCardNameResolver::noFuzzyMatchingStopsAfterNormalisation()
{
    QCOMPARE(
        kindName(m_resolver.resolve(u"Blitzkreig"_s, CardNameResolver::Matching::NoFuzzy).kind),
        kindName(NameResolution::Kind::NotFound));
    QCOMPARE(
        kindName(m_resolver.resolve(u"blitzkrieg"_s, CardNameResolver::Matching::NoFuzzy).kind),
        kindName(NameResolution::Kind::Normalised));
}

// A five-letter near miss is as likely another word: "Hoaks" is not guessed to be "Hoax!".
void TestCardNameResolver::shortNamesAreNeverGuessed()
{
    QCOMPARE(kindName(m_resolver.resolve(u"Hoaks"_s).kind),
             kindName(NameResolution::Kind::NotFound));
    QCOMPARE(kindName(m_resolver.resolve(u"Hoax"_s).kind),
             kindName(NameResolution::Kind::Normalised));
}

// A name too short for a near miss still gets a suggestion one edit away: a position file that
// writes "The Mafai" is told of The Mafia, but no deck line is read as it.
void TestCardNameResolver::shortNameIsSuggestedNeverTaken()
{
    QCOMPARE(kindName(m_resolver.resolve(u"The Mafai"_s).kind),
             kindName(NameResolution::Kind::NotFound));
    QVERIFY(m_resolver.nearMisses(u"The Mafai"_s).candidates.isEmpty());
    const NameResolution suggested = m_resolver.suggestionsFor(u"The Mafai"_s);
    QVERIFY(!suggested.candidates.isEmpty());
    QCOMPARE(suggested.card().name, u"The Mafia"_s);
    // A long name is suggested as its near miss.
    QCOMPARE(m_resolver.suggestionsFor(u"Terorist Nuke"_s).card().name, u"Terrorist Nuke"_s);
    // Three letters are too few to suggest anything.
    QVERIFY(m_resolver.suggestionsFor(u"Cai"_s).candidates.isEmpty());
}

// What a position or a timeline says of the names it writes.
void TestCardNameResolver::recordedNameIsExactOrNamesTheNearestCard()
{
    QString error;
    const std::optional<Card> normalised = m_resolver.resolveRecorded(u"the mafia"_s, &error);
    QVERIFY(normalised);
    QCOMPARE(normalised->name, u"The Mafia"_s);
    QVERIFY(!m_resolver.resolveRecorded(u"Terorist Nuke"_s, &error));
    QCOMPARE(error, u"no card named 'Terorist Nuke' (did you mean 'Terrorist Nuke'?)"_s);
    QVERIFY(!m_resolver.resolveRecorded(u"Illuminated Hamsters"_s, &error));
    QCOMPARE(error, u"no card named 'Illuminated Hamsters'"_s);

    const InMemoryCardRepository cards = reprintedCards();
    const CardNameResolver resolver(cards);
    QVERIFY(!resolver.resolveRecorded(u"Fixture Reprint"_s, &error));
    QVERIFY2(error.startsWith(u"'Fixture Reprint' names more than one card: "_s),
             qPrintable(error));
    QVERIFY2(error.contains(u"'Fixture Reprint' (%1)"_s.arg(cards.cards().at(0).id)),
             qPrintable(error));
    QVERIFY2(error.contains(u"'Fixture Reprint' (%1)"_s.arg(cards.cards().at(1).id)),
             qPrintable(error));
}

void TestCardNameResolver::allCardsAreOrderedByNormalisedName()
{
    const InMemoryCardRepository cards({inventedCard(u"Zebra Fixture"_s),
                                        inventedCard(u"\u00c9clair Fixture"_s),
                                        inventedCard(u"alpha fixture"_s)});
    const QList<Card> all = cards.allCards();
    QCOMPARE(all.size(), 3);
    QCOMPARE(all.at(0).name, u"alpha fixture"_s);
    QCOMPARE(all.at(1).name, u"\u00c9clair Fixture"_s);
    QCOMPARE(all.at(2).name, u"Zebra Fixture"_s);
    QCOMPARE(m_cards.allCards().size(), m_cards.cards().size());
}

// The name printed with an abbreviation and written out, or the other way round.
void TestCardNameResolver::abbreviationEqualsItsWordOnEitherSide_data()
{
    QTest::addColumn<QString>("printed");
    QTest::addColumn<QString>("written");
    QTest::newRow("Corp.") << u"Fixture Holding Corp."_s << u"Fixture Holding Corporation"_s;
    QTest::newRow("Corporation") << u"Fixture Holding Corporation"_s << u"Fixture Holding Corp"_s;
    QTest::newRow("Inc.") << u"Fixture Widgets, Inc."_s << u"Fixture Widgets Incorporated"_s;
    QTest::newRow("Ltd.") << u"Fixture Mining Limited"_s << u"Fixture Mining Ltd."_s;
    QTest::newRow("Bros.") << u"Fixture Brothers"_s << u"Fixture Bros."_s;
    QTest::newRow("Govt.") << u"Fixture Govt. Grant"_s << u"Fixture Government Grant"_s;
    QTest::newRow("Gov't") << u"Fixture Government Grant"_s << u"Fixture Gov't Grant"_s;
    QTest::newRow("Natl.") << u"Fixture National Guard"_s << u"Fixture Natl. Guard"_s;
    QTest::newRow("Dept.") << u"Fixture Dept. of Mysteries"_s
                           << u"Fixture Department of Mysteries"_s;
    QTest::newRow("Co. and &") << u"Fixture & Co."_s << u"Fixture and Company"_s;
}

void TestCardNameResolver::abbreviationEqualsItsWordOnEitherSide()
{
    QFETCH(QString, printed);
    QFETCH(QString, written);
    const InMemoryCardRepository cards(
        {inventedCard(printed), inventedCard(u"Fixture Lighthouse"_s)});
    const CardNameResolver resolver(cards);
    const NameResolution resolution = resolver.resolve(written);
    QCOMPARE(kindName(resolution.kind), kindName(NameResolution::Kind::Normalised));
    QCOMPARE(resolution.card().name, printed);
    QCOMPARE(CardNameResolver::keyOf(written), CardNameResolver::keyOf(printed));
}

// The words search and the resolver compare by, from the one table.
void TestCardNameResolver::canonicalWordsWriteAbbreviationsOut()
{
    QCOMPARE(CardNameResolver::canonicalWords(u"Multinational Oil Cos."),
             QStringList({u"multinational"_s, u"oil"_s, u"companies"_s}));
    QCOMPARE(CardNameResolver::canonicalWords(u"The Gnomes of Z\u00fcrich"),
             QStringList({u"gnomes"_s, u"of"_s, u"zurich"_s}));
    QCOMPARE(CardNameResolver::canonicalWords(u"Big Prawn, The"),
             QStringList({u"big"_s, u"prawn"_s}));
    QCOMPARE(
        CardNameResolver::canonicalWords(u"Swiss Bank Acct. & World War Three"),
        QStringList({u"swiss"_s, u"bank"_s, u"account"_s, u"and"_s, u"world"_s, u"war"_s, u"3"_s}));
    QCOMPARE(TextNormalizer::canonicalWord(u"corp"_s), u"corporation"_s);
    QCOMPARE(TextNormalizer::canonicalWord(u"zurich"_s), u"zurich"_s);
}

// keyOf() reads the words in place; it must give what joining canonicalWords() gives, for every
// card name and for text that tests its edges (a lone "The", "The" last, accents, fractions,
// '&', Roman numerals, abbreviations, empty and punctuation-only text).
void TestCardNameResolver::keyIsTheCanonicalWordsJoined()
{
    QStringList names{u""_s,
                      u"   "_s,
                      u"..."_s,
                      u"The"_s,
                      u"the the"_s,
                      u"The The"_s,
                      u"Big Prawn, The"_s,
                      u"Prawn,the "_s,
                      u"The, The"_s,
                      u"18\u00bd-Minute Gap"_s,
                      u"Bj\u00f8rne & Co."_s,
                      u"World War III"_s,
                      u"Swiss Bank Acct. & Cos"_s,
                      u"\u00c9ris \u2013 Disc\u00f6rdia"_s,
                      u"St. Mt. Dr.  Intl"_s,
                      u"co cos corp"_s,
                      u"&&"_s,
                      u"Stra\u00dfe \u0141\u00f3d\u017a"_s};
    for (const Card &card : m_cards.cards())
        names.append(card.name);
    for (const QString &name : std::as_const(names))
        QCOMPARE(CardNameResolver::keyOf(name),
                 CardNameResolver::canonicalWords(name).join(QString()));
}

// Writing abbreviations out on both sides must not make two bundled cards compare equal: only
// the two that always did (German "USA" and German 2 "U.S.A.") share a key.
void TestCardNameResolver::abbreviationsMakeNoTwoBundledCardsEqual()
{
    QHash<QString, QStringList> owners;
    for (const Card &card : m_cards.cards())
        owners[CardNameResolver::keyOf(card.name)].append(card.name);
    QStringList shared;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1)
            shared.append(it.value().join(u" = "_s));
    }
    QCOMPARE(shared, QStringList({u"USA = U.S.A."_s}));
}

// Text in ASCII is normalized without Unicode decomposition: each of its characters must still
// follow the rules every character follows (letters and digits kept in lower case, apostrophes
// dropped, '&' as "and", anything else between words).
void TestCardNameResolver::everyAsciiCharacterNormalizesByTheSameRules()
{
    for (char16_t code = 0; code < 0x80; ++code) {
        const QChar c(code);
        QString expected;
        if (c.isLetterOrNumber())
            expected = u"a"_s + c.toLower() + u"b"_s;
        else if (c == u'\'' || c == u'`')
            expected = u"ab"_s;
        else if (c == u'&')
            expected = u"a and b"_s;
        else
            expected = u"a b"_s;
        const QString text = u"a"_s + c + u"b"_s;
        QCOMPARE(TextNormalizer::normalize(text), expected);
        // The same character beside one that is not ASCII, read the Unicode way.
        QCOMPARE(TextNormalizer::normalize(QString(text + u"\u00e9"_s)),
                 QString(expected + u"e"_s));
    }
}

namespace {

// Misspellings of `name` made by a fixed-seed generator: letters dropped, doubled, changed and
// swapped, one to four edits each, so some are near misses, some too far, some between cards.
QStringList misspellingsOf(const QString &name, std::uint32_t seed, int count)
{
    std::uint32_t state = seed * 2654435761u + 1u;
    auto below = [&](qsizetype n) {
        state = state * 1664525u + 1013904223u;
        return qsizetype((state >> 8) % std::uint32_t(std::max<qsizetype>(n, 1)));
    };
    static const QString letters = u"abcdefghijklmnopqrstuvwxyz"_s;
    QStringList out;
    for (int i = 0; i < count; ++i) {
        QString text = name;
        const int edits = 1 + int(below(4));
        for (int e = 0; e < edits && text.size() > 2; ++e) {
            const qsizetype at = below(text.size() - 1);
            switch (below(4)) {
            case 0:
                text.remove(at, 1);
                break;
            case 1:
                text.insert(at, letters.at(below(letters.size())));
                break;
            case 2:
                text[at] = letters.at(below(letters.size()));
                break;
            default:
                std::swap(text[at], text[at + 1]);
            }
        }
        out.append(text);
    }
    return out;
}

QString describe(const NameResolution &resolution)
{
    QStringList names;
    for (const Card &card : resolution.candidates)
        names.append(card.id);
    return u"%1 %2 [%3]"_s.arg(kindName(resolution.kind))
        .arg(resolution.confidence)
        .arg(names.join(u", "_s));
}

} // namespace

// The index finds exactly what comparing with every card finds: the same cards in the same
// order, the same kind and confidence, for misspellings of every bundled card (near misses,
// misses too far off, and names between two cards).
void TestCardNameResolver::indexedNearMissesAgreeWithAScanOfEveryCard()
{
    QHash<QString, int> kinds;
    int compared = 0;
    std::uint32_t seed = 1;
    QStringList written;
    for (const Card &card : m_cards.cards())
        written += misspellingsOf(card.name, seed++, 6);
    // Between cards that differ by a letter or a number, which must be ambiguous.
    written += {u"Church of the SubGenius 5"_s, u"Church of the SubGenius"_s, u"Fnord Motor Co"_s,
                u"Lets Get Reallly Organized"_s, u"Lets Get Organised"_s};
    for (const QString &name : std::as_const(written)) {
        const NameResolution indexed = m_resolver.nearMisses(name);
        const NameResolution scanned = m_resolver.nearMissesByScan(name);
        QVERIFY2(
            describe(indexed) == describe(scanned),
            qPrintable(u"%1: %2, by scan %3"_s.arg(name, describe(indexed), describe(scanned))));
        ++kinds[kindName(indexed.kind)];
        ++compared;
    }
    // Every kind of answer was compared, not only misses.
    QVERIFY2(kinds.value(u"fuzzy"_s) > 1000, qPrintable(QString::number(kinds.value(u"fuzzy"_s))));
    QVERIFY(kinds.value(u"ambiguous"_s) > 10);
    QVERIFY(kinds.value(u"not found"_s) > 100);
    QCOMPARE(compared, int(m_cards.cards().size()) * 6 + 5);
}

// Many names that differ only in a made-up last word, as in a large custom database: the index
// must still find every one of them that a scan finds.
void TestCardNameResolver::nearMissesAmongManySimilarNamesAgreeWithAScan()
{
    QList<Card> cards;
    const QStringList bases{u"Fixture Harbour Gadget"_s, u"Fixture Lighthouse"_s,
                            u"Orbital Fixture Lasers"_s, u"Fixture Swiss Account"_s};
    const QStringList suffixes{u""_s,     u"Ka"_s,   u"Kalo"_s, u"Kalomi"_s, u"Lo"_s,
                               u"Mi"_s,   u"Nura"_s, u"Se"_s,   u"Tivo"_s,   u"Bade"_s,
                               u"Fi"_s,   u"Go"_s,   u"Haj"_s,  u"Ku"_s,     u"Pezo"_s,
                               u"Ruwa"_s, u"Ye"_s,   u"Xi"_s,   u"Quca"_s,   u"Gu"_s};
    for (const QString &base : bases) {
        for (const QString &suffix : suffixes)
            cards.append(inventedCard(suffix.isEmpty() ? base : base + u' ' + suffix));
    }
    const InMemoryCardRepository repository(cards);
    const CardNameResolver resolver(repository);
    int found = 0;
    std::uint32_t seed = 7;
    for (const Card &card : std::as_const(cards)) {
        for (const QString &name : misspellingsOf(card.name, seed++, 8)) {
            const NameResolution indexed = resolver.nearMisses(name);
            const NameResolution scanned = resolver.nearMissesByScan(name);
            QVERIFY2(describe(indexed) == describe(scanned),
                     qPrintable(
                         u"%1: %2, by scan %3"_s.arg(name, describe(indexed), describe(scanned))));
            found += indexed.candidates.size();
        }
    }
    QVERIFY(found > 500);
}

QTEST_GUILESS_MAIN(TestCardNameResolver)
#include "tst_cardnameresolver.moc"
