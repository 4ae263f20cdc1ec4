#include "cardresultsmodel.h"

#include "cardbrowser/cardpanel.h"
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

QVariant CardResultsModel::data(const QModelIndex &index, int role) const
{
    if (index.isValid() && role == Qt::ToolTipRole)
        return CardPanel::summary(cardAt(index.row()));
    return CardSearchModel::data(index, role);
}

QVariant CardResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        if (section == PowerColumn)
            return tr("Pow.", "narrow column: Power and Global Power");
        if (section == ResistanceColumn)
            return tr("Res.", "narrow column: Resistance");
    }
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        if (section == PowerColumn)
            return tr("Power, and Global Power after the slash; * marks a variable value");
        if (section == ResistanceColumn)
            return tr("Resistance");
    }
    return CardSearchModel::headerData(section, orientation, role);
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
