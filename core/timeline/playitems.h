#pragma once

#include "common/enumtable.h"
#include "rules/ruleidentity.h"
#include "table/position.h"

#include <QString>

namespace inwo {

// What came of a play (issue 13).
enum class PlayStatus : quint8 {
    Effective, // it stands
    Cancelled, // a standing cancel (or the cancelled attack it was part of) undid it (R83)
    Illegal,   // a change made it illegal before the dice (R85, R86, R89, R94) or a rival's
               // identical play came first (R104)
    Refused,   // the rules forbid it at that moment: it never happened (R97, R100, R151, ...)
    CalledOff, // an attack its attacker called off before the dice (R74)
};

template <> struct EnumTable<PlayStatus>
{
    static constexpr std::array<EnumEntry<PlayStatus>, 5> entries{{
        {PlayStatus::Effective, u"effective", u"Effective"},
        {PlayStatus::Cancelled, u"cancelled", u"Cancelled"},
        {PlayStatus::Illegal, u"illegal", u"Illegal"},
        {PlayStatus::Refused, u"refused", u"Refused"},
        {PlayStatus::CalledOff, u"called-off", u"Called off"},
    }};
};

// A thing a play puts on the line.
enum class PlayItemKind : quint8 { Token, Plot, Card };

template <> struct EnumTable<PlayItemKind>
{
    static constexpr std::array<EnumEntry<PlayItemKind>, 3> entries{{
        {PlayItemKind::Token, u"token", u"Action token"},
        {PlayItemKind::Plot, u"plot", u"Plot"},
        {PlayItemKind::Card, u"card", u"Card"},
    }};
};

// Where it ends up.
enum class ItemFate : quint8 {
    Spent,       // a token used
    Returned,    // a token back on its group
    Lost,        // a token or Plot gone without effect
    Discarded,   // a Plot or card on the discard pile
    Hand,        // back in (or into) a hand
    HandExposed, // back in its owner's hand, exposed
    InPlay,      // on the table: an NWO in force, a card taken over
    // A Group card of a hand whose second attempt was cancelled: not back in hand, it is
    // discarded at the end of the turn unless taken before (R91).
    UntilTurnEnd,
    Destroyed, // a group destroyed by an attack: on its owner's discard pile, counted destroyed
};

template <> struct EnumTable<ItemFate>
{
    static constexpr std::array<EnumEntry<ItemFate>, 9> entries{{
        {ItemFate::Spent, u"spent", u"Spent"},
        {ItemFate::Returned, u"returned", u"Returned"},
        {ItemFate::Lost, u"lost", u"Lost"},
        {ItemFate::Discarded, u"discarded", u"Discarded"},
        {ItemFate::Hand, u"hand", u"Back in hand"},
        {ItemFate::HandExposed, u"hand-exposed", u"Back in hand, exposed"},
        {ItemFate::InPlay, u"in-play", u"In play"},
        {ItemFate::UntilTurnEnd, u"until-turn-end",
         u"Discarded at the end of the turn unless taken"},
        {ItemFate::Destroyed, u"destroyed", u"Destroyed"},
    }};
};

// One token, Plot or card a play involved, and where it ends up, by which rule.
struct PlayItem
{
    PlayItemKind kind = PlayItemKind::Token;
    InstanceId card; // Token: the group; Card: the card of a hand or the table
    QString name;    // the card's name (a Plot's, an agents card's)
    QString owner;   // the player it belongs to
    ItemFate fate = ItemFate::Spent;
    RuleId rule = RuleId::None;

    friend bool operator==(const PlayItem &, const PlayItem &) = default;
};

} // namespace inwo
