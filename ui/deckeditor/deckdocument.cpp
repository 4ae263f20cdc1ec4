#include "deckdocument.h"

#include "cards/cardrepository.h"
#include "deckcommands.h"
#include "decks/deckimport.h"

#include <QUndoStack>

#include <algorithm>

namespace inwo {

DeckDocument::DeckDocument(const CardRepository &cards, QObject *parent)
    : QObject(parent), m_cards(cards), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &DeckDocument::updateModified);
}

bool DeckDocument::isModified() const
{
    return m_unsaved || !m_undoStack->isClean();
}

void DeckDocument::markSaved()
{
    m_unsaved = false;
    m_undoStack->setClean();
    updateModified();
}

void DeckDocument::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

QString DeckDocument::displayName() const
{
    const QString name = m_deck.name.trimmed();
    return name.isEmpty() ? tr("Untitled Deck") : name;
}

void DeckDocument::reset(const Deck &deck, qint64 storedId, const QString &filePath, bool unsaved,
                         const DeckImportReport &unresolved, const DeckImportReport &nearMisses)
{
    m_undoStack->clear();
    m_deck = deck;
    m_deck.entries.removeIf([](const DeckEntry &entry) { return entry.quantity <= 0; });
    m_unresolved.sourceName = unresolved.sourceName;
    m_unresolved.lines.clear();
    for (const DeckImportLine &line : unresolved.lines) {
        if (line.isUnresolved())
            m_unresolved.lines.append(line);
    }
    m_nearMisses.sourceName = nearMisses.sourceName;
    m_nearMisses.lines.clear();
    for (const DeckImportLine &line : nearMisses.lines) {
        if (line.status == DeckLineStatus::Fuzzy)
            m_nearMisses.lines.append(line);
    }
    m_storedId = storedId;
    m_filePath = filePath;
    m_unsaved = unsaved;
    emit changed(DeckChange{});
    updateModified();
}

DeckZone DeckDocument::automaticZone(const Deck &deck, const Card &card,
                                     const CardRepository &cards)
{
    return inwo::automaticZone(deck, card, cards);
}

void DeckDocument::addToDeck(Deck &deck, const QString &cardId, int copies, DeckZone zone)
{
    deck.add(cardId, copies, zone);
}

bool DeckDocument::addCopies(const QString &cardId, int copies, std::optional<DeckZone> zone)
{
    if (copies <= 0 || cardId.isEmpty())
        return false;
    if (zone) {
        m_undoStack->push(new AddCopiesCommand(this, cardId, *zone, copies));
        return true;
    }
    const std::optional<Card> card = m_cards.cardById(cardId);
    if (!card)
        return false;
    const DeckZone automatic = automaticZone(m_deck, *card, m_cards);
    if (automatic != DeckZone::Lead || copies == 1) {
        m_undoStack->push(new AddCopiesCommand(this, cardId, automatic, copies));
        return true;
    }
    // One Illuminati leads; the other copies are agents. One undo step.
    auto *both = new QUndoCommand(tr("Add %1 × %2").arg(copies).arg(card->name));
    new AddCopiesCommand(this, cardId, DeckZone::Lead, 1, both);
    new AddCopiesCommand(this, cardId, DeckZone::PlotDeck, copies - 1, both);
    m_undoStack->push(both);
    return true;
}

bool DeckDocument::removeCopies(const QString &cardId, DeckZone zone, int copies)
{
    const int removable = std::min(copies, quantity(cardId, zone));
    if (removable <= 0)
        return false;
    m_undoStack->push(new RemoveCopiesCommand(this, cardId, zone, removable));
    return true;
}

bool DeckDocument::moveCopies(const QString &cardId, DeckZone from, DeckZone to, int copies)
{
    const int movable = std::min(copies, quantity(cardId, from));
    if (movable <= 0 || from == to)
        return false;
    m_undoStack->push(new MoveCopiesCommand(this, cardId, from, to, movable));
    return true;
}

