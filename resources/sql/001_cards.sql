-- Card facts. Rows with source 'bundled' are replaced whenever the bundled dataset changes;
-- rows from a user's LackeyCCG import have source 'imported'.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE cards (
    rowid          INTEGER PRIMARY KEY,
    id             TEXT NOT NULL UNIQUE,
    name           TEXT NOT NULL,
    name_norm      TEXT NOT NULL,      -- TextNormalizer::normalize(name)
    set_code       TEXT NOT NULL,      -- CardSet code: base, assassins, ...
    rarity         TEXT NOT NULL,      -- Rarity code: c, u, r, u3, ...
    back           TEXT NOT NULL,      -- group | plot
    type           TEXT NOT NULL,      -- CardType code: organization, ..., nwo
    nwo            TEXT,               -- red | blue | yellow
    power          INTEGER,
    power_var      INTEGER NOT NULL DEFAULT 0,
    global         INTEGER,
    global_var     INTEGER NOT NULL DEFAULT 0,
    resistance     INTEGER,
    resistance_var INTEGER NOT NULL DEFAULT 0,
    arrows         INTEGER,
    action_tokens  INTEGER NOT NULL DEFAULT 0,
    has_errata     INTEGER NOT NULL DEFAULT 0,
    -- Token lists for search, each code wrapped in bars: '|liberal|government|'.
    alignments     TEXT NOT NULL DEFAULT '|',   -- every alignment, 'sometimes' ones included
    sometimes      TEXT NOT NULL DEFAULT '|',   -- alignments and attributes held only sometimes
    attributes     TEXT NOT NULL DEFAULT '|',
    kinds          TEXT NOT NULL DEFAULT '|',   -- resource kinds
    keywords       TEXT NOT NULL DEFAULT '|',
    requirements   TEXT NOT NULL DEFAULT '|',   -- PlayRequirement::searchTokens()
    data           TEXT NOT NULL,               -- Card::toJson(), compact
    source         TEXT NOT NULL DEFAULT 'bundled'
);

CREATE INDEX cards_name_norm ON cards (name_norm);
CREATE INDEX cards_set ON cards (set_code, name_norm);
CREATE INDEX cards_type ON cards (type, name_norm);
CREATE INDEX cards_power ON cards (power);
CREATE INDEX cards_resistance ON cards (resistance);

CREATE VIRTUAL TABLE cards_fts USING fts5 (
    name_norm, content = 'cards', content_rowid = 'rowid',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER cards_fts_insert AFTER INSERT ON cards BEGIN
    INSERT INTO cards_fts (rowid, name_norm) VALUES (new.rowid, new.name_norm);
END;
CREATE TRIGGER cards_fts_delete AFTER DELETE ON cards BEGIN
    INSERT INTO cards_fts (cards_fts, rowid, name_norm) VALUES ('delete', old.rowid, old.name_norm);
END;
CREATE TRIGGER cards_fts_update AFTER UPDATE OF name_norm ON cards BEGIN
    INSERT INTO cards_fts (cards_fts, rowid, name_norm) VALUES ('delete', old.rowid, old.name_norm);
    INSERT INTO cards_fts (rowid, name_norm) VALUES (new.rowid, new.name_norm);
END;
