#pragma once

#include "card.h"
#include "cardrepository.h"

#include <QList>
#include <QString>

namespace inwo {

// What a written card name turned out to be.
struct NameResolution
{
    enum class Kind : quint8 {
        Exact,      // the name as the card prints it
        Normalised, // equal once case, punctuation, '&'/'and', a leading "The" are set aside
        Fuzzy,      // a near miss ("Blitzkreig"); `confidence` says how near
        Ambiguous,  // two or more cards are nearly as close; `candidates` lists them
        NotFound,
    };

    Kind kind = Kind::NotFound;
    QList<Card> candidates; // the card first; for Ambiguous every close candidate
    double confidence = 0.0; // 1.0 for Exact and Normalised

    bool isResolved() const
    {
        return kind == Kind::Exact || kind == Kind::Normalised || kind == Kind::Fuzzy;
    }
    const Card &card() const { return candidates.first(); }
};

// Turns names as people write them into cards. Deck import and format files use the same one,
// so "Savings and Loan Scam" is the card "Savings & Loan Scam" everywhere.
class CardNameResolver
{
public:
    explicit CardNameResolver(const CardRepository &repository);

    NameResolution resolve(const QString &written) const;

private:
    const CardRepository &m_repository;
};

} // namespace inwo
