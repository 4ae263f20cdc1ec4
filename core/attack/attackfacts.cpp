#include "attack/attackfacts.h"

#include "attack/attackscenario.h"
#include "common/translationgeneration.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

struct FactText
{
    FactCode code;
    const char *name;    // stable code for JSON
    const char *pattern; // English; %1.. are the arguments, %n the count
};

// Every sentence the attack engine can produce. The value of a line is shown beside it, so no
// sentence restates it.
constexpr std::array<FactText, 117> factTexts{{
    {FactCode::PrintedPower, "printed-power",
     QT_TRANSLATE_NOOP("AttackFact", "Power of %1, as printed")},
    {FactCode::PrintedResistance, "printed-resistance",
     QT_TRANSLATE_NOOP("AttackFact", "Resistance of %1, as printed")},
    {FactCode::StatSet, "stat-set", QT_TRANSLATE_NOOP("AttackFact", "%1 set to %2 by %3")},
    {FactCode::StatMultiplied, "stat-multiplied",
     QT_TRANSLATE_NOOP("AttackFact", "%1 multiplied by %2 (%3)")},
    {FactCode::StatHighestMultiplier, "stat-highest-multiplier",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 multiplied by %2 (%3); only the single highest multiplier counts")},
    {FactCode::DevastatedHalved, "devastated-halved",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 is Devastated: its Power is halved (round down) against destruction")},
    {FactCode::StatAdded, "stat-added", QT_TRANSLATE_NOOP("AttackFact", "%1: %2 (%3)")},
    {FactCode::PowerFloor, "power-floor",
     QT_TRANSLATE_NOOP("AttackFact", "%1 cannot fall below 0")},
    {FactCode::InstantCardPower, "instant-card-power",
     QT_TRANSLATE_NOOP("AttackFact", "Power of the instant attack card %1")},
    {FactCode::IlluminatiHasNoAlignments, "illuminati-no-alignments",
     QT_TRANSLATE_NOOP("AttackFact", "%1 is an Illuminati: no alignments, no alignment bonus")},
    {FactCode::IdenticalAlignments, "identical-alignments",
     QT_TRANSLATE_NOOP("AttackFact", "%n identical alignment(s): %1")},
    {FactCode::IdenticalAlignmentsDestroy, "identical-alignments-destroy",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%n identical alignment(s): %1, 4 each against an attack to destroy")},
    {FactCode::OppositeAlignments, "opposite-alignments",
     QT_TRANSLATE_NOOP("AttackFact", "%n opposite alignment pair(s), the attacker's side: %1")},
    {FactCode::OppositeAlignmentsDestroy, "opposite-alignments-destroy",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%n opposite alignment pair(s), the attacker's side: %1; a bonus to "
                       "destroy")},
    {FactCode::NoAlignmentModifier, "no-alignment-modifier",
     QT_TRANSLATE_NOOP("AttackFact", "no identical or opposite alignments between %1 and %2")},
    {FactCode::NeutralizeBonus, "neutralize-bonus",
     QT_TRANSLATE_NOOP("AttackFact", "bonus for an attack to neutralize")},
    {FactCode::TransferablePower, "transferable-power",
     QT_TRANSLATE_NOOP("AttackFact", "transferable Power of %1")},
    {FactCode::AidSharesAlignment, "aid-shares-alignment",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 aids with its Power (%n token(s)): it shares an alignment with the "
                       "target")},
    {FactCode::AidOppositeAlignment, "aid-opposite-alignment",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 aids with its Power (%n token(s)): it has an alignment opposite to the "
                       "target's")},
    {FactCode::AidPlan28, "aid-plan28",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 aids with its Power (%n token(s)): it shares an alignment (not Fanatic) "
                       "with the target, or is its master or puppet")},
    {FactCode::AidGlobalPower, "aid-global-power",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 aids with its Global Power (%n token(s)): eligible only through Global "
                       "Power")},
    {FactCode::AidGlobalPowerCut, "aid-global-power-cut",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 aids with its Global Power, cut to its Power (%n token(s)): eligible "
                       "only through Global Power")},
    {FactCode::AbilityBonus, "ability-bonus", QT_TRANSLATE_NOOP("AttackFact", "ability of %1: %2")},
    {FactCode::AbilityRefereeDecides, "ability-referee-decides",
     QT_TRANSLATE_NOOP("AttackFact",
                       "ability of %1: %2 (the referee decides whether it applies; add it as a "
                       "play)")},
    {FactCode::Plan28DestroyAsControl, "plan28-destroy-as-control",
     QT_TRANSLATE_NOOP("AttackFact",
                       "Plan 28: the defence against destruction is as against control "
                       "(Resistance)")},
    {FactCode::Plan28SecretTarget, "plan28-secret-target",
     QT_TRANSLATE_NOOP("AttackFact", "Plan 28: the target is Secret")},
    {FactCode::Plan28NoCloseness, "plan28-no-closeness",
     QT_TRANSLATE_NOOP("AttackFact", "Plan 28: no closeness or master-alignment bonus")},
    {FactCode::MasterAlignments, "master-alignments",
     QT_TRANSLATE_NOOP("AttackFact", "%n alignment(s) shared with its master %1")},
    {FactCode::NoClosenessInHand, "no-closeness-in-hand",
     QT_TRANSLATE_NOOP("AttackFact",
                       "no closeness bonus: the target is in the attacker's hand, not in a Power "
                       "Structure")},
    {FactCode::NoClosenessUncontrolled, "no-closeness-uncontrolled",
     QT_TRANSLATE_NOOP("AttackFact",
                       "no closeness bonus: the target is uncontrolled, not in a Power Structure")},
    {FactCode::NoClosenessOwnGroup, "no-closeness-own-group",
     QT_TRANSLATE_NOOP("AttackFact",
                       "no closeness bonus: the attacker is destroying its own group")},
    {FactCode::ClosenessDirect, "closeness-direct",
     QT_TRANSLATE_NOOP("AttackFact",
                       "closeness: the target is directly controlled by its Illuminati (never "
                       "multiplied)")},
    {FactCode::ClosenessOneAway, "closeness-one-away",
     QT_TRANSLATE_NOOP("AttackFact",
                       "closeness: the target is one group away from its Illuminati (never "
                       "multiplied)")},
    {FactCode::ClosenessTwoAway, "closeness-two-away",
     QT_TRANSLATE_NOOP("AttackFact",
                       "closeness: the target is two groups away from its Illuminati (never "
                       "multiplied)")},
    {FactCode::TargetTokens, "target-tokens",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 spends %n token(s) of its own: its Power %2 plus its permanent Power "
                       "%3 for each")},
    {FactCode::DefendsAsMaster, "defends-as-master",
     QT_TRANSLATE_NOOP("AttackFact", "%1 defends as the target's master (%n token(s))")},
    {FactCode::DefendsAsPuppet, "defends-as-puppet",
     QT_TRANSLATE_NOOP("AttackFact", "%1 defends as the target's puppet (%n token(s))")},
    {FactCode::DefendsAsIlluminati, "defends-as-illuminati",
     QT_TRANSLATE_NOOP("AttackFact", "%1 defends as an Illuminati (%n token(s))")},
    {FactCode::DefendsSharesAlignment, "defends-shares-alignment",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 defends (%n token(s)): it shares an alignment with the target")},
    {FactCode::DefendsGlobalPower, "defends-global-power",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 defends with its Global Power (%n token(s)): eligible only through "
                       "Global Power")},
    {FactCode::AgentsForAttack, "agents-for-attack",
     QT_TRANSLATE_NOOP("AttackFact", "agents card played by %1 to aid the attack")},
    {FactCode::AgentsForDefence, "agents-for-defence",
     QT_TRANSLATE_NOOP("AttackFact", "agents card played by %1 to oppose the attack")},
    {FactCode::PlotForAttack, "plot-for-attack",
     QT_TRANSLATE_NOOP("AttackFact", "%1 played by %2 for the attack")},
    {FactCode::PlotForDefence, "plot-for-defence",
     QT_TRANSLATE_NOOP("AttackFact", "%1 played by %2 for the defence")},
    {FactCode::AbilityPlayForAttack, "ability-play-for-attack",
     QT_TRANSLATE_NOOP("AttackFact", "ability of %1, used by %2 for the attack")},
    {FactCode::AbilityPlayForDefence, "ability-play-for-defence",
     QT_TRANSLATE_NOOP("AttackFact", "ability of %1, used by %2 for the defence")},
    {FactCode::MoneyInterference, "money-interference",
     QT_TRANSLATE_NOOP("AttackFact", "%1 interferes with %2 MB")},
    {FactCode::MoneySpent, "money-spent", QT_TRANSLATE_NOOP("AttackFact", "%1 MB spent from %2")},
    {FactCode::MoneySpentDouble, "money-spent-double",
     QT_TRANSLATE_NOOP("AttackFact", "%1 MB spent from %2, counting double")},
    {FactCode::CaptureMoney, "capture-money",
     QT_TRANSLATE_NOOP("AttackFact",
                       "if it succeeds: %1 MB (half of the %2 left, round down) go with %3 to its "
                       "new owner, %4 MB to the bank")},
    {FactCode::NeutralizeMoney, "neutralize-money",
     QT_TRANSLATE_NOOP("AttackFact",
                       "if it succeeds: %1 and its puppets become uncontrolled, and all %2 MB on "
                       "it go to the bank")},
    {FactCode::StrengthBelowTwo, "strength-below-two",
     QT_TRANSLATE_NOOP("AttackFact", "strength %1: below 2, the attack cannot succeed")},
    {FactCode::StrengthAlwaysFailsAbove, "strength-always-fails-above",
     QT_TRANSLATE_NOOP("AttackFact",
                       "strength %1: a roll of %2 or more always fails, so %3 chances in 36")},
    {FactCode::StrengthRoll, "strength-roll",
     QT_TRANSLATE_NOOP("AttackFact", "strength %1: roll %1 or less on two dice")},
    {FactCode::DisasterTakesToken, "disaster-takes-token",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 loses one Action token at once (back if the Disaster is cancelled)")},
    {FactCode::AlignmentInDoubt, "alignment-in-doubt",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1: the alignment is settled when the dice are rolled; each case below "
                       "at even odds")},
    {FactCode::IlluminatiCannotBeAttacked, "illuminati-cannot-be-attacked",
     QT_TRANSLATE_NOOP("AttackFact", "an Illuminati can attack but can never be attacked")},
    {FactCode::NeutralizeBoxedGameOnly, "neutralize-boxed-game-only",
     QT_TRANSLATE_NOOP("AttackFact", "attacks to neutralize belong to the boxed game only")},
    {FactCode::NeutralizeRivalOnly, "neutralize-rival-only",
     QT_TRANSLATE_NOOP("AttackFact", "only a group another player controls can be neutralized")},
    {FactCode::AlreadyControlled, "already-controlled",
     QT_TRANSLATE_NOOP("AttackFact", "the attacker already controls this group")},
    {FactCode::NoPowerCannotBeDestroyed, "no-power-cannot-be-destroyed",
     QT_TRANSLATE_NOOP("AttackFact", "a group with no Power cannot be destroyed")},
    {FactCode::CannotAttackItself, "cannot-attack-itself",
     QT_TRANSLATE_NOOP("AttackFact", "no group may attack itself")},
    {FactCode::NeedsFreeArrow, "needs-free-arrow",
     QT_TRANSLATE_NOOP("AttackFact", "an attack to control needs a free outgoing control arrow")},
    {FactCode::SecretAttack, "secret-attack",
     QT_TRANSLATE_NOOP("AttackFact",
                       "only Illuminati and Secret groups may attack a Secret group")},
    {FactCode::ImmuneToAlignment, "immune-to-alignment",
     QT_TRANSLATE_NOOP("AttackFact", "%1 is immune to %2 groups")},
    {FactCode::ImmuneByAbility, "immune-by-ability",
     QT_TRANSLATE_NOOP("AttackFact", "%1 is immune through the ability of %2: %3")},
    {FactCode::NoAidForInstant, "no-aid-for-instant",
     QT_TRANSLATE_NOOP("AttackFact", "nothing may aid an instant attack")},
    {FactCode::CannotAidAttackOnItself, "cannot-aid-attack-on-itself",
     QT_TRANSLATE_NOOP("AttackFact", "no group may aid an attack on itself")},
    {FactCode::PrivilegedNoAid, "privileged-no-aid",
     QT_TRANSLATE_NOOP("AttackFact", "nobody but the attacker may help a privileged attack")},
    {FactCode::BoxedGameAidOwnStructure, "boxed-game-aid-own-structure",
     QT_TRANSLATE_NOOP("AttackFact", "only groups of the attacker's own Power Structure may aid")},
    {FactCode::SecretTakePart, "secret-take-part",
     QT_TRANSLATE_NOOP("AttackFact", "only Illuminati and Secret groups may take part")},
    {FactCode::AiderImmune, "aider-immune",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 is immune to it: a group that cannot attack it cannot aid an attack on "
                       "it either")},
    {FactCode::MayNotAidControl, "may-not-aid-control",
     QT_TRANSLATE_NOOP("AttackFact",
                       "may not aid: it has no Global Power and no alignment in common with the "
                       "target")},
    {FactCode::MayNotAidDestroy, "may-not-aid-destroy",
     QT_TRANSLATE_NOOP("AttackFact",
                       "may not aid: it has no Global Power and no alignment opposite to the "
                       "target's")},
    {FactCode::MayNotAidPlan28, "may-not-aid-plan28",
     QT_TRANSLATE_NOOP("AttackFact",
                       "may not aid: it has no Global Power, shares no alignment (Fanatic aside) "
                       "with the target and is not its master or puppet")},
    {FactCode::InstantTargetNoTokens, "instant-target-no-tokens",
     QT_TRANSLATE_NOOP("AttackFact",
                       "the target of an instant attack may not spend Action tokens")},
    {FactCode::NoDefenceForInstant, "no-defence-for-instant",
     QT_TRANSLATE_NOOP("AttackFact", "nothing may defend against an instant attack")},
    {FactCode::BoxedGameNoDefenders, "boxed-game-no-defenders",
     QT_TRANSLATE_NOOP("AttackFact",
                       "in the boxed game only money defends; other groups cannot take part")},
    {FactCode::PrivilegedNoOpposeFromHand, "privileged-no-oppose-from-hand",
     QT_TRANSLATE_NOOP("AttackFact",
                       "nobody may oppose a privileged attack on a group from the attacker's "
                       "hand")},
    {FactCode::PrivilegedOwnerOnly, "privileged-owner-only",
     QT_TRANSLATE_NOOP("AttackFact",
                       "only the target's owner may defend against a privileged attack")},
    {FactCode::SecretDefence, "secret-defence",
     QT_TRANSLATE_NOOP("AttackFact",
                       "only Illuminati, Secret groups, or its master and puppets may defend a "
                       "Secret group")},
    {FactCode::MayNotDefend, "may-not-defend",
     QT_TRANSLATE_NOOP("AttackFact",
                       "may not defend: it has no Global Power, no alignment in common with the "
                       "target, and is not its master or puppet")},
    {FactCode::NoPlaysForInstant, "no-plays-for-instant",
     QT_TRANSLATE_NOOP("AttackFact",
                       "no card or ability may aid either side of an instant attack")},
    {FactCode::PrivilegedNoInterference, "privileged-no-interference",
     QT_TRANSLATE_NOOP("AttackFact", "a privileged attack: %1 may not interfere")},
    {FactCode::BoxedGameNoAgents, "boxed-game-no-agents",
     QT_TRANSLATE_NOOP("AttackFact", "the boxed game has no agents cards")},
    {FactCode::AgentsOwner, "agents-owner",
     QT_TRANSLATE_NOOP("AttackFact", "the owner of the real group cannot play an agents card")},
    {FactCode::AgentsOnlyOne, "agents-only-one",
     QT_TRANSLATE_NOOP("AttackFact", "only one agents card can be used in any one attack")},
    {FactCode::DuplicatePlot, "duplicate-plot",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 already used %2 in this attack: no player may use duplicates of the "
                       "same Plot")},
    {FactCode::MoneyBoxedGameOnly, "money-boxed-game-only",
     QT_TRANSLATE_NOOP("AttackFact", "megabucks belong to the boxed game")},
    {FactCode::MoneyPrivileged, "money-privileged",
     QT_TRANSLATE_NOOP("AttackFact", "nobody may interfere in a privileged attack")},
    {FactCode::MoneyIlluminatiTreasuryOnly, "money-illuminati-treasury-only",
     QT_TRANSLATE_NOOP("AttackFact",
                       "interfering players pay from their Illuminati treasury only")},
    {FactCode::MoneyAttackWho, "money-attack-who",
     QT_TRANSLATE_NOOP("AttackFact",
                       "only the attacking group and the attacker's Illuminati may spend for the "
                       "attack")},
    {FactCode::MoneyDefenceWho, "money-defence-who",
     QT_TRANSLATE_NOOP("AttackFact",
                       "only the defending group and the defender's Illuminati may spend to "
                       "defend a group another player controls")},
    {FactCode::AlreadyTakesPart, "already-takes-part",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 already takes part in this attack: a card takes one role in one "
                       "attack (give extra tokens as its tokens spent)")},
    {FactCode::NoPowerCannotAct, "no-power-cannot-act",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 has no Power: a group reduced to Power 0 loses its token and cannot "
                       "act")},
    {FactCode::TargetInHandHasNoTokens, "target-in-hand-has-no-tokens",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 is in the attacker's hand, not in play: it has no Action tokens to "
                       "spend")},
    {FactCode::AbilityNotApplied, "ability-not-applied",
     QT_TRANSLATE_NOOP("AttackFact",
                       "ability of %1 that the program does not apply here: %2 (the referee "
                       "decides)")},
    {FactCode::AttackLimited, "attack-limited",
     QT_TRANSLATE_NOOP("AttackFact", "%1 may not make this attack: %2")},
    {FactCode::DisasterNeedsPlace, "disaster-needs-place",
     QT_TRANSLATE_NOOP("AttackFact", "a Disaster attacks a Place; %1 is not one")},
    {FactCode::AssassinationNeedsPersonality, "assassination-needs-personality",
     QT_TRANSLATE_NOOP("AttackFact", "an Assassination attacks a Personality; %1 is not one")},
    {FactCode::InstantTypeUnknown, "instant-type-unknown",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 is not a card the program knows: whether it is a Disaster (the target "
                       "then loses a token) is for the referee")},
    {FactCode::FanaticCountsAsShared, "fanatic-counts-as-shared",
     QT_TRANSLATE_NOOP("AttackFact", "ability of %1: %2")},
    {FactCode::AssassinationKills, "assassination-kills",
     QT_TRANSLATE_NOOP("AttackFact",
                       "if it succeeds, %1 is killed, not only destroyed: only specific cards "
                       "save it")},
    {FactCode::AbilityUnverified, "ability-unverified",
     QT_TRANSLATE_NOOP("AttackFact",
                       "ability of %1 as its printed card gives it, not yet checked against the "
                       "program's sources: %2 (the referee decides)")},
    {FactCode::SecondTokenNotInSameAttack, "second-token-not-in-same-attack",
     QT_TRANSLATE_NOOP("AttackFact", "%1 spends one token here: %2")},
    {FactCode::NoCardPower, "no-card-power",
     QT_TRANSLATE_NOOP("AttackFact",
                       "the program's sources do not give the Power of %1: enter it as the card's "
                       "Power")},
    {FactCode::SuccessMargin, "success-margin",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 destroys only on a roll that succeeds by %2 or more: %3 or less, a "
                       "chance of %4; a smaller success does what the card says short of that")},
    {FactCode::CardPowerFromData, "card-power-from-data",
     QT_TRANSLATE_NOOP("AttackFact",
                       "Power of the instant attack card %1, as the program knows it")},
    {FactCode::DestroyMoney, "destroy-money",
     QT_TRANSLATE_NOOP("AttackFact",
                       "if it succeeds: %1 goes to the dead pile, and all %2 MB on it go to the "
                       "bank")},
    {FactCode::NoTransferablePower, "no-transferable-power",
     QT_TRANSLATE_NOOP("AttackFact", "%1 has no transferable Power to lend")},
    {FactCode::ExtraTokensNeedACard, "extra-tokens-need-a-card",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 spends %n tokens: a group has one unless a card gives it more (the "
                       "referee checks which)")},
    {FactCode::NoInstantsInBoxedGame, "no-instants-in-boxed-game",
     QT_TRANSLATE_NOOP("AttackFact", "the boxed game has no instant attacks")},
    {FactCode::HandTargetControlOnly, "hand-target-control-only",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 is in a hand, not in play: it can only be attacked to control")},
    {FactCode::DuplicateAbility, "duplicate-ability",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 already used the ability of %2 in this attack: it counts once")},
    {FactCode::BoxedGameCardData, "boxed-game-card-data",
     QT_TRANSLATE_NOOP("AttackFact",
                       "the card data is the card game's: in the boxed game the numbers come from "
                       "the cards named and their powers are for the referee")},
    {FactCode::TakesPartOnce, "takes-part-once",
     QT_TRANSLATE_NOOP("AttackFact",
                       "%1 takes part in an attack once, whatever tokens are entered for it")},
    {FactCode::ImmunitySetAside, "immunity-set-aside",
     QT_TRANSLATE_NOOP("AttackFact", "%1: its immunity is set aside for this attack by %2")},
}};

