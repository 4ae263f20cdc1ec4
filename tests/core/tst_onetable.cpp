// One table, one set of rules (issue 22): on random tables of four players with NWOs in force,
// permanent and temporary changes, devastation and linked Resources, every engine that reads a
// group reads the same numbers: the table's stat function (what `inwo nwo` and `inwo goals`
// print), an attack declared on the table (what `inwo attack` adjudicates and `inwo attacks`
// lists), and whether the group can act. On random timelines, the table the resolver leaves is
// the one applyPlay() gives play by play, it reads back as a position, and an attack of the attack
// list written as a play resolves with the same verdict and chance.
#include "attack/attackengine.h"
#include "attack/declaredattack.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "randomtable.h"
#include "randomtimeline.h"
#include "rules/ruleids.h"
#include "table/attacklist.h"
#include "table/goals.h"
#include "table/tablestats.h"
#include "timeline/applyplay.h"
#include "timeline/timelineresolver.h"

#include <QJsonDocument>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// Whether a modifier counts only in some attacks (a defence bonus, a change for one kind).
bool forAttacksOnly(const StatModifier &modifier)
{
    return modifier.use != StatModifier::Use::Any || !modifier.kinds.isEmpty();
}

// The Power an adjudication gave a participant: its printed Power and every step of it.
int powerInLines(const AttackResult &result, ParticipantRef who)
{
    int power = 0;
    for (const AttackFact &line : result.lines) {
        if (line.who != who)
            continue;
        switch (line.code) {
        case FactCode::PrintedPower:
        case FactCode::StatSet:
        case FactCode::StatMultiplied:
        case FactCode::StatHighestMultiplier:
        case FactCode::StatAdded:
        case FactCode::PowerFloor:
        case FactCode::DevastatedHalved:
            power += line.value;
            break;
        default:
            break;
        }
    }
    return power;
}

bool refusedFor(const AttackResult &result, ParticipantRef who, RuleId rule)
{
    return std::any_of(
        result.violations.cbegin(), result.violations.cend(),
        [&](const AttackFact &refusal) { return refusal.who == who && refusal.rule == rule; });
}

} // namespace

class TestOneTable : public QObject
{
    Q_OBJECT

    QList<Card> m_all = test::bundledCards();
    InMemoryCardRepository m_cards{m_all};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    GoalRules m_goals = test::bundledGoalRules();

    test::RichTableCards m_rich;

    Position richTable(std::mt19937 &random) { return test::randomRichTable(random, m_rich); }

private slots:
    void initTestCase()
    {
        m_rich = test::richTableCards(m_all, m_abilities);
        QVERIFY(m_rich.illuminati.size() > 5 && m_rich.groups.size() > 100);
        QVERIFY2(m_rich.nwos.size() >= 2, "the bundled abilities hold NWO effects");
        QVERIFY2(m_rich.resources.size() >= 2, "the bundled abilities hold linked Resources");
    }

