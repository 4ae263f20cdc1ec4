#pragma once

class QWidget;

namespace inwo {

// Keeps the mouse wheel from changing a combo or spin box the pointer only passes over while a
// page scrolls: without focus, the box lets the wheel go on to the page it sits in. Clicked or
// tabbed into, it takes the wheel as usual.
namespace WheelGuard {

// Guards `box` (a combo or spin box).
void guard(QWidget *box);
// Guards every combo and spin box inside `root`.
void guardAllIn(QWidget *root);

} // namespace WheelGuard

} // namespace inwo
