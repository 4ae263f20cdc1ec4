#pragma once

#include "cards/card.h"
#include "search/searchquery.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <optional>

namespace inwo {

class CardDatabase;

// Columns results can be sorted by (the card browser's table columns).
enum class SearchSort : quint8 {
    Name,
    Type,
    Power,
    Global,
    Resistance,
    Alignments,
    Attributes,
    Set,
    Rarity,
    Arrows
};

struct SearchOptions
{
    bool includeFan = false; // fan cards also come when the query names set:fan
    SearchSort sort = SearchSort::Name;
    Qt::SortOrder order = Qt::AscendingOrder;
    int offset = 0;
    int limit = -1; // -1: all
    // False: skip a count the page itself does not need; a full page then has total -1, and the
    // caller counts later (a search with limit 0 only counts).
    bool countAll = true;
};

// A search compiled to SQL: the statements and their bound values, never user text in the SQL.
struct CompiledSearch
{
    QString countSql;       // SELECT count(*) ...
    QString pageSql;        // SELECT <card columns> ... ORDER BY ... LIMIT ? OFFSET ?
    QVariantList binds;     // for the WHERE clause, shared by both statements
    QVariantList pageBinds; // binds + limit + offset
    // The same page, driven by the matching rows instead of the sort index; quicker when the count
    // is at most FewMatches. Empty when there is no such choice. pageBinds bind it too.
    QString pageSqlFewMatches;
    static constexpr int FewMatches = 1000;
};

// The full-text tables a database offers to the search: cards_fts over names (every schema), and
// card_search over names and facet tokens (see SearchCompiler), which answers most searches without
// reading card rows.
enum class SearchIndex : quint8 { NamesOnly, NamesAndFacets };

struct SearchPage
{
    QList<Card> cards;
    int total = 0; // all matches, not only this page; -1 when not counted (countAll false)
};

// Runs the search language against the card database.
class CardSearch
{
public:
    explicit CardSearch(QSqlDatabase db);
    // Searches the user's database, which hears of a damaged, locked or unreadable file.
    explicit CardSearch(const CardDatabase &database);

    // Parses and compiles; on a bad query returns false and fills `error`.
    bool compile(const QString &query, const SearchOptions &options, CompiledSearch *compiled,
                 SearchError *error) const;
    // Parses, compiles and runs. On a bad query returns false and fills `error`.
    bool search(const QString &query, const SearchOptions &options, SearchPage *page,
                SearchError *error) const;

    // The card names nearest to the name words of `query` (bare words and name: terms, not under
    // a negation), for a "did you mean" when the search found nothing; nearest first, at most
    // `max`. Empty when the query is bad, names no words, or nothing is plausibly near.
    // Fan cards are suggested only where the search would show them.
    QStringList suggestNames(const QString &query, const SearchOptions &options = {},
                             int max = 3) const;

    // The index the compiled SQL uses: card_search when the database has it, found on first use.
    SearchIndex searchIndex() const;
    // Uses `index` whatever the database has (tests compare both ways on one database).
    void setSearchIndex(SearchIndex index) { m_index = index; }

private:
    QSqlQuery *preparedQuery(const QString &sql, SearchError *error) const;
    std::optional<Card> cardFromData(const QString &data) const;

    QSqlDatabase m_db;
    const CardDatabase *m_database = nullptr;
    mutable std::optional<SearchIndex> m_index;
    // Statements prepared once per SQL text, and cards already read from their JSON (keyed by
    // it, so a changed row is simply a new key): a search per keystroke repeats both.
    mutable QHash<QString, QSqlQuery> m_statements;
    mutable QHash<QString, Card> m_cards;
};

} // namespace inwo
