#include "modifiersdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QString numberText(double value)
{
    return QLocale().toString(value, 'g', 4);
}

// "=6", "×2", "+3", "−1".
QString opText(const StatModifier &modifier)
{
    switch (modifier.op) {
    case StatModifier::Op::Set:
        return u"=%1"_s.arg(numberText(modifier.value));
    case StatModifier::Op::Multiply:
        return u"\u00d7%1"_s.arg(numberText(modifier.value));
    case StatModifier::Op::Add:
        break;
    }
    return modifier.value < 0 ? u"\u2212%1"_s.arg(numberText(-modifier.value))
                              : u"+%1"_s.arg(numberText(modifier.value));
}

QString shortText(const StatModifier &modifier)
{
    if (modifier.stat == StatModifier::Stat::Resistance)
        return ModifiersDialog::tr("%1 Res", "a change of Resistance, as in \"+2 Res\"")
            .arg(opText(modifier));
    return opText(modifier);
}

} // namespace

ModifiersDialog::ModifiersDialog(const QString &groupName, const QList<StatModifier> &modifiers,
                                 QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(groupName.isEmpty() ? tr("Modifiers") : tr("Modifiers of %1").arg(groupName));

    auto *intro = new QLabel(
        tr("Set to a number first, then the single highest multiplier, then additions. "
           "A permanent change lasts (and counts for goals); the others are for this attack."),
        this);
    intro->setWordWrap(true);

    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(u"modifiersTable"_s);
    m_table->setAccessibleName(tr("Modifiers"));
    m_table->setHorizontalHeaderLabels(
        {tr("Change"), tr("Value"), tr("Of"), tr("In"), tr("Permanent"), tr("Source")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move in it
    for (const StatModifier &modifier : modifiers)
        appendRow(modifier);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->resizeSection(SourceColumn, 160);

    auto *addButton = new QPushButton(tr("&Add"), this);
    addButton->setObjectName(u"addModifierButton"_s);
    auto *removeButton = new QPushButton(tr("&Remove"), this);
    removeButton->setObjectName(u"removeModifierButton"_s);
    connect(addButton, &QPushButton::clicked, this, &ModifiersDialog::addModifier);
    connect(removeButton, &QPushButton::clicked, this, &ModifiersDialog::removeModifier);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(addButton);
    rowButtons->addWidget(removeButton);
    rowButtons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(buttons);
    resize(640, 300);
}

void ModifiersDialog::appendRow(const StatModifier &modifier)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);

    auto *op = new QComboBox(m_table);
    op->addItem(tr("Set to"), int(StatModifier::Op::Set));
    op->addItem(tr("Multiply by"), int(StatModifier::Op::Multiply));
    op->addItem(tr("Add"), int(StatModifier::Op::Add));
    op->setCurrentIndex(op->findData(int(modifier.op)));

    auto *value = new QDoubleSpinBox(m_table);
    value->setRange(-1000, 1000);
    value->setDecimals(modifier.op == StatModifier::Op::Multiply ? 2 : 0);
    value->setValue(modifier.value);
    connect(op, &QComboBox::currentIndexChanged, value, [op, value] {
        const bool factor = op->currentData().toInt() == int(StatModifier::Op::Multiply);
        value->setDecimals(factor ? 2 : 0);
        value->setRange(factor ? 0 : -1000, factor ? 10 : 1000);
    });
    if (modifier.op == StatModifier::Op::Multiply)
        value->setRange(0, 10);

    auto *stat = new QComboBox(m_table);
    stat->addItem(tr("Power"), int(StatModifier::Stat::Power));
    stat->addItem(tr("Resistance"), int(StatModifier::Stat::Resistance));
    stat->setCurrentIndex(stat->findData(int(modifier.stat)));

    auto *use = new QComboBox(m_table);
    use->addItem(tr("any use"), int(StatModifier::Use::Any));
    use->addItem(tr("attack"), int(StatModifier::Use::Attack));
    use->addItem(tr("defence"), int(StatModifier::Use::Defence));
    use->setCurrentIndex(use->findData(int(modifier.use)));

    auto *permanent = new QCheckBox(m_table);
    permanent->setChecked(modifier.permanent);
    auto *source = new QLineEdit(modifier.source, m_table);
    source->setPlaceholderText(tr("card or ability"));

    m_table->setCellWidget(row, OpColumn, op);
    m_table->setCellWidget(row, ValueColumn, value);
    m_table->setCellWidget(row, StatColumn, stat);
    m_table->setCellWidget(row, UseColumn, use);
    m_table->setCellWidget(row, PermanentColumn, permanent);
    m_table->setCellWidget(row, SourceColumn, source);
}

StatModifier ModifiersDialog::modifierAt(int row) const
{
    const auto combo = [&](int column) {
        return qobject_cast<QComboBox *>(m_table->cellWidget(row, column))->currentData().toInt();
    };
    StatModifier modifier;
    modifier.op = StatModifier::Op(combo(OpColumn));
    modifier.value = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, ValueColumn))->value();
    if (modifier.op != StatModifier::Op::Multiply)
        modifier.value = std::round(modifier.value);
    modifier.stat = StatModifier::Stat(combo(StatColumn));
    modifier.use = StatModifier::Use(combo(UseColumn));
    modifier.permanent =
        qobject_cast<QCheckBox *>(m_table->cellWidget(row, PermanentColumn))->isChecked();
    modifier.source =
        qobject_cast<QLineEdit *>(m_table->cellWidget(row, SourceColumn))->text().trimmed();
    return modifier;
}

QList<StatModifier> ModifiersDialog::modifiers() const
{
    QList<StatModifier> modifiers;
    for (int row = 0; row < m_table->rowCount(); ++row)
        modifiers.append(modifierAt(row));
    return modifiers;
}

void ModifiersDialog::addModifier()
{
    StatModifier modifier;
    modifier.value = 1;
    appendRow(modifier);
    m_table->setCurrentCell(m_table->rowCount() - 1, OpColumn);
}

void ModifiersDialog::removeModifier()
{
    const int row = m_table->currentRow();
    if (row >= 0)
        m_table->removeRow(row);
}

QString ModifiersDialog::summary(const QList<StatModifier> &modifiers)
{
    QStringList parts;
    for (const StatModifier &modifier : modifiers)
        parts.append(shortText(modifier));
    return parts.join(u", "_s);
}

QString ModifiersDialog::describe(const StatModifier &modifier)
{
    const QString stat =
        modifier.stat == StatModifier::Stat::Power ? tr("Power") : tr("Resistance");
    QString text = u"%1 %2"_s.arg(stat, opText(modifier));
    if (!modifier.source.isEmpty())
        text = tr("%1 (%2)").arg(text, modifier.source);
    if (modifier.use == StatModifier::Use::Attack)
        text = tr("%1, in attack only").arg(text);
    else if (modifier.use == StatModifier::Use::Defence)
        text = tr("%1, in defence only").arg(text);
    return modifier.permanent ? tr("%1, permanent").arg(text) : tr("%1, for this attack").arg(text);
}

} // namespace inwo
