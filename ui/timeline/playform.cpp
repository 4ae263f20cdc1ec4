#include "playform.h"

#include "adjudicator/cardnamecompleter.h"
#include "common/enumnames.h"
#include "table/tabletext.h"
#include "timeline/tableevents.h"
#include "timelinetext.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// What the "Made by" list holds: the rules alone, a Plot, or a group's action or ability.
const QString meansPlot = u"plot"_s;
const QString meansAction = u"action:"_s;
const QString meansAbility = u"ability:"_s;

QComboBox *combo(const QString &name, QWidget *parent)
{
    auto *result = new QComboBox(parent);
    result->setObjectName(name);
    result->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    result->setMinimumContentsLength(8);
    result->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return result;
}

QSpinBox *spin(const QString &name, int low, int high, QWidget *parent)
{
    auto *result = new QSpinBox(parent);
    result->setObjectName(name);
    result->setRange(low, high);
    return result;
}

// Fills `box` with (text, data) pairs, keeping the entry chosen when it is still there (else
// `fallback`'s, else the first).
void refill(QComboBox *box, const QList<std::pair<QString, QString>> &entries,
            const QString &fallback = {})
{
    const QString current = box->currentData().toString();
    const QSignalBlocker blocker(box);
    box->clear();
    for (const auto &[text, data] : entries)
        box->addItem(text, data);
    int index = box->findData(current);
    if (index < 0 || current.isEmpty())
        index = fallback.isEmpty() ? index : box->findData(fallback);
    box->setCurrentIndex(std::max(0, index));
}

} // namespace

