#include "table/tablestats.h"
#include "rules/ruleids.h"

#include "cards/cardabilities.h"
#include "cards/cardrepository.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {


QString signedText(int value)
{
    return value > 0 ? u"+%1"_s.arg(value) : QString::number(value);
}

// An alignment gained takes the place of its opposite (R15); gaining one it has does nothing.
// True when an opposite went.
bool gain(QList<Alignment> &alignments, Alignment gained)
{
    const std::optional<Alignment> opposite = oppositeOf(gained);
    const bool replaced = opposite && *opposite != gained && alignments.contains(*opposite);
    alignments.removeIf([&](Alignment held) {
        return held == gained || (opposite && *opposite != gained && held == *opposite);
    });
    alignments.append(gained);
    return replaced;
}

// A change to a number, waiting for its turn in the order of R76: set, then the highest
// multiplier, then additions.
struct PowerStep
{
    enum class Op : quint8 { Set, Multiply, Add };
    Op op = Op::Add;
    int value = 0;
    TableFact line; // its line, value filled in when applied
};

// How an ability of a Power kind changes Power, in the order of R76; nullopt for the others (a
// change for one use, such as defence, or of Resistance).
std::optional<PowerStep::Op> powerOpOf(CardAbility::Kind kind)
{
    switch (kind) {
    case CardAbility::Kind::PowerBonus:
        return PowerStep::Op::Add;
    case CardAbility::Kind::PowerMultiplier:
        return PowerStep::Op::Multiply;
    case CardAbility::Kind::PowerSet:
        return PowerStep::Op::Set;
    default:
        return std::nullopt;
    }
}

} // namespace

TableStats::TableStats(const Position &position, const CardRepository &cards,
                       const CardAbilities *abilities)
    : m_position(position), m_abilities(abilities)
{
    readCards(cards);
}

TableStats::TableStats(const Position &position, const TableStats &known,
                       const CardRepository &cards)
    : m_position(position), m_abilities(known.m_abilities), m_cards(known.m_cards)
{
    readCards(cards);
}

void TableStats::readCards(const CardRepository &cards)
{
    const auto remember = [&](const QString &cardId) {
        if (cardId.isEmpty() || m_cards.contains(cardId))
            return;
        if (std::optional<Card> card = cards.cardById(cardId))
            m_cards.insert(cardId, *card);
    };
    for (const TablePlayer &player : m_position.players) {
        remember(player.illuminati.cardId);
        for (const TableCard &card : player.groups)
            remember(card.cardId);
        for (const TableCard &card : player.resources)
            remember(card.cardId);
    }
    for (const TableCard &card : m_position.uncontrolled)
        remember(card.cardId);
    for (const NwoInForce &nwo : m_position.nwos)
        remember(nwo.cardId);
    for (const NwoInForce &nwo : m_position.nwos) {
        Nwo entry;
        entry.nwo = &nwo;
        const auto found = m_cards.constFind(nwo.cardId);
        entry.card = found == m_cards.cend() ? nullptr : &*found;
        if (entry.card && m_abilities) {
            for (const CardAbility &ability : m_abilities->of(nwo.cardId))
                entry.abilities.append(&ability);
        }
        m_nwos.append(entry);
    }
}

const Card *TableStats::printed(const InstanceId &id) const
{
    const TableCard *card = m_position.card(id);
    if (!card)
        return nullptr;
    const auto found = m_cards.constFind(card->cardId);
    return found == m_cards.cend() ? nullptr : &*found;
}

std::optional<EffectiveGroup> TableStats::group(const InstanceId &id, StatUse use) const
{
    QHash<QString, EffectiveGroup> &computed = m_computed[use == StatUse::Goals ? 1 : 0];
    const auto found = computed.constFind(id.value);
    if (found != computed.cend())
        return *found;
    QString controller;
    const TableCard *card = m_position.card(id, &controller);
    if (!card)
        return std::nullopt;
    return *computed.insert(id.value, compute(*card, controller, use, nullptr));
}

