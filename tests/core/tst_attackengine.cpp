// Properties of the attack adjudicator that no single scenario shows: the odds are exactly the
// 36 rolls of two dice (000_42f3d193c8c5ff8e.txt, lines 120 and 124), more attack Power never
// lowers the chance, the reader names the JSON path of every problem, and a scenario survives a
// round trip through its JSON.
#include "attack/attackengine.h"
#include "rules/rulesetprofile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

AttackScenario simpleAttack(int power, int resistance)
{
    AttackScenario scenario;
    AttackGroup attacker;
    attacker.name = u"Attacker"_s;
    attacker.power = power;
    scenario.attacker = attacker;
    scenario.target.name = u"Target"_s;
    scenario.target.resistance = resistance;
    return scenario;
}

// Counts the rolls of two dice that succeed, one by one.
Fraction enumerated(int strength)
{
    int wins = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            const int roll = a + b;
            if (roll <= 10 && roll <= strength)
                ++wins;
        }
    }
    return Fraction::of(wins, 36);
}

const std::array<Alignment, 10> everyAlignment{
    Alignment::Government, Alignment::Corporate, Alignment::Liberal,  Alignment::Conservative,
    Alignment::Peaceful,   Alignment::Violent,   Alignment::Straight, Alignment::Weird,
    Alignment::Criminal,   Alignment::Fanatic};

AttackGroup randomGroup(QRandomGenerator &random, const QString &name)
{
    AttackGroup group;
    group.name = name;
    group.power = int(random.bounded(0, 12));
    if (random.bounded(3) == 0)
        group.globalPower = int(random.bounded(0, 8));
    group.resistance = int(random.bounded(0, 12));
    for (int i = int(random.bounded(0, 3)); i > 0; --i)
        group.alignments.append({everyAlignment[random.bounded(10)], false});
    if (random.bounded(4) == 0)
        group.modifiers.append(StatModifier::of(StatModifier::Op::Multiply, 2,
                                                random.bounded(2) == 0, u"x2"_s,
                                                StatModifier::Stat::Power, StatModifier::Use::Any));
    if (random.bounded(4) == 0)
        group.modifiers.append(StatModifier::of(StatModifier::Op::Add,
                                                double(random.bounded(-3, 4)), false, u"add"_s));
    return group;
}

AttackScenario randomScenario(QRandomGenerator &random)
{
    AttackScenario scenario;
    scenario.rules =
        std::array{RuleSet::Inwo, RuleSet::Plan28, RuleSet::Classic}[random.bounded(3)];
    scenario.kind = random.bounded(2) == 0 ? AttackKind::Control : AttackKind::Destroy;
    scenario.attacker = randomGroup(random, u"Attacker"_s);
    static_cast<AttackGroup &>(scenario.target) = randomGroup(random, u"Target"_s);
    scenario.target.closeness = int(random.bounded(4));
    for (int i = int(random.bounded(0, 3)); i > 0; --i)
        scenario.aiding.append(randomGroup(random, u"Aider %1"_s.arg(i)));
    for (int i = int(random.bounded(0, 3)); i > 0; --i) {
        AttackGroup defender = randomGroup(random, u"Defender %1"_s.arg(i));
        defender.relation = DefenceRelation(random.bounded(5));
        scenario.defending.append(defender);
    }
    return scenario;
}

} // namespace

class TestAttackEngine : public QObject
{
    Q_OBJECT

private slots:
    void probabilityMatchesEnumerationOfAll36Rolls_data()
    {
        QTest::addColumn<int>("strength");
        for (int strength = -5; strength <= 20; ++strength)
            QTest::addRow("strength %d", strength) << strength;
    }

    void probabilityMatchesEnumerationOfAll36Rolls()
    {
        QFETCH(int, strength);
        QCOMPARE(successChance(strength, profileOf(RuleSet::Inwo)), enumerated(strength));
        // And through a whole attack: Power 30 + strength against Resistance 30.
        const AttackResult result = adjudicate(simpleAttack(30 + strength, 30));
        QVERIFY(result.legal);
        QCOMPARE(result.strength, strength);
        QCOMPARE(result.probability, enumerated(strength));
    }

