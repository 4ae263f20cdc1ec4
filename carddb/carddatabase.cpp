#include "carddatabase.h"

#include "carddataset.h"
#include "cards/cardabilities.h"
#include "common/textnormalizer.h"
#include "readonlyconnection.h"
#include "table/goals.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

struct Migration
{
    int version;
    QString path;
};

// The numbered migrations compiled in from resources/sql: 001_cards.sql, 002_...
QList<Migration> migrations()
{
    static const QRegularExpression pattern(u"^(\\d+)_.*\\.sql$"_s);
    QList<Migration> list;
    const QDir dir(u":/sql"_s);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        const auto match = pattern.match(name);
        if (match.hasMatch())
            list.append({match.captured(1).toInt(), dir.filePath(name)});
    }
    return list;
}

// Splits a migration into statements. A statement ends with ';' at the end of a line, except
// inside a CREATE TRIGGER body, which ends with "END;".
QStringList splitStatements(const QString &script)
{
    QStringList statements;
    QString current;
    bool inTrigger = false;
    for (const QString &rawLine : script.split(u'\n')) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty() || line.startsWith(u"--"))
            continue;
        current += rawLine + u'\n';
        if (line.startsWith(u"CREATE TRIGGER"_s, Qt::CaseInsensitive))
            inTrigger = true;
        const bool ends =
            inTrigger ? line.compare(u"END;"_s, Qt::CaseInsensitive) == 0 : line.endsWith(u';');
        if (ends) {
            statements.append(current.trimmed());
            current.clear();
            inTrigger = false;
        }
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

QString tokens(const QStringList &codes)
{
    return u"|"_s + (codes.isEmpty() ? QString() : codes.join(u'|') + u'|');
}

template <typename E> QStringList codesOf(const QList<E> &values)
{
    QStringList codes;
    for (const E value : values)
        codes.append(codeOf(value));
    return codes;
}

template <typename T> QStringList markCodes(const QList<Marked<T>> &marks, bool onlySometimes)
{
    QStringList codes;
    for (const auto &mark : marks) {
        if (!onlySometimes || mark.sometimes)
            codes.append(codeOf(mark.value));
    }
    return codes;
}

QVariant optionalInt(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

const QString kUpsertSql = uR"(
INSERT INTO cards (id, name, name_norm, set_code, rarity, back, type, nwo, power, power_var,
    global, global_var, resistance, resistance_var, arrows, action_tokens, has_errata,
    alignments, sometimes, attributes, kinds, keywords, requirements, data, source)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_norm = excluded.name_norm,
    set_code = excluded.set_code, rarity = excluded.rarity, back = excluded.back,
    type = excluded.type, nwo = excluded.nwo, power = excluded.power,
    power_var = excluded.power_var, global = excluded.global, global_var = excluded.global_var,
    resistance = excluded.resistance, resistance_var = excluded.resistance_var,
    arrows = excluded.arrows, action_tokens = excluded.action_tokens,
    has_errata = excluded.has_errata, alignments = excluded.alignments,
    sometimes = excluded.sometimes, attributes = excluded.attributes, kinds = excluded.kinds,
    keywords = excluded.keywords, requirements = excluded.requirements, data = excluded.data,
    source = excluded.source
)"_s;

void bindCard(QSqlQuery &query, const Card &card, const QString &source)
{
    query.addBindValue(card.id);
    query.addBindValue(card.name);
    query.addBindValue(TextNormalizer::normalize(card.name));
    query.addBindValue(codeOf(card.set));
    query.addBindValue(codeOf(card.rarity));
    query.addBindValue(codeOf(card.back));
    query.addBindValue(codeOf(card.type));
    query.addBindValue(card.nwoColor ? QVariant(codeOf(*card.nwoColor))
                                     : QVariant(QMetaType::fromType<QString>()));
    query.addBindValue(optionalInt(card.power.value));
    query.addBindValue(card.power.variable ? 1 : 0);
    query.addBindValue(optionalInt(card.globalPower.value));
    query.addBindValue(card.globalPower.variable ? 1 : 0);
    query.addBindValue(optionalInt(card.resistance.value));
    query.addBindValue(card.resistance.variable ? 1 : 0);
    query.addBindValue(optionalInt(card.arrows));
    query.addBindValue(card.actionTokens);
    query.addBindValue(card.hasErrata ? 1 : 0);
    query.addBindValue(tokens(markCodes(card.alignments, false)));
    query.addBindValue(tokens(markCodes(card.alignments, true) + markCodes(card.attributes, true)));
    query.addBindValue(tokens(markCodes(card.attributes, false)));
    query.addBindValue(tokens(codesOf(card.resourceKinds)));
    query.addBindValue(tokens(codesOf(card.keywords)));
    query.addBindValue(tokens(card.requirement.searchTokens()));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(card.toJson()).toJson(QJsonDocument::Compact)));
    query.addBindValue(source);
}

