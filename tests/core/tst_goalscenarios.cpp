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
#include <QHash>
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

// Each line code a report's lines hold, with how many lines have it.
QHash<QString, int> codeCounts(const QList<TableFact> &lines)
{
    QHash<QString, int> counts;
    for (const TableFact &line : lines)
        ++counts[tableFactCodeName(line.code)];
    return counts;
}

// The shape of a `lines` expectation: each key a line code, each value a count.
void checkLineCodes(const QJsonObject &lines, const QString &path, QStringList &problems)
{
    QStringList known;
    for (const TableFactCode code : allTableFactCodes())
        known.append(tableFactCodeName(code));
    for (auto it = lines.constBegin(); it != lines.constEnd(); ++it) {
        if (!known.contains(it.key()))
            problems.append(u"%1.%2 is not a line code"_s.arg(path, it.key()));
        else if (!it.value().isDouble())
            problems.append(u"%1.%2 is not a number"_s.arg(path, it.key()));
    }
}

// What differs between the codes `lines` hold and the counts `wanted` gives; empty when nothing.
QString lineCodeMismatch(const QList<TableFact> &lines, const QJsonObject &wanted)
{
    const QHash<QString, int> counts = codeCounts(lines);
    QStringList wrong;
    for (auto it = wanted.constBegin(); it != wanted.constEnd(); ++it) {
        if (counts.value(it.key()) != it.value().toInt())
            wrong.append(u"%1: %2 lines, expected %3"_s.arg(it.key())
                             .arg(counts.value(it.key()))
                             .arg(it.value().toInt()));
    }
    return wrong.join(u"; "_s);
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

    // The common keys: about, source, rules (each a known rule identity), position. What is
    // wrong goes to `problems`, each naming its key.
    std::optional<Position> common(const QJsonObject &scenario, const QStringList &extraKeys,
                                   QStringList &problems)
    {
        test::checkKeys(
            scenario,
            QStringList{u"about"_s, u"source"_s, u"rules"_s, u"position"_s, u"expect"_s} +
                extraKeys,
            u"$"_s, problems);
        if (scenario.value(u"about"_s).toString().isEmpty() ||
            scenario.value(u"source"_s).toString().isEmpty() ||
            scenario.value(u"rules"_s).toArray().isEmpty())
            problems.append(u"about, source and rules are required"_s);
        for (const QString &code : strings(scenario.value(u"rules"_s))) {
            if (!ruleFromCode(code))
                problems.append(code + u" is not a rule identity"_s);
        }
        if (scenario.value(u"expect"_s).toObject().isEmpty())
            problems.append(u"expect is empty: the file would check nothing"_s);
        QString error;
        std::optional<Position> position =
            Position::fromJson(scenario.value(u"position"_s).toObject(), &error, &m_resolver);
        if (!position)
            problems.append(u"position: "_s + error);
        return position;
    }

    // The shape of `expect.groups`: by card identity, each with at least one of its keys.
    static void checkGroupKeys(const QJsonObject &expect, QStringList &problems)
    {
        if (!expect.contains(u"groups"_s))
            return;
        const QJsonObject groups =
            test::objectAt(expect.value(u"groups"_s), u"expect.groups"_s, problems);
        for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
            const QString path = u"expect.groups."_s + it.key();
            const QJsonObject wanted = test::objectAt(it.value(), path, problems);
            test::checkKeys(wanted,
                            {u"power"_s, u"goalPower"_s, u"resistance"_s, u"global"_s,
                             u"alignments"_s, u"goalAlignments"_s},
                            path, problems);
            if (wanted.isEmpty())
                problems.append(path + u" checks nothing"_s);
        }
    }

    // The numbers `expect.groups` gives for each card (both folders may have them). Every card
    // named must be on the table.
    void checkGroups(const Position &position, const QJsonObject &expect, QSet<QString> &rulesSeen)
    {
        const TableStats stats(position, m_cards, &m_abilities);
        const QJsonObject groups = expect.value(u"groups"_s).toObject();
        qsizetype checked = 0;
        for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
            const std::optional<EffectiveGroup> play = stats.group({it.key()}, StatUse::Play);
            const std::optional<EffectiveGroup> goals = stats.group({it.key()}, StatUse::Goals);
            QVERIFY2(play && goals, qPrintable(it.key() + u" is not on the table"_s));
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
            ++checked;
        }
        QCOMPARE(checked, groups.size());
    }

    // The shape of a goal scenario's `expect` (tests/scenarios/goals/README.md).
    static QStringList goalExpectProblems(const QJsonObject &expect)
    {
        QStringList problems;
        test::checkKeys(expect,
                        {u"players"_s, u"winners"_s, u"victoryRefusedBy"_s, u"victoryPoints"_s,
                         u"groups"_s, u"lines"_s},
                        u"expect"_s, problems);
        if (expect.contains(u"lines"_s))
            checkLineCodes(test::objectAt(expect.value(u"lines"_s), u"expect.lines"_s, problems),
                           u"expect.lines"_s, problems);
        const QJsonObject players =
            expect.contains(u"players"_s)
                ? test::objectAt(expect.value(u"players"_s), u"expect.players"_s, problems)
                : QJsonObject();
        for (auto it = players.constBegin(); it != players.constEnd(); ++it) {
            const QString path = u"expect.players."_s + it.key();
            const QJsonObject wanted = test::objectAt(it.value(), path, problems);
            test::checkKeys(
                wanted, {u"count"_s, u"needed"_s, u"doubled"_s, u"met"_s, u"referee"_s, u"lines"_s},
                path, problems);
            if (wanted.contains(u"lines"_s))
                checkLineCodes(
                    test::objectAt(wanted.value(u"lines"_s), path + u".lines"_s, problems),
                    path + u".lines"_s, problems);
            if (wanted.isEmpty())
                problems.append(path + u" checks nothing"_s);
            for (const QString &list : {u"met"_s, u"referee"_s}) {
                if (wanted.contains(list))
                    test::arrayAt(wanted.value(list), path + u'.' + list, problems);
            }
        }
        if (expect.contains(u"winners"_s))
            test::arrayAt(expect.value(u"winners"_s), u"expect.winners"_s, problems);
        if (expect.contains(u"victoryPoints"_s)) {
            const QJsonObject points = test::objectAt(expect.value(u"victoryPoints"_s),
                                                      u"expect.victoryPoints"_s, problems);
            for (auto it = points.constBegin(); it != points.constEnd(); ++it) {
                if (!it.value().isDouble())
                    problems.append(u"expect.victoryPoints."_s + it.key() + u" is not a number"_s);
            }
        }
        checkGroupKeys(expect, problems);
        return problems;
    }

    // The shape of an NWO scenario's `play`, `remove` and `expect`
    // (tests/scenarios/goals/README.md).
    static QStringList nwoProblems(const QJsonObject &scenario)
    {
        QStringList problems;
        if (scenario.contains(u"play"_s)) {
            const QJsonArray plays = test::arrayAt(scenario.value(u"play"_s), u"play"_s, problems);
            for (qsizetype i = 0; i < plays.size(); ++i) {
                const QString path = u"play[%1]"_s.arg(i);
                test::checkKeys(test::objectAt(plays.at(i), path, problems),
                                {u"card"_s, u"playedBy"_s}, path, problems);
            }
        }
        if (scenario.contains(u"remove"_s))
            test::arrayAt(scenario.value(u"remove"_s), u"remove"_s, problems);
        const QJsonObject expect = scenario.value(u"expect"_s).toObject();
        test::checkKeys(expect, {u"nwos"_s, u"discarded"_s, u"groups"_s, u"referee"_s}, u"expect"_s,
                        problems);
        for (const QString &list : {u"nwos"_s, u"discarded"_s, u"referee"_s}) {
            if (expect.contains(list))
                test::arrayAt(expect.value(list), u"expect."_s + list, problems);
        }
        checkGroupKeys(expect, problems);
        return problems;
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

    // Today's files in both folders: a file lost fails here.
    void foldersHoldTodaysCases()
    {
        for (const QString &folder : {u"goals"_s, u"nwo"_s}) {
            const qsizetype files = test::scenarioFiles(folder).size();
            QVERIFY2(files >= test::pinnedScenarioCount(folder),
                     qPrintable(u"%1: %2 files"_s.arg(folder).arg(files)));
        }
    }

    void goalScenario_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList paths = test::scenarioFiles(u"goals"_s);
        QVERIFY(paths.size() >= test::pinnedScenarioCount(u"goals"_s));
        for (const QString &path : paths)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void goalScenario()
    {
        QFETCH(QString, path);
        const QJsonObject scenario = test::readScenario(path);
        QStringList problems;
        const std::optional<Position> position = common(scenario, {}, problems);
        const QJsonObject expect = scenario.value(u"expect"_s).toObject();
        problems += goalExpectProblems(expect);
        QVERIFY2(problems.isEmpty(), test::problemsOf(path, problems).constData());
        QVERIFY(position);
        const GoalReport report = evaluateGoals(*position, m_cards, &m_abilities, m_goals);
        QSet<QString> rulesSeen;
        collectRules(report.lines, rulesSeen);
        for (const PlayerGoals &player : report.players)
            collectRules(player.lines, rulesSeen);
        const auto reported = [&](const QString &name) -> const PlayerGoals * {
            const auto found =
                std::find_if(report.players.cbegin(), report.players.cend(),
                             [&](const PlayerGoals &player) { return player.player == name; });
            return found == report.players.cend() ? nullptr : &*found;
        };
        // Every player the file names is in the report: one missing fails, never skipped.
        const QJsonObject players = expect.value(u"players"_s).toObject();
        qsizetype checked = 0;
        for (auto it = players.constBegin(); it != players.constEnd(); ++it) {
            const PlayerGoals *player = reported(it.key());
            QVERIFY2(player, qPrintable(it.key() + u" is not in the goal report"_s));
            const QJsonObject wanted = it.value().toObject();
            if (wanted.contains(u"count"_s))
                QCOMPARE(player->count, wanted.value(u"count"_s).toInt());
            if (wanted.contains(u"needed"_s))
                QCOMPARE(player->needed, wanted.value(u"needed"_s).toInt());
            if (wanted.contains(u"doubled"_s))
                QCOMPARE(player->doubled, wanted.value(u"doubled"_s).toInt());
            if (wanted.contains(u"met"_s))
                QCOMPARE(sorted(player->met()), sorted(strings(wanted.value(u"met"_s))));
            if (wanted.contains(u"referee"_s))
                QCOMPARE(sorted(player->referee()), sorted(strings(wanted.value(u"referee"_s))));
            if (wanted.contains(u"lines"_s)) {
                const QString mismatch =
                    lineCodeMismatch(player->lines, wanted.value(u"lines"_s).toObject());
                QVERIFY2(mismatch.isEmpty(), qPrintable(it.key() + u": "_s + mismatch));
            }
            ++checked;
        }
        QCOMPARE(checked, players.size());
        if (expect.contains(u"winners"_s))
            QCOMPARE(sorted(report.winners), sorted(strings(expect.value(u"winners"_s))));
        if (expect.contains(u"victoryRefusedBy"_s))
            QCOMPARE(ruleCode(report.victoryRefusedBy),
                     expect.value(u"victoryRefusedBy"_s).toString());
        if (expect.contains(u"lines"_s)) {
            const QString mismatch =
                lineCodeMismatch(report.lines, expect.value(u"lines"_s).toObject());
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        }
        const QJsonObject points = expect.value(u"victoryPoints"_s).toObject();
        checked = 0;
        for (auto it = points.constBegin(); it != points.constEnd(); ++it) {
            const PlayerGoals *player = reported(it.key());
            QVERIFY2(player, qPrintable(it.key() + u" is not in the goal report"_s));
            QCOMPARE(player->victoryPoints, it.value().toInt());
            ++checked;
        }
        QCOMPARE(checked, points.size());
        checkGroups(*position, expect, rulesSeen);
        if (QTest::currentTestFailed())
            return;
        for (const QString &code : strings(scenario.value(u"rules"_s)))
            QVERIFY2(rulesSeen.contains(code), qPrintable(code + u" is not among the lines"_s));
    }

    void nwoScenario_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList paths = test::scenarioFiles(u"nwo"_s);
        QVERIFY(paths.size() >= test::pinnedScenarioCount(u"nwo"_s));
        for (const QString &path : paths)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void nwoScenario()
    {
        QFETCH(QString, path);
        const QJsonObject scenario = test::readScenario(path);
        QStringList problems;
        std::optional<Position> position = common(scenario, {u"play"_s, u"remove"_s}, problems);
        problems += nwoProblems(scenario);
        QVERIFY2(problems.isEmpty(), test::problemsOf(path, problems).constData());
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
