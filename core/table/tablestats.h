#pragma once

#include "cards/cardtypes.h"
#include "rules/statmodifier.h"
#include "table/position.h"
#include "table/tablefacts.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

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
    TableStats(const Position &position, const CardRepository &cards,
               const CardAbilities *abilities);
    // Another position of the same game (the table after an attack): the card facts `known`
    // already read are shared, and only cards it has not seen are looked up in `cards`.
    TableStats(const Position &position, const TableStats &known, const CardRepository &cards);

    // The card `id` for `use`, a card of the table or a Group card in a hand; nullopt when no card
    // has that identity. Each is worked out once and kept: the position must not change while
    // this object lives.
    std::optional<EffectiveGroup> group(const InstanceId &id, StatUse use = StatUse::Play) const;
    // Every NWO in force, in the order played, with the groups each changes.
    QList<NwoEffect> nwoEffects() const;
    // The NWOs in force with an effect the program cannot apply to any group in particular (its
    // card unknown, or its effect not in the program's data): anyone's count may depend on it.
    QStringList nwosForTheReferee() const;
    // The printed card of an instance (cached); nullopt when unknown.
    const Card *printed(const InstanceId &id) const;
    const Card *cardById(const QString &cardId) const;
    const Position &position() const { return m_position; }
    const CardAbilities *abilities() const { return m_abilities; }

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
                           StatUse use, QList<NwoEffect> *effects) const;
    void printedFacts(Computation &c) const;
    void rememberedChanges(Computation &c) const;
    void nwoChanges(Computation &c) const;
    void structureChanges(Computation &c) const;
    void applyChanges(Computation &c) const;
    void tokensOf(Computation &c) const;

    void readCards(const CardRepository &cards);

    const Position &m_position;
    const CardAbilities *m_abilities;
    QHash<QString, Card> m_cards; // by card id
    QList<Nwo> m_nwos;
    mutable QHash<QString, EffectiveGroup> m_computed[2]; // by instance id, per StatUse
};

} // namespace inwo
