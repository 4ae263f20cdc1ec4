#include "timeline/applyplay.h"

#include "cards/cardabilities.h"
#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "rules/ruleids.h"
#include "rules/rulesetprofile.h"
#include "table/goals.h"
#include "table/tablestats.h"
#include "timeline/tableevents.h"

#include <QCoreApplication>
#include <QSet>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using C = TableFactCode;

TableStats statsOf(const Position &position, const TableContext &context)
{
    return context.known ? TableStats(position, *context.known, context.cards)
                         : TableStats(position, context.cards, context.abilities);
}

// A position being changed, with the lookups a change needs.
class Table
{
public:
    Table(Position &position, const TableContext &context, QList<TableFact> &effects)
        : m_position(position), m_context(context), m_effects(effects)
    {}

    Position &position() { return m_position; }
    const TableContext &context() const { return m_context; }
    const RuleSetProfile &profile() const { return profileOf(m_position.rules); }

    // The lookups read the shared lists and detach (copy) only the list of the card they return:
    // a position shares with the one before it every list a play leaves alone.
    TablePlayer *player(const QString &name)
    {
        const QList<TablePlayer> &players = std::as_const(m_position.players);
        for (qsizetype i = 0; i < players.size(); ++i) {
            if (players.at(i).name == name)
                return &m_position.players[i];
        }
        return nullptr;
    }
    // A card of the table: an Illuminati, a group, a Resource, an uncontrolled card.
    TableCard *card(const InstanceId &id, QString *controller = nullptr)
    {
        const QList<TablePlayer> &players = std::as_const(m_position.players);
        const auto in = [&](const QList<TableCard> &list) {
            for (qsizetype j = 0; j < list.size(); ++j) {
                if (list.at(j).id == id)
                    return j;
            }
            return qsizetype(-1);
        };
        for (qsizetype i = 0; i < players.size(); ++i) {
            const TablePlayer &p = players.at(i);
            if (controller)
                *controller = p.name;
            if (p.illuminati.id == id)
                return &m_position.players[i].illuminati;
            if (const qsizetype j = in(p.groups); j >= 0)
                return &m_position.players[i].groups[j];
            if (const qsizetype j = in(p.resources); j >= 0)
                return &m_position.players[i].resources[j];
        }
        if (controller)
            controller->clear();
        if (const qsizetype j = in(std::as_const(m_position.uncontrolled)); j >= 0)
            return &m_position.uncontrolled[j];
        return nullptr;
    }
    // A Group card of a hand, and the index of its holder; nullptr when it is in none.
    TableCard *handCard(const InstanceId &id, qsizetype *holder = nullptr)
    {
        const QList<TablePlayer> &players = std::as_const(m_position.players);
        for (qsizetype i = 0; i < players.size(); ++i) {
            const QList<TableCard> &hand = players.at(i).hand;
            for (qsizetype j = 0; j < hand.size(); ++j) {
                if (hand.at(j).id != id)
                    continue;
                if (holder)
                    *holder = i;
                return &m_position.players[i].hand[j];
            }
        }
        return nullptr;
    }
    // Takes a card out of a player's hand; nullopt when it is in none.
    std::optional<TableCard> takeFromHand(const InstanceId &id, QString *holder = nullptr)
    {
        qsizetype at = -1;
        TableCard *card = handCard(id, &at);
        if (!card)
            return std::nullopt;
        TablePlayer &p = m_position.players[at];
        if (holder)
            *holder = p.name;
        return p.hand.takeAt(card - p.hand.data());
    }
    // Marks a Group card of a hand as attacked this turn and not taken (R72, R91).
    void markAttacked(const InstanceId &id)
    {
        if (TableCard *card = handCard(id))
            card->attacked = true;
    }
    void takePlot(const QString &who, const QString &name, PlotSource from)
    {
        TablePlayer *holder = player(who);
        if (!holder)
            return;
        if (from == PlotSource::Exposed && holder->plotsExposed.removeOne(name))
            return;
        holder->plotsHidden = std::max(0, holder->plotsHidden - 1);
    }
    void putPlot(const QString &who, const QString &name, bool exposed)
    {
        if (TablePlayer *holder = player(who)) {
            if (exposed && !name.isEmpty())
                holder->plotsExposed.append(name);
            else
                ++holder->plotsHidden;
        }
    }
    void effect(RuleId rule, TableFactCode code, FactArgs args, const InstanceId &card = {},
                const QString &who = {})
    {
        m_effects.append(tableFact(rule, code, std::move(args), card, who));
    }
    // The stat function of the table as it stands now.
    TableStats stats() const { return statsOf(m_position, m_context); }
    int tokensOf(const InstanceId &id) const
    {
        const std::optional<EffectiveGroup> group = stats().numbers(id);
        return group ? group->tokens : 1;
    }
    // A group that joins a Power Structure outside the token phase has no token until its
    // owner's next token phase (R151); in the boxed game it may act at once (R195).
    void joinsWithoutToken(const QList<InstanceId> &ids)
    {
        if (profile().joinedGroupsAct)
            return;
        const TableStats table = stats();
        for (const InstanceId &id : ids) {
            TableCard *joined = card(id);
            const std::optional<EffectiveGroup> group = table.numbers(id);
            if (!joined || !group || joined->tokensSpent >= group->tokens)
                continue;
            joined->tokensSpent = group->tokens;
            effect(profile().actionRule, C::JoinsWithoutToken, {FactArg::name(joined->card)}, id);
        }
    }

private:
    Position &m_position;
    const TableContext &m_context;
    QList<TableFact> &m_effects;
};

