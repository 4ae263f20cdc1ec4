#pragma once

#include <QString>

namespace inwo {

// A problem with a file being imported: which file, which line (0 when not about a line).
struct ImportError
{
    QString file;
    int line = 0;
    QString message;

    // "carddata.txt:57: unknown alignment 'Foo' in column Alignment"
    QString toString() const
    {
        if (line > 0)
            return file + u':' + QString::number(line) + u": " + message;
        return file + u": " + message;
    }
};

} // namespace inwo
