#include "attacklist.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cardnameresolver.h"
#include "cardrepository.h"
#include "fixtures.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// A random table made of bundled cards: 2 to 4 players, each an Illuminati with up to 8 groups
// hung on free arrows, some of them with their token spent. The same seed makes the same table.
Position randomPosition(std::mt19937 &random, const QList<Card> &illuminati,
                        const QList<Card> &groups)
{
    auto below = [&](int n) {
        return int(random() % std::uint32_t(n));
    };
    Position position;
    position.round = 3;
    const int players = 2 + below(3);
    int next = 0;
    auto instance = [&](const Card &card) {
        TableCard made;
        made.id.value = u"c%1"_s.arg(next++);
        made.card = card.name;
        made.cardId = card.id;
        made.type = card.type;
        made.tokensSpent = below(4) == 0 ? 1 : 0;
        return made;
    };
    for (int p = 0; p < players; ++p) {
        TablePlayer player;
        player.name = u"P%1"_s.arg(p + 1);
        player.illuminati = instance(illuminati.at(below(int(illuminati.size()))));
        // Free arrows: (card, arrow) pairs a new group may hang on.
        QList<std::pair<InstanceId, int>> free;
        for (int a = 0; a < 4; ++a)
            free.append({player.illuminati.id, a});
        const int count = below(9);
        for (int g = 0; g < count && !free.isEmpty(); ++g) {
            const Card &card = groups.at(below(int(groups.size())));
            TableCard group = instance(card);
            const auto [master, arrow] = free.takeAt(below(int(free.size())));
            group.master = master;
            group.arrow = arrow;
            for (int a = 0; a < card.arrows.value_or(0); ++a)
                free.append({group.id, a});
            player.groups.append(group);
        }
        position.players.append(player);
    }
    position.turnOf = position.players.first().name;
    return position;
}

} // namespace

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
        const Position position = randomPosition(random, illuminati, groups);
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
