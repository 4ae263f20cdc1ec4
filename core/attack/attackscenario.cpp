#include "attack/attackscenario.h"

#include "cards/cardnameresolver.h"
#include "common/jsonpathreader.h"
#include "common/textinput.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString SometimesSuffix = u" (Sometimes)"_s;

// The keys each object of a scenario may have: anything else is an error with its path, so a
// misspelt key is never silently ignored. The notes people keep in a file are named here too.
const QStringList rootKeys{u"rules"_s,       u"attack"_s,    u"attacker"_s, u"target"_s,
                           u"aiding"_s,      u"defending"_s, u"plays"_s,    u"money"_s,
                           u"description"_s, u"seed"_s,      u"quote"_s,    u"ruling"_s,
                           u"expect"_s,      u"working"_s,   u"notes"_s,    u"abilities"_s};
const QStringList attackKeys{u"kind"_s,       u"privileged"_s, u"fromHand"_s,
                             u"cardPower"_s,  u"card"_s,       u"playerCards"_s,
                             u"ownerCards"_s, u"inForce"_s,    u"immunitySuspendedBy"_s};
const QStringList groupKeys{u"name"_s,       u"card"_s,       u"power"_s,
                            u"global"_s,     u"resistance"_s, u"alignments"_s,
                            u"attributes"_s, u"immuneTo"_s,   u"illuminati"_s,
                            u"secret"_s,     u"devastated"_s, u"tokensSpent"_s,
                            u"openArrows"_s, u"modifiers"_s,  u"player"_s,
                            u"relation"_s,   u"fromTable"_s,  u"attackersMasterOrPuppet"_s};
const QStringList targetKeys =
    groupKeys + QStringList{u"closeness"_s, u"owner"_s, u"master"_s, u"treasury"_s};
const QStringList modifierKeys{u"set"_s,    u"multiply"_s, u"add"_s,     u"permanent"_s,
                               u"source"_s, u"stat"_s,     u"use"_s,     u"attacks"_s,
                               u"rule"_s,   u"card"_s,     u"citation"_s};
const QStringList playKeys{u"player"_s, u"side"_s, u"plot"_s, u"add"_s, u"agents"_s, u"source"_s};
const QStringList moneyKeys{u"player"_s, u"treasury"_s, u"amount"_s, u"side"_s};
// Limits far beyond any real table that keep every sum well inside an int.
constexpr int MaxNumber = 1000;
constexpr double MaxFactor = 10;
constexpr int MaxTokens = 10;
constexpr qsizetype MaxEntries = 100; // groups, plays, payments, modifiers of one group

std::optional<AlignmentMark> alignmentMark(QString written)
{
    bool sometimes = false;
    if (written.endsWith(SometimesSuffix, Qt::CaseInsensitive)) {
        sometimes = true;
        written.chop(SometimesSuffix.size());
    }
    const auto alignment = enumFromCode<Alignment>(written.trimmed());
    if (!alignment)
        return std::nullopt;
    return AlignmentMark{*alignment, sometimes};
}

