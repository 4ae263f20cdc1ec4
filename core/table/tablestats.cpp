#include "table/tablestats.h"

#include "cards/cardabilities.h"
#include "cards/cardrepository.h"
#include "rules/ruleids.h"

#include <QCoreApplication>

#include <algorithm>

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

// Whether a change counts on the table (not only in attacks: a defence bonus, a change for one
// kind of attack).
bool countsOnTable(const StatModifier &modifier)
{
    return modifier.use == StatModifier::Use::Any && modifier.kinds.isEmpty();
}

} // namespace

// One card being worked out: what compute() hands from step to step.
struct TableStats::Computation
{
    const TableCard &card;
    QString controller;
    bool inHand = false;
    StatUse use = StatUse::Play;
    QList<NwoEffect> *effects = nullptr;
    const Card *printed = nullptr;
    EffectiveGroup group;
    QList<Change> changes; // every change of a number, in order, with its line
    FactArg nameArg;
    bool explain = true; // the lines are wanted, not only the numbers

    void say(TableFact fact)
    {
        if (explain)
            group.lines.append(std::move(fact));
    }
    // A line built only when the lines are wanted.
    template <typename Make> void sayIf(Make &&make)
    {
        if (explain)
            group.lines.append(make());
    }
    TableFact make(RuleId rule, TableFactCode code, int value, FactArgs args) const
    {
        return tableFact(rule, code, std::move(args), card.id, controller, value);
    }
};

TableStats::TableStats(const Position &position, const CardRepository &cards,
                       const CardAbilities *abilities, const QStringList &alsoRead)
    : m_position(position), m_baseAbilities(abilities),
      m_inForce(std::make_shared<AbilitiesInForce>(abilities, position.abilities)),
      m_abilities(m_inForce->get())
{
    readCards(cards);
    for (const QString &cardId : alsoRead) {
        if (!cardId.isEmpty() && !m_cards.contains(cardId)) {
            if (std::optional<Card> card = cards.cardById(cardId))
                m_cards.insert(cardId, *card);
        }
    }
    m_shared = std::make_shared<const QHash<QString, Card>>(std::move(m_cards));
    m_cards.clear();
    readNwos();
}

TableStats::TableStats(const Position &position, const TableStats &known,
                       const CardRepository &cards)
    : m_position(position), m_baseAbilities(known.m_baseAbilities),
      m_inForce(
          position.abilities == known.m_position.abilities
              ? known.m_inForce
              : std::make_shared<AbilitiesInForce>(known.m_baseAbilities, position.abilities)),
      m_abilities(m_inForce->get()), m_shared(known.m_shared), m_repository(&cards)
{
    // The card facts `known` read are shared, never copied; this table's other cards are read
    // when first asked for.
    readNwos();
}

void TableStats::readCards(const CardRepository &cards)
{
    const auto remember = [&](const QString &cardId) {
        if (cardId.isEmpty() || m_cards.contains(cardId) ||
            (m_shared && m_shared->contains(cardId)))
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
        for (const TableCard &card : player.hand)
            remember(card.cardId);
    }
    for (const TableCard &card : m_position.uncontrolled)
        remember(card.cardId);
    for (const NwoInForce &nwo : m_position.nwos)
        remember(nwo.cardId);
}

