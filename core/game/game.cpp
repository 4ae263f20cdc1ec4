#include "game/game.h"

#include "cards/cardnameresolver.h"
#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"
#include "table/goals.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace inwo {

Game::Game(Position start, const GameRules &rules) : m_start(std::move(start)), m_rules(rules)
{
    m_turns.append({0, m_start, {}});
    m_turns.last().resolution.position = m_start;
}

Game Game::replay(Position start, QList<Play> events, const GameRules &rules, QList<Play> undone)
{
    Game game(std::move(start), rules);
    game.m_events = std::move(events);
    game.m_undone = std::move(undone);
    const int count = int(game.m_events.size());
    // One turn at a time: the events up to the first `turn` event that stands, resolved from the
    // table the turn before left; a `turn` event now refused does not close it.
    int first = 0;
    while (first < count) {
        Turn &turn = game.m_turns.last();
        turn.first = first;
        int end = first;
        bool closed = false;
        while (!closed && end < count) {
            while (end < count && game.m_events.at(end).kind != PlayKind::Turn)
                ++end;
            end = std::min(count, end + 1);
            const Timeline timeline{turn.before, game.m_events.mid(first, end - first)};
            turn.resolution = resolveTimeline(timeline, game.m_rules.cards, game.m_rules.abilities,
                                              game.m_rules.goals);
            closed = game.closesTurn(timeline.plays.last(), turn.resolution.plays.last());
        }
        if (!closed)
            break;
        first = end;
        game.m_turns.append({first, turn.resolution.position, {}});
        game.m_turns.last().resolution.position = game.m_turns.last().before;
    }
    return game;
}

QList<TableFact> Game::goalsAtTurnEnd(const Position &table) const
{
    QList<TableFact> lines;
    if (!m_rules.goals || table.round <= 1)
        return lines;
    const GoalReport report =
        evaluateGoals(table, m_rules.cards, m_rules.abilities, *m_rules.goals);
    for (const PlayerGoals &goals : report.players) {
        if (goals.meets())
            lines.append(
                tableFact(R113, TableFactCode::GoalsMetAtTurnEnd,
                          {FactArg::name(goals.player), FactArg::name(goals.met().join(u", "_s))},
                          {}, goals.player, goals.count));
        else
            lines.append(tableFact(
                R115, TableFactCode::GoalsNotMetAtTurnEnd,
                {FactArg::name(goals.player), FactArg::of(goals.count), FactArg::of(goals.needed)},
                {}, goals.player, goals.count));
    }
    return lines;
}

bool Game::closesTurn(const Play &event, const ResolvedPlay &resolved) const
{
    return event.kind == PlayKind::Turn && resolved.status == PlayStatus::Effective;
}

const Position &Game::table() const
{
    return m_turns.last().resolution.position;
}

QList<ResolvedPlay> Game::resolved() const
{
    QList<ResolvedPlay> all;
    all.reserve(m_events.size());
    for (const Turn &turn : m_turns)
        all.append(turn.resolution.plays);
    return all;
}

int Game::turnOf(int index) const
{
    for (int t = int(m_turns.size()) - 1; t >= 0; --t) {
        if (m_turns.at(t).first <= index)
            return t;
    }
    return 0;
}

QList<TableFact> Game::effectsOf(int index) const
{
    const Turn &turn = m_turns.at(turnOf(index));
    const int at = index - turn.first;
    if (at < 0 || at >= turn.resolution.plays.size())
        return {};
    return turn.resolution.plays.at(at).lines;
}

int Game::roundOf(int index) const
{
    return m_turns.at(turnOf(index)).before.round;
}

QString Game::nextEventId() const
{
    int number = int(m_events.size() + m_undone.size()) + 1;
    const auto used = [&](const QString &id) {
        const auto same = [&](const Play &event) {
            return event.id == id;
        };
        return std::any_of(m_events.cbegin(), m_events.cend(), same) ||
               std::any_of(m_undone.cbegin(), m_undone.cend(), same);
    };
    while (used(u"e%1"_s.arg(number)))
        ++number;
    return u"e%1"_s.arg(number);
}

std::optional<Play> Game::readEvent(QJsonObject object, QString *error,
                                    const CardNameResolver *names) const
{
    if (!object.contains(u"id"_s))
        object.insert(u"id"_s, nextEventId());
    return Timeline{m_start, m_events}.readNextPlay(object, error, names);
}

void Game::resolveLast()
{
    Turn &turn = m_turns.last();
    Timeline timeline{turn.before, m_events.mid(turn.first)};
    turn.resolution = resolveTimeline(timeline, m_rules.cards, m_rules.abilities, m_rules.goals);
}

