#pragma once

#include "table/position.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHash>
#include <QList>

#include <optional>

namespace inwo {

class CardRepository;
class TableStats;

// What the board shows of one card: its numbers as the table's stat function gives them.
struct BoardCard
{
    enum class Kind : quint8 { Illuminati, Group, Resource, Uncontrolled };

    InstanceId id;
    QString player; // its controller; empty in the uncontrolled area
    Kind kind = Kind::Group;
    QString name;
    std::optional<int> power;
    std::optional<int> resistance;
    int tokens = 0; // the Action tokens it gets a turn (none for a card that cannot act)
    int tokensSpent = 0;
    bool devastated = false;
    std::optional<int> arrows; // its outgoing arrows, when the card is known
    InstanceId master;         // a group: the card it hangs from; a Resource: its link
    int arrow = 0;
    QString statsLine; // "Power 6 · Resistance 4", as the card shows it
    QString toolTip;
};

// Every Power Structure of the table drawn as cards on their arrows (issue 23): each player's
// Illuminati at the top of his block, each group below its master on the arrow it hangs from,
// each Resource below with a dashed link, then the uncontrolled area. A card shows its name,
// Power and Resistance, its Action tokens (a filled marker: one left; a hollow one: spent) and
// its devastation; each outgoing arrow is a marker on its lower edge, hollow while free. Clicking a
// token asks to spend it or to give it back; dragging a group onto a free arrow asks to move it
// there. The scene only asks (its signals): the game decides.
class GameBoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit GameBoardScene(QObject *parent = nullptr);

    // Draws `table` again, with each card's numbers from `stats` and its arrows from `cards`; the
    // selected card stays selected while it is on the table.
    void showTable(const Position &table, const TableStats &stats, const CardRepository &cards);
    // The width the players' blocks fill before the next one goes below.
    void setWrapWidth(qreal width);

    InstanceId selectedCard() const { return m_selected; }
    void selectCard(const InstanceId &id);
    // The cards in reading order: player by player, each structure from the top.
    const QList<BoardCard> &cards() const { return m_cards; }
    const BoardCard *card(const InstanceId &id) const;
    // Where a card and its arrows are drawn (for tests and the view).
    QRectF cardRect(const InstanceId &id) const;
    QPointF tokenCentre(const InstanceId &id, int token) const;
    QPointF arrowCentre(const InstanceId &id, int arrow) const;

    // The items' mouse, passed on as the scene's requests.
    void pressCard(const InstanceId &id);
    void pressToken(const InstanceId &id, int token);
    void dropCard(const InstanceId &id, const QPointF &at);
    void activateCard(const InstanceId &id);
    // The free arrow under `at` (a master and its arrow), for the card being dragged.
    std::optional<QPair<InstanceId, int>> freeArrowAt(const QPointF &at,
                                                      const InstanceId &moving) const;
    void highlightArrowAt(const QPointF &at, const InstanceId &moving);

signals:
    void cardSelected(const inwo::InstanceId &id);
    // A filled token: spend it (`spent` false); a hollow one: give it back (`spent` true).
    void tokenClicked(const inwo::InstanceId &id, bool spent);
    void moveRequested(const inwo::InstanceId &group, const inwo::InstanceId &master, int arrow);
    // Double click: the card's actions.
    void cardActivated(const inwo::InstanceId &id);

private:
    void layOut();
    QSizeF cardSize() const;
    // The words a card shows: its numbers, and what it is when there are none.
    void describe(BoardCard &card) const;

    QList<BoardCard> m_cards;
    QList<QString> m_players; // in seating order, then "" for the uncontrolled area
    QHash<QString, QString> m_headers;
    QString m_turnOf;
    QHash<QString, QRectF> m_rects; // by card identity
    InstanceId m_selected;
    qreal m_wrapWidth = 900;
    InstanceId m_highlightMaster;
    int m_highlightArrow = -1;
};

// The board's view: it scales the board down (not below 85%) to fit its width, and moves the
// selection with the keyboard: Left and Right to the previous and next card, Up to the master,
// Down to the first puppet.
class GameBoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit GameBoardView(GameBoardScene *scene, QWidget *parent = nullptr);

    GameBoardScene *board() const { return m_board; }
    // Fits the board to the view again (after the table changed).
    void fit();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void showSelected();

    GameBoardScene *m_board;
};

} // namespace inwo
