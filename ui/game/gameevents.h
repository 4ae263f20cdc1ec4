#pragma once

#include "table/position.h"
#include "timeline/timeline.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace inwo {

class CardRepository;

// The events the Game tab makes of the referee's clicks, as plays of the timeline format (the
// live game's events). Whether the rules allow one is the game's to say when it is offered;
// these only fill in the fields each kind needs (resources/help/timeline-format.md).
class GameEvents
{
public:
    // The next player's turn (play goes round the table, nextTurnPlayer), starting at its first
    // phase: the tokens come back when it reaches the token phase.
    static Play nextTurn(const Position &table);
    // The turn's next phase under its rules; nullopt at the last one.
    static std::optional<Play> nextPhase(const Position &table);
    // A card's controller spends one of its Action tokens on an action.
    static Play spendToken(const Position &table, const InstanceId &card);
    // The referee gives back one Action token the card spent: a correction of the table, with
    // `reason`. Nullopt when it has spent none.
    static std::optional<Play> refreshToken(const Position &table, const InstanceId &card,
                                            const QString &reason);
    // A group moved under `master` on `arrow` (0 first); given away when the master is
    // another player's.
    static Play move(const Position &table, const InstanceId &group, const InstanceId &master,
                     int arrow);
    // `player`'s card gives him the group, onto `arrow` of his `master`.
    static Play capture(const QString &player, const InstanceId &group, const InstanceId &master,
                        int arrow);
    // `player`'s card destroys the group; it goes to his destroyed pile.
    static Play destroy(const QString &player, const InstanceId &group);
    static Play devastate(const QString &player, const InstanceId &group, bool devastated);
    static Play drawPlots(const QString &player, int count);
    static Play eliminate(const QString &by, const QString &player);
    static Play claim(const QString &player);
    // The referee's correction: the table becomes `corrected`, for `reason`.
    static Play correct(const Position &table, const Position &corrected, const QString &reason);
    // An attack announced by `attacker`'s controller, the aid of `aiders`, and the dice: the
    // events of one attack from announcement to roll. `attackId` is the attack's identity.
    static QList<Play> attackWithRoll(const Position &table, const QString &attackId,
                                      const InstanceId &attacker, AttackKind kind,
                                      const InstanceId &target, const QList<InstanceId> &aiders,
                                      int die1, int die2, bool success);

    // The player who controls a card of the table ("" for the uncontrolled area).
    static QString controllerOf(const Position &table, const InstanceId &card);
    // The arrows of `master` that hold no group, 0 first: up to its printed arrows (one past the
    // last taken when the card is unknown); `moving` counts as not there.
    static QList<int> freeArrows(const Position &table, const CardRepository &cards,
                                 const InstanceId &master, const InstanceId &moving = {});
    // The printed arrows of a card, when its card is known.
    static std::optional<int> arrowsOf(const Position &table, const CardRepository &cards,
                                       const InstanceId &card);
    // Whether `id` is `ancestor` or hangs below it.
    static bool isBelow(const Position &table, const InstanceId &id, const InstanceId &ancestor);

    // A play of another timeline as an event of the game: the plays it names (its attack, the
    // play it cancels, ...) by the identities `renamed` gives them in the game.
    static Play withPlaysRenamed(Play play, const QHash<QString, QString> &renamed);
};

} // namespace inwo
