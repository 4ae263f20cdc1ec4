#include "playitemsmodel.h"

#include "rules/ruleidentity.h"
#include "timelinetext.h"

namespace inwo {

PlayItemsModel::PlayItemsModel(QObject *parent) : QStandardItemModel(0, 4, parent)
{
    setHorizontalHeaderLabels({tr("What"), tr("Owner"), tr("Fate"), tr("Rule")});
}

void PlayItemsModel::showItems(const QList<PlayItem> &items, const Position &position)
{
    removeRows(0, rowCount());
    for (const PlayItem &item : items) {
        const auto cell = [&item](const QString &text) {
            auto *result = new QStandardItem(text);
            result->setEditable(false);
            result->setToolTip(text);
            result->setData(int(item.kind), ItemKindRole);
            result->setData(item.card.value, CardRole);
            result->setData(int(item.fate), FateRole);
            result->setData(int(item.rule), RuleRole);
            return result;
        };
        QStandardItem *rule = cell(item.rule == RuleId::None ? QString() : ruleCode(item.rule));
        if (item.rule != RuleId::None)
            rule->setToolTip(
                tr("%1: %2\n%3")
                    .arg(ruleCode(item.rule), ruleTitle(item.rule), ruleSource(item.rule)));
        appendRow({cell(TimelineText::item(item, position)), cell(item.owner),
                   cell(TimelineText::name(item.fate)), rule});
    }
}

} // namespace inwo
