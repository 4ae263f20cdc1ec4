// Deck files: LackeyCCG .dek read and written, plain-text lists as people paste them and as the
// program writes them, CSV export. Fixtures are in tests/fixtures/decks (written for the tests).
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "decks/csvdeckformat.h"
#include "decks/deckfileio.h"
#include "decks/deckimport.h"
#include "decks/formatwords.h"
#include "decks/lackeydeckformat.h"
#include "decks/textdeckformat.h"
#include "fixtures.h"
#include "forumlist.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

#include <functional>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

int copies(const Deck &deck, const QString &cardId, DeckZone zone)
{
    int total = 0;
    for (const DeckEntry &entry : deck.entries) {
        if (entry.cardId == cardId && entry.zone == zone)
            total += entry.quantity;
    }
    return total;
}

int totalCopies(const Deck &deck)
{
    int total = 0;
    for (const DeckEntry &entry : deck.entries)
        total += entry.quantity;
    return total;
}

bool isWellFormedXml(const QByteArray &bytes)
{
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd())
        xml.readNext();
    return !xml.hasError();
}

// The report line whose text, trimmed, is `text`.
DeckImportLine lineWithText(const DeckImportReport &report, const QString &text)
{
    for (const DeckImportLine &line : report.lines) {
        if (line.text.trimmed() == text)
            return line;
    }
    qWarning("no report line reads \"%s\"", qPrintable(text));
    return {};
}

} // namespace

class TestDeckFiles : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};

    DeckImportResult readText(const QString &text)
    {
        return TextDeckFormat::read(text, u"pasted.txt"_s, m_resolver);
    }
    // A deck touching every zone, with quantities, a lead group, an agent and notes.
    static Deck sampleDeck();

private slots:
    // .dek
    void automaticZoneLeadsWithTheFirstIlluminatiOnly();
    void dekWithBareAmpersandReadsEveryCard();
    void dekSuperzonesBecomeZonesAndCopiesBecomeQuantities();
    void dekSharedZonesOfOneBigDeckAreRead();
    void dekNameComesFromTheFileName();
    void deckNameFromATitleLineLosesItsDecoration_data();
    void forumMarkupAroundHeadersAndCardsIsRead();
    void deckNameFromATitleLineLosesItsDecoration();
    void deckNameFromAForumPostLosesItsReplyPrefixes_data();
    void deckNameFromAForumPostLosesItsReplyPrefixes();
    void dekRoundTripReadsBackIdentical();
    void dekWithEveryCardReadsBackIdentical();
    void dekWriterWritesWellFormedXml();
    void dekWriterWritesOneCardElementPerCopy();
    void malformedDekNamesFileAndLine();
    void fileThatIsNotADeckIsAnError();
    void unknownCardInDekIsReportedNotTaken();
    void reprintInDekIsTakenFromTheSetItNames();
    void bareAmpersandsAreEscapedAndEntitiesKept_data();
    void bareAmpersandsAreEscapedAndEntitiesKept();

    // plain text
    void cardLineReads_data();
    void cardLineReads();
    void writeUpReportsEveryLine();
    void writeUpNamesTheDeckAndAuthor();
    void firstIlluminatiLeadsAndFurtherOnesAreAgents();
    void groupBackGoesToGroupDeckAndPlotBackToPlotDeck();
    void leadHeaderPutsTheLeadGroupInLead();
    void proseLinesAreIgnoredNotGuessed();
    void cardLineEndingInAFullStopIsACardLine();
    void proseInsideAListDoesNotEndItWhileCardLinesFollow_data();
    void proseInsideAListDoesNotEndItWhileCardLinesFollow();
    void cardShapedLineNamingNoCardIsAnError();
    void ambiguousLineIsReportedAndNotTaken();
    void nearMissIsTakenWithItsConfidence();
    void cardNamedInCommentaryAfterTheListIsNotCounted();
    void listWithoutHeadersIsOneList();
    void wrappedCardNameIsJoinedWithTheNextLine();
    void everyCardNameReadsBackFromItsOwnLine();
    void textRoundTripReadsBackIdentical();
    void oneBigDeckTextRoundTripKeepsSharedZones();
    void hostileTextNeverCrashes_data();
    void hostileTextNeverCrashes();
    void forumListWrittenTheShortWayKeepsEveryCard();

    // CSV
    void csvExportHasOneRowPerEntry();
    void csvFieldsWithCommasAndQuotesAreQuoted();
    void csvRoundTripReadsBackTheSameCards();
    void csvCopiedFromASpreadsheetIsRead_data();
    void csvCopiedFromASpreadsheetIsRead();
    void csvRowsNamingNoCardAreReportedWithTheirLines();

    // Content that is no file (the clipboard, standard input)
    void contentIsTypedByWhatItHolds_data();
    void contentIsTypedByWhatItHolds();

    // The bundled formats' own sentences
    void everySentenceOfTheBundledFormatsIsListedForTranslation();
};

Deck TestDeckFiles::sampleDeck()
{
    Deck deck;
    deck.name = u"Fixture Sample"_s;
    deck.author = u"Test Author"_s;
    deck.notes = u"First note line.\n\n  indented second note"_s;
    deck.entries = {
        {u"base/the-network"_s, 1, DeckZone::Lead},
        {u"base/phone-phreaks"_s, 1, DeckZone::Lead},
        {u"base/hackers"_s, 2, DeckZone::GroupDeck},
        {u"base/savings-and-loans"_s, 1, DeckZone::GroupDeck},
        {u"base/savings-and-loan-scam"_s, 3, DeckZone::PlotDeck},
        {u"base/18-1-2-minute-gap"_s, 1, DeckZone::PlotDeck},
        {u"base/ufos"_s, 1, DeckZone::PlotDeck}, // an agent
        {u"subgenius/drs-for-bob"_s, 2, DeckZone::PlotDeck},
        {u"base/unlucky-13"_s, 1, DeckZone::PlotDeck},
        {u"base/texas"_s, 1, DeckZone::SharedGroups},
        {u"base/hoax"_s, 2, DeckZone::SharedPlots},
    };
    return deck;
}

void TestDeckFiles::automaticZoneLeadsWithTheFirstIlluminatiOnly()
{
    // The first Illuminati leads; a further one is an agent, a Plot (issue 3, section 3;
    // 000_42f3d193c8c5ff8e.txt, line 218); other cards go by their back.
    const Card bavaria = *m_cards.cardById(u"base/bavarian-illuminati"_s);
    const Card cthulhu = *m_cards.cardById(u"base/servants-of-cthulhu"_s);
    const Card group = *m_cards.cardById(u"base/new-york"_s);
    const Card plot = *m_cards.cardById(u"base/angst"_s);
    Deck deck;
    QCOMPARE(automaticZone(deck, cthulhu, m_cards), DeckZone::Lead);
    QCOMPARE(automaticZone(deck, group, m_cards), DeckZone::GroupDeck);
    QCOMPARE(automaticZone(deck, plot, m_cards), DeckZone::PlotDeck);
    deck.add(bavaria.id, 1, DeckZone::Lead);
    deck.add(bavaria.id, 0, DeckZone::PlotDeck); // no copies: no entry
    QCOMPARE(deck.entries.size(), 1);
    QCOMPARE(automaticZone(deck, cthulhu, m_cards), DeckZone::PlotDeck);
    deck.add(group.id, 2, DeckZone::GroupDeck);
    deck.add(group.id, 1, DeckZone::GroupDeck);
    QCOMPARE(deck.entries.size(), 2);
    QCOMPARE(deck.copiesOf(group.id), 3);
}

