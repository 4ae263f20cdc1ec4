#include "deckeditorwidget.h"

#include "cardbrowser/cardpanel.h"
#include "carddatabase.h"
#include "cardresultsmodel.h"
#include "cards/cardnameresolver.h"
#include "cardsearch.h"
#include "common/databasemessages.h"
#include "common/startfolder.h"
#include "common/statuscolours.h"
#include "common/suggestionlabel.h"
#include "common/textinput.h"
#include "deckdocument.h"
#include "deckfiles.h"
#include "deckimportdialog.h"
#include "deckmodel.h"
#include "decks/deckfileio.h"
#include "decks/deckimport.h"
#include "decks/decklegality.h"
#include "decks/formatwords.h"
#include "deckstatswidget.h"
#include "deckstore.h"
#include "formatlibrary.h"
#include "opendeckdialog.h"
#include "rules/rulelinks.h"
#include "rules/scenariocitations.h"
#include "verdictpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int searchDelayMs = 150;

const QString settingsGroup = u"deckEditor"_s;
const QString splitterKey = u"splitter"_s;
// Renamed when the name column began to stretch: a header saved before would not.
const QString deckHeaderKey = u"deckHeaderStretchingName"_s;
// Renamed when the results gained the Power, Resistance and alignments columns: a header saved
// before would hide them.
const QString resultsHeaderKey = u"resultsHeaderWithFacts"_s;
const QString sideTabKey = u"sideTab"_s;
const QString lastFolderKey = u"deckEditor/lastFolder"_s;
const QString sheetPlayerKey = u"deckEditor/sheetPlayer"_s;
const QString sheetEventKey = u"deckEditor/sheetEvent"_s;

