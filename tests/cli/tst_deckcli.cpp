// `inwo deck ...` as scripts and referees use it (issue 3, section 6): one verdict per file with
// exit codes 0/1/2, the import report with the four line statuses, conversion by extension, and
// statistics with hypergeometric draw odds.
#include "cards/cardnameresolver.h"
#include "clirun.h"
#include "fixtures.h"
#include "forumlist.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using inwo::test::CliRun;

namespace {

// Exact binomial coefficient for the small numbers of these tests.
double choose(int n, int k)
{
    double result = 1;
    for (int i = 1; i <= k; ++i)
        result = result * (n - k + i) / i;
    return result;
}

} // namespace

class TestDeckCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    CliRun inwo(const QStringList &arguments)
    {
        return inwo::test::runCommand(
            QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
            inwo::test::environmentWithDatabase(m_dir.filePath(u"deckcli.sqlite"_s)));
    }

    // A deck list written into the test's folder; its path.
    QString writeList(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static QStringList codesOf(const QJsonObject &deck)
    {
        QStringList codes;
        for (const QJsonValue violation : deck.value(u"violations"_s).toArray())
            codes.append(violation.toObject().value(u"code"_s).toString());
        return codes;
    }

    // The deck as `deck import --json` gives it: (name, quantity, zone) rows.
    QList<QStringList> importedCards(const QString &path)
    {
        const CliRun run = inwo({u"deck"_s, u"import"_s, path, u"--json"_s});
        QList<QStringList> rows;
        for (const QJsonValue value : run.json().value(u"cards"_s).toArray()) {
            const QJsonObject card = value.toObject();
            rows.append({card.value(u"name"_s).toString(),
                         QString::number(card.value(u"quantity"_s).toInt()),
                         card.value(u"zone"_s).toString()});
        }
        return rows;
    }

private slots:
    // Issue 11: a deck meeting everything Plan 28 lets a program check is legal, with the rule
    // no program can check named in a note (004_982041b3a4af1224.txt, line 194: the variants'
    // banned cards are named nowhere).
    void checkPlan28LegalDeckReadsLegalWithANoteAndExitsZero()
    {
        const QString file = inwo::test::deckFixturePath(u"plan28-legal.txt"_s);
        const CliRun run =
            inwo({u"deck"_s, u"check"_s, file, u"--format"_s, u"plan28"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = run.json();
        QCOMPARE(result.value(u"format"_s).toString(), u"plan28"_s);
        const QJsonObject deck = result.value(u"decks"_s).toArray().first().toObject();
        // Scripts keep the finer status.
        QCOMPARE(deck.value(u"status"_s).toString(), u"legal-unverifiable"_s);
        QCOMPARE(deck.value(u"legal"_s), QJsonValue(true));
        QVERIFY(deck.value(u"violations"_s).toArray().isEmpty());
        QCOMPARE(deck.value(u"unverifiable"_s).toArray().size(), 1);
        const QJsonObject counts = deck.value(u"counts"_s).toObject();
        QCOMPARE(counts.value(u"total"_s).toInt(), 30);
        QCOMPARE(counts.value(u"groupDeck"_s).toInt(), 9);
        QCOMPARE(counts.value(u"plotDeck"_s).toInt(), 20);

        const CliRun text = inwo({u"deck"_s, u"check"_s, file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(": legal (Plan 28)\n  note: no program can check: Plan 28 bans"),
                 text.out.constData());
        QVERIFY(!text.out.contains("unverifiable"));
    }

    void checkStrictCountsARuleNoProgramCanCheckAsNotMet()
    {
        const QString file = inwo::test::deckFixturePath(u"plan28-legal.txt"_s);
        const CliRun json = inwo({u"deck"_s, u"check"_s, file, u"--strict"_s, u"--json"_s});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject deck = json.json().value(u"decks"_s).toArray().first().toObject();
        QCOMPARE(deck.value(u"status"_s).toString(), u"legal-unverifiable"_s);
        QCOMPARE(deck.value(u"legal"_s), QJsonValue(false));
        const CliRun text = inwo({u"deck"_s, u"check"_s, u"--strict"_s, file});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains(": legal-unverifiable (Plan 28): --strict"),
                 text.out.constData());
        // A deck with nothing left unchecked is legal under --strict too.
        QCOMPARE(
            inwo({u"deck"_s, u"check"_s, file, u"--format"_s, u"casual"_s, u"--strict"_s}).exitCode,
            0);
    }

    void checkCasualLegalDeckExitsZero()
    {
        const CliRun run =
            inwo({u"deck"_s, u"check"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--format"_s, u"Casual"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(": legal (Casual)"), run.out.constData());
    }

    void checkGivesOneVerdictPerFileWithRuleAndSource()
    {
        const CliRun run =
            inwo({u"deck"_s, u"check"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  inwo::test::deckFixturePath(u"bare-ampersand.dek"_s), u"--json"_s});
        QCOMPARE(run.exitCode, 1);
        const QJsonArray decks = run.json().value(u"decks"_s).toArray();
        QCOMPARE(decks.size(), 2);
        const QJsonObject small = decks.at(1).toObject();
        QCOMPARE(small.value(u"status"_s).toString(), u"illegal"_s);
        const QStringList codes = codesOf(small);
        QVERIFY2(codes.contains(u"deck-size"_s), qPrintable(codes.join(u' ')));
        QVERIFY(codes.contains(u"group-count"_s));
        QVERIFY(codes.contains(u"restricted"_s)); // two Savings & Loan Scam
        for (const QJsonValue value : small.value(u"violations"_s).toArray()) {
            const QJsonObject rule = value.toObject().value(u"rule"_s).toObject();
            QVERIFY(rule.value(u"source"_s).toString().startsWith(u"004_982041b3a4af1224.txt"_s));
        }
    }

    void checkUnreadableFileExitsTwo()
    {
        const CliRun run =
            inwo({u"deck"_s, u"check"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  m_dir.filePath(u"missing.dek"_s)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"missing.dek"_s), qPrintable(run.err));
        QVERIFY(run.out.contains(": legal (Plan 28)")); // the readable deck still got its verdict
        QCOMPARE(
            inwo({u"deck"_s, u"check"_s, inwo::test::deckFixturePath(u"broken.dek"_s)}).exitCode,
            2);
    }

    void checkUnknownFormatExitsTwoNamingTheKnownOnes()
    {
        const CliRun run =
            inwo({u"deck"_s, u"check"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--format"_s, u"nonesuch"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"plan28"_s) && run.err.contains(u"casual"_s),
                 qPrintable(run.err));
    }

    void checkCountsAnUnresolvedLineAsAnUnknownCard()
    {
        // forum-post.txt names "Church of the SubGenius", which two cards could be.
        const CliRun run =
            inwo({u"deck"_s, u"check"_s, inwo::test::deckFixturePath(u"forum-post.txt"_s),
                  u"--format"_s, u"casual"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject deck = run.json().value(u"decks"_s).toArray().first().toObject();
        QCOMPARE(deck.value(u"status"_s).toString(), u"illegal"_s);
        QVERIFY(codesOf(deck).contains(u"unknown-card"_s));
    }

    // Issue 11's forum list written the short way (tests/fixtures/README.md): every known card
    // arrives with its quantity. Needs the import fixes for quantities and abbreviations.
    void importOfAForumListWrittenTheShortWayGivesEveryKnownCardWithItsQuantity()
    {
        const CliRun run =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"forum-abbreviations.txt"_s),
                  u"--json"_s});
        QCOMPARE(run.exitCode, 1); // the unknown line
        const QList<std::pair<QString, int>> expected = inwo::test::forumListCards();
        QMap<QString, int> wanted;
        for (const auto &[name, quantity] : expected)
            wanted.insert(inwo::CardNameResolver::keyOf(name), quantity);
        QMap<QString, int> arrived;
        for (const QJsonValue value : run.json().value(u"cards"_s).toArray()) {
            const QJsonObject card = value.toObject();
            arrived[inwo::CardNameResolver::keyOf(card.value(u"name"_s).toString())] +=
                card.value(u"quantity"_s).toInt();
        }
        QCOMPARE(arrived, wanted);
    }

    void checkOfAForumListWithAnUnknownNameIsNotLegalAndNamesTheLine()
    {
        const QString file = inwo::test::deckFixturePath(u"forum-abbreviations.txt"_s);
        const QString unknown = u"forum-abbreviations.txt:16: 'Illuminated Hamsters of Doom'"_s;
        for (const QString &format : {u"plan28"_s, u"casual"_s}) {
            const CliRun json =
                inwo({u"deck"_s, u"check"_s, file, u"--format"_s, format, u"--json"_s});
            QCOMPARE(json.exitCode, 1);
            const QJsonObject deck = json.json().value(u"decks"_s).toArray().first().toObject();
            QCOMPARE(deck.value(u"status"_s).toString(), u"illegal"_s);
            QCOMPARE(deck.value(u"legal"_s), QJsonValue(false));
            QStringList unknownLines;
            for (const QJsonValue value : deck.value(u"violations"_s).toArray()) {
                const QJsonObject violation = value.toObject();
                if (violation.value(u"code"_s).toString() == u"unknown-card"_s)
                    unknownLines.append(violation.value(u"message"_s).toString());
            }
            QVERIFY2(std::any_of(unknownLines.cbegin(), unknownLines.cend(),
                                 [&](const QString &line) { return line.startsWith(unknown); }),
                     qPrintable(unknownLines.join(u'\n')));

            const CliRun text = inwo({u"deck"_s, u"check"_s, file, u"--format"_s, format});
            QCOMPARE(text.exitCode, 1);
            QVERIFY2(text.out.contains(": illegal ("), text.out.constData());
            QVERIFY2(text.out.contains(u"unknown-card: "_s.append(unknown).toUtf8()),
                     text.out.constData());
        }
    }

    void importGivesCardsAndEveryLineWithTheFourStatuses()
    {
        const CliRun run = inwo({u"deck"_s, u"import"_s,
                                 inwo::test::deckFixturePath(u"forum-post.txt"_s), u"--json"_s});
        QCOMPARE(run.exitCode, 1); // one line is ambiguous
        const QJsonObject result = run.json();
        QCOMPARE(result.value(u"name"_s).toString(), u"Quiet Money"_s);
        const QJsonArray cards = result.value(u"cards"_s).toArray();
        QVERIFY(cards.size() > 10);
        for (const QJsonValue value : cards) {
            const QJsonObject card = value.toObject();
            for (const QString &key : {u"name"_s, u"set"_s, u"quantity"_s, u"zone"_s})
                QVERIFY2(card.contains(key), qPrintable(key));
        }
        const QSet<QString> allowed{u"card"_s, u"fuzzy"_s, u"ambiguous"_s, u"ignored"_s};
        QHash<QString, QJsonObject> byText;
        for (const QJsonValue value : result.value(u"lines"_s).toArray()) {
            const QJsonObject line = value.toObject();
            QVERIFY(allowed.contains(line.value(u"status"_s).toString()));
            byText.insert(line.value(u"text"_s).toString().trimmed(), line);
        }
        QCOMPARE(byText.value(u"Blitzkreig"_s).value(u"status"_s).toString(), u"fuzzy"_s);
        QCOMPARE(byText.value(u"Blitzkreig"_s).value(u"card"_s).toString(), u"Blitzkrieg"_s);
        const QJsonObject church = byText.value(u"Church of the SubGenius"_s);
        QCOMPARE(church.value(u"status"_s).toString(), u"ambiguous"_s);
        QVERIFY(church.value(u"candidates"_s).toArray().size() >= 2);
        QCOMPARE(byText.value(u"Loan Sharks x2"_s).value(u"quantity"_s).toInt(), 2);
        QCOMPARE(byText.value(u"Strategy"_s).value(u"status"_s).toString(), u"ignored"_s);
    }

    void convertRoundTripsThroughTextDekAndCsv()
    {
        const QString text = m_dir.filePath(u"legal.txt"_s);
        const QString dek = m_dir.filePath(u"legal.dek"_s);
        const QString csv = m_dir.filePath(u"legal.csv"_s);
        QCOMPARE(
            inwo({u"deck"_s, u"convert"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s), dek})
                .exitCode,
            0);
        QCOMPARE(inwo({u"deck"_s, u"convert"_s, dek, text}).exitCode, 0);
        QCOMPARE(inwo({u"deck"_s, u"convert"_s, text, csv}).exitCode, 0);
        const QList<QStringList> original =
            importedCards(inwo::test::deckFixturePath(u"plan28-legal.txt"_s));
        QCOMPARE(original.size(), 20);
        QCOMPARE(importedCards(dek), original);
        QCOMPARE(importedCards(text), original);
        QFile table(csv);
        QVERIFY(table.open(QIODevice::ReadOnly));
        QCOMPARE(table.readLine(), QByteArray("Zone,Quantity,Name,Set,Type,Card ID\r\n"));
        QCOMPARE(table.readAll().count("\r\n"), 20);
    }

    void convertWritesAPdfRegistrationSheet()
    {
        const QString pdf = m_dir.filePath(u"sheet.pdf"_s);
        const CliRun run =
            inwo({u"deck"_s, u"convert"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s), pdf,
                  u"--format"_s, u"plan28"_s, u"--player"_s, u"Ann"_s});
        QCOMPARE(run.exitCode, 0);
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("%PDF"));
    }

    void convertRefusesAnUnknownExtension()
    {
        const CliRun run =
            inwo({u"deck"_s, u"convert"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  m_dir.filePath(u"deck.docx"_s)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!QFile::exists(m_dir.filePath(u"deck.docx"_s)));
    }

    void statsCountCopiesAndGiveHypergeometricOdds()
    {
        const CliRun run =
            inwo({u"deck"_s, u"stats"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--json"_s, u"--pile"_s, u"plot"_s, u"--kind"_s, u"card:base/angst"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject stats = run.json();
        QCOMPARE(stats.value(u"total"_s).toInt(), 30);
        const QJsonObject types = stats.value(u"byType"_s).toObject();
        QCOMPARE(types.value(u"organization"_s).toInt(), 9);
        QCOMPARE(types.value(u"plot"_s).toInt(), 20);
        QCOMPARE(types.value(u"illuminati"_s).toInt(), 1);
        // Two Angst among 20 Plots, three drawn (the opening hand): 1 - C(18,3)/C(20,3).
        const QJsonObject odds = stats.value(u"odds"_s).toObject();
        QCOMPARE(odds.value(u"draws"_s).toInt(), 3);
        QCOMPARE(odds.value(u"successes"_s).toInt(), 2);
        QCOMPARE(odds.value(u"population"_s).toInt(), 20);
        QVERIFY(qAbs(odds.value(u"chance"_s).toDouble() - (1 - choose(18, 3) / choose(20, 3))) <
                1e-12);
        bool sawOrganizations = false;
        for (const QJsonValue value : stats.value(u"openingHand"_s).toArray()) {
            const QJsonObject row = value.toObject();
            if (row.value(u"kind"_s).toString() == u"type:organization") {
                sawOrganizations = true;
                QCOMPARE(row.value(u"draws"_s).toInt(), 6);
                QCOMPARE(row.value(u"chance"_s).toDouble(), 1.0); // every Group card is one
            }
        }
        QVERIFY(sawOrganizations);
    }

    // Issue 11: --kind card:NAME takes a card's name, written as a deck list writes it.
    void statsKindTakesACardsName()
    {
        const QString deck = inwo::test::deckFixturePath(u"plan28-legal.txt"_s);
        const auto odds = [&](const QString &kind) {
            const CliRun run = inwo({u"deck"_s, u"stats"_s, deck, u"--json"_s, u"--pile"_s,
                                     u"plot"_s, u"--kind"_s, kind});
            if (run.exitCode != 0)
                qWarning("%s: %s", qPrintable(kind), qPrintable(run.err));
            return run.json().value(u"odds"_s).toObject();
        };
        const QJsonObject byId = odds(u"card:base/angst"_s);
        QCOMPARE(byId.value(u"successes"_s).toInt(), 2);
        QCOMPARE(odds(u"card:Angst"_s), byId);
        QCOMPARE(odds(u"card:angst"_s), byId);
        // "Church of the SubGenius" is four cards: the answer names them with their ids.
        const CliRun several = inwo({u"deck"_s, u"stats"_s, deck, u"--pile"_s, u"group"_s,
                                     u"--kind"_s, u"card:Church of the SubGenius"_s});
        QCOMPARE(several.exitCode, 2);
        QVERIFY2(several.err.contains(u"card:subgenius/church-of-the-subgenius-1"_s),
                 qPrintable(several.err));
        const CliRun none = inwo({u"deck"_s, u"stats"_s, deck, u"--pile"_s, u"plot"_s, u"--kind"_s,
                                  u"card:Illuminated Hamsters of Doom"_s});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(u"no card has this name"_s), qPrintable(none.err));
        // A name near a card's is answered with that card's name.
        const CliRun near = inwo({u"deck"_s, u"stats"_s, deck, u"--pile"_s, u"group"_s, u"--kind"_s,
                                  u"card:illuminati gnomes of zorch"_s});
        QCOMPARE(near.exitCode, 2);
        QVERIFY2(near.err.contains(u"did you mean 'Gnomes of Zurich'"_s), qPrintable(near.err));
    }

    void checkOfAnEmptyDeckSaysItIsEmpty()
    {
        const QString empty = writeList(u"empty.txt"_s, "A deck I have not written yet.\n");
        const CliRun text = inwo({u"deck"_s, u"check"_s, empty});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains(": empty (Plan 28): the deck has no cards"),
                 text.out.constData());
        QVERIFY2(!text.out.contains("deck-size"), text.out.constData());
        const CliRun json = inwo({u"deck"_s, u"check"_s, empty, u"--json"_s});
        const QJsonObject deck = json.json().value(u"decks"_s).toArray().first().toObject();
        QCOMPARE(deck.value(u"empty"_s).toBool(), true);
        QCOMPARE(deck.value(u"legal"_s).toBool(), false);
    }

    // An outside tester's list with two misspellings read "legal" with no word of the guesses it
    // rested on: each near miss is named under the verdict, and listed in the JSON.
    void checkNamesEveryNearMissTheVerdictRestsOn()
    {
        const QString list =
            writeList(u"guesses.txt"_s, "Groups\nTexas\nPlots\nEmbezzlment x2\nBlitzkreig\n");
        const CliRun text = inwo({u"deck"_s, u"check"_s, list, u"--format"_s, u"casual"_s});
        QVERIFY2(text.out.contains("note: line 4: 'Embezzlment x2' read as Embezzlement (92%), "
                                   "a near miss\n"),
                 text.out.constData());
        QVERIFY2(text.out.contains("note: line 5: 'Blitzkreig' read as Blitzkrieg"),
                 text.out.constData());
        const CliRun json =
            inwo({u"deck"_s, u"check"_s, list, u"--format"_s, u"casual"_s, u"--json"_s});
        const QJsonObject deck = json.json().value(u"decks"_s).toArray().first().toObject();
        const QJsonArray nearMisses =
            deck.value(u"import"_s).toObject().value(u"nearMisses"_s).toArray();
        QCOMPARE(nearMisses.size(), 2);
        QCOMPARE(nearMisses.at(0).toObject().value(u"card"_s).toString(), u"Embezzlement"_s);
        QCOMPARE(nearMisses.at(0).toObject().value(u"line"_s).toInt(), 4);
        QCOMPARE(nearMisses.at(1).toObject().value(u"card"_s).toString(), u"Blitzkrieg"_s);
    }

    void importOffersTheNearestNamesForALineNamingNoCard()
    {
        const QString list =
            writeList(u"near.txt"_s, "Groups\nCattle Mutilators\nMind-Control Lasers\nTexas\n");
        const CliRun text = inwo({u"deck"_s, u"import"_s, list});
        QVERIFY2(text.out.contains("did you mean 'Orbital Mind Control Lasers'"),
                 text.out.constData());
        const CliRun json = inwo({u"deck"_s, u"import"_s, list, u"--json"_s});
        QJsonArray suggestions;
        for (const QJsonValue line : json.json().value(u"lines"_s).toArray()) {
            if (line.toObject().value(u"text"_s).toString() == u"Mind-Control Lasers"_s)
                suggestions = line.toObject().value(u"suggestions"_s).toArray();
        }
        QCOMPARE(suggestions.first().toString(), u"Orbital Mind Control Lasers"_s);
    }

    void importOfADekFileShowsCardNamesNotXml()
    {
        const CliRun run =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"bare-ampersand.dek"_s)});
        QVERIFY2(!run.out.contains("<card>"), run.out.constData());
        QVERIFY2(run.out.contains("The Network (Limited)"), run.out.constData());
    }

    void statsRefusesMoreDrawsThanThePileHolds()
    {
        const QStringList asked{
            u"deck"_s,      u"stats"_s,  inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
            u"--pile"_s,    u"plot"_s,   u"--kind"_s,
            u"type:plot"_s, u"--draws"_s};
        const CliRun all = inwo(asked + QStringList{u"20"_s, u"--json"_s});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(all.json().value(u"odds"_s).toObject().value(u"population"_s).toInt(), 20);
        const CliRun more = inwo(asked + QStringList{u"21"_s});
        QCOMPARE(more.exitCode, 2);
        QVERIFY2(more.err.contains(u"cannot draw 21 cards from the Plot deck: it holds 20"_s),
                 qPrintable(more.err));
        QVERIFY(more.out.isEmpty());
    }

    void listOfADatabaseWithNoDecksExitsZero()
    {
        QTemporaryDir empty;
        const QString db = empty.filePath(u"empty.sqlite"_s);
        const CliRun text = inwo({u"deck"_s, u"list"_s, u"--db"_s, db});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out, QByteArray("0 decks\n"));
        const CliRun json = inwo({u"deck"_s, u"list"_s, u"--db"_s, db, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.document().isArray());
        QVERIFY(json.document().array().isEmpty());
    }

    void statsRejectsAMalformedKind()
    {
        const CliRun run =
            inwo({u"deck"_s, u"stats"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--kind"_s, u"colour:red"_s});
        QCOMPARE(run.exitCode, 2);
    }

    void importSaveStoresTheDeckForListCheckAndDelete()
    {
        const CliRun saved =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--json"_s});
        QCOMPARE(saved.exitCode, 0);
        const int id = saved.json().value(u"storedId"_s).toInt();
        QVERIFY(id > 0);
        const CliRun listed = inwo({u"deck"_s, u"list"_s, u"--json"_s});
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray decks = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(decks.size(), 1);
        QCOMPARE(decks.first().toObject().value(u"cards"_s).toInt(), 30);
        const QString source = u"db:%1"_s.arg(id);
        const CliRun checked = inwo({u"deck"_s, u"check"_s, source, u"--format"_s, u"casual"_s});
        QCOMPARE(checked.exitCode, 0);
        QCOMPARE(inwo({u"deck"_s, u"delete"_s, source}).exitCode, 0);
        QCOMPARE(inwo({u"deck"_s, u"list"_s, u"--json"_s}).document().array().size(), 0);
        QCOMPARE(inwo({u"deck"_s, u"check"_s, source}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestDeckCli)
#include "tst_deckcli.moc"
