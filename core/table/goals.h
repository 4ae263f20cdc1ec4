#pragma once

#include "cards/cardtypes.h"
#include "common/enumtable.h"
#include "rules/ruleidentity.h"
#include "table/position.h"
#include "table/tablefacts.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace inwo {

class CardAbilities;
class CardRepository;
class TableStats;

// Which groups a goal is about: any one of `anyOf` holds (a Corporate group or a Bank), each
// being every one of its parts.
struct GoalCondition
{
    QList<Alignment> alignments; // has all of these
    QList<Attribute> attributes; // has all of these
    std::optional<int> minPower;

    bool operator==(const GoalCondition &) const = default;
};

// A special goal of an Illuminati or the goal of a Goal card, as the project encodes it from its
// sources (resources/goals/goals.json; the cards' sentences are never stored).
struct GoalRule
{
    enum class Kind : quint8 {
        CountsDouble,     // matching groups count double for the basic goal (R116, R119)
        TotalPower,       // control groups of total Power >= value, the Illuminati's own included
        PowerInPlay,      // matching groups in play, anyone's, total Power >= value (Shangri-La)
        DestroyedReduces, // each group destroyed: basic goal -1; `winAt` destroyed wins (Cthulhu)
        ResourcesCount,   // each Resource of `resourceKinds` counts as a group (Adepts)
        DestroyedHuge,    // each Huge group destroyed counts 2, using a double (Pop. Reduction)
        GoalCards,        // may hold up to value Goal cards and win with any (UFOs)
        Referee,          // the project cannot check it: the referee decides
        CountMatching,    // control value groups matching `anyOf` (the boxed game's Discordia)
        DestroyedCount,   // destroy value groups (the boxed game's Cthulhu)
        SlackCounts,      // up to value Action tokens kept on the Illuminati count as groups
    };

    Kind kind = Kind::Referee;
    QString cardId;
    QList<GoalCondition> anyOf; // CountsDouble, PowerInPlay
    int value = 0;
    bool everyAlignment = false;  // TotalPower: and a group of each alignment (Bermuda)
    bool globalPower = false;     // TotalPower: of Global (the boxed game's transferable) Power
    bool noStrongerRival = false; // CountsDouble: not while a rival controls a stronger one
    int winAt = 0;                // DestroyedReduces
    bool countEliminated = false; // Illuminati the player eliminated count as groups destroyed
    QList<ResourceKind> resourceKinds; // ResourcesCount
    bool combines = true;              // may combine with other goals (R118)
    bool shared = false;               // all players of this Illuminati share (Shangri-La)
    QString ruling;                    // the project's reading, where the source is indirect
    QString source;
    RuleId rule = RuleId::None;

    bool operator==(const GoalRule &) const = default;
};

template <> struct EnumTable<GoalRule::Kind>
{
    static constexpr std::array<EnumEntry<GoalRule::Kind>, 11> entries{{
        {GoalRule::Kind::CountsDouble, u"counts-double", u"Counts double"},
        {GoalRule::Kind::TotalPower, u"total-power", u"Total Power"},
        {GoalRule::Kind::PowerInPlay, u"power-in-play", u"Power in play"},
        {GoalRule::Kind::DestroyedReduces, u"destroyed-reduces", u"Destroyed groups"},
        {GoalRule::Kind::ResourcesCount, u"resources-count", u"Resources count"},
        {GoalRule::Kind::DestroyedHuge, u"destroyed-huge", u"Huge groups destroyed"},
        {GoalRule::Kind::GoalCards, u"goal-cards", u"Goal cards"},
        {GoalRule::Kind::Referee, u"referee", u"Referee decides"},
        {GoalRule::Kind::CountMatching, u"count-matching", u"Groups of a kind"},
        {GoalRule::Kind::DestroyedCount, u"destroyed-count", u"Groups destroyed"},
        {GoalRule::Kind::SlackCounts, u"slack-counts", u"Slack counts"},
    }};
};

// The goals of the bundled dataset, by card id: INWO's ("goals") and the boxed game's
// ("classic": its eight Illuminati's special goals, 001_75a3615548477915.txt, lines 711-723).
// The caller reads ":/goals/goals.json".
class GoalRules
{
public:
    static std::optional<GoalRules> parse(const QByteArray &json, QString *error);
    // The goal of a card under a rule set: the boxed game's for RuleSet::Classic.
    const GoalRule *of(const QString &cardId, RuleSet rules = RuleSet::Inwo) const;
    QStringList cardIds() const; // INWO's

private:
    QHash<QString, GoalRule> m_rules;
    QHash<QString, GoalRule> m_classic;
};

// One goal a player is judged on. The basic goal is met when the Illuminati and the groups reach
// it; a goal that only builds on its count (doubles, Magic Resources, Slack, groups destroyed) is
// met when what it adds is needed to reach it, never beside it as a goal of its own.
struct GoalCheck
{
    enum class Status : quint8 { Met, Missed, Referee };
    QString goal; // "basic", "special", or the Goal card's name
    QString cardId;
    Status status = Status::Missed;
};

struct PlayerGoals
{
    QString player;
    int count = 0;  // toward the basic goal
    int needed = 0; // the basic goal after reductions
    int doubled = 0;
    QList<GoalCheck> goals;
    int victoryPoints = -1;  // Plan 28 at its victory phase; -1 otherwise
    QStringList refereeNwos; // NWOs in force whose effect on this player the referee applies
    QList<TableFact> lines;
    // Each separate way to claim victory now, by the goals met that it uses (R131): "basic"
    // alone; goals met only as what the basic goal's count needs, together ("special",
    // "Criminal Overlords"); a goal met on its own terms. One way never counts as two.
    QList<QStringList> ways;

    bool meets() const;
    QStringList withStatus(GoalCheck::Status status) const; // the goals' names, in order
    QStringList met() const { return withStatus(GoalCheck::Status::Met); }
    QStringList referee() const { return withStatus(GoalCheck::Status::Referee); }
};

struct GoalReport
{
    QList<PlayerGoals> players; // in seating order
    QStringList winners;        // if victory were declared now
    RuleId victoryRefusedBy = RuleId::None;
    QList<TableFact> lines; // victory: first round, shared, same Illuminati
};

// Every player's goals on this table (issue 12, part 3): the count toward the basic goal with
// doubles (at most 3, never more than double), the special goal of his Illuminati, his Goal
// cards and which combine, and who would win if victory were declared now.
GoalReport evaluateGoals(const Position &position, const CardRepository &cards,
                         const CardAbilities *abilities, const GoalRules &rules);
// The same on a table whose stat function is already made (its position is the one judged).
GoalReport evaluateGoals(const TableStats &table, const CardRepository &cards,
                         const GoalRules &rules);
// One player's goals alone (no victory): what an attack list asks of each success. Nullopt for
// a player not at the table or eliminated.
std::optional<PlayerGoals> evaluatePlayerGoals(const TableStats &table, const CardRepository &cards,
                                               const GoalRules &rules, const QString &player);

} // namespace inwo
