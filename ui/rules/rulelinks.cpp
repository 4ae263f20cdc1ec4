#include "rulelinks.h"

#include <QAbstractItemView>
#include <QAction>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QMenu>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace inwo {

RuleLinks::RuleOfLine RuleLinks::fromRole(int role)
{
    return [role](const QModelIndex &index) {
        const int number = index.siblingAtColumn(0).data(role).toInt();
        return number >= 1 && number <= RuleCount ? RuleId(number) : RuleId::None;
    };
}

RuleLinks *RuleLinks::attach(QAbstractItemView *view, RuleOfLine ruleOfLine, OpenRule open)
{
    return new RuleLinks(view, std::move(ruleOfLine), std::move(open));
}

RuleLinks::RuleLinks(QAbstractItemView *view, RuleOfLine ruleOfLine, OpenRule open)
    : QObject(view), m_view(view), m_ruleOfLine(std::move(ruleOfLine)), m_open(std::move(open))
{
    setObjectName(u"ruleLinks"_s);
    connect(view, &QAbstractItemView::doubleClicked, this, &RuleLinks::openAt);

    // A view with a menu of its own (the verdict's unresolved lines) keeps it: each menu shows
    // only on the lines it is for.
    if (view->contextMenuPolicy() == Qt::DefaultContextMenu)
        view->setContextMenuPolicy(Qt::CustomContextMenu);
    if (view->contextMenuPolicy() == Qt::CustomContextMenu)
        connect(view, &QWidget::customContextMenuRequested, this, &RuleLinks::showMenu);

    auto *key = new QAction(tr("Open the Rule of This Line"), view);
    key->setObjectName(u"actionOpenRuleOfLine"_s);
    key->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    key->setShortcutContext(Qt::WidgetShortcut);
    // Not in an actions menu: the context menu names the rule.
    key->setVisible(view->contextMenuPolicy() != Qt::ActionsContextMenu);
    view->addAction(key);
    connect(key, &QAction::triggered, this, &RuleLinks::openCurrent);

    m_viewport = view->viewport();
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
}

QString RuleLinks::openRuleText(RuleId rule)
{
    //: A context menu entry; %1 is a rule's identity ("R11")
    return tr("Open Rule %1 in the Rules Tab").arg(ruleCode(rule));
}

QString RuleLinks::hintText()
{
    return tr("Double-click to read the rule.");
}

RuleId RuleLinks::ruleAt(const QModelIndex &index) const
{
    return index.isValid() ? m_ruleOfLine(index) : RuleId::None;
}

QModelIndex RuleLinks::firstCitedLine() const
{
    const QAbstractItemModel *model = m_view->model();
    if (!model)
        return {};
    for (int row = 0; row < model->rowCount(m_view->rootIndex()); ++row) {
        const QModelIndex line = model->index(row, 0, m_view->rootIndex());
        if (ruleAt(line) != RuleId::None)
            return line;
    }
    return {};
}

void RuleLinks::openCurrent()
{
    QModelIndex line = m_view->currentIndex();
    const bool chosen = m_view->selectionModel() && m_view->selectionModel()->hasSelection();
    if (ruleAt(line) == RuleId::None && !chosen) {
        line = firstCitedLine();
        if (line.isValid() && m_view->selectionModel())
            m_view->selectionModel()->setCurrentIndex(line, QItemSelectionModel::NoUpdate);
    }
    openAt(line);
}

void RuleLinks::openAt(const QModelIndex &index)
{
    const RuleId rule = ruleAt(index);
    if (rule != RuleId::None)
        m_open(rule);
}

void RuleLinks::showMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    const RuleId rule = ruleAt(index);
    if (rule == RuleId::None)
        return;
    QMenu menu(m_view);
    QAction *open = menu.addAction(openRuleText(rule));
    open->setObjectName(u"actionOpenRule"_s);
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    if (menu.exec(m_view->viewport()->mapToGlobal(position)) == open)
        m_open(rule);
}

bool RuleLinks::eventFilter(QObject *watched, QEvent *event)
{
    // The type first, and the viewport as it was kept: while the view is being destroyed its
    // viewport still sends events, and the view is then no longer a scroll area to ask.
    if (event->type() == QEvent::FocusIn && watched == m_view) {
        // Before the view's own handler, which would make the first line current.
        const auto *focus = static_cast<QFocusEvent *>(event);
        if (m_firstCitedLineTakesFocus && focus->reason() != Qt::MouseFocusReason &&
            m_view->selectionModel() && !m_view->currentIndex().isValid()) {
            const QModelIndex line = firstCitedLine();
            if (line.isValid())
                m_view->selectionModel()->setCurrentIndex(line, QItemSelectionModel::NoUpdate);
        }
        return QObject::eventFilter(watched, event);
    }
    if (event->type() != QEvent::ToolTip || watched != m_viewport)
        return QObject::eventFilter(watched, event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const QModelIndex index = m_view->indexAt(help->pos());
    if (ruleAt(index) == RuleId::None)
        return QObject::eventFilter(watched, event); // the view's own tooltip
    const QString own = index.data(Qt::ToolTipRole).toString();
    const QString text = own.isEmpty() ? hintText() : own + u'\n' + hintText();
    QToolTip::showText(help->globalPos(), text, m_view->viewport(), m_view->visualRect(index));
    return true;
}

} // namespace inwo
