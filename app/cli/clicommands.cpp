#include "clicommands.h"

#include "abilitiescli.h"
#include "attackcli.h"
#include "carddatabase.h"
#include "carddataset.h"
#include "cards/cardnameresolver.h"
#include "cards/namespellings.h"
#include "cardsearch.h"
#include "clicommon.h"
#include "common/textinput.h"
#include "common/textnormalizer.h"
#include "databaserecovery.h"
#include "deckclicommands.h"
#include "gamecli.h"
#include "inwoversion.h"
#include "lackeycarddatareader.h"
#include "lackeyimporter.h"
#include "rulescli.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QJsonValue statJson(const StatValue &stat)
{
    return stat.value ? QJsonValue(*stat.value) : QJsonValue(QJsonValue::Null);
}

template <typename T> QJsonArray markedJson(const QList<Marked<T>> &marks)
{
    QJsonArray array;
    for (const auto &mark : marks)
        array.append(
            QString(displayNameOf(mark.value) + (mark.sometimes ? u" (Sometimes)"_s : QString())));
    return array;
}

template <typename T> QString markedText(const QList<Marked<T>> &marks)
{
    QStringList words;
    for (const auto &mark : marks)
        words.append(displayNameOf(mark.value) + (mark.sometimes ? u" (Sometimes)"_s : QString()));
    return words.join(u", "_s);
}

template <typename E> QJsonArray displayJson(const QList<E> &values)
{
    QJsonArray array;
    for (const E value : values)
        array.append(displayNameOf(value));
    return array;
}

// The card as scripts see it: codes for set and type, printed words for the rest.
QJsonObject cardJson(const Card &card)
{
    QJsonObject object{
        {u"id"_s, card.id},
        {u"name"_s, card.name},
        {u"set"_s, codeOf(card.set)},
        {u"rarity"_s, codeOf(card.rarity).toUpper()},
        {u"back"_s, codeOf(card.back)},
        {u"type"_s, codeOf(card.type)},
        {u"power"_s, statJson(card.power)},
        {u"global"_s, statJson(card.globalPower)},
        {u"resistance"_s, statJson(card.resistance)},
        {u"alignments"_s, markedJson(card.alignments)},
        {u"attributes"_s, markedJson(card.attributes)},
        {u"arrows"_s, card.arrows ? QJsonValue(*card.arrows) : QJsonValue(QJsonValue::Null)},
        {u"keywords"_s, displayJson(card.keywords)},
        {u"resourceKinds"_s, displayJson(card.resourceKinds)},
        {u"errata"_s, card.hasErrata},
    };
    if (card.nwoColor)
        object.insert(u"nwo"_s, codeOf(*card.nwoColor));
    QJsonArray variable;
    if (card.power.variable)
        variable.append(u"power"_s);
    if (card.globalPower.variable)
        variable.append(u"global"_s);
    if (card.resistance.variable)
        variable.append(u"resistance"_s);
    if (!variable.isEmpty())
        object.insert(u"variable"_s, variable);
    if (card.actionTokens > 0)
        object.insert(u"actionTokens"_s, card.actionTokens);
    if (!card.requirement.isEmpty()) {
        object.insert(u"requirement"_s, card.toJson().value(u"requirement"_s));
        object.insert(u"requires"_s, card.requirement.toDisplayString());
    }
    return object;
}

QString powerText(const Card &card)
{
    QString text = card.power.toDisplayString();
    if (!card.globalPower.isEmpty())
        text += u'/' + card.globalPower.toDisplayString();
    return text;
}

} // namespace

CliCommands::CliCommands(QTextStream &out, QTextStream &err) : m_out(out), m_err(err)
{}

