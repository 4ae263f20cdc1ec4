#include "cardbrowserwidget.h"

#include "carddatabase.h"
#include "cardpanel.h"
#include "cardsearchmodel.h"
#include "cardtabledelegate.h"
#include "common/statuscolours.h"
#include "common/suggestionlabel.h"

#include <QAction>
#include <QActionGroup>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int searchDelayMs = 120;

const QString settingsGroup = u"cardBrowser"_s;
const QString headerKey = u"header"_s;
const QString splitterKey = u"splitter"_s;
const QString includeFanKey = u"includeFan"_s;

} // namespace

CardBrowserWidget::CardBrowserWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database)
{
    QSettings settings;
    settings.beginGroup(settingsGroup);
    const bool includeFan = settings.value(includeFanKey, false).toBool();

    m_model = new CardSearchModel(database, this);
    m_model->setIncludeFan(includeFan);

    m_searchField = new QLineEdit(this);
    m_searchField->setObjectName(u"searchField"_s);
    m_searchField->setAccessibleName(tr("Search cards"));
    m_searchField->setProperty("inwoHelp", u"search.md"_s); // F1
    m_searchField->setPlaceholderText(tr(
        "Search cards: words of a name, or fields such as t:personality a:violent (F1 for help)"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->installEventFilter(this);

    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(u"searchErrorLabel"_s);
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setWordWrap(true);
    followPalette(m_errorLabel, [this] {
        m_errorLabel->setStyleSheet(StatusColours::messageBoxStyle(StatusTone::Bad));
    });
    m_errorLabel->hide();

    m_suggestionLabel = new SuggestionLabel(this);
    m_suggestionLabel->setObjectName(u"searchSuggestionLabel"_s);
    connect(m_suggestionLabel, &SuggestionLabel::suggestionChosen, this,
            &CardBrowserWidget::applySuggestion);

    m_table = new QTableView(this);
    m_table->setObjectName(u"cardTable"_s);
    m_table->setAccessibleName(tr("Cards found"));
    m_table->setProperty("inwoHelp", u"index.md#finding-cards"_s); // F1
    m_table->setModel(m_model);
    m_table->setItemDelegate(new CardTableDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false);
    m_table->setShowGrid(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->installEventFilter(this);

    QHeaderView *header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionsMovable(true);
    header->setStretchLastSection(true);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSortIndicator(CardSearchModel::NameColumn, Qt::AscendingOrder);
    applyDefaultColumnWidths();
    header->restoreState(settings.value(headerKey).toByteArray());

    m_panel = new CardPanel(this);
    m_panel->setObjectName(u"cardPanel"_s);
    m_panel->setProperty("inwoHelp", u"index.md#card-text-and-images"_s); // F1

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"cardBrowserSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_panel);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({930, 350});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_searchField);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_suggestionLabel);
    layout->addWidget(m_splitter, 1);

    setFocusProxy(m_searchField);
    setTabOrder(m_searchField, m_table);
    setTabOrder(m_table, m_panel);

    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(searchDelayMs);
    connect(m_searchField, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_searchTimer, &QTimer::timeout, this, &CardBrowserWidget::searchNow);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CardBrowserWidget::showCurrentCard);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CardBrowserWidget::reselectCard);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CardBrowserWidget::updateSuggestions);
    connect(m_model, &CardSearchModel::totalCountChanged, this,
            [this](int total) { emit matchCountChanged(CardSearchModel::matchCountText(total)); });

    m_includeFanAction = new QAction(tr("Include &Fan Cards"), this);
    m_includeFanAction->setObjectName(u"actionIncludeFan"_s);
    m_includeFanAction->setCheckable(true);
    m_includeFanAction->setChecked(includeFan);
    m_includeFanAction->setStatusTip(tr("Also list fan-made cards (they always come when the "
                                        "query names set:fan)"));
    connect(m_includeFanAction, &QAction::toggled, this, &CardBrowserWidget::setIncludeFan);

    createSortActions();

    // Sorting on runs the first search, in the order the (restored) header shows.
    m_table->setSortingEnabled(true);
    if (!m_model->hasSearched())
        m_model->refresh();
}

