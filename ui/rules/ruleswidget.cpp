#include "ruleswidget.h"

#include "adjudicator/attacknames.h"
#include "bundledscenarios.h"
#include "common/colours.h"
#include "common/startfolder.h"
#include "common/statuscolours.h"
#include "common/textinput.h"
#include "rules/rulesindex.h"
#include "rules/rulestext.h"
#include "rulestextstore.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString splitterKey = u"rules/splitter"_s;
const QString lastFolderKey = u"rules/lastImportFolder"_s;
const QString ruleScheme = u"inwo-rule"_s;
const QString scenarioScheme = u"inwo-scenario"_s;

enum ItemRole {
    RuleRole = Qt::UserRole + 1, // rule items: the RuleId as an int
    TopicRole,                   // topic items: the topic's index in EnumTable<RuleTopic>
};

constexpr auto &topics = EnumTable<RuleTopic>::entries;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// True when the rules are shown in another language than English: the window's translator
// translates their titles.
bool rulesAreTranslated()
{
    for (const RuleIdentity &rule : allRules().first(3)) {
        if (ruleTitle(rule.id) != QString::fromUtf8(rule.title))
            return true;
    }
    return false;
}

QString ruleItemText(RuleId rule)
{
    //: A rule in the Rules tab's tree: %1 its identity ("R106"), %2 its title
    return RulesWidget::tr("%1  %2").arg(ruleCode(rule), ruleTitle(rule));
}

} // namespace

RulesWidget::RulesWidget(CardDatabase &database, QWidget *parent)
    : QWidget(parent), m_database(database)
{
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"rulesSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(createIndexSide());
    m_splitter->addWidget(createRuleSide());
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({340, 700});
    m_splitter->restoreState(QSettings().value(splitterKey).toByteArray());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_splitter);

    // Back and forward through the rules shown, as in a help browser.
    m_backAction = new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"), this);
    m_backAction->setObjectName(u"actionRuleBack"_s);
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_backAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_backAction->setToolTip(tr("The rule shown before (Alt+Left)"));
    connect(m_backAction, &QAction::triggered, this, &RulesWidget::goBack);
    addAction(m_backAction);
    m_forwardAction =
        new QAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("Forward"), this);
    m_forwardAction->setObjectName(u"actionRuleForward"_s);
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_forwardAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_forwardAction->setToolTip(tr("The rule shown after this one (Alt+Right)"));
    connect(m_forwardAction, &QAction::triggered, this, &RulesWidget::goForward);
    addAction(m_forwardAction);
    const auto findButton = [this](const QString &name) {
        return findChild<QToolButton *>(name);
    };
    findButton(u"rulesBackButton"_s)->setDefaultAction(m_backAction);
    findButton(u"rulesForwardButton"_s)->setDefaultAction(m_forwardAction);

    fillTree();
    search();
    render();
    updateHistoryActions();
}

RulesWidget::~RulesWidget() = default;

