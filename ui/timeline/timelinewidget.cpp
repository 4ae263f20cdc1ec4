#include "timelinewidget.h"

#include "attack/declaredattack.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "common/startfolder.h"
#include "common/textinput.h"
#include "common/unsavedchanges.h"
#include "common/wheelguard.h"
#include "playform.h"
#include "playitemsmodel.h"
#include "playlistmodel.h"
#include "resolutionsummarymodel.h"
#include "rules/ruleidentity.h"
#include "rules/rulelinks.h"
#include "table/tablefactmodel.h"
#include "table/tablestats.h"
#include "timelinechange.h"
#include "timelinedocument.h"
#include "timelinetext.h"
#include "userabilities.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString settingsGroup = u"timeline"_s;
const QString splitterKey = u"splitter"_s;
const QString leftSplitterKey = u"leftSplitter"_s;
const QString rightSplitterKey = u"rightSplitter"_s;
const QString lastFolderKey = u"timeline/lastFolder"_s;

// A timeline holds a position and its plays: larger than an attack scenario, far below this.
constexpr qint64 TimelineFileBytes = 4 * InputLimit::ScenarioFileBytes;

QPushButton *button(const QString &text, const QString &name, QWidget *parent)
{
    auto *result = new QPushButton(text, parent);
    result->setObjectName(name);
    result->setAutoDefault(false);
    return result;
}

QGroupBox *box(const QString &title, const QString &name, QWidget *parent)
{
    auto *group = new QGroupBox(title, parent);
    group->setObjectName(name);
    return group;
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

// A key of its own for a list: the action runs while the list has the keyboard.
void listKey(QAbstractItemView *view, const QString &text, const QList<QKeySequence> &keys,
             QObject *receiver, std::function<void()> run)
{
    auto *action = new QAction(text, view);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WidgetShortcut);
    view->addAction(action);
    QObject::connect(action, &QAction::triggered, receiver, std::move(run));
}

} // namespace

TimelineWidget::TimelineWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database),
      m_document(new TimelineDocument(database, &UserAbilities(database).abilities(), this))
{
    m_plotNames = new QStringListModel(this);
    m_groupNames = new QStringListModel(this);
    m_nwoNames = new QStringListModel(this);
    m_playModel = new PlayListModel(this);
    m_linesModel = new TableFactModel(this);
    m_itemsModel = new PlayItemsModel(this);
    m_summaryModel = new ResolutionSummaryModel(this);

    // Left, the plays in order and the form that adds one; right, what became of the selected
    // play; below, where the timeline leaves each player's things.
    m_leftSplitter = new QSplitter(Qt::Vertical, this);
    m_leftSplitter->setObjectName(u"timelineLeftSplitter"_s);
    m_leftSplitter->setChildrenCollapsible(false);
    m_leftSplitter->addWidget(createPlays());
    m_leftSplitter->addWidget(createForm());
    m_leftSplitter->setStretchFactor(0, 3);
    m_leftSplitter->setStretchFactor(1, 0);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"timelineSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_leftSplitter);
    m_splitter->addWidget(createDetails());
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    // The summary is as high as its players need, and no higher.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(createSummary());

    // The keyboard goes as the eye does: the plays and their buttons, the form, then what
    // became of the selected play, then the summary.
    QList<QWidget *> chain{m_playView, m_moveUp, m_moveDown, m_remove, m_open};
    chain += m_form->focusChain();
    chain += {m_linesView, m_itemsView, m_summaryView};
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));

    QSettings settings;
    settings.beginGroup(settingsGroup);
    if (!m_splitter->restoreState(settings.value(splitterKey).toByteArray()))
        m_splitter->setSizes({600, 400});
    if (!m_leftSplitter->restoreState(settings.value(leftSplitterKey).toByteArray()))
        m_leftSplitter->setSizes({1000, m_leftSplitter->widget(1)->sizeHint().height()});
    if (!m_rightSplitter->restoreState(settings.value(rightSplitterKey).toByteArray()))
        m_rightSplitter->setSizes({300, 200});
    settings.endGroup();

    WheelGuard::guardAllIn(this);

    connect(m_document, &TimelineDocument::changed, this, &TimelineWidget::documentChanged);
    // A message about the last edit goes once the timeline moves on (undo, redo, another edit).
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this,
            [this] { showMessage(QString()); });
    connect(m_document, &TimelineDocument::modifiedChanged, this, &TimelineWidget::titleChanged);
    connect(m_form, &PlayForm::addRequested, this, [this] { addPlayFromForm(); });
    refresh();
}

