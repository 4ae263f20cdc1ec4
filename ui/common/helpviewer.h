#pragma once

#include "helppages.h"

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QSplitter;
class QTextBrowser;

namespace inwo {

// A non-modal window that shows the Markdown help pages compiled in under :/help, in the
// language of the program's translation, with back, forward and contents buttons and a search
// over every page; it opens a page at a heading ("decks.md#plan-28") and remembers its size.
class HelpViewer : public QWidget
{
    Q_OBJECT

public:
    explicit HelpViewer(QWidget *parent = nullptr);

    // The language of the help pages the translation in use asks for: the name of the folder
    // under :/help ("de"), or "en" for the English pages.
    static QString language();

    // Shows `target` ("search.md", or "decks.md#plan-28" for the page at that heading) and raises
    // the window.
    void showPage(const QString &target);
    // Searches every page for the words of `query`, lists the pages found and opens the first at
    // its match.
    void search(const QString &query);
    // Opens the page of the search's hit `row` at its match, the words highlighted.
    void openHit(int row);

    // The page shown ("decks.md"), whatever its language.
    QString currentPage() const;
    QList<HelpSearchHit> hits() const { return m_hits; }

    QTextBrowser *browser() const { return m_browser; }
    QLineEdit *searchField() const { return m_searchField; }
    QListWidget *resultList() const { return m_resultList; }
    QString plainText() const;

protected:
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createResultsPanel();
    void clearSearch();
    void highlightWords(const QStringList &words, int block);
    void saveSettings() const;
    void polishTables();

    QTextBrowser *m_browser = nullptr;
    QLineEdit *m_searchField = nullptr;
    QListWidget *m_resultList = nullptr;
    QLabel *m_resultSummary = nullptr;
    QWidget *m_resultsPanel = nullptr;
    QSplitter *m_splitter = nullptr;
    QList<HelpSearchHit> m_hits;
    QStringList m_searchWords;
};

} // namespace inwo
