#pragma once

#include "rules/ruleidentity.h"

#include <QObject>

#include <functional>

class QAbstractItemView;
class QModelIndex;

namespace inwo {

// Makes the citations of an item view links to their rule: a double click on a line that cites
// a rule, the line's context menu ("Open Rule R11 in the Rules Tab") and Ctrl+Shift+R on the
// current line (with no line chosen, the first that cites a rule) call `open` with the rule, and
// the line's tooltip says so. The tab that owns the
// view turns `open` into its ruleRequested() signal; the main window shows the Rules tab.
//
// Usage:
//   RuleLinks::attach(view, RuleLinks::fromRole(TableFactModel::RuleRole),
//                     [this](RuleId rule) { emit ruleRequested(rule); });
class RuleLinks : public QObject
{
    Q_OBJECT

public:
    // The rule a line cites, RuleId::None when it cites none.
    using RuleOfLine = std::function<RuleId(const QModelIndex &)>;
    using OpenRule = std::function<void(RuleId)>;

    // The rule of a line from `role` (a RuleId as an int) on the line's first column, where the
    // models of this program keep it.
    static RuleOfLine fromRole(int role);
    // Links the lines of `view`; the links live as long as the view.
    static RuleLinks *attach(QAbstractItemView *view, RuleOfLine ruleOfLine, OpenRule open);

    // "Open Rule R11 in the Rules Tab": the context menu's entry.
    static QString openRuleText(RuleId rule);
    // "Double-click to read the rule.": what a cited line's tooltip adds.
    static QString hintText();

    // The rule the line of `index` cites (RuleId::None when none).
    RuleId ruleAt(const QModelIndex &index) const;
    // The first line that cites a rule; invalid when none does.
    QModelIndex firstCitedLine() const;

    // When the view takes the keyboard with no current line, the first line that cites a rule
    // becomes current (not selected), so Ctrl+Shift+R reads it at once. Off by default: views
    // whose current line drives other panes keep Qt's own choice.
    void setFirstCitedLineTakesFocus(bool takes) { m_firstCitedLineTakesFocus = takes; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    RuleLinks(QAbstractItemView *view, RuleOfLine ruleOfLine, OpenRule open);
    void openAt(const QModelIndex &index);
    void showMenu(const QPoint &position);
    // Ctrl+Shift+R: the current line's rule, else (no line chosen) the first cited line's.
    void openCurrent();

    QAbstractItemView *m_view;
    const QObject *m_viewport = nullptr; // the view's viewport, whose tooltips are extended
    RuleOfLine m_ruleOfLine;
    OpenRule m_open;
    bool m_firstCitedLineTakesFocus = false;
};

} // namespace inwo
