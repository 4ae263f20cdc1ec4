// What an outside tester broke in the `inwo` command line (issue 9), run as scripts run it: a
// damaged database read as empty decks, a read-only or locked one reported as "not a database",
// names printed raw to the terminal, a save acknowledged only after the whole report, a query
// starting with '-' taken for an option, and hostile files given as decks.
//
// INWO_CLI in the environment runs another build of the program (to see a test fail on an older
// one); by default the one built beside this test.
#include "clirun.h"
#include "databasefiles.h"
#include "fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using inwo::test::CliRun;

class TestHardeningCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    // Runs inwo; `asOtherUser` runs it as "nobody" when this test runs as root (root may write
    // anywhere, so a read-only file is only read-only to someone else).
    static CliRun inwo(const QStringList &arguments, bool asOtherUser = false)
    {
        const QString program = qEnvironmentVariable("INWO_CLI", QStringLiteral(INWO_CLI_PATH));
        QStringList command{program};
        command += arguments;
        if (asOtherUser && geteuid() == 0)
            command = QStringList{u"setpriv"_s, u"--reuid=65534"_s, u"--regid=65534"_s,
                                  u"--clear-groups"_s, u"--"_s} +
                      command;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"INWO_DB"_s);
        return inwo::test::runCommand(command, environment);
    }

    // A new database (in a folder of its own) with the fixture deck saved as db:1.
    QString databaseWithADeck()
    {
        const QString folder = m_dir.filePath(u"case%1"_s.arg(++m_files));
        QDir().mkpath(folder);
        const QString path = folder + u"/inwo.sqlite"_s;
        const CliRun saved =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--db"_s, path});
        if (saved.exitCode != 0 || !saved.out.contains("Stored as db:1\n"))
            qFatal("cannot save the fixture deck: %s", qPrintable(saved.err));
        return path;
    }

