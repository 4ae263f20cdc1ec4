#pragma once

#include <QCompleter>

class QAbstractItemModel;

namespace inwo {

// Completes card names as players write them: a name is offered for any part of it, whatever
// the case, and also for its words run together without their dots and hyphens ("nsa" offers
// N.S.A., "mi5" MI-5). The field gets the name as the card prints it. Every name field of the
// adjudicator completes with one.
class CardNameCompleter : public QCompleter
{
    Q_OBJECT

public:
    // `names`: a list model of card names (its display role).
    CardNameCompleter(QAbstractItemModel *names, QObject *parent);

    QString pathFromIndex(const QModelIndex &index) const override;
};

} // namespace inwo
