#include "tablefacts.h"

#include "translationgeneration.h"

#include <QCoreApplication>

#include <array>

namespace inwo {

namespace {

struct TableFactText
{
    TableFactCode code;
    const char *name;
    const char *pattern;
};

using C = TableFactCode;

// One sentence per code, in the order of the enum. Card and player names are arguments, never
// part of the pattern; numbers the line is about are arguments too.
constexpr std::array tableFactTexts{
    TableFactText{C::PrintedStats, "printed-stats",
                  QT_TRANSLATE_NOOP("TableFact", "%1: Power %2, Resistance %3, as printed")},
    TableFactText{C::RememberedAlignment, "remembered-alignment",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is %2, a change it remembers (%3)")},
    TableFactText{C::RememberedLoss, "remembered-loss",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is no longer %2, a change it remembers (%3)")},
    TableFactText{C::RememberedPower, "remembered-power",
                  QT_TRANSLATE_NOOP("TableFact", "%1: Power %2, a change it remembers (%3)")},
    TableFactText{C::TemporaryPowerLeftOut, "temporary-power-left-out",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: Power %2 from %3 lasts this turn only and does not count "
                                    "for goals")},
    TableFactText{C::AbilityPower, "ability-power",
                  QT_TRANSLATE_NOOP("TableFact", "%1: Power %2 (%3)")},
    TableFactText{C::NwoPower, "nwo-power", QT_TRANSLATE_NOOP("TableFact", "%1: Power %2 (%3)")},
    TableFactText{C::NwoAlignment, "nwo-alignment",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is %2 (%3)")},
    TableFactText{C::NwoAlignmentNotForGoals, "nwo-alignment-not-for-goals",
                  QT_TRANSLATE_NOOP("TableFact", "%1 still counts as %2 for goals")},
    TableFactText{C::NwoReferee, "nwo-referee",
                  QT_TRANSLATE_NOOP("TableFact", "%1: %2 (the referee decides)")},
    TableFactText{
        C::NwoRefereeGroup, "nwo-referee-group",
        QT_TRANSLATE_NOOP("TableFact", "%1 may be changed by %2 (%3): the referee decides")},
    TableFactText{C::PowerFloor, "power-floor",
                  QT_TRANSLATE_NOOP("TableFact", "%1: Power cannot fall below 0")},
    TableFactText{C::NwoInForce, "nwo-in-force",
                  QT_TRANSLATE_NOOP("TableFact", "%1 (%2) is in force, played by %3")},
    TableFactText{C::NwoOrder, "nwo-order",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "The NWOs in force apply one at a time, in the order played")},
    TableFactText{C::NwoDiscarded, "nwo-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 discards %2, an NWO of the same colour")},
    TableFactText{C::NwoReplacedCopy, "nwo-replaced-copy",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 replaces its identical copy and is now the last played")},
    TableFactText{C::NwoRemoved, "nwo-removed",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is negated and leaves play")},
    TableFactText{C::NwoNotKnown, "nwo-not-known",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is not a card the program knows: the referee applies it")},
    TableFactText{C::CountIlluminati, "count-illuminati",
                  QT_TRANSLATE_NOOP("TableFact", "%1 counts 1 (the Illuminati)")},
    TableFactText{C::CountGroup, "count-group", QT_TRANSLATE_NOOP("TableFact", "%1 counts 1")},
    TableFactText{C::CountDoubled, "count-doubled",
                  QT_TRANSLATE_NOOP("TableFact", "%1 counts double (%2)")},
    TableFactText{
        C::CountDoubleCapped, "count-double-capped",
        QT_TRANSLATE_NOOP("TableFact", "%1 would count double (%2), but three already do")},
    TableFactText{C::CountResource, "count-resource",
                  QT_TRANSLATE_NOOP("TableFact", "%1 counts as a group (%2)")},
    TableFactText{C::CountDestroyedHuge, "count-destroyed-huge",
                  QT_TRANSLATE_NOOP("TableFact", "%1, a Huge group destroyed, counts 2 (%2)")},
    TableFactText{C::CountNotForGoal, "count-not-for-goal",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is a Resource and does not count")},
    TableFactText{
        C::GoalReduced, "goal-reduced",
        QT_TRANSLATE_NOOP("TableFact", "%1 has destroyed %2 groups: the basic goal is %2 lower")},
    TableFactText{C::BasicGoalMet, "basic-goal-met",
                  QT_TRANSLATE_NOOP("TableFact", "Basic goal met: %1 of %2")},
    TableFactText{C::BasicGoalMissed, "basic-goal-missed",
                  QT_TRANSLATE_NOOP("TableFact", "Basic goal not met: %1 of %2")},
    TableFactText{C::SpecialGoalTotalPower, "special-goal-total-power",
                  QT_TRANSLATE_NOOP("TableFact", "%1: total Power %2, %3 needed")},
    TableFactText{C::SpecialGoalAlignments, "special-goal-alignments",
                  QT_TRANSLATE_NOOP("TableFact", "%1: no group is %2")},
    TableFactText{
        C::SpecialGoalPeacefulPower, "special-goal-power-in-play",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: the groups its goal counts have Power %2 in play, %3 needed")},
    TableFactText{C::SpecialGoalDestroyed, "special-goal-destroyed",
                  QT_TRANSLATE_NOOP("TableFact", "%1: %2 groups destroyed of %3 to win")},
    TableFactText{
        C::SpecialGoalGoalCards, "special-goal-goal-cards",
        QT_TRANSLATE_NOOP("TableFact", "%1 may hold up to %2 Goal cards and win with any of them")},
    TableFactText{C::SpecialGoalDoublesOnly, "special-goal-doubles-only",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: its special goal makes groups count double for the "
                                    "basic goal")},
    TableFactText{C::SpecialGoalRivalStronger, "special-goal-rival-stronger",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%3 does not count double: %1 of %2 is a stronger Secret "
                                    "group")},
    TableFactText{C::SpecialGoalReferee, "special-goal-referee",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: the program cannot check this special goal; the referee "
                                    "decides")},
    TableFactText{C::SpecialGoalNone, "special-goal-none",
                  QT_TRANSLATE_NOOP("TableFact", "%1 has no special goal the program knows")},
    TableFactText{C::GoalCardMet, "goal-card-met",
                  QT_TRANSLATE_NOOP("TableFact", "Goal card %1 is met")},
    TableFactText{C::GoalCardReferee, "goal-card-referee",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "Goal card %1: its condition is not in the program's "
                                    "sources; the referee decides")},
    TableFactText{C::GoalCardNeverCombines, "goal-card-never-combines",
                  QT_TRANSLATE_NOOP("TableFact", "%1 never combines with other goals")},
    TableFactText{
        C::GoalCardCombines, "goal-card-combines",
        QT_TRANSLATE_NOOP("TableFact", "%1 combines with the basic goal and the special goal")},
    TableFactText{C::GoalCardRuling, "goal-card-ruling",
                  QT_TRANSLATE_NOOP("TableFact", "Ruling on %1: %2")},
    TableFactText{C::TooManyGoalCards, "too-many-goal-cards",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 holds %2 Goal cards: only one is allowed, and a player "
                                    "shown to hold more is out of the game")},
    TableFactText{C::GoalCardsUfos, "goal-cards-ufos",
                  QT_TRANSLATE_NOOP("TableFact", "%1 holds %2 Goal cards, as the UFOs may")},
    TableFactText{C::GoalCardUseless, "goal-card-useless",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 adds nothing: the special goal already doubles the same "
                                    "groups")},
    TableFactText{C::PopulationReductionCthulhu, "population-reduction-cthulhu",
                  QT_TRANSLATE_NOOP(
                      "TableFact", "With Population Reduction the Servants of Cthulhu count only "
                                   "Huge groups destroyed, twice, and cannot win by destroying 8")},
    TableFactText{C::NoVictoryFirstRound, "no-victory-first-round",
                  QT_TRANSLATE_NOOP("TableFact", "Nobody can win in the first round")},
    TableFactText{
        C::VictoryShared, "victory-shared",
        QT_TRANSLATE_NOOP("TableFact", "%1 meet their goals at once and share the victory")},
    TableFactText{C::VictorySameIlluminati, "victory-same-illuminati",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 play the same Illuminati and cannot share a victory: "
                                    "neither wins")},
    TableFactText{C::VictoryWins, "victory-wins", QT_TRANSLATE_NOOP("TableFact", "%1 wins")},
    TableFactText{C::VictoryNobody, "victory-nobody",
                  QT_TRANSLATE_NOOP("TableFact", "Nobody meets a goal")},
    TableFactText{C::VictoryPoints, "victory-points",
                  QT_TRANSLATE_NOOP("TableFact", "%1: %2 victory points")},
    TableFactText{C::VictoryPointsGroups, "victory-points-groups",
                  QT_TRANSLATE_NOOP("TableFact", "%1 groups in the Power Structure: %1 points")},
    TableFactText{C::VictoryPointsDoubles, "victory-points-doubles",
                  QT_TRANSLATE_NOOP("TableFact", "Groups counting double: %1 points")},
    TableFactText{C::VictoryPointsGoal, "victory-points-goal",
                  QT_TRANSLATE_NOOP("TableFact", "Illuminati goal met: %1 points")},
    TableFactText{
        C::VictoryTieBreak, "victory-tie-break",
        QT_TRANSLATE_NOOP("TableFact", "Tied on points: %1 wins on most groups, then total Power")},
    TableFactText{C::ClassicGoalTable, "classic-goal-table",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "The boxed game's basic goal by number of players is set for "
                                    "the game: %1")},
    TableFactText{
        C::TwoPlayerGoal, "two-player-goal",
        QT_TRANSLATE_NOOP("TableFact", "Two players play to at least 12 groups; this game: %1")},
    TableFactText{C::VictoryAllowed, "victory-allowed",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "Round %1: the first round is over, victory can be claimed")},
    TableFactText{C::GlobalPowerFollows, "global-power-follows",
                  QT_TRANSLATE_NOOP("TableFact", "%1: Global Power falls to %2 with its Power")},
    TableFactText{C::NwoOnePerColour, "nwo-one-per-colour",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "At most one NWO of each colour is in force: a new one "
                                    "discards the old")},
    TableFactText{C::RulingApplied, "ruling-applied",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "Ruling: %1. Applied: %2; the other reading: %3 (the referee "
                                    "may choose it)")},
    TableFactText{C::SpecialGoalCountMatching, "special-goal-count-matching",
                  QT_TRANSLATE_NOOP("TableFact", "%1: %2 groups of the kind needed, of %3")},
    TableFactText{C::VictoryTwoWays, "victory-two-ways",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 meets more than one goal (%2): if a victory with one is "
                                    "stopped, he may claim at once with another that still holds")},
    TableFactText{C::RememberedAlignmentThisTurn, "remembered-alignment-this-turn",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is %2 until the end of this turn (%3)")},
    TableFactText{C::GoalsSubjectToReferee, "goals-subject-to-referee",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%2 may change groups of %1 in ways the program does not "
                                    "apply: the referee checks the count")},
    TableFactText{C::VictoryNeedsReferee, "victory-needs-referee",
                  QT_TRANSLATE_NOOP(
                      "TableFact", "%1 wins only if %2, as the referee applies it, leaves the goal "
                                   "met")},
    TableFactText{C::GoalReducedHuge, "goal-reduced-huge",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 counts %2 Huge groups destroyed twice: the basic goal is "
                                    "%3 lower")},
    TableFactText{C::PopulationReductionSetAside, "population-reduction-set-aside",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 set aside: counting every group destroyed lowers the goal "
                                    "more")},
    TableFactText{C::Plan28ScoresAtTurnFour, "plan28-scores-at-turn-four",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "Plan 28 scores victory points only in the Victory phase of "
                                    "turn 4")},
    TableFactText{
        C::CountSlack, "count-slack",
        QT_TRANSLATE_NOOP("TableFact", "%1: %2 Slack tokens count as groups (at most %3)")},
    TableFactText{C::RememberedStatus, "remembered-status",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 remembers that it is %2 (%3): what that does is for the "
                                    "referee")},
};

