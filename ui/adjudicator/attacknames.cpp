#include "attacknames.h"

namespace inwo {

QString AttackNames::name(RuleSet value)
{
    switch (value) {
    case RuleSet::Inwo:
        return tr("INWO");
    case RuleSet::Plan28:
        return tr("Plan 28");
    case RuleSet::Classic:
        return tr("Illuminati (boxed game)");
    }
    return displayNameOf(value);
}

QString AttackNames::name(AttackKind value)
{
    switch (value) {
    case AttackKind::Control:
        return tr("Attack to control");
    case AttackKind::Destroy:
        return tr("Attack to destroy");
    case AttackKind::Neutralize:
        return tr("Attack to neutralize");
    case AttackKind::Instant:
        return tr("Instant attack (Disaster, Assassination)");
    }
    return displayNameOf(value);
}

QString AttackNames::name(DefenceRelation value)
{
    switch (value) {
    case DefenceRelation::Target:
        return tr("the target");
    case DefenceRelation::Master:
        return tr("its master");
    case DefenceRelation::Puppet:
        return tr("its puppet");
    case DefenceRelation::Illuminati:
        return tr("an Illuminati");
    case DefenceRelation::Other:
        return tr("other");
    }
    return displayNameOf(value);
}

QString AttackNames::name(TargetOwner value)
{
    switch (value) {
    case TargetOwner::Rival:
        return tr("a rival");
    case TargetOwner::Self:
        return tr("the attacker (own group)");
    case TargetOwner::Hand:
        return tr("the attacker's hand");
    case TargetOwner::Uncontrolled:
        return tr("nobody (uncontrolled)");
    }
    return displayNameOf(value);
}

QString AttackNames::name(AttackSide value)
{
    return value == AttackSide::Attack ? tr("attack") : tr("defence");
}

QString AttackNames::closeness(int closeness, RuleSet rules)
{
    switch (closeness) {
    case 0:
        return tr("not in a Power Structure");
    case 1: // Plan 28 has no closeness bonus
        return rules == RuleSet::Plan28 ? tr("under its Illuminati")
                                        : tr("under its Illuminati (+10)");
    case 2:
        return rules == RuleSet::Plan28 ? tr("one group away") : tr("one group away (+5)");
    case 3:
        return rules == RuleSet::Classic ? tr("two groups away (+2)") : tr("two groups away");
    default:
        break;
    }
    return QString::number(closeness);
}

} // namespace inwo
