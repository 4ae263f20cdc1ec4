#include "adjudicatorwidget.h"

#include "attackbreakdownmodel.h"
#include "attackdocument.h"
#include "attackgroupmodel.h"
#include "attackmoneymodel.h"
#include "attacknames.h"
#include "attackplaymodel.h"
#include "attackresultview.h"
#include "cardcatalog.h"
#include "carddatabase.h"
#include "cardnamecompleter.h"
#include "columnfit.h"
#include "common/enteredabilitiesdialog.h"
#include "common/importedcardtext.h"
#include "common/startfolder.h"
#include "common/textinput.h"
#include "common/unsavedchanges.h"
#include "common/wheelguard.h"
#include "elidingheaderview.h"
#include "groupeditor.h"
#include "rules/rulelinks.h"
#include "rules/rulesetprofile.h"
#include "tabledelegates.h"
#include "userabilities.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString settingsGroup = u"adjudicator"_s;
const QString splitterKey = u"splitter"_s;
const QString lastFolderKey = u"adjudicator/lastFolder"_s;

constexpr int MaxNumber = 999;
constexpr int MaxTokens = 10;
// What a Plot or an ability adds to its side, asked when one is added: the rulebook's "+10 Plot
// cards" offered first, at most 50 (the largest bonus of a card is 20).
constexpr int UsualPlotBonus = 10;
constexpr int MaxPlayBonus = 50;

// The top-level fields a scenario file has that the form writes itself.
const QStringList scenarioKeys{u"rules"_s,  u"attack"_s,    u"attacker"_s, u"target"_s,
                               u"aiding"_s, u"defending"_s, u"plays"_s,    u"money"_s};

QPushButton *button(const QString &text, const QString &name, QWidget *parent)
{
    auto *result = new QPushButton(text, parent);
    result->setObjectName(name);
    result->setAutoDefault(false);
    return result;
}

// The widths of a participant table's columns, from its font: a long value (or the title, when
// wider) at ease, a short one when the table is narrow.
class ColumnWidths
{
public:
    explicit ColumnWidths(const QTableView *table)
        : m_metrics(table->fontMetrics()), m_model(table->model()),
          m_icon(table->iconSize().width() > 0 ? table->iconSize().width() : 16)
    {}

    ColumnFit::Width of(const QString &natural, const QString &least) const
    {
        return {advance(natural) + Padding, advance(least) + Padding};
    }
    // At ease the title is whole; narrow, it may be elided down to the short value.
    ColumnFit::Width titled(int column, const QString &natural, const QString &least = {}) const
    {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        // Narrow, the title keeps its first letters: "Pow…".
        const QString shortTitle = title.size() > 4 ? title.left(3) + u'\u2026' : title;
        return {std::max(advance(natural), advance(title)) + Padding,
                std::max(advance(least.isEmpty() ? natural : least), advance(shortTitle)) +
                    Padding};
    }
    // A column edited with a combo box: room for its arrow too.
    ColumnFit::Width choice(int column, const QString &natural) const
    {
        const ColumnFit::Width width = titled(column, natural);
        return {width.natural + Padding, width.least + Padding};
    }
    // The Eligibility column keeps its mark and "+10 counted" (the start of "refused: why").
    int status() const
    {
        return m_icon + advance(ParticipantStatusText::tr("%1 counted").arg(u"+10"_s)) +
               2 * Padding;
    }

private:
    static constexpr int Padding = 16;
    int advance(const QString &text) const { return m_metrics.horizontalAdvance(text); }

    QFontMetrics m_metrics;
    const QAbstractItemModel *m_model;
    int m_icon;
};

// Enables `buttons` while a row of `table` is selected.
void enableWithSelection(QTableView *table, const QList<QPushButton *> &buttons)
{
    const auto update = [table, buttons] {
        const bool selected = table->selectionModel()->hasSelection();
        for (QPushButton *each : buttons)
            each->setEnabled(selected);
    };
    QObject::connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, table,
                     update);
    QObject::connect(table->model(), &QAbstractItemModel::modelReset, table, update);
    QObject::connect(table->model(), &QAbstractItemModel::rowsRemoved, table, update);
    update();
}

} // namespace