std::optional<Card> cardFromData(const QString &data)
{
    return Card::fromJson(QJsonDocument::fromJson(data.toUtf8()).object(), nullptr);
}

// SQLite's own words for an error ("database disk image is malformed").
QString detailOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

QString sqlError(const QSqlQuery &query)
{
    return query.lastError().text();
}

} // namespace

std::optional<DatabaseProblem> problemOf(const QSqlError &error)
{
    if (!error.isValid())
        return std::nullopt;
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    if (!ok)
        return DatabaseProblem::Other;
    // The primary result code is the low byte of an extended one (SQLITE_CORRUPT_INDEX is 779).
    switch (code & 0xff) {
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return DatabaseProblem::Damaged;
    case 8: // SQLITE_READONLY
        return DatabaseProblem::ReadOnly;
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return DatabaseProblem::Locked;
    case 13: // SQLITE_FULL
        return DatabaseProblem::Full;
    case 3:  // SQLITE_PERM
    case 10: // SQLITE_IOERR
    case 14: // SQLITE_CANTOPEN
    case 23: // SQLITE_AUTH
        return DatabaseProblem::CannotOpen;
    default:
        return DatabaseProblem::Other;
    }
}

namespace {

// What an existing SQLite file is, looked at read-only before anything (even WAL mode) is written
// to it: this program's, another program's (tables, none of ours), or this program's with its
// schema version lost (our tables, version 0: its header is damaged).
enum class FileKind : quint8 { Ours, Foreign, OursWithoutVersion };

FileKind kindOfDatabase(const QString &path)
{
    const ReadOnlyConnection file(path);
    QSqlQuery query(file.connection());
    const bool versioned =
        query.exec(u"PRAGMA user_version"_s) && query.next() && query.value(0).toInt() > 0;
    if (versioned ||
        !query.exec(u"SELECT count(*), sum(name IN ('meta', 'cards', 'decks')) FROM "
                    u"sqlite_master WHERE type = 'table'"_s) ||
        !query.next() || query.value(0).toInt() == 0)
        return FileKind::Ours; // ours, or empty, or unreadable (which opening then reports)
    return query.value(1).toInt() > 0 ? FileKind::OursWithoutVersion : FileKind::Foreign;
}

} // namespace

bool hasSqliteHeader(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3\0", 16);
}

QString DatabaseFailure::message() const
{
    switch (problem) {
    case DatabaseProblem::Damaged:
        if (QFileInfo::exists(path) && !hasSqliteHeader(path))
            return u"%1 is not a database of this program (%2); nothing was written to it. "
                   u"Give another file with --db, or move this one away"_s.arg(path, detail);
        return u"%1 is damaged (%2); nothing was written to it. Start INWO Assistant or run "
               u"'inwo db recover' to set it aside and recover your decks"_s.arg(path, detail);
    case DatabaseProblem::ReadOnly:
        return u"%1 is read-only (%2)"_s.arg(path, detail);
    case DatabaseProblem::Locked:
        return u"%1 is locked by another program (%2); try again when it is done"_s.arg(path,
                                                                                        detail);
    case DatabaseProblem::Full:
        return u"%1 cannot grow: the disk is full (%2)"_s.arg(path, detail);
    case DatabaseProblem::CannotOpen:
        return u"cannot open %1 (%2)"_s.arg(path, detail);
    case DatabaseProblem::Other:
        break;
    }
    return u"%1: %2"_s.arg(path, detail);
}

BundledDataset BundledDataset::load(QString *error)
{
    BundledDataset dataset;
    QFile file(u":/cards/cards.json"_s);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"the bundled card dataset is missing from the program"_s;
        return dataset;
    }
    const QByteArray bytes = file.readAll();
    dataset.version = CardDataset::versionOf(bytes);
    QString parseError;
    if (!CardDataset::parse(bytes, &dataset.cards, &parseError))
        *error = u"the bundled card dataset is damaged: "_s + parseError;
    return dataset;
}

QString BundledDataset::builtInVersion()
{
    return QStringLiteral(INWO_BUNDLED_DATASET_SHA1);
}