    void dieResultsAreMovedToTheNearestPossibleNumber()
    {
        // 000_42f3d193c8c5ff8e.txt, lines 305-307: more than 6 is a 6, less than 1 is a 1.
        QCOMPARE(clampDieResult(8), 6);
        QCOMPARE(clampDieResult(-2), 1);
        QCOMPARE(clampDieResult(4), 4);
        QCOMPARE(clampDieResult(14, 2), 12);
        QCOMPARE(clampDieResult(1, 2), 2);
    }

    void onlyPermanentChangesCountForGoals()
    {
        // 000_42f3d193c8c5ff8e.txt, line 89: temporary bonuses do not count for Goals.
        AttackScenario scenario = simpleAttack(7, 2);
        scenario.attacker->modifiers = {
            StatModifier::of(StatModifier::Op::Multiply, 2, true, u"Cyborg Soldiers"_s,
                             StatModifier::Stat::Power, StatModifier::Use::Any),
            StatModifier::of(StatModifier::Op::Add, 10, false, u"a +10 Plot"_s,
                             StatModifier::Stat::Power, StatModifier::Use::Any)};
        const AttackResult result = adjudicate(scenario);
        QCOMPARE(result.attack, 24);
        QCOMPARE(result.goalPower.size(), 1); // the target prints no Power
        QCOMPARE(result.goalPower.first().group,
                 ParticipantRef::of(ParticipantRef::Role::Attacker));
        QCOMPARE(result.goalPower.first().power, 14);
    }

    void fractionsAreInLowestTerms()
    {
        QCOMPARE(successChance(7, profileOf(RuleSet::Inwo)), (Fraction{7, 12}));
        QCOMPARE(successChance(10, profileOf(RuleSet::Inwo)), (Fraction{11, 12}));
        QCOMPARE(successChance(1, profileOf(RuleSet::Inwo)), (Fraction{0, 1}));
        QCOMPARE(Fraction::of(18, 36) + Fraction::of(1, 4), (Fraction{3, 4}));
    }

    void addingPowerNeverLowersTheChance()
    {
        QRandomGenerator random(20261122);
        for (int round = 0; round < 400; ++round) {
            AttackScenario scenario = randomScenario(random);
            Fraction previous{0, 1};
            for (int extra = 0; extra <= 12; ++extra) {
                AttackScenario more = scenario;
                more.attacker->power = scenario.attacker->power.value_or(0) + extra;
                const AttackResult result = adjudicate(more);
                if (!result.legal)
                    break;
                QVERIFY2(result.probability.value() >= previous.value(),
                         qPrintable(QString::fromUtf8(
                             QJsonDocument(more.toJson()).toJson(QJsonDocument::Compact))));
                previous = result.probability;
            }
        }
    }

    void neededListsTheLeastExtraPowerForEachBetterChance()
    {
        const AttackResult result = adjudicate(simpleAttack(6, 2)); // strength 4
        QCOMPARE(result.strength, 4);
        QCOMPARE(result.needed.size(), 6); // strengths 5..10
        QCOMPARE(result.needed.first().extra, 1);
        QCOMPARE(result.needed.first().probability, successChance(5, profileOf(RuleSet::Inwo)));
        QCOMPARE(result.needed.last().extra, 6);
        QCOMPARE(result.needed.last().probability, (Fraction{11, 12}));
        const AttackResult weak = adjudicate(simpleAttack(1, 4)); // strength -3
        QCOMPARE(weak.needed.first().extra, 5);                   // to reach 2
        QVERIFY(adjudicate(simpleAttack(20, 1)).needed.isEmpty());
    }

    void alignmentInDoubtGivesBothCasesAndTheOverallChance()
    {
        // VFAQ (002_c1b8ef93d76c5628.txt, lines 48-54): two strengths, settled at the roll.
        AttackScenario scenario = simpleAttack(7, 4);
        scenario.attacker->alignments = {{Alignment::Liberal, true}};
        scenario.target.alignments = {{Alignment::Liberal, false}};
        const AttackResult result = adjudicate(scenario);
        QCOMPARE(result.outcomes.size(), 2);
        QCOMPARE(result.outcomes.at(0).strength, 7); // Liberal: +4
        QCOMPARE(result.outcomes.at(1).strength, 3);
        QCOMPARE(result.outcomes.at(0).chance, (Fraction{1, 2}));
        QCOMPARE(result.probability, Fraction::of(21 + 3, 72));
    }