bool isPlain(const QKeyEvent *event)
{
    return (event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier;
}

UnsavedChangesAnswer askAboutUnsavedChanges(QWidget *parent, const QString &deckName)
{
    QMessageBox box(
        QMessageBox::Warning, DeckEditorWidget::tr("Unsaved Changes"),
        DeckEditorWidget::tr("The deck “%1” has changes that are not saved.").arg(deckName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(DeckEditorWidget::tr("Do you want to save them first?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return UnsavedChangesAnswer::Save;
    case QMessageBox::Discard:
        return UnsavedChangesAnswer::Discard;
    default:
        return UnsavedChangesAnswer::Cancel;
    }
}

// Asks for the player and event of a registration sheet, as `inwo deck convert --player --event`
// takes them.
std::optional<DeckEditorWidget::SheetDetails>
askForSheetDetails(QWidget *parent, const DeckEditorWidget::SheetDetails &suggested)
{
    QDialog dialog(parent);
    dialog.setObjectName(u"sheetDetailsDialog"_s);
    dialog.setWindowTitle(DeckEditorWidget::tr("Deck Registration Sheet"));
    auto *intro = new QLabel(DeckEditorWidget::tr("The sheet prints these on its Player and Event "
                                                  "lines; leave one empty to write it by hand."),
                             &dialog);
    intro->setWordWrap(true);
    auto *player = new QLineEdit(suggested.player, &dialog);
    player->setObjectName(u"sheetPlayerField"_s);
    auto *event = new QLineEdit(suggested.event, &dialog);
    event->setObjectName(u"sheetEventField"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(DeckEditorWidget::tr("&Export"));
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(DeckEditorWidget::tr("&Player:"), player);
    form->addRow(DeckEditorWidget::tr("&Event:"), event);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    dialog.resize(std::max(dialog.sizeHint().width(), 420), dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return DeckEditorWidget::SheetDetails{player->text().trimmed(), event->text().trimmed()};
}

} // namespace

DeckEditorWidget::DeckEditorWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database)
{
    m_document = new DeckDocument(database, this);
    m_deckModel = new DeckModel(m_document, this);

    buildSearchSide();
    buildDeckSide();

    m_verdictPanel = new VerdictPanel(database, this);
    m_verdictPanel->setObjectName(u"verdictPanel"_s);
    // A violation's rule is the format's words with a seed passage: the rule of that passage.
    RuleLinks::attach(
        m_verdictPanel->violationList(),
        [this](const QModelIndex &index) {
            const std::optional<DeckVerdict> &verdict = m_verdictPanel->verdict();
            if (!verdict || index.row() >= verdict->violations.size())
                return RuleId::None;
            const QList<RuleId> rules =
                rulesAtLocations(verdict->violations.at(index.row()).rule.source);
            return rules.isEmpty() ? RuleId::None : rules.first();
        },
        [this](RuleId rule) { emit ruleRequested(rule); });
    m_statsWidget = new DeckStatsWidget(database, this);
    m_statsWidget->setObjectName(u"deckStatsWidget"_s);
    m_statsWidget->setProperty("inwoHelp", u"decks.md#statistics"_s); // F1
    m_sideTabs = new QTabWidget(this);
    m_sideTabs->setObjectName(u"deckSideTabs"_s);
    m_sideTabs->addTab(m_verdictPanel, tr("Verd&ict"));
    m_sideTabs->addTab(m_statsWidget, tr("&Statistics"));
    m_cardPanel = new CardPanel(this);
    m_cardPanel->setObjectName(u"deckCardPanel"_s);
    m_sideTabs->addTab(m_cardPanel, tr("Se&lected Card"));
    m_sideTabs->setTabToolTip(int(SidePage::Card),
                              tr("The card selected in the search results or in the deck (Alt+L)"));

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"deckEditorSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_searchSide);
    m_splitter->addWidget(m_deckSide);
    m_splitter->addWidget(m_sideTabs);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_splitter);

    QSettings settings;
    settings.beginGroup(settingsGroup);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({370, 350, 300}); // shared in proportion at any width
    m_deckTree->header()->restoreState(settings.value(deckHeaderKey).toByteArray());
    m_results->horizontalHeader()->restoreState(settings.value(resultsHeaderKey).toByteArray());
    m_sideTabs->setCurrentIndex(settings.value(sideTabKey, 0).toInt());
    settings.endGroup();

    setFocusProxy(m_searchField);
    setTabOrder(m_searchField, m_results);
    setTabOrder(m_results, m_nameField);
    setTabOrder(m_nameField, m_authorField);
    setTabOrder(m_authorField, m_notesField);
    setTabOrder(m_notesField, m_deckTree);

    connect(m_document, &DeckDocument::changed, this, &DeckEditorWidget::documentChanged);
    connect(m_document, &DeckDocument::modifiedChanged, this, &DeckEditorWidget::titleChanged);
    connect(m_verdictPanel, &VerdictPanel::cardsActivated, this, &DeckEditorWidget::selectCards);
    connect(m_verdictPanel, &VerdictPanel::formatChanged, m_document, &DeckDocument::setFormatId);
    connect(m_verdictPanel, &VerdictPanel::unresolvedLineActivated, this,
            &DeckEditorWidget::findLine);
    connect(m_verdictPanel, &VerdictPanel::leaveOutLineRequested, m_document,
            &DeckDocument::leaveOutLine);
    connect(m_results->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DeckEditorWidget::showResultCard);
    connect(m_deckTree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DeckEditorWidget::showDeckCard);

    documentChanged(DeckChange{});
}

DeckEditorWidget::~DeckEditorWidget() = default;

void DeckEditorWidget::buildSearchSide()
{
    m_searchSide = new QWidget(this);
    m_searchField = new QLineEdit(m_searchSide);
    m_searchField->setObjectName(u"deckSearchField"_s);
    m_searchField->setAccessibleName(tr("Find cards to add"));
    m_searchField->setProperty("inwoHelp", u"decks.md#building-a-deck"_s); // F1
    m_searchField->setPlaceholderText(tr("Find cards to add (Enter adds the selected one)"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->installEventFilter(this);

    m_searchError = new QLabel(m_searchSide);
    m_searchError->setObjectName(u"deckSearchErrorLabel"_s);
    m_searchError->setTextFormat(Qt::PlainText);
    m_searchError->setWordWrap(true);
    followPalette(m_searchError, [this] {
        m_searchError->setStyleSheet(StatusColours::messageBoxStyle(StatusTone::Bad));
    });
    m_searchError->hide();

    // "Did you mean …?" when a name search finds nothing; a link per name, Enter takes the first.
    m_suggestionLabel = new SuggestionLabel(m_searchSide);
    m_suggestionLabel->setObjectName(u"deckSearchSuggestion"_s);
    connect(m_suggestionLabel, &SuggestionLabel::suggestionChosen, this,
            [this](const QString &name) {
                applySuggestion(name);
                m_searchField->setFocus(Qt::OtherFocusReason);
            });

    m_resultsModel = new CardResultsModel(m_database, this);
    m_results = new QTableView(m_searchSide);
    m_results->setObjectName(u"deckSearchResults"_s);
    m_results->setAccessibleName(tr("Cards to add"));
    m_results->setModel(m_resultsModel);
    m_results->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_results->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setDragEnabled(true);
    m_results->setDragDropMode(QAbstractItemView::DragOnly);
    m_results->setDefaultDropAction(Qt::CopyAction);
    m_results->setAlternatingRowColors(true);
    m_results->setWordWrap(false);
    m_results->setShowGrid(false);
    m_results->setTabKeyNavigation(false);
    m_results->verticalHeader()->hide();
    m_results->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_results->verticalHeader()->setDefaultSectionSize(m_results->fontMetrics().height() + 6);
    m_results->installEventFilter(this);
    QHeaderView *header = m_results->horizontalHeader();
    header->setHighlightSections(false);
    header->setSortIndicator(CardSearchModel::NameColumn, Qt::AscendingOrder);
    // What building a deck asks of a card at a glance; the rest is in its tooltip and the
    // Selected Card page.
    header->setSectionHidden(CardSearchModel::AttributesColumn, true);
    header->setSectionHidden(CardSearchModel::SetColumn, true);
    const QFontMetrics metrics = m_results->fontMetrics();
    header->resizeSection(CardSearchModel::NameColumn,
                          metrics.horizontalAdvance(u"Bavarian Illuminati"_s) + 12);
    header->resizeSection(CardSearchModel::TypeColumn,
                          metrics.horizontalAdvance(u"Organization"_s) + 12);
    header->resizeSection(
        CardSearchModel::PowerColumn,
        std::max(metrics.horizontalAdvance(u"10/10"_s),
                 metrics.horizontalAdvance(
                     m_resultsModel->headerData(CardSearchModel::PowerColumn, Qt::Horizontal)
                         .toString())) +
            14);
    // The alignments take what is left (the hidden columns after them cannot stretch).
    header->setStretchLastSection(false);
    header->setSectionResizeMode(CardSearchModel::AlignmentsColumn, QHeaderView::Stretch);
    header->resizeSection(
        CardSearchModel::ResistanceColumn,
        std::max(metrics.horizontalAdvance(u"10"_s),
                 metrics.horizontalAdvance(
                     m_resultsModel->headerData(CardSearchModel::ResistanceColumn, Qt::Horizontal)
                         .toString())) +
            14);
    connect(m_results, &QTableView::doubleClicked, this, &DeckEditorWidget::addSelectedResults);
    connect(m_resultsModel, &QAbstractItemModel::modelReset, this, [this] {
        if (m_resultsModel->rowCount() > 0)
            moveResultRow(0);
        else if (m_panelSource == PanelSource::Results)
            showResultCard({}); // the pane never shows a card the list does not
    });

    auto *hint =
        new QLabel(tr("Enter, + or double-click adds; drag onto the deck to place."), m_searchSide);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);

    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(searchDelayMs);
    connect(m_searchField, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    // A cleared search no longer looks for the card of an imported line.
    connect(m_searchField, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            m_resolvingLine = -1;
    });
    connect(m_searchTimer, &QTimer::timeout, this, &DeckEditorWidget::searchNow);

    auto *layout = new QVBoxLayout(m_searchSide);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_searchField);
    layout->addWidget(m_searchError);
    layout->addWidget(m_suggestionLabel);
    layout->addWidget(m_results, 1);
    layout->addWidget(hint);
}

void DeckEditorWidget::buildDeckSide()
{
    m_deckSide = new QWidget(this);
    m_nameField = new QLineEdit(m_deckSide);
    m_nameField->setObjectName(u"deckNameField"_s);
    m_nameField->setPlaceholderText(tr("Untitled Deck"));
    m_authorField = new QLineEdit(m_deckSide);
    m_authorField->setObjectName(u"deckAuthorField"_s);
    m_notesField = new QPlainTextEdit(m_deckSide);
    m_notesField->setObjectName(u"deckNotesField"_s);
    m_notesField->setPlaceholderText(tr("Strategy, sources, what to remember"));
    m_notesField->setTabChangesFocus(true);
    m_notesField->setFixedHeight(m_notesField->fontMetrics().lineSpacing() * 3 + 12);

    connect(m_nameField, &QLineEdit::textEdited, m_document, &DeckDocument::setName);
    connect(m_authorField, &QLineEdit::textEdited, m_document, &DeckDocument::setAuthor);
    connect(m_notesField, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_showingFields)
            m_document->setNotes(m_notesField->toPlainText());
    });

    m_deckTree = new QTreeView(m_deckSide);
    m_deckTree->setObjectName(u"deckTree"_s);
    m_deckTree->setAccessibleName(tr("Cards in the deck"));
    m_deckTree->setProperty("inwoHelp", u"decks.md#building-a-deck"_s); // F1
    m_deckTree->setModel(m_deckModel);
    m_deckTree->setUniformRowHeights(true);
    m_deckTree->setAlternatingRowColors(true);
    m_deckTree->setAllColumnsShowFocus(true);
    m_deckTree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_deckTree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_deckTree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_deckTree->setAcceptDrops(true);
    m_deckTree->setDragDropMode(QAbstractItemView::DropOnly);
    m_deckTree->setDefaultDropAction(Qt::CopyAction);
    m_deckTree->setDropIndicatorShown(true);
    m_deckTree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_deckTree->installEventFilter(this);
    QHeaderView *header = m_deckTree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // The name takes what the other columns leave; a long name elides (its tooltip and the
    // Selected Card page have it whole).
    header->setSectionResizeMode(DeckModel::NameColumn, QHeaderView::Stretch);
    const QFontMetrics metrics = m_deckTree->fontMetrics();
    // The first column also holds the tree's indentation: three levels for a card in a group.
    m_deckTree->setIndentation(12);
    header->resizeSection(DeckModel::QuantityColumn,
                          3 * m_deckTree->indentation() + metrics.horizontalAdvance(u"999"_s) + 10);
    header->resizeSection(DeckModel::TypeColumn, metrics.horizontalAdvance(u"Organization"_s) + 12);
    // The set is in each card's tooltip and on the Selected Card page: the names need the room.
    header->setSectionHidden(DeckModel::SetColumn, true);
    connect(m_deckModel, &QAbstractItemModel::rowsInserted, this, &DeckEditorWidget::expandNewRows);
    connect(m_deckModel, &QAbstractItemModel::modelReset, this, [this] {
        spanGroupRows({});
        m_deckTree->expandAll();
    });
    connect(m_deckTree, &QWidget::customContextMenuRequested, this,
            &DeckEditorWidget::showDeckContextMenu);

    m_deckSummary = new QLabel(m_deckSide);
    m_deckSummary->setObjectName(u"deckSummaryLabel"_s);
    m_deckSummary->setTextFormat(Qt::PlainText);
    m_deckSummary->setWordWrap(true);

    m_noteLabel = new QLabel(m_deckSide);
    m_noteLabel->setObjectName(u"deckEditorNote"_s);
    m_noteLabel->setTextFormat(Qt::PlainText);
    m_noteLabel->setWordWrap(true);
    m_noteLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_noteLabel->setForegroundRole(QPalette::PlaceholderText);
    m_noteLabel->hide();

    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Name:"), m_nameField);
    form->addRow(tr("&Author:"), m_authorField);
    form->addRow(tr("N&otes:"), m_notesField);

    auto *layout = new QVBoxLayout(m_deckSide);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_deckTree, 1);
    layout->addWidget(m_deckSummary);
    layout->addWidget(m_noteLabel);
}

