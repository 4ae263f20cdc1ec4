#include "search/searchquery.h"

#include "common/textinput.h"
#include "common/textnormalizer.h"

#include <QCoreApplication>
#include <QList>

#include <algorithm>
#include <array>
#include <climits>
#include <utility>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Parentheses and negations deeper than this are refused, so a hostile query cannot exhaust the
// stack of the recursive parser.
constexpr int MaxDepth = 64;

struct FieldAlias
{
    QLatin1StringView name;
    SearchField field;
};

// Every spelling of every field. The first spelling of each field is its canonical name.
const FieldAlias fieldAliases[] = {
    {"name"_L1, SearchField::Name},
    {"n"_L1, SearchField::Name},
    {"text"_L1, SearchField::Text},
    {"type"_L1, SearchField::Type},
    {"t"_L1, SearchField::Type},
    {"back"_L1, SearchField::Back},
    {"align"_L1, SearchField::Alignment},
    {"a"_L1, SearchField::Alignment},
    {"alignment"_L1, SearchField::Alignment},
    {"attr"_L1, SearchField::Attribute},
    {"attribute"_L1, SearchField::Attribute},
    {"kind"_L1, SearchField::ResourceKind},
    {"kw"_L1, SearchField::Keyword},
    {"keyword"_L1, SearchField::Keyword},
    {"req"_L1, SearchField::Requirement},
    {"requirement"_L1, SearchField::Requirement},
    {"requires"_L1, SearchField::Requirement},
    {"nwo"_L1, SearchField::NwoColor},
    {"set"_L1, SearchField::Set},
    {"s"_L1, SearchField::Set},
    {"rarity"_L1, SearchField::Rarity},
    {"power"_L1, SearchField::Power},
    {"p"_L1, SearchField::Power},
    {"global"_L1, SearchField::GlobalPower},
    {"g"_L1, SearchField::GlobalPower},
    {"res"_L1, SearchField::Resistance},
    {"r"_L1, SearchField::Resistance},
    {"resistance"_L1, SearchField::Resistance},
    {"arrows"_L1, SearchField::Arrows},
    {"arrow"_L1, SearchField::Arrows},
};

// One word a value of an enumerated field may be written as, and the codes it stands for.
struct Choice
{
    QString code;    // shown in messages
    QString display; // also accepted
    QStringList codes;
};

template <typename E> QList<Choice> choicesOf()
{
    QList<Choice> choices;
    for (const auto &entry : EnumTable<E>::entries) {
        const QString code = QString::fromUtf16(entry.code.data(), qsizetype(entry.code.size()));
        choices.append({code,
                        QString::fromUtf16(entry.display.data(), qsizetype(entry.display.size())),
                        {code}});
    }
    return choices;
}

// INWO cards have the ten INWO alignments only; the boxed game's are for its attacks.
QList<Choice> alignmentChoices()
{
    QList<Choice> choices = choicesOf<Alignment>();
    const QList<Alignment> inwo = inwoAlignments();
    choices.removeIf([&inwo](const Choice &choice) {
        const auto alignment = enumFromCode<Alignment>(choice.code);
        return !alignment || !inwo.contains(*alignment);
    });
    return choices;
}

// The words `req:` understands: what PlayRequirement::searchTokens() produces.
QList<Choice> requirementChoices()
{
    QList<Choice> choices;
    const QLatin1StringView own[] = {
        "action"_L1,  "discard"_L1,    "plot-discard"_L1, "all-illuminati"_L1,        "optional"_L1,
        "any"_L1,     "illuminati"_L1, "personality"_L1,  "subgenius-personality"_L1, "network"_L1,
        "special"_L1,
    };
    for (const QLatin1StringView code : own)
        choices.append({QString(code), QString(code), {QString(code)}});
    for (const Choice &choice : alignmentChoices())
        choices.append(choice);
    for (const Choice &choice : choicesOf<Attribute>())
        choices.append(choice);
    return choices;
}

QList<Choice> buildChoices(SearchField field)
{
    switch (field) {
    case SearchField::Type: {
        QList<Choice> choices = choicesOf<CardType>();
        choices.append({u"group"_s,
                        u"Group"_s,
                        {codeOf(CardType::Organization), codeOf(CardType::Personality),
                         codeOf(CardType::Place)}});
        return choices;
    }
    case SearchField::Back:
        return choicesOf<CardBack>();
    case SearchField::Alignment:
        return alignmentChoices();
    case SearchField::Attribute:
        return choicesOf<Attribute>();
    case SearchField::ResourceKind:
        return choicesOf<ResourceKind>();
    case SearchField::Keyword:
        return choicesOf<Keyword>();
    case SearchField::Requirement:
        return requirementChoices();
    case SearchField::NwoColor:
        return choicesOf<NwoColor>();
    case SearchField::Set: {
        QList<Choice> choices = choicesOf<CardSet>();
        const QString base = codeOf(CardSet::Base);
        choices.append({u"limited"_s, u"Limited"_s, {base}});
        choices.append({u"unlimited"_s, u"Unlimited"_s, {base}});
        return choices;
    }
    case SearchField::Rarity: {
        QList<Choice> choices = choicesOf<Rarity>();
        choices.append({u"promo"_s, u"Promo"_s, {codeOf(Rarity::S)}});
        return choices;
    }
    case SearchField::Name:
    case SearchField::Text:
    case SearchField::Power:
    case SearchField::GlobalPower:
    case SearchField::Resistance:
    case SearchField::Arrows:
        break;
    }
    return {};
}

