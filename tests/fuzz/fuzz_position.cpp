// libFuzzer entry for position files (the table at a moment): the bytes go to the position
// reader with card names resolved against the bundled cards, as `inwo` commands read them. A
// position that reads must hold together: every group's chain of masters ends at its
// Illuminati, what it writes reads back the same, and its NWOs and goals are worked out within
// the rules' bounds.
#include "cards/cardnameresolver.h"
#include "fuzzdeckcommon.h"
#include "table/goals.h"
#include "table/position.h"
#include "table/tablestats.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_position: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<inwo::Position> position =
        inwo::Position::fromJson(bytes, &error, &resolver);
    if (!position) {
        if (!error.startsWith(u'$'))
            fail("a refusal does not start with its JSON path");
        return 0;
    }
    for (const inwo::TablePlayer &player : position->players) {
        for (const inwo::TableCard &group : player.groups) {
            // A read structure has no loops: closeness is at least 1 and at most the groups.
            const int closeness = position->closenessOf(group.id);
            if (closeness < 1 || closeness > player.groups.size())
                fail("a group's closeness is not within its Power Structure");
        }
    }
    QString again;
    const auto reread = inwo::Position::fromJson(position->toJson(), &again, &resolver);
    if (!reread || !(*reread == *position))
        fail("the position does not read back the same after toJson()");
    // Whatever a table holds, its NWOs and goals are worked out within the rules' bounds.
    const inwo::TableStats stats(*position, inwo::fuzz::bundledCards(), &inwo::bundledAbilities());
    if (stats.nwoEffects().size() != position->nwos.size())
        fail("an NWO in force has no effect entry");
    const inwo::GoalReport report =
        inwo::evaluateGoals(stats, inwo::fuzz::bundledCards(), inwo::bundledGoalRules());
    for (const inwo::PlayerGoals &goals : report.players) {
        if (goals.count < 1 || goals.doubled < 0 || goals.doubled > 3)
            fail("a goal count is outside what the rules allow (R115, R116)");
        if (goals.goals.isEmpty() || goals.goals.first().goal != u"basic")
            fail("a player is not judged on the basic goal");
    }
    for (const QString &winner : report.winners) {
        if (!position->player(winner))
            fail("a winner does not sit at the table");
    }
    return 0;
}
