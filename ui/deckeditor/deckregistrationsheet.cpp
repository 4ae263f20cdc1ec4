#include "deckregistrationsheet.h"

#include "cards/cardrepository.h"
#include "common/enumnames.h"
#include "decks/formatwords.h"
#include "inwoversion.h"

#include <QBuffer>
#include <QDir>
#include <QFont>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using Sheet = DeckRegistrationSheet;

// Sizes in millimetres on an A4 page.
constexpr int resolution = 600; // dots per inch of the PDF's coordinates
constexpr double sideMargin = 15.0;
constexpr double topMargin = 12.0;
constexpr double bottomMargin = 10.0;
constexpr double footerRoom = 8.0; // under the content: the page's footer
constexpr double fieldHeight = 7.5;
constexpr double rowHeight = 4.6;
constexpr double sectionHeadingHeight = 7.0;
constexpr double tableHeaderHeight = 5.2;
constexpr double totalHeight = 5.6;
constexpr double sectionGap = 3.5;
constexpr double quantityWidth = 10.0;
constexpr double setWidth = 34.0;
constexpr double typeWidth = 34.0;
constexpr double columnGap = 2.5;

const QColor ink(0, 0, 0);
const QColor quietInk(90, 90, 90);
const QColor rule(120, 120, 120);
const QColor stripe(238, 238, 238);

struct SheetRow
{
    int quantity = 0;
    QString name;
    QString set;
    QString type;
    bool known = false;
    CardType sortType = CardType::Organization;
};

struct SheetSection
{
    DeckZone zone = DeckZone::Lead;
    QList<SheetRow> rows;
    int total = 0;
};

QString zoneTitle(DeckZone zone)
{
    switch (zone) {
    case DeckZone::Lead:
        return DeckRegistrationSheet::tr("Lead");
    case DeckZone::GroupDeck:
        return DeckRegistrationSheet::tr("Group Deck");
    case DeckZone::PlotDeck:
        return DeckRegistrationSheet::tr("Plot Deck");
    case DeckZone::SharedGroups:
        return DeckRegistrationSheet::tr("Shared Groups");
    case DeckZone::SharedPlots:
        return DeckRegistrationSheet::tr("Shared Plots");
    }
    return {};
}

QString statusWords(VerdictStatus status)
{
    switch (status) {
    case VerdictStatus::Legal:
    case VerdictStatus::LegalUnverifiable: // the note names what no program can check
        return DeckRegistrationSheet::tr("Legal");
    case VerdictStatus::Illegal:
        return DeckRegistrationSheet::tr("Illegal");
    }
    return {};
}

// One printed item of the verdict: the status, a problem, the note's heading or one of its rules.
struct VerdictItem
{
    enum class Kind : quint8 { Status, Problem, NoteHeading, Note };
    Kind kind = Kind::Problem;
    QString text;
};

QList<VerdictItem> verdictItems(const Deck &deck, const DeckVerdict &verdict)
{
    // No cards, and no line of an import still to resolve.
    const bool empty = isEmptyDeck(deck, verdict);
    QList<VerdictItem> items;
    items.append({VerdictItem::Kind::Status,
                  empty ? DeckRegistrationSheet::tr("Empty deck") : statusWords(verdict.status)});
    if (empty)
        return items;
    // Each problem with where the rule it breaks is written, as the window and the CLI give it.
    for (const Violation &violation : verdict.violations)
        items.append({VerdictItem::Kind::Problem,
                      violation.rule.source.isEmpty()
                          ? violation.message
                          : DeckRegistrationSheet::tr("%1 (%2)").arg(
                                violation.message, FormatWords::citation(violation.rule))});
    if (!verdict.unverifiable.isEmpty()) {
        items.append({VerdictItem::Kind::NoteHeading,
                      DeckRegistrationSheet::tr("Note: the format also says what no program can "
                                                "check; the judge decides:")});
        for (const RuleText &rule : verdict.unverifiable) {
            // The format's words for the rule, not the seed's: no quotation marks.
            items.append({VerdictItem::Kind::Note, FormatWords::rendered(rule)});
        }
    }
    return items;
}

