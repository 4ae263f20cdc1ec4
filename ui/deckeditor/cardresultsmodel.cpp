#include "cardresultsmodel.h"

#include "cardidsmime.h"

#include <algorithm>

namespace inwo {

Qt::ItemFlags CardResultsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = CardSearchModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList CardResultsModel::mimeTypes() const
{
    return {CardIdsMime::type()};
}

QStringList CardResultsModel::cardIds(const QModelIndexList &indexes) const
{
    QList<int> rows;
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && index.model() == this && !rows.contains(index.row()))
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    QStringList ids;
    for (int row : std::as_const(rows))
        ids.append(cardAt(row).id);
    return ids;
}

QMimeData *CardResultsModel::mimeData(const QModelIndexList &indexes) const
{
    const QStringList ids = cardIds(indexes);
    return ids.isEmpty() ? nullptr : CardIdsMime::create(ids);
}

Qt::DropActions CardResultsModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

} // namespace inwo
