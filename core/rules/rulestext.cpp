// Recognising a rules text: decoding the bytes, normalising them into one stream of words,
// finding each line of each known document in it by anchor, length and hash, keeping the longest
// run in the document's order, and judging the share found against the thresholds of the header.
#include "rules/rulestext.h"

#include "common/textinput.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

// A document's lines, looked up by anchor; the longest first.
struct RulesTextRecognizer::DocumentIndex
{
    struct Key
    {
        int words = 0;
        int bytes = 0;
        quint64 hash = 0;
    };
    QHash<quint32, QList<Key>> byAnchor;    // anchor, | 0x10000 for one-word lines
    QHash<quint64, QList<int>> linesByHash; // seed line numbers, ascending
    int textLines = 0;

    explicit DocumentIndex(const RulesDocumentFingerprint &document)
    {
        for (int i = 0; i < document.lines.size(); ++i) {
            const RulesLineFingerprint &line = document.lines.at(i);
            if (!line.hasText())
                continue;
            ++textLines;
            QList<int> &numbers = linesByHash[line.hash];
            numbers.append(i + 1);
            if (numbers.size() > 1)
                continue; // the same line again: one key finds both
            const quint32 key = line.anchor | (line.words == 1 ? 0x10000u : 0u);
            byAnchor[key].append({line.words, line.bytes, line.hash});
        }
        for (QList<Key> &keys : byAnchor)
            std::sort(keys.begin(), keys.end(),
                      [](const Key &a, const Key &b) { return a.words > b.words; });
    }
};

namespace {

constexpr std::array RulesSeeds{Seed::InwoRulebook, Seed::BoxedGame, Seed::Vfaq, Seed::BoxedSummary,
                                Seed::Plan28};

// What normalisation does with typographic and markup characters (make-fingerprints.py has the
// same lists). Quotes of every kind, the emphasis '*', list and heading marks and symbols are
// dropped; dashes of every kind separate words; an ellipsis is three full stops.
constexpr std::u16string_view quotes =
    u"'\"\u2018\u2019\u201a\u201b\u2032\u2035\u00b4\u0060\u201c\u201d\u201e\u201f\u2033\u2036\u00ab"
    u"\u00bb";
constexpr std::u16string_view dashes =
    u"-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d";
constexpr std::u16string_view marks = u"*#>\u2022\u25e6\u25aa\u2023\u00b7\u2020\u2021";
constexpr char16_t ellipsis = u'\u2026';

bool isOneOf(char32_t c, std::u16string_view set)
{
    return c <= 0xffff && set.find(char16_t(c)) != std::u16string_view::npos;
}

// A character that separates words: QChar::isSpace() (ASCII whitespace, U+0085, and Unicode's
// space, line and paragraph separators), as make-fingerprints.py's is_space().
bool isSpace(char32_t c)
{
    return QChar::isSpace(c);
}

bool isAscii(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
}

// One whitespace-free piece of a line, normalised: may hold spaces where NFKC or a dash made
// them ("\u00a8" is " \u0308", "to-do" is "to do").
QString normalizedToken(QStringView token)
{
    // ASCII is its own compatibility form: most tokens skip the Unicode tables.
    const QString composed = isAscii(token)
                                 ? token.toString()
                                 : token.toString().normalized(QString::NormalizationForm_KC);
    QString out;
    out.reserve(composed.size());
    for (qsizetype i = 0; i < composed.size(); ++i) {
        char32_t c = composed.at(i).unicode();
        qsizetype width = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < composed.size() &&
            composed.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(composed.at(i), composed.at(i + 1));
            width = 2;
        }
        if (c == ellipsis)
            out += u"..."_s;
        else if (isSpace(c) || isOneOf(c, dashes))
            out += u' ';
        else if (isOneOf(c, quotes) || isOneOf(c, marks))
            ; // "**Corporate**" is Corporate, “Attack” and 'Attack' are Attack
        else if (QChar::category(c) == QChar::Other_Control ||
                 QChar::category(c) == QChar::Other_Format ||
                 QChar::category(c) == QChar::Symbol_Other)
            ; // soft hyphen, zero-width space, BOM, stray control characters; ❖, ♦, ©
        else
            out += composed.sliced(i, width);
        i += width - 1;
    }
    // Composed again: a dropped character may have stood between a letter and its accent, and
    // folding may leave a form NFKC writes otherwise. So a normalised line normalises to itself.
    QString folded = out.toCaseFolded();
    return isAscii(folded) ? folded : folded.normalized(QString::NormalizationForm_KC);
}

