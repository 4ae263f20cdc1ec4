#include "attackcli.h"

#include "attack/attackengine.h"
#include "carddatabase.h"
#include "cards/cardnameresolver.h"
#include "clicommon.h"
#include "table/attacklist.h"
#include "table/goals.h"
#include "table/position.h"
#include "table/tablestats.h"
#include "timeline/timeline.h"
#include "timeline/timelineresolver.h"
#include "userabilities.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

QJsonObject fractionJson(const Fraction &fraction)
{
    return {{u"num"_s, fraction.num}, {u"den"_s, fraction.den}};
}

// A fact as JSON: its rule, its kind, whom it is about, and its rendering for people.
QJsonObject factJson(const AttackFact &fact)
{
    QJsonObject object{{u"rule"_s, fact.rule == RuleId::None ? QString() : ruleCode(fact.rule)},
                       {u"code"_s, factCodeName(fact.code)},
                       {u"participant"_s, QJsonObject{{u"role"_s, codeOf(fact.who.role)},
                                                      {u"index"_s, fact.who.index}}},
                       {u"source"_s, factSource(fact)},
                       {u"location"_s, factLocation(fact)}};
    if (fact.isAbility())
        object.insert(u"card"_s, fact.abilityCard);
    return object;
}

QJsonArray refusalsJson(const QList<AttackRefusal> &refusals, const AttackScenario &scenario)
{
    QJsonArray array;
    for (const AttackRefusal &refusal : refusals) {
        QJsonObject object = factJson(refusal);
        object.insert(u"who"_s, participantName(scenario, refusal.who));
        object.insert(u"why"_s, renderFact(refusal, scenario));
        array.append(object);
    }
    return array;
}

QJsonObject resultJson(const AttackResult &result, const AttackScenario &scenario)
{
    QJsonArray lines;
    for (const AttackLine &line : result.lines) {
        QJsonObject object = factJson(line);
        object.insert(u"value"_s, line.value);
        object.insert(u"text"_s, renderFact(line, scenario));
        lines.append(object);
    }
    QJsonObject object{{u"legal"_s, result.legal},
                       {u"violations"_s, refusalsJson(result.violations, scenario)},
                       {u"attack"_s, result.attack},
                       {u"defence"_s, result.defence},
                       {u"strength"_s, result.strength},
                       {u"probability"_s, fractionJson(result.probability)},
                       {u"lines"_s, lines}};
    if (!result.outcomes.isEmpty()) {
        QJsonArray outcomes;
        for (const AttackOutcome &outcome : result.outcomes)
            outcomes.append(
                QJsonObject{{u"condition"_s, renderOutcomeCondition(outcome, scenario)},
                            {u"chance"_s, fractionJson(outcome.chance)},
                            {u"attack"_s, outcome.attack},
                            {u"defence"_s, outcome.defence},
                            {u"strength"_s, outcome.strength},
                            {u"probability"_s, fractionJson(outcome.probability)},
                            {u"violations"_s, refusalsJson(outcome.violations, scenario)}});
        object.insert(u"outcomes"_s, outcomes);
    }
    QJsonArray needed;
    for (const AttackNeed &need : result.needed)
        needed.append(QJsonObject{{u"extra"_s, need.extra},
                                  {u"strength"_s, need.strength},
                                  {u"probability"_s, fractionJson(need.probability)}});
    object.insert(u"needed"_s, needed);
    if (result.targetLosesToken)
        object.insert(u"targetLosesToken"_s, true);
    if (result.destroyChance)
        object.insert(u"destroyProbability"_s, fractionJson(*result.destroyChance));
    QJsonArray goalPower;
    for (const AttackResult::GoalPower &entry : result.goalPower)
        goalPower.append(QJsonObject{{u"group"_s, participantName(scenario, entry.group)},
                                     {u"power"_s, entry.power}});
    if (!goalPower.isEmpty())
        object.insert(u"goalPower"_s, goalPower);
    if (result.targetMoney)
        object.insert(u"targetMoney"_s,
                      QJsonObject{{u"withTarget"_s, result.targetMoney->withTarget},
                                  {u"toBank"_s, result.targetMoney->toBank}});
    return object;
}