// The card `id` and every group under it, the card first.
QList<InstanceId> subtree(const Position &position, const InstanceId &id)
{
    QList<InstanceId> ids{id};
    for (qsizetype i = 0; i < ids.size(); ++i) {
        for (const TableCard *puppet : position.puppetsOf(ids.at(i)))
            ids.append(puppet->id);
    }
    return ids;
}

// Takes the cards `ids` (and the Resources linked to them) out of wherever they are, in the order
// of `ids`.
QList<TableCard> takeOut(Position &position, const QList<InstanceId> &ids, QList<TableCard> *linked)
{
    QList<TableCard> taken;
    const auto take = [&](QList<TableCard> &from) {
        from.removeIf([&](const TableCard &card) {
            if (!ids.contains(card.id))
                return false;
            taken.append(card);
            return true;
        });
    };
    for (TablePlayer &player : position.players) {
        take(player.groups);
        player.resources.removeIf([&](const TableCard &resource) {
            if (!ids.contains(resource.linkedTo))
                return false;
            linked->append(resource);
            return true;
        });
    }
    take(position.uncontrolled);
    std::sort(taken.begin(), taken.end(), [&](const TableCard &a, const TableCard &b) {
        return ids.indexOf(a.id) < ids.indexOf(b.id);
    });
    return taken;
}

// The first arrow of `master` no group hangs on.
int firstOpenArrow(const Position &position, const InstanceId &master)
{
    QList<int> taken;
    for (const TableCard *puppet : position.puppetsOf(master))
        taken.append(puppet->arrow);
    int arrow = 0;
    while (taken.contains(arrow))
        ++arrow;
    return arrow;
}

// A card back in a hand: no master, no link, no token; what it remembers stays (R71, R146).
TableCard toHand(TableCard card)
{
    card.master = {};
    card.arrow = 0;
    card.linkedTo = {};
    card.tokensSpent = 0;
    return card;
}

// A success to control: the target and its puppets join the attacking group on its first open
// arrow, keeping their places (R73), with their linked Resources (R141); a Group card of the
// attacker's hand comes into play there (R72).
void capture(Table &table, const DeclaredAttack &attack)
{
    Position &position = table.position();
    TablePlayer *attacker = table.player(attack.player);
    if (!attacker)
        return;
    QString holder;
    if (std::optional<TableCard> fromHand = table.takeFromHand(attack.target, &holder)) {
        TableCard card = *fromHand;
        card.attacked = false;
        card.master = attack.attacker;
        card.arrow = firstOpenArrow(position, attack.attacker);
        attacker->groups.append(card);
        table.joinsWithoutToken({card.id});
        return;
    }
    const QList<InstanceId> ids = subtree(position, attack.target);
    QList<TableCard> linked;
    QList<TableCard> moved = takeOut(position, ids, &linked);
    if (moved.isEmpty())
        return;
    attacker = table.player(attack.player); // the lists changed
    moved.first().master = attack.attacker;
    moved.first().arrow = firstOpenArrow(position, attack.attacker);
    // The boxed game: half the money in the captured groups' treasuries (its puppets' too) goes
    // with them, the rest to the bank (R194, 001 line 224).
    for (TableCard &card : moved) {
        std::optional<int> &money = card.treasury;
        if (!money || *money == 0 || !table.profile().megabucks)
            continue;
        const int kept = *money / 2;
        table.effect(R194, C::TreasuryHalfCaptured,
                     {FactArg::name(card.card), FactArg::of(kept), FactArg::of(*money - kept)},
                     card.id, attack.player);
        money = kept;
    }
    attacker->groups.append(moved);
    attacker->resources.append(linked);
    table.joinsWithoutToken(ids);
}

// A success to destroy: the target goes to the destroyed pile of the player who destroyed it (R37;
// Cthulhu counts them, R119); its linked Resources leave play (R141); its puppets go back to the
// hand of the player who controlled it (R37), or, in the boxed game, to the uncontrolled area
// (R191), and a Resource linked to one of them stays with its owner, its link lost (R144).
void destroy(Table &table, const DeclaredAttack &attack)
{
    Position &position = table.position();
    QString owner;
    if (!table.card(attack.target, &owner))
        return;
    const QList<InstanceId> ids = subtree(position, attack.target);
    QList<TableCard> linked;
    const QList<TableCard> moved = takeOut(position, ids, &linked);
    if (moved.isEmpty())
        return;
    const TableCard &target = moved.first();
    position.destroyed.append({target.card, target.cardId, owner, attack.player});
    const bool boxedGame = position.rules == RuleSet::Classic;
    TablePlayer *controller = table.player(owner);
    for (const TableCard &resource : std::as_const(linked)) {
        if (resource.linkedTo == target.id) {
            table.effect(R141, C::LinkedResourceLeaves, {FactArg::name(resource.card)}, resource.id,
                         owner);
        } else if (controller) {
            TableCard kept = resource;
            kept.linkedTo = {};
            controller->resources.append(kept);
            table.effect(R144, C::LinkLost, {FactArg::name(resource.card)}, resource.id, owner);
        }
    }
    for (qsizetype i = 1; i < moved.size(); ++i) {
        if (boxedGame || !controller) {
            TableCard card = moved.at(i);
            card.master = {};
            card.arrow = 0;
            // Neutralized: its money goes to the bank (003, "Attack to Destroy").
            if (card.treasury)
                card.treasury = 0;
            position.uncontrolled.append(card);
            table.effect(R191, C::PuppetUncontrolled, {FactArg::name(card.card)}, card.id);
        } else {
            controller->hand.append(toHand(moved.at(i)));
            table.effect(R37, C::PuppetToHand,
                         {FactArg::name(moved.at(i).card), FactArg::name(owner)}, moved.at(i).id,
                         owner);
        }
    }
}

