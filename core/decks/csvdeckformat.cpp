#include "decks/csvdeckformat.h"

#include "common/textinput.h"
#include "decks/deckimport.h"
#include "decks/lackeydeckformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int maxQuantityPerRow = 99; // as a text list's line

// One row of the table: its fields, the line it starts on and its text as written.
struct CsvRow
{
    int lineNumber = 0; // 1-based
    QString text;       // the row as written, without its line break
    QStringList fields;
};

// The rows of `text` (RFC 4180: a quoted field may hold the separator, "" and line breaks),
// each with the line it starts on.
QList<CsvRow> rowsOf(QStringView text, QChar separator)
{
    QList<CsvRow> rows;
    CsvRow row;
    QString field;
    bool quoted = false;
    int line = 1;
    qsizetype rowStart = 0;
    row.lineNumber = 1;
    const auto endRow = [&](qsizetype end) {
        row.fields.append(field);
        row.text = text.sliced(rowStart, end - rowStart).toString();
        rows.append(row);
        row = CsvRow{};
        field.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field.append(c);
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                if (c == u'\n' || (c == u'\r' && (i + 1 >= text.size() || text.at(i + 1) != u'\n')))
                    ++line;
                field.append(c);
            }
            continue;
        }
        if (c == u'"' && field.trimmed().isEmpty()) {
            field.clear();
            quoted = true;
        } else if (c == separator) {
            row.fields.append(field);
            field.clear();
        } else if (c == u'\r' || c == u'\n') {
            endRow(i);
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            ++line;
            rowStart = i + 1;
            row.lineNumber = line;
        } else {
            field.append(c);
        }
    }
    if (rowStart < text.size() || !field.isEmpty() || !row.fields.isEmpty())
        endRow(text.size());
    return rows;
}

// Where each known column of the table is, by the first row's names; -1 for a column it lacks.
struct Columns
{
    int zone = -1;
    int quantity = -1;
    int name = -1;
    int set = -1;
    int id = -1;

    static Columns of(const QStringList &header)
    {
        Columns columns;
        for (qsizetype i = 0; i < header.size(); ++i) {
            const QString title = header.at(i).simplified().toLower();
            int *column = nullptr;
            if (title == u"zone"_s || title == u"pile"_s)
                column = &columns.zone;
            else if (title == u"quantity"_s || title == u"qty"_s || title == u"count"_s ||
                     title == u"copies"_s || title == u"#"_s)
                column = &columns.quantity;
            else if (title == u"name"_s || title == u"card"_s || title == u"card name"_s)
                column = &columns.name;
            else if (title == u"set"_s)
                column = &columns.set;
            else if (title == u"card id"_s || title == u"id"_s)
                column = &columns.id;
            else if (title == u"type"_s)
                continue; // written for people; the card knows its type
            if (column && *column < 0)
                *column = int(i);
        }
        return columns;
    }
    // A card table: a name, and one more column that is a deck table's.
    bool isDeckTable() const { return name >= 0 && (quantity >= 0 || zone >= 0 || id >= 0); }
};

// The separator the first line is written with: the one that makes it a deck table.
std::optional<QChar> separatorOf(QStringView firstLine)
{
    for (const QChar separator : {u',', u';', u'\t'}) {
        if (!firstLine.contains(separator))
            continue;
        const QList<CsvRow> rows = rowsOf(firstLine, separator);
        if (!rows.isEmpty() && Columns::of(rows.first().fields).isDeckTable())
            return separator;
    }
    return std::nullopt;
}

QStringView firstTextLine(QStringView text)
{
    qsizetype from = 0;
    while (from < text.size()) {
        qsizetype end = from;
        while (end < text.size() && text.at(end) != u'\n' && text.at(end) != u'\r')
            ++end;
        const QStringView line = text.sliced(from, end - from);
        if (!line.trimmed().isEmpty())
            return line;
        from = end + 1;
    }
    return {};
}

QString translated(const char *text)
{
    return QCoreApplication::translate("inwo::CsvDeckFormat", text);
}

