#include "lackeycarddatareader.h"

#include "common/textinput.h"
#include "common/textnormalizer.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QList<NormalisationRuleInfo> kRules = {
    {NormalisationRule::TrailingSpaceInType, "trailing-space-in-type",
     "Type values with trailing spaces ('Plot ') are trimmed.", "data/README.md, known quirks"},
    {NormalisationRule::BangInType, "bang-in-type",
     "The Type 'Disaster!' is the type Disaster (the '!' belongs to the keyword).",
     "000_42f3d193c8c5ff8e.txt, Disasters"},
    {NormalisationRule::NwoColourInType, "nwo-colour-in-type",
     "Types NWOR, NWOB and NWOY are New World Order cards, red, blue and yellow.",
     "data/README.md, Type NWOR/NWOB/NWOY"},
    {NormalisationRule::NwoColourInAttributeColumn, "nwo-colour-in-attribute",
     "Red, Blue or Yellow in the Attribute column is the NWO colour, not an attribute; it must "
     "agree with the Type.",
     "data/README.md, Type NWOR/NWOB/NWOY"},
    {NormalisationRule::ResourceKindInAlignmentColumn, "resource-kind-in-alignment",
     "Unique, Artifact, Gadget and Magic in a Resource's Alignment column are resource kinds.",
     "000_42f3d193c8c5ff8e.txt, Resources have no alignments or Control Arrows"},
    {NormalisationRule::ResourceKindInAttributeColumn, "resource-kind-in-attribute",
     "Unique, Artifact, Gadget and Magic in a Resource's Attribute column are resource kinds.",
     "000_42f3d193c8c5ff8e.txt, Resources have no alignments or Control Arrows"},
    {NormalisationRule::ResourceKindsWithoutComma, "resource-kinds-without-comma",
     "'Unique Artifact' and the like are two kinds written without a comma.",
     "data/README.md, known quirks"},
    {NormalisationRule::KeywordInAlignmentColumn, "keyword-in-alignment",
     "Zap!, Freeze! and Paralysis in the Alignment column are keywords, not alignments.",
     "000_42f3d193c8c5ff8e.txt, the ten alignments"},
    {NormalisationRule::KeywordInAttributeColumn, "keyword-in-attribute",
     "Disaster!, Assassination!, Ends Turn, 'Draw No Group/Plot Cards This Turn', 'Expose All "
     "Plots' and 'Spend No Illuminati Tokens' in the Attribute column are keywords.",
     "data/README.md, keywords in the wrong column"},
    {NormalisationRule::KeywordWithoutComma, "keyword-without-comma",
     "A keyword run together with a requirement ('Disaster! May Require Magic Action') is split.",
     "data/README.md, known quirks"},
    {NormalisationRule::SometimesInLowerCase, "sometimes-in-lower-case",
     "'(sometimes)' in lower case is the same mark as '(Sometimes)'.",
     "data/README.md, known quirks"},
    {NormalisationRule::AsteriskOnAlignment, "asterisk-on-alignment",
     "An alignment with a '*' ('Fanatic*') depends on the card's text: stored as 'sometimes'.",
     "000_42f3d193c8c5ff8e.txt, If a group's Power (or Resistance) has a *"},
    {NormalisationRule::ActionTokensInAttributeColumn, "action-tokens-in-attribute",
     "ACTION in a Resource's Attribute column marks a Resource that gets Action tokens, one per "
     "ACTION; '(maybe 2)' marks a variable count.",
     "000_42f3d193c8c5ff8e.txt, Some Resources have the word Action at the bottom"},
    {NormalisationRule::UnderscoreInRequirement, "underscore-in-requirement",
     "'Requires_Illuminati Action' is 'Requires Illuminati Action'.",
     "data/README.md, known quirks"},
    {NormalisationRule::ReqiresTypo, "reqires-typo", "'Reqires' is 'Requires'.",
     "data/README.md, known quirks"},
    {NormalisationRule::IllulminatiTypo, "illulminati-typo", "'Illulminati' is 'Illuminati'.",
     "data/README.md, known quirks"},
    {NormalisationRule::SubGeniuisTypo, "subgeniuis-typo", "'SubGeniuis' is 'SubGenius'.",
     "data/README.md, known quirks"},
    {NormalisationRule::ParenthesisTypo, "parenthesis-typo", "'Action(s0' is 'Action(s)'.",
     "data/README.md, known quirks"},
    {NormalisationRule::AttributeCase, "attribute-case",
     "Attributes are matched without regard to case ('Subgenius' is SubGenius).",
     "data/README.md, known quirks"},
    {NormalisationRule::IlluminatiBackIsPlot, "illuminati-back-is-plot",
     "Illuminati cards have a hand (Plot) back even where the row says Puppet.",
     "000_42f3d193c8c5ff8e.txt, Illuminati: the backs show a hand (like Plots)"},
    {NormalisationRule::IlluminatiArrows, "illuminati-arrows",
     "An Illuminati with no Control value has four outgoing arrows: it has no incoming arrow, "
     "and the rows that give a value give 4.",
     "000_42f3d193c8c5ff8e.txt, Other groups have one incoming arrow"},
    {NormalisationRule::VariableStat, "variable-stat",
     "A '*' in Power or Resistance ('1*', '*', '4/0*') is the card's variable marker.",
     "000_42f3d193c8c5ff8e.txt, If a group's Power (or Resistance) has a *"},
};

