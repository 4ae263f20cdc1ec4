#include "searchbench.h"

#include "benchstats.h"
#include "carddatabase.h"
#include "cardsearch.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QMetaType>
#include <QTextStream>
#include <QVariant>

#include <cstdint>
#include <sqlite3.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

// Everything the floor reads ends up here, so the compiler cannot drop the reads.
volatile std::uint64_t g_sink = 0;

constexpr int PageLimit = 100; // what the card browser asks for per keystroke

// One bound value, converted once before the timed loop.
struct RawBind
{
    enum class Kind { Null, Integer, Real, Text, Blob } kind = Kind::Null;
    sqlite3_int64 integer = 0;
    double real = 0.0;
    QByteArray bytes;
};

RawBind toRawBind(const QVariant &value)
{
    RawBind bind;
    if (!value.isValid() || value.isNull())
        return bind;
    switch (value.metaType().id()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
        bind.kind = RawBind::Kind::Integer;
        bind.integer = value.toLongLong();
        break;
    case QMetaType::Double:
    case QMetaType::Float:
        bind.kind = RawBind::Kind::Real;
        bind.real = value.toDouble();
        break;
    case QMetaType::QByteArray:
        bind.kind = RawBind::Kind::Blob;
        bind.bytes = value.toByteArray();
        break;
    default:
        bind.kind = RawBind::Kind::Text;
        bind.bytes = value.toString().toUtf8();
        break;
    }
    return bind;
}

// A statement prepared once; run() binds, steps through every row reading every column, resets.
class RawStatement
{
public:
    RawStatement() = default;
    RawStatement(const RawStatement &) = delete;
    RawStatement &operator=(const RawStatement &) = delete;
    ~RawStatement() { sqlite3_finalize(m_statement); }

    bool prepare(sqlite3 *db, const QString &sql, const QVariantList &binds, QString *error)
    {
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v2(db, utf8.constData(), int(utf8.size()), &m_statement, nullptr) !=
            SQLITE_OK) {
            *error = u"floor: cannot prepare: "_s + QString::fromUtf8(sqlite3_errmsg(db));
            return false;
        }
        if (sqlite3_bind_parameter_count(m_statement) != binds.size()) {
            *error = u"floor: the statement has %1 parameters but %2 values are bound"_s
                         .arg(sqlite3_bind_parameter_count(m_statement))
                         .arg(binds.size());
            return false;
        }
        m_binds.reserve(std::size_t(binds.size()));
        for (const QVariant &value : binds)
            m_binds.push_back(toRawBind(value));
        return true;
    }

    // Returns the number of rows, or -1 on an error. `firstInteger` gets column 0 of row 1.
    int run(sqlite3_int64 *firstInteger = nullptr)
    {
        int index = 1;
        for (const RawBind &bind : m_binds) {
            switch (bind.kind) {
            case RawBind::Kind::Null:
                sqlite3_bind_null(m_statement, index);
                break;
            case RawBind::Kind::Integer:
                sqlite3_bind_int64(m_statement, index, bind.integer);
                break;
            case RawBind::Kind::Real:
                sqlite3_bind_double(m_statement, index, bind.real);
                break;
            case RawBind::Kind::Text:
                sqlite3_bind_text(m_statement, index, bind.bytes.constData(),
                                  int(bind.bytes.size()), SQLITE_STATIC);
                break;
            case RawBind::Kind::Blob:
                sqlite3_bind_blob(m_statement, index, bind.bytes.constData(),
                                  int(bind.bytes.size()), SQLITE_STATIC);
                break;
            }
            ++index;
        }

        std::uint64_t sink = 0;
        int rows = 0;
        const int columns = sqlite3_column_count(m_statement);
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(m_statement)) == SQLITE_ROW) {
            for (int column = 0; column < columns; ++column) {
                switch (sqlite3_column_type(m_statement, column)) {
                case SQLITE_INTEGER: {
                    const sqlite3_int64 value = sqlite3_column_int64(m_statement, column);
                    if (rows == 0 && column == 0 && firstInteger)
                        *firstInteger = value;
                    sink += std::uint64_t(value);
                    break;
                }
                case SQLITE_FLOAT:
                    sink += std::uint64_t(sqlite3_column_double(m_statement, column));
                    break;
                case SQLITE_TEXT: {
                    const unsigned char *text = sqlite3_column_text(m_statement, column);
                    const int bytes = sqlite3_column_bytes(m_statement, column);
                    sink += std::uint64_t(bytes) + (bytes > 0 ? text[0] : 0u);
                    break;
                }
                case SQLITE_BLOB:
                    sink += std::uint64_t(sqlite3_column_bytes(m_statement, column));
                    break;
                default:
                    break;
                }
            }
            ++rows;
        }
        sqlite3_reset(m_statement);
        g_sink = g_sink + sink;
        return rc == SQLITE_DONE ? rows : -1;
    }

