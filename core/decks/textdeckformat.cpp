#include "decks/textdeckformat.h"

#include "common/textinput.h"
#include "common/textnormalizer.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr auto caseless = QRegularExpression::CaseInsensitiveOption;
constexpr int maxQuantityPerLine = 99;

// A line that opens a card list, and the zone it puts cards in (none: each card's own).
struct SectionHeader
{
    std::optional<DeckZone> zone;
};

// One way to read a card line: how many, where, and which name.
struct Reading
{
    int quantity = 1;
    bool quantityWritten = false;
    bool prefixWritten = false;
    std::optional<DeckZone> zone; // from a "Lead:" or "Agent:" prefix
    QString name;
};

// The best reading of a line and what its name resolved to.
struct LineChoice
{
    Reading reading;
    NameResolution resolution;
    bool anyQuantityOrPrefix = false; // some reading found a quantity or a prefix
    bool anyQuantity = false;         // some reading found a quantity ("2 Name", "Name x2")
};

int rankOf(const NameResolution &resolution)
{
    switch (resolution.kind) {
    case NameResolution::Kind::Exact:
        return 0;
    case NameResolution::Kind::Normalised:
        return 1;
    case NameResolution::Kind::Fuzzy:
        return 2;
    case NameResolution::Kind::Ambiguous:
        return 3;
    case NameResolution::Kind::NotFound:
        break;
    }
    return 4;
}

bool isBetter(const NameResolution &a, const NameResolution &b)
{
    const int rankA = rankOf(a);
    const int rankB = rankOf(b);
    if (rankA != rankB)
        return rankA < rankB;
    return a.confidence > b.confidence + 1e-9;
}

// "Hail Elvis^H^H^H^H^HEris!" -> "Hail Eris!": the ^H (or a real backspace) eats the character
// before it, as on an old terminal.
QString withBackspacesApplied(const QString &text)
{
    if (!text.contains(u"^H"_s) && !text.contains(u'\b'))
        return text;
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool caretH = text.at(i) == u'^' && i + 1 < text.size() && text.at(i + 1) == u'H';
        if (caretH || text.at(i) == u'\b') {
            if (!out.isEmpty())
                out.chop(1);
            if (caretH)
                ++i;
            continue;
        }
        out.append(text.at(i));
    }
    return out;
}

// A title without the reply and forward marks a forum or mail program puts before a post's
// subject, however many: "Re: Re[2]: Fwd: Spooks" is "Spooks". English and German ones ("AW:",
// "WG:"), a count after them ("Re[2]:", "Re(3):", "Re^2:") or none. Only a title with words left
// after the marks loses them.
QString withoutReplyPrefixes(const QString &title)
{
    static const QRegularExpression prefixes(
        u"^(?:\\s*(?:re|fwd?|aw|wg|antw)\\s*(?:\\[\\d+\\]|\\(\\d+\\)|\\^\\d+)?\\s*:)+\\s*"_s,
        caseless);
    const QRegularExpressionMatch match = prefixes.match(title);
    if (!match.hasMatch() || match.capturedLength() == title.size())
        return title.trimmed();
    return title.mid(match.capturedLength()).trimmed();
}

// A title as a deck's name: without the marks around it ("== My Deck ==", "**My Deck**"), the
// reply marks of the post it came from ("Re: My Deck") and the quotation marks that enclose it
// whole ("Spooks and Suits").
QString withoutTitleDecoration(const QString &title)
{
    static const QRegularExpression decoration(u"^[*=_~#\\s]+|[*=_~#\\s]+$"_s);
    QString name = withoutReplyPrefixes(title);
    name.remove(decoration);
    name = withoutReplyPrefixes(name); // "**Re: My Deck**"
    static const QString openers = u"\"'\u201c\u2018\u201e"_s;
    static const QString closers = u"\"'\u201d\u2019\u201c"_s;
    if (name.size() >= 2 && openers.contains(name.front()) && closers.contains(name.back()))
        name = name.mid(1, name.size() - 2).trimmed();
    return name.isEmpty() ? withoutReplyPrefixes(title) : name;
}

// The line without its indentation, forum markup, list bullet and surrounding spaces.
QString cleaned(const QString &line)
{
    // A bullet, or the number of a numbered list ("2. Name", "2) Name": an ordinal, not copies).
    static const QRegularExpression bullet(
        u"^(?:[-*\u2022\u00b7\u2013\u2014+>]+\\s*|\\d{1,3}[.)]\\s+)"_s);
    QString text = withBackspacesApplied(line).trimmed();
    // Forum markup around or inside a line ("[u]Groups (9)[/u]", "[b]Plots[/b]", "[*] Name"):
    // the tags go, the words stay. A quantity in brackets ("[x2]") is no tag.
    if (text.contains(u'[')) {
        static const QRegularExpression forumTag(
            u"\\[/?(?:b|i|u|s|color|colour|size|font|url|center|centre|left|right|quote|code|"
            "list|h[1-6]|\\*)(?:=[^\\]]*)?\\]"_s,
            caseless);
        text.remove(forumTag);
        text = text.trimmed();
    }
    // Only a line that starts like a bullet or a number is matched (a digit of another script
    // may start with a surrogate).
    static const QString bulletStarts = u"-*\u2022\u00b7\u2013\u2014+>"_s;
    if (!text.isEmpty() && (bulletStarts.contains(text.front()) || text.front().isDigit() ||
                            text.front().isSurrogate()))
        text.remove(bullet);
    return text.trimmed();
}

