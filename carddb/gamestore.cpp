#include "gamestore.h"

#include "carddatabase.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QString timestampNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// A stored event or start: one JSON object, or nullopt when the row is not one (damage).
std::optional<QJsonObject> objectOf(const QString &text)
{
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parsed);
    if (parsed.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    return document.object();
}

} // namespace

GameStore::GameStore(CardDatabase &database) : m_database(database)
{}

QList<StoredGameInfo> GameStore::list(QString *error) const
{
    QList<StoredGameInfo> games;
    QSqlQuery query(m_database.connection());
    if (!query.exec(u"SELECT id, name, rules, created_at, modified_at, finished, event_count "
                    "FROM games ORDER BY modified_at DESC, id DESC"_s)) {
        setError(error, u"cannot list games: %1"_s.arg(m_database.explain(query.lastError())));
        return games;
    }
    while (query.next()) {
        StoredGameInfo info;
        info.id = query.value(0).toLongLong();
        info.name = query.value(1).toString();
        info.rules = query.value(2).toString();
        info.created = QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs);
        info.modified = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
        info.finished = query.value(5).toBool();
        info.events = query.value(6).toInt();
        games.append(info);
    }
    if (query.lastError().isValid()) {
        setError(error, u"cannot list games: %1"_s.arg(m_database.explain(query.lastError())));
        return {};
    }
    return games;
}

std::optional<StoredGame> GameStore::load(qint64 id, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT name, rules, created_at, modified_at, finished, event_count, "
                  "start_json FROM games WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        setError(error, query.lastError().isValid() ? u"cannot read game %1: %2"_s.arg(id).arg(
                                                          m_database.explain(query.lastError()))
                                                    : u"there is no game %1"_s.arg(id));
        return std::nullopt;
    }
    StoredGame game;
    game.info.id = id;
    game.info.name = query.value(0).toString();
    game.info.rules = query.value(1).toString();
    game.info.created = QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs);
    game.info.modified = QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs);
    game.info.finished = query.value(4).toBool();
    game.info.events = query.value(5).toInt();
    const std::optional<QJsonObject> start = objectOf(query.value(6).toString());
    if (!start) {
        setError(error, u"game %1: its starting position is not a JSON object"_s.arg(id));
        return std::nullopt;
    }
    game.start = *start;
    query.prepare(u"SELECT seq, event_json, undone FROM game_events WHERE game_id = ? "
                  "ORDER BY seq"_s);
    query.addBindValue(id);
    if (!query.exec()) {
        setError(error, u"cannot read the events of game %1: %2"_s.arg(id).arg(
                            m_database.explain(query.lastError())));
        return std::nullopt;
    }
    while (query.next()) {
        const std::optional<QJsonObject> event = objectOf(query.value(1).toString());
        if (!event) {
            setError(error, u"game %1, event %2: not a JSON object"_s.arg(id).arg(
                                query.value(0).toLongLong()));
            return std::nullopt;
        }
        if (query.value(2).toBool())
            game.undone.prepend(*event); // the first undone is the last to redo
        else
            game.events.append(*event);
    }
    if (query.lastError().isValid()) {
        setError(error, u"cannot read the events of game %1: %2"_s.arg(id).arg(
                            m_database.explain(query.lastError())));
        return std::nullopt;
    }
    // Fewer events than the game counts: a damaged page hid rows without an error.
    if (game.events.size() != game.info.events) {
        m_database.reportDamage(u"game %1 has %2 events in its log and %3 can be read"_s.arg(id)
                                    .arg(game.info.events)
                                    .arg(game.events.size()));
        setError(error, u"cannot read the events of game %1: %2"_s.arg(id).arg(
                            m_database.failure()->message()));
        return std::nullopt;
    }
    return game;
}

bool GameStore::refusesWrites(QString *error) const
{
    return m_database.refusesWrites(error);
}

