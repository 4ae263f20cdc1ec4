// Recognising the user's own copy of a rules text (issue 24): which seed document and edition a
// file is, found from hashes of its normalised lines, and which of its lines is which line of the
// seed, so a rule's passage (SeedLines) can be shown in the user's own copy. No sentence of a
// rules text is in the program: only the hashes of resources/rules/fingerprints.json (made by
// resources/rules/make-fingerprints.py from the seeds).
//
// Usage (carddb/rulestextstore.h stores what this recognises):
//   const RulesTextFingerprints &prints = bundledRulesTextFingerprints(); // carddb
//   const RulesTextRecognition result = recognizeRulesText(bytes, prints);
//   if (result.isRecognized())
//       use(result.seed, result.edition, result.lines.value(125)); // the user's line 125
//   else
//       refuse(rulesTextVerdictMessage(result)); // translated, names the reason
//
// How lines are found: the file's text is read as one stream of normalised words (line breaks
// are spaces), and each line of a document is looked for in it by a 16-bit anchor of its first
// two words, its length and then its hash. So a copy wrapped differently (a paragraph on one line
// or on five), with extra blank lines, CRLF, other quotes or spacing still maps every line it has
// to its seed line number. Lines are kept only in the document's order (the longest run in
// order), so a line repeated in a document (the boxed summary holds its text twice) maps to the
// occurrence that keeps the order, and stray short matches ("by") elsewhere do not count.
//
// Thresholds (RulesTextThreshold below), from experiments with the five seeds and copies made
// of them (tst_rulestext makes the same copies):
//   - Recognized: at least 90% of the document's text lines are found. A copy with a word changed
//     in every 10th line still is (90.0-92.3% for the five seeds), and so is one rewrapped, with
//     CRLF, other quotes and dashes, blank lines added, markup dropped, or in Latin-1 or UTF-16.
//     One with every 5th line changed (80.1-82.5%) or the first 85% of a document (81.6-86.7%)
//     is not: too many passages would be missing or wrong.
//   - Damaged (a known document, too much missing or changed): below 90%, but at least 25% of
//     the document's lines are found, or at least 8 lines are found and they hold at least half
//     of the file's words. So the first tenth of a document is damaged (all its words are the
//     document's) and another seed is not: the most one seed holds of another is 12.5% of the
//     lines (the boxed summary's short headings in the boxed rulebook) and 2.9% of its own
//     words; an unrelated text or random words from the seeds reach at most 9% of the summary.
//   - Unknown: anything else, with the nearest document and its share.
#pragma once

#include "rules/ruleidentity.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringView>
#include <QtCore/qglobal.h>

#include <optional>
#include <vector>

namespace inwo {

// The largest rules text read: the largest seed is 61 KB, a copy saved from a web page a few
// times that. A larger file is refused before it is decoded.
inline constexpr qint64 RulesTextMaxBytes = 1 << 20;

// A rules document's code in fingerprints.json and the user's database: the number its seed file
// starts with ("000" InwoRulebook, "001" BoxedGame, "002" Vfaq, "003" BoxedSummary, "004"
// Plan28); empty for CardData, which is no rules text.
QString rulesSeedCode(Seed seed);
std::optional<Seed> rulesSeedFromCode(QStringView code);

// A line as it is compared: Unicode compatibility form (NFKC); quotes of every kind (' " ‘ ’ “ ”
// « » ` ´), the emphasis '*', list and heading marks (# > • ◦ ▪ ‣ · † ‡), symbols (❖ ♦ ©) and
// format characters (soft hyphen, zero-width space, BOM) dropped; dashes of every kind (- – — −)
// separate words; an ellipsis is "..."; case folded and composed (NFKC) again, so a normalised
// line normalises to itself; whitespace trimmed and collapsed to one space.
// "  “Attack” — to   CONTROL\r" -> "attack to control"; "• **Don't** ❖" -> "dont".
// resources/rules/make-fingerprints.py does the same; tst_rulestext proves they agree.
QString normalizedRulesLine(QStringView line);

// The hash of a line: the first 16 hex digits of the SHA-256 of its normalised form in UTF-8,
// as a number; 0 when the line is empty once normalised (no text, no hash).
quint64 rulesLineHash(QStringView line);

// What the program knows of one line of a rules document: enough to find it, nothing to read.
struct RulesLineFingerprint
{
    quint64 hash = 0;   // rulesLineHash(); 0: the line has no text
    int words = 0;      // normalised words
    int bytes = 0;      // UTF-8 bytes of the normalised line
    quint16 anchor = 0; // low 16 bits of FNV-1a (32) of its first two normalised words in UTF-8
    bool hasText() const { return hash != 0; }
};
// The fingerprint of a line, as make-fingerprints.py writes it: "hash:words:bytes:anchor" with
// hash 16 and anchor 4 lower-case hex digits, "" for a line without text.
RulesLineFingerprint rulesLineFingerprint(QStringView line);
QString rulesLineFingerprintText(const RulesLineFingerprint &line);

// What the program knows of one edition of a rules document: each of its lines.
struct RulesDocumentFingerprint
{
    Seed seed = Seed::InwoRulebook;
    QString edition;                   // "Unlimited Edition (1995)": a name, as the JSON gives it
    QList<RulesLineFingerprint> lines; // line N of the seed file as stored at index N-1
    int lineCount() const { return int(lines.size()); }
    int textLineCount() const; // lines with text
};

// Every document the program can recognise (resources/rules/fingerprints.json).
struct RulesTextFingerprints
{
    QList<RulesDocumentFingerprint> documents;

