#pragma once

#include "table/goals.h"
#include "table/position.h"
#include "table/tablefacts.h"

#include <QCoreApplication>
#include <QString>

namespace inwo {

// The translated words the Table tab shows for the position's enums and the goals' statuses
// (core's display names are English only), and a line's citation.
class TableText
{
    Q_DECLARE_TR_FUNCTIONS(inwo::TableText)

public:
    static QString name(GamePhase value);
    static QString name(GoalCheck::Status value);
    // "control", "destroy": an attack's kind in a narrow column.
    static QString shortName(AttackKind value);
    // "Basic goal", "Special goal (Bavarian Illuminati)", or the Goal card's name.
    static QString goalName(const GoalCheck &goal, const TablePlayer *player);
    // "R106 INWO rulebook, New World Orders (line 312)", or the card whose ability the line
    // applies: where people read the line's rule.
    static QString citation(const TableFact &fact);
    // "Criminal, Violent"; "—" for none.
    static QString alignments(const QList<Alignment> &alignments);
    // "Secret, Computer"; empty for none.
    static QString attributes(const QList<Attribute> &attributes);
};

} // namespace inwo
