#pragma once

#include "attack/attackscenario.h"
#include "attack/declaredattack.h"
#include "table/position.h"
#include "timeline/timeline.h"

#include <QWidget>

#include <functional>
#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QSettings;
class QSplitter;
class QStackedWidget;
class QStringListModel;
class QTabWidget;
class QTableView;
class QTreeView;

namespace inwo {

class AttackListModel;
class CardDatabase;
class GameBoardScene;
class GameBoardView;
class GameDocument;
class GameLogModel;
class GamePlayersModel;
class PowerStructureModel;
class TableFactModel;
struct GameChange;

// The Game tab (issue 23): a live game followed beside a real table, turn by turn. Each player's
// Power Structure is drawn as cards on their arrows (or as a tree); clicking a token spends it or
// gives it back, dragging a group onto a free arrow moves it; the selected card can attack, be
// captured, destroyed, devastated or moved; each player's hand, Plots, Goal cards and megabucks
// are beside it with their draws and discards; a bar says the round, whose turn and the phase,
// with Next Phase and Next Turn. Beside them the log of every event with its status and rule,
// everyone's goals, and what the player whose turn it is can attack. Every change is an event the
// game accepts (and stores at once) or refuses with its rule, changing nothing.
class GameWidget : public QWidget
{
    Q_OBJECT

public:
    explicit GameWidget(CardDatabase &database, QWidget *parent = nullptr);
    ~GameWidget() override;

    GameDocument *document() const { return m_document; }
    void saveSettings(QSettings &settings) const;

    // Starts a game on `position`, stored under `name`; false with `error`, and the game open
    // stays.
    bool startGame(const QString &name, const Position &position, QString *error);
    bool startFromPositionFile(const QString &path, const QString &name, QString *error);
    bool openGame(qint64 id, QString *error);
    // Offers the most recent unfinished game, when no game is open (the bar above the tab).
    void offerResume();

    // Where New Game finds the Table tab's position (nullopt: no table yet).
    using TablePosition = std::function<std::optional<Position>()>;
    void setTablePosition(TablePosition source) { m_tablePosition = std::move(source); }
    // Where Edit on the Table Tab puts the game's table for the referee to correct.
    using TableSink = std::function<void(const Position &)>;
    void setTableSink(TableSink sink) { m_tableSink = std::move(sink); }
    // Where Apply Timeline finds the Timeline tab's timeline (nullopt: none).
    using TimelineSource = std::function<std::optional<Timeline>()>;
    void setTimelineSource(TimelineSource source) { m_timelineSource = std::move(source); }

    // Offers the plays one by one as events, each with the plays it names renamed; stops at the
    // first one refused and says why. Returns how many were applied.
    int applyPlays(const QList<Play> &plays);

    // Puts the keyboard in the board (or the tree).
    void focusMainField();

    InstanceId selectedCard() const { return m_selected; }
    void selectCard(const InstanceId &id);
    // The player the player actions are for: the one selected in the players' table, else the
    // selected card's, else the one whose turn it is.
    QString selectedPlayer() const;
    void selectPlayer(const QString &player);
    // The last outcome or refusal shown under the turn bar.
    QString message() const;

    GameBoardScene *boardScene() const { return m_boardScene; }
    GameBoardView *boardView() const { return m_boardView; }
    QTreeView *structureView() const { return m_structureView; }
    PowerStructureModel *structureModel() const { return m_structureModel; }
    GameLogModel *logModel() const { return m_logModel; }
    QTreeView *logView() const { return m_logView; }
    TableFactModel *goalsModel() const { return m_goalsModel; }
    AttackListModel *attackModel() const { return m_attackModel; }
    QTableView *attackView() const { return m_attackView; }
    GamePlayersModel *playersModel() const { return m_playersModel; }
    QTableView *playersView() const { return m_playersView; }
    QWidget *resumeBar() const { return m_resumeBar; }
    QLabel *turnLabel() const { return m_turnLabel; }

public slots:
    // Asks for a name and what to start from (the Table tab's table or a position file).
    void newGame();
    // Lists the stored games, unfinished first.
    void openGameDialog();
    void nextPhase();
    void nextTurn();
    void spendToken();
    void refreshToken();
    void attackWithSelected();
    void moveSelected();
    void captureSelected();
    void destroySelected();
    void toggleDevastation();
    void drawPlot();
    void drawGroup();
    void drawGoal();
    void exposePlot();
    void discardFromHand();
    void claimVictory();
    void eliminatePlayer();
    // Records the attack of the attack list's row (its attacker, target and free aid), with its
    // dice, in a dialog.
    void recordAttack(int row);
    // Opens the attack of the list's row in the adjudicator (attackChosen).
    void openAttack(int row);
    // Plays the Timeline tab's plays on the game (applyPlays).
    void applyTimelineTab();
    // The game's table goes to the Table tab, where the referee edits it as he likes...
    void editOnTableTab();
    // ...and comes back as his correction, with the reason he gives.
    void correctFromTableTab();
    // The correction of the table to `corrected`, for `reason`.
    bool correctTable(const Position &corrected, const QString &reason);
    // The cards changed (an import): read the names again.
    void refreshCards();

signals:
    void attackChosen(const inwo::AttackScenario &scenario);
    // The game open changed (its name is the window's title).
    void titleChanged();
    void statusMessage(const QString &message);
    // A line citing a rule was double-clicked (or asked with Ctrl+Shift+R): the Rules tab shows it.
    void ruleRequested(inwo::RuleId rule);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createEmptyPage();
    QWidget *createGamePage();
    QWidget *createTurnBar();
    QWidget *createStructures();
    QWidget *createPlayers();
    QWidget *createLog();
    QWidget *createGoals();
    QWidget *createAttacks();
    void createActions();