QStringList TableStats::nwosForTheReferee() const
{
    QStringList names;
    for (const Nwo &nwo : m_nwos) {
        const bool unknown =
            !nwo.card ||
            std::any_of(nwo.abilities.cbegin(), nwo.abilities.cend(), [](const CardAbility *a) {
                return a->kind == CardAbility::Kind::Unencoded ||
                       (a->holder.isAny() && !(a->verified && abilityHandlerOf(a->kind, a->reach) ==
                                                                  AbilityHandler::TableEffect));
            });
        if (unknown && !names.contains(nwo.nwo->card))
            names.append(nwo.nwo->card);
    }
    return names;
}

QList<NwoEffect> TableStats::nwoEffects() const
{
    QList<NwoEffect> effects;
    for (qsizetype i = 0; i < m_nwos.size(); ++i) {
        NwoEffect effect;
        effect.nwo = *m_nwos.at(i).nwo;
        effect.order = int(i) + 1;
        const QString name = effect.nwo.card;
        TableFact inForce = tableFact(R112, TableFactCode::NwoInForce);
        inForce.player = effect.nwo.playedBy;
        inForce.value = effect.order;
        inForce.args = {
            FactArg::name(name),
            FactArg::name(effect.nwo.color ? nwoColorDisplayName(*effect.nwo.color) : QString()),
            FactArg::name(effect.nwo.playedBy)};
        effect.lines.append(inForce);
        if (!m_nwos.at(i).card) {
            TableFact unknown = tableFact(R160, TableFactCode::NwoNotKnown);
            unknown.args = {FactArg::name(name)};
            effect.lines.append(unknown);
            effect.refereeDecides = true;
        }
        for (const CardAbility *ability : m_nwos.at(i).abilities) {
            const AbilityHandler handler = abilityHandlerOf(ability->kind, ability->reach);
            if (ability->verified && handler == AbilityHandler::TableEffect)
                continue;
            // An unchecked change for some groups only: named below for each group it could
            // change; with no such group there is nothing for the referee to decide.
            if (ability->kind != CardAbility::Kind::Unencoded && !ability->holder.isAny())
                continue;
            TableFact referee = tableFact(ability->rule == RuleId::None ? R160 : ability->rule,
                                          TableFactCode::NwoReferee);
            referee.abilityCard = name;
            referee.abilitySource = ability->source;
            referee.args = {FactArg::name(name), FactArg::words(ability->words)};
            effect.lines.append(referee);
            effect.refereeDecides = true;
        }
        effects.append(effect);
    }
    if (!effects.isEmpty())
        effects.first().lines.append(tableFact(R106, TableFactCode::NwoOnePerColour));
    if (effects.size() > 1)
        effects.first().lines.append(tableFact(R109, TableFactCode::NwoOrder));
    // Each group of the table, once: what every NWO does to it lands in that NWO's lines.
    const auto visit = [&](const TableCard &card, const QString &controller) {
        compute(card, controller, StatUse::Play, &effects);
    };
    for (const TablePlayer &player : m_position.players) {
        visit(player.illuminati, player.name);
        for (const TableCard &card : player.groups)
            visit(card, player.name);
    }
    for (const TableCard &card : m_position.uncontrolled)
        visit(card, QString());
    return effects;
}

