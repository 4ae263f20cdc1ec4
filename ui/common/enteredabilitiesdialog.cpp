#include "enteredabilitiesdialog.h"

#include "abilityform.h"
#include "abilitywords.h"
#include "cards/cardrepository.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStringListModel>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setToolTip(text);
    return item;
}

} // namespace

EnteredAbilitiesDialog::EnteredAbilitiesDialog(const CardRepository &cards,
                                               const CardNameResolver &resolver,
                                               const QList<EnteredAbility> &abilities,
                                               QWidget *parent)
    : QDialog(parent), m_cards(cards), m_resolver(resolver), m_abilities(abilities)
{
    setObjectName(u"enteredAbilitiesDialog"_s);
    setWindowTitle(tr("Card Effects"));

    auto *intro = new QLabel(
        tr("Effects of cards as you rule them here: the program applies each one everywhere "
           "(goals, NWOs, attacks), cited “entered by the referee”, and saves them with "
           "the file. An effect given to a card replaces what the program could only name for "
           "the referee."),
        this);
    intro->setWordWrap(true);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"enteredAbilitiesTable"_s);
    m_table->setAccessibleName(tr("Card effects"));
    m_table->setHorizontalHeaderLabels({tr("Card"), tr("What it does"), tr("Whom it covers")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(CardColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(EffectColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ReachColumn, QHeaderView::Interactive);
    header->resizeSection(CardColumn, fontMetrics().horizontalAdvance(u"Military-Industrial Co"_s));
    header->resizeSection(ReachColumn,
                          fontMetrics().horizontalAdvance(u"the group it is linked to"_s) + 16);
    m_empty = new QLabel(tr("No card effect is entered. Add one with Add (Alt+A)."), this);
    m_empty->setObjectName(u"enteredAbilitiesEmpty"_s);
    m_empty->setWordWrap(true);

    auto *add = new QPushButton(tr("&Add\u2026"), this);
    add->setObjectName(u"addAbilityButton"_s);
    add->setAutoDefault(false);
    m_edit = new QPushButton(tr("&Edit\u2026"), this);
    m_edit->setObjectName(u"editAbilityButton"_s);
    m_edit->setAutoDefault(false);
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(u"removeAbilityButton"_s);
    m_remove->setAutoDefault(false);
    m_remove->setToolTip(tr("Remove the selected effect (Delete)"));
    connect(add, &QPushButton::clicked, this, &EnteredAbilitiesDialog::addAbility);
    connect(m_edit, &QPushButton::clicked, this, &EnteredAbilitiesDialog::editSelected);
    connect(m_remove, &QPushButton::clicked, this, &EnteredAbilitiesDialog::removeSelected);
    // A double click edits; Enter is the dialog's OK, Alt+E edits.
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] { editSelected(); });
    auto *removeKey = new QAction(tr("Remove Effect"), m_table);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(removeKey);
    connect(removeKey, &QAction::triggered, this, &EnteredAbilitiesDialog::removeSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const bool selected = !m_table->selectedItems().isEmpty();
        m_edit->setEnabled(selected);
        m_remove->setEnabled(selected);
    });

    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(m_edit);
    rowButtons->addWidget(m_remove);
    rowButtons->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty);
    layout->addLayout(rowButtons);
    layout->addWidget(buttons);

    showRows();
    resize(720, 360);
    if (m_abilities.isEmpty())
        add->setFocus();
    else
        m_table->setFocus();
}

EnteredAbilitiesDialog::~EnteredAbilitiesDialog() = default;

void EnteredAbilitiesDialog::showRows()
{
    const int current = m_table->currentRow();
    m_table->setRowCount(int(m_abilities.size()));
    for (int row = 0; row < m_abilities.size(); ++row) {
        const EnteredAbility &entered = m_abilities.at(row);
        m_table->setItem(row, CardColumn, cell(entered.card));
        QTableWidgetItem *effect = cell(AbilityWords::describe(entered.ability));
        if (!entered.ability.words.isEmpty() &&
            entered.ability.words != AbilityWords::describe(entered.ability))
            effect->setToolTip(
                tr("%1\nIn your words: %2").arg(effect->text(), entered.ability.words));
        m_table->setItem(row, EffectColumn, effect);
        m_table->setItem(row, ReachColumn, cell(AbilityWords::name(entered.ability.reach)));
    }
    m_empty->setVisible(m_abilities.isEmpty());
    if (!m_abilities.isEmpty())
        m_table->selectRow(std::clamp(current, 0, int(m_abilities.size()) - 1));
    const bool selected = !m_table->selectedItems().isEmpty();
    m_edit->setEnabled(selected);
    m_remove->setEnabled(selected);
}

QStringListModel *EnteredAbilitiesDialog::cardNames()
{
    // Every card may have an effect: an NWO, a Resource, a group, a Plot.
    if (!m_cardNames) {
        QStringList names;
        for (const Card &card : m_cards.allCards())
            names.append(card.name);
        names.sort(Qt::CaseInsensitive);
        names.removeDuplicates();
        m_cardNames = new QStringListModel(names, this);
    }
    return m_cardNames;
}

bool EnteredAbilitiesDialog::runForm(AbilityForm &form)
{
    if (m_runForm)
        return m_runForm(form);
    return form.exec() == QDialog::Accepted;
}

bool EnteredAbilitiesDialog::addAbility()
{
    AbilityForm form(m_resolver, cardNames(), this);
    form.setWindowTitle(tr("Add a Card Effect"));
    form.setCard(m_suggestedCard);
    if (!runForm(form))
        return false;
    const std::optional<EnteredAbility> entered = form.entered();
    if (!entered)
        return false;
    m_abilities.append(*entered);
    showRows();
    m_table->selectRow(int(m_abilities.size()) - 1);
    m_table->setFocus();
    return true;
}

bool EnteredAbilitiesDialog::editSelected()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_abilities.size())
        return false;
    AbilityForm form(m_resolver, cardNames(), this);
    form.setWindowTitle(tr("Edit a Card Effect"));
    form.setEntered(m_abilities.at(row));
    if (!runForm(form))
        return false;
    const std::optional<EnteredAbility> entered = form.entered();
    if (!entered || *entered == m_abilities.at(row))
        return false;
    m_abilities[row] = *entered;
    showRows();
    m_table->setFocus();
    return true;
}

void EnteredAbilitiesDialog::removeSelected()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_abilities.size())
        return;
    m_abilities.removeAt(row);
    showRows();
}

} // namespace inwo