int CliCommands::usage(int exitCode)
{
    QTextStream &stream = exitCode == Success ? m_out : m_err;
    // Every option of every command (allOptions()), each where it applies.
    stream << R"(usage: inwo <command> [options]

  cards search QUERY [--include-fan] [--limit N] [--json]
      find cards (see Help > Search syntax); with no match, the nearest names
  cards show NAME [--json]
      every fact of one card, NAME written as in a deck list ("CIA") or its id
  cards import-lackey DIR [--json]
      import a LackeyCCG INWO plugin folder
  dataset generate CARDDATA [--output FILE]
      write the project's card dataset
  dataset check CARDDATA [--json]
      read a carddata.txt and report on it
  deck check FILE... [--format NAME] [--strict] [--json]
      a verdict per deck (default format plan28); --strict: a rule no program
      can check counts as not met
  deck import FILE [--save] [--name NAME] [--json]
      the deck and what became of each line; --save stores it, named NAME
  deck convert IN OUT [--format NAME] [--player NAME] [--event NAME]
      .dek, .txt, .csv or .pdf, by extension; a PDF sheet prints the format's
      verdict, the player and the event
  deck stats FILE [--pile group|plot --kind KIND --draws N --at-least K] [--json]
      counts, histograms and draw odds; KIND is type:X, alignment:X,
      attribute:X, keyword:X or card:NAME
  deck list [--json]
      the decks stored in the database
  deck delete ID
      delete a stored deck
  attack FILE [--no-cards] [--json]
      adjudicate an attack scenario (- reads stdin); --no-cards: do not look
      card names up in the database
  attacks POSITION --player NAME [--sort chance|goals] [--json]
      every attack the player can make from a position file, with the best
      aid and what success does to the goals, best chance first (or a win
      first); then the refused ones with their rules
  goals POSITION [--json]
      each player's count toward the basic goal, special goal and Goal cards,
      met or not with the rule behind each line, and who would win now
  nwo POSITION [--json]
      the NWOs in force in the order played and what each does to every group
  resolve TIMELINE [--json]
      the plays of a timeline file settled in order: each effective,
      cancelled, illegal or refused, with its rule; where every token, Plot
      and card ends up; and the table afterwards
  game new POSITION [--name NAME] [--full-sync] [--json]
      start a live game on a position file, kept in the database
  game play GAME EVENT [--full-sync] [--json]
      offer an event (a file, - or the JSON object): refused with its rule
      (exit 1), or added to the game's log
  game show GAME [--json] | game log GAME [--json]
      the table now with goal progress | every event with what it did
  game undo GAME | game redo GAME
      take back the last event | play the last one undone again
  game export GAME --as text|json|timeline|position [--output FILE]
      the log, the game as a timeline file, or the table as a position file
  game list [--json]
      every game, the last played first; GAME is a game's number or name
  rules [WORDS|R106|SEED LINE] [--json]
      the rules index: every rule matching the words (English or German),
      or one rule with its summary, sources, rule sets, differences, the
      readings of an unclear rule, its worked scenarios and, once imported,
      the passage from your own copy of the rules text
  rules import FILE [--json] | rules texts [--json]
      import your copy of a rules text (recognised by its lines; nothing of
      it ships with the program) | list the copies imported
  abilities [WORDS] [--json] | abilities confirm N | abilities withdraw N
      the card abilities read from printed text the program could not check,
      numbered; confirm one for this database (every engine then applies it,
      cited as confirmed by you) or withdraw the confirmation
  db check [--full] [--json]
      SQLite's integrity check of the database (--full: the slow, full one)
  db recover [--json]
      set a damaged database aside, rebuild it, copy the decks

A deck FILE may be db:ID, a deck stored in the database.
Every command takes --db PATH (default: the program's database, or $INWO_DB).
Options may come anywhere, before the command too; -- ends them.
Exit codes: 0 success, 1 no match (deck check: a deck not legal), 2 bad query
or input.
)";
    return exitCode;
}

