#include "databaserecovery.h"

#include "carddatabase.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The damaged file, opened read-only on a connection of its own; closed and removed at the end.
class DamagedFile
{
public:
    explicit DamagedFile(const QString &path)
        : m_name(u"inwo-damaged-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        db.open();
    }
    ~DamagedFile()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    DamagedFile(const DamagedFile &) = delete;
    DamagedFile &operator=(const DamagedFile &) = delete;

    QSqlDatabase connection() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

struct RecoveredDeck
{
    QVariantList columns;      // id, name, author, notes, format_id, created_at, modified_at
    QList<QVariantList> cards; // position, card_id, quantity, zone
    bool complete = true;
};

// Every deck row SQLite can still read, with as many of its cards as it can read.
QList<RecoveredDeck> readDecks(const QSqlDatabase &damaged, RecoveryReport *report)
{
    QList<RecoveredDeck> decks;
    QSqlQuery query(damaged);
    query.setForwardOnly(true);
    if (query.exec(u"SELECT id, name, author, notes, format_id, created_at, modified_at "
                   u"FROM decks ORDER BY id"_s)) {
        while (query.next()) {
            RecoveredDeck deck;
            for (int column = 0; column < 7; ++column)
                deck.columns.append(query.value(column));
            decks.append(deck);
        }
    }
    report->deckListIncomplete = query.lastError().isValid();
    QSqlQuery cards(damaged);
    cards.setForwardOnly(true);
    cards.prepare(u"SELECT position, card_id, quantity, zone FROM deck_cards WHERE deck_id = ? "
                  u"ORDER BY position"_s);
    for (RecoveredDeck &deck : decks) {
        cards.addBindValue(deck.columns.first());
        if (cards.exec()) {
            while (cards.next())
                deck.cards.append({cards.value(0), cards.value(1), cards.value(2), cards.value(3)});
        }
        deck.complete = !cards.lastError().isValid();
        cards.finish();
    }
    return decks;
}

// The note a deck recovered in part carries, so the user sees it where the deck is.
QString incompleteNote(const QVariant &notes)
{
    const QString note = u"[Recovered on %1 from a damaged database; some of its cards could not "
                         u"be read.]"_s.arg(QDate::currentDate().toString(Qt::ISODate));
    const QString old = notes.toString();
    return old.isEmpty() ? note : old + u"\n\n"_s + note;
}

bool writeDecks(CardDatabase &fresh, const QList<RecoveredDeck> &decks, RecoveryReport *report,
                QString *error)
{
    QSqlQuery insertDeck(fresh.connection());
    insertDeck.prepare(u"INSERT INTO decks (id, name, author, notes, format_id, created_at, "
                       u"modified_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    QSqlQuery insertCard(fresh.connection());
    insertCard.prepare(u"INSERT INTO deck_cards (deck_id, position, card_id, quantity, zone) "
                       u"VALUES (?, ?, ?, ?, ?)"_s);
    for (const RecoveredDeck &deck : decks) {
        QVariantList columns = deck.columns;
        if (!deck.complete)
            columns[3] = incompleteNote(columns[3]);
        for (const QVariant &value : columns)
            insertDeck.addBindValue(value.isNull() ? QVariant(u""_s) : value);
        if (!insertDeck.exec()) {
            *error = u"cannot store recovered deck '%1': %2"_s.arg(
                columns[1].toString(), fresh.explain(insertDeck.lastError()));
            return false;
        }
        bool complete = deck.complete;
        for (const QVariantList &card : deck.cards) {
            insertCard.addBindValue(columns[0]);
            for (const QVariant &value : card)
                insertCard.addBindValue(value);
            if (insertCard.exec())
                continue;
            if (problemOf(insertCard.lastError()) != DatabaseProblem::Other) {
                *error = fresh.explain(insertCard.lastError());
                return false;
            }
            complete = false; // a row the damage garbled (a zero quantity, a null id) is left out
        }
        ++report->decksRecovered;
        if (!complete)
            report->incompleteDecks.append(columns[1].toString());
    }
    return true;
}

// The cards the user imported (not the bundled ones, which the new file has) and their texts.
bool copyImportedCards(const QSqlDatabase &damaged, CardDatabase &fresh, RecoveryReport *report,
                       QString *error)
{
    QList<Card> cards;
    QSqlQuery query(damaged);
    query.setForwardOnly(true);
    if (query.exec(u"SELECT data FROM cards WHERE source <> 'bundled'"_s)) {
        while (query.next()) {
            const auto card = Card::fromJson(
                QJsonDocument::fromJson(query.value(0).toString().toUtf8()).object(), nullptr);
            if (card)
                cards.append(*card);
            else
                report->importedCardsIncomplete = true;
        }
    }
    report->importedCardsIncomplete =
        report->importedCardsIncomplete || query.lastError().isValid();
    if (!fresh.upsertCards(cards, u"imported"_s, error))
        return false;
    report->importedCardsRecovered = int(cards.size());

    QSqlQuery texts(damaged);
    texts.setForwardOnly(true);
    QSqlQuery insert(fresh.connection());
    insert.prepare(u"INSERT INTO card_text (card_id, text, errata, image_path, imported_at) "
                   u"VALUES (?, ?, ?, ?, ?) ON CONFLICT (card_id) DO NOTHING"_s);
    if (texts.exec(u"SELECT card_id, text, errata, image_path, imported_at FROM card_text"_s)) {
        while (texts.next()) {
            for (int column = 0; column < 5; ++column)
                insert.addBindValue(texts.value(column));
            if (insert.exec())
                continue;
            if (problemOf(insert.lastError()) != DatabaseProblem::Other) {
                *error = fresh.explain(insert.lastError());
                return false;
            }
            report->importedCardsIncomplete = true;
        }
    }
    report->importedCardsIncomplete =
        report->importedCardsIncomplete || texts.lastError().isValid();
    return true;
}

} // namespace

DatabaseRecovery::Start DatabaseRecovery::openAtStart(CardDatabase &database, const QString &path,
                                                      RecoveryReport *report, QString *error,
                                                      Check check)
{
    *report = {};
    bool opened = database.open(path, error);
    bool readOnly = false;
    if (!opened && database.failure() && database.failure()->problem == DatabaseProblem::ReadOnly) {
        // Nothing here may write the file: read it as it stands, and say so.
        QString readError;
        opened = database.open(path, &readError, DatabaseAccess::Read);
        readOnly = opened;
        if (opened)
            error->clear();
    }
    const QStringList problems =
        opened && check == Check::Now ? database.checkIntegrity(false) : QStringList();
    if (opened && problems.isEmpty())
        return readOnly ? Start::OpenedReadOnly : Start::Opened;
    // A damaged file that cannot be renamed or rebuilt here is left as it is.
    if (readOnly) {
        database.close();
        *error = u"%1 is damaged and read-only: it cannot be recovered here"_s.arg(path);
        return Start::Failed;
    }
    // Rows from the check, or a read that met a damaged page; never a lock or a permission.
    const bool damaged = database.isDamaged() || (opened && !database.failure());
    if (opened && !damaged)
        *error = database.failure()->message();
    database.close();
    if (!damaged || !isSqliteFile(path)) {
        if (error->isEmpty())
            *error = u"%1 is damaged"_s.arg(path);
        return Start::Failed;
    }
    error->clear();
    if (!recover(path, report, error) || !database.open(path, error))
        return Start::Failed;
    return Start::Recovered;
}

bool DatabaseRecovery::recoverOpenDatabase(CardDatabase &database, RecoveryReport *report,
                                           QString *error)
{
    const QString path = database.path();
    database.close();
    return recover(path, report, error) && database.open(path, error);
}

bool DatabaseRecovery::isSqliteFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3\0", 16);
}