PlayForm::PlayForm(QWidget *parent) : QWidget(parent)
{
    m_kind = combo(u"timelineKindCombo"_s, this);
    // The live game's table events are made in the Game tab.
    for (const PlayKind kind : allOf<PlayKind>()) {
        if (!isTableEvent(kind))
            m_kind->addItem(TimelineText::name(kind), int(kind));
    }
    m_kind->setMaxVisibleItems(m_kind->count());
    m_player = combo(u"timelinePlayerCombo"_s, this);

    m_means = combo(u"timelineMeansCombo"_s, this);
    m_means->setToolTip(tr("What makes the play: a Plot from the player's hand, a group's action "
                           "(it spends its token) or a special ability that needs no action"));
    m_plotName = new QLineEdit(this);
    m_plotName->setObjectName(u"timelinePlotName"_s);
    m_plotName->setPlaceholderText(tr("The Plot's name"));
    m_plotName->setClearButtonEnabled(true);
    m_plotFrom = combo(u"timelinePlotFrom"_s, this);
    m_plotFrom->setToolTip(tr("Where the Plot was in the player's hand"));
    m_plotFrom->setAccessibleName(m_plotFrom->toolTip());
    m_plotFrom->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_plotFrom->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_cardFrom = combo(u"timelineCardFrom"_s, this);
    m_cardFrom->setToolTip(tr("Where the card was in the player's hand"));
    m_cardFrom->setAccessibleName(m_cardFrom->toolTip());
    m_cardFrom->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_cardFrom->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    for (const PlotSource source : allOf<PlotSource>()) {
        m_plotFrom->addItem(TimelineText::name(source), int(source));
        m_cardFrom->addItem(TimelineText::name(source), int(source));
    }
    m_poweredBy = combo(u"timelinePoweredBy"_s, this);
    m_poweredBy->setToolTip(tr("A group whose Action token powers the Plot (it spends it)"));
    m_with = combo(u"timelineWithCombo"_s, this);
    m_with->setToolTip(tr("The play this one is made as part of: a Plot for an attack goes with "
                          "its side's attack, aid, defend or agents play, and follows its fate"));

    m_attacker = combo(u"timelineAttackerCombo"_s, this);
    m_attackKind = combo(u"timelineAttackKindCombo"_s, this);
    for (const AttackKind kind : allOf<AttackKind>())
        m_attackKind->addItem(TableText::shortName(kind), int(kind));
    m_target = combo(u"timelineTargetCombo"_s, this);
    m_target->setToolTip(tr("A card of the table, or a Group card of a hand"));
    m_secondAttempt = new QCheckBox(tr("&Second attempt"), this);
    m_secondAttempt->setObjectName(u"timelineSecondAttempt"_s);
    m_secondAttempt->setToolTip(tr("The target is in the attacker's hand and an attempt on it "
                                   "already failed this turn (R91)"));
    m_disaster = new QCheckBox(tr("Di&saster"), this);
    m_disaster->setObjectName(u"timelineDisaster"_s);
    m_disaster->setToolTip(tr("A Disaster: its target loses a token at once (R58)"));

    m_attackPlay = combo(u"timelineAttackPlayCombo"_s, this);
    m_group = combo(u"timelineGroupCombo"_s, this);
    m_cardName = new QLineEdit(this);
    m_cardName->setObjectName(u"timelineCardName"_s);
    m_cardName->setClearButtonEnabled(true);
    m_side = combo(u"timelineSideCombo"_s, this);
    for (const AttackSide side : {AttackSide::Attack, AttackSide::Defence})
        m_side->addItem(TimelineText::name(side), int(side));
    m_earlier = combo(u"timelineEarlierCombo"_s, this);
    m_token = combo(u"timelineTokenCombo"_s, this);
    m_token->setToolTip(tr("When several actions power the cancelled Plot: the one cancelled"));
    m_gainLose = combo(u"timelineGainLoseCombo"_s, this);
    m_gainLose->addItem(tr("gains"), true);
    m_gainLose->addItem(tr("loses"), false);
    m_gainLose->setMinimumContentsLength(5);
    m_alignment = combo(u"timelineAlignmentCombo"_s, this);
    for (const Alignment alignment : allOf<Alignment>()) {
        if (alignment != Alignment::Communist && alignment != Alignment::Socialist)
            m_alignment->addItem(EnumNames::name(alignment), int(alignment));
    }
    m_lasting = combo(u"timelineLastingCombo"_s, this);
    for (const auto lasting : {CardChange::Lasting::ThisTurn, CardChange::Lasting::Permanent})
        m_lasting->addItem(TimelineText::name(lasting), int(lasting));
    m_die1 = spin(u"timelineDie1"_s, 1, 6, this);
    m_die2 = spin(u"timelineDie2"_s, 1, 6, this);
    m_die1->setToolTip(tr("The first die"));
    m_die2->setToolTip(tr("The second die"));
    m_die1->setAccessibleName(tr("The first die"));
    m_die2->setAccessibleName(tr("The second die"));
    m_outcome = combo(u"timelineOutcomeCombo"_s, this);
    m_outcome->addItem(tr("success"), true);
    m_outcome->addItem(tr("failure"), false);
    m_outcome->setToolTip(tr("What came of the roll, as the table saw it"));
    m_change = spin(u"timelineChangeSpin"_s, -12, 12, this);
    m_change->setValue(1);
    m_change->setToolTip(tr("How much the card or ability changes the roll"));
    m_value = spin(u"timelineValueSpin"_s, 0, 100, this);
    m_value->setSpecialValueText(tr("for the referee"));
    m_value->setToolTip(tr("What the Plot or ability adds to its side of the attack (a +10 "
                           "Plot: 10); leave it for the referee when it adds nothing to count"));
    m_suspends = combo(u"timelineSuspendsCombo"_s, this);
    for (const Suspended what : allOf<Suspended>())
        m_suspends->addItem(TimelineText::name(what), int(what));
    m_suspends->setToolTip(tr("What the card sets aside for this attack"));
    m_lookAt = combo(u"timelineLookAtCombo"_s, this);
    m_lookWhat = combo(u"timelineLookWhatCombo"_s, this);
    for (const LookAt what : allOf<LookAt>())
        m_lookWhat->addItem(TimelineText::name(what), int(what));
    m_master = combo(u"timelineMasterCombo"_s, this);
    m_arrow = spin(u"timelineArrowSpin"_s, 1, 4, this);
    m_arrow->setPrefix(tr("arrow "));
    m_arrow->setAccessibleName(tr("Arrow of the master"));
    m_arrow->setToolTip(tr("Which of the master's outgoing arrows, the first being 1"));
    m_to = combo(u"timelineToCombo"_s, this);
    m_token1 = combo(u"timelineBuyToken1"_s, this);
    m_token2 = combo(u"timelineBuyToken2"_s, this);
    m_token1->setToolTip(tr("A group whose token buys Plots: one Illuminati token or two other "
                            "tokens a Plot"));
    m_token2->setToolTip(m_token1->toolTip());

    m_add = new QPushButton(tr("Add Pla&y"), this);
    m_add->setObjectName(u"timelineAddPlayButton"_s);
    m_add->setAutoDefault(false);
    m_add->setToolTip(tr("Add the play after the others (Enter in a name field)"));

    // The Alt keys of the form (K, P, M, O, I, N, G, S, Y) leave alone those of the menus (F,
    // E, T, V, H), the tabs (C, D, A, B, L) and the list's buttons (U, W, R, J); the fields of
    // one kind never share one.
    m_meansRow = addRow(tr("&Made by:"), {m_means});
    m_plotRow = addRow(tr("Pl&ot:"), {m_plotName, m_plotFrom, m_poweredBy}, true);
    m_withRow = addRow(tr("W&ith:"), {m_with});
    m_attackerRow = addRow(tr("Attacki&ng group:"), {m_attacker});
    m_attackKindRow = addRow(tr("Attack k&ind:"), {m_attackKind});
    m_targetRow = addRow(tr("Tar&get:"), {m_target, m_secondAttempt, m_disaster}, true);
    m_attackPlayRow = addRow(tr("&In attack:"), {m_attackPlay});
    m_groupRow = addRow(tr("&Group:"), {m_group});
    m_cardRow = addRow(tr("Age&nts card:"), {m_cardName, m_cardFrom});
    m_sideRow = addRow(tr("&Side:"), {m_side});
    m_earlierRow = addRow(tr("Cancel&s:"), {m_earlier});
    m_tokenRow = addRow(tr("Toke&n:"), {m_token});
    m_alignmentRow = addRow(tr("Gai&n or lose:"), {m_gainLose, m_alignment});
    m_lastingRow = addRow(tr("La&sting:"), {m_lasting});
    m_diceRow = addRow(tr("R&oll:"), {m_die1, m_die2});
    m_outcomeRow = addRow(tr("Outco&me:"), {m_outcome});
    m_changeRow = addRow(tr("Cha&nge:"), {m_change});
    m_lookRow = addRow(tr("Whose ha&nd or deck:"), {m_lookAt, m_lookWhat});
    m_masterRow = addRow(tr("Ma&ster:"), {m_master, m_arrow});
    m_toRow = addRow(tr("Give&n to:"), {m_to});
    m_tokensRow = addRow(tr("Toke&ns:"), {m_token1, m_token2});
    m_valueRow = addRow(tr("Adds to its &side:"), {m_value});
    m_suspendsRow = addRow(tr("Sets a&side:"), {m_suspends});
    m_rows = {&m_valueRow,    &m_suspendsRow,   &m_meansRow,   &m_plotRow,       &m_withRow,
              &m_attackerRow, &m_attackKindRow, &m_targetRow,  &m_attackPlayRow, &m_groupRow,
              &m_cardRow,     &m_sideRow,       &m_earlierRow, &m_tokenRow,      &m_alignmentRow,
              &m_lastingRow,  &m_diceRow,       &m_outcomeRow, &m_changeRow,     &m_lookRow,
              &m_masterRow,   &m_toRow,         &m_tokensRow};

    auto *kindLabel = new QLabel(tr("&Kind:"), this);
    kindLabel->setBuddy(m_kind);
    auto *playerLabel = new QLabel(tr("&Player:"), this);
    playerLabel->setBuddy(m_player);

    auto *top = new QGridLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(kindLabel, 0, 0);
    top->addWidget(m_kind, 0, 1);
    top->addWidget(playerLabel, 0, 2);
    top->addWidget(m_player, 0, 3);
    top->setColumnStretch(1, 1);
    top->setColumnStretch(3, 1);
    m_grid = new QGridLayout;
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_add);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(m_grid);
    layout->addStretch(1);
    layout->addLayout(buttons);
    // The two columns of the fields line up with Kind and Player.
    for (QGridLayout *grid : {top, m_grid}) {
        grid->setHorizontalSpacing(6);
        grid->setColumnMinimumWidth(2, 0);
    }

    connect(m_kind, &QComboBox::currentIndexChanged, this, &PlayForm::kindChanged);
    connect(m_player, &QComboBox::currentIndexChanged, this, &PlayForm::playerChanged);
    connect(m_attackKind, &QComboBox::currentIndexChanged, this, &PlayForm::attackKindChanged);
    connect(m_means, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            relayout();
    });
    connect(m_lookWhat, &QComboBox::currentIndexChanged, this, [this] {
        // Go Fish is played with a player, not on his hand.
        m_lookAt->setToolTip(m_lookWhat->currentData().toInt() == int(LookAt::GoFish)
                                 ? tr("The player asked")
                                 : tr("The player whose hand or deck is looked at"));
    });
    connect(m_add, &QPushButton::clicked, this, &PlayForm::addRequested);
    for (QLineEdit *field : {m_plotName, m_cardName}) {
        connect(field, &QLineEdit::returnPressed, this, [this, field] {
            // The Enter that takes a name from the open completion list only takes it: the
            // play is added by the next one, once its other fields are chosen.
            const QCompleter *completer = field->completer();
            if (completer && completer->popup()->isVisible())
                return;
            if (!field->text().trimmed().isEmpty())
                emit addRequested();
        });
    }
    kindChanged();
}

