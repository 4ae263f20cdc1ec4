#pragma once

#include "cards/cardtypes.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace inwo {

class CardNameResolver;

// The words of a rule and where they come from, shown beside every violation.
struct RuleText
{
    QString words;
    QString source; // "004_982041b3a4af1224.txt, line 180"
};

// A limit on how many cards of one kind a deck holds.
struct CountRule
{
    int count = 0;
    RuleText text;
};

// A limit on copies of each card with a given back ("no more than two copies of any plot").
struct CopyLimit
{
    CardBack back = CardBack::Plot;
    int maximum = 0;
    RuleText text;
};

// Cards on a list (restricted, ultra restricted, banned), resolved to card ids.
struct CardList
{
    QList<QString> cardIds;
    QStringList writtenNames; // as the format file writes them, same order
    RuleText text;
};

// Every card with a keyword is banned, except the named ones.
struct KeywordBan
{
    Keyword keyword = Keyword::Zap;
    QList<QString> exceptCardIds;
    RuleText text;
};

// A problem in a format file: which file, line and key.
struct FormatError
{
    QString file;
    int line = 0;
    QString key;
    QString message;
    QString toString() const; // "plan28.json:12: restricted.cards: no card named 'Foo'"
};

// A deck format as data (resources/formats/*.json, or a user's file): sizes, copy limits, lists,
// keyword bans, allowed sets, and rules that cannot be checked.
struct DeckFormat
{
    QString id;
    QString name;
    QString notes;
    std::optional<CountRule> deckSize;
    std::optional<CountRule> illuminati; // the lead Illuminati
    std::optional<CountRule> groupDeck;  // Group-back cards (Groups and Resources)
    std::optional<CountRule> plotDeck;   // Plot-back cards, agents included
    QList<CopyLimit> copyLimits;
    std::optional<CardList> restricted;      // at most one copy of each
    std::optional<CardList> ultraRestricted; // at most one card in total from the list
    std::optional<CardList> banned;
    QList<KeywordBan> keywordBans;
    std::optional<QSet<CardSet>> allowedSets; // empty optional: every set
    RuleText allowedSetsText;
    QList<RuleText> unverifiable; // rules the format states but no program can check

    // Reads a format file; names resolve through `resolver` (a name that resolves to no card or
    // to two is an error, never skipped).
    static std::optional<DeckFormat> parse(const QByteArray &json, const QString &fileName,
                                           const CardNameResolver &resolver, FormatError *error);
};

} // namespace inwo
