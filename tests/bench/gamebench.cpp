#include "gamebench.h"

#include "benchstats.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "game/game.h"
#include "gamestore.h"
#include "livegame.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <algorithm>
#include <memory>
#include <numeric>
#include <random>
#include <sqlite3.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

constexpr int HandLimit = 5;     // Plots a player may hold when his turn ends (R153)
constexpr int GroupsAtMost = 11; // beyond this, an attack from hand is rolled to fail

// The two-player game of the livegames folder: its start and the events it accepts, up to (not
// including) the claim that ends it.
struct RecordedGame
{
    Position start;
    QList<QJsonObject> events;
};

std::optional<RecordedGame> readRecordedGame(const QString &path, const CardNameResolver &names,
                                             QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1"_s.arg(path);
        return std::nullopt;
    }
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    std::optional<Position> start =
        Position::fromJson(root.value(u"position"_s).toObject(), error, &names);
    if (!start)
        return std::nullopt;
    RecordedGame game{*start, {}};
    for (const QJsonValue &value : root.value(u"events"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        const QJsonObject event = entry.value(u"event"_s).toObject();
        if (event.value(u"kind"_s).toString() == u"claim" && !entry.contains(u"refused"_s))
            break;
        if (!entry.contains(u"refused"_s))
            game.events.append(event);
    }
    return game;
}

// Makes a long game event by event, each offered to the game and kept only when the rules
// accept it: what a referee would record turn after turn.
class LongGame
{
public:
    LongGame(Position start, const GameRules &rules, const CardRepository &cards,
             const CardNameResolver &names, std::uint32_t seed)
        : m_game(std::move(start), rules), m_names(names), m_random(seed)
    {
        for (const Card &card : cards.allCards()) {
            if (card.isGroup())
                m_groupNames.append(card.name);
        }
        std::sort(m_groupNames.begin(), m_groupNames.end());
        m_groupNames.erase(std::unique(m_groupNames.begin(), m_groupNames.end()),
                           m_groupNames.end());
    }

    const Game &game() const { return m_game; }
    int offered() const { return m_offered; }

    // Offers an event (its id given unless it has one); true when the game took it.
    bool offer(QJsonObject event)
    {
        if (full())
            return false;
        ++m_offered;
        if (!event.contains(u"id"_s))
            event.insert(u"id"_s, u"e%1"_s.arg(m_nextId));
        QString error;
        const std::optional<Play> play = m_game.readEvent(event, &error, &m_names);
        if (!play)
            return false;
        const GameEventOutcome outcome = m_game.play(*play);
        if (!outcome.accepted) {
            // Most offers the rules refuse are expected (an attacker with no free arrow, the
            // dice offered as a success first); INWO_BENCH_GAME_TRACE=1 lists them, to see why a
            // generated game stops.
            if (qEnvironmentVariableIsSet("INWO_BENCH_GAME_TRACE"))
                qWarning("refused %s: %s",
                         QJsonDocument(event).toJson(QJsonDocument::Compact).constData(),
                         outcome.refusal ? qPrintable(ruleCode(outcome.refusal->rule)) : "?");
            return false;
        }
        if (event.value(u"id"_s).toString() == u"e%1"_s.arg(m_nextId))
            ++m_nextId;
        return true;
    }

    void setNextId(int id) { m_nextId = id; }
    void setLength(int events) { m_length = events; }
    bool full() const { return m_game.events().size() >= m_length; }

