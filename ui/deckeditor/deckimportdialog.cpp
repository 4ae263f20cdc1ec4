#include "deckimportdialog.h"

#include "cards/cardrepository.h"
#include "cards/namespellings.h"
#include "common/enumnames.h"
#include "common/statuscolours.h"
#include "common/textnormalizer.h"
#include "deckdocument.h"
#include "deckmodel.h"
#include "rules/factrender.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMultiHash>
#include <QPushButton>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

enum Column { LineColumn, TextColumn, StatusColumn, ResultColumn, ColumnCount };
enum class Choice : quint8 { Later, LeaveOut, Card };
constexpr int choiceRole = Qt::UserRole + 1;

QColor statusColor(DeckLineStatus status)
{
    switch (status) {
    case DeckLineStatus::Card:
        return StatusColours::text(StatusTone::Good);
    case DeckLineStatus::Fuzzy:
        return StatusColours::text(StatusTone::Warning);
    case DeckLineStatus::Ambiguous:
        return StatusColours::text(StatusTone::Info);
    case DeckLineStatus::NotFound:
    case DeckLineStatus::Undecodable:
        return StatusColours::text(StatusTone::Bad);
    case DeckLineStatus::Header:
    case DeckLineStatus::Ignored:
    case DeckLineStatus::Blank:
        break;
    }
    return {};
}

} // namespace

DeckImportDialog::DeckImportDialog(const DeckImportResult &result, const CardRepository &cards,
                                   QWidget *parent)
    : QDialog(parent), m_result(result), m_cards(cards)
{
    setObjectName(u"deckImportDialog"_s);
    setWindowTitle(tr("Import Deck: %1").arg(result.report.sourceName));

    m_summary = new QLabel(this);
    m_summary->setObjectName(u"importSummaryLabel"_s);
    m_summary->setWordWrap(true);

    m_lines = new QTreeWidget(this);
    m_lines->setObjectName(u"importLineList"_s);
    m_lines->setAccessibleName(tr("Lines of the deck list"));
    m_lines->setColumnCount(ColumnCount);
    m_lines->setHeaderLabels({tr("Line"), tr("Written"), tr("Status"), tr("Card")});
    m_lines->setRootIsDecorated(false);
    m_lines->setUniformRowHeights(false);
    m_lines->setAlternatingRowColors(true);
    m_lines->setSelectionMode(QAbstractItemView::NoSelection);
    m_lines->header()->setStretchLastSection(true);

    const QColor quiet = palette().color(QPalette::PlaceholderText);
    // The cards by name, for the nearest names offered for a line that names no card; read only
    // when there is such a line.
    QStringList names;
    QMultiHash<QString, QString> idsByName;
    const auto nearestCards = [&](const QString &written) {
        if (names.isEmpty()) {
            for (const Card &card : m_cards.allCards()) {
                if (!idsByName.contains(card.name))
                    names.append(card.name);
                idsByName.insert(card.name, card.id);
            }
        }
        QStringList ids;
        for (const QString &name :
             NameSpellings::nearestNames(TextNormalizer::words(written), names, 3)) {
            QStringList printings = idsByName.values(name);
            std::sort(printings.begin(), printings.end());
            ids += printings;
        }
        return ids;
    };
    const QList<DeckImportLine> &lines = m_result.report.lines;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const DeckImportLine &line = lines.at(i);
        auto *item = new QTreeWidgetItem(m_lines);
        item->setText(LineColumn, QString::number(line.lineNumber));
        item->setTextAlignment(LineColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(TextColumn, line.shownText());
        item->setToolTip(TextColumn, line.text);
        item->setText(StatusColumn, statusText(line.status));
        const QColor color = statusColor(line.status);
        if (color.isValid())
            item->setForeground(StatusColumn, color);
        QFont font = item->font(StatusColumn);
        font.setBold(line.isUnresolved());
        item->setFont(StatusColumn, font);

        QString outcome = line.message;
        if (line.status == DeckLineStatus::Undecodable) {
            outcome = tr("These bytes are not text in the file's encoding; nothing was read from "
                         "the line. Save the file as UTF-8 and import it again.");
        } else if (line.isCard()) {
            const QString where = line.zone ? DeckModel::zoneTitle(*line.zone) : QString();
            outcome = tr("%1 × %2 → %3").arg(line.quantity).arg(line.cardName, where);
            if (line.status == DeckLineStatus::Fuzzy)
                outcome =
                    tr("%1 (near miss, %2% sure)").arg(outcome).arg(qRound(line.confidence * 100));
        }
        item->setText(ResultColumn, outcome);
        // The whole outcome, which a narrow column cuts off, and why when that says more.
        item->setToolTip(ResultColumn, line.message.isEmpty() || line.message == outcome
                                           ? outcome
                                           : outcome + u'\n' + line.message);
        if (line.status == DeckLineStatus::Ignored || line.status == DeckLineStatus::Blank ||
            line.status == DeckLineStatus::Header) {
            for (int column = 0; column < ColumnCount; ++column)
                item->setForeground(column, quiet);
        }

        if (!line.isUnresolved())
            continue;
        auto *choice = new QComboBox(m_lines);
        choice->setObjectName(u"lineChoice%1"_s.arg(line.lineNumber));
        choice->addItem(tr("Decide later (the deck stays incomplete)"), QString());
        choice->setItemData(0, int(Choice::Later), choiceRole);
        choice->addItem(tr("Leave this line out"), QString());
        choice->setItemData(1, int(Choice::LeaveOut), choiceRole);
        QStringList candidates = line.candidateIds;
        int copies = std::max(1, line.quantity);
        if (line.status == DeckLineStatus::NotFound && candidates.isEmpty()) {
            // The nearest names, as the search offers them: "Mind-Control Lasers" may well
            // have meant Orbital Mind Control Lasers.
            const WrittenCopies written = writtenCopiesOf(line.shownText());
            candidates = nearestCards(written.name);
            copies = written.copies;
        }
        m_copies.append(copies);
        for (const QString &id : std::as_const(candidates)) {
            const std::optional<Card> card = m_cards.cardById(id);
            choice->addItem(card ? tr("%1 (%2, %3)")
                                       .arg(card->name, EnumNames::name(card->set),
                                            EnumNames::shortTypeName(*card))
                                 : id,
                            id);
            choice->setItemData(choice->count() - 1, int(Choice::Card), choiceRole);
        }
        choice->setToolTip(
            line.status == DeckLineStatus::Ambiguous
                ? tr("Written “%1”: choose the card that was meant").arg(line.shownText())
            : candidates.isEmpty()
                ? tr("Written “%1”: no card has this name. Leave the line out, or "
                     "decide later in the verdict (find the card and add it)")
                      .arg(line.shownText())
                : tr("Written “%1”: no card has this name. Choose the nearest card that was "
                     "meant, leave the line out, or decide later in the verdict")
                      .arg(line.shownText()));
        m_lines->setItemWidget(item, ResultColumn, choice);
        m_choiceLines.append(int(i));
        m_choices.append(choice);
        connect(choice, &QComboBox::currentIndexChanged, this, &DeckImportDialog::updateSummary);
    }
    m_lines->resizeColumnToContents(LineColumn);
    m_lines->setColumnWidth(TextColumn, 260);
    m_lines->resizeColumnToContents(StatusColumn);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create Deck"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_lines, 1);
    layout->addWidget(buttons);
    resize(860, 560);
    updateSummary();
}

