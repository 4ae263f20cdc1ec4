#include "resolutionsummarymodel.h"

#include "common/colours.h"

namespace inwo {

namespace {

// The column an item's fate counts in, or nullopt when the summary does not count it.
std::optional<ResolutionSummaryModel::Column> columnOf(const PlayItem &item)
{
    using C = ResolutionSummaryModel::Column;
    switch (item.kind) {
    case PlayItemKind::Token:
        switch (item.fate) {
        case ItemFate::Spent:
            return C::TokensSpentColumn;
        case ItemFate::Returned:
            return C::TokensReturnedColumn;
        case ItemFate::Lost:
            return C::TokensLostColumn;
        default:
            return std::nullopt;
        }
    case PlayItemKind::Plot:
        switch (item.fate) {
        case ItemFate::Discarded:
            return C::PlotsDiscardedColumn;
        case ItemFate::Lost:
            return C::PlotsLostColumn;
        case ItemFate::Hand:
            return C::PlotsHandColumn;
        case ItemFate::HandExposed:
            return C::PlotsExposedColumn;
        case ItemFate::InPlay: // an NWO in force
            return C::CardsInPlayColumn;
        default:
            return std::nullopt;
        }
    case PlayItemKind::Card:
        switch (item.fate) {
        case ItemFate::Hand:
        case ItemFate::HandExposed:
            return C::CardsHandColumn;
        case ItemFate::Discarded:
        case ItemFate::Lost:
            return C::CardsDiscardedColumn;
        case ItemFate::InPlay:
            return C::CardsInPlayColumn;
        default: // a destroyed group is on the destroyed pile, none of these (R37)
            return std::nullopt;
        }
    }
    return std::nullopt;
}

} // namespace

ResolutionSummaryModel::ResolutionSummaryModel(QObject *parent) : QAbstractTableModel(parent)
{}

QList<ResolutionSummaryModel::Tally>
ResolutionSummaryModel::tally(const Timeline &timeline, const TimelineResolution &resolution)
{
    QList<Tally> tallies;
    for (const TablePlayer &player : timeline.position.players)
        tallies.append(Tally{player.name, {}});
    for (const ResolvedPlay &play : resolution.plays) {
        for (const PlayItem &item : play.items) {
            const std::optional<Column> column = columnOf(item);
            if (!column)
                continue;
            for (Tally &tally : tallies) {
                if (tally.player == item.owner)
                    ++tally.counts.at(std::size_t(*column));
            }
        }
    }
    return tallies;
}

void ResolutionSummaryModel::setTimeline(const Timeline &timeline,
                                         const TimelineResolution &resolution)
{
    beginResetModel();
    m_tallies = tally(timeline, resolution);
    endResetModel();
}

int ResolutionSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tallies.size());
}

int ResolutionSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResolutionSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_tallies.size())
        return {};
    const Tally &tally = m_tallies.at(index.row());
    if (index.column() == PlayerColumn)
        return role == Qt::DisplayRole ? QVariant(tally.player) : QVariant();
    const int count = tally.count(Column(index.column()));
    switch (role) {
    case Qt::DisplayRole:
        return count;
    case CountRole:
        return count;
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    case Qt::ForegroundRole:
        return count == 0 ? QVariant(secondaryText()) : QVariant();
    case Qt::ToolTipRole:
        return headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole);
    default:
        return {};
    }
}

QVariant ResolutionSummaryModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        // Two lines each: what, then where it went, so eleven columns fit a laptop's width.
        switch (section) {
        case PlayerColumn:
            return tr("Player");
        case TokensSpentColumn:
            return tr("Tokens\nspent");
        case TokensReturnedColumn:
            return tr("Tokens\nreturned");
        case TokensLostColumn:
            return tr("Tokens\nlost");
        case PlotsDiscardedColumn:
            return tr("Plots\ndiscarded");
        case PlotsLostColumn:
            return tr("Plots\nlost");
        case PlotsHandColumn:
            return tr("Plots\nto hand");
        case PlotsExposedColumn:
            return tr("Plots\nexposed");
        case CardsHandColumn:
            return tr("Cards\nto hand");
        case CardsDiscardedColumn:
            return tr("Cards\ndiscarded");
        case CardsInPlayColumn:
            return tr("Cards\nin play");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TokensSpentColumn:
            return tr("Action tokens used");
        case TokensReturnedColumn:
            return tr("Action tokens back on their groups");
        case TokensLostColumn:
            return tr("Action tokens gone without effect");
        case PlotsDiscardedColumn:
            return tr("Plots on the discard pile");
        case PlotsLostColumn:
            return tr("Plots gone without effect");
        case PlotsHandColumn:
            return tr("Plots back in their owner's hand, hidden");
        case PlotsExposedColumn:
            return tr("Plots back in their owner's hand, exposed");
        case CardsHandColumn:
            return tr("Cards back in (or into) a hand");
        case CardsDiscardedColumn:
            return tr("Cards on the discard pile");
        case CardsInPlayColumn:
            return tr("Cards on the table: a card taken over, an NWO in force");
        default:
            return {};
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace inwo