void DeckEditorWidget::saveSettings(QSettings &settings) const
{
    settings.beginGroup(settingsGroup);
    settings.setValue(splitterKey, m_splitter->saveState());
    settings.setValue(deckHeaderKey, m_deckTree->header()->saveState());
    settings.setValue(resultsHeaderKey, m_results->horizontalHeader()->saveState());
    settings.setValue(sideTabKey, m_sideTabs->currentIndex());
    settings.endGroup();
}

void DeckEditorWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    ensureLoaded();
    // Coming to the tab (Ctrl+2, a click) lands in the search unless a field here has the focus.
    if (!isAncestorOf(QApplication::focusWidget()))
        focusMainField();
}

void DeckEditorWidget::ensureLoaded()
{
    if (m_loaded)
        return;
    m_loaded = true;
    QList<FormatError> errors;
    const FormatLibrary library =
        FormatLibrary::load(m_database, FormatLibrary::userFolderFor(m_database.path()), &errors);
    m_verdictPanel->setFormats(library.formats(), errors, m_document->formatId());
    m_document->setFormatId(m_verdictPanel->currentFormatId());
    // Sorting on runs the first search, in the order the (restored) header shows.
    m_results->setSortingEnabled(true);
    if (!m_resultsModel->hasSearched())
        m_resultsModel->refresh();
}

