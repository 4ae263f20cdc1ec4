// The user's database when it fails (issue 9): a damaged page is an error naming the file, never
// an empty answer, and nothing more is written to it; at start a damaged file is set aside and the
// user's decks are recovered as far as SQLite can read them; a file locked by another program
// says so.
#include "carddatabase.h"
#include "databasefiles.h"
#include "databaserecovery.h"
#include "deckstore.h"
#include "gamestore.h"
#include "lackeyimporter.h"
#include "rulestextstore.h"
#include "userabilities.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

Deck deckNamed(const QString &name, int groups)
{
    Deck deck;
    deck.name = name;
    deck.author = u"Fixture"_s;
    deck.entries = {{u"base/ufos"_s, 1, DeckZone::Lead},
                    {u"base/hackers"_s, groups, DeckZone::GroupDeck},
                    {u"base/blitzkrieg"_s, 2, DeckZone::PlotDeck}};
    return deck;
}

} // namespace

class TestDatabaseFailures : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    // A new database file holding two saved decks; returns its path.
    QString databaseWithTwoDecks()
    {
        const QString path = m_dir.filePath(u"db%1/inwo.sqlite"_s.arg(++m_files));
        CardDatabase db;
        QString error;
        if (!db.open(path, &error))
            qFatal("%s", qPrintable(error));
        DeckStore store(db);
        if (store.save(deckNamed(u"First"_s, 3), 0, QString(), &error) == 0 ||
            store.save(deckNamed(u"Second"_s, 4), 0, QString(), &error) == 0)
            qFatal("%s", qPrintable(error));
        return path;
    }

