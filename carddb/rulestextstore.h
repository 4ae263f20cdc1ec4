// The user's own copies of the rules texts (issue 24), kept in the user's database (migration
// 007): one row per imported document and one per line found, so a rule's passage can be shown
// in the user's words beside the program's summary.
//
// Usage:
//   RulesTextStore store(database);
//   const RulesTextImport result = store.importRulesText(bytes, u"rulebook.txt"_s);
//   if (!result.isImported())
//       show(result.error.isEmpty() ? rulesTextVerdictMessage(result.recognition) : result.error);
//   const QStringList text = store.passage(ruleIdentity(R106).passages.front());
//   // empty when that document is not imported
#pragma once

#include "rules/rulestext.h"

#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace inwo {

class CardDatabase;

// The documents the program recognises, compiled in (resources/rules/fingerprints.json), read
// once. A broken file is a build mistake tst_rulestextstore catches; here it recognises nothing.
const RulesTextFingerprints &bundledRulesTextFingerprints();

// A rules document the user imported, as the database lists it.
struct ImportedRulesText
{
    Seed seed = Seed::InwoRulebook;
    QString edition;
    QString fileName;     // the name the file had, without its folder
    QDateTime importedAt; // UTC
    double share = 0;     // of the document's text lines, the share the copy has (0.9 to 1)
    int lineCount = 0;    // lines stored
};

// What importRulesText() did.
struct RulesTextImport
{
    RulesTextRecognition recognition; // the document, or why the file was refused
    bool stored = false;              // the lines are in the database
    bool replaced = false;            // an earlier copy of the same document was replaced
    QString error; // the database's refusal (English, as the other stores'); empty otherwise

    bool isImported() const { return stored; }
};

// One line of a passage in the user's copy.
struct RulesTextLine
{
    int line = 0; // of the seed file as stored
    QString text; // as the user's copy writes it
};

// Imports, lists, shows and removes the user's copies of the rules texts. Every write is one
// transaction: a refused file or a failed write leaves the database as it was.
class RulesTextStore
{
public:
    // Recognises files against `fingerprints` (the bundled ones unless a test gives others).
    explicit RulesTextStore(CardDatabase &database, const RulesTextFingerprints &fingerprints =
                                                        bundledRulesTextFingerprints());

    // Recognises `bytes` and, when they are a known document, stores its lines, replacing any
    // earlier copy of that document. `fileName` is kept for the list (its folder is dropped).
    RulesTextImport importRulesText(QByteArrayView bytes, const QString &fileName);
    // Every imported document, in the order of Seed.
    QList<ImportedRulesText> importedDocuments(QString *error = nullptr) const;
    std::optional<ImportedRulesText> importedDocument(Seed seed, QString *error = nullptr) const;
    // The lines first..last of the passage that the user's copy has, in order, each as the copy
    // writes it (lines without text, blank in the seed, are not kept); empty when that document
    // is not imported (or the passage is CardData's, or lies beyond the copy).
    QStringList passage(const SeedLines &lines, QString *error = nullptr) const;
    // The same with each line's number, so a caller can show where the copy lacks a line.
    QList<RulesTextLine> passageLines(const SeedLines &lines, QString *error = nullptr) const;
    // Forgets the user's copy of `seed`; false with `error` when there is none or the file
    // refuses.
    bool removeRulesText(Seed seed, QString *error);

private:
    bool refusesWrites(QString *error) const;

    CardDatabase &m_database;
    const RulesTextFingerprints &m_fingerprints;
};

} // namespace inwo