QWidget *RulesWidget::createIndexSide()
{
    auto *side = new QWidget(this);
    side->setObjectName(u"rulesIndexSide"_s);
    side->setMinimumWidth(240);

    m_search = new QLineEdit(side);
    m_search->setObjectName(u"rulesSearch"_s);
    m_search->setAccessibleName(tr("Search rules"));
    m_search->setPlaceholderText(tr("Search rules: words, R106, VFAQ 230…"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaxLength(int(InputLimit::QueryCharacters));
    m_search->setToolTip(tr("Words in English or German, a rule (R106), a rules text and a line "
                            "(VFAQ 230) or a section. Down moves into the list."));
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, &RulesWidget::search);

    m_matchLabel = new QLabel(side);
    m_matchLabel->setObjectName(u"rulesMatchLabel"_s);
    m_matchLabel->setForegroundRole(QPalette::PlaceholderText);

    m_tree = new QTreeWidget(side);
    m_tree->setObjectName(u"rulesTree"_s);
    m_tree->setAccessibleName(tr("Rules"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setUniformRowHeights(true);
    m_tree->setIndentation(14);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_tree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { currentItemChanged(current); });
    // Enter on a rule reads it: the keyboard goes to the text; on a topic it opens the topic.
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (!item)
            return;
        if (item->data(0, RuleRole).isValid()) {
            currentItemChanged(item);
            m_view->setFocus(Qt::OtherFocusReason);
        } else {
            item->setExpanded(!item->isExpanded());
        }
    });

    m_importButton = new QPushButton(tr("Import Rules Text…"), side);
    m_importButton->setObjectName(u"importRulesTextButton"_s);
    m_importButton->setToolTip(tr("Import your own copy of the INWO rulebook, the VFAQ, Plan 28 "
                                  "or the boxed game's rules, to read each rule's passage here"));
    connect(m_importButton, &QPushButton::clicked, this, &RulesWidget::importRulesText);
    m_copiesButton = new QToolButton(side);
    m_copiesButton->setObjectName(u"rulesCopiesButton"_s);
    m_copiesButton->setText(tr("Your Copies"));
    m_copiesButton->setToolTip(tr("The rules texts you imported, and removing them"));
    m_copiesButton->setPopupMode(QToolButton::InstantPopup);
    m_copiesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_copiesMenu = new QMenu(m_copiesButton);
    m_copiesMenu->setObjectName(u"rulesCopiesMenu"_s);
    connect(m_copiesMenu, &QMenu::aboutToShow, this, &RulesWidget::fillCopiesMenu);
    m_copiesButton->setMenu(m_copiesMenu);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_importButton);
    buttons->addWidget(m_copiesButton);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_matchLabel);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    return side;
}

QWidget *RulesWidget::createRuleSide()
{
    auto *side = new QWidget(this);
    side->setObjectName(u"rulesRuleSide"_s);

    const auto navigationButton = [side](const QString &name) {
        auto *button = new QToolButton(side);
        button->setObjectName(name);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        return button;
    };
    auto *back = navigationButton(u"rulesBackButton"_s);
    auto *forward = navigationButton(u"rulesForwardButton"_s);

    m_view = new QTextBrowser(side);
    m_view->setObjectName(u"ruleView"_s);
    m_view->setAccessibleName(tr("Rule text"));
    // The page's muted lines are coloured from the palette: drawn again when it changes.
    onPaletteChange(m_view, [this] { render(); });
    m_view->setOpenLinks(false);
    m_view->setOpenExternalLinks(false);
    // The keyboard reads the rule too: arrows, Page Down, Ctrl+End, Tab to a link and Enter.
    m_view->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    connect(m_view, &QTextBrowser::anchorClicked, this, &RulesWidget::followLink);

    auto *navigation = new QHBoxLayout;
    navigation->setContentsMargins(0, 0, 0, 0);
    navigation->addWidget(back);
    navigation->addWidget(forward);
    navigation->addStretch(1);

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(navigation);
    layout->addWidget(m_view, 1);
    return side;
}

void RulesWidget::saveSettings(QSettings &settings) const
{
    settings.setValue(splitterKey, m_splitter->saveState());
}

void RulesWidget::fillTree()
{
    m_tree->clear();
    for (int index = 0; index < int(topics.size()); ++index) {
        const RuleTopic topic = topics[std::size_t(index)].value;
        auto *topicItem = new QTreeWidgetItem(m_tree, {ruleTopicName(topic)});
        topicItem->setData(0, TopicRole, index);
        QFont bold = topicItem->font(0);
        bold.setBold(true);
        topicItem->setFont(0, bold);
        for (const RuleId rule : rulesOfTopic(topic)) {
            auto *item = new QTreeWidgetItem(topicItem, {ruleItemText(rule)});
            item->setData(0, RuleRole, int(rule));
            item->setToolTip(0, ruleItemText(rule));
        }
    }
}

