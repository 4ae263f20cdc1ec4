#include "gamecli.h"

#include "attackcli.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "clicommon.h"
#include "gamestore.h"
#include "livegame.h"
#include "table/goals.h"
#include "table/tablestats.h"
#include "timeline/timelinetext.h"
#include "userabilities.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The command's words after "game", and what each needs.
struct GameCommand
{
    QString word;
    int positional; // how many arguments besides the options
    QStringList options;
};

const QList<GameCommand> &gameCommands()
{
    static const QList<GameCommand> commands{
        {u"new"_s, 1, {u"name"_s, u"full-sync"_s}},
        {u"play"_s, 2, {u"full-sync"_s}},
        {u"show"_s, 1, {}},
        {u"log"_s, 1, {}},
        {u"undo"_s, 1, {}},
        {u"redo"_s, 1, {}},
        {u"export"_s, 1, {u"as"_s, u"output"_s}},
        {u"list"_s, 0, {}},
    };
    return commands;
}

QJsonObject factJson(const TableFact &fact, const Position &names)
{
    return tableFactsJson({fact}, names).first().toObject();
}

QString statusText(const ResolvedPlay &resolved)
{
    QString text = codeOf(resolved.status);
    if (resolved.rule != RuleId::None)
        text += u" ["_s + ruleCode(resolved.rule) + u']';
    return text;
}

// One event of the log: what it was, what came of it, what it did.
QJsonObject eventJson(const Game &game, int index, const ResolvedPlay &resolved,
                      const Position &names)
{
    const Play &event = game.events().at(index);
    QJsonArray items;
    for (const PlayItem &item : resolved.items)
        items.append(playItemJson(item));
    QJsonObject object{
        {u"seq"_s, index + 1},
        {u"id"_s, event.id},
        {u"kind"_s, codeOf(event.kind)},
        {u"player"_s, event.player},
        {u"round"_s, game.roundOf(index)},
        {u"summary"_s, TimelineText::summary(event, names)},
        {u"status"_s, codeOf(resolved.status)},
        {u"rule"_s, resolved.rule == RuleId::None ? QString() : ruleCode(resolved.rule)},
        {u"items"_s, items},
        {u"lines"_s, tableFactsJson(resolved.lines, names)},
        {u"event"_s, Timeline::playToJson(event)}};
    if (!resolved.cancelledBy.isEmpty())
        object.insert(u"cancelledBy"_s, resolved.cancelledBy);
    return object;
}

QJsonObject gameInfoJson(const LiveGame &live)
{
    const Game &game = live.game();
    return QJsonObject{{u"id"_s, live.id()},
                       {u"name"_s, live.name()},
                       {u"rules"_s, codeOf(game.start().rules)},
                       {u"events"_s, int(game.events().size())},
                       {u"undone"_s, int(game.undone().size())},
                       {u"finished"_s, game.isOver()}};
}

// Each player's goal progress on the table.
QJsonArray goalsJson(const Position &table, const CardDatabase &db)
{
    const GoalReport report =
        evaluateGoals(table, db, &UserAbilities(db).abilities(), bundledGoalRules());
    QJsonArray players;
    for (const PlayerGoals &goals : report.players)
        players.append(QJsonObject{{u"player"_s, goals.player},
                                   {u"count"_s, goals.count},
                                   {u"needed"_s, goals.needed},
                                   {u"met"_s, QJsonArray::fromStringList(goals.met())},
                                   {u"referee"_s, QJsonArray::fromStringList(goals.referee())},
                                   {u"victoryPoints"_s, goals.victoryPoints}});
    return players;
}

void printGoals(QTextStream &out, const Position &table, const CardDatabase &db)
{
    const GoalReport report =
        evaluateGoals(table, db, &UserAbilities(db).abilities(), bundledGoalRules());
    for (const PlayerGoals &goals : report.players) {
        out << "  " << shown(goals.player) << ": " << goals.count << " of " << goals.needed
            << " toward the basic goal";
        if (!goals.met().isEmpty())
            out << "; met: " << shown(goals.met().join(u", "_s));
        if (!goals.referee().isEmpty())
            out << "; the referee decides: " << shown(goals.referee().join(u", "_s));
        if (goals.victoryPoints >= 0)
            out << "; " << goals.victoryPoints << " victory points";
        out << '\n';
    }
}