// "R11 INWO rulebook, Attacks (line 125)": the rule's identity and where to read it.
QString citation(const AttackFact &fact)
{
    const QString source = factSource(fact);
    if (fact.rule == RuleId::None || fact.isAbility())
        return source;
    return ruleCode(fact.rule) + u' ' + source;
}

void printText(QTextStream &out, const AttackResult &result, const AttackScenario &scenario)
{
    if (!result.legal) {
        out << "This attack cannot be made:\n";
        for (const AttackRefusal &refusal : result.violations)
            out << "  " << shown(participantName(scenario, refusal.who)) << ": "
                << shown(renderFact(refusal, scenario)) << " (" << citation(refusal) << ")\n";
        return;
    }
    for (const AttackLine &line : result.lines) {
        const QString value = line.value == 0 ? QString()
                                              : (line.value > 0 ? u"+%1"_s.arg(line.value)
                                                                : QString::number(line.value));
        // Lines quote the names the scenario gives: escaped, so a name cannot fake a line.
        out << value.rightJustified(6) << "  " << shown(renderFact(line, scenario)) << "  ("
            << citation(line) << ")\n";
    }
    for (const AttackRefusal &refusal : result.violations)
        out << "refused  " << shown(participantName(scenario, refusal.who)) << ": "
            << shown(renderFact(refusal, scenario)) << " (" << citation(refusal) << ")\n";
    if (result.outcomes.isEmpty()) {
        out << "\nAttack " << result.attack << ", defence " << result.defence << ", strength "
            << result.strength << ": chance ";
    } else {
        // An alignment in doubt: each case has its own strength, the chance is overall.
        QStringList strengths;
        for (const AttackOutcome &outcome : result.outcomes) {
            if (!strengths.contains(QString::number(outcome.strength)))
                strengths.append(QString::number(outcome.strength));
        }
        out << "\nStrength " << strengths.join(u" or "_s) << " (alignment in doubt): chance ";
    }
    out << result.probability.toString() << " ("
        << QString::number(result.probability.value() * 100.0, 'f', 1) << "%)\n";
    for (const AttackOutcome &outcome : result.outcomes)
        out << "  if " << shown(renderOutcomeCondition(outcome, scenario)) << " ("
            << outcome.chance.toString() << "): strength " << outcome.strength << ", chance "
            << outcome.probability.toString() << '\n';
    if (!result.needed.isEmpty()) {
        out << "To do better:";
        for (const AttackNeed &need : result.needed)
            out << "  +" << need.extra << " -> " << need.probability.toString();
        out << '\n';
    }
}

} // namespace

int runAttackCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"no-cards"_s}, err))
        return BadInput;
    if (parser.positionalArguments().size() != 1) {
        err << "inwo: attack needs one scenario file (or - for standard input)" << Qt::endl;
        return BadInput;
    }
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> text = readJsonInput(path, err);
    if (!text)
        return BadInput;
    const QByteArray &json = *text;
    // Card names are looked up only when the scenario names cards.
    CardDatabase db;
    std::unique_ptr<CardNameResolver> resolver;
    if (!parser.isSet(u"no-cards"_s) && json.contains("\"card\"")) {
        if (!openDatabase(db, parser, err, DatabaseAccess::Read))
            return BadInput;
        resolver = std::make_unique<CardNameResolver>(db);
    }
    QString error;
    const std::optional<AttackScenario> scenario =
        AttackScenario::fromJson(json, &error, resolver.get());
    if (!scenario) {
        err << "inwo: " << shown(inputName(path)) << ": " << shown(error) << Qt::endl;
        return BadInput;
    }
    const AttackResult result = adjudicate(*scenario, &UserAbilities(db).abilities());
    if (parser.isSet(u"json"_s))
        printJson(out, resultJson(result, *scenario));
    else
        printText(out, result, *scenario);
    out.flush();
    return Success;
}

