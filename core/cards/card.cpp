#include "cards/card.h"

#include "common/textnormalizer.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

template <typename E> QJsonArray codesToJson(const QList<E> &values)
{
    QJsonArray array;
    for (const E value : values)
        array.append(codeOf(value));
    return array;
}

// Reads an array of enum codes; false (with `error`) on an unknown one.
template <typename E>
bool codesFromJson(const QJsonValue &value, const QString &key, QList<E> *out, QString *error)
{
    for (const QJsonValue item : value.toArray()) {
        const auto parsed = enumFromCode<E>(item.toString());
        if (!parsed) {
            *error = u"unknown %1 value '%2'"_s.arg(key, item.toString());
            return false;
        }
        out->append(*parsed);
    }
    return true;
}

template <typename E>
bool enumFromJson(const QJsonObject &object, const QString &key, E *out, QString *error)
{
    const auto parsed = enumFromCode<E>(object.value(key).toString());
    if (!parsed) {
        *error = u"missing or unknown '%1': '%2'"_s.arg(key, object.value(key).toString());
        return false;
    }
    *out = *parsed;
    return true;
}

void statToJson(QJsonObject &object, const QString &key, const StatValue &stat)
{
    if (stat.value)
        object.insert(key, *stat.value);
    if (stat.variable)
        object.insert(key + u"Variable"_s, true);
}

StatValue statFromJson(const QJsonObject &object, const QString &key)
{
    StatValue stat;
    if (object.contains(key))
        stat.value = object.value(key).toInt();
    stat.variable = object.value(key + u"Variable"_s).toBool();
    return stat;
}

template <typename T>
void markedToJson(QJsonObject &object, const QString &key, const QList<Marked<T>> &marks)
{
    QJsonArray all;
    QJsonArray sometimes;
    for (const auto &mark : marks) {
        all.append(codeOf(mark.value));
        if (mark.sometimes)
            sometimes.append(codeOf(mark.value));
    }
    if (!all.isEmpty())
        object.insert(key, all);
    if (!sometimes.isEmpty())
        object.insert(key + u"Sometimes"_s, sometimes);
}

template <typename T>
bool markedFromJson(const QJsonObject &object, const QString &key, QList<Marked<T>> *out,
                    QString *error)
{
    QList<T> all;
    QList<T> sometimes;
    if (!codesFromJson(object.value(key), key, &all, error) ||
        !codesFromJson(object.value(key + u"Sometimes"_s), key, &sometimes, error))
        return false;
    for (const T value : all)
        out->append({value, sometimes.contains(value)});
    return true;
}

QString partKindCode(RequirementPart::Kind kind)
{
    switch (kind) {
    case RequirementPart::Kind::Action:
        return u"action"_s;
    case RequirementPart::Kind::AllIlluminatiActions:
        return u"all-illuminati-actions"_s;
    case RequirementPart::Kind::Discard:
        return u"discard"_s;
    }
    return {};
}

QJsonObject partToJson(const RequirementPart &part)
{
    QJsonObject object{{u"kind"_s, partKindCode(part.kind)}};
    if (part.kind == RequirementPart::Kind::Action) {
        QJsonArray actors;
        for (const auto &actor : part.actors)
            actors.append(actor.code());
        object.insert(u"from"_s, actors);
    } else if (part.kind == RequirementPart::Kind::Discard) {
        object.insert(u"count"_s, part.count);
        if (part.plotDiscard)
            object.insert(u"plot"_s, true);
    }
    return object;
}

bool partFromJson(const QJsonObject &object, RequirementPart *part, QString *error)
{
    const QString kind = object.value(u"kind"_s).toString();
    if (kind == u"action") {
        part->kind = RequirementPart::Kind::Action;
        for (const QJsonValue actor : object.value(u"from"_s).toArray()) {
            const auto parsed = RequirementActor::fromCode(actor.toString());
            if (!parsed) {
                *error = u"unknown requirement actor '%1'"_s.arg(actor.toString());
                return false;
            }
            part->actors.append(*parsed);
        }
    } else if (kind == u"all-illuminati-actions") {
        part->kind = RequirementPart::Kind::AllIlluminatiActions;
    } else if (kind == u"discard") {
        part->kind = RequirementPart::Kind::Discard;
        part->count = object.value(u"count"_s).toInt(1);
        part->plotDiscard = object.value(u"plot"_s).toBool();
    } else {
        *error = u"unknown requirement kind '%1'"_s.arg(kind);
        return false;
    }
    return true;
}

