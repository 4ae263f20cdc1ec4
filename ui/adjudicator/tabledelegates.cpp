#include "tabledelegates.h"

#include "cardnamecompleter.h"

#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QSpinBox>

namespace inwo {

ChoiceDelegate::ChoiceDelegate(const QList<QPair<QString, int>> &choices, QObject *parent)
    : QStyledItemDelegate(parent), m_choices(choices)
{}

QWidget *ChoiceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                      const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    for (const auto &[text, value] : m_choices)
        combo->addItem(text, value);
    // A choice is made as soon as it is picked.
    connect(combo, &QComboBox::activated, this,
            [this, combo] { emit const_cast<ChoiceDelegate *>(this)->commitData(combo); });
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole).toInt())));
}

void ChoiceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                  const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    model->setData(index, combo->currentData(), Qt::EditRole);
}

NumberDelegate::NumberDelegate(int minimum, int maximum, QObject *parent)
    : QStyledItemDelegate(parent), m_minimum(minimum), m_maximum(maximum)
{}

QWidget *NumberDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                      const QModelIndex &) const
{
    auto *box = new QSpinBox(parent);
    box->setRange(m_minimum, m_maximum);
    box->setFrame(false);
    return box;
}

void NumberDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    static_cast<QSpinBox *>(editor)->setValue(index.data(Qt::EditRole).toInt());
}

void NumberDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                  const QModelIndex &index) const
{
    auto *box = static_cast<QSpinBox *>(editor);
    box->interpretText();
    model->setData(index, box->value(), Qt::EditRole);
}

CompletingDelegate::CompletingDelegate(QAbstractItemModel *completions, QObject *parent)
    : QStyledItemDelegate(parent), m_completions(completions)
{}

QWidget *CompletingDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                          const QModelIndex &) const
{
    auto *field = new QLineEdit(parent);
    field->setFrame(false);
    field->setCompleter(new CardNameCompleter(m_completions, field));
    return field;
}

} // namespace inwo
