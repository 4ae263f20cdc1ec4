#include "checklistbutton.h"

#include <QCheckBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QStyle>
#include <QStyleOptionToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// A tristate box that goes unchecked, checked, then partially checked ("sometimes"): the common
// choice comes first.
class CheckedFirstBox : public QCheckBox
{
public:
    using QCheckBox::QCheckBox;

protected:
    void nextCheckState() override
    {
        if (!isTristate()) {
            QCheckBox::nextCheckState();
            return;
        }
        switch (checkState()) {
        case Qt::Unchecked:
            setCheckState(Qt::Checked);
            break;
        case Qt::Checked:
            setCheckState(Qt::PartiallyChecked);
            break;
        case Qt::PartiallyChecked:
            setCheckState(Qt::Unchecked);
            break;
        }
    }
};

} // namespace

CheckListButton::CheckListButton(const QStringList &items, bool tristate, QWidget *parent)
    : QToolButton(parent), m_items(items), m_emptyText(tr("none"))
{
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    m_menu = new QMenu(this);
    auto *panel = new QWidget(m_menu);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(2);
    if (tristate) {
        auto *hint = new QLabel(tr("Click twice for \"sometimes\""), panel);
        hint->setEnabled(false);
        layout->addWidget(hint);
    }
    for (const QString &item : items) {
        auto *box = new CheckedFirstBox(item, panel);
        box->setTristate(tristate);
        layout->addWidget(box);
        m_boxes.append(box);
        connect(box, &QCheckBox::stateChanged, this, [this] {
            updateText();
            emit statesChanged();
        });
    }
    auto *action = new QWidgetAction(m_menu);
    action->setDefaultWidget(panel);
    m_menu->addAction(action);
    setMenu(m_menu);
    // From the keyboard: the list opens on its first box; the arrows and Tab move, Space ticks,
    // Esc closes.
    m_menu->installEventFilter(this);
    for (QCheckBox *box : m_boxes)
        box->installEventFilter(this);
    updateText();
}

QList<Qt::CheckState> CheckListButton::states() const
{
    QList<Qt::CheckState> states;
    states.reserve(m_boxes.size());
    for (const QCheckBox *box : m_boxes)
        states.append(box->checkState());
    return states;
}

void CheckListButton::setStates(const QList<Qt::CheckState> &states)
{
    for (qsizetype i = 0; i < m_boxes.size(); ++i) {
        const QSignalBlocker blocker(m_boxes.at(i));
        m_boxes.at(i)->setCheckState(i < states.size() ? states.at(i) : Qt::Unchecked);
    }
    updateText();
}

Qt::CheckState CheckListButton::state(int index) const
{
    return m_boxes.value(index) ? m_boxes.at(index)->checkState() : Qt::Unchecked;
}

void CheckListButton::setState(int index, Qt::CheckState state)
{
    if (QCheckBox *box = m_boxes.value(index))
        box->setCheckState(state);
}

QString CheckListButton::summary() const
{
    QStringList chosen;
    for (qsizetype i = 0; i < m_boxes.size(); ++i) {
        const Qt::CheckState state = m_boxes.at(i)->checkState();
        if (state == Qt::Checked)
            chosen.append(m_items.at(i));
        else if (state == Qt::PartiallyChecked)
            chosen.append(tr("%1 (sometimes)").arg(m_items.at(i)));
    }
    return chosen.isEmpty() ? m_emptyText : chosen.join(u", "_s);
}

void CheckListButton::setEmptyText(const QString &text)
{
    m_emptyText = text;
    updateText();
}

QSize CheckListButton::sizeHint() const
{
    // Independent of the (elided) text, so that eliding never changes the layout.
    QSize size = QToolButton::sizeHint();
    size.setWidth(fontMetrics().horizontalAdvance(u'x') * 24);
    return size;
}

QSize CheckListButton::minimumSizeHint() const
{
    QSize size = QToolButton::minimumSizeHint();
    size.setWidth(fontMetrics().horizontalAdvance(u'x') * 10);
    return size;
}

void CheckListButton::resizeEvent(QResizeEvent *event)
{
    QToolButton::resizeEvent(event);
    updateText();
}

void CheckListButton::changeEvent(QEvent *event)
{
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateText();
}

bool CheckListButton::eventFilter(QObject *watched, QEvent *event)
{
    if (m_boxes.isEmpty())
        return QToolButton::eventFilter(watched, event);
    if (watched == m_menu && event->type() == QEvent::Show) {
        m_boxes.first()->setFocus(Qt::PopupFocusReason);
        return false;
    }
    if (event->type() != QEvent::KeyPress)
        return QToolButton::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    const bool next = key == Qt::Key_Down || key == Qt::Key_Tab;
    const bool previous = key == Qt::Key_Up || key == Qt::Key_Backtab;
    if (!next && !previous)
        return QToolButton::eventFilter(watched, event);
    qsizetype at = m_boxes.indexOf(qobject_cast<QCheckBox *>(watched));
    const qsizetype count = m_boxes.size();
    at = at < 0 ? 0 : (at + (next ? 1 : count - 1)) % count;
    m_boxes.at(at)->setFocus(Qt::TabFocusReason);
    return true;
}

void CheckListButton::updateText()
{
    const QString full = summary();
    // Room for the text: the button's width less its frame and the menu arrow.
    QStyleOptionToolButton option;
    initStyleOption(&option);
    const int arrow = style()->pixelMetric(QStyle::PM_MenuButtonIndicator, &option, this);
    const int room = width() - arrow - 16;
    setText(room > 0 ? fontMetrics().elidedText(full, Qt::ElideRight, room) : full);
    setToolTip(full);
}

} // namespace inwo