    // Plays the rest of the turn the table is in and starts the next player's; false when the
    // game cannot go on (a turn that is refused).
    bool playTurn()
    {
        const Position &table = m_game.table();
        const QString player = table.turnOf;
        if (table.phase == GamePhase::PlotDraw) {
            offer({{u"kind"_s, u"draw"_s}, {u"player"_s, player}, {u"deck"_s, u"plot"_s}});
            offer(phase(player, u"group-draw"_s));
            const QString drawn = drawGroup(player);
            offer(phase(player, u"tokens"_s));
            offer(phase(player, u"actions"_s));
            if (!drawn.isEmpty())
                attackFromHand(player, drawn);
            const int attacks = 1 + int(m_random() % 2);
            for (int i = 0; i < attacks; ++i)
                attackRival(player);
            if (m_random() % 2 == 0)
                buyPlots(player);
            offer(phase(player, u"free-moves"_s));
            offer(phase(player, u"end-of-turn"_s));
        }
        while (!full() && playerOf(player).plotsHidden > HandLimit) {
            if (!offer(
                    {{u"kind"_s, u"discard"_s}, {u"player"_s, player}, {u"from"_s, u"hidden"_s}}))
                return false;
        }
        if (full())
            return true;
        return offer({{u"kind"_s, u"turn"_s},
                      {u"player"_s, nextPlayer(player)},
                      {u"phase"_s, u"plot-draw"_s}});
    }

private:
    static QJsonObject phase(const QString &player, const QString &phase)
    {
        return {{u"kind"_s, u"phase"_s}, {u"player"_s, player}, {u"phase"_s, phase}};
    }

    const TablePlayer &playerOf(const QString &name) const
    {
        const Position &table = m_game.table();
        for (const TablePlayer &player : table.players) {
            if (player.name == name)
                return player;
        }
        return table.players.first();
    }

    QString nextPlayer(const QString &name) const
    {
        const QList<TablePlayer> &players = m_game.table().players;
        for (qsizetype i = 0; i < players.size(); ++i) {
            if (players.at(i).name == name)
                return players.at((i + 1) % players.size()).name;
        }
        return players.first().name;
    }

    // The player's groups with a token to spend, Illuminati first, shuffled.
    QList<InstanceId> readyGroups(const QString &name)
    {
        const TablePlayer &player = playerOf(name);
        QList<InstanceId> ready;
        if (player.illuminati.tokensSpent == 0)
            ready.append(player.illuminati.id);
        for (const TableCard &group : player.groups) {
            if (group.tokensSpent == 0)
                ready.append(group.id);
        }
        std::shuffle(ready.begin(), ready.end(), m_random);
        return ready;
    }

    // A Group card nobody has in play, in hand or destroyed, drawn by the player: its identity,
    // or "" when no draw was taken.
    QString drawGroup(const QString &player)
    {
        const Position &table = m_game.table();
        QSet<QString> used;
        const auto note = [&](const TableCard &card) {
            used.insert(card.card);
        };
        for (const TablePlayer &seat : table.players) {
            note(seat.illuminati);
            std::for_each(seat.groups.cbegin(), seat.groups.cend(), note);
            std::for_each(seat.hand.cbegin(), seat.hand.cend(), note);
        }
        std::for_each(table.uncontrolled.cbegin(), table.uncontrolled.cend(), note);
        for (const DestroyedCard &card : table.destroyed)
            used.insert(card.card);
        for (int attempt = 0; attempt < 5; ++attempt) {
            const QString name = m_groupNames.at(qsizetype(m_random() % m_groupNames.size()));
            if (used.contains(name))
                continue;
            const QString id = u"%1%2"_s.arg(player.left(1).toLower()).arg(++m_drawn + 100);
            if (offer({{u"kind"_s, u"draw"_s},
                       {u"player"_s, player},
                       {u"deck"_s, u"group"_s},
                       {u"card"_s, name},
                       {u"cardId"_s, id}}))
                return id;
        }
        return {};
    }

    // The dice of an attack: a roll offered as a success, then as a failure when the dice deny
    // it (or the other way round when the attack should fail). False when the attack takes no
    // roll (it cannot succeed: it ends with the turn).
    bool roll(const QString &player, const QString &attack, bool wantFailure)
    {
        int dice[2] = {int(m_random() % 6) + 1, int(m_random() % 6) + 1};
        if (wantFailure)
            dice[0] = dice[1] = 6;
        const auto offerRoll = [&](bool success) {
            return offer({{u"kind"_s, u"roll"_s},
                          {u"player"_s, player},
                          {u"attack"_s, attack},
                          {u"dice"_s, QJsonArray{dice[0], dice[1]}},
                          {u"outcome"_s, success ? u"success"_s : u"failure"_s}});
        };
        return wantFailure ? offerRoll(false) : (offerRoll(true) || offerRoll(false));
    }

