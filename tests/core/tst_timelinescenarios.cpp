// Timeline scenarios (issue 13): every file of tests/scenarios/timeline/ is a timing dispute
// written from the seeds (format: tests/scenarios/timeline/README.md). The test lists the folder
// itself, so no case is silently skipped, and checks only what each file's `expect` gives.
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "scenariofiles.h"
#include "table/tablestats.h"
#include "tablecompare.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

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

// What a play did, as the test prints it when a case fails.
QString describe(const ResolvedPlay &play)
{
    QStringList items;
    for (const PlayItem &item : play.items)
        items.append(u"%1 %2 %3"_s.arg(codeOf(item.kind),
                                       item.card.isEmpty() ? item.name : item.card.value,
                                       codeOf(item.fate)));
    return u"%1: %2 %3 [%4]"_s.arg(play.id, codeOf(play.status), ruleCode(play.rule),
                                   items.join(u", "_s));
}

bool hasItem(const ResolvedPlay &play, const QJsonObject &wanted)
{
    const QString kind = wanted.value(u"item"_s).toString();
    const QString card = wanted.value(u"card"_s).toString();
    const QString fate = wanted.value(u"fate"_s).toString();
    for (const PlayItem &item : play.items) {
        if (codeOf(item.kind) != kind || codeOf(item.fate) != fate)
            continue;
        if (wanted.contains(u"owner"_s) && item.owner != wanted.value(u"owner"_s).toString())
            continue;
        if (item.card.value == card ||
            CardNameResolver::keyOf(item.name) == CardNameResolver::keyOf(card))
            return true;
    }
    return false;
}

const TableCard *cardOf(const Position &position, const QString &id, QString *controller)
{
    if (const TableCard *card = position.card({id}, controller))
        return card;
    return nullptr;
}

// What is wrong with the shape of `expect` (tests/scenarios/timeline/README.md): a key it does
// not list, at any level, or a value of the wrong kind; an entry that checks nothing.
QStringList expectProblems(const QJsonObject &expect)
{
    using test::arrayAt, test::checkKeys, test::objectAt;
    QStringList problems;
    checkKeys(expect,
              {u"plays"_s, u"tokensSpent"_s, u"plots"_s, u"hand"_s, u"nwos"_s, u"controller"_s,
               u"alignments"_s, u"master"_s, u"destroyed"_s, u"uncontrolled"_s, u"power"_s,
               u"round"_s, u"turn"_s},
              u"expect"_s, problems);
    const auto entries = [&](const QString &key) {
        return expect.contains(key) ? objectAt(expect.value(key), u"expect."_s + key, problems)
                                    : QJsonObject();
    };
    const QJsonObject plays = entries(u"plays"_s);
    for (auto it = plays.constBegin(); it != plays.constEnd(); ++it) {
        const QString path = u"expect.plays."_s + it.key();
        const QJsonObject play = objectAt(it.value(), path, problems);
        checkKeys(play,
                  {u"status"_s, u"rule"_s, u"cancelledBy"_s, u"items"_s, u"strength"_s, u"chance"_s,
                   u"strengthKnown"_s},
                  path, problems);
        if (play.isEmpty())
            problems.append(path + u" checks nothing"_s);
        const QJsonArray items = play.contains(u"items"_s)
                                     ? arrayAt(play.value(u"items"_s), path + u".items"_s, problems)
                                     : QJsonArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString itemPath = u"%1.items[%2]"_s.arg(path).arg(i);
            const QJsonObject item = objectAt(items.at(i), itemPath, problems);
            checkKeys(item, {u"item"_s, u"card"_s, u"fate"_s, u"owner"_s}, itemPath, problems);
            for (const QString &key : {u"item"_s, u"card"_s, u"fate"_s}) {
                if (!item.contains(key))
                    problems.append(itemPath + u" has no "_s + key);
            }
        }
    }
    const QJsonObject plots = entries(u"plots"_s);
    for (auto it = plots.constBegin(); it != plots.constEnd(); ++it) {
        const QString path = u"expect.plots."_s + it.key();
        const QJsonObject wanted = objectAt(it.value(), path, problems);
        checkKeys(wanted, {u"hidden"_s, u"exposed"_s}, path, problems);
        if (wanted.isEmpty())
            problems.append(path + u" checks nothing"_s);
    }
    for (const QString &key : {u"hand"_s, u"alignments"_s}) {
        const QJsonObject lists = entries(key);
        for (auto it = lists.constBegin(); it != lists.constEnd(); ++it)
            arrayAt(it.value(), u"expect.%1.%2"_s.arg(key, it.key()), problems);
    }
    if (expect.contains(u"nwos"_s))
        arrayAt(expect.value(u"nwos"_s), u"expect.nwos"_s, problems);
    entries(u"tokensSpent"_s);
    entries(u"controller"_s);
    return problems;
}

} // namespace

