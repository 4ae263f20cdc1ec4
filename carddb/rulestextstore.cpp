#include "rulestextstore.h"

#include "carddatabase.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString timestampNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace

const RulesTextFingerprints &bundledRulesTextFingerprints()
{
    static const RulesTextFingerprints fingerprints = [] {
        QFile file(u":/rules/fingerprints.json"_s);
        QString error = u"cannot open it"_s;
        std::optional<RulesTextFingerprints> parsed;
        if (file.open(QIODevice::ReadOnly))
            parsed = RulesTextFingerprints::fromJson(file.readAll(), &error);
        if (!parsed)
            qWarning("bundled rules text fingerprints unreadable: %s", qPrintable(error));
        return parsed.value_or(RulesTextFingerprints());
    }();
    return fingerprints;
}

RulesTextStore::RulesTextStore(CardDatabase &database, const RulesTextFingerprints &fingerprints)
    : m_database(database), m_fingerprints(fingerprints)
{}

bool RulesTextStore::refusesWrites(QString *error) const
{
    return m_database.refusesWrites(error);
}

RulesTextImport RulesTextStore::importRulesText(QByteArrayView bytes, const QString &fileName)
{
    RulesTextImport result;
    result.recognition = recognizeRulesText(bytes, m_fingerprints);
    if (!result.recognition.isRecognized() || refusesWrites(&result.error))
        return result;
    const RulesTextRecognition &text = result.recognition;
    const QString seed = rulesSeedCode(*text.seed);

    QSqlDatabase db = m_database.connection();
    if (!db.transaction()) {
        result.error = u"cannot store the rules text: %1"_s.arg(m_database.explain(db.lastError()));
        return result;
    }
    const auto fail = [&](const QSqlError &error) {
        result.error = u"cannot store the rules text: %1"_s.arg(m_database.explain(error));
        db.rollback();
        return result;
    };
    QSqlQuery query(db);
    query.prepare(u"SELECT 1 FROM rules_texts WHERE seed = ?"_s);
    query.addBindValue(seed);
    if (!query.exec())
        return fail(query.lastError());
    const bool existed = query.next();
    // The lines first: a file written before the cascade was on keeps no orphans either.
    for (const QString &statement : {u"DELETE FROM rules_text_lines WHERE seed = ?"_s,
                                     u"DELETE FROM rules_texts WHERE seed = ?"_s}) {
        query.prepare(statement);
        query.addBindValue(seed);
        if (!query.exec())
            return fail(query.lastError());
    }
    query.prepare(u"INSERT INTO rules_texts (seed, edition, file_name, imported_at, share, "
                  "line_count) VALUES (?, ?, ?, ?, ?, ?)"_s);
    query.addBindValue(seed);
    query.addBindValue(text.edition);
    query.addBindValue(QFileInfo(fileName).fileName());
    query.addBindValue(timestampNow());
    query.addBindValue(text.share());
    query.addBindValue(int(text.lines.size()));
    if (!query.exec())
        return fail(query.lastError());
    query.prepare(u"INSERT INTO rules_text_lines (seed, line, text) VALUES (?, ?, ?)"_s);
    for (auto line = text.lines.cbegin(); line != text.lines.cend(); ++line) {
        query.addBindValue(seed);
        query.addBindValue(line.key());
        query.addBindValue(line.value());
        if (!query.exec())
            return fail(query.lastError());
    }
    if (!db.commit())
        return fail(db.lastError());
    result.stored = true;
    result.replaced = existed;
    return result;
}