struct KeywordPhrase
{
    QString phrase;
    Keyword keyword;
};

const QList<KeywordPhrase> &keywordPhrases()
{
    static const QList<KeywordPhrase> phrases = {
        {u"Draw No Group Cards This Turn"_s, Keyword::DrawNoGroupCards},
        {u"Draw No Plot Cards This Turn"_s, Keyword::DrawNoPlotCards},
        {u"Spend No Illuminati Tokens"_s, Keyword::SpendNoIlluminatiTokens},
        {u"Expose All Plots"_s, Keyword::ExposeAllPlots},
        {u"Assassination!"_s, Keyword::Assassination},
        {u"Disaster!"_s, Keyword::Disaster},
        {u"Ends Turn"_s, Keyword::EndsTurn},
        {u"Paralysis"_s, Keyword::Paralysis},
        {u"Freeze!"_s, Keyword::Freeze},
        {u"Zap!"_s, Keyword::Zap},
    };
    return phrases;
}

std::optional<CardSet> setFromSource(const QString &text)
{
    static const QHash<QString, CardSet> sets = {
        {u"limited"_s, CardSet::Base},        {u"unlimited"_s, CardSet::Base},
        {u"base"_s, CardSet::Base},           {u"assassins"_s, CardSet::Assassins},
        {u"subgenius"_s, CardSet::SubGenius}, {u"virtual"_s, CardSet::Virtual},
        {u"german"_s, CardSet::German},       {u"german 2"_s, CardSet::German2},
        {u"german2"_s, CardSet::German2},     {u"fan"_s, CardSet::Fan},
    };
    const auto found = sets.constFind(text.trimmed().toLower());
    if (found == sets.constEnd())
        return std::nullopt;
    return *found;
}

// Parses "P", "P*", "*", "P/G", "P/G*" into Power and Global Power.
bool parsePower(const QString &text, StatValue *power, StatValue *global)
{
    static const QRegularExpression pattern(u"^(\\d+)?(\\*)?(?:/(\\d+)(\\*)?)?$"_s);
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return true;
    const auto match = pattern.match(trimmed);
    if (!match.hasMatch() || (match.captured(1).isEmpty() && match.captured(2).isEmpty()))
        return false;
    if (!match.captured(1).isEmpty())
        power->value = match.captured(1).toInt();
    power->variable = !match.captured(2).isEmpty();
    if (!match.captured(3).isEmpty()) {
        global->value = match.captured(3).toInt();
        global->variable = !match.captured(4).isEmpty();
    }
    return true;
}

