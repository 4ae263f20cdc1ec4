#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;
class QTimer;

class QSettings;

namespace inwo {

class CardDatabase;
class CardPanel;
class CardSearchModel;
class SuggestionLabel;
struct SearchError;

// The card browser tab: a search field that filters as you type, the sortable results table and
// the panel showing the selected card.
class CardBrowserWidget : public QWidget
{
    Q_OBJECT

public:
    // Restores its splitter, table header and fan flag from QSettings, then runs the empty query.
    explicit CardBrowserWidget(CardDatabase &database, QWidget *parent = nullptr);

    // Writes the splitter, table header and fan flag to QSettings.
    // Writes the table header, splitter and fan-card setting into `settings`.
    void saveSettings(QSettings &settings) const;

    // View > Include Fan Cards, checkable; owned by this widget.
    QAction *includeFanAction() const { return m_includeFanAction; }
    // View > Sort Cards By: one action per column, so the keyboard sorts as a header click
    // does (choosing the sorted column again reverses the order).
    QList<QAction *> sortActions() const { return m_sortActions; }

    QLineEdit *searchField() const { return m_searchField; }
    QTableView *table() const { return m_table; }
    CardSearchModel *model() const { return m_model; }
    CardPanel *panel() const { return m_panel; }
    // The inline error of the last query, "" when it was good.
    QString errorText() const;
    // "Did you mean ...?" under the field when the last search found nothing; "" otherwise.
    QString suggestionText() const;
    QString matchCountText() const;

public slots:
    void focusSearchField();
    // Runs the field's query now instead of after the typing pause.
    void searchNow();
    // Runs the current query again (after an import changed the cards).
    void refresh();
    void setIncludeFan(bool include);

signals:
    // "768 cards", "1 card", "No cards match": for the status bar.
    void matchCountChanged(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showSearchError(const SearchError &error);
    void updateSuggestions();
    void applySuggestion(const QString &name);
    void clearSearchError();
    void moveCurrentRow(int delta);
    void showCurrentCard();
    void reselectCard();
    void applyDefaultColumnWidths();
    void createSortActions();

    CardDatabase &m_database;
    CardSearchModel *m_model = nullptr;
    QLineEdit *m_searchField = nullptr;
    QLabel *m_errorLabel = nullptr;
    SuggestionLabel *m_suggestionLabel = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    CardPanel *m_panel = nullptr;
    QTimer *m_searchTimer = nullptr;
    QAction *m_includeFanAction = nullptr;
    QList<QAction *> m_sortActions;
    QString m_shownCardId;
};

} // namespace inwo
