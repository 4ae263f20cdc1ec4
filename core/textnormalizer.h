#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace inwo {

// How names are compared everywhere (search, name resolution, ids): case, accents and
// punctuation do not matter, '&' is "and", apostrophes vanish ("Don't" is "dont").
namespace TextNormalizer {

// "Savings & Loan Scam" -> "savings and loan scam"; "Comet Hail-Bob" -> "comet hail bob".
QString normalize(QStringView text);

// The normalized words of `text`.
QStringList words(QStringView text);

// A normalized word the way names compare it: a number word as digits ("three" and "iii" are
// "3") and a common abbreviation written out ("cos" is "companies", "acct" "account", "corp"
// "corporation"); any other word as it is. The one table for every name comparison: the name
// resolver (import, format files, `cards show`, the adjudicator) and search.
QString canonicalWord(const QString &word);
// Every word canonicalWord() changes, with what it becomes ("cos" -> "companies").
const QHash<QString, QString> &canonicalWordTable();

// The normalized words of `text`, each canonical: "Multinational Oil Cos." -> {"multinational",
// "oil", "companies"}; "World War Three" -> {"world", "war", "3"}.
QStringList canonicalWords(QStringView text);

// "Savings & Loan Scam" -> "savings-and-loan-scam".
QString slug(QStringView text);

// Edit distance, for "did you mean" suggestions.
int levenshtein(QStringView a, QStringView b);

// The candidate closest to `word` (case-insensitive), or empty when none is reasonably close.
QString nearest(QStringView word, const QStringList &candidates);

} // namespace TextNormalizer

} // namespace inwo
