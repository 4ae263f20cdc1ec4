#include "attacklistmodel.h"

#include "adjudicator/attacknames.h"
#include "adjudicator/attackresultview.h"
#include "adjudicator/participantstatus.h"
#include "common/colours.h"
#include "table/tablefacts.h"
#include "tabletext.h"

#include <QFont>

using namespace Qt::StringLiterals;

namespace inwo {

AttackListModel::AttackListModel(QObject *parent) : QAbstractTableModel(parent)
{}

void AttackListModel::setAttacks(const AttackList &attacks, const Position &position)
{
    beginResetModel();
    m_attacks = attacks;
    m_position = position;
    endResetModel();
}

void AttackListModel::setShowsRefused(bool shows)
{
    if (shows == m_showsRefused)
        return;
    beginResetModel();
    m_showsRefused = shows;
    endResetModel();
}

const AttackOption *AttackListModel::optionAt(int row) const
{
    if (row < 0)
        return nullptr;
    if (row < m_attacks.legal.size())
        return &m_attacks.legal.at(row);
    row -= int(m_attacks.legal.size());
    if (m_showsRefused && row < m_attacks.refused.size())
        return &m_attacks.refused.at(row);
    return nullptr;
}

int AttackListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(m_attacks.legal.size() + (m_showsRefused ? m_attacks.refused.size() : 0));
}

int AttackListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AttackListModel::cardName(const InstanceId &id) const
{
    const TableCard *card = m_position.card(id);
    return card ? card->card : id.value;
}

QVariant AttackListModel::data(const QModelIndex &index, int role) const
{
    const AttackOption *option = optionAt(index.row());
    if (!option || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const bool legal = option->legal();
    switch (role) {
    case LegalRole:
        return legal;
    case ChanceRole:
        return legal ? QVariant(option->result.probability.value()) : QVariant();
    case AttackerRole:
        return option->attack.attacker.value;
    case TargetRole:
        return option->attack.target.value;
    case KindRole:
        return int(option->attack.kind);
    case CountAfterRole:
        return option->onSuccess.known ? QVariant(option->onSuccess.countAfter) : QVariant();
    case WinsRole:
        return option->onSuccess.known && option->onSuccess.wins;
    case Qt::ForegroundRole:
        return legal ? QVariant() : QVariant(secondaryText());
    case Qt::TextAlignmentRole:
        return index.column() == ChanceColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                              : QVariant();
    case Qt::FontRole: {
        if (index.column() != GoalsColumn || !option->onSuccess.wins)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::ToolTipRole:
        if (legal && index.column() == ChanceColumn)
            return tr("Strength %1: %2")
                .arg(option->result.strength)
                .arg(option->result.probability.toString());
        if (index.column() == AttackColumn)
            return tr("%1: %2 \u2192 %3")
                .arg(AttackNames::name(option->attack.kind), cardName(option->attack.attacker),
                     cardName(option->attack.target));
        if (index.column() == GoalsColumn && legal && option->onSuccess.known) {
            const GoalEffect &effect = option->onSuccess;
            QStringList lines{tr("If it succeeds, %1 groups of %2 count toward the basic goal "
                                 "(%3 now)")
                                  .arg(effect.countAfter)
                                  .arg(effect.needed)
                                  .arg(effect.countBefore)};
            if (!effect.goalsMet.isEmpty())
                lines.append(tr("Goals met: %1").arg(effect.goalsMet.join(tr(", "))));
            if (!effect.eliminates.isEmpty())
                lines.append(tr("Left with no group: %1").arg(effect.eliminates.join(tr(", "))));
            return lines.join(u'\n');
        }
        if (option->refusal)
            return tr("Refused: %1\nSource: %2")
                .arg(renderTableFact(*option->refusal, m_position),
                     tableFactSource(*option->refusal));
        if (!legal && !option->result.violations.isEmpty()) {
            const AttackRefusal &refusal = option->result.violations.first();
            return tr("Refused: %1\nSource: %2")
                .arg(renderFact(refusal, option->scenario), factCitation(refusal));
        }
        return tr("Enter or double-click: open it in the adjudicator");
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case AttackColumn:
        return tr("%1 \u2192 %2 (%3)")
            .arg(cardName(option->attack.attacker), cardName(option->attack.target),
                 TableText::shortName(option->attack.kind));
    case ChanceColumn:
        return legal ? AttackResultView::percent(option->result.probability) : tr("refused");
    case GoalsColumn: {
        const GoalEffect &effect = option->onSuccess;
        if (!legal || !effect.known)
            return {};
        if (effect.wins)
            return tr("wins");
        if (!effect.eliminates.isEmpty())
            return tr("eliminates %1").arg(effect.eliminates.join(tr(", ")));
        return tr("%1 \u2192 %2 of %3")
            .arg(effect.countBefore)
            .arg(effect.countAfter)
            .arg(effect.needed);
    }
    case NotesColumn: {
        if (option->refusal)
            return renderTableFact(*option->refusal, m_position);
        if (!legal) {
            return option->result.violations.isEmpty()
                       ? QString()
                       : renderFact(option->result.violations.first(), option->scenario);
        }
        QStringList aiders;
        for (const InstanceId &aider : option->attack.aiders)
            aiders.append(cardName(aider));
        return aiders.isEmpty() ? tr("no aid") : tr("aided by %1").arg(aiders.join(tr(", ")));
    }
    default:
        return {};
    }
}

QVariant AttackListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case AttackColumn:
        return tr("Attacker \u2192 target (kind)");
    case ChanceColumn:
        return tr("Chance");
    case GoalsColumn:
        return tr("Goals");
    case NotesColumn:
        return tr("Aid, or the refusal");
    default:
        return {};
    }
}

} // namespace inwo