private:
    sqlite3_stmt *m_statement = nullptr;
    std::vector<RawBind> m_binds;
};

class RawConnection
{
public:
    RawConnection() = default;
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;
    ~RawConnection() { sqlite3_close(m_db); }

    bool open(const QString &path, QString *error)
    {
        if (sqlite3_open_v2(path.toUtf8().constData(), &m_db, SQLITE_OPEN_READWRITE, nullptr) !=
            SQLITE_OK) {
            *error =
                u"floor: cannot open %1: %2"_s.arg(path, QString::fromUtf8(sqlite3_errmsg(m_db)));
            return false;
        }
        return true;
    }
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
};

// SQLite's EXPLAIN QUERY PLAN for `sql`: one line per step, indented by depth.
QJsonArray queryPlan(sqlite3 *db, const QString &sql, const QVariantList &binds)
{
    QJsonArray lines;
    const QByteArray utf8 = QString(u"EXPLAIN QUERY PLAN "_s + sql).toUtf8();
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(db, utf8.constData(), int(utf8.size()), &statement, nullptr) !=
        SQLITE_OK) {
        lines.append(QString(u"cannot explain: "_s + QString::fromUtf8(sqlite3_errmsg(db))));
        sqlite3_finalize(statement);
        return lines;
    }
    std::vector<RawBind> values;
    for (const QVariant &value : binds)
        values.push_back(toRawBind(value));
    int index = 1;
    for (const RawBind &bind : values) {
        if (bind.kind == RawBind::Kind::Integer)
            sqlite3_bind_int64(statement, index, bind.integer);
        else if (bind.kind == RawBind::Kind::Real)
            sqlite3_bind_double(statement, index, bind.real);
        else if (bind.kind != RawBind::Kind::Null)
            sqlite3_bind_text(statement, index, bind.bytes.constData(), int(bind.bytes.size()),
                              SQLITE_STATIC);
        ++index;
    }
    // Columns: id, parent, notused, detail; the depth follows the parent chain.
    QHash<int, int> depth;
    while (sqlite3_step(statement) == SQLITE_ROW) {
        const int id = sqlite3_column_int(statement, 0);
        const int parent = sqlite3_column_int(statement, 1);
        const int level = parent == 0 ? 0 : depth.value(parent) + 1;
        depth.insert(id, level);
        const auto *detail = reinterpret_cast<const char *>(sqlite3_column_text(statement, 3));
        lines.append(QString(QString(level * 2, u' ') + QString::fromUtf8(detail)));
    }
    sqlite3_finalize(statement);
    return lines;
}

// CompiledSearch::pageSqlFewMatches and CompiledSearch::FewMatches, or nothing when the search
// engine does not offer a second page plan.
template <typename Compiled> QString fewMatchesSql(const Compiled &compiled)
{
    if constexpr (requires { compiled.pageSqlFewMatches; })
        return compiled.pageSqlFewMatches;
    else
        return {};
}

template <typename Compiled> int fewMatchesLimit()
{
    if constexpr (requires { Compiled::FewMatches; })
        return Compiled::FewMatches;
    else
        return 0;
}

void progress(const QString &message)
{
    QTextStream(stderr) << "inwo-bench: " << message << Qt::endl;
}

