#include "cards/cardnameresolver.h"

#include "common/textnormalizer.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <numeric>
#include <span>
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

// How many edits a name may be off and still be suggested: as many as for a near miss, and one
// for a name of four or five letters, since a suggestion is only shown ("The Mafai").
int suggestedEdits(qsizetype length)
{
    return length < 4 ? 0 : std::max(allowedEdits(length), 1);
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

// A name as its words are read: plain characters, and "Big Prawn, The" as "The Big Prawn".
// `storage` holds the text when it differs from `name`.
QStringView namePlainText(QStringView name, QString &storage)
{
    static const QRegularExpression trailingThe(u",\\s*the\\s*$"_s,
                                                QRegularExpression::CaseInsensitiveOption);
    const bool ascii =
        std::all_of(name.cbegin(), name.cend(), [](QChar c) { return c.unicode() < 0x80; });
    QStringView text = name;
    if (!ascii) {
        storage = withPlainCharacters(name);
        text = storage;
    }
    if (text.contains(u',')) {
        QString withThe = text.toString();
        if (withThe.contains(trailingThe)) {
            storage = u"the "_s + withThe.remove(trailingThe);
            text = storage;
        }
    }
    return text;
}

// The words of a name; "Big Prawn, The" is "The Big Prawn".
QStringList nameWords(QStringView name)
{
    QString storage;
    return TextNormalizer::words(namePlainText(name, storage));
}

bool isSmallWord(const QString &word)
{
    return word == u"the"_s || word == u"of"_s || word == u"for"_s || word == u"and"_s ||
           word == u"a"_s || word == u"an"_s || word == u"to"_s || word == u"in"_s;
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

// How many of each letter a key holds: 32 counts of four bits (a to z each their own, the digits
// and any other letter sharing the rest; a count stops at 15). A substitution changes the counts
// by two at most, an insertion or a deletion by one, so two keys whose counts differ by d in all
// and whose lengths differ by l are at least (d + l) / 2 edits apart. Shared and stopped counts
// only hide differences, so the bound holds.
using LetterCounts = std::array<quint64, 2>;

LetterCounts letterCountsOf(QStringView key)
{
    LetterCounts counts{};
    for (const QChar c : key) {
        const char16_t letter = c.unicode();
        unsigned bucket = 0;
        if (letter >= u'a' && letter <= u'z')
            bucket = unsigned(letter - u'a');
        else if (letter >= u'0' && letter <= u'9')
            bucket = 26 + unsigned(letter - u'0') % 6;
        else
            bucket = 26 + unsigned(letter) % 6;
        quint64 &word = counts[bucket / 16];
        const unsigned shift = (bucket % 16) * 4;
        if (((word >> shift) & 0xf) != 0xf)
            word += quint64(1) << shift;
    }
    return counts;
}

// The sum of the differences of two keys' counts.
int countDifference(const LetterCounts &a, const LetterCounts &b)
{
    int difference = 0;
    for (std::size_t w = 0; w < a.size(); ++w) {
        for (unsigned shift = 0; shift < 64; shift += 4) {
            const int x = int((a[w] >> shift) & 0xf);
            const int y = int((b[w] >> shift) & 0xf);
            difference += x > y ? x - y : y - x;
        }
    }
    return difference;
}

// Floor division, for shifts that may be negative.
int floorHalf(int value)
{
    return value >= 0 ? value / 2 : -((-value + 1) / 2);
}

// Cards by a text (a key, initials, a bag of words): a flat table that finds the cards of a text
// in one probe, comparing a stored hash before any text. A hash of lists compares strings held
// elsewhere in memory, a cache miss each: at 100,000 cards that is most of a lookup's cost. A
// small filter of bits, one pair per text, answers most texts that name no card (a deck list's
// lines are read several ways, and most readings name nothing) without touching the table.
class NameTable
{
public:
    void add(const QString &text, qsizetype card)
    {
        m_entries.push_back({hashOf(text), text, quint32(card)});
    }

    // After the last add(): the cards of each text together, in the order added.
    void finish()
    {
        std::stable_sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
            return a.hash != b.hash ? a.hash < b.hash : a.text < b.text;
        });
        std::size_t texts = 0;
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            texts += i == 0 || !sameText(m_entries[i], m_entries[i - 1]) ? 1 : 0;
        std::size_t tableSize = 16;
        while (tableSize < 2 * texts)
            tableSize *= 2;
        m_slots.assign(tableSize, Slot{});
        m_texts.assign(tableSize, QString());
        // Sixteen bits a text: one text in a few hundred that names no card gets past.
        m_filter.assign(std::max<std::size_t>(1, tableSize / 8), 0);
        m_cards.reserve(m_entries.size());
        Slot *slot = nullptr;
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            const Entry &entry = m_entries[i];
            if (i == 0 || !sameText(entry, m_entries[i - 1])) {
                const std::size_t at = probe(entry.hash, entry.text);
                slot = &m_slots[at];
                *slot = Slot{entry.hash, quint32(m_cards.size()), 0};
                m_texts[at] = entry.text;
                for (const std::size_t bit : filterBits(entry.hash))
                    m_filter[bit / 64] |= quint64(1) << (bit % 64);
            }
            m_cards.push_back(entry.card);
            ++slot->count;
        }
        m_entries = {};
    }

    std::span<const quint32> find(QStringView text) const
    {
        if (m_slots.empty())
            return {};
        const quint64 hash = hashOf(text);
        for (const std::size_t bit : filterBits(hash)) {
            if ((m_filter[bit / 64] & (quint64(1) << (bit % 64))) == 0)
                return {};
        }
        const Slot &slot = m_slots[probe(hash, text)];
        return std::span<const quint32>(m_cards.data() + slot.begin, slot.count);
    }

