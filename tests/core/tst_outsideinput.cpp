// Outside input that once crashed the program or was silently changed (issue 9): endless and huge
// files, deeply nested .dek elements, text in UTF-16 or with bytes that are not text, a card line
// read as prose, and search queries far longer than any person types.
#include "attack/attackscenario.h"
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "common/textinput.h"
#include "decks/deckfileio.h"
#include "decks/deckimport.h"
#include "decks/lackeydeckformat.h"
#include "decks/textdeckformat.h"
#include "fixtures.h"
#include "search/searchquery.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

QByteArray encoded(const QString &text, QStringEncoder::Encoding encoding)
{
    QStringEncoder encoder(encoding, QStringEncoder::Flag::WriteBom);
    return encoder.encode(text);
}

// A .dek of one card whose <name> (or <set>) holds `depth` nested elements.
QByteArray nestedDek(int depth, const QString &element)
{
    QByteArray open;
    QByteArray close;
    for (int i = 0; i < depth; ++i) {
        open += "<a>";
        close += "</a>";
    }
    const QByteArray name = element == u"name"_s ? QByteArray(open + "UFOs" + close) : "UFOs";
    const QByteArray set =
        element == u"set"_s ? QByteArray(open + "Limited" + close) : QByteArray("Limited");
    return "<deck version=\"0.8\">\n<superzone name=\"Illuminati\">\n<card><name>" + name +
           "</name><set>" + set + "</set></card>\n</superzone>\n</deck>\n";
}

} // namespace

class TestOutsideInput : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    QTemporaryDir m_dir;

    DeckImportResult readText(const QByteArray &bytes)
    {
        return TextDeckFormat::read(bytes, u"list.txt"_s, m_resolver);
    }

private slots:
    // Sizes
    void endlessDeviceIsRefusedAtTheLimit();
    void deckFileOverTheLimitIsRefusedBeforeReading();
    void deckListWithMoreLinesThanTheLimitIsRefused();
    void searchQueryOverTheLimitIsRefused();

    // Nesting
    void deeplyNestedDekIsRefusedWithItsLine_data();
    void deeplyNestedDekIsRefusedWithItsLine();
    void shallowMarkupInsideANameIsStillRead();

    // A card line with a quantity
    void lineWithAQuantityIsNeverProse_data();
    void lineWithAQuantityIsNeverProse();
    void quantityLineNamingNoCardMakesTheDeckUnresolved();
    void leadingQuantityFormsAreRead_data();
    void leadingQuantityFormsAreRead();

    // Encodings
    void utf16WithAByteOrderMarkIsRead_data();
    void utf16WithAByteOrderMarkIsRead();
    void invalidUtf8LineIsReportedAndTheRestIsKept();
    void linesSplitAtEveryKindOfLineBreak();
    void nulByteIsReportedNotDropped();
    void linesAreCountedAsTheReadersCountThem();
    void utf16WithAnOddByteEndsInAnUndecodableLine();
    void loneSurrogateInUtf16IsAnUndecodableLine();
    void dekWithBytesThatAreNotTextIsRefusedWithItsLine();
    void dekInUtf16IsRead();
    void dekUnderAnotherNameIsReadAsADek();
    void scenarioInUtf16IsRead();
    void scenarioWithBytesThatAreNotTextNamesTheLine();
};

void TestOutsideInput::endlessDeviceIsRefusedAtTheLimit()
{
    // /dev/zero once aborted deck import with std::bad_alloc.
    QString error;
    QFile zero(u"/dev/zero"_s);
    QVERIFY(zero.open(QIODevice::ReadOnly));
    bool tooLarge = false;
    QVERIFY(!readAtMost(zero, 4096, &error, &tooLarge));
    QVERIFY(tooLarge);
    QVERIFY2(error.contains(u"larger than 4 KB"_s), qPrintable(error));

    const DeckImportResult deck = DeckFileIo::read(u"/dev/zero"_s, m_resolver);
    QVERIFY(!deck.ok());
    QVERIFY2(deck.error.startsWith(u"/dev/zero: cannot read: larger than 1 MB"_s),
             qPrintable(deck.error));
    QVERIFY(deck.deck.entries.isEmpty());
}

