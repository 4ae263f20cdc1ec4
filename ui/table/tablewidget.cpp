#include "tablewidget.h"

#include "adjudicator/attacknames.h"
#include "adjudicator/cardnamecompleter.h"
#include "adjudicator/elidingheaderview.h"
#include "attacklistmodel.h"
#include "carddatabase.h"
#include "common/colours.h"
#include "common/enteredabilitiesdialog.h"
#include "common/enumnames.h"
#include "common/importedcardtext.h"
#include "common/startfolder.h"
#include "common/textinput.h"
#include "common/unsavedchanges.h"
#include "common/wheelguard.h"
#include "powerstructuremodel.h"
#include "rules/factrender.h"
#include "rules/rulelinks.h"
#include "table/attacklist.h"
#include "table/goals.h"
#include "table/tablestats.h"
#include "tablechange.h"
#include "tabledocument.h"
#include "tablefactmodel.h"
#include "tabletext.h"
#include "userabilities.h"

#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString settingsGroup = u"table"_s;
const QString splitterKey = u"splitter"_s;
const QString leftSplitterKey = u"leftSplitter"_s;
const QString rightSplitterKey = u"rightSplitter"_s;
const QString lastFolderKey = u"table/lastFolder"_s;

constexpr int MaxNumber = 999; // basic goal and round, as position files allow
constexpr int MaxTokens = 10;
constexpr int MaxArrows = 10;

QPushButton *button(const QString &text, const QString &name, QWidget *parent)
{
    auto *result = new QPushButton(text, parent);
    result->setObjectName(name);
    result->setAutoDefault(false);
    return result;
}

// Lets Undo and Redo pass an empty name field, so they reach the table's undo stack (the
// keyboard stays in the field after a card is added) instead of the field's own text.
class EmptyFieldPassesUndo : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *field = qobject_cast<QLineEdit *>(watched);
            auto *key = static_cast<QKeyEvent *>(event);
            if (field && field->text().isEmpty() &&
                (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))) {
                event->ignore();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

QLineEdit *nameField(const QString &placeholder, const QString &name, QAbstractItemModel *names,
                     QWidget *parent)
{
    auto *field = new QLineEdit(parent);
    field->setObjectName(name);
    field->setPlaceholderText(placeholder);
    field->setClearButtonEnabled(true);
    field->setCompleter(new CardNameCompleter(names, field));
    field->installEventFilter(new EmptyFieldPassesUndo(field));
    return field;
}

// A removal on the Delete key while `view` has the keyboard.
void removeOnDelete(QAbstractItemView *view, const QString &text, QObject *receiver,
                    std::function<void()> remove)
{
    auto *action = new QAction(text, view);
    action->setShortcut(QKeySequence::Delete);
    action->setShortcutContext(Qt::WidgetShortcut);
    view->addAction(action);
    QObject::connect(action, &QAction::triggered, receiver, std::move(remove));
}

QIcon swatch(std::optional<NwoColor> colour)
{
    QPixmap pixmap(24, 24);
    pixmap.setDevicePixelRatio(2.0);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = !colour                     ? QColor(0x90, 0x90, 0x90)
                        : *colour == NwoColor::Red  ? QColor(0xc6, 0x28, 0x28)
                        : *colour == NwoColor::Blue ? QColor(0x15, 0x65, 0xc0)
                                                    : QColor(0xf9, 0xa8, 0x25);
    painter.setPen(QPen(fill.darker(130), 1.0));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(1.5, 1.5, 9, 9), 2, 2);
    return QIcon(pixmap);
}

QTableView *listTable(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(false);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QTreeView *factTree(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *tree = new QTreeView(parent);
    tree->setObjectName(name);
    tree->setModel(model);
    tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree->setUniformRowHeights(true);
    tree->setWordWrap(false);
    tree->setIndentation(14);
    QHeaderView *header = tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(TableFactModel::TextColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TableFactModel::SourceColumn, QHeaderView::Interactive);
    header->resizeSection(TableFactModel::SourceColumn,
                          tree->fontMetrics().horizontalAdvance(u"R106 INWO rulebook, New W"_s));
    return tree;
}

// Puts `form` and OK/Cancel in `dialog`, at least 380 pixels wide, and runs it: true on OK.
// Enter on an entry of the open completion list of `field`, the dialog's last field, takes the
// name and answers the dialog as well: one Enter, as without the list (which takes the key from
// the dialog's OK button).
void acceptWithCompletion(QDialog &dialog, QLineEdit *field)
{
    QObject::connect(field, &QLineEdit::returnPressed, &dialog, [&dialog, field] {
        const QCompleter *completer = field->completer();
        // Once the list has written the name it was picked by.
        if (completer && completer->popup()->isVisible())
            QMetaObject::invokeMethod(&dialog, &QDialog::accept, Qt::QueuedConnection);
    });
}

bool runFormDialog(QDialog &dialog, QFormLayout *form)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    dialog.resize(std::max(dialog.sizeHint().width(), 380), dialog.sizeHint().height());
    return dialog.exec() == QDialog::Accepted;
}

QGroupBox *box(const QString &title, const QString &name, QWidget *parent)
{
    auto *group = new QGroupBox(title, parent);
    group->setObjectName(name);
    return group;
}

} // namespace

TableWidget::TableWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database), m_document(new TableDocument(database, this)),
      m_cardText(std::make_unique<ImportedCardText>(database))
{
    m_structureNames = new QStringListModel(this);
    m_illuminatiNames = new QStringListModel(this);
    m_nwoNames = new QStringListModel(this);
    m_destroyedNames = new QStringListModel(this);
    m_structureModel = new PowerStructureModel(this);
    m_goalsModel = new TableFactModel(this);
    m_nwoEffectsModel = new TableFactModel(this);
    m_attackModel = new AttackListModel(this);
    for (TableFactModel *lines : {m_goalsModel, m_nwoEffectsModel})
        lines->setCardTextLookup([this](const QString &card) { return m_cardText->of(card); });
    m_nwoSlotsModel = new QStandardItemModel(0, 4, this);
    m_nwoSlotsModel->setHorizontalHeaderLabels(
        {tr("Colour"), tr("In force"), tr("Played by"), tr("Order")});
    m_destroyedModel = new QStandardItemModel(0, 3, this);
    m_destroyedModel->setHorizontalHeaderLabels(
        {tr("Card"), tr("Controlled by"), tr("Destroyed by")});

    // Left, the position as it is built; right, what the rules make of it.
    auto *position = new QWidget(this);
    auto *positionLayout = new QVBoxLayout(position);
    positionLayout->setContentsMargins(0, 0, 0, 0);
    positionLayout->addWidget(createGameBar());
    positionLayout->addWidget(createStructures(), 1);

    m_leftSplitter = new QSplitter(Qt::Vertical, this);
    m_leftSplitter->setObjectName(u"tableLeftSplitter"_s);
    m_leftSplitter->setChildrenCollapsible(false);
    m_leftSplitter->addWidget(position);
    // The NWO slots and the destroyed pile share a place below: on a laptop screen the Power
    // Structures need the height. The NWOs are on the right as well, with what they do.
    m_sideTabs = new QTabWidget(this);
    m_sideTabs->setObjectName(u"tableSideTabs"_s);
    m_sideTabs->addTab(createNwoSlots(), QString());
    m_sideTabs->addTab(createDestroyed(), QString());
    m_leftSplitter->addWidget(m_sideTabs);
    m_leftSplitter->setStretchFactor(0, 3);
    m_leftSplitter->setStretchFactor(1, 1);

    m_rightSplitter = new QSplitter(Qt::Vertical, this);
    m_rightSplitter->setObjectName(u"tableRightSplitter"_s);
    m_rightSplitter->setChildrenCollapsible(false);
    m_rightSplitter->addWidget(createGoals());
    m_rightSplitter->addWidget(createNwoEffects());
    m_rightSplitter->addWidget(createAttacks());
    m_rightSplitter->setStretchFactor(0, 3);
    m_rightSplitter->setStretchFactor(1, 2);
    m_rightSplitter->setStretchFactor(2, 3);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"tableSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_leftSplitter);
    m_splitter->addWidget(m_rightSplitter);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_splitter);

    QSettings settings;
    settings.beginGroup(settingsGroup);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({560, 460});
    // The Power Structures take what the NWO slots and the destroyed pile leave.
    if (!m_leftSplitter->restoreState(settings.value(leftSplitterKey).toByteArray()))
        m_leftSplitter->setSizes({1000, m_sideTabs->minimumSizeHint().height()});
    if (!m_rightSplitter->restoreState(settings.value(rightSplitterKey).toByteArray()))
        m_rightSplitter->setSizes({300, 200, 300});
    settings.endGroup();

    WheelGuard::guardAllIn(this);

    connect(m_document, &TableDocument::changed, this, &TableWidget::documentChanged);
    // A message about the last edit goes once the table moves on (undo, redo, another edit).
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this,
            [this] { showMessage(QString()); });
    connect(m_document, &TableDocument::modifiedChanged, this, &TableWidget::titleChanged);
    refresh();
    selectionChanged();
}

