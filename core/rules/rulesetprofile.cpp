#include "rules/rulesetprofile.h"

#include "rules/ruleids.h"

namespace inwo {

namespace {

RuleSetProfile inwo(RuleSet rules)
{
    RuleSetProfile profile;
    profile.rules = rules;
    profile.family = RuleSetProfile::Family::Inwo;
    profile.kinds = {AttackKind::Control, AttackKind::Destroy, AttackKind::Instant};
    profile.closeness = {0, 10, 5, 0}; // R18
    profile.closenessRule = R18;
    return profile;
}

RuleSetProfile inwoTwoPlayer()
{
    RuleSetProfile profile = inwo(RuleSet::InwoTwoPlayer);
    profile.firstTurnShield = R162;
    return profile;
}

RuleSetProfile plan28()
{
    RuleSetProfile profile = inwo(RuleSet::Plan28);
    profile.family = RuleSetProfile::Family::Plan28;
    profile.closeness = {0, 0, 0, 0}; // R177: no closeness
    profile.closenessRule = R177;
    profile.masterAlignmentBonus = 0;
    profile.secretTargetBonus = 5;
    profile.destroyAgainstPower = false; // R178: defence as against control
    profile.devastationHalves = false;
    profile.agentsAgainstAttack = 10;
    profile.turnRule = R171;
    profile.everyoneRefills = true;
    profile.takeoverBeforeTokens = false;
    profile.firstTurnShield = RuleId::None; // every player acts in every phase
    return profile;
}

RuleSetProfile classic()
{
    RuleSetProfile profile;
    profile.rules = RuleSet::Classic;
    profile.family = RuleSetProfile::Family::Classic;
    profile.kinds = {AttackKind::Control, AttackKind::Neutralize, AttackKind::Destroy};
    profile.closeness = {0, 10, 5, 2}; // R188
    profile.closenessRule = R188;
    profile.masterAlignmentBonus = 0;
    profile.devastationHalves = false;
    profile.agentsCards = false;
    profile.megabucks = true;
    profile.groupsDefend = false;
    profile.aidByAnyAlignmentOwnStructure = true;
    profile.neutralizeBonus = 6;
    profile.secretRules = false;
    profile.turnRule = R182;
    profile.actionRule = R195;
    profile.joinedGroupsAct = true;
    profile.onceInAnAttack = true;
    profile.firstTurnShield = RuleId::None;
    return profile;
}

} // namespace

const RuleSetProfile &profileOf(RuleSet rules)
{
    static const RuleSetProfile profiles[] = {inwo(RuleSet::Inwo), inwoTwoPlayer(), plan28(),
                                              classic()};
    for (const RuleSetProfile &profile : profiles) {
        if (profile.rules == rules)
            return profile;
    }
    return profiles[0];
}

} // namespace inwo