class TestTimelineScenarios : public QObject
{
    Q_OBJECT

private:
    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();

private slots:
    void folderHoldsTheCasesTheIssueAsks()
    {
        // Today's files: a file lost fails here.
        QVERIFY(test::scenarioFiles(u"timeline"_s).size() >=
                test::pinnedScenarioCount(u"timeline"_s));
        int chains = 0;
        int plan28 = 0;
        for (const QString &path : test::scenarioFiles(u"timeline"_s)) {
            const QString name = QFileInfo(path).fileName();
            chains += name.startsWith(u"chain-"_s) ? 1 : 0;
            plan28 += name.startsWith(u"plan28-"_s) ? 1 : 0;
        }
        QVERIFY(chains >= 5);
        QVERIFY(plan28 >= 1);
    }

    void timelineScenario_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList paths = test::scenarioFiles(u"timeline"_s);
        QVERIFY(paths.size() >= test::pinnedScenarioCount(u"timeline"_s));
        for (const QString &path : paths)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void timelineScenario()
    {
        QFETCH(QString, path);
        const QJsonObject scenario = test::readScenario(path);
        QStringList problems;
        test::checkKeys(scenario, {u"about"_s, u"source"_s, u"rules"_s, u"timeline"_s, u"expect"_s},
                        u"$"_s, problems);
        const QJsonObject expect = scenario.value(u"expect"_s).toObject();
        if (expect.isEmpty())
            problems.append(u"expect is empty: the file would check nothing"_s);
        problems += expectProblems(expect);
        QVERIFY2(problems.isEmpty(), test::problemsOf(path, problems).constData());
        QVERIFY(!scenario.value(u"about"_s).toString().isEmpty());
        QVERIFY(!scenario.value(u"source"_s).toString().isEmpty());
        const QStringList rules = strings(scenario.value(u"rules"_s));
        QVERIFY(!rules.isEmpty());
        for (const QString &code : rules)
            QVERIFY2(ruleFromCode(code), qPrintable(code));

        QString error;
        const std::optional<Timeline> timeline =
            Timeline::fromJson(scenario.value(u"timeline"_s).toObject(), &error, &m_resolver);
        QVERIFY2(timeline, qPrintable(error));
        const TimelineResolution resolution = resolveTimeline(*timeline, m_cards, &m_abilities);
        QCOMPARE(resolution.plays.size(), timeline->plays.size());

        QSet<QString> rulesSeen;
        QStringList report;
        for (const ResolvedPlay &play : resolution.plays) {
            report.append(describe(play));
            for (const TableFact &line : play.lines) {
                if (line.rule != RuleId::None)
                    rulesSeen.insert(ruleCode(line.rule));
            }
            // An attack's adjudication on the table is the resolver's too.
            if (play.adjudication) {
                for (const AttackFact &line :
                     play.adjudication->lines + play.adjudication->violations)
                    rulesSeen.insert(ruleCode(line.rule));
            }
        }
        const QByteArray what = report.join(u"\n  "_s).toUtf8();

        const QJsonObject plays = expect.value(u"plays"_s).toObject();
        qsizetype checked = 0;
        for (auto it = plays.constBegin(); it != plays.constEnd(); ++it) {
            const int index = timeline->indexOf(it.key());
            QVERIFY2(index >= 0, qPrintable(u"no play "_s + it.key()));
            const ResolvedPlay &play = resolution.plays.at(index);
            const QJsonObject wanted = it.value().toObject();
            const QByteArray whereBytes = (it.key() + u":\n  "_s).toUtf8() + what;
            const char *where = whereBytes.constData();
            if (wanted.contains(u"status"_s))
                QVERIFY2(codeOf(play.status) == wanted.value(u"status"_s).toString(), where);
            if (wanted.contains(u"rule"_s))
                QVERIFY2(ruleCode(play.rule) == wanted.value(u"rule"_s).toString(), where);
            if (wanted.contains(u"cancelledBy"_s))
                QVERIFY2(play.cancelledBy == wanted.value(u"cancelledBy"_s).toString(), where);
            // An attack: as adjudicated on the table at its dice, with its parts.
            if (wanted.contains(u"strength"_s) || wanted.contains(u"chance"_s) ||
                wanted.contains(u"strengthKnown"_s))
                QVERIFY2(play.adjudication, where);
            if (wanted.contains(u"strength"_s))
                QVERIFY2(play.adjudication->strength == wanted.value(u"strength"_s).toInt(),
                         qPrintable(u"strength %1\n  "_s.arg(play.adjudication->strength) +
                                    QString::fromUtf8(whereBytes)));
            if (wanted.contains(u"chance"_s))
                QVERIFY2(play.adjudication->probability.toString() ==
                             wanted.value(u"chance"_s).toString(),
                         qPrintable(u"chance "_s + play.adjudication->probability.toString()));
            if (wanted.contains(u"strengthKnown"_s))
                QVERIFY2(play.strengthKnown == wanted.value(u"strengthKnown"_s).toBool(), where);
            for (const QJsonValue &item : wanted.value(u"items"_s).toArray())
                QVERIFY2(hasItem(play, item.toObject()),
                         QByteArray(whereBytes + "\n  wanted " +
                                    QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact))
                             .constData());
            ++checked;
        }
        QCOMPARE(checked, plays.size());

