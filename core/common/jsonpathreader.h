#pragma once

#include "common/enumtable.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace inwo {

// Reads the values of a hand-written JSON file by path ("$.aiding[1].power"), keeping the first
// error as "path: what" so it can be fixed where it went wrong. After an error the reading goes
// on (it may not fail again), and the caller checks failed() at the end.
class JsonPathReader
{
public:
    // What a file format allows, and the words its errors use.
    struct Format
    {
        int maxNumber = 0;         // number() takes whole numbers from -maxNumber to maxNumber,
        QString notNumber;         // and fails with this otherwise
        qsizetype maxEntries = -1; // array() takes at most this many entries (-1: any number),
        QString notArray;          // and fails with this on anything but an array
    };

    enum class Presence : quint8 { Optional, Required }; // Required: fails "missing" when absent

    JsonPathReader(QString *error, Format format);

    // The one JSON object a hand-written file holds: UTF-16 by its byte order mark is read, and
    // a line that is not text is named. On bad input nullopt, and `error` says where: "$: not
    // JSON (line 3: ...)", or "$: " + `oneObject` ("a position is one JSON object").
    static std::optional<QJsonObject> objectOf(const QByteArray &bytes, const QString &oneObject,
                                               QString *error);

    bool failed() const { return m_failed; }
    // Records "path: what" as the error, unless there is one already.
    void fail(const QString &path, const QString &what);

    // Fails on any key of `object` outside `known`, so a misspelt key is never silently ignored.
    void onlyKeys(const QJsonObject &object, const QStringList &known, const QString &path);

    // The value at `key` of `object`, at `path`; an absent key gives the empty value (and no error)
    // unless `presence` says otherwise.
    std::optional<int> number(const QJsonObject &object, const QString &key, const QString &path);
    bool flag(const QJsonObject &object, const QString &key, const QString &path);
    QString text(const QJsonObject &object, const QString &key, const QString &path);
    QString nonEmptyText(const QJsonObject &object, const QString &key, const QString &path,
                         Presence presence = Presence::Optional);
    QJsonArray array(const QJsonObject &object, const QString &key, const QString &path);
    // `value` itself, at `path`.
    QJsonObject object(const QJsonValue &value, const QString &path);

    // The enum value whose code is written at `key`, or `fallback` when absent or unknown.
    template <typename E>
    std::optional<E> code(const QJsonObject &object, const QString &key, const QString &path,
                          std::optional<E> fallback)
    {
        if (!object.contains(key))
            return fallback;
        const QString written = text(object, key, path);
        const auto value = enumFromCode<E>(written);
        if (!value && !failed()) {
            QStringList codes;
            for (const E known : allOf<E>())
                codes.append(codeOf(known));
            failUnknownCode(path + u'.' + key, written, codes);
        }
        return value ? value : fallback;
    }

private:
    void failUnknownCode(const QString &path, const QString &written, const QStringList &codes);

    QString *m_error;
    Format m_format;
    bool m_failed = false;
};

} // namespace inwo
