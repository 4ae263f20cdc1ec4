#include "timelinetext.h"

#include "common/enumnames.h"
#include "rules/factrender.h"
#include "table/tabletext.h"

using namespace Qt::StringLiterals;

namespace inwo {

QString TimelineText::name(PlayKind value)
{
    switch (value) {
    case PlayKind::Attack:
        return tr("Attack");
    case PlayKind::Aid:
        return tr("Aid");
    case PlayKind::Defend:
        return tr("Defend");
    case PlayKind::Agents:
        return tr("Agents card");
    case PlayKind::Plot:
        return tr("Plot");
    case PlayKind::Action:
        return tr("Action");
    case PlayKind::Ability:
        return tr("Special ability");
    case PlayKind::Cancel:
        return tr("Cancel");
    case PlayKind::Change:
        return tr("Alignment change");
    case PlayKind::Roll:
        return tr("Dice rolled");
    case PlayKind::DieChange:
        return tr("Die roll changed");
    case PlayKind::Nwo:
        return tr("New World Order");
    case PlayKind::Look:
        return tr("Look");
    case PlayKind::Takeover:
        return tr("Automatic takeover");
    case PlayKind::Transfer:
        return tr("Move a group");
    case PlayKind::Link:
        return tr("Link");
    case PlayKind::Privilege:
        return tr("Privilege");
    case PlayKind::Salvage:
        return tr("Salvage");
    case PlayKind::BuyPlots:
        return tr("Buy Plots");
    case PlayKind::Discard:
        return tr("Discard a Plot");
    case PlayKind::Give:
        return tr("Give a Plot");
    case PlayKind::CallOff:
        return tr("Call off an attack");
    case PlayKind::Negate:
        return tr("Negate an NWO");
    case PlayKind::Fail:
        return tr("Automatic failure");
    case PlayKind::Suspend:
        return tr("Suspend for one attack");
    case PlayKind::Knock:
        return tr("Knock");
    case PlayKind::Turn:
        return tr("Next turn");
    case PlayKind::Draw:
        return tr("Draw");
    case PlayKind::Expose:
        return tr("Expose a Plot");
    case PlayKind::Capture:
        return tr("Capture");
    case PlayKind::Destroy:
        return tr("Destroy");
    case PlayKind::Devastate:
        return tr("Devastate");
    case PlayKind::Relieve:
        return tr("Relieve");
    case PlayKind::Money:
        return tr("Money");
    case PlayKind::Income:
        return tr("Income");
    case PlayKind::Deal:
        return tr("Deal from the uncontrolled deck");
    case PlayKind::Eliminate:
        return tr("Eliminate a player");
    case PlayKind::Claim:
        return tr("Claim victory");
    case PlayKind::Phase:
        return tr("Next phase");
    case PlayKind::Correct:
        return tr("Referee's correction");
    }
    return displayNameOf(value);
}

QString TimelineText::name(Suspended value)
{
    switch (value) {
    case Suspended::Immunity:
        return tr("the target's immunity");
    case Suspended::Privilege:
        return tr("the privilege");
    }
    return displayNameOf(value);
}

QString TimelineText::name(PlayStatus value)
{
    switch (value) {
    case PlayStatus::Effective:
        return tr("Effective");
    case PlayStatus::Cancelled:
        return tr("Cancelled");
    case PlayStatus::Illegal:
        return tr("Illegal");
    case PlayStatus::Refused:
        return tr("Refused");
    case PlayStatus::CalledOff:
        return tr("Called off");
    }
    return displayNameOf(value);
}

QString TimelineText::name(ItemFate value)
{
    switch (value) {
    case ItemFate::Spent:
        return tr("Spent");
    case ItemFate::Returned:
        return tr("Returned");
    case ItemFate::Lost:
        return tr("Lost");
    case ItemFate::Discarded:
        return tr("Discarded");
    case ItemFate::Hand:
        return tr("Back in hand");
    case ItemFate::HandExposed:
        return tr("Back in hand, exposed");
    case ItemFate::InPlay:
        return tr("In play");
    case ItemFate::UntilTurnEnd:
        return tr("Discarded at the end of the turn unless taken");
    case ItemFate::Destroyed:
        return tr("Destroyed");
    }
    return displayNameOf(value);
}

QString TimelineText::name(PlotSource value)
{
    switch (value) {
    case PlotSource::Hidden:
        return tr("hidden");
    case PlotSource::Exposed:
        return tr("exposed");
    case PlotSource::Salvaged:
        return tr("salvaged");
    }
    return displayNameOf(value);
}

QString TimelineText::name(LookAt value)
{
    switch (value) {
    case LookAt::Hand:
        return tr("hand");
    case LookAt::Deck:
        return tr("deck");
    case LookAt::GoFish:
        return tr("Go Fish");
    }
    return displayNameOf(value);
}

QString TimelineText::name(AttackSide value)
{
    switch (value) {
    case AttackSide::Attack:
        return tr("for the attack");
    case AttackSide::Defence:
        return tr("for the defence");
    }
    return displayNameOf(value);
}

QString TimelineText::name(CardChange::Lasting value)
{
    switch (value) {
    case CardChange::Lasting::ThisTurn:
        return tr("until the end of the turn");
    case CardChange::Lasting::Permanent:
        return tr("for good");
    }
    return displayNameOf(value);
}

QString TimelineText::cardName(const Position &position, const InstanceId &id)
{
    if (const TableCard *card = position.card(id))
        return card->card;
    if (const TableCard *card = position.handCard(id))
        return card->card;
    return id.value;
}

QString TimelineText::means(const PlayMeans &means, const Position &position)
{
    switch (means.kind) {
    case PlayMeans::Kind::Rules:
        return {};
    case PlayMeans::Kind::Plot:
        return means.from == PlotSource::Hidden ? means.plot
                                                : tr("%1 (%2)").arg(means.plot, name(means.from));
    case PlayMeans::Kind::Action:
        return tr("the action of %1").arg(cardName(position, means.group));
    case PlayMeans::Kind::Ability:
        return tr("the ability of %1").arg(cardName(position, means.group));
    }
    return {};
}

QString TimelineText::summary(const Play &play, const Position &position)
{
    const auto card = [&position](const InstanceId &id) {
        return cardName(position, id);
    };
    QString what;
    bool meansSaid = false; // the summary already names what makes the play
    switch (play.kind) {
    case PlayKind::Attack:
        if (play.attack == AttackKind::Instant) {
            what = play.disaster ? tr("Disaster on %1").arg(card(play.target))
                                 : tr("Instant attack on %1").arg(card(play.target));
        } else {
            const QString attacker = card(play.attacker);
            switch (play.attack) {
            case AttackKind::Control:
                what = tr("%1 attacks to control %2").arg(attacker, card(play.target));
                break;
            case AttackKind::Destroy:
                what = tr("%1 attacks to destroy %2").arg(attacker, card(play.target));
                break;
            case AttackKind::Neutralize:
                what = tr("%1 attacks to neutralize %2").arg(attacker, card(play.target));
                break;
            case AttackKind::Instant:
                break;
            }
        }
        if (play.secondAttempt)
            what = tr("%1 (second attempt)").arg(what);
        break;
    case PlayKind::Aid:
        what = tr("%1 aids %2").arg(card(play.group), play.attackPlay);
        break;
    case PlayKind::Defend:
        what = tr("%1 defends against %2").arg(card(play.group), play.attackPlay);
        break;
    case PlayKind::Agents:
        what = play.side == AttackSide::Attack
                   ? tr("Agents card %1 for %2").arg(play.card, play.attackPlay)
                   : tr("Agents card %1 against %2").arg(play.card, play.attackPlay);
        break;
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
        what = means(play.by, position);
        meansSaid = true;
        break;
    case PlayKind::Cancel:
        what = tr("Cancels %1").arg(play.cancels);
        break;
    case PlayKind::Change: {
        const QString alignment =
            EnumNames::name(play.gain ? *play.gain : play.lose.value_or(Alignment::Violent));
        what =
            play.gain
                ? tr("%1 becomes %2 %3").arg(card(play.group), alignment, name(play.lasting))
                : tr("%1 is no longer %2 %3").arg(card(play.group), alignment, name(play.lasting));
        break;
    }
    case PlayKind::Roll:
        what = play.success ? tr("%1 + %2 for %3: success")
                                  .arg(play.dice[0])
                                  .arg(play.dice[1])
                                  .arg(play.attackPlay)
                            : tr("%1 + %2 for %3: failure")
                                  .arg(play.dice[0])
                                  .arg(play.dice[1])
                                  .arg(play.attackPlay);
        break;
    case PlayKind::DieChange:
        what = tr("Roll of %1 changed by %2")
                   .arg(play.attackPlay, play.change > 0
                                             ? u"+"_s + QString::number(play.change)
                                             : u"\u2212"_s + QString::number(-play.change));
        break;
    case PlayKind::Nwo:
        what = play.from == PlotSource::Hidden ? play.card
                                               : tr("%1 (%2)").arg(play.card, name(play.from));
        break;
    case PlayKind::Look:
        what = play.what == LookAt::Hand   ? tr("Looks at %1's hand").arg(play.at)
               : play.what == LookAt::Deck ? tr("Looks at %1's deck").arg(play.at)
                                           : tr("Go Fish with %1").arg(play.at);
        break;
    case PlayKind::Takeover:
        what = play.master.isEmpty() ? tr("Takes over %1").arg(card(play.group))
                                     : tr("Takes over %1 under %2, arrow %3")
                                           .arg(card(play.group), card(play.master))
                                           .arg(play.arrow + 1);
        break;
    case PlayKind::Transfer:
        what = tr("Moves %1 under %2, arrow %3")
                   .arg(card(play.group), card(play.master))
                   .arg(play.arrow + 1);
        if (!play.to.isEmpty())
            what = tr("%1, given to %2").arg(what, play.to);
        break;
    case PlayKind::Link:
        what = tr("Links %1 to %2").arg(card(play.group), card(play.master));
        break;
    case PlayKind::Privilege:
        what = tr("Makes %1 privileged").arg(play.attackPlay);
        break;
    case PlayKind::Salvage:
        what = tr("Salvages the Plot of %1").arg(play.salvages);
        break;
    case PlayKind::BuyPlots: {
        QStringList names;
        for (const InstanceId &token : play.tokens)
            names.append(card(token));
        what = tr("Buys Plots with the tokens of %1").arg(names.join(tr(", ")));
        break;
    }
    case PlayKind::Discard:
        what = play.deck == DeckKind::Group ? tr("Discards %1 from the hand").arg(card(play.group))
               : play.downTo                ? tr("Discards Plots down to %1").arg(*play.downTo)
               : play.card.isEmpty()        ? tr("Discards a hidden Plot")
                                            : tr("Discards %1").arg(play.card);
        break;
    case PlayKind::Give:
        what = play.deck == DeckKind::Group ? tr("Gives %1 to %2").arg(card(play.group), play.to)
               : play.card.isEmpty()        ? tr("Gives a hidden Plot to %1").arg(play.to)
                                            : tr("Gives %1 to %2").arg(play.card, play.to);
        break;
    case PlayKind::Knock:
        what = tr("Knocks");
        break;
    case PlayKind::Turn:
        what = tr("%1's turn begins").arg(play.player);
        break;
    case PlayKind::Draw:
        what = play.deck != DeckKind::Plot ? tr("Draws %1").arg(play.card)
               : play.count == 1           ? tr("Draws a Plot")
                                           : tr("Draws %1 Plots").arg(play.count);
        break;
    case PlayKind::Expose:
        what = tr("Shows %1").arg(play.card);
        break;
    case PlayKind::Capture:
        what = tr("Takes %1 under %2, arrow %3")
                   .arg(card(play.group), card(play.master))
                   .arg(play.arrow + 1);
        break;
    case PlayKind::Destroy:
        what = tr("Destroys %1").arg(card(play.group));
        break;
    case PlayKind::Devastate:
        what = tr("Devastates %1").arg(card(play.group));
        break;
    case PlayKind::Relieve:
        what = tr("Relieves %1").arg(card(play.group));
        break;
    case PlayKind::Money: {
        const QString from = play.payer.isEmpty() ? tr("the bank") : card(play.payer);
        what = play.attackPlay.isEmpty()
                   ? tr("%1 MB from %2 to %3")
                         .arg(play.amount)
                         .arg(from, play.payee.isEmpty() ? tr("the bank") : card(play.payee))
                   : tr("%1 MB from %2 on %3").arg(play.amount).arg(from, play.attackPlay);
        break;
    }
    case PlayKind::Income:
        what = tr("Collects income");
        break;
    case PlayKind::Deal:
        what = tr("Deals %1").arg(play.card);
        break;
    case PlayKind::Eliminate:
        what = tr("%1 is out of the game").arg(play.at);
        break;
    case PlayKind::Claim:
        what = tr("Claims victory");
        break;
    case PlayKind::Phase:
        what = play.phase ? tr("Phase: %1").arg(TableText::name(*play.phase)) : QString();
        break;
    case PlayKind::Correct:
        what = tr("Correction: %1").arg(play.reason);
        break;
    case PlayKind::CallOff:
        what = tr("Calls off %1").arg(play.attackPlay);
        break;
    case PlayKind::Negate:
        what = tr("Negates %1").arg(play.card);
        break;
    case PlayKind::Fail:
        what = tr("Makes %1 an automatic failure").arg(play.attackPlay);
        break;
    case PlayKind::Suspend:
        what = tr("Sets aside %1 for %2").arg(name(play.suspends), play.attackPlay);
        break;
    }
    if (play.value)
        what = tr("%1, +%2 to its side").arg(what).arg(*play.value);
    if (!meansSaid && play.by.kind != PlayMeans::Kind::Rules)
        what = tr("%1, by %2").arg(what, means(play.by, position));
    if (!play.with.isEmpty())
        what = tr("%1, with %2").arg(what, play.with);
    return what;
}

QString TimelineText::label(const Play &play, const Position &position)
{
    return tr("%1: %2").arg(play.id, summary(play, position));
}

QString TimelineText::item(const PlayItem &item, const Position &position)
{
    switch (item.kind) {
    case PlayItemKind::Token:
        return tr("Action token of %1").arg(cardName(position, item.card));
    case PlayItemKind::Plot:
        return item.name.isEmpty() ? tr("A hidden Plot") : tr("Plot %1").arg(item.name);
    case PlayItemKind::Card:
        return tr("Card %1").arg(item.name.isEmpty() ? cardName(position, item.card) : item.name);
    }
    return item.name;
}

QString TimelineText::problem(const DeclarationProblem &problem, const Position &position)
{
    const QString card = cardName(position, problem.card);
    using Code = DeclarationProblem::Code;
    switch (problem.code) {
    case Code::NoSuchPlayer:
        return tr("The attacking player does not sit at the table.");
    case Code::NoSuchCard:
        return problem.card.isEmpty() ? tr("The attack has no attacking group.")
                                      : withFullStop(tr("No card of the table is %1").arg(card));
    case Code::NotInPlay:
        return tr("%1 is not in a Power Structure.").arg(card);
    case Code::NotTheAttackersCard:
        return tr("%1 is not the attacking player's.").arg(card);
    case Code::NotAGroup:
        return tr("%1 is not a group.").arg(card);
    case Code::CardNotKnown:
        return tr("%1 is not in the card database.").arg(card);
    case Code::NoTokenLeft:
        return tr("%1 has no Action token left.").arg(card);
    }
    return card;
}

} // namespace inwo