AdjudicatorWidget::AdjudicatorWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database), m_catalog(new CardCatalog(database, this)),
      m_document(new AttackDocument(this)), m_cardText(std::make_unique<ImportedCardText>(database))
{
    // Undo and redo give the form back the attack as it was.
    connect(m_document, &AttackDocument::restored, this, [this] {
        m_restoring = true;
        showScenario(m_document->scenario());
        m_restoring = false;
    });
    m_attacker = new GroupEditor(GroupEditor::Role::Attacker, *m_catalog, u"attacker"_s, this);
    m_attacker->setObjectName(u"attackerEditor"_s);
    m_attacker->setProperty("inwoHelp", u"adjudicator.md#the-attacker-and-the-target"_s); // F1
    m_attacker->setFallbackName(tr("Attacker"));
    m_attacker->nameField()->setPlaceholderText(tr("the attacking group: a card's name"));
    m_target = new GroupEditor(GroupEditor::Role::Target, *m_catalog, u"target"_s, this);
    m_target->setObjectName(u"targetEditor"_s);
    m_target->setProperty("inwoHelp", u"adjudicator.md#the-attacker-and-the-target"_s); // F1
    m_target->setFallbackName(tr("Target"));
    m_target->nameField()->setPlaceholderText(tr("the group attacked: a card's name"));

    m_attackerBox = new QGroupBox(tr("Attacker"), this);
    (new QVBoxLayout(m_attackerBox))->addWidget(m_attacker);
    m_attackerBox->layout()->setAlignment(m_attacker, Qt::AlignTop);
    m_targetBox = new QGroupBox(tr("Target"), this);
    auto *targetBox = m_targetBox;
    (new QVBoxLayout(targetBox))->addWidget(m_target);

    m_aidingModel = new AttackGroupModel(AttackGroupModel::Side::Aiding, this);
    m_defendingModel = new AttackGroupModel(AttackGroupModel::Side::Defending, this);
    m_playModel = new AttackPlayModel(this);
    m_moneyModel = new AttackMoneyModel(this);

    auto *form = new QWidget;
    form->setObjectName(u"adjudicatorForm"_s);
    auto *grid = new QGridLayout(form);
    grid->setContentsMargins(0, 0, 4, 0);
    // Attacker and target side by side, or one above the other when the pane is too narrow
    // for both (a laptop screen): no field is ever cut off behind a scrollbar.
    m_sides = new QBoxLayout(QBoxLayout::LeftToRight);
    m_sides->setContentsMargins(0, 0, 0, 0);
    m_sides->addWidget(m_attackerBox, 1);
    m_sides->addWidget(targetBox, 1);
    grid->addLayout(m_sides, 0, 0, 1, 2);
    grid->addWidget(createGroupTable(false), 1, 0, 1, 2);
    grid->addWidget(createGroupTable(true), 2, 0, 1, 2);
    // The boxed game's money before the plays: there it decides most attacks.
    grid->addWidget(createMoney(), 3, 0, 1, 2);
    grid->addWidget(createPlays(), 4, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);

    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"adjudicatorScroll"_s);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // Not a Tab stop of its own: an invisible stop between the fields swallowed typed text.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->viewport()->installEventFilter(this);
    m_formViewport = scroll->viewport();

    // Scrolling the form with the wheel never changes the value under the pointer.
    WheelGuard::guardAllIn(form);

    m_resultView = new AttackResultView(this);
    m_resultView->setObjectName(u"attackResult"_s);
    m_resultView->breakdownModel()->setCardTextLookup(
        [this](const QString &card) { return m_cardText->of(card); });
    m_resultView->setProperty("inwoHelp", u"adjudicator.md#the-result"_s); // F1
    RuleLinks::attach(
        m_resultView->breakdownTable(),
        [this](const QModelIndex &index) {
            return m_resultView->breakdownModel()->lines().value(index.row()).rule;
        },
        [this](RuleId rule) { emit ruleRequested(rule); })
        ->setFirstCitedLineTakesFocus(true);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"adjudicatorSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(m_resultView);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(createTopBar());
    layout->addWidget(m_splitter, 1);

    QSettings settings;
    settings.beginGroup(settingsGroup);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({820, 440});
    settings.endGroup();

    const auto edited = [this] {
        adjudicateNow();
    };
    connect(m_attacker, &GroupEditor::changed, this, edited);
    connect(m_target, &GroupEditor::changed, this, [this] {
        syncTargetDefence();
        adjudicateNow();
    });
    connect(m_aidingModel, &AttackGroupModel::participantsChanged, this, edited);
    connect(m_defendingModel, &AttackGroupModel::participantsChanged, this, [this] {
        syncTargetTokens();
        adjudicateNow();
    });
    connect(m_playModel, &AttackPlayModel::participantsChanged, this, edited);
    connect(m_moneyModel, &AttackMoneyModel::participantsChanged, this, edited);

    startNewScenario();
}

AdjudicatorWidget::~AdjudicatorWidget() = default;

QWidget *AdjudicatorWidget::createTopBar()
{
    auto *bar = new QWidget(this);
    m_rules = new QComboBox(bar);
    m_rules->setObjectName(u"rulesCombo"_s);
    m_rules->setProperty("inwoHelp", u"adjudicator.md#the-attack"_s); // F1
    for (const RuleSet rules : allOf<RuleSet>())
        m_rules->addItem(AttackNames::name(rules), int(rules));
    m_rules->setToolTip(tr("Which rules decide the attack"));

    m_kind = new QComboBox(bar);
    m_kind->setObjectName(u"kindCombo"_s);
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kind->setMinimumContentsLength(18);

    m_privileged = new QCheckBox(tr("&Privileged"), bar);
    m_privileged->setObjectName(u"privilegedCheck"_s);
    m_privileged->setToolTip(tr("Nobody but the attacker may help it, and only the target's "
                                "owner may oppose it"));
    m_fromHand = new QCheckBox(tr("From &hand"), bar);
    m_fromHand->setObjectName(u"fromHandCheck"_s);
    m_fromHand->setToolTip(tr("The target is a card from the attacker's own hand"));

    m_cardPowerLabel = new QLabel(tr("Card &Power:"), bar);
    m_cardPower = new QSpinBox(bar);
    m_cardPower->setObjectName(u"cardPowerSpin"_s);
    m_cardPower->setRange(0, MaxNumber);
    m_cardPower->setToolTip(tr("The Power of the Disaster or Assassination card; left at \u2014, "
                               "the card data's, where it has one"));
    // 0 is no Power given: the card data's counts, or the attack waits for one.
    m_cardPower->setSpecialValueText(tr("\u2014"));
    m_cardPowerLabel->setBuddy(m_cardPower);
    m_instantCard = new QComboBox(bar);
    m_instantCard->setObjectName(u"instantCardCombo"_s);
    // The longest card name must not widen the window past a laptop screen.
    m_instantCard->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_instantCard->setMinimumContentsLength(12);
    m_instantCard->addItem(tr("Disaster"), u"disaster"_s);
    m_instantCard->addItem(tr("Assassination"), u"assassination"_s);
    m_instantCard->setToolTip(tr("A Disaster also takes one of the target's Action tokens"));

    auto *rulesLabel = new QLabel(tr("&Rules:"), bar);
    rulesLabel->setBuddy(m_rules);
    auto *kindLabel = new QLabel(tr("&Kind:"), bar);
    kindLabel->setBuddy(m_kind);

    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(rulesLabel);
    layout->addWidget(m_rules);
    layout->addSpacing(8);
    layout->addWidget(kindLabel);
    layout->addWidget(m_kind);
    layout->addSpacing(8);
    layout->addWidget(m_privileged);
    layout->addWidget(m_fromHand);
    layout->addSpacing(8);
    layout->addWidget(m_cardPowerLabel);
    layout->addWidget(m_cardPower);
    layout->addWidget(m_instantCard);
    layout->addStretch(1);
    // The effects of cards the referee rules for this attack.
    m_cardEffects = new QPushButton(bar);
    m_cardEffects->setObjectName(u"attackCardEffectsButton"_s);
    m_cardEffects->setAutoDefault(false);
    m_cardEffects->setToolTip(tr("Give cards the effects you rule for this attack: a bonus, a "
                                 "Power change, an immunity (Ctrl+Shift+E)"));
    connect(m_cardEffects, &QPushButton::clicked, this, &AdjudicatorWidget::editCardEffects);
    auto *cardEffectsAction = new QAction(tr("Card Effects\u2026"), this);
    cardEffectsAction->setObjectName(u"actionAttackCardEffects"_s);
    cardEffectsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    cardEffectsAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(cardEffectsAction);
    connect(cardEffectsAction, &QAction::triggered, this, &AdjudicatorWidget::editCardEffects);
    layout->addWidget(m_cardEffects);

    connect(m_rules, &QComboBox::currentIndexChanged, this, &AdjudicatorWidget::rulesChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &AdjudicatorWidget::kindChanged);
    connect(m_privileged, &QCheckBox::toggled, this, &AdjudicatorWidget::adjudicateNow);
    connect(m_fromHand, &QCheckBox::toggled, this, [this](bool fromHand) {
        // The target's owner follows, unless it was set to something else.
        AttackTarget target = m_target->target();
        const TargetOwner from = fromHand ? TargetOwner::Rival : TargetOwner::Hand;
        if (target.owner == from) {
            target.owner = fromHand ? TargetOwner::Hand : TargetOwner::Rival;
            m_target->setTarget(target);
        }
        adjudicateNow();
    });
    connect(m_cardPower, &QSpinBox::valueChanged, this, &AdjudicatorWidget::adjudicateNow);
    connect(m_instantCard, &QComboBox::currentIndexChanged, this,
            &AdjudicatorWidget::adjudicateNow);
    return bar;
}

