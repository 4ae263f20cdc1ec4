#include "deckclicommands.h"

#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "cards/namespellings.h"
#include "clicommon.h"
#include "common/textinput.h"
#include "common/textnormalizer.h"
#include "deckeditor/deckregistrationsheet.h"
#include "decks/deckfileio.h"
#include "decks/decklegality.h"
#include "decks/deckstats.h"
#include "deckstore.h"
#include "formatlibrary.h"
#include "rules/ruleidentity.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr auto DatabasePrefix = u"db:";

QJsonObject ruleJson(const RuleText &rule)
{
    return {{u"words"_s, rule.words},
            {u"source"_s, rule.source},
            {u"citation"_s, seedCitation(rule.source)}};
}

QString cardName(const CardRepository &cards, const QString &cardId)
{
    const std::optional<Card> card = cards.cardById(cardId);
    return card ? card->name : cardId;
}

// The four line statuses for scripts ("card", "fuzzy", "ambiguous", "ignored"); the finer
// reason is in "detail".
QString lineStatusForScripts(DeckLineStatus status)
{
    switch (status) {
    case DeckLineStatus::Card:
    case DeckLineStatus::Fuzzy:
    case DeckLineStatus::Ambiguous:
        return codeOf(status);
    case DeckLineStatus::NotFound:
    case DeckLineStatus::Undecodable:
    case DeckLineStatus::Header:
    case DeckLineStatus::Ignored:
    case DeckLineStatus::Blank:
        break;
    }
    return u"ignored"_s;
}

QJsonObject lineJson(const DeckImportLine &line, const CardRepository &cards)
{
    QJsonObject object{{u"line"_s, line.lineNumber},
                       {u"text"_s, line.text},
                       {u"status"_s, lineStatusForScripts(line.status)},
                       {u"detail"_s, codeOf(line.status)}};
    if (line.isCard()) {
        object.insert(u"card"_s, line.cardName);
        object.insert(u"cardId"_s, line.cardId);
        object.insert(u"quantity"_s, line.quantity);
        if (line.zone)
            object.insert(u"zone"_s, codeOf(*line.zone));
    }
    if (line.status == DeckLineStatus::Fuzzy || line.status == DeckLineStatus::Ambiguous)
        object.insert(u"confidence"_s, qRound(line.confidence * 1000) / 1000.0);
    if (!line.candidateIds.isEmpty()) {
        QJsonArray candidates;
        for (const QString &id : line.candidateIds)
            candidates.append(QJsonObject{{u"id"_s, id}, {u"name"_s, cardName(cards, id)}});
        object.insert(u"candidates"_s, candidates);
    }
    if (!line.message.isEmpty())
        object.insert(u"message"_s, line.message);
    return object;
}

QJsonArray cardsJson(const Deck &deck, const CardRepository &cards)
{
    QJsonArray array;
    for (const DeckEntry &entry : deck.entries) {
        const std::optional<Card> card = cards.cardById(entry.cardId);
        array.append(QJsonObject{{u"id"_s, entry.cardId},
                                 {u"name"_s, card ? card->name : entry.cardId},
                                 {u"set"_s, card ? codeOf(card->set) : QString()},
                                 {u"quantity"_s, entry.quantity},
                                 {u"zone"_s, codeOf(entry.zone)}});
    }
    return array;
}

QJsonObject countsJson(const DeckCounts &counts)
{
    return {{u"total"_s, counts.total},
            {u"illuminati"_s, counts.illuminati},
            {u"groupDeck"_s, counts.groupDeck},
            {u"plotDeck"_s, counts.plotDeck}};
}

// Whether a file given as a deck is not text at all (an image, a PDF, a program): more than one
// character in ten is a byte that does not decode or a control character. A deck list with a
// stray bad byte or NUL stays a deck, that line reported as undecodable.
bool isNotText(const QByteArray &content)
{
    const QString text = decodeText(content).text;
    const qsizetype binary = std::count_if(text.cbegin(), text.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return u == QChar::ReplacementCharacter || u == 0x7f ||
               (u < 0x20 && u != u'\n' && u != u'\r' && u != u'\t' && u != u'\f');
    });
    return binary > 0 && binary * 10 > text.size();
}

