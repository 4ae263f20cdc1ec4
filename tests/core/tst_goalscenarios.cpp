// Goal and NWO scenarios (issue 12): every file of tests/scenarios/goals/ and tests/scenarios/nwo/
// is a referee's case written from the seeds (format: tests/scenarios/goals/README.md). The
// test lists the folders itself, so no case is silently skipped, and checks only what each
// file's `expect` gives.
#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "scenariofiles.h"
#include "table/goals.h"
#include "table/position.h"
#include "table/tablestats.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace inwo;
using namespace Qt::StringLiterals;

namespace {

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QStringList alignmentCodes(const QList<Alignment> &alignments)
{
    QStringList codes;
    for (const Alignment alignment : alignments)
        codes.append(codeOf(alignment));
    return sorted(codes);
}

void collectRules(const QList<TableFact> &lines, QSet<QString> &rules)
{
    for (const TableFact &line : lines) {
        if (line.rule != RuleId::None)
            rules.insert(ruleCode(line.rule));
    }
}

} // namespace

class TestGoalScenarios : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    GoalRules m_goals = test::bundledGoalRules();

    // The common keys: about, source, rules (each a known rule identity), position.
    std::optional<Position> common(const QJsonObject &scenario, const QStringList &extraKeys)
    {
        const QStringList known =
            QStringList{u"about"_s, u"source"_s, u"rules"_s, u"position"_s, u"expect"_s} +
            extraKeys;
        for (const QString &key : scenario.keys()) {
            if (!known.contains(key))
                qWarning("unknown key %s", qPrintable(key));
            if (!known.contains(key))
                return std::nullopt;
        }
        if (scenario.value(u"about"_s).toString().isEmpty() ||
            scenario.value(u"source"_s).toString().isEmpty() ||
            scenario.value(u"rules"_s).toArray().isEmpty()) {
            qWarning("about, source and rules are required");
            return std::nullopt;
        }
        for (const QString &code : strings(scenario.value(u"rules"_s))) {
            if (!ruleFromCode(code)) {
                qWarning("%s is not a rule identity", qPrintable(code));
                return std::nullopt;
            }
        }
        QString error;
        std::optional<Position> position =
            Position::fromJson(scenario.value(u"position"_s).toObject(), &error, &m_resolver);
        if (!position)
            qWarning("position: %s", qPrintable(error));
        return position;
    }

    // The numbers `expect.groups` gives for each card (both folders may have them).
    void checkGroups(const Position &position, const QJsonObject &expect, QSet<QString> &rulesSeen)
    {
        const TableStats stats(position, m_cards, &m_abilities);
        const QJsonObject groups = expect.value(u"groups"_s).toObject();
        for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
            const std::optional<EffectiveGroup> play = stats.group({it.key()}, StatUse::Play);
            const std::optional<EffectiveGroup> goals = stats.group({it.key()}, StatUse::Goals);
            QVERIFY2(play && goals, qPrintable(it.key()));
            collectRules(play->lines, rulesSeen);
            collectRules(goals->lines, rulesSeen);
            const QJsonObject wanted = it.value().toObject();
            if (wanted.contains(u"power"_s))
                QCOMPARE(play->power, wanted.value(u"power"_s).toInt());
            if (wanted.contains(u"goalPower"_s))
                QCOMPARE(goals->power, wanted.value(u"goalPower"_s).toInt());
            if (wanted.contains(u"resistance"_s))
                QCOMPARE(play->resistance, wanted.value(u"resistance"_s).toInt());
            if (wanted.contains(u"global"_s))
                QCOMPARE(play->globalPower, wanted.value(u"global"_s).toInt());
            if (wanted.contains(u"alignments"_s))
                QCOMPARE(alignmentCodes(play->alignments),
                         sorted(strings(wanted.value(u"alignments"_s))));
            if (wanted.contains(u"goalAlignments"_s))
                QCOMPARE(alignmentCodes(goals->goalAlignments),
                         sorted(strings(wanted.value(u"goalAlignments"_s))));
        }
    }

