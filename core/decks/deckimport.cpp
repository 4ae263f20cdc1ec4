#include "decks/deckimport.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

DeckZone zoneByBack(const Card &card)
{
    return card.back == CardBack::Group ? DeckZone::GroupDeck : DeckZone::PlotDeck;
}

} // namespace

QString DeckImportLine::shownText() const
{
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(u'<'))
        return text;
    const auto element = [&trimmed](QLatin1StringView name) {
        const QRegularExpression pattern(u"<%1(?:\\s[^>]*)?>(.*?)</%1>"_s.arg(name),
                                         QRegularExpression::DotMatchesEverythingOption);
        QString value = pattern.match(trimmed).captured(1);
        // The entities XML writers use; a bare '&' (as LackeyCCG writes) stays as it is.
        value.replace(u"&lt;"_s, u"<"_s)
            .replace(u"&gt;"_s, u">"_s)
            .replace(u"&quot;"_s, u"\""_s)
            .replace(u"&apos;"_s, u"'"_s)
            .replace(u"&amp;"_s, u"&"_s);
        return value.simplified();
    };
    const QString name = element("name"_L1);
    if (name.isEmpty())
        return text;
    const QString set = element("set"_L1);
    return set.isEmpty()
               ? name
               : QCoreApplication::translate("inwo::DeckImportLine", "%1 (%2)",
                                             "a card's name and set as a .dek file writes them")
                     .arg(name, set);
}

WrittenCopies writtenCopiesOf(const QString &written)
{
    static const QRegularExpression before(
        u"^\\s*\\(?\\s*[x\u00d7]?\\s*(\\d+)\\s*[x\u00d7*]?\\s*\\)?\\s+"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression after(u"\\s+\\(?\\s*[x\u00d7*]\\s*(\\d+)\\s*\\)?\\s*$"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    WrittenCopies card{written, 1};
    for (const QRegularExpression *pattern : {&before, &after}) {
        const QRegularExpressionMatch match = pattern->match(card.name);
        if (match.hasMatch()) {
            card.copies = std::max(1, match.captured(1).toInt());
            card.name.remove(match.capturedStart(), match.capturedLength());
            break;
        }
    }
    card.name = card.name.trimmed();
    return card;
}

int DeckImportReport::count(DeckLineStatus status) const
{
    return int(std::count_if(lines.cbegin(), lines.cend(), [status](const DeckImportLine &line) {
        return line.status == status;
    }));
}

int DeckImportReport::cardCopies() const
{
    int copies = 0;
    for (const DeckImportLine &line : lines) {
        if (line.isCard())
            copies += line.quantity;
    }
    return copies;
}

bool DeckImportReport::allCardsResolved() const
{
    return unresolvedCount() == 0;
}

int DeckImportReport::unresolvedCount() const
{
    return int(std::count_if(lines.cbegin(), lines.cend(),
                             [](const DeckImportLine &line) { return line.isUnresolved(); }));
}

QString deckZoneTitle(DeckZone zone)
{
    return displayNameOf(zone);
}

QString deckZoneName(DeckZone zone)
{
    switch (zone) {
    case DeckZone::Lead:
        return QCoreApplication::translate("inwo::DeckZone", "Lead");
    case DeckZone::GroupDeck:
        return QCoreApplication::translate("inwo::DeckZone", "Group Deck");
    case DeckZone::PlotDeck:
        return QCoreApplication::translate("inwo::DeckZone", "Plot Deck");
    case DeckZone::SharedGroups:
        return QCoreApplication::translate("inwo::DeckZone", "Shared Groups");
    case DeckZone::SharedPlots:
        return QCoreApplication::translate("inwo::DeckZone", "Shared Plots");
    }
    return deckZoneTitle(zone);
}

std::optional<DeckZone> deckZoneFromTitle(QStringView title)
{
    for (const auto &entry : EnumTable<DeckZone>::entries) {
        const QStringView display(entry.display.data(), qsizetype(entry.display.size()));
        if (title.compare(display, Qt::CaseInsensitive) == 0)
            return entry.value;
    }
    return std::nullopt;
}

DeckZone DeckBuilder::add(const Card &card, int quantity, std::optional<DeckZone> zone)
{
    if (quantity <= 0)
        return zone.value_or(zoneByBack(card));
    if (zone) {
        if (*zone == DeckZone::Lead && card.type == CardType::Illuminati)
            m_leadHasIlluminati = true;
        add(card.id, quantity, *zone);
        return *zone;
    }
    if (card.type == CardType::Illuminati) {
        if (m_leadHasIlluminati) {
            add(card.id, quantity, DeckZone::PlotDeck);
            return DeckZone::PlotDeck;
        }
        m_leadHasIlluminati = true;
        add(card.id, 1, DeckZone::Lead);
        if (quantity > 1)
            add(card.id, quantity - 1, DeckZone::PlotDeck);
        return DeckZone::Lead;
    }
    const DeckZone byBack = zoneByBack(card);
    add(card.id, quantity, byBack);
    return byBack;
}

void DeckBuilder::add(const QString &cardId, int quantity, DeckZone zone)
{
    m_deck.add(cardId, quantity, zone);
}

DeckZone automaticZone(const Deck &deck, const Card &card, const CardRepository &cards)
{
    if (card.type != CardType::Illuminati)
        return zoneByBack(card);
    const bool leadHasIlluminati =
        std::any_of(deck.entries.cbegin(), deck.entries.cend(), [&](const DeckEntry &entry) {
            if (entry.zone != DeckZone::Lead || entry.quantity <= 0)
                return false;
            const std::optional<Card> lead = cards.cardById(entry.cardId);
            return lead && lead->type == CardType::Illuminati;
        });
    return leadHasIlluminati ? DeckZone::PlotDeck : DeckZone::Lead;
}

} // namespace inwo
