#include "helpviewer.h"

#include "colours.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QFile>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextFrame>
#include <QTextTable>
#include <QTimer>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString geometryKey = u"helpViewer/geometry"_s;
const QString splitterKey = u"helpViewer/splitter"_s;
const QString indexPage = u"index.md"_s;
const QString helpFolder = u"/help/"_s;
// Highlights past this many would only slow a page down: nobody reads 300 of them.
constexpr int mostHighlights = 300;

enum HitRole { TitleRole = Qt::UserRole + 1, LineRole };

// The browser of the help window: a page's link or a source asked for in any language opens the
// page in the reader's language, and a fragment ("decks.md#plan-28") scrolls to the heading it
// names, which Qt's Markdown reader makes no anchor for.
class HelpBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    // Puts the cursor on `cursor` and scrolls its line to the top of the view (a heading) or a
    // third of the way down (a match, with the lines before it in view).
    enum class Placement { Top, Third };
    void reveal(const QTextCursor &cursor, Placement placement)
    {
        setTextCursor(cursor);
        m_pendingPlacement = placement;
        m_pending = true;
        if (isVisible())
            scrollToPending();
        // Once more when the layout has settled: a page shown for the first time may lay out
        // again at its real width.
        QTimer::singleShot(0, this, [this] {
            if (isVisible())
                scrollToPending();
        });
    }

    // A new page or a link drops the scroll that was waiting.
    void forgetPendingScroll() { m_pending = false; }

protected:
    void doSetSource(const QUrl &name, QTextDocument::ResourceType type) override
    {
        QUrl url = name;
        if (url.isRelative() && source().isValid())
            url = source().resolved(url);
        const QString fragment = url.fragment(QUrl::FullyDecoded);
        url.setFragment(QString());
        url = inReadersLanguage(url);
        if (type == QTextDocument::UnknownResource && url.path().endsWith(u".md"_s))
            type = QTextDocument::MarkdownResource;
        m_pending = false;
        QTextBrowser::doSetSource(url, type);
        if (fragment.isEmpty())
            return;
        const int block =
            HelpPages::headingBlock(*document(), url.fileName(), fragment, HelpViewer::language());
        if (block >= 0)
            reveal(QTextCursor(document()->findBlockByNumber(block)), Placement::Top);
    }

    void showEvent(QShowEvent *event) override
    {
        QTextBrowser::showEvent(event);
        if (m_pending)
            scrollToPending();
    }

private:
    // A help page's address in the reader's language: qrc:/help/de/x.md for qrc:/help/x.md.
    static QUrl inReadersLanguage(const QUrl &url)
    {
        if (url.scheme() != u"qrc"_s || !url.path().startsWith(helpFolder))
            return url;
        const QString path = HelpPages::pagePath(url.fileName(), HelpViewer::language());
        if (path.isEmpty())
            return url;
        return QUrl(u"qrc"_s + path); // ":/help/de/x.md" -> "qrc:/help/de/x.md"
    }

    void scrollToPending()
    {
        document()->documentLayout()->documentSize(); // lays the page out, sets the scroll range
        const int lineTop = cursorRect().top() + verticalScrollBar()->value();
        const int offset = m_pendingPlacement == Placement::Top ? int(document()->documentMargin())
                                                                : viewport()->height() / 3;
        verticalScrollBar()->setValue(std::max(0, lineTop - offset));
    }

    bool m_pending = false;
    Placement m_pendingPlacement = Placement::Top;
};

// A search hit in the list: the page's title in bold, the line with the match below it.
class HitDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        item.text.clear();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : nullptr;
        if (style)
            style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorGroup group =
            option.state & QStyle::State_Active ? QPalette::Active : QPalette::Inactive;
        const QColor text =
            option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        const QRect area = option.rect.adjusted(margin, margin / 2, -margin, -margin / 2);

        painter->save();
        QFont bold = option.font;
        bold.setBold(true);
        const QFontMetrics boldMetrics(bold);
        painter->setFont(bold);
        painter->setPen(text);
        const QString title =
            boldMetrics.elidedText(index.data(TitleRole).toString(), Qt::ElideRight, area.width());
        painter->drawText(QRect(area.left(), area.top(), area.width(), boldMetrics.height()),
                          Qt::AlignLeft | Qt::AlignVCenter, title);

        painter->setFont(option.font);
        painter->setPen(selected ? text : secondaryText(option.palette));
        const QFontMetrics metrics(option.font);
        const QRect lineArea(area.left(), area.top() + boldMetrics.height(), area.width(),
                             metrics.lineSpacing() * lineCount);
        painter->setClipRect(lineArea);
        painter->drawText(lineArea, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                          index.data(LineRole).toString());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        QFont bold = option.font;
        bold.setBold(true);
        return {200, QFontMetrics(bold).height() +
                         QFontMetrics(option.font).lineSpacing() * lineCount + margin};
    }

