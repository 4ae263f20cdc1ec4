// libFuzzer target: bytes into the LackeyCCG .dek reader. Any input must give a deck or an error
// naming the file and line, never a crash, hang or sanitizer report; a deck read must count the
// copies its report lists, and survive a write (well-formed XML) and a read back.
#include "cards/cardnameresolver.h"
#include "decks/lackeydeckformat.h"
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
    const QString source = QStringLiteral("fuzz.dek");
    const inwo::DeckImportResult result = inwo::LackeyDeckFormat::read(bytes, source, resolver);
    if (!result.ok()) {
        if (!result.error.startsWith(source + QLatin1Char(':')) || !result.deck.entries.isEmpty())
            std::abort();
        return 0;
    }
    inwo::fuzz::checkCopiesCounted(result);
    for (const inwo::DeckImportLine &line : result.report.lines) {
        if (line.lineNumber < 1 || (line.isCard() && line.cardId.isEmpty()))
            std::abort();
    }
    const QByteArray written =
        inwo::LackeyDeckFormat::write(result.deck, inwo::fuzz::bundledCards());
    if (inwo::LackeyDeckFormat::escapeBareAmpersands(written) != written)
        std::abort();
    const inwo::DeckImportResult again = inwo::LackeyDeckFormat::read(written, source, resolver);
    if (!again.ok() || again.deck.name != result.deck.name ||
        sorted(again.deck.entries) != sorted(result.deck.entries))
        std::abort();
    return 0;
}
