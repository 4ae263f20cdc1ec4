#pragma once

#include <QString>
#include <QStringList>

class QMimeData;

namespace inwo {

// Cards dragged between the deck editor's views: a list of card ids under one mime type.
class CardIdsMime
{
public:
    static QString type(); // "application/x-inwo-card-ids"

    // New mime data holding `cardIds` (also as plain text, one id per line).
    static QMimeData *create(const QStringList &cardIds);
    // The ids in `data`, empty when it holds none.
    static QStringList read(const QMimeData *data);
};

} // namespace inwo
