#pragma once

#include "table/position.h"
#include "tablechange.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoStack;

namespace inwo {

class CardNameResolver;
class CardRepository;
struct Card;

// The table being built on the Table tab: a Position, the file it came from, and its undo stack.
// Every edit is checked first, so that the position always saves as a file that reads back, and
// then made by one undo command (tablecommands.h); each emits changed() once.
class TableDocument : public QObject
{
    Q_OBJECT

public:
    explicit TableDocument(const CardRepository &cards, QObject *parent = nullptr);
    ~TableDocument() override;

    const Position &position() const { return m_position; }
    const CardRepository &cards() const { return m_cards; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Reads written card names as position files are read ("CIA" for "The CIA").
    const CardNameResolver &resolver() const;

    // The file opened or last saved ("" for a new table).
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    // The file's name, or "Untitled Table".
    QString displayName() const;
    // Edits since the table was started, opened or saved.
    bool isModified() const;
    void markSaved();
    // Starts over with `position` (new, open): the undo history clears.
    void reset(const Position &position, const QString &filePath = {});

    // The edits. Each is one undo step; one that cannot be made changes nothing, returns false
    // (or an empty identity) and says why in `error`, in the reader's language.
    bool addPlayer(const QString &name, const QString &illuminati, QString *error = nullptr);
    bool removePlayer(const QString &name);
    bool setIlluminati(const QString &player, const QString &card, QString *error = nullptr);
    // The card named `card` under `master` (an Illuminati or a group): a group on its `arrow`
    // (0 first; -1 the first free one), or a Resource linked to it. An empty `master` puts the
    // card in the uncontrolled area. Returns the new card's identity.
    InstanceId addCard(const InstanceId &master, const QString &card, int arrow = -1,
                       QString *error = nullptr);
    // Removes a group with its puppets (Resources linked to them stay, linked to their
    // Illuminati), a Resource, or a card of the uncontrolled area. An Illuminati leaves with its
    // player (removePlayer).
    bool removeCard(const InstanceId &id, QString *error = nullptr);
    // Moves a group with its puppets, or a Resource, under `master` in any Power Structure (on
    // `arrow`, -1 the first free one), or to the uncontrolled area when `master` is empty.
    bool moveCard(const InstanceId &id, const InstanceId &master, int arrow = -1,
                  QString *error = nullptr);
    bool setTokensSpent(const InstanceId &id, int tokens);
    bool setDevastated(const InstanceId &id, bool devastated);
    // Plays the NWO named `card` (Position::playNwo): what it discarded, or nullopt when no NWO
    // is so named.
    std::optional<NwoPlayed> playNwo(const QString &card, const QString &playedBy,
                                     QString *error = nullptr);
    bool removeNwo(const QString &card);
    bool addDestroyed(const QString &card, const QString &owner, const QString &destroyedBy,
                      QString *error = nullptr);
    bool removeDestroyed(int index);
    // Rules that lack the current phase move the game to the phase of their moves (movesPhaseOf).
    void setRules(RuleSet rules);
    void setBasicGoal(int goal);
    void setRound(int round);
    void setTurnOf(const QString &player);
    // A phase the rules in force do not have is ignored (a position file could not hold it).
    void setPhase(GamePhase phase);
    // The referee's reading (0: the program's, 1: the other) where the seeds leave a choice.
    void setRuling(RulingId ruling, int reading);

    // The card effects the referee enters for the table (Position::abilities), replacing those
    // entered before: one undo step. False when the list is the one in force.
    bool setEnteredAbilities(const QList<EnteredAbility> &abilities);

    // The printed card of a card on the table; nullopt when the database does not know it.
    std::optional<Card> printedCard(const InstanceId &id) const;
    // The outgoing arrows of a card; nullopt when unknown (the file then allows any arrow).
    std::optional<int> arrowsOf(const InstanceId &id) const;
    // The arrows of `master` that hold no group (up to its arrows, or one past the last taken
    // when they are unknown); `moving` counts as not there.
    QList<int> freeArrows(const InstanceId &master, const InstanceId &moving = {}) const;
    // The card's name, or its identity when no card has it.
    QString cardName(const InstanceId &id) const;
    // Whether `id` is `ancestor` or hangs below it.
    bool isBelow(const InstanceId &id, const InstanceId &ancestor) const;
    // The identity a new card of `player` gets ("" for the uncontrolled area): "a4".
    InstanceId newIdentity(const QString &player) const;

    // For the undo commands: shows `position`, which `change` made.
    void apply(const Position &position, const TableChange &change);

signals:
    void changed(const inwo::TableChange &change);
    void modifiedChanged(bool modified);

private:
    // The card the name is, when it is one card of `types`; `what` names the kind in the error.
    std::optional<Card> resolveCard(const QString &written, const QList<CardType> &types,
                                    const QString &what, QString *error) const;
    // The arrow a group goes on under `master`: `arrow`, or the first free one; -1 and `error`
    // when taken or not on the card.
    int arrowFor(const InstanceId &master, int arrow, const InstanceId &moving,
                 QString *error) const;
    void updateModified();

    const CardRepository &m_cards;
    Position m_position;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
    mutable std::unique_ptr<CardNameResolver> m_resolver;
    bool m_modified = false;
};

} // namespace inwo
