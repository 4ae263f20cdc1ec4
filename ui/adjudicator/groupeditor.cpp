#include "groupeditor.h"

#include "attacknames.h"
#include "cardcatalog.h"
#include "cardnamecompleter.h"
#include "checklistbutton.h"
#include "common/enumnames.h"
#include "modifiersdialog.h"
#include "rules/rulesetprofile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int MaxNumber = 999;
constexpr int MaxTokens = 10;

QStringList alignmentNames()
{
    QStringList names;
    for (const Alignment alignment : allOf<Alignment>())
        names.append(EnumNames::name(alignment));
    return names;
}

QStringList attributeNames()
{
    QStringList names;
    for (const Attribute attribute : allOf<Attribute>())
        names.append(EnumNames::name(attribute));
    return names;
}

QSpinBox *numberBox(QWidget *parent, const QString &name, int maximum = MaxNumber)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, maximum);
    box->setAccelerated(true);
    return box;
}

// The same marks, whatever their order.
bool sameMarks(const QList<AlignmentMark> &a, const QList<AlignmentMark> &b)
{
    if (a.size() != b.size())
        return false;
    for (const AlignmentMark &mark : a) {
        if (!b.contains(mark))
            return false;
    }
    return true;
}

std::optional<int> numberOf(const QSpinBox *box, std::optional<int> before, int unset)
{
    // A number the scenario left out stays out while the form shows its default.
    if (!before && box->value() == unset)
        return std::nullopt;
    return box->value();
}

} // namespace

