#include "participantstatus.h"

#include <QBrush>
#include <QColor>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

const QColor CountedColor(0x1e, 0x7b, 0x34);
const QColor RefusedColor(0xb3, 0x1b, 0x1b);
const QColor NotReachedColor(0x80, 0x80, 0x80);

// A round mark: a tick for counted, a cross for refused, a dash for not reached.
QIcon mark(ParticipantStatus::State state)
{
    constexpr int size = 16;
    QPixmap pixmap(size * 2, size * 2);
    pixmap.setDevicePixelRatio(2.0);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = state == ParticipantStatus::State::Counted   ? CountedColor
                          : state == ParticipantStatus::State::Refused ? RefusedColor
                                                                       : NotReachedColor;
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3));
    painter.setPen(QPen(Qt::white, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    if (state == ParticipantStatus::State::Counted) {
        painter.drawPolyline(QPolygonF({{4.6, 8.2}, {7.0, 10.6}, {11.4, 5.6}}));
    } else if (state == ParticipantStatus::State::Refused) {
        painter.drawLine(QPointF(5.5, 5.5), QPointF(10.5, 10.5));
        painter.drawLine(QPointF(10.5, 5.5), QPointF(5.5, 10.5));
    } else {
        painter.drawLine(QPointF(5.0, 8.0), QPointF(11.0, 8.0));
    }
    return QIcon(pixmap);
}

} // namespace

QString signedNumber(int value)
{
    if (value > 0)
        return u"+%1"_s.arg(value);
    if (value < 0)
        return u"\u2212%1"_s.arg(-value);
    return u"0"_s;
}

QString factCitation(const AttackFact &fact)
{
    const QString source = factSource(fact);
    if (fact.rule == RuleId::None || fact.isAbility())
        return source;
    return ParticipantStatusText::tr("%1 %2").arg(ruleCode(fact.rule), source);
}

QVariant ParticipantStatus::data(int role) const
{
    if (state == State::Unknown)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (state) {
        case State::Counted:
            return ParticipantStatusText::tr("%1 counted").arg(signedNumber(value));
        case State::Refused:
            return ParticipantStatusText::tr("refused: %1").arg(reason);
        case State::NotReached:
            return ParticipantStatusText::tr("not adjudicated");
        case State::Unknown:
            break;
        }
        return {};
    case Qt::DecorationRole: {
        static const QIcon counted = mark(State::Counted);
        static const QIcon refused = mark(State::Refused);
        static const QIcon notReached = mark(State::NotReached);
        return state == State::Counted ? counted : state == State::Refused ? refused : notReached;
    }
    case Qt::ForegroundRole:
        if (state == State::Refused)
            return QBrush(RefusedColor);
        if (state == State::NotReached)
            return QBrush(NotReachedColor);
        return {};
    case Qt::ToolTipRole: {
        QString text = state == State::Refused
                           ? ParticipantStatusText::tr("Refused: %1").arg(reason)
                       : state == State::Counted
                           ? ParticipantStatusText::tr("Counted: %1").arg(reason)
                           : ParticipantStatusText::tr("The attack itself is illegal, so "
                                                       "nobody's part is counted.");
        if (!source.isEmpty())
            text += u'\n' + ParticipantStatusText::tr("Source: %1").arg(source);
        return text;
    }
    default:
        break;
    }
    return {};
}

} // namespace inwo
