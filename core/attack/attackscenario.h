#pragma once

#include "cards/card.h"
#include "cards/cardabilities.h"
#include "cards/cardtypes.h"
#include "common/enumtable.h"
#include "rules/ruleset.h"
#include "rules/statmodifier.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

class CardNameResolver;

// How a defending group stands to the target.
enum class DefenceRelation : quint8 { Target, Master, Puppet, Illuminati, Other };

template <> struct EnumTable<DefenceRelation>
{
    static constexpr std::array<EnumEntry<DefenceRelation>, 5> entries{{
        {DefenceRelation::Target, u"target", u"the target itself"},
        {DefenceRelation::Master, u"master", u"the target's master"},
        {DefenceRelation::Puppet, u"puppet", u"the target's puppet"},
        {DefenceRelation::Illuminati, u"illuminati", u"an Illuminati"},
        {DefenceRelation::Other, u"other", u"another group"},
    }};
};

// Who holds the target.
enum class TargetOwner : quint8 { Rival, Self, Hand, Uncontrolled };

template <> struct EnumTable<TargetOwner>
{
    static constexpr std::array<EnumEntry<TargetOwner>, 4> entries{{
        {TargetOwner::Rival, u"rival", u"a rival"},
        {TargetOwner::Self, u"self", u"the attacker"},
        {TargetOwner::Hand, u"hand", u"the attacker's hand"},
        {TargetOwner::Uncontrolled, u"uncontrolled", u"nobody"},
    }};
};

// A group taking part in an attack, as the referee enters it (the scenario format,
// resources/help/scenario-format.md). A number left out comes from the card, when one is named.
struct AttackGroup
{
    QString name;
    QString card;   // "card" as the file names it: a database card whose facts fill in the rest
    QString cardId; // that card's id, once resolved
    std::optional<CardType> type; // that card's type
    std::optional<int> power;
    std::optional<int> globalPower;
    std::optional<int> resistance;
    QList<AlignmentMark> alignments;
    QList<Attribute> attributes;
    QList<Alignment> immuneTo; // alignments whose groups cannot attack, aid against or affect it
    bool illuminati = false;
    bool secret = false;
    bool devastated = false;
    std::optional<int> tokensSpent;
    // From a table: the Action tokens it has a turn (R151), its own and those a linked card
    // gives, as the table counts them; more spent in one attack is the referee's to allow.
    std::optional<int> tokensHeld;
    std::optional<int> openArrows;
    QList<StatModifier> modifiers;
    // Its numbers are the table's (an attack declared on a table, attack/declaredattack.h): its
    // modifiers are every change in force, and its card's abilities add no change of their own.
    bool fromTable = false;
    QString player; // "attacker", "defender" or a third player's name; empty: its side's
    DefenceRelation relation = DefenceRelation::Other; // defending groups
    // An aiding group that is the attacker's own master or one of its puppets: a Secret
    // attacker's may aid it, if otherwise eligible (R53).
    bool attackersMasterOrPuppet = false;

    bool hasAlignment(Alignment alignment) const; // "(Sometimes)" ones count as held
    bool isSecret() const { return secret || attributes.contains(Attribute::Secret); }
};

struct AttackTarget : AttackGroup
{
    int closeness = 0; // 0 outside a Power Structure; 1 directly under its Illuminati; ...
    TargetOwner owner = TargetOwner::Rival;
    std::optional<AttackGroup> master;
    std::optional<int> treasury; // boxed game: megabucks on the target's card
};

// A card or ability used during the attack.
struct AttackPlay
{
    QString player;
    AttackSide side = AttackSide::Attack;
    QString plot; // a Plot card's name; empty for an ability or an agents card
    int add = 0;  // its bonus to its side
    bool agents = false;
    QString source;      // an ability's owner ("Bill Clinton")
    QString who() const; // how refusals and lines name it
};

// Megabucks spent in the boxed game.
struct AttackMoney
{
    QString player;
    QString treasury; // "illuminati" or a group's name
    int amount = 0;
    AttackSide side = AttackSide::Attack;
};

// Everything an attack is, as one scenario file holds it.
struct AttackScenario
{
    RuleSet rules = RuleSet::Inwo;
    AttackKind kind = AttackKind::Control;
    bool privileged = false;
    bool fromHand = false;
    std::optional<int> cardPower;        // instant attacks
    QString instantCard;                 // "disaster", "assassination" or the card's name
    QString instantCardId;               // the instant card, when the database knows it
    std::optional<CardType> instantType; // Disaster or Assassination, when known
    std::optional<AttackGroup> attacker;
    AttackTarget target;
    QList<AttackGroup> aiding;
    // Card effects the referee entered: applied with the dataset's abilities, cited "entered by
    // the referee" (cardabilities.h: AbilitiesInForce).
    QList<EnteredAbility> abilities;
    QList<AttackGroup> defending;
    QList<AttackPlay> plays;
    QList<AttackMoney> money;
    // Cards of the attacking player that take no part but whose abilities count: the Illuminati
    // and Resources behind an instant attack (Servants of Cthulhu, Weather Satellite).
    QList<AttackGroup> playerCards;
    // Cards of the target's owner that take no part but whose abilities cover the target's Power
    // Structure: its Illuminati's immunity or defence bonus (000_42f3d193c8c5ff8e.txt, line 327).
    QList<AttackGroup> ownerCards;
    // The NWOs in force when the attack is made. The engine applies none of their effects (an
    // attack declared on a table carries them as each group's modifiers and alignments; a
    // hand-written one enters them so): it names, for the referee, each effect that could touch
    // a participant and is not entered, or that the program cannot apply.
    QList<AttackGroup> inForce;
    // A card that sets aside the target's immunity for this attack (a card that names another
    // beats its immunity, R82): immunities then refuse nobody.
    QString immunitySuspendedBy;

    // Reads a scenario. `cards` (optional) fills in what a group's "card" gives. On bad input
    // returns nullopt and sets `error` to "<json path>: <what>" ("$.aiding[1].power: not a
    // number").
    static std::optional<AttackScenario> fromJson(const QByteArray &json, QString *error,
                                                  const CardNameResolver *cards = nullptr);
    static std::optional<AttackScenario> fromJson(const QJsonObject &object, QString *error,
                                                  const CardNameResolver *cards = nullptr);
    QJsonObject toJson() const;
    // Whether any participant or card of the attack is a card of the database, whose abilities
    // then count.
    bool namesCards() const;
};

// The instant card's type when a scenario gives only the kind, "disaster" or "assassination" (any
// case); nothing for a card's name, which its card type decides.
std::optional<CardType> instantTypeOfWord(QStringView card);

// A group as a card makes it: the card's identity and type, its name, Power, Global Power,
// Resistance, alignments and attributes, and whether it is an Illuminati. The one way a card
// fills a group, for the scenario reader and the adjudicator's form alike. `cardName` is the
// name the file will give in "card" (the card's own name when empty).
AttackGroup attackGroupFromCard(const Card &card, const QString &cardName = {});

} // namespace inwo