StatModifier readModifier(JsonPathReader &reader, const QJsonObject &object, const QString &path)
{
    StatModifier modifier;
    reader.onlyKeys(object, modifierKeys, path);
    int kinds = 0;
    for (const auto &[key, op] : {std::pair{u"set"_s, StatModifier::Op::Set},
                                  std::pair{u"multiply"_s, StatModifier::Op::Multiply},
                                  std::pair{u"add"_s, StatModifier::Op::Add}}) {
        if (!object.contains(key))
            continue;
        ++kinds;
        modifier.op = op;
        const QJsonValue value = object.value(key);
        const double number = value.toDouble(std::nan(""));
        const bool whole = number == std::floor(number);
        if (!value.isDouble() || std::isnan(number) || std::abs(number) > MaxNumber ||
            (op != StatModifier::Op::Multiply && !whole) ||
            (op == StatModifier::Op::Multiply && (number < 0 || number > MaxFactor)))
            reader.fail(path + u'.' + key, op == StatModifier::Op::Multiply
                                               ? u"not a factor from 0 to %1"_s.arg(MaxFactor)
                                               : u"not a whole number up to %1"_s.arg(MaxNumber));
        modifier.value = number;
    }
    if (kinds != 1)
        reader.fail(path, u"give exactly one of set, multiply or add"_s);
    modifier.permanent = reader.flag(object, u"permanent"_s, path);
    modifier.source = reader.text(object, u"source"_s, path);
    const QString stat = reader.text(object, u"stat"_s, path);
    if (stat.isEmpty() || stat == u"power")
        modifier.stat = StatModifier::Stat::Power;
    else if (stat == u"resistance")
        modifier.stat = StatModifier::Stat::Resistance;
    else if (stat == u"global")
        modifier.stat = StatModifier::Stat::Global;
    else
        reader.fail(path + u".stat"_s, u"'%1' is not power, resistance or global"_s.arg(stat));
    const QString use = reader.text(object, u"use"_s, path);
    if (use.isEmpty() || use == u"any")
        modifier.use = StatModifier::Use::Any;
    else if (use == u"attack")
        modifier.use = StatModifier::Use::Attack;
    else if (use == u"defence" || use == u"defense")
        modifier.use = StatModifier::Use::Defence;
    else
        reader.fail(path + u".use"_s, u"'%1' is not attack, defence or any"_s.arg(use));
    const QJsonArray attacks = reader.array(object, u"attacks"_s, path);
    for (qsizetype i = 0; i < attacks.size(); ++i) {
        const std::optional<AttackKind> kind = enumFromCode<AttackKind>(attacks.at(i).toString());
        if (!kind)
            reader.fail(u"%1.attacks[%2]"_s.arg(path).arg(i),
                        u"'%1' is not an attack kind"_s.arg(attacks.at(i).toString()));
        else
            modifier.kinds.append(*kind);
    }
    const QString rule = reader.text(object, u"rule"_s, path);
    if (!rule.isEmpty()) {
        if (const std::optional<RuleId> id = ruleFromCode(rule))
            modifier.rule = *id;
        else
            reader.fail(path + u".rule"_s, u"'%1' is not a rule identity"_s.arg(rule));
    }
    modifier.abilityCard = reader.text(object, u"card"_s, path);
    modifier.fromAbility = !modifier.abilityCard.isEmpty();
    modifier.citation = reader.text(object, u"citation"_s, path);
    return modifier;
}

// Fills in from the card what the scenario leaves out.
void fillFromCard(AttackGroup &group, const Card &card, const QJsonObject &object)
{
    const AttackGroup fromCard = attackGroupFromCard(card);
    group.cardId = fromCard.cardId;
    group.type = fromCard.type;
    if (group.name.isEmpty())
        group.name = fromCard.name;
    if (!group.power)
        group.power = fromCard.power;
    if (!group.globalPower)
        group.globalPower = fromCard.globalPower;
    if (!group.resistance)
        group.resistance = fromCard.resistance;
    if (!object.contains(u"alignments"_s))
        group.alignments = fromCard.alignments;
    if (!object.contains(u"attributes"_s))
        group.attributes = fromCard.attributes;
    if (!object.contains(u"illuminati"_s))
        group.illuminati = fromCard.illuminati;
    if (!group.openArrows)
        group.openArrows = fromCard.openArrows;
}

