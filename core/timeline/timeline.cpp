#include "timeline/timeline.h"

#include "cards/cardnameresolver.h"
#include "common/jsonpathreader.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// Bounds that keep a hand-written file from asking for absurd work, far above any real game.
constexpr int MaxNumber = 100000;
constexpr qsizetype MaxPlays = 20000;
constexpr qsizetype MaxEntries = 200;

const QStringList commonKeys{u"id"_s,      u"kind"_s,     u"player"_s, u"by"_s,
                             u"with"_s,    u"requires"_s, u"claims"_s, u"simultaneousWith"_s,
                             u"rollOff"_s, u"reactsTo"_s};
const QStringList byKeys{u"plot"_s, u"from"_s, u"poweredBy"_s, u"action"_s, u"ability"_s};
const QStringList conditionKeys{u"card"_s, u"alignment"_s, u"is"_s};

// The keys each kind adds to the common ones.
QStringList kindKeys(PlayKind kind)
{
    switch (kind) {
    case PlayKind::Attack:
        return {u"attacker"_s, u"attack"_s, u"target"_s, u"secondAttempt"_s, u"disaster"_s};
    case PlayKind::Aid:
    case PlayKind::Defend:
        return {u"attack"_s, u"group"_s};
    case PlayKind::Agents:
        return {u"attack"_s, u"card"_s, u"side"_s};
    case PlayKind::Cancel:
        return {u"cancels"_s, u"token"_s};
    case PlayKind::Change:
        return {u"card"_s, u"gain"_s, u"lose"_s, u"lasting"_s};
    case PlayKind::Roll:
        return {u"attack"_s, u"dice"_s, u"outcome"_s};
    case PlayKind::DieChange:
        return {u"attack"_s, u"change"_s, u"outcome"_s};
    case PlayKind::Nwo:
        return {u"card"_s, u"from"_s};
    case PlayKind::Look:
        return {u"at"_s, u"what"_s};
    case PlayKind::Takeover:
        return {u"card"_s, u"master"_s, u"arrow"_s};
    case PlayKind::Transfer:
        return {u"group"_s, u"master"_s, u"arrow"_s, u"to"_s};
    case PlayKind::Link:
        return {u"card"_s, u"to"_s};
    case PlayKind::Privilege:
        return {u"attack"_s};
    case PlayKind::Salvage:
        return {u"play"_s};
    case PlayKind::BuyPlots:
        return {u"tokens"_s};
    case PlayKind::Discard:
    case PlayKind::Give:
        return {u"deck"_s, u"card"_s, u"from"_s, u"to"_s, u"downTo"_s};
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
        return {u"value"_s, u"side"_s};
    case PlayKind::CallOff:
    case PlayKind::Fail:
        return {u"attack"_s};
    case PlayKind::Negate:
        return {u"card"_s};
    case PlayKind::Suspend:
        return {u"attack"_s, u"what"_s, u"card"_s};
    case PlayKind::Knock:
        return {};
    case PlayKind::Turn:
        return {u"phase"_s};
    case PlayKind::Draw:
        return {u"deck"_s, u"count"_s, u"card"_s, u"cardId"_s, u"discards"_s};
    case PlayKind::Expose:
        return {u"card"_s};
    case PlayKind::Capture:
        return {u"group"_s, u"master"_s, u"arrow"_s};
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
        return {u"group"_s};
    case PlayKind::Money:
        return {u"payer"_s, u"payee"_s, u"amount"_s, u"attack"_s, u"side"_s};
    case PlayKind::Income:
        return {u"income"_s};
    case PlayKind::Deal:
        return {u"card"_s, u"cardId"_s};
    case PlayKind::Eliminate:
        return {u"at"_s};
    case PlayKind::Claim:
        return {u"card"_s};
    case PlayKind::Phase:
        return {u"phase"_s};
    case PlayKind::Correct:
        return {u"corrects"_s, u"reason"_s, u"position"_s};
    }
    return {};
}

QString at(const QString &path, qsizetype index)
{
    return u"%1[%2]"_s.arg(path).arg(index);
}

class TimelineReader
{
public:
    TimelineReader(QString *error, const CardNameResolver *cards)
        : m_error(error),
          m_reader(error, {.maxNumber = MaxNumber,
                           .notNumber = u"not a whole number up to %1"_s.arg(MaxNumber),
                           .maxEntries = MaxEntries,
                           .notArray = u"not a list"_s}),
          m_cards(cards)
    {}

    std::optional<Timeline> read(const QJsonObject &root);
    // Reads one play after `timeline`'s plays.
    std::optional<Play> readNext(const Timeline &timeline, const QJsonObject &object);

private:
    Play play(const QJsonValue &value, const QString &path, qsizetype index);
    // The keys of the play's kind.
    void kindFields(Play &play, const QJsonObject &object, const QString &path);
    void attackFields(Play &play, const QJsonObject &object, const QString &path);
    void rollFields(Play &play, const QJsonObject &object, const QString &path);
    void tableEventFields(Play &play, const QJsonObject &object, const QString &path);
    // Discard and Give: a Plot, a Group card of the hand, or a Goal card.
    void handFields(Play &play, const QJsonObject &object, const QString &path);
    // A treasury: a card of the table, or "bank" (empty).
    InstanceId treasury(const QJsonObject &object, const QString &key, const QString &path);
    // A new card identity (a card drawn or dealt): not yet on the table or in a hand.
    InstanceId newIdentity(const QJsonObject &object, const QString &key, const QString &path);
    // Notes the identities of a table's cards (the start, or a correction's).
    void noteCards(const Position &position);
    // Notes what a play read or given brings: its identity and its new cards.
    void notePlay(const Play &play, qsizetype index);
    PlayMeans means(const QJsonObject &object, const QString &path, const Play &play);
    QList<PlayCondition> conditions(const QJsonObject &object, const QString &path);
    // A card identity of the table or of a hand, required when `presence` says so.
    InstanceId card(const QJsonObject &object, const QString &key, const QString &path,
                    JsonPathReader::Presence presence = JsonPathReader::Presence::Required);
    // A player of the table.
    QString player(const QJsonObject &object, const QString &key, const QString &path,
                   JsonPathReader::Presence presence = JsonPathReader::Presence::Required);
    // An earlier play's identity.
    QString earlier(const QJsonObject &object, const QString &key, const QString &path,
                    JsonPathReader::Presence presence = JsonPathReader::Presence::Required);
    // A Plot's name, resolved when there is a resolver: fills `id`.
    QString plotName(const QJsonObject &object, const QString &key, const QString &path,
                     QString *id, JsonPathReader::Presence presence);
    std::optional<Alignment> alignment(const QJsonObject &object, const QString &key,
                                       const QString &path);
    int bounded(const QJsonObject &object, const QString &key, const QString &path, int low,
                int high, int fallback);

