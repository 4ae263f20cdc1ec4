#include "table/position.h"

#include "cards/cardnameresolver.h"
#include "common/jsonpathreader.h"
#include "rules/rulesetprofile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

using namespace Qt::StringLiterals;

namespace inwo {

template <> struct EnumTable<CardChange::Kind>
{
    static constexpr std::array<EnumEntry<CardChange::Kind>, 4> entries{{
        {CardChange::Kind::GainAlignment, u"gain-alignment", u"gains an alignment"},
        {CardChange::Kind::LoseAlignment, u"lose-alignment", u"loses an alignment"},
        {CardChange::Kind::Power, u"power", u"Power changed"},
        {CardChange::Kind::Status, u"status", u"a status"},
    }};
};

namespace {

// Bounds that keep a hand-written file from asking for absurd work, far above any real table.
constexpr int MaxNumber = 1000;
constexpr qsizetype MaxEntries = 200; // players, groups of one player, NWOs, destroyed cards
constexpr int MaxArrow = 7;           // no card has more than a few outgoing arrows
constexpr int MaxTokens = 10;

const QStringList rootKeys{u"rules"_s,     u"basicGoal"_s, u"round"_s,        u"turn"_s,
                           u"phase"_s,     u"players"_s,   u"uncontrolled"_s, u"nwos"_s,
                           u"destroyed"_s, u"rulings"_s,   u"firstPlayer"_s,  u"winners"_s,
                           u"abilities"_s};
const QStringList playerKeys{u"name"_s,       u"illuminati"_s,  u"groups"_s, u"resources"_s,
                             u"hand"_s,       u"plots"_s,       u"goals"_s,  u"treasury"_s,
                             u"eliminated"_s, u"eliminatedBy"_s};
const QStringList cardKeys{u"id"_s,       u"card"_s,        u"master"_s,  u"arrow"_s,
                           u"linkedTo"_s, u"tokensSpent"_s, u"slack"_s,   u"devastated"_s,
                           u"changes"_s,  u"attacked"_s,    u"treasury"_s};
const QStringList changeKeys{u"kind"_s,  u"lasting"_s, u"alignment"_s,
                             u"power"_s, u"status"_s,  u"source"_s};
const QStringList plotKeys{u"hidden"_s, u"exposed"_s};
const QStringList nwoKeys{u"card"_s, u"color"_s, u"playedBy"_s};
const QStringList destroyedKeys{u"card"_s, u"owner"_s, u"destroyedBy"_s};

QString at(const QString &path, qsizetype index)
{
    return u"%1[%2]"_s.arg(path).arg(index);
}

// Reads a position, keeping the first error with its JSON path.
class PositionReader
{
public:
    PositionReader(QString *error, const CardNameResolver *cards)
        : m_reader(error, {.maxNumber = MaxNumber,
                           .notNumber = u"not a whole number up to %1"_s.arg(MaxNumber),
                           .maxEntries = MaxEntries,
                           .notArray = u"not a list"_s}),
          m_cards(cards)
    {}

    std::optional<Position> read(const QJsonObject &root);

private:
    // A number of `object` in [low, high], or `fallback` when absent.
    int bounded(const QJsonObject &object, const QString &key, const QString &path, int low,
                int high, int fallback);
    // The card a name gives, when a resolver is there: fills `cardId` and `type`.
    std::optional<Card> resolve(const QString &name, const QString &path);
    TableCard tableCard(const QJsonValue &value, const QString &path, bool inStructure);
    QStringList names(const QJsonObject &object, const QString &key, const QString &path);
    TablePlayer player(const QJsonValue &value, const QString &path);
    void checkStructure(const TablePlayer &player, const QString &path);
    void checkIdentities(const Position &position);

