#pragma once

#include "table/position.h"

namespace inwo {

// What one edit of a TableDocument changed, so the views redraw only what it touches.
struct TableChange
{
    enum class Kind : quint8 {
        Reset,     // a whole new position (new, open): rebuild everything
        Game,      // the rule set, the basic goal, the round, whose turn, the phase
        Players,   // a player sat down or left, or his Illuminati changed
        Structure, // a card of a Power Structure or of the uncontrolled area: added, removed,
                   // moved, its tokens or its devastation
        Nwos,      // the NWOs in force
        Destroyed, // the destroyed pile
        Abilities, // the card effects the referee entered
    };

    Kind kind = Kind::Reset;
    InstanceId card; // Structure: the card edited (the one added, removed or moved)

    static TableChange of(Kind kind, const InstanceId &card = {})
    {
        TableChange change;
        change.kind = kind;
        change.card = card;
        return change;
    }
};

} // namespace inwo
