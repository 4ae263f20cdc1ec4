#include "cardpanel.h"

#include "common/enumnames.h"

#include <QDir>
#include <QLabel>
#include <QScrollArea>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr int maxImageWidth = 420;
constexpr int maxImageHeight = 560;

QLabel *makeTextLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel *makeHeading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

template <typename T> QString nameList(const QList<T> &values)
{
    QStringList names;
    names.reserve(values.size());
    for (const T value : values)
        names.append(EnumNames::name(value));
    return names.join(EnumNames::tr(", ", "list separator"));
}

} // namespace

CardPanel::CardPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_placeholderLabel = new QLabel(tr("Select a card to see its facts."), this);
    m_placeholderLabel->setObjectName(u"cardPanelPlaceholder"_s);
    m_placeholderLabel->setAlignment(Qt::AlignCenter);
    m_placeholderLabel->setWordWrap(true);
    m_placeholderLabel->setEnabled(false);
    layout->addWidget(m_placeholderLabel);

    m_scrollArea = new QScrollArea(this);
    m_scrollArea->setWidgetResizable(true);
    m_scrollArea->setFrameShape(QFrame::NoFrame);
    m_scrollArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scrollArea->setFocusPolicy(Qt::NoFocus); // no invisible Tab stop
    layout->addWidget(m_scrollArea);

    m_content = new QWidget;
    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(12, 10, 12, 10);

    m_nameLabel = makeTextLabel(m_content);
    m_nameLabel->setObjectName(u"cardName"_s);
    QFont headingFont = m_nameLabel->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.5);
    m_nameLabel->setFont(headingFont);
    contentLayout->addWidget(m_nameLabel);

    m_subtitleLabel = makeTextLabel(m_content);
    m_subtitleLabel->setObjectName(u"cardId"_s);
    m_subtitleLabel->setForegroundRole(QPalette::PlaceholderText);
    contentLayout->addWidget(m_subtitleLabel);
    contentLayout->addSpacing(6);

    // One rich-text label: it wraps long values (requirements) as a whole and selects as one.
    m_factsLabel = new QLabel(m_content);
    m_factsLabel->setObjectName(u"cardFacts"_s);
    m_factsLabel->setTextFormat(Qt::RichText);
    m_factsLabel->setWordWrap(true);
    m_factsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_factsLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    contentLayout->addWidget(m_factsLabel);
    contentLayout->addSpacing(10);

    m_imageLabel = new QLabel(m_content);
    m_imageLabel->setObjectName(u"cardImage"_s);
    m_imageLabel->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    contentLayout->addWidget(m_imageLabel);

    m_textHeading = makeHeading(tr("Card text"), m_content);
    contentLayout->addWidget(m_textHeading);
    m_textLabel = makeTextLabel(m_content);
    m_textLabel->setObjectName(u"cardText"_s);
    contentLayout->addWidget(m_textLabel);

    m_errataHeading = makeHeading(tr("Errata"), m_content);
    contentLayout->addWidget(m_errataHeading);
    m_errataLabel = makeTextLabel(m_content);
    m_errataLabel->setObjectName(u"cardErrata"_s);
    contentLayout->addWidget(m_errataLabel);

    m_hintLabel = makeTextLabel(m_content);
    m_hintLabel->setObjectName(u"cardTextHint"_s);
    m_hintLabel->setForegroundRole(QPalette::PlaceholderText);
    contentLayout->addWidget(m_hintLabel);
    contentLayout->addStretch(1);

    m_scrollArea->setWidget(m_content);
    clear();
}

void CardPanel::clear()
{
    m_card.reset();
    m_image = QPixmap();
    m_facts.clear();
    updateFacts();
    m_scrollArea->hide();
    m_placeholderLabel->show();
}

void CardPanel::addFact(const QString &label, const QString &value)
{
    m_facts.append({label, value});
}

void CardPanel::updateFacts()
{
    // Half way between text and background: quieter than the values, readable in any theme.
    const QColor text = palette().color(QPalette::WindowText);
    const QColor background = palette().color(QPalette::Window);
    const QString labelColor =
        QColor((text.red() + background.red()) / 2, (text.green() + background.green()) / 2,
               (text.blue() + background.blue()) / 2)
            .name();
    QString html = u"<table cellspacing=\"0\" cellpadding=\"2\">"_s;
    for (const auto &[label, value] : std::as_const(m_facts)) {
        html += u"<tr><td style=\"color:"_s % labelColor % u"; padding-right:12px\">"_s %
                label.toHtmlEscaped().replace(u' ', u"&nbsp;"_s) % u"</td><td>"_s %
                value.toHtmlEscaped() % u"</td></tr>"_s;
    }
    html += u"</table>"_s;
    m_factsLabel->setText(html);
}

