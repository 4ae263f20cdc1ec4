// Goals and the table's stat function (issue 12, parts 2 and 3), beyond the scenario files:
// properties over random tables, and every line renders.
#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "randomtable.h"
#include "rules/ruleids.h"
#include "table/goals.h"
#include "table/tablestats.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// What a goal report says of each player, as one comparable string.
QStringList summary(const GoalReport &report)
{
    QStringList lines;
    for (const PlayerGoals &player : report.players)
        lines.append(u"%1 %2/%3 x%4 met:%5 referee:%6"_s.arg(player.player)
                         .arg(player.count)
                         .arg(player.needed)
                         .arg(player.doubled)
                         .arg(player.met().join(u','), player.referee().join(u',')));
    lines.append(u"winners:"_s + report.winners.join(u','));
    return lines;
}

} // namespace

class TestGoals : public QObject
{
    Q_OBJECT

    InMemoryCardRepository m_cards{test::bundledCards()};
    CachedCardRepository m_cached{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    GoalRules m_goals = test::bundledGoalRules();
    QList<Card> m_illuminati;
    QList<Card> m_groups;

    // A random four-player table whose groups each get one Power change of `lasting`.
    Position changedTable(std::mt19937 &random, const Position &table, CardChange::Lasting lasting)
    {
        Position changed = table;
        for (TablePlayer &player : changed.players) {
            for (TableCard &group : player.groups) {
                CardChange change;
                change.kind = CardChange::Kind::Power;
                change.lasting = lasting;
                change.power = int(random() % 21) - 10;
                if (change.power == 0)
                    change.power = 3;
                change.source = u"a +10 Plot"_s;
                group.changes.append(change);
            }
        }
        return changed;
    }

private slots:
    void initTestCase()
    {
        for (const Card &card : m_cards.cards()) {
            if (card.set != CardSet::Base)
                continue;
            if (card.type == CardType::Illuminati)
                m_illuminati.append(card);
            else if (card.isGroup() && card.power.value)
                m_groups.append(card);
        }
    }

    // R126: temporary Power changes (a +10 Plot, a bonus for one action) never count for goals.
    void temporaryPowerChangeNeverChangesAGoalCount()
    {
        std::mt19937 random(126);
        for (int i = 0; i < 200; ++i) {
            const Position table = test::randomTable(random, m_illuminati, m_groups, 4, 12);
            const Position changed = changedTable(random, table, CardChange::Lasting::ThisTurn);
            QCOMPARE(summary(evaluateGoals(changed, m_cached, &m_abilities, m_goals)),
                     summary(evaluateGoals(table, m_cached, &m_abilities, m_goals)));
        }
    }

    // R126: permanent changes always count. Over the same kind of tables, a permanent change
    // changes some player's goals somewhere (a Weird group reaching Power 3 for the Discordians,
    // Bavaria's total Power, ...).
    void permanentPowerChangeCanChangeAGoalCount()
    {
        std::mt19937 random(126);
        int changedReports = 0;
        for (int i = 0; i < 200; ++i) {
            const Position table = test::randomTable(random, m_illuminati, m_groups, 4, 12);
            const Position changed = changedTable(random, table, CardChange::Lasting::Permanent);
            if (summary(evaluateGoals(changed, m_cached, &m_abilities, m_goals)) !=
                summary(evaluateGoals(table, m_cached, &m_abilities, m_goals)))
                ++changedReports;
        }
        QVERIFY2(changedReports > 0, "no permanent change ever changed a goal");
    }

    // One case by hand: Gay Activists (Weird, Power 2) under the Discordian Society counts
    // double only once a permanent +1 makes it Power 3 (R119); a temporary +1 does not (R126).
    void weirdGroupCountsDoubleForDiscordiaOnlyWithAPermanentRise()
    {
        Position position;
        position.round = 3;
        TablePlayer player;
        player.name = u"Alice"_s;
        player.illuminati.id = {u"a0"_s};
        player.illuminati.card = u"Discordian Society"_s;
        player.illuminati.cardId = u"base/discordian-society"_s;
        TableCard activists;
        activists.id = {u"a1"_s};
        activists.card = u"Gay Activists"_s;
        activists.cardId = u"base/gay-activists"_s;
        activists.master = {u"a0"_s};
        player.groups.append(activists);
        position.players.append(player);
        const auto doubled = [&](CardChange::Lasting lasting) {
            Position changed = position;
            CardChange rise;
            rise.kind = CardChange::Kind::Power;
            rise.power = 1;
            rise.lasting = lasting;
            changed.players[0].groups[0].changes.append(rise);
            return evaluateGoals(changed, m_cards, &m_abilities, m_goals).players.first().doubled;
        };
        QCOMPARE(evaluateGoals(position, m_cards, &m_abilities, m_goals).players.first().doubled,
                 0);
        QCOMPARE(doubled(CardChange::Lasting::ThisTurn), 0);
        QCOMPARE(doubled(CardChange::Lasting::Permanent), 1);
    }

    // Where the seeds leave a choice, the line shows both readings and which one is applied; a
    // position's "rulings" switch to the other reading, and the result follows.
    void eachRulingShowsBothReadingsAndTheRefereeCanSwitch()
    {
        CardNameResolver resolver(m_cards);
        const auto read = [&](const QByteArray &json) {
            QString error;
            std::optional<Position> position = Position::fromJson(json, &error, &resolver);
            if (!position)
                qFatal("%s", qPrintable(error));
            return *position;
        };
        const auto ruled = [](const QList<TableFact> &lines, RulingId id) {
            for (const TableFact &line : lines) {
                if (line.code == TableFactCode::RulingApplied &&
                    line.rule == rulingDefinition(id).rule)
                    return line.value;
            }
            return -1;
        };
        // Shangri-La: Peaceful groups of Power 29 in its Power Structure, and the Boy Sprouts
        // (Peaceful, Power 1) uncontrolled: 30 only if the uncontrolled are "in play" (R119).
        const QByteArray shangriLa = R"({"round": 3, "players": [{"name": "A",
            "illuminati": {"id": "a0", "card": "Shangri-La"}, "groups": [
              {"id": "a1", "card": "Japan", "master": "a0", "arrow": 0},
              {"id": "a2", "card": "Vatican City", "master": "a0", "arrow": 1},
              {"id": "a3", "card": "Supreme Court", "master": "a0", "arrow": 2},
              {"id": "a4", "card": "Canada", "master": "a0", "arrow": 3},
              {"id": "a5", "card": "A.M.A.", "master": "a1", "arrow": 0},
              {"id": "a6", "card": "Telephone Psychics", "master": "a1", "arrow": 1},
              {"id": "a7", "card": "Red Cross", "master": "a1", "arrow": 2},
              {"id": "a8", "card": "Princess Di", "master": "a2", "arrow": 0},
              {"id": "a9", "card": "Moonies", "master": "a2", "arrow": 1},
              {"id": "a10", "card": "Fnord Motor Company", "master": "a2", "arrow": 2}]}],
            "uncontrolled": [{"id": "u1", "card": "Boy Sprouts"}] RULINGS})";
        const auto shangri = [&](const QByteArray &rulings) {
            QByteArray json = shangriLa;
            json.replace("RULINGS", rulings);
            const GoalReport report = evaluateGoals(read(json), m_cards, &m_abilities, m_goals);
            return std::pair{report.players.first().met().contains(u"special"_s),
                             ruled(report.players.first().lines, RulingId::ShangriLaInPlay)};
        };
        QCOMPARE(shangri(""), (std::pair{true, 0}));
        QCOMPARE(shangri(R"(, "rulings": {"shangri-la-in-play": "controlled-only"})"),
                 (std::pair{false, 1}));

        // Plan 28: the Illuminati's point (R180).
        const QByteArray plan28 = R"({"rules": "plan28", "round": 4, "phase": "victory",
            "players": [{"name": "A", "illuminati": {"id": "a0", "card": "Bavarian Illuminati"},
            "groups": [{"id": "a1", "card": "Red Cross", "master": "a0", "arrow": 0}]}] RULINGS})";
        const auto points = [&](const QByteArray &rulings) {
            QByteArray json = plan28;
            json.replace("RULINGS", rulings);
            return evaluateGoals(read(json), m_cards, &m_abilities, m_goals)
                .players.first()
                .victoryPoints;
        };
        QCOMPARE(points(""), 2);
        QCOMPARE(points(R"(, "rulings": {"plan28-illuminati-point": "not-counted"})"), 1);

        // Hail Eris!: read from the VFAQ, or left to the referee (R120).
        const QByteArray eris = R"({"round": 3, "players": [{"name": "A",
            "illuminati": {"id": "a0", "card": "Bavarian Illuminati"}, "goals": ["Hail Eris!"],
            "groups": [{"id": "a1", "card": "Gay Activists", "master": "a0", "arrow": 0,
              "changes": [{"kind": "power", "power": 1}]}]}] RULINGS})";
        const auto erisReport = [&](const QByteArray &rulings) {
            QByteArray json = eris;
            json.replace("RULINGS", rulings);
            return evaluateGoals(read(json), m_cards, &m_abilities, m_goals).players.first();
        };
        const PlayerGoals readIt = erisReport("");
        QCOMPARE(readIt.doubled, 1);
        QCOMPARE(ruled(readIt.lines, RulingId::GoalCardReadings), 0);
        const PlayerGoals refereeReads =
            erisReport(R"(, "rulings": {"goal-card-readings": "referee"})");
        QCOMPARE(refereeReads.doubled, 0);
        QCOMPARE(refereeReads.referee(), QStringList{u"Hail Eris!"_s});
        QCOMPARE(ruled(refereeReads.lines, RulingId::GoalCardReadings), 1);

        // Military-Industrial Complex, played by A: B's Corporate group (R133).
        const QByteArray mic = R"({"round": 3, "players": [
            {"name": "A", "illuminati": {"id": "a0", "card": "Bavarian Illuminati"}},
            {"name": "B", "illuminati": {"id": "b0", "card": "Gnomes of Zurich"},
             "groups": [{"id": "b1", "card": "Liquor Companies", "master": "b0", "arrow": 0}]}],
            "nwos": [{"card": "Military-Industrial Complex", "playedBy": "A"}] RULINGS})";
        const auto micAlignments = [&](const QByteArray &rulings) {
            QByteArray json = mic;
            json.replace("RULINGS", rulings);
            const Position position = read(json);
            const TableStats stats(position, m_cards, &m_abilities);
            const EffectiveGroup group = *stats.group({u"b1"_s});
            return std::pair{group.alignments, ruled(group.lines, RulingId::MicWhoseGroups)};
        };
        // The VFAQ's "your Corporate groups": by default only those of the player who played it.
        QCOMPARE(micAlignments("").first, QList<Alignment>{Alignment::Corporate});
        QCOMPARE(micAlignments("").second, 0);
        const auto everyone = micAlignments(R"(, "rulings": {"mic-whose-groups": "all"})");
        QCOMPARE(everyone.first, QList<Alignment>{Alignment::Government});
        QCOMPARE(everyone.second, 1);
    }

    // An NWO whose effect on a player's groups the program does not apply (its text unchecked,
    // or not in the program's data) leaves the verdict to the referee: the count says so, and a
    // win stands only if his application leaves the goal met (R160).
    void unappliedNwoEffectsLeaveTheVerdictToTheReferee()
    {
        CardNameResolver resolver(m_cards);
        const auto report = [&](const QByteArray &nwos) {
            QByteArray json = R"({"round": 3, "basicGoal": 2, "players": [{"name": "A",
                "illuminati": {"id": "a0", "card": "Bavarian Illuminati"},
                "groups": [{"id": "a1", "card": "The Mafia", "master": "a0", "arrow": 0}]}]
                NWOS})";
            json.replace("NWOS", nwos);
            QString error;
            const std::optional<Position> position = Position::fromJson(json, &error, &resolver);
            if (!position)
                qFatal("%s", qPrintable(error));
            return evaluateGoals(*position, m_cards, &m_abilities, m_goals);
        };
        const auto needsReferee = [](const GoalReport &goals) {
            return std::any_of(goals.lines.cbegin(), goals.lines.cend(), [](const TableFact &l) {
                return l.code == TableFactCode::VictoryNeedsReferee;
            });
        };
        const GoalReport plain = report("");
        QCOMPARE(plain.winners, QStringList{u"A"_s});
        QVERIFY(plain.players.first().refereeNwos.isEmpty());
        QVERIFY(!needsReferee(plain));
        // Peace In Our Time's -1 to Violent and Criminal groups is printed text the program has
        // not checked; Law and Order's effect is not in its data at all.
        for (const char *nwo : {"Peace In Our Time", "Law and Order"}) {
            const GoalReport subject =
                report(QByteArray(", \"nwos\": [{\"card\": \"") + nwo + "\"}]");
            QCOMPARE(subject.winners, QStringList{u"A"_s});
            QCOMPARE(subject.players.first().refereeNwos, QStringList{QString::fromLatin1(nwo)});
            QVERIFY(needsReferee(subject));
        }
        // Gun Control is applied: nothing is left to the referee.
        const GoalReport applied = report(R"(, "nwos": [{"card": "Gun Control"}])");
        QVERIFY(applied.players.first().refereeNwos.isEmpty());
        QVERIFY(!needsReferee(applied));
    }

    // A status a card remembers (a Vampire Personality, R146) is named among its lines for the
    // referee, and changes none of its numbers.
    void rememberedStatusIsNamedAndChangesNoNumber()
    {
        Position position;
        TablePlayer player;
        player.name = u"A"_s;
        player.illuminati.id = {u"a0"_s};
        player.illuminati.card = u"Bavarian Illuminati"_s;
        player.illuminati.cardId = u"base/bavarian-illuminati"_s;
        TableCard dracula;
        dracula.id = {u"a1"_s};
        dracula.card = u"Count Dracula"_s;
        dracula.cardId = m_cards.cardsByName(u"Count Dracula"_s).first().id;
        dracula.master = {u"a0"_s};
        player.groups.append(dracula);
        position.players.append(player);
        const TableStats plain(position, m_cards, &m_abilities);
        const EffectiveGroup before = *plain.group({u"a1"_s});
        CardChange vampire;
        vampire.kind = CardChange::Kind::Status;
        vampire.status = u"Vampire"_s;
        vampire.source = u"Vampires"_s;
        position.players[0].groups[0].changes.append(vampire);
        const TableStats stats(position, m_cards, &m_abilities);
        const EffectiveGroup after = *stats.group({u"a1"_s});
        QCOMPARE(after.power, before.power);
        QCOMPARE(after.alignments, before.alignments);
        QVERIFY(std::any_of(after.lines.cbegin(), after.lines.cend(), [](const TableFact &line) {
            return line.code == TableFactCode::RememberedStatus && line.rule == R146;
        }));
    }

    // Each Goal card says once what it combines with (never "combines" beside "never
    // combines"), a goal that only adds to the basic goal's count is never met beside the basic
    // goal, each way to win is a goal met, and a winner hears of a second way exactly when he has
    // one (002, Combining Goals and Winning Two Ways). Over random tables whose players hold random
    // Goal cards, two for some.
    void goalReportsSayWhatHappenedOnRandomTables()
    {
        QList<Card> goalCards;
        for (const Card &card : m_cards.cards()) {
            if (card.type == CardType::Goal && m_goals.of(card.id))
                goalCards.append(card);
        }
        QVERIFY(!goalCards.isEmpty());
        const QList<TableFactCode> statements{
            TableFactCode::GoalCardCombines, TableFactCode::GoalCardCombinesWithSpecial,
            TableFactCode::GoalCardNeverCombines, TableFactCode::GoalCardUseless};
        const QList<GoalRule::Kind> buildOnTheCount{
            GoalRule::Kind::CountsDouble, GoalRule::Kind::ResourcesCount,
            GoalRule::Kind::DestroyedHuge, GoalRule::Kind::SlackCounts};
        std::mt19937 random(131);
        int cardsChecked = 0;
        int playersMeeting = 0;
        for (int i = 0; i < 300; ++i) {
            Position table =
                test::randomTable(random, m_illuminati, m_groups, 4, 4 + int(random() % 9));
            table.basicGoal = 6 + int(random() % 7);
            for (TablePlayer &player : table.players) {
                for (int held = int(random() % 4) - 1; held > 0; --held)
                    player.goals.append(goalCards.at(random() % goalCards.size()).name);
            }
            const GoalReport report = evaluateGoals(table, m_cached, &m_abilities, m_goals);
            for (const PlayerGoals &player : report.players) {
                const QByteArray where = (player.player + u" at table "_s + QString::number(i) +
                                          u": "_s + player.met().join(u", "_s))
                                             .toUtf8();
                for (const QString &goal : table.player(player.player)->goals) {
                    const qsizetype said =
                        std::count_if(player.lines.cbegin(), player.lines.cend(), [&](auto &line) {
                            return statements.contains(line.code) && !line.args.isEmpty() &&
                                   line.args.first().text == goal;
                        });
                    const qsizetype held = table.player(player.player)->goals.count(goal);
                    QVERIFY2(said == held, QByteArray(where + " " + goal.toUtf8()).constData());
                    ++cardsChecked;
                }
                const QStringList met = player.met();
                for (const GoalCheck &check : player.goals) {
                    const GoalRule *rule = m_goals.of(check.cardId, table.rules);
                    if (met.contains(u"basic"_s) && check.status == GoalCheck::Status::Met && rule)
                        QVERIFY2(!buildOnTheCount.contains(rule->kind), where.constData());
                }
                QVERIFY2(player.meets() == !player.ways.isEmpty(), where.constData());
                for (const QStringList &way : player.ways) {
                    for (const QString &goal : way)
                        QVERIFY2(met.contains(goal), where.constData());
                }
                const bool told =
                    std::any_of(report.lines.cbegin(), report.lines.cend(), [&](auto &line) {
                        return line.code == TableFactCode::VictoryTwoWays &&
                               line.player == player.player;
                    });
                QCOMPARE(told, report.winners.contains(player.player) && player.ways.size() > 1);
                playersMeeting += player.meets() ? 1 : 0;
            }
        }
        QVERIFY(cardsChecked > 100);
        QVERIFY(playersMeeting > 10);
    }

    void everyTableFactCodeHasASentence()
    {
        for (const TableFactCode code : allTableFactCodes()) {
            QVERIFY(!tableFactCodeName(code).isEmpty());
            const TableFact fact = tableFact(R115, code,
                                             {FactArg::name(u"X"_s), FactArg::of(2), FactArg::of(3),
                                              FactArg::of(4), FactArg::of(5), FactArg::of(6)});
            const QString text = renderTableFact(fact, Position());
            QVERIFY2(!text.isEmpty() && !text.contains(u'%'), qPrintable(text));
        }
    }

    void goalsFileErrorsNameTheirPath()
    {
        QString error;
        QVERIFY(!GoalRules::parse(R"({"goals": {"base/ufos": {"kind": "nope"}}})", &error));
        QVERIFY2(error.startsWith(u"$.goals.base/ufos.kind"_s), qPrintable(error));
        QVERIFY(!GoalRules::parse(
            R"({"goals": {"base/ufos": {"kind": "counts-double", "source": "x", "rule": "R119"}}})",
            &error));
        QVERIFY2(error.startsWith(u"$.goals.base/ufos.anyOf"_s), qPrintable(error));
        QVERIFY(!GoalRules::parse(R"({"goals": {}, "extra": 1})", &error));
        QVERIFY2(error.contains(u"extra"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestGoals)
#include "tst_goals.moc"
