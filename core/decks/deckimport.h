#pragma once

#include "cards/card.h"
#include "cards/cardrepository.h"
#include "common/enumtable.h"
#include "decks/deck.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace inwo {

// What became of one line (or one <card> element) of an imported deck file.
enum class DeckLineStatus : quint8 {
    Card,        // a card, by its exact or normalised name
    Fuzzy,       // a card by a near miss of its name; see the confidence
    Ambiguous,   // two or more cards are nearly as close: none was taken
    NotFound,    // meant as a card, but names none
    Undecodable, // bytes that are not text (bad UTF-8, a NUL): not read, so the deck is unknown
    Header,      // a section header ("Plots:"); it may set the zone of what follows
    Ignored,     // prose, the deck's name, a comment, a heading, a card name outside the list
    Blank,
};

template <> struct EnumTable<DeckLineStatus>
{
    static constexpr std::array<EnumEntry<DeckLineStatus>, 8> entries{{
        {DeckLineStatus::Card, u"card", u"Card"},
        {DeckLineStatus::Fuzzy, u"fuzzy", u"Near miss"},
        {DeckLineStatus::Ambiguous, u"ambiguous", u"Ambiguous"},
        {DeckLineStatus::NotFound, u"not-found", u"Not a card"},
        {DeckLineStatus::Undecodable, u"undecodable", u"Not text"},
        {DeckLineStatus::Header, u"header", u"Header"},
        {DeckLineStatus::Ignored, u"ignored", u"Ignored"},
        {DeckLineStatus::Blank, u"blank", u"Blank"},
    }};
};

// One line of an import report: the line as written and what the importer made of it.
struct DeckImportLine
{
    int lineNumber = 0; // 1-based
    QString text;       // as written, without the line break
    DeckLineStatus status = DeckLineStatus::Ignored;
    QString cardId;               // Card and Fuzzy
    QString cardName;             // Card and Fuzzy: the card's printed name
    int quantity = 0;             // Card and Fuzzy: copies added
    std::optional<DeckZone> zone; // Card and Fuzzy: where the (first) copy went
    double confidence = 0.0;      // 1.0 for Card, (0, 1) for Fuzzy and Ambiguous
    QStringList candidateIds;     // Ambiguous: every close card, best first
    QString message;              // why, in words ("near miss of Blitzkrieg (90%)")

    bool isCard() const
    {
        return status == DeckLineStatus::Card || status == DeckLineStatus::Fuzzy;
    }
    // The line as people read it: a LackeyCCG line (<card><name>Gun Lobby</name><set>Limited
    // </set></card>) as "Gun Lobby (Limited)", any other line as written.
    QString shownText() const;
    // A line that may have meant a card and gave none: the deck as read is not the deck written.
    bool isUnresolved() const
    {
        return status == DeckLineStatus::Ambiguous || status == DeckLineStatus::NotFound ||
               status == DeckLineStatus::Undecodable;
    }
};

// The card name a line that names no card wrote, without the copies written before or after it
// ("2x Mind-Control Lasers", "Mind-Control Lasers x2"), and those copies (1 when none).
struct WrittenCopies
{
    QString name;
    int copies = 1;
};
WrittenCopies writtenCopiesOf(const QString &written);

// Every line of an imported file and what became of it.
struct DeckImportReport
{
    QString sourceName; // the file name the caller gave
    QList<DeckImportLine> lines;

    int count(DeckLineStatus status) const;
    // Copies taken into the deck (Card and Fuzzy lines).
    int cardCopies() const;
    // True when no line is unresolved (Ambiguous, NotFound or Undecodable).
    bool allCardsResolved() const;
    int unresolvedCount() const;
};

// A deck read from a file, with its report; `error` is set when the file could not be read at all
// (then the deck is empty).
struct DeckImportResult
{
    Deck deck;
    DeckImportReport report;
    QString error; // "<source>:<line>: <what>"

    bool ok() const { return error.isEmpty(); }
};

// "Lead", "Group Deck", "Plot Deck", "Shared Groups", "Shared Plots": the words files write.
QString deckZoneTitle(DeckZone zone);
// The same in the reader's language, for what the program says ("cards go to the Plot deck").
QString deckZoneName(DeckZone zone);
// Case-insensitive inverse of deckZoneTitle ("plot deck" -> PlotDeck).
std::optional<DeckZone> deckZoneFromTitle(QStringView title);

// The zone a card nobody placed goes to in `deck`: the first Illuminati leads, a further one is
// an agent in the Plot deck, other cards go by their back (the deck editor's rule for "add").
DeckZone automaticZone(const Deck &deck, const Card &card, const CardRepository &cards);

// Collects cards into a deck's entries, one entry per card and zone in the order first seen, and
// decides the zone of a card nobody placed: the first Illuminati leads, further Illuminati are
// agents in the Plot deck, others go by their back.
class DeckBuilder
{
public:
    // Adds `quantity` copies of `card`, in `zone` when given; returns the zone of the first copy.
    DeckZone add(const Card &card, int quantity, std::optional<DeckZone> zone = std::nullopt);
    // Adds copies of a card known only by id (a writer's round trip keeps unknown ids).
    void add(const QString &cardId, int quantity, DeckZone zone);

    const Deck &deck() const { return m_deck; }
    Deck &deck() { return m_deck; }

private:
    bool m_leadHasIlluminati = false;
    Deck m_deck;
};

} // namespace inwo