// What a value of `field` is called in messages ("unknown %1 '%2'").
QString valueNoun(SearchField field)
{
    switch (field) {
    case SearchField::Type:
        return QCoreApplication::translate("inwo::SearchQuery", "card type");
    case SearchField::Back:
        return QCoreApplication::translate("inwo::SearchQuery", "card back");
    case SearchField::Alignment:
        return QCoreApplication::translate("inwo::SearchQuery", "alignment");
    case SearchField::Attribute:
        return QCoreApplication::translate("inwo::SearchQuery", "attribute");
    case SearchField::ResourceKind:
        return QCoreApplication::translate("inwo::SearchQuery", "resource kind");
    case SearchField::Keyword:
        return QCoreApplication::translate("inwo::SearchQuery", "keyword");
    case SearchField::Requirement:
        return QCoreApplication::translate("inwo::SearchQuery", "requirement");
    case SearchField::NwoColor:
        return QCoreApplication::translate("inwo::SearchQuery", "NWO color");
    case SearchField::Set:
        return QCoreApplication::translate("inwo::SearchQuery", "set");
    case SearchField::Rarity:
        return QCoreApplication::translate("inwo::SearchQuery", "rarity");
    case SearchField::Name:
    case SearchField::Text:
    case SearchField::Power:
    case SearchField::GlobalPower:
    case SearchField::Resistance:
    case SearchField::Arrows:
        break;
    }
    return QCoreApplication::translate("inwo::SearchQuery", "value");
}

// Lower case letters and digits only, without accents: "Ends Turn", "ends-turn" and
// "ENDS_TURN" are alike, and so are "gewalttätig" and "Gewalttatig".
QString comparisonKey(QStringView text)
{
    return TextNormalizer::normalize(text).remove(u' ');
}

// A value's name in the reader's language ("Gewalttätig"), or empty when it has no translation:
// the window's names for cards' facts (ui/common/enumnames) share the context.
QString translatedDisplay(SearchField field, const QString &display)
{
    // The disambiguations enumnames.cpp gives the words two fields share ("Magic", "Plot").
    const char *comment = nullptr;
    switch (field) {
    case SearchField::Type:
        comment = "card type";
        break;
    case SearchField::Back:
        comment = "card back";
        break;
    case SearchField::Attribute:
        comment = "attribute";
        break;
    case SearchField::ResourceKind:
        comment = "resource kind";
        break;
    case SearchField::Set:
        comment = "card set";
        break;
    default:
        break;
    }
    const QByteArray source = display.toUtf8();
    const QString translated =
        QCoreApplication::translate("inwo::EnumNames", source.constData(), comment);
    return translated == display ? QString() : translated;
}

// One value a field accepts, with the keys its code and display name are compared by.
struct KeyedChoice
{
    Choice choice;
    QString codeKey;
    QString displayKey;
};

// The choices of every field, built once (the tables are constant).
const QList<KeyedChoice> &choicesFor(SearchField field)
{
    static const auto table = [] {
        std::array<QList<KeyedChoice>, size_t(SearchField::Arrows) + 1> choices;
        for (size_t i = 0; i < choices.size(); ++i) {
            for (Choice &choice : buildChoices(SearchField(i))) {
                const QString codeKey = comparisonKey(choice.code);
                const QString displayKey = comparisonKey(choice.display);
                choices[i].append({std::move(choice), codeKey, displayKey});
            }
        }
        return choices;
    }();
    return table[size_t(field)];
}

// "a, b or c": `last` joins the others (%1) to the last item (%2), "%1 or %2".
QString joinAlternatives(const QStringList &items, const QString &last)
{
    if (items.size() <= 1)
        return items.value(0);
    return last.arg(QStringList(items.mid(0, items.size() - 1)).join(u", "_s), items.last());
}

QString joinedByOr(const QStringList &items)
{
    //: The last two items of a list of choices: "'a', 'b' or 'c'" (%1 is "'a', 'b'").
    return joinAlternatives(items, QCoreApplication::translate("inwo::SearchQuery", "%1 or %2"));
}