void readGroup(JsonPathReader &reader, const QJsonObject &object, const QString &path,
               AttackGroup &group, const CardNameResolver *cards,
               const QStringList &keys = groupKeys)
{
    reader.onlyKeys(object, keys, path);
    group.name = reader.text(object, u"name"_s, path);
    group.power = reader.number(object, u"power"_s, path);
    group.globalPower = reader.number(object, u"global"_s, path);
    group.resistance = reader.number(object, u"resistance"_s, path);
    // Printed numbers are never negative; a modifier lowers them.
    for (const auto &[key, value] :
         {std::pair{u"power"_s, group.power}, std::pair{u"global"_s, group.globalPower},
          std::pair{u"resistance"_s, group.resistance}}) {
        if (value && *value < 0)
            reader.fail(path + u'.' + key, u"a printed number is 0 or more"_s);
    }
    const QJsonArray alignments = reader.array(object, u"alignments"_s, path);
    for (qsizetype i = 0; i < alignments.size(); ++i) {
        const auto mark = alignmentMark(alignments.at(i).toString());
        if (!mark)
            reader.fail(u"%1.alignments[%2]"_s.arg(path).arg(i),
                        u"'%1' is not an alignment"_s.arg(alignments.at(i).toString()));
        else
            group.alignments.append(*mark);
    }
    const QJsonArray attributes = reader.array(object, u"attributes"_s, path);
    for (qsizetype i = 0; i < attributes.size(); ++i) {
        const auto attribute = enumFromCode<Attribute>(attributes.at(i).toString());
        if (!attribute)
            reader.fail(u"%1.attributes[%2]"_s.arg(path).arg(i),
                        u"'%1' is not an attribute"_s.arg(attributes.at(i).toString()));
        else
            group.attributes.append(*attribute);
    }
    const QJsonArray immune = reader.array(object, u"immuneTo"_s, path);
    for (qsizetype i = 0; i < immune.size(); ++i) {
        const auto alignment = enumFromCode<Alignment>(immune.at(i).toString());
        if (!alignment)
            reader.fail(u"%1.immuneTo[%2]"_s.arg(path).arg(i),
                        u"'%1' is not an alignment"_s.arg(immune.at(i).toString()));
        else
            group.immuneTo.append(*alignment);
    }
    group.illuminati = reader.flag(object, u"illuminati"_s, path);
    group.secret = reader.flag(object, u"secret"_s, path);
    group.devastated = reader.flag(object, u"devastated"_s, path);
    group.tokensSpent = reader.number(object, u"tokensSpent"_s, path);
    if (group.tokensSpent && (*group.tokensSpent < 0 || *group.tokensSpent > MaxTokens))
        reader.fail(path + u".tokensSpent"_s, u"from 0 to %1"_s.arg(MaxTokens));
    group.openArrows = reader.number(object, u"openArrows"_s, path);
    const QJsonArray modifiers = reader.array(object, u"modifiers"_s, path);
    for (qsizetype i = 0; i < modifiers.size(); ++i) {
        const QString at = u"%1.modifiers[%2]"_s.arg(path).arg(i);
        group.modifiers.append(readModifier(reader, reader.object(modifiers.at(i), at), at));
    }
    group.fromTable = reader.flag(object, u"fromTable"_s, path);
    group.attackersMasterOrPuppet = reader.flag(object, u"attackersMasterOrPuppet"_s, path);
    group.player = reader.text(object, u"player"_s, path);
    group.relation =
        *reader.code<DefenceRelation>(object, u"relation"_s, path, DefenceRelation::Other);
    const QString card = reader.text(object, u"card"_s, path);
    group.card = card;
    if (!card.isEmpty() && cards) {
        QString error;
        if (const std::optional<Card> known = cards->resolveRecorded(card, &error))
            fillFromCard(group, *known, object);
        else
            reader.fail(path + u".card"_s, error);
    }
    if (group.name.isEmpty())
        reader.fail(path + u".name"_s, u"every group needs a name (or a card)"_s);
}

