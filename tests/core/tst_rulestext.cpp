// Recognising the user's own copy of a rules text (core/rules/rulestext.*, issue 24): lines are
// normalised so quotes, dashes, spacing, markup and case do not matter; the committed fingerprints
// are the seeds' lines, as the C++ normalises them; each seed is recognised with every line, and
// so are copies with CRLF, other quotes, another wrapping, blank lines, Latin-1 or UTF-16; a
// truncated copy or one with every 5th line changed is damaged; another text is unknown; a binary
// file is not text. Tests with the seeds skip cleanly when ../shared/seeds is not there; the
// rest use a document of our own words.
#include "rules/ruleidentity.h"
#include "rules/rulestext.h"
#include "rulestextcopies.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;
using namespace inwo::test;

namespace {

// JSON written with single quotes, so a test's JSON reads without escapes.
QByteArray json(const QByteArray &singleQuoted)
{
    QByteArray text = singleQuoted;
    return text.replace('\'', '"');
}

QByteArray committedFingerprintsJson()
{
    QFile file(QStringLiteral(INWO_SOURCE_DIR "/resources/rules/fingerprints.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

RulesTextFingerprints committedFingerprints()
{
    QString error;
    const std::optional<RulesTextFingerprints> fingerprints =
        RulesTextFingerprints::fromJson(committedFingerprintsJson(), &error);
    if (!fingerprints)
        qFatal("resources/rules/fingerprints.json: %s", qPrintable(error));
    return *fingerprints;
}

// Our own document as the only one known, as the Plan 28 seed.
RulesTextFingerprints ownFingerprints()
{
    return {{fingerprintOf(Seed::Plan28, ownDocument())}};
}

// Every line of `lines` with text, by line number, normalised.
QMap<int, QString> normalizedTextLines(const QStringList &lines)
{
    QMap<int, QString> text;
    for (int i = 0; i < lines.size(); ++i) {
        const QString normalized = normalizedRulesLine(lines.at(i));
        if (!normalized.isEmpty())
            text.insert(i + 1, normalized);
    }
    return text;
}

QMap<int, QString> normalized(const QMap<int, QString> &lines)
{
    QMap<int, QString> out;
    for (auto line = lines.cbegin(); line != lines.cend(); ++line)
        out.insert(line.key(), normalizedRulesLine(line.value()));
    return out;
}

QByteArray describe(const RulesTextRecognition &recognition)
{
    return (u"verdict %1, seed %2, %3 of %4 lines, %5 of %6 words: "_s)
               .arg(int(recognition.verdict))
               .arg(recognition.seed ? rulesSeedCode(*recognition.seed) : u"-"_s)
               .arg(recognition.foundLines)
               .arg(recognition.documentLines)
               .arg(recognition.foundWords)
               .arg(recognition.fileWords)
               .toUtf8() +
           rulesTextVerdictMessage(recognition).toUtf8();
}

} // namespace

class TestRulesText : public QObject
{
    Q_OBJECT

private slots:
    // --- Normalisation ---------------------------------------------------------------------

    void normalisationIgnoresQuotesDashesSpacingMarkupAndCase_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("spacing and case")
            << u"  Attack   to\tCONTROL \r"_s << u"attack to control"_s;
        QTest::newRow("curly double quotes") << u"\u201cAttack\u201d"_s << u"attack"_s;
        QTest::newRow("straight double quotes") << u"\"Attack\""_s << u"attack"_s;
        QTest::newRow("curly apostrophe") << u"Don\u2019t"_s << u"dont"_s;
        QTest::newRow("straight apostrophe") << u"Don't"_s << u"dont"_s;
        QTest::newRow("em dash") << u"Power\u2014Resistance"_s << u"power resistance"_s;
        QTest::newRow("double hyphen") << u"Power -- Resistance"_s << u"power resistance"_s;
        QTest::newRow("en dash") << u"3\u20134"_s << u"3 4"_s;
        QTest::newRow("hyphen") << u"3-4"_s << u"3 4"_s;
        QTest::newRow("ellipsis") << u"Wait\u2026 now"_s << u"wait... now"_s;
        QTest::newRow("three full stops") << u"Wait... now"_s << u"wait... now"_s;
        QTest::newRow("Markdown emphasis")
            << u"**Corporate** is *not* Socialist"_s << u"corporate is not socialist"_s;
        QTest::newRow("Markdown heading") << u"## Sequence of Play"_s << u"sequence of play"_s;
        QTest::newRow("bullet") << u"  \u2022 Choose a deck"_s << u"choose a deck"_s;
        QTest::newRow("symbols") << u"\u2756 Copyright \u00a9 1995 \u2666"_s << u"copyright 1995"_s;
        QTest::newRow("no-break space") << u"INWO\u00a0rules"_s << u"inwo rules"_s;
        QTest::newRow("soft hyphen and zero-width space")
            << u"con\u00adspir\u200bacy"_s << u"conspiracy"_s;
        QTest::newRow("ligature") << u"\ufb01nal"_s << u"final"_s;
        QTest::newRow("byte order mark") << u"\ufeffPlan 28"_s << u"plan 28"_s;
        QTest::newRow("German sharp s stays") << u"STRASSE Straße"_s << u"strasse straße"_s;
    }
    void normalisationIgnoresQuotesDashesSpacingMarkupAndCase()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        QCOMPARE(normalizedRulesLine(line), expected);
    }

    void aLineWithoutTextHasNoHash()
    {
        for (const QString &line : {u""_s, u"   \t"_s, u"***"_s, u"\u2756 \u2022 --"_s, u"#"_s}) {
            QVERIFY2(normalizedRulesLine(line).isEmpty(), qPrintable(line));
            QCOMPARE(rulesLineHash(line), quint64(0));
            QVERIFY(!rulesLineFingerprint(line).hasText());
            QVERIFY(rulesLineFingerprintText(rulesLineFingerprint(line)).isEmpty());
        }
    }

    void theHashIsTheFirst16HexDigitsOfTheSha256OfTheNormalisedLine()
    {
        const QByteArray digest =
            QCryptographicHash::hash("attack to control", QCryptographicHash::Sha256);
        QCOMPARE(rulesLineHash(u"  \u201cAttack\u201d \u2014 to CONTROL"_s),
                 digest.first(8).toHex().toULongLong(nullptr, 16));
        const RulesLineFingerprint fingerprint = rulesLineFingerprint(u"Attack to Control"_s);
        QCOMPARE(fingerprint.words, 3);
        QCOMPARE(fingerprint.bytes, 17);
        const QStringList fields = rulesLineFingerprintText(fingerprint).split(u':');
        QCOMPARE(fields.size(), 4);
        QCOMPARE(fields.at(0), QString::fromLatin1(digest.first(8).toHex()));
        QCOMPARE(fields.at(1), u"3"_s);
        QCOMPARE(fields.at(2), u"17"_s);
        QCOMPARE(fields.at(3).size(), 4);
    }

    void seedCodesAreTheSeedFilesNumbers()
    {
        for (const Seed seed : RulesSeeds) {
            QCOMPARE(rulesSeedCode(seed), seedFileName(seed).left(3));
            QCOMPARE(rulesSeedFromCode(rulesSeedCode(seed)), std::optional<Seed>(seed));
        }
        QVERIFY(rulesSeedCode(Seed::CardData).isEmpty());
        QVERIFY(!rulesSeedFromCode(u"005"_s));
        QVERIFY(!rulesSeedFromCode(u""_s));
    }

    // --- The fingerprints ------------------------------------------------------------------

    void theCommittedFingerprintsHoldTheFiveDocumentsAndNoText()
    {
        const QByteArray json = committedFingerprintsJson();
        QVERIFY(!json.isEmpty());
        const RulesTextFingerprints fingerprints = committedFingerprints();
        QCOMPARE(fingerprints.documents.size(), RulesSeeds.size());
        for (const Seed seed : RulesSeeds) {
            const RulesDocumentFingerprint *document = fingerprints.document(seed);
            QVERIFY2(document, qPrintable(rulesSeedCode(seed)));
            QVERIFY(!document->edition.isEmpty());
            QVERIFY(document->textLineCount() > 50);
        }
        QVERIFY(!fingerprints.document(Seed::CardData));
        // Hashes, numbers, seed codes and edition names only: no word of a rules text.
        static const QRegularExpression fingerprint(u"^[0-9a-f]{16}:[0-9]+:[0-9]+:[0-9a-f]{4}$"_s);
        const QJsonObject root = QJsonDocument::fromJson(json).object();
        QCOMPARE(root.keys(), (QStringList{u"documents"_s, u"format"_s}));
        int lines = 0;
        for (const QJsonValue &document : root[u"documents"].toArray()) {
            QCOMPARE(document.toObject().keys(),
                     (QStringList{u"edition"_s, u"lines"_s, u"seed"_s}));
            for (const QJsonValue &line : document[u"lines"].toArray()) {
                QVERIFY2(line.toString().isEmpty() || fingerprint.match(line.toString()).hasMatch(),
                         qPrintable(line.toString()));
                ++lines;
            }
        }
        QCOMPARE(lines, 383 + 723 + 334 + 129 + 211);
    }

    void theCommittedFingerprintsAreTheSeedsLinesAsTheProgramNormalisesThem()
    {
        // make-fingerprints.py normalises in Python; this proves it agrees with the C++ on every
        // line of every seed, and that the committed file is current.
        if (!rulesSeedsDirectory())
            QSKIP(qPrintable(noSeedsMessage()));
        const RulesTextFingerprints fingerprints = committedFingerprints();
        int compared = 0;
        for (const Seed seed : RulesSeeds) {
            const QStringList lines = seedLines(seed);
            const RulesDocumentFingerprint *document = fingerprints.document(seed);
            QVERIFY(document);
            QCOMPARE(document->lineCount(), lines.size());
            for (int i = 0; i < lines.size(); ++i) {
                const QString expected =
                    rulesLineFingerprintText(rulesLineFingerprint(lines.at(i)));
                QVERIFY2(rulesLineFingerprintText(document->lines.at(i)) == expected,
                         qPrintable(
                             u"%1 line %2: %3"_s.arg(seedFileName(seed)).arg(i + 1).arg(expected)));
                ++compared;
            }
        }
        QCOMPARE(compared, 383 + 723 + 334 + 129 + 211);
    }

    void fingerprintsThatAreNotTheFormatAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QByteArray line = "'0123456789abcdef:3:17:00ff'";
        QTest::newRow("not JSON") << json("{") << u"$"_s;
        QTest::newRow("an array") << QByteArray("[]") << u"$"_s;
        QTest::newRow("other format") << json("{'format': 2, 'documents': []}") << u"$.format"_s;
        QTest::newRow("no documents") << json("{'format': 1}") << u"$.documents"_s;
        QTest::newRow("unknown seed")
            << json("{'format': 1, 'documents': [{'seed': '005', 'edition': 'x', 'lines': [" +
                    line + "]}]}")
            << u"$.documents[0].seed"_s;
        QTest::newRow("card data")
            << json("{'format': 1, 'documents': [{'seed': '', 'edition': 'x', 'lines': [" + line +
                    "]}]}")
            << u"$.documents[0].seed"_s;
        QTest::newRow("no edition")
            << json("{'format': 1, 'documents': [{'seed': '000', 'lines': [" + line + "]}]}")
            << u"$.documents[0].edition"_s;
        QTest::newRow("short hash")
            << json("{'format': 1, 'documents': [{'seed': '000', 'edition': 'x', "
                    "'lines': ['', '0123:3:17:00ff']}]}")
            << u"$.documents[0].lines[1]"_s;
        QTest::newRow("a sentence")
            << json("{'format': 1, 'documents': [{'seed': '000', 'edition': 'x', "
                    "'lines': ['Attack to Control']}]}")
            << u"$.documents[0].lines[0]"_s;
        QTest::newRow("a number")
            << json("{'format': 1, 'documents': [{'seed': '000', 'edition': 'x', "
                    "'lines': [12]}]}")
            << u"$.documents[0].lines[0]"_s;
        QTest::newRow("no words")
            << json("{'format': 1, 'documents': [{'seed': '000', 'edition': 'x', "
                    "'lines': ['0123456789abcdef:0:17:00ff']}]}")
            << u"$.documents[0].lines[0]"_s;
        QTest::newRow("no line with text")
            << json("{'format': 1, 'documents': [{'seed': '000', 'edition': 'x', "
                    "'lines': ['', '']}]}")
            << u"$.documents[0].lines"_s;
    }
    void fingerprintsThatAreNotTheFormatAreRefusedWithTheirPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QString error;
        QVERIFY(!RulesTextFingerprints::fromJson(json, &error));
        QVERIFY2(error.startsWith(path + u':'), qPrintable(error));
    }

    // --- Recognition of the seeds and of copies of them ------------------------------------

    void eachSeedIsRecognisedWithEveryLineAsWritten()
    {
        if (!rulesSeedsDirectory())
            QSKIP(qPrintable(noSeedsMessage()));
        const RulesTextFingerprints fingerprints = committedFingerprints();
        for (const Seed seed : RulesSeeds) {
            const RulesTextRecognition recognition =
                recognizeRulesText(seedBytes(seed), fingerprints);
            QVERIFY2(recognition.isRecognized(), describe(recognition).constData());
            QCOMPARE(recognition.seed, std::optional<Seed>(seed));
            QCOMPARE(recognition.edition, fingerprints.document(seed)->edition);
            QCOMPARE(recognition.encoding, RulesTextEncoding::Utf8);
            QCOMPARE(recognition.foundLines, fingerprints.document(seed)->textLineCount());
            QCOMPARE(recognition.share(), 1.0);
            QCOMPARE(recognition.ownShare(), 1.0);
            // Every line with text, at its own number, as the file writes it.
            const QStringList lines = seedLines(seed);
            QMap<int, QString> expected;
            for (int i = 0; i < lines.size(); ++i) {
                if (!normalizedRulesLine(lines.at(i)).isEmpty())
                    expected.insert(i + 1, lines.at(i).trimmed());
            }
            QCOMPARE(recognition.lines, expected);
            QVERIFY2(rulesTextVerdictMessage(recognition).contains(seedTitle(seed)),
                     qPrintable(rulesTextVerdictMessage(recognition)));
        }
    }

    void aCopyWithOtherLineBreaksQuotesWrappingOrEncodingIsRecognised_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<QString>("copy");
        for (const Seed seed : RulesSeeds) {
            for (const char *copy :
                 {"CRLF", "requoted", "rewrapped at 60", "rewrapped at 200", "blank lines",
                  "every 10th line changed", "Windows-1252", "UTF-16"})
                QTest::addRow("%s, %s", qPrintable(rulesSeedCode(seed)), copy)
                    << int(seed) << QString::fromLatin1(copy);
        }
    }
    void aCopyWithOtherLineBreaksQuotesWrappingOrEncodingIsRecognised()
    {
        QFETCH(int, seed);
        QFETCH(QString, copy);
        if (!rulesSeedsDirectory())
            QSKIP(qPrintable(noSeedsMessage()));
        const QStringList lines = seedLines(Seed(seed));
        QByteArray bytes;
        RulesTextEncoding encoding = RulesTextEncoding::Utf8;
        if (copy == u"CRLF")
            bytes = joined(lines, u"\r\n");
        else if (copy == u"requoted")
            bytes = joined(requoted(lines));
        else if (copy == u"rewrapped at 60")
            bytes = joined(rewrapped(lines, 60));
        else if (copy == u"rewrapped at 200")
            bytes = joined(rewrapped(lines, 200));
        else if (copy == u"blank lines")
            bytes = joined(withBlankLines(lines));
        else if (copy == u"every 10th line changed")
            bytes = joined(everyNthLineChanged(lines, 10));
        if (copy == u"Windows-1252") {
            bytes = windows1252(lines);
            encoding = RulesTextEncoding::Latin1;
        } else if (copy == u"UTF-16") {
            bytes = utf16(lines);
            encoding = RulesTextEncoding::Utf16;
        }

        const RulesTextRecognition recognition = recognizeRulesText(bytes, committedFingerprints());
        QVERIFY2(recognition.isRecognized(), describe(recognition).constData());
        QCOMPARE(recognition.seed, std::optional<Seed>(Seed(seed)));
        QCOMPARE(recognition.encoding, encoding);
        const QMap<int, QString> expected = normalizedTextLines(lines);
        if (copy == u"every 10th line changed") {
            // The changed lines are missing; every other line is at its own number.
            QVERIFY(recognition.share() >= RulesTextThreshold::RecognizedShare);
            QVERIFY(recognition.share() < 0.95);
            const QMap<int, QString> found = normalized(recognition.lines);
            for (auto line = found.cbegin(); line != found.cend(); ++line)
                QCOMPARE(line.value(), expected.value(line.key()));
            return;
        }
        // Every line at its own number, with the same words (Windows-1252 lacks some symbols,
        // which normalisation drops anyway).
        QCOMPARE(normalized(recognition.lines), expected);
    }

    void aTruncatedOrChangedCopyIsRefusedAsDamaged_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<QString>("copy");
        for (const Seed seed : RulesSeeds) {
            for (const char *copy :
                 {"first 85%", "first half", "first tenth", "every 5th line changed"})
                QTest::addRow("%s, %s", qPrintable(rulesSeedCode(seed)), copy)
                    << int(seed) << QString::fromLatin1(copy);
        }
    }
    void aTruncatedOrChangedCopyIsRefusedAsDamaged()
    {
        QFETCH(int, seed);
        QFETCH(QString, copy);
        if (!rulesSeedsDirectory())
            QSKIP(qPrintable(noSeedsMessage()));
        const QStringList lines = seedLines(Seed(seed));
        const QStringList damaged = copy == u"first 85%"     ? firstPart(lines, 0.85)
                                    : copy == u"first half"  ? firstPart(lines, 0.5)
                                    : copy == u"first tenth" ? firstPart(lines, 0.1)
                                                             : everyNthLineChanged(lines, 5);
        const RulesTextRecognition recognition =
            recognizeRulesText(joined(damaged), committedFingerprints());
        QVERIFY2(recognition.verdict == RulesTextVerdict::Damaged,
                 describe(recognition).constData());
        QCOMPARE(recognition.seed, std::optional<Seed>(Seed(seed)));
        QVERIFY(recognition.share() < RulesTextThreshold::RecognizedShare);
        QVERIFY(recognition.lines.isEmpty());
        const QString message = rulesTextVerdictMessage(recognition);
        QVERIFY2(message.contains(seedTitle(Seed(seed))) && message.contains(u"90%"_s),
                 qPrintable(message));
    }

    void aSeedIsUnknownWhenTheProgramDoesNotKnowIt()
    {
        // Another rules text, of the same game and often the same words, is not a damaged copy
        // of the one the program knows: each seed against the other four.
        if (!rulesSeedsDirectory())
            QSKIP(qPrintable(noSeedsMessage()));
        const RulesTextFingerprints all = committedFingerprints();
        for (const Seed seed : RulesSeeds) {
            RulesTextFingerprints others;
            for (const RulesDocumentFingerprint &document : all.documents) {
                if (document.seed != seed)
                    others.documents.append(document);
            }
            const RulesTextRecognition recognition = recognizeRulesText(seedBytes(seed), others);
            QVERIFY2(recognition.verdict == RulesTextVerdict::Unknown,
                     describe(recognition).constData());
            QVERIFY(recognition.share() < RulesTextThreshold::KnownShare);
            QVERIFY(recognition.lines.isEmpty());
        }
    }

    void otherTextsAreUnknown()
    {
        const RulesTextFingerprints fingerprints = committedFingerprints();
        // A text of the project's own, random words, and words of the game in random order.
        QFile readme(QStringLiteral(INWO_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QRandomGenerator random(24);
        const QStringList words = QString::fromUtf8(readme.readAll()).split(u' ');
        QStringList shuffled;
        for (int line = 0; line < 300; ++line) {
            QStringList sentence;
            for (int w = 0; w < 12; ++w)
                sentence.append(words.at(random.bounded(int(words.size()))));
            shuffled.append(sentence.join(u' '));
        }
        readme.seek(0);
        for (const QByteArray &bytes : {readme.readAll(), joined(shuffled),
                                        QByteArray("Attack to Control\nPower\nResistance\n")}) {
            const RulesTextRecognition recognition = recognizeRulesText(bytes, fingerprints);
            QVERIFY2(recognition.verdict == RulesTextVerdict::Unknown,
                     describe(recognition).constData());
            QVERIFY(recognition.lines.isEmpty());
            QVERIFY(!rulesTextVerdictMessage(recognition).isEmpty());
        }
        const RulesTextRecognition nothing =
            recognizeRulesText("Nothing of this is in any rules text.\n", ownFingerprints());
        QCOMPARE(nothing.verdict, RulesTextVerdict::Unknown);
        QVERIFY(!nothing.seed);
        QCOMPARE(nothing.foundLines, 0);
    }

    void aBinaryFileIsNotText()
    {
        QFile program(QCoreApplication::applicationFilePath());
        QVERIFY(program.open(QIODevice::ReadOnly));
        QByteArray noNul(4096, Qt::Uninitialized);
        QRandomGenerator random(5);
        for (char &byte : noNul)
            byte = char(1 + random.bounded(255)); // no NUL: read as Latin-1, full of controls
        const QByteArray utf16Odd = QByteArray("\xff\xfe", 2) + QByteArray("\x00\xd8\x41", 3);
        for (const QByteArray &bytes :
             {program.read(65536), QByteArray("Plan 28\n\0\0\0\n", 13), noNul, utf16Odd}) {
            const RulesTextRecognition recognition =
                recognizeRulesText(bytes, committedFingerprints());
            QVERIFY2(recognition.verdict == RulesTextVerdict::NotText,
                     describe(recognition).constData());
            QVERIFY(recognition.lines.isEmpty());
        }
    }

    void anEmptyOrTooLargeFileIsRefused()
    {
        const RulesTextFingerprints fingerprints = ownFingerprints();
        for (const QByteArray &bytes :
             {QByteArray(), QByteArray("\n\r\n  \t\n"), QByteArray("*** \xe2\x80\x94 ###\n")})
            QCOMPARE(recognizeRulesText(bytes, fingerprints).verdict, RulesTextVerdict::Empty);
        const QByteArray large = joined(ownDocument()).repeated(RulesTextMaxBytes / 1000);
        QVERIFY(large.size() > RulesTextMaxBytes);
        QCOMPARE(recognizeRulesText(large, fingerprints).verdict, RulesTextVerdict::TooLarge);
        QCOMPARE(recognizeRulesText(QByteArrayView(large).first(RulesTextMaxBytes), fingerprints)
                     .verdict,
                 RulesTextVerdict::Recognized);
    }

    // --- Recognition, with a document of our own -------------------------------------------

    void linesAreFoundByTheirWordsWhereverTheCopyBreaksThem()
    {
        const QStringList document = ownDocument();
        // One paragraph a line, then every word on a line of its own.
        QStringList oneLine{document.join(u' ')};
        QStringList wordPerLine = document.join(u' ').split(u' ', Qt::SkipEmptyParts);
        for (const QStringList &copy : {oneLine, wordPerLine, rewrapped(document, 25)}) {
            const RulesTextRecognition recognition =
                recognizeRulesText(joined(copy), ownFingerprints());
            QVERIFY2(recognition.isRecognized(), describe(recognition).constData());
            QCOMPARE(normalized(recognition.lines), normalizedTextLines(document));
        }
        // A line broken over two lines of the copy reads as one, joined by a space.
        const RulesTextRecognition recognition =
            recognizeRulesText(joined(wordPerLine), ownFingerprints());
        QCOMPARE(recognition.lines.value(3), document.at(2));
        QCOMPARE(recognition.lines.value(1), u"A Test Document"_s); // "#" was a line of its own
    }

    void aRepeatedLineMapsToEachOfItsNumbersInOrder()
    {
        // The boxed summary prints its text twice: each copy maps to its own lines.
        const QStringList half = ownDocument();
        const QStringList twice = half + half;
        const RulesTextFingerprints fingerprints{{fingerprintOf(Seed::BoxedSummary, twice)}};
        const RulesTextRecognition recognition = recognizeRulesText(joined(twice), fingerprints);
        QVERIFY2(recognition.isRecognized(), describe(recognition).constData());
        QCOMPARE(normalized(recognition.lines), normalizedTextLines(twice));
        const int last = int(half.size()); // "The end." twice, at the end of each half
        QCOMPARE(recognition.lines.value(last), u"The end."_s);
        QCOMPARE(recognition.lines.value(last - 1), u"The end."_s);
        QCOMPARE(recognition.lines.value(2 * last), u"The end."_s);
    }

    void linesOutOfOrderDoNotCount()
    {
        // The same lines in another order are not the document: a few stay in order.
        QStringList shuffled = ownDocument();
        std::reverse(shuffled.begin(), shuffled.end());
        const RulesTextRecognition recognition =
            recognizeRulesText(joined(shuffled), ownFingerprints());
        QVERIFY2(!recognition.isRecognized(), describe(recognition).constData());
        QVERIFY(recognition.foundLines <= 2);
    }

    void theThresholdsDecideBetweenRecognisedDamagedAndUnknown()
    {
        const QStringList document = ownDocument();
        const auto recognize = [&](const QStringList &copy) {
            return recognizeRulesText(joined(copy), ownFingerprints());
        };
        // 60 lines with text: without 6 of them 90% are found, without 7 88.3%.
        const QMap<int, QString> text = normalizedTextLines(document);
        QCOMPARE(text.size(), 60);
        const auto without = [&](int lines) {
            QStringList copy = document;
            int removed = 0;
            for (qsizetype i = copy.size() - 1; i >= 0 && removed < lines; i -= 3) {
                if (!normalizedRulesLine(copy.at(i)).isEmpty()) {
                    copy.removeAt(i);
                    ++removed;
                }
            }
            return copy;
        };
        QCOMPARE(recognize(without(6)).verdict, RulesTextVerdict::Recognized);
        QCOMPARE(recognize(without(7)).verdict, RulesTextVerdict::Damaged);
        // 8 lines of the document are a damaged copy when they are most of the file; 7 are not.
        QStringList eight = document.first(10);
        QCOMPARE(normalizedTextLines(eight).size(), 9);
        eight.removeLast();
        QCOMPARE(recognize(eight).verdict, RulesTextVerdict::Damaged);
        eight.removeLast();
        QCOMPARE(recognize(eight).verdict, RulesTextVerdict::Unknown);
        QCOMPARE(recognize(eight).seed, std::optional<Seed>(Seed::Plan28));
    }

    void latin1AndUtf8CopiesReadAlike()
    {
        const QStringList lines{u"Caf\u00e9 \u201cr\u00e8gles\u201d \u2014 na\u00efve"_s,
                                u"Second line, \u00bd of it."_s};
        const RulesTextFingerprints fingerprints{{fingerprintOf(Seed::Vfaq, lines)}};
        const RulesTextRecognition utf8 = recognizeRulesText(joined(lines), fingerprints);
        const RulesTextRecognition latin1 = recognizeRulesText(windows1252(lines), fingerprints);
        QVERIFY2(utf8.isRecognized(), describe(utf8).constData());
        QVERIFY2(latin1.isRecognized(), describe(latin1).constData());
        QCOMPARE(latin1.encoding, RulesTextEncoding::Latin1);
        QCOMPARE(latin1.lines, utf8.lines);
    }

    void eachVerdictHasItsSentence()
    {
        RulesTextRecognition recognition;
        for (const RulesTextVerdict verdict :
             {RulesTextVerdict::Recognized, RulesTextVerdict::TooLarge, RulesTextVerdict::NotText,
              RulesTextVerdict::Empty, RulesTextVerdict::Unknown, RulesTextVerdict::Damaged}) {
            recognition.verdict = verdict;
            recognition.seed = Seed::Vfaq;
            recognition.edition = u"1999"_s;
            recognition.documentLines = 178;
            recognition.foundLines = 100;
            const QString message = rulesTextVerdictMessage(recognition);
            static const QRegularExpression placeholder(u"%[0-9]"_s);
            QVERIFY2(message.endsWith(u'.') && !message.contains(placeholder), qPrintable(message));
        }
        recognition.verdict = RulesTextVerdict::Damaged;
        QVERIFY2(rulesTextVerdictMessage(recognition).contains(u"100 of its 178"_s),
                 qPrintable(rulesTextVerdictMessage(recognition)));
        recognition.verdict = RulesTextVerdict::Unknown;
        recognition.seed.reset();
        QVERIFY(rulesTextVerdictMessage(recognition).contains(u"INWO rulebook"_s));
    }
};

QTEST_GUILESS_MAIN(TestRulesText)
#include "tst_rulestext.moc"
