#pragma once

#include "attack/attackscenario.h"
#include "table/position.h"

#include <QMessageBox>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QSettings;
class QSplitter;
class QStringListModel;
class QTableView;

namespace inwo {

class CardDatabase;
struct Timeline;
class PlayForm;
class PlayItemsModel;
class PlayListModel;
class ResolutionSummaryModel;
class TableFactModel;
class TimelineDocument;
struct TimelineChange;

// The Timeline tab: the referee writes down the plays made on a table, in order (attacks, aid,
// Plots, cancels of cancels, dice), and sees after every edit what the rules make of each: which
// stand, which are cancelled, made illegal or refused, by which rule, and where every Action
// token, Plot and card ends up, with a summary for each player. An attack of the timeline opens
// in the adjudicator. Timelines are saved and opened as the JSON files `inwo resolve` reads.
class TimelineWidget : public QWidget
{
    Q_OBJECT

public:
    explicit TimelineWidget(CardDatabase &database, QWidget *parent = nullptr);
    ~TimelineWidget() override;

    TimelineDocument *document() const { return m_document; }
    // Writes the splitters into `settings`.
    void saveSettings(QSettings &settings) const;

    // Starts a new timeline on `position` (no plays yet); false and `error` when it cannot be
    // one (no player), and the timeline shown stays.
    bool startTimeline(const Position &position, QString *error);
    // The same from a position file.
    // The UTF-8 text of a file of at most `limit` bytes; nullopt after setting `error` (from
    // `tooLarge` or `notText`, each with %1 the file and %2 the megabytes or the problem).
    std::optional<QByteArray> readText(const QString &path, qsizetype limit,
                                       const QString &tooLarge, const QString &notText,
                                       QString *error);
    bool startFromPositionFile(const QString &path, QString *error);
    // Reads a timeline file; on failure sets `error` (with the JSON path of the problem) and
    // changes nothing.
    bool openTimelineFile(const QString &path, QString *error);
    // Writes the timeline; on failure sets `error` and leaves the file and the timeline as they
    // were.
    bool saveTimelineFile(const QString &path, QString *error);
    // The file opened or last saved ("" for a new timeline).
    QString currentFile() const;
    bool isModified() const;
    // Before the timeline is replaced (new, open, quit): unsaved changes are saved, discarded,
    // or keep it (false). Asks with a message box, or with `prompt` when one is set (tests).
    bool settleUnsavedChanges();
    using UnsavedChangesPrompt = std::function<QMessageBox::StandardButton()>;
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { m_prompt = std::move(prompt); }
    // Where New Timeline finds the Table tab's position (nullopt: no table yet).
    using TablePosition = std::function<std::optional<Position>()>;
    void setTablePosition(TablePosition source) { m_tablePosition = std::move(source); }
    // What New Timeline starts from when there is a table: asked with a message box, or with
    // `prompt` when one is set (tests).
    enum class StartFrom : quint8 { Table, PositionFile, Cancel };
    using StartPrompt = std::function<StartFrom()>;
    void setStartPrompt(StartPrompt prompt) { m_startPrompt = std::move(prompt); }

    // Puts the keyboard in the list of plays.
    void focusMainField();

    // Adds the play the form describes (Add Play): false, with the reason shown, when it cannot.
    bool addPlayFromForm();
    // The play selected in the list ("" when none).
    QString selectedPlay() const;
    void selectPlay(const QString &id);
    void removeSelectedPlay();
    void moveSelectedPlay(int step);
    // Opens the attack play `id` (or the attack the play `id` is part of) in the adjudicator
    // (attackChosen), with its standing aid, on the timeline's starting position; false, with
    // the reason shown, when it cannot be adjudicated.
    bool openAttack(const QString &id);

    PlayForm *form() const { return m_form; }
    PlayListModel *playModel() const { return m_playModel; }
    TableFactModel *linesModel() const { return m_linesModel; }
    PlayItemsModel *itemsModel() const { return m_itemsModel; }
    ResolutionSummaryModel *summaryModel() const { return m_summaryModel; }
    QTableView *playView() const { return m_playView; }
    // The last problem or outcome of an edit, shown under the plays.
    QString message() const;

public slots:
    // From the Table tab's position, or a position file when there is none (or when chosen).
    void newTimeline();
    // Ask for a file; report a problem in a message box.
    void openTimeline();
    void saveTimeline();
    void saveTimelineAs();
    // The cards changed (an import): read the names again.
    void refreshCards();

signals:
    // An attack of the timeline was chosen: the adjudicator shows it.
    void attackChosen(const inwo::AttackScenario &scenario);
    // The file or its unsaved state changed.
    void titleChanged();
    void statusMessage(const QString &message);
    // A line citing a rule was double-clicked (or asked with Ctrl+Shift+R): the Rules tab shows it.
    void ruleRequested(inwo::RuleId rule);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createPlays();
    QWidget *createForm();
    QWidget *createDetails();
    QWidget *createSummary();
    void documentChanged(const TimelineChange &change);
    void refresh();
    void showSelected();
    // The attack a play is part of (itself, the attack it names, or its `with` play's), or -1.
    static int attackIndexOf(const Timeline &timeline, int index);
    void updateButtons();
    void showMessage(const QString &message);
    void ensureNamesLoaded();
    // The name as the database prints it, when `written` reads as one card (or completes to
    // one with `names`); else as written, for the file reader to judge.
    QString printedName(const QString &written, QStringListModel *names) const;
    bool startFromPositionFileDialog();
    StartFrom askStart();
    QString lastFolder() const;
    void setLastFolder(const QString &path) const;

    CardDatabase &m_database;
    TimelineDocument *m_document = nullptr;
    UnsavedChangesPrompt m_prompt;
    TablePosition m_tablePosition;
    StartPrompt m_startPrompt;
    bool m_namesLoaded = false;

    QStringListModel *m_plotNames = nullptr;
    QStringListModel *m_groupNames = nullptr;
    QStringListModel *m_nwoNames = nullptr;

    PlayListModel *m_playModel = nullptr;
    QTableView *m_playView = nullptr;
    QPushButton *m_moveUp = nullptr;
    QPushButton *m_moveDown = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_message = nullptr;
    PlayForm *m_form = nullptr;

    QLabel *m_playTitle = nullptr;
    TableFactModel *m_linesModel = nullptr;
    QTableView *m_linesView = nullptr;
    PlayItemsModel *m_itemsModel = nullptr;
    QTableView *m_itemsView = nullptr;
    ResolutionSummaryModel *m_summaryModel = nullptr;
    QTableView *m_summaryView = nullptr;

    QSplitter *m_splitter = nullptr;      // the plays and the form | the selected play
    QSplitter *m_leftSplitter = nullptr;  // the plays | the form
    QSplitter *m_rightSplitter = nullptr; // its lines | its items
};

} // namespace inwo
