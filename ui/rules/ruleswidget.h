#pragma once

#include "rules/ruleidentity.h"
#include "rules/scenariocitations.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSettings;
class QSplitter;
class QTextBrowser;
class QToolButton;
class QTranslator;
class QTreeWidget;
class QTreeWidgetItem;
class QUrl;

namespace inwo {

class CardDatabase;

// The Rules tab, the referee's rules index (issue 24): every rule by topic, a search in English
// and German as you type, and the rule in front: its title, topic, summary, the rule sets it
// belongs to and how they differ, the readings of an unclear rule with the one the program takes,
// its sources with the passages of the user's own copy of the rules texts when imported, and the
// bundled worked scenarios that cite it, each a link that opens it in its tab.
class RulesWidget : public QWidget
{
    Q_OBJECT

public:
    explicit RulesWidget(CardDatabase &database, QWidget *parent = nullptr);
    ~RulesWidget() override;

    // Writes the splitter into `settings`.
    void saveSettings(QSettings &settings) const;

    // Selects `rule` in the tree (the search is cleared when it hides the rule) and shows it.
    void showRule(RuleId rule);
    // The rule shown, RuleId::None before one is.
    RuleId currentRule() const { return m_current; }
    // Puts the keyboard in the search field (Ctrl+F).
    void focusMainField();

    // Back and forward through the rules shown (Alt+Left, Alt+Right).
    void goBack();
    void goForward();

    // What an import of the user's copy of a rules text did: `message` says which document was
    // recognised and how much of it, or why the file was refused.
    struct ImportOutcome
    {
        bool imported = false;
        QString message;
    };
    // Reads the file at `path` and imports it when it is a rules text the program knows; the
    // rule shown is shown again, with the passages of the copy.
    ImportOutcome importRulesTextFile(const QString &path);
    // Forgets the user's copy of `seed`; false with `message` saying why it could not.
    bool removeRulesText(Seed seed, QString *message);
    // The translator of the other language, searched beside the window's own when the window is
    // English (by default the bundled German, :/i18n/inwo_de.qm). Tests give theirs.
    void setOtherLanguage(const QTranslator *translator) { m_otherLanguage = translator; }

    QLineEdit *searchField() const { return m_search; }
    QTreeWidget *ruleTree() const { return m_tree; }
    QTextBrowser *ruleView() const { return m_view; }
    QLabel *matchLabel() const { return m_matchLabel; }
    // The worked scenarios of the rule shown, in the order of their links.
    const QList<ScenarioCitation> &scenariosShown() const { return m_scenarios; }
    // The link of the worked scenario number `index` of scenariosShown(), as the view has it.
    static QUrl scenarioLink(int index);
    // Follows a link of the view (a rule, a worked scenario), as a click does.
    void followLink(const QUrl &link);

    // The translated name of a kind of scenario ("Attack", "Goals").
    static QString scenarioKindName(ScenarioKind kind);

public slots:
    // Asks for a file and imports it, saying in a message box what came of it.
    void importRulesText();

signals:
    // A worked scenario's link was followed: its tab opens it.
    void scenarioRequested(inwo::ScenarioKind kind, const QString &path);
    // A finished task to tell in the status bar.
    void statusMessage(const QString &message);

protected:
    // Down or Enter in the search field moves into the list of rules.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class History : quint8 { Push, ReplaceSearch, Keep };

    QWidget *createIndexSide();
    QWidget *createRuleSide();
    void fillTree();
    void search();
    void currentItemChanged(QTreeWidgetItem *current);
    void showRuleAs(RuleId rule, History history);
    void showTopic(int topicIndex);
    void render();
    void updateHistoryActions();
    void fillCopiesMenu();
    QTreeWidgetItem *itemOf(RuleId rule) const;
    // The German translator for the search when the window is English; nullptr when the window
    // speaks another language already (translate() then gives it).
    const QTranslator *otherLanguage();

    CardDatabase &m_database;
    QLineEdit *m_search = nullptr;
    QLabel *m_matchLabel = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_importButton = nullptr;
    QToolButton *m_copiesButton = nullptr;
    QMenu *m_copiesMenu = nullptr;
    QTextBrowser *m_view = nullptr;
    QSplitter *m_splitter = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;

    RuleId m_current = RuleId::None;
    QList<ScenarioCitation> m_scenarios; // of the rule shown
    QList<RuleId> m_history;
    int m_historyIndex = -1;
    bool m_lastFromSearch = false; // the history's current entry came from typing
    bool m_filling = false;        // the tree is being filtered: no rule shown per change
    const QTranslator *m_otherLanguage = nullptr;
    std::unique_ptr<QTranslator> m_bundledGerman;
    bool m_bundledGermanTried = false;
};

} // namespace inwo
