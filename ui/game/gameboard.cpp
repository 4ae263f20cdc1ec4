#include "gameboard.h"

#include "cards/cardrepository.h"
#include "common/colours.h"
#include "common/statuscolours.h"
#include "table/tablestats.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

constexpr qreal Padding = 6;
constexpr qreal TokenSize = 13;
constexpr qreal ArrowDepth = 9; // how far an arrow marker reaches below its card
constexpr qreal ArrowWidth = 14;
constexpr qreal ColumnGap = 14;      // between cards side by side
constexpr qreal LevelGap = 34;       // between a master and its puppets
constexpr qreal BlockGap = 36;       // between the players' blocks
constexpr qreal HeaderGap = 8;       // between a block's title and its first card
constexpr qreal MinimumScale = 0.85; // below it the cards' words are too small to read

// Each seat's colour, light enough to read black text on.
QColor seatColour(int seat)
{
    static const QColor colours[] = {QColor(0x1e, 0x88, 0xe5), QColor(0xe5, 0x39, 0x35),
                                     QColor(0x43, 0xa0, 0x47), QColor(0x8e, 0x24, 0xaa),
                                     QColor(0xfb, 0x8c, 0x00), QColor(0x00, 0x89, 0x7b)};
    if (seat < 0)
        return QColor(0x9e, 0x9e, 0x9e);
    return colours[seat % int(std::size(colours))];
}

GameBoardScene *boardOf(const QGraphicsItem *item)
{
    return static_cast<GameBoardScene *>(item->scene());
}

// One card: its face, its tokens and the markers of its outgoing arrows. A group of a Power
// Structure can be dragged; its scene decides what a drop means.
class CardItem : public QGraphicsItem
{
public:
    CardItem(const BoardCard &card, const QSizeF &size, const QColor &seat)
        : m_card(card), m_size(size), m_seat(seat)
    {
        setAcceptedMouseButtons(Qt::LeftButton);
        setCursor(Qt::PointingHandCursor);
        setToolTip(card.toolTip);
    }

    const BoardCard &card() const { return m_card; }
    bool draggable() const
    {
        return m_card.kind == BoardCard::Kind::Group || m_card.kind == BoardCard::Kind::Resource;
    }

    QRectF boundingRect() const override
    {
        return QRectF(QPointF(0, 0), m_size).adjusted(-3, -3, 3, 3 + ArrowDepth);
    }

    QRectF tokenRect(int token) const
    {
        return QRectF(Padding + token * (TokenSize + 4), m_size.height() - Padding - TokenSize,
                      TokenSize, TokenSize);
    }

    int arrowCount() const { return m_card.arrows.value_or(0); }
    QRectF arrowRect(int arrow) const
    {
        const qreal step = m_size.width() / (arrowCount() + 1);
        return QRectF(step * (arrow + 1) - ArrowWidth / 2, m_size.height(), ArrowWidth, ArrowDepth);
    }

