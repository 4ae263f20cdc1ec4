#pragma once

#include <QStyledItemDelegate>

class QTimer;
class QTreeView;

namespace inwo {

// Lets a tree's rows grow to show the whole text of one column on as many lines as its width needs
// (a QTreeView measures a row as if its column had no width, so wrapped text is cut instead); the
// other columns keep one line each. The rows are measured again when a column is resized.
class WrappingDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    WrappingDelegate(QTreeView *view, int wrappedColumn);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    QTreeView *m_view;
    int m_wrappedColumn;
    QTimer *m_relayout;
};

} // namespace inwo
