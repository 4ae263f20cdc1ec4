#include "gamecommands.h"

#include "gamedocument.h"

namespace inwo {

GameEventsCommand::GameEventsCommand(GameDocument *document, int count, const QString &text)
    : m_document(document), m_count(count)
{
    setText(text);
}

void GameEventsCommand::redo()
{
    if (m_played) {
        m_played = false; // pushed after the game accepted the events
        return;
    }
    if (!m_document->isSyncing())
        m_document->redoEvents(m_count);
}

void GameEventsCommand::undo()
{
    if (!m_document->isSyncing())
        m_document->undoEvents(m_count);
}

} // namespace inwo
