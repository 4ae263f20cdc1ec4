#pragma once

#include "deckchange.h"
#include "decks/deck.h"
#include "decks/deckimport.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

namespace inwo {

class CardRepository;
struct Card;

// The deck being edited: the Deck itself, where it is stored (database id, the file it came
// from), the format it is checked against, and its undo stack. Every edit goes through an undo
// command; each one emits changed() once.
class DeckDocument : public QObject
{
    Q_OBJECT

public:
    explicit DeckDocument(const CardRepository &cards, QObject *parent = nullptr);

    const Deck &deck() const { return m_deck; }
    const CardRepository &cards() const { return m_cards; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // The id in the user's database; 0 when the deck was never saved there.
    qint64 storedId() const { return m_storedId; }
    void setStoredId(qint64 id) { m_storedId = id; }
    // The file the deck was imported from, if any.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path) { m_filePath = path; }
    // The format the deck is checked against ("plan28"); not an edit of the deck.
    QString formatId() const { return m_formatId; }
    void setFormatId(const QString &id) { m_formatId = id; }

    // Unsaved: edits since the last save, or a deck that never was saved (an import).
    bool isModified() const;
    // After a save: the current state is the saved one.
    void markSaved();

    // The deck's name, or "Untitled Deck".
    QString displayName() const;

    // Starts over with `deck` (New, Open, Import): the undo history is cleared. `unsaved` marks a
    // deck that exists nowhere yet, such as an import; `unresolved` holds the lines of its file
    // that named no card (or more than one) and were not decided in the import's review;
    // `nearMisses` the lines read as a near miss of a card's name.
    void reset(const Deck &deck, qint64 storedId = 0, const QString &filePath = {},
               bool unsaved = false, const DeckImportReport &unresolved = {},
               const DeckImportReport &nearMisses = {});

    // The imported lines still to resolve (only unresolved ones, with the file's name): until each
    // is resolved the deck as read is not the deck written, and the verdict says so.
    const DeckImportReport &unresolvedLines() const { return m_unresolved; }
    // The imported lines read as a near miss of a card's name ("Blitzkreig" as Blitzkrieg), with
    // the file's name: guesses the verdict rests on while the deck holds their cards.
    const DeckImportReport &nearMissLines() const { return m_nearMisses; }
    // Resolves a line by leaving it out of the deck: one undo step. False for no such line.
    bool leaveOutLine(int lineNumber);

    // Edits, each one undo step. Adding without a zone places the card as DeckBuilder does: the
    // first Illuminati leads, further ones are agents in the Plot deck, others go by their back.
    // Returns false when nothing changed (an unknown card without a zone, no copies to remove).
    bool addCopies(const QString &cardId, int copies = 1,
                   std::optional<DeckZone> zone = std::nullopt);
    bool removeCopies(const QString &cardId, DeckZone zone, int copies = 1);
    bool moveCopies(const QString &cardId, DeckZone from, DeckZone to, int copies);
    void setField(DeckField field, const QString &value);
    void setName(const QString &name) { setField(DeckField::Name, name); }
    void setAuthor(const QString &author) { setField(DeckField::Author, author); }
    void setNotes(const QString &notes) { setField(DeckField::Notes, notes); }
    QString field(DeckField field) const;

    // Copies of `cardId` in `zone` (0 when it is not there).
    int quantity(const QString &cardId, DeckZone zone) const;
    // The card's printed name, or its id when the cards do not know it.
    QString cardName(const QString &cardId) const;

    // Where a card added without a zone goes in `deck`.
    static DeckZone automaticZone(const Deck &deck, const Card &card, const CardRepository &cards);
    // Adds copies to `deck`'s entry for the card and zone, or a new entry at the end.
    static void addToDeck(Deck &deck, const QString &cardId, int copies, DeckZone zone);

    // Low-level steps for the undo commands (deckcommands.h); each emits changed().
    int indexOf(const QString &cardId, DeckZone zone) const;
    void insertEntry(int index, const DeckEntry &entry);
    void removeEntry(int index);
    void setEntryQuantity(int index, int quantity);
    void writeField(DeckField field, const QString &value);
    int unresolvedIndexOf(int lineNumber) const;
    void insertUnresolvedLine(int index, const DeckImportLine &line);
    void removeUnresolvedLine(int index);

signals:
    void changed(const inwo::DeckChange &change);
    void modifiedChanged(bool modified);

private:
    void updateModified();

    const CardRepository &m_cards;
    Deck m_deck;
    QUndoStack *m_undoStack = nullptr;
    qint64 m_storedId = 0;
    QString m_filePath;
    QString m_formatId;
    DeckImportReport m_unresolved;
    DeckImportReport m_nearMisses;
    bool m_unsaved = false; // content that exists nowhere, apart from the undo history
    bool m_modified = false;
};

} // namespace inwo
