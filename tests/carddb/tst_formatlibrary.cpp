// The formats a user checks decks against: built in, plus the user's own files beside the
// database; a broken file names file, line and key and the others still load.
#include "carddatabase.h"
#include "formatlibrary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestFormatLibrary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CardDatabase m_db;

    void write(const QString &name, const QByteArray &content)
    {
        QDir().mkpath(FormatLibrary::userFolderFor(m_db.path()));
        QFile file(QDir(FormatLibrary::userFolderFor(m_db.path())).filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
    }

    void builtInFormatsLoadWithEveryNameResolved()
    {
        QList<FormatError> errors;
        const FormatLibrary library = FormatLibrary::load(m_db, QString(), &errors);
        QCOMPARE(errors.size(), 0);
        QVERIFY(library.find(u"plan28"_s).has_value());
        QVERIFY(library.find(u"Plan 28"_s).has_value());
        QVERIFY(library.find(u"casual"_s).has_value());
        QCOMPARE(library.find(u"plan28"_s)->restricted->cardIds.size(), 2);
    }

    void userFormatsLoadBesideTheDatabaseAndABrokenOneIsReported()
    {
        write(u"tournament.json"_s,
              "{\"id\": \"tournament\", \"name\": \"Our Tournament\",\n"
              " \"banned\": {\"cards\": [\"Savings and Loan Scam\"], \"words\": \"no S&L\"}}\n");
        write(u"broken.json"_s, "{\"id\": \"broken\", \"name\": \"Broken\",\n"
                                " \"restricted\": {\"cards\": [\"Savings and Loan Scam\",\n"
                                "  \"Nonexistent Card\"],\n"
                                "  \"words\": \"w\"}}\n");
        write(u"clash.json"_s, "{\"id\": \"plan28\", \"name\": \"Mine\"}");
        QList<FormatError> errors;
        const FormatLibrary library =
            FormatLibrary::load(m_db, FormatLibrary::userFolderFor(m_db.path()), &errors);
        QVERIFY(library.find(u"tournament"_s).has_value());
        QCOMPARE(library.find(u"Our Tournament"_s)->banned->cardIds,
                 QList<QString>{u"base/savings-and-loan-scam"_s});
        QVERIFY(!library.find(u"broken"_s).has_value());
        QCOMPARE(errors.size(), 2);
        QStringList messages;
        for (const FormatError &error : std::as_const(errors))
            messages.append(error.toString());
        messages.sort();
        QVERIFY2(messages.at(0).endsWith(
                     u"broken.json:3: restricted.cards: no card is named 'Nonexistent Card'"_s),
                 qPrintable(messages.at(0)));
        QVERIFY2(messages.at(1).contains(u"clash.json"_s) &&
                     messages.at(1).contains(u"already taken"_s),
                 qPrintable(messages.at(1)));
        QCOMPARE(library.find(u"plan28"_s)->name, u"Plan 28"_s);
    }
};

QTEST_GUILESS_MAIN(TestFormatLibrary)
#include "tst_formatlibrary.moc"
