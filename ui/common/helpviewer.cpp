#include "helpviewer.h"

#include <QAction>
#include <QFile>
#include <QKeySequence>
#include <QSettings>
#include <QStyle>
#include <QTextBrowser>
#include <QTextFrame>
#include <QTextTable>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString geometryKey = u"helpViewer/geometry"_s;
const QString indexPage = u"index.md"_s;

QUrl pageUrl(const QString &page)
{
    return QUrl(u"qrc:/help/"_s + page);
}

} // namespace

HelpViewer::HelpViewer(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(u"helpViewer"_s);
    setWindowTitle(tr("INWO Assistant Help"));

    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(u"helpBrowser"_s);
    m_browser->setOpenExternalLinks(true);
    m_browser->document()->setDocumentMargin(14);

    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *back = toolBar->addAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"),
                                    m_browser, &QTextBrowser::backward);
    back->setShortcut(QKeySequence::Back);
    back->setEnabled(false);
    auto *forward = toolBar->addAction(style()->standardIcon(QStyle::SP_ArrowForward),
                                       tr("Forward"), m_browser, &QTextBrowser::forward);
    forward->setShortcut(QKeySequence::Forward);
    forward->setEnabled(false);
    toolBar->addAction(style()->standardIcon(QStyle::SP_DirHomeIcon), tr("Contents"), this,
                       [this] { showPage(indexPage); });
    auto *close = new QAction(tr("Close"), this);
    close->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpViewer::polishTables);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addWidget(m_browser, 1);

    const QByteArray geometry = QSettings().value(geometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(760, 680);
}

void HelpViewer::showPage(const QString &page)
{
    if (QFile::exists(u":/help/"_s + page)) {
        m_browser->setSource(pageUrl(page), QTextDocument::MarkdownResource);
    } else {
        m_browser->setPlainText(
            tr("The help page %1 is missing from this build of INWO Assistant.").arg(page));
    }
    show();
    raise();
    activateWindow();
}

QString HelpViewer::plainText() const
{
    return m_browser->toPlainText();
}

void HelpViewer::hideEvent(QHideEvent *event)
{
    saveSettings();
    QWidget::hideEvent(event);
}

// Markdown tables come with heavy double borders; draw them as light single lines with air.
void HelpViewer::polishTables()
{
    const QColor line = palette().color(QPalette::Mid);
    const QList<QTextFrame *> frames = m_browser->document()->rootFrame()->childFrames();
    for (QTextFrame *frame : frames) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        QTextTableFormat format = table->format();
        format.setBorderCollapse(true);
        format.setBorder(1);
        format.setBorderBrush(line);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setCellSpacing(0);
        format.setCellPadding(4);
        table->setFormat(format);
    }
}

void HelpViewer::saveSettings() const
{
    QSettings().setValue(geometryKey, saveGeometry());
}

} // namespace inwo