QJsonObject measureQuery(const CardSearch &search, sqlite3 *raw, const QString &query, int cards,
                         const SearchBenchSettings &settings)
{
    QJsonObject entry{{u"query"_s, query}, {u"cards"_s, cards}};
    SearchOptions options;
    options.limit = PageLimit;

    CompiledSearch compiled;
    SearchError searchError;
    if (!search.compile(query, options, &compiled, &searchError)) {
        entry[u"error"_s] = searchError.message;
        entry[u"error_column"_s] = searchError.column;
        return entry;
    }

    // The optional second page plan (CompiledSearch::pageSqlFewMatches), when the header has it.
    const QString fewSql = fewMatchesSql(compiled);
    const int fewMatches = fewMatchesLimit<CompiledSearch>();

    if (settings.explain) {
        entry[u"count_sql"_s] = compiled.countSql;
        entry[u"page_sql"_s] = compiled.pageSql;
        entry[u"binds"_s] = QJsonArray::fromVariantList(compiled.pageBinds);
        entry[u"count_plan"_s] = queryPlan(raw, compiled.countSql, compiled.binds);
        entry[u"page_plan"_s] = queryPlan(raw, compiled.pageSql, compiled.pageBinds);
        if (!fewSql.isEmpty()) {
            entry[u"page_few_matches_sql"_s] = fewSql;
            entry[u"page_few_matches_plan"_s] = queryPlan(raw, fewSql, compiled.pageBinds);
        }
    }

    QString error;
    RawStatement count;
    RawStatement page;
    RawStatement pageFew;
    if (!count.prepare(raw, compiled.countSql, compiled.binds, &error) ||
        !page.prepare(raw, compiled.pageSql, compiled.pageBinds, &error) ||
        (!fewSql.isEmpty() && !pageFew.prepare(raw, fewSql, compiled.pageBinds, &error))) {
        entry[u"error"_s] = error;
        entry[u"count_sql"_s] = compiled.countSql;
        entry[u"page_sql"_s] = compiled.pageSql;
        return entry;
    }

    SearchPage result;
    auto runOurs = [&]() -> double {
        const double start = nowMs();
        const bool ok = search.search(query, options, &result, &searchError);
        const double elapsed = nowMs() - start;
        return ok ? elapsed : -1.0;
    };

    // The floor runs the statements a search needs, no more:
    // - with two page plans, the count first, then the page plan it picks;
    // - otherwise the page, then the count only when the page is full (a page that is not full,
    //   at offset 0, tells the total).
    sqlite3_int64 floorMatches = -1;
    int floorRows = 0;
    bool counted = false;
    bool usedFew = false;
    auto runFloor = [&]() -> double {
        const double start = nowMs();
        int countRows = 0;
        if (!fewSql.isEmpty()) {
            countRows = count.run(&floorMatches);
            counted = true;
            usedFew = floorMatches <= fewMatches;
            floorRows = (usedFew ? pageFew : page).run();
        } else {
            floorRows = page.run();
            counted = floorRows >= PageLimit;
            if (counted)
                countRows = count.run(&floorMatches);
            else
                floorMatches = floorRows;
        }
        const double elapsed = nowMs() - start;
        return countRows < 0 || floorRows < 0 ? -1.0 : elapsed;
    };

    double warmupOurs = 0.0;
    for (int i = 0; i < settings.warmups; ++i) {
        const double ours = runOurs();
        if (ours < 0.0) {
            entry[u"error"_s] = QString(u"search() failed: "_s + searchError.message);
            return entry;
        }
        if (runFloor() < 0.0) {
            entry[u"error"_s] = QString(u"floor: "_s + QString::fromUtf8(sqlite3_errmsg(raw)));
            return entry;
        }
        warmupOurs += ours;
    }

    int iterations = settings.maxIterations;
    if (settings.warmups > 0 && warmupOurs > 0.0) {
        const double perRun = warmupOurs / settings.warmups;
        const double affordable = settings.budgetMs / perRun;
        iterations = int(
            std::clamp(affordable, double(settings.minIterations), double(settings.maxIterations)));
    }

    std::vector<double> ours;
    std::vector<double> floor;
    ours.reserve(std::size_t(iterations));
    floor.reserve(std::size_t(iterations));
    // Interleaved, so clock changes and other load hit both sides alike.
    for (int i = 0; i < iterations; ++i) {
        const double a = runOurs();
        const double b = runFloor();
        if (a < 0.0 || b < 0.0) {
            entry[u"error"_s] = u"a run failed during measurement"_s;
            return entry;
        }
        ours.push_back(a);
        floor.push_back(b);
    }

    const double p99 = percentile(ours, 99);
    const double floorP99 = percentile(floor, 99);
    entry[u"matches"_s] = result.total;
    entry[u"rows"_s] = int(result.cards.size());
    entry[u"counted"_s] = counted;
    if (!fewSql.isEmpty())
        entry[u"page_plan_used"_s] = usedFew ? u"few_matches"_s : u"sorted"_s;
    entry[u"iterations"_s] = iterations;
    entry[u"p50_ms"_s] = roundMs(percentile(ours, 50));
    entry[u"p99_ms"_s] = roundMs(p99);
    entry[u"floor_p50_ms"_s] = roundMs(percentile(floor, 50));
    entry[u"floor_p99_ms"_s] = roundMs(floorP99);
    entry[u"ratio_p99"_s] = ratio(p99, floorP99);
    entry[u"ratio_p50"_s] = ratio(percentile(ours, 50), percentile(floor, 50));
    if (floorMatches != result.total || floorRows != result.cards.size()) {
        // The two sides disagree: the numbers compare different work.
        entry[u"mismatch"_s] =
            u"floor counted %1 and read %2 rows; search() gave %3 and %4"_s.arg(floorMatches)
                .arg(floorRows)
                .arg(result.total)
                .arg(result.cards.size());
    }
    return entry;
}

} // namespace

