#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "fixtures.h"
#include "randomtable.h"
#include "rules/ruleids.h"
#include "table/attacklist.h"
#include "table/tablestats.h"
#include "timeline/applyplay.h"

#include <QJsonDocument>
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
    GoalRules m_goals = test::bundledGoalRules();
    Position m_position;

    // The same declaration, adjudicated on its own as `inwo attack` would: declared on the table
    // (its NWOs in force), written as a scenario file and read back, then adjudicated.
    AttackResult alone(const Position &position, const DeclaredAttack &attack)
    {
        const TableStats table(position, m_cards, &m_abilities);
        const DeclaredAttackScenario made = attackScenarioFrom(table, attack);
        if (!made.scenario)
            qFatal("a listed attack could not be declared again");
        QString error;
        const std::optional<AttackScenario> file = AttackScenario::fromJson(
            QJsonDocument(made.scenario->toJson()).toJson(), &error, &m_resolver);
        if (!file)
            qFatal("a declared attack does not read back as a scenario file: %s",
                   qPrintable(error));
        return adjudicate(*file, &m_abilities);
    }

private slots:
    void initTestCase();
    void onlyUntappedGroupsAttackOrAid();
    void illuminatiAreNeverTargetsAndOwnGroupsOnlyToDestroy();
    void bestChanceComesFirst();
    void aidersTheRulesRefuseAreLeftOut();
    void everyListedAttackAdjudicatesTheSameOnItsOwnOnRandomTables();
    void captureThatMeetsTheBasicGoalWinsAndComesFirstByGoalEffect();
    void takingOrDestroyingARivalsLastGroupEliminatesHim();
    void capturedGroupBringsItsPuppetsAndLinkedResources();
    void destroyedGroupGoesToThePileAndItsPuppetsLeaveTheTable();
    void boxedGameDestroyLeavesPuppetsUncontrolled();
    void groupInHandIsTakenOverFromHandOnly();
    void attacksOutOfTurnAreRefusedByTheTurnRule();
    void copyInHandOfACardInPlayIsRefused();
    void rivalBeforeHisFirstTurnIsListedAsRefused();
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
    Position bobsTurn = m_position;
    bobsTurn.turnOf = u"Bob"_s;
    const AttackList list = attackOptions(bobsTurn, u"Bob"_s, m_cards, &m_abilities);
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

