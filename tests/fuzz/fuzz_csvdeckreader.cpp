// libFuzzer target: bytes into the CSV deck reader (a table saved by the program or a spreadsheet:
// commas, semicolons or tabs; UTF-8 or UTF-16). Any input must give a deck and a report, or an
// error naming the file, never a crash, hang or sanitizer report; the deck must count the copies
// its report lists, and the CSV the program writes for it must read back as the same cards.
#include "cards/cardnameresolver.h"
#include "decks/csvdeckformat.h"
#include "fuzzdeckcommon.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using inwo::fuzz::sorted;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString source = QStringLiteral("fuzz.csv");
    const inwo::DeckImportResult result = inwo::CsvDeckFormat::read(bytes, source, resolver);
    if (!result.ok()) {
        if (!result.error.startsWith(source + QLatin1Char(':')) || !result.deck.entries.isEmpty())
            std::abort();
        return 0;
    }
    int previousLine = 0;
    for (const inwo::DeckImportLine &line : result.report.lines) {
        // Rows in the order written; a quoted field may span lines, so numbers can skip.
        if (line.lineNumber <= previousLine || (line.isCard() && line.cardId.isEmpty()))
            std::abort();
        previousLine = line.lineNumber;
    }
    inwo::fuzz::checkCopiesCounted(result);
    const QByteArray written = inwo::CsvDeckFormat::write(result.deck, inwo::fuzz::bundledCards());
    if (!inwo::CsvDeckFormat::looksLikeCsv(QString::fromUtf8(written)))
        std::abort();
    const inwo::DeckImportResult again =
        inwo::CsvDeckFormat::read(written, QStringLiteral("again.csv"), resolver);
    if (!again.ok() || sorted(again.deck.entries) != sorted(result.deck.entries))
        std::abort();
    return 0;
}