void TableStats::readNwos()
{
    for (const NwoInForce &nwo : m_position.nwos) {
        Nwo entry;
        entry.nwo = &nwo;
        entry.card = cardById(nwo.cardId);
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
        card = m_position.handCard(id);
    return card ? cardById(card->cardId) : nullptr;
}

const Card *TableStats::cardById(const QString &cardId) const
{
    if (cardId.isEmpty())
        return nullptr;
    if (m_shared) {
        if (const auto found = m_shared->constFind(cardId); found != m_shared->cend())
            return &*found;
    }
    if (const auto found = m_cards.constFind(cardId); found != m_cards.cend())
        return &*found;
    if (!m_repository)
        return nullptr;
    auto later = m_later.find(cardId);
    if (later == m_later.end())
        later = m_later.emplace(cardId, m_repository->cardById(cardId)).first;
    return later->second ? &*later->second : nullptr;
}

std::optional<EffectiveGroup> TableStats::group(const InstanceId &id, StatUse use) const
{
    QHash<QString, EffectiveGroup> &computed = m_computed[use == StatUse::Goals ? 1 : 0];
    const auto found = computed.constFind(id.value);
    if (found != computed.cend())
        return *found;
    const Place place = locate(id);
    if (!place.card)
        return std::nullopt;
    return *computed.insert(id.value,
                            compute(*place.card, place.controller, place.inHand, use, nullptr));
}

std::optional<EffectiveGroup> TableStats::numbers(const InstanceId &id) const
{
    if (const auto full = m_computed[0].constFind(id.value); full != m_computed[0].cend())
        return *full;
    if (const auto found = m_numbers.constFind(id.value); found != m_numbers.cend())
        return *found;
    const Place place = locate(id);
    if (!place.card)
        return std::nullopt;
    return *m_numbers.insert(id.value, compute(*place.card, place.controller, place.inHand,
                                               StatUse::Play, nullptr, false));
}

TableStats::Place TableStats::locate(const InstanceId &id) const
{
    // A short-lived table asked about a card or two looks it up; one asked often indexes them.
    if (m_places.isEmpty() && ++m_lookups < 4) {
        Place place;
        place.card = m_position.card(id, &place.controller);
        if (!place.card) {
            place.card = m_position.handCard(id, &place.controller);
            place.inHand = place.card != nullptr;
        }
        return place;
    }
    if (m_places.isEmpty()) {
        for (const TablePlayer &player : m_position.players) {
            m_places.insert(player.illuminati.id.value, {&player.illuminati, player.name, false});
            for (const QList<TableCard> *list : {&player.groups, &player.resources}) {
                for (const TableCard &card : *list)
                    m_places.insert(card.id.value, {&card, player.name, false});
            }
            for (const TableCard &card : player.hand)
                m_places.insert(card.id.value, {&card, player.name, true});
        }
        for (const TableCard &card : m_position.uncontrolled)
            m_places.insert(card.id.value, {&card, QString(), false});
    }
    return m_places.value(id.value);
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

QList<TableFact> TableStats::rulingsInForce() const
{
    // One line per ruling, known by its question (its first argument): a rule may have two.
    QList<TableFact> rulings;
    for (const NwoEffect &effect : nwoEffects()) {
        for (const TableFact &line : effect.lines) {
            const bool said =
                std::any_of(rulings.cbegin(), rulings.cend(), [&](const TableFact &had) {
                    return had.rule == line.rule &&
                           had.args.value(0).text == line.args.value(0).text;
                });
            if (line.code == TableFactCode::RulingApplied && !said)
                rulings.append(line);
        }
    }
    return rulings;
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
        // A ruling the NWO's reach depends on (Military-Industrial Complex's "your" groups, R133):
        // shown with the NWO, wherever its effect is listed, whichever groups it reaches.
        for (const CardAbility *ability : m_nwos.at(i).abilities) {
            if (ability->rule == R133 && ability->reach == CardAbility::Reach::AllGroups) {
                effect.lines.append(rulingFact(RulingId::MicWhoseGroups, m_position.rulings));
                break;
            }
        }
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
        compute(card, controller, false, StatUse::Play, &effects);
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

EffectiveGroup TableStats::compute(const TableCard &card, const QString &controller, bool inHand,
                                   StatUse use, QList<NwoEffect> *effects, bool explain) const
{
    Computation c{card, controller, inHand, use,    effects, cardById(card.cardId),
                  {},   {},         {},     explain};
    c.group.id = card.id;
    c.group.cardId = card.cardId;
    c.group.name = c.printed ? c.printed->name : card.card; // "C.I.A.", however it was written
    c.group.controller = controller;
    c.group.type = c.printed ? std::optional(c.printed->type) : card.type;
    c.group.known = c.printed != nullptr;
    c.group.inHand = inHand;
    c.nameArg = FactArg::name(c.group.name);
    printedFacts(c);
    rememberedChanges(c);
    c.group.goalAlignments = c.group.alignments;
    // A card in a hand is not in play: no NWO changes it, nor its Power Structure (R72).
    if (!inHand) {
        nwoChanges(c);
        structureChanges(c);
    }
    applyChanges(c);
    tokensOf(c);
    return c.group;
}

// 1. The card as printed; an alignment it holds only "(Sometimes)" is in doubt (R75).
void TableStats::printedFacts(Computation &c) const
{
    if (!c.printed)
        return;
    EffectiveGroup &group = c.group;
    group.printedPower = c.printed->power.value.value_or(0);
    group.printedGlobalPower = c.printed->globalPower.value.value_or(0);
    group.printedResistance = c.printed->resistance.value.value_or(0);
    for (const AlignmentMark &mark : c.printed->alignments)
        (mark.sometimes ? group.sometimes : group.alignments).append(mark.value);
    for (const AttributeMark &mark : c.printed->attributes)
        group.attributes.append(mark.value);
    if (!c.explain)
        return;
    TableFact line =
        c.make(RuleId::None, TableFactCode::PrintedStats, group.printedPower,
               {c.nameArg, FactArg::of(group.printedPower), FactArg::of(group.printedResistance)});
    line.abilitySource = u"carddata.txt, "_s + c.printed->name;
    c.say(line);
}

// 2. What the card remembers, in order (R146): alignments for play and goals alike (a temporary
// one counts at the end of its turn, R127); a temporary Power change never counts for goals
// (R126).
void TableStats::rememberedChanges(Computation &c) const
{
    EffectiveGroup &group = c.group;
    QList<Alignment> rememberedGains;
    for (const CardChange &change : c.card.changes) {
        const bool temporary = change.lasting == CardChange::Lasting::ThisTurn;
        // The card that made the change, or a word that the file does not say.
        const QString source = change.source.isEmpty() && c.explain
                                   ? QCoreApplication::translate("TableFact", "source not given")
                                   : change.source;
        const FactArg sourceArg = FactArg::name(source);
        switch (change.kind) {
        case CardChange::Kind::GainAlignment: {
            const bool replaced = gain(group.alignments, *change.alignment);
            group.sometimes.removeAll(*change.alignment);
            if (const std::optional<Alignment> opposite = oppositeOf(*change.alignment))
                group.sometimes.removeAll(*opposite);
            // An opposite an earlier change gave is overridden: the order of events matters
            // (R129); one it was printed with simply goes (R15).
            const bool overridesEarlier =
                replaced && rememberedGains.contains(*oppositeOf(*change.alignment));
            rememberedGains.append(*change.alignment);
            if (replaced)
                c.sayIf([&] {
                    return c.make(overridesEarlier ? R129 : R15, TableFactCode::RememberedLoss, 0,
                                  {c.nameArg,
                                   FactArg::of(QList<Alignment>{*oppositeOf(*change.alignment)}),
                                   sourceArg});
                });
            c.sayIf([&] {
                return c.make(
                    temporary                 ? R127
                    : c.use == StatUse::Goals ? R126
                                              : R146,
                    temporary ? TableFactCode::RememberedAlignmentThisTurn
                              : TableFactCode::RememberedAlignment,
                    0, {c.nameArg, FactArg::of(QList<Alignment>{*change.alignment}), sourceArg});
            });
            break;
        }
        case CardChange::Kind::LoseAlignment:
            group.alignments.removeAll(*change.alignment);
            group.sometimes.removeAll(*change.alignment);
            c.sayIf([&] {
                return c.make(
                    temporary ? R127 : R146, TableFactCode::RememberedLoss, 0,
                    {c.nameArg, FactArg::of(QList<Alignment>{*change.alignment}), sourceArg});
            });
            break;
        case CardChange::Kind::Status:
            // A status a card gave it (a Vampire Personality) is remembered (R146); what it does
            // is that card's, for the referee.
            c.sayIf([&] {
                return c.make(temporary ? R127 : R146, TableFactCode::RememberedStatus, 0,
                              {c.nameArg, FactArg::name(change.status), sourceArg});
            });
            break;
        case CardChange::Kind::Power: {
            if (temporary && c.use == StatUse::Goals) {
                c.sayIf([&] {
                    return c.make(R126, TableFactCode::TemporaryPowerLeftOut, 0,
                                  {c.nameArg, FactArg::name(signedText(change.power)), sourceArg});
                });
                break;
            }
            Change made;
            made.modifier.op = StatModifier::Op::Add;
            made.modifier.value = change.power;
            made.modifier.permanent = !temporary;
            made.modifier.source = source;
            made.modifier.rule = temporary ? R148 : R146;
            made.line = c.make(temporary                 ? R148
                               : c.use == StatUse::Goals ? R126
                                                         : R146,
                               TableFactCode::RememberedPower, 0,
                               {c.nameArg, FactArg::name(QString()), sourceArg});
            c.changes.append(made);
            break;
        }
        }
    }
}

// 3. The NWOs in force, one at a time in the order played (R109): each reads the group as the
// earlier ones left it.
void TableStats::nwoChanges(Computation &c) const
{
    EffectiveGroup &group = c.group;
    if (group.type == CardType::Resource || group.type == CardType::Illuminati)
        return;
    for (qsizetype n = 0; n < m_nwos.size(); ++n) {
        const Nwo &nwo = m_nwos.at(n);
        const QString nwoName = nwo.nwo->card;
        for (const CardAbility *ability : nwo.abilities) {
            if (ability->reach != CardAbility::Reach::AllGroups)
                continue;
            const bool holds = ability->holder.isAny() ||
                               ability->holder.matches(c.card.cardId, group.type, group.alignments,
                                                       group.attributes);
            if (!holds)
                continue;
            // Military-Industrial Complex's "your" groups: every player's, or only those of the
            // player who played it, as the referee rules.
            if (ability->rule == R133) {
                const bool onlyPlayers =
                    m_position.rulings.readingOf(RulingId::MicWhoseGroups) == 0;
                if (c.explain)
                    c.say(rulingFact(RulingId::MicWhoseGroups, m_position.rulings));
                if (onlyPlayers && c.controller != nwo.nwo->playedBy)
                    continue;
            }
            const bool applied =
                ability->verified && !ability->holder.needsReferee() &&
                abilityHandlerOf(ability->kind, ability->reach) == AbilityHandler::TableEffect;
            TableFact line =
                c.make(ability->rule == RuleId::None ? R112 : ability->rule,
                       TableFactCode::NwoRefereeGroup, 0,
                       {c.nameArg, FactArg::name(nwoName), FactArg::words(ability->words)});
            line.abilityCard = nwoName;
            line.abilitySource = ability->source;
            const auto toEffect = [&](const TableFact &fact, bool referee) {
                if (!c.effects)
                    return;
                (*c.effects)[n].lines.append(fact);
                (*c.effects)[n].refereeDecides = (*c.effects)[n].refereeDecides || referee;
            };
            if (!applied) {
                // A change for one use never counts for goals (R126): goals leave it out.
                const bool forOneUse = !ability->attacks.isEmpty() ||
                                       ability->kind == CardAbility::Kind::DefencePowerBonus ||
                                       ability->kind == CardAbility::Kind::DefencePowerMultiplier ||
                                       ability->kind == CardAbility::Kind::DefenceBonus;
                if ((ability->kind != CardAbility::Kind::Unencoded || !ability->holder.isAny()) &&
                    !(forOneUse && c.use == StatUse::Goals))
                    c.say(line);
                if (ability->kind != CardAbility::Kind::Unencoded)
                    toEffect(line, true);
                continue;
            }
            if (ability->kind == CardAbility::Kind::AlignmentChange) {
                for (const Alignment becomes : ability->becomes) {
                    gain(group.alignments, becomes);
                    group.sometimes.removeAll(becomes);
                }
                if (ability->forGoals)
                    group.goalAlignments = group.alignments;
                line.code = TableFactCode::NwoAlignment;
                line.args = {c.nameArg, FactArg::of(ability->becomes),
                             FactArg::words(ability->words)};
                c.say(line);
                toEffect(line, false);
                if (!ability->forGoals)
                    c.sayIf([&] {
                        return c.make(R133, TableFactCode::NwoAlignmentNotForGoals, 0,
                                      {c.nameArg, FactArg::of(group.goalAlignments)});
                    });
                continue;
            }
            std::optional<StatModifier> modifier = statModifierOf(*ability, nwoName);
            if (!modifier)
                continue;
            modifier->permanent = true; // an NWO's changes are permanent (R112)
            modifier->rule = line.rule;
            line.code = TableFactCode::NwoPower;
            line.args = {c.nameArg, FactArg::name(QString()), FactArg::words(ability->words)};
            if (!countsOnTable(*modifier)) {
                // A change for one use (defence, one kind of attack): an attack applies it.
                line.code = TableFactCode::ChangeInAttacksOnly;
                line.args = {c.nameArg, FactArg::words(ability->words)};
                if (c.use == StatUse::Play)
                    c.say(line);
                toEffect(line, false);
            } else if (c.effects) {
                (*c.effects)[n].lines.append(line); // its value filled in when applied
            }
            c.changes.append({*modifier, line});
        }
    }
}

// 4. Changes its own card and the cards of its Power Structure give it (New York: the player's
// other Criminal groups; a linked Resource; a puppet's for its master), read after the NWOs have
// changed its alignments (a Corporate group made Government gets Clipper Chip's +2,
// 002_c1b8ef93d76c5628.txt, line 326). Permanent ones count for goals
// (002_c1b8ef93d76c5628.txt, lines 315-321).
void TableStats::structureChanges(Computation &c) const
{
    EffectiveGroup &group = c.group;
    if (!m_abilities || c.controller.isEmpty() || group.type == CardType::Resource)
        return;
    for (const Giver &giver : giversOf(c.controller)) {
        const bool self = giver.card->id == c.card.id;
        const bool puppet = !self && giver.card->master == c.card.id;
        for (const CardAbility *ability : giver.abilities) {
            const bool reaches =
                (self && ability->reach == CardAbility::Reach::Direct) ||
                (!self && ability->reach == CardAbility::Reach::Structure) ||
                (puppet && ability->reach == CardAbility::Reach::Master) ||
                (ability->reach == CardAbility::Reach::Linked && giver.card->linkedTo == c.card.id);
            if (!reaches || (ability->reach != CardAbility::Reach::Direct &&
                             !ability->holder.matches(c.card.cardId, group.type, group.alignments,
                                                      group.attributes)))
                continue;
            std::optional<StatModifier> modifier = statModifierOf(*ability, giver.printed->name);
            if (!modifier)
                continue;
            const RuleId rule = ability->rule == RuleId::None ? R160 : ability->rule;
            modifier->rule = rule;
            TableFact line =
                c.make(rule, TableFactCode::AbilityPower, 0,
                       {c.nameArg, FactArg::name(QString()), FactArg::words(ability->words)});
            line.abilityCard = giver.printed->name;
            line.abilitySource = ability->source;
            if (!countsOnTable(*modifier) && c.use == StatUse::Play) {
                // A change for one use (defence, one kind of attack): an attack applies it.
                TableFact note = line;
                note.code = TableFactCode::ChangeInAttacksOnly;
                note.args = {c.nameArg, FactArg::words(ability->words)};
                c.say(note);
            }
            c.changes.append({*modifier, line});
        }
    }
}

const QList<const TableCard *> &TableStats::cardsBehind(const QString &name, AttackSide side) const
{
    QHash<QString, QList<const TableCard *>> &cache = m_behind[side == AttackSide::Attack ? 0 : 1];
    auto found = cache.find(name);
    if (found != cache.end())
        return *found;
    QList<const TableCard *> cards;
    const TablePlayer *player = m_position.player(name);
    const auto bears = [&](const CardAbility &ability) {
        using Kind = CardAbility::Kind;
        if (ability.reach != CardAbility::Reach::AnyAttempt &&
            ability.reach != CardAbility::Reach::Structure)
            return false;
        if (side == AttackSide::Attack)
            return ability.kind == Kind::AttackBonus || ability.kind == Kind::AttackLimit ||
                   ability.kind == Kind::SameFanatic;
        return ability.kind == Kind::DefenceBonus || ability.kind == Kind::Immunity ||
               ability.kind == Kind::AttackImmunity;
    };
    const auto consider = [&](const TableCard &card) {
        if (!m_abilities || card.cardId.isEmpty())
            return;
        const QList<CardAbility> &abilities = m_abilities->of(card.cardId);
        if (std::any_of(abilities.cbegin(), abilities.cend(), bears))
            cards.append(&card);
    };
    if (player) {
        consider(player->illuminati);
        for (const TableCard &resource : player->resources)
            consider(resource);
        for (const TableCard &group : player->groups)
            consider(group);
    }
    return *cache.insert(name, cards);
}

const QList<TableStats::Giver> &TableStats::giversOf(const QString &name) const
{
    auto found = m_givers.find(name);
    if (found != m_givers.end())
        return *found;
    QList<Giver> givers;
    if (const TablePlayer *player = m_position.player(name)) {
        const auto consider = [&](const TableCard &card) {
            const Card *printed = cardById(card.cardId);
            if (!printed)
                return;
            Giver giver{&card, printed, {}};
            for (const CardAbility &ability : m_abilities->of(card.cardId)) {
                if (ability.verified && !ability.holder.needsReferee() &&
                    statModifierOf(ability, QString()).has_value() &&
                    ability.reach != CardAbility::Reach::AllGroups &&
                    ability.reach != CardAbility::Reach::Chosen &&
                    ability.reach != CardAbility::Reach::AnyAttempt)
                    giver.abilities.append(&ability);
            }
            if (!giver.abilities.isEmpty())
                givers.append(giver);
        };
        consider(player->illuminati);
        for (const TableCard &group : player->groups)
            consider(group);
        for (const TableCard &resource : player->resources)
            consider(resource);
    }
    return *m_givers.insert(name, givers);
}

// 5. The numbers, in the order of R76 (set, the highest multiplier, additions), each addition
// stopping at 0 (R80), Global Power falling with Power (R26): the one arithmetic the attack engine
// also uses.
void TableStats::applyChanges(Computation &c) const
{
    EffectiveGroup &group = c.group;
    QList<StatModifier> modifiers;
    modifiers.reserve(c.changes.size());
    for (const Change &change : std::as_const(c.changes))
        modifiers.append(change.modifier);
    StatPurpose purpose;
    purpose.permanentOnly = c.use == StatUse::Goals;
    const StatOutcome power =
        applyStatModifiers(group.printedPower, group.printedGlobalPower, modifiers, purpose);
    for (const StatStep &step : power.steps) {
        switch (step.kind) {
        case StatStep::Kind::Floor:
            c.sayIf(
                [&] { return c.make(R80, TableFactCode::PowerFloor, step.delta, {c.nameArg}); });
            break;
        case StatStep::Kind::GlobalFollows:
            c.sayIf([&] {
                return c.make(R26, TableFactCode::GlobalPowerFollows, step.value,
                              {c.nameArg, FactArg::of(step.value)});
            });
            break;
        default: {
            if (!step.modifier)
                break;
            TableFact line = c.changes.at(step.modifier - modifiers.constData()).line;
            line.value = step.delta;
            if (line.args.size() > 1)
                line.args[1] = FactArg::name(signedText(step.delta));
            if (line.rule == RuleId::None)
                line.rule = R76;
            c.say(line);
            if (c.effects && line.code == TableFactCode::NwoPower) {
                // The NWO's own list has the line too, waiting for its value.
                for (NwoEffect &effect : *c.effects) {
                    for (TableFact &waiting : effect.lines) {
                        if (waiting.code == TableFactCode::NwoPower && waiting.card == c.card.id &&
                            waiting.abilityCard == line.abilityCard && waiting.args.size() > 1 &&
                            waiting.args[1].text.isEmpty() &&
                            waiting.args.at(2).text == line.args.at(2).text) {
                            waiting = line;
                            break;
                        }
                    }
                }
            }
            break;
        }
        }
    }
    group.power = power.value;
    const bool powerAsGlobal =
        std::any_of(modifiers.cbegin(), modifiers.cend(), [&](const StatModifier &modifier) {
            return modifier.stat == StatModifier::Stat::Global && countsOnTable(modifier) &&
                   (modifier.permanent || !purpose.permanentOnly);
        });
    group.globalPower = powerAsGlobal ? power.value : power.global;
    StatPurpose resistance = purpose;
    resistance.stat = StatModifier::Stat::Resistance;
    group.resistance = applyStatModifiers(group.printedResistance, 0, modifiers, resistance).value;
    group.modifiers = std::move(modifiers);
    // A group reduced to Power 0 loses its token and cannot act until its Power rises (R80).
    group.canAct = group.printedPower <= 0 || group.power > 0;
}

// 6. Its Action tokens a turn (R151): one, and one more its own card or a linked card gives
// (UFOs, the Perpetual Motion Machine); the Slack it keeps (the Church of the SubGenius).
void TableStats::tokensOf(Computation &c) const
{
    EffectiveGroup &group = c.group;
    group.tokens = 1 + c.card.slack;
    if (!m_abilities || c.inHand)
        return;
    const auto extra = [&](const QString &cardId, CardAbility::Reach reach) {
        int count = 0;
        for (const CardAbility &ability : m_abilities->of(cardId)) {
            if (ability.verified && ability.kind == CardAbility::Kind::ExtraToken &&
                ability.reach == reach)
                count += ability.value;
        }
        return count;
    };
    group.tokens += extra(c.card.cardId, CardAbility::Reach::Direct);
    if (const TablePlayer *player = m_position.player(c.controller)) {
        for (const TableCard &resource : player->resources) {
            if (resource.linkedTo == c.card.id)
                group.tokens += extra(resource.cardId, CardAbility::Reach::Linked);
        }
    }
}

namespace {

bool sameCardFacts(const TableCard &a, const TableCard &b)
{
    return a.id == b.id && a.cardId == b.cardId && a.master == b.master && a.arrow == b.arrow &&
           a.linkedTo == b.linkedTo && a.devastated == b.devastated && a.slack == b.slack &&
           a.changes == b.changes;
}

bool sameCards(const QList<TableCard> &a, const QList<TableCard> &b)
{
    if (a.constData() == b.constData() && a.size() == b.size())
        return true; // shared, unchanged
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(), sameCardFacts);
}

} // namespace

bool sameStatFacts(const Position &a, const Position &b)
{
    if (a.rules != b.rules || !(a.rulings == b.rulings) || a.nwos != b.nwos ||
        a.players.size() != b.players.size() || !sameCards(a.uncontrolled, b.uncontrolled))
        return false;
    for (qsizetype i = 0; i < a.players.size(); ++i) {
        const TablePlayer &x = a.players.at(i);
        const TablePlayer &y = b.players.at(i);
        if (x.name != y.name || !sameCardFacts(x.illuminati, y.illuminati) ||
            !sameCards(x.groups, y.groups) || !sameCards(x.resources, y.resources) ||
            !sameCards(x.hand, y.hand))
            return false;
    }
    return true;
}

} // namespace inwo
