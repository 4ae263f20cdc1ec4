#include "tablecommands.h"

#include "tabledocument.h"

namespace inwo {

namespace {

// Where a card sits in a position.
struct Place
{
    enum class Where : quint8 { Illuminati, Group, Resource, Uncontrolled };
    Where where = Where::Group;
    qsizetype player = -1; // -1 for the uncontrolled area
    qsizetype index = -1;  // in the player's groups or resources, or the uncontrolled area
};

std::optional<Place> placeOf(const Position &position, const InstanceId &id)
{
    for (qsizetype p = 0; p < position.players.size(); ++p) {
        const TablePlayer &player = position.players.at(p);
        if (player.illuminati.id == id)
            return Place{Place::Where::Illuminati, p, -1};
        for (qsizetype i = 0; i < player.groups.size(); ++i) {
            if (player.groups.at(i).id == id)
                return Place{Place::Where::Group, p, i};
        }
        for (qsizetype i = 0; i < player.resources.size(); ++i) {
            if (player.resources.at(i).id == id)
                return Place{Place::Where::Resource, p, i};
        }
    }
    for (qsizetype i = 0; i < position.uncontrolled.size(); ++i) {
        if (position.uncontrolled.at(i).id == id)
            return Place{Place::Where::Uncontrolled, -1, i};
    }
    return std::nullopt;
}

TableCard *cardAt(Position &position, const Place &place)
{
    switch (place.where) {
    case Place::Where::Illuminati:
        return &position.players[place.player].illuminati;
    case Place::Where::Group:
        return &position.players[place.player].groups[place.index];
    case Place::Where::Resource:
        return &position.players[place.player].resources[place.index];
    case Place::Where::Uncontrolled:
        return &position.uncontrolled[place.index];
    }
    return nullptr;
}

TableCard *mutableCard(Position &position, const InstanceId &id)
{
    const std::optional<Place> place = placeOf(position, id);
    return place ? cardAt(position, *place) : nullptr;
}

// The group `id` of `player` and every group that hangs below it, the group first.
QList<InstanceId> subtreeOf(const TablePlayer &player, const InstanceId &id)
{
    QList<InstanceId> ids{id};
    for (qsizetype next = 0; next < ids.size(); ++next) {
        for (const TableCard &group : player.groups) {
            if (group.master == ids.at(next) && !ids.contains(group.id))
                ids.append(group.id);
        }
    }
    return ids;
}

// Takes a card out of the position, with its puppets when it is a group. Resources linked to a
// group that leaves stay with their player, linked to the Illuminati.
QList<TableCard> takeOut(Position &position, const Place &place)
{
    QList<TableCard> taken;
    switch (place.where) {
    case Place::Where::Illuminati:
        break;
    case Place::Where::Group: {
        TablePlayer &player = position.players[place.player];
        const QList<InstanceId> ids = subtreeOf(player, player.groups.at(place.index).id);
        for (const InstanceId &id : ids) {
            for (qsizetype i = 0; i < player.groups.size(); ++i) {
                if (player.groups.at(i).id == id) {
                    taken.append(player.groups.takeAt(i));
                    break;
                }
            }
        }
        for (TableCard &resource : player.resources) {
            if (ids.contains(resource.linkedTo))
                resource.linkedTo = {};
        }
        break;
    }
    case Place::Where::Resource:
        taken.append(position.players[place.player].resources.takeAt(place.index));
        break;
    case Place::Where::Uncontrolled:
        taken.append(position.uncontrolled.takeAt(place.index));
        break;
    }
    return taken;
}

bool isResource(const Place &place, const TableCard &card)
{
    return place.where == Place::Where::Resource || card.type == CardType::Resource;
}

} // namespace

PositionCommand::PositionCommand(TableDocument *document, const TableChange &change)
    : m_document(document), m_before(document->position()), m_after(document->position()),
      m_change(change)
{}

void PositionCommand::redo()
{
    m_document->apply(m_after, m_change);
}

void PositionCommand::undo()
{
    m_document->apply(m_before, m_change);
}

bool PositionCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const PositionCommand *>(other);
    if (next->m_document != m_document || next->m_change.card != m_change.card)
        return false;
    m_after = next->m_after;
    // Stepping a number up and back again leaves nothing to undo.
    setObsolete(m_after == m_before);
    return true;
}

