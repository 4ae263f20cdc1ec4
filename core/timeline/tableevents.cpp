#include "timeline/tableevents.h"

#include "cards/cardrepository.h"
#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"
#include "table/goals.h"
#include "table/tablestats.h"
#include "timeline/applyplay.h"

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using C = TableFactCode;

FactArg phaseArg(GamePhase phase)
{
    return FactArg::phase(displayNameOf(phase));
}

// Whether the card `id` is a card of the table (not of a hand).
const TableCard *onTable(const Position &table, const InstanceId &id, QString *controller = nullptr)
{
    return table.card(id, controller);
}

// The megabucks a treasury holds: a group's, or an Illuminati's (its player's).
std::optional<int> treasuryOf(const Position &table, const InstanceId &id)
{
    for (const TablePlayer &player : table.players) {
        if (player.illuminati.id == id)
            return player.treasury.value_or(0);
    }
    if (const TableCard *card = table.card(id))
        return card->treasury.value_or(0);
    return std::nullopt;
}

std::optional<TableFact> drawRefusal(const Position &table, const Play &play, const FactArg &label,
                                     const TableContext &context)
{
    const TablePlayer *player = table.player(play.player);
    if (play.deck != DeckKind::Goal || !player)
        return std::nullopt;
    const qsizetype kept = player->goals.size() - (play.discards.isEmpty() ? 0 : 1);
    if (!play.discards.isEmpty() && !player->goals.contains(play.discards))
        return tableFact(RuleId::None, C::RefusedNoGoalCard,
                         {label, FactArg::name(play.player), FactArg::name(play.discards)}, {},
                         play.player);
    if (kept + 1 > goalCardsAllowed(*player, context))
        return tableFact(R124, C::RefusedSecondGoal,
                         {label, FactArg::name(play.player), FactArg::name(player->goals.first())},
                         {}, play.player);
    return std::nullopt;
}

std::optional<TableFact> handRefusal(const Position &table, const Play &play, const FactArg &label)
{
    const TablePlayer *player = table.player(play.player);
    if (!player)
        return std::nullopt;
    switch (play.deck) {
    case DeckKind::Group: {
        QString holder;
        if (!table.handCard(play.group, &holder) || holder != play.player)
            return tableFact(RuleId::None, C::RefusedNotInHand,
                             {label, FactArg::name(play.group.value), FactArg::name(play.player)},
                             play.group, play.player);
        return std::nullopt;
    }
    case DeckKind::Goal:
        if (!player->goals.contains(play.card))
            return tableFact(RuleId::None, C::RefusedNoGoalCard,
                             {label, FactArg::name(play.player), FactArg::name(play.card)}, {},
                             play.player);
        return std::nullopt;
    case DeckKind::Plot:
        return std::nullopt; // a Plot's discard or gift is checked as a timeline's
    }
    return std::nullopt;
}

std::optional<TableFact> captureRefusal(const Position &table, const Play &play,
                                        const FactArg &label, const TableContext &context)
{
    const TableCard *target = onTable(table, play.group);
    if (!target)
        return tableFact(RuleId::None, C::RefusedNotOnTable,
                         {label, FactArg::name(play.group.value)}, play.group, play.player);
    if (target->type == CardType::Illuminati)
        return tableFact(R132, C::RefusedIlluminatiDestroyed, {label, FactArg::name(target->card)},
                         play.group, play.player);
    QString masterOwner;
    const TableCard *master = table.card(play.master, &masterOwner);
    std::optional<int> arrows;
    if (master && !master->cardId.isEmpty()) {
        if (const std::optional<Card> printed = context.cards.cardById(master->cardId))
            arrows = printed->arrows;
    }
    // A master whose card is not known has as many arrows as the referee says.
    const bool free =
        table
            .freeArrows(play.master, arrows ? arrows : std::optional<int>(play.arrow + 1),
                        play.group)
            .contains(play.arrow);
    if (!master || masterOwner != play.player || !free)
        return tableFact(R157, C::RefusedArrowTaken,
                         {label, FactArg::name(master ? master->card : play.master.value),
                          FactArg::of(play.arrow)},
                         play.group, play.player);
    return std::nullopt;
}

