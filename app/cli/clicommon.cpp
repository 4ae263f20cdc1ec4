#include "clicommon.h"

#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "common/textinput.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The option `argument` names ("--limit=5" and "-json" name "limit" and "json"), if it is one of
// `options`; `takesValue` tells whether the next argument is its value.
const QCommandLineOption *knownOption(const QString &argument,
                                      const QList<QCommandLineOption> &options)
{
    if (!argument.startsWith(u'-') || argument.size() < 2)
        return nullptr;
    QString name = argument.mid(argument.startsWith(u"--") ? 2 : 1);
    name = name.left(name.indexOf(u'='));
    for (const QCommandLineOption &option : options) {
        if (option.names().contains(name))
            return &option;
    }
    return nullptr;
}

} // namespace

const QList<QCommandLineOption> &allOptions()
{
    static const QList<QCommandLineOption> options{
        {u"json"_s, u"Print JSON."_s},
        {u"db"_s, u"Use this database file."_s, u"path"_s},
        {u"include-fan"_s, u"Include fan-made cards."_s},
        {u"limit"_s, u"Print at most this many cards."_s, u"n"_s},
        {u"output"_s, u"Write here, not to stdout."_s, u"file"_s},
        {u"full"_s, u"PRAGMA integrity_check (slower) instead of quick_check."_s},
        {u"format"_s, u"The deck format (deck check: default plan28)."_s, u"name"_s},
        {u"strict"_s, u"Count a rule no program can check as not met."_s},
        {u"save"_s, u"Store the deck in the database."_s},
        {u"name"_s, u"Name the deck (default: from the file)."_s, u"name"_s},
        {u"player"_s, u"PDF: the player's name; attacks: the attacking player."_s, u"name"_s},
        {u"event"_s, u"PDF: the event."_s, u"name"_s},
        {u"pile"_s, u"Draw odds from this pile: group or plot."_s, u"pile"_s, u"group"_s},
        {u"kind"_s,
         u"Kind of card: type:X, alignment:X, attribute:X, keyword:X, card:NAME or card:ID."_s,
         u"kind"_s},
        {u"draws"_s, u"Cards drawn (default: the opening hand's 6 or 3)."_s, u"n"_s},
        {u"at-least"_s, u"At least this many of the kind (default 1)."_s, u"k"_s},
        {u"no-cards"_s, u"Do not look up \"card\" names in the database."_s},
        {u"sort"_s, u"attacks: chance (default) or goals (a win first)."_s, u"order"_s,
         u"chance"_s},
        {u"as"_s, u"game export: text, json, timeline or position."_s, u"form"_s},
        {u"full-sync"_s,
         u"game: write each event to disk before going on (PRAGMA synchronous=FULL)."_s},
    };
    return options;
}

bool optionTakesValue(QStringView name)
{
    const QList<QCommandLineOption> &options = allOptions();
    return std::any_of(options.cbegin(), options.cend(), [name](const QCommandLineOption &option) {
        return !option.valueName().isEmpty() && option.names().contains(name);
    });
}

bool parseOptions(QCommandLineParser &parser, const QStringList &arguments,
                  const QStringList &extra, QTextStream &err)
{
    const QStringList names = QStringList{u"json"_s, u"db"_s} + extra;
    QList<QCommandLineOption> options;
    for (const QCommandLineOption &option : allOptions()) {
        if (names.contains(option.names().first()))
            options.append(option);
    }
    Q_ASSERT(options.size() == names.size());
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options);
    // Options first, then "--" and everything else, so Qt never reads a query or a file name
    // that starts with '-' as an option it does not know.
    QStringList known;
    QStringList positional;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == u"--") {
            positional += arguments.mid(i + 1);
            break;
        }
        const QCommandLineOption *option = knownOption(argument, options);
        if (!option) {
            // A mistyped long option is reported by Qt, not read as a query or file.
            (argument.startsWith(u"--") ? known : positional).append(argument);
            continue;
        }
        known.append(argument);
        const bool inlineValue = argument.contains(u'=');
        if (option->valueName().isEmpty())
            continue;
        // An option that takes a value and has none is an error here: handed on alone, Qt would
        // take the "--" before the positional arguments as its value (--db created a file "--").
        const QString value = inlineValue ? argument.section(u'=', 1) : arguments.value(i + 1);
        if ((!inlineValue && i + 1 >= arguments.size()) || value.isEmpty()) {
            err << "inwo: --" << option->names().first() << " needs a value ("
                << option->valueName() << ")" << Qt::endl;
            return false;
        }
        if (!inlineValue)
            known.append(arguments.at(++i));
    }
    if (!parser.parse(QStringList{u"inwo"_s} + known + QStringList{u"--"_s} + positional)) {
        err << parser.errorText() << Qt::endl;
        return false;
    }
    return true;
}

