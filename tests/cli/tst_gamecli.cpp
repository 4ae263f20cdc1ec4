// Whole games tracked through the command line (issue 23): every file of tests/scenarios/livegames
// is played event by event with `inwo game play`, each event accepted or refused with the rule the
// file names, the table `inwo game show --json` gives after it compared with the file's
// expectation, and at the end the log holds exactly the events accepted. The same game exported
// as a timeline resolves to the same table, and undo then redo comes back to it.
#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "clirun.h"
#include "scenariofiles.h"
#include "tablecompare.h"
#include "timeline/timelineresolver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;
using inwo::test::CliRun;

class TestGameCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QList<Card> m_all = test::bundledCards();
    InMemoryCardRepository m_cards{m_all};
    CardAbilities m_abilities = test::bundledAbilities();
    GoalRules m_goals = test::bundledGoalRules();

    CliRun inwo(const QString &database, const QStringList &arguments)
    {
        return test::runCommand(QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
                                test::environmentWithDatabase(database));
    }

    Position tableOf(const QJsonObject &shown)
    {
        const CardNameResolver names(m_cards);
        QString error;
        const std::optional<Position> table =
            Position::fromJson(shown.value(u"position"_s).toObject(), &error, &names);
        if (!table)
            qFatal("game show gave a position that does not read: %s", qPrintable(error));
        return *table;
    }

    // Starts the file's game in its own database; the game's number.
    QString startGame(const QString &database, const QJsonObject &scenario)
    {
        const QString start = m_dir.filePath(u"start.json"_s);
        QFile file(start);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(start));
        file.write(QJsonDocument(scenario.value(u"position"_s).toObject()).toJson());
        file.close();
        const CliRun created = inwo(database, {u"game"_s, u"new"_s, start, u"--json"_s});
        if (created.exitCode != 0)
            qFatal("game new: %s", qPrintable(created.err));
        return QString::number(created.json().value(u"game"_s).toObject().value(u"id"_s).toInt());
    }

