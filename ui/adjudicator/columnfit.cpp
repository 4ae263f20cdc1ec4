#include "columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>
#include <cmath>

namespace inwo {

ColumnFit::ColumnFit(QTableView *table, const QHash<int, Width> &widths, int lastLeast)
    : QObject(table), m_table(table), m_widths(widths), m_lastLeast(lastLeast)
{}

ColumnFit *ColumnFit::attach(QTableView *table, const QHash<int, Width> &widths, int lastLeast)
{
    auto *fitter = new ColumnFit(table, widths, lastLeast);
    fitter->m_viewport = table->viewport();
    table->viewport()->installEventFilter(fitter);
    table->horizontalHeader()->setStretchLastSection(true);
    fitter->fit();
    return fitter;
}

bool ColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    // The type first, and the viewport as it was kept: while the table is being destroyed its
    // viewport still sends events, and the table is then no longer a scroll area to ask.
    if (event->type() == QEvent::Resize && watched == m_viewport &&
        m_table->viewport()->width() != m_fittedWidth)
        fit();
    return QObject::eventFilter(watched, event);
}

void ColumnFit::fit()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int available = m_table->viewport()->width();
    m_fittedWidth = available;
    // The visible columns before the last one, which stretches.
    int last = -1;
    for (int column = header->count() - 1; column >= 0 && last < 0; --column) {
        if (!header->isSectionHidden(column))
            last = column;
    }
    QList<int> columns;
    for (int column = 0; column < last; ++column) {
        if (!header->isSectionHidden(column))
            columns.append(column);
    }
    const auto natural = [&](int column) {
        return m_widths.contains(column) ? m_widths.value(column).natural
                                         : header->sectionSize(column);
    };
    const auto least = [&](int column) {
        return m_widths.contains(column) ? std::min(m_widths.value(column).least, natural(column))
                                         : natural(column);
    };
    int wanted = m_lastLeast;
    int room = 0; // what the columns can give
    for (const int column : std::as_const(columns)) {
        wanted += natural(column);
        room += natural(column) - least(column);
    }
    // Each column gives the same share of what it can give.
    const double share =
        wanted <= available || room == 0 ? 0.0 : std::min(1.0, double(wanted - available) / room);
    for (const int column : std::as_const(columns)) {
        const int give = int(std::ceil((natural(column) - least(column)) * share));
        header->resizeSection(column, natural(column) - give);
    }
}

} // namespace inwo
