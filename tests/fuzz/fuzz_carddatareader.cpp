// libFuzzer target: LackeyCCG carddata.txt bytes into the card data reader. Any input must give
// cards or errors, never a crash, hang or sanitizer report; every card read must survive a JSON
// round trip.
#include "lackeycarddatareader.h"

#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const inwo::CardDataReadResult result =
        inwo::LackeyCardDataReader::read(bytes, QStringLiteral("fuzz.txt"));
    for (const inwo::LackeyRow &row : result.rows) {
        QString error;
        const auto again = inwo::Card::fromJson(row.card.toJson(), &error);
        if (!again || !(*again == row.card))
            __builtin_trap();
    }
    return 0;
}