    QString *m_error;
    JsonPathReader m_reader;
    const CardNameResolver *m_cards;
    Position m_position;
    QSet<QString> m_cardIds;        // every instance of the table and of the hands
    QHash<QString, int> m_playKind; // earlier plays by identity: their kind
};

int TimelineReader::bounded(const QJsonObject &object, const QString &key, const QString &path,
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

InstanceId TimelineReader::card(const QJsonObject &object, const QString &key, const QString &path,
                                JsonPathReader::Presence presence)
{
    const QString id = m_reader.nonEmptyText(object, key, path, presence);
    if (!id.isEmpty() && !m_reader.failed() && !m_cardIds.contains(id))
        m_reader.fail(path + u'.' + key, u"no card '%1' on the table or in a hand"_s.arg(id));
    return InstanceId{id};
}

QString TimelineReader::player(const QJsonObject &object, const QString &key, const QString &path,
                               JsonPathReader::Presence presence)
{
    const QString name = m_reader.nonEmptyText(object, key, path, presence);
    if (!name.isEmpty() && !m_reader.failed() && !m_position.player(name))
        m_reader.fail(path + u'.' + key, u"no player '%1' at the table"_s.arg(name));
    return name;
}

QString TimelineReader::earlier(const QJsonObject &object, const QString &key, const QString &path,
                                JsonPathReader::Presence presence)
{
    const QString id = m_reader.nonEmptyText(object, key, path, presence);
    if (!id.isEmpty() && !m_reader.failed() && !m_playKind.contains(id))
        m_reader.fail(path + u'.' + key, u"no play '%1' before this one"_s.arg(id));
    return id;
}

QString TimelineReader::plotName(const QJsonObject &object, const QString &key, const QString &path,
                                 QString *id, JsonPathReader::Presence presence)
{
    const QString name = m_reader.nonEmptyText(object, key, path, presence);
    if (name.isEmpty() || !m_cards || m_reader.failed())
        return name;
    QString error;
    if (const std::optional<Card> card = m_cards->resolveRecorded(name, &error))
        *id = card->id;
    else
        m_reader.fail(path + u'.' + key, error);
    return name;
}

std::optional<Alignment> TimelineReader::alignment(const QJsonObject &object, const QString &key,
                                                   const QString &path)
{
    return m_reader.code<Alignment>(object, key, path, std::nullopt);
}

QList<PlayCondition> TimelineReader::conditions(const QJsonObject &object, const QString &path)
{
    QList<PlayCondition> list;
    const QJsonArray array = m_reader.array(object, u"requires"_s, path);
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString itemPath = at(path + u".conditions"_s, i);
        const QJsonObject item = m_reader.object(array.at(i), itemPath);
        m_reader.onlyKeys(item, conditionKeys, itemPath);
        PlayCondition condition;
        condition.card = card(item, u"card"_s, itemPath);
        const std::optional<Alignment> written = alignment(item, u"alignment"_s, itemPath);
        if (!written && !m_reader.failed())
            m_reader.fail(itemPath + u".alignment"_s, u"missing"_s);
        condition.alignment = written.value_or(Alignment::Violent);
        condition.has = item.contains(u"is"_s) ? m_reader.flag(item, u"is"_s, itemPath) : true;
        list.append(condition);
    }
    return list;
}

PlayMeans TimelineReader::means(const QJsonObject &object, const QString &path, const Play &play)
{
    PlayMeans means;
    if (!object.contains(u"by"_s)) {
        if (meansUseOf(play.kind) == MeansUse::Required && !m_reader.failed())
            m_reader.fail(path + u".by"_s, u"missing: a %1 is made by a Plot, an action or an "
                                           u"ability"_s.arg(codeOf(play.kind)));
        return means;
    }
    const QString byPath = path + u".by"_s;
    const QJsonObject by = m_reader.object(object.value(u"by"_s), byPath);
    m_reader.onlyKeys(by, byKeys, byPath);
    const int ways = int(by.contains(u"plot"_s)) + int(by.contains(u"action"_s)) +
                     int(by.contains(u"ability"_s));
    if (ways != 1 && !m_reader.failed()) {
        m_reader.fail(byPath, u"exactly one of plot, action or ability"_s);
        return means;
    }
    if (by.contains(u"plot"_s)) {
        means.kind = PlayMeans::Kind::Plot;
        means.plot =
            plotName(by, u"plot"_s, byPath, &means.plotId, JsonPathReader::Presence::Required);
        means.from = *m_reader.code<PlotSource>(by, u"from"_s, byPath, PlotSource::Hidden);
        const QJsonArray powered = m_reader.array(by, u"poweredBy"_s, byPath);
        for (qsizetype i = 0; i < powered.size(); ++i) {
            const QString itemPath = at(byPath + u".poweredBy"_s, i);
            const QString id = powered.at(i).toString();
            if (id.isEmpty() || !m_cardIds.contains(id)) {
                if (!m_reader.failed())
                    m_reader.fail(itemPath, u"not a card of the table"_s);
                continue;
            }
            if (means.poweredBy.contains(InstanceId{id}) && !m_reader.failed())
                m_reader.fail(itemPath, u"'%1' powers the Plot once"_s.arg(id));
            means.poweredBy.append(InstanceId{id});
        }
    } else {
        if (by.contains(u"from"_s) || by.contains(u"poweredBy"_s))
            m_reader.fail(byPath, u"from and poweredBy go with a plot"_s);
        const bool action = by.contains(u"action"_s);
        means.kind = action ? PlayMeans::Kind::Action : PlayMeans::Kind::Ability;
        means.group = card(by, action ? u"action"_s : u"ability"_s, byPath);
    }
    return means;
}

