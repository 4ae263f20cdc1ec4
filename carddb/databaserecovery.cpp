#include "databaserecovery.h"

#include "carddatabase.h"
#include "decks/deck.h"
#include "readonlyconnection.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// A database file and what SQLite keeps beside it.
void removeDatabaseFiles(const QString &path)
{
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QFile::remove(path + suffix);
}

// The columns of a deck row, as read: RecoveredDeck::columns in this order.
enum DeckColumn { Name, Author, Notes, FormatId, CreatedAt, ModifiedAt, DeckColumns };

struct RecoveredDeck
{
    qint64 id = 0;
    QVariantList columns;      // DeckColumn order; nulls when the row is lost
    QList<QVariantList> cards; // position, card_id, quantity, zone
    bool complete = true;
    bool headLost = false;         // its first card could not be read
    std::optional<int> entryCount; // the rows it was saved with (files of schema 5 on)
};

// The values of a single-column query, as far as SQLite can read them; `failed` tells whether it
// stopped on damage.
QList<qint64> readIds(const QSqlDatabase &damaged, const QString &sql, bool *failed)
{
    QList<qint64> ids;
    QSqlQuery query(damaged);
    query.setForwardOnly(true);
    if (query.exec(sql)) {
        while (query.next()) {
            if (!query.value(0).isNull())
                ids.append(query.value(0).toLongLong());
        }
    }
    *failed = query.lastError().isValid();
    return ids;
}

