#include "cardbrowser/cardpanel.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "citedlines.h"
#include "clirun.h"
#include "common/enumnames.h"
#include "common/statuscolours.h"
#include "common/suggestionlabel.h"
#include "deckeditor/cardidsmime.h"
#include "deckeditor/cardresultsmodel.h"
#include "deckeditor/deckdocument.h"
#include "deckeditor/deckeditorwidget.h"
#include "deckeditor/deckimportdialog.h"
#include "deckeditor/deckmodel.h"
#include "deckeditor/deckregistrationsheet.h"
#include "deckeditor/deckstatswidget.h"
#include "deckeditor/verdictpanel.h"
#include "decks/lackeydeckformat.h"
#include "decks/textdeckformat.h"
#include "deckstore.h"
#include "fixtures.h"
#include "forumlist.h"
#include "mainwindow.h"
#include "rules/scenariocitations.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

const QString bavarian = u"base/bavarian-illuminati"_s;
const QString gnomes = u"base/gnomes-of-zurich"_s;
const QString cyborgs = u"base/cyborg-soldiers"_s;
const QString blitzkrieg = u"base/blitzkrieg"_s;
const QString messiah = u"base/messiah"_s;
const QString bigPrawn = u"assassins/the-big-prawn"_s;

// Entries in a fixed order, for decks whose files list zones in another order.
QList<DeckEntry> sortedEntries(QList<DeckEntry> entries)
{
    std::sort(entries.begin(), entries.end(), [](const DeckEntry &a, const DeckEntry &b) {
        if (a.zone != b.zone)
            return a.zone < b.zone;
        return a.cardId < b.cardId;
    });
    return entries;
}

QStringList codesOf(const DeckVerdict &verdict)
{
    QStringList codes;
    for (const Violation &violation : verdict.violations)
        codes.append(codeOf(violation.code));
    codes.sort();
    return codes;
}

QStringList unknownCardMessages(const DeckVerdict &verdict)
{
    QStringList messages;
    for (const Violation &violation : verdict.violations) {
        if (violation.code == ViolationCode::UnknownCard)
            messages.append(violation.message);
    }
    return messages;
}

// The inputs under `root` that show but are cut off: partly outside an ancestor (sideways
// outside a scroll area's viewport; scrolling down to an input is fine), or table columns that
// reach past a view that cannot scroll sideways. Each as "objectName (class)".
QStringList cutOffInputs(QWidget *root)
{
    QStringList cut;
    const auto describe = [](const QWidget *widget) {
        return u"%1 (%2)"_s.arg(widget->objectName(),
                                QString::fromLatin1(widget->metaObject()->className()));
    };
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisible())
            continue;
        const bool inner = qobject_cast<QAbstractSpinBox *>(widget->parentWidget()) ||
                           qobject_cast<QComboBox *>(widget->parentWidget());
        const bool input =
            !inner &&
            (qobject_cast<QLineEdit *>(widget) || qobject_cast<QComboBox *>(widget) ||
             qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QPlainTextEdit *>(widget) ||
             qobject_cast<QPushButton *>(widget) || qobject_cast<QCheckBox *>(widget) ||
             qobject_cast<QAbstractItemView *>(widget));
        if (!input)
            continue;
        bool vertical = true; // until a scroll area, which may hold it further down
        for (QWidget *ancestor = widget->parentWidget(); ancestor && ancestor != root->window();
             ancestor = ancestor->parentWidget()) {
            const QRect area(widget->mapTo(ancestor, QPoint(0, 0)), widget->size());
            const auto *scroll = qobject_cast<QAbstractScrollArea *>(ancestor->parentWidget());
            if (scroll && scroll->viewport() == ancestor)
                vertical = false;
            if (area.left() < 0 || area.right() >= ancestor->width() ||
                (vertical && (area.top() < 0 || area.bottom() >= ancestor->height()))) {
                cut.append(describe(widget) + u" in "_s + describe(ancestor));
                break;
            }
        }
        const auto *view = qobject_cast<QAbstractItemView *>(widget);
        const auto *tree = qobject_cast<const QTreeView *>(widget);
        const auto *table = qobject_cast<const QTableView *>(widget);
        const QHeaderView *header =
            tree ? tree->header() : (table ? table->horizontalHeader() : nullptr);
        if (view && header && view->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff) {
            for (int section = 0; section < header->count(); ++section) {
                if (header->isSectionHidden(section))
                    continue;
                if (header->sectionViewportPosition(section) + header->sectionSize(section) >
                    view->viewport()->width())
                    cut.append(describe(widget) + u": column %1"_s.arg(section));
            }
        }
    }
    return cut;
}

} // namespace

// The deck editor tab: adding cards by keyboard and drag, the grouped deck tree, undo and redo,
// the live Plan 28 verdict, storage in the user's database, import with choices, export, and the
// question before unsaved changes are lost. Runs against the real bundled cards.
class TestDeckEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void addingACardByEnterPutsItInItsZone();
    void secondIlluminatiGoesToThePlotDeckAsAnAgent();
    void undoRedoRestoresTheDeckExactly();
    void nameEditsMergeIntoOneUndoStep();
    void deckTreeGroupsByZoneAndTypeWithCounts();
    void verdictFollowsEveryChange();
    void doubleClickingAViolationAsksForItsRule();
    void verdictProblemsNeverRunIntoEachOtherAtANarrowWidth();
    void violationSelectsTheCardsInvolved();
    void saveAndReopenFromTheDatabaseGivesTheSameDeck();
    void importAmbiguousLineAsksAndTakesTheChosenCard();
    void exportWritesEachFormat();
    void closingWithUnsavedChangesAsksAndCancelKeepsTheWindowOpen();
    void dragFromResultsAddsTheCard();

    // Issue 11: the card beside the deck.
    void cardListShowsPowerResistanceAlignmentsAndType();
    void detailPaneShowsTheCardSelectedInEitherList();
    void detailPaneNeverShowsACardTheListsDoNotHold();
    void nameSearchWithoutMatchOffersTheNearestNames();
    void searchFindsNamesHoweverTheyAreDotted();
    void deckTreeAndVerdictCountTheSamePiles();
    // Verdicts people can act on.
    void deckMeetingEveryCheckableRuleReadsLegalWithANote();
    void emptyDeckSaysEmptyNotIllegal();
    void importedLineNamingNoCardKeepsTheDeckFromLegalAsTheCliDoes();
    void forumListWrittenTheShortWayArrivesWholeAndItsUnknownLineBlocksLegal();
    void dekImportPreviewShowsCardNamesNotXml();
    void importPreviewTooltipHoldsTheWholeOutcome();
    // Resolving an imported line that names no card.
    void clickingAnUnresolvedLineOnlySelectsItAndDeleteLeavesItOut();
    void unresolvedLineIsLeftOutFromTheKeyboardAndCtrlZBringsItBack();
    void addingTheCardAnUnresolvedLineMeantResolvesIt_data();
    void addingTheCardAnUnresolvedLineMeantResolvesIt();
    void importOffersTheNearestNamesForALineNamingNoCard();
    void verdictNamesTheNearMissesItRestsOn();
    // Paste (issue 24).
    void pasteDeckListImportsTheClipboardThroughTheReview();
    void ctrlVInTheDeckPastesADeckListAndInATextFieldPastesText();
    void pastingAnEmptyOrUnreadableClipboardSaysSoAndChangesNothing_data();
    void pastingAnEmptyOrUnreadableClipboardSaysSoAndChangesNothing();
    // Keyboard, screens and files.
    void exportSaysWhereItWroteTheFile();
    void pdfExportAsksForPlayerAndEvent();
    void mainFieldFocusSelectsTheSearch();
    void everyDeckTaskWorksFromTheKeyboard();
    void everyInputFitsAt1024x700And1366x768();

private:
    void showEditor();
    // Imports the legal Plan 28 fixture with "Illuminated Hamsters of Doom" as line 8, deciding
    // later; returns the verdict's item of that line.
    // Imports plan28-legal.txt with `written` as line 8, a line that names no card, left for
    // later; returns its problem in the verdict.
    QListWidgetItem *importHamsters(const QString &written = u"Illuminated Hamsters of Doom"_s);
    void search(const QString &query);
    // The first base-set cards of `type` that no Plan 28 list names and that have no keyword.
    QStringList plainCards(CardType type, int count) const;
    // 1 Illuminati + 9 Organizations + 10 Plots twice: legal under Plan 28 as far as it checks.
    Deck legalDeck() const;
    // What the deck tree shows, as entries (in the tree's order).
    QList<DeckEntry> entriesInTree() const;
    QString treeText(const QModelIndex &index) const;
    QModelIndex childTitled(const QModelIndex &parent, const QString &prefix) const;
    DeckDocument *document() const { return m_editor->document(); }
    QString forumPostOnTheClipboard() const;
    std::shared_ptr<QString> answerNextMessageBox();

    QTemporaryDir m_dir;
    CardDatabase m_database;
    std::unique_ptr<DeckEditorWidget> m_editor;
};

void TestDeckEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"settings"_s));
    QCoreApplication::setOrganizationName(u"INWO Assistant Tests"_s);
    QCoreApplication::setApplicationName(u"tst_deckeditor"_s);

    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestDeckEditor::init()
{
    QSettings().clear();
    m_editor = std::make_unique<DeckEditorWidget>(m_database);
    m_editor->resize(1300, 700);
    // No test may block on a question it did not expect.
    m_editor->setUnsavedChangesPrompt([](const QString &) {
        qWarning("unexpected unsaved-changes question");
        return UnsavedChangesAnswer::Cancel;
    });
}

void TestDeckEditor::cleanup()
{
    m_editor.reset();
}

void TestDeckEditor::showEditor()
{
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    QVERIFY(m_editor->verdictPanel()->hasFormats());
}

QListWidgetItem *TestDeckEditor::importHamsters(const QString &written)
{
    VerdictPanel *panel = m_editor->verdictPanel();
    if (!panel->setCurrentFormatId(u"plan28"_s))
        return nullptr;
    QString text = QString::fromUtf8(inwo::test::deckFixture(u"plan28-legal.txt"_s));
    text.replace(u"Group Deck\n"_s, u"Group Deck\n"_s + written + u'\n');
    const QString path = m_dir.filePath(u"hamsters.txt"_s);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return nullptr;
        file.write(text.toUtf8());
    }
    m_editor->setImportReviewer([](DeckImportDialog &) { return true; }); // decide later
    if (!m_editor->importDeckFile(path) || document()->unresolvedLines().lines.size() != 1)
        return nullptr;
    QListWidget *list = panel->violationList();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(VerdictPanel::LineRole).toInt() == 8)
            return list->item(i);
    }
    return nullptr;
}

