-- Unverified card abilities the user confirmed for his database (issue 24): an ability the
-- project read from printed card text it could not check is applied by every engine once the user
-- confirms it, cited "confirmed by the user", until he withdraws the confirmation. An ability is
-- named by its card and its words (the project's own summary, unique on a card), so a changed
-- dataset never moves a confirmation to another ability.
CREATE TABLE ability_confirmations (
    card_id      TEXT NOT NULL,
    words        TEXT NOT NULL,
    confirmed_at TEXT NOT NULL,
    PRIMARY KEY (card_id, words)
) WITHOUT ROWID;
