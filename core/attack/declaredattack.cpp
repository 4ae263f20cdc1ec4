#include "attack/declaredattack.h"

#include "cards/cardabilities.h"
#include "cards/cardrepository.h"
#include "rules/ruleids.h"
#include "table/tablestats.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using Code = DeclarationProblem::Code;

// A card of the table as the adjudicator reads it: the stat function's numbers, marked as the
// table's.
AttackGroup groupFrom(const EffectiveGroup &effective, const TableCard &card, const Card &printed,
                      int puppets)
{
    AttackGroup group;
    group.name = printed.name;
    group.card = card.card;
    group.cardId = printed.id;
    group.type = printed.type;
    group.illuminati = printed.type == CardType::Illuminati;
    group.power = effective.printedPower;
    group.globalPower = effective.printedGlobalPower;
    group.resistance = effective.printedResistance;
    for (const Alignment alignment : effective.alignments)
        group.alignments.append(AlignmentMark{alignment, false});
    for (const Alignment alignment : effective.sometimes)
        group.alignments.append(AlignmentMark{alignment, true});
    group.attributes = effective.attributes;
    group.modifiers = effective.modifiers;
    group.fromTable = true;
    group.tokensHeld = effective.tokens;
    group.devastated = card.devastated;
    // Its free arrows: those its card prints, less the groups already on them (R08).
    if (printed.arrows)
        group.openArrows = std::max(0, *printed.arrows - puppets);
    return group;
}

class Declaration
{
public:
    Declaration(const TableStats &table, const DeclaredAttack &attack)
        : m_table(table), m_position(table.position()), m_attack(attack)
    {}

    DeclaredAttackScenario run();

private:
    std::optional<AttackGroup> group(const InstanceId &id, QString *controller,
                                     QString *handOf = nullptr);
    void attackerAndAiders(AttackScenario &scenario);
    void target(AttackScenario &scenario);
    void defenders(AttackScenario &scenario);
    // The cards of a player's Power Structure outside the attack whose abilities bear on it.
    QList<AttackGroup> cardsBehind(const QString &player, AttackSide side,
                                   const QList<InstanceId> &taking) const;
    void problem(Code code, const InstanceId &card, RuleId rule = RuleId::None)
    {
        m_made.problems.append({code, card, rule});
    }
    bool hasToken(const InstanceId &id, int needed = 1) const
    {
        const TableCard *card = m_position.card(id);
        if (!m_attack.checkTokens)
            return true;
        const std::optional<EffectiveGroup> effective = m_table.numbers(id);
        return card && effective && card->tokensSpent + needed <= effective->tokens;
    }
    // A group named again in the same role spends one more token there (a second token of the
    // Perpetual Motion Machine, 002 lines 220-225): the place it already has, or -1.
    static qsizetype namedBefore(const QList<InstanceId> &ids, qsizetype upTo, const InstanceId &id)
    {
        for (qsizetype i = 0; i < upTo; ++i) {
            if (ids.at(i) == id)
                return i;
        }
        return -1;
    }

    const TableStats &m_table;
    const Position &m_position;
    const DeclaredAttack &m_attack;
    DeclaredAttackScenario m_made;
    QList<InstanceId> m_taking; // the cards taking part
};

std::optional<AttackGroup> Declaration::group(const InstanceId &id, QString *controller,
                                              QString *handOf)
{
    const TableCard *card = m_position.card(id, controller);
    if (!card && handOf)
        card = m_position.handCard(id, handOf);
    if (!card) {
        problem(Code::NoSuchCard, id);
        return std::nullopt;
    }
    const Card *printed = m_table.printed(id);
    const std::optional<EffectiveGroup> effective = m_table.numbers(id);
    if (!printed || !effective) {
        problem(Code::CardNotKnown, id);
        return std::nullopt;
    }
    if (printed->type == CardType::Resource) {
        problem(Code::NotAGroup, id);
        return std::nullopt;
    }
    m_taking.append(id);
    return groupFrom(*effective, *card, *printed, int(m_position.puppetsOf(id).size()));
}