QString eventCount(qsizetype events)
{
    return events == 1 ? u"1 event"_s : u"%1 events"_s.arg(events);
}

void printTable(QTextStream &out, const LiveGame &live, const CardDatabase &db)
{
    const Game &game = live.game();
    const Position &table = game.table();
    out << "Game " << live.id() << " (" << shown(live.name()) << "), " << codeOf(table.rules)
        << ": round " << table.round << ", " << shown(table.turnOf) << "'s turn, "
        << displayNameOf(table.phase) << "; " << eventCount(game.events().size()) << '\n';
    if (!table.winners.isEmpty())
        out << "Won by " << shown(table.winners.join(u", "_s)) << '\n';
    const TableStats stats(table, db, &UserAbilities(db).abilities());
    const auto cardLine = [&](const TableCard &card, const QString &indent) {
        out << indent << card.id.value << ' ' << shown(card.card);
        if (const std::optional<EffectiveGroup> group = stats.numbers(card.id)) {
            if (card.type != CardType::Resource)
                out << "  Power " << group->power;
            out << "  tokens " << std::max(0, group->tokens - card.tokensSpent) << '/'
                << group->tokens;
        }
        if (card.devastated)
            out << "  devastated";
        if (card.treasury)
            out << "  " << *card.treasury << " MB";
        if (!card.linkedTo.isEmpty())
            out << "  linked to " << card.linkedTo.value;
        else if (!card.master.isEmpty())
            out << "  under " << card.master.value << " arrow " << card.arrow + 1;
        out << '\n';
    };
    for (const TablePlayer &player : table.players) {
        out << '\n'
            << shown(player.name) << (player.eliminated ? " (out of the game)" : "") << ": "
            << player.plotsHidden << " hidden Plots";
        if (!player.plotsExposed.isEmpty())
            out << ", exposed " << shown(player.plotsExposed.join(u", "_s));
        if (!player.goals.isEmpty())
            out << ", Goal cards " << shown(player.goals.join(u", "_s));
        if (player.treasury)
            out << ", treasury " << *player.treasury << " MB";
        out << '\n';
        cardLine(player.illuminati, u"  "_s);
        for (const TableCard &card : player.groups)
            cardLine(card, u"  "_s);
        for (const TableCard &card : player.resources)
            cardLine(card, u"  "_s);
        if (!player.hand.isEmpty()) {
            out << "  in hand:\n";
            for (const TableCard &card : player.hand)
                cardLine(card, u"    "_s);
        }
    }
    if (!table.uncontrolled.isEmpty()) {
        out << "\nUncontrolled:\n";
        for (const TableCard &card : table.uncontrolled)
            cardLine(card, u"  "_s);
    }
    if (!table.nwos.isEmpty()) {
        QStringList nwos;
        for (const NwoInForce &nwo : table.nwos)
            nwos.append(nwo.card);
        out << "\nNWOs in force: " << shown(nwos.join(u", "_s)) << '\n';
    }
    if (!table.destroyed.isEmpty()) {
        QStringList destroyed;
        for (const DestroyedCard &card : table.destroyed)
            destroyed.append(card.card);
        out << "Destroyed: " << shown(destroyed.join(u", "_s)) << '\n';
    }
    out << "\nGoals:\n";
    printGoals(out, table, db);
}

// The log as people read it: by turn, each event with its status and what it did.
QString logText(const LiveGame &live)
{
    QString text;
    QTextStream out(&text);
    const Game &game = live.game();
    const Position names = game.cardsSeen();
    const QList<ResolvedPlay> resolved = game.resolved();
    QString turn;
    for (int i = 0; i < game.events().size(); ++i) {
        const Play &event = game.events().at(i);
        const QString heading = u"Round %1"_s.arg(game.roundOf(i));
        if (heading != turn || event.kind == PlayKind::Turn) {
            turn = heading;
            out << (i == 0 ? "" : "\n") << heading << '\n';
        }
        out << "  " << event.id << ' ' << shown(event.player) << ": "
            << shown(TimelineText::summary(event, names)) << " - " << statusText(resolved.at(i))
            << '\n';
        printTableFacts(out, resolved.at(i).lines, names, u"      "_s);
    }
    out.flush();
    return text;
}

