#include "cards/cardrepository.h"
#include "deckeditor/deckregistrationsheet.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

// The printable deck registration sheet: a PDF whose pages grow with the card list, written
// whole or not at all.
class TestRegistrationSheet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void sheetIsAPdfWithItsTitleAndCreator();
    void aThirtyCardDeckFitsOnOnePage();
    void pagesGrowWithTheNumberOfDistinctCards();
    void repeatedCopiesTakeOneLine();
    void longNotesFlowOntoAnotherPage();
    void unknownCardsAVerdictAndSharedPilesStillMakeASheet();
    void sheetStatesTheWholeVerdict();
    void sheetOfADeckMeetingEveryCheckableRuleReadsLegalWithANote();
    void sheetWriteFailureLeavesNoFile();
    void rewritingReplacesTheWholeFile();

private:
    QByteArray writeSheet(const Deck &deck, const DeckRegistrationSheet::Options &options = {});

    QTemporaryDir m_dir;
    InMemoryCardRepository m_cards;
    int m_written = 0;
};

namespace {

constexpr int groupCards = 120;
constexpr int plotCards = 120;

// "/Type /Page" objects, not the "/Type /Pages" tree.
int pageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(u"/Type\\s*/Page(?![a-zA-Z])"_s);
    return int(QString::fromLatin1(pdf).count(page));
}

QString groupId(int i)
{
    return u"base/group-%1"_s.arg(i);
}

QString plotId(int i)
{
    return u"base/plot-%1"_s.arg(i);
}

// One lead Illuminati, then `groups` distinct Group-deck cards and `plots` distinct Plot cards.
Deck deckOf(int groups, int plots)
{
    Deck deck;
    deck.name = u"Test Deck"_s;
    deck.author = u"A. Weishaupt"_s;
    deck.entries.append({u"base/the-network"_s, 1, DeckZone::Lead});
    for (int i = 0; i < groups; ++i)
        deck.entries.append({groupId(i), 1, DeckZone::GroupDeck});
    for (int i = 0; i < plots; ++i)
        deck.entries.append({plotId(i), 1, DeckZone::PlotDeck});
    return deck;
}

// 1 + 14 + 15 distinct cards.
Deck thirtyCardDeck()
{
    return deckOf(14, 15);
}

} // namespace

void TestRegistrationSheet::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Card network;
    network.id = u"base/the-network"_s;
    network.name = u"The Network"_s;
    network.type = CardType::Illuminati;
    network.back = CardBack::Plot;
    m_cards.add(network);
    for (int i = 0; i < groupCards; ++i) {
        Card card;
        card.id = groupId(i);
        card.name = u"Group Number %1 With A Longish Name"_s.arg(i);
        card.type = i % 3 == 0 ? CardType::Personality : CardType::Organization;
        card.back = CardBack::Group;
        card.set = i % 2 == 0 ? CardSet::Base : CardSet::Assassins;
        m_cards.add(card);
    }
    for (int i = 0; i < plotCards; ++i) {
        Card card;
        card.id = plotId(i);
        card.name = u"Plot %1"_s.arg(i);
        card.type = i % 5 == 0 ? CardType::NewWorldOrder : CardType::Plot;
        if (card.type == CardType::NewWorldOrder)
            card.nwoColor = NwoColor::Yellow;
        card.back = CardBack::Plot;
        m_cards.add(card);
    }
}

