#include "deckbench.h"

#include "benchstats.h"
#include "carddatabase.h"
#include "cardnameresolver.h"
#include "decklegality.h"
#include "formatlibrary.h"
#include "lackeydeckformat.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QXmlStreamReader>

#include <vector>

using namespace Qt::StringLiterals;

namespace inwo::bench {

namespace {

// The floor: reading the file's elements and nothing else.
int bareXmlElements(const QByteArray &bytes)
{
    QXmlStreamReader xml(bytes);
    int elements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement)
            ++elements;
    }
    return elements;
}

double median(std::vector<double> samples)
{
    return percentile(std::move(samples), 50.0);
}

} // namespace

QJsonObject runDeckBench(const DeckBenchSettings &settings, QString *error)
{
    CardDatabase db;
    if (!db.open(settings.databasePath, error))
        return {};
    QList<FormatError> formatErrors;
    const FormatLibrary library = FormatLibrary::load(db, QString(), &formatErrors);
    const std::optional<DeckFormat> format = library.find(settings.formatId);
    if (!format) {
        *error = u"no format '%1'"_s.arg(settings.formatId);
        return {};
    }
    const QDir dir(settings.decksDir);
    const QStringList files = dir.entryList({u"*.dek"_s}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        *error = u"no .dek files in %1"_s.arg(settings.decksDir);
        return {};
    }
    QList<QByteArray> contents;
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            *error = u"cannot read %1"_s.arg(file.fileName());
            return {};
        }
        contents.append(file.readAll());
    }

    // The resolver indexes every card on first use; the editor and the CLI pay that once per
    // session, so it is measured apart.
    const double indexStart = nowMs();
    const CardNameResolver resolver(db);
    resolver.resolve(u"Warm up the index"_s);
    const double indexMs = nowMs() - indexStart;

    QJsonArray decks;
    std::vector<double> totals;
    std::vector<double> floors;
    int cards = 0;
    int unresolved = 0;
    QHash<QString, int> statuses;
    double firstPassMs = 0; // each deck's first run: the card cache still filling

    const double runStart = nowMs();
    for (qsizetype i = 0; i < files.size(); ++i) {
        std::vector<double> readSamples;
        std::vector<double> checkSamples;
        std::vector<double> floorSamples;
        DeckVerdict verdict;
        DeckImportResult read;
        for (int rep = 0; rep < settings.repetitions; ++rep) {
            const double t0 = nowMs();
            read = LackeyDeckFormat::read(contents.at(i), files.at(i), resolver);
            const double t1 = nowMs();
            verdict = checkDeck(read.deck, *format, db);
            const double t2 = nowMs();
            const int elements = bareXmlElements(contents.at(i));
            const double t3 = nowMs();
            if (elements == 0)
                *error = u"%1 has no elements"_s.arg(files.at(i));
            if (rep == 0)
                firstPassMs += t2 - t0;
            readSamples.push_back(t1 - t0);
            checkSamples.push_back(t2 - t1);
            floorSamples.push_back(t3 - t2);
        }
        const double readMs = median(readSamples);
        const double checkMs = median(checkSamples);
        const double floorMs = median(floorSamples);
        totals.push_back(readMs + checkMs);
        floors.push_back(floorMs);
        const int copies = read.report.cardCopies();
        cards += copies;
        unresolved += read.report.count(DeckLineStatus::Ambiguous) +
                      read.report.count(DeckLineStatus::NotFound);
        statuses[codeOf(verdict.status)] += 1;
        decks.append(QJsonObject{{u"file"_s, files.at(i)},
                                 {u"cards"_s, copies},
                                 {u"verdict"_s, codeOf(verdict.status)},
                                 {u"violations"_s, int(verdict.violations.size())},
                                 {u"read_ms"_s, roundMs(readMs)},
                                 {u"check_ms"_s, roundMs(checkMs)},
                                 {u"total_ms"_s, roundMs(readMs + checkMs)},
                                 {u"floor_ms"_s, roundMs(floorMs)},
                                 {u"ratio"_s, ratio(readMs + checkMs, floorMs)}});
    }
    const double wallMs = nowMs() - runStart;
    double sumTotal = 0;
    double sumFloor = 0;
    for (std::size_t i = 0; i < totals.size(); ++i) {
        sumTotal += totals[i];
        sumFloor += floors[i];
    }
    QJsonObject verdicts;
    for (auto it = statuses.cbegin(); it != statuses.cend(); ++it)
        verdicts.insert(it.key(), it.value());
    const QJsonObject summary{
        {u"decks"_s, int(files.size())},
        {u"cards"_s, cards},
        {u"unresolved_lines"_s, unresolved},
        {u"verdicts"_s, verdicts},
        {u"resolver_index_ms"_s, roundMs(indexMs)},
        {u"per_deck_median_ms"_s, roundMs(median(totals))},
        {u"per_deck_p99_ms"_s, roundMs(percentile(totals, 99.0))},
        {u"per_deck_max_ms"_s, roundMs(percentile(totals, 100.0))},
        {u"all_decks_ms"_s, roundMs(sumTotal)},
        {u"first_pass_all_decks_ms"_s, roundMs(firstPassMs)},
        {u"floor_all_decks_ms"_s, roundMs(sumFloor)},
        {u"ratio_to_floor"_s, ratio(sumTotal, sumFloor)},
        {u"repetitions"_s, settings.repetitions},
        {u"wall_ms"_s, qRound(wallMs)},
    };
    return {{u"format"_s, format->id}, {u"summary"_s, summary}, {u"decks"_s, decks}};
}

} // namespace inwo::bench