QString joinedByAnd(const QStringList &items)
{
    //: The last two items of a list: "a, b and c" (%1 is "a, b").
    return joinAlternatives(items, QCoreApplication::translate("inwo::SearchQuery", "%1 and %2"));
}

QStringList quoted(const QStringList &items)
{
    QStringList result;
    result.reserve(items.size());
    for (const QString &item : items)
        result.append(u'\'' % item % u'\'');
    return result;
}

// The candidate closest to `word` by edit distance, preferring ones with the same first letter;
// empty when none is close enough to be a plausible typo.
QString closestWord(QStringView word, const QStringList &candidates)
{
    const QString lower = word.toString().toLower();
    if (lower.isEmpty())
        return {};
    int bestDistance = INT_MAX;
    bool bestSameStart = false;
    QString best;
    for (const QString &candidate : candidates) {
        const int distance = TextNormalizer::levenshtein(lower, candidate);
        const int allowed = std::max(1, int(std::max(candidate.size(), lower.size())) / 2);
        if (distance > allowed || distance >= std::max(lower.size(), candidate.size()))
            continue;
        const bool sameStart = candidate.startsWith(lower.front());
        if (distance < bestDistance || (distance == bestDistance && sameStart && !bestSameStart)) {
            bestDistance = distance;
            bestSameStart = sameStart;
            best = candidate;
        }
    }
    return best;
}

QStringList canonicalFieldNames()
{
    QStringList names;
    QList<SearchField> seen;
    for (const FieldAlias &alias : fieldAliases) {
        if (!seen.contains(alias.field)) {
            seen.append(alias.field);
            names.append(QString(alias.name));
        }
    }
    return names;
}

struct Token
{
    enum class Kind : quint8 {
        Word,
        Phrase,
        Field,
        LeftParen,
        RightParen,
        Minus,
        Or,
        And,
        Not,
        End
    };

    Kind kind = Kind::End;
    int column = 1;
    QString text; // Word, Phrase: the content; Field: the field name as written

    // Field only.
    QString op;
    int valueColumn = 1;
    QString value;
    bool valueQuoted = false;
};

bool isOperatorStart(QStringView text, qsizetype i)
{
    if (i >= text.size())
        return false;
    const QChar c = text[i];
    if (c == u':' || c == u'=' || c == u'<' || c == u'>')
        return true;
    return c == u'!' && i + 1 < text.size() && text[i + 1] == u'=';
}

bool endsBareText(QChar c)
{
    return c.isSpace() || c == u'(' || c == u')' || c == u'"';
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// Splits a query into tokens; quotes, fields and their values are recognised here.
class Tokenizer
{
public:
    explicit Tokenizer(QStringView text) : m_text(text) {}

    bool run(QList<Token> *tokens, SearchError *error)
    {
        while (true) {
            while (m_pos < m_text.size() && m_text[m_pos].isSpace())
                ++m_pos;
            Token token;
            token.column = int(m_pos) + 1;
            if (m_pos >= m_text.size()) {
                tokens->append(token);
                return true;
            }
            const QChar c = m_text[m_pos];
            if (c == u'(') {
                token.kind = Token::Kind::LeftParen;
                ++m_pos;
            } else if (c == u')') {
                token.kind = Token::Kind::RightParen;
                ++m_pos;
            } else if (c == u'"') {
                token.kind = Token::Kind::Phrase;
                if (!readQuoted(&token.text, error))
                    return false;
            } else if (c == u'-') {
                token.kind = Token::Kind::Minus;
                ++m_pos;
            } else if (!readWord(&token, error)) {
                return false;
            }
            tokens->append(token);
        }
    }

private:
    // At an opening quote: reads up to the closing one.
    bool readQuoted(QString *content, SearchError *error)
    {
        const qsizetype open = m_pos;
        const qsizetype close = m_text.indexOf(u'"', open + 1);
        if (close < 0) {
            *error = {int(open) + 1, QCoreApplication::translate("inwo::SearchQuery",
                                                                 "unclosed quote at column %1")
                                         .arg(open + 1)};
            return false;
        }
        *content = m_text.mid(open + 1, close - open - 1).toString();
        m_pos = close + 1;
        return true;
    }

    bool readWord(Token *token, SearchError *error)
    {
        const qsizetype start = m_pos;
        qsizetype letters = start;
        while (letters < m_text.size() && isAsciiLetter(m_text[letters]))
            ++letters;
        if (letters > start && isOperatorStart(m_text, letters)) {
            token->kind = Token::Kind::Field;
            token->text = m_text.mid(start, letters - start).toString();
            qsizetype opEnd = letters + 1;
            if (opEnd < m_text.size() && m_text[opEnd] == u'=' &&
                (m_text[letters] == u'<' || m_text[letters] == u'>' || m_text[letters] == u'!'))
                ++opEnd;
            token->op = m_text.mid(letters, opEnd - letters).toString();
            m_pos = opEnd;
            token->valueColumn = int(m_pos) + 1;
            if (m_pos < m_text.size() && m_text[m_pos] == u'"') {
                token->valueQuoted = true;
                return readQuoted(&token->value, error);
            }
            while (m_pos < m_text.size() && !endsBareText(m_text[m_pos]))
                ++m_pos;
            token->value = m_text.mid(opEnd, m_pos - opEnd).toString();
            return true;
        }
        while (m_pos < m_text.size() && !endsBareText(m_text[m_pos]))
            ++m_pos;
        token->text = m_text.mid(start, m_pos - start).toString();
        if (token->text.compare("or"_L1, Qt::CaseInsensitive) == 0 || token->text == "||"_L1)
            token->kind = Token::Kind::Or;
        else if (token->text.compare("and"_L1, Qt::CaseInsensitive) == 0 || token->text == "&"_L1 ||
                 token->text == "&&"_L1)
            token->kind = Token::Kind::And;
        else if (token->text.compare("not"_L1, Qt::CaseInsensitive) == 0)
            token->kind = Token::Kind::Not;
        else
            token->kind = Token::Kind::Word;
        return true;
    }

    QStringView m_text;
    qsizetype m_pos = 0;
};

// The words of card text as SQLite's unicode61 tokenizer splits them: runs of letters and digits.
QStringList textWords(QStringView text)
{
    QStringList words;
    QString current;
    for (const QChar c : text) {
        if (c.isLetterOrNumber() || c.isMark()) {
            current.append(c.toLower());
        } else if (!current.isEmpty()) {
            words.append(current);
            current.clear();
        }
    }
    if (!current.isEmpty())
        words.append(current);
    return words;
}

// Normalized name words that the full-text index can match (at least one letter or digit).
QStringList nameWords(QStringView text)
{
    QStringList words;
    for (const QString &word : TextNormalizer::words(text)) {
        if (std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetterOrNumber(); }))
            words.append(word);
    }
    return words;
}