QTreeWidgetItem *RulesWidget::itemOf(RuleId rule) const
{
    const int topicIndex = [rule] {
        for (std::size_t i = 0; i < topics.size(); ++i) {
            if (topics[i].value == ruleTopic(rule))
                return int(i);
        }
        return -1;
    }();
    QTreeWidgetItem *topicItem = m_tree->topLevelItem(topicIndex);
    if (!topicItem)
        return nullptr;
    for (int child = 0; child < topicItem->childCount(); ++child) {
        if (topicItem->child(child)->data(0, RuleRole).toInt() == int(rule))
            return topicItem->child(child);
    }
    return nullptr;
}

const QTranslator *RulesWidget::otherLanguage()
{
    if (rulesAreTranslated())
        return nullptr; // translate() gives the window's language, English is always searched
    if (m_otherLanguage)
        return m_otherLanguage;
    if (!m_bundledGermanTried) {
        m_bundledGermanTried = true;
        auto german = std::make_unique<QTranslator>();
        if (german->load(u":/i18n/inwo_de.qm"_s))
            m_bundledGerman = std::move(german);
    }
    return m_bundledGerman.get();
}

void RulesWidget::search()
{
    const QString query = m_search->text().trimmed();
    const QList<RuleId> ranked =
        query.isEmpty() ? QList<RuleId>() : findRules(query, otherLanguage());
    QSet<int> matches;
    for (const RuleId rule : ranked)
        matches.insert(int(rule));

    m_filling = true;
    int shown = 0;
    for (int top = 0; top < m_tree->topLevelItemCount(); ++top) {
        QTreeWidgetItem *topicItem = m_tree->topLevelItem(top);
        int visible = 0;
        for (int child = 0; child < topicItem->childCount(); ++child) {
            QTreeWidgetItem *item = topicItem->child(child);
            const bool hidden =
                !query.isEmpty() && !matches.contains(item->data(0, RuleRole).toInt());
            item->setHidden(hidden);
            visible += hidden ? 0 : 1;
        }
        topicItem->setHidden(visible == 0);
        // The matches in view; all topics closed when nothing is searched, but the rule's own.
        const bool holdsCurrent =
            m_current != RuleId::None && ruleTopic(m_current) == topics[std::size_t(top)].value;
        topicItem->setExpanded(query.isEmpty() ? holdsCurrent : visible > 0);
        shown += visible;
    }
    m_filling = false;

    if (query.isEmpty())
        m_matchLabel->setText(tr("%n rules in %1 topics.", nullptr, shown).arg(topics.size()));
    else if (ranked.isEmpty())
        m_matchLabel->setText(tr("No rule matches."));
    else if (shown == 1)
        m_matchLabel->setText(tr("One rule matches."));
    else
        m_matchLabel->setText(tr("%n rules match.", nullptr, shown));

    if (ranked.isEmpty()) {
        if (QTreeWidgetItem *item = itemOf(m_current); item && !item->isHidden()) {
            m_filling = true;
            m_tree->setCurrentItem(item);
            m_tree->scrollToItem(item);
            m_filling = false;
        }
        return;
    }
    // The best match is shown as you type.
    if (QTreeWidgetItem *item = itemOf(ranked.first())) {
        m_filling = true;
        m_tree->setCurrentItem(item);
        m_tree->scrollToItem(item);
        m_filling = false;
        showRuleAs(ranked.first(), History::ReplaceSearch);
    }
}

void RulesWidget::currentItemChanged(QTreeWidgetItem *current)
{
    if (m_filling || !current)
        return;
    const QVariant rule = current->data(0, RuleRole);
    if (rule.isValid())
        showRuleAs(RuleId(rule.toInt()), History::Push);
    else
        showTopic(current->data(0, TopicRole).toInt());
}

