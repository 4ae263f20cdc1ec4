#pragma once

#include "decks/deck.h"
#include "decks/decklegality.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace inwo {

class CardRepository;

// The printable deck registration sheet (issue 3, section 4): A4 PDF written with QPdfWriter and
// QPainter. Heading with the deck's name, author, player and event lines to fill in, the format
// and its verdict when given; then the Lead cards, the Group deck and the Plot deck as tables
// (quantity, name, set, type) with counts per section and the total; notes at the end. Long
// decks and long verdicts flow onto further pages with the heading repeated. Needs a
// QGuiApplication (fonts).
class DeckRegistrationSheet
{
    Q_DECLARE_TR_FUNCTIONS(inwo::DeckRegistrationSheet)

public:
    struct Options
    {
        QString formatName;                 // "Plan 28"; empty: no format line
        std::optional<DeckVerdict> verdict; // printed beside the format when given
        QString player;                     // pre-filled player line; empty: a line to write on
        QString event;
    };

    // The verdict as the sheet prints it, one entry per item: "Verdict: Illegal" (or "Legal", or
    // "Empty deck"), then every problem, then a note naming what the format says that no program
    // can check. Nothing is left out: the sheet flows onto another page instead.
    static QStringList verdictText(const Deck &deck, const DeckVerdict &verdict);

    // Writes the PDF to `path` (via QSaveFile: a failed write leaves no half file). Returns false
    // and sets `error` ("cannot write /x/y.pdf: ...") on failure.
    static bool write(const Deck &deck, const CardRepository &cards, const Options &options,
                      const QString &path, QString *error);
};

} // namespace inwo
