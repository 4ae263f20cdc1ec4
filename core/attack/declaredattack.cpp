#include "attack/declaredattack.h"
#include "rules/ruleids.h"

#include "cards/cardrepository.h"
#include "table/tablestats.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// What a card of the table is: its facts as printed, then what it remembers.
class TableGroups
{
public:
    TableGroups(const Position &position, const CardRepository &cards, const TableStats *table)
        : m_position(position), m_cards(cards), m_table(table)
    {}

    // The group `id` as the adjudicator reads it, or a problem. `controller` is who controls it.
    std::optional<AttackGroup> group(const InstanceId &id, QString *controller,
                                     QList<DeclarationProblem> *problems,
                                     QString *handOf = nullptr) const
    {
        const TableCard *card = m_position.card(id, controller);
        if (!card && handOf)
            card = m_position.handCard(id, handOf);
        if (!card) {
            problems->append({DeclarationProblem::Code::NoSuchCard, id});
            return std::nullopt;
        }
        const std::optional<Card> printed =
            card->cardId.isEmpty() ? std::nullopt : m_cards.cardById(card->cardId);
        if (!printed) {
            problems->append({DeclarationProblem::Code::CardNotKnown, id});
            return std::nullopt;
        }
        if (printed->type == CardType::Resource) {
            problems->append({DeclarationProblem::Code::NotAGroup, id});
            return std::nullopt;
        }
        AttackGroup group = attackGroupFromCard(*printed, card->card);
        // Its free arrows: those its card prints, less the groups already on them (R08).
        if (printed->arrows)
            group.openArrows = std::max(0, *printed->arrows - puppetCount(id));
        group.devastated = card->devastated;
        for (const CardChange &change : card->changes)
            apply(change, group);
        if (m_table && !m_position.nwos.isEmpty())
            applyNwos(id, group);
        return group;
    }

    int puppetCount(const InstanceId &id) const { return int(m_position.puppetsOf(id).size()); }

private:
    // A remembered change (R146): an alignment gained takes the place of its opposite (R15), one
    // lost goes; a Power change is a modifier, permanent or for this turn (R148).
    static void apply(const CardChange &change, AttackGroup &group)
    {
        switch (change.kind) {
        case CardChange::Kind::GainAlignment: {
            const Alignment gained = *change.alignment;
            const std::optional<Alignment> opposite = oppositeOf(gained);
            group.alignments.removeIf([&](const AlignmentMark &mark) {
                return mark.value == gained ||
                       (opposite && *opposite != gained && mark.value == *opposite);
            });
            group.alignments.append(AlignmentMark{gained, false});
            break;
        }
        case CardChange::Kind::LoseAlignment:
            group.alignments.removeIf(
                [&](const AlignmentMark &mark) { return mark.value == *change.alignment; });
            break;
        case CardChange::Kind::Status:
            break; // what it does is its card's: the table names it for the referee
        case CardChange::Kind::Power: {
            StatModifier modifier;
            modifier.op = StatModifier::Op::Add;
            modifier.value = change.power;
            modifier.permanent = change.lasting == CardChange::Lasting::Permanent;
            modifier.stat = StatModifier::Stat::Power;
            modifier.source = change.source.isEmpty() ? u"a remembered change"_s : change.source;
            group.modifiers.append(modifier);
            break;
        }
        }
    }

    // The NWOs in force, one at a time in the order played (R109), as the table's stat
    // function has them: a Power change is a permanent modifier naming its NWO (R112), an
    // alignment change takes the place of its opposite.
    void applyNwos(const InstanceId &id, AttackGroup &group) const
    {
        const std::optional<EffectiveGroup> effective = m_table->group(id, StatUse::Play);
        if (!effective)
            return;
        for (const TableFact &line : effective->lines) {
            if (line.code == TableFactCode::NwoPower) {
                StatModifier modifier;
                modifier.op = StatModifier::Op::Add;
                modifier.value = line.value;
                modifier.permanent = true;
                modifier.stat = StatModifier::Stat::Power;
                modifier.source = line.abilityCard;
                group.modifiers.append(modifier);
            } else if (line.code == TableFactCode::NwoAlignment && line.args.size() > 1) {
                for (const Alignment gained : line.args.at(1).alignments()) {
                    CardChange change;
                    change.alignment = gained;
                    apply(change, group);
                }
            }
        }
    }

    const Position &m_position;
    const CardRepository &m_cards;
    const TableStats *m_table;
};

} // namespace

DeclaredAttackScenario attackScenarioFrom(const Position &position, const DeclaredAttack &attack,
                                          const CardRepository &cards, const TableStats *table)
{
    using Code = DeclarationProblem::Code;
    DeclaredAttackScenario made;
    QList<DeclarationProblem> &problems = made.problems;
    if (!position.player(attack.player)) {
        problems.append({Code::NoSuchPlayer, {}});
        return made;
    }
    const TableGroups groups(position, cards, table);
    AttackScenario scenario;
    scenario.rules = position.rules;
    scenario.kind = attack.kind;
    scenario.privileged = attack.privileged;

    QString controller;
    scenario.attacker = groups.group(attack.attacker, &controller, &problems);
    if (scenario.attacker) {
        if (controller != attack.player)
            problems.append({Code::NotTheAttackersCard, attack.attacker});
        if (!position.card(attack.attacker)->hasTokenLeft())
            problems.append({Code::NoTokenLeft, attack.attacker, R151});
    }
    for (const InstanceId &id : attack.aiders) {
        QString aiderController;
        std::optional<AttackGroup> aider = groups.group(id, &aiderController, &problems);
        if (!aider)
            continue;
        if (aiderController.isEmpty()) {
            problems.append({Code::NotInPlay, id});
            continue;
        }
        if (!position.card(id)->hasTokenLeft())
            problems.append({Code::NoTokenLeft, id, R151});
        // A third player's group aids with its owner's consent (R31).
        if (aiderController != attack.player)
            aider->player = aiderController;
        scenario.aiding.append(*aider);
    }

    QString owner;
    QString handOf;
    const std::optional<AttackGroup> target =
        groups.group(attack.target, &owner, &problems, &handOf);
    if (target && !handOf.isEmpty()) {
        // A Group card from the attacker's own hand: taken over by a roll (R72); a rival's hand
        // is no target.
        static_cast<AttackGroup &>(scenario.target) = *target;
        scenario.target.owner = TargetOwner::Hand;
        scenario.fromHand = true;
        if (handOf != attack.player)
            problems.append({Code::NotInPlay, attack.target});
    } else if (target) {
        static_cast<AttackGroup &>(scenario.target) = *target;
        scenario.target.closeness = position.closenessOf(attack.target);
        scenario.target.owner = owner.isEmpty()          ? TargetOwner::Uncontrolled
                                : owner == attack.player ? TargetOwner::Self
                                                         : TargetOwner::Rival;
        const TableCard *card = position.card(attack.target);
        if (!card->master.isEmpty()) {
            QString masterOwner;
            scenario.target.master = groups.group(card->master, &masterOwner, &problems);
        }
    }
    // The NWOs in force, so the adjudicator names any effect of theirs it does not carry.
    for (const NwoInForce &nwo : position.nwos) {
        AttackGroup card;
        card.name = nwo.card;
        card.card = nwo.card;
        card.cardId = nwo.cardId;
        card.type = CardType::NewWorldOrder;
        scenario.inForce.append(card);
    }
    if (problems.isEmpty())
        made.scenario = scenario;
    return made;
}

} // namespace inwo
