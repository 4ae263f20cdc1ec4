#pragma once

#include "cards/cardabilities.h"
#include "cards/cardtypes.h"
#include "common/enumtable.h"
#include "rules/ruleset.h"
#include "rules/rulings.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstring>
#include <optional>

namespace inwo {

class CardNameResolver;

// A card on the table, known by an identity the position gives it ("a3"), unique in the position:
// two copies of one card are two instances.
struct InstanceId
{
    QString value;

    bool isEmpty() const { return value.isEmpty(); }
    // Identities are compared in every lookup of a table: equal sizes, then equal code units
    // (QString's own == orders the strings first).
    friend bool operator==(const InstanceId &a, const InstanceId &b)
    {
        return a.value.size() == b.value.size() &&
               std::memcmp(a.value.constData(), b.value.constData(),
                           size_t(a.value.size()) * sizeof(QChar)) == 0;
    }
};

// Where a turn is (R150 for INWO, R171-R174 for Plan 28, R182 for the boxed game).
enum class GamePhase : quint8 {
    Setup,
    PlotDraw,
    GroupDraw,
    Takeover,
    Tokens,
    Actions,
    FreeMoves,
    Planning,
    WorldDomination,
    EndOfTurn,
    Victory,
};

template <> struct EnumTable<GamePhase>
{
    static constexpr std::array<EnumEntry<GamePhase>, 11> entries{{
        {GamePhase::Setup, u"setup", u"Setting up"},
        {GamePhase::PlotDraw, u"plot-draw", u"Drawing a Plot"},
        {GamePhase::GroupDraw, u"group-draw", u"Drawing a Group"},
        {GamePhase::Takeover, u"takeover", u"Automatic takeover"},
        {GamePhase::Tokens, u"tokens", u"Placing Action tokens"},
        {GamePhase::Actions, u"actions", u"Actions"},
        {GamePhase::FreeMoves, u"free-moves", u"Free moves"},
        {GamePhase::Planning, u"planning", u"Planning (Plan 28)"},
        {GamePhase::WorldDomination, u"world-domination", u"World Domination (Plan 28)"},
        {GamePhase::EndOfTurn, u"end-of-turn", u"End of turn"},
        {GamePhase::Victory, u"victory", u"Victory (Plan 28)"},
    }};
};

// The phases of a turn under a rule set, in turn order: Plan 28's (its setup, R170, then
// R171-R174) or INWO's (R150), whose names the boxed game's turn (R182) is kept in too.
QList<GamePhase> phasesOf(RuleSet rules);
// The phase in which a rule set's moves are made, and a position is when its file names no
// phase: the actions (R150), or Plan 28's World Domination (R172).
GamePhase movesPhaseOf(RuleSet rules);
// The phase whose start gives the Action tokens back: INWO's token phase (R150, phase 4), Plan
// 28's World Domination (its Planning places them last, R171).
GamePhase tokensPhaseOf(RuleSet rules);

// A change a card remembers (R146): gaining or losing an alignment, a Power change, or a status
// a card gave it (a Vampire Personality), for good (an NWO, a Plot that says so), or until the end
// of the turn, which counts for goals only at the end of that turn (R126, R127).
struct CardChange
{
    enum class Kind : quint8 { GainAlignment, LoseAlignment, Power, Status };
    enum class Lasting : quint8 { Permanent, ThisTurn };

    Kind kind = Kind::GainAlignment;
    Lasting lasting = Lasting::Permanent;
    std::optional<Alignment> alignment; // GainAlignment and LoseAlignment
    int power = 0;                      // Power: the change
    QString status;                     // Status: what the card now is ("Vampire"), as written
    QString source;                     // the card that made it, as written

    friend bool operator==(const CardChange &, const CardChange &) = default;
};

template <> struct EnumTable<CardChange::Lasting>
{
    static constexpr std::array<EnumEntry<CardChange::Lasting>, 2> entries{{
        {CardChange::Lasting::Permanent, u"permanent", u"for good"},
        {CardChange::Lasting::ThisTurn, u"this-turn", u"until the end of the turn"},
    }};
};

// One card instance on the table: a group (an Illuminati among them) or a Resource.
struct TableCard
{
    InstanceId id;
    QString card;   // the card's name as the file writes it
    QString cardId; // the database card, once resolved
    std::optional<CardType> type;
    InstanceId master;   // a group in a Power Structure: the group it hangs from
    int arrow = 0;       // which of the master's outgoing arrows (0 first)
    InstanceId linkedTo; // a Resource linked to a group (R141); empty: its Illuminati's
    int tokensSpent = 0; // Action tokens spent this turn
    int slack = 0;       // Action tokens kept from turn to turn (the Church of the SubGenius)
    bool devastated = false;
    std::optional<int> treasury; // the boxed game: megabucks on a group (R182)
    // A Group card of a hand attacked from that hand this turn and not taken: discarded at the end
    // of the turn (R72), and a later attempt this turn is a second one (R91).
    bool attacked = false;
    QList<CardChange> changes;

    friend bool operator==(const TableCard &, const TableCard &) = default;
};

// A card that has left play for good, and who put it there (Cthulhu and Population Reduction
// count them, R119, R123).
struct DestroyedCard
{
    QString card;
    QString cardId;
    QString owner;       // the player who controlled it; empty: it was uncontrolled
    QString destroyedBy; // the player whose attack or card destroyed it; empty: nobody's

