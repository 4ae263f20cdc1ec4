#include "timelinebench.h"

#include "benchstats.h"
#include "carddatabase.h"
#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "randomtimeline.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QJsonDocument>

#include <random>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::bench {

QJsonObject runTimelineBench(bool quick)
{
    QString error;
    const BundledDataset bundled = BundledDataset::load(&error);
    const InMemoryCardRepository cards(bundled.cards);
    const CardNameResolver resolver(cards);
    const CardAbilities &abilities = bundledAbilities();
    std::mt19937 random(500);
    const Timeline made = test::randomTimeline(random, test::randomTimelineCards(bundled.cards), 4,
                                               15, TimelinePlays);
    const QByteArray file = QJsonDocument(made.toJson()).toJson();

    const int runs = quick ? 3 : 31;
    std::vector<double> reads;
    std::vector<double> resolves;
    std::optional<Timeline> timeline;
    TimelineResolution resolution;
    for (int run = 0; run < runs; ++run) {
        // The previous run's results are freed before the clock starts: each measure is the
        // reading or the resolving alone, not the freeing of what the last run made.
        timeline.reset();
        resolution = TimelineResolution();
        double start = nowMs();
        timeline = Timeline::fromJson(file, &error, &resolver);
        reads.push_back(nowMs() - start);
        if (!timeline)
            return QJsonObject{{u"error"_s, error}};
        start = nowMs();
        resolution = resolveTimeline(*timeline, cards, &abilities);
        resolves.push_back(nowMs() - start);
    }
    const double readMs = percentile(reads, 50.0);
    const double resolveMs = percentile(resolves, 50.0);
    QJsonObject statuses;
    for (const PlayStatus status : allOf<PlayStatus>()) {
        int count = 0;
        for (const ResolvedPlay &play : resolution.plays)
            count += play.status == status ? 1 : 0;
        statuses.insert(codeOf(status), count);
    }
    QJsonObject refusals; // by rule: what the random plays run into
    for (const ResolvedPlay &play : resolution.plays) {
        if (play.status == PlayStatus::Refused) {
            const QString key = play.rule == RuleId::None ? u"none"_s : ruleCode(play.rule);
            refusals.insert(key, refusals.value(key).toInt() + 1);
        }
    }
    int cancels = 0;
    for (const Play &play : timeline->plays)
        cancels += play.kind == PlayKind::Cancel ? 1 : 0;
    return QJsonObject{
        {u"plays"_s, int(timeline->plays.size())},
        {u"cancels"_s, cancels},
        {u"statuses"_s, statuses},
        {u"refusals_by_rule"_s, refusals},
        {u"file_kb"_s, int(file.size() / 1024)},
        {u"read_ms"_s, roundMs(readMs)},
        {u"resolve_ms"_s, roundMs(resolveMs)},
        {u"resolve_over_read"_s, ratio(resolveMs, readMs)},
        {u"target_max_resolve_over_read"_s, MaxResolveOverRead},
        {u"targets_met"_s,
         timeline->plays.size() >= TimelinePlays && resolveMs < MaxResolveOverRead * readMs},
    };
}

} // namespace inwo::bench
