#pragma once

#include "cards/cardtypes.h"
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
    QString controller; // empty: uncontrolled
    std::optional<CardType> type;
    bool known = false; // the card is in the card database
    int power = 0;
    int globalPower = 0;
    int resistance = 0;
    QList<Alignment> alignments;     // in play
    QList<Alignment> goalAlignments; // for goals (R133)
    QList<Attribute> attributes;
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

// The stat function of the table: each card's Power, Global Power, Resistance and alignments as
// its printed facts, the changes it remembers (R146), the permanent abilities of its Power
// Structure and the NWOs in force make them, one NWO at a time in the order played (R109), each
// change a typed line with its rule and card. Attacks from a position and goal counting both read
// it, so an NWO's change counts alike in both (R112).
class TableStats
{
public:
    TableStats(const Position &position, const CardRepository &cards,
               const CardAbilities *abilities);
    // Another position of the same game (the table after an attack): the card facts `known`
    // already read are shared, and only cards it has not seen are looked up in `cards`.
    TableStats(const Position &position, const TableStats &known, const CardRepository &cards);

    // The card `id` for `use`; nullopt when no card of the table has that identity. Each is
    // worked out once and kept: the position must not change while this object lives.
    std::optional<EffectiveGroup> group(const InstanceId &id, StatUse use = StatUse::Play) const;
    // Every NWO in force, in the order played, with the groups each changes.
    QList<NwoEffect> nwoEffects() const;
    // The NWOs in force with an effect the program cannot apply to any group in particular (its
    // card unknown, or its effect not in the program's data): anyone's count may depend on it.
    QStringList nwosForTheReferee() const;
    // The printed card of an instance (cached); nullopt when unknown.
    const Card *printed(const InstanceId &id) const;
    const Position &position() const { return m_position; }

private:
    struct Nwo
    {
        const NwoInForce *nwo = nullptr;
        const Card *card = nullptr;
        QList<const CardAbility *> abilities;
    };
    EffectiveGroup compute(const TableCard &card, const QString &controller, StatUse use,
                           QList<NwoEffect> *effects) const;

    void readCards(const CardRepository &cards);

    const Position &m_position;
    const CardAbilities *m_abilities;
    QHash<QString, Card> m_cards; // by card id
    QList<Nwo> m_nwos;
    mutable QHash<QString, EffectiveGroup> m_computed[2]; // by instance id, per StatUse
};

} // namespace inwo