void RulesWidget::showRule(RuleId rule)
{
    QTreeWidgetItem *item = itemOf(rule);
    if (!item)
        return;
    if (item->isHidden()) {
        // The search hides the rule asked for: the whole index again.
        m_search->blockSignals(true);
        m_search->clear();
        m_search->blockSignals(false);
        search();
    }
    m_filling = true;
    item->parent()->setExpanded(true);
    m_tree->setCurrentItem(item);
    m_tree->scrollToItem(item);
    m_filling = false;
    showRuleAs(rule, History::Push);
}

void RulesWidget::showRuleAs(RuleId rule, History history)
{
    const bool same = m_historyIndex >= 0 && m_history.at(m_historyIndex) == rule;
    switch (history) {
    case History::Push:
        if (!same) {
            m_history.resize(m_historyIndex + 1);
            m_history.append(rule);
            ++m_historyIndex;
        }
        m_lastFromSearch = false;
        break;
    case History::ReplaceSearch:
        // What is typed letter by letter is one step back, not one per letter.
        if (m_lastFromSearch && m_historyIndex >= 0) {
            m_history.resize(m_historyIndex + 1);
            m_history[m_historyIndex] = rule;
        } else if (!same) {
            m_history.resize(m_historyIndex + 1);
            m_history.append(rule);
            ++m_historyIndex;
        }
        m_lastFromSearch = true;
        break;
    case History::Keep:
        break;
    }
    m_current = rule;
    render();
    updateHistoryActions();
}

void RulesWidget::goBack()
{
    if (m_historyIndex <= 0)
        return;
    --m_historyIndex;
    m_lastFromSearch = false;
    const RuleId rule = m_history.at(m_historyIndex);
    if (QTreeWidgetItem *item = itemOf(rule); item && !item->isHidden()) {
        m_filling = true;
        item->parent()->setExpanded(true);
        m_tree->setCurrentItem(item);
        m_tree->scrollToItem(item);
        m_filling = false;
    }
    showRuleAs(rule, History::Keep);
}

void RulesWidget::goForward()
{
    if (m_historyIndex + 1 >= m_history.size())
        return;
    ++m_historyIndex;
    m_lastFromSearch = false;
    const RuleId rule = m_history.at(m_historyIndex);
    if (QTreeWidgetItem *item = itemOf(rule); item && !item->isHidden()) {
        m_filling = true;
        item->parent()->setExpanded(true);
        m_tree->setCurrentItem(item);
        m_tree->scrollToItem(item);
        m_filling = false;
    }
    showRuleAs(rule, History::Keep);
}

void RulesWidget::updateHistoryActions()
{
    m_backAction->setEnabled(m_historyIndex > 0);
    m_forwardAction->setEnabled(m_historyIndex + 1 < m_history.size());
}

void RulesWidget::focusMainField()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

QUrl RulesWidget::scenarioLink(int index)
{
    QUrl link;
    link.setScheme(scenarioScheme);
    link.setPath(QString::number(index));
    return link;
}

void RulesWidget::followLink(const QUrl &link)
{
    if (link.scheme() == ruleScheme) {
        if (const std::optional<RuleId> rule = ruleFromCode(link.path()))
            showRule(*rule);
        return;
    }
    if (link.scheme() == scenarioScheme) {
        bool number = false;
        const int index = link.path().toInt(&number);
        if (number && index >= 0 && index < m_scenarios.size())
            emit scenarioRequested(m_scenarios.at(index).kind, m_scenarios.at(index).path);
    }
}

QString RulesWidget::scenarioKindName(ScenarioKind kind)
{
    switch (kind) {
    case ScenarioKind::Attack:
        return tr("Attack");
    case ScenarioKind::Goals:
        return tr("Goals");
    case ScenarioKind::Nwo:
        return tr("New World Orders");
    case ScenarioKind::Timeline:
        return tr("Timeline");
    }
    return displayNameOf(kind);
}

