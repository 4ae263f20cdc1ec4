// Timelines (issue 13): the reader names the JSON path of every mistake, a timeline survives its
// own JSON, and the resolver's cancels behave as the rules say on many random tables.
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "randomtimeline.h"
#include "rules/ruleids.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace inwo;
using namespace Qt::StringLiterals;

namespace {

// A small table: Alice's Illuminati with two groups, Bob's with one.
QJsonObject table()
{
    const QByteArray json = R"({
        "rules": "inwo", "round": 3, "turn": "Alice",
        "players": [
            {"name": "Alice", "illuminati": {"id": "a0", "card": "Bavarian Illuminati"},
             "groups": [{"id": "a1", "card": "The Mafia", "master": "a0", "arrow": 0},
                        {"id": "a2", "card": "Loan Sharks", "master": "a0", "arrow": 1}],
             "plots": {"hidden": 3, "exposed": ["Terrorist Nuke"]}},
            {"name": "Bob", "illuminati": {"id": "b0", "card": "Gnomes of Zurich"},
             "groups": [{"id": "b1", "card": "Texas", "master": "b0", "arrow": 0}],
             "plots": {"hidden": 2}}
        ]})";
    return QJsonDocument::fromJson(json).object();
}

QJsonObject timelineWith(const QByteArray &plays)
{
    return QJsonObject{{u"position"_s, table()},
                       {u"plays"_s, QJsonDocument::fromJson(plays).array()}};
}

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    test::RandomTimelineCards m_random = test::randomTimelineCards(m_cards.cards());

    TimelineResolution resolve(const QByteArray &plays)
    {
        QString error;
        const std::optional<Timeline> timeline =
            Timeline::fromJson(timelineWith(plays), &error, &m_resolver);
        if (!timeline)
            qFatal("%s", qPrintable(error));
        return resolveTimeline(*timeline, m_cards, &m_abilities);
    }