void TestDeckEditor::search(const QString &query)
{
    m_editor->searchField()->setText(query);
    QTRY_COMPARE(m_editor->resultsModel()->query(), query);
}

QStringList TestDeckEditor::plainCards(CardType type, int count) const
{
    const std::optional<DeckFormat> plan28 = m_editor->verdictPanel()->currentFormat();
    QStringList listed;
    if (plan28) {
        listed = plan28->restricted->cardIds + plan28->ultraRestricted->cardIds +
                 plan28->banned->cardIds;
    }
    QStringList ids;
    for (const Card &card : m_database.allCards()) {
        if (card.set == CardSet::Base && card.type == type && card.keywords.isEmpty() &&
            !listed.contains(card.id) && ids.size() < count)
            ids.append(card.id);
    }
    return ids;
}

Deck TestDeckEditor::legalDeck() const
{
    Deck deck;
    deck.name = u"Legal under Plan 28"_s;
    deck.entries.append({bavarian, 1, DeckZone::Lead});
    for (const QString &id : plainCards(CardType::Organization, 9))
        deck.entries.append({id, 1, DeckZone::GroupDeck});
    for (const QString &id : plainCards(CardType::Plot, 10))
        deck.entries.append({id, 2, DeckZone::PlotDeck});
    return deck;
}

QString TestDeckEditor::treeText(const QModelIndex &index) const
{
    return index.data(Qt::DisplayRole).toString();
}

QModelIndex TestDeckEditor::childTitled(const QModelIndex &parent, const QString &prefix) const
{
    const DeckModel *model = m_editor->deckModel();
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        if (treeText(index).startsWith(prefix))
            return index;
    }
    return {};
}

QList<DeckEntry> TestDeckEditor::entriesInTree() const
{
    const DeckModel *model = m_editor->deckModel();
    QList<DeckEntry> entries;
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            if (model->rowKind(index) == DeckModel::RowKind::Card) {
                entries.append({index.data(DeckModel::CardIdRole).toString(),
                                index.data(DeckModel::CountRole).toInt(),
                                DeckZone(index.data(DeckModel::ZoneRole).toInt())});
            } else {
                walk(index);
            }
        }
    };
    walk({});
    return entries;
}

void TestDeckEditor::addingACardByEnterPutsItInItsZone()
{
    showEditor();
    QTableView *results = m_editor->resultsTable();

    search(u"Cyborg Soldiers"_s);
    QCOMPARE(results->currentIndex().data(CardSearchModel::CardIdRole).toString(), cyborgs);
    QTest::keyClick(results, Qt::Key_Return);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);

    // '+' in the results adds another copy.
    QTest::keyClick(results, Qt::Key_Plus);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 2);

    // Enter in the search field adds the selected result, and the field keeps the focus.
    search(u"Blitzkrieg"_s);
    QCOMPARE(results->currentIndex().data(CardSearchModel::CardIdRole).toString(), blitzkrieg);
    QTest::keyClick(m_editor->searchField(), Qt::Key_Enter);
    QCOMPARE(document()->quantity(blitzkrieg, DeckZone::PlotDeck), 1);

    search(u"Bavarian Illuminati"_s);
    QTest::keyClick(m_editor->searchField(), Qt::Key_Return);
    QCOMPARE(document()->quantity(bavarian, DeckZone::Lead), 1);
    QCOMPARE(document()->deck().entries.size(), 3);

    // The card just added is selected in the deck tree; '-' there removes one copy.
    QTreeView *tree = m_editor->deckTree();
    QCOMPARE(tree->currentIndex().data(DeckModel::CardIdRole).toString(), bavarian);
    m_editor->selectCards({cyborgs});
    QTest::keyClick(tree, Qt::Key_Minus);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);
    QTest::keyClick(tree, Qt::Key_Plus);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 2);
}

void TestDeckEditor::secondIlluminatiGoesToThePlotDeckAsAnAgent()
{
    QVERIFY(document()->addCopies(bavarian));
    QVERIFY(document()->addCopies(gnomes));
    QCOMPARE(document()->quantity(bavarian, DeckZone::Lead), 1);
    QCOMPARE(document()->quantity(gnomes, DeckZone::PlotDeck), 1);
    QCOMPARE(document()->quantity(gnomes, DeckZone::Lead), 0);

    const QModelIndex plotDeck = m_editor->deckModel()->indexOfZone(DeckZone::PlotDeck);
    const QModelIndex agents = childTitled(plotDeck, u"Illuminati as Agents"_s);
    QVERIFY(agents.isValid());
    QCOMPARE(treeText(agents), u"Illuminati as Agents (1)"_s);
    QCOMPARE(m_editor->deckModel()->index(0, 0, agents).data(DeckModel::CardIdRole).toString(),
             gnomes);

    // Two copies of an Illuminati in an empty deck: one leads, one is an agent, one undo step.
    document()->reset(Deck{});
    QVERIFY(document()->addCopies(gnomes, 2));
    QCOMPARE(document()->quantity(gnomes, DeckZone::Lead), 1);
    QCOMPARE(document()->quantity(gnomes, DeckZone::PlotDeck), 1);
    QCOMPARE(document()->undoStack()->count(), 1);
}

void TestDeckEditor::undoRedoRestoresTheDeckExactly()
{
    Deck original = legalDeck();
    original.author = u"A. Weishaupt"_s;
    document()->reset(original);
    QVERIFY(!document()->isModified());
    const QString firstGroup = original.entries.at(1).cardId;
    const QString firstPlot = original.entries.at(10).cardId;

    QVERIFY(document()->addCopies(cyborgs));                               // a new entry
    QVERIFY(document()->addCopies(firstPlot, 1, DeckZone::PlotDeck));      // one copy more
    QVERIFY(document()->removeCopies(firstGroup, DeckZone::GroupDeck, 5)); // entry gone
    QVERIFY(!document()->removeCopies(firstGroup, DeckZone::GroupDeck));   // nothing left
    QVERIFY(document()->moveCopies(bavarian, DeckZone::Lead, DeckZone::PlotDeck, 1));
    QVERIFY(document()->addCopies(gnomes)); // now it leads
    document()->setName(u"Edited"_s);
    document()->setAuthor(u"Someone Else"_s);
    document()->setNotes(u"Play the Gnomes."_s);
    QVERIFY(document()->isModified());
    QCOMPARE(document()->quantity(gnomes, DeckZone::Lead), 1);
    QCOMPARE(document()->quantity(firstGroup, DeckZone::GroupDeck), 0);
    const Deck edited = document()->deck();
    QCOMPARE(document()->undoStack()->count(), 8);
    QCOMPARE(sortedEntries(entriesInTree()), sortedEntries(edited.entries));

    while (document()->undoStack()->canUndo())
        document()->undoStack()->undo();
    QCOMPARE(document()->deck(), original);
    QVERIFY(!document()->isModified());
    QCOMPARE(sortedEntries(entriesInTree()), sortedEntries(original.entries));
    QCOMPARE(m_editor->nameField()->text(), original.name);
    QCOMPARE(m_editor->authorField()->text(), original.author);

    while (document()->undoStack()->canRedo())
        document()->undoStack()->redo();
    QCOMPARE(document()->deck(), edited);
    QCOMPARE(sortedEntries(entriesInTree()), sortedEntries(edited.entries));
    QCOMPARE(m_editor->notesField()->toPlainText(), u"Play the Gnomes."_s);
}

void TestDeckEditor::nameEditsMergeIntoOneUndoStep()
{
    showEditor();
    QUndoStack *stack = document()->undoStack();
    QTest::keyClicks(m_editor->nameField(), u"Alien Nation"_s);
    QCOMPARE(document()->deck().name, u"Alien Nation"_s);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), u"Change Deck Name"_s);

    // Another field, or a card between, starts a new step.
    QTest::keyClicks(m_editor->authorField(), u"Joe"_s);
    QVERIFY(document()->addCopies(cyborgs));
    QTest::keyClicks(m_editor->nameField(), u" II"_s);
    QCOMPARE(stack->count(), 4);
    QCOMPARE(document()->deck().name, u"Alien Nation II"_s);

    stack->undo();
    QCOMPARE(document()->deck().name, u"Alien Nation"_s);
    QCOMPARE(m_editor->nameField()->text(), u"Alien Nation"_s);
    stack->undo();
    stack->undo();
    QCOMPARE(document()->deck().author, QString());
    stack->undo();
    QCOMPARE(document()->deck().name, QString());
    QCOMPARE(m_editor->nameField()->text(), QString());
    QVERIFY(!stack->canUndo());

    // Typing a name and erasing it again leaves nothing to undo.
    QTest::keyClicks(m_editor->nameField(), u"ab"_s);
    QTest::keyClick(m_editor->nameField(), Qt::Key_Backspace);
    QTest::keyClick(m_editor->nameField(), Qt::Key_Backspace);
    QCOMPARE(stack->count(), 0);
}

