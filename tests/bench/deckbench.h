#pragma once

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

} // namespace inwo::bench
