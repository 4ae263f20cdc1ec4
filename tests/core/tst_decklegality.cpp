// Deck legality against formats as data: every Plan 28 rule proven by a deck that breaks it and
// nothing else it need not (004_982041b3a4af1224.txt, lines 174-198), beside a legal deck.
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "decks/decklegality.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

QByteArray sourceFile(const QString &relative)
{
    QFile file(QStringLiteral(INWO_SOURCE_DIR) + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing %s", qPrintable(relative));
    return file.readAll();
}

QStringList codesOf(const DeckVerdict &verdict)
{
    QStringList codes;
    for (const Violation &violation : verdict.violations)
        codes.append(codeOf(violation.code));
    codes.sort();
    return codes;
}

} // namespace

class TestDeckLegality : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    DeckFormat m_plan28;
    DeckFormat m_casual;
    Deck m_legal; // Bavarian Illuminati, 9 base Organizations, 10 base Plots twice each
    QStringList m_plots;
    QStringList m_groups;

    DeckFormat format(const QString &file)
    {
        FormatError error;
        const auto parsed =
            DeckFormat::parse(sourceFile(u"resources/formats/"_s + file), file, m_resolver, &error);
        if (!parsed)
            qFatal("%s", qPrintable(error.toString()));
        return *parsed;
    }

    // The legal deck with `quantity` copies of `from` (in its zone) changed into `to`.
    Deck swapped(const QString &from, const QString &to, int quantity = 1,
                 std::optional<DeckZone> toZone = std::nullopt) const
    {
        Deck deck = m_legal;
        for (DeckEntry &entry : deck.entries) {
            if (entry.cardId == from) {
                entry.quantity -= quantity;
                deck.entries.append({to, quantity, toZone.value_or(entry.zone)});
                break;
            }
        }
        deck.entries.removeIf([](const DeckEntry &entry) { return entry.quantity <= 0; });
        return deck;
    }

    DeckVerdict plan28(const Deck &deck) const { return checkDeck(deck, m_plan28, m_cards); }