SearchNode makeNot(SearchNode child, int column)
{
    if (child.kind == SearchNode::Kind::Not) {
        SearchNode inner = std::move(child.children.front());
        return inner;
    }
    SearchNode node;
    node.kind = SearchNode::Kind::Not;
    node.column = column;
    node.children.push_back(std::move(child));
    return node;
}

SearchNode makeAnd(std::vector<SearchNode> items, int column)
{
    SearchNode node;
    node.kind = SearchNode::Kind::And;
    node.column = column;
    for (SearchNode &item : items) {
        if (item.kind == SearchNode::Kind::And) {
            for (SearchNode &grandchild : item.children)
                node.children.push_back(std::move(grandchild));
        } else {
            node.children.push_back(std::move(item));
        }
    }
    if (node.children.size() == 1) {
        SearchNode only = std::move(node.children.front());
        return only;
    }
    if (!node.children.empty())
        node.column = node.children.front().column;
    return node;
}

SearchNode makeOr(std::vector<SearchNode> items)
{
    SearchNode node;
    node.kind = SearchNode::Kind::Or;
    node.column = items.front().column;
    for (SearchNode &item : items) {
        if (item.kind == SearchNode::Kind::Or) {
            for (SearchNode &grandchild : item.children)
                node.children.push_back(std::move(grandchild));
        } else {
            node.children.push_back(std::move(item));
        }
    }
    return node;
}

// Recursive descent over the tokens: or-expressions of and-expressions of negated primaries.
class Parser
{
public:
    Parser(QList<Token> tokens, SearchError *error) : m_tokens(std::move(tokens)), m_error(error) {}

    bool parse(SearchNode *root)
    {
        if (!parseOr(0, root))
            return false;
        const Token &next = peek();
        if (next.kind == Token::Kind::RightParen)
            return fail(next.column, QCoreApplication::translate("inwo::SearchQuery",
                                                                 "unmatched ')' at column %1")
                                         .arg(next.column));
        if (next.kind != Token::Kind::End) // cannot happen: parseOr stops only at ')' or the end
            return fail(next.column, QCoreApplication::translate("inwo::SearchQuery",
                                                                 "unexpected text at column %1")
                                         .arg(next.column));
        return true;
    }

private:
    const Token &peek() const { return m_tokens[m_pos]; }
    const Token &next() { return m_tokens[m_pos++]; }

    bool fail(int col, const QString &message)
    {
        *m_error = {col, message};
        return false;
    }

    static bool endsOperand(Token::Kind kind)
    {
        return kind == Token::Kind::End || kind == Token::Kind::RightParen ||
               kind == Token::Kind::Or || kind == Token::Kind::And;
    }

