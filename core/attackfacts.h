#pragma once

#include "card.h"
#include "enumtable.h"
#include "ruleidentity.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace inwo {

struct AttackScenario;

// Who a fact is about: a participant of the scenario by its role and its place in that role's
// list, never by name (two groups may share a name) or by pointer.
struct ParticipantRef
{
    enum class Role : quint8 {
        None,
        Attacker,
        Target,
        Master, // the target's master
        Aider,
        Defender,
        Play,
        Money,       // a payment, named by the treasury it came from
        MoneyPlayer, // a payment, named by the player who made it
        InstantCard, // the card making an instant attack
        PlayerCard,  // a card of the attacking player whose abilities count (attack.playerCards)
        InForce,     // an NWO in force on the table (attack.inForce)
    };

    Role role = Role::None;
    qint16 index = 0; // Aider, Defender, Play, Money, MoneyPlayer: the position in the list

    static ParticipantRef of(Role role, qsizetype index = 0) { return {role, qint16(index)}; }
    bool operator==(const ParticipantRef &) const = default;
};

// The roles' codes for JSON ("aider"), read with codeOf().
template <> struct EnumTable<ParticipantRef::Role>
{
    using Role = ParticipantRef::Role;
    static constexpr std::array<EnumEntry<Role>, 12> entries{{
        {Role::None, u"none", u"nobody"},
        {Role::Attacker, u"attacker", u"the attacker"},
        {Role::Target, u"target", u"the target"},
        {Role::Master, u"master", u"the target's master"},
        {Role::Aider, u"aider", u"an aider"},
        {Role::Defender, u"defender", u"a defender"},
        {Role::Play, u"play", u"a play"},
        {Role::Money, u"money", u"a payment, by its treasury"},
        {Role::MoneyPlayer, u"money-player", u"a payment, by its player"},
        {Role::InstantCard, u"instant-card", u"the instant attack card"},
        {Role::PlayerCard, u"player-card", u"a card of the attacking player"},
        {Role::InForce, u"in-force", u"an NWO in force"},
    }};
};

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
};

// One argument of a fact's sentence.
struct FactArg
{
    enum class Type : quint8 {
        Number,       // a whole number
        Participant,  // a participant's name
        Name,         // a proper name as written (a Plot, a player, a treasury)
        Alignments,   // a list of alignments, named in the reader's language
        Factor,       // a multiplier (its thousandths in `number`)
        AbilityWords, // a card ability's summary, from the project's ability data
        Player,       // a player as the scenario names one: "attacker" and "defender" are words
        Treasury,     // where megabucks come from: "illuminati" is a word, a group a name
    };

    // Small, so a fact is cheap to make: a list of alignments is a bit set in `number` (bit i for
    // Alignment(i)), a factor its thousandths.
    Type type = Type::Number;
    int number = 0;
    ParticipantRef participant;
    QString text;

    static FactArg of(int value) { return {Type::Number, value, {}, {}}; }
    static FactArg of(ParticipantRef who) { return {Type::Participant, 0, who, {}}; }
    static FactArg name(const QString &text) { return {Type::Name, 0, {}, text}; }
    static FactArg of(const QList<Alignment> &list)
    {
        int bits = 0;
        for (const Alignment alignment : list)
            bits |= 1 << int(alignment);
        return {Type::Alignments, bits, {}, {}};
    }
    static FactArg factor(double value) { return {Type::Factor, int(value * 1000 + 0.5), {}, {}}; }
    static FactArg words(const QString &text) { return {Type::AbilityWords, 0, {}, text}; }
    static FactArg player(const QString &text) { return {Type::Player, 0, {}, text}; }
    static FactArg treasury(const QString &text) { return {Type::Treasury, 0, {}, text}; }
    QList<Alignment> alignments() const;
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
    QVarLengthArray<FactArg, 4> args;
    int count = -1; // the number a sentence's plural agrees with (-1: none)

    bool isAbility() const { return !abilityCard.isEmpty(); }
};

using AttackLine = AttackFact;
using AttackRefusal = AttackFact;

// The sentence of `fact`, in the language of the installed translators; names come from
// `scenario`, the one the fact was made from.
QString renderFact(const AttackFact &fact, const AttackScenario &scenario);
// A translated sentence pattern with its %1..%9 filled from `args` and %n and "(s)" from `count`
// (-1: none): what renderFact() does, for the other kinds of facts.
QString fillFactPattern(const QString &pattern, const QVarLengthArray<FactArg, 4> &args, int count,
                        const AttackScenario &scenario);
// Where a card's ability is written, for people: "Card data: Gun Control", "INWO VFAQ (line
// 322), on Gun Control", "printed card text of X, unchecked".
QString abilitySourceText(const QString &card, const QString &source);
// Where the fact's rule is written, for people: "INWO rulebook, Attacks (line 125)", or the card
// whose ability it applies ("Card data: Shangri-La").
QString factSource(const AttackFact &fact);
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
// An alignment's name in the reader's language.
QString alignmentDisplayName(Alignment alignment);

} // namespace inwo
