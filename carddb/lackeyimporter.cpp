#include "lackeyimporter.h"

#include "carddatabase.h"
#include "common/textinput.h"
#include "lackeycarddatareader.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The plugin keeps its data in sets/; a bare folder holding carddata.txt is accepted too.
QString findCardData(const QString &folder)
{
    for (const QString &candidate : {u"sets/carddata.txt"_s, u"carddata.txt"_s}) {
        const QString path = QDir(folder).filePath(candidate);
        if (QFileInfo::exists(path))
            return path;
    }
    return {};
}

// Image files under sets/setimages (and the folder's own setimages), by lower-case base name.
QHash<QString, QString> indexImages(const QString &folder)
{
    QHash<QString, QString> images;
    for (const QString &candidate : {u"sets/setimages"_s, u"setimages"_s}) {
        const QString root = QDir(folder).filePath(candidate);
        if (!QFileInfo(root).isDir())
            continue;
        QDirIterator it(root, {u"*.jpg"_s, u"*.jpeg"_s, u"*.png"_s, u"*.gif"_s, u"*.bmp"_s},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo info(it.next());
            images.insert(info.completeBaseName().toLower(), info.absoluteFilePath());
        }
    }
    return images;
}

} // namespace

LackeyImporter::LackeyImporter(CardDatabase &database) : m_database(database)
{}

bool LackeyImporter::importFolder(const QString &folder, ImportReport *report, ImportError *error,
                                  const Progress &progress)
{
    *report = {};
    const QString cardDataPath = findCardData(folder);
    if (cardDataPath.isEmpty()) {
        *error = {folder, 0,
                  u"this is not a LackeyCCG plugin folder: it has no sets/carddata.txt"_s};
        return false;
    }
    QFile file(cardDataPath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = {cardDataPath, 0, u"cannot read the file: "_s + file.errorString()};
        return false;
    }
    QString readError;
    const std::optional<QByteArray> bytes = readAtMost(file, InputLimit::CardDataBytes, &readError);
    if (!bytes) {
        *error = {cardDataPath, 0, u"cannot read the file: "_s + readError};
        return false;
    }
    const CardDataReadResult read = LackeyCardDataReader::read(*bytes, cardDataPath);
    if (!read.ok()) {
        *error = read.errors.first();
        if (read.errors.size() > 1)
            error->message += u" (and %1 more problems)"_s.arg(read.errors.size() - 1);
        return false;
    }
    report->cardsRead = int(read.rows.size());
    const QHash<QString, QString> images = indexImages(folder);

    QSqlDatabase db = m_database.connection();
    QSet<QString> known;
    {
        QSqlQuery ids(db);
        ids.exec(u"SELECT id FROM cards"_s);
        while (ids.next())
            known.insert(ids.value(0).toString());
        // A damaged or locked file is reported before anything is written to it.
        if (ids.lastError().isValid()) {
            *report = {};
            *error = {m_database.path(), 0, m_database.explain(ids.lastError())};
            return false;
        }
    }
    if (m_database.isDamaged() || m_database.isReadOnly()) {
        *report = {};
        *error = {
            m_database.path(), 0,
            m_database.isDamaged()
                ? m_database.failure()->message()
                : u"%1 is read-only: nothing can be imported into it"_s.arg(m_database.path())};
        return false;
    }
    auto failWith = [&](const QString &message, int line = 0) {
        db.rollback();
        m_database.forgetCachedCards();
        *report = {};
        *error = {cardDataPath, line, message};
        return false;
    };
    if (!db.transaction()) {
        return failWith(m_database.explain(db.lastError()));
    }

    QSqlQuery text(db);
    text.prepare(u"INSERT INTO card_text (card_id, text, errata, image_path, imported_at) "
                 u"VALUES (?, ?, ?, ?, ?) ON CONFLICT (card_id) DO UPDATE SET text = "
                 u"excluded.text, errata = excluded.errata, image_path = excluded.image_path, "
                 u"imported_at = excluded.imported_at"_s);
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const int total = int(read.rows.size());
    int done = 0;
    for (const LackeyRow &row : read.rows) {
        QString storeError;
        if (!m_database.upsertCards({row.card}, u"imported"_s, &storeError))
            return failWith(storeError, row.line);
        if (known.contains(row.card.id))
            ++report->cardsUpdated;
        else
            ++report->cardsAdded;
        const QString image = images.value(row.imageFile.toLower());
        if (!image.isEmpty())
            ++report->imagesFound;
        if (!row.text.isEmpty() || !row.errata.isEmpty() || !image.isEmpty()) {
            text.addBindValue(row.card.id);
            text.addBindValue(row.text);
            text.addBindValue(row.errata);
            text.addBindValue(image.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                              : QVariant(image));
            text.addBindValue(now);
            if (!text.exec()) {
                return failWith(m_database.explain(text.lastError()), row.line);
            }
            ++report->textsStored;
        }
        ++done;
        if (progress && (done % 25 == 0 || done == total) && !progress(done, total))
            return failWith(u"the import was cancelled; nothing was changed"_s);
    }
    if (!db.commit()) {
        return failWith(m_database.explain(db.lastError()));
    }
    return true;
}

} // namespace inwo