    JsonPathReader m_reader;
    const CardNameResolver *m_cards;
    QHash<QString, int> m_arrows; // outgoing arrows of each card the resolver knows, by id
    RuleSet m_rules = RuleSet::Inwo;
    QSet<QString> m_uniqueResources; // card ids
    QSet<QString> m_arrowAssumed;    // paths of the cards that write no arrow: arrow 0
};

int PositionReader::bounded(const QJsonObject &object, const QString &key, const QString &path,
                            int low, int high, int fallback)
{
    const std::optional<int> value = m_reader.number(object, key, path);
    if (!value)
        return fallback;
    if (*value < low || *value > high) {
        m_reader.fail(path + u'.' + key, u"not between %1 and %2"_s.arg(low).arg(high));
        return fallback;
    }
    return *value;
}

std::optional<Card> PositionReader::resolve(const QString &name, const QString &path)
{
    if (!m_cards || name.isEmpty() || m_reader.failed())
        return std::nullopt;
    // A near miss is named, never taken: a position file says exactly which card it means.
    QString error;
    std::optional<Card> card = m_cards->resolveRecorded(name, &error);
    if (!card)
        m_reader.fail(path, error);
    return card;
}

TableCard PositionReader::tableCard(const QJsonValue &value, const QString &path, bool inStructure)
{
    TableCard card;
    const QJsonObject object = m_reader.object(value, path);
    m_reader.onlyKeys(object, cardKeys, path);
    card.id.value =
        m_reader.nonEmptyText(object, u"id"_s, path, JsonPathReader::Presence::Required);
    card.card = m_reader.nonEmptyText(object, u"card"_s, path, JsonPathReader::Presence::Required);
    if (const std::optional<Card> known = resolve(card.card, path + u".card"_s)) {
        card.cardId = known->id;
        card.type = known->type;
        if (known->resourceKinds.contains(ResourceKind::Unique))
            m_uniqueResources.insert(known->id);
        if (known->arrows && inStructure)
            m_arrows.insert(card.id.value, *known->arrows);
    }
    card.master.value = m_reader.text(object, u"master"_s, path);
    card.arrow = bounded(object, u"arrow"_s, path, 0, MaxArrow, 0);
    if (inStructure && !object.contains(u"arrow"_s))
        m_arrowAssumed.insert(path);
    card.linkedTo.value = m_reader.text(object, u"linkedTo"_s, path);
    card.tokensSpent = bounded(object, u"tokensSpent"_s, path, 0, MaxTokens, 0);
    card.slack = bounded(object, u"slack"_s, path, 0, MaxNumber, 0);
    card.devastated = m_reader.flag(object, u"devastated"_s, path);
    card.attacked = m_reader.flag(object, u"attacked"_s, path);
    if (object.contains(u"treasury"_s))
        card.treasury = bounded(object, u"treasury"_s, path, 0, MaxNumber, 0);
    if (card.attacked && inStructure)
        m_reader.fail(path + u".attacked"_s, u"only a card of a hand is attacked from it (R72)"_s);
    // Devastation is what a Disaster does to a Place (R67).
    if (card.devastated && card.type && *card.type != CardType::Place)
        m_reader.fail(path + u".devastated"_s, u"'%1' is not a Place"_s.arg(card.card));
    if (!inStructure && (!card.master.isEmpty() || !card.linkedTo.isEmpty()))
        m_reader.fail(path, u"a card outside a Power Structure has no master and no link"_s);
    const QJsonArray changes = m_reader.array(object, u"changes"_s, path);
    for (qsizetype i = 0; i < changes.size(); ++i) {
        const QString changePath = at(path + u".changes"_s, i);
        const QJsonObject written = m_reader.object(changes.at(i), changePath);
        m_reader.onlyKeys(written, changeKeys, changePath);
        CardChange change;
        if (!written.contains(u"kind"_s))
            m_reader.fail(changePath + u".kind"_s, u"missing"_s);
        change.kind = *m_reader.code<CardChange::Kind>(written, u"kind"_s, changePath,
                                                       CardChange::Kind::GainAlignment);
        change.lasting = *m_reader.code<CardChange::Lasting>(written, u"lasting"_s, changePath,
                                                             CardChange::Lasting::Permanent);
        change.alignment =
            m_reader.code<Alignment>(written, u"alignment"_s, changePath, std::nullopt);
        change.power = bounded(written, u"power"_s, changePath, -MaxNumber, MaxNumber, 0);
        change.source = m_reader.text(written, u"source"_s, changePath);
        change.status = m_reader.text(written, u"status"_s, changePath);
        const bool isStatus = change.kind == CardChange::Kind::Status;
        if (isStatus != !change.status.isEmpty())
            m_reader.fail(changePath + u".status"_s,
                          isStatus ? u"missing (what the card now is)"_s
                                   : u"only a status change names a status"_s);
        const bool aboutAlignment = change.kind == CardChange::Kind::GainAlignment ||
                                    change.kind == CardChange::Kind::LoseAlignment;
        if (aboutAlignment && !change.alignment)
            m_reader.fail(changePath + u".alignment"_s, u"missing"_s);
        if (!aboutAlignment && written.contains(u"alignment"_s))
            m_reader.fail(changePath + u".alignment"_s,
                          u"a Power or status change names no alignment"_s);
        // Communist and Socialist are the boxed game's alignments only (R197).
        if (change.alignment && m_rules != RuleSet::Classic &&
            (*change.alignment == Alignment::Communist ||
             *change.alignment == Alignment::Socialist))
            m_reader.fail(
                changePath + u".alignment"_s,
                u"'%1' is an alignment of the boxed game only"_s.arg(codeOf(*change.alignment)));
        card.changes.append(change);
    }
    return card;
}

QStringList PositionReader::names(const QJsonObject &object, const QString &key,
                                  const QString &path)
{
    QStringList found;
    const QJsonArray written = m_reader.array(object, key, path);
    for (qsizetype i = 0; i < written.size(); ++i) {
        if (!written.at(i).isString() || written.at(i).toString().trimmed().isEmpty()) {
            m_reader.fail(at(path + u'.' + key, i), u"not a card's name"_s);
            continue;
        }
        const QString name = written.at(i).toString().trimmed();
        resolve(name, at(path + u'.' + key, i));
        found.append(name);
    }
    return found;
}

TablePlayer PositionReader::player(const QJsonValue &value, const QString &path)
{
    TablePlayer player;
    const QJsonObject object = m_reader.object(value, path);
    m_reader.onlyKeys(object, playerKeys, path);
    player.name =
        m_reader.nonEmptyText(object, u"name"_s, path, JsonPathReader::Presence::Required);
    if (!object.contains(u"illuminati"_s))
        m_reader.fail(path + u".illuminati"_s, u"missing"_s);
    player.illuminati = tableCard(object.value(u"illuminati"_s), path + u".illuminati"_s, true);
    if (!player.illuminati.master.isEmpty() || !player.illuminati.linkedTo.isEmpty())
        m_reader.fail(path + u".illuminati"_s, u"an Illuminati heads its Power Structure"_s);
    if (player.illuminati.type && *player.illuminati.type != CardType::Illuminati)
        m_reader.fail(path + u".illuminati.card"_s,
                      u"'%1' is not an Illuminati"_s.arg(player.illuminati.card));
    const QJsonArray groups = m_reader.array(object, u"groups"_s, path);
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QString groupPath = at(path + u".groups"_s, i);
        TableCard group = tableCard(groups.at(i), groupPath, true);
        if (group.master.isEmpty())
            m_reader.fail(groupPath + u".master"_s, u"missing"_s);
        if (!group.linkedTo.isEmpty())
            m_reader.fail(groupPath + u".linkedTo"_s, u"only a Resource is linked"_s);
        if (group.type && !isGroupType(*group.type))
            m_reader.fail(groupPath + u".card"_s, u"'%1' is not a group"_s.arg(group.card));
        player.groups.append(group);
    }
    const QJsonArray resources = m_reader.array(object, u"resources"_s, path);
    for (qsizetype i = 0; i < resources.size(); ++i) {
        const QString resourcePath = at(path + u".resources"_s, i);
        TableCard resource = tableCard(resources.at(i), resourcePath, true);
        if (!resource.master.isEmpty())
            m_reader.fail(resourcePath + u".master"_s,
                          u"a Resource has no master; it may be linked to a group"_s);
        if (resource.type && *resource.type != CardType::Resource)
            m_reader.fail(resourcePath + u".card"_s,
                          u"'%1' is not a Resource"_s.arg(resource.card));
        player.resources.append(resource);
    }
    // Cards of the Group deck in hand the table knows of: a group is a target of an attack from
    // hand (R72), a group or a Resource one of an automatic takeover (R139).
    const QJsonArray hand = m_reader.array(object, u"hand"_s, path);
    for (qsizetype i = 0; i < hand.size(); ++i) {
        const QString handPath = at(path + u".hand"_s, i);
        TableCard card = tableCard(hand.at(i), handPath, false);
        if (card.type && !isGroupType(*card.type) && *card.type != CardType::Resource)
            m_reader.fail(handPath + u".card"_s,
                          u"'%1' is neither a group nor a Resource"_s.arg(card.card));
        player.hand.append(card);
    }
    if (object.contains(u"plots"_s)) {
        const QString plotsPath = path + u".plots"_s;
        const QJsonObject plots = m_reader.object(object.value(u"plots"_s), plotsPath);
        m_reader.onlyKeys(plots, plotKeys, plotsPath);
        player.plotsHidden = bounded(plots, u"hidden"_s, plotsPath, 0, MaxNumber, 0);
        player.plotsExposed = names(plots, u"exposed"_s, plotsPath);
    }
    player.goals = names(object, u"goals"_s, path);
    for (qsizetype i = 0; i < player.goals.size() && m_cards && !m_reader.failed(); ++i) {
        const NameResolution goal =
            m_cards->resolve(player.goals.at(i), CardNameResolver::Matching::NoFuzzy);
        if (goal.isResolved() && goal.card().type != CardType::Goal)
            m_reader.fail(at(path + u".goals"_s, i),
                          u"'%1' is not a Goal card"_s.arg(player.goals.at(i)));
    }
    if (object.contains(u"treasury"_s))
        player.treasury = bounded(object, u"treasury"_s, path, 0, MaxNumber, 0);
    player.eliminated = m_reader.flag(object, u"eliminated"_s, path);
    player.eliminatedBy = m_reader.text(object, u"eliminatedBy"_s, path);
    if (!player.eliminatedBy.isEmpty() && object.contains(u"eliminated"_s) && !player.eliminated)
        m_reader.fail(path + u".eliminatedBy"_s, u"the player is not eliminated"_s);
    if (!player.eliminatedBy.isEmpty())
        player.eliminated = true;
    if (player.eliminatedBy == player.name && !player.name.isEmpty())
        m_reader.fail(path + u".eliminatedBy"_s, u"a player does not eliminate himself"_s);
    checkStructure(player, path);
    return player;
}

// Each group hangs from a card of its own Power Structure by a free arrow, and every chain of
// masters reaches the Illuminati; a Resource is linked to a group of the same structure.
void PositionReader::checkStructure(const TablePlayer &player, const QString &path)
{
    if (m_reader.failed())
        return;
    QHash<QString, qsizetype> groupAt; // id -> index in player.groups
    for (qsizetype i = 0; i < player.groups.size(); ++i)
        groupAt.insert(player.groups.at(i).id.value, i);
    QHash<QString, qsizetype> arrowsTaken; // "master/arrow" -> the group on it
    for (qsizetype i = 0; i < player.groups.size(); ++i) {
        const TableCard &group = player.groups.at(i);
        const QString groupPath = at(path + u".groups"_s, i);
        const QString &master = group.master.value;
        // A group that writes no arrow hangs on arrow 0; a message about it says so, since the
        // key it names is not in the file.
        const bool assumed = m_arrowAssumed.contains(groupPath);
        if (master != player.illuminati.id.value && !groupAt.contains(master)) {
            m_reader.fail(groupPath + u".master"_s,
                          u"no card '%1' in this Power Structure"_s.arg(master));
            return;
        }
        if (m_arrows.contains(master) && group.arrow >= m_arrows.value(master)) {
            const QString masterCard = master == player.illuminati.id.value
                                           ? player.illuminati.card
                                           : player.groups.at(groupAt.value(master)).card;
            m_reader.fail(
                groupPath + u".arrow"_s,
                (assumed ? u"missing, so arrow 0 was assumed, but "_s : QString()) +
                    u"'%1' (%2) has %3 outgoing arrows, counted from 0"_s.arg(master, masterCard)
                        .arg(m_arrows.value(master)));
            return;
        }
        const QString arrow = master + u'/' + QString::number(group.arrow);
        if (arrowsTaken.contains(arrow)) {
            const qsizetype holder = arrowsTaken.value(arrow);
            const QString holderId = player.groups.at(holder).id.value;
            if (assumed)
                m_reader.fail(groupPath + u".arrow"_s,
                              u"missing, so arrow 0 was assumed, and arrow 0 of '%1' already "
                              u"holds a group, '%2': write which arrow of '%1' '%3' hangs on"_s.arg(
                                  master, holderId, group.id.value));
            else if (m_arrowAssumed.contains(at(path + u".groups"_s, holder)))
                m_reader.fail(groupPath + u".arrow"_s,
                              u"arrow 0 of '%1' already holds a group, '%2', whose arrow is "
                              u"missing, so arrow 0 was assumed"_s.arg(master, holderId));
            else
                m_reader.fail(groupPath + u".arrow"_s,
                              u"arrow %1 of '%2' already holds a group, '%3'"_s.arg(group.arrow)
                                  .arg(master, holderId));
            return;
        }
        arrowsTaken.insert(arrow, i);
        // Up the chain of masters: the Illuminati within as many steps as there are groups.
        QString up = master;
        for (qsizetype steps = 0; up != player.illuminati.id.value; ++steps) {
            if (steps > player.groups.size() || up == group.id.value) {
                m_reader.fail(groupPath + u".master"_s,
                              u"'%1' is its own master, through its puppets"_s.arg(group.id.value));
                return;
            }
            up = player.groups.at(groupAt.value(up)).master.value;
        }
    }
    for (qsizetype i = 0; i < player.resources.size(); ++i) {
        const QString &link = player.resources.at(i).linkedTo.value;
        if (!link.isEmpty() && !groupAt.contains(link)) {
            m_reader.fail(at(path + u".resources"_s, i) + u".linkedTo"_s,
                          u"no group '%1' in this Power Structure"_s.arg(link));
            return;
        }
    }
}

void PositionReader::checkIdentities(const Position &position)
{
    if (m_reader.failed())
        return;
    QSet<QString> seen;
    auto take = [&](const TableCard &card, const QString &path) {
        if (seen.contains(card.id.value))
            m_reader.fail(path + u".id"_s,
                          u"'%1' names another card of the table too"_s.arg(card.id.value));
        seen.insert(card.id.value);
    };
    QSet<QString> names;
    for (qsizetype p = 0; p < position.players.size(); ++p) {
        const TablePlayer &player = position.players.at(p);
        const QString path = at(u"$.players"_s, p);
        if (names.contains(player.name))
            m_reader.fail(path + u".name"_s, u"two players are called '%1'"_s.arg(player.name));
        names.insert(player.name);
        take(player.illuminati, path + u".illuminati"_s);
        for (qsizetype i = 0; i < player.groups.size(); ++i)
            take(player.groups.at(i), at(path + u".groups"_s, i));
        for (qsizetype i = 0; i < player.resources.size(); ++i)
            take(player.resources.at(i), at(path + u".resources"_s, i));
        for (qsizetype i = 0; i < player.hand.size(); ++i)
            take(player.hand.at(i), at(path + u".hand"_s, i));
    }
    for (qsizetype i = 0; i < position.uncontrolled.size(); ++i)
        take(position.uncontrolled.at(i), at(u"$.uncontrolled"_s, i));
    // One copy of a group in play (a duplicate is an agents card, R138); one of a Unique
    // Resource (R134). Illuminati may repeat: rival factions.
    QSet<QString> inPlay;
    auto once = [&](const TableCard &card, const QString &path) {
        if (card.cardId.isEmpty())
            return;
        const bool unique = m_uniqueResources.contains(card.cardId);
        if (card.type == CardType::Resource && !unique)
            return;
        if (inPlay.contains(card.cardId))
            m_reader.fail(path + u".card"_s,
                          unique
                              ? u"'%1' is Unique: only one can be in play (R134)"_s.arg(card.card)
                              : u"'%1' is in play twice: a second copy of a group in play is an "
                                u"agents card, not a group (R138)"_s.arg(card.card));
        inPlay.insert(card.cardId);
    };
    for (qsizetype p = 0; p < position.players.size(); ++p) {
        const TablePlayer &player = position.players.at(p);
        const QString path = at(u"$.players"_s, p);
        for (qsizetype i = 0; i < player.groups.size(); ++i)
            once(player.groups.at(i), at(path + u".groups"_s, i));
        for (qsizetype i = 0; i < player.resources.size(); ++i)
            once(player.resources.at(i), at(path + u".resources"_s, i));
    }
    for (qsizetype i = 0; i < position.uncontrolled.size(); ++i)
        once(position.uncontrolled.at(i), at(u"$.uncontrolled"_s, i));
    auto isPlayer = [&](const QString &name) {
        return name.isEmpty() || names.contains(name);
    };
    if (!isPlayer(position.turnOf))
        m_reader.fail(u"$.turn"_s, u"no player '%1'"_s.arg(position.turnOf));
    if (!isPlayer(position.firstPlayer))
        m_reader.fail(u"$.firstPlayer"_s, u"no player '%1'"_s.arg(position.firstPlayer));
    for (qsizetype i = 0; i < position.nwos.size(); ++i) {
        if (!isPlayer(position.nwos.at(i).playedBy))
            m_reader.fail(at(u"$.nwos"_s, i) + u".playedBy"_s,
                          u"no player '%1'"_s.arg(position.nwos.at(i).playedBy));
    }
    for (qsizetype p = 0; p < position.players.size(); ++p) {
        if (!isPlayer(position.players.at(p).eliminatedBy))
            m_reader.fail(at(u"$.players"_s, p) + u".eliminatedBy"_s,
                          u"no player '%1'"_s.arg(position.players.at(p).eliminatedBy));
    }
    for (qsizetype i = 0; i < position.destroyed.size(); ++i) {
        const DestroyedCard &card = position.destroyed.at(i);
        if (!isPlayer(card.owner))
            m_reader.fail(at(u"$.destroyed"_s, i) + u".owner"_s,
                          u"no player '%1'"_s.arg(card.owner));
        if (!isPlayer(card.destroyedBy))
            m_reader.fail(at(u"$.destroyed"_s, i) + u".destroyedBy"_s,
                          u"no player '%1'"_s.arg(card.destroyedBy));
    }
}

std::optional<Position> PositionReader::read(const QJsonObject &root)
{
    Position position;
    m_reader.onlyKeys(root, rootKeys, u"$"_s);
    position.rules = *m_reader.code<RuleSet>(root, u"rules"_s, u"$"_s, RuleSet::Inwo);
    m_rules = position.rules;
    position.basicGoal = bounded(root, u"basicGoal"_s, u"$"_s, 1, MaxNumber, 12);
    position.round = bounded(root, u"round"_s, u"$"_s, 1, MaxNumber, 1);
    position.turnOf = m_reader.text(root, u"turn"_s, u"$"_s);
    position.firstPlayer = m_reader.text(root, u"firstPlayer"_s, u"$"_s);
    position.phase =
        *m_reader.code<GamePhase>(root, u"phase"_s, u"$"_s, movesPhaseOf(position.rules));
    if (const QList<GamePhase> phases = phasesOf(position.rules);
        !phases.contains(position.phase)) {
        QStringList codes;
        for (const GamePhase phase : phases)
            codes.append(codeOf(phase));
        m_reader.fail(u"$.phase"_s,
                      u"'%1' is not a phase of the %2 rules (%3)"_s.arg(
                          codeOf(position.phase), codeOf(position.rules), codes.join(u", "_s)));
    }
    const QJsonArray players = m_reader.array(root, u"players"_s, u"$"_s);
    if (!root.contains(u"players"_s) || players.isEmpty())
        m_reader.fail(u"$.players"_s, u"a table has at least one player"_s);
    for (qsizetype i = 0; i < players.size(); ++i)
        position.players.append(player(players.at(i), at(u"$.players"_s, i)));
    const QJsonArray uncontrolled = m_reader.array(root, u"uncontrolled"_s, u"$"_s);
    for (qsizetype i = 0; i < uncontrolled.size(); ++i)
        position.uncontrolled.append(
            tableCard(uncontrolled.at(i), at(u"$.uncontrolled"_s, i), false));
    const QJsonArray nwos = m_reader.array(root, u"nwos"_s, u"$"_s);
    QList<NwoColor> colours;
    for (qsizetype i = 0; i < nwos.size(); ++i) {
        const QString path = at(u"$.nwos"_s, i);
        const QJsonObject object = m_reader.object(nwos.at(i), path);
        m_reader.onlyKeys(object, nwoKeys, path);
        NwoInForce nwo;
        nwo.card =
            m_reader.nonEmptyText(object, u"card"_s, path, JsonPathReader::Presence::Required);
        nwo.color = m_reader.code<NwoColor>(object, u"color"_s, path, std::nullopt);
        nwo.playedBy = m_reader.text(object, u"playedBy"_s, path);
        if (const std::optional<Card> known = resolve(nwo.card, path + u".card"_s)) {
            nwo.cardId = known->id;
            if (known->type != CardType::NewWorldOrder)
                m_reader.fail(path + u".card"_s, u"'%1' is not a New World Order"_s.arg(nwo.card));
            else if (nwo.color && known->nwoColor && nwo.color != known->nwoColor)
                m_reader.fail(path + u".color"_s,
                              u"'%1' is %2"_s.arg(nwo.card, codeOf(*known->nwoColor)));
            else if (known->nwoColor)
                nwo.color = known->nwoColor;
        }
        // At most one of each colour in force (R106): a new one discards the old.
        if (nwo.color && colours.contains(*nwo.color)) {
            const QString earlier = position.nwos.at(colours.indexOf(*nwo.color)).card;
            m_reader.fail(path,
                          u"'%1' is a second %2 NWO in force beside '%3'; a new one "
                          u"discards the old (R106)"_s.arg(nwo.card, codeOf(*nwo.color), earlier));
        }
        colours.append(nwo.color.value_or(NwoColor(255)));
        position.nwos.append(nwo);
    }
    // The referee's choices where the seeds leave one: "rulings": {"<ruling>": "<reading>"}.
    if (root.contains(u"rulings"_s)) {
        const QJsonObject rulings = m_reader.object(root.value(u"rulings"_s), u"$.rulings"_s);
        for (auto it = rulings.constBegin(); it != rulings.constEnd(); ++it) {
            const QString path = u"$.rulings."_s + it.key();
            const std::optional<RulingId> id = rulingFromCode(it.key());
            if (!id) {
                QStringList codes;
                for (const RulingDefinition &definition : allRulings())
                    codes.append(QString::fromLatin1(definition.code));
                m_reader.fail(path, u"not a ruling (%1)"_s.arg(codes.join(u", "_s)));
                break;
            }
            const RulingDefinition &definition = rulingDefinition(*id);
            const QString reading = it.value().toString();
            int index = -1;
            for (int r = 0; r < int(definition.readings.size()); ++r) {
                if (reading == QLatin1StringView(definition.readings[r].code))
                    index = r;
            }
            if (index < 0) {
                m_reader.fail(path, u"'%1' is not a reading of it (%2 or %3)"_s.arg(
                                        reading, QString::fromLatin1(definition.readings[0].code),
                                        QString::fromLatin1(definition.readings[1].code)));
                break;
            }
            position.rulings.choose(*id, index);
        }
    }
    // Card effects the referee enters for this table (cardabilities.h: EnteredAbility).
    position.abilities = readEnteredAbilities(m_reader, root, u"abilities"_s, u"$"_s, m_cards);
    const QJsonArray winners = m_reader.array(root, u"winners"_s, u"$"_s);
    for (qsizetype i = 0; i < winners.size(); ++i) {
        const QString name = winners.at(i).toString();
        if (!position.player(name)) {
            m_reader.fail(at(u"$.winners"_s, i), u"no player '%1' at the table"_s.arg(name));
            break;
        }
        position.winners.append(name);
    }
    const QJsonArray destroyed = m_reader.array(root, u"destroyed"_s, u"$"_s);
    for (qsizetype i = 0; i < destroyed.size(); ++i) {
        const QString path = at(u"$.destroyed"_s, i);
        const QJsonObject object = m_reader.object(destroyed.at(i), path);
        m_reader.onlyKeys(object, destroyedKeys, path);
        DestroyedCard card;
        card.card =
            m_reader.nonEmptyText(object, u"card"_s, path, JsonPathReader::Presence::Required);
        if (const std::optional<Card> known = resolve(card.card, path + u".card"_s))
            card.cardId = known->id;
        card.owner = m_reader.text(object, u"owner"_s, path);
        card.destroyedBy = m_reader.text(object, u"destroyedBy"_s, path);
        position.destroyed.append(card);
    }
    checkIdentities(position);
    if (m_reader.failed())
        return std::nullopt;
    return position;
}

} // namespace