void TestOutsideInput::deckFileOverTheLimitIsRefusedBeforeReading()
{
    const QString path = m_dir.filePath(u"huge.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray line("UFOs\n");
    for (qint64 written = 0; written <= InputLimit::DeckFileBytes; written += line.size())
        file.write(line);
    file.close();
    const DeckImportResult result = DeckFileIo::read(path, m_resolver);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(u"larger than 1 MB"_s), qPrintable(result.error));

    // Exactly at the limit is read (one long note).
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("#" + QByteArray(InputLimit::DeckFileBytes - 1, ' '));
    file.close();
    const DeckImportResult atLimit = DeckFileIo::read(path, m_resolver);
    QVERIFY2(atLimit.ok(), qPrintable(atLimit.error));
}

void TestOutsideInput::deckListWithMoreLinesThanTheLimitIsRefused()
{
    QByteArray bytes = "Groups\n";
    bytes += QByteArray(InputLimit::DeckFileLines, '\n');
    const DeckImportResult result = readText(bytes);
    QVERIFY(!result.ok());
    QCOMPARE(result.error, u"list.txt:%1: more than %2 lines; no deck list is this long"_s
                               .arg(InputLimit::DeckFileLines + 1)
                               .arg(InputLimit::DeckFileLines));
    QVERIFY(readText(QByteArray(InputLimit::DeckFileLines - 1, '\n')).ok());
}

void TestOutsideInput::searchQueryOverTheLimitIsRefused()
{
    // A valid 92 KB query once took 2.4 s and 520 MB.
    const QString longest = QString(u"a "_s).repeated(InputLimit::QueryCharacters / 2).trimmed();
    SearchError error;
    QVERIFY2(SearchQuery::parse(longest, &error), qPrintable(error.message));
    const QString tooLong = longest + u" ab"_s;
    QVERIFY(!SearchQuery::parse(tooLong, &error));
    QCOMPARE(error.message, u"the query goes on past the %1 characters a query may have, at column "
                            u"%2 (it has %3)"_s.arg(InputLimit::QueryCharacters)
                                .arg(InputLimit::QueryCharacters + 1)
                                .arg(tooLong.size()));
}

void TestOutsideInput::deeplyNestedDekIsRefusedWithItsLine_data()
{
    QTest::addColumn<QString>("element");
    QTest::addColumn<int>("depth");
    // 60,000 levels in a 400 KB file overflowed the stack of readElementText().
    QTest::newRow("60,000 in <name>") << u"name"_s << 60000;
    QTest::newRow("60,000 in <set>") << u"set"_s << 60000;
    QTest::newRow("one past the limit") << u"name"_s << InputLimit::XmlDepth - 3;
}

void TestOutsideInput::deeplyNestedDekIsRefusedWithItsLine()
{
    QFETCH(QString, element);
    QFETCH(int, depth);
    const DeckImportResult result =
        LackeyDeckFormat::read(nestedDek(depth, element), u"deep.dek"_s, m_resolver);
    QVERIFY(!result.ok());
    QCOMPARE(result.error,
             u"deep.dek:3: elements nested more than %1 deep; a deck file nests 4"_s.arg(
                 InputLimit::XmlDepth));
    QVERIFY(result.deck.entries.isEmpty());
}

void TestOutsideInput::shallowMarkupInsideANameIsStillRead()
{
    // Text in child elements counts, as Qt's IncludeChildElements read it.
    const DeckImportResult result = LackeyDeckFormat::read(
        nestedDek(InputLimit::XmlDepth - 4, u"name"_s), u"ok.dek"_s, m_resolver);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.deck.copiesOf(u"base/ufos"_s), 1);
}

void TestOutsideInput::lineWithAQuantityIsNeverProse_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("leading number, lower case") << u"2 illuminati gnomes of zorch"_s;
    QTest::newRow("2x") << u"2x illuminati gnomes of zorch"_s;
    QTest::newRow("trailing x2") << u"illuminati gnomes of zorch x2"_s;
    QTest::newRow("(x3)") << u"gnomes of the outer planets (x3)"_s;
}