QTableView *AdjudicatorWidget::createTable(QAbstractItemModel *model, const QString &name)
{
    auto *table = new QTableView(this);
    table->setObjectName(name);
    // A narrow table shortens its titles with "…" (see ColumnFit).
    table->setHorizontalHeader(new ElidingHeaderView(Qt::Horizontal, table));
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::SelectedClicked);
    table->setWordWrap(false);
    table->setAlternatingRowColors(true);
    table->setShowGrid(false);
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    const int rowHeight = table->fontMetrics().height() + 10;
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(rowHeight);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setStretchLastSection(true);
    // Tall enough for its rows and one more (three to eight); the form scrolls beyond that.
    const auto fit = [table, rowHeight] {
        const int rows = std::clamp(table->model()->rowCount() + 1, 3, 8);
        table->setMinimumHeight(table->horizontalHeader()->sizeHint().height() + rows * rowHeight +
                                2 * table->frameWidth() +
                                table->horizontalScrollBar()->sizeHint().height());
    };
    connect(model, &QAbstractItemModel::rowsInserted, table, fit);
    connect(model, &QAbstractItemModel::rowsRemoved, table, fit);
    connect(model, &QAbstractItemModel::modelReset, table, fit);
    fit();
    return table;
}

QGroupBox *AdjudicatorWidget::createGroupTable(bool defending)
{
    AttackGroupModel *model = defending ? m_defendingModel : m_aidingModel;
    const QString prefix = defending ? u"defending"_s : u"aiding"_s;
    auto *box = new QGroupBox(defending ? tr("Defending groups") : tr("Aiding groups"), this);
    box->setObjectName(prefix + u"Box"_s);
    box->setProperty("inwoHelp", u"adjudicator.md#aiding-and-defending-groups"_s); // F1

    QTableView *table = createTable(model, prefix + u"Table"_s);
    table->setAccessibleName(box->title()); // a screen reader names the table as its box
    // Each column as wide as its title and a long value; narrower, down to a short value, when
    // the table is narrow, so that the Eligibility column stays in view.
    const ColumnWidths widths(table);
    using Group = AttackGroupModel;
    table->setColumnHidden(Group::RelationColumn, !defending);
    ColumnFit::attach(
        table,
        {{Group::NameColumn, widths.of(u"Multinational Oil Co"_s, u"Multinational"_s)},
         {Group::PowerColumn, widths.titled(Group::PowerColumn, u"10"_s)},
         {Group::GlobalColumn, widths.titled(Group::GlobalColumn, u"10"_s)},
         {Group::AlignmentsColumn, widths.of(u"Government, Violent"_s, u"Government"_s)},
         {Group::TokensColumn, widths.titled(Group::TokensColumn, u"10"_s)},
         {Group::RelationColumn,
          widths.titled(Group::RelationColumn, AttackNames::name(DefenceRelation::Illuminati),
                        AttackNames::name(DefenceRelation::Master))},
         {Group::ModifiersColumn, widths.titled(Group::ModifiersColumn, u"\u00d72, +3"_s)}},
        widths.status());
    table->setItemDelegateForColumn(AttackGroupModel::PowerColumn,
                                    new NumberDelegate(0, MaxNumber, table));
    table->setItemDelegateForColumn(AttackGroupModel::GlobalColumn,
                                    new NumberDelegate(0, MaxNumber, table));
    table->setItemDelegateForColumn(AttackGroupModel::TokensColumn,
                                    new NumberDelegate(0, MaxTokens, table));
    QList<QPair<QString, int>> relations;
    for (const DefenceRelation relation : allOf<DefenceRelation>())
        relations.append({AttackNames::name(relation), int(relation)});
    table->setItemDelegateForColumn(AttackGroupModel::RelationColumn,
                                    new ChoiceDelegate(relations, table));

    auto *name = new QLineEdit(box);
    name->setObjectName(prefix + u"Name"_s);
    name->setPlaceholderText(defending ? tr("Add a defender: a card's name, or any name")
                                       : tr("Add an aider: a card's name, or any name"));
    name->setClearButtonEnabled(true);
    name->setCompleter(new CardNameCompleter(m_catalog->groupNames(), name));

    QPushButton *add = button(
        tr("&Add"), u"add"_s + (defending ? u"Defending"_s : u"Aiding"_s) + u"Button"_s, box);
    QPushButton *edit =
        button(tr("&Edit\u2026"),
               u"edit"_s + (defending ? u"Defending"_s : u"Aiding"_s) + u"Button"_s, box);
    QPushButton *remove = button(
        tr("Re&move"), u"remove"_s + (defending ? u"Defending"_s : u"Aiding"_s) + u"Button"_s, box);
    add->setToolTip(tr("Add the group named (its numbers from the card database), or a blank "
                       "group"));
    edit->setToolTip(tr("Edit every field of the selected group, its alignments and modifiers "
                        "too"));

    const auto addNamed = [this, name, defending, table] {
        const int row = defending ? addDefendingGroup(name->text()) : addAidingGroup(name->text());
        // Cleared now and once more after the completer has written the name it was picked by,
        // so a second Enter cannot add the same card again.
        name->clear();
        QMetaObject::invokeMethod(name, &QLineEdit::clear, Qt::QueuedConnection);
        table->selectRow(row);
    };
    connect(add, &QPushButton::clicked, this, addNamed);
    // Enter in an empty field adds nothing (the button adds a blank group on purpose).
    connect(name, &QLineEdit::returnPressed, this, [name, addNamed] {
        if (!name->text().trimmed().isEmpty())
            addNamed();
    });
    connect(edit, &QPushButton::clicked, this, [this, table, defending] {
        if (table->currentIndex().isValid())
            editGroupRow(defending, table->currentIndex().row());
    });
    connect(remove, &QPushButton::clicked, this, [table, model] {
        if (table->currentIndex().isValid())
            model->removeParticipant(table->currentIndex().row());
    });
    connect(table, &QTableView::doubleClicked, this, [this, defending](const QModelIndex &index) {
        if (!(index.flags() & Qt::ItemIsEditable))
            editGroupRow(defending, index.row());
    });
    enableWithSelection(table, {edit, remove});

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(name, 1);
    buttons->addWidget(add);
    buttons->addWidget(edit);
    buttons->addWidget(remove);

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(buttons);
    layout->addWidget(table, 1);

    (defending ? m_defendingTable : m_aidingTable) = table;
    (defending ? m_defendingName : m_aidingName) = name;
    return box;
}