QList<GamePhase> phasesOf(RuleSet rules)
{
    using enum GamePhase;
    if (profileOf(rules).family == RuleSetProfile::Family::Plan28)
        return {Setup, Planning, WorldDomination, EndOfTurn, Victory};
    return {Setup, PlotDraw, GroupDraw, Takeover, Tokens, Actions, FreeMoves, EndOfTurn};
}

GamePhase tokensPhaseOf(RuleSet rules)
{
    return profileOf(rules).family == RuleSetProfile::Family::Plan28 ? GamePhase::WorldDomination
                                                                     : GamePhase::Tokens;
}

// The phases' names as facts show them (FactArg::phase), for the translation files.
[[maybe_unused]] constexpr const char *phaseNamesForTranslation[] = {
    QT_TRANSLATE_NOOP("GamePhase", "Setting up"),
    QT_TRANSLATE_NOOP("GamePhase", "Drawing a Plot"),
    QT_TRANSLATE_NOOP("GamePhase", "Drawing a Group"),
    QT_TRANSLATE_NOOP("GamePhase", "Automatic takeover"),
    QT_TRANSLATE_NOOP("GamePhase", "Placing Action tokens"),
    QT_TRANSLATE_NOOP("GamePhase", "Actions"),
    QT_TRANSLATE_NOOP("GamePhase", "Free moves"),
    QT_TRANSLATE_NOOP("GamePhase", "Planning (Plan 28)"),
    QT_TRANSLATE_NOOP("GamePhase", "World Domination (Plan 28)"),
    QT_TRANSLATE_NOOP("GamePhase", "End of turn"),
    QT_TRANSLATE_NOOP("GamePhase", "Victory (Plan 28)"),
};

