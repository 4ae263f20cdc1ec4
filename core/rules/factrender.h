#pragma once

#include "rules/factarg.h"

#include <QString>

namespace inwo {

// The names of the participants a fact's arguments point to: an attack's by role and place.
class ParticipantNames
{
public:
    virtual QString nameOf(ParticipantRef who) const = 0;

protected:
    ~ParticipantNames() = default;
};

// A translated sentence pattern with its %1..%9 filled from `args` and %n and "(s)" from `count`
// (-1: none). A participant argument is named by `names` (empty without).
QString fillFactPattern(const QString &pattern, const FactArgs &args, int count,
                        const ParticipantNames *names = nullptr);
// Where a card's ability is written, for people: "Card data: Gun Control", "INWO VFAQ (line
// 322), on Gun Control", "printed card text of X, unchecked".
QString abilitySourceText(const QString &card, const QString &source);
// An alignment's name in the reader's language.
QString alignmentDisplayName(Alignment alignment);

} // namespace inwo
