#pragma once

#include "table/attacklist.h"
#include "table/position.h"

#include <QAbstractTableModel>

namespace inwo {

// Every attack a player can make from the position (attackOptions): the legal ones, best chance
// (or best for the goals) first, with their chance, what success does to the goals and the aid;
// then, when shown, the refused ones with the first refusal.
class AttackListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The attack ("The Mafia → Texas (control)"), its chance, what success does to the goals,
    // and its aid or why the rules refuse it.
    enum Column { AttackColumn, ChanceColumn, GoalsColumn, NotesColumn, ColumnCount };
    enum Role {
        LegalRole = Qt::UserRole + 1, // bool
        ChanceRole,                   // the chance of success (double), legal attacks
        AttackerRole,                 // the attacker's identity (QString)
        TargetRole,                   // the target's identity (QString)
        KindRole,                     // AttackKind, as an int
        CountAfterRole,               // the attacker's count toward the basic goal on success
        WinsRole,                     // bool: success would meet a goal he does not meet now
    };

    explicit AttackListModel(QObject *parent = nullptr);

    void setAttacks(const AttackList &attacks, const Position &position);
    // Whether the refused attacks are listed after the legal ones.
    void setShowsRefused(bool shows);
    bool showsRefused() const { return m_showsRefused; }
    const AttackList &attacks() const { return m_attacks; }

    // The attack of a row; nullptr for none.
    const AttackOption *optionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString cardName(const InstanceId &id) const;

    AttackList m_attacks;
    Position m_position;
    bool m_showsRefused = true;
};

} // namespace inwo
