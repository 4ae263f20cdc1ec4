#include "attacklist.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cardnameresolver.h"
#include "cardrepository.h"
#include "fixtures.h"
#include "randomtable.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace inwo;

// Every attack a player can make from a position (issue 12, part 4), each with the best aid his
// untapped groups can give.
class TestAttackList : public QObject
{
    Q_OBJECT

    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    Position m_position;

    // The same declaration, adjudicated on its own as `inwo attack` would.
    AttackResult alone(const Position &position, const DeclaredAttack &attack)
    {
        const DeclaredAttackScenario made = attackScenarioFrom(position, attack, m_cards);
        if (!made.scenario)
            qFatal("a listed attack could not be declared again");
        return adjudicate(*made.scenario, &m_abilities);
    }

private slots:
    void initTestCase();
    void onlyUntappedGroupsAttackOrAid();
    void illuminatiAreNeverTargetsAndOwnGroupsOnlyToDestroy();
    void bestChanceComesFirst();
    void aidersTheRulesRefuseAreLeftOut();
    void everyListedAttackAdjudicatesTheSameOnItsOwnOnRandomTables();
};

void TestAttackList::initTestCase()
{
    QString error;
    const std::optional<Position> position =
        Position::fromJson(test::positionFixture(u"two-players.json"_s), &error, &m_resolver);
    QVERIFY2(position, qPrintable(error));
    m_position = *position;
}

// In the fixture the Bavarian Illuminati (a0) and Loan Sharks (a2) spent their tokens (R151).
void TestAttackList::onlyUntappedGroupsAttackOrAid()
{
    const AttackList list = attackOptions(m_position, u"Alice"_s, m_cards, &m_abilities);
    QVERIFY(!list.legal.isEmpty());
    for (const QList<AttackOption> *options : {&list.legal, &list.refused}) {
        for (const AttackOption &option : *options) {
            QVERIFY(option.attack.attacker.value != u"a0"_s);
            QVERIFY(option.attack.attacker.value != u"a2"_s);
            for (const InstanceId &aider : option.attack.aiders)
                QVERIFY(aider.value != u"a0"_s && aider.value != u"a2"_s);
        }
    }
}

void TestAttackList::illuminatiAreNeverTargetsAndOwnGroupsOnlyToDestroy()
{
    const AttackList list = attackOptions(m_position, u"Alice"_s, m_cards, &m_abilities);
    bool ownDestroyed = false;
    for (const QList<AttackOption> *options : {&list.legal, &list.refused}) {
        for (const AttackOption &option : *options) {
            QVERIFY(option.attack.target.value != u"a0"_s);
            QVERIFY(option.attack.target.value != u"b0"_s);
            QVERIFY(option.attack.target != option.attack.attacker);
            QString owner;
            m_position.card(option.attack.target, &owner);
            if (owner == u"Alice"_s) {
                QCOMPARE(option.attack.kind, AttackKind::Destroy);
                ownDestroyed = true;
            }
        }
    }
    QVERIFY(ownDestroyed);
}

void TestAttackList::bestChanceComesFirst()
{
    const AttackList list = attackOptions(m_position, u"Bob"_s, m_cards, &m_abilities);
    QVERIFY(list.legal.size() > 1);
    for (qsizetype i = 1; i < list.legal.size(); ++i)
        QVERIFY(list.legal.at(i - 1).result.probability.value() >=
                list.legal.at(i).result.probability.value());
}

// Every listed attack keeps only aiders the rules let aid (R23, R29): no refusal names one.
void TestAttackList::aidersTheRulesRefuseAreLeftOut()
{
    for (const QString &player : {u"Alice"_s, u"Bob"_s}) {
        const AttackList list = attackOptions(m_position, player, m_cards, &m_abilities);
        for (const QList<AttackOption> *options : {&list.legal, &list.refused}) {
            for (const AttackOption &option : *options) {
                for (const AttackRefusal &refusal : option.result.violations)
                    QVERIFY(refusal.who.role != ParticipantRef::Role::Aider);
                QCOMPARE(option.scenario.aiding.size(), option.attack.aiders.size());
            }
        }
    }
}

// The list and the adjudicator agree: each listed attack, declared again on its own, has the
// same verdict, strength and chance, on 200 random tables; and no aider the rules refuse is kept.
void TestAttackList::everyListedAttackAdjudicatesTheSameOnItsOwnOnRandomTables()
{
    QList<Card> illuminati;
    QList<Card> groups;
    for (const Card &card : m_cards.cards()) {
        if (card.set != CardSet::Base)
            continue;
        if (card.type == CardType::Illuminati)
            illuminati.append(card);
        else if (card.isGroup())
            groups.append(card);
    }
    QVERIFY(!illuminati.isEmpty() && !groups.isEmpty());
    std::mt19937 random(20261125);
    int compared = 0;
    for (int table = 0; table < 200; ++table) {
        const int players = 2 + int(random() % 3);
        const Position position =
            test::randomTable(random, illuminati, groups, players, int(random() % 9));
        const QString &player = position.players.at(table % position.players.size()).name;
        const AttackList list = attackOptions(position, player, m_cards, &m_abilities);
        for (const QList<AttackOption> *options : {&list.legal, &list.refused}) {
            for (const AttackOption &option : *options) {
                for (const AttackRefusal &refusal : option.result.violations)
                    QVERIFY(refusal.who.role != ParticipantRef::Role::Aider);
                const AttackResult single = alone(position, option.attack);
                QCOMPARE(single.legal, option.result.legal);
                QCOMPARE(single.strength, option.result.strength);
                QCOMPARE(single.probability.num, option.result.probability.num);
                QCOMPARE(single.probability.den, option.result.probability.den);
                ++compared;
            }
        }
    }
    QVERIFY2(compared > 1000, qPrintable(QString::number(compared)));
}

QTEST_GUILESS_MAIN(TestAttackList)
#include "tst_attacklist.moc"
