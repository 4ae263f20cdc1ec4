#pragma once

class QString;
class QWidget;

namespace inwo {

class CardDatabase;
struct DatabaseFailure;
struct RecoveryReport;

// What the window tells the user about the database file, in the user's language: a damaged,
// read-only, locked or full file met while working, and what a recovery at start saved.
void showDatabaseFailure(QWidget *parent, const DatabaseFailure &failure);
void showRecoveryReport(QWidget *parent, const RecoveryReport &report);
// The start-up check found `path` damaged: the program will set it aside and recover it.
void showDamagedAtStart(QWidget *parent, const QString &path);
// After a refused read or write: shows what is wrong with the file (damaged, read-only, locked,
// full) and returns true, or returns false when the file is not at fault and the caller should
// say what went wrong itself.
bool showDatabaseProblem(QWidget *parent, const CardDatabase &database);

} // namespace inwo
