#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "fixtures.h"
#include "table/position.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// The fixture as an object, to change one thing in it.
QJsonObject fixtureObject()
{
    return QJsonDocument::fromJson(test::positionFixture(u"two-players.json"_s)).object();
}

// `object` with the value at `path` ("players/0/groups/1/master") replaced by `value`, or
// removed when `value` is undefined.
QJsonValue replaced(const QJsonValue &at, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString step = path.takeFirst();
    bool isIndex = false;
    const int index = step.toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = at.toArray();
        if (index == array.size())
            array.append(replaced(QJsonValue(), path, value));
        else
            array[index] = replaced(array.at(index), path, value);
        return array;
    }
    QJsonObject object = at.toObject();
    const QJsonValue next = replaced(object.value(step), path, value);
    if (next.isUndefined())
        object.remove(step);
    else
        object.insert(step, next);
    return object;
}

} // namespace

// The position a table is in, as a file (issue 12, part 1): players in seating order with their
// Power Structures as trees, Resources and links, hands, Goal cards, NWOs in play order, the
// uncontrolled area and the destroyed pile. The fixture is tests/fixtures/positions/.
class TestPosition : public QObject
{
    Q_OBJECT

    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};

    // The fixture table, read with the bundled cards; a table that does not read stops the test.
    Position fixturePosition()
    {
        QString error;
        const std::optional<Position> position =
            Position::fromJson(test::positionFixture(u"two-players.json"_s), &error, &m_resolver);
        if (!position)
            qFatal("the fixture position does not read: %s", qPrintable(error));
        return *position;
    }

private slots:
    void twoPlayerTableReadsWithItsStructuresAndPiles();
    void closenessCountsMastersUpToTheIlluminati();
    void puppetsComeInTheOrderOfTheirArrows();
    void positionReadsBackFromItsOwnJson();
    void positionReadsWithoutACardDatabase();
    void badPositionIsRefusedAtItsJsonPath_data();
    void badPositionIsRefusedAtItsJsonPath();
    void notJsonIsRefusedWithWhereItBroke();
    void phaseLeftOutIsTheOneOfTheMoves_data();
    void phaseLeftOutIsTheOneOfTheMoves();
    void everyPhaseBelongsToSomeRules();
    void helpPageExampleReads();
    void nwoOfATakenColourDiscardsTheOld();
    void identicalNwoReplacesItsCopyAndBecomesTheLastPlayed();
    void nwoOfANewColourGoesLastInPlayOrder();
    void negatedNwoLeavesForce();
};

void TestPosition::twoPlayerTableReadsWithItsStructuresAndPiles()
{
    const std::optional<Position> position = fixturePosition();
    QCOMPARE(position->rules, RuleSet::Inwo);
    QCOMPARE(position->basicGoal, 12);
    QCOMPARE(position->round, 3);
    QCOMPARE(position->turnOf, u"Alice"_s);
    QCOMPARE(position->phase, GamePhase::Actions);
    QCOMPARE(position->players.size(), 2);

    const TablePlayer *alice = position->player(u"Alice"_s);
    QVERIFY(alice);
    QCOMPARE(alice->illuminati.cardId, u"base/bavarian-illuminati"_s);
    QCOMPARE(alice->illuminati.type, CardType::Illuminati);
    QCOMPARE(alice->illuminati.tokensSpent, 1);
    QCOMPARE(alice->groups.size(), 3);
    QCOMPARE(alice->groups.at(0).cardId, u"base/the-mafia"_s);
    QCOMPARE(alice->groups.at(2).changes.size(), 1);
    QCOMPARE(alice->groups.at(2).changes.at(0).alignment, Alignment::Criminal);
    QCOMPARE(alice->resources.at(0).linkedTo.value, u"a1"_s);
    QCOMPARE(alice->plotsHidden, 3);
    QCOMPARE(alice->plotsExposed, QStringList{u"Whispering Campaign"_s});
    QCOMPARE(alice->goals, QStringList{u"Kill For Peace!"_s});

    const TablePlayer *bob = position->player(u"Bob"_s);
    QVERIFY(bob);
    QVERIFY(bob->groups.at(0).devastated);
    QCOMPARE(bob->groups.at(1).changes.at(0).lasting, CardChange::Lasting::ThisTurn);
    QCOMPARE(bob->groups.at(1).changes.at(0).power, -2);

    QString controller = u"someone"_s;
    QVERIFY(position->card(InstanceId{u"u1"_s}, &controller));
    QVERIFY(controller.isEmpty()); // the uncontrolled area
    // NWOs in the order played, each with its colour from the card (R106, R109).
    QCOMPARE(position->nwos.size(), 2);
    QCOMPARE(position->nwos.at(0).card, u"Law and Order"_s);
    QCOMPARE(position->nwos.at(0).color, NwoColor::Yellow);
    QCOMPARE(position->nwos.at(1).color, NwoColor::Blue);
    QCOMPARE(position->destroyed.at(0).destroyedBy, u"Alice"_s);
}