    bool needOperandAfter(const Token &op)
    {
        if (!endsOperand(peek().kind))
            return true;
        return fail(op.column,
                    QCoreApplication::translate("inwo::SearchQuery",
                                                "'%1' at column %2 needs a search term after it")
                        .arg(op.text, QString::number(op.column)));
    }

    bool parseOr(int depth, SearchNode *result)
    {
        if (peek().kind == Token::Kind::Or) {
            const Token &op = peek();
            return fail(op.column,
                        QCoreApplication::translate(
                            "inwo::SearchQuery", "'%1' at column %2 needs a search term before it")
                            .arg(op.text, QString::number(op.column)));
        }
        std::vector<SearchNode> alternatives;
        SearchNode first;
        if (!parseAnd(depth, &first))
            return false;
        alternatives.push_back(std::move(first));
        while (peek().kind == Token::Kind::Or) {
            const Token &op = next();
            if (!needOperandAfter(op))
                return false;
            SearchNode alternative;
            if (!parseAnd(depth, &alternative))
                return false;
            alternatives.push_back(std::move(alternative));
        }
        if (alternatives.size() == 1)
            *result = std::move(alternatives.front());
        else
            *result = makeOr(std::move(alternatives));
        return true;
    }

    bool parseAnd(int depth, SearchNode *result)
    {
        const int startColumn = peek().column;
        if (peek().kind == Token::Kind::And) {
            const Token &op = peek();
            return fail(op.column,
                        QCoreApplication::translate(
                            "inwo::SearchQuery", "'%1' at column %2 needs a search term before it")
                            .arg(op.text, QString::number(op.column)));
        }
        std::vector<SearchNode> items;
        while (true) {
            const Token::Kind kind = peek().kind;
            if (kind == Token::Kind::End || kind == Token::Kind::RightParen ||
                kind == Token::Kind::Or)
                break;
            if (kind == Token::Kind::And) {
                if (!needOperandAfter(next()))
                    return false;
                continue;
            }
            SearchNode item;
            if (!parseUnary(depth, &item))
                return false;
            items.push_back(std::move(item));
        }
        *result = makeAnd(std::move(items), startColumn);
        return true;
    }

    bool parseUnary(int depth, SearchNode *result)
    {
        const Token::Kind kind = peek().kind;
        if (kind != Token::Kind::Minus && kind != Token::Kind::Not)
            return parsePrimary(depth, result);
        const Token &op = next();
        if (depth >= MaxDepth)
            return fail(op.column,
                        QCoreApplication::translate("inwo::SearchQuery",
                                                    "the query nests too deeply at column %1")
                            .arg(op.column));
        const bool detached = kind == Token::Kind::Minus && peek().column != op.column + 1;
        if (detached || endsOperand(peek().kind)) {
            if (kind == Token::Kind::Minus)
                return fail(op.column, QCoreApplication::translate(
                                           "inwo::SearchQuery",
                                           "'-' at column %1 needs a search term right after it")
                                           .arg(op.column));
            return fail(op.column,
                        QCoreApplication::translate(
                            "inwo::SearchQuery", "'%1' at column %2 needs a search term after it")
                            .arg(op.text, QString::number(op.column)));
        }
        SearchNode child;
        if (!parseUnary(depth + 1, &child))
            return false;
        *result = makeNot(std::move(child), op.column);
        return true;
    }

    bool parsePrimary(int depth, SearchNode *result)
    {
        const Token &token = next();
        switch (token.kind) {
        case Token::Kind::LeftParen: {
            if (depth >= MaxDepth)
                return fail(token.column,
                            QCoreApplication::translate("inwo::SearchQuery",
                                                        "the query nests too deeply at column %1")
                                .arg(token.column));
            if (peek().kind == Token::Kind::RightParen)
                return fail(token.column, QCoreApplication::translate(
                                              "inwo::SearchQuery", "empty parentheses at column %1")
                                              .arg(token.column));
            if (!parseOr(depth + 1, result))
                return false;
            if (peek().kind != Token::Kind::RightParen)
                return fail(token.column,
                            QCoreApplication::translate("inwo::SearchQuery",
                                                        "unclosed '(' at column %1; add a ')'")
                                .arg(token.column));
            next();
            return true;
        }
        case Token::Kind::Word:
        case Token::Kind::Phrase: {
            SearchNode node;
            node.column = token.column;
            const QStringList words = nameWords(token.text);
            if (words.isEmpty()) { // punctuation only: nothing to look for
                *result = node;
                return true;
            }
            node.kind = SearchNode::Kind::Term;
            node.term.field = SearchField::Name;
            node.term.words = words;
            node.term.prefix = token.kind == Token::Kind::Word;
            *result = std::move(node);
            return true;
        }
        case Token::Kind::Field:
            return parseField(token, result);
        case Token::Kind::RightParen: // parseAnd stops before these; kept for safety
        case Token::Kind::Minus:
        case Token::Kind::Or:
        case Token::Kind::And:
        case Token::Kind::Not:
        case Token::Kind::End:
            break;
        }
        return fail(token.column, QCoreApplication::translate("inwo::SearchQuery",
                                                              "expected a search term at column %1")
                                      .arg(token.column));
    }