std::optional<int> wholeNumberOption(const QCommandLineParser &parser, const QString &name,
                                     int fallback, int least, QTextStream &err)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (ok && value >= least)
        return value;
    err << "inwo: --" << name << " takes a whole number from " << least << ", not '"
        << shown(parser.value(name)) << "'" << Qt::endl;
    return std::nullopt;
}

bool openDatabase(CardDatabase &db, const QCommandLineParser &parser, QTextStream &err,
                  DatabaseAccess access)
{
    const QString path =
        parser.isSet(u"db"_s) ? parser.value(u"db"_s) : CardDatabase::defaultPath();
    QString error;
    if (!db.open(path, &error, access)) {
        err << "inwo: " << shown(error) << Qt::endl;
        return false;
    }
    if (db.hasStaleCards())
        err << "inwo: note: " << shown(path)
            << " is read-only and holds an older card dataset than this program's" << Qt::endl;
    // A command that writes checks the file first: nothing is written to a damaged one.
    if (access == DatabaseAccess::ReadWrite && !db.checkIntegrity(false).isEmpty()) {
        databaseFailed(db, err);
        return false;
    }
    return true;
}

bool databaseFailed(const CardDatabase &db, QTextStream &err)
{
    if (!db.failure())
        return false;
    err << "inwo: " << shown(db.failure()->message()) << Qt::endl;
    return true;
}

NamedCards findNamedCards(const QString &written, const CardRepository &repository,
                          const CardNameResolver &resolver)
{
    NamedCards found;
    if (std::optional<Card> byId = repository.cardById(written.trimmed())) {
        found.cards.append(*byId);
        return found;
    }
    const NameResolution resolution = resolver.resolve(written);
    if (resolution.isResolved()) {
        found.cards.append(resolution.card());
        found.nearMiss = resolution.kind == NameResolution::Kind::Fuzzy;
        return found;
    }
    // One name printed on several cards names them all; several names nearly as close are a
    // question for the user.
    const QString key = CardNameResolver::keyOf(written);
    const bool sameName =
        !resolution.candidates.isEmpty() &&
        std::all_of(resolution.candidates.cbegin(), resolution.candidates.cend(),
                    [&key](const Card &card) { return CardNameResolver::keyOf(card.name) == key; });
    (sameName ? found.cards : found.nearest) = resolution.candidates;
    return found;
}

QString namesForSuggestion(const QStringList &names)
{
    QStringList quoted;
    for (const QString &name : names)
        quoted.append(u"'"_s + shown(name) + u"'"_s);
    if (quoted.size() < 2)
        return quoted.join(QString());
    const QString last = quoted.takeLast();
    return quoted.join(u", "_s) + u" or "_s + last;
}

QString inputName(const QString &path)
{
    return path == u"-" ? u"standard input"_s : path;
}

std::optional<QByteArray> readInput(const QString &path, qint64 limit, QString *error)
{
    QFile file;
    const bool opened = path == u"-" ? file.open(stdin, QIODevice::ReadOnly)
                                     : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    QString why = file.errorString();
    std::optional<QByteArray> read =
        opened ? readAtMost(file, limit, &why) : std::optional<QByteArray>();
    if (!read)
        *error = u"%1: cannot read: %2"_s.arg(inputName(path), why);
    return read;
}

std::optional<QByteArray> readJsonInput(const QString &path, QTextStream &err)
{
    QString error;
    const std::optional<QByteArray> read = readInput(path, InputLimit::ScenarioFileBytes, &error);
    if (!read) {
        err << "inwo: " << shown(error) << Qt::endl;
        return std::nullopt;
    }
    // A UTF-16 file is read as UTF-8 from here on; bad text is refused with its line.
    QString textError;
    std::optional<QByteArray> text = utf8TextOf(*read, &textError);
    if (!text)
        err << "inwo: " << shown(inputName(path)) << ": " << textError << Qt::endl;
    return text;
}

QString shown(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool control = u < 0x20 || (u >= 0x7f && u <= 0x9f);
        const bool bidi = (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) ||
                          u == 0x200e || u == 0x200f || u == 0x061c;
        if (!control && !bidi) {
            result.append(c);
        } else if (u == u'\n') {
            result.append(u"\\n"_s);
        } else if (u == u'\r') {
            result.append(u"\\r"_s);
        } else if (u == u'\t') {
            result.append(u"\\t"_s);
        } else if (control) {
            result.append(u"\\x%1"_s.arg(int(u), 2, 16, QChar(u'0')));
        } else {
            result.append(u"\\u%1"_s.arg(int(u), 4, 16, QChar(u'0')));
        }
    }
    return result;
}

void printJson(QTextStream &out, const QJsonValue &value)
{
    const QJsonDocument document =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << QString::fromUtf8(document.toJson(QJsonDocument::Indented));
}

} // namespace inwo