void TimelineReader::kindFields(Play &play, const QJsonObject &object, const QString &path)
{
    using P = JsonPathReader::Presence;
    switch (play.kind) {
    case PlayKind::Attack:
        attackFields(play, object, path);
        break;
    case PlayKind::Aid:
    case PlayKind::Defend:
        play.attackPlay = earlier(object, u"attack"_s, path);
        play.group = card(object, u"group"_s, path);
        play.side = play.kind == PlayKind::Aid ? AttackSide::Attack : AttackSide::Defence;
        break;
    case PlayKind::Agents:
        play.attackPlay = earlier(object, u"attack"_s, path);
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Required);
        play.side = *m_reader.code<AttackSide>(object, u"side"_s, path, AttackSide::Attack);
        break;
    case PlayKind::Cancel:
        play.cancels = earlier(object, u"cancels"_s, path);
        play.token = card(object, u"token"_s, path, P::Optional);
        break;
    case PlayKind::Change:
        play.group = card(object, u"card"_s, path);
        play.gain = alignment(object, u"gain"_s, path);
        play.lose = alignment(object, u"lose"_s, path);
        if (!m_reader.failed() && play.gain.has_value() == play.lose.has_value())
            m_reader.fail(path, u"a change has gain or lose, one of them"_s);
        play.lasting = *m_reader.code<CardChange::Lasting>(object, u"lasting"_s, path,
                                                           CardChange::Lasting::ThisTurn);
        break;
    case PlayKind::Roll:
        rollFields(play, object, path);
        break;
    case PlayKind::DieChange:
        play.attackPlay = earlier(object, u"attack"_s, path);
        play.change = bounded(object, u"change"_s, path, -12, 12, 0);
        if (play.change == 0 && !m_reader.failed())
            m_reader.fail(path + u".change"_s, u"missing: how much the roll changes"_s);
        if (object.contains(u"outcome"_s)) {
            const QString outcome = m_reader.text(object, u"outcome"_s, path);
            if (outcome != u"success"_s && outcome != u"failure"_s && !m_reader.failed())
                m_reader.fail(path + u".outcome"_s, u"success or failure"_s);
            play.outcome = outcome == u"success"_s;
        }
        break;
    case PlayKind::Nwo:
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Required);
        play.from = *m_reader.code<PlotSource>(object, u"from"_s, path, PlotSource::Hidden);
        break;
    case PlayKind::Look:
        play.at = player(object, u"at"_s, path);
        play.what = *m_reader.code<LookAt>(object, u"what"_s, path, LookAt::Hand);
        break;
    case PlayKind::Takeover:
        play.group = card(object, u"card"_s, path);
        play.master = card(object, u"master"_s, path, P::Optional);
        play.arrow = bounded(object, u"arrow"_s, path, 0, 3, 0);
        break;
    case PlayKind::Transfer:
        play.group = card(object, u"group"_s, path);
        play.master = card(object, u"master"_s, path);
        play.arrow = bounded(object, u"arrow"_s, path, 0, 3, 0);
        play.to = player(object, u"to"_s, path, P::Optional);
        break;
    case PlayKind::Link:
        play.group = card(object, u"card"_s, path);
        play.master = card(object, u"to"_s, path);
        break;
    case PlayKind::Privilege:
        play.attackPlay = earlier(object, u"attack"_s, path);
        break;
    case PlayKind::Salvage:
        play.salvages = earlier(object, u"play"_s, path);
        break;
    case PlayKind::BuyPlots: {
        const QJsonArray tokens = m_reader.array(object, u"tokens"_s, path);
        if (tokens.isEmpty() && !m_reader.failed())
            m_reader.fail(path + u".tokens"_s, u"missing: the groups whose tokens buy Plots"_s);
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            const QString id = tokens.at(i).toString();
            if ((id.isEmpty() || !m_cardIds.contains(id)) && !m_reader.failed())
                m_reader.fail(at(path + u".tokens"_s, i), u"not a card of the table"_s);
            play.tokens.append(InstanceId{id});
        }
        break;
    }
    case PlayKind::Discard:
    case PlayKind::Give:
        handFields(play, object, path);
        break;
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
        if (object.contains(u"value"_s)) {
            play.value = bounded(object, u"value"_s, path, 0, 1000, 0);
            if (play.with.isEmpty() && !m_reader.failed())
                m_reader.fail(path + u".value"_s,
                              u"a value adds to an attack: the play goes with it (with)"_s);
        }
        play.sideGiven = object.contains(u"side"_s);
        play.side = *m_reader.code<AttackSide>(object, u"side"_s, path, AttackSide::Attack);
        break;
    case PlayKind::CallOff:
    case PlayKind::Fail:
        play.attackPlay = earlier(object, u"attack"_s, path);
        break;
    case PlayKind::Negate:
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Required);
        break;
    case PlayKind::Suspend:
        // An immunity is set aside before the attack it lets be made (R82): without `attack`, for
        // the player's next attack this turn. A privilege, on an attack already made (R49).
        play.attackPlay = earlier(object, u"attack"_s, path, P::Optional);
        play.suspends = *m_reader.code<Suspended>(object, u"what"_s, path, Suspended::Immunity);
        if (!object.contains(u"what"_s) && !m_reader.failed())
            m_reader.fail(path + u".what"_s, u"missing: immunity or privilege"_s);
        if (play.suspends == Suspended::Privilege && play.attackPlay.isEmpty() &&
            !m_reader.failed())
            m_reader.fail(path + u".attack"_s,
                          u"missing: the attack whose privilege is set aside"_s);
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Optional);
        break;
    case PlayKind::Knock:
        break;
    case PlayKind::Turn:
        if (object.contains(u"phase"_s))
            play.phase = m_reader.code<GamePhase>(object, u"phase"_s, path, std::nullopt);
        break;
    case PlayKind::Draw:
    case PlayKind::Expose:
    case PlayKind::Capture:
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
    case PlayKind::Money:
    case PlayKind::Income:
    case PlayKind::Deal:
    case PlayKind::Eliminate:
    case PlayKind::Claim:
    case PlayKind::Phase:
    case PlayKind::Correct:
        tableEventFields(play, object, path);
        break;
    }
}

