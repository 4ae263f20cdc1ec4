#include "searchcompiler.h"

#include "cards/namespellings.h"

#include <algorithm>
#include <climits>
#include <optional>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// A compiled subtree: either an FTS5 expression over the full-text table in use (its text goes
// into one bound value later), or SQL over `cards` with its bound values in order.
struct Part
{
    bool fullText = false;
    QString text;
    QVariantList binds; // SQL only
};

const QString kTextMatch =
    u"cards.id IN (SELECT card_text.card_id FROM card_text WHERE card_text.rowid IN "
    u"(SELECT rowid FROM card_text_fts WHERE card_text_fts MATCH ?))"_s;

class Compiler
{
public:
    explicit Compiler(SearchIndex index)
        : m_facets(index == SearchIndex::NamesAndFacets),
          m_table(m_facets ? u"card_search"_s : u"cards_fts"_s)
    {}

    bool usesFacets() const { return m_facets; }
    const QString &table() const { return m_table; }

    // "cards.rowid IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)"
    QString matchSql(const QString &placeholder = u"?"_s) const
    {
        return u"cards.rowid IN (SELECT rowid FROM "_s + m_table + u" WHERE "_s + m_table +
               u" MATCH "_s + placeholder + u')';
    }

    Part toSql(const Part &part) const
    {
        if (!part.fullText)
            return part;
        return {false, matchSql(), {part.text}};
    }

    Part compile(const SearchNode &node) const
    {
        switch (node.kind) {
        case SearchNode::Kind::And:
            return compileAnd(node);
        case SearchNode::Kind::Or:
            return compileOr(node);
        case SearchNode::Kind::Not: {
            const Part inner = compile(node.children.front());
            if (inner.fullText && m_facets)
                return {true, u"("_s + facet(u"all"_s) + u" NOT "_s + inner.text + u')', {}};
            const Part sql = toSql(inner);
            return {false, u"NOT ("_s + sql.text + u')', sql.binds};
        }
        case SearchNode::Kind::Term:
            return compileTerm(node.term);
        }
        return {false, u"1"_s, {}};
    }

private:
    static QString facet(const QString &token) { return u"facets:\""_s + token + u'"'; }

    static QString anyOf(const QStringList &alternatives)
    {
        if (alternatives.size() == 1)
            return alternatives.front();
        return u"("_s + alternatives.join(u" OR "_s) + u')';
    }

    Part compileAnd(const SearchNode &node) const
    {
        if (node.children.empty())
            return {false, u"1"_s, {}};
        QStringList fullText;
        QList<Part> sql;
        for (const SearchNode &child : node.children) {
            Part part = compile(child);
            if (part.fullText)
                fullText.append(part.text);
            else
                sql.append(std::move(part));
        }
        const QString joined =
            fullText.size() == 1 ? fullText.value(0) : u"("_s + fullText.join(u" AND "_s) + u')';
        if (sql.isEmpty())
            return {true, joined, {}};
        Part result;
        QStringList parts;
        if (!fullText.isEmpty()) { // first: the index answers it without reading rows
            parts.append(matchSql());
            result.binds.append(joined);
        }
        for (const Part &part : std::as_const(sql)) {
            parts.append(part.text);
            result.binds.append(part.binds);
        }
        result.text = parts.size() == 1 ? parts.front() : u"("_s + parts.join(u" AND "_s) + u')';
        return result;
    }

    Part compileOr(const SearchNode &node) const
    {
        QStringList fullText;
        QList<Part> sql;
        for (const SearchNode &child : node.children) {
            Part part = compile(child);
            if (part.fullText)
                fullText.append(part.text);
            else
                sql.append(std::move(part));
        }
        if (sql.isEmpty())
            return {true, anyOf(fullText), {}};
        Part result;
        QStringList parts;
        if (!fullText.isEmpty()) {
            parts.append(matchSql());
            result.binds.append(anyOf(fullText));
        }
        for (const Part &part : std::as_const(sql)) {
            parts.append(part.text);
            result.binds.append(part.binds);
        }
        result.text = u"("_s + parts.join(u" OR "_s) + u')';
        return result;
    }

