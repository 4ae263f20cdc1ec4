#pragma once

#include "table/position.h"
#include "tablechange.h"

#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>
#include <QVariant>

namespace inwo {

class TableDocument;

// Merge ids of the Table tab's undo commands: consecutive commands with the same id (and the
// same card) merge into one undo step, so stepping a spin box is one step. -1 never merges.
enum class TableCommandId : int {
    SetTokensSpent = 100,
    SetBasicGoal,
    SetRound,
};

// One edit of the position: the position before and after it. Each edit below is one of these,
// with its own words; TableDocument checks an edit before it makes one.
class PositionCommand : public QUndoCommand
{
public:
    void redo() override;
    void undo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

    const Position &before() const { return m_before; }
    const Position &after() const { return m_after; }

protected:
    PositionCommand(TableDocument *document, const TableChange &change);
    // The position the command makes; it starts as the document's.
    Position &edited() { return m_after; }
    void setMergeId(TableCommandId id) { m_mergeId = int(id); }

private:
    TableDocument *m_document;
    Position m_before;
    Position m_after;
    TableChange m_change;
    int m_mergeId = -1;
};

// A player sits down with his Illuminati, after the others.
class AddPlayerCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AddPlayerCommand)

public:
    AddPlayerCommand(TableDocument *document, const TablePlayer &player);
};

// A player leaves with his Power Structure; the turn, the NWOs and the destroyed pile forget him.
class RemovePlayerCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::RemovePlayerCommand)

public:
    RemovePlayerCommand(TableDocument *document, const QString &player);
};

// Another Illuminati card heads a player's Power Structure (the same identity, its groups kept).
class SetIlluminatiCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::SetIlluminatiCommand)

public:
    SetIlluminatiCommand(TableDocument *document, const QString &player, const TableCard &card);
};

// A card comes onto the table: a group under its master, a Resource linked to a group, or a card
// of the uncontrolled area (`player` empty).
class AddCardCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AddCardCommand)

public:
    AddCardCommand(TableDocument *document, const QString &player, const TableCard &card);
};

// A card leaves the table: a group with its puppets, a Resource, or an uncontrolled card.
class RemoveCardCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::RemoveCardCommand)

public:
    RemoveCardCommand(TableDocument *document, const InstanceId &id);
};

// A group (with its puppets) or a Resource goes under another master, in any Power Structure, or
// to the uncontrolled area (`master` empty).
class MoveCardCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::MoveCardCommand)

public:
    MoveCardCommand(TableDocument *document, const InstanceId &id, const InstanceId &master,
                    int arrow);
};

// The Action tokens a card has spent this turn; consecutive changes of one card merge.
class SetTokensSpentCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::SetTokensSpentCommand)

public:
    SetTokensSpentCommand(TableDocument *document, const InstanceId &id, int tokens);
};

class SetDevastatedCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::SetDevastatedCommand)

public:
    SetDevastatedCommand(TableDocument *document, const InstanceId &id, bool devastated);
};

// An NWO comes into force through Position::playNwo: the one of its colour leaves (R106).
class PlayNwoCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::PlayNwoCommand)

public:
    PlayNwoCommand(TableDocument *document, const NwoInForce &nwo);
    // What playing it discarded.
    const NwoPlayed &played() const { return m_played; }

private:
    NwoPlayed m_played;
};

// An NWO leaves force through Position::removeNwo (a card negates it, R107).
class RemoveNwoCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::RemoveNwoCommand)

public:
    RemoveNwoCommand(TableDocument *document, const QString &card);
};

class AddDestroyedCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::AddDestroyedCommand)

public:
    AddDestroyedCommand(TableDocument *document, const DestroyedCard &card);
};

class RemoveDestroyedCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::RemoveDestroyedCommand)

public:
    RemoveDestroyedCommand(TableDocument *document, int index);
};

// The card effects the referee enters for the table (Position::abilities), as one list.
class SetEnteredAbilitiesCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::SetEnteredAbilitiesCommand)

public:
    SetEnteredAbilitiesCommand(TableDocument *document, const QList<EnteredAbility> &abilities);
};

// The game around the position: the rule set, the basic goal, the round, whose turn it is, the
// phase and the referee's rulings. Consecutive changes of the basic goal, or of the round, merge.
class ChangeGameCommand : public PositionCommand
{
    Q_DECLARE_TR_FUNCTIONS(inwo::ChangeGameCommand)

public:
    enum class Field : quint8 { Rules, BasicGoal, Round, Turn, Phase, Ruling };

    // `value`: the RuleSet or GamePhase as an int, the number, the player's name, or for a
    // ruling its RulingId times 2 plus the reading chosen.
    ChangeGameCommand(TableDocument *document, Field field, const QVariant &value);
};

} // namespace inwo
