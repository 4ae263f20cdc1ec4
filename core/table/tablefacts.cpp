#include "table/tablefacts.h"

#include "common/translationgeneration.h"

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
constexpr TableFactText tableFactTexts[] = {
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
    TableFactText{C::GoalCardCombines, "goal-card-combines",
                  QT_TRANSLATE_NOOP("TableFact", "%1 combines with the basic goal")},
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
                  QT_TRANSLATE_NOOP("TableFact", "Goal met (%1): %2 points")},
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
                                    "%1 can claim victory in %2 separate ways: if a claim one way "
                                    "is stopped, he may claim at once another way that still "
                                    "holds")},
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
    TableFactText{C::BasicGoalCombined, "basic-goal-combined",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "Basic goal on its own: %1 of %2, not met; combined with %3: "
                                    "%4 of %5, met")},
    TableFactText{C::GoalNotNeeded, "goal-not-needed",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "The basic goal is met without what %1 adds: it is no goal "
                                    "met of its own")},
    TableFactText{
        C::GoalCardCombinesWithSpecial, "goal-card-combines-with-special",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 combines with the basic goal and with the special goal of %2")},
    TableFactText{C::GoalCardOwnCount, "goal-card-own-count",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is judged on its own, as Goal cards never combine with "
                                    "each other: %2 of %3")},
    TableFactText{
        C::VictoryPointsSpecial, "victory-points-special",
        QT_TRANSLATE_NOOP("TableFact", "Bonus for the special goal of %1: %2 points (at most 3)")},
    TableFactText{C::CountEliminatedIlluminati, "count-eliminated-illuminati",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1, the Illuminati of %2, eliminated, counts as a group %3 "
                                    "destroyed")},
    TableFactText{C::PlayStands, "play-stands", QT_TRANSLATE_NOOP("TableFact", "%1 stands")},
    TableFactText{C::PlayCancelled, "play-cancelled",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is cancelled by %2: it never happened")},
    TableFactText{
        C::PlayRestored, "play-restored",
        QT_TRANSLATE_NOOP("TableFact", "%1 stands again: %2 cancelled %3, which had cancelled it")},
    TableFactText{C::PlayInCancelledAttack, "play-in-cancelled-attack",
                  QT_TRANSLATE_NOOP("TableFact", "%1 was part of %2, which %3 cancelled")},
    TableFactText{C::PlayInIllegalAttack, "play-in-illegal-attack",
                  QT_TRANSLATE_NOOP("TableFact", "%1 was part of %2, which was made illegal")},
    TableFactText{
        C::PlayInCancelledAid, "play-in-cancelled-aid",
        QT_TRANSLATE_NOOP("TableFact", "%1 was played with %2, which is cancelled or illegal")},
    TableFactText{
        C::PlayIllegalLacks, "play-illegal-lacks",
        QT_TRANSLATE_NOOP("TableFact", "%1 is made illegal before the dice: %2 is no longer %3")},
    TableFactText{
        C::PlayIllegalHas, "play-illegal-has",
        QT_TRANSLATE_NOOP("TableFact", "%1 is made illegal before the dice: %2 is now %3")},
    TableFactText{C::PlayIllegalAid, "play-illegal-aid",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "%1 is made illegal before the dice: %2 may no longer take part against %3")},
    TableFactText{C::PlayIllegalClaim, "play-illegal-claim",
                  QT_TRANSLATE_NOOP("TableFact", "%1 has no effect: %2 took %3 first")},
    TableFactText{C::PlayRollOff, "play-roll-off",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "%1 and %2 were played at the same moment: %3 won the roll-off, %4 to %5")},
    TableFactText{
        C::PlotPowerLost, "plot-power-lost",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is lost: the action of %2 that powered it was cancelled and no other replaced it")},
    TableFactText{
        C::PlotPowerReplaced, "plot-power-replaced",
        QT_TRANSLATE_NOOP("TableFact", "%1 stands: %2 replaced the cancelled action of %3")},
    TableFactText{C::RefusedNoToken, "refused-no-token",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 has no Action token left")},
    TableFactText{
        C::RefusedAfterDice, "refused-after-dice",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: the dice of %2 are rolled, and nothing is cancelled after the dice")},
    TableFactText{
        C::RefusedTooLate, "refused-too-late",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 must be cancelled before it takes effect, by the very next play")},
    TableFactText{C::RefusedAbilityCancel, "refused-ability-cancel",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: a special ability that needs no action is "
                                    "cancelled only by Are We Having Fun Yet?")},
    TableFactText{C::RefusedSteppedBack, "refused-stepped-back",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: %3 could not cancel %2 when it took effect, "
                                    "and nobody steps back in time to become able to")},
    TableFactText{C::RefusedIllegalNow, "refused-illegal-now",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: it is illegal when announced, "
                                                 "since its condition on %2 (%3) does not hold")},
    TableFactText{
        C::RefusedThwartLook, "refused-thwart-look",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 may not discard or give away cards once %3 looks at them")},
    TableFactText{C::RefusedPrivileged, "refused-privileged",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: %2 is privileged, and %3 may not take part")},
    TableFactText{
        C::RefusedPrivilegedTrade, "refused-privileged-trade",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: no Plots are bought, given or traded while %2 is privileged")},
    TableFactText{
        C::RefusedPrivilegeSource, "refused-privilege-source",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 is privileged; %3 may cancel only what made it privileged")},
    TableFactText{
        C::RefusedInstantAid, "refused-instant-aid",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: nobody aids or opposes an instant attack")},
    TableFactText{
        C::RefusedInstantToken, "refused-instant-token",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: the target of an instant attack may not spend tokens")},
    TableFactText{
        C::RefusedDuplicatePlot, "refused-duplicate-plot",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 already uses %3 for this attack")},
    TableFactText{C::RefusedSecondAgents, "refused-second-agents",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: only one agents card is used in one attack")},
    TableFactText{
        C::RefusedOwnAgents, "refused-own-agents",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: the owner of the real group plays no agents card")},
    TableFactText{
        C::RefusedUnique, "refused-unique",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is a Unique Resource already in play")},
    TableFactText{C::RefusedDuplicateGroup, "refused-duplicate-group",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is already in play")},
    TableFactText{C::RefusedDestroyedDuplicate, "refused-destroyed-duplicate",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "%1 is refused: %2 was destroyed, and its duplicate cannot come into play")},
    TableFactText{
        C::RefusedNotYourStep, "refused-not-your-step",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: this step of World Domination is %2's")},
    TableFactText{C::RefusedPhaseOver, "refused-phase-over",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "%1 is refused: every player knocked in a row, so World Domination is over")},
    TableFactText{
        C::RefusedReactionLate, "refused-reaction-late",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: a reaction comes before the next active move, and %2 came first")},
    TableFactText{
        C::RefusedDieChangeLate, "refused-die-change-late",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: die changes come right after the roll, before any other reaction")},
    TableFactText{
        C::RefusedRollOffTie, "refused-roll-off-tie",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: the roll-off is tied; roll again")},
    TableFactText{C::RefusedNotStanding, "refused-not-standing",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 does not stand")},
    TableFactText{
        C::RefusedRolled, "refused-rolled",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: the dice of %2 were already rolled")},
    TableFactText{C::RefusedNoPlot, "refused-no-plot",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 has no %3 in hand")},
    TableFactText{C::RefusedNotInHand, "refused-not-in-hand",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is not in %3's hand")},
    TableFactText{C::RefusedNotTheirs, "refused-not-theirs",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is not %3's group")},
    TableFactText{
        C::RefusedAidSelf, "refused-aid-self",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: no group attacks itself or aids an attack on itself")},
    TableFactText{C::RefusedNotEligible, "refused-not-eligible",
                  QT_TRANSLATE_NOOP(
                      "TableFact", "%1 is refused: %2 may not take part in the attack on %3 (%4)")},
    TableFactText{
        C::RefusedAttackOpen, "refused-attack-open",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 is not finished; an attack is completed before another begins")},
    TableFactText{
        C::RefusedBuyPlots, "refused-buy-plots",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: a Plot costs one Illuminati token or two other tokens")},
    TableFactText{
        C::RefusedNothingToSalvage, "refused-nothing-to-salvage",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: %2 left no Plot on the discard pile to salvage")},
    TableFactText{C::TokenSpent, "token-spent",
                  QT_TRANSLATE_NOOP("TableFact", "%1: its Action token is spent")},
    TableFactText{C::TokenReturned, "token-returned",
                  QT_TRANSLATE_NOOP("TableFact", "%1 gets its Action token back")},
    TableFactText{C::TokenLost, "token-lost",
                  QT_TRANSLATE_NOOP("TableFact", "%1 loses its Action token")},
    TableFactText{C::PlotDiscarded, "plot-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 (%2) goes to the discard pile")},
    TableFactText{C::PlotLost, "plot-lost", QT_TRANSLATE_NOOP("TableFact", "%1 (%2) is lost")},
    TableFactText{C::PlotToHand, "plot-to-hand",
                  QT_TRANSLATE_NOOP("TableFact", "%1 goes to %2's hand")},
    TableFactText{C::PlotToHandExposed, "plot-to-hand-exposed",
                  QT_TRANSLATE_NOOP("TableFact", "%1 goes back to %2's hand, exposed")},
    TableFactText{C::PlotInForce, "plot-in-force",
                  QT_TRANSLATE_NOOP("TableFact", "%1 stays on the table, in force")},
    TableFactText{C::CardToHand, "card-to-hand",
                  QT_TRANSLATE_NOOP("TableFact", "%1 goes back to %2's hand")},
    TableFactText{C::CardDiscarded, "card-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 (%2) is discarded")},
    TableFactText{C::CardInPlay, "card-in-play",
                  QT_TRANSLATE_NOOP("TableFact", "%1 comes into play for %2")},
    TableFactText{C::RollSucceeded, "roll-succeeded",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "%1: the dice show %2 and %3, and the attack succeeds as the table saw it")},
    TableFactText{
        C::RollFailed, "roll-failed",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: the dice show %2 and %3, and the attack fails as the table saw it")},
    TableFactText{
        C::FromHandFailed, "from-hand-failed",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 stays in %2's hand; unless taken by the end of the turn it is discarded")},
    TableFactText{C::SecondAttemptDiscarded, "second-attempt-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 does not go back to %2's hand: it is "
                                                 "discarded unless taken by the end of the turn")},
    TableFactText{
        C::InstantOutcomeReferee, "instant-outcome-referee",
        QT_TRANSLATE_NOOP("TableFact",
                          "What %1 does to %2 on success is for the referee, as its card says")},
    TableFactText{
        C::AttackNotRolled, "attack-not-rolled",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: the dice are not rolled yet, so it may still be cancelled")},
    TableFactText{C::DieChanged, "die-changed",
                  QT_TRANSLATE_NOOP("TableFact", "%1 changes the roll of %2 by %3")},
    TableFactText{
        C::ConditionUnknown, "condition-unknown",
        QT_TRANSLATE_NOOP("TableFact",
                          "Whether %1 is %2 is for the referee: the card is not on the table")},
    TableFactText{
        C::RefusedNotCancellable, "refused-not-cancellable",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: %2 is a step of the game, not a play to cancel")},
    TableFactText{
        C::TurnBegins, "turn-begins",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1's turn begins (round %2): that player's groups get their Action "
                          "tokens back, and what lasted until the end of the turn is over")},
    TableFactText{
        C::AgentsAgainstHand, "agents-against-hand",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 opposes an attack on a card from the attacker's hand, as an agents card may")},
    TableFactText{
        C::PlayCancels, "play-cancels",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 cancels %2; to negate, to nullify or to leave without effect is to cancel")},
    TableFactText{C::PlayLegalAgain, "play-legal-again",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is legal again: %2, which made it illegal, is cancelled")},
    TableFactText{
        C::DisasterNoToken, "disaster-no-token",
        QT_TRANSLATE_NOOP("TableFact", "%1 had no Action token for the Disaster to take")},
    TableFactText{
        C::LookCancelledBeforeEffect, "look-cancelled-before-effect",
        QT_TRANSLATE_NOOP("TableFact", "%1 is cancelled before it takes effect: nothing is seen")},
    TableFactText{
        C::PrivilegeSourceCancelled, "privilege-source-cancelled",
        QT_TRANSLATE_NOOP("TableFact", "%1 cancels what made %2 privileged, as any player may")},
    TableFactText{
        C::AbilityCancelledByAwhfy, "ability-cancelled-by-awhfy",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 cancels one use of a special ability, as only Are We Having Fun Yet? may")},
    TableFactText{C::Plan28Reaction, "plan28-reaction",
                  QT_TRANSLATE_NOOP("TableFact", "%1 reacts before the next active move")},
    TableFactText{C::Plan28Knock, "plan28-knock",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 knocks; a player who knocks may still act later this "
                                    "turn, unless every player knocks in a row")},
    TableFactText{C::PlotsBought, "plots-bought",
                  QT_TRANSLATE_NOOP("TableFact", "%1 buys Plots with Action tokens: %2")},
    TableFactText{C::PreCancelMoves, "pre-cancel-moves",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "Before %1, only moves allowed before a cancel came between "
                                    "(buying, receiving, discarding or giving Plots, salvaging)")},
    TableFactText{
        C::DieChangeAfterPrivilege, "die-change-after-privilege",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: once a privileged attack is over, anyone may change its roll")},
    TableFactText{C::ClaimFirst, "claim-first",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is the first to take %2")},
    TableFactText{C::PlotCopyEachPlayer, "plot-copy-each-player",
                  QT_TRANSLATE_NOOP("TableFact", "%1: another player's copy of %2 in this attack "
                                                 "is allowed; the limit is one copy a player")},
    TableFactText{
        C::RefusedPrivilegeNegated, "refused-privilege-negated",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: the privilege of %2 was negated and cannot be regained")},
    TableFactText{
        C::RefusedDuplicateFromHand, "refused-duplicate-from-hand",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 is already in play, so its copy in hand cannot be taken over")},
    TableFactText{C::RefusedOwnPlayBeforeCancel, "refused-own-play-before-cancel",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: %2 made another play (%3) after %4, and "
                                    "only moves allowed before a cancel may come between")},
    TableFactText{
        C::PreCancelBarred, "pre-cancel-barred",
        QT_TRANSLATE_NOOP("TableFact",
                          "Only buying, receiving, discarding or giving Plots and salvaging may "
                          "come between a play and its cancel; %1 came between")},
    TableFactText{
        C::AidAgainAfterCancel, "aid-again-after-cancel",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 takes part again: its first action was cancelled, so it never took part")},
    TableFactText{C::RefusedResourceAttacked, "refused-resource-attacked",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: %2 is a Resource, taken over, never attacked")},
    TableFactText{
        C::NonUniqueResourceAgain, "non-unique-resource-again",
        QT_TRANSLATE_NOOP("TableFact", "%1: %2 is not Unique, so any number may be in play")},
    TableFactText{C::RefusedDieBeforeRoll, "refused-die-before-roll",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: the dice of %2 are not rolled "
                                                 "yet, and a die change comes after the roll")},
    TableFactText{
        C::RefusedIlluminatiTarget, "refused-illuminati-target",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 is an Illuminati, which can attack but is never attacked")},
    TableFactText{C::RefusedResourceTokens, "refused-resource-tokens",
                  QT_TRANSLATE_NOOP(
                      "TableFact", "%1 is refused: the tokens of %2, a Resource, never buy Plots")},
    TableFactText{C::RefusedAlreadyCancelled, "refused-already-cancelled",
                  QT_TRANSLATE_NOOP(
                      "TableFact", "%1 is refused: %2 was already cancelled by %3 at that moment")},
    TableFactText{C::RefusedTokenNotPowering, "refused-token-not-powering",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 does not power %3")},
    TableFactText{C::RefusedElevenTwelve, "refused-eleven-twelve",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: a roll of %2 always fails")},
    TableFactText{
        C::RefusedNotNextTurn, "refused-not-next-turn",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: play goes round the table, and the next turn is %2's")},
    TableFactText{C::TurnBeginsPlan28, "turn-begins-plan28",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "Turn %2 begins with %1 starting (Plan 28): every player's groups get their "
                      "Action tokens back, and what lasted until the end of the turn is over")},
    TableFactText{C::PlayCancelsPower, "play-cancels-power",
                  QT_TRANSLATE_NOOP("TableFact", "%1 cancels the action of %2 that powers %3")},
    TableFactText{C::AttackCaptures, "attack-captures",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is captured: it joins %3's Power Structure under %2, "
                                    "with its puppets and linked Resources")},
    TableFactText{C::AttackDestroys, "attack-destroys",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is destroyed: it goes to %3's destroyed pile, "
                                                 "and its puppets go back to their owner's hand")},
    TableFactText{
        C::AttackNeutralizes, "attack-neutralizes",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is neutralized: it goes to the uncontrolled area with its puppets")},
    TableFactText{C::HiddenPlotToHand, "hidden-plot-to-hand",
                  QT_TRANSLATE_NOOP("TableFact", "A hidden Plot goes to %1's hand")},
    TableFactText{C::HiddenPlotDiscarded, "hidden-plot-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "A hidden Plot of %1's goes to the discard pile")},
    TableFactText{C::ChangeInAttacksOnly, "change-in-attacks-only",
                  QT_TRANSLATE_NOOP("TableFact", "%1: %2 (counts in attacks, not on the table)")},
    TableFactText{C::JoinsWithoutToken, "joins-without-token",
                  QT_TRANSLATE_NOOP("TableFact", "%1 joins the Power Structure with no Action "
                                                 "token until its owner's next token phase")},
    TableFactText{
        C::LinkedResourceLeaves, "linked-resource-leaves",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 was linked to the destroyed group: it leaves play for good")},
    TableFactText{
        C::LinkLost, "link-lost",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 stays with its owner, but its link is lost: the group it was linked to left play")},
    TableFactText{C::PuppetToHand, "puppet-to-hand",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1, a puppet of the destroyed group, goes back to %2's hand")},
    TableFactText{
        C::PuppetUncontrolled, "puppet-uncontrolled",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1, a puppet of the destroyed group, goes to the uncontrolled area")},
    TableFactText{C::AttackedFromHandDiscarded, "attacked-from-hand-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 was attacked from %2's hand and not taken: it "
                                                 "is discarded at the end of the turn")},
    TableFactText{
        C::NoTokenAtPowerZero, "no-token-at-power-zero",
        QT_TRANSLATE_NOOP("TableFact", "%1 gets no Action token: its Power is reduced to 0")},
    TableFactText{
        C::LosesTokenAtPowerZero, "loses-token-at-power-zero",
        QT_TRANSLATE_NOOP("TableFact", "%1 is reduced to Power 0 and loses its Action token")},
    TableFactText{
        C::RefusedNotAPlot, "refused-not-a-plot",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: %2 is a card of the Group deck, never played as a Plot")},
    TableFactText{
        C::RefusedCallOffNotYours, "refused-call-off-not-yours",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: only the attacker may call off %2")},
    TableFactText{C::RefusedCallOffPlot, "refused-call-off-plot",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 was made by a Plot, and an "
                                                 "attack a Plot makes cannot be called off")},
    TableFactText{C::RefusedFirstTurn, "refused-first-turn",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: nothing may be done to %2 before the end of "
                                    "his first turn, except in reply to his attack")},
    TableFactText{C::RefusedByAttackRules, "refused-by-attack-rules",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2")},
    TableFactText{
        C::RefusedCannotSucceed, "refused-cannot-succeed",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 has strength %3 and cannot succeed")},
    TableFactText{
        C::RefusedRollTooHigh, "refused-roll-too-high",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: a roll of %2 fails at strength %3, so the attack did not succeed")},
    TableFactText{
        C::RefusedRollSucceeds, "refused-roll-succeeds",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: a roll of %2 succeeds at strength %3, so the attack did not fail")},
    TableFactText{
        C::RefusedArrowTaken, "refused-arrow-taken",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is refused: arrow %3 of %2 is not a free arrow of that player's")},
    TableFactText{C::RefusedNwoNotInForce, "refused-nwo-not-in-force",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is not in force")},
    TableFactText{C::AttackCalledOff, "attack-called-off",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is called off before it is committed")},
    TableFactText{C::PlayInCalledOffAttack, "play-in-called-off-attack",
                  QT_TRANSLATE_NOOP("TableFact", "%1 goes with %2, which was called off")},
    TableFactText{C::RollSucceedsAgainst, "roll-succeeds-against",
                  QT_TRANSLATE_NOOP(
                      "TableFact",
                      "%1: the dice show %2 and %3 against strength %4, and the attack succeeds")},
    TableFactText{
        C::RollFailsAgainst, "roll-fails-against",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: the dice show %2 and %3 against strength %4, and the attack fails")},
    TableFactText{C::StrengthForTheReferee, "strength-for-the-referee",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: its strength depends on cards or Plots whose numbers the "
                                    "referee gives, so the outcome stands as the table saw it")},
    TableFactText{
        C::RollNowSucceeds, "roll-now-succeeds",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: with the changes to it the roll comes to %2, and the attack "
                          "succeeds")},
    TableFactText{
        C::RollNowFails, "roll-now-fails",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1: with the changes to it the roll comes to %2, and the attack fails")},
    TableFactText{
        C::AttackEndsUnrolled, "attack-ends-unrolled",
        QT_TRANSLATE_NOOP("TableFact", "%1 cannot succeed (strength %2): it ends without a roll")},
    TableFactText{
        C::CallOffOwnPlaysReferee, "call-off-own-plays-referee",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is called off: the rulebook gives rivals back their tokens and "
                          "cards; what the attacker played himself is for the referee")},
    TableFactText{C::AutomaticFailure, "automatic-failure",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 makes %2 an automatic failure, whatever the dice showed")},
    TableFactText{C::ImmunitySuspended, "immunity-suspended",
                  QT_TRANSLATE_NOOP("TableFact", "%1 sets aside the immunity of %2 for %3")},
    TableFactText{C::PrivilegeSuspended, "privilege-suspended",
                  QT_TRANSLATE_NOOP("TableFact", "%1 sets aside the privilege of %2")},
    TableFactText{
        C::SecondAttemptFromHand, "second-attempt-from-hand",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is a second attempt on %2 from hand after one failed this turn")},
    TableFactText{C::RefusedNoReorganizing, "refused-no-reorganizing",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: in the End of Turn only a player whose card "
                                    "reorganizes (the Bermuda Triangle) may move groups")},
    TableFactText{C::ImmunitySuspendedUnused, "immunity-suspended-unused",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 sets aside the immunity of %2 for %3's next attack this "
                                    "turn, but no attack followed")},
    TableFactText{C::RefusedNotYourTurn, "refused-not-your-turn",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: it is %2's turn, and in another player's turn "
                                    "a group acts only through a special ability or a Plot")},
    TableFactText{C::RefusedPrivilegeUsedUp, "refused-privilege-used-up",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: %2 has declared as many privileged attacks "
                                    "this turn as it may (%3)")},
    TableFactText{C::StrengthForTheRefereeOf, "strength-for-the-referee-of",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: its strength depends on what the referee gives for %2, so "
                                    "the outcome stands as the table saw it")},
    TableFactText{C::NwoInForceUntil, "nwo-in-force-until",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 (%2) is in force until %3 ends it; then it goes to the "
                                    "discard pile")},
    TableFactText{C::RefusedRollFailsAtMost, "refused-roll-fails-at-most",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: a roll of %2 fails even at strength %3, the "
                                    "most the referee's part (%4) could make it, so the attack "
                                    "did not succeed")},
    TableFactText{C::RefusedRollSucceedsAtLeast, "refused-roll-succeeds-at-least",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: a roll of %2 succeeds even at strength %3, the "
                                    "least the referee's part (%4) could make it, so the attack "
                                    "did not fail")},
    TableFactText{C::RollSettledWithin, "roll-settled-within",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: the dice show %2 and %3; whatever the referee gives for "
                                    "%6, the strength is from %4 to %5, and the attack succeeds")},
    TableFactText{C::RollSettledFailsWithin, "roll-settled-fails-within",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1: the dice show %2 and %3; whatever the referee gives for "
                                    "%6, the strength is from %4 to %5, and the attack fails")},
    TableFactText{C::RefusedSecondGoal, "refused-second-goal",
                  QT_TRANSLATE_NOOP("TableFact",
                                    "%1 is refused: %2 already holds the Goal card %3 and must "
                                    "name the one discarded for the new one")},
    TableFactText{
        C::RefusedFirstRoundClaim, "refused-first-round-claim",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: nobody can win in the first round")},
    TableFactText{
        C::RefusedGoalsNotMet, "refused-goals-not-met",
        QT_TRANSLATE_NOOP(
            "TableFact", "%1 is refused: %2's goals are not met (%3 of %4 toward the basic goal)")},
    TableFactText{C::RefusedClaimBeforeVictory, "refused-claim-before-victory",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: under Plan 28 victory points are "
                                                 "scored only in the fourth turn's Victory phase")},
    TableFactText{C::RefusedGameOver, "refused-game-over",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: the game is over; %2 won")},
    TableFactText{
        C::RefusedPhaseNotLater, "refused-phase-not-later",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is not later in the turn than %3")},
    TableFactText{
        C::RefusedAttackOutsidePhase, "refused-attack-outside-phase",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: attacks are made in %2, not in %3")},
    TableFactText{
        C::RefusedHandLimit, "refused-hand-limit",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: %2 holds %3 Plots and must discard down to 5 before the turn passes")},
    TableFactText{
        C::RefusedMoneyNotBoxedGame, "refused-money-not-boxed-game",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: megabucks belong to the boxed game")},
    TableFactText{C::RefusedNotEnoughMoney, "refused-not-enough-money",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 holds %3 MB, not %4")},
    TableFactText{
        C::RefusedDealNotPlan28, "refused-deal-not-plan28",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: the uncontrolled deck belongs to Plan 28")},
    TableFactText{C::RefusedIlluminatiDestroyed, "refused-illuminati-destroyed",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is an Illuminati, never "
                                                 "destroyed; its player is eliminated instead")},
    TableFactText{C::RefusedNotOnTable, "refused-not-on-table",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is not on the table")},
    TableFactText{C::RefusedPlayerOut, "refused-player-out",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is out of the game")},
    TableFactText{C::RefusedNoGoalCard, "refused-no-goal-card",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 holds no Goal card %3")},
    TableFactText{C::RefusedNotDevastated, "refused-not-devastated",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 is not devastated")},
    TableFactText{C::RefusedNotAPlace, "refused-not-a-place",
                  QT_TRANSLATE_NOOP(
                      "TableFact", "%1 is refused: %2 is not a Place; only Places are devastated")},
    TableFactText{C::PlotsDrawn, "plots-drawn",
                  QT_TRANSLATE_NOOP("TableFact", "%1 draws %2 Plot card(s)")},
    TableFactText{C::GroupDrawn, "group-drawn",
                  QT_TRANSLATE_NOOP("TableFact", "%1 draws %2 into the hand")},
    TableFactText{C::GroupDrawnUncontrolled, "group-drawn-uncontrolled",
                  QT_TRANSLATE_NOOP("TableFact", "%1 draws %2; it goes to the uncontrolled area")},
    TableFactText{C::GoalDrawn, "goal-drawn",
                  QT_TRANSLATE_NOOP("TableFact", "%1 draws the Goal card %2")},
    TableFactText{C::GoalDiscarded, "goal-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 discards the Goal card %2")},
    TableFactText{C::HandCardDiscarded, "hand-card-discarded",
                  QT_TRANSLATE_NOOP("TableFact", "%1 discards %2 from the hand")},
    TableFactText{C::HandCardGiven, "hand-card-given",
                  QT_TRANSLATE_NOOP("TableFact", "%1 gives %2 to %3")},
    TableFactText{C::PlotExposed, "plot-exposed", QT_TRANSLATE_NOOP("TableFact", "%1 shows %2")},
    TableFactText{C::GroupCaptured, "group-captured",
                  QT_TRANSLATE_NOOP("TableFact", "%1 takes %2 with its puppets")},
    TableFactText{C::GroupDestroyed, "group-destroyed",
                  QT_TRANSLATE_NOOP("TableFact", "%1 destroys %2")},
    TableFactText{
        C::PlaceDevastated, "place-devastated",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 is devastated: its Power is halved against attacks to destroy")},
    TableFactText{
        C::PlaceAlreadyDevastated, "place-already-devastated",
        QT_TRANSLATE_NOOP("TableFact",
                          "%1 was already devastated: a second Devastation has no further effect")},
    TableFactText{C::PlaceRelieved, "place-relieved",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is relieved of its devastation")},
    TableFactText{C::MoneyMoved, "money-moved",
                  QT_TRANSLATE_NOOP("TableFact", "%1 MB move from %2 to %3")},
    TableFactText{C::MoneySpent, "money-spent",
                  QT_TRANSLATE_NOOP("TableFact", "%2 spends %1 MB on %3; they go to the bank")},
    TableFactText{C::IncomeCollected, "income-collected",
                  QT_TRANSLATE_NOOP("TableFact", "%1 collects %2 MB income")},
    TableFactText{C::CardDealtUncontrolled, "card-dealt-uncontrolled",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is dealt to the uncontrolled area")},
    TableFactText{
        C::NwoDealt, "nwo-dealt",
        QT_TRANSLATE_NOOP("TableFact", "%1 comes off the uncontrolled deck straight into play")},
    TableFactText{C::PlayerEliminated, "player-eliminated",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is out of the game (%2)")},
    TableFactText{C::VictoryStands, "victory-stands",
                  QT_TRANSLATE_NOOP("TableFact", "%1 wins: %2")},
    TableFactText{C::PhaseBegins, "phase-begins",
                  QT_TRANSLATE_NOOP("TableFact", "The turn moves on: %1")},
    TableFactText{C::TokensBack, "tokens-back",
                  QT_TRANSLATE_NOOP("TableFact", "%1's groups get their Action tokens")},
    TableFactText{C::GoalsMetAtTurnEnd, "goals-met-at-turn-end",
                  QT_TRANSLATE_NOOP("TableFact", "%1 meets a goal (%2) and may claim victory")},
    TableFactText{C::TableCorrected, "table-corrected",
                  QT_TRANSLATE_NOOP("TableFact", "The referee corrects the table: %1")},
    TableFactText{C::TableCorrectedPlay, "table-corrected-play",
                  QT_TRANSLATE_NOOP("TableFact", "The referee corrects %2: %1")},
    TableFactText{
        C::TreasuryHalfCaptured, "treasury-half-captured",
        QT_TRANSLATE_NOOP("TableFact", "%1 keeps %2 MB of its treasury; %3 MB go to the bank")},
    TableFactText{
        C::RefusedWorldDominationGoesOn, "refused-world-domination-goes-on",
        QT_TRANSLATE_NOOP(
            "TableFact",
            "%1 is refused: World Domination goes on until every player knocks in a row")},
    TableFactText{C::GoalsNotMetAtTurnEnd, "goals-not-met-at-turn-end",
                  QT_TRANSLATE_NOOP("TableFact", "%1 has %2 of %3 toward the basic goal")},
    TableFactText{C::PlotsDiscardedDownTo, "plots-discarded-down-to",
                  QT_TRANSLATE_NOOP("TableFact", "%1 discards %2 Plot(s), down to %3")},
    TableFactText{
        C::RefusedEarlierTurn, "refused-earlier-turn",
        QT_TRANSLATE_NOOP("TableFact", "%1 is refused: %2 belongs to a turn that is over")},
    TableFactText{C::RefusedNoSuchPlay, "refused-no-such-play",
                  QT_TRANSLATE_NOOP("TableFact", "%1 is refused: there is no play %2 in the game")},
};

static_assert(std::size(tableFactTexts) == std::size_t(TableFactCode::RefusedNoSuchPlay) + 1,
              "one sentence for every table fact code");

const TableFactText &textOf(TableFactCode code)
{
    const auto index = std::size_t(code);
    Q_ASSERT(index < std::size(tableFactTexts) && tableFactTexts[index].code == code);
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
    return fillFactPattern(QCoreApplication::translate("TableFact", textOf(fact.code).pattern),
                           fact.args, -1);
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
