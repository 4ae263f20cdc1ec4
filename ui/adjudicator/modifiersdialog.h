#pragma once

#include "attack/attackscenario.h"

#include <QDialog>
#include <QList>

class QTableWidget;

namespace inwo {

// Edits the modifiers of one group (set, multiply or add; Power or Resistance; for attack,
// defence or both; permanent or for this attack; and what caused it), one row each.
class ModifiersDialog : public QDialog
{
    Q_OBJECT

public:
    ModifiersDialog(const QString &groupName, const QList<StatModifier> &modifiers,
                    QWidget *parent = nullptr);

    QList<StatModifier> modifiers() const;
    QTableWidget *table() const { return m_table; }

    // "×2, +3": the modifiers in a few characters ("" when none), for buttons and table cells.
    static QString summary(const QList<StatModifier> &modifiers);
    // "Power ×2 (Media Campaign), for this attack": one modifier in words.
    static QString describe(const StatModifier &modifier);

public slots:
    void addModifier();
    void removeModifier();

private:
    enum Column { OpColumn, ValueColumn, StatColumn, UseColumn, PermanentColumn, SourceColumn };

    void appendRow(const StatModifier &modifier);
    StatModifier modifierAt(int row) const;

    QTableWidget *m_table = nullptr;
};

} // namespace inwo
