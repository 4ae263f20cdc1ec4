#pragma once

#include "cards/cardtypes.h"

#include <QCoreApplication>
#include <QString>

namespace inwo {

struct Card;

// The translated words the UI shows for the card enums (core's display names are English only).
class EnumNames
{
    Q_DECLARE_TR_FUNCTIONS(inwo::EnumNames)

public:
    static QString name(Alignment value);
    static QString name(Attribute value);
    static QString name(CardSet value);
    static QString name(CardBack value);
    static QString name(CardType value);
    static QString name(NwoColor value);
    static QString name(ResourceKind value);
    static QString name(Keyword value);
    static QString name(Rarity value);

    // "New World Order (Red)" for NWOs, the type's name otherwise.
    static QString typeName(const Card &card);
    // "NWO (Red)" for NWOs, the type's name otherwise: for narrow table columns.
    static QString shortTypeName(const Card &card);
    // "Liberal, Government (sometimes)": a card's alignments as printed.
    static QString alignments(const Card &card);
    static QString attributes(const Card &card);
};

} // namespace inwo
