#pragma once

#include <QString>

namespace inwo {

// The folder a file dialog starts in: `remembered` (the last one used) while it exists, else the
// user's Documents folder if there is one, else the home folder. A folder that does not exist
// would open the dialog one level up with its name in the file name field, and Open greyed out.
QString startFolder(const QString &remembered);

} // namespace inwo
