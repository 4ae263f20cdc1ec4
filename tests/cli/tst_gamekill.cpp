// The live game survives kill -9 (issue 23): 200 scripted events go through `inwo game play` one
// process each, and at random moments the process is killed (SIGKILL after 0-40 ms, or up to 1.2
// times a run left alone where runs take longer) at least 50 times. After each kill `inwo game log
// --json` says whether the killed event made it: in the log, it counts as acknowledged; not there,
// it is offered again. At the end the log holds exactly the events acknowledged, in order, each
// once, and SQLite's integrity check passes.
//
// The events: the two-player game of tests/scenarios/livegames up to its claim, then turns made
// from the table as it stands (a Plot drawn, the phases, an attack on the rival with its dice, the
// hand brought to five Plots, the next turn), each checked in this process first by the same
// Game and rules the program uses, so every one of them is an event the program accepts.
//
// INWO_KILL_SEED=N runs the kills of an earlier run again (the seed is printed at the start; the
// delays stretch with the machine's speed, so a kill lands at the same point only on a machine as
// fast). About 300 runs of `inwo`: 10-20 s on two cores, 40 s on a busy machine.
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "clirun.h"
#include "game/game.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace Qt::StringLiterals;
using namespace inwo;
using inwo::test::CliRun;

namespace {

constexpr int ScriptedEvents = 200;
constexpr int KillsAtLeast = 50;
constexpr int LongestDelayMs = 40;

// Events the game accepts, made by offering each to a game in this process first.
class Script
{
public:
    Script(Position start, const GameRules &rules, const CardNameResolver &names)
        : m_game(std::move(start), rules), m_names(names)
    {}

    const QList<QJsonObject> &events() const { return m_events; }
    bool full() const { return m_events.size() >= ScriptedEvents; }

    bool offer(QJsonObject event)
    {
        if (full())
            return false;
        const bool numbered = !event.contains(u"id"_s);
        if (numbered)
            event.insert(u"id"_s, u"k%1"_s.arg(m_next));
        QString error;
        const std::optional<Play> play = m_game.readEvent(event, &error, &m_names);
        if (!play || !m_game.play(*play).accepted)
            return false;
        m_events.append(event);
        m_next += numbered ? 1 : 0;
        return true;
    }

    // The rest of the turn the table is in, and the next player's turn begun.
    bool playTurn(std::mt19937 &random)
    {
        const Position &table = m_game.table();
        const QString player = table.turnOf;
        const QString rival = rivalOf(player);
        if (table.phase == GamePhase::PlotDraw) {
            offer({{u"kind"_s, u"draw"_s}, {u"player"_s, player}, {u"deck"_s, u"plot"_s}});
            for (const QString &phase : {u"group-draw"_s, u"tokens"_s, u"actions"_s})
                offer({{u"kind"_s, u"phase"_s}, {u"player"_s, player}, {u"phase"_s, phase}});
            attack(player, rival, random);
            for (const QString &phase : {u"free-moves"_s, u"end-of-turn"_s})
                offer({{u"kind"_s, u"phase"_s}, {u"player"_s, player}, {u"phase"_s, phase}});
        }
        while (!full() && seat(player).plotsHidden > 5) {
            if (!offer(
                    {{u"kind"_s, u"discard"_s}, {u"player"_s, player}, {u"from"_s, u"hidden"_s}}))
                return false;
        }
        return full() ||
               offer({{u"kind"_s, u"turn"_s}, {u"player"_s, rival}, {u"phase"_s, u"plot-draw"_s}});
    }

private:
    const TablePlayer &seat(const QString &name) const
    {
        for (const TablePlayer &player : m_game.table().players) {
            if (player.name == name)
                return player;
        }
        return m_game.table().players.first();
    }

    QString rivalOf(const QString &name) const
    {
        for (const TablePlayer &player : m_game.table().players) {
            if (player.name != name)
                return player.name;
        }
        return name;
    }