    void setTakenArrows(const QList<int> &taken) { m_taken = taken; }
    void setHighlightedArrow(int arrow)
    {
        if (arrow != m_highlighted) {
            m_highlighted = arrow;
            update();
        }
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget) override
    {
        const QPalette palette = widget ? widget->palette() : QApplication::palette();
        const bool selected = boardOf(this)->selectedCard() == m_card.id;
        const bool resource = m_card.kind == BoardCard::Kind::Resource;
        const bool illuminati = m_card.kind == BoardCard::Kind::Illuminati;
        painter->setRenderHint(QPainter::Antialiasing);

        const QRectF face(QPointF(0, 0), m_size);
        const QColor base = palette.color(QPalette::Base);
        painter->setBrush(mix(m_seat, base, illuminati ? 0.28 : 0.14));
        QPen border(selected ? palette.color(QPalette::Highlight) : m_seat.darker(140),
                    selected ? 3.0 : (illuminati ? 2.2 : 1.2));
        if (resource && !selected)
            border.setStyle(Qt::DashLine);
        painter->setPen(border);
        painter->drawRoundedRect(face.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);

        // The name, then Power and Resistance.
        QFont bold = painter->font();
        bold.setBold(true);
        const QColor text = palette.color(QPalette::Text);
        const QFontMetricsF boldMetrics(bold);
        const QFontMetricsF metrics(painter->font());
        const qreal width = m_size.width() - 2 * Padding;
        painter->setFont(bold);
        painter->setPen(text);
        painter->drawText(QRectF(Padding, Padding, width, boldMetrics.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          boldMetrics.elidedText(m_card.name, Qt::ElideRight, width));
        QFont normal = bold;
        normal.setBold(false);
        painter->setFont(normal);
        painter->setPen(mix(text, base, 0.8));
        painter->drawText(QRectF(Padding, Padding + boldMetrics.height(), width, metrics.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(m_card.statsLine, Qt::ElideRight, width));

        // The tokens: filled while left, hollow once spent.
        const QColor gold(0xf9, 0xa8, 0x25);
        for (int token = 0; token < m_card.tokens; ++token) {
            const bool spent = token >= m_card.tokens - m_card.tokensSpent;
            painter->setPen(QPen(gold.darker(160), 1.4));
            painter->setBrush(spent ? Qt::NoBrush : QBrush(gold));
            painter->drawEllipse(tokenRect(token));
        }
        if (m_card.devastated) {
            const QString devastated = GameBoardScene::tr("Devastated");
            painter->setPen(StatusColours::text(StatusTone::Bad, palette));
            painter->setFont(bold);
            painter->drawText(QRectF(Padding, m_size.height() - Padding - boldMetrics.height(),
                                     width, boldMetrics.height()),
                              Qt::AlignRight | Qt::AlignVCenter,
                              boldMetrics.elidedText(devastated, Qt::ElideRight,
                                                     width - m_card.tokens * (TokenSize + 4)));
        }

        // The outgoing arrows: filled where a group hangs, hollow while free.
        for (int arrow = 0; arrow < arrowCount(); ++arrow) {
            const QRectF at = arrowRect(arrow);
            QPolygonF triangle{at.topLeft(), at.topRight(), QPointF(at.center().x(), at.bottom())};
            const bool taken = m_taken.contains(arrow);
            const bool lit = arrow == m_highlighted;
            painter->setPen(QPen(lit ? palette.color(QPalette::Highlight) : m_seat.darker(150),
                                 lit ? 2.0 : 1.2));
            painter->setBrush(
                taken ? QBrush(m_seat.darker(130))
                      : (lit ? QBrush(palette.color(QPalette::Highlight)) : Qt::NoBrush));
            painter->drawPolygon(triangle);
        }
    }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override
    {
        for (int token = 0; token < m_card.tokens; ++token) {
            if (tokenRect(token).adjusted(-2, -2, 2, 2).contains(event->pos())) {
                boardOf(this)->pressToken(m_card.id, token);
                event->accept();
                return;
            }
        }
        boardOf(this)->pressCard(m_card.id);
        m_pressedAt = event->scenePos();
        m_origin = pos();
        m_dragging = false;
        event->accept();
    }

    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override
    {
        if (!draggable())
            return;
        if (!m_dragging &&
            (event->scenePos() - m_pressedAt).manhattanLength() < QApplication::startDragDistance())
            return;
        m_dragging = true;
        setZValue(10);
        setOpacity(0.85);
        setPos(m_origin + event->scenePos() - m_pressedAt);
        boardOf(this)->highlightArrowAt(event->scenePos(), m_card.id);
    }

    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override
    {
        if (!m_dragging)
            return;
        m_dragging = false;
        setPos(m_origin);
        setZValue(1);
        setOpacity(1.0);
        boardOf(this)->highlightArrowAt({}, {});
        boardOf(this)->dropCard(m_card.id, event->scenePos());
    }

    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *) override
    {
        boardOf(this)->activateCard(m_card.id);
    }

private:
    BoardCard m_card;
    QSizeF m_size;
    QColor m_seat;
    QList<int> m_taken;
    int m_highlighted = -1;
    QPointF m_pressedAt;
    QPointF m_origin;
    bool m_dragging = false;
};

CardItem *cardItemAt(const QGraphicsScene *scene, const InstanceId &id)
{
    for (QGraphicsItem *item : scene->items()) {
        if (auto *card = dynamic_cast<CardItem *>(item); card && card->card().id == id)
            return card;
    }
    return nullptr;
}

} // namespace

