#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>

class QTextDocument;

namespace inwo {

// A heading of a help page, as the Markdown renderer lays the page out.
struct HelpHeading
{
    int block = 0; // the heading's block number in the rendered page
    int level = 0; // 1 for "#", 2 for "##", ...
    QString text;  // as shown ("The command line: inwo")
    QString slug;  // the anchor GitHub makes of it, which links name: "the-command-line-inwo"
};

// A page a help search found.
struct HelpSearchHit
{
    QString page;         // "decks.md"
    QString title;        // its first heading
    int block = 0;        // the block holding the line shown, in the rendered page
    QString line;         // that line (cut around the match when it is long)
    int headingWords = 0; // how many of the words a heading of the page holds
    int linesWithAll = 0; // lines (paragraphs, items, cells) holding every word
    int matches = 0;      // how often the words occur in the page
};

// The help pages compiled in: English under :/help, each translation under :/help/<language>/
// with the same file names and the same headings in the same order. A page missing from a
// translation is shown in English. Links name a heading by its GitHub slug ("decks.md#plan-28");
// in a translated page the English slug names the heading at the same place.
namespace HelpPages {

// The resource of `page` ("decks.md") for a reader of `language` ("de"): the translated page when
// there is one, else the English one; empty when the page does not exist.
QString pagePath(const QString &page, const QString &language);
// Every page a reader of `language` can open, by file name, sorted.
QStringList pageNames();
// The Markdown text of a resource.
QString markdown(const QString &path);
// A page rendered as the help browser renders it.
std::unique_ptr<QTextDocument> render(const QString &path);

// GitHub's anchor for a heading: lower case, punctuation dropped except '-' and '_', spaces as
// '-' ("Saving, opening & exporting" -> "saving-opening--exporting").
QString headingSlug(QStringView text);
// The headings of a rendered page, in order; a slug that repeats gets "-1", "-2", ... as on
// GitHub.
QList<HelpHeading> headings(const QTextDocument &document);
// The block of the heading `slug` names in `document`, which shows `page` to a reader of
// `language`: the heading with that slug, else (a translated page, a link with the English
// slug) the heading at the place the English page has that slug. -1 when there is none.
int headingBlock(const QTextDocument &document, const QString &page, const QString &slug,
                 const QString &language);

// Text as searches compare it: case folded, accents dropped ("Größe" -> "grosse"). `positions`,
// when given, receives for each character of the result the index in `text` it came from.
QString foldForSearch(QStringView text, QList<int> *positions = nullptr);
// The words of a search, folded; each must occur in a page.
QStringList searchWords(QStringView query);
// Every page of `language` holding every word of `query` (case and accents ignored, a word may
// be part of a longer one), pages with a word in a heading first, then those with the most
// lines holding every word, then those where the words occur most often. Each hit names the line
// that holds most of the words.
QList<HelpSearchHit> search(QStringView query, const QString &language);

} // namespace HelpPages

} // namespace inwo