void TestDeckEditor::deckTreeGroupsByZoneAndTypeWithCounts()
{
    const QStringList organizations = plainCards(CardType::Organization, 2);
    const QStringList personalities = plainCards(CardType::Personality, 1);
    const QStringList goals = plainCards(CardType::Goal, 1);
    QCOMPARE(organizations.size(), 2);
    QCOMPARE(personalities.size(), 1);
    QCOMPARE(goals.size(), 1);

    Deck deck;
    deck.entries = {{bavarian, 1, DeckZone::Lead},
                    {organizations.at(0), 1, DeckZone::GroupDeck},
                    {personalities.at(0), 1, DeckZone::GroupDeck},
                    {organizations.at(1), 1, DeckZone::GroupDeck},
                    {cyborgs, 1, DeckZone::GroupDeck},
                    {blitzkrieg, 2, DeckZone::PlotDeck},
                    {goals.at(0), 1, DeckZone::PlotDeck},
                    {gnomes, 1, DeckZone::PlotDeck}};
    document()->reset(deck);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));

    DeckModel *model = m_editor->deckModel();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(treeText(model->index(0, 0)), u"Lead (1)"_s);
    QCOMPARE(treeText(model->index(1, 0)), u"Group Deck (4)"_s);
    QCOMPARE(treeText(model->index(2, 0)), u"Plot Deck (4)"_s);

    const QModelIndex groupDeck = model->indexOfZone(DeckZone::GroupDeck);
    QStringList groupTitles;
    for (int row = 0; row < model->rowCount(groupDeck); ++row)
        groupTitles.append(treeText(model->index(row, 0, groupDeck)));
    QCOMPARE(groupTitles,
             (QStringList{u"Organizations (2)"_s, u"Personalities (1)"_s, u"Resources (1)"_s}));
    const QModelIndex plotDeck = model->indexOfZone(DeckZone::PlotDeck);
    QStringList plotTitles;
    for (int row = 0; row < model->rowCount(plotDeck); ++row)
        plotTitles.append(treeText(model->index(row, 0, plotDeck)));
    QCOMPARE(plotTitles,
             (QStringList{u"Plots (2)"_s, u"Goals (1)"_s, u"Illuminati as Agents (1)"_s}));
    // The Lead is not split by type.
    QCOMPARE(model->rowKind(model->index(0, 0, model->indexOfZone(DeckZone::Lead))),
             DeckModel::RowKind::Card);

    // A card row: quantity, name, type, set.
    const QModelIndex blitz = model->indexOfCard(blitzkrieg, DeckZone::PlotDeck);
    QCOMPARE(blitz.siblingAtColumn(DeckModel::QuantityColumn).data().toInt(), 2);
    QCOMPARE(blitz.siblingAtColumn(DeckModel::NameColumn).data().toString(), u"Blitzkrieg"_s);
    QCOMPARE(blitz.siblingAtColumn(DeckModel::TypeColumn).data().toString(),
             EnumNames::name(CardType::Plot));
    QCOMPARE(blitz.siblingAtColumn(DeckModel::SetColumn).data().toString(),
             EnumNames::name(CardSet::Base));

    // Edits update rows in place: expansion and a selected row survive.
    QTreeView *tree = m_editor->deckTree();
    QVERIFY(tree->isExpanded(plotDeck));
    QVERIFY(tree->isExpanded(groupDeck));
    const QPersistentModelIndex cyborgRow = model->indexOfCard(cyborgs, DeckZone::GroupDeck);
    tree->setCurrentIndex(cyborgRow);
    const QModelIndex lead = model->indexOfZone(DeckZone::Lead);
    tree->collapse(lead);
    QVERIFY(document()->addCopies(blitzkrieg, 1, DeckZone::PlotDeck));
    QCOMPARE(treeText(plotDeck), u"Plot Deck (5)"_s);
    QCOMPARE(treeText(childTitled(plotDeck, u"Plots"_s)), u"Plots (3)"_s);
    QVERIFY(document()->removeCopies(personalities.at(0), DeckZone::GroupDeck));
    QVERIFY(!childTitled(groupDeck, u"Personalities"_s).isValid());
    QCOMPARE(treeText(groupDeck), u"Group Deck (3)"_s);
    QVERIFY(tree->isExpanded(plotDeck));
    QVERIFY(tree->isExpanded(groupDeck));
    QVERIFY(!tree->isExpanded(lead));
    QVERIFY(cyborgRow.isValid());
    QCOMPARE(tree->currentIndex(), QModelIndex(cyborgRow));

    // A zone comes and goes with its cards.
    QVERIFY(document()->addCopies(messiah, 1, DeckZone::SharedPlots));
    QCOMPARE(treeText(model->index(3, 0)), u"Shared Plots (1)"_s);
    QVERIFY(tree->isExpanded(model->index(3, 0)));
    QVERIFY(document()->removeCopies(messiah, DeckZone::SharedPlots));
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(sortedEntries(entriesInTree()), sortedEntries(document()->deck().entries));
}

void TestDeckEditor::verdictProblemsNeverRunIntoEachOtherAtANarrowWidth()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    // Many problems at once: too many Plots, one card too often, a lone Group.
    const QString plot = plainCards(CardType::Plot, 1).first();
    QVERIFY(document()->addCopies(plot, 9));
    QVERIFY(document()->addCopies(plainCards(CardType::Organization, 1).first()));
    QListWidget *list = panel->violationList();
    QVERIFY(list->count() >= 3);
    for (const int width : {260, 300, 340, 420, 520, 600}) {
        panel->resize(width, 2000); // tall: the scroll bar is hidden
        QCoreApplication::processEvents();
        QTest::qWait(20);
        // The width the text may have to fit: the viewport's, less the scroll bar that may yet
        // appear when other problems come (the list does not always lay out again then).
        int viewport = list->viewport()->width();
        if (!list->verticalScrollBar()->isVisible())
            viewport -= list->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, list);
        const int textWidth = viewport - 8;
        for (int row = 0; row < list->count(); ++row) {
            const QRect rect = list->visualItemRect(list->item(row));
            if (row + 1 < list->count())
                QVERIFY(rect.bottom() < list->visualItemRect(list->item(row + 1)).top());
            // The item is as tall as its wrapped text at the width it is painted.
            QFont bold = list->font();
            const QString rule = list->item(row)->data(VerdictPanel::RuleRole).toString();
            bold.setBold(!rule.isEmpty());
            const QRect bounds(0, 0, textWidth, 100000);
            int needed = QFontMetrics(bold)
                             .boundingRect(bounds, Qt::TextWordWrap, list->item(row)->text())
                             .height();
            if (!rule.isEmpty())
                needed += QFontMetrics(list->font())
                              .boundingRect(bounds, Qt::TextWordWrap, rule)
                              .height();
            QVERIFY2(rect.height() >= needed,
                     qPrintable(u"%1 px: row %2 is %3 high, needs %4"_s.arg(width)
                                    .arg(row)
                                    .arg(rect.height())
                                    .arg(needed)));
        }
    }
}

void TestDeckEditor::doubleClickingAViolationAsksForItsRule()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    // Three copies of one Plot: too many copies, and too small a deck.
    QVERIFY(document()->addCopies(plainCards(CardType::Plot, 1).first(), 3));
    QListWidget *list = panel->violationList();
    const QModelIndex line = test::firstCitedLine(list);
    QVERIFY(line.isValid());
    // The rule whose passage the format's words cite.
    const QList<RuleId> cited =
        rulesAtLocations(panel->verdict()->violations.at(line.row()).rule.source);
    QVERIFY(!cited.isEmpty());
    QCOMPARE(test::rulesRequestedByDoubleClick(m_editor.get(), list, line),
             QList<RuleId>{cited.first()});
}

void TestDeckEditor::verdictFollowsEveryChange()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));

    // Built card by card, as a user would.
    const Deck legal = legalDeck();
    for (const DeckEntry &entry : legal.entries)
        QVERIFY(document()->addCopies(entry.cardId, entry.quantity));
    QCOMPARE(sortedEntries(document()->deck().entries), sortedEntries(legal.entries));
    QVERIFY(panel->verdict());
    QCOMPARE(codesOf(*panel->verdict()), QStringList{});
    QCOMPARE(panel->verdict()->status, VerdictStatus::LegalUnverifiable);
    QCOMPARE(panel->statusLabel()->text(), u"Legal"_s);
    QVERIFY(panel->unverifiableLabel()->text().contains(u"various variants"_s));

    // One Plot more breaks the deck size and the Plot count, each on its own.
    const QString extraPlot = plainCards(CardType::Plot, 11).last();
    QVERIFY(document()->addCopies(extraPlot));
    QCOMPARE(panel->verdict()->status, VerdictStatus::Illegal);
    QCOMPARE(codesOf(*panel->verdict()), (QStringList{u"deck-size"_s, u"plot-count"_s}));
    QCOMPARE(panel->statusLabel()->text(), u"Illegal"_s);
    // Each violation shows its message and, beneath, the rule's words with the source.
    QListWidget *list = panel->violationList();
    QCOMPARE(list->count(), 2);
    QVERIFY(list->item(0)
                ->data(VerdictPanel::RuleRole)
                .toString()
                .contains(u"(Plan 28, line"_s)); // the seed's title, not its file

    document()->undoStack()->undo();
    QCOMPARE(panel->verdict()->status, VerdictStatus::LegalUnverifiable);

    // Another format judges the same deck at once.
    QVERIFY(panel->setCurrentFormatId(u"casual"_s));
    QCOMPARE(panel->verdict()->status, VerdictStatus::Legal);
    QCOMPARE(panel->statusLabel()->text(), u"Legal"_s);
    QCOMPARE(document()->formatId(), u"casual"_s);
}

void TestDeckEditor::violationSelectsTheCardsInvolved()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    Deck deck = legalDeck();
    deck.entries.append({messiah, 1, DeckZone::PlotDeck});
    deck.entries.append({bigPrawn, 1, DeckZone::PlotDeck});
    document()->reset(deck);

    QListWidget *list = panel->violationList();
    QListWidgetItem *ultra = nullptr;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->text().startsWith(u"Ultra Restricted"_s)) {
            ultra = list->item(i);
            break;
        }
    }
    QVERIFY(ultra);
    m_editor->deckTree()->clearSelection();
    list->scrollToItem(ultra);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(ultra).center());

    QStringList selected;
    for (const QModelIndex &row : m_editor->deckTree()->selectionModel()->selectedRows())
        selected.append(row.data(DeckModel::CardIdRole).toString());
    selected.sort();
    QCOMPARE(selected, (QStringList{bigPrawn, messiah}));
    const QString current =
        m_editor->deckTree()->currentIndex().data(DeckModel::CardIdRole).toString();
    QVERIFY(current == messiah || current == bigPrawn);
}

