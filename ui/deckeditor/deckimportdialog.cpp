#include "deckimportdialog.h"

#include "cardrepository.h"
#include "common/enumnames.h"
#include "deckdocument.h"
#include "deckmodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

enum Column { LineColumn, TextColumn, StatusColumn, ResultColumn, ColumnCount };

QColor statusColor(DeckLineStatus status)
{
    switch (status) {
    case DeckLineStatus::Card:
        return QColor(0x1b, 0x7a, 0x2f);
    case DeckLineStatus::Fuzzy:
        return QColor(0x9a, 0x67, 0x00);
    case DeckLineStatus::Ambiguous:
        return QColor(0x1f, 0x5f, 0xa8);
    case DeckLineStatus::NotFound:
    case DeckLineStatus::Undecodable:
        return QColor(0xb3, 0x26, 0x1e);
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
    m_lines->setColumnCount(ColumnCount);
    m_lines->setHeaderLabels({tr("Line"), tr("Written"), tr("Status"), tr("Card")});
    m_lines->setRootIsDecorated(false);
    m_lines->setUniformRowHeights(false);
    m_lines->setAlternatingRowColors(true);
    m_lines->setSelectionMode(QAbstractItemView::NoSelection);
    m_lines->header()->setStretchLastSection(true);

    const QColor quiet = palette().color(QPalette::PlaceholderText);
    const QList<DeckImportLine> &lines = m_result.report.lines;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const DeckImportLine &line = lines.at(i);
        auto *item = new QTreeWidgetItem(m_lines);
        item->setText(LineColumn, QString::number(line.lineNumber));
        item->setTextAlignment(LineColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(TextColumn, line.text);
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
        item->setToolTip(ResultColumn, line.message);
        if (line.status == DeckLineStatus::Ignored || line.status == DeckLineStatus::Blank ||
            line.status == DeckLineStatus::Header) {
            for (int column = 0; column < ColumnCount; ++column)
                item->setForeground(column, quiet);
        }

        if (line.status != DeckLineStatus::Ambiguous)
            continue;
        auto *choice = new QComboBox(m_lines);
        choice->setObjectName(u"ambiguousChoice%1"_s.arg(line.lineNumber));
        choice->addItem(tr("Skip this line"), QString());
        for (const QString &id : line.candidateIds) {
            const std::optional<Card> card = m_cards.cardById(id);
            if (!card) {
                choice->addItem(id, id);
                continue;
            }
            choice->addItem(
                tr("%1 (%2, %3)")
                    .arg(card->name, EnumNames::name(card->set), EnumNames::shortTypeName(*card)),
                id);
        }
        choice->setToolTip(tr("Written “%1”: choose the card that was meant").arg(line.text));
        m_lines->setItemWidget(item, ResultColumn, choice);
        m_ambiguousLines.append(int(i));
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
    const qsizetype at = m_ambiguousLines.indexOf(lineIndex);
    return at < 0 ? nullptr : m_choices.at(at);
}

bool DeckImportDialog::choose(int lineIndex, const QString &cardId)
{
    QComboBox *box = choiceBox(lineIndex);
    if (!box)
        return false;
    const int index = box->findData(cardId);
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    return true;
}

QString DeckImportDialog::chosenCardId(int lineIndex) const
{
    const QComboBox *box = choiceBox(lineIndex);
    return box ? box->currentData().toString() : QString();
}

Deck DeckImportDialog::deck() const
{
    Deck deck = m_result.deck;
    for (int lineIndex : m_ambiguousLines) {
        const QString id = chosenCardId(lineIndex);
        if (id.isEmpty())
            continue;
        const DeckImportLine &line = m_result.report.lines.at(lineIndex);
        const int copies = std::max(1, line.quantity);
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
    int chosen = 0;
    for (int lineIndex : std::as_const(m_ambiguousLines)) {
        if (!chosenCardId(lineIndex).isEmpty())
            ++chosen;
    }
    QStringList parts;
    const int copies = report.cardCopies();
    parts.append(copies == 1 ? tr("1 card read") : tr("%L1 cards read").arg(copies));
    if (const int fuzzy = report.count(DeckLineStatus::Fuzzy)) {
        parts.append(fuzzy == 1 ? tr("1 near miss taken") : tr("%L1 near misses taken").arg(fuzzy));
    }
    if (!m_ambiguousLines.isEmpty())
        parts.append(
            tr("%1 of %2 ambiguous lines chosen").arg(chosen).arg(m_ambiguousLines.size()));
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
    QString text = tr("%1: %2.").arg(report.sourceName, parts.join(u", "_s));
    if (!m_ambiguousLines.isEmpty())
        text += u' ' + tr("Where two cards are nearly as close, choose the one that was meant "
                          "or skip the line.");
    m_summary->setText(text);
}

} // namespace inwo