QString DeckImportDialog::statusText(DeckLineStatus status)
{
    switch (status) {
    case DeckLineStatus::Card:
        return tr("Card");
    case DeckLineStatus::Fuzzy:
        return tr("Near miss");
    case DeckLineStatus::Ambiguous:
        return tr("Ambiguous");
    case DeckLineStatus::NotFound:
        return tr("Not a card");
    case DeckLineStatus::Undecodable:
        return tr("Not text");
    case DeckLineStatus::Header:
        return tr("Header");
    case DeckLineStatus::Ignored:
        return tr("Ignored");
    case DeckLineStatus::Blank:
        return tr("Blank");
    }
    return displayNameOf(status);
}

QComboBox *DeckImportDialog::choiceBox(int lineIndex) const
{
    const qsizetype at = m_choiceLines.indexOf(lineIndex);
    return at < 0 ? nullptr : m_choices.at(at);
}

bool DeckImportDialog::choose(int lineIndex, const QString &cardId)
{
    QComboBox *box = choiceBox(lineIndex);
    if (!box)
        return false;
    if (cardId.isEmpty()) {
        box->setCurrentIndex(box->findData(int(Choice::Later), choiceRole));
        return true;
    }
    const int index = box->findData(cardId);
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    return true;
}

bool DeckImportDialog::leaveOut(int lineIndex)
{
    QComboBox *box = choiceBox(lineIndex);
    if (!box)
        return false;
    box->setCurrentIndex(box->findData(int(Choice::LeaveOut), choiceRole));
    return true;
}

