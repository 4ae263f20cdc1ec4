#include "verdictpanel.h"

#include "cards/cardrepository.h"
#include "common/statuscolours.h"
#include "decks/formatwords.h"

#include <QComboBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QString formatKey = u"deckEditor/format"_s;
const QString defaultFormatId = u"plan28"_s;

QString codeTitle(ViolationCode code)
{
    switch (code) {
    case ViolationCode::DeckSize:
        return VerdictPanel::tr("Deck size");
    case ViolationCode::IlluminatiCount:
        return VerdictPanel::tr("Illuminati");
    case ViolationCode::GroupCount:
        return VerdictPanel::tr("Group deck");
    case ViolationCode::PlotCount:
        return VerdictPanel::tr("Plot deck");
    case ViolationCode::Copies:
        return VerdictPanel::tr("Copies");
    case ViolationCode::Restricted:
        return VerdictPanel::tr("Restricted");
    case ViolationCode::UltraRestricted:
        return VerdictPanel::tr("Ultra Restricted");
    case ViolationCode::Banned:
        return VerdictPanel::tr("Banned");
    case ViolationCode::SetNotAllowed:
        return VerdictPanel::tr("Set not allowed");
    case ViolationCode::UnknownCard:
        return VerdictPanel::tr("Unknown card");
    }
    return displayNameOf(code);
}

// "words (source)", or only the words, in the reader's language. Not in quotation marks: the
// words are the format file's summary of the rule, not the seed's own.
QString ruleLine(const RuleText &rule)
{
    return FormatWords::rendered(rule);
}

StatusTone statusTone(VerdictStatus status)
{
    switch (status) {
    case VerdictStatus::Legal:
    case VerdictStatus::LegalUnverifiable: // legal; the note names what no program checks
        return StatusTone::Good;
    case VerdictStatus::Illegal:
        return StatusTone::Bad;
    }
    return StatusTone::Info;
}

// Paints a violation as its message in bold over the rule's words, both wrapped to the list's
// width (item views do not wrap to the column by themselves).
class ViolationDelegate : public QStyledItemDelegate
{
public:
    explicit ViolationDelegate(QListWidget *list) : QStyledItemDelegate(list), m_list(list) {}

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString headline = opt.text;
        const QString rule = index.data(VerdictPanel::RuleRole).toString();
        opt.text.clear();
        m_list->style()->drawControl(QStyle::CE_ItemViewItem, &opt, painter, m_list);

        const bool selected = opt.state.testFlag(QStyle::State_Selected);
        const QRect area = opt.rect.adjusted(Margin, Margin, -Margin, -Margin);
        painter->save();
        painter->setFont(headlineFont(opt.font, rule));
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        QRect used;
        painter->drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, headline, &used);
        if (!rule.isEmpty()) {
            painter->setFont(opt.font);
            painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText
                                                       : QPalette::PlaceholderText));
            painter->drawText(area.adjusted(0, used.height() + Spacing, 0, 0),
                              Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rule);
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        // Wrapped as if the scroll bar were shown: when it appears after this height was taken,
        // the painted text must still fit (it then wraps the same or onto fewer lines).
        int available = m_list->viewport()->width();
        if (!m_list->verticalScrollBar()->isVisible())
            available -= m_list->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_list);
        const int width = std::max(60, available - 2 * Margin);
        const QString headline = index.data(Qt::DisplayRole).toString();
        const QString rule = index.data(VerdictPanel::RuleRole).toString();
        const QRect bounds(0, 0, width, 100000);
        int height = QFontMetrics(headlineFont(option.font, rule))
                         .boundingRect(bounds, Qt::TextWordWrap, headline)
                         .height();
        if (!rule.isEmpty())
            height +=
                Spacing +
                QFontMetrics(option.font).boundingRect(bounds, Qt::TextWordWrap, rule).height();
        return {width, height + 2 * Margin};
    }

private:
    static constexpr int Margin = 4;
    static constexpr int Spacing = 1;

    static QFont headlineFont(QFont font, const QString &rule)
    {
        font.setBold(!rule.isEmpty());
        return font;
    }

    QListWidget *m_list;
};

} // namespace