    // An attack declared by the first of the player's ready groups the rules let make it, with
    // at most one aider and one defender, and its dice.
    bool attack(const QString &player, const InstanceId &target, const QString &defender,
                bool wantFailure)
    {
        const QList<InstanceId> ready = readyGroups(player);
        for (const InstanceId &attacker : ready) {
            const QString id = u"e%1"_s.arg(m_nextId);
            if (!offer({{u"kind"_s, u"attack"_s},
                        {u"player"_s, player},
                        {u"attacker"_s, attacker.value},
                        {u"attack"_s, u"control"_s},
                        {u"target"_s, target.value}}))
                continue;
            if (m_random() % 2 == 0) {
                for (const InstanceId &aider : readyGroups(player)) {
                    if (aider == attacker)
                        continue;
                    if (offer({{u"kind"_s, u"aid"_s},
                               {u"player"_s, player},
                               {u"attack"_s, id},
                               {u"group"_s, aider.value}}))
                        break;
                }
            }
            if (!defender.isEmpty() && m_random() % 2 == 0) {
                for (const InstanceId &group : readyGroups(defender)) {
                    if (offer({{u"kind"_s, u"defend"_s},
                               {u"player"_s, defender},
                               {u"attack"_s, id},
                               {u"group"_s, group.value}}))
                        break;
                }
            }
            roll(player, id, wantFailure);
            return true;
        }
        return false;
    }

    void attackFromHand(const QString &player, const QString &card)
    {
        const bool crowded = playerOf(player).groups.size() >= GroupsAtMost;
        attack(player, {card}, {}, crowded || m_random() % 3 == 0);
    }

    void attackRival(const QString &player)
    {
        const QString rival = nextPlayer(player);
        QList<TableCard> targets = playerOf(rival).groups;
        std::shuffle(targets.begin(), targets.end(), m_random);
        for (qsizetype i = 0; i < std::min<qsizetype>(3, targets.size()); ++i) {
            if (attack(player, targets.at(i).id, rival, m_random() % 4 == 0))
                return;
        }
    }

    // A Plot bought with the Illuminati's token, or with two groups' (R152).
    void buyPlots(const QString &player)
    {
        const QList<InstanceId> ready = readyGroups(player);
        const InstanceId illuminati = playerOf(player).illuminati.id;
        if (ready.contains(illuminati) && offer({{u"kind"_s, u"buy-plots"_s},
                                                 {u"player"_s, player},
                                                 {u"tokens"_s, QJsonArray{illuminati.value}}}))
            return;
        QJsonArray pair;
        for (const InstanceId &group : ready) {
            if (group != illuminati && pair.size() < 2)
                pair.append(group.value);
        }
        if (pair.size() == 2)
            offer({{u"kind"_s, u"buy-plots"_s}, {u"player"_s, player}, {u"tokens"_s, pair}});
    }

    Game m_game;
    const CardNameResolver &m_names;
    std::mt19937 m_random;
    QStringList m_groupNames;
    int m_nextId = 1;
    int m_drawn = 0;
    int m_offered = 0;
    int m_length = 0;
};

struct Samples
{
    std::vector<double> us;

