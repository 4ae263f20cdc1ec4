// inwo-bench: the project's performance targets, each measured beside its floor in the same run
// (see README.md in this folder). Built and run by the `bench` CMake target; never by CTest
// except for the bench/smoke test, which only checks that it runs and prints JSON.

#include "attackbench.h"
#include "benchdatabases.h"
#include "deckbench.h"
#include "gamebench.h"
#include "searchbench.h"
#include "startupbench.h"
#include "tablebench.h"
#include "timelinebench.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace inwo::bench {
namespace {

constexpr double MaxSearchRatioP99 = 2.0;
constexpr double MaxSearchP99MsLarge = 16.0;

QString cpuModel()
{
    QFile file(u"/proc/cpuinfo"_s);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return QSysInfo::currentCpuArchitecture();
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    for (const QString &line : lines) {
        if (line.startsWith(u"model name"_s))
            return line.section(u':', 1).trimmed();
    }
    return QSysInfo::currentCpuArchitecture();
}

QJsonObject machineInfo()
{
    return {
        {u"cores"_s, QThread::idealThreadCount()},
        {u"cpu"_s, cpuModel()},
        {u"os"_s, QSysInfo::prettyProductName()},
        {u"kernel"_s, QSysInfo::kernelVersion()},
        {u"qt"_s, QString::fromLatin1(qVersion())},
        {u"sqlite"_s, QString::fromLatin1(sqlite3_libversion())},
        {u"compiler"_s, QString::fromLatin1(__VERSION__)},
        {u"build_type"_s, QString::fromLatin1(INWO_BENCH_BUILD_TYPE)},
        {u"date"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
    };
}

QJsonObject databaseInfo(const PreparedDatabase &db)
{
    QJsonObject object{{u"path"_s, db.path}, {u"cards"_s, db.cards}};
    if (db.generated)
        object[u"built_ms"_s] = qRound(db.buildMs);
    return object;
}

// The report with every figure taken out (--list): the parts and the names of their items as a
// full run reports them, each value null. Only a search entry's query is kept: it names the
// entry.
QJsonValue skeletonOf(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &entry : value.toArray())
            array.append(skeletonOf(entry));
        return array;
    }
    if (!value.isObject())
        return QJsonValue::Null;
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != u"query"_s)
            it.value() = skeletonOf(it.value());
    }
    return object;
}

QString formatMs(const QJsonValue &value)
{
    return value.isDouble() ? QString::number(value.toDouble(), 'f', 3) : u"-"_s;
}

void printSearchTable(QTextStream &out, const QString &title, const QJsonArray &queries)
{
    // Padded pieces joined, not QString::arg(): a query may itself contain "%1".
    const auto left = [](const QString &text) {
        return text.leftJustified(36);
    };
    const auto right = [](const QString &text) {
        return text.rightJustified(10);
    };
    out << title << '\n';
    out << u"  "_s << left(u"query"_s) << right(u"matches"_s) << right(u"p50"_s) << right(u"p99"_s)
        << right(u"floor p50"_s) << right(u"floor p99"_s) << right(u"ratio p50"_s)
        << right(u"ratio p99"_s) << '\n';
    for (const QJsonValue &value : queries) {
        const QJsonObject q = value.toObject();
        QString name = q[u"query"_s].toString();
        if (name.isEmpty())
            name = u"(empty)"_s;
        out << u"  "_s << left(name);
        if (q.contains(u"error"_s)) {
            out << u" error: "_s << q[u"error"_s].toString() << '\n';
            continue;
        }
        out << right(QString::number(q[u"matches"_s].toInt())) << right(formatMs(q[u"p50_ms"_s]))
            << right(formatMs(q[u"p99_ms"_s])) << right(formatMs(q[u"floor_p50_ms"_s]))
            << right(formatMs(q[u"floor_p99_ms"_s]))
            << right(QString::number(q[u"ratio_p50"_s].toDouble(), 'f', 2))
            << right(QString::number(q[u"ratio_p99"_s].toDouble(), 'f', 2));
        if (q.contains(u"mismatch"_s))
            out << u"  MISMATCH: "_s << q[u"mismatch"_s].toString();
        out << '\n';
    }
}