void TestOutsideInput::lineWithAQuantityIsNeverProse()
{
    QFETCH(QString, line);
    const DeckImportResult result =
        readText((u"Lead\nThe Bavarian Illuminati\nGroups\nHackers\n"_s + line + u'\n').toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error));
    const DeckImportLine &read = result.report.lines.at(4);
    QCOMPARE(read.text, line);
    QCOMPARE(read.status, DeckLineStatus::NotFound);
    QVERIFY2(read.message.startsWith(u"no card is named"_s), qPrintable(read.message));
    QVERIFY(!result.report.allCardsResolved());
}

void TestOutsideInput::quantityLineNamingNoCardMakesTheDeckUnresolved()
{
    // The tester's case: an otherwise legal list with one such line was reported legal.
    QByteArray list = test::deckFixture(u"plan28-legal.txt"_s);
    list.replace("Plot Deck\n", "2 illuminati gnomes of zorch\n\nPlot Deck\n");
    const DeckImportResult result = readText(list);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.report.count(DeckLineStatus::NotFound), 1);
    QVERIFY(!result.report.allCardsResolved());
    // And without it, the same list resolves entirely (the line is the only difference).
    QVERIFY(readText(test::deckFixture(u"plan28-legal.txt"_s)).report.allCardsResolved());
}

void TestOutsideInput::leadingQuantityFormsAreRead_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("copies");
    QTest::newRow("x2 Name") << u"x2 Gun Lobby"_s << 2;
    QTest::newRow("(x2) Name") << u"(x2) Gun Lobby"_s << 2;
    QTest::newRow("(3x) Name") << u"(3x) Gun Lobby"_s << 3;
    QTest::newRow("numbered 2.") << u"2. Gun Lobby"_s << 1;
    QTest::newRow("numbered 12)") << u"12) Gun Lobby"_s << 1;
    QTest::newRow("0 Name") << u"0 Gun Lobby"_s << 0;
}

void TestOutsideInput::leadingQuantityFormsAreRead()
{
    // Once "x2 Gun Lobby" was prose, "(x2) Bjorne" one copy and "0 Bjorne" a near miss.
    QFETCH(QString, line);
    QFETCH(int, copies);
    const DeckImportResult result = readText((u"Groups\n"_s + line + u"\nHackers\n"_s).toUtf8());
    QCOMPARE(result.deck.copiesOf(u"base/gun-lobby"_s), copies);
    QVERIFY(result.report.allCardsResolved());
    const DeckImportLine &read = result.report.lines.at(1);
    QCOMPARE(read.status, copies == 0 ? DeckLineStatus::Ignored : DeckLineStatus::Card);
    if (copies == 0)
        QCOMPARE(read.message, u"no copies of Gun Lobby (a quantity of 0)"_s);
}

void TestOutsideInput::utf16WithAByteOrderMarkIsRead_data()
{
    QTest::addColumn<int>("encoding");
    QTest::addColumn<int>("expected");
    QTest::newRow("little-endian")
        << int(QStringEncoder::Utf16LE) << int(TextEncoding::Utf16LittleEndian);
    QTest::newRow("big-endian") << int(QStringEncoder::Utf16BE)
                                << int(TextEncoding::Utf16BigEndian);
}

void TestOutsideInput::utf16WithAByteOrderMarkIsRead()
{
    QFETCH(int, encoding);
    QFETCH(int, expected);
    const QString text =
        u"Lead\r\nThe Bavarian Illuminati\r\nGroups\r\nGnomes of Z\u00fcrich x2\r\n"_s;
    const QByteArray bytes = encoded(text, QStringEncoder::Encoding(encoding));
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(int(decoded.encoding), expected);
    QVERIFY(decoded.isClean());
    QCOMPARE(decoded.text, text);
    const DeckImportResult result = readText(bytes);
    QVERIFY(result.report.allCardsResolved());
    QCOMPARE(result.deck.copiesOf(u"base/gnomes-of-zurich"_s), 2);
    QCOMPARE(result.deck.count(DeckZone::Lead), 1);
}

