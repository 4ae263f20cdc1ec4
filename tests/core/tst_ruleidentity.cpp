// Rule identity (core/ruleidentity.*): every rule of ../shared/design/RULES-COVERAGE.md has a
// number, a short title and passages; each cited line range exists in its seed and is not blank;
// each section is a heading line of its seed; the coverage list's quotes sit in the cited lines;
// and rule codes, sources and locations read as people and tools expect.
#include "german.h"
#include "rules/ruleids.h"
#include "rules/ruleidentity.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

const QList<Seed> AllSeeds = {Seed::InwoRulebook, Seed::BoxedGame, Seed::Vfaq,
                              Seed::BoxedSummary, Seed::Plan28,    Seed::CardData};

// A file of the shared reference folder, or nothing when the folder is not there.
std::optional<QString> sharedFile(const QString &relative)
{
    QFile file(QStringLiteral(INWO_SHARED_DIR) + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(file.readAll());
}

// The lines of a seed as stored (line n is element n - 1), or nothing when it is missing.
std::optional<QStringList> seedLines(Seed seed)
{
    const QString relative = seed == Seed::CardData ? u"data/lackey-inwo/"_s + seedFileName(seed)
                                                    : u"seeds/"_s + seedFileName(seed);
    const std::optional<QString> text = sharedFile(relative);
    if (!text)
        return std::nullopt;
    QStringList lines = text->split(u'\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast(); // the newline that ends the last line
    for (QString &line : lines) {
        if (line.endsWith(u'\r'))
            line.chop(1);
    }
    return lines;
}

// A heading as a line shows it: trimmed, without Markdown's leading '#' marks or bold stars,
// compared case-insensitively (the boxed game prints some headings in capitals).
QString headingForm(const QString &line)
{
    static const QRegularExpression markdownHeading(u"^#+\\s+"_s);
    QString heading = line.trimmed();
    heading.remove(markdownHeading);
    while (heading.startsWith(u'*') && heading.endsWith(u'*') && heading.size() > 1)
        heading = heading.mid(1, heading.size() - 2).trimmed();
    return heading.toCaseFolded();
}

// Text as the coverage list quotes it: typographic quotes and Markdown emphasis dropped,
// spaces collapsed, case folded.
QString quoteForm(QString text)
{
    text.replace(u'\u2019', u'\'').replace(u'\u2018', u'\'');
    text.replace(u'\u201c', u'"').replace(u'\u201d', u'"');
    text.remove(u'*');
    return text.simplified().toCaseFolded();
}

QString describe(RuleId id, const SeedLines &passage)
{
    return ruleCode(id) + u' ' + seedFileName(passage.seed) + u':' +
           QString::number(passage.first) + u'-' + QString::number(passage.last);
}

// The rule lines of the coverage list by number ("- **R11** text — 000 L125 \"quote\"").
std::optional<QHash<int, QString>> coverageList()
{
    const std::optional<QString> text = sharedFile(u"design/RULES-COVERAGE.md"_s);
    if (!text)
        return std::nullopt;
    static const QRegularExpression ruleLine(u"^- \\*\\*R(\\d+)\\*\\* (.*)$"_s,
                                             QRegularExpression::MultilineOption);
    QHash<int, QString> rules;
    for (const QRegularExpressionMatch &match : ruleLine.globalMatch(*text))
        rules.insert(match.captured(1).toInt(), match.captured(2));
    return rules;
}

} // namespace

class TestRuleIdentity : public QObject
{
    Q_OBJECT

private:
    QHash<Seed, QStringList> m_seeds;

    // Whether a quote (in quoteForm) starts within a passage; it may run on into the next line.
    bool startsInPassage(const QString &quote, const SeedLines &passage) const
    {
        const QStringList lines = m_seeds.value(passage.seed);
        const qsizetype count = passage.last - passage.first + 1;
        const QString cited = quoteForm(lines.mid(passage.first - 1, count).join(u' '));
        const QString withNext = quoteForm(lines.mid(passage.first - 1, count + 1).join(u' '));
        const qsizetype at = withNext.indexOf(quote);
        return at >= 0 && at < cited.size();
    }

private slots:
    void initTestCase()
    {
        for (const Seed seed : AllSeeds) {
            if (const std::optional<QStringList> lines = seedLines(seed))
                m_seeds.insert(seed, *lines);
        }
    }

    void everyRuleHasAnIdentityTitleAndPassage()
    {
        const std::span<const RuleIdentity> rules = allRules();
        QCOMPARE(qsizetype(rules.size()), qsizetype(RuleCount));
        QCOMPARE(RuleCount, 202);
        for (int number = 1; number <= RuleCount; ++number) {
            const RuleIdentity &identity = rules[number - 1];
            QCOMPARE(int(identity.id), number);
            QCOMPARE(&ruleIdentity(RuleId(number)), &identity);
            QVERIFY2(identity.title && *identity.title, qPrintable(ruleCode(identity.id)));
            const QString title = QString::fromUtf8(identity.title);
            QVERIFY2(title.size() <= 60, qPrintable(ruleCode(identity.id) + u' ' + title));
            QVERIFY2(title == title.trimmed(), qPrintable(title));
            QCOMPARE(ruleTitle(identity.id), title); // no translator installed
            QVERIFY2(!identity.passages.empty(), qPrintable(ruleCode(identity.id)));
        }
    }

    void everyCitedLineRangeExistsInItsSeed()
    {
        if (m_seeds.size() != AllSeeds.size())
            QSKIP("the shared folder with the seeds and the card data is missing");
        for (const RuleIdentity &identity : allRules()) {
            for (const SeedLines &passage : identity.passages) {
                const QStringList &lines = m_seeds[passage.seed];
                const QString where = describe(identity.id, passage);
                QVERIFY2(passage.first >= 1, qPrintable(where));
                QVERIFY2(passage.first <= passage.last, qPrintable(where));
                QVERIFY2(passage.last <= lines.size(), qPrintable(where));
                // A range may hold a paragraph's blank separators, but it starts and ends on text.
                QVERIFY2(!lines[passage.first - 1].trimmed().isEmpty(), qPrintable(where));
                QVERIFY2(!lines[passage.last - 1].trimmed().isEmpty(), qPrintable(where));
            }
        }
    }

    void everySectionIsAHeadingOfItsSeed()
    {
        if (m_seeds.size() != AllSeeds.size())
            QSKIP("the shared folder with the seeds and the card data is missing");
        int sections = 0;
        for (const RuleIdentity &identity : allRules()) {
            for (const SeedLines &passage : identity.passages) {
                const QString where = describe(identity.id, passage);
                if (!passage.section) {
                    QVERIFY2(seedSection(passage).isEmpty(), qPrintable(where));
                    continue;
                }
                QVERIFY2(passage.seed != Seed::CardData, qPrintable(where));
                const QString section = QString::fromUtf8(passage.section);
                QCOMPARE(seedSection(passage), section); // no translator installed
                const QStringList &lines = m_seeds[passage.seed];
                bool found = false;
                for (int index = 0; index < passage.first && index < lines.size() && !found;
                     ++index)
                    found = headingForm(lines[index]) == headingForm(section);
                QVERIFY2(found, qPrintable(where + u" has no heading line \""_s + section + u'"'));
                ++sections;
            }
        }
        QVERIFY(sections > 0);
    }

    // The coverage list's quotes ("000 L125 \"add 4 to ...\"") sit in one of the rule's passages
    // (a quote may run on into the line after a passage).
    void everyQuoteOfTheCoverageListIsInACitedPassage()
    {
        const std::optional<QHash<int, QString>> coverage = coverageList();
        if (!coverage || m_seeds.size() != AllSeeds.size())
            QSKIP("the shared folder with the coverage list and the seeds is missing");
        static const QRegularExpression quoted(u"\"(.+?)\"(?=\\s*(?:;|$))"_s);
        int quotes = 0;
        for (const RuleIdentity &identity : allRules()) {
            const QString line = coverage->value(int(identity.id));
            const qsizetype dash = line.lastIndexOf(u" \u2014 "_s);
            if (dash < 0)
                continue; // no sources given (R04, R68)
            for (const QRegularExpressionMatch &match : quoted.globalMatch(line.mid(dash))) {
                QString quote = match.captured(1);
                quote = quote.left(quote.indexOf(u'[')); // "consid[ered]": the printed part
                bool found = false;
                for (const SeedLines &passage : identity.passages)
                    found = found || startsInPassage(quoteForm(quote), passage);
                QVERIFY2(found, qPrintable(ruleCode(identity.id) + u": \""_s + quote + u'"'));
                ++quotes;
            }
        }
        QVERIFY(quotes > 150);
    }

    void flagsFollowTheCoverageList()
    {
        const std::optional<QHash<int, QString>> coverage = coverageList();
        if (!coverage)
            QSKIP("the shared folder with the coverage list is missing");
        QCOMPARE(coverage->size(), RuleCount);
        for (const RuleIdentity &identity : allRules()) {
            const QString line = coverage->value(int(identity.id));
            QVERIFY2(!line.isEmpty(), qPrintable(ruleCode(identity.id)));
            QCOMPARE(identity.ambiguous, line.contains(u"[AMBIG]"_s));
            QCOMPARE(identity.gap, line.contains(u"[GAP]"_s));
        }
    }

    void ruleCodesRoundTrip()
    {
        QCOMPARE(ruleCode(R07), u"R07"_s);
        QCOMPARE(ruleCode(R11), u"R11"_s);
        QCOMPARE(ruleCode(R120), u"R120"_s);
        QCOMPARE(ruleCode(RuleId::None), QString());
        QCOMPARE(ruleFromCode(u"R120"), std::optional(R120));
        QCOMPARE(ruleFromCode(u"R11"), std::optional(R11));
        QCOMPARE(ruleFromCode(u"r11"), std::optional(R11));
        QCOMPARE(ruleFromCode(u"R7"), std::optional(R07));
        QCOMPARE(ruleFromCode(u"R202"), std::optional(R202));
        for (const QStringView wrong :
             {u"R0", u"R203", u"X1", u"R", u"", u"R-1", u"R1a", u"RR1", u"R 1", u"R99999"}) {
            QVERIFY2(!ruleFromCode(wrong), qPrintable(wrong.toString()));
        }
        for (const RuleIdentity &identity : allRules())
            QCOMPARE(ruleFromCode(ruleCode(identity.id)), std::optional(identity.id));
    }

    void dataFileCitationsNameTheSeedNotItsFile()
    {
        QCOMPARE(seedCitation(u"004_982041b3a4af1224.txt, line 174"), u"Plan 28, line 174"_s);
        QCOMPARE(seedCitation(u"004_982041b3a4af1224.txt, line 177; 000_42f3d193c8c5ff8e.txt, "
                              u"Resources"),
                 u"Plan 28, line 177; INWO rulebook, Resources"_s);
        QCOMPARE(seedCitation(u"a house rule"), u"a house rule"_s);
        // The words around the numbers are the reader's.
        const test::GermanTranslation german;
        QVERIFY(german.isInstalled());
        QCOMPARE(seedCitation(u"004_982041b3a4af1224.txt, lines 182-185"),
                 u"Plan 28, Zeilen 182-185"_s);
        QCOMPARE(seedCitation(u"004_982041b3a4af1224.txt, line 174"), u"Plan 28, Zeile 174"_s);
    }

    void sourcesAndLocationsNameTheFirstPassage()
    {
        QCOMPARE(seedFileName(Seed::InwoRulebook), u"000_42f3d193c8c5ff8e.txt"_s);
        QCOMPARE(seedFileName(Seed::CardData), u"carddata.txt"_s);
        QCOMPARE(seedTitle(Seed::Vfaq), u"INWO VFAQ"_s);
        QCOMPARE(seedTitle(Seed::BoxedSummary), u"Illuminati (boxed game) rules summary"_s);

        // R11: one line of the rulebook, which kept no headings.
        QCOMPARE(ruleSource(R11), u"INWO rulebook (line 125)"_s);
        QCOMPARE(ruleLocation(R11), u"000_42f3d193c8c5ff8e.txt:125"_s);
        // R40: a range of the VFAQ under its heading.
        QCOMPARE(
            ruleSource(R40),
            u"INWO VFAQ, Cyborg Soldier and other Permanent power multipliers (lines 206-210)"_s);
        QCOMPARE(ruleLocation(R40), u"002_c1b8ef93d76c5628.txt:206-210"_s);
        // R187: one line of the boxed game under its heading.
        QCOMPARE(ruleSource(R187),
                 u"Illuminati (boxed game) rulebook, Interference (line 262)"_s);
        // R119: card data rows, no section.
        QCOMPARE(ruleSource(R119), u"Card data (lines 30-38)"_s);
        QCOMPARE(ruleLocation(R119), u"carddata.txt:30-38"_s);

        for (const RuleIdentity &identity : allRules()) {
            QVERIFY(ruleSource(identity.id).startsWith(seedTitle(identity.passages.front().seed)));
            QVERIFY(
                ruleLocation(identity.id).startsWith(seedFileName(identity.passages.front().seed)));
        }
    }
};

QTEST_GUILESS_MAIN(TestRuleIdentity)
#include "tst_ruleidentity.moc"
