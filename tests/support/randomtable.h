#pragma once

// A random table of real cards, for tests and benchmarks that need many positions: each player an
// Illuminati with groups hung on free arrows, one card in four with its token spent. The same
// generator state makes the same table.
#include "table/position.h"

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

} // namespace inwo::test
