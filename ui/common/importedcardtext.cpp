#include "importedcardtext.h"

#include "carddatabase.h"

using namespace Qt::StringLiterals;

namespace inwo {

ImportedCardText::ImportedCardText(const CardDatabase &database) : m_database(database)
{}

QString ImportedCardText::of(const QString &name) const
{
    if (name.isEmpty())
        return {};
    const auto known = m_byName.constFind(name);
    if (known != m_byName.cend())
        return *known;
    QString text;
    // The first print of the name that has text imported.
    for (const Card &card : m_database.cardsByName(name)) {
        const CardDatabase::CardText imported = m_database.cardText(card.id);
        if (imported.text.trimmed().isEmpty())
            continue;
        text = imported.text.trimmed();
        if (!imported.errata.trimmed().isEmpty())
            text = tr("%1\nErrata: %2").arg(text, imported.errata.trimmed());
        break;
    }
    m_byName.insert(name, text);
    return text;
}

bool ImportedCardText::isForTheReferee(FactCode code)
{
    return code == FactCode::AbilityUnverified || code == FactCode::AbilityNotApplied ||
           code == FactCode::AbilityRefereeDecides;
}

bool ImportedCardText::isForTheReferee(TableFactCode code)
{
    using C = TableFactCode;
    return code == C::NwoReferee || code == C::NwoRefereeGroup || code == C::SpecialGoalReferee ||
           code == C::GoalCardReferee || code == C::RememberedStatus ||
           code == C::InstantOutcomeReferee;
}

QString ImportedCardText::beside(const QString &card, const QString &text)
{
    if (text.isEmpty())
        return {};
    return tr("Card text of %1 (your import):\n%2").arg(card, text);
}

} // namespace inwo
