#include "startupbench.h"

#include "benchstats.h"

#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

constexpr double MaxRatioToBare = 1.5;
constexpr double MaxLargeOverBundled = 1.10;

struct Series
{
    QString label;
    QString program;
    QStringList arguments;
    std::vector<double> samples; // the warm-up run excluded
    QString error;
};

void progress(const QString &message)
{
    QTextStream(stderr) << "inwo-bench: " << message << Qt::endl;
}

// Milliseconds from start to exit, or -1 with `error` set.
double runOnce(const Series &series, const QProcessEnvironment &environment, int timeoutMs,
               QString *error)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setStandardOutputFile(QProcess::nullDevice());
    const double start = nowMs();
    process.start(series.program, series.arguments);
    if (!process.waitForStarted(timeoutMs)) {
        *error = u"cannot start %1: %2"_s.arg(series.program, process.errorString());
        return -1.0;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        *error =
            u"did not exit within %1 ms of starting (does it support --quit-after-paint?)"_s.arg(
                timeoutMs);
        return -1.0;
    }
    const double elapsed = nowMs() - start;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString stderrText = QString::fromLocal8Bit(process.readAllStandardError());
        *error = u"exited with code %1%2: %3"_s.arg(process.exitCode())
                     .arg(process.exitStatus() == QProcess::CrashExit ? u" (crashed)"_s : QString())
                     .arg(stderrText.right(500).trimmed());
        return -1.0;
    }
    return elapsed;
}

double pairedRatio(const std::vector<double> &numerators, const std::vector<double> &denominators)
{
    std::vector<double> ratios;
    for (std::size_t i = 0; i < std::min(numerators.size(), denominators.size()); ++i) {
        if (denominators[i] > 0.0)
            ratios.push_back(numerators[i] / denominators[i]);
    }
    return ratios.empty() ? 0.0 : std::round(percentile(ratios, 50) * 1000.0) / 1000.0;
}

QJsonObject compare(const Series &app, const Series &bare)
{
    QJsonObject object;
    if (!app.error.isEmpty() || !bare.error.isEmpty()) {
        object[u"error"_s] = !app.error.isEmpty() ? app.error : bare.error;
        return object;
    }
    const double appMedian = percentile(app.samples, 50);
    const double bareMedian = percentile(bare.samples, 50);
    object[u"app_median_ms"_s] = roundMs(appMedian);
    object[u"app_p90_ms"_s] = roundMs(percentile(app.samples, 90));
    object[u"bare_median_ms"_s] = roundMs(bareMedian);
    object[u"bare_p90_ms"_s] = roundMs(percentile(bare.samples, 90));
    object[u"ratio_of_medians"_s] = ratio(appMedian, bareMedian);
    // Each app run is paired with the bare run just before it, so a busy spell of the machine
    // slows both sides of a pair; the median of the pairs' ratios is what the target judges.
    object[u"ratio"_s] = pairedRatio(app.samples, bare.samples);
    return object;
}

} // namespace

QJsonObject runStartupBench(const StartupBenchSettings &settings, bool *targetsMet)
{
    *targetsMet = false;
    QJsonObject result;
    result[u"runs"_s] = std::max(settings.runs - 1, 1);

    // A fresh settings and data home shared by all runs, so the developer's own settings neither
    // change the numbers nor get changed. The warm-up run creates whatever the programs save.
    QTemporaryDir home;
    if (!home.isValid()) {
        result[u"error"_s] = u"cannot create a temporary directory"_s;
        return result;
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"QT_LOGGING_RULES"_s, u"qt.qpa.*=false"_s);
    environment.remove(u"INWO_DB"_s);
    for (const QString &variable :
         {u"XDG_CONFIG_HOME"_s, u"XDG_DATA_HOME"_s, u"XDG_CACHE_HOME"_s, u"XDG_STATE_HOME"_s})
        environment.insert(variable, home.filePath(variable.toLower()));

    const QStringList quit{u"--quit-after-paint"_s};
    std::vector<Series> series;
    series.push_back({u"inwo-assistant, bundled cards"_s,
                      settings.appPath,
                      QStringList{u"--db"_s, settings.bundledDb} + quit,
                      {},
                      {}});
    series.push_back({u"inwo-bare-window"_s, settings.barePath, quit, {}, {}});
    if (!settings.largeDb.isEmpty())
        series.push_back({u"inwo-assistant, 100,000 cards"_s,
                          settings.appPath,
                          QStringList{u"--db"_s, settings.largeDb} + quit,
                          {},
                          {}});

    for (Series &s : series) {
        if (!QFileInfo(s.program).isExecutable())
            s.error = u"%1 is not built (build the `bench` target)"_s.arg(s.program);
    }

    for (int run = 0; run < std::max(settings.runs, 2); ++run) {
        for (Series &s : series) {
            if (!s.error.isEmpty())
                continue;
            if (run == 0)
                progress(u"start-up: %1"_s.arg(s.label));
            QString error;
            const double elapsed = runOnce(s, environment, settings.timeoutMs, &error);
            if (elapsed < 0.0) {
                s.error = s.label + u": "_s + error;
                progress(s.error);
            } else if (run > 0) {
                s.samples.push_back(elapsed);
            }
        }
    }

    const Series &bare = series[1];
    if (bare.error.isEmpty())
        result[u"bare"_s] = QJsonObject{{u"median_ms"_s, roundMs(percentile(bare.samples, 50))},
                                        {u"p90_ms"_s, roundMs(percentile(bare.samples, 90))}};
    const QJsonObject bundled = compare(series[0], bare);
    result[u"bundled"_s] = bundled;
    bool met = !bundled.contains(u"error"_s) && bundled[u"ratio"_s].toDouble() <= MaxRatioToBare;
    if (series.size() > 2) {
        const QJsonObject large = compare(series[2], bare);
        result[u"large"_s] = large;
        met = met && !large.contains(u"error"_s) && large[u"ratio"_s].toDouble() <= MaxRatioToBare;
        if (!bundled.contains(u"error"_s) && !large.contains(u"error"_s)) {
            const double largeOverBundled = pairedRatio(series[2].samples, series[0].samples);
            result[u"large_over_bundled"_s] = largeOverBundled;
            met = met && largeOverBundled <= MaxLargeOverBundled;
        }
    }
    result[u"targets_met"_s] = met;
    *targetsMet = met;
    return result;
}

} // namespace inwo::bench
