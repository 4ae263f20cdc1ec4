#pragma once

#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace inwo::bench {

// The queries measured: a mix of what people type (names, prefixes as they are typed, phrases)
// and every kind of field, boolean operators and negation, plus the empty query (all cards).
QStringList representativeQueries();

// Per query and side: `warmups` untimed runs, then as many timed runs as fit in `budgetMs`
// (judged from the warm-ups), at least `minIterations` and at most `maxIterations`. Fast queries
// get many samples, so that their p99 is not just the one or two slowest runs on a busy machine;
// slow ones cannot stall the benchmark.
struct SearchBenchSettings
{
    int warmups = 10;
    int minIterations = 20;
    int maxIterations = 1000;
    double budgetMs = 3000.0;
    bool explain = false; // add the SQL and SQLite's query plans to each query's object
};

struct SearchBenchResult
{
    QJsonArray queries; // one object per query (see README.md)
    double worstRatioP99 = 0.0;
    QString worstRatioQuery;
    double worstRatioP50 = 0.0;
    double maxP99Ms = 0.0;
    QString maxP99Query;
    int errors = 0;
};

// Measures every query against the database at `path` (holding `cards` cards): CardSearch's
// search() with SearchOptions{limit = 100}, beside the same SQL run through statements prepared
// once with the raw SQLite API on a second connection. Returns false only when the database
// cannot be opened; a query that fails is reported in its object.
bool runSearchBench(const QString &path, int cards, const QStringList &queries,
                    const SearchBenchSettings &settings, SearchBenchResult *result, QString *error);

} // namespace inwo::bench
