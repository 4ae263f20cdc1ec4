#pragma once

#include "cardbrowser/cardsearchmodel.h"

namespace inwo {

// The deck editor's search results: the card browser's model, with rows that can be dragged onto
// the deck (as CardIdsMime), a card's facts as every cell's tooltip, and short headers for the
// narrow columns.
class CardResultsModel : public CardSearchModel
{
    Q_OBJECT

public:
    using CardSearchModel::CardSearchModel;

    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    // The ids of the cards in `indexes`' rows, once each, in row order.
    QStringList cardIds(const QModelIndexList &indexes) const;
};

} // namespace inwo
