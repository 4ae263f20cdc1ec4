#pragma once

#include "benchdatabases.h"

#include <QJsonObject>
#include <QString>

namespace inwo::bench {

struct DeckBenchSettings
{
    QString databasePath; // the bundled-cards database
    QString decksDir;     // the .dek files to check (the shared corpus)
    QString formatId = QStringLiteral("plan28");
    int repetitions = 21; // per deck; the median is reported
};

// Checking real decks against a format, in process, the way the deck editor and `inwo deck check`
// do it: each .dek file's bytes (read from disk beforehand) are parsed, every card resolved
// through the name resolver, and the deck checked against the format over the SQLite card
// repository. Per deck: the median of `repetitions` runs, split into read+resolve and check (the
// repository remembers cards it has looked up, as in a session; the first pass, with that cache
// filling, is reported apart).
// Floor: the same bytes through QXmlStreamReader alone (no escaping, no name resolution, no
// rules), so the ratio says what resolving and checking cost over merely reading the file.
QJsonObject runDeckBench(const DeckBenchSettings &settings, QString *error);

struct ImportBenchSettings
{
    QString listPath;     // the forum list to import (tests/bench/data/forum-list-60.txt)
    int repetitions = 31; // per measurement; the median is reported
    bool large = true;    // also with 100,000 cards
    int largeCards = LargeCardCount; // the generated set's size (fewer for --list only)
};

// Importing a pasted deck list, the way the import window and `inwo deck check list.txt` do it:
// DeckFileIo::read() of the file (read from disk, decoded, every line read and its names
// resolved) with the bundled cards, and with 100,000 cards (the bundled ones and generated
// names beside them, in memory). The resolver's index is built before the timed runs and
// reported apart (`index_ms`); it is not counted in the import. `cold` runs get a new resolver
// each (no misspelling remembered from an earlier run: a first paste), `warm` runs reuse one
// (the list read again while it is edited).
// Two floors. Reading the file: the same import with no cards at all, every line read and every
// name looked up and found in none, so the ratio says what matching the names costs. The file
// alone: read and decoded the same way and split into its lines, no line read, run beside each
// import in the same state, so that the 100,000-card and bundled imports are compared each
// beside its own floor. Each cold run rests first, as a click after a pause does.
QJsonObject runImportBench(const ImportBenchSettings &settings, QString *error);

} // namespace inwo::bench