private slots:
    void everyLiveGamePlaysThroughTheCommandLine_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = test::scenarioFiles(u"livegames"_s);
        QVERIFY(files.size() >= test::pinnedScenarioCount(u"livegames"_s));
        for (const QString &path : files)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void everyLiveGamePlaysThroughTheCommandLine()
    {
        QFETCH(QString, path);
        const QJsonObject scenario = test::readScenario(path);
        QStringList problems;
        test::checkKeys(scenario, {u"about"_s, u"source"_s, u"rules"_s, u"position"_s, u"events"_s},
                        u"$"_s, problems);
        const QJsonArray events =
            test::arrayAt(scenario.value(u"events"_s), u"$.events"_s, problems);
        QVERIFY2(problems.isEmpty(), test::problemsOf(path, problems).constData());
        QVERIFY(!events.isEmpty());
        const QString database = m_dir.filePath(QFileInfo(path).baseName() + u".sqlite"_s);
        const QString game = startGame(database, scenario);

        QStringList accepted;
        int expectations = 0;
        for (qsizetype i = 0; i < events.size(); ++i) {
            const QString at = u"$.events[%1]"_s.arg(i);
            const QJsonObject step = test::objectAt(events.at(i), at, problems);
            test::checkKeys(step, {u"event"_s, u"refused"_s, u"note"_s, u"expect"_s}, at, problems);
            QVERIFY2(problems.isEmpty(), test::problemsOf(path, problems).constData());
            const QJsonObject event = step.value(u"event"_s).toObject();
            const QString id = event.value(u"id"_s).toString();
            const CliRun played = inwo(
                database, {u"game"_s, u"play"_s, game,
                           QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact)),
                           u"--json"_s});
            QVERIFY2(played.exitCode != 2, qPrintable(id + u": "_s + played.err));
            const QJsonObject outcome = played.json();
            if (step.contains(u"refused"_s)) {
                const QString wanted = step.value(u"refused"_s).toString();
                QVERIFY2(!outcome.value(u"accepted"_s).toBool(),
                         qPrintable(u"%1: accepted, but the file expects it refused (%2)"_s.arg(
                             id, wanted)));
                const QString rule = outcome.value(u"rule"_s).toString();
                QVERIFY2(rule == (wanted == u"none" ? QString() : wanted),
                         qPrintable(u"%1: refused by '%2', the file says %3: %4"_s.arg(
                             id, rule, wanted,
                             outcome.value(u"refusal"_s).toObject().value(u"text"_s).toString())));
                QCOMPARE(played.exitCode, 1);
            } else {
                QVERIFY2(
                    outcome.value(u"accepted"_s).toBool(),
                    qPrintable(u"%1 refused: %2"_s.arg(
                        id, outcome.value(u"refusal"_s).toObject().value(u"text"_s).toString())));
                accepted.append(id);
            }
            if (!step.contains(u"expect"_s))
                continue;
            const CliRun shown = inwo(database, {u"game"_s, u"show"_s, game, u"--json"_s});
            QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
            const Position table = tableOf(shown.json());
            const TableStats stats(table, m_cards, &m_abilities);
            const QStringList differences =
                test::tableDifferences(table, step.value(u"expect"_s).toObject(), stats);
            QVERIFY2(differences.isEmpty(),
                     qPrintable(u"%1 (%2): %3"_s.arg(QFileInfo(path).fileName(), id,
                                                     differences.join(u"; "_s))));
            ++expectations;
        }
        QVERIFY(expectations > 0);

        // The log: exactly the events accepted, in order, each with what it did.
        const CliRun log = inwo(database, {u"game"_s, u"log"_s, game, u"--json"_s});
        QVERIFY2(log.exitCode == 0, qPrintable(log.err));
        QStringList logged;
        for (const QJsonValue &value : log.json().value(u"events"_s).toArray()) {
            logged.append(value.toObject().value(u"id"_s).toString());
            QVERIFY(!value.toObject().value(u"summary"_s).toString().isEmpty());
        }
        QCOMPARE(logged, accepted);

        // The export as a timeline settles to the same table as the game shows.
        const CliRun shown = inwo(database, {u"game"_s, u"show"_s, game, u"--json"_s});
        const Position table = tableOf(shown.json());
        const CliRun exported =
            inwo(database, {u"game"_s, u"export"_s, game, u"--as"_s, u"timeline"_s});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const CardNameResolver names(m_cards);
        QString error;
        const std::optional<Timeline> timeline = Timeline::fromJson(exported.out, &error, &names);
        QVERIFY2(timeline, qPrintable(error));
        QCOMPARE(timeline->plays.size(), accepted.size());
        QVERIFY(resolveTimeline(*timeline, m_cards, &m_abilities, &m_goals).position == table);

        // Undo takes back the last event; redo brings the same table back.
        QCOMPARE(inwo(database, {u"game"_s, u"undo"_s, game}).exitCode, 0);
        const Position undone =
            tableOf(inwo(database, {u"game"_s, u"show"_s, game, u"--json"_s}).json());
        QCOMPARE(inwo(database, {u"game"_s, u"log"_s, game, u"--json"_s})
                     .json()
                     .value(u"events"_s)
                     .toArray()
                     .size(),
                 accepted.size() - 1);
        const CliRun redone = inwo(database, {u"game"_s, u"redo"_s, game, u"--json"_s});
        QVERIFY2(redone.exitCode == 0, qPrintable(redone.err));
        QVERIFY(tableOf(inwo(database, {u"game"_s, u"show"_s, game, u"--json"_s}).json()) == table);
        // The table undo left is the log without its last event, settled.
        Timeline before = *timeline;
        before.plays.removeLast();
        QVERIFY(resolveTimeline(before, m_cards, &m_abilities, &m_goals).position == undone);
    }

    // Each kind of refusal the table events have (resources/help/timeline-format.md, "Table
    // events") is the expectation of at least one live game.
    void everyRefusalKindIsPlayedThroughTheCommandLine()
    {
        QSet<QString> refused; // every rule a refused event names, over all files
        for (const QString &path : test::scenarioFiles(u"livegames"_s)) {
            for (const QJsonValue &step : test::readScenario(path).value(u"events"_s).toArray()) {
                if (step.toObject().contains(u"refused"_s))
                    refused.insert(step.toObject().value(u"refused"_s).toString());
            }
        }
        for (const QString &rule : {u"R113"_s, u"R114"_s, u"R115"_s, u"R124"_s, u"R132"_s,
                                    u"R150"_s, u"R153"_s, u"R155"_s, u"R157"_s, u"R171"_s,
                                    u"R172"_s, u"R174"_s, u"R182"_s, u"R67"_s, u"R69"_s, u"none"_s})
            QVERIFY2(refused.contains(rule),
                     qPrintable(u"no live game has an event refused by %1"_s.arg(rule)));
    }

    void aGameIsFoundByItsNameAndListed()
    {
        const QString database = m_dir.filePath(u"named.sqlite"_s);
        const QJsonObject scenario =
            test::readScenario(test::scenarioFiles(u"livegames"_s).first());
        const QString start = m_dir.filePath(u"named-start.json"_s);
        QFile file(start);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(scenario.value(u"position"_s).toObject()).toJson());
        file.close();
        QCOMPARE(
            inwo(database, {u"game"_s, u"new"_s, start, u"--name"_s, u"Friday night"_s}).exitCode,
            0);
        const CliRun listed = inwo(database, {u"game"_s, u"list"_s, u"--json"_s});
        const QJsonArray games = listed.json().value(u"games"_s).toArray();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.first().toObject().value(u"name"_s).toString(), u"Friday night"_s);
        const CliRun shown = inwo(database, {u"game"_s, u"show"_s, u"friday night"_s, u"--json"_s});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        const CliRun missing = inwo(database, {u"game"_s, u"show"_s, u"Saturday"_s});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(u"no game 'Saturday'"_s), qPrintable(missing.err));
    }

    void aBadEventIsAnErrorWithItsPathAndChangesNothing()
    {
        const QString database = m_dir.filePath(u"bad.sqlite"_s);
        const QString game =
            startGame(database, test::readScenario(test::scenarioFiles(u"livegames"_s).first()));
        const CliRun bad = inwo(database, {u"game"_s, u"play"_s, game,
                                           u"{\"kind\": \"draw\", \"player\": \"Nobody\"}"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(u"$.player"_s) && bad.err.contains(u"Nobody"_s),
                 qPrintable(bad.err));
        const CliRun unknown = inwo(database, {u"game"_s, u"play"_s, game,
                                               u"{\"kind\": \"draw\", \"player\": \"x\", "
                                               u"\"cuont\": 2}"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"cuont"_s), qPrintable(unknown.err));
        QCOMPARE(inwo(database, {u"game"_s, u"log"_s, game, u"--json"_s})
                     .json()
                     .value(u"events"_s)
                     .toArray()
                     .size(),
                 0);
        QCOMPARE(inwo(database, {u"game"_s, u"undo"_s, game}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestGameCli)
#include "tst_gamecli.moc"
