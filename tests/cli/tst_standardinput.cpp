// "-" reads standard input for every command that reads one input file (issue 24): deck check,
// deck import, attack, attacks, goals, nwo and resolve answer a pipe exactly as they answer the
// file, and an error in piped input names "standard input" and the line, as it names a file.
#include "clirun.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using inwo::test::CliRun;

namespace {

QString sourcePath(const QString &relative)
{
    return QStringLiteral(INWO_SOURCE_DIR) + u'/' + relative;
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

} // namespace

class TestStandardInput : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    CliRun inwo(const QStringList &arguments, const QByteArray &input = {})
    {
        return inwo::test::runCommand(
            QStringList{QStringLiteral(INWO_CLI_PATH)} + arguments,
            inwo::test::environmentWithDatabase(m_dir.filePath(u"stdin.sqlite"_s)), input);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void dashReadsStandardInputAsTheFileIsRead_data()
    {
        QTest::addColumn<QStringList>("command"); // FILE marks where the input goes
        QTest::addColumn<QString>("file");        // from the source folder
        const QString legalDeck = u"tests/fixtures/decks/plan28-legal.txt"_s;
        const QString position = u"tests/fixtures/positions/two-players.json"_s;
        QTest::newRow("deck check") << QStringList{u"deck"_s, u"check"_s, u"FILE"_s} << legalDeck;
        QTest::newRow("deck check a forum post") << QStringList{u"deck"_s, u"check"_s, u"FILE"_s}
                                                 << u"tests/fixtures/decks/forum-post.txt"_s;
        QTest::newRow("deck check a .dek")
            << QStringList{u"deck"_s, u"check"_s, u"FILE"_s, u"--json"_s}
            << u"tests/fixtures/decks/one-big-deck.dek"_s;
        QTest::newRow("deck import") << QStringList{u"deck"_s, u"import"_s, u"FILE"_s} << legalDeck;
        QTest::newRow("attack")
            << QStringList{u"attack"_s, u"FILE"_s}
            << u"tests/scenarios/attacks/aid-01-shared-alignment-full-power.json"_s;
        QTest::newRow("attacks") << QStringList{u"attacks"_s, u"FILE"_s, u"--player"_s, u"Alice"_s}
                                 << position;
        QTest::newRow("goals") << QStringList{u"goals"_s, u"FILE"_s} << position;
        QTest::newRow("nwo") << QStringList{u"nwo"_s, u"FILE"_s, u"--json"_s} << position;
        QTest::newRow("resolve") << QStringList{u"resolve"_s, u"FILE"_s}
                                 << u"tests/fixtures/timelines/two-players.json"_s;
    }

    void dashReadsStandardInputAsTheFileIsRead()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, file);
        const QString path = sourcePath(file);
        QStringList byPath = command;
        byPath.replace(command.indexOf(u"FILE"_s), path);
        QStringList byPipe = command;
        byPipe.replace(command.indexOf(u"FILE"_s), u"-"_s);

        const CliRun fromFile = inwo(byPath);
        const CliRun fromPipe = inwo(byPipe, contentOf(path));
        QVERIFY2(fromFile.exitCode == 0 || fromFile.exitCode == 1, qPrintable(fromFile.err));
        QCOMPARE(fromPipe.exitCode, fromFile.exitCode);
        QVERIFY2(!fromPipe.err.contains(u"cannot read"_s), qPrintable(fromPipe.err));
        QVERIFY(!fromFile.out.isEmpty());
        // The same answer. Where the file is named, the pipe is "standard input"; where the
        // argument is given back (--json's "file"), "-"; a .dek has no file to be named after.
        QString expected = QString::fromUtf8(fromFile.out);
        expected.replace(path + u':', u"standard input:"_s);
        expected.replace(u'"' + path + u'"', u"\"-\""_s);
        expected.replace(QFileInfo(path).fileName() + u':', u"standard input:"_s);
        expected.replace(u"\"deck\": \""_s + QFileInfo(path).completeBaseName() + u'"',
                         u"\"deck\": \"\""_s);
        QCOMPARE(QString::fromUtf8(fromPipe.out), expected);
    }

    void errorInStandardInputNamesStandardInputAndTheLine_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("exitCode");
        // Line 3 ends inside an object.
        const QByteArray brokenJson = "{\n  \"rules\": \"inwo\",\n  \"players\": [\n";
        QTest::newRow("attack") << QStringList{u"attack"_s, u"-"_s} << brokenJson
                                << u"inwo: standard input: $: not JSON (line 4"_s << 2;
        QTest::newRow("goals") << QStringList{u"goals"_s, u"-"_s} << brokenJson
                               << u"inwo: standard input: $: not JSON (line 4"_s << 2;
        QTest::newRow("resolve") << QStringList{u"resolve"_s, u"-"_s} << brokenJson
                                 << u"inwo: standard input: $: not JSON (line 4"_s << 2;
        // A deck list's line 5 names no card.
        QTest::newRow("deck check")
            << QStringList{u"deck"_s, u"check"_s, u"-"_s}
            << QByteArray("Re: Quiet Money\n\nGroups\nTexas\nIlluminated Hamsters of Doom\n")
            << u"standard input:5: 'Illuminated Hamsters of Doom' is not a card"_s << 1;
        // A .dek broken on line 3.
        QTest::newRow("deck import")
            << QStringList{u"deck"_s, u"import"_s, u"-"_s}
            << QByteArray("<deck version=\"0.8\">\n<superzone name=\"Deck\">\n<card><name>UFOs"
                          "</nme></card>\n</superzone></deck>\n")
            << u"inwo: standard input:3: "_s << 2;
        // Bytes that are no text on line 2.
        QTest::newRow("nwo") << QStringList{u"nwo"_s, u"-"_s} << QByteArray("{\n\"a\": \"\xff\"}\n")
                             << u"inwo: standard input: line 2 is not UTF-8 text"_s << 2;
    }

    void errorInStandardInputNamesStandardInputAndTheLine()
    {
        QFETCH(QStringList, command);
        QFETCH(QByteArray, input);
        QFETCH(QString, expected);
        QFETCH(int, exitCode);
        const CliRun run = inwo(command, input);
        QCOMPARE(run.exitCode, exitCode);
        const QString said = QString::fromUtf8(run.out) + run.err;
        QVERIFY2(said.contains(expected), qPrintable(said));
        QVERIFY2(!said.contains(u"-:"_s), qPrintable(said));
    }

    void emptyOrEndlessStandardInputIsRefusedNamingIt()
    {
        // Nothing piped: an empty deck is said to be empty, of standard input.
        const CliRun empty = inwo({u"deck"_s, u"check"_s, u"-"_s});
        QVERIFY2(QString::fromUtf8(empty.out).startsWith(u"standard input: empty"_s),
                 qPrintable(QString::fromUtf8(empty.out) + empty.err));
        const CliRun large = inwo({u"deck"_s, u"import"_s, u"-"_s}, QByteArray(2 << 20, 'x'));
        QCOMPARE(large.exitCode, 2);
        QVERIFY2(large.err.contains(u"standard input: cannot read: larger than 1 MB"_s),
                 qPrintable(large.err));
    }
};

QTEST_GUILESS_MAIN(TestStandardInput)
#include "tst_standardinput.moc"