GamePhase movesPhaseOf(RuleSet rules)
{
    return profileOf(rules).family == RuleSetProfile::Family::Plan28 ? GamePhase::WorldDomination
                                                                     : GamePhase::Actions;
}

namespace {

QJsonObject cardJson(const TableCard &card)
{
    QJsonObject object{{u"id"_s, card.id.value}, {u"card"_s, card.card}};
    if (!card.master.isEmpty()) {
        object.insert(u"master"_s, card.master.value);
        object.insert(u"arrow"_s, card.arrow);
    }
    if (!card.linkedTo.isEmpty())
        object.insert(u"linkedTo"_s, card.linkedTo.value);
    if (card.tokensSpent != 0)
        object.insert(u"tokensSpent"_s, card.tokensSpent);
    if (card.slack != 0)
        object.insert(u"slack"_s, card.slack);
    if (card.devastated)
        object.insert(u"devastated"_s, true);
    if (card.attacked)
        object.insert(u"attacked"_s, true);
    if (card.treasury)
        object.insert(u"treasury"_s, *card.treasury);
    QJsonArray changes;
    for (const CardChange &change : card.changes) {
        QJsonObject written{{u"kind"_s, codeOf(change.kind)},
                            {u"lasting"_s, codeOf(change.lasting)}};
        if (change.alignment)
            written.insert(u"alignment"_s, codeOf(*change.alignment));
        if (change.kind == CardChange::Kind::Power)
            written.insert(u"power"_s, change.power);
        if (change.kind == CardChange::Kind::Status)
            written.insert(u"status"_s, change.status);
        if (!change.source.isEmpty())
            written.insert(u"source"_s, change.source);
        changes.append(written);
    }
    if (!changes.isEmpty())
        object.insert(u"changes"_s, changes);
    return object;
}

} // namespace