CardDatabase::CardDatabase()
    : m_connectionName(u"inwo-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{}

CardDatabase::~CardDatabase()
{
    closeConnection();
}

void CardDatabase::closeConnection()
{
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
    }
    m_readOnly = false;
    m_cardCache.clear();
}

QString CardDatabase::defaultPath()
{
    const QString fromEnvironment = qEnvironmentVariable("INWO_DB");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/inwo.sqlite"_s;
}

bool CardDatabase::openConnection(bool readOnly, bool immutable, QString *error)
{
    closeConnection();
    // The connection's handles live in this scope only, so a failed one can be removed after it.
    const bool opened = [&] {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
        // Another program's write lock is waited for briefly, then reported as such.
        QStringList options{u"QSQLITE_BUSY_TIMEOUT=1000"_s};
        if (readOnly)
            options.append(u"QSQLITE_OPEN_READONLY"_s);
        if (immutable) {
            // A file nobody here can write to, in a folder nobody here can write to: SQLite
            // cannot create the shared-memory file WAL reading needs, so it reads the file as it
            // stands.
            options.append(u"QSQLITE_OPEN_URI"_s);
            db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath())
                                   .toString(QUrl::FullyEncoded) +
                               u"?immutable=1"_s);
        } else {
            db.setDatabaseName(m_path);
        }
        db.setConnectOptions(options.join(u';'));
        if (!db.open()) {
            *error = succeeded(db.lastError()) || !m_failure
                         ? u"cannot open %1: %2"_s.arg(m_path, db.lastError().text())
                         : m_failure->message();
            return false;
        }
        QSqlQuery pragma(db);
        if (!readOnly)
            pragma.exec(u"PRAGMA journal_mode = WAL"_s);
        pragma.exec(u"PRAGMA synchronous = NORMAL"_s);
        // Reads through a memory map instead of a system call per page: searches of large card
        // sets touch many index pages.
        pragma.exec(u"PRAGMA mmap_size = 268435456"_s);
        pragma.exec(u"PRAGMA foreign_keys = ON"_s);
        if (!pragma.exec(u"SELECT count(*) FROM sqlite_master"_s) || !pragma.next()) {
            const bool known = !succeeded(pragma) && m_failure;
            *error = known ? m_failure->message()
                           : u"%1 is not a database this program can read: %2"_s.arg(
                                 m_path, sqlError(pragma));
            return false;
        }
        return true;
    }();
    if (!opened) {
        closeConnection();
        return false;
    }
    m_readOnly = readOnly;
    return true;
}

bool CardDatabase::open(const QString &path, QString *error, DatabaseAccess access)
{
    m_path = path;
    m_failure.reset();
    m_reported.clear();
    m_staleCards = false;
    m_reloaded = false;
    const QFileInfo info(path);
    // SQLite takes a file shorter than its header for an empty database and would write one over
    // it (a one-byte notes.txt became a 712 KB database): only an empty file or an SQLite one is
    // opened.
    if (info.exists() && info.isFile() && info.size() > 0) {
        if (!hasSqliteHeader(path)) {
            recordFailure({DatabaseProblem::Damaged, path, u"not an SQLite file"_s});
            *error = m_failure->message();
            return false;
        }
        switch (kindOfDatabase(path)) {
        case FileKind::Ours:
            break;
        case FileKind::Foreign:
            *error = u"%1 is an SQLite database of another program, not one of INWO Assistant; "
                     u"nothing was written to it. Give another file with --db"_s.arg(path);
            return false;
        case FileKind::OursWithoutVersion:
            recordFailure({DatabaseProblem::Damaged, path, u"its schema version is lost"_s});
            *error = m_failure->message();
            return false;
        }
    }
    const auto failedWith = [&](DatabaseProblem problem) {
        return m_failure && m_failure->problem == problem;
    };
    // A reading command on a current file writes nothing, so it opens the file read-only.
    const auto openReadOnly = [&](QString *readError) {
        if (openConnection(true, false, readError))
            return true;
        const bool canRetry =
            failedWith(DatabaseProblem::ReadOnly) || failedWith(DatabaseProblem::CannotOpen);
        if (!canRetry || QFileInfo::exists(path + u"-wal"_s))
            return false;
        m_failure.reset();
        m_reported.clear();
        return openConnection(true, true, readError);
    };
    bool readOnlyUsable = false;
    bool schemaOld = false;
    if (access == DatabaseAccess::Read && info.exists()) {
        QString readError;
        if (openReadOnly(&readError)) {
            readOnlyUsable = schemaVersion() == latestSchemaVersion();
            schemaOld = !readOnlyUsable;
            if (readOnlyUsable && datasetVersion() == BundledDataset::builtInVersion())
                return true;
        } else if (!failedWith(DatabaseProblem::ReadOnly) &&
                   !failedWith(DatabaseProblem::CannotOpen)) {
            *error = readError;
            return false;
        }
        closeConnection();
        m_failure.reset();
        m_reported.clear();
    }
    if (!QDir().mkpath(info.absolutePath())) {
        *error = u"cannot create the folder %1"_s.arg(info.absolutePath());
        return false;
    }
    if (openConnection(false, false, error) && intactBeforeWriting(info, error) && migrate(error) &&
        ensureBundledCards(error))
        return true;
    // The file cannot be upgraded or reloaded here; a reader may still use it as it stands.
    if (readOnlyUsable && failedWith(DatabaseProblem::ReadOnly)) {
        m_failure.reset();
        m_reported.clear();
        QString readError;
        if (openReadOnly(&readError)) {
            m_staleCards = datasetVersion() != BundledDataset::builtInVersion();
            error->clear();
            return true;
        }
    }
    if (schemaOld && failedWith(DatabaseProblem::ReadOnly))
        *error = u"%1 is read-only and needs upgrading to this program's schema %2 (or loading "
                 u"its card data): open it once where it can be written"_s.arg(path)
                     .arg(latestSchemaVersion());
    closeConnection();
    return false;
}