    bool parseField(const Token &token, SearchNode *result)
    {
        std::optional<SearchField> field;
        for (const FieldAlias &alias : fieldAliases) {
            if (token.text.compare(alias.name, Qt::CaseInsensitive) == 0) {
                field = alias.field;
                break;
            }
        }
        if (!field) {
            QStringList candidates;
            for (const FieldAlias &alias : fieldAliases) {
                if (alias.name.size() > 1)
                    candidates.append(QString(alias.name));
            }
            const QString suggestion = closestWord(token.text, candidates);
            const QString at = QString::number(token.column);
            if (!suggestion.isEmpty())
                return fail(token.column, QCoreApplication::translate(
                                              "inwo::SearchQuery",
                                              "unknown field '%1' at column %2; did you mean '%3'?")
                                              .arg(token.text, at, suggestion));
            return fail(token.column, QCoreApplication::translate(
                                          "inwo::SearchQuery",
                                          "unknown field '%1' at column %2; the fields are %3")
                                          .arg(token.text, at, joinedByAnd(canonicalFieldNames())));
        }

        SearchNode node;
        node.kind = SearchNode::Kind::Term;
        node.column = token.column;
        node.term.field = *field;
        const QString written = token.text % token.op;
        if (token.value.trimmed().isEmpty())
            return fail(token.column,
                        QCoreApplication::translate("inwo::SearchQuery",
                                                    "missing value after '%1' at column %2")
                            .arg(written, QString::number(token.column)));

        SearchComparison comparison = SearchComparison::Equal;
        if (token.op == "!="_L1)
            comparison = SearchComparison::NotEqual;
        else if (token.op == "<"_L1)
            comparison = SearchComparison::Less;
        else if (token.op == "<="_L1)
            comparison = SearchComparison::LessOrEqual;
        else if (token.op == ">"_L1)
            comparison = SearchComparison::Greater;
        else if (token.op == ">="_L1)
            comparison = SearchComparison::GreaterOrEqual;

        if (node.term.isNumeric()) {
            if (!parseNumber(token, written, comparison, &node.term))
                return false;
            *result = std::move(node);
            return true;
        }

        if (comparison != SearchComparison::Equal && comparison != SearchComparison::NotEqual) {
            const int opColumn = token.column + int(token.text.size());
            return fail(
                opColumn,
                QCoreApplication::translate(
                    "inwo::SearchQuery",
                    "'%1' at column %2 does not work with '%3'; use ':' (or '!=' for \"is not\")")
                    .arg(token.op, QString::number(opColumn), token.text));
        }

        if (node.term.isWords()) {
            node.term.words =
                *field == SearchField::Name ? nameWords(token.value) : textWords(token.value);
            node.term.prefix = !token.valueQuoted;
            if (node.term.words.isEmpty())
                return fail(
                    token.valueColumn,
                    QCoreApplication::translate(
                        "inwo::SearchQuery",
                        "nothing to search for after '%1' at column %2; use letters or digits")
                        .arg(written, QString::number(token.valueColumn)));
        } else if (!resolveCodes(token, *field, &node.term.codes)) {
            return false;
        }

        if (comparison == SearchComparison::NotEqual)
            *result = makeNot(std::move(node), token.column);
        else
            *result = std::move(node);
        return true;
    }

    bool parseNumber(const Token &token, const QString &written, SearchComparison comparison,
                     SearchTerm *term)
    {
        const QString value = token.value.trimmed();
        term->comparison = comparison;
        if (value == "*"_L1) {
            if (term->field == SearchField::Arrows)
                return fail(token.valueColumn,
                            QCoreApplication::translate(
                                "inwo::SearchQuery", "'*' at column %1 does not apply to arrows; "
                                                     "their count is always a plain number")
                                .arg(token.valueColumn));
            if (comparison != SearchComparison::Equal && comparison != SearchComparison::NotEqual)
                return fail(token.valueColumn,
                            QCoreApplication::translate(
                                "inwo::SearchQuery",
                                "'*' at column %1 can only follow ':', '=' or '!=' "
                                "('%2:*' finds cards whose printed value has a '*')")
                                .arg(QString::number(token.valueColumn), token.text));
            term->variable = true;
            return true;
        }
        bool ok = false;
        const int number = value.toInt(&ok);
        if (!ok)
            return fail(token.valueColumn,
                        QCoreApplication::translate(
                            "inwo::SearchQuery",
                            "expected a number or '*' after '%1' at column %2, not '%3'")
                            .arg(written, QString::number(token.valueColumn), value));
        term->number = number;
        return true;
    }