std::optional<Position> Position::fromJson(const QByteArray &json, QString *error,
                                           const CardNameResolver *cards)
{
    const std::optional<QJsonObject> object =
        JsonPathReader::objectOf(json, u"a position is one JSON object"_s, error);
    return object ? fromJson(*object, error, cards) : std::nullopt;
}

std::optional<Position> Position::fromJson(const QJsonObject &object, QString *error,
                                           const CardNameResolver *cards)
{
    QString ignored;
    PositionReader reader(error ? error : &ignored, cards);
    return reader.read(object);
}

QJsonObject Position::toJson() const
{
    QJsonArray playerArray;
    for (const TablePlayer &player : players) {
        QJsonObject object{{u"name"_s, player.name},
                           {u"illuminati"_s, cardJson(player.illuminati)}};
        QJsonArray groupArray;
        for (const TableCard &group : player.groups)
            groupArray.append(cardJson(group));
        object.insert(u"groups"_s, groupArray);
        QJsonArray resourceArray;
        for (const TableCard &resource : player.resources)
            resourceArray.append(cardJson(resource));
        if (!resourceArray.isEmpty())
            object.insert(u"resources"_s, resourceArray);
        QJsonArray handArray;
        for (const TableCard &card : player.hand)
            handArray.append(cardJson(card));
        if (!handArray.isEmpty())
            object.insert(u"hand"_s, handArray);
        object.insert(u"plots"_s,
                      QJsonObject{{u"hidden"_s, player.plotsHidden},
                                  {u"exposed"_s, QJsonArray::fromStringList(player.plotsExposed)}});
        if (!player.goals.isEmpty())
            object.insert(u"goals"_s, QJsonArray::fromStringList(player.goals));
        if (player.treasury)
            object.insert(u"treasury"_s, *player.treasury);
        if (player.eliminated)
            object.insert(u"eliminated"_s, true);
        if (!player.eliminatedBy.isEmpty())
            object.insert(u"eliminatedBy"_s, player.eliminatedBy);
        playerArray.append(object);
    }
    QJsonObject root{{u"rules"_s, codeOf(rules)},
                     {u"basicGoal"_s, basicGoal},
                     {u"round"_s, round},
                     {u"phase"_s, codeOf(phase)},
                     {u"players"_s, playerArray}};
    if (!turnOf.isEmpty())
        root.insert(u"turn"_s, turnOf);
    if (!firstPlayer.isEmpty())
        root.insert(u"firstPlayer"_s, firstPlayer);
    QJsonArray uncontrolledArray;
    for (const TableCard &card : uncontrolled)
        uncontrolledArray.append(cardJson(card));
    if (!uncontrolledArray.isEmpty())
        root.insert(u"uncontrolled"_s, uncontrolledArray);
    QJsonArray nwoArray;
    for (const NwoInForce &nwo : nwos) {
        QJsonObject object{{u"card"_s, nwo.card}};
        if (nwo.color)
            object.insert(u"color"_s, codeOf(*nwo.color));
        if (!nwo.playedBy.isEmpty())
            object.insert(u"playedBy"_s, nwo.playedBy);
        nwoArray.append(object);
    }
    if (!nwoArray.isEmpty())
        root.insert(u"nwos"_s, nwoArray);
    QJsonArray destroyedArray;
    for (const DestroyedCard &card : destroyed) {
        QJsonObject object{{u"card"_s, card.card}};
        if (!card.owner.isEmpty())
            object.insert(u"owner"_s, card.owner);
        if (!card.destroyedBy.isEmpty())
            object.insert(u"destroyedBy"_s, card.destroyedBy);
        destroyedArray.append(object);
    }
    if (!destroyedArray.isEmpty())
        root.insert(u"destroyed"_s, destroyedArray);
    QJsonObject rulingsObject;
    for (const auto &[id, reading] : rulings.chosen) {
        const RulingDefinition &definition = rulingDefinition(id);
        rulingsObject.insert(QString::fromLatin1(definition.code),
                             QString::fromLatin1(definition.readings[std::size_t(reading)].code));
    }
    if (!rulingsObject.isEmpty())
        root.insert(u"rulings"_s, rulingsObject);
    if (!winners.isEmpty())
        root.insert(u"winners"_s, QJsonArray::fromStringList(winners));
    if (!abilities.isEmpty())
        root.insert(u"abilities"_s, enteredAbilitiesJson(abilities));
    return root;
}