void TestDeckFiles::dekWithBareAmpersandReadsEveryCard()
{
    const QByteArray bytes = test::deckFixture(u"bare-ampersand.dek"_s);
    QVERIFY(!isWellFormedXml(bytes)); // the fixture is as broken as LackeyCCG writes it
    const DeckImportResult result =
        LackeyDeckFormat::read(bytes, u"bare-ampersand.dek"_s, m_resolver);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.report.lines.size(), 12);
    QVERIFY(result.report.allCardsResolved());
    QCOMPARE(result.report.count(DeckLineStatus::Card), 12);
    QCOMPARE(result.deck.copiesOf(u"base/savings-and-loan-scam"_s), 2);
    QCOMPARE(result.deck.copiesOf(u"assassins/dont-touch-that-dial"_s), 1);
    QCOMPARE(result.deck.copiesOf(u"subgenius/drs-for-bob"_s), 1);
    const DeckImportLine scam = result.report.lines.at(6);
    QCOMPARE(scam.lineNumber, 16);
    QCOMPARE(scam.cardName, u"Savings & Loan Scam"_s);
    QCOMPARE(scam.zone, std::optional<DeckZone>(DeckZone::PlotDeck));
}

void TestDeckFiles::dekSuperzonesBecomeZonesAndCopiesBecomeQuantities()
{
    const DeckImportResult result = LackeyDeckFormat::read(
        test::deckFixture(u"bare-ampersand.dek"_s), u"bare-ampersand.dek"_s, m_resolver);
    const Deck &deck = result.deck;
    QCOMPARE(deck.count(DeckZone::Lead), 2);
    QCOMPARE(deck.count(DeckZone::GroupDeck), 4);
    QCOMPARE(deck.count(DeckZone::PlotDeck), 6);
    QCOMPARE(copies(deck, u"base/the-network"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(deck, u"base/phone-phreaks"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(deck, u"base/orbit-one"_s, DeckZone::GroupDeck), 2);
    // An Illuminati in the Plot deck is an agent and stays there.
    QCOMPARE(copies(deck, u"base/bermuda-triangle"_s, DeckZone::PlotDeck), 1);
    QCOMPARE(deck.entries.size(), 10); // two copies of a card in a zone are one entry
}

void TestDeckFiles::dekSharedZonesOfOneBigDeckAreRead()
{
    const DeckImportResult result = LackeyDeckFormat::read(test::deckFixture(u"one-big-deck.dek"_s),
                                                           u"one-big-deck.dek"_s, m_resolver);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.report.allCardsResolved());
    QCOMPARE(result.deck.count(DeckZone::Lead), 2);
    QCOMPARE(result.deck.count(DeckZone::SharedGroups), 2);
    QCOMPARE(result.deck.count(DeckZone::SharedPlots), 2);
    QCOMPARE(result.deck.count(DeckZone::GroupDeck), 0);
    QCOMPARE(copies(result.deck, u"base/18-1-2-minute-gap"_s, DeckZone::SharedPlots), 1);
}

void TestDeckFiles::dekNameComesFromTheFileName()
{
    const DeckImportResult result = LackeyDeckFormat::read(
        test::deckFixture(u"one-big-deck.dek"_s), u"/some/where/One_Big_Deck.dek"_s, m_resolver);
    QCOMPARE(result.deck.name, u"One Big Deck"_s);
}

void TestDeckFiles::dekRoundTripReadsBackIdentical()
{
    for (const QString &name : {u"bare-ampersand.dek"_s, u"one-big-deck.dek"_s}) {
        const DeckImportResult first =
            LackeyDeckFormat::read(test::deckFixture(name), name, m_resolver);
        const QByteArray written = LackeyDeckFormat::write(first.deck, m_cards);
        const DeckImportResult second = LackeyDeckFormat::read(written, name, m_resolver);
        QVERIFY2(second.ok(), qPrintable(second.error));
        QCOMPARE(second.deck, first.deck);
        QCOMPARE(LackeyDeckFormat::write(second.deck, m_cards), written);
    }
    // A deck with every zone, too (the name comes from the file name).
    Deck deck = sampleDeck();
    deck.name = u"sample"_s;
    deck.author.clear();
    deck.notes.clear();
    const DeckImportResult back =
        LackeyDeckFormat::read(LackeyDeckFormat::write(deck, m_cards), u"sample.dek"_s, m_resolver);
    QCOMPARE(back.deck, deck);
}

void TestDeckFiles::dekWithEveryCardReadsBackIdentical()
{
    Deck deck;
    deck.name = u"every card"_s;
    for (const Card &card : m_cards.cards())
        deck.entries.append({card.id, 1, DeckZone::PlotDeck});
    const QByteArray written = LackeyDeckFormat::write(deck, m_cards);
    QVERIFY(isWellFormedXml(written));
    const DeckImportResult back = LackeyDeckFormat::read(written, u"every_card.dek"_s, m_resolver);
    QVERIFY(back.report.allCardsResolved());
    QCOMPARE(back.report.count(DeckLineStatus::Card), m_cards.cards().size());
    QCOMPARE(back.deck, deck);
}

void TestDeckFiles::dekWriterWritesWellFormedXml()
{
    const QByteArray written = LackeyDeckFormat::write(sampleDeck(), m_cards);
    QVERIFY(isWellFormedXml(written));
    QVERIFY(written.contains("<name>Savings &amp; Loan Scam</name><set>Limited</set>"));
    QVERIFY(written.contains("<name>Drs. for &quot;Bob&quot;</name><set>Subgenius</set>"));
    QVERIFY(written.contains("<superzone name=\"Shared Plots\">"));
    QVERIFY(written.startsWith("<deck version=\"0.8\">\n\t<meta>\n\t\t<game>INWO</game>"));
}

void TestDeckFiles::dekWriterWritesOneCardElementPerCopy()
{
    Deck deck;
    deck.entries = {{u"base/hackers"_s, 3, DeckZone::GroupDeck}};
    const QByteArray written = LackeyDeckFormat::write(deck, m_cards);
    QCOMPARE(written.count("<card><name>Hackers</name><set>Limited</set></card>"), 3);
    // Lead, Group and Plot superzones are always there, as LackeyCCG writes them.
    QCOMPARE(written.count("<superzone "), 3);
}

void TestDeckFiles::malformedDekNamesFileAndLine()
{
    const DeckImportResult result =
        LackeyDeckFormat::read(test::deckFixture(u"broken.dek"_s), u"broken.dek"_s, m_resolver);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(u"broken.dek:7: "_s), qPrintable(result.error));
    QVERIFY(result.deck.entries.isEmpty());
}