TimelineWidget::~TimelineWidget()
{
    // The document and its undo stack die with the widget's children, after this: their last
    // signals must not reach a widget that is no longer one.
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
    disconnect(m_document, nullptr, this, nullptr);
}

// The tab's Alt keys (U, W, R, J here; the form's in playform.cpp) leave alone those of the
// menus (F, E, T, V, H) and of the tabs (C, D, A, B, L).
QWidget *TimelineWidget::createPlays()
{
    auto *group = box(tr("Plays, in the order made"), u"timelinePlaysBox"_s, this);
    m_playView = listTable(m_playModel, u"timelinePlayView"_s, group);
    m_playView->setAccessibleName(group->title());
    m_playView->setProperty("inwoHelp", u"timeline.md#what-the-statuses-mean"_s); // F1
    QHeaderView *header = m_playView->horizontalHeader();
    const QFontMetrics metrics = m_playView->fontMetrics();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(PlayListModel::WhatColumn, QHeaderView::Stretch);
    header->resizeSection(PlayListModel::NumberColumn, metrics.horizontalAdvance(u"000"_s) + 12);
    header->resizeSection(PlayListModel::IdColumn, metrics.horizontalAdvance(u"p000"_s) + 12);
    header->resizeSection(PlayListModel::KindColumn,
                          metrics.horizontalAdvance(u"Alignment chan"_s) + 12);
    header->resizeSection(PlayListModel::PlayerColumn, metrics.horizontalAdvance(u"Alice Al"_s));
    header->resizeSection(PlayListModel::StatusColumn,
                          std::max(metrics.horizontalAdvance(tr("Cancelled")),
                                   metrics.horizontalAdvance(tr("Effective"))) +
                              36);
    header->resizeSection(
        PlayListModel::RuleColumn,
        std::max(metrics.horizontalAdvance(u"R000"_s), metrics.horizontalAdvance(tr("Rule"))) + 14);
    connect(m_playView->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showSelected();
        updateButtons();
    });
    connect(m_playView, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { openAttack(m_playModel->idAt(index.row())); });
    listKey(m_playView, tr("Remove the Selected Play"), {QKeySequence::Delete}, this,
            [this] { removeSelectedPlay(); });
    listKey(m_playView, tr("Move the Selected Play Up"), {QKeySequence(Qt::CTRL | Qt::Key_Up)},
            this, [this] { moveSelectedPlay(-1); });
    listKey(m_playView, tr("Move the Selected Play Down"), {QKeySequence(Qt::CTRL | Qt::Key_Down)},
            this, [this] { moveSelectedPlay(1); });
    listKey(m_playView, tr("Open in the Adjudicator"),
            {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}, this,
            [this] { openAttack(selectedPlay()); });

    m_moveUp = button(tr("Move &Up"), u"timelineMoveUpButton"_s, group);
    m_moveUp->setToolTip(tr("The selected play one earlier (Ctrl+Up)"));
    m_moveDown = button(tr("Move Do&wn"), u"timelineMoveDownButton"_s, group);
    m_moveDown->setToolTip(tr("The selected play one later (Ctrl+Down)"));
    m_remove = button(tr("&Remove"), u"timelineRemoveButton"_s, group);
    m_remove->setToolTip(tr("Take the selected play out of the timeline (Delete)"));
    m_open = button(tr("Open in Ad&judicator"), u"timelineOpenAttackButton"_s, group);
    m_open->setToolTip(tr("The selected attack, with the aid that stands, on the table the "
                          "timeline starts from (Enter)"));
    connect(m_moveUp, &QPushButton::clicked, this, [this] { moveSelectedPlay(-1); });
    connect(m_moveDown, &QPushButton::clicked, this, [this] { moveSelectedPlay(1); });
    connect(m_remove, &QPushButton::clicked, this, &TimelineWidget::removeSelectedPlay);
    connect(m_open, &QPushButton::clicked, this, [this] { openAttack(selectedPlay()); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_moveUp);
    buttons->addWidget(m_moveDown);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_open);

    m_message = new QLabel(group);
    m_message->setObjectName(u"timelineMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_playView, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    m_playView->setMinimumHeight(m_playView->horizontalHeader()->sizeHint().height() +
                                 3 * m_playView->verticalHeader()->defaultSectionSize() +
                                 2 * m_playView->frameWidth());
    return group;
}

