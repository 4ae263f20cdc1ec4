// The live games in the user's database (issue 23): a game's start and log, one row an event,
// each write one transaction; undo marks an event, redo brings it back, a new event drops what
// undo kept; a file opened read-only refuses every write and keeps the game as it was.
#include "carddatabase.h"
#include "gamestore.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestGameStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath() { return m_dir.filePath(u"games%1.sqlite"_s.arg(++m_files)); }

    static QJsonObject event(int number) { return {{u"id"_s, u"e%1"_s.arg(number)}}; }

    static QStringList ids(const QList<QJsonObject> &events)
    {
        QStringList list;
        for (const QJsonObject &event : events)
            list.append(event.value(u"id"_s).toString());
        return list;
    }

private slots:
    void eachEventIsInTheLogOnceAppendReturns()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        GameStore store(db);
        const QJsonObject start{{u"rules"_s, u"inwo"_s}, {u"players"_s, QJsonArray{}}};
        const qint64 id = store.create(u"Friday"_s, u"inwo"_s, start, &error);
        QVERIFY2(id > 0, qPrintable(error));
        for (int i = 1; i <= 5; ++i)
            QVERIFY2(store.append(id, event(i), false, &error), qPrintable(error));
        const std::optional<StoredGame> game = store.load(id, &error);
        QVERIFY2(game, qPrintable(error));
        QCOMPARE(game->start, start);
        QCOMPARE(ids(game->events), (QStringList{u"e1"_s, u"e2"_s, u"e3"_s, u"e4"_s, u"e5"_s}));
        QCOMPARE(game->info.events, 5);
        QVERIFY(!game->info.finished);
    }

    void undoMarksTheLastEventAndANewEventDropsWhatUndoKept()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        GameStore store(db);
        const qint64 id = store.create(u"Undo"_s, u"inwo"_s, {}, &error);
        for (int i = 1; i <= 4; ++i)
            QVERIFY(store.append(id, event(i), false, &error));
        QVERIFY(store.undo(id, &error));
        QVERIFY(store.undo(id, &error));
        std::optional<StoredGame> game = store.load(id, &error);
        QCOMPARE(ids(game->events), (QStringList{u"e1"_s, u"e2"_s}));
        QCOMPARE(ids(game->undone), (QStringList{u"e4"_s, u"e3"_s})); // the next redo last
        QVERIFY(store.redo(id, false, &error));
        game = store.load(id, &error);
        QCOMPARE(ids(game->events), (QStringList{u"e1"_s, u"e2"_s, u"e3"_s}));
        QCOMPARE(ids(game->undone), QStringList{u"e4"_s});
        QVERIFY(store.append(id, event(9), true, &error));
        game = store.load(id, &error);
        QCOMPARE(ids(game->events), (QStringList{u"e1"_s, u"e2"_s, u"e3"_s, u"e9"_s}));
        QVERIFY(game->undone.isEmpty());
        QVERIFY(game->info.finished);
        for (int i = 0; i < 4; ++i)
            QVERIFY(store.undo(id, &error));
        QVERIFY(!store.undo(id, &error));
        QVERIFY2(error.contains(u"no event to undo"_s), qPrintable(error));
    }

    void theLastPlayedGameIsListedFirst()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        GameStore store(db);
        const qint64 first = store.create(u"First"_s, u"inwo"_s, {}, &error);
        const qint64 second = store.create(u"Second"_s, u"plan28"_s, {}, &error);
        QTest::qWait(5);
        QVERIFY(store.append(first, event(1), false, &error));
        const QList<StoredGameInfo> games = store.list(&error);
        QCOMPARE(games.size(), 2);
        QCOMPARE(games.at(0).id, first);
        QCOMPARE(games.at(1).id, second);
        QCOMPARE(games.at(1).rules, u"plan28"_s);
        QVERIFY(store.rename(second, u"Renamed"_s, &error));
        QVERIFY(store.remove(first, &error));
        QCOMPARE(store.list(&error).size(), 1);
        QVERIFY(!store.load(first, &error));
        QVERIFY2(error.contains(u"no game"_s), qPrintable(error));
    }

    void aReadOnlyFileRefusesEveryWriteAndKeepsTheGame()
    {
        const QString path = newPath();
        QString error;
        qint64 id = 0;
        {
            CardDatabase db;
            QVERIFY2(db.open(path, &error), qPrintable(error));
            GameStore store(db);
            id = store.create(u"Kept"_s, u"inwo"_s, {}, &error);
            QVERIFY(store.append(id, event(1), false, &error));
        }
        CardDatabase db;
        QVERIFY2(db.open(path, &error, DatabaseAccess::Read), qPrintable(error));
        GameStore store(db);
        QVERIFY(!store.append(id, event(2), false, &error));
        QVERIFY2(error.contains(u"read-only"_s), qPrintable(error));
        QVERIFY(!store.undo(id, &error));
        QCOMPARE(ids(store.load(id, &error)->events), QStringList{u"e1"_s});
    }

    void aFullSyncIsSetWhenAsked()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        QVERIFY(GameStore(db).setFullSync(true, &error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"PRAGMA synchronous"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 2); // FULL
        QVERIFY(query.exec(u"PRAGMA journal_mode"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"wal"_s);
    }
};

QTEST_GUILESS_MAIN(TestGameStore)
#include "tst_gamestore.moc"
