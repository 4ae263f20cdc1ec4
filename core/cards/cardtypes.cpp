#include "cards/cardtypes.h"

namespace inwo {

std::optional<Alignment> oppositeOf(Alignment alignment)
{
    switch (alignment) {
    case Alignment::Government:
        return Alignment::Corporate;
    case Alignment::Corporate:
        return Alignment::Government;
    case Alignment::Liberal:
        return Alignment::Conservative;
    case Alignment::Conservative:
        return Alignment::Liberal;
    case Alignment::Peaceful:
        return Alignment::Violent;
    case Alignment::Violent:
        return Alignment::Peaceful;
    case Alignment::Straight:
        return Alignment::Weird;
    case Alignment::Weird:
        return Alignment::Straight;
    case Alignment::Fanatic:
        return Alignment::Fanatic;
    case Alignment::Criminal:
    case Alignment::Communist: // INWO has no opposite for them; the boxed game's are elsewhere
    case Alignment::Socialist:
        break;
    }
    return std::nullopt;
}

QList<Alignment> inwoAlignments()
{
    QList<Alignment> alignments = allOf<Alignment>();
    alignments.removeAll(Alignment::Communist);
    alignments.removeAll(Alignment::Socialist);
    return alignments;
}

} // namespace inwo
