#include "common/textinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Reads in pieces of this size, so a device without an end is stopped at the limit, not read
// into one growing buffer.
constexpr qint64 chunkBytes = 64 * 1024;

// The code units of a text's line breaks: "\r\n", "\r" and "\n" each end a line, as every reader
// of the program counts them.
struct Units
{
    QByteArrayView bytes;
    int width = 1; // bytes per code unit: 1 for UTF-8, 2 for UTF-16
    bool bigEndian = false;

    qsizetype count() const { return bytes.size() / width; }
    char16_t at(qsizetype i) const
    {
        if (width == 1)
            return char16_t(uchar(bytes.at(i)));
        const auto hi = uchar(bytes.at(2 * i + (bigEndian ? 0 : 1)));
        const auto lo = uchar(bytes.at(2 * i + (bigEndian ? 1 : 0)));
        return char16_t(hi << 8 | lo);
    }
};

// Replaces every surrogate that is not half of a pair with U+FFFD; true when there was one.
bool replaceLoneSurrogates(QString *text)
{
    bool found = false;
    for (qsizetype i = 0; i < text->size(); ++i) {
        const QChar c = text->at(i);
        if (!c.isSurrogate())
            continue;
        if (c.isHighSurrogate() && i + 1 < text->size() && text->at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        (*text)[i] = QChar::ReplacementCharacter;
        found = true;
    }
    return found;
}

QString listOfLines(const QList<int> &numbers)
{
    constexpr qsizetype shown = 5;
    QStringList words;
    for (qsizetype i = 0; i < std::min(shown, numbers.size()); ++i)
        words.append(QString::number(numbers.at(i)));
    if (numbers.size() > shown)
        words.append(
            QCoreApplication::translate("TextInput", "%1 more").arg(numbers.size() - shown));
    return words.join(u", "_s);
}

} // namespace

QString megabytesText(qint64 bytes)
{
    if (bytes % (1 << 20) == 0)
        return u"%1 MB"_s.arg(bytes >> 20);
    return u"%1 KB"_s.arg((bytes + 1023) / 1024);
}

std::optional<QByteArray> readAtMost(QFileDevice &device, qint64 limit, QString *error,
                                     bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    const QString tooLargeText =
        u"larger than %1, the most this program reads"_s.arg(megabytesText(limit));
    // A regular file says its size: a large one is refused before a byte is read.
    if (!device.isSequential() && device.size() > limit) {
        *error = tooLargeText;
        if (tooLarge)
            *tooLarge = true;
        return std::nullopt;
    }
    QByteArray bytes;
    for (;;) {
        const QByteArray chunk = device.read(std::min(limit + 1 - bytes.size(), chunkBytes));
        if (chunk.isEmpty())
            break; // the end, or an error (below)
        bytes.append(chunk);
        if (bytes.size() > limit) {
            *error = tooLargeText;
            if (tooLarge)
                *tooLarge = true;
            return std::nullopt;
        }
    }
    if (device.error() != QFileDevice::NoError) {
        *error = device.errorString();
        return std::nullopt;
    }
    return bytes;
}

