#pragma once

#include <QString>
#include <QStringList>

namespace inwo {

class CardDatabase;

// What recovering a damaged database saved, for the user to be told.
struct RecoveryReport
{
    QString setAsidePath;            // where the damaged file now is (its -wal and -shm beside it)
    int decksRecovered = 0;          // decks copied to the new file, complete or not
    QStringList incompleteDecks;     // names of decks some of whose cards could not be read
    bool deckListIncomplete = false; // the list of decks itself stopped on a damaged page
    int importedCardsRecovered = 0;  // the user's imported cards (LackeyCCG) copied over
    // Some imported cards or texts could not be read (or, when the card table itself is damaged,
    // may not have been: whether there were any cannot be told).
    bool importedCardsIncomplete = false;
    int gamesRecovered = 0;      // live games copied, each with the events that could be read
    QStringList incompleteGames; // names of games whose log stops before its last event

    // True when everything the damaged file held of the user's is in the new one.
    bool complete() const
    {
        return incompleteDecks.isEmpty() && !deckListIncomplete && !importedCardsIncomplete &&
               incompleteGames.isEmpty();
    }
};

// Sets a damaged database aside and builds a new one in its place: the damaged file (with its
// -wal and -shm) is renamed to "<file>.damaged-YYYYMMDD-HHMMSS", a new file is created with the
// bundled cards, and the user's decks and imported cards are copied from the damaged file as far
// as SQLite can still read it. The damaged file is only read, never written.
class DatabaseRecovery
{
public:
    enum class Start : quint8 { Opened, OpenedReadOnly, Recovered, Failed };
    // When openAtStart() runs SQLite's quick check: at once, or later by the caller (the window
    // runs it after its first paint, so a large file does not delay the window; a file too
    // damaged to open is recovered at once either way).
    enum class Check : quint8 { Now, Later };

    // What the program does at start: opens `path` into `database` and runs SQLite's quick
    // check; a damaged database file is recovered (report filled) and the new one opened. A file
    // that cannot be written is opened read-only (OpenedReadOnly) when it is current, so the
    // user can still search and read decks. Failed (with `error`) leaves the file as it was.
    static Start openAtStart(CardDatabase &database, const QString &path, RecoveryReport *report,
                             QString *error, Check check = Check::Now);

    // For a damaged file found while `database` is open (every other user of its connection is
    // gone): closes it, recovers the file and opens the new one.
    static bool recoverOpenDatabase(CardDatabase &database, RecoveryReport *report, QString *error);

    // True when `path` starts with SQLite's header: a damaged database, not some other file
    // (which is never renamed).
    static bool isSqliteFile(const QString &path);

    // The caller has closed every connection to `path`. On failure returns false and sets
    // `error`; the damaged file is then where it was or at report->setAsidePath.
    static bool recover(const QString &path, RecoveryReport *report, QString *error);
};

} // namespace inwo
