#pragma once

#include "rules/ruleidentity.h"
#include "rules/ruleids.h"
#include "rules/ruleset.h"

#include <QList>

#include <array>

namespace inwo {

// What a rule set decides about attacks, as data the engine and the windows both read: no rule
// number is restated anywhere else. Where Plan 28 is silent, the INWO rule stands.
struct RuleSetProfile
{
    // The family of rules an attack follows: two-player INWO attacks as INWO does (R161-R163
    // change goals, timing and takeovers, not attacks).
    enum class Family : quint8 { Inwo, Plan28, Classic };

    RuleSet rules = RuleSet::Inwo;
    Family family = Family::Inwo;
    QList<AttackKind> kinds;             // the attack kinds it allows
    std::array<int, 4> closeness{};      // defence bonus by closeness (index 1: directly
                                         // under the Illuminati); 0: none
    RuleId closenessRule = RuleId::None; // where the closeness bonus is written
    int alwaysFailsFrom = 11;            // a 2d6 roll this high or higher always fails (R03)
    int alignmentStep = 4;           // each identical or opposed alignment (R11, R35, R177, R183)
    int masterAlignmentBonus = 4;    // per alignment shared with the master (R17); 0: none
    int secretTargetBonus = 0;       // Plan 28: +5 defence for a Secret target (R177)
    bool destroyAgainstPower = true; // a destroy attack meets Power, not Resistance (R33)
    bool devastationHalves = true;   // a Devastated group's Power halves against destroy
    int agentsForAttack = 10;        // an agents card aiding an attack (R60)
    int agentsAgainstAttack = 6;     // an agents card opposing one (R60; Plan 28: 10)
    bool agentsCards = true;
    bool megabucks = false;   // the boxed game's money (R185-R187)
    bool groupsDefend = true; // groups may spend tokens to defend (not the boxed game)
    bool aidByAnyAlignmentOwnStructure = false; // boxed game: transferable Power (R183)
    int neutralizeBonus = 0;                    // boxed game: +6 (R190)
    bool secretRules = true;                    // INWO's Secret groups (R53)
    // Turns and Action tokens, as the timeline and the live game apply them.
    RuleId turnRule = R150;       // a turn gives tokens back (Plan 28: R171; boxed game: R182)
    RuleId actionRule = R151;     // each group acts once a turn (boxed game: R195)
    bool everyoneRefills = false; // Plan 28: every player's groups get tokens each turn (R171)
    bool joinedGroupsAct = false; // boxed game: a group captured may act that turn (R195)
    // The turn's automatic takeover comes before the tokens are placed (R150: phase 3, then 4),
    // so the group taken gets its token that turn; under Plan 28 it is a move of World
    // Domination, after the tokens (R171, R175).
    bool takeoverBeforeTokens = true;
    bool onceInAnAttack = false;  // boxed game: a group takes part in an attack once (R195)
    // Nothing may be done to a rival before his first turn is over (R156; two players: R162);
    // None where the rule set has no such shield.
    RuleId firstTurnShield = R156;
};

const RuleSetProfile &profileOf(RuleSet rules);

} // namespace inwo