void TestDeckFiles::fileThatIsNotADeckIsAnError()
{
    const DeckImportResult notXml =
        LackeyDeckFormat::read(QByteArray("UFOs\nTexas\n"), u"list.dek"_s, m_resolver);
    QVERIFY(!notXml.ok());
    QVERIFY(notXml.error.startsWith(u"list.dek:1: "_s));
    const DeckImportResult otherRoot = LackeyDeckFormat::read(
        QByteArray("<?xml version=\"1.0\"?>\n<cards><card/></cards>\n"), u"x.dek"_s, m_resolver);
    QVERIFY(!otherRoot.ok());
    QVERIFY2(otherRoot.error.contains(u"<cards>"_s), qPrintable(otherRoot.error));
    const DeckImportResult empty = LackeyDeckFormat::read(QByteArray(), u"e.dek"_s, m_resolver);
    QVERIFY(!empty.ok());
}

void TestDeckFiles::unknownCardInDekIsReportedNotTaken()
{
    const QByteArray bytes = "<deck><superzone name=\"Plot Deck\">\n"
                             "<card><name>Zorblax Gizmo</name><set>Limited</set></card>\n"
                             "<card><name>Hoax!</name><set>Limited</set></card>\n"
                             "</superzone></deck>\n";
    const DeckImportResult result = LackeyDeckFormat::read(bytes, u"u.dek"_s, m_resolver);
    QVERIFY(result.ok());
    QCOMPARE(result.report.lines.size(), 2);
    QCOMPARE(result.report.lines.at(0).status, DeckLineStatus::NotFound);
    QCOMPARE(result.report.lines.at(0).lineNumber, 2);
    QVERIFY(result.report.lines.at(0).message.contains(u"Zorblax Gizmo"_s));
    QVERIFY(!result.report.allCardsResolved());
    QCOMPARE(result.deck.entries.size(), 1);
}

void TestDeckFiles::reprintInDekIsTakenFromTheSetItNames()
{
    Card base = *m_cards.cardById(u"base/good-polls"_s);
    Card german = base;
    german.set = CardSet::German;
    german.id = u"german/good-polls"_s;
    const InMemoryCardRepository twice({base, german});
    const CardNameResolver resolver(twice);
    const QByteArray bytes = "<deck><superzone name=\"Plot Deck\">\n"
                             "<card><name>Good Polls</name><set>German</set></card>\n"
                             "<card><name>Good Polls</name><set>Limited</set></card>\n"
                             "<card><name>Good Polls</name></card>\n"
                             "</superzone></deck>\n";
    const DeckImportResult result = LackeyDeckFormat::read(bytes, u"r.dek"_s, resolver);
    QCOMPARE(result.report.lines.size(), 3);
    QCOMPARE(result.report.lines.at(0).cardId, u"german/good-polls"_s);
    QCOMPARE(result.report.lines.at(1).cardId, u"base/good-polls"_s);
    QCOMPARE(result.report.lines.at(2).status, DeckLineStatus::Ambiguous); // no set to go by
    // Written back, each keeps its set.
    const DeckImportResult back =
        LackeyDeckFormat::read(LackeyDeckFormat::write(result.deck, twice), u"r.dek"_s, resolver);
    QCOMPARE(back.deck, result.deck);
}

void TestDeckFiles::bareAmpersandsAreEscapedAndEntitiesKept_data()
{
    QTest::addColumn<QByteArray>("in");
    QTest::addColumn<QByteArray>("out");
    QTest::newRow("bare") << QByteArray("S & L") << QByteArray("S &amp; L");
    QTest::newRow("entity kept") << QByteArray("S &amp; L") << QByteArray("S &amp; L");
    QTest::newRow("apostrophe entity kept") << QByteArray("Don&apos;t") << QByteArray("Don&apos;t");
    QTest::newRow("decimal reference kept") << QByteArray("&#38;") << QByteArray("&#38;");
    QTest::newRow("hex reference kept") << QByteArray("&#x26;") << QByteArray("&#x26;");
    QTest::newRow("unknown entity escaped") << QByteArray("&nbsp;") << QByteArray("&amp;nbsp;");
    QTest::newRow("at the end") << QByteArray("A &") << QByteArray("A &amp;");
    QTest::newRow("empty reference escaped") << QByteArray("&#;") << QByteArray("&amp;#;");
    QTest::newRow("line breaks stay") << QByteArray("a&\nb&c\n") << QByteArray("a&amp;\nb&amp;c\n");
}

void TestDeckFiles::bareAmpersandsAreEscapedAndEntitiesKept()
{
    QFETCH(QByteArray, in);
    QFETCH(QByteArray, out);
    QCOMPARE(LackeyDeckFormat::escapeBareAmpersands(in), out);
}

void TestDeckFiles::cardLineReads_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("cardId");
    QTest::addColumn<int>("quantity");
    QTest::addColumn<DeckLineStatus>("status");

    const auto card = DeckLineStatus::Card;
    QTest::newRow("plain name") << u"Blitzkrieg"_s << u"base/blitzkrieg"_s << 1 << card;
    QTest::newRow("quantityWrittenAsTwoXIsTwoCopies")
        << u"2x Blitzkrieg"_s << u"base/blitzkrieg"_s << 2 << card;
    QTest::newRow("quantityWrittenAsXTwoIsTwoCopies")
        << u"Blitzkrieg x2"_s << u"base/blitzkrieg"_s << 2 << card;
    QTest::newRow("quantity in brackets")
        << u"Blitzkrieg (x3)"_s << u"base/blitzkrieg"_s << 3 << card;
    QTest::newRow("leading number") << u"3 Blitzkrieg"_s << u"base/blitzkrieg"_s << 3 << card;
    QTest::newRow("spaced times") << u"2 x Blitzkrieg"_s << u"base/blitzkrieg"_s << 2 << card;
    QTest::newRow("multiplication sign")
        << u"Blitzkrieg \u00d7 2"_s << u"base/blitzkrieg"_s << 2 << card;
    QTest::newRow("number after the name")
        << u"Blitzkrieg 2x"_s << u"base/blitzkrieg"_s << 2 << card;
    QTest::newRow("list bullet") << u"- Blitzkrieg"_s << u"base/blitzkrieg"_s << 1 << card;
    QTest::newRow("leading number that belongs to the name")
        << u"18 1/2-Minute Gap"_s << u"base/18-1-2-minute-gap"_s << 1 << card;
    QTest::newRow("half sign and a quantity")
        << u"18\u00bd-Minute Gap x2"_s << u"base/18-1-2-minute-gap"_s << 2 << card;
    QTest::newRow("name ending in a number")
        << u"Unlucky 13"_s << u"base/unlucky-13"_s << 1 << card;
    QTest::newRow("Goal prefix") << u"Goal: Power for its Own Sake"_s
                                 << u"base/power-for-its-own-sake"_s << 1 << card;
    QTest::newRow("GOAL prefix and bracketed quantity")
        << u"GOAL: Criminal Overlords (x2)"_s << u"base/criminal-overlords"_s << 2 << card;
    QTest::newRow("NWO prefix") << u"NWO: Gun Control"_s << u"base/gun-control"_s << 1 << card;
    QTest::newRow("NWO with its colour")
        << u"NWO Red: Gun Control x2"_s << u"base/gun-control"_s << 2 << card;
    QTest::newRow("colour before NWO")
        << u"Blue NWO: Fear and Loathing"_s << u"base/fear-and-loathing"_s << 1 << card;
    QTest::newRow("New World Order prefix")
        << u"New World Order: Law and Order"_s << u"base/law-and-order"_s << 1 << card;
    QTest::newRow("NWO without a colon")
        << u"NWO World War Three x2"_s << u"base/world-war-3"_s << 2 << card;
    QTest::newRow("prefix in brackets")
        << u"(Goal) Criminal Overlords x 2"_s << u"base/criminal-overlords"_s << 2 << card;
    QTest::newRow("colour in brackets after the name")
        << u"NWO: Bigger Business (Yellow)"_s << u"base/bigger-business"_s << 1 << card;
    QTest::newRow("remark in brackets")
        << u"Crystal Skull (UNIQUE)"_s << u"base/crystal-skull"_s << 1 << card;
    QTest::newRow("quantity between remarks")
        << u"Privileged Attack (x2) (*)"_s << u"base/privileged-attack"_s << 2 << card;
    QTest::newRow("short comment after a dash")
        << u"Slush Fund - the best early play"_s << u"base/slush-fund"_s << 1 << card;
    QTest::newRow("ampersand for and")
        << u"Savings and Loan Scam x2"_s << u"base/savings-and-loan-scam"_s << 2 << card;
    QTest::newRow("missing The") << u"Big Prawn"_s << u"assassins/the-big-prawn"_s << 1 << card;
    QTest::newRow("backspaces written as ^H")
        << u"Goal: Hail Elvis^H^H^H^H^HEris!"_s << u"base/hail-eris"_s << 1 << card;
    QTest::newRow("misspelt") << u"Blitzkreig x2"_s << u"base/blitzkrieg"_s << 2
                              << DeckLineStatus::Fuzzy;
    QTest::newRow("two cards nearly as close")
        << u"Church of the SubGenius"_s << QString() << 1 << DeckLineStatus::Ambiguous;
    QTest::newRow("no such card") << u"Zorblax Gizmo x2"_s << QString() << 2
                                  << DeckLineStatus::NotFound;
}

