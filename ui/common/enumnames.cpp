#include "enumnames.h"

#include "cards/card.h"

#include <QStringList>

namespace inwo {

QString EnumNames::name(Alignment value)
{
    switch (value) {
    case Alignment::Government:
        return tr("Government");
    case Alignment::Corporate:
        return tr("Corporate");
    case Alignment::Liberal:
        return tr("Liberal");
    case Alignment::Conservative:
        return tr("Conservative");
    case Alignment::Peaceful:
        return tr("Peaceful");
    case Alignment::Violent:
        return tr("Violent");
    case Alignment::Straight:
        return tr("Straight");
    case Alignment::Weird:
        return tr("Weird");
    case Alignment::Criminal:
        return tr("Criminal");
    case Alignment::Fanatic:
        return tr("Fanatic");
    case Alignment::Communist:
        return tr("Communist");
    case Alignment::Socialist:
        return tr("Socialist");
    }
    return displayNameOf(value);
}

QString EnumNames::name(Attribute value)
{
    switch (value) {
    case Attribute::Bank:
        return tr("Bank");
    case Attribute::Church:
        return tr("Church");
    case Attribute::Coastal:
        return tr("Coastal");
    case Attribute::Communist:
        return tr("Communist");
    case Attribute::Computer:
        return tr("Computer");
    case Attribute::Green:
        return tr("Green");
    case Attribute::Huge:
        return tr("Huge");
    case Attribute::Magic:
        return tr("Magic", "attribute");
    case Attribute::Media:
        return tr("Media");
    case Attribute::Nation:
        return tr("Nation");
    case Attribute::Science:
        return tr("Science");
    case Attribute::Secret:
        return tr("Secret");
    case Attribute::Space:
        return tr("Space");
    case Attribute::SubGenius:
        return tr("SubGenius", "attribute");
    }
    return displayNameOf(value);
}

QString EnumNames::name(CardSet value)
{
    switch (value) {
    case CardSet::Base:
        return tr("Limited/Unlimited");
    case CardSet::Assassins:
        return tr("Assassins");
    case CardSet::SubGenius:
        return tr("SubGenius", "card set");
    case CardSet::Virtual:
        return tr("Virtual");
    case CardSet::German:
        return tr("German");
    case CardSet::German2:
        return tr("German 2");
    case CardSet::Fan:
        return tr("Fan");
    }
    return displayNameOf(value);
}

QString EnumNames::name(CardBack value)
{
    switch (value) {
    case CardBack::Group:
        return tr("Group", "card back");
    case CardBack::Plot:
        return tr("Plot", "card back");
    }
    return displayNameOf(value);
}

QString EnumNames::name(CardType value)
{
    switch (value) {
    case CardType::Organization:
        return tr("Organization");
    case CardType::Personality:
        return tr("Personality");
    case CardType::Place:
        return tr("Place");
    case CardType::Resource:
        return tr("Resource");
    case CardType::Illuminati:
        return tr("Illuminati");
    case CardType::Plot:
        return tr("Plot", "card type");
    case CardType::Goal:
        return tr("Goal");
    case CardType::Disaster:
        return tr("Disaster");
    case CardType::Assassination:
        return tr("Assassination");
    case CardType::NewWorldOrder:
        return tr("New World Order");
    }
    return displayNameOf(value);
}

QString EnumNames::name(NwoColor value)
{
    switch (value) {
    case NwoColor::Red:
        return tr("Red");
    case NwoColor::Blue:
        return tr("Blue");
    case NwoColor::Yellow:
        return tr("Yellow");
    }
    return displayNameOf(value);
}

QString EnumNames::name(ResourceKind value)
{
    switch (value) {
    case ResourceKind::Unique:
        return tr("Unique");
    case ResourceKind::Artifact:
        return tr("Artifact");
    case ResourceKind::Gadget:
        return tr("Gadget");
    case ResourceKind::Magic:
        return tr("Magic", "resource kind");
    }
    return displayNameOf(value);
}

QString EnumNames::name(Keyword value)
{
    switch (value) {
    case Keyword::Zap:
        return tr("Zap!");
    case Keyword::Freeze:
        return tr("Freeze!");
    case Keyword::Paralysis:
        return tr("Paralysis");
    case Keyword::Disaster:
        return tr("Disaster!");
    case Keyword::Assassination:
        return tr("Assassination!");
    case Keyword::EndsTurn:
        return tr("Ends Turn");
    case Keyword::DrawNoGroupCards:
        return tr("Draw No Group Cards This Turn");
    case Keyword::DrawNoPlotCards:
        return tr("Draw No Plot Cards This Turn");
    case Keyword::ExposeAllPlots:
        return tr("Expose All Plots");
    case Keyword::SpendNoIlluminatiTokens:
        return tr("Spend No Illuminati Tokens");
    }
    return displayNameOf(value);
}

QString EnumNames::name(Rarity value)
{
    switch (value) {
    case Rarity::C:
        return tr("Common");
    case Rarity::U:
        return tr("Uncommon");
    case Rarity::R:
        return tr("Rare");
    case Rarity::U3:
        return tr("Uncommon (U3)");
    case Rarity::U4:
        return tr("Uncommon (U4)");
    case Rarity::UR:
        return tr("Ultra Rare");
    case Rarity::DC:
        return tr("DC", "rarity code");
    case Rarity::E:
        return tr("E", "rarity code");
    case Rarity::I:
        return tr("Illuminati", "rarity");
    case Rarity::S:
        return tr("Promotional");
    case Rarity::X:
        return tr("X", "rarity code");
    }
    return displayNameOf(value);
}

QString EnumNames::typeName(const Card &card)
{
    if (card.type == CardType::NewWorldOrder && card.nwoColor)
        return tr("%1 (%2)", "NWO type and colour").arg(name(card.type), name(*card.nwoColor));
    return name(card.type);
}

QString EnumNames::shortTypeName(const Card &card)
{
    if (card.type == CardType::NewWorldOrder && card.nwoColor)
        return tr("NWO (%1)", "short type of a New World Order card").arg(name(*card.nwoColor));
    if (card.type == CardType::NewWorldOrder)
        return tr("NWO", "short type of a New World Order card");
    return name(card.type);
}

template <typename T> static QString markedList(const QList<Marked<T>> &marks)
{
    QStringList words;
    words.reserve(marks.size());
    for (const auto &mark : marks) {
        words.append(mark.sometimes
                         ? EnumNames::tr("%1 (sometimes)").arg(EnumNames::name(mark.value))
                         : EnumNames::name(mark.value));
    }
    return words.join(EnumNames::tr(", ", "list separator"));
}

QString EnumNames::alignments(const Card &card)
{
    return markedList(card.alignments);
}

QString EnumNames::attributes(const Card &card)
{
    return markedList(card.attributes);
}

} // namespace inwo