QString actorDisplay(const RequirementActor &actor)
{
    switch (actor.kind) {
    case RequirementActor::Kind::AnyGroup:
        return u"any group"_s;
    case RequirementActor::Kind::Illuminati:
        return u"Illuminati"_s;
    case RequirementActor::Kind::Personality:
        return actor.attribute ? displayNameOf(*actor.attribute) + u" Personality"_s
                               : u"Personality"_s;
    case RequirementActor::Kind::Alignment:
        return actor.alignment ? displayNameOf(*actor.alignment) : QString();
    case RequirementActor::Kind::Attribute:
        return actor.attribute ? displayNameOf(*actor.attribute) : QString();
    case RequirementActor::Kind::Network:
        return u"Network"_s;
    case RequirementActor::Kind::Special:
        return u"special"_s;
    }
    return {};
}

} // namespace

QString StatValue::toDisplayString() const
{
    QString text = value ? QString::number(*value) : QString();
    if (variable)
        text += u'*';
    return text;
}

QString RequirementActor::code() const
{
    switch (kind) {
    case Kind::AnyGroup:
        return u"any"_s;
    case Kind::Illuminati:
        return u"illuminati"_s;
    case Kind::Personality:
        return attribute ? codeOf(*attribute) + u"-personality"_s : u"personality"_s;
    case Kind::Alignment:
        return alignment ? codeOf(*alignment) : QString();
    case Kind::Attribute:
        return attribute ? codeOf(*attribute) : QString();
    case Kind::Network:
        return u"network"_s;
    case Kind::Special:
        return u"special"_s;
    }
    return {};
}

std::optional<RequirementActor> RequirementActor::fromCode(QStringView code)
{
    RequirementActor actor;
    if (code == u"any") {
        actor.kind = Kind::AnyGroup;
    } else if (code == u"illuminati") {
        actor.kind = Kind::Illuminati;
    } else if (code == u"personality") {
        actor.kind = Kind::Personality;
    } else if (code.endsWith(u"-personality")) {
        actor.kind = Kind::Personality;
        actor.attribute = enumFromCode<Attribute>(code.chopped(12));
        if (!actor.attribute)
            return std::nullopt;
    } else if (code == u"network") {
        actor.kind = Kind::Network;
    } else if (code == u"special") {
        actor.kind = Kind::Special;
    } else if (const auto alignment = enumFromCode<inwo::Alignment>(code)) {
        actor.kind = Kind::Alignment;
        actor.alignment = alignment;
    } else if (const auto attribute = enumFromCode<inwo::Attribute>(code)) {
        actor.kind = Kind::Attribute;
        actor.attribute = attribute;
    } else {
        return std::nullopt;
    }
    return actor;
}

QString PlayRequirement::toDisplayString() const
{
    if (options.isEmpty())
        return {};
    QStringList optionTexts;
    for (const auto &option : options) {
        QStringList partTexts;
        for (const auto &part : option) {
            switch (part.kind) {
            case RequirementPart::Kind::Action: {
                QStringList actors;
                for (const auto &actor : part.actors)
                    actors.append(actorDisplay(actor));
                partTexts.append(u"an action (%1)"_s.arg(actors.join(u" or "_s)));
                break;
            }
            case RequirementPart::Kind::AllIlluminatiActions:
                partTexts.append(u"all Illuminati actions"_s);
                break;
            case RequirementPart::Kind::Discard: {
                const QString what = part.plotDiscard ? u"Plot"_s : u"card"_s;
                partTexts.append(part.count == 0
                                     ? u"discards"_s
                                     : u"%1 %2 discard%3"_s.arg(part.count)
                                           .arg(what, part.count == 1 ? QString() : u"s"_s));
                break;
            }
            }
        }
        optionTexts.append(partTexts.join(u" and "_s));
    }
    return (optional ? u"May require "_s : u"Requires "_s) + optionTexts.join(u", or "_s);
}

QStringList PlayRequirement::searchTokens() const
{
    QStringList tokens;
    auto add = [&tokens](const QString &token) {
        if (!tokens.contains(token))
            tokens.append(token);
    };
    if (optional && !options.isEmpty())
        add(u"optional"_s);
    for (const auto &option : options) {
        for (const auto &part : option) {
            switch (part.kind) {
            case RequirementPart::Kind::Action:
                add(u"action"_s);
                for (const auto &actor : part.actors) {
                    if (actor.kind != RequirementActor::Kind::AnyGroup)
                        add(actor.code());
                    if (actor.kind == RequirementActor::Kind::Personality && actor.attribute)
                        add(u"personality"_s);
                }
                break;
            case RequirementPart::Kind::AllIlluminatiActions:
                add(u"action"_s);
                add(u"illuminati"_s);
                add(u"all-illuminati"_s);
                break;
            case RequirementPart::Kind::Discard:
                add(u"discard"_s);
                if (part.plotDiscard)
                    add(u"plot-discard"_s);
                break;
            }
        }
    }
    return tokens;
}

bool Card::hasAlignment(Alignment alignment) const
{
    return std::any_of(alignments.cbegin(), alignments.cend(),
                       [alignment](const AlignmentMark &mark) { return mark.value == alignment; });
}