    friend bool operator==(const DestroyedCard &, const DestroyedCard &) = default;
};

// A New World Order in force. The position lists them in the order they were played (R109).
struct NwoInForce
{
    QString card;
    QString cardId;
    std::optional<NwoColor> color; // from the card; a file may write it for a card not known
    QString playedBy;

    friend bool operator==(const NwoInForce &, const NwoInForce &) = default;
};

struct TablePlayer
{
    QString name;
    TableCard illuminati;
    QList<TableCard> groups;     // in the Power Structure, each with its master
    QList<TableCard> resources;  // each linked to a group or to the Illuminati
    QList<TableCard> hand;       // Group-deck cards in hand the table knows of (R72), no master
    int plotsHidden = 0;         // Plots in hand, not shown
    QStringList plotsExposed;    // Plots in hand, shown (named)
    QStringList goals;           // Goal cards held (R124)
    std::optional<int> treasury; // the boxed game's Illuminati treasury, in megabucks
    bool eliminated = false;
    // Who eliminated him by taking or destroying his last group (R132): his Illuminati counts as
    // a group that player destroyed (Servants of Cthulhu, R119). Empty: nobody's, or not known.
    QString eliminatedBy;

    friend bool operator==(const TablePlayer &, const TablePlayer &) = default;
};

// What playing an NWO did to those in force.
struct NwoPlayed
{
    std::optional<NwoInForce> discarded; // the NWO of the same colour it replaced (R106)
    bool identical = false; // the discarded one was the same card: R108, replaced by its copy
};

// A table at a moment: what the goals, the NWOs, the attack list, the cancellation resolver and
// the live game tracker all read. The Power Structures are trees: each group names its master
// and the arrow it hangs on, so open arrows and closeness follow.
struct Position
{
    RuleSet rules = RuleSet::Inwo;
    int basicGoal = 12; // groups to control, the Illuminati included (R115); set per game
    int round = 1;
    QString turnOf;      // the player whose turn it is
    QString firstPlayer; // who played first (R149); empty: the first seated
    GamePhase phase = GamePhase::Actions;
    QList<TablePlayer> players; // in seating order
    QList<TableCard> uncontrolled;
    QList<NwoInForce> nwos; // in the order played
    QList<DestroyedCard> destroyed;
    Rulings rulings;     // the referee's readings where the seeds leave a choice
    QStringList winners; // whose claim of victory stood (R113): the game is over
    // Card effects the referee entered for this table: every engine applies them with the
    // dataset's abilities (AbilitiesInForce), cited "entered by the referee".
    QList<EnteredAbility> abilities;

    // Reads a position file. `cards` (optional) resolves each card's name and gives its type and
    // an NWO's colour. On bad input returns nullopt and sets `error` to "<json path>: <what>"
    // ("$.players[1].groups[0].master: no card 'b9' in this Power Structure").
    static std::optional<Position> fromJson(const QByteArray &json, QString *error,
                                            const CardNameResolver *cards = nullptr);
    static std::optional<Position> fromJson(const QJsonObject &object, QString *error,
                                            const CardNameResolver *cards = nullptr);
    QJsonObject toJson() const;

    // The player, by name; nullptr when there is none.
    const TablePlayer *player(const QString &name) const;
    // The card with this identity anywhere on the table, and who controls it (empty: nobody).
    const TableCard *card(const InstanceId &id, QString *controller = nullptr) const;
    // The card of the database `cardId` in play (a group of a Power Structure or the uncontrolled
    // area, or a Resource), or nullptr: a second copy of a group cannot come into play (R138),
    // nor of a Unique Resource (R134).
    const TableCard *inPlay(const QString &cardId) const;
    // A Group card in a player's hand, and whose hand (not a card "of the table": card() does not
    // find it); nullptr when there is none.
    const TableCard *handCard(const InstanceId &id, QString *holder = nullptr) const;
    // The groups directly under `id`, in the order of their arrows.
    QList<const TableCard *> puppetsOf(const InstanceId &id) const;
    // The arrows of `master` no group hangs on (R157), `moving` aside (a group moving along its
    // own master's arrows). `arrows`: how many the card prints; unknown, one past the last taken.
    QList<int> freeArrows(const InstanceId &master, std::optional<int> arrows,
                          const InstanceId &moving = {}) const;
    // Whether a player has finished his first turn (R156): after the first round, or in it when he
    // sits before the player whose turn it is, counting from the first player.
    bool finishedFirstTurn(const QString &player) const;
    // How far a group is from its Illuminati: 1 directly under it, 2 one further, ...; 0 for an
    // Illuminati, a card not in a Power Structure, or no such card.
    int closenessOf(const InstanceId &id) const;

    // Plays an NWO: at most one of each colour is in force, so one of the same colour leaves
    // play for it (R106); an identical one is replaced by the copy (R108). The new one is the
    // last played (R109). An NWO whose colour is unknown replaces only its identical copy.
    NwoPlayed playNwo(const NwoInForce &nwo);
    // Takes out of force the NWO a card negates (R107), named by its card; false when no such
    // NWO is in force.
    bool removeNwo(const QString &card);

    friend bool operator==(const Position &, const Position &) = default;
};

} // namespace inwo
