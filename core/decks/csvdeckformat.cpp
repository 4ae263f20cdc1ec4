#include "decks/csvdeckformat.h"

#include "decks/deckimport.h"

using namespace Qt::StringLiterals;

namespace inwo {

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
