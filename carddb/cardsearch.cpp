#include "cardsearch.h"

#include "carddatabase.h"
#include "cards/namespellings.h"
#include "searchcompiler.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Caches are dropped whole when they grow past these; a search needs a handful of statements and
// at most a page of cards at a time.
constexpr qsizetype MaxStatements = 64;
constexpr qsizetype MaxCachedCards = 5000;

SearchError databaseError(const QSqlQuery &query)
{
    return {1, u"the card database could not run the search: "_s + query.lastError().text()};
}

// The words of the name terms in `node` that are not under a negation.
void collectNameWords(const SearchNode &node, QStringList *words)
{
    switch (node.kind) {
    case SearchNode::Kind::Term:
        if (node.term.field == SearchField::Name)
            words->append(node.term.words);
        break;
    case SearchNode::Kind::Not:
        break;
    case SearchNode::Kind::And:
    case SearchNode::Kind::Or:
        for (const SearchNode &child : node.children)
            collectNameWords(child, words);
        break;
    }
}

} // namespace

CardSearch::CardSearch(QSqlDatabase db) : m_db(std::move(db))
{}

CardSearch::CardSearch(const CardDatabase &database)
    : m_db(database.connection()), m_database(&database)
{}

SearchIndex CardSearch::searchIndex() const
{
    if (!m_index) {
        QSqlQuery query(m_db);
        const bool facets =
            query.exec(u"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = "
                       u"'card_search'"_s) &&
            query.next();
        // Not remembered while the database is closed (it may be opened and migrated later) or
        // when the question failed (the search itself then reports why).
        const bool failed =
            m_database ? !m_database->succeeded(query) : query.lastError().isValid();
        if (!m_db.isOpen() || failed)
            return SearchIndex::NamesOnly;
        m_index = facets ? SearchIndex::NamesAndFacets : SearchIndex::NamesOnly;
    }
    return *m_index;
}

bool CardSearch::compile(const QString &query, const SearchOptions &options,
                         CompiledSearch *compiled, SearchError *error) const
{
    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, error);
    if (!parsed)
        return false;
    *compiled = SearchCompiler::compile(*parsed, options, searchIndex());
    return true;
}

QSqlQuery *CardSearch::preparedQuery(const QString &sql, SearchError *error) const
{
    auto found = m_statements.find(sql);
    if (found == m_statements.end()) {
        if (m_statements.size() >= MaxStatements)
            m_statements.clear();
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.prepare(sql)) {
            // A damaged schema fails here already; the database hears of it.
            if (error)
                *error = m_database ? SearchError{1, m_database->explain(query.lastError())}
                                    : databaseError(query);
            return nullptr;
        }
        found = m_statements.insert(sql, query);
    }
    return &found.value();
}

std::optional<Card> CardSearch::cardFromData(const QString &data) const
{
    const auto cached = m_cards.constFind(data);
    if (cached != m_cards.constEnd())
        return cached.value();
    std::optional<Card> card =
        Card::fromJson(QJsonDocument::fromJson(data.toUtf8()).object(), nullptr);
    if (card) {
        if (m_cards.size() >= MaxCachedCards)
            m_cards.clear();
        m_cards.insert(data, *card);
    }
    return card;
}

bool CardSearch::search(const QString &query, const SearchOptions &options, SearchPage *page,
                        SearchError *error) const
{
    if (!m_db.isOpen()) {
        if (error)
            *error = {1, u"the card database is not open"_s};
        return false;
    }
    CompiledSearch compiled;
    if (!compile(query, options, &compiled, error))
        return false;

    // A statement that stopped on an error (a damaged page, a lock) is no answer, not an empty one.
    auto failed = [&](QSqlQuery &statement) {
        if (error)
            *error = m_database ? SearchError{1, m_database->explain(statement.lastError())}
                                : databaseError(statement);
        statement.finish();
    };
    auto run = [&](const QString &sql, const QVariantList &binds) -> QSqlQuery * {
        QSqlQuery *statement = preparedQuery(sql, error);
        if (!statement)
            return nullptr;
        for (qsizetype i = 0; i < binds.size(); ++i)
            statement->bindValue(int(i), binds[i]);
        if (statement->exec())
            return statement;
        failed(*statement);
        return nullptr;
    };

    page->cards.clear();
    page->total = 0;
    auto count = [&]() -> bool {
        QSqlQuery *countQuery = run(compiled.countSql, compiled.binds);
        if (!countQuery)
            return false;
        page->total = countQuery->next() ? countQuery->value(0).toInt() : 0;
        if (countQuery->lastError().isValid()) {
            failed(*countQuery);
            return false;
        }
        countQuery->finish();
        return true;
    };
    auto readPage = [&](const QString &sql) -> int {
        QSqlQuery *pageQuery = run(sql, compiled.pageBinds);
        if (!pageQuery)
            return -1;
        int rows = 0;
        while (pageQuery->next()) {
            ++rows;
            if (std::optional<Card> card = cardFromData(pageQuery->value(0).toString()))
                page->cards.append(std::move(*card));
        }
        if (pageQuery->lastError().isValid()) {
            failed(*pageQuery);
            page->cards.clear();
            return -1;
        }
        pageQuery->finish();
        return rows;
    };

    if (options.limit == 0)
        return count();

    // With a choice of page plans the count comes first and picks one.
    if (!compiled.pageSqlFewMatches.isEmpty()) {
        if (!count())
            return false;
        const bool few = page->total <= CompiledSearch::FewMatches;
        return readPage(few ? compiled.pageSqlFewMatches : compiled.pageSql) >= 0;
    }

    const int rows = readPage(compiled.pageSql);
    if (rows < 0)
        return false;
    // A page that is not full, and found something or started at the first row, tells the
    // total without counting.
    const int offset = std::max(0, options.offset);
    if ((rows > 0 || offset == 0) && (options.limit < 0 || rows < options.limit)) {
        page->total = offset + rows;
        return true;
    }
    if (!options.countAll) {
        page->total = -1;
        return true;
    }
    return count();
}

QStringList CardSearch::suggestNames(const QString &query, const SearchOptions &options,
                                     int max) const
{
    const std::optional<SearchQuery> parsed = SearchQuery::parse(query, nullptr);
    if (!parsed || !m_db.isOpen())
        return {};
    QStringList words;
    collectNameWords(parsed->root(), &words);
    if (words.isEmpty())
        return {};
    QSqlQuery names(m_db);
    names.setForwardOnly(true);
    QStringList all;
    const bool hideFan = !options.includeFan && !parsed->mentionsSet(CardSet::Fan);
    names.prepare(hideFan
                      ? u"SELECT DISTINCT name FROM cards WHERE set_code != ? ORDER BY name_norm"_s
                      : u"SELECT DISTINCT name FROM cards ORDER BY name_norm"_s);
    if (hideFan)
        names.addBindValue(codeOf(CardSet::Fan));
    if (names.exec()) {
        while (names.next())
            all.append(names.value(0).toString());
    }
    if (m_database)
        m_database->succeeded(names);
    return NameSpellings::nearestNames(words, all, max);
}

} // namespace inwo