    // A value, or several separated by '|' ("t:pers|place"): the codes of any of them.
    bool resolveCodes(const Token &token, SearchField field, QStringList *codes)
    {
        const QList<KeyedChoice> &choices = choicesFor(field);
        int col = token.valueColumn;
        const QStringList alternatives = token.value.split(u'|');
        for (const QString &alternative : alternatives) {
            QStringList found;
            if (alternative.trimmed().isEmpty() && alternatives.size() > 1)
                return fail(col, QCoreApplication::translate(
                                     "inwo::SearchQuery", "missing value beside '|' at column %1")
                                     .arg(col));
            if (!resolveOne(alternative, col, field, choices, &found))
                return false;
            for (const QString &code : std::as_const(found)) {
                if (!codes->contains(code))
                    codes->append(code);
            }
            col += int(alternative.size()) + 1;
        }
        return true;
    }

    bool resolveOne(const QString &value, int col, SearchField field,
                    const QList<KeyedChoice> &choices, QStringList *codes)
    {
        const QString key = comparisonKey(value);
        const QString noun = valueNoun(field);

        // Values are also accepted in the reader's language ("a:gewalttätig"), and named in it.
        QStringList translatedKeys;
        for (const KeyedChoice &keyed : choices)
            translatedKeys.append(comparisonKey(translatedDisplay(field, keyed.choice.display)));
        auto keys = [&](qsizetype i) {
            const KeyedChoice &keyed = choices.at(i);
            return std::array<const QString *, 3>{&keyed.codeKey, &keyed.displayKey,
                                                  &translatedKeys.at(i)};
        };
        if (!key.isEmpty()) {
            for (qsizetype i = 0; i < choices.size(); ++i) {
                for (const QString *candidate : keys(i)) {
                    if (*candidate == key) {
                        *codes = choices.at(i).choice.codes;
                        return true;
                    }
                }
            }
            QList<const Choice *> matches;
            for (qsizetype i = 0; i < choices.size(); ++i) {
                const KeyedChoice &keyed = choices.at(i);
                const auto all = keys(i);
                if (std::none_of(all.cbegin(), all.cend(), [&](const QString *candidate) {
                        return !candidate->isEmpty() && candidate->startsWith(key);
                    }))
                    continue;
                const bool seen =
                    std::any_of(matches.cbegin(), matches.cend(),
                                [&](const Choice *m) { return m->codes == keyed.choice.codes; });
                if (!seen)
                    matches.append(&keyed.choice);
            }
            if (matches.size() == 1) {
                *codes = matches.front()->codes;
                return true;
            }
            if (matches.size() > 1) {
                QStringList names;
                for (const Choice *match : std::as_const(matches))
                    names.append(shownName(field, *match));
                //: %1 names what the value is: "card type", "keyword", "set"...
                return fail(
                    col, QCoreApplication::translate(
                             "inwo::SearchQuery", "ambiguous %1 '%2' at column %3; it could be %4")
                             .arg(noun, value, QString::number(col), joinedByOr(quoted(names))));
            }
        }

        QStringList candidates;
        QStringList shown;
        for (const KeyedChoice &keyed : choices) {
            shown.append(shownName(field, keyed.choice));
            candidates.append(comparisonKey(shown.last()));
        }
        const qsizetype nearest = candidates.indexOf(closestWord(key, candidates));
        const QString suggestion = nearest < 0 ? QString() : shown.at(nearest);
        const QString at = QString::number(col);
        if (!suggestion.isEmpty())
            //: %1 names what the value is: "card type", "keyword", "set"...
            return fail(
                col, QCoreApplication::translate("inwo::SearchQuery",
                                                 "unknown %1 '%2' at column %3; did you mean '%4'?")
                         .arg(noun, value, at, suggestion));
        //: %1 names what the value is: "card type", "keyword", "set"...
        return fail(col,
                    QCoreApplication::translate("inwo::SearchQuery",
                                                "unknown %1 '%2' at column %3; expected one of %4")
                        .arg(noun, value, at, joinedByOr(shown)));
    }

    // A value as messages name it: its code ("violent"), or its name in the reader's language.
    static QString shownName(SearchField field, const Choice &choice)
    {
        const QString translated = translatedDisplay(field, choice.display);
        return translated.isEmpty() ? choice.code : translated.toLower();
    }

    QList<Token> m_tokens;
    qsizetype m_pos = 0;
    SearchError *m_error;
};

