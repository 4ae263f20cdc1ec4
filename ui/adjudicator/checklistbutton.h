#pragma once

#include <QList>
#include <QStringList>
#include <QToolButton>

class QCheckBox;
class QMenu;

namespace inwo {

// A compact button for choosing several of a fixed list (alignments, attributes): it shows the
// chosen ones ("Liberal, Government (sometimes)") and opens a list of check boxes. With
// `tristate`, a second click marks an item "sometimes" (partially checked).
class CheckListButton : public QToolButton
{
    Q_OBJECT

public:
    CheckListButton(const QStringList &items, bool tristate, QWidget *parent = nullptr);

    QList<Qt::CheckState> states() const;
    // Sets every item without emitting statesChanged().
    void setStates(const QList<Qt::CheckState> &states);
    Qt::CheckState state(int index) const;
    void setState(int index, Qt::CheckState state); // emits statesChanged() when it changes

    // The text the button shows in full (it elides it to its width); `emptyText` when none.
    QString summary() const;
    void setEmptyText(const QString &text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void statesChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateText();

    QStringList m_items;
    QList<QCheckBox *> m_boxes;
    QMenu *m_menu = nullptr;
    QString m_emptyText;
};

} // namespace inwo
