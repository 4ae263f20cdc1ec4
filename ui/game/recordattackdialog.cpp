#include "recordattackdialog.h"

#include "adjudicator/attacknames.h"
#include "adjudicator/attackresultview.h"
#include "attack/attackengine.h"
#include "gameevents.h"
#include "rules/rulesetprofile.h"
#include "timeline/timelinetext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace inwo {

RecordAttackDialog::RecordAttackDialog(const Position &table, const CardRepository &cards,
                                       const CardAbilities *abilities, QWidget *parent)
    : QDialog(parent), m_table(table), m_cards(cards), m_abilities(abilities)
{
    setWindowTitle(tr("Record an Attack"));
    m_attacker = new QComboBox(this);
    m_attacker->setObjectName(QStringLiteral("recordAttacker"));
    for (const TablePlayer &player : table.players) {
        if (player.eliminated)
            continue;
        m_attacker->addItem(tr("%1: %2").arg(player.name, player.illuminati.card),
                            player.illuminati.id.value);
        for (const TableCard &group : player.groups)
            m_attacker->addItem(tr("%1: %2").arg(player.name, group.card), group.id.value);
    }
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("recordKind"));
    for (const AttackKind kind : profileOf(table.rules).kinds) {
        if (kind != AttackKind::Instant) // an instant attack is a Plot's: the Timeline tab's
            m_kind->addItem(AttackNames::name(kind), int(kind));
    }
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("recordTarget"));
    m_aiders = new QListWidget(this);
    m_aiders->setObjectName(QStringLiteral("recordAiders"));
    m_aiders->setAccessibleName(tr("Aiding groups"));
    m_aiders->setToolTip(tr("The groups of the attacking player that spend a token to aid; "
                            "Space checks one"));
    m_aiders->setMaximumHeight(fontMetrics().height() * 6);
    for (QSpinBox *&die : m_dice) {
        die = new QSpinBox(this);
        die->setRange(1, 6);
        die->setValue(1);
    }
    m_dice[0]->setObjectName(QStringLiteral("recordDie1"));
    m_dice[1]->setObjectName(QStringLiteral("recordDie2"));
    m_dice[0]->setAccessibleName(tr("First die"));
    m_dice[1]->setAccessibleName(tr("Second die"));
    m_outcome = new QComboBox(this);
    m_outcome->setObjectName(QStringLiteral("recordOutcome"));
    m_outcome->addItem(tr("Success"), true);
    m_outcome->addItem(tr("Failure"), false);
    m_strength = new QLabel(this);
    m_strength->setObjectName(QStringLiteral("recordStrength"));
    m_strength->setWordWrap(true);

    auto *dice = new QHBoxLayout;
    dice->addWidget(m_dice[0]);
    dice->addWidget(new QLabel(QStringLiteral("+"), this));
    dice->addWidget(m_dice[1]);
    dice->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Attacker:"), m_attacker);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Target:"), m_target);
    form->addRow(tr("A&id:"), m_aiders);
    auto *diceLabel = new QLabel(tr("&Dice:"), this);
    diceLabel->setBuddy(m_dice[0]);
    form->addRow(diceLabel, dice);
    form->addRow(tr("&Outcome:"), m_outcome);
    form->addRow(m_strength);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_attacker, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        fillTargets();
        fillAiders({});
        adjudicateNow();
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            adjudicateNow();
    });
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            adjudicateNow();
    });
    connect(m_aiders, &QListWidget::itemChanged, this, [this] {
        if (!m_filling)
            adjudicateNow();
    });
    for (QSpinBox *die : m_dice)
        connect(die, &QSpinBox::valueChanged, this, &RecordAttackDialog::followTheDice);
    connect(m_outcome, &QComboBox::activated, this, [this] { m_outcomeChosen = true; });

    fillTargets();
    fillAiders({});
    adjudicateNow();
    resize(std::max(sizeHint().width(), 460), sizeHint().height());
}

void RecordAttackDialog::fillTargets()
{
    const InstanceId current = target();
    const QString attacking = GameEvents::controllerOf(m_table, attacker());
    const QSignalBlocker blocker(m_target);
    m_target->clear();
    // Rivals' groups first, then the uncontrolled area, the attacker's own hand and his own
    // groups (to destroy them).
    for (const TablePlayer &player : m_table.players) {
        if (player.name == attacking || player.eliminated)
            continue;
        for (const TableCard &group : player.groups)
            m_target->addItem(tr("%1: %2").arg(player.name, group.card), group.id.value);
    }
    for (const TableCard &card : m_table.uncontrolled)
        m_target->addItem(tr("Uncontrolled: %1").arg(card.card), card.id.value);
    if (const TablePlayer *own = m_table.player(attacking)) {
        for (const TableCard &card : own->hand)
            m_target->addItem(tr("%1's hand: %2").arg(own->name, card.card), card.id.value);
        for (const TableCard &group : own->groups) {
            if (group.id != attacker())
                m_target->addItem(tr("%1: %2").arg(own->name, group.card), group.id.value);
        }
    }
    m_target->setCurrentIndex(std::max(0, m_target->findData(current.value)));
}

