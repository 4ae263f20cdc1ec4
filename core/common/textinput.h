#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

class QFileDevice;

namespace inwo {

// The largest outside inputs the program reads. Each is far beyond any real one and small enough
// that reading and parsing it stays quick; a larger input is refused with a message, never read
// until memory runs out (/dev/zero given as a deck).
namespace InputLimit {
inline constexpr qint64 DeckFileBytes = 1 << 20;     // the largest real deck file is 26 KB
inline constexpr int DeckFileLines = 20000;          // the longest real write-up has 1,674 lines
inline constexpr qint64 ScenarioFileBytes = 1 << 20; // the largest worked scenario is 2 KB
inline constexpr qint64 CardDataBytes = 32 << 20;    // LackeyCCG's carddata.txt is 85 KB
inline constexpr qint64 FormatFileBytes = 1 << 20;   // plan28.json is 3 KB
inline constexpr qsizetype QueryCharacters = 2000;   // a search query, typed or scripted
inline constexpr int XmlDepth = 16;                  // a .dek nests four levels deep
} // namespace InputLimit

// Megabytes for a message ("1 MB").
QString megabytesText(qint64 bytes);

// Reads all of `device` (a file, a pipe, stdin, /dev/zero) but never more than `limit` bytes.
// Returns nullopt and sets `error` ("larger than 1 MB", or the device's error) when the input is
// larger or cannot be read; `tooLarge`, when given, tells which.
std::optional<QByteArray> readAtMost(QFileDevice &device, qint64 limit, QString *error,
                                     bool *tooLarge = nullptr);
// The same for a file by its path; `error` then starts with the path.
std::optional<QByteArray> readFileAtMost(const QString &path, qint64 limit, QString *error);

// How the bytes of a text file were read.
enum class TextEncoding : quint8 {
    Utf8,              // with or without a byte order mark
    Utf16LittleEndian, // found by its byte order mark (FF FE)
    Utf16BigEndian,    // found by its byte order mark (FE FF)
};

// A line of a text file that is not text in its encoding: an invalid byte sequence, or a NUL
// byte. Its text holds U+FFFD where the bad bytes were; the line is reported, never guessed at.
struct UndecodableLine
{
    int lineNumber = 0; // 1-based
    bool nul = false;   // the line holds a NUL byte (a binary file, or UTF-16 without its mark)
};

// Text read from outside bytes, with what could not be read.
struct DecodedText
{
    QString text; // without the byte order mark
    TextEncoding encoding = TextEncoding::Utf8;
    QList<UndecodableLine> undecodable;

    bool isClean() const { return undecodable.isEmpty(); }
    // "line 3 is not UTF-8 text" / "lines 3, 7 and 9 hold NUL bytes": the first few, for one
    // message about the whole file. Empty when clean.
    QString problemText() const;
    // The problem of one line, or an empty string when the line is clean.
    QString problemOfLine(int lineNumber) const;
};

// Decodes a text file: UTF-16 when it starts with a UTF-16 byte order mark, otherwise UTF-8 (a
// UTF-8 mark dropped). Never falls back to another encoding: bad lines are listed instead.
DecodedText decodeText(QByteArrayView bytes);

// The lines of `text`, split at "\r\n", "\r" and "\n"; a final line break leaves an empty last
// line, as QString::split() does.
QStringList splitLines(const QString &text);

// Text such as JSON as UTF-8 bytes, whatever byte order mark it starts with; nullopt and `error`
// ("line 3 is not UTF-8 text ...") when a line is not text.
std::optional<QByteArray> utf8TextOf(const QByteArray &bytes, QString *error);

} // namespace inwo