static_assert(std::size_t(FactCode::ImmunitySetAside) + 1 == factTexts.size(),
              "every fact code has its sentence");

// The sentence of a code in the reader's language, translated once per language.
QString translatedPattern(const char *pattern, std::size_t index)
{
    thread_local std::array<QString, factTexts.size()> cache;
    thread_local quint64 stamp = 0;
    const quint64 generation = translationGeneration();
    if (generation != stamp || generation == 0) {
        cache = {};
        stamp = generation;
    }
    QString &cached = cache[index];
    if (cached.isNull())
        cached = QCoreApplication::translate("AttackFact", pattern);
    return cached;
}

const FactText &textOf(FactCode code)
{
    const auto index = std::size_t(code);
    Q_ASSERT(index < factTexts.size() && factTexts[index].code == code);
    return factTexts[index];
}

} // namespace

QString participantName(const AttackScenario &scenario, ParticipantRef who)
{
    using Role = ParticipantRef::Role;
    const auto at = [&](const auto &list) -> const auto *
    {
        return who.index >= 0 && who.index < list.size() ? &list.at(who.index) : nullptr;
    };
    switch (who.role) {
    case Role::None:
        return {};
    case Role::Attacker:
        return scenario.attacker ? scenario.attacker->name : QString();
    case Role::Target:
        return scenario.target.name;
    case Role::Master:
        return scenario.target.master ? scenario.target.master->name : QString();
    case Role::Aider:
        if (const auto *group = at(scenario.aiding))
            return group->name;
        return {};
    case Role::Defender:
        if (const auto *group = at(scenario.defending))
            return group->name;
        return {};
    case Role::Play:
        if (const auto *play = at(scenario.plays))
            return play->who();
        return {};
    case Role::Money:
        if (const auto *payment = at(scenario.money))
            return payment->treasury.compare(u"illuminati"_s, Qt::CaseInsensitive) == 0
                       ? payment->player
                       : payment->treasury;
        return {};
    case Role::MoneyPlayer:
        if (const auto *payment = at(scenario.money))
            return payment->player;
        return {};
    case Role::InstantCard:
        return scenario.instantCard;
    case Role::PlayerCard:
        if (const auto *group = at(scenario.playerCards))
            return group->name;
        return {};
    case Role::InForce:
        if (const auto *card = at(scenario.inForce))
            return card->name;
        return {};
    case Role::OwnerCard:
        if (const auto *card = at(scenario.ownerCards))
            return card->name;
        return {};
    }
    return {};
}

