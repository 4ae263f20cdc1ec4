#include "tabledocument.h"

#include "cards/cardnameresolver.h"
#include "cards/cardrepository.h"
#include "tablecommands.h"

#include <QFileInfo>
#include <QSet>
#include <QUndoStack>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int MaxTokens = 10;  // as position files allow
constexpr int MaxNumber = 999; // basic goal and round, as position files allow

} // namespace

TableDocument::TableDocument(const CardRepository &cards, QObject *parent)
    : QObject(parent), m_cards(cards), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &TableDocument::updateModified);
}

TableDocument::~TableDocument() = default;

const CardNameResolver &TableDocument::resolver() const
{
    if (!m_resolver)
        m_resolver = std::make_unique<CardNameResolver>(m_cards);
    return *m_resolver;
}

void TableDocument::setFilePath(const QString &path)
{
    m_filePath = path;
}

QString TableDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled Table") : QFileInfo(m_filePath).fileName();
}

bool TableDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void TableDocument::markSaved()
{
    m_undoStack->setClean();
    updateModified();
}

void TableDocument::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void TableDocument::reset(const Position &position, const QString &filePath)
{
    m_undoStack->clear();
    m_position = position;
    m_filePath = filePath;
    emit changed(TableChange{});
    updateModified();
}

void TableDocument::apply(const Position &position, const TableChange &change)
{
    m_position = position;
    emit changed(change);
}

std::optional<Card> TableDocument::resolveCard(const QString &written, const QList<CardType> &types,
                                               const QString &what, QString *error) const
{
    const QString name = written.trimmed();
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (name.isEmpty())
        return fail(tr("Write the name of %1.").arg(what));
    // As the adjudicator reads names: exact, as deck lists write them, or a near miss that only
    // one card is near. The card is then shown by its printed name, so the reading is seen.
    const NameResolution resolution = resolver().resolve(name);
    if (!resolution.isResolved() || resolution.candidates.size() != 1)
        return fail(tr("No card is called \u201c%1\u201d.").arg(name));
    const Card &card = resolution.card();
    if (!types.contains(card.type))
        return fail(tr("%1 is not %2.").arg(card.name, what));
    return card;
}

InstanceId TableDocument::newIdentity(const QString &player) const
{
    // The fixtures' style: the player's initial and a number ("a0" his Illuminati, "a1"...),
    // "u1" for the uncontrolled area.
    QString prefix = u"u"_s;
    if (!player.isEmpty()) {
        prefix = u"p"_s;
        for (const QChar letter : player) {
            if (letter.isLetter() && letter.unicode() < 128) {
                prefix = letter.toLower();
                break;
            }
        }
    }
    QSet<QString> taken;
    const auto take = [&taken](const TableCard &card) {
        taken.insert(card.id.value);
    };
    for (const TablePlayer &seated : m_position.players) {
        take(seated.illuminati);
        std::for_each(seated.groups.begin(), seated.groups.end(), take);
        std::for_each(seated.resources.begin(), seated.resources.end(), take);
    }
    std::for_each(m_position.uncontrolled.begin(), m_position.uncontrolled.end(), take);
    const bool illuminati = !player.isEmpty() && !m_position.player(player);
    for (int number = illuminati ? 0 : 1;; ++number) {
        const QString id = prefix + QString::number(number);
        if (!taken.contains(id))
            return InstanceId{id};
    }
}

bool TableDocument::addPlayer(const QString &name, const QString &illuminati, QString *error)
{
    const QString player = name.trimmed();
    if (player.isEmpty()) {
        if (error)
            *error = tr("Give the player a name.");
        return false;
    }
    if (m_position.player(player)) {
        if (error)
            *error = tr("A player called %1 already sits at the table.").arg(player);
        return false;
    }
    const std::optional<Card> card =
        resolveCard(illuminati, {CardType::Illuminati}, tr("an Illuminati"), error);
    if (!card)
        return false;
    TablePlayer seated;
    seated.name = player;
    seated.illuminati.id = newIdentity(player);
    seated.illuminati.card = card->name;
    seated.illuminati.cardId = card->id;
    seated.illuminati.type = card->type;
    m_undoStack->push(new AddPlayerCommand(this, seated));
    return true;
}