static_assert(tableFactTexts.size() == std::size_t(TableFactCode::RememberedStatus) + 1,
              "one sentence for every table fact code");

const TableFactText &textOf(TableFactCode code)
{
    const auto index = std::size_t(code);
    Q_ASSERT(index < tableFactTexts.size() && tableFactTexts[index].code == code);
    return tableFactTexts[index];
}

} // namespace

QString nwoColorDisplayName(NwoColor color)
{
    switch (color) {
    case NwoColor::Red:
        return QCoreApplication::translate("TableFact", "red");
    case NwoColor::Blue:
        return QCoreApplication::translate("TableFact", "blue");
    case NwoColor::Yellow:
        return QCoreApplication::translate("TableFact", "yellow");
    }
    return {};
}

TableFact rulingFact(RulingId id, const Rulings &rulings)
{
    const RulingDefinition &definition = rulingDefinition(id);
    const int applied = rulings.readingOf(id);
    TableFact fact = tableFact(
        definition.rule, TableFactCode::RulingApplied,
        {FactArg::words(QString::fromUtf8(definition.question)),
         FactArg::words(QString::fromUtf8(definition.readings[std::size_t(applied)].words)),
         FactArg::words(QString::fromUtf8(definition.readings[std::size_t(1 - applied)].words))});
    fact.value = applied;
    return fact;
}

QString renderTableFact(const TableFact &fact, const Position &position)
{
    Q_UNUSED(position) // names are in the fact's arguments
    static const AttackScenario noScenario;
    return fillFactPattern(QCoreApplication::translate("TableFact", textOf(fact.code).pattern),
                           fact.args, -1, noScenario);
}

QString tableFactSource(const TableFact &fact)
{
    if (fact.isAbility())
        return abilitySourceText(fact.abilityCard, fact.abilitySource);
    if (fact.rule == RuleId::None)
        return {};
    return ruleSource(fact.rule);
}

QString tableFactLocation(const TableFact &fact)
{
    if (fact.isAbility())
        return fact.abilitySource;
    if (fact.rule == RuleId::None)
        return {};
    return ruleLocation(fact.rule);
}

QString tableFactCodeName(TableFactCode code)
{
    return QString::fromLatin1(textOf(code).name);
}

QList<TableFactCode> allTableFactCodes()
{
    QList<TableFactCode> codes;
    for (const TableFactText &text : tableFactTexts)
        codes.append(text.code);
    return codes;
}

const char *tableFactPattern(TableFactCode code)
{
    return textOf(code).pattern;
}

} // namespace inwo