// Whether a verdict lets the deck be played: a rule no program can check is not held against it,
// unless the caller asked for --strict.
bool countsAsLegal(VerdictStatus status, bool strict)
{
    return status == VerdictStatus::Legal ||
           (status == VerdictStatus::LegalUnverifiable && !strict);
}

QJsonObject verdictJson(const DeckVerdict &verdict, const CardRepository &cards)
{
    QJsonArray violations;
    for (const Violation &violation : verdict.violations) {
        QJsonArray names;
        for (const QString &id : violation.cardIds)
            names.append(cardName(cards, id));
        QJsonObject object{{u"code"_s, codeOf(violation.code)},
                           {u"message"_s, violation.message},
                           {u"cards"_s, names},
                           {u"cardIds"_s, QJsonArray::fromStringList(violation.cardIds)}};
        if (!violation.rule.words.isEmpty())
            object.insert(u"rule"_s, ruleJson(violation.rule));
        violations.append(object);
    }
    QJsonArray unverifiable;
    for (const RuleText &rule : verdict.unverifiable)
        unverifiable.append(ruleJson(rule));
    return {{u"status"_s, codeOf(verdict.status)},
            {u"violations"_s, violations},
            {u"unverifiable"_s, unverifiable}};
}

template <typename E> QJsonObject countMapJson(const QMap<E, int> &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        object.insert(codeOf(it.key()), it.value());
    return object;
}

QJsonObject histogramJson(const StatHistogram &histogram)
{
    QJsonObject values;
    for (auto it = histogram.copiesByValue.cbegin(); it != histogram.copiesByValue.cend(); ++it)
        values.insert(QString::number(it.key()), it.value());
    return {{u"copiesByValue"_s, values}, {u"variable"_s, histogram.variableCopies}};
}

QString percent(double chance)
{
    return u"%1%"_s.arg(chance * 100.0, 0, 'f', 1);
}

QJsonObject oddsJson(const DrawOdds &odds)
{
    return {{u"pile"_s, codeOf(odds.pile)},     {u"kind"_s, odds.kind.code()},
            {u"draws"_s, odds.draws},           {u"atLeast"_s, odds.atLeast},
            {u"population"_s, odds.population}, {u"successes"_s, odds.successes},
            {u"chance"_s, odds.chance}};
}

QString kindText(const CardKind &kind, const CardRepository &cards)
{
    switch (kind.by) {
    case CardKind::By::Type:
        return displayNameOf(kind.type);
    case CardKind::By::Alignment:
        return displayNameOf(kind.alignment);
    case CardKind::By::Attribute:
        return displayNameOf(kind.attribute);
    case CardKind::By::Keyword:
        return displayNameOf(kind.keyword);
    case CardKind::By::Card:
        return cardName(cards, kind.cardId);
    }
    return kind.code();
}

void printOdds(QTextStream &out, const DrawOdds &odds, const CardRepository &cards)
{
    out << "  " << percent(odds.chance).rightJustified(6) << "  at least " << odds.atLeast << ' '
        << shown(kindText(odds.kind, cards)) << " in " << odds.draws << " draws from the "
        << displayNameOf(odds.pile) << " (" << odds.successes << " of " << odds.population << ")\n";
}

template <typename E> void printCounts(QTextStream &out, const char *title, const QMap<E, int> &map)
{
    if (map.isEmpty())
        return;
    out << title << ":";
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        out << "  " << displayNameOf(it.key()) << ' ' << it.value();
    out << '\n';
}

void printHistogram(QTextStream &out, const char *title, const StatHistogram &histogram)
{
    if (histogram.total() == 0)
        return;
    out << title << ":\n";
    for (auto it = histogram.copiesByValue.cbegin(); it != histogram.copiesByValue.cend(); ++it)
        out << QString::number(it.key()).rightJustified(5) << " | " << QString(it.value(), u'#')
            << ' ' << it.value() << '\n';
    if (histogram.variableCopies > 0)
        out << "    * | " << QString(histogram.variableCopies, u'#') << ' '
            << histogram.variableCopies << '\n';
}

} // namespace

