#include "rulescli.h"

#include "bundledscenarios.h"
#include "clicommon.h"
#include "rules/rulesindex.h"
#include "rulestextstore.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr qint64 MaxRulesText = 4 * 1024 * 1024;

QJsonObject passageJson(const SeedLines &lines)
{
    QJsonObject object{{u"seed"_s, seedFileName(lines.seed)},
                       {u"seedTitle"_s, seedTitle(lines.seed)},
                       {u"first"_s, lines.first},
                       {u"last"_s, lines.last}};
    if (lines.section)
        object.insert(u"section"_s, seedSection(lines));
    return object;
}

QJsonObject ruleJson(RuleId rule, const RulesTextStore *store)
{
    const RuleIdentity &identity = ruleIdentity(rule);
    QJsonArray sources;
    for (const SeedLines &lines : identity.passages) {
        QJsonObject source = passageJson(lines);
        if (store) {
            const QStringList text = store->passage(lines);
            if (!text.isEmpty())
                source.insert(u"yourCopy"_s, QJsonArray::fromStringList(text));
        }
        sources.append(source);
    }
    QJsonArray ruleSets;
    for (const RuleSet set : ruleSetsOf(rule))
        ruleSets.append(codeOf(set));
    QJsonArray readings;
    for (const RuleReading &reading : ruleReadings(rule))
        readings.append(QJsonObject{{u"text"_s, reading.text}, {u"taken"_s, reading.taken}});
    QJsonArray scenarios;
    for (const ScenarioCitation &scenario : bundledScenarioCitations().citing(rule))
        scenarios.append(QJsonObject{{u"kind"_s, codeOf(scenario.kind)},
                                     {u"path"_s, scenario.path},
                                     {u"about"_s, scenario.about}});
    QJsonObject object{{u"rule"_s, ruleCode(rule)},
                       {u"title"_s, ruleTitle(rule)},
                       {u"topic"_s, codeOf(ruleTopic(rule))},
                       {u"summary"_s, ruleSummary(rule)},
                       {u"ruleSets"_s, ruleSets},
                       {u"sources"_s, sources},
                       {u"ambiguous"_s, identity.ambiguous},
                       {u"scenarios"_s, scenarios}};
    if (identity.gap)
        object.insert(u"gap"_s, true);
    if (!ruleDifferences(rule).isEmpty())
        object.insert(u"differences"_s, ruleDifferences(rule));
    if (!readings.isEmpty())
        object.insert(u"readings"_s, readings);
    return object;
}

void printRule(QTextStream &out, RuleId rule, const RulesTextStore *store)
{
    const RuleIdentity &identity = ruleIdentity(rule);
    out << ruleCode(rule) << "  " << ruleTitle(rule) << '\n';
    out << "  Topic: " << ruleTopicName(ruleTopic(rule)) << '\n';
    QStringList sets;
    for (const RuleSet set : ruleSetsOf(rule))
        sets.append(displayNameOf(set));
    out << "  Rule sets: " << sets.join(u"; "_s) << '\n';
    out << "  " << ruleSummary(rule) << '\n';
    if (!ruleDifferences(rule).isEmpty())
        out << "  Differences: " << ruleDifferences(rule) << '\n';
    const QList<RuleReading> readings = ruleReadings(rule);
    if (!readings.isEmpty()) {
        out << "  Unclear in the rules texts; the readings:\n";
        for (const RuleReading &reading : readings)
            out << "    " << (reading.taken ? "* " : "- ") << reading.text
                << (reading.taken ? " (the program takes this reading)" : "") << '\n';
    }
    if (identity.gap)
        out << "  The rules texts mention this without stating it.\n";
    out << "  Sources:\n";
    for (const SeedLines &lines : identity.passages) {
        out << "    " << passageSource(lines) << '\n';
        const QStringList text = store ? store->passage(lines) : QStringList();
        for (const QString &line : text)
            out << "      > " << shown(line) << '\n';
    }
    const QList<ScenarioCitation> scenarios = bundledScenarioCitations().citing(rule);
    if (!scenarios.isEmpty()) {
        out << "  Worked scenarios (" << scenarios.size() << "):\n";
        for (const ScenarioCitation &scenario : scenarios)
            out << "    " << displayNameOf(scenario.kind) << ": "
                << QFileInfo(scenario.path).fileName() << " - " << shown(scenario.about) << '\n';
    }
}