void DeckEditorWidget::refreshCards()
{
    m_resolver.reset();
    if (m_loaded)
        m_resultsModel->refresh();
}

const CardNameResolver &DeckEditorWidget::resolver()
{
    if (!m_resolver)
        m_resolver = std::make_unique<CardNameResolver>(m_database);
    return *m_resolver;
}

void DeckEditorWidget::setUnsavedChangesPrompt(UnsavedChangesPrompt prompt)
{
    m_prompt = std::move(prompt);
}

void DeckEditorWidget::setImportReviewer(ImportReviewer reviewer)
{
    m_importReviewer = std::move(reviewer);
}

void DeckEditorWidget::setSheetDetailsPrompt(SheetDetailsPrompt prompt)
{
    m_sheetPrompt = std::move(prompt);
}

void DeckEditorWidget::setUnresolvedSavePrompt(UnresolvedSavePrompt prompt)
{
    m_unresolvedSavePrompt = std::move(prompt);
}

void DeckEditorWidget::focusMainField()
{
    focusSearchField();
}

void DeckEditorWidget::focusSearchField()
{
    ensureLoaded();
    m_searchField->setFocus(Qt::ShortcutFocusReason);
    m_searchField->selectAll();
}

void DeckEditorWidget::showSidePage(SidePage page)
{
    m_sideTabs->setCurrentIndex(int(page));
}

void DeckEditorWidget::showCardDetails()
{
    showSidePage(SidePage::Card);
}

void DeckEditorWidget::showResultCard(const QModelIndex &current)
{
    if (!current.isValid()) {
        if (m_panelSource == PanelSource::Results) {
            m_cardPanel->clear();
            m_panelSource = PanelSource::None;
        }
        return;
    }
    m_panelSource = PanelSource::Results;
    showPanelCard(m_resultsModel->cardAt(current.row()).id);
}

void DeckEditorWidget::showDeckCard(const QModelIndex &current)
{
    if (!current.isValid() || m_deckModel->rowKind(current) != DeckModel::RowKind::Card) {
        // A zone or group row: the pane keeps its card while the deck still holds it.
        if (m_panelSource == PanelSource::Deck && m_cardPanel->card() &&
            m_document->deck().copiesOf(m_cardPanel->card()->id) == 0) {
            m_cardPanel->clear();
            m_panelSource = PanelSource::None;
        }
        return;
    }
    m_panelSource = PanelSource::Deck;
    showPanelCard(current.data(DeckModel::CardIdRole).toString());
}

void DeckEditorWidget::showPanelCard(const QString &cardId)
{
    if (m_cardPanel->card() && m_cardPanel->card()->id == cardId)
        return;
    const std::optional<Card> card = m_database.cardById(cardId);
    if (!card) {
        m_cardPanel->clear();
        return;
    }
    m_cardPanel->showCard(*card, m_database.cardText(cardId));
}