    // The document of `seed` (the first edition listed), or nullptr.
    const RulesDocumentFingerprint *document(Seed seed) const;

    // Reads the JSON written by make-fingerprints.py:
    //   {"format": 1, "documents": [{"seed": "000", "edition": "...",
    //                                "lines": ["hash:words:bytes:anchor", "", ...]}, ...]}
    // "seed" is the seed file's number (rulesSeedCode()). nullopt with `error` (English, naming
    // the JSON path: a build mistake the tests catch) when the JSON is not that.
    static std::optional<RulesTextFingerprints> fromJson(QByteArrayView json, QString *error);
};

// How the bytes of a rules text were read.
enum class RulesTextEncoding : quint8 {
    Utf8,   // with or without a byte order mark
    Utf16,  // with a byte order mark
    Latin1, // not UTF-8: ISO 8859-1, with Windows-1252's quotes and dashes in 0x80-0x9F
};

// The outcome of recognizing a file.
enum class RulesTextVerdict : quint8 {
    Recognized, // a known document: seed, edition, lines
    TooLarge,   // more than RulesTextMaxBytes
    NotText,    // NUL bytes or control characters: a binary file
    Empty,      // no line with text
    Unknown,    // no known document: best* say which came nearest and how near
    Damaged,    // a known document (best*), but too much of it is missing or changed
};

// What recognizeRulesText() found. Recognized: the document and its lines. Damaged and Unknown:
// the document that matched best (none when nothing matched at all) and how well.
struct RulesTextRecognition
{
    RulesTextVerdict verdict = RulesTextVerdict::Empty;
    RulesTextEncoding encoding = RulesTextEncoding::Utf8;

    // Recognized: the document; Damaged / Unknown: the best match, if any line matched.
    std::optional<Seed> seed;
    QString edition;
    int documentLines = 0; // text lines of that document
    int foundLines = 0;    // of them, found in the file in order
    int fileWords = 0;     // normalised words in the file
    int foundWords = 0;    // of them, in the lines found
    // Of the document's text lines, the share found.
    double share() const { return documentLines > 0 ? double(foundLines) / documentLines : 0.0; }
    // Of the file's words, the share in lines of the document.
    double ownShare() const { return fileWords > 0 ? double(foundWords) / fileWords : 0.0; }

    // Recognized only: seed line number -> the user's text of that line as written (its words
    // from the first to the last, joined by a space where the copy breaks the line), for every
    // line of the document found.
    QMap<int, QString> lines;

    bool isRecognized() const { return verdict == RulesTextVerdict::Recognized; }
};

// The thresholds, as the header's comment explains them.
namespace RulesTextThreshold {
inline constexpr double RecognizedShare = 0.90;
inline constexpr double KnownShare = 0.25;
inline constexpr double KnownOwnShare = 0.50; // of the file's words
inline constexpr int KnownMinimumLines = 8;
} // namespace RulesTextThreshold

// Which document `bytes` is a copy of, and which of its lines is which seed line. Lines are found
// by their hashes in the order of the document (the longest run in order), so extra blank lines,
// a header wrapped differently, CRLF or other quotes still map every line the copy has to its
// seed line number; a line repeated in the document (the boxed summary holds its text twice)
// maps to the occurrence that keeps the order.
RulesTextRecognition recognizeRulesText(QByteArrayView bytes,
                                        const RulesTextFingerprints &fingerprints);

// recognizeRulesText() for many files against the same fingerprints: the lookup tables of the
// documents (a quarter of a millisecond for the five) are built once.
class RulesTextRecognizer
{
public:
    explicit RulesTextRecognizer(const RulesTextFingerprints &fingerprints);
    ~RulesTextRecognizer();
    RulesTextRecognizer(const RulesTextRecognizer &) = delete;
    RulesTextRecognizer &operator=(const RulesTextRecognizer &) = delete;

    RulesTextRecognition recognize(QByteArrayView bytes) const;

    // One document's lines by anchor and by hash (rulestext.cpp).
    struct DocumentIndex;

private:
    RulesTextFingerprints m_fingerprints;
    std::vector<DocumentIndex> m_indexes; // one per document, in order
};

// One sentence on the outcome, translated (context "RulesText"): "INWO rulebook, Unlimited
// Edition (1995): 383 of its 383 lines found." / "This is not a rules text the program knows. The
// nearest is INWO VFAQ, with 3% of its lines." / "INWO rulebook (Unlimited Edition (1995)): only
// 191 of its 383 lines are in the file (49%; at least 90% are needed). The copy is incomplete or
// changed."
QString rulesTextVerdictMessage(const RulesTextRecognition &recognition);

} // namespace inwo
