// The user's decks in the user's database (issue 3, section 1: "the user's decks are stored in the
// user's database"): saved, listed, loaded back identical, replaced, removed; a failed save changes
// nothing.
#include "carddatabase.h"
#include "deckstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

Deck sampleDeck()
{
    Deck deck;
    deck.name = u"Alien Nation"_s;
    deck.author = u"Ann Author"_s;
    deck.notes = u"First line\nsecond line, with an & and \"quotes\""_s;
    deck.entries = {
        {u"base/the-society-of-assassins"_s, 1, DeckZone::Lead},
        {u"base/cyborg-soldiers"_s, 1, DeckZone::PlotDeck},
        {u"base/savings-loan-scam"_s, 2, DeckZone::PlotDeck},
        {u"base/the-cia"_s, 1, DeckZone::GroupDeck},
        {u"fan/no-longer-in-the-dataset"_s, 3, DeckZone::GroupDeck},
        {u"base/the-cia"_s, 1, DeckZone::SharedGroups},
    };
    return deck;
}

} // namespace

class TestDeckStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CardDatabase m_db;

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(u"decks.sqlite"_s), &error), qPrintable(error));
    }

    void init()
    {
        QSqlQuery query(m_db.connection());
        QVERIFY(query.exec(u"DELETE FROM deck_cards"_s));
        QVERIFY(query.exec(u"DELETE FROM decks"_s));
    }

    void savedDeckLoadsBackIdenticalWithItsFormat()
    {
        DeckStore store(m_db);
        QString error;
        const qint64 id = store.save(sampleDeck(), 0, u"plan28"_s, &error);
        QVERIFY2(id > 0, qPrintable(error));
        QString formatId;
        const auto loaded = store.load(id, &error, &formatId);
        QVERIFY2(loaded.has_value(), qPrintable(error));
        QCOMPARE(*loaded, sampleDeck());
        QCOMPARE(formatId, u"plan28"_s);
    }

    void listGivesNameAuthorAndCardsOutsideSharedZones()
    {
        DeckStore store(m_db);
        QString error;
        Deck second = sampleDeck();
        second.name = u"apple pie"_s;
        const qint64 first = store.save(sampleDeck(), 0, QString(), &error);
        const qint64 other = store.save(second, 0, u"casual"_s, &error);
        QVERIFY(first > 0 && other > 0);
        const QList<StoredDeckInfo> decks = store.list(&error);
        QCOMPARE(decks.size(), 2);
        QCOMPARE(decks.at(0).name, u"Alien Nation"_s); // by name, ignoring case
        QCOMPARE(decks.at(1).name, u"apple pie"_s);
        QCOMPARE(decks.at(0).author, u"Ann Author"_s);
        QCOMPARE(decks.at(0).cardCount, 1 + 1 + 2 + 1 + 3);
        QCOMPARE(decks.at(1).formatId, u"casual"_s);
        QVERIFY(decks.at(0).modified.isValid());
        QVERIFY(qAbs(decks.at(0).modified.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    }

    void savingOverADeckReplacesItsCards()
    {
        DeckStore store(m_db);
        QString error;
        const qint64 id = store.save(sampleDeck(), 0, QString(), &error);
        Deck changed = sampleDeck();
        changed.entries.removeFirst();
        changed.entries.append({u"base/messiah"_s, 1, DeckZone::PlotDeck});
        changed.name = u"Renamed"_s;
        QCOMPARE(store.save(changed, id, QString(), &error), id);
        QCOMPARE(*store.load(id, &error), changed);
        QCOMPARE(store.list().size(), 1);
    }

    void zeroCopyEntriesAreNotStored()
    {
        DeckStore store(m_db);
        QString error;
        Deck deck = sampleDeck();
        deck.entries.append({u"base/messiah"_s, 0, DeckZone::PlotDeck});
        const qint64 id = store.save(deck, 0, QString(), &error);
        QCOMPARE(*store.load(id, &error), sampleDeck());
    }

    void failedSaveLeavesTheStoredDeckAsItWas()
    {
        DeckStore store(m_db);
        QString error;
        const qint64 id = store.save(sampleDeck(), 0, QString(), &error);
        Deck broken = sampleDeck();
        broken.name = u"Half written"_s;
        // A trigger makes the third card fail, after the deck row and two cards were written.
        QSqlQuery query(m_db.connection());
        QVERIFY(query.exec(u"CREATE TEMP TRIGGER refuse BEFORE INSERT ON deck_cards "
                           "WHEN new.position = 2 BEGIN SELECT RAISE(ABORT, 'disk full'); END"_s));
        QCOMPARE(store.save(broken, id, QString(), &error), 0);
        QVERIFY2(error.contains(u"disk full"_s), qPrintable(error));
        QVERIFY(query.exec(u"DROP TRIGGER refuse"_s));
        QCOMPARE(*store.load(id, &error), sampleDeck());
        QCOMPARE(store.list().constFirst().name, u"Alien Nation"_s);
    }

    void savingOverAMissingDeckFails()
    {
        DeckStore store(m_db);
        QString error;
        QCOMPARE(store.save(sampleDeck(), 4242, QString(), &error), 0);
        QVERIFY(error.contains(u"4242"_s));
        QVERIFY(store.list().isEmpty());
    }

    void removeDeletesTheDeckAndItsCards()
    {
        DeckStore store(m_db);
        QString error;
        const qint64 id = store.save(sampleDeck(), 0, QString(), &error);
        QVERIFY(store.remove(id, &error));
        QVERIFY(store.list().isEmpty());
        QVERIFY(!store.load(id, &error).has_value());
        QVERIFY(error.contains(u"no deck"_s));
        QSqlQuery query(m_db.connection());
        QVERIFY(query.exec(u"SELECT COUNT(*) FROM deck_cards"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        QVERIFY(!store.remove(id, &error));
    }
};

QTEST_GUILESS_MAIN(TestDeckStore)
#include "tst_deckstore.moc"