// A success to neutralize: the target and its puppets go to the uncontrolled area (R190).
void neutralize(Table &table, const DeclaredAttack &attack)
{
    Position &position = table.position();
    QList<TableCard> linked;
    QList<TableCard> moved = takeOut(position, subtree(position, attack.target), &linked);
    for (TableCard &card : moved) {
        card.master = {};
        card.arrow = 0;
        if (card.treasury)
            card.treasury = 0; // its money goes to the bank (R190)
        position.uncontrolled.append(card);
    }
}

void attackSucceeds(Table &table, const DeclaredAttack &attack)
{
    switch (attack.kind) {
    case AttackKind::Control:
        capture(table, attack);
        break;
    case AttackKind::Destroy:
        destroy(table, attack);
        break;
    case AttackKind::Neutralize:
        neutralize(table, attack);
        break;
    case AttackKind::Instant:
        break; // what the card does is the referee's
    }
}

// An attack on a Group card of the attacker's hand that did not take it: the card stays in hand,
// to be discarded at the end of the turn (R72); a later attempt this turn is a second one (R91).
void attackFails(Table &table, const DeclaredAttack &attack)
{
    const TablePlayer *attacker = table.player(attack.player);
    if (attacker && std::any_of(attacker->hand.cbegin(), attacker->hand.cend(),
                                [&](const TableCard &card) { return card.id == attack.target; }))
        table.markAttacked(attack.target);
}

// The costs and returns the items say: tokens spent or lost, Plots out of a hand or back in it
// exposed, a card of a hand discarded.
void applyItems(Table &table, const Play &play, const PlaySettlement &settlement)
{
    bool meansSeen = false;
    for (const PlayItem &item : settlement.items) {
        switch (item.kind) {
        case PlayItemKind::Token:
            if (item.fate == ItemFate::Spent || item.fate == ItemFate::Lost) {
                if (TableCard *card = table.card(item.card))
                    ++card->tokensSpent;
            }
            break;
        case PlayItemKind::Plot: {
            const bool means =
                !meansSeen && play.by.kind == PlayMeans::Kind::Plot && item.name == play.by.plot;
            if (means) {
                meansSeen = true;
                if (item.fate == ItemFate::HandExposed) {
                    if (play.by.from != PlotSource::Exposed) {
                        table.takePlot(play.player, play.by.plot, play.by.from);
                        table.putPlot(play.player, play.by.plot, true);
                    }
                } else {
                    table.takePlot(play.player, play.by.plot, play.by.from);
                }
                break;
            }
            // The Plot a play is about: an NWO, a Plot discarded or given away.
            table.takePlot(play.player, play.card, play.from);
            if (play.kind == PlayKind::Give)
                table.putPlot(play.to, play.card, play.from == PlotSource::Exposed);
            break;
        }
        case PlayItemKind::Card:
            if (item.fate == ItemFate::Discarded &&
                (play.kind == PlayKind::Agents || play.kind == PlayKind::Attack))
                table.takeFromHand(item.card);
            // Not back in hand but still to be taken this turn: discarded when it ends (R91).
            if (item.fate == ItemFate::UntilTurnEnd)
                table.markAttacked(item.card);
            break;
        }
    }
}

// The Plots bought with these tokens: one Illuminati token or two other tokens a Plot (R152).
int plotsBought(const Position &position, const QList<InstanceId> &tokens)
{
    int halves = 0;
    for (const InstanceId &token : tokens) {
        const TableCard *card = position.card(token);
        halves += card && card->type == CardType::Illuminati ? 2 : 1;
    }
    return halves / 2;
}

// A group moved to another master (R157); given to another player with its puppets.
void transfer(Table &table, const Play &play)
{
    QString from;
    TableCard *card = table.card(play.group, &from);
    if (!card)
        return;
    card->master = play.master;
    card->arrow = play.arrow;
    if (play.to.isEmpty() || play.to == from)
        return;
    Position &position = table.position();
    QList<TableCard> linked;
    const QList<TableCard> moved = takeOut(position, subtree(position, play.group), &linked);
    if (TablePlayer *taker = table.player(play.to)) {
        taker->groups.append(moved);
        taker->resources.append(linked);
    }
}

