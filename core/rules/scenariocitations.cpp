#include "rules/scenariocitations.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace inwo {

namespace {

void addRule(QList<RuleId> &rules, RuleId rule)
{
    if (!rules.contains(rule))
        rules.append(rule);
}

} // namespace

QList<RuleId> rulesAtLocations(QStringView locations)
{
    // "000_42f3d193c8c5ff8e.txt, L125", "…, L31-37", "…, line 214", "…, lines 182-185"
    static const QRegularExpression location(QStringLiteral(
        "\\b(00[0-4])_[0-9a-f]{16}\\.txt,\\s*(?:L|lines?\\s+)(\\d+)(?:\\s*-\\s*(\\d+))?"));
    QList<RuleId> rules;
    for (auto it = location.globalMatch(locations.toString()); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const Seed seed = Seed(match.captured(1).toInt());
        const int first = match.captured(2).toInt();
        const int last = match.hasCaptured(3) ? match.captured(3).toInt() : first;
        for (const RuleIdentity &identity : allRules()) {
            for (const SeedLines &lines : identity.passages) {
                if (lines.seed == seed && lines.first <= last && first <= lines.last)
                    addRule(rules, identity.id);
            }
        }
    }
    std::sort(rules.begin(), rules.end());
    return rules;
}

ScenarioCitation scenarioCitation(ScenarioKind kind, const QString &path, const QByteArray &json)
{
    ScenarioCitation citation{kind, path, {}, {}};
    const QJsonDocument document = QJsonDocument::fromJson(json);
    if (!document.isObject())
        return citation;
    const QJsonObject root = document.object();
    citation.about = root.value(QStringLiteral("about")).toString();
    if (citation.about.isEmpty())
        citation.about = root.value(QStringLiteral("description")).toString();
    // Rules named by identity, in a string of their own ("R106") anywhere in the file.
    const QString text = QString::fromUtf8(json);
    static const QRegularExpression code(QStringLiteral("\"(R\\d{1,3})\""));
    for (auto it = code.globalMatch(text); it.hasNext();) {
        if (const std::optional<RuleId> rule = ruleFromCode(it.next().captured(1)))
            addRule(citation.rules, *rule);
    }
    for (const RuleId rule : rulesAtLocations(text))
        addRule(citation.rules, rule);
    std::sort(citation.rules.begin(), citation.rules.end());
    return citation;
}

void ScenarioCitations::add(ScenarioCitation citation)
{
    m_all.append(std::move(citation));
}

QList<ScenarioCitation> ScenarioCitations::citing(RuleId rule) const
{
    QList<ScenarioCitation> found;
    for (const ScenarioCitation &citation : m_all) {
        if (citation.rules.contains(rule))
            found.append(citation);
    }
    return found;
}

} // namespace inwo
