#include "barchartwidget.h"

#include "colours.h"

#include <QEvent>
#include <QFontInfo>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int margin = 6;
constexpr int titleGap = 4;
constexpr int labelGap = 4;
constexpr int longestLabel = 110; // pixels; longer labels are elided
constexpr int widestBar = 44;
constexpr double barFill = 0.7; // of each bar's column
constexpr double cos45 = 0.70710678118654752;
constexpr int hintWidth = 260;
constexpr int hintPlotHeight = 92;
constexpr int minimumPlot = 60;
constexpr int smallestLabelPixels = 8; // upright labels shrink to fit narrow columns, not below

// How the labels under the bars are written: level when they all fit, slanted when the columns
// are too narrow for them, upright when even slanted ones would touch.
enum class LabelMode { Level, Slanted, Upright };

struct ChartGeometry
{
    QRect titleRect;
    QRect plotRect; // the bars grow up from its bottom edge; the values sit above them
    int valueHeight = 0;
    LabelMode labelMode = LabelMode::Level;
    int labelTop = 0;
    int labelLength = longestLabel; // the longest label drawn, in pixels
    int labelStep = 1;              // every labelStep-th label is drawn
    double column = 0.0;            // width of each bar's column
    QFont labelFont;                // smaller than the widget's when columns are narrow
    bool uprightValues = false;     // values too wide for their columns read upwards
    QFont valueFont;
};

QFont titleFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    return font;
}

QFont smallFont(const QFont &base)
{
    QFont font = base;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.9));
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(8, font.pixelSize() * 9 / 10));
    return font;
}

QString valueTextOf(const BarChartWidget::Bar &bar)
{
    return bar.valueText.isEmpty() ? QLocale().toString(bar.value, 'g', 6) : bar.valueText;
}