TableWidget::~TableWidget()
{
    // The document and its undo stack die with the widget's children, after this: the undo
    // stack's last indexChanged must not reach a widget that is no longer one.
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
    disconnect(m_document, nullptr, this, nullptr);
}

// The tab's Alt keys (R, S, U, G, N, P, I, W, K, M, L, O, Y) leave alone those of the menus
// (F, E, T, V, H) and of the tabs (C, D, A, B); the buttons and boxes without one follow a field
// that has one, or have a key of their own (Enter, Delete).
QWidget *TableWidget::createGameBar()
{
    auto *bar = new QWidget(this);
    m_rules = new QComboBox(bar);
    m_rules->setObjectName(u"tableRulesCombo"_s);
    m_rules->setProperty("inwoHelp", u"position-format.md#the-game"_s); // F1
    for (const RuleSet rules : allOf<RuleSet>())
        m_rules->addItem(AttackNames::name(rules), int(rules));
    m_rules->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_rules->setMinimumContentsLength(10);
    m_rules->setToolTip(tr("Which rules the goals and the attacks follow"));
    m_phase = new QComboBox(bar);
    m_phase->setObjectName(u"tablePhaseCombo"_s);
    m_phase->setProperty("inwoHelp", u"position-format.md#the-game"_s); // F1
    m_phase->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_phase->setMinimumContentsLength(10);
    m_turn = new QComboBox(bar);
    m_turn->setObjectName(u"tableTurnCombo"_s);
    m_turn->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_turn->setMinimumContentsLength(8);
    m_basicGoal = new QSpinBox(bar);
    m_basicGoal->setObjectName(u"tableBasicGoalSpin"_s);
    m_basicGoal->setRange(1, MaxNumber);
    m_basicGoal->setToolTip(tr("Groups a player must control to win, his Illuminati included; "
                               "set for each game"));
    m_round = new QSpinBox(bar);
    m_round->setObjectName(u"tableRoundSpin"_s);
    m_round->setRange(1, MaxNumber);

    const auto label = [bar](const QString &text, QWidget *buddy) {
        auto *result = new QLabel(text, bar);
        result->setBuddy(buddy);
        return result;
    };
    auto *grid = new QGridLayout(bar);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(label(tr("&Rules:"), m_rules), 0, 0);
    grid->addWidget(m_rules, 0, 1);
    grid->addWidget(label(tr("Pha&se:"), m_phase), 0, 2);
    grid->addWidget(m_phase, 0, 3);
    grid->addWidget(label(tr("T&urn:"), m_turn), 1, 0);
    grid->addWidget(m_turn, 1, 1);
    grid->addWidget(label(tr("Basic &goal:"), m_basicGoal), 1, 2);
    auto *numbers = new QHBoxLayout;
    numbers->addWidget(m_basicGoal);
    numbers->addSpacing(8);
    numbers->addWidget(label(tr("Rou&nd:"), m_round));
    numbers->addWidget(m_round);
    numbers->addStretch(1);
    grid->addLayout(numbers, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    connect(m_rules, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_document->setRules(RuleSet(m_rules->currentData().toInt()));
    });
    connect(m_phase, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_document->setPhase(GamePhase(m_phase->currentData().toInt()));
    });
    connect(m_turn, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_document->setTurnOf(m_turn->currentData().toString());
    });
    connect(m_basicGoal, &QSpinBox::valueChanged, this, [this](int goal) {
        if (!m_updating)
            m_document->setBasicGoal(goal);
    });
    connect(m_round, &QSpinBox::valueChanged, this, [this](int round) {
        if (!m_updating)
            m_document->setRound(round);
    });
    return bar;
}