GameBoardScene::GameBoardScene(QObject *parent) : QGraphicsScene(parent)
{}

QSizeF GameBoardScene::cardSize() const
{
    QFont bold = QApplication::font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    const QFontMetricsF metrics(QApplication::font());
    // Wide enough for a long name's start and the numbers in full, in the reader's language.
    const qreal numbers = metrics.horizontalAdvance(tr("Power %1 · Resistance %2").arg(10).arg(10));
    const qreal width =
        std::max({150.0, metrics.averageCharWidth() * 23, numbers + 2 * Padding + 4});
    const qreal height = 2 * Padding + boldMetrics.height() + metrics.height() +
                         std::max(TokenSize, boldMetrics.height()) + 2;
    return {width, height};
}

void GameBoardScene::showTable(const Position &table, const TableStats &stats,
                               const CardRepository &cards)
{
    m_cards.clear();
    m_players.clear();
    m_headers.clear();
    m_turnOf = table.turnOf;
    const auto boardCardOf = [&](const TableCard &card, const QString &player,
                                 BoardCard::Kind kind) {
        BoardCard shown;
        shown.id = card.id;
        shown.player = player;
        shown.kind = kind;
        shown.name = card.card;
        shown.tokensSpent = card.tokensSpent;
        shown.devastated = card.devastated;
        shown.master = card.master.isEmpty() ? card.linkedTo : card.master;
        shown.arrow = card.arrow;
        if (const std::optional<EffectiveGroup> numbers = stats.numbers(card.id)) {
            if (numbers->known) {
                shown.power = numbers->power;
                shown.resistance = numbers->resistance;
            }
            // A card in the uncontrolled area has no token to spend.
            shown.tokens = kind == BoardCard::Kind::Uncontrolled ? 0 : numbers->tokens;
        }
        if (kind != BoardCard::Kind::Resource && kind != BoardCard::Kind::Uncontrolled &&
            !card.cardId.isEmpty()) {
            if (const std::optional<Card> printed = cards.cardById(card.cardId))
                shown.arrows = printed->arrows;
        }
        shown.tokensSpent = std::min(shown.tokensSpent, shown.tokens);
        describe(shown);
        return shown;
    };
    for (const TablePlayer &player : table.players) {
        m_players.append(player.name);
        QString header = player.name;
        if (player.eliminated)
            header = tr("%1 (out of the game)").arg(player.name);
        else if (player.name == table.turnOf)
            header = tr("%1 (whose turn it is)").arg(player.name);
        m_headers.insert(player.name, header);
        // The structure from the top: each card, then its puppets in the order of their arrows.
        std::function<void(const TableCard &, BoardCard::Kind)> add = [&](const TableCard &card,
                                                                          BoardCard::Kind kind) {
            m_cards.append(boardCardOf(card, player.name, kind));
            for (const TableCard *puppet : table.puppetsOf(card.id))
                add(*puppet, BoardCard::Kind::Group);
        };
        add(player.illuminati, BoardCard::Kind::Illuminati);
        for (const TableCard &resource : player.resources)
            m_cards.append(boardCardOf(resource, player.name, BoardCard::Kind::Resource));
    }
    if (!table.uncontrolled.isEmpty()) {
        m_players.append(QString());
        m_headers.insert(QString(), tr("The uncontrolled area"));
        for (const TableCard &card : table.uncontrolled)
            m_cards.append(boardCardOf(card, QString(), BoardCard::Kind::Uncontrolled));
    }
    if (!card(m_selected))
        m_selected = {};
    layOut();
}