namespace {

// The participants of one scenario, by role and place.
class ScenarioNames : public ParticipantNames
{
public:
    explicit ScenarioNames(const AttackScenario &scenario) : m_scenario(scenario) {}
    QString nameOf(ParticipantRef who) const override { return participantName(m_scenario, who); }

private:
    const AttackScenario &m_scenario;
};

} // namespace

QString renderFact(const AttackFact &fact, const AttackScenario &scenario)
{
    const FactText &text = textOf(fact.code);
    const ScenarioNames names(scenario);
    return fillFactPattern(translatedPattern(text.pattern, std::size_t(fact.code)), fact.args,
                           fact.count, &names);
}

QString factSource(const AttackFact &fact)
{
    if (fact.isAbility())
        return abilitySourceText(fact.abilityCard, fact.abilitySource);
    if (fact.rule == RuleId::None)
        return {};
    return ruleSource(fact.rule);
}

bool isLeftToTheReferee(const AttackFact &line)
{
    switch (line.code) {
    case FactCode::AbilityRefereeDecides:
    case FactCode::AbilityNotApplied:
    case FactCode::AbilityUnverified:
    case FactCode::InstantTypeUnknown:
    case FactCode::AlignmentInDoubt:
    case FactCode::ExtraTokensNeedACard:
    case FactCode::BoxedGameCardData:
        return true;
    default:
        return false;
    }
}

QString factLocation(const AttackFact &fact)
{
    if (fact.isAbility())
        return fact.abilitySource;
    if (fact.rule == RuleId::None)
        return {};
    return ruleLocation(fact.rule);
}

QString factCodeName(FactCode code)
{
    return QString::fromLatin1(textOf(code).name);
}

QList<FactCode> allFactCodes()
{
    QList<FactCode> codes;
    for (const FactText &text : factTexts)
        codes.append(text.code);
    return codes;
}

const char *factPattern(FactCode code)
{
    return textOf(code).pattern;
}

} // namespace inwo
