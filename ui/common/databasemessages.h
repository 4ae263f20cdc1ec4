#pragma once

class QWidget;

namespace inwo {

struct DatabaseFailure;
struct RecoveryReport;

// What the window tells the user about the database file, in the user's language: a damaged,
// read-only, locked or full file met while working, and what a recovery at start saved.
void showDatabaseFailure(QWidget *parent, const DatabaseFailure &failure);
void showRecoveryReport(QWidget *parent, const RecoveryReport &report);

} // namespace inwo
