// Data integrity of the card facts: the real LackeyCCG file read in full (when ../shared/data is
// present), and the bundled dataset the program ships, which must be exactly what the project's
// importer makes of that file.
#include "carddataset.h"
#include "lackeycarddatareader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

namespace {

QString sharedCardData()
{
    return QStringLiteral(INWO_SHARED_DIR) + u"/data/lackey-inwo/carddata.txt"_s;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<Card> bundledCards()
{
    QList<Card> cards;
    QString error;
    const QByteArray bytes =
        readFile(QStringLiteral(INWO_SOURCE_DIR) + u"/resources/cards/cards.json"_s);
    if (!CardDataset::parse(bytes, &cards, &error))
        qFatal("bundled dataset does not parse: %s", qPrintable(error));
    return cards;
}

} // namespace

class TestDataIntegrity : public QObject
{
    Q_OBJECT

private:
    CardDataReadResult m_shared;
    QByteArray m_sharedBytes;

    void requireShared()
    {
        if (m_sharedBytes.isEmpty())
            QSKIP("../shared/data/lackey-inwo/carddata.txt is not present; the reference corpus "
                  "checks need it");
    }

private slots:
    void initTestCase()
    {
        m_sharedBytes = readFile(sharedCardData());
        if (!m_sharedBytes.isEmpty())
            m_shared = LackeyCardDataReader::read(m_sharedBytes, u"carddata.txt"_s);
    }

    void everySourceRowParses()
    {
        requireShared();
        for (const ImportError &error : std::as_const(m_shared.errors))
            qWarning().noquote() << error.toString();
        QVERIFY(m_shared.ok());
        // Count the rows independently of the reader: every non-empty line after the header.
        int sourceRows = 0;
        const QList<QByteArray> lines = m_sharedBytes.split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i)
            sourceRows += lines.at(i).trimmed().isEmpty() ? 0 : 1;
        QCOMPARE(sourceRows, 768);
        QCOMPARE(m_shared.rows.size(), sourceRows);
    }