InstanceId TimelineReader::treasury(const QJsonObject &object, const QString &key,
                                    const QString &path)
{
    if (object.value(key).toString() == u"bank"_s)
        return {};
    return card(object, key, path);
}

InstanceId TimelineReader::newIdentity(const QJsonObject &object, const QString &key,
                                       const QString &path)
{
    const QString id = m_reader.nonEmptyText(object, key, path, JsonPathReader::Presence::Required);
    if (!id.isEmpty() && !m_reader.failed() && m_cardIds.contains(id))
        m_reader.fail(path + u'.' + key,
                      u"'%1' is already a card of the table or a hand"_s.arg(id));
    return InstanceId{id};
}

void TimelineReader::tableEventFields(Play &play, const QJsonObject &object, const QString &path)
{
    using P = JsonPathReader::Presence;
    switch (play.kind) {
    case PlayKind::Draw:
        play.deck = *m_reader.code<DeckKind>(object, u"deck"_s, path, DeckKind::Plot);
        if (play.deck == DeckKind::Plot) {
            play.count = bounded(object, u"count"_s, path, 1, 20, 1);
            break;
        }
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Required);
        if (play.deck == DeckKind::Group)
            play.newCard = newIdentity(object, u"cardId"_s, path);
        else
            play.discards = m_reader.text(object, u"discards"_s, path);
        break;
    case PlayKind::Expose:
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Required);
        break;
    case PlayKind::Capture:
        play.group = card(object, u"group"_s, path);
        play.master = card(object, u"master"_s, path);
        play.arrow = bounded(object, u"arrow"_s, path, 0, 3, 0);
        break;
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
        play.group = card(object, u"group"_s, path);
        break;
    case PlayKind::Money:
        if (!object.contains(u"payer"_s) && !m_reader.failed())
            m_reader.fail(path + u".payer"_s, u"missing: the treasury the money comes from"_s);
        play.payer = treasury(object, u"payer"_s, path);
        play.attackPlay = earlier(object, u"attack"_s, path, P::Optional);
        if (play.attackPlay.isEmpty()) {
            if (!object.contains(u"payee"_s) && !m_reader.failed())
                m_reader.fail(path + u".payee"_s, u"missing: the treasury the money goes to"_s);
            play.payee = treasury(object, u"payee"_s, path);
        } else if (object.contains(u"payee"_s) && !m_reader.failed()) {
            m_reader.fail(path + u".payee"_s, u"money spent on an attack goes to the bank"_s);
        }
        play.sideGiven = object.contains(u"side"_s);
        play.side = *m_reader.code<AttackSide>(object, u"side"_s, path, AttackSide::Attack);
        play.amount = bounded(object, u"amount"_s, path, 1, MaxNumber, 0);
        if (!object.contains(u"amount"_s) && !m_reader.failed())
            m_reader.fail(path + u".amount"_s, u"missing: how many megabucks"_s);
        break;
    case PlayKind::Income: {
        const QJsonObject income = m_reader.object(object.value(u"income"_s), path + u".income"_s);
        if (income.isEmpty() && !m_reader.failed())
            m_reader.fail(path + u".income"_s, u"missing: each treasury's income"_s);
        for (auto it = income.begin(); it != income.end() && !m_reader.failed(); ++it) {
            const QString entryPath = path + u".income."_s + it.key();
            if (!m_cardIds.contains(it.key()))
                m_reader.fail(entryPath, u"no card '%1' on the table"_s.arg(it.key()));
            const int amount = it.value().toInt(-1);
            if (amount < 0 || amount > MaxNumber)
                m_reader.fail(entryPath, u"not a whole number up to %1"_s.arg(MaxNumber));
            play.income.append({InstanceId{it.key()}, amount});
        }
        break;
    }
    case PlayKind::Deal: {
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Required);
        // An NWO goes straight into force (R171): only a card of the uncontrolled area needs
        // an identity.
        std::optional<Card> printed;
        QString ignored;
        if (m_cards && !play.cardId.isEmpty())
            printed = m_cards->resolveRecorded(play.card, &ignored);
        const bool nwo = printed && printed->type == CardType::NewWorldOrder;
        if (!nwo || object.contains(u"cardId"_s))
            play.newCard = newIdentity(object, u"cardId"_s, path);
        break;
    }
    case PlayKind::Eliminate:
        play.at = player(object, u"at"_s, path);
        break;
    case PlayKind::Claim:
        play.card = plotName(object, u"card"_s, path, &play.cardId, P::Optional);
        break;
    case PlayKind::Phase:
        play.phase = m_reader.code<GamePhase>(object, u"phase"_s, path, std::nullopt);
        if (!play.phase && !m_reader.failed())
            m_reader.fail(path + u".phase"_s, u"missing: the phase the turn moves on to"_s);
        break;
    case PlayKind::Correct: {
        play.corrects = earlier(object, u"corrects"_s, path, P::Optional);
        play.reason = m_reader.nonEmptyText(object, u"reason"_s, path, P::Required);
        if (!object.value(u"position"_s).isObject()) {
            if (!m_reader.failed())
                m_reader.fail(path + u".position"_s, u"missing: the table as it should be"_s);
            break;
        }
        QString error;
        play.correction =
            Position::fromJson(object.value(u"position"_s).toObject(), &error, m_cards);
        if (!play.correction && !m_reader.failed())
            m_reader.fail(path + u".position"_s + (error.startsWith(u'$') ? error.mid(1) : error),
                          error.section(u": "_s, 1));
        break;
    }
    default:
        break;
    }
}

