#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace inwo {

// The ways players write the same words of a card's name: dotted or not ("C.I.A.", "CIA"),
// abbreviated or not ("Cos.", "Companies"). Name search and name resolution read the one table
// here, so a word means the same card in the browser, the editor, the CLI and deck import.
namespace NameSpellings {

// The written-out word for a common abbreviation ("cos" -> "companies", "acct" -> "account"),
// or `word` itself: TextNormalizer::canonicalWord, the table the name resolver reads too. Words
// are normalized (TextNormalizer::normalize) and lower case.
QString expanded(const QString &word);

// The abbreviations written for a word ("companies" -> {"cos"}); empty when there is none.
QStringList abbreviationsOf(const QString &word);

// Every spelling of a run of normalized words worth looking for, the words as given first:
// abbreviations and their written-out words swapped, a short word spelled as its letters
// ("cia" -> "c i a", as "C.I.A." normalizes) and single letters run together ("n s a" -> "nsa").
// At most `maxSpellings` are returned.
QList<QStringList> of(const QStringList &words, qsizetype maxSpellings = 16);

// The names among `names` nearest to normalized `words` that are still plausibly meant ("did you
// mean Count Dracula?" for "dracla"), nearest first, at most `max`: the words are compared with
// every run of as many words in a name, and with the whole name run together.
QStringList nearestNames(const QStringList &words, const QStringList &names, int max = 3);

} // namespace NameSpellings

} // namespace inwo
