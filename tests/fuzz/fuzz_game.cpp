// libFuzzer entry for a live game as the user's database keeps it (issue 23) and for the events
// offered to one. The bytes are JSON:
//
// - an object with "position" is a stored game: the start (games.start_json), its log "events"
//   (game_events.event_json, in order) and, optionally, "undone" (the events undo kept for redo),
//   read as LiveGame::open reads them (Timeline::fromJson, then Timeline::readNextPlay for each
//   undone event) and replayed by Game::replay;
// - any other object is one event, and an array a few events, offered in turn to a small fixed
//   game (the two-player game of tests/scenarios/livegames up to the Terrorist Nuke of its first
//   capture, that attack still open) through Game::readEvent and Game::play, as `inwo game play`
//   offers them.
//
// Whatever the input: a refusal to read says where (its JSON path, "$..."); a game replays to the
// same table twice; the events a game accepts one by one (Game::play) replay to the same table and
// the same statuses (what the program shows after a restart is what it showed before); an event
// refused changes nothing and says why; what the log writes (Timeline::playToJson, asTimeline)
// reads back the same; undo then redo comes back to the same table.
#include "cards/cardnameresolver.h"
#include "fuzzdeckcommon.h"
#include "game/game.h"
#include "timeline/timeline.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_game: %s\n", what);
    std::abort();
}

// Events offered at once to the fixed game, at most: enough for an attack with its parts and a
// turn, few enough that each input stays quick.
constexpr qsizetype MostEventsOffered = 64;

const char FixedGame[] = R"json(
{"position": {"rules":"inwo","basicGoal":12,"firstPlayer":"Alice","round":3,"turn":"Alice",
 "phase":"plot-draw","uncontrolled":[],"nwos":[],"destroyed":[],
 "players": [
  {"name": "Alice", "illuminati": {"id":"a0","card":"Bermuda Triangle","tokensSpent":1},
   "groups": [
    {"id":"a1","card":"Pentagon","master":"a0","arrow":0,"tokensSpent":1},
    {"id":"a2","card":"Democrats","master":"a0","arrow":1,"tokensSpent":1},
    {"id":"a3","card":"Multinational Oil Companies","master":"a0","arrow":2,"tokensSpent":1},
    {"id":"a4","card":"C.I.A.","master":"a1","arrow":0,"tokensSpent":1},
    {"id":"a5","card":"Secret Service","master":"a4","arrow":0,"tokensSpent":1},
    {"id":"a6","card":"Feminists","master":"a2","arrow":0,"tokensSpent":1},
    {"id":"a7","card":"Cable TV","master":"a3","arrow":0,"tokensSpent":0},
    {"id":"a8","card":"Liquor Companies","master":"a3","arrow":1,"tokensSpent":0}
   ], "hand":[{"id":"a9","card":"Fast Food Chains"}],
   "plots":{"hidden":5,"exposed":[]},"goals":[]},
  {"name": "Bob", "illuminati": {"id":"b0","card":"Bavarian Illuminati","tokensSpent":1},
   "groups": [
    {"id":"b1","card":"The Mafia","master":"b0","arrow":0,"tokensSpent":1},
    {"id":"b2","card":"Republicans","master":"b0","arrow":1,"tokensSpent":0},
    {"id":"b3","card":"Wall Street","master":"b0","arrow":2,"tokensSpent":1},
    {"id":"b4","card":"Loan Sharks","master":"b1","arrow":0,"tokensSpent":1},
    {"id":"b5","card":"KKK","master":"b2","arrow":0,"tokensSpent":0},
    {"id":"b6","card":"Recording Industry","master":"b3","arrow":0,"tokensSpent":1},
    {"id":"b7","card":"Punk Rockers","master":"b6","arrow":0,"tokensSpent":1}
   ], "hand":[{"id":"b8","card":"Saturday Morning Cartoons"}],
   "plots":{"hidden":3,"exposed":[]},"goals":[]}
 ]},
 "events": [
  {"id":"e2","kind":"draw","player":"Alice","deck":"plot"},
  {"id":"e3","kind":"buy-plots","player":"Alice","tokens":["a7","a8"]},
  {"id":"e4","kind":"phase","player":"Alice","phase":"group-draw"},
  {"id":"e5","kind":"draw","player":"Alice","deck":"group","card":"Tobacco Companies",
   "cardId":"a10"},
  {"id":"e6","kind":"phase","player":"Alice","phase":"tokens"},
  {"id":"e7","kind":"phase","player":"Alice","phase":"actions"},
  {"id":"e8","kind":"attack","player":"Alice","attacker":"a3","attack":"control","target":"a9"},
  {"id":"e9","kind":"roll","player":"Alice","attack":"e8","dice":[4,5],"outcome":"failure"},
  {"id":"e10","kind":"attack","player":"Alice","attacker":"a8","attack":"control","target":"a9",
   "secondAttempt":true},
  {"id":"e11","kind":"roll","player":"Alice","attack":"e10","dice":[6,5],"outcome":"failure"},
  {"id":"e12","kind":"attack","player":"Alice","attacker":"a4","attack":"control","target":"b5"},
  {"id":"e13","kind":"plot","player":"Alice","with":"e12","by":{"plot":"Terrorist Nuke"},
   "value":10,"side":"attack","requires":[{"card":"a4","alignment":"violent","is":true}]}
 ]}
)json";

