#include "tabletext.h"

#include "common/enumnames.h"
#include "rules/ruleidentity.h"

using namespace Qt::StringLiterals;

namespace inwo {

QString TableText::name(GamePhase value)
{
    switch (value) {
    case GamePhase::Setup:
        return tr("Setting up");
    case GamePhase::PlotDraw:
        return tr("Drawing a Plot");
    case GamePhase::GroupDraw:
        return tr("Drawing a group");
    case GamePhase::Takeover:
        return tr("Automatic takeover");
    case GamePhase::Tokens:
        return tr("Placing Action tokens");
    case GamePhase::Actions:
        return tr("Actions");
    case GamePhase::FreeMoves:
        return tr("Free moves");
    case GamePhase::Planning:
        return tr("Planning (Plan 28)");
    case GamePhase::WorldDomination:
        return tr("World Domination (Plan 28)");
    case GamePhase::EndOfTurn:
        return tr("End of turn");
    case GamePhase::Victory:
        return tr("Victory (Plan 28)");
    }
    return displayNameOf(value);
}

QString TableText::name(GoalCheck::Status value)
{
    switch (value) {
    case GoalCheck::Status::Met:
        return tr("met");
    case GoalCheck::Status::Missed:
        return tr("not met");
    case GoalCheck::Status::Referee:
        return tr("referee decides");
    }
    return {};
}

QString TableText::shortName(AttackKind value)
{
    switch (value) {
    case AttackKind::Control:
        return tr("control");
    case AttackKind::Destroy:
        return tr("destroy");
    case AttackKind::Neutralize:
        return tr("neutralize");
    case AttackKind::Instant:
        return tr("instant");
    }
    return displayNameOf(value);
}

QString TableText::goalName(const GoalCheck &goal, const TablePlayer *player)
{
    if (goal.goal == u"basic")
        return tr("Basic goal");
    if (goal.goal == u"special")
        return player ? tr("Special goal (%1)").arg(player->illuminati.card) : tr("Special goal");
    return goal.goal;
}

QString TableText::citation(const TableFact &fact)
{
    const QString source = tableFactSource(fact);
    if (fact.rule == RuleId::None || fact.isAbility())
        return source;
    return tr("%1 %2").arg(ruleCode(fact.rule), source);
}

QString TableText::alignments(const QList<Alignment> &alignments)
{
    if (alignments.isEmpty())
        return tr("\u2014");
    QStringList names;
    for (const Alignment alignment : alignments)
        names.append(EnumNames::name(alignment));
    return names.join(tr(", "));
}

QString TableText::attributes(const QList<Attribute> &attributes)
{
    QStringList names;
    for (const Attribute attribute : attributes)
        names.append(EnumNames::name(attribute));
    return names.join(tr(", "));
}

} // namespace inwo