QJsonObject logJson(const LiveGame &live)
{
    const Game &game = live.game();
    const Position names = game.cardsSeen();
    const QList<ResolvedPlay> resolved = game.resolved();
    QJsonArray events;
    for (int i = 0; i < game.events().size(); ++i)
        events.append(eventJson(game, i, resolved.at(i), names));
    return QJsonObject{{u"game"_s, gameInfoJson(live)}, {u"events"_s, events}};
}

// An event offered: the JSON object itself, a file, or "-" for standard input.
std::optional<QJsonObject> readEventArgument(const QString &written, QTextStream &err)
{
    QByteArray json;
    if (written.trimmed().startsWith(u'{')) {
        json = written.toUtf8();
    } else {
        const std::optional<QByteArray> read = readJsonInput(written, err);
        if (!read)
            return std::nullopt;
        json = *read;
    }
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parsed);
    if (parsed.error != QJsonParseError::NoError || !document.isObject()) {
        err << "inwo: " << shown(written.left(60)) << ": an event is one JSON object"
            << (parsed.error != QJsonParseError::NoError
                    ? u" (%1 at offset %2)"_s.arg(parsed.errorString()).arg(parsed.offset)
                    : QString())
            << Qt::endl;
        return std::nullopt;
    }
    return document.object();
}

QJsonObject outcomeJson(const LiveGame &live, const Play &event, const GameEventOutcome &outcome)
{
    const Position names = live.game().cardsSeen();
    QJsonObject object{{u"accepted"_s, outcome.accepted},
                       {u"id"_s, event.id},
                       {u"kind"_s, codeOf(event.kind)},
                       {u"player"_s, event.player}};
    if (outcome.accepted) {
        object.insert(u"status"_s, codeOf(outcome.resolved.status));
        object.insert(u"lines"_s, tableFactsJson(outcome.effects, names));
    } else if (outcome.refusal) {
        object.insert(u"refusal"_s, factJson(*outcome.refusal, names));
        object.insert(u"rule"_s, outcome.refusal->rule == RuleId::None
                                     ? QString()
                                     : ruleCode(outcome.refusal->rule));
    }
    const Position &table = live.game().table();
    object.insert(u"table"_s,
                  QJsonObject{{u"round"_s, table.round},
                              {u"turn"_s, table.turnOf},
                              {u"phase"_s, codeOf(table.phase)},
                              {u"winners"_s, QJsonArray::fromStringList(table.winners)}});
    return object;
}

class GameCli
{
public:
    GameCli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

    int run(const GameCommand &command, const QCommandLineParser &parser);

private:
    int create(const QCommandLineParser &parser);
    int play(const QCommandLineParser &parser);
    int show();
    int log();
    int undo();
    int redo();
    int exportGame(const QCommandLineParser &parser);
    int list();
    bool openGame(const QString &written);
    int printOutcome(const Play &event, const GameEventOutcome &outcome);

    QTextStream &m_out;
    QTextStream &m_err;
    bool m_json = false;
    CardDatabase m_db;
    std::unique_ptr<LiveGame> m_game;
};

bool GameCli::openGame(const QString &written)
{
    QString error;
    const std::optional<qint64> id = LiveGame::find(m_db, written, &error);
    if (id)
        m_game = LiveGame::open(m_db, *id, &error);
    if (!m_game) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return false;
    }
    return true;
}

