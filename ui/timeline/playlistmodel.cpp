#include "playlistmodel.h"

#include "adjudicator/participantstatus.h"
#include "common/colours.h"
#include "rules/ruleidentity.h"
#include "timelinetext.h"

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The adjudicator's marks: a tick for a play that stands, a cross for one undone, a dash for
// one the rules refused (it never happened).
ParticipantStatus::State markOf(PlayStatus status)
{
    switch (status) {
    case PlayStatus::Effective:
        return ParticipantStatus::State::Counted;
    case PlayStatus::Cancelled:
    case PlayStatus::Illegal:
    case PlayStatus::CalledOff:
        return ParticipantStatus::State::Refused;
    case PlayStatus::Refused:
        return ParticipantStatus::State::NotReached;
    }
    return ParticipantStatus::State::Unknown;
}

} // namespace

PlayListModel::PlayListModel(QObject *parent) : QAbstractTableModel(parent)
{}

void PlayListModel::setTimeline(const Timeline &timeline, const TimelineResolution &resolution)
{
    beginResetModel();
    m_timeline = timeline;
    m_resolution = resolution;
    endResetModel();
}

int PlayListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_timeline.plays.size());
}

int PlayListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int PlayListModel::rowOf(const QString &id) const
{
    return m_timeline.indexOf(id);
}

QString PlayListModel::idAt(int row) const
{
    return row >= 0 && row < m_timeline.plays.size() ? m_timeline.plays.at(row).id : QString();
}

QVariant PlayListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_timeline.plays.size())
        return {};
    const Play &play = m_timeline.plays.at(index.row());
    const ResolvedPlay *resolved =
        index.row() < m_resolution.plays.size() ? &m_resolution.plays.at(index.row()) : nullptr;
    const PlayStatus status = resolved ? resolved->status : PlayStatus::Effective;
    const RuleId rule = resolved ? resolved->rule : RuleId::None;
    switch (role) {
    case PlayIdRole:
        return play.id;
    case KindRole:
        return int(play.kind);
    case StatusRole:
        return int(status);
    case RuleRole:
        return int(rule);
    case CancelledByRole:
        return resolved ? resolved->cancelledBy : QString();
    default:
        break;
    }
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NumberColumn:
            return index.row() + 1;
        case IdColumn:
            return play.id;
        case KindColumn:
            return TimelineText::name(play.kind);
        case PlayerColumn:
            return play.player;
        case WhatColumn:
            return TimelineText::summary(play, m_timeline.position);
        case StatusColumn:
            return TimelineText::name(status);
        case RuleColumn:
            return rule == RuleId::None ? QString() : ruleCode(rule);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (column == WhatColumn)
            return TimelineText::summary(play, m_timeline.position);
        if (column == RuleColumn && rule != RuleId::None)
            return tr("%1: %2\n%3").arg(ruleCode(rule), ruleTitle(rule), ruleSource(rule));
        if (column == StatusColumn && resolved && !resolved->lines.isEmpty())
            return renderTableFact(resolved->lines.first(), m_timeline.position);
        return {};
    }
    if (role == Qt::DecorationRole && column == StatusColumn) {
        ParticipantStatus mark;
        mark.state = markOf(status);
        return mark.data(Qt::DecorationRole);
    }
    if (role == Qt::ForegroundRole && status == PlayStatus::Refused && column != StatusColumn)
        return secondaryText();
    if (role == Qt::TextAlignmentRole && column == NumberColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PlayListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn:
        return tr("#");
    case IdColumn:
        return tr("Id");
    case KindColumn:
        return tr("Kind");
    case PlayerColumn:
        return tr("Player");
    case WhatColumn:
        return tr("What");
    case StatusColumn:
        return tr("Status");
    case RuleColumn:
        return tr("Rule");
    default:
        return {};
    }
}

} // namespace inwo
