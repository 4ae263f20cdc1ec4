// The LackeyCCG carddata.txt reader: each quirk of the real file, proven on project-written rows.
#include "lackeycarddatareader.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

QByteArray fixture(const QString &relative)
{
    QFile file(QStringLiteral(INWO_FIXTURES_DIR) + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(relative));
    return file.readAll();
}

const CardDataReadResult &fixtureResult()
{
    static const CardDataReadResult result = LackeyCardDataReader::read(
        fixture(u"lackey-plugin/sets/carddata.txt"_s), u"carddata.txt"_s);
    return result;
}

Card fixtureCard(const QString &name)
{
    for (const LackeyRow &row : fixtureResult().rows) {
        if (row.card.name == name)
            return row.card;
    }
    qFatal("fixture card %s not read", qPrintable(name));
}

QString marks(const QList<AlignmentMark> &list)
{
    QStringList words;
    for (const auto &mark : list)
        words.append(codeOf(mark.value) + (mark.sometimes ? u"?"_s : QString()));
    return words.join(u',');
}

QString marks(const QList<AttributeMark> &list)
{
    QStringList words;
    for (const auto &mark : list)
        words.append(codeOf(mark.value) + (mark.sometimes ? u"?"_s : QString()));
    return words.join(u',');
}

template <typename E> QString codes(const QList<E> &list)
{
    QStringList words;
    for (const E value : list)
        words.append(codeOf(value));
    return words.join(u',');
}

} // namespace

