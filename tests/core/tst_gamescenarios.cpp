// Whole games (issue 22): every file of tests/scenarios/games/ is a game written from the seeds by
// someone who had not seen the program, turn by turn, with the table a referee expects after every
// turn. The test replays each turn's plays through the timeline resolver (applyPlay folding them
// over the table) and compares the whole table: tokens, structures, hands, Plots, NWOs, Power,
// destroyed piles. Draws and the other table events a timeline cannot record yet are the file's
// `edits`, applied at the start of their turn (format: tests/scenarios/games/README.md).
#include "bundledabilities.h"
#include "bundledcards.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "scenariofiles.h"
#include "tablecompare.h"
#include "table/tablestats.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace inwo;
using namespace Qt::StringLiterals;

namespace {

const QStringList fileKeys{u"about"_s, u"source"_s, u"rules"_s, u"position"_s, u"turns"_s};
const QStringList turnKeys{u"player"_s, u"round"_s,      u"edits"_s,
                           u"plays"_s,  u"unrecorded"_s, u"expect"_s};

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

TablePlayer *playerOf(Position &position, const QString &name)
{
    for (TablePlayer &player : position.players) {
        if (player.name == name)
            return &player;
    }
    return nullptr;
}

// A table event the timeline cannot record yet (the live game's, issue 23), applied as the
// referee would: a draw, a discard from hand. Returns what is wrong with it, if anything.
QString applyEdit(Position &position, const QJsonObject &edit, const CardNameResolver &cards)
{
    if (edit.size() != 1)
        return u"an edit is one of drawPlots, drawGroup, discardFromHand, discardPlots"_s;
    const QString kind = edit.constBegin().key();
    const QJsonObject what = edit.constBegin().value().toObject();
    TablePlayer *player = playerOf(position, what.value(u"player"_s).toString());
    if (!player)
        return u"%1: no player '%2'"_s.arg(kind, what.value(u"player"_s).toString());
    if (kind == u"drawPlots") {
        player->plotsHidden += what.value(u"count"_s).toInt();
    } else if (kind == u"drawGroup") {
        TableCard card;
        card.id.value = what.value(u"id"_s).toString();
        card.card = what.value(u"card"_s).toString();
        const NameResolution resolution =
            cards.resolve(card.card, CardNameResolver::Matching::NoFuzzy);
        if (!resolution.isResolved())
            return u"drawGroup: no card '%1'"_s.arg(card.card);
        card.cardId = resolution.card().id;
        card.type = resolution.card().type;
        player->hand.append(card);
    } else if (kind == u"discardFromHand") {
        const QString id = what.value(u"id"_s).toString();
        if (player->hand.removeIf([&](const TableCard &card) { return card.id.value == id; }) != 1)
            return u"discardFromHand: no '%1' in %2's hand"_s.arg(id, player->name);
    } else if (kind == u"discardPlots") {
        player->plotsHidden -= what.value(u"hidden"_s).toInt();
        for (const QString &name : strings(what.value(u"exposed"_s)))
            player->plotsExposed.removeOne(name);
    } else {
        return u"unknown edit '%1'"_s.arg(kind);
    }
    return {};
}

} // namespace

class TestGameScenarios : public QObject
{
    Q_OBJECT

    InMemoryCardRepository m_cards{test::bundledCards()};
    CardNameResolver m_resolver{m_cards};
    CardAbilities m_abilities = test::bundledAbilities();

private slots:
    void gameReplaysTurnByTurnToTheTableTheRefereeExpects_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = test::scenarioFiles(u"games"_s);
        QVERIFY(files.size() >= test::pinnedScenarioCount(u"games"_s));
        for (const QString &path : files)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void gameReplaysTurnByTurnToTheTableTheRefereeExpects()
    {
        QFETCH(QString, path);
        const QJsonObject game = test::readScenario(path);
        for (auto it = game.constBegin(); it != game.constEnd(); ++it)
            QVERIFY2(fileKeys.contains(it.key()), qPrintable(u"unknown key " + it.key()));
        QString error;
        std::optional<Position> table =
            Position::fromJson(game.value(u"position"_s).toObject(), &error, &m_resolver);
        QVERIFY2(table, qPrintable(error));
        const QJsonArray turns = game.value(u"turns"_s).toArray();
        QVERIFY2(turns.size() >= 12, "a game of three rounds for four players has 12 turns");
        int playsReplayed = 0;
        for (qsizetype t = 0; t < turns.size(); ++t) {
            const QJsonObject turn = turns.at(t).toObject();
            const QString where = u"turn %1 (%2)"_s.arg(t + 1).arg(turn.value(u"player"_s).toString());
            for (auto it = turn.constBegin(); it != turn.constEnd(); ++it)
                QVERIFY2(turnKeys.contains(it.key()),
                         qPrintable(where + u": unknown key " + it.key()));
            for (const QJsonValue &edit : turn.value(u"edits"_s).toArray()) {
                const QString problem = applyEdit(*table, edit.toObject(), m_resolver);
                QVERIFY2(problem.isEmpty(), qPrintable(where + u": " + problem));
            }
            const QJsonObject file{{u"position"_s, table->toJson()},
                                   {u"plays"_s, turn.value(u"plays"_s)}};
            const std::optional<Timeline> timeline = Timeline::fromJson(file, &error, &m_resolver);
            QVERIFY2(timeline, qPrintable(where + u": " + error));
            const TimelineResolution resolution = resolveTimeline(*timeline, m_cards, &m_abilities);
            QStringList refused;
            for (const ResolvedPlay &play : resolution.plays) {
                if (play.status == PlayStatus::Refused)
                    refused.append(
                        u"%1 refused (%2): %3"_s.arg(play.id, ruleCode(play.rule),
                                                     renderTableFact(play.lines.first(),
                                                                     timeline->position)));
            }
            QVERIFY2(refused.isEmpty(), qPrintable(where + u": " + refused.join(u"; "_s)));
            playsReplayed += int(resolution.plays.size());
            // The table the resolver leaves reads back as a position.
            const std::optional<Position> again = Position::fromJson(
                QJsonDocument(resolution.position.toJson()).toJson(), &error, &m_resolver);
            QVERIFY2(again, qPrintable(where + u": the table does not read back: " + error));
            table = resolution.position;
            const TableStats stats(*table, m_cards, &m_abilities);
            const QJsonObject expect = turn.value(u"expect"_s).toObject();
            QVERIFY2(expect.size() > 5, qPrintable(where + u": no table to compare"));
            const QStringList wrong = test::tableDifferences(*table, expect, stats);
            QVERIFY2(wrong.isEmpty(), qPrintable(where + u":\n  " + wrong.join(u"\n  "_s)));
        }
        QVERIFY(playsReplayed > 50);
    }
};

QTEST_GUILESS_MAIN(TestGameScenarios)
#include "tst_gamescenarios.moc"