bool DeckDocument::leaveOutLine(int lineNumber)
{
    const int index = unresolvedIndexOf(lineNumber);
    if (index < 0)
        return false;
    m_undoStack->push(new LeaveOutLineCommand(this, m_unresolved.lines.at(index)));
    return true;
}

void DeckDocument::setField(DeckField field, const QString &value)
{
    if (this->field(field) == value)
        return;
    m_undoStack->push(new ChangeDeckFieldCommand(this, field, value));
}

QString DeckDocument::field(DeckField field) const
{
    switch (field) {
    case DeckField::Name:
        return m_deck.name;
    case DeckField::Author:
        return m_deck.author;
    case DeckField::Notes:
        return m_deck.notes;
    }
    return {};
}

int DeckDocument::quantity(const QString &cardId, DeckZone zone) const
{
    const int index = indexOf(cardId, zone);
    return index < 0 ? 0 : m_deck.entries.at(index).quantity;
}

QString DeckDocument::cardName(const QString &cardId) const
{
    const std::optional<Card> card = m_cards.cardById(cardId);
    return card ? card->name : cardId;
}

int DeckDocument::indexOf(const QString &cardId, DeckZone zone) const
{
    for (qsizetype i = 0; i < m_deck.entries.size(); ++i) {
        const DeckEntry &entry = m_deck.entries.at(i);
        if (entry.cardId == cardId && entry.zone == zone)
            return int(i);
    }
    return -1;
}

void DeckDocument::insertEntry(int index, const DeckEntry &entry)
{
    index = std::clamp(index, 0, int(m_deck.entries.size()));
    m_deck.entries.insert(index, entry);
    emit changed(DeckChange::entry(DeckChange::Kind::EntryAdded, entry.cardId, entry.zone));
}

void DeckDocument::removeEntry(int index)
{
    if (index < 0 || index >= m_deck.entries.size())
        return;
    const DeckEntry entry = m_deck.entries.takeAt(index);
    emit changed(DeckChange::entry(DeckChange::Kind::EntryRemoved, entry.cardId, entry.zone));
}

void DeckDocument::setEntryQuantity(int index, int quantity)
{
    if (index < 0 || index >= m_deck.entries.size())
        return;
    if (quantity <= 0) {
        removeEntry(index);
        return;
    }
    DeckEntry &entry = m_deck.entries[index];
    entry.quantity = quantity;
    emit changed(DeckChange::entry(DeckChange::Kind::QuantityChanged, entry.cardId, entry.zone));
}

void DeckDocument::writeField(DeckField field, const QString &value)
{
    switch (field) {
    case DeckField::Name:
        m_deck.name = value;
        break;
    case DeckField::Author:
        m_deck.author = value;
        break;
    case DeckField::Notes:
        m_deck.notes = value;
        break;
    }
    DeckChange change;
    change.kind = DeckChange::Kind::FieldChanged;
    change.field = field;
    emit changed(change);
}

int DeckDocument::unresolvedIndexOf(int lineNumber) const
{
    for (qsizetype i = 0; i < m_unresolved.lines.size(); ++i) {
        if (m_unresolved.lines.at(i).lineNumber == lineNumber)
            return int(i);
    }
    return -1;
}

void DeckDocument::insertUnresolvedLine(int index, const DeckImportLine &line)
{
    index = std::clamp(index, 0, int(m_unresolved.lines.size()));
    m_unresolved.lines.insert(index, line);
    DeckChange change;
    change.kind = DeckChange::Kind::LinesChanged;
    emit changed(change);
}

void DeckDocument::removeUnresolvedLine(int index)
{
    if (index < 0 || index >= m_unresolved.lines.size())
        return;
    m_unresolved.lines.removeAt(index);
    DeckChange change;
    change.kind = DeckChange::Kind::LinesChanged;
    emit changed(change);
}

} // namespace inwo