QGroupBox *AdjudicatorWidget::createPlays()
{
    auto *box = new QGroupBox(tr("Plays: Plots, agents, abilities"), this);
    box->setObjectName(u"playsBox"_s);
    box->setProperty("inwoHelp", u"adjudicator.md#plots-agents-and-megabucks"_s); // F1
    m_playTable = createTable(m_playModel, u"playsTable"_s);
    m_playTable->setAccessibleName(box->title());
    const ColumnWidths widths(m_playTable);
    const QString defence = AttackNames::name(AttackSide::Defence);
    using Play = AttackPlayModel;
    ColumnFit::attach(
        m_playTable,
        {{Play::PlayerColumn, widths.titled(Play::PlayerColumn, u"attacker"_s)},
         {Play::SideColumn, widths.choice(Play::SideColumn, defence)},
         {Play::PlotColumn, widths.of(u"Secret Retirement Fund"_s, u"Bribery"_s)},
         {Play::AbilityColumn, widths.titled(Play::AbilityColumn, u"Bill Clinton"_s, u"Clinton"_s)},
         {Play::AddColumn, widths.titled(Play::AddColumn, AttackPlayModel::tr("agents"))},
         {Play::AgentsColumn, widths.titled(Play::AgentsColumn, u"10"_s)}},
        widths.status());
    QList<QPair<QString, int>> sides{
        {AttackNames::name(AttackSide::Attack), int(AttackSide::Attack)},
        {AttackNames::name(AttackSide::Defence), int(AttackSide::Defence)}};
    m_playTable->setItemDelegateForColumn(AttackPlayModel::SideColumn,
                                          new ChoiceDelegate(sides, m_playTable));
    m_playTable->setItemDelegateForColumn(AttackPlayModel::AddColumn,
                                          new NumberDelegate(-MaxNumber, MaxNumber, m_playTable));
    m_playTable->setItemDelegateForColumn(
        AttackPlayModel::PlotColumn, new CompletingDelegate(m_catalog->plotNames(), m_playTable));

    m_plotName = new QLineEdit(box);
    m_plotName->setObjectName(u"plotName"_s);
    m_plotName->setPlaceholderText(tr("A Plot's name"));
    m_plotName->setClearButtonEnabled(true);
    m_plotName->setCompleter(new CardNameCompleter(m_catalog->plotNames(), m_plotName));

    QPushButton *add = button(tr("A&dd"), u"addPlayButton"_s, box);
    add->setToolTip(tr("Add the Plot named (or, with no name, a bonus from an ability) for the "
                       "attack, asking what it adds; set its side and player in the table"));
    QPushButton *agents = button(tr("A&gents"), u"addAgentsButton"_s, box);
    agents->setToolTip(tr("Add an agents card played for the attack"));
    QPushButton *remove = button(tr("Remo&ve"), u"removePlayButton"_s, box);

    const auto addPlot = [this] {
        AttackPlay play;
        play.player = u"attacker"_s;
        play.plot = m_plotName->text().trimmed();
        const std::optional<int> bonus = askPlayBonus(play.plot);
        if (!bonus)
            return; // nothing added; the name stays for another try
        play.add = *bonus;
        const int row = m_playModel->addParticipant(play);
        m_plotName->clear();
        m_playTable->selectRow(row);
        // A bonus from an ability: its card is named next.
        if (play.plot.isEmpty())
            m_playTable->edit(m_playModel->index(row, AttackPlayModel::AbilityColumn));
    };
    connect(add, &QPushButton::clicked, this, addPlot);
    connect(m_plotName, &QLineEdit::returnPressed, this, addPlot);
    connect(agents, &QPushButton::clicked, this, [this] {
        AttackPlay play;
        play.player = u"attacker"_s;
        play.agents = true;
        m_playTable->selectRow(m_playModel->addParticipant(play));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_playTable->currentIndex().isValid())
            m_playModel->removeParticipant(m_playTable->currentIndex().row());
    });
    enableWithSelection(m_playTable, {remove});

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_plotName, 1);
    buttons->addWidget(add);
    buttons->addWidget(agents);
    buttons->addWidget(remove);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(buttons);
    layout->addWidget(m_playTable, 1);
    return box;
}

