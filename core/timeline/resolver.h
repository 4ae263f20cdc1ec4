#pragma once

// The timeline resolver's working parts, shared by its source files (timelineresolver.cpp: which
// plays stand; resolverreport.cpp: what each play's resolution says). Not a public interface.

#include "attack/attackengine.h"
#include "attack/declaredattack.h"
#include "table/tablestats.h"
#include "timeline/applyplay.h"
#include "timeline/timelineresolver.h"

#include <QHash>

#include <optional>

namespace inwo::detail {

using Args = FactArgs;

// The cards a timeline's plays bring to the table: its NWOs, its Plots.
QStringList cardsPlayed(const Timeline &timeline);

// What the resolver knows of one play so far.
struct PlayState
{
    bool refused = false;
    std::optional<TableFact> refusal;
    std::optional<TableFact> refusalExtra;
    int cancelledBy = -1; // the standing cancel that undid it
    int restoredFrom = -1;
    bool illegal = false;
    std::optional<TableFact> illegalLine;
    RuleId illegalRule = RuleId::None;
    QList<InstanceId> tokens;  // Action tokens it spent when announced
    int attack = -1;           // the attack it is part of
    int owner = -1;            // the aid, defend, agents or attack play it goes `with`
    bool attackerSide = false; // the attacking group's own plays (R89: lost with the attack)
    QList<InstanceId> cancelledPowers; // powering actions a cancel took away (R87)
    int powerReplacedBy = -1;
    int salvagedBy = -1;
    int madeIllegalBy = -1; // a change that made it illegal for a while (R95 when cancelled)
    int duringAttack = -1;  // the attack open, not yet rolled, when it was made (R97)
    int powerCancel = -1;   // the cancel that took away one of its powering actions (R87)
    bool claimLost = false;
    std::optional<TableCard> handCard; // a Group card taken out of hand for the play
    bool targetHadToken = false;       // a Disaster's target had a token to lose (R58)
    int calledOffBy = -1;              // an attack its attacker called off (R74)
    bool replacesPower = false;        // an action replacing a cancelled powering action (R87)
};

struct AttackState
{
    bool rolled = false;
    int roll = -1;
    QList<int> parts; // aid, defend, agents plays and every play `with` the attack or them
    QString targetOwner;
    bool fromHand = false;
    bool secondAttempt = false; // on a card of the hand whose first attempt failed (R91)
    int endedAt = -1;           // a turn that ended it unrolled: it could not succeed (R02)
    int failedBy = -1;          // a card that made its roll an automatic failure (R97)
};

// An attack worked out on the table as it stands at a play, with its parts.
struct AttackAtPlay
{
    DeclaredAttack declared;
    std::optional<AttackScenario> scenario;
    std::optional<AttackResult> result;
    // The strength is the program's to work out: every card and Plot of it is known, and nothing
    // is left to the referee.
    bool known = false;
    // Otherwise what the referee gives: the cards and Plots whose part the program leaves him,
    // and, when each of those is a bonus of known size, the strength at the least and the most
    // he could make it.
    QStringList refereeGives;
    std::optional<int> lowest;
    std::optional<int> highest;
    // Whether a roll of `total` succeeds: by the strength when it is known; when it is not, only
    // if it succeeds (or fails) at every strength the referee's part allows (R01-R03).
    std::optional<bool> settles(int total, const RuleSetProfile &profile) const;
    // The most strength it can have: its own when known, else the referee's highest.
    std::optional<int> mostStrength() const
    {
        if (!result)
            return std::nullopt;
        return known ? std::optional(result->strength) : highest;
    }
    QList<int> aiders;    // the aid plays, in order
    QList<int> defenders; // and the defend plays
    // Each one's place in scenario.aiding and scenario.defending: a group that aids or defends
    // again spends a second token in the place it has (DeclaredAttackScenario).
    QList<qsizetype> aiderPlaces;
    QList<qsizetype> defenderPlaces;
};

class Resolver
{
public:
    Resolver(const Timeline &timeline, const CardRepository &cards, const CardAbilities *abilities,
             const GoalRules *goals = nullptr)
        : m_timeline(timeline), m_cards(cards), m_abilities(abilities), m_start(timeline.position),
          m_known(m_start, cards, abilities, cardsPlayed(timeline)), m_context{cards,
                                                                               m_known.abilities(),
                                                                               &m_known, goals},
          m_states(timeline.plays.size()), m_after(timeline.plays.size())
    {
        // With the referee's entered effects of the starting table (AbilitiesInForce).
        m_abilities = m_known.abilities();
    }

