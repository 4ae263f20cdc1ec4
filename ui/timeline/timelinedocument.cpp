#include "timelinedocument.h"

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "timelinecommands.h"

#include <QFileInfo>
#include <QSet>
#include <QUndoStack>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

TimelineDocument::TimelineDocument(const CardRepository &cards, const CardAbilities *abilities,
                                   QObject *parent)
    : QObject(parent), m_cards(cards), m_abilities(abilities), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &TimelineDocument::updateModified);
}

TimelineDocument::~TimelineDocument() = default;

const CardNameResolver &TimelineDocument::resolver() const
{
    if (!m_resolver)
        m_resolver = std::make_unique<CardNameResolver>(m_cards);
    return *m_resolver;
}

const ResolvedPlay *TimelineDocument::resolved(int index) const
{
    if (index < 0 || index >= m_resolution.plays.size())
        return nullptr;
    return &m_resolution.plays.at(index);
}

void TimelineDocument::setFilePath(const QString &path)
{
    m_filePath = path;
}

QString TimelineDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled Timeline") : QFileInfo(m_filePath).fileName();
}

bool TimelineDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void TimelineDocument::markSaved()
{
    m_undoStack->setClean();
    updateModified();
}

void TimelineDocument::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

std::optional<Timeline> TimelineDocument::readBack(const Timeline &timeline, QString *error) const
{
    return Timeline::fromJson(timeline.toJson(), error, &resolver());
}

bool TimelineDocument::reset(const Timeline &timeline, const QString &filePath, QString *error)
{
    std::optional<Timeline> read = Timeline{};
    if (!timeline.position.players.isEmpty() || !timeline.plays.isEmpty()) {
        read = readBack(timeline, error);
        if (!read)
            return false;
    }
    m_undoStack->clear();
    m_timeline = *read;
    m_filePath = filePath;
    settle();
    emit changed(TimelineChange{});
    updateModified();
    return true;
}

void TimelineDocument::apply(const QList<Play> &plays, const TimelineChange &change)
{
    m_timeline.plays = plays;
    settle();
    emit changed(change);
}

void TimelineDocument::settle()
{
    m_resolution =
        hasPosition() ? resolveTimeline(m_timeline, m_cards, m_abilities) : TimelineResolution{};
}

QString TimelineDocument::newPlayId() const
{
    QSet<QString> taken;
    for (const Play &play : m_timeline.plays)
        taken.insert(play.id);
    for (int number = 1;; ++number) {
        const QString id = u"p"_s + QString::number(number);
        if (!taken.contains(id))
            return id;
    }
}

QStringList TimelineDocument::playsNamedBy(const Play &play)
{
    QStringList named;
    for (const QString &id : {play.with, play.simultaneousWith, play.reactsTo, play.attackPlay,
                              play.cancels, play.salvages}) {
        if (!id.isEmpty() && !named.contains(id))
            named.append(id);
    }
    return named;
}

QStringList TimelineDocument::playsNaming(const QString &id) const
{
    QStringList naming;
    for (const Play &play : m_timeline.plays) {
        if (playsNamedBy(play).contains(id))
            naming.append(play.id);
    }
    return naming;
}

QString TimelineDocument::cardName(const InstanceId &id) const
{
    if (const TableCard *card = m_timeline.position.card(id))
        return card->card;
    if (const TableCard *card = m_timeline.position.handCard(id))
        return card->card;
    return id.value;
}

QString TimelineDocument::addPlay(const Play &play, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QString();
    };
    if (!hasPosition())
        return fail(tr("Start a timeline from a table first."));
    Timeline edited = m_timeline;
    Play added = play;
    if (added.id.isEmpty())
        added.id = newPlayId();
    edited.plays.append(added);
    // What is added must save as a file that reads back: the reader checks every identity and
    // name, and says where a problem is.
    QString problem;
    const std::optional<Timeline> read = readBack(edited, &problem);
    if (!read)
        return fail(tr("The play cannot be added: %1").arg(problem));
    m_undoStack->push(new AddPlayCommand(this, read->plays.last()));
    return added.id;
}

bool TimelineDocument::removePlay(int index, QString *error)
{
    if (index < 0 || index >= m_timeline.plays.size())
        return false;
    const QString id = m_timeline.plays.at(index).id;
    const QStringList naming = playsNaming(id);
    if (!naming.isEmpty()) {
        if (error)
            *error = naming.size() == 1
                         ? tr("Remove %1 first: it names %2.").arg(naming.first(), id)
                         : tr("Remove %1 first: they name %2.").arg(naming.join(tr(", ")), id);
        return false;
    }
    m_undoStack->push(new RemovePlayCommand(this, index));
    return true;
}

bool TimelineDocument::movePlay(int index, int step, QString *error)
{
    const int to = index + (step < 0 ? -1 : 1);
    if (index < 0 || index >= m_timeline.plays.size() || to < 0 || to >= m_timeline.plays.size())
        return false;
    const Play &earlier = m_timeline.plays.at(std::min(index, to));
    const Play &later = m_timeline.plays.at(std::max(index, to));
    if (playsNamedBy(later).contains(earlier.id)) {
        if (error)
            *error = tr("%1 names %2, so it comes after it.").arg(later.id, earlier.id);
        return false;
    }
    Timeline edited = m_timeline;
    edited.plays.swapItemsAt(index, to);
    QString problem;
    if (!readBack(edited, &problem)) {
        if (error)
            *error = tr("The play cannot move: %1").arg(problem);
        return false;
    }
    m_undoStack->push(new MovePlayCommand(this, index, to));
    return true;
}

} // namespace inwo