void TimelineReader::noteCards(const Position &position)
{
    const auto note = [this](const TableCard &card) {
        m_cardIds.insert(card.id.value);
    };
    for (const TablePlayer &player : position.players) {
        note(player.illuminati);
        for (const TableCard &card : player.groups)
            note(card);
        for (const TableCard &card : player.resources)
            note(card);
        for (const TableCard &card : player.hand)
            note(card);
    }
    for (const TableCard &card : position.uncontrolled)
        note(card);
}

void TimelineReader::notePlay(const Play &play, qsizetype index)
{
    m_playKind.insert(play.id, int(index));
    if (!play.newCard.isEmpty())
        m_cardIds.insert(play.newCard.value);
    if (play.correction)
        noteCards(*play.correction);
}

void TimelineReader::handFields(Play &play, const QJsonObject &object, const QString &path)
{
    using P = JsonPathReader::Presence;
    play.deck = *m_reader.code<DeckKind>(object, u"deck"_s, path, DeckKind::Plot);
    play.from = *m_reader.code<PlotSource>(object, u"from"_s, path, PlotSource::Hidden);
    if (play.deck == DeckKind::Group)
        play.group = card(object, u"card"_s, path);
    else
        play.card =
            plotName(object, u"card"_s, path, &play.cardId,
                     play.from == PlotSource::Exposed || play.deck == DeckKind::Goal ? P::Required
                                                                                     : P::Optional);
    play.to =
        player(object, u"to"_s, path, play.kind == PlayKind::Give ? P::Required : P::Optional);
    if (play.kind == PlayKind::Discard && !play.to.isEmpty() && !m_reader.failed())
        m_reader.fail(path + u".to"_s, u"a discard goes to no player"_s);
    if (object.contains(u"downTo"_s)) {
        play.downTo = bounded(object, u"downTo"_s, path, 0, 100, 5);
        if ((play.kind != PlayKind::Discard || play.deck != DeckKind::Plot ||
             !play.card.isEmpty()) &&
            !m_reader.failed())
            m_reader.fail(path + u".downTo"_s, u"only a discard of hidden Plots, without a card"_s);
    }
}

void TimelineReader::attackFields(Play &play, const QJsonObject &object, const QString &path)
{
    using P = JsonPathReader::Presence;
    play.attack = *m_reader.code<AttackKind>(object, u"attack"_s, path, AttackKind::Control);
    if (!object.contains(u"attack"_s) && !m_reader.failed())
        m_reader.fail(path + u".attack"_s, u"missing"_s);
    const bool instant = play.attack == AttackKind::Instant;
    if (instant && play.by.kind != PlayMeans::Kind::Plot && !m_reader.failed())
        m_reader.fail(path + u".by"_s, u"an instant attack is made by a Plot"_s);
    play.attacker = card(object, u"attacker"_s, path, instant ? P::Optional : P::Required);
    play.target = card(object, u"target"_s, path);
    play.secondAttempt = m_reader.flag(object, u"secondAttempt"_s, path);
    play.disaster = m_reader.flag(object, u"disaster"_s, path);
    if (play.disaster && !instant && !m_reader.failed())
        m_reader.fail(path + u".disaster"_s, u"a Disaster is an instant attack"_s);
}

void TimelineReader::rollFields(Play &play, const QJsonObject &object, const QString &path)
{
    play.attackPlay = earlier(object, u"attack"_s, path);
    const QJsonArray dice = m_reader.array(object, u"dice"_s, path);
    if (dice.size() != 2 && !m_reader.failed())
        m_reader.fail(path + u".dice"_s, u"two dice, each 1 to 6"_s);
    for (qsizetype i = 0; i < dice.size() && i < 2; ++i) {
        const int die = dice.at(i).toInt(0);
        if ((die < 1 || die > 6) && !m_reader.failed())
            m_reader.fail(at(path + u".dice"_s, i), u"a die shows 1 to 6"_s);
        play.dice[i] = die;
    }
    const QString outcome = m_reader.text(object, u"outcome"_s, path);
    if (outcome != u"success"_s && outcome != u"failure"_s && !m_reader.failed())
        m_reader.fail(path + u".outcome"_s, u"success or failure"_s);
    play.success = outcome == u"success"_s;
}

