#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <functional>

class QWidget;

namespace inwo {

// How a message or a line stands: legal or done, to watch, refused or wrong, or for information.
enum class StatusTone { Good, Warning, Bad, Info };

// The colours of a status, chosen from the palette in use: a darker shade on a light window, a
// lighter one on a dark window, each at least 4.5:1 (WCAG AA) against the window, the views'
// base and their alternate rows. Ask again after a palette change.
class StatusColours
{
public:
    // The text colour of `tone`.
    static QColor text(StatusTone tone, const QPalette &palette = QPalette());
    // A box's background and border for `tone`: a tint of the window, the text readable on it.
    static QColor background(StatusTone tone, const QPalette &palette = QPalette());
    static QColor border(StatusTone tone, const QPalette &palette = QPalette());
    // The style sheet of a label that shows a status message in a box.
    static QString messageBoxStyle(StatusTone tone, const QPalette &palette = QPalette());
    // The style sheet of a label whose text has the colour of `tone`, without a box.
    static QString textStyle(StatusTone tone, const QPalette &palette = QPalette());

    // Whether the palette's window is dark.
    static bool isDark(const QPalette &palette);
    // The WCAG 2 contrast ratio of two colours, 1 to 21.
    static double contrastRatio(const QColor &a, const QColor &b);
    // WCAG AA for normal text.
    static constexpr double readableContrast = 4.5;
};

// Calls `apply` now and whenever the palette of `widget` or of the application changes (the
// system switched between light and dark), for a widget that builds a style sheet or HTML from
// the palette's colours.
void followPalette(QWidget *widget, std::function<void()> apply);
// The same, without calling `apply` now (a widget that renders itself once it is built).
void onPaletteChange(QWidget *widget, std::function<void()> apply);

} // namespace inwo
