#pragma once

#include <QStyledItemDelegate>

namespace inwo {

// Draws the card table's cells with some air on both sides, so a right-aligned number never
// touches the text of the next column.
class CardTableDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static constexpr int HorizontalPadding = 6;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace inwo
