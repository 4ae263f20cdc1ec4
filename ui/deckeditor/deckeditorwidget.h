#pragma once

#include "deckchange.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QSettings;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeView;

namespace inwo {

class CardDatabase;
class CardNameResolver;
class CardResultsModel;
class DeckDocument;
class DeckImportDialog;
class DeckModel;
class DeckStatsWidget;
class VerdictPanel;

// What to do with unsaved changes before they would be lost.
enum class UnsavedChangesAnswer : quint8 { Save, Discard, Cancel };

// The deck editor tab: a compact card search on the left (Enter, '+', double-click or drag adds
// cards), the deck's name, author, notes and tree in the middle, and the live verdict and the
// statistics on the right. Owns the DeckDocument and the file and storage operations on it.
class DeckEditorWidget : public QWidget
{
    Q_OBJECT

public:
    // Asked when unsaved changes would be lost; given the deck's name.
    using UnsavedChangesPrompt = std::function<UnsavedChangesAnswer(const QString &deckName)>;
    // Shows an import's report and choices; true to create the deck.
    using ImportReviewer = std::function<bool(DeckImportDialog &dialog)>;

    // Restores its splitter and deck-tree header from QSettings. Searching and loading the
    // formats wait until the tab is first shown.
    explicit DeckEditorWidget(CardDatabase &database, QWidget *parent = nullptr);
    ~DeckEditorWidget() override;

    void saveSettings(QSettings &settings) const;

    DeckDocument *document() const { return m_document; }
    DeckModel *deckModel() const { return m_deckModel; }
    CardResultsModel *resultsModel() const { return m_resultsModel; }
    QLineEdit *searchField() const { return m_searchField; }
    QTableView *resultsTable() const { return m_results; }
    QTreeView *deckTree() const { return m_deckTree; }
    QLineEdit *nameField() const { return m_nameField; }
    QLineEdit *authorField() const { return m_authorField; }
    QPlainTextEdit *notesField() const { return m_notesField; }
    VerdictPanel *verdictPanel() const { return m_verdictPanel; }
    DeckStatsWidget *statsWidget() const { return m_statsWidget; }

    // Runs the first search and loads the formats, once (showing the tab does it).
    void ensureLoaded();
    // After the cards changed (an import): search again, resolve names afresh.
    void refreshCards();

    // Replaces the questions to the user (tests, scripted use).
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt);
    void setImportReviewer(ImportReviewer reviewer);

    // When the deck has unsaved changes, asks Save / Discard / Cancel. True when it is fine to
    // go on (saved, discarded or nothing to lose), false to stop (Cancel, or the save failed).
    bool settleUnsavedChanges();

    // Storage and files. Each returns whether it happened; errors are shown to the user and
    // kept in lastError().
    bool newDeck();
    bool openDeck();                // the Open Deck dialog
    bool openStoredDeck(qint64 id); // no questions about the deck in the editor
    bool saveDeck();
    bool importDeckFile(); // asks for the file
    bool importDeckFile(const QString &path);
    bool exportDeck(); // asks for the file and its kind
    bool exportDeck(const QString &path);
    QString lastError() const { return m_lastError; }

    // Adds one copy of each selected result (Enter, '+', double-click).
    void addSelectedResults();
    // One copy more or less of the current deck card, in its zone.
    void changeCurrentCard(int delta);
    // Selects every deck row of these cards, shows the first.
    void selectCards(const QStringList &cardIds);

signals:
    // The deck's name or its modified state changed: for the window title.
    void titleChanged();

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildSearchSide();
    void buildDeckSide();
    void documentChanged(const DeckChange &change);
    void showFieldsFromDocument();
    void searchNow();
    void moveResultRow(int delta);
    void expandNewRows(const QModelIndex &parent, int first, int last);
    void spanGroupRows(const QModelIndex &parent);
    void showDeckContextMenu(const QPoint &position);
    // Reads, reviews and takes a deck file; the unsaved changes are settled already.
    bool importFromFile(const QString &path);
    const CardNameResolver &resolver();
    void fail(const QString &title, const QString &message);

    CardDatabase &m_database;
    DeckDocument *m_document = nullptr;
    DeckModel *m_deckModel = nullptr;
    CardResultsModel *m_resultsModel = nullptr;

    QSplitter *m_splitter = nullptr;
    QWidget *m_searchSide = nullptr;
    QLineEdit *m_searchField = nullptr;
    QLabel *m_searchError = nullptr;
    QTableView *m_results = nullptr;
    QTimer *m_searchTimer = nullptr;

    QWidget *m_deckSide = nullptr;
    QLineEdit *m_nameField = nullptr;
    QLineEdit *m_authorField = nullptr;
    QPlainTextEdit *m_notesField = nullptr;
    QTreeView *m_deckTree = nullptr;
    QLabel *m_deckSummary = nullptr;

    QTabWidget *m_sideTabs = nullptr;
    VerdictPanel *m_verdictPanel = nullptr;
    DeckStatsWidget *m_statsWidget = nullptr;

    std::unique_ptr<CardNameResolver> m_resolver;
    UnsavedChangesPrompt m_prompt;
    ImportReviewer m_importReviewer;
    QString m_lastError;
    bool m_loaded = false;
    bool m_showingFields = false; // the fields follow the document: not an edit
};

} // namespace inwo
