#include "cards/cardabilities.h"

#include "cards/cardnameresolver.h"
#include "common/jsonpathreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int MaxValue = 100;       // far above any printed bonus (+20 for China)
constexpr qsizetype MaxWords = 160; // characters of a summary

template <typename E> bool anyIn(const QList<E> &wanted, const QList<E> &held)
{
    return std::any_of(wanted.cbegin(), wanted.cend(),
                       [&held](const E &value) { return held.contains(value); });
}

// A list of enum codes, each once.
template <typename E>
QList<E> codes(JsonPathReader &reader, const QJsonObject &object, const QString &key,
               const QString &path, const QString &what)
{
    QList<E> values;
    const QJsonArray items = reader.array(object, key, path);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString itemPath = u"%1.%2[%3]"_s.arg(path, key).arg(i);
        const auto value = enumFromCode<E>(items.at(i).toString());
        if (!items.at(i).isString() || !value) {
            reader.fail(itemPath, u"'%1' is not %2"_s.arg(items.at(i).toString(), what));
            return values;
        }
        if (values.contains(*value)) {
            reader.fail(itemPath, u"'%1' is listed twice"_s.arg(items.at(i).toString()));
            return values;
        }
        values.append(*value);
    }
    return values;
}

QStringList strings(JsonPathReader &reader, const QJsonObject &object, const QString &key,
                    const QString &path)
{
    QStringList values;
    const QJsonArray items = reader.array(object, key, path);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items.at(i).isString() || items.at(i).toString().isEmpty()) {
            reader.fail(u"%1.%2[%3]"_s.arg(path, key).arg(i), u"not a card id"_s);
            return values;
        }
        values.append(items.at(i).toString());
    }
    return values;
}

AbilityCondition readCondition(JsonPathReader &reader, const QJsonObject &parent,
                               const QString &key, const QString &parentPath)
{
    AbilityCondition condition;
    if (!parent.contains(key))
        return condition;
    const QString path = parentPath + u'.' + key;
    if (!parent.value(key).isObject()) {
        reader.fail(path, u"not an object"_s);
        return condition;
    }
    const QJsonObject object = parent.value(key).toObject();
    reader.onlyKeys(
        object, {u"alignments"_s, u"attributes"_s, u"types"_s, u"cards"_s, u"except"_s, u"note"_s},
        path);
    condition.alignments =
        codes<Alignment>(reader, object, u"alignments"_s, path, u"an alignment"_s);
    condition.attributes =
        codes<Attribute>(reader, object, u"attributes"_s, path, u"an attribute"_s);
    condition.types = codes<CardType>(reader, object, u"types"_s, path, u"a card type"_s);
    condition.cardIds = strings(reader, object, u"cards"_s, path);
    condition.exceptCardIds = strings(reader, object, u"except"_s, path);
    condition.note = reader.nonEmptyText(object, u"note"_s, path);
    if (!reader.failed() && condition.isAny())
        reader.fail(path, u"empty: leave the key out instead"_s);
    return condition;
}

// Where an ability is read: the bundled dataset (with its source), or a position, scenario or
// timeline file in which the referee enters a card's effect (no source: the referee is it).
enum class AbilityOrigin : quint8 { Dataset, Referee };