VerdictPanel::VerdictPanel(const CardRepository &cards, QWidget *parent)
    : QWidget(parent), m_cards(cards)
{
    m_formatCombo = new QComboBox(this);
    m_formatCombo->setObjectName(u"formatCombo"_s);
    m_formatCombo->setProperty("inwoHelp", u"decks.md#the-verdict"_s); // F1
    m_formatCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_formatErrorLabel = new QLabel(this);
    m_formatErrorLabel->setObjectName(u"formatErrorLabel"_s);
    m_formatErrorLabel->setWordWrap(true);
    m_formatErrorLabel->setTextFormat(Qt::PlainText);
    followPalette(m_formatErrorLabel, [this] {
        m_formatErrorLabel->setStyleSheet(StatusColours::textStyle(StatusTone::Bad));
    });
    m_formatErrorLabel->hide();

    m_statusLabel = new QLabel(tr("No format"), this);
    m_statusLabel->setObjectName(u"verdictStatusLabel"_s);
    // A verdict's colour follows the palette (it has none while there is no verdict).
    followPalette(m_statusLabel, [this] {
        if (m_verdict && !m_statusLabel->styleSheet().isEmpty())
            m_statusLabel->setStyleSheet(StatusColours::textStyle(statusTone(m_verdict->status)));
    });
    m_statusLabel->setWordWrap(true);
    QFont big = m_statusLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_statusLabel->setFont(big);

    m_detailLabel = new QLabel(this);
    m_detailLabel->setObjectName(u"verdictDetailLabel"_s);
    m_detailLabel->setTextFormat(Qt::PlainText);
    m_detailLabel->setWordWrap(true);
    m_detailLabel->hide();

    m_violationsHeading = new QLabel(tr("Violations"), this);
    m_violations = new QListWidget(this);
    m_violations->setObjectName(u"violationList"_s);
    m_violations->setProperty("inwoHelp", u"decks.md#the-verdict"_s); // F1
    m_violations->setItemDelegate(new ViolationDelegate(m_violations));
    m_violations->setResizeMode(QListView::Adjust); // wrap again at every width
    m_violations->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_violations->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_violations->setSelectionMode(QAbstractItemView::SingleSelection);
    m_violations->setToolTip(tr("Click a violation to select its cards in the deck"));
    m_violations->setContextMenuPolicy(Qt::CustomContextMenu);
    m_violations->installEventFilter(this);

    m_nearMissHeading = new QLabel(this);
    m_nearMisses = new QLabel(this);
    m_nearMisses->setObjectName(u"nearMissLabel"_s);
    m_nearMisses->setTextFormat(Qt::PlainText);
    m_nearMisses->setWordWrap(true);

    m_unverifiableHeading = new QLabel(tr("Note"), this);
    m_unverifiable = new QLabel(this);
    m_unverifiable->setObjectName(u"unverifiableLabel"_s);
    m_unverifiable->setTextFormat(Qt::PlainText);
    m_unverifiable->setWordWrap(true);
    m_unverifiable->setForegroundRole(QPalette::PlaceholderText);

    auto *formatRow = new QFormLayout;
    formatRow->addRow(tr("Fo&rmat:"), m_formatCombo);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(formatRow);
    layout->addWidget(m_formatErrorLabel);
    layout->addWidget(m_statusLabel);
    layout->addWidget(m_detailLabel);
    layout->addWidget(m_violationsHeading);
    layout->addWidget(m_violations, 1);
    layout->addWidget(m_nearMissHeading);
    layout->addWidget(m_nearMisses);
    layout->addWidget(m_unverifiableHeading);
    layout->addWidget(m_unverifiable);

    connect(m_formatCombo, &QComboBox::currentIndexChanged, this, &VerdictPanel::formatChosen);
    // A click on a violation names its cards; on an unresolved line it only selects it, so that
    // Delete can leave it out: Enter or a double click looks for its card.
    connect(m_violations, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (item && !item->data(LineRole).isValid())
            activateItem(item);
    });
    connect(m_violations, &QListWidget::itemActivated, this, &VerdictPanel::activateItem);
    connect(m_violations, &QWidget::customContextMenuRequested, this, &VerdictPanel::showItemMenu);
    showVerdict();
}

QString VerdictPanel::statusText(VerdictStatus status)
{
    switch (status) {
    case VerdictStatus::Legal:
    case VerdictStatus::LegalUnverifiable: // the note names what no program can check
        return tr("Legal");
    case VerdictStatus::Illegal:
        return tr("Illegal");
    }
    return displayNameOf(status);
}

void VerdictPanel::setFormats(const QList<DeckFormat> &formats, const QList<FormatError> &errors,
                              const QString &preferredId)
{
    m_formats = formats;
    {
        const QSignalBlocker blocker(m_formatCombo);
        m_formatCombo->clear();
        for (const DeckFormat &format : std::as_const(m_formats))
            m_formatCombo->addItem(FormatWords::translated(format.name), format.id);
    }
    QStringList problems;
    for (const FormatError &error : errors)
        problems.append(error.toString());
    m_formatErrorLabel->setText(
        problems.isEmpty()
            ? QString()
            : tr("Format files that could not be read:\n%1").arg(problems.join(u'\n')));
    m_formatErrorLabel->setVisible(!problems.isEmpty());

    QString id = preferredId;
    if (m_formatCombo->findData(id) < 0)
        id = QSettings().value(formatKey).toString();
    if (m_formatCombo->findData(id) < 0)
        id = defaultFormatId;
    const int index = std::max(0, m_formatCombo->findData(id));
    {
        const QSignalBlocker blocker(m_formatCombo);
        m_formatCombo->setCurrentIndex(m_formats.isEmpty() ? -1 : index);
    }
    recompute();
}