QWidget *TimelineWidget::createForm()
{
    auto *group = box(tr("Add a play"), u"timelineFormBox"_s, this);
    m_form = new PlayForm(group);
    m_form->setObjectName(u"timelinePlayForm"_s);
    m_form->setProperty("inwoHelp", u"timeline-format.md#keys-of-every-play"_s); // F1
    m_form->setNameModels(m_plotNames, m_groupNames, m_nwoNames);
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_form);
    return group;
}

QWidget *TimelineWidget::createDetails()
{
    auto *group = box(tr("The selected play"), u"timelineDetailsBox"_s, this);
    m_playTitle = new QLabel(group);
    m_playTitle->setObjectName(u"timelinePlayTitle"_s);
    m_playTitle->setWordWrap(true);
    m_playTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_linesView = listTable(m_linesModel, u"timelineLinesView"_s, group);
    m_linesView->setAccessibleName(tr("What the play does"));
    RuleLinks::attach(m_linesView, RuleLinks::fromRole(TableFactModel::RuleRole),
                      [this](RuleId rule) { emit ruleRequested(rule); });
    // A line is a sentence: it wraps in the narrow pane rather than hide its end.
    m_linesView->setWordWrap(true);
    m_linesView->setTextElideMode(Qt::ElideNone);
    m_linesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_linesView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *lines = m_linesView->horizontalHeader();
    lines->setStretchLastSection(false);
    lines->setSectionResizeMode(TableFactModel::TextColumn, QHeaderView::Stretch);
    lines->setSectionResizeMode(TableFactModel::SourceColumn, QHeaderView::Interactive);
    lines->resizeSection(TableFactModel::SourceColumn,
                         m_linesView->fontMetrics().horizontalAdvance(u"R89 INWO VFAQ"_s));

    auto *items = new QWidget(this);
    auto *itemsLabel = new QLabel(tr("What it put on the line, and where each ends up:"), items);
    m_itemsView = listTable(m_itemsModel, u"timelineItemsView"_s, items);
    m_itemsView->setAccessibleName(tr("What the play put on the line"));
    RuleLinks::attach(m_itemsView, RuleLinks::fromRole(PlayItemsModel::RuleRole),
                      [this](RuleId rule) { emit ruleRequested(rule); });
    QHeaderView *header = m_itemsView->horizontalHeader();
    const QFontMetrics metrics = m_itemsView->fontMetrics();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(PlayItemsModel::WhatColumn, QHeaderView::Stretch);
    header->resizeSection(PlayItemsModel::OwnerColumn, metrics.horizontalAdvance(u"Alice Ali"_s));
    header->resizeSection(PlayItemsModel::FateColumn,
                          metrics.horizontalAdvance(tr("Back in hand, exposed")) + 12);
    header->resizeSection(
        PlayItemsModel::RuleColumn,
        std::max(metrics.horizontalAdvance(u"R000"_s), metrics.horizontalAdvance(tr("Rule"))) + 14);
    auto *itemsLayout = new QVBoxLayout(items);
    itemsLayout->setContentsMargins(0, 0, 0, 0);
    itemsLayout->addWidget(itemsLabel);
    itemsLayout->addWidget(m_itemsView, 1);

    m_rightSplitter = new QSplitter(Qt::Vertical, group);
    m_rightSplitter->setObjectName(u"timelineRightSplitter"_s);
    m_rightSplitter->setChildrenCollapsible(false);
    m_rightSplitter->addWidget(m_linesView);
    m_rightSplitter->addWidget(items);
    m_rightSplitter->setStretchFactor(0, 3);
    m_rightSplitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_playTitle);
    layout->addWidget(m_rightSplitter, 1);
    return group;
}

