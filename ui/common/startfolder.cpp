#include "startfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace inwo {

QString startFolder(const QString &remembered)
{
    for (const QString &folder :
         {remembered, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)}) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QDir::homePath();
}

} // namespace inwo
