#pragma once

#include "attackscenario.h"
#include "participantstatus.h"

#include <QAbstractTableModel>
#include <QList>

namespace inwo {

// The aiding or defending groups of an attack, one row each, with the status the last
// adjudication gave each row. Name, numbers, tokens and (defending) relation edit in place;
// alignments and modifiers are shown and edited through the group form.
class AttackGroupModel : public QAbstractTableModel
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
    const QList<AttackGroup> &groups() const { return m_groups; }
    void setGroups(const QList<AttackGroup> &groups);
    const AttackGroup &groupAt(int row) const { return m_groups.at(row); }
    void setGroup(int row, const AttackGroup &group);
    int addGroup(const AttackGroup &group); // returns its row
    void insertGroup(int row, const AttackGroup &group);
    void removeGroup(int row);

    // One status per row (shorter lists leave the rest unknown); only the status column changes.
    void setStatuses(const QList<ParticipantStatus> &statuses);
    ParticipantStatus statusAt(int row) const { return m_statuses.value(row); }

    // Whether `column` is shown for this side.
    bool hasColumn(int column) const;
    // The boxed game calls Global Power "transferable Power".
    void setRules(RuleSet rules);
    // A defending row with relation "target" stands for the target: it shows the target's own
    // numbers and alignments (edited in the target's form).
    void setTarget(const AttackGroup &target);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    // A group was added, removed or edited (not emitted for status changes).
    void groupsChanged();

private:
    bool standsForTarget(int row) const;

    Side m_side;
    AttackGroup m_target;
    RuleSet m_rules = RuleSet::Inwo;
    QList<AttackGroup> m_groups;
    QList<ParticipantStatus> m_statuses;
};

} // namespace inwo
