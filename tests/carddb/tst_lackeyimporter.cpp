// Importing a user's LackeyCCG plugin folder: facts updated, text and images stored as user data,
// all in one transaction.
#include "carddatabase.h"
#include "lackeyimporter.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(INWO_FIXTURES_DIR) + u'/' + name;
}

// A fingerprint of everything an import could change.
QByteArray snapshot(const CardDatabase &db)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    for (const QString &sql : {u"SELECT id, data, source FROM cards ORDER BY id"_s,
                               u"SELECT card_id, text, errata, image_path FROM card_text "
                               u"ORDER BY card_id"_s}) {
        QSqlQuery query(db.connection());
        query.exec(sql);
        while (query.next()) {
            for (int i = 0; i < 4; ++i)
                hash.addData(query.value(i).toString().toUtf8());
        }
    }
    return hash.result();
}

} // namespace

class TestLackeyImporter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    void openFresh(CardDatabase &db)
    {
        QString error;
        QVERIFY2(db.open(m_dir.filePath(u"db%1.sqlite"_s.arg(++m_files)), &error),
                 qPrintable(error));
    }

private slots:
    void importStoresFactsTextAndImages()
    {
        CardDatabase db;
        openFresh(db);
        ImportReport report;
        ImportError error;
        QVERIFY2(LackeyImporter(db).importFolder(fixture(u"lackey-plugin"_s), &report, &error),
                 qPrintable(error.toString()));
        QCOMPARE(report.cardsRead, 16);
        QCOMPARE(report.cardsAdded, 15);
        QCOMPARE(report.cardsUpdated, 1); // Gun Lobby
        QCOMPARE(report.imagesFound, 1);
        QCOMPARE(report.textsStored, 2); // Fixture Agency (text, image), Fixture Senator (errata)
        QCOMPARE(db.cardCount(), 768 + 15);

        const auto agency = db.cardText(u"base/fixture-agency"_s);
        QVERIFY(agency.text.startsWith(u"Fixture text"_s));
        QVERIFY(agency.imagePath.endsWith(u"setimages/Limited/Fixture_Agency.png"_s));
        QCOMPARE(db.cardText(u"base/fixture-senator"_s).errata, u"Fixture errata line."_s);
        // Updated facts of a card the program already had.
        QCOMPARE(db.cardById(u"base/gun-lobby"_s)->power.value, std::optional<int>(2));
        // The imported text is searchable through its full-text index.
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"SELECT count(*) FROM card_text_fts WHERE card_text_fts MATCH "
                           u"'government'"_s));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 1);
    }

    void importingTwiceUpdatesInsteadOfDuplicating()
    {
        CardDatabase db;
        openFresh(db);
        ImportReport report;
        ImportError error;
        QVERIFY(LackeyImporter(db).importFolder(fixture(u"lackey-plugin"_s), &report, &error));
        QVERIFY(LackeyImporter(db).importFolder(fixture(u"lackey-plugin"_s), &report, &error));
        QCOMPARE(report.cardsAdded, 0);
        QCOMPARE(report.cardsUpdated, 16);
        QCOMPARE(db.cardCount(), 768 + 15);
    }

    void malformedFileFailsWithFileAndLineAndChangesNothing()
    {
        CardDatabase db;
        openFresh(db);
        ImportReport report;
        ImportError error;
        QVERIFY(LackeyImporter(db).importFolder(fixture(u"lackey-plugin"_s), &report, &error));
        const QByteArray before = snapshot(db);
        QVERIFY(!LackeyImporter(db).importFolder(fixture(u"lackey-malformed"_s), &report, &error));
        QVERIFY(error.file.endsWith(u"lackey-malformed/sets/carddata.txt"_s));
        QCOMPARE(error.line, 5);
        QVERIFY2(error.toString().contains(u"carddata.txt:5: cannot read Power 'four'"_s),
                 qPrintable(error.toString()));
        QVERIFY2(error.message.contains(u"and 1 more problems"_s), qPrintable(error.message));
        QCOMPARE(report.cardsRead, 0);
        QCOMPARE(snapshot(db), before);
    }

    void cancellingRollsEverythingBack()
    {
        CardDatabase db;
        openFresh(db);
        const QByteArray before = snapshot(db);
        ImportReport report;
        ImportError error;
        int calls = 0;
        const bool ok = LackeyImporter(db).importFolder(
            fixture(u"lackey-plugin"_s), &report, &error, [&calls](int done, int total) {
                ++calls;
                return done < total; // cancel at the end, after every row was written
            });
        QVERIFY(!ok);
        QVERIFY(calls > 0);
        QVERIFY(error.message.contains(u"cancelled"_s));
        QCOMPARE(snapshot(db), before);
    }

    void aFolderWithoutCardDataIsRefused()
    {
        CardDatabase db;
        openFresh(db);
        ImportReport report;
        ImportError error;
        QVERIFY(!LackeyImporter(db).importFolder(m_dir.path(), &report, &error));
        QVERIFY(error.message.contains(u"sets/carddata.txt"_s));
    }

    void importedTextSurvivesABundledReload()
    {
        CardDatabase db;
        openFresh(db);
        ImportReport report;
        ImportError error;
        QVERIFY(LackeyImporter(db).importFolder(fixture(u"lackey-plugin"_s), &report, &error));
        QString loadError;
        QVERIFY(db.loadBundledCards({}, u"test"_s, &loadError));
        QCOMPARE(db.cardText(u"base/fixture-agency"_s).imagePath.isEmpty(), false);
    }
};

QTEST_GUILESS_MAIN(TestLackeyImporter)
#include "tst_lackeyimporter.moc"