QWidget *TableWidget::createStructures()
{
    auto *box = inwo::box(tr("Power Structures"), u"structuresBox"_s, this);

    QPushButton *addPlayer = button(tr("Add &Player\u2026"), u"addPlayerButton"_s, box);
    addPlayer->setToolTip(tr("Seat a player with his Illuminati"));
    m_removePlayer = button(tr("Remove Player"), u"removePlayerButton"_s, box);
    m_removePlayer->setToolTip(tr("The selected card's player leaves with his Power Structure"));
    m_changeIlluminati = button(tr("Set &Illuminati\u2026"), u"setIlluminatiButton"_s, box);
    m_changeIlluminati->setToolTip(tr("Another Illuminati card heads the selected card's Power "
                                      "Structure"));
    auto *players = new QHBoxLayout;
    players->addWidget(addPlayer);
    players->addWidget(m_removePlayer);
    players->addWidget(m_changeIlluminati);
    players->addStretch(1);

    m_structureView = new QTreeView(box);
    m_structureView->setObjectName(u"structureView"_s);
    m_structureView->setAccessibleName(tr("Power Structures"));
    m_structureView->setProperty("inwoHelp", u"table.md#building-a-table"_s); // F1
    // A title longer than its column ends in "…" ("Aktionsmarker" over a column of numbers).
    auto *structureHeader = new ElidingHeaderView(Qt::Horizontal, m_structureView);
    structureHeader->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter); // as a tree's own
    structureHeader->setSectionsMovable(true);
    m_structureView->setHeader(structureHeader);
    m_structureView->setModel(m_structureModel);
    m_structureView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_structureView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_structureView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_structureView->setUniformRowHeights(true);
    m_structureView->setAlternatingRowColors(true);
    m_structureView->setIndentation(16);
    m_structureView->setAllColumnsShowFocus(true);
    QHeaderView *header = m_structureView->header();
    header->setStretchLastSection(true);
    const QFontMetrics metrics = m_structureView->fontMetrics();
    header->resizeSection(PowerStructureModel::NameColumn,
                          metrics.horizontalAdvance(u"Multinational Oil Companies"_s) + 48);
    for (const int column :
         {int(PowerStructureModel::ArrowColumn), int(PowerStructureModel::PowerColumn),
          int(PowerStructureModel::ResistanceColumn)}) {
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    // The tokens spent are a small number: the column is as wide as the English title, and a
    // longer one is shortened (its tooltip says it whole).
    header->resizeSection(PowerStructureModel::TokensColumn,
                          metrics.horizontalAdvance(u"Tokens"_s) + 24);
    header->resizeSection(PowerStructureModel::AlignmentsColumn,
                          metrics.horizontalAdvance(u"Violent, Criminal, Weird"_s) + 16);
    trackExpansion(m_structureView, &m_collapsedCards, PowerStructureModel::IdRole);
    connect(m_structureView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &TableWidget::selectionChanged);
    removeOnDelete(m_structureView, tr("Remove the Selected Card"), this,
                   [this] { removeSelectedCard(); });

    m_cardName =
        nameField(tr("A group or Resource: its name"), u"tableCardName"_s, m_structureNames, box);
    m_arrow = new QSpinBox(box);
    m_arrow->setObjectName(u"tableArrowSpin"_s);
    m_arrow->setRange(0, MaxArrows);
    m_arrow->setSpecialValueText(tr("first free"));
    m_arrow->setToolTip(tr("Which of the master's outgoing arrows the group hangs on, the first "
                           "being 1"));
    auto *arrowLabel = new QLabel(tr("Arro&w:"), box);
    arrowLabel->setBuddy(m_arrow);
    m_addCard = button(tr("Add"), u"tableAddCardButton"_s, box);
    m_addCard->setToolTip(tr("Put the card named under the selected card (a Resource is linked "
                             "to it), or in the uncontrolled area when that is selected"));
    connect(m_addCard, &QPushButton::clicked, this, &TableWidget::addCard);
    connect(m_cardName, &QLineEdit::returnPressed, this, [this] {
        if (!m_cardName->text().trimmed().isEmpty())
            addCard();
    });
    auto *adding = new QHBoxLayout;
    adding->addWidget(m_cardName, 1);
    adding->addWidget(arrowLabel);
    adding->addWidget(m_arrow);
    adding->addWidget(m_addCard);

    m_tokens = new QSpinBox(box);
    m_tokens->setObjectName(u"tableTokensSpin"_s);
    m_tokens->setRange(0, MaxTokens);
    auto *tokensLabel = new QLabel(tr("To&kens spent:"), box);
    tokensLabel->setBuddy(m_tokens);
    m_devastated = new QCheckBox(tr("Devastated"), box);
    m_devastated->setObjectName(u"tableDevastatedCheck"_s);
    m_move = button(tr("&Move\u2026"), u"tableMoveButton"_s, box);
    m_move->setToolTip(tr("Put the selected card (with its puppets) under another master, or "
                          "in the uncontrolled area"));
    m_remove = button(tr("Remove"), u"tableRemoveButton"_s, box);
    m_remove->setToolTip(tr("Take the selected card (with its puppets) off the table (Delete)"));
    connect(m_tokens, &QSpinBox::valueChanged, this, [this](int tokens) {
        if (!m_updating)
            m_document->setTokensSpent(selectedCard(), tokens);
    });
    connect(m_devastated, &QCheckBox::toggled, this, [this](bool devastated) {
        if (!m_updating)
            m_document->setDevastated(selectedCard(), devastated);
    });
    connect(m_move, &QPushButton::clicked, this, &TableWidget::moveSelectedCard);
    connect(m_remove, &QPushButton::clicked, this, &TableWidget::removeSelectedCard);
    connect(addPlayer, &QPushButton::clicked, this, &TableWidget::addPlayer);
    connect(m_removePlayer, &QPushButton::clicked, this, &TableWidget::removePlayer);
    connect(m_changeIlluminati, &QPushButton::clicked, this, &TableWidget::changeIlluminati);
    auto *selected = new QHBoxLayout;
    selected->addWidget(tokensLabel);
    selected->addWidget(m_tokens);
    selected->addSpacing(8);
    selected->addWidget(m_devastated);
    selected->addStretch(1);
    selected->addWidget(m_move);
    selected->addWidget(m_remove);

    m_message = new QLabel(box);
    m_message->setObjectName(u"tableMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(players);
    layout->addWidget(m_structureView, 1);
    layout->addLayout(adding);
    layout->addLayout(selected);
    layout->addWidget(m_message);
    return box;
}

QWidget *TableWidget::createNwoSlots()
{
    auto *box = new QWidget(this);
    box->setObjectName(u"nwoSlotsPage"_s);
    m_nwoSlotsView = listTable(m_nwoSlotsModel, u"nwoSlotsView"_s, box);
    m_nwoSlotsView->setAccessibleName(tr("New World Order slots"));
    {
        // The card's name takes the room; colour, player and order what they need.
        QHeaderView *header = m_nwoSlotsView->horizontalHeader();
        const QFontMetrics metrics = m_nwoSlotsView->fontMetrics();
        header->setStretchLastSection(false);
        header->setSectionResizeMode(1, QHeaderView::Stretch);
        header->resizeSection(0, std::max(metrics.horizontalAdvance(tr("colour unknown")),
                                          metrics.horizontalAdvance(tr("Colour"))) +
                                     36);
        header->resizeSection(2, std::max(metrics.horizontalAdvance(u"Alice Alice"_s),
                                          metrics.horizontalAdvance(tr("Played by"))) +
                                     16);
        header->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    }
    removeOnDelete(m_nwoSlotsView, tr("Remove the Selected NWO"), this,
                   [this] { removeSelectedNwo(); });

    m_nwoName = nameField(tr("An NWO's name"), u"tableNwoName"_s, m_nwoNames, box);
    m_nwoPlayedBy = new QComboBox(box);
    m_nwoPlayedBy->setObjectName(u"tableNwoPlayedBy"_s);
    m_nwoPlayedBy->setToolTip(tr("The player who plays it"));
    m_nwoPlayedBy->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_nwoPlayedBy->setMinimumContentsLength(10);
    // Alt+L puts the keyboard in the name; Enter there, or the button, plays it.
    auto *nwoLabel = new QLabel(tr("NWO to p&lay:"), box);
    nwoLabel->setBuddy(m_nwoName);
    QPushButton *play = button(tr("Play"), u"tablePlayNwoButton"_s, box);
    play->setToolTip(tr("Put the NWO named in force; the one of its colour leaves play"));
    QPushButton *remove = button(tr("Remove"), u"tableRemoveNwoButton"_s, box);
    remove->setToolTip(tr("Take the selected NWO out of force, as a card that negates it does "
                          "(Delete)"));
    connect(play, &QPushButton::clicked, this, &TableWidget::playNwo);
    connect(m_nwoName, &QLineEdit::returnPressed, this, [this] {
        if (!m_nwoName->text().trimmed().isEmpty())
            playNwo();
    });
    connect(remove, &QPushButton::clicked, this, &TableWidget::removeSelectedNwo);

    auto *controls = new QHBoxLayout;
    controls->addWidget(nwoLabel);
    controls->addWidget(m_nwoName, 1);
    controls->addWidget(m_nwoPlayedBy);
    controls->addWidget(play);
    controls->addWidget(remove);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_nwoSlotsView, 1);
    layout->addLayout(controls);
    // Three colours and a header, at least.
    m_nwoSlotsView->setMinimumHeight(m_nwoSlotsView->horizontalHeader()->sizeHint().height() +
                                     3 * m_nwoSlotsView->verticalHeader()->defaultSectionSize() +
                                     2 * m_nwoSlotsView->frameWidth());
    return box;
}

