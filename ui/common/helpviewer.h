#pragma once

#include <QWidget>

class QTextBrowser;

namespace inwo {

// A non-modal window that shows the Markdown help pages compiled in under :/help, with back,
// forward and contents buttons; it remembers its size.
class HelpViewer : public QWidget
{
    Q_OBJECT

public:
    explicit HelpViewer(QWidget *parent = nullptr);

    // Shows `page` ("search.md", "index.md") and raises the window.
    void showPage(const QString &page);

    QTextBrowser *browser() const { return m_browser; }
    QString plainText() const;

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void saveSettings() const;
    void polishTables();

    QTextBrowser *m_browser = nullptr;
};

} // namespace inwo