DeckCliCommands::DeckCliCommands(QTextStream &out, QTextStream &err) : m_out(out), m_err(err)
{}

DeckCliCommands::~DeckCliCommands() = default;

bool DeckCliCommands::needsGui(const QStringList &arguments)
{
    return arguments.size() >= 3 && arguments.at(0) == u"deck" && arguments.at(1) == u"convert" &&
           std::any_of(arguments.cbegin() + 2, arguments.cend(), [](const QString &argument) {
               return DeckFileIo::typeForWriting(argument) == DeckFileType::Pdf;
           });
}

int DeckCliCommands::run(const QStringList &arguments)
{
    const QString command = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (command == u"check")
        return check(rest);
    if (command == u"import")
        return import(rest);
    if (command == u"convert")
        return convert(rest);
    if (command == u"stats")
        return stats(rest);
    if (command == u"list")
        return list(rest);
    if (command == u"delete")
        return remove(rest);
    m_err << "inwo: unknown command 'deck " << shown(arguments.join(u' '))
          << "'; try check, import, convert, stats, list or delete" << Qt::endl;
    return BadInput;
}

bool DeckCliCommands::open(const QCommandLineParser &parser, DatabaseAccess access)
{
    m_db = std::make_unique<CardDatabase>();
    if (!openDatabase(*m_db, parser, m_err, access))
        return false;
    m_resolver = std::make_unique<CardNameResolver>(*m_db);
    return true;
}

void DeckCliCommands::checkBeforeReadingStoredDecks() const
{
    if (m_storedDecksChecked)
        return;
    m_storedDecksChecked = true;
    m_db->checkIntegrity(false);
}

DeckImportResult DeckCliCommands::readDeck(const QString &source) const
{
    DeckImportResult result;
    if (!source.startsWith(DatabasePrefix)) {
        // Read once, up to a limit (/dev/zero is refused, not read until memory runs out); "-"
        // is standard input, named so in every message.
        const std::optional<QByteArray> content =
            readInput(source, InputLimit::DeckFileBytes, &result.error);
        const bool standardInput = source == u"-";
        result.report.sourceName = standardInput ? inputName(source) : QFileInfo(source).fileName();
        // Refused whole, so none of its bytes are printed back as lines that name no card.
        if (content && isNotText(*content))
            result.error = u"%1: not a deck file (it is not text)"_s.arg(inputName(source));
        if (!result.ok())
            return result;
        return standardInput ? DeckFileIo::readContent(*content, inputName(source), *m_resolver)
                             : DeckFileIo::read(source, *content, *m_resolver);
    }
    checkBeforeReadingStoredDecks();
    if (m_db->isDamaged()) {
        result.error = u"%1: %2"_s.arg(source, m_db->failure()->message());
        return result;
    }
    result.report.sourceName = source;
    bool isNumber = false;
    const qint64 id = source.mid(3).toLongLong(&isNumber);
    QString error;
    const std::optional<Deck> deck =
        isNumber ? DeckStore(*m_db).load(id, &error) : std::optional<Deck>();
    if (!deck)
        result.error = u"%1: %2"_s.arg(source, isNumber ? error : u"db: needs a deck number"_s);
    else
        result.deck = *deck;
    return result;
}

