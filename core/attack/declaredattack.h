#pragma once

#include "attack/attackscenario.h"
#include "rules/ruleidentity.h"
#include "table/position.h"

#include <QList>

#include <optional>

namespace inwo {

class CardAbilities;
class CardRepository;
class TableStats;

// An attack as a player announces it at the table (R07): which of his groups attacks, which
// groups aid, which card is attacked, and how; and, as the attack goes on, who defends and the
// Plots and abilities played for either side.
struct DeclaredAttack
{
    DeclaredAttack() = default;
    DeclaredAttack(QString player, AttackKind kind, InstanceId attacker, QList<InstanceId> aiders,
                   InstanceId target)
        : player(std::move(player)), kind(kind), attacker(std::move(attacker)),
          aiders(std::move(aiders)), target(std::move(target))
    {}

    QString player; // the attacking player
    AttackKind kind = AttackKind::Control;
    InstanceId attacker; // none for an instant attack, made by its card
    QList<InstanceId> aiders;
    InstanceId target;
    bool privileged = false;
    // Groups spending a token to oppose it (R24, R27): the target itself, its master or puppet,
    // an Illuminati, another group.
    QList<InstanceId> defenders;
    // Plots, abilities and agents cards for either side; a player is "attacker", "defender" (the
    // target's owner) or a third player's name.
    QList<AttackPlay> plays;
    QString instantCard;          // an instant attack: the card's name
    QString instantCardId;        // and the database card, when known
    std::optional<int> cardPower; // its Power, where the program does not know it
    // Whether the attacker and aiders must have a token left: the timeline spends and checks
    // tokens play by play, and asks for an attack already announced.
    bool checkTokens = true;
    // A card that sets aside the target's immunity for this attack (R82).
    QString immunitySuspendedBy;
    // The boxed game: megabucks spent on it (R185-R187).
    QList<AttackMoney> money;
};

// Why a declaration cannot become an attack on this table.
struct DeclarationProblem
{
    enum class Code : quint8 {
        NoSuchPlayer,        // the attacking player does not sit at the table
        NoSuchCard,          // no card of the table has this identity
        NotInPlay,           // the card is not in a Power Structure (the uncontrolled area)
        NotTheAttackersCard, // the attacker is not the attacking player's
        NotAGroup,           // a Resource cannot attack or aid
        CardNotKnown,        // the card is not in the card database, so its facts are unknown
        NoTokenLeft,         // it has spent its Action token this turn (R151)
    };
    Code code = Code::NoSuchCard;
    InstanceId card;
    RuleId rule = RuleId::None;

    friend bool operator==(const DeclarationProblem &, const DeclarationProblem &) = default;
};

struct DeclaredAttackScenario
{
    std::optional<AttackScenario> scenario; // when there is no problem
    QList<DeclarationProblem> problems;
    // For each declared aider and defender, its group's place in scenario.aiding and
    // scenario.defending (-1 when it could not be made): a group declared twice in one role has
    // one place and spends a token more (tokensSpent).
    QList<qsizetype> aiderPlaces;
    QList<qsizetype> defenderPlaces;
};

// The attack scenario a declaration makes on this table, for the adjudicator. Every group's
// numbers are the table's stat function's (TableStats): its printed facts with every change in
// force (what it remembers, the NWOs, its Power Structure's abilities and links), marked
// `fromTable` so the engine adds only what belongs to the attack. The target's closeness and master
// come from the Power Structure (R17, R18), who owns it, the attacker's free arrows (R08), and the
// cards of both Power Structures whose abilities bear on every attack (an Illuminati's bonus, an
// immunity covering the target's structure).
DeclaredAttackScenario attackScenarioFrom(const TableStats &table, const DeclaredAttack &attack);
// The same, with the stat function made here.
DeclaredAttackScenario attackScenarioFrom(const Position &position, const DeclaredAttack &attack,
                                          const CardRepository &cards,
                                          const CardAbilities *abilities = nullptr);

// How a group stands to the target of an attack on this table (R24, R27).
DefenceRelation defenceRelationOf(const Position &position, const InstanceId &group,
                                  const InstanceId &target);

} // namespace inwo
