#pragma once

#include "rules/factarg.h"
#include "rules/factrender.h"
#include "rules/ruleidentity.h"
#include "rules/rulings.h"
#include "table/position.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace inwo {

// What a line about the table says (an NWO's effect on a group, a goal counted or missed), as a
// code: each has one English sentence, marked for translation in tablefacts.cpp, and the
// arguments it takes. The numbers a line is about are in TableFact::value and its arguments.
enum class TableFactCode : quint16 {
    // Stats of a group on the table.
    PrintedStats,          // {card} Power {n}
    RememberedAlignment,   // gained or lost an alignment it remembers: {card} {alignments} {source}
    RememberedLoss,        // {card} {alignments} {source}
    RememberedPower,       // {card} {signed} {source}
    TemporaryPowerLeftOut, // {card} {signed} {source}: a temporary Power change, not for goals
    AbilityPower,          // {card} {signed} {words}: a permanent ability of its structure
    NwoPower,              // {card} {signed} {nwo words}
    NwoAlignment,          // {card} {alignments} {nwo words}
    NwoAlignmentNotForGoals, // {card} {alignments}: the change does not count for goals
    NwoReferee,              // {nwo words}: the referee applies it
    NwoRefereeGroup,         // {card} {nwo words}: the group the unapplied effect is about
    PowerFloor,              // {card}
    // NWOs in force.
    NwoInForce,      // {nwo} {colour} {player}
    NwoOrder,        // more than one in force: applied one at a time in the order played
    NwoDiscarded,    // {new} {old}
    NwoReplacedCopy, // {nwo}
    NwoRemoved,      // {nwo}
    NwoNotKnown,     // {nwo}: no card of that name
    // Goals.
    CountIlluminati,          // {player}
    CountGroup,               // {card}
    CountDoubled,             // {card} {goal}
    CountDoubleCapped,        // {card} {goal}: would count double, but three already do
    CountResource,            // {card} {goal}: a Magic Resource counts as a group
    CountDestroyedHuge,       // {card} {goal}: a Huge group destroyed counts 2
    CountNotForGoal,          // {card}: a Resource, not a group
    GoalReduced,              // {player} {n} destroyed: the basic goal less n
    BasicGoalMet,             // {count} {needed}
    BasicGoalMissed,          // {count} {needed}
    SpecialGoalTotalPower,    // {total} {needed}
    SpecialGoalAlignments,    // {alignments missing}
    SpecialGoalPeacefulPower, // {total} {needed}
    SpecialGoalDestroyed,     // {n} {needed}
    SpecialGoalGoalCards,     // UFOs: up to {n} Goal cards
    SpecialGoalDoublesOnly,   // the special goal only makes groups count double
    SpecialGoalRivalStronger, // {card} of a rival is a stronger Secret group: no Secret doubles
    SpecialGoalReferee,       // {illuminati}: the project cannot check this special goal
    SpecialGoalNone,          // {illuminati}: no special goal in the project's data
    GoalCardMet,              // {goal}
    GoalCardReferee,          // {goal}: its condition is not in the project's sources
    GoalCardNeverCombines,    // {goal}
    GoalCardCombines,         // {goal}: with the basic goal
    GoalCardRuling,           // {goal} {words}: the project's reading of the card
    TooManyGoalCards,         // {player} {n}
    GoalCardsUfos,            // {player} {n}
    GoalCardUseless,          // {goal}: adds nothing to the special goal (Hail Eris! for Discordia)
    PopulationReductionCthulhu, // using it, only Huge groups count for Cthulhu, twice
    // Victory.
    NoVictoryFirstRound,
    VictoryShared,         // {players}
    VictorySameIlluminati, // {players}: cannot share
    VictoryWins,           // {player}
    VictoryNobody,
    VictoryPoints,               // {player} {n}: Plan 28
    VictoryPointsGroups,         // {n}
    VictoryPointsDoubles,        // {n}
    VictoryPointsGoal,           // {goal} {n}
    VictoryTieBreak,             // {player}: most groups, then Power
    ClassicGoalTable,            // the boxed game's basic goal is set per game (R199)
    TwoPlayerGoal,               // two players: at least 12 (R161)
    VictoryAllowed,              // the first round is over (R114)
    GlobalPowerFollows,          // {card} {n}: Power fell below Global Power, which follows (R26)
    NwoOnePerColour,             // at most one NWO of each colour is in force (R106)
    RulingApplied,               // {question} {applied reading} {other reading}
    SpecialGoalCountMatching,    // {illuminati} {n} {needed}: groups of the kind it needs
    VictoryTwoWays,              // {player} {n}: claims one way, then another (R131)
    RememberedAlignmentThisTurn, // {card} {alignments} {source}: until the end of this turn
    GoalsSubjectToReferee,       // {player} {nwos}: effects the referee applies may change this
    VictoryNeedsReferee,         // {player} {nwos}
    GoalReducedHuge,             // {cthulhu} {n huge} {reduction}
    PopulationReductionSetAside, // {card}: counting every group destroyed is better
    Plan28ScoresAtTurnFour,      // Plan 28: no victory before its Victory phase (R174)
    CountSlack,                  // {illuminati} {n} {at most}: Slack tokens count as groups
    RememberedStatus,            // {card} {status} {source}: the referee applies what it does
    BasicGoalCombined,           // {plain} {basic goal} {goals} {count} {needed}: only with them
    GoalNotNeeded,               // {goal}: the basic goal is met without what it adds
    GoalCardCombinesWithSpecial, // {goal} {illuminati}
    GoalCardOwnCount,            // {goal} {count} {needed}: a Goal card judged on its own
    VictoryPointsSpecial,        // {illuminati} {n}: Plan 28's bonus for Hermes, Cthulhu, SubGenius
    CountEliminatedIlluminati,   // {illuminati} {player} {goal}: eliminated, counts as destroyed
    // Timelines (issue 13).
    PlayStands,                 // {play}
    PlayCancelled,              // {play} {cancel}
    PlayRestored,               // {play} {cancel} {cancelled cancel}
    PlayInCancelledAttack,      // {play} {attack} {cancel}
    PlayInIllegalAttack,        // {play} {attack}
    PlayInCancelledAid,         // {play} {aid}
    PlayIllegalLacks,           // {play} {card} {alignment}
    PlayIllegalHas,             // {play} {card} {alignment}
    PlayIllegalAid,             // {play} {card} {target}
    PlayIllegalClaim,           // {play} {first} {claim}
    PlayRollOff,                // {play} {other} {player} {n} {n}
    PlotPowerLost,              // {plot} {card}
    PlotPowerReplaced,          // {plot} {card} {card}
    RefusedNoToken,             // {play} {card}
    RefusedAfterDice,           // {play} {attack}
    RefusedTooLate,             // {play} {target}
    RefusedAbilityCancel,       // {play}
    RefusedSteppedBack,         // {play} {target} {card}
    RefusedIllegalNow,          // {play} {card} {alignment}
    RefusedThwartLook,          // {play} {player} {look}
    RefusedPrivileged,          // {play} {attack} {player}
    RefusedPrivilegedTrade,     // {play} {attack}
    RefusedPrivilegeSource,     // {play} {attack} {player}
    RefusedInstantAid,          // {play}
    RefusedInstantToken,        // {play}
    RefusedDuplicatePlot,       // {play} {player} {plot}
    RefusedSecondAgents,        // {play}
    RefusedOwnAgents,           // {play}
    RefusedUnique,              // {play} {card}
    RefusedDuplicateGroup,      // {play} {card}
    RefusedDestroyedDuplicate,  // {play} {card}
    RefusedNotYourStep,         // {play} {player}
    RefusedPhaseOver,           // {play}
    RefusedReactionLate,        // {play} {move}
    RefusedDieChangeLate,       // {play}
    RefusedRollOffTie,          // {play}
    RefusedNotStanding,         // {play} {target}
    RefusedRolled,              // {play} {attack}
    RefusedNoPlot,              // {play} {player} {plot}
    RefusedNotInHand,           // {play} {card} {player}
    RefusedNotTheirs,           // {play} {card} {player}
    RefusedAidSelf,             // {play}
    RefusedNotEligible,         // {play} {card} {target}
    RefusedAttackOpen,          // {play} {attack}
    RefusedBuyPlots,            // {play}
    RefusedNothingToSalvage,    // {play} {target}
    TokenSpent,                 // {card}
    TokenReturned,              // {card}
    TokenLost,                  // {card}
    PlotDiscarded,              // {plot} {player}
    PlotLost,                   // {plot} {player}
    PlotToHand,                 // {plot} {player}
    PlotToHandExposed,          // {plot} {player}
    PlotInForce,                // {plot}
    CardToHand,                 // {card} {player}
    CardDiscarded,              // {card} {player}
    CardInPlay,                 // {card} {player}
    RollSucceeded,              // {attack} {n} {n}
    RollFailed,                 // {attack} {n} {n}
    FromHandFailed,             // {card} {player}
    SecondAttemptDiscarded,     // {card} {player}
    InstantOutcomeReferee,      // {plot} {card}
    AttackNotRolled,            // {attack}
    DieChanged,                 // {play} {attack} {signed}
    ConditionUnknown,           // {card} {alignment}
    RefusedNotCancellable,      // {play} {target}
    TurnBegins,                 // {player} {round}
    AgentsAgainstHand,          // {play}
    PlayCancels,                // {play} {target}
    PlayLegalAgain,             // {play} {change}
    DisasterNoToken,            // {card}
    LookCancelledBeforeEffect,  // {play}
    PrivilegeSourceCancelled,   // {play} {attack}
    AbilityCancelledByAwhfy,    // {play}
    Plan28Reaction,             // {play}
    Plan28Knock,                // {player}
    PlotsBought,                // {player} {n}
    PreCancelMoves,             // {play}
    DieChangeAfterPrivilege,    // {play}
    ClaimFirst,                 // {play} {claim}
    PlotCopyEachPlayer,         // {play} {plot}
    RefusedPrivilegeNegated,    // {play} {attack}
    RefusedDuplicateFromHand,   // {play} {card}
    RefusedOwnPlayBeforeCancel, // {play} {player} {other} {target}
    PreCancelBarred,            // {play}
    AidAgainAfterCancel,        // {card}
    RefusedResourceAttacked,    // {play} {card}
    NonUniqueResourceAgain,     // {play} {card}
    RefusedDieBeforeRoll,       // {play} {attack}
    RefusedIlluminatiTarget,    // {play} {card}
    RefusedResourceTokens,      // {play} {card}
    RefusedAlreadyCancelled,    // {play} {target} {cancel}
    RefusedTokenNotPowering,    // {play} {card} {target}
    RefusedElevenTwelve,        // {play} {n}
    RefusedNotNextTurn,         // {play} {player}
    TurnBeginsPlan28,           // {player} {round}
    PlayCancelsPower,           // {play} {card} {target}
    AttackCaptures,             // {target} {attacker} {player}
    AttackDestroys,             // {target} {attacker} {player}
    AttackNeutralizes,          // {target} {attacker} {player}
    HiddenPlotToHand,           // {player}
    HiddenPlotDiscarded,        // {player}
    // One table, one set of rules (issue 22).
    ChangeInAttacksOnly,        // {card} {words}: a change for one use or kind of attack
    JoinsWithoutToken,          // {card}
    LinkedResourceLeaves,       // {card}
    LinkLost,                   // {card}
    PuppetToHand,               // {card} {player}
    PuppetUncontrolled,         // {card}
    AttackedFromHandDiscarded,  // {card} {player}
    NoTokenAtPowerZero,         // {card}
    LosesTokenAtPowerZero,      // {card}
    RefusedNotAPlot,            // {play} {card}
    RefusedCallOffNotYours,     // {play} {attack}
    RefusedCallOffPlot,         // {play} {attack}
    RefusedFirstTurn,           // {play} {player}
    RefusedByAttackRules,       // {play} {rule title}
    RefusedCannotSucceed,       // {play} {attack} {strength}
    RefusedRollTooHigh,         // {play} {total} {strength}
    RefusedRollSucceeds,        // {play} {total} {strength}
    RefusedArrowTaken,          // {play} {master} {arrow}
    RefusedNwoNotInForce,       // {play} {nwo}
    AttackCalledOff,            // {attack}
    PlayInCalledOffAttack,      // {play} {attack}
    RollSucceedsAgainst,        // {attack} {die} {die} {strength}
    RollFailsAgainst,           // {attack} {die} {die} {strength}
    StrengthForTheReferee,      // {attack}
    RollNowSucceeds,            // {attack} {total}
    RollNowFails,               // {attack} {total}
    AttackEndsUnrolled,         // {attack} {strength}
    CallOffOwnPlaysReferee,     // {attack}
    AutomaticFailure,           // {play} {attack}
    ImmunitySuspended,          // {play} {card} {attack}
    PrivilegeSuspended,         // {play} {attack}
    SecondAttemptFromHand,      // {attack} {card}
    RefusedNoReorganizing,      // {play}
    ImmunitySuspendedUnused,    // {play} {card} {player}
    RefusedNotYourTurn,         // {play} {player}
    RefusedPrivilegeUsedUp,     // {play} {card} {count}
    StrengthForTheRefereeOf,    // {attack} {names}: as StrengthForTheReferee, naming them
    NwoInForceUntil,            // {card} {player} {play}
    RefusedRollFailsAtMost,     // {play} {total} {strength} {names}
    RefusedRollSucceedsAtLeast, // {play} {total} {strength} {names}
    RollSettledWithin,          // {attack} {die} {die} {lowest} {highest} {names}: succeeds
    RollSettledFailsWithin,     // {attack} {die} {die} {lowest} {highest} {names}: fails
    // The live game's table events (issue 23).
    RefusedSecondGoal,            // {play} {player} {goal}
    RefusedFirstRoundClaim,       // {play}
    RefusedGoalsNotMet,           // {play} {player} {count} {needed}
    RefusedClaimBeforeVictory,    // {play}
    RefusedGameOver,              // {play} {players}
    RefusedPhaseNotLater,         // {play} {phase} {current}
    RefusedAttackOutsidePhase,    // {play} {phase} {current}
    RefusedHandLimit,             // {play} {player} {count}
    RefusedMoneyNotBoxedGame,     // {play}
    RefusedNotEnoughMoney,        // {play} {treasury} {held} {amount}
    RefusedDealNotPlan28,         // {play}
    RefusedIlluminatiDestroyed,   // {play} {card}
    RefusedNotOnTable,            // {play} {card}
    RefusedPlayerOut,             // {play} {player}
    RefusedNoGoalCard,            // {play} {player} {goal}
    RefusedNotDevastated,         // {play} {card}
    RefusedNotAPlace,             // {play} {card}
    PlotsDrawn,                   // {player} {count}
    GroupDrawn,                   // {player} {card}
    GroupDrawnUncontrolled,       // {player} {card}
    GoalDrawn,                    // {player} {goal}
    GoalDiscarded,                // {player} {goal}
    HandCardDiscarded,            // {player} {card}
    HandCardGiven,                // {player} {card} {to}
    PlotExposed,                  // {player} {plot}
    GroupCaptured,                // {player} {card}
    GroupDestroyed,               // {player} {card}
    PlaceDevastated,              // {card}
    PlaceAlreadyDevastated,       // {card}
    PlaceRelieved,                // {card}
    MoneyMoved,                   // {amount} {from} {to}
    MoneySpent,                   // {amount} {from} {attack}: to the bank
    IncomeCollected,              // {treasury} {amount}
    CardDealtUncontrolled,        // {card}
    NwoDealt,                     // {nwo}
    PlayerEliminated,             // {player} {by}
    VictoryStands,                // {players} {goals}
    PhaseBegins,                  // {phase}
    TokensBack,                   // {player}
    GoalsMetAtTurnEnd,            // {player} {goals}
    TableCorrected,               // {reason}
    TableCorrectedPlay,           // {reason} {play}
    TreasuryHalfCaptured,         // {card} {amount} {bank}
    RefusedWorldDominationGoesOn, // {play}
    GoalsNotMetAtTurnEnd,         // {player} {count} {needed}
    PlotsDiscardedDownTo,         // {player} {count} {limit}
    RefusedEarlierTurn,           // {play} {earlier}: it names a play of a turn that is over
    RefusedNoSuchPlay,            // {play} {id}
};

