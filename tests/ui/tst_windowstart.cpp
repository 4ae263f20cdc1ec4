// What a new user meets first: the window carries the program's icon, and the first file dialog
// starts in a folder that exists, with an empty file name.
#include "carddatabase.h"
#include "common/applicationicon.h"
#include "common/startfolder.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "mainwindowfixture.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QPixmap>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestWindowStart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void theIconHoldsEveryPackagedSize();
    void theWindowAndItsDialogsCarryTheIcon();
    void aFolderThatDoesNotExistIsNeverTheStart();
    void theRememberedFolderIsTheStartWhileItExists();

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_home;
    CardDatabase m_database;
};

void TestWindowStart::initTestCase()
{
    test::isolateSettings(m_dir, u"tst_windowstart"_s);
    QVERIFY(m_dir.isValid() && m_home.isValid());
    // A home with no Documents folder, and no user-dirs file naming one elsewhere.
    qputenv("HOME", QFile::encodeName(m_home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(u".config"_s)));
    QString error;
    QVERIFY2(m_database.open(m_dir.filePath(u"cards.sqlite"_s), &error), qPrintable(error));
}

void TestWindowStart::theIconHoldsEveryPackagedSize()
{
    const QIcon icon = applicationIcon();
    QVERIFY(!icon.isNull());
    for (const int size : {16, 32, 48, 64, 128, 256}) {
        QVERIFY2(icon.availableSizes().contains(QSize(size, size)),
                 qPrintable(QString::number(size)));
        QVERIFY(!icon.pixmap(size).isNull());
    }
}

void TestWindowStart::theWindowAndItsDialogsCarryTheIcon()
{
    const auto window = test::showTestWindow(m_database);
    QVERIFY(!window->windowIcon().isNull());
    QCOMPARE(window->windowIcon().availableSizes(), applicationIcon().availableSizes());
    QCOMPARE(QApplication::windowIcon().availableSizes(), applicationIcon().availableSizes());
}

void TestWindowStart::aFolderThatDoesNotExistIsNeverTheStart()
{
    QVERIFY(!QDir(m_home.filePath(u"Documents"_s)).exists());
    QCOMPARE(startFolder(QString()), QDir::homePath());
    QCOMPARE(startFolder(m_home.filePath(u"gone"_s)), QDir::homePath());
    QVERIFY(QDir(m_home.path()).mkdir(u"Documents"_s));
    QCOMPARE(QDir(startFolder(QString())), QDir(m_home.filePath(u"Documents"_s)));
    QVERIFY(QDir(m_home.path()).rmdir(u"Documents"_s));
}

void TestWindowStart::theRememberedFolderIsTheStartWhileItExists()
{
    QCOMPARE(startFolder(m_dir.path()), m_dir.path());
}

QTEST_MAIN(TestWindowStart)
#include "tst_windowstart.moc"
