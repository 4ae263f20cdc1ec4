#pragma once

namespace inwo {

// What changed in a GameDocument, so the views redraw what it touches.
struct GameChange
{
    enum class Kind : quint8 {
        Reset,  // another game (started, opened or closed): rebuild everything
        Events, // events were played, undone or redone: the table and the log from `firstEvent`
    };

    Kind kind = Kind::Reset;
    // Events: the first event of the log whose row may read differently now (the start of the
    // turn it is in: a later event of a turn can change what an earlier one settled).
    int firstEvent = 0;

    static GameChange reset() { return {}; }
    static GameChange events(int firstEvent) { return {Kind::Events, firstEvent}; }
};

} // namespace inwo
