#pragma once

#include "table/position.h"
#include "table/tablefacts.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

class CardAbilities;
class CardNameResolver;
class CardRepository;
class GoalRules;

// What a live game is played with: the card facts and abilities the table's numbers come from,
// and the goals claims are judged by.
struct GameRules
{
    const CardRepository &cards;
    const CardAbilities *abilities = nullptr;
    const GoalRules *goals = nullptr;
};

// What came of offering an event to a game.
struct GameEventOutcome
{
    bool accepted = false;
    // Refused: the line that says why, with its rule. Accepted: what the event did to the table
    // and what it settled (its status, its items, its effects; moving on to the end of the turn,
    // every player's goals then).
    std::optional<TableFact> refusal;
    ResolvedPlay resolved;
    QList<TableFact> effects;
};

// A live game (issue 23): a starting position and the log of events made on it, each a play of
// the timeline format. The table is never kept on the side: it is the events folded over the
// start by the timeline resolver and applyPlay, turn by turn (a standing `turn` event closes a
// turn; nothing after it can change what came before). An event the rules forbid is refused and
// changes nothing; undo takes back the last event and keeps it for redo.
class Game
{
public:
    Game(Position start, const GameRules &rules);

    // A game as stored: its start and its log, replayed turn by turn (no event is checked one by
    // one, so a long game loads in one pass). Events the rules now refuse stay in the log, marked
    // refused, and change nothing.
    static Game replay(Position start, QList<Play> events, const GameRules &rules,
                       QList<Play> undone = {});

    const Position &start() const { return m_start; }
    const QList<Play> &events() const { return m_events; }
    const QList<Play> &undone() const { return m_undone; }
    // The table after every event.
    const Position &table() const;
    // What the resolver settled of each event, in the order of events().
    QList<ResolvedPlay> resolved() const;
    // The effects each event had on the table, by event, in order.
    QList<TableFact> effectsOf(int index) const;
    // The round each event was made in (the round of the table before it).
    int roundOf(int index) const;
    bool isOver() const { return !table().winners.isEmpty(); }

    // An identity for the next event: "e<number>", not used before.
    QString nextEventId() const;
    // Reads an event as the timeline reader reads a play made after the log (cards and plays it
    // names must exist by then). A missing "id" is given nextEventId().
    std::optional<Play> readEvent(QJsonObject object, QString *error,
                                  const CardNameResolver *names = nullptr) const;

    // Offers an event: refused (nothing changes) or appended to the log. Appending drops what
    // undo kept for redo.
    GameEventOutcome play(const Play &event);
    // Takes back the last event (kept for redo); false when the log is empty.
    bool undo();
    // Plays the last event undone again, checked as any event; false when there is none or it is
    // now refused.
    GameEventOutcome redo();
    // Sets what redo plays again (a caller whose store refused an event puts back what it had).
    void keepForRedo(QList<Play> undone) { m_undone = std::move(undone); }

    // Every card the game has seen (on the table, in a hand, drawn or dealt), each once, in the
    // uncontrolled list of a position with no players: what names a card in the log after it
    // has left the table.
    Position cardsSeen() const;

    // The game as a timeline file: its start and every event.
    Timeline asTimeline() const;

private:
    struct Turn
    {
        int first = 0;   // index of its first event
        Position before; // the table it starts from
        TimelineResolution resolution;
    };

    void resolveLast();
    // An event naming a play that is not in the log, or one of a turn that is over.
    std::optional<TableFact> referenceRefusal(const Play &event) const;
    int turnOf(int index) const;
    bool closesTurn(const Play &event, const ResolvedPlay &resolved) const;
    // Every player's goals as the turn ends (R113, R114), for the referee.
    QList<TableFact> goalsAtTurnEnd(const Position &table) const;

    Position m_start;
    GameRules m_rules;
    QList<Play> m_events;
    QList<Play> m_undone; // last undone last
    QList<Turn> m_turns;  // every turn so far; the last is the one in play
};

} // namespace inwo