bool parseResistance(const QString &text, StatValue *resistance)
{
    static const QRegularExpression pattern(u"^(\\d+)?(\\*)?$"_s);
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return true;
    const auto match = pattern.match(trimmed);
    if (!match.hasMatch() || (match.captured(1).isEmpty() && match.captured(2).isEmpty()))
        return false;
    if (!match.captured(1).isEmpty())
        resistance->value = match.captured(1).toInt();
    resistance->variable = !match.captured(2).isEmpty();
    return true;
}

// Adds an alignment or attribute once: written twice it is one mark, and "always" wins over
// "(Sometimes)" (a card with "Straight (Sometimes), Straight" is Straight).
template <typename T> void appendMarked(QList<Marked<T>> *marks, T value, bool sometimes)
{
    for (Marked<T> &mark : *marks) {
        if (mark.value == value) {
            mark.sometimes = mark.sometimes && sometimes;
            return;
        }
    }
    marks->append({value, sometimes});
}

// Strips a "(Sometimes)" or "*" mark; returns the bare word.
QString stripSometimes(QString token, bool *sometimes, QSet<NormalisationRule> *rules)
{
    static const QRegularExpression mark(u"\\s*\\((sometimes)\\)\\s*$"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    const auto match = mark.match(token);
    if (match.hasMatch()) {
        *sometimes = true;
        if (match.captured(1) != u"Sometimes")
            rules->insert(NormalisationRule::SometimesInLowerCase);
        token.truncate(match.capturedStart());
    }
    if (token.endsWith(u'*')) {
        *sometimes = true;
        rules->insert(NormalisationRule::AsteriskOnAlignment);
        token.chop(1);
    }
    return token.trimmed();
}

template <typename T> void appendUnique(QList<T> *list, const T &value)
{
    if (!list->contains(value))
        list->append(value);
}

std::optional<RequirementActor> actorFromWords(const QString &words)
{
    const QString phrase = words.simplified();
    if (phrase.isEmpty())
        return RequirementActor{};
    const QStringList parts = phrase.split(u' ');
    if (parts.size() == 2 && parts.at(1) == u"personality") {
        auto attribute = enumFromCode<Attribute>(parts.at(0));
        if (!attribute)
            return std::nullopt;
        RequirementActor actor;
        actor.kind = RequirementActor::Kind::Personality;
        actor.attribute = attribute;
        return actor;
    }
    if (parts.size() != 1)
        return std::nullopt;
    return RequirementActor::fromCode(parts.at(0));
}

int countWord(const QString &word)
{
    static const QHash<QString, int> numbers = {{u"one"_s, 1},   {u"a"_s, 1},    {u"two"_s, 2},
                                                {u"three"_s, 3}, {u"four"_s, 4}, {u"five"_s, 5}};
    return numbers.value(word, -1);
}

// One piece of a requirement: a complete part, or actor words still waiting for their noun.
struct RequirementPiece
{
    std::optional<RequirementPart> part;
    QString bareActor;
};

bool parsePiece(const QString &text, RequirementPiece *piece, QString *error)
{
    QStringList words = text.simplified().split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty()) {
        *error = u"empty requirement"_s;
        return false;
    }
    const QString noun = words.takeLast();
    RequirementPart part;
    if (noun == u"action" || noun == u"actions" || noun == u"tokens") {
        if (words == QStringList{u"all"_s, u"illuminati"_s}) {
            part.kind = RequirementPart::Kind::AllIlluminatiActions;
        } else if (noun == u"tokens") {
            *error = u"unknown requirement '%1'"_s.arg(text);
            return false;
        } else {
            part.kind = RequirementPart::Kind::Action;
            const auto actor = actorFromWords(words.join(u' '));
            if (!actor) {
                *error = u"unknown group '%1' in requirement"_s.arg(words.join(u' '));
                return false;
            }
            part.actors.append(*actor);
        }
    } else if (noun == u"discard" || noun == u"discards") {
        part.kind = RequirementPart::Kind::Discard;
        part.count = noun == u"discard" ? 1 : 0;
        for (const QString &word : std::as_const(words)) {
            if (word == u"plot") {
                part.plotDiscard = true;
            } else if (countWord(word) > 0) {
                part.count = countWord(word);
            } else {
                *error = u"unknown discard requirement '%1'"_s.arg(text);
                return false;
            }
        }
    } else {
        words.append(noun);
        const QString actorWords = words.join(u' ');
        if (!actorFromWords(actorWords)) {
            *error = u"unknown requirement '%1'"_s.arg(text);
            return false;
        }
        piece->bareActor = actorWords;
        return true;
    }
    piece->part = part;
    return true;
}

