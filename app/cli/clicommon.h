#pragma once

#include "carddatabase.h"

#include <QCommandLineOption>
#include <QJsonValue>
#include <QList>
#include <QStringList>
#include <QTextStream>

class QCommandLineParser;

namespace inwo {

// What every `inwo` command shares: exit codes, the common options, the database, JSON output.
enum ExitCode { Success = 0, NoMatch = 1, BadInput = 2 };

// Parses `arguments` with the common options (--json, --db) plus `extra`; prints the error and
// returns false. Only the options a command knows are options: any other argument starting with a
// single '-' is positional (a search "-a:viol", a file "-deck.txt"); an unknown "--word" is an
// error.
bool parseOptions(QCommandLineParser &parser, const QStringList &arguments,
                  const QList<QCommandLineOption> &extra, QTextStream &err);
// Opens --db (or the program's database); prints the error and returns false. A reading command
// opens the file read-only when it can; a writing one (ReadWrite) runs SQLite's quick check first
// and refuses a damaged file.
bool openDatabase(CardDatabase &db, const QCommandLineParser &parser, QTextStream &err,
                  DatabaseAccess access = DatabaseAccess::ReadWrite);
// Prints the database's failure (damaged, locked, read-only) and returns true when it had one:
// an answer read from a failing file is never printed as if it were whole.
bool databaseFailed(const CardDatabase &db, QTextStream &err);
// Text from outside (deck names, file lines, card names, file names) made safe for a terminal:
// control characters, DEL, C1 controls and bidirectional overrides are written as escapes
// ("\x1b", "\n", "\u202e"), so a name cannot move the cursor, clear the screen or fake a line.
QString shown(const QString &text);
void printJson(QTextStream &out, const QJsonValue &value);

} // namespace inwo
