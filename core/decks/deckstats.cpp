#include "decks/deckstats.h"

#include <algorithm>
#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

bool isSharedZone(DeckZone zone)
{
    return zone == DeckZone::SharedGroups || zone == DeckZone::SharedPlots;
}

DeckZone zoneOf(DrawPile pile)
{
    return pile == DrawPile::Group ? DeckZone::GroupDeck : DeckZone::PlotDeck;
}

// A deck line with a quantity below one holds no card; statistics never count it negatively.
int copiesIn(const DeckEntry &entry)
{
    return std::max(0, entry.quantity);
}

// A printed number goes under its value even when a '*' stands beside it: "1*" (Boy Sprouts)
// prints a 1 that the card's text may raise, and the 1 is what a deck builder plans with. Only a
// bare '*' (OPEC), with no printed value, is counted as variable.
void countStat(StatHistogram *histogram, const StatValue &stat, int copies)
{
    if (stat.value)
        histogram->copiesByValue[*stat.value] += copies;
    else if (stat.variable)
        histogram->variableCopies += copies;
}

// A draw without replacement: `draws` cards from `population`, `successes` of them wanted.
struct Hypergeometric
{
    int population = 0;
    int successes = 0;
    int draws = 0;

    // The fewest and most successes a draw can hold.
    int lowest() const { return std::max(0, draws - (population - successes)); }
    int highest() const { return std::min(successes, draws); }

    // P(X = j + 1) / P(X = j), from C(K, j) C(N - K, n - j) / C(N, n).
    long double ratioAbove(int j) const
    {
        const auto up = static_cast<long double>(successes - j) * (draws - j);
        const auto down =
            static_cast<long double>(j + 1) * (population - successes - draws + j + 1);
        return up / down;
    }

    // The chance of between `from` and `to` successes, both included.
    //
    // No factorials, logarithms or binomials: every term is a weight relative to the most likely
    // count (the mode, weight 1), reached from its neighbour by the exact ratio of two small
    // integer products, and the answer is the sum of the wanted weights over the sum of all of
    // them. Every sum adds positive terms only (no 1 - x cancellation), and a weight carries two
    // roundings per step from the mode: 1e-19 each in x86's long double, 1e-16 where long double
    // is a double, so a walk of a few hundred steps stays well inside 1e-12. A weight that
    // vanishes next to the mode's (below about 1e-4900, or 1e-308) ends its side of the walk. The
    // cost is a few operations per possible count, so the GUI can ask on every change.
    double chanceBetween(int from, int to) const
    {
        const int low = lowest();
        const int high = highest();
        from = std::max(from, low);
        to = std::min(to, high);
        if (from > to)
            return 0.0;
        if (from == low && to == high)
            return 1.0;

        const long long modeEstimate = (static_cast<long long>(draws) + 1) *
                                       (static_cast<long long>(successes) + 1) /
                                       (static_cast<long long>(population) + 2);
        const int mode = std::clamp(static_cast<int>(modeEstimate), low, high);

        long double wanted = 0.0L;
        long double all = 0.0L;
        long double weight = 1.0L;
        for (int j = mode; j <= high && weight > 0.0L; ++j) {
            if (j > mode)
                weight *= ratioAbove(j - 1);
            all += weight;
            if (j >= from && j <= to)
                wanted += weight;
        }
        weight = 1.0L;
        for (int j = mode - 1; j >= low && weight > 0.0L; --j) {
            weight /= ratioAbove(j);
            all += weight;
            if (j >= from && j <= to)
                wanted += weight;
        }
        return static_cast<double>(wanted / all);
    }
};

// The question with its inputs made consistent: a negative population is an empty pile, and
// successes and draws lie between none and the whole pile (drawing more cards than the pile
// holds draws the pile).
Hypergeometric clampedQuestion(int population, int successes, int draws)
{
    Hypergeometric question;
    question.population = std::max(0, population);
    question.successes = std::clamp(successes, 0, question.population);
    question.draws = std::clamp(draws, 0, question.population);
    return question;
}

template <typename E> bool parseEnum(QStringView text, E *out)
{
    const std::optional<E> value = enumFromCode<E>(text);
    if (value)
        *out = *value;
    return value.has_value();
}