CardAbility readAbility(JsonPathReader &reader, const QJsonObject &object, const QString &path,
                        AbilityOrigin origin = AbilityOrigin::Dataset)
{
    using Presence = JsonPathReader::Presence;
    const bool dataset = origin == AbilityOrigin::Dataset;
    CardAbility ability;
    QStringList keys{u"kind"_s,      u"value"_s,   u"reach"_s,     u"attacks"_s,
                     u"condition"_s, u"holder"_s,  u"permanent"_s, u"words"_s,
                     u"rule"_s,      u"becomes"_s, u"forGoals"_s};
    keys += dataset ? QStringList{u"source"_s, u"verified"_s} : QStringList{u"card"_s};
    reader.onlyKeys(object, keys, path);

    const QString kindCode = reader.nonEmptyText(object, u"kind"_s, path, Presence::Required);
    const auto kind = enumFromCode<CardAbility::Kind>(kindCode);
    if (!reader.failed() && !kind) {
        QStringList kinds;
        for (const CardAbility::Kind known : allOf<CardAbility::Kind>())
            kinds.append(codeOf(known));
        reader.fail(path + u".kind"_s, u"'%1' is not an ability kind (one of %2)"_s.arg(
                                           kindCode, kinds.join(u", "_s)));
    }
    if (reader.failed())
        return ability;
    ability.kind = *kind;

    if (ability.hasValue()) {
        if (!object.contains(u"value"_s)) {
            reader.fail(path + u".value"_s, u"missing ('%1' needs one)"_s.arg(kindCode));
        } else if (const auto value = reader.number(object, u"value"_s, path)) {
            ability.value = *value;
            const bool multiplier = ability.kind == CardAbility::Kind::PowerMultiplier ||
                                    ability.kind == CardAbility::Kind::DefencePowerMultiplier ||
                                    ability.kind == CardAbility::Kind::ResistanceMultiplier;
            const bool count = ability.kind == CardAbility::Kind::Privilege ||
                               ability.kind == CardAbility::Kind::ExtraToken;
            if (multiplier && ability.value < 2)
                reader.fail(path + u".value"_s, u"a multiplier is at least 2"_s);
            else if ((count || ability.kind == CardAbility::Kind::PowerSet) && ability.value < 1)
                reader.fail(path + u".value"_s, u"must be at least 1"_s);
            else if (ability.value == 0)
                reader.fail(path + u".value"_s, u"a bonus of 0 does nothing"_s);
        }
    } else if (object.contains(u"value"_s)) {
        reader.fail(path + u".value"_s, u"'%1' takes no value"_s.arg(kindCode));
    }

    const QString reachCode = reader.nonEmptyText(object, u"reach"_s, path, Presence::Required);
    const auto reach = enumFromCode<CardAbility::Reach>(reachCode);
    if (!reader.failed() && !reach)
        reader.fail(path + u".reach"_s, u"'%1' is not a reach"_s.arg(reachCode));
    if (reach)
        ability.reach = *reach;

    ability.attacks = codes<AttackKind>(reader, object, u"attacks"_s, path, u"an attack kind"_s);
    ability.condition = readCondition(reader, object, u"condition"_s, path);
    ability.holder = readCondition(reader, object, u"holder"_s, path);
    if (!reader.failed() && ability.reach == CardAbility::Reach::Direct && !ability.holder.isAny())
        reader.fail(path + u".holder"_s,
                    u"a direct ability has no holder: it is the card itself"_s);

    const bool alignmentChange = ability.kind == CardAbility::Kind::AlignmentChange;
    ability.becomes = codes<Alignment>(reader, object, u"becomes"_s, path, u"an alignment"_s);
    if (!reader.failed() && alignmentChange == ability.becomes.isEmpty())
        reader.fail(path + u".becomes"_s, alignmentChange
                                              ? u"missing ('alignment-change' needs it)"_s
                                              : u"only an alignment change has it"_s);
    if (object.contains(u"forGoals"_s)) {
        ability.forGoals = reader.flag(object, u"forGoals"_s, path);
        if (!alignmentChange)
            reader.fail(path + u".forGoals"_s, u"only an alignment change has it"_s);
    }

    if (object.contains(u"permanent"_s)) {
        ability.permanent = reader.flag(object, u"permanent"_s, path);
        if (!CardAbility::kindIsStatChange(ability.kind))
            reader.fail(path + u".permanent"_s,
                        u"only Power and Resistance changes are permanent or not"_s);
    } else if (CardAbility::kindIsStatChange(ability.kind)) {
        reader.fail(path + u".permanent"_s, u"missing ('%1' is permanent or not)"_s.arg(kindCode));
    }

    ability.words = reader.nonEmptyText(object, u"words"_s, path,
                                        dataset ? Presence::Required : Presence::Optional);
    if (ability.words.size() > MaxWords)
        reader.fail(path + u".words"_s, u"longer than %1 characters"_s.arg(MaxWords));
    if (!dataset) {
        ability.source = CardAbility::RefereeSource;
        ability.provenance = CardAbility::Provenance::EnteredByReferee;
        if (ability.kind == CardAbility::Kind::Unencoded)
            reader.fail(path + u".kind"_s, u"an entered effect says what the card does"_s);
        return ability;
    }
    ability.source = reader.nonEmptyText(object, u"source"_s, path, Presence::Required);
    // Printed card text outside the project's sources must say so, and such an ability only.
    ability.verified = !object.contains(u"verified"_s) || reader.flag(object, u"verified"_s, path);
    if (ability.source.startsWith(u"printed card text, "_s) == ability.verified)
        reader.fail(path + u".verified"_s,
                    ability.verified ? u"a source of printed card text needs \"verified\": false"_s
                                     : u"only a source of printed card text is unverified"_s);
    if (object.contains(u"rule"_s)) {
        const QString code = reader.text(object, u"rule"_s, path);
        const std::optional<RuleId> rule = ruleFromCode(code);
        if (!rule)
            reader.fail(path + u".rule"_s,
                        u"'%1' is not a rule identity (R01 to R202)"_s.arg(code));
        else
            ability.rule = *rule;
    }
    return ability;
}

} // namespace

