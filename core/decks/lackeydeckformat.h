#pragma once

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "decks/deckimport.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace inwo {

// LackeyCCG's .dek deck files (<deck><superzone name="..."><card><name/><set/></card>..., one
// <card> per copy): read, tolerating the bare '&' LackeyCCG writes, and written well-formed.
class LackeyDeckFormat
{
public:
    // Reads a .dek file's bytes; `sourceName` names the file in errors and gives the deck its
    // name ("Alien_Nation.dek" -> "Alien Nation"). Every <card> is one line of the report.
    static DeckImportResult read(const QByteArray &bytes, const QString &sourceName,
                                 const CardNameResolver &resolver);
    // The deck as a .dek file. A card id `cards` does not know is written as its own name.
    static QByteArray write(const Deck &deck, const CardRepository &cards);

    // `bytes` with every '&' that does not start an XML entity or character reference written as
    // "&amp;"; line breaks stay where they were, so line numbers still match the file.
    static QByteArray escapeBareAmpersands(const QByteArray &bytes);

    // "Lead Cards", "Group Deck", "Plot Deck", "Shared Groups", "Shared Plots".
    static QString superzoneName(DeckZone zone);
    static std::optional<DeckZone> zoneFromSuperzone(QStringView name);
    // The plugin's set names: "Limited" (the base set), "Assassins", "Subgenius", ...
    static QString setName(CardSet set);
    static std::optional<CardSet> setFromName(QStringView name);
    // "decks/Alien_Nation.dek" -> "Alien Nation".
    static QString deckNameFromFileName(const QString &fileName);
};

} // namespace inwo