bool DatabaseRecovery::recover(const QString &path, RecoveryReport *report, QString *error)
{
    *report = {};
    if (!isSqliteFile(path)) {
        *error = u"%1 is not an SQLite database; it was left as it is"_s.arg(path);
        return false;
    }
    const QString aside =
        path + u".damaged-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    if (QFile::exists(aside) || !QFile::rename(path, aside)) {
        *error = u"cannot rename %1 to %2"_s.arg(path, aside);
        return false;
    }
    report->setAsidePath = aside;
    // SQLite finds a database's log by its name: the pair moves together.
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s}) {
        if (QFile::exists(path + suffix) && !QFile::rename(path + suffix, aside + suffix)) {
            *error = u"cannot rename %1 to %2"_s.arg(path + suffix, aside + suffix);
            return false;
        }
    }

    CardDatabase fresh;
    if (!fresh.open(path, error))
        return false;
    const DamagedFile damaged(aside);
    const QList<RecoveredDeck> decks = readDecks(damaged.connection(), report);
    QSqlDatabase db = fresh.connection();
    if (!db.transaction()) {
        *error = fresh.explain(db.lastError());
        return false;
    }
    if (!writeDecks(fresh, decks, report, error) ||
        !copyImportedCards(damaged.connection(), fresh, report, error) || !db.commit()) {
        if (error->isEmpty())
            *error = fresh.explain(db.lastError());
        db.rollback();
        return false;
    }
    return true;
}

} // namespace inwo
