#include "deckstore.h"

#include "carddatabase.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QString timestampNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// SQLite stores a null QString as NULL; the text columns are NOT NULL.
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(u""_s) : QVariant(value);
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

DeckStore::DeckStore(CardDatabase &database) : m_database(database)
{}

QList<StoredDeckInfo> DeckStore::list(QString *error) const
{
    QList<StoredDeckInfo> decks;
    QSqlQuery query(m_database.connection());
    if (!query.exec(u"SELECT d.id, d.name, d.author, d.format_id, d.modified_at, "
                    "(SELECT COALESCE(SUM(c.quantity), 0) FROM deck_cards c "
                    " WHERE c.deck_id = d.id AND c.zone NOT IN ('shared-groups', 'shared-plots')), "
                    "d.entry_count, (SELECT count(*) FROM deck_cards c WHERE c.deck_id = d.id) "
                    "FROM decks d ORDER BY d.name COLLATE NOCASE, d.id"_s)) {
        setError(error, u"cannot list decks: %1"_s.arg(m_database.explain(query.lastError())));
        return decks;
    }
    while (query.next()) {
        StoredDeckInfo info;
        info.id = query.value(0).toLongLong();
        info.name = query.value(1).toString();
        info.author = query.value(2).toString();
        info.formatId = query.value(3).toString();
        info.modified = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
        info.cardCount = query.value(5).toInt();
        // Fewer rows than the deck was saved with: a damaged page hid them without an error.
        if (!query.value(6).isNull() && query.value(6).toInt() != query.value(7).toInt()) {
            m_database.reportDamage(
                u"deck %1 was saved with %2 card rows and %3 can be read"_s.arg(info.id)
                    .arg(query.value(6).toInt())
                    .arg(query.value(7).toInt()));
            setError(error, u"cannot list decks: %1"_s.arg(m_database.failure()->message()));
            return {};
        }
        decks.append(info);
    }
    if (query.lastError().isValid()) {
        setError(error, u"cannot list decks: %1"_s.arg(m_database.explain(query.lastError())));
        return {};
    }
    return decks;
}

std::optional<Deck> DeckStore::load(qint64 id, QString *error, QString *formatId) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT name, author, notes, format_id, entry_count FROM decks WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec()) {
        setError(error,
                 u"cannot read deck %1: %2"_s.arg(id).arg(m_database.explain(query.lastError())));
        return std::nullopt;
    }
    if (!query.next()) {
        setError(error, query.lastError().isValid() ? u"cannot read deck %1: %2"_s.arg(id).arg(
                                                          m_database.explain(query.lastError()))
                                                    : u"there is no deck %1"_s.arg(id));
        return std::nullopt;
    }
    Deck deck;
    deck.name = query.value(0).toString();
    deck.author = query.value(1).toString();
    deck.notes = query.value(2).toString();
    if (formatId)
        *formatId = query.value(3).toString();
    const QVariant entryCount = query.value(4);

    query.prepare(u"SELECT card_id, quantity, zone FROM deck_cards WHERE deck_id = ? "
                  "ORDER BY position"_s);
    query.addBindValue(id);
    if (!query.exec()) {
        setError(error, u"cannot read the cards of deck %1: %2"_s.arg(id).arg(
                            m_database.explain(query.lastError())));
        return std::nullopt;
    }
    while (query.next()) {
        const QString zoneCode = query.value(2).toString();
        const auto zone = enumFromCode<DeckZone>(zoneCode);
        if (!zone) {
            setError(error, u"deck %1 has a card in an unknown zone '%2'"_s.arg(id).arg(zoneCode));
            return std::nullopt;
        }
        deck.entries.append({query.value(0).toString(), query.value(1).toInt(), *zone});
    }
    // A read that stopped on a damaged page is no deck, not a short one.
    if (query.lastError().isValid()) {
        setError(error, u"cannot read the cards of deck %1: %2"_s.arg(id).arg(
                            m_database.explain(query.lastError())));
        return std::nullopt;
    }
    // Nor is one a damaged page cut short without an error.
    if (!entryCount.isNull() && entryCount.toInt() != deck.entries.size()) {
        m_database.reportDamage(u"deck %1 was saved with %2 card rows and %3 can be read"_s.arg(id)
                                    .arg(entryCount.toInt())
                                    .arg(deck.entries.size()));
        setError(error, u"cannot read the cards of deck %1: %2"_s.arg(id).arg(
                            m_database.failure()->message()));
        return std::nullopt;
    }
    return deck;
}

