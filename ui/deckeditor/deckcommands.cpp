#include "deckcommands.h"

#include "deckdocument.h"
#include "deckmodel.h"

namespace inwo {

AddCopiesCommand::AddCopiesCommand(DeckDocument *document, const QString &cardId, DeckZone zone,
                                   int copies, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_cardId(cardId), m_zone(zone), m_copies(copies)
{
    const QString name = document->cardName(cardId);
    setText(copies == 1 ? tr("Add %1").arg(name) : tr("Add %1 × %2").arg(copies).arg(name));
}

void AddCopiesCommand::redo()
{
    const int index = m_document->indexOf(m_cardId, m_zone);
    if (index >= 0) {
        m_createdAt = -1;
        const int quantity = m_document->deck().entries.at(index).quantity;
        m_document->setEntryQuantity(index, quantity + m_copies);
        return;
    }
    m_createdAt = int(m_document->deck().entries.size());
    m_document->insertEntry(m_createdAt, DeckEntry{m_cardId, m_copies, m_zone});
}

void AddCopiesCommand::undo()
{
    const int index = m_document->indexOf(m_cardId, m_zone);
    if (index < 0)
        return;
    if (m_createdAt >= 0) {
        m_document->removeEntry(index);
        return;
    }
    const int quantity = m_document->deck().entries.at(index).quantity;
    m_document->setEntryQuantity(index, quantity - m_copies);
}

RemoveCopiesCommand::RemoveCopiesCommand(DeckDocument *document, const QString &cardId,
                                         DeckZone zone, int copies, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_cardId(cardId), m_zone(zone), m_copies(copies)
{
    const QString name = document->cardName(cardId);
    setText(copies == 1 ? tr("Remove %1").arg(name) : tr("Remove %1 × %2").arg(copies).arg(name));
}

void RemoveCopiesCommand::redo()
{
    const int index = m_document->indexOf(m_cardId, m_zone);
    m_removedAt = -1;
    if (index < 0)
        return;
    const int quantity = m_document->deck().entries.at(index).quantity;
    if (quantity - m_copies > 0) {
        m_document->setEntryQuantity(index, quantity - m_copies);
        return;
    }
    m_removedAt = index;
    m_document->removeEntry(index);
}

void RemoveCopiesCommand::undo()
{
    if (m_removedAt >= 0) {
        m_document->insertEntry(m_removedAt, DeckEntry{m_cardId, m_copies, m_zone});
        return;
    }
    const int index = m_document->indexOf(m_cardId, m_zone);
    if (index < 0)
        return;
    const int quantity = m_document->deck().entries.at(index).quantity;
    m_document->setEntryQuantity(index, quantity + m_copies);
}

MoveCopiesCommand::MoveCopiesCommand(DeckDocument *document, const QString &cardId, DeckZone from,
                                     DeckZone to, int copies)
{
    setText(tr("Move %1 to %2").arg(document->cardName(cardId), DeckModel::zoneTitle(to)));
    // Children run in order on redo and in reverse on undo.
    new RemoveCopiesCommand(document, cardId, from, copies, this);
    new AddCopiesCommand(document, cardId, to, copies, this);
}

LeaveOutLineCommand::LeaveOutLineCommand(DeckDocument *document, const DeckImportLine &line)
    : m_document(document), m_line(line)
{
    setText(tr("Leave Out Line %1").arg(line.lineNumber));
}

void LeaveOutLineCommand::redo()
{
    m_removedAt = m_document->unresolvedIndexOf(m_line.lineNumber);
    m_document->removeUnresolvedLine(m_removedAt);
}

void LeaveOutLineCommand::undo()
{
    if (m_removedAt >= 0)
        m_document->insertUnresolvedLine(m_removedAt, m_line);
}

ChangeDeckFieldCommand::ChangeDeckFieldCommand(DeckDocument *document, DeckField field,
                                               const QString &value)
    : m_document(document), m_field(field), m_oldValue(document->field(field)), m_newValue(value)
{
    setText(undoText(field));
}

QString ChangeDeckFieldCommand::undoText(DeckField field)
{
    switch (field) {
    case DeckField::Name:
        return tr("Change Deck Name");
    case DeckField::Author:
        return tr("Change Author");
    case DeckField::Notes:
        return tr("Change Notes");
    }
    return {};
}

void ChangeDeckFieldCommand::redo()
{
    m_document->writeField(m_field, m_newValue);
}

void ChangeDeckFieldCommand::undo()
{
    m_document->writeField(m_field, m_oldValue);
}

int ChangeDeckFieldCommand::id() const
{
    switch (m_field) {
    case DeckField::Name:
        return int(UndoCommandId::ChangeDeckName);
    case DeckField::Author:
        return int(UndoCommandId::ChangeDeckAuthor);
    case DeckField::Notes:
        return int(UndoCommandId::ChangeDeckNotes);
    }
    return -1;
}

bool ChangeDeckFieldCommand::mergeWith(const QUndoCommand *other)
{
    const auto *change = static_cast<const ChangeDeckFieldCommand *>(other);
    if (change->m_document != m_document || change->m_field != m_field)
        return false;
    m_newValue = change->m_newValue;
    // Typing a name and deleting it again leaves nothing to undo.
    setObsolete(m_newValue == m_oldValue);
    return true;
}

} // namespace inwo