    // For every group of 500 random tables: the Power and whether it can act as the stat function
    // has them (`inwo nwo`), the Power an attack declared on the table gives it as attacker and,
    // against destruction, as target (`inwo attack`, `inwo attacks`), and its Power for goals
    // (`inwo goals`) agree.
    void everyEngineReadsTheSameNumbersOfEveryGroup()
    {
        std::mt19937 random(20261127);
        int tables = 0;
        int groupsChecked = 0;
        int cannotAct = 0;
        int withNwos = 0;
        int linked = 0;
        for (int round = 0; round < 500; ++round) {
            const Position table = richTable(random);
            ++tables;
            withNwos += table.nwos.isEmpty() ? 0 : 1;
            const TableStats stats(table, m_cards, &m_abilities);
            for (const TablePlayer &player : table.players) {
                linked += int(player.resources.size());
                const TablePlayer &rival =
                    table.players.at((table.players.indexOf(player) + 1) % table.players.size());
                if (rival.groups.isEmpty())
                    continue;
                const InstanceId rivalGroup = rival.groups.first().id;
                for (const TableCard &card : player.groups) {
                    const std::optional<EffectiveGroup> group = stats.group(card.id);
                    const std::optional<EffectiveGroup> numbers = stats.numbers(card.id);
                    const std::optional<EffectiveGroup> forGoals =
                        stats.group(card.id, StatUse::Goals);
                    QVERIFY(group && numbers && forGoals);
                    ++groupsChecked;
                    const QByteArray where =
                        (u"table %1, %2 (%3)"_s.arg(round).arg(card.card, card.id.value) + u"\n"_s +
                         QString::fromUtf8(QJsonDocument(table.toJson()).toJson()))
                            .toUtf8();
                    // The numbers alone are the numbers with their lines.
                    QVERIFY2(numbers->power == group->power && numbers->canAct == group->canAct &&
                                 numbers->globalPower == group->globalPower &&
                                 numbers->resistance == group->resistance,
                             where.constData());
                    cannotAct += group->canAct ? 0 : 1;
                    const bool attackOnly = std::any_of(group->modifiers.cbegin(),
                                                        group->modifiers.cend(), forAttacksOnly);
                    // As the attacker: its Power in the attack, and R80.
                    DeclaredAttack attack(player.name, AttackKind::Control, card.id, {},
                                          rivalGroup);
                    attack.checkTokens = false;
                    const DeclaredAttackScenario made = attackScenarioFrom(stats, attack);
                    QVERIFY2(made.scenario, where.constData());
                    const AttackResult result = adjudicate(*made.scenario, &m_abilities);
                    const ParticipantRef attacker =
                        ParticipantRef::of(ParticipantRef::Role::Attacker);
                    QVERIFY2(refusedFor(result, attacker, R80) == !group->canAct,
                             where.constData());
                    if (result.legal && !attackOnly)
                        QVERIFY2(powerInLines(result, attacker) == group->power,
                                 qPrintable(u"attack Power %1, table %2: "_s
                                                .arg(powerInLines(result, attacker))
                                                .arg(group->power) +
                                            QString::fromUtf8(where)));
                    // Its Power for goals, as the attack reports it (temporary changes left out).
                    if (result.legal && !attackOnly) {
                        for (const AttackResult::GoalPower &goal : result.goalPower) {
                            if (goal.group == attacker)
                                QVERIFY2(goal.power == forGoals->power, where.constData());
                        }
                    }
                    // As the target of a destroy attack by the rival: its Power against Power
                    // (R33), unless devastated (halved, R67) or changed for defence only.
                    DeclaredAttack destroy(rival.name, AttackKind::Destroy, rival.illuminati.id, {},
                                           card.id);
                    destroy.checkTokens = false;
                    const DeclaredAttackScenario against = attackScenarioFrom(stats, destroy);
                    QVERIFY2(against.scenario, where.constData());
                    const AttackResult defended = adjudicate(*against.scenario, &m_abilities);
                    const ParticipantRef target = ParticipantRef::of(ParticipantRef::Role::Target);
                    if (defended.legal && !attackOnly && !card.devastated)
                        QVERIFY2(-powerInLines(defended, target) == group->power,
                                 qPrintable(u"defence Power %1, table %2: "_s
                                                .arg(-powerInLines(defended, target))
                                                .arg(group->power) +
                                            QString::fromUtf8(where)));
                }
            }
            // The attack list (`inwo attacks`) offers no attack by a group that cannot act, and
            // each it offers adjudicates alone as listed.
            if (round % 4 != 0)
                continue;
            const QString player = table.players.first().name;
            const AttackList list = attackOptions(table, player, m_cards, &m_abilities);
            for (const AttackOption &option : list.legal) {
                const std::optional<EffectiveGroup> attacker =
                    stats.numbers(option.attack.attacker);
                QVERIFY(attacker && attacker->canAct);
                const AttackResult alone =
                    adjudicate(*attackScenarioFrom(stats, option.attack).scenario, &m_abilities);
                QCOMPARE(alone.strength, option.result.strength);
                QCOMPARE(alone.probability, option.result.probability);
            }
        }
        QCOMPARE(tables, 500);
        QVERIFY(groupsChecked > 5000);
        QVERIFY2(cannotAct > 0, "no group was reduced to Power 0: the tables test too little");
        QVERIFY(withNwos > 300);
        QVERIFY(linked > 200);
    }

    // On 300 random timelines: the table the resolver leaves is every play's settlement applied
    // one at a time by applyPlay() from the starting position (no state kept on the side), and it
    // reads back through the position reader; and the same holds for each prefix of the timeline
    // the resolver settles along the way.
    void resolvingIsApplyingThePlaysOneAtATime()
    {
        std::mt19937 random(1122);
        const test::RandomTimelineCards cards = test::randomTimelineCards(m_all);
        int timelines = 0;
        int applied = 0;
        int cancelled = 0;
        for (int round = 0; round < 300; ++round) {
            const Timeline timeline = test::randomTimeline(random, cards, 4, 6, 40);
            const TimelineResolution resolution = resolveTimeline(timeline, m_cards, &m_abilities);
            QCOMPARE(resolution.plays.size(), timeline.plays.size());
            Position table = timeline.position;
            const TableContext context{m_cards, &m_abilities};
            for (qsizetype i = 0; i < timeline.plays.size(); ++i) {
                const ResolvedPlay &play = resolution.plays.at(i);
                QCOMPARE(play.settlement.has_value(), play.status != PlayStatus::Refused);
                if (!play.settlement)
                    continue;
                table = applyPlay(table, timeline.plays.at(i), *play.settlement, context).position;
                ++applied;
                cancelled += play.status == PlayStatus::Cancelled ? 1 : 0;
            }
            const QByteArray where = QJsonDocument(timeline.toJson()).toJson();
            QVERIFY2(table == resolution.position, where.constData());
            QString error;
            const std::optional<Position> again = Position::fromJson(
                QJsonDocument(resolution.position.toJson()).toJson(), &error, &m_resolver);
            QVERIFY2(again, qPrintable(error + u"\n"_s + QString::fromUtf8(where)));
            ++timelines;
        }
        QCOMPARE(timelines, 300);
        QVERIFY(applied > 3000);
        QVERIFY2(cancelled > 100, "too few cancels: the timelines test too little");
    }

