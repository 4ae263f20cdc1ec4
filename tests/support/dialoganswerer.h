#pragma once

// Answers the modal dialog that a test's next step opens: the dialog runs its own event loop
// inside that step, so the answer comes from a timer that waits for it to show.
#include <QApplication>
#include <QDialog>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>

namespace inwo::test {

// Calls `answer` with the next modal dialog once it is shown. A dialog still open two seconds
// after its answer is rejected, so that a test fails with what it found instead of hanging.
inline void whenDialogOpens(QObject *owner, std::function<void(QDialog *)> answer)
{
    auto *timer = new QTimer(owner);
    timer->setInterval(20);
    auto answered = std::make_shared<QPointer<QWidget>>();
    auto ticks = std::make_shared<int>(-1); // -1 until the dialog is answered
    QObject::connect(timer, &QTimer::timeout, owner, [timer, answer, answered, ticks] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (*ticks >= 0) {
            if (!*answered || dialog != answered->data()) {
                timer->stop();
                timer->deleteLater();
            } else if (++*ticks > 100) {
                qWarning("the dialog %s did not close", qPrintable(dialog->objectName()));
                dialog->reject();
            }
            return;
        }
        if (!dialog || !dialog->isVisible())
            return;
        *answered = dialog;
        *ticks = 0;
        answer(dialog);
    });
    timer->start();
}

// A key where the keyboard is: the open completion list (or other popup) first, as for a user.
inline QWidget *keyboardWidget(QWidget *fallback)
{
    if (QWidget *popup = QApplication::activePopupWidget())
        return popup;
    QWidget *focus = QApplication::focusWidget();
    return focus ? focus : fallback;
}

} // namespace inwo::test