QWidget *TimelineWidget::createSummary()
{
    auto *group = box(tr("Where each player's things end up"), u"timelineSummaryBox"_s, this);
    m_summaryView = listTable(m_summaryModel, u"timelineSummaryView"_s, group);
    m_summaryView->setAccessibleName(group->title());
    m_summaryView->setProperty("inwoHelp", u"timeline.md#what-the-fates-mean"_s); // F1
    QHeaderView *header = m_summaryView->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Stretch);
    header->setSectionResizeMode(ResolutionSummaryModel::PlayerColumn,
                                 QHeaderView::ResizeToContents);
    header->setDefaultAlignment(Qt::AlignCenter);
    m_summaryView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_summaryView);
    return group;
}

void TimelineWidget::saveSettings(QSettings &settings) const
{
    settings.beginGroup(settingsGroup);
    settings.setValue(splitterKey, m_splitter->saveState());
    settings.setValue(leftSplitterKey, m_leftSplitter->saveState());
    settings.setValue(rightSplitterKey, m_rightSplitter->saveState());
    settings.endGroup();
}

void TimelineWidget::showEvent(QShowEvent *event)
{
    // The card names are read when the tab is first seen, not at start-up.
    ensureNamesLoaded();
    QWidget::showEvent(event);
}

void TimelineWidget::ensureNamesLoaded()
{
    if (m_namesLoaded)
        return;
    m_namesLoaded = true;
    QStringList plots;
    QStringList groups;
    QStringList nwos;
    for (const Card &card : m_database.allCards()) {
        if (card.type == CardType::NewWorldOrder)
            nwos.append(card.name);
        else if (card.back == CardBack::Plot && card.type != CardType::Goal)
            plots.append(card.name);
        else if (card.isGroup())
            groups.append(card.name);
    }
    for (QStringList *names : {&plots, &groups, &nwos}) {
        names->sort(Qt::CaseInsensitive);
        names->removeDuplicates();
    }
    m_plotNames->setStringList(plots);
    m_groupNames->setStringList(groups);
    m_nwoNames->setStringList(nwos);
}

void TimelineWidget::refreshCards()
{
    m_namesLoaded = false;
    if (isVisible())
        ensureNamesLoaded();
    refresh();
}

void TimelineWidget::documentChanged(const TimelineChange &change)
{
    const int row = m_playView->currentIndex().row();
    // What the last command said no longer holds once the timeline changes (undo, redo).
    showMessage(QString());
    refresh();
    if (change.kind == TimelineChange::Kind::Reset) {
        if (m_playModel->rowCount() > 0)
            m_playView->selectRow(0);
        emit titleChanged();
    } else if (m_playModel->rowOf(change.play) >= 0) {
        selectPlay(change.play);
    } else if (m_playModel->rowCount() > 0) {
        m_playView->selectRow(std::clamp(row, 0, m_playModel->rowCount() - 1));
    }
    showSelected();
    updateButtons();
}

void TimelineWidget::refresh()
{
    const QString selected = selectedPlay();
    const Timeline &timeline = m_document->timeline();
    m_playModel->setTimeline(timeline, m_document->resolution());
    m_summaryModel->setTimeline(timeline, m_document->resolution());
    // Every player's line shows (two at least, so the box keeps its place), never more.
    m_summaryView->setFixedHeight(m_summaryView->horizontalHeader()->sizeHint().height() +
                                  int(std::max<qsizetype>(2, timeline.position.players.size())) *
                                      m_summaryView->verticalHeader()->defaultSectionSize() +
                                  2 * m_summaryView->frameWidth());
    m_form->setTimeline(timeline);
    m_form->setEnabled(m_document->hasPosition());
    if (!selected.isEmpty())
        selectPlay(selected);
    if (!m_document->hasPosition())
        showMessage(tr("Start a timeline with File > New Timeline, from the Table tab's position "
                       "or from a position file, or open one."));
    showSelected();
    updateButtons();
}

