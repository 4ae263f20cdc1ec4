#pragma once

#include "carddatabase.h"
#include "decks/deckimport.h"

#include <QStringList>
#include <QTextStream>

#include <memory>
#include <optional>

class QCommandLineParser;

namespace inwo {

class CardDatabase;
class CardNameResolver;
struct CardKind;
struct DeckImportResult;

// `inwo deck ...`: check, import, convert, stats, list and delete (issue 3, section 6).
// A FILE argument is a deck file (.dek, or text) or "db:ID", a deck stored in the database.
class DeckCliCommands
{
public:
    DeckCliCommands(QTextStream &out, QTextStream &err);
    ~DeckCliCommands();

    int run(const QStringList &arguments);

    // True when `arguments` (without the program name) write a PDF, which needs a
    // QGuiApplication for its fonts.
    static bool needsGui(const QStringList &arguments);

private:
    int check(const QStringList &arguments);
    int import(const QStringList &arguments);
    int convert(const QStringList &arguments);
    int stats(const QStringList &arguments);
    int list(const QStringList &arguments);
    int remove(const QStringList &arguments);

    // Opens the database and makes the name resolver; false (message printed) on failure.
    // Opens the database; reading commands open it read-only when they can.
    bool open(const QCommandLineParser &parser, DatabaseAccess access = DatabaseAccess::Read);
    // Reads a deck file or "db:ID"; `result.error` set when unreadable.
    DeckImportResult readDeck(const QString &source) const;
    // Turns the name (or id) --kind card:NAME gave into the card's id; false (message printed)
    // when no card, or more than one, has it.
    bool findKindCard(CardKind *kind) const;
    // Before the first stored deck is read: SQLite's quick check, since a damaged b-tree can
    // answer a read with some of its rows and no error. A damaged file then shows in
    // m_db->failure(), which every command reports (exit 2).
    void checkBeforeReadingStoredDecks() const;
    // For a line that names no card: the nearest card names ("did you mean"), else none.
    QStringList nearestNamesFor(const DeckImportLine &line) const;

    QTextStream &m_out;
    QTextStream &m_err;
    std::unique_ptr<CardDatabase> m_db;
    std::unique_ptr<CardNameResolver> m_resolver;
    mutable bool m_storedDecksChecked = false;
    mutable std::optional<QStringList> m_allNames; // read on the first line that needs them
};

} // namespace inwo