    void documentChanged(const GameChange &change);
    void refresh(const GameChange &change);
    void showTurn();
    void showAttacks();
    void updateActions();
    void selectionChanged(const InstanceId &id);
    void showMessage(const QString &message, bool refused = false);
    void ensureNamesLoaded();

    // Offers events as one step; shows what they did or why they were refused.
    bool play(const QList<Play> &events, const QString &undoText);
    bool play(const Play &event, const QString &undoText)
    {
        return play(QList<Play>{event}, undoText);
    }
    // Reads an event written in the timeline format (card names resolved), then plays it.
    bool playJson(const QJsonObject &event, const QString &undoText);
    // The record-an-attack dialog, filled with `attack` when given.
    void runAttackDialog(const std::optional<DeclaredAttack> &attack, const InstanceId &attacker,
                         const InstanceId &target);
    QString cardName(const InstanceId &id) const;
    // A name field completing the names of `names`.
    QWidget *nameField(QStringListModel *names, const QString &placeholder);

    CardDatabase &m_database;
    GameDocument *m_document = nullptr;
    TablePosition m_tablePosition;
    TimelineSource m_timelineSource;
    TableSink m_tableSink;
    InstanceId m_selected;
    bool m_updating = false;
    bool m_namesLoaded = false;
    QString m_attackPlayer; // the player whose attacks are listed, when chosen
    // The turn and phase the players' row last followed: when either moves on, the row does.
    QString m_followedTurn;
    std::optional<GamePhase> m_followedPhase;
    bool m_logFollows = true; // the log is scrolled to its last event

    QStringListModel *m_groupNames = nullptr;
    QStringListModel *m_plotNames = nullptr;
    QStringListModel *m_goalNames = nullptr;

    QStackedWidget *m_pages = nullptr;
    QWidget *m_resumeBar = nullptr;
    QLabel *m_resumeText = nullptr;
    qint64 m_resumeId = 0;

    QLabel *m_turnLabel = nullptr;
    QLabel *m_gameName = nullptr;
    QLabel *m_message = nullptr;

    GameBoardScene *m_boardScene = nullptr;
    GameBoardView *m_boardView = nullptr;
    PowerStructureModel *m_structureModel = nullptr;
    QTreeView *m_structureView = nullptr;
    QStackedWidget *m_structurePages = nullptr;
    QCheckBox *m_treeToggle = nullptr;

    GamePlayersModel *m_playersModel = nullptr;
    QTableView *m_playersView = nullptr;

    GameLogModel *m_logModel = nullptr;
    QTreeView *m_logView = nullptr;
    TableFactModel *m_goalsModel = nullptr;
    QTreeView *m_goalsView = nullptr;
    AttackListModel *m_attackModel = nullptr;
    QTableView *m_attackView = nullptr;
    QComboBox *m_attackPlayerCombo = nullptr;
    QCheckBox *m_showRefused = nullptr;
    QLabel *m_attackSummary = nullptr;
    QTabWidget *m_sideTabs = nullptr;

    QSplitter *m_splitter = nullptr;
    QSplitter *m_leftSplitter = nullptr;

    QAction *m_nextPhaseAction = nullptr;
    QAction *m_nextTurnAction = nullptr;
    QAction *m_spendAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_attackAction = nullptr;
    QAction *m_moveAction = nullptr;
    QAction *m_captureAction = nullptr;
    QAction *m_destroyAction = nullptr;
    QAction *m_devastateAction = nullptr;
    QAction *m_drawPlotAction = nullptr;
    QAction *m_drawGroupAction = nullptr;
    QAction *m_drawGoalAction = nullptr;
    QAction *m_exposeAction = nullptr;
    QAction *m_discardAction = nullptr;
    QAction *m_claimAction = nullptr;
    QAction *m_eliminateAction = nullptr;
    QMenu *m_cardMenu = nullptr;
    QMenu *m_playerMenu = nullptr;
};

} // namespace inwo
