// The `inwo` command line as scripts use it: JSON output, exit codes 0/1/2, errors on stderr.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using inwo::test::CliRun;

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    CliRun inwo(const QStringList &arguments, const QString &database = {})
    {
        return inwo::test::runCommand(
            QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
            inwo::test::environmentWithDatabase(database.isEmpty() ? m_dir.filePath(u"cli.sqlite"_s)
                                                                   : database));
    }

    static QString fixture(const QString &name)
    {
        return QStringLiteral(INWO_FIXTURES_DIR) + u'/' + name;
    }
    // The two-player position in Bob's turn: his attacks are his own actions (R150).
    QString bobsTurn()
    {
        QFile file(fixture(u"positions/two-players.json"_s));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
        object.insert(u"turn"_s, u"Bob"_s);
        return written(object, u"bobs-turn.json"_s);
    }

    // The timeline of a timeline scenario file (tests/scenarios/timeline/NAME).
    static QJsonObject scenarioTimeline(const QString &name)
    {
        QFile scenario(QStringLiteral(INWO_SOURCE_DIR) + u"/tests/scenarios/timeline/"_s + name);
        if (!scenario.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(scenario.readAll()).object().value(u"timeline"_s).toObject();
    }
    // Writes a JSON object to a file of the test's folder and gives its path.
    QString written(const QJsonObject &object, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QJsonDocument(object).toJson());
        return path;
    }