// An automatic takeover from hand: a group onto its arrow, a Resource to its player (R150, R139).
// The turn's automatic takeover comes before the token phase and the group gets its token then;
// one made by an action or a Plot during the actions, or under Plan 28, has none until its
// owner's next token phase (R151).
void takeover(Table &table, const Play &play)
{
    QString holder;
    std::optional<TableCard> card = table.takeFromHand(play.group, &holder);
    // Plan 28: a card of the uncontrolled area (R175).
    if (!card && table.position().rules == RuleSet::Plan28) {
        QList<TableCard> &uncontrolled = table.position().uncontrolled;
        for (qsizetype i = 0; i < uncontrolled.size(); ++i) {
            if (uncontrolled.at(i).id == play.group) {
                card = uncontrolled.takeAt(i);
                holder = play.player;
                break;
            }
        }
    }
    TablePlayer *player = table.player(holder);
    if (!card || !player)
        return;
    card->attacked = false;
    if (card->type == CardType::Resource) {
        card->linkedTo = play.master;
        player->resources.append(*card);
        if (play.by.kind != PlayMeans::Kind::Rules || !table.profile().takeoverBeforeTokens)
            table.joinsWithoutToken({card->id});
        return;
    }
    card->master = play.master.isEmpty() ? player->illuminati.id : play.master;
    card->arrow = play.arrow;
    player->groups.append(*card);
    if (play.by.kind != PlayMeans::Kind::Rules || !table.profile().takeoverBeforeTokens) {
        table.joinsWithoutToken({card->id});
        return;
    }
    // Its token comes in the token phase, unless its Power is reduced to 0 (R80): before that
    // phase it has none to spend.
    const std::optional<EffectiveGroup> group = table.stats().numbers(card->id);
    const QList<GamePhase> phases = phasesOf(table.position().rules);
    if (group && phases.indexOf(table.position().phase) <
                     phases.indexOf(tokensPhaseOf(table.position().rules))) {
        if (TableCard *placed = table.card(card->id))
            placed->tokensSpent = group->tokens;
        return;
    }
    if (group && !group->canAct) {
        if (TableCard *placed = table.card(card->id))
            placed->tokensSpent = group->tokens;
        table.effect(R80, C::NoTokenAtPowerZero, {FactArg::name(card->card)}, card->id,
                     player->name);
    }
}

void refillTokens(Table &table);

// The end of a turn and the start of the next (R150; Plan 28 R171; the boxed game R182): a card
// of the ending player's hand attacked from it and not taken is discarded (R72); what lasted until
// the end of the turn ends (R127, R148); the next player's groups (every player's under Plan 28)
// get their Action tokens back (R151), except a group reduced to Power 0 (R80).
void nextTurn(Table &table, const Play &play)
{
    Position &position = table.position();
    const RuleSetProfile &profile = table.profile();
    if (TablePlayer *ending = table.player(position.turnOf)) {
        ending->hand.removeIf([&](const TableCard &card) {
            if (!card.attacked)
                return false;
            table.effect(R72, C::AttackedFromHandDiscarded,
                         {FactArg::name(card.card), FactArg::name(ending->name)}, card.id,
                         ending->name);
            return true;
        });
    }
    // Nobody keeps more Goal cards than he may (R124): the ones beyond are discarded.
    for (TablePlayer &seat : position.players) {
        const int allowed = goalCardsAllowed(seat, table.context());
        while (seat.goals.size() > allowed) {
            const QString extra = seat.goals.takeLast();
            table.effect(R124, C::GoalDiscarded, {FactArg::name(seat.name), FactArg::name(extra)},
                         {}, seat.name);
        }
    }
    int from = -1;
    int to = -1;
    for (int i = 0; i < position.players.size(); ++i) {
        if (position.players.at(i).name == position.turnOf)
            from = i;
        if (position.players.at(i).name == play.player)
            to = i;
    }
    // Under Plan 28 every turn is the whole table's, and turns are counted one by one (004, lines
    // 72-76); otherwise a round ends when play comes back round the table.
    if (to <= from || profile.family == RuleSetProfile::Family::Plan28)
        ++position.round;
    position.turnOf = play.player;
    position.phase = play.phase                                         ? *play.phase
                     : profile.family == RuleSetProfile::Family::Plan28 ? GamePhase::WorldDomination
                                                                        : GamePhase::Actions;
    const auto endTurn = [](TableCard &card) {
        card.changes.removeIf([](const CardChange &change) {
            return change.lasting == CardChange::Lasting::ThisTurn;
        });
    };
    for (TablePlayer &seat : position.players) {
        endTurn(seat.illuminati);
        for (QList<TableCard> *list : {&seat.groups, &seat.resources, &seat.hand}) {
            for (TableCard &card : *list)
                endTurn(card);
        }
    }
    for (TableCard &card : position.uncontrolled)
        endTurn(card);
    // A turn that starts before its token phase gives the tokens back when it gets there.
    const QList<GamePhase> phases = phasesOf(position.rules);
    if (phases.indexOf(position.phase) < phases.indexOf(tokensPhaseOf(position.rules)))
        return;
    refillTokens(table);
}

