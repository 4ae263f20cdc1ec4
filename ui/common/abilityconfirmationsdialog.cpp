#include "abilityconfirmationsdialog.h"

#include "abilitywords.h"
#include "carddatabase.h"
#include "common/databasemessages.h"
#include "importedcardtext.h"
#include "rules/factrender.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

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

AbilityConfirmationsDialog::AbilityConfirmationsDialog(CardDatabase &database, QWidget *parent)
    : QDialog(parent), m_database(database),
      m_cardText(std::make_unique<ImportedCardText>(database))
{
    setObjectName(u"abilityConfirmationsDialog"_s);
    setWindowTitle(tr("Card Abilities to Confirm"));

    auto *intro = new QLabel(
        tr("The program read these abilities from printed card text that its sources (the card "
           "data, the rulebooks) do not hold, so it only names them for the referee. Tick one "
           "you have checked against the card: from then on every tab applies it, cited "
           "“confirmed by the user”. Untick it to withdraw the confirmation."),
        this);
    intro->setWordWrap(true);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"confirmationsFilter"_s);
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(tr("a card's name or words of its ability or text"));
    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(m_filter);
    m_filter->setAccessibleName(tr("Filter"));
    m_count = new QLabel(this);
    m_count->setObjectName(u"confirmationsCount"_s);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_count);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"confirmationsTable"_s);
    m_table->setAccessibleName(tr("Abilities to confirm"));
    m_table->setHorizontalHeaderLabels(
        {tr("Confirmed: card"), tr("The program's words"), tr("Where the words come from")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(CardColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(WordsColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(SourceColumn, QHeaderView::Interactive);
    header->resizeSection(CardColumn,
                          fontMetrics().horizontalAdvance(u"Military-Industrial Complex"_s) + 40);
    // As wide as its title (the German is longer), at least as a usual source.
    header->resizeSection(
        SourceColumn, std::max(fontMetrics().horizontalAdvance(u"printed card text of Loan Sh"_s),
                               header->fontMetrics().horizontalAdvance(
                                   m_table->horizontalHeaderItem(SourceColumn)->text()) +
                                   3 * style()->pixelMetric(QStyle::PM_HeaderMargin) + 16));

    m_details = new QTextBrowser(this);
    m_details->setObjectName(u"confirmationDetails"_s);
    m_details->setAccessibleName(tr("The ability and the card's text"));
    m_details->setOpenLinks(false);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(filterRow);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &AbilityConfirmationsDialog::applyFilter);
    connect(m_table, &QTableWidget::itemChanged, this, &AbilityConfirmationsDialog::checkChanged);
    connect(m_table, &QTableWidget::currentCellChanged, this,
            &AbilityConfirmationsDialog::showDetails);

    showRows();
    resize(860, 560);
    m_table->setFocus();
}

AbilityConfirmationsDialog::~AbilityConfirmationsDialog() = default;

void AbilityConfirmationsDialog::showRows()
{
    QString error;
    m_abilities = UserAbilities(m_database).unverified(&error);
    if (!error.isEmpty() && !showDatabaseProblem(this, m_database))
        QMessageBox::warning(this, windowTitle(),
                             tr("The confirmed abilities could not be read: %1").arg(error));
    m_showing = true;
    m_cardNames.clear();
    m_table->setRowCount(int(m_abilities.size()));
    for (int row = 0; row < m_abilities.size(); ++row) {
        const UnverifiedAbility &one = m_abilities.at(row);
        const std::optional<Card> card = m_database.cardById(one.cardId);
        const QString name = card ? card->name : one.cardId;
        m_cardNames.append(name);
        QTableWidgetItem *cardItem = cell(name);
        cardItem->setFlags(cardItem->flags() | Qt::ItemIsUserCheckable);
        cardItem->setCheckState(one.confirmed ? Qt::Checked : Qt::Unchecked);
        m_table->setItem(row, CardColumn, cardItem);
        m_table->setItem(row, WordsColumn, cell(one.ability.words));
        m_table->setItem(row, SourceColumn, cell(abilitySourceText(name, one.ability.source)));
        const QString text = ImportedCardText::beside(name, m_cardText->of(name));
        if (!text.isEmpty()) {
            for (int column = 0; column < ColumnCount; ++column) {
                QTableWidgetItem *item = m_table->item(row, column);
                item->setToolTip(tr("%1\n\n%2").arg(item->text(), text));
            }
        }
    }
    m_showing = false;
    applyFilter();
    updateCount();
    if (m_table->rowCount() > 0)
        m_table->setCurrentCell(0, CardColumn);
}

int AbilityConfirmationsDialog::rowOf(const QString &cardId, const QString &words) const
{
    for (int row = 0; row < m_abilities.size(); ++row) {
        if (m_abilities.at(row).cardId == cardId && m_abilities.at(row).ability.words == words)
            return row;
    }
    return -1;
}

void AbilityConfirmationsDialog::applyFilter()
{
    const QString wanted = m_filter->text().trimmed();
    int firstShown = -1;
    for (int row = 0; row < m_abilities.size(); ++row) {
        const bool shown =
            wanted.isEmpty() || m_cardNames.at(row).contains(wanted, Qt::CaseInsensitive) ||
            m_abilities.at(row).ability.words.contains(wanted, Qt::CaseInsensitive) ||
            m_cardText->of(m_cardNames.at(row)).contains(wanted, Qt::CaseInsensitive);
        m_table->setRowHidden(row, !shown);
        if (shown && firstShown < 0)
            firstShown = row;
    }
    const int current = m_table->currentRow();
    if ((current < 0 || m_table->isRowHidden(current)) && firstShown >= 0)
        m_table->setCurrentCell(firstShown, CardColumn);
    // No ability shown: no details of one hidden.
    if (firstShown < 0)
        m_details->clear();
    updateCount();
}

void AbilityConfirmationsDialog::updateCount()
{
    int confirmed = 0;
    int shown = 0;
    for (int row = 0; row < m_abilities.size(); ++row) {
        confirmed += m_abilities.at(row).confirmed ? 1 : 0;
        shown += m_table->isRowHidden(row) ? 0 : 1;
    }
    m_count->setText(
        tr("%1 shown, %2 of %3 confirmed").arg(shown).arg(confirmed).arg(m_abilities.size()));
}

void AbilityConfirmationsDialog::showDetails()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_abilities.size() || m_table->isRowHidden(row)) {
        m_details->clear();
        return;
    }
    const UnverifiedAbility &one = m_abilities.at(row);
    const QString &name = m_cardNames.at(row);
    QString html = u"<p><b>%1</b>: %2</p><p>%3: %4</p>"_s.arg(
        name.toHtmlEscaped(), one.ability.words.toHtmlEscaped(),
        tr("In the program's terms").toHtmlEscaped(),
        AbilityWords::describe(one.ability).toHtmlEscaped());
    // Where the words come from, as the engines will cite it: confirmed once the box is ticked.
    const QString source = one.confirmed
                               ? CardAbility::ConfirmedSource + u"; "_s + one.ability.source
                               : one.ability.source;
    html += u"<p>%1</p>"_s.arg(abilitySourceText(name, source).toHtmlEscaped());
    const QString text = m_cardText->of(name);
    if (text.isEmpty())
        html += u"<p><i>%1</i></p>"_s.arg(
            tr("Import your LackeyCCG plugin folder (File menu) to read the card's own text "
               "here.")
                .toHtmlEscaped());
    else
        html +=
            u"<p><b>%1</b><br>%2</p>"_s.arg(tr("The card's text (your import):").toHtmlEscaped(),
                                            text.toHtmlEscaped().replace(u'\n', u"<br>"_s));
    m_details->setHtml(html);
}

