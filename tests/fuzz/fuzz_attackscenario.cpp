// libFuzzer entry for attack scenario files: the bytes go to the scenario reader and, when they
// read, to the adjudicator, whose result must hold together whatever the input. Card names are
// resolved against the bundled cards and the bundled abilities table is passed in, as the
// `inwo attack` command and the adjudicator tab do, so the ability code (Power changes, bonuses,
// immunities) is fuzzed too and not only the bare arithmetic.
#include "attack/attackengine.h"
#include "carddatabase.h"
#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "fuzzdeckcommon.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

// Says which invariant broke before aborting, so a finding's log tells a wrong total from a
// refusal without a JSON path or a round trip that changed the file.
[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_attackscenario: %s\n", what);
    std::abort();
}

const inwo::CardAbilities &loadAbilities()
{
    const inwo::CardAbilities &table = inwo::bundledAbilities();
    // An empty table (the resource not linked in) would let every run pass without reaching the
    // ability code.
    if (table.abilityCount() == 0)
        fail("the bundled card abilities table is empty");
    return table;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    static const inwo::CardAbilities &abilities = loadAbilities();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<inwo::AttackScenario> scenario =
        inwo::AttackScenario::fromJson(bytes, &error, &resolver);
    if (!scenario) {
        // Every refusal names the JSON path where the problem is.
        if (!error.startsWith(u'$'))
            fail("a refusal does not start with its JSON path");
        return 0;
    }
    const inwo::AttackResult result = inwo::adjudicate(*scenario, &abilities);
    if (result.probability.num < 0 || result.probability.den <= 0 ||
        result.probability.num > result.probability.den)
        fail("the probability is not a fraction from 0 to 1");
    if (result.legal && result.outcomes.isEmpty()) {
        int sum = 0;
        for (const inwo::AttackLine &line : result.lines)
            sum += line.value;
        if (sum != result.strength || result.attack - result.defence != result.strength) {
            std::fprintf(stderr, "lines sum to %d; attack %d, defence %d; strength %d\n", sum,
                         result.attack, result.defence, result.strength);
            fail("the lines, the totals and the strength disagree");
        }
    }
    // Every line and refusal cites its rule (or the card whose ability it applies), and every
    // one renders: a fact's arguments always match its sentence.
    for (const QList<inwo::AttackFact> *facts : {&result.lines, &result.violations}) {
        for (const inwo::AttackFact &fact : *facts) {
            if (fact.rule == inwo::RuleId::None && !fact.isAbility())
                fail("a fact cites no rule and no card");
            if (inwo::renderFact(fact, *scenario).isEmpty())
                fail("a fact renders to nothing");
            if (inwo::factSource(fact).isEmpty())
                fail("a fact has no source to show");
        }
    }
    // What the GUI saves reads back the same (its card names resolved again, as on opening).
    QString again;
    const auto reread = inwo::AttackScenario::fromJson(scenario->toJson(), &again, &resolver);
    if (!reread || reread->toJson() != scenario->toJson())
        fail("the scenario does not read back the same after toJson()");
    return 0;
}
