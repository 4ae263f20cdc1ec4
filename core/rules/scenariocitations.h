// Which rules each bundled scenario (an attack, a goals or NWO position, a timeline) rests on, so
// the rules index can list the worked cases of a rule and open them in their tab. Core reads no
// resources: the caller hands in each file's bytes (carddb/bundledscenarios.h reads the bundled
// ones).
#pragma once

#include "common/enumtable.h"
#include "rules/ruleidentity.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace inwo {

// The kind of a scenario file, which is the tab that opens it.
enum class ScenarioKind : quint8 { Attack, Goals, Nwo, Timeline };

template <> struct EnumTable<ScenarioKind>
{
    static constexpr std::array<EnumEntry<ScenarioKind>, 4> entries{{
        {ScenarioKind::Attack, u"attack", u"Attack"},
        {ScenarioKind::Goals, u"goals", u"Goals"},
        {ScenarioKind::Nwo, u"nwo", u"New World Orders"},
        {ScenarioKind::Timeline, u"timeline", u"Timeline"},
    }};
};

struct ScenarioCitation
{
    ScenarioKind kind = ScenarioKind::Attack;
    QString path;  // as the caller named it (":/scenarios/attacks/x.json")
    QString about; // the file's own one-line description ("about" or "description")
    // The rules it cites, in rule order: named by identity anywhere in it ("rules": ["R106"], an
    // expected fact's "rule": "R23"), or through a seed passage it cites ("000_….txt, L125",
    // "line 214", "lines 182-185") that a rule's passage covers.
    QList<RuleId> rules;
};

// What one scenario file cites; a file that is not a JSON object cites nothing and has no about.
ScenarioCitation scenarioCitation(ScenarioKind kind, const QString &path, const QByteArray &json);

// The rules a seed passage, as data files write it, falls in ("004_982041b3a4af1224.txt, line
// 174; 000_….txt, lines 10-12"): every rule with a passage of that seed overlapping those lines.
QList<RuleId> rulesAtLocations(QStringView locations);

// Every scenario, and those citing a rule.
class ScenarioCitations
{
public:
    void add(ScenarioCitation citation);
    QList<ScenarioCitation> citing(RuleId rule) const; // in the order added
    const QList<ScenarioCitation> &all() const { return m_all; }

private:
    QList<ScenarioCitation> m_all;
};

} // namespace inwo
