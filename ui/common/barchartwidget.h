#pragma once

#include <QList>
#include <QString>
#include <QWidget>

namespace inwo {

// A small vertical bar chart painted with QPainter: a title, one labelled bar per value, the value
// over each bar, and bars that can be highlighted. Narrow columns turn labels and values upright
// and shrink them rather than leave a bar unlabelled. Used for the deck statistics (and later the
// adjudicator's odds over 2..12). Keyboard and screen readers get the same numbers through the
// accessible description and the tooltip of each bar.
class BarChartWidget : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString label;      // under the bar: "4", "Violent"
        double value = 0.0; // height
        QString valueText;  // over the bar; the value itself when empty ("12%")
        bool highlighted = false;
        QString toolTip; // the bar's tooltip; "label: value" when empty
    };

    explicit BarChartWidget(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const { return m_title; }
    void setBars(const QList<Bar> &bars);
    const QList<Bar> &bars() const { return m_bars; }
    // The value the tallest bar reaches (0: the largest value).
    void setMaximum(double maximum);

    // Where bar `index` is painted (its full height for a value of 0 is an empty rectangle on the
    // base line), and which bar's column holds `pos` (-1: none). For tests and tooltips.
    QRect barRect(int index) const;
    // Where the title is painted: as many lines as it takes at the current width.
    QRect titleRect() const;
    int barAt(const QPoint &pos) const;
    // The tooltip of bar `index`: its own, or "label: value".
    QString barToolTip(int index) const;
    // The label under bar `index` and the value over it as painted at the current size (elided
    // with "…" when too long, empty when not painted). Every bar gets both unless its column is
    // narrower than the smallest readable font.
    QString shownLabel(int index) const;
    QString shownValue(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void barClicked(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override; // tooltips per bar
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateAccessibleDescription();

    QString m_title;
    QList<Bar> m_bars;
    double m_maximum = 0.0;
};

} // namespace inwo
