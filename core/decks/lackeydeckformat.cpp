#include "decks/lackeydeckformat.h"

#include "common/textinput.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

struct SuperzoneName
{
    DeckZone zone;
    QLatin1StringView name;
};

constexpr std::array<SuperzoneName, 5> superzones{{
    {DeckZone::Lead, "Lead Cards"_L1},
    {DeckZone::GroupDeck, "Group Deck"_L1},
    {DeckZone::PlotDeck, "Plot Deck"_L1},
    {DeckZone::SharedGroups, "Shared Groups"_L1},
    {DeckZone::SharedPlots, "Shared Plots"_L1},
}};

struct SetName
{
    CardSet set;
    QLatin1StringView name;
};

// The first name of each set is the one written.
constexpr std::array<SetName, 8> setNames{{
    {CardSet::Base, "Limited"_L1},
    {CardSet::Base, "Unlimited"_L1},
    {CardSet::Assassins, "Assassins"_L1},
    {CardSet::SubGenius, "Subgenius"_L1},
    {CardSet::German, "German"_L1},
    {CardSet::German2, "German 2"_L1},
    {CardSet::Virtual, "Virtual"_L1},
    {CardSet::Fan, "Fan"_L1},
}};

bool isEntityName(QByteArrayView name)
{
    return name == "amp" || name == "lt" || name == "gt" || name == "quot" || name == "apos";
}

// Whether the text after a '&' at `at` is a predefined entity or a character reference.
bool startsEntity(const QByteArray &bytes, qsizetype at)
{
    qsizetype end = at + 1;
    const qsizetype limit = std::min<qsizetype>(bytes.size(), at + 12);
    while (end < limit && bytes.at(end) != ';')
        ++end;
    if (end >= limit)
        return false;
    const QByteArrayView body(bytes.constData() + at + 1, end - at - 1);
    if (body.size() >= 2 && body.at(0) == '#') {
        const bool hex = body.at(1) == 'x';
        const QByteArrayView digits = body.sliced(hex ? 2 : 1);
        if (digits.isEmpty())
            return false;
        for (const char c : digits) {
            const bool digit = c >= '0' && c <= '9';
            const bool hexDigit = (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            if (!digit && !(hex && hexDigit))
                return false;
        }
        return true;
    }
    return isEntityName(body);
}

// The text of each line, for the report.
QStringList linesOf(const QString &text)
{
    return splitLines(text);
}

// Reads to the end of the current element without recursion, collecting the text in it and in
// everything inside it when `text` is given: Qt's readElementText(IncludeChildElements) calls
// itself once per level, and 60,000 nested elements in a 400 KB file overflowed the stack.
// `depthAbove` elements enclose this one; deeper than InputLimit::XmlDepth in all is an error.
void readElement(QXmlStreamReader &xml, int depthAbove, QString *text = nullptr)
{
    int depth = 1;
    while (depth > 0 && !xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            if (++depth + depthAbove > InputLimit::XmlDepth) {
                xml.raiseError(QCoreApplication::translate(
                                   "inwo::LackeyDeckFormat",
                                   "elements nested more than %1 deep; a deck file nests 4")
                                   .arg(InputLimit::XmlDepth));
                return;
            }
            break;
        case QXmlStreamReader::EndElement:
            --depth;
            break;
        case QXmlStreamReader::Characters:
        case QXmlStreamReader::EntityReference:
            if (text)
                *text += xml.text();
            break;
        default:
            break;
        }
    }
}

QString xmlEscaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// What one <card> element said.
struct WrittenCard
{
    int lineNumber = 0;
    QString name;
    QString set;
};

WrittenCard readCard(QXmlStreamReader &xml)
{
    WrittenCard card;
    card.lineNumber = int(xml.lineNumber());
    while (xml.readNextStartElement()) {
        if (xml.name() == "name"_L1)
            readElement(xml, 3, &card.name);
        else if (xml.name() == "set"_L1)
            readElement(xml, 3, &card.set);
        else
            readElement(xml, 3);
    }
    return card;
}