GroupEditor::GroupEditor(Role role, CardCatalog &catalog, const QString &objectPrefix,
                         QWidget *parent)
    : QWidget(parent), m_role(role), m_catalog(catalog)
{
    const auto named = [&objectPrefix](QWidget *widget, QStringView suffix) {
        widget->setObjectName(objectPrefix + suffix);
    };
    const auto emitChanged = [this] {
        emit changed();
    };

    m_name = new QLineEdit(this);
    named(m_name, u"Name");
    m_name->setPlaceholderText(tr("a card's name, or any name"));
    m_name->setClearButtonEnabled(true);
    attachCompleter(m_name);
    connect(m_name, &QLineEdit::textChanged, this, emitChanged);
    connect(m_name, &QLineEdit::editingFinished, this, &GroupEditor::takeCardFromName);

    m_power = numberBox(this, objectPrefix + u"Power"_s);
    m_global = numberBox(this, objectPrefix + u"Global"_s);
    m_resistance = numberBox(this, objectPrefix + u"Resistance"_s);
    m_power->setToolTip(tr("Printed Power"));
    m_global->setToolTip(tr("Printed Global Power; the attack cuts it down when Power falls "
                            "below it"));
    m_resistance->setToolTip(tr("Printed Resistance"));
    for (QSpinBox *box : {m_power, m_global, m_resistance})
        connect(box, &QSpinBox::valueChanged, this, emitChanged);

    auto *numbers = new QHBoxLayout;
    numbers->setContentsMargins(0, 0, 0, 0);
    numbers->setSpacing(6);
    auto *powerLabel = new QLabel(tr("&Power"), this);
    powerLabel->setBuddy(m_power);
    m_globalLabel = new QLabel(tr("&Global"), this);
    m_globalLabel->setBuddy(m_global);
    m_resistanceLabel = new QLabel(tr("&Resistance"), this);
    m_resistanceLabel->setBuddy(m_resistance);
    numbers->addWidget(m_power);
    numbers->addSpacing(10);
    numbers->addWidget(m_globalLabel);
    numbers->addWidget(m_global);
    numbers->addSpacing(10);
    numbers->addWidget(m_resistanceLabel);
    numbers->addWidget(m_resistance);
    numbers->addStretch(1);

    m_alignments = new CheckListButton(alignmentNames(), true, this);
    named(m_alignments, u"Alignments");
    connect(m_alignments, &CheckListButton::statesChanged, this, emitChanged);
    m_attributes = new CheckListButton(attributeNames(), false, this);
    named(m_attributes, u"Attributes");
    connect(m_attributes, &CheckListButton::statesChanged, this, emitChanged);

    m_illuminati = new QCheckBox(tr("Illuminati"), this);
    named(m_illuminati, u"Illuminati");
    m_illuminati->setToolTip(tr("An Illuminati card: no alignments; it may defend any group"));
    m_secret = new QCheckBox(tr("Secret"), this);
    named(m_secret, u"Secret");
    m_devastated = new QCheckBox(tr("Devastated"), this);
    named(m_devastated, u"Devastated");
    m_devastated->setToolTip(tr("Power halved (round down) against attacks to destroy"));
    auto *flags = new QHBoxLayout;
    flags->setContentsMargins(0, 0, 0, 0);
    for (QCheckBox *box : {m_illuminati, m_secret, m_devastated}) {
        flags->addWidget(box);
        connect(box, &QCheckBox::toggled, this, emitChanged);
    }
    flags->addStretch(1);

    m_modifiersButton = new QPushButton(this);
    named(m_modifiersButton, u"Modifiers");
    m_modifiersButton->setToolTip(tr("Changes to its Power or Resistance: set, multiply, add"));
    connect(m_modifiersButton, &QPushButton::clicked, this, &GroupEditor::editModifiers);

    auto *modifiersRow = new QHBoxLayout;
    modifiersRow->setContentsMargins(0, 0, 0, 0);
    modifiersRow->addWidget(m_modifiersButton);
    modifiersRow->addStretch(1);

    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setVerticalSpacing(4);
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(powerLabel, numbers);
    m_form->addRow(tr("&Alignments:"), m_alignments);
    m_form->addRow(tr("A&ttributes:"), m_attributes);
    m_form->addRow(QString(), flags);
    auto *modifiersLabel = new QLabel(tr("&Modifiers:"), this);
    modifiersLabel->setBuddy(m_modifiersButton);
    m_form->addRow(modifiersLabel, modifiersRow);

    if (role == Role::Aiding || role == Role::Defending || role == Role::Target) {
        m_tokens = numberBox(this, objectPrefix + u"Tokens"_s, MaxTokens);
        connect(m_tokens, &QSpinBox::valueChanged, this, [this] {
            updateTokensSuffix();
            emit changed();
        });
        if (role == Role::Target) {
            m_tokens->setSpecialValueText(tr("none spent"));
            m_tokens->setToolTip(tr("Action tokens the target spends defending itself: each "
                                    "counts its Power twice"));
            m_form->addRow(tr("Own t&okens:"), m_tokens);
        } else {
            m_tokens->setValue(1);
            m_form->addRow(tr("T&okens spent:"), m_tokens);
        }
        updateTokensSuffix();
    }
    if (role == Role::Aiding || role == Role::Defending) {
        m_player = new QLineEdit(this);
        named(m_player, u"Player");
        m_player->setPlaceholderText(role == Role::Aiding ? tr("attacker") : tr("defender"));
        m_player->setToolTip(tr("\"attacker\", \"defender\", or a third player's name"));
        connect(m_player, &QLineEdit::textChanged, this, emitChanged);
        m_form->addRow(tr("P&layer:"), m_player);
    }
    if (role == Role::Defending) {
        m_relation = new QComboBox(this);
        named(m_relation, u"Relation");
        for (const DefenceRelation relation : allOf<DefenceRelation>())
            m_relation->addItem(AttackNames::name(relation), int(relation));
        m_relation->setCurrentIndex(m_relation->findData(int(DefenceRelation::Other)));
        connect(m_relation, &QComboBox::currentIndexChanged, this, emitChanged);
        m_form->addRow(tr("&Relation:"), m_relation);
    }
    if (role == Role::Aiding || role == Role::Attacker) { // Resistance plays no part
        m_resistanceLabel->hide();
        m_resistance->hide();
    }
    if (role == Role::Target) {
        m_closeness = new QComboBox(this);
        named(m_closeness, u"Closeness");
        for (int closeness = 0; closeness <= 3; ++closeness)
            m_closeness->addItem(AttackNames::closeness(closeness, RuleSet::Inwo), closeness);
        m_closeness->setToolTip(tr("How near the target is to its Illuminati"));
        connect(m_closeness, &QComboBox::currentIndexChanged, this, emitChanged);

        m_owner = new QComboBox(this);
        named(m_owner, u"Owner");
        for (const TargetOwner owner : allOf<TargetOwner>())
            m_owner->addItem(AttackNames::name(owner), int(owner));
        connect(m_owner, &QComboBox::currentIndexChanged, this, emitChanged);

        m_masterName = new QLineEdit(this);
        named(m_masterName, u"MasterName");
        m_masterName->setPlaceholderText(tr("none"));
        m_masterName->setClearButtonEnabled(true);
        m_masterName->setToolTip(tr("The group controlling the target: each alignment they "
                                    "share gives +4 Resistance against control"));
        attachCompleter(m_masterName);
        connect(m_masterName, &QLineEdit::textChanged, this, emitChanged);
        connect(m_masterName, &QLineEdit::editingFinished, this, &GroupEditor::takeMasterFromName);
        m_masterAlignments = new CheckListButton(alignmentNames(), true, this);
        named(m_masterAlignments, u"MasterAlignments");
        m_masterAlignments->setToolTip(tr("The master's alignments"));
        connect(m_masterAlignments, &CheckListButton::statesChanged, this, emitChanged);
        auto *master = new QHBoxLayout;
        master->setContentsMargins(0, 0, 0, 0);
        master->addWidget(m_masterName, 3);
        master->addWidget(m_masterAlignments, 2);

        auto *masterLabel = new QLabel(tr("Ma&ster:"), this);
        masterLabel->setBuddy(m_masterName);
        m_form->addRow(tr("Pos&ition:"), m_closeness);
        m_form->addRow(tr("Held b&y:"), m_owner);
        m_form->addRow(masterLabel, master);
    }
    updateModifiersButton();
}