std::optional<SectionHeader> sectionHeaderOf(const QString &text)
{
    static const QRegularExpression header(
        u"^(?:the\\s+)?"
        // the section's words (their first words are also in `firstWords` below: keep both)
        "(lead(?:\\s+(?:cards?|groups?))?|illuminati|groups?(?:\\s+cards?)?|group\\s+deck|"
        "resources?(?:\\s+cards?)?|plots?(?:\\s+cards?)?|plot\\s+deck|goals?|nwos?|"
        "new\\s+world\\s+orders?|agents?|disasters?|assassinations?|shared\\s+groups|"
        "shared\\s+plots|deck|deck\\s*list(?:ing)?|card\\s+list|cards|card\\s+data)"
        // a count: "(18 cards)", ": 30", "- 12 cards"
        "\\s*(?:[(\\[]\\s*\\d+(?:\\s+cards?)?\\s*[)\\]])?"
        "\\s*(?:[:\\-]\\s*)?(?:\\d+(?:\\s+cards?)?)?\\s*:?$"_s,
        caseless);
    // Decoration around a header: "**Plots**", "== Groups ==".
    static const QRegularExpression decoration(u"^[*=_~\\s]+|[*=_~\\s]+$"_s);
    // A header is a few words, the first of them one of the section's words (or "the"): most
    // lines are turned away here, without either pattern.
    static const QStringList firstWords{
        u"the"_s,           u"lead"_s,        u"illuminati"_s, u"group"_s,  u"groups"_s,
        u"resource"_s,      u"resources"_s,   u"plot"_s,       u"plots"_s,  u"goal"_s,
        u"goals"_s,         u"nwo"_s,         u"nwos"_s,       u"new"_s,    u"agent"_s,
        u"agents"_s,        u"disaster"_s,    u"disasters"_s,  u"shared"_s, u"deck"_s,
        u"decklist"_s,      u"decklisting"_s, u"card"_s,       u"cards"_s,  u"assassination"_s,
        u"assassinations"_s};
    qsizetype from = 0;
    while (from < text.size() &&
           (text.at(from).isSpace() || text.at(from) == u'*' || text.at(from) == u'=' ||
            text.at(from) == u'_' || text.at(from) == u'~'))
        ++from;
    qsizetype to = from;
    while (to < text.size() && text.at(to).isLetter())
        ++to;
    const QStringView firstWord = QStringView(text).sliced(from, to - from);
    if (firstWord.isEmpty() || firstWord.size() > 14 ||
        std::none_of(firstWords.cbegin(), firstWords.cend(), [&](const QString &word) {
            return firstWord.compare(word, Qt::CaseInsensitive) == 0;
        }))
        return std::nullopt;
    QString bare = text;
    bare.remove(decoration);
    const QRegularExpressionMatch match = header.match(bare);
    if (!match.hasMatch())
        return std::nullopt;
    const QString word = match.captured(1).simplified().toLower();
    SectionHeader section;
    if (word.startsWith(u"lead"_s))
        section.zone = DeckZone::Lead;
    else if (word == u"group deck"_s)
        section.zone = DeckZone::GroupDeck;
    else if (word == u"plot deck"_s || word.startsWith(u"agent"_s))
        section.zone = DeckZone::PlotDeck;
    else if (word == u"shared groups"_s)
        section.zone = DeckZone::SharedGroups;
    else if (word == u"shared plots"_s)
        section.zone = DeckZone::SharedPlots;
    return section;
}

// Readings of the quantity: (1, whole line) first, then "2x Name", "Name x2", "Name (x2)",
// "Name 2x", "2 Name".
QList<Reading> quantityReadings(const QString &text)
{
    // Where a form's text must start or end, checked before its pattern is run.
    enum class Needs : quint8 {
        LeadingDigit,
        LeadingX,
        LeadingBracket,
        TrailingBracket,
        TrailingDigit,
        TrailingX,
        LeadingZero
    };
    struct Form
    {
        QRegularExpression pattern;
        bool numberFirst;
        Needs needs;
    };
    static const QList<Form> forms{
        {QRegularExpression(u"^([1-9]\\d?)\\s*[x\u00d7]\\s*(.+)$"_s, caseless), true,
         Needs::LeadingDigit},
        {QRegularExpression(
             u"^(.+?)\\s*[(\\[]\\s*[x\u00d7]?\\s*([1-9]\\d?)\\s*[x\u00d7]?\\s*[)\\]]$"_s, caseless),
         false, Needs::TrailingBracket},
        {QRegularExpression(u"^(.+?)\\s+[x\u00d7]\\s*([1-9]\\d?)$"_s, caseless), false,
         Needs::TrailingDigit},
        {QRegularExpression(u"^(.+?)\\s+([1-9]\\d?)\\s*[x\u00d7]$"_s, caseless), false,
         Needs::TrailingX},
        {QRegularExpression(u"^([1-9]\\d?)\\s+(.+)$"_s, caseless), true, Needs::LeadingDigit},
        // Leading forms some lists use: "x2 Name", "(x2) Name", "(2x) Name". A bare "(2) ..." is
        // left alone: it numbers the steps of rules text far more often than it counts cards.
        {QRegularExpression(u"^[x\u00d7]\\s*([1-9]\\d?)\\s+(.+)$"_s, caseless), true,
         Needs::LeadingX},
        {QRegularExpression(u"^[(\\[]\\s*[x\u00d7]\\s*([1-9]\\d?)\\s*[)\\]]\\s*(.+)$"_s, caseless),
         true, Needs::LeadingBracket},
        {QRegularExpression(u"^[(\\[]\\s*([1-9]\\d?)\\s*[x\u00d7]\\s*[)\\]]\\s*(.+)$"_s, caseless),
         true, Needs::LeadingBracket},
        // "0 Name", "0x Name": no copies, said as such.
        {QRegularExpression(u"^(0+)\\s*[x\u00d7]?\\s+(.+)$"_s, caseless), true, Needs::LeadingZero},
    };
    auto isX = [](QChar c) {
        return c == u'x' || c == u'X' || c == u'\u00d7';
    };
    auto isBracket = [](QChar c, bool opening) {
        return opening ? c == u'(' || c == u'[' : c == u')' || c == u']';
    };
    // The text is trimmed: its first and last characters are what each form starts or ends with.
    auto mayMatch = [&](Needs needs) {
        if (text.isEmpty())
            return false;
        const QChar first = text.front();
        const QChar last = text.back();
        switch (needs) {
        case Needs::LeadingDigit:
            return first >= u'1' && first <= u'9';
        case Needs::LeadingZero:
            return first == u'0';
        case Needs::LeadingX:
            return isX(first);
        case Needs::LeadingBracket:
            return isBracket(first, true);
        case Needs::TrailingBracket:
            return isBracket(last, false);
        case Needs::TrailingDigit:
            return last >= u'0' && last <= u'9';
        case Needs::TrailingX:
            return isX(last);
        }
        return true;
    };
    QList<Reading> readings{Reading{1, false, false, std::nullopt, text}};
    // Every form has a digit 0 to 9 in it.
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return readings;
    for (const Form &form : forms) {
        if (!mayMatch(form.needs))
            continue;
        const QRegularExpressionMatch match = form.pattern.match(text);
        if (!match.hasMatch())
            continue;
        Reading reading;
        reading.quantity = match.captured(form.numberFirst ? 1 : 2).toInt();
        reading.name = match.captured(form.numberFirst ? 2 : 1).trimmed();
        reading.quantityWritten = true;
        readings.append(reading);
    }
    return readings;
}

