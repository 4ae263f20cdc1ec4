#pragma once

#include "attack/attackscenario.h"

#include <QCoreApplication>
#include <QString>

namespace inwo {

// The translated words the adjudicator shows for the attack enums (core's are English only).
class AttackNames
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AttackNames)

public:
    static QString name(RuleSet value);
    static QString name(AttackKind value);
    static QString name(DefenceRelation value);
    static QString name(TargetOwner value);
    static QString name(AttackSide value);
    // 0..3: "not in a Power Structure", "under its Illuminati (+10)", ...
    static QString closeness(int closeness, RuleSet rules);
};

} // namespace inwo