void TimelineWidget::showSelected()
{
    const Position &position = m_document->position();
    const int row = m_playView->currentIndex().row();
    const ResolvedPlay *resolved = m_document->resolved(row);
    if (!resolved || row >= m_document->plays().size()) {
        m_playTitle->setText(m_document->plays().isEmpty()
                                 ? tr("No play yet: add the first below.")
                                 : tr("No play selected. About the timeline as a whole:"));
        m_linesModel->showLines(m_document->resolution().lines, position);
        m_itemsModel->showItems({}, position);
        return;
    }
    const Play &play = m_document->plays().at(row);
    QString title = tr("%1 (%2, %3): %4")
                        .arg(play.id, TimelineText::name(play.kind), play.player,
                             TimelineText::name(resolved->status));
    if (!resolved->cancelledBy.isEmpty())
        title = tr("%1, by %2").arg(title, resolved->cancelledBy);
    if (resolved->rule != RuleId::None)
        title = tr("%1 (%2: %3)").arg(title, ruleCode(resolved->rule), ruleTitle(resolved->rule));
    m_playTitle->setText(title);
    m_linesModel->showLines(resolved->lines, position);
    m_itemsModel->showItems(resolved->items, position);
}

int TimelineWidget::attackIndexOf(const Timeline &timeline, int index)
{
    // An attack, a play that names it, or a play made `with` one of those.
    for (int hops = 0; index >= 0 && hops <= timeline.plays.size(); ++hops) {
        const Play &play = timeline.plays.at(index);
        if (play.kind == PlayKind::Attack)
            return index;
        if (!play.attackPlay.isEmpty())
            return timeline.indexOf(play.attackPlay);
        index = play.with.isEmpty() ? -1 : timeline.indexOf(play.with);
    }
    return -1;
}

void TimelineWidget::updateButtons()
{
    const int row = m_playView->currentIndex().row();
    const int rows = m_playModel->rowCount();
    const bool selected = row >= 0 && row < rows;
    m_moveUp->setEnabled(selected && row > 0);
    m_moveDown->setEnabled(selected && row + 1 < rows);
    m_remove->setEnabled(selected);
    m_open->setEnabled(selected && attackIndexOf(m_document->timeline(), row) >= 0);
}

void TimelineWidget::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    if (!message.isEmpty())
        emit statusMessage(message);
}

QString TimelineWidget::message() const
{
    return m_message->text();
}

QString TimelineWidget::selectedPlay() const
{
    return m_playModel->idAt(m_playView->currentIndex().row());
}

void TimelineWidget::selectPlay(const QString &id)
{
    const int row = m_playModel->rowOf(id);
    if (row >= 0)
        m_playView->setCurrentIndex(m_playModel->index(row, PlayListModel::WhatColumn));
}

void TimelineWidget::focusMainField()
{
    m_playView->setFocus(Qt::ShortcutFocusReason);
    if (!m_playView->currentIndex().isValid() && m_playModel->rowCount() > 0)
        m_playView->selectRow(0);
}

QString TimelineWidget::printedName(const QString &written, QStringListModel *names) const
{
    const QString name = written.trimmed();
    if (name.isEmpty())
        return name;
    // As the Table tab reads names: exact, as deck lists write them, or a near miss only one card
    // is near; else a beginning that completes one way only.
    const NameResolution resolution = m_document->resolver().resolve(name);
    if (resolution.isResolved() && resolution.candidates.size() == 1)
        return resolution.card().name;
    QStringList matches;
    for (const QString &candidate : names->stringList()) {
        if (candidate.startsWith(name, Qt::CaseInsensitive))
            matches.append(candidate);
    }
    return matches.size() == 1 ? matches.first() : name;
}

bool TimelineWidget::addPlayFromForm()
{
    ensureNamesLoaded();
    QString error;
    std::optional<Play> play = m_form->play(&error);
    if (!play) {
        showMessage(error);
        return false;
    }
    if (play->by.kind == PlayMeans::Kind::Plot)
        play->by.plot = printedName(play->by.plot, m_plotNames);
    if (!play->card.isEmpty())
        play->card = printedName(play->card, play->kind == PlayKind::Agents ? m_groupNames
                                             : play->kind == PlayKind::Nwo  ? m_nwoNames
                                                                            : m_plotNames);
    const QString id = m_document->addPlay(*play, &error);
    if (id.isEmpty()) {
        showMessage(error);
        return false;
    }
    m_form->clearNames();
    const int row = m_playModel->rowOf(id);
    const ResolvedPlay *resolved = m_document->resolved(row);
    showMessage(
        tr("%1 added: %2.").arg(id, resolved ? TimelineText::name(resolved->status) : QString()));
    return true;
}