// Closeness decides the +10 / +5 defence (R18): a group's distance from its Illuminati.
void TestPosition::closenessCountsMastersUpToTheIlluminati()
{
    const std::optional<Position> position = fixturePosition();
    QCOMPARE(position->closenessOf(InstanceId{u"a0"_s}), 0); // the Illuminati itself
    QCOMPARE(position->closenessOf(InstanceId{u"a1"_s}), 1);
    QCOMPARE(position->closenessOf(InstanceId{u"a2"_s}), 2);
    QCOMPARE(position->closenessOf(InstanceId{u"a3"_s}), 3);
    QCOMPARE(position->closenessOf(InstanceId{u"b2"_s}), 1);
    QCOMPARE(position->closenessOf(InstanceId{u"u1"_s}), 0); // uncontrolled
    QCOMPARE(position->closenessOf(InstanceId{u"zz"_s}), 0); // no such card
}

void TestPosition::puppetsComeInTheOrderOfTheirArrows()
{
    const std::optional<Position> position = fixturePosition();
    const QList<const TableCard *> puppets = position->puppetsOf(InstanceId{u"b0"_s});
    QCOMPARE(puppets.size(), 2);
    QCOMPARE(puppets.at(0)->id.value, u"b2"_s); // arrow 0
    QCOMPARE(puppets.at(1)->id.value, u"b1"_s); // arrow 1
    QVERIFY(position->puppetsOf(InstanceId{u"a3"_s}).isEmpty());
}

void TestPosition::positionReadsBackFromItsOwnJson()
{
    QString error;
    std::optional<Position> position = fixturePosition();
    // The referee's rulings and the Group cards known in hand are part of the table.
    position->rulings.choose(RulingId::ShangriLaInPlay, 1);
    TableCard held;
    held.id = {u"h1"_s};
    held.card = u"Cycle Gangs"_s;
    held.cardId = u"base/cycle-gangs"_s;
    held.type = CardType::Organization;
    position->players[0].hand.append(held);
    position->players[0].illuminati.slack = 2;
    // A status a card gave it, remembered (R146): a Vampire Personality.
    CardChange vampire;
    vampire.kind = CardChange::Kind::Status;
    vampire.status = u"Vampire"_s;
    vampire.source = u"Vampires"_s;
    position->players[0].groups[0].changes.append(vampire);
    position->rulings.choose(RulingId::MicWhoseGroups, 1);
    // A player out of the game, and who put him out (R132).
    position->players[1].eliminated = true;
    position->players[1].eliminatedBy = position->players[0].name;
    const QByteArray written = QJsonDocument(position->toJson()).toJson();
    const std::optional<Position> back = Position::fromJson(written, &error, &m_resolver);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == *position);
    // And the same once more: writing is stable.
    QCOMPARE(QJsonDocument(back->toJson()).toJson(), written);
}

// Without a card database (the fuzz target, a script's own cards) a position still reads; only
// what the cards would add is missing.
void TestPosition::positionReadsWithoutACardDatabase()
{
    QString error;
    const std::optional<Position> position =
        Position::fromJson(test::positionFixture(u"two-players.json"_s), &error);
    QVERIFY2(position, qPrintable(error));
    QVERIFY(position->players.at(0).illuminati.cardId.isEmpty());
    QVERIFY(!position->nwos.at(0).color);
    QCOMPARE(position->closenessOf(InstanceId{u"a3"_s}), 3);
}