    // Every spelling of a name term's words ("cia" is also "c i a", as "C.I.A." is indexed).
    static QString namePhrases(const SearchTerm &term)
    {
        QStringList phrases;
        for (const QStringList &spelling : NameSpellings::of(term.words))
            phrases.append(SearchCompiler::ftsPhrase(spelling, term.prefix));
        return phrases.size() == 1 ? phrases.front() : u"("_s + phrases.join(u" OR "_s) + u')';
    }

    Part compileTerm(const SearchTerm &term) const
    {
        if (term.field == SearchField::Name)
            return {true, u"name_norm:"_s + namePhrases(term), {}};
        if (term.field == SearchField::Text)
            return {false, kTextMatch, {SearchCompiler::ftsPhrase(term.words, term.prefix)}};
        if (term.isNumeric()) {
            if (m_facets) {
                if (const std::optional<QString> expression = facetNumber(term))
                    return {true, *expression, {}};
            }
            return numberSql(term);
        }
        if (m_facets) {
            QStringList tokens;
            for (const QString &code : term.codes)
                tokens.append(facet(SearchCompiler::facetToken(term.field, code)));
            return {true, anyOf(tokens), {}};
        }
        return codesSql(term);
    }

    // The facet tokens of a number comparison, or nullopt when the number lies outside the
    // tokens' range (then the column is compared instead).
    static std::optional<QString> facetNumber(const SearchTerm &term)
    {
        const QString prefix = numberPrefix(term.field);
        const int max = SearchCompiler::FacetNumberMax;
        if (term.variable) {
            const QString variable = facet(prefix + u"var"_s);
            if (term.comparison == SearchComparison::NotEqual)
                return u"("_s + facet(u"all"_s) + u" NOT "_s + variable + u')';
            return variable;
        }
        auto value = [&](int n) {
            return facet(prefix + QString::number(n));
        };
        // Values from..to (within 0..max), plus the tokens for numbers below 0 or above max.
        auto range = [&](int from, int to, bool below, bool above) -> QString {
            QStringList tokens;
            if (below)
                tokens.append(facet(prefix + u"neg"_s));
            for (int n = std::max(from, 0); n <= std::min(to, max); ++n)
                tokens.append(value(n));
            if (above)
                tokens.append(facet(prefix + u"high"_s));
            return anyOf(tokens);
        };
        const int n = term.number;
        const bool inRange = n >= 0 && n <= max;
        switch (term.comparison) {
        case SearchComparison::Equal:
            if (inRange)
                return value(n);
            break;
        case SearchComparison::NotEqual:
            if (inRange)
                return u"("_s + facet(prefix + u"has"_s) + u" NOT "_s + value(n) + u')';
            break;
        case SearchComparison::Greater:
            if (n >= -1 && n <= max)
                return range(n + 1, max, false, true);
            break;
        case SearchComparison::GreaterOrEqual:
            if (n >= 0 && n <= max + 1)
                return range(n, max, false, true);
            break;
        case SearchComparison::Less:
            if (n >= 0 && n <= max + 1)
                return range(0, n - 1, true, false);
            break;
        case SearchComparison::LessOrEqual:
            if (n >= -1 && n <= max)
                return range(0, n, true, false);
            break;
        }
        return std::nullopt;
    }

    static QString numberPrefix(SearchField field)
    {
        switch (field) {
        case SearchField::Power:
            return u"pw"_s;
        case SearchField::GlobalPower:
            return u"gl"_s;
        case SearchField::Resistance:
            return u"rs"_s;
        default:
            return u"ar"_s;
        }
    }

    static Part numberSql(const SearchTerm &term)
    {
        QString column;
        QString variable;
        switch (term.field) {
        case SearchField::Power:
            column = u"cards.power"_s;
            variable = u"cards.power_var"_s;
            break;
        case SearchField::GlobalPower:
            column = u"cards.global"_s;
            variable = u"cards.global_var"_s;
            break;
        case SearchField::Resistance:
            column = u"cards.resistance"_s;
            variable = u"cards.resistance_var"_s;
            break;
        default:
            column = u"cards.arrows"_s; // arrows have no '*' (the parser refuses it)
            break;
        }
        if (term.variable && !variable.isEmpty())
            return {false,
                    u"%1 = ?"_s.arg(variable),
                    {term.comparison == SearchComparison::NotEqual ? 0 : 1}};
        // IS NOT NULL keeps the term two-valued, so NOT of it means "the other cards".
        return {false,
                u"(%1 IS NOT NULL AND %1 %2 ?)"_s.arg(column, comparisonText(term.comparison)),
                {term.number}};
    }

