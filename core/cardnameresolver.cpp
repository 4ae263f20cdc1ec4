#include "cardnameresolver.h"

#include "textnormalizer.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <numeric>
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
    // Three rows of one buffer: the row before the previous one, the previous one, this one.
    std::vector<int> rows(3 * (size_t(m) + 1));
    int *before = rows.data();
    int *previous = before + m + 1;
    int *current = previous + m + 1;
    for (qsizetype j = 0; j <= m; ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        int rowBest = current[0];
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int value = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                value = std::min(value, before[j - 2] + 1);
            current[j] = value;
            rowBest = std::min(rowBest, value);
        }
        if (rowBest > limit)
            return limit + 1;
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[m], limit + 1);
}

// The same distance as editDistance(), from one key to many: the key's letters are looked up
// once, and each other key is compared in a handful of bit operations per letter (Hyyrö's
// bit-vector algorithm for the Damerau distance with adjacent transpositions, 2003). Keys longer
// than 64 letters are compared by editDistance().
class DistanceFrom
{
public:
    explicit DistanceFrom(QStringView key) : m_key(key)
    {
        if (key.size() > 64)
            return;
        for (qsizetype i = 0; i < key.size(); ++i) {
            const char16_t letter = key[i].unicode();
            if (letter < m_ascii.size())
                m_ascii[letter] |= quint64(1) << i;
            else
                m_others[letter] |= quint64(1) << i;
        }
    }

    // The distance from the key to `other`, or limit + 1 when it is more than `limit`.
    int to(QStringView other, int limit) const
    {
        const qsizetype m = m_key.size();
        if (m > 64)
            return editDistance(m_key, other, limit);
        if (std::abs(int(m - other.size())) > limit)
            return limit + 1;
        if (m == 0)
            return std::min(int(other.size()), limit + 1);
        const quint64 last = quint64(1) << (m - 1);
        quint64 vp = ~quint64(0);
        quint64 vn = 0;
        quint64 d0 = 0;
        quint64 previousMatches = 0;
        int distance = int(m);
        for (const QChar c : other) {
            const char16_t letter = c.unicode();
            const quint64 matches =
                letter < m_ascii.size() ? m_ascii[letter] : m_others.value(letter);
            const quint64 transposed = (((~d0) & matches) << 1) & previousMatches;
            d0 = (((matches & vp) + vp) ^ vp) | matches | vn | transposed;
            quint64 hp = vn | ~(d0 | vp);
            quint64 hn = d0 & vp;
            if (hp & last)
                ++distance;
            else if (hn & last)
                --distance;
            hp = (hp << 1) | 1;
            hn = hn << 1;
            vp = hn | ~(d0 | hp);
            vn = hp & d0;
            previousMatches = matches;
        }
        return std::min(distance, limit + 1);
    }

private:
    QStringView m_key;
    // The places of each letter in the key.
    std::array<quint64, 128> m_ascii{};
    QHash<char16_t, quint64> m_others;
};

// "½" and its friends as written fractions, so "18½" compares equal to "18 1/2"; letters that
// have no decomposition as their plain spelling ("Bjørne" is "Bjorne").
QString withPlainCharacters(QStringView text)
{
    if (std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x80; }))
        return text.toString();
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
    if (text.contains(u',') && text.contains(trailingThe))
        text = u"the "_s + text.remove(trailingThe);
    return TextNormalizer::words(text);
}

bool isSmallWord(const QString &word)
{
    return word == u"the"_s || word == u"of"_s || word == u"for"_s || word == u"and"_s ||
           word == u"a"_s || word == u"an"_s || word == u"to"_s || word == u"in"_s;
}

