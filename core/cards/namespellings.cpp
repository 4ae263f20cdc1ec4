#include "cards/namespellings.h"

#include "common/textnormalizer.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo::NameSpellings {

namespace {

// A word of two to seven letters may be initials written without dots ("cia", "witch").
bool mayBeInitials(const QString &word)
{
    return word.size() >= 2 && word.size() <= 7 &&
           std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetter(); });
}

// "mi5" -> {"mi", "5"}: a word that mixes letters and digits, split where they change.
QStringList splitLettersAndDigits(const QString &word)
{
    QStringList parts;
    QString current;
    for (const QChar c : word) {
        if (!current.isEmpty() && current.back().isDigit() != c.isDigit()) {
            parts.append(current);
            current.clear();
        }
        current.append(c);
    }
    if (!current.isEmpty())
        parts.append(current);
    return parts;
}

// The ways one word may be written, each a run of words, the word itself first.
QList<QStringList> wordSpellings(const QString &word)
{
    QList<QStringList> spellings{{word}};
    auto add = [&](const QStringList &spelling) {
        if (!spelling.isEmpty() && !spellings.contains(spelling))
            spellings.append(spelling);
    };
    if (const QString full = expanded(word); full != word)
        add({full});
    for (const QString &shortForm : abbreviationsOf(word))
        add({shortForm});
    if (mayBeInitials(word)) {
        QStringList letters;
        for (const QChar c : word)
            letters.append(QString(c));
        add(letters);
    }
    const QStringList parts = splitLettersAndDigits(word);
    if (parts.size() > 1)
        add(parts);
    return spellings;
}

// `words` with every run of two or more single characters joined ("n s a" -> "nsa").
QStringList joinedSingleCharacters(const QStringList &words)
{
    QStringList joined;
    QString run;
    qsizetype runLength = 0;
    auto flush = [&]() {
        if (runLength > 0)
            joined.append(run);
        run.clear();
        runLength = 0;
    };
    for (const QString &word : words) {
        if (word.size() == 1) {
            run.append(word);
            ++runLength;
            continue;
        }
        flush();
        joined.append(word);
    }
    flush();
    return joined;
}

} // namespace

QString expanded(const QString &word)
{
    return TextNormalizer::canonicalWord(word);
}

QStringList abbreviationsOf(const QString &word)
{
    static const QHash<QString, QStringList> byWord = [] {
        QHash<QString, QStringList> map;
        const QHash<QString, QString> &table = TextNormalizer::canonicalWordTable();
        for (auto it = table.cbegin(); it != table.cend(); ++it)
            map[it.value()].append(it.key());
        for (QStringList &shortForms : map)
            shortForms.sort();
        return map;
    }();
    return byWord.value(word);
}

QList<QStringList> of(const QStringList &words, qsizetype maxSpellings)
{
    QList<QStringList> spellings{QStringList()};
    for (const QString &word : words) {
        QList<QStringList> next;
        for (const QStringList &prefix : std::as_const(spellings)) {
            for (const QStringList &spelling : wordSpellings(word)) {
                if (next.size() >= maxSpellings)
                    break;
                next.append(prefix + spelling);
            }
        }
        spellings = std::move(next);
    }
    if (const QStringList joined = joinedSingleCharacters(words);
        joined != words && !spellings.contains(joined)) {
        if (spellings.size() >= maxSpellings)
            spellings.removeLast();
        spellings.append(joined);
    }
    return spellings;
}

QStringList nearestNames(const QStringList &words, const QStringList &names, int max)
{
    const QString together = words.join(QString());
    if (together.size() < 3 || max <= 0) // two letters are a prefix of too much to suggest from
        return {};
    // About one letter in three may be wrong; further than that is a guess, not a suggestion.
    const int allowed = std::max<int>(1, int(together.size()) / 3);
    struct Near
    {
        int distance;
        QString name;
    };
    QList<Near> near;
    for (const QString &name : names) {
        const QStringList nameWords = TextNormalizer::words(name);
        int best = TextNormalizer::levenshtein(together, nameWords.join(QString()));
        for (qsizetype start = 0; start + words.size() <= nameWords.size(); ++start) {
            int distance = 0;
            for (qsizetype i = 0; i < words.size() && distance <= best; ++i) {
                const QString &word = words.at(i);
                const QString &nameWord = nameWords.at(start + i);
                int wordDistance = TextNormalizer::levenshtein(word, nameWord);
                // The last word may be cut short as it is being typed ("dracl").
                if (i == words.size() - 1)
                    wordDistance =
                        std::min(wordDistance,
                                 TextNormalizer::levenshtein(word, nameWord.left(word.size())));
                distance += wordDistance;
            }
            best = std::min(best, distance);
        }
        int allowedHere = allowed;
        // A name of fewer words inside a longer line ("illuminati gnomes of zorch"): the line's
        // extra words are passed over, and the name's own length says how far it may be off.
        if (nameWords.size() >= 2 && nameWords.size() < words.size()) {
            const int inside = std::max<int>(1, int(nameWords.join(QString()).size()) / 3);
            for (qsizetype start = 0; start + nameWords.size() <= words.size(); ++start) {
                int distance = 0;
                for (qsizetype i = 0; i < nameWords.size(); ++i)
                    distance += TextNormalizer::levenshtein(words.at(start + i), nameWords.at(i));
                if (distance <= inside && distance < best) {
                    best = distance;
                    allowedHere = inside;
                }
            }
        }
        if (best <= allowedHere)
            near.append({best, name});
    }
    std::stable_sort(near.begin(), near.end(), [](const Near &a, const Near &b) {
        return a.distance != b.distance ? a.distance < b.distance
                                        : a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    QStringList nearest;
    for (const Near &candidate : std::as_const(near)) {
        // Names clearly further than the nearest one are noise beside it.
        if (nearest.size() >= max || candidate.distance > near.front().distance + 1)
            break;
        if (!nearest.contains(candidate.name))
            nearest.append(candidate.name);
    }
    return nearest;
}

} // namespace inwo::NameSpellings
