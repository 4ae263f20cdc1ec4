#pragma once

#include "attack/attackfacts.h"
#include "table/tablefacts.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace inwo {

class CardDatabase;

// The card text the user imported from his LackeyCCG plugin, for the lines where the referee
// decides what a card does: the window shows the card's own words beside them, so the referee
// reads the card without looking it up. Nothing of it is bundled; without an import there is none.
class ImportedCardText
{
    Q_DECLARE_TR_FUNCTIONS(inwo::ImportedCardText)

public:
    explicit ImportedCardText(const CardDatabase &database);

    // The imported text (with its errata) of the card called `name`; "" when none was imported.
    QString of(const QString &name) const;
    // The cards changed (an import): read the texts again.
    void forget() { m_byName.clear(); }

    // The lines whose card the referee applies (`abilityCard` names it): an ability the program
    // does not apply or has not checked, an NWO or a goal it leaves to the referee.
    static bool isForTheReferee(FactCode code);
    static bool isForTheReferee(TableFactCode code);
    // `text` under a heading naming the card, to follow a line's own tooltip ("" for no text).
    static QString beside(const QString &card, const QString &text);

private:
    const CardDatabase &m_database;
    mutable QHash<QString, QString> m_byName;
};

} // namespace inwo