int DeckCliCommands::check(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"format"_s, u"strict"_s}, m_err))
        return BadInput;
    if (parser.positionalArguments().isEmpty()) {
        m_err << "inwo: deck check needs at least one deck file (or - for standard input)"
              << Qt::endl;
        return BadInput;
    }
    if (!open(parser))
        return BadInput;
    QList<FormatError> formatErrors;
    const FormatLibrary library =
        FormatLibrary::load(*m_db, FormatLibrary::userFolderFor(m_db->path()), &formatErrors);
    // A format names cards: a card table that cannot be read is the file's problem, not the
    // format's.
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    for (const FormatError &error : std::as_const(formatErrors))
        m_err << "inwo: warning: " << shown(error.toString()) << '\n';
    const QString formatId = parser.isSet(u"format"_s) ? parser.value(u"format"_s) : u"plan28"_s;
    const std::optional<DeckFormat> format = library.find(formatId);
    if (!format) {
        QStringList ids;
        for (const DeckFormat &known : library.formats())
            ids.append(known.id);
        m_err << "inwo: no format '" << shown(formatId) << "'; known: " << ids.join(u", "_s)
              << Qt::endl;
        return BadInput;
    }

    const bool json = parser.isSet(u"json"_s);
    const bool strict = parser.isSet(u"strict"_s);
    QJsonArray decks;
    bool unreadable = false;
    bool allLegal = true;
    // For the corpus report: what was read, resolved and decided over all files.
    int filesRead = 0;
    int filesUnreadable = 0;
    int cardsResolved = 0;
    int linesUnresolved = 0;
    QMap<QString, int> verdicts;
    for (const QString &file : parser.positionalArguments()) {
        const DeckImportResult read = readDeck(file);
        if (databaseFailed(*m_db, m_err))
            return BadInput;
        if (!read.ok()) {
            m_err << "inwo: " << shown(read.error) << Qt::endl;
            unreadable = true;
            ++filesUnreadable;
            if (json)
                decks.append(QJsonObject{{u"file"_s, file}, {u"error"_s, read.error}});
            continue;
        }
        DeckVerdict verdict = checkDeck(read.deck, *format, *m_db);
        addUnresolvedImportLines(&verdict, read.report);
        const bool legal = countsAsLegal(verdict.status, strict);
        allLegal = allLegal && legal;
        const int unresolved = read.report.unresolvedCount();
        ++filesRead;
        cardsResolved += read.report.cardCopies();
        linesUnresolved += unresolved;
        verdicts[codeOf(verdict.status)] += 1;
        if (json) {
            QJsonObject object = verdictJson(verdict, *m_db);
            object.insert(u"legal"_s, legal);
            object.insert(u"empty"_s, isEmptyDeck(read.deck, verdict));
            object.insert(u"file"_s, file);
            object.insert(u"deck"_s, read.deck.name);
            object.insert(u"counts"_s, countsJson(DeckCounts::of(read.deck, *m_db)));
            QJsonArray nearMisses;
            for (const DeckImportLine &line : read.report.lines) {
                if (line.status == DeckLineStatus::Fuzzy)
                    nearMisses.append(lineJson(line, *m_db));
            }
            object.insert(u"import"_s, QJsonObject{{u"cardsResolved"_s, read.report.cardCopies()},
                                                   {u"linesUnresolved"_s, unresolved},
                                                   {u"nearMisses"_s, nearMisses}});
            decks.append(object);
            continue;
        }
        if (databaseFailed(*m_db, m_err))
            return BadInput;
        // A deck without a card, nor a line that meant one, is empty: not legal, and not a
        // list of every count it misses.
        if (isEmptyDeck(read.deck, verdict)) {
            m_out << shown(inputName(file)) << ": empty (" << shown(format->name)
                  << "): the deck has no cards\n";
            continue;
        }
        // A deck that meets every rule a program can check reads as legal; what cannot be
        // checked is a note under it (under --strict, the reason it is not legal).
        m_out << shown(inputName(file)) << ": "
              << (verdict.status == VerdictStatus::LegalUnverifiable && !strict
                      ? codeOf(VerdictStatus::Legal)
                      : codeOf(verdict.status))
              << " (" << shown(format->name) << ")";
        if (verdict.status == VerdictStatus::LegalUnverifiable && strict)
            m_out << ": --strict counts a rule no program can check as not met";
        m_out << '\n';
        for (const Violation &violation : std::as_const(verdict.violations)) {
            m_out << "  " << codeOf(violation.code) << ": " << shown(violation.message) << '\n';
            if (!violation.rule.words.isEmpty())
                m_out << "      " << shown(violation.rule.words) << " ("
                      << shown(seedCitation(violation.rule.source)) << ")\n";
        }
        for (const RuleText &rule : std::as_const(verdict.unverifiable))
            m_out << "  note: no program can check: " << shown(rule.words) << " ("
                  << shown(seedCitation(rule.source)) << ")\n";
        // A near miss is a guess the verdict rests on: each is named, so a wrong one is seen.
        for (const DeckImportLine &line : std::as_const(read.report.lines)) {
            if (line.status != DeckLineStatus::Fuzzy)
                continue;
            m_out << "  note: line " << line.lineNumber << ": '" << shown(line.shownText())
                  << "' read as " << shown(line.cardName) << " (" << qRound(line.confidence * 100)
                  << "%), a near miss\n";
        }
    }
    QJsonObject verdictCounts;
    QStringList verdictWords;
    for (auto it = verdicts.cbegin(); it != verdicts.cend(); ++it) {
        verdictCounts.insert(it.key(), it.value());
        verdictWords.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
    }
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    if (json) {
        const QJsonObject summary{{u"filesRead"_s, filesRead},
                                  {u"filesUnreadable"_s, filesUnreadable},
                                  {u"cardsResolved"_s, cardsResolved},
                                  {u"linesUnresolved"_s, linesUnresolved},
                                  {u"verdicts"_s, verdictCounts}};
        printJson(
            m_out,
            QJsonObject{{u"format"_s, format->id}, {u"decks"_s, decks}, {u"summary"_s, summary}});
    } else if (parser.positionalArguments().size() > 1) {
        m_out << "Summary: " << filesRead << " files read, " << filesUnreadable << " unreadable; "
              << cardsResolved << " cards resolved, " << linesUnresolved << " lines unresolved; "
              << verdictWords.join(u", "_s) << '\n';
    }
    m_out.flush();
    if (unreadable)
        return BadInput;
    return allLegal ? Success : NoMatch;
}