private slots:
    void damagedDatabaseIsReportedWithItsFileAndExitTwo()
    {
        const QString db = databaseWithADeck();
        inwo::test::damagePageOf(db, u"deck_cards"_s);
        const QByteArray before = inwo::test::fileHash(db);
        const QString damaged = db + u" is damaged"_s;

        // Once: "0 cards", an empty deck with exit 0, and that empty deck written out.
        const CliRun list = inwo({u"deck"_s, u"list"_s, u"--db"_s, db});
        QCOMPARE(list.exitCode, 2);
        QVERIFY2(list.err.contains(damaged), qPrintable(list.err));
        QVERIFY(!list.out.contains("0 cards"));

        const CliRun import = inwo({u"deck"_s, u"import"_s, u"db:1"_s, u"--json"_s, u"--db"_s, db});
        QCOMPARE(import.exitCode, 2);
        QVERIFY2(import.err.contains(damaged), qPrintable(import.err));
        QVERIFY(import.out.isEmpty());

        const QString output = m_dir.filePath(u"converted.txt"_s);
        const CliRun convert = inwo({u"deck"_s, u"convert"_s, u"db:1"_s, output, u"--db"_s, db});
        QCOMPARE(convert.exitCode, 2);
        QVERIFY(!QFile::exists(output));

        const CliRun save =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--db"_s, db});
        QCOMPARE(save.exitCode, 2);
        QVERIFY2(save.err.contains(damaged), qPrintable(save.err));
        QCOMPARE(inwo::test::fileHash(db), before);

        const CliRun check = inwo({u"db"_s, u"check"_s, u"--db"_s, db});
        QCOMPARE(check.exitCode, 2);
        QVERIFY2(check.out.contains(": damaged"), check.out.constData());
    }

    void writeToADamagedFileIsRefusedEvenWhereItWouldNotMeetTheDamage()
    {
        // The damage is in the card texts; saving a deck never reads them, but must not write to
        // a damaged file either.
        const QString db = databaseWithADeck();
        inwo::test::damagePageOf(db, u"card_text"_s);
        const QByteArray before = inwo::test::fileHash(db);
        const CliRun save =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--db"_s, db});
        QCOMPARE(save.exitCode, 2);
        QVERIFY2(save.err.contains(db + u" is damaged"_s), qPrintable(save.err));
        QVERIFY(!save.out.contains("Stored as"));
        const CliRun remove = inwo({u"deck"_s, u"delete"_s, u"1"_s, u"--db"_s, db});
        QCOMPARE(remove.exitCode, 2);
        QCOMPARE(inwo::test::fileHash(db), before);
        // Reading decks from it says it is damaged too: a damaged b-tree can answer a read with
        // some of its rows and no error, so no answer from the file is taken as whole.
        const CliRun list = inwo({u"deck"_s, u"list"_s, u"--db"_s, db});
        QCOMPARE(list.exitCode, 2);
        QVERIFY2(list.err.contains(db + u" is damaged"_s), qPrintable(list.err));
        QVERIFY(list.out.isEmpty());
        // Searching cards is not reading decks; the card table itself is sound.
        QCOMPARE(inwo({u"cards"_s, u"search"_s, u"ufos"_s, u"--db"_s, db}).exitCode, 0);
    }

    void dbRecoverSetsTheFileAsideAndKeepsTheDeck()
    {
        const QString db = databaseWithADeck();
        inwo::test::damagePageOf(db, u"deck_cards"_s);
        const QByteArray damagedBytes = inwo::test::fileHash(db);
        const CliRun recover = inwo({u"db"_s, u"recover"_s, u"--json"_s, u"--db"_s, db});
        QCOMPARE(recover.exitCode, 0);
        const QJsonObject report = recover.json();
        QCOMPARE(report.value(u"decksRecovered"_s).toInt(), 1);
        QCOMPARE(report.value(u"incompleteDecks"_s).toArray().size(), 1);
        QCOMPARE(inwo::test::fileHash(report.value(u"setAside"_s).toString()), damagedBytes);
        const CliRun list = inwo({u"deck"_s, u"list"_s, u"--json"_s, u"--db"_s, db});
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(list.document().array().size(), 1);
        QCOMPARE(inwo({u"db"_s, u"check"_s, u"--full"_s, u"--db"_s, db}).exitCode, 0);
        // A sound file is left alone.
        const CliRun again = inwo({u"db"_s, u"recover"_s, u"--db"_s, db});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains("nothing to recover"));
    }

    void readOnlyDatabaseCanBeReadAndRefusesWritesByName()
    {
        const QString db = databaseWithADeck();
        const QString folder = QFileInfo(db).absolutePath();
        // The other user may pass through the test's own folder, and nothing more.
        QVERIFY(QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner |
                                                        QFile::ExeOwner | QFile::ExeGroup |
                                                        QFile::ExeOther));
        QVERIFY(QFile::setPermissions(db, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner |
                                                  QFile::ReadGroup | QFile::ExeGroup |
                                                  QFile::ReadOther | QFile::ExeOther));
        // Once: "not a database this program can read: attempt to write a readonly database".
        const CliRun list = inwo({u"deck"_s, u"list"_s, u"--db"_s, db}, true);
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(list.out.contains("Plan 28 Legal Fixture"), qPrintable(list.err));
        const CliRun search = inwo({u"cards"_s, u"search"_s, u"ufos"_s, u"--db"_s, db}, true);
        QCOMPARE(search.exitCode, 0);

        // deck delete once exited 1, "nothing matched".
        const CliRun remove = inwo({u"deck"_s, u"delete"_s, u"1"_s, u"--db"_s, db}, true);
        QCOMPARE(remove.exitCode, 2);
        QVERIFY2(remove.err.contains(db + u" is read-only"_s), qPrintable(remove.err));
        const CliRun save =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--db"_s, db},
                 true);
        QCOMPARE(save.exitCode, 2);
        QVERIFY2(save.err.contains(u"read-only"_s), qPrintable(save.err));
        QVERIFY(!save.out.contains("Stored as"));
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void lockedDatabaseSaysSoWithItsFile()
    {
        const QString db = databaseWithADeck();
        {
            inwo::test::OtherProgram other(db);
            QVERIFY(other.exec(u"BEGIN EXCLUSIVE"_s));
            const CliRun save =
                inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                      u"--save"_s, u"--db"_s, db});
            QCOMPARE(save.exitCode, 2);
            QVERIFY2(save.err.contains(db + u" is locked by another program"_s),
                     qPrintable(save.err));
            const CliRun remove = inwo({u"deck"_s, u"delete"_s, u"1"_s, u"--db"_s, db});
            QCOMPARE(remove.exitCode, 2);
            QVERIFY2(remove.err.contains(u"locked by another program"_s), qPrintable(remove.err));
            QVERIFY(other.exec(u"ROLLBACK"_s));
        }
        QCOMPARE(inwo({u"deck"_s, u"list"_s, u"--json"_s, u"--db"_s, db}).document().array().size(),
                 1);
    }

    void controlCharactersInNamesArePrintedEscaped()
    {
        const QString db = databaseWithADeck();
        const QString name = u"\x1b[2JEvil\nDeck\u202e"_s;
        const CliRun save =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--name"_s, name, u"--db"_s, db});
        QCOMPARE(save.exitCode, 0);
        QVERIFY2(!save.out.contains('\x1b'), save.out.constData());
        const CliRun list = inwo({u"deck"_s, u"list"_s, u"--db"_s, db});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(!list.out.contains('\x1b'));
        QVERIFY2(list.out.contains("\\x1b[2JEvil\\nDeck\\u202e"), list.out.constData());
        // An attack scenario's names, in its lines and refusals.
        const QString scenario = m_dir.filePath(u"ansi.json"_s);
        QFile file(scenario);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QJsonObject ansi{
            {u"rules"_s, u"inwo"_s},
            {u"attack"_s, QJsonObject{{u"kind"_s, u"control"_s}}},
            {u"attacker"_s, QJsonObject{{u"name"_s, u"\x1b[2J+99 fake\nline"_s}, {u"power"_s, 6}}},
            {u"target"_s, QJsonObject{{u"name"_s, u"T\x1b[31m"_s}, {u"resistance"_s, 2}}}};
        file.write(QJsonDocument(ansi).toJson());
        file.close();
        const CliRun attack = inwo({u"attack"_s, scenario, u"--db"_s, db});
        QCOMPARE(attack.exitCode, 0);
        QVERIFY2(!attack.out.contains('\x1b') && attack.out.contains("\\x1b[2J+99 fake\\nline"),
                 attack.out.constData());
        // JSON carries the name as it is (JSON escapes it itself).
        const CliRun json = inwo({u"deck"_s, u"list"_s, u"--json"_s, u"--db"_s, db});
        QStringList names;
        for (const QJsonValue deck : json.document().array())
            names.append(deck.toObject().value(u"name"_s).toString());
        QVERIFY(names.contains(name));
    }

    void storedIdIsSaidBeforeTheReport()
    {
        const QString db = m_dir.filePath(u"stored.sqlite"_s);
        const CliRun text =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--db"_s, db});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith("Stored as db:1\nDeck: "), text.out.constData());
        // Under --json, stdout stays one JSON document and the acknowledgement goes to stderr.
        const CliRun json =
            inwo({u"deck"_s, u"import"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                  u"--save"_s, u"--json"_s, u"--db"_s, db});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.err.startsWith(u"Stored as db:2\n"_s));
        QCOMPARE(json.json().value(u"storedId"_s).toInt(), 2);
    }

    void queryStartingWithADashIsAQuery()
    {
        const QString db = m_dir.filePath(u"dash.sqlite"_s);
        const CliRun negated =
            inwo({u"cards"_s, u"search"_s, u"-a:viol"_s, u"--json"_s, u"--db"_s, db});
        QCOMPARE(negated.exitCode, 0);
        const CliRun spelled =
            inwo({u"cards"_s, u"search"_s, u"not a:viol"_s, u"--json"_s, u"--db"_s, db});
        QVERIFY(negated.document().array().size() > 100);
        QCOMPARE(negated.document(), spelled.document());
        // A mistyped long option is still an error, not a query.
        QCOMPARE(inwo({u"cards"_s, u"search"_s, u"ufos"_s, u"--jsno"_s, u"--db"_s, db}).exitCode,
                 2);
    }

    void optionsAndNumbersAreCheckedNotGuessed()
    {
        const QString folder = m_dir.filePath(u"options"_s);
        QDir().mkpath(folder);
        const QString db = folder + u"/inwo.sqlite"_s;
        // Options before the command, as cli.md allows.
        const CliRun before = inwo({u"--db"_s, db, u"cards"_s, u"search"_s, u"ufos"_s});
        QCOMPARE(before.exitCode, 0);
        QVERIFY(before.out.contains("UFOs"));
        // --db with no value once created a database named "--".
        const QString here = QDir::currentPath();
        QDir::setCurrent(folder);
        const CliRun empty = inwo({u"deck"_s, u"list"_s, u"--db"_s});
        QDir::setCurrent(here);
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains(u"--db needs a value"_s), qPrintable(empty.err));
        QVERIFY(!QFile::exists(folder + u"/--"_s));
        QCOMPARE(inwo({u"deck"_s, u"list"_s, u"--db="_s}).exitCode, 2);
        // Odds inputs that are not whole numbers, or name no card, once became 0 draws or 0%.
        const QString deck = inwo::test::deckFixturePath(u"plan28-legal.txt"_s);
        for (const QStringList &odds : {QStringList{u"--draws"_s, u"abc"_s},
                                        QStringList{u"--draws"_s, u"99999999999999999999"_s},
                                        QStringList{u"--at-least"_s, u"-1"_s}}) {
            const CliRun run =
                inwo(QStringList{u"deck"_s, u"stats"_s, deck, u"--kind"_s, u"type:plot"_s,
                                 u"--pile"_s, u"plot"_s, u"--db"_s, db} +
                     odds);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(u"takes a whole number"_s), qPrintable(run.err));
        }
        const CliRun card = inwo({u"deck"_s, u"stats"_s, deck, u"--kind"_s, u"card:base/nope"_s,
                                  u"--pile"_s, u"plot"_s, u"--db"_s, db});
        QCOMPARE(card.exitCode, 2);
        // A file that is not a database is not called damaged, with advice that cannot help.
        const QString notes = folder + u"/notes.sqlite"_s;
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(8192, 'x'));
        file.close();
        const CliRun notDatabase = inwo({u"deck"_s, u"list"_s, u"--db"_s, notes});
        QCOMPARE(notDatabase.exitCode, 2);
        QVERIFY2(notDatabase.err.contains(notes + u" is not a database of this program"_s),
                 qPrintable(notDatabase.err));
    }

    void hostileFilesGivenAsDecksExitTwoWithAMessage()
    {
        const QString db = m_dir.filePath(u"hostile.sqlite"_s);
        const CliRun zero = inwo({u"deck"_s, u"check"_s, u"/dev/zero"_s, u"--db"_s, db});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains(u"/dev/zero: cannot read: larger than 1 MB"_s),
                 qPrintable(zero.err));

        const QString deep = m_dir.filePath(u"deep.dek"_s);
        QFile file(deep);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<deck>\n<superzone name=\"Deck\">\n<card><name>" +
                   QByteArray("<a>").repeated(60000) + "UFOs" + QByteArray("</a>").repeated(60000) +
                   "</name></card>\n</superzone></deck>\n");
        file.close();
        for (const QString &command : {u"import"_s, u"check"_s, u"stats"_s}) {
            const CliRun run = inwo({u"deck"_s, command, deep, u"--db"_s, db});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(u"deep.dek:3: elements nested more than"_s),
                     qPrintable(run.err));
        }
        const CliRun scenario = inwo({u"attack"_s, u"/dev/urandom"_s, u"--db"_s, db});
        QCOMPARE(scenario.exitCode, 2);
        QVERIFY2(scenario.err.contains(u"larger than 1 MB"_s), qPrintable(scenario.err));
    }

    // Issue 11: an image, an archive or a program given as a deck was read as lines of junk, its
    // bytes printed back as "unknown cards".
    void binaryFileGivenAsADeckIsNotADeckFile()
    {
        const QString db = m_dir.filePath(u"binary.sqlite"_s);
        QByteArray bytes("\x89PNG\r\n\x1a\n", 8);
        for (int i = 0; i < 16; ++i) {
            for (int b = 0; b < 256; ++b)
                bytes.append(char((b * 7 + i) % 256));
        }
        QList<QString> files;
        for (const QString &name : {u"picture.txt"_s, u"picture.dek"_s}) {
            QFile file(m_dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
            files.append(file.fileName());
        }
        // A PDF the program wrote itself: text objects between compressed streams.
        const QString pdf = m_dir.filePath(u"sheet.pdf"_s);
        QCOMPARE(inwo({u"deck"_s, u"convert"_s, inwo::test::deckFixturePath(u"plan28-legal.txt"_s),
                       pdf, u"--db"_s, db})
                     .exitCode,
                 0);
        files.append(pdf);
        for (const QString &file : std::as_const(files)) {
            for (const QString &command : {u"check"_s, u"import"_s, u"stats"_s}) {
                const CliRun run = inwo({u"deck"_s, command, file, u"--db"_s, db});
                QCOMPARE(run.exitCode, 2);
                QCOMPARE(run.err, u"inwo: "_s + file + u": not a deck file (it is not text)\n"_s);
                QVERIFY2(run.out.isEmpty(), run.out.constData());
            }
            const CliRun json = inwo({u"deck"_s, u"check"_s, file, u"--json"_s, u"--db"_s, db});
            QCOMPARE(json.exitCode, 2);
            const QJsonObject deck = json.json().value(u"decks"_s).toArray().first().toObject();
            QCOMPARE(deck.value(u"error"_s).toString(),
                     file + u": not a deck file (it is not text)"_s);
        }
    }

    void cardLinesAreNeverDroppedOrChanged()
    {
        const QString db = m_dir.filePath(u"text.sqlite"_s);
        QFile legal(inwo::test::deckFixturePath(u"plan28-legal.txt"_s));
        QVERIFY(legal.open(QIODevice::ReadOnly));
        const QByteArray list = legal.readAll();
        auto write = [this](const QString &name, const QByteArray &bytes) {
            const QString path = m_dir.filePath(name);
            QFile file(path);
            if (file.open(QIODevice::WriteOnly))
                file.write(bytes);
            return path;
        };

        // A quantity and an unknown lower-case name: once prose, and the deck called legal.
        QByteArray gnomes = list;
        gnomes.replace("Plot Deck\n", "2 illuminati gnomes of zorch\n\nPlot Deck\n");
        const CliRun check = inwo({u"deck"_s, u"check"_s, write(u"gnomes.txt"_s, gnomes),
                                   u"--format"_s, u"casual"_s, u"--db"_s, db});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains("'2 illuminati gnomes of zorch' is not a card"),
                 check.out.constData());

        // UTF-16 with its byte order mark: once not detected.
        QStringEncoder utf16(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
        const QByteArray wide = utf16.encode(QString::fromUtf8(list));
        const CliRun wideCheck = inwo({u"deck"_s, u"check"_s, write(u"wide.txt"_s, wide),
                                       u"--format"_s, u"casual"_s, u"--db"_s, db});
        QCOMPARE(wideCheck.exitCode, 0);

        // One Latin-1 byte once turned the whole file into Latin-1 ("18Â½"); NULs vanished.
        QByteArray mixed = list;
        mixed.replace("18 1/2-Minute Gap x2", "18\xc2\xbd-Minute Gap x2");
        mixed.replace("Big Media\n", QByteArray("Big Media\nBj\xf8rne\nHack\0ers\n", 26));
        const CliRun import = inwo(
            {u"deck"_s, u"import"_s, write(u"mixed.txt"_s, mixed), u"--json"_s, u"--db"_s, db});
        QCOMPARE(import.exitCode, 1);
        QStringList undecodable;
        bool gap = false;
        for (const QJsonValue value : import.json().value(u"lines"_s).toArray()) {
            const QJsonObject line = value.toObject();
            if (line.value(u"detail"_s).toString() == u"undecodable"_s)
                undecodable.append(line.value(u"text"_s).toString());
            gap = gap || line.value(u"cardId"_s).toString() == u"base/18-1-2-minute-gap"_s;
        }
        QCOMPARE(undecodable, (QStringList{u"Bj\ufffdrne"_s, u"Hack\ufffders"_s}));
        QVERIFY(gap);
    }
};

QTEST_GUILESS_MAIN(TestHardeningCli)
#include "tst_hardeningcli.moc"