// Readings of a prefix: "Goal:", "NWO:", "NWO Red:", "Blue NWO:", "NWO/Yellow:", "New World
// Order (Blue):", "Illuminati:", "Lead:" (the lead Group), "Agent:"; "(Goal) Name" and "(Zap!)
// Name"; and "NWO Name" without the colon.
QList<Reading> prefixReadings(const Reading &reading)
{
    static const QRegularExpression colon(
        u"^(goal|agent|illuminati|lead(?:\\s+group)?|group|plot|resource|disaster|assassination|"
        "(?:(?:red|blue|yellow)\\s+)?(?:nwo|new\\s+world\\s+order)"
        "(?:\\s*[-/(]?\\s*(?:red|blue|yellow)\\s*\\)?)?)(?:\\s*:|\\s+[-\u2013\u2014]{1,2})\\s*(.+)$"_s,
        caseless);
    static const QRegularExpression parenthesised(u"^[(\\[]([^()\\[\\]]{1,24})[)\\]]\\s*(.+)$"_s);
    static const QRegularExpression bareNwo(
        u"^(?:nwo|new\\s+world\\s+order)(?:\\s*[-/]?\\s*(?:red|blue|yellow))?\\s+(.+)$"_s,
        caseless);
    QList<Reading> readings{reading};
    auto addPrefixed = [&](const QString &prefix, const QString &name) {
        Reading prefixed = reading;
        prefixed.prefixWritten = true;
        prefixed.name = name.trimmed();
        const QString lower = prefix.toLower();
        if (lower.startsWith(u"lead"_s))
            prefixed.zone = DeckZone::Lead;
        else if (lower == u"agent"_s)
            prefixed.zone = DeckZone::PlotDeck;
        readings.append(prefixed);
    };
    // What each pattern cannot match without, looked at before the pattern is.
    const QString &name = reading.name;
    const bool colonOrDash = name.contains(u':') || name.contains(u'-') ||
                             name.contains(u'\u2013') || name.contains(u'\u2014');
    const bool startsWithN = name.startsWith(u"nwo"_s, Qt::CaseInsensitive) ||
                             name.startsWith(u"new"_s, Qt::CaseInsensitive);
    const bool startsWithBracket = name.startsWith(u'(') || name.startsWith(u'[');
    if (const QRegularExpressionMatch match =
            colonOrDash ? colon.match(name) : QRegularExpressionMatch();
        match.hasMatch())
        addPrefixed(match.captured(1), match.captured(2));
    else if (const QRegularExpressionMatch nwo =
                 startsWithN ? bareNwo.match(name) : QRegularExpressionMatch();
             nwo.hasMatch())
        addPrefixed(QString(), nwo.captured(1));
    if (const QRegularExpressionMatch match =
            startsWithBracket ? parenthesised.match(name) : QRegularExpressionMatch();
        match.hasMatch())
        addPrefixed(match.captured(1), match.captured(2));
    return readings;
}

// The name with what people write after it taken off one piece at a time: "(Yellow)", "(see
// notes)", "*", a short " - comment" (a long one makes the line commentary, not a card line).
// "Privileged Attack (x2) (*)" gives "Privileged Attack (x2)", then "Privileged Attack".
QStringList decorationSteps(const QString &name)
{
    static const QRegularExpression trailing(
        u"(?:\\s*[(\\[][^()\\[\\]]*[)\\]]\\s*[.,;:]?|\\s*\\*+|"
        "\\s+[-\u2013\u2014]{1,2}\\s+\\S+(?:\\s+\\S+){0,3})$"_s);
    QStringList steps{name};
    QString text = name;
    // Each decoration ends in a bracket or a star, or follows a dash.
    auto isDecoration = [](QChar c) {
        return c == u')' || c == u']' || c == u'*' || c == u'-' || c == u'\u2013' || c == u'\u2014';
    };
    for (int round = 0; round < 4; ++round) {
        if (std::any_of(text.cbegin(), text.cend(), isDecoration))
            text.remove(trailing);
        text = text.trimmed();
        if (text.isEmpty() || text == steps.last())
            break;
        steps.append(text);
    }
    return steps;
}

QString withoutDecorations(const QString &name)
{
    return decorationSteps(name).last();
}