    TimelineResolution run();

private:
    const Play &play(int index) const { return m_timeline.plays.at(index); }
    int indexOf(const QString &id) const { return m_index.value(id, -1); }
    FactArg label(int index) const;
    FactArg cardName(const InstanceId &id) const;

    // The table the plays before `index` leave: every play folded over the starting position
    // with what has been settled of it so far (applyPlay). Worked out again from the first play
    // whose settlement changed (touch).
    const Position &tableBefore(int index);
    const Position &current() { return tableBefore(m_current); }
    const TableStats &statsBefore(int index);
    const TableStats &stats() { return statsBefore(m_current); }
    void touch(int index)
    {
        m_valid = std::min(m_valid, index - 1);
        if (m_statsAt > m_valid + 1)
            m_stats.reset(); // the table it was made for is worked out again
    }
    // A table of the timeline's stat function, sharing the card facts read once.
    TableStats statsOf(const Position &table) const { return TableStats(table, m_known, m_cards); }
    const Card *cardById(const QString &cardId) const;
    PlaySettlement settlement(int index) const;
    // What a play's status is now, and why.
    PlayStatus statusOf(int index) const;

    bool standing(int index) const;
    bool attackStanding(int attack) const;
    bool isPrivileged(int attack) const;
    bool attackOpen() const
    {
        return m_openAttack >= 0 && attackStanding(m_openAttack) &&
               !m_attacks.value(m_openAttack).rolled;
    }
    QString playerOfAttackSide(const Play &part, int attack) const;

    // The attack at a play, with its standing parts (and `extra`, a part being announced).
    AttackAtPlay attackAt(int attack, int extra = -1);
    int turnAfter(int index) const;
    // Megabucks spent on an attack, as the adjudicator reads them (R185-R187).
    AttackMoney moneyOf(const Play &payment, int attack);
    static void boundStrength(AttackAtPlay &at, bool valuesKnown);
    DeclaredAttack declaredOf(int attack) const;
    // A roll's result: the dice against the strength where the program knows it, else as the
    // table saw it; then die changes and automatic failures (R03, R79, R97).
    bool rollSucceeds(int roll) const;
    // A roll's total after the die changes that stand (R79), and whether the attack succeeds.
    struct RollCount
    {
        int total = 0;
        bool success = false;
    };
    RollCount countRoll(int roll) const;

    // The checks made when a play is announced; the first that fails refuses it.
    std::optional<TableFact> refusal(int index);
    std::optional<TableFact> kindRefusal(int index, int attack);
    std::optional<TableFact> meansRefusal(int index);
    std::optional<TableFact> plan28Refusal(int index);
    std::optional<TableFact> cancelRefusal(int index);
    std::optional<TableFact> steppedBack(int index, int target);
    std::optional<TableFact> attackRefusal(int index);
    QString meansName(const Play &p) const; // the Plot a play is made by, or its card's name
    std::optional<TableFact> privilegeUsedUp(int index);
    std::optional<TableFact> attackPartRefusal(int index, int attack);
    std::optional<TableFact> partEligibility(int index, int attack, bool announcing);
    std::optional<TableFact> rollRefusal(int index, int attack);
    std::optional<TableFact> turnRefusal(int index);
    std::optional<TableFact> takeoverRefusal(int index);
    // The same on the table as it stands now.
    std::optional<TableFact> conditionFailsNow(const Play &play, RuleId rule, bool announcing);
    std::optional<TableFact> conditionFails(const Play &play, RuleId rule, bool announcing,
                                            const TableStats &table);
    std::optional<TableFact> tokenRefusal(int index, const InstanceId &group);
    std::optional<TableFact> plotRefusal(int index, const QString &who, const QString &name,
                                         const QString &cardId, PlotSource from);
    int salvagedPlots(const QString &who, const QString &name, int before) const;

