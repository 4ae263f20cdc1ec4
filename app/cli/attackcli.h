#pragma once

#include <QList>
#include <QStringList>
#include <QTextStream>

#include <optional>

class QByteArray;
class QJsonArray;
class QJsonObject;

namespace inwo {

struct AttackResult;
struct PlayItem;
struct Position;
struct TableFact;

// Shared by the commands that read JSON and print the table's lines (attacks, goals, resolve,
// game). Their input is read by readJsonInput() (clicommon.h): "-" is standard input.
QJsonArray tableFactsJson(const QList<TableFact> &facts, const Position &position);
void printTableFacts(QTextStream &out, const QList<TableFact> &facts, const Position &position,
                     const QString &indent);
QJsonObject playItemJson(const PlayItem &item);

// `inwo attack FILE [--json]` (issue 4): adjudicates a scenario file ("-" reads standard input).
// Exit 0 on a valid scenario, whether or not the attack can succeed; 2 on bad input, naming the
// JSON path of the problem.
int runAttackCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

// `inwo attacks POSITION --player P [--json]` (issue 12): every attack the player can make from
// the position file, best chance first, with the best aid, then the refused ones with their
// rules. Exit codes as for `inwo attack`.
int runAttacksCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

// `inwo goals POSITION [--json]` (issue 12): each player's count toward the basic goal, his
// special goal and Goal cards, met or not and why, and who would win now.
int runGoalsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

// `inwo nwo POSITION [--json]` (issue 12): the NWOs in force in the order played, what each does
// to every group, and each group's numbers for play and for goals.
int runNwoCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

// `inwo resolve TIMELINE [--json]` (issue 13): the plays of a timeline file settled in order,
// each effective, cancelled, illegal or refused with its rule, where every token, Plot and card
// ends up, and the position afterwards. Exit codes as for `inwo attack`.
int runResolveCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace inwo
