#pragma once

#include <QStringList>
#include <QTextStream>

class QCommandLineParser;

namespace inwo {

struct CardDataReadResult;

// The `inwo` command line: every data operation of the program, with --json output for scripts.
// Exit codes: 0 success, 1 nothing matched, 2 bad query or input.
class CliCommands
{
public:
    CliCommands(QTextStream &out, QTextStream &err);

    int run(const QStringList &arguments);

private:
    int cardsSearch(const QStringList &arguments);
    int cardsShow(const QStringList &arguments);
    int cardsImportLackey(const QStringList &arguments);
    int datasetGenerate(const QStringList &arguments);
    int datasetCheck(const QStringList &arguments);
    int dbCheck(const QStringList &arguments);
    int dbRecover(const QStringList &arguments);
    int usage(int exitCode);
    // Reads the one carddata.txt named on the command line; false (message printed) when absent.
    bool readCardData(const QCommandLineParser &parser, const QString &command,
                      CardDataReadResult *read);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace inwo