void TestDeckEditor::saveAndReopenFromTheDatabaseGivesTheSameDeck()
{
    Deck deck = legalDeck();
    deck.name = u"Gnome Banking"_s;
    deck.author = u"Tester"_s;
    deck.notes = u"Line one\nLine two"_s;
    document()->reset(deck);
    QVERIFY(document()->addCopies(gnomes)); // an agent
    QVERIFY(document()->addCopies(cyborgs, 1, DeckZone::SharedGroups));
    QVERIFY(document()->isModified());
    const Deck saved = document()->deck();

    QVERIFY2(m_editor->saveDeck(), qPrintable(m_editor->lastError()));
    const qint64 id = document()->storedId();
    QVERIFY(id != 0);
    QVERIFY(!document()->isModified());

    QVERIFY(m_editor->newDeck());
    QCOMPARE(document()->deck(), Deck{});
    QVERIFY(m_editor->openStoredDeck(id));
    QCOMPARE(document()->deck(), saved);
    QCOMPARE(document()->storedId(), id);
    QVERIFY(!document()->isModified());
    QCOMPARE(m_editor->nameField()->text(), saved.name);

    // Saving again keeps the id; the list shows the deck once.
    QVERIFY(document()->addCopies(blitzkrieg));
    QVERIFY(m_editor->saveDeck());
    QCOMPARE(document()->storedId(), id);
    QString error;
    const QList<StoredDeckInfo> stored = DeckStore(m_database).list(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto found = std::find_if(stored.cbegin(), stored.cend(),
                                    [id](const StoredDeckInfo &info) { return info.id == id; });
    QVERIFY(found != stored.cend());
    QCOMPARE(found->name, u"Gnome Banking"_s);
    QCOMPARE(std::count_if(stored.cbegin(), stored.cend(),
                           [id](const StoredDeckInfo &info) { return info.id == id; }),
             1);
    QVERIFY(DeckStore(m_database).remove(id, &error));
}

void TestDeckEditor::importAmbiguousLineAsksAndTakesTheChosenCard()
{
    const QString path = m_dir.filePath(u"church.txt"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Illuminati:\n"
                   "Church of the SubGenius\n"
                   "\n"
                   "Plots:\n"
                   "Blitzkreig x2\n"
                   "Groups:\n"
                   "Cyborg Soldiers\n");
    }
    const QString chosen = u"subgenius/church-of-the-subgenius-2"_s;

    int reviews = 0;
    m_editor->setImportReviewer([&](DeckImportDialog &dialog) {
        ++reviews;
        if (dialog.choiceLines().size() != 1)
            return false;
        const int line = dialog.choiceLines().first();
        QComboBox *box = dialog.choiceBox(line);
        if (!box || box->count() != 6 || !box->currentData().toString().isEmpty())
            return false; // decide later first, leave out, then the four Churches
        if (dialog.lineList()->topLevelItemCount() != 7)
            return false; // every line is listed
        box->setCurrentIndex(box->findData(chosen));
        return dialog.chosenCardId(line) == chosen;
    });
    QVERIFY(m_editor->importDeckFile(path));
    QCOMPARE(reviews, 1);
    QCOMPARE(document()->quantity(chosen, DeckZone::Lead), 1);
    QCOMPARE(document()->quantity(blitzkrieg, DeckZone::PlotDeck), 2);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);
    for (const QString &other :
         {u"subgenius/church-of-the-subgenius-1"_s, u"subgenius/church-of-the-subgenius-3"_s})
        QCOMPARE(document()->deck().copiesOf(other), 0);
    QCOMPARE(document()->storedId(), 0);
    QCOMPARE(document()->filePath(), path);
    QVERIFY(document()->isModified()); // imported, not saved yet

    // Deciding later keeps the line to resolve; leaving it out drops it; cancelling the review
    // leaves the deck as it was.
    document()->markSaved();
    m_editor->setImportReviewer([](DeckImportDialog &) { return true; });
    QVERIFY(m_editor->importDeckFile(path));
    QCOMPARE(document()->deck().copiesOf(chosen), 0);
    QCOMPARE(document()->deck().entries.size(), 2);
    QCOMPARE(document()->unresolvedLines().lines.size(), 1);
    QCOMPARE(document()->unresolvedLines().lines.first().lineNumber, 2);
    document()->markSaved();
    m_editor->setImportReviewer(
        [](DeckImportDialog &dialog) { return dialog.leaveOut(dialog.choiceLines().first()); });
    QVERIFY(m_editor->importDeckFile(path));
    QCOMPARE(document()->deck().entries.size(), 2);
    QVERIFY(document()->unresolvedLines().lines.isEmpty());
    const Deck before = document()->deck();
    document()->markSaved();
    m_editor->setImportReviewer([](DeckImportDialog &) { return false; });
    QVERIFY(!m_editor->importDeckFile(path));
    QCOMPARE(document()->deck(), before);
}

void TestDeckEditor::exportWritesEachFormat()
{
    showEditor();
    Deck deck = legalDeck();
    deck.name = u"Export Me"_s;
    deck.author = u"Tester"_s;
    deck.notes = u"Notes, with a comma"_s;
    deck.entries.append({gnomes, 1, DeckZone::PlotDeck});
    deck.entries.append({u"assassins/the-big-prawn"_s, 1, DeckZone::SharedPlots});
    document()->reset(deck);
    const CardNameResolver resolver(m_database);

    const auto readBack = [&](const QString &name) {
        QFile file(m_dir.filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };

    QVERIFY2(m_editor->exportDeck(m_dir.filePath(u"export.dek"_s)),
             qPrintable(m_editor->lastError()));
    m_editor->setSheetDetailsPrompt(
        [](const DeckEditorWidget::SheetDetails &suggested) { return std::optional(suggested); });
    const DeckImportResult dek =
        LackeyDeckFormat::read(readBack(u"export.dek"_s), u"export.dek"_s, resolver);
    QVERIFY(dek.ok());
    QVERIFY(dek.report.allCardsResolved());
    QCOMPARE(sortedEntries(dek.deck.entries), sortedEntries(deck.entries));

    QVERIFY(m_editor->exportDeck(m_dir.filePath(u"export.txt"_s)));
    const DeckImportResult text =
        TextDeckFormat::read(readBack(u"export.txt"_s), u"export.txt"_s, resolver);
    QVERIFY(text.ok());
    QCOMPARE(text.deck.name, deck.name);
    QCOMPARE(text.deck.author, deck.author);
    QCOMPARE(text.deck.notes, deck.notes);
    QCOMPARE(sortedEntries(text.deck.entries), sortedEntries(deck.entries));

    QVERIFY(m_editor->exportDeck(m_dir.filePath(u"export.csv"_s)));
    const QStringList rows =
        QString::fromUtf8(readBack(u"export.csv"_s)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(rows.first(), u"Zone,Quantity,Name,Set,Type,Card ID"_s);
    QList<DeckEntry> csvEntries;
    for (const QString &row : rows.mid(1)) {
        const QStringList fields = row.split(u',');
        const std::optional<DeckZone> zone = deckZoneFromTitle(fields.first());
        QVERIFY2(zone, qPrintable(row));
        csvEntries.append({fields.last(), fields.at(1).toInt(), *zone});
    }
    QCOMPARE(sortedEntries(csvEntries), sortedEntries(deck.entries));

    QVERIFY2(m_editor->exportDeck(m_dir.filePath(u"export.pdf"_s)),
             qPrintable(m_editor->lastError()));
    QVERIFY(readBack(u"export.pdf"_s).startsWith("%PDF"));
}

void TestDeckEditor::closingWithUnsavedChangesAsksAndCancelKeepsTheWindowOpen()
{
    MainWindow window(m_database);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    DeckEditorWidget *editor = window.deckEditor();

    // Nothing to lose: no question.
    int asked = 0;
    UnsavedChangesAnswer answer = UnsavedChangesAnswer::Cancel;
    editor->setUnsavedChangesPrompt([&](const QString &) {
        ++asked;
        return answer;
    });
    QVERIFY(editor->newDeck());
    QCOMPARE(asked, 0);

    window.findChild<QAction *>(u"actionShowDeckEditor"_s)->trigger();
    QCOMPARE(window.tabs()->currentWidget(), editor->parentWidget()); // the tab holding it
    QVERIFY(!window.isWindowModified());
    QVERIFY(editor->document()->addCopies(cyborgs));
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.findChild<QAction *>(u"actionUndo"_s)->text(), u"&Undo Add Cyborg Soldiers"_s);
    editor->document()->setName(u"Cyborg Rush"_s);
    QVERIFY2(window.windowTitle().startsWith(u"Cyborg Rush[*]"_s),
             qPrintable(window.windowTitle()));
    const Deck changed = editor->document()->deck();

    QVERIFY(!window.close());
    QCOMPARE(asked, 1);
    QVERIFY(window.isVisible());
    QCOMPARE(editor->document()->deck(), changed);
    QVERIFY(window.isWindowModified());

    // New Deck asks too, and Cancel keeps the deck.
    window.findChild<QAction *>(u"actionNewDeck"_s)->trigger();
    QCOMPARE(asked, 2);
    QCOMPARE(editor->document()->deck(), changed);

    answer = UnsavedChangesAnswer::Discard;
    QVERIFY(window.close());
    QCOMPARE(asked, 3);
    QVERIFY(!window.isVisible());
}

void TestDeckEditor::dragFromResultsAddsTheCard()
{
    showEditor();
    QVERIFY(m_editor->resultsTable()->dragEnabled());
    QVERIFY(m_editor->deckTree()->acceptDrops());
    CardResultsModel *results = m_editor->resultsModel();
    DeckModel *deck = m_editor->deckModel();

    const auto dragged = [&](const QString &query, const QString &id) {
        search(query);
        const int row = results->rowOfCard(id);
        const QModelIndex index = results->index(row, CardSearchModel::NameColumn);
        return std::unique_ptr<QMimeData>(results->mimeData({index}));
    };

    std::unique_ptr<QMimeData> mime = dragged(u"Cyborg Soldiers"_s, cyborgs);
    QVERIFY(mime);
    QVERIFY(results->flags(results->index(0, 0)).testFlag(Qt::ItemIsDragEnabled));
    QCOMPARE(CardIdsMime::read(mime.get()), QStringList{cyborgs});
    QVERIFY(deck->canDropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    // Dropped anywhere: where the card goes by itself.
    QVERIFY(deck->dropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);

    // Dropped on a zone it belongs in, such as the Lead: there.
    QVERIFY(document()->addCopies(bavarian));
    QVERIFY(
        deck->dropMimeData(mime.get(), Qt::CopyAction, -1, -1, deck->indexOfZone(DeckZone::Lead)));
    QCOMPARE(document()->quantity(cyborgs, DeckZone::Lead), 1);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);

    // A Plot dropped on the Group deck still goes to the Plot deck.
    mime = dragged(u"Blitzkrieg"_s, blitzkrieg);
    QVERIFY(deck->dropMimeData(mime.get(), Qt::CopyAction, -1, -1,
                               deck->indexOfCard(cyborgs, DeckZone::GroupDeck)));
    QCOMPARE(document()->quantity(blitzkrieg, DeckZone::PlotDeck), 1);
    QCOMPARE(document()->quantity(blitzkrieg, DeckZone::GroupDeck), 0);
    QCOMPARE(document()->undoStack()->undoText(), u"Add Blitzkrieg"_s);
}

void TestDeckEditor::cardListShowsPowerResistanceAlignmentsAndType()
{
    showEditor();
    search(u"Cyborg Soldiers"_s);
    QTableView *results = m_editor->resultsTable();
    const QHeaderView *header = results->horizontalHeader();
    for (const int column :
         {int(CardSearchModel::NameColumn), int(CardSearchModel::TypeColumn),
          int(CardSearchModel::PowerColumn), int(CardSearchModel::ResistanceColumn),
          int(CardSearchModel::AlignmentsColumn)}) {
        QVERIFY2(!header->isSectionHidden(column), qPrintable(QString::number(column)));
        QVERIFY(header->sectionSize(column) > 0);
    }
    const std::optional<Card> card = m_database.cardById(cyborgs);
    QVERIFY(card);
    const int row = m_editor->resultsModel()->rowOfCard(cyborgs);
    QVERIFY(row >= 0);
    const auto cell = [&](int column) {
        return m_editor->resultsModel()->index(row, column).data().toString();
    };
    QCOMPARE(cell(CardSearchModel::PowerColumn), CardSearchModel::powerText(*card));
    QCOMPARE(cell(CardSearchModel::ResistanceColumn), CardSearchModel::resistanceText(*card));
    QCOMPARE(cell(CardSearchModel::AlignmentsColumn), EnumNames::alignments(*card));
    QCOMPARE(cell(CardSearchModel::TypeColumn), EnumNames::shortTypeName(*card));

    // Hovering any cell of either list tells the card's facts.
    const QString tip = m_editor->resultsModel()
                            ->index(row, CardSearchModel::NameColumn)
                            .data(Qt::ToolTipRole)
                            .toString();
    QCOMPARE(tip, CardPanel::summary(*card));
    QVERIFY2(tip.contains(card->resistance.toDisplayString()) &&
                 tip.contains(EnumNames::alignments(*card)),
             qPrintable(tip));
    QVERIFY(document()->addCopies(cyborgs));
    const QModelIndex inDeck =
        m_editor->deckModel()->indexOfCard(cyborgs, DeckZone::GroupDeck, DeckModel::NameColumn);
    QCOMPARE(inDeck.data(Qt::ToolTipRole).toString(), CardPanel::summary(*card));
}

void TestDeckEditor::detailPaneShowsTheCardSelectedInEitherList()
{
    showEditor();
    CardPanel *panel = m_editor->cardPanel();
    search(u"Cyborg Soldiers"_s);
    QVERIFY(panel->card());
    QCOMPARE(panel->card()->id, cyborgs);
    QVERIFY(panel->plainText().contains(u"Cyborg Soldiers"_s));

    // A card selected in the deck takes the pane; the results' current card takes it back.
    QVERIFY(document()->addCopies(blitzkrieg));
    m_editor->deckTree()->setCurrentIndex(
        m_editor->deckModel()->indexOfCard(blitzkrieg, DeckZone::PlotDeck));
    QCOMPARE(panel->card()->id, blitzkrieg);
    m_editor->resultsTable()->setFocus(Qt::OtherFocusReason);
    QCOMPARE(panel->card()->id, cyborgs);

    // Opened by Alt+L, by Enter in the deck tree, or from the tree's menu.
    m_editor->showSidePage(DeckEditorWidget::SidePage::Verdict);
    QTest::keyClick(m_editor->deckTree(), Qt::Key_Return);
    QCOMPARE(m_editor->sideTabs()->currentWidget(), panel);
    QCOMPARE(panel->card()->id, blitzkrieg);
    m_editor->showSidePage(DeckEditorWidget::SidePage::Verdict);
    m_editor->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_editor.get()));
    QTest::keyClick(m_editor.get(), Qt::Key_L, Qt::AltModifier);
    QCOMPARE(m_editor->sideTabs()->currentWidget(), panel);
}