// One line about the table: the rule it rests on, the card or player it is about, a number, and
// its sentence's arguments. People read it through renderTableFact(); programs read the fields.
struct TableFact
{
    RuleId rule = RuleId::None;
    TableFactCode code = TableFactCode::NwoOrder;
    InstanceId card; // the card on the table it is about, if any
    QString player;  // the player it is about, if any
    int value = 0;   // the number it adds or counts (a Power change, a count)
    // The card whose ability or goal the line applies ("" for a rule of the rulebooks), and the
    // source of that ability.
    QString abilityCard;
    QString abilitySource;
    FactArgs args;

    bool isAbility() const { return !abilityCard.isEmpty(); }
};

// "red", "blue", "yellow" in the reader's language.
QString nwoColorDisplayName(NwoColor color);
// The line that shows a ruling with both readings and the one applied, for `rulings`.
TableFact rulingFact(RulingId id, const Rulings &rulings);

// A line, made in one expression.
inline TableFact tableFact(RuleId rule, TableFactCode code, FactArgs args = {},
                           const InstanceId &card = {}, const QString &player = {}, int value = 0)
{
    TableFact fact;
    fact.rule = rule;
    fact.code = code;
    fact.card = card;
    fact.player = player;
    fact.value = value;
    fact.args = std::move(args);
    return fact;
}

// The sentence of `fact` in the reader's language; card names come from `position`.
QString renderTableFact(const TableFact &fact, const Position &position);
// Where the line's rule or ability is written, for people ("INWO VFAQ, Combining Goals (line
// 165)", "Card data: Gun Control").
QString tableFactSource(const TableFact &fact);
// The machine form: "002_c1b8ef93d76c5628.txt:165".
QString tableFactLocation(const TableFact &fact);
// A stable code for JSON: "nwo-power".
QString tableFactCodeName(TableFactCode code);
QList<TableFactCode> allTableFactCodes();
const char *tableFactPattern(TableFactCode code);

} // namespace inwo
