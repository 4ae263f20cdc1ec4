#pragma once

#include "cards/cardabilities.h"
#include "cards/cardtypes.h"
#include "rules/statmodifier.h"
#include "table/position.h"
#include "table/tablefacts.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <unordered_map>

namespace inwo {

class CardAbilities;
class CardRepository;
struct CardAbility;
struct Card;

// What a group's numbers are for.
enum class StatUse : quint8 {
    // In play now: every change in force counts (attacks, aid, defence).
    Play,
    // For a victory declared at the end of this turn (R126, R127): temporary Power changes are
    // left out; temporary alignment changes count, and so does the Power they cause through an
    // NWO; Military-Industrial Complex's change of alignment does not count (R133).
    Goals,
};

// A card of the table with its numbers as the rules have them now.
struct EffectiveGroup
{
    InstanceId id;
    QString cardId;
    QString name;
    QString controller; // empty: uncontrolled, or the holder of a card in a hand
    std::optional<CardType> type;
    bool known = false;  // the card is in the card database
    bool inHand = false; // a Group card in a hand: printed numbers and what it remembers only
    int power = 0;
    int globalPower = 0;
    int resistance = 0;
    // As printed, before any change: what every use of the group starts from.
    int printedPower = 0;
    int printedGlobalPower = 0;
    int printedResistance = 0;
    QList<Alignment> alignments;     // in play
    QList<Alignment> goalAlignments; // for goals (R133)
    QList<Alignment> sometimes;      // held only "(Sometimes)" (Bill Clinton's Liberal, R75)
    QList<Attribute> attributes;
    // Every change of its numbers in force, in order: what it remembers (R146), the NWOs (R112)
    // and the abilities of its Power Structure and links. Some count only in attacks (a defence
    // bonus, a change for one kind of attack); `power` holds those that count on the table.
    QList<StatModifier> modifiers;
    // Whether it can act: a group reduced to Power 0 has lost its Action token (R80).
    bool canAct = true;
    // The Action tokens it gets a turn: one (R151), a second its own card or a linked card gives
    // (UFOs, the Perpetual Motion Machine), and the Slack it keeps.
    int tokens = 1;
    QList<TableFact> lines; // how each number came about, in order
};

// An NWO in force and what it does now, in the order played (R109).
struct NwoEffect
{
    NwoInForce nwo;
    int order = 0;               // 1 for the first played
    QList<TableFact> lines;      // each group it changes, and each effect the referee applies
    bool refereeDecides = false; // some effect of it the engine cannot apply
};

// The stat function of the table: each card's Power, Global Power, Resistance, alignments,
// attributes, Action tokens and whether it can act, from its printed facts, the changes it
// remembers (R146), the NWOs in force one at a time in the order played (R109) and the abilities of
// its Power Structure and links, each change a typed line with its rule and card. Everything that
// reads a group's numbers asks it: an attack declared on the table, the NWO and goal reports, the
// attack list and the timeline, so they cannot disagree.
class TableStats
{
public:
    // `alsoRead`: cards that will come to the table (an NWO a timeline plays), read now so the
    // tables made from this one share them.
    TableStats(const Position &position, const CardRepository &cards,
               const CardAbilities *abilities, const QStringList &alsoRead = {});
    // Another position of the same game (the table after an attack): the card facts `known`
    // already read are shared, and only cards it has not seen are looked up in `cards`.
    TableStats(const Position &position, const TableStats &known, const CardRepository &cards);

