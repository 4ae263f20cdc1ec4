#include "common/jsonpathreader.h"

#include "common/textinput.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace inwo {

std::optional<QJsonObject> JsonPathReader::objectOf(const QByteArray &bytes,
                                                    const QString &oneObject, QString *error)
{
    QString encodingProblem;
    const std::optional<QByteArray> text = utf8TextOf(bytes, &encodingProblem);
    if (!text) {
        if (error)
            *error = u"$: not JSON text: %1"_s.arg(encodingProblem);
        return std::nullopt;
    }
    const QByteArray &json = *text;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The line of the offset, for people editing the file by hand.
        const int line = int(json.left(parseError.offset).count('\n')) + 1;
        if (error)
            *error = u"$: not JSON (line %1: %2)"_s.arg(line).arg(parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = u"$: "_s + oneObject;
        return std::nullopt;
    }
    return document.object();
}

JsonPathReader::JsonPathReader(QString *error, Format format)
    : m_error(error), m_format(std::move(format))
{}

void JsonPathReader::fail(const QString &path, const QString &what)
{
    if (m_failed)
        return;
    m_failed = true;
    if (m_error)
        *m_error = u"%1: %2"_s.arg(path, what);
}

void JsonPathReader::onlyKeys(const QJsonObject &object, const QStringList &known,
                              const QString &path)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            fail(path + u'.' + it.key(),
                 u"unknown key (expected one of %1)"_s.arg(known.join(u", ")));
    }
}

std::optional<int> JsonPathReader::number(const QJsonObject &object, const QString &key,
                                          const QString &path)
{
    if (!object.contains(key))
        return std::nullopt;
    const QJsonValue value = object.value(key);
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::isnan(number) || number != std::floor(number) ||
        std::abs(number) > m_format.maxNumber) {
        fail(path + u'.' + key, m_format.notNumber);
        return std::nullopt;
    }
    return int(number);
}

bool JsonPathReader::flag(const QJsonObject &object, const QString &key, const QString &path)
{
    if (!object.contains(key))
        return false;
    if (!object.value(key).isBool()) {
        fail(path + u'.' + key, u"not true or false"_s);
        return false;
    }
    return object.value(key).toBool();
}

QString JsonPathReader::text(const QJsonObject &object, const QString &key, const QString &path)
{
    if (!object.contains(key))
        return {};
    if (!object.value(key).isString()) {
        fail(path + u'.' + key, u"not a string"_s);
        return {};
    }
    return object.value(key).toString();
}

QString JsonPathReader::nonEmptyText(const QJsonObject &object, const QString &key,
                                     const QString &path, Presence presence)
{
    if (!object.contains(key)) {
        if (presence == Presence::Required)
            fail(path + u'.' + key, u"missing"_s);
        return {};
    }
    const QJsonValue value = object.value(key);
    if (!value.isString() || value.toString().trimmed().isEmpty()) {
        fail(path + u'.' + key, u"not a non-empty string"_s);
        return {};
    }
    return value.toString();
}

QJsonArray JsonPathReader::array(const QJsonObject &object, const QString &key, const QString &path)
{
    if (!object.contains(key))
        return {};
    if (!object.value(key).isArray()) {
        fail(path + u'.' + key, m_format.notArray);
        return {};
    }
    if (m_format.maxEntries >= 0 && object.value(key).toArray().size() > m_format.maxEntries) {
        fail(path + u'.' + key, u"more than %1 entries"_s.arg(m_format.maxEntries));
        return {};
    }
    return object.value(key).toArray();
}

QJsonObject JsonPathReader::object(const QJsonValue &value, const QString &path)
{
    if (!value.isObject()) {
        fail(path, u"not an object"_s);
        return {};
    }
    return value.toObject();
}

void JsonPathReader::failUnknownCode(const QString &path, const QString &written,
                                     const QStringList &codes)
{
    fail(path, u"'%1' is not one of %2"_s.arg(written, codes.join(u", "_s)));
}

} // namespace inwo
