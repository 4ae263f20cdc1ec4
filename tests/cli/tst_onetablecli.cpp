// The commands a referee scripts agree about one group (issue 22): on random tables with NWOs in
// force, changes a card remembers, devastation and linked Resources, `inwo nwo --json` gives each
// group the Power the stat function gives it, `inwo attacks --json` lists no attack by a group
// that cannot act and scores each as the attack declared on the table does, and `inwo goals --json`
// counts each Bavarian's total Power from the same numbers.
#include "attack/attackengine.h"
#include "attack/declaredattack.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardrepository.h"
#include "clirun.h"
#include "randomtable.h"
#include "table/tablestats.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace inwo;
using inwo::test::CliRun;

class TestOneTableCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QList<Card> m_all = test::bundledCards();
    InMemoryCardRepository m_cards{m_all};
    CardAbilities m_abilities = test::bundledAbilities();

    CliRun inwo(const QStringList &arguments)
    {
        return test::runCommand(QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
                                test::environmentWithDatabase(m_dir.filePath(u"one.sqlite"_s)));
    }

private slots:
    void theCommandsAgreeAboutEveryGroup()
    {
        const test::RichTableCards cards = test::richTableCards(m_all, m_abilities);
        std::mt19937 random(2211);
        int groups = 0;
        int attacks = 0;
        for (int round = 0; round < 12; ++round) {
            Position table = test::randomRichTable(random, cards);
            const Card bavaria = m_cards.cardsByName(u"Bavarian Illuminati"_s).first();
            table.players.first().illuminati.card = bavaria.name;
            table.players.first().illuminati.cardId = bavaria.id;
            const QString path = m_dir.filePath(u"table%1.json"_s.arg(round));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(table.toJson()).toJson());
            file.close();
            const TableStats stats(table, m_cards, &m_abilities);

            const CliRun nwo = inwo({u"nwo"_s, path, u"--json"_s});
            QVERIFY2(nwo.exitCode == 0, qPrintable(nwo.err));
            for (const QJsonValue &value : nwo.json().value(u"groups"_s).toArray()) {
                const QJsonObject group = value.toObject();
                const std::optional<EffectiveGroup> effective =
                    stats.group({group.value(u"id"_s).toString()});
                QVERIFY(effective);
                QCOMPARE(group.value(u"power"_s).toInt(), effective->power);
                QCOMPARE(group.value(u"goalPower"_s).toInt(),
                         stats.group(effective->id, StatUse::Goals)->power);
                ++groups;
            }

            const QString player = table.players.first().name;
            const CliRun list = inwo({u"attacks"_s, path, u"--player"_s, player, u"--json"_s});
            QVERIFY2(list.exitCode == 0, qPrintable(list.err));
            for (const QJsonValue &value : list.json().value(u"legal"_s).toArray()) {
                const QJsonObject option = value.toObject();
                const InstanceId attacker{
                    option.value(u"attacker"_s).toObject().value(u"id"_s).toString()};
                QVERIFY(stats.numbers(attacker)->canAct);
                QList<InstanceId> aiders;
                for (const QJsonValue &aider : option.value(u"aiders"_s).toArray())
                    aiders.append({aider.toObject().value(u"id"_s).toString()});
                const DeclaredAttack declared(
                    player, *enumFromCode<AttackKind>(option.value(u"kind"_s).toString()), attacker,
                    aiders, {option.value(u"target"_s).toObject().value(u"id"_s).toString()});
                const DeclaredAttackScenario made = attackScenarioFrom(stats, declared);
                QVERIFY(made.scenario);
                const AttackResult result = adjudicate(*made.scenario, &m_abilities);
                QCOMPARE(option.value(u"strength"_s).toInt(), result.strength);
                ++attacks;
            }

            const CliRun goals = inwo({u"goals"_s, path, u"--json"_s});
            QVERIFY2(goals.exitCode == 0, qPrintable(goals.err));
            int total = stats.group(table.players.first().illuminati.id, StatUse::Goals)->power;
            for (const TableCard &card : table.players.first().groups)
                total += stats.group(card.id, StatUse::Goals)->power;
            bool found = false;
            for (const QJsonValue &value : goals.json().value(u"players"_s).toArray()) {
                const QJsonObject report = value.toObject();
                if (report.value(u"player"_s).toString() != player)
                    continue;
                for (const QJsonValue &line : report.value(u"lines"_s).toArray()) {
                    if (line.toObject().value(u"code"_s).toString() ==
                        u"special-goal-total-power") {
                        QCOMPARE(line.toObject().value(u"value"_s).toInt(), total);
                        found = true;
                    }
                }
            }
            QVERIFY2(found, "the Bavarian's total Power is among the goal lines");
        }
        QVERIFY(groups > 150);
        QVERIFY(attacks > 50);
    }
};

QTEST_GUILESS_MAIN(TestOneTableCli)
#include "tst_onetablecli.moc"
