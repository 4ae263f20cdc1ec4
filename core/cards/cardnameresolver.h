#pragma once

#include "cards/card.h"
#include "cards/cardrepository.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace inwo {

// What a written card name turned out to be.
struct NameResolution
{
    enum class Kind : quint8 {
        Exact,      // the name as the card prints it
        Normalised, // equal once case, punctuation, '&'/'and', '½'/'1/2', number words, spaces and
                    // a leading "The" are set aside
        Fuzzy,      // a near miss ("Blitzkreig"), initials ("SMWNMTK") or the words in another
                    // order; `confidence` says how sure
        Ambiguous,  // two or more cards are nearly as close; `candidates` lists them
        NotFound,
    };

    Kind kind = Kind::NotFound;
    QList<Card> candidates;  // the card first; for Ambiguous every close candidate
    double confidence = 0.0; // 1.0 for Exact and Normalised; (0, 1) for Fuzzy and Ambiguous

    bool isResolved() const
    {
        return kind == Kind::Exact || kind == Kind::Normalised || kind == Kind::Fuzzy;
    }
    const Card &card() const { return candidates.first(); }
};

// Turns names as people write them into cards. Deck import and format files use the same one,
// so "Savings and Loan Scam" is the card "Savings & Loan Scam" everywhere. It reads every card
// of the repository once, on first use, and indexes the names so that resolving one costs about
// the same with a thousand cards or a hundred thousand; make a new resolver when the cards
// change.
class CardNameResolver
{
public:
    // How far a resolution may go.
    enum class Matching : quint8 {
        AllowFuzzy, // exact, normalised, then near misses and initials ("SMWNMTK")
        NoFuzzy,    // exact and normalised only: a cheap "is this a card name?"
    };

    explicit CardNameResolver(const CardRepository &repository);
    ~CardNameResolver();
    CardNameResolver(const CardNameResolver &) = delete;
    CardNameResolver &operator=(const CardNameResolver &) = delete;

    NameResolution resolve(const QString &written, Matching matching = Matching::AllowFuzzy) const;

    // The comparison key of a name: its canonical words without spaces ("The Nine Unknown Men"
    // -> "9unknownmen", "Multinational Oil Cos." -> "multinationaloilcompanies").
    static QString keyOf(QStringView name);

    // The words a name is compared by: normalized (case, accents, punctuation, '&' as "and"),
    // '½' as "1/2", "Big Prawn, The" as "The Big Prawn", no leading "the", and each word
    // canonical (TextNormalizer::canonicalWord: number words as digits, abbreviations written
    // out). "The Gnomes of Zürich" -> {"gnomes", "of", "zurich"}.
    static QStringList canonicalWords(QStringView name);

    // The cards whose name is within a few edits of `written` (a near miss, or Ambiguous when
    // two are nearly as close), found through an index of every name: what resolve() answers
    // for a name that is no card's, no initials and no short name.
    NameResolution nearMisses(const QString &written) const;
    // The same, by comparing `written` with every card's name: the reference nearMisses() must
    // agree with. Slow; for tests.
    NameResolution nearMissesByScan(const QString &written) const;

    // The cards a message may name for a name that is no card's ("did you mean ...?"): the near
    // misses, or for a name too short to have any (four or five letters, "The Mafai"), the cards
    // one edit away. A suggestion is shown, never taken.
    NameResolution suggestionsFor(const QString &written) const;

    // A name a record of a game writes (a position, a timeline): exact or normalised, never a near
    // miss, since the file says which card it means. For a name that is no card's, nullopt, and
    // `error` says so with the nearest card when one is near: "no card named 'The Mafai' (did
    // you mean 'The Mafia'?)"; for a name two cards print, it names both.
    std::optional<Card> resolveRecorded(const QString &written, QString *error) const;

    // The longest card name, in words; a longer line is not a card name.
    int longestNameWords() const;

private:
    struct Index;
    const Index &index() const;
    // Initials, a short name of an Illuminati, or the words in another order.
    std::optional<NameResolution> resolveShorthand(const QString &written,
                                                   const QStringList &writtenWords,
                                                   const QString &key) const;
    NameResolution fuzzy(const QString &key) const;
    // How near misses are measured: by the bit-parallel algorithm (for the index's candidates,
    // already filtered by their letters), or by the table of edits alone (the reference the
    // tests compare it with).
    enum class Comparison : quint8 { Filtered, Reference };
    // The near misses of `key` among the cards at `candidates` (ascending indexes), each name
    // allowed `edits(length)` edits.
    NameResolution nearestAmong(const QString &key, const std::vector<qsizetype> &candidates,
                                Comparison comparison, int (*edits)(qsizetype)) const;

    const CardRepository &m_repository;
    mutable std::unique_ptr<Index> m_index;
};

} // namespace inwo