qint64 GameStore::create(const QString &name, const QString &rules, const QJsonObject &start,
                         QString *error)
{
    if (refusesWrites(error))
        return 0;
    QSqlQuery query(m_database.connection());
    const QString now = timestampNow();
    query.prepare(u"INSERT INTO games (name, rules, start_json, created_at, modified_at) "
                  "VALUES (?, ?, ?, ?, ?)"_s);
    query.addBindValue(name.isNull() ? u""_s : name);
    query.addBindValue(rules);
    query.addBindValue(compact(start));
    query.addBindValue(now);
    query.addBindValue(now);
    if (!query.exec()) {
        setError(error,
                 u"cannot save the new game: %1"_s.arg(m_database.explain(query.lastError())));
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

bool GameStore::touch(qint64 id, int change, bool finished, QString *error)
{
    QSqlQuery &query =
        prepared(Statement::Touch, u"UPDATE games SET modified_at = ?, finished = ?, "
                                   u"event_count = event_count + ? WHERE id = ?"_s);
    query.addBindValue(timestampNow());
    query.addBindValue(finished ? 1 : 0);
    query.addBindValue(change);
    query.addBindValue(id);
    if (!query.exec() || query.numRowsAffected() != 1) {
        setError(error, query.lastError().isValid() ? m_database.explain(query.lastError())
                                                    : u"there is no game %1"_s.arg(id));
        return false;
    }
    return true;
}

QSqlQuery &GameStore::prepared(Statement statement, const QString &sql) const
{
    std::optional<QSqlQuery> &query = m_statements[std::size_t(statement)];
    if (!query) {
        query.emplace(m_database.connection());
        query->prepare(sql);
    }
    return *query;
}

bool GameStore::append(qint64 id, const QJsonObject &event, bool finished, QString *error,
                       bool undoneKept)
{
    if (refusesWrites(error))
        return false;
    QSqlDatabase db = m_database.connection();
    if (!db.transaction()) {
        setError(error, u"cannot record the event: %1"_s.arg(m_database.explain(db.lastError())));
        return false;
    }
    const auto fail = [&](const QString &what) {
        setError(error, u"cannot record the event: %1"_s.arg(what));
        db.rollback();
        return false;
    };
    // The log is events 1 to event_count, what undo kept follows: a new event replaces it.
    if (undoneKept) {
        QSqlQuery &drop =
            prepared(Statement::DropUndone, u"DELETE FROM game_events WHERE game_id = ? AND seq > "
                                            u"(SELECT event_count FROM games WHERE id = ?)"_s);
        drop.addBindValue(id);
        drop.addBindValue(id);
        if (!drop.exec())
            return fail(m_database.explain(drop.lastError()));
    }
    QSqlQuery &insert = prepared(Statement::Insert,
                                 u"INSERT INTO game_events (game_id, seq, event_json, recorded_at) "
                                 u"VALUES (?, (SELECT event_count + 1 FROM games WHERE id = ?), "
                                 u"?, ?)"_s);
    insert.addBindValue(id);
    insert.addBindValue(id);
    insert.addBindValue(compact(event));
    insert.addBindValue(timestampNow());
    if (!insert.exec())
        return fail(m_database.explain(insert.lastError()));
    QString touched;
    if (!touch(id, 1, finished, &touched))
        return fail(touched);
    if (!db.commit())
        return fail(m_database.explain(db.lastError()));
    return true;
}

bool GameStore::mark(qint64 id, bool undo, bool finished, QString *error)
{
    const QString what = undo ? u"undo"_s : u"redo"_s;
    if (refusesWrites(error))
        return false;
    QSqlDatabase db = m_database.connection();
    if (!db.transaction()) {
        setError(error, u"cannot %1: %2"_s.arg(what, m_database.explain(db.lastError())));
        return false;
    }
    // Undo marks the last event of the log; redo brings back the first one undone.
    QSqlQuery &query =
        undo ? prepared(Statement::Undo,
                        u"UPDATE game_events SET undone = 1 WHERE game_id = ? AND undone = 0 AND "
                        u"seq = (SELECT event_count FROM games WHERE id = ?)"_s)
             : prepared(Statement::Redo,
                        u"UPDATE game_events SET undone = 0 WHERE game_id = ? AND undone = 1 AND "
                        u"seq = (SELECT event_count + 1 FROM games WHERE id = ?)"_s);
    query.addBindValue(id);
    query.addBindValue(id);
    QString touched;
    if (!query.exec() || query.numRowsAffected() != 1 ||
        !touch(id, undo ? -1 : 1, finished, &touched) || !db.commit()) {
        setError(error, query.lastError().isValid()
                            ? u"cannot %1: %2"_s.arg(what, m_database.explain(query.lastError()))
                        : !touched.isEmpty() ? u"cannot %1: %2"_s.arg(what, touched)
                                             : u"game %1 has no event to %2"_s.arg(id).arg(what));
        db.rollback();
        return false;
    }
    return true;
}

bool GameStore::undo(qint64 id, QString *error)
{
    return mark(id, true, false, error);
}

bool GameStore::redo(qint64 id, bool finished, QString *error)
{
    return mark(id, false, finished, error);
}

bool GameStore::rename(qint64 id, const QString &name, QString *error)
{
    if (refusesWrites(error))
        return false;
    QSqlQuery query(m_database.connection());
    query.prepare(u"UPDATE games SET name = ? WHERE id = ?"_s);
    query.addBindValue(name.isNull() ? u""_s : name);
    query.addBindValue(id);
    if (!query.exec() || query.numRowsAffected() != 1) {
        setError(error, query.lastError().isValid() ? m_database.explain(query.lastError())
                                                    : u"there is no game %1"_s.arg(id));
        return false;
    }
    return true;
}

bool GameStore::remove(qint64 id, QString *error)
{
    if (refusesWrites(error))
        return false;
    QSqlQuery query(m_database.connection());
    query.prepare(u"DELETE FROM games WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || query.numRowsAffected() != 1) {
        setError(error, query.lastError().isValid() ? m_database.explain(query.lastError())
                                                    : u"there is no game %1"_s.arg(id));
        return false;
    }
    return true;
}

bool GameStore::setFullSync(bool full, QString *error)
{
    QSqlQuery query(m_database.connection());
    if (!query.exec(full ? u"PRAGMA synchronous = FULL"_s : u"PRAGMA synchronous = NORMAL"_s)) {
        setError(error, m_database.explain(query.lastError()));
        return false;
    }
    return true;
}

} // namespace inwo