QWidget *TableWidget::createDestroyed()
{
    auto *box = new QWidget(this);
    box->setObjectName(u"destroyedPage"_s);
    m_destroyedView = listTable(m_destroyedModel, u"destroyedView"_s, box);
    m_destroyedView->setAccessibleName(tr("Destroyed and removed cards"));
    m_destroyedView->horizontalHeader()->resizeSection(
        0, m_destroyedView->fontMetrics().horizontalAdvance(u"Orbital Mind Control Lasers"_s) + 12);
    m_destroyedView->horizontalHeader()->resizeSection(
        1, m_destroyedView->fontMetrics().horizontalAdvance(tr("Controlled by")) + 24);
    removeOnDelete(m_destroyedView, tr("Take the Selected Card off the Destroyed Pile"), this,
                   [this] { removeSelectedDestroyed(); });

    m_destroyedName =
        nameField(tr("A card destroyed"), u"tableDestroyedName"_s, m_destroyedNames, box);
    m_destroyedOwner = new QComboBox(box);
    m_destroyedOwner->setObjectName(u"tableDestroyedOwner"_s);
    m_destroyedOwner->setToolTip(tr("The player who controlled it"));
    m_destroyedOwner->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_destroyedOwner->setMinimumContentsLength(10);
    m_destroyedBy = new QComboBox(box);
    m_destroyedBy->setObjectName(u"tableDestroyedBy"_s);
    m_destroyedBy->setToolTip(tr("The player whose attack or card destroyed it"));
    m_destroyedBy->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_destroyedBy->setMinimumContentsLength(10);
    QPushButton *destroy = button(tr("Destr&oy"), u"tableDestroyButton"_s, box);
    destroy->setToolTip(tr("Put the card named on the destroyed pile"));
    QPushButton *remove = button(tr("Remove"), u"tableRemoveDestroyedButton"_s, box);
    remove->setToolTip(tr("Take the selected card off the destroyed pile (Delete)"));
    connect(destroy, &QPushButton::clicked, this, &TableWidget::addDestroyed);
    connect(m_destroyedName, &QLineEdit::returnPressed, this, [this] {
        if (!m_destroyedName->text().trimmed().isEmpty())
            addDestroyed();
    });
    connect(remove, &QPushButton::clicked, this, &TableWidget::removeSelectedDestroyed);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_destroyedName, 1);
    controls->addWidget(destroy);
    controls->addWidget(remove);
    auto *ownerLabel = new QLabel(tr("Controlled by:"), box);
    ownerLabel->setBuddy(m_destroyedOwner);
    auto *byLabel = new QLabel(tr("Destroyed by:"), box);
    byLabel->setBuddy(m_destroyedBy);
    auto *players = new QHBoxLayout;
    players->addWidget(ownerLabel);
    players->addWidget(m_destroyedOwner, 1);
    players->addSpacing(8);
    players->addWidget(byLabel);
    players->addWidget(m_destroyedBy, 1);
    // Whose card it was and who destroyed it first: Enter in the name puts it on the pile.
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_destroyedView, 1);
    layout->addLayout(players);
    layout->addLayout(controls);
    setTabOrder(m_destroyedView, m_destroyedOwner);
    setTabOrder(m_destroyedOwner, m_destroyedBy);
    setTabOrder(m_destroyedBy, m_destroyedName);
    setTabOrder(m_destroyedName, destroy);
    setTabOrder(destroy, remove);
    m_destroyedView->setMinimumHeight(m_destroyedView->horizontalHeader()->sizeHint().height() +
                                      2 * m_destroyedView->verticalHeader()->defaultSectionSize() +
                                      2 * m_destroyedView->frameWidth());
    return box;
}

QWidget *TableWidget::createGoals()
{
    auto *box = inwo::box(tr("Goals"), u"goalsBox"_s, this);
    m_goalsView = factTree(m_goalsModel, u"goalsView"_s, box);
    m_goalsView->setAccessibleName(tr("Goals"));
    trackExpansion(m_goalsView, &m_collapsedGoals, TableFactModel::PlayerRole);
    RuleLinks::attach(m_goalsView, RuleLinks::fromRole(TableFactModel::RuleRole),
                      [this](RuleId rule) { emit ruleRequested(rule); });
    // Where the seeds leave a choice, the referee picks the reading; the lines that depend on
    // one show both.
    auto *rulings = new QToolButton(box);
    rulings->setObjectName(u"rulingsButton"_s);
    rulings->setProperty("inwoHelp", u"goals.md#rulings"_s); // F1
    rulings->setText(tr("Rulings"));
    rulings->setToolTip(tr("Where the rules leave a choice, pick the reading the table follows"));
    rulings->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(rulings);
    for (const RulingDefinition &definition : allRulings()) {
        QMenu *sub =
            menu->addMenu(QCoreApplication::translate("AbilityWords", definition.question));
        auto *group = new QActionGroup(sub);
        for (int reading = 0; reading < int(definition.readings.size()); ++reading) {
            QAction *action = sub->addAction(QCoreApplication::translate(
                "AbilityWords", definition.readings[std::size_t(reading)].words));
            action->setCheckable(true);
            action->setObjectName(u"ruling-%1-%2"_s.arg(
                QString::fromLatin1(definition.code),
                QString::fromLatin1(definition.readings[std::size_t(reading)].code)));
            group->addAction(action);
            const RulingId id = definition.id;
            connect(action, &QAction::triggered, this,
                    [this, id, reading] { m_document->setRuling(id, reading); });
            m_rulingActions.append(action);
        }
    }
    rulings->setMenu(menu);
    auto *layout = new QVBoxLayout(box);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(rulings);
    layout->addLayout(row);
    layout->addWidget(m_goalsView);
    return box;
}

QWidget *TableWidget::createNwoEffects()
{
    auto *box = inwo::box(tr("What the NWOs do"), u"nwoEffectsBox"_s, this);
    m_nwoEffectsView = factTree(m_nwoEffectsModel, u"nwoEffectsView"_s, box);
    m_nwoEffectsView->setAccessibleName(tr("What the NWOs do"));
    trackExpansion(m_nwoEffectsView, &m_collapsedNwos, TableFactModel::CardRole);
    RuleLinks::attach(m_nwoEffectsView, RuleLinks::fromRole(TableFactModel::RuleRole),
                      [this](RuleId rule) { emit ruleRequested(rule); });
    // The effects of cards the referee rules for this table: every pane applies them.
    m_cardEffects = button(tr("Card Effects\u2026"), u"cardEffectsButton"_s, box);
    m_cardEffects->setToolTip(tr("Give cards the effects you rule for this table: an NWO's, a "
                                 "linked card's, a bonus or an immunity (Ctrl+Shift+E)"));
    connect(m_cardEffects, &QPushButton::clicked, this, &TableWidget::editCardEffects);
    auto *cardEffectsAction = new QAction(tr("Card Effects\u2026"), this);
    cardEffectsAction->setObjectName(u"actionTableCardEffects"_s);
    cardEffectsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    cardEffectsAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(cardEffectsAction);
    connect(cardEffectsAction, &QAction::triggered, this, &TableWidget::editCardEffects);
    m_cardEffectsSummary = new QLabel(box);
    m_cardEffectsSummary->setObjectName(u"cardEffectsSummary"_s);
    m_cardEffectsSummary->setWordWrap(true);
    auto *effectsRow = new QHBoxLayout;
    effectsRow->addWidget(m_cardEffectsSummary, 1);
    effectsRow->addWidget(m_cardEffects);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_nwoEffectsView);
    layout->addLayout(effectsRow);
    return box;
}

