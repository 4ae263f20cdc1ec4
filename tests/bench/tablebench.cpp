#include "tablebench.h"

#include "benchstats.h"
#include "carddatabase.h"
#include "cards/cardabilities.h"
#include "randomtable.h"
#include "table/attacklist.h"
#include "table/goals.h"
#include "table/tablestats.h"

#include <algorithm>
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
    Position table = test::randomTable(random, illuminati, groups, Players, GroupsPerPlayer);
    // Three NWOs in force, so every group's numbers go through them (R109).
    for (const Card &card : cards) {
        if (card.name == u"Gun Control" || card.name == u"Energy Crisis" ||
            card.name == u"Military-Industrial Complex")
            table.playNwo({card.name, card.id, card.nwoColor, table.players.first().name});
    }
    return table;
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

    const GoalRules &goals = bundledGoalRules();
    const int runs = quick ? 1 : 15;
    std::vector<double> lists;
    AttackList list;
    for (int run = 0; run < runs; ++run) {
        const double start = nowMs();
        list = attackOptions(table, player, cards, &abilities);
        lists.push_back(nowMs() - start);
    }
    const double listMs = percentile(lists, 50.0);
    const qsizetype options = list.legal.size() + list.refused.size();
    // The list as the window and `inwo attacks` give it: with what each success does to the
    // goals, a win first.
    std::vector<double> goalLists;
    int wins = 0;
    for (int run = 0; run < runs; ++run) {
        const double start = nowMs();
        const AttackList withGoals =
            attackOptions(table, player, cards, &abilities, &goals, AttackOrder::GoalEffect);
        goalLists.push_back(nowMs() - start);
        wins = int(std::count_if(withGoals.legal.cbegin(), withGoals.legal.cend(),
                                 [](const AttackOption &option) { return option.onSuccess.wins; }));
    }
    const double goalListMs = percentile(goalLists, 50.0);
    // Goal evaluation of the whole table: every player's count, goals and the victory.
    std::vector<double> evaluations;
    int counted = 0;
    for (int run = 0; run < (quick ? 3 : 101); ++run) {
        const double start = nowMs();
        const GoalReport report = evaluateGoals(table, cards, &abilities, goals);
        evaluations.push_back(nowMs() - start);
        for (const PlayerGoals &goalsOf : report.players)
            counted += goalsOf.count;
    }
    const double goalsMs = counted < 0 ? 0.0 : percentile(evaluations, 50.0);

    // The floor: every listed attack declared and adjudicated once on its own, with the aid
    // the list chose.
    std::vector<double> floors;
    int strengths = 0;
    const TableStats stats(table, cards, &abilities);
    for (int run = 0; run < runs; ++run) {
        const double start = nowMs();
        for (const QList<AttackOption> *found : {&list.legal, &list.refused}) {
            for (const AttackOption &option : *found) {
                const DeclaredAttackScenario made = attackScenarioFrom(stats, option.attack);
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
        {u"nwos_in_force"_s, int(table.nwos.size())},
        {u"list_with_goals_ms"_s, roundMs(goalListMs)},
        {u"list_with_goals_ratio_to_floor"_s, ratio(goalListMs, floorMs)},
        {u"winning_attacks"_s, wins},
        {u"goal_evaluation_ms"_s, std::round(goalsMs * 1000.0) / 1000.0},
        {u"goal_evaluation_over_single_attack"_s, ratio(goalsMs * 1000.0, floorUs)},
        {u"target_max_list_ms"_s, MaxAttackListMs},
        {u"targets_met"_s, listMs < MaxAttackListMs && goalListMs < MaxAttackListMs &&
                               groups == Players * GroupsPerPlayer},
    };
}

} // namespace inwo::bench
