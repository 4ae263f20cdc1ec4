#pragma once

#include "deckchange.h"
#include "decks/deckimport.h"
#include "rules/ruleidentity.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

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

class SuggestionLabel;

class CardDatabase;
class CardPanel;
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
// cards; Power, Resistance, alignments and type beside each name), the deck's name, author, notes
// and tree in the middle, and on the right the live verdict, the statistics and the selected
// card (the card browser's detail pane, for the card selected in either list). Owns the
// DeckDocument and the file and storage operations on it. Everything works from the keyboard.
class DeckEditorWidget : public QWidget
{
    Q_OBJECT

public:
    // Asked when unsaved changes would be lost; given the deck's name.
    using UnsavedChangesPrompt = std::function<UnsavedChangesAnswer(const QString &deckName)>;
    // Shows an import's report and choices; true to create the deck.
    using ImportReviewer = std::function<bool(DeckImportDialog &dialog)>;
    // The player and event a registration sheet is printed for (empty: lines to write on).
    struct SheetDetails
    {
        QString player;
        QString event;
    };
    // Asks for the sheet's player and event, given the last ones; nullopt cancels the export.
    using SheetDetailsPrompt = std::function<std::optional<SheetDetails>(const SheetDetails &)>;
    // Asked before saving a deck with imported lines still to resolve (the database keeps only
    // cards); given how many. True saves without them.
    using UnresolvedSavePrompt = std::function<bool(int lines)>;
    // The side pages, in their order.
    enum class SidePage : quint8 { Verdict, Statistics, Card };

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
    CardPanel *cardPanel() const { return m_cardPanel; }
    QTabWidget *sideTabs() const { return m_sideTabs; }
    // What the last export (or other finished file task) said: "Exported … to /path".
    QLabel *noteLabel() const { return m_noteLabel; }
    SuggestionLabel *suggestionLabel() const { return m_suggestionLabel; }

    // Ctrl+2 (the main field): focuses the card search and selects its text.
    void focusMainField();
    // Ctrl+F and Ctrl+L while the deck editor is in front: the same field.
    void focusSearchField();
    // Shows the side page with the selected card (Alt+L; Enter or the context menu in the tree).
    void showCardDetails();
    void showSidePage(SidePage page);

    // Runs the first search and loads the formats, once (showing the tab does it).
    void ensureLoaded();
    // After the cards changed (an import): search again, resolve names afresh.
    void refreshCards();

    // Replaces the questions to the user (tests, scripted use).
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt);
    void setImportReviewer(ImportReviewer reviewer);
    void setSheetDetailsPrompt(SheetDetailsPrompt prompt);
    void setUnresolvedSavePrompt(UnresolvedSavePrompt prompt);

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
    // Edit > Paste Deck List, and Ctrl+V outside a text field: the clipboard's text (a forum
    // post, a .dek file's XML, a table) through the same review as a file. An empty clipboard,
    // or text that names no card, is said so, and the deck stays as it is.
    bool pasteDeckList();
    bool exportDeck(); // asks for the file and its kind
    // Writes the deck to `path` in the kind its extension names; a PDF registration sheet first
    // asks for the player and event. Says where it wrote the file (noteLabel(), statusMessage).
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
    // A finished task to tell in the status bar ("Exported … to /path").
    void statusMessage(const QString &message);
    // A line citing a rule was double-clicked (or asked with Ctrl+Shift+R): the Rules tab shows it.
    void ruleRequested(inwo::RuleId rule);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildSearchSide();
    void buildDeckSide();
    void documentChanged(const DeckChange &change);
    void showFieldsFromDocument();
    void searchNow();
    // "No card matches. Did you mean …?" under the search, when a search found nothing.
    void updateSuggestions();
    void applySuggestion(const QString &name);
    void moveResultRow(int delta);
    void expandNewRows(const QModelIndex &parent, int first, int last);
    void spanGroupRows(const QModelIndex &parent);
    void showDeckContextMenu(const QPoint &position);
    // The context menu of the current deck row, under it (Menu key, Shift+F10).
    void showDeckMenuForCurrentRow();
    void showResultCard(const QModelIndex &current);
    void showDeckCard(const QModelIndex &current);
    void showPanelCard(const QString &cardId);
    void findLine(int lineNumber, const QString &written);
    void showNote(const QString &message);
    std::optional<SheetDetails> askSheetDetails();
    // Reads, reviews and takes a deck file; the unsaved changes are settled already.
    bool importFromFile(const QString &path);
    // Shows the review of what was read and takes the deck when the user accepts; `filePath` is
    // the file it came from, if any.
    bool reviewImport(const DeckImportResult &result, const QString &filePath);
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
    SuggestionLabel *m_suggestionLabel = nullptr;
    QTableView *m_results = nullptr;
    QTimer *m_searchTimer = nullptr;

    QWidget *m_deckSide = nullptr;
    QLineEdit *m_nameField = nullptr;
    QLineEdit *m_authorField = nullptr;
    QPlainTextEdit *m_notesField = nullptr;
    QTreeView *m_deckTree = nullptr;
    QLabel *m_deckSummary = nullptr;
    QLabel *m_noteLabel = nullptr;

    QTabWidget *m_sideTabs = nullptr;
    VerdictPanel *m_verdictPanel = nullptr;
    DeckStatsWidget *m_statsWidget = nullptr;
    CardPanel *m_cardPanel = nullptr;
    // Which list the detail pane follows: the one last selected in.
    enum class PanelSource : quint8 { None, Results, Deck } m_panelSource = PanelSource::None;

    std::unique_ptr<CardNameResolver> m_resolver;
    UnsavedChangesPrompt m_prompt;
    ImportReviewer m_importReviewer;
    SheetDetailsPrompt m_sheetPrompt;
    UnresolvedSavePrompt m_unresolvedSavePrompt;
    QString m_lastError;
    bool m_loaded = false;
    bool m_showingFields = false; // the fields follow the document: not an edit
    // The imported line whose card the search looks for (Enter on it in the verdict), or -1.
    int m_resolvingLine = -1;
    int m_resolvingCopies = 1; // the copies the line being resolved wrote
};

} // namespace inwo