QList<Reading> readingsOf(const QString &text)
{
    // Every reading once, in order: a name that compares equal to one already read with the same
    // quantity and zone adds nothing. Comparison keys are worked out only where two readings
    // share a quantity and zone, and the name is not the same text.
    QList<Reading> readings;
    QList<QString> keys; // parallel to readings; empty until needed
    auto keyAt = [&](qsizetype i) -> const QString & {
        if (keys[i].isEmpty())
            keys[i] = CardNameResolver::keyOf(readings.at(i).name);
        return keys[i];
    };
    auto addWithDecorations = [&](const Reading &reading) {
        for (const QString &name : {reading.name, withoutDecorations(reading.name)}) {
            if (name.isEmpty())
                continue;
            QString key;
            bool seen = false;
            for (qsizetype i = 0; i < readings.size() && !seen; ++i) {
                const Reading &other = readings.at(i);
                if (other.quantity != reading.quantity || other.zone != reading.zone)
                    continue;
                if (other.name == name) {
                    seen = true;
                } else {
                    if (key.isEmpty())
                        key = CardNameResolver::keyOf(name);
                    seen = keyAt(i) == key;
                }
            }
            if (seen)
                continue;
            Reading named = reading;
            named.name = name;
            readings.append(named);
            keys.append(key);
        }
    };
    // "Name (Yellow) x2" and "Name x2 (Yellow)": quantities also between the decorations.
    QList<Reading> quantities;
    for (const QString &step : decorationSteps(text))
        quantities += quantityReadings(step);
    for (const Reading &quantity : std::as_const(quantities)) {
        for (const Reading &prefixed : prefixReadings(quantity))
            addWithDecorations(prefixed);
    }
    return readings;
}

