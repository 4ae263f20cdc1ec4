#pragma once

#include "cards/cardtypes.h"
#include "common/enumtable.h"
#include "rules/ruleset.h"
#include "table/position.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

class CardNameResolver;

// What a play at the table is (issue 13): the live game's events are the same plays.
enum class PlayKind : quint8 {
    Attack,    // an attack announced (R07)
    Aid,       // a group aids an attack with its token (R21)
    Defend,    // a group opposes an attack with its token (R24)
    Agents,    // an agents card from hand for one side (R60)
    Plot,      // a Plot whose effect the program does not model
    Action,    // a special ability that needs an action
    Ability,   // a special ability that needs none
    Cancel,    // cancels another play (R83, R102)
    Change,    // an alignment change that may make plays illegal
    Roll,      // an attack's dice, and what came of them
    DieChange, // a card or ability changes an attack's roll
    Nwo,       // a New World Order played (R106)
    Look,      // a look at a hand or a deck, or Go Fish (R98)
    Takeover,  // an automatic takeover from hand (R150)
    Transfer,  // a group moved to another master (R157)
    Link,      // a Resource linked to a group (R145)
    Privilege, // what makes an attack privileged (R48)
    Salvage,   // a just-played Plot salvaged to hand (R96)
    BuyPlots,  // Action tokens spent for Plots (R152)
    Discard,   // a Plot discarded from hand
    Give,      // a Plot given to another player
    Knock,     // Plan 28: no active move this step (R172)
    Turn,      // the next player's turn begins: his tokens come back (R150, R151)
    CallOff,   // the attacker calls off an attack before it is committed (R74)
    Negate,    // a Plot negates an NWO in force (R107)
    Fail,      // a card makes an attack's roll an automatic failure (R97)
    Suspend,   // a card sets aside an immunity or a privilege for one attack (R82, R49)
    // The live game's table events (issue 23).
    Draw,      // a Plot, Group or Goal card drawn (R150, R124; the boxed game R182)
    Expose,    // a hidden Plot shown
    Capture,   // a card's effect gives the player a group (R157)
    Destroy,   // a card's effect destroys a group (R37)
    Devastate, // devastation put on a Place (R67)
    Relieve,   // devastation removed (R69)
    Money,     // the boxed game: megabucks between treasuries, or spent on an attack (R182-R187)
    Income,    // the boxed game's income (R182)
    Deal,      // Plan 28: a card of the uncontrolled deck (R171)
    Eliminate, // a player is out of the game (R132)
    Claim,     // a claim of victory (R113)
    Phase,     // the turn moves on to a later phase (R150; Plan 28 R171-R174)
    Correct,   // a referee's correction of the table
};

template <> struct EnumTable<PlayKind>
{
    static constexpr std::array<EnumEntry<PlayKind>, 40> entries{{
        {PlayKind::Attack, u"attack", u"Attack"},
        {PlayKind::Aid, u"aid", u"Aid"},
        {PlayKind::Defend, u"defend", u"Defend"},
        {PlayKind::Agents, u"agents", u"Agents card"},
        {PlayKind::Plot, u"plot", u"Plot"},
        {PlayKind::Action, u"action", u"Action"},
        {PlayKind::Ability, u"ability", u"Special ability"},
        {PlayKind::Cancel, u"cancel", u"Cancel"},
        {PlayKind::Change, u"change", u"Alignment change"},
        {PlayKind::Roll, u"roll", u"Dice rolled"},
        {PlayKind::DieChange, u"die-change", u"Die roll changed"},
        {PlayKind::Nwo, u"nwo", u"New World Order"},
        {PlayKind::Look, u"look", u"Look"},
        {PlayKind::Takeover, u"takeover", u"Automatic takeover"},
        {PlayKind::Transfer, u"transfer", u"Move a group"},
        {PlayKind::Link, u"link", u"Link"},
        {PlayKind::Privilege, u"privilege", u"Privilege"},
        {PlayKind::Salvage, u"salvage", u"Salvage"},
        {PlayKind::BuyPlots, u"buy-plots", u"Buy Plots"},
        {PlayKind::Discard, u"discard", u"Discard a Plot"},
        {PlayKind::Give, u"give", u"Give a Plot"},
        {PlayKind::Knock, u"knock", u"Knock"},
        {PlayKind::Turn, u"turn", u"Next turn"},
        {PlayKind::CallOff, u"call-off", u"Call off an attack"},
        {PlayKind::Negate, u"negate", u"Negate an NWO"},
        {PlayKind::Fail, u"fail", u"Automatic failure"},
        {PlayKind::Suspend, u"suspend", u"Suspend for one attack"},
        {PlayKind::Draw, u"draw", u"Draw"},
        {PlayKind::Expose, u"expose", u"Expose a Plot"},
        {PlayKind::Capture, u"capture", u"Capture"},
        {PlayKind::Destroy, u"destroy", u"Destroy"},
        {PlayKind::Devastate, u"devastate", u"Devastate"},
        {PlayKind::Relieve, u"relieve", u"Relieve"},
        {PlayKind::Money, u"money", u"Money"},
        {PlayKind::Income, u"income", u"Income"},
        {PlayKind::Deal, u"deal", u"Deal from the uncontrolled deck"},
        {PlayKind::Eliminate, u"eliminate", u"Eliminate a player"},
        {PlayKind::Claim, u"claim", u"Claim victory"},
        {PlayKind::Phase, u"phase", u"Next phase"},
        {PlayKind::Correct, u"correct", u"Referee's correction"},
    }};
};