    void announce(int index);
    void announceAttack(int index);
    void spendTokens(int index);
    void cancel(int target, int by);
    void restore(int target);
    void losePower(int plot, const InstanceId &group);
    void regainPower(int plot, const InstanceId &group);
    void makeIllegal(int change);
    void undoIllegal(int change);
    void settleAttack(int attack); // legality up to the dice (R85, R86, R89, R94)
    void settleClaims();
    void nextStep(int index);

    ResolvedPlay resolved(int index) const;
    void statusLines(int index, ResolvedPlay &out) const;
    void kindLines(int index, ResolvedPlay &out) const;
    void explain(int index, ResolvedPlay &out) const;
    void addItems(int index, ResolvedPlay &out) const;
    void tokenItems(int index, ResolvedPlay &out) const;
    void plotItems(int index, ResolvedPlay &out) const;
    void cardItems(int index, ResolvedPlay &out) const;
    void itemLines(ResolvedPlay &out) const;
    PlayItem tokenItem(int index, const InstanceId &group, ItemFate fate, RuleId rule) const;

    const Timeline &m_timeline;
    const CardRepository &m_cards;
    const CardAbilities *m_abilities;
    const Position m_start;
    const TableStats m_known; // the card facts every table of the timeline shares
    const TableContext m_context;
    QList<PlayState> m_states;
    QList<Position> m_after; // the table after each play, valid up to m_valid
    int m_valid = -1;
    int m_current = 0; // the play being settled
    std::optional<TableStats> m_stats;
    mutable QHash<QString, std::optional<Card>> m_cardCache;
    Position m_statsPosition;
    int m_statsAt = -1;
    QHash<QString, int> m_index;
    QHash<int, AttackState> m_attacks;
    QHash<int, AttackAtPlay> m_rolledAttacks; // each attack as it stood at its dice
    QHash<int, QList<int>> m_dependents;      // the plays made `with` each play
    QHash<int, TableFact> m_notes;
    // By player: a standing suspension of immunity made before the attack it is for (R82).
    QHash<QString, int> m_pendingSuspension;
    QHash<int, QList<int>> m_madeDuring;  // by attack: the plays made while it was open
    QHash<int, QList<int>> m_madeIllegal; // by each change: the plays it made illegal
    std::optional<TableFact> m_extraRefusalLine;
    QHash<int, int> m_turnRounds;           // the round each turn play begins
    QHash<int, QList<TableFact>> m_effects; // what each standing play did to the table
    int m_lastPlay = -1;                    // the last play announced (refused ones aside)
    int m_openAttack = -1;                  // an attack announced, not yet rolled
    // Plan 28's World Domination steps (R172).
    int m_step = 0;
    int m_knocksInARow = 0;
    bool m_worldDominationOver = false; // Plan 28: every player knocked in a row this turn (R172)
    int m_lastActive = -1;
    int m_lastStandingClaim = -1; // the last claim of victory that stood (R113, R130)
};

// The two-dice totals of a play made at the same moment as `other`, its player's and the other's
// (0 where the file gives none), R104.
std::pair<int, int> rollOffOf(const Play &play, const Play &other);
// Plays that may be made between a play and its cancel (R99).
bool isPreCancelMove(PlayKind kind);

} // namespace inwo::detail
