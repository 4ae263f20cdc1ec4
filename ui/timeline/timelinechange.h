#pragma once

#include <QString>

namespace inwo {

// What one edit of a TimelineDocument changed. Every edit settles the timeline again, so the
// views redraw every play's status; the change says which play the edit was about, so the
// selection can follow it.
struct TimelineChange
{
    enum class Kind : quint8 {
        Reset,   // a whole new timeline (new, open): rebuild everything
        Added,   // a play was added (or, undone, taken away again)
        Removed, // a play was removed (or, undone, put back)
        Moved,   // a play moved up or down
    };

    Kind kind = Kind::Reset;
    QString play; // the play the edit was about

    static TimelineChange of(Kind kind, const QString &play)
    {
        TimelineChange change;
        change.kind = kind;
        change.play = play;
        return change;
    }
};

} // namespace inwo
