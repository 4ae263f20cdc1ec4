#include "common/textnormalizer.h"

#include <QHash>

#include <algorithm>
#include <array>
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
    // Decompose so accents become separate marks we can drop ("Éris" -> "eris"). ASCII text has
    // nothing to decompose, and most text is ASCII: it is read as it is.
    const bool ascii =
        std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x80; });
    const QString decomposed =
        ascii ? QString() : text.toString().normalized(QString::NormalizationForm_KD);
    const QStringView characters = ascii ? text : QStringView(decomposed);
    // Written through a pointer into room enough for the worst case (every character an '&',
    // each " and"), then cut to length: appending a character at a time costs more than the rest.
    QString out(characters.size() * 4 + 1, Qt::Uninitialized);
    QChar *const begin = out.data();
    QChar *end = begin;
    bool pendingSpace = false;
    auto appendLetter = [&](QChar letter) {
        if (pendingSpace && end != begin)
            *end++ = u' ';
        pendingSpace = false;
        *end++ = letter;
    };
    for (const QChar c : characters) {
        const char16_t code = c.unicode();
        if (code < 0x80) {
            // The same rules as below, for the characters most text is made of.
            if ((code >= u'a' && code <= u'z') || (code >= u'0' && code <= u'9'))
                appendLetter(c);
            else if (code >= u'A' && code <= u'Z')
                appendLetter(QChar(char16_t(code - u'A' + u'a')));
            else if (code == u'&') {
                pendingSpace = true;
                appendLetter(u'a');
                *end++ = u'n';
                *end++ = u'd';
                pendingSpace = true;
            } else if (!isApostrophe(c))
                pendingSpace = true;
            continue;
        }
        const auto category = c.category();
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
            category == QChar::Mark_Enclosing || isApostrophe(c))
            continue;
        if (c.isLetterOrNumber()) {
            appendLetter(c.toLower());
            continue;
        }
        pendingSpace = true; // punctuation and spaces separate words
    }
    out.truncate(end - begin);
    return out;
}

QStringList words(QStringView text)
{
    return normalize(text).split(u' ', Qt::SkipEmptyParts);
}

const QHash<QString, QString> &canonicalWordTable()
{
    static const QHash<QString, QString> canonical{
        // Numbers, as words and as Roman numerals.
        {u"zero"_s, u"0"_s},
        {u"one"_s, u"1"_s},
        {u"two"_s, u"2"_s},
        {u"three"_s, u"3"_s},
        {u"four"_s, u"4"_s},
        {u"five"_s, u"5"_s},
        {u"six"_s, u"6"_s},
        {u"seven"_s, u"7"_s},
        {u"eight"_s, u"8"_s},
        {u"nine"_s, u"9"_s},
        {u"ten"_s, u"10"_s},
        {u"eleven"_s, u"11"_s},
        {u"twelve"_s, u"12"_s},
        {u"thirteen"_s, u"13"_s},
        {u"fourteen"_s, u"14"_s},
        {u"fifteen"_s, u"15"_s},
        {u"sixteen"_s, u"16"_s},
        {u"seventeen"_s, u"17"_s},
        {u"eighteen"_s, u"18"_s},
        {u"nineteen"_s, u"19"_s},
        {u"twenty"_s, u"20"_s},
        {u"thirty"_s, u"30"_s},
        {u"forty"_s, u"40"_s},
        {u"fifty"_s, u"50"_s},
        {u"ii"_s, u"2"_s},
        {u"iii"_s, u"3"_s},
        // Titles.
        {u"rev"_s, u"reverend"_s},
        {u"st"_s, u"saint"_s},
        {u"dr"_s, u"doctor"_s},
        {u"drs"_s, u"doctors"_s},
        {u"jr"_s, u"junior"_s},
        {u"sr"_s, u"senior"_s},
        // Places.
        {u"mt"_s, u"mount"_s},
        {u"ave"_s, u"avenue"_s},
        {u"vs"_s, u"versus"_s},
        // Businesses and bodies, with their plurals; "int'l" and "gov't" lose the apostrophe.
        {u"co"_s, u"company"_s},
        {u"cos"_s, u"companies"_s},
        {u"corp"_s, u"corporation"_s},
        {u"inc"_s, u"incorporated"_s},
        {u"ltd"_s, u"limited"_s},
        {u"bros"_s, u"brothers"_s},
        {u"mfg"_s, u"manufacturing"_s},
        {u"acct"_s, u"account"_s},
        {u"accts"_s, u"accounts"_s},
        {u"assn"_s, u"association"_s},
        {u"assoc"_s, u"association"_s},
        {u"dept"_s, u"department"_s},
        {u"depts"_s, u"departments"_s},
        {u"govt"_s, u"government"_s},
        {u"admin"_s, u"administration"_s},
        {u"org"_s, u"organization"_s},
        {u"orgs"_s, u"organizations"_s},
        {u"soc"_s, u"society"_s},
        {u"univ"_s, u"university"_s},
        {u"tech"_s, u"technology"_s},
        {u"intl"_s, u"international"_s},
        {u"natl"_s, u"national"_s},
    };
    return canonical;
}

QString canonicalWord(const QString &word)
{
    const QStringView canonical = canonicalWordView(word);
    return canonical.data() == word.constData() ? word : canonical.toString();
}

QStringView canonicalWordView(QStringView word)
{
    // The table in a small open-addressed array, found by a hash of the word's characters: no
    // string is built for a word looked up (a name's key is worked out for every reading of every
    // line of a deck list, and most words are in no table).
    constexpr std::size_t tableSlots = 256; // a power of two, far more than the table has words
    auto hashOf = [](QStringView text) {
        quint32 hash = 2166136261u;
        for (const QChar c : text)
            hash = (hash ^ c.unicode()) * 16777619u;
        return std::size_t(hash) & (tableSlots - 1);
    };
    struct Table
    {
        std::vector<std::pair<QString, QString>> entries;
        std::array<qint16, tableSlots> slotOf{};
        qsizetype longest = 0;
    };
    static const Table table = [&] {
        Table made;
        made.slotOf.fill(-1);
        const QHash<QString, QString> &canonical = canonicalWordTable();
        for (auto it = canonical.cbegin(); it != canonical.cend(); ++it) {
            std::size_t at = hashOf(it.key());
            while (made.slotOf[at] >= 0)
                at = (at + 1) & (tableSlots - 1);
            made.slotOf[at] = qint16(made.entries.size());
            made.entries.emplace_back(it.key(), it.value());
            made.longest = std::max(made.longest, it.key().size());
        }
        return made;
    }();
    if (word.size() > table.longest)
        return word;
    for (std::size_t at = hashOf(word); table.slotOf[at] >= 0; at = (at + 1) & (tableSlots - 1)) {
        const auto &entry = table.entries[std::size_t(table.slotOf[at])];
        if (entry.first == word)
            return entry.second;
    }
    return word;
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

} // namespace inwo::TextNormalizer
