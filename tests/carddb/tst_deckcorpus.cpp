// The deck importers against real decks (when ../shared/data is present): every LackeyCCG .dek
// file the INWO plugin ships imports with every card resolved and survives a write and read back;
// the authors' text write-ups are read line by line without a crash, and the figures say what
// became of their lines. Set INWO_DECK_CORPUS_VERBOSE=1 to print every line that is not plainly
// a card or blank.
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "decks/deckimport.h"
#include "decks/lackeydeckformat.h"
#include "decks/textdeckformat.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

QString decksDir()
{
    return QStringLiteral(INWO_SHARED_DIR) + u"/data/lackey-inwo/decks"_s;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// How many copies of each card, whatever the zone.
QMap<QString, int> copiesByCard(const Deck &deck)
{
    QMap<QString, int> copies;
    for (const DeckEntry &entry : deck.entries)
        copies[entry.cardId] += entry.quantity;
    return copies;
}

bool verbose()
{
    return qEnvironmentVariableIntValue("INWO_DECK_CORPUS_VERBOSE") != 0;
}

} // namespace

class TestDeckCorpus : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CardDatabase m_db;
    std::unique_ptr<CardNameResolver> m_resolver;
    QStringList m_dekFiles;
    QStringList m_textFiles;

    void requireShared();
    Deck dekDeck(const QString &baseName);
    DeckImportResult textImport(const QString &baseName);

private slots:
    void initTestCase();
    void everyDekFileImportsWithEveryCardResolved();
    void everyDekFileSurvivesWriteAndReadBack();
    void textWriteUpsReportEveryLine();
    void knownWriteUpsResolveTheirCardLines_data();
    void knownWriteUpsResolveTheirCardLines();
    void writeUpCommentaryAfterTheListIsNotCounted();
};

void TestDeckCorpus::requireShared()
{
    if (m_dekFiles.isEmpty())
        QSKIP("../shared/data/lackey-inwo/decks is not present; the real decks are checked only "
              "where the reference data is");
}

void TestDeckCorpus::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QString error;
    QVERIFY2(m_db.open(m_dir.filePath(u"decks.sqlite"_s), &error), qPrintable(error));
    m_resolver = std::make_unique<CardNameResolver>(m_db);
    const QDir decks(decksDir());
    m_dekFiles = decks.entryList({u"*.dek"_s}, QDir::Files, QDir::Name);
    m_textFiles = QDir(decks.filePath(u"text"_s)).entryList({u"*.txt"_s}, QDir::Files, QDir::Name);
}

Deck TestDeckCorpus::dekDeck(const QString &baseName)
{
    const QString file = baseName + u".dek"_s;
    return LackeyDeckFormat::read(readFile(QDir(decksDir()).filePath(file)), file, *m_resolver)
        .deck;
}

DeckImportResult TestDeckCorpus::textImport(const QString &baseName)
{
    const QString file = baseName + u".txt"_s;
    return TextDeckFormat::read(readFile(QDir(decksDir()).filePath(u"text/"_s + file)), file,
                                *m_resolver);
}

void TestDeckCorpus::everyDekFileImportsWithEveryCardResolved()
{
    requireShared();
    int cards = 0;
    int resolved = 0;
    int normalised = 0;
    int withBareAmpersand = 0;
    static const QRegularExpression writtenName(u"<name>(.*)</name>"_s);
    for (const QString &file : std::as_const(m_dekFiles)) {
        const QByteArray bytes = readFile(QDir(decksDir()).filePath(file));
        if (LackeyDeckFormat::escapeBareAmpersands(bytes) != bytes)
            ++withBareAmpersand;
        const DeckImportResult result = LackeyDeckFormat::read(bytes, file, *m_resolver);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const int elements = int(bytes.count("<card>"));
        QCOMPARE(result.report.lines.size(), elements);
        for (const DeckImportLine &line : result.report.lines) {
            ++cards;
            QVERIFY2(line.status == DeckLineStatus::Card,
                     qPrintable(u"%1:%2: %3 (%4)"_s.arg(file)
                                    .arg(line.lineNumber)
                                    .arg(line.text, line.message)));
            ++resolved;
            const QString written = writtenName.match(line.text)
                                        .captured(1)
                                        .replace(u"&apos;"_s, u"'"_s)
                                        .replace(u"&quot;"_s, u"\""_s)
                                        .replace(u"&amp;"_s, u"&"_s);
            if (written != line.cardName)
                ++normalised;
        }
        QCOMPARE(result.report.cardCopies(), elements);
        int copies = 0;
        for (const DeckEntry &entry : result.deck.entries)
            copies += entry.quantity;
        QCOMPARE(copies, elements);
        QVERIFY2(result.deck.count(DeckZone::Lead) > 0, qPrintable(file));
    }
    qInfo("%lld .dek files (%d with a bare '&'): %d cards, %d resolved (%d by a normalised name)",
          qlonglong(m_dekFiles.size()), withBareAmpersand, cards, resolved, normalised);
    QVERIFY(withBareAmpersand > 0);
}

void TestDeckCorpus::everyDekFileSurvivesWriteAndReadBack()
{
    requireShared();
    for (const QString &file : std::as_const(m_dekFiles)) {
        const Deck deck = dekDeck(file.chopped(4));
        const QByteArray written = LackeyDeckFormat::write(deck, m_db);
        QCOMPARE(LackeyDeckFormat::escapeBareAmpersands(written), written); // well-formed
        const DeckImportResult again = LackeyDeckFormat::read(written, file, *m_resolver);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY2(again.deck == deck, qPrintable(file));
        const DeckImportResult text =
            TextDeckFormat::read(TextDeckFormat::write(deck, m_db), file, *m_resolver);
        QVERIFY2(text.deck.entries == deck.entries, qPrintable(file));
    }
}

