#include "decks/deckformat.h"

#include "cards/cardnameresolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// The line where `key` ("restricted.cards") is written: its last part, else the nearest parent
// that the file spells out.
int lineOfKey(const QByteArray &json, const QString &key)
{
    const QStringList parts = key.split(u'.');
    for (qsizetype i = parts.size() - 1; i >= 0; --i) {
        const qsizetype at = json.indexOf(QByteArray('"' + parts.at(i).toUtf8() + '"'));
        if (at >= 0)
            return int(json.left(at).count('\n')) + 1;
    }
    return 0;
}

// Reads one format file, collecting the first error with its key.
class FormatReader
{
public:
    FormatReader(const QByteArray &json, const QString &fileName, const CardNameResolver &resolver,
                 FormatError *error)
        : m_json(json), m_fileName(fileName), m_resolver(resolver), m_error(error)
    {}

    bool failed() const { return m_failed; }

    // `value`, when given, is the written value at fault: the error points at its line.
    void fail(const QString &key, const QString &message, const QString &value = {})
    {
        if (m_failed)
            return;
        m_failed = true;
        const qsizetype at =
            value.isEmpty() ? -1 : m_json.indexOf(QByteArray('"' + value.toUtf8() + '"'));
        const int line = at < 0 ? lineOfKey(m_json, key) : int(m_json.left(at).count('\n')) + 1;
        *m_error = {m_fileName, line, key, message};
    }

    RuleText ruleText(const QJsonObject &object, const QString &key)
    {
        RuleText text{object.value(u"words"_s).toString(), object.value(u"source"_s).toString()};
        if (text.words.isEmpty())
            fail(key + u".words"_s, u"every rule needs the words it enforces"_s);
        return text;
    }

    std::optional<CountRule> countRule(const QJsonObject &parent, const QString &key)
    {
        if (!parent.contains(key))
            return std::nullopt;
        const QJsonObject object = parent.value(key).toObject();
        const QJsonValue count = object.value(u"count"_s);
        if (!count.isDouble() || count.toInt(-1) < 0) {
            fail(key + u".count"_s, u"expected a whole number of cards"_s);
            return std::nullopt;
        }
        return CountRule{count.toInt(), ruleText(object, key)};
    }

    QString resolve(const QString &key, const QString &name)
    {
        NameResolution resolution = m_resolver.resolve(name);
        // A format names one card; a name two printings share is as ambiguous as a near miss.
        if (resolution.isResolved() && resolution.candidates.size() > 1)
            resolution.kind = NameResolution::Kind::Ambiguous;
        switch (resolution.kind) {
        case NameResolution::Kind::Exact:
        case NameResolution::Kind::Normalised:
            return resolution.card().id;
        case NameResolution::Kind::Ambiguous: {
            QStringList ids;
            for (const Card &card : resolution.candidates)
                ids.append(card.id);
            fail(key, u"'%1' names more than one card (%2)"_s.arg(name, ids.join(u", "_s)), name);
            return {};
        }
        case NameResolution::Kind::Fuzzy:
            fail(key,
                 u"no card is named '%1'; did you mean '%2'?"_s.arg(name, resolution.card().name));
            return {};
        case NameResolution::Kind::NotFound:
            break;
        }
        fail(key, u"no card is named '%1'"_s.arg(name), name);
        return {};
    }

    std::optional<CardList> cardList(const QJsonObject &parent, const QString &key)
    {
        if (!parent.contains(key))
            return std::nullopt;
        const QJsonObject object = parent.value(key).toObject();
        CardList list;
        list.text = ruleText(object, key);
        for (const QJsonValue name : object.value(u"cards"_s).toArray()) {
            list.writtenNames.append(name.toString());
            list.cardIds.append(resolve(key + u".cards"_s, name.toString()));
        }
        return list;
    }

private:
    const QByteArray &m_json;
    QString m_fileName;
    const CardNameResolver &m_resolver;
    FormatError *m_error;
    bool m_failed = false;
};

} // namespace

