#pragma once

#include "cards/card.h"
#include "cards/cardrepository.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <optional>

class QFileInfo;
class QSqlError;
class QSqlQuery;

namespace inwo {

// Why the database file, not the question asked of it, failed. SQLite's result code decides.
enum class DatabaseProblem : quint8 {
    Damaged,    // SQLITE_CORRUPT, SQLITE_NOTADB: a page or the header cannot be read
    ReadOnly,   // SQLITE_READONLY: the file or its folder cannot be written
    Locked,     // SQLITE_BUSY, SQLITE_LOCKED: another program holds the file
    Full,       // SQLITE_FULL: the disk is full
    CannotOpen, // SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_PERM: the file cannot be read at all
    Other       // anything else (a bad statement): a program error, not the file's
};

// The first problem of the file that a statement met, for the caller to report.
struct DatabaseFailure
{
    DatabaseProblem problem = DatabaseProblem::Other;
    QString path;
    QString detail; // SQLite's own words

    // "FILE is damaged (database disk image is malformed)" and so on; English for the CLI.
    QString message() const;
};

// True when `path` starts with SQLite's header ("SQLite format 3"): a damaged database, as
// opposed to some other file given as one (which no recovery can help).
bool hasSqliteHeader(const QString &path);

// The problem behind a Qt SQL error, or nullopt when there is no error.
std::optional<DatabaseProblem> problemOf(const QSqlError &error);

// How a command uses the file. Read opens it read-only when it is current (so a file in a folder
// the user cannot write to can still be read), and read-write only to create, upgrade or reload it.
enum class DatabaseAccess : quint8 { ReadWrite, Read };

// The user's SQLite file: opens it, runs the numbered migrations in resources/sql (backing the
// file up first), and keeps the bundled card facts loaded and current. User data lives in the same
// file and is never touched by a card reload.
class CardDatabase : public CardRepository
{
public:
    CardDatabase();
    ~CardDatabase() override;
    CardDatabase(const CardDatabase &) = delete;
    CardDatabase &operator=(const CardDatabase &) = delete;

    // The default file: <AppDataLocation>/inwo.sqlite. The INWO_DB environment variable wins.
    static QString defaultPath();

    // Opens (creating if needed) `path`, migrates it, and loads the bundled cards when the file
    // holds none or an older dataset version. On failure returns false and sets `error`; failure()
    // then says why when the file is at fault.
    bool open(const QString &path, QString *error,
              DatabaseAccess access = DatabaseAccess::ReadWrite);
    bool isOpen() const;
    // Closes the file (open() may be called again).
    void close() { closeConnection(); }
    // True when the file was opened read-only: every write is refused.
    bool isReadOnly() const { return m_readOnly; }
    // True (with `error`) when the file must not be written: damaged or opened read-only.
    bool refusesWrites(QString *error) const;
    // True when a read-only file holds an older card dataset than the program's (not reloaded).
    bool hasStaleCards() const { return m_staleCards; }
    QString path() const { return m_path; }
    QSqlDatabase connection() const;

    int schemaVersion() const;
    static int latestSchemaVersion();
    // The dataset version stored in the file (SHA-1 of the bundled cards.json it was loaded from).
    QString datasetVersion() const;
    // True when open() (re)loaded the bundled cards.
    bool bundledCardsReloaded() const { return m_reloaded; }

    // Replaces every bundled row with `cards` in one transaction (cards a user imported that
    // are not in `cards` stay), then records `version`. Used by open() and by the benchmark.
    bool loadBundledCards(const QList<Card> &cards, const QString &version, QString *error);

    // Inserts or replaces cards as 'imported' rows; the caller owns the transaction.
    bool upsertCards(const QList<Card> &cards, const QString &source, QString *error);

    int cardCount() const;
    // Drops the cards cardById() remembers; upsertCards() does it itself. Call after rolling back
    // a transaction that wrote cards.
    void forgetCachedCards() const { m_cardCache.clear(); }

    std::optional<Card> cardById(const QString &id) const override;
    QList<Card> cardsByName(const QString &name) const override;
    QList<Card> allCards() const override;

    // Imported card text, errata and image file of a card ("" when none were imported).
    struct CardText
    {
        QString text;
        QString errata;
        QString imagePath;
    };
    CardText cardText(const QString &cardId) const;
    // Every card name, for suggestions ("did you mean ...?").
    QStringList allNames() const;

    // Checks a statement after exec() or after its last next(): true when it ran clean. A failure
    // of the file (damaged, read-only, locked, full) is remembered in failure() and reported to
    // the failure handler once per kind; a query that stopped early is never a short answer.
    bool succeeded(const QSqlQuery &query) const;
    bool succeeded(const QSqlError &error) const;
    // Records `error` as succeeded() does and puts it in words: the file's problem when it is
    // the file's ("FILE is damaged ..."), otherwise SQLite's own text.
    QString explain(const QSqlError &error) const;
    // The first problem of the file met since open(), if any. Once the file is damaged, DeckStore
    // refuses to write to it.
    const std::optional<DatabaseFailure> &failure() const { return m_failure; }
    bool isDamaged() const { return m_failure && m_failure->problem == DatabaseProblem::Damaged; }
    // Called on the first failure of each kind (the window shows a message).
    void setFailureHandler(std::function<void(const DatabaseFailure &)> handler)
    {
        m_failureHandler = std::move(handler);
    }

    // Damage found by comparing what the file holds with what it should (a deck saved with 40
    // card rows of which 33 can be read): recorded and reported as a failed read would be.
    void reportDamage(const QString &detail) const
    {
        recordFailure({DatabaseProblem::Damaged, m_path, detail});
    }

    // PRAGMA quick_check (or integrity_check when `full`): the problems SQLite lists, empty when
    // the file is sound. A check that cannot run at all lists why. Problems make the file
    // damaged (failure()), as a read that met them would.
    QStringList checkIntegrity(bool full) const;

private:
    bool openConnection(bool readOnly, bool immutable, QString *error);
    void closeConnection();
    // Before open() upgrades or reloads an existing file: its quick check, so nothing is written
    // to a damaged file. False (with `error`) when it is damaged.
    bool intactBeforeWriting(const QFileInfo &file, QString *error);
    void recordFailure(const DatabaseFailure &failure) const;
    bool migrate(QString *error);
    bool ensureBundledCards(QString *error);

    QString m_connectionName;
    QString m_path;
    bool m_reloaded = false;
    bool m_readOnly = false;
    bool m_staleCards = false;
    mutable std::optional<DatabaseFailure> m_failure;
    mutable QList<DatabaseProblem> m_reported;
    std::function<void(const DatabaseFailure &)> m_failureHandler;
    // cardById() results (unknown ids included): the deck editor's verdict and statistics look
    // up every card of a deck on each change.
    mutable QHash<QString, std::optional<Card>> m_cardCache;
};

// The cards compiled into the program (resources/cards/cards.json) and their version.
struct BundledDataset
{
    QList<Card> cards;
    QString version; // SHA-1 of the file's bytes
    static BundledDataset load(QString *error);
    // The version of the compiled-in file, known without reading it.
    static QString builtInVersion();
};

class CardAbilities;

// The card abilities compiled into the program (resources/cards/abilities.json), read once. A
// broken file is a build mistake the dataset test catches; here it gives no abilities.
const CardAbilities &bundledAbilities();

class GoalRules;

// The special goals and Goal cards compiled into the program (resources/goals/goals.json), read
// once, likewise.
const GoalRules &bundledGoalRules();

} // namespace inwo