QGroupBox *AdjudicatorWidget::createMoney()
{
    m_moneyBox = new QGroupBox(tr("Megabucks spent"), this);
    m_moneyBox->setObjectName(u"moneyBox"_s);
    m_moneyTable = createTable(m_moneyModel, u"moneyTable"_s);
    m_moneyTable->setAccessibleName(m_moneyBox->title());
    const ColumnWidths widths(m_moneyTable);
    using Money = AttackMoneyModel;
    ColumnFit::attach(
        m_moneyTable,
        {{Money::PlayerColumn, widths.titled(Money::PlayerColumn, u"attacker"_s)},
         {Money::TreasuryColumn, widths.titled(Money::TreasuryColumn, u"illuminati"_s)},
         {Money::AmountColumn, widths.titled(Money::AmountColumn, u"100 MB"_s)},
         {Money::SideColumn,
          widths.choice(Money::SideColumn, AttackNames::name(AttackSide::Defence))}},
        widths.status());
    QList<QPair<QString, int>> sides{
        {AttackNames::name(AttackSide::Attack), int(AttackSide::Attack)},
        {AttackNames::name(AttackSide::Defence), int(AttackSide::Defence)}};
    m_moneyTable->setItemDelegateForColumn(AttackMoneyModel::SideColumn,
                                           new ChoiceDelegate(sides, m_moneyTable));
    m_moneyTable->setItemDelegateForColumn(AttackMoneyModel::AmountColumn,
                                           new NumberDelegate(0, MaxNumber, m_moneyTable));

    QPushButton *add = button(tr("Add &payment"), u"addMoneyButton"_s, m_moneyBox);
    add->setToolTip(tr("Megabucks from a treasury: \"illuminati\" or a group's name"));
    QPushButton *remove = button(tr("Remove pa&yment"), u"removeMoneyButton"_s, m_moneyBox);
    connect(add, &QPushButton::clicked, this, [this] {
        AttackMoney payment;
        payment.player = u"attacker"_s;
        payment.treasury = u"illuminati"_s;
        payment.amount = 1;
        m_moneyTable->selectRow(m_moneyModel->addParticipant(payment));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_moneyTable->currentIndex().isValid())
            m_moneyModel->removeParticipant(m_moneyTable->currentIndex().row());
    });
    enableWithSelection(m_moneyTable, {remove});
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(m_moneyBox);
    layout->addLayout(buttons);
    layout->addWidget(m_moneyTable, 1);
    return m_moneyBox;
}

void AdjudicatorWidget::saveSettings(QSettings &settings) const
{
    settings.beginGroup(settingsGroup);
    settings.setValue(splitterKey, m_splitter->saveState());
    settings.endGroup();
}

bool AdjudicatorWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_formViewport && event->type() == QEvent::Resize)
        arrangeSides(static_cast<QResizeEvent *>(event)->size().width());
    return QWidget::eventFilter(watched, event);
}

void AdjudicatorWidget::arrangeSides(int width)
{
    const int sideBySide = m_attackerBox->minimumSizeHint().width() +
                           m_targetBox->minimumSizeHint().width() + m_sides->spacing() + 8;
    const QBoxLayout::Direction direction =
        width < sideBySide ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (m_sides->direction() == direction)
        return;
    m_sides->setDirection(direction);
    // Laid out again at once: a change made while the tab was hidden otherwise waits for the
    // next resize, and the target's fields stay squashed until then.
    m_sides->invalidate();
    if (QWidget *form = m_formViewport->findChild<QWidget *>(u"adjudicatorForm"_s))
        form->layout()->activate();
}

void AdjudicatorWidget::showEvent(QShowEvent *event)
{
    // The card names are read when the tab is first seen, not at start-up.
    m_catalog->ensureLoaded();
    QWidget::showEvent(event);
    // The window may have changed size while another tab was in front: the sides are arranged
    // for the width the form has now, once the pending resizes are delivered.
    QMetaObject::invokeMethod(
        this, [this] { arrangeSides(m_formViewport->width()); }, Qt::QueuedConnection);
}

void AdjudicatorWidget::refreshCards()
{
    m_catalog->invalidate();
    m_cardText->forget();
    adjudicateNow();
}

void AdjudicatorWidget::editCardEffects()
{
    EnteredAbilitiesDialog dialog(m_database, m_catalog->resolver(), m_abilities, this);
    const AttackScenario current = scenario();
    const QString suggested = current.attacker && !current.attacker->cardId.isEmpty()
                                  ? current.attacker->card
                                  : current.target.card;
    if (!suggested.isEmpty())
        dialog.setSuggestedCard(suggested);
    if (dialog.exec() != QDialog::Accepted || dialog.abilities() == m_abilities)
        return;
    m_abilities = dialog.abilities();
    adjudicateNow();
}

void AdjudicatorWidget::fillKinds(RuleSet rules, AttackKind current)
{
    QList<AttackKind> kinds = profileOf(rules).kinds;
    if (!kinds.contains(current) && m_updating)
        kinds.append(current); // as the file has it; the adjudication says why it fails
    const QSignalBlocker blocker(m_kind);
    m_kind->clear();
    for (const AttackKind kind : kinds)
        m_kind->addItem(AttackNames::name(kind), int(kind));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(current))));
}

void AdjudicatorWidget::rulesChanged()
{
    const RuleSet rules = RuleSet(m_rules->currentData().toInt());
    fillKinds(rules, AttackKind(m_kind->currentData().toInt()));
    showRules(rules);
    adjudicateNow();
}

void AdjudicatorWidget::showRules(RuleSet rules)
{
    m_moneyBox->setVisible(profileOf(rules).megabucks);
    m_attacker->setRules(rules);
    m_target->setRules(rules);
    m_aidingModel->setRules(rules);
    m_defendingModel->setRules(rules);
    updateInstantFields();
}

void AdjudicatorWidget::kindChanged()
{
    updateInstantFields();
    adjudicateNow();
}

void AdjudicatorWidget::updateInstantFields()
{
    const bool instant = AttackKind(m_kind->currentData().toInt()) == AttackKind::Instant;
    m_cardPowerLabel->setVisible(instant);
    m_cardPower->setVisible(instant);
    m_instantCard->setVisible(instant);
    m_attacker->setEnabled(!instant);
    m_attackerBox->setTitle(instant ? tr("Attacker (none: the card attacks on its own)")
                                    : tr("Attacker"));
}