// Whether a kind of play says what makes it (the format's `by`): it must (a cancel is made by a
// Plot, an action or an ability), it may (a takeover or a move can cost an action or a Plot; an
// instant attack is made by its Plot), or the rules alone make it (an aid, the dice).
enum class MeansUse : quint8 { None, Optional, Required };
MeansUse meansUseOf(PlayKind kind);

// Where a Plot played comes from in its player's hand.
enum class PlotSource : quint8 { Hidden, Exposed, Salvaged };

template <> struct EnumTable<PlotSource>
{
    static constexpr std::array<EnumEntry<PlotSource>, 3> entries{{
        {PlotSource::Hidden, u"hidden", u"Hidden"},
        {PlotSource::Exposed, u"exposed", u"Exposed"},
        {PlotSource::Salvaged, u"salvaged", u"Salvaged"},
    }};
};

// What a look sees (R98: each is cancelled before it takes effect).
enum class LookAt : quint8 { Hand, Deck, GoFish };

template <> struct EnumTable<LookAt>
{
    static constexpr std::array<EnumEntry<LookAt>, 3> entries{{
        {LookAt::Hand, u"hand", u"Hand"},
        {LookAt::Deck, u"deck", u"Deck"},
        {LookAt::GoFish, u"go-fish", u"Go Fish"},
    }};
};

// Which deck a card drawn, discarded or given comes from.
enum class DeckKind : quint8 { Plot, Group, Goal };

template <> struct EnumTable<DeckKind>
{
    static constexpr std::array<EnumEntry<DeckKind>, 3> entries{{
        {DeckKind::Plot, u"plot", u"Plot"},
        {DeckKind::Group, u"group", u"Group"},
        {DeckKind::Goal, u"goal", u"Goal"},
    }};
};

// A treasury's income (the boxed game, R182).
struct IncomeEntry
{
    InstanceId card; // the group, or an Illuminati: its player's treasury
    int amount = 0;

    friend bool operator==(const IncomeEntry &, const IncomeEntry &) = default;
};

// What makes a play: a Plot from hand (with the groups whose tokens power it), a group's action,
// a special ability needing no action, or nothing but the rules (an attack is its attacker's
// action; buying Plots, knocking).
struct PlayMeans
{
    enum class Kind : quint8 { Rules, Plot, Action, Ability };

    Kind kind = Kind::Rules;
    QString plot;   // Plot: the card's name as written
    QString plotId; // Plot: the database card, once resolved
    PlotSource from = PlotSource::Hidden;
    QList<InstanceId> poweredBy; // Plot: the groups spending a token to power it
    InstanceId group;            // Action, Ability: the group

    friend bool operator==(const PlayMeans &, const PlayMeans &) = default;
};

// What a Suspend play sets aside for one attack.
enum class Suspended : quint8 { Immunity, Privilege };

template <> struct EnumTable<Suspended>
{
    static constexpr std::array<EnumEntry<Suspended>, 2> entries{{
        {Suspended::Immunity, u"immunity", u"Immunity"},
        {Suspended::Privilege, u"privilege", u"Privilege"},
    }};
};

// A condition a play needs to be legal, as the referee reads its cards: the card has (or has
// not) the alignment (R85, R100).
struct PlayCondition
{
    InstanceId card;
    Alignment alignment = Alignment::Violent;
    bool has = true;

    friend bool operator==(const PlayCondition &, const PlayCondition &) = default;
};

// A two-dice roll-off between players whose plays were truly simultaneous (R104).
struct RollOffEntry
{
    QString player;
    int total = 0;

    friend bool operator==(const RollOffEntry &, const RollOffEntry &) = default;
};

