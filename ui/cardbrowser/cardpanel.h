#pragma once

#include "carddatabase.h"
#include "cards/card.h"

#include <QList>
#include <QPixmap>
#include <QWidget>

#include <optional>
#include <utility>

class QLabel;
class QScrollArea;

namespace inwo {

// Shows one card: its name, every fact the project stores, and the text and image the user
// imported from their own LackeyCCG plugin (or a hint where those come from).
class CardPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CardPanel(QWidget *parent = nullptr);

    void showCard(const Card &card, const CardDatabase::CardText &text);
    void clear();

    const std::optional<Card> &card() const { return m_card; }
    // The card's facts in a few plain lines, for a tooltip over a list of cards: name, type and
    // set, Power and Resistance, alignments, attributes, keywords.
    static QString summary(const Card &card);
    // Everything the panel shows, as plain text (for tests and the clipboard).
    QString plainText() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void addFact(const QString &label, const QString &value);
    void updateFacts();
    void updateImage();

    std::optional<Card> m_card;
    QScrollArea *m_scrollArea = nullptr;
    QLabel *m_placeholderLabel = nullptr;
    QWidget *m_content = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLabel *m_subtitleLabel = nullptr;
    QLabel *m_factsLabel = nullptr;
    QList<std::pair<QString, QString>> m_facts;
    QLabel *m_imageLabel = nullptr;
    QLabel *m_textHeading = nullptr;
    QLabel *m_textLabel = nullptr;
    QLabel *m_errataHeading = nullptr;
    QLabel *m_errataLabel = nullptr;
    QLabel *m_hintLabel = nullptr;
    QPixmap m_image;
};

} // namespace inwo
