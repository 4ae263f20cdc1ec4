// The German translation keeps what each sentence is made of: the same placeholders (%1, %n,
// %L1) as its English source, and no translation is left unfinished.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(u"%L?(\\d+|n)"_s);
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void everyGermanSentenceKeepsItsPlaceholders()
    {
        QFile file(QStringLiteral(INWO_SOURCE_DIR) + u"/translations/inwo_de.ts"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString context;
        QString source;
        int messages = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                const bool unfinished = xml.attributes().value(u"type"_s) == u"unfinished";
                const QString translation =
                    xml.readElementText(QXmlStreamReader::IncludeChildElements);
                const QByteArray where = (context + u": "_s + source).toUtf8();
                QVERIFY2(!unfinished, where.constData());
                QVERIFY2(placeholders(translation) == placeholders(source),
                         QByteArray(where + " -> " + translation.toUtf8()).constData());
                QVERIFY2(!translation.contains(u"% {"_s), where.constData());
                ++messages;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 1000);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