bool DeckStore::refusesWrites(QString *error) const
{
    return m_database.refusesWrites(error);
}

qint64 DeckStore::save(const Deck &deck, qint64 id, const QString &formatId, QString *error)
{
    if (refusesWrites(error))
        return 0;
    QSqlDatabase db = m_database.connection();
    if (!db.transaction()) {
        setError(error,
                 u"cannot start saving the deck: %1"_s.arg(m_database.explain(db.lastError())));
        return 0;
    }
    // Every failure below rolls back: the stored deck stays as it was.
    const auto fail = [&](const QString &message) -> qint64 {
        db.rollback();
        setError(error, message);
        return 0;
    };

    const QString now = timestampNow();
    QSqlQuery query(db);
    if (id == 0) {
        query.prepare(u"INSERT INTO decks (name, author, notes, format_id, created_at, "
                      "modified_at) VALUES (?, ?, ?, ?, ?, ?)"_s);
        for (const QVariant &value : {text(deck.name), text(deck.author), text(deck.notes),
                                      text(formatId), QVariant(now), QVariant(now)})
            query.addBindValue(value);
        if (!query.exec())
            return fail(u"cannot save deck '%1': %2"_s.arg(deck.name,
                                                           m_database.explain(query.lastError())));
        id = query.lastInsertId().toLongLong();
    } else {
        query.prepare(u"UPDATE decks SET name = ?, author = ?, notes = ?, format_id = ?, "
                      "modified_at = ? WHERE id = ?"_s);
        for (const QVariant &value : {text(deck.name), text(deck.author), text(deck.notes),
                                      text(formatId), QVariant(now), QVariant(id)})
            query.addBindValue(value);
        if (!query.exec())
            return fail(u"cannot save deck '%1': %2"_s.arg(deck.name,
                                                           m_database.explain(query.lastError())));
        if (query.numRowsAffected() != 1)
            return fail(u"there is no deck %1 to save over"_s.arg(id));
        query.prepare(u"DELETE FROM deck_cards WHERE deck_id = ?"_s);
        query.addBindValue(id);
        if (!query.exec())
            return fail(u"cannot save deck '%1': %2"_s.arg(deck.name,
                                                           m_database.explain(query.lastError())));
    }

    query.prepare(u"INSERT INTO deck_cards (deck_id, position, card_id, quantity, zone) "
                  "VALUES (?, ?, ?, ?, ?)"_s);
    int position = 0;
    for (const DeckEntry &entry : deck.entries) {
        if (entry.quantity <= 0)
            continue; // an entry at zero copies is no card
        query.addBindValue(id);
        query.addBindValue(position++);
        query.addBindValue(entry.cardId);
        query.addBindValue(entry.quantity);
        query.addBindValue(codeOf(entry.zone));
        if (!query.exec())
            return fail(u"cannot save card %1 of deck '%2': %3"_s.arg(
                entry.cardId, deck.name, m_database.explain(query.lastError())));
    }
    query.prepare(u"UPDATE decks SET entry_count = ? WHERE id = ?"_s);
    query.addBindValue(position);
    query.addBindValue(id);
    if (!query.exec())
        return fail(
            u"cannot save deck '%1': %2"_s.arg(deck.name, m_database.explain(query.lastError())));
    if (!db.commit())
        return fail(
            u"cannot save deck '%1': %2"_s.arg(deck.name, m_database.explain(db.lastError())));
    return id;
}

bool DeckStore::remove(qint64 id, QString *error)
{
    if (refusesWrites(error))
        return false;
    QSqlDatabase db = m_database.connection();
    if (!db.transaction()) {
        setError(error,
                 u"cannot remove deck %1: %2"_s.arg(id).arg(m_database.explain(db.lastError())));
        return false;
    }
    QSqlQuery query(db);
    for (const QString &sql :
         {u"DELETE FROM deck_cards WHERE deck_id = ?"_s, u"DELETE FROM decks WHERE id = ?"_s}) {
        query.prepare(sql);
        query.addBindValue(id);
        if (!query.exec()) {
            setError(error, u"cannot remove deck %1: %2"_s.arg(id).arg(
                                m_database.explain(query.lastError())));
            db.rollback();
            return false;
        }
    }
    if (query.numRowsAffected() != 1) {
        setError(error, u"there is no deck %1"_s.arg(id));
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        setError(error,
                 u"cannot remove deck %1: %2"_s.arg(id).arg(m_database.explain(db.lastError())));
        return false;
    }
    return true;
}

} // namespace inwo
