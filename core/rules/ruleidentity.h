// The identity of every rule of ../shared/design/RULES-COVERAGE.md: its number, a short title and
// the passages of the seed texts it rests on, so the engine and the windows name rules alike.
#pragma once

#include <QString>
#include <QStringView>
#include <QtCore/qglobal.h>

#include <optional>
#include <span>

namespace inwo {

// The rules texts the project rests on.
enum class Seed : quint8 { InwoRulebook, BoxedGame, Vfaq, BoxedSummary, Plan28, CardData };

// A rule of ../shared/design/RULES-COVERAGE.md by its number (R11 is rule number 11); 0 is no rule.
// Code names a rule by its constant (rules/ruleids.h: R11), never by a bare number.
enum class RuleId : quint16 { None = 0 };
inline constexpr int RuleCount = 202;

// A passage: a seed and a line range (first == last for one line). Lines are 1-based line numbers
// of the seed file as stored.
struct SeedLines
{
    Seed seed;
    int first = 0;
    int last = 0;
    // The seed's own heading the passage sits under, in English as printed, e.g. "Attacks" or
    // "Cancelling"; nullptr for CardData, and where the seed kept no heading for the passage.
    const char *section = nullptr;
};

struct RuleIdentity
{
    RuleId id = RuleId::None;
    // A short title in our own words (<= 60 chars), marked with QT_TRANSLATE_NOOP("RuleTitle",
    // ...).
    const char *title = nullptr;
    std::span<const SeedLines> passages; // at least one
    bool ambiguous = false;              // [AMBIG] in the coverage list
    bool gap = false;                    // [GAP]
};

std::span<const RuleIdentity> allRules();             // all 202, in order
const RuleIdentity &ruleIdentity(RuleId id);          // id must be 1..202
QString ruleCode(RuleId id);                          // "R07", "R11", "R120" (two digits minimum)
std::optional<RuleId> ruleFromCode(QStringView code); // "R11"/"r11" -> R11; else nullopt
// Translated through QCoreApplication::translate("RuleTitle", title).
QString ruleTitle(RuleId id);
QString seedFileName(Seed seed); // "000_42f3d193c8c5ff8e.txt", CardData: "carddata.txt"
// Translated (context "Seed"): "INWO rulebook", "Illuminati (boxed game) rulebook", "INWO VFAQ",
// "Illuminati (boxed game) rules summary", "Plan 28", "Card data".
QString seedTitle(Seed seed);
// A location as data files write it ("004_982041b3a4af1224.txt, line 174") as people read it:
// every seed's file name replaced by the seed's title ("Plan 28, line 174"). Translated.
QString seedCitation(QStringView location);
QString seedSection(const SeedLines &lines); // translated (context "SeedSection"), empty when none
QString seedTitleEnglish(Seed seed);         // the title as written, whatever the language
// A passage as people read it, translated: "INWO VFAQ, Spending a Token (lines 200-204)",
// "INWO rulebook (line 125)". ruleSource() is this for a rule's first passage.
QString passageSource(const SeedLines &lines);
// How people see a rule's source, from its first passage, translated: "Illuminati (boxed game)
// rulebook, Interference (line 262)"; "INWO VFAQ, Spending a Token (lines 200-204)"; "INWO rulebook
// (line 125)" where the passage has no section (the rulebook seed kept no headings).
QString ruleSource(RuleId id);
// The machine form: "000_42f3d193c8c5ff8e.txt:125" or "000_42f3d193c8c5ff8e.txt:200-204" (first
// passage).
QString ruleLocation(RuleId id);

} // namespace inwo