struct KindWord
{
    CardKind::By by;
    QStringView word;
};

constexpr std::array<KindWord, 5> kindWords{{
    {CardKind::By::Type, u"type"},
    {CardKind::By::Alignment, u"alignment"},
    {CardKind::By::Attribute, u"attribute"},
    {CardKind::By::Keyword, u"keyword"},
    {CardKind::By::Card, u"card"},
}};

QString wordOf(CardKind::By by)
{
    for (const KindWord &entry : kindWords) {
        if (entry.by == by)
            return entry.word.toString();
    }
    return {};
}

} // namespace

bool CardKind::matches(const Card &card) const
{
    switch (by) {
    case By::Type:
        return card.type == type;
    case By::Alignment:
        return card.hasAlignment(alignment); // "(Sometimes)" marks included
    case By::Attribute:
        return card.hasAttribute(attribute);
    case By::Keyword:
        return card.hasKeyword(keyword);
    case By::Card:
        return card.id == cardId;
    }
    return false;
}

QString CardKind::code() const
{
    QString value;
    switch (by) {
    case By::Type:
        value = codeOf(type);
        break;
    case By::Alignment:
        value = codeOf(alignment);
        break;
    case By::Attribute:
        value = codeOf(attribute);
        break;
    case By::Keyword:
        value = codeOf(keyword);
        break;
    case By::Card:
        value = cardId;
        break;
    }
    return wordOf(by) + u':' + value;
}

// The word before the first ':' is matched without regard to case; the value is an enum code or
// display name (enumFromCode, also without regard to case) or, for "card:", an id taken as
// written, which must be non-empty and hold no space or further ':'. Nothing is trimmed.
std::optional<CardKind> CardKind::fromCode(QStringView code)
{
    const qsizetype colon = code.indexOf(u':');
    if (colon < 0)
        return std::nullopt;
    const QStringView word = code.first(colon);
    const QStringView value = code.sliced(colon + 1);
    if (value.isEmpty())
        return std::nullopt;

    const auto found = std::find_if(kindWords.cbegin(), kindWords.cend(), [word](const auto &e) {
        return word.compare(e.word, Qt::CaseInsensitive) == 0;
    });
    if (found == kindWords.cend())
        return std::nullopt;

    CardKind kind;
    kind.by = found->by;
    bool parsed = false;
    switch (kind.by) {
    case By::Type:
        parsed = parseEnum(value, &kind.type);
        break;
    case By::Alignment:
        parsed = parseEnum(value, &kind.alignment);
        break;
    case By::Attribute:
        parsed = parseEnum(value, &kind.attribute);
        break;
    case By::Keyword:
        parsed = parseEnum(value, &kind.keyword);
        break;
    case By::Card:
        parsed = std::none_of(value.cbegin(), value.cend(),
                              [](QChar c) { return c.isSpace() || c == u':'; });
        kind.cardId = value.toString();
        break;
    }
    if (!parsed)
        return std::nullopt;
    return kind;
}

int StatHistogram::total() const
{
    int copies = variableCopies;
    for (const int count : copiesByValue)
        copies += count;
    return copies;
}

// lead, groupDeck and plotDeck count the zones as the deck lists them, unknown cards included,
// so that they add up to `total` and match pileSize(); DeckCounts sorts by card back instead.
DeckStatistics DeckStatistics::of(const Deck &deck, const CardRepository &cards)
{
    static const QList<Alignment> alignments = inwoAlignments();
    static const QList<Attribute> attributes = allOf<Attribute>();

    DeckStatistics statistics;
    for (const DeckEntry &entry : deck.entries) {
        const int copies = copiesIn(entry);
        if (isSharedZone(entry.zone) || copies == 0)
            continue;
        statistics.total += copies;
        if (entry.zone == DeckZone::Lead)
            statistics.lead += copies;
        else if (entry.zone == DeckZone::GroupDeck)
            statistics.groupDeck += copies;
        else
            statistics.plotDeck += copies;

        const std::optional<Card> card = cards.cardById(entry.cardId);
        if (!card) {
            statistics.unknown += copies;
            continue;
        }
        statistics.byType[card->type] += copies;
        statistics.byBack[card->back] += copies;
        // Through hasAlignment/hasAttribute so a value the data lists twice counts once.
        for (const Alignment alignment : alignments) {
            if (card->hasAlignment(alignment))
                statistics.byAlignment[alignment] += copies;
        }
        for (const Attribute attribute : attributes) {
            if (card->hasAttribute(attribute))
                statistics.byAttribute[attribute] += copies;
        }
        countStat(&statistics.power, card->power, copies);
        countStat(&statistics.resistance, card->resistance, copies);
    }
    return statistics;
}