void TestDeckFiles::cardLineReads()
{
    QFETCH(QString, line);
    QFETCH(QString, cardId);
    QFETCH(int, quantity);
    QFETCH(DeckLineStatus, status);

    const DeckImportResult result = readText(u"Plots\n"_s + line + u'\n');
    QCOMPARE(result.report.lines.size(), 2);
    const DeckImportLine &read = result.report.lines.at(1);
    QCOMPARE(codeOf(read.status), codeOf(status));
    QCOMPARE(read.cardId, cardId);
    QCOMPARE(read.quantity, quantity);
    QCOMPARE(read.text, line);
    if (!cardId.isEmpty())
        QCOMPARE(result.deck.copiesOf(cardId), quantity);
    else
        QVERIFY(result.deck.entries.isEmpty());
}

void TestDeckFiles::writeUpReportsEveryLine()
{
    const QByteArray bytes = test::deckFixture(u"forum-post.txt"_s);
    const DeckImportResult result = TextDeckFormat::read(bytes, u"forum-post.txt"_s, m_resolver);
    QVERIFY(result.ok());
    const QString text = QString::fromUtf8(bytes);
    QCOMPARE(result.report.lines.size(), text.count(u'\n'));
    for (qsizetype i = 0; i < result.report.lines.size(); ++i)
        QCOMPARE(result.report.lines.at(i).lineNumber, int(i + 1));
    QCOMPARE(result.report.count(DeckLineStatus::Card), 16);
    QCOMPARE(result.report.count(DeckLineStatus::Fuzzy), 1);
    QCOMPARE(result.report.count(DeckLineStatus::Ambiguous), 1);
    QCOMPARE(result.report.count(DeckLineStatus::NotFound), 0);
    QCOMPARE(result.report.count(DeckLineStatus::Header), 3);
    QCOMPARE(result.report.cardCopies(), 23);
}

void TestDeckFiles::writeUpNamesTheDeckAndAuthor()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    QCOMPARE(result.deck.name, u"Quiet Money"_s);
    QCOMPARE(result.deck.author, u"A. Fixture Author"_s);
    QCOMPARE(result.report.lines.at(0).status, DeckLineStatus::Ignored);
}

void TestDeckFiles::firstIlluminatiLeadsAndFurtherOnesAreAgents()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    QCOMPARE(copies(result.deck, u"base/gnomes-of-zurich"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(result.deck, u"base/bermuda-triangle"_s, DeckZone::PlotDeck), 1);
    QCOMPARE(copies(result.deck, u"base/bermuda-triangle"_s, DeckZone::Lead), 0);
    // Two copies of the first Illuminati: one leads, one is an agent.
    const DeckImportResult twice = readText(u"UFOs x2\n"_s);
    QCOMPARE(copies(twice.deck, u"base/ufos"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(twice.deck, u"base/ufos"_s, DeckZone::PlotDeck), 1);
}

void TestDeckFiles::groupBackGoesToGroupDeckAndPlotBackToPlotDeck()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    const Deck &deck = result.deck;
    QCOMPARE(copies(deck, u"base/offshore-banks"_s, DeckZone::GroupDeck), 2);
    QCOMPARE(copies(deck, u"base/loan-sharks"_s, DeckZone::GroupDeck), 2);
    QCOMPARE(copies(deck, u"base/savings-and-loans"_s, DeckZone::GroupDeck), 2);
    // Listed under Groups, but a Plot: the card decides.
    QCOMPARE(copies(deck, u"base/swiss-bank-account"_s, DeckZone::PlotDeck), 1);
    QCOMPARE(copies(deck, u"base/savings-and-loan-scam"_s, DeckZone::PlotDeck), 3);
    QCOMPARE(copies(deck, u"base/18-1-2-minute-gap"_s, DeckZone::PlotDeck), 1);
    QCOMPARE(copies(deck, u"base/gun-control"_s, DeckZone::PlotDeck), 1);
    QCOMPARE(deck.count(DeckZone::Lead), 1);
    QCOMPARE(deck.count(DeckZone::GroupDeck), 8);
    QCOMPARE(deck.count(DeckZone::PlotDeck), 14);
}