// Calls onWord(word, sourceStart, sourceEnd) for each normalised word of `line`, with the piece
// of the line it came from.
template <typename OnWord> void forEachNormalizedWord(QStringView line, OnWord &&onWord)
{
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && line.at(i).isSpace())
            ++i;
        const qsizetype start = i;
        while (i < line.size() && !line.at(i).isSpace())
            ++i;
        if (start == i)
            break;
        const QString normalized = normalizedToken(line.sliced(start, i - start));
        for (const QStringView word : QStringTokenizer(normalized, u' ', Qt::SkipEmptyParts))
            onWord(word, start, i);
    }
}

quint64 hashOfNormalized(QStringView normalized)
{
    if (normalized.isEmpty())
        return 0;
    const QByteArray digest =
        QCryptographicHash::hash(normalized.toUtf8(), QCryptographicHash::Sha256);
    quint64 value = 0;
    for (int i = 0; i < 8; ++i)
        value = value << 8 | uchar(digest.at(i));
    return value;
}

int utf8Length(QStringView text)
{
    int bytes = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        const bool pair =
            QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
        bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
        if (pair)
            ++i; // the low surrogate is counted with its pair
    }
    return bytes;
}

constexpr quint32 fnvOffset = 2166136261u;
constexpr quint32 fnvPrime = 16777619u;

quint32 fnvAdd(quint32 state, QStringView text)
{
    const QByteArray utf8 = text.toUtf8();
    for (const char byte : utf8)
        state = (state ^ uchar(byte)) * fnvPrime;
    return state;
}

quint16 anchorOf(QStringView firstWord, QStringView secondWord)
{
    quint32 state = fnvAdd(fnvOffset, firstWord);
    if (!secondWord.isNull()) {
        state = (state ^ uchar(' ')) * fnvPrime;
        state = fnvAdd(state, secondWord);
    }
    return quint16(state & 0xffff);
}

// --- Decoding --------------------------------------------------------------------------------

// Windows-1252's characters at 0x80-0x9F, where ISO 8859-1 has control characters: a text saved
// as "Latin-1" on Windows has its typographic quotes and dashes there. 0 where 1252 has none.
constexpr std::array<char16_t, 32> windows1252High{
    0x20ac, 0,      0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017d, 0,      0,      0x2018, 0x2019, 0x201c, 0x201d, 0x2022,
    0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0,      0x017e, 0x0178};

QString decodeLatin1(QByteArrayView bytes)
{
    QString text(bytes.size(), Qt::Uninitialized);
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const uchar byte = uchar(bytes.at(i));
        char16_t c = byte;
        if (byte >= 0x80 && byte < 0xa0 && windows1252High[byte - 0x80] != 0)
            c = windows1252High[byte - 0x80];
        text[i] = QChar(c);
    }
    return text;
}

bool isControl(QChar c)
{
    return c.category() == QChar::Other_Control && !c.isSpace();
}

struct Decoded
{
    QString text;
    RulesTextEncoding encoding = RulesTextEncoding::Utf8;
    bool isText = true;
};

// UTF-8 (or UTF-16 with its mark); otherwise Latin-1. Not text: a NUL byte, a UTF-16 file that
// does not decode, or more than 1% control characters (a binary file without NULs read as
// Latin-1).
Decoded decode(QByteArrayView bytes)
{
    Decoded decoded;
    DecodedText text = decodeText(bytes);
    const bool nul = std::any_of(text.undecodable.cbegin(), text.undecodable.cend(),
                                 [](const UndecodableLine &line) { return line.nul; });
    if (nul || (!text.isClean() && text.encoding != TextEncoding::Utf8)) {
        decoded.isText = false;
        return decoded;
    }
    if (text.isClean()) {
        decoded.text = std::move(text.text);
        decoded.encoding = text.encoding == TextEncoding::Utf8 ? RulesTextEncoding::Utf8
                                                               : RulesTextEncoding::Utf16;
    } else {
        decoded.text = decodeLatin1(bytes);
        decoded.encoding = RulesTextEncoding::Latin1;
    }
    const auto controls = std::count_if(decoded.text.cbegin(), decoded.text.cend(), isControl);
    decoded.isText = controls * 100 <= decoded.text.size();
    return decoded;
}

// --- The stream of words ---------------------------------------------------------------------