QJsonObject groupJson(const AttackGroup &group)
{
    QJsonObject object{{u"name"_s, group.name}};
    // A group taken from the database names its card, so its abilities count again when the
    // file is read; its facts are written out in full, so the card fills in nothing that was
    // changed (an empty list included).
    if (!group.card.isEmpty()) {
        object.insert(u"card"_s, group.card);
        object.insert(u"alignments"_s, QJsonArray());
        object.insert(u"attributes"_s, QJsonArray());
        object.insert(u"illuminati"_s, group.illuminati);
    }
    if (group.power)
        object.insert(u"power"_s, *group.power);
    if (group.globalPower)
        object.insert(u"global"_s, *group.globalPower);
    if (group.resistance)
        object.insert(u"resistance"_s, *group.resistance);
    QJsonArray alignments;
    for (const AlignmentMark &mark : group.alignments)
        alignments.append(
            QString(displayNameOf(mark.value) + (mark.sometimes ? SometimesSuffix : QString())));
    if (!alignments.isEmpty())
        object.insert(u"alignments"_s, alignments);
    QJsonArray attributes;
    for (const Attribute attribute : group.attributes)
        attributes.append(displayNameOf(attribute));
    if (!attributes.isEmpty())
        object.insert(u"attributes"_s, attributes);
    QJsonArray immune;
    for (const Alignment alignment : group.immuneTo)
        immune.append(displayNameOf(alignment));
    if (!immune.isEmpty())
        object.insert(u"immuneTo"_s, immune);
    for (const auto &[key, value] :
         {std::pair{u"illuminati"_s, group.illuminati}, std::pair{u"secret"_s, group.secret},
          std::pair{u"devastated"_s, group.devastated}}) {
        if (value)
            object.insert(key, true);
    }
    if (group.tokensSpent)
        object.insert(u"tokensSpent"_s, *group.tokensSpent);
    if (group.openArrows)
        object.insert(u"openArrows"_s, *group.openArrows);
    QJsonArray modifiers;
    for (const StatModifier &modifier : group.modifiers) {
        const QString op = modifier.op == StatModifier::Op::Set        ? u"set"_s
                           : modifier.op == StatModifier::Op::Multiply ? u"multiply"_s
                                                                       : u"add"_s;
        QJsonObject entry{{op, modifier.value}, {u"permanent"_s, modifier.permanent}};
        if (!modifier.source.isEmpty())
            entry.insert(u"source"_s, modifier.source);
        if (modifier.stat == StatModifier::Stat::Resistance)
            entry.insert(u"stat"_s, u"resistance"_s);
        if (modifier.stat == StatModifier::Stat::Global)
            entry.insert(u"stat"_s, u"global"_s);
        if (!modifier.kinds.isEmpty()) {
            QJsonArray kinds;
            for (const AttackKind kind : modifier.kinds)
                kinds.append(codeOf(kind));
            entry.insert(u"attacks"_s, kinds);
        }
        if (modifier.rule != RuleId::None)
            entry.insert(u"rule"_s, ruleCode(modifier.rule));
        if (modifier.fromAbility && !modifier.abilityCard.isEmpty())
            entry.insert(u"card"_s, modifier.abilityCard);
        if (!modifier.citation.isEmpty())
            entry.insert(u"citation"_s, modifier.citation);
        if (modifier.use != StatModifier::Use::Any)
            entry.insert(u"use"_s,
                         modifier.use == StatModifier::Use::Attack ? u"attack"_s : u"defence"_s);
        modifiers.append(entry);
    }
    if (!modifiers.isEmpty())
        object.insert(u"modifiers"_s, modifiers);
    if (group.fromTable)
        object.insert(u"fromTable"_s, true);
    if (group.attackersMasterOrPuppet)
        object.insert(u"attackersMasterOrPuppet"_s, true);
    if (!group.player.isEmpty())
        object.insert(u"player"_s, group.player);
    return object;
}

QString sideCode(AttackSide side)
{
    return side == AttackSide::Attack ? u"attack"_s : u"defence"_s;
}

std::optional<AttackSide> sideFrom(JsonPathReader &reader, const QJsonObject &object,
                                   const QString &path)
{
    const QString side = reader.text(object, u"side"_s, path);
    if (side == u"attack")
        return AttackSide::Attack;
    if (side == u"defence" || side == u"defense")
        return AttackSide::Defence;
    reader.fail(path + u".side"_s, u"'%1' is not attack or defence"_s.arg(side));
    return std::nullopt;
}