void TestDeckCorpus::textWriteUpsReportEveryLine()
{
    requireShared();
    QMap<DeckLineStatus, int> byStatus;
    int files = 0;
    int sameAsDek = 0;
    int withDek = 0;
    for (const QString &file : std::as_const(m_textFiles)) {
        const QByteArray bytes = readFile(QDir(decksDir()).filePath(u"text/"_s + file));
        const DeckImportResult result = TextDeckFormat::read(bytes, file, *m_resolver);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString text = TextDeckFormat::decode(bytes);
        const qsizetype lineCount = text.count(u'\n') + (text.endsWith(u'\n') ? 0 : 1);
        QCOMPARE(result.report.lines.size(), lineCount);
        ++files;
        for (const DeckImportLine &line : result.report.lines) {
            ++byStatus[line.status];
            if (verbose() && line.status != DeckLineStatus::Blank &&
                !(line.status == DeckLineStatus::Card &&
                  line.text.trimmed().size() < line.cardName.size() + 8) &&
                !(line.status == DeckLineStatus::Ignored && line.message == u"prose, not a card"_s))
                qInfo("%s:%d [%s] %s -- %s", qPrintable(file), line.lineNumber,
                      qPrintable(codeOf(line.status)), qPrintable(line.text.trimmed()),
                      qPrintable(line.message));
        }
        const QString base = file.chopped(4);
        if (m_dekFiles.contains(base + u".dek"_s)) {
            ++withDek;
            const QMap<QString, int> fromDek = copiesByCard(dekDeck(base));
            const QMap<QString, int> fromText = copiesByCard(result.deck);
            if (fromDek == fromText)
                ++sameAsDek;
            else if (verbose()) {
                QStringList differences;
                QStringList ids = fromDek.keys() + fromText.keys();
                ids.removeDuplicates();
                for (const QString &id : std::as_const(ids)) {
                    if (fromDek.value(id) != fromText.value(id))
                        differences.append(
                            u"%1 %2/%3"_s.arg(id).arg(fromText.value(id)).arg(fromDek.value(id)));
                }
                qInfo("%s: text/dek differ: %s", qPrintable(file),
                      qPrintable(differences.join(u", "_s)));
            }
        }
    }
    qInfo("%d write-ups: %d card lines, %d near misses, %d ambiguous, %d not found, %d headers, "
          "%d ignored, %d blank; %d of %d give the same cards as their .dek",
          files, byStatus.value(DeckLineStatus::Card), byStatus.value(DeckLineStatus::Fuzzy),
          byStatus.value(DeckLineStatus::Ambiguous), byStatus.value(DeckLineStatus::NotFound),
          byStatus.value(DeckLineStatus::Header), byStatus.value(DeckLineStatus::Ignored),
          byStatus.value(DeckLineStatus::Blank), sameAsDek, withDek);
    QVERIFY(byStatus.value(DeckLineStatus::Card) > 1000);
}

void TestDeckCorpus::knownWriteUpsResolveTheirCardLines_data()
{
    QTest::addColumn<QString>("deck");
    QTest::newRow("Alien Nation") << u"Alien_Nation"_s;
    QTest::newRow("Annoy and Conquer: (x3), an Illuminati by nickname") << u"Annoy_and_Conquer"_s;
    QTest::newRow("Blinded by Cake: initials, commentary") << u"Blinded_by_Cake"_s;
    QTest::newRow("Bolsheviktory: misspellings, coloured NWOs") << u"Bolsheviktory"_s;
    QTest::newRow("Hail Elvis: ^H, notes in brackets") << u"Hail_Elvis"_s;
    QTest::newRow("Save the Earth: prose between lists") << u"Save_the_Earth_-_Kill_the_Humans"_s;
    QTest::newRow("SMWNMTK: inline Illuminati, no sections") << u"SMWNMTK"_s;
}

// These write-ups list exactly the cards their .dek holds; a heading inside a list may be
// reported as not a card, but no card line is left ambiguous.
void TestDeckCorpus::knownWriteUpsResolveTheirCardLines()
{
    requireShared();
    QFETCH(QString, deck);
    const DeckImportResult text = textImport(deck);
    QCOMPARE(text.report.count(DeckLineStatus::Ambiguous), 0);
    QVERIFY(text.report.count(DeckLineStatus::Card) > 20);
    QCOMPARE(copiesByCard(text.deck), copiesByCard(dekDeck(deck)));
}

// Blinded by Cake names its Goals again as headings of its commentary; they are not more copies.
void TestDeckCorpus::writeUpCommentaryAfterTheListIsNotCounted()
{
    requireShared();
    const DeckImportResult text = textImport(u"Blinded_by_Cake"_s);
    const auto goal = m_db.cardsByName(u"Kill for Peace"_s);
    QCOMPARE(goal.size(), 1);
    QCOMPARE(text.deck.copiesOf(goal.first().id), 1);
    bool reportedOutside = false;
    for (const DeckImportLine &line : text.report.lines) {
        if (line.status == DeckLineStatus::Ignored && line.message.contains(u"outside"_s))
            reportedOutside = true;
    }
    QVERIFY(reportedOutside);
}

QTEST_GUILESS_MAIN(TestDeckCorpus)
#include "tst_deckcorpus.moc"
