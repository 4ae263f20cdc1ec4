#pragma once

#include "decks/deck.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

class CardDatabase;

// A deck as the user's database lists it.
struct StoredDeckInfo
{
    qint64 id = 0;
    QString name;
    QString author;
    QString formatId; // the format the deck was last checked against ("plan28"), may be empty
    int cardCount = 0;
    QDateTime modified; // UTC
};

// The user's decks in the user's database (migration 004): list, load, save, remove. Every write
// runs in one transaction: a failed save leaves the stored deck as it was.
class DeckStore
{
public:
    explicit DeckStore(CardDatabase &database);

    // Every stored deck, by name (case-insensitively), then id.
    QList<StoredDeckInfo> list(QString *error = nullptr) const;
    // The deck with `id`, or nullopt (and `error`) when there is none or it cannot be read.
    std::optional<Deck> load(qint64 id, QString *error, QString *formatId = nullptr) const;
    // Saves `deck` as a new deck (id 0) or over the deck with `id`; returns the id, or 0 and sets
    // `error`.
    qint64 save(const Deck &deck, qint64 id, const QString &formatId, QString *error);
    // Removes the deck; false with `error` when there is none or the file refuses (then the
    // database's failure() says why).
    bool remove(qint64 id, QString *error);

    const CardDatabase &database() const { return m_database; }

private:
    // True (with `error`) when the file must not be written: damaged or opened read-only.
    bool refusesWrites(QString *error) const;

    CardDatabase &m_database;
};

} // namespace inwo
