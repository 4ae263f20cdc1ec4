#include "livegame.h"

#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "userabilities.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace inwo {

GameRules gameRulesOf(const CardRepository &cards)
{
    return GameRules{cards, &bundledAbilities(), &bundledGoalRules()};
}

LiveGame::LiveGame(CardDatabase &database, qint64 id, QString name)
    : m_cards(std::make_unique<CachedCardRepository>(database)), m_database(database),
      m_store(database), m_id(id), m_name(std::move(name)),
      m_names(std::make_unique<CardNameResolver>(database))
{}

GameRules LiveGame::rules() const
{
    // The user's confirmed abilities count in his games.
    return GameRules{*m_cards, &UserAbilities(m_database).abilities(), &bundledGoalRules()};
}

LiveGame::~LiveGame() = default;

std::unique_ptr<LiveGame> LiveGame::create(CardDatabase &database, const QString &name,
                                           const Position &start, QString *error)
{
    GameStore store(database);
    const qint64 id = store.create(name, codeOf(start.rules), start.toJson(), error);
    if (id == 0)
        return nullptr;
    std::unique_ptr<LiveGame> live(new LiveGame(database, id, name));
    live->m_game = std::make_unique<Game>(start, live->rules());
    return live;
}

std::unique_ptr<LiveGame> LiveGame::open(CardDatabase &database, qint64 id, QString *error)
{
    const GameStore store(database);
    const std::optional<StoredGame> stored = store.load(id, error);
    if (!stored)
        return nullptr;
    std::unique_ptr<LiveGame> live(new LiveGame(database, id, stored->info.name));
    const CardNameResolver &names = *live->m_names;
    QJsonArray events;
    for (const QJsonObject &event : stored->events)
        events.append(event);
    QString readError;
    const std::optional<Timeline> log = Timeline::fromJson(
        QJsonObject{{u"position"_s, stored->start}, {u"plays"_s, events}}, &readError, &names);
    if (!log) {
        if (error)
            *error = u"game %1: %2"_s.arg(id).arg(readError);
        return nullptr;
    }
    // What undo kept for redo follows the log, the first to redo last.
    QList<Play> undone;
    Timeline after = *log;
    for (qsizetype i = stored->undone.size() - 1; i >= 0; --i) {
        std::optional<Play> event = after.readNextPlay(stored->undone.at(i), &readError, &names);
        if (!event)
            break; // a redo the log no longer allows is dropped, not an error
        after.plays.append(*event);
        undone.prepend(*event);
    }
    live->m_game =
        std::make_unique<Game>(Game::replay(log->position, log->plays, live->rules(), undone));
    return live;
}

std::optional<qint64> LiveGame::find(CardDatabase &database, const QString &written, QString *error)
{
    const GameStore store(database);
    const QList<StoredGameInfo> games = store.list(error);
    bool number = false;
    const qint64 id = written.toLongLong(&number);
    QList<qint64> named;
    for (const StoredGameInfo &info : games) {
        if (number && info.id == id)
            return id;
        if (info.name.compare(written, Qt::CaseInsensitive) == 0)
            named.append(info.id);
    }
    if (named.size() == 1)
        return named.first();
    if (error)
        *error = named.isEmpty()
                     ? u"no game '%1' (inwo game list shows them)"_s.arg(written)
                     : u"%1 games are called '%2': name one by its number"_s.arg(named.size())
                           .arg(written);
    return std::nullopt;
}

std::optional<Play> LiveGame::readEvent(const QJsonObject &object, QString *error) const
{
    return m_game->readEvent(object, error, m_names.get());
}

GameEventOutcome LiveGame::play(const Play &event, QString *error)
{
    const QList<Play> redo = m_game->undone();
    GameEventOutcome outcome = m_game->play(event);
    if (!outcome.accepted)
        return outcome;
    if (!m_store.append(m_id, Timeline::playToJson(event), m_game->isOver(), error,
                        !redo.isEmpty())) {
        // Not stored: not played, and what undo kept is still there.
        m_game->undo();
        m_game->keepForRedo(redo);
        return GameEventOutcome{};
    }
    return outcome;
}

bool LiveGame::undo(QString *error)
{
    if (m_game->events().isEmpty()) {
        if (error)
            *error = u"there is no event to undo"_s;
        return false;
    }
    if (!m_store.undo(m_id, error))
        return false;
    m_game->undo();
    return true;
}

GameEventOutcome LiveGame::redo(QString *error)
{
    if (m_game->undone().isEmpty()) {
        if (error)
            *error = u"there is no event to redo"_s;
        return {};
    }
    GameEventOutcome outcome = m_game->redo();
    if (!outcome.accepted)
        return outcome;
    if (!m_store.redo(m_id, m_game->isOver(), error)) {
        m_game->undo();
        return GameEventOutcome{};
    }
    return outcome;
}

bool LiveGame::rename(const QString &name, QString *error)
{
    if (!m_store.rename(m_id, name, error))
        return false;
    m_name = name;
    return true;
}

} // namespace inwo
