#include "cardnamecompleter.h"

#include "common/textnormalizer.h"

#include <QIdentityProxyModel>

namespace inwo {

namespace {

// The role the completer matches against: the name, then its words run together.
constexpr int MatchRole = Qt::UserRole + 41;

// The names of a list model, each with the text it is matched by.
class MatchTextModel : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != MatchRole)
            return QIdentityProxyModel::data(index, role);
        const QString name = QIdentityProxyModel::data(index, Qt::DisplayRole).toString();
        return QString(name + u' ' + TextNormalizer::normalize(name).remove(u' '));
    }
};

} // namespace

CardNameCompleter::CardNameCompleter(QAbstractItemModel *names, QObject *parent)
    : QCompleter(parent)
{
    auto *model = new MatchTextModel(this);
    model->setSourceModel(names);
    setModel(model);
    setCompletionRole(MatchRole);
    setCaseSensitivity(Qt::CaseInsensitive);
    setFilterMode(Qt::MatchContains);
    setMaxVisibleItems(12);
}

QString CardNameCompleter::pathFromIndex(const QModelIndex &index) const
{
    return index.data(Qt::DisplayRole).toString();
}

} // namespace inwo
