#include "attack/attackengine.h"
#include "attack/declaredattack.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "fixtures.h"
#include "rules/ruleids.h"
#include "table/position.h"
#include "table/tablestats.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

Q_DECLARE_METATYPE(inwo::DeclarationProblem::Code)

namespace {

InstanceId id(const char16_t *value)
{
    return InstanceId{QString::fromUtf16(value)};
}

bool holds(const AttackGroup &group, Alignment alignment)
{
    return group.hasAlignment(alignment);
}

} // namespace

// An attack announced at a table becomes the adjudicator's scenario (issue 12, part 1): the
// printed facts of each card with what it remembers, the target's closeness and master from the
// Power Structure, the owner of the target, the attacker's free arrows and the tokens left. The
// table is tests/fixtures/positions/two-players.json.
class TestDeclaredAttack : public QObject
{
    Q_OBJECT

    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    Position m_position;

private slots:
    void initTestCase();
    void attackOnARivalFillsClosenessMasterAndOwner();
    void attackFromTheTableAdjudicatesAsTheSameHandWrittenScenario();
    void rememberedChangesReachTheAttack();
    void ownGroupAndUncontrolledGroupAreTargetsOfTheirKind();
    void declarationProblemsAreNamed_data();
    void declarationProblemsAreNamed();
    void nwoEffectsReachTheAttackAndTheRestAreNamedForTheReferee();
};

void TestDeclaredAttack::initTestCase()
{
    QString error;
    const std::optional<Position> position =
        Position::fromJson(test::positionFixture(u"two-players.json"_s), &error, &m_resolver);
    QVERIFY2(position, qPrintable(error));
    m_position = *position;
}

void TestDeclaredAttack::attackOnARivalFillsClosenessMasterAndOwner()
{
    const DeclaredAttackScenario made = attackScenarioFrom(
        m_position, {u"Alice"_s, AttackKind::Control, id(u"a1"), {}, id(u"b1")}, m_cards);
    QVERIFY(made.problems.isEmpty());
    QVERIFY(made.scenario);
    const AttackScenario &scenario = *made.scenario;
    QCOMPARE(scenario.attacker->cardId, u"base/the-mafia"_s);
    // The Mafia prints 3 arrows; Loan Sharks hangs on one (R08: a free arrow to control).
    QCOMPARE(scenario.attacker->openArrows, 2);
    QCOMPARE(scenario.target.cardId, u"base/texas"_s);
    QCOMPARE(scenario.target.owner, TargetOwner::Rival);
    QCOMPARE(scenario.target.closeness, 1); // directly under the Gnomes (R18: +10)
    QVERIFY(scenario.target.master);
    QVERIFY(scenario.target.master->illuminati);
    QCOMPARE(scenario.target.master->cardId, u"base/gnomes-of-zurich"_s);
    QVERIFY(scenario.target.devastated);
}

// The attack list will be checked against `inwo attack` on the same declarations: here one
// declaration against the scenario a referee would write by hand for it.
void TestDeclaredAttack::attackFromTheTableAdjudicatesAsTheSameHandWrittenScenario()
{
    const DeclaredAttackScenario made = attackScenarioFrom(
        m_position, {u"Alice"_s, AttackKind::Control, id(u"a1"), {}, id(u"b2")}, m_cards);
    QVERIFY(made.scenario);
    // The fixture's NWOs are in force: Law and Order, whose effect the program does not hold, is
    // named for the referee either way.
    const QByteArray handWritten = R"({
        "rules": "inwo",
        "attack": {"kind": "control",
                   "inForce": [{"card": "Law and Order"}, {"card": "Energy Crisis"}]},
        "attacker": {"card": "The Mafia", "openArrows": 2},
        "target": {"card": "Post Office", "closeness": 1, "owner": "rival",
                   "modifiers": [{"add": -2, "stat": "power", "source": "Energy Crisis"}],
                   "master": {"card": "Gnomes of Zurich"}}
    })";
    QString error;
    const std::optional<AttackScenario> written =
        AttackScenario::fromJson(handWritten, &error, &m_resolver);
    QVERIFY2(written, qPrintable(error));
    const AttackResult fromTable = adjudicate(*made.scenario, &m_abilities);
    const AttackResult byHand = adjudicate(*written, &m_abilities);
    QCOMPARE(fromTable.legal, byHand.legal);
    QCOMPARE(fromTable.strength, byHand.strength);
    QCOMPARE(fromTable.probability.num, byHand.probability.num);
    QCOMPARE(fromTable.probability.den, byHand.probability.den);
    QCOMPARE(fromTable.lines.size(), byHand.lines.size());
    // +10 for a target directly under its Illuminati is among the lines (R18).
    QVERIFY(std::any_of(fromTable.lines.cbegin(), fromTable.lines.cend(),
                        [](const AttackFact &line) { return line.rule == R18; }));
}

