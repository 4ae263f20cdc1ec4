#pragma once

// The citations of a tab's lists as the tests of issue 24 click them: the first line of a view
// that cites a rule (as its RuleLinks sees it), and a double click on it that collects the rules
// the tab then asks the Rules tab for.
#include "rules/rulelinks.h"

#include <QAbstractItemView>
#include <QList>
#include <QObject>
#include <QTest>

namespace inwo::test {

// The first line of `view`, depth first, that cites a rule; invalid when none does.
inline QModelIndex firstCitedLine(const QAbstractItemView *view, const QModelIndex &parent = {})
{
    const auto *links = view->findChild<RuleLinks *>();
    const QAbstractItemModel *model = view->model();
    if (!links || !model)
        return {};
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        if (links->ruleAt(index) != RuleId::None)
            return index;
        if (const QModelIndex inside = firstCitedLine(view, index); inside.isValid())
            return inside;
    }
    return {};
}

// Double-clicks the line of `index` (scrolled and expanded into view) and returns the rules
// `tab` asked for with its ruleRequested() signal.
template <typename Tab>
QList<RuleId> rulesRequestedByDoubleClick(Tab *tab, QAbstractItemView *view,
                                          const QModelIndex &index)
{
    QList<RuleId> requested;
    const QMetaObject::Connection connection = QObject::connect(
        tab, &Tab::ruleRequested, [&requested](RuleId rule) { requested.append(rule); });
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QObject::disconnect(connection);
    return requested;
}

// The rule the line of `index` cites, as the view's links see it.
inline RuleId ruleOfLine(const QAbstractItemView *view, const QModelIndex &index)
{
    const auto *links = view->findChild<RuleLinks *>();
    return links ? links->ruleAt(index) : RuleId::None;
}

} // namespace inwo::test