void VerdictPanel::formatChosen(int index)
{
    if (index < 0)
        return;
    const QString id = m_formatCombo->itemData(index).toString();
    QSettings().setValue(formatKey, id);
    recompute();
    emit formatChanged(id);
}

std::optional<DeckFormat> VerdictPanel::currentFormat() const
{
    const int index = m_formatCombo->currentIndex();
    if (index < 0 || index >= m_formats.size())
        return std::nullopt;
    return m_formats.at(index);
}

QString VerdictPanel::currentFormatId() const
{
    return m_formatCombo->currentData().toString();
}

bool VerdictPanel::setCurrentFormatId(const QString &id)
{
    const int index = m_formatCombo->findData(id);
    if (index < 0)
        return false;
    m_formatCombo->setCurrentIndex(index);
    return true;
}

void VerdictPanel::setDeck(const Deck &deck, const DeckImportReport &unresolved,
                           const DeckImportReport &nearMisses)
{
    m_deck = deck;
    m_unresolved = unresolved;
    m_nearMissLines = nearMisses;
    recompute();
}

void VerdictPanel::recompute()
{
    const int index = m_formatCombo->currentIndex();
    if (index < 0 || index >= m_formats.size())
        m_verdict.reset();
    else {
        m_verdict = checkDeck(m_deck, m_formats.at(index), m_cards);
        addUnresolvedImportLines(&*m_verdict, m_unresolved);
    }
    showVerdict();
}

void VerdictPanel::showVerdict()
{
    m_violations->clear();
    m_unverifiable->clear();
    m_detailLabel->clear();
    m_detailLabel->hide();
    if (!m_verdict || isEmptyDeck(m_deck, *m_verdict)) {
        m_statusLabel->setText(m_verdict ? tr("Empty") : tr("No format"));
        m_statusLabel->setStyleSheet(QString());
        if (m_verdict) {
            m_detailLabel->setText(tr("The deck has no cards yet: add them from the search on "
                                      "the left, or import a deck file."));
            m_detailLabel->show();
        }
        m_violationsHeading->hide();
        m_violations->hide();
        m_nearMissHeading->hide();
        m_nearMisses->hide();
        m_unverifiableHeading->hide();
        m_unverifiable->hide();
        return;
    }

    const DeckVerdict &verdict = *m_verdict;
    m_statusLabel->setText(statusText(verdict.status));
    m_statusLabel->setStyleSheet(StatusColours::textStyle(statusTone(verdict.status)));

    const int unresolved = int(m_unresolved.lines.size());
    if (unresolved > 0) {
        const QString lines = unresolved == 1
                                  ? tr("The deck is incomplete: 1 line of %1 names no card.")
                                        .arg(m_unresolved.sourceName)
                                  : tr("The deck is incomplete: %L1 lines of %2 name no card.")
                                        .arg(unresolved)
                                        .arg(m_unresolved.sourceName);
        m_detailLabel->setText(lines + u' ' +
                               tr("Activate such a line below to find the card it meant, or "
                                  "press Delete on it to leave it out."));
        m_detailLabel->show();
    }

    // addUnresolvedImportLines() put the unresolved lines last, in their order.
    const qsizetype firstLine = verdict.violations.size() - unresolved;
    for (qsizetype i = 0; i < verdict.violations.size(); ++i) {
        const Violation &violation = verdict.violations.at(i);
        auto *item = new QListWidgetItem(
            tr("%1: %2").arg(codeTitle(violation.code), violation.message), m_violations);
        item->setData(CardIdsRole, violation.cardIds);
        if (i >= firstLine) {
            const DeckImportLine &line = m_unresolved.lines.at(i - firstLine);
            item->setData(LineRole, line.lineNumber);
            item->setToolTip(tr("Enter finds the card this line meant; Delete leaves the line "
                                "out of the deck"));
            continue;
        }
        item->setData(RuleRole, ruleLine(violation.rule));
        item->setToolTip(ruleLine(violation.rule));
    }
    if (verdict.violations.isEmpty()) {
        auto *item = new QListWidgetItem(tr("None: the deck keeps every rule that can be checked."),
                                         m_violations);
        item->setFlags(Qt::ItemIsEnabled);
    }
    m_violationsHeading->setText(tr("Violations (%1)").arg(verdict.violations.size()));
    m_violationsHeading->show();
    m_violations->show();

    showNearMisses();

    QStringList unverifiable;
    for (const RuleText &rule : verdict.unverifiable)
        unverifiable.append(tr("• %1").arg(ruleLine(rule)));
    if (!unverifiable.isEmpty()) {
        unverifiable.prepend(
            tr("The format also says what no program can check; the judge at your event "
               "decides:"));
    }
    m_unverifiable->setText(unverifiable.join(u'\n'));
    m_unverifiableHeading->setVisible(!unverifiable.isEmpty());
    m_unverifiable->setVisible(!unverifiable.isEmpty());
}