        const Position &position = resolution.position;
        const QJsonObject tokens = expect.value(u"tokensSpent"_s).toObject();
        for (auto it = tokens.constBegin(); it != tokens.constEnd(); ++it) {
            const TableCard *card = cardOf(position, it.key(), nullptr);
            QVERIFY2(card, qPrintable(it.key()));
            QVERIFY2(card->tokensSpent == it.value().toInt(),
                     qPrintable(u"%1 spent %2\n  %3"_s.arg(it.key())
                                    .arg(card->tokensSpent)
                                    .arg(QString::fromUtf8(what))));
        }
        const QJsonObject plots = expect.value(u"plots"_s).toObject();
        for (auto it = plots.constBegin(); it != plots.constEnd(); ++it) {
            const TablePlayer *player = position.player(it.key());
            QVERIFY2(player, qPrintable(it.key()));
            const QJsonObject wanted = it.value().toObject();
            if (wanted.contains(u"hidden"_s))
                QVERIFY2(player->plotsHidden == wanted.value(u"hidden"_s).toInt(),
                         qPrintable(u"%1 holds %2 hidden\n  %3"_s.arg(it.key())
                                        .arg(player->plotsHidden)
                                        .arg(QString::fromUtf8(what))));
            if (wanted.contains(u"exposed"_s)) {
                QStringList exposed;
                for (const QString &name : strings(wanted.value(u"exposed"_s)))
                    exposed.append(CardNameResolver::keyOf(name));
                QStringList actual;
                for (const QString &name : player->plotsExposed)
                    actual.append(CardNameResolver::keyOf(name));
                QCOMPARE(sorted(actual), sorted(exposed));
            }
        }
        const QJsonObject hands = expect.value(u"hand"_s).toObject();
        for (auto it = hands.constBegin(); it != hands.constEnd(); ++it) {
            const TablePlayer *player = position.player(it.key());
            QVERIFY2(player, qPrintable(it.key()));
            QStringList ids;
            for (const TableCard &card : player->hand)
                ids.append(card.id.value);
            QCOMPARE(sorted(ids), sorted(strings(it.value())));
        }
        if (expect.contains(u"nwos"_s)) {
            QStringList names;
            for (const NwoInForce &nwo : position.nwos)
                names.append(CardNameResolver::keyOf(nwo.card));
            QStringList wanted;
            for (const QString &name : strings(expect.value(u"nwos"_s)))
                wanted.append(CardNameResolver::keyOf(name));
            QCOMPARE(names, wanted);
        }
        const QJsonObject controllers = expect.value(u"controller"_s).toObject();
        for (auto it = controllers.constBegin(); it != controllers.constEnd(); ++it) {
            // "" (nobody) may be a card that left the table, but never one the timeline never had.
            QVERIFY2(cardOf(timeline->position, it.key(), nullptr) ||
                         timeline->position.handCard({it.key()}),
                     qPrintable(it.key() + u" is not a card of this timeline"_s));
            QString controller;
            const TableCard *card = cardOf(position, it.key(), &controller);
            QVERIFY2(card || it.value().toString().isEmpty(),
                     qPrintable(it.key() + u" is not on the table"_s));
            QCOMPARE(controller, it.value().toString());
        }
        const QJsonObject alignments = expect.value(u"alignments"_s).toObject();
        if (!alignments.isEmpty()) {
            const TableStats stats(position, m_cards, &m_abilities);
            for (auto it = alignments.constBegin(); it != alignments.constEnd(); ++it) {
                const std::optional<EffectiveGroup> group = stats.group({it.key()});
                QVERIFY2(group, qPrintable(it.key()));
                QStringList codes;
                for (const Alignment alignment : group->alignments)
                    codes.append(codeOf(alignment));
                QCOMPARE(sorted(codes), sorted(strings(it.value())));
            }
        }
        // The table's other expectations, as whole-game scenarios write them.
        QJsonObject table;
        for (const QString &key :
             {u"master"_s, u"destroyed"_s, u"uncontrolled"_s, u"power"_s, u"round"_s, u"turn"_s}) {
            if (expect.contains(key))
                table.insert(key, expect.value(key));
        }
        if (!table.isEmpty()) {
            const TableStats stats(position, m_cards, &m_abilities);
            const QStringList wrong = test::tableDifferences(position, table, stats);
            QVERIFY2(wrong.isEmpty(),
                     qPrintable(wrong.join(u"\n  "_s) + u"\n  "_s + QString::fromUtf8(what)));
        }
        for (const QString &code : rules)
            QVERIFY2(rulesSeen.contains(code),
                     qPrintable(code + u" is not among the resolver's lines\n  "_s +
                                QString::fromUtf8(what)));
    }
};

QTEST_GUILESS_MAIN(TestTimelineScenarios)
#include "tst_timelinescenarios.moc"