bool Card::hasAttribute(Attribute attribute) const
{
    return std::any_of(attributes.cbegin(), attributes.cend(),
                       [attribute](const AttributeMark &mark) { return mark.value == attribute; });
}

bool Card::hasKeyword(Keyword keyword) const
{
    return keywords.contains(keyword);
}

QString Card::typeDisplayName() const
{
    if (type == CardType::NewWorldOrder && nwoColor)
        return u"New World Order (%1)"_s.arg(displayNameOf(*nwoColor));
    return displayNameOf(type);
}

QJsonObject Card::toJson() const
{
    QJsonObject object{
        {u"id"_s, id},
        {u"name"_s, name},
        {u"set"_s, codeOf(set)},
        {u"rarity"_s, codeOf(rarity)},
        {u"back"_s, codeOf(back)},
        {u"type"_s, codeOf(type)},
    };
    if (nwoColor)
        object.insert(u"nwo"_s, codeOf(*nwoColor));
    statToJson(object, u"power"_s, power);
    statToJson(object, u"global"_s, globalPower);
    statToJson(object, u"resistance"_s, resistance);
    markedToJson(object, u"alignments"_s, alignments);
    markedToJson(object, u"attributes"_s, attributes);
    if (!resourceKinds.isEmpty())
        object.insert(u"resourceKinds"_s, codesToJson(resourceKinds));
    if (!keywords.isEmpty())
        object.insert(u"keywords"_s, codesToJson(keywords));
    if (actionTokens > 0)
        object.insert(u"actionTokens"_s, actionTokens);
    if (actionTokensVariable)
        object.insert(u"actionTokensVariable"_s, true);
    if (!requirement.isEmpty()) {
        QJsonArray options;
        for (const auto &option : requirement.options) {
            QJsonArray parts;
            for (const auto &part : option)
                parts.append(partToJson(part));
            options.append(parts);
        }
        QJsonObject requirementObject{{u"anyOf"_s, options}};
        if (requirement.optional)
            requirementObject.insert(u"optional"_s, true);
        object.insert(u"requirement"_s, requirementObject);
    }
    if (arrows)
        object.insert(u"arrows"_s, *arrows);
    if (hasErrata)
        object.insert(u"errata"_s, true);
    return object;
}

std::optional<Card> Card::fromJson(const QJsonObject &object, QString *error)
{
    QString localError;
    QString &message = error ? *error : localError;
    Card card;
    card.id = object.value(u"id"_s).toString();
    card.name = object.value(u"name"_s).toString();
    if (card.id.isEmpty() || card.name.isEmpty()) {
        message = u"card without id or name"_s;
        return std::nullopt;
    }
    if (!enumFromJson(object, u"set"_s, &card.set, &message) ||
        !enumFromJson(object, u"rarity"_s, &card.rarity, &message) ||
        !enumFromJson(object, u"back"_s, &card.back, &message) ||
        !enumFromJson(object, u"type"_s, &card.type, &message))
        return std::nullopt;
    if (object.contains(u"nwo"_s)) {
        NwoColor color{};
        if (!enumFromJson(object, u"nwo"_s, &color, &message))
            return std::nullopt;
        card.nwoColor = color;
    }
    card.power = statFromJson(object, u"power"_s);
    card.globalPower = statFromJson(object, u"global"_s);
    card.resistance = statFromJson(object, u"resistance"_s);
    if (!markedFromJson(object, u"alignments"_s, &card.alignments, &message) ||
        !markedFromJson(object, u"attributes"_s, &card.attributes, &message) ||
        !codesFromJson(object.value(u"resourceKinds"_s), u"resourceKinds"_s, &card.resourceKinds,
                       &message) ||
        !codesFromJson(object.value(u"keywords"_s), u"keywords"_s, &card.keywords, &message))
        return std::nullopt;
    card.actionTokens = object.value(u"actionTokens"_s).toInt();
    card.actionTokensVariable = object.value(u"actionTokensVariable"_s).toBool();
    const QJsonObject requirement = object.value(u"requirement"_s).toObject();
    card.requirement.optional = requirement.value(u"optional"_s).toBool();
    for (const QJsonValue option : requirement.value(u"anyOf"_s).toArray()) {
        QList<RequirementPart> parts;
        for (const QJsonValue partValue : option.toArray()) {
            RequirementPart part;
            if (!partFromJson(partValue.toObject(), &part, &message))
                return std::nullopt;
            parts.append(part);
        }
        card.requirement.options.append(parts);
    }
    if (object.contains(u"arrows"_s))
        card.arrows = object.value(u"arrows"_s).toInt();
    card.hasErrata = object.value(u"errata"_s).toBool();
    return card;
}

QString cardIdFor(CardSet set, const QString &name)
{
    return codeOf(set) + u'/' + TextNormalizer::slug(name);
}

} // namespace inwo