int DeckCliCommands::import(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"save"_s, u"name"_s}, m_err))
        return BadInput;
    if (parser.positionalArguments().size() != 1) {
        m_err << "inwo: deck import needs one deck file (or - for standard input)" << Qt::endl;
        return BadInput;
    }
    const bool save = parser.isSet(u"save"_s);
    if (!open(parser, save ? DatabaseAccess::ReadWrite : DatabaseAccess::Read))
        return BadInput;
    DeckImportResult read = readDeck(parser.positionalArguments().first());
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    if (!read.ok()) {
        m_err << "inwo: " << shown(read.error) << Qt::endl;
        return BadInput;
    }
    if (parser.isSet(u"name"_s))
        read.deck.name = parser.value(u"name"_s);
    const bool json = parser.isSet(u"json"_s);
    qint64 storedId = 0;
    if (save) {
        QString error;
        storedId = DeckStore(*m_db).save(read.deck, 0, QString(), &error);
        if (storedId == 0) {
            m_err << "inwo: " << shown(error) << Qt::endl;
            return BadInput;
        }
        // Said the moment the save commits, so a caller stopped during the report still knows
        // the deck is stored (on stderr under --json, which keeps stdout one JSON document).
        QTextStream &said = json ? m_err : m_out;
        said << "Stored as db:" << storedId << Qt::endl;
    }
    const DeckImportReport &report = read.report;
    if (json) {
        QJsonArray lines;
        for (const DeckImportLine &line : report.lines) {
            QJsonObject object = lineJson(line, *m_db);
            if (const QStringList nearest = nearestNamesFor(line); !nearest.isEmpty())
                object.insert(u"suggestions"_s, QJsonArray::fromStringList(nearest));
            lines.append(object);
        }
        QJsonObject object{
            {u"name"_s, read.deck.name},   {u"author"_s, read.deck.author},
            {u"notes"_s, read.deck.notes}, {u"cards"_s, cardsJson(read.deck, *m_db)},
            {u"lines"_s, lines},           {u"allResolved"_s, report.allCardsResolved()}};
        if (storedId != 0)
            object.insert(u"storedId"_s, storedId);
        printJson(m_out, object);
    } else {
        m_out << "Deck: " << shown(read.deck.name) << '\n';
        if (!read.deck.author.isEmpty())
            m_out << "Author: " << shown(read.deck.author) << '\n';
        for (const DeckEntry &entry : std::as_const(read.deck.entries))
            m_out << "  " << QString::number(entry.quantity).rightJustified(2) << "  "
                  << shown(cardName(*m_db, entry.cardId)).leftJustified(40) << ' '
                  << deckZoneTitle(entry.zone) << '\n';
        m_out << "\nLines:\n";
        for (const DeckImportLine &line : report.lines) {
            if (line.status == DeckLineStatus::Blank)
                continue;
            m_out << QString::number(line.lineNumber).rightJustified(5) << "  "
                  << codeOf(line.status).leftJustified(10) << ' '
                  << shown(line.shownText().trimmed());
            if (!line.message.isEmpty())
                m_out << "  -- " << shown(line.message);
            if (const QStringList nearest = nearestNamesFor(line); !nearest.isEmpty())
                m_out << "; did you mean " << namesForSuggestion(nearest) << "?";
            m_out << '\n';
        }
        m_out << report.cardCopies() << " cards; " << report.count(DeckLineStatus::Fuzzy)
              << " near misses, " << report.count(DeckLineStatus::Ambiguous) << " ambiguous, "
              << report.count(DeckLineStatus::NotFound) << " not found";
        if (const int undecodable = report.count(DeckLineStatus::Undecodable))
            m_out << ", " << undecodable << " not text";
        m_out << '\n';
    }
    m_out.flush();
    return report.allCardsResolved() ? Success : NoMatch;
}