int GameCli::run(const GameCommand &command, const QCommandLineParser &parser)
{
    m_json = parser.isSet(u"json"_s);
    const bool writes = command.word != u"show" && command.word != u"log" &&
                        command.word != u"export" && command.word != u"list";
    if (!openDatabase(m_db, parser, m_err,
                      writes ? DatabaseAccess::ReadWrite : DatabaseAccess::Read))
        return BadInput;
    if (command.options.contains(u"full-sync"_s) && parser.isSet(u"full-sync"_s)) {
        QString error;
        if (!GameStore(m_db).setFullSync(true, &error)) {
            m_err << "inwo: " << shown(error) << Qt::endl;
            return BadInput;
        }
    }
    if (command.word == u"new")
        return create(parser);
    if (command.word == u"list")
        return list();
    if (!openGame(parser.positionalArguments().first()))
        return BadInput;
    if (command.word == u"play")
        return play(parser);
    if (command.word == u"show")
        return show();
    if (command.word == u"log")
        return log();
    if (command.word == u"undo")
        return undo();
    if (command.word == u"redo")
        return redo();
    return exportGame(parser);
}

int GameCli::create(const QCommandLineParser &parser)
{
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> json = readJsonInput(path, m_err);
    if (!json)
        return BadInput;
    const CardNameResolver names(m_db);
    QString error;
    const std::optional<Position> start = Position::fromJson(*json, &error, &names);
    if (!start) {
        m_err << "inwo: " << shown(path) << ": " << shown(error) << Qt::endl;
        return BadInput;
    }
    const QString name = parser.isSet(u"name"_s) ? parser.value(u"name"_s) : path;
    m_game = LiveGame::create(m_db, name, *start, &error);
    if (!m_game) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    if (m_json)
        printJson(m_out, QJsonObject{{u"game"_s, gameInfoJson(*m_game)}});
    else
        m_out << "Game " << m_game->id() << " started: " << shown(name) << '\n';
    return Success;
}

int GameCli::printOutcome(const Play &event, const GameEventOutcome &outcome)
{
    if (m_json) {
        printJson(m_out, outcomeJson(*m_game, event, outcome));
        return outcome.accepted ? Success : NoMatch;
    }
    const Position names = m_game->game().cardsSeen();
    if (!outcome.accepted) {
        m_out << event.id << " refused: "
              << (outcome.refusal ? shown(renderTableFact(*outcome.refusal, names)) : QString());
        if (outcome.refusal && outcome.refusal->rule != RuleId::None)
            m_out << "  [" << ruleCode(outcome.refusal->rule) << "; "
                  << shown(tableFactSource(*outcome.refusal)) << "]";
        m_out << '\n';
        return NoMatch;
    }
    m_out << event.id << ' ' << shown(event.player) << ": "
          << shown(TimelineText::summary(event, names)) << " - " << statusText(outcome.resolved)
          << '\n';
    printTableFacts(m_out, outcome.effects, names, u"   "_s);
    return Success;
}

int GameCli::play(const QCommandLineParser &parser)
{
    const QString written = parser.positionalArguments().at(1);
    const std::optional<QJsonObject> object = readEventArgument(written, m_err);
    if (!object)
        return BadInput;
    QString error;
    const std::optional<Play> event = m_game->readEvent(*object, &error);
    if (!event) {
        m_err << "inwo: event: " << shown(error) << Qt::endl;
        return BadInput;
    }
    const GameEventOutcome outcome = m_game->play(*event, &error);
    if (!error.isEmpty()) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    return printOutcome(*event, outcome);
}

int GameCli::show()
{
    const Position &table = m_game->game().table();
    if (m_json) {
        printJson(m_out, QJsonObject{{u"game"_s, gameInfoJson(*m_game)},
                                     {u"round"_s, table.round},
                                     {u"turn"_s, table.turnOf},
                                     {u"phase"_s, codeOf(table.phase)},
                                     {u"winners"_s, QJsonArray::fromStringList(table.winners)},
                                     {u"goals"_s, goalsJson(table, m_db)},
                                     {u"position"_s, table.toJson()}});
        return Success;
    }
    printTable(m_out, *m_game, m_db);
    return Success;
}

int GameCli::log()
{
    if (m_json)
        printJson(m_out, logJson(*m_game));
    else
        m_out << logText(*m_game);
    return Success;
}

