#pragma once

#include "cards/card.h"

#include <QList>
#include <QString>

namespace inwo::bench {

// The number of cards in the generated database.
inline constexpr int LargeCardCount = 100000;

// `count` cards made from `bundled`, the same every time for the same input: the bundled cards
// themselves, then copies with a made-up word added to the name (so ids stay unique) and varied
// Power, Global Power, Resistance, alignments and attributes.
QList<Card> generateLargeCardSet(const QList<Card> &bundled, int count);

struct PreparedDatabase
{
    QString path;
    int cards = 0;
    bool generated = false; // built in this run (not reused)
    double buildMs = 0.0;
};

// `dir`/inwo-bench-bundled.sqlite, opened (and so created and loaded) by CardDatabase.
bool prepareBundledDatabase(const QString &dir, PreparedDatabase *result, QString *error);

// `dir`/inwo-bench-<count>-g<generator>.sqlite holding the generated cards. Reused when it is
// present and still holds them (a --db-dir kept between runs); otherwise built again (that takes
// a while).
bool prepareLargeDatabase(const QString &dir, PreparedDatabase *result, QString *error);

// The number of cards in the database at `path`, opened with CardDatabase; -1 on failure.
int cardCountOf(const QString &path, QString *error);

} // namespace inwo::bench