void GameBoardScene::describe(BoardCard &card) const
{
    if (card.kind == BoardCard::Kind::Resource)
        card.statsLine = tr("Resource");
    else if (!card.power)
        card.statsLine = tr("card not known");
    else if (!card.resistance || card.kind == BoardCard::Kind::Illuminati)
        card.statsLine = tr("Power %1").arg(*card.power);
    else
        card.statsLine = tr("Power %1 · Resistance %2").arg(*card.power).arg(*card.resistance);
    QStringList lines{card.name, card.statsLine};
    if (card.tokens > 0)
        lines.append(tr("Action tokens: %1 of %2 left (click one to spend it or give it back)")
                         .arg(card.tokens - card.tokensSpent)
                         .arg(card.tokens));
    if (card.devastated)
        lines.append(tr("Devastated"));
    if (card.kind == BoardCard::Kind::Group)
        lines.append(tr("Drag it onto a free arrow to move it there."));
    card.toolTip = lines.join(u'\n');
}

void GameBoardScene::setWrapWidth(qreal width)
{
    width = std::max(width, 300.0);
    if (qAbs(width - m_wrapWidth) < 1)
        return;
    m_wrapWidth = width;
    layOut();
}

const BoardCard *GameBoardScene::card(const InstanceId &id) const
{
    if (id.isEmpty())
        return nullptr;
    for (const BoardCard &shown : m_cards) {
        if (shown.id == id)
            return &shown;
    }
    return nullptr;
}