void VerdictPanel::showNearMisses()
{
    // A guess of the import the verdict rests on, while the deck holds its card: each is named,
    // so a wrong one is seen (`inwo deck check` prints the same).
    QStringList lines;
    for (const DeckImportLine &line : std::as_const(m_nearMissLines.lines)) {
        const bool held = std::any_of(m_deck.entries.cbegin(), m_deck.entries.cend(),
                                      [&](const DeckEntry &entry) {
                                          return entry.cardId == line.cardId && entry.quantity > 0;
                                      });
        if (!held)
            continue;
        //: %1 the line's number, %2 the file, %3 the line as written, %4 the card it was read
        //: as, %5 how sure (a whole percentage)
        lines.append(tr("• Line %1 of %2: “%3” read as %4 (%5% sure)")
                         .arg(line.lineNumber)
                         .arg(m_nearMissLines.sourceName, line.shownText().trimmed(), line.cardName)
                         .arg(qRound(line.confidence * 100)));
    }
    if (!lines.isEmpty()) {
        lines.prepend(lines.size() == 1
                          ? tr("The verdict rests on a near miss of a card's name in the "
                               "imported list; check that it is the card meant:")
                          : tr("The verdict rests on %L1 near misses of card names in the "
                               "imported list; check that each is the card meant:")
                                .arg(lines.size()));
    }
    m_nearMissHeading->setText(tr("Near misses (%1)").arg(std::max(0, int(lines.size()) - 1)));
    m_nearMisses->setText(lines.join(u'\n'));
    m_nearMissHeading->setVisible(!lines.isEmpty());
    m_nearMisses->setVisible(!lines.isEmpty());
}

void VerdictPanel::activateItem(QListWidgetItem *item)
{
    if (!item || !(item->flags() & Qt::ItemIsSelectable))
        return;
    const QVariant line = item->data(LineRole);
    if (line.isValid()) {
        const int at = [&] {
            for (qsizetype i = 0; i < m_unresolved.lines.size(); ++i) {
                if (m_unresolved.lines.at(i).lineNumber == line.toInt())
                    return int(i);
            }
            return -1;
        }();
        if (at >= 0)
            emit unresolvedLineActivated(line.toInt(), m_unresolved.lines.at(at).text.trimmed());
        return;
    }
    emit cardsActivated(item->data(CardIdsRole).toStringList());
}

void VerdictPanel::showItemMenu(const QPoint &position)
{
    QListWidgetItem *item = m_violations->itemAt(position);
    if (!item)
        item = m_violations->currentItem();
    if (!item || !item->data(LineRole).isValid())
        return;
    const int lineNumber = item->data(LineRole).toInt();
    QMenu menu(this);
    menu.addAction(tr("Find the Card It Meant\tEnter"), this, [this, item] { activateItem(item); });
    menu.addAction(tr("Leave Out This Line\tDelete"), this,
                   [this, lineNumber] { emit leaveOutLineRequested(lineNumber); });
    menu.exec(m_violations->viewport()->mapToGlobal(position));
}

bool VerdictPanel::eventFilter(QObject *watched, QEvent *event)
{
    const bool keyPress = event->type() == QEvent::KeyPress;
    if (watched == m_violations && (keyPress || event->type() == QEvent::ShortcutOverride)) {
        auto *keyEvent = static_cast<QKeyEvent *>(event);
        const int key = keyEvent->key();
        QListWidgetItem *item = m_violations->currentItem();
        if ((key == Qt::Key_Delete || key == Qt::Key_Backspace) &&
            keyEvent->modifiers() == Qt::NoModifier && item && item->data(LineRole).isValid()) {
            // Delete here leaves the line out, whatever else in the window Delete may mean.
            if (!keyPress) {
                event->accept();
                return true;
            }
            const int row = m_violations->row(item);
            emit leaveOutLineRequested(item->data(LineRole).toInt());
            // The list was filled afresh: the keyboard goes on from the same place.
            if (m_violations->count() > 0) {
                m_violations->setCurrentRow(std::min(row, m_violations->count() - 1),
                                            QItemSelectionModel::ClearAndSelect);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inwo