private:
    static constexpr int margin = 6;
    static constexpr int lineCount = 2;
};

QColor matchColour(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    return dark ? QColor(0x80, 0x66, 0x00) : QColor(0xff, 0xe0, 0x6e);
}

} // namespace

HelpViewer::HelpViewer(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(u"helpViewer"_s);
    setWindowTitle(tr("INWO Assistant Help"));

    auto *browser = new HelpBrowser(this);
    m_browser = browser;
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

    m_searchField = new QLineEdit(toolBar);
    m_searchField->setObjectName(u"helpSearchField"_s);
    m_searchField->setPlaceholderText(tr("Search the help (Ctrl+F)"));
    m_searchField->setToolTip(tr("Every page holding all the words; Enter searches"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->setMinimumWidth(m_searchField->fontMetrics().horizontalAdvance(u'x') * 30);
    m_searchField->installEventFilter(this);
    auto *spacer = new QWidget(toolBar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolBar->addWidget(spacer);
    toolBar->addWidget(m_searchField);
    connect(m_searchField, &QLineEdit::returnPressed, this,
            [this] { search(m_searchField->text()); });

    auto *find = new QAction(tr("Search the Help"), this);
    find->setObjectName(u"actionSearchHelp"_s);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_searchField->setFocus(Qt::ShortcutFocusReason);
        m_searchField->selectAll();
    });
    addAction(find);
    auto *close = new QAction(tr("Close"), this);
    close->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        m_browser->setExtraSelections({});
        polishTables();
    });
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"helpSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(createResultsPanel());
    m_splitter->addWidget(m_browser);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addWidget(m_splitter, 1);

    QSettings settings;
    const QByteArray geometry = settings.value(geometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(760, 680);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({280, 480});
    m_resultsPanel->hide(); // until a search
}

QWidget *HelpViewer::createResultsPanel()
{
    m_resultsPanel = new QWidget(this);
    m_resultsPanel->setObjectName(u"helpResultsPanel"_s);
    m_resultSummary = new QLabel(m_resultsPanel);
    m_resultSummary->setObjectName(u"helpResultSummary"_s);
    m_resultSummary->setWordWrap(true);
    m_resultList = new QListWidget(m_resultsPanel);
    m_resultList->setObjectName(u"helpResultList"_s);
    m_resultList->setItemDelegate(new HitDelegate(m_resultList));
    m_resultList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_resultList->setUniformItemSizes(true);
    m_resultList->installEventFilter(this);
    m_resultSummary->setBuddy(m_resultList);
    // Moving through the list shows each page at its match; Enter or a click reads it there.
    connect(m_resultList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            openHit(row);
    });
    connect(m_resultList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        openHit(m_resultList->row(item));
        m_browser->setFocus(Qt::OtherFocusReason);
    });

    auto *layout = new QVBoxLayout(m_resultsPanel);
    layout->setContentsMargins(6, 6, 0, 0);
    layout->addWidget(m_resultSummary);
    layout->addWidget(m_resultList, 1);
    m_resultsPanel->setMinimumWidth(fontMetrics().horizontalAdvance(u'x') * 22);
    return m_resultsPanel;
}

QString HelpViewer::language()
{
    //: The language of the help pages: the name of their folder under resources/help, "de" for
    //: the German pages. Write the folder's name only, never a sentence.
    const QString code = tr("en").trimmed();
    return code.isEmpty() ? u"en"_s : code;
}

void HelpViewer::showPage(const QString &target)
{
    const QString page = target.section(u'#', 0, 0);
    const QString fragment = target.section(u'#', 1);
    show();
    raise();
    activateWindow();
    if (HelpPages::pagePath(page, language()).isEmpty()) {
        m_browser->setPlainText(
            tr("The help page %1 is missing from this build of INWO Assistant.").arg(page));
        return;
    }
    QUrl url(u"qrc:/help/"_s + page);
    if (!fragment.isEmpty())
        url.setFragment(fragment);
    m_browser->setSource(url, QTextDocument::MarkdownResource);
}

QString HelpViewer::currentPage() const
{
    return m_browser->source().fileName();
}

