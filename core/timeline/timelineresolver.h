#pragma once

#include "attack/attackengine.h"
#include "common/enumtable.h"
#include "table/tablefacts.h"
#include "timeline/applyplay.h"
#include "timeline/playitems.h"
#include "timeline/timeline.h"

#include <QList>
#include <QString>

namespace inwo {

class CardAbilities;
class CardRepository;
class GoalRules;

struct ResolvedPlay
{
    QString id;
    PlayStatus status = PlayStatus::Effective;
    RuleId rule = RuleId::None; // why it has that status (None: it simply stands)
    QString cancelledBy;        // the cancel, or the cancel of the attack it was part of
    QList<PlayItem> items;
    QList<TableFact> lines; // its status and each item's fate, each with its rule
    // An attack: as it stood on the table at its dice (or at the end), with its aid, defence and
    // Plots, and its adjudication; `strengthKnown` when nothing of it is left to the referee.
    std::optional<AttackScenario> attack;
    std::optional<AttackResult> adjudication;
    bool strengthKnown = false;
    QStringList refereeGives; // otherwise, whose part of it the referee gives (cards, Plots)
    // What applyPlay() carried out for it on the table (none for a refused play): folding every
    // play's settlement over the starting position gives the resolution's table.
    std::optional<PlaySettlement> settlement;
};

struct TimelineResolution
{
    QList<ResolvedPlay> plays; // one per play, in order
    Position position;         // the table after every play that stands
    QList<TableFact> lines;    // about the timeline as a whole
};

// Settles a timeline (issue 13): which plays stand, which were cancelled, made illegal or
// refused, and where every token, Plot and card ends up, each with the rule that says so; then
// the position the plays that stand leave. `cards` gives the facts of the table's cards
// (alignments for aiding and defending, R23, R24, R29, R30; a Unique Resource, R134; an NWO's
// colour), `abilities` the NWO effects on them.
// `goals`, when given, judges claims of victory (R113); without it a claim is the referee's.
TimelineResolution resolveTimeline(const Timeline &timeline, const CardRepository &cards,
                                   const CardAbilities *abilities = nullptr,
                                   const GoalRules *goals = nullptr);

} // namespace inwo
