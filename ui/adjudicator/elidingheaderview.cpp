#include "elidingheaderview.h"

#include <QHelpEvent>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QToolTip>

namespace inwo {

ElidingHeaderView::ElidingHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{}

QString ElidingHeaderView::title(int logicalIndex) const
{
    return model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
}

int ElidingHeaderView::textWidth(int logicalIndex) const
{
    return sectionSize(logicalIndex) -
           2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
}

bool ElidingHeaderView::isElided(int logicalIndex) const
{
    return fontMetrics().horizontalAdvance(title(logicalIndex)) > textWidth(logicalIndex);
}

void ElidingHeaderView::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    // The option's rectangle is the whole header here, not yet the section's.
    option->text =
        option->fontMetrics.elidedText(option->text, Qt::ElideRight, textWidth(logicalIndex));
}

bool ElidingHeaderView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int section = logicalIndexAt(help->pos());
        // A shortened title without a tooltip of its own shows itself whole.
        if (section >= 0 && isElided(section) &&
            model()->headerData(section, orientation(), Qt::ToolTipRole).toString().isEmpty()) {
            QToolTip::showText(help->globalPos(), title(section), this);
            return true;
        }
    }
    return QHeaderView::viewportEvent(event);
}

} // namespace inwo
