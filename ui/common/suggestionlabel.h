#pragma once

#include <QLabel>
#include <QStringList>

namespace inwo {

// "No card matches. Did you mean Count Dracula?" under a card search: the nearest names as links,
// hidden while there are none. The card browser and the deck editor show the same one.
class SuggestionLabel : public QLabel
{
    Q_OBJECT

public:
    explicit SuggestionLabel(QWidget *parent = nullptr);

    // Shows `names` (nearest first), or hides the label when there are none.
    void setSuggestions(const QStringList &names);
    QStringList suggestions() const { return m_names; }
    // The text on show, "" while hidden.
    QString shownText() const;

signals:
    // A name was clicked or activated from the keyboard.
    void suggestionChosen(const QString &name);

private:
    QStringList m_names;
};

} // namespace inwo
