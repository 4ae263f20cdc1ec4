#pragma once

#include "importerror.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace inwo {

class CardDatabase;

struct ImportReport
{
    int cardsRead = 0;
    int cardsAdded = 0;   // cards the bundled dataset did not have
    int cardsUpdated = 0; // facts updated on cards already known
    int textsStored = 0;
    int imagesFound = 0;
};

// Imports a user's LackeyCCG INWO plugin folder: reads sets/carddata.txt (or carddata.txt in the
// folder itself), updates card facts, stores card text and errata as user data, and finds the card
// images under sets/setimages. All in one transaction: on any error nothing changes.
class LackeyImporter
{
public:
    explicit LackeyImporter(CardDatabase &database);

    // Called with (done, total) as rows are stored; return false to cancel (nothing changes).
    using Progress = std::function<bool(int done, int total)>;

    bool importFolder(const QString &folder, ImportReport *report, ImportError *error,
                      const Progress &progress = {});

private:
    CardDatabase &m_database;
};

} // namespace inwo