RequirementPart actionOf(const QString &actorWords)
{
    RequirementPart part;
    part.actors.append(*actorFromWords(actorWords));
    return part;
}

} // namespace

const QList<NormalisationRuleInfo> &normalisationRules()
{
    return kRules;
}

QString normalisationRuleCode(NormalisationRule rule)
{
    for (const auto &info : kRules) {
        if (info.rule == rule)
            return QString::fromLatin1(info.code);
    }
    return {};
}

bool LackeyCardDataReader::parseRequirement(const QString &phrase, PlayRequirement *requirement,
                                            QString *error)
{
    static const QRegularExpression lead(u"^(may\\s+require|requires?)\\s+"_s);
    static const QRegularExpression separators(u",\\s*or\\s+|\\s+or\\s+|\\s*,\\s*"_s);
    QString body = phrase.simplified().toLower();
    const auto match = lead.match(body);
    if (!match.hasMatch()) {
        *error = u"a requirement must start with 'Requires' or 'May Require': '%1'"_s.arg(phrase);
        return false;
    }
    requirement->optional = match.captured(1).startsWith(u"may");
    body = body.mid(match.capturedLength()).replace(u"(s)"_s, QString()).trimmed();
    QStringList pendingActors; // "Illuminati or Government Action": actors before the noun
    for (const QString &chunk : body.split(separators, Qt::SkipEmptyParts)) {
        QList<RequirementPart> parts;
        QStringList bareInAnd;
        for (const QString &piece : chunk.split(u" and "_s, Qt::SkipEmptyParts)) {
            RequirementPiece parsed;
            if (!parsePiece(piece, &parsed, error))
                return false;
            if (parsed.part)
                parts.append(*parsed.part);
            else
                bareInAnd.append(parsed.bareActor);
        }
        if (parts.isEmpty()) {
            pendingActors += bareInAnd;
            continue;
        }
        // "Illuminati and Special Actions": each bare actor needs its own action.
        for (qsizetype i = bareInAnd.size() - 1; i >= 0; --i)
            parts.prepend(actionOf(bareInAnd.at(i)));
        if (!pendingActors.isEmpty()) {
            if (parts.first().kind != RequirementPart::Kind::Action) {
                *error = u"groups without an action in requirement '%1'"_s.arg(phrase);
                return false;
            }
            for (qsizetype i = pendingActors.size() - 1; i >= 0; --i)
                parts.first().actors.prepend(*actorFromWords(pendingActors.at(i)));
            pendingActors.clear();
        }
        requirement->options.append(parts);
    }
    if (!pendingActors.isEmpty() || requirement->options.isEmpty()) {
        *error = u"requirement without an action or discard: '%1'"_s.arg(phrase);
        return false;
    }
    return true;
}