const TableCard *Position::inPlay(const QString &cardId) const
{
    if (cardId.isEmpty())
        return nullptr;
    for (const TablePlayer &seated : players) {
        for (const QList<TableCard> *cards : {&seated.groups, &seated.resources}) {
            for (const TableCard &card : *cards) {
                if (card.cardId == cardId)
                    return &card;
            }
        }
    }
    for (const TableCard &card : uncontrolled) {
        if (card.cardId == cardId)
            return &card;
    }
    return nullptr;
}

const TableCard *Position::handCard(const InstanceId &id, QString *holder) const
{
    for (const TablePlayer &seated : players) {
        for (const TableCard &card : seated.hand) {
            if (card.id == id) {
                if (holder)
                    *holder = seated.name;
                return &card;
            }
        }
    }
    return nullptr;
}

const TablePlayer *Position::player(const QString &name) const
{
    for (const TablePlayer &candidate : players) {
        if (candidate.name == name)
            return &candidate;
    }
    return nullptr;
}

const TableCard *Position::card(const InstanceId &id, QString *controller) const
{
    auto found = [&](const TableCard &card, const QString &who) {
        if (controller)
            *controller = who;
        return &card;
    };
    for (const TablePlayer &player : players) {
        if (player.illuminati.id == id)
            return found(player.illuminati, player.name);
        for (const TableCard &group : player.groups) {
            if (group.id == id)
                return found(group, player.name);
        }
        for (const TableCard &resource : player.resources) {
            if (resource.id == id)
                return found(resource, player.name);
        }
    }
    for (const TableCard &card : uncontrolled) {
        if (card.id == id)
            return found(card, QString());
    }
    return nullptr;
}

