#pragma once

#include <QList>
#include <QString>

#include <utility>

namespace inwo::test {

// tests/fixtures/decks/forum-abbreviations.txt as tests/fixtures/README.md gives it: every known
// card with its copies (names as the cards print them), and the one line that names no card.
// The core reader, the CLI and the window's import are each held to it.
inline QList<std::pair<QString, int>> forumListCards()
{
    return {{QStringLiteral("Gnomes of Zurich"), 1},
            {QStringLiteral("Multinational Oil Companies"), 1},
            {QStringLiteral("C.I.A."), 2},
            {QStringLiteral("F.B.I."), 2},
            {QStringLiteral("N.S.A."), 2},
            {QStringLiteral("I.R.S."), 3},
            {QStringLiteral("Fnord Motor Company"), 1},
            {QStringLiteral("Food & Drug Administration"), 1},
            {QStringLiteral("Savings and Loans"), 2},
            {QStringLiteral("Offshore Banks"), 1},
            {QStringLiteral("Orbital Mind Control Lasers"), 1},
            {QStringLiteral("Hidden Influence"), 2},
            {QStringLiteral("Swiss Bank Account"), 1}};
}

inline QString forumListUnknownLine()
{
    return QStringLiteral("Illuminated Hamsters of Doom");
}

} // namespace inwo::test
