#include "firstpaintwatcher.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace inwo {

FirstPaintWatcher::FirstPaintWatcher(QWidget *window, QObject *parent)
    : QObject(parent), m_window(window)
{
    // Paint events go to whichever widgets of the window need painting, not necessarily the
    // window itself, so watch them all until the first one.
    QCoreApplication::instance()->installEventFilter(this);
}

FirstPaintWatcher::~FirstPaintWatcher()
{
    if (!m_painted && QCoreApplication::instance())
        QCoreApplication::instance()->removeEventFilter(this);
}

bool FirstPaintWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_painted && m_window && watched->isWidgetType() &&
        static_cast<QWidget *>(watched)->window() == m_window) {
        m_painted = true;
        QCoreApplication::instance()->removeEventFilter(this);
        // Queued: the rest of this paint pass and the flush to the screen happen first.
        QTimer::singleShot(0, this, &FirstPaintWatcher::firstPaintFinished);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace inwo
