#pragma once

#include "cards/cardrepository.h"
#include "cards/cardtypes.h"
#include "decks/deck.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace inwo {

// The two piles a player draws from during a game: the Group deck (puppet backs, the Group Deck
// zone) and the Plot deck (hand backs, the Plot Deck zone, agents included). Lead cards start on
// the table and are never drawn.
enum class DrawPile : quint8 { Group, Plot };

template <> struct EnumTable<DrawPile>
{
    static constexpr std::array<EnumEntry<DrawPile>, 2> entries{{
        {DrawPile::Group, u"group", u"Group deck"},
        {DrawPile::Plot, u"plot", u"Plot deck"},
    }};
};

// A kind of card a deck builder asks the odds of drawing: any card of a type, with an alignment,
// an attribute or a keyword, or one named card. Parsed from and written as "type:personality",
// "alignment:violent", "attribute:media", "keyword:zap", "card:<id>".
struct CardKind
{
    enum class By : quint8 { Type, Alignment, Attribute, Keyword, Card };

    By by = By::Type;
    CardType type = CardType::Organization;
    Alignment alignment = Alignment::Government;
    Attribute attribute = Attribute::Bank;
    Keyword keyword = Keyword::Zap;
    QString cardId;

    bool matches(const Card &card) const; // a "(Sometimes)" alignment or attribute counts
    QString code() const;                 // "alignment:violent"
    static std::optional<CardKind> fromCode(QStringView code);
    bool operator==(const CardKind &) const = default;
};

// Copies per value of a printed number (Power or Resistance), over the cards that print one;
// cards whose number is '*' (variable) are counted apart.
struct StatHistogram
{
    QMap<int, int> copiesByValue;
    int variableCopies = 0;
    int total() const; // copies counted, variable included
};

// The numbers a deck builder wants (issue 3, section 5): counts by type, back, alignment and
// attribute, Power and Resistance histograms. Every count is in copies. Shared One Big Deck zones
// are left out, as in DeckCounts. A card the repository does not know is counted in `unknown`.
struct DeckStatistics
{
    int total = 0;
    int lead = 0;
    int groupDeck = 0;
    int plotDeck = 0;
    int unknown = 0;
    QMap<CardType, int> byType;
    QMap<CardBack, int> byBack;
    QMap<Alignment, int> byAlignment; // a card with two alignments counts under both
    QMap<Attribute, int> byAttribute;
    StatHistogram power;      // Groups and Illuminati (not Resources without Power)
    StatHistogram resistance; // Groups that print a Resistance

    static DeckStatistics of(const Deck &deck, const CardRepository &cards);

    // Copies in `pile` (Group Deck or Plot Deck zone) and how many of them are of `kind`.
    static int pileSize(const Deck &deck, DrawPile pile);
    static int copiesOfKind(const Deck &deck, const CardRepository &cards, DrawPile pile,
                            const CardKind &kind);
};

// The rulebook's opening hand (000_42f3d193c8c5ff8e.txt, Setup steps 4 and 6): three Plot cards
// and six Group cards.
inline constexpr int OpeningPlotDraws = 3;
inline constexpr int OpeningGroupDraws = 6;

// Hypergeometric odds: the chance of at least `atLeast` successes in `draws` cards drawn without
// replacement from `population` cards of which `successes` are of the wanted kind. Exact up to
// double rounding (ratios of consecutive terms from the mode, summed as positive terms); 0 or 1
// at the edges; draws beyond the population draw the whole pile.
double chanceAtLeast(int population, int successes, int draws, int atLeast);
// The chance of exactly `exactly` successes.
double chanceExactly(int population, int successes, int draws, int exactly);

// One question and its answer, as the CLI prints it and the GUI shows it.
struct DrawOdds
{
    DrawPile pile = DrawPile::Group;
    CardKind kind;
    int draws = 0;
    int atLeast = 1;
    int population = 0; // cards in the pile
    int successes = 0;  // of them, of `kind`
    double chance = 0.0;

    static DrawOdds compute(const Deck &deck, const CardRepository &cards, DrawPile pile,
                            const CardKind &kind, int draws, int atLeast);
};

// For the opening hand: the chance of at least one card of each type present in each pile
// (six Group draws, three Plot draws), ordered by pile then type.
QList<DrawOdds> openingHandOdds(const Deck &deck, const CardRepository &cards);

} // namespace inwo