private:
    struct Entry
    {
        quint64 hash;
        QString text;
        quint32 card;
    };
    struct Slot
    {
        quint64 hash = 0;
        quint32 begin = 0;
        quint32 count = 0; // none: an empty slot
    };

    static quint64 hashOf(QStringView text) { return quint64(qHash(text, 0x5eed)); }
    static bool sameText(const Entry &a, const Entry &b)
    {
        return a.hash == b.hash && a.text == b.text;
    }
    // The two bits of the filter a hash sets: from its high bits, as the table uses the low ones.
    std::array<std::size_t, 2> filterBits(quint64 hash) const
    {
        const std::size_t bits = m_filter.size() * 64;
        const quint64 mixed = hash * 0x9E3779B97F4A7C15ULL;
        return {std::size_t(mixed >> 40) % bits, std::size_t(mixed >> 16) % bits};
    }
    // The slot of `text`, or the empty slot where it would go (open addressing).
    std::size_t probe(quint64 hash, QStringView text) const
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t at = std::size_t(hash) & mask;
        while (m_slots[at].count != 0 && (m_slots[at].hash != hash || m_texts[at] != text))
            at = (at + 1) & mask;
        return at;
    }

    std::vector<Entry> m_entries;  // while adding
    std::vector<Slot> m_slots;     // a power of two, at most half full
    std::vector<QString> m_texts;  // the text of each slot, read only when the hash is the same
    std::vector<quint64> m_filter; // filterBits() of every text
    std::vector<quint32> m_cards;  // the cards of each text, by m_slots
};

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
    // `keyOffset`: where the card's key starts in the pool candidates() is given.
    void add(qsizetype card, QStringView key, quint32 keyOffset)
    {
        const auto length = int(key.size());
        const int segments = segmentsFor(length);
        if (segments == 0)
            return;
        const quint64 letters = lettersOf(key);
        const LetterCounts counts = letterCountsOf(key);
        for (int i = 0; i < segments; ++i) {
            const Segment segment = segmentOf(length, segments, i);
            m_entries.push_back({hashOf(length, i, key.mid(segment.start, segment.length)),
                                 Candidate{letters, counts, quint32(card), keyOffset}});
        }
    }

    // After the last add(): groups the entries by segment, and makes the table that finds a
    // segment's cards in one probe or a few (a flat table: one cache miss, where a hash of lists
    // takes several).
    void finish()
    {
        std::sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
            return a.hash != b.hash ? a.hash < b.hash : a.candidate.card < b.candidate.card;
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
            m_cards.push_back(m_entries[i].candidate);
            ++slot->count;
        }
        m_entries = {};
    }

    // Every card whose key may be within allowedEdits() of `key`, in ascending order (and some
    // that are not, which the edit distance turns away). The keys of the cards found, in
    // `keyPool`, are asked of memory at once, so the misses of a large index overlap.
    std::vector<qsizetype> candidates(QStringView key, const QChar *keyPool) const
    {
        std::vector<qsizetype> found;
        const quint64 letters = lettersOf(key);
        const LetterCounts counts = letterCountsOf(key);
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
                    // Keys whose letters are too different are too far apart: known from what
                    // is stored beside the card, without reading its key.
                    for (quint32 j = slot.begin; j < slot.begin + slot.count; ++j) {
                        const Candidate &candidate = m_cards[j];
                        if (std::popcount(letters ^ candidate.letters) <= 2 * edits &&
                            countDifference(counts, candidate.counts) + std::abs(difference) <=
                                2 * edits) {
                            found.push_back(qsizetype(candidate.card));
                            __builtin_prefetch(keyPool + candidate.keyOffset);
                        }
                    }
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
    struct Candidate
    {
        quint64 letters;     // lettersOf() the card's key
        LetterCounts counts; // letterCountsOf() the card's key
        quint32 card;
        quint32 keyOffset;
    };
    struct Entry
    {
        quint64 hash;
        Candidate candidate;
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

    std::vector<Slot> m_slots;      // a power of two, at most half full
    std::vector<Candidate> m_cards; // the cards of each segment, by m_slots
};

} // namespace