// The Action tokens of the player whose turn it is (every player's under Plan 28) come back
// (R151; Plan 28 R171), except on a group reduced to Power 0 (R80).
void refillTokens(Table &table)
{
    Position &position = table.position();
    const RuleSetProfile &profile = table.profile();
    const TableStats stats = table.stats();
    for (TablePlayer &seat : position.players) {
        if ((!profile.everyoneRefills && seat.name != position.turnOf) || seat.eliminated)
            continue;
        table.effect(profile.turnRule, C::TokensBack, {FactArg::name(seat.name)}, {}, seat.name);
        const auto refill = [&](TableCard &card) {
            const std::optional<EffectiveGroup> group = stats.numbers(card.id);
            card.tokensSpent = 0;
            if (group && !group->canAct) {
                card.tokensSpent = group->tokens;
                table.effect(R80, C::NoTokenAtPowerZero, {FactArg::name(card.card)}, card.id,
                             seat.name);
            }
        };
        refill(seat.illuminati);
        for (QList<TableCard> *list : {&seat.groups, &seat.resources}) {
            for (TableCard &card : *list)
                refill(card);
        }
    }
}

// A group whose Power a play brought to 0 loses its token (R80). Only a group with a token to
// lose is looked at (`only`, when given: the one group the play changed), and only one at Power 0
// now is looked at as it was.
void loseTokensAtZero(Table &table, const Position &was, const TableContext &context,
                      const InstanceId &only)
{
    const TableStats after = table.stats();
    std::optional<TableStats> before;         // made only for a group at Power 0 now
    QList<std::pair<InstanceId, int>> losing; // read first, changed after (no list copied twice)
    for (const TablePlayer &seat : std::as_const(table.position().players)) {
        for (const TableCard &card : seat.groups) {
            if (card.tokensSpent > card.slack + 1 || (!only.isEmpty() && card.id != only))
                continue;
            const std::optional<EffectiveGroup> now = after.numbers(card.id);
            if (!now || now->canAct || card.tokensSpent >= now->tokens)
                continue;
            if (!before)
                before.emplace(statsOf(was, context));
            const std::optional<EffectiveGroup> then = before->numbers(card.id);
            if (then && then->canAct)
                losing.append({card.id, now->tokens});
        }
    }
    for (const auto &[id, tokens] : std::as_const(losing)) {
        QString seat;
        if (TableCard *card = table.card(id, &seat)) {
            card->tokensSpent = tokens;
            table.effect(R80, C::LosesTokenAtPowerZero, {FactArg::name(card->card)}, card->id,
                         seat);
        }
    }
}

// Whether a play of this kind changes groups' Power across the table: an NWO played or negated,
// an alignment change (a group moved, linked or captured changes its own structure's numbers,
// and joins without a token anyway).
bool changesPower(PlayKind kind)
{
    switch (kind) {
    case PlayKind::Change:
    case PlayKind::Nwo:
    case PlayKind::Negate:
        return true;
    default:
        return false;
    }
}

// Whether an NWO's abilities can bring a group to Power 0: when it comes into force (`arriving`),
// a loss of Power, a Power set, a divider or an alignment change; when it leaves, a gain, a set, a
// multiplier or an alignment change.
bool mayBringToZero(const TableContext &context, const QString &cardId, bool arriving)
{
    if (!context.abilities || cardId.isEmpty())
        return false;
    for (const CardAbility &ability : context.abilities->of(cardId)) {
        if (!ability.verified || ability.reach != CardAbility::Reach::AllGroups)
            continue;
        switch (ability.kind) {
        case CardAbility::Kind::PowerBonus:
            if (arriving == (ability.value < 0))
                return true;
            break;
        case CardAbility::Kind::PowerMultiplier:
            if (arriving == (ability.value < 1))
                return true;
            break;
        case CardAbility::Kind::PowerSet:
        case CardAbility::Kind::AlignmentChange:
            return true;
        default:
            break;
        }
    }
    return false;
}

// A treasury: a group's megabucks, or an Illuminati's (its player's); nullptr for the bank or
// a card not on the table.
std::optional<int> *treasuryOf(Table &table, const InstanceId &id)
{
    if (id.isEmpty())
        return nullptr;
    QString controller;
    TableCard *card = table.card(id, &controller);
    if (!card)
        return nullptr;
    if (card->type == CardType::Illuminati) {
        if (TablePlayer *player = table.player(controller); player && player->illuminati.id == id)
            return &player->treasury;
    }
    return &card->treasury;
}

QString treasuryName(const Position &position, const InstanceId &id)
{
    if (id.isEmpty())
        return QCoreApplication::translate("TableFact", "the bank");
    const TableCard *card = position.card(id);
    return card ? card->card : id.value;
}

void moveMoney(Table &table, const Play &play)
{
    const Position &position = table.position();
    const QString from = treasuryName(position, play.payer);
    const QString to = treasuryName(position, play.payee);
    if (std::optional<int> *payer = treasuryOf(table, play.payer))
        *payer = std::max(0, payer->value_or(0) - play.amount);
    if (!play.attackPlay.isEmpty()) {
        // Spent on the attack: what it adds is the adjudicator's line (R185-R187).
        table.effect(
            R182, C::MoneySpent,
            {FactArg::of(play.amount), FactArg::name(from), FactArg::name(play.attackPlay)},
            play.payer, play.player);
    } else {
        if (std::optional<int> *payee = treasuryOf(table, play.payee))
            *payee = payee->value_or(0) + play.amount;
        table.effect(R182, C::MoneyMoved,
                     {FactArg::of(play.amount), FactArg::name(from), FactArg::name(to)}, {},
                     play.player);
    }
}