// The scenario's "attack" object: the kind, privilege, the instant card and the cards behind it.
void readAttack(JsonPathReader &reader, const QJsonObject &attack, AttackScenario &scenario,
                const CardNameResolver *cards)
{
    reader.onlyKeys(attack, attackKeys, u"$.attack"_s);
    if (!attack.contains(u"kind"_s))
        reader.fail(u"$.attack.kind"_s, u"missing"_s);
    scenario.kind = *reader.code<AttackKind>(attack, u"kind"_s, u"$.attack"_s, AttackKind::Control);
    scenario.privileged = reader.flag(attack, u"privileged"_s, u"$.attack"_s);
    scenario.immunitySuspendedBy = reader.text(attack, u"immunitySuspendedBy"_s, u"$.attack"_s);
    scenario.fromHand = reader.flag(attack, u"fromHand"_s, u"$.attack"_s);
    scenario.cardPower = reader.number(attack, u"cardPower"_s, u"$.attack"_s);
    if (scenario.cardPower && *scenario.cardPower < 0)
        reader.fail(u"$.attack.cardPower"_s, u"a printed number is 0 or more"_s);
    scenario.instantCard = reader.text(attack, u"card"_s, u"$.attack"_s);
    // A named instant card is known by its card type, not by a word in its name.
    scenario.instantType = instantTypeOfWord(scenario.instantCard);
    if (!scenario.instantCard.isEmpty() && !scenario.instantType && cards) {
        QString error;
        const std::optional<Card> known = cards->resolveRecorded(scenario.instantCard, &error);
        if (!known) {
            reader.fail(u"$.attack.card"_s, error);
        } else if (known->type != CardType::Disaster && known->type != CardType::Assassination) {
            reader.fail(u"$.attack.card"_s,
                        u"'%1' is not a Disaster or an Assassination"_s.arg(scenario.instantCard));
        } else {
            scenario.instantCardId = known->id;
            scenario.instantType = known->type;
            scenario.instantCard = known->name;
        }
    }
    // A card the database knows may leave its Power to the card data, which holds it for some
    // (the engine refuses the attack, naming the card, when it does not).
    if (scenario.kind == AttackKind::Instant && !scenario.cardPower &&
        scenario.instantCardId.isEmpty())
        reader.fail(u"$.attack.cardPower"_s,
                    u"an instant attack needs the card's Power (or a card the program knows)"_s);

    const QJsonArray playerCards = reader.array(attack, u"playerCards"_s, u"$.attack"_s);
    for (qsizetype i = 0; i < playerCards.size(); ++i) {
        const QString path = u"$.attack.playerCards[%1]"_s.arg(i);
        AttackGroup card;
        readGroup(reader, reader.object(playerCards.at(i), path), path, card, cards);
        scenario.playerCards.append(card);
    }
    const QJsonArray ownerCards = reader.array(attack, u"ownerCards"_s, u"$.attack"_s);
    for (qsizetype i = 0; i < ownerCards.size(); ++i) {
        const QString path = u"$.attack.ownerCards[%1]"_s.arg(i);
        AttackGroup card;
        readGroup(reader, reader.object(ownerCards.at(i), path), path, card, cards);
        scenario.ownerCards.append(card);
    }
    const QJsonArray inForce = reader.array(attack, u"inForce"_s, u"$.attack"_s);
    for (qsizetype i = 0; i < inForce.size(); ++i) {
        const QString path = u"$.attack.inForce[%1]"_s.arg(i);
        AttackGroup card;
        readGroup(reader, reader.object(inForce.at(i), path), path, card, cards);
        if (card.type && *card.type != CardType::NewWorldOrder)
            reader.fail(path + u".card"_s, u"'%1' is not a New World Order"_s.arg(card.card));
        scenario.inForce.append(card);
    }
}

} // namespace

