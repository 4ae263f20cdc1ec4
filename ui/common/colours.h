#pragma once

#include <QColor>
#include <QPalette>

namespace inwo {

// Half way (by `share` of `a`) between two colours: readable on either of them, in light and
// dark palettes.
QColor mix(const QColor &a, const QColor &b, double share);

// Text that matters less than the text beside it (a citation, a line that adds nothing): lighter
// than the text, still readable. The palette's disabled text is about 2:1 against the background
// in the Fusion style, too faint to read a citation by; this is above 4.5:1 (WCAG AA).
QColor secondaryText(const QPalette &palette = QPalette());

} // namespace inwo