AttackScenario AdjudicatorWidget::scenario() const
{
    AttackScenario scenario;
    scenario.rules = RuleSet(m_rules->currentData().toInt());
    scenario.kind = AttackKind(m_kind->currentData().toInt());
    scenario.privileged = m_privileged->isChecked();
    scenario.fromHand = m_fromHand->isChecked();
    if (scenario.kind == AttackKind::Instant) {
        if (m_cardPower->value() > 0)
            scenario.cardPower = m_cardPower->value();
        scenario.instantCard = m_instantCard->currentData().toString();
        // A card chosen by name is known by its card type and facts, as when a file is read.
        if (const auto card = m_catalog->instantCard(scenario.instantCard)) {
            scenario.instantCard = card->name;
            scenario.instantCardId = card->id;
            scenario.instantType = card->type;
        } else {
            scenario.instantType = instantTypeOfWord(scenario.instantCard);
        }
        scenario.playerCards = m_playerCards;
    } else {
        scenario.attacker = m_attacker->group();
    }
    // The NWOs in force come with an attack opened from the table or a file; the form does not
    // edit them, and the breakdown names their effects for the referee.
    scenario.inForce = m_inForce;
    scenario.abilities = m_abilities;
    scenario.target = m_target->target();
    scenario.aiding = m_aidingModel->participants();
    scenario.defending = m_defendingModel->participants();
    for (AttackGroup &group : scenario.defending) {
        if (group.relation == DefenceRelation::Target)
            group.name = scenario.target.name;
    }
    scenario.plays = m_playModel->participants();
    scenario.money = m_moneyModel->participants();
    return scenario;
}

void AdjudicatorWidget::setScenario(const AttackScenario &scenario)
{
    // The document starts from the attack as the form reads it back (a target that defends is
    // named as the target, ...), so showing it makes no edit.
    m_restoring = true;
    showScenario(scenario);
    m_restoring = false;
    m_document->reset(this->scenario());
}

void AdjudicatorWidget::showScenario(const AttackScenario &scenario)
{
    m_updating = true;
    {
        const QSignalBlocker rulesBlocker(m_rules);
        const QSignalBlocker privilegedBlocker(m_privileged);
        const QSignalBlocker fromHandBlocker(m_fromHand);
        const QSignalBlocker cardPowerBlocker(m_cardPower);
        const QSignalBlocker instantBlocker(m_instantCard);
        m_rules->setCurrentIndex(m_rules->findData(int(scenario.rules)));
        fillKinds(scenario.rules, scenario.kind);
        m_privileged->setChecked(scenario.privileged);
        m_fromHand->setChecked(scenario.fromHand);
        m_cardPower->setValue(scenario.cardPower.value_or(0));
        // Every Disaster and Assassination the database knows, and a card named in the file as
        // it is.
        while (m_instantCard->count() > 2)
            m_instantCard->removeItem(2);
        for (const Card &instant : m_catalog->instantCards())
            m_instantCard->addItem(instant.name, instant.name);
        int card = m_instantCard->findData(scenario.instantCard.toLower());
        if (card < 0)
            card = m_instantCard->findData(scenario.instantCard);
        if (card < 0 && !scenario.instantCard.isEmpty()) {
            m_instantCard->addItem(scenario.instantCard, scenario.instantCard);
            card = m_instantCard->count() - 1;
        }
        m_instantCard->setCurrentIndex(std::max(0, card));
    }
    m_playerCards = scenario.playerCards;
    m_inForce = scenario.inForce;
    m_abilities = scenario.abilities;
    m_attacker->setGroup(scenario.attacker.value_or(AttackGroup()));
    m_target->setTarget(scenario.target);
    m_aidingModel->setParticipants(scenario.aiding);
    m_defendingModel->setParticipants(scenario.defending);
    m_playModel->setParticipants(scenario.plays);
    m_moneyModel->setParticipants(scenario.money);
    m_updating = false;
    syncTargetTokens();
    showRules(scenario.rules);
    adjudicateNow();
}

void AdjudicatorWidget::adjudicateNow()
{
    if (m_updating)
        return;
    const AttackScenario current = scenario();
    if (!m_restoring)
        m_document->edit(current, editText(current));
    m_cardEffects->setText(m_abilities.isEmpty()
                               ? tr("Card Effects\u2026")
                               : tr("Card Effects (%1)\u2026").arg(m_abilities.size()));
    m_defendingModel->setTarget(current.target);
    // The abilities are read on first need: an attack by hand needs none.
    m_result = adjudicate(current, current.namesCards() || !current.abilities.isEmpty()
                                       ? &UserAbilities(m_database).abilities()
                                       : nullptr);
    showStatuses(current);
    if (isStarted())
        m_resultView->showResult(current, m_result);
    else
        m_resultView->showIncomplete(tr("Give the attacker and the target to see the strength."));
    emit resultChanged();
}

// The undo step's name: the part of the attack an edit changed.
QString AdjudicatorWidget::editText(const AttackScenario &after) const
{
    const QStringList parts = ChangeAttackCommand::changedParts(m_document->scenario(), after);
    if (parts.size() != 1)
        return tr("Change the attack");
    const QString &part = parts.first();
    if (part == u"attacker")
        return tr("Change the attacker");
    if (part == u"target")
        return tr("Change the target");
    if (part == u"aiding")
        return tr("Change the aiders");
    if (part == u"defending")
        return tr("Change the defenders");
    if (part == u"plays")
        return tr("Change the plays");
    if (part == u"money")
        return tr("Change the money spent");
    if (part == u"rules")
        return tr("Change the rules");
    if (part == u"abilities")
        return tr("Enter card effects");
    return tr("Change the kind of attack");
}

