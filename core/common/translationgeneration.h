#pragma once

#include <QtGlobal>

namespace inwo {

// A number that changes whenever the application's translators change (a translator installed
// or removed sends QEvent::LanguageChange to the application). Core keeps translated sentences
// it renders again and again (fact sentences, rule sources) and drops them when it changes.
// Without a QCoreApplication it stays 0.
quint64 translationGeneration();

} // namespace inwo