// What a card remembers (R146) reaches the attack: an alignment gained for good, a Power change
// for this turn (a modifier that does not last).
void TestDeclaredAttack::rememberedChangesReachTheAttack()
{
    const DeclaredAttackScenario made = attackScenarioFrom(
        m_position, {u"Bob"_s, AttackKind::Control, id(u"b2"), {}, id(u"a3")}, m_cards);
    QVERIFY(made.scenario);
    // Offshore Banks gained Criminal for good (Law and Order, in the fixture).
    QVERIFY(holds(made.scenario->target, Alignment::Criminal));
    QCOMPARE(made.scenario->target.closeness, 3);
    QCOMPARE(made.scenario->target.master->cardId, u"base/loan-sharks"_s);
    const AttackGroup &postOffice = *made.scenario->attacker;
    QCOMPARE(postOffice.modifiers.size(), 1);
    QCOMPARE(postOffice.modifiers.at(0).value, -2.0);
    QVERIFY(!postOffice.modifiers.at(0).permanent);
    QCOMPARE(postOffice.modifiers.at(0).source, u"Energy Crisis"_s);
}

void TestDeclaredAttack::ownGroupAndUncontrolledGroupAreTargetsOfTheirKind()
{
    Position position = m_position;
    TableCard loose;
    loose.id = id(u"u2");
    loose.card = u"Texas"_s;
    loose.cardId = u"base/texas"_s;
    position.uncontrolled.append(loose);

    const DeclaredAttackScenario own = attackScenarioFrom(
        position, {u"Alice"_s, AttackKind::Destroy, id(u"a1"), {}, id(u"a3")}, m_cards);
    QVERIFY(own.scenario);
    QCOMPARE(own.scenario->target.owner, TargetOwner::Self);

    const DeclaredAttackScenario uncontrolled = attackScenarioFrom(
        position, {u"Alice"_s, AttackKind::Control, id(u"a1"), {}, id(u"u2")}, m_cards);
    QVERIFY(uncontrolled.scenario);
    QCOMPARE(uncontrolled.scenario->target.owner, TargetOwner::Uncontrolled);
    QCOMPARE(uncontrolled.scenario->target.closeness, 0);
    QVERIFY(!uncontrolled.scenario->target.master);
}

void TestDeclaredAttack::declarationProblemsAreNamed_data()
{
    using Code = DeclarationProblem::Code;
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("attacker");
    QTest::addColumn<QStringList>("aiders");
    QTest::addColumn<QString>("target");
    QTest::addColumn<Code>("code");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("rule"); // 0: none

    QTest::newRow("nobody by that name") << u"Carol"_s << u"a1"_s << QStringList() << u"b1"_s
                                         << Code::NoSuchPlayer << QString() << 0;
    QTest::newRow("no such card") << u"Alice"_s << u"a7"_s << QStringList() << u"b1"_s
                                  << Code::NoSuchCard << u"a7"_s << 0;
    QTest::newRow("a rival's group as the attacker")
        << u"Alice"_s << u"b2"_s << QStringList() << u"b1"_s << Code::NotTheAttackersCard << u"b2"_s
        << 0;
    // Loan Sharks spent its token this turn (the fixture): it cannot aid (R151).
    QTest::newRow("an aider without a token") << u"Alice"_s << u"a1"_s << QStringList{u"a2"_s}
                                              << u"b1"_s << Code::NoTokenLeft << u"a2"_s << 151;
    // The Bavarian Illuminati spent its token too.
    QTest::newRow("an attacker without a token")
        << u"Alice"_s << u"a0"_s << QStringList() << u"b1"_s << Code::NoTokenLeft << u"a0"_s << 151;
    QTest::newRow("a Resource cannot aid") << u"Alice"_s << u"a1"_s << QStringList{u"a9"_s}
                                           << u"b1"_s << Code::NotAGroup << u"a9"_s << 0;
}