void GameBoardScene::layOut()
{
    clear();
    m_rects.clear();
    const QSizeF size = cardSize();
    const QPalette palette = QApplication::palette();
    QFont titleFont = QApplication::font();
    titleFont.setBold(true);
    const qreal titleHeight = QFontMetricsF(titleFont).height();

    // Each block is laid out at (0, 0), then moved to its place in the flow.
    struct Block
    {
        QString player;
        QHash<QString, QPointF> at; // each card's top left
        QSizeF size;
    };
    QList<Block> blocks;
    for (qsizetype seat = 0; seat < m_players.size(); ++seat) {
        const QString &player = m_players.at(seat);
        Block block;
        block.player = player;
        QList<const BoardCard *> mine;
        for (const BoardCard &shown : m_cards) {
            if (shown.player == player)
                mine.append(&shown);
        }
        const auto puppets = [&](const BoardCard *master) {
            QList<const BoardCard *> below;
            for (const BoardCard *shown : mine) {
                if (shown->kind == BoardCard::Kind::Group && shown->master == master->id)
                    below.append(shown);
            }
            std::stable_sort(
                below.begin(), below.end(),
                [](const BoardCard *a, const BoardCard *b) { return a->arrow < b->arrow; });
            return below;
        };
        qreal bottom = titleHeight + HeaderGap;
        if (player.isEmpty()) {
            // The uncontrolled area: three cards a row.
            int index = 0;
            for (const BoardCard *shown : mine) {
                const QPointF at((index % 3) * (size.width() + ColumnGap),
                                 titleHeight + HeaderGap +
                                     (index / 3) * (size.height() + ColumnGap));
                block.at.insert(shown->id.value, at);
                bottom = std::max(bottom, at.y() + size.height());
                ++index;
            }
            block.size =
                QSizeF(std::min<qsizetype>(mine.size(), 3) * (size.width() + ColumnGap), bottom);
        } else {
            // A tree: each card centred over the cards below it.
            QHash<QString, qreal> widths;
            std::function<qreal(const BoardCard *)> widthOf = [&](const BoardCard *master) {
                qreal sum = 0;
                const QList<const BoardCard *> below = puppets(master);
                for (const BoardCard *puppet : below)
                    sum += widthOf(puppet);
                sum += ColumnGap * std::max<qsizetype>(0, below.size() - 1);
                const qreal width = std::max(size.width(), sum);
                widths.insert(master->id.value, width);
                return width;
            };
            std::function<void(const BoardCard *, qreal, qreal)> place =
                [&](const BoardCard *master, qreal left, qreal top) {
                    const qreal width = widths.value(master->id.value);
                    block.at.insert(master->id.value,
                                    QPointF(left + (width - size.width()) / 2, top));
                    bottom = std::max(bottom, top + size.height() + ArrowDepth);
                    const QList<const BoardCard *> below = puppets(master);
                    qreal sum = ColumnGap * std::max<qsizetype>(0, below.size() - 1);
                    for (const BoardCard *puppet : below)
                        sum += widths.value(puppet->id.value);
                    qreal x = left + (width - sum) / 2;
                    for (const BoardCard *puppet : below) {
                        place(puppet, x, top + size.height() + LevelGap);
                        x += widths.value(puppet->id.value) + ColumnGap;
                    }
                };
            qreal width = size.width();
            for (const BoardCard *shown : mine) {
                if (shown->kind == BoardCard::Kind::Illuminati) {
                    width = widthOf(shown);
                    place(shown, 0, titleHeight + HeaderGap);
                }
            }
            // The Resources in a row below, each linked to its card.
            qreal x = 0;
            const qreal top = bottom + LevelGap / 2;
            for (const BoardCard *shown : mine) {
                if (shown->kind != BoardCard::Kind::Resource)
                    continue;
                block.at.insert(shown->id.value, QPointF(x, top));
                x += size.width() + ColumnGap;
                bottom = top + size.height();
            }
            block.size = QSizeF(std::max(width, x - ColumnGap), bottom);
        }
        blocks.append(block);
    }

    // The blocks flow left to right, and on below when the width is full.
    qreal x = 0;
    qreal y = 0;
    qreal rowHeight = 0;
    for (qsizetype seat = 0; seat < blocks.size(); ++seat) {
        const Block &block = blocks.at(seat);
        if (x > 0 && x + block.size.width() > m_wrapWidth) {
            x = 0;
            y += rowHeight + BlockGap;
            rowHeight = 0;
        }
        const QPointF origin(x, y);
        const QColor seatColourOf = seatColour(block.player.isEmpty() ? -1 : int(seat));
        auto *title = addSimpleText(m_headers.value(block.player), titleFont);
        title->setBrush(palette.color(QPalette::Text));
        title->setPos(origin);
        auto *rule =
            addRect(QRectF(origin + QPointF(0, titleHeight + 2), QSizeF(block.size.width(), 2)),
                    Qt::NoPen, seatColourOf);
        rule->setZValue(-1);
        for (auto it = block.at.begin(); it != block.at.end(); ++it)
            m_rects.insert(it.key(), QRectF(origin + it.value(), size));
        x += block.size.width() + BlockGap;
        rowHeight = std::max(rowHeight, block.size.height());
    }

    // The cards, with the lines from their masters' arrows.
    QHash<QString, CardItem *> items;
    for (const BoardCard &shown : m_cards) {
        const int seat = int(m_players.indexOf(shown.player));
        auto *item = new CardItem(shown, size, seatColour(shown.player.isEmpty() ? -1 : seat));
        item->setPos(m_rects.value(shown.id.value).topLeft());
        item->setZValue(1);
        addItem(item);
        items.insert(shown.id.value, item);
    }
    QPen linkPen(mix(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.55), 1.4);
    for (const BoardCard &shown : m_cards) {
        if (shown.master.isEmpty() || shown.kind == BoardCard::Kind::Uncontrolled)
            continue;
        CardItem *master = items.value(shown.master.value);
        CardItem *item = items.value(shown.id.value);
        if (!master || !item)
            continue;
        const QRectF below = m_rects.value(shown.id.value);
        QPointF from;
        QPen pen = linkPen;
        if (shown.kind == BoardCard::Kind::Resource) {
            from = master->pos() + QPointF(size.width() / 2, size.height() / 2);
            pen.setStyle(Qt::DashLine);
        } else if (shown.arrow < master->arrowCount()) {
            from = master->pos() + master->arrowRect(shown.arrow).center() +
                   QPointF(0, ArrowDepth / 2);
        } else {
            from = master->pos() + QPointF(size.width() / 2, size.height());
        }
        const QPointF to(below.center().x(), below.top());
        QPainterPath path(from);
        const qreal middle = (from.y() + to.y()) / 2;
        path.cubicTo(QPointF(from.x(), middle), QPointF(to.x(), middle), to);
        auto *line = addPath(path, pen);
        line->setZValue(0);
    }
    for (auto it = items.begin(); it != items.end(); ++it) {
        QList<int> taken;
        for (const BoardCard &shown : m_cards) {
            if (shown.kind == BoardCard::Kind::Group && shown.master.value == it.key())
                taken.append(shown.arrow);
        }
        it.value()->setTakenArrows(taken);
    }
    setSceneRect(itemsBoundingRect().adjusted(-8, -8, 8, 8));
}