// An NWO comes into force (played, or dealt under Plan 28): one of the same colour in force
// leaves play for it (R106), an identical one is replaced by the copy (R108).
void nwoIntoForce(Table &table, const Play &play, const QString &playedBy,
                  const TableContext &context)
{
    NwoInForce nwo;
    nwo.card = play.card;
    nwo.cardId = play.cardId;
    nwo.playedBy = playedBy;
    if (const std::optional<Card> card = context.cards.cardById(play.cardId))
        nwo.color = card->nwoColor;
    const NwoPlayed played = table.position().playNwo(nwo);
    if (played.discarded)
        table.effect(R106, played.identical ? C::NwoReplacedCopy : C::NwoDiscarded,
                     played.identical ? FactArgs{FactArg::name(nwo.card)}
                                      : FactArgs{FactArg::name(nwo.card),
                                                 FactArg::name(played.discarded->card)});
}

TableCard newCard(const Play &play, const TableContext &context)
{
    TableCard card;
    card.id = play.newCard;
    card.card = play.card;
    card.cardId = play.cardId;
    if (const std::optional<Card> printed = context.cards.cardById(play.cardId))
        card.type = printed->type;
    return card;
}

void draw(Table &table, const Play &play, const TableContext &context)
{
    TablePlayer *holder = table.player(play.player);
    if (!holder)
        return;
    const RuleId rule = table.profile().family == RuleSetProfile::Family::Plan28 ? R171 : R150;
    switch (play.deck) {
    case DeckKind::Plot:
        holder->plotsHidden += play.count;
        table.effect(rule, C::PlotsDrawn, {FactArg::name(play.player), FactArg::of(play.count)}, {},
                     play.player);
        break;
    case DeckKind::Group:
        // The boxed game's Group drawn goes to the uncontrolled area (R182).
        if (table.profile().megabucks) {
            table.position().uncontrolled.append(newCard(play, context));
            table.effect(R182, C::GroupDrawnUncontrolled,
                         {FactArg::name(play.player), FactArg::name(play.card)}, play.newCard,
                         play.player);
        } else {
            holder->hand.append(newCard(play, context));
            table.effect(rule, C::GroupDrawn,
                         {FactArg::name(play.player), FactArg::name(play.card)}, play.newCard,
                         play.player);
        }
        break;
    case DeckKind::Goal:
        if (!play.discards.isEmpty() && holder->goals.removeOne(play.discards))
            table.effect(R124, C::GoalDiscarded,
                         {FactArg::name(play.player), FactArg::name(play.discards)}, {},
                         play.player);
        holder->goals.append(play.card);
        table.effect(R124, C::GoalDrawn, {FactArg::name(play.player), FactArg::name(play.card)}, {},
                     play.player);
        break;
    }
}

// A Group or Goal card out of a hand: discarded, or given to another player (R158).
void handOff(Table &table, const Play &play)
{
    const bool give = play.kind == PlayKind::Give;
    if (play.deck == DeckKind::Group) {
        std::optional<TableCard> card = table.takeFromHand(play.group);
        if (!card)
            return;
        if (give) {
            if (TablePlayer *taker = table.player(play.to))
                taker->hand.append(*card);
            table.effect(
                R158, C::HandCardGiven,
                {FactArg::name(play.player), FactArg::name(card->card), FactArg::name(play.to)},
                card->id, play.player);
        } else {
            table.effect(R158, C::HandCardDiscarded,
                         {FactArg::name(play.player), FactArg::name(card->card)}, card->id,
                         play.player);
        }
        return;
    }
    TablePlayer *holder = table.player(play.player);
    if (!holder || !holder->goals.removeOne(play.card))
        return;
    if (give) {
        if (TablePlayer *taker = table.player(play.to))
            taker->goals.append(play.card);
        table.effect(R158, C::HandCardGiven,
                     {FactArg::name(play.player), FactArg::name(play.card), FactArg::name(play.to)},
                     {}, play.player);
    } else {
        table.effect(R124, C::GoalDiscarded, {FactArg::name(play.player), FactArg::name(play.card)},
                     {}, play.player);
    }
}

// Plots discarded down to a number, the hidden ones first (the hand limit, R153).
void discardDownTo(Table &table, const Play &play)
{
    TablePlayer *holder = table.player(play.player);
    if (!holder)
        return;
    const int over = std::max(0, plotsHeld(*holder) - *play.downTo);
    const int hidden = std::min(over, holder->plotsHidden);
    holder->plotsHidden -= hidden;
    for (int i = hidden; i < over && !holder->plotsExposed.isEmpty(); ++i)
        holder->plotsExposed.removeLast();
    table.effect(R153, C::PlotsDiscardedDownTo,
                 {FactArg::name(play.player), FactArg::of(over), FactArg::of(*play.downTo)}, {},
                 play.player);
}

// A group taken by a card's effect: with its puppets and linked Resources onto the player's
// master (R157); it has no token until its owner's next token phase (R151).
void captureByCard(Table &table, const Play &play)
{
    Position &position = table.position();
    const QList<InstanceId> ids = subtree(position, play.group);
    QList<TableCard> linked;
    QList<TableCard> moved = takeOut(position, ids, &linked);
    TablePlayer *taker = table.player(play.player);
    if (moved.isEmpty() || !taker)
        return;
    moved.first().master = play.master;
    moved.first().arrow = play.arrow;
    taker->groups.append(moved);
    taker->resources.append(linked);
    table.effect(R157, C::GroupCaptured,
                 {FactArg::name(play.player), FactArg::name(moved.first().card)}, play.group,
                 play.player);
    table.joinsWithoutToken(ids);
}

