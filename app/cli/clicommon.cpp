#include "clicommon.h"

#include "carddatabase.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace inwo {

// Parses `arguments` with the common options plus `extra`; prints the error and returns false.
bool parseOptions(QCommandLineParser &parser, const QStringList &arguments,
                  const QList<QCommandLineOption> &extra, QTextStream &err)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption({u"json"_s, u"Print JSON."_s});
    parser.addOption({u"db"_s, u"Use this database file."_s, u"path"_s});
    parser.addOptions(extra);
    if (!parser.parse(QStringList{u"inwo"_s} + arguments)) {
        err << parser.errorText() << Qt::endl;
        return false;
    }
    return true;
}

bool openDatabase(CardDatabase &db, const QCommandLineParser &parser, QTextStream &err)
{
    const QString path =
        parser.isSet(u"db"_s) ? parser.value(u"db"_s) : CardDatabase::defaultPath();
    QString error;
    if (!db.open(path, &error)) {
        err << "inwo: " << error << Qt::endl;
        return false;
    }
    return true;
}

void printJson(QTextStream &out, const QJsonValue &value)
{
    const QJsonDocument document =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << QString::fromUtf8(document.toJson(QJsonDocument::Indented));
}

} // namespace inwo