Play TimelineReader::play(const QJsonValue &value, const QString &path, qsizetype index)
{
    Play play;
    const QJsonObject object = m_reader.object(value, path);
    const std::optional<PlayKind> kind =
        m_reader.code<PlayKind>(object, u"kind"_s, path, std::nullopt);
    if (!kind) {
        if (!m_reader.failed())
            m_reader.fail(path + u".kind"_s, u"missing"_s);
        return play;
    }
    play.kind = *kind;
    m_reader.onlyKeys(object, commonKeys + kindKeys(play.kind), path);
    play.id = m_reader.nonEmptyText(object, u"id"_s, path, JsonPathReader::Presence::Required);
    if (!m_reader.failed() && m_playKind.contains(play.id))
        m_reader.fail(path + u".id"_s, u"a second play '%1'"_s.arg(play.id));
    play.player = player(object, u"player"_s, path);
    play.by = means(object, path, play);
    play.with = earlier(object, u"with"_s, path, JsonPathReader::Presence::Optional);
    play.conditions = conditions(object, path);
    play.claims = m_reader.text(object, u"claims"_s, path);
    play.simultaneousWith =
        earlier(object, u"simultaneousWith"_s, path, JsonPathReader::Presence::Optional);
    play.reactsTo = earlier(object, u"reactsTo"_s, path, JsonPathReader::Presence::Optional);
    if (object.contains(u"rollOff"_s)) {
        const QJsonObject rolls = m_reader.object(object.value(u"rollOff"_s), path + u".rollOff"_s);
        for (auto it = rolls.begin(); it != rolls.end(); ++it) {
            const QString rollPath = path + u".rollOff."_s + it.key();
            if (!m_position.player(it.key())) {
                m_reader.fail(rollPath, u"no player '%1' at the table"_s.arg(it.key()));
                continue;
            }
            const int total = it.value().toInt(-1);
            if (total < 2 || total > 12)
                m_reader.fail(rollPath, u"a two-dice total, 2 to 12"_s);
            play.rollOff.append({it.key(), total});
        }
        if (play.simultaneousWith.isEmpty() && !m_reader.failed())
            m_reader.fail(path + u".rollOff"_s, u"goes with simultaneousWith"_s);
    }

    kindFields(play, object, path);
    // A play of a kind made by a Plot must be made by one; an action by an action.
    if (!m_reader.failed()) {
        if (play.kind == PlayKind::Plot && play.by.kind != PlayMeans::Kind::Plot)
            m_reader.fail(path + u".by"_s, u"a plot is made by a Plot: {\"plot\": ...}"_s);
        else if (play.kind == PlayKind::Action && play.by.kind != PlayMeans::Kind::Action)
            m_reader.fail(path + u".by"_s, u"an action is made by a group's action"_s);
        else if (play.kind == PlayKind::Ability && play.by.kind != PlayMeans::Kind::Ability)
            m_reader.fail(path + u".by"_s, u"an ability is made by a group's ability"_s);
    }
    if (!m_reader.failed())
        notePlay(play, index);
    return play;
}

std::optional<Play> TimelineReader::readNext(const Timeline &timeline, const QJsonObject &object)
{
    m_position = timeline.position;
    noteCards(m_position);
    for (qsizetype i = 0; i < timeline.plays.size(); ++i)
        notePlay(timeline.plays.at(i), i);
    Play next = play(object, u"$"_s, timeline.plays.size());
    if (m_reader.failed())
        return std::nullopt;
    return next;
}

std::optional<Timeline> TimelineReader::read(const QJsonObject &root)
{
    // A position file given where a timeline is wanted: its first key is no help.
    if (!root.contains(u"position"_s) && !root.contains(u"plays"_s) &&
        root.contains(u"players"_s)) {
        m_reader.fail(u"$"_s, u"a position, not a timeline: a timeline is an object whose "
                              u"\"position\" holds this one and whose \"plays\" lists the plays "
                              u"made on it (see Timeline files, timeline-format.md)"_s);
        return std::nullopt;
    }
    m_reader.onlyKeys(root, {u"position"_s, u"plays"_s}, u"$"_s);
    if (m_reader.failed())
        return std::nullopt;
    if (!root.value(u"position"_s).isObject()) {
        m_reader.fail(u"$.position"_s, u"missing: the table the plays start from"_s);
        return std::nullopt;
    }
    QString positionError;
    std::optional<Position> position =
        Position::fromJson(root.value(u"position"_s).toObject(), &positionError, m_cards);
    if (!position) {
        // The position's paths start at its own root.
        if (m_error)
            *m_error = positionError.startsWith(u'$') ? u"$.position"_s + positionError.mid(1)
                                                      : positionError;
        return std::nullopt;
    }
    m_position = *position;
    noteCards(m_position);

    Timeline timeline;
    timeline.position = m_position;
    const QJsonValue playsValue = root.value(u"plays"_s);
    if (!playsValue.isArray()) {
        m_reader.fail(u"$.plays"_s, playsValue.isUndefined() ? u"missing"_s : u"not a list"_s);
        return std::nullopt;
    }
    const QJsonArray plays = playsValue.toArray();
    if (plays.size() > MaxPlays) {
        m_reader.fail(u"$.plays"_s, u"more than %1 plays"_s.arg(MaxPlays));
        return std::nullopt;
    }
    timeline.plays.reserve(plays.size());
    for (qsizetype i = 0; i < plays.size() && !m_reader.failed(); ++i)
        timeline.plays.append(play(plays.at(i), at(u"$.plays"_s, i), i));
    if (m_reader.failed())
        return std::nullopt;
    return timeline;
}

