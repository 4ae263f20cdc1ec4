#pragma once

#include "attack/attackscenario.h"
#include "rules/ruleidentity.h"
#include "table/position.h"

#include <QList>

#include <optional>

namespace inwo {

class CardRepository;
class TableStats;

// An attack as a player announces it at the table (R07): which of his groups attacks, which
// groups aid, which card is attacked, and how.
struct DeclaredAttack
{
    QString player; // the attacking player
    AttackKind kind = AttackKind::Control;
    InstanceId attacker;
    QList<InstanceId> aiders;
    InstanceId target;
    bool privileged = false;
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
};

// The attack scenario a declaration makes on this table, for the adjudicator: each group's
// printed facts from `cards` with the changes it remembers (alignments gained or lost, Power
// changes, devastation), the target's closeness to its Illuminati and its master (R17, R18), who
// owns the target, and the attacker's free arrows (R08). The position says nothing of defenders,
// Plots or money: those are added to the scenario as the attack goes on. With `table` (the stat
// function of this position), the NWOs in force change each group as they do on the table.
DeclaredAttackScenario attackScenarioFrom(const Position &position, const DeclaredAttack &attack,
                                          const CardRepository &cards,
                                          const TableStats *table = nullptr);

} // namespace inwo
