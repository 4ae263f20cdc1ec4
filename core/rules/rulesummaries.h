// The rules index's texts as written (English), one per rule in order: generated into
// rules/rulesummaries.cpp from the project's own summaries; rules/rulesindex.h translates them.
#pragma once

#include <span>

namespace inwo {

struct RuleReadingSource
{
    const char *text = nullptr; // QT_TRANSLATE_NOOP("RuleReading", ...)
    bool taken = false;
};

struct RuleTextSource
{
    const char *summary = nullptr;     // QT_TRANSLATE_NOOP("RuleSummary", ...)
    const char *differences = nullptr; // QT_TRANSLATE_NOOP("RuleDifferences", ...) or nullptr
    std::span<const RuleReadingSource> readings;
};

// All 202, rule R01 first.
std::span<const RuleTextSource> ruleTextSources();

} // namespace inwo
