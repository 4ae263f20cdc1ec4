#pragma once

// The main window as the widget tests open it, and the small two-player table the game tests
// start from: one place, so a change to how a window opens reaches every test.
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "mainwindow.h"
#include "table/position.h"

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QTest>

#include <memory>
#include <optional>

namespace inwo::test {

// Two players in round 2, Alice's actions: her Bavarian Illuminati with The Mafia, Bob's Gnomes of
// Zurich with the Post Office, Texas uncontrolled.
inline constexpr const char *twoPlayerTable = R"({
  "rules": "inwo", "basicGoal": 12, "round": 2, "turn": "Alice", "firstPlayer": "Alice",
  "phase": "actions",
  "players": [
    {"name": "Alice", "illuminati": {"id": "a0", "card": "Bavarian Illuminati"},
     "groups": [{"id": "a1", "card": "The Mafia", "master": "a0", "arrow": 0}],
     "plots": {"hidden": 2}},
    {"name": "Bob", "illuminati": {"id": "b0", "card": "Gnomes of Zurich"},
     "groups": [{"id": "b1", "card": "Post Office", "master": "b0", "arrow": 0}],
     "plots": {"hidden": 2}}
  ],
  "uncontrolled": [{"id": "u1", "card": "Texas"}]
})";

// A position file's table, its card names resolved in `database`; a test table that does not read
// stops the test run.
inline Position readTestPosition(const CardDatabase &database, const char *json)
{
    QString error;
    const CardNameResolver names(database);
    const std::optional<Position> read = Position::fromJson(QByteArray(json), &error, &names);
    if (!read)
        qFatal("%s", qPrintable(error));
    return *read;
}

// The main window on `database`, shown at `size` and made active, asking nothing about unsaved
// files and saving no settings when it closes.
inline std::unique_ptr<MainWindow> showTestWindow(CardDatabase &database,
                                                  QSize size = QSize(1366, 768))
{
    auto window = std::make_unique<MainWindow>(database);
    window->setAsksAboutUnsavedScenario(false);
    window->setSavesSettingsOnClose(false);
    window->resize(size);
    window->show();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("the window is not active");
    return window;
}

} // namespace inwo::test