    QJsonObject json() const
    {
        const double sum = std::accumulate(us.cbegin(), us.cend(), 0.0);
        return {{u"p50_us"_s, roundMs(percentile(us, 50.0))},
                {u"p90_us"_s, roundMs(percentile(us, 90.0))},
                {u"p99_us"_s, roundMs(percentile(us, 99.0))},
                {u"mean_us"_s, roundMs(us.empty() ? 0.0 : sum / double(us.size()))}};
    }
    double p50() const { return percentile(us, 50.0); }
    double mean(std::size_t from, std::size_t to) const
    {
        to = std::min(to, us.size());
        if (from >= to)
            return 0.0;
        return std::accumulate(us.cbegin() + qsizetype(from), us.cbegin() + qsizetype(to), 0.0) /
               double(to - from);
    }
};

// The floor's connection: the raw SQLite C API on the same file, its statements prepared once.
class RawConnection
{
public:
    ~RawConnection()
    {
        for (sqlite3_stmt *statement : m_statements)
            sqlite3_finalize(statement);
        if (m_db)
            sqlite3_close(m_db);
    }

    bool open(const QString &path, QString *error)
    {
        if (sqlite3_open_v2(path.toUtf8().constData(), &m_db, SQLITE_OPEN_READWRITE, nullptr) !=
            SQLITE_OK)
            return fail(error);
        sqlite3_busy_timeout(m_db, 5000);
        return exec("PRAGMA foreign_keys = ON", error);
    }

    bool exec(const char *sql, QString *error)
    {
        return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK || fail(error);
    }

    sqlite3_stmt *prepare(const char *sql, QString *error)
    {
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, nullptr) !=
            SQLITE_OK) {
            fail(error);
            return nullptr;
        }
        m_statements.push_back(statement);
        return statement;
    }

    QString text(const char *sql) const
    {
        sqlite3_stmt *statement = nullptr;
        QString value;
        if (sqlite3_prepare_v2(m_db, sql, -1, &statement, nullptr) == SQLITE_OK &&
            sqlite3_step(statement) == SQLITE_ROW)
            value = QString::fromUtf8(
                reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)));
        sqlite3_finalize(statement);
        return value;
    }

    bool fail(QString *error) const
    {
        *error = u"raw SQLite: %1"_s.arg(QString::fromUtf8(sqlite3_errmsg(m_db)));
        return false;
    }

private:
    sqlite3 *m_db = nullptr;
    std::vector<sqlite3_stmt *> m_statements;
};

QString timestampNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// One row into the floor's table in its own transaction, as GameStore writes an event.
bool insertRow(sqlite3_stmt *insert, qint64 game, qint64 seq, const QByteArray &json,
               QString *error, RawConnection &raw)
{
    const QByteArray recorded = timestampNow().toUtf8();
    sqlite3_bind_int64(insert, 1, game);
    sqlite3_bind_int64(insert, 2, seq);
    sqlite3_bind_text(insert, 3, json.constData(), int(json.size()), SQLITE_STATIC);
    sqlite3_bind_text(insert, 4, recorded.constData(), int(recorded.size()), SQLITE_STATIC);
    const int stepped = sqlite3_step(insert);
    sqlite3_reset(insert);
    return stepped == SQLITE_DONE || raw.fail(error);
}

// GameStore::append's statements (carddb/gamestore.cpp: the DELETE of what undo kept, the INSERT,
// the games row's count and time) on the raw connection, prepared once, in one transaction: what
// its SQL costs without Qt's layer (`same_sql_raw`). A diagnostic for the ratio, not a target;
// keep it in step with GameStore::append.
class RawAppend
{
public:
    bool prepare(RawConnection &raw, QString *error)
    {
        m_raw = &raw;
        m_begin = raw.prepare("BEGIN", error);
        m_commit = raw.prepare("COMMIT", error);
        m_delete = raw.prepare("DELETE FROM game_events WHERE game_id = ? AND seq > "
                               "(SELECT event_count FROM games WHERE id = ?)",
                               error);
        m_insert = raw.prepare("INSERT INTO game_events (game_id, seq, event_json, recorded_at) "
                               "VALUES (?, (SELECT event_count + 1 FROM games WHERE id = ?), ?, ?)",
                               error);
        m_touch = raw.prepare("UPDATE games SET modified_at = ?, finished = ?, "
                              "event_count = event_count + ? WHERE id = ?",
                              error);
        return m_begin && m_commit && m_delete && m_insert && m_touch;
    }