// The file's normalised words, one space between each, with where each came from.
struct WordStream
{
    QStringList lines; // the file's lines as written
    QString text;      // the words, one space apart
    struct Word
    {
        qsizetype start = 0; // in text
        qsizetype end = 0;
        int utf8Start = 0; // UTF-8 bytes of text before the word
        int utf8End = 0;
        int line = 0; // index in lines
        qsizetype sourceStart = 0;
        qsizetype sourceEnd = 0;
        quint16 anchorOne = 0; // of the word alone
        quint16 anchorTwo = 0; // of the word and the next
    };
    QList<Word> words;

    explicit WordStream(const QString &decoded)
    {
        lines = splitLines(decoded);
        text.reserve(decoded.size());
        int utf8 = 0;
        for (int line = 0; line < lines.size(); ++line) {
            forEachNormalizedWord(
                lines.at(line), [&](QStringView word, qsizetype sourceStart, qsizetype sourceEnd) {
                    if (!words.isEmpty()) {
                        text += u' ';
                        ++utf8;
                    }
                    Word entry;
                    entry.start = text.size();
                    entry.utf8Start = utf8;
                    text += word;
                    utf8 += utf8Length(word);
                    entry.end = text.size();
                    entry.utf8End = utf8;
                    entry.line = line;
                    entry.sourceStart = sourceStart;
                    entry.sourceEnd = sourceEnd;
                    words.append(entry);
                });
        }
        for (qsizetype i = 0; i < words.size(); ++i) {
            const QStringView word = wordAt(i);
            words[i].anchorOne = anchorOf(word, {});
            if (i + 1 < words.size())
                words[i].anchorTwo = anchorOf(word, wordAt(i + 1));
        }
    }

    QStringView wordAt(qsizetype i) const
    {
        return QStringView(text).sliced(words.at(i).start, words.at(i).end - words.at(i).start);
    }
    // Words first..first+count-1, as one normalised line.
    QStringView run(qsizetype first, int count) const
    {
        const qsizetype end = words.at(first + count - 1).end;
        return QStringView(text).sliced(words.at(first).start, end - words.at(first).start);
    }
    int runBytes(qsizetype first, int count) const
    {
        return words.at(first + count - 1).utf8End - words.at(first).utf8Start;
    }
    // The file's own text of words first..first+count-1: each line's part as written, the parts
    // of successive lines joined by a space. A part that reaches the first or last word of its
    // line takes the line from its start or to its end, so marks without words ("• ", "## ",
    // "**" at the end) stay as the copy writes them.
    QString sourceText(qsizetype first, int count) const
    {
        QStringList parts;
        const qsizetype last = first + count - 1;
        qsizetype i = first;
        while (i <= last) {
            const int line = words.at(i).line;
            const bool lineStart = i == 0 || words.at(i - 1).line != line;
            const qsizetype start = lineStart ? 0 : words.at(i).sourceStart;
            while (i < last && words.at(i + 1).line == line)
                ++i;
            const bool lineEnd = i + 1 == words.size() || words.at(i + 1).line != line;
            const qsizetype end = lineEnd ? lines.at(line).size() : words.at(i).sourceEnd;
            parts.append(lines.at(line).sliced(start, end - start).trimmed());
            ++i;
        }
        return parts.join(u' ');
    }
};

// --- Finding a document's lines --------------------------------------------------------------

using DocumentIndex = RulesTextRecognizer::DocumentIndex;

// A run of the file's words that is a line of the document (or of several: repeated lines).
struct Piece
{
    qsizetype firstWord = 0;
    int words = 0;
    QList<int> lines; // ascending (shared with the index)
};

// The longest line of the document that starts at word `at`, if any.
std::optional<Piece> pieceAt(const WordStream &stream, const DocumentIndex &index, qsizetype at)
{
    const WordStream::Word &word = stream.words.at(at);
    const qsizetype left = stream.words.size() - at;
    const auto tryKeys = [&](quint32 anchor) -> std::optional<Piece> {
        const auto found = index.byAnchor.constFind(anchor);
        if (found == index.byAnchor.cend())
            return std::nullopt;
        for (const DocumentIndex::Key &key : *found) {
            if (key.words > left || stream.runBytes(at, key.words) != key.bytes)
                continue;
            if (hashOfNormalized(stream.run(at, key.words)) == key.hash)
                return Piece{at, key.words, index.linesByHash.value(key.hash)};
        }
        return std::nullopt;
    };
    // A line of two words or more is longer than any one-word line found here.
    if (left >= 2) {
        if (auto piece = tryKeys(word.anchorTwo))
            return piece;
    }
    return tryKeys(word.anchorOne | 0x10000u);
}

