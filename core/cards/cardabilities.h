#pragma once

#include "cards/card.h"
#include "cards/cardtypes.h"
#include "common/enumtable.h"
#include "rules/ruleidentity.h"
#include "rules/ruleset.h"
#include "rules/statmodifier.h"

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace inwo {

// Which groups or cards a card ability is about. Every part that is given must hold; inside one
// part any one entry is enough (a Science, Magic or Computer group). An empty condition holds for
// every group.
struct AbilityCondition
{
    QList<Alignment> alignments; // has one of these
    QList<Attribute> attributes; // has one of these
    QList<CardType> types;       // is one of these types (a Disaster, a Personality)
    QStringList cardIds;         // is one of these cards
    QStringList exceptCardIds;   // is none of these cards
    // A part no card fact can check ("part of the US" for Bill Clinton): the referee decides.
    QString note;

    bool isAny() const;
    bool needsReferee() const { return !note.isEmpty(); }
    // Whether a group or card with these facts meets every typed part; the note is not checked.
    bool matches(const QString &cardId, std::optional<CardType> type,
                 const QList<Alignment> &alignments, const QList<Attribute> &attributes) const;
    // The same for a database card; an alignment or attribute it has only "(Sometimes)" counts.
    bool matches(const Card &card) const;

    bool operator==(const AbilityCondition &) const = default;
};

// One attack-relevant ability of a card, in the project's own structured form: the card's text is
// never stored, `words` is the project's own summary.
//
// The file, resources/cards/abilities.json (unknown keys anywhere are errors):
//   {"about": "...", "cards": {"<card id of cards.json>": [<ability>, ...], ...}}
// An ability:
//   {"kind": <Kind code>, "value": <whole number, for the kinds that have one>,
//    "reach": <Reach code>, "attacks": [<AttackKind code>, ...] (left out: every kind),
//    "condition": <condition>, "holder": <condition> (left out: any group),
//    "permanent": true|false (required for the Power and Resistance kinds, refused elsewhere),
//    "becomes": [<Alignment code>, ...] and "forGoals": false (alignment-change only),
//    "words": "...", "source": "...", "rule": "R39" (optional: the rule it is a case of),
//    "verified": false (only with "source": "printed card text, <card name>")}
// A condition, at least one key:
//   {"alignments": [...], "attributes": [...], "types": [<CardType code>, ...],
//    "cards": [<card id>, ...], "except": [<card id>, ...], "note": "..."}
struct CardAbility
{
    enum class Kind : quint8 {
        AttackBonus,  // +value to the attacking side's total, once per attack
        DefenceBonus, // +value to the defending side's total, once per attack
        // Changes to a group's Power: they count in every use of that Power (the base, each
        // token spent, the attacked group's token bonus), as permanent or temporary changes do
        // in the VFAQ arithmetic (002_c1b8ef93d76c5628.txt, lines 196-232).
        PowerBonus,             // + value (negative for a loss)
        PowerMultiplier,        // x value
        PowerSet,               // set to value
        DefencePowerBonus,      // + value to Power when defending
        DefencePowerMultiplier, // x value to Power when defending
        ResistanceMultiplier,   // x value to Resistance
        GlobalPower,            // the holders' Global Power equals their Power (value unused)
        // Immune as the rulebook defines it (000_42f3d193c8c5ff8e.txt, lines 326-327): groups
        // matching `condition` cannot attack, aid attacks on, or affect the covered groups.
        Immunity,
        // Only attacks: matching groups cannot attack the covered groups or aid such attacks;
        // their other abilities still work.
        AttackImmunity,
        AttackLimit, // attacks of `attacks` by its player may only target `condition` groups
        Privilege,   // value attacks per turn may be declared privileged
        SameFanatic, // a holder's Fanatic may count as shared with another Fanatic group's
        // The holder gets value more Action tokens a turn. Direct: the card's own, never two in
        // one attack (UFOs); other reaches: tokens a card gives, for the referee to count.
        ExtraToken,
        // An instant attack card's printed Power (value), where the project's sources give it.
        InstantPower,
        // The attack succeeds only when the roll is at least value under the strength.
        SuccessMargin,
        // The covered groups take the alignments of `becomes` (each in place of its opposite,
        // R15): Military-Industrial Complex. `forGoals` false: not for goals (R133).
        AlignmentChange,
        // Its player may move groups of its Power Structure freely at the end of the turn
        // (Bermuda Triangle): under Plan 28, a move of the End of Turn (R173).
        Reorganize,
        // The card does something the project's sources do not say: the referee applies the
        // printed card. Its words say so; the engine names it wherever it could matter.
        Unencoded,
    };

    // Whom the ability covers.
    enum class Reach : quint8 {
        // This card itself: as the leading attacker (bonuses), as the target (defence), as the
        // immune group. A bonus "for direct control" (000_42f3d193c8c5ff8e.txt, line 318).
        Direct,
        // Its player's side: every attack its player makes, whoever leads it ("any attempt"),
        // and every group of its Power Structure for defence and immunity (an immune Power
        // Structure also covers hand, decks and discards, 000 line 327).
        AnyAttempt,
        Structure, // each other group of its Power Structure that matches `holder`
        AllGroups, // every group in play that matches `holder`, whoever controls it (NWOs)
        Linked,    // the group this Resource or Plot is linked to
        Chosen,    // one group its player picks when using it (a Plot or a Resource's token)
        Master,    // this card's master
    };

    Kind kind = Kind::AttackBonus;
    int value = 0;
    Reach reach = Reach::Direct;
    QList<AttackKind> attacks; // the attack kinds it applies to; empty: every kind
    // The other side: the target of an attack bonus or limit, the attacker (or attacking card)
    // for defence bonuses and immunities.
    AbilityCondition condition;
    // Which of the covered groups get it: the leading attacker or attacking card for an
    // any-attempt bonus, the receiving groups for Structure, AllGroups, Chosen, Linked and
    // Master. Always empty for Direct.
    AbilityCondition holder;
    bool permanent = false;   // Power and Resistance changes: permanent (counts for goals)
    QList<Alignment> becomes; // AlignmentChange: the alignments the covered groups take
    bool forGoals = true;     // AlignmentChange: false when the change does not count for goals
    QString words;            // the project's own short summary
    QString source;           // where the fact comes from: "carddata.txt, <card name>" or
                              // "000_42f3d193c8c5ff8e.txt, line 379"; several are joined by "; "
    // The rulebook rule the ability is a case of ("rule": "R39" for Servants of Cthulhu), when
    // the rulebook names it; otherwise its lines cite R160 (card text beats the rulebook).
    RuleId rule = RuleId::None;
    // False for an ability read from printed card text that the project's sources (the card
    // data, the rulebook, the VFAQ) do not hold ("source": "printed card text, <card>"): the
    // engine names it for the referee and never applies it by itself.
    bool verified = true;

    // Who says the card does this: the project's sources (the card data, the rulebooks), the user
    // who confirmed an unverified ability for his database, or the referee who entered the effect
    // in a position, scenario or timeline file. Engines cite it.
    enum class Provenance : quint8 { Sources, ConfirmedByUser, EnteredByReferee };
    Provenance provenance = Provenance::Sources;
    // `source` of an entered ability, and the start of a confirmed one's ("confirmed; printed card
    // text, <card>"): machine words the citation renders ("entered by the referee").
    static inline const QString RefereeSource = QStringLiteral("referee");
    static inline const QString ConfirmedSource = QStringLiteral("confirmed");

    bool hasValue() const { return kindHasValue(kind); }
    bool appliesTo(AttackKind attack) const
    {
        return attacks.isEmpty() || attacks.contains(attack);
    }
    static bool kindHasValue(Kind kind);
    static bool kindIsStatChange(Kind kind); // the Power and Resistance kinds: `permanent` matters

    bool operator==(const CardAbility &) const = default;
};

template <> struct EnumTable<CardAbility::Kind>
{
    static constexpr std::array<EnumEntry<CardAbility::Kind>, 20> entries{{
        {CardAbility::Kind::AttackBonus, u"attack-bonus", u"Attack bonus"},
        {CardAbility::Kind::DefenceBonus, u"defence-bonus", u"Defence bonus"},
        {CardAbility::Kind::PowerBonus, u"power-bonus", u"Power bonus"},
        {CardAbility::Kind::PowerMultiplier, u"power-multiplier", u"Power multiplier"},
        {CardAbility::Kind::PowerSet, u"power-set", u"Power set"},
        {CardAbility::Kind::DefencePowerBonus, u"defence-power-bonus", u"Power bonus for defence"},
        {CardAbility::Kind::DefencePowerMultiplier, u"defence-power-multiplier",
         u"Power multiplier for defence"},
        {CardAbility::Kind::ResistanceMultiplier, u"resistance-multiplier",
         u"Resistance multiplier"},
        {CardAbility::Kind::GlobalPower, u"global-power", u"Global Power"},
        {CardAbility::Kind::Immunity, u"immunity", u"Immunity"},
        {CardAbility::Kind::AttackImmunity, u"attack-immunity", u"Immunity to attacks"},
        {CardAbility::Kind::AttackLimit, u"attack-limit", u"Attack limit"},
        {CardAbility::Kind::Privilege, u"privilege", u"Privilege"},
        {CardAbility::Kind::SameFanatic, u"same-fanatic", u"Fanatic counts as shared"},
        {CardAbility::Kind::ExtraToken, u"extra-token", u"Extra Action token"},
        {CardAbility::Kind::InstantPower, u"instant-power", u"Power of an instant attack card"},
        {CardAbility::Kind::SuccessMargin, u"success-margin", u"Margin a roll must succeed by"},
        {CardAbility::Kind::AlignmentChange, u"alignment-change", u"Alignment change"},
        {CardAbility::Kind::Reorganize, u"reorganize", u"Reorganizes at the end of the turn"},
        {CardAbility::Kind::Unencoded, u"unencoded", u"Effect for the referee"},
    }};
};

template <> struct EnumTable<CardAbility::Reach>
{
    static constexpr std::array<EnumEntry<CardAbility::Reach>, 7> entries{{
        {CardAbility::Reach::Direct, u"direct", u"this card itself"},
        {CardAbility::Reach::AnyAttempt, u"any", u"any attempt of its player"},
        {CardAbility::Reach::Structure, u"structure", u"other groups of its Power Structure"},
        {CardAbility::Reach::AllGroups, u"all", u"every group in play"},
        {CardAbility::Reach::Linked, u"linked", u"the group it is linked to"},
        {CardAbility::Reach::Chosen, u"chosen", u"a group its player picks"},
        {CardAbility::Reach::Master, u"master", u"its master"},
    }};
};

// How the attack engine applies an ability of one kind and reach. One table for all
// (abilityHandlerOf); the dataset test fails on an ability of the data with no handler.
enum class AbilityHandler : quint8 {
    None,        // nothing handles it: a defect the dataset test catches
    Bonus,       // added to its side's total (attack and defence bonuses)
    StatChange,  // a change to a group's Power, Resistance or Global Power
    Immunity,    // refuses the attacker, an aider or an instant card
    AttackLimit, // makes an attack on other targets illegal
    SameFanatic, // counts Fanatic as shared for the attacker
    TokenLimit,  // a group with a second token of its own spends one of them in an attack
    CardPower,   // the Power of the instant attack card when the scenario does not give it
    Margin,      // the roll must succeed by a margin (the instant card's own)
    Privilege,   // the referee declares the attack privileged (attack.privileged)
    Referee,     // needs what a scenario does not hold (a link, a choice, a later turn): the
                 // engine names the card and says the referee decides
    // Changes every group in play (an NWO): the table's stat function (core/tablestats.h)
    // applies it from a position; a hand-written attack scenario names it for the referee.
    TableEffect,
};

AbilityHandler abilityHandlerOf(CardAbility::Kind kind, CardAbility::Reach reach);

// The change a card ability makes to a number (Power, Resistance, Global Power), with its use,
// attack kinds, permanence and citation, `card` being the card that has it; nullopt for the other
// kinds. The one map from an ability to the arithmetic: the table's stat function and a
// hand-written attack both read abilities through it.
std::optional<StatModifier> statModifierOf(const CardAbility &ability, const QString &card);

// An effect the referee gives a card in a position, scenario or timeline file ("abilities":
// [{"card": "Gun Control", "kind": "power-bonus", ...}]): one ability in the dataset's form, with
// no source (the referee is it) and optional words. Every engine applies it, cited "entered by the
// referee".
struct EnteredAbility
{
    QString card;   // as the file writes it
    QString cardId; // the database card, once resolved
    CardAbility ability;

    bool operator==(const EnteredAbility &) const = default;
};

class CardNameResolver;
class JsonPathReader;

// Reads `key` of `object` (an array of entered abilities) at `path`; each card's name is resolved
// through `cards` when given (an unknown name fails). Errors go to `reader`.
QList<EnteredAbility> readEnteredAbilities(JsonPathReader &reader, const QJsonObject &object,
                                           const QString &key, const QString &path,
                                           const CardNameResolver *cards);
// The file form of entered abilities, read back by readEnteredAbilities.
QJsonArray enteredAbilitiesJson(const QList<EnteredAbility> &entered);
// One ability in the file form (the dataset's keys; for an entered one, no source).
QJsonObject abilityJson(const CardAbility &ability);

// An unverified ability the user confirmed for his database: the card and the ability's words
// (the project's own, unique on a card), so a confirmation never moves to another ability.
struct AbilityConfirmation
{
    QString cardId;
    QString words;

    bool operator==(const AbilityConfirmation &) const = default;
};

// The card abilities of the bundled dataset, by card id. Core has no resources: the caller reads
// ":/cards/abilities.json" (or the source file) and hands the bytes to parse().
class CardAbilities
{
public:
    // Reads the abilities file. On bad input returns nullopt and sets `error` to
    // "<json path>: <what>" ("$.cards.base/bill-clinton[1].kind: 'x' is not an ability kind").
    // Card ids are not checked against the card dataset here; the dataset test does that.
    static std::optional<CardAbilities> parse(const QByteArray &json, QString *error);

    // The card's abilities, by reference into this table: a pointer to one of them stays valid as
    // long as the table does (no temporary copy to dangle).
    const QList<CardAbility> &of(const QString &cardId) const;
    QStringList cardIds() const; // sorted
    qsizetype abilityCount() const;
    QString about() const { return m_about; }

    // This table with the user's confirmations applied: each confirmed unverified ability is
    // verified, provenance ConfirmedByUser, its source "confirmed; <its own source>". A
    // confirmation no ability matches is left out of the result and listed in `unmatched`.
    CardAbilities withConfirmed(const QList<AbilityConfirmation> &confirmed,
                                QList<AbilityConfirmation> *unmatched = nullptr) const;
    // This table with the referee's entered effects: a card given effects keeps its verified
    // abilities from the sources, loses those the engine could only name for the referee
    // (unencoded or unverified: the referee has now said what the card does) and any entered
    // before (so entering again replaces), and gets the entered ones. An entry with no card id
    // is skipped.
    CardAbilities withEntered(const QList<EnteredAbility> &entered) const;

    // The entered effects withEntered() applied (empty for the dataset's own table).
    const QList<EnteredAbility> &entered() const { return m_entered; }

private:
    QHash<QString, QList<CardAbility>> m_abilities;
    QString m_about;
    QList<EnteredAbility> m_entered;
};

// The abilities an engine applies to a table or an attack: `base` (the dataset's, with the user's
// confirmations) and the referee's entered effects. The one place the two are put together: the
// table's stat function, the adjudicator and the timeline resolver each make one from what they
// are given. get() is `base` itself when nothing is entered or `base` has them already.
class AbilitiesInForce
{
public:
    AbilitiesInForce(const CardAbilities *base, const QList<EnteredAbility> &entered);
    const CardAbilities *get() const { return m_merged ? m_merged.get() : m_base; }
    std::shared_ptr<const CardAbilities> shared() const { return m_merged; }

private:
    const CardAbilities *m_base;
    std::shared_ptr<const CardAbilities> m_merged;
};

} // namespace inwo
