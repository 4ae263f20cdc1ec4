#include "decks/decklegality.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

bool isSharedZone(DeckZone zone)
{
    return zone == DeckZone::SharedGroups || zone == DeckZone::SharedPlots;
}

// Copies of each card in the player's own zones, in the order the deck first lists them.
QList<std::pair<QString, int>> copiesByCard(const Deck &deck)
{
    QList<std::pair<QString, int>> copies;
    QHash<QString, qsizetype> index;
    for (const DeckEntry &entry : deck.entries) {
        if (isSharedZone(entry.zone))
            continue;
        const auto found = index.constFind(entry.cardId);
        if (found == index.constEnd()) {
            index.insert(entry.cardId, copies.size());
            copies.append({entry.cardId, entry.quantity});
        } else {
            copies[*found].second += entry.quantity;
        }
    }
    return copies;
}

// `one` is the message when the deck holds one card of the kind counted (%1: the count the format
// asks for), `many` when it holds any other number (%1: the cards held, %2: the count asked for).
void checkCount(QList<Violation> *violations, ViolationCode code,
                const std::optional<CountRule> &rule, int actual, const QString &one,
                const QString &many)
{
    if (!rule || actual == rule->count)
        return;
    violations->append({code,
                        {},
                        actual == 1 ? one.arg(rule->count) : many.arg(actual).arg(rule->count),
                        rule->text});
}

} // namespace

DeckCounts DeckCounts::of(const Deck &deck, const CardRepository &cards)
{
    DeckCounts counts;
    for (const DeckEntry &entry : deck.entries) {
        if (isSharedZone(entry.zone))
            continue;
        counts.total += entry.quantity;
        const std::optional<Card> card = cards.cardById(entry.cardId);
        if (!card) {
            if (entry.zone == DeckZone::GroupDeck)
                counts.unknownInGroupDeck += entry.quantity;
            else if (entry.zone == DeckZone::PlotDeck)
                counts.unknownInPlotDeck += entry.quantity;
            continue;
        }
        const bool fromLead = entry.zone == DeckZone::Lead;
        if (card->type == CardType::Illuminati && fromLead) {
            counts.illuminati += entry.quantity;
        } else if (card->back == CardBack::Group) {
            counts.groupDeck += entry.quantity;
            counts.groupDeckFromLead += fromLead ? entry.quantity : 0;
        } else {
            counts.plotDeck += entry.quantity;
            counts.plotDeckFromLead += fromLead ? entry.quantity : 0;
        }
    }
    return counts;
}