QByteArray TestRegistrationSheet::writeSheet(const Deck &deck,
                                             const DeckRegistrationSheet::Options &options)
{
    const QString path = m_dir.filePath(u"sheet-%1.pdf"_s.arg(++m_written));
    QString error;
    if (!DeckRegistrationSheet::write(deck, m_cards, options, path, &error)) {
        qWarning() << "write failed:" << error;
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

void TestRegistrationSheet::sheetIsAPdfWithItsTitleAndCreator()
{
    const QByteArray pdf = writeSheet(thirtyCardDeck());
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QVERIFY(pdf.contains("/MediaBox"));
    // A4 is 595 x 842 points.
    static const QRegularExpression mediaBox(
        u"/MediaBox\\s*\\[\\s*0\\s+0\\s+(\\d+)(?:\\.0+)?\\s+(\\d+)(?:\\.0+)?"_s);
    const QRegularExpressionMatch match = mediaBox.match(QString::fromLatin1(pdf));
    QVERIFY(match.hasMatch());
    QCOMPARE(match.captured(1).toInt(), 595);
    QCOMPARE(match.captured(2).toInt(), 842);

    // Qt writes the document information as UTF-16 with a byte order mark, in hex or literally.
    const auto containsText = [&pdf](const QString &text) {
        QByteArray utf16("\xfe\xff", 2);
        for (const QChar c : text) {
            utf16.append(char(c.unicode() >> 8));
            utf16.append(char(c.unicode() & 0xff));
        }
        return pdf.contains(utf16) || pdf.toLower().contains(utf16.toHex()) ||
               pdf.contains(text.toUtf8());
    };
    QVERIFY(containsText(u"Deck Registration Sheet: Test Deck"_s));
    QVERIFY(containsText(u"INWO Assistant"_s));
}

void TestRegistrationSheet::aThirtyCardDeckFitsOnOnePage()
{
    const QByteArray pdf = writeSheet(thirtyCardDeck());
    QCOMPARE(pageCount(pdf), 1);
}

void TestRegistrationSheet::pagesGrowWithTheNumberOfDistinctCards()
{
    int previous = 0;
    QList<int> counts;
    for (const int perPile : {15, 40, 70, 100}) {
        const int pages = pageCount(writeSheet(deckOf(perPile, perPile)));
        counts.append(pages);
        QVERIFY2(pages >= previous,
                 qPrintable(
                     u"%1 distinct cards per pile: %2 pages after %3"_s.arg(perPile).arg(pages).arg(
                         previous)));
        previous = pages;
    }
    // 201 rows of about 4.6 mm on pages of about 250 mm: at least four pages, at most six.
    const int twoHundred = pageCount(writeSheet(deckOf(100, 100)));
    QVERIFY2(twoHundred >= 4 && twoHundred <= 6, qPrintable(QString::number(twoHundred)));
    QVERIFY(twoHundred > pageCount(writeSheet(thirtyCardDeck())));
    QVERIFY(counts.first() < counts.last());
}

void TestRegistrationSheet::repeatedCopiesTakeOneLine()
{
    // 200 copies of three cards are three lines, not two hundred.
    Deck deck;
    deck.name = u"Copies"_s;
    deck.entries = {{u"base/the-network"_s, 1, DeckZone::Lead},
                    {groupId(1), 100, DeckZone::GroupDeck},
                    {plotId(1), 50, DeckZone::PlotDeck},
                    {plotId(1), 50, DeckZone::PlotDeck}};
    QCOMPARE(pageCount(writeSheet(deck)), 1);
}

void TestRegistrationSheet::longNotesFlowOntoAnotherPage()
{
    Deck deck = thirtyCardDeck();
    QStringList lines;
    for (int i = 0; i < 80; ++i)
        lines.append(u"Note %1: play the Network early, keep Zaps for the NWOs."_s.arg(i));
    deck.notes = lines.join(u'\n');
    QVERIFY(pageCount(writeSheet(deck)) >= 2);
}

void TestRegistrationSheet::unknownCardsAVerdictAndSharedPilesStillMakeASheet()
{
    Deck deck = thirtyCardDeck();
    deck.entries.append({u"base/no-such-card"_s, 2, DeckZone::GroupDeck});
    deck.entries.append({plotId(3), 2, DeckZone::SharedPlots});
    DeckRegistrationSheet::Options options;
    options.formatName = u"Plan 28"_s;
    options.player = u"Jane Doe"_s;
    options.event = u"Origins 1996"_s;
    DeckVerdict verdict;
    verdict.status = VerdictStatus::Illegal;
    for (int i = 0; i < 10; ++i) {
        Violation violation;
        violation.code = ViolationCode::Copies;
        violation.message =
            u"problem %1: the Plot deck holds 21 cards; the format asks for 20"_s.arg(i);
        verdict.violations.append(violation);
    }
    options.verdict = verdict;
    const QByteArray pdf = writeSheet(deck, options);
    QVERIFY(pdf.startsWith("%PDF-"));
    const int pages = pageCount(pdf);
    QVERIFY2(pages >= 1 && pages <= 2, qPrintable(QString::number(pages)));
}

void TestRegistrationSheet::sheetStatesTheWholeVerdict()
{
    const Deck deck = thirtyCardDeck();
    DeckVerdict verdict;
    verdict.status = VerdictStatus::Illegal;
    for (int i = 0; i < 10; ++i) {
        Violation violation;
        violation.code = ViolationCode::UnknownCard;
        violation.message = u"deck.txt:%1: 'Hamster %1' is not a card this program knows"_s.arg(i);
        verdict.violations.append(violation);
    }
    const QStringList text = DeckRegistrationSheet::verdictText(deck, verdict);
    QCOMPARE(text.first(), u"Verdict: Illegal"_s);
    QCOMPARE(text.size(), 11);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(text.at(i + 1), u"• "_s + verdict.violations.at(i).message);
    QVERIFY(!text.join(u'\n').contains(u"more problem"_s));
    // A problem with a rule gives where the rule is written, as the window does.
    DeckVerdict cited = verdict;
    cited.violations.first().rule = {u"20 Plot cards"_s, u"004_982041b3a4af1224.txt, line 178"_s};
    QCOMPARE(DeckRegistrationSheet::verdictText(deck, cited).at(1),
             u"• "_s + cited.violations.first().message + u" (Plan 28, line 178)"_s);

    // A verdict too long for the first page goes on over the next one.
    DeckVerdict longVerdict = verdict;
    for (int i = 10; i < 90; ++i) {
        Violation violation;
        violation.code = ViolationCode::Copies;
        violation.message = u"problem %1: three copies of Plot Number %1 With A Longish Name, "
                            "where the format allows at most two copies of any Plot card"_s.arg(i);
        longVerdict.violations.append(violation);
    }
    DeckRegistrationSheet::Options options;
    options.formatName = u"Plan 28"_s;
    options.verdict = verdict;
    const int shortPages = pageCount(writeSheet(deck, options));
    options.verdict = longVerdict;
    const int longPages = pageCount(writeSheet(deck, options));
    QVERIFY2(longPages > shortPages, qPrintable(u"%1 and %2"_s.arg(shortPages).arg(longPages)));
}

void TestRegistrationSheet::sheetOfADeckMeetingEveryCheckableRuleReadsLegalWithANote()
{
    DeckVerdict verdict;
    verdict.status = VerdictStatus::LegalUnverifiable;
    verdict.unverifiable.append(
        {u"Plan 28 bans all the cards that are banned by the various variants"_s,
         u"004_982041b3a4af1224.txt, line 194"_s});
    const QStringList text = DeckRegistrationSheet::verdictText(thirtyCardDeck(), verdict);
    QCOMPARE(text.first(), u"Verdict: Legal"_s);
    QCOMPARE(text.size(), 3);
    QVERIFY(text.at(1).startsWith(u"Note:"_s));
    QCOMPARE(text.at(2), u"• Plan 28 bans all the cards that are banned by the various "
                         "variants (Plan 28, line 194)"_s);
    // No cards at all: an empty deck, not a legal or illegal one.
    DeckVerdict empty;
    empty.status = VerdictStatus::Illegal;
    empty.violations.append({ViolationCode::DeckSize, {}, u"the deck holds 0 cards"_s, {}});
    QCOMPARE(DeckRegistrationSheet::verdictText(Deck{}, empty),
             QStringList{u"Verdict: Empty deck"_s});
}

void TestRegistrationSheet::sheetWriteFailureLeavesNoFile()
{
    const QString path = m_dir.filePath(u"no-such-folder/sheet.pdf"_s);
    QString error;
    QVERIFY(!DeckRegistrationSheet::write(thirtyCardDeck(), m_cards, {}, path, &error));
    QVERIFY2(error.startsWith(u"cannot write "_s), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!QDir(m_dir.filePath(u"no-such-folder"_s)).exists());
    // A null error pointer is allowed.
    QVERIFY(!DeckRegistrationSheet::write(thirtyCardDeck(), m_cards, {}, path, nullptr));
}

void TestRegistrationSheet::rewritingReplacesTheWholeFile()
{
    const QString path = m_dir.filePath(u"rewrite.pdf"_s);
    {
        QFile junk(path);
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4 << 20, 'x'));
    }
    QString error;
    QVERIFY2(DeckRegistrationSheet::write(thirtyCardDeck(), m_cards, {}, path, &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(!pdf.contains("xxxxxxxx"));
    QCOMPARE(QDir(m_dir.path()).entryList({u"rewrite*"_s}, QDir::Files),
             QStringList{u"rewrite.pdf"_s});
}

QTEST_MAIN(TestRegistrationSheet)
#include "tst_registrationsheet.moc"