bool AbilityCondition::isAny() const
{
    return alignments.isEmpty() && attributes.isEmpty() && types.isEmpty() && cardIds.isEmpty() &&
           exceptCardIds.isEmpty() && note.isEmpty();
}

bool AbilityCondition::matches(const QString &cardId, std::optional<CardType> type,
                               const QList<Alignment> &heldAlignments,
                               const QList<Attribute> &heldAttributes) const
{
    if (!alignments.isEmpty() && !anyIn(alignments, heldAlignments))
        return false;
    if (!attributes.isEmpty() && !anyIn(attributes, heldAttributes))
        return false;
    if (!types.isEmpty() && (!type || !types.contains(*type)))
        return false;
    if (!cardIds.isEmpty() && !cardIds.contains(cardId))
        return false;
    return !exceptCardIds.contains(cardId);
}

bool AbilityCondition::matches(const Card &card) const
{
    QList<Alignment> heldAlignments;
    for (const AlignmentMark &mark : card.alignments)
        heldAlignments.append(mark.value);
    QList<Attribute> heldAttributes;
    for (const AttributeMark &mark : card.attributes)
        heldAttributes.append(mark.value);
    return matches(card.id, card.type, heldAlignments, heldAttributes);
}

bool CardAbility::kindHasValue(Kind kind)
{
    switch (kind) {
    case Kind::GlobalPower:
    case Kind::Immunity:
    case Kind::AttackImmunity:
    case Kind::AttackLimit:
    case Kind::SameFanatic:
    case Kind::AlignmentChange:
    case Kind::Reorganize:
    case Kind::Unencoded:
        return false;
    case Kind::AttackBonus:
    case Kind::DefenceBonus:
    case Kind::PowerBonus:
    case Kind::PowerMultiplier:
    case Kind::PowerSet:
    case Kind::DefencePowerBonus:
    case Kind::DefencePowerMultiplier:
    case Kind::ResistanceMultiplier:
    case Kind::Privilege:
    case Kind::ExtraToken:
    case Kind::InstantPower:
    case Kind::SuccessMargin:
        break;
    }
    return true;
}

bool CardAbility::kindIsStatChange(Kind kind)
{
    switch (kind) {
    case Kind::PowerBonus:
    case Kind::PowerMultiplier:
    case Kind::PowerSet:
    case Kind::DefencePowerBonus:
    case Kind::DefencePowerMultiplier:
    case Kind::ResistanceMultiplier:
        return true;
    case Kind::AttackBonus:
    case Kind::DefenceBonus:
    case Kind::GlobalPower:
    case Kind::Immunity:
    case Kind::AttackImmunity:
    case Kind::AttackLimit:
    case Kind::Privilege:
    case Kind::SameFanatic:
    case Kind::ExtraToken:
    case Kind::InstantPower:
    case Kind::SuccessMargin:
    case Kind::AlignmentChange:
    case Kind::Reorganize:
    case Kind::Unencoded:
        break;
    }
    return false;
}