QStringList representativeQueries()
{
    return {
        u"b"_s,
        u"bav"_s,
        u"bavarian"_s,
        u"illuminati"_s,
        u"\"savings and loan\""_s,
        u"comet hail bob"_s,
        u"a:viol"_s,
        u"a:viol t:pers"_s,
        u"t:group p>=4"_s,
        u"kw:zap"_s,
        u"req:illuminati"_s,
        u"nwo:red or nwo:blue"_s,
        u"-t:plot back:plot"_s,
        u"(a:weird or a:liberal) -a:straight"_s,
        u"s:assassins r>=5"_s,
        u"attr:media"_s,
        u"kind:artifact"_s,
        u"p:*"_s,
        u"arrows>=3"_s,
        u"rarity:r t:plot"_s,
        u"t:resource"_s,
        u""_s,
        u"set:fan"_s,
        u"g>2 a:gov"_s,
    };
}

bool runSearchBench(const QString &path, int cards, const QStringList &queries,
                    const SearchBenchSettings &settings, SearchBenchResult *result, QString *error)
{
    CardDatabase db;
    if (!db.open(path, error))
        return false;
    RawConnection raw;
    if (!raw.open(path, error))
        return false;
    const CardSearch search(db.connection());

    for (const QString &query : queries) {
        progress(u"search %1 cards: '%2'"_s.arg(cards).arg(query));
        const QJsonObject entry = measureQuery(search, raw.handle(), query, cards, settings);
        result->queries.append(entry);
        if (entry.contains(u"error"_s) || entry.contains(u"mismatch"_s)) {
            ++result->errors;
            continue;
        }
        result->worstRatioP50 = std::max(result->worstRatioP50, entry[u"ratio_p50"_s].toDouble());
        const double r = entry[u"ratio_p99"_s].toDouble();
        if (r > result->worstRatioP99) {
            result->worstRatioP99 = r;
            result->worstRatioQuery = query;
        }
        const double p99 = entry[u"p99_ms"_s].toDouble();
        if (p99 > result->maxP99Ms) {
            result->maxP99Ms = p99;
            result->maxP99Query = query;
        }
    }
    return true;
}

} // namespace inwo::bench