QList<const TableCard *> Position::puppetsOf(const InstanceId &id) const
{
    QList<const TableCard *> puppets;
    for (const TablePlayer &player : players) {
        for (const TableCard &group : player.groups) {
            if (group.master == id)
                puppets.append(&group);
        }
    }
    std::sort(puppets.begin(), puppets.end(),
              [](const TableCard *a, const TableCard *b) { return a->arrow < b->arrow; });
    return puppets;
}

QList<int> Position::freeArrows(const InstanceId &master, std::optional<int> arrows,
                                const InstanceId &moving) const
{
    QList<int> taken;
    int last = -1;
    for (const TableCard *puppet : puppetsOf(master)) {
        if (puppet->id == moving)
            continue;
        taken.append(puppet->arrow);
        last = std::max(last, puppet->arrow);
    }
    QList<int> free;
    for (int arrow = 0; arrow < (arrows ? *arrows : last + 2); ++arrow) {
        if (!taken.contains(arrow))
            free.append(arrow);
    }
    return free;
}

int Position::closenessOf(const InstanceId &id) const
{
    const TableCard *card = this->card(id);
    if (!card || card->master.isEmpty())
        return 0;
    int closeness = 0;
    // A read position has no loops; a hand-built one is followed no further than it has cards.
    qsizetype steps = 0;
    for (const TableCard *up = card; up && !up->master.isEmpty(); up = this->card(up->master)) {
        ++closeness;
        if (++steps > 1000)
            return 0;
    }
    return closeness;
}