void CardBrowserWidget::createSortActions()
{
    auto *group = new QActionGroup(this);
    for (int column = 0; column < CardSearchModel::ColumnCount; ++column) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        auto *action = new QAction(title, group);
        action->setObjectName(u"actionSortBy%1"_s.arg(column));
        action->setCheckable(true);
        connect(action, &QAction::triggered, this, [this, column] {
            QHeaderView *header = m_table->horizontalHeader();
            const bool again = header->sortIndicatorSection() == column;
            const Qt::SortOrder order = again && header->sortIndicatorOrder() == Qt::AscendingOrder
                                            ? Qt::DescendingOrder
                                            : Qt::AscendingOrder;
            m_table->sortByColumn(column, order);
        });
        m_sortActions.append(action);
    }
    auto check = [this](int column) {
        if (column >= 0 && column < m_sortActions.size())
            m_sortActions.at(column)->setChecked(true);
    };
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, check);
    check(m_table->horizontalHeader()->sortIndicatorSection());
}

void CardBrowserWidget::applyDefaultColumnWidths()
{
    // Wide enough for typical values (longer ones elide and show a tooltip) and the header.
    const QFontMetrics metrics = m_table->fontMetrics();
    const int padding = 2 * CardTableDelegate::HorizontalPadding + 8;
    const auto width = [&](const QString &sample, int column) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        // The header also holds the sort arrow.
        return std::max(metrics.horizontalAdvance(sample) + padding,
                        metrics.horizontalAdvance(title) + padding + 14);
    };
    const auto resize = [&](int column, const QString &sample) {
        m_table->horizontalHeader()->resizeSection(column, width(sample, column));
    };
    resize(CardSearchModel::NameColumn, u"Advanced Supersonic Alum"_s);
    resize(CardSearchModel::TypeColumn, u"Assassination"_s);
    resize(CardSearchModel::PowerColumn, u"10*/10"_s);
    resize(CardSearchModel::ResistanceColumn, u"10*"_s);
    resize(CardSearchModel::AlignmentsColumn, u"Conservative, Violent"_s);
    resize(CardSearchModel::AttributesColumn, u"Computer, Green"_s);
    resize(CardSearchModel::SetColumn, u"Limited/Unlimited"_s);
}

void CardBrowserWidget::saveSettings(QSettings &settings) const
{
    settings.beginGroup(settingsGroup);
    settings.setValue(headerKey, m_table->horizontalHeader()->saveState());
    settings.setValue(splitterKey, m_splitter->saveState());
    settings.setValue(includeFanKey, m_model->includeFan());
    settings.endGroup();
}

QString CardBrowserWidget::errorText() const
{
    return m_errorLabel->isHidden() ? QString() : m_errorLabel->text();
}

QString CardBrowserWidget::matchCountText() const
{
    return CardSearchModel::matchCountText(m_model->totalCount());
}

void CardBrowserWidget::focusSearchField()
{
    m_searchField->setFocus(Qt::ShortcutFocusReason);
    m_searchField->selectAll();
}

void CardBrowserWidget::searchNow()
{
    m_searchTimer->stop();
    SearchError error;
    if (m_model->setQuery(m_searchField->text().trimmed(), &error))
        clearSearchError();
    else
        showSearchError(error);
    updateSuggestions();
}

void CardBrowserWidget::updateSuggestions()
{
    m_suggestionLabel->setSuggestions(errorText().isEmpty() ? m_model->suggestions()
                                                            : QStringList());
}

void CardBrowserWidget::applySuggestion(const QString &name)
{
    m_searchField->setText(name);
    searchNow();
    if (m_model->rowCount() > 0)
        moveCurrentRow(0);
}

QString CardBrowserWidget::suggestionText() const
{
    return m_suggestionLabel->shownText();
}