void AbilityConfirmationsDialog::checkChanged(QTableWidgetItem *item)
{
    if (m_showing || item->column() != CardColumn)
        return;
    const int row = item->row();
    if (row < 0 || row >= m_abilities.size())
        return;
    UnverifiedAbility &one = m_abilities[row];
    const bool confirm = item->checkState() == Qt::Checked;
    if (confirm == one.confirmed)
        return;
    const AbilityConfirmation confirmation{one.cardId, one.ability.words};
    QString error;
    UserAbilities abilities(m_database);
    const bool done = confirm ? abilities.confirm(confirmation, &error)
                              : abilities.withdraw(confirmation, &error);
    if (!done) {
        // The box shows what the database holds.
        m_showing = true;
        item->setCheckState(one.confirmed ? Qt::Checked : Qt::Unchecked);
        m_showing = false;
        if (!showDatabaseProblem(this, m_database))
            QMessageBox::warning(this, windowTitle(),
                                 (confirm ? tr("%1: the ability could not be confirmed (%2).")
                                          : tr("%1: the confirmation could not be withdrawn (%2)."))
                                     .arg(m_cardNames.at(row), error));
        return;
    }
    one.confirmed = confirm;
    m_changed = true;
    updateCount();
    showDetails();
    emit confirmationsChanged();
}

} // namespace inwo
