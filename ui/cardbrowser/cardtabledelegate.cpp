#include "cardtabledelegate.h"

#include <QApplication>
#include <QPainter>

namespace inwo {

void CardTableDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();

    // The row's background and selection across the full cell, the text inset. Whole rows are
    // selected, so no single cell gets a focus frame.
    QStyleOptionViewItem background = opt;
    background.text.clear();
    background.state &= ~QStyle::State_HasFocus;
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const QRect textRect = opt.rect.adjusted(HorizontalPadding, 0, -HorizontalPadding, 0);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled)  ? QPalette::Disabled
                                       : !(opt.state & QStyle::State_Active) ? QPalette::Inactive
                                                                             : QPalette::Normal;
    painter->save();
    painter->setClipRect(opt.rect);
    painter->setPen(opt.palette.color(
        group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(opt.font);
    painter->drawText(textRect, int(opt.displayAlignment),
                      opt.fontMetrics.elidedText(opt.text, opt.textElideMode, textRect.width()));
    painter->restore();
}

QSize CardTableDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    return {size.width() + 2 * HorizontalPadding, size.height()};
}

} // namespace inwo
