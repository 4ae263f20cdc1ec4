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
// The same as canonicalWord(), without a copy: the canonical spelling, or `word` itself.
QStringView canonicalWordView(QStringView word);
// Every word canonicalWord() changes, with what it becomes ("cos" -> "companies").
const QHash<QString, QString> &canonicalWordTable();

// "Savings & Loan Scam" -> "savings-and-loan-scam".
QString slug(QStringView text);

// Edit distance, for "did you mean" suggestions.
int levenshtein(QStringView a, QStringView b);

} // namespace TextNormalizer

} // namespace inwo
