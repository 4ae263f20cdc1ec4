#include "suggestionlabel.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace inwo {

SuggestionLabel::SuggestionLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    hide();
    connect(this, &QLabel::linkActivated, this, [this](const QString &link) {
        emit suggestionChosen(QUrl::fromPercentEncoding(link.toUtf8()));
    });
}

void SuggestionLabel::setSuggestions(const QStringList &names)
{
    m_names = names;
    if (names.isEmpty()) {
        clear();
        hide();
        return;
    }
    QStringList links;
    for (const QString &name : names) {
        links.append(u"<a href=\"%1\">%2</a>"_s.arg(
            QString::fromUtf8(QUrl::toPercentEncoding(name)), name.toHtmlEscaped()));
    }
    //: %1 lists card names as links, separated by commas
    setText(tr("No card matches. Did you mean %1? Enter takes the first.")
                .arg(links.join(tr(", ", "list separator"))));
    show();
}

QString SuggestionLabel::shownText() const
{
    return isHidden() ? QString() : text();
}

} // namespace inwo