QString cardCount(int copies)
{
    return copies == 1 ? DeckRegistrationSheet::tr("1 card")
                       : DeckRegistrationSheet::tr("%L1 cards").arg(copies);
}

// The deck's cards per zone, one row per card (repeated lines added up). The Lead keeps the
// deck's order (the Illuminati first, as players list it); the other zones go by type, then name,
// so a judge finds a card quickly. Cards the repository does not know come last, by id.
QList<SheetSection> sectionsOf(const Deck &deck, const CardRepository &cards)
{
    static constexpr std::array<DeckZone, 5> zones{DeckZone::Lead, DeckZone::GroupDeck,
                                                   DeckZone::PlotDeck, DeckZone::SharedGroups,
                                                   DeckZone::SharedPlots};
    QList<SheetSection> sections;
    for (const DeckZone zone : zones) {
        SheetSection section;
        section.zone = zone;
        QStringList ids;
        for (const DeckEntry &entry : deck.entries) {
            if (entry.zone != zone || entry.quantity <= 0)
                continue;
            section.total += entry.quantity;
            const qsizetype at = ids.indexOf(entry.cardId);
            if (at >= 0) {
                section.rows[at].quantity += entry.quantity;
                continue;
            }
            ids.append(entry.cardId);
            SheetRow row;
            row.quantity = entry.quantity;
            if (const std::optional<Card> card = cards.cardById(entry.cardId)) {
                row.name = card->name;
                row.set = EnumNames::name(card->set);
                row.type = EnumNames::shortTypeName(*card);
                row.known = true;
                row.sortType = card->type;
            } else {
                row.name = entry.cardId;
            }
            section.rows.append(row);
        }
        if (zone != DeckZone::Lead) {
            std::stable_sort(section.rows.begin(), section.rows.end(),
                             [](const SheetRow &a, const SheetRow &b) {
                                 if (a.known != b.known)
                                     return a.known;
                                 if (a.sortType != b.sortType)
                                     return a.sortType < b.sortType;
                                 return QString::localeAwareCompare(a.name, b.name) < 0;
                             });
        }
        const bool shared = zone == DeckZone::SharedGroups || zone == DeckZone::SharedPlots;
        if (!shared || !section.rows.isEmpty())
            sections.append(section);
    }
    return sections;
}

// Lays the sheet out page by page. Run once without a painter to count the pages, then with one
// to paint them (the footer says "Page n of m"); both runs make the same decisions.
class SheetPainter
{
public:
    SheetPainter(QPdfWriter &writer, const Deck &deck, const Sheet::Options &options,
                 const QList<SheetSection> &sections);

    // Returns the number of pages.
    int run(QPainter *painter, int pageCount);

private:
    double mm(double millimetres) const { return millimetres * resolution / 25.4; }
    double width() const { return m_writer.width(); }
    double contentBottom() const { return m_writer.height() - mm(footerRoom); }
    bool fits(double millimetres) const { return m_y + mm(millimetres) <= contentBottom(); }

    QFont font(double points, bool bold = false, bool italic = false) const;
    void text(const QRectF &box, int flags, const QString &words, const QFont &font,
              const QColor &colour = ink);
    void line(double x1, double y1, double x2, double y2, double thickness,
              const QColor &colour = rule);
    QStringList wrapped(const QString &words, const QFont &font, double lineWidth) const;

    void startPage();
    void firstHeading();
    void continuationHeading();
    void footer();
    void field(const QString &label, const QString &value, double x, double fieldWidth,
               bool boldValue = false);
    void verdictLines();
    void section(const SheetSection &section);
    void sectionHeading(const SheetSection &section, bool continued);
    void tableHeader();
    void cardRow(const SheetRow &row, int index);
    void deckTotal();
    void notes();

    QPdfWriter &m_writer;
    const Deck &m_deck;
    const Sheet::Options &m_options;
    const QList<SheetSection> &m_sections;
    QPainter *m_painter = nullptr; // null: only measuring
    int m_page = 0;
    int m_pageCount = 0;
    double m_y = 0.0;
    QString m_family;
};

