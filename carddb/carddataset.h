#pragma once

#include "cards/card.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace inwo {

// The project's card dataset file (resources/cards/cards.json): facts only, in the project's own
// schema, written so that regenerating it from the same source gives the same bytes.
namespace CardDataset {

constexpr int kFormatVersion = 1;

QByteArray serialize(const QList<Card> &cards);
// Reads a dataset file; false with `error` (naming the card index) on a bad file.
bool parse(const QByteArray &bytes, QList<Card> *cards, QString *error);
// The version recorded in the database: SHA-1 of the file's bytes.
QString versionOf(const QByteArray &bytes);

} // namespace CardDataset

} // namespace inwo