std::optional<CardAbilities> CardAbilities::parse(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = u"$: not JSON (%1 at offset %2)"_s.arg(parseError.errorString())
                         .arg(parseError.offset);
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = u"$: not an object"_s;
        return std::nullopt;
    }

    JsonPathReader reader(error, {.maxNumber = MaxValue,
                                  .notNumber = u"not a whole number from -%1 to %1"_s.arg(MaxValue),
                                  .notArray = u"not an array"_s});
    const QJsonObject root = document.object();
    reader.onlyKeys(root, {u"about"_s, u"cards"_s}, u"$"_s);
    CardAbilities result;
    result.m_about = reader.nonEmptyText(root, u"about"_s, u"$"_s);
    if (!root.value(u"cards"_s).isObject())
        reader.fail(u"$.cards"_s, root.contains(u"cards"_s) ? u"not an object"_s : u"missing"_s);

    const QJsonObject cards = root.value(u"cards"_s).toObject();
    for (auto it = cards.begin(); it != cards.end() && !reader.failed(); ++it) {
        const QString cardPath = u"$.cards."_s + it.key();
        if (!it.value().isArray() || it.value().toArray().isEmpty()) {
            reader.fail(cardPath, u"not a non-empty array of abilities"_s);
            break;
        }
        const QJsonArray items = it.value().toArray();
        QList<CardAbility> abilities;
        for (qsizetype i = 0; i < items.size() && !reader.failed(); ++i) {
            const QString path = u"%1[%2]"_s.arg(cardPath).arg(i);
            if (!items.at(i).isObject()) {
                reader.fail(path, u"not an object"_s);
                break;
            }
            abilities.append(readAbility(reader, items.at(i).toObject(), path));
        }
        result.m_abilities.insert(it.key(), abilities);
    }
    if (reader.failed())
        return std::nullopt;
    return result;
}

const QList<CardAbility> &CardAbilities::of(const QString &cardId) const
{
    static const QList<CardAbility> none;
    const auto it = m_abilities.constFind(cardId);
    return it == m_abilities.cend() ? none : *it;
}

QStringList CardAbilities::cardIds() const
{
    QStringList ids = m_abilities.keys();
    ids.sort();
    return ids;
}

qsizetype CardAbilities::abilityCount() const
{
    qsizetype count = 0;
    for (const QList<CardAbility> &abilities : m_abilities)
        count += abilities.size();
    return count;
}

AbilityHandler abilityHandlerOf(CardAbility::Kind kind, CardAbility::Reach reach)
{
    using Kind = CardAbility::Kind;
    using Reach = CardAbility::Reach;
    struct Entry
    {
        std::initializer_list<Kind> kinds;
        std::initializer_list<Reach> reaches;
        AbilityHandler handler;
    };
    // Every kind and reach the engine knows, and what it does with them. Reaches that need the
    // table (a link, a choice made in play, every group in play) are declared for the referee;
    // a pair missing here has no handler, and tst_cardabilities fails on data that uses it.
    static const std::initializer_list<Kind> bonuses{Kind::AttackBonus, Kind::DefenceBonus};
    static const std::initializer_list<Kind> statChanges{
        Kind::PowerBonus,        Kind::PowerMultiplier,        Kind::PowerSet,
        Kind::DefencePowerBonus, Kind::DefencePowerMultiplier, Kind::ResistanceMultiplier,
        Kind::GlobalPower};
    static const std::initializer_list<Kind> immunities{Kind::Immunity, Kind::AttackImmunity};
    static const std::initializer_list<Entry> table{
        {bonuses, {Reach::Direct, Reach::AnyAttempt, Reach::Structure}, AbilityHandler::Bonus},
        {bonuses,
         {Reach::Linked, Reach::Chosen, Reach::AllGroups, Reach::Master},
         AbilityHandler::Referee},
        {statChanges, {Reach::Direct, Reach::Structure, Reach::Master}, AbilityHandler::StatChange},
        {statChanges, {Reach::Chosen}, AbilityHandler::Referee},
        {statChanges, {Reach::AllGroups, Reach::Linked}, AbilityHandler::TableEffect},
        {{Kind::AlignmentChange}, {Reach::AllGroups}, AbilityHandler::TableEffect},
        // When its player may move groups: the timeline resolver reads it (R173).
        {{Kind::Reorganize}, {Reach::AnyAttempt}, AbilityHandler::TableEffect},
        {{Kind::Unencoded},
         {Reach::Direct, Reach::AnyAttempt, Reach::Structure, Reach::AllGroups, Reach::Linked,
          Reach::Chosen, Reach::Master},
         AbilityHandler::Referee},
        {immunities, {Reach::Direct, Reach::AnyAttempt}, AbilityHandler::Immunity},
        {immunities, {Reach::Structure, Reach::Master, Reach::Linked}, AbilityHandler::Referee},
        {{Kind::AttackLimit}, {Reach::Direct, Reach::AnyAttempt}, AbilityHandler::AttackLimit},
        {{Kind::Privilege}, {Reach::AnyAttempt}, AbilityHandler::Privilege},
        {{Kind::SameFanatic}, {Reach::Structure, Reach::AnyAttempt}, AbilityHandler::SameFanatic},
        // The card's own second token (UFOs) is never spent in the same attack as the first; a
        // linked card's (the Perpetual Motion Machine) the table counts; others are for the
        // referee to count.
        {{Kind::ExtraToken}, {Reach::Direct}, AbilityHandler::TokenLimit},
        {{Kind::ExtraToken}, {Reach::Linked}, AbilityHandler::TableEffect},
        {{Kind::ExtraToken}, {Reach::Chosen, Reach::Master}, AbilityHandler::Referee},
        {{Kind::InstantPower}, {Reach::Direct}, AbilityHandler::CardPower},
        {{Kind::SuccessMargin}, {Reach::Direct}, AbilityHandler::Margin},
    };
    for (const Entry &entry : table) {
        if (std::find(entry.kinds.begin(), entry.kinds.end(), kind) != entry.kinds.end() &&
            std::find(entry.reaches.begin(), entry.reaches.end(), reach) != entry.reaches.end())
            return entry.handler;
    }
    return AbilityHandler::None;
}