ChartGeometry chartGeometry(const QList<BarChartWidget::Bar> &bars, const QString &title,
                            const QFont &font, const QRect &rect)
{
    ChartGeometry geometry;
    const QRect content = rect.adjusted(margin, margin, -margin, -margin);
    int top = content.top();
    if (!title.isEmpty()) {
        const QFontMetrics titleMetrics(titleFont(font));
        // A narrow chart wraps its title at word breaks rather than cut it off.
        const int titleHeight = titleMetrics
                                    .boundingRect(QRect(0, 0, std::max(1, content.width()), 10000),
                                                  Qt::AlignLeft | Qt::TextWordWrap, title)
                                    .height();
        geometry.titleRect = QRect(content.left(), top, content.width(),
                                   std::max(titleHeight, titleMetrics.height()));
        top += geometry.titleRect.height() + titleGap;
    }
    QFont labelFont = smallFont(font);
    QFontMetrics labelMetrics(labelFont);
    geometry.valueHeight = labelMetrics.height() + 2;

    const qsizetype count = std::max<qsizetype>(1, bars.size());
    int widest = 0;
    for (const auto &bar : bars)
        widest = std::max(widest, labelMetrics.horizontalAdvance(bar.label));
    // A pixel or two of slack: advances are rounded, and a label as wide as its room may elide.
    widest = std::min(widest + 2, longestLabel);

    // Labels leave the bars a plot of at least minimumPlot pixels and take at most three fifths
    // of the height; longer ones are elided.
    const int available = std::max(0, content.bottom() - top + 1);
    const int labelRoom =
        std::max(labelMetrics.height() + labelGap,
                 std::min(available - geometry.valueHeight - minimumPlot, available * 3 / 5));
    const int lineHeight = labelMetrics.height();

    int left = content.left();
    double column = double(content.width()) / double(count);
    int labelHeight = lineHeight + labelGap;
    bool fitsLevel = true;
    for (const auto &bar : bars) {
        if (labelMetrics.horizontalAdvance(bar.label) > column - 4)
            fitsLevel = false;
    }
    if (fitsLevel || bars.isEmpty()) {
        geometry.labelMode = LabelMode::Level;
        geometry.labelLength = int(column) - 4;
    } else if (column >= 1.45 * lineHeight) {
        geometry.labelMode = LabelMode::Slanted;
        geometry.labelLength =
            std::min(widest, int((labelRoom - labelGap - lineHeight * cos45) / cos45));
        labelHeight = int(std::ceil(geometry.labelLength * cos45 + lineHeight * cos45)) + labelGap;
        // A slanted label ends under its bar and reaches down to the left: the first columns may
        // need room on the left. Twice, since the room narrows the columns.
        int indent = 0;
        for (int pass = 0; pass < 2; ++pass) {
            indent = 0;
            for (qsizetype i = 0; i < bars.size(); ++i) {
                const int length =
                    std::min(geometry.labelLength, labelMetrics.horizontalAdvance(bars[i].label));
                const double reach = (length + lineHeight * 0.5) * cos45;
                indent = std::max(indent, int(std::ceil(reach - (double(i) + 0.5) * column)));
            }
            indent = std::min(indent, content.width() / 3);
            column = double(content.width() - indent) / double(count);
        }
        left += indent;
    } else {
        geometry.labelMode = LabelMode::Upright;
        // Every bar keeps its label: upright ones shrink until they fit their columns; only
        // columns narrower than the smallest readable font skip labels.
        int pixels = QFontInfo(labelFont).pixelSize();
        while (labelMetrics.height() > column && pixels > smallestLabelPixels) {
            labelFont.setPixelSize(--pixels);
            labelMetrics = QFontMetrics(labelFont);
        }
        int widestUpright = 0;
        for (const auto &bar : bars)
            widestUpright = std::max(widestUpright, labelMetrics.horizontalAdvance(bar.label));
        geometry.labelLength =
            std::min(std::min(widestUpright + 2, longestLabel), labelRoom - labelGap);
        labelHeight = geometry.labelLength + labelGap;
        geometry.labelStep =
            std::max(1, int(std::ceil(labelMetrics.height() / std::max(1.0, column))));
    }
    geometry.column = column;
    geometry.labelFont = labelFont;

    // The values over the bars: level when the widest fits its column, else upright above the
    // bar (shrunk, like the labels, to the column).
    QFont valueFont = smallFont(font);
    valueFont.setBold(true); // the highlighted bar's value is bold: measure the wider one
    QFontMetrics valueMetrics(valueFont);
    int widestValue = 0;
    for (const auto &bar : bars)
        widestValue = std::max(widestValue, valueMetrics.horizontalAdvance(valueTextOf(bar)));
    if (widestValue > column) {
        geometry.uprightValues = true;
        int pixels = QFontInfo(valueFont).pixelSize();
        while (valueMetrics.height() > column && pixels > smallestLabelPixels) {
            valueFont.setPixelSize(--pixels);
            valueMetrics = QFontMetrics(valueFont);
        }
        widestValue = 0;
        for (const auto &bar : bars)
            widestValue = std::max(widestValue, valueMetrics.horizontalAdvance(valueTextOf(bar)));
        geometry.valueHeight = std::max(geometry.valueHeight, widestValue + 4);
    }
    valueFont.setBold(false);
    geometry.valueFont = valueFont;

    const int plotTop = top + geometry.valueHeight;
    const int plotBottom = content.bottom() - labelHeight;
    geometry.plotRect = QRect(QPoint(left, plotTop), QPoint(content.right(), plotBottom));
    geometry.labelTop = plotBottom + 1 + labelGap;
    return geometry;
}

QRect barBox(const ChartGeometry &geometry, const QList<BarChartWidget::Bar> &bars, double maximum,
             qsizetype index)
{
    double top = maximum;
    if (top <= 0.0) {
        for (const auto &bar : bars)
            top = std::max(top, bar.value);
    }
    const QRect &plot = geometry.plotRect;
    const double value = std::clamp(bars[index].value, 0.0, std::max(top, 0.0));
    const int height = top > 0.0 ? int(std::lround(value / top * plot.height())) : 0;
    const double width = std::min(double(widestBar), std::max(1.0, geometry.column * barFill));
    const double centre = plot.left() + (double(index) + 0.5) * geometry.column;
    const int left = int(std::lround(centre - width / 2.0));
    return {left, plot.bottom() + 1 - height, std::max(1, int(std::lround(width))), height};
}

// A label or value as painted: elided to `room` pixels, empty when the step skips its bar, and
// empty when even one letter and the ellipsis do not fit (nothing is drawn rather than "…").
QString shownText(const QFont &font, const QString &words, int step, qsizetype index, int room)
{
    if (step > 1 && index % step != 0)
        return {};
    const QString shown = QFontMetrics(font).elidedText(words, Qt::ElideRight, room);
    return shown == u"…"_s ? QString() : shown;
}

} // namespace

BarChartWidget::BarChartWidget(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    updateAccessibleDescription();
}