void TestPosition::badPositionIsRefusedAtItsJsonPath_data()
{
    QTest::addColumn<QString>("path");     // where in the fixture, '/'-separated
    QTest::addColumn<QJsonValue>("value"); // what goes there (undefined: removed)
    QTest::addColumn<QString>("error");    // the start of the error

    const QJsonValue removed{QJsonValue::Undefined};
    QTest::newRow("a key no position has") << u"players/0/groups/0/colour"_s << QJsonValue(u"red"_s)
                                           << u"$.players[0].groups[0].colour: unknown key"_s;
    QTest::newRow("no players") << u"players"_s << QJsonValue(QJsonArray())
                                << u"$.players: a table has at least one player"_s;
    QTest::newRow("a player without an Illuminati")
        << u"players/1/illuminati"_s << removed << u"$.players[1].illuminati: missing"_s;
    QTest::newRow("a group that is not an Illuminati heading a structure")
        << u"players/1/illuminati/card"_s << QJsonValue(u"Texas"_s)
        << u"$.players[1].illuminati.card: 'Texas' is not an Illuminati"_s;
    QTest::newRow("a group without a master")
        << u"players/0/groups/0/master"_s << removed << u"$.players[0].groups[0].master: missing"_s;
    QTest::newRow("a master in another structure")
        << u"players/0/groups/0/master"_s << QJsonValue(u"b0"_s)
        << u"$.players[0].groups[0].master: no card 'b0' in this Power Structure"_s;
    QTest::newRow("two groups on one arrow")
        << u"players/1/groups/0/arrow"_s << QJsonValue(0)
        << u"$.players[1].groups[1].arrow: arrow 0 of 'b0' already holds a group, 'b1'"_s;
    // A group that writes no arrow hangs on arrow 0, and the message says so, since the key it
    // names is not in the file.
    QTest::newRow("a second group without its arrow")
        << u"players/1/groups/2"_s
        << QJsonValue(QJsonObject{
               {u"id"_s, u"b3"_s}, {u"card"_s, u"Cycle Gangs"_s}, {u"master"_s, u"b0"_s}})
        << u"$.players[1].groups[2].arrow: missing, so arrow 0 was assumed, and arrow 0 of "
           u"'b0' already holds a group, 'b2': write which arrow of 'b0' 'b3' hangs on"_s;
    QTest::newRow("a group on the arrow another took without writing it")
        << u"players/1/groups/0/arrow"_s << removed
        << u"$.players[1].groups[1].arrow: arrow 0 of 'b0' already holds a group, 'b1', whose "
           u"arrow is missing, so arrow 0 was assumed"_s;
    QTest::newRow("an arrow the card does not have")
        << u"players/0/groups/2/arrow"_s << QJsonValue(2)
        << u"$.players[0].groups[2].arrow: 'a2' (Loan Sharks) has 2 outgoing arrows"_s;
    QTest::newRow("a loop of masters")
        << u"players/0/groups/0/master"_s << QJsonValue(u"a3"_s)
        << u"$.players[0].groups[0].master: 'a1' is its own master"_s;
    QTest::newRow("one identity for two cards")
        << u"players/1/groups/1/id"_s << QJsonValue(u"a1"_s)
        << u"$.players[1].groups[1].id: 'a1' names another card of the table too"_s;
    QTest::newRow("a Plot in a Power Structure")
        << u"players/0/groups/2/card"_s << QJsonValue(u"Whispering Campaign"_s)
        << u"$.players[0].groups[2].card: 'Whispering Campaign' is not a group"_s;
    QTest::newRow("a Resource with a master")
        << u"players/0/resources/0/master"_s << QJsonValue(u"a1"_s)
        << u"$.players[0].resources[0].master: a Resource has no master"_s;
    QTest::newRow("a link to another player's group")
        << u"players/0/resources/0/linkedTo"_s << QJsonValue(u"b1"_s)
        << u"$.players[0].resources[0].linkedTo: no group 'b1' in this Power Structure"_s;
    QTest::newRow("an uncontrolled card with a master")
        << u"uncontrolled/0/master"_s << QJsonValue(u"a0"_s)
        << u"$.uncontrolled[0]: a card outside a Power Structure has no master"_s;
    QTest::newRow("a card no database knows")
        << u"players/0/groups/0/card"_s << QJsonValue(u"Illuminated Hamsters"_s)
        << u"$.players[0].groups[0].card: no card named 'Illuminated Hamsters'"_s;
    QTest::newRow("an alignment change without its alignment")
        << u"players/0/groups/2/changes/0/alignment"_s << removed
        << u"$.players[0].groups[2].changes[0].alignment: missing"_s;
    QTest::newRow("an alignment no card has")
        << u"players/0/groups/2/changes/0/alignment"_s << QJsonValue(u"groovy"_s)
        << u"$.players[0].groups[2].changes[0].alignment: 'groovy' is not one of"_s;
    QTest::newRow("tokens below zero")
        << u"players/0/groups/1/tokensSpent"_s << QJsonValue(-1)
        << u"$.players[0].groups[1].tokensSpent: not between 0 and 10"_s;
    QTest::newRow("the turn of nobody at the table")
        << u"turn"_s << QJsonValue(u"Carol"_s) << u"$.turn: no player 'Carol'"_s;
    QTest::newRow("two players with one name")
        << u"players/1/name"_s << QJsonValue(u"Alice"_s)
        << u"$.players[1].name: two players are called 'Alice'"_s;
    // R106: one NWO of each colour in force; a new one discards the old.
    QTest::newRow("two NWOs of one colour")
        << u"nwos/2"_s << QJsonValue(QJsonObject{{u"card"_s, u"Bigger Business"_s}})
        << u"$.nwos[2]: 'Bigger Business' is a second yellow NWO in force beside 'Law and Order'"_s;
    QTest::newRow("an NWO written in another colour")
        << u"nwos/0/color"_s << QJsonValue(u"red"_s)
        << u"$.nwos[0].color: 'Law and Order' is yellow"_s;
    QTest::newRow("a Plot as an NWO")
        << u"nwos/0/card"_s << QJsonValue(u"Whispering Campaign"_s)
        << u"$.nwos[0].card: 'Whispering Campaign' is not a New World Order"_s;
    QTest::newRow("a phase no rules have")
        << u"phase"_s << QJsonValue(u"lunch"_s) << u"$.phase: 'lunch' is not one of"_s;
    // Plan 28's turn has phases of its own (R171-R174), and INWO's are not among them.
    QTest::newRow("an INWO phase under Plan 28")
        << u"rules"_s << QJsonValue(u"plan28"_s)
        << u"$.phase: 'actions' is not a phase of the plan28 rules (setup, planning, "
           u"world-domination, end-of-turn, victory)"_s;
    QTest::newRow("a Plan 28 phase under INWO")
        << u"phase"_s << QJsonValue(u"world-domination"_s)
        << u"$.phase: 'world-domination' is not a phase of the inwo rules (setup, plot-draw, "
           u"group-draw, takeover, tokens, actions, free-moves, end-of-turn)"_s;
    QTest::newRow("a card in hand with a master")
        << u"players/0/hand"_s
        << QJsonValue(QJsonArray{QJsonObject{
               {u"id"_s, u"h1"_s}, {u"card"_s, u"Cycle Gangs"_s}, {u"master"_s, u"a0"_s}}})
        << u"$.players[0].hand[0]: a card outside a Power Structure has no master"_s;
    QTest::newRow("a Plot as a Group card in hand")
        << u"players/0/hand"_s
        << QJsonValue(
               QJsonArray{QJsonObject{{u"id"_s, u"h1"_s}, {u"card"_s, u"Whispering Campaign"_s}}})
        << u"$.players[0].hand[0].card: 'Whispering Campaign' is neither a group nor a Resource"_s;
    QTest::newRow("a card in hand with another card's identity")
        << u"players/0/hand"_s
        << QJsonValue(QJsonArray{QJsonObject{{u"id"_s, u"a1"_s}, {u"card"_s, u"Cycle Gangs"_s}}})
        << u"$.players[0].hand[0].id: 'a1' names another card of the table too"_s;
    QTest::newRow("a card name with a near miss")
        << u"players/0/groups/0/card"_s << QJsonValue(u"Internatonal Cocaine Smuglers"_s)
        << u"$.players[0].groups[0].card: no card named 'Internatonal Cocaine Smuglers' (did "
           u"you mean 'International Cocaine Smugglers'?)"_s;
    // "The Mafai" is too short a name to be taken for a near miss anywhere, but it is named.
    QTest::newRow("a short card name with a near miss")
        << u"players/0/groups/0/card"_s << QJsonValue(u"The Mafai"_s)
        << u"$.players[0].groups[0].card: no card named 'The Mafai' (did you mean "
           u"'The Mafia'?)"_s;
    QTest::newRow("a Plot as a Goal card")
        << u"players/0/goals/0"_s << QJsonValue(u"Gun Control"_s)
        << u"$.players[0].goals[0]: 'Gun Control' is not a Goal card"_s;
    QTest::newRow("an Organization devastated")
        << u"players/0/groups/0/devastated"_s << QJsonValue(true)
        << u"$.players[0].groups[0].devastated: 'The Mafia' is not a Place"_s;
    QTest::newRow("a boxed-game alignment in INWO")
        << u"players/0/groups/2/changes/0/alignment"_s << QJsonValue(u"communist"_s)
        << u"$.players[0].groups[2].changes[0].alignment: 'communist' is an alignment of the "
           u"boxed game only"_s;
    QTest::newRow("a group in play twice")
        << u"players/1/groups/1/card"_s << QJsonValue(u"The Mafia"_s)
        << u"$.players[1].groups[1].card: 'The Mafia' is in play twice: a second copy of a group "
           u"in play is an agents card, not a group (R138)"_s;
    QTest::newRow("a Unique Resource in play twice")
        << u"players/1/resources"_s
        << QJsonValue(QJsonArray{QJsonObject{{u"id"_s, u"b9"_s}, {u"card"_s, u"Flying Saucer"_s}}})
        << u"$.players[1].resources[0].card: 'Flying Saucer' is Unique"_s;
    QTest::newRow("a status change without its status")
        << u"players/0/groups/2/changes/0/kind"_s << QJsonValue(u"status"_s)
        << u"$.players[0].groups[2].changes[0].status: missing (what the card now is)"_s;
    QTest::newRow("a ruling no one has made")
        << u"rulings/tea-or-coffee"_s << QJsonValue(u"tea"_s)
        << u"$.rulings.tea-or-coffee: not a ruling (goal-card-readings"_s;
    QTest::newRow("a reading the ruling does not have")
        << u"rulings/shangri-la-in-play"_s << QJsonValue(u"maybe"_s)
        << u"$.rulings.shangri-la-in-play: 'maybe' is not a reading of it "
           u"(uncontrolled-count or controlled-only)"_s;
    QTest::newRow("a destroyed card by nobody at the table")
        << u"destroyed/0/destroyedBy"_s << QJsonValue(u"Carol"_s)
        << u"$.destroyed[0].destroyedBy: no player 'Carol'"_s;
    QTest::newRow("a player eliminated by nobody at the table")
        << u"players/1/eliminatedBy"_s << QJsonValue(u"Carol"_s)
        << u"$.players[1].eliminatedBy: no player 'Carol'"_s;
    QTest::newRow("a player eliminated by himself")
        << u"players/1/eliminatedBy"_s << QJsonValue(u"Bob"_s)
        << u"$.players[1].eliminatedBy: a player does not eliminate himself"_s;
}