AddPlayerCommand::AddPlayerCommand(TableDocument *document, const TablePlayer &player)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Players, player.illuminati.id))
{
    setText(tr("Add Player %1").arg(player.name));
    edited().players.append(player);
    if (edited().turnOf.isEmpty())
        edited().turnOf = player.name;
}

RemovePlayerCommand::RemovePlayerCommand(TableDocument *document, const QString &player)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Players))
{
    setText(tr("Remove Player %1").arg(player));
    Position &position = edited();
    position.players.removeIf([&](const TablePlayer &seated) { return seated.name == player; });
    // Every name the file gives must sit at the table.
    if (position.turnOf == player)
        position.turnOf = position.players.isEmpty() ? QString() : position.players.first().name;
    for (NwoInForce &nwo : position.nwos) {
        if (nwo.playedBy == player)
            nwo.playedBy.clear();
    }
    for (DestroyedCard &card : position.destroyed) {
        if (card.owner == player)
            card.owner.clear();
        if (card.destroyedBy == player)
            card.destroyedBy.clear();
    }
}

SetIlluminatiCommand::SetIlluminatiCommand(TableDocument *document, const QString &player,
                                           const TableCard &card)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Players, card.id))
{
    setText(tr("Set %1's Illuminati to %2").arg(player, card.card));
    for (TablePlayer &seated : edited().players) {
        if (seated.name == player)
            seated.illuminati = card;
    }
}

AddCardCommand::AddCardCommand(TableDocument *document, const QString &player,
                               const TableCard &card)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Structure, card.id))
{
    setText(tr("Add %1").arg(card.card));
    Position &position = edited();
    if (player.isEmpty()) {
        position.uncontrolled.append(card);
        return;
    }
    for (TablePlayer &seated : position.players) {
        if (seated.name != player)
            continue;
        if (card.type == CardType::Resource)
            seated.resources.append(card);
        else
            seated.groups.append(card);
    }
}

RemoveCardCommand::RemoveCardCommand(TableDocument *document, const InstanceId &id)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Structure, id))
{
    const std::optional<Place> place = placeOf(edited(), id);
    if (!place)
        return;
    const QList<TableCard> taken = takeOut(edited(), *place);
    const QString name = document->cardName(id);
    const qsizetype puppets = taken.size() - 1;
    setText(puppets == 0   ? tr("Remove %1").arg(name)
            : puppets == 1 ? tr("Remove %1 and Its Puppet").arg(name)
                           : tr("Remove %1 and %2 Puppets").arg(name).arg(puppets));
}

MoveCardCommand::MoveCardCommand(TableDocument *document, const InstanceId &id,
                                 const InstanceId &master, int arrow)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Structure, id))
{
    setText(master.isEmpty()
                ? tr("Move %1 to the Uncontrolled Area").arg(document->cardName(id))
                : tr("Move %1 under %2").arg(document->cardName(id), document->cardName(master)));
    Position &position = edited();
    const std::optional<Place> place = placeOf(position, id);
    if (!place || place->where == Place::Where::Illuminati)
        return;
    const bool resource = isResource(*place, *cardAt(position, *place));
    QList<TableCard> cards = takeOut(position, *place);
    if (cards.isEmpty())
        return;
    if (master.isEmpty()) {
        for (TableCard &card : cards) {
            card.master = {};
            card.arrow = 0;
            card.linkedTo = {};
            position.uncontrolled.append(card);
        }
        return;
    }
    const std::optional<Place> to = placeOf(position, master);
    if (!to || to->player < 0)
        return;
    TablePlayer &player = position.players[to->player];
    TableCard &moved = cards.first();
    if (resource) {
        moved.master = {};
        moved.arrow = 0;
        moved.linkedTo = to->where == Place::Where::Group ? master : InstanceId();
        player.resources.append(moved);
        return;
    }
    moved.master = master;
    moved.arrow = arrow;
    moved.linkedTo = {};
    player.groups.append(cards);
}