void HelpViewer::search(const QString &query)
{
    m_searchWords = HelpPages::searchWords(query);
    m_hits = HelpPages::search(query, language());
    {
        const QSignalBlocker blocker(m_resultList);
        m_resultList->clear();
        for (const HelpSearchHit &hit : std::as_const(m_hits)) {
            auto *item = new QListWidgetItem(hit.title + u'\n' + hit.line, m_resultList);
            item->setData(TitleRole, hit.title);
            item->setData(LineRole, hit.line);
            item->setToolTip(hit.line);
        }
    }
    if (m_searchWords.isEmpty())
        m_resultSummary->clear();
    else if (m_hits.isEmpty())
        m_resultSummary->setText(tr("No page holds all these words."));
    else
        m_resultSummary->setText(tr("Pages found: %L1").arg(m_hits.size()));
    m_resultsPanel->setVisible(!m_searchWords.isEmpty());
    show();
    raise();
    if (!m_hits.isEmpty())
        m_resultList->setCurrentRow(0); // opens the first page at its match
}

void HelpViewer::openHit(int row)
{
    if (row < 0 || row >= m_hits.size())
        return;
    const HelpSearchHit &hit = m_hits.at(row);
    showPage(hit.page);
    highlightWords(m_searchWords, hit.block);
    if (m_resultList->currentRow() != row) {
        const QSignalBlocker blocker(m_resultList);
        m_resultList->setCurrentRow(row);
    }
}

// Marks every place the words occur, and selects the first match in `block` (or in the page,
// when the block no longer holds one), with the view on it.
void HelpViewer::highlightWords(const QStringList &words, int block)
{
    QTextDocument *document = m_browser->document();
    QList<QTextEdit::ExtraSelection> marks;
    QTextCursor chosen;
    QTextCursor firstInPage;
    QTextCharFormat format;
    format.setBackground(matchColour(palette()));
    format.setForeground(palette().color(QPalette::Text));
    for (QTextBlock here = document->begin(); here.isValid(); here = here.next()) {
        QList<int> positions;
        const QString folded = HelpPages::foldForSearch(here.text(), &positions);
        for (const QString &word : words) {
            for (qsizetype at = folded.indexOf(word); at >= 0;
                 at = folded.indexOf(word, at + word.size())) {
                const int start = positions.at(at);
                const int end = positions.at(at + word.size() - 1) + 1;
                QTextCursor cursor(document);
                cursor.setPosition(here.position() + start);
                cursor.setPosition(here.position() + end, QTextCursor::KeepAnchor);
                if (marks.size() < mostHighlights)
                    marks.append({cursor, format});
                if (firstInPage.isNull() || cursor.position() < firstInPage.position())
                    firstInPage = cursor;
                if (here.blockNumber() == block &&
                    (chosen.isNull() || cursor.position() < chosen.position()))
                    chosen = cursor;
            }
        }
    }
    m_browser->setExtraSelections(marks);
    if (chosen.isNull())
        chosen = firstInPage;
    if (!chosen.isNull())
        static_cast<HelpBrowser *>(m_browser)->reveal(chosen, HelpBrowser::Placement::Third);
}

void HelpViewer::clearSearch()
{
    m_searchField->clear();
    m_searchWords.clear();
    m_hits.clear();
    {
        const QSignalBlocker blocker(m_resultList);
        m_resultList->clear();
    }
    m_resultSummary->clear();
    m_resultsPanel->hide();
    m_browser->setExtraSelections({});
}

bool HelpViewer::eventFilter(QObject *watched, QEvent *event)
{
    const bool key = event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride;
    if (!key)
        return QWidget::eventFilter(watched, event);
    auto *keyEvent = static_cast<QKeyEvent *>(event);
    if (watched == m_searchField) {
        // Escape clears a search before it closes the window.
        if (keyEvent->key() == Qt::Key_Escape && keyEvent->modifiers() == Qt::NoModifier &&
            (!m_searchField->text().isEmpty() || m_resultsPanel->isVisible())) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                clearSearch();
            return true;
        }
        if (event->type() == QEvent::KeyPress && keyEvent->key() == Qt::Key_Down &&
            m_resultList->count() > 0) {
            m_resultList->setFocus(Qt::TabFocusReason);
            if (m_resultList->currentRow() < 0)
                m_resultList->setCurrentRow(0);
            return true;
        }
    } else if (watched == m_resultList && event->type() == QEvent::KeyPress) {
        // Up from the first hit goes back to the words.
        if (keyEvent->key() == Qt::Key_Up && m_resultList->currentRow() <= 0) {
            m_searchField->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
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
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    if (m_resultsPanel->isVisible())
        settings.setValue(splitterKey, m_splitter->saveState());
}

} // namespace inwo
