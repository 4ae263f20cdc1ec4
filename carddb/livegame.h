#pragma once

#include "game/game.h"
#include "gamestore.h"

#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>

namespace inwo {

class CardDatabase;
class CachedCardRepository;
class CardNameResolver;
class CardRepository;

// A live game kept in the user's database: the game (core) and its rows (GameStore), changed
// together. Every event accepted is written in its own transaction before play() returns; an
// event the rules refuse, or one the file cannot take, changes neither. The CLI and the Game tab
// both go through this class, so a game looks the same to both.
class LiveGame
{
public:
    // Starts a game on `start` and stores it; nullptr with `error` when the file refuses.
    static std::unique_ptr<LiveGame> create(CardDatabase &database, const QString &name,
                                            const Position &start, QString *error);
    // Loads a stored game and replays its log; nullptr with `error` ("game 3, event e12: ...")
    // when it cannot be read.
    static std::unique_ptr<LiveGame> open(CardDatabase &database, qint64 id, QString *error);
    // The game a command line names: its id, or its name when one game has it.
    static std::optional<qint64> find(CardDatabase &database, const QString &written,
                                      QString *error);

    ~LiveGame();
    LiveGame(const LiveGame &) = delete;
    LiveGame &operator=(const LiveGame &) = delete;

    qint64 id() const { return m_id; }
    const QString &name() const { return m_name; }
    const Game &game() const { return *m_game; }
    const CardNameResolver &names() const { return *m_names; }

    // Reads an event of the timeline format for this game (a missing id gets the next one).
    std::optional<Play> readEvent(const QJsonObject &object, QString *error) const;
    // Offers the event; accepted ones are stored. `error` is set (and nothing changes) when the
    // file cannot take it.
    GameEventOutcome play(const Play &event, QString *error);
    bool undo(QString *error);
    GameEventOutcome redo(QString *error);
    bool rename(const QString &name, QString *error);

private:
    LiveGame(CardDatabase &database, qint64 id, QString name);
    GameRules rules() const;

    // The card facts a game asks for on every turn, read from the file once.
    std::unique_ptr<CachedCardRepository> m_cards;
    CardDatabase &m_database;
    GameStore m_store;
    qint64 m_id = 0;
    QString m_name;
    std::unique_ptr<CardNameResolver> m_names;
    std::unique_ptr<Game> m_game;
};

// The rules a game of the user's database is played with: its cards (`cards`, the database's or
// a cache of them), the bundled abilities and goals.
GameRules gameRulesOf(const CardRepository &cards);

} // namespace inwo