void TestDeckEditor::detailPaneNeverShowsACardTheListsDoNotHold()
{
    showEditor();
    CardPanel *panel = m_editor->cardPanel();
    search(u"Cyborg Soldiers"_s);
    QCOMPARE(panel->card()->id, cyborgs);

    // A query that cannot run: the old rows go, and the card with them.
    m_editor->searchField()->setText(u"power>"_s);
    QTRY_VERIFY(m_editor->findChild<QLabel *>(u"deckSearchErrorLabel"_s)->isVisible());
    QCOMPARE(m_editor->resultsModel()->rowCount(), 0);
    QVERIFY(!panel->card());

    // A query that finds nothing: no card either.
    search(u"Cyborg Soldiers"_s);
    QCOMPARE(panel->card()->id, cyborgs);
    search(u"zzqxv nothing like it"_s);
    QCOMPARE(m_editor->resultsModel()->rowCount(), 0);
    QVERIFY(!panel->card());

    // A deck card removed from the deck leaves the pane.
    QVERIFY(document()->addCopies(blitzkrieg));
    m_editor->deckTree()->setFocus(Qt::OtherFocusReason);
    m_editor->deckTree()->setCurrentIndex(
        m_editor->deckModel()->indexOfCard(blitzkrieg, DeckZone::PlotDeck));
    QCOMPARE(panel->card()->id, blitzkrieg);
    QTest::keyClick(m_editor->deckTree(), Qt::Key_Delete);
    QCOMPARE(document()->deck().copiesOf(blitzkrieg), 0);
    QVERIFY(!panel->card());
}

void TestDeckEditor::searchFindsNamesHoweverTheyAreDotted()
{
    showEditor();
    for (const auto &[written, card] :
         {std::pair{u"cia"_s, u"C.I.A."_s}, std::pair{u"nsa"_s, u"N.S.A."_s},
          std::pair{u"oil cos"_s, u"Multinational Oil Companies"_s}}) {
        search(written);
        QTRY_COMPARE(m_editor->resultsModel()->rowCount(), 1);
        QCOMPARE(
            document()->cardName(
                m_editor->resultsModel()->cardIds({m_editor->resultsModel()->index(0, 0)}).first()),
            card);
    }
}

void TestDeckEditor::nameSearchWithoutMatchOffersTheNearestNames()
{
    showEditor();
    search(u"cownt dracla"_s);
    QCOMPARE(m_editor->resultsModel()->rowCount(), 0);
    SuggestionLabel *suggestion = m_editor->suggestionLabel();
    QVERIFY(suggestion->isVisible());
    QVERIFY2(suggestion->text().contains(u"Count Dracula"_s), qPrintable(suggestion->text()));

    // Enter takes the first name offered; a second Enter adds the card.
    QTest::keyClick(m_editor->searchField(), Qt::Key_Return);
    QCOMPARE(m_editor->searchField()->text(), m_editor->resultsModel()->query());
    QVERIFY(m_editor->resultsModel()->rowCount() > 0);
    QVERIFY(!suggestion->isVisible());
    const QString found =
        m_editor->resultsTable()->currentIndex().data(CardSearchModel::CardIdRole).toString();
    QCOMPARE(m_database.cardById(found)->name, u"Count Dracula"_s);
    QTest::keyClick(m_editor->searchField(), Qt::Key_Return);
    QCOMPARE(document()->deck().copiesOf(found), 1);

    // Activating the link does the same.
    search(u"cownt dracla"_s);
    QVERIFY(suggestion->isVisible());
    emit suggestion->linkActivated(u"Count%20Dracula"_s);
    QCOMPARE(m_editor->searchField()->text(), u"Count Dracula"_s);
    QVERIFY(m_editor->resultsModel()->rowCount() > 0);
}

void TestDeckEditor::deckTreeAndVerdictCountTheSamePiles()
{
    showEditor();
    QVERIFY(m_editor->verdictPanel()->setCurrentFormatId(u"plan28"_s));
    // As LackeyCCG decks have it: the Illuminati and a lead Group in the Lead, 12 Groups more.
    const QStringList groups = plainCards(CardType::Organization, 13);
    QCOMPARE(groups.size(), 13);
    Deck deck;
    deck.entries.append({bavarian, 1, DeckZone::Lead});
    deck.entries.append({groups.first(), 1, DeckZone::Lead});
    for (const QString &id : groups.mid(1))
        deck.entries.append({id, 1, DeckZone::GroupDeck});
    document()->reset(deck);

    const DeckCounts counts = DeckCounts::of(deck, m_database);
    QCOMPARE(counts.groupDeck, 13);
    const QString groupMessage = [&] {
        for (const Violation &violation : m_editor->verdictPanel()->verdict()->violations) {
            if (violation.code == ViolationCode::GroupCount)
                return violation.message;
        }
        return QString();
    }();
    QVERIFY2(groupMessage.contains(u"holds 13 cards"_s), qPrintable(groupMessage));
    const QModelIndex groupDeck = m_editor->deckModel()->indexOfZone(DeckZone::GroupDeck);
    QCOMPARE(treeText(groupDeck), u"Group Deck (12; 13 as formats count)"_s);
    QVERIFY(groupDeck.data(Qt::ToolTipRole).toString().contains(u"Lead"_s));

    // Moving the lead Group into the Group deck: one number again, in the tree and the verdict.
    QVERIFY(document()->moveCopies(groups.first(), DeckZone::Lead, DeckZone::GroupDeck, 1));
    QCOMPARE(treeText(groupDeck), u"Group Deck (13)"_s);
    QVERIFY(groupDeck.data(Qt::ToolTipRole).toString().isEmpty());
}

void TestDeckEditor::deckMeetingEveryCheckableRuleReadsLegalWithANote()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    document()->reset(legalDeck());
    QCOMPARE(panel->verdict()->status, VerdictStatus::LegalUnverifiable);
    QCOMPARE(panel->statusLabel()->text(), u"Legal"_s);
    QVERIFY2(
        panel->statusLabel()->styleSheet().contains(StatusColours::text(StatusTone::Good).name()),
        qPrintable(panel->statusLabel()->styleSheet())); // green, not amber
    QVERIFY(panel->unverifiableLabel()->isVisible());
    QVERIFY(panel->unverifiableLabel()->text().contains(
        u"Plan 28 bans all the cards that are banned by the various variants"_s));
    QVERIFY(!panel->detailLabel()->isVisible());

    // The sheet says the same.
    const QStringList sheet =
        DeckRegistrationSheet::verdictText(document()->deck(), *panel->verdict());
    QCOMPARE(sheet.first(), u"Verdict: Legal"_s);
    QVERIFY(sheet.join(u'\n').contains(u"various variants"_s));
}

void TestDeckEditor::emptyDeckSaysEmptyNotIllegal()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    QCOMPARE(panel->statusLabel()->text(), u"Empty"_s);
    QVERIFY(!panel->statusLabel()->styleSheet().contains(
        StatusColours::text(StatusTone::Bad).name())); // not red
    QVERIFY(panel->detailLabel()->isVisible());
    QVERIFY(!panel->violationList()->isVisible());
    QVERIFY(document()->addCopies(cyborgs));
    QCOMPARE(panel->statusLabel()->text(), u"Illegal"_s);
    document()->undoStack()->undo();
    QCOMPARE(panel->statusLabel()->text(), u"Empty"_s);
    QCOMPARE(DeckRegistrationSheet::verdictText(document()->deck(), *panel->verdict()),
             QStringList{u"Verdict: Empty deck"_s});
}

