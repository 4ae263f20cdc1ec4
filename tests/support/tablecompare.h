#pragma once

// What a table is expected to be after plays, compared with the table the program works out: the
// whole-game scenarios and the timeline scenarios share it (tests/scenarios/games/README.md).
#include "table/position.h"
#include "table/tablestats.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace inwo::test {

using namespace Qt::StringLiterals;

// The keys of a table's expectation.
inline const QStringList &tableExpectKeys()
{
    static const QStringList keys{
        u"round"_s, u"turn"_s, u"tokensSpent"_s, u"plots"_s, u"hand"_s, u"nwos"_s, u"controller"_s,
        u"master"_s, u"destroyed"_s, u"power"_s, u"alignments"_s, u"uncontrolled"_s,
        // the live game's (tests/scenarios/livegames/README.md)
        u"phase"_s, u"goals"_s, u"treasury"_s, u"devastated"_s, u"eliminated"_s, u"winners"_s};
    return keys;
}

inline QStringList expectedStrings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

inline QStringList sortedStrings(QStringList list)
{
    list.sort();
    return list;
}

// Every difference between the table and what the file expects after a turn.
inline QStringList tableDifferences(const Position &table, const QJsonObject &expect,
                                    const TableStats &stats)
{
    QStringList found;
    const auto differ = [&](const QString &what, const QString &wanted, const QString &actual) {
        if (wanted != actual)
            found.append(u"%1: expected %2, the table has %3"_s.arg(what, wanted, actual));
    };
    for (auto it = expect.constBegin(); it != expect.constEnd(); ++it) {
        if (!tableExpectKeys().contains(it.key()))
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
               sortedStrings(expectedStrings(wanted.value(u"exposed"_s))).join(u", "_s),
               player ? sortedStrings(player->plotsExposed).join(u", "_s) : QString());
    }
    const QJsonObject hands = expect.value(u"hand"_s).toObject();
    for (auto it = hands.constBegin(); it != hands.constEnd(); ++it) {
        QStringList ids;
        if (const TablePlayer *player = table.player(it.key())) {
            for (const TableCard &card : player->hand)
                ids.append(card.id.value);
        }
        differ(u"hand." + it.key(), sortedStrings(expectedStrings(it.value())).join(u", "_s),
               sortedStrings(ids).join(u", "_s));
    }
    if (expect.contains(u"nwos"_s)) {
        QStringList names;
        for (const NwoInForce &nwo : table.nwos)
            names.append(nwo.card);
        differ(u"nwos"_s, expectedStrings(expect.value(u"nwos"_s)).join(u", "_s),
               names.join(u", "_s));
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
        differ(u"uncontrolled"_s,
               sortedStrings(expectedStrings(expect.value(u"uncontrolled"_s))).join(u", "_s),
               sortedStrings(ids).join(u", "_s));
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
        differ(u"alignments." + it.key(), sortedStrings(expectedStrings(it.value())).join(u", "_s),
               sortedStrings(actual).join(u", "_s));
    }
    if (expect.contains(u"phase"_s))
        differ(u"phase"_s, expect.value(u"phase"_s).toString(), codeOf(table.phase));
    const QJsonObject goals = expect.value(u"goals"_s).toObject();
    for (auto it = goals.constBegin(); it != goals.constEnd(); ++it) {
        const TablePlayer *player = table.player(it.key());
        differ(u"goals." + it.key(), sortedStrings(expectedStrings(it.value())).join(u", "_s),
               player ? sortedStrings(player->goals).join(u", "_s) : u"no such player"_s);
    }
    const QJsonObject treasuries = expect.value(u"treasury"_s).toObject();
    for (auto it = treasuries.constBegin(); it != treasuries.constEnd(); ++it) {
        QString actual = u"not on the table"_s;
        QString controller;
        if (const TableCard *card = table.card({it.key()}, &controller)) {
            const TablePlayer *player = table.player(controller);
            const bool illuminati = player && player->illuminati.id.value == it.key();
            actual = QString::number(illuminati ? player->treasury.value_or(0)
                                                : card->treasury.value_or(0));
        }
        differ(u"treasury." + it.key(), QString::number(it.value().toInt()), actual);
    }
    if (expect.contains(u"devastated"_s)) {
        QStringList ids;
        const auto note = [&](const TableCard &card) {
            if (card.devastated)
                ids.append(card.id.value);
        };
        for (const TablePlayer &player : table.players) {
            note(player.illuminati);
            for (const TableCard &card : player.groups)
                note(card);
            for (const TableCard &card : player.resources)
                note(card);
        }
        for (const TableCard &card : table.uncontrolled)
            note(card);
        differ(u"devastated"_s,
               sortedStrings(expectedStrings(expect.value(u"devastated"_s))).join(u", "_s),
               sortedStrings(ids).join(u", "_s));
    }
    if (expect.contains(u"eliminated"_s)) {
        QStringList out;
        for (const TablePlayer &player : table.players) {
            if (player.eliminated)
                out.append(player.name);
        }
        differ(u"eliminated"_s,
               sortedStrings(expectedStrings(expect.value(u"eliminated"_s))).join(u", "_s),
               sortedStrings(out).join(u", "_s));
    }
    if (expect.contains(u"winners"_s))
        differ(u"winners"_s, expectedStrings(expect.value(u"winners"_s)).join(u", "_s),
               table.winners.join(u", "_s));
    return found;
}

} // namespace inwo::test
