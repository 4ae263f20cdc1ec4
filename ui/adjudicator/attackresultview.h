#pragma once

#include "attack/attackengine.h"
#include "common/statuscolours.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QTableView;
class QTableWidget;

namespace inwo {

class AttackBreakdownModel;
class BarChartWidget;

// The answer to an attack as the adjudicator shows it: the strength and chance in large type,
// whether the attack is legal (and who was refused), the breakdown one rule per row, the cases of
// an alignment in doubt, the odds of each roll of two dice, and what more Power would buy.
class AttackResultView : public QWidget
{
    Q_OBJECT

public:
    explicit AttackResultView(QWidget *parent = nullptr);

    void showResult(const AttackScenario &scenario, const AttackResult &result);
    // Before the attack has an attacker and a target: no strength, no odds, only `why`.
    void showIncomplete(const QString &why);

    // "16.7%": a chance as a percentage.
    static QString percent(const Fraction &chance);

    QLabel *strengthLabel() const { return m_strength; }
    QLabel *banner() const { return m_banner; }
    QTableView *breakdownTable() const { return m_breakdown; }
    AttackBreakdownModel *breakdownModel() const { return m_breakdownModel; }
    QTableWidget *outcomesTable() const { return m_outcomes; }
    BarChartWidget *oddsChart() const { return m_odds; }
    QListWidget *neededList() const { return m_needed; }

private:
    void showBanner(const AttackScenario &scenario, const AttackResult &result);
    void showOutcomes(const AttackScenario &scenario, const AttackResult &result);
    void showOdds(const AttackScenario &scenario, const AttackResult &result);
    void showNeeded(const AttackScenario &scenario, const AttackResult &result);
    // Colours the banner for `tone` (none: no box), in the palette in use.
    void setBannerTone(std::optional<StatusTone> tone);

    QLabel *m_strength = nullptr;
    QLabel *m_banner = nullptr;
    std::optional<StatusTone> m_bannerTone;
    QTableView *m_breakdown = nullptr;
    AttackBreakdownModel *m_breakdownModel = nullptr;
    QLabel *m_outcomesTitle = nullptr;
    QTableWidget *m_outcomes = nullptr;
    BarChartWidget *m_odds = nullptr;
    QListWidget *m_needed = nullptr;
};

} // namespace inwo