namespace {

// The position file the one positional argument names, its cards looked up in `db`; nullopt
// after saying why.
std::optional<Position> readPosition(const QCommandLineParser &parser, CardDatabase &db,
                                     QTextStream &err)
{
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> json = readJsonInput(path, err);
    if (!json)
        return std::nullopt;
    if (!openDatabase(db, parser, err, DatabaseAccess::Read))
        return std::nullopt;
    const CardNameResolver resolver(db);
    QString error;
    std::optional<Position> position = Position::fromJson(*json, &error, &resolver);
    if (!position)
        err << "inwo: " << shown(inputName(path)) << ": " << shown(error) << Qt::endl;
    return position;
}

// "The Mafia (a1)": a card of the table as the list names it.
QString tableName(const Position &position, const InstanceId &id)
{
    const TableCard *card = position.card(id);
    if (!card)
        card = position.handCard(id); // a Group card of a hand, attacked from it
    return u"%1 (%2)"_s.arg(card ? card->card : QString(), id.value);
}

QJsonObject tableCardJson(const Position &position, const InstanceId &id)
{
    const TableCard *card = position.card(id);
    if (!card)
        card = position.handCard(id); // a Group card of a hand, attacked from it
    return {{u"id"_s, id.value}, {u"card"_s, card ? card->card : QString()}};
}

QJsonObject tableFactJson(const TableFact &fact, const Position &position);

QJsonObject optionJson(const Position &position, const AttackOption &option)
{
    QJsonArray aiders;
    for (const InstanceId &aider : option.attack.aiders)
        aiders.append(tableCardJson(position, aider));
    QJsonObject object{{u"kind"_s, codeOf(option.attack.kind)},
                       {u"attacker"_s, tableCardJson(position, option.attack.attacker)},
                       {u"target"_s, tableCardJson(position, option.attack.target)},
                       {u"aiders"_s, aiders},
                       {u"legal"_s, option.legal()}};
    if (option.refusal) {
        object.insert(u"refusals"_s, QJsonArray{tableFactJson(*option.refusal, position)});
    } else if (option.result.legal) {
        object.insert(u"strength"_s, option.result.strength);
        object.insert(u"probability"_s, fractionJson(option.result.probability));
        // As the resolver says it: a number left to the referee leaves the strength unknown.
        QJsonArray referee;
        for (const AttackFact &line : option.result.lines) {
            if (isLeftToTheReferee(line))
                referee.append(factJson(line));
        }
        object.insert(u"strengthKnown"_s, referee.isEmpty());
        if (!referee.isEmpty())
            object.insert(u"refereeDecides"_s, referee);
        if (option.onSuccess.known)
            object.insert(
                u"onSuccess"_s,
                QJsonObject{
                    {u"wins"_s, option.onSuccess.wins},
                    {u"eliminates"_s, QJsonArray::fromStringList(option.onSuccess.eliminates)},
                    {u"countBefore"_s, option.onSuccess.countBefore},
                    {u"countAfter"_s, option.onSuccess.countAfter},
                    {u"needed"_s, option.onSuccess.needed},
                    {u"goalsMet"_s, QJsonArray::fromStringList(option.onSuccess.goalsMet)}});
    } else {
        object.insert(u"refusals"_s, refusalsJson(option.result.violations, option.scenario));
    }
    return object;
}

} // namespace

int runAttacksCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {u"player"_s, u"sort"_s}, err))
        return BadInput;
    const QString sort = parser.value(u"sort"_s);
    if (sort != u"chance" && sort != u"goals") {
        err << "inwo: --sort takes chance or goals, not '" << shown(sort) << "'" << Qt::endl;
        return BadInput;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "inwo: attacks needs one position file (or - for standard input)" << Qt::endl;
        return BadInput;
    }
    const QString path = parser.positionalArguments().first();
    CardDatabase db;
    const std::optional<Position> position = readPosition(parser, db, err);
    if (!position)
        return BadInput;
    const QString player = parser.value(u"player"_s);
    if (player.isEmpty()) {
        err << "inwo: attacks needs --player NAME, the player whose attacks to list" << Qt::endl;
        return BadInput;
    }
    if (!position->player(player)) {
        QStringList names;
        for (const TablePlayer &seated : position->players)
            names.append(seated.name);
        err << "inwo: " << shown(inputName(path)) << ": no player '" << shown(player)
            << "' at the table (--player: " << shown(names.join(u", "_s)) << ")" << Qt::endl;
        return BadInput;
    }
    const AttackList list =
        attackOptions(*position, player, db, &UserAbilities(db).abilities(), &bundledGoalRules(),
                      sort == u"goals" ? AttackOrder::GoalEffect : AttackOrder::Chance);
    // The referee's rulings the numbers rest on (Military-Industrial Complex's reach, R133).
    const QList<TableFact> rulings =
        TableStats(*position, db, &UserAbilities(db).abilities()).rulingsInForce();
    if (parser.isSet(u"json"_s)) {
        QJsonArray legal;
        for (const AttackOption &option : list.legal)
            legal.append(optionJson(*position, option));
        QJsonArray refused;
        for (const AttackOption &option : list.refused)
            refused.append(optionJson(*position, option));
        printJson(out, QJsonObject{{u"player"_s, player},
                                   {u"legal"_s, legal},
                                   {u"refused"_s, refused},
                                   {u"rulings"_s, tableFactsJson(rulings, *position)}});
        out.flush();
        return Success;
    }
    out << shown(player) << ": " << list.legal.size()
        << (list.legal.size() == 1 ? " attack can be made, " : " attacks can be made, ")
        << list.refused.size() << (list.refused.size() == 1 ? " is refused\n" : " are refused\n");
    if (!rulings.isEmpty()) {
        out << "Rulings these numbers rest on:\n";
        printTableFacts(out, rulings, *position, u"  "_s);
    }
    for (const AttackOption &option : list.legal) {
        out << QString::number(option.result.probability.value() * 100.0, 'f', 1).rightJustified(6)
            << "%  " << option.result.probability.toString().leftJustified(6) << ' '
            << shown(tableName(*position, option.attack.attacker)) << ": "
            << codeOf(option.attack.kind) << ' '
            << shown(tableName(*position, option.attack.target)) << ", strength "
            << option.result.strength;
        if (!option.attack.aiders.isEmpty()) {
            QStringList aiders;
            for (const InstanceId &aider : option.attack.aiders)
                aiders.append(tableName(*position, aider));
            out << ", aided by " << shown(aiders.join(u", "_s));
        }
        const GoalEffect &effect = option.onSuccess;
        if (effect.wins)
            out << "; success wins (" << shown(effect.goalsMet.join(u", "_s)) << ")";
        if (!effect.eliminates.isEmpty())
            out << "; success eliminates " << shown(effect.eliminates.join(u", "_s));
        if (effect.known && effect.countAfter != effect.countBefore)
            out << "; count " << effect.countBefore << " -> " << effect.countAfter << " of "
                << effect.needed;
        QStringList referee;
        for (const AttackFact &line : option.result.lines) {
            const QString card = line.isAbility() ? line.abilityCard : QString();
            if (isLeftToTheReferee(line) && !card.isEmpty() && !referee.contains(card))
                referee.append(card);
        }
        if (!referee.isEmpty())
            out << "; the referee gives the part of " << shown(referee.join(u", "_s));
        out << '\n';
    }
    if (!list.refused.isEmpty())
        out << "Refused:\n";
    for (const AttackOption &option : list.refused) {
        out << "  " << shown(tableName(*position, option.attack.attacker)) << ": "
            << codeOf(option.attack.kind) << ' '
            << shown(tableName(*position, option.attack.target));
        if (option.refusal) {
            out << ": " << shown(renderTableFact(*option.refusal, *position)) << " ("
                << ruleCode(option.refusal->rule) << "; " << shown(tableFactSource(*option.refusal))
                << ")";
        } else if (!option.result.violations.isEmpty()) {
            const AttackRefusal &first = option.result.violations.first();
            out << ": " << shown(renderFact(first, option.scenario)) << " (" << citation(first)
                << ")";
        }
        out << '\n';
    }
    out.flush();
    return Success;
}

namespace {

// The options and the one position file of `inwo goals` and `inwo nwo`; nullopt after saying why.
std::optional<Position> positionCommand(const QString &command, const QStringList &arguments,
                                        QCommandLineParser &parser, CardDatabase &db,
                                        QTextStream &err)
{
    if (!parseOptions(parser, arguments, {}, err))
        return std::nullopt;
    if (parser.positionalArguments().size() != 1) {
        err << "inwo: " << command << " needs one position file (or - for standard input)"
            << Qt::endl;
        return std::nullopt;
    }
    return readPosition(parser, db, err);
}

QJsonObject tableFactJson(const TableFact &fact, const Position &position)
{
    QJsonObject object{{u"rule"_s, fact.rule == RuleId::None ? QString() : ruleCode(fact.rule)},
                       {u"code"_s, tableFactCodeName(fact.code)},
                       {u"text"_s, renderTableFact(fact, position)},
                       {u"source"_s, tableFactSource(fact)},
                       {u"location"_s, tableFactLocation(fact)},
                       {u"value"_s, fact.value}};
    if (!fact.card.isEmpty())
        object.insert(u"card"_s, tableCardJson(position, fact.card));
    if (!fact.player.isEmpty())
        object.insert(u"player"_s, fact.player);
    if (fact.isAbility())
        object.insert(u"abilityCard"_s, fact.abilityCard);
    return object;
}

} // namespace