SheetPainter::SheetPainter(QPdfWriter &writer, const Deck &deck, const Sheet::Options &options,
                           const QList<SheetSection> &sections)
    : m_writer(writer), m_deck(deck), m_options(options), m_sections(sections),
      m_family(QGuiApplication::font().family())
{}

QFont SheetPainter::font(double points, bool bold, bool italic) const
{
    QFont result(m_family);
    result.setPointSizeF(points);
    result.setBold(bold);
    result.setItalic(italic);
    return result;
}

void SheetPainter::text(const QRectF &box, int flags, const QString &words, const QFont &font,
                        const QColor &colour)
{
    if (!m_painter)
        return;
    const QFontMetricsF metrics(font, &m_writer);
    m_painter->setFont(font);
    m_painter->setPen(colour);
    m_painter->drawText(box, flags, metrics.elidedText(words, Qt::ElideRight, box.width()));
}

void SheetPainter::line(double x1, double y1, double x2, double y2, double thickness,
                        const QColor &colour)
{
    if (!m_painter)
        return;
    m_painter->setPen(QPen(colour, mm(thickness)));
    m_painter->drawLine(QPointF(x1, y1), QPointF(x2, y2));
}

QStringList SheetPainter::wrapped(const QString &words, const QFont &font, double lineWidth) const
{
    QStringList lines;
    const QStringList paragraphs = words.split(u'\n');
    for (const QString &paragraph : paragraphs) {
        if (paragraph.trimmed().isEmpty()) {
            lines.append(QString());
            continue;
        }
        QTextLayout layout(paragraph, font, &m_writer);
        layout.beginLayout();
        for (QTextLine textLine = layout.createLine(); textLine.isValid();
             textLine = layout.createLine()) {
            textLine.setLineWidth(lineWidth);
            lines.append(paragraph.mid(textLine.textStart(), textLine.textLength()).trimmed());
        }
        layout.endLayout();
    }
    return lines;
}

int SheetPainter::run(QPainter *painter, int pageCount)
{
    m_painter = painter;
    m_pageCount = pageCount;
    m_page = 0;
    startPage();
    for (const SheetSection &each : m_sections) {
        section(each);
        if (each.zone == DeckZone::PlotDeck)
            deckTotal();
    }
    notes();
    return m_page;
}

void SheetPainter::startPage()
{
    if (m_page > 0 && m_painter)
        m_writer.newPage();
    ++m_page;
    m_y = 0.0;
    footer();
    if (m_page == 1)
        firstHeading();
    else
        continuationHeading();
}

void SheetPainter::footer()
{
    const QFont small = font(7.5);
    const double top = m_writer.height() - mm(4.5);
    const QRectF box(0.0, top, width(), mm(4.5));
    line(0.0, top - mm(1.0), width(), top - mm(1.0), 0.15);
    if (m_pageCount > 0) {
        text(box, Qt::AlignHCenter | Qt::AlignVCenter,
             DeckRegistrationSheet::tr("Page %L1 of %L2").arg(m_page).arg(m_pageCount), small,
             quietInk);
    }
    const QRectF side(0.0, top, width() / 2.0 - mm(15.0), mm(4.5));
    text(side, Qt::AlignLeft | Qt::AlignVCenter, m_deck.name, small, quietInk);
    text(side.translated(width() / 2.0 + mm(15.0), 0.0), Qt::AlignRight | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("INWO Assistant"), small, quietInk);
}