int DeckCliCommands::convert(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"format"_s, u"player"_s, u"event"_s}, m_err))
        return BadInput;
    if (parser.positionalArguments().size() != 2) {
        m_err << "inwo: deck convert needs an input and an output file" << Qt::endl;
        return BadInput;
    }
    const QString input = parser.positionalArguments().at(0);
    const QString output = parser.positionalArguments().at(1);
    const std::optional<DeckFileType> type = DeckFileIo::typeForWriting(output);
    if (!type) {
        m_err << "inwo: " << output << ": write .dek, .txt, .csv or .pdf" << Qt::endl;
        return BadInput;
    }
    if (!open(parser))
        return BadInput;
    const DeckImportResult read = readDeck(input);
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    if (!read.ok()) {
        m_err << "inwo: " << shown(read.error) << Qt::endl;
        return BadInput;
    }
    // Nothing is dropped silently: each line that became no card is named.
    for (const DeckImportLine &line : read.report.lines) {
        if (line.isUnresolved())
            m_err << "inwo: warning: " << shown(input) << ':' << line.lineNumber << ": '"
                  << shown(line.text.trimmed()) << "' left out: " << shown(line.message) << '\n';
    }
    QString error;
    bool written = false;
    if (*type == DeckFileType::Pdf) {
        DeckRegistrationSheet::Options options;
        options.player = parser.value(u"player"_s);
        options.event = parser.value(u"event"_s);
        if (parser.isSet(u"format"_s)) {
            const FormatLibrary library =
                FormatLibrary::load(*m_db, FormatLibrary::userFolderFor(m_db->path()), nullptr);
            if (databaseFailed(*m_db, m_err))
                return BadInput;
            const std::optional<DeckFormat> format = library.find(parser.value(u"format"_s));
            if (!format) {
                m_err << "inwo: no format '" << shown(parser.value(u"format"_s)) << "'" << Qt::endl;
                return BadInput;
            }
            options.formatName = format->name;
            DeckVerdict verdict = checkDeck(read.deck, *format, *m_db);
            addUnresolvedImportLines(&verdict, read.report);
            options.verdict = verdict;
        }
        written = DeckRegistrationSheet::write(read.deck, *m_db, options, output, &error);
    } else {
        written = DeckFileIo::write(read.deck, *m_db, output, &error);
    }
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    if (!written) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    // Every copy written, the shared piles of a One Big Deck game included.
    int copies = 0;
    for (const DeckEntry &entry : read.deck.entries)
        copies += entry.quantity;
    m_err << "Wrote " << copies << " cards to " << shown(output) << Qt::endl;
    return read.report.allCardsResolved() ? Success : NoMatch;
}