void RecordAttackDialog::fillAiders(const QList<InstanceId> &checked)
{
    const QString attacking = GameEvents::controllerOf(m_table, attacker());
    m_filling = true;
    m_aiders->clear();
    if (const TablePlayer *own = m_table.player(attacking)) {
        const auto offer = [&](const TableCard &group) {
            if (group.id == attacker())
                return;
            auto *item = new QListWidgetItem(group.card, m_aiders);
            item->setData(Qt::UserRole, group.id.value);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setCheckState(checked.contains(group.id) ? Qt::Checked : Qt::Unchecked);
        };
        offer(own->illuminati);
        std::for_each(own->groups.begin(), own->groups.end(), offer);
    }
    m_filling = false;
}

void RecordAttackDialog::setAttack(const DeclaredAttack &attack)
{
    m_filling = true;
    m_attacker->setCurrentIndex(std::max(0, m_attacker->findData(attack.attacker.value)));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(attack.kind))));
    m_filling = false;
    fillTargets();
    m_target->setCurrentIndex(std::max(0, m_target->findData(attack.target.value)));
    fillAiders(attack.aiders);
    adjudicateNow();
}

void RecordAttackDialog::setAttacker(const InstanceId &attacker)
{
    m_attacker->setCurrentIndex(std::max(0, m_attacker->findData(attacker.value)));
}

void RecordAttackDialog::setTarget(const InstanceId &target)
{
    const int index = m_target->findData(target.value);
    if (index >= 0)
        m_target->setCurrentIndex(index);
}

InstanceId RecordAttackDialog::attacker() const
{
    return InstanceId{m_attacker->currentData().toString()};
}

AttackKind RecordAttackDialog::kind() const
{
    return AttackKind(m_kind->currentData().toInt());
}

InstanceId RecordAttackDialog::target() const
{
    return InstanceId{m_target->currentData().toString()};
}

QList<InstanceId> RecordAttackDialog::aiders() const
{
    QList<InstanceId> checked;
    for (int row = 0; row < m_aiders->count(); ++row) {
        const QListWidgetItem *item = m_aiders->item(row);
        if (item->checkState() == Qt::Checked)
            checked.append(InstanceId{item->data(Qt::UserRole).toString()});
    }
    return checked;
}

int RecordAttackDialog::die(int which) const
{
    return m_dice[std::clamp(which, 0, 1)]->value();
}

bool RecordAttackDialog::success() const
{
    return m_outcome->currentData().toBool();
}

DeclaredAttack RecordAttackDialog::declared() const
{
    return DeclaredAttack(GameEvents::controllerOf(m_table, attacker()), kind(), attacker(),
                          aiders(), target());
}

void RecordAttackDialog::adjudicateNow()
{
    m_strengthValue.reset();
    if (attacker().isEmpty() || target().isEmpty()) {
        m_strength->setText(tr("Choose the attacking group and its target."));
        return;
    }
    const DeclaredAttackScenario made =
        attackScenarioFrom(m_table, declared(), m_cards, m_abilities);
    if (!made.scenario) {
        m_strength->setText(made.problems.isEmpty()
                                ? QString()
                                : TimelineText::problem(made.problems.first(), m_table));
        return;
    }
    const AttackResult result = adjudicate(*made.scenario, m_abilities);
    if (!result.legal) {
        m_strength->setText(
            tr("The rules refuse this attack as it stands; the game will say why. Strength %1.")
                .arg(result.strength));
        return;
    }
    m_strengthValue = result.strength;
    m_strength->setText(tr("Strength %1: a chance of %2.")
                            .arg(result.strength)
                            .arg(AttackResultView::percent(result.probability)));
    followTheDice();
}

void RecordAttackDialog::followTheDice()
{
    if (m_outcomeChosen || !m_strengthValue)
        return;
    const bool succeeds = rollSucceeds(m_dice[0]->value() + m_dice[1]->value(), *m_strengthValue,
                                       profileOf(m_table.rules));
    m_outcome->setCurrentIndex(m_outcome->findData(succeeds));
}

} // namespace inwo