std::optional<CardType> instantTypeOfWord(QStringView card)
{
    if (card.compare(u"disaster", Qt::CaseInsensitive) == 0)
        return CardType::Disaster;
    if (card.compare(u"assassination", Qt::CaseInsensitive) == 0)
        return CardType::Assassination;
    return std::nullopt;
}

bool AttackScenario::namesCards() const
{
    const auto named = [](const AttackGroup &group) {
        return !group.cardId.isEmpty();
    };
    return !instantCardId.isEmpty() ||
           std::any_of(playerCards.cbegin(), playerCards.cend(), named) ||
           std::any_of(ownerCards.cbegin(), ownerCards.cend(), named) ||
           std::any_of(inForce.cbegin(), inForce.cend(), named) || (attacker && named(*attacker)) ||
           named(target) || (target.master && named(*target.master)) ||
           std::any_of(aiding.cbegin(), aiding.cend(), named) ||
           std::any_of(defending.cbegin(), defending.cend(), named);
}

AttackGroup attackGroupFromCard(const Card &card, const QString &cardName)
{
    AttackGroup group;
    group.cardId = card.id;
    group.card = cardName.isEmpty() ? card.name : cardName;
    group.type = card.type;
    group.name = card.name;
    group.power = card.power.value;
    group.globalPower = card.globalPower.value;
    group.resistance = card.resistance.value;
    group.alignments = card.alignments;
    for (const AttributeMark &mark : card.attributes)
        group.attributes.append(mark.value);
    group.illuminati = card.type == CardType::Illuminati;
    // A card that prints no control arrow has none free (R08); how many of a card's arrows are
    // free depends on the table, so otherwise that is left to the scenario.
    if (card.arrows && *card.arrows == 0 && card.type != CardType::Illuminati)
        group.openArrows = 0;
    return group;
}

bool AttackGroup::hasAlignment(Alignment alignment) const
{
    return std::any_of(alignments.cbegin(), alignments.cend(),
                       [alignment](const AlignmentMark &mark) { return mark.value == alignment; });
}

QString AttackPlay::who() const
{
    // A name people read in the breakdown and the refusals: in their language.
    if (agents)
        return QCoreApplication::translate("AttackFact", "agents");
    if (!plot.isEmpty())
        return plot;
    return source.isEmpty() ? QCoreApplication::translate("AttackFact", "ability") : source;
}

std::optional<AttackScenario> AttackScenario::fromJson(const QByteArray &bytes, QString *error,
                                                       const CardNameResolver *cards)
{
    const std::optional<QJsonObject> object =
        JsonPathReader::objectOf(bytes, u"a scenario is one JSON object"_s, error);
    return object ? fromJson(*object, error, cards) : std::nullopt;
}