// One play, in the order it happened. Which fields mean something depends on `kind`: the
// timeline format (resources/help/timeline-format.md) lists them.
struct Play
{
    QString id;
    PlayKind kind = PlayKind::Plot;
    QString player;
    PlayMeans by;
    QString with; // the attack, aid, defend or agents play (or the Plot) this one is part of
    QList<PlayCondition> conditions;
    QString claims;
    QString simultaneousWith;
    QList<RollOffEntry> rollOff;
    QString reactsTo; // the earlier play it reacts to (Plan 28: a reactive move, R176)

    // Attack.
    InstanceId attacker;
    AttackKind attack = AttackKind::Control;
    InstanceId target;
    bool secondAttempt = false;
    bool disaster = false;
    // Aid, Defend, Agents, Roll, DieChange, Privilege, CallOff, Fail, Suspend: the attack play.
    QString attackPlay;
    // Aid, Defend, Transfer: the group; Change, Link, Takeover: the card.
    InstanceId group;
    // Agents: the card's name; Nwo, Discard, Give: the Plot's name; Negate: the NWO's; Suspend:
    // the card whose immunity is set aside.
    QString card;
    QString cardId;
    // Agents: its side; Plot, Action, Ability with a value: the side it adds to (by default the
    // side of the play it goes with).
    AttackSide side = AttackSide::Attack;
    bool sideGiven = false;
    // Plot, Action, Ability going with an attack: what it adds to its side's total, when the
    // referee enters it (a +10 Plot); unset: its effect is for the referee.
    std::optional<int> value;
    // Suspend: what is set aside.
    Suspended suspends = Suspended::Immunity;
    // Cancel.
    QString cancels;
    InstanceId token; // one of several actions powering the cancelled Plot
    // Change.
    std::optional<Alignment> gain;
    std::optional<Alignment> lose;
    CardChange::Lasting lasting = CardChange::Lasting::ThisTurn;
    // Roll, DieChange.
    int dice[2] = {0, 0};
    bool success = false;
    int change = 0;
    // DieChange: the outcome after the change as the table saw it, where the program cannot work
    // out the strength.
    std::optional<bool> outcome;
    // Look.
    QString at;
    LookAt what = LookAt::Hand;
    // Takeover, Transfer, Link.
    InstanceId master;
    int arrow = 0;
    QString to; // Transfer, Give: the player who gets it
    // Salvage: the play whose Plot is salvaged.
    QString salvages;
    // BuyPlots.
    QList<InstanceId> tokens;
    // Nwo, Discard, Give.
    PlotSource from = PlotSource::Hidden;
    // Draw, Discard, Give: the deck the card is of (Discard, Give of a Group card: `group`, the
    // card of the hand; of a Goal card: `card`, its name).
    DeckKind deck = DeckKind::Plot;
    int count = 1; // Draw of Plots: how many
    // Discard of Plots: down to how many Plots in hand, hidden ones first (the hand limit, R153).
    std::optional<int> downTo;
    InstanceId newCard; // Draw of a Group card, Deal: the identity it gets
    QString discards;   // Draw of a Goal card: the Goal card discarded for it at once (R124)
    // Money: from and to which treasury (empty: the bank), and how many megabucks; with
    // `attackPlay`, spent on that attack.
    InstanceId payer;
    InstanceId payee;
    int amount = 0;
    QList<IncomeEntry> income; // Income
    // Phase: the phase the turn moves on to; Turn: the phase it starts in, when given.
    std::optional<GamePhase> phase;
    // Correct: the table as it should be, why, and the play it corrects (may be empty).
    std::optional<Position> correction;
    QString reason;
    QString corrects;

    friend bool operator==(const Play &, const Play &) = default;
};

// A table and the plays made on it afterwards, in order.
struct Timeline
{
    Position position;
    QList<Play> plays;

    // Reads a timeline file. With `cards`, card names are resolved as in a position. On bad
    // input nullopt, and `error` says where: "$.plays[3].cancels: no play 'p9' before this one".
    static std::optional<Timeline> fromJson(const QByteArray &json, QString *error,
                                            const CardNameResolver *cards = nullptr);
    static std::optional<Timeline> fromJson(const QJsonObject &object, QString *error,
                                            const CardNameResolver *cards = nullptr);
    QJsonObject toJson() const;
    static QJsonObject playToJson(const Play &play);

    // The index of the play with this identity, or -1.
    int indexOf(const QString &id) const;
    // Reads one play made after this timeline's plays (the live game's next event), checked as
    // the timeline reader checks it: the cards and plays it names must exist by then.
    std::optional<Play> readNextPlay(const QJsonObject &object, QString *error,
                                     const CardNameResolver *cards = nullptr) const;
};

} // namespace inwo
