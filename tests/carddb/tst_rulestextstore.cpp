// The user's own copies of the rules texts in the user's database (carddb/rulestextstore.*,
// migration 007, issue 24): with the five seeds imported, every passage every rule cites shows
// the seed's own lines (a Done-when test of the issue; skipped cleanly without ../shared/seeds);
// a refused file leaves the tables as they were; importing a document again replaces its copy;
// removing forgets it; a file opened read-only refuses to import. The tests that need no seed
// use a document of our own words in place of Plan 28.
#include "carddatabase.h"
#include "rules/ruleidentity.h"
#include "rulestextcopies.h"
#include "rulestextstore.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;
using namespace inwo::test;

namespace {

// Every row of the two tables, in order, for comparing before and after.
QStringList tableRows(CardDatabase &db)
{
    QStringList rows;
    QSqlQuery query(db.connection());
    for (const QString &sql :
         {u"SELECT seed, edition, file_name, imported_at, share, line_count FROM rules_texts "
          u"ORDER BY seed"_s,
          u"SELECT seed, line, text FROM rules_text_lines ORDER BY seed, line"_s}) {
        if (!query.exec(sql))
            qFatal("%s failed", qPrintable(sql));
        while (query.next()) {
            QStringList row;
            for (int column = 0; column < query.record().count(); ++column)
                row.append(query.value(column).toString());
            rows.append(row.join(u'|'));
        }
    }
    return rows;
}

const RulesTextFingerprints &ownFingerprints()
{
    static const RulesTextFingerprints fingerprints{{fingerprintOf(Seed::Plan28, ownDocument())}};
    return fingerprints;
}

} // namespace

class TestRulesTextStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath() { return m_dir.filePath(u"rules%1.sqlite"_s.arg(++m_files)); }