void TestDeckFiles::leadHeaderPutsTheLeadGroupInLead()
{
    const DeckImportResult result =
        readText(u"Illuminati:\nUFOs\n\nLead:\nCattle Mutilators\n\nGroups:\nNASA\n"_s);
    QCOMPARE(copies(result.deck, u"base/ufos"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(result.deck, u"base/cattle-mutilators"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(result.deck, u"base/nasa"_s, DeckZone::GroupDeck), 1);
    // The prefix form, in a list without headers.
    const DeckImportResult prefixed = TextDeckFormat::read(test::deckFixture(u"plain-list.txt"_s),
                                                           u"plain-list.txt"_s, m_resolver);
    QCOMPARE(copies(prefixed.deck, u"base/phone-phreaks"_s, DeckZone::Lead), 1);
}

void TestDeckFiles::proseLinesAreIgnoredNotGuessed()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    const DeckImportLine prose = lineWithText(result.report, u"everything here."_s);
    QCOMPARE(prose.status, DeckLineStatus::Ignored);
    QVERIFY(prose.cardId.isEmpty());
    const DeckImportLine heading = lineWithText(result.report, u"Strategy"_s);
    QCOMPARE(heading.status, DeckLineStatus::Ignored);
    // A sentence near a card name is still a sentence.
    const DeckImportResult sentence = readText(u"Plots\nBlitzkrieg is the card to play first.\n"_s);
    QCOMPARE(sentence.report.lines.at(1).status, DeckLineStatus::Ignored);
    QVERIFY(sentence.deck.entries.isEmpty());
}

// "Multinational Oil Cos.", "Blitzkreig.": a dot after a card name does not make a sentence, and
// the line is a near miss to confirm rather than prose.
void TestDeckFiles::cardLineEndingInAFullStopIsACardLine()
{
    const DeckImportResult result = readText(u"Plots\nBlitzkreig.\nHoax\n"_s);
    QCOMPARE(result.report.lines.at(1).status, DeckLineStatus::Fuzzy);
    QCOMPARE(result.report.lines.at(1).cardId, u"base/blitzkrieg"_s);
    QCOMPARE(result.report.lines.at(2).status, DeckLineStatus::Card);
    QCOMPARE(result.deck.copiesOf(u"base/hoax"_s), 1);
    // A sentence that ends in a full stop is still prose.
    const DeckImportResult sentence = readText(u"Plots\nPlay the banks early.\nHoax\n"_s);
    QCOMPARE(sentence.report.lines.at(1).status, DeckLineStatus::Ignored);
    QCOMPARE(sentence.deck.copiesOf(u"base/hoax"_s), 1);
}

// One odd line in a list must not drop the rest of the deck: prose followed by card lines (near
// misses among them, or the list's last card) keeps the list open.
void TestDeckFiles::proseInsideAListDoesNotEndItWhileCardLinesFollow_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("cardIds"); // every card the deck must hold
    QTest::newRow("a near miss after the prose")
        << u"Groups\nTexas\nThis one is great.\nNew Yorrk\nHoax\n"_s
        << QStringList{u"base/texas"_s, u"base/new-york"_s, u"base/hoax"_s};
    QTest::newRow("the last card after the prose") << u"Groups\nTexas\nThis one is great.\nHoax\n"_s
                                                   << QStringList{u"base/texas"_s, u"base/hoax"_s};
    QTest::newRow("a card and a header after the prose")
        << u"Groups\nTexas\nThis one is great.\nNew York\nPlots\nHoax\n"_s
        << QStringList{u"base/texas"_s, u"base/new-york"_s, u"base/hoax"_s};
    QTest::newRow("near misses ending in full stops")
        << u"Groups\nMultinational Oyl Cos.\nFnord Motorr Co.\nTexas\n"_s
        << QStringList{u"base/multinational-oil-companies"_s, u"base/fnord-motor-company"_s,
                       u"base/texas"_s};
}

void TestDeckFiles::proseInsideAListDoesNotEndItWhileCardLinesFollow()
{
    QFETCH(QString, text);
    QFETCH(QStringList, cardIds);
    const DeckImportResult result = readText(text);
    for (const QString &id : std::as_const(cardIds))
        QVERIFY2(result.deck.copiesOf(id) == 1, qPrintable(id));
    for (const DeckImportLine &line : result.report.lines)
        QVERIFY2(!line.message.contains(u"outside"_s), qPrintable(line.text));
}

// A line shaped like a card line that names no card is an error the user must resolve, never
// passed over; the cards after it are read.
void TestDeckFiles::cardShapedLineNamingNoCardIsAnError()
{
    const DeckImportResult result =
        readText(u"Groups\nTexas\nIlluminated Hamsters of Doom.\nHoax\n"_s);
    const DeckImportLine &unknown = result.report.lines.at(2);
    QCOMPARE(unknown.status, DeckLineStatus::NotFound);
    QVERIFY(unknown.isUnresolved());
    QVERIFY(!result.report.allCardsResolved());
    QCOMPARE(result.report.lines.at(3).status, DeckLineStatus::Card);
    QCOMPARE(result.deck.copiesOf(u"base/hoax"_s), 1);
}

void TestDeckFiles::ambiguousLineIsReportedAndNotTaken()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    const DeckImportLine line = lineWithText(result.report, u"Church of the SubGenius"_s);
    QCOMPARE(line.status, DeckLineStatus::Ambiguous);
    QCOMPARE(line.candidateIds.size(), 4);
    QVERIFY(line.cardId.isEmpty());
    QVERIFY(line.message.contains(u"Church of the SubGenius 1"_s));
    for (const QString &id : line.candidateIds)
        QCOMPARE(result.deck.copiesOf(id), 0);
}

void TestDeckFiles::nearMissIsTakenWithItsConfidence()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    const DeckImportLine line = lineWithText(result.report, u"Blitzkreig"_s);
    QCOMPARE(line.status, DeckLineStatus::Fuzzy);
    QCOMPARE(line.cardId, u"base/blitzkrieg"_s);
    QVERIFY(line.confidence > 0.8 && line.confidence < 1.0);
    QVERIFY2(line.message.contains(u"Blitzkrieg"_s) && line.message.contains(u'%'),
             qPrintable(line.message));
    QCOMPARE(result.deck.copiesOf(u"base/blitzkrieg"_s), 1);
}

void TestDeckFiles::cardNamedInCommentaryAfterTheListIsNotCounted()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                         u"forum-post.txt"_s, m_resolver);
    const DeckImportLine line = lineWithText(result.report, u"Hoax"_s);
    QCOMPARE(line.status, DeckLineStatus::Ignored);
    QVERIFY2(line.message.contains(u"outside"_s), qPrintable(line.message));
    QCOMPARE(result.deck.copiesOf(u"base/hoax"_s), 0);
    QCOMPARE(result.deck.copiesOf(u"base/slush-fund"_s), 1); // named again in the strategy
}

void TestDeckFiles::listWithoutHeadersIsOneList()
{
    const DeckImportResult result = TextDeckFormat::read(test::deckFixture(u"plain-list.txt"_s),
                                                         u"plain-list.txt"_s, m_resolver);
    const Deck &deck = result.deck;
    QCOMPARE(copies(deck, u"base/ufos"_s, DeckZone::Lead), 1);
    QCOMPARE(copies(deck, u"base/cattle-mutilators"_s, DeckZone::GroupDeck), 2);
    QCOMPARE(copies(deck, u"assassins/the-big-prawn"_s, DeckZone::GroupDeck), 1);
    QCOMPARE(copies(deck, u"base/crop-circles"_s, DeckZone::PlotDeck), 3);
    QCOMPARE(lineWithText(result.report, u"Zorblax Gizmo"_s).status, DeckLineStatus::NotFound);
    QCOMPARE(
        lineWithText(result.report, u"nothing by this name at all, it is a sentence."_s).status,
        DeckLineStatus::Ignored);
    QCOMPARE(deck.notes, u"A list pasted without any headers."_s);
    QVERIFY(deck.name.isEmpty());
}

