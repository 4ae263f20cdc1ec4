#pragma once

#include "common/enumtable.h"

namespace inwo {

// Which rules a game follows: the INWO rulebook (refined by the VFAQ), Plan 28's attack rules
// where they differ, or the original boxed game with megabucks.
// Two-player INWO attacks as INWO does; its own rules are about goals and timing (R161-R163).
enum class RuleSet : quint8 { Inwo, Plan28, Classic, InwoTwoPlayer };

template <> struct EnumTable<RuleSet>
{
    static constexpr std::array<EnumEntry<RuleSet>, 4> entries{{
        {RuleSet::Inwo, u"inwo", u"INWO"},
        {RuleSet::InwoTwoPlayer, u"inwo-two-player", u"INWO, two players"},
        {RuleSet::Plan28, u"plan28", u"Plan 28"},
        {RuleSet::Classic, u"classic", u"Illuminati (boxed game)"},
    }};
};

enum class AttackKind : quint8 { Control, Destroy, Neutralize, Instant };

template <> struct EnumTable<AttackKind>
{
    static constexpr std::array<EnumEntry<AttackKind>, 4> entries{{
        {AttackKind::Control, u"control", u"Attack to control"},
        {AttackKind::Destroy, u"destroy", u"Attack to destroy"},
        {AttackKind::Neutralize, u"neutralize", u"Attack to neutralize"},
        {AttackKind::Instant, u"instant", u"Instant attack"},
    }};
};

// Which side a group, play or payment is on.
enum class AttackSide : quint8 { Attack, Defence };

template <> struct EnumTable<AttackSide>
{
    static constexpr std::array<EnumEntry<AttackSide>, 2> entries{{
        {AttackSide::Attack, u"attack", u"Attack"},
        {AttackSide::Defence, u"defence", u"Defence"},
    }};
};

} // namespace inwo
