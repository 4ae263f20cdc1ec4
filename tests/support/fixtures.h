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

// The bytes of a position fixture, tests/fixtures/positions/NAME; a missing one stops the test.
inline QByteArray positionFixture(const QString &name)
{
    QFile file(QStringLiteral(INWO_FIXTURES_DIR "/positions/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

} // namespace inwo::test
