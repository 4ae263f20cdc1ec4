#pragma once

#include "cards/cardtypes.h"
#include "common/enumtable.h"
#include "rules/ruleidentity.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace inwo {

// Who a fact is about: a participant of the scenario by its role and its place in that role's
// list, never by name (two groups may share a name) or by pointer.
struct ParticipantRef
{
    enum class Role : quint8 {
        None,
        Attacker,
        Target,
        Master, // the target's master
        Aider,
        Defender,
        Play,
        Money,       // a payment, named by the treasury it came from
        MoneyPlayer, // a payment, named by the player who made it
        InstantCard, // the card making an instant attack
        PlayerCard,  // a card of the attacking player whose abilities count (attack.playerCards)
        InForce,     // an NWO in force on the table (attack.inForce)
        OwnerCard,   // a card of the target's owner whose abilities count (attack.ownerCards)
    };

    Role role = Role::None;
    qint16 index = 0; // Aider, Defender, Play, Money, MoneyPlayer: the position in the list

    static ParticipantRef of(Role role, qsizetype index = 0) { return {role, qint16(index)}; }
    bool operator==(const ParticipantRef &) const = default;
};

// The roles' codes for JSON ("aider"), read with codeOf().
template <> struct EnumTable<ParticipantRef::Role>
{
    using Role = ParticipantRef::Role;
    static constexpr std::array<EnumEntry<Role>, 13> entries{{
        {Role::None, u"none", u"nobody"},
        {Role::Attacker, u"attacker", u"the attacker"},
        {Role::Target, u"target", u"the target"},
        {Role::Master, u"master", u"the target's master"},
        {Role::Aider, u"aider", u"an aider"},
        {Role::Defender, u"defender", u"a defender"},
        {Role::Play, u"play", u"a play"},
        {Role::Money, u"money", u"a payment, by its treasury"},
        {Role::MoneyPlayer, u"money-player", u"a payment, by its player"},
        {Role::InstantCard, u"instant-card", u"the instant attack card"},
        {Role::PlayerCard, u"player-card", u"a card of the attacking player"},
        {Role::InForce, u"in-force", u"an NWO in force"},
        {Role::OwnerCard, u"owner-card", u"a card of the target's owner"},
    }};
};

// One argument of a fact's sentence.
struct FactArg
{
    enum class Type : quint8 {
        Number,       // a whole number
        Participant,  // a participant's name
        Name,         // a proper name as written (a Plot, a player, a treasury)
        Alignments,   // a list of alignments, named in the reader's language
        Factor,       // a multiplier (its thousandths in `number`)
        AbilityWords, // a card ability's summary, from the project's ability data
        Player,       // a player as the scenario names one: "attacker" and "defender" are words
        Treasury,     // where megabucks come from: "illuminati" is a word, a group a name
        RuleTitle,    // a rule's short title (its identity in `number`), in the reader's language
        Phase,        // a phase of a turn: its English name in `text`, shown translated
    };

    // Small, so a fact is cheap to make: a list of alignments is a bit set in `number` (bit i for
    // Alignment(i)), a factor its thousandths.
    Type type = Type::Number;
    int number = 0;
    ParticipantRef participant;
    QString text;

    static FactArg of(int value) { return {Type::Number, value, {}, {}}; }
    static FactArg of(ParticipantRef who) { return {Type::Participant, 0, who, {}}; }
    static FactArg name(const QString &text) { return {Type::Name, 0, {}, text}; }
    static FactArg of(const QList<Alignment> &list)
    {
        int bits = 0;
        for (const Alignment alignment : list)
            bits |= 1 << int(alignment);
        return {Type::Alignments, bits, {}, {}};
    }
    static FactArg factor(double value) { return {Type::Factor, int(value * 1000 + 0.5), {}, {}}; }
    static FactArg words(const QString &text) { return {Type::AbilityWords, 0, {}, text}; }
    static FactArg player(const QString &text) { return {Type::Player, 0, {}, text}; }
    static FactArg treasury(const QString &text) { return {Type::Treasury, 0, {}, text}; }
    static FactArg title(RuleId rule) { return {Type::RuleTitle, int(rule), {}, {}}; }
    static FactArg phase(const QString &englishName) { return {Type::Phase, 0, {}, englishName}; }
    QList<Alignment> alignments() const;
};

// A fact's arguments, in the order its sentence numbers them.
using FactArgs = QVarLengthArray<FactArg, 4>;

} // namespace inwo