void TestPosition::badPositionIsRefusedAtItsJsonPath()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    const QJsonObject changed = replaced(fixtureObject(), path.split(u'/'), value).toObject();
    QString message;
    const std::optional<Position> position = Position::fromJson(changed, &message, &m_resolver);
    QVERIFY2(!position, qPrintable(u"read although " + error));
    QVERIFY2(message.startsWith(error), qPrintable(message));
}

void TestPosition::notJsonIsRefusedWithWhereItBroke()
{
    QString error;
    QVERIFY(!Position::fromJson(QByteArray("{\"players\": ["), &error));
    QVERIFY2(error.startsWith(u"$: not JSON (line 1: "_s), qPrintable(error));
    QVERIFY(!Position::fromJson(QByteArray("[1, 2]"), &error));
    QCOMPARE(error, u"$: a position is one JSON object"_s);
}

// A position that names no phase is where the moves are made: the actions, or Plan 28's World
// Domination (R172), so a Plan 28 file without a phase still reads.
void TestPosition::phaseLeftOutIsTheOneOfTheMoves_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("phase");
    QTest::newRow("inwo") << u"inwo"_s << u"actions"_s;
    QTest::newRow("inwo-two-player") << u"inwo-two-player"_s << u"actions"_s;
    QTest::newRow("plan28") << u"plan28"_s << u"world-domination"_s;
    QTest::newRow("classic") << u"classic"_s << u"actions"_s;
}

