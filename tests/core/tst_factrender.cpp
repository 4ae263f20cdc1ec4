// Sentences built from patterns and names: a name that ends in a full stop ("C.I.A.", "Tape Runs
// Out...") ends the sentence too, so no sentence ever shows two full stops ("C.I.A..").
#include "rules/factrender.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestFactRender : public QObject
{
    Q_OBJECT

private slots:
    void aNameEndingInAFullStopEndsTheSentence_data();
    void aNameEndingInAFullStopEndsTheSentence();
    void aFullStopIsAddedOnlyWhereTheTextDoesNotEndInOne_data();
    void aFullStopIsAddedOnlyWhereTheTextDoesNotEndInOne();
};

void TestFactRender::aNameEndingInAFullStopEndsTheSentence_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("abbreviation at the end")
        << u"%2 is linked to %1."_s << u"C.I.A."_s << u"Gun Lobby is linked to C.I.A."_s;
    QTest::newRow("ellipsis at the end")
        << u"%2 plays %1."_s << u"Tape Runs Out..."_s << u"Gun Lobby plays Tape Runs Out..."_s;
    QTest::newRow("in the middle")
        << u"Ruling: %1. Applied: %2"_s << u"etc."_s << u"Ruling: etc. Applied: Gun Lobby"_s;
    QTest::newRow("a plain name keeps its full stop")
        << u"%2 is linked to %1."_s << u"The Mafia"_s << u"Gun Lobby is linked to The Mafia."_s;
    QTest::newRow("the pattern's own ellipsis") << u"%1..."_s << u"C.I.A."_s << u"C.I.A...."_s;
    QTest::newRow("a question ends it")
        << u"%2 asks %1."_s << u"Who?"_s << u"Gun Lobby asks Who?"_s;
}

void TestFactRender::aNameEndingInAFullStopEndsTheSentence()
{
    QFETCH(QString, pattern);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const FactArgs args{FactArg::name(name), FactArg::name(u"Gun Lobby"_s)};
    QCOMPARE(fillFactPattern(pattern, args, -1), expected);
}

void TestFactRender::aFullStopIsAddedOnlyWhereTheTextDoesNotEndInOne_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a sentence") << u"Gun Lobby is linked to The Mafia"_s
                                << u"Gun Lobby is linked to The Mafia."_s;
    QTest::newRow("an abbreviation")
        << u"Gun Lobby is linked to C.I.A."_s << u"Gun Lobby is linked to C.I.A."_s;
    QTest::newRow("etc.") << u"Plots, Resources, etc."_s << u"Plots, Resources, etc."_s;
    QTest::newRow("an ellipsis") << u"They May Be Pink. . ."_s << u"They May Be Pink. . ."_s;
    QTest::newRow("an ellipsis character") << u"Wait\u2026"_s << u"Wait\u2026"_s;
    QTest::newRow("a question") << u"Who Shot JR?"_s << u"Who Shot JR?"_s;
    QTest::newRow("megabucks") << u"It costs 5 MB"_s << u"It costs 5 MB."_s;
    QTest::newRow("nothing") << QString() << QString();
}

void TestFactRender::aFullStopIsAddedOnlyWhereTheTextDoesNotEndInOne()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(withFullStop(text), expected);
    QString appended = text;
    appendFullStop(appended);
    QCOMPARE(appended, expected);
    QVERIFY(!withFullStop(text).endsWith(u".."_s) || text.endsWith(u".."_s));
}

QTEST_APPLESS_MAIN(TestFactRender)
#include "tst_factrender.moc"
