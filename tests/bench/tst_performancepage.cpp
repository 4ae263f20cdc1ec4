// The help page of measured figures (resources/help/performance.md, and its German page) names
// every figure inwo-bench reports, so a part or an item added to the bench cannot go unexplained.
// The names come from `inwo-bench --list`: the JSON report of a quick run, large parts included
// (the bundled cards stand in for the 100,000), every value null.
//
// The rule the pages follow (written in their "How to read this page"):
// - each object of the report's top level (a part, or `machine` and `databases`) has a `##`
//   heading that names it in backticks, and that section (down to the next `##` heading) names
//   in backticks every key found anywhere inside it, in objects and in the objects of lists;
// - the keys of a tally (counts keyed by a status, rule, verdict, event kind or player) are
//   data, not names: the tally's own key is named, its keys are not;
// - the search section names every query of the report in backticks, the empty one as
//   `(empty)`, as the bench's table prints it;
// - the report's other top-level keys (`warnings`, `targets_met`) are named anywhere in the page.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Objects whose keys are values the run found, not names of figures.
const QSet<QString> tallies{u"statuses"_s, u"refusals_by_rule"_s, u"kinds"_s, u"verdicts"_s,
                            u"groups_at_end"_s};

const QStringList languages{u"en"_s, u"de"_s};

QString pagePath(const QString &language)
{
    return language == u"en"_s ? QStringLiteral(INWO_SOURCE_DIR "/resources/help/performance.md")
                               : QStringLiteral(INWO_SOURCE_DIR "/resources/help/") + language +
                                     u"/performance.md"_s;
}

// Every key inside `value`, at any depth, through lists; a tally's keys are left out.
void collectKeys(const QJsonValue &value, QSet<QString> *keys)
{
    if (value.isArray()) {
        for (const QJsonValue &entry : value.toArray())
            collectKeys(entry, keys);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        keys->insert(it.key());
        if (!tallies.contains(it.key()))
            collectKeys(it.value(), keys);
    }
}

// What a piece of Markdown names in backticks.
QSet<QString> codeSpans(const QString &text)
{
    static const QRegularExpression span(u"`([^`\n]+)`"_s);
    QSet<QString> names;
    for (const QRegularExpressionMatch &match : span.globalMatch(text))
        names.insert(match.captured(1));
    return names;
}

struct Section
{
    QString heading;
    QString text; // the heading and everything down to the next `##` heading
};

QList<Section> sectionsOf(const QString &page)
{
    QList<Section> sections;
    for (const QString &line : page.split(u'\n')) {
        if (line.startsWith(u"## "_s))
            sections.append(Section{line, {}});
        if (!sections.isEmpty())
            sections.last().text += line + u'\n';
    }
    return sections;
}

// The `##` section whose heading names `part` in backticks; nullptr when there is none.
const Section *sectionOf(const QList<Section> &sections, const QString &part)
{
    for (const Section &section : sections) {
        if (codeSpans(section.heading).contains(part))
            return &section;
    }
    return nullptr;
}

QString sorted(const QSet<QString> &names)
{
    QStringList list(names.begin(), names.end());
    list.sort();
    return list.join(u", "_s);
}

} // namespace

class TestPerformancePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theListHoldsTheLargeDatabasesParts();
    void everyPartHasASectionNamingIt_data();
    void everyPartHasASectionNamingIt();
    void everyItemIsNamedInItsPartsSection_data();
    void everyItemIsNamedInItsPartsSection();
    void everyQueryIsNamedInTheSearchSection_data();
    void everyQueryIsNamedInTheSearchSection();
    void theRunsOtherKeysAreNamed_data();
    void theRunsOtherKeysAreNamed();

private:
    void addPartRows();
    QString page(const QString &language) const;

    QJsonObject m_report;
};

void TestPerformancePage::initTestCase()
{
    QProcess bench;
    bench.start(QStringLiteral(INWO_BENCH_PATH), {u"--list"_s});
    QVERIFY2(bench.waitForFinished(240000), "inwo-bench --list did not finish in 4 minutes");
    QVERIFY2(bench.exitStatus() == QProcess::NormalExit && bench.exitCode() == 0,
             bench.readAllStandardError().constData());
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bench.readAllStandardOutput(), &error);
    QVERIFY2(document.isObject(), qPrintable(error.errorString()));
    m_report = document.object();
    for (const QString &language : languages)
        QVERIFY2(QFile::exists(pagePath(language)), qPrintable(pagePath(language)));
}

