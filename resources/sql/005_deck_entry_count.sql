-- Each deck remembers how many rows of deck_cards it has (issue 9). A damaged page can hide rows
-- from a read without any error; a read or a recovery that finds fewer rows than this knows the
-- deck is not whole. NULL for decks saved before this column (nothing to compare with).
ALTER TABLE decks ADD COLUMN entry_count INTEGER;
