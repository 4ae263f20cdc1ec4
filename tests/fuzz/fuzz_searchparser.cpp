// libFuzzer entry for the search language: the bytes, read as UTF-8, go to the parser and, when
// they parse, to the SQL compiler (which needs no database).
#include "search/searchquery.h"
#include "searchcompiler.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    inwo::SearchError error;
    const std::optional<inwo::SearchQuery> query = inwo::SearchQuery::parse(text, &error);
    if (!query) {
        // Every error points inside the query (or just after its end) and says where.
        if (error.column < 1 || error.column > text.size() + 1 || error.message.isEmpty())
            std::abort();
        return 0;
    }
    (void)query->toDebugString();
    (void)query->mentionsSet(inwo::CardSet::Fan);

    inwo::SearchOptions options;
    options.limit = 100;
    for (const inwo::SearchIndex index :
         {inwo::SearchIndex::NamesOnly, inwo::SearchIndex::NamesAndFacets}) {
        const inwo::CompiledSearch compiled = inwo::SearchCompiler::compile(*query, options, index);
        // One bound value per placeholder, and no user text in the SQL to miscount them.
        if (compiled.countSql.count(QLatin1Char('?')) != compiled.binds.size() ||
            compiled.pageSql.count(QLatin1Char('?')) != compiled.pageBinds.size() ||
            compiled.countSql.contains(QLatin1Char('\'')) ||
            compiled.pageSql.contains(QLatin1Char('\'')) ||
            compiled.pageSql.contains(QLatin1Char(';')))
            std::abort();
    }
    return 0;
}
