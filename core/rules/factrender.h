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
// (-1: none). A participant argument is named by `names` (empty without). A full stop after an
// argument is put in by appendFullStop(): none after a name that ends in one.
QString fillFactPattern(const QString &pattern, const FactArgs &args, int count,
                        const ParticipantNames *names = nullptr);
// True when `text` already ends as a sentence does: in a full stop (its own, an abbreviation's as
// in "C.I.A." or "etc.", an ellipsis), a question mark or an exclamation mark.
bool endsSentence(QStringView text);
// Ends `sentence` with a full stop unless it already ends as a sentence does, so that a sentence
// closing on "C.I.A." never shows "C.I.A..". The one way sentences get their full stop: the fact
// patterns' "%1." and the windows' messages that end on a name.
void appendFullStop(QString &sentence);
QString withFullStop(QString sentence);
// Where a card's ability is written, for people: "Card data: Gun Control", "INWO VFAQ (line
// 322), on Gun Control", "printed card text of X, unchecked".
QString abilitySourceText(const QString &card, const QString &source);
// An alignment's name in the reader's language.
QString alignmentDisplayName(Alignment alignment);

} // namespace inwo
