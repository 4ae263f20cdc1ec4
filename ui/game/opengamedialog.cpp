#include "opengamedialog.h"

#include "adjudicator/attacknames.h"
#include "rules/ruleset.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inwo {

namespace {

QString rulesName(const QString &code)
{
    const std::optional<RuleSet> rules = enumFromCode<RuleSet>(code);
    return rules ? AttackNames::name(*rules) : code;
}

QString when(const QDateTime &time)
{
    return QLocale().toString(time.toLocalTime(), QLocale::ShortFormat);
}

} // namespace

OpenGameDialog::OpenGameDialog(CardDatabase &database, QWidget *parent)
    : QDialog(parent), m_database(database)
{
    setWindowTitle(tr("Open a Game"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("openGameList"));
    m_list->setAccessibleName(tr("Saved games"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setHeaderLabels({tr("Game"), tr("Rules"), tr("Events"), tr("Last played")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_list->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto *label = new QLabel(tr("&Games in your database, the unfinished ones first:"), this);
    label->setBuddy(m_list);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    QPushButton *remove = buttons->addButton(tr("&Delete…"), QDialogButtonBox::ActionRole);
    remove->setObjectName(QStringLiteral("deleteGameButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(remove, &QPushButton::clicked, this, &OpenGameDialog::deleteChosen);
    connect(m_list, &QTreeWidget::itemActivated, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    fill();
    resize(std::max(sizeHint().width(), 620), 380);
}

QList<StoredGameInfo> OpenGameDialog::gamesInOrder(CardDatabase &database, QString *error)
{
    QList<StoredGameInfo> games = GameStore(database).list(error);
    std::stable_sort(
        games.begin(), games.end(),
        [](const StoredGameInfo &a, const StoredGameInfo &b) { return !a.finished && b.finished; });
    return games;
}

QString OpenGameDialog::describe(const StoredGameInfo &game)
{
    return tr("%1 (%2, %n event(s), %3)", nullptr, game.events)
        .arg(game.name, rulesName(game.rules), when(game.modified));
}

void OpenGameDialog::fill()
{
    m_list->clear();
    QString error;
    const QList<StoredGameInfo> games = gamesInOrder(m_database, &error);
    for (const StoredGameInfo &game : games) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, game.finished ? tr("%1 (finished)").arg(game.name) : game.name);
        item->setText(1, rulesName(game.rules));
        item->setText(2, QLocale().toString(game.events));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(3, when(game.modified));
        item->setData(0, Qt::UserRole, game.id);
    }
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open a Game"), error);
}

qint64 OpenGameDialog::chosenGame() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

void OpenGameDialog::deleteChosen()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    if (QMessageBox::question(this, tr("Delete a Game"),
                              tr("Delete the game “%1” and its whole log? This cannot be undone.")
                                  .arg(item->text(0))) != QMessageBox::Yes)
        return;
    QString error;
    if (!GameStore(m_database).remove(chosenGame(), &error))
        QMessageBox::warning(this, tr("Delete a Game"), error);
    fill();
}

} // namespace inwo
