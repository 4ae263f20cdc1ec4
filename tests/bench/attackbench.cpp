#include "attackbench.h"

#include "attack/attackengine.h"
#include "benchstats.h"
#include "rules/rulesetprofile.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

AttackGroup group(const QString &name, int power, int global, int resistance,
                  QList<Alignment> alignments)
{
    AttackGroup g;
    g.name = name;
    g.power = power;
    g.globalPower = global;
    g.resistance = resistance;
    for (const Alignment alignment : alignments)
        g.alignments.append({alignment, false});
    return g;
}

// Six groups: attacker, two aiders, the target, its master and one more defender.
AttackScenario sixGroupAttack()
{
    AttackScenario s;
    s.kind = AttackKind::Control;
    s.attacker = group(u"The CIA"_s, 6, 4, 5, {Alignment::Government, Alignment::Violent});
    s.attacker->modifiers.append(StatModifier::of(StatModifier::Op::Multiply, 2, false,
                                                  u"Power Grab"_s, StatModifier::Stat::Power,
                                                  StatModifier::Use::Attack));
    s.aiding = {group(u"The FBI"_s, 4, 2, 6, {Alignment::Government, Alignment::Straight}),
                group(u"Orbital Mind Control Lasers"_s, 4, 4, 0, {})};
    static_cast<AttackGroup &>(s.target) =
        group(u"The Pentagon"_s, 6, 2, 6, {Alignment::Government, Alignment::Violent});
    s.target.closeness = 2;
    s.target.master = group(u"The Military"_s, 5, 0, 3, {Alignment::Violent});
    AttackGroup self = s.target;
    self.relation = DefenceRelation::Target;
    AttackGroup master = *s.target.master;
    master.relation = DefenceRelation::Master;
    AttackGroup other = group(u"The Mafia"_s, 7, 0, 7, {Alignment::Criminal, Alignment::Violent});
    other.relation = DefenceRelation::Other;
    s.defending = {self, master, other};
    s.plays = {{u"attacker"_s, AttackSide::Attack, u"Bribery"_s, 10, false, {}},
               {u"defender"_s, AttackSide::Defence, u"Media Campaign"_s, 5, false, {}}};
    return s;
}

// The floor: the same totals with the rules already decided (+4 for each of the two alignments
// the attacker shares with the target, Government and Violent).
int handSummed(const AttackScenario &s)
{
    const int attack =
        *s.attacker->power * 2 + 8 + *s.aiding[0].power + *s.aiding[1].globalPower + s.plays[0].add;
    const int defence = *s.target.resistance + 4 + 5 + 2 * *s.target.power +
                        *s.target.master->power + *s.defending[2].power + s.plays[1].add;
    return attack - defence;
}

} // namespace

QJsonObject runAttackBench(bool quick)
{
    const AttackScenario scenario = sixGroupAttack();
    const AttackResult check = adjudicate(scenario);
    const double budgetMs = quick ? 50.0 : 1500.0;

    long long checksum = 0;
    // Runs `work` in batches until `budget` ms have passed; returns how many ran per second.
    const auto perSecondOf = [](double budget, int batch, const auto &work) {
        long long runs = 0;
        const double start = nowMs();
        double elapsed = 0;
        while (elapsed < budget) {
            for (int i = 0; i < batch; ++i)
                work();
            runs += batch;
            elapsed = nowMs() - start;
        }
        return double(runs) / (elapsed / 1000.0);
    };
    const double perSecond = perSecondOf(budgetMs, 1000, [&] {
        const AttackResult result = adjudicate(scenario);
        checksum += result.strength + qint64(result.lines.size());
    });
    // The same with each line rendered as the window shows it: its sentence and its source.
    const double renderedPerSecond = perSecondOf(budgetMs, 1000, [&] {
        const AttackResult result = adjudicate(scenario);
        for (const AttackLine &line : result.lines)
            checksum += renderFact(line, scenario).size() + factSource(line).size();
    });
    volatile int sink = 0;
    const double floorPerSecond = perSecondOf(budgetMs / 5, 100000, [&] {
        sink = sink + handSummed(scenario) +
               int(successChance(handSummed(scenario), profileOf(RuleSet::Inwo)).num);
    });

    return {{u"groups"_s, 6},
            {u"strength"_s, check.strength},
            {u"lines"_s, int(check.lines.size())},
            {u"hand_summed_strength"_s, handSummed(scenario)},
            {u"attacks_per_second"_s, qRound64(perSecond)},
            {u"microseconds_per_attack"_s, roundMs(1.0e6 / perSecond)},
            {u"floor_per_second"_s, qRound64(floorPerSecond)},
            {u"floor_over_engine"_s, ratio(floorPerSecond, perSecond)},
            {u"target_per_second"_s, MinAttacksPerSecond},
            {u"rendered_attacks_per_second"_s, qRound64(renderedPerSecond)},
            {u"floor_over_rendered"_s, ratio(floorPerSecond, renderedPerSecond)},
            {u"rendered_target_per_second"_s, MinRenderedAttacksPerSecond},
            {u"targets_met"_s,
             perSecond > MinAttacksPerSecond && renderedPerSecond > MinRenderedAttacksPerSecond},
            {u"checksum"_s, qint64(checksum % 1000003)}};
}

} // namespace inwo::bench
