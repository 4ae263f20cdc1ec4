#pragma once

#include "game/game.h"
#include "gamechange.h"
#include "table/position.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoStack;

namespace inwo {

class CardDatabase;
class LiveGame;

// The live game on the Game tab: a game of the user's database (LiveGame) and an undo stack
// whose steps are its events. Every event is offered to the game, which refuses it with its rule
// or stores it at once, so nothing is ever unsaved; an accepted event (or a few made as one, an
// attack with its roll) is one undo step, and undo and redo take events back from the stored log
// and play them again. Each change emits changed() once.
class GameDocument : public QObject
{
    Q_OBJECT

public:
    explicit GameDocument(CardDatabase &database, QObject *parent = nullptr);
    ~GameDocument() override;

    bool hasGame() const { return m_live != nullptr; }
    // The game open; only while hasGame().
    const Game &game() const;
    const LiveGame *live() const { return m_live.get(); }
    // The table as the events leave it (an empty position when no game is open).
    const Position &table() const;
    qint64 id() const;
    QString name() const;
    QUndoStack *undoStack() const { return m_undoStack; }
    CardDatabase &database() const { return m_database; }

    // Starts a game on `start`, stored under `name`; false with `error` when the database
    // refuses it, and the game open stays.
    bool start(const QString &name, const Position &start, QString *error);
    // Opens a stored game; its log is the undo history. False with `error` when it cannot be
    // read, and the game open stays.
    bool open(qint64 id, QString *error);
    void close();

    // What came of offering events.
    struct Outcome
    {
        bool accepted = false;
        // Refused: which event and the line that says why, with its rule (none when `error` is
        // set: the event could not be read or stored).
        int refusedAt = -1;
        std::optional<TableFact> refusal;
        QString error;
        QList<GameEventOutcome> outcomes; // one per event accepted
    };
    // Offers `events` in order as one undo step; an event without an identity gets the next
    // one. At the first refusal the events before it are taken back, so either all stand or
    // nothing changed.
    Outcome play(const QList<Play> &events, const QString &text);
    Outcome play(const Play &event, const QString &text) { return play(QList<Play>{event}, text); }
    // Reads an event written as the timeline format writes it (card names resolved).
    std::optional<Play> readEvent(const QJsonObject &object, QString *error) const;
    // A new card's identity for a card `player` draws: his initial and a number no card of the
    // game has had ("a7").
    InstanceId newCardIdentity(const QString &player) const;

    // For the undo commands: takes back the last `count` events, or plays them again.
    bool undoEvents(int count);
    bool redoEvents(int count);
    // Whether the undo commands are being set up to match the stored log (they then do nothing).
    bool isSyncing() const { return m_syncing; }

signals:
    void changed(const inwo::GameChange &change);
    // Something the database or the rules refused while undoing or redoing, to show.
    void problem(const QString &message);

private:
    // The first event of the turn the event at `index` is in.
    int turnStartOf(int index) const;
    // The undo history as the stored log has it: one step an event, then what undo kept.
    void rebuildHistory();
    void resync(const QString &message);

    CardDatabase &m_database;
    std::unique_ptr<LiveGame> m_live;
    QUndoStack *m_undoStack = nullptr;
    bool m_syncing = false;
};

} // namespace inwo
