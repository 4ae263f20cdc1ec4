#pragma once

// The card abilities the program bundles, read from the source tree for tests that link only
// inwo_core (the bundled copy is compiled into inwo_carddb). A file that does not read stops the
// test.
#include "cards/cardabilities.h"

#include <QFile>

namespace inwo::test {

inline CardAbilities bundledAbilities()
{
    QFile file(QStringLiteral(INWO_SOURCE_DIR "/resources/cards/abilities.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read abilities.json");
    QString error;
    const auto abilities = CardAbilities::parse(file.readAll(), &error);
    if (!abilities)
        qFatal("abilities.json: %s", qPrintable(error));
    return *abilities;
}

} // namespace inwo::test