// Every card once, with the keys it is looked up by.
struct CardNameResolver::Index
{
    QList<Card> cards;
    // keyOf(card.name) of every card, one after the other: card i's key starts at keyStarts[i]
    // and ends where card i + 1's starts. Near misses read keys in the order of the cards.
    QString keyPool;
    std::vector<quint32> keyStarts;
    QList<QStringList> words; // canonicalWords(card.name), parallel to cards
    NameTable byKey;
    NameTable byInitials;  // names of three or more words
    NameTable byWordBag;   // names of two or more words
    NameTable byFirstWord; // the first canonical word, two or more words

    QStringView keyAt(qsizetype card) const
    {
        const quint32 start = keyStarts[std::size_t(card)];
        return QStringView(keyPool).sliced(start, keyStarts[std::size_t(card) + 1] - start);
    }
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
    // canonicalWords(name).join(QString()), without a list of words: the normalized text's
    // words are read in place.
    QString storage;
    const QString normal = TextNormalizer::normalize(namePlainText(name, storage));
    QString key;
    key.reserve(normal.size());
    const QStringView text(normal);
    qsizetype start = 0;
    bool first = true;
    while (start < text.size()) {
        qsizetype end = text.indexOf(u' ', start);
        if (end < 0)
            end = text.size();
        const QStringView word = text.sliced(start, end - start);
        // A leading "the" is dropped when more words follow.
        if (!(first && end < text.size() && word == u"the"_s))
            key.append(TextNormalizer::canonicalWordView(word));
        first = false;
        start = end + 1;
    }
    return key;
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
    index->keyStarts.reserve(std::size_t(index->cards.size()) + 1);
    index->words.reserve(index->cards.size());
    for (qsizetype i = 0; i < index->cards.size(); ++i) {
        const Card &card = index->cards.at(i);
        const QStringList canonical = canonicalWords(card.name);
        // The key straight into the pool; the table keeps its own copy.
        const auto keyStart = quint32(index->keyPool.size());
        for (const QString &word : canonical)
            index->keyPool.append(word);
        const QStringView key = QStringView(index->keyPool).sliced(keyStart);
        index->keyStarts.push_back(keyStart);
        index->nearMisses.add(i, key, keyStart);
        index->words.append(canonical);
        index->byKey.add(key.toString(), i);
        if (canonical.size() >= 2)
            index->byFirstWord.add(canonical.first(), i);
        if (card.type == CardType::Illuminati && !canonical.isEmpty())
            index->illuminatiByFirstWord.emplace_back(canonical.first(), i);
        QStringList words = TextNormalizer::words(card.name);
        index->longestNameWords = std::max(index->longestNameWords, int(words.size()));
        if (words.size() >= 2) {
            QStringList bag = canonical;
            bag.sort();
            index->byWordBag.add(bag.join(u' '), i);
        }
        // "SMWNMTK", and "CDC" for Center for Disease Control.
        QStringList initials;
        if (words.size() >= 3)
            initials.append(initialsOf(words));
        words.removeIf(isSmallWord);
        if (words.size() >= 3)
            initials.append(initialsOf(words));
        initials.removeDuplicates();
        for (const QString &letters : std::as_const(initials))
            index->byInitials.add(letters, i);
    }
    index->keyStarts.push_back(quint32(index->keyPool.size()));
    index->byKey.finish();
    index->byInitials.finish();
    index->byWordBag.finish();
    index->byFirstWord.finish();
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
    const QString key = keyOf(trimmed);
    if (key.isEmpty())
        return result;
    const std::span<const quint32> same = cards.byKey.find(key);
    // The name as printed picks its card among those that compare equal ("USA", not "U.S.A."),
    // unless two cards print it (a reprint in another set): then it is ambiguous.
    QList<Card> printed;
    for (const quint32 i : same) {
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
    if (!same.empty()) {
        for (const quint32 i : same)
            result.candidates.append(cards.cards.at(i));
        result.kind =
            same.size() == 1 ? NameResolution::Kind::Normalised : NameResolution::Kind::Ambiguous;
        result.confidence = 1.0;
        return result;
    }
    if (matching == Matching::NoFuzzy)
        return result;
    // A deck list names the same cards again and again (and a reader tries several readings of
    // each line): the words of a written name are worked out once.
    auto known = cards.writtenWords.constFind(trimmed);
    if (known == cards.writtenWords.cend()) {
        if (m_index->writtenWords.size() >= maxCachedWrittenNames)
            m_index->writtenWords.clear();
        known = m_index->writtenWords.insert(trimmed, canonicalWords(trimmed));
    }
    const QStringList &words = *known;
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
    auto among = [&](std::span<const quint32> found,
                     double confidence) -> std::optional<NameResolution> {
        if (found.empty())
            return std::nullopt;
        NameResolution result;
        for (const quint32 i : found)
            result.candidates.append(cards.cards.at(i));
        result.kind =
            found.size() == 1 ? NameResolution::Kind::Fuzzy : NameResolution::Kind::Ambiguous;
        result.confidence = confidence;
        return result;
    };
    // "SMWNMTK", "CDC".
    if (isWrittenAsInitials(written)) {
        if (auto found = among(cards.byInitials.find(key), initialsConfidence))
            return found;
    }
    // "Secrets MWNMTK": the first words, then the initials of the rest.
    const QString lastToken = written.section(u' ', -1);
    if (writtenWords.size() >= 2 && isWrittenAsInitials(lastToken)) {
        const QStringList leading = writtenWords.mid(0, writtenWords.size() - 1);
        const QString initials = writtenWords.last();
        std::vector<quint32> found;
        for (const quint32 i : cards.byFirstWord.find(leading.first())) {
            const QStringList &words = cards.words.at(i);
            if (words.size() <= leading.size() || words.mid(0, leading.size()) != leading)
                continue;
            QStringList rest = words.mid(leading.size());
            const QString all = initialsOf(rest);
            rest.removeIf(isSmallWord);
            if (all == initials || (!rest.isEmpty() && initialsOf(rest) == initials))
                found.push_back(i);
        }
        if (auto match = among(found, initialsConfidence))
            return match;
    }
    // The Illuminati by a short name: "Discordia", "Bavaria", "Gnomes".
    if (writtenWords.size() == 1 && key.size() >= 6) {
        std::vector<quint32> found;
        const auto &illuminati = cards.illuminatiByFirstWord;
        for (auto it = std::lower_bound(illuminati.cbegin(), illuminati.cend(),
                                        std::pair<QString, qsizetype>(key, -1));
             it != illuminati.cend() && it->first.startsWith(key); ++it)
            found.push_back(quint32(it->second));
        std::sort(found.begin(), found.end()); // in the order of the cards
        if (auto match = among(found, nicknameConfidence))
            return match;
    }
    // The right words in another order.
    QStringList bag = writtenWords;
    bag.sort();
    return among(cards.byWordBag.find(bag.join(u' ')), wordOrderConfidence);
}

NameResolution CardNameResolver::fuzzy(const QString &key) const
{
    const Index &cards = index();
    return nearestAmong(key, cards.nearMisses.candidates(key, cards.keyPool.constData()),
                        Comparison::Filtered, allowedEdits);
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
    return nearestAmong(key, all, Comparison::Reference, allowedEdits);
}

NameResolution CardNameResolver::suggestionsFor(const QString &written) const
{
    NameResolution near = nearMisses(written);
    if (!near.candidates.isEmpty())
        return near;
    // The index holds the near misses alone; a short name is compared with every card, which
    // only a name that is no card's costs.
    const QString key = keyOf(written.trimmed());
    std::vector<qsizetype> all(size_t(index().cards.size()));
    std::iota(all.begin(), all.end(), qsizetype(0));
    return nearestAmong(key, all, Comparison::Filtered, suggestedEdits);
}

std::optional<Card> CardNameResolver::resolveRecorded(const QString &written, QString *error) const
{
    const NameResolution resolution = resolve(written, Matching::NoFuzzy);
    if (resolution.isResolved())
        return resolution.card();
    if (resolution.kind == NameResolution::Kind::Ambiguous) {
        QStringList cards;
        for (const Card &card : resolution.candidates)
            cards.append(u"'%1' (%2)"_s.arg(card.name, card.id));
        if (error)
            *error = u"'%1' names more than one card: %2"_s.arg(written, cards.join(u", "_s));
        return std::nullopt;
    }
    const NameResolution near = suggestionsFor(written);
    if (error)
        *error = near.candidates.isEmpty()
                     ? u"no card named '%1'"_s.arg(written)
                     : u"no card named '%1' (did you mean '%2'?)"_s.arg(written, near.card().name);
    return std::nullopt;
}

NameResolution CardNameResolver::nearestAmong(const QString &key,
                                              const std::vector<qsizetype> &candidates,
                                              Comparison comparison, int (*edits)(qsizetype)) const
{
    NameResolution result;
    const Index &cards = index();
    const int limit = edits(key.size());
    if (limit == 0)
        return result;
    struct Near
    {
        qsizetype card;
        double confidence;
    };
    std::vector<Near> near;
    const DistanceFrom from(key);
    for (const qsizetype i : candidates) {
        const QStringView other = cards.keyAt(i);
        // The other name must be long enough to allow as many edits too ("Hoax" is no near miss).
        const int otherLimit = std::min(limit, edits(other.size()));
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
