// The rules index (issue 24): every rule R01-R202 has a title and a summary in English and German,
// every unclear ([AMBIG]) rule shows its readings with the one the program takes, the search finds
// rules by identity, words in either language and seed passages, and every citation the engines
// produce on the bundled scenarios -- the adjudicator, the table's stat function and NWO list, the
// goals and the timeline resolver -- names a rule of the index.
#include "attack/attackengine.h"
#include "attack/attackscenario.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "german.h"
#include "rules/ruleids.h"
#include "rules/rulesindex.h"
#include "rules/scenariocitations.h"
#include "scenariofiles.h"
#include "table/goals.h"
#include "table/tablestats.h"
#include "timeline/timelineresolver.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestRulesIndex : public QObject
{
    Q_OBJECT

    QList<Card> m_all = test::bundledCards();
    InMemoryCardRepository m_cards{m_all};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();
    GoalRules m_goals = test::bundledGoalRules();
    QSet<RuleId> m_cited;
    int m_citations = 0;

    // A citation resolves when its rule is one of the index and the index finds it by identity.
    void cite(RuleId rule, const QString &where)
    {
        if (rule == RuleId::None)
            return;
        ++m_citations;
        const int number = int(rule);
        QVERIFY2(number >= 1 && number <= RuleCount,
                 qPrintable(u"%1 cites rule number %2"_s.arg(where).arg(number)));
        QCOMPARE(findRules(ruleCode(rule)), QList<RuleId>{rule});
        QVERIFY2(!ruleSummary(rule).isEmpty(), qPrintable(where));
        m_cited.insert(rule);
    }

    void citeTable(const QList<TableFact> &lines, const QString &where)
    {
        for (const TableFact &line : lines)
            cite(line.rule, where);
    }

private slots:
    void everyRuleHasATitleAndASummaryInEnglishAndGerman()
    {
        QCOMPARE(allRules().size(), std::size_t(RuleCount));
        QHash<RuleId, QPair<QString, QString>> english;
        for (const RuleIdentity &identity : allRules()) {
            const QString title = ruleTitle(identity.id);
            const QString summary = ruleSummary(identity.id);
            QVERIFY2(!title.isEmpty() && !summary.isEmpty(), qPrintable(ruleCode(identity.id)));
            QVERIFY2(summary.size() <= 330, qPrintable(ruleCode(identity.id)));
            QCOMPARE(summary, ruleSummaryEnglish(identity.id));
            english.insert(identity.id, {title, summary});
        }
        const test::GermanTranslation german;
        QVERIFY(german.isInstalled());
        for (const RuleIdentity &identity : allRules()) {
            const QString code = ruleCode(identity.id);
            QVERIFY2(ruleTitle(identity.id) != english.value(identity.id).first,
                     qPrintable(code + u": the title has no German"_s));
            QVERIFY2(ruleSummary(identity.id) != english.value(identity.id).second,
                     qPrintable(code + u": the summary has no German"_s));
            QVERIFY2(!ruleTopicName(ruleTopic(identity.id)).isEmpty(), qPrintable(code));
            // Differences and readings, where a rule has them, are German too.
            if (!ruleDifferencesEnglish(identity.id).isEmpty())
                QVERIFY2(ruleDifferences(identity.id) != ruleDifferencesEnglish(identity.id),
                         qPrintable(code + u": the differences have no German"_s));
        }
    }

    void everyUnclearRuleShowsItsReadingsAndTheOneTaken()
    {
        int unclear = 0;
        for (const RuleIdentity &identity : allRules()) {
            const QList<RuleReading> readings = ruleReadings(identity.id);
            const QString code = ruleCode(identity.id);
            if (!identity.ambiguous) {
                QVERIFY2(readings.isEmpty(), qPrintable(code + u" is not unclear"_s));
                continue;
            }
            ++unclear;
            QVERIFY2(readings.size() >= 2, qPrintable(code));
            QCOMPARE(std::count_if(readings.cbegin(), readings.cend(),
                                   [](const RuleReading &reading) { return reading.taken; }),
                     1);
            const QString english = readings.first().text;
            const test::GermanTranslation german;
            QVERIFY2(ruleReadings(identity.id).first().text != english,
                     qPrintable(code + u": the reading has no German"_s));
        }
        QVERIFY(unclear >= 10);
    }

    void theTopicsCoverEveryRuleOnceInOrder()
    {
        int seen = 0;
        int previous = 0;
        for (const RuleTopic topic : allOf<RuleTopic>()) {
            const QList<RuleId> rules = rulesOfTopic(topic);
            QVERIFY2(!rules.isEmpty(), qPrintable(ruleTopicName(topic)));
            for (const RuleId rule : rules) {
                QCOMPARE(int(rule), previous + 1);
                previous = int(rule);
            }
            seen += int(rules.size());
        }
        QCOMPARE(seen, RuleCount);
        QCOMPARE(ruleSetsOf(R171), QList<RuleSet>{RuleSet::Plan28});
        QCOMPARE(ruleSetsOf(R190), QList<RuleSet>{RuleSet::Classic});
        QVERIFY(ruleSetsOf(R11).contains(RuleSet::Inwo));
    }

    void theSearchFindsRulesByIdentityWordsAndSeedPassage_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("german");
        QTest::addColumn<int>("expected");
        QTest::newRow("identity") << u"R106"_s << false << 106;
        QTest::newRow("identity without a leading zero") << u"r7"_s << false << 7;
        QTest::newRow("a bare number") << u"133"_s << false << 133;
        QTest::newRow("an English word, first by its title")
            << u"closeness multiplied"_s << false << 19;
        QTest::newRow("a German word in the English window") << u"Nähe"_s << true << 18;
        QTest::newRow("a German word without the German text") << u"Nähe"_s << false << 0;
        QTest::newRow("umlaut spelt out") << u"zerstoerung"_s << true << 33;
        QTest::newRow("a seed and a line") << u"VFAQ 326"_s << false << 133;
        QTest::newRow("a seed file and a line") << u"000:214"_s << false << 106;
        QTest::newRow("Plan 28 and a line") << u"Plan 28 54"_s << false << 171;
    }

    void theSearchFindsRulesByIdentityWordsAndSeedPassage()
    {
        QFETCH(QString, query);
        QFETCH(bool, german);
        QFETCH(int, expected);
        QTranslator other;
        if (german)
            QVERIFY(other.load(QStringLiteral(INWO_TRANSLATIONS_DIR "/inwo_de.qm")));
        const QList<RuleId> found = findRules(query, german ? &other : nullptr);
        if (expected == 0) {
            QVERIFY2(found.isEmpty(), qPrintable(ruleCode(found.value(0))));
            return;
        }
        QVERIFY2(found.contains(RuleId(expected)),
                 qPrintable(u"%1 does not find R%2"_s.arg(query).arg(expected)));
        if (query.startsWith(u'R') || query.startsWith(u'r') || query.front().isDigit())
            QCOMPARE(found.first(), RuleId(expected));
    }

    void aGermanWordFindsTheRuleOnlyWithTheGermanText()
    {
        QVERIFY(findRules(u"Zerstörung"_s).isEmpty() ||
                findRules(u"Zerstörung"_s).size() < findRules(u"destroy"_s).size());
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(INWO_TRANSLATIONS_DIR "/inwo_de.qm")));
        const QList<RuleId> found = findRules(u"Zerstörung"_s, &german);
        QVERIFY(found.contains(R33));
        // In the German window the English word still finds it.
        const test::GermanTranslation window;
        QVERIFY(findRules(u"destroy"_s).contains(R33));
        QVERIFY(findRules(u"Zerstörung"_s).contains(R33));
    }

    void everyScenarioCitesRulesOfTheIndexAndTheirPassages()
    {
        QCOMPARE(rulesAtLocations(u"000_42f3d193c8c5ff8e.txt, line 214"_s),
                 (QList<RuleId>{R106, R107}));
        const ScenarioCitation citation = scenarioCitation(
            ScenarioKind::Nwo, u"x.json"_s,
            R"({"about": "a", "rules": ["R112"], "source": "002_c1b8ef93d76c5628.txt, L326"})");
        QCOMPARE(citation.about, u"a"_s);
        QCOMPARE(citation.rules, (QList<RuleId>{R112, R133}));
    }

    void everyCitationTheEnginesProduceResolvesToARuleOfTheIndex()
    {
        for (const QString &path : test::attackScenarioFiles()) {
            QString error;
            const std::optional<AttackScenario> scenario =
                AttackScenario::fromJson(test::readScenario(path), &error, &m_resolver);
            QVERIFY2(scenario, qPrintable(path + u": "_s + error));
            const AttackResult result = adjudicate(*scenario, &m_abilities);
            for (const AttackLine &line : result.lines)
                cite(line.rule, path);
            for (const AttackRefusal &refusal : result.violations)
                cite(refusal.rule, path);
        }
        for (const QString &folder : {u"goals"_s, u"nwo"_s}) {
            for (const QString &path : test::scenarioFiles(folder)) {
                QString error;
                const std::optional<Position> position = Position::fromJson(
                    test::readScenario(path).value(u"position"_s).toObject(), &error, &m_resolver);
                QVERIFY2(position, qPrintable(path + u": "_s + error));
                const TableStats stats(*position, m_cards, &m_abilities);
                for (const NwoEffect &effect : stats.nwoEffects())
                    citeTable(effect.lines, path);
                for (const TablePlayer &player : position->players) {
                    for (const TableCard &card : player.groups)
                        citeTable(stats.group(card.id)->lines, path);
                }
                const GoalReport report = evaluateGoals(*position, m_cards, &m_abilities, m_goals);
                for (const PlayerGoals &player : report.players)
                    citeTable(player.lines, path);
                citeTable(report.lines, path);
            }
        }
        for (const QString &path : test::scenarioFiles(u"timeline"_s)) {
            QString error;
            const std::optional<Timeline> timeline = Timeline::fromJson(
                test::readScenario(path).value(u"timeline"_s).toObject(), &error, &m_resolver);
            QVERIFY2(timeline, qPrintable(path + u": "_s + error));
            const TimelineResolution resolution = resolveTimeline(*timeline, m_cards, &m_abilities);
            for (const ResolvedPlay &play : resolution.plays) {
                cite(play.rule, path);
                citeTable(play.lines, path);
            }
            citeTable(resolution.lines, path);
        }
        QVERIFY2(m_citations > 5000, qPrintable(QString::number(m_citations)));
        QVERIFY2(m_cited.size() > 120, qPrintable(QString::number(m_cited.size())));
        qInfo("%d citations of %lld rules, each a rule of the index", m_citations,
              qlonglong(m_cited.size()));
    }
};

QTEST_GUILESS_MAIN(TestRulesIndex)
#include "tst_rulesindex.moc"