    static Part codesSql(const SearchTerm &term)
    {
        Part part;
        QString column;
        switch (term.field) {
        case SearchField::Type:
            column = u"cards.type"_s;
            break;
        case SearchField::Back:
            column = u"cards.back"_s;
            break;
        case SearchField::Set:
            column = u"cards.set_code"_s;
            break;
        case SearchField::Rarity:
            column = u"cards.rarity"_s;
            break;
        case SearchField::NwoColor:
            column = u"cards.nwo"_s;
            break;
        default:
            break;
        }
        if (!column.isEmpty()) {
            if (term.codes.size() == 1) {
                // IS rather than = keeps a NULL nwo two-valued.
                part.text = column + (term.field == SearchField::NwoColor ? u" IS ?"_s : u" = ?"_s);
            } else {
                QStringList marks;
                for (qsizetype i = 0; i < term.codes.size(); ++i)
                    marks.append(u"?"_s);
                part.text = column + u" IN ("_s + marks.join(u", "_s) + u')';
            }
            for (const QString &code : term.codes)
                part.binds.append(code);
            return part;
        }
        switch (term.field) {
        case SearchField::Alignment:
            column = u"cards.alignments"_s;
            break;
        case SearchField::Attribute:
            column = u"cards.attributes"_s;
            break;
        case SearchField::ResourceKind:
            column = u"cards.kinds"_s;
            break;
        case SearchField::Keyword:
            column = u"cards.keywords"_s;
            break;
        default:
            column = u"cards.requirements"_s;
            break;
        }
        QStringList likes;
        for (const QString &code : term.codes) {
            likes.append(column + u" LIKE ?"_s);
            part.binds.append(QString(u"%|"_s + code + u"|%"_s));
        }
        part.text = likes.size() == 1 ? likes.front() : u"("_s + likes.join(u" OR "_s) + u')';
        return part;
    }

    bool m_facets;
    QString m_table;
};

// ORDER BY keys; NULL numbers go last in both directions, names break ties alphabetically and
// the rowid makes pages stable.
QString orderBy(const SearchOptions &options)
{
    const QString direction = options.order == Qt::DescendingOrder ? u" DESC"_s : u" ASC"_s;
    const QString byName = u"cards.name_norm ASC, cards.rowid ASC"_s;
    auto numeric = [&](const QString &column) -> QString {
        return column + u" IS NULL, "_s + column + direction + u", "_s + byName;
    };
    auto thenName = [&](const QString &column) -> QString {
        return column + direction + u", "_s + byName;
    };
    switch (options.sort) {
    case SearchSort::Name:
        return u"cards.name_norm"_s + direction + u", cards.rowid"_s + direction;
    case SearchSort::Type:
        return thenName(u"cards.type"_s);
    case SearchSort::Power:
        return numeric(u"cards.power"_s);
    case SearchSort::Global:
        return numeric(u"cards.global"_s);
    case SearchSort::Resistance:
        return numeric(u"cards.resistance"_s);
    case SearchSort::Arrows:
        return numeric(u"cards.arrows"_s);
    case SearchSort::Alignments:
        return thenName(u"cards.alignments"_s);
    case SearchSort::Attributes:
        return thenName(u"cards.attributes"_s);
    case SearchSort::Set:
        return thenName(u"cards.set_code"_s);
    case SearchSort::Rarity:
        return thenName(u"cards.rarity"_s);
    }
    return byName;
}

} // namespace

QString SearchCompiler::ftsPhrase(const QStringList &words, bool prefix)
{
    QString phrase = words.join(u' ');
    phrase.replace(u'"', u"\"\""_s);
    return u'"' + phrase + (prefix ? u"\"*"_s : u"\""_s);
}

QString SearchCompiler::facetToken(SearchField field, const QString &code)
{
    QString prefix;
    switch (field) {
    case SearchField::Type:
        prefix = u"ty"_s;
        break;
    case SearchField::Set:
        prefix = u"se"_s;
        break;
    case SearchField::Back:
        prefix = u"ba"_s;
        break;
    case SearchField::Rarity:
        prefix = u"ra"_s;
        break;
    case SearchField::NwoColor:
        prefix = u"nw"_s;
        break;
    case SearchField::Alignment:
        prefix = u"al"_s;
        break;
    case SearchField::Attribute:
        prefix = u"at"_s;
        break;
    case SearchField::ResourceKind:
        prefix = u"ki"_s;
        break;
    case SearchField::Keyword:
        prefix = u"kw"_s;
        break;
    case SearchField::Requirement:
        prefix = u"rq"_s;
        break;
    default:
        break;
    }
    return prefix + QString(code).remove(u'-');
}