void CardPanel::showCard(const Card &card, const CardDatabase::CardText &text)
{
    m_card = card;
    m_facts.clear();

    m_nameLabel->setText(card.name);
    m_subtitleLabel->setText(card.id);

    addFact(tr("Type:"), EnumNames::typeName(card));
    addFact(tr("Set:"), EnumNames::name(card.set));
    addFact(tr("Rarity:"), EnumNames::name(card.rarity));
    addFact(tr("Back:"), EnumNames::name(card.back));
    if (card.isGroup() || !card.power.isEmpty())
        addFact(tr("Power:"), card.power.isEmpty() ? tr("none") : card.power.toDisplayString());
    if (!card.globalPower.isEmpty())
        addFact(tr("Global Power:"), card.globalPower.toDisplayString());
    if (card.isGroup() || !card.resistance.isEmpty()) {
        addFact(tr("Resistance:"),
                card.resistance.isEmpty() ? tr("none") : card.resistance.toDisplayString());
    }
    if (card.isGroup() || !card.alignments.isEmpty()) {
        addFact(tr("Alignments:"),
                card.alignments.isEmpty() ? tr("none") : EnumNames::alignments(card));
    }
    if (!card.attributes.isEmpty())
        addFact(tr("Attributes:"), EnumNames::attributes(card));
    if (card.isGroup() || card.arrows)
        addFact(tr("Control arrows:"), QString::number(card.arrows.value_or(0)));
    if (!card.resourceKinds.isEmpty())
        addFact(tr("Resource kind:"), nameList(card.resourceKinds));
    if (card.actionTokens > 0 || card.actionTokensVariable) {
        QString tokens = card.actionTokens > 0 ? QString::number(card.actionTokens) : QString();
        if (card.actionTokensVariable)
            tokens += u'*';
        addFact(tr("Action tokens:"), tokens);
    }
    if (!card.keywords.isEmpty())
        addFact(tr("Keywords:"), nameList(card.keywords));
    if (!card.requirement.isEmpty()) {
        // A sentence of its own ("Requires an action (...)", "May require ...").
        addFact(tr("Requirement:"), card.requirement.toDisplayString());
    }
    addFact(tr("Errata:"), card.hasErrata ? tr("Yes, this card has official errata") : tr("No"));
    updateFacts();

    m_textHeading->setVisible(!text.text.isEmpty());
    m_textLabel->setVisible(!text.text.isEmpty());
    m_textLabel->setText(text.text);
    m_errataHeading->setVisible(!text.errata.isEmpty());
    m_errataLabel->setVisible(!text.errata.isEmpty());
    m_errataLabel->setText(text.errata);

    m_image = QPixmap();
    QString hint;
    if (!text.imagePath.isEmpty()) {
        if (!m_image.load(text.imagePath)) {
            hint = tr("The imported image file %1 could not be loaded.")
                       .arg(QDir::toNativeSeparators(text.imagePath));
        }
    }
    if (text.text.isEmpty() && text.errata.isEmpty() && text.imagePath.isEmpty()) {
        hint = tr("Card text and images are not part of INWO Assistant. To see them here, import "
                  "your own LackeyCCG INWO plugin folder with File > Import LackeyCCG Folder…");
    }
    m_hintLabel->setText(hint);
    m_hintLabel->setVisible(!hint.isEmpty());
    updateImage();

    m_placeholderLabel->hide();
    m_scrollArea->show();
    m_scrollArea->ensureVisible(0, 0);
}

void CardPanel::updateImage()
{
    if (m_image.isNull()) {
        m_imageLabel->clear();
        m_imageLabel->hide();
        return;
    }
    const int available = m_scrollArea->viewport()->width() - 24;
    const QSize bound(std::clamp(available, 80, maxImageWidth), maxImageHeight);
    const QPixmap scaled =
        m_image.size().boundedTo(bound) == m_image.size()
            ? m_image
            : m_image.scaled(bound, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    m_imageLabel->setPixmap(scaled);
    m_imageLabel->show();
}

void CardPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_image.isNull())
        updateImage();
}

QString CardPanel::summary(const Card &card)
{
    QStringList lines{card.name, tr("%1 · %2", "a card's type and set")
                                     .arg(EnumNames::typeName(card), EnumNames::name(card.set))};
    QStringList stats;
    if (card.isGroup() || !card.power.isEmpty()) {
        QString power = card.power.isEmpty() ? tr("none") : card.power.toDisplayString();
        if (!card.globalPower.isEmpty())
            power = tr("%1, Global %2").arg(power, card.globalPower.toDisplayString());
        stats.append(tr("Power %1").arg(power));
    }
    if (card.isGroup() || !card.resistance.isEmpty()) {
        stats.append(
            tr("Resistance %1")
                .arg(card.resistance.isEmpty() ? tr("none") : card.resistance.toDisplayString()));
    }
    if (!stats.isEmpty())
        lines.append(stats.join(tr(" · ", "between a card's Power and Resistance")));
    if (!card.alignments.isEmpty())
        lines.append(tr("Alignments: %1").arg(EnumNames::alignments(card)));
    if (!card.attributes.isEmpty())
        lines.append(tr("Attributes: %1").arg(EnumNames::attributes(card)));
    if (!card.keywords.isEmpty())
        lines.append(tr("Keywords: %1").arg(nameList(card.keywords)));
    if (card.hasErrata)
        lines.append(tr("This card has official errata."));
    return lines.join(u'\n');
}

QString CardPanel::plainText() const
{
    if (!m_card)
        return m_placeholderLabel->text();
    QStringList lines{m_nameLabel->text(), m_subtitleLabel->text()};
    for (const auto &[label, value] : m_facts)
        lines.append(label % u' ' % value);
    if (!m_textLabel->text().isEmpty())
        lines << m_textHeading->text() << m_textLabel->text();
    if (!m_errataLabel->text().isEmpty())
        lines << m_errataHeading->text() << m_errataLabel->text();
    if (!m_hintLabel->text().isEmpty())
        lines.append(m_hintLabel->text());
    return lines.join(u'\n');
}

} // namespace inwo
