#pragma once

#include <QJsonObject>
#include <QString>

namespace inwo::bench {

struct StartupBenchSettings
{
    QString appPath;  // inwo-assistant
    QString barePath; // inwo-bare-window
    QString bundledDb;
    QString largeDb; // empty: not measured
    int runs = 31;   // per program and database; the first is a warm-up and not counted
    int timeoutMs = 60000;
};

// Start-up to first paint, offscreen: wall time from QProcess::start() until the program has
// exited after its first paint (`--quit-after-paint`). Runs the programs in turn (app with the
// bundled cards, bare window, app with the large database) so that load on the machine hits all
// of them alike. The result follows the "startup" object of README.md.
QJsonObject runStartupBench(const StartupBenchSettings &settings, bool *targetsMet);

} // namespace inwo::bench
