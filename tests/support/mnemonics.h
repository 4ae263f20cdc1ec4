#pragma once

// The Alt keys a window answers, for the tests that keep them unique on each tab.
#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMultiHash>
#include <QString>
#include <QTabBar>

namespace inwo::test {

// The Alt key a text gives ("Next &Phase": P), or a null character.
inline QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toUpper();
    }
    return {};
}

// Every Alt key the window answers now: its menus, its tabs and the controls in view.
inline QMultiHash<QChar, QString> visibleMnemonics(QMainWindow &window)
{
    QMultiHash<QChar, QString> keys;
    const auto note = [&keys](const QString &text) {
        const QChar key = mnemonicOf(text);
        if (!key.isNull())
            keys.insert(key, text);
    };
    for (const QAction *action : window.menuBar()->actions())
        note(action->text());
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisible())
            continue;
        if (auto *bar = qobject_cast<QTabBar *>(widget)) {
            for (int tab = 0; tab < bar->count(); ++tab)
                note(bar->tabText(tab));
        } else if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (label->buddy())
                note(label->text());
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            note(button->text());
        } else if (auto *group = qobject_cast<QGroupBox *>(widget)) {
            note(group->title());
        }
    }
    return keys;
}

} // namespace inwo::test