void GroupEditor::attachCompleter(QLineEdit *field)
{
    auto *completer = new CardNameCompleter(m_catalog.groupNames(), field);
    field->setCompleter(completer);
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this,
            [this, field](const QString &) {
                if (field == m_name)
                    takeCardFromName();
                else
                    takeMasterFromName();
            });
}

void GroupEditor::takeCardFromName()
{
    const QString written = m_name->text().trimmed();
    if (written.isEmpty() || written == m_filledName)
        return;
    if (const auto card = m_catalog.groupCard(written)) {
        fillFromCard(*card);
        return;
    }
    // Renamed to no card: the facts the former card gave are not this group's ("as printed"
    // would be another card's). What the group's place in the game says stays.
    if (!m_base.cardId.isEmpty()) {
        AttackGroup nobody;
        nobody.name = written;
        takeFacts(nobody);
    }
}

void GroupEditor::takeFacts(AttackGroup group)
{
    // Where the group stands (its player, relation, tokens, devastation, modifiers) stays; the
    // facts are the new ones.
    AttackTarget current = target();
    group.player = current.player;
    group.relation = current.relation;
    group.tokensSpent = current.tokensSpent;
    group.devastated = current.devastated;
    group.modifiers = current.modifiers;
    // The Secret box shows a Secret card as one.
    group.secret = group.secret || group.attributes.contains(Attribute::Secret);
    static_cast<AttackGroup &>(current) = group;
    setTarget(current);
    emit changed();
}

void GroupEditor::takeMasterFromName()
{
    const QString written = m_masterName->text().trimmed();
    if (written.isEmpty() || written == m_masterFilledName)
        return;
    const auto card = m_catalog.groupCard(written);
    if (!card)
        return;
    m_masterFilledName = card->name;
    m_masterBase.cardId = card->id;
    m_masterBase.card = m_catalog.cardName(card->id);
    m_masterBase.illuminati = card->type == CardType::Illuminati;
    {
        const QSignalBlocker blocker(m_masterName);
        m_masterName->setText(card->name);
    }
    m_masterAlignments->setStates(alignmentStates(card->alignments));
    emit changed();
}

