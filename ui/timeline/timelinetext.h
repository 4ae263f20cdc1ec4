#pragma once

#include "attack/declaredattack.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QCoreApplication>
#include <QString>

namespace inwo {

// The translated words the Timeline tab shows for the timeline's enums (core's display names are
// English only), and the short summaries of plays and items built from their typed fields, with
// card names from the position.
class TimelineText
{
    Q_DECLARE_TR_FUNCTIONS(inwo::TimelineText)

public:
    static QString name(PlayKind value);
    static QString name(PlayStatus value);
    static QString name(Suspended value);
    static QString name(ItemFate value);
    static QString name(PlotSource value);
    static QString name(LookAt value);
    static QString name(AttackSide value);
    static QString name(CardChange::Lasting value);

    // The name of a card of the table or of a hand; its identity when there is none.
    static QString cardName(const Position &position, const InstanceId &id);
    // What makes a play: "Hoax", "the action of The Mafia"; empty for the rules alone.
    static QString means(const PlayMeans &means, const Position &position);
    // What a play does, in a few words: "The Mafia attacks to control Post Office, by Hoax".
    static QString summary(const Play &play, const Position &position);
    // A play as a choice among earlier plays: "p1: The Mafia attacks to control Post Office".
    static QString label(const Play &play, const Position &position);
    // "Action token of The Mafia", "Plot Hoax", "Card Texas".
    static QString item(const PlayItem &item, const Position &position);
    // Why an attack play cannot open in the adjudicator.
    static QString problem(const DeclarationProblem &problem, const Position &position);
};

} // namespace inwo