// The canonical words of `name`, sorted: the same words in another order give the same bag.
QString wordBagOf(QStringView name)
{
    QStringList words = CardNameResolver::canonicalWords(name);
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
// How many written names keep their words before that cache starts again.
constexpr qsizetype maxCachedWrittenNames = 8192;
// A second card whose confidence is within this much of the best one makes a match ambiguous.
constexpr double ambiguityMargin = 0.05;

// Which letters a key is made of, as bits: a to z and 0 to 9 each their own, any other letter
// sharing one of the rest. Two keys whose letters differ in d bits are at least d / 2 edits
// apart (letters that share a bit only hide differences).
quint64 lettersOf(QStringView key)
{
    quint64 bits = 0;
    for (const QChar c : key) {
        const char16_t letter = c.unicode();
        if (letter >= u'a' && letter <= u'z')
            bits |= quint64(1) << (letter - u'a');
        else if (letter >= u'0' && letter <= u'9')
            bits |= quint64(1) << (26 + letter - u'0');
        else
            bits |= quint64(1) << (36 + letter % 28);
    }
    return bits;
}

// Floor division, for shifts that may be negative.
int floorHalf(int value)
{
    return value >= 0 ? value / 2 : -((-value + 1) / 2);
}

// Finds the keys that may be within a few edits of a written key without comparing it with
// every key. A key of `m` characters that may be a near miss (allowedEdits(m) = k > 0) holds
// k + 1 segments with one character between each two. An edit touches at most one segment (two
// neighbouring letters swapped are never in two segments, for the letter between them), so a
// key within k edits of another keeps a segment intact, and finds it in the other key shifted
// by no more places than there are insertions and deletions. Looking up every such segment of
// the written key by its length, number and letters gives every card a scan would find, and a
// few more that the edit distance then turns away: the same answers, at a cost that hardly
// grows with the number of cards.
class NearMissIndex
{
public:
    void add(qsizetype card, QStringView key)
    {
        const auto length = int(key.size());
        const int segments = segmentsFor(length);
        if (segments == 0)
            return;
        for (int i = 0; i < segments; ++i) {
            const Segment segment = segmentOf(length, segments, i);
            m_entries.push_back(
                {hashOf(length, i, key.mid(segment.start, segment.length)), quint32(card)});
        }
    }

    // After the last add(): groups the entries by segment, and makes the table that finds a
    // segment's cards in one probe or a few (a flat table: one cache miss, where a hash of lists
    // takes several).
    void finish()
    {
        std::sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
            return a.hash != b.hash ? a.hash < b.hash : a.card < b.card;
        });
        std::size_t segments = 0;
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            segments += i == 0 || m_entries[i].hash != m_entries[i - 1].hash ? 1 : 0;
        std::size_t tableSize = 16;
        while (tableSize < 2 * segments)
            tableSize *= 2;
        m_slots.assign(tableSize, Slot{});
        m_cards.reserve(m_entries.size());
        Slot *slot = nullptr;
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            if (i == 0 || m_entries[i].hash != m_entries[i - 1].hash) {
                slot = &m_slots[probe(m_entries[i].hash)];
                *slot = Slot{m_entries[i].hash, quint32(m_cards.size()), 0};
            }
            m_cards.push_back(m_entries[i].card);
            ++slot->count;
        }
        m_entries = {};
    }

    // Every card whose key may be within allowedEdits() of `key`, in ascending order (and some
    // that are not, which the edit distance turns away).
    std::vector<qsizetype> candidates(QStringView key) const
    {
        std::vector<qsizetype> found;
        const auto n = int(key.size());
        const int limit = allowedEdits(n);
        if (limit == 0)
            return found;
        for (int m = std::max(n - limit, 1); m <= n + limit; ++m) {
            const int segments = segmentsFor(m);
            if (segments == 0)
                continue;
            const int edits = std::min(limit, allowedEdits(m));
            const int difference = n - m;
            // An intact segment moves by (insertions - deletions) before it, and the rest of
            // the length difference is made up after it: both together within `edits`.
            const int lowestShift = -floorHalf(edits - difference);
            const int highestShift = floorHalf(edits + difference);
            // Looked up as the first intact segment: each segment before it took an edit, so
            // no more than `edits` come before it, and at most edits - i edits after it make up
            // the rest of the length difference.
            for (int i = 0; i < segments && i <= edits; ++i) {
                const Segment segment = segmentOf(m, segments, i);
                const int low = std::max(lowestShift, difference - (edits - i));
                const int high = std::min(highestShift, difference + (edits - i));
                for (int shift = low; shift <= high; ++shift) {
                    const int start = segment.start + shift;
                    if (start < 0 || start + segment.length > n)
                        continue;
                    const Slot &slot = m_slots[probe(hashOf(m, i, key.mid(start, segment.length)))];
                    for (quint32 j = slot.begin; j < slot.begin + slot.count; ++j)
                        found.push_back(qsizetype(m_cards[j]));
                }
            }
        }
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        return found;
    }

