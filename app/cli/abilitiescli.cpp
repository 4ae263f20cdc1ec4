#include "abilitiescli.h"

#include "clicommon.h"
#include "userabilities.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QString cardNameOf(CardDatabase &db, const QString &cardId)
{
    const std::optional<Card> card = db.cardById(cardId);
    return card ? card->name : cardId;
}

// The abilities whose card name or words hold every word of `filter` (any case).
bool matches(const QString &name, const UnverifiedAbility &entry, const QStringList &filter)
{
    const QString text = name + u' ' + entry.ability.words + u' ' + entry.cardId;
    return std::all_of(filter.cbegin(), filter.cend(), [&](const QString &word) {
        return text.contains(word, Qt::CaseInsensitive);
    });
}

int changeOne(bool confirm, const QStringList &words, const QCommandLineParser &parser,
              QTextStream &out, QTextStream &err)
{
    const QString verb = confirm ? u"confirm"_s : u"withdraw"_s;
    bool isNumber = false;
    const int number = words.value(0).toInt(&isNumber);
    if (words.size() != 1 || !isNumber || number < 1) {
        err << "inwo: abilities " << verb
            << " needs the number of an ability, as `inwo abilities` lists them" << Qt::endl;
        return BadInput;
    }
    CardDatabase db;
    if (!openDatabase(db, parser, err))
        return BadInput;
    UserAbilities user(db);
    QString error;
    const QList<UnverifiedAbility> list = user.unverified(&error);
    if (!error.isEmpty() || number > list.size()) {
        err << "inwo: "
            << (error.isEmpty()
                    ? u"there is no ability %1: `inwo abilities` lists %2"_s.arg(number).arg(
                          list.size())
                    : shown(error))
            << Qt::endl;
        return BadInput;
    }
    const UnverifiedAbility &entry = list.at(number - 1);
    const AbilityConfirmation confirmation{entry.cardId, entry.ability.words};
    const bool done =
        confirm ? user.confirm(confirmation, &error) : user.withdraw(confirmation, &error);
    if (!done) {
        // The database's own words name the card by its id; the user wrote a number.
        err << "inwo: ability " << number << " (" << shown(cardNameOf(db, entry.cardId)) << ": "
            << shown(entry.ability.words) << ") "
            << (confirm ? "cannot be confirmed: " : "is not confirmed: ") << shown(error)
            << Qt::endl;
        return BadInput;
    }
    const QString name = cardNameOf(db, entry.cardId);
    if (parser.isSet(u"json"_s))
        printJson(out, QJsonObject{{u"number"_s, number},
                                   {u"card"_s, name},
                                   {u"cardId"_s, entry.cardId},
                                   {u"words"_s, entry.ability.words},
                                   {u"confirmed"_s, confirm}});
    else
        out << (confirm ? "Confirmed " : "Withdrawn: ") << number << ". " << shown(name) << ": "
            << shown(entry.ability.words)
            << (confirm ? " (every engine now applies it, cited as confirmed by you)\n"
                        : " (left to the referee again)\n");
    return Success;
}

} // namespace

int runAbilitiesCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, err))
        return BadInput;
    const QStringList words = parser.positionalArguments();
    if (words.value(0) == u"confirm" || words.value(0) == u"withdraw")
        return changeOne(words.value(0) == u"confirm", words.mid(1), parser, out, err);
    CardDatabase db;
    if (!openDatabase(db, parser, err, DatabaseAccess::Read))
        return BadInput;
    QString error;
    const QList<UnverifiedAbility> list = UserAbilities(db).unverified(&error);
    if (!error.isEmpty()) {
        err << "inwo: " << shown(error) << Qt::endl;
        return BadInput;
    }
    QJsonArray array;
    int shownCount = 0;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const UnverifiedAbility &entry = list.at(i);
        const QString name = cardNameOf(db, entry.cardId);
        if (!matches(name, entry, words))
            continue;
        ++shownCount;
        if (parser.isSet(u"json"_s)) {
            QJsonObject object{{u"number"_s, int(i + 1)},
                               {u"card"_s, name},
                               {u"cardId"_s, entry.cardId},
                               {u"confirmed"_s, entry.confirmed},
                               {u"ability"_s, abilityJson(entry.ability)}};
            array.append(object);
        } else {
            out << QString::number(i + 1).rightJustified(4) << ". "
                << (entry.confirmed ? "[confirmed] " : "") << shown(name) << ": "
                << shown(entry.ability.words) << '\n';
        }
    }
    if (parser.isSet(u"json"_s))
        printJson(out, array);
    else
        out << shownCount << " unverified " << (shownCount == 1 ? "ability" : "abilities")
            << "; inwo abilities confirm N applies one for this database" << Qt::endl;
    return shownCount > 0 ? Success : NoMatch;
}

} // namespace inwo
