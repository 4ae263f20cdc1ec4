#include "bundledcards.h"
#include "cardnameresolver.h"
#include "cardrepository.h"
#include "textnormalizer.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

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
    void allCardsAreOrderedByNormalisedName();
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
    Card base = inventedCard(u"Fixture Reprint"_s);
    Card german = base;
    german.set = CardSet::German;
    german.id = cardIdFor(german.set, german.name);
    const InMemoryCardRepository cards({base, german});
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

QTEST_GUILESS_MAIN(TestCardNameResolver)
#include "tst_cardnameresolver.moc"