void DeckEditorWidget::findLine(int lineNumber, const QString &written)
{
    // The name the line wrote is searched; the copies it wrote are what the card it meant gets.
    const WrittenCopies card = writtenCopiesOf(written);
    m_searchField->setText(card.name);
    // The next card added from this search resolves the line.
    m_resolvingLine = lineNumber;
    m_resolvingCopies = card.copies;
    searchNow();
    m_searchField->setFocus(Qt::OtherFocusReason);
    m_searchField->selectAll();
}

void DeckEditorWidget::showNote(const QString &message)
{
    m_noteLabel->setText(message);
    m_noteLabel->setToolTip(message);
    m_noteLabel->show();
    emit statusMessage(message);
}

void DeckEditorWidget::documentChanged(const DeckChange &change)
{
    const Deck &deck = m_document->deck();
    if (change.kind == DeckChange::Kind::Reset)
        m_resolvingLine = -1;
    if (change.kind == DeckChange::Kind::Reset || change.kind == DeckChange::Kind::FieldChanged)
        showFieldsFromDocument();
    if (change.kind == DeckChange::Kind::Reset ||
        (change.kind == DeckChange::Kind::FieldChanged && change.field == DeckField::Name))
        emit titleChanged();
    if (change.kind == DeckChange::Kind::FieldChanged)
        return;

    m_verdictPanel->setDeck(deck, m_document->unresolvedLines(), m_document->nearMissLines());
    if (change.kind == DeckChange::Kind::LinesChanged)
        return;
    m_statsWidget->setDeck(deck);
    // The pane never shows a card the deck lost (its row went with it).
    if (m_panelSource == PanelSource::Deck)
        showDeckCard(m_deckTree->currentIndex());
    const DeckCounts counts = DeckCounts::of(deck, m_database);
    int total = 0;
    for (const DeckEntry &entry : deck.entries)
        total += entry.quantity;
    const QString cardCount = total == 1 ? tr("1 card") : tr("%L1 cards").arg(total);
    m_deckSummary->setText(tr("%1. As formats count them: Illuminati %2 · Group deck %3 · "
                              "Plot deck %4")
                               .arg(cardCount)
                               .arg(counts.illuminati)
                               .arg(counts.groupDeck)
                               .arg(counts.plotDeck));
}

void DeckEditorWidget::showFieldsFromDocument()
{
    const Deck &deck = m_document->deck();
    m_showingFields = true;
    if (m_nameField->text() != deck.name)
        m_nameField->setText(deck.name);
    if (m_authorField->text() != deck.author)
        m_authorField->setText(deck.author);
    if (m_notesField->toPlainText() != deck.notes)
        m_notesField->setPlainText(deck.notes);
    m_showingFields = false;
}

void DeckEditorWidget::searchNow()
{
    m_searchTimer->stop();
    ensureLoaded();
    SearchError error;
    if (m_resultsModel->setQuery(m_searchField->text().trimmed(), &error)) {
        m_searchError->hide();
        m_searchField->setToolTip(QString());
    } else {
        // The model dropped the rows that answered another query; the pane follows.
        m_searchError->setText(error.message);
        m_searchError->show();
        m_searchField->setToolTip(error.message);
    }
    updateSuggestions();
}

void DeckEditorWidget::updateSuggestions()
{
    const bool nothingFound = m_resultsModel->rowCount() == 0 && m_searchError->isHidden();
    m_suggestionLabel->setSuggestions(nothingFound ? m_resultsModel->suggestions() : QStringList());
}

void DeckEditorWidget::applySuggestion(const QString &name)
{
    m_searchField->setText(name);
    searchNow();
}

