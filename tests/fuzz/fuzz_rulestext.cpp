// libFuzzer target: bytes into the rules text recogniser (core/rules/rulestext.*), as a user's
// file given to `inwo rules import`: against the bundled fingerprints of the five rules texts,
// and against a document of our own words (the corpus holds copies of it, since no rules text may
// be in the repository), so the paths of a recognised, damaged and unknown copy are all reached.
// Whatever the input, the verdict must agree with its numbers and the thresholds; a recognised
// copy's every line must normalise to the very line of the document it is mapped to; and the
// normalisation of a line must be the same when normalised again.
#include "rules/rulestext.h"
#include "rulestextstore.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace inwo;

// The document of tests/fuzz/corpus/rulestext/own-*.txt: twenty lines, one of them twice.
const RulesTextFingerprints &ownFingerprints()
{
    static const RulesTextFingerprints fingerprints = [] {
        const QStringList lines{
            QStringLiteral("# A Document of Our Own"),
            QString(),
            QStringLiteral("The referee counts the tokens of each round, then waits."),
            QStringLiteral("Each player \u201cchecks\u201d the table \u2014 twice."),
            QStringLiteral("\u2022 A group may move once."),
            QStringLiteral("A group may move once."),
            QString(),
            QStringLiteral("**Nobody** wins before the end."),
            QStringLiteral("Power"),
            QStringLiteral("Resistance is 3-4, sometimes 5\u20266."),
            QStringLiteral("Line eleven says little."),
            QStringLiteral("Line twelve says less."),
            QStringLiteral("Line thirteen says nothing at all."),
            QStringLiteral("Caf\u00e9 na\u00efve r\u00e8gles."),
            QStringLiteral("The end."),
            QString(),
            QStringLiteral("The end."),
            QStringLiteral("After the end, a note."),
            QStringLiteral("And another."),
            QStringLiteral("The last line."),
        };
        RulesDocumentFingerprint document;
        document.seed = Seed::Plan28;
        document.edition = QStringLiteral("Own");
        for (const QString &line : lines)
            document.lines.append(rulesLineFingerprint(line));
        return RulesTextFingerprints{{document}};
    }();
    return fingerprints;
}

// Aborts, naming the invariant that failed, when `condition` is false.
#define check(condition)                                                                           \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "fuzz_rulestext: %s:%d: %s failed\n", __FILE__, __LINE__,         \
                         #condition);                                                              \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

void checkRecognition(QByteArrayView bytes, const RulesTextFingerprints &fingerprints,
                      const RulesTextRecognizer &recognizer)
{
    const RulesTextRecognition result = recognizer.recognize(bytes);
    using namespace RulesTextThreshold;
    check(!rulesTextVerdictMessage(result).isEmpty());
    check(result.foundLines >= 0 && result.foundLines <= result.documentLines);
    check(result.foundWords >= 0 && result.foundWords <= result.fileWords);
    check(result.lines.isEmpty() || result.isRecognized());
    switch (result.verdict) {
    case RulesTextVerdict::TooLarge:
        check(bytes.size() > RulesTextMaxBytes);
        [[fallthrough]];
    case RulesTextVerdict::NotText:
    case RulesTextVerdict::Empty:
        check(!result.seed && result.foundLines == 0);
        return;
    case RulesTextVerdict::Unknown:
        check(result.share() < KnownShare || !result.seed);
        check(result.foundLines < KnownMinimumLines || result.ownShare() < KnownOwnShare);
        return;
    case RulesTextVerdict::Damaged:
        check(result.seed && result.share() < RecognizedShare);
        check(result.share() >= KnownShare ||
              (result.foundLines >= KnownMinimumLines && result.ownShare() >= KnownOwnShare));
        return;
    case RulesTextVerdict::Recognized:
        break;
    }
    check(result.seed && result.share() >= RecognizedShare);
    const RulesDocumentFingerprint *document = fingerprints.document(*result.seed);
    check(document && document->edition == result.edition);
    check(document->textLineCount() == result.documentLines);
    check(result.lines.size() == result.foundLines);
    for (auto line = result.lines.cbegin(); line != result.lines.cend(); ++line) {
        check(line.key() >= 1 && line.key() <= document->lineCount());
        const RulesLineFingerprint &expected = document->lines.at(line.key() - 1);
        check(expected.hasText() && rulesLineHash(line.value()) == expected.hash);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // The documents' tables built once, as recognizeRulesText() builds them for each call.
    static const RulesTextRecognizer bundled(bundledRulesTextFingerprints());
    static const RulesTextRecognizer own(ownFingerprints());
    checkRecognition(bytes, bundledRulesTextFingerprints(), bundled);
    checkRecognition(bytes, ownFingerprints(), own);
    // Normalising is idempotent, on the start of the input read as one line.
    const QString line = QString::fromUtf8(bytes.first(std::min<qsizetype>(bytes.size(), 4096)));
    const QString normalized = normalizedRulesLine(line);
    check(normalizedRulesLine(normalized) == normalized);
    check(rulesLineHash(line) == rulesLineHash(normalized));
    check(normalized.isEmpty() == (rulesLineHash(line) == 0));
    return 0;
}
