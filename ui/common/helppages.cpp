#include "helppages.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo::HelpPages {

namespace {

const QString englishRoot = u":/help/"_s;
const QString englishLanguage = u"en"_s;
// A long line is shown cut to about this many characters around its first match.
constexpr int longestLine = 150;
constexpr int contextBeforeMatch = 40;

bool isEnglish(const QString &language)
{
    return language.isEmpty() || language == englishLanguage;
}

// What a search reads of one page: each block's text, as shown and folded.
struct PageText
{
    QString page;
    QString title;
    QStringList blocks;
    QStringList folded;
    QList<bool> heading; // per block
};

PageText readPage(const QString &page, const QString &language)
{
    PageText text;
    text.page = page;
    const std::unique_ptr<QTextDocument> document = render(pagePath(page, language));
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const bool isHeading = block.blockFormat().headingLevel() > 0;
        if (isHeading && text.title.isEmpty())
            text.title = block.text().trimmed();
        text.blocks.append(block.text());
        text.folded.append(foldForSearch(block.text()));
        text.heading.append(isHeading);
    }
    if (text.title.isEmpty())
        text.title = page;
    return text;
}

// Every page of a language, read once: the resources do not change while the program runs.
const QList<PageText> &pagesOf(const QString &language)
{
    static QHash<QString, QList<PageText>> cache;
    const QString key = isEnglish(language) ? englishLanguage : language;
    auto found = cache.find(key);
    if (found == cache.end()) {
        QList<PageText> pages;
        for (const QString &page : pageNames())
            pages.append(readPage(page, key));
        found = cache.insert(key, pages);
    }
    return *found;
}

// The slugs of the English page's headings, in order.
QStringList englishSlugs(const QString &page)
{
    static QHash<QString, QStringList> cache;
    auto found = cache.find(page);
    if (found == cache.end()) {
        QStringList slugs;
        if (const QString path = pagePath(page, englishLanguage); !path.isEmpty()) {
            const std::unique_ptr<QTextDocument> document = render(path);
            for (const HelpHeading &heading : headings(*document))
                slugs.append(heading.slug);
        }
        found = cache.insert(page, slugs);
    }
    return *found;
}

int countOccurrences(const QString &text, const QString &word)
{
    int count = 0;
    for (qsizetype at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.size()))
        ++count;
    return count;
}

// The line shown for a hit: the whole block, or about `longestLine` characters from a little
// before the first match, cut at spaces.
QString shownLine(const QString &text, const QStringList &words)
{
    const QString line = text.simplified();
    if (line.size() <= longestLine)
        return line;
    QList<int> positions;
    const QString folded = foldForSearch(line, &positions);
    qsizetype first = folded.size();
    for (const QString &word : words) {
        const qsizetype at = folded.indexOf(word);
        if (at >= 0)
            first = std::min(first, at);
    }
    int start = first < folded.size() ? std::max(0, positions.at(first) - contextBeforeMatch) : 0;
    if (start > 0) {
        const qsizetype space = line.indexOf(u' ', start);
        start =
            space >= 0 && space < positions.value(first, int(line.size())) ? int(space) + 1 : start;
    }
    int end = std::min(int(line.size()), start + longestLine);
    if (end < line.size()) {
        const qsizetype space = line.lastIndexOf(u' ', end);
        if (space > start)
            end = int(space);
    }
    QString shown = line.mid(start, end - start);
    if (start > 0)
        shown.prepend(u"\u2026 "_s);
    if (end < line.size())
        shown.append(u" \u2026"_s);
    return shown;
}

} // namespace

QString pagePath(const QString &page, const QString &language)
{
    if (page.isEmpty() || page.contains(u'/'))
        return {};
    if (!isEnglish(language)) {
        const QString translated = englishRoot + language + u'/' + page;
        if (QFile::exists(translated))
            return translated;
    }
    const QString english = englishRoot + page;
    return QFile::exists(english) ? english : QString();
}

QStringList pageNames()
{
    QStringList names = QDir(englishRoot).entryList({u"*.md"_s}, QDir::Files, QDir::Name);
    return names;
}

QString markdown(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

std::unique_ptr<QTextDocument> render(const QString &path)
{
    auto document = std::make_unique<QTextDocument>();
    document->setMarkdown(markdown(path));
    return document;
}

QString headingSlug(QStringView text)
{
    QString slug;
    slug.reserve(text.size());
    for (const QChar character : text.toString().toLower()) {
        if (character == u' ')
            slug.append(u'-');
        else if (character.isLetterOrNumber() || character.isMark() || character == u'-' ||
                 character.category() == QChar::Punctuation_Connector)
            slug.append(character);
    }
    return slug;
}

QList<HelpHeading> headings(const QTextDocument &document)
{
    QList<HelpHeading> result;
    QHash<QString, int> seen;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level <= 0)
            continue;
        HelpHeading heading;
        heading.block = block.blockNumber();
        heading.level = level;
        heading.text = block.text().trimmed();
        const QString slug = headingSlug(heading.text);
        const int repeats = seen.value(slug, 0);
        seen.insert(slug, repeats + 1);
        heading.slug = repeats == 0 ? slug : slug + u'-' + QString::number(repeats);
        result.append(heading);
    }
    return result;
}