void TestDeclaredAttack::declarationProblemsAreNamed()
{
    QFETCH(QString, player);
    QFETCH(QString, attacker);
    QFETCH(QStringList, aiders);
    QFETCH(QString, target);
    QFETCH(DeclarationProblem::Code, code);
    QFETCH(QString, card);
    QFETCH(int, rule);
    DeclaredAttack attack{
        player, AttackKind::Control, InstanceId{attacker}, {}, InstanceId{target}};
    for (const QString &aider : aiders)
        attack.aiders.append(InstanceId{aider});
    const DeclaredAttackScenario made = attackScenarioFrom(m_position, attack, m_cards);
    QVERIFY(!made.scenario);
    QCOMPARE(made.problems.size(), 1);
    QCOMPARE(made.problems.at(0).code, code);
    QCOMPARE(made.problems.at(0).card.value, card);
    QCOMPARE(int(made.problems.at(0).rule), rule);
}

// On the table, Gun Control gives The Mafia (Criminal) +1: the attack declared there carries it
// as a modifier naming the NWO (R112), and says nothing more of it; a hand-written scenario that
// lists Gun Control in force without the +1 is told the referee must apply it. An NWO whose
// effect the program does not hold (Law and Order) is always named (R160).
void TestDeclaredAttack::nwoEffectsReachTheAttackAndTheRestAreNamedForTheReferee()
{
    Position position = m_position;
    position.nwos.clear();
    for (const QString &name : {u"Gun Control"_s, u"Law and Order"_s}) {
        const Card nwo = m_cards.cardsByName(name).first();
        position.playNwo({nwo.name, nwo.id, nwo.nwoColor, u"Bob"_s});
    }
    const TableStats table(position, m_cards, &m_abilities);
    const DeclaredAttack attack{u"Alice"_s, AttackKind::Control, id(u"a1"), {}, id(u"b1")};
    const DeclaredAttackScenario made = attackScenarioFrom(table, attack);
    QVERIFY(made.scenario);
    const AttackScenario &scenario = *made.scenario;
    QCOMPARE(scenario.inForce.size(), 2);
    const auto gunControl = [](const AttackGroup &group) {
        return std::count_if(
            group.modifiers.cbegin(), group.modifiers.cend(), [](const StatModifier &modifier) {
                return modifier.abilityCard == u"Gun Control" && modifier.value == 1 &&
                       modifier.permanent && modifier.rule == R112;
            });
    };
    QCOMPARE(gunControl(*scenario.attacker), 1);
    const auto namedNwos = [](const AttackResult &result, const AttackScenario &of) {
        QStringList named;
        for (const AttackLine &line : result.lines) {
            if (line.who.role == ParticipantRef::Role::InForce)
                named.append(participantName(of, line.who));
        }
        return named;
    };
    const AttackResult carried = adjudicate(scenario, &m_abilities);
    QCOMPARE(namedNwos(carried, scenario), QStringList{u"Law and Order"_s});
    // A hand-written attacker without the +1 entered: the referee is told to apply Gun Control.
    AttackScenario bare = scenario;
    bare.attacker->modifiers.clear();
    bare.attacker->fromTable = false;
    const AttackResult missing = adjudicate(bare, &m_abilities);
    QCOMPARE(namedNwos(missing, bare), (QStringList{u"Gun Control"_s, u"Law and Order"_s}));
    QCOMPARE(missing.strength, carried.strength - 1);
    // The NWOs in force survive a scenario file.
    QString error;
    const std::optional<AttackScenario> file =
        AttackScenario::fromJson(QJsonDocument(scenario.toJson()).toJson(), &error, &m_resolver);
    QVERIFY2(file, qPrintable(error));
    QCOMPARE(file->inForce.size(), 2);
    QCOMPARE(file->inForce.at(0).cardId, scenario.inForce.at(0).cardId);
}

QTEST_GUILESS_MAIN(TestDeclaredAttack)

#include "tst_declaredattack.moc"