void TestDeckEditor::importedLineNamingNoCardKeepsTheDeckFromLegalAsTheCliDoes()
{
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    // The legal fixture with a line that names no card in its Group deck.
    QString text = QString::fromUtf8(inwo::test::deckFixture(u"plan28-legal.txt"_s));
    text.replace(u"Group Deck\n"_s, u"Group Deck\nIlluminated Hamsters of Doom\n"_s);
    const QString path = m_dir.filePath(u"hamsters.txt"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    }
    int lineChoices = -1;
    m_editor->setImportReviewer([&](DeckImportDialog &dialog) {
        lineChoices = int(dialog.choiceLines().size());
        return true; // decide later
    });
    QVERIFY(m_editor->importDeckFile(path));
    QCOMPARE(lineChoices, 1);
    QCOMPARE(document()->unresolvedLines().lines.size(), 1);

    QCOMPARE(panel->verdict()->status, VerdictStatus::Illegal);
    QCOMPARE(panel->statusLabel()->text(), u"Illegal"_s);
    QVERIFY(panel->detailLabel()->isVisible());
    QVERIFY2(panel->detailLabel()->text().contains(u"incomplete"_s),
             qPrintable(panel->detailLabel()->text()));
    const QStringList window = unknownCardMessages(*panel->verdict());
    QCOMPARE(window, QStringList{u"hamsters.txt:8: 'Illuminated Hamsters of Doom' is not a card "
                                 "this program knows"_s});

    // `inwo deck check` on the same file says the same.
    const inwo::test::CliRun run = inwo::test::runCommand(
        {QStringLiteral(INWO_CLI_PATH), u"deck"_s, u"check"_s, path, u"--json"_s},
        inwo::test::environmentWithDatabase(m_database.path()));
    QCOMPARE(run.exitCode, 1);
    QStringList cli;
    const QJsonObject checked = run.json().value(u"decks"_s).toArray().first().toObject();
    for (const QJsonValue value : checked.value(u"violations"_s).toArray()) {
        const QJsonObject violation = value.toObject();
        if (violation.value(u"code"_s).toString() == u"unknown-card"_s)
            cli.append(violation.value(u"message"_s).toString());
    }
    QCOMPARE(window, cli);
    QCOMPARE(checked.value(u"status"_s).toString(), codeOf(panel->verdict()->status));

    // The PDF sheet states it too.
    QVERIFY(DeckRegistrationSheet::verdictText(document()->deck(), *panel->verdict())
                .contains(u"• "_s + window.first()));

    // Resolved by leaving it out (Delete on the line in the verdict): legal; undo brings it back.
    QListWidget *list = panel->violationList();
    QListWidgetItem *line = nullptr;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(VerdictPanel::LineRole).isValid())
            line = list->item(i);
    }
    QVERIFY(line);
    QCOMPARE(line->data(VerdictPanel::LineRole).toInt(), 8);
    list->setCurrentItem(line);
    QTest::keyClick(list, Qt::Key_Delete);
    QVERIFY(document()->unresolvedLines().lines.isEmpty());
    QCOMPARE(panel->statusLabel()->text(), u"Legal"_s);
    QCOMPARE(document()->undoStack()->undoText(), u"Leave Out Line 8"_s);
    document()->undoStack()->undo();
    QCOMPARE(panel->statusLabel()->text(), u"Illegal"_s);

    // Saving asks first: the database keeps cards, not the lines of a file.
    int asked = 0;
    int linesAskedAbout = 0;
    m_editor->setUnresolvedSavePrompt([&](int lines) {
        ++asked;
        linesAskedAbout = lines;
        return false; // cancel
    });
    QVERIFY(!m_editor->saveDeck());
    QCOMPARE(asked, 1);
    QCOMPARE(linesAskedAbout, 1);
    QCOMPARE(document()->storedId(), 0);
    m_editor->setUnresolvedSavePrompt([&](int) {
        ++asked;
        return true;
    });
    QVERIFY(m_editor->saveDeck());
    QCOMPARE(asked, 2);
    QVERIFY(document()->storedId() != 0);
    QString error;
    QVERIFY(DeckStore(m_database).remove(document()->storedId(), &error));

    // Activating the line looks for the card it meant.
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(VerdictPanel::LineRole).isValid())
            emit list->itemActivated(list->item(i));
    }
    QCOMPARE(m_editor->searchField()->text(), u"Illuminated Hamsters of Doom"_s);
}

void TestDeckEditor::forumListWrittenTheShortWayArrivesWholeAndItsUnknownLineBlocksLegal()
{
    const QList<std::pair<QString, int>> expected = inwo::test::forumListCards();
    showEditor();
    VerdictPanel *panel = m_editor->verdictPanel();
    QVERIFY(panel->setCurrentFormatId(u"plan28"_s));
    // Through the import dialog, as a user does it: every line listed, the unknown one to decide.
    int listed = 0;
    QStringList toDecide;
    m_editor->setImportReviewer([&](DeckImportDialog &dialog) {
        listed = dialog.lineList()->topLevelItemCount();
        for (const int line : dialog.choiceLines())
            toDecide.append(dialog.lineList()->topLevelItem(line)->text(1));
        return true;
    });
    QVERIFY(m_editor->importDeckFile(inwo::test::deckFixturePath(u"forum-abbreviations.txt"_s)));
    QVERIFY(listed > 0);
    QCOMPARE(toDecide, QStringList{inwo::test::forumListUnknownLine()});

    QMap<QString, int> wanted;
    for (const auto &[name, quantity] : expected)
        wanted.insert(CardNameResolver::keyOf(name), quantity);
    QMap<QString, int> arrived;
    for (const DeckEntry &entry : document()->deck().entries) {
        const std::optional<Card> card = m_database.cardById(entry.cardId);
        arrived[CardNameResolver::keyOf(card ? card->name : entry.cardId)] += entry.quantity;
    }
    QCOMPARE(arrived, wanted);

    QCOMPARE(panel->verdict()->status, VerdictStatus::Illegal);
    const QStringList unknown = unknownCardMessages(*panel->verdict());
    QVERIFY2(std::any_of(unknown.cbegin(), unknown.cend(),
                         [](const QString &message) {
                             return message.startsWith(
                                 u"forum-abbreviations.txt:16: 'Illuminated Hamsters of Doom'"_s);
                         }),
             qPrintable(unknown.join(u'\n')));
}

void TestDeckEditor::clickingAnUnresolvedLineOnlySelectsItAndDeleteLeavesItOut()
{
    showEditor();
    m_editor->sideTabs()->setCurrentWidget(m_editor->verdictPanel());
    QListWidgetItem *line = importHamsters();
    QVERIFY(line);
    QListWidget *list = m_editor->verdictPanel()->violationList();
    m_editor->searchField()->clear();

    // A single click selects the line and nothing more.
    list->scrollToItem(line);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(line).center());
    QCOMPARE(list->currentItem(), line);
    QVERIFY(line->isSelected());
    QCOMPARE(m_editor->searchField()->text(), QString());
    QVERIFY(QApplication::focusWidget() != m_editor->searchField());

    // Delete then leaves the line out.
    list->setFocus(Qt::MouseFocusReason);
    QTest::keyClick(list, Qt::Key_Delete);
    QVERIFY(document()->unresolvedLines().lines.isEmpty());
    QCOMPARE(document()->undoStack()->undoText(), u"Leave Out Line 8"_s);
    document()->undoStack()->undo();
    QCOMPARE(document()->unresolvedLines().lines.size(), 1);

    // A double click looks for the card the line meant.
    line = list->item(list->count() - 1);
    QCOMPARE(line->data(VerdictPanel::LineRole).toInt(), 8);
    const QPoint centre = list->visualItemRect(line).center();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(m_editor->searchField()->text(), u"Illuminated Hamsters of Doom"_s);
    QCOMPARE(QApplication::focusWidget(), m_editor->searchField());
}

void TestDeckEditor::unresolvedLineIsLeftOutFromTheKeyboardAndCtrlZBringsItBack()
{
    // Hosted as the main window hosts it: Ctrl+Z is the window's Undo action.
    QWidget host;
    auto *layout = new QVBoxLayout(&host);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor.get());
    QAction *undo = document()->undoStack()->createUndoAction(&host);
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    host.addAction(undo);
    const auto giveBack = qScopeGuard([this] { m_editor->setParent(nullptr); });
    host.resize(1300, 700);
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QVERIFY(m_editor->verdictPanel()->hasFormats());
    m_editor->sideTabs()->setCurrentWidget(m_editor->verdictPanel());
    QVERIFY(importHamsters());
    QListWidget *list = m_editor->verdictPanel()->violationList();

    // Tab from the format combo reaches the list; arrows reach the line.
    QComboBox *combo = m_editor->verdictPanel()->formatCombo();
    combo->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), combo);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), list);
    for (int i = 0;
         i < list->count() &&
         !(list->currentItem() && list->currentItem()->data(VerdictPanel::LineRole).isValid());
         ++i)
        QTest::keyClick(list, Qt::Key_Down);
    QVERIFY(list->currentItem());
    QCOMPARE(list->currentItem()->data(VerdictPanel::LineRole).toInt(), 8);

    QTest::keyClick(list, Qt::Key_Delete);
    QVERIFY(document()->unresolvedLines().lines.isEmpty());
    QCOMPARE(m_editor->verdictPanel()->statusLabel()->text(), u"Legal"_s);
    QCOMPARE(QApplication::focusWidget(), list);

    QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->unresolvedLines().lines.size(), 1);
    QCOMPARE(m_editor->verdictPanel()->statusLabel()->text(), u"Illegal"_s);
}

void TestDeckEditor::addingTheCardAnUnresolvedLineMeantResolvesIt_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<int>("copies");
    QTest::newRow("a name") << u"Illuminated Hamsters of Doom"_s << 1;
    // The copies the line wrote are what the card gets; the search holds only the name.
    QTest::newRow("a name with copies") << u"2x Illuminated Hamsters of Doom"_s << 2;
}