int CliCommands::run(const QStringList &arguments)
{
    if (arguments.isEmpty())
        return usage(BadInput);
    const QString first = arguments.value(0);
    if (first == u"--help" || first == u"-h" || first == u"help")
        return usage(Success);
    // "inwo deck import --help": help asked for anywhere before "--" is help, not an unknown
    // option of the command.
    const qsizetype optionsEnd = arguments.indexOf(u"--"_s);
    if (arguments.mid(0, optionsEnd < 0 ? arguments.size() : optionsEnd).contains(u"--help"_s))
        return usage(Success);
    if (first == u"--version") {
        m_out << "inwo " << QStringLiteral(INWO_VERSION) << Qt::endl;
        return Success;
    }
    // Options may come before the command or between its words ("inwo --db FILE cards search
    // ufos", "inwo cards --json search ufos"): they go right after the command's words, where
    // every command reads them.
    QStringList words;   // "cards search", "deck list", "attack"
    QStringList leading; // the options among them, each with its value
    qsizetype next = 0;
    auto oneWord = [](const QString &word) {
        return word == u"attack" || word == u"attacks" || word == u"goals" || word == u"nwo" ||
               word == u"resolve";
    };
    while (next < arguments.size() && words.size() < (oneWord(words.value(0)) ? 1 : 2)) {
        const QString &argument = arguments.at(next);
        if (argument == u"--")
            break;
        ++next;
        if (!argument.startsWith(u"--")) {
            words.append(argument);
            continue;
        }
        if (argument == u"--help")
            return usage(Success);
        leading.append(argument);
        const QString name = argument.mid(2).section(u'=', 0, 0);
        if (!argument.contains(u'=') && optionTakesValue(name) && next < arguments.size())
            leading.append(arguments.at(next++));
    }
    if (words.isEmpty())
        return usage(BadInput);
    const QStringList rest = leading + arguments.mid(next);
    const QString command = words.join(u' ');
    if (command == u"cards search")
        return cardsSearch(rest);
    if (command == u"cards show")
        return cardsShow(rest);
    if (command == u"cards import-lackey")
        return cardsImportLackey(rest);
    if (command == u"dataset generate")
        return datasetGenerate(rest);
    if (command == u"dataset check")
        return datasetCheck(rest);
    if (command == u"db check")
        return dbCheck(rest);
    if (command == u"db recover")
        return dbRecover(rest);
    if (command == u"attack")
        return runAttackCommand(rest, m_out, m_err);
    if (command == u"attacks")
        return runAttacksCommand(rest, m_out, m_err);
    if (command == u"goals")
        return runGoalsCommand(rest, m_out, m_err);
    if (command == u"nwo")
        return runNwoCommand(rest, m_out, m_err);
    if (command == u"resolve")
        return runResolveCommand(rest, m_out, m_err);
    if (words.first() == u"deck")
        return DeckCliCommands(m_out, m_err).run(words.mid(1) + rest);
    if (words.first() == u"game")
        return runGameCommand(words.mid(1) + rest, m_out, m_err);
    if (words.first() == u"rules")
        return runRulesCommand(words.mid(1) + rest, m_out, m_err);
    if (words.first() == u"abilities")
        return runAbilitiesCommand(words.mid(1) + rest, m_out, m_err);
    m_err << "inwo: unknown command '" << shown(arguments.join(u' ')) << "'\n";
    return usage(BadInput);
}

int CliCommands::cardsSearch(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"include-fan"_s, u"limit"_s}, m_err))
        return BadInput;
    const std::optional<int> limit = wholeNumberOption(parser, u"limit"_s, -1, 0, m_err);
    if (!limit)
        return BadInput;
    const QString query = parser.positionalArguments().join(u' ');
    CardDatabase db;
    if (!openDatabase(db, parser, m_err, DatabaseAccess::Read))
        return BadInput;
    SearchOptions options;
    options.includeFan = parser.isSet(u"include-fan"_s);
    options.limit = *limit;
    const CardSearch search(db);
    SearchPage page;
    SearchError error;
    if (!search.search(query, options, &page, &error)) {
        m_err << "inwo: " << shown(error.message) << Qt::endl;
        return BadInput;
    }
    // Nothing found: the nearest names, as the window offers them. Under --json the answer is
    // then an object, so the suggestions have somewhere to go (exit 1 tells a script which).
    const QStringList suggestions =
        page.total == 0 ? search.suggestNames(query, options) : QStringList();
    if (databaseFailed(db, m_err))
        return BadInput;
    if (!suggestions.isEmpty())
        m_err << "inwo: no card matches; did you mean " << namesForSuggestion(suggestions) << "?"
              << Qt::endl;
    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const Card &card : std::as_const(page.cards))
            array.append(cardJson(card));
        if (page.total == 0)
            printJson(m_out,
                      QJsonObject{{u"cards"_s, array},
                                  {u"suggestions"_s, QJsonArray::fromStringList(suggestions)}});
        else
            printJson(m_out, array);
    } else {
        for (const Card &card : std::as_const(page.cards)) {
            m_out << shown(card.name).leftJustified(40) << ' '
                  << card.typeDisplayName().leftJustified(14) << ' '
                  << powerText(card).rightJustified(5) << ' '
                  << card.resistance.toDisplayString().rightJustified(3) << "  "
                  << markedText(card.alignments) << '\n';
        }
        m_out << page.total << (page.total == 1 ? " card" : " cards") << Qt::endl;
    }
    return page.total > 0 ? Success : NoMatch;
}

