-- User data: card text, errata and images from the user's own LackeyCCG plugin folder.
-- Keyed by card id; a reload of the bundled cards never touches it.
CREATE TABLE card_text (
    rowid       INTEGER PRIMARY KEY,
    card_id     TEXT NOT NULL UNIQUE,
    text        TEXT NOT NULL DEFAULT '',
    errata      TEXT NOT NULL DEFAULT '',
    image_path  TEXT,
    imported_at TEXT NOT NULL
);

CREATE VIRTUAL TABLE card_text_fts USING fts5 (
    text, errata, content = 'card_text', content_rowid = 'rowid',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER card_text_fts_insert AFTER INSERT ON card_text BEGIN
    INSERT INTO card_text_fts (rowid, text, errata) VALUES (new.rowid, new.text, new.errata);
END;
CREATE TRIGGER card_text_fts_delete AFTER DELETE ON card_text BEGIN
    INSERT INTO card_text_fts (card_text_fts, rowid, text, errata)
        VALUES ('delete', old.rowid, old.text, old.errata);
END;
CREATE TRIGGER card_text_fts_update AFTER UPDATE ON card_text BEGIN
    INSERT INTO card_text_fts (card_text_fts, rowid, text, errata)
        VALUES ('delete', old.rowid, old.text, old.errata);
    INSERT INTO card_text_fts (rowid, text, errata) VALUES (new.rowid, new.text, new.errata);
END;
