#pragma once

#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QAbstractTableModel>
#include <QList>

#include <array>

namespace inwo {

// Where the timeline leaves each player's things: for every player of the position, how many of
// his Action tokens were spent, returned and lost, how many of his Plots were discarded, lost or
// came back to his hand (hidden or exposed), and how many cards went to his hand, to the
// discard pile or into play, counted over the items of every play.
class ResolutionSummaryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        TokensSpentColumn,
        TokensReturnedColumn,
        TokensLostColumn,
        PlotsDiscardedColumn,
        PlotsLostColumn,
        PlotsHandColumn,
        PlotsExposedColumn,
        CardsHandColumn,
        CardsDiscardedColumn,
        CardsInPlayColumn,
        ColumnCount
    };
    static constexpr int CountRole = Qt::UserRole + 1; // a count column's number

    // One player's counts, by column (the player column's is unused).
    struct Tally
    {
        QString player;
        std::array<int, ColumnCount> counts{};

        int count(Column column) const { return counts.at(std::size_t(column)); }
    };

    explicit ResolutionSummaryModel(QObject *parent = nullptr);

    // The counts of every player of `timeline`'s position, in seating order.
    static QList<Tally> tally(const Timeline &timeline, const TimelineResolution &resolution);

    void setTimeline(const Timeline &timeline, const TimelineResolution &resolution);
    const QList<Tally> &tallies() const { return m_tallies; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<Tally> m_tallies;
};

} // namespace inwo