// The reader splits lines by hand; it must agree with splitting at "\r\n", "\r" and "\n".
void TestOutsideInput::linesSplitAtEveryKindOfLineBreak()
{
    static const QRegularExpression lineBreak(u"\r\n|\r|\n"_s);
    const QStringList texts{u""_s,         u"one"_s,
                            u"one\n"_s,    u"\n"_s,
                            u"\r\n\r\n"_s, u"a\rb\nc\r\nd"_s,
                            u"a\n\rb"_s,   u"a\r\r\nb\r"_s,
                            u"\r"_s,       u"Groups\r\n2x Mob\n\nPlots\r"_s};
    for (const QString &text : texts)
        QCOMPARE(splitLines(text), text.split(lineBreak));
}

void TestOutsideInput::invalidUtf8LineIsReportedAndTheRestIsKept()
{
    // One Latin-1 byte on line 4 once turned the whole file into Latin-1, and the UTF-8 on line 3
    // into "18Â½".
    const QByteArray bytes = "Lead\nThe Bavarian Illuminati\n18\xc2\xbd-Minute Gap\nBj\xf8rne\n";
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(decoded.undecodable.size(), 1);
    QCOMPARE(decoded.undecodable.first().lineNumber, 4);
    QVERIFY(decoded.text.contains(u"18\u00bd-Minute Gap"_s));
    QCOMPARE(decoded.problemText(), u"line 4 is not UTF-8 text (save the file as UTF-8 text)"_s);

    const DeckImportResult result = readText(bytes);
    QCOMPARE(result.report.lines.at(2).status, DeckLineStatus::Card);
    QCOMPARE(result.report.lines.at(2).cardId, u"base/18-1-2-minute-gap"_s);
    const DeckImportLine &bad = result.report.lines.at(3);
    QCOMPARE(bad.lineNumber, 4);
    QCOMPARE(bad.status, DeckLineStatus::Undecodable);
    QCOMPARE(bad.text, u"Bj\ufffdrne"_s);
    QVERIFY(bad.cardId.isEmpty());
    QVERIFY(!result.report.allCardsResolved());
    QCOMPARE(result.deck.copiesOf(u"base/bjorne"_s), 0);
}

void TestOutsideInput::nulByteIsReportedNotDropped()
{
    const QByteArray bytes("Groups\nHack\0ers\nUFOs\n", 21);
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(decoded.undecodable.size(), 1);
    QCOMPARE(decoded.undecodable.first().lineNumber, 2);
    QVERIFY(decoded.undecodable.first().nul);
    QVERIFY(decoded.text.contains(u"Hack\ufffders"_s));
    const DeckImportResult result = readText(bytes);
    QCOMPARE(result.report.lines.at(1).status, DeckLineStatus::Undecodable);
    QCOMPARE(result.deck.copiesOf(u"base/hackers"_s), 0);
    QCOMPARE(result.deck.copiesOf(u"base/ufos"_s), 1);
}

void TestOutsideInput::linesAreCountedAsTheReadersCountThem()
{
    // "\r\n", "\r" and "\n" each end a line.
    const DecodedText decoded = decodeText("a\r\nb\rc\n\xff\r\n");
    QCOMPARE(decoded.undecodable.size(), 1);
    QCOMPARE(decoded.undecodable.first().lineNumber, 4);
    QCOMPARE(decoded.text, u"a\r\nb\rc\n\ufffd\r\n"_s);
    QCOMPARE(decodeText("\xef\xbb\xbfUFOs").text, u"UFOs"_s);
}

void TestOutsideInput::utf16WithAnOddByteEndsInAnUndecodableLine()
{
    QByteArray bytes = encoded(u"UFOs\nHackers"_s, QStringEncoder::Utf16LE);
    bytes.append('\x41');
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(decoded.undecodable.size(), 1);
    QCOMPARE(decoded.undecodable.first().lineNumber, 2);
    QVERIFY(decoded.text.startsWith(u"UFOs\nHackers"_s));
}

