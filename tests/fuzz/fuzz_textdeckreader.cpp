// libFuzzer target: bytes into the plain-text deck reader (forum posts, write-ups, the program's
// own lists). Any input must give a deck and a report with one line per input line, never a
// crash, hang or sanitizer report; the deck must count the copies its report lists and read back
// the same cards after the text writer has written it.
#include "cards/cardnameresolver.h"
#include "decks/textdeckformat.h"
#include "fuzzdeckcommon.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

using inwo::fuzz::sorted;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const inwo::DeckImportResult result =
        inwo::TextDeckFormat::read(bytes, QStringLiteral("fuzz.txt"), resolver);
    if (!result.ok())
        std::abort(); // text always reads
    for (qsizetype i = 0; i < result.report.lines.size(); ++i) {
        const inwo::DeckImportLine &line = result.report.lines.at(i);
        if (line.lineNumber != int(i + 1) || (line.isCard() && line.cardId.isEmpty()))
            std::abort();
    }
    inwo::fuzz::checkCopiesCounted(result);
    const QString written = inwo::TextDeckFormat::write(result.deck, inwo::fuzz::bundledCards());
    const inwo::DeckImportResult again =
        inwo::TextDeckFormat::read(written, QStringLiteral("again.txt"), resolver);
    if (sorted(again.deck.entries) != sorted(result.deck.entries) ||
        again.deck.notes != result.deck.notes)
        std::abort();
    return 0;
}