class TestLackeyCardDataReader : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryFixtureRowWithoutErrors()
    {
        const auto &result = fixtureResult();
        for (const auto &error : result.errors)
            qWarning() << error.toString();
        QVERIFY(result.ok());
        QCOMPARE(result.rows.size(), 16);
        QCOMPARE(result.rows.first().line, 2); // the header is line 1
    }

    void normalisesEachQuirk_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("back");
        QTest::addColumn<QString>("alignments");
        QTest::addColumn<QString>("attributes");
        QTest::addColumn<QString>("kinds");
        QTest::addColumn<QString>("keywords");
        QTest::addColumn<QString>("stats"); // power/global/resistance as displayed, then arrows

        QTest::newRow("trailing space in type, power/global")
            << u"Fixture Agency"_s << u"organization"_s << u"group"_s << u"government,violent"_s
            << u"computer,secret"_s << QString() << QString() << u"4/2/5 a2"_s;
        QTest::newRow("sometimes alignment, variable resistance")
            << u"Fixture Senator"_s << u"personality"_s << u"group"_s << u"liberal?,straight"_s
            << u"media"_s << QString() << QString() << u"3//3* a1"_s;
        QTest::newRow("asterisk and lower-case sometimes, attribute case")
            << u"Fixture Lodge"_s << u"place"_s << u"group"_s << u"fanatic?,criminal?"_s
            << u"subgenius"_s << QString() << QString() << u"1*//2 a0"_s;
        QTest::newRow("resource kinds without comma in alignment column")
            << u"Fixture Relic"_s << u"resource"_s << u"group"_s << QString() << QString()
            << u"unique,artifact"_s << QString() << u"// -"_s;
        QTest::newRow("resource kinds in attribute column")
            << u"Fixture Gizmo"_s << u"resource"_s << u"group"_s << QString() << QString()
            << u"gadget,unique"_s << QString() << u"// -"_s;
        QTest::newRow("zap keyword in alignment column")
            << u"Fixture Zap"_s << u"plot"_s << u"plot"_s << QString() << QString() << QString()
            << u"zap"_s << u"// -"_s;
        QTest::newRow("disaster! type and keyword run into requirement")
            << u"Fixture Storm"_s << u"disaster"_s << u"plot"_s << QString() << QString()
            << QString() << u"disaster"_s << u"// -"_s;
        QTest::newRow("nwo colour in type and attribute")
            << u"Fixture Order"_s << u"nwo"_s << u"plot"_s << QString() << QString() << QString()
            << QString() << u"// -"_s;
        QTest::newRow("illuminati with puppet back and no control")
            << u"Fixture Council"_s << u"illuminati"_s << u"plot"_s << QString() << QString()
            << QString() << QString() << u"8/8/ a4"_s;
        QTest::newRow("ends turn after requirement")
            << u"Fixture Rant"_s << u"plot"_s << u"plot"_s << QString() << QString() << QString()
            << u"ends-turn"_s << u"// -"_s;
        QTest::newRow("ampersand name, German 2 set")
            << u"Fixture & Co."_s << u"organization"_s << u"group"_s << u"corporate"_s << u"bank"_s
            << QString() << QString() << u"2/1/4 a1"_s;
    }

    void normalisesEachQuirk()
    {
        QFETCH(QString, name);
        QFETCH(QString, type);
        QFETCH(QString, back);
        QFETCH(QString, alignments);
        QFETCH(QString, attributes);
        QFETCH(QString, kinds);
        QFETCH(QString, keywords);
        QFETCH(QString, stats);
        const Card card = fixtureCard(name);
        QCOMPARE(codeOf(card.type), type);
        QCOMPARE(codeOf(card.back), back);
        QCOMPARE(marks(card.alignments), alignments);
        QCOMPARE(marks(card.attributes), attributes);
        QCOMPARE(codes(card.resourceKinds), kinds);
        QCOMPARE(codes(card.keywords), keywords);
        const QString actual = card.power.toDisplayString() + u'/' +
                               card.globalPower.toDisplayString() + u'/' +
                               card.resistance.toDisplayString() + u' ' +
                               (card.arrows ? u"a"_s + QString::number(*card.arrows) : u"-"_s);
        QCOMPARE(actual, stats);
    }

    void nwoColourComesFromTheTypeCode()
    {
        const Card card = fixtureCard(u"Fixture Order"_s);
        QVERIFY(card.nwoColor.has_value());
        QCOMPARE(*card.nwoColor, NwoColor::Red);
        QVERIFY(card.attributes.isEmpty()); // "Red" is not an attribute
    }

    void actionWordsOnResourcesCountActionTokens()
    {
        QCOMPARE(fixtureCard(u"Fixture Relic"_s).actionTokens, 2);
        QVERIFY(!fixtureCard(u"Fixture Relic"_s).actionTokensVariable);
        QCOMPARE(fixtureCard(u"Fixture Gizmo"_s).actionTokens, 1);
        QVERIFY(fixtureCard(u"Fixture Gizmo"_s).actionTokensVariable);
    }

    void errataIsAFlagAndIdsComeFromSetAndName()
    {
        QVERIFY(fixtureCard(u"Fixture Senator"_s).hasErrata);
        QVERIFY(!fixtureCard(u"Fixture Agency"_s).hasErrata);
        QCOMPARE(fixtureCard(u"Fixture & Co."_s).id, u"german2/fixture-and-co"_s);
        QCOMPARE(fixtureCard(u"Fixture Lodge"_s).id, u"assassins/fixture-lodge"_s);
    }

    void textAndImageAreKeptOutsideTheCard()
    {
        for (const LackeyRow &row : fixtureResult().rows) {
            if (row.card.name == u"Fixture Agency") {
                QVERIFY(row.text.startsWith(u"Fixture text"_s));
                QCOMPARE(row.imageFile, u"Fixture_Agency"_s);
                // The card's facts (what the dataset stores) hold no text.
                QVERIFY(!row.card.toJson().contains(u"text"_s));
            }
        }
    }

    void requirementsAreStructured_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("display");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("underscore typo") << u"Fixture Zap"_s << u"Requires an action (Illuminati)"_s
                                         << QStringList{u"action"_s, u"illuminati"_s};
        QTest::newRow("reqires, illulminati and (s0 typos")
            << u"Fixture Pact"_s << u"Requires an action (Illuminati or Government)"_s
            << QStringList{u"action"_s, u"illuminati"_s, u"government"_s};
        QTest::newRow("subgeniuis typo, subgenius personality")
            << u"Fixture Rant"_s << u"Requires an action (SubGenius Personality)"_s
            << QStringList{u"action"_s, u"subgenius-personality"_s, u"personality"_s};
        QTest::newRow("four actors with a serial comma")
            << u"Fixture Choice"_s
            << u"Requires an action (Illuminati or Church or Liberal or Conservative)"_s
            << QStringList{u"action"_s, u"illuminati"_s, u"church"_s, u"liberal"_s,
                           u"conservative"_s};
        QTest::newRow("discards and all illuminati actions")
            << u"Fixture Purge"_s << u"Requires discards and all Illuminati actions"_s
            << QStringList{u"discard"_s, u"action"_s, u"illuminati"_s, u"all-illuminati"_s};
        QTest::newRow("action or two discards")
            << u"Fixture Bargain"_s << u"Requires an action (any group), or 2 card discards"_s
            << QStringList{u"action"_s, u"discard"_s};
        QTest::newRow("may require after a keyword")
            << u"Fixture Storm"_s << u"May require an action (Magic)"_s
            << QStringList{u"optional"_s, u"action"_s, u"magic"_s};
    }

    void requirementsAreStructured()
    {
        QFETCH(QString, name);
        QFETCH(QString, display);
        QFETCH(QStringList, tokens);
        const Card card = fixtureCard(name);
        QCOMPARE(card.requirement.toDisplayString(), display);
        QCOMPARE(card.requirement.searchTokens(), tokens);
    }

    void requirementPhrasesParse_data()
    {
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<int>("options");
        QTest::addColumn<int>("partsInFirst");
        QTest::addColumn<bool>("optional");
        QTest::newRow("one actor") << u"Requires Media Action"_s << 1 << 1 << false;
        QTest::newRow("illuminati and special")
            << u"Requires Illuminati and Special Actions"_s << 1 << 2 << false;
        QTest::newRow("action and discard") << u"Requires Action and Discard"_s << 1 << 2 << false;
        QTest::newRow("or discards")
            << u"Requires Illuminati Action or Discards"_s << 2 << 1 << false;
        QTest::newRow("three actors")
            << u"Requires Network, Computer, or Bank Action"_s << 1 << 1 << false;
        QTest::newRow("all tokens") << u"Requires All Illuminati Tokens"_s << 1 << 1 << false;
        QTest::newRow("plot discard") << u"Requires Plot Discard"_s << 1 << 1 << false;
        QTest::newRow("may require")
            << u"May Require Secret or Illuminati Action"_s << 1 << 1 << true;
    }

    void requirementPhrasesParse()
    {
        QFETCH(QString, phrase);
        QFETCH(int, options);
        QFETCH(int, partsInFirst);
        QFETCH(bool, optional);
        PlayRequirement requirement;
        QString error;
        QVERIFY2(LackeyCardDataReader::parseRequirement(phrase, &requirement, &error),
                 qPrintable(error));
        QCOMPARE(requirement.options.size(), options);
        QCOMPARE(requirement.options.first().size(), partsInFirst);
        QCOMPARE(requirement.optional, optional);
    }

    void nonsenseRequirementIsAnError()
    {
        PlayRequirement requirement;
        QString error;
        QVERIFY(!LackeyCardDataReader::parseRequirement(u"Requires Bananas Action"_s, &requirement,
                                                        &error));
        QVERIFY(error.contains(u"bananas"_s));
    }

    void malformedFileNamesFileAndLine()
    {
        const auto result = LackeyCardDataReader::read(
            fixture(u"lackey-malformed/sets/carddata.txt"_s), u"carddata.txt"_s);
        QCOMPARE(result.errors.size(), 2);
        QCOMPARE(result.errors.at(0).line, 5);
        QCOMPARE(result.errors.at(0).toString(),
                 u"carddata.txt:5: cannot read Power 'four' (expected P or P/G, '*' allowed) in "
                 u"column Power"_s);
        QCOMPARE(result.errors.at(1).line, 6);
        QVERIFY(result.errors.at(1).message.contains(u"expected 13 tab-separated columns"_s));
    }

    void unknownWordsAreErrorsNotGuesses_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("message");
        QTest::newRow("alignment")
            << u"X\tLimited\tX\tC\tPuppet\tOrganization\tSneaky\t\t1\t1\t1\t\t"_s
            << u"carddata.txt:2: unknown alignment 'Sneaky' in column Alignment"_s;
        QTest::newRow("set") << u"X\tMoon\tX\tC\tPuppet\tOrganization\t\t\t1\t1\t1\t\t"_s
                             << u"carddata.txt:2: unknown set 'Moon' in column Set"_s;
        QTest::newRow("type") << u"X\tLimited\tX\tC\tPuppet\tWidget\t\t\t1\t1\t1\t\t"_s
                              << u"carddata.txt:2: unknown type 'Widget' in column Type"_s;
        QTest::newRow("colour mismatch")
            << u"X\tLimited\tX\tC\tMaster\tNWOB\t\tRed\t\t\t\t\t"_s
            << u"carddata.txt:2: NWO colour 'Red' does not match the type 'NWOB' in column Attribute"_s;
        QTest::newRow("kind on a group")
            << u"X\tLimited\tX\tC\tPuppet\tOrganization\tUnique\t\t1\t1\t1\t\t"_s
            << u"carddata.txt:2: unknown alignment 'Unique' in column Alignment"_s;
    }

    void unknownWordsAreErrorsNotGuesses()
    {
        QFETCH(QString, row);
        QFETCH(QString, message);
        const QString header = u"Name\tSet\tImageFile\tRarity\tDeck\tType\tAlignment\tAttribute\t"
                               u"Power\tResistance\tControl\tERRATA\tText\n"_s;
        const auto result =
            LackeyCardDataReader::read((header + row + u'\n').toUtf8(), u"carddata.txt"_s);
        QCOMPARE(result.errors.size(), 1);
        QCOMPARE(result.errors.first().toString(), message);
    }

    void markWrittenTwiceIsOneAndAlwaysWins()
    {
        // Found by fuzz_carddatareader: "Straight (Sometimes), Straight" gave two marks that did
        // not survive the card's JSON round trip.
        const QString header = u"Name\tSet\tImageFile\tRarity\tDeck\tType\tAlignment\tAttribute\t"
                               u"Power\tResistance\tControl\tERRATA\tText\n"_s;
        const QString row = u"Twice\tLimited\tTwice,Puppet\tC\tPuppet\tPersonality\t"
                            u"Straight (Sometimes), Liberal, Straight, Liberal (Sometimes)\t"
                            u"Media (Sometimes), Media (Sometimes)\t3\t3\t1\t\t"_s;
        const auto result =
            LackeyCardDataReader::read((header + row + u'\n').toUtf8(), u"carddata.txt"_s);
        QVERIFY(result.ok());
        const Card &card = result.rows.first().card;
        QCOMPARE(marks(card.alignments), u"straight,liberal"_s);
        QCOMPARE(marks(card.attributes), u"media?"_s);
        QString error;
        const std::optional<Card> again = Card::fromJson(card.toJson(), &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(*again == card);
    }

    void emptyOrHeaderlessInputIsAnError()
    {
        QVERIFY(!LackeyCardDataReader::read(QByteArray(), u"empty.txt"_s).ok());
        QVERIFY(!LackeyCardDataReader::read("just words\n", u"words.txt"_s).ok());
        QVERIFY(!LackeyCardDataReader::read("\xff\xfe\x00", u"binary.txt"_s).ok());
    }
};

QTEST_GUILESS_MAIN(TestLackeyCardDataReader)
#include "tst_lackeycarddatareader.moc"
