// libFuzzer entry for timeline files (a table and the plays made on it): the bytes go to the
// timeline reader with card names resolved against the bundled cards, as `inwo resolve` reads
// them, and a timeline that reads is resolved. Whatever the plays, every one ends with exactly
// one status, a refused play puts nothing on the line, no token count goes below zero, what it
// writes reads back the same, and resolving twice gives the same answer.
#include "cards/cardnameresolver.h"
#include "fuzzdeckcommon.h"
#include "rules/ruleids.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_timeline: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const inwo::CardNameResolver resolver(inwo::fuzz::bundledCards());
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<inwo::Timeline> timeline =
        inwo::Timeline::fromJson(bytes, &error, &resolver);
    if (!timeline) {
        if (!error.startsWith(u'$'))
            fail("a refusal does not start with its JSON path");
        return 0;
    }
    QString again;
    const auto reread = inwo::Timeline::fromJson(timeline->toJson(), &again, &resolver);
    if (!reread || !(reread->plays == timeline->plays) || !(reread->position == timeline->position))
        fail("the timeline does not read back the same after toJson()");
    const inwo::TimelineResolution resolution =
        inwo::resolveTimeline(*timeline, inwo::fuzz::bundledCards(), &inwo::bundledAbilities());
    if (resolution.plays.size() != timeline->plays.size())
        fail("a play has no resolution");
    for (qsizetype i = 0; i < resolution.plays.size(); ++i) {
        const inwo::ResolvedPlay &play = resolution.plays.at(i);
        if (play.id != timeline->plays.at(i).id)
            fail("a resolution is not in the order of the plays");
        if (play.lines.isEmpty())
            fail("a play has no line saying what came of it");
        if (play.status == inwo::PlayStatus::Refused && !play.items.isEmpty())
            fail("a refused play puts something on the line");
        if (play.status == inwo::PlayStatus::Cancelled && play.cancelledBy.isEmpty() &&
            play.rule != inwo::R87)
            fail("a cancelled play does not say what cancelled it");
    }
    for (const inwo::TablePlayer &player : resolution.position.players) {
        if (player.plotsHidden < 0)
            fail("a player holds fewer than no Plots");
        if (player.illuminati.tokensSpent < 0)
            fail("a token count went below zero");
        for (const inwo::TableCard &group : player.groups) {
            if (group.tokensSpent < 0)
                fail("a token count went below zero");
        }
    }
    const inwo::TimelineResolution twice =
        inwo::resolveTimeline(*timeline, inwo::fuzz::bundledCards(), &inwo::bundledAbilities());
    if (!(twice.position == resolution.position))
        fail("resolving twice gives another table");
    return 0;
}