std::optional<TableFact> moneyRefusal(const Position &table, const Play &play, const FactArg &label)
{
    if (!profileOf(table.rules).megabucks)
        return tableFact(R182, C::RefusedMoneyNotBoxedGame, {label}, {}, play.player);
    if (play.kind == PlayKind::Income)
        return std::nullopt;
    if (!play.payer.isEmpty()) {
        const std::optional<int> held = treasuryOf(table, play.payer);
        if (!held)
            return tableFact(RuleId::None, C::RefusedNotOnTable,
                             {label, FactArg::name(play.payer.value)}, play.payer, play.player);
        if (*held < play.amount) {
            const TableCard *card = table.card(play.payer);
            return tableFact(R182, C::RefusedNotEnoughMoney,
                             {label, FactArg::name(card ? card->card : play.payer.value),
                              FactArg::of(*held), FactArg::of(play.amount)},
                             play.payer, play.player);
        }
    }
    if (!play.payee.isEmpty() && !treasuryOf(table, play.payee))
        return tableFact(RuleId::None, C::RefusedNotOnTable,
                         {label, FactArg::name(play.payee.value)}, play.payee, play.player);
    return std::nullopt;
}

std::optional<TableFact> claimRefusal(const Position &table, const Play &play, const FactArg &label,
                                      const TableContext &context, bool claimJoinsVictory)
{
    if (!table.winners.isEmpty() && !claimJoinsVictory)
        return tableFact(R113, C::RefusedGameOver,
                         {label, FactArg::name(table.winners.join(u", "_s))}, {}, play.player);
    const bool plan28 = profileOf(table.rules).family == RuleSetProfile::Family::Plan28;
    if (plan28 && (table.phase != GamePhase::Victory || table.round < 4))
        return tableFact(R174, C::RefusedClaimBeforeVictory, {label}, {}, play.player);
    if (!plan28 && table.round <= 1)
        return tableFact(R114, C::RefusedFirstRoundClaim, {label}, {}, play.player);
    if (!context.goals)
        return std::nullopt; // no goals to judge by: the referee's
    const TableStats stats(table, context.cards, context.abilities);
    const GoalReport report = evaluateGoals(stats, context.cards, *context.goals);
    if (report.winners.contains(play.player))
        return std::nullopt;
    int count = 0;
    int needed = table.basicGoal;
    for (const PlayerGoals &goals : report.players) {
        if (goals.player == play.player) {
            count = goals.count;
            needed = goals.needed;
        }
    }
    const RuleId rule = report.victoryRefusedBy != RuleId::None ? report.victoryRefusedBy : R115;
    return tableFact(rule, C::RefusedGoalsNotMet,
                     {label, FactArg::name(play.player), FactArg::of(count), FactArg::of(needed)},
                     {}, play.player, count);
}

std::optional<TableFact> phaseRefusal(const Position &table, const Play &play, const FactArg &label)
{
    const QList<GamePhase> phases = phasesOf(table.rules);
    const qsizetype from = phases.indexOf(table.phase);
    const qsizetype to = phases.indexOf(*play.phase);
    if (to > from && to >= 0)
        return std::nullopt;
    const bool plan28 = profileOf(table.rules).family == RuleSetProfile::Family::Plan28;
    return tableFact(plan28 ? R171 : R150, C::RefusedPhaseNotLater,
                     {label, phaseArg(*play.phase), phaseArg(table.phase)}, {}, play.player);
}

} // namespace

bool isTableEvent(PlayKind kind)
{
    switch (kind) {
    case PlayKind::Draw:
    case PlayKind::Expose:
    case PlayKind::Capture:
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
    case PlayKind::Money:
    case PlayKind::Income:
    case PlayKind::Deal:
    case PlayKind::Eliminate:
    case PlayKind::Claim:
    case PlayKind::Phase:
    case PlayKind::Correct:
        return true;
    default:
        return false;
    }
}