int CliCommands::cardsShow(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, m_err))
        return BadInput;
    const QString name = parser.positionalArguments().join(u' ');
    if (name.isEmpty()) {
        m_err << "inwo: cards show needs a card name" << Qt::endl;
        return BadInput;
    }
    CardDatabase db;
    if (!openDatabase(db, parser, m_err, DatabaseAccess::Read))
        return BadInput;
    // Found as deck files find their cards: "CIA" is C.I.A., "gnomes of zürich" The Gnomes of
    // Zurich.
    const CardNameResolver resolver(db);
    const NamedCards named = findNamedCards(name, db, resolver);
    if (databaseFailed(db, m_err))
        return BadInput;
    const QList<Card> &cards = named.cards;
    if (cards.isEmpty()) {
        // The cards the resolver found nearly as close; else the nearest names, as a search
        // suggests them.
        QStringList nearest;
        for (const Card &card : named.nearest)
            nearest.append(card.name);
        nearest.removeDuplicates();
        if (nearest.isEmpty())
            nearest = NameSpellings::nearestNames(TextNormalizer::words(name), db.allNames());
        if (databaseFailed(db, m_err))
            return BadInput;
        m_err << "inwo: no card named '" << shown(name) << "'";
        if (!nearest.isEmpty())
            m_err << "; did you mean " << namesForSuggestion(nearest) << "?";
        m_err << Qt::endl;
        return NoMatch;
    }
    if (named.nearMiss)
        m_err << "inwo: note: '" << shown(name) << "' read as '" << shown(cards.first().name) << "'"
              << Qt::endl;
    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const Card &card : std::as_const(cards)) {
            QJsonObject object = cardJson(card);
            const auto text = db.cardText(card.id);
            if (!text.text.isEmpty())
                object.insert(u"text"_s, text.text);
            if (!text.errata.isEmpty())
                object.insert(u"errataText"_s, text.errata);
            if (!text.imagePath.isEmpty())
                object.insert(u"image"_s, text.imagePath);
            array.append(object);
        }
        if (databaseFailed(db, m_err))
            return BadInput;
        printJson(m_out, cards.size() == 1 ? QJsonValue(array.first()) : QJsonValue(array));
        return Success;
    }
    for (const Card &card : std::as_const(cards)) {
        auto line = [this](const char *label, const QString &value) {
            if (!value.isEmpty())
                m_out << QString::fromLatin1(label).leftJustified(14) << shown(value) << '\n';
        };
        m_out << shown(card.name) << '\n';
        line("Id", card.id);
        line("Set", displayNameOf(card.set));
        line("Rarity", displayNameOf(card.rarity));
        line("Back", displayNameOf(card.back));
        line("Type", card.typeDisplayName());
        line("Power", card.power.toDisplayString());
        line("Global Power", card.globalPower.toDisplayString());
        line("Resistance", card.resistance.toDisplayString());
        line("Alignments", markedText(card.alignments));
        line("Attributes", markedText(card.attributes));
        QStringList kinds;
        for (const auto kind : card.resourceKinds)
            kinds.append(displayNameOf(kind));
        line("Kinds", kinds.join(u", "_s));
        QStringList keywords;
        for (const auto keyword : card.keywords)
            keywords.append(displayNameOf(keyword));
        line("Keywords", keywords.join(u", "_s));
        if (card.actionTokens > 0)
            line("Action tokens", QString::number(card.actionTokens) +
                                      (card.actionTokensVariable ? u" (variable)"_s : QString()));
        line("Play", card.requirement.toDisplayString());
        if (card.arrows)
            line("Arrows", QString::number(*card.arrows));
        if (card.hasErrata)
            line("Errata", u"yes"_s);
        const auto text = db.cardText(card.id);
        if (databaseFailed(db, m_err))
            return BadInput;
        // Card text keeps its line breaks; every other control character is escaped.
        const auto paragraphs = [](const QString &text) {
            QStringList lines = text.split(u'\n');
            for (QString &line : lines)
                line = shown(line);
            return lines.join(u'\n');
        };
        if (!text.text.isEmpty())
            m_out << '\n' << paragraphs(text.text) << '\n';
        if (!text.errata.isEmpty())
            m_out << "\nErrata: " << paragraphs(text.errata) << '\n';
        m_out << Qt::endl;
    }
    return Success;
}

