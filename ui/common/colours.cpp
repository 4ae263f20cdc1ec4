#include "colours.h"

#include "statuscolours.h"

#include <algorithm>

namespace inwo {

QColor mix(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1.0 - share)),
                            float(a.greenF() * share + b.greenF() * (1.0 - share)),
                            float(a.blueF() * share + b.blueF() * (1.0 - share)));
}

QColor secondaryText(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Active, QPalette::Text);
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    const QColor alternate = palette.color(QPalette::Active, QPalette::AlternateBase);
    // Lighter than the text, but readable on the views' alternate rows too (some schemes, such
    // as qt6ct's "darker", make them much lighter than the base).
    QColor muted = mix(text, base, 0.62);
    for (double share = 0.7;
         share <= 1.0 &&
         std::min(StatusColours::contrastRatio(muted, base),
                  StatusColours::contrastRatio(muted, alternate)) < StatusColours::readableContrast;
         share += 0.08)
        muted = mix(text, base, share);
    return muted;
}

} // namespace inwo