std::optional<AttackScenario> AttackScenario::fromJson(const QJsonObject &root, QString *error,
                                                       const CardNameResolver *cards)
{
    JsonPathReader reader(error, {.maxNumber = MaxNumber,
                                  .notNumber = u"not a whole number up to %1"_s.arg(MaxNumber),
                                  .maxEntries = MaxEntries,
                                  .notArray = u"not a list"_s});
    AttackScenario scenario;
    reader.onlyKeys(root, rootKeys, u"$"_s);
    scenario.rules = *reader.code<RuleSet>(root, u"rules"_s, u"$"_s, RuleSet::Inwo);
    if (!root.contains(u"attack"_s))
        reader.fail(u"$.attack"_s, u"missing"_s);
    const QJsonObject attack = reader.object(root.value(u"attack"_s), u"$.attack"_s);
    readAttack(reader, attack, scenario, cards);
    // Card effects the referee enters for this attack (cardabilities.h: EnteredAbility).
    scenario.abilities = readEnteredAbilities(reader, root, u"abilities"_s, u"$"_s, cards);

    if (root.contains(u"attacker"_s)) {
        AttackGroup attacker;
        readGroup(reader, reader.object(root.value(u"attacker"_s), u"$.attacker"_s),
                  u"$.attacker"_s, attacker, cards);
        scenario.attacker = attacker;
    } else if (scenario.kind != AttackKind::Instant) {
        reader.fail(u"$.attacker"_s, u"missing (only an instant attack has no attacker)"_s);
    }

    if (!root.contains(u"target"_s))
        reader.fail(u"$.target"_s, u"missing"_s);
    const QJsonObject target = reader.object(root.value(u"target"_s), u"$.target"_s);
    readGroup(reader, target, u"$.target"_s, scenario.target, cards, targetKeys);
    scenario.target.closeness = reader.number(target, u"closeness"_s, u"$.target"_s).value_or(0);
    // 4 and more: further from its Illuminati than any bonus reaches.
    if (scenario.target.closeness < 0 || scenario.target.closeness > 9)
        reader.fail(u"$.target.closeness"_s, u"0 (outside a Power Structure) to 9"_s);
    scenario.target.owner =
        *reader.code<TargetOwner>(target, u"owner"_s, u"$.target"_s,
                                  scenario.fromHand ? TargetOwner::Hand : TargetOwner::Rival);
    scenario.target.treasury = reader.number(target, u"treasury"_s, u"$.target"_s);
    if (scenario.target.treasury && *scenario.target.treasury < 0)
        reader.fail(u"$.target.treasury"_s, u"cannot be negative"_s);
    if (target.contains(u"master"_s)) {
        AttackGroup master;
        readGroup(reader, reader.object(target.value(u"master"_s), u"$.target.master"_s),
                  u"$.target.master"_s, master, cards);
        scenario.target.master = master;
    }

    for (const auto &[key, list] : {std::pair{u"aiding"_s, &scenario.aiding},
                                    std::pair{u"defending"_s, &scenario.defending}}) {
        const QJsonArray array = reader.array(root, key, u"$"_s);
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString path = u"$.%1[%2]"_s.arg(key).arg(i);
            AttackGroup group;
            readGroup(reader, reader.object(array.at(i), path), path, group, cards);
            list->append(group);
        }
    }

    const QJsonArray plays = reader.array(root, u"plays"_s, u"$"_s);
    for (qsizetype i = 0; i < plays.size(); ++i) {
        const QString path = u"$.plays[%1]"_s.arg(i);
        const QJsonObject object = reader.object(plays.at(i), path);
        AttackPlay play;
        reader.onlyKeys(object, playKeys, path);
        play.player = reader.text(object, u"player"_s, path);
        play.side = sideFrom(reader, object, path).value_or(AttackSide::Attack);
        play.plot = reader.text(object, u"plot"_s, path);
        play.add = reader.number(object, u"add"_s, path).value_or(0);
        if (play.add < 0)
            reader.fail(path + u".add"_s, u"what it adds to its side: 0 or more"_s);
        play.agents = reader.flag(object, u"agents"_s, path);
        play.source = reader.text(object, u"source"_s, path);
        if (play.player.isEmpty())
            play.player = play.side == AttackSide::Attack ? u"attacker"_s : u"defender"_s;
        if (!play.agents && !object.contains(u"add"_s))
            reader.fail(path, u"a play is a Plot or ability with \"add\", or \"agents\": true"_s);
        scenario.plays.append(play);
    }

    const QJsonArray money = reader.array(root, u"money"_s, u"$"_s);
    for (qsizetype i = 0; i < money.size(); ++i) {
        const QString path = u"$.money[%1]"_s.arg(i);
        const QJsonObject object = reader.object(money.at(i), path);
        AttackMoney payment;
        reader.onlyKeys(object, moneyKeys, path);
        payment.player = reader.text(object, u"player"_s, path);
        payment.treasury = reader.text(object, u"treasury"_s, path);
        payment.amount = reader.number(object, u"amount"_s, path).value_or(0);
        payment.side = sideFrom(reader, object, path).value_or(AttackSide::Attack);
        if (payment.amount < 0)
            reader.fail(path + u".amount"_s, u"cannot be negative"_s);
        if (payment.treasury.isEmpty())
            reader.fail(path + u".treasury"_s, u"\"illuminati\" or a group's name"_s);
        if (payment.player.isEmpty())
            payment.player = payment.side == AttackSide::Attack ? u"attacker"_s : u"defender"_s;
        scenario.money.append(payment);
    }
    if (reader.failed())
        return std::nullopt;
    return scenario;
}

