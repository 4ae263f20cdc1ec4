// The card abilities every engine applies for one database: the bundled dataset's, with the
// unverified abilities the user confirmed (migration 008). Confirming and withdrawing are one
// transaction each; the table the engines read follows at once.
#pragma once

#include "cards/cardabilities.h"

#include <QList>
#include <QString>

namespace inwo {

class CardDatabase;

// An unverified ability of the bundled dataset, for a list to confirm from.
struct UnverifiedAbility
{
    QString cardId;
    CardAbility ability;
    bool confirmed = false;
};

class UserAbilities
{
public:
    explicit UserAbilities(const CardDatabase &database);

    // The confirmations stored; empty with `error` set when they cannot be read.
    QList<AbilityConfirmation> confirmations(QString *error = nullptr) const;
    // Every unverified ability of the bundled dataset, in card order, with whether it is
    // confirmed.
    QList<UnverifiedAbility> unverified(QString *error = nullptr) const;
    // Confirms an unverified ability of the dataset; false with `error` when none has this card
    // and words, it is verified already, or the database refuses.
    bool confirm(const AbilityConfirmation &confirmation, QString *error);
    // Withdraws a confirmation; false with `error` when there is none or the database refuses.
    bool withdraw(const AbilityConfirmation &confirmation, QString *error);

    // The table the engines apply: bundled with the confirmations (bundled alone when they cannot
    // be read). It stays valid while the program runs; after a confirm or withdraw on this
    // database, the next call makes a new one.
    const CardAbilities &abilities() const;

private:
    const CardDatabase &m_database;
};

} // namespace inwo
