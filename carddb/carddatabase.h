#pragma once

#include "card.h"
#include "cardrepository.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <functional>

namespace inwo {

// The user's SQLite file: opens it, runs the numbered migrations in resources/sql (backing the
// file up first), and keeps the bundled card facts loaded and current. User data lives in the same
// file and is never touched by a card reload.
class CardDatabase : public CardRepository
{
public:
    CardDatabase();
    ~CardDatabase() override;
    CardDatabase(const CardDatabase &) = delete;
    CardDatabase &operator=(const CardDatabase &) = delete;

    // The default file: <AppDataLocation>/inwo.sqlite. The INWO_DB environment variable wins.
    static QString defaultPath();

    // Opens (creating if needed) `path`, migrates it, and loads the bundled cards when the file
    // holds none or an older dataset version. On failure returns false and sets `error`.
    bool open(const QString &path, QString *error);
    bool isOpen() const;
    QString path() const { return m_path; }
    QSqlDatabase connection() const;

    int schemaVersion() const;
    static int latestSchemaVersion();
    // The dataset version stored in the file (SHA-1 of the bundled cards.json it was loaded from).
    QString datasetVersion() const;
    // True when open() (re)loaded the bundled cards.
    bool bundledCardsReloaded() const { return m_reloaded; }

    // Replaces every bundled row with `cards` in one transaction (cards a user imported that
    // are not in `cards` stay), then records `version`. Used by open() and by the benchmark.
    bool loadBundledCards(const QList<Card> &cards, const QString &version, QString *error);

    // Inserts or replaces cards as 'imported' rows; the caller owns the transaction.
    bool upsertCards(const QList<Card> &cards, const QString &source, QString *error);

    int cardCount() const;
    // Drops the cards cardById() remembers; upsertCards() does it itself. Call after rolling back
    // a transaction that wrote cards.
    void forgetCachedCards() const { m_cardCache.clear(); }

    std::optional<Card> cardById(const QString &id) const override;
    QList<Card> cardsByName(const QString &name) const override;
    QList<Card> allCards() const override;

    // Imported card text, errata and image file of a card ("" when none were imported).
    struct CardText
    {
        QString text;
        QString errata;
        QString imagePath;
    };
    CardText cardText(const QString &cardId) const;

private:
    bool migrate(QString *error);
    bool ensureBundledCards(QString *error);

    QString m_connectionName;
    QString m_path;
    bool m_reloaded = false;
    // cardById() results (unknown ids included): the deck editor's verdict and statistics look
    // up every card of a deck on each change.
    mutable QHash<QString, std::optional<Card>> m_cardCache;
};

// The cards compiled into the program (resources/cards/cards.json) and their version.
struct BundledDataset
{
    QList<Card> cards;
    QString version; // SHA-1 of the file's bytes
    static BundledDataset load(QString *error);
    // The version of the compiled-in file, known without reading it.
    static QString builtInVersion();
};

class CardAbilities;

// The card abilities compiled into the program (resources/cards/abilities.json), read once. A
// broken file is a build mistake the dataset test catches; here it gives no abilities.
const CardAbilities &bundledAbilities();

} // namespace inwo