bool TableDocument::removePlayer(const QString &name)
{
    if (!m_position.player(name))
        return false;
    m_undoStack->push(new RemovePlayerCommand(this, name));
    return true;
}

bool TableDocument::setIlluminati(const QString &player, const QString &card, QString *error)
{
    const TablePlayer *seated = m_position.player(player);
    if (!seated)
        return false;
    const std::optional<Card> known =
        resolveCard(card, {CardType::Illuminati}, tr("an Illuminati"), error);
    if (!known)
        return false;
    if (known->id == seated->illuminati.cardId)
        return false;
    // Its groups keep their arrows: each must be on the new card.
    for (const TableCard *puppet : m_position.puppetsOf(seated->illuminati.id)) {
        if (known->arrows && puppet->arrow >= *known->arrows) {
            if (error)
                *error = *known->arrows == 1 ? tr("%1 has one arrow; %2 hangs on another.")
                                                   .arg(known->name, puppet->card)
                                             : tr("%1 has %2 arrows; %3 hangs on another.")
                                                   .arg(known->name)
                                                   .arg(*known->arrows)
                                                   .arg(puppet->card);
            return false;
        }
    }
    TableCard illuminati = seated->illuminati;
    illuminati.card = known->name;
    illuminati.cardId = known->id;
    illuminati.type = known->type;
    illuminati.changes.clear(); // they were the other card's
    m_undoStack->push(new SetIlluminatiCommand(this, player, illuminati));
    return true;
}

std::optional<int> TableDocument::arrowsOf(const InstanceId &id) const
{
    const std::optional<Card> card = printedCard(id);
    return card ? card->arrows : std::nullopt;
}

QList<int> TableDocument::freeArrows(const InstanceId &master, const InstanceId &moving) const
{
    return m_position.freeArrows(master, arrowsOf(master), moving);
}

int TableDocument::arrowFor(const InstanceId &master, int arrow, const InstanceId &moving,
                            QString *error) const
{
    const QList<int> free = freeArrows(master, moving);
    const QString name = cardName(master);
    if (arrow < 0) {
        if (free.isEmpty()) {
            if (error)
                *error = tr("%1 has no free arrow.").arg(name);
            return -1;
        }
        return free.first();
    }
    const std::optional<int> arrows = arrowsOf(master);
    if (arrows && arrow >= *arrows) {
        if (error)
            *error = *arrows == 1 ? tr("%1 has one arrow.").arg(name)
                                  : tr("%1 has %2 arrows.").arg(name).arg(*arrows);
        return -1;
    }
    if (!free.contains(arrow) && (arrows || arrow <= free.last())) {
        if (error)
            *error = tr("Arrow %1 of %2 already holds a group.").arg(arrow + 1).arg(name);
        return -1;
    }
    return arrow;
}

InstanceId TableDocument::addCard(const InstanceId &master, const QString &card, int arrow,
                                  QString *error)
{
    QString controller;
    const TableCard *above = master.isEmpty() ? nullptr : m_position.card(master, &controller);
    if (!master.isEmpty()) {
        const bool inStructure =
            above && !controller.isEmpty() &&
            (above->id == m_position.player(controller)->illuminati.id || !above->master.isEmpty());
        if (!inStructure) {
            if (error)
                *error = tr("Choose an Illuminati or a group of a Power Structure to add under.");
            return {};
        }
    }
    const std::optional<Card> known = resolveCard(
        card, {CardType::Organization, CardType::Personality, CardType::Place, CardType::Resource},
        tr("a group or a Resource"), error);
    if (!known)
        return {};
    // One copy of a group in play, one of a Unique Resource (R138, R134).
    const bool unique = known->resourceKinds.contains(ResourceKind::Unique);
    if ((known->type != CardType::Resource || unique) && m_position.inPlay(known->id)) {
        if (error)
            *error = unique ? tr("%1 is Unique and already in play.").arg(known->name)
                            : tr("%1 is already in play: a second copy is an agents card, not a "
                                 "group.")
                                  .arg(known->name);
        return {};
    }
    TableCard added;
    added.id = newIdentity(controller);
    added.card = known->name;
    added.cardId = known->id;
    added.type = known->type;
    if (!master.isEmpty()) {
        if (known->type == CardType::Resource) {
            // Linked to the group, or to nothing: then it is its Illuminati's.
            if (!above->master.isEmpty())
                added.linkedTo = master;
        } else {
            added.master = master;
            added.arrow = arrowFor(master, arrow, {}, error);
            if (added.arrow < 0)
                return {};
        }
    }
    m_undoStack->push(new AddCardCommand(this, controller, added));
    return added.id;
}

