#pragma once

#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"
#include "timelinechange.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QUndoStack;

namespace inwo {

class CardAbilities;
class CardNameResolver;
class CardRepository;

// The timeline being written on the Timeline tab: a starting position and the plays made on it,
// the file it came from, its undo stack, and what the rules core settles of it
// (resolveTimeline), settled again after every edit. Every edit is checked first, so that the
// timeline always saves as a file that reads back, and then made by one undo command
// (timelinecommands.h); each emits changed() once.
class TimelineDocument : public QObject
{
    Q_OBJECT

public:
    TimelineDocument(const CardRepository &cards, const CardAbilities *abilities,
                     QObject *parent = nullptr);
    ~TimelineDocument() override;

    const Timeline &timeline() const { return m_timeline; }
    const QList<Play> &plays() const { return m_timeline.plays; }
    const Position &position() const { return m_timeline.position; }
    // What the rules make of the plays: one resolved play per play, in order.
    const TimelineResolution &resolution() const { return m_resolution; }
    // The resolved play of `index`, or nullptr.
    const ResolvedPlay *resolved(int index) const;
    const CardRepository &cards() const { return m_cards; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Reads written card names as timeline files are read.
    const CardNameResolver &resolver() const;

    // Whether there is a table to play on (a new document has none until one is chosen).
    bool hasPosition() const { return !m_timeline.position.players.isEmpty(); }

    // The file opened or last saved ("" for a new timeline).
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    // The file's name, or "Untitled Timeline".
    QString displayName() const;
    bool isModified() const;
    void markSaved();
    // Starts over with `timeline` (new, open): the undo history clears. A timeline that would
    // not read back as a file is refused: false, and `error` says where ("$.players: ...").
    bool reset(const Timeline &timeline, const QString &filePath = {}, QString *error = nullptr);

    // The edits. Each is one undo step; one that cannot be made changes nothing, returns false
    // (or an empty identity) and says why in `error`, in the reader's language.
    // Adds `play` after the others; an empty identity gets newPlayId(). Returns the identity.
    QString addPlay(const Play &play, QString *error = nullptr);
    // Removes the play at `index`; refused while later plays name it.
    bool removePlay(int index, QString *error = nullptr);
    // Moves the play at `index` one up (-1) or down (+1); a play never comes before a play it
    // names.
    bool movePlay(int index, int step, QString *error = nullptr);

    // The identity a new play gets: "p1", "p2", ..., the first not taken.
    QString newPlayId() const;
    // The earlier plays a play names (cancels, with, its attack, the play it salvages, ...).
    static QStringList playsNamedBy(const Play &play);
    // The identities of the plays that name `id`.
    QStringList playsNaming(const QString &id) const;
    // The name of a card of the table or of a hand; its identity when there is none.
    QString cardName(const InstanceId &id) const;

    // For the undo commands: shows `plays`, which `change` made, and settles them again.
    void apply(const QList<Play> &plays, const TimelineChange &change);

signals:
    void changed(const inwo::TimelineChange &change);
    void modifiedChanged(bool modified);

private:
    // `timeline` as its file reads back (card names resolved, identities checked), or nullopt
    // and the reader's `error` with its JSON path.
    std::optional<Timeline> readBack(const Timeline &timeline, QString *error) const;
    void settle();
    void updateModified();

    const CardRepository &m_cards;
    const CardAbilities *m_abilities = nullptr;
    Timeline m_timeline;
    TimelineResolution m_resolution;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
    mutable std::unique_ptr<CardNameResolver> m_resolver;
    bool m_modified = false;
};

} // namespace inwo