void SheetPainter::firstHeading()
{
    text(QRectF(0.0, 0.0, width(), mm(9.0)), Qt::AlignLeft | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("Deck Registration Sheet"), font(17.0, true));
    m_y = mm(10.5);
    line(0.0, m_y, width(), m_y, 0.5, ink);
    m_y += mm(2.5);

    const double half = (width() - mm(8.0)) / 2.0;
    const double right = half + mm(8.0);
    field(DeckRegistrationSheet::tr("Deck:"), m_deck.name, 0.0, half, true);
    field(DeckRegistrationSheet::tr("Author:"), m_deck.author, right, half);
    m_y += mm(fieldHeight);
    field(DeckRegistrationSheet::tr("Player:"), m_options.player, 0.0, half);
    field(DeckRegistrationSheet::tr("Event:"), m_options.event, right, half);
    m_y += mm(fieldHeight);
    field(DeckRegistrationSheet::tr("Date:"), QString(), 0.0, half);
    if (!m_options.formatName.isEmpty())
        field(DeckRegistrationSheet::tr("Format:"), m_options.formatName, right, half, true);
    m_y += mm(fieldHeight);
    if (m_options.verdict)
        verdictLines();
    m_y += mm(1.5);
    line(0.0, m_y, width(), m_y, 0.25);
    m_y += mm(2.5);
}

void SheetPainter::continuationHeading()
{
    const QString title =
        m_deck.name.isEmpty()
            ? DeckRegistrationSheet::tr("Deck Registration Sheet (continued)")
            : DeckRegistrationSheet::tr("Deck Registration Sheet: %1 (continued)").arg(m_deck.name);
    text(QRectF(0.0, 0.0, width(), mm(7.0)), Qt::AlignLeft | Qt::AlignVCenter, title,
         font(11.0, true));
    m_y = mm(8.0);
    line(0.0, m_y, width(), m_y, 0.35, ink);
    m_y += mm(3.0);
}

// "Player: Jane Doe", or "Player: ______" to fill in by hand.
void SheetPainter::field(const QString &label, const QString &value, double x, double fieldWidth,
                         bool boldValue)
{
    const QFont labelFont = font(9.0, true);
    const double labelWidth = QFontMetricsF(labelFont, &m_writer).horizontalAdvance(label);
    const QRectF labelBox(x, m_y, labelWidth + mm(1.0), mm(fieldHeight - 1.5));
    text(labelBox, Qt::AlignLeft | Qt::AlignBottom, label, labelFont, quietInk);
    const double valueLeft = x + labelWidth + mm(2.0);
    const double valueWidth = fieldWidth - labelWidth - mm(2.0);
    if (value.trimmed().isEmpty()) {
        const double baseLine = m_y + mm(fieldHeight - 1.8);
        line(valueLeft, baseLine, valueLeft + valueWidth, baseLine, 0.2, quietInk);
        return;
    }
    text(QRectF(valueLeft, m_y, valueWidth, mm(fieldHeight - 1.5)), Qt::AlignLeft | Qt::AlignBottom,
         value, font(10.0, boldValue));
}

// "Verdict: Illegal", then every broken rule and the note, wrapped in full; a long verdict
// flows onto the next page.
void SheetPainter::verdictLines()
{
    const QList<VerdictItem> items = verdictItems(m_deck, *m_options.verdict);
    const QFont small = font(8.5);
    const QFont smallBold = font(8.5, true);
    const double indent = mm(4.0);
    const QString bullet =
        DeckRegistrationSheet::tr("•", "the bullet before each problem in the verdict");
    const double textLeft = indent + mm(3.5);
    for (const VerdictItem &item : items) {
        if (item.kind == VerdictItem::Kind::Status) {
            field(DeckRegistrationSheet::tr("Verdict:"), item.text, 0.0, width(), true);
            m_y += mm(fieldHeight);
            continue;
        }
        const bool heading = item.kind == VerdictItem::Kind::NoteHeading;
        const QFont &itemFont = heading ? smallBold : small;
        const double left = heading ? indent : textLeft;
        const QStringList lines = wrapped(item.text, itemFont, width() - left);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (!fits(rowHeight))
                startPage();
            if (i == 0 && !heading) {
                text(QRectF(indent, m_y, textLeft - indent, mm(rowHeight)),
                     Qt::AlignLeft | Qt::AlignVCenter, bullet, small);
            }
            text(QRectF(left, m_y, width() - left, mm(rowHeight)), Qt::AlignLeft | Qt::AlignVCenter,
                 lines[i], itemFont);
            m_y += mm(rowHeight);
        }
    }
}

