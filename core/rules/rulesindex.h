// The referee's rules index: for every rule of the coverage list (rules/ruleidentity.h) a summary
// in the project's own words, how the rule sets differ on it, the readings of an unclear rule and
// which one the program takes, the topic it belongs to, and a search over all of it in English and
// German. The texts are the project's own; the seeds' sentences are never held here (a user who
// imports their own copy of a rules text sees the passage beside the summary: rules/rulestext.h).
#pragma once

#include "common/enumtable.h"
#include "rules/ruleidentity.h"
#include "rules/ruleset.h"

#include <QList>
#include <QString>
#include <QStringView>

class QTranslator;

namespace inwo {

// The parts of the coverage list, in its order: what a rule is about.
enum class RuleTopic : quint8 {
    AttackArithmetic,    // R01-R10
    AlignmentModifiers,  // R11-R16
    ControlDefence,      // R17-R20
    AidingAndDefending,  // R21-R32
    AttackToDestroy,     // R33-R39
    TokensForDefence,    // R40-R47
    PrivilegedAttacks,   // R48-R52
    SecretAndInstant,    // R53-R59
    AgentsAndPlots,      // R60-R66
    Devastation,         // R67-R71
    AttacksFromHand,     // R72-R75
    ModifiersAndDice,    // R76-R82
    Cancelling,          // R83-R105
    NewWorldOrder,       // R106-R112
    GoalsAndVictory,     // R113-R133
    UniqueAndDuplicates, // R134-R140
    Links,               // R141-R145
    MemoryOfCards,       // R146-R148
    TurnSequence,        // R149-R160
    TwoPlayer,           // R161-R163
    Plan28,              // R164-R181
    BoxedGame,           // R182-R202
};

template <> struct EnumTable<RuleTopic>
{
    static constexpr std::array<EnumEntry<RuleTopic>, 22> entries{{
        {RuleTopic::AttackArithmetic, u"attack-arithmetic", u"Attack strength"},
        {RuleTopic::AlignmentModifiers, u"alignment-modifiers", u"Alignment modifiers"},
        {RuleTopic::ControlDefence, u"control-defence", u"Defence against control"},
        {RuleTopic::AidingAndDefending, u"aiding-defending", u"Aiding and defending"},
        {RuleTopic::AttackToDestroy, u"attack-to-destroy", u"Attacks to destroy"},
        {RuleTopic::TokensForDefence, u"tokens-for-defence", u"Tokens for defence"},
        {RuleTopic::PrivilegedAttacks, u"privileged-attacks", u"Privileged attacks"},
        {RuleTopic::SecretAndInstant, u"secret-instant", u"Secret groups, immunity, instants"},
        {RuleTopic::AgentsAndPlots, u"agents-plots", u"Agents, +10 Plots, duplicate Illuminati"},
        {RuleTopic::Devastation, u"devastation", u"Devastation and Relief"},
        {RuleTopic::AttacksFromHand, u"attacks-from-hand", u"Attacks from hand, captures"},
        {RuleTopic::ModifiersAndDice, u"modifiers-dice", u"Order of modifiers, dice"},
        {RuleTopic::Cancelling, u"cancelling", u"Cancelling and illegal plays"},
        {RuleTopic::NewWorldOrder, u"nwo", u"New World Orders"},
        {RuleTopic::GoalsAndVictory, u"goals", u"Goals and victory"},
        {RuleTopic::UniqueAndDuplicates, u"unique-duplicates", u"Unique Resources, duplicates"},
        {RuleTopic::Links, u"links", u"Links"},
        {RuleTopic::MemoryOfCards, u"memory", u"Memory of cards"},
        {RuleTopic::TurnSequence, u"turn-sequence", u"Turn sequence"},
        {RuleTopic::TwoPlayer, u"two-player", u"Two-player INWO"},
        {RuleTopic::Plan28, u"plan28", u"Plan 28"},
        {RuleTopic::BoxedGame, u"boxed-game", u"Illuminati (boxed game)"},
    }};
};

// One reading of an unclear ([AMBIG]) rule.
struct RuleReading
{
    QString text;
    bool taken = false; // the reading the program applies
};

RuleTopic ruleTopic(RuleId id);
QString ruleTopicName(RuleTopic topic); // translated
QList<RuleId> rulesOfTopic(RuleTopic topic);
// The rule sets a rule belongs to: R01-R160 every INWO game (Plan 28 and two-player included,
// where their own rules do not override), R161-R163 two-player INWO, R164-R181 Plan 28,
// R182-R202 the boxed game.
QList<RuleSet> ruleSetsOf(RuleId id);

// The texts, translated into the application's language (context RuleSummary, RuleDifferences,
// RuleReading). Differences is empty for a rule every game applies alike; readings are empty for a
// rule that is not unclear.
QString ruleSummary(RuleId id);
QString ruleDifferences(RuleId id);
QList<RuleReading> ruleReadings(RuleId id);
// The English texts, as written in the source, whatever the application's language.
QString ruleSummaryEnglish(RuleId id);
QString ruleDifferencesEnglish(RuleId id);

// Rules matching a query, best first:
// - a rule identity ("R106", "r7") or a bare number ("106") gives that rule first;
// - a seed ("rulebook", "VFAQ", "Plan 28") or a seed section ("Cancelling the Attack") gives the
//   rules whose passages are there, optionally a line ("VFAQ 230", "000:125");
// - otherwise every word must occur (case, accents and umlaut spellings ignored; a word matches
//   the start of a word) in the rule's title, summary, differences, readings, topic or sections, in
//   English, in the application's language, and in `other`'s language when one is given (so a
//   German word finds a rule in the English window and the reverse).
// Title matches rank before summary matches; ties keep rule order. An empty query gives nothing.
QList<RuleId> findRules(QStringView query, const QTranslator *other = nullptr);

} // namespace inwo
