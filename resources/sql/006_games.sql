-- The live games (issue 23). A game is the table it started from and the log of events made on
-- it; the table now is derived by replaying the log, so undo, export and recovery after a crash
-- all come from these rows. Each event is written in its own transaction. An event taken back
-- by undo keeps its row, marked undone, until a new event replaces it (redo reads it back).
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    rules       TEXT NOT NULL,
    start_json  TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    modified_at TEXT NOT NULL,
    finished    INTEGER NOT NULL DEFAULT 0,
    event_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE game_events (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    event_json  TEXT NOT NULL,
    undone      INTEGER NOT NULL DEFAULT 0,
    recorded_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE INDEX games_by_modified ON games (modified_at);