void CardBrowserWidget::refresh()
{
    m_shownCardId.clear();
    const QModelIndex current = m_table->currentIndex();
    const QString currentId = current.isValid() ? m_model->cardAt(current.row()).id
                              : m_panel->card() ? m_panel->card()->id
                                                : QString();
    m_model->refresh();
    const int row = currentId.isEmpty() ? -1 : m_model->rowOfCard(currentId);
    // The panel shows a card of the results, with what is stored for it now (an import may
    // have brought its text), or nothing.
    if (row >= 0) {
        m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                                   QItemSelectionModel::ClearAndSelect |
                                                       QItemSelectionModel::Rows);
        showCurrentCard();
    } else {
        m_panel->clear();
    }
}

void CardBrowserWidget::setIncludeFan(bool include)
{
    if (m_includeFanAction->isChecked() != include)
        m_includeFanAction->setChecked(include); // comes back here through toggled()
    else
        m_model->setIncludeFan(include);
}

void CardBrowserWidget::showSearchError(const SearchError &error)
{
    m_errorLabel->setText(error.message);
    m_errorLabel->show();
    m_searchField->setToolTip(error.message);
}

void CardBrowserWidget::clearSearchError()
{
    m_errorLabel->clear();
    m_errorLabel->hide();
    m_searchField->setToolTip(QString());
}

void CardBrowserWidget::moveCurrentRow(int delta)
{
    if (m_model->rowCount() == 0)
        return;
    const QModelIndex current = m_table->currentIndex();
    int row = current.isValid() ? current.row() + delta : 0;
    if (row >= m_model->rowCount() && m_model->canFetchMore({}))
        m_model->fetchMore({});
    row = std::clamp(row, 0, m_model->rowCount() - 1);
    const QModelIndex target = m_model->index(row, current.isValid() ? current.column() : 0);
    m_table->selectionModel()->setCurrentIndex(target, QItemSelectionModel::ClearAndSelect |
                                                           QItemSelectionModel::Rows);
    m_table->scrollTo(target);
}

void CardBrowserWidget::showCurrentCard()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return; // keep showing the last card while the results change
    const Card &card = m_model->cardAt(current.row());
    if (card.id == m_shownCardId)
        return;
    m_shownCardId = card.id;
    m_panel->showCard(card, m_database.cardText(card.id));
}

void CardBrowserWidget::reselectCard()
{
    if (m_shownCardId.isEmpty())
        return;
    const int row = m_model->rowOfCard(m_shownCardId);
    if (row < 0) {
        // The panel never shows a card the results do not hold.
        m_shownCardId.clear();
        m_panel->clear();
        return;
    }
    const QModelIndex index = m_model->index(row, 0);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

bool CardBrowserWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *keyEvent = static_cast<QKeyEvent *>(event);
    const bool plain = (keyEvent->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;

    if (watched == m_searchField && plain) {
        const int page =
            std::max(1, m_table->viewport()->height() /
                                std::max(1, m_table->verticalHeader()->defaultSectionSize()) -
                            1);
        switch (keyEvent->key()) {
        case Qt::Key_Up:
            moveCurrentRow(-1);
            return true;
        case Qt::Key_Down:
            moveCurrentRow(1);
            return true;
        case Qt::Key_PageUp:
            moveCurrentRow(-page);
            return true;
        case Qt::Key_PageDown:
            moveCurrentRow(page);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            searchNow();
            if (m_model->rowCount() == 0 && !m_model->suggestions().isEmpty())
                applySuggestion(m_model->suggestions().constFirst());
            if (m_model->rowCount() > 0) {
                if (!m_table->currentIndex().isValid())
                    moveCurrentRow(0);
                m_table->setFocus(Qt::OtherFocusReason);
            }
            return true;
        case Qt::Key_Escape:
            if (m_searchField->text().isEmpty())
                return false;
            m_searchField->clear();
            return true;
        default:
            break;
        }
    } else if (watched == m_table && plain && keyEvent->key() == Qt::Key_Escape) {
        focusSearchField();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inwo