void TestDeckFiles::wrappedCardNameIsJoinedWithTheNextLine()
{
    const DeckImportResult result = readText(
        u"Groups\nAdvanced Supersonic Aluminum Nazi Hell Creatures from Beneath the Hollow\n"
        "Earth\nTexas\n"_s);
    QCOMPARE(result.report.lines.at(1).status, DeckLineStatus::Card);
    QCOMPARE(result.report.lines.at(2).status, DeckLineStatus::Ignored);
    QCOMPARE(
        result.deck.copiesOf(
            u"subgenius/advanced-supersonic-aluminum-nazi-hell-creatures-from-beneath-the-hollow-earth"_s),
        1);
    QCOMPARE(result.deck.copiesOf(u"base/texas"_s), 1);
}

// What the text writer writes for any card reads back as that card: no card name is taken for a
// header, a prefix, a quantity or prose.
void TestDeckFiles::everyCardNameReadsBackFromItsOwnLine()
{
    for (const Card &card : m_cards.cards()) {
        for (const int quantity : {1, 2}) {
            Deck deck;
            deck.entries = {{card.id, quantity, DeckZone::PlotDeck}};
            const DeckImportResult back = readText(TextDeckFormat::write(deck, m_cards));
            QVERIFY2(back.deck == deck, qPrintable(card.name));
            const DeckImportLine &line = back.report.lines.last();
            QVERIFY2(line.status == DeckLineStatus::Card && line.confidence == 1.0,
                     qPrintable(card.name));
        }
    }
}

void TestDeckFiles::textRoundTripReadsBackIdentical()
{
    const Deck deck = sampleDeck();
    const QString written = TextDeckFormat::write(deck, m_cards);
    QVERIFY(written.contains(u"Savings & Loan Scam x3\n"_s));
    QVERIFY(written.contains(u"\nLead:\nThe Network\nPhone Phreaks\n"_s));
    const DeckImportResult back = readText(written);
    QVERIFY(back.report.allCardsResolved());
    QCOMPARE(back.report.count(DeckLineStatus::Fuzzy), 0);
    QCOMPARE(back.deck, deck);
    QCOMPARE(TextDeckFormat::write(back.deck, m_cards), written);
    // A deck read from a write-up survives too.
    const DeckImportResult post = TextDeckFormat::read(test::deckFixture(u"forum-post.txt"_s),
                                                       u"forum-post.txt"_s, m_resolver);
    QCOMPARE(readText(TextDeckFormat::write(post.deck, m_cards)).deck, post.deck);
}

void TestDeckFiles::oneBigDeckTextRoundTripKeepsSharedZones()
{
    const DeckImportResult dek = LackeyDeckFormat::read(test::deckFixture(u"one-big-deck.dek"_s),
                                                        u"one-big-deck.dek"_s, m_resolver);
    const QString written = TextDeckFormat::write(dek.deck, m_cards);
    QVERIFY(written.contains(u"Shared Groups:\n"_s));
    QVERIFY(written.contains(u"Shared Plots:\n"_s));
    QCOMPARE(readText(written).deck, dek.deck);
}

void TestDeckFiles::hostileTextNeverCrashes_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("only line breaks") << u"\n\n\r\n\r"_s;
    QTest::newRow("only headers") << u"Groups:\nPlots:\nLead:\n"_s;
    QTest::newRow("backspaces only") << u"^H^H^H\b\b"_s;
    QTest::newRow("bullets only") << u"- \n* \n\u2022\n"_s;
    QTest::newRow("huge quantity") << u"99x Blitzkrieg\n100x Hoax\n"_s;
    QTest::newRow("more copies than a line holds") << u"Plots\n99x Hoax\n99x Hoax\nHoax x5\n"_s;
    QTest::newRow("brackets") << u"(((\n)))\n[x2]\n(x)\n"_s;
    QTest::newRow("long line") << QString(5000, u'a');
    QTest::newRow("control characters") << u"\u0000\u0001Blitzkrieg\u0007"_s;
    QTest::newRow("comment only") << u"#"_s;
}

void TestDeckFiles::hostileTextNeverCrashes()
{
    QFETCH(QString, text);
    const DeckImportResult result = readText(text);
    QVERIFY(result.ok());
    for (const DeckEntry &entry : result.deck.entries)
        QVERIFY(entry.quantity > 0);
    const DeckImportResult again = readText(TextDeckFormat::write(result.deck, m_cards));
    QCOMPARE(again.deck.entries, result.deck.entries);
}

void TestDeckFiles::deckNameFromATitleLineLosesItsDecoration_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("name");
    QTest::newRow("equals signs") << u"== My Weird Deck (v3) =="_s << u"My Weird Deck (v3)"_s;
    QTest::newRow("bold marks") << u"**Spooks and Suits**"_s << u"Spooks and Suits"_s;
    QTest::newRow("quoted after Deck:") << u"Deck: \"Spooks and Suits\""_s << u"Spooks and Suits"_s;
    QTest::newRow("plain") << u"Quiet Money"_s << u"Quiet Money"_s;
    // A title that names the deck's Illuminati, then prose: still the title (an outside tester
    // saw it passed over as "outside the card list", and the deck left unnamed).
    QTest::newRow("names a card, with a comment")
        << u"Gnomes of Zurich - \"Money Talks\" (Plan 28 deck)\nPosted by a player, 1998."_s
        << u"Gnomes of Zurich - \"Money Talks\" (Plan 28 deck)"_s;
}

void TestDeckFiles::deckNameFromATitleLineLosesItsDecoration()
{
    QFETCH(QString, title);
    QFETCH(QString, name);
    const DeckImportResult result = readText(title + u"\n\nGroups\nTexas\n"_s);
    QCOMPARE(result.deck.name, name);
}

void TestDeckFiles::deckNameFromAForumPostLosesItsReplyPrefixes_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("name");
    QTest::newRow("Re:") << u"Re: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("RE:") << u"RE: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("Re[2]:") << u"Re[2]: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("Re(3):") << u"Re(3): Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("Fwd:") << u"Fwd: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("FW:") << u"FW: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("AW:") << u"AW: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("WG:") << u"WG: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("several") << u"Re: AW: Fwd:Re[2]: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("surrounding spaces") << u"   Re:    Quiet Money   "_s << u"Quiet Money"_s;
    QTest::newRow("after Deck:") << u"Deck: Re: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("after Subject:") << u"Subject: Re: Quiet Money"_s << u"Quiet Money"_s;
    QTest::newRow("inside bold marks") << u"**Re: Quiet Money**"_s << u"Quiet Money"_s;
    QTest::newRow("before quotation marks") << u"Re: \"Quiet Money\""_s << u"Quiet Money"_s;
    // Words that only start like a prefix stay.
    QTest::newRow("Revolution") << u"Revolution: Quiet Money"_s << u"Revolution: Quiet Money"_s;
    QTest::newRow("Area 51") << u"Area 51 Quiet Money"_s << u"Area 51 Quiet Money"_s;
}

