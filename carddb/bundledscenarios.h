// The worked scenarios bundled with the program (tests/scenarios/{attacks,goals,nwo,timeline},
// compiled in under :/scenarios), read once, with the rules each cites.
#pragma once

#include "rules/scenariocitations.h"

namespace inwo {

// Every bundled scenario, read on first use.
const ScenarioCitations &bundledScenarioCitations();

// A bundled scenario's bytes by its path (":/scenarios/attacks/x.json"); empty when there is none.
QByteArray bundledScenario(const QString &path);

} // namespace inwo
