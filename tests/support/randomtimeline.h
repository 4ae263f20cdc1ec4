#pragma once

// A random timeline of real cards, for the property tests and the benchmark: a random table
// (randomtable.h) and plays made on it in turn: attacks with aid, defence and Plots, alignment
// changes, NWOs, Plots bought and discarded, cancels of earlier plays, and the dice. Many of the
// plays the rules refuse (a token already spent, a cancel after the dice): the resolver must say
// so. The same generator state makes the same timeline.
#include "randomtable.h"
#include "timeline/timeline.h"

#include <QSet>

#include <random>

namespace inwo::test {

struct RandomTimelineCards
{
    QList<Card> illuminati;
    QList<Card> groups;
    QList<Card> plots; // any Plots: the +10s and cancels of a game
    QList<Card> nwos;
};

inline RandomTimelineCards randomTimelineCards(const QList<Card> &cards)
{
    RandomTimelineCards out;
    for (const Card &card : cards) {
        if (card.type == CardType::Illuminati)
            out.illuminati.append(card);
        else if ((card.type == CardType::Organization || card.type == CardType::Personality ||
                  card.type == CardType::Place) &&
                 card.power.value && card.resistance.value)
            out.groups.append(card);
        else if (card.type == CardType::Plot)
            out.plots.append(card);
        else if (card.type == CardType::NewWorldOrder && card.nwoColor)
            out.nwos.append(card);
    }
    return out;
}

inline Timeline randomTimeline(std::mt19937 &random, const RandomTimelineCards &cards, int players,
                               int groupsEach, int plays)
{
    using namespace Qt::StringLiterals;
    auto below = [&](qsizetype n) {
        return n <= 0 ? qsizetype(0) : qsizetype(random() % std::uint32_t(n));
    };
    Timeline timeline;
    timeline.position = randomTable(random, cards.illuminati, cards.groups, players, groupsEach);
    timeline.position.turnOf = timeline.position.players.first().name;
    oneCopyInPlay(timeline.position, cards.groups);
    for (TablePlayer &player : timeline.position.players)
        player.plotsHidden = 500; // plenty: the plays are about timing, not about running out
    const auto groupsOf = [&](int p) {
        QList<InstanceId> ids{timeline.position.players.at(p).illuminati.id};
        for (const TableCard &group : timeline.position.players.at(p).groups)
            ids.append(group.id);
        return ids;
    };
    const auto anyOf = [&](const QList<InstanceId> &ids) {
        return ids.at(below(ids.size()));
    };
    const auto plotPlay = [&](Play &play) {
        const Card &plot = cards.plots.at(below(cards.plots.size()));
        play.by.kind = PlayMeans::Kind::Plot;
        play.by.plot = plot.name;
        play.by.plotId = plot.id;
    };
    int openAttack = -1;
    int attacking = 0; // the player of the open attack
    int turn = 0;      // whose turn it is
    // Groups that have acted since their player's turn began: most plays pick groups that have
    // not, as players do, so the timeline is mostly plays the rules allow.
    QSet<QString> acted;
    const auto fresh = [&](const QList<InstanceId> &ids) {
        QList<InstanceId> left;
        for (const InstanceId &id : ids) {
            if (!acted.contains(id.value))
                left.append(id);
        }
        const InstanceId chosen = left.isEmpty() || below(10) == 0 ? anyOf(ids) : anyOf(left);
        acted.insert(chosen.value);
        return chosen;
    };
    for (int i = 0; i < plays; ++i) {
        Play play;
        play.id = u"p%1"_s.arg(i + 1);
        if (i > 0 && i % 25 == 0 && openAttack < 0) {
            // The player whose turn ends keeps no more than 5 Plots (R153).
            Play discard;
            discard.id = play.id + u"d"_s;
            discard.kind = PlayKind::Discard;
            discard.player = timeline.position.players.at(turn).name;
            discard.downTo = 5;
            timeline.plays.append(discard);
            // The next player's turn: his groups act again.
            turn = (turn + 1) % players;
            play.kind = PlayKind::Turn;
            play.player = timeline.position.players.at(turn).name;
            for (const InstanceId &id : groupsOf(turn))
                acted.remove(id.value);
            timeline.plays.append(play);
            continue;
        }
        const int p = below(3) == 0 ? int(below(players)) : turn;
        play.player = timeline.position.players.at(p).name;
        const int rival = (p + 1 + int(below(players - 1))) % players;
        const qsizetype roll = below(100);
        if (openAttack >= 0 && roll < 45) {
            const Play &attack = timeline.plays.at(openAttack);
            if (roll < 15) {
                play.kind = PlayKind::Aid;
                play.player = attack.player;
                play.attackPlay = attack.id;
                play.group = fresh(groupsOf(attacking));
            } else if (roll < 25) {
                play.kind = PlayKind::Defend;
                play.side = AttackSide::Defence;
                play.attackPlay = attack.id;
                play.group = fresh(groupsOf(p));
            } else if (roll < 35) {
                play.kind = PlayKind::Plot;
                play.with = attack.id;
                play.player = attack.player;
                plotPlay(play);
            } else {
                play.kind = PlayKind::Roll;
                play.attackPlay = attack.id;
                play.dice[0] = int(below(6)) + 1;
                play.dice[1] = int(below(6)) + 1;
                play.success = play.dice[0] + play.dice[1] <= 7;
                openAttack = -1;
            }
        } else if (roll < 60 && !timeline.plays.isEmpty()) {
            // Mostly a recent play, as at the table.
            play.kind = PlayKind::Cancel;
            const qsizetype recent = std::min<qsizetype>(timeline.plays.size(), 6);
            play.cancels = timeline.plays
                               .at(below(3) == 0 ? below(timeline.plays.size())
                                                 : timeline.plays.size() - 1 - below(recent))
                               .id;
            plotPlay(play);
        } else if (roll < 72) {
            play.kind = PlayKind::Attack;
            play.attack = below(3) == 0 ? AttackKind::Destroy : AttackKind::Control;
            play.attacker = fresh(groupsOf(p));
            const QList<InstanceId> targets = groupsOf(rival).mid(1);
            if (targets.isEmpty())
                continue;
            play.target = anyOf(targets);
            openAttack = int(timeline.plays.size());
            attacking = p;
        } else if (roll < 82) {
            play.kind = PlayKind::Change;
            const QList<InstanceId> changed = groupsOf(rival).mid(1);
            if (changed.isEmpty())
                continue;
            play.group = anyOf(changed);
            play.gain = Alignment(below(10));
            play.lasting =
                below(2) ? CardChange::Lasting::ThisTurn : CardChange::Lasting::Permanent;
            plotPlay(play);
        } else if (roll < 88 && !cards.nwos.isEmpty()) {
            const Card &nwo = cards.nwos.at(below(cards.nwos.size()));
            play.kind = PlayKind::Nwo;
            play.card = nwo.name;
            play.cardId = nwo.id;
        } else if (roll < 94) {
            play.kind = PlayKind::BuyPlots;
            play.tokens = {timeline.position.players.at(p).illuminati.id};
        } else {
            play.kind = PlayKind::Discard;
        }
        timeline.plays.append(play);
    }
    return timeline;
}

} // namespace inwo::test