const inwo::CardNameResolver &names()
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    return resolver;
}

const inwo::GameRules &rules()
{
    static const inwo::GameRules rules{inwo::fuzz::bundledCards(), &inwo::bundledAbilities(),
                                       &inwo::bundledGoalRules()};
    return rules;
}

QList<inwo::PlayStatus> statusesOf(const inwo::Game &game)
{
    QList<inwo::PlayStatus> statuses;
    for (const inwo::ResolvedPlay &play : game.resolved())
        statuses.append(play.status);
    return statuses;
}

// What every game must hold, however it was made.
void checkGame(const inwo::Game &game)
{
    if (game.resolved().size() != game.events().size())
        fail("an event of the game has no resolution");
    for (qsizetype i = 0; i < game.events().size(); ++i) {
        (void)game.effectsOf(int(i));
        (void)game.roundOf(int(i));
    }
    const QString next = game.nextEventId();
    for (const inwo::Play &event : game.events()) {
        if (event.id == next)
            fail("nextEventId() gives an identity the log uses");
    }
    (void)game.cardsSeen();
    QString error;
    const std::optional<inwo::Timeline> exported =
        inwo::Timeline::fromJson(game.asTimeline().toJson(), &error, &names());
    if (!exported)
        fail("the game's timeline export does not read back");
    if (!(exported->plays == game.events()) || !(exported->position == game.start()))
        fail("the game's timeline export reads back as another game");
}

// The events a game accepted, replayed as LiveGame::open replays them: the same table and the
// same statuses. Then undo and redo of the last event.
void checkReplaysTheSame(const inwo::Game &live)
{
    const inwo::Game replayed = inwo::Game::replay(live.start(), live.events(), rules());
    if (!(replayed.table() == live.table()))
        fail("the events a game accepted replay to another table");
    if (statusesOf(replayed) != statusesOf(live))
        fail("the events a game accepted replay with other statuses");
    if (live.events().isEmpty())
        return;
    inwo::Game undone = live;
    if (!undone.undo())
        fail("undo of a game with events fails");
    const inwo::Game before =
        inwo::Game::replay(live.start(), live.events().mid(0, live.events().size() - 1), rules());
    if (!(undone.table() == before.table()))
        fail("undo does not give the table before the last event");
    if (!undone.redo().accepted)
        fail("redo of the event just undone is refused");
    if (!(undone.table() == live.table()))
        fail("undo then redo does not come back to the same table");
}

