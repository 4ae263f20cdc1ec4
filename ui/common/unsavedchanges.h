#pragma once

#include <QMessageBox>
#include <QString>

#include <functional>

class QWidget;

namespace inwo {

// Asks a document's owner what to do with unsaved changes, for the editors that keep one file
// (attack scenarios, tables).
struct UnsavedChanges
{
    using Prompt = std::function<QMessageBox::StandardButton()>; // replaces the dialog in tests

    // When `isModified()`, asks Save, Discard or Cancel (`prompt` when set, else a dialog with
    // `title` and `text`); Save runs `save`. True when the caller may go on: nothing unsaved,
    // discarded, or saved (a cancelled or failed save leaves it modified: false).
    static bool settle(QWidget *parent, const Prompt &prompt, const QString &title,
                       const QString &text, const std::function<bool()> &isModified,
                       const std::function<void()> &save);
};

} // namespace inwo
