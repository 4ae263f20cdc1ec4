#pragma once

#include "attack/attackscenario.h"
#include "participanttablemodel.h"

namespace inwo {

// The aiding or defending groups of an attack, one row each, with the status the last
// adjudication gave each row. Name, numbers, tokens and (defending) relation edit in place;
// alignments and modifiers are shown and edited through the group form.
class AttackGroupModel : public ParticipantListModel<AttackGroup>
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        PowerColumn,
        GlobalColumn,
        AlignmentsColumn,
        TokensColumn,
        RelationColumn, // defending groups only
        ModifiersColumn,
        StatusColumn,
        ColumnCount
    };
    enum class Side : quint8 { Aiding, Defending };

    explicit AttackGroupModel(Side side, QObject *parent = nullptr);

    Side side() const { return m_side; }

    // Whether `column` is shown for this side.
    bool hasColumn(int column) const;
    // The boxed game calls Global Power "transferable Power".
    void setRules(RuleSet rules);
    // A defending row with relation "target" stands for the target: it shows the target's own
    // numbers and alignments (edited in the target's form).
    void setTarget(const AttackGroup &target);

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

protected:
    QVariant cellData(int row, int column, int role) const override;
    bool setCellData(AttackGroup &group, int column, const QVariant &value, int role) override;

private:
    bool standsForTarget(int row) const;

    Side m_side;
    AttackGroup m_target;
    RuleSet m_rules = RuleSet::Inwo;
};

} // namespace inwo