void SheetPainter::sectionHeading(const SheetSection &section, bool continued)
{
    const QString title =
        continued ? DeckRegistrationSheet::tr("%1 (continued)").arg(zoneTitle(section.zone))
                  : zoneTitle(section.zone);
    const QRectF box(0.0, m_y, width(), mm(sectionHeadingHeight));
    text(box, Qt::AlignLeft | Qt::AlignBottom, title, font(11.0, true));
    m_y += mm(sectionHeadingHeight);
    tableHeader();
}

void SheetPainter::tableHeader()
{
    const QFont bold = font(8.5, true);
    const double height = mm(tableHeaderHeight);
    const double nameLeft = mm(quantityWidth + columnGap);
    const double typeLeft = width() - mm(typeWidth);
    const double setLeft = typeLeft - mm(setWidth + columnGap);
    text(QRectF(0.0, m_y, mm(quantityWidth), height), Qt::AlignRight | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("Qty"), bold);
    text(QRectF(nameLeft, m_y, setLeft - nameLeft - mm(columnGap), height),
         Qt::AlignLeft | Qt::AlignVCenter, DeckRegistrationSheet::tr("Card"), bold);
    text(QRectF(setLeft, m_y, mm(setWidth), height), Qt::AlignLeft | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("Set"), bold);
    text(QRectF(typeLeft, m_y, mm(typeWidth), height), Qt::AlignLeft | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("Type"), bold);
    m_y += height;
    line(0.0, m_y, width(), m_y, 0.25, ink);
    m_y += mm(0.6);
}

void SheetPainter::cardRow(const SheetRow &row, int index)
{
    const QFont body = font(9.0);
    const double height = mm(rowHeight);
    if (m_painter && index % 2 == 1)
        m_painter->fillRect(QRectF(0.0, m_y, width(), height), stripe);
    const double nameLeft = mm(quantityWidth + columnGap);
    const double typeLeft = width() - mm(typeWidth);
    const double setLeft = typeLeft - mm(setWidth + columnGap);
    text(QRectF(0.0, m_y, mm(quantityWidth), height), Qt::AlignRight | Qt::AlignVCenter,
         QLocale().toString(row.quantity), body);
    text(QRectF(nameLeft, m_y, setLeft - nameLeft - mm(columnGap), height),
         Qt::AlignLeft | Qt::AlignVCenter, row.name, row.known ? body : font(9.0, false, true));
    text(QRectF(setLeft, m_y, mm(setWidth), height), Qt::AlignLeft | Qt::AlignVCenter, row.set,
         body);
    text(QRectF(typeLeft, m_y, mm(typeWidth), height), Qt::AlignLeft | Qt::AlignVCenter, row.type,
         body);
    m_y += height;
}

void SheetPainter::section(const SheetSection &section)
{
    // The heading stays with its first row (and the total, for a one-row section).
    const double firstRows = section.rows.size() <= 1 ? rowHeight + totalHeight : rowHeight;
    if (!fits(sectionHeadingHeight + tableHeaderHeight + 0.6 + firstRows))
        startPage();
    sectionHeading(section, false);

    if (section.rows.isEmpty()) {
        text(QRectF(mm(quantityWidth + columnGap), m_y, width(), mm(rowHeight)),
             Qt::AlignLeft | Qt::AlignVCenter, DeckRegistrationSheet::tr("No cards"),
             font(9.0, false, true), quietInk);
        m_y += mm(rowHeight);
    }
    for (qsizetype i = 0; i < section.rows.size(); ++i) {
        // The last row keeps the total with it.
        const double needed = i + 1 == section.rows.size() ? rowHeight + totalHeight : rowHeight;
        if (!fits(needed)) {
            startPage();
            sectionHeading(section, true);
        }
        cardRow(section.rows[i], int(i));
    }

    line(0.0, m_y, width(), m_y, 0.2);
    const QRectF box(0.0, m_y, width(), mm(totalHeight));
    text(box, Qt::AlignRight | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("%1 total: %2")
             .arg(zoneTitle(section.zone), cardCount(section.total)),
         font(9.0, true));
    m_y += mm(totalHeight + sectionGap);
}