QJsonArray tableFactsJson(const QList<TableFact> &facts, const Position &position)
{
    QJsonArray array;
    for (const TableFact &fact : facts)
        array.append(tableFactJson(fact, position));
    return array;
}

void printTableFacts(QTextStream &out, const QList<TableFact> &facts, const Position &position,
                     const QString &indent)
{
    for (const TableFact &fact : facts) {
        out << indent << shown(renderTableFact(fact, position));
        const QString source = tableFactSource(fact);
        if (!source.isEmpty())
            out << "  [" << (fact.rule == RuleId::None ? QString() : ruleCode(fact.rule) + u"; "_s)
                << shown(source) << "]";
        out << '\n';
    }
}

namespace {

QString goalStatusCode(GoalCheck::Status status)
{
    switch (status) {
    case GoalCheck::Status::Met:
        return u"met"_s;
    case GoalCheck::Status::Missed:
        return u"missed"_s;
    case GoalCheck::Status::Referee:
        return u"referee"_s;
    }
    return {};
}

QJsonArray alignmentCodes(const QList<Alignment> &alignments)
{
    QJsonArray codes;
    for (const Alignment alignment : alignments)
        codes.append(codeOf(alignment));
    return codes;
}

} // namespace

int runGoalsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    CardDatabase db;
    const std::optional<Position> position =
        positionCommand(u"goals"_s, arguments, parser, db, err);
    if (!position)
        return BadInput;
    const GoalReport report =
        evaluateGoals(*position, db, &UserAbilities(db).abilities(), bundledGoalRules());
    if (parser.isSet(u"json"_s)) {
        QJsonArray players;
        for (const PlayerGoals &player : report.players) {
            QJsonArray goals;
            for (const GoalCheck &goal : player.goals)
                goals.append(QJsonObject{{u"goal"_s, goal.goal},
                                         {u"card"_s, goal.cardId},
                                         {u"status"_s, goalStatusCode(goal.status)}});
            QJsonObject object{{u"player"_s, player.player},
                               {u"count"_s, player.count},
                               {u"needed"_s, player.needed},
                               {u"doubled"_s, player.doubled},
                               {u"goals"_s, goals},
                               {u"lines"_s, tableFactsJson(player.lines, *position)}};
            if (player.victoryPoints >= 0)
                object.insert(u"victoryPoints"_s, player.victoryPoints);
            QJsonArray ways;
            for (const QStringList &way : player.ways)
                ways.append(QJsonArray::fromStringList(way));
            object.insert(u"ways"_s, ways);
            players.append(object);
        }
        QJsonObject object{{u"players"_s, players},
                           {u"winners"_s, QJsonArray::fromStringList(report.winners)},
                           {u"lines"_s, tableFactsJson(report.lines, *position)}};
        if (report.victoryRefusedBy != RuleId::None)
            object.insert(u"victoryRefusedBy"_s, ruleCode(report.victoryRefusedBy));
        printJson(out, object);
        out.flush();
        return Success;
    }
    for (const PlayerGoals &player : report.players) {
        out << shown(player.player) << ": " << player.count << " of " << player.needed;
        if (player.doubled > 0)
            out << " (" << player.doubled << " counting double)";
        const QStringList met = player.met();
        out << "; met: " << (met.isEmpty() ? u"none"_s : shown(met.join(u", "_s)));
        const QStringList referee = player.referee();
        if (!referee.isEmpty())
            out << "; referee decides: " << shown(referee.join(u", "_s));
        if (player.victoryPoints >= 0)
            out << "; " << player.victoryPoints
                << (player.victoryPoints == 1 ? " victory point" : " victory points");
        out << '\n';
        printTableFacts(out, player.lines, *position, u"  "_s);
    }
    // Each winner with the goals he meets.
    QStringList winners;
    for (const PlayerGoals &player : report.players) {
        if (report.winners.contains(player.player))
            winners.append(player.met().isEmpty()
                               ? player.player
                               : u"%1 (%2)"_s.arg(player.player, player.met().join(u", "_s)));
    }
    out << "Winners: " << (winners.isEmpty() ? u"none"_s : shown(winners.join(u"; "_s))) << '\n';
    printTableFacts(out, report.lines, *position, u"  "_s);
    out.flush();
    return Success;
}

int runNwoCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    CardDatabase db;
    const std::optional<Position> position = positionCommand(u"nwo"_s, arguments, parser, db, err);
    if (!position)
        return BadInput;
    const TableStats stats(*position, db, &UserAbilities(db).abilities());
    const QList<NwoEffect> effects = stats.nwoEffects();
    if (parser.isSet(u"json"_s)) {
        QJsonArray nwos;
        for (const NwoEffect &effect : effects)
            nwos.append(
                QJsonObject{{u"card"_s, effect.nwo.card},
                            {u"color"_s, effect.nwo.color ? codeOf(*effect.nwo.color) : QString()},
                            {u"playedBy"_s, effect.nwo.playedBy},
                            {u"order"_s, effect.order},
                            {u"refereeDecides"_s, effect.refereeDecides},
                            {u"lines"_s, tableFactsJson(effect.lines, *position)}});
        QJsonArray groups;
        const auto addGroup = [&](const TableCard &card) {
            const std::optional<EffectiveGroup> play = stats.group(card.id, StatUse::Play);
            const std::optional<EffectiveGroup> goals = stats.group(card.id, StatUse::Goals);
            if (!play || !goals)
                return;
            groups.append(QJsonObject{{u"id"_s, card.id.value},
                                      {u"card"_s, card.card},
                                      {u"controller"_s, play->controller},
                                      {u"power"_s, play->power},
                                      {u"goalPower"_s, goals->power},
                                      {u"resistance"_s, play->resistance},
                                      {u"global"_s, play->globalPower},
                                      {u"alignments"_s, alignmentCodes(play->alignments)},
                                      {u"goalAlignments"_s, alignmentCodes(goals->goalAlignments)},
                                      {u"lines"_s, tableFactsJson(play->lines, *position)}});
        };
        for (const TablePlayer &player : position->players) {
            for (const TableCard &card : player.groups)
                addGroup(card);
        }
        for (const TableCard &card : position->uncontrolled)
            addGroup(card);
        printJson(out, QJsonObject{{u"nwos"_s, nwos}, {u"groups"_s, groups}});
        out.flush();
        return Success;
    }
    if (effects.isEmpty())
        out << "No NWO is in force.\n";
    const auto printGroups = [&] {
        out << "Groups (in play; for goals where it differs):\n";
        const auto show = [&](const TableCard &card) {
            const std::optional<EffectiveGroup> play = stats.group(card.id, StatUse::Play);
            const std::optional<EffectiveGroup> goals = stats.group(card.id, StatUse::Goals);
            if (!play || !goals || play->type == CardType::Resource)
                return;
            QStringList alignments;
            for (const Alignment alignment : play->alignments)
                alignments.append(alignmentDisplayName(alignment));
            out << "  " << shown(play->name) << " (" << card.id.value << "): Power " << play->power;
            if (goals->power != play->power)
                out << " (goals " << goals->power << ")";
            out << ", Global " << play->globalPower << ", Resistance " << play->resistance;
            if (!alignments.isEmpty())
                out << ", " << shown(alignments.join(u", "_s));
            if (goals->goalAlignments != play->alignments) {
                QStringList forGoals;
                for (const Alignment alignment : goals->goalAlignments)
                    forGoals.append(alignmentDisplayName(alignment));
                out << " (goals: " << shown(forGoals.join(u", "_s)) << ")";
            }
            out << '\n';
        };
        for (const TablePlayer &player : position->players) {
            for (const TableCard &card : player.groups)
                show(card);
        }
        for (const TableCard &card : position->uncontrolled)
            show(card);
    };
    for (const NwoEffect &effect : effects) {
        out << effect.order << ". " << shown(effect.nwo.card);
        if (effect.nwo.color)
            out << " (" << codeOf(*effect.nwo.color) << ")";
        const bool someApplied =
            std::any_of(effect.lines.cbegin(), effect.lines.cend(), [](const TableFact &line) {
                return line.code == TableFactCode::NwoPower ||
                       line.code == TableFactCode::NwoAlignment;
            });
        if (effect.refereeDecides)
            out << (someApplied ? ": the referee applies the rest of it"
                                : ": the referee applies it");
        out << '\n';
        printTableFacts(out, effect.lines, *position, u"   "_s);
    }
    printGroups();
    out.flush();
    return Success;
}

