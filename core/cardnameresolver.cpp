#include "cardnameresolver.h"

#include "textnormalizer.h"

#include <QRegularExpression>

#include <algorithm>
#include <cstdlib>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// How many edits a key of `length` characters may be off and still be a near miss: none for
// very short names (a four-letter typo is as likely another word), then about one in seven.
int allowedEdits(qsizetype length)
{
    if (length < 6)
        return 0;
    if (length < 10)
        return 1;
    if (length < 16)
        return 2;
    return 3;
}

// Optimal string alignment distance (Levenshtein plus adjacent transpositions, so "Blitzkreig"
// is one edit from "Blitzkrieg"); returns limit + 1 as soon as the distance must exceed `limit`.
int editDistance(QStringView a, QStringView b, int limit)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    if (std::abs(int(n - m)) > limit)
        return limit + 1;
    std::vector<int> before(size_t(m) + 1);
    std::vector<int> previous(size_t(m) + 1);
    std::vector<int> current(size_t(m) + 1);
    for (qsizetype j = 0; j <= m; ++j)
        previous[size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        int rowBest = current[0];
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int value = std::min({previous[size_t(j)] + 1, current[size_t(j - 1)] + 1,
                                  previous[size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                value = std::min(value, before[size_t(j - 2)] + 1);
            current[size_t(j)] = value;
            rowBest = std::min(rowBest, value);
        }
        if (rowBest > limit)
            return limit + 1;
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[size_t(m)], limit + 1);
}

// Number words as digits and common abbreviations written out, on both sides of a comparison.
QString canonicalWord(const QString &word)
{
    static const QHash<QString, QString> numbers{
        {u"zero"_s, u"0"_s},       {u"one"_s, u"1"_s},       {u"two"_s, u"2"_s},
        {u"three"_s, u"3"_s},      {u"four"_s, u"4"_s},      {u"five"_s, u"5"_s},
        {u"six"_s, u"6"_s},        {u"seven"_s, u"7"_s},     {u"eight"_s, u"8"_s},
        {u"nine"_s, u"9"_s},       {u"ten"_s, u"10"_s},      {u"eleven"_s, u"11"_s},
        {u"twelve"_s, u"12"_s},    {u"thirteen"_s, u"13"_s}, {u"fourteen"_s, u"14"_s},
        {u"fifteen"_s, u"15"_s},   {u"sixteen"_s, u"16"_s},  {u"seventeen"_s, u"17"_s},
        {u"eighteen"_s, u"18"_s},  {u"nineteen"_s, u"19"_s}, {u"twenty"_s, u"20"_s},
        {u"thirty"_s, u"30"_s},    {u"forty"_s, u"40"_s},    {u"fifty"_s, u"50"_s},
        {u"rev"_s, u"reverend"_s}, {u"st"_s, u"saint"_s},    {u"dr"_s, u"doctor"_s},
        {u"drs"_s, u"doctors"_s},  {u"mt"_s, u"mount"_s},    {u"vs"_s, u"versus"_s},
        {u"ii"_s, u"2"_s},         {u"iii"_s, u"3"_s},
    };
    return numbers.value(word, word);
}

// "½" and its friends as written fractions, so "18½" compares equal to "18 1/2"; letters that
// have no decomposition as their plain spelling ("Bjørne" is "Bjorne").
QString withPlainCharacters(QStringView text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case 0x00bd:
            out.append(u" 1/2"_s);
            break;
        case 0x00bc:
            out.append(u" 1/4"_s);
            break;
        case 0x00be:
            out.append(u" 3/4"_s);
            break;
        case 0x2044: // fraction slash
            out.append(u'/');
            break;
        case 0x00f8: // ø
        case 0x00d8:
            out.append(u'o');
            break;
        case 0x00e6: // æ
        case 0x00c6:
            out.append(u"ae"_s);
            break;
        case 0x0153: // œ
        case 0x0152:
            out.append(u"oe"_s);
            break;
        case 0x00df: // ß
            out.append(u"ss"_s);
            break;
        case 0x0142: // ł
        case 0x0141:
            out.append(u'l');
            break;
        case 0x0111: // đ
        case 0x0110:
            out.append(u'd');
            break;
        default:
            out.append(c);
        }
    }
    return out;
}

// The initials of `words` ("secrets man was not meant to know" -> "smwnmtk").
QString initialsOf(const QStringList &words)
{
    QString initials;
    for (const QString &word : words)
        initials.append(word.front());
    return initials;
}

// The words of a name; "Big Prawn, The" is "The Big Prawn".
QStringList nameWords(QStringView name)
{
    static const QRegularExpression trailingThe(u",\\s*the\\s*$"_s,
                                                QRegularExpression::CaseInsensitiveOption);
    QString text = withPlainCharacters(name);
    if (text.contains(trailingThe))
        text = u"the "_s + text.remove(trailingThe);
    return TextNormalizer::words(text);
}

