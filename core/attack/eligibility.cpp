#include "attack/eligibility.h"

#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"

namespace inwo {

bool alignmentsOpposed(Alignment a, Alignment b, RuleSet rules)
{
    // In the boxed game Government's opposite is Communist (001, lines 121-122) and Corporate's
    // is Socialist (003); in INWO Government and Corporate are opposites.
    if (rules == RuleSet::Classic) {
        const auto pair = [&](Alignment x, Alignment y) {
            return (a == x && b == y) || (a == y && b == x);
        };
        if (pair(Alignment::Government, Alignment::Communist) ||
            pair(Alignment::Corporate, Alignment::Socialist))
            return true;
        if (a == Alignment::Government || a == Alignment::Corporate)
            return false;
    }
    const auto opposite = oppositeOf(a);
    return opposite && *opposite == b;
}

int identicalCount(const Alignments &a, const Alignments &b, bool countFanatic)
{
    int count = 0;
    for (const Alignment alignment : a) {
        if (alignment == Alignment::Fanatic && !countFanatic)
            continue;
        if (b.contains(alignment))
            ++count;
    }
    return count;
}

int opposedCount(const Alignments &a, const Alignments &b, RuleSet rules)
{
    int count = 0;
    for (const Alignment x : a) {
        for (const Alignment y : b) {
            if (alignmentsOpposed(x, y, rules))
                ++count;
        }
    }
    return count;
}

Participation aidEligibility(const RuleSetProfile &profile, AttackKind kind, const Alignments &mine,
                             const Alignments &target, bool related, bool hasGlobal,
                             bool ownStructure, bool hasTransferable)
{
    using Basis = ParticipationBasis;
    if (profile.aidByAnyAlignmentOwnStructure) {
        // The boxed game: any group of the attacker's own Power Structure with transferable
        // Power, whatever its alignments (R183).
        if (!ownStructure)
            return {Basis::None, R183, FactCode::BoxedGameAidOwnStructure};
        if (!hasTransferable)
            return {Basis::None, R183, FactCode::NoTransferablePower};
        return {Basis::Transferable, R183, FactCode::TransferablePower};
    }
    bool byAlignment = false;
    Participation refused{Basis::None, R23, FactCode::MayNotAidControl};
    FactCode how = FactCode::AidSharesAlignment;
    if (profile.family == RuleSetProfile::Family::Plan28) {
        // A shared alignment other than Fanatic, or the target's master or puppet (R177).
        byAlignment = identicalCount(mine, target, false) > 0 || related;
        how = FactCode::AidPlan28;
        refused = {Basis::None, R177, FactCode::MayNotAidPlan28};
    } else if (kind == AttackKind::Destroy) {
        byAlignment = opposedCount(mine, target, profile.rules) > 0; // R29
        how = FactCode::AidOppositeAlignment;
        refused = {Basis::None, R29, FactCode::MayNotAidDestroy};
    } else {
        byAlignment = identicalCount(mine, target, false) > 0; // R23
    }
    if (byAlignment)
        return {Basis::Alignment, refused.rule, how};
    if (hasGlobal)
        return {Basis::GlobalPower, R25, FactCode::AidGlobalPower};
    return refused;
}

Participation defenceEligibility(const RuleSetProfile &profile, AttackKind kind,
                                 const Alignments &mine, const Alignments &target,
                                 DefenceRelation relation, bool hasGlobal)
{
    using Basis = ParticipationBasis;
    if (!profile.groupsDefend)
        return {Basis::None, R186, FactCode::BoxedGameNoDefenders};
    const bool destroy = kind == AttackKind::Destroy;
    switch (relation) {
    case DefenceRelation::Target:
        return {Basis::Related, R28, FactCode::TargetTokens};
    case DefenceRelation::Master:
        return {Basis::Related, R27, FactCode::DefendsAsMaster};
    case DefenceRelation::Puppet:
        return {Basis::Related, R27, FactCode::DefendsAsPuppet};
    case DefenceRelation::Illuminati:
        return {Basis::Related, R27, FactCode::DefendsAsIlluminati};
    case DefenceRelation::Other:
        break;
    }
    if (identicalCount(mine, target, false) > 0)
        return {Basis::Alignment,
                profile.family == RuleSetProfile::Family::Plan28 ? R177
                : destroy                                        ? R30
                                                                 : R24,
                FactCode::DefendsSharesAlignment};
    if (hasGlobal)
        return {Basis::GlobalPower, destroy ? R30 : R25, FactCode::DefendsGlobalPower};
    return {Basis::None, destroy ? R30 : R24, FactCode::MayNotDefend};
}

} // namespace inwo
