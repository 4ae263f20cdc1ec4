#pragma once

#include "cardsearch.h"
#include "search/searchquery.h"

#include <QString>
#include <QStringList>

namespace inwo {

// Turns a parsed search query and its options into parameterised SQL over the cards table; pure,
// it needs no database. Every value from the user goes into the bound values, never the SQL.
//
// With SearchIndex::NamesOnly, name words use the cards_fts index and every other term compares
// columns of cards. With SearchIndex::NamesAndFacets the database also has the card_search
// full-text table: columns name_norm and facets, one row per card (same rowid), the facets being
// "all", facetToken() of each code the card has, and for each number "<pw|gl|rs|ar>has" plus the
// value ("pw4") or "neg"/"high" outside 0..FacetNumberMax, and "<pw|gl|rs>var" for a '*'
// (tests/carddb/tst_search.cpp creates it exactly so). Then every term but `text:` and numbers
// beyond that range becomes part of one full-text expression, and counting and paging do not
// read card rows.
class SearchCompiler
{
public:
    // Numbers in this range have one facet token each; others fall back to column comparisons.
    static constexpr int FacetNumberMax = 30;

    static CompiledSearch compile(const SearchQuery &query, const SearchOptions &options,
                                  SearchIndex index = SearchIndex::NamesOnly);

    // One FTS5 phrase: the words double-quoted (quotes inside doubled), then '*' for a prefix:
    // {"hail", "bob"}, true -> "hail bob"*
    static QString ftsPhrase(const QStringList &words, bool prefix);

    // The facet token card_search holds for a code of an enumerated field: a two-letter field
    // prefix and the code without hyphens ("alviolent", "kwendsturn", "tyorganization").
    static QString facetToken(SearchField field, const QString &code);
};

} // namespace inwo