int CliCommands::cardsImportLackey(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, m_err))
        return BadInput;
    if (parser.positionalArguments().size() != 1) {
        m_err << "inwo: cards import-lackey needs one folder" << Qt::endl;
        return BadInput;
    }
    // A mistyped path is said as such, not as a folder that is not a plugin.
    const QString folder = parser.positionalArguments().first();
    const QFileInfo info(folder);
    if (!info.exists() || !info.isDir()) {
        m_err << "inwo: " << shown(folder)
              << (info.exists() ? ": not a folder" : ": no such folder") << Qt::endl;
        return BadInput;
    }
    CardDatabase db;
    if (!openDatabase(db, parser, m_err))
        return BadInput;
    ImportReport report;
    ImportError error;
    if (!LackeyImporter(db).importFolder(folder, &report, &error)) {
        m_err << "inwo: " << shown(error.toString()) << Qt::endl;
        return BadInput;
    }
    if (parser.isSet(u"json"_s)) {
        printJson(m_out, QJsonObject{{u"cardsRead"_s, report.cardsRead},
                                     {u"cardsAdded"_s, report.cardsAdded},
                                     {u"cardsUpdated"_s, report.cardsUpdated},
                                     {u"textsStored"_s, report.textsStored},
                                     {u"imagesFound"_s, report.imagesFound}});
    } else {
        m_out << "Imported " << report.cardsRead << " cards (" << report.cardsUpdated
              << " updated, " << report.cardsAdded << " new), " << report.textsStored
              << " with text, " << report.imagesFound << " images found." << Qt::endl;
    }
    return Success;
}

bool CliCommands::readCardData(const QCommandLineParser &parser, const QString &command,
                               CardDataReadResult *read)
{
    if (parser.positionalArguments().size() != 1) {
        m_err << "inwo: " << command << " needs the path of a carddata.txt" << Qt::endl;
        return false;
    }
    const QString path = parser.positionalArguments().first();
    QString error;
    const std::optional<QByteArray> bytes = readFileAtMost(path, InputLimit::CardDataBytes, &error);
    if (!bytes) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return false;
    }
    *read = LackeyCardDataReader::read(*bytes, path);
    return true;
}

int CliCommands::datasetGenerate(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"output"_s}, m_err))
        return BadInput;
    CardDataReadResult read;
    if (!readCardData(parser, u"dataset generate"_s, &read))
        return BadInput;
    if (!read.ok()) {
        for (const ImportError &error : read.errors)
            m_err << "inwo: " << shown(error.toString()) << '\n';
        m_err.flush();
        return BadInput;
    }
    QList<Card> cards;
    for (const LackeyRow &row : read.rows)
        cards.append(row.card);
    const QByteArray bytes = CardDataset::serialize(cards);
    if (!parser.isSet(u"output"_s)) {
        m_out << QString::fromUtf8(bytes);
        return Success;
    }
    QSaveFile output(parser.value(u"output"_s));
    if (!output.open(QIODevice::WriteOnly) || output.write(bytes) != bytes.size() ||
        !output.commit()) {
        m_err << "inwo: cannot write " << parser.value(u"output"_s) << Qt::endl;
        return BadInput;
    }
    m_err << "Wrote " << cards.size() << " cards to " << parser.value(u"output"_s) << Qt::endl;
    return Success;
}

int CliCommands::datasetCheck(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, m_err))
        return BadInput;
    CardDataReadResult read;
    if (!readCardData(parser, u"dataset check"_s, &read))
        return BadInput;
    const QString path = parser.positionalArguments().first();
    QJsonObject sets;
    for (auto it = read.sourceSetCounts.cbegin(); it != read.sourceSetCounts.cend(); ++it)
        sets.insert(it.key(), it.value());
    QJsonObject rules;
    for (auto it = read.rulesApplied.cbegin(); it != read.rulesApplied.cend(); ++it)
        rules.insert(normalisationRuleCode(it.key()), it.value());
    QJsonArray errors;
    for (const ImportError &error : read.errors)
        errors.append(error.toString());
    const QJsonObject report{{u"rows"_s, int(read.rows.size())},
                             {u"errors"_s, errors},
                             {u"sets"_s, sets},
                             {u"normalisations"_s, rules}};
    if (parser.isSet(u"json"_s)) {
        printJson(m_out, report);
    } else {
        m_out << shown(path) << ": " << read.rows.size() << " cards read, " << read.errors.size()
              << " errors\n";
        for (auto it = read.sourceSetCounts.cbegin(); it != read.sourceSetCounts.cend(); ++it)
            m_out << "  set " << it.key() << ": " << it.value() << '\n';
        for (auto it = read.rulesApplied.cbegin(); it != read.rulesApplied.cend(); ++it)
            m_out << "  normalised (" << normalisationRuleCode(it.key()) << "): " << it.value()
                  << " rows\n";
        for (const ImportError &error : read.errors)
            m_out << "  error: " << shown(error.toString()) << '\n';
        m_out.flush();
    }
    return read.ok() ? Success : BadInput;
}