void GroupEditor::fillFromCard(const Card &card)
{
    // The card's facts become the group's, as the scenario reader fills them in.
    takeFacts(attackGroupFromCard(card, m_catalog.cardName(card.id)));
}

void GroupEditor::setGroup(const AttackGroup &group)
{
    AttackTarget target = m_base;
    static_cast<AttackGroup &>(target) = group;
    setTarget(target);
}

void GroupEditor::setTarget(const AttackTarget &target)
{
    const QSignalBlocker blocker(this);
    m_base = target;
    m_filledName = target.name;
    m_name->setText(target.name);
    m_power->setValue(target.power.value_or(0));
    m_global->setValue(target.globalPower.value_or(0));
    m_resistance->setValue(target.resistance.value_or(0));
    m_alignments->setStates(alignmentStates(target.alignments));
    QList<Qt::CheckState> attributes;
    for (const Attribute attribute : allOf<Attribute>())
        attributes.append(target.attributes.contains(attribute) ? Qt::Checked : Qt::Unchecked);
    m_attributes->setStates(attributes);
    m_illuminati->setChecked(target.illuminati);
    m_secret->setChecked(target.secret);
    m_devastated->setChecked(target.devastated);
    m_modifiers = target.modifiers;
    updateModifiersButton();
    if (m_tokens && m_role != Role::Target)
        m_tokens->setValue(target.tokensSpent.value_or(1));
    if (m_player)
        m_player->setText(target.player);
    if (m_relation)
        m_relation->setCurrentIndex(m_relation->findData(int(target.relation)));
    if (m_role == Role::Target) {
        m_closeness->setCurrentIndex(std::clamp(target.closeness, 0, 3));
        m_owner->setCurrentIndex(m_owner->findData(int(target.owner)));
        m_masterBase = target.master.value_or(AttackGroup());
        m_masterFilledName = m_masterBase.name;
        m_masterName->setText(m_masterBase.name);
        m_masterAlignments->setStates(alignmentStates(m_masterBase.alignments));
    }
}

bool GroupEditor::isFilledIn() const
{
    return !m_name->text().trimmed().isEmpty() || m_power->value() > 0 || m_global->value() > 0 ||
           m_resistance->value() > 0;
}

AttackGroup GroupEditor::group() const
{
    return target();
}

AttackTarget GroupEditor::target() const
{
    AttackTarget group = m_base;
    group.name = m_name->text().trimmed();
    if (group.name.isEmpty())
        group.name = m_fallbackName;
    if (group.name != m_filledName) { // renamed by hand: no longer that card
        group.cardId.clear();
        group.card.clear();
    }
    group.power = numberOf(m_power, m_base.power, 0);
    group.globalPower = numberOf(m_global, m_base.globalPower, 0);
    if (m_role != Role::Aiding && m_role != Role::Attacker)
        group.resistance = numberOf(m_resistance, m_base.resistance, 0);
    const QList<AlignmentMark> marks = alignmentMarks(m_alignments->states());
    if (!sameMarks(marks, m_base.alignments))
        group.alignments = marks;
    QList<Attribute> attributes;
    const QList<Attribute> all = allOf<Attribute>();
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (m_attributes->state(int(i)) != Qt::Unchecked)
            attributes.append(all.at(i));
    }
    QList<Attribute> before = m_base.attributes;
    std::sort(before.begin(), before.end());
    if (attributes != before)
        group.attributes = attributes;
    group.illuminati = m_illuminati->isChecked();
    group.secret = m_secret->isChecked();
    group.devastated = m_devastated->isChecked();
    group.modifiers = m_modifiers;
    if (m_tokens && m_role != Role::Target)
        group.tokensSpent = numberOf(m_tokens, m_base.tokensSpent, 1);
    if (m_player)
        group.player = m_player->text().trimmed();
    if (m_relation)
        group.relation = DefenceRelation(m_relation->currentData().toInt());
    if (m_role == Role::Target) {
        group.closeness = m_closeness->currentData().toInt();
        group.owner = TargetOwner(m_owner->currentData().toInt());
        const QString masterName = m_masterName->text().trimmed();
        if (masterName.isEmpty()) {
            group.master.reset();
        } else {
            AttackGroup master = m_masterBase;
            if (masterName != master.name && masterName != m_masterFilledName) {
                master.cardId.clear();
                master.card.clear();
            }
            master.name = masterName;
            const QList<AlignmentMark> masterMarks = alignmentMarks(m_masterAlignments->states());
            if (!sameMarks(masterMarks, master.alignments))
                master.alignments = masterMarks;
            group.master = master;
        }
    }
    return group;
}