EffectiveGroup TableStats::compute(const TableCard &card, const QString &controller, StatUse use,
                                   QList<NwoEffect> *effects) const
{
    EffectiveGroup group;
    group.id = card.id;
    group.cardId = card.cardId;
    group.name = card.card; // as written, until the card is known
    group.controller = controller;
    group.type = card.type;
    const auto found = m_cards.constFind(card.cardId);
    const Card *printed = found == m_cards.cend() ? nullptr : &*found;
    group.known = printed != nullptr;
    if (printed)
        group.name = printed->name; // "C.I.A.", however the file wrote it
    const auto nameArg = FactArg::name(group.name);
    const auto make = [&](RuleId rule, TableFactCode code, int value, FactArgs args) {
        return tableFact(rule, code, std::move(args), card.id, controller, value);
    };
    if (printed) {
        group.type = printed->type;
        group.power = printed->power.value.value_or(0);
        group.globalPower = printed->globalPower.value.value_or(0);
        group.resistance = printed->resistance.value.value_or(0);
        for (const AlignmentMark &mark : printed->alignments) {
            if (!mark.sometimes)
                group.alignments.append(mark.value);
        }
        for (const AttributeMark &mark : printed->attributes)
            group.attributes.append(mark.value);
        TableFact line = make(RuleId::None, TableFactCode::PrintedStats, group.power,
                              {nameArg, FactArg::of(group.power), FactArg::of(group.resistance)});
        line.abilitySource = u"carddata.txt, "_s + printed->name;
        group.lines.append(line);
    }

    QList<PowerStep> steps;
    // 1. What the card remembers, in order (R146): alignments for play and goals alike (a
    // temporary one counts at the end of its turn, R127); a temporary Power change never counts
    // for goals (R126).
    QList<Alignment> rememberedGains;
    for (const CardChange &change : card.changes) {
        const bool temporary = change.lasting == CardChange::Lasting::ThisTurn;
        // The card that made the change, or a word that the file does not say.
        const QString source = change.source.isEmpty()
                                   ? QCoreApplication::translate("TableFact", "source not given")
                                   : change.source;
        switch (change.kind) {
        case CardChange::Kind::GainAlignment: {
            const bool replaced = gain(group.alignments, *change.alignment);
            // An opposite an earlier change gave is overridden: the order of events matters
            // (R129); one it was printed with simply goes (R15).
            const bool overridesEarlier =
                replaced && rememberedGains.contains(*oppositeOf(*change.alignment));
            rememberedGains.append(*change.alignment);
            if (replaced)
                group.lines.append(
                    make(overridesEarlier ? R129 : R15, TableFactCode::RememberedLoss, 0,
                         {nameArg, FactArg::of(QList<Alignment>{*oppositeOf(*change.alignment)}),
                          FactArg::name(source)}));
            group.lines.append(make(temporary               ? R127
                                    : use == StatUse::Goals ? R126
                                                            : R146,
                                    temporary ? TableFactCode::RememberedAlignmentThisTurn
                                              : TableFactCode::RememberedAlignment,
                                    0,
                                    {nameArg, FactArg::of(QList<Alignment>{*change.alignment}),
                                     FactArg::name(source)}));
            break;
        }
        case CardChange::Kind::LoseAlignment:
            group.alignments.removeAll(*change.alignment);
            group.lines.append(make(temporary ? R127 : R146, TableFactCode::RememberedLoss, 0,
                                    {nameArg, FactArg::of(QList<Alignment>{*change.alignment}),
                                     FactArg::name(source)}));
            break;
        case CardChange::Kind::Status:
            // A status a card gave it (a Vampire Personality) is remembered (R146); what it does
            // is that card's, for the referee.
            group.lines.append(
                make(temporary ? R127 : R146, TableFactCode::RememberedStatus, 0,
                     {nameArg, FactArg::name(change.status), FactArg::name(source)}));
            break;
        case CardChange::Kind::Power:
            if (temporary && use == StatUse::Goals) {
                group.lines.append(make(
                    R126, TableFactCode::TemporaryPowerLeftOut, 0,
                    {nameArg, FactArg::name(signedText(change.power)), FactArg::name(source)}));
                break;
            }
            steps.append(
                {PowerStep::Op::Add, change.power,
                 make(temporary               ? R148
                      : use == StatUse::Goals ? R126
                                              : R146,
                      TableFactCode::RememberedPower, 0,
                      {nameArg, FactArg::name(signedText(change.power)), FactArg::name(source)})});
            break;
        }
    }
    group.goalAlignments = group.alignments;

    // 2. The NWOs in force, one at a time in the order played (R109): each reads the group as
    // the earlier ones left it.
    if (group.type != CardType::Resource && group.type != CardType::Illuminati) {
        for (qsizetype n = 0; n < m_nwos.size(); ++n) {
            const Nwo &nwo = m_nwos.at(n);
            const QString nwoName = nwo.nwo->card;
            for (const CardAbility *ability : nwo.abilities) {
                if (ability->reach != CardAbility::Reach::AllGroups)
                    continue;
                const bool holds = ability->holder.isAny() ||
                                   ability->holder.matches(card.cardId, group.type,
                                                           group.alignments, group.attributes);
                if (!holds)
                    continue;
                // Military-Industrial Complex's "your" groups: every player's, or only those of
                // the player who played it, as the referee rules.
                if (ability->rule == R133) {
                    const bool onlyPlayers =
                        m_position.rulings.readingOf(RulingId::MicWhoseGroups) == 0;
                    group.lines.append(rulingFact(RulingId::MicWhoseGroups, m_position.rulings));
                    if (onlyPlayers && controller != nwo.nwo->playedBy)
                        continue;
                }
                const bool applied =
                    ability->verified && !ability->holder.needsReferee() &&
                    abilityHandlerOf(ability->kind, ability->reach) == AbilityHandler::TableEffect;
                TableFact line =
                    make(ability->rule == RuleId::None ? R112 : ability->rule,
                         TableFactCode::NwoRefereeGroup, 0,
                         {nameArg, FactArg::name(nwoName), FactArg::words(ability->words)});
                line.abilityCard = nwoName;
                line.abilitySource = ability->source;
                // A change for one use (defending, one kind of attack) never counts for goals
                // (R126): goals leave it out.
                const bool forOneUse = !ability->attacks.isEmpty() ||
                                       ability->kind == CardAbility::Kind::DefencePowerBonus ||
                                       ability->kind == CardAbility::Kind::DefencePowerMultiplier ||
                                       ability->kind == CardAbility::Kind::DefenceBonus;
                if (!applied) {
                    if ((ability->kind != CardAbility::Kind::Unencoded ||
                         !ability->holder.isAny()) &&
                        !(forOneUse && use == StatUse::Goals))
                        group.lines.append(line);
                    if (effects && ability->kind != CardAbility::Kind::Unencoded) {
                        (*effects)[n].lines.append(line);
                        (*effects)[n].refereeDecides = true;
                    }
                    continue;
                }
                if (ability->kind == CardAbility::Kind::AlignmentChange) {
                    for (const Alignment becomes : ability->becomes)
                        gain(group.alignments, becomes);
                    if (ability->forGoals)
                        group.goalAlignments = group.alignments;
                    line.code = TableFactCode::NwoAlignment;
                    line.args = {nameArg, FactArg::of(ability->becomes),
                                 FactArg::words(ability->words)};
                    group.lines.append(line);
                    if (effects)
                        (*effects)[n].lines.append(line);
                    if (!ability->forGoals) {
                        TableFact kept = make(R133, TableFactCode::NwoAlignmentNotForGoals, 0,
                                              {nameArg, FactArg::of(group.goalAlignments)});
                        group.lines.append(kept);
                    }
                    continue;
                }
                const std::optional<PowerStep::Op> op = powerOpOf(ability->kind);
                if (!op) {
                    // A change for one use (defence) or of Resistance: named, the referee
                    // applies it where it matters.
                    group.lines.append(line);
                    if (effects)
                        (*effects)[n].lines.append(line);
                    continue;
                }
                PowerStep step;
                step.op = *op;
                step.value = ability->value;
                line.code = TableFactCode::NwoPower;
                step.line = line;
                step.line.args = {nameArg, FactArg::name(QString()),
                                  FactArg::words(ability->words)};
                steps.append(step);
                if (effects)
                    (*effects)[n].lines.append(step.line); // value filled in below
            }
        }
    }

    // 3. Permanent Power changes its own card and the cards of its Power Structure give it
    // (New York: the player's other Criminal groups; a linked Resource), read after the NWOs
    // have changed its alignments (a Corporate group made Government gets Clipper Chip's +2,
    // 002_c1b8ef93d76c5628.txt, line 326); they count for goals
    // (002_c1b8ef93d76c5628.txt, lines 315-321).
    if (m_abilities && !controller.isEmpty() && group.type != CardType::Resource) {
        const TablePlayer *player = m_position.player(controller);
        const auto consider = [&](const TableCard &giver) {
            const auto giverCard = m_cards.constFind(giver.cardId);
            if (giverCard == m_cards.cend())
                return;
            const bool self = giver.id == card.id;
            for (const CardAbility &ability : m_abilities->of(giver.cardId)) {
                if (!ability.verified || !ability.permanent || !ability.attacks.isEmpty())
                    continue;
                const bool reaches =
                    (self && ability.reach == CardAbility::Reach::Direct) ||
                    (!self && ability.reach == CardAbility::Reach::Structure) ||
                    (ability.reach == CardAbility::Reach::Linked && giver.linkedTo == card.id);
                if (!reaches || ability.holder.needsReferee() ||
                    (ability.reach != CardAbility::Reach::Direct &&
                     !ability.holder.matches(card.cardId, group.type, group.alignments,
                                             group.attributes)))
                    continue;
                const std::optional<PowerStep::Op> op = powerOpOf(ability.kind);
                if (!op)
                    continue;
                PowerStep step;
                step.op = *op;
                step.value = ability.value;
                step.line = make(
                    ability.rule == RuleId::None ? R160 : ability.rule, TableFactCode::AbilityPower,
                    0, {nameArg, FactArg::name(QString()), FactArg::words(ability.words)});
                step.line.abilityCard = giverCard->name;
                step.line.abilitySource = ability.source;
                steps.append(step);
            }
        };
        if (player) {
            consider(player->illuminati);
            for (const TableCard &other : player->groups)
                consider(other);
            for (const TableCard &resource : player->resources)
                consider(resource);
        }
    }

    // 4. Power in the order of R76: set, the highest multiplier, then additions; never below 0
    // (R80).
    int power = group.power;
    const auto apply = [&](PowerStep &step, int next) {
        step.line.value = next - power;
        if (step.line.args.size() > 1)
            step.line.args[1] = FactArg::name(signedText(next - power));
        if (step.line.rule == RuleId::None)
            step.line.rule = R76;
        power = next;
        group.lines.append(step.line);
    };
    for (PowerStep &step : steps) {
        if (step.op == PowerStep::Op::Set)
            apply(step, step.value);
    }
    PowerStep *highest = nullptr;
    for (PowerStep &step : steps) {
        if (step.op == PowerStep::Op::Multiply && (!highest || step.value > highest->value))
            highest = &step;
    }
    if (highest)
        apply(*highest, power * highest->value);
    // Global Power never exceeds Power: it falls with it, and a later rise of Power does not
    // raise it again (R26).
    const auto globalFollows = [&] {
        if (group.globalPower > power) {
            group.globalPower = std::max(power, 0);
            group.lines.append(make(R26, TableFactCode::GlobalPowerFollows, group.globalPower,
                                    {nameArg, FactArg::of(group.globalPower)}));
        }
    };
    globalFollows();
    // One at a time (R109), each addition stopping at 0 (R80).
    for (PowerStep &step : steps) {
        if (step.op != PowerStep::Op::Add)
            continue;
        apply(step, power + step.value);
        if (power < 0) {
            group.lines.append(make(R80, TableFactCode::PowerFloor, -power, {nameArg}));
            power = 0;
        }
        globalFollows();
    }
    group.power = power;
    if (effects) {
        // The NWO lines got their values when applied: copy them into the NWO's list.
        for (NwoEffect &effect : *effects) {
            for (TableFact &line : effect.lines) {
                if (line.code != TableFactCode::NwoPower || line.card != card.id ||
                    line.args.size() < 2 || !line.args[1].text.isEmpty())
                    continue;
                for (const TableFact &applied : std::as_const(group.lines)) {
                    if (applied.code == TableFactCode::NwoPower &&
                        applied.abilityCard == line.abilityCard &&
                        applied.args.at(2).text == line.args.at(2).text) {
                        line = applied;
                        break;
                    }
                }
            }
        }
    }
    return group;
}

} // namespace inwo