// The words of a line as written, split at white space.
QStringList wordsOf(const QString &text)
{
    QStringList words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool space = i == text.size() || text.at(i).isSpace();
        if (space && start >= 0) {
            words.append(text.mid(start, i - start));
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    return words;
}

const QStringList &smallWords()
{
    static const QStringList words{u"a"_s,  u"an"_s, u"the"_s, u"of"_s,   u"and"_s,
                                   u"or"_s, u"to"_s, u"in"_s,  u"for"_s,  u"on"_s,
                                   u"at"_s, u"by"_s, u"is"_s,  u"with"_s, u"from"_s};
    return words;
}

// How many of `words` are not small words, and how many of those start with a capital or a
// digit, as the words of a card name do.
struct Capitals
{
    int counted = 0;
    int capitalised = 0;
};

Capitals capitalsOf(const QStringList &words)
{
    Capitals capitals;
    for (const QString &word : words) {
        const auto letter =
            std::find_if(word.cbegin(), word.cend(), [](QChar c) { return c.isLetterOrNumber(); });
        if (letter == word.cend() || smallWords().contains(word.toLower()))
            continue;
        ++capitals.counted;
        if (letter->isUpper() || letter->isDigit())
            ++capitals.capitalised;
    }
    return capitals;
}

// Whether the words that are not small words all start with a capital or a digit, as the words
// of a card name do ("Swiss Bank Acct.", not "Play the banks early.").
bool isTitleCased(const QStringList &words)
{
    const Capitals capitals = capitalsOf(words);
    return capitals.counted > 0 && capitals.capitalised == capitals.counted;
}

// A full stop that ends a sentence followed by another ("... first. Then ..."), not the dot of
// an abbreviation ("Intl. Weather Org.").
bool hasSentenceBreak(const QString &text)
{
    if (!text.contains(u'.') && !text.contains(u'!') && !text.contains(u'?'))
        return false;
    static const QRegularExpression sentenceBreak(u"(\\w{2,})([.!?])[\"')]?\\s+[\"'(]?[A-Z]"_s);
    for (QRegularExpressionMatchIterator it = sentenceBreak.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString word = match.captured(1).toLower();
        if (match.captured(2) == u"."_s && TextNormalizer::canonicalWord(word) != word)
            continue;
        return true;
    }
    return false;
}

// A sentence rather than a card line: longer than any card name, ending like a sentence, two
// sentences in one line, or mostly lower-case words. Such a line is never matched fuzzily. A
// line in title case, without a colon or semicolon, that ends in a full stop is a card line
// written with an abbreviation ("Multinational Oil Cos.") or a stray dot, not a sentence.
bool looksLikeProse(const QString &text, int longestNameWords)
{
    const QStringList words = wordsOf(text);
    if (words.size() > longestNameWords)
        return true;
    const QChar last = text.isEmpty() ? QChar() : text.back();
    const bool cardShaped = isTitleCased(words) && !text.contains(u':') && !text.contains(u';');
    if ((last == u'.' && !cardShaped) || last == u',' || last == u';' ||
        (last == u':' && words.size() > 5))
        return true;
    // A line broken in the middle of a sentence: "... Air Magic, and".
    static const QStringList joiners{u"and"_s,  u"or"_s,   u"to"_s,  u"of"_s, u"a"_s,
                                     u"with"_s, u"from"_s, u"the"_s, u"for"_s};
    if (words.size() >= 3 && joiners.contains(words.last().toLower()) &&
        !words.at(words.size() - 2).endsWith(u','))
        return true;
    if (words.size() >= 4 && hasSentenceBreak(text))
        return true;
    const Capitals capitals = capitalsOf(words);
    return capitals.counted >= 4 && capitals.capitalised * 2 < capitals.counted;
}

// The rest of a sentence wrapped from the line before ("to draw it again!").
bool startsLowerCase(const QString &text)
{
    const auto letter =
        std::find_if(text.cbegin(), text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
    return letter != text.cend() && letter->isLower();
}

// A heading of a write-up's commentary ("Strategy", "Variants and Substitutions"): the card list
// is over.
bool isCommentaryHeading(const QString &text)
{
    static const QRegularExpression heading(
        u"^(?:the\\s+)?(?:(?:general|final|basic|overall|other|more|some|deck)\\s+)?"
        "(?:strateg(?:y|ies)|tactics|notes?|comments?|commentary|variants?|variations?|"
        "substitutions?|variants\\s+(?:and|&)\\s+substitutions|beginning|opening|"
        "(?:opening|early|mid|middle|late|end)[\\s-]*(?:game|play)|"
        "(?:potential\\s+)?problems|weaknesses|strengths(?:\\s+(?:and|&)\\s+weaknesses)?|"
        "overview|introduction|summary|conclusions?|playing\\s+the\\s+deck|how\\s+to\\s+play|"
        "construction|description|guidelines|combos?|combinations|analysis|options|plan|"
        "hints?(?:\\s+(?:and|&)\\s+(?:tips|questions))?|questions|credits|history|theme|"
        "abuses|rules)\\s*:?$"_s,
        caseless);
    return heading.match(text).hasMatch();
}

// Everything a line can be, worked out once.
struct LineFacts
{
    QString raw;
    QString text; // cleaned()
    bool blank = false;
    bool undecodable = false; // bytes that are not text: reported, never read
    bool comment = false;
    std::optional<SectionHeader> header;
};

// Reads one text, line by line, into a deck and its report.
class TextDeckReader
{
public:
    TextDeckReader(const QString &sourceName, const CardNameResolver &resolver)
        : m_resolver(resolver)
    {
        m_result.report.sourceName = sourceName;
    }

    // Reads `decoded.text`; its undecodable lines are reported as such.
    DeckImportResult read(const DecodedText &decoded);

private:
    // Where the reader is: before the first header (a list without headers, or an introduction),
    // in a card list, or in commentary after one.
    enum class Region : quint8 { Open, List, Closed };

    void splitLines(const DecodedText &decoded);
    LineChoice choose(const QString &text, bool allowFuzzy) const;
    bool isProse(const QString &text) const
    {
        const auto known = m_prose.constFind(text);
        if (known != m_prose.cend())
            return *known;
        const bool prose = looksLikeProse(text, m_resolver.longestNameWords());
        m_prose.insert(text, prose);
        return prose;
    }
    bool isCardName(const QString &text) const
    {
        return choose(text, false).resolution.isResolved();
    }
    // A line that reads as a card line: it names a card (a near miss, or any of several, too) or
    // gives a quantity.
    bool isCardLine(const QString &text) const
    {
        const LineChoice choice = choose(text, true);
        return choice.resolution.kind != NameResolution::Kind::NotFound || choice.anyQuantity;
    }
    qsizetype nextTextLine(qsizetype from) const;
    // Whether the list goes on after line `from`: the next text is a card line with a quantity or
    // a prefix, or a card line followed by another, by a header or by the end of the text.
    bool cardLinesFollow(qsizetype from) const;
    // Whether the next text after line `from` is a header or a card line.
    bool cardOrHeaderFollows(qsizetype from) const;
    bool readMetadata(const QString &text, DeckImportLine &line);
    void takeCard(const LineChoice &choice, DeckImportLine &line);
    static void reportAmbiguous(const LineChoice &choice, DeckImportLine &line);
    // Reads line `i` (not blank, not a comment, not a header).
    void readTextLine(qsizetype i, DeckImportLine &line);

    const CardNameResolver &m_resolver;
    QList<LineFacts> m_lines;
    DeckBuilder m_builder;
    DeckImportResult m_result;
    Region m_region = Region::Open;
    bool m_hasHeaders = false;
    std::optional<DeckZone> m_sectionZone;
    bool m_firstTextSeen = false; // the first line of text may be the deck's name
    bool m_contentSeen = false;   // a header or a card: no more name or author lines
    qsizetype m_continued = -1;   // a line that ended the card name on the line before
    // What choose() made of each text, without and with near misses: looking ahead reads a line
    // more than once, and a line is read without near misses before it is read with them.
    struct Choices
    {
        QList<Reading> readings;
        std::optional<LineChoice> exact;
        std::optional<LineChoice> near;
    };
    mutable QHash<QString, Choices> m_choices;
    mutable QHash<QString, bool> m_prose; // isProse() of each text asked about
};

LineChoice TextDeckReader::choose(const QString &text, bool allowFuzzy) const
{
    auto cached = m_choices.find(text);
    if (cached == m_choices.end())
        cached = m_choices.insert(text, Choices{readingsOf(text), std::nullopt, std::nullopt});
    Choices &choices = *cached;
    std::optional<LineChoice> &answer = allowFuzzy ? choices.near : choices.exact;
    if (answer)
        return *answer;
    const QList<Reading> &readings = choices.readings;
    LineChoice best;
    for (const Reading &reading : readings) {
        best.anyQuantityOrPrefix =
            best.anyQuantityOrPrefix || reading.quantityWritten || reading.prefixWritten;
        best.anyQuantity = best.anyQuantity || reading.quantityWritten;
    }
    bool first = true;
    auto consider = [&](const Reading &reading, const NameResolution &resolution) {
        // As good a name with a written quantity wins: "The Big Score (x3)" is three copies.
        const bool better = isBetter(resolution, best.resolution) ||
                            (!isBetter(best.resolution, resolution) && reading.quantityWritten &&
                             !best.reading.quantityWritten);
        if (first || better) {
            best.reading = reading;
            best.resolution = resolution;
            first = false;
        }
    };
    for (const Reading &reading : readings)
        consider(reading, m_resolver.resolve(reading.name, CardNameResolver::Matching::NoFuzzy));
    if (allowFuzzy && best.resolution.kind != NameResolution::Kind::Exact &&
        best.resolution.kind != NameResolution::Kind::Normalised && !isProse(text)) {
        for (const Reading &reading : readings)
            consider(reading, m_resolver.resolve(reading.name));
    }
    answer = best;
    return best;
}

qsizetype TextDeckReader::nextTextLine(qsizetype from) const
{
    for (qsizetype i = from + 1; i < m_lines.size(); ++i) {
        const LineFacts &next = m_lines.at(i);
        if (!next.blank && !next.comment && !next.text.isEmpty())
            return i;
    }
    return -1;
}

bool TextDeckReader::cardLinesFollow(qsizetype from) const
{
    const qsizetype next = nextTextLine(from);
    if (next < 0 || m_lines.at(next).header)
        return false;
    const QString &text = m_lines.at(next).text;
    if (!isCardLine(text))
        return false;
    const LineChoice first = choose(text, true);
    if (first.reading.quantityWritten || first.reading.prefixWritten || first.anyQuantity)
        return true;
    const qsizetype after = nextTextLine(next);
    return after < 0 || m_lines.at(after).header || isCardLine(m_lines.at(after).text);
}

bool TextDeckReader::cardOrHeaderFollows(qsizetype from) const
{
    const qsizetype next = nextTextLine(from);
    return next >= 0 && (m_lines.at(next).header || isCardName(m_lines.at(next).text));
}

bool TextDeckReader::readMetadata(const QString &text, DeckImportLine &line)
{
    static const QRegularExpression name(
        u"^(?:deck|deck\\s+name|name|title|subject|betreff)\\s*:\\s*(.+)$"_s, caseless);
    static const QRegularExpression author(u"^(?:author\\s*:|by\\s*:?)\\s*(.+)$"_s, caseless);
    static const QRegularExpression space(u"\\s+"_s);
    if (const QRegularExpressionMatch match = name.match(text); match.hasMatch()) {
        m_builder.deck().name = withoutTitleDecoration(match.captured(1));
        line.status = DeckLineStatus::Ignored;
        line.message = QCoreApplication::translate("inwo::TextDeckFormat", "the deck's name");
        return true;
    }
    // "by Ralph Melton", not "By far the best way to build this deck is ...".
    if (const QRegularExpressionMatch match = author.match(text);
        match.hasMatch() && match.captured(1).split(space, Qt::SkipEmptyParts).size() <= 5 &&
        !isProse(match.captured(1))) {
        m_builder.deck().author = match.captured(1).trimmed();
        line.status = DeckLineStatus::Ignored;
        line.message = QCoreApplication::translate("inwo::TextDeckFormat", "the deck's author");
        return true;
    }
    return false;
}

void TextDeckReader::takeCard(const LineChoice &choice, DeckImportLine &line)
{
    const NameResolution &resolution = choice.resolution;
    const Card &card = resolution.card();
    line.status = resolution.kind == NameResolution::Kind::Fuzzy ? DeckLineStatus::Fuzzy
                                                                 : DeckLineStatus::Card;
    line.cardId = card.id;
    line.cardName = card.name;
    line.quantity = choice.reading.quantity;
    line.confidence = resolution.confidence;
    const std::optional<DeckZone> zone = choice.reading.zone ? choice.reading.zone : m_sectionZone;
    line.zone = m_builder.add(card, line.quantity, zone);
    if (line.status == DeckLineStatus::Fuzzy) {
        line.message = QCoreApplication::translate("inwo::TextDeckFormat", "near miss of %1 (%2%)")
                           .arg(card.name, QString::number(qRound(resolution.confidence * 100)));
    }
    m_contentSeen = true;
}

void TextDeckReader::reportAmbiguous(const LineChoice &choice, DeckImportLine &line)
{
    line.status = DeckLineStatus::Ambiguous;
    line.confidence = choice.resolution.confidence;
    line.quantity = choice.reading.quantity;
    QStringList names;
    for (const Card &card : choice.resolution.candidates) {
        line.candidateIds.append(card.id);
        names.append(card.name);
    }
    line.message = QCoreApplication::translate("inwo::TextDeckFormat", "could be any of: %1")
                       .arg(names.join(u"; "_s));
}

void TextDeckReader::splitLines(const DecodedText &decoded)
{
    const QStringList rawLines = inwo::splitLines(decoded.text);
    QSet<int> undecodable;
    for (const UndecodableLine &line : decoded.undecodable)
        undecodable.insert(line.lineNumber);
    for (const QString &raw : rawLines) {
        LineFacts facts;
        facts.raw = raw;
        if (undecodable.contains(int(m_lines.size()) + 1)) {
            // Not text: no card, header or prose is read from it (text stays empty, so no
            // look-ahead reads it either).
            facts.undecodable = true;
            m_lines.append(facts);
            continue;
        }
        facts.text = cleaned(raw);
        facts.blank = raw.trimmed().isEmpty();
        facts.comment = raw.trimmed().startsWith(u'#');
        if (!facts.blank && !facts.comment)
            facts.header = sectionHeaderOf(facts.text);
        m_lines.append(facts);
    }
    // A final line break does not start one more line.
    if (m_lines.size() > 1 && m_lines.last().raw.isEmpty())
        m_lines.removeLast();
    m_hasHeaders =
        std::any_of(m_lines.cbegin(), m_lines.cend(), [](const LineFacts &l) { return l.header; });
}

void TextDeckReader::readTextLine(qsizetype i, DeckImportLine &line)
{
    const QString &text = m_lines.at(i).text;
    const bool firstText = !m_firstTextSeen;
    m_firstTextSeen = true;
    auto ignore = [&](const QString &message) {
        line.status = DeckLineStatus::Ignored;
        line.message = message;
    };
    if (!m_contentSeen && readMetadata(text, line))
        return;
    if (m_region == Region::Closed) {
        const LineChoice named = choose(text, false);
        if (named.resolution.isResolved())
            ignore(QCoreApplication::translate("inwo::TextDeckFormat",
                                               "names %1, but outside the card list")
                       .arg(named.resolution.card().name));
        else
            ignore(!named.anyQuantity && isProse(text)
                       ? QCoreApplication::translate("inwo::TextDeckFormat", "prose, not a card")
                       : QCoreApplication::translate("inwo::TextDeckFormat", "not in a card list"));
        return;
    }
    const LineChoice choice = choose(text, true);
    const bool strong = choice.resolution.kind == NameResolution::Kind::Exact ||
                        choice.resolution.kind == NameResolution::Kind::Normalised;
    const bool marked = choice.reading.quantityWritten || choice.reading.prefixWritten ||
                        choice.anyQuantityOrPrefix;
    // A line with a quantity is a card line, whatever its words: "2 illuminati gnomes of zorch"
    // names no card, and is reported as such rather than passed over as prose.
    const bool prose = !choice.anyQuantity && (isProse(text) || startsLowerCase(text));
    // The first text of the file is the deck's title unless it is plainly a card.
    if (firstText && !strong && !marked && !prose && m_builder.deck().name.isEmpty()) {
        m_builder.deck().name = withoutTitleDecoration(text);
        ignore(QCoreApplication::translate("inwo::TextDeckFormat", "the deck's name"));
        return;
    }
    // "The Revolution (Beginning)": a heading of the commentary that happens to name a card.
    static const QRegularExpression headingNote(u"\\(([^()]+)\\)\\s*:?$"_s);
    const bool endsInBracket = text.endsWith(u')') || text.endsWith(u':');
    if (const QRegularExpressionMatch note =
            endsInBracket ? headingNote.match(text) : QRegularExpressionMatch();
        note.hasMatch() && isCommentaryHeading(note.captured(1).trimmed())) {
        if (m_region == Region::List)
            m_region = Region::Closed;
        ignore(QCoreApplication::translate("inwo::TextDeckFormat", "a heading"));
        return;
    }
    // Before the first header, a card name followed by prose is a heading of the introduction.
    if (choice.resolution.isResolved() && m_region == Region::Open && m_hasHeaders && !marked &&
        !cardOrHeaderFollows(i)) {
        // The first line, named after the deck's Illuminati ("Gnomes of Zurich - \"Money
        // Talks\""), is the deck's title all the same.
        if (firstText && m_builder.deck().name.isEmpty() && !prose) {
            m_builder.deck().name = withoutTitleDecoration(text);
            ignore(QCoreApplication::translate("inwo::TextDeckFormat", "the deck's name"));
            return;
        }
        ignore(QCoreApplication::translate("inwo::TextDeckFormat",
                                           "names %1, but outside the card list")
                   .arg(choice.resolution.card().name));
        return;
    }
    if (choice.resolution.isResolved() && choice.reading.quantityWritten &&
        choice.reading.quantity == 0) {
        ignore(
            QCoreApplication::translate("inwo::TextDeckFormat", "no copies of %1 (a quantity of 0)")
                .arg(choice.resolution.card().name));
        m_contentSeen = true;
        return;
    }
    if (choice.resolution.isResolved()) {
        takeCard(choice, line);
        return;
    }
    if (choice.resolution.kind == NameResolution::Kind::Ambiguous) {
        reportAmbiguous(choice, line);
        m_contentSeen = true;
        return;
    }
    // A sub-heading inside a list: "Yellow NWOs:", "Places:", "Magic Resources".
    static const QRegularExpression subHeading(
        u"^(?:[\\w'-]+\\s+){1,2}(?:groups|plots|resources|nwos|goals|cards|personalities|places|"
        "organi[sz]ations|disasters|assassinations)\\s*(?:\\(\\d+\\))?\\s*:?$"_s,
        caseless);
    if ((text.endsWith(u':') && text.split(u' ', Qt::SkipEmptyParts).size() <= 5) ||
        subHeading.match(text).hasMatch()) {
        m_region = Region::List;
        m_sectionZone.reset();
        line.status = DeckLineStatus::Header;
        line.message = QCoreApplication::translate("inwo::TextDeckFormat",
                                                   "section: each card goes to its own zone");
        return;
    }
    if (isCommentaryHeading(text)) {
        if (m_region == Region::List)
            m_region = Region::Closed;
        ignore(QCoreApplication::translate("inwo::TextDeckFormat", "a heading"));
        return;
    }
    // A card name wrapped onto the next line: taken only when the two lines together are a card
    // name (no near misses) and the next line alone is not.
    const qsizetype next = i + 1 < m_lines.size() ? i + 1 : -1;
    if (!prose && next >= 0 && !m_lines.at(next).blank && !m_lines.at(next).comment &&
        !m_lines.at(next).header && !isCardName(m_lines.at(next).text)) {
        const LineChoice joined = choose(text + u' ' + m_lines.at(next).text, false);
        if (joined.resolution.isResolved()) {
            takeCard(joined, line);
            m_continued = next;
            return;
        }
    }
    if (prose) {
        // Prose introducing more of the list ("Glorious servants of the aliens") keeps it open;
        // prose offering other cards ("replace duplicates with:") does not.
        static const QRegularExpression alternatives(
            u"\\b(?:replace|replacing|substitut\\w*|instead|alternatives?|swap|optional)\\b"_s,
            caseless);
        if (m_region == Region::List &&
            (alternatives.match(text).hasMatch() || !cardLinesFollow(i)))
            m_region = Region::Closed;
        ignore(QCoreApplication::translate("inwo::TextDeckFormat", "prose, not a card"));
        return;
    }
    // A heading of the commentary, followed by its prose.
    const qsizetype following = nextTextLine(i);
    if (!marked && following >= 0 && !m_lines.at(following).header &&
        isProse(m_lines.at(following).text) && !isCardName(m_lines.at(following).text)) {
        if (m_region == Region::List)
            m_region = Region::Closed;
        ignore(QCoreApplication::translate("inwo::TextDeckFormat", "a heading"));
        return;
    }
    if (m_region == Region::Open && m_hasHeaders && !marked) {
        ignore(QCoreApplication::translate("inwo::TextDeckFormat", "not in a card list"));
        return;
    }
    line.status = DeckLineStatus::NotFound;
    line.quantity = choice.reading.quantity;
    line.message = QCoreApplication::translate("inwo::TextDeckFormat", "no card is named \"%1\"")
                       .arg(choice.reading.name);
}

DeckImportResult TextDeckReader::read(const DecodedText &decoded)
{
    splitLines(decoded);
    // Each line may be matched against every card name: a list far longer than any deck is
    // refused, not read for minutes.
    if (m_lines.size() > InputLimit::DeckFileLines) {
        //: %1 is the file, %2 the line number: "deck.txt:5001: ..."
        m_result.error =
            QCoreApplication::translate("inwo::TextDeckFormat",
                                        "%1:%2: more than %3 lines; no deck list is this long")
                .arg(m_result.report.sourceName, QString::number(InputLimit::DeckFileLines + 1),
                     QString::number(InputLimit::DeckFileLines));
        return m_result;
    }
    QStringList notes;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        const LineFacts &facts = m_lines.at(i);
        DeckImportLine line;
        line.lineNumber = int(i + 1);
        line.text = facts.raw;
        if (facts.undecodable) {
            line.status = DeckLineStatus::Undecodable;
            line.message = decoded.problemOfLine(line.lineNumber);
        } else if (facts.blank) {
            line.status = DeckLineStatus::Blank;
        } else if (i == m_continued) {
            line.status = DeckLineStatus::Ignored;
            line.message = QCoreApplication::translate("inwo::TextDeckFormat",
                                                       "the end of the card name on line %1")
                               .arg(i);
        } else if (facts.comment) {
            QString note = facts.raw.trimmed().mid(1);
            if (note.startsWith(u' '))
                note.remove(0, 1);
            notes.append(note);
            line.status = DeckLineStatus::Ignored;
            line.message = QCoreApplication::translate("inwo::TextDeckFormat", "a note");
        } else if (facts.text.isEmpty()) {
            line.status = DeckLineStatus::Ignored;
            line.message = QCoreApplication::translate("inwo::TextDeckFormat", "decoration");
        } else if (facts.header) {
            m_firstTextSeen = true;
            m_contentSeen = true;
            m_region = Region::List;
            m_sectionZone = facts.header->zone;
            line.status = DeckLineStatus::Header;
            // The section's own words are in the line beside this message.
            line.message =
                m_sectionZone
                    ? QCoreApplication::translate("inwo::TextDeckFormat", "section: cards go to %1")
                          .arg(deckZoneName(*m_sectionZone))
                    : QCoreApplication::translate("inwo::TextDeckFormat",
                                                  "section: each card goes to its own zone");
        } else {
            readTextLine(i, line);
        }
        m_result.report.lines.append(line);
    }
    m_builder.deck().notes = notes.join(u'\n');
    m_result.deck = m_builder.deck();
    return m_result;
}

} // namespace