PlayForm::Row PlayForm::addRow(const QString &label, const QList<QWidget *> &widgets, bool wide)
{
    Row row;
    row.wide = wide;
    row.field = new QWidget(this);
    auto *layout = new QHBoxLayout(row.field);
    layout->setContentsMargins(0, 0, 0, 0);
    bool stretches = false;
    for (QWidget *widget : widgets) {
        widget->setParent(row.field);
        // A name takes the most room, a list beside it a little less; a number and a tick box
        // what they need.
        const int stretch = qobject_cast<QLineEdit *>(widget)   ? 3
                            : qobject_cast<QComboBox *>(widget) ? 2
                                                                : 0;
        layout->addWidget(widget, stretch);
        stretches = stretches || stretch > 0;
    }
    if (!stretches)
        layout->addStretch(1);
    row.label = new QLabel(label, this);
    row.label->setBuddy(widgets.first());
    // The label is not the field's sibling (the field sits in the row's widget), so a screen
    // reader would not find it: the first widget is named as the label says.
    if (widgets.first()->accessibleName().isEmpty())
        widgets.first()->setAccessibleName(QString(label).remove(u'&'));
    row.label->hide();
    row.field->hide();
    return row;
}

void PlayForm::setNameModels(QAbstractItemModel *plots, QAbstractItemModel *groups,
                             QAbstractItemModel *nwos)
{
    m_plotNames = plots;
    m_groupNames = groups;
    m_nwoNames = nwos;
    m_plotName->setCompleter(new CardNameCompleter(plots, m_plotName));
    kindChanged();
}