QString DeckImportDialog::chosenCardId(int lineIndex) const
{
    const QComboBox *box = choiceBox(lineIndex);
    return box ? box->currentData().toString() : QString();
}

bool DeckImportDialog::isLeftOut(int lineIndex) const
{
    const QComboBox *box = choiceBox(lineIndex);
    return box && box->currentData(choiceRole).toInt() == int(Choice::LeaveOut);
}

DeckImportReport DeckImportDialog::unresolved() const
{
    DeckImportReport report;
    report.sourceName = m_result.report.sourceName;
    for (int lineIndex : m_choiceLines) {
        const QComboBox *box = choiceBox(lineIndex);
        if (box->currentData(choiceRole).toInt() == int(Choice::Later))
            report.lines.append(m_result.report.lines.at(lineIndex));
    }
    return report;
}

DeckImportReport DeckImportDialog::nearMisses() const
{
    DeckImportReport report;
    report.sourceName = m_result.report.sourceName;
    for (const DeckImportLine &line : m_result.report.lines) {
        if (line.status == DeckLineStatus::Fuzzy)
            report.lines.append(line);
    }
    return report;
}

Deck DeckImportDialog::deck() const
{
    Deck deck = m_result.deck;
    for (qsizetype at = 0; at < m_choiceLines.size(); ++at) {
        const int lineIndex = m_choiceLines.at(at);
        const QString id = chosenCardId(lineIndex);
        if (id.isEmpty())
            continue;
        const int copies = m_copies.at(at);
        const std::optional<Card> card = m_cards.cardById(id);
        if (!card) {
            DeckDocument::addToDeck(deck, id, copies, DeckZone::PlotDeck);
            continue;
        }
        const DeckZone zone = DeckDocument::automaticZone(deck, *card, m_cards);
        DeckDocument::addToDeck(deck, id, zone == DeckZone::Lead ? 1 : copies, zone);
        if (zone == DeckZone::Lead && copies > 1)
            DeckDocument::addToDeck(deck, id, copies - 1, DeckZone::PlotDeck);
    }
    return deck;
}

void DeckImportDialog::updateSummary()
{
    const DeckImportReport &report = m_result.report;
    int ambiguous = 0;
    int chosen = 0;
    for (int lineIndex : std::as_const(m_choiceLines)) {
        if (report.lines.at(lineIndex).status != DeckLineStatus::Ambiguous)
            continue;
        ++ambiguous;
        if (!chosenCardId(lineIndex).isEmpty())
            ++chosen;
    }
    const int later = int(unresolved().lines.size());
    QStringList parts;
    const int copies = report.cardCopies();
    parts.append(copies == 1 ? tr("1 card read") : tr("%L1 cards read").arg(copies));
    if (const int fuzzy = report.count(DeckLineStatus::Fuzzy)) {
        parts.append(fuzzy == 1 ? tr("1 near miss taken") : tr("%L1 near misses taken").arg(fuzzy));
    }
    if (ambiguous > 0)
        parts.append(tr("%1 of %2 ambiguous lines chosen").arg(chosen).arg(ambiguous));
    if (const int notFound = report.count(DeckLineStatus::NotFound)) {
        parts.append(notFound == 1 ? tr("1 line naming no card")
                                   : tr("%L1 lines naming no card").arg(notFound));
    }
    if (const int undecodable = report.count(DeckLineStatus::Undecodable)) {
        parts.append(
            undecodable == 1
                ? tr("1 line that is not text (save the file as UTF-8)")
                : tr("%L1 lines that are not text (save the file as UTF-8)").arg(undecodable));
    }
    QString text = withFullStop(tr("%1: %2").arg(report.sourceName, parts.join(u", "_s)));
    if (ambiguous > 0)
        text += u' ' + tr("Where two cards are nearly as close, choose the one that was meant.");
    if (later == 1) {
        text += u' ' + tr("1 line is left to decide: the deck is incomplete, and never called "
                          "legal, until you choose the card it meant or leave it out.");
    } else if (later > 1) {
        text += u' ' + tr("%L1 lines are left to decide: the deck is incomplete, and never "
                          "called legal, until you choose the card each meant or leave it out.")
                           .arg(later);
    }
    m_summary->setText(text);
}

} // namespace inwo
