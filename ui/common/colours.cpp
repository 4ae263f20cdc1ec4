#include "colours.h"

namespace inwo {

QColor mix(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1.0 - share)),
                            float(a.greenF() * share + b.greenF() * (1.0 - share)),
                            float(a.blueF() * share + b.blueF() * (1.0 - share)));
}

QColor secondaryText(const QPalette &palette)
{
    return mix(palette.color(QPalette::Active, QPalette::Text),
               palette.color(QPalette::Active, QPalette::Base), 0.62);
}

} // namespace inwo
