#pragma once

// A random table of real cards, for tests and benchmarks that need many positions: each player an
// Illuminati with groups hung on free arrows, one card in four with its token spent. The same
// generator state makes the same table.
#include "cards/cardabilities.h"
#include "table/position.h"

#include <QSet>

#include <algorithm>
#include <random>

namespace inwo::test {

inline Position randomTable(std::mt19937 &random, const QList<Card> &illuminati,
                            const QList<Card> &groups, int players, int groupsEach)
{
    using namespace Qt::StringLiterals;
    auto below = [&](qsizetype n) {
        return qsizetype(random() % std::uint32_t(n));
    };
    Position position;
    position.round = 3;
    int next = 0;
    auto instance = [&](const Card &card) {
        TableCard made;
        made.id.value = u"c%1"_s.arg(next++);
        made.card = card.name;
        made.cardId = card.id;
        made.type = card.type;
        made.tokensSpent = below(4) == 0 ? 1 : 0;
        return made;
    };
    for (int p = 0; p < players && !illuminati.isEmpty() && !groups.isEmpty(); ++p) {
        TablePlayer player;
        player.name = u"P%1"_s.arg(p + 1);
        player.illuminati = instance(illuminati.at(below(illuminati.size())));
        // Free arrows: (card, arrow) pairs a new group may hang on.
        QList<std::pair<InstanceId, int>> free;
        for (int a = 0; a < 4; ++a)
            free.append({player.illuminati.id, a});
        for (int g = 0; g < groupsEach && !free.isEmpty(); ++g) {
            const Card &card = groups.at(below(groups.size()));
            TableCard group = instance(card);
            const auto [master, arrow] = free.takeAt(below(free.size()));
            group.master = master;
            group.arrow = arrow;
            for (int a = 0; a < card.arrows.value_or(0); ++a)
                free.append({group.id, a});
            player.groups.append(group);
        }
        position.players.append(player);
    }
    if (!position.players.isEmpty())
        position.turnOf = position.players.first().name;
    return position;
}

// One copy of a group in play (R138): a second copy becomes a card not yet in play with at least as
// many arrows.
inline void oneCopyInPlay(Position &position, const QList<Card> &groups)
{
    QSet<QString> used;
    for (TablePlayer &player : position.players) {
        for (TableCard &group : player.groups) {
            if (!used.contains(group.cardId)) {
                used.insert(group.cardId);
                continue;
            }
            int arrows = 0;
            for (const Card &card : groups) {
                if (card.id == group.cardId)
                    arrows = card.arrows.value_or(0);
            }
            for (const Card &card : groups) {
                if (!used.contains(card.id) && card.arrows.value_or(0) >= arrows) {
                    group.card = card.name;
                    group.cardId = card.id;
                    group.type = card.type;
                    used.insert(card.id);
                    break;
                }
            }
        }
    }
}

// The cards a rich random table draws from: NWOs and linked Resources with effects the program
// applies.
struct RichTableCards
{
    QList<Card> illuminati;
    QList<Card> groups;
    QList<Card> nwos;
    QList<Card> resources;
};

inline RichTableCards richTableCards(const QList<Card> &all, const CardAbilities &abilities)
{
    RichTableCards cards;
    for (const Card &card : all) {
        if (card.type == CardType::Illuminati)
            cards.illuminati.append(card);
        else if (card.isGroup() && card.power.value)
            cards.groups.append(card);
        const QList<CardAbility> &list = abilities.of(card.id);
        const bool applied = std::any_of(list.cbegin(), list.cend(), [](const CardAbility &a) {
            return a.verified && abilityHandlerOf(a.kind, a.reach) == AbilityHandler::TableEffect;
        });
        if (applied && card.type == CardType::NewWorldOrder)
            cards.nwos.append(card);
        if (applied && card.type == CardType::Resource)
            cards.resources.append(card);
    }
    return cards;
}

// A random table of four players with every kind of change the table knows: NWOs in force,
// permanent and temporary changes a card remembers, devastation, linked Resources.
inline Position randomRichTable(std::mt19937 &random, const RichTableCards &cards)
{
    using namespace Qt::StringLiterals;
    const auto below = [&](qsizetype n) {
        return qsizetype(random() % std::uint32_t(n));
    };
    Position table = randomTable(random, cards.illuminati, cards.groups, 4, 4 + int(below(7)));
    oneCopyInPlay(table, cards.groups);
    // NWOs in force, at most one of each colour (R106), in the order played.
    for (int n = int(below(4)); n > 0; --n) {
        const Card &nwo = cards.nwos.at(below(cards.nwos.size()));
        table.playNwo({nwo.name, nwo.id, nwo.nwoColor, table.players.at(below(4)).name});
    }
    int next = 900;
    for (TablePlayer &player : table.players) {
        for (TableCard &group : player.groups) {
            // What a card remembers: alignments gained and lost, Power changes, for good or
            // for this turn (R146, R148).
            if (below(4) == 0) {
                CardChange change;
                const int kind = int(below(3));
                change.kind = kind == 0   ? CardChange::Kind::GainAlignment
                              : kind == 1 ? CardChange::Kind::LoseAlignment
                                          : CardChange::Kind::Power;
                if (kind < 2)
                    change.alignment = Alignment(below(10));
                else
                    change.power = int(below(9)) - 5;
                change.lasting =
                    below(2) ? CardChange::Lasting::ThisTurn : CardChange::Lasting::Permanent;
                change.source = u"a Plot"_s;
                group.changes.append(change);
            }
            if (group.type == CardType::Place && below(3) == 0)
                group.devastated = true;
        }
        // A Resource linked to one of his groups.
        if (!player.groups.isEmpty() && below(2) == 0) {
            const Card &card = cards.resources.at(below(cards.resources.size()));
            if (table.inPlay(card.id))
                continue;
            TableCard resource;
            resource.id.value = u"r%1"_s.arg(next++);
            resource.card = card.name;
            resource.cardId = card.id;
            resource.type = card.type;
            resource.linkedTo = player.groups.at(below(player.groups.size())).id;
            player.resources.append(resource);
        }
    }
    return table;
}

} // namespace inwo::test
