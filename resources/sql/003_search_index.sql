-- Search index over every searchable fact, so a field search is an index lookup, not a scan of
-- the whole cards table (measured by inwo-bench at 100,000 cards). Each card's facts become words
-- with a two-letter field prefix: 'alviolent' (alignment), 'tyorganization' (type), 'pw4' (Power
-- 4; values above 30 are 'pwhigh'), 'pwvar' (a '*' on the Power), 'all' (every card); see
-- carddb/searchcompiler.h. The view builds them from the cards table; triggers keep the index in
-- step with it.
CREATE VIEW card_search_source AS
SELECT rowid, name_norm,
    'all ty' || type || ' se' || set_code || ' ba' || back || ' ra' || rarity
    || coalesce(' nw' || nwo, '')
    || replace(replace(alignments, '-', ''), '|', ' al')
    || replace(replace(attributes, '-', ''), '|', ' at')
    || replace(replace(kinds, '-', ''), '|', ' ki')
    || replace(replace(keywords, '-', ''), '|', ' kw')
    || replace(replace(requirements, '-', ''), '|', ' rq')
    || CASE WHEN power IS NULL THEN '' WHEN power < 0 THEN ' pwhas pwneg'
            WHEN power > 30 THEN ' pwhas pwhigh' ELSE ' pwhas pw' || power END
    || CASE WHEN global IS NULL THEN '' WHEN global < 0 THEN ' glhas glneg'
            WHEN global > 30 THEN ' glhas glhigh' ELSE ' glhas gl' || global END
    || CASE WHEN resistance IS NULL THEN '' WHEN resistance < 0 THEN ' rshas rsneg'
            WHEN resistance > 30 THEN ' rshas rshigh' ELSE ' rshas rs' || resistance END
    || CASE WHEN arrows IS NULL THEN '' WHEN arrows < 0 THEN ' arhas arneg'
            WHEN arrows > 30 THEN ' arhas arhigh' ELSE ' arhas ar' || arrows END
    || CASE WHEN power_var THEN ' pwvar' ELSE '' END
    || CASE WHEN global_var THEN ' glvar' ELSE '' END
    || CASE WHEN resistance_var THEN ' rsvar' ELSE '' END AS facets
FROM cards;
CREATE VIRTUAL TABLE card_search USING fts5 (
    name_norm, facets, content = 'card_search_source', content_rowid = 'rowid',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2'  -- the first letters typed are the commonest prefix queries
);
INSERT INTO card_search (card_search) VALUES ('rebuild');
CREATE TRIGGER card_search_insert AFTER INSERT ON cards BEGIN
    INSERT INTO card_search (rowid, name_norm, facets)
        SELECT rowid, name_norm, facets FROM card_search_source WHERE rowid = new.rowid;
END;
CREATE TRIGGER card_search_delete BEFORE DELETE ON cards BEGIN
    INSERT INTO card_search (card_search, rowid, name_norm, facets)
        SELECT 'delete', rowid, name_norm, facets FROM card_search_source WHERE rowid = old.rowid;
END;
CREATE TRIGGER card_search_update_before BEFORE UPDATE ON cards BEGIN
    INSERT INTO card_search (card_search, rowid, name_norm, facets)
        SELECT 'delete', rowid, name_norm, facets FROM card_search_source WHERE rowid = old.rowid;
END;
CREATE TRIGGER card_search_update_after AFTER UPDATE ON cards BEGIN
    INSERT INTO card_search (rowid, name_norm, facets)
        SELECT rowid, name_norm, facets FROM card_search_source WHERE rowid = new.rowid;
END;
