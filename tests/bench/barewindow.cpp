// inwo-bare-window: the start-up floor for inwo-bench. The least a Qt Widgets program showing a
// main window with a table can do: QApplication, QMainWindow, a QTableView on a small
// QStandardItemModel. With --quit-after-paint it exits with code 0 right after the window's first
// paint, exactly like inwo-assistant.

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace inwo::bench {
namespace {

// Quits the application after the first Paint event of the watched widget.
class QuitAfterPaint : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            // Queued: the paint itself completes first.
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_painted = false;
};

} // namespace
} // namespace inwo::bench

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"inwo-bare-window"_s);

    QStandardItemModel model(20, 6);
    const QStringList headers{u"Name"_s,   u"Type"_s,       u"Power"_s,
                              u"Global"_s, u"Resistance"_s, u"Alignments"_s};
    model.setHorizontalHeaderLabels(headers);
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column)
            model.setItem(row, column, new QStandardItem(u"Card %1.%2"_s.arg(row).arg(column)));
    }

    QMainWindow window;
    auto *view = new QTableView(&window);
    view->setModel(&model);
    window.setCentralWidget(view);
    window.setWindowTitle(u"inwo-bare-window"_s);
    window.resize(1024, 700);

    inwo::bench::QuitAfterPaint quitAfterPaint;
    if (QApplication::arguments().contains(u"--quit-after-paint"_s)) {
        window.installEventFilter(&quitAfterPaint);
        // Never hang a benchmark: give up (and fail) when nothing is painted.
        QTimer::singleShot(30000, &app, [] { QCoreApplication::exit(3); });
    }
    window.show();
    return QApplication::exec();
}