CardDataReadResult LackeyCardDataReader::read(const QByteArray &bytes, const QString &fileName)
{
    CardDataReadResult result;
    auto fail = [&](int line, const QString &message) {
        result.errors.append({fileName, line, message});
    };

    // UTF-8, or UTF-16 by its byte order mark. A line that is not text is an error with its
    // number; nothing is imported from a file with one (the import is all or nothing).
    const DecodedText decoded = decodeText(bytes);
    for (const UndecodableLine &line : decoded.undecodable)
        fail(line.lineNumber, decoded.problemOfLine(line.lineNumber));
    if (!decoded.isClean())
        return result;
    const QStringList lines = decoded.text.split(u'\n');
    if (lines.isEmpty() || lines.first().trimmed().isEmpty()) {
        fail(1, u"the file has no header line"_s);
        return result;
    }

    QStringList header = lines.first().split(u'\t');
    for (QString &column : header)
        column = column.trimmed();
    auto columnOf = [&header](const QString &name) {
        return header.indexOf(name);
    };
    const QStringList required = {u"Name"_s, u"Set"_s, u"Rarity"_s, u"Deck"_s, u"Type"_s};
    for (const QString &name : required) {
        if (columnOf(name) < 0)
            fail(1, u"the header has no '%1' column"_s.arg(name));
    }
    if (!result.ok())
        return result;

    QSet<QString> seenIds;
    for (qsizetype index = 1; index < lines.size(); ++index) {
        const int lineNumber = int(index) + 1;
        QString line = lines.at(index);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        const QStringList fields = line.split(u'\t');
        if (fields.size() != header.size()) {
            fail(lineNumber, u"expected %1 tab-separated columns, found %2"_s.arg(header.size())
                                 .arg(fields.size()));
            continue;
        }
        auto field = [&](const QString &name) {
            const qsizetype column = columnOf(name);
            return column < 0 ? QString() : fields.at(column);
        };
        auto bad = [&](const QString &column, const QString &message) {
            fail(lineNumber, u"%1 in column %2"_s.arg(message, column));
        };

        QSet<NormalisationRule> rules;
        LackeyRow row;
        row.line = lineNumber;
        Card &card = row.card;
        card.name = field(u"Name"_s).trimmed();
        if (card.name.isEmpty()) {
            bad(u"Name"_s, u"empty card name"_s);
            continue;
        }
        const QString setText = field(u"Set"_s);
        const auto set = setFromSource(setText);
        if (!set) {
            bad(u"Set"_s, u"unknown set '%1'"_s.arg(setText));
            continue;
        }
        card.set = *set;
        const auto rarity = enumFromCode<Rarity>(field(u"Rarity"_s).trimmed());
        if (!rarity) {
            bad(u"Rarity"_s, u"unknown rarity '%1'"_s.arg(field(u"Rarity"_s)));
            continue;
        }
        card.rarity = *rarity;
        const QString deck = field(u"Deck"_s).trimmed();
        if (deck.compare(u"Master"_s, Qt::CaseInsensitive) == 0) {
            card.back = CardBack::Plot;
        } else if (deck.compare(u"Puppet"_s, Qt::CaseInsensitive) == 0) {
            card.back = CardBack::Group;
        } else {
            bad(u"Deck"_s, u"unknown deck '%1' (expected Master or Puppet)"_s.arg(deck));
            continue;
        }

        // Type
        const QString rawType = field(u"Type"_s);
        QString type = rawType.trimmed();
        if (type != rawType)
            rules.insert(NormalisationRule::TrailingSpaceInType);
        if (type.endsWith(u'!')) {
            rules.insert(NormalisationRule::BangInType);
            type.chop(1);
        }
        static const QHash<QString, NwoColor> nwoTypes = {
            {u"NWOR"_s, NwoColor::Red}, {u"NWOB"_s, NwoColor::Blue}, {u"NWOY"_s, NwoColor::Yellow}};
        if (nwoTypes.contains(type.toUpper())) {
            rules.insert(NormalisationRule::NwoColourInType);
            card.type = CardType::NewWorldOrder;
            card.nwoColor = nwoTypes.value(type.toUpper());
        } else if (const auto parsedType = enumFromCode<CardType>(type)) {
            card.type = *parsedType;
        } else {
            bad(u"Type"_s, u"unknown type '%1'"_s.arg(rawType));
            continue;
        }
        if (card.type == CardType::Illuminati && card.back != CardBack::Plot) {
            rules.insert(NormalisationRule::IlluminatiBackIsPlot);
            card.back = CardBack::Plot;
        }
        const bool isResource = card.type == CardType::Resource;

        bool rowOk = true;
        // Alignment column: alignments, and (quirks) resource kinds and keywords.
        for (const QString &rawToken : field(u"Alignment"_s).split(u',', Qt::SkipEmptyParts)) {
            bool sometimes = false;
            const QString token = stripSometimes(rawToken.trimmed(), &sometimes, &rules);
            if (token.isEmpty())
                continue;
            if (const auto alignment = enumFromCode<Alignment>(token)) {
                appendMarked(&card.alignments, *alignment, sometimes);
                continue;
            }
            bool keywordFound = false;
            for (const auto &phrase : keywordPhrases()) {
                if (token.compare(phrase.phrase, Qt::CaseInsensitive) == 0) {
                    appendUnique(&card.keywords, phrase.keyword);
                    rules.insert(NormalisationRule::KeywordInAlignmentColumn);
                    keywordFound = true;
                }
            }
            if (keywordFound)
                continue;
            const QStringList kindWords = token.split(u' ', Qt::SkipEmptyParts);
            bool allKinds = isResource;
            for (const QString &word : kindWords)
                allKinds = allKinds && enumFromCode<ResourceKind>(word).has_value();
            if (allKinds) {
                for (const QString &word : kindWords)
                    appendUnique(&card.resourceKinds, *enumFromCode<ResourceKind>(word));
                rules.insert(NormalisationRule::ResourceKindInAlignmentColumn);
                if (kindWords.size() > 1)
                    rules.insert(NormalisationRule::ResourceKindsWithoutComma);
                continue;
            }
            bad(u"Alignment"_s, u"unknown alignment '%1'"_s.arg(token));
            rowOk = false;
        }

        // Attribute column: attributes, and (quirks) keywords, requirements, NWO colours,
        // resource kinds and Action tokens.
        QString attributeText = field(u"Attribute"_s);
        auto fixTypo = [&](const QString &from, const QString &to, NormalisationRule rule) {
            if (attributeText.contains(from)) {
                attributeText.replace(from, to);
                rules.insert(rule);
            }
        };
        fixTypo(u"Requires_"_s, u"Requires "_s, NormalisationRule::UnderscoreInRequirement);
        fixTypo(u"Reqires"_s, u"Requires"_s, NormalisationRule::ReqiresTypo);
        fixTypo(u"Illulminati"_s, u"Illuminati"_s, NormalisationRule::IllulminatiTypo);
        fixTypo(u"SubGeniuis"_s, u"SubGenius"_s, NormalisationRule::SubGeniuisTypo);
        fixTypo(u"(s0"_s, u"(s)"_s, NormalisationRule::ParenthesisTypo);
        for (const auto &phrase : keywordPhrases()) {
            const qsizetype at = attributeText.indexOf(phrase.phrase, 0, Qt::CaseInsensitive);
            if (at < 0)
                continue;
            appendUnique(&card.keywords, phrase.keyword);
            rules.insert(NormalisationRule::KeywordInAttributeColumn);
            const qsizetype after = at + phrase.phrase.size();
            if (after < attributeText.size() && attributeText.at(after) == u' ')
                rules.insert(NormalisationRule::KeywordWithoutComma);
            attributeText.replace(at, phrase.phrase.size(), u","_s);
        }
        static const QRegularExpression requirementStart(u"\\b(may\\s+require|requires?)\\b"_s,
                                                         QRegularExpression::CaseInsensitiveOption);
        const auto requirementMatch = requirementStart.match(attributeText);
        if (requirementMatch.hasMatch()) {
            QString phrase = attributeText.mid(requirementMatch.capturedStart());
            attributeText.truncate(requirementMatch.capturedStart());
            phrase = phrase.split(u',', Qt::SkipEmptyParts).join(u',');
            while (phrase.endsWith(u',') || phrase.endsWith(u' '))
                phrase.chop(1);
            // Keyword removal leaves a stray comma only at the end ("..., Ends Turn").
            static const QRegularExpression trailing(u"[\\s,]+$"_s);
            phrase.remove(trailing);
            QString error;
            if (!parseRequirement(phrase, &card.requirement, &error)) {
                bad(u"Attribute"_s, error);
                rowOk = false;
            }
        }
        for (const QString &rawToken : attributeText.split(u',', Qt::SkipEmptyParts)) {
            QString token = rawToken.trimmed();
            if (token.isEmpty())
                continue;
            if (token.startsWith(u"ACTION"_s)) {
                static const QRegularExpression actionPattern(
                    u"^(ACTION(?:\\s+ACTION)*)(\\s*\\(maybe (\\d+)\\))?$"_s);
                const auto match = actionPattern.match(token);
                if (!match.hasMatch()) {
                    bad(u"Attribute"_s, u"unknown Action marking '%1'"_s.arg(token));
                    rowOk = false;
                    continue;
                }
                card.actionTokens = int(match.captured(1).split(u' ', Qt::SkipEmptyParts).size());
                card.actionTokensVariable = !match.captured(2).isEmpty();
                rules.insert(NormalisationRule::ActionTokensInAttributeColumn);
                continue;
            }
            if (const auto color = enumFromCode<NwoColor>(token)) {
                if (card.type != CardType::NewWorldOrder || card.nwoColor != color) {
                    bad(u"Attribute"_s,
                        u"NWO colour '%1' does not match the type '%2'"_s.arg(token, rawType));
                    rowOk = false;
                }
                rules.insert(NormalisationRule::NwoColourInAttributeColumn);
                continue;
            }
            if (isResource) {
                if (const auto kind = enumFromCode<ResourceKind>(token)) {
                    appendUnique(&card.resourceKinds, *kind);
                    rules.insert(NormalisationRule::ResourceKindInAttributeColumn);
                    continue;
                }
            }
            bool sometimes = false;
            token = stripSometimes(token, &sometimes, &rules);
            if (const auto attribute = enumFromCode<Attribute>(token)) {
                if (token != codeOf(*attribute) && token != displayNameOf(*attribute))
                    rules.insert(NormalisationRule::AttributeCase);
                appendMarked(&card.attributes, *attribute, sometimes);
                continue;
            }
            bad(u"Attribute"_s, u"unknown attribute '%1'"_s.arg(token));
            rowOk = false;
        }

        const QString powerText = field(u"Power"_s);
        if (!parsePower(powerText, &card.power, &card.globalPower)) {
            bad(u"Power"_s,
                u"cannot read Power '%1' (expected P or P/G, '*' allowed)"_s.arg(powerText));
            rowOk = false;
        }
        const QString resistanceText = field(u"Resistance"_s);
        if (!parseResistance(resistanceText, &card.resistance)) {
            bad(u"Resistance"_s, u"cannot read Resistance '%1'"_s.arg(resistanceText));
            rowOk = false;
        }
        if (card.power.variable || card.globalPower.variable || card.resistance.variable)
            rules.insert(NormalisationRule::VariableStat);

        const QString control = field(u"Control"_s).trimmed();
        if (!control.isEmpty()) {
            bool isNumber = false;
            const int arrows = control.toInt(&isNumber);
            if (!isNumber || arrows < 0 || arrows > 4) {
                bad(u"Control"_s, u"cannot read the arrow count '%1'"_s.arg(control));
                rowOk = false;
            } else {
                card.arrows = arrows;
            }
        } else if (card.type == CardType::Illuminati) {
            card.arrows = 4;
            rules.insert(NormalisationRule::IlluminatiArrows);
        }

        row.errata = field(u"ERRATA"_s).trimmed();
        row.text = field(u"Text"_s).trimmed();
        card.hasErrata = !row.errata.isEmpty();
        row.imageFile = field(u"ImageFile"_s).section(u',', 0, 0).trimmed();
        card.id = cardIdFor(card.set, card.name);
        if (seenIds.contains(card.id)) {
            bad(u"Name"_s, u"duplicate card '%1' in this set"_s.arg(card.name));
            rowOk = false;
        }
        if (!rowOk)
            continue;
        seenIds.insert(card.id);
        for (const NormalisationRule rule : std::as_const(rules))
            ++result.rulesApplied[rule];
        ++result.sourceSetCounts[setText];
        result.rows.append(row);
    }
    if (result.rows.isEmpty() && result.errors.isEmpty())
        fail(0, u"the file holds no cards"_s);
    return result;
}

} // namespace inwo
