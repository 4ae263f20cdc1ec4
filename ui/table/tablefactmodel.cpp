#include "tablefactmodel.h"

#include "adjudicator/participantstatus.h"
#include "common/colours.h"
#include "common/enumnames.h"
#include "common/importedcardtext.h"
#include "rules/ruleidentity.h"
#include "tabletext.h"

#include <QFont>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QStandardItem *textItem(const QString &text, TableFactModel::RowKind kind)
{
    auto *cell = new QStandardItem(text);
    cell->setEditable(false);
    cell->setData(int(kind), TableFactModel::RowKindRole);
    cell->setToolTip(text);
    return cell;
}

QStandardItem *sourceItem(const QString &text)
{
    auto *cell = new QStandardItem(text);
    cell->setEditable(false);
    cell->setForeground(secondaryText());
    cell->setToolTip(text);
    return cell;
}

QFont boldFont()
{
    QFont font;
    font.setBold(true);
    return font;
}

// The adjudicator's marks: a tick for met, a cross for not met, a dash for the referee.
QVariant statusMark(GoalCheck::Status status)
{
    ParticipantStatus mark;
    mark.state = status == GoalCheck::Status::Met      ? ParticipantStatus::State::Counted
                 : status == GoalCheck::Status::Missed ? ParticipantStatus::State::Refused
                                                       : ParticipantStatus::State::NotReached;
    return mark.data(Qt::DecorationRole);
}

} // namespace

TableFactModel::TableFactModel(QObject *parent) : QStandardItemModel(parent)
{
    setColumnCount(2);
    setHorizontalHeaderLabels({tr("Line"), tr("Source")});
}

void TableFactModel::clearRows()
{
    removeRows(0, rowCount());
}

QList<QStandardItem *> TableFactModel::factRow(const TableFact &fact,
                                               const Position &position) const
{
    const QString citation = TableText::citation(fact);
    QStandardItem *text = textItem(renderTableFact(fact, position), RowKind::Fact);
    text->setData(int(fact.code), FactCodeRole);
    text->setData(int(fact.rule), RuleRole);
    text->setData(fact.card.value, CardRole);
    text->setData(fact.player, PlayerRole);
    text->setData(fact.value, ValueRole);
    text->setForeground(secondaryText());
    if (!citation.isEmpty())
        text->setToolTip(tr("%1\nSource: %2").arg(text->text(), citation));
    if (ImportedCardText::isForTheReferee(fact.code))
        addCardText(text, fact.abilityCard);
    return {text, sourceItem(citation)};
}

void TableFactModel::addCardText(QStandardItem *item, const QString &card) const
{
    if (!m_cardText || card.isEmpty())
        return;
    const QString text = m_cardText(card);
    if (text.isEmpty())
        return;
    item->setData(text, CardTextRole);
    item->setToolTip(tr("%1\n\n%2").arg(item->toolTip(), ImportedCardText::beside(card, text)));
}

void TableFactModel::showNothing(const QString &message)
{
    clearRows();
    QStandardItem *text = textItem(message, RowKind::Fact);
    text->setForeground(secondaryText());
    appendRow({text, sourceItem(QString())});
}

void TableFactModel::showLines(const QList<TableFact> &lines, const Position &position)
{
    clearRows();
    for (const TableFact &fact : lines) {
        QList<QStandardItem *> row = factRow(fact, position);
        // The lines are the point here, not notes under a heading.
        row.first()->setData(QVariant(), Qt::ForegroundRole);
        appendRow(row);
    }
}