int headingBlock(const QTextDocument &document, const QString &page, const QString &slug,
                 const QString &language)
{
    if (slug.isEmpty())
        return -1;
    const QList<HelpHeading> shown = headings(document);
    for (const HelpHeading &heading : shown) {
        if (heading.slug == slug)
            return heading.block;
    }
    // A translated page: the heading at the place the English page has this one.
    if (!isEnglish(language)) {
        const qsizetype place = englishSlugs(page).indexOf(slug);
        if (place >= 0 && place < shown.size())
            return shown.at(place).block;
    }
    return -1;
}

QString foldForSearch(QStringView text, QList<int> *positions)
{
    QString folded;
    folded.reserve(text.size());
    if (positions) {
        positions->clear();
        positions->reserve(text.size());
    }
    const auto append = [&](QChar character, int from) {
        folded.append(character);
        if (positions)
            positions->append(from);
    };
    for (int index = 0; index < text.size(); ++index) {
        const QChar character = text.at(index);
        if (character.unicode() < 0x80) {
            append(character.toLower(), index);
        } else if (character == u'\u00df' || character == u'\u1e9e') { // ß, ẞ
            append(u's', index);
            append(u's', index);
        } else {
            const QString decomposed = QString(character).normalized(QString::NormalizationForm_KD);
            for (const QChar part : decomposed) {
                if (!part.isMark())
                    append(part.toCaseFolded(), index);
            }
        }
    }
    return folded;
}

QStringList searchWords(QStringView query)
{
    QStringList words;
    const QString folded = foldForSearch(query);
    for (QStringView word : QStringView(folded).split(u' ', Qt::SkipEmptyParts)) {
        // Quotes around a word are not part of what is looked for.
        while (!word.isEmpty() &&
               QStringView(u"\"'\u201e\u201c\u201d\u00bb\u00ab").contains(word.front()))
            word = word.mid(1);
        while (!word.isEmpty() &&
               QStringView(u"\"'\u201e\u201c\u201d\u00bb\u00ab").contains(word.back()))
            word.chop(1);
        const QString text = word.trimmed().toString();
        if (!text.isEmpty() && !words.contains(text))
            words.append(text);
    }
    return words;
}

QList<HelpSearchHit> search(QStringView query, const QString &language)
{
    const QStringList words = searchWords(query);
    if (words.isEmpty())
        return {};
    QList<HelpSearchHit> hits;
    for (const PageText &page : pagesOf(language)) {
        HelpSearchHit hit;
        hit.page = page.page;
        hit.title = page.title;
        int bestBlock = -1;
        int bestWords = 0;
        int linesWithAll = 0;
        QList<bool> found(words.size(), false);
        QList<bool> inHeading(words.size(), false);
        for (int block = 0; block < page.folded.size(); ++block) {
            const QString &text = page.folded.at(block);
            int wordsHere = 0;
            for (int word = 0; word < words.size(); ++word) {
                const int count = countOccurrences(text, words.at(word));
                if (count == 0)
                    continue;
                ++wordsHere;
                hit.matches += count;
                found[word] = true;
                if (page.heading.at(block))
                    inHeading[word] = true;
            }
            if (wordsHere == words.size())
                ++linesWithAll;
            // The line with most of the words; a heading before other lines with as many.
            const bool better =
                wordsHere > bestWords || (wordsHere > 0 && wordsHere == bestWords &&
                                          page.heading.at(block) && !page.heading.at(bestBlock));
            if (better) {
                bestBlock = block;
                bestWords = wordsHere;
            }
        }
        if (found.contains(false))
            continue;
        hit.headingWords = int(std::count(inHeading.cbegin(), inHeading.cend(), true));
        hit.linesWithAll = linesWithAll;
        hit.block = bestBlock;
        hit.line = shownLine(page.blocks.at(bestBlock), words);
        hits.append(hit);
    }
    std::stable_sort(hits.begin(), hits.end(), [](const HelpSearchHit &a, const HelpSearchHit &b) {
        if (a.headingWords != b.headingWords)
            return a.headingWords > b.headingWords;
        if (a.linesWithAll != b.linesWithAll)
            return a.linesWithAll > b.linesWithAll;
        return a.matches > b.matches;
    });
    return hits;
}

} // namespace inwo::HelpPages