DeckVerdict checkDeck(const Deck &deck, const DeckFormat &format, const CardRepository &cards)
{
    DeckVerdict verdict;
    QList<Violation> &violations = verdict.violations;
    const DeckCounts counts = DeckCounts::of(deck, cards);
    checkCount(&violations, ViolationCode::DeckSize, format.deckSize, counts.total,
               QCoreApplication::translate("inwo::DeckLegality",
                                           "the deck holds 1 card; the format asks for %1"),
               QCoreApplication::translate("inwo::DeckLegality",
                                           "the deck holds %1 cards; the format asks for %2"));
    checkCount(
        &violations, ViolationCode::IlluminatiCount, format.illuminati, counts.illuminati,
        QCoreApplication::translate("inwo::DeckLegality",
                                    "the lead holds 1 Illuminati card; the format asks for %1"),
        QCoreApplication::translate("inwo::DeckLegality",
                                    "the lead holds %1 Illuminati cards; the format asks for %2"));
    checkCount(&violations, ViolationCode::GroupCount, format.groupDeck, counts.groupDeck,
               QCoreApplication::translate("inwo::DeckLegality",
                                           "the Group deck (Groups and Resources) holds 1 card; "
                                           "the format asks for %1"),
               QCoreApplication::translate("inwo::DeckLegality",
                                           "the Group deck (Groups and Resources) holds %1 cards; "
                                           "the format asks for %2"));
    checkCount(&violations, ViolationCode::PlotCount, format.plotDeck, counts.plotDeck,
               QCoreApplication::translate(
                   "inwo::DeckLegality",
                   "the Plot deck (agents included) holds 1 card; the format asks for %1"),
               QCoreApplication::translate(
                   "inwo::DeckLegality",
                   "the Plot deck (agents included) holds %1 cards; the format asks for %2"));

    const QList<std::pair<QString, int>> copies = copiesByCard(deck);
    QStringList ultraRestrictedHeld;
    int ultraRestrictedCopies = 0;
    for (const auto &[cardId, quantity] : copies) {
        const std::optional<Card> card = cards.cardById(cardId);
        if (!card) {
            violations.append({ViolationCode::UnknownCard,
                               {cardId},
                               QCoreApplication::translate("inwo::DeckLegality",
                                                           "'%1' is not a card this program knows")
                                   .arg(cardId),
                               {}});
            continue;
        }
        for (const CopyLimit &limit : format.copyLimits) {
            if (card->back == limit.back && quantity > limit.maximum)
                violations.append({ViolationCode::Copies,
                                   {cardId},
                                   QCoreApplication::translate("inwo::DeckLegality",
                                                               "%1 copies of %2; at most %3")
                                       .arg(QString::number(quantity), card->name,
                                            QString::number(limit.maximum)),
                                   limit.text});
        }
        if (format.restricted && format.restricted->cardIds.contains(cardId) && quantity > 1)
            violations.append(
                {ViolationCode::Restricted,
                 {cardId},
                 QCoreApplication::translate("inwo::DeckLegality",
                                             "%1 copies of %2, which is restricted to one")
                     .arg(QString::number(quantity), card->name),
                 format.restricted->text});
        if (format.ultraRestricted && format.ultraRestricted->cardIds.contains(cardId)) {
            ultraRestrictedHeld.append(cardId);
            ultraRestrictedCopies += quantity;
        }
        if (format.banned && format.banned->cardIds.contains(cardId))
            violations.append(
                {ViolationCode::Banned,
                 {cardId},
                 QCoreApplication::translate("inwo::DeckLegality", "%1 is banned").arg(card->name),
                 format.banned->text});
        for (const KeywordBan &ban : format.keywordBans) {
            if (card->hasKeyword(ban.keyword) && !ban.exceptCardIds.contains(cardId))
                violations.append(
                    {ViolationCode::Banned,
                     {cardId},
                     QCoreApplication::translate("inwo::DeckLegality", "%1 is a %2 card")
                         .arg(card->name, displayNameOf(ban.keyword)),
                     ban.text});
        }
        if (format.allowedSets && !format.allowedSets->contains(card->set))
            violations.append(
                {ViolationCode::SetNotAllowed,
                 {cardId},
                 QCoreApplication::translate("inwo::DeckLegality", "%1 is from the %2 set")
                     .arg(card->name, displayNameOf(card->set)),
                 format.allowedSetsText});
    }
    if (ultraRestrictedCopies > 1)
        violations.append(
            {ViolationCode::UltraRestricted, ultraRestrictedHeld,
             QCoreApplication::translate("inwo::DeckLegality",
                                         "%1 cards from the Ultra Restricted list; at most one")
                 .arg(ultraRestrictedCopies),
             format.ultraRestricted->text});

    verdict.unverifiable = format.unverifiable;
    if (!violations.isEmpty())
        verdict.status = VerdictStatus::Illegal;
    else if (!format.unverifiable.isEmpty())
        verdict.status = VerdictStatus::LegalUnverifiable;
    return verdict;
}

void addUnresolvedImportLines(DeckVerdict *verdict, const DeckImportReport &report)
{
    for (const DeckImportLine &line : report.lines) {
        if (!line.isUnresolved())
            continue;
        // One pass over the place markers: the line's own text may hold a '%'.
        const QString where = report.sourceName;
        const QString number = QString::number(line.lineNumber);
        const QString text = line.text.trimmed();
        QString message;
        if (line.status == DeckLineStatus::Ambiguous) {
            message = QCoreApplication::translate("inwo::DeckLegality",
                                                  "%1:%2: '%3' could be more than one card")
                          .arg(where, number, text);
        } else if (line.status == DeckLineStatus::Undecodable) {
            message =
                QCoreApplication::translate("inwo::DeckLegality", "%1:%2: '%3' cannot be read: %4")
                    .arg(where, number, text, line.message);
        } else {
            message = QCoreApplication::translate("inwo::DeckLegality",
                                                  "%1:%2: '%3' is not a card this program knows")
                          .arg(where, number, text);
        }
        verdict->violations.append({ViolationCode::UnknownCard, line.candidateIds, message, {}});
        verdict->status = VerdictStatus::Illegal;
    }
}

bool isEmptyDeck(const Deck &deck, const DeckVerdict &verdict)
{
    return std::none_of(deck.entries.cbegin(), deck.entries.cend(),
                        [](const DeckEntry &entry) { return entry.quantity > 0; }) &&
           std::none_of(
               verdict.violations.cbegin(), verdict.violations.cend(),
               [](const Violation &each) { return each.code == ViolationCode::UnknownCard; });
}

} // namespace inwo