private:
    struct Segment
    {
        int start;
        int length;
    };
    struct Entry
    {
        quint64 hash;
        quint32 card;
    };
    // The cards of one segment in m_cards; an empty slot has none.
    struct Slot
    {
        quint64 hash = 0;
        quint32 begin = 0;
        quint32 count = 0;
    };

    static int segmentsFor(int length)
    {
        const int edits = allowedEdits(length);
        return edits == 0 ? 0 : edits + 1;
    }

    // Segment `i` of `segments` in a key of `length`, one character after the segment before:
    // the shorter segments first.
    static Segment segmentOf(int length, int segments, int i)
    {
        const int letters = length - (segments - 1); // without the characters between
        const int shortLength = letters / segments;
        const int shortSegments = segments - letters % segments;
        if (i < shortSegments)
            return {i * (shortLength + 1), shortLength};
        return {shortSegments * (shortLength + 1) + (i - shortSegments) * (shortLength + 2),
                shortLength + 1};
    }

    // Two different segments may share a hash: that only adds a candidate the edit distance
    // turns away.
    static quint64 hashOf(int length, int segment, QStringView text)
    {
        return quint64(qHash(text, size_t(length) * 16 + size_t(segment)));
    }

    std::vector<Entry> m_entries; // while adding
    // The slot of `hash`, or the empty slot where it would go (open addressing).
    std::size_t probe(quint64 hash) const
    {
        if (m_slots.empty())
            return 0;
        const std::size_t mask = m_slots.size() - 1;
        std::size_t at = std::size_t(hash) & mask;
        while (m_slots[at].count != 0 && m_slots[at].hash != hash)
            at = (at + 1) & mask;
        return at;
    }

    std::vector<Slot> m_slots;    // a power of two, at most half full
    std::vector<quint32> m_cards; // the cards of each segment, by m_slots
};

} // namespace

// Every card once, with the keys it is looked up by.
struct CardNameResolver::Index
{
    QList<Card> cards;
    QList<QString> keys;             // keyOf(card.name), parallel to cards
    QList<QStringList> words;        // canonicalWords(card.name), parallel to cards
    std::vector<quint64> signatures; // lettersOf(keys), parallel to cards
    QHash<QString, QList<qsizetype>> byKey;
    QHash<QString, QList<qsizetype>> byInitials;  // names of three or more words
    QHash<QString, QList<qsizetype>> byWordBag;   // names of two or more words
    QHash<QString, QList<qsizetype>> byFirstWord; // the first canonical word, two or more words
    // The Illuminati by the first canonical word of their name, sorted, for short names.
    std::vector<std::pair<QString, qsizetype>> illuminatiByFirstWord;
    NearMissIndex nearMisses;
    QHash<QString, NameResolution> fuzzyCache; // by key
    QHash<QString, QStringList> writtenWords;  // canonicalWords() of names resolved, by name
    int longestNameWords = 0;
};

CardNameResolver::CardNameResolver(const CardRepository &repository) : m_repository(repository)
{}

CardNameResolver::~CardNameResolver() = default;

QString CardNameResolver::keyOf(QStringView name)
{
    return canonicalWords(name).join(QString());
}

