#pragma once

#include "cards/cardtypes.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace inwo {

// A problem in a search query, with the 1-based column where it starts.
struct SearchError
{
    int column = 0;
    QString message; // "unknown field 'pwr' at column 1; did you mean 'power'?"
};

// What a search term looks at. Name and Text hold words; Power to Arrows hold numbers; the
// others hold codes from a fixed vocabulary (cardtypes.h, or requirement tokens).
enum class SearchField : quint8 {
    Name,
    Text,
    Type,
    Back,
    Alignment,
    Attribute,
    ResourceKind,
    Keyword,
    Requirement,
    NwoColor,
    Set,
    Rarity,
    Power,
    GlobalPower,
    Resistance,
    Arrows,
};

// How a numeric term compares the card's number with the query's.
enum class SearchComparison : quint8 {
    Equal,
    NotEqual,
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
};

// How a comparison is written in a query: "=", "!=", "<", "<=", ">", ">=" (SQLite reads the
// same operators).
QString comparisonText(SearchComparison comparison);

// One condition on one field, already checked and resolved: enum values are valid codes, words
// are normalized, numbers are numbers.
struct SearchTerm
{
    SearchField field = SearchField::Name;

    // Name and Text: the words that must occur together, in this order; when `prefix` is set the
    // last word may be the start of a longer word. Quoted phrases have `prefix` false.
    QStringList words;
    bool prefix = true;

    // Enumerated fields: the codes the card may have (any one matches).
    QStringList codes;

    // Numeric fields. `variable` compares the printed '*' marker instead of the number:
    // `p:*` is Equal with `variable`, `p!=*` NotEqual with `variable`.
    SearchComparison comparison = SearchComparison::Equal;
    int number = 0;
    bool variable = false;

    bool isNumeric() const;
    bool isWords() const { return field == SearchField::Name || field == SearchField::Text; }
};

// A node of the parsed query. An And node without children matches every card (the empty query).
struct SearchNode
{
    enum class Kind : quint8 { And, Or, Not, Term };

    Kind kind = Kind::And;
    int column = 1;                   // where the node starts in the query, 1-based
    std::vector<SearchNode> children; // And, Or: two or more (And may be empty); Not: one
    SearchTerm term;                  // Term only

    bool matchesEverything() const { return kind == Kind::And && children.empty(); }
};

// A parsed search query: the syntax tree of the one-line search language (see
// resources/help/search.md). Holds no SQL; carddb compiles it.
class SearchQuery
{
public:
    SearchQuery() = default;

    // Parses `text`. On a bad query returns nullopt and fills `error` (when not null).
    static std::optional<SearchQuery> parse(QStringView text, SearchError *error);

    const SearchNode &root() const { return m_root; }

    // True when some term asks for `set` without being under a negation ("set:fan", but not
    // "-set:fan" or "set!=fan").
    bool mentionsSet(CardSet set) const;

    // A compact, stable rendering of the tree for tests and debugging:
    // `(and name:"comet"* (or align:violent (not type:plot)) power>=7)`.
    QString toDebugString() const;

    // The field names the language knows, canonical ones first (for help and completion).
    static QStringList fieldNames();
    // The canonical name of `field` as written in queries ("power", "align", ...).
    static QString fieldName(SearchField field);

private:
    SearchNode m_root;
};

} // namespace inwo