void deal(Table &table, const Play &play, const TableContext &context)
{
    const TableCard card = newCard(play, context);
    if (card.type == CardType::NewWorldOrder) {
        table.effect(R171, C::NwoDealt, {FactArg::name(play.card)});
        nwoIntoForce(table, play, QString(), context);
        return;
    }
    table.position().uncontrolled.append(card);
    table.effect(R171, C::CardDealtUncontrolled, {FactArg::name(play.card)}, card.id);
}

// A player out of the game (R132): his cards leave the table; an eliminating rival is named.
void eliminate(Table &table, const Play &play)
{
    TablePlayer *out = table.player(play.at);
    if (!out)
        return;
    out->eliminated = true;
    if (play.player != play.at)
        out->eliminatedBy = play.player;
    out->groups.clear();
    out->resources.clear();
    out->hand.clear();
    out->plotsHidden = 0;
    out->plotsExposed.clear();
    table.effect(R132, C::PlayerEliminated, {FactArg::name(play.at), FactArg::name(play.player)},
                 {}, play.at);
}

void claim(Table &table, const Play &play, const TableContext &context)
{
    QStringList met;
    if (context.goals) {
        const TableStats stats = table.stats();
        const std::optional<PlayerGoals> goals =
            evaluatePlayerGoals(stats, context.cards, *context.goals, play.player);
        if (goals)
            met = goals->met();
    }
    if (!play.card.isEmpty() && !met.contains(play.card))
        met.append(play.card);
    Position &position = table.position();
    position.winners.append(play.player);
    table.effect(position.winners.size() > 1 ? R130 : R113, C::VictoryStands,
                 {FactArg::name(position.winners.join(u", "_s)), FactArg::name(met.join(u", "_s))},
                 {}, play.player);
}

void nextPhase(Table &table, const Play &play)
{
    Position &position = table.position();
    const QList<GamePhase> phases = phasesOf(position.rules);
    const qsizetype tokens = phases.indexOf(tokensPhaseOf(position.rules));
    const qsizetype from = phases.indexOf(position.phase);
    position.phase = *play.phase;
    table.effect(table.profile().family == RuleSetProfile::Family::Plan28 ? R171 : R150,
                 C::PhaseBegins, {FactArg::phase(displayNameOf(*play.phase))});
    if (from < tokens && phases.indexOf(*play.phase) >= tokens)
        refillTokens(table);
}

void applyTableEvent(Table &table, const Play &play, const TableContext &context)
{
    Position &position = table.position();
    switch (play.kind) {
    case PlayKind::Draw:
        draw(table, play, context);
        break;
    case PlayKind::Discard:
    case PlayKind::Give:
        handOff(table, play);
        break;
    case PlayKind::Expose:
        if (TablePlayer *holder = table.player(play.player)) {
            holder->plotsHidden = std::max(0, holder->plotsHidden - 1);
            holder->plotsExposed.append(play.card);
            table.effect(RuleId::None, C::PlotExposed,
                         {FactArg::name(play.player), FactArg::name(play.card)}, {}, play.player);
        }
        break;
    case PlayKind::Capture:
        captureByCard(table, play);
        break;
    case PlayKind::Destroy: {
        const TableCard *target = position.card(play.group);
        const QString name = target ? target->card : play.group.value;
        destroy(table, DeclaredAttack(play.player, AttackKind::Destroy, {}, {}, play.group));
        table.effect(R37, C::GroupDestroyed, {FactArg::name(play.player), FactArg::name(name)},
                     play.group, play.player);
        break;
    }
    case PlayKind::Devastate:
    case PlayKind::Relieve: {
        TableCard *card = table.card(play.group);
        if (!card)
            card = table.handCard(play.group);
        if (!card)
            break;
        const bool devastate = play.kind == PlayKind::Devastate;
        if (devastate && card->devastated)
            table.effect(R67, C::PlaceAlreadyDevastated, {FactArg::name(card->card)}, card->id);
        else
            table.effect(devastate ? R67 : R69, devastate ? C::PlaceDevastated : C::PlaceRelieved,
                         {FactArg::name(card->card)}, card->id);
        card->devastated = devastate;
        break;
    }
    case PlayKind::Money:
        moveMoney(table, play);
        break;
    case PlayKind::Income:
        for (const IncomeEntry &entry : play.income) {
            if (std::optional<int> *treasury = treasuryOf(table, entry.card)) {
                *treasury = treasury->value_or(0) + entry.amount;
                table.effect(R182, C::IncomeCollected,
                             {FactArg::name(treasuryName(table.position(), entry.card)),
                              FactArg::of(entry.amount)},
                             entry.card, play.player);
            }
        }
        break;
    case PlayKind::Deal:
        deal(table, play, context);
        break;
    case PlayKind::Eliminate:
        eliminate(table, play);
        break;
    case PlayKind::Claim:
        claim(table, play, context);
        break;
    case PlayKind::Phase:
        nextPhase(table, play);
        break;
    case PlayKind::Correct:
        position = *play.correction;
        table.effect(RuleId::None,
                     play.corrects.isEmpty() ? C::TableCorrected : C::TableCorrectedPlay,
                     play.corrects.isEmpty()
                         ? FactArgs{FactArg::name(play.reason)}
                         : FactArgs{FactArg::name(play.reason), FactArg::name(play.corrects)});
        break;
    default:
        break;
    }
}

