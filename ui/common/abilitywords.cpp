#include "abilitywords.h"

#include "adjudicator/participantstatus.h"
#include "common/enumnames.h"
#include "table/tabletext.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using Kind = CardAbility::Kind;

bool isMultiplier(Kind kind)
{
    return kind == Kind::PowerMultiplier || kind == Kind::DefencePowerMultiplier ||
           kind == Kind::ResistanceMultiplier;
}

// A value that counts something (Action tokens, privileged attacks) or sets a Power.
bool isAtLeastOne(Kind kind)
{
    return kind == Kind::PowerSet || kind == Kind::ExtraToken || kind == Kind::Privilege;
}

template <typename E> QString joined(const QList<E> &values)
{
    QStringList names;
    for (const E value : values)
        names.append(EnumNames::name(value));
    return names.join(AbilityWords::tr(" or "));
}

// The effect itself, before whom it covers: "+2 Power", "Power ×2 when defending".
QString effectWords(const CardAbility &ability)
{
    const QString value = QString::number(ability.value);
    switch (ability.kind) {
    case Kind::AttackBonus:
        return AbilityWords::tr("%1 to attacks").arg(signedNumber(ability.value));
    case Kind::DefenceBonus:
        return AbilityWords::tr("%1 to defence").arg(signedNumber(ability.value));
    case Kind::PowerBonus:
        return AbilityWords::tr("%1 Power").arg(signedNumber(ability.value));
    case Kind::PowerMultiplier:
        return AbilityWords::tr("Power \u00d7%1").arg(value);
    case Kind::PowerSet:
        return AbilityWords::tr("Power set to %1").arg(value);
    case Kind::DefencePowerBonus:
        return AbilityWords::tr("%1 Power when defending").arg(signedNumber(ability.value));
    case Kind::DefencePowerMultiplier:
        return AbilityWords::tr("Power \u00d7%1 when defending").arg(value);
    case Kind::ResistanceMultiplier:
        return AbilityWords::tr("Resistance \u00d7%1").arg(value);
    case Kind::GlobalPower:
        return AbilityWords::tr("Global Power equal to its Power");
    case Kind::Immunity:
        return AbilityWords::tr("immune");
    case Kind::AttackImmunity:
        return AbilityWords::tr("cannot be attacked");
    case Kind::AlignmentChange: {
        const QString becomes = AbilityWords::tr("becomes %1").arg(joined(ability.becomes));
        return ability.forGoals ? becomes : AbilityWords::tr("%1, not for goals").arg(becomes);
    }
    case Kind::ExtraToken:
        return ability.value == 1 ? AbilityWords::tr("1 more Action token a turn")
                                  : AbilityWords::tr("%1 more Action tokens a turn").arg(value);
    case Kind::Privilege:
        return ability.value == 1 ? AbilityWords::tr("1 privileged attack a turn")
                                  : AbilityWords::tr("%1 privileged attacks a turn").arg(value);
    case Kind::InstantPower:
        return AbilityWords::tr("attacks with Power %1").arg(value);
    case Kind::SuccessMargin:
        return AbilityWords::tr("succeeds only by %1 or more").arg(value);
    case Kind::AttackLimit:
    case Kind::SameFanatic:
    case Kind::Reorganize:
    case Kind::Unencoded:
        break;
    }
    return AbilityWords::name(ability.kind);
}

} // namespace

