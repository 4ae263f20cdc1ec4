#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QSqlQuery>
#include <QString>

#include <array>
#include <optional>

namespace inwo {

class CardDatabase;

// A live game as the user's database lists it.
struct StoredGameInfo
{
    qint64 id = 0;
    QString name;
    QString rules;      // the rule set's code ("inwo", "plan28", ...)
    QDateTime created;  // UTC
    QDateTime modified; // UTC: the last event
    bool finished = false;
    int events = 0; // in the log (undone ones aside)
};

// A live game's rows: its start and its log, each event as written, in order.
struct StoredGame
{
    StoredGameInfo info;
    QJsonObject start;
    QList<QJsonObject> events;
    QList<QJsonObject> undone; // taken back by undo, the last undone last
};

// The live games in the user's database (migration 006): each game's starting position and its
// event log, one row an event. Every write is one transaction: an event is in the log once
// append() returns true, and a write that fails leaves the game as it was.
class GameStore
{
public:
    explicit GameStore(CardDatabase &database);

    // Every game, the last played first.
    QList<StoredGameInfo> list(QString *error = nullptr) const;
    std::optional<StoredGame> load(qint64 id, QString *error) const;
    // A new game from its starting position; its id, or 0 and `error`.
    qint64 create(const QString &name, const QString &rules, const QJsonObject &start,
                  QString *error);
    // Appends an event to the log (dropping what undo kept for redo, unless the caller knows
    // there is none: `undoneKept` false); `finished`: a claim of victory stood.
    bool append(qint64 id, const QJsonObject &event, bool finished, QString *error,
                bool undoneKept = true);
    // Marks the last event undone; false with `error` when the log is empty.
    bool undo(qint64 id, QString *error);
    // Brings back the last event undone; false with `error` when there is none.
    bool redo(qint64 id, bool finished, QString *error);
    bool rename(qint64 id, const QString &name, QString *error);
    bool remove(qint64 id, QString *error);
    // FULL: each event is on disk before append() returns, whatever the machine does next;
    // NORMAL (the default): a crash of the program loses nothing, a power cut may lose the last.
    bool setFullSync(bool full, QString *error);

private:
    // The statements an event writes, prepared once for this store.
    enum class Statement : quint8 { DropUndone, Insert, Touch, Undo, Redo, Count };

    bool refusesWrites(QString *error) const;
    bool touch(qint64 id, int change, bool finished, QString *error);
    bool mark(qint64 id, bool undo, bool finished, QString *error);
    QSqlQuery &prepared(Statement statement, const QString &sql) const;

    CardDatabase &m_database;
    mutable std::array<std::optional<QSqlQuery>, std::size_t(Statement::Count)> m_statements;
};

} // namespace inwo
