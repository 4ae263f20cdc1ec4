#pragma once

#include "cards/cardtypes.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

// A printed number (Power, Global Power, Resistance). `variable` is the card's '*': the number
// depends on the card's own text; `value` may then be empty.
struct StatValue
{
    std::optional<int> value;
    bool variable = false;

    bool isEmpty() const { return !value && !variable; }
    QString toDisplayString() const; // "4", "1*", "*", ""
    bool operator==(const StatValue &) const = default;
};

// An alignment or attribute as printed; `sometimes` marks the cards that have it only under a
// condition on the card (Bill Clinton is "Liberal (Sometimes)").
template <typename T> struct Marked
{
    T value;
    bool sometimes = false;
    bool operator==(const Marked &) const = default;
};

using AlignmentMark = Marked<Alignment>;
using AttributeMark = Marked<Attribute>;

// Who may pay for a Plot: any group, the Illuminati, a Personality, or a group with an
// alignment or attribute (a SubGenius Personality is a Personality with the SubGenius attribute).
struct RequirementActor
{
    enum class Kind : quint8 {
        AnyGroup,
        Illuminati,
        Personality,
        Alignment,
        Attribute,
        Network,
        Special
    };

    Kind kind = Kind::AnyGroup;
    std::optional<inwo::Alignment> alignment;
    std::optional<inwo::Attribute> attribute;

    QString
    code() const; // "any", "illuminati", "personality", "subgenius-personality", "violent", ...
    static std::optional<RequirementActor> fromCode(QStringView code);
    bool operator==(const RequirementActor &) const = default;
};

// One thing a Plot asks for: an action from one of `actors`, all Illuminati actions, or discards.
struct RequirementPart
{
    enum class Kind : quint8 { Action, AllIlluminatiActions, Discard };

    Kind kind = Kind::Action;
    QList<RequirementActor> actors; // Action: any one of these may pay
    int count = 1;                  // Discard: how many; 0 when the card says "Discards" only
    bool plotDiscard = false;       // Discard: must be a Plot card

    bool operator==(const RequirementPart &) const = default;
};

// What a Plot requires to be played: any one option, each option being all of its parts.
struct PlayRequirement
{
    bool optional = false; // "May Require"
    QList<QList<RequirementPart>> options;

    bool isEmpty() const { return options.isEmpty(); }
    QString toDisplayString() const;
    QStringList searchTokens() const; // "action", "discard", "illuminati", "media", ...
    bool operator==(const PlayRequirement &) const = default;
};

// The facts of one INWO card, as the project stores them (no card text).
struct Card
{
    QString id; // stable: "<set code>/<name slug>"
    QString name;
    CardSet set = CardSet::Base;
    Rarity rarity = Rarity::C;
    CardBack back = CardBack::Group;
    CardType type = CardType::Plot;
    std::optional<NwoColor> nwoColor;
    StatValue power;
    StatValue globalPower;
    StatValue resistance;
    QList<AlignmentMark> alignments;
    QList<AttributeMark> attributes;
    QList<ResourceKind> resourceKinds;
    QList<Keyword> keywords;
    int actionTokens = 0; // Resources that get Action tokens, and how many
    bool actionTokensVariable = false;
    PlayRequirement requirement;
    std::optional<int> arrows; // outgoing control arrows
    bool hasErrata = false;

    bool isGroup() const { return isGroupType(type); }
    bool hasAlignment(Alignment alignment) const;
    bool hasAttribute(Attribute attribute) const;
    bool hasKeyword(Keyword keyword) const;
    QString typeDisplayName() const; // "New World Order (Red)" for NWOs

    QJsonObject toJson() const;
    // Reads a card written by toJson(); returns nullopt and sets `error` on a bad object.
    static std::optional<Card> fromJson(const QJsonObject &object, QString *error);

    bool operator==(const Card &) const = default;
};

// The id of a card named `name` in `set`: "base/bill-clinton".
QString cardIdFor(CardSet set, const QString &name);

} // namespace inwo