private slots:
    void damagedDeckPageIsAnErrorNotAnEmptyDeck()
    {
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"deck_cards"_s);
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error, DatabaseAccess::Read), qPrintable(error));
        DeckStore store(db);

        // Once this listed "0 cards" and loaded an empty deck without a word.
        QVERIFY(store.list(&error).isEmpty());
        QVERIFY2(error.contains(path) && error.contains(u"is damaged"_s), qPrintable(error));
        error.clear();
        QVERIFY(!store.load(1, &error));
        QVERIFY2(error.contains(u"is damaged"_s), qPrintable(error));
        QVERIFY(db.isDamaged());
        QCOMPARE(db.failure()->problem, DatabaseProblem::Damaged);
        QCOMPARE(db.failure()->path, path);
        QVERIFY(!db.checkIntegrity(false).isEmpty());
    }

    void damagedDatabaseRefusesEveryWrite()
    {
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"deck_cards"_s);
        const QByteArray before = test::fileHash(path);
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error), qPrintable(error));
        DeckStore store(db);
        QVERIFY(!store.load(2, &error)); // meets the damage
        error.clear();
        QCOMPARE(store.save(deckNamed(u"Third"_s, 1), 0, QString(), &error), 0);
        QVERIFY2(error.contains(u"nothing was written to it"_s), qPrintable(error));
        error.clear();
        QVERIFY(!store.remove(1, &error));
        QVERIFY2(error.contains(u"is damaged"_s), qPrintable(error));
        db.close();
        QCOMPARE(test::fileHash(path), before);
    }

    void damagedFileIsNeitherUpgradedNorReloaded()
    {
        // An older card dataset would be reloaded on open; not into a damaged file.
        const QString path = databaseWithTwoDecks();
        {
            CardDatabase db;
            QString error;
            QVERIFY2(db.open(path, &error), qPrintable(error));
            QSqlQuery query(db.connection());
            QVERIFY(query.exec(u"UPDATE meta SET value = 'older' WHERE key = 'dataset_version'"_s));
        }
        test::damagePageOf(path, u"card_text"_s);
        const QByteArray before = test::fileHash(path);
        CardDatabase db;
        QString error;
        QVERIFY(!db.open(path, &error));
        QVERIFY2(error.contains(path + u" is damaged"_s), qPrintable(error));
        QVERIFY(db.isDamaged());
        db.close();
        QCOMPARE(test::fileHash(path), before);
    }

    void deckCutShortWithoutAnErrorIsDamage()
    {
        // A damaged page can hide rows from a read without any error (an outside tester got 17
        // of a deck's 45 cards); the row count the deck was saved with tells.
        const QString path = databaseWithTwoDecks();
        QVERIFY(test::OtherProgram(path).exec(
            u"DELETE FROM deck_cards WHERE deck_id = 2 AND position = 2"_s));
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error, DatabaseAccess::Read), qPrintable(error));
        QVERIFY(DeckStore(db).load(1, &error)); // the other deck is whole
        QVERIFY(!db.isDamaged());
        QVERIFY(!DeckStore(db).load(2, &error));
        QVERIFY2(error.contains(u"deck 2 was saved with 3 card rows and 2 can be read"_s),
                 qPrintable(error));
        QVERIFY(db.isDamaged());
        error.clear();
        QVERIFY(DeckStore(db).list(&error).isEmpty());
        QVERIFY2(error.contains(u"is damaged"_s), qPrintable(error));
        // The integrity check (db check, the start-up check) sees it too.
        QCOMPARE(db.checkIntegrity(false),
                 QStringList{u"deck 2 was saved with 3 card rows and 2 can be read"_s});
        db.close();
        // Recovery marks the deck incomplete: its lost row was seen by no lookup.
        RecoveryReport report;
        QVERIFY2(DatabaseRecovery::recover(path, &report, &error), qPrintable(error));
        QCOMPARE(report.incompleteDecks, QStringList{u"Second"_s});
    }

    void recoveryKeepsTheConfirmedAbilitiesAndTheUsersRulesTexts()
    {
        const QString path = databaseWithTwoDecks();
        QString error;
        AbilityConfirmation confirmed;
        {
            CardDatabase db;
            QVERIFY2(db.open(path, &error), qPrintable(error));
            UserAbilities user(db);
            const QList<UnverifiedAbility> unverified = user.unverified(&error);
            QVERIFY(!unverified.isEmpty());
            confirmed = {unverified.first().cardId, unverified.first().ability.words};
            QVERIFY2(user.confirm(confirmed, &error), qPrintable(error));
            QSqlQuery text(db.connection());
            QVERIFY(text.exec(u"INSERT INTO rules_texts VALUES ('004', 'web page', 'p28.txt', "
                              u"'2026-11-28T00:00:00Z', 1.0, 1)"_s));
            QVERIFY(text.exec(u"INSERT INTO rules_text_lines VALUES ('004', 14, 'a line')"_s));
        }
        RecoveryReport report;
        QVERIFY2(DatabaseRecovery::recover(path, &report, &error), qPrintable(error));
        CardDatabase db;
        QVERIFY2(db.open(path, &error), qPrintable(error));
        QCOMPARE(UserAbilities(db).confirmations(&error), QList<AbilityConfirmation>{confirmed});
        QCOMPARE(RulesTextStore(db).passage({Seed::Plan28, 14, 14}), QStringList{u"a line"_s});
    }

    void filesThatAreNotOursAreNeverWrittenTo_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("said");
        // SQLite took a one-byte file for an empty database and wrote one over it.
        QTest::newRow("one byte") << QByteArray("\n") << u"is not a database of this program"_s;
        QTest::newRow("text") << QByteArray("my notes\n") << u"is not a database of this program"_s;
    }

    void filesThatAreNotOursAreNeverWrittenTo()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, said);
        const QString path = m_dir.filePath(u"notours%1.txt"_s.arg(++m_files));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        CardDatabase db;
        QString error;
        QVERIFY(!db.open(path, &error));
        QVERIFY2(error.contains(said), qPrintable(error));
        QCOMPARE(test::fileHash(path), QCryptographicHash::hash(bytes, QCryptographicHash::Sha1));
    }

    void anotherProgramsDatabaseIsNeverWrittenTo()
    {
        const QString path = m_dir.filePath(u"other.db"_s);
        QVERIFY(test::OtherProgram(path).exec(u"CREATE TABLE foo (x)"_s));
        const QByteArray before = test::fileHash(path);
        for (const DatabaseAccess access : {DatabaseAccess::Read, DatabaseAccess::ReadWrite}) {
            CardDatabase db;
            QString error;
            QVERIFY(!db.open(path, &error, access));
            QVERIFY2(error.contains(u"an SQLite database of another program"_s), qPrintable(error));
        }
        // Not even switched to WAL mode (a header byte).
        QCOMPARE(test::fileHash(path), before);
    }

    void lostSchemaVersionIsDamageAndRecovered()
    {
        const QString path = databaseWithTwoDecks();
        QVERIFY(test::OtherProgram(path).exec(u"PRAGMA user_version = 0"_s));
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Recovered);
        QCOMPARE(report.decksRecovered, 2);
        QVERIFY(report.complete());
    }

    void recoveryStoppedBeforeItsLastStepGetsTheLogBack()
    {
        // A recovery killed after removing the damaged file's log and before putting the new file
        // in place leaves the damaged file without its latest commits; the copy set aside has
        // them, and the next recovery puts them back.
        const QString path = databaseWithTwoDecks();
        const QString folder = QFileInfo(path).absolutePath();
        const QString stopped = folder + u"/stopped"_s;
        QDir().mkpath(stopped);
        {
            test::OtherProgram db(path);
            QVERIFY(db.exec(u"PRAGMA wal_autocheckpoint = 0"_s));
            QVERIFY(db.exec(u"INSERT INTO decks (name, author, notes, format_id, created_at, "
                            u"modified_at, entry_count) VALUES ('Only in the log', '', '', '', "
                            u"'2026-11-25T00:00:00.000Z', '2026-11-25T00:00:00.000Z', 0)"_s));
            QVERIFY(QFileInfo(path + u"-wal"_s).size() > 0);
            // The state a kill left: the file without its log, and the copy aside with it.
            const QString aside = stopped + u"/inwo.sqlite.damaged-20261125-120000"_s;
            QVERIFY(QFile::copy(path, stopped + u"/inwo.sqlite"_s));
            QVERIFY(QFile::copy(path, aside));
            QVERIFY(QFile::copy(path + u"-wal"_s, aside + u"-wal"_s));
        }
        RecoveryReport report;
        QString error;
        QVERIFY2(DatabaseRecovery::recover(stopped + u"/inwo.sqlite"_s, &report, &error),
                 qPrintable(error));
        QCOMPARE(report.decksRecovered, 3);
    }

    void failureHandlerHearsOfDamageOnce()
    {
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"deck_cards"_s);
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error, DatabaseAccess::Read), qPrintable(error));
        QList<DatabaseFailure> heard;
        db.setFailureHandler([&heard](const DatabaseFailure &failure) { heard.append(failure); });
        DeckStore store(db);
        store.load(1, &error);
        store.load(2, &error);
        store.list(&error);
        QCOMPARE(heard.size(), 1);
        QCOMPARE(heard.first().problem, DatabaseProblem::Damaged);
    }

    void soundDatabaseOpensAtStartWithoutRecovery()
    {
        const QString path = databaseWithTwoDecks();
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Opened);
        QVERIFY(report.setAsidePath.isEmpty());
        QCOMPARE(DeckStore(db).list(&error).size(), 2);
    }

    void damagedDatabaseIsSetAsideAtStartAndDecksRecovered()
    {
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"deck_cards"_s);
        const QByteArray damagedBytes = test::fileHash(path);
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Recovered);
        // Set aside with a timestamp, and never written to.
        QVERIFY2(QFileInfo(report.setAsidePath)
                     .fileName()
                     .contains(QRegularExpression(u"^inwo\\.sqlite\\.damaged-\\d{8}-\\d{6}$"_s)),
                 qPrintable(report.setAsidePath));
        QCOMPARE(test::fileHash(report.setAsidePath), damagedBytes);
        // The new file: card data rebuilt, both decks there, marked as recovered in part.
        QVERIFY(db.checkIntegrity(true).isEmpty());
        QString datasetError;
        QCOMPARE(db.cardCount(), int(BundledDataset::load(&datasetError).cards.size()));
        QCOMPARE(report.decksRecovered, 2);
        QCOMPARE(report.incompleteDecks, (QStringList{u"First"_s, u"Second"_s}));
        QVERIFY(!report.complete());
        // Every deck's own row was read: none is missing, only cards ("some decks could not be
        // read at all" was once said here too).
        QVERIFY(!report.deckListIncomplete);
        const QList<StoredDeckInfo> decks = DeckStore(db).list(&error);
        QCOMPARE(decks.size(), 2);
        const std::optional<Deck> first = DeckStore(db).load(decks.first().id, &error);
        QVERIFY(first);
        QCOMPARE(first->name, u"First"_s);
        QVERIFY2(first->notes.contains(u"Recovered on"_s), qPrintable(first->notes));
    }

    void windowChecksAfterStartAndRecoversTheOpenFile()
    {
        // The window opens first (the check would delay its first paint on a large file), then
        // checks, and recovers the file it has open.
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"deck_cards"_s);
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error,
                                               DatabaseRecovery::Check::Later),
                 DatabaseRecovery::Start::Opened);
        QVERIFY(!db.checkIntegrity(false).isEmpty());
        QVERIFY(db.isDamaged());
        QVERIFY2(DatabaseRecovery::recoverOpenDatabase(db, &report, &error), qPrintable(error));
        QVERIFY(db.isOpen());
        QVERIFY(!db.isDamaged());
        QCOMPARE(db.path(), path);
        QVERIFY(QFile::exists(report.setAsidePath));
        QCOMPARE(report.decksRecovered, 2);
        QCOMPARE(DeckStore(db).list(&error).size(), 2);
        QVERIFY(db.checkIntegrity(true).isEmpty());
    }

    void damagedIndexLosesNoDeck()
    {
        // The index over deck names is damaged; the decks themselves read whole.
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"decks_by_name"_s);
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Recovered);
        QVERIFY(report.complete());
        QCOMPARE(report.decksRecovered, 2);
        const QList<StoredDeckInfo> decks = DeckStore(db).list(&error);
        QCOMPARE(decks.size(), 2);
        for (const StoredDeckInfo &info : decks) {
            const std::optional<Deck> deck = DeckStore(db).load(info.id, &error);
            QVERIFY(deck);
            QCOMPARE(deck->entries, deckNamed(info.name, info.name == u"First"_s ? 3 : 4).entries);
        }
    }

    void damagedIndexLosesNoGameAndNoEvent()
    {
        // A live game's log (issue 23) comes through a recovery whole, every event in order.
        const QString path = databaseWithTwoDecks();
        QString error;
        {
            CardDatabase db;
            QVERIFY2(db.open(path, &error), qPrintable(error));
            GameStore store(db);
            const qint64 id = store.create(u"Friday"_s, u"inwo"_s,
                                           QJsonObject{{u"players"_s, QJsonArray{}}}, &error);
            QVERIFY2(id > 0, qPrintable(error));
            for (int i = 1; i <= 30; ++i)
                QVERIFY2(store.append(id, QJsonObject{{u"id"_s, u"e%1"_s.arg(i)}}, false, &error),
                         qPrintable(error));
            QVERIFY(store.undo(id, &error));
        }
        test::damagePageOf(path, u"decks_by_name"_s);
        CardDatabase db;
        RecoveryReport report;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Recovered);
        QVERIFY(report.complete());
        QCOMPARE(report.gamesRecovered, 1);
        const std::optional<StoredGame> game = GameStore(db).load(1, &error);
        QVERIFY2(game, qPrintable(error));
        QCOMPARE(game->info.name, u"Friday"_s);
        QCOMPARE(game->events.size(), 29);
        QCOMPARE(game->undone.size(), 1);
        QCOMPARE(game->events.last().value(u"id"_s).toString(), u"e29"_s);
    }

    void deckWhoseRowIsLostComesBackByItsCards()
    {
        // The decks table's only page is damaged: each deck's name is lost, its cards are not.
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"decks"_s);
        RecoveryReport report;
        QString error;
        QVERIFY2(DatabaseRecovery::recover(path, &report, &error), qPrintable(error));
        QCOMPARE(report.decksRecovered, 2);
        QCOMPARE(report.incompleteDecks,
                 (QStringList{u"Recovered deck 1"_s, u"Recovered deck 2"_s}));
        CardDatabase db;
        QVERIFY2(db.open(path, &error), qPrintable(error));
        const std::optional<Deck> second = DeckStore(db).load(2, &error);
        QVERIFY2(second, qPrintable(error));
        QCOMPARE(second->entries, deckNamed(u"Second"_s, 4).entries);
    }

    void symlinkedDatabaseIsRecoveredWhereItPoints()
    {
        const QString real = databaseWithTwoDecks();
        const QString link = m_dir.filePath(u"link.sqlite"_s);
        QVERIFY(QFile::link(real, link));
        test::damagePageOf(real, u"deck_cards"_s);
        RecoveryReport report;
        QString error;
        QVERIFY2(DatabaseRecovery::recover(link, &report, &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(QFileInfo(report.setAsidePath).absolutePath(), QFileInfo(real).absolutePath());
        CardDatabase db;
        QVERIFY2(db.open(link, &error), qPrintable(error));
        QVERIFY(db.checkIntegrity(true).isEmpty());
        QCOMPARE(DeckStore(db).list(&error).size(), 2);
    }

    void recoveryLeavesNoBuildingFileBehind()
    {
        const QString path = databaseWithTwoDecks();
        test::damagePageOf(path, u"deck_cards"_s);
        RecoveryReport report;
        QString error;
        QVERIFY2(DatabaseRecovery::recover(path, &report, &error), qPrintable(error));
        const QStringList left = QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files);
        for (const QString &name : left)
            QVERIFY2(!name.contains(u"recovering"_s), qPrintable(left.join(u", "_s)));
    }

    void damagedHeaderHidesNoDeck()
    {
        // A wrong page size in the header hid every table: 0 decks came back.
        const QString path = databaseWithTwoDecks();
        {
            CardDatabase db; // closing it checkpoints the log into the file
            QString error;
            QVERIFY(db.open(path, &error));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(16));
        file.write("\x02\x02");
        file.close();
        const QByteArray damaged = test::fileHash(path);
        RecoveryReport report;
        QString error;
        QVERIFY2(DatabaseRecovery::recover(path, &report, &error), qPrintable(error));
        QCOMPARE(report.decksRecovered, 2);
        QVERIFY(report.incompleteDecks.isEmpty());
        QCOMPARE(test::fileHash(report.setAsidePath), damaged);
        const QStringList left = QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files);
        for (const QString &name : left)
            QVERIFY2(!name.contains(u"repaired"_s), qPrintable(left.join(u", "_s)));
    }

    void importedCardTextIsRecovered()
    {
        const QString path = databaseWithTwoDecks();
        {
            CardDatabase db;
            QString error;
            QVERIFY2(db.open(path, &error), qPrintable(error));
            ImportReport imported;
            ImportError importError;
            QVERIFY2(LackeyImporter(db).importFolder(QStringLiteral(INWO_FIXTURES_DIR) +
                                                         u"/lackey-plugin"_s,
                                                     &imported, &importError),
                     qPrintable(importError.toString()));
            QVERIFY(imported.textsStored > 0);
        }
        test::damagePageOf(path, u"deck_cards"_s);
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Recovered);
        QVERIFY(!report.importedCardsIncomplete);
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"SELECT count(*) FROM card_text"_s) && query.next());
        QVERIFY(query.value(0).toInt() > 0);
    }

    void fileThatIsNotADatabaseIsNeverRenamed()
    {
        const QString path = m_dir.filePath(u"notes.sqlite"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(8192, 'x'));
        file.close();
        CardDatabase db;
        RecoveryReport report;
        QString error;
        QCOMPARE(DatabaseRecovery::openAtStart(db, path, &report, &error),
                 DatabaseRecovery::Start::Failed);
        QVERIFY(!error.isEmpty());
        QVERIFY(QFile::exists(path));
        QCOMPARE(QDir(m_dir.path()).entryList({u"notes.sqlite.damaged-*"_s}).size(), 0);
    }

    void lockedDatabaseSaysLockedByAnotherProgram()
    {
        const QString path = databaseWithTwoDecks();
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error), qPrintable(error));
        test::OtherProgram other(path);
        QVERIFY(other.exec(u"BEGIN EXCLUSIVE"_s));
        QCOMPARE(DeckStore(db).save(deckNamed(u"Third"_s, 1), 0, QString(), &error), 0);
        QVERIFY2(error.contains(path + u" is locked by another program"_s), qPrintable(error));
        QCOMPARE(db.failure()->problem, DatabaseProblem::Locked);
        QVERIFY(other.exec(u"ROLLBACK"_s));
    }
};

QTEST_GUILESS_MAIN(TestDatabaseFailures)
#include "tst_databasefailures.moc"
