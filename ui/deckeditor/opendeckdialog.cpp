#include "opendeckdialog.h"

#include "common/databasemessages.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

enum Column { NameColumn, AuthorColumn, CardsColumn, ModifiedColumn, ColumnCount };
constexpr int DeckIdRole = Qt::UserRole + 1;

} // namespace

OpenDeckDialog::OpenDeckDialog(DeckStore &store, QWidget *parent) : QDialog(parent), m_store(store)
{
    setObjectName(u"openDeckDialog"_s);
    setWindowTitle(tr("Open Deck"));

    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"storedDeckList"_s);
    m_list->setAccessibleName(tr("Saved decks"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Name"), tr("Author"), tr("Cards"), tr("Modified")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSortingEnabled(true);
    m_list->installEventFilter(this);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_openButton = buttons->button(QDialogButtonBox::Open);
    m_deleteButton = buttons->addButton(tr("&Delete…"), QDialogButtonBox::ActionRole);
    m_deleteButton->setObjectName(u"deleteDeckButton"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_deleteButton, &QPushButton::clicked, this, &OpenDeckDialog::removeSelectedDeck);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &OpenDeckDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(640, 420);
    reload();
}

void OpenDeckDialog::reload()
{
    m_list->clear();
    QString error;
    const QList<StoredDeckInfo> decks = m_store.list(&error);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open Deck"),
                             tr("The decks could not be listed:\n%1").arg(error));
    const QLocale locale;
    for (const StoredDeckInfo &info : decks) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(NameColumn, info.name.isEmpty() ? tr("(untitled)") : info.name);
        item->setText(AuthorColumn, info.author);
        item->setData(CardsColumn, Qt::DisplayRole, info.cardCount);
        item->setTextAlignment(CardsColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(ModifiedColumn,
                      locale.toString(info.modified.toLocalTime(), QLocale::ShortFormat));
        item->setData(NameColumn, DeckIdRole, info.id);
    }
    m_list->sortByColumn(NameColumn, Qt::AscendingOrder);
    for (int column = 0; column < ColumnCount; ++column)
        m_list->resizeColumnToContents(column);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
}

void OpenDeckDialog::updateButtons()
{
    const bool selected = selectedDeckId() != 0;
    m_openButton->setEnabled(selected);
    m_deleteButton->setEnabled(selected);
}

qint64 OpenDeckDialog::selectedDeckId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item && item->isSelected() ? item->data(NameColumn, DeckIdRole).toLongLong() : 0;
}

bool OpenDeckDialog::selectDeck(qint64 id)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(NameColumn, DeckIdRole).toLongLong() == id) {
            m_list->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

bool OpenDeckDialog::removeSelectedDeck()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const qint64 id = selectedDeckId();
    if (!item || id == 0)
        return false;
    const auto answer =
        QMessageBox::question(this, tr("Delete Deck"),
                              tr("Delete the deck “%1” from your database? "
                                 "This cannot be undone.")
                                  .arg(item->text(NameColumn)),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return false;
    QString error;
    if (!m_store.remove(id, &error)) {
        if (!showDatabaseProblem(this, m_store.database()))
            QMessageBox::warning(this, tr("Delete Deck"),
                                 tr("The deck could not be deleted:\n%1").arg(error));
        return false;
    }
    reload();
    return true;
}

bool OpenDeckDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            removeSelectedDeck();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace inwo
