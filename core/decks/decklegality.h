#pragma once

#include "cards/cardrepository.h"
#include "decks/deck.h"
#include "decks/deckformat.h"
#include "decks/deckimport.h"

#include <QList>
#include <QStringList>

namespace inwo {

enum class ViolationCode : quint8 {
    DeckSize,
    IlluminatiCount,
    GroupCount,
    PlotCount,
    Copies,
    Restricted,
    UltraRestricted,
    Banned,
    SetNotAllowed,
    UnknownCard,
};

template <> struct EnumTable<ViolationCode>
{
    static constexpr std::array<EnumEntry<ViolationCode>, 10> entries{{
        {ViolationCode::DeckSize, u"deck-size", u"Deck size"},
        {ViolationCode::IlluminatiCount, u"illuminati-count", u"Illuminati"},
        {ViolationCode::GroupCount, u"group-count", u"Group deck"},
        {ViolationCode::PlotCount, u"plot-count", u"Plot deck"},
        {ViolationCode::Copies, u"copies", u"Copies"},
        {ViolationCode::Restricted, u"restricted", u"Restricted"},
        {ViolationCode::UltraRestricted, u"ultra-restricted", u"Ultra Restricted"},
        {ViolationCode::Banned, u"banned", u"Banned"},
        {ViolationCode::SetNotAllowed, u"set-not-allowed", u"Set not allowed"},
        {ViolationCode::UnknownCard, u"unknown-card", u"Unknown card"},
    }};
};

enum class VerdictStatus : quint8 { Legal, Illegal, LegalUnverifiable };

template <> struct EnumTable<VerdictStatus>
{
    static constexpr std::array<EnumEntry<VerdictStatus>, 3> entries{{
        {VerdictStatus::Legal, u"legal", u"Legal"},
        {VerdictStatus::Illegal, u"illegal", u"Illegal"},
        {VerdictStatus::LegalUnverifiable, u"legal-unverifiable",
         u"Legal as far as it can be checked"},
    }};
};

// One broken rule: what, which cards, in plain words, and the rule's own words with its source.
struct Violation
{
    ViolationCode code = ViolationCode::DeckSize;
    QStringList cardIds;
    QString message; // "the Plot deck holds 21 cards; the format asks for 20"
    RuleText rule;
};

struct DeckVerdict
{
    VerdictStatus status = VerdictStatus::Legal;
    QList<Violation> violations;
    QList<RuleText> unverifiable; // what the format says that no program can check
};

// How a deck's cards count against a format: the lead Illuminati, Group-back and Plot-back cards
// (an Illuminati outside the lead is an agent and counts as a Plot). One Big Deck's shared zones
// are not part of a player's deck.
struct DeckCounts
{
    int total = 0;
    int illuminati = 0;
    int groupDeck = 0;
    int plotDeck = 0;
    // Why a pile's count differs from its zone's: cards of the Lead that are no Illuminati count
    // in the pile their back names, and cards the database does not know count in none.
    int groupDeckFromLead = 0;
    int plotDeckFromLead = 0;
    int unknownInGroupDeck = 0;
    int unknownInPlotDeck = 0;
    static DeckCounts of(const Deck &deck, const CardRepository &cards);
};

// Checks a deck against a format, every rule on its own, so one problem never hides another.
DeckVerdict checkDeck(const Deck &deck, const DeckFormat &format, const CardRepository &cards);

// Adds every unresolved line of an import (a line that names no card, or more than one, or is not
// text) as an unknown card naming the file and line, and makes the verdict Illegal: a deck that
// lost a line in import is never called legal.
void addUnresolvedImportLines(DeckVerdict *verdict, const DeckImportReport &report);

// A deck with no card and no line of an import still to resolve: it says it is empty rather
// than listing every count it misses (the window, the PDF sheet and `inwo deck check` alike).
bool isEmptyDeck(const Deck &deck, const DeckVerdict &verdict);

} // namespace inwo
