#include "readonlyconnection.h"

#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace inwo {

ReadOnlyConnection::ReadOnlyConnection(const QString &path, bool lenientSchema)
    : m_name(u"inwo-read-only-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    db.setDatabaseName(path);
    db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
    if (db.open() && lenientSchema) {
        QSqlQuery lenient(db);
        lenient.exec(u"PRAGMA writable_schema = ON"_s);
    }
}

ReadOnlyConnection::~ReadOnlyConnection()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

} // namespace inwo
