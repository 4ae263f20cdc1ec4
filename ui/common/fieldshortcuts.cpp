#include "fieldshortcuts.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QPointer>
#include <QWidget>

namespace inwo::FieldShortcuts {

namespace {

// Watches the application's shortcut overrides: a field claims a key there before the shortcut
// map may use it. For a kept action's key the claim is refused, so the action is triggered.
class Filter : public QObject
{
public:
    using QObject::QObject;

    void keep(QAction *action, QWidget *window)
    {
        m_kept.removeIf([](const Kept &kept) { return !kept.action || !kept.window; });
        m_kept.append({action, window});
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
            return false;
        const auto *widget = static_cast<QWidget *>(watched);
        const QKeySequence pressed(static_cast<QKeyEvent *>(event)->keyCombination());
        for (const Kept &kept : std::as_const(m_kept)) {
            if (!kept.action || !kept.window || !kept.action->isEnabled() ||
                widget->window() != kept.window || !kept.action->shortcuts().contains(pressed))
                continue;
            event->ignore(); // not the field's: the shortcut map goes on to the action
            return true;
        }
        return false;
    }

private:
    struct Kept
    {
        QPointer<QAction> action;
        QPointer<QWidget> window;
    };
    QList<Kept> m_kept;
};

} // namespace

void keepOverFields(QAction *action, QWidget *window)
{
    static Filter *const filter = [] {
        auto *created = new Filter(qApp);
        qApp->installEventFilter(created);
        return created;
    }();
    filter->keep(action, window);
}

} // namespace inwo::FieldShortcuts
