-- Every distinct word the search index holds (not the CJK pairs), so a keyword word also finds the words it sits
-- inside ('hit' in 'white', 'line' in 'online'), as the substring search before the index did: the site search looks
-- up the indexed words that contain it, then those words in the GIN indexes. Kept by statement triggers (one insert
-- per statement, whatever the rows); words of deleted or rewritten text stay and match nothing.
CREATE TABLE search_lexemes (lexeme TEXT PRIMARY KEY);

CREATE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO search_lexemes SELECT DISTINCT l FROM new_rows, unnest(tsvector_to_array(coalesce(search_title, '') || coalesce(search_summary, '') || coalesce(search_body, ''))) AS l WHERE l !~ '[\u1100-\u11ff\u3040-\u30fa\u30fc-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]' ON CONFLICT DO NOTHING; RETURN NULL; END $$;

CREATE TRIGGER entries_search_lexemes_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
CREATE TRIGGER entries_search_lexemes_update AFTER UPDATE ON entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();

INSERT INTO search_lexemes SELECT DISTINCT l FROM entries, unnest(tsvector_to_array(coalesce(search_title, '') || coalesce(search_summary, '') || coalesce(search_body, ''))) AS l WHERE l !~ '[\u1100-\u11ff\u3040-\u30fa\u30fc-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]' ON CONFLICT DO NOTHING;
