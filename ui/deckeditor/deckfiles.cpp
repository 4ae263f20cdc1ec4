#include "deckfiles.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace inwo {

std::optional<DeckFiles::Kind> DeckFiles::kindOf(const QString &path)
{
    return DeckFileIo::typeForWriting(path);
}

QString DeckFiles::extension(Kind kind)
{
    return codeOf(kind);
}

DeckImportResult DeckFiles::read(const QString &path, const CardNameResolver &resolver)
{
    return DeckFileIo::read(path, resolver);
}

bool DeckFiles::write(const QString &path, const Deck &deck, const CardRepository &cards,
                      const DeckRegistrationSheet::Options &sheet, QString *error)
{
    if (kindOf(path) == Kind::Pdf)
        return DeckRegistrationSheet::write(deck, cards, sheet, path, error);
    if (!kindOf(path)) {
        *error = tr("%1: the name must end in .dek, .txt, .csv or .pdf")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    return DeckFileIo::write(deck, cards, path, error);
}

QString DeckFiles::importFilter()
{
    return tr("Deck files (*.dek *.txt *.csv);;LackeyCCG decks (*.dek);;Text deck lists (*.txt);;"
              "CSV tables (*.csv);;All files (*)");
}

QStringList DeckFiles::exportFilters()
{
    return {tr("LackeyCCG deck (*.dek)"), tr("Text deck list (*.txt)"), tr("CSV table (*.csv)"),
            tr("Registration sheet (*.pdf)")};
}

} // namespace inwo