QString TestPerformancePage::page(const QString &language) const
{
    QFile file(pagePath(language));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

void TestPerformancePage::theListHoldsTheLargeDatabasesParts()
{
    // The 100,000-card figures are checked too: --list reports them without the database.
    QVERIFY(m_report[u"search"_s].toObject()[u"large"_s].isArray());
    QVERIFY(
        m_report[u"search"_s].toObject()[u"summary"_s].toObject().contains(u"max_p99_ms_large"_s));
    QVERIFY(m_report[u"startup"_s].toObject()[u"large"_s].isObject());
    QVERIFY(m_report[u"startup"_s].toObject().contains(u"large_over_bundled"_s));
    QVERIFY(m_report[u"import"_s].toObject()[u"large"_s].isObject());
    QVERIFY(m_report[u"import"_s].toObject().contains(u"large_over_bundled_beside_floor"_s));
    for (const QString &part : {u"attacks"_s, u"table"_s, u"timeline"_s, u"game"_s})
        QVERIFY2(m_report[part].isObject(), qPrintable(part));
}

void TestPerformancePage::addPartRows()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("part");
    for (const QString &language : languages) {
        for (auto it = m_report.begin(); it != m_report.end(); ++it) {
            if (it.value().isObject())
                QTest::addRow("%s/%s", qPrintable(language), qPrintable(it.key()))
                    << language << it.key();
        }
    }
}

void TestPerformancePage::everyPartHasASectionNamingIt_data()
{
    addPartRows();
}

void TestPerformancePage::everyPartHasASectionNamingIt()
{
    QFETCH(QString, language);
    QFETCH(QString, part);
    const QList<Section> sections = sectionsOf(page(language));
    QVERIFY2(sectionOf(sections, part),
             qPrintable(u"%1 has no ## heading naming `%2`"_s.arg(pagePath(language), part)));
}

void TestPerformancePage::everyItemIsNamedInItsPartsSection_data()
{
    addPartRows();
}

void TestPerformancePage::everyItemIsNamedInItsPartsSection()
{
    QFETCH(QString, language);
    QFETCH(QString, part);
    const QList<Section> sections = sectionsOf(page(language));
    const Section *section = sectionOf(sections, part);
    if (!section)
        QSKIP("no section (reported by everyPartHasASectionNamingIt)");
    QSet<QString> items;
    collectKeys(m_report[part], &items);
    QVERIFY(!items.isEmpty());
    const QSet<QString> missing = items - codeSpans(section->text);
    QVERIFY2(missing.isEmpty(), qPrintable(u"the `%1` section of %2 does not name: %3"_s.arg(
                                    part, pagePath(language), sorted(missing))));
}

void TestPerformancePage::everyQueryIsNamedInTheSearchSection_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : languages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestPerformancePage::everyQueryIsNamedInTheSearchSection()
{
    QFETCH(QString, language);
    QSet<QString> queries;
    const QJsonObject search = m_report[u"search"_s].toObject();
    for (const QString &dataset : {u"bundled"_s, u"large"_s}) {
        for (const QJsonValue &entry : search[dataset].toArray()) {
            const QString query = entry.toObject()[u"query"_s].toString();
            queries.insert(query.isEmpty() ? u"(empty)"_s : query);
        }
    }
    QVERIFY(queries.size() >= 20);
    const QList<Section> sections = sectionsOf(page(language));
    const Section *section = sectionOf(sections, u"search"_s);
    QVERIFY(section);
    const QSet<QString> missing = queries - codeSpans(section->text);
    QVERIFY2(missing.isEmpty(), qPrintable(u"the search section of %1 does not name: %2"_s.arg(
                                    pagePath(language), sorted(missing))));
}

void TestPerformancePage::theRunsOtherKeysAreNamed_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : languages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestPerformancePage::theRunsOtherKeysAreNamed()
{
    QFETCH(QString, language);
    const QSet<QString> named = codeSpans(page(language));
    QSet<QString> missing;
    for (auto it = m_report.begin(); it != m_report.end(); ++it) {
        if (!it.value().isObject() && !named.contains(it.key()))
            missing.insert(it.key());
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"%1 does not name: %2"_s.arg(pagePath(language), sorted(missing))));
}

QTEST_GUILESS_MAIN(TestPerformancePage)
#include "tst_performancepage.moc"
