// The engine's facts: every line and refusal has a rule identity, a sentence in English and in
// German, and nothing about the result depends on the language it is read in (issue 10).
#include "attack/attackengine.h"
#include "rules/ruleids.h"
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "german.h"
#include "scenariofiles.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

// Sentences that read the same in both languages: names and numbers only.
const QSet<QString> sameInGerman{u"%1: %2 (%3)"_s};

} // namespace

class TestAttackFacts : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();

    // Every scenario of the corpus with its adjudication.
    QList<std::pair<AttackScenario, AttackResult>> corpus()
    {
        QList<std::pair<AttackScenario, AttackResult>> all;
        for (const QString &name : test::attackScenarioFiles()) {
            QFile file(name);
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(name));
            QString error;
            const auto scenario = AttackScenario::fromJson(file.readAll(), &error, &m_resolver);
            if (!scenario)
                qFatal("%s: %s", qPrintable(name), qPrintable(error));
            all.append({*scenario, adjudicate(*scenario, &m_abilities)});
        }
        return all;
    }

    // The typed part of a result, as a program reads it (the CLI's JSON without its words).
    static QStringList typed(const AttackResult &result)
    {
        QStringList facts;
        const auto add = [&facts](const QString &kind, const AttackFact &fact) {
            facts.append(
                u"%1 %2 %3 %4/%5 %6 %7"_s
                    .arg(kind, ruleCode(fact.rule), factCodeName(fact.code), codeOf(fact.who.role))
                    .arg(fact.who.index)
                    .arg(fact.value)
                    .arg(fact.abilityCard));
        };
        for (const AttackFact &fact : result.lines)
            add(u"line"_s, fact);
        for (const AttackFact &fact : result.violations)
            add(u"refused"_s, fact);
        facts.append(u"%1 %2 %3 %4"_s.arg(result.attack)
                         .arg(result.defence)
                         .arg(result.strength)
                         .arg(result.probability.toString()));
        return facts;
    }

private slots:
    void everyFactCodeHasOneSentenceAndOneName()
    {
        const QList<FactCode> codes = allFactCodes();
        QSet<QString> names;
        for (qsizetype i = 0; i < codes.size(); ++i) {
            QCOMPARE(int(codes.at(i)), int(i)); // the table is in the enum's order
            QVERIFY(qstrlen(factPattern(codes.at(i))) > 0);
            names.insert(factCodeName(codes.at(i)));
        }
        QCOMPARE(names.size(), codes.size());
    }

    void everyFactCodeHasAGermanSentence()
    {
        test::GermanTranslation german;
        QVERIFY2(german.isInstalled(), "the German translation is built beside the program");
        for (const FactCode code : allFactCodes()) {
            const char *pattern = factPattern(code);
            const QString translated = QCoreApplication::translate("AttackFact", pattern);
            if (sameInGerman.contains(QString::fromUtf8(pattern)))
                continue;
            QVERIFY2(translated != QString::fromUtf8(pattern), pattern);
        }
    }

    void everyLineAndRefusalCitesARuleOrACard()
    {
        for (const auto &[scenario, result] : corpus()) {
            for (const QList<AttackFact> *facts : {&result.lines, &result.violations}) {
                for (const AttackFact &fact : *facts) {
                    QVERIFY2(fact.rule != RuleId::None || fact.isAbility(),
                             qPrintable(renderFact(fact, scenario)));
                    if (fact.rule != RuleId::None) {
                        QVERIFY(int(fact.rule) >= 1 && int(fact.rule) <= RuleCount);
                        QVERIFY(!factSource(fact).isEmpty());
                        // A rule's passage, or for a card's ability where the ability is written.
                        QVERIFY(fact.isAbility() ? !factLocation(fact).isEmpty()
                                                 : factLocation(fact).contains(u".txt"_s));
                    }
                }
            }
        }
    }

    // Rendering in German rewords every sentence; the facts a program reads stay the same.
    void germanRewordsEverySentenceAndChangesNoFact()
    {
        const auto english = corpus();
        QStringList englishText;
        for (const auto &[scenario, result] : english) {
            for (const AttackFact &fact : result.lines)
                englishText.append(renderFact(fact, scenario));
        }
        test::GermanTranslation german;
        QVERIFY(german.isInstalled());
        const auto inGerman = corpus();
        QCOMPARE(inGerman.size(), english.size());
        qsizetype line = 0;
        int reworded = 0;
        for (qsizetype i = 0; i < english.size(); ++i) {
            QCOMPARE(typed(inGerman.at(i).second), typed(english.at(i).second));
            for (const AttackFact &fact : inGerman.at(i).second.lines) {
                const QString text = renderFact(fact, inGerman.at(i).first);
                if (text != englishText.at(line))
                    ++reworded;
                else
                    QVERIFY2(sameInGerman.contains(QString::fromUtf8(factPattern(fact.code))),
                             qPrintable(text));
                ++line;
            }
        }
        QVERIFY(reworded > 1000);
    }

    void sourcesNameTheRulesTextNotAFile()
    {
        test::GermanTranslation german;
        AttackFact fact;
        fact.rule = R11;
        QCOMPARE(factSource(fact), u"INWO-Regelheft (Zeile 125)"_s);
        QCOMPARE(factLocation(fact), u"000_42f3d193c8c5ff8e.txt:125"_s);
    }
};

QTEST_GUILESS_MAIN(TestAttackFacts)
#include "tst_attackfacts.moc"