void TimelineWidget::removeSelectedPlay()
{
    const int row = m_playView->currentIndex().row();
    const QString id = selectedPlay();
    if (id.isEmpty())
        return;
    QString error;
    if (!m_document->removePlay(row, &error)) {
        showMessage(error);
        return;
    }
    showMessage(tr("%1 removed.").arg(id));
}

void TimelineWidget::moveSelectedPlay(int step)
{
    const int row = m_playView->currentIndex().row();
    if (selectedPlay().isEmpty())
        return;
    QString error;
    if (!m_document->movePlay(row, step, &error) && !error.isEmpty())
        showMessage(error);
}

bool TimelineWidget::openAttack(const QString &id)
{
    const Timeline &timeline = m_document->timeline();
    const int index = timeline.indexOf(id);
    if (index < 0)
        return false;
    const int attackIndex = attackIndexOf(timeline, index);
    if (attackIndex < 0) {
        showMessage(tr("%1 is not an attack, nor part of one.").arg(id));
        return false;
    }
    const Play &attack = timeline.plays.at(attackIndex);
    // The attack as the resolver worked it out on the table as it stood at its dice (or as it
    // stands now), with its aid, defence, agents cards and the values of its Plots.
    const ResolvedPlay *resolved = m_document->resolved(attackIndex);
    if (!resolved || !resolved->attack) {
        showMessage(resolved && resolved->status == PlayStatus::Refused
                        ? tr("%1 was refused: there is no attack to open.").arg(attack.id)
                        : tr("%1 cannot open in the adjudicator: a card of it is not known.")
                              .arg(attack.id));
        return false;
    }
    emit attackChosen(*resolved->attack);
    return true;
}

QString TimelineWidget::currentFile() const
{
    return m_document->filePath();
}

bool TimelineWidget::isModified() const
{
    return m_document->isModified();
}

bool TimelineWidget::startTimeline(const Position &position, QString *error)
{
    QString problem;
    Timeline timeline;
    timeline.position = position;
    if (position.players.isEmpty() || !m_document->reset(timeline, QString(), &problem)) {
        if (error)
            *error = position.players.isEmpty()
                         ? tr("A timeline starts from a table with players.")
                         : tr("The table cannot start a timeline: %1").arg(problem);
        return false;
    }
    return true;
}

std::optional<QByteArray> TimelineWidget::readText(const QString &path, qsizetype limit,
                                                   const QString &tooLarge, const QString &notText,
                                                   QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    QString problem;
    bool overLimit = false;
    const std::optional<QByteArray> content = readAtMost(file, limit, &problem, &overLimit);
    if (!content) {
        *error = overLimit ? tooLarge.arg(shown).arg(limit >> 20)
                           : tr("Cannot read %1: %2").arg(shown, problem);
        return std::nullopt;
    }
    std::optional<QByteArray> utf8 = utf8TextOf(*content, &problem);
    if (!utf8)
        *error = notText.arg(shown, problem);
    return utf8;
}

bool TimelineWidget::startFromPositionFile(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QString problem;
    const std::optional<QByteArray> utf8 =
        readText(path, InputLimit::ScenarioFileBytes,
                 tr("%1 is too large to be a position file (more than %2 MB)"),
                 tr("%1 is not a position file: %2"), &problem);
    if (!utf8)
        return fail(problem);
    const std::optional<Position> read =
        Position::fromJson(*utf8, &problem, &m_document->resolver());
    if (!read)
        return fail(tr("%1 is not a position file: %2").arg(shown, problem));
    return startTimeline(*read, error);
}

bool TimelineWidget::openTimelineFile(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QString problem;
    const std::optional<QByteArray> utf8 = readText(
        path, TimelineFileBytes, tr("%1 is too large to be a timeline file (more than %2 MB)"),
        tr("%1 is not a timeline file: %2"), &problem);
    if (!utf8)
        return fail(problem);
    const std::optional<Timeline> read =
        Timeline::fromJson(*utf8, &problem, &m_document->resolver());
    if (!read)
        return fail(tr("%1 is not a timeline file: %2").arg(shown, problem));
    if (read->position.players.isEmpty())
        return fail(tr("%1 is not a timeline file: %2")
                        .arg(shown, tr("$.position.players: no player sits at the table")));
    if (!m_document->reset(*read, QFileInfo(path).absoluteFilePath(), &problem))
        return fail(tr("%1 is not a timeline file: %2").arg(shown, problem));
    return true;
}

