#pragma once

#include <QIcon>

namespace inwo {

// The program's icon, as the package installs it (packaging/icons), from the PNGs built into
// inwo_ui: 16 to 256 pixels, so no SVG image plugin is needed.
QIcon applicationIcon();

} // namespace inwo