private slots:
    void theBundledFingerprintsHoldTheFiveRulesTexts()
    {
        const RulesTextFingerprints &fingerprints = bundledRulesTextFingerprints();
        QCOMPARE(fingerprints.documents.size(), RulesSeeds.size());
        for (const Seed seed : RulesSeeds)
            QVERIFY2(fingerprints.document(seed), qPrintable(rulesSeedCode(seed)));
    }

    void everyPassageARuleCitesShowsTheSeedsLines()
    {
        if (!rulesSeedsDirectory())
            QSKIP(qPrintable(noSeedsMessage()));
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        RulesTextStore store(db);
        QHash<Seed, QStringList> lines;
        for (const Seed seed : RulesSeeds) {
            const RulesTextImport imported =
                store.importRulesText(seedBytes(seed), u"/some/folder/"_s + seedFileName(seed));
            QVERIFY2(imported.isImported(),
                     qPrintable(imported.error + rulesTextVerdictMessage(imported.recognition)));
            QVERIFY(!imported.replaced);
            lines.insert(seed, seedLines(seed));
        }
        QCOMPARE(store.importedDocuments(&error).size(), RulesSeeds.size());

        int passages = 0;
        int shownLines = 0;
        for (const RuleIdentity &rule : allRules()) {
            for (const SeedLines &passage : rule.passages) {
                if (passage.seed == Seed::CardData)
                    continue;
                const QStringList &seed = lines.value(passage.seed);
                QStringList expected;
                for (int line = passage.first; line <= passage.last; ++line) {
                    if (!normalizedRulesLine(seed.value(line - 1)).isEmpty())
                        expected.append(seed.value(line - 1).trimmed());
                }
                const QString where = ruleCode(rule.id) + u' ' + seedFileName(passage.seed) + u':' +
                                      QString::number(passage.first) + u'-' +
                                      QString::number(passage.last);
                QVERIFY2(!expected.isEmpty(), qPrintable(where + u": no text in the seed"_s));
                const QStringList shown = store.passage(passage, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY2(shown.size() == expected.size(),
                         qPrintable(where + u": %1 lines shown, %2 in the seed"_s.arg(shown.size())
                                                .arg(expected.size())));
                QCOMPARE(shown, expected);
                ++passages;
                shownLines += int(shown.size());
            }
        }
        // Every rule but the few that rest on card data alone has a passage.
        QVERIFY2(passages >= 200, qPrintable(QString::number(passages)));
        qInfo("%d passages of %d rules, %d lines shown", passages, int(allRules().size()),
              shownLines);
    }

    void aRefusedFileLeavesTheTablesAsTheyWere()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        RulesTextStore store(db, ownFingerprints());
        QVERIFY(store.importRulesText(joined(ownDocument()), u"own.txt"_s).isImported());
        const QStringList before = tableRows(db);
        QVERIFY(before.size() > 50);

        const QStringList half = firstPart(ownDocument(), 0.5);
        const QList<std::pair<QByteArray, RulesTextVerdict>> refused{
            {joined(half), RulesTextVerdict::Damaged},
            {joined(everyNthLineChanged(ownDocument(), 5)), RulesTextVerdict::Damaged},
            {"Nothing of this is a rules text.\n", RulesTextVerdict::Unknown},
            {QByteArray("\x7f"
                        "ELF\x02\x01\x01\0\0\0",
                        10),
             RulesTextVerdict::NotText},
            {QByteArray(), RulesTextVerdict::Empty}};
        for (const auto &[bytes, verdict] : refused) {
            const RulesTextImport imported = store.importRulesText(bytes, u"other.txt"_s);
            QVERIFY(!imported.isImported());
            QVERIFY(!imported.replaced);
            QCOMPARE(imported.recognition.verdict, verdict);
            QVERIFY2(imported.error.isEmpty(), qPrintable(imported.error));
            QCOMPARE(tableRows(db), before);
        }
        QCOMPARE(store.importedDocument(Seed::Plan28)->fileName, u"own.txt"_s);
    }

    void importingADocumentAgainReplacesItsCopy()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        RulesTextStore store(db, ownFingerprints());
        const QStringList document = ownDocument();
        const SeedLines firstLines{Seed::Plan28, 1, 5};

        const RulesTextImport first = store.importRulesText(joined(document), u"first.txt"_s);
        QVERIFY(first.isImported());
        QVERIFY(!first.replaced);
        QCOMPARE(store.passage(firstLines),
                 (QStringList{document.at(0), document.at(2), document.at(3), document.at(4)}));

        // A second copy, with its 10th line changed and others in other quotes: its own text
        // replaces the first's, and the changed line is gone.
        QStringList second = requoted(document);
        second[9] = u"Something else altogether."_s;
        const RulesTextImport again =
            store.importRulesText(joined(second, u"\r\n"), u"/home/u/second.txt"_s);
        QVERIFY2(again.isImported(), qPrintable(rulesTextVerdictMessage(again.recognition)));
        QVERIFY(again.replaced);
        const QList<ImportedRulesText> documents = store.importedDocuments(&error);
        QCOMPARE(documents.size(), 1);
        QCOMPARE(documents.first().seed, Seed::Plan28);
        QCOMPARE(documents.first().fileName, u"second.txt"_s);
        QCOMPARE(documents.first().edition, u"Test"_s);
        QCOMPARE(documents.first().lineCount, again.recognition.foundLines);
        QCOMPARE(documents.first().share, again.recognition.share());
        QVERIFY(documents.first().importedAt.isValid());
        QCOMPARE(documents.first().importedAt.timeSpec(), Qt::UTC);

        const QList<RulesTextLine> lines = store.passageLines({Seed::Plan28, 8, 12});
        QList<int> numbers;
        for (const RulesTextLine &line : lines)
            numbers.append(line.line);
        QCOMPARE(numbers, (QList<int>{8, 9, 11})); // 10 was changed, 12 is blank
        QCOMPARE(lines.first().text, second.at(7));
    }

    void aPassageOfADocumentNotImportedIsEmpty()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        RulesTextStore store(db, ownFingerprints());
        QVERIFY(store.passage({Seed::Plan28, 1, 5}, &error).isEmpty());
        QVERIFY(store.importRulesText(joined(ownDocument()), u"own.txt"_s).isImported());
        QVERIFY(store.passage({Seed::InwoRulebook, 1, 5}, &error).isEmpty());
        QVERIFY(store.passage({Seed::CardData, 1, 5}, &error).isEmpty());
        QVERIFY(store.passage({Seed::Plan28, 500, 510}, &error).isEmpty());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!store.importedDocument(Seed::InwoRulebook));
    }

    void removingForgetsTheCopy()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        RulesTextStore store(db, ownFingerprints());
        QVERIFY(store.importRulesText(joined(ownDocument()), u"own.txt"_s).isImported());
        QVERIFY2(store.removeRulesText(Seed::Plan28, &error), qPrintable(error));
        QVERIFY(store.importedDocuments(&error).isEmpty());
        QVERIFY(store.passage({Seed::Plan28, 1, 60}).isEmpty());
        QVERIFY(tableRows(db).isEmpty());
        QVERIFY(!store.removeRulesText(Seed::Plan28, &error));
        QVERIFY2(error.contains(u"no copy"_s), qPrintable(error));
    }

    void aFileOpenedReadOnlyRefusesToImport()
    {
        const QString path = newPath();
        {
            CardDatabase db;
            QString error;
            QVERIFY2(db.open(path, &error), qPrintable(error));
        }
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error, DatabaseAccess::Read), qPrintable(error));
        RulesTextStore store(db, ownFingerprints());
        const RulesTextImport imported = store.importRulesText(joined(ownDocument()), u"a.txt"_s);
        QVERIFY(imported.recognition.isRecognized());
        QVERIFY(!imported.isImported());
        QVERIFY2(imported.error.contains(u"read-only"_s), qPrintable(imported.error));
        QVERIFY(store.importedDocuments(&error).isEmpty());
    }

    void linesMissingFromTheFileAreDamage()
    {
        CardDatabase db;
        QString error;
        QVERIFY2(db.open(newPath(), &error), qPrintable(error));
        RulesTextStore store(db, ownFingerprints());
        QVERIFY(store.importRulesText(joined(ownDocument()), u"own.txt"_s).isImported());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"DELETE FROM rules_text_lines WHERE line = 3"_s));
        QVERIFY(store.importedDocuments(&error).isEmpty());
        QVERIFY2(error.contains(u"can be read"_s), qPrintable(error));
        QVERIFY(db.isDamaged());
    }
};

QTEST_GUILESS_MAIN(TestRulesTextStore)
#include "tst_rulestextstore.moc"