bool TableDocument::removeCard(const InstanceId &id, QString *error)
{
    QString controller;
    const TableCard *card = m_position.card(id, &controller);
    if (!card)
        return false;
    if (!controller.isEmpty() && m_position.player(controller)->illuminati.id == id) {
        if (error)
            *error = tr("An Illuminati leaves the table with its player.");
        return false;
    }
    m_undoStack->push(new RemoveCardCommand(this, id));
    return true;
}

bool TableDocument::moveCard(const InstanceId &id, const InstanceId &master, int arrow,
                             QString *error)
{
    QString from;
    const TableCard *card = m_position.card(id, &from);
    if (!card)
        return false;
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!from.isEmpty() && m_position.player(from)->illuminati.id == id)
        return fail(tr("An Illuminati heads its Power Structure; it cannot move."));
    const bool resource = card->type == CardType::Resource ||
                          (!from.isEmpty() && m_position.player(from)->resources.contains(*card));
    if (master.isEmpty()) {
        if (from.isEmpty())
            return false; // already there
        m_undoStack->push(new MoveCardCommand(this, id, master, 0));
        return true;
    }
    QString to;
    const TableCard *above = m_position.card(master, &to);
    const bool inStructure =
        above && !to.isEmpty() &&
        (above->id == m_position.player(to)->illuminati.id || !above->master.isEmpty());
    if (!inStructure)
        return fail(tr("Choose an Illuminati or a group of a Power Structure to move to."));
    if (isBelow(master, id))
        return fail(tr("%1 cannot go under itself or its own puppets.").arg(card->card));
    if (resource) {
        m_undoStack->push(new MoveCardCommand(this, id, master, 0));
        return true;
    }
    const int onArrow = arrowFor(master, arrow, id, error);
    if (onArrow < 0)
        return false;
    if (card->master == master && card->arrow == onArrow)
        return false;
    m_undoStack->push(new MoveCardCommand(this, id, master, onArrow));
    return true;
}

bool TableDocument::isBelow(const InstanceId &id, const InstanceId &ancestor) const
{
    qsizetype steps = 0;
    for (const TableCard *card = m_position.card(id); card; card = m_position.card(card->master)) {
        if (card->id == ancestor)
            return true;
        if (card->master.isEmpty() || ++steps > 1000)
            break;
    }
    return false;
}

bool TableDocument::setTokensSpent(const InstanceId &id, int tokens)
{
    const TableCard *card = m_position.card(id);
    tokens = std::clamp(tokens, 0, MaxTokens);
    if (!card || card->tokensSpent == tokens)
        return false;
    m_undoStack->push(new SetTokensSpentCommand(this, id, tokens));
    return true;
}

bool TableDocument::setDevastated(const InstanceId &id, bool devastated)
{
    const TableCard *card = m_position.card(id);
    if (!card || card->devastated == devastated)
        return false;
    // Devastation is what a Disaster does to a Place (R67); it can always be taken off.
    if (devastated && card->type != CardType::Place)
        return false;
    m_undoStack->push(new SetDevastatedCommand(this, id, devastated));
    return true;
}