std::optional<StatModifier> statModifierOf(const CardAbility &ability, const QString &card)
{
    using Kind = CardAbility::Kind;
    StatModifier modifier;
    switch (ability.kind) {
    case Kind::PowerBonus:
        modifier.op = StatModifier::Op::Add;
        break;
    case Kind::PowerMultiplier:
        modifier.op = StatModifier::Op::Multiply;
        break;
    case Kind::PowerSet:
        modifier.op = StatModifier::Op::Set;
        break;
    case Kind::DefencePowerBonus:
        modifier.op = StatModifier::Op::Add;
        modifier.use = StatModifier::Use::Defence;
        break;
    case Kind::DefencePowerMultiplier:
        modifier.op = StatModifier::Op::Multiply;
        modifier.use = StatModifier::Use::Defence;
        break;
    case Kind::ResistanceMultiplier:
        modifier.op = StatModifier::Op::Multiply;
        modifier.stat = StatModifier::Stat::Resistance;
        break;
    case Kind::GlobalPower:
        modifier.op = StatModifier::Op::Set;
        modifier.stat = StatModifier::Stat::Global;
        break;
    default:
        return std::nullopt;
    }
    modifier.value = ability.value;
    modifier.permanent = ability.permanent;
    modifier.kinds = ability.attacks;
    modifier.source = ability.words;
    modifier.citation = ability.source;
    modifier.fromAbility = true;
    modifier.abilityCard = card;
    modifier.rule = ability.rule;
    return modifier;
}

} // namespace inwo

