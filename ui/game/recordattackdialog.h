#pragma once

#include "attack/declaredattack.h"
#include "table/position.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace inwo {

class CardAbilities;
class CardRepository;

// Records an attack made at the table, from its announcement to its dice: the attacking group,
// the kind of attack, the target, the groups that aid it, the two dice and what came of them. The
// strength is worked out on the table as it stands (the adjudicator's numbers), and the outcome
// follows the dice until the referee sets it himself; the game then checks the roll against it.
class RecordAttackDialog : public QDialog
{
    Q_OBJECT

public:
    RecordAttackDialog(const Position &table, const CardRepository &cards,
                       const CardAbilities *abilities, QWidget *parent = nullptr);

    // Fills the form with an attack (one of the attack list, or the selected card's).
    void setAttack(const DeclaredAttack &attack);
    void setAttacker(const InstanceId &attacker);
    void setTarget(const InstanceId &target);

    InstanceId attacker() const;
    AttackKind kind() const;
    InstanceId target() const;
    QList<InstanceId> aiders() const;
    int die(int which) const;
    bool success() const;
    // The attack as the form declares it.
    DeclaredAttack declared() const;

private:
    void fillTargets();
    void fillAiders(const QList<InstanceId> &checked);
    void adjudicateNow();
    void followTheDice();

    const Position &m_table;
    const CardRepository &m_cards;
    const CardAbilities *m_abilities = nullptr;
    QComboBox *m_attacker = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_target = nullptr;
    QListWidget *m_aiders = nullptr;
    QSpinBox *m_dice[2] = {nullptr, nullptr};
    QComboBox *m_outcome = nullptr;
    QLabel *m_strength = nullptr;
    std::optional<int> m_strengthValue; // known when the attack adjudicates with no refusal
    bool m_outcomeChosen = false;       // the referee set the outcome: the dice no longer do
    bool m_filling = false;
};

} // namespace inwo