namespace {

DeckImportResult readDecoded(const DecodedText &decoded, const QString &sourceName,
                             const CardNameResolver &resolver)
{
    TextDeckReader reader(sourceName, resolver);
    return reader.read(decoded);
}

} // namespace

DeckImportResult TextDeckFormat::read(const QString &text, const QString &sourceName,
                                      const CardNameResolver &resolver)
{
    return readDecoded(DecodedText{text, TextEncoding::Utf8, {}}, sourceName, resolver);
}

DeckImportResult TextDeckFormat::read(const QByteArray &bytes, const QString &sourceName,
                                      const CardNameResolver &resolver)
{
    return readDecoded(decodeText(bytes), sourceName, resolver);
}

QString TextDeckFormat::decode(const QByteArray &bytes)
{
    return decodeText(bytes).text;
}

QString TextDeckFormat::write(const Deck &deck, const CardRepository &cards)
{
    QStringList lines;
    const QString name = deck.name.simplified();
    const QString author = deck.author.simplified();
    if (!name.isEmpty())
        lines.append(u"Deck: %1"_s.arg(name));
    if (!author.isEmpty())
        lines.append(u"Author: %1"_s.arg(author));
    if (!deck.notes.isEmpty()) {
        const QStringList notes = deck.notes.split(u'\n');
        for (const QString &note : notes)
            lines.append(note.isEmpty() ? u"#"_s : u"# %1"_s.arg(note));
    }
    for (const DeckZone zone : {DeckZone::Lead, DeckZone::GroupDeck, DeckZone::PlotDeck,
                                DeckZone::SharedGroups, DeckZone::SharedPlots}) {
        if (deck.count(zone) <= 0)
            continue;
        if (!lines.isEmpty())
            lines.append(QString());
        lines.append(u"%1:"_s.arg(deckZoneTitle(zone)));
        for (const DeckEntry &entry : deck.entries) {
            if (entry.zone != zone || entry.quantity <= 0)
                continue;
            const std::optional<Card> card = cards.cardById(entry.cardId);
            const QString cardName = card ? card->name : entry.cardId;
            // Quantities are read up to 99 a line; more copies take more lines.
            for (int left = entry.quantity; left > 0; left -= maxQuantityPerLine) {
                const int quantity = std::min(left, maxQuantityPerLine);
                lines.append(quantity == 1 ? cardName : u"%1 x%2"_s.arg(cardName).arg(quantity));
            }
        }
    }
    return lines.isEmpty() ? QString() : lines.join(u'\n') + u'\n';
}

} // namespace inwo
