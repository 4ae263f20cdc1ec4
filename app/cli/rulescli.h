#pragma once

#include <QStringList>
#include <QTextStream>

namespace inwo {

// `inwo rules [WORDS|R106] [--json]`: the rules index (a rule's summary, sources, rule sets,
// differences, readings, worked scenarios and, when imported, the user's own passage);
// `inwo rules import FILE`: the user's copy of a rules text; `inwo rules texts`: those imported.
int runRulesCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace inwo
