#pragma once

#include <QHash>
#include <QObject>

class QTableView;

namespace inwo {

// Fits a table's columns into its width. While they all fit, each column has its natural width;
// in a narrower table (a laptop screen, the longer German words) the columns that can give room
// narrow down to their least width, so that the last column, the row's status, keeps its least
// width in view instead of being scrolled off to the right. It fits again when the table's width
// changes; cut text is elided, and the cells' tooltips hold it whole.
class ColumnFit : public QObject
{
    Q_OBJECT

public:
    struct Width
    {
        int natural = 0;
        int least = 0;
    };

    // Fits `table` from now on (the fitter is the table's child). `widths` by column: a column
    // not given keeps its size and never narrows. `lastLeast`: the least width of the last
    // visible column, which stretches over what is left.
    static ColumnFit *attach(QTableView *table, const QHash<int, Width> &widths, int lastLeast);

    // Sizes the columns for the table's width now.
    void fit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ColumnFit(QTableView *table, const QHash<int, Width> &widths, int lastLeast);

    QTableView *m_table;
    const QObject *m_viewport = nullptr; // the table's viewport, whose resizes are watched
    QHash<int, Width> m_widths;
    int m_lastLeast;
    int m_fittedWidth = -1;
};

} // namespace inwo