// The report line for a <card>, and the card when it resolved.
std::optional<Card> resolveCard(const WrittenCard &written, const CardNameResolver &resolver,
                                DeckImportLine &line)
{
    NameResolution resolution = resolver.resolve(written.name);
    const std::optional<CardSet> set = LackeyDeckFormat::setFromName(written.set.trimmed());
    if (resolution.kind == NameResolution::Kind::Ambiguous && set) {
        // The file names the set: among equally good cards, the one from that set.
        QList<Card> inSet;
        for (const Card &card : std::as_const(resolution.candidates)) {
            if (card.set == *set)
                inSet.append(card);
        }
        if (inSet.size() == 1) {
            resolution.candidates = inSet;
            resolution.kind = resolution.confidence >= 1.0 ? NameResolution::Kind::Normalised
                                                           : NameResolution::Kind::Fuzzy;
        }
    }
    line.confidence = resolution.confidence;
    switch (resolution.kind) {
    case NameResolution::Kind::Exact:
    case NameResolution::Kind::Normalised:
        line.status = DeckLineStatus::Card;
        break;
    case NameResolution::Kind::Fuzzy:
        line.status = DeckLineStatus::Fuzzy;
        line.message =
            QCoreApplication::translate("inwo::LackeyDeckFormat", "near miss of %1 (%2%)")
                .arg(resolution.card().name, QString::number(qRound(resolution.confidence * 100)));
        break;
    case NameResolution::Kind::Ambiguous: {
        line.status = DeckLineStatus::Ambiguous;
        QStringList names;
        for (const Card &card : std::as_const(resolution.candidates)) {
            line.candidateIds.append(card.id);
            names.append(card.name);
        }
        line.message = QCoreApplication::translate("inwo::LackeyDeckFormat", "could be any of: %1")
                           .arg(names.join(u"; "_s));
        return std::nullopt;
    }
    case NameResolution::Kind::NotFound:
        line.status = DeckLineStatus::NotFound;
        line.message =
            QCoreApplication::translate("inwo::LackeyDeckFormat", "no card is named \"%1\"")
                .arg(written.name);
        return std::nullopt;
    }
    const Card &card = resolution.card();
    line.cardId = card.id;
    line.cardName = card.name;
    line.quantity = 1;
    return card;
}

} // namespace

QByteArray LackeyDeckFormat::escapeBareAmpersands(const QByteArray &bytes)
{
    if (!bytes.contains('&'))
        return bytes;
    QByteArray out;
    out.reserve(bytes.size() + 64);
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        if (c == '&' && !startsEntity(bytes, i))
            out.append("&amp;");
        else
            out.append(c);
    }
    return out;
}

QString LackeyDeckFormat::superzoneName(DeckZone zone)
{
    for (const SuperzoneName &entry : superzones) {
        if (entry.zone == zone)
            return QString(entry.name);
    }
    return {};
}

std::optional<DeckZone> LackeyDeckFormat::zoneFromSuperzone(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    for (const SuperzoneName &entry : superzones) {
        if (trimmed.compare(entry.name, Qt::CaseInsensitive) == 0)
            return entry.zone;
    }
    return std::nullopt;
}

QString LackeyDeckFormat::setName(CardSet set)
{
    for (const SetName &entry : setNames) {
        if (entry.set == set)
            return QString(entry.name);
    }
    return {};
}

std::optional<CardSet> LackeyDeckFormat::setFromName(QStringView name)
{
    for (const SetName &entry : setNames) {
        if (name.compare(entry.name, Qt::CaseInsensitive) == 0)
            return entry.set;
    }
    return std::nullopt;
}

QString LackeyDeckFormat::deckNameFromFileName(const QString &fileName)
{
    QString name = fileName;
    const qsizetype slash = std::max(name.lastIndexOf(u'/'), name.lastIndexOf(u'\\'));
    if (slash >= 0)
        name = name.mid(slash + 1);
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot > 0)
        name.truncate(dot);
    name.replace(u'_', u' ');
    return name.simplified();
}

