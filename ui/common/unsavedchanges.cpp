#include "unsavedchanges.h"

namespace inwo {

bool UnsavedChanges::settle(QWidget *parent, const Prompt &prompt, const QString &title,
                            const QString &text, const std::function<bool()> &isModified,
                            const std::function<void()> &save)
{
    if (!isModified())
        return true;
    const QMessageBox::StandardButton answer =
        prompt
            ? prompt()
            : QMessageBox::question(parent, title, text,
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                    QMessageBox::Save);
    if (answer == QMessageBox::Discard)
        return true;
    if (answer == QMessageBox::Save) {
        save();
        return !isModified(); // the save was cancelled or failed
    }
    return false;
}

} // namespace inwo