void RulesWidget::showTopic(int topicIndex)
{
    if (topicIndex < 0 || topicIndex >= int(topics.size()))
        return;
    const RuleTopic topic = topics[std::size_t(topicIndex)].value;
    QString html = u"<h2>%1</h2><p>"_s.arg(escaped(ruleTopicName(topic)));
    for (const RuleId rule : rulesOfTopic(topic)) {
        QUrl link;
        link.setScheme(ruleScheme);
        link.setPath(ruleCode(rule));
        html += u"<a href=\"%1\">%2</a>&nbsp;&nbsp;%3<br>"_s.arg(link.toString(), ruleCode(rule),
                                                                 escaped(ruleTitle(rule)));
    }
    html += u"</p>"_s;
    m_scenarios.clear();
    m_view->setHtml(html);
}

void RulesWidget::render()
{
    m_scenarios.clear();
    if (m_current == RuleId::None) {
        m_view->setHtml(u"<p>%1</p><p>%2</p>"_s.arg(
            escaped(tr("Choose a rule on the left, or search for one: words in English or "
                       "German, a rule's identity such as R106, or a rules text and a line such "
                       "as VFAQ 230.")),
            escaped(tr("Every citation in the other tabs leads here: double-click a line with "
                       "a rule, or press Ctrl+Shift+R on it."))));
        return;
    }
    const RuleId rule = m_current;
    const RuleIdentity &identity = ruleIdentity(rule);
    const QString muted = secondaryText(palette()).name();
    QString html;

    //: The heading of a rule: %1 its identity ("R106"), %2 its title
    html += u"<h2>%1</h2>"_s.arg(escaped(tr("%1 — %2").arg(ruleCode(rule), ruleTitle(rule))));
    QStringList sets;
    for (const RuleSet set : ruleSetsOf(rule))
        sets.append(AttackNames::name(set));
    html += u"<p style=\"color:%1\">%2<br>%3</p>"_s.arg(
        muted, escaped(tr("Topic: %1").arg(ruleTopicName(ruleTopic(rule)))),
        //: %1 lists rule sets, separated by semicolons
        escaped(tr("Rule sets: %1").arg(sets.join(u"; "_s))));
    if (identity.gap)
        html += u"<p><i>%1</i></p>"_s.arg(
            escaped(tr("The rules texts leave this open: the program does not decide it.")));
    html += u"<p>%1</p>"_s.arg(escaped(ruleSummary(rule)));

    const QString differences = ruleDifferences(rule);
    if (!differences.isEmpty())
        html += u"<h3>%1</h3><p>%2</p>"_s.arg(escaped(tr("How the rule sets differ")),
                                              escaped(differences));

    const QList<RuleReading> readings = ruleReadings(rule);
    if (!readings.isEmpty()) {
        html += u"<h3>%1</h3><p>%2</p><ol>"_s.arg(
            escaped(tr("Readings")),
            escaped(tr("The rules texts can be read more than one way here:")));
        for (const RuleReading &reading : readings) {
            if (reading.taken)
                html += u"<li><p>%1<br><b>%2</b></p></li>"_s.arg(
                    escaped(reading.text), escaped(tr("The program takes this reading.")));
            else
                html += u"<li><p>%1</p></li>"_s.arg(escaped(reading.text));
        }
        html += u"</ol>"_s;
    }

    // The sources, each with the user's own copy of its passage when there is one.
    RulesTextStore store(m_database);
    QString storeError;
    QSet<int> imported;
    for (const ImportedRulesText &document : store.importedDocuments(&storeError))
        imported.insert(int(document.seed));
    html += u"<h3>%1</h3>"_s.arg(escaped(tr("Sources")));
    QList<Seed> notImported; // in the order the passages name them
    for (const SeedLines &passage : identity.passages) {
        html += u"<p><b>%1</b></p>"_s.arg(escaped(passageSource(passage)));
        if (passage.seed == Seed::CardData)
            continue; // the cards' text, not a rules text: the Cards tab shows it when imported
        const QString document = seedTitle(passage.seed);
        if (!imported.contains(int(passage.seed))) {
            if (!notImported.contains(passage.seed))
                notImported.append(passage.seed);
            continue;
        }
        const QList<RulesTextLine> lines = store.passageLines(passage, &storeError);
        if (lines.isEmpty()) {
            html += u"<p style=\"color:%1\"><i>%2</i></p>"_s.arg(
                muted, escaped(tr("Your copy of the %1 does not have these lines.").arg(document)));
            continue;
        }
        html +=
            u"<p>%1</p><blockquote>"_s.arg(escaped(tr("From your copy of the %1:").arg(document)));
        for (const RulesTextLine &line : lines)
            html += u"<p>%1</p>"_s.arg(escaped(line.text));
        html += u"</blockquote>"_s;
    }
    for (const Seed seed : std::as_const(notImported))
        html += u"<p style=\"color:%1\"><i>%2</i></p>"_s.arg(
            muted, escaped(tr("Import your own copy of the %1 (File > Import Rules Text…) to read "
                              "its passages here.")
                               .arg(seedTitle(seed))));
    if (!storeError.isEmpty())
        html += u"<p style=\"color:%1\"><i>%2</i></p>"_s.arg(
            muted,
            escaped(tr("Your copies of the rules texts cannot be read: %1").arg(storeError)));

    m_scenarios = bundledScenarioCitations().citing(rule);
    html += u"<h3>%1</h3>"_s.arg(escaped(tr("Worked scenarios")));
    if (m_scenarios.isEmpty()) {
        html += u"<p style=\"color:%1\">%2</p>"_s.arg(
            muted, escaped(tr("No bundled scenario cites this rule.")));
    } else {
        const int count = int(m_scenarios.size());
        html += u"<p>%1</p>"_s.arg(escaped(
            count == 1 ? tr("One bundled scenario cites this rule. A click opens it in its tab.")
                       : tr("%n bundled scenarios cite this rule. A click opens one in its tab.",
                            nullptr, count)));
        if (rulesAreTranslated())
            html += u"<p style=\"color:%1\"><i>%2</i></p>"_s.arg(
                muted, escaped(tr("The scenarios describe themselves in English.")));
        html += u"<ul>"_s;
        for (int index = 0; index < m_scenarios.size(); ++index) {
            const ScenarioCitation &scenario = m_scenarios.at(index);
            const QString about =
                scenario.about.isEmpty() ? QFileInfo(scenario.path).baseName() : scenario.about;
            // The whole description is the link: a larger target than the kind's one word.
            html += u"<li><p>%1: <a href=\"%2\">%3</a></p></li>"_s.arg(
                escaped(scenarioKindName(scenario.kind)), scenarioLink(index).toString(),
                escaped(about));
        }
        html += u"</ul>"_s;
    }
    m_view->setHtml(html);
}