int GameCli::undo()
{
    const QString id =
        m_game->game().events().isEmpty() ? QString() : m_game->game().events().last().id;
    QString error;
    if (!m_game->undo(&error)) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return NoMatch;
    }
    if (m_json)
        printJson(m_out, QJsonObject{{u"undone"_s, id}, {u"game"_s, gameInfoJson(*m_game)}});
    else
        m_out << "Undone: " << id << '\n';
    return Success;
}

int GameCli::redo()
{
    if (m_game->game().undone().isEmpty()) {
        m_err << "inwo: there is no event to redo" << Qt::endl;
        return NoMatch;
    }
    const Play event = m_game->game().undone().last();
    QString error;
    const GameEventOutcome outcome = m_game->redo(&error);
    if (!error.isEmpty()) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    return printOutcome(event, outcome);
}

int GameCli::exportGame(const QCommandLineParser &parser)
{
    const QString as = parser.isSet(u"as"_s) ? parser.value(u"as"_s) : u"text"_s;
    QByteArray bytes;
    if (as == u"text") {
        bytes = logText(*m_game).toUtf8();
    } else if (as == u"json") {
        QJsonObject all = logJson(*m_game);
        all.insert(u"start"_s, m_game->game().start().toJson());
        all.insert(u"position"_s, m_game->game().table().toJson());
        bytes = QJsonDocument(all).toJson();
    } else if (as == u"timeline") {
        bytes = QJsonDocument(m_game->game().asTimeline().toJson()).toJson();
    } else if (as == u"position") {
        bytes = QJsonDocument(m_game->game().table().toJson()).toJson();
    } else {
        m_err << "inwo: --as takes text, json, timeline or position, not '" << shown(as) << "'"
              << Qt::endl;
        return BadInput;
    }
    if (!parser.isSet(u"output"_s)) {
        m_out << QString::fromUtf8(bytes);
        return Success;
    }
    QSaveFile file(parser.value(u"output"_s));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        m_err << "inwo: cannot write " << shown(parser.value(u"output"_s)) << ": "
              << file.errorString() << Qt::endl;
        return BadInput;
    }
    if (m_json)
        printJson(m_out, QJsonObject{{u"written"_s, parser.value(u"output"_s)}});
    return Success;
}

int GameCli::list()
{
    QString error;
    const QList<StoredGameInfo> games = GameStore(m_db).list(&error);
    if (!error.isEmpty()) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    if (m_json) {
        QJsonArray array;
        for (const StoredGameInfo &info : games)
            array.append(QJsonObject{{u"id"_s, info.id},
                                     {u"name"_s, info.name},
                                     {u"rules"_s, info.rules},
                                     {u"events"_s, info.events},
                                     {u"finished"_s, info.finished},
                                     {u"modified"_s, info.modified.toString(Qt::ISODate)}});
        printJson(m_out, QJsonObject{{u"games"_s, array}});
        return Success;
    }
    for (const StoredGameInfo &info : games)
        m_out << info.id << '\t' << shown(info.name) << '\t' << info.rules << '\t'
              << eventCount(info.events) << '\t' << (info.finished ? "finished" : "unfinished")
              << '\t' << info.modified.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s) << '\n';
    return Success;
}

} // namespace

int runGameCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString word = arguments.value(0);
    const auto found =
        std::find_if(gameCommands().cbegin(), gameCommands().cend(),
                     [&](const GameCommand &command) { return command.word == word; });
    if (found == gameCommands().cend()) {
        err << "inwo: game takes new, play, show, log, undo, redo, export or list" << Qt::endl;
        return BadInput;
    }
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments.mid(1), found->options, err))
        return BadInput;
    if (parser.positionalArguments().size() != found->positional) {
        err << "inwo: game " << word << " takes "
            << (found->positional == 0   ? u"no argument"_s
                : found->positional == 1 ? (word == u"new" ? u"a position file"_s : u"a game"_s)
                                         : u"a game and an event"_s)
            << Qt::endl;
        return BadInput;
    }
    GameCli cli(out, err);
    return cli.run(*found, parser);
}

} // namespace inwo
