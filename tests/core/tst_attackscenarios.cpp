// Every scenario file under tests/scenarios/attacks/: the attack as a referee enters it, the
// result worked out by hand from the seeds, and the passage it rests on. One table-driven test
// runs them all (issue 4, "Done when").
#include "attack/attackengine.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "rules/ruleids.h"
#include "scenariofiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

Q_DECLARE_METATYPE(QJsonObject)

namespace {

QString scenarioDir()
{
    return QStringLiteral(INWO_SOURCE_DIR) + u"/tests/scenarios/attacks"_s;
}

QString fraction(const QJsonObject &object)
{
    return u"%1/%2"_s.arg(object[u"num"_s].toInteger()).arg(object[u"den"_s].toInteger());
}

QStringList sortedWho(const QJsonArray &array)
{
    QStringList who;
    for (const QJsonValue value : array)
        who.append(value.toObject()[u"who"_s].toString());
    who.sort();
    return who;
}

QStringList sortedWho(const QList<AttackRefusal> &refusals, const AttackScenario &scenario)
{
    QStringList who;
    for (const AttackRefusal &refusal : refusals)
        who.append(participantName(scenario, refusal.who));
    who.sort();
    return who;
}

// The rule identities the adjudication cites, in its lines, refusals and cases.
QStringList citedRules(const AttackResult &result)
{
    QStringList rules;
    const auto add = [&rules](const AttackFact &fact) {
        if (fact.rule != RuleId::None && !rules.contains(ruleCode(fact.rule)))
            rules.append(ruleCode(fact.rule));
    };
    for (const AttackFact &fact : result.lines)
        add(fact);
    for (const AttackFact &fact : result.violations)
        add(fact);
    for (const AttackOutcome &outcome : result.outcomes) {
        for (const AttackFact &fact : outcome.violations)
            add(fact);
    }
    return rules;
}

// What is wrong with the shape of `expect`: a key tests/scenarios/attacks/README.md does not list,
// at any level, or a value of the wrong kind. Each such key would be ignored by the checks below.
QStringList expectProblems(const QJsonObject &expect)
{
    using test::arrayAt, test::checkKeys, test::objectAt;
    QStringList problems;
    const QStringList fraction{u"num"_s, u"den"_s};
    checkKeys(expect,
              {u"legal"_s, u"attack"_s, u"defence"_s, u"strength"_s, u"probability"_s,
               u"violations"_s, u"rules"_s, u"destroyProbability"_s, u"targetLosesToken"_s,
               u"outcomes"_s, u"targetMoney"_s},
              u"expect"_s, problems);
    for (const QString &key : {u"probability"_s, u"destroyProbability"_s}) {
        if (expect.contains(key))
            checkKeys(objectAt(expect[key], u"expect."_s + key, problems), fraction,
                      u"expect."_s + key, problems);
    }
    if (expect.contains(u"violations"_s)) {
        const QJsonArray violations =
            arrayAt(expect[u"violations"_s], u"expect.violations"_s, problems);
        for (qsizetype i = 0; i < violations.size(); ++i) {
            const QString path = u"expect.violations[%1]"_s.arg(i);
            checkKeys(objectAt(violations.at(i), path, problems), {u"who"_s}, path, problems);
        }
    }
    if (expect.contains(u"rules"_s))
        arrayAt(expect[u"rules"_s], u"expect.rules"_s, problems);
    if (expect.contains(u"outcomes"_s)) {
        const QJsonArray outcomes = arrayAt(expect[u"outcomes"_s], u"expect.outcomes"_s, problems);
        for (qsizetype i = 0; i < outcomes.size(); ++i) {
            const QString path = u"expect.outcomes[%1]"_s.arg(i);
            const QJsonObject outcome = objectAt(outcomes.at(i), path, problems);
            checkKeys(outcome, {u"condition"_s, u"chance"_s, u"strength"_s, u"probability"_s}, path,
                      problems);
            for (const QString &key : {u"chance"_s, u"probability"_s})
                checkKeys(objectAt(outcome[key], path + u'.' + key, problems), fraction,
                          path + u'.' + key, problems);
        }
    }
    if (expect.contains(u"targetMoney"_s))
        checkKeys(objectAt(expect[u"targetMoney"_s], u"expect.targetMoney"_s, problems),
                  {u"withTarget"_s, u"toBank"_s}, u"expect.targetMoney"_s, problems);
    return problems;
}

} // namespace

class TestAttackScenarios : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();

