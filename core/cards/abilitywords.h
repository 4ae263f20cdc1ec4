#pragma once

#include <QList>

namespace inwo {

// Every summary and note of the bundled card abilities, as written in abilities.json (English):
// marked for translation in context "AbilityWords", which renderFact() translates them through.
QList<const char *> abilityWords();

} // namespace inwo