NwoPlayed Position::playNwo(const NwoInForce &nwo)
{
    NwoPlayed played;
    auto same = [&](const NwoInForce &inForce) {
        const bool sameCard =
            !nwo.cardId.isEmpty() ? inForce.cardId == nwo.cardId : inForce.card == nwo.card;
        return sameCard || (nwo.color && inForce.color == nwo.color);
    };
    const auto found = std::find_if(nwos.begin(), nwos.end(), same);
    if (found != nwos.end()) {
        played.identical =
            !nwo.cardId.isEmpty() ? found->cardId == nwo.cardId : found->card == nwo.card;
        played.discarded = *found;
        nwos.erase(found);
    }
    nwos.append(nwo);
    return played;
}

bool Position::finishedFirstTurn(const QString &name) const
{
    if (round > 1)
        return true;
    qsizetype first = 0;
    for (qsizetype i = 0; i < players.size(); ++i) {
        if (players.at(i).name == firstPlayer)
            first = i;
    }
    const auto seat = [&](const QString &who) {
        for (qsizetype i = 0; i < players.size(); ++i) {
            if (players.at(i).name == who)
                return (i - first + players.size()) % players.size();
        }
        return qsizetype(-1);
    };
    const qsizetype mine = seat(name);
    const qsizetype now = seat(turnOf);
    return mine >= 0 && now >= 0 && mine < now;
}

bool Position::removeNwo(const QString &card)
{
    return nwos.removeIf(
               [&](const NwoInForce &nwo) { return nwo.card == card || nwo.cardId == card; }) > 0;
}

} // namespace inwo