int rulesImport(const QStringList &files, const QCommandLineParser &parser, QTextStream &out,
                QTextStream &err)
{
    if (files.size() != 1) {
        err << "inwo: rules import needs one FILE (or - for standard input)" << Qt::endl;
        return BadInput;
    }
    QString error;
    const std::optional<QByteArray> bytes = readInput(files.first(), MaxRulesText, &error);
    if (!bytes) {
        err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    CardDatabase db;
    if (!openDatabase(db, parser, err))
        return BadInput;
    RulesTextStore store(db);
    const RulesTextImport result = store.importRulesText(*bytes, inputName(files.first()));
    if (!result.isImported()) {
        const QString why =
            result.error.isEmpty() ? rulesTextVerdictMessage(result.recognition) : result.error;
        err << "inwo: " << shown(inputName(files.first())) << ": " << shown(why) << Qt::endl;
        return BadInput;
    }
    const std::optional<ImportedRulesText> imported =
        store.importedDocument(*result.recognition.seed);
    if (parser.isSet(u"json"_s)) {
        printJson(out, QJsonObject{{u"seed"_s, seedFileName(*result.recognition.seed)},
                                   {u"seedTitle"_s, seedTitle(*result.recognition.seed)},
                                   {u"edition"_s, imported ? imported->edition : QString()},
                                   {u"share"_s, imported ? imported->share : 0.0},
                                   {u"lines"_s, imported ? imported->lineCount : 0},
                                   {u"replaced"_s, result.replaced}});
    } else {
        out << "Imported " << seedTitle(*result.recognition.seed);
        if (imported)
            out << " (" << imported->edition << "): " << imported->lineCount << " lines, "
                << qRound(imported->share * 100) << "% of the text";
        out << (result.replaced ? "; the earlier copy was replaced" : "") << ".\n";
    }
    return Success;
}

int rulesTexts(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
    CardDatabase db;
    if (!openDatabase(db, parser, err, DatabaseAccess::Read))
        return BadInput;
    RulesTextStore store(db);
    QString error;
    const QList<ImportedRulesText> documents = store.importedDocuments(&error);
    if (!error.isEmpty()) {
        err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const ImportedRulesText &document : documents)
            array.append(QJsonObject{{u"seed"_s, seedFileName(document.seed)},
                                     {u"seedTitle"_s, seedTitle(document.seed)},
                                     {u"edition"_s, document.edition},
                                     {u"file"_s, document.fileName},
                                     {u"importedAt"_s, document.importedAt.toString(Qt::ISODate)},
                                     {u"share"_s, document.share},
                                     {u"lines"_s, document.lineCount}});
        printJson(out, array);
    } else if (documents.isEmpty()) {
        out << "No rules text is imported. Import your copy with: inwo rules import FILE\n";
    } else {
        for (const ImportedRulesText &document : documents)
            out << seedTitle(document.seed) << " (" << document.edition
                << "): " << shown(document.fileName) << ", " << document.lineCount
                << " lines, imported " << document.importedAt.toString(Qt::ISODate) << '\n';
    }
    return documents.isEmpty() ? NoMatch : Success;
}

} // namespace

int runRulesCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, err))
        return BadInput;
    QStringList words = parser.positionalArguments();
    if (words.value(0) == u"import")
        return rulesImport(words.mid(1), parser, out, err);
    if (words.value(0) == u"texts" && words.size() == 1)
        return rulesTexts(parser, out, err);

    // The user's copies are shown when the database has them; without a database the index is
    // still whole.
    CardDatabase db;
    std::optional<RulesTextStore> store;
    if (openDatabase(db, parser, err, DatabaseAccess::Read))
        store.emplace(db);
    const RulesTextStore *texts = store ? &*store : nullptr;

    const QString query = words.join(u' ');
    QList<RuleId> rules;
    if (query.isEmpty()) {
        for (const RuleIdentity &identity : allRules())
            rules.append(identity.id);
    } else {
        // German words find rules too: the command line speaks English, the index both.
        QTranslator german;
        const bool loaded = german.load(u":/i18n/inwo_de.qm"_s);
        rules = findRules(query, loaded ? &german : nullptr);
    }
    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const RuleId rule : rules)
            array.append(ruleJson(rule, texts));
        printJson(out, array);
        return rules.isEmpty() ? NoMatch : Success;
    }
    if (rules.isEmpty()) {
        err << "inwo: no rule matches '" << shown(query) << "'" << Qt::endl;
        return NoMatch;
    }
    if (rules.size() == 1) {
        printRule(out, rules.first(), texts);
        return Success;
    }
    for (const RuleId rule : rules)
        out << ruleCode(rule).leftJustified(5) << ' ' << ruleTitle(rule) << '\n';
    out << rules.size() << " rules" << (query.isEmpty() ? "" : "; inwo rules R… shows one")
        << Qt::endl;
    return Success;
}

} // namespace inwo
