#pragma once

// Damages a database file the way a failing disk does, for the tests of what the program does
// with a damaged file. Needs Qt Sql (carddb and cli tests).
#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

namespace inwo::test {

// Overwrites the first 16 bytes of the b-tree page that holds `object` (a table or an index) with
// 0xff. Every connection to `path` must be closed; the log is checkpointed into the file first,
// so the damage is what SQLite reads.
inline void damagePageOf(const QString &path, const QString &object)
{
    const QString connection = QStringLiteral("inwo-test-damage");
    int rootPage = 0;
    int pageSize = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = ?"));
        query.addBindValue(object);
        QVERIFY(query.exec() && query.next());
        rootPage = query.value(0).toInt();
        QVERIFY(query.exec(QStringLiteral("PRAGMA page_size")) && query.next());
        pageSize = query.value(0).toInt();
        QVERIFY(query.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
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