QStringList CardNameResolver::canonicalWords(QStringView name)
{
    QStringList words = nameWords(name);
    if (words.size() > 1 && words.first() == u"the"_s)
        words.removeFirst();
    for (QString &word : words)
        word = TextNormalizer::canonicalWord(word);
    return words;
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
    index->words.reserve(index->cards.size());
    for (qsizetype i = 0; i < index->cards.size(); ++i) {
        const Card &card = index->cards.at(i);
        const QStringList canonical = canonicalWords(card.name);
        const QString key = canonical.join(QString());
        index->keys.append(key);
        index->words.append(canonical);
        index->signatures.push_back(lettersOf(key));
        index->byKey[key].append(i);
        index->nearMisses.add(i, key);
        if (canonical.size() >= 2)
            index->byFirstWord[canonical.first()].append(i);
        if (card.type == CardType::Illuminati && !canonical.isEmpty())
            index->illuminatiByFirstWord.emplace_back(canonical.first(), i);
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
    index->nearMisses.finish();
    std::sort(index->illuminatiByFirstWord.begin(), index->illuminatiByFirstWord.end());
    m_index = std::move(index);
    return *m_index;
}

NameResolution CardNameResolver::resolve(const QString &written, Matching matching) const
{
    NameResolution result;
    const QString trimmed = written.trimmed();
    const Index &cards = index();
    // A deck list names the same cards again and again (and a reader tries several readings of
    // each line): the words of a written name are worked out once.
    auto known = cards.writtenWords.constFind(trimmed);
    if (known == cards.writtenWords.cend()) {
        if (m_index->writtenWords.size() >= maxCachedWrittenNames)
            m_index->writtenWords.clear();
        known = m_index->writtenWords.insert(trimmed, canonicalWords(trimmed));
    }
    const QStringList &words = *known;
    const QString key = words.join(QString());
    if (key.isEmpty())
        return result;
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
    if (std::optional<NameResolution> shorthand = resolveShorthand(trimmed, words, key))
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
                                                                 const QStringList &writtenWords,
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
    const QString lastToken = written.section(u' ', -1);
    if (writtenWords.size() >= 2 && isWrittenAsInitials(lastToken)) {
        const QStringList leading = writtenWords.mid(0, writtenWords.size() - 1);
        const QString initials = writtenWords.last();
        QList<qsizetype> found;
        for (const qsizetype i : cards.byFirstWord.value(leading.first())) {
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
        const auto &illuminati = cards.illuminatiByFirstWord;
        for (auto it = std::lower_bound(illuminati.cbegin(), illuminati.cend(),
                                        std::pair<QString, qsizetype>(key, -1));
             it != illuminati.cend() && it->first.startsWith(key); ++it)
            found.append(it->second);
        std::sort(found.begin(), found.end()); // in the order of the cards
        if (auto match = among(found, nicknameConfidence))
            return match;
    }
    // The right words in another order.
    QStringList bag = writtenWords;
    bag.sort();
    return among(cards.byWordBag.value(bag.join(u' ')), wordOrderConfidence);
}

NameResolution CardNameResolver::fuzzy(const QString &key) const
{
    return nearestAmong(key, index().nearMisses.candidates(key), Comparison::Filtered);
}

NameResolution CardNameResolver::nearMisses(const QString &written) const
{
    return fuzzy(keyOf(written.trimmed()));
}

NameResolution CardNameResolver::nearMissesByScan(const QString &written) const
{
    const QString key = keyOf(written.trimmed());
    std::vector<qsizetype> all(size_t(index().cards.size()));
    std::iota(all.begin(), all.end(), qsizetype(0));
    return nearestAmong(key, all, Comparison::Reference);
}

NameResolution CardNameResolver::nearestAmong(const QString &key,
                                              const std::vector<qsizetype> &candidates,
                                              Comparison comparison) const
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
    const DistanceFrom from(key);
    const quint64 signature = lettersOf(key);
    for (const qsizetype i : candidates) {
        const QString &other = cards.keys.at(i);
        // The other name must be long enough to allow as many edits too ("Hoax" is no near miss).
        const int otherLimit = std::min(limit, allowedEdits(other.size()));
        // An edit adds or takes away at most two of the letters a key is made of, so keys whose
        // letters differ in more are too far apart: known without reading the other key.
        if (comparison == Comparison::Filtered &&
            std::popcount(signature ^ cards.signatures[size_t(i)]) > 2 * otherLimit)
            continue;
        const int distance = comparison == Comparison::Filtered
                                 ? from.to(other, otherLimit)
                                 : editDistance(key, other, otherLimit);
        if (distance <= otherLimit)
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