RulesWidget::ImportOutcome RulesWidget::importRulesTextFile(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {false, tr("Cannot read %1: %2").arg(shown, file.errorString())};
    // One byte more than a rules text may have, so a larger file is refused as too large.
    QString problem;
    bool tooLarge = false;
    const std::optional<QByteArray> bytes =
        readAtMost(file, RulesTextMaxBytes, &problem, &tooLarge);
    if (!bytes) {
        if (tooLarge)
            return {false, tr("%1 is too large to be a rules text (more than %2).")
                               .arg(shown, megabytesText(RulesTextMaxBytes))};
        return {false, tr("Cannot read %1: %2").arg(shown, file.errorString())};
    }
    RulesTextStore store(m_database);
    const RulesTextImport result = store.importRulesText(*bytes, QFileInfo(path).fileName());
    if (!result.isImported()) {
        const QString why = result.error.isEmpty()
                                ? rulesTextVerdictMessage(result.recognition)
                                : tr("Your database refused it: %1").arg(result.error);
        //: %1 is a file, %2 the reason it was not imported
        return {false, tr("%1 was not imported. %2").arg(shown, why)};
    }
    const Seed seed = result.recognition.seed.value_or(Seed::InwoRulebook);
    const int percent = int(std::floor(result.recognition.share() * 100.0 + 1e-9));
    //: %1 is a rules text ("INWO rulebook"), %2 the share of its lines found, a number
    QString message = tr("Recognised: %1, %2% of its lines.").arg(seedTitle(seed)).arg(percent);
    if (result.replaced)
        message += u' ' + tr("It replaces the copy you imported before.");
    message += u' ' + tr("Each rule now shows its passages from your copy.");
    render();
    emit statusMessage(message);
    return {true, message};
}

