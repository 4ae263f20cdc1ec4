// The user's database file: migrations, the bundled cards loaded on first start and reloaded only
// when the dataset changes, and user data that a reload never touches.
#include "carddatabase.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

int scalar(const CardDatabase &db, const QString &sql)
{
    QSqlQuery query(db.connection());
    if (!query.exec(sql) || !query.next())
        qFatal("query failed: %s", qPrintable(sql));
    return query.value(0).toInt();
}

void exec(const CardDatabase &db, const QString &sql)
{
    QSqlQuery query(db.connection());
    if (!query.exec(sql))
        qFatal("exec failed: %s", qPrintable(sql));
}

} // namespace

class TestCardDatabase : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void firstOpenCreatesTheSchemaAndLoadsEveryBundledCard()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path(u"first.sqlite"_s), &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), CardDatabase::latestSchemaVersion());
        QVERIFY(CardDatabase::latestSchemaVersion() >= 2);
        QVERIFY(db.bundledCardsReloaded());
        QCOMPARE(db.cardCount(), 768);
        QCOMPARE(db.datasetVersion().size(), 40); // a SHA-1 in hex
        QSqlQuery check(db.connection());
        QVERIFY2(check.exec(u"INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')"_s),
                 "the name index no longer matches the cards table");
    }

    void builtInDatasetVersionIsTheHashOfTheCompiledInFile()
    {
        QString error;
        const BundledDataset dataset = BundledDataset::load(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(BundledDataset::builtInVersion(), dataset.version);
    }

    void secondOpenDoesNotReloadAnUnchangedDataset()
    {
        const QString file = path(u"second.sqlite"_s);
        QString error;
        {
            CardDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
        }
        CardDatabase db;
        QVERIFY2(db.open(file, &error), qPrintable(error));
        QVERIFY(!db.bundledCardsReloaded());
        QCOMPARE(db.cardCount(), 768);
    }

    void aChangedDatasetVersionReloadsCardsButKeepsUserData()
    {
        const QString file = path(u"reload.sqlite"_s);
        QString error;
        {
            CardDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            exec(db, u"INSERT INTO card_text (card_id, text, errata, imported_at) VALUES "
                     u"('base/bill-clinton', 'my own notes', '', '2026-01-01')"_s);
            exec(db, u"UPDATE cards SET power = 99 WHERE id = 'base/bill-clinton'"_s);
            exec(db, u"UPDATE meta SET value = 'older' WHERE key = 'dataset_version'"_s);
        }
        CardDatabase db;
        QVERIFY2(db.open(file, &error), qPrintable(error));
        QVERIFY(db.bundledCardsReloaded());
        QCOMPARE(db.cardCount(), 768);
        QCOMPARE(scalar(db, u"SELECT power FROM cards WHERE id = 'base/bill-clinton'"_s), 4);
        QCOMPARE(db.cardText(u"base/bill-clinton"_s).text, u"my own notes"_s);
        // The name index was rebuilt with the rows: one entry per card, not two.
        QCOMPARE(scalar(db, u"SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'clinton'"_s),
                 scalar(db, u"SELECT count(*) FROM cards WHERE name_norm LIKE '%clinton%'"_s));
        QSqlQuery check(db.connection());
        QVERIFY2(check.exec(u"INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')"_s),
                 "the name index no longer matches the cards table");
    }

    void upgradingAnOlderSchemaBacksTheFileUpFirst()
    {
        const QString file = path(u"old.sqlite"_s);
        QString error;
        {
            CardDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            // Make the file look as schema 2 left it, with some user data in it.
            for (const QString &statement :
                 {u"DROP TABLE ability_confirmations"_s, u"DROP TABLE rules_text_lines"_s,
                  u"DROP TABLE rules_texts"_s,
                  u"DROP TABLE game_events"_s, u"DROP TABLE games"_s, u"DROP TABLE deck_cards"_s,
                  u"DROP TABLE decks"_s, u"DROP TRIGGER card_search_insert"_s,
                  u"DROP TRIGGER card_search_delete"_s, u"DROP TRIGGER card_search_update_before"_s,
                  u"DROP TRIGGER card_search_update_after"_s, u"DROP TABLE card_search"_s,
                  u"DROP VIEW card_search_source"_s, u"PRAGMA user_version = 2"_s})
                exec(db, statement);
            exec(db, u"INSERT INTO card_text (card_id, text, errata, imported_at) VALUES "
                     u"('base/bill-clinton', 'kept', '', '2026-01-01')"_s);
        }
        CardDatabase db;
        QVERIFY2(db.open(file, &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), CardDatabase::latestSchemaVersion());
        QVERIFY(QFile::exists(file + u".schema-2.bak"_s));
        QCOMPARE(db.cardText(u"base/bill-clinton"_s).text, u"kept"_s);
        // The new index was built over the cards already in the file.
        QCOMPARE(scalar(db, u"SELECT count(*) FROM card_search WHERE card_search MATCH "
                            u"'facets:tyilluminati'"_s),
                 scalar(db, u"SELECT count(*) FROM cards WHERE type = 'illuminati'"_s));
        QCOMPARE(scalar(db, u"SELECT count(*) FROM decks"_s), 0);       // and the deck tables exist
        QCOMPARE(scalar(db, u"SELECT count(*) FROM games"_s), 0);       // and the game tables
        QCOMPARE(scalar(db, u"SELECT count(*) FROM rules_texts"_s), 0); // and the rules texts
    }

    void aFileFromANewerProgramIsRefusedUntouched()
    {
        const QString file = path(u"newer.sqlite"_s);
        QString error;
        {
            CardDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            exec(db, u"PRAGMA user_version = 99"_s);
        }
        CardDatabase db;
        QVERIFY(!db.open(file, &error));
        QVERIFY2(error.contains(u"newer version"_s), qPrintable(error));
    }

    void aFileThatIsNotADatabaseIsAClearError()
    {
        const QString file = path(u"garbage.sqlite"_s);
        QFile garbage(file);
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, 'x'));
        garbage.close();
        CardDatabase db;
        QString error;
        QVERIFY(!db.open(file, &error));
        QVERIFY2(error.contains(file), qPrintable(error));
    }

    void cardByIdSeesCardsWrittenAfterALookup()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path(u"cache.sqlite"_s), &error), qPrintable(error));
        const QString id = u"fan/made-up-after-lookup"_s;
        QVERIFY(!db.cardById(id).has_value()); // remembered as unknown
        Card card = *db.cardById(u"base/rosicrucians"_s);
        card.id = id;
        card.name = u"Made Up After Lookup"_s;
        QVERIFY(db.connection().transaction());
        QVERIFY2(db.upsertCards({card}, u"imported"_s, &error), qPrintable(error));
        QCOMPARE(db.cardById(id)->name, card.name);
        // A rolled-back write is forgotten too.
        QVERIFY(db.connection().rollback());
        db.forgetCachedCards();
        QVERIFY(!db.cardById(id).has_value());
    }

    void namesResolveWhateverTheirPunctuation_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("id");
        QTest::newRow("and for ampersand")
            << u"Savings and Loan Scam"_s << u"base/savings-and-loan-scam"_s;
        QTest::newRow("space for hyphen") << u"comet hail bob"_s << u"subgenius/comet-hail-bob"_s;
        QTest::newRow("case and apostrophe")
            << u"DONT FORGET TO SMASH THE STATE"_s << u"base/dont-forget-to-smash-the-state"_s;
        QTest::newRow("accent") << u"Bavarian Illuminatí"_s << u"base/bavarian-illuminati"_s;
    }

    void namesResolveWhateverTheirPunctuation()
    {
        QFETCH(QString, written);
        QFETCH(QString, id);
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path(u"names.sqlite"_s), &error), qPrintable(error));
        const QList<Card> cards = db.cardsByName(written);
        QCOMPARE(cards.size(), 1);
        QCOMPARE(cards.first().id, id);
        QCOMPARE(db.cardById(id)->name, cards.first().name);
    }
};

QTEST_GUILESS_MAIN(TestCardDatabase)
#include "tst_carddatabase.moc"
