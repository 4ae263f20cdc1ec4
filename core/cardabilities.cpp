#include "cardabilities.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

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

// Reads the file by JSON path, keeping the first error and where it happened.
class Reader
{
public:
    explicit Reader(QString *error) : m_error(error) {}

    bool failed() const { return m_failed; }

    void fail(const QString &path, const QString &what)
    {
        if (m_failed)
            return;
        m_failed = true;
        if (m_error)
            *m_error = u"%1: %2"_s.arg(path, what);
    }

    // Fails on any key of `object` outside `known`, so a misspelt key is never silently ignored.
    void onlyKeys(const QJsonObject &object, const QStringList &known, const QString &path)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!known.contains(it.key()))
                fail(path + u'.' + it.key(),
                     u"unknown key (expected one of %1)"_s.arg(known.join(u", ")));
        }
    }

    QString text(const QJsonObject &object, const QString &key, const QString &path, bool required)
    {
        if (!object.contains(key)) {
            if (required)
                fail(path + u'.' + key, u"missing"_s);
            return {};
        }
        const QJsonValue value = object.value(key);
        if (!value.isString() || value.toString().trimmed().isEmpty()) {
            fail(path + u'.' + key, u"not a non-empty string"_s);
            return {};
        }
        return value.toString();
    }

    std::optional<int> number(const QJsonObject &object, const QString &key, const QString &path)
    {
        const QJsonValue value = object.value(key);
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || std::isnan(number) || number != std::floor(number) ||
            std::abs(number) > MaxValue) {
            fail(path + u'.' + key, u"not a whole number from -%1 to %1"_s.arg(MaxValue));
            return std::nullopt;
        }
        return int(number);
    }

    QJsonArray array(const QJsonObject &object, const QString &key, const QString &path)
    {
        if (!object.contains(key))
            return {};
        if (!object.value(key).isArray()) {
            fail(path + u'.' + key, u"not an array"_s);
            return {};
        }
        return object.value(key).toArray();
    }

    // A list of enum codes, each once.
    template <typename E>
    QList<E> codes(const QJsonObject &object, const QString &key, const QString &path,
                   const QString &what)
    {
        QList<E> values;
        const QJsonArray items = array(object, key, path);
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString itemPath = u"%1.%2[%3]"_s.arg(path, key).arg(i);
            const auto value = enumFromCode<E>(items.at(i).toString());
            if (!items.at(i).isString() || !value) {
                fail(itemPath, u"'%1' is not %2"_s.arg(items.at(i).toString(), what));
                return values;
            }
            if (values.contains(*value)) {
                fail(itemPath, u"'%1' is listed twice"_s.arg(items.at(i).toString()));
                return values;
            }
            values.append(*value);
        }
        return values;
    }

    QStringList strings(const QJsonObject &object, const QString &key, const QString &path)
    {
        QStringList values;
        const QJsonArray items = array(object, key, path);
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!items.at(i).isString() || items.at(i).toString().isEmpty()) {
                fail(u"%1.%2[%3]"_s.arg(path, key).arg(i), u"not a card id"_s);
                return values;
            }
            values.append(items.at(i).toString());
        }
        return values;
    }

    AbilityCondition condition(const QJsonObject &parent, const QString &key,
                               const QString &parentPath)
    {
        AbilityCondition condition;
        if (!parent.contains(key))
            return condition;
        const QString path = parentPath + u'.' + key;
        if (!parent.value(key).isObject()) {
            fail(path, u"not an object"_s);
            return condition;
        }
        const QJsonObject object = parent.value(key).toObject();
        onlyKeys(object,
                 {u"alignments"_s, u"attributes"_s, u"types"_s, u"cards"_s, u"except"_s, u"note"_s},
                 path);
        condition.alignments = codes<Alignment>(object, u"alignments"_s, path, u"an alignment"_s);
        condition.attributes = codes<Attribute>(object, u"attributes"_s, path, u"an attribute"_s);
        condition.types = codes<CardType>(object, u"types"_s, path, u"a card type"_s);
        condition.cardIds = strings(object, u"cards"_s, path);
        condition.exceptCardIds = strings(object, u"except"_s, path);
        condition.note = text(object, u"note"_s, path, false);
        if (!failed() && condition.isAny())
            fail(path, u"empty: leave the key out instead"_s);
        return condition;
    }

    CardAbility ability(const QJsonObject &object, const QString &path)
    {
        CardAbility ability;
        onlyKeys(object,
                 {u"kind"_s, u"value"_s, u"reach"_s, u"attacks"_s, u"condition"_s, u"holder"_s,
                  u"permanent"_s, u"words"_s, u"source"_s},
                 path);

        const QString kindCode = text(object, u"kind"_s, path, true);
        const auto kind = enumFromCode<CardAbility::Kind>(kindCode);
        if (!failed() && !kind)
            fail(path + u".kind"_s, u"'%1' is not an ability kind"_s.arg(kindCode));
        if (failed())
            return ability;
        ability.kind = *kind;

        if (ability.hasValue()) {
            if (!object.contains(u"value"_s)) {
                fail(path + u".value"_s, u"missing ('%1' needs one)"_s.arg(kindCode));
            } else if (const auto value = number(object, u"value"_s, path)) {
                ability.value = *value;
                const bool multiplier = ability.kind == CardAbility::Kind::PowerMultiplier ||
                                        ability.kind == CardAbility::Kind::DefencePowerMultiplier ||
                                        ability.kind == CardAbility::Kind::ResistanceMultiplier;
                const bool count = ability.kind == CardAbility::Kind::Privilege ||
                                   ability.kind == CardAbility::Kind::ExtraToken;
                if (multiplier && ability.value < 2)
                    fail(path + u".value"_s, u"a multiplier is at least 2"_s);
                else if ((count || ability.kind == CardAbility::Kind::PowerSet) &&
                         ability.value < 1)
                    fail(path + u".value"_s, u"must be at least 1"_s);
                else if (ability.value == 0)
                    fail(path + u".value"_s, u"a bonus of 0 does nothing"_s);
            }
        } else if (object.contains(u"value"_s)) {
            fail(path + u".value"_s, u"'%1' takes no value"_s.arg(kindCode));
        }

        const QString reachCode = text(object, u"reach"_s, path, true);
        const auto reach = enumFromCode<CardAbility::Reach>(reachCode);
        if (!failed() && !reach)
            fail(path + u".reach"_s, u"'%1' is not a reach"_s.arg(reachCode));
        if (reach)
            ability.reach = *reach;

        ability.attacks = codes<AttackKind>(object, u"attacks"_s, path, u"an attack kind"_s);
        ability.condition = condition(object, u"condition"_s, path);
        ability.holder = condition(object, u"holder"_s, path);
        if (!failed() && ability.reach == CardAbility::Reach::Direct && !ability.holder.isAny())
            fail(path + u".holder"_s, u"a direct ability has no holder: it is the card itself"_s);

        if (object.contains(u"permanent"_s)) {
            if (!object.value(u"permanent"_s).isBool())
                fail(path + u".permanent"_s, u"not true or false"_s);
            else if (!CardAbility::kindIsStatChange(ability.kind))
                fail(path + u".permanent"_s,
                     u"only Power and Resistance changes are permanent or not"_s);
            ability.permanent = object.value(u"permanent"_s).toBool();
        } else if (CardAbility::kindIsStatChange(ability.kind)) {
            fail(path + u".permanent"_s, u"missing ('%1' is permanent or not)"_s.arg(kindCode));
        }

        ability.words = text(object, u"words"_s, path, true);
        if (ability.words.size() > MaxWords)
            fail(path + u".words"_s, u"longer than %1 characters"_s.arg(MaxWords));
        ability.source = text(object, u"source"_s, path, true);
        return ability;
    }

private:
    QString *m_error = nullptr;
    bool m_failed = false;
};

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

    Reader reader(error);
    const QJsonObject root = document.object();
    reader.onlyKeys(root, {u"about"_s, u"cards"_s}, u"$"_s);
    CardAbilities result;
    result.m_about = reader.text(root, u"about"_s, u"$"_s, false);
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
            abilities.append(reader.ability(items.at(i).toObject(), path));
        }
        result.m_abilities.insert(it.key(), abilities);
    }
    if (reader.failed())
        return std::nullopt;
    return result;
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

} // namespace inwo