QJsonObject playItemJson(const PlayItem &item)
{
    QJsonObject object{{u"item"_s, codeOf(item.kind)},
                       {u"name"_s, item.name},
                       {u"owner"_s, item.owner},
                       {u"fate"_s, codeOf(item.fate)},
                       {u"rule"_s, item.rule == RuleId::None ? QString() : ruleCode(item.rule)}};
    if (!item.card.isEmpty())
        object.insert(u"card"_s, item.card.value);
    return object;
}

namespace {

// What each player's tokens, Plots and cards came to over the whole timeline.
void printPlayerSummary(QTextStream &out, const TimelineResolution &resolution)
{
    QMap<QString, QMap<QString, QStringList>> byPlayer; // player -> "what fate" -> names
    // A card ends where its last play leaves it; tokens and Plots are counted at each use.
    const auto cardKey = [](const PlayItem &item) {
        return item.card.value.isEmpty() ? item.name : item.card.value;
    };
    QHash<QString, const PlayItem *> lastOfCard;
    for (const ResolvedPlay &play : resolution.plays) {
        for (const PlayItem &item : play.items) {
            if (item.kind == PlayItemKind::Card)
                lastOfCard.insert(cardKey(item), &item);
        }
    }
    for (const ResolvedPlay &play : resolution.plays) {
        for (const PlayItem &item : play.items) {
            if (item.kind == PlayItemKind::Card && lastOfCard.value(cardKey(item)) != &item)
                continue;
            const QString heading = u"%1 %2"_s.arg(displayNameOf(item.kind).toLower(),
                                                   displayNameOf(item.fate).toLower());
            byPlayer[item.owner][heading].append(item.name.isEmpty() ? u"(hidden)"_s : item.name);
        }
    }
    if (!byPlayer.isEmpty())
        out << "Where everything ends up:\n";
    for (auto player = byPlayer.cbegin(); player != byPlayer.cend(); ++player) {
        out << "  " << shown(player.key().isEmpty() ? u"(uncontrolled)"_s : player.key()) << ":\n";
        for (auto fate = player->cbegin(); fate != player->cend(); ++fate)
            out << "    " << fate.key() << ": " << shown(fate->join(u", "_s)) << '\n';
    }
}

// An attack's numbers as adjudicated on the table at its dice.
void printAttackAtItsDice(QTextStream &out, const AttackResult &result, bool strengthKnown,
                          const QStringList &refereeGives)
{
    if (!result.legal) {
        out << "   adjudication: not legal\n";
        return;
    }
    out << "   adjudication: attack " << result.attack << ", defence " << result.defence
        << ", strength " << result.strength << ", chance " << result.probability.toString() << " ("
        << QString::number(result.probability.value() * 100.0, 'f', 1) << "%)";
    if (!strengthKnown && refereeGives.isEmpty())
        out << "; the referee gives part of it";
    else if (!strengthKnown)
        out << "; the referee gives the part of " << shown(refereeGives.join(u", "_s));
    out << '\n';
}

} // namespace

int runResolveCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (!parseOptions(parser, arguments, {}, err))
        return BadInput;
    if (parser.positionalArguments().size() != 1) {
        err << "inwo: resolve needs one timeline file (or - for standard input)" << Qt::endl;
        return BadInput;
    }
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> json = readJsonInput(path, err);
    if (!json)
        return BadInput;
    CardDatabase db;
    if (!openDatabase(db, parser, err, DatabaseAccess::Read))
        return BadInput;
    const CardNameResolver resolver(db);
    QString error;
    const std::optional<Timeline> timeline = Timeline::fromJson(*json, &error, &resolver);
    if (!timeline) {
        err << "inwo: " << shown(inputName(path)) << ": " << shown(error) << Qt::endl;
        return BadInput;
    }
    const TimelineResolution resolution =
        resolveTimeline(*timeline, db, &UserAbilities(db).abilities());
    QMap<PlayStatus, int> counts;
    for (const ResolvedPlay &play : resolution.plays)
        ++counts[play.status];

    if (parser.isSet(u"json"_s)) {
        QJsonArray plays;
        for (qsizetype i = 0; i < resolution.plays.size(); ++i) {
            const ResolvedPlay &play = resolution.plays.at(i);
            const Play &made = timeline->plays.at(i);
            QJsonArray items;
            for (const PlayItem &item : play.items)
                items.append(playItemJson(item));
            QJsonObject object{
                {u"id"_s, play.id},
                {u"kind"_s, codeOf(made.kind)},
                {u"player"_s, made.player},
                {u"status"_s, codeOf(play.status)},
                {u"rule"_s, play.rule == RuleId::None ? QString() : ruleCode(play.rule)},
                {u"items"_s, items},
                {u"lines"_s, tableFactsJson(play.lines, timeline->position)}};
            if (!play.cancelledBy.isEmpty())
                object.insert(u"cancelledBy"_s, play.cancelledBy);
            // An attack as adjudicated on the table at its dice, and whether its strength is
            // all the program's or depends on numbers the referee gives.
            if (play.attack && play.adjudication) {
                object.insert(u"adjudication"_s, resultJson(*play.adjudication, *play.attack));
                object.insert(u"strengthKnown"_s, play.strengthKnown);
                object.insert(u"refereeGives"_s, QJsonArray::fromStringList(play.refereeGives));
            }
            plays.append(object);
        }
        QJsonObject countObject;
        for (const PlayStatus status : allOf<PlayStatus>())
            countObject.insert(codeOf(status), counts.value(status));
        printJson(out, QJsonObject{{u"plays"_s, plays},
                                   {u"counts"_s, countObject},
                                   {u"position"_s, resolution.position.toJson()}});
        out.flush();
        return Success;
    }
    out << "Timeline: " << resolution.plays.size()
        << (resolution.plays.size() == 1 ? " play; " : " plays; ")
        << counts.value(PlayStatus::Effective) << " effective, "
        << counts.value(PlayStatus::Cancelled) << " cancelled, "
        << counts.value(PlayStatus::Illegal) << " illegal, " << counts.value(PlayStatus::Refused)
        << " refused, " << counts.value(PlayStatus::CalledOff) << " called off\n";
    for (qsizetype i = 0; i < resolution.plays.size(); ++i) {
        const ResolvedPlay &play = resolution.plays.at(i);
        const Play &made = timeline->plays.at(i);
        out << play.id << ' ' << codeOf(made.kind) << " (" << shown(made.player)
            << "): " << codeOf(play.status);
        if (play.rule != RuleId::None)
            out << " [" << ruleCode(play.rule) << "]";
        out << '\n';
        printTableFacts(out, play.lines, timeline->position, u"   "_s);
        if (play.attack && play.adjudication)
            printAttackAtItsDice(out, *play.adjudication, play.strengthKnown, play.refereeGives);
    }
    printPlayerSummary(out, resolution);
    out << "The table afterwards:\n";
    for (const TablePlayer &player : resolution.position.players) {
        QStringList spent;
        const auto note = [&](const TableCard &card) {
            if (card.tokensSpent > 0)
                spent.append(tableName(resolution.position, card.id));
        };
        note(player.illuminati);
        for (const TableCard &card : player.groups)
            note(card);
        for (const TableCard &card : player.resources)
            note(card);
        QStringList hand;
        for (const TableCard &card : player.hand)
            hand.append(u"%1 (%2)"_s.arg(card.card, card.id.value));
        out << "  " << shown(player.name) << ": " << player.groups.size()
            << " groups; tokens spent: " << shown(spent.isEmpty() ? u"none"_s : spent.join(u", "_s))
            << "; Plots: " << player.plotsHidden << " hidden";
        if (!player.plotsExposed.isEmpty())
            out << ", exposed " << shown(player.plotsExposed.join(u", "_s));
        if (!hand.isEmpty())
            out << "; cards in hand: " << shown(hand.join(u", "_s));
        out << '\n';
    }
    if (!resolution.position.nwos.isEmpty()) {
        QStringList nwos;
        for (const NwoInForce &nwo : resolution.position.nwos)
            nwos.append(nwo.card);
        out << "  NWOs in force: " << shown(nwos.join(u", "_s)) << '\n';
    }
    out.flush();
    return Success;
}

} // namespace inwo
