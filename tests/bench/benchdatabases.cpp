#include "benchdatabases.h"

#include "benchstats.h"
#include "carddatabase.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

// Bump when generateLargeCardSet() changes, so old files are not reused.
constexpr int GeneratorVersion = 1;

// SplitMix64: tiny, and unlike std::uniform_int_distribution the same on every standard library.
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // In [0, n).
    int below(int n) { return int(next() % std::uint64_t(n)); }
    // In [low, high].
    int between(int low, int high) { return low + below(high - low + 1); }
    bool chance(int percent) { return below(100) < percent; }

private:
    std::uint64_t m_state;
};

constexpr std::array<std::u16string_view, 24> Syllables{
    u"ka", u"lo", u"mi", u"nu", u"ra", u"se", u"ti", u"vo", u"ba", u"de", u"fi", u"go",
    u"ha", u"jo", u"ku", u"pe", u"zo", u"ru", u"wa", u"ye", u"xi", u"qu", u"ca", u"gu",
};

// A made-up word of two or three syllables, capitalised: "Kalomi".
QString madeUpWord(Rng &rng)
{
    const int syllables = rng.between(2, 3);
    QString word;
    for (int i = 0; i < syllables; ++i) {
        const std::u16string_view syllable =
            Syllables[std::size_t(rng.below(int(Syllables.size())))];
        word += QStringView(syllable.data(), qsizetype(syllable.size()));
    }
    word[0] = word[0].toUpper();
    return word;
}

StatValue vary(StatValue stat, Rng &rng, int spread, int maximum)
{
    if (stat.value)
        stat.value = std::clamp(*stat.value + rng.between(-spread, spread), 0, maximum);
    return stat;
}

void varyCard(Card &card, Rng &rng)
{
    card.power = vary(card.power, rng, 2, 12);
    card.globalPower = vary(card.globalPower, rng, 1, 8);
    card.resistance = vary(card.resistance, rng, 2, 15);
    if (!card.isGroup())
        return;

    if (rng.chance(50)) {
        const QList<Alignment> all = inwoAlignments();
        QList<AlignmentMark> alignments;
        const int count = rng.between(0, 3);
        for (int i = 0; i < count; ++i) {
            const Alignment alignment = all[rng.below(int(all.size()))];
            if (std::none_of(alignments.cbegin(), alignments.cend(),
                             [&](const AlignmentMark &mark) { return mark.value == alignment; }))
                alignments.append({alignment, false});
        }
        card.alignments = alignments;
    }
    if (rng.chance(25)) {
        const QList<Attribute> all = allOf<Attribute>();
        const Attribute attribute = all[rng.below(int(all.size()))];
        if (!card.hasAttribute(attribute))
            card.attributes.append({attribute, false});
    }
}

void removeDatabaseFiles(const QString &path)
{
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QFile::remove(path + suffix);
}

void progress(const QString &message)
{
    QTextStream(stderr) << "inwo-bench: " << message << Qt::endl;
}

} // namespace

QList<Card> generateLargeCardSet(const QList<Card> &bundled, int count)
{
    QList<Card> cards;
    if (bundled.isEmpty())
        return cards;
    cards.reserve(count);
    QSet<QString> ids;
    ids.reserve(count);
    for (const Card &card : bundled) {
        if (cards.size() >= count)
            break;
        cards.append(card);
        ids.insert(card.id);
    }

    Rng rng(0x1A2B3C4D5E6F7788ULL);
    while (cards.size() < count) {
        for (const Card &base : bundled) {
            if (cards.size() >= count)
                break;
            Card card = base;
            do {
                card.name = base.name + u' ' + madeUpWord(rng);
                card.id = cardIdFor(card.set, card.name);
            } while (ids.contains(card.id));
            varyCard(card, rng);
            ids.insert(card.id);
            cards.append(card);
        }
    }
    return cards;
}

int cardCountOf(const QString &path, QString *error)
{
    CardDatabase db;
    if (!db.open(path, error))
        return -1;
    return db.cardCount();
}

bool prepareBundledDatabase(const QString &dir, PreparedDatabase *result, QString *error)
{
    result->path = QDir(dir).filePath(u"inwo-bench-bundled.sqlite"_s);
    const double start = nowMs();
    CardDatabase db;
    if (!db.open(result->path, error))
        return false;
    result->cards = db.cardCount();
    result->generated = db.bundledCardsReloaded();
    result->buildMs = nowMs() - start;
    return true;
}

bool prepareLargeDatabase(const QString &dir, PreparedDatabase *result, QString *error)
{
    result->path =
        QDir(dir).filePath(u"inwo-bench-%1-g%2.sqlite"_s.arg(LargeCardCount).arg(GeneratorVersion));
    const double start = nowMs();
    if (QFile::exists(result->path)) {
        // open() reloads the bundled cards when the program's dataset changed, which replaces
        // the generated ones: then the count is off and the file is built again.
        QString ignored;
        CardDatabase db;
        if (db.open(result->path, &ignored) && !db.bundledCardsReloaded() &&
            db.cardCount() == LargeCardCount) {
            result->cards = LargeCardCount;
            result->generated = false;
            return true;
        }
    }

    removeDatabaseFiles(result->path);
    progress(u"building %1 (reused by later runs with the same --db-dir)"_s.arg(result->path));
    const BundledDataset bundled = BundledDataset::load(error);
    if (bundled.cards.isEmpty()) {
        if (error->isEmpty())
            *error = u"the bundled dataset holds no cards"_s;
        return false;
    }
    const QList<Card> cards = generateLargeCardSet(bundled.cards, LargeCardCount);

    CardDatabase db;
    if (!db.open(result->path, error))
        return false;
    // The bundled version, so that CardDatabase::open() (here and in inwo-assistant) keeps the
    // generated cards instead of reloading the bundled ones.
    if (!db.loadBundledCards(cards, bundled.version, error))
        return false;
    result->cards = db.cardCount();
    result->generated = true;
    result->buildMs = nowMs() - start;
    if (result->cards != LargeCardCount) {
        *error = u"the generated database holds %1 cards, not %2"_s.arg(result->cards)
                     .arg(LargeCardCount);
        return false;
    }
    progress(
        u"built %1 cards in %2 s"_s.arg(result->cards).arg(result->buildMs / 1000.0, 0, 'f', 1));
    return true;
}

} // namespace inwo::bench
