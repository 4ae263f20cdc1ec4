#pragma once

// Database files as the tests of damaged, locked and foreign files need them: another program's
// connection, a page damaged the way a failing disk does, a file's hash. Needs Qt Sql (carddb
// and cli tests).
#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

namespace inwo::test {

// Another program's connection to a database file (SQLite's defaults, no WAL set here), for as
// long as the object lives: to change a file behind the program's back, or to hold a lock.
class OtherProgram
{
public:
    explicit OtherProgram(const QString &path)
        : m_name(QStringLiteral("inwo-test-other-") + QUuid::createUuid().toString())
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s: %s", qPrintable(path), qPrintable(db.lastError().text()));
    }
    ~OtherProgram()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    OtherProgram(const OtherProgram &) = delete;
    OtherProgram &operator=(const OtherProgram &) = delete;

    // The first column of the first row of `sql`, or 0.
    int intValue(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        return query.exec(sql) && query.next() ? query.value(0).toInt() : 0;
    }

    // Runs one statement; false (with the error printed) when it fails.
    bool exec(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (query.exec(sql))
            return true;
        qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        return false;
    }

private:
    QString m_name;
};

// Overwrites the first 16 bytes of the b-tree page that holds `object` (a table or an index) with
// 0xff. Every connection to `path` must be closed; the log is checkpointed into the file first,
// so the damage is what SQLite reads.
inline void damagePageOf(const QString &path, const QString &object)
{
    int rootPage = 0;
    int pageSize = 0;
    {
        OtherProgram db(path);
        rootPage = db.intValue(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = '") +
                               object + QStringLiteral("'"));
        pageSize = db.intValue(QStringLiteral("PRAGMA page_size"));
        QVERIFY(db.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    QVERIFY(rootPage > 1);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.seek(qint64(rootPage - 1) * pageSize));
    QCOMPARE(file.write(QByteArray(16, '\xff')), 16);
}

// The SHA-1 of a file's bytes (empty when it cannot be read): "nothing was written to it".
inline QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha1);
}

} // namespace inwo::test