QJsonArray idArray(const QList<InstanceId> &ids)
{
    QJsonArray array;
    for (const InstanceId &id : ids)
        array.append(id.value);
    return array;
}

// The keys of the live game's table events, for kindToJson().
void tableEventToJson(const Play &play, QJsonObject &object)
{
    const auto put = [&object](const QString &key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    switch (play.kind) {
    case PlayKind::Draw:
        if (play.deck != DeckKind::Plot)
            object.insert(u"deck"_s, codeOf(play.deck));
        if (play.deck == DeckKind::Plot && play.count != 1)
            object.insert(u"count"_s, play.count);
        put(u"card"_s, play.card);
        put(u"cardId"_s, play.newCard.value);
        put(u"discards"_s, play.discards);
        break;
    case PlayKind::Expose:
    case PlayKind::Claim:
        put(u"card"_s, play.card);
        break;
    case PlayKind::Capture:
        put(u"group"_s, play.group.value);
        put(u"master"_s, play.master.value);
        object.insert(u"arrow"_s, play.arrow);
        break;
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
        put(u"group"_s, play.group.value);
        break;
    case PlayKind::Money:
        object.insert(u"payer"_s, play.payer.isEmpty() ? u"bank"_s : play.payer.value);
        if (play.attackPlay.isEmpty())
            object.insert(u"payee"_s, play.payee.isEmpty() ? u"bank"_s : play.payee.value);
        put(u"attack"_s, play.attackPlay);
        if (play.sideGiven)
            object.insert(u"side"_s, codeOf(play.side));
        object.insert(u"amount"_s, play.amount);
        break;
    case PlayKind::Income: {
        QJsonObject income;
        for (const IncomeEntry &entry : play.income)
            income.insert(entry.card.value, entry.amount);
        object.insert(u"income"_s, income);
        break;
    }
    case PlayKind::Deal:
        put(u"card"_s, play.card);
        put(u"cardId"_s, play.newCard.value);
        break;
    case PlayKind::Eliminate:
        put(u"at"_s, play.at);
        break;
    case PlayKind::Correct:
        put(u"corrects"_s, play.corrects);
        put(u"reason"_s, play.reason);
        if (play.correction)
            object.insert(u"position"_s, play.correction->toJson());
        break;
    default:
        break;
    }
}

// The keys of a play's kind, for Timeline::playToJson().
void kindToJson(const Play &play, QJsonObject &object)
{
    const auto put = [&object](const QString &key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    switch (play.kind) {
    case PlayKind::Attack:
        object.insert(u"attack"_s, codeOf(play.attack));
        put(u"attacker"_s, play.attacker.value);
        put(u"target"_s, play.target.value);
        if (play.secondAttempt)
            object.insert(u"secondAttempt"_s, true);
        if (play.disaster)
            object.insert(u"disaster"_s, true);
        break;
    case PlayKind::Aid:
    case PlayKind::Defend:
        put(u"attack"_s, play.attackPlay);
        put(u"group"_s, play.group.value);
        break;
    case PlayKind::Agents:
        put(u"attack"_s, play.attackPlay);
        put(u"card"_s, play.card);
        object.insert(u"side"_s, codeOf(play.side));
        break;
    case PlayKind::Cancel:
        put(u"cancels"_s, play.cancels);
        put(u"token"_s, play.token.value);
        break;
    case PlayKind::Change:
        put(u"card"_s, play.group.value);
        if (play.gain)
            object.insert(u"gain"_s, codeOf(*play.gain));
        if (play.lose)
            object.insert(u"lose"_s, codeOf(*play.lose));
        object.insert(u"lasting"_s, codeOf(play.lasting));
        break;
    case PlayKind::Roll:
        put(u"attack"_s, play.attackPlay);
        object.insert(u"dice"_s, QJsonArray{play.dice[0], play.dice[1]});
        object.insert(u"outcome"_s, play.success ? u"success"_s : u"failure"_s);
        break;
    case PlayKind::DieChange:
        put(u"attack"_s, play.attackPlay);
        object.insert(u"change"_s, play.change);
        if (play.outcome)
            object.insert(u"outcome"_s, *play.outcome ? u"success"_s : u"failure"_s);
        break;
    case PlayKind::Nwo:
        put(u"card"_s, play.card);
        if (play.from != PlotSource::Hidden)
            object.insert(u"from"_s, codeOf(play.from));
        break;
    case PlayKind::Look:
        put(u"at"_s, play.at);
        object.insert(u"what"_s, codeOf(play.what));
        break;
    case PlayKind::Takeover:
        put(u"card"_s, play.group.value);
        put(u"master"_s, play.master.value);
        if (!play.master.isEmpty())
            object.insert(u"arrow"_s, play.arrow);
        break;
    case PlayKind::Transfer:
        put(u"group"_s, play.group.value);
        put(u"master"_s, play.master.value);
        object.insert(u"arrow"_s, play.arrow);
        put(u"to"_s, play.to);
        break;
    case PlayKind::Link:
        put(u"card"_s, play.group.value);
        put(u"to"_s, play.master.value);
        break;
    case PlayKind::Privilege:
        put(u"attack"_s, play.attackPlay);
        break;
    case PlayKind::Salvage:
        put(u"play"_s, play.salvages);
        break;
    case PlayKind::BuyPlots:
        object.insert(u"tokens"_s, idArray(play.tokens));
        break;
    case PlayKind::Discard:
    case PlayKind::Give:
        if (play.deck != DeckKind::Plot)
            object.insert(u"deck"_s, codeOf(play.deck));
        put(u"card"_s, play.deck == DeckKind::Group ? play.group.value : play.card);
        if (play.downTo)
            object.insert(u"downTo"_s, *play.downTo);
        if (play.from != PlotSource::Hidden)
            object.insert(u"from"_s, codeOf(play.from));
        put(u"to"_s, play.to);
        break;
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
        if (play.value)
            object.insert(u"value"_s, *play.value);
        if (play.sideGiven)
            object.insert(u"side"_s, codeOf(play.side));
        break;
    case PlayKind::CallOff:
    case PlayKind::Fail:
        put(u"attack"_s, play.attackPlay);
        break;
    case PlayKind::Negate:
        put(u"card"_s, play.card);
        break;
    case PlayKind::Suspend:
        put(u"attack"_s, play.attackPlay);
        object.insert(u"what"_s, codeOf(play.suspends));
        put(u"card"_s, play.card);
        break;
    case PlayKind::Knock:
        break;
    case PlayKind::Turn:
    case PlayKind::Phase:
        if (play.phase)
            object.insert(u"phase"_s, codeOf(*play.phase));
        break;
    case PlayKind::Draw:
    case PlayKind::Expose:
    case PlayKind::Claim:
    case PlayKind::Capture:
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
    case PlayKind::Money:
    case PlayKind::Income:
    case PlayKind::Deal:
    case PlayKind::Eliminate:
    case PlayKind::Correct:
        tableEventToJson(play, object);
        break;
    }
}

} // namespace

MeansUse meansUseOf(PlayKind kind)
{
    switch (kind) {
    case PlayKind::Plot:
    case PlayKind::Action:
    case PlayKind::Ability:
    case PlayKind::Cancel:
    case PlayKind::Change:
    case PlayKind::DieChange:
    case PlayKind::Look:
    case PlayKind::Privilege:
    case PlayKind::Salvage:
    case PlayKind::Negate:
    case PlayKind::Fail:
    case PlayKind::Suspend:
        return MeansUse::Required;
    case PlayKind::Attack:
    case PlayKind::Takeover:
    case PlayKind::Transfer:
    case PlayKind::Capture:
    case PlayKind::Destroy:
    case PlayKind::Devastate:
    case PlayKind::Relieve:
        return MeansUse::Optional;
    default:
        return MeansUse::None;
    }
}

std::optional<Timeline> Timeline::fromJson(const QByteArray &json, QString *error,
                                           const CardNameResolver *cards)
{
    const std::optional<QJsonObject> object =
        JsonPathReader::objectOf(json, u"a timeline is one JSON object"_s, error);
    return object ? fromJson(*object, error, cards) : std::nullopt;
}

std::optional<Timeline> Timeline::fromJson(const QJsonObject &object, QString *error,
                                           const CardNameResolver *cards)
{
    QString ignored;
    TimelineReader reader(error ? error : &ignored, cards);
    return reader.read(object);
}

std::optional<Play> Timeline::readNextPlay(const QJsonObject &object, QString *error,
                                           const CardNameResolver *cards) const
{
    QString ignored;
    TimelineReader reader(error ? error : &ignored, cards);
    return reader.readNext(*this, object);
}

int Timeline::indexOf(const QString &id) const
{
    for (qsizetype i = 0; i < plays.size(); ++i) {
        if (plays.at(i).id == id)
            return int(i);
    }
    return -1;
}

QJsonObject Timeline::playToJson(const Play &play)
{
    QJsonObject object{
        {u"id"_s, play.id}, {u"kind"_s, codeOf(play.kind)}, {u"player"_s, play.player}};
    switch (play.by.kind) {
    case PlayMeans::Kind::Rules:
        break;
    case PlayMeans::Kind::Plot: {
        QJsonObject by{{u"plot"_s, play.by.plot}};
        if (play.by.from != PlotSource::Hidden)
            by.insert(u"from"_s, codeOf(play.by.from));
        if (!play.by.poweredBy.isEmpty())
            by.insert(u"poweredBy"_s, idArray(play.by.poweredBy));
        object.insert(u"by"_s, by);
        break;
    }
    case PlayMeans::Kind::Action:
        object.insert(u"by"_s, QJsonObject{{u"action"_s, play.by.group.value}});
        break;
    case PlayMeans::Kind::Ability:
        object.insert(u"by"_s, QJsonObject{{u"ability"_s, play.by.group.value}});
        break;
    }
    if (!play.with.isEmpty())
        object.insert(u"with"_s, play.with);
    if (!play.conditions.isEmpty()) {
        QJsonArray conditions;
        for (const PlayCondition &condition : play.conditions)
            conditions.append(QJsonObject{{u"card"_s, condition.card.value},
                                          {u"alignment"_s, codeOf(condition.alignment)},
                                          {u"is"_s, condition.has}});
        object.insert(u"requires"_s, conditions);
    }
    if (!play.claims.isEmpty())
        object.insert(u"claims"_s, play.claims);
    if (!play.reactsTo.isEmpty())
        object.insert(u"reactsTo"_s, play.reactsTo);
    if (!play.simultaneousWith.isEmpty()) {
        object.insert(u"simultaneousWith"_s, play.simultaneousWith);
        QJsonObject rolls;
        for (const RollOffEntry &entry : play.rollOff)
            rolls.insert(entry.player, entry.total);
        if (!rolls.isEmpty())
            object.insert(u"rollOff"_s, rolls);
    }
    kindToJson(play, object);
    return object;
}

QJsonObject Timeline::toJson() const
{
    QJsonArray array;
    for (const Play &play : plays)
        array.append(playToJson(play));
    return QJsonObject{{u"position"_s, position.toJson()}, {u"plays"_s, array}};
}

} // namespace inwo