// Each piece with the seed line it stands for, keeping the longest run in the document's order.
struct Chosen
{
    qsizetype piece = 0;
    int line = 0;
};

QList<Chosen> longestRunInOrder(const QList<Piece> &pieces)
{
    struct Node
    {
        qsizetype piece;
        int line;
        qsizetype previous; // -1: none
    };
    QList<Node> nodes;
    QList<int> tails;          // the smallest last line of a run of each length
    QList<qsizetype> tailNode; // its node
    for (qsizetype p = 0; p < pieces.size(); ++p) {
        const QList<int> &lines = pieces.at(p).lines;
        // Latest line first, so one piece never follows itself.
        for (auto line = lines.crbegin(); line != lines.crend(); ++line) {
            const auto at = std::lower_bound(tails.begin(), tails.end(), *line) - tails.begin();
            nodes.append({p, *line, at > 0 ? tailNode.at(at - 1) : -1});
            if (at == tails.size()) {
                tails.append(*line);
                tailNode.append(nodes.size() - 1);
            } else {
                tails[at] = *line;
                tailNode[at] = nodes.size() - 1;
            }
        }
    }
    QList<Chosen> chosen;
    for (qsizetype node = tailNode.isEmpty() ? -1 : tailNode.last(); node >= 0;
         node = nodes.at(node).previous)
        chosen.prepend({nodes.at(node).piece, nodes.at(node).line});
    return chosen;
}

struct DocumentMatch
{
    const RulesDocumentFingerprint *document = nullptr;
    int documentLines = 0;
    int foundLines = 0;
    int foundWords = 0;
    QList<Piece> pieces;
    QList<Chosen> chosen;

    double share() const { return documentLines > 0 ? double(foundLines) / documentLines : 0.0; }
};

DocumentMatch matchDocument(const WordStream &stream, const RulesDocumentFingerprint &document,
                            const DocumentIndex &index)
{
    DocumentMatch match;
    match.document = &document;
    match.documentLines = index.textLines;
    for (qsizetype at = 0; at < stream.words.size();) {
        if (const std::optional<Piece> piece = pieceAt(stream, index, at)) {
            match.pieces.append(*piece);
            at += piece->words;
        } else {
            ++at;
        }
    }
    match.chosen = longestRunInOrder(match.pieces);
    match.foundLines = int(match.chosen.size());
    for (const Chosen &chosen : std::as_const(match.chosen))
        match.foundWords += match.pieces.at(chosen.piece).words;
    return match;
}

QString percent(double share)
{
    return QString::number(int(share * 100.0)); // 89.9% is 89%: never rounded up to the bar
}

} // namespace

QString rulesSeedCode(Seed seed)
{
    if (std::find(RulesSeeds.begin(), RulesSeeds.end(), seed) == RulesSeeds.end())
        return {};
    return u"%1"_s.arg(int(seed), 3, 10, QChar(u'0'));
}

std::optional<Seed> rulesSeedFromCode(QStringView code)
{
    for (const Seed seed : RulesSeeds) {
        if (code == rulesSeedCode(seed))
            return seed;
    }
    return std::nullopt;
}

QString normalizedRulesLine(QStringView line)
{
    QString normalized;
    forEachNormalizedWord(line, [&](QStringView word, qsizetype, qsizetype) {
        if (!normalized.isEmpty())
            normalized += u' ';
        normalized += word;
    });
    return normalized;
}

quint64 rulesLineHash(QStringView line)
{
    return hashOfNormalized(normalizedRulesLine(line));
}

RulesLineFingerprint rulesLineFingerprint(QStringView line)
{
    RulesLineFingerprint fingerprint;
    const QString normalized = normalizedRulesLine(line);
    fingerprint.hash = hashOfNormalized(normalized);
    if (!fingerprint.hasText())
        return fingerprint;
    const QList<QStringView> words = QStringView(normalized).split(u' ');
    fingerprint.words = int(words.size());
    fingerprint.bytes = utf8Length(normalized);
    fingerprint.anchor = anchorOf(words.at(0), words.size() > 1 ? words.at(1) : QStringView());
    return fingerprint;
}