private slots:
    void initTestCase()
    {
        m_plan28 = format(u"plan28.json"_s);
        m_casual = format(u"casual.json"_s);
        QStringList listed = m_plan28.restricted->cardIds + m_plan28.ultraRestricted->cardIds +
                             m_plan28.banned->cardIds;
        for (const Card &card : m_cards.cards()) {
            if (card.set != CardSet::Base || listed.contains(card.id) || !card.keywords.isEmpty())
                continue;
            if (card.type == CardType::Organization && m_groups.size() < 9)
                m_groups.append(card.id);
            if (card.type == CardType::Plot && m_plots.size() < 11)
                m_plots.append(card.id);
        }
        QCOMPARE(m_groups.size(), 9);
        m_legal.name = u"Legal under Plan 28"_s;
        m_legal.entries.append({u"base/bavarian-illuminati"_s, 1, DeckZone::Lead});
        for (const QString &id : std::as_const(m_groups))
            m_legal.entries.append({id, 1, DeckZone::GroupDeck});
        for (qsizetype i = 0; i < 10; ++i)
            m_legal.entries.append({m_plots.at(i), 2, DeckZone::PlotDeck});
    }

    // The counts say why a pile differs from its zone: a Group from the Lead counts in the Group
    // deck, a card the database does not know in no pile.
    void countsSayWhyAPileDiffersFromItsZone()
    {
        Deck deck = m_legal;
        deck.entries.append({m_groups.first(), 2, DeckZone::Lead});
        deck.entries.append({u"no/such-card"_s, 3, DeckZone::PlotDeck});
        const DeckCounts counts = DeckCounts::of(deck, m_cards);
        const DeckCounts legal = DeckCounts::of(m_legal, m_cards);
        QCOMPARE(counts.groupDeck, legal.groupDeck + 2);
        QCOMPARE(counts.groupDeckFromLead, 2);
        QCOMPARE(counts.plotDeckFromLead, 0);
        QCOMPARE(counts.plotDeck, legal.plotDeck);
        QCOMPARE(counts.unknownInPlotDeck, 3);
        QCOMPARE(counts.unknownInGroupDeck, 0);
        QCOMPARE(counts.total, legal.total + 5);
        QCOMPARE(legal.groupDeckFromLead + legal.unknownInGroupDeck + legal.unknownInPlotDeck, 0);
    }

    // Empty: no card, and no imported line still to resolve (such a line is a card lost).
    void aDeckIsEmptyOnlyWithoutCardsAndWithoutLinesToResolve()
    {
        const Deck none;
        QVERIFY(isEmptyDeck(none, plan28(none)));
        QVERIFY(!isEmptyDeck(m_legal, plan28(m_legal)));
        DeckVerdict lost = plan28(none);
        DeckImportReport report;
        report.sourceName = u"list.txt"_s;
        DeckImportLine line;
        line.lineNumber = 3;
        line.text = u"Illuminated Hamsters of Doom"_s;
        line.status = DeckLineStatus::NotFound;
        report.lines.append(line);
        addUnresolvedImportLines(&lost, report);
        QVERIFY(!isEmptyDeck(none, lost));
    }

    void formatNamesResolveLikeDeckImport()
    {
        QCOMPARE(m_plan28.restricted->cardIds,
                 (QList<QString>{u"base/savings-and-loan-scam"_s, u"subgenius/comet-hail-bob"_s}));
        QCOMPARE(m_plan28.ultraRestricted->cardIds.size(), 4);
        QVERIFY(m_plan28.ultraRestricted->cardIds.contains(u"assassins/the-big-prawn"_s));
        QCOMPARE(m_plan28.banned->cardIds,
                 (QList<QString>{u"base/good-polls"_s, u"base/power-grab"_s}));
    }

    void aDeckBreakingNothingIsLegalButUnverifiableUnderPlan28()
    {
        const DeckVerdict verdict = plan28(m_legal);
        QCOMPARE(codesOf(verdict), QStringList{});
        QCOMPARE(verdict.status, VerdictStatus::LegalUnverifiable);
        QCOMPARE(verdict.unverifiable.size(), 1);
        QVERIFY(verdict.unverifiable.first().words.contains(u"various variants"_s));
    }

    void theSameDeckIsPlainlyLegalUnderCasual()
    {
        QCOMPARE(checkDeck(m_legal, m_casual, m_cards).status, VerdictStatus::Legal);
    }

    void eachRuleBrokenAloneIsReportedAlone_data()
    {
        QTest::addColumn<Deck>("deck");
        QTest::addColumn<QStringList>("codes");
        const QString plot = m_plots.first();
        const QString group = m_groups.first();
        Deck extraPlot = m_legal;
        extraPlot.entries.append({m_plots.at(10), 1, DeckZone::PlotDeck});
        QTest::newRow("one extra Plot: deck size and Plot count")
            << extraPlot << QStringList{u"deck-size"_s, u"plot-count"_s};
        QTest::newRow("10 Group-deck cards and 19 Plots")
            << swapped(plot, u"base/the-mafia"_s, 1, DeckZone::GroupDeck)
            << QStringList{u"group-count"_s, u"plot-count"_s};
        QTest::newRow("a Resource counts in the Group deck")
            << swapped(group, u"base/cyborg-soldiers"_s) << QStringList{};
        QTest::newRow("the Illuminati moved to the Plot deck is an agent, not the lead")
            << swapped(u"base/bavarian-illuminati"_s, u"base/bavarian-illuminati"_s, 1,
                       DeckZone::PlotDeck)
            << QStringList{u"illuminati-count"_s, u"plot-count"_s};
        QTest::newRow("an agent Illuminati in place of a Plot is fine")
            << swapped(plot, u"base/gnomes-of-zurich"_s) << QStringList{};
        Deck threeCopies = swapped(m_plots.at(1), plot, 1);
        QTest::newRow("three copies of a Plot") << threeCopies << QStringList{u"copies"_s};
        QTest::newRow("two Savings & Loan Scam")
            << swapped(plot, u"base/savings-and-loan-scam"_s, 2) << QStringList{u"restricted"_s};
        QTest::newRow("one Savings & Loan Scam")
            << swapped(plot, u"base/savings-and-loan-scam"_s, 1) << QStringList{};
        QTest::newRow("two Messiah: copies count for Ultra Restricted")
            << swapped(plot, u"base/messiah"_s, 2) << QStringList{u"ultra-restricted"_s};
        Deck prawnAndMessiah = swapped(plot, u"base/messiah"_s, 1);
        for (DeckEntry &entry : prawnAndMessiah.entries) {
            if (entry.cardId == group)
                entry.cardId = u"assassins/the-big-prawn"_s;
        }
        QTest::newRow("Messiah and The Big Prawn")
            << prawnAndMessiah << QStringList{u"ultra-restricted"_s};
        QTest::newRow("one Ultra Restricted card is fine")
            << swapped(plot, u"base/messiah"_s, 1) << QStringList{};
        QTest::newRow("Good Polls")
            << swapped(plot, u"base/good-polls"_s) << QStringList{u"banned"_s};
        QTest::newRow("Power Grab")
            << swapped(plot, u"base/power-grab"_s) << QStringList{u"banned"_s};
        QTest::newRow("a fan-made Group") << swapped(group, u"fan/private-detective-agencies"_s)
                                          << QStringList{u"set-not-allowed"_s};
        QTest::newRow("a card the program does not know (not counted as a Plot)")
            << swapped(plot, u"base/no-such-card"_s)
            << QStringList{u"plot-count"_s, u"unknown-card"_s};
    }

    void eachRuleBrokenAloneIsReportedAlone()
    {
        QFETCH(Deck, deck);
        QFETCH(QStringList, codes);
        const DeckVerdict verdict = plan28(deck);
        QCOMPARE(codesOf(verdict), codes);
        QCOMPARE(verdict.status,
                 codes.isEmpty() ? VerdictStatus::LegalUnverifiable : VerdictStatus::Illegal);
        for (const Violation &violation : verdict.violations) {
            if (violation.code != ViolationCode::UnknownCard) {
                QVERIFY2(!violation.rule.words.isEmpty(), qPrintable(violation.message));
                QVERIFY2(violation.rule.source.contains(u".txt"_s) ||
                             violation.rule.source.contains(u"README"_s),
                         qPrintable(violation.rule.source));
            }
        }
    }

    void everyZapIsBannedUnlessTheUserExceptsIt()
    {
        QString zap;
        for (const Card &card : m_cards.cards()) {
            if (card.set != CardSet::Fan && card.hasKeyword(Keyword::Zap) &&
                card.back == CardBack::Plot) {
                zap = card.id;
                break;
            }
        }
        QVERIFY(!zap.isEmpty());
        const Deck deck = swapped(m_plots.first(), zap);
        const DeckVerdict verdict = plan28(deck);
        QCOMPARE(codesOf(verdict), QStringList{u"banned"_s});
        QCOMPARE(verdict.violations.first().cardIds, QStringList{zap});
        QVERIFY(verdict.violations.first().rule.words.contains(u"Most Zaps"_s));

        DeckFormat lenient = m_plan28;
        lenient.keywordBans.first().exceptCardIds.append(zap);
        QCOMPARE(checkDeck(deck, lenient, m_cards).status, VerdictStatus::LegalUnverifiable);
    }

    void violationsNameTheCardsInvolved()
    {
        const DeckVerdict verdict =
            plan28(swapped(m_plots.first(), u"base/savings-and-loan-scam"_s, 2));
        QCOMPARE(verdict.violations.first().cardIds, QStringList{u"base/savings-and-loan-scam"_s});
        QVERIFY(verdict.violations.first().message.contains(u"Savings & Loan Scam"_s));
    }

    void formatFileErrorsNameFileLineAndKey_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown card")
            << QByteArray("{\n  \"id\": \"x\",\n  \"name\": \"X\",\n  \"banned\": {\n"
                          "    \"cards\": [\"Good Polls\", \"Bad Polls\"],\n"
                          "    \"words\": \"w\"\n  }\n}\n")
            << u"mine.json:5: banned.cards: no card is named 'Bad Polls'"_s;
        QTest::newRow("not JSON") << QByteArray("{\n  \"id\": \"x\",\n  oops\n}\n")
                                  << u"mine.json:3: not valid JSON: "_s;
        QTest::newRow("unknown keyword")
            << QByteArray("{\"id\": \"x\", \"name\": \"X\",\n\"keywordBans\": [{\"keyword\": "
                          "\"zip\", \"words\": \"w\"}]}")
            << u"mine.json:2: keywordBans.keyword: unknown keyword 'zip'"_s;
        QTest::newRow("rule without words")
            << QByteArray("{\"id\": \"x\", \"name\": \"X\", \"deckSize\": {\"count\": 30}}")
            << u"mine.json:1: deckSize.words: every rule needs the words it enforces"_s;
        QTest::newRow("missing id")
            << QByteArray("{\"name\": \"X\"}") << u"mine.json: id: a format needs an id"_s;
    }

    void formatFileErrorsNameFileLineAndKey()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        FormatError error;
        QVERIFY(!DeckFormat::parse(json, u"mine.json"_s, m_resolver, &error));
        QVERIFY2(error.toString().startsWith(message), qPrintable(error.toString()));
    }

    void aFormatNameThatFitsTwoCardsIsAnErrorNotAGuess()
    {
        Card first = *m_cards.cardById(u"base/good-polls"_s);
        Card second = first;
        second.id = u"german/good-polls"_s;
        second.set = CardSet::German;
        const InMemoryCardRepository twice({first, second});
        const CardNameResolver resolver(twice);
        FormatError error;
        QVERIFY(!DeckFormat::parse("{\"id\": \"x\", \"name\": \"X\", \"banned\": {\"cards\": "
                                   "[\"Good Polls\"], \"words\": \"w\"}}",
                                   u"two.json"_s, resolver, &error));
        QVERIFY2(error.message.contains(u"more than one card"_s), qPrintable(error.toString()));
    }
};

QTEST_GUILESS_MAIN(TestDeckLegality)
#include "tst_decklegality.moc"
