#pragma once

#include "decks/deck.h"

#include <QWidget>

namespace inwo {

class BarChartWidget;
class CardRepository;

// The statistics page of the deck editor (issue 3, section 5): counts by type, back, alignment
// and attribute, Power and Resistance histograms as charts, the opening-hand odds, and a draw-odds
// calculator (pile, kind of card, draws, at least k). Numbers come from core's DeckStatistics and
// chanceAtLeast; this widget only shows them.
class DeckStatsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit DeckStatsWidget(const CardRepository &cards, QWidget *parent = nullptr);
    ~DeckStatsWidget() override;

    // Recomputes everything for `deck` (cheap: call on every change).
    void setDeck(const Deck &deck);

private:
    class Private;
    Private *d;
};

} // namespace inwo
