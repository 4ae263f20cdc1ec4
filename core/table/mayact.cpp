#include "table/mayact.h"

#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"

namespace inwo {

using C = TableFactCode;

std::optional<TableFact> ownActionRefusal(const Position &position, const QString &player,
                                          const FactArg &label)
{
    if (position.turnOf.isEmpty() || position.turnOf == player)
        return std::nullopt;
    const RuleSetProfile &profile = profileOf(position.rules);
    if (profile.family == RuleSetProfile::Family::Plan28)
        return tableFact(R172, C::RefusedNotYourStep, {label, FactArg::name(position.turnOf)}, {},
                         player);
    return tableFact(profile.turnRule, C::RefusedNotYourTurn,
                     {label, FactArg::name(position.turnOf)}, {}, player);
}

std::optional<TableFact> attackTargetRefusal(const Position &position, const QString &player,
                                             const InstanceId &target, const FactArg &label,
                                             bool inReply)
{
    QString holder;
    if (const TableCard *fromHand = position.handCard(target, &holder);
        fromHand && holder == player && position.inPlay(fromHand->cardId))
        return tableFact(R63, C::RefusedDuplicateFromHand, {label, FactArg::name(fromHand->card)},
                         target, player);
    const RuleId shield = profileOf(position.rules).firstTurnShield;
    QString owner;
    position.card(target, &owner);
    if (shield != RuleId::None && !inReply && !owner.isEmpty() && owner != player &&
        !position.finishedFirstTurn(owner))
        return tableFact(shield, C::RefusedFirstTurn, {label, FactArg::name(owner)}, target,
                         player);
    return std::nullopt;
}

QString nextTurnPlayer(const Position &position)
{
    const QList<TablePlayer> &seats = position.players;
    qsizetype from = 0;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        if (seats.at(i).name == position.turnOf)
            from = i;
    }
    for (qsizetype step = 1; step <= seats.size(); ++step) {
        const TablePlayer &next = seats.at((from + step) % seats.size());
        if (!next.eliminated)
            return next.name;
    }
    return {};
}

} // namespace inwo