void GameBoardScene::selectCard(const InstanceId &id)
{
    const InstanceId before = m_selected;
    m_selected = card(id) ? id : InstanceId();
    if (before == m_selected)
        return;
    for (const InstanceId &changed : {before, m_selected}) {
        if (CardItem *item = cardItemAt(this, changed))
            item->update();
    }
}

QRectF GameBoardScene::cardRect(const InstanceId &id) const
{
    return m_rects.value(id.value);
}

QPointF GameBoardScene::tokenCentre(const InstanceId &id, int token) const
{
    const CardItem *item = cardItemAt(this, id);
    return item ? item->mapToScene(item->tokenRect(token).center()) : QPointF();
}

QPointF GameBoardScene::arrowCentre(const InstanceId &id, int arrow) const
{
    const CardItem *item = cardItemAt(this, id);
    return item ? item->mapToScene(item->arrowRect(arrow).center()) : QPointF();
}

void GameBoardScene::pressCard(const InstanceId &id)
{
    selectCard(id);
    emit cardSelected(m_selected);
}

void GameBoardScene::pressToken(const InstanceId &id, int token)
{
    selectCard(id);
    emit cardSelected(m_selected);
    const BoardCard *shown = card(id);
    if (!shown)
        return;
    const bool spent = token >= shown->tokens - shown->tokensSpent;
    // After the item's mouse event has returned: the game's answer redraws the board.
    QMetaObject::invokeMethod(
        this, [this, id, spent] { emit tokenClicked(id, spent); }, Qt::QueuedConnection);
}

std::optional<QPair<InstanceId, int>> GameBoardScene::freeArrowAt(const QPointF &at,
                                                                  const InstanceId &moving) const
{
    for (QGraphicsItem *item : items(at, Qt::IntersectsItemBoundingRect)) {
        auto *master = dynamic_cast<CardItem *>(item);
        if (!master || master->card().id == moving || master->card().player.isEmpty())
            continue;
        for (int arrow = 0; arrow < master->arrowCount(); ++arrow) {
            const QRectF rect = master->mapRectToScene(master->arrowRect(arrow));
            if (!rect.adjusted(-6, -4, 6, 8).contains(at))
                continue;
            bool taken = false;
            for (const BoardCard &shown : m_cards) {
                if (shown.kind == BoardCard::Kind::Group && shown.master == master->card().id &&
                    shown.arrow == arrow && shown.id != moving)
                    taken = true;
            }
            if (!taken)
                return QPair<InstanceId, int>{master->card().id, arrow};
        }
    }
    return std::nullopt;
}