private slots:
    void everyScenarioGivesItsExpectedResult_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonObject>("file");
        const QStringList paths = test::attackScenarioFiles();
        // Today's corpus: a file lost would go unnoticed otherwise.
        QVERIFY2(paths.size() >= test::pinnedScenarioCount(u"attacks"_s),
                 qPrintable(u"%1 scenario files"_s.arg(paths.size())));
        for (const QString &path : paths) {
            const QString name = QFileInfo(path).fileName();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError,
                     qPrintable(name + u": "_s + error.errorString()));
            QTest::newRow(qPrintable(name)) << path << document.object();
        }
    }

    // The refusal quotes the immunity it rests on. The words were once read through a pointer into
    // a freed copy of the card's ability list (heap use after free under INWO_SANITIZE=ON).
    void immunityRefusalQuotesTheAbilityThatGrantsIt()
    {
        QFile file(
            QDir(scenarioDir()).filePath(u"ability-02-discordia-immune-to-government.json"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<AttackScenario> scenario = AttackScenario::fromJson(
            QJsonDocument::fromJson(file.readAll()).object(), &error, &m_resolver);
        QVERIFY2(scenario, qPrintable(error));
        const AttackResult result = adjudicate(*scenario, &m_abilities);
        QCOMPARE(result.violations.size(), 1);
        const AttackRefusal &refusal = result.violations.first();
        QCOMPARE(participantName(*scenario, refusal.who), u"Suits"_s);
        QCOMPARE(refusal.code, FactCode::ImmuneByAbility);
        QCOMPARE(refusal.rule, R54);
        const QList<CardAbility> &immunities = m_abilities.of(u"base/discordian-society"_s);
        QVERIFY(!immunities.isEmpty());
        const QString why = renderFact(refusal, *scenario);
        const auto granting =
            std::find_if(immunities.cbegin(), immunities.cend(), [&](const CardAbility &ability) {
                return why.endsWith(ability.words) && refusal.abilitySource == ability.source;
            });
        QVERIFY2(granting != immunities.cend(), qPrintable(why + u" / "_s + refusal.abilitySource));
    }

    void everyScenarioGivesItsExpectedResult()
    {
        QFETCH(QString, path);
        QFETCH(QJsonObject, file);
        QVERIFY2(!file[u"seed"_s].toString().isEmpty() || file[u"seed"_s].isArray(),
                 "every scenario names the seed passage it rests on");
        const QJsonObject expect = file[u"expect"_s].toObject();
        QVERIFY2(!expect.isEmpty(), "every scenario has its expected result");
        const QStringList problems = expectProblems(expect);
        QVERIFY2(problems.isEmpty(), test::problemsOf(path, problems).constData());
        QString error;
        const std::optional<AttackScenario> scenario =
            AttackScenario::fromJson(file, &error, &m_resolver);
        QVERIFY2(scenario, qPrintable(error));
        const AttackResult result = adjudicate(*scenario, &m_abilities);

        QString explained;
        for (const AttackLine &line : result.lines)
            explained += u"\n  %1  %2 (%3)"_s.arg(line.value)
                             .arg(renderFact(line, *scenario), factSource(line));
        for (const AttackRefusal &refusal : result.violations)
            explained += u"\n  refused %1: %2"_s.arg(participantName(*scenario, refusal.who),
                                                     renderFact(refusal, *scenario));
        const QByteArray context = explained.toUtf8();

        QVERIFY2(result.legal == expect[u"legal"_s].toBool(true), context.constData());
        if (expect.contains(u"violations"_s))
            QVERIFY2(sortedWho(result.violations, *scenario) ==
                         sortedWho(expect[u"violations"_s].toArray()),
                     qPrintable(sortedWho(result.violations, *scenario).join(u", "_s) + explained));
        // The rules the result must cite, by their identities.
        const QStringList cited = citedRules(result);
        for (const QJsonValue wanted : expect[u"rules"_s].toArray())
            QVERIFY2(cited.contains(wanted.toString()),
                     qPrintable(u"%1 not cited (cited: %2)%3"_s.arg(
                         wanted.toString(), cited.join(u", "_s), explained)));
        if (expect.contains(u"targetLosesToken"_s))
            QCOMPARE(result.targetLosesToken, expect[u"targetLosesToken"_s].toBool());
        if (expect.contains(u"destroyProbability"_s)) {
            QVERIFY(result.destroyChance.has_value());
            QCOMPARE(result.destroyChance->toString(),
                     fraction(expect[u"destroyProbability"_s].toObject()));
        }
        if (!result.legal) {
            QCOMPARE(result.probability, (Fraction{0, 1}));
            return;
        }
        for (const auto &[key, actual] :
             {std::pair{u"attack"_s, result.attack}, std::pair{u"defence"_s, result.defence},
              std::pair{u"strength"_s, result.strength}}) {
            if (expect.contains(key))
                QVERIFY2(actual == expect[key].toInt(),
                         qPrintable(u"%1 is %2, expected %3%4"_s.arg(key)
                                        .arg(actual)
                                        .arg(expect[key].toInt())
                                        .arg(explained)));
        }
        QVERIFY2(result.probability.toString() == fraction(expect[u"probability"_s].toObject()),
                 qPrintable(u"probability %1%2"_s.arg(result.probability.toString(), explained)));
        if (expect.contains(u"targetMoney"_s)) {
            const QJsonObject money = expect[u"targetMoney"_s].toObject();
            QVERIFY(result.targetMoney.has_value());
            QCOMPARE(result.targetMoney->withTarget, money[u"withTarget"_s].toInt());
            QCOMPARE(result.targetMoney->toBank, money[u"toBank"_s].toInt());
        }
        const QJsonArray outcomes = expect[u"outcomes"_s].toArray();
        if (!outcomes.isEmpty()) {
            QCOMPARE(result.outcomes.size(), outcomes.size());
            for (qsizetype i = 0; i < outcomes.size(); ++i) {
                const QJsonObject outcome = outcomes.at(i).toObject();
                QCOMPARE(result.outcomes.at(i).chance.toString(),
                         fraction(outcome[u"chance"_s].toObject()));
                QCOMPARE(result.outcomes.at(i).strength, outcome[u"strength"_s].toInt());
                QCOMPARE(result.outcomes.at(i).probability.toString(),
                         fraction(outcome[u"probability"_s].toObject()));
            }
        }
        // The lines account for the whole strength, one rule at a time.
        if (result.outcomes.isEmpty()) {
            int sum = 0;
            for (const AttackLine &line : result.lines) {
                sum += line.value;
                QVERIFY2(line.rule != RuleId::None || line.isAbility(),
                         qPrintable(renderFact(line, *scenario)));
            }
            QVERIFY2(sum == result.strength, context.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestAttackScenarios)
#include "tst_attackscenarios.moc"
