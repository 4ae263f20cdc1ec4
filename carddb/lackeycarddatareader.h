#pragma once

#include "cards/card.h"
#include "importerror.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace inwo {

// The clean-ups the reader makes to LackeyCCG's carddata.txt, each named so the data-integrity
// test can list the ones the real file relies on.
enum class NormalisationRule : quint8 {
    TrailingSpaceInType,           // "Plot " -> Plot
    BangInType,                    // "Disaster!" as a Type -> Disaster
    NwoColourInType,               // NWOR/NWOB/NWOY -> New World Order with its colour
    NwoColourInAttributeColumn,    // Red/Blue/Yellow in Attribute repeats the NWO colour
    ResourceKindInAlignmentColumn, // Unique/Artifact/Gadget/Magic of a Resource in Alignment
    ResourceKindInAttributeColumn, // ... or in Attribute (Assassins)
    ResourceKindsWithoutComma,     // "Unique Artifact" -> Unique, Artifact
    KeywordInAlignmentColumn,      // Zap!, Freeze!, Paralysis in Alignment
    KeywordInAttributeColumn,      // Disaster!, Assassination!, Ends Turn, ... in Attribute
    KeywordWithoutComma,           // "Disaster! May Require Magic Action"
    SometimesInLowerCase,          // "Criminal (sometimes)"
    AsteriskOnAlignment,           // "Fanatic*": held under the card's condition
    ActionTokensInAttributeColumn, // ACTION / ACTION ACTION / ACTION (maybe 2) on Resources
    UnderscoreInRequirement,       // "Requires_Illuminati Action"
    ReqiresTypo,                   // "Reqires"
    IllulminatiTypo,               // "Illulminati"
    SubGeniuisTypo,                // "SubGeniuis"
    ParenthesisTypo,               // "Action(s0"
    AttributeCase,                 // "Subgenius" -> SubGenius
    IlluminatiBackIsPlot,          // Illuminati listed with a Puppet back
    IlluminatiArrows,              // Illuminati with no Control value: four outgoing arrows
    VariableStat,                  // "1*", "*", "4/0*", "3*"
};

struct NormalisationRuleInfo
{
    NormalisationRule rule;
    const char *code;
    const char *description;
    const char *source; // why the rule is right
};

const QList<NormalisationRuleInfo> &normalisationRules();
QString normalisationRuleCode(NormalisationRule rule);

// One row of carddata.txt: the card's facts, and what is kept only as the user's data.
struct LackeyRow
{
    int line = 0;
    Card card;
    QString text;      // the Text column: shown only from a user's own import
    QString errata;    // the ERRATA column: likewise
    QString imageFile; // the front image's base name ("Car_Bomb")
};

struct CardDataReadResult
{
    QList<LackeyRow> rows;
    QList<ImportError> errors;
    QMap<NormalisationRule, int> rulesApplied; // rule -> how many rows needed it
    QMap<QString, int> sourceSetCounts;        // the Set column as written -> rows

    bool ok() const { return errors.isEmpty(); }
};

// Reads LackeyCCG's tab-separated carddata.txt into the project's card facts, normalising the
// source's known quirks and reporting anything else as an error with its line.
class LackeyCardDataReader
{
public:
    static CardDataReadResult read(const QByteArray &bytes, const QString &fileName);

    // Parses the requirement phrase of the Attribute column ("Requires Illuminati or Media
    // Action"); false with `error` when it is not understood.
    static bool parseRequirement(const QString &phrase, PlayRequirement *requirement,
                                 QString *error);
};

} // namespace inwo