    // Every attack the attack list (`inwo attacks`) offers, written as plays of a timeline (the
    // attack and the aid the list chose), resolves with the same verdict and the same strength and
    // chance.
    void anAttackOfTheListResolvesAsListed()
    {
        std::mt19937 random(31);
        int legal = 0;
        int refused = 0;
        for (int round = 0; round < 60; ++round) {
            const Position table = richTable(random);
            const QString player = table.turnOf;
            const AttackList list = attackOptions(table, player, m_cards, &m_abilities);
            QList<AttackOption> options = list.legal.mid(0, 6) + list.refused.mid(0, 3);
            for (const AttackOption &option : std::as_const(options)) {
                Timeline timeline;
                timeline.position = table;
                Play attack;
                attack.id = u"a"_s;
                attack.kind = PlayKind::Attack;
                attack.player = player;
                attack.attacker = option.attack.attacker;
                attack.attack = option.attack.kind;
                attack.target = option.attack.target;
                timeline.plays.append(attack);
                for (qsizetype i = 0; i < option.attack.aiders.size(); ++i) {
                    Play aid;
                    aid.id = u"aid%1"_s.arg(i);
                    aid.kind = PlayKind::Aid;
                    aid.player = player;
                    aid.attackPlay = attack.id;
                    aid.group = option.attack.aiders.at(i);
                    timeline.plays.append(aid);
                }
                const TimelineResolution resolution =
                    resolveTimeline(timeline, m_cards, &m_abilities);
                const ResolvedPlay &resolved = resolution.plays.first();
                const QByteArray where = QJsonDocument(timeline.toJson()).toJson();
                if (!option.result.legal) {
                    QVERIFY2(resolved.status == PlayStatus::Refused, where.constData());
                    ++refused;
                    continue;
                }
                QVERIFY2(resolved.status == PlayStatus::Effective, where.constData());
                for (qsizetype i = 1; i < resolution.plays.size(); ++i)
                    QVERIFY2(resolution.plays.at(i).status == PlayStatus::Effective,
                             where.constData());
                QVERIFY2(resolved.adjudication, where.constData());
                QCOMPARE(resolved.adjudication->strength, option.result.strength);
                QCOMPARE(resolved.adjudication->probability, option.result.probability);
                ++legal;
            }
        }
        QVERIFY(legal > 100);
        QVERIFY(refused > 10);
    }

    // Goal counting (`inwo goals`) reads the same stat function: a player judged on total Power
    // (Bavaria, Bermuda, R119) has the sum of his cards' Power for goals there, temporary changes
    // left out (R126).
    void goalsCountTheStatFunctionsNumbers()
    {
        std::mt19937 random(7);
        int checked = 0;
        for (int round = 0; round < 300; ++round) {
            Position table = richTable(random);
            // Everyone a Bavarian, so every player is judged on total Power.
            const QList<Card> bavaria = m_cards.cardsByName(u"Bavarian Illuminati"_s);
            QVERIFY(!bavaria.isEmpty());
            for (TablePlayer &player : table.players) {
                player.illuminati.card = bavaria.first().name;
                player.illuminati.cardId = bavaria.first().id;
            }
            const TableStats stats(table, m_cards, &m_abilities);
            const GoalReport report = evaluateGoals(stats, m_cards, m_goals);
            QCOMPARE(report.players.size(), table.players.size());
            for (const PlayerGoals &goals : report.players) {
                const TablePlayer *player = table.player(goals.player);
                QVERIFY(player);
                int sum = stats.group(player->illuminati.id, StatUse::Goals)->power;
                for (const TableCard &card : player->groups)
                    sum += stats.group(card.id, StatUse::Goals)->power;
                bool judged = false;
                for (const TableFact &line : goals.lines) {
                    if (line.code == TableFactCode::SpecialGoalTotalPower) {
                        QCOMPARE(line.value, sum);
                        judged = true;
                    }
                }
                QVERIFY(judged);
                ++checked;
            }
        }
        QCOMPARE(checked, 1200);
    }
};

QTEST_GUILESS_MAIN(TestOneTable)
#include "tst_onetable.moc"