QWidget *TableWidget::createAttacks()
{
    auto *box = inwo::box(tr("Attacks"), u"attacksBox"_s, this);
    m_attackPlayer = new QComboBox(box);
    m_attackPlayer->setObjectName(u"tableAttackPlayer"_s);
    m_attackPlayer->setProperty("inwoHelp", u"table.md#what-the-panels-show"_s); // F1
    m_attackPlayer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_attackPlayer->setMinimumContentsLength(8);
    auto *playerLabel = new QLabel(tr("Attacks of pla&yer:"), box);
    playerLabel->setBuddy(m_attackPlayer);
    m_attackOrder = new QComboBox(box);
    m_attackOrder->setObjectName(u"tableAttackOrder"_s);
    m_attackOrder->addItem(tr("best chance first"), int(AttackOrder::Chance));
    m_attackOrder->addItem(tr("best for the goals first"), int(AttackOrder::GoalEffect));
    m_attackOrder->setToolTip(tr("How the legal attacks are sorted: by their chance, or by what "
                                 "success would do to the goals (a win, a rival eliminated, the "
                                 "groups gained), then by chance"));
    m_attackOrder->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_attackOrder->setMinimumContentsLength(12);
    m_showRefused = new QCheckBox(tr("Show refused attacks"), box);
    m_showRefused->setObjectName(u"tableShowRefused"_s);
    m_showRefused->setChecked(m_attackModel->showsRefused());
    m_attackSummary = new QLabel(box);
    m_attackSummary->setObjectName(u"tableAttackSummary"_s);
    m_attackSummary->setWordWrap(true); // never what widens the pane
    QPalette secondary = m_attackSummary->palette();
    secondary.setColor(QPalette::WindowText, inwo::secondaryText(palette()));
    m_attackSummary->setPalette(secondary);

    m_attackView = listTable(m_attackModel, u"attackView"_s, box);
    m_attackView->setAccessibleName(tr("Possible attacks"));
    const QFontMetrics metrics = m_attackView->fontMetrics();
    QHeaderView *header = m_attackView->horizontalHeader();
    // Who attacks whom and why share the width; chance and goals take what they need.
    header->setStretchLastSection(false);
    header->setSectionResizeMode(AttackListModel::AttackColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(AttackListModel::NotesColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(AttackListModel::GoalsColumn, QHeaderView::ResizeToContents);
    header->resizeSection(
        AttackListModel::ChanceColumn,
        std::max(metrics.horizontalAdvance(u"100.0%"_s), metrics.horizontalAdvance(tr("Chance"))) +
            20);
    connect(m_attackView, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { openAttack(index.row()); });
    auto *open = new QAction(tr("Open in the Adjudicator"), m_attackView);
    open->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    open->setShortcutContext(Qt::WidgetShortcut);
    m_attackView->addAction(open);
    connect(open, &QAction::triggered, this, [this] {
        if (m_attackView->currentIndex().isValid())
            openAttack(m_attackView->currentIndex().row());
    });
    connect(m_attackPlayer, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            showAttacks();
    });
    connect(m_attackOrder, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            showAttacks();
    });
    connect(m_showRefused, &QCheckBox::toggled, this, [this](bool shows) {
        m_attackModel->setShowsRefused(shows);
        showAttacks();
    });

    auto *controls = new QHBoxLayout;
    controls->addWidget(playerLabel);
    controls->addWidget(m_attackPlayer);
    controls->addWidget(m_attackOrder);
    controls->addStretch(1);
    // The keyboard goes as the eye does: the player, the order, the list, then the refused.
    setTabOrder(m_attackPlayer, m_attackOrder);
    setTabOrder(m_attackOrder, m_attackView);
    setTabOrder(m_attackView, m_showRefused);
    auto *below = new QHBoxLayout;
    below->addWidget(m_attackSummary, 1);
    below->addWidget(m_showRefused);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(controls);
    layout->addWidget(m_attackView, 1);
    layout->addLayout(below);
    return box;
}

void TableWidget::saveSettings(QSettings &settings) const
{
    settings.beginGroup(settingsGroup);
    settings.setValue(splitterKey, m_splitter->saveState());
    settings.setValue(leftSplitterKey, m_leftSplitter->saveState());
    settings.setValue(rightSplitterKey, m_rightSplitter->saveState());
    settings.endGroup();
}

void TableWidget::showEvent(QShowEvent *event)
{
    // The card names are read when the tab is first seen, not at start-up.
    ensureNamesLoaded();
    QWidget::showEvent(event);
}

void TableWidget::ensureNamesLoaded()
{
    if (m_namesLoaded)
        return;
    m_namesLoaded = true;
    QStringList structure;
    QStringList illuminati;
    QStringList nwos;
    for (const Card &card : m_database.allCards()) {
        if (card.isGroup() || card.type == CardType::Resource)
            structure.append(card.name);
        else if (card.type == CardType::Illuminati)
            illuminati.append(card.name);
        else if (card.type == CardType::NewWorldOrder)
            nwos.append(card.name);
    }
    for (QStringList *names : {&structure, &illuminati, &nwos}) {
        names->sort(Qt::CaseInsensitive);
        names->removeDuplicates();
    }
    m_structureNames->setStringList(structure);
    m_illuminatiNames->setStringList(illuminati);
    m_nwoNames->setStringList(nwos);
    QStringList destroyed = structure + illuminati;
    destroyed.sort(Qt::CaseInsensitive);
    m_destroyedNames->setStringList(destroyed);
}

void TableWidget::refreshCards()
{
    m_cardText->forget();
    m_namesLoaded = false;
    if (isVisible())
        ensureNamesLoaded();
    refresh();
}

void TableWidget::documentChanged(const TableChange &change)
{
    if (change.kind == TableChange::Kind::Reset) {
        m_collapsedCards.clear();
        m_collapsedGoals.clear();
        m_collapsedNwos.clear();
        showMessage(QString());
    }
    refresh();
    if (change.kind == TableChange::Kind::Reset) {
        m_structureView->setCurrentIndex(QModelIndex());
        selectionChanged();
        emit titleChanged();
    }
}

void TableWidget::refresh()
{
    const Position &position = m_document->position();
    const QModelIndex current = m_structureView->currentIndex();
    const bool areaSelected = current.isValid() && m_structureModel->kindAt(current) ==
                                                       PowerStructureModel::Kind::UncontrolledArea;
    const InstanceId selected = selectedCard();

    m_updating = true;
    showGame();

    // Every card's numbers, the NWOs' effects and the goals, as the rules core has them now.
    QHash<QString, EffectiveGroup> groups;
    QList<NwoEffect> effects;
    GoalReport goals;
    {
        const TableStats stats(position, m_database, &UserAbilities(m_database).abilities());
        const auto add = [&](const TableCard &card) {
            if (const std::optional<EffectiveGroup> group = stats.group(card.id, StatUse::Play))
                groups.insert(card.id.value, *group);
        };
        for (const TablePlayer &player : position.players) {
            add(player.illuminati);
            std::for_each(player.groups.begin(), player.groups.end(), add);
            std::for_each(player.resources.begin(), player.resources.end(), add);
        }
        std::for_each(position.uncontrolled.begin(), position.uncontrolled.end(), add);
        effects = stats.nwoEffects();
        if (!position.players.isEmpty())
            goals = evaluateGoals(stats, m_database, bundledGoalRules());
    }
    m_structureModel->rebuild(position, groups);
    restoreExpansion(m_structureView, m_collapsedCards, PowerStructureModel::IdRole);
    const QModelIndex again = areaSelected ? m_structureModel->indexOf(InstanceId())
                                           : m_structureModel->indexOf(selected);
    if (again.isValid() && (areaSelected || !selected.isEmpty()))
        m_structureView->setCurrentIndex(again);

    if (position.players.isEmpty())
        m_goalsModel->showNothing(tr("No player sits at the table yet."));
    else
        m_goalsModel->showGoals(goals, position);
    restoreExpansion(m_goalsView, m_collapsedGoals, TableFactModel::PlayerRole);
    m_nwoEffectsModel->showNwoEffects(effects, position);
    restoreExpansion(m_nwoEffectsView, m_collapsedNwos, TableFactModel::CardRole);

    showNwoSlots();
    showDestroyed();
    showCardEffects();
    m_sideTabs->setTabText(0, tr("New World Orders in force (%1)").arg(position.nwos.size()));
    m_sideTabs->setTabText(1, tr("Destroyed pile (%1)").arg(position.destroyed.size()));
    m_updating = false;
    selectionChanged();
    showAttacks();
}