void Declaration::attackerAndAiders(AttackScenario &scenario)
{
    if (m_attack.kind == AttackKind::Instant && m_attack.attacker.isEmpty()) {
        scenario.instantCard = m_attack.instantCard;
        scenario.instantCardId = m_attack.instantCardId;
        scenario.cardPower = m_attack.cardPower;
        const Card *card = m_table.cardById(m_attack.instantCardId);
        scenario.instantType =
            card ? std::optional(card->type) : instantTypeOfWord(m_attack.instantCard);
    } else {
        QString controller;
        scenario.attacker = group(m_attack.attacker, &controller);
        if (scenario.attacker) {
            if (controller != m_attack.player)
                problem(Code::NotTheAttackersCard, m_attack.attacker);
            if (!hasToken(m_attack.attacker))
                problem(Code::NoTokenLeft, m_attack.attacker, R151);
        }
    }
    for (qsizetype i = 0; i < m_attack.aiders.size(); ++i) {
        const InstanceId &id = m_attack.aiders.at(i);
        if (const qsizetype before = namedBefore(m_attack.aiders, i, id); before >= 0) {
            const qsizetype place = m_made.aiderPlaces.at(before);
            m_made.aiderPlaces.append(place);
            if (place < 0)
                continue;
            AttackGroup &aider = scenario.aiding[place];
            aider.tokensSpent = aider.tokensSpent.value_or(1) + 1;
            if (!hasToken(id, *aider.tokensSpent))
                problem(Code::NoTokenLeft, id, R151);
            continue;
        }
        m_made.aiderPlaces.append(-1);
        QString aiderController;
        std::optional<AttackGroup> aider = group(id, &aiderController);
        if (!aider)
            continue;
        if (aiderController.isEmpty()) {
            problem(Code::NotInPlay, id);
            continue;
        }
        if (!hasToken(id))
            problem(Code::NoTokenLeft, id, R151);
        // A third player's group aids with its owner's consent (R31).
        if (aiderController != m_attack.player)
            aider->player = aiderController;
        const TableCard *attacker = m_position.card(m_attack.attacker);
        const TableCard *aiding = m_position.card(id);
        aider->attackersMasterOrPuppet =
            attacker && aiding && (attacker->master == id || aiding->master == m_attack.attacker);
        m_made.aiderPlaces.last() = scenario.aiding.size();
        scenario.aiding.append(*aider);
    }
}

void Declaration::target(AttackScenario &scenario)
{
    QString owner;
    QString handOf;
    const std::optional<AttackGroup> target = group(m_attack.target, &owner, &handOf);
    if (!target)
        return;
    static_cast<AttackGroup &>(scenario.target) = *target;
    if (!handOf.isEmpty()) {
        // A Group card from the attacker's own hand: taken over by a roll (R72); a rival's hand
        // is no target.
        scenario.target.owner = TargetOwner::Hand;
        scenario.fromHand = true;
        if (handOf != m_attack.player)
            problem(Code::NotInPlay, m_attack.target);
        return;
    }
    scenario.target.closeness = m_position.closenessOf(m_attack.target);
    scenario.target.owner = owner.isEmpty()            ? TargetOwner::Uncontrolled
                            : owner == m_attack.player ? TargetOwner::Self
                                                       : TargetOwner::Rival;
    const TableCard *card = m_position.card(m_attack.target);
    if (!card->master.isEmpty()) {
        QString masterOwner;
        scenario.target.master = group(card->master, &masterOwner);
    }
}