void GameBoardScene::highlightArrowAt(const QPointF &at, const InstanceId &moving)
{
    const std::optional<QPair<InstanceId, int>> free =
        moving.isEmpty() ? std::nullopt : freeArrowAt(at, moving);
    const InstanceId master = free ? free->first : InstanceId();
    const int arrow = free ? free->second : -1;
    if (master == m_highlightMaster && arrow == m_highlightArrow)
        return;
    if (CardItem *item = cardItemAt(this, m_highlightMaster))
        item->setHighlightedArrow(-1);
    m_highlightMaster = master;
    m_highlightArrow = arrow;
    if (CardItem *item = cardItemAt(this, master))
        item->setHighlightedArrow(arrow);
}

void GameBoardScene::dropCard(const InstanceId &id, const QPointF &at)
{
    const std::optional<QPair<InstanceId, int>> free = freeArrowAt(at, id);
    if (!free)
        return;
    const BoardCard *moving = card(id);
    if (!moving || moving->kind != BoardCard::Kind::Group)
        return;
    const InstanceId master = free->first;
    const int arrow = free->second;
    QMetaObject::invokeMethod(
        this, [this, id, master, arrow] { emit moveRequested(id, master, arrow); },
        Qt::QueuedConnection);
}

void GameBoardScene::activateCard(const InstanceId &id)
{
    QMetaObject::invokeMethod(
        this, [this, id] { emit cardActivated(id); }, Qt::QueuedConnection);
}

GameBoardView::GameBoardView(GameBoardScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent), m_board(scene)
{
    setRenderHint(QPainter::Antialiasing);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
    setDragMode(QGraphicsView::NoDrag);
}

void GameBoardView::fit()
{
    const qreal available = viewport()->width() - 4;
    m_board->setWrapWidth(available);
    const QRectF rect = m_board->sceneRect();
    qreal scale = rect.width() > 0 ? available / rect.width() : 1.0;
    scale = std::clamp(scale, MinimumScale, 1.0);
    setTransform(QTransform::fromScale(scale, scale));
}

void GameBoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fit();
}

void GameBoardView::keyPressEvent(QKeyEvent *event)
{
    const QList<BoardCard> &cards = m_board->cards();
    if (cards.isEmpty()) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    qsizetype at = -1;
    for (qsizetype i = 0; i < cards.size(); ++i) {
        if (cards.at(i).id == m_board->selectedCard())
            at = i;
    }
    InstanceId next;
    switch (event->key()) {
    case Qt::Key_Right:
        next = cards.at(at < 0 ? 0 : std::min(at + 1, cards.size() - 1)).id;
        break;
    case Qt::Key_Left:
        next = cards.at(at <= 0 ? 0 : at - 1).id;
        break;
    case Qt::Key_Home:
        next = cards.first().id;
        break;
    case Qt::Key_End:
        next = cards.last().id;
        break;
    case Qt::Key_Up:
        if (at >= 0 && !cards.at(at).master.isEmpty() && cards.at(at).player.size() > 0)
            next = cards.at(at).master;
        else
            next = cards.at(at <= 0 ? 0 : at - 1).id;
        break;
    case Qt::Key_Down: {
        if (at < 0) {
            next = cards.first().id;
            break;
        }
        for (const BoardCard &card : cards) {
            if (card.kind == BoardCard::Kind::Group && card.master == cards.at(at).id) {
                next = card.id;
                break;
            }
        }
        if (next.isEmpty())
            next = cards.at(std::min(at + 1, cards.size() - 1)).id;
        break;
    }
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    m_board->pressCard(next);
    showSelected();
    event->accept();
}

void GameBoardView::showSelected()
{
    const QRectF rect = m_board->cardRect(m_board->selectedCard());
    if (!rect.isEmpty())
        ensureVisible(rect, 16, 16);
}

} // namespace inwo