std::optional<TableFact> Game::referenceRefusal(const Play &event) const
{
    const Turn &turn = m_turns.last();
    for (const QString *named : {&event.with, &event.attackPlay, &event.cancels, &event.salvages,
                                 &event.simultaneousWith, &event.reactsTo}) {
        if (named->isEmpty())
            continue;
        int at = -1;
        for (int i = int(m_events.size()) - 1; i >= 0 && at < 0; --i) {
            if (m_events.at(i).id == *named)
                at = i;
        }
        if (at < 0)
            return tableFact(RuleId::None, TableFactCode::RefusedNoSuchPlay,
                             {FactArg::name(event.id), FactArg::name(*named)}, {}, event.player);
        // A turn once over is settled: nothing made later belongs to its plays (R150).
        if (at < turn.first)
            return tableFact(profileOf(m_start.rules).turnRule, TableFactCode::RefusedEarlierTurn,
                             {FactArg::name(event.id), FactArg::name(*named)}, {}, event.player);
    }
    return std::nullopt;
}

GameEventOutcome Game::play(const Play &event)
{
    GameEventOutcome outcome;
    if (std::optional<TableFact> refused = referenceRefusal(event)) {
        outcome.refusal = refused;
        outcome.resolved.id = event.id;
        outcome.resolved.status = PlayStatus::Refused;
        outcome.resolved.rule = refused->rule;
        outcome.resolved.lines = {*refused};
        return outcome;
    }
    Turn &turn = m_turns.last();
    Timeline timeline{turn.before, m_events.mid(turn.first)};
    timeline.plays.append(event);
    TimelineResolution resolution =
        resolveTimeline(timeline, m_rules.cards, m_rules.abilities, m_rules.goals);
    const ResolvedPlay &settled = resolution.plays.last();
    if (settled.status == PlayStatus::Refused) {
        for (const TableFact &line : settled.lines) {
            if (line.rule == settled.rule || !outcome.refusal)
                outcome.refusal = line;
            if (line.rule == settled.rule)
                break;
        }
        outcome.resolved = settled;
        return outcome;
    }
    outcome.accepted = true;
    outcome.resolved = settled;
    outcome.effects = settled.lines;
    m_events.append(event);
    m_undone.clear();
    // The end of the turn: who meets a goal now and may claim victory (R113), the first round
    // aside (R114). A report of the table, not a change to it: shown when it happens.
    if (event.kind == PlayKind::Phase && event.phase == GamePhase::EndOfTurn &&
        settled.status == PlayStatus::Effective)
        outcome.effects += goalsAtTurnEnd(resolution.position);
    const bool closes = closesTurn(event, settled);
    turn.resolution = std::move(resolution);
    if (closes) {
        m_turns.append({int(m_events.size()), table(), {}});
        m_turns.last().resolution.position = m_turns.last().before;
    }
    return outcome;
}

bool Game::undo()
{
    if (m_events.isEmpty())
        return false;
    m_undone.append(m_events.takeLast());
    // The turn the last event closed is open again.
    if (m_turns.size() > 1 && m_turns.last().first > m_events.size())
        m_turns.removeLast();
    resolveLast();
    return true;
}

GameEventOutcome Game::redo()
{
    if (m_undone.isEmpty())
        return {};
    QList<Play> kept = m_undone;
    const Play event = kept.takeLast();
    GameEventOutcome outcome = play(event);
    if (outcome.accepted)
        m_undone = kept; // play() cleared them: what is left stays for redo
    return outcome;
}

Position Game::cardsSeen() const
{
    Position seen;
    seen.rules = m_start.rules;
    QSet<QString> ids;
    const auto note = [&](const TableCard &card) {
        if (!ids.contains(card.id.value)) {
            ids.insert(card.id.value);
            TableCard named;
            named.id = card.id;
            named.card = card.card;
            named.cardId = card.cardId;
            named.type = card.type;
            seen.uncontrolled.append(named);
        }
    };
    const auto noteTable = [&](const Position &table) {
        for (const TablePlayer &player : table.players) {
            note(player.illuminati);
            for (const QList<TableCard> *list : {&player.groups, &player.resources, &player.hand})
                for (const TableCard &card : *list)
                    note(card);
        }
        for (const TableCard &card : table.uncontrolled)
            note(card);
    };
    noteTable(m_start);
    for (const Turn &turn : m_turns)
        noteTable(turn.before);
    noteTable(table());
    for (const Play &event : m_events) {
        if (event.newCard.isEmpty())
            continue;
        TableCard drawn;
        drawn.id = event.newCard;
        drawn.card = event.card;
        drawn.cardId = event.cardId;
        note(drawn);
    }
    return seen;
}

Timeline Game::asTimeline() const
{
    return Timeline{m_start, m_events};
}

} // namespace inwo