bool isSmallWord(const QString &word)
{
    return word == u"the"_s || word == u"of"_s || word == u"for"_s || word == u"and"_s ||
           word == u"a"_s || word == u"an"_s || word == u"to"_s || word == u"in"_s;
}

// The words a key is made of: no leading "the", numbers as digits, abbreviations written out.
QStringList canonicalWords(QStringView name)
{
    QStringList words = nameWords(name);
    if (words.size() > 1 && words.first() == u"the"_s)
        words.removeFirst();
    for (QString &word : words)
        word = canonicalWord(word);
    return words;
}

// The canonical words of `name`, sorted: the same words in another order give the same bag.
QString wordBagOf(QStringView name)
{
    QStringList words = canonicalWords(name);
    words.sort();
    return words.join(u' ');
}

bool isWrittenAsInitials(const QString &text)
{
    if (text.size() < 3)
        return false;
    return std::all_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.isLetter() && c.isUpper(); });
}

double confidenceOf(int distance, qsizetype lengthA, qsizetype lengthB)
{
    return 1.0 - double(distance) / double(std::max<qsizetype>({lengthA, lengthB, 1}));
}

// Initials stand for a card less surely than a one-letter typo does.
constexpr double initialsConfidence = 0.85;
// The right words in another order ("Official Divine All-Inclusive Excuse").
constexpr double wordOrderConfidence = 0.9;
// A short name of an Illuminati is a nickname players use, but still a guess.
constexpr double nicknameConfidence = 0.75;
// How many fuzzy answers are kept before the cache starts again.
constexpr qsizetype maxCachedMisspellings = 4096;
// A second card whose confidence is within this much of the best one makes a match ambiguous.
constexpr double ambiguityMargin = 0.05;

} // namespace

// Every card once, with the keys it is looked up by.
struct CardNameResolver::Index
{
    QList<Card> cards;
    QList<QString> keys;      // keyOf(card.name), parallel to cards
    QList<QStringList> words; // canonicalWords(card.name), parallel to cards
    QHash<QString, QList<qsizetype>> byKey;
    QHash<QString, QList<qsizetype>> byInitials; // names of three or more words
    QHash<QString, QList<qsizetype>> byWordBag;  // names of two or more words
    QHash<QString, NameResolution> fuzzyCache;   // by key
    int longestNameWords = 0;
};

CardNameResolver::CardNameResolver(const CardRepository &repository) : m_repository(repository)
{}

CardNameResolver::~CardNameResolver() = default;

QString CardNameResolver::keyOf(QStringView name)
{
    return canonicalWords(name).join(QString());
}

int CardNameResolver::longestNameWords() const
{
    return index().longestNameWords;
}

const CardNameResolver::Index &CardNameResolver::index() const
{
    if (m_index)
        return *m_index;
    auto index = std::make_unique<Index>();
    index->cards = m_repository.allCards();
    index->keys.reserve(index->cards.size());
    for (qsizetype i = 0; i < index->cards.size(); ++i) {
        const Card &card = index->cards.at(i);
        const QString key = keyOf(card.name);
        index->keys.append(key);
        index->words.append(canonicalWords(card.name));
        index->byKey[key].append(i);
        QStringList words = TextNormalizer::words(card.name);
        index->longestNameWords = std::max(index->longestNameWords, int(words.size()));
        if (words.size() >= 2)
            index->byWordBag[wordBagOf(card.name)].append(i);
        // "SMWNMTK", and "CDC" for Center for Disease Control.
        QStringList initials;
        if (words.size() >= 3)
            initials.append(initialsOf(words));
        words.removeIf(isSmallWord);
        if (words.size() >= 3)
            initials.append(initialsOf(words));
        initials.removeDuplicates();
        for (const QString &letters : std::as_const(initials))
            index->byInitials[letters].append(i);
    }
    m_index = std::move(index);
    return *m_index;
}

