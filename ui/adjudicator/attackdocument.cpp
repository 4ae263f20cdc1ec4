#include "attackdocument.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Edits of one part closer together than this are one undo step.
constexpr qint64 MergeWithinMs = 1500;
// The merge id of attack edits (the deck editor's ids are its own, on its own stack).
constexpr int ChangeAttackId = 100;

} // namespace

AttackDocument::AttackDocument(QObject *parent) : QObject(parent), m_undoStack(new QUndoStack(this))
{}

void AttackDocument::edit(const AttackScenario &after, const QString &text)
{
    if (after.toJson() == m_scenario.toJson())
        return;
    m_undoStack->push(new ChangeAttackCommand(this, m_scenario, after, text));
}

void AttackDocument::reset(const AttackScenario &scenario)
{
    m_undoStack->clear();
    m_scenario = scenario;
}

void AttackDocument::apply(const AttackScenario &scenario, bool restoring)
{
    m_scenario = scenario;
    if (restoring)
        emit restored();
}

ChangeAttackCommand::ChangeAttackCommand(AttackDocument *document, const AttackScenario &before,
                                         const AttackScenario &after, const QString &text)
    : QUndoCommand(text), m_document(document), m_before(before), m_after(after),
      m_parts(changedParts(before, after))
{
    m_made.start();
}

void ChangeAttackCommand::redo()
{
    // The first redo is the push of an edit the form already shows.
    m_document->apply(m_after, !m_first);
    m_first = false;
}

void ChangeAttackCommand::undo()
{
    m_document->apply(m_before, true);
}

int ChangeAttackCommand::id() const
{
    return ChangeAttackId;
}

bool ChangeAttackCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeAttackCommand *>(other);
    if (next->m_parts != m_parts || m_made.elapsed() > MergeWithinMs)
        return false;
    m_after = next->m_after;
    m_made.restart();
    if (m_after.toJson() == m_before.toJson())
        setObsolete(true);
    return true;
}

QStringList ChangeAttackCommand::changedParts(const AttackScenario &before,
                                              const AttackScenario &after)
{
    const QJsonObject a = before.toJson();
    const QJsonObject b = after.toJson();
    QStringList parts;
    for (const QString &key : a.keys() + b.keys()) {
        if (!parts.contains(key) && a.value(key) != b.value(key))
            parts.append(key);
    }
    parts.sort();
    return parts;
}

} // namespace inwo
