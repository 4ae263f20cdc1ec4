#pragma once

#include "timeline/timelineresolver.h"

#include <QStandardItemModel>

namespace inwo {

// The tokens, Plots and cards one play put on the line, and where each ended up: what it is,
// whose it is, its fate and the rule that says so. The typed values are in the roles below.
class PlayItemsModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum Column { WhatColumn, OwnerColumn, FateColumn, RuleColumn };
    enum Role {
        ItemKindRole = Qt::UserRole + 1, // PlayItemKind, as an int
        CardRole,                        // the card's identity (a token's group)
        FateRole,                        // ItemFate, as an int
        RuleRole,                        // RuleId, as an int
    };

    explicit PlayItemsModel(QObject *parent = nullptr);

    void showItems(const QList<PlayItem> &items, const Position &position);
};

} // namespace inwo
