#pragma once

#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"

#include <QAbstractTableModel>

namespace inwo {

// The plays of a timeline in order, one row each: its number, identity, kind, player, what it
// does, and what the rules made of it (its status and the rule that says so). Rebuilt after
// every edit; the typed values are in the roles below.
class PlayListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NumberColumn,
        IdColumn,
        KindColumn,
        PlayerColumn,
        WhatColumn,
        StatusColumn,
        RuleColumn,
        ColumnCount
    };
    enum Role {
        PlayIdRole = Qt::UserRole + 1, // the play's identity
        KindRole,                      // PlayKind, as an int
        StatusRole,                    // PlayStatus, as an int
        RuleRole,                      // RuleId, as an int
        CancelledByRole,               // the cancel that undid it, if any
    };

    explicit PlayListModel(QObject *parent = nullptr);

    void setTimeline(const Timeline &timeline, const TimelineResolution &resolution);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The row of the play `id`, or -1.
    int rowOf(const QString &id) const;
    QString idAt(int row) const;

private:
    Timeline m_timeline;
    TimelineResolution m_resolution;
};

} // namespace inwo
