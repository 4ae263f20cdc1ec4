#pragma once

#include "rules/factarg.h"
#include "rules/factrender.h"
#include "rules/ruleidentity.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <optional>

namespace inwo {

struct AttackScenario;

// What an explanation line or refusal says, as a code: each has one English sentence (marked for
// translation in attackfacts.cpp) and the arguments it takes. Lines carry the effect on the
// strength in AttackFact::value; their sentences never restate it.
enum class FactCode : quint16 {
    // Lines: the attacking side.
    PrintedPower,
    PrintedResistance,
    StatSet,
    StatMultiplied,
    StatHighestMultiplier,
    DevastatedHalved,
    StatAdded,
    PowerFloor,
    InstantCardPower,
    IlluminatiHasNoAlignments,
    IdenticalAlignments,
    IdenticalAlignmentsDestroy,
    OppositeAlignments,
    OppositeAlignmentsDestroy,
    NoAlignmentModifier,
    NeutralizeBonus,
    TransferablePower,
    AidSharesAlignment,
    AidOppositeAlignment,
    AidPlan28,
    AidGlobalPower,
    AidGlobalPowerCut,
    AbilityBonus,
    AbilityRefereeDecides,
    // Lines: the defending side.
    Plan28DestroyAsControl,
    Plan28SecretTarget,
    Plan28NoCloseness,
    MasterAlignments,
    NoClosenessInHand,
    NoClosenessUncontrolled,
    NoClosenessOwnGroup,
    ClosenessDirect,
    ClosenessOneAway,
    ClosenessTwoAway,
    TargetTokens,
    DefendsAsMaster,
    DefendsAsPuppet,
    DefendsAsIlluminati,
    DefendsSharesAlignment,
    DefendsGlobalPower,
    AgentsForAttack,
    AgentsForDefence,
    PlotForAttack,
    PlotForDefence,
    AbilityPlayForAttack,
    AbilityPlayForDefence,
    MoneyInterference,
    MoneySpent,
    MoneySpentDouble,
    // Lines: the result.
    CaptureMoney,
    NeutralizeMoney,
    StrengthBelowTwo,
    StrengthAlwaysFailsAbove,
    StrengthRoll,
    DisasterTakesToken,
    AlignmentInDoubt,
    // Refusals.
    IlluminatiCannotBeAttacked,
    NeutralizeBoxedGameOnly,
    NeutralizeRivalOnly,
    AlreadyControlled,
    NoPowerCannotBeDestroyed,
    CannotAttackItself,
    NeedsFreeArrow,
    SecretAttack,
    ImmuneToAlignment,
    ImmuneByAbility,
    NoAidForInstant,
    CannotAidAttackOnItself,
    PrivilegedNoAid,
    BoxedGameAidOwnStructure,
    SecretTakePart,
    AiderImmune,
    MayNotAidControl,
    MayNotAidDestroy,
    MayNotAidPlan28,
    InstantTargetNoTokens,
    NoDefenceForInstant,
    BoxedGameNoDefenders,
    PrivilegedNoOpposeFromHand,
    PrivilegedOwnerOnly,
    SecretDefence,
    MayNotDefend,
    NoPlaysForInstant,
    PrivilegedNoInterference,
    BoxedGameNoAgents,
    AgentsOwner,
    AgentsOnlyOne,
    DuplicatePlot,
    MoneyBoxedGameOnly,
    MoneyPrivileged,
    MoneyIlluminatiTreasuryOnly,
    MoneyAttackWho,
    MoneyDefenceWho,
    AlreadyTakesPart,
    NoPowerCannotAct,
    TargetInHandHasNoTokens,
    AbilityNotApplied,
    AttackLimited,
    DisasterNeedsPlace,
    AssassinationNeedsPersonality,
    InstantTypeUnknown,
    FanaticCountsAsShared,
    AssassinationKills,
    AbilityUnverified,
    SecondTokenNotInSameAttack,
    NoCardPower,
    SuccessMargin,
    CardPowerFromData,
    DestroyMoney,
    NoTransferablePower,
    ExtraTokensNeedACard,
    NoInstantsInBoxedGame,
    HandTargetControlOnly,
    DuplicateAbility,
    BoxedGameCardData,
    TakesPartOnce,
    ImmunitySetAside,
};

// One fact of an adjudication: an explanation line (with its effect on the strength: attack
// lines add, defence lines subtract, 0 for a line that only explains) or a refusal. It holds the
// rule it rests on, whom it is about and its arguments; people read it through renderFact(),
// programs read the fields. Nothing reads a rendered sentence back.
struct AttackFact
{
    RuleId rule = RuleId::None;
    FactCode code = FactCode::StrengthRoll;
    ParticipantRef who;
    int value = 0;
    // The card whose printed ability the fact applies ("" for a rule of the rulebooks), and the
    // ability's own source passage.
    QString abilityCard;
    QString abilitySource;
    FactArgs args;
    int count = -1; // the number a sentence's plural agrees with (-1: none)
    // A bonus left to the referee: the change to the strength should he apply it (an attack
    // bonus adds, a defence bonus takes away); none for anything else.
    std::optional<int> refereeStrength;

    bool isAbility() const { return !abilityCard.isEmpty(); }
};

using AttackLine = AttackFact;
using AttackRefusal = AttackFact;

// The sentence of `fact`, in the language of the installed translators; names come from
// `scenario`, the one the fact was made from.
QString renderFact(const AttackFact &fact, const AttackScenario &scenario);
// Where the fact's rule is written, for people: "INWO rulebook, Attacks (line 125)", or the card
// whose ability it applies ("Card data: Shangri-La").
QString factSource(const AttackFact &fact);
// Whether a line of an attack leaves a number to the referee (an ability not applied or not
// checked, an alignment in doubt, ...): then the strength is not known until he gives it. The
// timeline resolver and the attack list both ask this.
bool isLeftToTheReferee(const AttackFact &line);
// The same in a file and lines form: "000_42f3d193c8c5ff8e.txt:125" (or the ability's passage).
QString factLocation(const AttackFact &fact);
// The participant's name as the scenario gives it (a Plot's or a player's name for plays and
// payments, "agents" for an agents card).
QString participantName(const AttackScenario &scenario, ParticipantRef who);
// A stable code of the fact's kind, for JSON: "identical-alignments".
QString factCodeName(FactCode code);
// Every code, in order (tests render each one).
QList<FactCode> allFactCodes();
// The English sentence pattern of a code, before translation (tests).
const char *factPattern(FactCode code);

} // namespace inwo