QString rulesLineFingerprintText(const RulesLineFingerprint &line)
{
    if (!line.hasText())
        return {};
    return u"%1:%2:%3:%4"_s.arg(line.hash, 16, 16, QChar(u'0'))
        .arg(line.words)
        .arg(line.bytes)
        .arg(line.anchor, 4, 16, QChar(u'0'));
}

int RulesDocumentFingerprint::textLineCount() const
{
    return int(std::count_if(lines.cbegin(), lines.cend(),
                             [](const RulesLineFingerprint &line) { return line.hasText(); }));
}

const RulesDocumentFingerprint *RulesTextFingerprints::document(Seed seed) const
{
    for (const RulesDocumentFingerprint &document : documents) {
        if (document.seed == seed)
            return &document;
    }
    return nullptr;
}

namespace {

std::optional<RulesLineFingerprint> lineFromText(const QString &text)
{
    RulesLineFingerprint line;
    if (text.isEmpty())
        return line;
    const QStringList fields = text.split(u':');
    if (fields.size() != 4 || fields.at(0).size() != 16 || fields.at(3).size() != 4)
        return std::nullopt;
    bool hashOk = false;
    bool wordsOk = false;
    bool bytesOk = false;
    bool anchorOk = false;
    line.hash = fields.at(0).toULongLong(&hashOk, 16);
    line.words = fields.at(1).toInt(&wordsOk);
    line.bytes = fields.at(2).toInt(&bytesOk);
    line.anchor = fields.at(3).toUShort(&anchorOk, 16);
    if (!hashOk || !wordsOk || !bytesOk || !anchorOk || line.hash == 0 || line.words < 1 ||
        line.bytes < line.words)
        return std::nullopt;
    return line;
}

} // namespace

std::optional<RulesTextFingerprints> RulesTextFingerprints::fromJson(QByteArrayView json,
                                                                     QString *error)
{
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(json.toByteArray(), &parsed);
    if (parsed.error != QJsonParseError::NoError || !document.isObject()) {
        *error = u"$: not a JSON object (%1)"_s.arg(parsed.errorString());
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(u"format"_s).toInt() != 1) {
        *error = u"$.format: expected 1"_s;
        return std::nullopt;
    }
    if (!root.value(u"documents"_s).isArray()) {
        *error = u"$.documents: expected an array"_s;
        return std::nullopt;
    }
    RulesTextFingerprints fingerprints;
    const QJsonArray documents = root.value(u"documents"_s).toArray();
    for (qsizetype d = 0; d < documents.size(); ++d) {
        const QString path = u"$.documents[%1]"_s.arg(d);
        const QJsonObject object = documents.at(d).toObject();
        RulesDocumentFingerprint fingerprint;
        const std::optional<Seed> seed = rulesSeedFromCode(object.value(u"seed"_s).toString());
        if (!seed) {
            *error = path + u".seed: expected 000 to 004"_s;
            return std::nullopt;
        }
        fingerprint.seed = *seed;
        fingerprint.edition = object.value(u"edition"_s).toString();
        if (fingerprint.edition.isEmpty()) {
            *error = path + u".edition: expected a name"_s;
            return std::nullopt;
        }
        const QJsonArray lines = object.value(u"lines"_s).toArray();
        for (qsizetype l = 0; l < lines.size(); ++l) {
            const std::optional<RulesLineFingerprint> line =
                lines.at(l).isString() ? lineFromText(lines.at(l).toString()) : std::nullopt;
            if (!line) {
                *error =
                    path + u".lines[%1]: expected \"\" or \"hash:words:bytes:anchor\""_s.arg(l);
                return std::nullopt;
            }
            fingerprint.lines.append(*line);
        }
        if (fingerprint.textLineCount() == 0) {
            *error = path + u".lines: no line with text"_s;
            return std::nullopt;
        }
        fingerprints.documents.append(fingerprint);
    }
    return fingerprints;
}

RulesTextRecognizer::RulesTextRecognizer(const RulesTextFingerprints &fingerprints)
    : m_fingerprints(fingerprints)
{
    m_indexes.reserve(std::size_t(m_fingerprints.documents.size()));
    for (const RulesDocumentFingerprint &document : std::as_const(m_fingerprints.documents))
        m_indexes.emplace_back(document);
}

RulesTextRecognizer::~RulesTextRecognizer() = default;