// Offers an event to the game; every invariant of one offer.
void offer(inwo::Game &game, const QJsonValue &value)
{
    if (!value.isObject())
        return;
    QString error;
    const std::optional<inwo::Play> event = game.readEvent(value.toObject(), &error, &names());
    if (!event) {
        if (!error.startsWith(u'$'))
            fail("a refused event does not say where ($...)");
        return;
    }
    // What the store writes of it reads back as the same event.
    const inwo::Timeline before{game.start(), game.events()};
    const std::optional<inwo::Play> stored =
        before.readNextPlay(inwo::Timeline::playToJson(*event), &error, &names());
    if (!stored || !(*stored == *event))
        fail("an event does not read back the same from what the log writes");
    const inwo::Position table = game.table();
    const qsizetype count = game.events().size();
    const inwo::GameEventOutcome outcome = game.play(*event);
    if (!outcome.accepted) {
        if (!outcome.refusal)
            fail("a refused event does not say why");
        if (!(game.table() == table) || game.events().size() != count)
            fail("a refused event changed the game");
        return;
    }
    if (game.events().size() != count + 1 || !(game.events().last() == *event))
        fail("an accepted event is not the last of the log");
    checkReplaysTheSame(game);
}

// A stored game: read as LiveGame::open reads it, replayed, then offered event by event to a new
// game as the events of `inwo game play`.
void storedGame(const QJsonObject &root)
{
    const QJsonArray events = root.value(u"events"_s).toArray();
    QString error;
    const std::optional<inwo::Timeline> log = inwo::Timeline::fromJson(
        QJsonObject{{u"position"_s, root.value(u"position"_s)}, {u"plays"_s, events}}, &error,
        &names());
    if (!log) {
        if (!error.startsWith(u'$'))
            fail("a refusal does not start with its JSON path");
        return;
    }
    QList<inwo::Play> undone;
    inwo::Timeline after = *log;
    const QJsonArray kept = root.value(u"undone"_s).toArray();
    for (qsizetype i = kept.size() - 1; i >= 0; --i) {
        const std::optional<inwo::Play> event =
            after.readNextPlay(kept.at(i).toObject(), &error, &names());
        if (!event)
            break;
        after.plays.append(*event);
        undone.prepend(*event);
    }
    const inwo::Game game = inwo::Game::replay(log->position, log->plays, rules(), undone);
    checkGame(game);
    const inwo::Game again = inwo::Game::replay(log->position, log->plays, rules(), undone);
    if (!(again.table() == game.table()) || statusesOf(again) != statusesOf(game))
        fail("replaying a game twice gives another table");
    if (!game.undone().isEmpty()) {
        inwo::Game redone = game;
        (void)redone.redo();
        checkGame(redone);
    }

    // The same events offered one by one, as a referee enters them.
    inwo::Game live(log->position, rules());
    for (const inwo::Play &event : log->plays) {
        const inwo::Position table = live.table();
        const qsizetype count = live.events().size();
        const inwo::GameEventOutcome outcome = live.play(event);
        if (!outcome.accepted &&
            (!outcome.refusal || !(live.table() == table) || live.events().size() != count))
            fail("a refused event changed the game or does not say why");
    }
    checkGame(live);
    checkReplaysTheSame(live);
}

// Events offered to the fixed game.
void eventsOffered(const QJsonDocument &document)
{
    static const inwo::Game fixed = [] {
        QString error;
        const QJsonObject root = QJsonDocument::fromJson(QByteArray(FixedGame)).object();
        const std::optional<inwo::Position> start =
            inwo::Position::fromJson(root.value(u"position"_s).toObject(), &error, &names());
        if (!start)
            fail("the fixed game's position does not read");
        inwo::Game game(*start, rules());
        for (const QJsonValue &value : root.value(u"events"_s).toArray()) {
            const std::optional<inwo::Play> event =
                game.readEvent(value.toObject(), &error, &names());
            if (!event || !game.play(*event).accepted)
                fail("the fixed game refuses one of its events");
        }
        return game;
    }();
    inwo::Game game = fixed;
    if (document.isObject()) {
        offer(game, document.object());
        return;
    }
    const QJsonArray events = document.array();
    for (qsizetype i = 0; i < std::min(events.size(), MostEventsOffered); ++i)
        offer(game, events.at(i));
    checkGame(game);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parsed);
    if (parsed.error != QJsonParseError::NoError)
        return 0;
    if (document.isObject() && document.object().contains(u"position"_s))
        storedGame(document.object());
    else
        eventsOffered(document);
    return 0;
}