void applyEffect(Table &table, const Play &play, const PlaySettlement &settlement,
                 const TableContext &context)
{
    if (isTableEvent(play.kind) ||
        ((play.kind == PlayKind::Discard || play.kind == PlayKind::Give) &&
         play.deck != DeckKind::Plot)) {
        applyTableEvent(table, play, context);
        return;
    }
    Position &position = table.position();
    switch (play.kind) {
    case PlayKind::Change: {
        CardChange change;
        change.kind = play.gain ? CardChange::Kind::GainAlignment : CardChange::Kind::LoseAlignment;
        change.alignment = play.gain ? play.gain : play.lose;
        change.lasting = play.lasting;
        change.source = play.by.kind == PlayMeans::Kind::Plot ? play.by.plot : QString();
        if (change.source.isEmpty()) {
            if (const TableCard *by = position.card(play.by.group))
                change.source = by->card;
        }
        if (TableCard *card = table.card(play.group))
            card->changes.append(change);
        break;
    }
    case PlayKind::Nwo:
        nwoIntoForce(table, play, play.player, context);
        break;
    case PlayKind::Negate:
        if (position.removeNwo(play.cardId.isEmpty() ? play.card : play.cardId))
            table.effect(R107, C::NwoRemoved, {FactArg::name(play.card)});
        break;
    case PlayKind::Takeover:
        takeover(table, play);
        break;
    case PlayKind::Transfer:
        transfer(table, play);
        break;
    case PlayKind::Link:
        if (TableCard *card = table.card(play.group))
            card->linkedTo = play.master;
        break;
    case PlayKind::Salvage:
        table.putPlot(play.player, QString(), false);
        break;
    case PlayKind::Discard:
        if (play.downTo)
            discardDownTo(table, play);
        break;
    case PlayKind::BuyPlots:
        if (TablePlayer *holder = table.player(play.player))
            holder->plotsHidden += plotsBought(position, play.tokens);
        break;
    case PlayKind::Turn:
        // An attack that could not succeed ended unrolled with the turn (R02).
        if (settlement.attack && settlement.attackFailed)
            attackFails(table, *settlement.attack);
        nextTurn(table, play);
        break;
    case PlayKind::Roll:
    case PlayKind::Fail:
    case PlayKind::CallOff:
        if (!settlement.attack)
            break;
        if (settlement.success.value_or(false))
            attackSucceeds(table, *settlement.attack);
        else if (settlement.attackFailed)
            attackFails(table, *settlement.attack);
        break;
    default:
        break;
    }
}

} // namespace

AppliedPlay applyPlay(const Position &position, const Play &play, const PlaySettlement &settlement,
                      const TableContext &context)
{
    AppliedPlay applied{position, {}};
    Table table(applied.position, context, applied.effects);
    applyItems(table, play, settlement);
    if (settlement.status != PlayStatus::Effective)
        return applied;
    bool mayZero = changesPower(play.kind);
    if (play.kind == PlayKind::Nwo || play.kind == PlayKind::Negate) {
        // Only an NWO that takes Power away when it arrives (or gives it while in force, when it
        // leaves) can bring a group to 0.
        mayZero = play.kind == PlayKind::Nwo && mayBringToZero(context, play.cardId, true);
        const QString leaving = play.kind == PlayKind::Negate ? play.cardId : QString();
        std::optional<NwoColor> colour;
        if (play.kind == PlayKind::Nwo) {
            if (const std::optional<Card> card = context.cards.cardById(play.cardId))
                colour = card->nwoColor;
        }
        for (const NwoInForce &nwo : position.nwos) {
            const bool replaced = play.kind == PlayKind::Nwo &&
                                  (nwo.cardId == play.cardId || (nwo.color && nwo.color == colour));
            if ((replaced || nwo.cardId == leaving) && mayBringToZero(context, nwo.cardId, false))
                mayZero = true;
        }
    }
    applyEffect(table, play, settlement, context);
    if (play.kind == PlayKind::Change) {
        // An alignment change changes the numbers of the changed group alone: the NWOs and its
        // structure's abilities read its own alignments. Only a token it has can be lost.
        const TableCard *changed = position.card(play.group);
        mayZero = changed && changed->tokensSpent <= changed->slack + 1;
    }
    if (mayZero)
        loseTokensAtZero(table, position, context,
                         play.kind == PlayKind::Change ? play.group : InstanceId());
    return applied;
}

Position positionAfterAttack(const Position &position, const DeclaredAttack &attack, bool success,
                             const TableContext &context)
{
    Play roll;
    roll.kind = PlayKind::Roll;
    roll.player = attack.player;
    PlaySettlement settlement;
    settlement.attack = attack;
    settlement.success = success;
    settlement.attackFailed = !success;
    return applyPlay(position, roll, settlement, context).position;
}

} // namespace inwo
