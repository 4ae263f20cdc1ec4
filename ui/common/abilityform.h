#pragma once

#include "cards/cardabilities.h"

#include <QDialog>
#include <QList>

#include <optional>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace inwo {

class CardNameResolver;
class CheckListButton;

// The common effects a referee enters, each a starting point the form fills in.
enum class AbilityPreset : quint8 {
    None,
    NwoPowerBonus,  // an NWO: every group of an alignment gets +N Power (permanent)
    LinkedPowerSet, // a Resource or Plot sets the Power of the group it is linked to
    AttackBonus,    // a card gives +N to its own attacks
};

// Edits one card effect the referee enters for a table or an attack (EnteredAbility): the card,
// what it does, the number, whom it covers and which groups, against which, in which attacks, and
// the referee's own words. An effect is checked before the form closes, with the reason in the
// reader's language; what the form does not show of an effect opened from a file (the cards a
// condition names, its note, the rule) is kept.
class AbilityForm : public QDialog
{
    Q_OBJECT

public:
    // `cardNames`: a list model of card names for completion (its display role).
    AbilityForm(const CardNameResolver &resolver, QAbstractItemModel *cardNames,
                QWidget *parent = nullptr);

    // Shows `entered` to edit.
    void setEntered(const EnteredAbility &entered);
    void setCard(const QString &name);
    // Fills the fields for a preset; the card, and a number that fits, stay.
    void applyPreset(AbilityPreset preset);

    // The effect the fields describe; nullopt, with the reason in the reader's language and the
    // field at fault, when they describe none.
    std::optional<EnteredAbility> entered(QString *problem = nullptr,
                                          QWidget **field = nullptr) const;

    QComboBox *presetCombo() const { return m_preset; }
    QLineEdit *cardField() const { return m_card; }
    QComboBox *kindCombo() const { return m_kind; }
    QSpinBox *valueSpin() const { return m_value; }
    QComboBox *reachCombo() const { return m_reach; }
    QCheckBox *permanentCheck() const { return m_permanent; }
    CheckListButton *holderAlignments() const { return m_holderAlignments; }
    CheckListButton *conditionAlignments() const { return m_conditionAlignments; }
    CheckListButton *becomesButton() const { return m_becomes; }
    QLineEdit *wordsField() const { return m_words; }
    // The effect in words as the fields stand, and the reason the last OK was refused.
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *problemLabel() const { return m_problem; }

public slots:
    // Closes the form only on an effect; otherwise shows why and moves to the field at fault.
    void accept() override;

private:
    QGroupBox *createConditionBox(const QString &title, const QString &name,
                                  CheckListButton **alignments, CheckListButton **attributes,
                                  CheckListButton **types, const QStringList &labels);
    void kindChanged();
    void showFieldsOfKind();
    void updateSummary();
    // The ability the fields describe, with what the form keeps of the one opened.
    CardAbility abilityFromFields() const;
    AbilityCondition conditionFromFields(const AbilityCondition &kept,
                                         const CheckListButton *alignments,
                                         const CheckListButton *attributes,
                                         const CheckListButton *types) const;
    void showCondition(const AbilityCondition &condition, CheckListButton *alignments,
                       CheckListButton *attributes, CheckListButton *types);
    void setKind(CardAbility::Kind kind);
    void setReach(CardAbility::Reach reach);
    // Why the effect cannot be written to a position or scenario file as it stands: the file
    // reader's verdict, in the reader's language; "" when it reads back.
    QString readBackProblem(const EnteredAbility &entered, QWidget **field) const;

    const CardNameResolver &m_resolver;
    CardAbility m_kept; // the effect opened: what the form does not show is kept from it
    bool m_updating = false;

    QComboBox *m_preset = nullptr;
    QLineEdit *m_card = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_valueLabel = nullptr;
    QSpinBox *m_value = nullptr;
    QComboBox *m_reach = nullptr;
    QCheckBox *m_permanent = nullptr;
    QLabel *m_becomesLabel = nullptr;
    CheckListButton *m_becomes = nullptr;
    QCheckBox *m_forGoals = nullptr;
    QGroupBox *m_holderBox = nullptr;
    CheckListButton *m_holderAlignments = nullptr;
    CheckListButton *m_holderAttributes = nullptr;
    CheckListButton *m_holderTypes = nullptr;
    CheckListButton *m_conditionAlignments = nullptr;
    CheckListButton *m_conditionAttributes = nullptr;
    CheckListButton *m_conditionTypes = nullptr;
    CheckListButton *m_attacks = nullptr;
    QLineEdit *m_words = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace inwo
