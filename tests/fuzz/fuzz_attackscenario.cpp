// libFuzzer entry for attack scenario files: the bytes go to the scenario reader and, when they
// read, to the adjudicator, whose result must hold together whatever the input.
#include "attackengine.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<inwo::AttackScenario> scenario =
        inwo::AttackScenario::fromJson(bytes, &error);
    if (!scenario) {
        // Every refusal names the JSON path where the problem is.
        if (!error.startsWith(u'$'))
            std::abort();
        return 0;
    }
    const inwo::AttackResult result = inwo::adjudicate(*scenario);
    if (result.probability.num < 0 || result.probability.den <= 0 ||
        result.probability.num > result.probability.den)
        std::abort();
    if (result.legal && result.outcomes.isEmpty()) {
        int sum = 0;
        for (const inwo::AttackLine &line : result.lines)
            sum += line.value;
        if (sum != result.strength || result.attack - result.defence != result.strength)
            std::abort();
    }
    // What the GUI saves reads back the same.
    QString again;
    const auto reread = inwo::AttackScenario::fromJson(scenario->toJson(), &again);
    if (!reread || reread->toJson() != scenario->toJson())
        std::abort();
    return 0;
}
