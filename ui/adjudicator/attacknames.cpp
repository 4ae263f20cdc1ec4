#include "attacknames.h"

#include "rules/rulesetprofile.h"

namespace inwo {

QString AttackNames::name(RuleSet value)
{
    switch (value) {
    case RuleSet::Inwo:
        return tr("INWO");
    case RuleSet::InwoTwoPlayer:
        return tr("INWO, two players");
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
    // The bonus each rule set gives is its profile's, never restated here.
    const RuleSetProfile &profile = profileOf(rules);
    const int bonus = closeness >= 0 && closeness < int(profile.closeness.size())
                          ? profile.closeness.at(std::size_t(closeness))
                          : 0;
    QString where;
    switch (closeness) {
    case 0:
        return tr("not in a Power Structure");
    case 1:
        where = tr("under its Illuminati");
        break;
    case 2:
        where = tr("one group away");
        break;
    case 3:
        where = tr("two groups away");
        break;
    default:
        return QString::number(closeness);
    }
    return bonus > 0 ? tr("%1 (+%2)").arg(where).arg(bonus) : where;
}

} // namespace inwo