int plotsHeld(const TablePlayer &player)
{
    return player.plotsHidden + int(player.plotsExposed.size());
}

int goalCardsAllowed(const TablePlayer &player, const TableContext &context)
{
    if (context.goals && !player.illuminati.cardId.isEmpty()) {
        const GoalRule *own = context.goals->of(player.illuminati.cardId);
        if (own && own->kind == GoalRule::Kind::GoalCards)
            return std::max(1, own->value);
    }
    return 1;
}

std::optional<TableFact> attackPhaseRefusal(const Position &table, const FactArg &label)
{
    const GamePhase moves = movesPhaseOf(table.rules);
    if (table.phase == moves)
        return std::nullopt;
    const bool plan28 = profileOf(table.rules).family == RuleSetProfile::Family::Plan28;
    return tableFact(plan28 ? R172 : R150, C::RefusedAttackOutsidePhase,
                     {label, phaseArg(moves), phaseArg(table.phase)});
}

std::optional<TableFact> tableEventRefusal(const Position &table, const Play &play,
                                           const FactArg &label, const TableContext &context,
                                           bool claimJoinsVictory)
{
    switch (play.kind) {
    case PlayKind::Draw:
        return drawRefusal(table, play, label, context);
    case PlayKind::Discard:
    case PlayKind::Give:
        return handRefusal(table, play, label);
    case PlayKind::Expose: {
        const TablePlayer *player = table.player(play.player);
        if (player && player->plotsHidden > 0)
            return std::nullopt;
        return tableFact(RuleId::None, C::RefusedNoPlot,
                         {label, FactArg::name(play.player), FactArg::name(play.card)}, {},
                         play.player);
    }
    case PlayKind::Capture:
        return captureRefusal(table, play, label, context);
    case PlayKind::Destroy: {
        const TableCard *target = onTable(table, play.group);
        if (!target)
            return tableFact(RuleId::None, C::RefusedNotOnTable,
                             {label, FactArg::name(play.group.value)}, play.group, play.player);
        if (target->type == CardType::Illuminati)
            return tableFact(R132, C::RefusedIlluminatiDestroyed,
                             {label, FactArg::name(target->card)}, play.group, play.player);
        return std::nullopt;
    }
    case PlayKind::Devastate:
    case PlayKind::Relieve: {
        const TableCard *target = onTable(table, play.group);
        if (!target)
            target = table.handCard(play.group);
        if (!target)
            return tableFact(RuleId::None, C::RefusedNotOnTable,
                             {label, FactArg::name(play.group.value)}, play.group, play.player);
        if (target->type && *target->type != CardType::Place)
            return tableFact(R67, C::RefusedNotAPlace, {label, FactArg::name(target->card)},
                             play.group, play.player);
        if (play.kind == PlayKind::Relieve && !target->devastated)
            return tableFact(R69, C::RefusedNotDevastated, {label, FactArg::name(target->card)},
                             play.group, play.player);
        return std::nullopt;
    }
    case PlayKind::Money:
    case PlayKind::Income:
        return moneyRefusal(table, play, label);
    case PlayKind::Deal:
        if (table.rules != RuleSet::Plan28)
            return tableFact(R171, C::RefusedDealNotPlan28, {label}, {}, play.player);
        return std::nullopt;
    case PlayKind::Eliminate: {
        const TablePlayer *out = table.player(play.at);
        if (out && out->eliminated)
            return tableFact(R132, C::RefusedPlayerOut, {label, FactArg::name(play.at)}, {},
                             play.player);
        return std::nullopt;
    }
    case PlayKind::Claim:
        return claimRefusal(table, play, label, context, claimJoinsVictory);
    case PlayKind::Phase:
        return phaseRefusal(table, play, label);
    default:
        return std::nullopt;
    }
}

} // namespace inwo