QString FormatError::toString() const
{
    const QString where = line > 0 ? u"%1:%2"_s.arg(file).arg(line) : file;
    return key.isEmpty() ? u"%1: %2"_s.arg(where, message)
                         : u"%1: %2: %3"_s.arg(where, key, message);
}

std::optional<DeckFormat> DeckFormat::parse(const QByteArray &json, const QString &fileName,
                                            const CardNameResolver &resolver, FormatError *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        const int line = int(json.left(parseError.offset).count('\n')) + 1;
        *error = {fileName, line, QString(),
                  parseError.error != QJsonParseError::NoError
                      ? u"not valid JSON: %1"_s.arg(parseError.errorString())
                      : u"a format file holds one JSON object"_s};
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    FormatReader reader(json, fileName, resolver, error);
    DeckFormat format;
    format.id = root.value(u"id"_s).toString();
    format.name = root.value(u"name"_s).toString();
    format.notes = root.value(u"notes"_s).toString();
    if (format.id.isEmpty())
        reader.fail(u"id"_s, u"a format needs an id"_s);
    if (format.name.isEmpty())
        reader.fail(u"name"_s, u"a format needs a name"_s);
    format.deckSize = reader.countRule(root, u"deckSize"_s);
    format.illuminati = reader.countRule(root, u"illuminati"_s);
    format.groupDeck = reader.countRule(root, u"groupDeck"_s);
    format.plotDeck = reader.countRule(root, u"plotDeck"_s);
    for (const QJsonValue value : root.value(u"copyLimits"_s).toArray()) {
        const QJsonObject object = value.toObject();
        const auto back = enumFromCode<CardBack>(object.value(u"back"_s).toString());
        if (!back)
            reader.fail(u"copyLimits.back"_s, u"expected 'group' or 'plot'"_s);
        const int maximum = object.value(u"max"_s).toInt(-1);
        if (maximum < 0)
            reader.fail(u"copyLimits.max"_s, u"expected a whole number of copies"_s);
        format.copyLimits.append(
            {back.value_or(CardBack::Plot), maximum, reader.ruleText(object, u"copyLimits"_s)});
    }
    format.restricted = reader.cardList(root, u"restricted"_s);
    format.ultraRestricted = reader.cardList(root, u"ultraRestricted"_s);
    format.banned = reader.cardList(root, u"banned"_s);
    for (const QJsonValue value : root.value(u"keywordBans"_s).toArray()) {
        const QJsonObject object = value.toObject();
        KeywordBan ban;
        const auto keyword = enumFromCode<Keyword>(object.value(u"keyword"_s).toString());
        if (!keyword)
            reader.fail(u"keywordBans.keyword"_s,
                        u"unknown keyword '%1'"_s.arg(object.value(u"keyword"_s).toString()));
        ban.keyword = keyword.value_or(Keyword::Zap);
        for (const QJsonValue name : object.value(u"except"_s).toArray())
            ban.exceptCardIds.append(reader.resolve(u"keywordBans.except"_s, name.toString()));
        ban.text = reader.ruleText(object, u"keywordBans"_s);
        format.keywordBans.append(ban);
    }
    if (root.contains(u"sets"_s)) {
        const QJsonObject object = root.value(u"sets"_s).toObject();
        QSet<CardSet> sets;
        for (const QJsonValue code : object.value(u"allowed"_s).toArray()) {
            const auto set = enumFromCode<CardSet>(code.toString());
            if (!set)
                reader.fail(u"sets.allowed"_s, u"unknown set '%1'"_s.arg(code.toString()));
            else
                sets.insert(*set);
        }
        format.allowedSets = sets;
        format.allowedSetsText = reader.ruleText(object, u"sets"_s);
    }
    for (const QJsonValue value : root.value(u"unverifiable"_s).toArray())
        format.unverifiable.append(reader.ruleText(value.toObject(), u"unverifiable"_s));
    if (reader.failed())
        return std::nullopt;
    return format;
}

} // namespace inwo