PlayKind PlayForm::kind() const
{
    return PlayKind(m_kind->currentData().toInt());
}

void PlayForm::setKind(PlayKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

QString PlayForm::player() const
{
    return m_player->currentData().toString();
}

void PlayForm::setPlayer(const QString &player)
{
    const int index = m_player->findData(player);
    if (index >= 0)
        m_player->setCurrentIndex(index);
}

void PlayForm::setTimeline(const Timeline &timeline)
{
    m_timeline = timeline;
    fillPlayers();
    fillCards();
    fillMeans();
    fillPlays();
    relayout();
}

void PlayForm::fillPlayers()
{
    QList<std::pair<QString, QString>> players;
    for (const TablePlayer &player : m_timeline.position.players)
        players.append({player.name, player.name});
    const QString turn = m_timeline.position.turnOf;
    refill(m_player, players, turn);
    refill(m_lookAt, players);
    fillRecipients();
}

void PlayForm::fillRecipients()
{
    // A Plot is given to another player; a group moved may go to nobody else.
    const bool give = kind() == PlayKind::Give;
    QList<std::pair<QString, QString>> to;
    if (!give)
        to.append({tr("\u2014 nobody \u2014"), QString()});
    for (const TablePlayer &player : m_timeline.position.players) {
        if (!give || player.name != this->player())
            to.append({player.name, player.name});
    }
    refill(m_to, to);
}

void PlayForm::fillCards()
{
    const Position &position = m_timeline.position;
    const QString player = this->player();
    // Each list in seating order, the player's own cards first.
    QList<const TablePlayer *> order;
    for (const TablePlayer &seated : position.players) {
        if (seated.name == player)
            order.prepend(&seated);
        else
            order.append(&seated);
    }
    using Entries = QList<std::pair<QString, QString>>;
    const auto entry = [](const TableCard &card, const QString &owner) {
        return std::pair<QString, QString>{
            owner.isEmpty() ? card.card : tr("%1 (%2)").arg(card.card, owner), card.id.value};
    };
    Entries structure;  // Illuminati and groups: who can act, aid, defend, hold
    Entries tableCards; // every card of the table
    Entries hands;      // Group cards in hands
    Entries resources;
    for (const TablePlayer *seated : std::as_const(order)) {
        structure.append(entry(seated->illuminati, seated->name));
        for (const TableCard &group : seated->groups)
            structure.append(entry(group, seated->name));
        for (const TableCard &resource : seated->resources)
            resources.append(entry(resource, seated->name));
        for (const TableCard &card : seated->hand)
            hands.append(entry(card, tr("%1's hand").arg(seated->name)));
    }
    Entries uncontrolled;
    for (const TableCard &card : position.uncontrolled)
        uncontrolled.append(entry(card, tr("uncontrolled")));
    tableCards = structure + resources + uncontrolled;

    const std::pair<QString, QString> none{tr("\u2014 none \u2014"), QString()};
    // The attacking player's own groups attack, his Illuminati last.
    Entries attackers;
    if (const TablePlayer *own = position.player(player)) {
        for (const TableCard &group : own->groups)
            attackers.append(entry(group, own->name));
        attackers.append(entry(own->illuminati, own->name));
    }
    refill(m_attacker, attackers);
    // A rival's card first: the player's own come last for a target. Illuminati are never one.
    Entries targets;
    for (const bool own : {false, true}) {
        for (const auto &card : std::as_const(tableCards)) {
            QString owner;
            const TableCard *onTable = position.card(InstanceId{card.second}, &owner);
            if ((owner == player) == own && onTable && onTable->type != CardType::Illuminati)
                targets.append(card);
        }
    }
    refill(m_target, targets + hands);
    // A group never attacks itself: the player's own group kept as the target when the player
    // changed ("Texas attacks Texas") gives way to the first other one.
    if (m_target->currentData() == m_attacker->currentData()) {
        const QSignalBlocker blocker(m_target);
        for (int index = 0; index < m_target->count(); ++index) {
            if (m_target->itemData(index) != m_attacker->currentData()) {
                m_target->setCurrentIndex(index);
                break;
            }
        }
    }
    refill(m_poweredBy, Entries{{tr("no token powers it"), QString()}} + structure);
    const PlayKind kind = this->kind();
    if (kind == PlayKind::Change)
        refill(m_group, tableCards);
    else if (kind == PlayKind::Takeover)
        refill(m_group, hands);
    else if (kind == PlayKind::Link)
        refill(m_group, resources);
    else
        refill(m_group, structure);
    refill(m_master, kind == PlayKind::Takeover ? Entries{none} + structure : structure);
    refill(m_token, Entries{none} + structure);
    refill(m_token1, structure);
    refill(m_token2, Entries{none} + structure);
}

bool PlayForm::showsMeans(PlayKind kind) const
{
    // A plot is always made by its Plot, an attack by its attacker unless it is an instant.
    const MeansUse use = meansUseOf(kind);
    return kind != PlayKind::Plot && kind != PlayKind::Attack && use != MeansUse::None;
}

void PlayForm::fillMeans()
{
    const PlayKind kind = this->kind();
    QList<std::pair<QString, QString>> means;
    if (kind == PlayKind::Takeover || kind == PlayKind::Transfer)
        means.append({tr("the rules (no card)"), QString()});
    if (kind != PlayKind::Action && kind != PlayKind::Ability)
        means.append({tr("a Plot"), meansPlot});
    const TablePlayer *player = m_timeline.position.player(this->player());
    if (player) {
        QList<const TableCard *> groups{&player->illuminati};
        for (const TableCard &group : player->groups)
            groups.append(&group);
        if (kind != PlayKind::Ability) {
            for (const TableCard *group : std::as_const(groups))
                means.append(
                    {tr("the action of %1").arg(group->card), meansAction + group->id.value});
        }
        if (kind == PlayKind::Ability || kind == PlayKind::Cancel) {
            for (const TableCard *group : std::as_const(groups))
                means.append(
                    {tr("the ability of %1").arg(group->card), meansAbility + group->id.value});
        }
    }
    m_filling = true;
    refill(m_means, means);
    m_filling = false;
}

void PlayForm::fillPlays()
{
    const Position &position = m_timeline.position;
    QList<std::pair<QString, QString>> attacks;
    QList<std::pair<QString, QString>> all;
    for (const Play &play : m_timeline.plays) {
        const QString text = TimelineText::label(play, position);
        all.append({text, play.id});
        if (play.kind == PlayKind::Attack)
            attacks.append({text, play.id});
    }
    // The latest first: a play is most often about the one just made.
    std::reverse(attacks.begin(), attacks.end());
    std::reverse(all.begin(), all.end());
    const QString lastAttack = attacks.isEmpty() ? QString() : attacks.first().second;
    refill(m_attackPlay, attacks, lastAttack);
    refill(m_earlier, all);
    // Once a play is added, a cancel is most often of that one: the latest comes first.
    if (m_timeline.plays.size() != m_playsSeen)
        m_earlier->setCurrentIndex(0);
    m_playsSeen = m_timeline.plays.size();
    refill(m_with, QList<std::pair<QString, QString>>{{tr("\u2014 none \u2014"), QString()}} + all);
}

void PlayForm::playerChanged()
{
    if (m_filling)
        return;
    // The group is the new player's: his first, not the one chosen for the player before.
    {
        const QSignalBlocker blocker(m_group);
        m_group->setCurrentIndex(-1);
    }
    fillCards();
    fillMeans();
    fillRecipients();
    relayout();
}

void PlayForm::kindChanged()
{
    const PlayKind kind = this->kind();
    // The same fields mean other things for other kinds: the words (and their Alt keys) follow.
    m_groupRow.label->setText(kind == PlayKind::Link ? tr("Re&source:") : tr("&Group:"));
    m_masterRow.label->setText(kind == PlayKind::Link ? tr("To &group:") : tr("Ma&ster:"));
    m_earlierRow.label->setText(kind == PlayKind::Salvage ? tr("&Salvages:") : tr("Cancel&s:"));
    m_earlierRow.field->setToolTip(kind == PlayKind::Salvage
                                       ? tr("The earlier play whose Plot is salvaged")
                                       : tr("The earlier play this one cancels"));
    const bool nwo = kind == PlayKind::Nwo || kind == PlayKind::Negate;
    m_cardRow.label->setText(kind == PlayKind::Agents ? tr("Age&nts card:")
                             : nwo                    ? tr("&NWO:")
                                                      : tr("Pl&ot:"));
    QAbstractItemModel *names = kind == PlayKind::Agents ? m_groupNames
                                : nwo                    ? m_nwoNames
                                                         : m_plotNames;
    if (names && names != m_cardNamesShown) {
        delete m_cardName->completer();
        m_cardName->setCompleter(new CardNameCompleter(names, m_cardName));
        m_cardNamesShown = names;
    }
    m_cardName->setPlaceholderText(kind == PlayKind::Agents ? tr("A Group card's name")
                                   : nwo                    ? tr("An NWO's name")
                                                            : tr("The Plot's name, if shown"));
    m_cardFrom->setVisible(kind != PlayKind::Negate);
    // A hidden Plot may be discarded or given unnamed; an exposed one is named.
    {
        const QSignalBlocker blocker(m_cardFrom);
        const bool salvagedAllowed = kind == PlayKind::Nwo;
        const int salvaged = m_cardFrom->findData(int(PlotSource::Salvaged));
        if (!salvagedAllowed && salvaged >= 0)
            m_cardFrom->removeItem(salvaged);
        else if (salvagedAllowed && salvaged < 0)
            m_cardFrom->addItem(TimelineText::name(PlotSource::Salvaged),
                                int(PlotSource::Salvaged));
    }
    m_to->setToolTip(kind == PlayKind::Give ? tr("The player who gets the Plot")
                                            : tr("The player who gets the group, when it is "
                                                 "given away"));
    m_master->setToolTip(kind == PlayKind::Link ? tr("The group the Resource is linked to")
                                                : tr("The group it goes under"));
    fillCards();
    fillMeans();
    fillRecipients();
    relayout();
}

void PlayForm::attackKindChanged()
{
    relayout();
}

QList<const PlayForm::Row *> PlayForm::rowsOf(PlayKind kind) const
{
    const bool plotMeans =
        showsMeans(kind) ? m_means->currentData().toString() == meansPlot : kind == PlayKind::Plot;
    QList<const Row *> rows;
    const auto means = [&] {
        if (showsMeans(kind))
            rows.append(&m_meansRow);
        if (plotMeans)
            rows.append(&m_plotRow);
    };
    switch (kind) {
    case PlayKind::Attack:
        if (m_attackKind->currentData().toInt() == int(AttackKind::Instant))
            rows << &m_plotRow;
        else
            rows << &m_attackerRow;
        rows << &m_attackKindRow << &m_targetRow;
        break;
    case PlayKind::Aid:
    case PlayKind::Defend:
        rows << &m_attackPlayRow << &m_groupRow;
        break;
    case PlayKind::Agents:
        rows << &m_attackPlayRow << &m_sideRow << &m_cardRow;
        break;
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
        means();
        rows << &m_withRow << &m_valueRow;
        break;
    case PlayKind::Cancel:
        means();
        rows << &m_earlierRow << &m_tokenRow;
        break;
    case PlayKind::Change:
        means();
        rows << &m_withRow << &m_groupRow << &m_alignmentRow << &m_lastingRow;
        break;
    case PlayKind::Roll:
        rows << &m_attackPlayRow << &m_diceRow << &m_outcomeRow;
        break;
    case PlayKind::DieChange:
        means();
        rows << &m_attackPlayRow << &m_changeRow;
        break;
    case PlayKind::Nwo:
        rows << &m_cardRow;
        break;
    case PlayKind::Look:
        means();
        rows << &m_lookRow;
        break;
    case PlayKind::Takeover:
        means();
        rows << &m_groupRow << &m_masterRow;
        break;
    case PlayKind::Transfer:
        means();
        rows << &m_groupRow << &m_masterRow << &m_toRow;
        break;
    case PlayKind::Link:
        rows << &m_groupRow << &m_masterRow;
        break;
    case PlayKind::Privilege:
        means();
        rows << &m_attackPlayRow;
        break;
    case PlayKind::Salvage:
        means();
        rows << &m_earlierRow;
        break;
    case PlayKind::BuyPlots:
        rows << &m_tokensRow;
        break;
    case PlayKind::Discard:
        rows << &m_cardRow;
        break;
    case PlayKind::Draw:
    case PlayKind::Expose:
    case PlayKind::Capture:
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
    case PlayKind::Money:
    case PlayKind::Income:
    case PlayKind::Deal:
    case PlayKind::Eliminate:
    case PlayKind::Claim:
    case PlayKind::Phase:
    case PlayKind::Correct:
        break; // the Game tab's
    case PlayKind::Give:
        rows << &m_cardRow << &m_toRow;
        break;
    case PlayKind::CallOff:
        rows << &m_attackPlayRow;
        break;
    case PlayKind::Fail:
        means();
        rows << &m_attackPlayRow;
        break;
    case PlayKind::Negate:
        means();
        rows << &m_cardRow;
        break;
    case PlayKind::Suspend:
        means();
        rows << &m_attackPlayRow << &m_suspendsRow;
        break;
    case PlayKind::Knock:
    case PlayKind::Turn:
        break;
    }
    return rows;
}

void PlayForm::relayout()
{
    const PlayKind kind = this->kind();
    const QList<const Row *> rows = rowsOf(kind);
    for (const Row *row : std::as_const(m_rows)) {
        m_grid->removeWidget(row->label);
        m_grid->removeWidget(row->field);
    }
    // Two fields to a line, in the order of the list; a wide one takes a line of its own.
    int line = 0;
    int column = 0;
    for (const Row *row : rows) {
        if (row->wide && column != 0) {
            ++line;
            column = 0;
        }
        m_grid->addWidget(row->label, line, column * 2);
        if (row->wide) {
            m_grid->addWidget(row->field, line, 1, 1, 3);
            ++line;
            continue;
        }
        m_grid->addWidget(row->field, line, column * 2 + 1);
        if (++column == 2) {
            column = 0;
            ++line;
        }
    }
    for (const Row *row : std::as_const(m_rows)) {
        const bool shown = rows.contains(row);
        row->label->setVisible(shown);
        row->field->setVisible(shown);
    }
    // Within a line: what the kind needs.
    const bool instant = m_attackKind->currentData().toInt() == int(AttackKind::Instant);
    m_secondAttempt->setVisible(!instant);
    m_disaster->setVisible(instant);
    m_cardFrom->setVisible(kind != PlayKind::Agents);
    m_arrow->setVisible(kind != PlayKind::Link);
}

QList<QWidget *> PlayForm::focusChain() const
{
    QList<QWidget *> chain{m_kind, m_player};
    for (const Row *row : std::as_const(m_rows)) {
        for (QWidget *child : row->field->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (child->focusPolicy() & Qt::TabFocus)
                chain.append(child);
        }
    }
    chain.append(m_add);
    return chain;
}

void PlayForm::clearNames()
{
    // A completion list still open (Alt+Y pressed while it showed) would cover the fields below.
    for (const QLineEdit *field : {m_plotName, m_cardName}) {
        if (const QCompleter *completer = field->completer())
            completer->popup()->hide();
    }
    m_plotName->clear();
    m_cardName->clear();
    // Once more after the completer has written the name it was picked by.
    QMetaObject::invokeMethod(m_plotName, &QLineEdit::clear, Qt::QueuedConnection);
    QMetaObject::invokeMethod(m_cardName, &QLineEdit::clear, Qt::QueuedConnection);
}

std::optional<Play> PlayForm::play(QString *error) const
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // A list with nothing to choose: say which.
    const auto chosen = [](const QComboBox *box) {
        return box->currentIndex() >= 0 && !box->currentData().toString().isEmpty();
    };
    const auto missing = [&fail](const Row &row) {
        QString label = row.label->text();
        label.remove(u'&');
        if (label.endsWith(u':'))
            label.chop(1);
        return fail(tr("Nothing to choose for \u201c%1\u201d yet.").arg(label));
    };
    if (m_timeline.position.players.isEmpty())
        return fail(tr("Start a timeline from a table first."));
    Play play;
    play.kind = kind();
    play.player = player();
    if (play.player.isEmpty())
        return fail(tr("Choose the player who makes the play."));
    const QList<const Row *> rows = rowsOf(play.kind);
    const auto shows = [&rows](const Row &row) {
        return rows.contains(&row);
    };

    // What makes it.
    if (shows(m_plotRow)) {
        play.by.kind = PlayMeans::Kind::Plot;
        play.by.plot = m_plotName->text().trimmed();
        if (play.by.plot.isEmpty())
            return fail(tr("Write the name of the Plot."));
        play.by.from = PlotSource(m_plotFrom->currentData().toInt());
        const QString powering = m_poweredBy->currentData().toString();
        if (!powering.isEmpty())
            play.by.poweredBy.append(InstanceId{powering});
    } else if (shows(m_meansRow)) {
        const QString means = m_means->currentData().toString();
        if (means.startsWith(meansAction)) {
            play.by.kind = PlayMeans::Kind::Action;
            play.by.group = InstanceId{means.mid(meansAction.size())};
        } else if (means.startsWith(meansAbility)) {
            play.by.kind = PlayMeans::Kind::Ability;
            play.by.group = InstanceId{means.mid(meansAbility.size())};
        } else if (m_means->count() == 0) {
            return missing(m_meansRow);
        }
    }
    if (shows(m_withRow))
        play.with = m_with->currentData().toString();

    switch (play.kind) {
    case PlayKind::Attack:
        play.attack = AttackKind(m_attackKind->currentData().toInt());
        if (play.attack != AttackKind::Instant) {
            if (!chosen(m_attacker))
                return missing(m_attackerRow);
            play.attacker = InstanceId{m_attacker->currentData().toString()};
            play.secondAttempt = m_secondAttempt->isChecked();
        } else {
            play.disaster = m_disaster->isChecked();
        }
        if (!chosen(m_target))
            return missing(m_targetRow);
        play.target = InstanceId{m_target->currentData().toString()};
        break;
    case PlayKind::Aid:
    case PlayKind::Defend:
    case PlayKind::Agents:
    case PlayKind::Roll:
    case PlayKind::DieChange:
    case PlayKind::Privilege:
    case PlayKind::CallOff:
    case PlayKind::Fail:
    case PlayKind::Suspend:
        if (!chosen(m_attackPlay))
            return missing(m_attackPlayRow);
        play.attackPlay = m_attackPlay->currentData().toString();
        break;
    default:
        break;
    }

    switch (play.kind) {
    case PlayKind::Aid:
    case PlayKind::Defend:
    case PlayKind::Change:
    case PlayKind::Takeover:
    case PlayKind::Transfer:
    case PlayKind::Link:
        if (!chosen(m_group))
            return missing(m_groupRow);
        play.group = InstanceId{m_group->currentData().toString()};
        play.side = play.kind == PlayKind::Defend ? AttackSide::Defence : AttackSide::Attack;
        break;
    default:
        break;
    }

    switch (play.kind) {
    case PlayKind::Agents:
        play.side = AttackSide(m_side->currentData().toInt());
        play.card = m_cardName->text().trimmed();
        if (play.card.isEmpty())
            return fail(tr("Write the name of the agents card."));
        break;
    case PlayKind::Cancel:
    case PlayKind::Salvage:
        if (!chosen(m_earlier))
            return missing(m_earlierRow);
        (play.kind == PlayKind::Cancel ? play.cancels : play.salvages) =
            m_earlier->currentData().toString();
        if (play.kind == PlayKind::Cancel)
            play.token = InstanceId{m_token->currentData().toString()};
        break;
    case PlayKind::Change: {
        const auto alignment = Alignment(m_alignment->currentData().toInt());
        if (m_gainLose->currentData().toBool())
            play.gain = alignment;
        else
            play.lose = alignment;
        play.lasting = CardChange::Lasting(m_lasting->currentData().toInt());
        break;
    }
    case PlayKind::Roll:
        play.dice[0] = m_die1->value();
        play.dice[1] = m_die2->value();
        play.success = m_outcome->currentData().toBool();
        break;
    case PlayKind::DieChange:
        play.change = m_change->value();
        if (play.change == 0)
            return fail(tr("A die change of 0 changes nothing."));
        break;
    case PlayKind::Nwo:
    case PlayKind::Discard:
    case PlayKind::Give:
        play.card = m_cardName->text().trimmed();
        play.from = PlotSource(m_cardFrom->currentData().toInt());
        if (play.card.isEmpty() && (play.kind == PlayKind::Nwo || play.from != PlotSource::Hidden))
            return fail(play.kind == PlayKind::Nwo ? tr("Write the name of the NWO.")
                                                   : tr("Write the name of the exposed Plot."));
        if (play.kind == PlayKind::Give) {
            play.to = m_to->currentData().toString();
            if (play.to.isEmpty())
                return fail(tr("Choose the player who gets the Plot."));
        }
        break;
    case PlayKind::Look:
        play.at = m_lookAt->currentData().toString();
        play.what = LookAt(m_lookWhat->currentData().toInt());
        if (play.at.isEmpty())
            return missing(m_lookRow);
        break;
    case PlayKind::Takeover:
    case PlayKind::Transfer:
        play.master = InstanceId{m_master->currentData().toString()};
        play.arrow = play.master.isEmpty() ? 0 : m_arrow->value() - 1;
        if (play.kind == PlayKind::Transfer) {
            if (play.master.isEmpty())
                return missing(m_masterRow);
            play.to = m_to->currentData().toString();
        }
        break;
    case PlayKind::Link:
        if (!chosen(m_master))
            return missing(m_masterRow);
        play.master = InstanceId{m_master->currentData().toString()};
        break;
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
        if (m_value->value() > 0) {
            if (play.with.isEmpty())
                return fail(tr("A Plot that adds to an attack goes with it: choose the play."));
            play.value = m_value->value();
        }
        break;
    case PlayKind::Negate:
        play.card = m_cardName->text().trimmed();
        if (play.card.isEmpty())
            return fail(tr("Write the name of the NWO it negates."));
        break;
    case PlayKind::Suspend:
        play.suspends = Suspended(m_suspends->currentData().toInt());
        break;
    case PlayKind::BuyPlots:
        for (const QComboBox *token : {m_token1, m_token2}) {
            const QString id = token->currentData().toString();
            if (!id.isEmpty() && !play.tokens.contains(InstanceId{id}))
                play.tokens.append(InstanceId{id});
        }
        if (play.tokens.isEmpty())
            return missing(m_tokensRow);
        break;
    default:
        break;
    }
    return play;
}

} // namespace inwo
