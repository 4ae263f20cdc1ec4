#pragma once

#include "decks/deckformat.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace inwo {

// The words of the bundled formats (resources/formats/*.json: a format's name, each rule's words,
// a source that is no seed) in the reader's language. The format files are data, so their
// sentences are listed in formatwords.cpp for Qt's translation tools, and a test proves every
// sentence of every bundled file is listed. A user's own format keeps its words as written.
class FormatWords
{
public:
    // `text` in the reader's language when it is one of the bundled formats' sentences; any other
    // text as it is.
    static QString translated(QStringView text);
    // A rule's words in the reader's language.
    static QString words(const RuleText &rule);
    // Where the rule is written, as the reader cites it ("Plan 28, Zeile 177"); empty for none.
    static QString citation(const RuleText &rule);
    // "words (citation)", or the words alone when the rule names no source.
    static QString rendered(const RuleText &rule);

    // Every listed sentence, in English (for the test that compares them with the files).
    static QList<QString> listed();
};

} // namespace inwo