void TestDeckEditor::addingTheCardAnUnresolvedLineMeantResolvesIt()
{
    QFETCH(QString, written);
    QFETCH(int, copies);
    showEditor();
    m_editor->sideTabs()->setCurrentWidget(m_editor->verdictPanel());
    QListWidgetItem *line = importHamsters(written);
    QVERIFY(line);
    QListWidget *list = m_editor->verdictPanel()->violationList();
    const int before = document()->deck().copiesOf(gnomes);

    // Enter on the line fills the search; the user turns it into the card meant and adds it.
    list->setFocus(Qt::TabFocusReason);
    list->setCurrentItem(line);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(m_editor->searchField()->text(), u"Illuminated Hamsters of Doom"_s);
    QCOMPARE(QApplication::focusWidget(), m_editor->searchField());
    search(document()->cardName(gnomes));
    QTRY_VERIFY(m_editor->resultsModel()->rowCount() > 0);
    QTest::keyClick(m_editor->searchField(), Qt::Key_Return);

    QCOMPARE(document()->deck().copiesOf(gnomes), before + copies);
    QVERIFY(document()->unresolvedLines().lines.isEmpty());
    QVERIFY(!m_editor->verdictPanel()->detailLabel()->text().contains(u"names no card"_s));
    QCOMPARE(document()->undoStack()->undoText(), u"Resolve Line 8"_s);

    // One undo step takes the card away and brings the line back.
    document()->undoStack()->undo();
    QCOMPARE(document()->deck().copiesOf(gnomes), before);
    QCOMPARE(document()->unresolvedLines().lines.size(), 1);

    // The next card added from the search is an addition, nothing more.
    QTest::keyClick(m_editor->searchField(), Qt::Key_Return);
    QCOMPARE(document()->unresolvedLines().lines.size(), 1);
}

void TestDeckEditor::importOffersTheNearestNamesForALineNamingNoCard()
{
    QString lasers;
    for (const Card &card : m_database.allCards()) {
        if (card.name == u"Orbital Mind Control Lasers"_s)
            lasers = card.id;
    }
    QVERIFY(!lasers.isEmpty());
    // As the reader reports a line it could not take: no candidates of its own.
    DeckImportResult result;
    result.report.sourceName = u"lasers.txt"_s;
    DeckImportLine line;
    line.lineNumber = 3;
    line.text = u"2x Mind-Control Lasers"_s;
    line.status = DeckLineStatus::NotFound;
    line.message = u"'Mind-Control Lasers' is not a card this program knows"_s;
    result.report.lines.append(line);

    DeckImportDialog dialog(result, m_database);
    QCOMPARE(dialog.choiceLines(), QList<int>{0});
    QComboBox *box = dialog.choiceBox(0);
    QVERIFY(box);
    QVERIFY(box->count() > 2);
    QCOMPARE(box->currentIndex(), 0); // decide later until the user chooses
    QVERIFY2(box->findData(lasers) >= 2, qPrintable(box->itemText(2)));
    QVERIFY(box->itemText(box->findData(lasers)).startsWith(u"Orbital Mind Control Lasers"_s));

    QVERIFY(dialog.choose(0, lasers));
    QCOMPARE(dialog.deck().copiesOf(lasers), 2);
    QVERIFY(dialog.unresolved().lines.isEmpty());
}

void TestDeckEditor::dekImportPreviewShowsCardNamesNotXml()
{
    const QString path = inwo::test::deckFixturePath(u"bare-ampersand.dek"_s);
    QStringList written;
    m_editor->setImportReviewer([&](DeckImportDialog &dialog) {
        for (int row = 0; row < dialog.lineList()->topLevelItemCount(); ++row)
            written.append(dialog.lineList()->topLevelItem(row)->text(1));
        return false;
    });
    QVERIFY(!m_editor->importDeckFile(path));
    QVERIFY(!written.isEmpty());
    for (const QString &line : std::as_const(written))
        QVERIFY2(!line.contains(u'<') && !line.contains(u'>'), qPrintable(line));
    QVERIFY2(written.contains(u"Savings & Loan Scam (Limited)"_s), qPrintable(written.join(u'\n')));
}

// The outcome of a near miss ("2 × Currency Speculation → Plotdeck (Beinahe-Treffer, zu 95 %
// sicher)") was cut off in a narrow column, and its tooltip said less: the tooltip holds it all.
void TestDeckEditor::importPreviewTooltipHoldsTheWholeOutcome()
{
    const QString list = m_dir.filePath(u"near-miss.txt"_s);
    QFile file(list);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Plots\n2x Curency Speculation\n");
    file.close();
    QString shown;
    QString tip;
    m_editor->setImportReviewer([&](DeckImportDialog &dialog) {
        for (int row = 0; row < dialog.lineList()->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = dialog.lineList()->topLevelItem(row);
            if (item->text(1) == u"2x Curency Speculation"_s) {
                shown = item->text(3);
                tip = item->toolTip(3);
            }
        }
        return false;
    });
    QVERIFY(!m_editor->importDeckFile(list));
    QVERIFY2(shown.contains(u"95"_s), qPrintable(shown));
    QVERIFY2(tip.startsWith(shown), qPrintable(tip));
}

void TestDeckEditor::exportSaysWhereItWroteTheFile()
{
    showEditor();
    Deck deck = legalDeck();
    deck.name = u"Said Where"_s;
    document()->reset(deck);
    QSignalSpy said(m_editor.get(), &DeckEditorWidget::statusMessage);
    const QString path = m_dir.filePath(u"said-where.dek"_s);
    QVERIFY(m_editor->exportDeck(path));
    const QString native = QDir::toNativeSeparators(path);
    QVERIFY(m_editor->noteLabel()->isVisible());
    QVERIFY2(m_editor->noteLabel()->text().contains(native),
             qPrintable(m_editor->noteLabel()->text()));
    QCOMPARE(said.count(), 1);
    QVERIFY(said.first().first().toString().contains(native));
}

void TestDeckEditor::pdfExportAsksForPlayerAndEvent()
{
    showEditor();
    document()->reset(legalDeck());
    QList<DeckEditorWidget::SheetDetails> asked;
    m_editor->setSheetDetailsPrompt([&](const DeckEditorWidget::SheetDetails &suggested) {
        asked.append(suggested);
        return std::optional(DeckEditorWidget::SheetDetails{u"Jane Doe"_s, u"Origins 1996"_s});
    });
    const QString path = m_dir.filePath(u"asked.pdf"_s);
    QVERIFY(m_editor->exportDeck(path));
    QCOMPARE(asked.size(), 1);
    QVERIFY(QFile::exists(path));
    // The next sheet suggests the last answers; cancelling writes nothing.
    m_editor->setSheetDetailsPrompt([&](const DeckEditorWidget::SheetDetails &suggested) {
        asked.append(suggested);
        return std::optional<DeckEditorWidget::SheetDetails>();
    });
    const QString cancelled = m_dir.filePath(u"cancelled.pdf"_s);
    QVERIFY(!m_editor->exportDeck(cancelled));
    QCOMPARE(asked.size(), 2);
    QCOMPARE(asked.last().player, u"Jane Doe"_s);
    QCOMPARE(asked.last().event, u"Origins 1996"_s);
    QVERIFY(!QFile::exists(cancelled));
    // Other kinds do not ask.
    QVERIFY(m_editor->exportDeck(m_dir.filePath(u"asked.csv"_s)));
    QCOMPARE(asked.size(), 2);
}

void TestDeckEditor::mainFieldFocusSelectsTheSearch()
{
    showEditor();
    m_editor->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_editor.get()));
    m_editor->searchField()->setText(u"gnomes"_s);
    m_editor->nameField()->setFocus(Qt::OtherFocusReason);
    m_editor->focusMainField();
    QCOMPARE(QApplication::focusWidget(), m_editor->searchField());
    QCOMPARE(m_editor->searchField()->selectedText(), u"gnomes"_s);
    m_editor->deckTree()->setFocus(Qt::OtherFocusReason);
    m_editor->focusSearchField();
    QCOMPARE(QApplication::focusWidget(), m_editor->searchField());
    QCOMPARE(m_editor->searchField()->selectedText(), u"gnomes"_s);
}

void TestDeckEditor::everyDeckTaskWorksFromTheKeyboard()
{
    showEditor();
    m_editor->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_editor.get()));
    m_editor->focusMainField();
    QLineEdit *field = m_editor->searchField();
    QTreeView *tree = m_editor->deckTree();

    // Add: type, Enter.
    QTest::keyClicks(field, u"Cyborg Soldiers"_s);
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);
    // Change the quantity and remove, in the tree.
    tree->setFocus(Qt::TabFocusReason);
    QCOMPARE(tree->currentIndex().data(DeckModel::CardIdRole).toString(), cyborgs);
    QTest::keyClick(tree, Qt::Key_Plus);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 2);
    QTest::keyClick(tree, Qt::Key_Minus);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 1);

    // Move to another zone: the Menu key opens the row's menu; Move to, Lead.
    const auto press = [](Qt::Key key) {
        QWidget *popup = QApplication::activePopupWidget();
        QVERIFY(popup);
        QTest::keyClick(popup, key);
    };
    QTimer::singleShot(0, this, [&] {
        QMenu *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QCOMPARE(menu->objectName(), u"deckCardMenu"_s);
        press(Qt::Key_M); // &Move to
        // `menu` by value: this lambda runs after the one around it has returned.
        QTimer::singleShot(0, this, [&, menu] {
            QMenu *zones = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(zones && zones != menu);
            for (int step = 0;
                 step < 5 && !(zones->activeAction() && zones->activeAction()->text() == u"Lead"_s);
                 ++step)
                press(Qt::Key_Down);
            press(Qt::Key_Return);
        });
    });
    QTest::keyClick(tree, Qt::Key_Menu);
    QTRY_COMPARE(document()->quantity(cyborgs, DeckZone::Lead), 1);
    QCOMPARE(document()->quantity(cyborgs, DeckZone::GroupDeck), 0);

    // Remove by Delete.
    tree->setCurrentIndex(m_editor->deckModel()->indexOfCard(cyborgs, DeckZone::Lead));
    QTest::keyClick(tree, Qt::Key_Delete);
    QCOMPARE(document()->deck().copiesOf(cyborgs), 0);

    // The detail pane: Alt+L (the tab's mnemonic).
    m_editor->showSidePage(DeckEditorWidget::SidePage::Verdict);
    QTest::keyClick(m_editor.get(), Qt::Key_L, Qt::AltModifier);
    QCOMPARE(m_editor->sideTabs()->currentWidget(), m_editor->cardPanel());
    // Import and export are File menu shortcuts of the window (Ctrl+I, Ctrl+E).
    MainWindow window(m_database);
    window.setSavesSettingsOnClose(false);
    QCOMPARE(window.findChild<QAction *>(u"actionImportDeck"_s)->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_I));
    QCOMPARE(window.findChild<QAction *>(u"actionExportDeck"_s)->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_E));
}