int DeckStatistics::pileSize(const Deck &deck, DrawPile pile)
{
    const DeckZone zone = zoneOf(pile);
    int copies = 0;
    for (const DeckEntry &entry : deck.entries) {
        if (entry.zone == zone)
            copies += copiesIn(entry);
    }
    return copies;
}

// A named card is matched by id without asking the repository, so copies of a card it does not
// know still count; every other kind needs the card's facts, and unknown cards never match.
int DeckStatistics::copiesOfKind(const Deck &deck, const CardRepository &cards, DrawPile pile,
                                 const CardKind &kind)
{
    const DeckZone zone = zoneOf(pile);
    int copies = 0;
    for (const DeckEntry &entry : deck.entries) {
        if (entry.zone != zone || copiesIn(entry) == 0)
            continue;
        if (kind.by == CardKind::By::Card) {
            if (entry.cardId == kind.cardId)
                copies += copiesIn(entry);
            continue;
        }
        const std::optional<Card> card = cards.cardById(entry.cardId);
        if (card && kind.matches(*card))
            copies += copiesIn(entry);
    }
    return copies;
}

double chanceAtLeast(int population, int successes, int draws, int atLeast)
{
    if (atLeast <= 0)
        return 1.0;
    const Hypergeometric question = clampedQuestion(population, successes, draws);
    return question.chanceBetween(atLeast, question.highest());
}

double chanceExactly(int population, int successes, int draws, int exactly)
{
    return clampedQuestion(population, successes, draws).chanceBetween(exactly, exactly);
}

DrawOdds DrawOdds::compute(const Deck &deck, const CardRepository &cards, DrawPile pile,
                           const CardKind &kind, int draws, int atLeast)
{
    DrawOdds odds;
    odds.pile = pile;
    odds.kind = kind;
    odds.draws = draws;
    odds.atLeast = atLeast;
    odds.population = DeckStatistics::pileSize(deck, pile);
    odds.successes = DeckStatistics::copiesOfKind(deck, cards, pile, kind);
    odds.chance = chanceAtLeast(odds.population, odds.successes, draws, atLeast);
    return odds;
}

QList<DrawOdds> openingHandOdds(const Deck &deck, const CardRepository &cards)
{
    static constexpr std::array<std::pair<DrawPile, int>, 2> openingDraws{{
        {DrawPile::Group, OpeningGroupDraws},
        {DrawPile::Plot, OpeningPlotDraws},
    }};

    QList<DrawOdds> result;
    for (const auto &[pile, draws] : openingDraws) {
        // One pass per pile: the pile's size, and its copies per type in enum order.
        const DeckZone zone = zoneOf(pile);
        int population = 0;
        QMap<CardType, int> copiesByType;
        for (const DeckEntry &entry : deck.entries) {
            const int copies = copiesIn(entry);
            if (entry.zone != zone || copies == 0)
                continue;
            population += copies;
            if (const std::optional<Card> card = cards.cardById(entry.cardId))
                copiesByType[card->type] += copies;
        }
        for (auto it = copiesByType.cbegin(); it != copiesByType.cend(); ++it) {
            DrawOdds odds;
            odds.pile = pile;
            odds.kind.by = CardKind::By::Type;
            odds.kind.type = it.key();
            odds.draws = draws;
            odds.atLeast = 1;
            odds.population = population;
            odds.successes = it.value();
            odds.chance = chanceAtLeast(population, odds.successes, draws, 1);
            result.append(odds);
        }
    }
    return result;
}

} // namespace inwo