int DeckCliCommands::stats(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"pile"_s, u"kind"_s, u"draws"_s, u"at-least"_s}, m_err))
        return BadInput;
    if (parser.positionalArguments().size() != 1) {
        m_err << "inwo: deck stats needs one deck file" << Qt::endl;
        return BadInput;
    }
    std::optional<DrawOdds> asked;
    std::optional<CardKind> kind;
    const std::optional<DrawPile> pile = enumFromCode<DrawPile>(parser.value(u"pile"_s));
    if (parser.isSet(u"kind"_s)) {
        // card:NAME takes a name as written, spaces and colons too; findKindCard() finds it.
        const QString written = parser.value(u"kind"_s);
        if (written.startsWith(u"card:"_s, Qt::CaseInsensitive) &&
            !written.mid(5).trimmed().isEmpty()) {
            kind = CardKind();
            kind->by = CardKind::By::Card;
            kind->cardId = written.mid(5).trimmed();
        } else {
            kind = CardKind::fromCode(written);
        }
        if (!kind || !pile) {
            m_err << "inwo: --kind is type:X, alignment:X, attribute:X, keyword:X or card:NAME, "
                     "--pile is group or plot"
                  << Qt::endl;
            return BadInput;
        }
    }
    // Counts are whole numbers from 0 up; "abc" or a number past int once became 0.
    const std::optional<int> draws =
        wholeNumberOption(parser, u"draws"_s,
                          pile == DrawPile::Plot ? OpeningPlotDraws : OpeningGroupDraws, 0, m_err);
    const std::optional<int> atLeast = wholeNumberOption(parser, u"at-least"_s, 1, 0, m_err);
    if (!draws || !atLeast)
        return BadInput;
    if (!open(parser))
        return BadInput;
    const DeckImportResult read = readDeck(parser.positionalArguments().first());
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    if (!read.ok()) {
        m_err << "inwo: " << shown(read.error) << Qt::endl;
        return BadInput;
    }
    const Deck &deck = read.deck;
    if (kind) {
        if (kind->by == CardKind::By::Card && !findKindCard(&*kind))
            return BadInput;
        // A pile cannot give more cards than it holds: the odds of such a draw answer nothing.
        const int pileSize = DeckStatistics::pileSize(deck, *pile);
        if (*draws > pileSize) {
            m_err << "inwo: cannot draw " << *draws << " cards from the " << displayNameOf(*pile)
                  << ": it holds " << pileSize << Qt::endl;
            return BadInput;
        }
        asked = DrawOdds::compute(deck, *m_db, *pile, *kind, *draws, *atLeast);
    }
    const DeckStatistics stats = DeckStatistics::of(deck, *m_db);
    const QList<DrawOdds> opening = openingHandOdds(deck, *m_db);
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    if (parser.isSet(u"json"_s)) {
        QJsonArray openingJson;
        for (const DrawOdds &odds : opening)
            openingJson.append(oddsJson(odds));
        QJsonObject object{{u"deck"_s, deck.name},
                           {u"total"_s, stats.total},
                           {u"lead"_s, stats.lead},
                           {u"groupDeck"_s, stats.groupDeck},
                           {u"plotDeck"_s, stats.plotDeck},
                           {u"unknown"_s, stats.unknown},
                           {u"byType"_s, countMapJson(stats.byType)},
                           {u"byBack"_s, countMapJson(stats.byBack)},
                           {u"byAlignment"_s, countMapJson(stats.byAlignment)},
                           {u"byAttribute"_s, countMapJson(stats.byAttribute)},
                           {u"power"_s, histogramJson(stats.power)},
                           {u"resistance"_s, histogramJson(stats.resistance)},
                           {u"openingHand"_s, openingJson}};
        if (asked)
            object.insert(u"odds"_s, oddsJson(*asked));
        printJson(m_out, object);
        return Success;
    }
    m_out << shown(deck.name) << ": " << stats.total << " cards (lead " << stats.lead
          << ", Group deck " << stats.groupDeck << ", Plot deck " << stats.plotDeck << ")";
    if (stats.unknown > 0)
        m_out << ", " << stats.unknown << " unknown";
    m_out << "\n\n";
    printCounts(m_out, "Types", stats.byType);
    printCounts(m_out, "Backs", stats.byBack);
    printCounts(m_out, "Alignments", stats.byAlignment);
    printCounts(m_out, "Attributes", stats.byAttribute);
    m_out << '\n';
    printHistogram(m_out, "Power", stats.power);
    printHistogram(m_out, "Resistance", stats.resistance);
    m_out << "\nOpening hand (" << OpeningGroupDraws << " Group and " << OpeningPlotDraws
          << " Plot cards; rulebook 000_42f3d193c8c5ff8e.txt, set-up steps 4 and 6):\n";
    for (const DrawOdds &odds : opening)
        printOdds(m_out, odds, *m_db);
    if (asked) {
        m_out << "\nAsked:\n";
        printOdds(m_out, *asked, *m_db);
    }
    m_out.flush();
    return Success;
}

