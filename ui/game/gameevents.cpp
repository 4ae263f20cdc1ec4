#include "gameevents.h"

#include "cards/cardrepository.h"
#include "table/mayact.h"

#include <QSet>

namespace inwo {

namespace {

// Who a referee's correction is written for: the player whose turn it is.
QString refereeSeat(const Position &table)
{
    if (!table.turnOf.isEmpty() || table.players.isEmpty())
        return table.turnOf;
    return table.players.first().name;
}

TableCard *cardIn(Position &table, const InstanceId &id)
{
    for (TablePlayer &player : table.players) {
        if (player.illuminati.id == id)
            return &player.illuminati;
        for (QList<TableCard> *cards : {&player.groups, &player.resources}) {
            for (TableCard &card : *cards) {
                if (card.id == id)
                    return &card;
            }
        }
    }
    for (TableCard &card : table.uncontrolled) {
        if (card.id == id)
            return &card;
    }
    return nullptr;
}

} // namespace

Play GameEvents::nextTurn(const Position &table)
{
    Play play;
    play.kind = PlayKind::Turn;
    play.player = nextTurnPlayer(table);
    // The first phase after the setting up: the Plot draw (Plan 28: its Planning).
    const QList<GamePhase> phases = phasesOf(table.rules);
    if (phases.size() > 1)
        play.phase = phases.at(1);
    return play;
}

std::optional<Play> GameEvents::nextPhase(const Position &table)
{
    const QList<GamePhase> phases = phasesOf(table.rules);
    const qsizetype at = phases.indexOf(table.phase);
    if (at < 0 || at + 1 >= phases.size())
        return std::nullopt;
    Play play;
    play.kind = PlayKind::Phase;
    play.player = refereeSeat(table);
    play.phase = phases.at(at + 1);
    return play;
}

Play GameEvents::spendToken(const Position &table, const InstanceId &card)
{
    Play play;
    play.kind = PlayKind::Action;
    play.player = controllerOf(table, card);
    play.by.kind = PlayMeans::Kind::Action;
    play.by.group = card;
    return play;
}

std::optional<Play> GameEvents::refreshToken(const Position &table, const InstanceId &card,
                                             const QString &reason)
{
    Position corrected = table;
    TableCard *refreshed = cardIn(corrected, card);
    if (!refreshed || refreshed->tokensSpent <= 0)
        return std::nullopt;
    --refreshed->tokensSpent;
    return correct(table, corrected, reason);
}

Play GameEvents::move(const Position &table, const InstanceId &group, const InstanceId &master,
                      int arrow)
{
    Play play;
    play.kind = PlayKind::Transfer;
    play.player = controllerOf(table, group);
    play.group = group;
    play.master = master;
    play.arrow = arrow;
    const QString receiver = controllerOf(table, master);
    if (receiver != play.player)
        play.to = receiver;
    return play;
}

Play GameEvents::capture(const QString &player, const InstanceId &group, const InstanceId &master,
                         int arrow)
{
    Play play;
    play.kind = PlayKind::Capture;
    play.player = player;
    play.group = group;
    play.master = master;
    play.arrow = arrow;
    return play;
}

Play GameEvents::destroy(const QString &player, const InstanceId &group)
{
    Play play;
    play.kind = PlayKind::Destroy;
    play.player = player;
    play.group = group;
    return play;
}

Play GameEvents::devastate(const QString &player, const InstanceId &group, bool devastated)
{
    Play play;
    play.kind = devastated ? PlayKind::Devastate : PlayKind::Relieve;
    play.player = player;
    play.group = group;
    return play;
}

Play GameEvents::drawPlots(const QString &player, int count)
{
    Play play;
    play.kind = PlayKind::Draw;
    play.player = player;
    play.deck = DeckKind::Plot;
    play.count = count;
    return play;
}

Play GameEvents::eliminate(const QString &by, const QString &player)
{
    Play play;
    play.kind = PlayKind::Eliminate;
    play.player = by;
    play.at = player;
    return play;
}

Play GameEvents::claim(const QString &player)
{
    Play play;
    play.kind = PlayKind::Claim;
    play.player = player;
    return play;
}

Play GameEvents::correct(const Position &table, const Position &corrected, const QString &reason)
{
    Play play;
    play.kind = PlayKind::Correct;
    play.player = refereeSeat(table);
    play.reason = reason;
    play.correction = corrected;
    return play;
}

QList<Play> GameEvents::attackWithRoll(const Position &table, const QString &attackId,
                                       const InstanceId &attacker, AttackKind kind,
                                       const InstanceId &target, const QList<InstanceId> &aiders,
                                       int die1, int die2, bool success)
{
    QList<Play> events;
    Play attack;
    attack.id = attackId;
    attack.kind = PlayKind::Attack;
    attack.player = controllerOf(table, attacker);
    attack.attacker = attacker;
    attack.attack = kind;
    attack.target = target;
    events.append(attack);
    for (const InstanceId &aider : aiders) {
        Play aid;
        aid.kind = PlayKind::Aid;
        aid.player = controllerOf(table, aider);
        aid.attackPlay = attackId;
        aid.group = aider;
        events.append(aid);
    }
    Play roll;
    roll.kind = PlayKind::Roll;
    roll.player = attack.player;
    roll.attackPlay = attackId;
    roll.dice[0] = die1;
    roll.dice[1] = die2;
    roll.success = success;
    events.append(roll);
    return events;
}

QString GameEvents::controllerOf(const Position &table, const InstanceId &card)
{
    QString controller;
    table.card(card, &controller);
    return controller;
}

std::optional<int> GameEvents::arrowsOf(const Position &table, const CardRepository &cards,
                                        const InstanceId &card)
{
    const TableCard *found = table.card(card);
    if (!found || found->cardId.isEmpty())
        return std::nullopt;
    const std::optional<Card> printed = cards.cardById(found->cardId);
    return printed ? printed->arrows : std::nullopt;
}

QList<int> GameEvents::freeArrows(const Position &table, const CardRepository &cards,
                                  const InstanceId &master, const InstanceId &moving)
{
    return table.freeArrows(master, arrowsOf(table, cards, master), moving);
}

bool GameEvents::isBelow(const Position &table, const InstanceId &id, const InstanceId &ancestor)
{
    InstanceId at = id;
    for (int depth = 0; depth < 64 && !at.isEmpty(); ++depth) {
        if (at == ancestor)
            return true;
        const TableCard *card = table.card(at);
        if (!card)
            return false;
        at = card->master.isEmpty() ? card->linkedTo : card->master;
    }
    return false;
}

Play GameEvents::withPlaysRenamed(Play play, const QHash<QString, QString> &renamed)
{
    for (QString *id : {&play.with, &play.simultaneousWith, &play.reactsTo, &play.attackPlay,
                        &play.cancels, &play.salvages, &play.corrects}) {
        if (!id->isEmpty())
            *id = renamed.value(*id, *id);
    }
    return play;
}

} // namespace inwo