void TestOutsideInput::loneSurrogateInUtf16IsAnUndecodableLine()
{
    // Qt's decoder passed the lone surrogate through, and the whole file became one line that
    // no card could be read from.
    QByteArray bytes =
        encoded(u"1 The Bavarian Illuminati\n1 XGun Lobby\n1 Hackers\n"_s, QStringEncoder::Utf16LE);
    const qsizetype x = bytes.indexOf(QByteArray("X\0", 2));
    bytes.replace(x, 2, QByteArray("\x00\xd8", 2)); // a high surrogate with no low one
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(decoded.undecodable.size(), 1);
    QCOMPARE(decoded.undecodable.first().lineNumber, 2);
    const DeckImportResult result = readText(bytes);
    QCOMPARE(result.report.lines.size(), 3);
    QCOMPARE(result.report.lines.at(1).status, DeckLineStatus::Undecodable);
    QCOMPARE(result.deck.copiesOf(u"base/hackers"_s), 1);
    QVERIFY(!result.report.allCardsResolved());
}

void TestOutsideInput::dekWithBytesThatAreNotTextIsRefusedWithItsLine()
{
    QByteArray bytes = test::deckFixture(u"one-big-deck.dek"_s);
    const qsizetype third = bytes.indexOf('\n', bytes.indexOf('\n') + 1);
    bytes.insert(third + 1, "<!-- caf\xe9 -->\n");
    const DeckImportResult result = LackeyDeckFormat::read(bytes, u"bad.dek"_s, m_resolver);
    QVERIFY(!result.ok());
    QCOMPARE(result.error, u"bad.dek:3: line 3 is not UTF-8 text (save the file as UTF-8 text)"_s);
}

void TestOutsideInput::dekInUtf16IsRead()
{
    const QByteArray utf8 = test::deckFixture(u"one-big-deck.dek"_s);
    const DeckImportResult expected = LackeyDeckFormat::read(utf8, u"a.dek"_s, m_resolver);
    QVERIFY(expected.ok());
    const QByteArray utf16 = encoded(QString::fromUtf8(utf8), QStringEncoder::Utf16LE);
    const DeckImportResult result = LackeyDeckFormat::read(utf16, u"a.dek"_s, m_resolver);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.deck, expected.deck);
}

void TestOutsideInput::dekUnderAnotherNameIsReadAsADek()
{
    // deck.xml, deck.dek.txt or a pipe: once read as text, an empty deck with exit 0.
    const QByteArray dek = test::deckFixture(u"one-big-deck.dek"_s);
    const DeckImportResult expected = LackeyDeckFormat::read(dek, u"a.dek"_s, m_resolver);
    for (const QString &name : {u"deck.xml"_s, u"deck.dek.txt"_s, u"63"_s}) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\n  " + dek);
        file.close();
        QCOMPARE(DeckFileIo::typeForReading(path, "\n  " + dek), DeckFileType::Dek);
        const DeckImportResult read = DeckFileIo::read(path, m_resolver);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.deck.entries, expected.deck.entries);
    }
    QCOMPARE(DeckFileIo::typeForReading(u"list.txt"_s, "Groups\nUFOs\n"), DeckFileType::Text);
}

void TestOutsideInput::scenarioInUtf16IsRead()
{
    QFile file(QStringLiteral(INWO_SOURCE_DIR) +
               u"/tests/scenarios/attacks/example-01-inwo-power6-vs-res2.json"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray utf8 = file.readAll();
    QString error;
    const auto expected = AttackScenario::fromJson(utf8, &error);
    QVERIFY2(expected, qPrintable(error));
    const auto read =
        AttackScenario::fromJson(encoded(QString::fromUtf8(utf8), QStringEncoder::Utf16BE), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->toJson(), expected->toJson());
}

void TestOutsideInput::scenarioWithBytesThatAreNotTextNamesTheLine()
{
    QString error;
    QVERIFY(!AttackScenario::fromJson("{\n\"kind\": \"control\",\n\"note\": \"\xff\"\n}", &error));
    QCOMPARE(error, u"$: not JSON text: line 3 is not UTF-8 text (save the file as UTF-8 text)"_s);
}

QTEST_GUILESS_MAIN(TestOutsideInput)
#include "tst_outsideinput.moc"