NameResolution CardNameResolver::resolve(const QString &written, Matching matching) const
{
    NameResolution result;
    const QString trimmed = written.trimmed();
    const QString key = keyOf(trimmed);
    if (key.isEmpty())
        return result;
    const Index &cards = index();
    const QList<qsizetype> same = cards.byKey.value(key);
    // The name as printed picks its card among those that compare equal ("USA", not "U.S.A."),
    // unless two cards print it (a reprint in another set): then it is ambiguous.
    QList<Card> printed;
    for (const qsizetype i : same) {
        if (cards.cards.at(i).name == trimmed)
            printed.append(cards.cards.at(i));
    }
    if (!printed.isEmpty()) {
        result.kind =
            printed.size() == 1 ? NameResolution::Kind::Exact : NameResolution::Kind::Ambiguous;
        result.candidates = printed;
        result.confidence = 1.0;
        return result;
    }
    if (!same.isEmpty()) {
        for (const qsizetype i : same)
            result.candidates.append(cards.cards.at(i));
        result.kind =
            same.size() == 1 ? NameResolution::Kind::Normalised : NameResolution::Kind::Ambiguous;
        result.confidence = 1.0;
        return result;
    }
    if (matching == Matching::NoFuzzy)
        return result;
    if (std::optional<NameResolution> shorthand = resolveShorthand(trimmed, key))
        return *shorthand;
    const auto cached = cards.fuzzyCache.constFind(key);
    if (cached != cards.fuzzyCache.cend())
        return *cached;
    result = fuzzy(key);
    // A long-lived resolver fed endless new misspellings keeps a bounded cache.
    if (m_index->fuzzyCache.size() >= maxCachedMisspellings)
        m_index->fuzzyCache.clear();
    m_index->fuzzyCache.insert(key, result);
    return result;
}

std::optional<NameResolution> CardNameResolver::resolveShorthand(const QString &written,
                                                                 const QString &key) const
{
    const Index &cards = index();
    auto among = [&](const QList<qsizetype> &found,
                     double confidence) -> std::optional<NameResolution> {
        if (found.isEmpty())
            return std::nullopt;
        NameResolution result;
        for (const qsizetype i : found)
            result.candidates.append(cards.cards.at(i));
        result.kind =
            found.size() == 1 ? NameResolution::Kind::Fuzzy : NameResolution::Kind::Ambiguous;
        result.confidence = confidence;
        return result;
    };
    // "SMWNMTK", "CDC".
    if (isWrittenAsInitials(written)) {
        if (auto found = among(cards.byInitials.value(key), initialsConfidence))
            return found;
    }
    // "Secrets MWNMTK": the first words, then the initials of the rest.
    const QStringList writtenWords = canonicalWords(written);
    const QString lastToken = written.section(u' ', -1);
    if (writtenWords.size() >= 2 && isWrittenAsInitials(lastToken)) {
        const QStringList leading = writtenWords.mid(0, writtenWords.size() - 1);
        const QString initials = writtenWords.last();
        QList<qsizetype> found;
        for (qsizetype i = 0; i < cards.words.size(); ++i) {
            const QStringList &words = cards.words.at(i);
            if (words.size() <= leading.size() || words.mid(0, leading.size()) != leading)
                continue;
            QStringList rest = words.mid(leading.size());
            const QString all = initialsOf(rest);
            rest.removeIf(isSmallWord);
            if (all == initials || (!rest.isEmpty() && initialsOf(rest) == initials))
                found.append(i);
        }
        if (auto match = among(found, initialsConfidence))
            return match;
    }
    // The Illuminati by a short name: "Discordia", "Bavaria", "Gnomes".
    if (writtenWords.size() == 1 && key.size() >= 6) {
        QList<qsizetype> found;
        for (qsizetype i = 0; i < cards.cards.size(); ++i) {
            if (cards.cards.at(i).type == CardType::Illuminati &&
                cards.words.at(i).first().startsWith(key))
                found.append(i);
        }
        if (auto match = among(found, nicknameConfidence))
            return match;
    }
    // The right words in another order.
    return among(cards.byWordBag.value(wordBagOf(written)), wordOrderConfidence);
}

NameResolution CardNameResolver::fuzzy(const QString &key) const
{
    NameResolution result;
    const Index &cards = index();
    const int limit = allowedEdits(key.size());
    if (limit == 0)
        return result;
    struct Near
    {
        qsizetype card;
        double confidence;
    };
    std::vector<Near> near;
    for (qsizetype i = 0; i < cards.keys.size(); ++i) {
        const QString &other = cards.keys.at(i);
        // The other name must be long enough to allow as many edits too ("Hoax" is no near miss).
        const int distance = editDistance(key, other, std::min(limit, allowedEdits(other.size())));
        if (distance <= std::min(limit, allowedEdits(other.size())))
            near.push_back({i, confidenceOf(distance, key.size(), other.size())});
    }
    if (near.empty())
        return result;
    std::stable_sort(near.begin(), near.end(),
                     [](const Near &a, const Near &b) { return a.confidence > b.confidence; });
    const double best = near.front().confidence;
    for (const Near &candidate : near) {
        if (candidate.confidence + 1e-9 >= best - ambiguityMargin)
            result.candidates.append(cards.cards.at(candidate.card));
    }
    result.kind = result.candidates.size() == 1 ? NameResolution::Kind::Fuzzy
                                                : NameResolution::Kind::Ambiguous;
    result.confidence = best;
    return result;
}

} // namespace inwo
