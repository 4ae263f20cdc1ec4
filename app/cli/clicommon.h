#pragma once

#include "carddatabase.h"

#include <QByteArray>
#include <QCommandLineOption>
#include <QJsonValue>
#include <QList>
#include <QStringList>
#include <QTextStream>

#include <optional>

class QCommandLineParser;

namespace inwo {

class CardNameResolver;

// What every `inwo` command shares: exit codes, the common options, the database, JSON output.
enum ExitCode { Success = 0, NoMatch = 1, BadInput = 2 };

// Every option of every command, each defined once (its value's name and default): a command
// names the ones it takes, and an option written before the command ("inwo --db FILE cards
// search ufos") is told from the command's words by whether it takes a value.
const QList<QCommandLineOption> &allOptions();
// Whether `name` ("db", "limit") is an option that takes a value.
bool optionTakesValue(QStringView name);

// Parses `arguments` with the common options (--json, --db) plus those named in `extra` (names
// from allOptions()); prints the error and returns false. Only the options a command knows are
// options: any other argument starting with a single '-' is positional (a search "-a:viol", a
// file "-deck.txt"); an unknown "--word" is an error.
bool parseOptions(QCommandLineParser &parser, const QStringList &arguments,
                  const QStringList &extra, QTextStream &err);
// The whole number given as --`name` (`fallback` when it is not given); prints the error and
// returns nullopt when it is not a whole number from `least` up ("abc" once became 0).
std::optional<int> wholeNumberOption(const QCommandLineParser &parser, const QString &name,
                                     int fallback, int least, QTextStream &err);
// Opens --db (or the program's database); prints the error and returns false. A reading command
// opens the file read-only when it can; a writing one (ReadWrite) runs SQLite's quick check first
// and refuses a damaged file.
bool openDatabase(CardDatabase &db, const QCommandLineParser &parser, QTextStream &err,
                  DatabaseAccess access = DatabaseAccess::ReadWrite);
// Prints the database's failure (damaged, locked, read-only) and returns true when it had one:
// an answer read from a failing file is never printed as if it were whole.
bool databaseFailed(const CardDatabase &db, QTextStream &err);
// A card named on the command line (`cards show NAME`, `deck stats --kind card:NAME`), found the
// way deck files find theirs: by its id, else through CardNameResolver.
struct NamedCards
{
    QList<Card> cards;     // the card; several only when they print the same name (reprints)
    bool nearMiss = false; // read from a near miss or a short form ("Blitzkreig", "SMWNMTK")
    QList<Card> nearest;   // no card: the ones the name is nearly as close to ("did you mean")
};
NamedCards findNamedCards(const QString &written, const CardRepository &repository,
                          const CardNameResolver &resolver);
// "'A'", "'A' or 'B'", "'A', 'B' or 'C'": names for a "did you mean", made safe to print.
QString namesForSuggestion(const QStringList &names);

// The input file of a command that reads one (deck check, deck import, attack, attacks, goals,
// nwo, resolve, game): a path, or "-" for standard input.
//
// The input's name in messages: "standard input" for "-", else the path as given.
QString inputName(const QString &path);
// Reads the input, never more than `limit` bytes (/dev/zero or an endless pipe is refused, not
// read until memory runs out); nullopt and `error` ("standard input: cannot read: larger than
// 1 MB ...") when it cannot. The bytes are as they came: a parser's line numbers count the
// input's own lines, whether it came from a file or a pipe.
std::optional<QByteArray> readInput(const QString &path, qint64 limit, QString *error);
// The same for a JSON input (a scenario, position, timeline or game file), as UTF-8 whatever byte
// order mark it starts with, a line that is not text refused with its number; nullopt after
// printing why.
std::optional<QByteArray> readJsonInput(const QString &path, QTextStream &err);

// Text from outside (deck names, file lines, card names, file names) made safe for a terminal:
// control characters, DEL, C1 controls and bidirectional overrides are written as escapes
// ("\x1b", "\n", "\u202e"), so a name cannot move the cursor, clear the screen or fake a line.
QString shown(const QString &text);
void printJson(QTextStream &out, const QJsonValue &value);

} // namespace inwo
