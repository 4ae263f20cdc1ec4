#pragma once

#include "attack/attackscenario.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace inwo {

class CardCatalog;
class CheckListButton;

// A compact form for one group of an attack: its name (completed from the card database, and a
// chosen card fills in its numbers, alignments and attributes), Power, Global Power, Resistance,
// alignments (each may be "sometimes"), attributes, flags and modifiers. The attacker, the
// target (with its position, owner, master and the tokens it spends defending itself) and the
// aiding and defending groups (with tokens, player and relation) each show the fields they use.
// Fields the form does not show are kept as they were set.
class GroupEditor : public QWidget
{
    Q_OBJECT

public:
    enum class Role : quint8 { Attacker, Target, Aiding, Defending };

    // Child widgets are named `objectPrefix` + "Name", "Power", "Global", "Resistance",
    // "Alignments", "Attributes", "Illuminati", "Secret", "Devastated", "Modifiers", "Tokens",
    // "Player", "Relation", "Closeness", "Owner", "MasterName", "MasterAlignments".
    GroupEditor(Role role, CardCatalog &catalog, const QString &objectPrefix,
                QWidget *parent = nullptr);

    Role role() const { return m_role; }

    // Shows `group`; emits no changed().
    void setGroup(const AttackGroup &group);
    AttackGroup group() const;
    // The target's fields as well (Role::Target).
    void setTarget(const AttackTarget &target);
    AttackTarget target() const;

    // Role::Target: the Action tokens the target spends defending itself (0: none). The scenario
    // keeps them as a defending entry with relation "target"; the adjudicator keeps the two
    // in step.
    int defendingTokens() const;
    void setDefendingTokens(int tokens); // emits no changed()

    // The name used when the field is left empty ("Attacker").
    void setFallbackName(const QString &name) { m_fallbackName = name; }
    // The boxed game calls Global Power "transferable Power".
    void setRules(RuleSet rules);

    // Takes the card's name, printed numbers, alignments, attributes and Illuminati flag.
    void fillFromCard(const Card &card);

    QLineEdit *nameField() const { return m_name; }
    // True once the group has a name or a number: an untouched editor stands for nobody yet.
    bool isFilledIn() const;
    QSpinBox *powerBox() const { return m_power; }
    QSpinBox *globalBox() const { return m_global; }
    QSpinBox *resistanceBox() const { return m_resistance; }
    CheckListButton *alignmentsButton() const { return m_alignments; }

    // The alignments as a group holds them, and back (PartiallyChecked: "sometimes").
    static QList<Qt::CheckState> alignmentStates(const QList<AlignmentMark> &marks);
    static QList<AlignmentMark> alignmentMarks(const QList<Qt::CheckState> &states);

signals:
    void changed();

private:
    void editModifiers();
    void updateModifiersButton();
    void updateTokensSuffix();
    // Fills from the card the name field now names, unless that card was already taken.
    void takeCardFromName();
    // `group`'s facts (name, numbers, alignments, attributes, card) become this group's; its
    // place in the game stays.
    void takeFacts(AttackGroup group);
    void takeMasterFromName();
    void attachCompleter(QLineEdit *field);

    Role m_role;
    CardCatalog &m_catalog;
    AttackTarget m_base; // as last set: the fields the form does not show
    AttackGroup m_masterBase;
    QList<StatModifier> m_modifiers;
    QString m_filledName;       // the card the name field last filled from
    QString m_masterFilledName; // the same for the master
    QString m_fallbackName;

    QFormLayout *m_form = nullptr;
    QLineEdit *m_name = nullptr;
    QSpinBox *m_power = nullptr;
    QSpinBox *m_global = nullptr;
    QLabel *m_globalLabel = nullptr;
    QSpinBox *m_resistance = nullptr;
    QLabel *m_resistanceLabel = nullptr;
    CheckListButton *m_alignments = nullptr;
    CheckListButton *m_attributes = nullptr;
    QCheckBox *m_illuminati = nullptr;
    QCheckBox *m_secret = nullptr;
    QCheckBox *m_devastated = nullptr;
    QPushButton *m_modifiersButton = nullptr;
    QSpinBox *m_tokens = nullptr;
    QLineEdit *m_player = nullptr;
    QComboBox *m_relation = nullptr;
    QComboBox *m_closeness = nullptr;
    QComboBox *m_owner = nullptr;
    QLineEdit *m_masterName = nullptr;
    CheckListButton *m_masterAlignments = nullptr;
};

} // namespace inwo