void TableWidget::showGame()
{
    const Position &position = m_document->position();
    const QSignalBlocker rules(m_rules);
    const QSignalBlocker phase(m_phase);
    const QSignalBlocker goal(m_basicGoal);
    const QSignalBlocker round(m_round);
    m_rules->setCurrentIndex(m_rules->findData(int(position.rules)));
    // The phases of the rules in force only: another one would not save.
    const QList<GamePhase> phases = phasesOf(position.rules);
    bool listed = m_phase->count() == phases.size();
    for (int i = 0; listed && i < phases.size(); ++i)
        listed = m_phase->itemData(i).toInt() == int(phases.at(i));
    if (!listed) {
        m_phase->clear();
        for (const GamePhase phase : phases)
            m_phase->addItem(TableText::name(phase), int(phase));
    }
    m_phase->setCurrentIndex(m_phase->findData(int(position.phase)));
    m_basicGoal->setValue(position.basicGoal);
    m_round->setValue(position.round);
    for (const RulingDefinition &definition : allRulings()) {
        const int index = int(definition.id) * 2 + position.rulings.readingOf(definition.id);
        if (index < m_rulingActions.size())
            m_rulingActions.at(index)->setChecked(true);
    }
    fillPlayerCombo(m_turn, position.turnOf, tr("nobody"));
    fillPlayerCombo(m_nwoPlayedBy, m_nwoPlayedBy->currentData().toString(), tr("nobody"));
    fillPlayerCombo(m_destroyedOwner, m_destroyedOwner->currentData().toString(),
                    tr("uncontrolled"));
    fillPlayerCombo(m_destroyedBy, m_destroyedBy->currentData().toString(), tr("nobody"));
    QString attacking = m_attackPlayer->currentData().toString();
    if (!position.player(attacking))
        attacking = position.turnOf;
    fillPlayerCombo(m_attackPlayer, attacking, QString());
}

void TableWidget::fillPlayerCombo(QComboBox *combo, const QString &current, const QString &nobody)
{
    const QSignalBlocker blocker(combo);
    combo->clear();
    if (!nobody.isEmpty())
        combo->addItem(nobody, QString());
    for (const TablePlayer &player : m_document->position().players)
        combo->addItem(player.name, player.name);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

void TableWidget::showNwoSlots()
{
    const Position &position = m_document->position();
    const int selectedRow = m_nwoSlotsView->currentIndex().row();
    m_nwoSlotsModel->removeRows(0, m_nwoSlotsModel->rowCount());
    const auto cell = [](const QString &text) {
        auto *item = new QStandardItem(text);
        item->setEditable(false);
        return item;
    };
    const auto addRow = [&](std::optional<NwoColor> colour, qsizetype played) {
        QStandardItem *colourCell = cell(colour ? EnumNames::name(*colour) : tr("colour unknown"));
        colourCell->setIcon(swatch(colour));
        QList<QStandardItem *> row{colourCell};
        if (played < 0) {
            QStandardItem *none = cell(tr("\u2014 none \u2014"));
            none->setForeground(secondaryText());
            row << none << cell(QString()) << cell(QString());
        } else {
            const NwoInForce &nwo = position.nwos.at(played);
            QStandardItem *card = cell(nwo.card);
            card->setData(nwo.card, Qt::UserRole);
            row << card << cell(nwo.playedBy) << cell(QString::number(played + 1));
            row.last()->setToolTip(tr("Played %1 of %2 in force: they apply in the order played")
                                       .arg(played + 1)
                                       .arg(position.nwos.size()));
        }
        colourCell->setData(row.at(1)->data(Qt::UserRole), Qt::UserRole);
        m_nwoSlotsModel->appendRow(row);
    };
    for (const NwoColor colour : {NwoColor::Red, NwoColor::Blue, NwoColor::Yellow}) {
        qsizetype found = -1;
        for (qsizetype i = 0; i < position.nwos.size(); ++i) {
            if (position.nwos.at(i).color == colour)
                found = i;
        }
        addRow(colour, found);
    }
    for (qsizetype i = 0; i < position.nwos.size(); ++i) {
        if (!position.nwos.at(i).color)
            addRow(std::nullopt, i);
    }
    if (selectedRow >= 0 && selectedRow < m_nwoSlotsModel->rowCount())
        m_nwoSlotsView->selectRow(selectedRow);
}

void TableWidget::showDestroyed()
{
    const Position &position = m_document->position();
    const int selectedRow = m_destroyedView->currentIndex().row();
    m_destroyedModel->removeRows(0, m_destroyedModel->rowCount());
    for (const DestroyedCard &card : position.destroyed) {
        QList<QStandardItem *> row;
        for (const QString &text :
             {card.card, card.owner.isEmpty() ? tr("uncontrolled") : card.owner,
              card.destroyedBy.isEmpty() ? tr("nobody") : card.destroyedBy}) {
            auto *item = new QStandardItem(text);
            item->setEditable(false);
            row.append(item);
        }
        m_destroyedModel->appendRow(row);
    }
    const int rows = m_destroyedModel->rowCount();
    if (rows > 0 && selectedRow >= 0)
        m_destroyedView->selectRow(std::min(selectedRow, rows - 1));
}

void TableWidget::showAttacks()
{
    const Position &position = m_document->position();
    const QString player = m_attackPlayer->currentData().toString();
    const int selectedRow = m_attackView->currentIndex().row();
    if (!position.player(player)) {
        m_attackModel->setAttacks({}, position);
        m_attackSummary->setText(tr("Seat a player to see the attacks he can make."));
        return;
    }
    const AttackList attacks =
        attackOptions(position, player, m_database, &UserAbilities(m_database).abilities(),
                      &bundledGoalRules(), AttackOrder(m_attackOrder->currentData().toInt()));
    m_attackModel->setAttacks(attacks, position);
    m_attackSummary->setText(tr("%1 legal, %2 refused; Enter opens one in the adjudicator.")
                                 .arg(attacks.legal.size())
                                 .arg(attacks.refused.size()));
    if (selectedRow >= 0 && selectedRow < m_attackModel->rowCount())
        m_attackView->selectRow(selectedRow);
}

void TableWidget::showCardEffects()
{
    const QList<EnteredAbility> &entered = m_document->position().abilities;
    if (entered.isEmpty()) {
        m_cardEffectsSummary->setText(tr("No card effect entered by the referee."));
        m_cardEffectsSummary->setToolTip(QString());
        return;
    }
    QStringList cards;
    for (const EnteredAbility &one : entered) {
        if (!cards.contains(one.card))
            cards.append(one.card);
    }
    m_cardEffectsSummary->setText(
        entered.size() == 1
            ? tr("1 card effect entered by the referee: %1").arg(cards.join(tr(", ")))
            : tr("%1 card effects entered by the referee: %2")
                  .arg(entered.size())
                  .arg(cards.join(tr(", "))));
    m_cardEffectsSummary->setToolTip(m_cardEffectsSummary->text());
}

void TableWidget::editCardEffects()
{
    EnteredAbilitiesDialog dialog(m_database, m_document->resolver(),
                                  m_document->position().abilities, this);
    if (const std::optional<Card> card = m_document->printedCard(selectedCard()))
        dialog.setSuggestedCard(card->name);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_document->setEnteredAbilities(dialog.abilities()))
        showMessage(tr("The card effects are entered: every pane applies them."));
}

void TableWidget::trackExpansion(QTreeView *view, QSet<QString> *collapsed, int keyRole)
{
    connect(view, &QTreeView::collapsed, this, [this, collapsed, keyRole](const QModelIndex &at) {
        if (!m_restoringExpansion)
            collapsed->insert(at.data(keyRole).toString());
    });
    connect(view, &QTreeView::expanded, this, [this, collapsed, keyRole](const QModelIndex &at) {
        if (!m_restoringExpansion)
            collapsed->remove(at.data(keyRole).toString());
    });
}

