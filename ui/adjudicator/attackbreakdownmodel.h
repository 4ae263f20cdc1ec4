#pragma once

#include "attack/attackengine.h"

#include <QAbstractTableModel>
#include <QList>

#include <functional>

namespace inwo {

// The breakdown of an adjudication: one row per rule applied, with its effect on the strength,
// its words and the passage it rests on.
class AttackBreakdownModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { ValueColumn, TextColumn, SourceColumn, ColumnCount };

    explicit AttackBreakdownModel(QObject *parent = nullptr);

    // The text the user imported for a card, by name ("" when none): the lines whose card the
    // referee applies show it in their tooltip. None is looked up until one is set.
    using CardTextLookup = std::function<QString(const QString &card)>;
    void setCardTextLookup(CardTextLookup lookup) { m_cardText = std::move(lookup); }
    // The imported text beside line `row` ("" when none).
    QString cardTextOf(int row) const { return m_rows.value(row).cardText; }

    // The lines of an adjudication of `scenario`, rendered in the reader's language.
    void setLines(const QList<AttackLine> &lines, const AttackScenario &scenario);
    const QList<AttackLine> &lines() const { return m_lines; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString text;
        QString citation; // the rule's identity and where people read it
        QString location; // the seed file and lines
        QString cardText; // the card's imported text, on a line the referee decides
        bool operator==(const Row &) const = default;
    };
    QList<AttackLine> m_lines;
    QList<Row> m_rows;
    CardTextLookup m_cardText;
};

} // namespace inwo
