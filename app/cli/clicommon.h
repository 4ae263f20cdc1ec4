#pragma once

#include <QCommandLineOption>
#include <QJsonValue>
#include <QList>
#include <QStringList>
#include <QTextStream>

class QCommandLineParser;

namespace inwo {

class CardDatabase;

// What every `inwo` command shares: exit codes, the common options, the database, JSON output.
enum ExitCode { Success = 0, NoMatch = 1, BadInput = 2 };

// Parses `arguments` with the common options (--json, --db) plus `extra`; prints the error and
// returns false.
bool parseOptions(QCommandLineParser &parser, const QStringList &arguments,
                  const QList<QCommandLineOption> &extra, QTextStream &err);
// Opens --db (or the program's database); prints the error and returns false.
bool openDatabase(CardDatabase &db, const QCommandLineParser &parser, QTextStream &err);
void printJson(QTextStream &out, const QJsonValue &value);

} // namespace inwo