    void countPerSetMatchesTheSource()
    {
        requireShared();
        // The Set column as written, counted straight from the bytes.
        QMap<QString, int> fromSource;
        const QList<QByteArray> lines = m_sharedBytes.split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines.at(i).split('\t');
            if (fields.size() > 1)
                ++fromSource[QString::fromUtf8(fields.at(1))];
        }
        QCOMPARE(m_shared.sourceSetCounts, fromSource);
        QMap<QString, int> byCode;
        for (const LackeyRow &row : std::as_const(m_shared.rows))
            ++byCode[codeOf(row.card.set)];
        const QMap<QString, int> expected{
            {u"base"_s, 412},  {u"assassins"_s, 125}, {u"subgenius"_s, 100}, {u"fan"_s, 75},
            {u"german"_s, 22}, {u"german2"_s, 22},    {u"virtual"_s, 12}};
        QCOMPARE(byCode, expected);
    }

    void idsAndNamesWithinSetAreUnique()
    {
        requireShared();
        QSet<QString> ids;
        QSet<QString> namesInSet;
        for (const LackeyRow &row : std::as_const(m_shared.rows)) {
            QVERIFY2(!ids.contains(row.card.id), qPrintable(row.card.id));
            ids.insert(row.card.id);
            const QString key = codeOf(row.card.set) + u'\t' + row.card.name.toLower();
            QVERIFY2(!namesInSet.contains(key), qPrintable(key));
            namesInSet.insert(key);
        }
        QCOMPARE(ids.size(), 768);
    }

    // Every normalisation the real file needs, and on how many rows. A new quirk in the source
    // or a rule that stops firing changes this list, and the test says which.
    void normalisationRulesTheSourceReliesOn()
    {
        requireShared();
        QMap<QString, int> applied;
        for (auto it = m_shared.rulesApplied.cbegin(); it != m_shared.rulesApplied.cend(); ++it)
            applied.insert(normalisationRuleCode(it.key()), it.value());
        const QMap<QString, int> expected{
            {u"trailing-space-in-type"_s, 100},
            {u"bang-in-type"_s, 1},
            {u"nwo-colour-in-type"_s, 31},
            {u"nwo-colour-in-attribute"_s, 31},
            {u"resource-kind-in-alignment"_s, 41},
            {u"resource-kind-in-attribute"_s, 9},
            {u"resource-kinds-without-comma"_s, 10},
            {u"keyword-in-alignment"_s, 36},
            {u"keyword-in-attribute"_s, 33},
            {u"keyword-without-comma"_s, 1},
            {u"sometimes-in-lower-case"_s, 1},
            {u"asterisk-on-alignment"_s, 1},
            {u"action-tokens-in-attribute"_s, 16},
            {u"underscore-in-requirement"_s, 16},
            {u"reqires-typo"_s, 2},
            {u"illulminati-typo"_s, 1},
            {u"subgeniuis-typo"_s, 1},
            {u"parenthesis-typo"_s, 1},
            {u"attribute-case"_s, 21},
            {u"illuminati-back-is-plot"_s, 2},
            {u"illuminati-arrows"_s, 15},
            {u"variable-stat"_s, 9},
        };
        if (applied != expected) {
            for (auto it = applied.cbegin(); it != applied.cend(); ++it)
                qWarning().noquote() << it.key() << it.value();
        }
        QCOMPARE(applied, expected);
        // Every rule the reader knows is one the real file needs.
        QCOMPARE(applied.size(), normalisationRules().size());
    }

    void regeneratingTheBundledDatasetReproducesItByteForByte()
    {
        requireShared();
        QList<Card> cards;
        for (const LackeyRow &row : std::as_const(m_shared.rows))
            cards.append(row.card);
        const QByteArray regenerated = CardDataset::serialize(cards);
        const QByteArray committed =
            readFile(QStringLiteral(INWO_SOURCE_DIR) + u"/resources/cards/cards.json"_s);
        QVERIFY2(regenerated == committed,
                 "resources/cards/cards.json differs from what `inwo dataset generate` makes of "
                 "the shared carddata.txt; regenerate it");
    }

    void bundledDatasetHoldsEveryCardOnce()
    {
        const QList<Card> cards = bundledCards();
        QCOMPARE(cards.size(), 768);
        QSet<QString> ids;
        for (const Card &card : cards) {
            QVERIFY2(!ids.contains(card.id), qPrintable(card.id));
            ids.insert(card.id);
            QCOMPARE(card.id, cardIdFor(card.set, card.name));
        }
    }

    void bundledCardsHaveTheFactsTheirTypeNeeds()
    {
        QStringList groupsWithoutArrows;
        for (const Card &card : bundledCards()) {
            const QByteArray name = card.name.toUtf8();
            if (card.isGroup()) {
                if (!card.arrows)
                    groupsWithoutArrows.append(card.id);
                QVERIFY2(!card.power.isEmpty(), name.constData());
                QVERIFY2(!card.resistance.isEmpty(), name.constData());
                QCOMPARE(card.back, CardBack::Group);
            }
            if (card.type == CardType::Illuminati) {
                QCOMPARE(card.back, CardBack::Plot);
                QCOMPARE(card.arrows, std::optional<int>(4));
                QVERIFY2(card.resistance.isEmpty(), name.constData());
                QVERIFY2(card.alignments.isEmpty(), name.constData());
            }
            if (card.type == CardType::Resource) {
                QVERIFY2(card.alignments.isEmpty(), name.constData());
                QCOMPARE(card.back, CardBack::Group);
            }
            QCOMPARE(card.type == CardType::NewWorldOrder, card.nwoColor.has_value());
            if (card.back == CardBack::Plot && card.type != CardType::Illuminati)
                QVERIFY2(card.power.isEmpty() && card.resistance.isEmpty(), name.constData());
            // Only Plots carry play requirements.
            if (!card.requirement.isEmpty())
                QVERIFY2(card.back == CardBack::Plot, name.constData());
            // A card never holds both alignments of an opposite pair for certain
            // (000_42f3d193c8c5ff8e.txt, Changing Alignments); Fanatic is opposite only to
            // another group's Fanatic.
            for (const auto &mark : card.alignments) {
                const auto opposite = oppositeOf(mark.value);
                if (!opposite || *opposite == mark.value || mark.sometimes)
                    continue;
                for (const auto &other : card.alignments)
                    QVERIFY2(other.value != *opposite || other.sometimes, name.constData());
            }
        }
        // The source leaves one fan card's Control column empty; nothing else lacks arrows.
        QCOMPARE(groupsWithoutArrows, QStringList{u"fan/private-detective-agencies"_s});
    }

    void knownCardsReadAsPrinted_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("json");
        QTest::newRow("Bill Clinton: Liberal only sometimes")
            << u"base/bill-clinton"_s
            << uR"({"alignments":["liberal","government","straight"],"alignmentsSometimes":["liberal"],"arrows":2,"back":"group","id":"base/bill-clinton","name":"Bill Clinton","power":4,"rarity":"c","resistance":2,"set":"base","type":"personality"})"_s;
        QTest::newRow("Savings & Loan Scam keeps its ampersand")
            << u"base/savings-and-loan-scam"_s << QString();
        QTest::newRow("Cyborg Soldiers: a Gadget from the Alignment column")
            << u"base/cyborg-soldiers"_s
            << uR"({"back":"group","id":"base/cyborg-soldiers","name":"Cyborg Soldiers","rarity":"r","resourceKinds":["gadget"],"set":"base","type":"resource"})"_s;
        QTest::newRow("Bavarian Illuminati: 10/10 with four arrows")
            << u"base/bavarian-illuminati"_s
            << uR"({"arrows":4,"back":"plot","global":10,"id":"base/bavarian-illuminati","name":"Bavarian Illuminati","power":10,"rarity":"i","set":"base","type":"illuminati"})"_s;
        QTest::newRow("Comet Hail-Bob") << u"subgenius/comet-hail-bob"_s << QString();
    }

    void knownCardsReadAsPrinted()
    {
        QFETCH(QString, id);
        QFETCH(QString, json);
        const QList<Card> cards = bundledCards();
        const auto it = std::find_if(cards.cbegin(), cards.cend(),
                                     [&id](const Card &card) { return card.id == id; });
        QVERIFY2(it != cards.cend(), qPrintable(id));
        if (!json.isEmpty()) {
            const QByteArray actual = QJsonDocument(it->toJson()).toJson(QJsonDocument::Compact);
            QCOMPARE(QString::fromUtf8(actual), json);
        }
    }
};

QTEST_GUILESS_MAIN(TestDataIntegrity)
#include "tst_dataintegrity.moc"