// The row's card among a name's equally good cards: the one its id names, else the one from the
// set it names.
std::optional<Card> reprintNamed(const QList<Card> &candidates, const QString &id,
                                 const QString &set)
{
    const auto byId = std::find_if(candidates.cbegin(), candidates.cend(),
                                   [&id](const Card &card) { return card.id == id; });
    if (!id.isEmpty() && byId != candidates.cend())
        return *byId;
    QList<Card> inSet;
    for (const Card &card : candidates) {
        if (!set.isEmpty() && (displayNameOf(card.set).compare(set, Qt::CaseInsensitive) == 0 ||
                               codeOf(card.set).compare(set, Qt::CaseInsensitive) == 0))
            inSet.append(card);
    }
    return inSet.size() == 1 ? std::optional<Card>(inSet.first()) : std::nullopt;
}

// Reads one row that is a card's into `line`, and the card into `builder`.
void readCardRow(const CsvRow &row, const Columns &columns, const CardNameResolver &resolver,
                 DeckBuilder &builder, DeckImportLine &line)
{
    const auto field = [&row](int column) {
        return column >= 0 && column < row.fields.size() ? row.fields.at(column).trimmed()
                                                         : QString();
    };
    const QString name = field(columns.name);
    const QString id = field(columns.id);
    if (name.isEmpty() && id.isEmpty()) {
        line.status = DeckLineStatus::Ignored;
        line.message = translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat", "a row without a card"));
        return;
    }
    const QString written = field(columns.quantity);
    bool isNumber = written.isEmpty();
    const int quantity = written.isEmpty() ? 1 : written.toInt(&isNumber);
    if (!isNumber || quantity < 0 || quantity > maxQuantityPerRow) {
        line.status = DeckLineStatus::NotFound;
        line.message = translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat",
                                                    "\"%1\" is not a number of copies (0 to %2)"))
                           .arg(written)
                           .arg(maxQuantityPerRow);
        return;
    }

    NameResolution resolution = resolver.resolve(name.isEmpty() ? id : name);
    if (resolution.kind == NameResolution::Kind::Ambiguous) {
        if (const std::optional<Card> card =
                reprintNamed(resolution.candidates, id, field(columns.set))) {
            resolution.candidates = {*card};
            resolution.kind = resolution.confidence >= 1.0 ? NameResolution::Kind::Normalised
                                                           : NameResolution::Kind::Fuzzy;
        }
    }
    line.confidence = resolution.confidence;
    line.quantity = quantity;
    switch (resolution.kind) {
    case NameResolution::Kind::Exact:
    case NameResolution::Kind::Normalised:
        line.status = DeckLineStatus::Card;
        break;
    case NameResolution::Kind::Fuzzy:
        line.status = DeckLineStatus::Fuzzy;
        line.message =
            translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat", "near miss of %1 (%2%)"))
                .arg(resolution.card().name, QString::number(qRound(resolution.confidence * 100)));
        break;
    case NameResolution::Kind::Ambiguous: {
        line.status = DeckLineStatus::Ambiguous;
        QStringList names;
        for (const Card &card : std::as_const(resolution.candidates)) {
            line.candidateIds.append(card.id);
            names.append(card.name);
        }
        line.message = translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat", "could be any of: %1"))
                           .arg(names.join(u"; "_s));
        return;
    }
    case NameResolution::Kind::NotFound:
        line.status = DeckLineStatus::NotFound;
        line.message =
            translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat", "no card is named \"%1\""))
                .arg(name.isEmpty() ? id : name);
        return;
    }
    const Card &card = resolution.card();
    line.cardId = card.id;
    line.cardName = card.name;
    if (quantity == 0) {
        line.status = DeckLineStatus::Ignored;
        line.message = translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat",
                                                    "no copies of %1 (a quantity of 0)"))
                           .arg(card.name);
        return;
    }
    const QString zoneWritten = field(columns.zone);
    const std::optional<DeckZone> zone = deckZoneFromTitle(zoneWritten);
    line.zone = builder.add(card, quantity, zone);
    if (!zone && !zoneWritten.isEmpty()) {
        const QString note =
            translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat",
                                         "zone \"%1\" is not a deck's; the zone follows the card"))
                .arg(zoneWritten);
        line.message = line.message.isEmpty() ? note : line.message + u"; "_s + note;
    }
}

} // namespace

