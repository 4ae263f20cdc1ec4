-- User data: the user's decks (issue 3). A deck row holds what describes the deck; its cards are
-- rows of deck_cards in the order the player put them. Card ids are stored as ids (a card the
-- dataset no longer knows keeps its id and is reported as unknown, never dropped).
CREATE TABLE decks (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    author      TEXT NOT NULL DEFAULT '',
    notes       TEXT NOT NULL DEFAULT '',
    format_id   TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL,
    modified_at TEXT NOT NULL
);

CREATE TABLE deck_cards (
    deck_id  INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    card_id  TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    zone     TEXT NOT NULL,
    PRIMARY KEY (deck_id, position)
) WITHOUT ROWID;

CREATE INDEX decks_by_name ON decks (name COLLATE NOCASE);
