#pragma once

class QAction;
class QWidget;

namespace inwo {

// Lets a window action's shortcut reach the action while the keyboard is in a text field, spin
// box or combo box that would take the key for its own editing (on Linux a line edit reads
// Ctrl+E as "end of line" and so swallows the File menu's Export Deck).
namespace FieldShortcuts {

// The shortcuts of `action` win over the fields of `window` while the action is enabled.
void keepOverFields(QAction *action, QWidget *window);

} // namespace FieldShortcuts

} // namespace inwo
