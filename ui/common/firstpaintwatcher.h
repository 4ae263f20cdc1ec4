#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace inwo {

// Tells when a window has been painted for the first time (for the start-up benchmark's
// --quit-after-paint): emits firstPaintFinished() once, after that paint has been flushed.
class FirstPaintWatcher : public QObject
{
    Q_OBJECT

public:
    explicit FirstPaintWatcher(QWidget *window, QObject *parent = nullptr);
    ~FirstPaintWatcher() override;

    bool hasPainted() const { return m_painted; }

signals:
    void firstPaintFinished();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
    bool m_painted = false;
};

} // namespace inwo
