// The rules index: topics by the coverage list's parts, the rule sets by its chapters, the texts of
// rules/rulesummaries.cpp translated, and one search over all of it.
#include "rules/rulesindex.h"

#include "common/translationgeneration.h"
#include "rules/ruleids.h"
#include "rules/rulesummaries.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>

#include <algorithm>
#include <array>

namespace inwo {

namespace {

// The first rule of each topic, in topic order; a topic runs to the next one's first rule.
constexpr std::array<int, 22> TopicStarts{1,  11, 17,  21,  33,  40,  48,  53,  60,  67,  72,
                                          76, 83, 106, 113, 134, 141, 146, 149, 161, 164, 182};
static_assert(TopicStarts.size() == EnumTable<RuleTopic>::entries.size(), "a start per topic");

constexpr const char *TopicNames[] = {
    QT_TRANSLATE_NOOP("RuleTopic", "Attack strength"),
    QT_TRANSLATE_NOOP("RuleTopic", "Alignment modifiers"),
    QT_TRANSLATE_NOOP("RuleTopic", "Defence against control"),
    QT_TRANSLATE_NOOP("RuleTopic", "Aiding and defending"),
    QT_TRANSLATE_NOOP("RuleTopic", "Attacks to destroy"),
    QT_TRANSLATE_NOOP("RuleTopic", "Tokens for defence"),
    QT_TRANSLATE_NOOP("RuleTopic", "Privileged attacks"),
    QT_TRANSLATE_NOOP("RuleTopic", "Secret groups, immunity, instants"),
    QT_TRANSLATE_NOOP("RuleTopic", "Agents, +10 Plots, duplicate Illuminati"),
    QT_TRANSLATE_NOOP("RuleTopic", "Devastation and Relief"),
    QT_TRANSLATE_NOOP("RuleTopic", "Attacks from hand, captures"),
    QT_TRANSLATE_NOOP("RuleTopic", "Order of modifiers, dice"),
    QT_TRANSLATE_NOOP("RuleTopic", "Cancelling and illegal plays"),
    QT_TRANSLATE_NOOP("RuleTopic", "New World Orders"),
    QT_TRANSLATE_NOOP("RuleTopic", "Goals and victory"),
    QT_TRANSLATE_NOOP("RuleTopic", "Unique Resources, duplicates"),
    QT_TRANSLATE_NOOP("RuleTopic", "Links"),
    QT_TRANSLATE_NOOP("RuleTopic", "Memory of cards"),
    QT_TRANSLATE_NOOP("RuleTopic", "Turn sequence"),
    QT_TRANSLATE_NOOP("RuleTopic", "Two-player INWO"),
    QT_TRANSLATE_NOOP("RuleTopic", "Plan 28"),
    QT_TRANSLATE_NOOP("RuleTopic", "Illuminati (boxed game)"),
};
static_assert(std::size(TopicNames) == TopicStarts.size(), "a name per topic");

const RuleTextSource &textSource(RuleId id)
{
    static const RuleTextSource none;
    const int number = int(id);
    const auto sources = ruleTextSources();
    if (number < 1 || number > int(sources.size()))
        return none;
    return sources[std::size_t(number - 1)];
}

QString translated(const char *context, const char *text)
{
    return text ? QCoreApplication::translate(context, text) : QString();
}

// Case, accents and the umlaut spellings folded alike on both sides of a comparison: "Zerstörung",
// "zerstoerung" and "ZERSTORUNG" all become "zerstorung".
QString folded(QStringView text)
{
    QString out = text.toString().normalized(QString::NormalizationForm_KD).toCaseFolded();
    out.removeIf([](QChar c) { return c.category() == QChar::Mark_NonSpacing; });
    out.replace(QStringLiteral("ß"), QStringLiteral("ss"));
    static const QRegularExpression umlautSpelling(QStringLiteral("([aou])e"));
    out.replace(umlautSpelling, QStringLiteral("\\1"));
    return out;
}

QStringList words(QStringView text)
{
    static const QRegularExpression separators(QStringLiteral("[^\\w+]+"));
    return folded(text).split(separators, Qt::SkipEmptyParts);
}

// The searchable texts of one rule: its title apart (a title hit ranks first), the rest together.
struct Haystack
{
    QString title;
    QString body;
};

void addText(Haystack &hay, const char *context, const char *source, const QTranslator *other,
             bool title)
{
    if (!source)
        return;
    QString &into = title ? hay.title : hay.body;
    into += u' ' + folded(QString::fromUtf8(source));
    into += u' ' + folded(QCoreApplication::translate(context, source));
    if (other) {
        const QString otherText = other->translate(context, source);
        if (!otherText.isEmpty())
            into += u' ' + folded(otherText);
    }
}

Haystack haystackOf(RuleId id, const QTranslator *other)
{
    Haystack hay;
    const RuleIdentity &identity = ruleIdentity(id);
    addText(hay, "RuleTitle", identity.title, other, true);
    const RuleTextSource &text = textSource(id);
    addText(hay, "RuleSummary", text.summary, other, false);
    addText(hay, "RuleDifferences", text.differences, other, false);
    for (const RuleReadingSource &reading : text.readings)
        addText(hay, "RuleReading", reading.text, other, false);
    addText(hay, "RuleTopic", TopicNames[std::size_t(ruleTopic(id))], other, false);
    for (const SeedLines &lines : identity.passages) {
        addText(hay, "SeedSection", lines.section, other, false);
        hay.body += u' ' + folded(seedTitle(lines.seed));
    }
    return hay;
}

const std::array<Haystack, RuleCount> &haystacks(const QTranslator *other)
{
    thread_local std::array<Haystack, RuleCount> cache;
    thread_local quint64 stamp = ~quint64(0);
    thread_local const QTranslator *stampOther = nullptr;
    const quint64 generation = translationGeneration();
    if (stamp != generation || stampOther != other || generation == 0) {
        for (int number = 1; number <= RuleCount; ++number)
            cache[std::size_t(number - 1)] = haystackOf(RuleId(number), other);
        stamp = generation;
        stampOther = other;
    }
    return cache;
}

// A word without its English ending, so "canceled", "cancellation" and "cancelling" meet:
// "-ations", "-ation", "-ings", "-ing", "-ed", "-es", "-s" off a word of 6 letters or more.
QString stemmed(const QString &word)
{
    if (word.size() < 6)
        return word;
    for (const QStringView ending : {u"ations", u"ation", u"ings", u"ing", u"ed", u"es", u"s"}) {
        if (word.endsWith(ending) && word.size() - ending.size() >= 4)
            return word.chopped(ending.size());
    }
    return word;
}

bool containsWord(const QString &hay, const QString &word)
{
    if (word.size() >= 6 && !hay.contains(word))
        return hay.contains(stemmed(word));
    if (word.size() >= 3)
        return hay.contains(word);
    // A short word matches the start of a word only ("to" is not in "control").
    for (qsizetype at = hay.indexOf(word); at >= 0; at = hay.indexOf(word, at + 1)) {
        if (at == 0 || !hay.at(at - 1).isLetterOrNumber())
            return true;
    }
    return false;
}

// A seed named in a query ("VFAQ", "rulebook", "Plan 28", "000", a seed file name), with the words
// it took; nullopt when the query names none.
struct NamedSeed
{
    Seed seed;
    int line = 0; // 0: any line
};

std::optional<NamedSeed> seedNamedIn(QStringView query)
{
    // "000:125", "002_c1b8ef93d76c5628.txt:230", "004 line 80"
    static const QRegularExpression location(
        QStringLiteral(
            "^\\s*(00[0-4])(?:_[0-9a-f]+(?:\\.txt)?)?\\s*(?::|\\s+(?:line\\s+|zeile\\s+)?"
            ")?(\\d+)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = location.match(query);
    if (match.hasMatch())
        return NamedSeed{Seed(match.captured(1).toInt()), match.captured(2).toInt()};
    // A seed by its title, in English or the application's language, and a line number after it.
    // "VFAQ", "INWO VFAQ", "Plan 28", "boxed game rulebook 262": every word of the name is a word
    // of the seed's title (in English or the application's language), then perhaps a line.
    const QString wanted = folded(query).simplified();
    static const QRegularExpression trailingLine(QStringLiteral("^(.*?)\\s+(\\d+)$"));
    const QRegularExpressionMatch withLine = trailingLine.match(wanted);
    const auto names = [](Seed seed, const QString &name) {
        const QStringList nameWords = words(name);
        const QStringList titleWords = words(seedTitle(seed)) + words(seedTitleEnglish(seed));
        return !nameWords.isEmpty() &&
               std::all_of(nameWords.cbegin(), nameWords.cend(),
                           [&](const QString &word) { return titleWords.contains(word); });
    };
    for (const Seed seed :
         {Seed::InwoRulebook, Seed::Vfaq, Seed::Plan28, Seed::BoxedGame, Seed::BoxedSummary}) {
        if (names(seed, wanted))
            return NamedSeed{seed, 0};
        if (withLine.hasMatch() && names(seed, withLine.captured(1)))
            return NamedSeed{seed, withLine.captured(2).toInt()};
    }
    return std::nullopt;
}

} // namespace

RuleTopic ruleTopic(RuleId id)
{
    const int number = int(id);
    std::size_t topic = 0;
    while (topic + 1 < TopicStarts.size() && TopicStarts[topic + 1] <= number)
        ++topic;
    return RuleTopic(topic);
}

QString ruleTopicName(RuleTopic topic)
{
    const auto index = std::size_t(topic);
    return index < std::size(TopicNames)
               ? QCoreApplication::translate("RuleTopic", TopicNames[index])
               : QString();
}

QList<RuleId> rulesOfTopic(RuleTopic topic)
{
    QList<RuleId> rules;
    for (int number = 1; number <= RuleCount; ++number) {
        if (ruleTopic(RuleId(number)) == topic)
            rules.append(RuleId(number));
    }
    return rules;
}

QList<RuleSet> ruleSetsOf(RuleId id)
{
    const int number = int(id);
    if (number >= int(R182))
        return {RuleSet::Classic};
    if (number >= int(R164))
        return {RuleSet::Plan28};
    if (number >= int(R161))
        return {RuleSet::InwoTwoPlayer};
    return {RuleSet::Inwo, RuleSet::InwoTwoPlayer, RuleSet::Plan28};
}

QString ruleSummary(RuleId id)
{
    return translated("RuleSummary", textSource(id).summary);
}

QString ruleDifferences(RuleId id)
{
    return translated("RuleDifferences", textSource(id).differences);
}

QList<RuleReading> ruleReadings(RuleId id)
{
    QList<RuleReading> readings;
    for (const RuleReadingSource &reading : textSource(id).readings)
        readings.append({translated("RuleReading", reading.text), reading.taken});
    return readings;
}

QString ruleSummaryEnglish(RuleId id)
{
    const char *text = textSource(id).summary;
    return text ? QString::fromUtf8(text) : QString();
}

QString ruleDifferencesEnglish(RuleId id)
{
    const char *text = textSource(id).differences;
    return text ? QString::fromUtf8(text) : QString();
}

QList<RuleId> findRules(QStringView query, const QTranslator *other)
{
    const QString trimmed = query.trimmed().toString();
    if (trimmed.isEmpty())
        return {};
    QList<RuleId> found;
    // A rule identity, or a bare number.
    if (const std::optional<RuleId> code = ruleFromCode(trimmed))
        return {*code};
    bool isNumber = false;
    const int number = trimmed.toInt(&isNumber);
    if (isNumber && number >= 1 && number <= RuleCount)
        found.append(RuleId(number));
    // A seed, with or without a line.
    if (const std::optional<NamedSeed> named = seedNamedIn(trimmed)) {
        for (const RuleIdentity &identity : allRules()) {
            const bool cites = std::any_of(
                identity.passages.begin(), identity.passages.end(), [&](const SeedLines &lines) {
                    return lines.seed == named->seed &&
                           (named->line == 0 ||
                            (lines.first <= named->line && named->line <= lines.last));
                });
            if (cites && !found.contains(identity.id))
                found.append(identity.id);
        }
        // A seed and a line no rule cites is no match: not a search for the words "VFAQ 3".
        return found;
    }
    // A seed section by its heading ("Cancelling the Attack"): the rules whose passages are there.
    const QString heading = folded(trimmed).simplified();
    for (const RuleIdentity &identity : allRules()) {
        for (const SeedLines &lines : identity.passages) {
            if (lines.section &&
                (heading == folded(QString::fromUtf8(lines.section)) ||
                 heading == folded(seedSection(lines))) &&
                !found.contains(identity.id))
                found.append(identity.id);
        }
    }
    // Then the words, so "alignment" finds every rule about alignments, the boxed game's section
    // of that name first.
    const QStringList wanted = words(trimmed);
    if (wanted.isEmpty())
        return found;
    const auto &hays = haystacks(other);
    QList<RuleId> inBody;
    for (int rule = 1; rule <= RuleCount; ++rule) {
        const Haystack &hay = hays[std::size_t(rule - 1)];
        bool inTitle = true;
        bool anywhere = true;
        for (const QString &word : wanted) {
            const bool title = containsWord(hay.title, word);
            inTitle = inTitle && title;
            anywhere = anywhere && (title || containsWord(hay.body, word));
        }
        if (found.contains(RuleId(rule)) || !anywhere)
            continue;
        (inTitle ? found : inBody).append(RuleId(rule));
    }
    return found + inBody;
}

} // namespace inwo