QStringList DeckCliCommands::nearestNamesFor(const DeckImportLine &line) const
{
    if (line.status != DeckLineStatus::NotFound)
        return {};
    if (!m_allNames)
        m_allNames = m_db->allNames();
    return NameSpellings::nearestNames(TextNormalizer::words(line.text), *m_allNames);
}

bool DeckCliCommands::findKindCard(CardKind *kind) const
{
    const QString written = kind->cardId;
    const NamedCards named = findNamedCards(written, *m_db, *m_resolver);
    if (named.cards.size() == 1) {
        kind->cardId = named.cards.first().id;
        if (named.nearMiss)
            m_err << "inwo: note: --kind card:" << shown(written) << " read as '"
                  << shown(named.cards.first().name) << "'" << Qt::endl;
        return true;
    }
    // Several cards of one name, or several names nearly as close: each with its id, which
    // picks one.
    QStringList choices;
    for (const Card &card : named.cards.isEmpty() ? named.nearest : named.cards)
        choices.append(u"%1 (card:%2)"_s.arg(card.name, card.id));
    if (choices.isEmpty()) // nothing nearly as close: the nearest names, as a search offers them
        choices = NameSpellings::nearestNames(TextNormalizer::words(written), m_db->allNames());
    m_err << "inwo: --kind card:" << shown(written);
    if (choices.isEmpty())
        m_err << ": no card has this name or id";
    else
        m_err << ": did you mean " << namesForSuggestion(choices) << "?";
    m_err << Qt::endl;
    return false;
}

int DeckCliCommands::list(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, m_err) || !open(parser))
        return BadInput;
    checkBeforeReadingStoredDecks();
    if (databaseFailed(*m_db, m_err))
        return BadInput;
    QString error;
    const QList<StoredDeckInfo> decks = DeckStore(*m_db).list(&error);
    if (!error.isEmpty()) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const StoredDeckInfo &info : decks)
            array.append(QJsonObject{{u"id"_s, info.id},
                                     {u"name"_s, info.name},
                                     {u"author"_s, info.author},
                                     {u"format"_s, info.formatId},
                                     {u"cards"_s, info.cardCount},
                                     {u"modified"_s, info.modified.toString(Qt::ISODate)}});
        printJson(m_out, array);
    } else {
        for (const StoredDeckInfo &info : decks)
            m_out << QString(u"db:"_s + QString::number(info.id)).leftJustified(8) << ' '
                  << shown(info.name).leftJustified(36) << ' '
                  << QString::number(info.cardCount).rightJustified(3) << " cards  "
                  << shown(info.author) << '\n';
        m_out << decks.size() << (decks.size() == 1 ? " deck" : " decks") << Qt::endl;
    }
    // A database with no decks answered the question: none (a listing is no search).
    return Success;
}

int DeckCliCommands::remove(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, m_err))
        return BadInput;
    bool isNumber = false;
    QString argument = parser.positionalArguments().value(0);
    if (argument.startsWith(DatabasePrefix))
        argument = argument.mid(3);
    const qint64 id = argument.toLongLong(&isNumber);
    if (parser.positionalArguments().size() != 1 || !isNumber) {
        m_err << "inwo: deck delete needs one deck number (see deck list)" << Qt::endl;
        return BadInput;
    }
    if (!open(parser, DatabaseAccess::ReadWrite))
        return BadInput;
    QString error;
    if (!DeckStore(*m_db).remove(id, &error)) {
        m_err << "inwo: " << shown(error) << Qt::endl;
        // "Nothing matched" only when the file answered; a refused write is bad input.
        return m_db->failure() || m_db->isReadOnly() ? BadInput : NoMatch;
    }
    m_err << "Deleted db:" << id << Qt::endl;
    return Success;
}

} // namespace inwo