void TestDeckEditor::everyInputFitsAt1024x700And1366x768()
{
    for (const QSize size : {QSize(1024, 700), QSize(1366, 768)}) {
        MainWindow window(m_database);
        window.setSavesSettingsOnClose(false);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction *>(u"actionShowDeckEditor"_s)->trigger();
        DeckEditorWidget *editor = window.deckEditor();
        editor->document()->reset(legalDeck());
        editor->selectCards({bavarian});
        for (const auto page :
             {DeckEditorWidget::SidePage::Verdict, DeckEditorWidget::SidePage::Statistics,
              DeckEditorWidget::SidePage::Card}) {
            editor->showSidePage(page);
            QTest::qWait(20); // layouts settle
            const QStringList cut = cutOffInputs(editor);
            QVERIFY2(cut.isEmpty(), qPrintable(u"%1x%2, page %3: %4"_s.arg(size.width())
                                                   .arg(size.height())
                                                   .arg(int(page))
                                                   .arg(cut.join(u"; "_s))));
        }
        // The card list shows its facts columns whole.
        const QHeaderView *header = editor->resultsTable()->horizontalHeader();
        const int right = header->sectionViewportPosition(CardSearchModel::ResistanceColumn) +
                          header->sectionSize(CardSearchModel::ResistanceColumn);
        QVERIFY2(
            right <= editor->resultsTable()->viewport()->width(),
            qPrintable(u"%1 > %2"_s.arg(right).arg(editor->resultsTable()->viewport()->width())));
    }
}

// A forum post on the clipboard: its title line, lines in the plan28-legal fixture's shape and
// a near miss on line 7.
QString TestDeckEditor::forumPostOnTheClipboard() const
{
    return u"Re: Quiet Money\n\nLead\nThe Bavarian Illuminati\n\nPlot Deck\nBlitzkreig x2\n"
           "Group Deck\nCyborg Soldiers\n"_s;
}

// Answers the next message box (Enter), and gives back what it said; empty when none opened
// within a second.
std::shared_ptr<QString> TestDeckEditor::answerNextMessageBox()
{
    auto said = std::make_shared<QString>();
    auto *timer = new QTimer(this);
    timer->setInterval(20);
    auto ticks = std::make_shared<int>(0);
    connect(timer, &QTimer::timeout, this, [timer, said, ticks] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->isVisible()) {
            *said = box->text();
            box->accept();
        }
        if (box || ++*ticks > 50) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
    return said;
}

// Edit > Paste Deck List: the clipboard's list goes through the same review as a file, and the
// deck it makes is the one the same file makes, named for the post, not "Re: ...", with the
// same undo: nothing to undo at first, and each edit after it undone back to the pasted deck.
void TestDeckEditor::pasteDeckListImportsTheClipboardThroughTheReview()
{
    m_editor.reset();
    MainWindow window(m_database);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *paste = window.findChild<QAction *>(u"actionPasteDeckList"_s);
    QVERIFY(paste);
    QVERIFY(!paste->isVisible()); // the card browser is in front
    window.findChild<QAction *>(u"actionShowDeckEditor"_s)->trigger();
    QVERIFY(paste->isVisible());
    QCOMPARE(paste->shortcut(), QKeySequence(QKeySequence::Paste));
    DeckEditorWidget *editor = window.deckEditor();
    editor->setUnsavedChangesPrompt([](const QString &) { return UnsavedChangesAnswer::Discard; });

    // The same list as a file, for what a paste must equal.
    const QString path = m_dir.filePath(u"quiet-money.txt"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(forumPostOnTheClipboard().toUtf8());
    }
    editor->setImportReviewer([](DeckImportDialog &) { return true; });
    QVERIFY(editor->importDeckFile(path));
    const Deck fromFile = editor->document()->deck();
    QVERIFY(!editor->document()->undoStack()->canUndo());

    int reviews = 0;
    QString reviewedSource;
    int reviewedLines = 0;
    editor->setImportReviewer([&](DeckImportDialog &dialog) {
        ++reviews;
        reviewedSource = dialog.windowTitle();
        reviewedLines = dialog.lineList()->topLevelItemCount();
        return true;
    });
    editor->document()->reset(Deck{});
    QGuiApplication::clipboard()->setText(forumPostOnTheClipboard());
    paste->trigger();
    QCOMPARE(reviews, 1);
    QVERIFY(reviewedLines >= 9);
    QVERIFY2(reviewedSource.contains(u"clipboard"_s), qPrintable(reviewedSource));
    DeckDocument *pasted = editor->document();
    QCOMPARE(pasted->deck(), fromFile);
    QCOMPARE(pasted->deck().name, u"Quiet Money"_s);
    QCOMPARE(pasted->deck().copiesOf(blitzkrieg), 2);
    QVERIFY(pasted->filePath().isEmpty());
    QVERIFY(pasted->isModified()); // pasted, not saved yet
    QVERIFY(!pasted->undoStack()->canUndo());
    // An edit after the paste is undone back to the pasted deck.
    QVERIFY(pasted->addCopies(messiah));
    QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(pasted->deck(), fromFile);

    // Cancelling the review leaves the deck as it was.
    pasted->markSaved();
    editor->setImportReviewer([](DeckImportDialog &) { return false; });
    QGuiApplication::clipboard()->setText(u"Groups\nTexas\nMafia\n"_s);
    paste->trigger();
    QCOMPARE(pasted->deck(), fromFile);
}

// Ctrl+V with the keyboard in the deck (or the card list) pastes a deck list; in a text field it
// pastes text, as it does everywhere.
void TestDeckEditor::ctrlVInTheDeckPastesADeckListAndInATextFieldPastesText()
{
    m_editor.reset();
    MainWindow window(m_database);
    window.setSavesSettingsOnClose(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.findChild<QAction *>(u"actionShowDeckEditor"_s)->trigger();
    DeckEditorWidget *editor = window.deckEditor();
    editor->setUnsavedChangesPrompt([](const QString &) { return UnsavedChangesAnswer::Discard; });
    int reviews = 0;
    editor->setImportReviewer([&](DeckImportDialog &) {
        ++reviews;
        return true;
    });
    QGuiApplication::clipboard()->setText(forumPostOnTheClipboard());

    QTreeView *tree = editor->deckTree();
    tree->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), tree);
    QTest::keyClick(tree, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(reviews, 1);
    QCOMPARE(editor->document()->deck().copiesOf(blitzkrieg), 2);

    editor->resultsTable()->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), editor->resultsTable());
    QTest::keyClick(editor->resultsTable(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(reviews, 2);
    // Elsewhere on the tab (the format's list) the window's Edit > Paste Deck List takes it.
    editor->showSidePage(DeckEditorWidget::SidePage::Verdict);
    QComboBox *format = editor->verdictPanel()->formatCombo();
    format->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), format);
    QTest::keyClick(format, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(reviews, 3);

    // The search field and the notes take the clipboard's text, and no deck is imported.
    QGuiApplication::clipboard()->setText(u"Blitzkrieg"_s);
    editor->focusSearchField();
    QTRY_COMPARE(QApplication::focusWidget(), editor->searchField());
    editor->searchField()->clear();
    QTest::keyClick(editor->searchField(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(editor->searchField()->text(), u"Blitzkrieg"_s);
    editor->notesField()->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), editor->notesField());
    QTest::keyClick(editor->notesField(), Qt::Key_V, Qt::ControlModifier);
    QVERIFY(editor->notesField()->toPlainText().contains(u"Blitzkrieg"_s));
    QCOMPARE(reviews, 3);
}

// A clipboard with no text, or with text that names no card, is said so; the deck stays.
void TestDeckEditor::pastingAnEmptyOrUnreadableClipboardSaysSoAndChangesNothing_data()
{
    QTest::addColumn<QString>("clipboard");
    QTest::addColumn<QString>("said");
    QTest::newRow("empty") << QString() << u"holds no text"_s;
    QTest::newRow("spaces") << u"  \n\t\n"_s << u"holds no text"_s;
    QTest::newRow("prose") << u"Thanks for the tip, see you on Friday at the club!"_s
                           << u"names no card"_s;
    QTest::newRow("broken .dek") << u"<deck version=\"0.8\">\n<superzone name=\"Deck\">\n"_s
                                 << u"clipboard:"_s;
}

void TestDeckEditor::pastingAnEmptyOrUnreadableClipboardSaysSoAndChangesNothing()
{
    QFETCH(QString, clipboard);
    QFETCH(QString, said);
    showEditor();
    document()->reset(legalDeck());
    QVERIFY(document()->addCopies(messiah));
    const Deck before = document()->deck();
    int reviews = 0;
    m_editor->setImportReviewer([&](DeckImportDialog &) {
        ++reviews;
        return true;
    });
    QGuiApplication::clipboard()->setText(clipboard);
    const std::shared_ptr<QString> message = answerNextMessageBox();
    QVERIFY(!m_editor->pasteDeckList());
    QVERIFY2(message->contains(said), qPrintable(*message));
    QVERIFY2(m_editor->lastError().contains(said), qPrintable(m_editor->lastError()));
    QCOMPARE(reviews, 0);
    QCOMPARE(document()->deck(), before);
    QVERIFY(document()->undoStack()->canUndo()); // the edit before is still there to undo
}

// The verdict names the near misses it rests on, as `inwo deck check` does, while the deck holds
// their cards.
void TestDeckEditor::verdictNamesTheNearMissesItRestsOn()
{
    showEditor();
    QVERIFY(m_editor->verdictPanel()->setCurrentFormatId(u"plan28"_s));
    const QString path = m_dir.filePath(u"near.txt"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(forumPostOnTheClipboard().toUtf8());
    }
    m_editor->setImportReviewer([](DeckImportDialog &) { return true; });
    QVERIFY(m_editor->importDeckFile(path));
    QLabel *nearMisses = m_editor->verdictPanel()->nearMissLabel();
    QVERIFY(nearMisses->isVisible());
    const QString text = nearMisses->text();
    QVERIFY2(text.contains(u"Line 7 of near.txt: “Blitzkreig x2” read as Blitzkrieg"_s),
             qPrintable(text));
    // What the CLI prints for the same file.
    const inwo::test::CliRun cli =
        inwo::test::runCommand({QStringLiteral(INWO_CLI_PATH), u"deck"_s, u"check"_s, path},
                               inwo::test::environmentWithDatabase(m_database.path()));
    QVERIFY2(cli.out.contains("note: line 7: 'Blitzkreig x2' read as Blitzkrieg"),
             cli.out.constData());
    const QRegularExpression percent(u"Blitzkrieg \\((\\d+)%"_s);
    QCOMPARE(percent.match(text).captured(1),
             percent.match(QString::fromUtf8(cli.out)).captured(1));
    // The card taken out, the verdict no longer rests on it.
    QVERIFY(document()->removeCopies(blitzkrieg, DeckZone::PlotDeck, 2));
    QVERIFY(!nearMisses->isVisible());
    document()->undoStack()->undo();
    QVERIFY(nearMisses->isVisible());
}

QTEST_MAIN(TestDeckEditor)
#include "tst_deckeditor.moc"