private slots:
    // `inwo attacks POSITION --player P` (issue 12): every attack from the table, best chance
    // first, each naming its attacker, target and aiders; refused ones carry their rules.
    void attacksListsEveryAttackFromAPositionBestChanceFirst()
    {
        const QString position = bobsTurn();
        const CliRun run = inwo({u"attacks"_s, position, u"--player"_s, u"Bob"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject list = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(list.value(u"player"_s).toString(), u"Bob"_s);
        const QJsonArray legal = list.value(u"legal"_s).toArray();
        QVERIFY(!legal.isEmpty());
        double previous = 2.0;
        for (const QJsonValue value : legal) {
            const QJsonObject option = value.toObject();
            QVERIFY(option.value(u"legal"_s).toBool());
            QVERIFY(!option.value(u"attacker"_s).toObject().value(u"id"_s).toString().isEmpty());
            QVERIFY(!option.value(u"target"_s).toObject().value(u"card"_s).toString().isEmpty());
            const QJsonObject probability = option.value(u"probability"_s).toObject();
            const double chance =
                probability.value(u"num"_s).toDouble() / probability.value(u"den"_s).toDouble();
            QVERIFY(chance <= previous);
            previous = chance;
        }
        const CliRun text = inwo({u"attacks"_s, position, u"--player"_s, u"Bob"_s});
        QCOMPARE(text.exitCode, 0);
        const QByteArray heading =
            QByteArray("Bob: ") + QByteArray::number(legal.size()) + " attacks can be made";
        QVERIFY2(text.out.startsWith(heading), text.out.constData());
    }

    void attacksRefusesAPlayerNotAtTheTableAndABadPosition()
    {
        const QString position = fixture(u"positions/two-players.json"_s);
        const CliRun nobody = inwo({u"attacks"_s, position, u"--player"_s, u"Carol"_s});
        QCOMPARE(nobody.exitCode, 2);
        QVERIFY2(nobody.err.contains(u"no player 'Carol' at the table (--player: Alice, Bob)"_s),
                 qPrintable(nobody.err));
        const QString bad = m_dir.filePath(u"bad-position.json"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"players": [{"name": "A", "illuminati": {"id": "a0",
                       "card": "Bavarian Illuminati"}, "groups": [{"id": "a1",
                       "card": "Texas", "master": "zz"}]}]})");
        file.close();
        const CliRun broken = inwo({u"attacks"_s, bad, u"--player"_s, u"A"_s});
        QCOMPARE(broken.exitCode, 2);
        QVERIFY2(broken.err.contains(
                     u"$.players[0].groups[0].master: no card 'zz' in this Power Structure"_s),
                 qPrintable(broken.err));
    }

    // `inwo goals POSITION` (issue 12): each player's count, goals and the rules behind them.
    void goalsCountsEachPlayerWithTheRuleOfEveryLine()
    {
        const QString position = fixture(u"positions/two-players.json"_s);
        const CliRun run = inwo({u"goals"_s, position, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const QJsonArray players = report.value(u"players"_s).toArray();
        QCOMPARE(players.size(), 2);
        const QJsonObject alice = players.at(0).toObject();
        QCOMPARE(alice.value(u"player"_s).toString(), u"Alice"_s);
        QCOMPARE(alice.value(u"count"_s).toInt(), 4); // Bavaria and three groups (R115)
        QCOMPARE(alice.value(u"needed"_s).toInt(), 12);
        bool killForPeace = false;
        for (const QJsonValue goal : alice.value(u"goals"_s).toArray()) {
            if (goal.toObject().value(u"goal"_s).toString() == u"Kill For Peace!"_s) {
                killForPeace = true;
                QCOMPARE(goal.toObject().value(u"status"_s).toString(), u"referee"_s);
            }
        }
        QVERIFY(killForPeace);
        for (const QJsonValue line : alice.value(u"lines"_s).toArray()) {
            QVERIFY(!line.toObject().value(u"code"_s).toString().isEmpty());
            QVERIFY(!line.toObject().value(u"text"_s).toString().isEmpty());
        }
        QCOMPARE(report.value(u"winners"_s).toArray().size(), 0);
        const CliRun text = inwo({u"goals"_s, position});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith("Alice: 4 of 12"), text.out.constData());
        QVERIFY2(text.out.contains("[R115; INWO rulebook"), text.out.constData());
        const CliRun missing = inwo({u"goals"_s, m_dir.filePath(u"nowhere.json"_s)});
        QCOMPARE(missing.exitCode, 2);
    }

    // `inwo resolve TIMELINE` (issue 13): each play's status and rule, and where everything ends.
    void resolveSettlesEachPlayWithItsRuleAndWhereEveryTokenEnds()
    {
        const QJsonObject timeline =
            scenarioTimeline(u"chain-01-c-cancels-b-cancels-a-a-stands.json"_s);
        QVERIFY(!timeline.isEmpty());
        const QString path = written(timeline, u"timeline.json"_s);
        QVERIFY(!path.isEmpty());
        const CliRun run = inwo({u"resolve"_s, path, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = run.json();
        const QJsonArray plays = report.value(u"plays"_s).toArray();
        QCOMPARE(plays.size(), timeline.value(u"plays"_s).toArray().size());
        int stands = 0;
        for (const QJsonValue value : plays) {
            const QJsonObject play = value.toObject();
            QVERIFY(!play.value(u"status"_s).toString().isEmpty());
            QVERIFY(!play.value(u"lines"_s).toArray().isEmpty());
            if (play.value(u"status"_s).toString() == u"cancelled"_s)
                QVERIFY(!play.value(u"cancelledBy"_s).toString().isEmpty());
            for (const QJsonValue item : play.value(u"items"_s).toArray())
                QVERIFY(!item.toObject().value(u"fate"_s).toString().isEmpty());
            stands += play.value(u"status"_s).toString() == u"effective"_s ? 1 : 0;
        }
        QCOMPARE(report.value(u"counts"_s).toObject().value(u"effective"_s).toInt(), stands);
        QVERIFY(report.value(u"position"_s).toObject().contains(u"players"_s));
        const CliRun text = inwo({u"resolve"_s, path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith("Timeline: "), text.out.constData());
        // Every status is counted, calling off included.
        QVERIFY2(text.out.contains(" refused, 0 called off\n"), text.out.constData());
        QVERIFY2(text.out.contains("[R95; INWO rulebook"), text.out.constData());
        QVERIFY2(text.out.contains("The table afterwards:"), text.out.constData());
    }

    void resolveGivesEachAttackItsStrengthAndChanceOnTheTableAtItsDice()
    {
        // Plan 28: The Mafia (Power 6, Violent) attacks Cycle Gangs (Resistance 4, Violent) to
        // control: +4 for the shared alignment (R177), strength 6, 15 rolls in 36.
        const QString path =
            written(scenarioTimeline(u"plan28-03-die-change-after-another-reaction-refused.json"_s),
                    u"attack-timeline.json"_s);
        QVERIFY(!path.isEmpty());
        const CliRun run = inwo({u"resolve"_s, path, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray plays = run.json().value(u"plays"_s).toArray();
        const QJsonObject attack = plays.at(0).toObject();
        QCOMPARE(attack.value(u"id"_s).toString(), u"p1"_s);
        QVERIFY(attack.value(u"strengthKnown"_s).toBool());
        const QJsonObject adjudication = attack.value(u"adjudication"_s).toObject();
        QCOMPARE(adjudication.value(u"attack"_s).toInt(), 10);
        QCOMPARE(adjudication.value(u"defence"_s).toInt(), 4);
        QCOMPARE(adjudication.value(u"strength"_s).toInt(), 6);
        const QJsonObject chance = adjudication.value(u"probability"_s).toObject();
        QCOMPARE(chance.value(u"num"_s).toInt(), 5);
        QCOMPARE(chance.value(u"den"_s).toInt(), 12);
        // Only attacks are adjudicated.
        QVERIFY(!plays.at(1).toObject().contains(u"adjudication"_s));
        const CliRun text = inwo({u"resolve"_s, path});
        QVERIFY2(text.out.contains("adjudication: attack 10, defence 4, strength 6, chance 5/12"),
                 text.out.constData());
    }

    // The Democrats' own +4 (unchecked printed text) is the referee's when they lead the attack
    // and is named; when they only aid, it cannot apply (000 line 318) and the strength is known.
    void resolveNamesWhatTheRefereeGivesOnlyWhenItCouldApply()
    {
        QJsonObject timeline =
            scenarioTimeline(u"tokens-02-perpetual-motion-machine-two-tokens-in-one-attack.json"_s);
        const QJsonArray plays = timeline.value(u"plays"_s).toArray();
        QVERIFY(!plays.isEmpty());
        const auto resolve = [&](const QJsonArray &these) {
            timeline.insert(u"plays"_s, these);
            return inwo({u"resolve"_s, written(timeline, u"referee-gives.json"_s), u"--json"_s});
        };
        const QJsonObject aided =
            resolve(plays).json().value(u"plays"_s).toArray().at(0).toObject();
        QVERIFY(aided.value(u"strengthKnown"_s).toBool());
        QVERIFY(aided.value(u"refereeGives"_s).toArray().isEmpty());

        QJsonObject led = plays.at(0).toObject();
        led.insert(u"attacker"_s, u"a2"_s);
        const QJsonObject leading =
            resolve(QJsonArray{led}).json().value(u"plays"_s).toArray().at(0).toObject();
        QVERIFY(!leading.value(u"strengthKnown"_s).toBool());
        QCOMPARE(leading.value(u"refereeGives"_s).toArray(), QJsonArray{u"Democrats"_s});
    }

    void resolveNamesTheJsonPathOfABadPlay()
    {
        const QString path = m_dir.filePath(u"bad-timeline.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"position": {"players": [{"name": "A", "illuminati": {"id": "a0",
                       "card": "Bavarian Illuminati"}}]},
                       "plays": [{"id": "p1", "kind": "cancel", "player": "A", "cancels": "p0",
                                  "by": {"plot": "Hoax!"}}]})");
        file.close();
        const CliRun run = inwo({u"resolve"_s, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"$.plays[0].cancels: no play 'p0' before this one"_s),
                 qPrintable(run.err));
    }

    // A position file given to `resolve` is told what a timeline holds, not that its first key
    // is unknown.
    void resolveOfAPositionFileSaysWhatATimelineHolds()
    {
        const CliRun run = inwo({u"resolve"_s, fixture(u"positions/two-players.json"_s)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"$: a position, not a timeline: a timeline is an object whose "
                                  u"\"position\" holds this one"_s),
                 qPrintable(run.err));
        QVERIFY2(!run.err.contains(u"unknown key"_s), qPrintable(run.err));
    }

    // A misspelt card of a position file is named with the card nearest to it, however short.
    void positionWithAMisspeltCardNamesTheNearestCard()
    {
        QFile fixtureFile(fixture(u"positions/two-players.json"_s));
        QVERIFY(fixtureFile.open(QIODevice::ReadOnly));
        QByteArray json = fixtureFile.readAll();
        QVERIFY(json.contains("\"The Mafia\""));
        json.replace("\"The Mafia\"", "\"The Mafai\"");
        const QString path = m_dir.filePath(u"misspelt-position.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(json);
        file.close();
        const CliRun run = inwo({u"goals"_s, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"$.players[0].groups[0].card: no card named 'The Mafai' "
                                  u"(did you mean 'The Mafia'?)"_s),
                 qPrintable(run.err));
    }

    // `inwo nwo POSITION` (issue 12): the NWOs in play order and each group's numbers.
    void nwoListsTheNwosInPlayOrderAndEachGroupsNumbers()
    {
        const QString position = fixture(u"positions/two-players.json"_s);
        const CliRun run = inwo({u"nwo"_s, position, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const QJsonArray nwos = report.value(u"nwos"_s).toArray();
        QCOMPARE(nwos.size(), 2);
        QCOMPARE(nwos.at(0).toObject().value(u"card"_s).toString(), u"Law and Order"_s);
        QCOMPARE(nwos.at(1).toObject().value(u"order"_s).toInt(), 2);
        // Law and Order's effect is not in the project's data: the referee applies it.
        QVERIFY(nwos.at(0).toObject().value(u"refereeDecides"_s).toBool());
        const QJsonArray groups = report.value(u"groups"_s).toArray();
        QVERIFY(!groups.isEmpty());
        for (const QJsonValue value : groups) {
            const QJsonObject group = value.toObject();
            // Post Office's -2 lasts this turn only: it counts in play, never for goals (R126).
            if (group.value(u"id"_s).toString() == u"b2"_s)
                QCOMPARE(group.value(u"goalPower"_s).toInt(), group.value(u"power"_s).toInt() + 2);
        }
        const CliRun text = inwo({u"nwo"_s, position});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith("1. Law and Order (yellow)"), text.out.constData());
    }

    // `inwo attacks --sort goals` puts an attack whose success wins or eliminates first.
    void attacksSortedByGoalsPutAnEliminationFirst()
    {
        const QString position = bobsTurn();
        const CliRun run = inwo({u"attacks"_s, position, u"--player"_s, u"Bob"_s, u"--sort"_s,
                                 u"goals"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray legal =
            QJsonDocument::fromJson(run.out).object().value(u"legal"_s).toArray();
        QVERIFY(!legal.isEmpty());
        const QJsonObject first = legal.first().toObject().value(u"onSuccess"_s).toObject();
        QCOMPARE(first.value(u"eliminates"_s).toArray().first().toString(), u"Alice"_s);
        const CliRun bad =
            inwo({u"attacks"_s, position, u"--player"_s, u"Bob"_s, u"--sort"_s, u"luck"_s});
        QCOMPARE(bad.exitCode, 2);
    }

    void searchJsonListsCardsWithEveryDocumentedField()
    {
        const CliRun run = inwo({u"cards"_s, u"search"_s, u"a:viol t:pers"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray cards = QJsonDocument::fromJson(run.out).array();
        QVERIFY(cards.size() > 0);
        for (const QJsonValue value : cards) {
            const QJsonObject card = value.toObject();
            for (const QString &key :
                 {u"id"_s, u"name"_s, u"set"_s, u"type"_s, u"power"_s, u"global"_s, u"resistance"_s,
                  u"alignments"_s, u"attributes"_s, u"arrows"_s, u"rarity"_s, u"keywords"_s})
                QVERIFY2(card.contains(key), qPrintable(key));
            QCOMPARE(card.value(u"type"_s).toString(), u"personality"_s);
            QVERIFY(card.value(u"alignments"_s).toArray().contains(u"Violent"_s));
        }
    }

    void searchCountsTheSameCardsAsTheTextOutput()
    {
        const CliRun json = inwo({u"cards"_s, u"search"_s, u"kw:zap"_s, u"--json"_s});
        const CliRun text = inwo({u"cards"_s, u"search"_s, u"kw:zap"_s});
        const qsizetype count = QJsonDocument::fromJson(json.out).array().size();
        QVERIFY(count > 0);
        QVERIFY2(text.out.trimmed().endsWith(QByteArray(QByteArray::number(count) + " cards")),
                 text.out.constData());
    }

    void fanCardsNeedAskingFor()
    {
        const CliRun without = inwo({u"cards"_s, u"search"_s, u"t:illuminati"_s, u"--json"_s});
        const CliRun with =
            inwo({u"cards"_s, u"search"_s, u"t:illuminati"_s, u"--json"_s, u"--include-fan"_s});
        const auto sets = [](const QByteArray &out) {
            QStringList list;
            for (const QJsonValue card : QJsonDocument::fromJson(out).array())
                list.append(card.toObject().value(u"set"_s).toString());
            return list;
        };
        QVERIFY(!sets(without.out).contains(u"fan"_s));
        QVERIFY(sets(with.out).contains(u"fan"_s));
        QCOMPARE(sets(with.out).size() - sets(without.out).size(),
                 qsizetype(sets(with.out).count(u"fan"_s)));
    }

    void noMatchExitsOne()
    {
        const CliRun run = inwo({u"cards"_s, u"search"_s, u"zzqqxx"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.json().value(u"cards"_s).isArray(), run.out.constData());
        QCOMPARE(run.json().value(u"cards"_s).toArray().size(), 0);
    }

    void searchFindsNamesHoweverTheyAreDotted_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("card");
        QTest::newRow("cia") << u"cia"_s << u"C.I.A."_s;
        QTest::newRow("FBI") << u"FBI"_s << u"F.B.I."_s;
        QTest::newRow("nsa") << u"nsa"_s << u"N.S.A."_s;
        QTest::newRow("irs") << u"irs"_s << u"I.R.S."_s;
        QTest::newRow("acct.") << u"swiss bank acct."_s << u"Swiss Bank Account"_s;
    }

    void searchFindsNamesHoweverTheyAreDotted()
    {
        QFETCH(QString, written);
        QFETCH(QString, card);
        const CliRun run = inwo({u"cards"_s, u"search"_s, written, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray cards = run.document().array();
        QCOMPARE(cards.size(), 1);
        QCOMPARE(cards.first().toObject().value(u"name"_s).toString(), card);
    }

    void searchWithNoMatchSuggestsTheNearestNames()
    {
        const CliRun text = inwo({u"cards"_s, u"search"_s, u"count dracla"_s});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.err.contains(u"did you mean 'Count Dracula'?"_s), qPrintable(text.err));
        QVERIFY(!text.out.contains("Dracula"));
        const CliRun json = inwo({u"cards"_s, u"search"_s, u"count dracla"_s, u"--json"_s});
        QCOMPARE(json.exitCode, 1);
        QCOMPARE(json.json().value(u"cards"_s).toArray().size(), 0);
        const QJsonArray suggestions = json.json().value(u"suggestions"_s).toArray();
        QVERIFY2(!suggestions.isEmpty(), json.out.constData());
        QCOMPARE(suggestions.first().toString(), u"Count Dracula"_s);
    }

    void badQueryExitsTwoAndSaysWhereAndWhatWasMeant()
    {
        const CliRun run = inwo({u"cards"_s, u"search"_s, u"pwr>3"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"unknown field 'pwr' at column 1; did you mean 'power'?"_s),
                 qPrintable(run.err));
    }

    void showResolvesAWrittenNameAndPrintsFacts()
    {
        const CliRun run = inwo({u"cards"_s, u"show"_s, u"savings and loan scam"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject card = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(card.value(u"name"_s).toString(), u"Savings & Loan Scam"_s);
        QCOMPARE(card.value(u"type"_s).toString(), u"plot"_s);
        QVERIFY(!card.value(u"requires"_s).toString().isEmpty());
    }

    // Written as deck lists write them (issue 11: "cards show CIA" suggested China).
    void showFindsACardWrittenAsPlayersWriteIt_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("id");
        QTest::newRow("undotted initials") << u"CIA"_s << u"base/c-i-a"_s;
        QTest::newRow("lower-case initials") << u"fbi"_s << u"base/f-b-i"_s;
        QTest::newRow("diacritic, no The") << u"gnomes of zürich"_s << u"base/gnomes-of-zurich"_s;
        QTest::newRow("and for &") << u"savings and loan scam"_s << u"base/savings-and-loan-scam"_s;
    }

    void showFindsACardWrittenAsPlayersWriteIt()
    {
        QFETCH(QString, written);
        QFETCH(QString, id);
        const CliRun run = inwo({u"cards"_s, u"show"_s, written, u"--json"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.json().value(u"id"_s).toString(), id);
        QVERIFY2(!run.err.contains(u"did you mean"_s), qPrintable(run.err));
    }

    void showTakesANearMissAndSaysWhichCardItRead()
    {
        const CliRun run = inwo({u"cards"_s, u"show"_s, u"Blitzkreig"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value(u"name"_s).toString(), u"Blitzkrieg"_s);
        QVERIFY2(run.err.contains(u"'Blitzkreig' read as 'Blitzkrieg'"_s), qPrintable(run.err));
    }

    void showOfANameSeveralCardsAreNearlyAsCloseToOffersThemAll()
    {
        // Four cards are "Church of the SubGenius" with a number.
        const CliRun run = inwo({u"cards"_s, u"show"_s, u"Church of the SubGenius"_s});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        for (const QString &number : {u"1"_s, u"2"_s, u"3"_s, u"4"_s})
            QVERIFY2(run.err.contains(u"'Church of the SubGenius "_s + number + u"'"_s),
                     qPrintable(run.err));
    }

    void showOfAnUnknownNameSuggestsTheNearestCard()
    {
        const CliRun run = inwo({u"cards"_s, u"show"_s, u"Bil Clintn"_s});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"did you mean 'Bill Clinton'?"_s), qPrintable(run.err));
    }

    void importLackeyReportsCountsAndShowPrintsImportedText()
    {
        const QString database = m_dir.filePath(u"import.sqlite"_s);
        const CliRun run = inwo(
            {u"cards"_s, u"import-lackey"_s, fixture(u"lackey-plugin"_s), u"--json"_s}, database);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(u"cardsRead"_s).toInt(), 16);
        QCOMPARE(report.value(u"imagesFound"_s).toInt(), 1);
        const CliRun show =
            inwo({u"cards"_s, u"show"_s, u"Fixture Agency"_s, u"--json"_s}, database);
        QCOMPARE(show.exitCode, 0);
        const QJsonObject card = QJsonDocument::fromJson(show.out).object();
        QVERIFY(card.value(u"text"_s).toString().startsWith(u"Fixture text"_s));
        QVERIFY(card.value(u"image"_s).toString().endsWith(u".png"_s));
        const CliRun text =
            inwo({u"cards"_s, u"search"_s, u"text:agency"_s, u"--json"_s}, database);
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(text.out).array().size(), 1);
    }

    void importOfAMissingFolderSaysNoSuchFolder()
    {
        const QString missing = m_dir.filePath(u"no-such-plugin"_s);
        const CliRun run = inwo({u"cards"_s, u"import-lackey"_s, missing},
                                m_dir.filePath(u"missing-folder.sqlite"_s));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(missing + u": no such folder"_s), qPrintable(run.err));
        QVERIFY2(!run.err.contains(u"plugin folder"_s), qPrintable(run.err));
    }

    void importOfAMalformedFileExitsTwoNamingFileAndLine()
    {
        const CliRun run = inwo({u"cards"_s, u"import-lackey"_s, fixture(u"lackey-malformed"_s)},
                                m_dir.filePath(u"malformed.sqlite"_s));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"carddata.txt:5: cannot read Power 'four'"_s),
                 qPrintable(run.err));
    }

    void datasetCheckReportsRowsSetsAndNormalisations()
    {
        const CliRun run = inwo(
            {u"dataset"_s, u"check"_s, fixture(u"lackey-plugin/sets/carddata.txt"_s), u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(u"rows"_s).toInt(), 16);
        QCOMPARE(report.value(u"sets"_s).toObject().value(u"German 2"_s).toInt(), 1);
        QVERIFY(report.value(u"normalisations"_s).toObject().contains(u"reqires-typo"_s));
    }

    void datasetGenerateIsDeterministic()
    {
        const QStringList arguments{u"dataset"_s, u"generate"_s,
                                    fixture(u"lackey-plugin/sets/carddata.txt"_s)};
        const CliRun first = inwo(arguments);
        const CliRun second = inwo(arguments);
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.out.contains("\"base/fixture-agency\""));
        QCOMPARE(first.out, second.out);
    }

    // Issue 11: "inwo --db X cards search cia"; an option with a value before the command once
    // left its value to be read as the command.
    void optionsBeforeOrBetweenTheCommandWordsAreRead_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString db = m_dir.filePath(u"placed.sqlite"_s);
        QTest::newRow("before") << QStringList{u"--db"_s,   db,         u"--limit"_s, u"1"_s,
                                               u"--json"_s, u"cards"_s, u"search"_s,  u"agency"_s};
        QTest::newRow("between") << QStringList{u"cards"_s,  u"--db="_s + db, u"--limit"_s, u"1"_s,
                                                u"search"_s, u"--json"_s,     u"agency"_s};
        QTest::newRow("both") << QStringList{u"--limit=1"_s, u"cards"_s,  u"--db"_s,  db,
                                             u"search"_s,    u"agency"_s, u"--json"_s};
    }

    void optionsBeforeOrBetweenTheCommandWordsAreRead()
    {
        QFETCH(QStringList, arguments);
        // Only this database knows "Fixture Agency"; the default one (INWO_DB) does not.
        const QString db = m_dir.filePath(u"placed.sqlite"_s);
        if (!QFile::exists(db))
            QCOMPARE(
                inwo({u"cards"_s, u"import-lackey"_s, fixture(u"lackey-plugin"_s)}, db).exitCode,
                0);
        const CliRun run = inwo(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray cards = run.document().array();
        QCOMPARE(cards.size(), 1); // --limit 1 was read too
        QCOMPARE(cards.first().toObject().value(u"name"_s).toString(), u"Fixture Agency"_s);
    }

    void usageListsEveryOption_data()
    {
        QTest::addColumn<QString>("option");
        for (const QString &option :
             {u"--json"_s, u"--db PATH"_s, u"--include-fan"_s, u"--limit N"_s, u"--output FILE"_s,
              u"--full"_s, u"--format NAME"_s, u"--strict"_s, u"--save"_s, u"--name NAME"_s,
              u"--player NAME"_s, u"--event NAME"_s, u"--pile group|plot"_s, u"--kind KIND"_s,
              u"--draws N"_s, u"--at-least K"_s, u"--no-cards"_s, u"card:NAME"_s})
            QTest::newRow(qPrintable(option)) << option;
    }

    void usageListsEveryOption()
    {
        QFETCH(QString, option);
        const CliRun run = inwo({u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(option.toUtf8()), run.out.constData());
    }

    // An outside tester asked `inwo deck import --help` and got "Unknown option 'help'", exit 2.
    void helpAfterACommandPrintsTheUsage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("deck import") << QStringList{u"deck"_s, u"import"_s, u"--help"_s};
        QTest::newRow("deck check") << QStringList{u"deck"_s, u"check"_s, u"--help"_s};
        QTest::newRow("cards search") << QStringList{u"cards"_s, u"search"_s, u"x"_s, u"--help"_s};
        QTest::newRow("attack") << QStringList{u"attack"_s, u"--help"_s};
    }

    void helpAfterACommandPrintsTheUsage()
    {
        QFETCH(QStringList, arguments);
        const CliRun run = inwo(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("usage: inwo"), run.out.constData());
    }

    void unknownCommandsAndMissingArgumentsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown") << QStringList{u"cards"_s, u"fly"_s};
        QTest::newRow("show without name") << QStringList{u"cards"_s, u"show"_s};
        QTest::newRow("import without folder") << QStringList{u"cards"_s, u"import-lackey"_s};
        QTest::newRow("unknown option") << QStringList{u"cards"_s, u"search"_s, u"--frobnicate"_s};
    }

    void unknownCommandsAndMissingArgumentsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const CliRun run = inwo(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
