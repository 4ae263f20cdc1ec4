#pragma once

// The rules texts as the tests of issue 24 need them: the seeds of the shared reference folder
// (../shared/seeds beside the checkout; tests skip without them), the copies a user might have of
// them (CRLF, other quotes, rewrapped, Latin-1, truncated, every 5th line changed), and a small
// document of our own words with its fingerprints, for the tests that must run without the seeds.
#include "rules/ruleidentity.h"
#include "rules/rulestext.h"

#include <QFile>
#include <QStringConverter>
#include <QStringList>

#include <optional>

namespace inwo::test {

inline const QList<Seed> RulesSeeds = {Seed::InwoRulebook, Seed::BoxedGame, Seed::Vfaq,
                                       Seed::BoxedSummary, Seed::Plan28};

// The folder of the seed texts, or nothing when it is not there.
inline std::optional<QString> rulesSeedsDirectory()
{
    const QString directory = QStringLiteral(INWO_SHARED_DIR "/seeds");
    if (!QFile::exists(directory + u'/' + seedFileName(Seed::InwoRulebook)))
        return std::nullopt;
    return directory;
}

inline QString noSeedsMessage()
{
    return QStringLiteral("the seed texts are not at " INWO_SHARED_DIR
                          "/seeds (the shared reference folder beside the checkout)");
}

// A seed file's bytes (empty when missing).
inline QByteArray seedBytes(Seed seed)
{
    const std::optional<QString> directory = rulesSeedsDirectory();
    if (!directory)
        return {};
    QFile file(*directory + u'/' + seedFileName(seed));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A text's lines as the project numbers them: line n is element n - 1; "\r\n", "\r" and "\n"
// end a line, and the break after the last line starts no new one.
inline QStringList linesOf(const QString &text)
{
    QString unified = text;
    unified.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(u'\r', u'\n');
    QStringList lines = unified.split(u'\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines;
}

inline QStringList seedLines(Seed seed)
{
    return linesOf(QString::fromUtf8(seedBytes(seed)));
}

inline QByteArray joined(const QStringList &lines, QStringView lineBreak = u"\n")
{
    return (lines.join(lineBreak) + lineBreak).toUtf8();
}

// --- Copies a user might have ----------------------------------------------------------------

// Straight quotes curly and curly ones straight, em dashes as "--", en dashes as "-", two
// spaces after a full stop.
inline QStringList requoted(QStringList lines)
{
    for (QString &line : lines) {
        QString swapped;
        bool open = true;
        for (const QChar c : std::as_const(line)) {
            switch (c.unicode()) {
            case u'"':
                swapped += open ? u'\u201c' : u'\u201d';
                open = !open;
                break;
            case u'\'':
                swapped += u'\u2019';
                break;
            case u'\u201c':
            case u'\u201d':
                swapped += u'"';
                break;
            case u'\u2018':
            case u'\u2019':
                swapped += u'\'';
                break;
            case u'\u2014':
                swapped += QStringLiteral("--");
                break;
            case u'\u2013':
                swapped += u'-';
                break;
            default:
                swapped += c;
            }
        }
        line = swapped.replace(QStringLiteral(". "), QStringLiteral(".  "));
    }
    return lines;
}

// The text's words wrapped again at `width` characters, paragraphs (blank lines) kept.
inline QStringList rewrapped(const QStringList &lines, int width)
{
    QStringList out;
    QString current;
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty()) {
            if (!current.isEmpty())
                out.append(current);
            current.clear();
            out.append(QString());
            continue;
        }
        for (const QString &word : line.split(u' ', Qt::SkipEmptyParts)) {
            if (!current.isEmpty() && current.size() + 1 + word.size() > width) {
                out.append(current);
                current.clear();
            }
            current += (current.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
    }
    if (!current.isEmpty())
        out.append(current);
    return out;
}

// Two blank lines after every third line.
inline QStringList withBlankLines(const QStringList &lines)
{
    QStringList out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        out.append(lines.at(i));
        if (i % 3 == 2)
            out << QString() << QString();
    }
    return out;
}

// The first `share` of the lines.
inline QStringList firstPart(const QStringList &lines, double share)
{
    return lines.first(qsizetype(double(lines.size()) * share));
}

// Every `n`th line with text has its middle word replaced: that line is no longer the document's.
inline QStringList everyNthLineChanged(QStringList lines, int n)
{
    int textLines = 0;
    for (QString &line : lines) {
        if (normalizedRulesLine(line).isEmpty() || ++textLines % n != 0)
            continue;
        QStringList words = line.split(u' ');
        words[words.size() / 2] = QStringLiteral("CHANGED");
        line = words.join(u' ');
    }
    return lines;
}

// The text in Windows-1252 (a "Latin-1" file saved on Windows); characters it lacks are dropped.
inline QByteArray windows1252(const QStringList &lines)
{
    QByteArray bytes;
    for (const QString &line : lines) {
        for (const QChar c : line) {
            switch (c.unicode()) {
            case u'\u2018':
                bytes += '\x91';
                break;
            case u'\u2019':
                bytes += '\x92';
                break;
            case u'\u201c':
                bytes += '\x93';
                break;
            case u'\u201d':
                bytes += '\x94';
                break;
            case u'\u2022':
                bytes += '\x95';
                break;
            case u'\u2013':
                bytes += '\x96';
                break;
            case u'\u2014':
                bytes += '\x97';
                break;
            case u'\u2026':
                bytes += '\x85';
                break;
            default:
                if (c.unicode() < 0x100)
                    bytes += char(c.unicode());
            }
        }
        bytes += "\r\n";
    }
    return bytes;
}

// UTF-16, little-endian, with its byte order mark.
inline QByteArray utf16(const QStringList &lines)
{
    QStringEncoder encoder(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
    return encoder.encode(lines.join(u'\n') + u'\n');
}

// --- A document of our own -------------------------------------------------------------------

// Sixty lines of our own words (no seed's), with a heading, blank lines, a repeated line and
// typographic characters, standing for a rules document in tests that run without the seeds.
inline QStringList ownDocument()
{
    QStringList lines{QStringLiteral("# A Test Document"), QString()};
    const QStringList subjects{QStringLiteral("The referee"), QStringLiteral("Each player"),
                               QStringLiteral("A group"), QStringLiteral("The Illuminati")};
    const QStringList verbs{QStringLiteral("counts"), QStringLiteral("checks"),
                            QStringLiteral("writes down"), QStringLiteral("announces")};
    for (int i = 1; i <= 57; ++i) {
        if (i % 10 == 0) {
            lines.append(QString());
            lines.append(QStringLiteral("\u2022 Note %1 \u2014 see \u201cthe table\u201d.").arg(i));
            continue;
        }
        lines.append(QStringLiteral("%1 %2 the %3 tokens of round %4, then waits.")
                         .arg(subjects.at(i % 4), verbs.at((i / 4) % 4))
                         .arg(i * 7 % 13)
                         .arg(i));
    }
    lines.append(QStringLiteral("The end."));
    lines.append(QStringLiteral("The end."));
    return lines;
}

inline RulesDocumentFingerprint fingerprintOf(Seed seed, const QStringList &lines,
                                              const QString &edition = QStringLiteral("Test"))
{
    RulesDocumentFingerprint document;
    document.seed = seed;
    document.edition = edition;
    for (const QString &line : lines)
        document.lines.append(rulesLineFingerprint(line));
    return document;
}

} // namespace inwo::test