    // The card `id` for `use`, a card of the table or a Group card in a hand; nullopt when no card
    // has that identity. Each is worked out once and kept: the position must not change while
    // this object lives.
    std::optional<EffectiveGroup> group(const InstanceId &id, StatUse use = StatUse::Play) const;
    // The same numbers in play, without the lines that explain them: what a check of Power,
    // tokens or alignments needs, at a fraction of the work.
    std::optional<EffectiveGroup> numbers(const InstanceId &id) const;
    // Every NWO in force, in the order played, with the groups each changes.
    QList<NwoEffect> nwoEffects() const;
    // The NWOs in force with an effect the program cannot apply to any group in particular (its
    // card unknown, or its effect not in the program's data): anyone's count may depend on it.
    QStringList nwosForTheReferee() const;
    // The referee's rulings some number of this table rests on (Military-Industrial Complex's
    // reach, R133), each once: what every list of attacks or groups shows beside its numbers.
    QList<TableFact> rulingsInForce() const;
    // The printed card of an instance (cached); nullopt when unknown.
    const Card *printed(const InstanceId &id) const;
    const Card *cardById(const QString &cardId) const;
    const Position &position() const { return m_position; }
    const CardAbilities *abilities() const { return m_abilities; }
    // The cards of a player's Power Structure (his Illuminati, Resources and groups) with an
    // ability that bears on every attack of his: an attack bonus, a limit, Fanatic counted as
    // shared (AttackSide::Attack); a defence bonus or an immunity (AttackSide::Defence).
    const QList<const TableCard *> &cardsBehind(const QString &player, AttackSide side) const;

private:
    struct Nwo
    {
        const NwoInForce *nwo = nullptr;
        const Card *card = nullptr;
        QList<const CardAbility *> abilities;
    };
    // A change of Power waiting for its turn, with the line that shows it.
    struct Change
    {
        StatModifier modifier;
        TableFact line;
    };
    struct Computation;

    EffectiveGroup compute(const TableCard &card, const QString &controller, bool inHand,
                           StatUse use, QList<NwoEffect> *effects, bool explain = true) const;
    // Where a card is: a card of the table or of a hand, and whose.
    struct Place
    {
        const TableCard *card = nullptr;
        QString controller;
        bool inHand = false;
    };
    Place locate(const InstanceId &id) const;
    void printedFacts(Computation &c) const;
    void rememberedChanges(Computation &c) const;
    void nwoChanges(Computation &c) const;
    void structureChanges(Computation &c) const;
    void applyChanges(Computation &c) const;
    void tokensOf(Computation &c) const;

    void readCards(const CardRepository &cards);
    void readNwos();
    // A card of a Power Structure with abilities that change its structure's numbers.
    struct Giver
    {
        const TableCard *card = nullptr;
        const Card *printed = nullptr;
        QList<const CardAbility *> abilities;
    };
    const QList<Giver> &giversOf(const QString &player) const;

    const Position &m_position;
    const CardAbilities *m_baseAbilities; // as given: the dataset's and the user's
    // With the position's entered effects (shared by the tables made from this one).
    std::shared_ptr<const AbilitiesInForce> m_inForce;
    const CardAbilities *m_abilities;
    // The card facts by card id: those read first, shared by every table made from this one, and
    // this table's others, read when first asked for (a node map: a card's address never
    // changes).
    std::shared_ptr<const QHash<QString, Card>> m_shared;
    const CardRepository *m_repository = nullptr;
    QHash<QString, Card> m_cards;
    mutable std::unordered_map<QString, std::optional<Card>> m_later;
    QList<Nwo> m_nwos;
    mutable QHash<QString, EffectiveGroup> m_computed[2]; // by instance id, per StatUse
    mutable QHash<QString, QList<Giver>> m_givers;        // by player
    mutable QHash<QString, EffectiveGroup> m_numbers;     // by instance id, without lines
    mutable QHash<QString, Place> m_places;               // every card, by instance id
    mutable int m_lookups = 0;
    mutable QHash<QString, QList<const TableCard *>> m_behind[2]; // by player, per side
};

// Whether the stat function gives the same numbers on two tables: the same cards in the same
// places with the same memories, links, devastation and Slack, the same NWOs and rulings. Action
// tokens spent, Plots, turn and round are not among its facts.
bool sameStatFacts(const Position &a, const Position &b);

} // namespace inwo