void DeckEditorWidget::moveResultRow(int delta)
{
    const int rows = m_resultsModel->rowCount();
    if (rows == 0)
        return;
    const QModelIndex current = m_results->currentIndex();
    int row = current.isValid() ? current.row() + delta : 0;
    if (row >= rows && m_resultsModel->canFetchMore({})) {
        m_resultsModel->fetchMore({});
    }
    row = std::clamp(row, 0, m_resultsModel->rowCount() - 1);
    const QModelIndex target = m_resultsModel->index(row, CardSearchModel::NameColumn);
    m_results->selectionModel()->setCurrentIndex(target, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
    m_results->scrollTo(target);
}

void DeckEditorWidget::addSelectedResults()
{
    QModelIndexList rows = m_results->selectionModel()->selectedRows();
    if (rows.isEmpty() && m_results->currentIndex().isValid())
        rows.append(m_results->currentIndex());
    const QStringList ids = m_resultsModel->cardIds(rows);
    if (ids.isEmpty())
        return;
    QUndoStack *stack = m_document->undoStack();
    // Started from an unresolved line of the import: the card it meant resolves it, in the same
    // undo step as the addition.
    const int line = m_document->unresolvedIndexOf(m_resolvingLine) >= 0 ? m_resolvingLine : -1;
    m_resolvingLine = -1;
    const bool several = ids.size() > 1;
    if (line >= 0)
        stack->beginMacro(tr("Resolve Line %1").arg(line));
    else if (several)
        stack->beginMacro(tr("Add %1 Cards").arg(ids.size()));
    for (const QString &id : ids)
        m_document->addCopies(id, line >= 0 ? m_resolvingCopies : 1);
    if (line >= 0)
        m_document->leaveOutLine(line);
    if (several || line >= 0)
        stack->endMacro();
    selectCards(ids);
}

void DeckEditorWidget::changeCurrentCard(int delta)
{
    const QModelIndex current = m_deckTree->currentIndex();
    if (!current.isValid() || m_deckModel->rowKind(current) != DeckModel::RowKind::Card)
        return;
    const QString id = current.data(DeckModel::CardIdRole).toString();
    const auto zone = DeckZone(current.data(DeckModel::ZoneRole).toInt());
    if (delta > 0)
        m_document->addCopies(id, delta, zone);
    else if (delta < 0)
        m_document->removeCopies(id, zone, -delta);
}

void DeckEditorWidget::selectCards(const QStringList &cardIds)
{
    QItemSelection selection;
    QModelIndex first;
    for (const QString &id : cardIds) {
        for (const QModelIndex &index : m_deckModel->indexesOfCard(id)) {
            for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
                m_deckTree->expand(parent);
            selection.select(index, index.siblingAtColumn(DeckModel::ColumnCount - 1));
            if (!first.isValid())
                first = index;
        }
    }
    if (!first.isValid())
        return;
    QItemSelectionModel *selectionModel = m_deckTree->selectionModel();
    selectionModel->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    selectionModel->select(selection, QItemSelectionModel::ClearAndSelect);
    m_deckTree->scrollTo(first);
}

void DeckEditorWidget::spanGroupRows(const QModelIndex &parent)
{
    for (int row = 0; row < m_deckModel->rowCount(parent); ++row) {
        const QModelIndex index = m_deckModel->index(row, 0, parent);
        if (m_deckModel->rowKind(index) == DeckModel::RowKind::Card)
            continue;
        m_deckTree->setFirstColumnSpanned(row, parent, true);
        spanGroupRows(index);
    }
}

void DeckEditorWidget::expandNewRows(const QModelIndex &parent, int first, int last)
{
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = m_deckModel->index(row, 0, parent);
        if (m_deckModel->rowKind(index) == DeckModel::RowKind::Card)
            continue;
        m_deckTree->setFirstColumnSpanned(row, parent, true);
        spanGroupRows(index);
        m_deckTree->expand(index);
        for (int child = 0; child < m_deckModel->rowCount(index); ++child)
            m_deckTree->expand(m_deckModel->index(child, 0, index));
    }
}

void DeckEditorWidget::showDeckContextMenu(const QPoint &position)
{
    const QModelIndex index = m_deckTree->indexAt(position);
    if (!index.isValid() || m_deckModel->rowKind(index) != DeckModel::RowKind::Card)
        return;
    m_deckTree->setCurrentIndex(index);
    const QString id = index.data(DeckModel::CardIdRole).toString();
    const auto zone = DeckZone(index.data(DeckModel::ZoneRole).toInt());
    const int copies = m_document->quantity(id, zone);

    QMenu menu(this);
    menu.setObjectName(u"deckCardMenu"_s);
    menu.addAction(tr("Show Card &Details\tAlt+L"), this, &DeckEditorWidget::showCardDetails);
    menu.addSeparator();
    menu.addAction(tr("&Add One Copy\t+"), this, [this] { changeCurrentCard(1); });
    menu.addAction(tr("&Remove One Copy\t-"), this, [this] { changeCurrentCard(-1); });
    QMenu *move = menu.addMenu(tr("&Move to"));
    for (const auto &entry : EnumTable<DeckZone>::entries) {
        const DeckZone to = entry.value;
        if (to == zone)
            continue;
        move->addAction(DeckModel::zoneTitle(to), this, [this, id, zone, to, copies] {
            m_document->moveCopies(id, zone, to, copies);
        });
    }
    menu.exec(m_deckTree->viewport()->mapToGlobal(position));
}

void DeckEditorWidget::showDeckMenuForCurrentRow()
{
    const QModelIndex current = m_deckTree->currentIndex();
    if (!current.isValid())
        return;
    m_deckTree->scrollTo(current);
    const QRect row = m_deckTree->visualRect(current.siblingAtColumn(DeckModel::NameColumn));
    showDeckContextMenu(row.center());
}

