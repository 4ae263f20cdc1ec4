#include "cardnameresolver.h"

#include "textnormalizer.h"

using namespace Qt::StringLiterals;

namespace inwo {

CardNameResolver::CardNameResolver(const CardRepository &repository) : m_repository(repository) {}

NameResolution CardNameResolver::resolve(const QString &written) const
{
    NameResolution result;
    const QString trimmed = written.trimmed();
    if (trimmed.isEmpty())
        return result;
    QList<Card> cards = m_repository.cardsByName(trimmed);
    // A missing or extra leading "The" ("Big Prawn" for "The Big Prawn").
    if (cards.isEmpty()) {
        const QString normal = TextNormalizer::normalize(trimmed);
        cards = m_repository.cardsByName(normal.startsWith(u"the "_s) ? normal.mid(4)
                                                                     : u"the "_s + normal);
    }
    if (cards.isEmpty())
        return result;
    result.candidates = cards;
    if (cards.size() > 1) {
        result.kind = NameResolution::Kind::Ambiguous;
        return result;
    }
    result.kind = cards.first().name == trimmed ? NameResolution::Kind::Exact
                                                : NameResolution::Kind::Normalised;
    result.confidence = 1.0;
    return result;
}

} // namespace inwo
