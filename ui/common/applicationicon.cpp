#include "applicationicon.h"

#include <QSize>
#include <QString>

#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

QIcon applicationIcon()
{
    static constexpr std::array sizes{16, 32, 48, 64, 128, 256};
    QIcon icon;
    for (const int size : sizes)
        icon.addFile(u":/icons/%1/inwo-assistant.png"_s.arg(size), QSize(size, size));
    return icon;
}

} // namespace inwo