void TestPosition::phaseLeftOutIsTheOneOfTheMoves()
{
    QFETCH(QString, rules);
    QFETCH(QString, phase);
    QJsonObject object = fixtureObject();
    object.insert(u"rules"_s, rules);
    object.remove(u"phase"_s);
    QString error;
    const std::optional<Position> position = Position::fromJson(object, &error, &m_resolver);
    QVERIFY2(position, qPrintable(error));
    QCOMPARE(codeOf(position->phase), phase);
    QVERIFY(phasesOf(position->rules).contains(position->phase));
    QCOMPARE(position->phase, movesPhaseOf(position->rules));
}

// No phase is left that no rules have: each is offered to a table of some rules.
void TestPosition::everyPhaseBelongsToSomeRules()
{
    for (const GamePhase phase : allOf<GamePhase>()) {
        bool found = false;
        for (const RuleSet rules : allOf<RuleSet>())
            found = found || phasesOf(rules).contains(phase);
        QVERIFY2(found, qPrintable(codeOf(phase)));
    }
}

// The example in resources/help/position-format.md is a position the program reads.
void TestPosition::helpPageExampleReads()
{
    QFile page(QStringLiteral(INWO_SOURCE_DIR "/resources/help/position-format.md"));
    QVERIFY(page.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(page.readAll());
    const qsizetype start = text.indexOf(u"```json\n"_s);
    QVERIFY(start >= 0);
    const qsizetype end = text.indexOf(u"```"_s, start + 8);
    QVERIFY(end > start);
    const QByteArray example = text.mid(start + 8, end - start - 8).toUtf8();
    QString error;
    const std::optional<Position> position = Position::fromJson(example, &error, &m_resolver);
    QVERIFY2(position, qPrintable(error));
    QCOMPARE(position->players.size(), 2);
    QCOMPARE(position->nwos.at(0).color, NwoColor::Yellow);
}

namespace {

NwoInForce nwo(const QString &card, const QString &cardId, NwoColor color)
{
    NwoInForce made;
    made.card = card;
    made.cardId = cardId;
    made.color = color;
    made.playedBy = u"Alice"_s;
    return made;
}

} // namespace

// R106: one NWO of each colour in force; a new one of that colour discards the old.
void TestPosition::nwoOfATakenColourDiscardsTheOld()
{
    std::optional<Position> position = fixturePosition();
    // Law and Order (yellow) and Energy Crisis (blue) are in force.
    const NwoPlayed played =
        position->playNwo(nwo(u"Bigger Business"_s, u"base/bigger-business"_s, NwoColor::Yellow));
    QVERIFY(played.discarded);
    QCOMPARE(played.discarded->card, u"Law and Order"_s);
    QVERIFY(!played.identical);
    QCOMPARE(position->nwos.size(), 2);
    QCOMPARE(position->nwos.at(0).card, u"Energy Crisis"_s);
    QCOMPARE(position->nwos.at(1).card, u"Bigger Business"_s);
}

// R108: an NWO may replace an identical one, and the copy becomes the last played (R109 then
// applies it after the others).
void TestPosition::identicalNwoReplacesItsCopyAndBecomesTheLastPlayed()
{
    std::optional<Position> position = fixturePosition();
    const NwoPlayed played =
        position->playNwo(nwo(u"Law and Order"_s, u"base/law-and-order"_s, NwoColor::Yellow));
    QVERIFY(played.discarded);
    QVERIFY(played.identical);
    QCOMPARE(position->nwos.size(), 2);
    QCOMPARE(position->nwos.last().card, u"Law and Order"_s);
    QCOMPARE(position->nwos.last().playedBy, u"Alice"_s); // the copy, not Bob's
}

void TestPosition::nwoOfANewColourGoesLastInPlayOrder()
{
    QString error;
    std::optional<Position> position = fixturePosition();
    const NwoPlayed played =
        position->playNwo(nwo(u"Gun Control"_s, u"base/gun-control"_s, NwoColor::Red));
    QVERIFY(!played.discarded);
    QCOMPARE(position->nwos.size(), 3);
    QCOMPARE(position->nwos.at(2).card, u"Gun Control"_s);
    // The table still reads as one: no two NWOs of one colour.
    QVERIFY2(Position::fromJson(position->toJson(), &error, &m_resolver), qPrintable(error));
}

// R107: an NWO stays in force until a card negates it (or one of its colour replaces it).
void TestPosition::negatedNwoLeavesForce()
{
    std::optional<Position> position = fixturePosition();
    QVERIFY(position->removeNwo(u"Energy Crisis"_s));
    QCOMPARE(position->nwos.size(), 1);
    QVERIFY(!position->removeNwo(u"Energy Crisis"_s));
    QVERIFY(!position->removeNwo(u"Gun Control"_s));
}

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
