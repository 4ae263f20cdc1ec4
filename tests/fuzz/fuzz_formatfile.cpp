// libFuzzer target: bytes into the deck format reader (a user's format file, JSON, as
// resources/formats/plan28.json), names resolved against the bundled cards, then a deck checked
// against the format read. Any input must give a format or an error naming the file, a line inside
// it and a message, never a crash, hang or sanitizer report; a format read names only cards that
// exist, and its verdict on a deck agrees with its violations.
#include "cards/cardnameresolver.h"
#include "decks/deckformat.h"
#include "decks/decklegality.h"
#include "fuzzdeckcommon.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

// A deck of every fourth bundled card, one copy each, in the zone the deck editor would put it:
// enough Illuminati, Groups, Plots and listed cards for every kind of rule to count something.
const inwo::Deck &sampleDeck()
{
    static const inwo::Deck deck = [] {
        const inwo::InMemoryCardRepository &cards = inwo::fuzz::bundledCards();
        inwo::Deck built;
        for (qsizetype i = 0; i < cards.cards().size(); i += 4) {
            const inwo::Card &card = cards.cards().at(i);
            built.add(card.id, 1 + int(i % 3), inwo::automaticZone(built, card, cards));
        }
        return built;
    }();
    return deck;
}

bool namesKnownCards(const QList<QString> &ids)
{
    for (const QString &id : ids) {
        if (!inwo::fuzz::bundledCards().cardById(id))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString file = QStringLiteral("fuzz.json");
    inwo::FormatError error;
    const std::optional<inwo::DeckFormat> format =
        inwo::DeckFormat::parse(bytes, file, resolver, &error);
    if (!format) {
        const int lines = int(bytes.count('\n')) + 1;
        if (error.file != file || error.line < 0 || error.line > lines || error.message.isEmpty() ||
            !error.toString().startsWith(file))
            std::abort();
        return 0;
    }
    if (format->id.isEmpty() || format->name.isEmpty())
        std::abort();
    for (const auto &list : {format->restricted, format->ultraRestricted, format->banned}) {
        if (list &&
            (list->cardIds.size() != list->writtenNames.size() || !namesKnownCards(list->cardIds)))
            std::abort();
    }
    for (const inwo::KeywordBan &ban : format->keywordBans) {
        if (!namesKnownCards(ban.exceptCardIds))
            std::abort();
    }
    const inwo::DeckVerdict verdict =
        inwo::checkDeck(sampleDeck(), *format, inwo::fuzz::bundledCards());
    if ((verdict.status == inwo::VerdictStatus::Illegal) == verdict.violations.isEmpty())
        std::abort();
    return 0;
}