// A list copied from a forum reply is named for the deck, not "Re: ...".
void TestDeckFiles::deckNameFromAForumPostLosesItsReplyPrefixes()
{
    QFETCH(QString, title);
    QFETCH(QString, name);
    const DeckImportResult result = readText(title + u"\n\nGroups\nTexas\n"_s);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.deck.name, name);
    QCOMPARE(result.deck.copiesOf(u"base/texas"_s), 1);
}

// A list pasted from a forum with its markup: "[u]Groups (2)[/u]" is a header (an outside tester
// saw it reported as a card no one knows, which made the deck incomplete), "[*]" a bullet,
// "[b]...[/b]" around a card its name. "[x2]" is a quantity, not a tag.
void TestDeckFiles::forumMarkupAroundHeadersAndCardsIsRead()
{
    const DeckImportResult result =
        readText(u"[b]Quiet Money[/b]\n\n[u]Illuminati[/u]\n[*] The Gnomes of Z\u00fcrich\n\n"
                 "[u]Groups (2)[/u]\n[b]Texas[/b]\n[color=red]Mafia[/color]\n\n"
                 "[U]Plots:[/U]\nBlitzkrieg [x2]\n"_s);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.deck.name, u"Quiet Money"_s);
    QCOMPARE(result.report.unresolvedCount(), 0);
    QCOMPARE(result.report.count(DeckLineStatus::Header), 3);
    QCOMPARE(result.deck.count(DeckZone::Lead), 1);
    QCOMPARE(result.deck.copiesOf(u"base/blitzkrieg"_s), 2);
    QCOMPARE(result.deck.count(DeckZone::PlotDeck), 2);
    QCOMPARE(result.report.cardCopies(), 5);
}

// tests/fixtures/decks/forum-abbreviations.txt (issue 11): every quantity form, abbreviations,
// undotted initials, a diacritic and a hyphen, and one line that names no card, with cards after
// it. Every card arrives with its copies; the unknown line is an error, not passed over.
void TestDeckFiles::forumListWrittenTheShortWayKeepsEveryCard()
{
    const QList<std::pair<QString, int>> expected = inwo::test::forumListCards();
    const DeckImportResult result = TextDeckFormat::read(
        test::deckFixture(u"forum-abbreviations.txt"_s), u"forum-abbreviations.txt"_s, m_resolver);
    QVERIFY2(result.ok(), qPrintable(result.error));
    int copiesExpected = 0;
    for (const auto &[name, quantity] : expected) {
        const QList<Card> cards = m_cards.cardsByName(name);
        QVERIFY2(cards.size() == 1, qPrintable(name));
        QVERIFY2(result.deck.copiesOf(cards.first().id) == quantity,
                 qPrintable(u"%1: %2 copies, not %3"_s.arg(name)
                                .arg(result.deck.copiesOf(cards.first().id))
                                .arg(quantity)));
        copiesExpected += quantity;
    }
    QCOMPARE(result.report.cardCopies(), copiesExpected);
    // Every card line is a card by its name, none a near miss to confirm.
    QCOMPARE(result.report.count(DeckLineStatus::Card), int(expected.size()));
    QCOMPARE(result.report.count(DeckLineStatus::Fuzzy), 0);
    // The line that names no card is an error that keeps the deck from being complete.
    const DeckImportLine unknown = lineWithText(result.report, inwo::test::forumListUnknownLine());
    QCOMPARE(unknown.status, DeckLineStatus::NotFound);
    QVERIFY(unknown.isUnresolved());
    QCOMPARE(result.report.unresolvedCount(), 1);
    QVERIFY(!result.report.allCardsResolved());
    // And the cards after it are read, each from its own line.
    int cardLinesAfter = 0;
    for (const DeckImportLine &line : result.report.lines) {
        if (line.lineNumber <= unknown.lineNumber || line.status == DeckLineStatus::Blank ||
            line.status == DeckLineStatus::Header)
            continue;
        QVERIFY2(line.isCard(), qPrintable(u"%1: %2"_s.arg(line.text, line.message)));
        ++cardLinesAfter;
    }
    QCOMPARE(cardLinesAfter, 4);
}

void TestDeckFiles::csvExportHasOneRowPerEntry()
{
    Deck deck;
    deck.entries = {{u"base/ufos"_s, 1, DeckZone::Lead},
                    {u"base/hackers"_s, 2, DeckZone::GroupDeck},
                    {u"base/blitzkrieg"_s, 3, DeckZone::PlotDeck}};
    const QString csv = QString::fromUtf8(CsvDeckFormat::write(deck, m_cards));
    const QStringList rows = csv.split(u"\r\n"_s);
    QCOMPARE(rows.size(), 5); // header, three rows, and the empty end after the last CRLF
    QCOMPARE(rows.at(0), u"Zone,Quantity,Name,Set,Type,Card ID"_s);
    QCOMPARE(rows.at(1), u"Lead,1,UFOs,Limited/Unlimited,Illuminati,base/ufos"_s);
    QCOMPARE(rows.at(2), u"Group Deck,2,Hackers,Limited/Unlimited,Organization,base/hackers"_s);
    QCOMPARE(rows.at(3), u"Plot Deck,3,Blitzkrieg,Limited/Unlimited,Plot,base/blitzkrieg"_s);
    QVERIFY(rows.at(4).isEmpty());
}

void TestDeckFiles::csvFieldsWithCommasAndQuotesAreQuoted()
{
    Deck deck;
    deck.entries = {{u"assassins/sorry-wrong-number"_s, 1, DeckZone::PlotDeck},
                    {u"subgenius/drs-for-bob"_s, 1, DeckZone::PlotDeck},
                    {u"fan/no-such-card"_s, 1, DeckZone::GroupDeck}};
    const QString csv = QString::fromUtf8(CsvDeckFormat::write(deck, m_cards));
    QVERIFY2(csv.contains(u"Plot Deck,1,\"Sorry, Wrong Number\","_s), qPrintable(csv));
    QVERIFY2(csv.contains(u"Plot Deck,1,\"Drs. for \"\"Bob\"\"\",SubGenius,"_s), qPrintable(csv));
    // A card the repository does not know keeps its id.
    QVERIFY(csv.contains(u"Group Deck,1,fan/no-such-card,,,fan/no-such-card\r\n"_s));
    QCOMPARE(CsvDeckFormat::quoted(u"plain"_s), u"plain"_s);
    QCOMPARE(CsvDeckFormat::quoted(u"two\nlines"_s), u"\"two\nlines\""_s);
}

// What the program writes as CSV reads back as the same cards in the same zones, the shared
// piles of One Big Deck included.
void TestDeckFiles::csvRoundTripReadsBackTheSameCards()
{
    const Deck deck = sampleDeck();
    const QByteArray written = CsvDeckFormat::write(deck, m_cards);
    const DeckImportResult back = CsvDeckFormat::read(written, u"sample.csv"_s, m_resolver);
    QVERIFY2(back.ok(), qPrintable(back.error));
    QVERIFY(back.report.allCardsResolved());
    QCOMPARE(back.report.count(DeckLineStatus::Fuzzy), 0);
    QCOMPARE(back.report.count(DeckLineStatus::Header), 1);
    QCOMPARE(back.deck.entries, deck.entries);
    QCOMPARE(back.deck.name, u"sample"_s); // named for its file, as a .dek is
    QCOMPARE(CsvDeckFormat::write(back.deck, m_cards), written);
    // "Drs. for ""Bob""" is one quoted field, on line 9 of the file.
    const DeckImportLine bob = back.report.lines.at(8);
    QCOMPARE(bob.lineNumber, 9);
    QCOMPARE(bob.cardId, u"subgenius/drs-for-bob"_s);
}