    // An attack to control one of the rival's groups by one of the player's groups with a token,
    // and its dice: the first the rules take.
    void attack(const QString &player, const QString &rival, std::mt19937 &random)
    {
        QList<TableCard> attackers = seat(player).groups;
        attackers.prepend(seat(player).illuminati);
        QList<TableCard> targets = seat(rival).groups;
        std::shuffle(attackers.begin(), attackers.end(), random);
        std::shuffle(targets.begin(), targets.end(), random);
        for (const TableCard &attacker : attackers) {
            if (attacker.tokensSpent > 0 || targets.isEmpty())
                continue;
            const QString id = u"k%1"_s.arg(m_next);
            if (!offer({{u"kind"_s, u"attack"_s},
                        {u"player"_s, player},
                        {u"attacker"_s, attacker.id.value},
                        {u"attack"_s, u"control"_s},
                        {u"target"_s, targets.first().id.value}}))
                continue;
            const QJsonArray dice{int(random() % 6) + 1, int(random() % 6) + 1};
            for (const QString &outcome : {u"success"_s, u"failure"_s}) {
                if (offer({{u"kind"_s, u"roll"_s},
                           {u"player"_s, player},
                           {u"attack"_s, id},
                           {u"dice"_s, dice},
                           {u"outcome"_s, outcome}}))
                    break;
            }
            return;
        }
    }

    Game m_game;
    const CardNameResolver &m_names;
    QList<QJsonObject> m_events;
    int m_next = 1;
};

} // namespace