bool DeckEditorWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        // The pane follows the list in use.
        if (watched == m_results || watched == m_searchField)
            showResultCard(m_results->currentIndex());
        else if (watched == m_deckTree)
            showDeckCard(m_deckTree->currentIndex());
        return QWidget::eventFilter(watched, event);
    }
    const bool keyPress = event->type() == QEvent::KeyPress;
    if (!keyPress && event->type() != QEvent::ShortcutOverride)
        return QWidget::eventFilter(watched, event);
    const auto *keyEvent = static_cast<QKeyEvent *>(event);
    // Ctrl+V where no text is typed pastes a deck list; in the search field it pastes text.
    if ((watched == m_deckTree || watched == m_results) && keyEvent->matches(QKeySequence::Paste)) {
        event->accept();
        if (keyPress)
            pasteDeckList();
        return true;
    }
    if (!keyPress)
        return QWidget::eventFilter(watched, event);
    if (!isPlain(keyEvent))
        return QWidget::eventFilter(watched, event);
    const int key = keyEvent->key();

    if (watched == m_searchField) {
        switch (key) {
        case Qt::Key_Up:
            moveResultRow(-1);
            return true;
        case Qt::Key_Down:
            moveResultRow(1);
            return true;
        case Qt::Key_PageUp:
            moveResultRow(-10);
            return true;
        case Qt::Key_PageDown:
            moveResultRow(10);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (m_searchTimer->isActive() || !m_resultsModel->hasSearched())
                searchNow();
            // Nothing found: Enter takes the nearest name offered, and a second Enter adds it.
            if (m_resultsModel->rowCount() == 0 && !m_resultsModel->suggestions().isEmpty()) {
                applySuggestion(m_resultsModel->suggestions().constFirst());
                return true;
            }
            addSelectedResults();
            return true;
        case Qt::Key_Escape:
            if (m_searchField->text().isEmpty())
                return false;
            m_searchField->clear();
            return true;
        default:
            break;
        }
    } else if (watched == m_results) {
        switch (key) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Plus:
            addSelectedResults();
            return true;
        case Qt::Key_Escape:
            m_searchField->setFocus(Qt::ShortcutFocusReason);
            m_searchField->selectAll();
            return true;
        default:
            break;
        }
    } else if (watched == m_deckTree) {
        if (key == Qt::Key_Menu ||
            (key == Qt::Key_F10 && keyEvent->modifiers().testFlag(Qt::ShiftModifier))) {
            showDeckMenuForCurrentRow();
            return true;
        }
        switch (key) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            showDeckCard(m_deckTree->currentIndex());
            showCardDetails();
            return true;
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            changeCurrentCard(1);
            return true;
        case Qt::Key_Minus:
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            changeCurrentCard(-1);
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DeckEditorWidget::fail(const QString &title, const QString &message)
{
    m_lastError = message;
    QMessageBox::warning(this, title, message);
}

bool DeckEditorWidget::settleUnsavedChanges()
{
    if (!m_document->isModified())
        return true;
    const QString name = m_document->displayName();
    const UnsavedChangesAnswer answer =
        m_prompt ? m_prompt(name) : askAboutUnsavedChanges(this, name);
    switch (answer) {
    case UnsavedChangesAnswer::Save:
        return saveDeck();
    case UnsavedChangesAnswer::Discard:
        return true;
    case UnsavedChangesAnswer::Cancel:
        return false;
    }
    return false;
}

bool DeckEditorWidget::newDeck()
{
    if (!settleUnsavedChanges())
        return false;
    m_document->reset(Deck{});
    m_nameField->setFocus(Qt::OtherFocusReason);
    return true;
}

bool DeckEditorWidget::openDeck()
{
    if (!settleUnsavedChanges())
        return false;
    DeckStore store(m_database);
    OpenDeckDialog dialog(store, this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedDeckId() == 0)
        return false;
    return openStoredDeck(dialog.selectedDeckId());
}

bool DeckEditorWidget::openStoredDeck(qint64 id)
{
    const DeckStore store(m_database);
    QString error;
    QString formatId;
    const std::optional<Deck> deck = store.load(id, &error, &formatId);
    if (!deck) {
        if (!showDatabaseProblem(this, m_database))
            fail(tr("Open Deck"), tr("The deck could not be opened:\n%1").arg(error));
        return false;
    }
    m_document->reset(*deck, id);
    if (!formatId.isEmpty()) {
        m_document->setFormatId(formatId);
        if (m_loaded)
            m_verdictPanel->setCurrentFormatId(formatId);
    }
    return true;
}

bool DeckEditorWidget::saveDeck()
{
    // The database keeps cards, not the lines of a file: saving would lose what is unresolved.
    const DeckImportReport &unresolved = m_document->unresolvedLines();
    if (!unresolved.lines.isEmpty()) {
        const int count = int(unresolved.lines.size());
        QString question =
            count == 1
                ? tr("1 line of %1 still names no card.").arg(unresolved.sourceName)
                : tr("%L1 lines of %2 still name no card.").arg(count).arg(unresolved.sourceName);
        question += u' ' + tr("The saved deck keeps only its cards, so it will not remember "
                              "them.\n\nSave without them? Cancel to resolve them in the "
                              "verdict first.");
        const bool save = m_unresolvedSavePrompt
                              ? m_unresolvedSavePrompt(count)
                              : QMessageBox::question(this, tr("Save Deck"), question,
                                                      QMessageBox::Save | QMessageBox::Cancel,
                                                      QMessageBox::Cancel) == QMessageBox::Save;
        if (!save)
            return false;
    }
    DeckStore store(m_database);
    QString error;
    const QString formatId = m_loaded ? m_verdictPanel->currentFormatId() : m_document->formatId();
    const qint64 id = store.save(m_document->deck(), m_document->storedId(), formatId, &error);
    if (id == 0) {
        // A file that refuses (read-only, locked, damaged) is explained in the user's language,
        // with what to do.
        if (!showDatabaseProblem(this, m_database))
            fail(tr("Save Deck"), tr("The deck could not be saved:\n%1").arg(error));
        return false;
    }
    m_document->setStoredId(id);
    m_document->markSaved();
    emit titleChanged();
    return true;
}

bool DeckEditorWidget::importDeckFile()
{
    if (!settleUnsavedChanges())
        return false;
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Deck File"), folder,
                                                      DeckFiles::importFilter());
    if (path.isEmpty())
        return false;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    return importFromFile(path);
}