QString AbilityWords::name(CardAbility::Kind kind)
{
    switch (kind) {
    case Kind::AttackBonus:
        return tr("Bonus to attacks");
    case Kind::DefenceBonus:
        return tr("Bonus to defence");
    case Kind::PowerBonus:
        return tr("Power bonus (or loss)");
    case Kind::PowerMultiplier:
        return tr("Power multiplied");
    case Kind::PowerSet:
        return tr("Power set to a number");
    case Kind::DefencePowerBonus:
        return tr("Power bonus when defending");
    case Kind::DefencePowerMultiplier:
        return tr("Power multiplied when defending");
    case Kind::ResistanceMultiplier:
        return tr("Resistance multiplied");
    case Kind::GlobalPower:
        return tr("Global Power equal to Power");
    case Kind::Immunity:
        return tr("Immunity");
    case Kind::AttackImmunity:
        return tr("Immunity to attacks");
    case Kind::AttackLimit:
        return tr("Attack limit");
    case Kind::Privilege:
        return tr("Privileged attacks");
    case Kind::SameFanatic:
        return tr("Fanatic counts as shared");
    case Kind::ExtraToken:
        return tr("Extra Action token");
    case Kind::InstantPower:
        return tr("Power of an instant attack card");
    case Kind::SuccessMargin:
        return tr("Margin a roll must succeed by");
    case Kind::AlignmentChange:
        return tr("Alignment change");
    case Kind::Reorganize:
        return tr("Reorganizes at the end of the turn");
    case Kind::Unencoded:
        return tr("Effect for the referee");
    }
    return displayNameOf(kind);
}

QString AbilityWords::name(CardAbility::Reach reach)
{
    using Reach = CardAbility::Reach;
    switch (reach) {
    case Reach::Direct:
        return tr("this card itself");
    case Reach::AnyAttempt:
        return tr("any attempt of its player");
    case Reach::Structure:
        return tr("other groups of its Power Structure");
    case Reach::AllGroups:
        return tr("every group in play");
    case Reach::Linked:
        return tr("the group it is linked to");
    case Reach::Chosen:
        return tr("a group its player picks");
    case Reach::Master:
        return tr("its master");
    }
    return displayNameOf(reach);
}

QList<CardAbility::Kind> AbilityWords::enterableKinds()
{
    return {Kind::AttackBonus,
            Kind::DefenceBonus,
            Kind::PowerBonus,
            Kind::PowerMultiplier,
            Kind::PowerSet,
            Kind::DefencePowerBonus,
            Kind::DefencePowerMultiplier,
            Kind::ResistanceMultiplier,
            Kind::GlobalPower,
            Kind::Immunity,
            Kind::AttackImmunity,
            Kind::AlignmentChange,
            Kind::ExtraToken};
}

QString AbilityWords::condition(const AbilityCondition &condition)
{
    QStringList parts;
    if (!condition.alignments.isEmpty())
        parts.append(joined(condition.alignments));
    if (!condition.attributes.isEmpty())
        parts.append(joined(condition.attributes));
    if (!condition.types.isEmpty())
        parts.append(joined(condition.types));
    if (!condition.cardIds.isEmpty())
        parts.append(tr("cards it names"));
    if (!condition.exceptCardIds.isEmpty())
        parts.append(tr("not the cards it excepts"));
    if (!condition.note.isEmpty())
        parts.append(tr("\u201c%1\u201d").arg(condition.note));
    return parts.join(tr(", "));
}

QString AbilityWords::describe(const CardAbility &ability)
{
    QString text = effectWords(ability);
    if (CardAbility::kindIsStatChange(ability.kind) && ability.permanent)
        text = tr("%1, permanent").arg(text);
    if (!ability.holder.isAny())
        text = tr("%1; for: %2").arg(text, condition(ability.holder));
    if (!ability.condition.isAny())
        text = tr("%1; against: %2").arg(text, condition(ability.condition));
    if (!ability.attacks.isEmpty()) {
        QStringList kinds;
        for (const AttackKind kind : ability.attacks)
            kinds.append(TableText::shortName(kind));
        text = tr("%1; in attacks: %2").arg(text, kinds.join(tr(" or ")));
    }
    return text;
}

std::optional<QString> AbilityWords::valueProblem(CardAbility::Kind kind, int value)
{
    if (!CardAbility::kindHasValue(kind))
        return std::nullopt;
    if (isMultiplier(kind) && value < 2)
        return tr("A multiplier is at least 2.");
    if (isAtLeastOne(kind) && value < 1)
        return tr("The number must be at least 1.");
    if (value == 0)
        return tr("A bonus of 0 does nothing: give a number other than 0.");
    return std::nullopt;
}

} // namespace inwo
