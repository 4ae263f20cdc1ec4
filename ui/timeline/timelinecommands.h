#pragma once

#include "timeline/timeline.h"
#include "timelinechange.h"

#include <QCoreApplication>
#include <QList>
#include <QUndoCommand>

namespace inwo {

class TimelineDocument;

// One edit of the plays: the plays before and after it. Each edit below is one of these, with
// its own words; TimelineDocument checks an edit before it makes one. The starting position
// never changes by an edit: a new one is a new timeline.
class PlaysCommand : public QUndoCommand
{
public:
    void redo() override;
    void undo() override;

    const QList<Play> &before() const { return m_before; }
    const QList<Play> &after() const { return m_after; }

protected:
    PlaysCommand(TimelineDocument *document, const TimelineChange &change);
    // The plays the command makes; they start as the document's.
    QList<Play> &edited() { return m_after; }

private:
    TimelineDocument *m_document;
    QList<Play> m_before;
    QList<Play> m_after;
    TimelineChange m_change;
};

// A play is made after the others.
class AddPlayCommand : public PlaysCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AddPlayCommand)

public:
    AddPlayCommand(TimelineDocument *document, const Play &play);
};

// A play is taken out of the timeline (no later play names it).
class RemovePlayCommand : public PlaysCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::RemovePlayCommand)

public:
    RemovePlayCommand(TimelineDocument *document, int index);
};

// A play changes places with the one before or after it.
class MovePlayCommand : public PlaysCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::MovePlayCommand)

public:
    MovePlayCommand(TimelineDocument *document, int index, int to);
};

} // namespace inwo