QJsonObject AttackScenario::toJson() const
{
    QJsonObject attack{{u"kind"_s, codeOf(kind)}};
    if (privileged)
        attack.insert(u"privileged"_s, true);
    if (fromHand)
        attack.insert(u"fromHand"_s, true);
    if (!immunitySuspendedBy.isEmpty())
        attack.insert(u"immunitySuspendedBy"_s, immunitySuspendedBy);
    if (cardPower)
        attack.insert(u"cardPower"_s, *cardPower);
    if (!instantCard.isEmpty())
        attack.insert(u"card"_s, instantCard);
    QJsonArray playerCardArray;
    for (const AttackGroup &card : playerCards)
        playerCardArray.append(groupJson(card));
    if (!playerCardArray.isEmpty())
        attack.insert(u"playerCards"_s, playerCardArray);
    QJsonArray ownerCardArray;
    for (const AttackGroup &card : ownerCards)
        ownerCardArray.append(groupJson(card));
    if (!ownerCardArray.isEmpty())
        attack.insert(u"ownerCards"_s, ownerCardArray);
    QJsonArray inForceArray;
    for (const AttackGroup &card : inForce)
        inForceArray.append(groupJson(card));
    if (!inForceArray.isEmpty())
        attack.insert(u"inForce"_s, inForceArray);
    QJsonObject root{{u"rules"_s, codeOf(rules)}, {u"attack"_s, attack}};
    if (!abilities.isEmpty())
        root.insert(u"abilities"_s, enteredAbilitiesJson(abilities));
    if (attacker)
        root.insert(u"attacker"_s, groupJson(*attacker));
    QJsonObject targetObject = groupJson(target);
    targetObject.insert(u"closeness"_s, target.closeness);
    targetObject.insert(u"owner"_s, codeOf(target.owner));
    if (target.master)
        targetObject.insert(u"master"_s, groupJson(*target.master));
    if (target.treasury)
        targetObject.insert(u"treasury"_s, *target.treasury);
    root.insert(u"target"_s, targetObject);
    QJsonArray aidingArray;
    for (const AttackGroup &group : aiding)
        aidingArray.append(groupJson(group));
    if (!aidingArray.isEmpty())
        root.insert(u"aiding"_s, aidingArray);
    QJsonArray defendingArray;
    for (const AttackGroup &group : defending) {
        QJsonObject object = groupJson(group);
        object.insert(u"relation"_s, codeOf(group.relation));
        defendingArray.append(object);
    }
    if (!defendingArray.isEmpty())
        root.insert(u"defending"_s, defendingArray);
    QJsonArray playArray;
    for (const AttackPlay &play : plays) {
        QJsonObject object{{u"player"_s, play.player}, {u"side"_s, sideCode(play.side)}};
        if (!play.plot.isEmpty())
            object.insert(u"plot"_s, play.plot);
        if (play.agents)
            object.insert(u"agents"_s, true);
        else
            object.insert(u"add"_s, play.add);
        if (!play.source.isEmpty())
            object.insert(u"source"_s, play.source);
        playArray.append(object);
    }
    if (!playArray.isEmpty())
        root.insert(u"plays"_s, playArray);
    QJsonArray moneyArray;
    for (const AttackMoney &payment : money)
        moneyArray.append(QJsonObject{{u"player"_s, payment.player},
                                      {u"treasury"_s, payment.treasury},
                                      {u"amount"_s, payment.amount},
                                      {u"side"_s, sideCode(payment.side)}});
    if (!moneyArray.isEmpty())
        root.insert(u"money"_s, moneyArray);
    return root;
}

} // namespace inwo
