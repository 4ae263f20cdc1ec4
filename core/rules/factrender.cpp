#include "rules/factrender.h"

#include "rules/ruleidentity.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

// A whole number, written without a temporary string.
void appendNumber(QString &out, int number)
{
    char16_t digits[12];
    int count = 0;
    unsigned magnitude = number < 0 ? 0u - unsigned(number) : unsigned(number);
    do {
        digits[count++] = char16_t(u'0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (number < 0)
        out.append(u'-');
    while (count > 0)
        out.append(QChar(digits[--count]));
}

QString argText(const FactArg &arg, const ParticipantNames *names);

void appendArg(QString &out, const FactArg &arg, const ParticipantNames *names)
{
    if (arg.type == FactArg::Type::Number) {
        appendNumber(out, arg.number);
        return;
    }
    out.append(argText(arg, names));
}

QString argText(const FactArg &arg, const ParticipantNames *names)
{
    switch (arg.type) {
    case FactArg::Type::Number:
        return QString::number(arg.number);
    case FactArg::Type::Participant:
        return names ? names->nameOf(arg.participant) : QString();
    case FactArg::Type::Name:
        return arg.text;
    case FactArg::Type::Alignments: {
        QStringList words;
        for (const Alignment alignment : arg.alignments())
            words.append(alignmentDisplayName(alignment));
        return words.join(u", "_s);
    }
    case FactArg::Type::Factor:
        return QLocale().toString(arg.number / 1000.0, 'g', 4);
    case FactArg::Type::Player:
        if (arg.text == u"attacker")
            return QCoreApplication::translate("AttackFact", "the attacker");
        if (arg.text == u"defender")
            return QCoreApplication::translate("AttackFact", "the defender");
        return arg.text;
    case FactArg::Type::Treasury:
        if (arg.text.compare(u"illuminati"_s, Qt::CaseInsensitive) == 0)
            return QCoreApplication::translate("AttackFact", "the Illuminati treasury");
        return arg.text;
    case FactArg::Type::RuleTitle:
        return ruleTitle(RuleId(arg.number));
    case FactArg::Type::Phase:
        // The phases' names are marked for translation in position.cpp.
        return QCoreApplication::translate("GamePhase", arg.text.toUtf8().constData());
    case FactArg::Type::AbilityWords:
        // The ability data's summaries are marked for translation in abilitywords.cpp.
        return QCoreApplication::translate("AbilityWords", arg.text.toUtf8().constData());
    }
    return {};
}

} // namespace

// Alignment names as the window shows them (the same words the card browser uses).
QString alignmentDisplayName(Alignment alignment)
{
    static constexpr std::array<const char *, 12> names{{
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Government"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Corporate"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Liberal"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Conservative"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Peaceful"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Violent"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Straight"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Weird"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Criminal"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Fanatic"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Communist"),
        QT_TRANSLATE_NOOP("inwo::EnumNames", "Socialist"),
    }};
    const QString english = displayNameOf(alignment);
    for (const char *name : names) {
        if (english == QLatin1StringView(name))
            return QCoreApplication::translate("inwo::EnumNames", name);
    }
    return english;
}

QList<Alignment> FactArg::alignments() const
{
    QList<Alignment> list;
    for (const Alignment alignment : allOf<Alignment>()) {
        if (number & (1 << int(alignment)))
            list.append(alignment);
    }
    return list;
}

bool endsSentence(QStringView text)
{
    if (text.isEmpty())
        return false;
    const QChar last = text.back();
    return last == u'.' || last == u'\u2026' || last == u'?' || last == u'!';
}

void appendFullStop(QString &sentence)
{
    if (!sentence.isEmpty() && !endsSentence(sentence))
        sentence.append(u'.');
}

QString withFullStop(QString sentence)
{
    appendFullStop(sentence);
    return sentence;
}

QString fillFactPattern(const QString &pattern, const FactArgs &args, int count,
                        const ParticipantNames *names)
{
    // The sentences are marked with QT_TRANSLATE_NOOP, so they have no plural forms in the
    // translation: the count is put in here, and untranslated English drops "(s)" after a one.
    QString out;
    out.reserve(pattern.size() + 48);
    const QStringView view(pattern);
    qsizetype copied = 0; // pattern up to here is in `out`
    for (qsizetype i = 0; i + 1 < view.size(); ++i) {
        if (view.at(i) == u'%') {
            const QChar next = view.at(i + 1);
            if (next >= u'1' && next <= u'9' && next.unicode() - u'1' < args.size()) {
                out.append(view.mid(copied, i - copied));
                appendArg(out, args.at(next.unicode() - u'1'), names);
                copied = ++i + 1;
                // The sentence's full stop after a name that ends in one ("C.I.A.") is that one.
                if (view.mid(copied).startsWith(u'.') && !view.mid(copied).startsWith(u"..")) {
                    appendFullStop(out);
                    i = copied++;
                }
            } else if (next == u'n' && count >= 0) {
                out.append(view.mid(copied, i - copied));
                appendNumber(out, count);
                copied = ++i + 1;
            }
        } else if (view.at(i) == u'(' && count >= 0 && view.mid(i).startsWith(u"(s)")) {
            out.append(view.mid(copied, i - copied));
            if (count != 1)
                out.append(u's');
            i += 2;
            copied = i + 1;
        }
    }
    out.append(view.mid(copied));
    return out;
}

// Where a card's ability is written, for people: the card data, a passage of the rulebook or the
// VFAQ (by its title and line), or printed card text the program has not checked.
QString abilitySourceText(const QString &card, const QString &source)
{
    static const QRegularExpression seedPart(
        u"^(\\d{3})_[0-9a-f]+\\.txt, (?:line (\\d+)|lines (\\d+)-(\\d+))"_s);
    const QString first = source.section(u"; "_s, 0, 0);
    // Machine words of cards/cardabilities.h (CardAbility::RefereeSource, ConfirmedSource).
    if (first == u"referee"_s)
        return QCoreApplication::translate("AttackFact", "%1, entered by the referee").arg(card);
    if (first == u"confirmed"_s)
        return QCoreApplication::translate("AttackFact",
                                           "printed card text of %1, confirmed by the user")
            .arg(card);
    if (first.startsWith(u"printed card text"_s))
        return QCoreApplication::translate("AttackFact", "printed card text of %1, unchecked")
            .arg(card);
    const QRegularExpressionMatch match = seedPart.match(first);
    if (!match.hasMatch())
        return QCoreApplication::translate("AttackFact", "Card data: %1").arg(card);
    const Seed seed = match.captured(1) == u"002" ? Seed::Vfaq : Seed::InwoRulebook;
    const QString passage = match.hasCaptured(2)
                                ? QCoreApplication::translate("RuleSource", "%1 (line %2)")
                                      .arg(seedTitle(seed), match.captured(2))
                                : QCoreApplication::translate("RuleSource", "%1 (lines %2-%3)")
                                      .arg(seedTitle(seed), match.captured(3), match.captured(4));
    return QCoreApplication::translate("AttackFact", "%1, on %2").arg(passage, card);
}

} // namespace inwo
