#include "common/translationgeneration.h"

#include <QCoreApplication>
#include <QEvent>
#include <QObject>

#include <atomic>

namespace inwo {

namespace {

std::atomic<quint64> s_generation{1};

// Watches the application for language changes; it lives as long as the application.
class LanguageWatcher : public QObject
{
public:
    explicit LanguageWatcher(QObject *parent) : QObject(parent) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++s_generation;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

quint64 translationGeneration()
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return 0;
    // Installed once, from the application's thread, the first time anything is rendered.
    static const bool watching = [app] {
        auto *watcher = new LanguageWatcher(app);
        app->installEventFilter(watcher);
        return true;
    }();
    Q_UNUSED(watching);
    return s_generation.load(std::memory_order_relaxed);
}

} // namespace inwo
