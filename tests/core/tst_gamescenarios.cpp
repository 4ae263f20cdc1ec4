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
const QStringList expectKeys{u"round"_s,        u"turn"_s,  u"tokensSpent"_s, u"plots"_s,
                             u"hand"_s,         u"nwos"_s,  u"controller"_s,  u"master"_s,
                             u"destroyed"_s,    u"power"_s, u"alignments"_s,  u"uncontrolled"_s};

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

// Every difference between the table and what the file expects after a turn.
QStringList differences(const Position &table, const QJsonObject &expect, const TableStats &stats)
{
    QStringList found;
    const auto differ = [&](const QString &what, const QString &wanted, const QString &actual) {
        if (wanted != actual)
            found.append(u"%1: expected %2, the table has %3"_s.arg(what, wanted, actual));
    };
    for (auto it = expect.constBegin(); it != expect.constEnd(); ++it) {
        if (!expectKeys.contains(it.key()))
            found.append(u"unknown expect key '%1'"_s.arg(it.key()));
    }
    if (expect.contains(u"round"_s))
        differ(u"round"_s, QString::number(expect.value(u"round"_s).toInt()),
               QString::number(table.round));
    if (expect.contains(u"turn"_s))
        differ(u"turn"_s, expect.value(u"turn"_s).toString(), table.turnOf);
    const QJsonObject tokens = expect.value(u"tokensSpent"_s).toObject();
    for (auto it = tokens.constBegin(); it != tokens.constEnd(); ++it) {
        const TableCard *card = table.card({it.key()});
        differ(u"tokensSpent." + it.key(), QString::number(it.value().toInt()),
               card ? QString::number(card->tokensSpent) : u"no such card"_s);
    }
    const QJsonObject plots = expect.value(u"plots"_s).toObject();
    for (auto it = plots.constBegin(); it != plots.constEnd(); ++it) {
        const TablePlayer *player = table.player(it.key());
        const QJsonObject wanted = it.value().toObject();
        differ(u"plots." + it.key() + u".hidden"_s,
               QString::number(wanted.value(u"hidden"_s).toInt()),
               player ? QString::number(player->plotsHidden) : u"no such player"_s);
        differ(u"plots." + it.key() + u".exposed"_s,
               sorted(strings(wanted.value(u"exposed"_s))).join(u", "_s),
               player ? sorted(player->plotsExposed).join(u", "_s) : QString());
    }
    const QJsonObject hands = expect.value(u"hand"_s).toObject();
    for (auto it = hands.constBegin(); it != hands.constEnd(); ++it) {
        QStringList ids;
        if (const TablePlayer *player = table.player(it.key())) {
            for (const TableCard &card : player->hand)
                ids.append(card.id.value);
        }
        differ(u"hand." + it.key(), sorted(strings(it.value())).join(u", "_s),
               sorted(ids).join(u", "_s));
    }
    if (expect.contains(u"nwos"_s)) {
        QStringList names;
        for (const NwoInForce &nwo : table.nwos)
            names.append(nwo.card);
        differ(u"nwos"_s, strings(expect.value(u"nwos"_s)).join(u", "_s), names.join(u", "_s));
    }
    const QJsonObject controllers = expect.value(u"controller"_s).toObject();
    for (auto it = controllers.constBegin(); it != controllers.constEnd(); ++it) {
        QString controller;
        const bool onTable = table.card({it.key()}, &controller) != nullptr;
        differ(u"controller." + it.key(), it.value().toString(),
               onTable ? controller : u"not on the table"_s);
    }
    const QJsonObject masters = expect.value(u"master"_s).toObject();
    for (auto it = masters.constBegin(); it != masters.constEnd(); ++it) {
        const TableCard *card = table.card({it.key()});
        const QJsonObject wanted = it.value().toObject();
        differ(u"master." + it.key(),
               u"%1 arrow %2"_s.arg(wanted.value(u"master"_s).toString())
                   .arg(wanted.value(u"arrow"_s).toInt()),
               card ? u"%1 arrow %2"_s.arg(card->master.value).arg(card->arrow)
                    : u"not on the table"_s);
    }
    if (expect.contains(u"destroyed"_s)) {
        QStringList wanted;
        for (const QJsonValue &value : expect.value(u"destroyed"_s).toArray()) {
            const QJsonObject card = value.toObject();
            wanted.append(u"%1 of %2 by %3"_s.arg(card.value(u"card"_s).toString(),
                                                   card.value(u"owner"_s).toString(),
                                                   card.value(u"destroyedBy"_s).toString()));
        }
        QStringList actual;
        for (const DestroyedCard &card : table.destroyed)
            actual.append(u"%1 of %2 by %3"_s.arg(card.card, card.owner, card.destroyedBy));
        differ(u"destroyed"_s, wanted.join(u"; "_s), actual.join(u"; "_s));
    }
    if (expect.contains(u"uncontrolled"_s)) {
        QStringList ids;
        for (const TableCard &card : table.uncontrolled)
            ids.append(card.id.value);
        differ(u"uncontrolled"_s, sorted(strings(expect.value(u"uncontrolled"_s))).join(u", "_s),
               sorted(ids).join(u", "_s));
    }
    const QJsonObject powers = expect.value(u"power"_s).toObject();
    for (auto it = powers.constBegin(); it != powers.constEnd(); ++it) {
        const std::optional<EffectiveGroup> group = stats.group({it.key()});
        differ(u"power." + it.key(), QString::number(it.value().toInt()),
               group ? QString::number(group->power) : u"no such card"_s);
    }
    const QJsonObject alignments = expect.value(u"alignments"_s).toObject();
    for (auto it = alignments.constBegin(); it != alignments.constEnd(); ++it) {
        QStringList actual;
        if (const std::optional<EffectiveGroup> group = stats.group({it.key()})) {
            for (const Alignment alignment : group->alignments)
                actual.append(codeOf(alignment));
        }
        differ(u"alignments." + it.key(), sorted(strings(it.value())).join(u", "_s),
               sorted(actual).join(u", "_s));
    }
    return found;
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
            const QStringList wrong = differences(*table, expect, stats);
            QVERIFY2(wrong.isEmpty(), qPrintable(where + u":\n  " + wrong.join(u"\n  "_s)));
        }
        QVERIFY(playsReplayed > 50);
    }
};

QTEST_GUILESS_MAIN(TestGameScenarios)
#include "tst_gamescenarios.moc"