CompiledSearch SearchCompiler::compile(const SearchQuery &query, const SearchOptions &options,
                                       SearchIndex index)
{
    const Compiler compiler(index);
    const bool hideFan = !options.includeFan && !query.mentionsSet(CardSet::Fan);
    const QString fan = codeOf(CardSet::Fan);
    const bool byName = options.sort == SearchSort::Name;

    CompiledSearch compiled;
    QString where; // of the page query
    QString count;
    bool fullTextDriven = false; // the page's WHERE starts with the full-text match
    if (query.root().matchesEverything()) {
        if (hideFan) {
            // All rows minus the fan rows: two index counts instead of a scan.
            count = u"SELECT (SELECT count(*) FROM cards) - (SELECT count(*) FROM cards WHERE "
                    u"cards.set_code = ?)"_s;
            where = u"cards.set_code <> ?"_s;
            compiled.binds.append(fan);
        } else {
            count = u"SELECT count(*) FROM cards"_s;
        }
    } else {
        const Part part = compiler.compile(query.root());
        fullTextDriven = part.fullText;
        if (part.fullText && compiler.usesFacets()) {
            const QString expression =
                hideFan ? u"("_s + part.text + u") NOT facets:\""_s +
                              SearchCompiler::facetToken(SearchField::Set, fan) + u'"'
                        : part.text;
            count = u"SELECT count(*) FROM card_search WHERE card_search MATCH ?"_s;
            where = compiler.matchSql();
            compiled.binds.append(expression);
        } else if (part.fullText) {
            // Names only: count the index, less the fan cards among its matches.
            if (hideFan) {
                // The expression is needed twice, so both values come in through a CTE and
                // count and page bind the same values in the same order.
                count = u"WITH search(expression, fan) AS (SELECT ?, ?) "
                        u"SELECT (SELECT count(*) FROM cards_fts WHERE cards_fts MATCH "
                        u"(SELECT expression FROM search)) - (SELECT count(*) FROM cards WHERE "
                        u"cards.set_code = (SELECT fan FROM search) AND "_s +
                        compiler.matchSql(u"(SELECT expression FROM search)"_s) + u")"_s;
                where = compiler.matchSql() + u" AND cards.set_code <> ?"_s;
                compiled.binds = {part.text, fan};
            } else {
                count = u"SELECT count(*) FROM cards_fts WHERE cards_fts MATCH ?"_s;
                where = compiler.matchSql();
                compiled.binds = {part.text};
            }
        } else {
            where = part.text;
            compiled.binds = part.binds;
            if (hideFan) {
                where = u"cards.set_code <> ? AND "_s + where;
                compiled.binds.prepend(fan);
            }
            count = u"SELECT count(*) FROM cards WHERE "_s + where;
        }
    }

    const QString order = u" ORDER BY "_s + orderBy(options);
    // The page is chosen on row ids and sort keys alone; only its rows' data is then read.
    auto pageSql = [&](const QString &condition) -> QString {
        return u"SELECT cards.data FROM cards WHERE cards.rowid IN (SELECT cards.rowid FROM cards"_s +
               (condition.isEmpty() ? QString() : u" WHERE "_s + condition) + order +
               u" LIMIT ? OFFSET ?)"_s + order;
    };
    compiled.countSql = count;
    if (fullTextDriven && byName) {
        // Walking the name index and testing each row id against the matches reads only the
        // rows of the page, however many cards match; `+` keeps SQLite from driving the loop by
        // the matches instead. With few matches, reading and sorting them all is quicker.
        compiled.pageSql = pageSql(u"+"_s + where);
        compiled.pageSqlFewMatches = pageSql(where);
    } else {
        compiled.pageSql = pageSql(where);
    }
    compiled.pageBinds = compiled.binds;
    compiled.pageBinds.append(options.limit < 0 ? -1 : options.limit);
    compiled.pageBinds.append(std::max(0, options.offset));
    return compiled;
}

} // namespace inwo
