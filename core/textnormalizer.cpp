#include "textnormalizer.h"

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::TextNormalizer {

namespace {

bool isApostrophe(QChar c)
{
    return c == u'\'' || c == u'\u2019' || c == u'\u2018' || c == u'`' || c == u'\u00b4';
}

} // namespace

QString normalize(QStringView text)
{
    // Decompose so accents become separate marks we can drop ("Éris" -> "eris").
    const QString decomposed = text.toString().normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size() + 8);
    bool pendingSpace = false;
    auto appendWord = [&](QStringView word) {
        if (pendingSpace && !out.isEmpty())
            out.append(u' ');
        pendingSpace = false;
        out.append(word);
    };
    for (const QChar c : decomposed) {
        const auto category = c.category();
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
            category == QChar::Mark_Enclosing || isApostrophe(c))
            continue;
        if (c == u'&') {
            pendingSpace = true;
            appendWord(u"and");
            pendingSpace = true;
            continue;
        }
        if (c.isLetterOrNumber()) {
            if (pendingSpace && !out.isEmpty())
                out.append(u' ');
            pendingSpace = false;
            out.append(c.toLower());
            continue;
        }
        pendingSpace = true; // punctuation and spaces separate words
    }
    return out;
}

QStringList words(QStringView text)
{
    return normalize(text).split(u' ', Qt::SkipEmptyParts);
}

QString slug(QStringView text)
{
    return words(text).join(u'-');
}

int levenshtein(QStringView a, QStringView b)
{
    const qsizetype n = b.size();
    std::vector<int> previous(size_t(n) + 1);
    std::vector<int> current(size_t(n) + 1);
    for (qsizetype j = 0; j <= n; ++j)
        previous[size_t(j)] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= n; ++j) {
            const int substitution =
                previous[size_t(j - 1)] + (a[i - 1].toLower() == b[j - 1].toLower() ? 0 : 1);
            current[size_t(j)] =
                std::min({previous[size_t(j)] + 1, current[size_t(j - 1)] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[size_t(n)];
}

QString nearest(QStringView word, const QStringList &candidates)
{
    QString best;
    int bestDistance = std::numeric_limits<int>::max();
    for (const QString &candidate : candidates) {
        int distance = levenshtein(word, candidate);
        // A typed prefix of a candidate ("pow") is as good as a near miss.
        if (candidate.startsWith(word, Qt::CaseInsensitive) && !word.isEmpty())
            distance = std::min(distance, 1);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    // Accept up to about a third of the word wrong; further than that is a guess.
    const int allowed = std::max<int>(2, int(word.size()) / 3 + 1);
    return bestDistance <= allowed ? best : QString();
}

} // namespace inwo::TextNormalizer