// The deck ids to look for: those a scan of either table reaches, and every id up to the highest
// one either table holds (a lookup by id passes a damaged page a scan stops at).
QList<qint64> candidateDeckIds(const QSqlDatabase &damaged, bool *incomplete)
{
    constexpr qint64 mostProbed = 100000;
    QSet<qint64> ids;
    bool failed = false;
    bool scansFailed = false;
    for (const QString &sql :
         {u"SELECT id FROM decks"_s, u"SELECT DISTINCT deck_id FROM deck_cards"_s}) {
        const QList<qint64> found = readIds(damaged, sql, &failed);
        ids.unite(QSet<qint64>(found.cbegin(), found.cend()));
        scansFailed = scansFailed || failed;
    }
    // The highest deck number: from the decks table, which holds every deck; failing that,
    // from the cards (a deck whose cards are all lost is then beyond reach).
    const QList<qint64> deckHighest = readIds(damaged, u"SELECT max(id) FROM decks"_s, &failed);
    const bool highestKnown = !failed;
    const QList<qint64> cardHighest =
        readIds(damaged, u"SELECT max(deck_id) FROM deck_cards"_s, &failed);
    qint64 highest = 0;
    for (const QList<qint64> &found : {deckHighest, cardHighest}) {
        if (!found.isEmpty())
            highest = std::max(highest, found.first());
    }
    for (qint64 id = 1; id <= std::min(highest, mostProbed); ++id)
        ids.insert(id);
    // With the highest id known every deck is looked up; without it, a deck a scan missed may
    // be missing.
    *incomplete = *incomplete || (scansFailed && (!highestKnown || highest > mostProbed));
    QList<qint64> sorted(ids.cbegin(), ids.cend());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

// The cards of deck `deck.id`: a scan in order, then a lookup of every position the scan missed,
// up to the highest one (DeckStore numbers positions from 0 without gaps, so a missing one is a
// lost row).
void readDeckCards(const QSqlDatabase &damaged, RecoveredDeck &deck)
{
    QMap<qint64, QVariantList> byPosition;
    QSqlQuery scan(damaged);
    scan.setForwardOnly(true);
    scan.prepare(u"SELECT position, card_id, quantity, zone FROM deck_cards WHERE deck_id = ? "
                 u"ORDER BY position"_s);
    scan.addBindValue(deck.id);
    if (scan.exec()) {
        while (scan.next())
            byPosition.insert(scan.value(0).toLongLong(),
                              {scan.value(0), scan.value(1), scan.value(2), scan.value(3)});
    }
    const bool scanFailed = scan.lastError().isValid();
    QSqlQuery highest(damaged);
    highest.prepare(u"SELECT max(position) FROM deck_cards WHERE deck_id = ?"_s);
    highest.addBindValue(deck.id);
    qint64 last = byPosition.isEmpty() ? -1 : byPosition.lastKey();
    if (highest.exec() && highest.next() && !highest.value(0).isNull())
        last = std::max(last, highest.value(0).toLongLong());
    else if (highest.lastError().isValid())
        deck.complete = false;
    constexpr qint64 mostPositions = 10000;
    QSqlQuery one(damaged);
    one.prepare(u"SELECT position, card_id, quantity, zone FROM deck_cards "
                u"WHERE deck_id = ? AND position = ?"_s);
    for (qint64 position = 0; position <= std::min(last, mostPositions); ++position) {
        if (byPosition.contains(position))
            continue;
        one.addBindValue(deck.id);
        one.addBindValue(position);
        if (one.exec() && one.next())
            byPosition.insert(position, {one.value(0), one.value(1), one.value(2), one.value(3)});
        else
            deck.complete = false; // lost, or unreadable
        one.finish();
    }
    if (scanFailed && byPosition.isEmpty())
        deck.complete = false;
    deck.headLost = last >= 0 && !byPosition.contains(0);
    deck.cards = byPosition.values();
}

// Every deck SQLite can still read, each with as many of its cards as it can read. A deck whose
// own row is lost but whose cards remain comes back under a name that says so.
QList<RecoveredDeck> readDecks(const QSqlDatabase &damaged, RecoveryReport *report)
{
    QList<RecoveredDeck> decks;
    // The rows each deck was saved with, where the file records them.
    QSqlQuery counted(damaged);
    const bool hasCounts = counted.prepare(u"SELECT entry_count FROM decks WHERE id = ?"_s);
    QSqlQuery row(damaged);
    row.prepare(u"SELECT name, author, notes, format_id, created_at, modified_at FROM decks "
                u"WHERE id = ?"_s);
    QSqlQuery hasCards(damaged);
    hasCards.prepare(u"SELECT 1 FROM deck_cards WHERE deck_id = ? LIMIT 1"_s);
    for (const qint64 id : candidateDeckIds(damaged, &report->deckListIncomplete)) {
        RecoveredDeck deck;
        deck.id = id;
        row.addBindValue(id);
        if (row.exec() && row.next()) {
            for (int column = 0; column < DeckColumns; ++column)
                deck.columns.append(row.value(column));
        } else {
            const bool rowFailed = row.lastError().isValid();
            hasCards.addBindValue(id);
            const bool cardsRemain = hasCards.exec() && hasCards.next();
            hasCards.finish();
            row.finish();
            if (!cardsRemain) {
                // A deleted deck, or one lost whole: only the second is worth a word.
                report->deckListIncomplete = report->deckListIncomplete || rowFailed;
                continue;
            }
            deck.columns = QVariantList(DeckColumns);
            deck.complete = false;
        }
        row.finish();
        if (hasCounts) {
            counted.addBindValue(id);
            if (counted.exec() && counted.next() && !counted.value(0).isNull())
                deck.entryCount = counted.value(0).toInt();
            counted.finish();
        }
        readDeckCards(damaged, deck);
        // A damaged page can hide a deck's last rows from every lookup; the count it was saved
        // with cannot be fooled so.
        if (deck.entryCount && *deck.entryCount != deck.cards.size())
            deck.complete = false;
        decks.append(deck);
    }
    // Cards are stored in deck order: a damaged page lost a run of them from the end of one deck
    // into the start of the next. A deck that lost its first card may be the tail of that run, so
    // the decks before it, back to one with cards, may have lost their last ones unseen (a
    // lookup of the highest position stops at the same damage).
    for (qsizetype i = 0; i < decks.size(); ++i) {
        if (!decks.at(i).headLost)
            continue;
        for (qsizetype before = i - 1; before >= 0; --before) {
            decks[before].complete = false;
            if (!decks.at(before).cards.isEmpty())
                break;
        }
    }
    return decks;
}

// The note a deck recovered in part carries, so the user sees it where the deck is.
QString incompleteNote(const QVariant &notes)
{
    const QString note =
        u"[Recovered on %1 from a damaged database: some of its cards, or its name, may be "
        u"missing or garbled. Check it against your own list.]"_s.arg(
            QDate::currentDate().toString(Qt::ISODate));
    const QString old = notes.toString();
    return old.isEmpty() ? note : old + u"\n\n"_s + note;
}

// A text column as it can be stored: what was read, or `fallback` for a value damage left
// missing or of another type. (A null QString is stored as NULL, which the columns refuse.)
QVariant textOr(const QVariant &value, const QString &fallback)
{
    return value.isNull() || !value.canConvert<QString>() ? QVariant(fallback)
                                                          : QVariant(value.toString());
}

bool writeDecks(CardDatabase &fresh, const QList<RecoveredDeck> &decks, RecoveryReport *report,
                QString *error)
{
    // The card ids the new file knows: the bundled cards and the imported ones copied already.
    QSet<QString> knownCards;
    {
        QSqlQuery ids(fresh.connection());
        ids.setForwardOnly(true);
        if (ids.exec(u"SELECT id FROM cards"_s)) {
            while (ids.next())
                knownCards.insert(ids.value(0).toString());
        }
    }
    QSqlQuery insertDeck(fresh.connection());
    insertDeck.prepare(u"INSERT INTO decks (id, name, author, notes, format_id, created_at, "
                       u"modified_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    QSqlQuery insertCard(fresh.connection());
    insertCard.prepare(u"INSERT INTO deck_cards (deck_id, position, card_id, quantity, zone) "
                       u"VALUES (?, ?, ?, ?, ?)"_s);
    QSqlQuery finish(fresh.connection());
    finish.prepare(u"UPDATE decks SET entry_count = ?, notes = ? WHERE id = ?"_s);
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    // A failure of the new file (a full disk) stops the recovery; a row the damage garbled (a
    // zero quantity, a missing card id) is left out and its deck marked incomplete.
    auto fileFailed = [&](const QSqlQuery &query) {
        if (problemOf(query.lastError()) == DatabaseProblem::Other)
            return false;
        *error = fresh.explain(query.lastError());
        return true;
    };
    // Garbage can still read as a row; values that could not have been stored mark the deck.
    const auto timestampReads = [](const QVariant &value) {
        return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).isValid() ||
               QDateTime::fromString(value.toString(), Qt::ISODate).isValid();
    };
    for (const RecoveredDeck &deck : std::as_const(decks)) {
        const QVariantList &columns = deck.columns;
        const QString name = textOr(columns.at(Name), u""_s).toString();
        const QString shownName =
            name.trimmed().isEmpty() ? u"Recovered deck %1"_s.arg(deck.id) : name;
        bool complete = deck.complete;
        if (!columns.at(CreatedAt).isNull() &&
            (!timestampReads(columns.at(CreatedAt)) || !timestampReads(columns.at(ModifiedAt))))
            complete = false; // rows of another table taken for decks
        for (const QVariant &value :
             {QVariant(deck.id), QVariant(shownName), textOr(columns.at(Author), u""_s),
              textOr(columns.at(Notes), u""_s), textOr(columns.at(FormatId), u""_s),
              textOr(columns.at(CreatedAt), now), textOr(columns.at(ModifiedAt), now)})
            insertDeck.addBindValue(value);
        if (!insertDeck.exec()) {
            if (fileFailed(insertDeck))
                return false;
            // A deck row the new file refuses (none should be): said, not dropped.
            report->deckListIncomplete = true;
            continue;
        }
        int position = 0;
        for (const QVariantList &card : deck.cards) {
            // An unknown zone would make the deck unreadable: the row is left out. An unknown
            // card id was garbled (or names a card no longer in the data): kept, and said.
            if (!enumFromCode<DeckZone>(card.at(3).toString())) {
                complete = false;
                continue;
            }
            complete = complete && knownCards.contains(card.at(1).toString());
            insertCard.addBindValue(deck.id);
            insertCard.addBindValue(position);
            for (qsizetype column = 1; column < card.size(); ++column)
                insertCard.addBindValue(card.at(column));
            if (insertCard.exec()) {
                ++position;
                continue;
            }
            if (fileFailed(insertCard))
                return false;
            complete = false;
        }
        finish.addBindValue(position);
        finish.addBindValue(complete ? textOr(columns.at(Notes), u""_s)
                                     : QVariant(incompleteNote(columns.at(Notes))));
        finish.addBindValue(deck.id);
        if (!finish.exec() && fileFailed(finish))
            return false;
        if (!complete)
            report->incompleteDecks.append(shownName);
        ++report->decksRecovered;
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

// The user's other rows of issue 24, copied as they read: his copies of the rules texts (a
// document whose lines cannot all be read is left out, so its passages never show half) and the
// abilities he confirmed. Nothing of them is needed to open the file, so a table that cannot be
// read is skipped.
bool copyUserRows(const QSqlDatabase &damaged, CardDatabase &fresh, QString *error)
{
    struct Table
    {
        QString name;
        QStringList columns;
    };
    const QList<Table> tables{
        {u"rules_texts"_s,
         {u"seed"_s, u"edition"_s, u"file_name"_s, u"imported_at"_s, u"share"_s, u"line_count"_s}},
        {u"rules_text_lines"_s, {u"seed"_s, u"line"_s, u"text"_s}},
        {u"ability_confirmations"_s, {u"card_id"_s, u"words"_s, u"confirmed_at"_s}},
    };
    for (const Table &table : tables) {
        QSqlQuery rows(damaged);
        rows.setForwardOnly(true);
        if (!rows.exec(u"SELECT %1 FROM %2"_s.arg(table.columns.join(u", "_s), table.name)))
            continue;
        QSqlQuery insert(fresh.connection());
        QStringList marks;
        for (qsizetype i = 0; i < table.columns.size(); ++i)
            marks.append(u"?"_s);
        insert.prepare(u"INSERT OR IGNORE INTO %1 (%2) VALUES (%3)"_s.arg(
            table.name, table.columns.join(u", "_s), marks.join(u", "_s)));
        while (rows.next()) {
            for (int column = 0; column < table.columns.size(); ++column)
                insert.addBindValue(rows.value(column));
            if (!insert.exec() && problemOf(insert.lastError()) != DatabaseProblem::Other) {
                *error = fresh.explain(insert.lastError());
                return false;
            }
        }
    }
    // A rules text whose lines did not all come across is dropped whole.
    QSqlQuery incomplete(fresh.connection());
    if (!incomplete.exec(u"DELETE FROM rules_texts WHERE line_count <> (SELECT count(*) FROM "
                         u"rules_text_lines l WHERE l.seed = rules_texts.seed)"_s)) {
        *error = fresh.explain(incomplete.lastError());
        return false;
    }
    return true;
}

// The live games and their logs (issue 23). A game's log is copied up to the first event that
// cannot be read: the events after it would be played on a table without it.
bool copyGames(const QSqlDatabase &damaged, CardDatabase &fresh, RecoveryReport *report,
               QString *error)
{
    QSqlQuery games(damaged);
    games.setForwardOnly(true);
    if (!games.exec(u"SELECT id, name, rules, start_json, created_at, modified_at, finished, "
                    u"event_count FROM games ORDER BY id"_s))
        return true; // no game table, or none readable: nothing to copy
    QSqlQuery insertGame(fresh.connection());
    insertGame.prepare(u"INSERT INTO games (id, name, rules, start_json, created_at, modified_at, "
                       u"finished, event_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    QSqlQuery insertEvent(fresh.connection());
    insertEvent.prepare(u"INSERT INTO game_events (game_id, seq, event_json, undone, recorded_at) "
                        u"VALUES (?, ?, ?, ?, ?)"_s);
    while (games.next()) {
        const qint64 id = games.value(0).toLongLong();
        QSqlQuery events(damaged);
        events.setForwardOnly(true);
        events.prepare(u"SELECT seq, event_json, undone, recorded_at FROM game_events "
                       u"WHERE game_id = ? ORDER BY seq"_s);
        events.addBindValue(id);
        QList<QVariantList> rows;
        int logged = 0;
        if (events.exec()) {
            qint64 expected = 1;
            while (events.next() && events.value(0).toLongLong() == expected++) {
                rows.append({events.value(0), events.value(1), events.value(2), events.value(3)});
                logged += events.value(2).toBool() ? 0 : 1;
            }
        }
        for (int column = 0; column < 7; ++column)
            insertGame.addBindValue(games.value(column));
        insertGame.addBindValue(logged);
        if (!insertGame.exec()) {
            *error = fresh.explain(insertGame.lastError());
            return false;
        }
        for (const QVariantList &row : std::as_const(rows)) {
            insertEvent.addBindValue(id);
            for (const QVariant &value : row)
                insertEvent.addBindValue(value);
            if (!insertEvent.exec()) {
                *error = fresh.explain(insertEvent.lastError());
                return false;
            }
        }
        ++report->gamesRecovered;
        if (logged < games.value(7).toInt())
            report->incompleteGames.append(games.value(1).toString());
    }
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
        // Read-only it tells more ("read-only and needs upgrading to schema 5").
        *error = readError;
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

namespace {

// A recovery stopped between removing the damaged file's log and putting the new file in place
// leaves the damaged file without its log, which holds its latest commits; the copy set aside
// then has both. Puts that log back before the file is read again.
void restoreLogOfInterruptedRecovery(const QString &path)
{
    const QString log = path + u"-wal"_s;
    // Opening the file since (to check it) may have left an empty log; one with frames is its
    // own.
    if (QFileInfo(log).size() > 0)
        return;
    const QFileInfo info(path);
    QStringList asides = info.dir().entryList({info.fileName() + u".damaged-*"_s}, QDir::Files,
                                              QDir::Name | QDir::Reversed);
    asides.removeIf(
        [](const QString &name) { return name.endsWith(u"-wal"_s) || name.endsWith(u"-shm"_s); });
    const QByteArray bytes = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    for (const QString &name : std::as_const(asides)) {
        const QString aside = info.dir().filePath(name);
        QFile copy(aside);
        if (!QFile::exists(aside + u"-wal"_s) || QFileInfo(aside).size() != bytes.size() ||
            !copy.open(QIODevice::ReadOnly) || copy.readAll() != bytes)
            continue;
        // No connection is open: the shared memory is rebuilt from the log put back.
        QFile::remove(log);
        QFile::remove(path + u"-shm"_s);
        QFile::copy(aside + u"-wal"_s, log);
        return;
    }
}

// True when SQLite can read the schema of the database at `path`.
bool schemaReads(const QString &path)
{
    const ReadOnlyConnection file(path, true);
    QSqlQuery query(file.connection());
    const bool reads = query.exec(u"SELECT count(*) FROM sqlite_master"_s) && query.next();
    query.finish();
    return reads;
}

// `path` itself when its header's fixed fields hold what this program's files always hold, else
// a copy beside it ("FILE.header-repaired") with those fields set back: the page size (the one
// of the common sizes under which the schema reads), the format versions (2: WAL), the payload
// fractions (64, 32, 32), the schema format (4) and the text encoding (1: UTF-8). The damaged
// file itself is never written.
QString headerRepairedCopy(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return path;
    const QByteArray header = file.read(100);
    file.close();
    if (header.size() < 100)
        return path;
    const auto byteAt = [&header](int offset) {
        return quint8(header.at(offset));
    };
    const int pageSize = byteAt(16) << 8 | byteAt(17);
    const bool pageSizeValid =
        pageSize == 1 || (pageSize >= 512 && (pageSize & (pageSize - 1)) == 0);
    const bool fixedValid =
        (byteAt(18) == 1 || byteAt(18) == 2) && (byteAt(19) == 1 || byteAt(19) == 2) &&
        byteAt(21) == 64 && byteAt(22) == 32 && byteAt(23) == 32 && byteAt(47) >= 1 &&
        byteAt(47) <= 4 && byteAt(59) >= 1 && byteAt(59) <= 3 &&
        header.mid(44, 3) == QByteArray(3, '\0') && header.mid(56, 3) == QByteArray(3, '\0');
    if (pageSizeValid && fixedValid)
        return path;
    const QString copy = path + u".header-repaired"_s;
    for (const int candidate : {4096, 1024, 2048, 8192, 16384, 32768, 65536, 512}) {
        removeDatabaseFiles(copy);
        if (!QFile::copy(path, copy))
            return path;
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QFile repaired(copy);
        if (!repaired.open(QIODevice::ReadWrite))
            return path;
        QByteArray fixed = header;
        const int stored = candidate == 65536 ? 1 : candidate;
        if (!pageSizeValid) {
            fixed[16] = char(stored >> 8);
            fixed[17] = char(stored & 0xff);
        }
        fixed[18] = 2;
        fixed[19] = 2;
        fixed[21] = 64;
        fixed[22] = 32;
        fixed[23] = 32;
        fixed.replace(44, 4, QByteArray("\0\0\0\x04", 4));
        fixed.replace(56, 4, QByteArray("\0\0\0\x01", 4));
        repaired.write(fixed);
        repaired.close();
        // The log belongs with the file it was written for.
        if (QFile::exists(path + u"-wal"_s))
            QFile::copy(path + u"-wal"_s, copy + u"-wal"_s);
        if (schemaReads(copy) || pageSizeValid)
            return copy;
    }
    removeDatabaseFiles(copy);
    return path;
}

} // namespace

bool DatabaseRecovery::recoverOpenDatabase(CardDatabase &database, RecoveryReport *report,
                                           QString *error)
{
    const QString path = database.path();
    database.close();
    return recover(path, report, error) && database.open(path, error);
}

bool DatabaseRecovery::isSqliteFile(const QString &path)
{
    return hasSqliteHeader(path);
}

bool DatabaseRecovery::recover(const QString &givenPath, RecoveryReport *report, QString *error)
{
    *report = {};
    // A link is followed: the file it names is recovered in its own folder, and the link stays.
    const QString path = QFileInfo(givenPath).canonicalFilePath();
    if (path.isEmpty() || !isSqliteFile(path)) {
        *error = u"%1 is not an SQLite database; it was left as it is"_s.arg(givenPath);
        return false;
    }
    const QString aside =
        path + u".damaged-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    if (QFile::exists(aside)) {
        *error = u"%1 already exists; try again in a second"_s.arg(aside);
        return false;
    }
    // The new file is built beside the damaged one under another name and takes its place only
    // when it is whole: stopped at any point before that (a failure, a kill), the damaged file
    // is where it was and nothing is lost.
    const QString building = path + u".recovering"_s;
    const auto removeBuilding = [&building] {
        removeDatabaseFiles(building);
    };
    removeBuilding();
    restoreLogOfInterruptedRecovery(path);
    {
        CardDatabase fresh;
        if (!fresh.open(building, error)) {
            removeBuilding();
            return false;
        }
        // A damaged header (a wrong page size, say) hides every table: the file is read through a
        // copy whose header fields are set back to the values this program's files always have.
        const QString readable = headerRepairedCopy(path);
        const auto removeRepaired = qScopeGuard([&readable, &path] {
            if (readable != path)
                removeDatabaseFiles(readable);
        });
        const ReadOnlyConnection damaged(readable, true);
        const QList<RecoveredDeck> decks = readDecks(damaged.connection(), report);
        QSqlDatabase db = fresh.connection();
        bool written = db.transaction();
        // Imported cards first, so the decks' card ids can be checked against them.
        written = written && copyImportedCards(damaged.connection(), fresh, report, error) &&
                  writeDecks(fresh, decks, report, error) &&
                  copyGames(damaged.connection(), fresh, report, error) &&
                  copyUserRows(damaged.connection(), fresh, error) && db.commit();
        // One file, no log beside it, so the rename below moves all of it.
        QSqlQuery single(db);
        written = written && single.exec(u"PRAGMA journal_mode = DELETE"_s);
        if (!written) {
            if (error->isEmpty())
                *error = fresh.explain(db.lastError());
            db.rollback();
            fresh.close();
            removeBuilding();
            return false;
        }
    }
    // The damaged file and its log, copied aside before anything replaces them.
    for (const QString &suffix : {u""_s, u"-wal"_s}) {
        if (QFile::exists(path + suffix) && !QFile::copy(path + suffix, aside + suffix)) {
            *error = u"cannot copy %1 to %2; the damaged file was left as it is"_s.arg(
                path + suffix, aside + suffix);
            removeDatabaseFiles(aside);
            removeBuilding();
            return false;
        }
    }
    report->setAsidePath = aside;
    // The new file is the user's, with the damaged file's permissions (0600 stays 0600).
    QFile::setPermissions(building, QFile::permissions(path));
    // The old log and shared memory belong to the old file: never replayed into the new one. A
    // log that cannot be removed would be, so the recovery stops there.
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s}) {
        if (QFile::exists(path + suffix) && !QFile::remove(path + suffix)) {
            *error =
                u"cannot remove %1, so the new file cannot take the damaged one's place; the "
                u"damaged file was left as it is (a copy is at %2)"_s.arg(path + suffix, aside);
            removeBuilding();
            return false;
        }
    }
    if (std::rename(QFile::encodeName(building).constData(), QFile::encodeName(path).constData()) !=
        0) {
        *error = u"cannot move %1 to %2: %3; the damaged file is also at %4"_s.arg(
            building, path, QString::fromLocal8Bit(std::strerror(errno)), aside);
        return false;
    }
    return true;
}

} // namespace inwo
