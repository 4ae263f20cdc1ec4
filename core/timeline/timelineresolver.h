#pragma once

#include "common/enumtable.h"
#include "table/tablefacts.h"
#include "timeline/timeline.h"

#include <QList>
#include <QString>

namespace inwo {

class CardAbilities;
class CardRepository;

// What came of a play (issue 13).
enum class PlayStatus : quint8 {
    Effective, // it stands
    Cancelled, // a standing cancel (or the cancelled attack it was part of) undid it (R83)
    Illegal,   // a change made it illegal before the dice (R85, R86, R89, R94) or a rival's
               // identical play came first (R104)
    Refused,   // the rules forbid it at that moment: it never happened (R97, R100, R151, ...)
};

template <> struct EnumTable<PlayStatus>
{
    static constexpr std::array<EnumEntry<PlayStatus>, 4> entries{{
        {PlayStatus::Effective, u"effective", u"Effective"},
        {PlayStatus::Cancelled, u"cancelled", u"Cancelled"},
        {PlayStatus::Illegal, u"illegal", u"Illegal"},
        {PlayStatus::Refused, u"refused", u"Refused"},
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
};

template <> struct EnumTable<ItemFate>
{
    static constexpr std::array<EnumEntry<ItemFate>, 7> entries{{
        {ItemFate::Spent, u"spent", u"Spent"},
        {ItemFate::Returned, u"returned", u"Returned"},
        {ItemFate::Lost, u"lost", u"Lost"},
        {ItemFate::Discarded, u"discarded", u"Discarded"},
        {ItemFate::Hand, u"hand", u"Back in hand"},
        {ItemFate::HandExposed, u"hand-exposed", u"Back in hand, exposed"},
        {ItemFate::InPlay, u"in-play", u"In play"},
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

struct ResolvedPlay
{
    QString id;
    PlayStatus status = PlayStatus::Effective;
    RuleId rule = RuleId::None; // why it has that status (None: it simply stands)
    QString cancelledBy;        // the cancel, or the cancel of the attack it was part of
    QList<PlayItem> items;
    QList<TableFact> lines; // its status and each item's fate, each with its rule
};

struct TimelineResolution
{
    QList<ResolvedPlay> plays; // one per play, in order
    Position position;         // the table after every play that stands
    QList<TableFact> lines;    // about the timeline as a whole
};

// Settles a timeline (issue 13): which plays stand, which were cancelled, made illegal or
// refused, and where every token, Plot and card ends up, each with the rule that says so; then
// the position the plays that stand leave. `cards` gives the facts of the table's cards
// (alignments for aiding and defending, R23, R24, R29, R30; a Unique Resource, R134; an NWO's
// colour), `abilities` the NWO effects on them.
TimelineResolution resolveTimeline(const Timeline &timeline, const CardRepository &cards,
                                   const CardAbilities *abilities = nullptr);

} // namespace inwo