    void readerNamesTheJsonPathOfTheProblem_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QByteArray head = R"({"attack": {"kind": "control"}, "attacker": {"name": "A", )"
                                R"("power": 4}, "target": {"name": "T", "resistance": 2})";
        QTest::newRow("not json") << QByteArray("{\"attack\": ") << u"$: not JSON"_s;
        QTest::newRow("no attack") << QByteArray("{}") << u"$.attack"_s;
        QTest::newRow("kind") << QByteArray(R"({"attack": {"kind": "charm"}})")
                              << u"$.attack.kind"_s;
        QTest::newRow("rules") << QByteArray(head + R"(, "rules": "chess"})") << u"$.rules"_s;
        QTest::newRow("aider power")
            << QByteArray(head + R"(, "aiding": [{"name": "B", "power": 2}, )"
                                 R"({"name": "C", "power": "lots"}]})")
            << u"$.aiding[1].power"_s;
        QTest::newRow("alignment")
            << QByteArray(head + R"(, "defending": [{"name": "D", "alignments": ["Sneaky"]}]})")
            << u"$.defending[0].alignments[0]"_s;
        QTest::newRow("modifier") << QByteArray(
                                         head +
                                         R"(, "aiding": [{"name": "B", "modifiers": [{"add": 1, )"
                                         R"("multiply": 2}]}]})")
                                  << u"$.aiding[0].modifiers[0]"_s;
        QTest::newRow("play side")
            << QByteArray(head + R"(, "plays": [{"side": "middle", "add": 3}]})")
            << u"$.plays[0].side"_s;
        QTest::newRow("closeness")
            << QByteArray(R"({"attack": {"kind": "control"}, "attacker": {"name": "A"}, )"
                          R"("target": {"name": "T", "closeness": 10}})")
            << u"$.target.closeness"_s;
        QTest::newRow("instant without power")
            << QByteArray(R"({"attack": {"kind": "instant"}, "target": {"name": "T"}})")
            << u"$.attack.cardPower"_s;
        QTest::newRow("no name") << QByteArray(
                                        R"({"attack": {"kind": "control"}, )"
                                        R"("attacker": {"power": 3}, "target": {"name": "T"}})")
                                 << u"$.attacker.name"_s;
    }

    void readerNamesTheJsonPathOfTheProblem()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QString error;
        QVERIFY(!AttackScenario::fromJson(json, &error).has_value());
        QVERIFY2(error.startsWith(path), qPrintable(error));
    }

    void aGroupFromACardSavesTheCardAndItsFactsInFull()
    {
        // The card makes its abilities count again when the file is read; the facts written in
        // full (an empty alignment list included) keep the card from refilling what was changed.
        AttackScenario scenario = simpleAttack(4, 2);
        scenario.attacker->card = u"Bill Clinton"_s;
        const QJsonObject attacker = scenario.toJson()[u"attacker"_s].toObject();
        QCOMPARE(attacker[u"card"_s].toString(), u"Bill Clinton"_s);
        QVERIFY(attacker.contains(u"alignments"_s));
        QVERIFY(attacker[u"alignments"_s].toArray().isEmpty());
        QCOMPARE(attacker[u"illuminati"_s].toBool(true), false);
        QString error;
        const auto read = AttackScenario::fromJson(scenario.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->attacker->card, u"Bill Clinton"_s);
        QCOMPARE(read->toJson(), scenario.toJson());
        // A group typed by hand names no card.
        QVERIFY(!scenario.toJson()[u"target"_s].toObject().contains(u"card"_s));
    }

    void scenarioRoundTripsThroughJson()
    {
        QRandomGenerator random(7);
        for (int round = 0; round < 50; ++round) {
            const AttackScenario scenario = randomScenario(random);
            const QJsonObject json = scenario.toJson();
            QString error;
            const auto read = AttackScenario::fromJson(json, &error);
            QVERIFY2(read, qPrintable(error));
            QCOMPARE(read->toJson(), json);
            const AttackResult a = adjudicate(scenario);
            const AttackResult b = adjudicate(*read);
            QCOMPARE(a.strength, b.strength);
            QCOMPARE(a.probability, b.probability);
        }
    }
};

QTEST_GUILESS_MAIN(TestAttackEngine)
#include "tst_attackengine.moc"
