#pragma once

// The test fixtures under tests/fixtures (written for the tests).
#include <QByteArray>
#include <QFile>
#include <QString>

namespace inwo::test {

// The path of a deck fixture, tests/fixtures/decks/NAME.
inline QString deckFixturePath(const QString &name)
{
    return QStringLiteral(INWO_FIXTURES_DIR "/decks/") + name;
}

// The bytes of a deck fixture; a missing one stops the test.
inline QByteArray deckFixture(const QString &name)
{
    QFile file(deckFixturePath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

} // namespace inwo::test
