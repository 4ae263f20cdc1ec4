// Card effects the referee supplies (issue 24, item 3): effects entered in a position, timeline or
// scenario file, and an unverified ability the user confirmed for his database, count alike in
// every command that works out a number -- `inwo nwo`, `inwo goals`, `inwo attacks`,
// `inwo resolve` and the adjudicator (`inwo attack`) -- and each cites who says so. Withdrawing
// the confirmation leaves the ability to the referee again.
//
// The table (tests/scenarios/nwo/nwo-20-…, timeline/referee-01-…, attacks/referee-01-…):
// Law and Order is in force with the effect entered "every Government group has +2 Power"
// (the program's data does not hold its effect), a Crystal Skull linked to the Feminists is
// entered as setting their Power to 6, and a Power Satellite linked to the Nuclear Power Companies
// has "+2 Power to the group it is linked to", an ability read from printed card text that the
// user confirms.
#include "clirun.h"
#include "scenariofiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using inwo::test::CliRun;

class TestEnteredEffects : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_position;
    QString m_timeline;
    QString m_attack;

    CliRun inwo(const QStringList &arguments)
    {
        return inwo::test::runCommand(
            QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
            inwo::test::environmentWithDatabase(m_dir.filePath(u"user.sqlite"_s)));
    }

    QString write(const QString &name, const QJsonObject &object)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QJsonDocument(object).toJson());
        return path;
    }

    // The number of the Power Satellite's "+2 Power" ability in `inwo abilities`.
    int powerSatelliteNumber()
    {
        const CliRun list = inwo({u"abilities"_s, u"Power Satellite"_s, u"--json"_s});
        for (const QJsonValue &value : list.document().array()) {
            const QJsonObject entry = value.toObject();
            if (entry.value(u"ability"_s).toObject().value(u"kind"_s).toString() ==
                u"power-bonus"_s)
                return entry.value(u"number"_s).toInt();
        }
        return 0;
    }

    // Each group's Power and the sources of its lines, from `inwo nwo --json`.
    QHash<QString, QJsonObject> nwoGroups()
    {
        const CliRun run = inwo({u"nwo"_s, m_position, u"--json"_s});
        QHash<QString, QJsonObject> groups;
        for (const QJsonValue &value : run.json().value(u"groups"_s).toArray())
            groups.insert(value.toObject().value(u"id"_s).toString(), value.toObject());
        return groups;
    }

    static QStringList sources(const QJsonObject &group)
    {
        QStringList all;
        for (const QJsonValue &line : group.value(u"lines"_s).toArray())
            all.append(line.toObject().value(u"source"_s).toString());
        return all;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QJsonObject nwo = inwo::test::readScenario(
            QStringLiteral(INWO_SOURCE_DIR "/tests/scenarios/nwo/"
                                           "nwo-20-referee-entered-nwo-and-linked-set.json"));
        QJsonObject position = nwo.value(u"position"_s).toObject();
        position.insert(u"nwos"_s, nwo.value(u"play"_s).toArray());
        m_position = write(u"table.json"_s, position);
        const QJsonObject timeline = inwo::test::readScenario(
            QStringLiteral(INWO_SOURCE_DIR "/tests/scenarios/timeline/"
                                           "referee-01-entered-effects-count-in-the-attack.json"));
        m_timeline = write(u"timeline.json"_s, timeline.value(u"timeline"_s).toObject());
        m_attack = QStringLiteral(INWO_SOURCE_DIR
                                  "/tests/scenarios/attacks/referee-01-entered-attack-bonus.json");
        // The timeline's table is the same table.
        QJsonObject table =
            timeline.value(u"timeline"_s).toObject().value(u"position"_s).toObject();
        QCOMPARE(table.value(u"abilities"_s), position.value(u"abilities"_s));
    }

    void everyCommandAppliesTheEnteredAndConfirmedEffectsAlike()
    {
        const int number = powerSatelliteNumber();
        QVERIFY2(number > 0, "the Power Satellite's +2 Power is among the unverified abilities");
        const CliRun confirm = inwo({u"abilities"_s, u"confirm"_s, QString::number(number)});
        QVERIFY2(confirm.exitCode == 0, qPrintable(confirm.err));

        // inwo nwo: 6 + 2 for the C.I.A. and 5 + 2 for the I.R.S. (entered for Law and Order),
        // 6 for the Feminists (entered for the Crystal Skull), 4 + 2 for the Nuclear Power
        // Companies (the confirmed Power Satellite), each cited by who says so.
        const QHash<QString, QJsonObject> groups = nwoGroups();
        QCOMPARE(groups.value(u"a1"_s).value(u"power"_s).toInt(), 8);
        QCOMPARE(groups.value(u"b1"_s).value(u"power"_s).toInt(), 7);
        QCOMPARE(groups.value(u"a3"_s).value(u"power"_s).toInt(), 6);
        QCOMPARE(groups.value(u"a2"_s).value(u"power"_s).toInt(), 6);
        QCOMPARE(groups.value(u"b2"_s).value(u"power"_s).toInt(), 3);
        QVERIFY(
            sources(groups.value(u"a1"_s)).contains(u"Law and Order, entered by the referee"_s));
        QVERIFY(
            sources(groups.value(u"a3"_s)).contains(u"Crystal Skull, entered by the referee"_s));
        QVERIFY(sources(groups.value(u"a2"_s))
                    .contains(u"printed card text of Power Satellite, confirmed by the user"_s));

        // inwo goals: the Bavarian Illuminati's total Power is 10 + 8 + 6 + 6.
        const CliRun goals = inwo({u"goals"_s, m_position, u"--json"_s});
        QVERIFY2(goals.exitCode == 0, qPrintable(goals.err));
        int total = -1;
        for (const QJsonValue &player : goals.json().value(u"players"_s).toArray()) {
            for (const QJsonValue &line : player.toObject().value(u"lines"_s).toArray()) {
                if (line.toObject().value(u"code"_s).toString() == u"special-goal-total-power"_s)
                    total = line.toObject().value(u"value"_s).toInt();
            }
        }
        QCOMPARE(total, 30);

        // inwo attacks: the C.I.A.'s attack to control the Loan Sharks, aided by the Bavarian
        // Illuminati's Global Power: 8 + 4 (Violent) + 10 - 5 - 10 = 7.
        const CliRun attacks =
            inwo({u"attacks"_s, m_position, u"--player"_s, u"Alice"_s, u"--json"_s});
        QVERIFY2(attacks.exitCode == 0, qPrintable(attacks.err));
        int listed = 0;
        for (const QJsonValue &value : attacks.json().value(u"legal"_s).toArray()) {
            const QJsonObject option = value.toObject();
            if (option.value(u"attacker"_s).toObject().value(u"id"_s).toString() == u"a1"_s &&
                option.value(u"target"_s).toObject().value(u"id"_s).toString() == u"b2"_s &&
                option.value(u"kind"_s).toString() == u"control"_s) {
                listed = option.value(u"strength"_s).toInt();
                QCOMPARE(option.value(u"aiders"_s).toArray().size(), 1);
            }
        }
        QCOMPARE(listed, 7);

        // inwo resolve: the same attack played on the timeline settles at the same strength,
        // with the entered Power among its lines.
        const CliRun resolve = inwo({u"resolve"_s, m_timeline, u"--json"_s});
        QVERIFY2(resolve.exitCode == 0, qPrintable(resolve.err));
        const QJsonObject settled = resolve.json()
                                        .value(u"plays"_s)
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value(u"adjudication"_s)
                                        .toObject();
        QCOMPARE(settled.value(u"strength"_s).toInt(), listed);
        QCOMPARE(settled.value(u"attack"_s).toInt(), 22);
        bool cited = false;
        for (const QJsonValue &line : settled.value(u"lines"_s).toArray())
            cited = cited || line.toObject().value(u"source"_s).toString() ==
                                 u"Law and Order, entered by the referee"_s;
        QVERIFY2(cited, "the adjudication cites the referee's effect");

        // The adjudicator on a hand-written attack: a bonus entered for the attacker.
        const CliRun attack = inwo({u"attack"_s, m_attack, u"--json"_s});
        QVERIFY2(attack.exitCode == 0, qPrintable(attack.err));
        QCOMPARE(attack.json().value(u"strength"_s).toInt(), -2);
        bool bonus = false;
        for (const QJsonValue &line : attack.json().value(u"lines"_s).toArray())
            bonus = bonus || (line.toObject().value(u"value"_s).toInt() == 3 &&
                              line.toObject().value(u"source"_s).toString() ==
                                  u"C.I.A., entered by the referee"_s);
        QVERIFY2(bonus, "the entered +3 is a line citing the referee");
    }

    void withdrawingTheConfirmationLeavesTheAbilityToTheReferee()
    {
        const int number = powerSatelliteNumber();
        const CliRun withdraw = inwo({u"abilities"_s, u"withdraw"_s, QString::number(number)});
        QVERIFY2(withdraw.exitCode == 0, qPrintable(withdraw.err));
        const QHash<QString, QJsonObject> groups = nwoGroups();
        QCOMPARE(groups.value(u"a2"_s).value(u"power"_s).toInt(), 4);
        QVERIFY(!sources(groups.value(u"a2"_s))
                     .contains(u"printed card text of Power Satellite, confirmed by the user"_s));
        // A second withdrawal has nothing to take back.
        QCOMPARE(inwo({u"abilities"_s, u"withdraw"_s, QString::number(number)}).exitCode, 2);
    }

    void aConfirmationNeedsAnUnverifiedAbility()
    {
        QCOMPARE(inwo({u"abilities"_s, u"confirm"_s, u"0"_s}).exitCode, 2);
        QCOMPARE(inwo({u"abilities"_s, u"confirm"_s, u"99999"_s}).exitCode, 2);
        QCOMPARE(inwo({u"abilities"_s, u"confirm"_s, u"many"_s}).exitCode, 2);
    }

    // Military-Industrial Complex's "your" Corporate groups is a ruling (R133): every command
    // that shows a number it changes shows the ruling beside it, not only the adjudicator.
    void micsReachIsShownWhereverItChangesANumber()
    {
        const QJsonObject scenario = inwo::test::readScenario(QStringLiteral(
            INWO_SOURCE_DIR "/tests/scenarios/nwo/nwo-13-mic-government-except-goals.json"));
        QJsonObject position = scenario.value(u"position"_s).toObject();
        position.insert(u"nwos"_s, scenario.value(u"play"_s).toArray());
        const QString path = write(u"mic.json"_s, position);
        const auto rulingIn = [](const QJsonArray &lines) {
            return std::any_of(lines.cbegin(), lines.cend(), [](const QJsonValue &line) {
                return line.toObject().value(u"code"_s).toString() == u"ruling-applied"_s &&
                       line.toObject().value(u"rule"_s).toString() == u"R133"_s;
            });
        };
        const CliRun nwo = inwo({u"nwo"_s, path, u"--json"_s});
        QVERIFY2(nwo.exitCode == 0, qPrintable(nwo.err));
        QVERIFY(rulingIn(
            nwo.json().value(u"nwos"_s).toArray().first().toObject().value(u"lines"_s).toArray()));
        const CliRun attacks = inwo({u"attacks"_s, path, u"--player"_s, u"Alice"_s, u"--json"_s});
        QVERIFY2(attacks.exitCode == 0, qPrintable(attacks.err));
        QVERIFY(rulingIn(attacks.json().value(u"rulings"_s).toArray()));
        const CliRun text = inwo({u"attacks"_s, path, u"--player"_s, u"Alice"_s});
        QVERIFY(text.out.contains("Rulings these numbers rest on:"));
        QVERIFY(text.out.contains("Military-Industrial Complex"));
    }

    void anEnteredEffectWithAnUnknownCardIsRefusedWithItsPath()
    {
        QJsonObject position =
            QJsonDocument::fromJson([&] {
                QFile file(m_position);
                return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
            }())
                .object();
        QJsonArray abilities = position.value(u"abilities"_s).toArray();
        QJsonObject wrong = abilities.at(0).toObject();
        wrong.insert(u"card"_s, u"Law and Ordure"_s);
        abilities.replace(0, wrong);
        position.insert(u"abilities"_s, abilities);
        const CliRun run = inwo({u"nwo"_s, write(u"wrong.json"_s, position)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"$.abilities[0].card"_s), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestEnteredEffects)
#include "tst_enteredeffects.moc"