std::optional<NwoPlayed> TableDocument::playNwo(const QString &card, const QString &playedBy,
                                                QString *error)
{
    const std::optional<Card> known =
        resolveCard(card, {CardType::NewWorldOrder}, tr("a New World Order"), error);
    if (!known)
        return std::nullopt;
    NwoInForce nwo;
    nwo.card = known->name;
    nwo.cardId = known->id;
    nwo.color = known->nwoColor;
    nwo.playedBy = m_position.player(playedBy) ? playedBy : QString();
    auto *command = new PlayNwoCommand(this, nwo);
    const NwoPlayed played = command->played();
    m_undoStack->push(command);
    return played;
}

bool TableDocument::removeNwo(const QString &card)
{
    const bool inForce = std::any_of(m_position.nwos.begin(), m_position.nwos.end(),
                                     [&](const NwoInForce &nwo) { return nwo.card == card; });
    if (!inForce)
        return false;
    m_undoStack->push(new RemoveNwoCommand(this, card));
    return true;
}

bool TableDocument::addDestroyed(const QString &card, const QString &owner,
                                 const QString &destroyedBy, QString *error)
{
    const std::optional<Card> known =
        resolveCard(card,
                    {CardType::Organization, CardType::Personality, CardType::Place,
                     CardType::Resource, CardType::Illuminati},
                    tr("a group or a Resource"), error);
    if (!known)
        return false;
    DestroyedCard destroyed;
    destroyed.card = known->name;
    destroyed.cardId = known->id;
    destroyed.owner = m_position.player(owner) ? owner : QString();
    destroyed.destroyedBy = m_position.player(destroyedBy) ? destroyedBy : QString();
    m_undoStack->push(new AddDestroyedCommand(this, destroyed));
    return true;
}

bool TableDocument::removeDestroyed(int index)
{
    if (index < 0 || index >= m_position.destroyed.size())
        return false;
    m_undoStack->push(new RemoveDestroyedCommand(this, index));
    return true;
}

void TableDocument::setRules(RuleSet rules)
{
    if (rules != m_position.rules)
        m_undoStack->push(new ChangeGameCommand(this, ChangeGameCommand::Field::Rules, int(rules)));
}

void TableDocument::setBasicGoal(int goal)
{
    goal = std::clamp(goal, 1, MaxNumber);
    if (goal != m_position.basicGoal)
        m_undoStack->push(new ChangeGameCommand(this, ChangeGameCommand::Field::BasicGoal, goal));
}

void TableDocument::setRound(int round)
{
    round = std::clamp(round, 1, MaxNumber);
    if (round != m_position.round)
        m_undoStack->push(new ChangeGameCommand(this, ChangeGameCommand::Field::Round, round));
}

void TableDocument::setTurnOf(const QString &player)
{
    const QString turn = m_position.player(player) ? player : QString();
    if (turn != m_position.turnOf)
        m_undoStack->push(new ChangeGameCommand(this, ChangeGameCommand::Field::Turn, turn));
}

void TableDocument::setPhase(GamePhase phase)
{
    if (phase != m_position.phase && phasesOf(m_position.rules).contains(phase))
        m_undoStack->push(new ChangeGameCommand(this, ChangeGameCommand::Field::Phase, int(phase)));
}

bool TableDocument::setEnteredAbilities(const QList<EnteredAbility> &abilities)
{
    if (abilities == m_position.abilities)
        return false;
    m_undoStack->push(new SetEnteredAbilitiesCommand(this, abilities));
    return true;
}

void TableDocument::setRuling(RulingId ruling, int reading)
{
    reading = std::clamp(reading, 0, 1);
    if (reading != m_position.rulings.readingOf(ruling))
        m_undoStack->push(new ChangeGameCommand(this, ChangeGameCommand::Field::Ruling,
                                                int(ruling) * 2 + reading));
}

std::optional<Card> TableDocument::printedCard(const InstanceId &id) const
{
    const TableCard *card = m_position.card(id);
    if (!card || card->cardId.isEmpty())
        return std::nullopt;
    return m_cards.cardById(card->cardId);
}

QString TableDocument::cardName(const InstanceId &id) const
{
    const TableCard *card = m_position.card(id);
    return card ? card->card : id.value;
}

} // namespace inwo