private slots:
    void readerNamesTheJsonPathOfEachMistake_data()
    {
        QTest::addColumn<QByteArray>("plays");
        QTest::addColumn<QString>("error");
        QTest::newRow("no kind") << QByteArray(R"([{"id": "p1", "player": "Alice"}])")
                                 << u"$.plays[0].kind: missing"_s;
        QTest::newRow("unknown kind")
            << QByteArray(R"([{"id": "p1", "kind": "hex", "player": "Alice"}])")
            << u"$.plays[0].kind"_s;
        QTest::newRow("unknown key")
            << QByteArray(R"([{"id": "p1", "kind": "knock", "player": "Alice", "colour": 1}])")
            << u"$.plays[0].colour: unknown key"_s;
        QTest::newRow("no such player")
            << QByteArray(R"([{"id": "p1", "kind": "knock", "player": "Carol"}])")
            << u"$.plays[0].player: no player 'Carol' at the table"_s;
        QTest::newRow("cancel of a later play")
            << QByteArray(R"([{"id": "p1", "kind": "cancel", "player": "Bob", "cancels": "p2",
                               "by": {"plot": "Hoax"}},
                              {"id": "p2", "kind": "knock", "player": "Alice"}])")
            << u"$.plays[0].cancels: no play 'p2' before this one"_s;
        QTest::newRow("two plays one id")
            << QByteArray(R"([{"id": "p1", "kind": "knock", "player": "Alice"},
                              {"id": "p1", "kind": "knock", "player": "Bob"}])")
            << u"$.plays[1].id: a second play 'p1'"_s;
        QTest::newRow("cancel without means")
            << QByteArray(R"([{"id": "p1", "kind": "knock", "player": "Alice"},
                              {"id": "p2", "kind": "cancel", "player": "Bob", "cancels": "p1"}])")
            << u"$.plays[1].by: missing"_s;
        QTest::newRow("plot misspelt")
            << QByteArray(R"([{"id": "p1", "kind": "plot", "player": "Alice",
                               "by": {"plot": "Hoaks"}}])")
            << u"$.plays[0].by.plot: no card named 'Hoaks'"_s;
        QTest::newRow("unknown card")
            << QByteArray(R"([{"id": "p1", "kind": "attack", "player": "Alice", "attack":
                               "control", "attacker": "a9", "target": "b1"}])")
            << u"$.plays[0].attacker: no card 'a9' on the table or in a hand"_s;
        QTest::newRow("die out of range")
            << QByteArray(R"([{"id": "p1", "kind": "attack", "player": "Alice", "attack":
                               "control", "attacker": "a1", "target": "b1"},
                              {"id": "p2", "kind": "roll", "player": "Alice", "attack": "p1",
                               "dice": [7, 1], "outcome": "success"}])")
            << u"$.plays[1].dice[0]: a die shows 1 to 6"_s;
        QTest::newRow("change gains and loses")
            << QByteArray(R"([{"id": "p1", "kind": "change", "player": "Bob", "card": "a1",
                               "gain": "peaceful", "lose": "violent", "by": {"plot": "Hoax"}}])")
            << u"$.plays[0]: a change has gain or lose"_s;
        QTest::newRow("bad position") << QByteArray(R"([])") << u"$.position"_s;
    }

    void readerNamesTheJsonPathOfEachMistake()
    {
        QFETCH(QByteArray, plays);
        QFETCH(QString, error);
        QJsonObject object = timelineWith(plays);
        if (QTest::currentDataTag() == QByteArray("bad position")) {
            QJsonObject position = table();
            position.insert(u"turnn"_s, 1);
            object.insert(u"position"_s, position);
        }
        QString message;
        QVERIFY(!Timeline::fromJson(object, &message, &m_resolver));
        QVERIFY2(message.startsWith(error), qPrintable(message));
    }

    // A misspelt card is named the same way in the position and in the plays: both readers
    // ask the resolver for one message.
    void misspeltCardsNameTheNearestCardInThePositionAndThePlays()
    {
        QJsonObject position = table();
        QJsonArray players = position.value(u"players"_s).toArray();
        QJsonObject alice = players.at(0).toObject();
        QJsonArray groups = alice.value(u"groups"_s).toArray();
        QJsonObject mafia = groups.at(0).toObject();
        mafia.insert(u"card"_s, u"The Mafai"_s);
        groups[0] = mafia;
        alice.insert(u"groups"_s, groups);
        players[0] = alice;
        position.insert(u"players"_s, players);
        QString message;
        QVERIFY(
            !Timeline::fromJson(QJsonObject{{u"position"_s, position}, {u"plays"_s, QJsonArray()}},
                                &message, &m_resolver));
        QCOMPARE(message, u"$.position.players[0].groups[0].card: no card named 'The Mafai' "
                          u"(did you mean 'The Mafia'?)"_s);

        const QJsonObject plays = timelineWith(R"([{"id": "p1", "kind": "plot",
            "player": "Alice", "by": {"plot": "Terorist Nuke"}}])");
        QVERIFY(!Timeline::fromJson(plays, &message, &m_resolver));
        QCOMPARE(message, u"$.plays[0].by.plot: no card named 'Terorist Nuke' (did you mean "
                          u"'Terrorist Nuke'?)"_s);
    }

    // A position file given as a timeline is told apart from a timeline with a wrong key.
    void positionGivenAsATimelineSaysWhatATimelineHolds()
    {
        QString message;
        QVERIFY(!Timeline::fromJson(table(), &message, &m_resolver));
        QVERIFY2(message.startsWith(u"$: a position, not a timeline: a timeline is an object whose "
                                    u"\"position\" holds this one and whose \"plays\" lists "
                                    u"the plays"_s),
                 qPrintable(message));
        // Anything else with a wrong key is still that key.
        QVERIFY(!Timeline::fromJson(QJsonObject{{u"plys"_s, QJsonArray()}}, &message, &m_resolver));
        QVERIFY2(message.startsWith(u"$.plys: unknown key (expected one of position, plays)"_s),
                 qPrintable(message));
    }

    // The help pages that list the statuses and the fates of `resolve` name every one, so a new
    // one is not left out of either.
    void helpPagesNameEveryStatusAndFate()
    {
        for (const QString &page : {u"cli.md"_s, u"timeline-format.md"_s}) {
            QFile file(QStringLiteral(INWO_SOURCE_DIR "/resources/help/") + page);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(page));
            const QString text = QString::fromUtf8(file.readAll());
            for (const PlayStatus status : allOf<PlayStatus>())
                QVERIFY2(text.contains(u'`' + codeOf(status) + u'`'),
                         qPrintable(page + u": "_s + codeOf(status)));
            for (const ItemFate fate : allOf<ItemFate>())
                QVERIFY2(text.contains(u'`' + codeOf(fate) + u'`'),
                         qPrintable(page + u": "_s + codeOf(fate)));
        }
    }

    void timelineSurvivesItsOwnJson()
    {
        std::mt19937 random(7);
        for (int round = 0; round < 50; ++round) {
            const Timeline timeline = test::randomTimeline(random, m_random, 3, 5, 60);
            QString error;
            const std::optional<Timeline> back =
                Timeline::fromJson(QJsonDocument(timeline.toJson()).toJson(), &error, &m_resolver);
            QVERIFY2(back, qPrintable(error));
            QCOMPARE(back->plays.size(), timeline.plays.size());
            for (qsizetype i = 0; i < timeline.plays.size(); ++i)
                QVERIFY2(back->plays.at(i) == timeline.plays.at(i),
                         QJsonDocument(
                             QJsonObject{{u"was"_s, Timeline::playToJson(timeline.plays.at(i))},
                                         {u"read"_s, Timeline::playToJson(back->plays.at(i))},
                                         {u"ids"_s, QString(timeline.plays.at(i).by.plotId + u' ' +
                                                            back->plays.at(i).by.plotId + u' ' +
                                                            timeline.plays.at(i).cardId + u' ' +
                                                            back->plays.at(i).cardId)}})
                             .toJson(QJsonDocument::Compact)
                             .constData());
        }
    }

    // Issue 13: cancelling a play and then cancelling that cancel gives the table as if neither
    // were played (R95), on many random timelines, whatever play is cancelled.
    void cancellingACancelGivesTheTableAsIfNeitherWerePlayed()
    {
        std::mt19937 random(2026);
        int tried = 0;
        int restored = 0;
        while (tried < 300) {
            const Timeline base = test::randomTimeline(random, m_random, 3, 5, 40);
            const TimelineResolution before = resolveTimeline(base, m_cards, &m_abilities);
            const int at = int(random() % std::uint32_t(base.plays.size()));
            Timeline both = base;
            Play first;
            first.id = u"x1"_s;
            first.kind = PlayKind::Cancel;
            first.player = base.position.players.at(0).name;
            first.cancels = base.plays.at(at).id;
            first.by.kind = PlayMeans::Kind::Plot;
            first.by.plot = u"Hoax"_s;
            Play second = first;
            second.id = u"x2"_s;
            second.player = base.position.players.at(1).name;
            second.cancels = u"x1"_s;
            both.plays.insert(at + 1, second);
            both.plays.insert(at + 1, first);
            const TimelineResolution after = resolveTimeline(both, m_cards, &m_abilities);
            ++tried;
            const ResolvedPlay &x1 = after.plays.at(at + 1);
            const ResolvedPlay &x2 = after.plays.at(at + 2);
            if (x1.status == PlayStatus::Refused) {
                // Nothing to cancel (a refused play, the dice rolled): both cancels say why.
                QVERIFY(x1.rule != RuleId::None);
                continue;
            }
            QCOMPARE(x2.status, PlayStatus::Effective);
            QCOMPARE(x1.status, PlayStatus::Cancelled);
            ++restored;
            // Every other play ends as it did, with the same items.
            for (qsizetype i = 0; i < base.plays.size(); ++i) {
                const ResolvedPlay &was = before.plays.at(i);
                const ResolvedPlay &is = after.plays.at(i <= at ? i : i + 2);
                if (was.status == is.status && was.items == is.items)
                    continue;
                QFAIL(qPrintable(u"%1 after cancelling %2: %3 became %4\n%5"_s.arg(
                    was.id, base.plays.at(at).id, codeOf(was.status), codeOf(is.status),
                    QString::fromUtf8(QJsonDocument(both.toJson().value(u"plays"_s).toArray())
                                          .toJson(QJsonDocument::Compact))
                        .left(3000))));
            }
            // And the table is the same, but for the two Hoaxes played: one Plot less each,
            // unless a discard down to the hand limit later took it anyway (R153).
            Position expected = before.position;
            for (int p = 0; p < 2; ++p) {
                const int was = before.position.players.at(p).plotsHidden;
                const int is = after.position.players.at(p).plotsHidden;
                QVERIFY2(
                    is == was - 1 || (is == was && was <= 5),
                    qPrintable(
                        u"%1: %2 Plots, %3 before"_s.arg(base.plays.at(at).id).arg(is).arg(was)));
                expected.players[p].plotsHidden = is;
            }
            QVERIFY2(after.position == expected, qPrintable(base.plays.at(at).id));
        }
        qInfo("%d random timelines, %d with the cancel and its cancel both standing", tried,
              restored);
        QVERIFY2(restored >= 100, qPrintable(QString::number(restored)));
    }

    void everyPlayEndsWithOneStatusAndEveryRefusalHasItsLine()
    {
        std::mt19937 random(11);
        for (int round = 0; round < 100; ++round) {
            const Timeline timeline = test::randomTimeline(random, m_random, 4, 6, 80);
            const TimelineResolution resolution = resolveTimeline(timeline, m_cards, &m_abilities);
            QCOMPARE(resolution.plays.size(), timeline.plays.size());
            for (const ResolvedPlay &play : resolution.plays) {
                QVERIFY(!play.lines.isEmpty());
                if (play.status == PlayStatus::Refused)
                    QVERIFY(play.items.isEmpty());
                for (const PlayItem &item : play.items)
                    QVERIFY(!item.name.isEmpty() || item.kind == PlayItemKind::Plot);
            }
            for (const TablePlayer &player : resolution.position.players) {
                QVERIFY(player.plotsHidden >= 0);
                for (const TableCard &group : player.groups)
                    QVERIFY2(group.tokensSpent >= 0 && group.tokensSpent <= 2,
                             qPrintable(group.id.value));
            }
        }
    }

    void dieChangeBeforeTheRollIsRefused()
    {
        const TimelineResolution resolution = resolve(R"([
            {"id": "p1", "kind": "attack", "player": "Alice", "attack": "control",
             "attacker": "a1", "target": "b1"},
            {"id": "p2", "kind": "die-change", "player": "Bob", "attack": "p1", "change": 2,
             "by": {"plot": "Fnord!"}}])");
        QCOMPARE(resolution.plays.at(1).status, PlayStatus::Refused);
        QCOMPARE(resolution.plays.at(1).rule, R97);
        QVERIFY(resolution.plays.at(1).items.isEmpty());
    }

    // An NWO another of its colour replaces later ends on the discard pile, and its own play
    // says it was in force until then (R106), not that it was discarded when played.
    void nwoReplacedLaterSaysItWasInForceUntilTheReplacement()
    {
        const TimelineResolution resolution = resolve(R"([
            {"id": "p1", "kind": "nwo", "player": "Alice", "card": "Gun Control",
             "from": "hidden"},
            {"id": "p2", "kind": "nwo", "player": "Bob", "card": "Tax Reform",
             "from": "hidden"}])");
        const ResolvedPlay &first = resolution.plays.at(0);
        QCOMPARE(first.status, PlayStatus::Effective);
        QCOMPARE(first.items.size(), 1);
        QCOMPARE(first.items.first().fate, ItemFate::Discarded);
        QCOMPARE(first.items.first().rule, R106);
        const auto has = [&](TableFactCode code) {
            return std::any_of(first.lines.cbegin(), first.lines.cend(),
                               [code](const TableFact &line) { return line.code == code; });
        };
        QVERIFY(has(TableFactCode::NwoInForceUntil));
        QVERIFY(!has(TableFactCode::PlotDiscarded));
    }

    // A group taken over spends its token, a turn later, as its new controller's (R73, R151).
    void tokenOfAGroupTakenOverIsItsNewControllers()
    {
        const TimelineResolution resolution = resolve(R"([
            {"id": "p1", "kind": "attack", "player": "Alice", "attack": "control",
             "attacker": "a0", "target": "b1"},
            {"id": "p1b", "kind": "aid", "player": "Alice", "attack": "p1", "group": "a1"},
            {"id": "p1c", "kind": "plot", "player": "Alice", "with": "p1",
             "by": {"plot": "Terrorist Nuke", "from": "exposed"}, "value": 10},
            {"id": "p2", "kind": "roll", "player": "Alice", "attack": "p1", "dice": [1, 1],
             "outcome": "success"},
            {"id": "p3", "kind": "turn", "player": "Bob"},
            {"id": "p4", "kind": "turn", "player": "Alice"},
            {"id": "p5", "kind": "buy-plots", "player": "Alice", "tokens": ["b1", "a2"]}])");
        QCOMPARE(resolution.plays.at(3).status, PlayStatus::Effective);
        const ResolvedPlay &bought = resolution.plays.at(6);
        QCOMPARE(bought.status, PlayStatus::Effective);
        bool texas = false;
        for (const PlayItem &item : bought.items) {
            if (item.kind == PlayItemKind::Token && item.card == InstanceId{u"b1"_s}) {
                texas = true;
                QCOMPARE(item.owner, u"Alice"_s);
            }
        }
        QVERIFY(texas);
    }

    void cancelAfterTheDiceIsRefusedWithItsRule()
    {
        const TimelineResolution resolution = resolve(R"([
            {"id": "p1", "kind": "attack", "player": "Alice", "attack": "control",
             "attacker": "a1", "target": "b1"},
            {"id": "p2", "kind": "roll", "player": "Alice", "attack": "p1", "dice": [3, 4],
             "outcome": "failure"},
            {"id": "p3", "kind": "cancel", "player": "Bob", "cancels": "p1",
             "by": {"plot": "Hoax"}}])");
        QCOMPARE(resolution.plays.at(2).status, PlayStatus::Refused);
        QCOMPARE(resolution.plays.at(2).rule, R97);
        QCOMPARE(resolution.plays.at(0).status, PlayStatus::Effective);
    }
};

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