void TableFactModel::showGoals(const GoalReport &report, const Position &position)
{
    clearRows();
    if (report.players.isEmpty()) {
        showNothing(tr("No player sits at the table yet."));
        return;
    }
    for (const PlayerGoals &goals : report.players) {
        QString summary =
            goals.doubled > 0
                ? tr("%1: %2 of %3 groups (%4 counted double)")
                      .arg(goals.player)
                      .arg(goals.count)
                      .arg(goals.needed)
                      .arg(goals.doubled)
                : tr("%1: %2 of %3 groups").arg(goals.player).arg(goals.count).arg(goals.needed);
        if (goals.victoryPoints >= 0)
            summary = goals.victoryPoints == 1
                          ? tr("%1, 1 victory point").arg(summary)
                          : tr("%1, %2 victory points").arg(summary).arg(goals.victoryPoints);
        QStandardItem *player = textItem(summary, RowKind::Player);
        player->setFont(boldFont());
        player->setData(goals.player, PlayerRole);
        player->setData(goals.count, ValueRole);
        player->setData(goals.needed, NeededRole);
        player->setData(goals.doubled, DoubledRole);
        player->setData(statusMark(goals.meets()               ? GoalCheck::Status::Met
                                   : goals.referee().isEmpty() ? GoalCheck::Status::Missed
                                                               : GoalCheck::Status::Referee),
                        Qt::DecorationRole);
        const TablePlayer *seated = position.player(goals.player);
        for (const GoalCheck &check : goals.goals) {
            QStandardItem *goal = textItem(
                tr("%1: %2").arg(TableText::goalName(check, seated), TableText::name(check.status)),
                RowKind::Goal);
            goal->setData(goals.player, PlayerRole);
            goal->setData(int(check.status), StatusRole);
            goal->setData(check.goal, GoalRole);
            goal->setData(statusMark(check.status), Qt::DecorationRole);
            player->appendRow({goal, sourceItem(QString())});
        }
        for (const TableFact &fact : goals.lines)
            player->appendRow(factRow(fact, position));
        appendRow({player, sourceItem(QString())});
    }

    QString verdict;
    if (report.victoryRefusedBy != RuleId::None)
        verdict = tr("Victory now: refused (%1)").arg(ruleTitle(report.victoryRefusedBy));
    else if (report.winners.isEmpty())
        verdict = tr("Victory now: nobody");
    else
        verdict = tr("Victory now: %1").arg(report.winners.join(tr(", ")));
    QStandardItem *victory = textItem(verdict, RowKind::Victory);
    victory->setFont(boldFont());
    victory->setData(report.winners, WinnersRole);
    victory->setData(int(report.victoryRefusedBy), RuleRole);
    for (const TableFact &fact : report.lines)
        victory->appendRow(factRow(fact, position));
    appendRow({victory, sourceItem(report.victoryRefusedBy == RuleId::None
                                       ? QString()
                                       : tr("%1 %2").arg(ruleCode(report.victoryRefusedBy),
                                                         ruleSource(report.victoryRefusedBy)))});
}

void TableFactModel::showNwoEffects(const QList<NwoEffect> &effects, const Position &position)
{
    clearRows();
    if (effects.isEmpty()) {
        showNothing(tr("No New World Order is in force."));
        return;
    }
    for (const NwoEffect &effect : effects) {
        const QString colour =
            effect.nwo.color ? EnumNames::name(*effect.nwo.color) : tr("colour unknown");
        QString title = effect.nwo.playedBy.isEmpty()
                            ? tr("%1. %2 (%3)").arg(effect.order).arg(effect.nwo.card, colour)
                            : tr("%1. %2 (%3), played by %4")
                                  .arg(effect.order)
                                  .arg(effect.nwo.card, colour, effect.nwo.playedBy);
        if (effect.refereeDecides)
            title = tr("%1 \u2014 the referee applies part of it").arg(title);
        QStandardItem *nwo = textItem(title, RowKind::Nwo);
        nwo->setFont(boldFont());
        nwo->setData(effect.nwo.card, CardRole);
        nwo->setData(effect.nwo.playedBy, PlayerRole);
        nwo->setData(effect.order, OrderRole);
        if (effect.refereeDecides)
            addCardText(nwo, effect.nwo.card);
        for (const TableFact &fact : effect.lines)
            nwo->appendRow(factRow(fact, position));
        appendRow({nwo, sourceItem(QString())});
    }
}

QModelIndex TableFactModel::rowOfPlayer(const QString &player) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QModelIndex at = index(row, TextColumn);
        if (at.data(RowKindRole).toInt() == int(RowKind::Player) &&
            at.data(PlayerRole).toString() == player)
            return at;
    }
    return {};
}

QModelIndex TableFactModel::rowOfNwo(const QString &card) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QModelIndex at = index(row, TextColumn);
        if (at.data(RowKindRole).toInt() == int(RowKind::Nwo) &&
            at.data(CardRole).toString() == card)
            return at;
    }
    return {};
}

} // namespace inwo
