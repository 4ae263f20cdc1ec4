// The shape the architecture note asks of the sources (../shared/design/ARCHITECTURE.md and
// STYLE.md), checked on the files themselves: rules are named, never numbered; core is grouped by
// area.
#include "scenariofiles.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Every C++ source of the folders given, relative to the source tree.
QStringList sources(const QStringList &folders)
{
    QStringList found;
    for (const QString &folder : folders) {
        QDirIterator it(QStringLiteral(INWO_SOURCE_DIR "/") + folder, {u"*.h"_s, u"*.cpp"_s},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            found.append(it.next());
    }
    found.sort();
    return found;
}

QString read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

QString relative(const QString &path)
{
    return path.mid(qsizetype(sizeof(INWO_SOURCE_DIR)));
}

} // namespace

class TestSourceShape : public QObject
{
    Q_OBJECT

private slots:
    // A rule is named by its constant (R106), so a search for it finds every use: a number turned
    // into a rule identity anywhere but the constants header hides one (issue 22, item 5).
    void ruleNumbersAppearOnlyInTheConstantsHeader()
    {
        static const QRegularExpression bare(
            uR"(\brule\(\s*\d+\s*\)|\bRuleId\s*[({]\s*\d+\s*[)}])"_s);
        const QStringList files = sources({u"core"_s, u"carddb"_s, u"ui"_s, u"app"_s});
        QVERIFY2(files.size() > 100, "the source tree was not found");
        QStringList offenders;
        for (const QString &path : files) {
            if (path.endsWith(u"/core/rules/ruleids.h"))
                continue;
            const QString text = read(path);
            for (auto it = bare.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                const qsizetype line = text.left(match.capturedStart()).count(u'\n') + 1;
                offenders.append(
                    u"%1:%2: %3"_s.arg(relative(path)).arg(line).arg(match.captured()));
            }
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }

    // Engines do not declare their own copies of the rule constants.
    void noRuleConstantIsDeclaredOutsideTheHeader()
    {
        static const QRegularExpression declared(uR"(\bRuleId\s+R\d+\s*[={])"_s);
        QStringList offenders;
        const QStringList files = sources({u"core"_s, u"carddb"_s, u"ui"_s, u"app"_s});
        for (const QString &path : files) {
            if (!path.endsWith(u"/core/rules/ruleids.h") && declared.match(read(path)).hasMatch())
                offenders.append(relative(path));
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }

    // Core is grouped by area (issue 22, item 1): no source sits in core/ itself.
    void everyCoreSourceBelongsToAnArea()
    {
        const QDir core(QStringLiteral(INWO_SOURCE_DIR "/core"));
        QVERIFY(core.exists());
        QCOMPARE(core.entryList({u"*.h"_s, u"*.cpp"_s}, QDir::Files), QStringList());
        const QStringList areas = core.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &area : {u"cards"_s, u"search"_s, u"decks"_s, u"rules"_s, u"attack"_s,
                                    u"table"_s, u"timeline"_s, u"common"_s})
            QVERIFY2(areas.contains(area), qPrintable(area));
    }

    // No function in core is over 150 lines (issue 22, item 8), counted from its opening brace
    // alone on a line to its closing brace alone on a line.
    void noCoreFunctionIsOver150Lines()
    {
        const QStringList files = sources({u"core"_s});
        QVERIFY2(files.size() > 50, "the source tree was not found");
        QStringList offenders;
        int functions = 0;
        for (const QString &path : files) {
            const QStringList lines = read(path).split(u'\n');
            qsizetype opened = -1;
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (lines.at(i) == u"{")
                    opened = i;
                else if (lines.at(i) == u"}" && opened >= 0) {
                    ++functions;
                    if (i - opened + 1 > 150)
                        offenders.append(u"%1:%2: %3 lines"_s.arg(relative(path))
                                             .arg(opened + 1)
                                             .arg(i - opened + 1));
                    opened = -1;
                }
            }
        }
        QVERIFY2(functions > 100, "no function was found");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }

    // Every folder of tests/scenarios/ is one a test walks, with today's count of files pinned
    // (tests/support/scenariofiles.h): a new folder or a lost file does not go unnoticed.
    void everyScenarioFolderIsWalkedWithItsCountPinned()
    {
        const QDir scenarios(QStringLiteral(INWO_SOURCE_DIR "/tests/scenarios"));
        QStringList pinned;
        for (const inwo::test::ScenarioFolder &folder : inwo::test::scenarioFolders)
            pinned.append(QString::fromLatin1(folder.name.data(), qsizetype(folder.name.size())));
        QCOMPARE(scenarios.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name), pinned);
        for (const QString &folder : std::as_const(pinned)) {
            const qsizetype files = inwo::test::scenarioFiles(folder).size();
            QVERIFY2(files >= inwo::test::pinnedScenarioCount(folder) &&
                         inwo::test::pinnedScenarioCount(folder) > 0,
                     qPrintable(u"%1: %2 files"_s.arg(folder).arg(files)));
        }
    }
};

QTEST_GUILESS_MAIN(TestSourceShape)
#include "tst_sourceshape.moc"