// The list and the adjudicator agree: each listed attack, declared again on its own and read as
// `inwo attack` reads a scenario file, has the same verdict, strength and chance, on 200 random
// tables (half with NWOs in force); and no aider the rules refuse is kept.
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
    QList<Card> nwos;
    for (const QString &name :
         {u"Gun Control"_s, u"Energy Crisis"_s, u"Military-Industrial Complex"_s}) {
        const QList<Card> found = m_cards.cardsByName(name);
        QVERIFY(!found.isEmpty());
        nwos.append(found.first());
    }
    std::mt19937 random(20261125);
    int compared = 0;
    for (int table = 0; table < 200; ++table) {
        const int players = 2 + int(random() % 3);
        Position position =
            test::randomTable(random, illuminati, groups, players, int(random() % 9));
        // Half the tables have NWOs in force, so their changes reach both ways alike.
        if (table % 2 == 0) {
            for (const Card &nwo : nwos)
                position.playNwo({nwo.name, nwo.id, nwo.nwoColor, position.players.first().name});
        }
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

// Alice counts 4 (her Illuminati and three groups); with a basic goal of 5 any group she takes
// over wins (R115), while destroying one does not add to her count.
void TestAttackList::captureThatMeetsTheBasicGoalWinsAndComesFirstByGoalEffect()
{
    Position position = m_position;
    position.basicGoal = 5;
    const AttackList list = attackOptions(position, u"Alice"_s, m_cards, &m_abilities, &m_goals,
                                          AttackOrder::GoalEffect);
    QVERIFY(!list.legal.isEmpty());
    bool sawWin = false;
    bool sawDestroy = false;
    for (const AttackOption &option : list.legal) {
        QVERIFY(option.onSuccess.known);
        QCOMPARE(option.onSuccess.countBefore, 4);
        const bool capture = option.attack.kind == AttackKind::Control;
        QCOMPARE(option.onSuccess.wins, capture);
        if (capture) {
            QCOMPARE(option.onSuccess.countAfter, 5);
            QVERIFY(option.onSuccess.goalsMet.contains(u"basic"_s));
        }
        sawWin = sawWin || capture;
        sawDestroy = sawDestroy || option.attack.kind == AttackKind::Destroy;
    }
    QVERIFY(sawWin && sawDestroy);
    // By goal effect, every winning capture that can succeed comes before any attack that does
    // not win, and attacks that cannot succeed (strength below 2, R01) come last.
    bool winsEnded = false;
    bool hopelessBegun = false;
    for (const AttackOption &option : list.legal) {
        const bool hopeless = option.result.probability.num == 0;
        QVERIFY(!(hopelessBegun && !hopeless));
        hopelessBegun = hopelessBegun || hopeless;
        if (hopeless)
            continue;
        if (!option.onSuccess.wins)
            winsEnded = true;
        QVERIFY(!(winsEnded && option.onSuccess.wins));
    }
    // Bob (3 cards) wins with any capture at a goal of 4: by goal effect his best possible win
    // leads, ahead of his other attacks, whatever their chances.
    position.basicGoal = 4;
    position.turnOf = u"Bob"_s;
    const AttackList bobs =
        attackOptions(position, u"Bob"_s, m_cards, &m_abilities, &m_goals, AttackOrder::GoalEffect);
    QVERIFY(!bobs.legal.isEmpty());
    QVERIFY(bobs.legal.first().onSuccess.wins);
    QVERIFY(bobs.legal.first().result.probability.num > 0);
    bool bobsWinsEnded = false;
    for (const AttackOption &option : bobs.legal) {
        if (option.result.probability.num == 0)
            break;
        bobsWinsEnded = bobsWinsEnded || !option.onSuccess.wins;
        QVERIFY(!(bobsWinsEnded && option.onSuccess.wins));
    }
    position.basicGoal = 5;
    position.turnOf = u"Alice"_s;
    // Without the goals, nothing is said about them.
    const AttackList plain = attackOptions(position, u"Alice"_s, m_cards, &m_abilities);
    QVERIFY(!plain.legal.isEmpty());
    QVERIFY(!plain.legal.first().onSuccess.known);
}

// Bob keeps only Texas: destroying it or taking it over leaves him no group (R132).
void TestAttackList::takingOrDestroyingARivalsLastGroupEliminatesHim()
{
    Position position = m_position;
    position.players[1].groups.removeIf(
        [](const TableCard &card) { return card.id.value == u"b2"_s; });
    const AttackList list = attackOptions(position, u"Alice"_s, m_cards, &m_abilities, &m_goals);
    int onTexas = 0;
    for (const AttackOption &option : list.legal) {
        if (option.attack.target.value != u"b1"_s)
            continue;
        ++onTexas;
        QCOMPARE(option.onSuccess.eliminates, QStringList{u"Bob"_s});
    }
    QVERIFY(onTexas > 0);
}

// The Mafia (a1) carries Loan Sharks (a2), Offshore Banks (a3, under a2) and Flying Saucer (a9,
// linked to a1) with it when Bob's Post Office takes it over (R141, R201).
void TestAttackList::capturedGroupBringsItsPuppetsAndLinkedResources()
{
    const DeclaredAttack attack{u"Bob"_s, AttackKind::Control, {u"b2"_s}, {}, {u"a1"_s}};
    const Position after = positionAfterAttack(m_position, attack, true, {m_cards, &m_abilities});
    QString owner;
    const TableCard *mafia = after.card({u"a1"_s}, &owner);
    QVERIFY(mafia);
    QCOMPARE(owner, u"Bob"_s);
    QCOMPARE(mafia->master.value, u"b2"_s);
    after.card({u"a2"_s}, &owner);
    QCOMPARE(owner, u"Bob"_s);
    after.card({u"a3"_s}, &owner);
    QCOMPARE(owner, u"Bob"_s);
    QCOMPARE(after.card({u"a3"_s})->master.value, u"a2"_s);
    after.card({u"a9"_s}, &owner);
    QCOMPARE(owner, u"Bob"_s);
    QVERIFY(after.player(u"Alice"_s)->groups.isEmpty());
    QVERIFY(after.player(u"Alice"_s)->resources.isEmpty());
    QCOMPARE(after.closenessOf({u"a1"_s}), 2);
}

// INWO: a destroyed group's puppets go back to their owner's hand and its linked Resources leave
// play (000_42f3d193c8c5ff8e.txt, line 152; R141); the pile remembers who destroyed it.
void TestAttackList::destroyedGroupGoesToThePileAndItsPuppetsLeaveTheTable()
{
    const DeclaredAttack attack{u"Bob"_s, AttackKind::Destroy, {u"b2"_s}, {}, {u"a1"_s}};
    const Position after = positionAfterAttack(m_position, attack, true, {m_cards, &m_abilities});
    QVERIFY(!after.card({u"a1"_s}));
    QVERIFY(!after.card({u"a2"_s}));
    QVERIFY(!after.card({u"a3"_s}));
    QVERIFY(!after.card({u"a9"_s}));
    QCOMPARE(after.destroyed.size(), m_position.destroyed.size() + 1);
    const DestroyedCard &pile = after.destroyed.last();
    QCOMPARE(pile.card, u"The Mafia"_s);
    QCOMPARE(pile.owner, u"Alice"_s);
    QCOMPARE(pile.destroyedBy, u"Bob"_s);
    QCOMPARE(after.uncontrolled.size(), m_position.uncontrolled.size());
}

// The boxed game: the puppets of a destroyed group become uncontrolled (R191).
void TestAttackList::boxedGameDestroyLeavesPuppetsUncontrolled()
{
    Position position = m_position;
    position.rules = RuleSet::Classic;
    const DeclaredAttack attack{u"Bob"_s, AttackKind::Destroy, {u"b2"_s}, {}, {u"a1"_s}};
    const Position after = positionAfterAttack(position, attack, true, {m_cards, &m_abilities});
    QString owner = u"someone"_s;
    QVERIFY(after.card({u"a2"_s}, &owner));
    QVERIFY(owner.isEmpty());
    QVERIFY(after.card({u"a3"_s})->master.isEmpty());
}

// Alice holds the Cycle Gangs in hand: each of her untapped groups may attack them to control
// from hand (R72), never to destroy or neutralize; success brings them into play under the
// attacker, and counts toward her goal.
void TestAttackList::groupInHandIsTakenOverFromHandOnly()
{
    Position position = m_position;
    TableCard gangs;
    gangs.id = {u"h1"_s};
    gangs.card = u"Cycle Gangs"_s;
    gangs.cardId = u"base/cycle-gangs"_s;
    gangs.type = CardType::Organization;
    position.players[0].hand.append(gangs);
    const AttackList list = attackOptions(position, u"Alice"_s, m_cards, &m_abilities, &m_goals);
    int fromHand = 0;
    for (const QList<AttackOption> *options : {&list.legal, &list.refused}) {
        for (const AttackOption &option : *options) {
            if (option.attack.target.value != u"h1"_s)
                continue;
            ++fromHand;
            QCOMPARE(option.attack.kind, AttackKind::Control);
            QVERIFY(option.scenario.fromHand);
            QCOMPARE(option.scenario.target.owner, TargetOwner::Hand);
            QCOMPARE(option.scenario.target.closeness, 0);
            if (option.result.legal)
                QCOMPARE(option.onSuccess.countAfter, option.onSuccess.countBefore + 1);
        }
    }
    QVERIFY(fromHand > 0);
    // Bob cannot attack a card of Alice's hand.
    for (const AttackOption &option :
         attackOptions(position, u"Bob"_s, m_cards, &m_abilities).legal)
        QVERIFY(option.attack.target.value != u"h1"_s);
    const DeclaredAttack attack{u"Alice"_s, AttackKind::Control, {u"a1"_s}, {}, {u"h1"_s}};
    const Position after = positionAfterAttack(position, attack, true, {m_cards, &m_abilities});
    QString owner;
    const TableCard *placed = after.card({u"h1"_s}, &owner);
    QVERIFY(placed);
    QCOMPARE(owner, u"Alice"_s);
    QCOMPARE(placed->master.value, u"a1"_s);
    QVERIFY(!after.handCard({u"h1"_s}));
    // A rival's hand is no target.
    const DeclaredAttackScenario rival = attackScenarioFrom(
        position, {u"Bob"_s, AttackKind::Control, {u"b1"_s}, {}, {u"h1"_s}}, m_cards);
    QVERIFY(!rival.scenario);
}

// 000_42f3d193c8c5ff8e.txt, line 49: a player attacks in his own turn; in another player's turn a
// group acts only through a special ability or a Plot. Every attack of Bob in Alice's turn is
// refused with that rule (R150), as the timeline resolver refuses it.
void TestAttackList::attacksOutOfTurnAreRefusedByTheTurnRule()
{
    QCOMPARE(m_position.turnOf, u"Alice"_s);
    const AttackList list = attackOptions(m_position, u"Bob"_s, m_cards, &m_abilities);
    QVERIFY(list.legal.isEmpty());
    QVERIFY(!list.refused.isEmpty());
    for (const AttackOption &option : list.refused) {
        QVERIFY(option.refusal);
        QCOMPARE(option.refusal->rule, R150);
        QCOMPARE(option.refusal->code, TableFactCode::RefusedNotYourTurn);
    }
    // Under Plan 28 it is his step that counts (R172).
    Position plan28 = m_position;
    plan28.rules = RuleSet::Plan28;
    plan28.phase = GamePhase::WorldDomination;
    const AttackList steps = attackOptions(plan28, u"Bob"_s, m_cards, &m_abilities);
    QVERIFY(steps.legal.isEmpty());
    QVERIFY(!steps.refused.isEmpty());
    QCOMPARE(steps.refused.first().refusal->rule, R172);
}

// 000_42f3d193c8c5ff8e.txt, line 223: a card whose copy is in play cannot be taken from hand
// (R63): the list offers it as refused, as the resolver refuses the play.
void TestAttackList::copyInHandOfACardInPlayIsRefused()
{
    Position position = m_position;
    const TableCard &inPlay = position.players[1].groups.first();
    TableCard copy;
    copy.id = {u"h9"_s};
    copy.card = inPlay.card;
    copy.cardId = inPlay.cardId;
    copy.type = inPlay.type;
    position.players[0].hand.append(copy);
    const AttackList list = attackOptions(position, u"Alice"_s, m_cards, &m_abilities);
    int seen = 0;
    for (const AttackOption &option : list.legal)
        QVERIFY(option.attack.target.value != u"h9"_s);
    for (const AttackOption &option : list.refused) {
        if (option.attack.target.value != u"h9"_s)
            continue;
        ++seen;
        QVERIFY(option.refusal);
        QCOMPARE(option.refusal->rule, R63);
    }
    QVERIFY(seen > 0);
}

// 000_42f3d193c8c5ff8e.txt, line 42: nothing is done to a rival who has not finished his first
// turn (R156). His groups are listed among the refused attacks with that rule, not left out.
void TestAttackList::rivalBeforeHisFirstTurnIsListedAsRefused()
{
    Position position = m_position;
    position.round = 1;
    position.firstPlayer = u"Alice"_s;
    const AttackList list = attackOptions(position, u"Alice"_s, m_cards, &m_abilities);
    int shielded = 0;
    for (const AttackOption &option : list.legal) {
        QString owner;
        position.card(option.attack.target, &owner);
        QVERIFY(owner != u"Bob"_s);
    }
    for (const AttackOption &option : list.refused) {
        QString owner;
        position.card(option.attack.target, &owner);
        if (owner != u"Bob"_s)
            continue;
        ++shielded;
        QVERIFY(option.refusal);
        QCOMPARE(option.refusal->rule, R156);
    }
    QVERIFY(shielded > 0);
}

QTEST_GUILESS_MAIN(TestAttackList)
#include "tst_attacklist.moc"
