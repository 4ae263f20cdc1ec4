#include "gamelogmodel.h"

#include "common/colours.h"
#include "common/statuscolours.h"
#include "game/game.h"
#include "rules/ruleidentity.h"
#include "table/tabletext.h"
#include "timeline/timelinetext.h"

#include <QBrush>

namespace inwo {

GameLogModel::GameLogModel(QObject *parent) : QStandardItemModel(0, 2, parent)
{
    setHorizontalHeaderLabels({tr("Event"), tr("Status")});
}

void GameLogModel::clearLog()
{
    removeRows(0, rowCount());
    m_events.clear();
    m_turns.clear();
    m_turnStarts.clear();
}

QModelIndex GameLogModel::indexOfEvent(int index) const
{
    if (index < 0 || index >= m_events.size())
        return {};
    return m_events.at(index)->index();
}

void GameLogModel::truncate(int from)
{
    while (m_events.size() > from) {
        QStandardItem *item = m_events.takeLast();
        QStandardItem *turn = item->parent();
        turn->removeRow(item->row());
    }
    while (!m_turns.isEmpty() && (m_turnStarts.last() >= from || !m_turns.last()->hasChildren())) {
        removeRow(m_turns.takeLast()->row());
        m_turnStarts.removeLast();
    }
}

void GameLogModel::showGame(const Game &game, int from)
{
    from = std::clamp(from, 0, int(m_events.size()));
    truncate(from);
    const QList<Play> &events = game.events();
    if (from >= events.size())
        return;
    const QList<ResolvedPlay> resolved = game.resolved();
    const Position names = game.cardsSeen();
    const QColor secondary = secondaryText();
    const auto cell = [](const QString &text) {
        auto *item = new QStandardItem(text);
        item->setEditable(false);
        return item;
    };
    for (int i = from; i < events.size(); ++i) {
        const Play &event = events.at(i);
        const ResolvedPlay settled = i < resolved.size() ? resolved.at(i) : ResolvedPlay{};
        const bool turnBegins =
            event.kind == PlayKind::Turn && settled.status == PlayStatus::Effective;
        if (m_turns.isEmpty() || turnBegins) {
            // The round and whose turn the table is in after the event that begins it.
            const int round = i + 1 < events.size() ? game.roundOf(i + 1) : game.table().round;
            const QString player =
                turnBegins ? event.player : (i == 0 ? game.start().turnOf : event.player);
            QStandardItem *turn =
                cell(player.isEmpty() ? tr("Round %1").arg(round)
                                      : tr("Round %1: %2's turn").arg(round).arg(player));
            QFont bold = turn->font();
            bold.setBold(true);
            turn->setFont(bold);
            turn->setData(int(RowKind::Turn), RowKindRole);
            QStandardItem *empty = cell(QString());
            empty->setData(int(RowKind::Turn), RowKindRole);
            appendRow({turn, empty});
            m_turns.append(turn);
            m_turnStarts.append(i);
        }
        QStandardItem *what =
            cell(tr("%1 %2: %3").arg(event.id, event.player, TimelineText::summary(event, names)));
        what->setToolTip(what->text());
        QString statusText = TimelineText::name(settled.status);
        if (settled.rule != RuleId::None)
            statusText = tr("%1 (%2)").arg(statusText, ruleCode(settled.rule));
        QStandardItem *status = cell(statusText);
        for (QStandardItem *item : {what, status}) {
            item->setData(int(RowKind::Event), RowKindRole);
            item->setData(i, EventRole);
            item->setData(event.id, EventIdRole);
            item->setData(int(event.kind), KindRole);
            item->setData(int(settled.status), StatusRole);
            item->setData(int(settled.rule), RuleRole);
            if (settled.status == PlayStatus::Refused)
                item->setForeground(StatusColours::text(StatusTone::Bad));
            else if (settled.status != PlayStatus::Effective)
                item->setForeground(secondary);
        }
        for (const TableFact &line : settled.lines) {
            QStandardItem *text = cell(renderTableFact(line, names));
            text->setToolTip(text->text());
            QStandardItem *source = cell(TableText::citation(line));
            source->setForeground(secondary);
            for (QStandardItem *item : {text, source}) {
                item->setData(int(RowKind::Line), RowKindRole);
                item->setData(int(line.rule), RuleRole);
                item->setData(int(line.code), FactCodeRole);
            }
            what->appendRow({text, source});
        }
        m_turns.last()->appendRow({what, status});
        m_events.append(what);
    }
}

} // namespace inwo