void RulesWidget::importRulesText()
{
    QSettings settings;
    QString folder = startFolder(settings.value(lastFolderKey).toString());
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import Your Copy of a Rules Text"), folder,
                                     tr("Text files (*.txt *.text *.md);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(lastFolderKey, QFileInfo(path).absolutePath());
    const ImportOutcome outcome = importRulesTextFile(path);
    if (outcome.imported)
        QMessageBox::information(this, tr("Import Rules Text"), outcome.message);
    else
        QMessageBox::warning(this, tr("Import Rules Text"), outcome.message);
}

bool RulesWidget::removeRulesText(Seed seed, QString *message)
{
    RulesTextStore store(m_database);
    QString error;
    if (!store.removeRulesText(seed, &error)) {
        if (message)
            *message =
                tr("Your copy of the %1 could not be removed: %2").arg(seedTitle(seed), error);
        return false;
    }
    const QString done = tr("Your copy of the %1 is removed.").arg(seedTitle(seed));
    if (message)
        *message = done;
    render();
    emit statusMessage(done);
    return true;
}

void RulesWidget::fillCopiesMenu()
{
    m_copiesMenu->clear();
    QString error;
    const QList<ImportedRulesText> documents = RulesTextStore(m_database).importedDocuments(&error);
    if (!error.isEmpty()) {
        m_copiesMenu->addAction(tr("Your copies cannot be read: %1").arg(error))->setEnabled(false);
        return;
    }
    if (documents.isEmpty()) {
        m_copiesMenu->addAction(tr("No rules text imported yet"))->setEnabled(false);
        return;
    }
    for (const ImportedRulesText &document : documents) {
        //: %1 is a rules text ("INWO rulebook"), %2 the file it was imported from
        QAction *remove = m_copiesMenu->addAction(
            tr("Remove Your Copy of the %1 (%2)").arg(seedTitle(document.seed), document.fileName),
            this, [this, seed = document.seed] {
                QString message;
                if (!removeRulesText(seed, &message))
                    QMessageBox::warning(this, tr("Remove Rules Text"), message);
            });
        remove->setObjectName(u"actionRemoveRulesText%1"_s.arg(rulesSeedCode(document.seed)));
        remove->setStatusTip(
            tr("Imported %1; %2 lines")
                .arg(QLocale().toString(document.importedAt.toLocalTime(), QLocale::ShortFormat))
                .arg(document.lineCount));
    }
}

bool RulesWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool down = key->key() == Qt::Key_Down;
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if ((down || enter) && key->modifiers() == Qt::NoModifier) {
            // Into the list, on the rule shown (the best match), or its first rule.
            QTreeWidgetItem *item = m_tree->currentItem();
            if (!item || item->isHidden()) {
                for (int top = 0; top < m_tree->topLevelItemCount() && !item; ++top) {
                    QTreeWidgetItem *topic = m_tree->topLevelItem(top);
                    for (int child = 0; child < topic->childCount(); ++child) {
                        if (!topic->child(child)->isHidden()) {
                            item = topic->child(child);
                            break;
                        }
                    }
                }
                if (item)
                    m_tree->setCurrentItem(item);
            }
            m_tree->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inwo