void BarChartWidget::setTitle(const QString &title)
{
    if (title == m_title)
        return;
    m_title = title;
    setAccessibleName(title);
    updateGeometry();
    update();
}

void BarChartWidget::setBars(const QList<Bar> &bars)
{
    m_bars = bars;
    updateAccessibleDescription();
    updateGeometry();
    update();
}

void BarChartWidget::setMaximum(double maximum)
{
    m_maximum = std::max(0.0, maximum);
    update();
}

QRect BarChartWidget::titleRect() const
{
    return chartGeometry(m_bars, m_title, font(), rect()).titleRect;
}

QRect BarChartWidget::barRect(int index) const
{
    if (index < 0 || index >= m_bars.size())
        return {};
    return barBox(chartGeometry(m_bars, m_title, font(), rect()), m_bars, m_maximum, index);
}

int BarChartWidget::barAt(const QPoint &pos) const
{
    if (m_bars.isEmpty())
        return -1;
    const ChartGeometry geometry = chartGeometry(m_bars, m_title, font(), rect());
    const QRect &plot = geometry.plotRect;
    if (pos.y() < plot.top() - geometry.valueHeight || pos.y() > height() - margin ||
        pos.x() < plot.left() || geometry.column <= 0.0)
        return -1;
    const int index = int((pos.x() - plot.left()) / geometry.column);
    return index < m_bars.size() ? index : -1;
}

QString BarChartWidget::barToolTip(int index) const
{
    if (index < 0 || index >= m_bars.size())
        return {};
    const Bar &bar = m_bars[index];
    if (!bar.toolTip.isEmpty())
        return bar.toolTip;
    return tr("%1: %2", "bar chart tooltip: label and value").arg(bar.label, valueTextOf(bar));
}

QSize BarChartWidget::sizeHint() const
{
    // The plot's own height plus whatever the title, values and labels need at the usual width.
    const int probeHeight = 400;
    const ChartGeometry geometry =
        chartGeometry(m_bars, m_title, font(), QRect(0, 0, hintWidth, probeHeight));
    const int around = probeHeight - geometry.plotRect.height();
    return {hintWidth, std::max(160, around + hintPlotHeight)};
}

QSize BarChartWidget::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    return {120, 4 * metrics.height() + 2 * margin + 40};
}

void BarChartWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setRenderHint(QPainter::TextAntialiasing, true);

    const QPalette &colours = palette();
    const QColor text = colours.color(QPalette::WindowText);
    const QColor background = colours.color(QPalette::Window);
    const QColor barColour = mix(text, background, 0.45);
    const QColor highlightColour = colours.color(QPalette::Highlight);
    const QColor baseLine = mix(text, background, 0.6);

    const ChartGeometry geometry = chartGeometry(m_bars, m_title, font(), rect());

    if (!m_title.isEmpty()) {
        painter.setFont(titleFont(font()));
        painter.setPen(text);
        painter.drawText(geometry.titleRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                         m_title);
    }

    if (m_bars.isEmpty()) {
        painter.setFont(font());
        painter.setPen(colours.color(QPalette::PlaceholderText));
        const QRect area =
            rect().adjusted(margin, geometry.titleRect.bottom() + 1, -margin, -margin);
        painter.drawText(area, Qt::AlignCenter, tr("No data"));
        return;
    }

    const QRect &plot = geometry.plotRect;
    painter.setPen(QPen(baseLine, 1));
    painter.drawLine(plot.left(), plot.bottom() + 1, plot.right(), plot.bottom() + 1);

    const QFont &labelFont = geometry.labelFont;
    const QFontMetrics labelMetrics(labelFont);
    const int lineHeight = labelMetrics.height();

    for (qsizetype i = 0; i < m_bars.size(); ++i) {
        const Bar &bar = m_bars[i];
        const QRect box = barBox(geometry, m_bars, m_maximum, i);
        if (box.height() > 0)
            painter.fillRect(box, bar.highlighted ? highlightColour : barColour);

        // The value over the bar: level, or reading upwards when the columns are narrow.
        QFont valueFont = geometry.valueFont;
        valueFont.setBold(bar.highlighted);
        painter.setFont(valueFont);
        painter.setPen(text);
        const QString value =
            shownText(valueFont, valueTextOf(bar), 1, i,
                      geometry.uprightValues ? geometry.valueHeight : int(geometry.column));
        const int columnWidth = int(geometry.column);
        const double centre = plot.left() + (double(i) + 0.5) * geometry.column;
        if (!geometry.uprightValues) {
            const QRect valueRect(int(std::lround(centre - columnWidth / 2.0)),
                                  box.top() - geometry.valueHeight, columnWidth,
                                  geometry.valueHeight);
            painter.drawText(valueRect, Qt::AlignHCenter | Qt::AlignBottom, value);
        } else {
            const QFontMetrics valueMetrics(valueFont);
            const int valueWidth = valueMetrics.horizontalAdvance(value);
            painter.save();
            painter.translate(centre - valueMetrics.height() / 2.0, box.top() - 2);
            painter.rotate(-90.0);
            painter.drawText(QRect(0, 0, valueWidth, valueMetrics.height()),
                             Qt::AlignLeft | Qt::AlignTop, value);
            painter.restore();
        }

        // The label under it.
        const QString label =
            shownText(labelFont, bar.label, geometry.labelStep, i, geometry.labelLength);
        if (label.isEmpty())
            continue;
        painter.setFont(labelFont);
        painter.setPen(text);
        const int labelWidth = labelMetrics.horizontalAdvance(label);
        switch (geometry.labelMode) {
        case LabelMode::Level:
            painter.drawText(QRect(int(std::lround(centre - geometry.column / 2.0)),
                                   geometry.labelTop, columnWidth, lineHeight),
                             Qt::AlignHCenter | Qt::AlignTop, label);
            break;
        case LabelMode::Slanted:
            // Ends under the bar's centre and runs down to the left.
            painter.save();
            painter.translate(centre - lineHeight * 0.5 * cos45, geometry.labelTop);
            painter.rotate(-45.0);
            painter.drawText(QRect(-labelWidth, 0, labelWidth, lineHeight),
                             Qt::AlignRight | Qt::AlignTop, label);
            painter.restore();
            break;
        case LabelMode::Upright:
            // Reads upwards, its end at the base line.
            painter.save();
            painter.translate(centre - lineHeight / 2.0, geometry.labelTop);
            painter.rotate(-90.0);
            painter.drawText(QRect(-labelWidth, 0, labelWidth, lineHeight),
                             Qt::AlignRight | Qt::AlignTop, label);
            painter.restore();
            break;
        }
    }
}

QString BarChartWidget::shownLabel(int index) const
{
    if (index < 0 || index >= m_bars.size())
        return {};
    const ChartGeometry geometry = chartGeometry(m_bars, m_title, font(), rect());
    return shownText(geometry.labelFont, m_bars[index].label, geometry.labelStep, index,
                     geometry.labelLength);
}

QString BarChartWidget::shownValue(int index) const
{
    if (index < 0 || index >= m_bars.size())
        return {};
    const ChartGeometry geometry = chartGeometry(m_bars, m_title, font(), rect());
    QFont valueFont = geometry.valueFont;
    valueFont.setBold(m_bars[index].highlighted);
    return shownText(valueFont, valueTextOf(m_bars[index]), 1, index,
                     geometry.uprightValues ? geometry.valueHeight : int(geometry.column));
}

bool BarChartWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int index = barAt(help->pos());
        if (index < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        // The bar's column as the tooltip's area, so moving to the next bar updates it.
        const ChartGeometry geometry = chartGeometry(m_bars, m_title, font(), rect());
        const QRect area(int(geometry.plotRect.left() + index * geometry.column), 0,
                         int(std::ceil(geometry.column)), height());
        QToolTip::showText(help->globalPos(), barToolTip(index), this, area);
        return true;
    }
    return QWidget::event(event);
}

void BarChartWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const int index = barAt(event->position().toPoint());
        if (index >= 0) {
            emit barClicked(index);
            event->accept();
            return;
        }
    }
    QWidget::mouseReleaseEvent(event);
}

void BarChartWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry();
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleDescription();
    QWidget::changeEvent(event);
}

void BarChartWidget::updateAccessibleDescription()
{
    if (m_bars.isEmpty()) {
        setAccessibleDescription(tr("No data"));
        return;
    }
    QStringList parts;
    parts.reserve(m_bars.size());
    for (const auto &bar : std::as_const(m_bars)) {
        parts.append(
            tr("%1: %2", "bar chart tooltip: label and value").arg(bar.label, valueTextOf(bar)));
    }
    setAccessibleDescription(parts.join(tr("; ", "separator between the bars of a chart")));
}

} // namespace inwo