bool TimelineWidget::saveTimelineFile(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!m_document->hasPosition())
        return fail(tr("There is no timeline to save: start one from a table first."));
    const QByteArray json =
        QJsonDocument(m_document->timeline().toJson()).toJson(QJsonDocument::Indented);
    // What is written must open again.
    QString problem;
    if (!Timeline::fromJson(json, &problem, &m_document->resolver()))
        return fail(tr("The timeline cannot be saved as it is: %1").arg(problem));
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

bool TimelineWidget::settleUnsavedChanges()
{
    return UnsavedChanges::settle(
        this, m_prompt, tr("Unsaved Timeline"),
        tr("The timeline has changes that are not saved. Save them?"),
        [this] { return isModified(); }, [this] { saveTimeline(); });
}

QString TimelineWidget::lastFolder() const
{
    QString folder = startFolder(QSettings().value(lastFolderKey).toString());
    return folder;
}

void TimelineWidget::setLastFolder(const QString &path) const
{
    QSettings().setValue(lastFolderKey, QFileInfo(path).absolutePath());
}

bool TimelineWidget::startFromPositionFileDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("New Timeline from a Position File"), lastFolder(),
                                     tr("Positions (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    setLastFolder(path);
    QString error;
    if (!startFromPositionFile(path, &error)) {
        QMessageBox::warning(this, tr("New Timeline"), error);
        return false;
    }
    return true;
}

void TimelineWidget::newTimeline()
{
    if (!settleUnsavedChanges())
        return;
    const std::optional<Position> table = m_tablePosition ? m_tablePosition() : std::nullopt;
    if (!table || table->players.isEmpty()) {
        startFromPositionFileDialog();
        return;
    }
    const StartFrom from = m_startPrompt ? m_startPrompt() : askStart();
    if (from == StartFrom::PositionFile) {
        startFromPositionFileDialog();
    } else if (from == StartFrom::Table) {
        QString error;
        if (!startTimeline(*table, &error))
            QMessageBox::warning(this, tr("New Timeline"), error);
    }
}

TimelineWidget::StartFrom TimelineWidget::askStart()
{
    QMessageBox question(QMessageBox::Question, tr("New Timeline"),
                         tr("Start the timeline from the table on the Table tab, or from a "
                            "position file?"),
                         QMessageBox::Cancel, this);
    QPushButton *fromTable = question.addButton(tr("From the Table"), QMessageBox::AcceptRole);
    QPushButton *fromFile =
        question.addButton(tr("From a Position File\u2026"), QMessageBox::ActionRole);
    question.setDefaultButton(fromTable);
    question.exec();
    if (question.clickedButton() == fromTable)
        return StartFrom::Table;
    if (question.clickedButton() == fromFile)
        return StartFrom::PositionFile;
    return StartFrom::Cancel;
}

void TimelineWidget::openTimeline()
{
    if (!settleUnsavedChanges())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Timeline"), lastFolder(),
                                                      tr("Timelines (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    setLastFolder(path);
    QString error;
    if (!openTimelineFile(path, &error))
        QMessageBox::warning(this, tr("Open Timeline"), error);
}

void TimelineWidget::saveTimeline()
{
    if (currentFile().isEmpty()) {
        saveTimelineAs();
        return;
    }
    QString error;
    if (!saveTimelineFile(currentFile(), &error))
        QMessageBox::warning(this, tr("Save Timeline"), error);
    else
        showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(currentFile())));
}

void TimelineWidget::saveTimelineAs()
{
    if (!m_document->hasPosition()) {
        QMessageBox::warning(this, tr("Save Timeline"),
                             tr("There is no timeline to save: start one from a table first."));
        return;
    }
    const QString name = currentFile().isEmpty()
                             ? tr("timeline, round %1").arg(m_document->position().round)
                             : QFileInfo(currentFile()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Timeline"),
                                                      lastFolder() + u'/' + name + u".json"_s,
                                                      tr("Timelines (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    setLastFolder(path);
    QString error;
    if (!saveTimelineFile(path, &error))
        QMessageBox::warning(this, tr("Save Timeline"), error);
    else
        showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace inwo