SetTokensSpentCommand::SetTokensSpentCommand(TableDocument *document, const InstanceId &id,
                                             int tokens)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Structure, id))
{
    setText(tr("Set Tokens Spent by %1").arg(document->cardName(id)));
    setMergeId(TableCommandId::SetTokensSpent);
    if (TableCard *card = mutableCard(edited(), id))
        card->tokensSpent = tokens;
}

SetDevastatedCommand::SetDevastatedCommand(TableDocument *document, const InstanceId &id,
                                           bool devastated)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Structure, id))
{
    setText(devastated ? tr("Devastate %1").arg(document->cardName(id))
                       : tr("Restore %1").arg(document->cardName(id)));
    if (TableCard *card = mutableCard(edited(), id))
        card->devastated = devastated;
}

PlayNwoCommand::PlayNwoCommand(TableDocument *document, const NwoInForce &nwo)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Nwos))
{
    m_played = edited().playNwo(nwo);
    if (m_played.discarded && !m_played.identical)
        setText(tr("Play %1, Discarding %2").arg(nwo.card, m_played.discarded->card));
    else
        setText(tr("Play %1").arg(nwo.card));
}

RemoveNwoCommand::RemoveNwoCommand(TableDocument *document, const QString &card)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Nwos))
{
    setText(tr("Remove %1").arg(card));
    edited().removeNwo(card);
}

AddDestroyedCommand::AddDestroyedCommand(TableDocument *document, const DestroyedCard &card)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Destroyed))
{
    setText(tr("Destroy %1").arg(card.card));
    edited().destroyed.append(card);
}

RemoveDestroyedCommand::RemoveDestroyedCommand(TableDocument *document, int index)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Destroyed))
{
    QList<DestroyedCard> &destroyed = edited().destroyed;
    if (index < 0 || index >= destroyed.size())
        return;
    setText(tr("Take %1 off the Destroyed Pile").arg(destroyed.at(index).card));
    destroyed.removeAt(index);
}

SetEnteredAbilitiesCommand::SetEnteredAbilitiesCommand(TableDocument *document,
                                                       const QList<EnteredAbility> &abilities)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Abilities))
{
    setText(tr("Enter Card Effects"));
    edited().abilities = abilities;
}

ChangeGameCommand::ChangeGameCommand(TableDocument *document, Field field, const QVariant &value)
    : PositionCommand(document, TableChange::of(TableChange::Kind::Game))
{
    Position &position = edited();
    switch (field) {
    case Field::Rules:
        setText(tr("Change the Rules"));
        position.rules = RuleSet(value.toInt());
        // A phase the new rules do not have becomes the phase of their moves, in the same step.
        if (!phasesOf(position.rules).contains(position.phase))
            position.phase = movesPhaseOf(position.rules);
        break;
    case Field::BasicGoal:
        setText(tr("Change the Basic Goal"));
        setMergeId(TableCommandId::SetBasicGoal);
        position.basicGoal = value.toInt();
        break;
    case Field::Round:
        setText(tr("Change the Round"));
        setMergeId(TableCommandId::SetRound);
        position.round = value.toInt();
        break;
    case Field::Turn:
        setText(tr("Change Whose Turn It Is"));
        position.turnOf = value.toString();
        break;
    case Field::Phase:
        setText(tr("Change the Phase"));
        position.phase = GamePhase(value.toInt());
        break;
    case Field::Ruling:
        setText(tr("Change a Ruling"));
        position.rulings.choose(RulingId(value.toInt() / 2), value.toInt() % 2);
        break;
    }
}

} // namespace inwo
