#pragma once

#include "userabilities.h"

#include <QDialog>
#include <QList>

#include <memory>

class QLabel;
class QLineEdit;
class QTableWidget;
class QTableWidgetItem;
class QTextBrowser;

namespace inwo {

class CardDatabase;
class ImportedCardText;

// The abilities the project read from printed card text its sources do not hold, for the user to
// confirm for his database: a confirmed one is applied everywhere, cited "confirmed by the user";
// unticking withdraws the confirmation. Each tick is one write; a refused one is undone and says
// why. Beside each, the card's own text when the user imported it; a filter finds a card.
class AbilityConfirmationsDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { CardColumn, WordsColumn, SourceColumn, ColumnCount };

    explicit AbilityConfirmationsDialog(CardDatabase &database, QWidget *parent = nullptr);
    ~AbilityConfirmationsDialog() override;

    // Whether a confirmation was made or withdrawn since the dialog opened: the tabs recompute.
    bool hasChanged() const { return m_changed; }

    QTableWidget *table() const { return m_table; }
    QLineEdit *filterField() const { return m_filter; }
    QTextBrowser *details() const { return m_details; }
    // The row of the ability of `cardId` with `words`; -1 when none.
    int rowOf(const QString &cardId, const QString &words) const;

signals:
    // A confirmation was made or withdrawn.
    void confirmationsChanged();

private:
    void showRows();
    void applyFilter();
    void showDetails();
    void checkChanged(QTableWidgetItem *item);
    void updateCount();

    CardDatabase &m_database;
    std::unique_ptr<ImportedCardText> m_cardText;
    QList<UnverifiedAbility> m_abilities;
    QStringList m_cardNames; // by row
    bool m_changed = false;
    bool m_showing = false;

    QLineEdit *m_filter = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_details = nullptr;
    QLabel *m_count = nullptr;
};

} // namespace inwo