QList<ImportedRulesText> RulesTextStore::importedDocuments(QString *error) const
{
    QList<ImportedRulesText> documents;
    const auto fail = [&](const QSqlError &sqlError) {
        setError(error, u"cannot list the rules texts: %1"_s.arg(m_database.explain(sqlError)));
        return QList<ImportedRulesText>();
    };
    // The lines each document has, to compare with the count its row keeps.
    QHash<QString, int> stored;
    QSqlQuery query(m_database.connection());
    if (!query.exec(u"SELECT seed, count(*) FROM rules_text_lines GROUP BY seed"_s))
        return fail(query.lastError());
    while (query.next())
        stored.insert(query.value(0).toString(), query.value(1).toInt());
    if (query.lastError().isValid())
        return fail(query.lastError());
    if (!query.exec(u"SELECT seed, edition, file_name, imported_at, share, line_count "
                    "FROM rules_texts ORDER BY seed"_s))
        return fail(query.lastError());
    while (query.next()) {
        const std::optional<Seed> seed = rulesSeedFromCode(query.value(0).toString());
        if (!seed)
            continue; // a document a newer version of the program knows
        ImportedRulesText document;
        document.seed = *seed;
        document.edition = query.value(1).toString();
        document.fileName = query.value(2).toString();
        document.importedAt = QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs);
        document.share = query.value(4).toDouble();
        document.lineCount = query.value(5).toInt();
        // Fewer lines than the document counts: a damaged page hid rows without an error.
        const int readable = stored.value(query.value(0).toString());
        if (readable != document.lineCount) {
            m_database.reportDamage(
                u"the rules text %1 has %2 lines and %3 can be read"_s.arg(seedFileName(*seed))
                    .arg(document.lineCount)
                    .arg(readable));
            setError(error,
                     u"cannot list the rules texts: %1"_s.arg(m_database.failure()->message()));
            return {};
        }
        documents.append(document);
    }
    if (query.lastError().isValid())
        return fail(query.lastError());
    return documents;
}

std::optional<ImportedRulesText> RulesTextStore::importedDocument(Seed seed, QString *error) const
{
    QString why;
    const QList<ImportedRulesText> documents = importedDocuments(&why);
    if (!why.isEmpty()) {
        setError(error, why);
        return std::nullopt;
    }
    for (const ImportedRulesText &document : documents) {
        if (document.seed == seed)
            return document;
    }
    return std::nullopt;
}

QList<RulesTextLine> RulesTextStore::passageLines(const SeedLines &lines, QString *error) const
{
    QList<RulesTextLine> passage;
    const QString seed = rulesSeedCode(lines.seed);
    if (seed.isEmpty())
        return passage; // card data: no rules text
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT line, text FROM rules_text_lines WHERE seed = ? AND line BETWEEN ? "
                  "AND ? ORDER BY line"_s);
    query.addBindValue(seed);
    query.addBindValue(lines.first);
    query.addBindValue(lines.last);
    if (!query.exec()) {
        setError(error,
                 u"cannot read the rules text: %1"_s.arg(m_database.explain(query.lastError())));
        return {};
    }
    while (query.next())
        passage.append({query.value(0).toInt(), query.value(1).toString()});
    if (query.lastError().isValid()) {
        setError(error,
                 u"cannot read the rules text: %1"_s.arg(m_database.explain(query.lastError())));
        return {};
    }
    return passage;
}

QStringList RulesTextStore::passage(const SeedLines &lines, QString *error) const
{
    QStringList text;
    for (const RulesTextLine &line : passageLines(lines, error))
        text.append(line.text);
    return text;
}

bool RulesTextStore::removeRulesText(Seed seed, QString *error)
{
    if (refusesWrites(error))
        return false;
    const QString code = rulesSeedCode(seed);
    QSqlDatabase db = m_database.connection();
    if (!db.transaction()) {
        setError(error,
                 u"cannot remove the rules text: %1"_s.arg(m_database.explain(db.lastError())));
        return false;
    }
    QSqlQuery query(db);
    int removed = 0;
    for (const QString &statement : {u"DELETE FROM rules_text_lines WHERE seed = ?"_s,
                                     u"DELETE FROM rules_texts WHERE seed = ?"_s}) {
        query.prepare(statement);
        query.addBindValue(code);
        if (!query.exec()) {
            setError(error, u"cannot remove the rules text: %1"_s.arg(
                                m_database.explain(query.lastError())));
            db.rollback();
            return false;
        }
        removed = query.numRowsAffected();
    }
    if (removed != 1) {
        setError(error, u"no copy of the %1 is imported"_s.arg(seedTitle(seed)));
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        setError(error,
                 u"cannot remove the rules text: %1"_s.arg(m_database.explain(db.lastError())));
        db.rollback();
        return false;
    }
    return true;
}

} // namespace inwo
