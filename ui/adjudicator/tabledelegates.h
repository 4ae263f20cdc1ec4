#pragma once

#include <QList>
#include <QPair>
#include <QStyledItemDelegate>

namespace inwo {

// Edits a cell holding one of a few values (its EditRole data) with a combo box of their words.
class ChoiceDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    ChoiceDelegate(const QList<QPair<QString, int>> &choices, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

private:
    QList<QPair<QString, int>> m_choices;
};

// Edits a whole number from `minimum` to `maximum` with a spin box.
class NumberDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    NumberDelegate(int minimum, int maximum, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

private:
    int m_minimum;
    int m_maximum;
};

// Edits text with a line edit that completes from `completions` (card names).
class CompletingDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CompletingDelegate(QAbstractItemModel *completions, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;

private:
    QAbstractItemModel *m_completions;
};

} // namespace inwo