void Declaration::defenders(AttackScenario &scenario)
{
    QString owner;
    m_position.card(m_attack.target, &owner);
    for (qsizetype i = 0; i < m_attack.defenders.size(); ++i) {
        const InstanceId &id = m_attack.defenders.at(i);
        if (const qsizetype before = namedBefore(m_attack.defenders, i, id); before >= 0) {
            const qsizetype place = m_made.defenderPlaces.at(before);
            m_made.defenderPlaces.append(place);
            if (place >= 0) {
                AttackGroup &defender = scenario.defending[place];
                defender.tokensSpent = defender.tokensSpent.value_or(1) + 1;
            }
            continue;
        }
        m_made.defenderPlaces.append(-1);
        QString controller;
        std::optional<AttackGroup> defender = group(id, &controller);
        if (!defender)
            continue;
        if (controller.isEmpty()) {
            problem(Code::NotInPlay, id);
            continue;
        }
        defender->relation = defenceRelationOf(m_position, id, m_attack.target);
        // The target's owner defends as "defender"; a third player by name (R31).
        if (controller != owner)
            defender->player = controller == m_attack.player ? u"attacker"_s : controller;
        m_made.defenderPlaces.last() = scenario.defending.size();
        scenario.defending.append(*defender);
    }
}

QList<AttackGroup> Declaration::cardsBehind(const QString &playerName, AttackSide side,
                                            const QList<InstanceId> &taking) const
{
    QList<AttackGroup> cards;
    for (const TableCard *card : m_table.cardsBehind(playerName, side)) {
        if (taking.contains(card->id))
            continue;
        const Card *printed = m_table.printed(card->id);
        const std::optional<EffectiveGroup> effective = m_table.numbers(card->id);
        if (!printed || !effective)
            continue;
        AttackGroup group = groupFrom(*effective, *card, *printed, 0);
        group.openArrows.reset();
        cards.append(group);
    }
    return cards;
}

DeclaredAttackScenario Declaration::run()
{
    if (!m_position.player(m_attack.player)) {
        problem(Code::NoSuchPlayer, {});
        return m_made;
    }
    AttackScenario scenario;
    scenario.rules = m_position.rules;
    scenario.abilities = m_position.abilities;
    scenario.kind = m_attack.kind;
    scenario.privileged = m_attack.privileged;
    scenario.immunitySuspendedBy = m_attack.immunitySuspendedBy;
    attackerAndAiders(scenario);
    target(scenario);
    defenders(scenario);
    scenario.plays = m_attack.plays;
    scenario.money = m_attack.money;
    scenario.playerCards = cardsBehind(m_attack.player, AttackSide::Attack, m_taking);
    QString owner;
    if (m_position.card(m_attack.target, &owner) && !owner.isEmpty() && owner != m_attack.player)
        scenario.ownerCards = cardsBehind(owner, AttackSide::Defence, m_taking);
    // The NWOs in force, so the adjudicator names any effect of theirs it does not carry.
    for (const NwoInForce &nwo : m_position.nwos) {
        AttackGroup card;
        card.name = nwo.card;
        card.card = nwo.card;
        card.cardId = nwo.cardId;
        card.type = CardType::NewWorldOrder;
        scenario.inForce.append(card);
    }
    if (m_made.problems.isEmpty())
        m_made.scenario = scenario;
    return m_made;
}

} // namespace

DefenceRelation defenceRelationOf(const Position &position, const InstanceId &group,
                                  const InstanceId &target)
{
    if (group == target)
        return DefenceRelation::Target;
    const TableCard *defender = position.card(group);
    const TableCard *attacked = position.card(target);
    if (!defender)
        return DefenceRelation::Other;
    if (defender->type == CardType::Illuminati)
        return attacked && attacked->master == group ? DefenceRelation::Master
                                                     : DefenceRelation::Illuminati;
    if (attacked && attacked->master == group)
        return DefenceRelation::Master;
    if (defender->master == target)
        return DefenceRelation::Puppet;
    return DefenceRelation::Other;
}

DeclaredAttackScenario attackScenarioFrom(const TableStats &table, const DeclaredAttack &attack)
{
    return Declaration(table, attack).run();
}

DeclaredAttackScenario attackScenarioFrom(const Position &position, const DeclaredAttack &attack,
                                          const CardRepository &cards,
                                          const CardAbilities *abilities)
{
    const TableStats table(position, cards, abilities);
    return attackScenarioFrom(table, attack);
}

} // namespace inwo
