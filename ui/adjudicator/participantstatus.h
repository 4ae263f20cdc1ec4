#pragma once

#include "attack/attackfacts.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>

namespace inwo {

// How the adjudication treated one row of the aiding, defending, plays or money tables: counted
// with its effect on the strength, refused by a rule, or not reached (an illegal attack).
struct ParticipantStatus
{
    enum class State : quint8 { Unknown, Counted, Refused, NotReached };

    State state = State::Unknown;
    int value = 0;  // Counted: its effect on the strength (attack +, defence -)
    QString reason; // the line that counted it, or the refusal's why
    QString source; // the rule's passage

    bool operator==(const ParticipantStatus &) const = default;

    // The status cell's data for `role`: "+6" or "refused: why" (display), a coloured mark
    // (decoration), its colour (foreground), the reason and source (tooltip).
    QVariant data(int role) const;
};

// Translations for ParticipantStatus.
class ParticipantStatusText
{
    Q_DECLARE_TR_FUNCTIONS(inwo::ParticipantStatus)
};

// "+6", "−4", "0": an effect on the strength, signed.
QString signedNumber(int value);

// "R11 INWO rulebook, Attacks (line 125)": a fact's rule and where people read it.
QString factCitation(const AttackFact &fact);

} // namespace inwo