bool DeckEditorWidget::importDeckFile(const QString &path)
{
    return settleUnsavedChanges() && importFromFile(path);
}

bool DeckEditorWidget::importFromFile(const QString &path)
{
    const DeckImportResult result = DeckFiles::read(path, resolver());
    if (!result.ok()) {
        fail(tr("Import Deck File"), tr("The deck file could not be read:\n%1").arg(result.error));
        return false;
    }
    return reviewImport(result, path);
}

bool DeckEditorWidget::pasteDeckList()
{
    const QString title = tr("Paste Deck List");
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        fail(title, tr("The clipboard holds no text. Copy a deck list (from a forum post, a "
                       "LackeyCCG .dek file or a table) and paste it again."));
        return false;
    }
    const QByteArray content = text.toUtf8();
    if (content.size() > InputLimit::DeckFileBytes) {
        fail(title, tr("The clipboard's text is larger than %1, more than any deck list: it was "
                       "not read.")
                        .arg(megabytesText(InputLimit::DeckFileBytes)));
        return false;
    }
    const DeckImportResult result = DeckFileIo::readContent(
        content, tr("clipboard", "where a pasted deck list came from"), resolver());
    if (!result.ok()) {
        fail(title,
             tr("The clipboard's text could not be read as a deck list:\n%1").arg(result.error));
        return false;
    }
    if (result.report.cardCopies() == 0 && result.report.allCardsResolved()) {
        fail(title, tr("The clipboard's text names no card: it is not a deck list. Copy the "
                       "list itself (one card a line, or a .dek file's text) and paste it "
                       "again."));
        return false;
    }
    // What the clipboard held is read first: a question about the deck in the editor comes only
    // when there is a deck to take its place.
    if (!settleUnsavedChanges())
        return false;
    return reviewImport(result, QString());
}

bool DeckEditorWidget::reviewImport(const DeckImportResult &result, const QString &filePath)
{
    DeckImportDialog dialog(result, m_database, this);
    const bool accepted =
        m_importReviewer ? m_importReviewer(dialog) : dialog.exec() == QDialog::Accepted;
    if (!accepted)
        return false;
    m_document->reset(dialog.deck(), 0, filePath, true, dialog.unresolved(), dialog.nearMisses());
    return true;
}

bool DeckEditorWidget::exportDeck()
{
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QStringList filters = DeckFiles::exportFilters();
    QString selectedFilter = filters.first();
    QString name = m_document->displayName();
    name.replace(u'/', u'-');
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export Deck"), folder + u'/' + name + u".dek"_s,
                                     filters.join(u";;"_s), &selectedFilter);
    if (path.isEmpty())
        return false;
    if (!DeckFiles::kindOf(path)) {
        const qsizetype filter = std::max<qsizetype>(0, filters.indexOf(selectedFilter));
        const DeckFiles::Kind kinds[] = {DeckFiles::Kind::Dek, DeckFiles::Kind::Text,
                                         DeckFiles::Kind::Csv, DeckFiles::Kind::Pdf};
        path += u'.' + DeckFiles::extension(kinds[std::min<qsizetype>(filter, 3)]);
    }
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    return exportDeck(path);
}

std::optional<DeckEditorWidget::SheetDetails> DeckEditorWidget::askSheetDetails()
{
    QSettings settings;
    const SheetDetails last{settings.value(sheetPlayerKey).toString(),
                            settings.value(sheetEventKey).toString()};
    std::optional<SheetDetails> details =
        m_sheetPrompt ? m_sheetPrompt(last) : askForSheetDetails(this, last);
    if (details) {
        settings.setValue(sheetPlayerKey, details->player);
        settings.setValue(sheetEventKey, details->event);
    }
    return details;
}

bool DeckEditorWidget::exportDeck(const QString &path)
{
    ensureLoaded();
    DeckRegistrationSheet::Options sheet;
    if (const std::optional<DeckFormat> format = m_verdictPanel->currentFormat()) {
        sheet.formatName = FormatWords::translated(format->name);
        sheet.verdict = m_verdictPanel->verdict();
    }
    if (DeckFiles::kindOf(path) == DeckFiles::Kind::Pdf) {
        const std::optional<SheetDetails> details = askSheetDetails();
        if (!details)
            return false;
        sheet.player = details->player;
        sheet.event = details->event;
    }
    QString error;
    if (!DeckFiles::write(path, m_document->deck(), m_database, sheet, &error)) {
        fail(tr("Export Deck"), tr("The deck could not be exported:\n%1").arg(error));
        return false;
    }
    showNote(tr("Exported “%1” to %2")
                 .arg(m_document->displayName(),
                      QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
    return true;
}

} // namespace inwo
