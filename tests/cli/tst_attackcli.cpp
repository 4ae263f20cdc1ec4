// `inwo attack FILE [--json]` (issue 4, section 3): exit 0 on a valid scenario whether or not the
// attack can succeed, 2 on bad input naming the JSON path; "-" reads standard input; a group that
// names a card takes that card's printed facts and its structured abilities.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using inwo::test::CliRun;

namespace {

QString scenario(const QString &name)
{
    return QStringLiteral(INWO_SOURCE_DIR) + u"/tests/scenarios/attacks/"_s + name;
}

} // namespace

class TestAttackCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    CliRun inwo(const QStringList &arguments, const QByteArray &input = {})
    {
        return inwo::test::runCommand(
            QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
            inwo::test::environmentWithDatabase(m_dir.filePath(u"attack.sqlite"_s)), input);
    }

private slots:
    void rulebookExampleGivesStrengthAndOddsInLowestTerms()
    {
        // 000_42f3d193c8c5ff8e.txt, line 122: Power 6 against Resistance 2 succeeds on 4 or less.
        const QByteArray json =
            R"({"rules": "inwo", "attack": {"kind": "control"},
                "attacker": {"name": "Six", "power": 6},
                "target": {"name": "Two", "resistance": 2}})";
        const CliRun run = inwo({u"attack"_s, u"-"_s, u"--json"_s}, json);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = run.json();
        QCOMPARE(result[u"legal"_s].toBool(), true);
        QCOMPARE(result[u"attack"_s].toInt(), 6);
        QCOMPARE(result[u"defence"_s].toInt(), 2);
        QCOMPARE(result[u"strength"_s].toInt(), 4);
        QCOMPARE(result[u"probability"_s].toObject()[u"num"_s].toInt(), 1);
        QCOMPARE(result[u"probability"_s].toObject()[u"den"_s].toInt(), 6);
        const QJsonArray lines = result[u"lines"_s].toArray();
        QVERIFY(lines.size() >= 3);
        for (const QJsonValue line : lines) {
            for (const QString &key : {u"value"_s, u"text"_s, u"source"_s})
                QVERIFY(line.toObject().contains(key));
        }
        QVERIFY(!result[u"needed"_s].toArray().isEmpty());
    }

    void hopelessAttackIsStillAValidScenario()
    {
        const QByteArray json = R"({"attack": {"kind": "control"},
            "attacker": {"name": "Weak", "power": 1},
            "target": {"name": "Strong", "resistance": 9, "closeness": 1}})";
        const CliRun run = inwo({u"attack"_s, u"-"_s, u"--json"_s}, json);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json()[u"probability"_s].toObject()[u"num"_s].toInt(), 0);
        QCOMPARE(run.json()[u"probability"_s].toObject()[u"den"_s].toInt(), 1);
    }

    void badInputExitsTwoNamingTheJsonPath()
    {
        const QByteArray json = R"({"attack": {"kind": "control"},
            "attacker": {"name": "A", "power": 4},
            "target": {"name": "T", "resistance": 2},
            "aiding": [{"name": "B", "power": "lots"}]})";
        const CliRun run = inwo({u"attack"_s, u"-"_s}, json);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"$.aiding[0].power"_s), qPrintable(run.err));
        QCOMPARE(inwo({u"attack"_s, m_dir.filePath(u"missing.json"_s)}).exitCode, 2);
    }

    void scenarioFileFromTheCorpusReadsByPath()
    {
        const CliRun run = inwo({u"attack"_s, scenario(u"vfaq-08-full-127.json"_s), u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json()[u"defence"_s].toInt(), 127);
    }

    void cardNameBringsItsFactsAndItsAbilities()
    {
        // VFAQ 002_c1b8ef93d76c5628.txt, lines 31-37: Bill Clinton has +8 for direct control of
        // any Government group; his +3 needs the referee ("part of the US") and is shown, not
        // added. The FBI's printed Resistance comes from the card.
        const QByteArray json = R"({"attack": {"kind": "control"},
            "attacker": {"card": "Bill Clinton", "alignments": ["Liberal"]},
            "target": {"card": "F.B.I.", "alignments": ["Government", "Conservative"]}})";
        const CliRun run = inwo({u"attack"_s, u"-"_s, u"--json"_s}, json);
        QCOMPARE(run.exitCode, 0);
        bool eight = false;
        bool referee = false;
        for (const QJsonValue value : run.json()[u"lines"_s].toArray()) {
            const QJsonObject line = value.toObject();
            // Facts are read by their fields, never by their words.
            if (line[u"value"_s].toInt() == 8 && line[u"card"_s].toString() == u"Bill Clinton" &&
                line[u"location"_s].toString().contains(u"002_c1b8ef93d76c5628.txt"_s))
                eight = true;
            if (line[u"value"_s].toInt() == 0 &&
                line[u"code"_s].toString() == u"ability-referee-decides"_s)
                referee = true;
        }
        QVERIFY2(eight, run.out.constData());
        QVERIFY2(referee, run.out.constData());
    }

    void unknownCardIsBadInput()
    {
        const QByteArray json = R"({"attack": {"kind": "control"},
            "attacker": {"card": "No Such Card Anywhere"}, "target": {"name": "T"}})";
        const CliRun run = inwo({u"attack"_s, u"-"_s}, json);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"$.attacker.card"_s), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestAttackCli)
#include "tst_attackcli.moc"
