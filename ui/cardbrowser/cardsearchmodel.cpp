#include "cardsearchmodel.h"

#include "common/enumnames.h"

#include <QLocale>
#include <QTimer>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Table column -> server-side sort key.
constexpr std::array<SearchSort, CardSearchModel::ColumnCount> columnSorts{
    SearchSort::Name,       SearchSort::Type,       SearchSort::Power, SearchSort::Resistance,
    SearchSort::Alignments, SearchSort::Attributes, SearchSort::Set,
};

const QString emptyStat = u"\u2014"_s; // em dash

} // namespace

CardSearchModel::CardSearchModel(QSqlDatabase database, QObject *parent)
    : QAbstractTableModel(parent), m_search(std::move(database)), m_countTimer(new QTimer(this))
{
    setUp();
}

CardSearchModel::CardSearchModel(const CardDatabase &database, QObject *parent)
    : QAbstractTableModel(parent), m_search(database), m_countTimer(new QTimer(this))
{
    setUp();
}

void CardSearchModel::setUp()
{
    m_options.limit = PageSize;
    // The first page is shown at once. Counting every match of a broad query in a large
    // database waits until the window has had time to paint the rows (a new query restarts the
    // wait), so neither start-up nor typing waits for a number in the status bar.
    m_countTimer->setSingleShot(true);
    m_countTimer->setInterval(CountDelayMs);
    connect(m_countTimer, &QTimer::timeout, this, &CardSearchModel::countTotal);
}

bool CardSearchModel::runFirstPage(const QString &query, const SearchOptions &options,
                                   SearchError *error)
{
    SearchOptions firstPage = options;
    firstPage.offset = 0;
    firstPage.limit = PageSize;
    firstPage.countAll = false;
    SearchPage page;
    SearchError searchError;
    if (!m_search.search(query, firstPage, &page, &searchError)) {
        if (error)
            *error = searchError;
        // The rows answered another query: none are shown beside the error.
        beginResetModel();
        m_cards.clear();
        m_total = 0;
        m_suggestions.clear();
        endResetModel();
        m_countTimer->stop();
        emit totalCountChanged(m_total);
        return false;
    }
    beginResetModel();
    m_query = query;
    m_options = firstPage;
    m_cards = std::move(page.cards);
    m_total = page.total < 0 ? -1 : std::max(page.total, int(m_cards.size()));
    m_suggestions = m_cards.isEmpty() ? m_search.suggestNames(query, firstPage) : QStringList();
    m_searched = true;
    endResetModel();
    emit totalCountChanged(m_total);
    if (m_total < 0)
        m_countTimer->start();
    else
        m_countTimer->stop();
    return true;
}

void CardSearchModel::countTotal()
{
    SearchOptions options = m_options;
    options.limit = 0;
    SearchPage page;
    SearchError error;
    if (!m_search.search(m_query, options, &page, &error))
        return; // the rows stay; paging stops at the first short page
    m_total = std::max(page.total, int(m_cards.size()));
    emit totalCountChanged(m_total);
}

bool CardSearchModel::setQuery(const QString &query, SearchError *error)
{
    return runFirstPage(query, m_options, error);
}

void CardSearchModel::setIncludeFan(bool include)
{
    if (include == m_options.includeFan)
        return;
    SearchOptions options = m_options;
    options.includeFan = include;
    if (!m_searched || !runFirstPage(m_query, options, nullptr))
        m_options.includeFan = include;
}

void CardSearchModel::refresh()
{
    runFirstPage(m_query, m_options, nullptr);
}

int CardSearchModel::rowOfCard(const QString &id) const
{
    for (qsizetype row = 0; row < m_cards.size(); ++row) {
        if (m_cards.at(row).id == id)
            return int(row);
    }
    return -1;
}

int CardSearchModel::sortColumn() const
{
    for (std::size_t column = 0; column < columnSorts.size(); ++column) {
        if (columnSorts[column] == m_options.sort)
            return int(column);
    }
    return NameColumn;
}

int CardSearchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

int CardSearchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CardSearchModel::powerText(const Card &card)
{
    if (card.power.isEmpty() && card.globalPower.isEmpty())
        return emptyStat;
    const QString power = card.power.isEmpty() ? emptyStat : card.power.toDisplayString();
    if (card.globalPower.isEmpty())
        return power;
    return power % u'/' % card.globalPower.toDisplayString();
}

QString CardSearchModel::resistanceText(const Card &card)
{
    return card.resistance.isEmpty() ? emptyStat : card.resistance.toDisplayString();
}

QString CardSearchModel::matchCountText(int total)
{
    if (total < 0)
        return tr("Counting cards\u2026");
    if (total == 0)
        return tr("No cards match");
    if (total == 1)
        return tr("1 card");
    return tr("%L1 cards").arg(total);
}

QVariant CardSearchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_cards.size())
        return {};
    const Card &card = m_cards.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return card.name;
        case TypeColumn:
            return EnumNames::shortTypeName(card);
        case PowerColumn:
            return powerText(card);
        case ResistanceColumn:
            return resistanceText(card);
        case AlignmentsColumn:
            return EnumNames::alignments(card);
        case AttributesColumn:
            return EnumNames::attributes(card);
        case SetColumn:
            return EnumNames::name(card.set);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (index.column() == PowerColumn || index.column() == ResistanceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == TypeColumn)
            return EnumNames::typeName(card);
        if (index.column() == AlignmentsColumn || index.column() == AttributesColumn) {
            const QString text = data(index, Qt::DisplayRole).toString();
            return text.isEmpty() ? QVariant() : QVariant(text);
        }
        return {};
    case CardIdRole:
        return card.id;
    default:
        return {};
    }
}

QVariant CardSearchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (section) {
        case NameColumn:
            return tr("Name");
        case TypeColumn:
            return tr("Type");
        case PowerColumn:
            return tr("Power/Global");
        case ResistanceColumn:
            return tr("Resistance");
        case AlignmentsColumn:
            return tr("Alignments");
        case AttributesColumn:
            return tr("Attributes");
        case SetColumn:
            return tr("Set");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (section == PowerColumn)
            return tr("Power, and Global Power after the slash; * marks a variable value");
        return {};
    case Qt::TextAlignmentRole:
        if (section == PowerColumn || section == ResistanceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::InitialSortOrderRole:
        // The strongest cards first is what players look for in a stat column.
        if (section == PowerColumn || section == ResistanceColumn)
            return int(Qt::DescendingOrder);
        return int(Qt::AscendingOrder);
    default:
        return {};
    }
}

bool CardSearchModel::canFetchMore(const QModelIndex &parent) const
{
    // While the count is pending, a full first page may have more behind it.
    return !parent.isValid() && (m_total < 0 ? !m_cards.isEmpty() : m_cards.size() < m_total);
}

void CardSearchModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    SearchOptions options = m_options;
    options.offset = int(m_cards.size());
    options.limit = PageSize;
    SearchPage page;
    SearchError error;
    if (!m_search.search(m_query, options, &page, &error) || page.cards.isEmpty()) {
        // The cards changed under us; stop paging rather than ask again and again.
        m_total = int(m_cards.size());
        return;
    }
    const int first = int(m_cards.size());
    beginInsertRows({}, first, first + int(page.cards.size()) - 1);
    m_cards.append(std::move(page.cards));
    endInsertRows();
}

void CardSearchModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    SearchOptions options = m_options;
    options.sort = columnSorts[std::size_t(column)];
    options.order = order;
    if (!runFirstPage(m_query, options, nullptr)) {
        m_options.sort = options.sort;
        m_options.order = order;
    }
}

} // namespace inwo