void printStartup(QTextStream &out, const QString &title, const QJsonObject &row)
{
    if (row.isEmpty())
        return;
    if (row.contains(u"error"_s)) {
        out << u"  %1 error: %2\n"_s.arg(title, -16).arg(row[u"error"_s].toString());
        return;
    }
    out << u"  %1 app %2 ms (p90 %3)   bare window %4 ms (p90 %5)   ratio %6\n"_s.arg(title, -16)
               .arg(formatMs(row[u"app_median_ms"_s]))
               .arg(formatMs(row[u"app_p90_ms"_s]))
               .arg(formatMs(row[u"bare_median_ms"_s]))
               .arg(formatMs(row[u"bare_p90_ms"_s]))
               .arg(row[u"ratio"_s].toDouble(), 0, 'f', 2);
}

void printReport(QTextStream &out, const QJsonObject &report)
{
    const QJsonObject machine = report[u"machine"_s].toObject();
    out << u"inwo-bench (%1 build, %2 cores, %3, Qt %4, SQLite %5)\n"_s.arg(
        machine[u"build_type"_s].toString(), QString::number(machine[u"cores"_s].toInt()),
        machine[u"cpu"_s].toString(), machine[u"qt"_s].toString(), machine[u"sqlite"_s].toString());

    if (report.contains(u"search"_s)) {
        const QJsonObject search = report[u"search"_s].toObject();
        out << u"\nSearch: one search per keystroke (the first 100 cards, and the count when "
               u"there are more), ms\nfloor: the same SQL, prepared once, through raw SQLite\n"_s;
        printSearchTable(out, u"bundled cards"_s, search[u"bundled"_s].toArray());
        if (search.contains(u"large"_s))
            printSearchTable(out, u"100,000 cards"_s, search[u"large"_s].toArray());
        const QJsonObject summary = search[u"summary"_s].toObject();
        out << u"  worst ratio p99 %1 (target <= %2), max p99 at 100,000 cards %3 ms (target < "
               u"%4), errors %5: %6\n"_s.arg(summary[u"worst_ratio_p99"_s].toDouble(), 0, 'f', 2)
                   .arg(MaxSearchRatioP99)
                   .arg(formatMs(summary[u"max_p99_ms_large"_s]))
                   .arg(MaxSearchP99MsLarge)
                   .arg(summary[u"errors"_s].toInt())
                   .arg(summary[u"targets_met"_s].toBool() ? u"targets met"_s
                                                           : u"TARGETS MISSED"_s);
    }

    if (report.contains(u"startup"_s)) {
        const QJsonObject startup = report[u"startup"_s].toObject();
        out << u"\nStart-up to first paint (offscreen, median of %1 runs)\n"_s.arg(
            startup[u"runs"_s].toInt());
        if (startup.contains(u"error"_s))
            out << u"  error: "_s << startup[u"error"_s].toString() << '\n';
        printStartup(out, u"bundled cards"_s, startup[u"bundled"_s].toObject());
        printStartup(out, u"100,000 cards"_s, startup[u"large"_s].toObject());
        if (startup.contains(u"large_over_bundled"_s))
            out << u"  100,000 cards / bundled: %1 (target <= 1.10)\n"_s.arg(
                startup[u"large_over_bundled"_s].toDouble(), 0, 'f', 2);
        out << u"  "_s
            << (startup[u"targets_met"_s].toBool() ? u"targets met"_s : u"TARGETS MISSED"_s)
            << '\n';
    }
    if (report.contains(u"decks"_s)) {
        const QJsonObject decks = report[u"decks"_s].toObject();
        const QJsonObject summary = decks[u"summary"_s].toObject();
        out << u"\nDeck check: every shared .dek read, resolved and checked against %1, in "
               u"process\n"_s.arg(decks[u"format"_s].toString());
        out << u"  %1 decks, %2 cards, %3 unresolved lines; per deck median %4 ms, p99 %5 ms, "
               u"max %6 ms\n"_s.arg(summary[u"decks"_s].toInt())
                   .arg(summary[u"cards"_s].toInt())
                   .arg(summary[u"unresolved_lines"_s].toInt())
                   .arg(formatMs(summary[u"per_deck_median_ms"_s]))
                   .arg(formatMs(summary[u"per_deck_p99_ms"_s]))
                   .arg(formatMs(summary[u"per_deck_max_ms"_s]));
        out << u"  all decks %1 ms (first pass %5 ms); floor (XML read only) %2 ms; ratio %3; "
               u"resolver index %4 ms once\n"_s.arg(formatMs(summary[u"all_decks_ms"_s]))
                   .arg(formatMs(summary[u"floor_all_decks_ms"_s]))
                   .arg(summary[u"ratio_to_floor"_s].toDouble(), 0, 'f', 1)
                   .arg(formatMs(summary[u"resolver_index_ms"_s]))
                   .arg(formatMs(summary[u"first_pass_all_decks_ms"_s]));
    }
    if (report.contains(u"import"_s)) {
        const QJsonObject import = report[u"import"_s].toObject();
        out << u"\nText import: %1 (%2 lines) read from disk, every line read and resolved\n"_s
                   .arg(import[u"list"_s].toString())
                   .arg(import[u"lines"_s].toInt());
        for (const QString &cards : {u"bundled"_s, u"large"_s, u"no_cards"_s}) {
            if (!import.contains(cards))
                continue;
            const QJsonObject set = import[cards].toObject();
            out << u"  %1 cards: cold %2 ms (%3x the file of %4 ms), warm %5 ms (%6x); "
                   u"index %7 ms once, not counted\n"_s.arg(set[u"cards"_s].toInt())
                       .arg(formatMs(set[u"cold_ms"_s]))
                       .arg(set[u"cold_ratio_to_floor"_s].toDouble(), 0, 'f', 2)
                       .arg(formatMs(set[u"cold_floor_ms"_s]))
                       .arg(formatMs(set[u"warm_ms"_s]))
                       .arg(set[u"warm_ratio_to_floor"_s].toDouble(), 0, 'f', 2)
                       .arg(formatMs(set[u"index_ms"_s]));
            if (cards != u"no_cards"_s)
                out << u"    over reading the lines with no card to match: %1 (target <= 2)\n"_s
                           .arg(set[u"cold_over_no_cards"_s].toDouble(), 0, 'f', 2);
        }
        if (import.contains(u"large_over_bundled"_s))
            out << u"  100,000 cards over bundled: %1 beside the file read in the same state "
                   u"(target <= 1.2); %2 in time alone\n"_s
                       .arg(import[u"large_over_bundled_beside_floor"_s].toDouble(), 0, 'f', 2)
                       .arg(import[u"large_over_bundled"_s].toDouble(), 0, 'f', 2);
        out << u"  "_s
            << (import[u"targets_met"_s].toBool() ? u"targets met"_s : u"TARGETS MISSED"_s) << '\n';
    }
    if (report.contains(u"attacks"_s)) {
        const QJsonObject attacks = report[u"attacks"_s].toObject();
        out << u"\nAttack adjudicator: a 6-group attack, every line explained, one core\n"_s;
        out << u"  typed lines: %1 attacks per second (%2 us each; target > %3); hand-summed "
               u"floor %4 per second (%5x)\n"_s.arg(attacks[u"attacks_per_second"_s].toInteger())
                   .arg(attacks[u"microseconds_per_attack"_s].toDouble(), 0, 'f', 2)
                   .arg(MinAttacksPerSecond, 0, 'f', 0)
                   .arg(attacks[u"floor_per_second"_s].toInteger())
                   .arg(attacks[u"floor_over_engine"_s].toDouble(), 0, 'f', 1);
        out << u"  lines rendered: %1 attacks per second (target > %2); floor %3x\n"_s
                   .arg(attacks[u"rendered_attacks_per_second"_s].toInteger())
                   .arg(MinRenderedAttacksPerSecond, 0, 'f', 0)
                   .arg(attacks[u"floor_over_rendered"_s].toDouble(), 0, 'f', 1);
    }
    if (report.contains(u"table"_s)) {
        const QJsonObject table = report[u"table"_s].toObject();
        out << u"\nAttack list: every attack of one player on a %1-player table of %2 groups\n"_s
                   .arg(table[u"players"_s].toInt())
                   .arg(table[u"groups"_s].toInt());
        out << u"  %1 attacks (%2 legal) in %3 ms (target < %4); each adjudicated alone: %5 us, "
               u"floor %6 ms, ratio %7\n"_s.arg(table[u"attacks_listed"_s].toInt())
                   .arg(table[u"legal"_s].toInt())
                   .arg(formatMs(table[u"list_ms"_s]))
                   .arg(MaxAttackListMs, 0, 'f', 0)
                   .arg(table[u"single_attack_us"_s].toDouble(), 0, 'f', 2)
                   .arg(formatMs(table[u"floor_ms"_s]))
                   .arg(table[u"ratio_to_floor"_s].toDouble(), 0, 'f', 2);
    }
    if (report.contains(u"timeline"_s)) {
        const QJsonObject timeline = report[u"timeline"_s].toObject();
        out << u"\nTimeline: %1 plays (%2 cancels) resolved in %3 ms; reading the file (floor) "
               u"%4 ms; ratio %5 (target < %6)\n"_s.arg(timeline[u"plays"_s].toInt())
                   .arg(timeline[u"cancels"_s].toInt())
                   .arg(formatMs(timeline[u"resolve_ms"_s]))
                   .arg(formatMs(timeline[u"read_ms"_s]))
                   .arg(timeline[u"resolve_over_read"_s].toDouble(), 0, 'f', 2)
                   .arg(MaxResolveOverRead, 0, 'f', 1);
    }
    if (report.contains(u"game"_s)) {
        const QJsonObject game = report[u"game"_s].toObject();
        const QJsonObject append = game[u"append"_s].toObject();
        const QJsonObject replay = game[u"replay"_s].toObject();
        const auto p50 = [&](const QString &side) {
            return append[side].toObject()[u"p50_us"_s].toDouble();
        };
        out << u"\nLive game: %1 events appended, median per event: LiveGame::play %2 us, "
               u"GameStore::append %3 us, raw insert (floor) %4 us; store ratio %5 (target <= "
               u"%6), play ratio %7\n"_s.arg(append[u"events"_s].toInt())
                   .arg(p50(u"live_play"_s), 0, 'f', 1)
                   .arg(p50(u"store_append"_s), 0, 'f', 1)
                   .arg(p50(u"floor_insert"_s), 0, 'f', 1)
                   .arg(append[u"store_over_floor"_s].toDouble(), 0, 'f', 2)
                   .arg(MaxAppendOverInsert, 0, 'f', 1)
                   .arg(append[u"live_over_floor"_s].toDouble(), 0, 'f', 2);
        out << u"  %1 events replayed in %2 ms, opened (load + replay) in %3 ms (target < %4); "
               u"rows read and parsed (floor) %5 ms\n"_s.arg(replay[u"events"_s].toInt())
                   .arg(formatMs(replay[u"replay_ms"_s]))
                   .arg(formatMs(replay[u"open_ms"_s]))
                   .arg(MaxReplayMs, 0, 'f', 0)
                   .arg(formatMs(replay[u"floor_ms"_s]));
    }
    for (const QJsonValue &warning : report[u"warnings"_s].toArray())
        out << u"\nwarning: "_s << warning.toString() << '\n';
    out << u"\nAll targets met: "_s << (report[u"targets_met"_s].toBool() ? u"yes"_s : u"no"_s)
        << '\n';
}

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Measures INWO Assistant's search and start-up beside their floors (raw SQLite, a bare "
        u"Qt window) in the same run."_s);
    parser.addHelpOption();
    const QCommandLineOption jsonOption(u"json"_s, u"Print one JSON object instead of a table."_s);
    const QCommandLineOption quickOption(u"quick"_s,
                                         u"Few iterations: checks that it runs, not how fast."_s);
    const QCommandLineOption dbDirOption(
        u"db-dir"_s,
        u"Build the benchmark databases here and reuse them in later runs (default: a "
        u"temporary folder, removed at the end)."_s,
        u"dir"_s);
    const QCommandLineOption onlyOption(
        u"only"_s,
        u"Run one part only: search, startup, decks, import, attacks, table, timeline or "
        u"game."_s,
        u"part"_s);
    const QCommandLineOption decksDirOption(
        u"decks-dir"_s, u"The .dek files the deck check runs over (default: the shared corpus)."_s,
        u"dir"_s, QString::fromUtf8(INWO_BENCH_DECKS_DIR));
    const QCommandLineOption noLargeOption(u"no-large"_s,
                                           u"Skip the generated 100,000-card database."_s);
    const QCommandLineOption listOption(
        u"list"_s,
        u"Print the JSON report's parts and item names, every value null, without measuring "
        u"anything (a --quick run; the bundled cards stand in for the 100,000)."_s);
    const QCommandLineOption outOption(u"out"_s, u"Also write the JSON report to this file."_s,
                                       u"file"_s);
    const QCommandLineOption explainOption(
        u"explain"_s, u"Add each query's SQL and SQLite's query plans to the JSON report."_s);
    const QCommandLineOption queryOption(
        u"query"_s, u"Measure this search query instead of the representative set (repeatable)."_s,
        u"query"_s);
    parser.addOptions({jsonOption, quickOption, dbDirOption, onlyOption, noLargeOption, outOption,
                       explainOption, queryOption, decksDirOption, listOption});
    parser.process(arguments);

    QTextStream err(stderr);
    const QString only = parser.value(onlyOption);
    if (!only.isEmpty() && only != u"search"_s && only != u"startup"_s && only != u"decks"_s &&
        only != u"import"_s && only != u"attacks"_s && only != u"table"_s &&
        only != u"timeline"_s && only != u"game"_s) {
        err << "inwo-bench: --only takes 'search', 'startup', 'decks', 'import', 'attacks', "
               "'table', 'timeline' or 'game'\n";
        return 2;
    }
    const bool doSearch = only.isEmpty() || only == u"search"_s;
    const bool doStartup = only.isEmpty() || only == u"startup"_s;
    const bool doDecks = only.isEmpty() || only == u"decks"_s;
    const bool doImport = only.isEmpty() || only == u"import"_s;
    const bool doAttacks = only.isEmpty() || only == u"attacks"_s;
    const bool doTable = only.isEmpty() || only == u"table"_s;
    const bool doTimeline = only.isEmpty() || only == u"timeline"_s;
    const bool doGame = only.isEmpty() || only == u"game"_s;
    // --list runs every part quickly, the large parts on the bundled cards, and keeps the names.
    const bool list = parser.isSet(listOption);
    const bool quick = list || parser.isSet(quickOption);
    const bool large = !parser.isSet(noLargeOption);
    // Scratch databases go to a temporary folder unless asked for elsewhere: never into the
    // folder the benchmark was started from.
    QTemporaryDir scratch(QDir::temp().filePath(u"inwo-bench-XXXXXX"_s));
    const QString dbDir = parser.isSet(dbDirOption) ? parser.value(dbDirOption) : scratch.path();
    if (!parser.isSet(dbDirOption) && !scratch.isValid()) {
        err << "inwo-bench: cannot create a temporary folder: " << scratch.errorString() << '\n';
        return 1;
    }
    if (!QDir().mkpath(dbDir)) {
        err << "inwo-bench: cannot create " << dbDir << '\n';
        return 1;
    }
    if (QString::fromLatin1(INWO_BENCH_BUILD_TYPE) == u"Debug"_s)
        err << "inwo-bench: warning: a Debug build; the numbers mean little\n";

    QJsonObject report{{u"machine"_s, machineInfo()}};
    QJsonArray warnings;
    QString error;

    PreparedDatabase bundledDb;
    if (!prepareBundledDatabase(dbDir, &bundledDb, &error)) {
        err << "inwo-bench: cannot prepare the bundled-cards database: " << error << '\n';
        return 1;
    }
    PreparedDatabase largeDb;
    if (large && list) {
        largeDb = bundledDb;
    } else if (large && !prepareLargeDatabase(dbDir, &largeDb, &error)) {
        err << "inwo-bench: cannot prepare the 100,000-card database: " << error << '\n';
        return 1;
    }
    QJsonObject databases{{u"bundled"_s, databaseInfo(bundledDb)}};
    if (large)
        databases[u"large"_s] = databaseInfo(largeDb);
    report[u"databases"_s] = databases;

    bool targetsMet = true;
    if (doSearch) {
        SearchBenchSettings settings;
        if (quick) {
            settings.warmups = 2;
            settings.minIterations = 3;
            settings.maxIterations = 10;
            settings.budgetMs = 100.0;
        }
        settings.explain = parser.isSet(explainOption);
        const QStringList queries =
            parser.isSet(queryOption) ? parser.values(queryOption) : representativeQueries();
        SearchBenchResult bundledResult;
        if (!runSearchBench(bundledDb.path, bundledDb.cards, queries, settings, &bundledResult,
                            &error)) {
            err << "inwo-bench: " << error << '\n';
            return 1;
        }
        QJsonObject search{{u"bundled"_s, bundledResult.queries}};
        QJsonObject summary;
        double worstRatio = bundledResult.worstRatioP99;
        QString worstQuery = bundledResult.worstRatioQuery;
        QString worstDataset = u"bundled"_s;
        double worstRatioP50 = bundledResult.worstRatioP50;
        int errors = bundledResult.errors;
        bool met = true;
        if (large) {
            SearchBenchResult largeResult;
            if (!runSearchBench(largeDb.path, largeDb.cards, queries, settings, &largeResult,
                                &error)) {
                err << "inwo-bench: " << error << '\n';
                return 1;
            }
            search[u"large"_s] = largeResult.queries;
            if (largeResult.worstRatioP99 > worstRatio) {
                worstRatio = largeResult.worstRatioP99;
                worstQuery = largeResult.worstRatioQuery;
                worstDataset = u"large"_s;
            }
            worstRatioP50 = std::max(worstRatioP50, largeResult.worstRatioP50);
            errors += largeResult.errors;
            summary[u"max_p99_ms_large"_s] = largeResult.maxP99Ms;
            summary[u"max_p99_query_large"_s] = largeResult.maxP99Query;
            summary[u"worst_ratio_p99_large"_s] = largeResult.worstRatioP99;
            met = largeResult.maxP99Ms < MaxSearchP99MsLarge;
        }
        summary[u"worst_ratio_p99"_s] = worstRatio;
        summary[u"worst_ratio_query"_s] = worstQuery;
        summary[u"worst_ratio_dataset"_s] = worstDataset;
        summary[u"worst_ratio_p99_bundled"_s] = bundledResult.worstRatioP99;
        summary[u"worst_ratio_p50"_s] = worstRatioP50;
        summary[u"errors"_s] = errors;
        summary[u"targets"_s] = QJsonObject{{u"max_ratio_p99"_s, MaxSearchRatioP99},
                                            {u"max_p99_ms_large"_s, MaxSearchP99MsLarge}};
        met = met && errors == 0 && worstRatio <= MaxSearchRatioP99;
        summary[u"targets_met"_s] = met;
        search[u"summary"_s] = summary;
        report[u"search"_s] = search;
        targetsMet = targetsMet && met;
    }

    if (doStartup) {
        StartupBenchSettings settings;
        settings.appPath = QString::fromUtf8(INWO_ASSISTANT_PATH);
        settings.barePath = QString::fromUtf8(INWO_BARE_WINDOW_PATH);
        settings.bundledDb = bundledDb.path;
        if (large)
            settings.largeDb = largeDb.path;
        if (quick)
            settings.runs = 3;
        bool met = false;
        report[u"startup"_s] = runStartupBench(settings, &met);
        targetsMet = targetsMet && met;
        // inwo-assistant opened the generated file: it must still hold the generated cards.
        if (large) {
            const int cards = cardCountOf(largeDb.path, &error);
            if (cards != largeDb.cards)
                warnings.append(u"after start-up the 100,000-card database holds %1 cards: "
                                u"inwo-assistant changed it"_s.arg(cards));
        }
    }

    if (doDecks) {
        DeckBenchSettings settings;
        settings.databasePath = bundledDb.path;
        settings.decksDir = parser.value(decksDirOption);
        if (quick)
            settings.repetitions = 1;
        if (!QDir(settings.decksDir).exists()) {
            warnings.append(
                u"%1 is not there: the deck check was not measured"_s.arg(settings.decksDir));
        } else {
            const QJsonObject decks = runDeckBench(settings, &error);
            if (decks.isEmpty()) {
                err << "inwo-bench: deck check: " << error << '\n';
                return 1;
            }
            report[u"decks"_s] = decks;
        }
    }

    if (doImport) {
        ImportBenchSettings settings;
        settings.listPath = QString::fromUtf8(INWO_BENCH_IMPORT_LIST);
        settings.large = large;
        if (list)
            settings.largeCards = 2 * bundledDb.cards;
        if (quick)
            settings.repetitions = 1;
        const QJsonObject import = runImportBench(settings, &error);
        if (import.isEmpty()) {
            err << "inwo-bench: import: " << error << '\n';
            return 1;
        }
        report[u"import"_s] = import;
        if (!quick)
            targetsMet = targetsMet && import[u"targets_met"_s].toBool();
    }

    if (doAttacks) {
        const QJsonObject attacks = runAttackBench(quick);
        report[u"attacks"_s] = attacks;
        // The floor must do the same sum, or the ratio compares different work.
        if (attacks[u"strength"_s].toInt() != attacks[u"hand_summed_strength"_s].toInt())
            warnings.append(
                u"the hand-summed floor gives strength %1, the engine %2: the floor "
                u"is not the same attack"_s.arg(attacks[u"hand_summed_strength"_s].toInt())
                    .arg(attacks[u"strength"_s].toInt()));
        if (!quick)
            targetsMet = targetsMet && attacks[u"targets_met"_s].toBool();
    }

    if (doTable) {
        const QJsonObject table = runTableBench(quick);
        report[u"table"_s] = table;
        if (!quick)
            targetsMet = targetsMet && table[u"targets_met"_s].toBool();
    }

    if (doTimeline) {
        const QJsonObject timeline = runTimelineBench(quick);
        report[u"timeline"_s] = timeline;
        if (!quick)
            targetsMet = targetsMet && timeline[u"targets_met"_s].toBool();
    }

    if (doGame) {
        GameBenchSettings settings;
        settings.dbDir = dbDir;
        settings.liveGamesDir = QString::fromUtf8(INWO_BENCH_LIVEGAMES_DIR);
        settings.quick = quick;
        const QJsonObject game = runGameBench(settings, &error);
        if (game.isEmpty()) {
            err << "inwo-bench: game: " << error << '\n';
            return 1;
        }
        report[u"game"_s] = game;
        if (!quick)
            targetsMet = targetsMet && game[u"targets_met"_s].toBool();
    }

    if (!large)
        warnings.append(u"--no-large: the 100,000-card targets were not measured"_s);
    if (!warnings.isEmpty())
        report[u"warnings"_s] = warnings;
    report[u"targets_met"_s] = targetsMet;
    if (list)
        report = skeletonOf(report).toObject();

    const QByteArray json = QJsonDocument(report).toJson(QJsonDocument::Indented);
    if (parser.isSet(outOption)) {
        QFile file(parser.value(outOption));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) < 0)
            err << "inwo-bench: cannot write " << file.fileName() << '\n';
    }
    QTextStream out(stdout);
    if (parser.isSet(jsonOption) || list)
        out << json;
    else
        printReport(out, report);
    return 0;
}

} // namespace
} // namespace inwo::bench

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"inwo-bench"_s);
    return inwo::bench::run(QCoreApplication::arguments());
}