void AdjudicatorWidget::showStatuses(const AttackScenario &scenario)
{
    // Each row's status comes from the facts about it, found by its participant identity (its
    // role and place in its list), never by the words of a sentence: refused when a refusal
    // names it, else counted with the sum of its lines.
    const AttackResult &result = m_result;
    const auto status = [&](std::initializer_list<ParticipantRef> whos) {
        ParticipantStatus status;
        if (!result.legal) {
            status.state = ParticipantStatus::State::NotReached;
            return status;
        }
        const auto about = [&](const AttackFact &fact) {
            return std::find(whos.begin(), whos.end(), fact.who) != whos.end();
        };
        for (const AttackRefusal &refusal : result.violations) {
            if (about(refusal)) {
                status.state = ParticipantStatus::State::Refused;
                status.reason = renderFact(refusal, scenario);
                status.source = factCitation(refusal);
                return status;
            }
        }
        status.state = ParticipantStatus::State::Counted;
        for (const AttackLine &line : result.lines) {
            if (!about(line))
                continue;
            status.value += line.value;
            if (status.reason.isEmpty()) {
                status.reason = renderFact(line, scenario);
                status.source = factCitation(line);
            }
        }
        return status;
    };
    using Role = ParticipantRef::Role;

    QList<ParticipantStatus> aiding;
    for (qsizetype i = 0; i < scenario.aiding.size(); ++i)
        aiding.append(status({ParticipantRef::of(Role::Aider, i)}));
    m_aidingModel->setStatuses(aiding);

    QList<ParticipantStatus> defending;
    for (qsizetype i = 0; i < scenario.defending.size(); ++i)
        defending.append(status({ParticipantRef::of(Role::Defender, i)}));
    m_defendingModel->setStatuses(defending);

    QList<ParticipantStatus> plays;
    for (qsizetype i = 0; i < scenario.plays.size(); ++i)
        plays.append(status({ParticipantRef::of(Role::Play, i)}));
    m_playModel->setStatuses(plays);

    QList<ParticipantStatus> money;
    for (qsizetype i = 0; i < scenario.money.size(); ++i)
        money.append(
            status({ParticipantRef::of(Role::Money, i), ParticipantRef::of(Role::MoneyPlayer, i)}));
    m_moneyModel->setStatuses(money);
}

void AdjudicatorWidget::syncTargetDefence()
{
    if (m_syncing || m_updating)
        return;
    m_syncing = true;
    const int tokens = m_target->defendingTokens();
    const QString name = m_target->target().name;
    int row = -1;
    for (int i = 0; i < m_defendingModel->rowCount(); ++i) {
        if (m_defendingModel->participantAt(i).relation == DefenceRelation::Target) {
            row = i;
            break;
        }
    }
    if (tokens == 0 && row >= 0) {
        m_defendingModel->removeParticipant(row);
    } else if (tokens > 0) {
        AttackGroup group = row >= 0 ? m_defendingModel->participantAt(row) : AttackGroup();
        const AttackGroup before = group;
        group.name = name;
        group.relation = DefenceRelation::Target;
        if (group.tokensSpent.value_or(1) != tokens)
            group.tokensSpent = tokens;
        if (row < 0)
            m_defendingModel->insertParticipant(0, group);
        else if (group.name != before.name || group.tokensSpent != before.tokensSpent)
            m_defendingModel->setParticipant(row, group);
    }
    m_syncing = false;
}

void AdjudicatorWidget::syncTargetTokens()
{
    if (m_syncing || m_updating)
        return;
    int tokens = 0;
    for (const AttackGroup &group : m_defendingModel->participants()) {
        if (group.relation == DefenceRelation::Target) {
            tokens = group.tokensSpent.value_or(1);
            break;
        }
    }
    m_target->setDefendingTokens(tokens);
}

AttackGroup AdjudicatorWidget::groupFromName(const QString &nameOrCard, const QString &fallback)
{
    AttackGroup group;
    // As the scenario reader fills them in from the card.
    if (const auto card = m_catalog->groupCard(nameOrCard))
        return attackGroupFromCard(*card, m_catalog->cardName(card->id));
    group.name = nameOrCard.trimmed().isEmpty() ? fallback : nameOrCard.trimmed();
    group.power = 0;
    return group;
}

int AdjudicatorWidget::addAidingGroup(const QString &nameOrCard)
{
    const AttackGroup group =
        groupFromName(nameOrCard, tr("Aiding group %1").arg(m_aidingModel->rowCount() + 1));
    return m_aidingModel->addParticipant(group);
}

int AdjudicatorWidget::addDefendingGroup(const QString &nameOrCard)
{
    AttackGroup group =
        groupFromName(nameOrCard, tr("Defending group %1").arg(m_defendingModel->rowCount() + 1));
    const AttackTarget target = m_target->target();
    if (group.name == target.name)
        group.relation = DefenceRelation::Target;
    else if (target.master && group.name == target.master->name)
        group.relation = DefenceRelation::Master;
    else if (group.illuminati)
        group.relation = DefenceRelation::Illuminati;
    else
        group.relation = DefenceRelation::Other;
    return m_defendingModel->addParticipant(group);
}

std::optional<int> AdjudicatorWidget::askPlayBonus(const QString &plot)
{
    QDialog dialog(this);
    dialog.setObjectName(u"plotBonusDialog"_s);
    dialog.setWindowTitle(plot.isEmpty() ? tr("Ability's Bonus") : tr("Plot's Bonus"));
    auto *question =
        new QLabel(plot.isEmpty() ? tr("How much does the ability add to its side's total?")
                                  : tr("How much does %1 add to its side's total?").arg(plot),
                   &dialog);
    question->setObjectName(u"plotBonusQuestion"_s);
    question->setWordWrap(true);
    auto *value = new QSpinBox(&dialog);
    value->setObjectName(u"plotBonusField"_s);
    value->setRange(1, MaxPlayBonus);
    value->setPrefix(u"+"_s);
    value->setValue(UsualPlotBonus);
    value->selectAll();
    auto *label = new QLabel(tr("&Bonus:"), &dialog);
    label->setBuddy(value);
    auto *hint = new QLabel(tr("Its side and player are set in the table."), &dialog);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(value, 1);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(question);
    layout->addLayout(row);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    value->setFocus();
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return value->value();
}

