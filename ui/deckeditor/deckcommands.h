#pragma once

#include "deckchange.h"
#include "decks/deck.h"
#include "decks/deckimport.h"

#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>

namespace inwo {

class DeckDocument;

// Merge ids of the deck editor's undo commands: consecutive commands with the same id merge into
// one undo step (typing a name is one step, not one per letter). -1 (Qt's default) never merges.
enum class UndoCommandId : int {
    ChangeDeckName = 1,
    ChangeDeckAuthor,
    ChangeDeckNotes,
};

// Adds copies of a card to a zone: to its entry there, or as a new entry at the end.
class AddCopiesCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AddCopiesCommand)

public:
    AddCopiesCommand(DeckDocument *document, const QString &cardId, DeckZone zone, int copies,
                     QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    DeckDocument *m_document;
    QString m_cardId;
    DeckZone m_zone;
    int m_copies;
    int m_createdAt = -1; // the index of the entry the first redo created, or -1
};

// Removes copies of a card from a zone; the entry disappears at 0 and comes back where it was.
class RemoveCopiesCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::RemoveCopiesCommand)

public:
    // `copies` at most what the zone holds (DeckDocument checks).
    RemoveCopiesCommand(DeckDocument *document, const QString &cardId, DeckZone zone, int copies,
                        QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    DeckDocument *m_document;
    QString m_cardId;
    DeckZone m_zone;
    int m_copies;
    int m_removedAt = -1; // the index of the entry redo removed, or -1
};

// Moves copies of a card from one zone to another: a removal and an addition as one step.
class MoveCopiesCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::MoveCopiesCommand)

public:
    MoveCopiesCommand(DeckDocument *document, const QString &cardId, DeckZone from, DeckZone to,
                      int copies);
};

// Resolves an unresolved line of the import by leaving it out; undo brings it back where it was.
class LeaveOutLineCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::LeaveOutLineCommand)

public:
    LeaveOutLineCommand(DeckDocument *document, const DeckImportLine &line);

    void redo() override;
    void undo() override;

private:
    DeckDocument *m_document;
    DeckImportLine m_line;
    int m_removedAt = -1;
};

// Sets the deck's name, author or notes; consecutive changes of the same field merge.
class ChangeDeckFieldCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::ChangeDeckFieldCommand)

public:
    ChangeDeckFieldCommand(DeckDocument *document, DeckField field, const QString &value);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    static QString undoText(DeckField field);

private:
    DeckDocument *m_document;
    DeckField m_field;
    QString m_oldValue;
    QString m_newValue;
};

} // namespace inwo