// Lead, Group Deck and Plot Deck together; shared One Big Deck piles are not the player's.
void SheetPainter::deckTotal()
{
    int lead = 0;
    int groupDeck = 0;
    int plotDeck = 0;
    for (const SheetSection &section : m_sections) {
        if (section.zone == DeckZone::Lead)
            lead = section.total;
        else if (section.zone == DeckZone::GroupDeck)
            groupDeck = section.total;
        else if (section.zone == DeckZone::PlotDeck)
            plotDeck = section.total;
    }
    if (!fits(totalHeight + 2.0))
        startPage();
    line(0.0, m_y - mm(sectionGap * 0.5), width(), m_y - mm(sectionGap * 0.5), 0.5, ink);
    const QRectF box(0.0, m_y, width(), mm(totalHeight + 1.0));
    text(box, Qt::AlignLeft | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("Deck total: %1").arg(cardCount(lead + groupDeck + plotDeck)),
         font(10.5, true));
    text(box, Qt::AlignRight | Qt::AlignVCenter,
         DeckRegistrationSheet::tr("Lead %L1 · Group Deck %L2 · Plot Deck %L3")
             .arg(lead)
             .arg(groupDeck)
             .arg(plotDeck),
         font(9.0), quietInk);
    m_y += mm(totalHeight + 1.0 + sectionGap + 1.5);
}

void SheetPainter::notes()
{
    if (m_deck.notes.trimmed().isEmpty())
        return;
    const QFont body = font(9.0);
    const QStringList lines = wrapped(m_deck.notes.trimmed(), body, width());
    const auto heading = [this](bool continued) {
        text(QRectF(0.0, m_y, width(), mm(sectionHeadingHeight)), Qt::AlignLeft | Qt::AlignBottom,
             continued ? DeckRegistrationSheet::tr("Notes (continued)")
                       : DeckRegistrationSheet::tr("Notes"),
             font(11.0, true));
        m_y += mm(sectionHeadingHeight + 1.0);
    };
    if (!fits(sectionHeadingHeight + 1.0 + rowHeight))
        startPage();
    heading(false);
    for (const QString &textLine : lines) {
        if (!fits(rowHeight)) {
            startPage();
            heading(true);
        }
        text(QRectF(0.0, m_y, width(), mm(rowHeight)), Qt::AlignLeft | Qt::AlignVCenter, textLine,
             body);
        m_y += mm(rowHeight);
    }
}

} // namespace

QStringList DeckRegistrationSheet::verdictText(const Deck &deck, const DeckVerdict &verdict)
{
    QStringList lines;
    for (const VerdictItem &item : verdictItems(deck, verdict)) {
        switch (item.kind) {
        case VerdictItem::Kind::Status:
            lines.append(tr("Verdict: %1").arg(item.text));
            break;
        case VerdictItem::Kind::Problem:
        case VerdictItem::Kind::Note:
            lines.append(tr("• %1", "a problem or rule in the printed verdict").arg(item.text));
            break;
        case VerdictItem::Kind::NoteHeading:
            lines.append(item.text);
            break;
        }
    }
    return lines;
}

bool DeckRegistrationSheet::write(const Deck &deck, const CardRepository &cards,
                                  const Options &options, const QString &path, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    };

    QByteArray pdf;
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(resolution);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(sideMargin, topMargin, sideMargin, bottomMargin),
                                         QPageLayout::Millimeter));
        writer.setTitle(deck.name.isEmpty() ? tr("Deck Registration Sheet")
                                            : tr("Deck Registration Sheet: %1").arg(deck.name));
        writer.setCreator(u"INWO Assistant "_s + QLatin1StringView(INWO_VERSION));

        const QList<SheetSection> sections = sectionsOf(deck, cards);
        const int pages = SheetPainter(writer, deck, options, sections).run(nullptr, 0);
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(tr("the PDF could not be started"));
        painter.setRenderHint(QPainter::Antialiasing);
        SheetPainter(writer, deck, options, sections).run(&painter, pages);
        if (!painter.end())
            return fail(tr("the PDF could not be finished"));
    }

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(pdf) != pdf.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(why);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace inwo