private slots:
    void goalsFileReadsAndCoversEveryIlluminatiAndGoalCard()
    {
        for (const Card &card : m_cards.cards()) {
            if (card.type == CardType::Illuminati || card.type == CardType::Goal)
                QVERIFY2(m_goals.of(card.id), qPrintable(card.id));
        }
        for (const QString &id : m_goals.cardIds())
            QVERIFY2(m_cards.cardById(id), qPrintable(id));
    }

    void everyNwoHasAnAbilityAppliedOrNamedForTheReferee()
    {
        for (const Card &card : m_cards.cards()) {
            if (card.type == CardType::NewWorldOrder)
                QVERIFY2(!m_abilities.of(card.id).isEmpty(), qPrintable(card.name));
        }
    }

    void foldersHoldTheCasesTheIssueAsks()
    {
        QVERIFY(test::scenarioFiles(u"goals"_s).size() >= 40);
        QVERIFY(test::scenarioFiles(u"nwo"_s).size() >= 15);
    }

    void goalScenario_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : test::scenarioFiles(u"goals"_s))
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void goalScenario()
    {
        QFETCH(QString, path);
        const QJsonObject scenario = test::readScenario(path);
        const std::optional<Position> position = common(scenario, {});
        QVERIFY(position);
        const GoalReport report = evaluateGoals(*position, m_cards, &m_abilities, m_goals);
        const QJsonObject expect = scenario.value(u"expect"_s).toObject();
        QSet<QString> rulesSeen;
        collectRules(report.lines, rulesSeen);
        const QJsonObject players = expect.value(u"players"_s).toObject();
        for (const PlayerGoals &player : report.players) {
            collectRules(player.lines, rulesSeen);
            if (!players.contains(player.player))
                continue;
            const QJsonObject wanted = players.value(player.player).toObject();
            const QByteArray who = player.player.toUtf8();
            if (wanted.contains(u"count"_s))
                QCOMPARE(player.count, wanted.value(u"count"_s).toInt());
            if (wanted.contains(u"needed"_s))
                QCOMPARE(player.needed, wanted.value(u"needed"_s).toInt());
            if (wanted.contains(u"doubled"_s))
                QCOMPARE(player.doubled, wanted.value(u"doubled"_s).toInt());
            if (wanted.contains(u"met"_s))
                QCOMPARE(sorted(player.met()), sorted(strings(wanted.value(u"met"_s))));
            if (wanted.contains(u"referee"_s))
                QCOMPARE(sorted(player.referee()), sorted(strings(wanted.value(u"referee"_s))));
            Q_UNUSED(who)
        }
        if (expect.contains(u"winners"_s))
            QCOMPARE(sorted(report.winners), sorted(strings(expect.value(u"winners"_s))));
        if (expect.contains(u"victoryRefusedBy"_s))
            QCOMPARE(ruleCode(report.victoryRefusedBy),
                     expect.value(u"victoryRefusedBy"_s).toString());
        const QJsonObject points = expect.value(u"victoryPoints"_s).toObject();
        for (const PlayerGoals &player : report.players) {
            if (points.contains(player.player))
                QCOMPARE(player.victoryPoints, points.value(player.player).toInt());
        }
        checkGroups(*position, expect, rulesSeen);
        if (QTest::currentTestFailed())
            return;
        for (const QString &code : strings(scenario.value(u"rules"_s)))
            QVERIFY2(rulesSeen.contains(code), qPrintable(code + u" is not among the lines"_s));
    }

    void nwoScenario_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : test::scenarioFiles(u"nwo"_s))
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void nwoScenario()
    {
        QFETCH(QString, path);
        const QJsonObject scenario = test::readScenario(path);
        std::optional<Position> position = common(scenario, {u"play"_s, u"remove"_s});
        QVERIFY(position);
        QSet<QString> rulesSeen;
        QStringList discarded;
        for (const QJsonValue &value : scenario.value(u"play"_s).toArray()) {
            const QJsonObject play = value.toObject();
            NwoInForce nwo;
            nwo.card = play.value(u"card"_s).toString();
            nwo.playedBy = play.value(u"playedBy"_s).toString();
            const NameResolution resolved =
                m_resolver.resolve(nwo.card, CardNameResolver::Matching::NoFuzzy);
            QVERIFY2(resolved.isResolved(), qPrintable(nwo.card));
            nwo.cardId = resolved.card().id;
            nwo.card = resolved.card().name;
            nwo.color = resolved.card().nwoColor;
            const NwoPlayed played = position->playNwo(nwo);
            rulesSeen.insert(u"R109"_s);
            if (played.discarded) {
                discarded.append(played.discarded->card);
                rulesSeen.insert(played.identical ? u"R108"_s : u"R106"_s);
            }
        }
        for (const QString &removed : strings(scenario.value(u"remove"_s))) {
            QVERIFY2(position->removeNwo(removed), qPrintable(removed));
            rulesSeen.insert(u"R107"_s);
        }
        const QJsonObject expect = scenario.value(u"expect"_s).toObject();
        if (expect.contains(u"nwos"_s)) {
            QStringList inForce;
            for (const NwoInForce &nwo : position->nwos)
                inForce.append(nwo.card);
            QCOMPARE(inForce, strings(expect.value(u"nwos"_s)));
        }
        if (expect.contains(u"discarded"_s))
            QCOMPARE(discarded, strings(expect.value(u"discarded"_s)));
        const TableStats stats(*position, m_cards, &m_abilities);
        const QList<NwoEffect> effects = stats.nwoEffects();
        QStringList referee;
        for (const NwoEffect &effect : effects) {
            collectRules(effect.lines, rulesSeen);
            if (effect.refereeDecides)
                referee.append(effect.nwo.card);
        }
        if (expect.contains(u"referee"_s))
            QCOMPARE(sorted(referee), sorted(strings(expect.value(u"referee"_s))));
        checkGroups(*position, expect, rulesSeen);
        if (QTest::currentTestFailed())
            return;
        // An NWO's effect on goals (R112) shows on the goals themselves.
        const GoalReport report = evaluateGoals(*position, m_cards, &m_abilities, m_goals);
        for (const PlayerGoals &player : report.players)
            collectRules(player.lines, rulesSeen);
        for (const QString &code : strings(scenario.value(u"rules"_s)))
            QVERIFY2(rulesSeen.contains(code), qPrintable(code + u" is not among the lines"_s));
    }
};

QTEST_GUILESS_MAIN(TestGoalScenarios)
#include "tst_goalscenarios.moc"