    bool append(qint64 game, const QByteArray &json, QString *error)
    {
        const QByteArray now = timestampNow().toUtf8();
        if (!step(m_begin, error))
            return false;
        sqlite3_bind_int64(m_delete, 1, game);
        sqlite3_bind_int64(m_delete, 2, game);
        if (!step(m_delete, error))
            return false;
        sqlite3_bind_int64(m_insert, 1, game);
        sqlite3_bind_int64(m_insert, 2, game);
        sqlite3_bind_text(m_insert, 3, json.constData(), int(json.size()), SQLITE_STATIC);
        sqlite3_bind_text(m_insert, 4, now.constData(), int(now.size()), SQLITE_STATIC);
        if (!step(m_insert, error))
            return false;
        sqlite3_bind_text(m_touch, 1, now.constData(), int(now.size()), SQLITE_STATIC);
        sqlite3_bind_int(m_touch, 2, 0);
        sqlite3_bind_int(m_touch, 3, 1);
        sqlite3_bind_int64(m_touch, 4, game);
        return step(m_touch, error) && step(m_commit, error);
    }

private:
    bool step(sqlite3_stmt *statement, QString *error)
    {
        const int stepped = sqlite3_step(statement);
        sqlite3_reset(statement);
        return stepped == SQLITE_DONE || m_raw->fail(error);
    }

    RawConnection *m_raw = nullptr;
    sqlite3_stmt *m_begin = nullptr;
    sqlite3_stmt *m_commit = nullptr;
    sqlite3_stmt *m_delete = nullptr;
    sqlite3_stmt *m_insert = nullptr;
    sqlite3_stmt *m_touch = nullptr;
};

QJsonObject kindsOf(const QList<Play> &events)
{
    QJsonObject kinds;
    for (const Play &event : events)
        kinds.insert(codeOf(event.kind), kinds.value(codeOf(event.kind)).toInt() + 1);
    return kinds;
}

void removeDatabase(const QString &path)
{
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
        QFile::remove(path + suffix);
}

} // namespace