bool CardDatabase::refusesWrites(QString *error) const
{
    if (isDamaged()) {
        if (error)
            *error = failure()->message();
        return true;
    }
    if (isReadOnly()) {
        if (error)
            *error = u"%1 is read-only: nothing can be saved to it"_s.arg(path());
        return true;
    }
    return false;
}

bool CardDatabase::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && connection().isOpen();
}

QSqlDatabase CardDatabase::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int CardDatabase::schemaVersion() const
{
    QSqlQuery query(connection());
    if (query.exec(u"PRAGMA user_version"_s) && query.next())
        return query.value(0).toInt();
    succeeded(query);
    return 0;
}

int CardDatabase::latestSchemaVersion()
{
    const auto list = migrations();
    return list.isEmpty() ? 0 : list.last().version;
}

bool CardDatabase::migrate(QString *error)
{
    const int current = schemaVersion();
    const auto list = migrations();
    if (current > latestSchemaVersion()) {
        *error = u"%1 was written by a newer version of INWO Assistant (schema %2, this program "
                 u"knows %3)"_s.arg(m_path)
                     .arg(current)
                     .arg(latestSchemaVersion());
        return false;
    }
    if (current == latestSchemaVersion())
        return true;
    // Keep a copy of a file that already holds data before changing its schema.
    if (current > 0) {
        QSqlQuery checkpoint(connection());
        checkpoint.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
        const QString backup = m_path + u".schema-%1.bak"_s.arg(current);
        QFile::remove(backup);
        if (m_readOnly || !QFile::copy(m_path, backup)) {
            *error = u"cannot back up %1 to %2 before upgrading it"_s.arg(m_path, backup);
            return false;
        }
    }
    QSqlDatabase db = connection();
    for (const Migration &migration : list) {
        if (migration.version <= current)
            continue;
        QFile file(migration.path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = u"cannot read migration %1"_s.arg(migration.path);
            return false;
        }
        if (!db.transaction()) {
            *error = explain(db.lastError());
            return false;
        }
        QSqlQuery query(db);
        for (const QString &statement : splitStatements(QString::fromUtf8(file.readAll()))) {
            if (!query.exec(statement)) {
                // A schema version that does not match the tables is damage, not a program
                // error: name the file and the version.
                *error = u"%1 cannot be upgraded from schema version %2: %3 failed: %4"_s.arg(
                    m_path, QString::number(current), migration.path, explain(query.lastError()));
                db.rollback();
                return false;
            }
        }
        if (!query.exec(u"PRAGMA user_version = %1"_s.arg(migration.version)) || !db.commit()) {
            *error =
                u"cannot record schema version %1: %2"_s.arg(migration.version)
                    .arg(explain(query.lastError().isValid() ? query.lastError() : db.lastError()));
            db.rollback();
            return false;
        }
    }
    return true;
}