void AdjudicatorWidget::editGroupRow(bool defending, int row)
{
    AttackGroupModel *model = defending ? m_defendingModel : m_aidingModel;
    if (row < 0 || row >= model->rowCount())
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(defending ? tr("Defending Group") : tr("Aiding Group"));
    auto *editor =
        new GroupEditor(defending ? GroupEditor::Role::Defending : GroupEditor::Role::Aiding,
                        *m_catalog, u"rowEditor"_s, &dialog);
    editor->setGroup(model->participantAt(row));
    editor->setFallbackName(model->participantAt(row).name);
    editor->setRules(RuleSet(m_rules->currentData().toInt()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(editor);
    layout->addWidget(buttons);
    dialog.resize(std::max(dialog.sizeHint().width(), 460), dialog.sizeHint().height());
    if (dialog.exec() == QDialog::Accepted && row < model->rowCount())
        model->setParticipant(row, editor->group());
}

bool AdjudicatorWidget::openScenarioFile(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read %1: %2").arg(shown, file.errorString());
        return false;
    }
    // Read in pieces up to the limit: a device without an end (/dev/zero) is refused, not read
    // until memory runs out.
    QString readError;
    bool tooLarge = false;
    const std::optional<QByteArray> content =
        readAtMost(file, InputLimit::ScenarioFileBytes, &readError, &tooLarge);
    if (!content) {
        if (error)
            *error = tooLarge ? tr("%1 is too large to be an attack scenario (more than %2 MB)")
                                    .arg(shown)
                                    .arg(InputLimit::ScenarioFileBytes >> 20)
                              : tr("Cannot read %1: %2").arg(shown, readError);
        return false;
    }
    QString problem;
    const std::optional<QByteArray> utf8 = utf8TextOf(*content, &problem);
    const QByteArray bytes = utf8.value_or(*content);
    const auto read = AttackScenario::fromJson(bytes, &problem, &m_catalog->resolver());
    if (!read) {
        if (error)
            *error = tr("%1 is not an attack scenario: %2").arg(shown, problem);
        return false;
    }
    QJsonObject extras = QJsonDocument::fromJson(bytes).object();
    for (const QString &key : scenarioKeys)
        extras.remove(key);
    m_extraFields = extras;
    setScenario(*read);
    m_savedJson = scenario().toJson();
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    return true;
}

QJsonObject AdjudicatorWidget::fileJson() const
{
    QJsonObject root = m_extraFields;
    const AttackScenario current = scenario();
    const QJsonObject json = current.toJson();
    for (auto it = json.constBegin(); it != json.constEnd(); ++it)
        root.insert(it.key(), it.value());
    return root;
}

bool AdjudicatorWidget::saveScenarioFile(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(shown, file.errorString());
        return false;
    }
    file.write(QJsonDocument(fileJson()).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(shown, file.errorString());
        return false;
    }
    m_savedJson = scenario().toJson();
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    return true;
}

bool AdjudicatorWidget::isModified() const
{
    return scenario().toJson() != m_savedJson;
}

void AdjudicatorWidget::setCurrentFile(const QString &path)
{
    if (path == m_currentFile)
        return;
    m_currentFile = path;
    emit currentFileChanged(path);
}

bool AdjudicatorWidget::settleUnsavedChanges()
{
    return UnsavedChanges::settle(
        this, m_prompt, tr("Unsaved Attack Scenario"),
        tr("The attack scenario has changes that are not saved. Save them?"),
        [this] { return isModified(); }, [this] { saveScenario(); });
}

bool AdjudicatorWidget::isStarted() const
{
    const bool instant = AttackKind(m_kind->currentData().toInt()) == AttackKind::Instant;
    // An instant attack's attacker is its card, which the kind already names.
    const bool attacker = instant || m_attacker->isFilledIn();
    return attacker && m_target->isFilledIn();
}

void AdjudicatorWidget::focusMainField()
{
    QLineEdit *field = m_attacker->nameField();
    // The form may be scrolled down: the field the keyboard goes to is brought into view first,
    // so nothing is typed into a field the user cannot see.
    if (auto *scroll = findChild<QScrollArea *>(u"adjudicatorScroll"_s))
        scroll->ensureWidgetVisible(field);
    field->setFocus(Qt::ShortcutFocusReason);
    field->selectAll();
}

void AdjudicatorWidget::newScenario()
{
    if (settleUnsavedChanges())
        startNewScenario();
}

void AdjudicatorWidget::startNewScenario()
{
    m_extraFields = {};
    AttackScenario empty;
    empty.rules =
        m_rules->currentIndex() >= 0 ? RuleSet(m_rules->currentData().toInt()) : RuleSet::Inwo;
    empty.attacker = AttackGroup();
    setScenario(empty);
    m_savedJson = scenario().toJson();
    setCurrentFile(QString());
}

bool AdjudicatorWidget::openAttack(const AttackScenario &scenario)
{
    if (!settleUnsavedChanges())
        return false;
    // As a new scenario: no file to overwrite, nothing unsaved until it is edited.
    m_extraFields = {};
    setScenario(scenario);
    m_savedJson = this->scenario().toJson();
    setCurrentFile(QString());
    return true;
}

void AdjudicatorWidget::openScenario()
{
    if (!settleUnsavedChanges())
        return;
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Attack Scenario"), folder, tr("Attack scenarios (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (!openScenarioFile(path, &error))
        QMessageBox::warning(this, tr("Open Attack Scenario"), error);
}

void AdjudicatorWidget::saveScenario()
{
    if (m_currentFile.isEmpty()) {
        saveScenarioAs();
        return;
    }
    QString error;
    if (!saveScenarioFile(m_currentFile, &error))
        QMessageBox::warning(this, tr("Save Attack Scenario"), error);
}

void AdjudicatorWidget::saveScenarioAs()
{
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const AttackScenario current = scenario();
    QString name = m_currentFile.isEmpty()
                       ? tr("%1 attacks %2")
                             .arg(current.attacker ? current.attacker->name : tr("Instant"),
                                  current.target.name)
                       : QFileInfo(m_currentFile).completeBaseName();
    name.replace(u'/', u'-');
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Attack Scenario"), folder + u'/' + name + u".json"_s,
        tr("Attack scenarios (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (!saveScenarioFile(path, &error))
        QMessageBox::warning(this, tr("Save Attack Scenario"), error);
}

} // namespace inwo
