#include "tablebench.h"

#include "attacklist.h"
#include "benchstats.h"
#include "cardabilities.h"
#include "carddatabase.h"
#include "randomtable.h"

#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

constexpr int Players = 4;
constexpr int GroupsPerPlayer = 15;

// Four players, each an Illuminati with 15 groups of the base set with arrows (so every
// structure has room for 15), one card in four with its token spent: the same table on every run.
Position benchTable(const QList<Card> &cards)
{
    QList<Card> illuminati;
    QList<Card> groups;
    for (const Card &card : cards) {
        if (card.set != CardSet::Base)
            continue;
        if (card.type == CardType::Illuminati)
            illuminati.append(card);
        else if (card.isGroup() && card.arrows.value_or(0) > 0)
            groups.append(card);
    }
    std::mt19937 random(60);
    return test::randomTable(random, illuminati, groups, Players, GroupsPerPlayer);
}

} // namespace

QJsonObject runTableBench(bool quick)
{
    QString error;
    const BundledDataset bundled = BundledDataset::load(&error);
    const InMemoryCardRepository cards(bundled.cards);
    const CardAbilities &abilities = bundledAbilities();
    const Position table = benchTable(bundled.cards);
    int groups = 0;
    for (const TablePlayer &player : table.players)
        groups += int(player.groups.size());
    const QString player = table.players.isEmpty() ? QString() : table.players.first().name;

    std::vector<double> lists;
    AttackList list;
    for (int run = 0; run < (quick ? 1 : 15); ++run) {
        const double start = nowMs();
        list = attackOptions(table, player, cards, &abilities);
        lists.push_back(nowMs() - start);
    }
    const double listMs = percentile(lists, 50.0);
    const qsizetype options = list.legal.size() + list.refused.size();

    // The floor: every listed attack declared and adjudicated once on its own, with the aid
    // the list chose.
    std::vector<double> floors;
    int strengths = 0;
    for (int run = 0; run < (quick ? 1 : 15); ++run) {
        const double start = nowMs();
        for (const QList<AttackOption> *found : {&list.legal, &list.refused}) {
            for (const AttackOption &option : *found) {
                const DeclaredAttackScenario made = attackScenarioFrom(table, option.attack, cards);
                if (made.scenario)
                    strengths += adjudicate(*made.scenario, &abilities).strength;
            }
        }
        floors.push_back(nowMs() - start);
    }
    const double floorMs =
        strengths == std::numeric_limits<int>::min() ? 0.0 : percentile(floors, 50.0);
    const double floorUs = options > 0 ? floorMs * 1000.0 / double(options) : 0.0;
    return QJsonObject{
        {u"players"_s, int(table.players.size())},
        {u"groups"_s, groups},
        {u"attacks_listed"_s, int(options)},
        {u"legal"_s, int(list.legal.size())},
        {u"refused"_s, int(list.refused.size())},
        {u"list_ms"_s, roundMs(listMs)},
        {u"single_attack_us"_s, std::round(floorUs * 100.0) / 100.0},
        {u"floor_ms"_s, roundMs(floorMs)},
        {u"ratio_to_floor"_s, ratio(listMs, floorMs)},
        {u"target_max_list_ms"_s, MaxAttackListMs},
        {u"targets_met"_s, listMs < MaxAttackListMs && groups == Players * GroupsPerPlayer},
    };
}

} // namespace inwo::bench
