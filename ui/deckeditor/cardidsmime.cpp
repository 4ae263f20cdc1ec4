#include "cardidsmime.h"

#include <QMimeData>

using namespace Qt::StringLiterals;

namespace inwo {

QString CardIdsMime::type()
{
    return u"application/x-inwo-card-ids"_s;
}

QMimeData *CardIdsMime::create(const QStringList &cardIds)
{
    auto *data = new QMimeData;
    const QString lines = cardIds.join(u'\n');
    data->setData(type(), lines.toUtf8());
    data->setText(lines);
    return data;
}

QStringList CardIdsMime::read(const QMimeData *data)
{
    if (!data || !data->hasFormat(type()))
        return {};
    QStringList ids = QString::fromUtf8(data->data(type())).split(u'\n', Qt::SkipEmptyParts);
    for (QString &id : ids)
        id = id.trimmed();
    ids.removeAll(QString());
    return ids;
}

} // namespace inwo
