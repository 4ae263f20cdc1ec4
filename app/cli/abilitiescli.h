#pragma once

#include <QStringList>
#include <QTextStream>

namespace inwo {

// `inwo abilities [WORDS] [--json]`: the dataset's unverified card abilities, numbered, with
// whether the user confirmed each; `inwo abilities confirm N` and `inwo abilities withdraw N`:
// confirm one for this database (every engine then applies it, cited "confirmed by the user")
// or take the confirmation back.
int runAbilitiesCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace inwo
