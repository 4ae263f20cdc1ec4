#include "gamedocument.h"

#include "carddatabase.h"
#include "gamecommands.h"
#include "livegame.h"
#include "timeline/timelinetext.h"

#include <QSet>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const Position &emptyTable()
{
    static const Position none;
    return none;
}

} // namespace

GameDocument::GameDocument(CardDatabase &database, QObject *parent)
    : QObject(parent), m_database(database), m_undoStack(new QUndoStack(this))
{}

GameDocument::~GameDocument()
{
    // The stack's commands reach back into this document while it is cleared.
    m_syncing = true;
    delete m_undoStack;
    m_undoStack = nullptr;
}

const Game &GameDocument::game() const
{
    Q_ASSERT(m_live);
    return m_live->game();
}

const Position &GameDocument::table() const
{
    return m_live ? m_live->game().table() : emptyTable();
}

qint64 GameDocument::id() const
{
    return m_live ? m_live->id() : 0;
}

QString GameDocument::name() const
{
    return m_live ? m_live->name() : QString();
}

bool GameDocument::start(const QString &name, const Position &start, QString *error)
{
    std::unique_ptr<LiveGame> live = LiveGame::create(m_database, name, start, error);
    if (!live)
        return false;
    m_live = std::move(live);
    rebuildHistory();
    emit changed(GameChange::reset());
    return true;
}

bool GameDocument::open(qint64 id, QString *error)
{
    std::unique_ptr<LiveGame> live = LiveGame::open(m_database, id, error);
    if (!live)
        return false;
    m_live = std::move(live);
    rebuildHistory();
    emit changed(GameChange::reset());
    return true;
}

void GameDocument::close()
{
    if (!m_live)
        return;
    m_live.reset();
    rebuildHistory();
    emit changed(GameChange::reset());
}

void GameDocument::rebuildHistory()
{
    m_syncing = true;
    m_undoStack->clear();
    if (m_live) {
        const Game &game = m_live->game();
        const Position names = game.cardsSeen();
        const auto push = [&](const Play &event) {
            m_undoStack->push(new GameEventsCommand(
                this, 1, tr("%1: %2").arg(event.id, TimelineText::summary(event, names))));
        };
        for (const Play &event : game.events())
            push(event);
        // What undo kept, the next to redo first.
        for (qsizetype i = game.undone().size() - 1; i >= 0; --i)
            push(game.undone().at(i));
        m_undoStack->setIndex(int(game.events().size()));
    }
    m_undoStack->setClean();
    m_syncing = false;
}

int GameDocument::turnStartOf(int index) const
{
    if (!m_live || index <= 0)
        return 0;
    const Game &game = m_live->game();
    const QList<ResolvedPlay> resolved = game.resolved();
    for (int i = std::min(index, int(game.events().size()) - 1); i > 0; --i) {
        if (game.events().at(i).kind == PlayKind::Turn && i < resolved.size() &&
            resolved.at(i).status == PlayStatus::Effective)
            return i;
    }
    return 0;
}

GameDocument::Outcome GameDocument::play(const QList<Play> &events, const QString &text)
{
    Outcome outcome;
    if (!m_live) {
        outcome.error = tr("No game is open.");
        return outcome;
    }
    const int before = int(m_live->game().events().size());
    // Events made as one are tried on a copy of the game first, so that a refusal of the last
    // leaves nothing of the others in the stored log.
    QList<Play> numbered = events;
    if (numbered.size() > 1) {
        Game trial = m_live->game();
        for (int i = 0; i < numbered.size(); ++i) {
            if (numbered[i].id.isEmpty())
                numbered[i].id = trial.nextEventId();
            const GameEventOutcome tried = trial.play(numbered.at(i));
            if (!tried.accepted) {
                outcome.refusedAt = i;
                outcome.refusal = tried.refusal;
                return outcome;
            }
        }
    }
    for (int i = 0; i < numbered.size(); ++i) {
        Play event = numbered.at(i);
        if (event.id.isEmpty())
            event.id = m_live->game().nextEventId();
        QString error;
        GameEventOutcome played = m_live->play(event, &error);
        if (!played.accepted) {
            outcome.refusedAt = i;
            outcome.refusal = played.refusal;
            outcome.error = error;
            if (i > 0) {
                // Only a failing database gets here: the history follows what was stored.
                rebuildHistory();
                emit changed(GameChange::events(turnStartOf(before - 1)));
            }
            return outcome;
        }
        outcome.outcomes.append(played);
    }
    outcome.accepted = true;
    m_syncing = true;
    m_undoStack->push(new GameEventsCommand(this, int(events.size()), text));
    m_syncing = false;
    emit changed(GameChange::events(turnStartOf(before - 1)));
    return outcome;
}

bool GameDocument::undoEvents(int count)
{
    if (!m_live)
        return false;
    const int before = int(m_live->game().events().size());
    for (int i = 0; i < count; ++i) {
        QString error;
        if (!m_live->undo(&error)) {
            resync(tr("The event could not be taken back: %1").arg(error));
            return false;
        }
    }
    emit changed(GameChange::events(turnStartOf(before - count - 1)));
    return true;
}

bool GameDocument::redoEvents(int count)
{
    if (!m_live)
        return false;
    const int before = int(m_live->game().events().size());
    for (int i = 0; i < count; ++i) {
        QString error;
        const GameEventOutcome outcome = m_live->redo(&error);
        if (!outcome.accepted) {
            resync(outcome.refusal
                       ? tr("The event is refused now: %1")
                             .arg(renderTableFact(*outcome.refusal, m_live->game().cardsSeen()))
                       : tr("The event could not be played again: %1").arg(error));
            return false;
        }
    }
    emit changed(GameChange::events(turnStartOf(before - 1)));
    return true;
}

void GameDocument::resync(const QString &message)
{
    // The history follows the stored log again, once the command that failed has returned.
    QMetaObject::invokeMethod(
        this,
        [this] {
            rebuildHistory();
            emit changed(GameChange::reset());
        },
        Qt::QueuedConnection);
    emit problem(message);
}

std::optional<Play> GameDocument::readEvent(const QJsonObject &object, QString *error) const
{
    if (!m_live) {
        if (error)
            *error = tr("No game is open.");
        return std::nullopt;
    }
    return m_live->readEvent(object, error);
}

InstanceId GameDocument::newCardIdentity(const QString &player) const
{
    QString prefix = u"p"_s;
    for (const QChar letter : player) {
        if (letter.isLetter() && letter.unicode() < 128) {
            prefix = letter.toLower();
            break;
        }
    }
    QSet<QString> taken;
    if (m_live) {
        // Every card the game has seen, on the table, in a hand or gone.
        const Position seen = m_live->game().cardsSeen();
        for (const TableCard &card : seen.uncontrolled)
            taken.insert(card.id.value);
        const Position &table = m_live->game().table();
        const auto take = [&taken](const TableCard &card) {
            taken.insert(card.id.value);
        };
        for (const TablePlayer &seated : table.players) {
            take(seated.illuminati);
            std::for_each(seated.groups.begin(), seated.groups.end(), take);
            std::for_each(seated.resources.begin(), seated.resources.end(), take);
            std::for_each(seated.hand.begin(), seated.hand.end(), take);
        }
        std::for_each(table.uncontrolled.begin(), table.uncontrolled.end(), take);
    }
    for (int number = 1;; ++number) {
        const QString id = prefix + QString::number(number);
        if (!taken.contains(id))
            return InstanceId{id};
    }
}

} // namespace inwo
