#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace inwo::WheelGuard {

namespace {

class Filter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        const auto *box = qobject_cast<QWidget *>(watched);
        if (!box || box->hasFocus())
            return false;
        // The page under it scrolls instead.
        for (QWidget *parent = box->parentWidget(); parent; parent = parent->parentWidget()) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(parent)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                return true;
            }
        }
        event->ignore();
        return true;
    }
};

} // namespace

void guard(QWidget *box)
{
    static Filter *const filter = new Filter(qApp);
    box->setFocusPolicy(Qt::StrongFocus); // the wheel gives no focus either
    box->installEventFilter(filter);
}

void guardAllIn(QWidget *root)
{
    for (QComboBox *box : root->findChildren<QComboBox *>())
        guard(box);
    for (QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>())
        guard(box);
}

} // namespace inwo::WheelGuard
