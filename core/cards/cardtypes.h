#pragma once

#include "common/enumtable.h"

namespace inwo {

// The ten INWO alignments (000_42f3d193c8c5ff8e.txt, Alignments).
enum class Alignment : quint8 {
    Government,
    Corporate,
    Liberal,
    Conservative,
    Peaceful,
    Violent,
    Straight,
    Weird,
    Criminal,
    Fanatic,
    // The original boxed game only: Government's opposite there is Communist (001, lines
    // 121-122); a later edition pairs Corporate with Socialist (003). No INWO card has them.
    Communist,
    Socialist,
};

// Attributes printed at a group's lower right; they have no automatic effect.
enum class Attribute : quint8 {
    Bank,
    Church,
    Coastal,
    Communist,
    Computer,
    Green,
    Huge,
    Magic,
    Media,
    Nation,
    Science,
    Secret,
    Space,
    SubGenius,
};

// The published sets; Limited and Unlimited are one set ("base").
enum class CardSet : quint8 { Base, Assassins, SubGenius, Virtual, German, German2, Fan };

// The design on the back of a card: a puppet (Group deck) or a hand (Plot deck).
enum class CardBack : quint8 { Group, Plot };

enum class CardType : quint8 {
    Organization,
    Personality,
    Place,
    Resource,
    Illuminati,
    Plot,
    Goal,
    Disaster,
    Assassination,
    NewWorldOrder,
};

enum class NwoColor : quint8 { Red, Blue, Yellow };

enum class ResourceKind : quint8 { Unique, Artifact, Gadget, Magic };

// Words printed at the bottom of a card that change how it is played.
enum class Keyword : quint8 {
    Zap,
    Freeze,
    Paralysis,
    Disaster,
    Assassination,
    EndsTurn,
    DrawNoGroupCards,
    DrawNoPlotCards,
    ExposeAllPlots,
    SpendNoIlluminatiTokens,
};

// Rarity codes as printed in the LackeyCCG data (C, U, R; U3/U4/UR in Assassins; DC and E in
// SubGenius; I for the base Illuminati; S for promotional cards; X for cards sold outside
// boosters).
enum class Rarity : quint8 { C, U, R, U3, U4, UR, DC, E, I, S, X };

template <> struct EnumTable<Alignment>
{
    static constexpr std::array<EnumEntry<Alignment>, 12> entries{{
        {Alignment::Government, u"government", u"Government"},
        {Alignment::Corporate, u"corporate", u"Corporate"},
        {Alignment::Liberal, u"liberal", u"Liberal"},
        {Alignment::Conservative, u"conservative", u"Conservative"},
        {Alignment::Peaceful, u"peaceful", u"Peaceful"},
        {Alignment::Violent, u"violent", u"Violent"},
        {Alignment::Straight, u"straight", u"Straight"},
        {Alignment::Weird, u"weird", u"Weird"},
        {Alignment::Criminal, u"criminal", u"Criminal"},
        {Alignment::Fanatic, u"fanatic", u"Fanatic"},
        {Alignment::Communist, u"communist", u"Communist"},
        {Alignment::Socialist, u"socialist", u"Socialist"},
    }};
};

template <> struct EnumTable<Attribute>
{
    static constexpr std::array<EnumEntry<Attribute>, 14> entries{{
        {Attribute::Bank, u"bank", u"Bank"},
        {Attribute::Church, u"church", u"Church"},
        {Attribute::Coastal, u"coastal", u"Coastal"},
        {Attribute::Communist, u"communist", u"Communist"},
        {Attribute::Computer, u"computer", u"Computer"},
        {Attribute::Green, u"green", u"Green"},
        {Attribute::Huge, u"huge", u"Huge"},
        {Attribute::Magic, u"magic", u"Magic"},
        {Attribute::Media, u"media", u"Media"},
        {Attribute::Nation, u"nation", u"Nation"},
        {Attribute::Science, u"science", u"Science"},
        {Attribute::Secret, u"secret", u"Secret"},
        {Attribute::Space, u"space", u"Space"},
        {Attribute::SubGenius, u"subgenius", u"SubGenius"},
    }};
};

template <> struct EnumTable<CardSet>
{
    static constexpr std::array<EnumEntry<CardSet>, 7> entries{{
        {CardSet::Base, u"base", u"Limited/Unlimited"},
        {CardSet::Assassins, u"assassins", u"Assassins"},
        {CardSet::SubGenius, u"subgenius", u"SubGenius"},
        {CardSet::Virtual, u"virtual", u"Virtual"},
        {CardSet::German, u"german", u"German"},
        {CardSet::German2, u"german2", u"German 2"},
        {CardSet::Fan, u"fan", u"Fan"},
    }};
};

template <> struct EnumTable<CardBack>
{
    static constexpr std::array<EnumEntry<CardBack>, 2> entries{{
        {CardBack::Group, u"group", u"Group"},
        {CardBack::Plot, u"plot", u"Plot"},
    }};
};

template <> struct EnumTable<CardType>
{
    static constexpr std::array<EnumEntry<CardType>, 10> entries{{
        {CardType::Organization, u"organization", u"Organization"},
        {CardType::Personality, u"personality", u"Personality"},
        {CardType::Place, u"place", u"Place"},
        {CardType::Resource, u"resource", u"Resource"},
        {CardType::Illuminati, u"illuminati", u"Illuminati"},
        {CardType::Plot, u"plot", u"Plot"},
        {CardType::Goal, u"goal", u"Goal"},
        {CardType::Disaster, u"disaster", u"Disaster"},
        {CardType::Assassination, u"assassination", u"Assassination"},
        {CardType::NewWorldOrder, u"nwo", u"New World Order"},
    }};
};

template <> struct EnumTable<NwoColor>
{
    static constexpr std::array<EnumEntry<NwoColor>, 3> entries{{
        {NwoColor::Red, u"red", u"Red"},
        {NwoColor::Blue, u"blue", u"Blue"},
        {NwoColor::Yellow, u"yellow", u"Yellow"},
    }};
};

template <> struct EnumTable<ResourceKind>
{
    static constexpr std::array<EnumEntry<ResourceKind>, 4> entries{{
        {ResourceKind::Unique, u"unique", u"Unique"},
        {ResourceKind::Artifact, u"artifact", u"Artifact"},
        {ResourceKind::Gadget, u"gadget", u"Gadget"},
        {ResourceKind::Magic, u"magic", u"Magic"},
    }};
};

template <> struct EnumTable<Keyword>
{
    static constexpr std::array<EnumEntry<Keyword>, 10> entries{{
        {Keyword::Zap, u"zap", u"Zap!"},
        {Keyword::Freeze, u"freeze", u"Freeze!"},
        {Keyword::Paralysis, u"paralysis", u"Paralysis"},
        {Keyword::Disaster, u"disaster", u"Disaster!"},
        {Keyword::Assassination, u"assassination", u"Assassination!"},
        {Keyword::EndsTurn, u"ends-turn", u"Ends Turn"},
        {Keyword::DrawNoGroupCards, u"draw-no-group", u"Draw No Group Cards This Turn"},
        {Keyword::DrawNoPlotCards, u"draw-no-plot", u"Draw No Plot Cards This Turn"},
        {Keyword::ExposeAllPlots, u"expose-all-plots", u"Expose All Plots"},
        {Keyword::SpendNoIlluminatiTokens, u"spend-no-illuminati-tokens",
         u"Spend No Illuminati Tokens"},
    }};
};

template <> struct EnumTable<Rarity>
{
    static constexpr std::array<EnumEntry<Rarity>, 11> entries{{
        {Rarity::C, u"c", u"Common"},
        {Rarity::U, u"u", u"Uncommon"},
        {Rarity::R, u"r", u"Rare"},
        {Rarity::U3, u"u3", u"Uncommon (U3)"},
        {Rarity::U4, u"u4", u"Uncommon (U4)"},
        {Rarity::UR, u"ur", u"Ultra Rare"},
        {Rarity::DC, u"dc", u"DC"},
        {Rarity::E, u"e", u"E"},
        {Rarity::I, u"i", u"Illuminati"},
        {Rarity::S, u"s", u"Promotional"},
        {Rarity::X, u"x", u"X"},
    }};
};

// Group cards are the ones that go into a Power Structure below the Illuminati.
constexpr bool isGroupType(CardType type)
{
    return type == CardType::Organization || type == CardType::Personality ||
           type == CardType::Place;
}

// The INWO opposite of an alignment; Criminal has none, Fanatic is opposite to Fanatic
// (000_42f3d193c8c5ff8e.txt, Alignments).
std::optional<Alignment> oppositeOf(Alignment alignment);
// The ten INWO alignments (000_42f3d193c8c5ff8e.txt, lines 76-85), without the boxed game's.
QList<Alignment> inwoAlignments();

} // namespace inwo
