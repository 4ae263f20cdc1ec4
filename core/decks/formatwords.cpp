#include "decks/formatwords.h"

#include "rules/ruleidentity.h"

#include <QCoreApplication>

#include <iterator>

namespace inwo {

namespace {

constexpr const char *Context = "inwo::FormatWords";

// resources/formats/*.json, in the files' order. Keep each sentence exactly as the file writes
// it: the file's text is the key of its translation.
constexpr const char *BundledWords[] = {
    // casual.json
    QT_TRANSLATE_NOOP("inwo::FormatWords", "Casual"),
    QT_TRANSLATE_NOOP("inwo::FormatWords",
                      "Each player has only one Illuminati group, at the center of his Power "
                      "Structure"),
    // plan28.json
    QT_TRANSLATE_NOOP("inwo::FormatWords", "Plan 28"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "Each Illuminati deck consists of 30 cards"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "One Illuminati"),
    QT_TRANSLATE_NOOP("inwo::FormatWords",
                      "Nine Groups (Resources are drawn from the Group deck, so they count here)"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "20 Plot cards"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "no more than two copies of any plot card"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "Restricted (only one copy per deck)"),
    QT_TRANSLATE_NOOP("inwo::FormatWords",
                      "Ultra Restricted (one one card from this list permitted per deck)"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "Banned cards: Good Polls, Power Grab"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "Most Zaps - because they discourage attacks"),
    QT_TRANSLATE_NOOP("inwo::FormatWords",
                      "Fan-made cards are not INWO cards; a format takes them only when it says "
                      "so"),
    QT_TRANSLATE_NOOP("inwo::FormatWords", "INWO Assistant card sets (resources/cards/README.md)"),
    QT_TRANSLATE_NOOP("inwo::FormatWords",
                      "Plan 28 bans all the cards that are banned by the various variants"),
};

} // namespace

QString FormatWords::translated(QStringView text)
{
    // A sentence no translation has (a user's format) comes back as it is.
    if (text.isEmpty())
        return text.toString();
    return QCoreApplication::translate(Context, text.toUtf8().constData());
}

QString FormatWords::words(const RuleText &rule)
{
    return translated(rule.words);
}

QString FormatWords::citation(const RuleText &rule)
{
    return rule.source.isEmpty() ? QString() : seedCitation(translated(rule.source));
}

QString FormatWords::rendered(const RuleText &rule)
{
    if (rule.source.isEmpty())
        return words(rule);
    //: %1 is a rule in the format's words, %2 where the seed says it ("Plan 28, line 177")
    return QCoreApplication::translate("inwo::FormatWords", "%1 (%2)")
        .arg(words(rule), citation(rule));
}

QList<QString> FormatWords::listed()
{
    QList<QString> sentences;
    sentences.reserve(qsizetype(std::size(BundledWords)));
    for (const char *listed : BundledWords)
        sentences.append(QString::fromUtf8(listed));
    return sentences;
}

} // namespace inwo