bool CsvDeckFormat::looksLikeCsv(QStringView text)
{
    return separatorOf(firstTextLine(text)).has_value();
}

DeckImportResult CsvDeckFormat::read(const QByteArray &bytes, const QString &sourceName,
                                     const CardNameResolver &resolver)
{
    DeckImportResult result;
    result.report.sourceName = sourceName;
    const DecodedText decoded = decodeText(bytes);
    const QStringView firstLine = firstTextLine(decoded.text);
    const std::optional<QChar> separator = separatorOf(firstLine);
    if (!separator) {
        //: %1 is the file: "deck.csv:1: ..."
        result.error = translated(QT_TRANSLATE_NOOP(
                                      "inwo::CsvDeckFormat",
                                      "%1:1: not a deck table: the first row names no Name column"))
                           .arg(sourceName);
        return result;
    }
    const QList<CsvRow> rows = rowsOf(decoded.text, *separator);
    if (rows.size() > InputLimit::DeckFileLines) {
        result.error =
            translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat",
                                         "%1:%2: more than %3 rows; no deck is this long"))
                .arg(sourceName, QString::number(InputLimit::DeckFileLines + 1),
                     QString::number(InputLimit::DeckFileLines));
        return result;
    }
    DeckBuilder builder;
    // A table has no title row: a file is named for its file name, as a .dek is.
    builder.deck().name = LackeyDeckFormat::deckNameFromFileName(sourceName);
    std::optional<Columns> columns;
    for (const CsvRow &row : rows) {
        DeckImportLine line;
        line.lineNumber = row.lineNumber;
        line.text = row.text;
        if (const QString problem = decoded.problemOfLine(row.lineNumber); !problem.isEmpty()) {
            line.status = DeckLineStatus::Undecodable;
            line.message = problem;
        } else if (row.text.trimmed().isEmpty()) {
            line.status = DeckLineStatus::Blank;
        } else if (!columns) {
            columns = Columns::of(row.fields);
            line.status = DeckLineStatus::Header;
            line.message =
                translated(QT_TRANSLATE_NOOP("inwo::CsvDeckFormat", "the table's columns"));
        } else {
            readCardRow(row, *columns, resolver, builder, line);
        }
        result.report.lines.append(line);
    }
    result.deck = builder.deck();
    return result;
}

QString CsvDeckFormat::quoted(const QString &field)
{
    const bool needsQuotes = field.contains(u',') || field.contains(u'"') ||
                             field.contains(u'\n') || field.contains(u'\r');
    if (!needsQuotes)
        return field;
    QString escaped = field;
    escaped.replace(u"\""_s, u"\"\""_s);
    return u"\"%1\""_s.arg(escaped);
}

QByteArray CsvDeckFormat::write(const Deck &deck, const CardRepository &cards)
{
    QString out = u"Zone,Quantity,Name,Set,Type,Card ID\r\n"_s;
    for (const DeckZone zone : {DeckZone::Lead, DeckZone::GroupDeck, DeckZone::PlotDeck,
                                DeckZone::SharedGroups, DeckZone::SharedPlots}) {
        for (const DeckEntry &entry : deck.entries) {
            if (entry.zone != zone)
                continue;
            const std::optional<Card> card = cards.cardById(entry.cardId);
            const QStringList fields{
                deckZoneTitle(zone),
                QString::number(entry.quantity),
                card ? card->name : entry.cardId,
                card ? displayNameOf(card->set) : QString(),
                card ? card->typeDisplayName() : QString(),
                entry.cardId,
            };
            QStringList row;
            for (const QString &field : fields)
                row.append(quoted(field));
            out += row.join(u',') + u"\r\n"_s;
        }
    }
    return out.toUtf8();
}

} // namespace inwo
