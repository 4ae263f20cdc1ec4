#pragma once

#include "cards/cardrepository.h"
#include "decks/deckformat.h"

#include <QList>
#include <QString>

#include <optional>

namespace inwo {

// The deck formats a user can check against: the built-in ones (resources/formats, compiled in)
// and the user's own JSON files in the "formats" folder beside their database.
class FormatLibrary
{
public:
    // Loads every format; a broken file is reported in `errors` and left out, the rest load.
    static FormatLibrary load(const CardRepository &cards, const QString &userFolder,
                              QList<FormatError> *errors);

    // <folder of the database>/formats
    static QString userFolderFor(const QString &databasePath);

    const QList<DeckFormat> &formats() const { return m_formats; }
    // By id ("plan28") or name ("Plan 28"), case-insensitively.
    std::optional<DeckFormat> find(const QString &idOrName) const;

private:
    QList<DeckFormat> m_formats;
};

} // namespace inwo