DeckImportResult LackeyDeckFormat::read(const QByteArray &bytes, const QString &sourceName,
                                        const CardNameResolver &resolver)
{
    DeckImportResult result;
    result.report.sourceName = sourceName;
    auto fail = [&](qint64 lineNumber, const QString &what) {
        result.error = u"%1:%2: %3"_s.arg(sourceName).arg(lineNumber).arg(what);
        result.deck = Deck{};
    };
    // UTF-8, or UTF-16 by its byte order mark; a line that is not text refuses the whole file
    // with its number (the XML cannot be read around it).
    const DecodedText decoded = decodeText(bytes);
    if (!decoded.isClean()) {
        fail(decoded.undecodable.first().lineNumber, decoded.problemText());
        return result;
    }
    const QStringList sourceLines = linesOf(decoded.text);
    auto sourceLine = [&](int number) {
        return number >= 1 && number <= sourceLines.size() ? sourceLines.at(number - 1).trimmed()
                                                           : QString();
    };

    // Read from the decoded text: the encoding is settled, whatever the XML declaration says.
    QXmlStreamReader xml(QString::fromUtf8(escapeBareAmpersands(decoded.text.toUtf8())));
    if (!xml.readNextStartElement()) {
        fail(xml.lineNumber(), xml.hasError() ? xml.errorString()
                                              : QCoreApplication::translate(
                                                    "inwo::LackeyDeckFormat", "the file is empty"));
        return result;
    }
    if (xml.name() != "deck"_L1) {
        fail(xml.lineNumber(), QCoreApplication::translate(
                                   "inwo::LackeyDeckFormat",
                                   "not a LackeyCCG deck: the first element is <%1>, not <deck>")
                                   .arg(xml.name().toString()));
        return result;
    }

    DeckBuilder builder;
    builder.deck().name = deckNameFromFileName(sourceName);
    while (xml.readNextStartElement()) {
        if (xml.name() != "superzone"_L1) {
            readElement(xml, 1); // <meta> and anything newer
            continue;
        }
        const QString zoneName = xml.attributes().value("name"_L1).toString();
        const std::optional<DeckZone> zone = zoneFromSuperzone(zoneName);
        while (xml.readNextStartElement()) {
            if (xml.name() != "card"_L1) {
                readElement(xml, 2);
                continue;
            }
            const WrittenCard written = readCard(xml);
            if (xml.hasError())
                break;
            DeckImportLine line;
            line.lineNumber = written.lineNumber;
            line.text = sourceLine(written.lineNumber);
            if (const std::optional<Card> card = resolveCard(written, resolver, line)) {
                line.zone = builder.add(*card, 1, zone);
                if (!zone) {
                    line.message =
                        QCoreApplication::translate(
                            "inwo::LackeyDeckFormat",
                            "superzone \"%1\" is not an INWO one; the zone follows the card")
                            .arg(zoneName);
                }
            }
            result.report.lines.append(line);
        }
    }
    if (xml.hasError()) {
        fail(xml.lineNumber(), xml.errorString());
        return result;
    }
    result.deck = builder.deck();
    return result;
}

QByteArray LackeyDeckFormat::write(const Deck &deck, const CardRepository &cards)
{
    QString out;
    out += u"<deck version=\"0.8\">\n\t<meta>\n\t\t<game>INWO</game>\n\t</meta>\n"_s;
    auto writeZone = [&](DeckZone zone) {
        out += u"\t<superzone name=\"%1\">\n"_s.arg(superzoneName(zone));
        for (const DeckEntry &entry : deck.entries) {
            if (entry.zone != zone)
                continue;
            const std::optional<Card> card = cards.cardById(entry.cardId);
            const QString name = card ? card->name : entry.cardId;
            const QString set = card ? setName(card->set) : QString();
            const QString element = u"\t\t<card><name>%1</name><set>%2</set></card>\n"_s.arg(
                xmlEscaped(name), xmlEscaped(set));
            for (int copy = 0; copy < entry.quantity; ++copy)
                out += element;
        }
        out += u"\t</superzone>\n"_s;
    };
    const bool shared = deck.count(DeckZone::SharedGroups) + deck.count(DeckZone::SharedPlots) > 0;
    writeZone(DeckZone::Lead);
    // LackeyCCG's One Big Deck files have only the shared zones besides the lead.
    if (!shared || deck.count(DeckZone::GroupDeck) > 0)
        writeZone(DeckZone::GroupDeck);
    if (!shared || deck.count(DeckZone::PlotDeck) > 0)
        writeZone(DeckZone::PlotDeck);
    if (deck.count(DeckZone::SharedGroups) > 0)
        writeZone(DeckZone::SharedGroups);
    if (deck.count(DeckZone::SharedPlots) > 0)
        writeZone(DeckZone::SharedPlots);
    out += u"</deck>\n"_s;
    return out.toUtf8();
}

} // namespace inwo