RulesTextRecognition RulesTextRecognizer::recognize(QByteArrayView bytes) const
{
    RulesTextRecognition result;
    if (bytes.size() > RulesTextMaxBytes) {
        result.verdict = RulesTextVerdict::TooLarge;
        return result;
    }
    const Decoded decoded = decode(bytes);
    result.encoding = decoded.encoding;
    if (!decoded.isText) {
        result.verdict = RulesTextVerdict::NotText;
        return result;
    }
    const WordStream stream(decoded.text);
    result.fileWords = int(stream.words.size());
    if (stream.words.isEmpty()) {
        result.verdict = RulesTextVerdict::Empty;
        return result;
    }

    std::optional<DocumentMatch> best;
    for (std::size_t i = 0; i < m_indexes.size(); ++i) {
        DocumentMatch match =
            matchDocument(stream, m_fingerprints.documents.at(qsizetype(i)), m_indexes.at(i));
        if (!best || match.share() > best->share() ||
            (match.share() == best->share() && match.foundWords > best->foundWords))
            best = std::move(match);
    }
    if (!best || best->foundLines == 0) {
        result.verdict = RulesTextVerdict::Unknown;
        return result;
    }
    result.seed = best->document->seed;
    result.edition = best->document->edition;
    result.documentLines = best->documentLines;
    result.foundLines = best->foundLines;
    result.foundWords = best->foundWords;

    using namespace RulesTextThreshold;
    if (result.share() >= RecognizedShare) {
        result.verdict = RulesTextVerdict::Recognized;
        for (const Chosen &chosen : std::as_const(best->chosen)) {
            const Piece &piece = best->pieces.at(chosen.piece);
            result.lines.insert(chosen.line, stream.sourceText(piece.firstWord, piece.words));
        }
    } else if (result.share() >= KnownShare ||
               (result.foundLines >= KnownMinimumLines && result.ownShare() >= KnownOwnShare)) {
        result.verdict = RulesTextVerdict::Damaged;
    } else {
        result.verdict = RulesTextVerdict::Unknown;
    }
    return result;
}

RulesTextRecognition recognizeRulesText(QByteArrayView bytes,
                                        const RulesTextFingerprints &fingerprints)
{
    return RulesTextRecognizer(fingerprints).recognize(bytes);
}

QString rulesTextVerdictMessage(const RulesTextRecognition &recognition)
{
    const QString title = recognition.seed ? seedTitle(*recognition.seed) : QString();
    switch (recognition.verdict) {
    case RulesTextVerdict::Recognized:
        //: %1 is a rules text ("INWO rulebook"), %2 its edition, %3 and %4 numbers of lines
        return QCoreApplication::translate("RulesText", "%1, %2: %3 of its %4 lines found.")
            .arg(title, recognition.edition)
            .arg(recognition.foundLines)
            .arg(recognition.documentLines);
    case RulesTextVerdict::TooLarge:
        return QCoreApplication::translate(
                   "RulesText",
                   "The file is larger than %1 MB, far more than any rules text; it was not read.")
            .arg(RulesTextMaxBytes >> 20);
    case RulesTextVerdict::NotText:
        return QCoreApplication::translate(
            "RulesText", "The file is not text (it holds NUL bytes or control characters). "
                         "Give a plain-text copy of the rules.");
    case RulesTextVerdict::Empty:
        return QCoreApplication::translate("RulesText", "The file holds no text.");
    case RulesTextVerdict::Unknown:
        if (!recognition.seed)
            return QCoreApplication::translate(
                "RulesText", "This is not a rules text the program knows: none of its lines is a "
                             "line of the INWO rulebook, the INWO VFAQ, Plan 28 or the rules of "
                             "the boxed game.");
        //: %1 is a rules text ("INWO rulebook"), %2 a percentage
        return QCoreApplication::translate("RulesText",
                                           "This is not a rules text the program knows. The "
                                           "nearest is %1, with %2% of its lines.")
            .arg(title, percent(recognition.share()));
    case RulesTextVerdict::Damaged:
        //: %1 is a rules text ("INWO rulebook"), %2 its edition, %3 and %4 numbers of lines, %5
        //: and %6 percentages
        return QCoreApplication::translate(
                   "RulesText", "%1 (%2): only %3 of its %4 lines are in the file (%5%; at least "
                                "%6% are needed). The copy is incomplete or changed.")
            .arg(title, recognition.edition)
            .arg(recognition.foundLines)
            .arg(recognition.documentLines)
            .arg(percent(recognition.share()), percent(RulesTextThreshold::RecognizedShare));
    }
    return {};
}

} // namespace inwo
