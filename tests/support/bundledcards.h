#pragma once

// The cards the program bundles, read from the source tree for tests that link only inwo_core
// (the bundled copy is compiled into inwo_carddb). A card that does not read stops the test.
#include "cards/card.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace inwo::test {

inline QList<Card> bundledCards()
{
    QFile file(QStringLiteral(INWO_SOURCE_DIR "/resources/cards/cards.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the bundled cards.json");
    const QJsonArray array =
        QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("cards")).toArray();
    QList<Card> cards;
    for (const QJsonValue &value : array) {
        QString error;
        const std::optional<Card> card = Card::fromJson(value.toObject(), &error);
        if (!card)
            qFatal("bad card in cards.json: %s", qPrintable(error));
        cards.append(*card);
    }
    return cards;
}

} // namespace inwo::test