namespace inwo {

namespace {

QJsonArray codesJson(const auto &values)
{
    QJsonArray array;
    for (const auto &value : values)
        array.append(codeOf(value));
    return array;
}

QJsonObject conditionJson(const AbilityCondition &condition)
{
    QJsonObject object;
    if (!condition.alignments.isEmpty())
        object.insert(u"alignments"_s, codesJson(condition.alignments));
    if (!condition.attributes.isEmpty())
        object.insert(u"attributes"_s, codesJson(condition.attributes));
    if (!condition.types.isEmpty())
        object.insert(u"types"_s, codesJson(condition.types));
    if (!condition.cardIds.isEmpty())
        object.insert(u"cards"_s, QJsonArray::fromStringList(condition.cardIds));
    if (!condition.exceptCardIds.isEmpty())
        object.insert(u"except"_s, QJsonArray::fromStringList(condition.exceptCardIds));
    if (!condition.note.isEmpty())
        object.insert(u"note"_s, condition.note);
    return object;
}

// Whether the engine can only name this ability for the referee.
bool onlyForTheReferee(const CardAbility &ability)
{
    return !ability.verified || ability.kind == CardAbility::Kind::Unencoded;
}

} // namespace

QList<EnteredAbility> readEnteredAbilities(JsonPathReader &reader, const QJsonObject &object,
                                           const QString &key, const QString &path,
                                           const CardNameResolver *cards)
{
    QList<EnteredAbility> entered;
    if (!object.contains(key))
        return entered;
    const QJsonArray items = reader.array(object, key, path);
    for (qsizetype i = 0; i < items.size() && !reader.failed(); ++i) {
        const QString itemPath = u"%1.%2[%3]"_s.arg(path, key).arg(i);
        const QJsonObject item = reader.object(items.at(i), itemPath);
        if (reader.failed())
            break;
        EnteredAbility one;
        one.card =
            reader.nonEmptyText(item, u"card"_s, itemPath, JsonPathReader::Presence::Required);
        if (reader.failed())
            break;
        if (cards) {
            QString error;
            const std::optional<Card> card = cards->resolveRecorded(one.card, &error);
            if (!card) {
                reader.fail(itemPath + u".card"_s, error);
                break;
            }
            one.cardId = card->id;
        }
        one.ability = readAbility(reader, item, itemPath, AbilityOrigin::Referee);
        entered.append(one);
    }
    return entered;
}

QJsonObject abilityJson(const CardAbility &ability)
{
    QJsonObject object{{u"kind"_s, codeOf(ability.kind)}, {u"reach"_s, codeOf(ability.reach)}};
    if (ability.hasValue())
        object.insert(u"value"_s, ability.value);
    if (!ability.attacks.isEmpty())
        object.insert(u"attacks"_s, codesJson(ability.attacks));
    if (!ability.condition.isAny())
        object.insert(u"condition"_s, conditionJson(ability.condition));
    if (!ability.holder.isAny())
        object.insert(u"holder"_s, conditionJson(ability.holder));
    if (CardAbility::kindIsStatChange(ability.kind))
        object.insert(u"permanent"_s, ability.permanent);
    if (!ability.becomes.isEmpty())
        object.insert(u"becomes"_s, codesJson(ability.becomes));
    if (ability.kind == CardAbility::Kind::AlignmentChange && !ability.forGoals)
        object.insert(u"forGoals"_s, false);
    if (!ability.words.isEmpty())
        object.insert(u"words"_s, ability.words);
    if (ability.rule != RuleId::None)
        object.insert(u"rule"_s, ruleCode(ability.rule));
    if (ability.provenance == CardAbility::Provenance::Sources) {
        object.insert(u"source"_s, ability.source);
        if (!ability.verified)
            object.insert(u"verified"_s, false);
    }
    return object;
}

QJsonArray enteredAbilitiesJson(const QList<EnteredAbility> &entered)
{
    QJsonArray array;
    for (const EnteredAbility &one : entered) {
        QJsonObject object = abilityJson(one.ability);
        object.insert(u"card"_s, one.card);
        array.append(object);
    }
    return array;
}

CardAbilities CardAbilities::withConfirmed(const QList<AbilityConfirmation> &confirmed,
                                           QList<AbilityConfirmation> *unmatched) const
{
    CardAbilities result = *this;
    for (const AbilityConfirmation &confirmation : confirmed) {
        bool matched = false;
        const auto it = result.m_abilities.find(confirmation.cardId);
        if (it != result.m_abilities.end()) {
            for (CardAbility &ability : *it) {
                if (ability.words != confirmation.words || ability.verified)
                    continue;
                ability.verified = true;
                ability.provenance = CardAbility::Provenance::ConfirmedByUser;
                ability.source = CardAbility::ConfirmedSource + u"; "_s + ability.source;
                matched = true;
            }
        }
        if (!matched && unmatched)
            unmatched->append(confirmation);
    }
    return result;
}

CardAbilities CardAbilities::withEntered(const QList<EnteredAbility> &entered) const
{
    CardAbilities result = *this;
    if (entered == m_entered)
        return result;
    result.m_entered = entered;
    QStringList given;
    for (const EnteredAbility &one : entered) {
        if (one.cardId.isEmpty())
            continue;
        QList<CardAbility> &abilities = result.m_abilities[one.cardId];
        if (!given.contains(one.cardId)) {
            given.append(one.cardId);
            abilities.removeIf([](const CardAbility &ability) {
                return onlyForTheReferee(ability) ||
                       ability.provenance == CardAbility::Provenance::EnteredByReferee;
            });
        }
        abilities.append(one.ability);
    }
    return result;
}

AbilitiesInForce::AbilitiesInForce(const CardAbilities *base, const QList<EnteredAbility> &entered)
    : m_base(base)
{
    if (entered.isEmpty() || (base && base->entered() == entered))
        return;
    m_merged = std::make_shared<const CardAbilities>(base ? base->withEntered(entered)
                                                          : CardAbilities().withEntered(entered));
}

} // namespace inwo
