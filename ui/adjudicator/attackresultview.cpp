#include "attackresultview.h"

#include "attackbreakdownmodel.h"
#include "common/barchartwidget.h"
#include "common/colours.h"
#include "elidingheaderview.h"
#include "participantstatus.h"
#include "rules/rulesetprofile.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

// The distinct strengths of the cases, in order: "4 or 8".
QString strengthsOf(const AttackResult &result)
{
    QList<int> strengths;
    for (const AttackOutcome &outcome : result.outcomes) {
        if (!strengths.contains(outcome.strength))
            strengths.append(outcome.strength);
    }
    std::sort(strengths.begin(), strengths.end());
    QStringList words;
    for (const int strength : strengths)
        words.append(QString::number(strength));
    if (words.size() <= 1)
        return words.value(0);
    const QString last = words.takeLast();
    return AttackResultView::tr("%1 or %2").arg(words.join(u", "_s), last);
}

} // namespace

AttackResultView::AttackResultView(QWidget *parent) : QWidget(parent)
{
    m_strength = new QLabel(this);
    m_strength->setObjectName(u"strengthLabel"_s);
    m_strength->setTextFormat(Qt::PlainText);
    m_strength->setWordWrap(true);
    m_strength->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_strength->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.6);
    else
        big.setPixelSize(big.pixelSize() * 8 / 5);
    m_strength->setFont(big);

    m_banner = new QLabel(this);
    m_banner->setObjectName(u"legalityBanner"_s);
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    followPalette(m_banner, [this] { setBannerTone(m_bannerTone); });

    m_breakdownModel = new AttackBreakdownModel(this);
    m_breakdown = new QTableView(this);
    m_breakdown->setObjectName(u"breakdownTable"_s);
    m_breakdown->setAccessibleName(tr("Breakdown of the attack"));
    m_breakdown->setHorizontalHeader(new ElidingHeaderView(Qt::Horizontal, m_breakdown));
    m_breakdown->setProperty("inwoHelp", u"adjudicator.md#the-breakdown-and-its-sources"_s); // F1
    m_breakdown->setModel(m_breakdownModel);
    m_breakdown->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_breakdown->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_breakdown->setWordWrap(true);
    m_breakdown->setTabKeyNavigation(false); // Tab leaves the table; the arrows move in it
    m_breakdown->setShowGrid(false);
    m_breakdown->setAlternatingRowColors(true);
    m_breakdown->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_breakdown->verticalHeader()->hide();
    m_breakdown->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *header = m_breakdown->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(AttackBreakdownModel::ValueColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(AttackBreakdownModel::TextColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(AttackBreakdownModel::SourceColumn, QHeaderView::Interactive);
    const QFontMetrics metrics = fontMetrics();
    header->resizeSection(AttackBreakdownModel::ValueColumn,
                          std::max(metrics.horizontalAdvance(u"\u221288"_s),
                                   metrics.horizontalAdvance(tr("Effect"))) +
                              20);
    header->resizeSection(AttackBreakdownModel::SourceColumn,
                          metrics.horizontalAdvance(u"seed 000, lines 138-139"_s) + 16);

    m_outcomesTitle = sectionTitle(tr("Alignment in doubt: each case"), this);
    m_outcomes = new QTableWidget(0, 4, this);
    m_outcomes->setObjectName(u"outcomesTable"_s);
    m_outcomes->setHorizontalHeaderLabels(
        {tr("Case"), tr("Chance"), tr("Strength"), tr("Succeeds")});
    m_outcomes->verticalHeader()->hide();
    m_outcomes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outcomes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_outcomes->setShowGrid(false);
    m_outcomes->setTabKeyNavigation(false);
    m_outcomes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_outcomes->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_outcomes->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_outcomes->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_outcomesTitle->hide();
    m_outcomes->hide();

    m_odds = new BarChartWidget(this);
    m_odds->setObjectName(u"oddsChart"_s);
    m_odds->setTitle(tr("Ways to roll each total, of 36"));
    m_odds->setToolTip(tr("The highlighted totals succeed"));
    m_odds->setMinimumHeight(150);

    m_needed = new QListWidget(this);
    m_needed->setObjectName(u"neededList"_s);
    m_needed->setAccessibleName(tr("Rolls needed"));
    m_needed->setSelectionMode(QAbstractItemView::NoSelection);
    m_needed->setFocusPolicy(Qt::NoFocus);
    m_needed->setWordWrap(true);
    m_needed->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_needed->setMinimumWidth(metrics.horizontalAdvance(u"+10 Power \u2192 11/12 (91.7%)"_s) + 24);

    auto *whatIf = new QVBoxLayout;
    whatIf->setContentsMargins(0, 0, 0, 0);
    whatIf->addWidget(sectionTitle(tr("What if"), this));
    whatIf->addWidget(m_needed, 1);

    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->addWidget(m_odds, 3);
    bottom->addLayout(whatIf, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_strength);
    layout->addWidget(m_banner);
    // Its Alt key takes the keyboard straight to the breakdown, past the form's many fields.
    //: Its Alt key must be free on the Adjudicator tab (W in English)
    QLabel *breakdownTitle = sectionTitle(tr("Breakdo&wn"), this);
    breakdownTitle->setObjectName(u"breakdownTitle"_s);
    breakdownTitle->setBuddy(m_breakdown);
    layout->addWidget(breakdownTitle);
    layout->addWidget(m_breakdown, 3);
    layout->addWidget(m_outcomesTitle);
    layout->addWidget(m_outcomes);
    layout->addLayout(bottom, 1);
}

QString AttackResultView::percent(const Fraction &chance)
{
    return tr("%1%").arg(QLocale().toString(chance.value() * 100.0, 'f', 1));
}

void AttackResultView::showResult(const AttackScenario &scenario, const AttackResult &result)
{
    if (!result.legal) {
        m_strength->setText(tr("Illegal attack"));
    } else if (!result.outcomes.isEmpty()) {
        m_strength->setText(tr("Strength %1 \u2014 chance %2 (%3)")
                                .arg(strengthsOf(result), result.probability.toString(),
                                     percent(result.probability)));
    } else if (result.strength < 2) {
        m_strength->setText(tr("Strength %1 \u2014 cannot succeed").arg(result.strength));
    } else {
        m_strength->setText(tr("Strength %1 \u2014 chance %2 (%3)")
                                .arg(result.strength)
                                .arg(result.probability.toString(), percent(result.probability)));
    }
    m_strength->setToolTip(
        tr("Attack %1 against defence %2").arg(result.attack).arg(result.defence));
    showBanner(scenario, result);

    m_breakdownModel->setLines(result.lines, scenario);
    showOutcomes(scenario, result);
    showOdds(scenario, result);
    showNeeded(scenario, result);
}

void AttackResultView::showIncomplete(const QString &why)
{
    m_strength->setText(why);
    m_strength->setToolTip(QString());
    setBannerTone(std::nullopt);
    m_banner->clear();
    m_breakdownModel->setLines({}, AttackScenario());
    m_outcomesTitle->hide();
    m_outcomes->hide();
    m_odds->setBars({});
    m_needed->clear();
}

void AttackResultView::showBanner(const AttackScenario &scenario, const AttackResult &result)
{
    QStringList refusals;
    for (const AttackRefusal &refusal : result.violations)
        refusals.append(tr("%1: %2 (%3)")
                            .arg(participantName(scenario, refusal.who),
                                 renderFact(refusal, scenario), factCitation(refusal)));
    if (!result.legal) {
        setBannerTone(StatusTone::Bad);
        m_banner->setText(tr("This attack cannot be made.") + u'\n' + refusals.join(u'\n'));
        return;
    }
    QString summary;
    if (scenario.kind == AttackKind::Instant && result.targetLosesToken)
        summary = tr("Legal. The target loses an Action token at once.");
    else
        summary = tr("Legal attack.");
    if (refusals.isEmpty()) {
        setBannerTone(StatusTone::Good);
        m_banner->setText(summary);
        return;
    }
    setBannerTone(StatusTone::Warning);
    m_banner->setText((refusals.size() == 1
                           ? tr("%1 One refusal:").arg(summary)
                           : tr("%1 %L2 refusals:").arg(summary).arg(refusals.size())) +
                      u'\n' + refusals.join(u'\n'));
}

void AttackResultView::showOutcomes(const AttackScenario &scenario, const AttackResult &result)
{
    const bool shown = !result.outcomes.isEmpty();
    m_outcomesTitle->setVisible(shown);
    m_outcomes->setVisible(shown);
    m_outcomes->setRowCount(int(result.outcomes.size()));
    for (int row = 0; row < int(result.outcomes.size()); ++row) {
        const AttackOutcome &outcome = result.outcomes.at(row);
        const auto set = [&](int column, const QString &text, bool number) {
            auto *item = new QTableWidgetItem(text);
            if (number)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(text);
            m_outcomes->setItem(row, column, item);
        };
        set(0, renderOutcomeCondition(outcome, scenario), false);
        set(1, outcome.chance.toString(), true);
        set(2, QString::number(outcome.strength), true);
        set(3, tr("%1 (%2)").arg(outcome.probability.toString(), percent(outcome.probability)),
            true);
    }
}

void AttackResultView::showOdds(const AttackScenario &scenario, const AttackResult &result)
{
    const RuleSetProfile &profile = profileOf(scenario.rules);
    QList<BarChartWidget::Bar> bars;
    for (int roll = 2; roll <= 12; ++roll) {
        BarChartWidget::Bar bar;
        bar.label = QString::number(roll);
        const int ways = waysToRoll(roll);
        bar.value = ways;
        bar.valueText = QString::number(ways);
        bar.highlighted = result.legal && rollSucceeds(roll, result.strength, profile);
        const QString odds = ways == 1 ? tr("Roll %1: 1 way in 36").arg(roll)
                                       : tr("Roll %1: %2 ways in 36").arg(roll).arg(ways);
        bar.toolTip = bar.highlighted ? tr("%1; the attack succeeds").arg(odds)
                                      : tr("%1; the attack fails").arg(odds);
        bars.append(bar);
    }
    m_odds->setMaximum(6);
    m_odds->setBars(bars);
}

void AttackResultView::showNeeded(const AttackScenario &scenario, const AttackResult &result)
{
    m_needed->clear();
    const RuleSetProfile &profile = profileOf(scenario.rules);
    const bool money = profile.megabucks;
    for (const AttackNeed &need : result.needed) {
        const QString text = money
                                 ? tr("+%1 MB \u2192 %2 (%3)")
                                       .arg(need.extra)
                                       .arg(need.probability.toString(), percent(need.probability))
                                 : tr("+%1 Power \u2192 %2 (%3)")
                                       .arg(need.extra)
                                       .arg(need.probability.toString(), percent(need.probability));
        auto *item = new QListWidgetItem(text, m_needed);
        item->setToolTip(tr("Strength %1: roll %1 or less").arg(need.strength));
    }
    if (result.needed.isEmpty()) {
        auto *item = new QListWidgetItem(!result.legal ? tr("No Power helps an illegal attack.")
                                         : !result.outcomes.isEmpty()
                                             ? tr("Not worked out while an alignment is in doubt.")
                                             : tr("Already the best chance: a roll of %1 or more "
                                                  "always fails.")
                                                   .arg(profile.alwaysFailsFrom),
                                         m_needed);
        item->setForeground(secondaryText(palette()));
    }
}

void AttackResultView::setBannerTone(std::optional<StatusTone> tone)
{
    m_bannerTone = tone;
    const QString style = tone ? StatusColours::messageBoxStyle(*tone) : QString();
    if (m_banner->styleSheet() != style)
        m_banner->setStyleSheet(style);
}

} // namespace inwo