QJsonObject runGameBench(const GameBenchSettings &settings, QString *error)
{
    const int length = settings.quick ? GameReplayEventsQuick : GameReplayEvents;
    const QString path = QDir(settings.dbDir).filePath(u"inwo-bench-games.sqlite"_s);
    removeDatabase(path);
    CardDatabase db;
    if (!db.open(path, error))
        return {};
    const CardNameResolver names(db);
    const CachedCardRepository cached(db); // as a LiveGame reads its cards
    const GameRules rules = gameRulesOf(cached);
    const std::optional<RecordedGame> recorded = readRecordedGame(
        QDir(settings.liveGamesDir).filePath(u"two-player-inwo-basic-goal.json"_s), names, error);
    if (!recorded)
        return {};

    // The long game: the recorded events, then turns made from the table.
    double start = nowMs();
    LongGame made(recorded->start, rules, db, names, 2023);
    made.setLength(length);
    for (const QJsonObject &event : recorded->events) {
        if (!made.offer(event)) {
            *error = u"the recorded game refuses %1"_s.arg(event.value(u"id"_s).toString());
            return {};
        }
    }
    made.setNextId(1000);
    while (!made.full()) {
        if (!made.playTurn()) {
            *error = u"the generated game cannot go on after %1 events"_s.arg(
                made.game().events().size());
            return {};
        }
    }
    const double generationMs = nowMs() - start;
    const QList<Play> events = made.game().events();
    int turns = 0;
    for (const Play &event : events)
        turns += event.kind == PlayKind::Turn ? 1 : 0;
    QJsonObject groupsAtEnd;
    for (const TablePlayer &player : made.game().table().players)
        groupsAtEnd.insert(player.name, int(player.groups.size()) + 1);
    qsizetype largestTurn = 0;
    for (qsizetype i = 0, first = 0; i < events.size(); ++i) {
        if (events.at(i).kind == PlayKind::Turn || i + 1 == events.size()) {
            largestTurn = std::max(largestTurn, i + 1 - first);
            first = i + 1;
        }
    }

    // Appending: the live game, the store alone and the floor, event by event in turn.
    std::unique_ptr<LiveGame> live = LiveGame::create(db, u"bench live"_s, recorded->start, error);
    if (!live)
        return {};
    GameStore store(db);
    const qint64 storeGame =
        store.create(u"bench store"_s, u"inwo"_s, recorded->start.toJson(), error);
    const qint64 floorGame =
        store.create(u"bench floor"_s, u"inwo"_s, recorded->start.toJson(), error);
    if (storeGame == 0 || floorGame == 0)
        return {};
    {
        // The floor's table, made as migration 006 makes game_events.
        QSqlQuery create(db.connection());
        if (!create.exec(u"CREATE TABLE bench_floor_events ("
                         "game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE, "
                         "seq INTEGER NOT NULL, event_json TEXT NOT NULL, "
                         "undone INTEGER NOT NULL DEFAULT 0, recorded_at TEXT NOT NULL, "
                         "PRIMARY KEY (game_id, seq)) WITHOUT ROWID"_s)) {
            *error = u"cannot make the floor's table"_s;
            return {};
        }
    }
    RawConnection raw;
    if (!raw.open(path, error) || !raw.exec("PRAGMA synchronous = NORMAL", error))
        return {};
    sqlite3_stmt *insert = raw.prepare("INSERT INTO bench_floor_events (game_id, seq, event_json, "
                                       "recorded_at) VALUES (?, ?, ?, ?)",
                                       error);
    if (!insert)
        return {};
    QList<QJsonObject> objects;
    QList<QByteArray> texts;
    for (const Play &event : events) {
        objects.append(Timeline::playToJson(event));
        texts.append(QJsonDocument(objects.last()).toJson(QJsonDocument::Compact));
    }
    QSqlQuery pragma(db.connection());
    pragma.exec(u"PRAGMA journal_mode"_s);
    const QString journalMode = pragma.next() ? pragma.value(0).toString() : QString();
    pragma.exec(u"PRAGMA synchronous"_s);
    const int synchronous = pragma.next() ? pragma.value(0).toInt() : -1;
    pragma.finish();
    const QString rawJournal = raw.text("PRAGMA journal_mode");
    const QString rawSynchronous = raw.text("PRAGMA synchronous");

    RawAppend sameSql;
    const qint64 sameGame =
        store.create(u"bench same sql"_s, u"inwo"_s, recorded->start.toJson(), error);
    if (sameGame == 0 || !sameSql.prepare(raw, error))
        return {};

    Samples livePlay;
    Samples storeAppend;
    Samples floorInsert;
    Samples sameSqlAppend;
    for (qsizetype i = 0; i < events.size(); ++i) {
        start = nowMs();
        const GameEventOutcome outcome = live->play(events.at(i), error);
        livePlay.us.push_back((nowMs() - start) * 1000.0);
        if (!outcome.accepted) {
            *error = u"LiveGame::play refuses %1: %2"_s.arg(events.at(i).id, *error);
            return {};
        }
        start = nowMs();
        if (!store.append(storeGame, objects.at(i), false, error, false))
            return {};
        storeAppend.us.push_back((nowMs() - start) * 1000.0);
        start = nowMs();
        if (!insertRow(insert, floorGame, i + 1, texts.at(i), error, raw))
            return {};
        floorInsert.us.push_back((nowMs() - start) * 1000.0);
        start = nowMs();
        if (!sameSql.append(sameGame, texts.at(i), error))
            return {};
        sameSqlAppend.us.push_back((nowMs() - start) * 1000.0);
    }
    const auto byLength = [&](const Samples &samples) {
        const std::size_t n = samples.us.size();
        const std::size_t slice = std::min<std::size_t>(1000, n / 2);
        return QJsonObject{{u"first_mean_us"_s, roundMs(samples.mean(0, slice))},
                           {u"last_mean_us"_s, roundMs(samples.mean(n - slice, n))},
                           {u"events_each"_s, int(slice)}};
    };

    // The same with synchronous FULL (inwo game --full-sync): the first FullSyncEvents events
    // into a game and a table of their own.
    Samples storeFull;
    Samples floorFull;
    const qint64 fullGame =
        store.create(u"bench full"_s, u"inwo"_s, recorded->start.toJson(), error);
    if (fullGame == 0 || !store.setFullSync(true, error) ||
        !raw.exec("PRAGMA synchronous = FULL", error))
        return {};
    const int fullEvents = std::min(int(events.size()), settings.quick ? 30 : FullSyncEvents);
    for (int i = 0; i < fullEvents; ++i) {
        start = nowMs();
        if (!store.append(fullGame, objects.at(i), false, error, false))
            return {};
        storeFull.us.push_back((nowMs() - start) * 1000.0);
        start = nowMs();
        if (!insertRow(insert, fullGame, i + 1, texts.at(i), error, raw))
            return {};
        floorFull.us.push_back((nowMs() - start) * 1000.0);
    }
    store.setFullSync(false, error);
    raw.exec("PRAGMA synchronous = NORMAL", error);

    // Replaying the stored game.
    sqlite3_stmt *select = raw.prepare(
        "SELECT event_json FROM game_events WHERE game_id = ? AND undone = 0 ORDER BY seq", error);
    if (!select)
        return {};
    const int runs = settings.quick ? 3 : 11;
    std::vector<double> floorMs;
    std::vector<double> loadMs;
    std::vector<double> readMs;
    std::vector<double> replayMs;
    std::vector<double> openMs;
    int floorRows = 0;
    bool same = true;
    for (int run = 0; run < runs; ++run) {
        start = nowMs();
        QList<QJsonObject> rows;
        sqlite3_bind_int64(select, 1, live->id());
        while (sqlite3_step(select) == SQLITE_ROW) {
            const QByteArray text = QByteArray::fromRawData(
                reinterpret_cast<const char *>(sqlite3_column_text(select, 0)),
                sqlite3_column_bytes(select, 0));
            rows.append(QJsonDocument::fromJson(text).object());
        }
        sqlite3_reset(select);
        floorMs.push_back(nowMs() - start);
        floorRows = int(rows.size());

        start = nowMs();
        const std::optional<StoredGame> stored = store.load(live->id(), error);
        loadMs.push_back(nowMs() - start);
        if (!stored)
            return {};
        QJsonArray array;
        for (const QJsonObject &event : stored->events)
            array.append(event);
        start = nowMs();
        const std::optional<Timeline> log = Timeline::fromJson(
            QJsonObject{{u"position"_s, stored->start}, {u"plays"_s, array}}, error, &names);
        readMs.push_back(nowMs() - start);
        if (!log)
            return {};

        start = nowMs();
        const Game replayed = Game::replay(log->position, log->plays, rules);
        replayMs.push_back(nowMs() - start);
        same = same && replayed.table() == live->game().table() &&
               replayed.events().size() == events.size();

        start = nowMs();
        const std::unique_ptr<LiveGame> opened = LiveGame::open(db, live->id(), error);
        openMs.push_back(nowMs() - start);
        if (!opened)
            return {};
        same = same && opened->game().table() == live->game().table();
    }
    int refusedOnReplay = 0;
    for (const ResolvedPlay &play : live->game().resolved())
        refusedOnReplay += play.status == PlayStatus::Refused ? 1 : 0;

    const double floorP50 = percentile(floorMs, 50.0);
    const double replayP50 = percentile(replayMs, 50.0);
    const double openP50 = percentile(openMs, 50.0);
    const double storeRatio = ratio(storeAppend.p50(), floorInsert.p50());
    const double liveRatio = ratio(livePlay.p50(), floorInsert.p50());
    const bool complete = events.size() == length && floorRows == length && same;
    // The targets: an append within 2x the raw insert, the replay under 100 ms. Opening
    // (reading the rows and the JSON, then the replay) is reported beside its floor.
    const bool met = complete && storeRatio <= MaxAppendOverInsert && replayP50 < MaxReplayMs;

    QJsonObject append{
        {u"events"_s, int(events.size())},
        {u"journal_mode"_s, journalMode},
        {u"synchronous"_s, synchronous == 1 ? u"NORMAL"_s : QString::number(synchronous)},
        {u"floor_journal_mode"_s, rawJournal},
        {u"floor_synchronous"_s, rawSynchronous == u"1" ? u"NORMAL"_s : rawSynchronous},
        {u"live_play"_s, livePlay.json()},
        {u"store_append"_s, storeAppend.json()},
        {u"floor_insert"_s, floorInsert.json()},
        {u"store_over_floor"_s, storeRatio},
        {u"live_over_floor"_s, liveRatio},
        {u"live_over_store"_s, ratio(livePlay.p50(), storeAppend.p50())},
        {u"by_log_length"_s, QJsonObject{{u"live_play"_s, byLength(livePlay)},
                                         {u"store_append"_s, byLength(storeAppend)},
                                         {u"floor_insert"_s, byLength(floorInsert)},
                                         {u"same_sql_raw"_s, byLength(sameSqlAppend)}}},
        {u"diagnostics"_s, QJsonObject{{u"same_sql_raw"_s, sameSqlAppend.json()},
                                       {u"same_sql_raw_over_floor"_s,
                                        ratio(sameSqlAppend.p50(), floorInsert.p50())}}},
        {u"full_sync"_s,
         QJsonObject{{u"events"_s, fullEvents},
                     {u"store_append"_s, storeFull.json()},
                     {u"floor_insert"_s, floorFull.json()},
                     {u"store_over_floor"_s, ratio(storeFull.p50(), floorFull.p50())}}},
    };
    QJsonObject replay{
        {u"events"_s, int(events.size())},
        {u"runs"_s, runs},
        {u"floor_ms"_s, roundMs(floorP50)},
        {u"load_ms"_s, roundMs(percentile(loadMs, 50.0))},
        {u"read_ms"_s, roundMs(percentile(readMs, 50.0))},
        {u"replay_ms"_s, roundMs(replayP50)},
        {u"replay_p90_ms"_s, roundMs(percentile(replayMs, 90.0))},
        {u"open_ms"_s, roundMs(openP50)},
        {u"open_p90_ms"_s, roundMs(percentile(openMs, 90.0))},
        {u"replay_over_floor"_s, ratio(replayP50, floorP50)},
        {u"open_over_floor"_s, ratio(openP50, floorP50)},
        {u"same_table"_s, same},
        {u"refused_events"_s, refusedOnReplay},
    };
    return QJsonObject{
        {u"game"_s, QJsonObject{{u"events"_s, int(events.size())},
                                {u"recorded_events"_s, int(recorded->events.size())},
                                {u"turns"_s, turns},
                                {u"largest_turn_events"_s, int(largestTurn)},
                                {u"rounds"_s, made.game().table().round},
                                {u"kinds"_s, kindsOf(events)},
                                {u"groups_at_end"_s, groupsAtEnd},
                                {u"offered"_s, made.offered()},
                                {u"generation_ms"_s, roundMs(generationMs)}}},
        {u"append"_s, append},
        {u"replay"_s, replay},
        {u"targets"_s,
         QJsonObject{
             {u"max_store_over_floor"_s, MaxAppendOverInsert},
             {u"max_replay_ms"_s, MaxReplayMs},
         }},
        {u"targets_met"_s, met},
    };
}

} // namespace inwo::bench