std::optional<QByteArray> readFileAtMost(const QString &path, qint64 limit, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"%1: cannot read: %2"_s.arg(path, file.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<QByteArray> bytes = readAtMost(file, limit, &why);
    if (!bytes)
        *error = u"%1: cannot read: %2"_s.arg(path, why);
    return bytes;
}

QString DecodedText::problemText() const
{
    if (undecodable.isEmpty())
        return {};
    QList<int> bad;
    QList<int> nul;
    for (const UndecodableLine &line : undecodable)
        (line.nul ? nul : bad).append(line.lineNumber);
    const QString encodingWords = encoding == TextEncoding::Utf8 ? u"UTF-8"_s : u"UTF-16"_s;
    // Shown in the import preview and the window's messages: in the reader's language.
    QStringList parts;
    if (!bad.isEmpty())
        parts.append((bad.size() == 1
                          ? QCoreApplication::translate("TextInput", "line %1 is not %2 text")
                          : QCoreApplication::translate("TextInput", "lines %1 are not %2 text"))
                         .arg(listOfLines(bad), encodingWords));
    if (!nul.isEmpty())
        parts.append((nul.size() == 1
                          ? QCoreApplication::translate("TextInput", "line %1 holds a NUL byte")
                          : QCoreApplication::translate("TextInput", "lines %1 hold NUL bytes"))
                         .arg(listOfLines(nul)));
    return QCoreApplication::translate("TextInput", "%1 (save the file as UTF-8 text)")
        .arg(parts.join(u"; "_s));
}

QString DecodedText::problemOfLine(int lineNumber) const
{
    for (const UndecodableLine &line : undecodable) {
        if (line.lineNumber != lineNumber)
            continue;
        if (line.nul)
            return QCoreApplication::translate(
                "TextInput", "the line holds a NUL byte: not text (save the file as UTF-8 text)");
        return QCoreApplication::translate("TextInput",
                                           "the line is not %1 text (save the file as UTF-8 text)")
            .arg(encoding == TextEncoding::Utf8 ? u"UTF-8"_s : u"UTF-16"_s);
    }
    return {};
}

DecodedText decodeText(QByteArrayView bytes)
{
    DecodedText result;
    Units units{bytes};
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    if (bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff")) {
        const bool big = bytes.startsWith("\xfe\xff");
        result.encoding = big ? TextEncoding::Utf16BigEndian : TextEncoding::Utf16LittleEndian;
        units = {bytes.sliced(2), 2, big};
        decoder = QStringDecoder(big ? QStringDecoder::Utf16BE : QStringDecoder::Utf16LE,
                                 QStringDecoder::Flag::Stateless);
    } else if (bytes.startsWith("\xef\xbb\xbf")) {
        units.bytes = bytes.sliced(3);
    }

    const qsizetype count = units.count();
    int lineNumber = 1;
    qsizetype start = 0;
    auto endLine = [&](qsizetype end, qsizetype breakUnits) {
        const QByteArrayView line =
            end == count ? units.bytes.sliced(start * units.width)
                         : units.bytes.sliced(start * units.width, (end - start) * units.width);
        decoder.resetState();
        QString text = decoder.decode(line);
        // The decoder keeps a lone last byte of UTF-16 for more input that never comes.
        const bool halfUnit = end == count && units.bytes.size() % units.width != 0;
        if (halfUnit)
            text += QChar::ReplacementCharacter;
        // Qt's UTF-16 decoder passes a lone surrogate through; it is not text (and a regular
        // expression given one fails to match anything, so a whole file read as one line).
        const bool loneSurrogate = replaceLoneSurrogates(&text);
        bool nul = false;
        for (qsizetype i = start; i < end; ++i)
            nul = nul || units.at(i) == 0;
        if (nul)
            text.replace(QChar(u'\0'), QChar::ReplacementCharacter);
        if (decoder.hasError() || nul || halfUnit || loneSurrogate)
            result.undecodable.append({lineNumber, nul});
        result.text += text;
        for (qsizetype i = end; i < end + breakUnits; ++i)
            result.text += QChar(units.at(i));
        start = end + breakUnits;
        ++lineNumber;
    };
    for (qsizetype i = 0; i < count; ++i) {
        const char16_t unit = units.at(i);
        if (unit == u'\n') {
            endLine(i, 1);
        } else if (unit == u'\r') {
            const bool pair = i + 1 < count && units.at(i + 1) == u'\n';
            endLine(i, pair ? 2 : 1);
            if (pair)
                ++i;
        }
    }
    endLine(count, 0);
    return result;
}

std::optional<QByteArray> utf8TextOf(const QByteArray &bytes, QString *error)
{
    // Plain UTF-8 without a mark is by far the most common: checked without a copy.
    if (!bytes.startsWith("\xef\xbb\xbf") && !bytes.startsWith("\xff\xfe") &&
        !bytes.startsWith("\xfe\xff") && !bytes.contains('\0') && bytes.isValidUtf8())
        return bytes;
    const DecodedText decoded = decodeText(bytes);
    if (!decoded.isClean()) {
        *error = decoded.problemText();
        return std::nullopt;
    }
    return decoded.text.toUtf8();
}

QStringList splitLines(const QString &text)
{
    // By hand: a pattern for the three line breaks costs more than reading the lines.
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c != u'\n' && c != u'\r')
            continue;
        lines.append(text.sliced(start, i - start));
        if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
            ++i;
        start = i + 1;
    }
    lines.append(text.sliced(start));
    return lines;
}

} // namespace inwo