class TestGameKill : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_database;
    QString m_program;

    CliRun inwo(const QStringList &arguments)
    {
        return test::runCommand(QStringList{m_program} + arguments,
                                test::environmentWithDatabase(m_database));
    }

    // The ids of the game's log, in order.
    QStringList logIds()
    {
        const CliRun log = inwo({u"game"_s, u"log"_s, u"1"_s, u"--json"_s});
        if (log.exitCode != 0)
            qFatal("inwo game log failed: %s", qPrintable(log.err));
        QStringList ids;
        for (const QJsonValue &event : log.json().value(u"events"_s).toArray())
            ids.append(event.toObject().value(u"id"_s).toString());
        return ids;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_database = m_dir.filePath(u"kill.sqlite"_s);
        // A copy of the program: a rebuild while the test runs does not change it.
        m_program = m_dir.filePath(u"inwo"_s);
        QVERIFY(QFile::copy(QStringLiteral(INWO_CLI_PATH), m_program));
    }

    void everyAcknowledgedEventSurvivesKills()
    {
        // The script, from the two-player game and the table it leaves.
        QFile file(QStringLiteral(INWO_SOURCE_DIR
                                  "/tests/scenarios/livegames/two-player-inwo-basic-goal.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject recorded = QJsonDocument::fromJson(file.readAll()).object();
        QString error;
        const BundledDataset dataset = BundledDataset::load(&error);
        const InMemoryCardRepository cards(dataset.cards);
        const CardNameResolver names(cards);
        const std::optional<Position> start =
            Position::fromJson(recorded.value(u"position"_s).toObject(), &error, &names);
        QVERIFY2(start, qPrintable(error));
        Script script(*start, GameRules{cards, &bundledAbilities(), &bundledGoalRules()}, names);
        for (const QJsonValue &value : recorded.value(u"events"_s).toArray()) {
            const QJsonObject entry = value.toObject();
            const QJsonObject event = entry.value(u"event"_s).toObject();
            if (entry.contains(u"refused"_s))
                continue;
            if (event.value(u"kind"_s).toString() == u"claim")
                break;
            QVERIFY2(script.offer(event), qPrintable(event.value(u"id"_s).toString()));
        }
        std::mt19937 scriptRandom(23);
        while (!script.full())
            QVERIFY2(script.playTurn(scriptRandom), "the scripted game cannot go on");
        const QList<QJsonObject> events = script.events();
        QCOMPARE(events.size(), ScriptedEvents);

        const QString position = m_dir.filePath(u"position.json"_s);
        QFile positionFile(position);
        QVERIFY(positionFile.open(QIODevice::WriteOnly));
        positionFile.write(QJsonDocument(recorded.value(u"position"_s).toObject()).toJson());
        positionFile.close();
        const CliRun created = inwo({u"game"_s, u"new"_s, position, u"--json"_s});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QCOMPARE(created.json().value(u"game"_s).toObject().value(u"id"_s).toInt(), 1);

        const quint32 seed = qEnvironmentVariableIsSet("INWO_KILL_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("INWO_KILL_SEED"))
                                 : QRandomGenerator::global()->generate();
        qInfo("INWO_KILL_SEED=%u", seed);
        std::mt19937 random(seed);

        QStringList acknowledged;
        int launches = 0;
        int kills = 0;                 // killed while running
        int killedAfterWrite = 0;      // killed, and the log holds the event
        int finishedFirst = 0;         // a kill planned, but the process had ended
        std::vector<qint64> leftAlone; // how long the runs not killed took, in ms
        QElapsedTimer clock;
        clock.start();
        for (qsizetype index = 0; index < events.size(); ++index) {
            const QString id = events.at(index).value(u"id"_s).toString();
            const QByteArray text = QJsonDocument(events.at(index)).toJson(QJsonDocument::Compact);
            for (int attempt = 0;; ++attempt) {
                QVERIFY2(attempt < 50, qPrintable(u"event %1 never made it"_s.arg(id)));
                // About one run in two is killed, more when the kills fall behind. The delay
                // spans a run left alone: 0-40 ms, or up to 1.2 times the median run on a slower
                // machine, so kills land in start-up, the replay, the transaction and after the
                // answer alike.
                const bool behind = (KillsAtLeast - kills) * 3 >= int(events.size() - index);
                const bool kill = behind || random() % 2 == 0;
                qint64 longest = LongestDelayMs;
                if (leftAlone.size() >= 5) {
                    std::vector<qint64> sorted = leftAlone;
                    std::nth_element(sorted.begin(), sorted.begin() + qsizetype(sorted.size() / 2),
                                     sorted.end());
                    longest = std::max(longest, sorted[sorted.size() / 2] * 6 / 5);
                }
                const int delay = int(random() % quint32(longest + 1));
                QProcess process;
                process.setProcessEnvironment(test::environmentWithDatabase(m_database));
                QElapsedTimer run;
                run.start();
                process.start(m_program,
                              {u"game"_s, u"play"_s, u"1"_s, QString::fromUtf8(text), u"--json"_s});
                QVERIFY(process.waitForStarted());
                ++launches;
                const bool ended = kill && process.waitForFinished(delay);
                if (kill && !ended) {
                    process.kill();
                    QVERIFY(process.waitForFinished(10000));
                    ++kills;
                    const QStringList ids = logIds();
                    if (ids.size() == acknowledged.size() + 1 && ids.last() == id) {
                        acknowledged.append(id);
                        ++killedAfterWrite;
                        break;
                    }
                    QCOMPARE(ids, acknowledged);
                    continue;
                }
                QVERIFY(ended || process.waitForFinished(60000));
                if (kill)
                    ++finishedFirst;
                else
                    leftAlone.push_back(run.elapsed());
                const QByteArray out = process.readAllStandardOutput();
                QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                         qPrintable(u"event %1: exit %2: %3 %4"_s.arg(id)
                                        .arg(process.exitCode())
                                        .arg(QString::fromUtf8(process.readAllStandardError()),
                                             QString::fromUtf8(out))));
                const QJsonObject answer = QJsonDocument::fromJson(out).object();
                QVERIFY2(answer.value(u"accepted"_s).toBool(), out.constData());
                QCOMPARE(answer.value(u"id"_s).toString(), id);
                acknowledged.append(id);
                break;
            }
        }
        const qint64 elapsed = clock.elapsed();
        std::sort(leftAlone.begin(), leftAlone.end());
        qInfo("%d events, %d launches, %d kills while running (%d after the event was written), "
              "%d planned kills found the process ended; a run left alone took %lld ms (median); "
              "%lld ms in all",
              int(events.size()), launches, kills, killedAfterWrite, finishedFirst,
              leftAlone.empty() ? 0LL : leftAlone[leftAlone.size() / 2], elapsed);

        // The log: exactly the events acknowledged, in order, each once.
        QCOMPARE(logIds(), acknowledged);
        QStringList scripted;
        for (const QJsonObject &event : events)
            scripted.append(event.value(u"id"_s).toString());
        QCOMPARE(acknowledged, scripted);
        QVERIFY2(kills >= KillsAtLeast,
                 qPrintable(u"only %1 kills landed while a process ran"_s.arg(kills)));

        // And the file is sound.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"integrity"_s);
            db.setDatabaseName(m_database);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(u"PRAGMA integrity_check"_s));
            QStringList problems;
            while (query.next())
                problems.append(query.value(0).toString());
            QCOMPARE(problems, QStringList{u"ok"_s});
            QVERIFY(query.exec(u"SELECT event_count FROM games WHERE id = 1"_s) && query.next());
            QCOMPARE(query.value(0).toInt(), ScriptedEvents);
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"integrity"_s);
    }
};

QTEST_GUILESS_MAIN(TestGameKill)
#include "tst_gamekill.moc"
