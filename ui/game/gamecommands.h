#pragma once

#include <QUndoCommand>

namespace inwo {

class GameDocument;

// Events of a live game as one undo step: undo takes them back from the stored log, redo plays
// them again. The events are already played when the command is pushed (the game had to accept
// them first), so its first redo does nothing.
class GameEventsCommand : public QUndoCommand
{
public:
    GameEventsCommand(GameDocument *document, int count, const QString &text);

    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    int m_count;
    bool m_played = true;
};

} // namespace inwo
