#pragma once

#include "attack/attackscenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QObject>
#include <QUndoCommand>
#include <QUndoStack>

namespace inwo {

// The attack being built in the adjudicator, as a document with undo and redo (as the deck
// editor's deck is): every edit of the form is one command on its stack, and undo and redo
// give the form back the attack as it was.
class AttackDocument : public QObject
{
    Q_OBJECT

public:
    explicit AttackDocument(QObject *parent = nullptr);

    const AttackScenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // Records `after` as one undo step named `text`. Edits of the same part of the attack made
    // in quick succession (typing a number, ticking alignments) merge into one step.
    void edit(const AttackScenario &after, const QString &text);
    // Starts again from `scenario` (a new or opened attack): no undo step, and the stack clears.
    void reset(const AttackScenario &scenario);

signals:
    // The attack changed by undo or redo: the form shows scenario() again.
    void restored();

private:
    friend class ChangeAttackCommand;
    void apply(const AttackScenario &scenario, bool restoring);

    AttackScenario m_scenario;
    QUndoStack *m_undoStack;
};

// One edit of the attack: the whole attack before and after, with the part that changed (the
// key of the scenario file: "attacker", "aiding", ...) so consecutive edits of one part merge.
class ChangeAttackCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::ChangeAttackCommand)

public:
    ChangeAttackCommand(AttackDocument *document, const AttackScenario &before,
                        const AttackScenario &after, const QString &text);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    // The top-level parts of the scenario file that differ between two attacks.
    static QStringList changedParts(const AttackScenario &before, const AttackScenario &after);

private:
    AttackDocument *m_document;
    AttackScenario m_before;
    AttackScenario m_after;
    QStringList m_parts;
    QElapsedTimer m_made;
    bool m_first = true;
};

} // namespace inwo
