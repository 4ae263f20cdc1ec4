#include "wrappingdelegate.h"

#include <QHeaderView>
#include <QStyle>
#include <QTimer>
#include <QTreeView>

namespace inwo {

WrappingDelegate::WrappingDelegate(QTreeView *view, int wrappedColumn)
    : QStyledItemDelegate(view), m_view(view), m_wrappedColumn(wrappedColumn),
      m_relayout(new QTimer(this))
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    view->setTextElideMode(Qt::ElideNone);
    // One new measurement after a resize, however many steps it took.
    m_relayout->setSingleShot(true);
    m_relayout->setInterval(0);
    connect(m_relayout, &QTimer::timeout, view, &QTreeView::doItemsLayout);
    connect(view->header(), &QHeaderView::sectionResized, m_relayout, qOverload<>(&QTimer::start));
}

void WrappingDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() == m_wrappedColumn) {
        option->features |= QStyleOptionViewItem::WrapText;
        option->textElideMode = Qt::ElideNone;
    } else {
        option->features &= ~QStyleOptionViewItem::WrapText;
        option->textElideMode = Qt::ElideRight;
    }
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    if (index.column() != m_wrappedColumn) {
        // One line, whatever its length: the column cuts it.
        item.text = item.text.section(u'\n', 0, 0).left(1);
        return m_view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &item, QSize(), m_view);
    }
    int width = m_view->columnWidth(index.column());
    if (index.column() == m_view->header()->logicalIndex(0)) {
        // The first column gives its indentation to the branches.
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        width -= depth * m_view->indentation();
    }
    item.rect = QRect(0, 0, std::max(width, 24), 1);
    const QSize size =
        m_view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &item, QSize(), m_view);
    return QSize(std::min(size.width(), width), size.height());
}

} // namespace inwo