void TestDeckFiles::csvCopiedFromASpreadsheetIsRead_data()
{
    QTest::addColumn<QString>("table");
    QTest::newRow("tabs, as a spreadsheet copies cells")
        << u"Card\tQty\tZone\nTexas\t1\tGroup Deck\nBlitzkrieg\t2\tPlot Deck\n"_s;
    QTest::newRow("semicolons, as a German spreadsheet saves")
        << u"Name;Quantity\r\nTexas;1\r\nBlitzkrieg;2\r\n"_s;
    QTest::newRow("columns in another order, in capitals")
        << u"QUANTITY,NAME,SET\n1,Texas,Limited/Unlimited\n2,\"Blitzkrieg\",\n"_s;
    QTest::newRow("a blank line before the table")
        << u"\n  \nName,Copies\nTexas,1\nBlitzkrieg,2\n"_s;
}

void TestDeckFiles::csvCopiedFromASpreadsheetIsRead()
{
    QFETCH(QString, table);
    QVERIFY(CsvDeckFormat::looksLikeCsv(table));
    const DeckImportResult read = CsvDeckFormat::read(table.toUtf8(), u"cells"_s, m_resolver);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.report.allCardsResolved());
    QCOMPARE(read.deck.copiesOf(u"base/texas"_s), 1);
    QCOMPARE(read.deck.copiesOf(u"base/blitzkrieg"_s), 2);
    QCOMPARE(read.deck.count(DeckZone::GroupDeck), 1);
    QCOMPARE(read.deck.count(DeckZone::PlotDeck), 2);
}

void TestDeckFiles::csvRowsNamingNoCardAreReportedWithTheirLines()
{
    const QByteArray table = "Zone,Quantity,Name\n"
                             "Group Deck,1,Texas\n"
                             "Plot Deck,2,Illuminated Hamsters of Doom\n"
                             "Plot Deck,two,Blitzkrieg\n"
                             "Plot Deck,1,Blitzkreig\n"
                             "Somewhere,1,Hoax\n";
    const DeckImportResult read = CsvDeckFormat::read(table, u"deck.csv"_s, m_resolver);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.report.unresolvedCount(), 2);
    QCOMPARE(read.report.lines.at(2).status, DeckLineStatus::NotFound);
    QCOMPARE(read.report.lines.at(2).lineNumber, 3);
    QCOMPARE(read.report.lines.at(3).status, DeckLineStatus::NotFound); // "two" copies
    QCOMPARE(read.report.lines.at(4).status, DeckLineStatus::Fuzzy);
    QCOMPARE(read.report.lines.at(4).cardId, u"base/blitzkrieg"_s);
    // A zone that is no deck's: the card's own, and the row says so.
    QCOMPARE(read.report.lines.at(5).zone, std::optional(DeckZone::PlotDeck));
    QVERIFY(read.report.lines.at(5).message.contains(u"Somewhere"_s));
    // A first row that names no card column is no table.
    const DeckImportResult notATable =
        CsvDeckFormat::read("Texas,Hoax\nMafia\n", u"deck.csv"_s, m_resolver);
    QVERIFY(!notATable.ok());
    QVERIFY2(notATable.error.startsWith(u"deck.csv:1: "_s), qPrintable(notATable.error));
}

void TestDeckFiles::contentIsTypedByWhatItHolds_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("cards");
    QTest::newRow("text list") << QByteArray("Quiet Money\n\nGroups\nTexas\nMafia\n")
                               << u"Quiet Money"_s << 2;
    const QByteArray dek = test::deckFixture(u"one-big-deck.dek"_s);
    QTest::newRow(".dek") << dek << QString()
                          << totalCopies(LackeyDeckFormat::read(dek, u"x.dek"_s, m_resolver).deck);
    QTest::newRow("CSV") << CsvDeckFormat::write(sampleDeck(), m_cards) << QString()
                         << totalCopies(sampleDeck());
}

// The clipboard and standard input have no file name: what they hold says what it is, the report
// names the source as given, and the deck is not named after it.
void TestDeckFiles::contentIsTypedByWhatItHolds()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, name);
    QFETCH(int, cards);
    QVERIFY(cards > 0);
    const DeckImportResult read = DeckFileIo::readContent(content, u"standard input"_s, m_resolver);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.report.allCardsResolved());
    QCOMPARE(read.report.sourceName, u"standard input"_s);
    QCOMPARE(read.deck.name, name);
    QCOMPARE(totalCopies(read.deck), cards);
}

// The formats' names, rules and sources reach a German reader through Qt's translation: each
// sentence of every bundled format file is one FormatWords lists, so lupdate sees it.
void TestDeckFiles::everySentenceOfTheBundledFormatsIsListedForTranslation()
{
    const QList<QString> listed = FormatWords::listed();
    const QDir folder(QStringLiteral(INWO_SOURCE_DIR "/resources/formats"));
    const QStringList files = folder.entryList({u"*.json"_s}, QDir::Files);
    QVERIFY(files.contains(u"plan28.json"_s));
    QStringList missing;
    QStringList found;
    // Every "name", "words" and "source" but a seed's ("004_...txt, line 174": seedCitation
    // cites it in the reader's language).
    const std::function<void(const QJsonValue &)> visit = [&](const QJsonValue &value) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.value().isArray()) {
                for (const QJsonValue &item : it.value().toArray())
                    visit(item);
            } else if (it.value().isObject()) {
                visit(it.value());
            } else if (it.key() == u"name" || it.key() == u"words" || it.key() == u"source") {
                const QString text = it.value().toString();
                if (text.contains(u".txt, line"_s))
                    continue;
                found.append(text);
                if (!listed.contains(text))
                    missing.append(text);
            }
        }
    };
    for (const QString &file : files) {
        QFile json(folder.filePath(file));
        QVERIFY(json.open(QIODevice::ReadOnly));
        visit(QJsonDocument::fromJson(json.readAll()).object());
    }
    QVERIFY2(found.size() >= 12, qPrintable(found.join(u"\n"_s)));
    QVERIFY2(missing.isEmpty(), qPrintable(u"not listed:\n"_s + missing.join(u"\n"_s)));
    // Every listed sentence is still in a file: a sentence changed in one is changed in both.
    QStringList stale;
    for (const QString &sentence : listed) {
        if (!found.contains(sentence))
            stale.append(sentence);
    }
    QVERIFY2(stale.isEmpty(), qPrintable(u"in no file:\n"_s + stale.join(u"\n"_s)));
}

QTEST_GUILESS_MAIN(TestDeckFiles)
#include "tst_deckfiles.moc"
