#pragma once

#include <QSqlDatabase>
#include <QString>

namespace inwo {

// A read-only connection of its own to an SQLite file, for looking at a file without touching it
// (what kind of database it is; a damaged one being recovered). Closed and removed with the
// object.
class ReadOnlyConnection
{
public:
    // `lenientSchema` turns on writable_schema, under which SQLite reads the tables it can still
    // name even when part of the schema does not parse (a truncated file, a damaged schema page).
    explicit ReadOnlyConnection(const QString &path, bool lenientSchema = false);
    ~ReadOnlyConnection();
    ReadOnlyConnection(const ReadOnlyConnection &) = delete;
    ReadOnlyConnection &operator=(const ReadOnlyConnection &) = delete;

    // Invalid (not open) when the file could not be opened.
    QSqlDatabase connection() const { return QSqlDatabase::database(m_name, false); }
    bool isOpen() const { return connection().isOpen(); }

private:
    QString m_name;
};

} // namespace inwo
