#include "timelinecommands.h"

#include "timelinedocument.h"
#include "timelinetext.h"

namespace inwo {

PlaysCommand::PlaysCommand(TimelineDocument *document, const TimelineChange &change)
    : m_document(document), m_before(document->plays()), m_after(document->plays()),
      m_change(change)
{}

void PlaysCommand::redo()
{
    m_document->apply(m_after, m_change);
}

void PlaysCommand::undo()
{
    m_document->apply(m_before, m_change);
}

AddPlayCommand::AddPlayCommand(TimelineDocument *document, const Play &play)
    : PlaysCommand(document, TimelineChange::of(TimelineChange::Kind::Added, play.id))
{
    setText(tr("Add Play %1 (%2)").arg(play.id, TimelineText::name(play.kind)));
    edited().append(play);
}

RemovePlayCommand::RemovePlayCommand(TimelineDocument *document, int index)
    : PlaysCommand(document, TimelineChange::of(TimelineChange::Kind::Removed,
                                                document->plays().value(index).id))
{
    if (index < 0 || index >= edited().size())
        return;
    const Play &play = edited().at(index);
    setText(tr("Remove Play %1 (%2)").arg(play.id, TimelineText::name(play.kind)));
    edited().removeAt(index);
}

MovePlayCommand::MovePlayCommand(TimelineDocument *document, int index, int to)
    : PlaysCommand(document, TimelineChange::of(TimelineChange::Kind::Moved,
                                                document->plays().value(index).id))
{
    if (index < 0 || index >= edited().size() || to < 0 || to >= edited().size())
        return;
    setText(to < index ? tr("Move Play %1 Up").arg(edited().at(index).id)
                       : tr("Move Play %1 Down").arg(edited().at(index).id));
    edited().move(index, to);
}

} // namespace inwo