void TableWidget::restoreExpansion(QTreeView *view, const QSet<QString> &collapsed, int keyRole)
{
    // Everything open, but what the user closed.
    m_restoringExpansion = true;
    view->expandAll();
    if (!collapsed.isEmpty()) {
        QList<QModelIndex> pending{QModelIndex()};
        QAbstractItemModel *model = view->model();
        while (!pending.isEmpty()) {
            const QModelIndex parent = pending.takeLast();
            for (int row = 0; row < model->rowCount(parent); ++row) {
                const QModelIndex child = model->index(row, 0, parent);
                if (model->rowCount(child) == 0)
                    continue;
                if (collapsed.contains(child.data(keyRole).toString()))
                    view->collapse(child);
                pending.append(child);
            }
        }
    }
    m_restoringExpansion = false;
}

InstanceId TableWidget::selectedCard() const
{
    return m_structureModel->idAt(m_structureView->currentIndex());
}

void TableWidget::selectCard(const InstanceId &id)
{
    const QModelIndex index = m_structureModel->indexOf(id);
    if (index.isValid())
        m_structureView->setCurrentIndex(index);
}

QString TableWidget::selectedPlayer() const
{
    return m_structureView->currentIndex().data(PowerStructureModel::PlayerRole).toString();
}

void TableWidget::selectionChanged()
{
    if (m_updating)
        return;
    const QModelIndex current = m_structureView->currentIndex();
    const InstanceId id = selectedCard();
    const TableCard *card = m_document->position().card(id);
    const auto kind = m_structureModel->kindAt(current);
    const bool illuminati = card && kind == PowerStructureModel::Kind::Illuminati;
    m_updating = true;
    m_tokens->setEnabled(card != nullptr);
    m_tokens->setValue(card ? card->tokensSpent : 0);
    // Only a Place can be devastated (R67).
    m_devastated->setEnabled(card != nullptr &&
                             (card->type == CardType::Place || card->devastated));
    m_devastated->setChecked(card && card->devastated);
    m_updating = false;
    m_move->setEnabled(card != nullptr && !illuminati);
    m_remove->setEnabled(card != nullptr && !illuminati);
    m_removePlayer->setEnabled(!selectedPlayer().isEmpty());
    m_changeIlluminati->setEnabled(!selectedPlayer().isEmpty());
    m_arrow->setEnabled(current.isValid() && kind != PowerStructureModel::Kind::Resource &&
                        kind != PowerStructureModel::Kind::UncontrolledArea &&
                        kind != PowerStructureModel::Kind::Uncontrolled);
}

void TableWidget::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    if (!message.isEmpty())
        emit statusMessage(message);
}

QString TableWidget::message() const
{
    return m_message->text();
}

void TableWidget::addCard()
{
    const QModelIndex current = m_structureView->currentIndex();
    if (!current.isValid()) {
        showMessage(tr("Select the card to put it under, or the uncontrolled area."));
        return;
    }
    const auto kind = m_structureModel->kindAt(current);
    if (kind == PowerStructureModel::Kind::Resource) {
        showMessage(tr("A Resource holds no groups: select a group or an Illuminati."));
        return;
    }
    const bool uncontrolled = kind == PowerStructureModel::Kind::UncontrolledArea ||
                              kind == PowerStructureModel::Kind::Uncontrolled;
    const InstanceId master = uncontrolled ? InstanceId() : selectedCard();
    QString error;
    InstanceId added =
        m_document->addCard(master, m_cardName->text(), m_arrow->value() - 1, &error);
    // A beginning of a name that the completer completes one way only is that name
    // ("Multinational Oil").
    QCompleter *completer = m_cardName->completer();
    if (added.isEmpty() && completer) {
        completer->setCompletionPrefix(m_cardName->text().trimmed());
        if (completer->completionCount() == 1 && completer->setCurrentRow(0)) {
            QString again;
            added = m_document->addCard(master, completer->currentCompletion(),
                                        m_arrow->value() - 1, &again);
            if (added.isEmpty())
                error = again;
        }
    }
    if (added.isEmpty()) {
        showMessage(error);
        return;
    }
    // Cleared now and once more after the completer has written the name it was picked by, so a
    // second Enter cannot add the same card again.
    m_cardName->clear();
    QMetaObject::invokeMethod(m_cardName, &QLineEdit::clear, Qt::QueuedConnection);
    m_arrow->setValue(0);
    const TableCard *card = m_document->position().card(added);
    if (uncontrolled)
        showMessage(tr("%1 is in the uncontrolled area.").arg(card->card));
    else if (!card->master.isEmpty())
        showMessage(tr("%1 is under %2, on arrow %3.")
                        .arg(card->card, m_document->cardName(master))
                        .arg(card->arrow + 1));
    else
        showMessage(
            withFullStop(tr("%1 is linked to %2").arg(card->card, m_document->cardName(master))));
    // The master stays selected, so its next puppet goes under it too.
    selectCard(master);
}

void TableWidget::removeSelectedCard()
{
    const InstanceId id = selectedCard();
    if (id.isEmpty())
        return;
    const TableCard *card = m_document->position().card(id);
    const InstanceId above =
        card ? (card->master.isEmpty() ? card->linkedTo : card->master) : InstanceId();
    const QString name = m_document->cardName(id);
    QString error;
    if (!m_document->removeCard(id, &error)) {
        showMessage(error.isEmpty() ? error : tr("%1 Use Remove Player.").arg(error));
        return;
    }
    showMessage(tr("%1 left the table.").arg(name));
    const QModelIndex index = m_structureModel->indexOf(above);
    if (index.isValid())
        m_structureView->setCurrentIndex(index);
}

void TableWidget::moveSelectedCard()
{
    const InstanceId id = selectedCard();
    const Position &position = m_document->position();
    QString controller;
    const TableCard *card = position.card(id, &controller);
    if (!card)
        return;

    QDialog dialog(this);
    dialog.setWindowTitle(tr("Move %1").arg(card->card));
    auto *destination = new QComboBox(&dialog);
    destination->setObjectName(u"moveDestination"_s);
    if (!controller.isEmpty())
        destination->addItem(tr("The uncontrolled area"), QString());
    for (const TablePlayer &player : position.players) {
        const auto offer = [&](const TableCard &master) {
            if (!m_document->isBelow(master.id, id))
                destination->addItem(tr("%1: %2").arg(player.name, master.card), master.id.value);
        };
        offer(player.illuminati);
        std::for_each(player.groups.begin(), player.groups.end(), offer);
    }
    auto *arrow = new QSpinBox(&dialog);
    arrow->setRange(0, MaxArrows);
    arrow->setSpecialValueText(tr("first free"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Under:"), destination);
    form->addRow(tr("On &arrow:"), arrow);
    if (!runFormDialog(dialog, form))
        return;
    QString error;
    const InstanceId master{destination->currentData().toString()};
    if (m_document->moveCard(id, master, arrow->value() - 1, &error)) {
        showMessage(master.isEmpty() ? tr("%1 is in the uncontrolled area.").arg(card->card)
                                     : withFullStop(tr("%1 is under %2")
                                                        .arg(m_document->cardName(id),
                                                             m_document->cardName(master))));
        selectCard(id);
    } else if (!error.isEmpty()) {
        showMessage(error);
    }
}

void TableWidget::addPlayer()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add Player"));
    auto *name = new QLineEdit(&dialog);
    name->setObjectName(u"playerName"_s);
    auto *illuminati = nameField(tr("An Illuminati card's name"), u"playerIlluminati"_s,
                                 m_illuminatiNames, &dialog);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("&Illuminati:"), illuminati);
    acceptWithCompletion(dialog, illuminati);
    if (!runFormDialog(dialog, form))
        return;
    QString error;
    if (!m_document->addPlayer(name->text(), illuminati->text(), &error)) {
        showMessage(error);
        return;
    }
    const TablePlayer &added = m_document->position().players.last();
    showMessage(
        withFullStop(tr("%1 sits at the table with %2").arg(added.name, added.illuminati.card)));
    selectCard(added.illuminati.id);
}

