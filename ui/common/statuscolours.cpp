#include "statuscolours.h"

#include "colours.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

#include <cmath>
#include <initializer_list>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The shades a status starts from: for a light window, and for a dark one.
QColor baseShade(StatusTone tone, bool dark)
{
    switch (tone) {
    case StatusTone::Good:
        return dark ? QColor(0x81, 0xc9, 0x95) : QColor(0x17, 0x6a, 0x2c);
    case StatusTone::Warning:
        return dark ? QColor(0xf2, 0xc1, 0x4e) : QColor(0x7a, 0x4f, 0x00);
    case StatusTone::Bad:
        return dark ? QColor(0xf2, 0x8b, 0x82) : QColor(0xa8, 0x1c, 0x1c);
    case StatusTone::Info:
        return dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1f, 0x5f, 0xa8);
    }
    return {};
}

double relativeLuminance(const QColor &colour)
{
    const auto channel = [](double value) {
        return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) +
           0.0722 * channel(rgb.blueF());
}

// The least contrast of `colour` against each of `backgrounds`.
double leastContrast(const QColor &colour, std::initializer_list<QColor> backgrounds)
{
    double least = 21.0;
    for (const QColor &background : backgrounds)
        least = std::min(least, StatusColours::contrastRatio(colour, background));
    return least;
}

// `colour`, moved towards black (on a light palette) or white (on a dark one) until it reads
// on every background.
QColor readable(QColor colour, bool dark, std::initializer_list<QColor> backgrounds)
{
    const QColor towards = dark ? QColor(Qt::white) : QColor(Qt::black);
    for (int step = 0;
         step < 20 && leastContrast(colour, backgrounds) < StatusColours::readableContrast; ++step)
        colour = mix(colour, towards, 0.85);
    return colour;
}

} // namespace

bool StatusColours::isDark(const QPalette &palette)
{
    return relativeLuminance(palette.color(QPalette::Active, QPalette::Window)) < 0.2;
}

double StatusColours::contrastRatio(const QColor &a, const QColor &b)
{
    const double first = relativeLuminance(a);
    const double second = relativeLuminance(b);
    return (std::max(first, second) + 0.05) / (std::min(first, second) + 0.05);
}

QColor StatusColours::text(StatusTone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    return QColor::fromRgb(readable(baseShade(tone, dark), dark,
                                    {palette.color(QPalette::Active, QPalette::Window),
                                     palette.color(QPalette::Active, QPalette::Base),
                                     palette.color(QPalette::Active, QPalette::AlternateBase),
                                     background(tone, palette)})
                               .rgb());
}

QColor StatusColours::background(StatusTone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    return QColor::fromRgb(mix(baseShade(tone, dark),
                               palette.color(QPalette::Active, QPalette::Window),
                               dark ? 0.16 : 0.12)
                               .rgb());
}

QColor StatusColours::border(StatusTone tone, const QPalette &palette)
{
    return QColor::fromRgb(mix(baseShade(tone, isDark(palette)),
                               palette.color(QPalette::Active, QPalette::Window), 0.45)
                               .rgb());
}

QString StatusColours::messageBoxStyle(StatusTone tone, const QPalette &palette)
{
    return u"QLabel { color: %1; background: %2; border: 1px solid %3; border-radius: 3px; "
           "padding: 4px 6px; }"_s.arg(text(tone, palette).name(), background(tone, palette).name(),
                                       border(tone, palette).name());
}

QString StatusColours::textStyle(StatusTone tone, const QPalette &palette)
{
    return u"QLabel { color: %1; }"_s.arg(text(tone, palette).name());
}

namespace {

// Runs a widget's `apply` again when its palette or the application's changes. A hidden widget
// whose style sheet sets its colours hears of neither from Qt, so the application object is
// watched too (by every follower: a type comparison per event).
class PaletteFollower : public QObject
{
public:
    PaletteFollower(QWidget *widget, std::function<void()> apply)
        : QObject(widget), m_apply(std::move(apply))
    {
        widget->installEventFilter(this);
        QCoreApplication::instance()->installEventFilter(this);
    }

    void apply()
    {
        m_applying = true;
        m_apply();
        m_applying = false;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const bool changed = (event->type() == QEvent::PaletteChange && watched == parent()) ||
                             (event->type() == QEvent::ApplicationPaletteChange &&
                              watched == QCoreApplication::instance());
        // A style sheet set by `apply` changes the widget's palette again: once is enough.
        if (changed && !m_applying)
            apply();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_apply;
    bool m_applying = false;
};

} // namespace

void followPalette(QWidget *widget, std::function<void()> apply)
{
    (new PaletteFollower(widget, std::move(apply)))->apply();
}

void onPaletteChange(QWidget *widget, std::function<void()> apply)
{
    new PaletteFollower(widget, std::move(apply));
}

} // namespace inwo
