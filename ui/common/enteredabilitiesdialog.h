#pragma once

#include "cards/cardabilities.h"

#include <QDialog>
#include <QList>

#include <functional>

class QLabel;
class QPushButton;
class QStringListModel;
class QTableWidget;

namespace inwo {

class AbilityForm;
class CardNameResolver;
class CardRepository;

// The card effects the referee enters for a table or an attack, one row each (the card, what it
// does in words made from its fields, whom it covers), with Add, Edit and Remove; each effect is
// edited in an AbilityForm. The caller makes the list that OK leaves one undo step.
class EnteredAbilitiesDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { CardColumn, EffectColumn, ReachColumn, ColumnCount };

    EnteredAbilitiesDialog(const CardRepository &cards, const CardNameResolver &resolver,
                           const QList<EnteredAbility> &abilities, QWidget *parent = nullptr);
    ~EnteredAbilitiesDialog() override;

    QList<EnteredAbility> abilities() const { return m_abilities; }
    // The card a new effect starts with (the card selected where the dialog was opened).
    void setSuggestedCard(const QString &card) { m_suggestedCard = card; }

    QTableWidget *table() const { return m_table; }

    // How an effect's form is run: exec() unless set (tests answer the form instead).
    using FormRunner = std::function<bool(AbilityForm &)>;
    void setFormRunner(FormRunner runner) { m_runForm = std::move(runner); }

public slots:
    // Opens the form on a new effect, or on the selected one; true when the list changed.
    bool addAbility();
    bool editSelected();
    void removeSelected();

private:
    void showRows();
    bool runForm(AbilityForm &form);
    QStringListModel *cardNames();

    const CardRepository &m_cards;
    const CardNameResolver &m_resolver;
    QList<EnteredAbility> m_abilities;
    QString m_suggestedCard;
    FormRunner m_runForm;
    QStringListModel *m_cardNames = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace inwo