void appendDebug(const SearchNode &node, QString *out)
{
    switch (node.kind) {
    case SearchNode::Kind::And:
    case SearchNode::Kind::Or:
    case SearchNode::Kind::Not:
        if (node.matchesEverything()) {
            out->append(u"(all)"_s);
            return;
        }
        out->append(node.kind == SearchNode::Kind::And  ? u"(and"_s
                    : node.kind == SearchNode::Kind::Or ? u"(or"_s
                                                        : u"(not"_s);
        for (const SearchNode &child : node.children) {
            out->append(u' ');
            appendDebug(child, out);
        }
        out->append(u')');
        return;
    case SearchNode::Kind::Term:
        break;
    }
    const SearchTerm &term = node.term;
    out->append(SearchQuery::fieldName(term.field));
    if (term.isWords()) {
        out->append(u":\""_s % term.words.join(u' ') % u'"');
        if (term.prefix)
            out->append(u'*');
    } else if (term.isNumeric()) {
        out->append(comparisonText(term.comparison));
        out->append(term.variable ? u"*"_s : QString::number(term.number));
    } else {
        out->append(u':' % term.codes.join(u'|'));
    }
}

bool mentions(const SearchNode &node, const QString &code, bool positive)
{
    switch (node.kind) {
    case SearchNode::Kind::Term:
        return positive && node.term.field == SearchField::Set && node.term.codes.contains(code);
    case SearchNode::Kind::Not:
        return mentions(node.children.front(), code, !positive);
    case SearchNode::Kind::And:
    case SearchNode::Kind::Or:
        return std::any_of(
            node.children.cbegin(), node.children.cend(),
            [&](const SearchNode &child) { return mentions(child, code, positive); });
    }
    return false;
}

} // namespace

QString comparisonText(SearchComparison comparison)
{
    switch (comparison) {
    case SearchComparison::Equal:
        return u"="_s;
    case SearchComparison::NotEqual:
        return u"!="_s;
    case SearchComparison::Less:
        return u"<"_s;
    case SearchComparison::LessOrEqual:
        return u"<="_s;
    case SearchComparison::Greater:
        return u">"_s;
    case SearchComparison::GreaterOrEqual:
        return u">="_s;
    }
    return {};
}

bool SearchTerm::isNumeric() const
{
    return field == SearchField::Power || field == SearchField::GlobalPower ||
           field == SearchField::Resistance || field == SearchField::Arrows;
}

std::optional<SearchQuery> SearchQuery::parse(QStringView text, SearchError *error)
{
    SearchError ignored;
    SearchError *sink = error ? error : &ignored;
    // Compiling and running a query grows with its terms: a 92 KB query took 2.4 s and 520 MB.
    // No query a person types or a script builds is near this long.
    if (text.size() > InputLimit::QueryCharacters) {
        *sink = {int(InputLimit::QueryCharacters) + 1,
                 QCoreApplication::translate("inwo::SearchQuery",
                                             "the query goes on past the %1 characters a query may "
                                             "have, at column %2 (it has %3)")
                     .arg(InputLimit::QueryCharacters)
                     .arg(InputLimit::QueryCharacters + 1)
                     .arg(text.size())};
        return std::nullopt;
    }
    QList<Token> tokens;
    if (!Tokenizer(text).run(&tokens, sink))
        return std::nullopt;
    SearchQuery query;
    if (!Parser(std::move(tokens), sink).parse(&query.m_root))
        return std::nullopt;
    // Words of punctuation alone look for nothing; a query of nothing but them would match every
    // card, which is never what '!!!' or an emoji meant.
    if (query.m_root.matchesEverything() && !text.trimmed().isEmpty()) {
        *sink = {1, QCoreApplication::translate(
                        "inwo::SearchQuery",
                        "nothing to search for at column 1: '%1' has no letters or digits")
                        .arg(text.trimmed().toString())};
        return std::nullopt;
    }
    return query;
}

bool SearchQuery::mentionsSet(CardSet set) const
{
    return mentions(m_root, codeOf(set), true);
}

QString SearchQuery::toDebugString() const
{
    QString out;
    appendDebug(m_root, &out);
    return out;
}

QStringList SearchQuery::fieldNames()
{
    QStringList canonical;
    QStringList others;
    QList<SearchField> seen;
    for (const FieldAlias &alias : fieldAliases) {
        if (seen.contains(alias.field)) {
            others.append(QString(alias.name));
        } else {
            seen.append(alias.field);
            canonical.append(QString(alias.name));
        }
    }
    return canonical + others;
}

QString SearchQuery::fieldName(SearchField field)
{
    for (const FieldAlias &alias : fieldAliases) {
        if (alias.field == field)
            return QString(alias.name);
    }
    return {};
}

} // namespace inwo