int GroupEditor::defendingTokens() const
{
    return m_role == Role::Target ? m_tokens->value() : 0;
}

void GroupEditor::setDefendingTokens(int tokens)
{
    if (m_role != Role::Target)
        return;
    const QSignalBlocker blocker(m_tokens);
    m_tokens->setValue(tokens);
    updateTokensSuffix();
}

void GroupEditor::setRules(RuleSet rules)
{
    // A rule set whose aiders lend transferable Power (the boxed game) names the field so.
    const bool classic = profileOf(rules).aidByAnyAlignmentOwnStructure;
    m_globalLabel->setText(classic ? tr("&Transferable") : tr("&Global"));
    m_global->setToolTip(classic ? tr("Transferable Power: what it may lend to an attack")
                                 : tr("Printed Global Power; the attack cuts it down when Power "
                                      "falls below it"));
    if (m_closeness) {
        for (int closeness = 0; closeness < m_closeness->count(); ++closeness)
            m_closeness->setItemText(closeness, AttackNames::closeness(closeness, rules));
    }
}

void GroupEditor::editModifiers()
{
    ModifiersDialog dialog(group().name, m_modifiers, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_modifiers = dialog.modifiers();
    updateModifiersButton();
    emit changed();
}

void GroupEditor::updateModifiersButton()
{
    const QString summary = ModifiersDialog::summary(m_modifiers);
    m_modifiersButton->setText(summary.isEmpty() ? tr("None\u2026") : summary + u'\u2026');
    QStringList lines;
    for (const StatModifier &modifier : m_modifiers)
        lines.append(ModifiersDialog::describe(modifier));
    m_modifiersButton->setToolTip(lines.isEmpty()
                                      ? tr("Changes to its Power or Resistance: set, multiply, add")
                                      : lines.join(u'\n'));
}

void GroupEditor::updateTokensSuffix()
{
    if (!m_tokens)
        return;
    if (m_role == Role::Target)
        m_tokens->setSuffix(m_tokens->value() == 1 ? tr(" token spent") : tr(" tokens spent"));
    else
        m_tokens->setSuffix(m_tokens->value() == 1 ? tr(" token") : tr(" tokens"));
}

QList<Qt::CheckState> GroupEditor::alignmentStates(const QList<AlignmentMark> &marks)
{
    QList<Qt::CheckState> states;
    for (const Alignment alignment : allOf<Alignment>()) {
        Qt::CheckState state = Qt::Unchecked;
        for (const AlignmentMark &mark : marks) {
            if (mark.value == alignment)
                state = mark.sometimes ? Qt::PartiallyChecked : Qt::Checked;
        }
        states.append(state);
    }
    return states;
}

QList<AlignmentMark> GroupEditor::alignmentMarks(const QList<Qt::CheckState> &states)
{
    QList<AlignmentMark> marks;
    const QList<Alignment> all = allOf<Alignment>();
    for (qsizetype i = 0; i < all.size() && i < states.size(); ++i) {
        if (states.at(i) != Qt::Unchecked)
            marks.append({all.at(i), states.at(i) == Qt::PartiallyChecked});
    }
    return marks;
}

} // namespace inwo
