#include "userabilities.h"

#include "carddatabase.h"

#include <QDateTime>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <memory>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The table of each database (by path), with the revision of its confirmations it was made at.
struct Cached
{
    quint64 revision = 0;
    std::shared_ptr<const CardAbilities> abilities;
};

QHash<QString, quint64> &revisions()
{
    static QHash<QString, quint64> byPath;
    return byPath;
}

QHash<QString, Cached> &cache()
{
    static QHash<QString, Cached> byPath;
    return byPath;
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

const CardAbility *unverifiedAbility(const AbilityConfirmation &confirmation)
{
    for (const CardAbility &ability : bundledAbilities().of(confirmation.cardId)) {
        if (ability.words == confirmation.words && !ability.verified)
            return &ability;
    }
    return nullptr;
}

} // namespace

UserAbilities::UserAbilities(const CardDatabase &database) : m_database(database)
{}

QList<AbilityConfirmation> UserAbilities::confirmations(QString *error) const
{
    QList<AbilityConfirmation> list;
    // A command that opened no database (a scenario naming no card) has none confirmed.
    if (!m_database.connection().isOpen())
        return list;
    QSqlQuery query(m_database.connection());
    if (!query.exec(
            u"SELECT card_id, words FROM ability_confirmations ORDER BY card_id, words"_s)) {
        setError(error, u"cannot read the confirmed abilities: %1"_s.arg(
                            m_database.explain(query.lastError())));
        return {};
    }
    while (query.next())
        list.append({query.value(0).toString(), query.value(1).toString()});
    return list;
}

QList<UnverifiedAbility> UserAbilities::unverified(QString *error) const
{
    const QList<AbilityConfirmation> confirmed = confirmations(error);
    QList<UnverifiedAbility> list;
    const CardAbilities &bundled = bundledAbilities();
    for (const QString &cardId : bundled.cardIds()) {
        for (const CardAbility &ability : bundled.of(cardId)) {
            if (!ability.verified)
                list.append({cardId, ability, confirmed.contains({cardId, ability.words})});
        }
    }
    return list;
}

bool UserAbilities::confirm(const AbilityConfirmation &confirmation, QString *error)
{
    if (!unverifiedAbility(confirmation)) {
        setError(error, u"no unverified ability of %1 reads '%2'"_s.arg(confirmation.cardId,
                                                                        confirmation.words));
        return false;
    }
    if (m_database.refusesWrites(error))
        return false;
    QSqlQuery query(m_database.connection());
    query.prepare(u"INSERT OR REPLACE INTO ability_confirmations (card_id, words, confirmed_at) "
                  "VALUES (?, ?, ?)"_s);
    query.addBindValue(confirmation.cardId);
    query.addBindValue(confirmation.words);
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!query.exec()) {
        setError(error,
                 u"cannot confirm the ability: %1"_s.arg(m_database.explain(query.lastError())));
        return false;
    }
    ++revisions()[m_database.path()];
    return true;
}

bool UserAbilities::withdraw(const AbilityConfirmation &confirmation, QString *error)
{
    if (m_database.refusesWrites(error))
        return false;
    QSqlQuery query(m_database.connection());
    query.prepare(u"DELETE FROM ability_confirmations WHERE card_id = ? AND words = ?"_s);
    query.addBindValue(confirmation.cardId);
    query.addBindValue(confirmation.words);
    if (!query.exec()) {
        setError(error, u"cannot withdraw the confirmation: %1"_s.arg(
                            m_database.explain(query.lastError())));
        return false;
    }
    if (query.numRowsAffected() == 0) {
        setError(error, u"%1 has no confirmed ability reading '%2'"_s.arg(confirmation.cardId,
                                                                          confirmation.words));
        return false;
    }
    ++revisions()[m_database.path()];
    return true;
}

const CardAbilities &UserAbilities::abilities() const
{
    const QString path = m_database.path();
    const quint64 revision = revisions().value(path);
    Cached &cached = cache()[path];
    if (!cached.abilities || cached.revision != revision) {
        QString error;
        const QList<AbilityConfirmation> confirmed = confirmations(&error);
        cached.abilities = confirmed.isEmpty()
                               ? std::shared_ptr<const CardAbilities>(
                                     std::shared_ptr<const CardAbilities>{}, &bundledAbilities())
                               : std::make_shared<const CardAbilities>(
                                     bundledAbilities().withConfirmed(confirmed));
        cached.revision = revision;
        // A window may still hold the table it was given: the tables made stay alive.
        static QList<std::shared_ptr<const CardAbilities>> made;
        made.append(cached.abilities);
    }
    return *cached.abilities;
}

} // namespace inwo
