#include "attackbreakdownmodel.h"

#include "common/colours.h"
#include "common/importedcardtext.h"
#include "common/statuscolours.h"
#include "participantstatus.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPalette>

namespace inwo {

AttackBreakdownModel::AttackBreakdownModel(QObject *parent) : QAbstractTableModel(parent)
{}

void AttackBreakdownModel::setLines(const QList<AttackLine> &lines, const AttackScenario &scenario)
{
    QList<Row> rows;
    rows.reserve(lines.size());
    for (const AttackLine &line : lines) {
        const bool forTheReferee = m_cardText && ImportedCardText::isForTheReferee(line.code);
        rows.append({renderFact(line, scenario), factCitation(line), factLocation(line),
                     forTheReferee ? m_cardText(line.abilityCard) : QString()});
    }
    const bool sameShape = lines.size() == m_lines.size();
    if (sameShape) {
        // Most edits change a number or two: keep the rows (and the scroll position).
        bool same = rows == m_rows;
        for (qsizetype i = 0; i < lines.size() && same; ++i)
            same = lines.at(i).value == m_lines.at(i).value;
        if (same)
            return;
        m_lines = lines;
        m_rows = rows;
        emit dataChanged(index(0, 0), index(int(m_lines.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_lines = lines;
    m_rows = rows;
    endResetModel();
}

int AttackBreakdownModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int AttackBreakdownModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttackBreakdownModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const AttackLine &line = m_lines.at(index.row());
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case ValueColumn:
            return line.value == 0 ? QString() : signedNumber(line.value);
        case TextColumn:
            return row.text;
        case SourceColumn:
            return row.citation;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::UserRole: // the number itself, for tests and sorting
        return line.value;
    case Qt::ToolTipRole: {
        const QString tip = tr("%1\nSource: %2 (%3)").arg(row.text, row.citation, row.location);
        if (row.cardText.isEmpty())
            return tip;
        return tr("%1\n\n%2").arg(tip, ImportedCardText::beside(line.abilityCard, row.cardText));
    }
    case Qt::TextAlignmentRole:
        if (index.column() == ValueColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == ValueColumn && line.value > 0)
            return QBrush(StatusColours::text(StatusTone::Good));
        if (index.column() == ValueColumn && line.value < 0)
            return QBrush(StatusColours::text(StatusTone::Bad));
        if (index.column() == SourceColumn || line.value == 0)
            return QBrush(secondaryText());
        return {};
    case Qt::FontRole:
        if (index.column() == ValueColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default:
        break;
    }
    return {};
}

QVariant AttackBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case ValueColumn:
        return tr("Effect");
    case TextColumn:
        return tr("Rule applied");
    case SourceColumn:
        return tr("Source");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace inwo