namespace {

QJsonObject recoveryJson(const RecoveryReport &report)
{
    return {{u"setAside"_s, report.setAsidePath},
            {u"decksRecovered"_s, report.decksRecovered},
            {u"incompleteDecks"_s, QJsonArray::fromStringList(report.incompleteDecks)},
            {u"deckListIncomplete"_s, report.deckListIncomplete},
            {u"importedCardsRecovered"_s, report.importedCardsRecovered},
            {u"importedCardsIncomplete"_s, report.importedCardsIncomplete},
            {u"gamesRecovered"_s, report.gamesRecovered},
            {u"incompleteGames"_s, QJsonArray::fromStringList(report.incompleteGames)},
            {u"complete"_s, report.complete()}};
}

} // namespace

int CliCommands::dbCheck(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"full"_s}, m_err))
        return BadInput;
    CardDatabase db;
    if (!openDatabase(db, parser, m_err, DatabaseAccess::Read))
        return BadInput;
    const QStringList problems = db.checkIntegrity(parser.isSet(u"full"_s));
    if (parser.isSet(u"json"_s)) {
        printJson(m_out, QJsonObject{{u"file"_s, db.path()},
                                     {u"ok"_s, problems.isEmpty()},
                                     {u"problems"_s, QJsonArray::fromStringList(problems)}});
    } else if (problems.isEmpty()) {
        m_out << shown(db.path()) << ": ok" << Qt::endl;
    } else {
        m_out << shown(db.path()) << ": damaged (" << problems.size()
              << (problems.size() == 1 ? " problem" : " problems")
              << "); run 'inwo db recover' to set it aside and recover the decks\n";
        for (const QString &problem : problems)
            m_out << "  " << shown(problem) << '\n';
        m_out.flush();
    }
    return problems.isEmpty() ? Success : BadInput;
}

int CliCommands::dbRecover(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, m_err))
        return BadInput;
    const QString path =
        parser.isSet(u"db"_s) ? parser.value(u"db"_s) : CardDatabase::defaultPath();
    {
        // A sound file is left alone. Sound by the full check: damage the quick check misses (a
        // stale index page) made every other command say "run db recover".
        CardDatabase db;
        QString error;
        const bool opened = db.open(path, &error, DatabaseAccess::Read);
        if (opened && db.checkIntegrity(true).isEmpty()) {
            m_out << shown(path) << ": ok; nothing to recover" << Qt::endl;
            return Success;
        }
        // An SQLite file that will not open as ours (a schema version that does not match its
        // tables) is recovered too: asked for by name, its decks are read as far as they can be.
        if (!opened && !db.isDamaged() && !hasSqliteHeader(path)) {
            m_err << "inwo: " << shown(error) << Qt::endl;
            return BadInput;
        }
    }
    RecoveryReport report;
    QString error;
    if (!DatabaseRecovery::recover(path, &report, &error)) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    if (parser.isSet(u"json"_s)) {
        printJson(m_out, recoveryJson(report));
    } else {
        m_out << "The damaged file is now " << shown(report.setAsidePath) << "\n"
              << shown(path) << " was rebuilt; " << report.decksRecovered
              << (report.decksRecovered == 1 ? " deck" : " decks") << " and "
              << report.importedCardsRecovered << " imported cards and " << report.gamesRecovered
              << (report.gamesRecovered == 1 ? " game" : " games") << " recovered\n";
        for (const QString &name : report.incompleteDecks)
            m_out << "  incomplete: " << shown(name) << '\n';
        for (const QString &name : report.incompleteGames)
            m_out << "  game log cut short: " << shown(name) << '\n';
        if (report.deckListIncomplete)
            m_out << "  some decks could not be read at all\n";
        if (report.importedCardsIncomplete)
            m_out
                << "  some card data could not be read: if you imported a LackeyCCG plugin folder, "
                   "import it again\n";
        m_out.flush();
    }
    return Success;
}

} // namespace inwo
