#pragma once

#include <QHeaderView>

namespace inwo {

// A table header whose titles end in "…" when their column is too narrow for them (Qt's own header
// cuts them off at both ends), with the whole title in the tooltip of a shortened one.
class ElidingHeaderView : public QHeaderView
{
    Q_OBJECT

public:
    explicit ElidingHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    // True when the title of `logicalIndex` is shown shortened.
    bool isElided(int logicalIndex) const;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;
    bool viewportEvent(QEvent *event) override;

private:
    int textWidth(int logicalIndex) const; // the room for a title in its section
    QString title(int logicalIndex) const;
};

} // namespace inwo