void TableWidget::removePlayer()
{
    const QString player = selectedPlayer();
    if (m_document->removePlayer(player))
        showMessage(tr("%1 left the table.").arg(player));
}

void TableWidget::changeIlluminati()
{
    const QString player = selectedPlayer();
    const TablePlayer *seated = m_document->position().player(player);
    if (!seated)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Illuminati of %1").arg(player));
    auto *illuminati = nameField(tr("An Illuminati card's name"), u"playerIlluminati"_s,
                                 m_illuminatiNames, &dialog);
    illuminati->setText(seated->illuminati.card);
    illuminati->selectAll();
    auto *form = new QFormLayout;
    form->addRow(tr("&Illuminati:"), illuminati);
    acceptWithCompletion(dialog, illuminati);
    if (!runFormDialog(dialog, form))
        return;
    QString error;
    if (!m_document->setIlluminati(player, illuminati->text(), &error) && !error.isEmpty())
        showMessage(error);
}

void TableWidget::playNwo()
{
    QString error;
    const std::optional<NwoPlayed> played =
        m_document->playNwo(m_nwoName->text(), m_nwoPlayedBy->currentData().toString(), &error);
    if (!played) {
        showMessage(error);
        return;
    }
    m_nwoName->clear();
    QMetaObject::invokeMethod(m_nwoName, &QLineEdit::clear, Qt::QueuedConnection);
    const QString card = m_document->position().nwos.last().card;
    if (played->discarded && played->identical)
        showMessage(tr("%1 replaces its copy and is now the last played.").arg(card));
    else if (played->discarded)
        showMessage(tr("%1 is in force; %2, of the same colour, left play.")
                        .arg(card, played->discarded->card));
    else
        showMessage(tr("%1 is in force.").arg(card));
}

void TableWidget::removeSelectedNwo()
{
    const QModelIndex current = m_nwoSlotsView->currentIndex();
    if (!current.isValid())
        return;
    const QString card = m_nwoSlotsModel->index(current.row(), 1).data(Qt::UserRole).toString();
    if (m_document->removeNwo(card))
        showMessage(tr("%1 is no longer in force.").arg(card));
}

void TableWidget::addDestroyed()
{
    QString error;
    if (!m_document->addDestroyed(m_destroyedName->text(),
                                  m_destroyedOwner->currentData().toString(),
                                  m_destroyedBy->currentData().toString(), &error)) {
        showMessage(error);
        return;
    }
    m_destroyedName->clear();
    QMetaObject::invokeMethod(m_destroyedName, &QLineEdit::clear, Qt::QueuedConnection);
    showMessage(
        tr("%1 is on the destroyed pile.").arg(m_document->position().destroyed.last().card));
}

void TableWidget::removeSelectedDestroyed()
{
    const QModelIndex current = m_destroyedView->currentIndex();
    if (current.isValid())
        m_document->removeDestroyed(current.row());
}

QString TableWidget::attackingPlayer() const
{
    return m_attackPlayer->currentData().toString();
}

void TableWidget::setAttackingPlayer(const QString &player)
{
    const int index = m_attackPlayer->findData(player);
    if (index >= 0)
        m_attackPlayer->setCurrentIndex(index);
}

void TableWidget::openAttack(int row)
{
    // A copy: the list is rebuilt when the table changes, and the adjudicator may ask first.
    if (const AttackOption *option = m_attackModel->optionAt(row)) {
        const AttackScenario scenario = option->scenario;
        emit attackChosen(scenario);
    }
}

void TableWidget::focusMainField()
{
    m_structureView->setFocus(Qt::ShortcutFocusReason);
    if (!m_structureView->currentIndex().isValid() && m_structureModel->rowCount() > 0)
        m_structureView->setCurrentIndex(m_structureModel->index(0, 0));
}

QString TableWidget::currentFile() const
{
    return m_document->filePath();
}

bool TableWidget::isModified() const
{
    return m_document->isModified();
}

std::optional<Position> TableWidget::readPositionFile(const QString &path,
                                                      const CardNameResolver &names, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::optional<Position>();
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Cannot read %1: %2").arg(shown, file.errorString()));
    // Read in pieces up to the limit: a device without an end is refused, not read until memory
    // runs out. Positions are as small as attack scenarios.
    QString problem;
    bool tooLarge = false;
    const std::optional<QByteArray> content =
        readAtMost(file, InputLimit::ScenarioFileBytes, &problem, &tooLarge);
    if (!content)
        return fail(tooLarge ? tr("%1 is too large to be a position file (more than %2 MB)")
                                   .arg(shown)
                                   .arg(InputLimit::ScenarioFileBytes >> 20)
                             : tr("Cannot read %1: %2").arg(shown, problem));
    const std::optional<QByteArray> utf8 = utf8TextOf(*content, &problem);
    if (!utf8)
        return fail(tr("%1 is not a position file: %2").arg(shown, problem));
    std::optional<Position> read = Position::fromJson(*utf8, &problem, &names);
    if (!read)
        return fail(tr("%1 is not a position file: %2").arg(shown, problem));
    return read;
}

bool TableWidget::openPositionFile(const QString &path, QString *error)
{
    const std::optional<Position> read = readPositionFile(path, m_document->resolver(), error);
    if (!read)
        return false;
    m_document->reset(*read, QFileInfo(path).absoluteFilePath());
    return true;
}

bool TableWidget::savePositionFile(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QByteArray json =
        QJsonDocument(m_document->position().toJson()).toJson(QJsonDocument::Indented);
    // What is written must open again.
    QString problem;
    if (!Position::fromJson(json, &problem, &m_document->resolver()))
        return fail(tr("The table cannot be saved as it is: %1").arg(problem));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(shown, file.errorString()));
    file.write(json);
    // Until the commit the file on disk is the one that was there.
    if (!file.commit())
        return fail(tr("Cannot write %1: %2").arg(shown, file.errorString()));
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_document->markSaved();
    emit titleChanged();
    return true;
}

bool TableWidget::settleUnsavedChanges()
{
    return UnsavedChanges::settle(
        this, m_prompt, tr("Unsaved Table"),
        tr("The table has changes that are not saved. Save them?"), [this] { return isModified(); },
        [this] { saveTable(); });
}

void TableWidget::newTable()
{
    if (settleUnsavedChanges())
        m_document->reset(Position());
}

void TableWidget::openTable()
{
    if (!settleUnsavedChanges())
        return;
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Table"), folder,
                                                      tr("Positions (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (!openPositionFile(path, &error))
        QMessageBox::warning(this, tr("Open Table"), error);
}

void TableWidget::saveTable()
{
    if (currentFile().isEmpty()) {
        saveTableAs();
        return;
    }
    QString error;
    if (!savePositionFile(currentFile(), &error))
        QMessageBox::warning(this, tr("Save Table"), error);
}

void TableWidget::saveTableAs()
{
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QString name = currentFile().isEmpty()
                             ? tr("table, round %1").arg(m_document->position().round)
                             : QFileInfo(currentFile()).completeBaseName();
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Table"), folder + u'/' + name + u".json"_s,
                                     tr("Positions (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (!savePositionFile(path, &error))
        QMessageBox::warning(this, tr("Save Table"), error);
}

} // namespace inwo
