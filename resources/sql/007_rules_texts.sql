-- The user's own copies of the rules texts (issue 24). The program recognises a copy by hashes of
-- its lines (resources/rules/fingerprints.json) and keeps here the lines it found, by the seed
-- line each stands for, so a rule's passage can be shown in the user's words. Nothing of these
-- texts is bundled. One row per document: importing a document again replaces its rows.
CREATE TABLE rules_texts (
    seed        TEXT PRIMARY KEY, -- the seed file's number: '000' INWO rulebook ... '004' Plan 28
    edition     TEXT NOT NULL,
    file_name   TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    share       REAL NOT NULL,    -- of the document's lines with text, the share the copy has
    line_count  INTEGER NOT NULL  -- rows in rules_text_lines: a read that finds fewer is damage
);

CREATE TABLE rules_text_lines (
    seed TEXT NOT NULL REFERENCES rules_texts (seed) ON DELETE CASCADE,
    line INTEGER NOT NULL, -- 1-based line number of the seed file as stored
    text TEXT NOT NULL,    -- as the user's copy writes it
    PRIMARY KEY (seed, line)
) WITHOUT ROWID;