QString CardDatabase::datasetVersion() const
{
    QSqlQuery query(connection());
    query.prepare(u"SELECT value FROM meta WHERE key = 'dataset_version'"_s);
    if (query.exec() && query.next())
        return query.value(0).toString();
    succeeded(query);
    return {};
}

bool CardDatabase::ensureBundledCards(QString *error)
{
    m_reloaded = false;
    if (datasetVersion() == BundledDataset::builtInVersion())
        return true;
    const BundledDataset dataset = BundledDataset::load(error);
    if (dataset.cards.isEmpty())
        return false;
    if (!loadBundledCards(dataset.cards, dataset.version, error))
        return false;
    m_reloaded = true;
    return true;
}

bool CardDatabase::loadBundledCards(const QList<Card> &cards, const QString &version,
                                    QString *error)
{
    QSqlDatabase db = connection();
    if (!db.transaction()) {
        *error = explain(db.lastError());
        return false;
    }
    QSqlQuery query(db);
    if (!query.exec(u"DELETE FROM cards WHERE source = 'bundled'"_s) ||
        !upsertCards(cards, u"bundled"_s, error)) {
        if (error->isEmpty())
            *error = explain(query.lastError());
        db.rollback();
        forgetCachedCards();
        return false;
    }
    query.prepare(u"INSERT INTO meta (key, value) VALUES ('dataset_version', ?) "
                  u"ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s);
    query.addBindValue(version);
    if (!query.exec() || !db.commit()) {
        *error = explain(query.lastError().isValid() ? query.lastError() : db.lastError());
        db.rollback();
        forgetCachedCards();
        return false;
    }
    return true;
}

bool CardDatabase::upsertCards(const QList<Card> &cards, const QString &source, QString *error)
{
    m_cardCache.clear();
    QSqlQuery query(connection());
    if (!query.prepare(kUpsertSql)) {
        *error = explain(query.lastError());
        return false;
    }
    for (const Card &card : cards) {
        bindCard(query, card, source);
        if (!query.exec()) {
            *error = u"cannot store card %1: %2"_s.arg(card.id, explain(query.lastError()));
            return false;
        }
    }
    return true;
}

int CardDatabase::cardCount() const
{
    QSqlQuery query(connection());
    if (query.exec(u"SELECT count(*) FROM cards"_s) && query.next())
        return query.value(0).toInt();
    succeeded(query);
    return 0;
}

std::optional<Card> CardDatabase::cardById(const QString &id) const
{
    const auto cached = m_cardCache.constFind(id);
    if (cached != m_cardCache.constEnd())
        return *cached;
    QSqlQuery query(connection());
    query.prepare(u"SELECT data FROM cards WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec()) {
        succeeded(query);
        return std::nullopt; // not remembered: the next call tries again
    }
    const bool found = query.next();
    if (!succeeded(query))
        return std::nullopt;
    std::optional<Card> card = found ? cardFromData(query.value(0).toString()) : std::nullopt;
    m_cardCache.insert(id, card);
    return card;
}

QList<Card> CardDatabase::cardsByName(const QString &name) const
{
    QList<Card> cards;
    QSqlQuery query(connection());
    query.prepare(u"SELECT data FROM cards WHERE name_norm = ? ORDER BY set_code"_s);
    query.addBindValue(TextNormalizer::normalize(name));
    if (query.exec()) {
        while (query.next()) {
            if (auto card = cardFromData(query.value(0).toString()))
                cards.append(*card);
        }
    }
    if (!succeeded(query))
        return {};
    return cards;
}

QList<Card> CardDatabase::allCards() const
{
    QList<Card> cards;
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    if (query.exec(u"SELECT data FROM cards ORDER BY name_norm"_s)) {
        while (query.next()) {
            if (auto card = cardFromData(query.value(0).toString()))
                cards.append(*card);
        }
    }
    if (!succeeded(query))
        return {};
    return cards;
}

CardDatabase::CardText CardDatabase::cardText(const QString &cardId) const
{
    CardText result;
    QSqlQuery query(connection());
    query.prepare(u"SELECT text, errata, image_path FROM card_text WHERE card_id = ?"_s);
    query.addBindValue(cardId);
    if (query.exec() && query.next()) {
        result.text = query.value(0).toString();
        result.errata = query.value(1).toString();
        result.imagePath = query.value(2).toString();
    }
    succeeded(query);
    return result;
}

QStringList CardDatabase::allNames() const
{
    QStringList names;
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    if (query.exec(u"SELECT name FROM cards"_s)) {
        while (query.next())
            names.append(query.value(0).toString());
    }
    if (!succeeded(query))
        return {};
    return names;
}

bool CardDatabase::succeeded(const QSqlQuery &query) const
{
    return succeeded(query.lastError());
}

bool CardDatabase::succeeded(const QSqlError &error) const
{
    const std::optional<DatabaseProblem> problem = problemOf(error);
    if (!problem)
        return true;
    if (*problem == DatabaseProblem::Other)
        return false; // a statement's own fault; its caller reports it
    recordFailure({*problem, m_path, detailOf(error)});
    return false;
}

void CardDatabase::recordFailure(const DatabaseFailure &failure) const
{
    // The first failure is kept, unless damage turns up later: damage decides what may be done.
    if (!m_failure || (failure.problem == DatabaseProblem::Damaged && !isDamaged()))
        m_failure = failure;
    if (!m_reported.contains(failure.problem)) {
        m_reported.append(failure.problem);
        if (m_failureHandler)
            m_failureHandler(failure);
    }
}

QString CardDatabase::explain(const QSqlError &error) const
{
    succeeded(error);
    const std::optional<DatabaseProblem> problem = problemOf(error);
    if (!problem || *problem == DatabaseProblem::Other)
        return error.text();
    return DatabaseFailure{*problem, m_path, detailOf(error)}.message();
}

bool CardDatabase::intactBeforeWriting(const QFileInfo &file, QString *error)
{
    // A new file has nothing to lose, and a current one is not written here.
    const bool writes = schemaVersion() != latestSchemaVersion() ||
                        datasetVersion() != BundledDataset::builtInVersion();
    if (!writes || !file.exists() || file.size() == 0)
        return true;
    if (checkIntegrity(false).isEmpty())
        return true;
    *error = m_failure ? m_failure->message() : u"%1 is damaged"_s.arg(m_path);
    return false;
}

QStringList CardDatabase::checkIntegrity(bool full) const
{
    QStringList problems;
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    if (query.exec(full ? u"PRAGMA integrity_check"_s : u"PRAGMA quick_check"_s)) {
        while (query.next()) {
            // A row may hold several lines, under a heading naming the schema.
            for (const QString &line : query.value(0).toString().split(u'\n')) {
                if (line != u"ok"_s && !line.startsWith(u"*** in database"_s))
                    problems.append(line);
            }
        }
    }
    if (!succeeded(query))
        problems.append(query.lastError().text());
    // What SQLite cannot see: a deck with fewer card rows than it was saved with (a damaged page
    // can hide rows from every read without an error).
    if (problems.isEmpty() && schemaVersion() >= 5) {
        QSqlQuery counts(connection());
        counts.setForwardOnly(true);
        if (counts.exec(
                u"SELECT d.id, d.entry_count, (SELECT count(*) FROM deck_cards c "
                u"WHERE c.deck_id = d.id) FROM decks d WHERE d.entry_count IS NOT NULL"_s)) {
            while (counts.next()) {
                if (counts.value(1).toInt() != counts.value(2).toInt())
                    problems.append(u"deck %1 was saved with %2 card rows and %3 can be read"_s
                                        .arg(counts.value(0).toLongLong())
                                        .arg(counts.value(1).toInt())
                                        .arg(counts.value(2).toInt()));
            }
        }
        if (!succeeded(counts))
            problems.append(counts.lastError().text());
    }
    // Problems listed by a check that ran are damage as much as a read that failed on it.
    if (!problems.isEmpty())
        recordFailure({DatabaseProblem::Damaged, m_path, problems.first()});
    return problems;
}

const CardAbilities &bundledAbilities()
{
    static const CardAbilities abilities = [] {
        QFile file(u":/cards/abilities.json"_s);
        QString error;
        std::optional<CardAbilities> parsed;
        if (file.open(QIODevice::ReadOnly))
            parsed = CardAbilities::parse(file.readAll(), &error);
        if (!parsed)
            qWarning("bundled card abilities unreadable: %s", qPrintable(error));
        return parsed.value_or(CardAbilities());
    }();
    return abilities;
}

const GoalRules &bundledGoalRules()
{
    static const GoalRules rules = [] {
        QFile file(u":/goals/goals.json"_s);
        QString error;
        std::optional<GoalRules> parsed;
        if (file.open(QIODevice::ReadOnly))
            parsed = GoalRules::parse(file.readAll(), &error);
        if (!parsed)
            qWarning("bundled goal rules unreadable: %s", qPrintable(error));
        return parsed.value_or(GoalRules());
    }();
    return rules;
}

} // namespace inwo
