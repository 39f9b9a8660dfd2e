-- Indexed site search (POST /search). Each searched field gets a stored tsvector with a GIN index: words of every
-- script that separates words ('simple' configuration: lower-cased, no stemming, the same on both stores and in every
-- language), plus every pair of adjacent Chinese, Japanese or Korean characters as a token of its own, since those
-- scripts write words without spaces. A keyword's pairs, chained as a phrase, find it anywhere in running text; a
-- two-character word such as 安全 is one exact index lookup (a trigram index cannot look up fewer than three
-- characters and would read every row for it).

CREATE FUNCTION search_cjk_pairs(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(substr(m.run[1], i, 2), ' ' ORDER BY m.n, i), '')
  FROM regexp_matches(t, '([\u1100-\u11ff\u3040-\u30fa\u30fc-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]{2,})', 'g') WITH ORDINALITY AS m(run, n),
    generate_series(1, char_length(m.run[1]) - 1) AS i
$$;

-- Pairs only for text that has CJK characters: the set-returning function costs more than the rest together.
CREATE FUNCTION search_vector(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', regexp_replace(t, '[\u1100-\u11ff\u3040-\u30fa\u30fc-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]+', ' ', 'g') || ' ' || CASE WHEN t ~ '[\u1100-\u11ff\u3040-\u30fa\u30fc-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]' THEN search_cjk_pairs(t) ELSE '' END)
$$;

-- Kept by a trigger rather than generated columns: recomputed only when a searched field changes (not on every draft
-- save), and a bulk copy of existing rows (the scale bench) can carry their vectors along.
ALTER TABLE entries ADD COLUMN search_title tsvector, ADD COLUMN search_summary tsvector, ADD COLUMN search_body tsvector;

CREATE FUNCTION entries_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_title := search_vector(NEW.title); NEW.search_summary := search_vector(NEW.summary || ' ' || coalesce(NEW.data->'seo'->>'description', '')); NEW.search_body := search_vector(regexp_replace(NEW.body, '<[^>]*>', ' ', 'g')); RETURN NEW; END $$;

CREATE TRIGGER entries_search BEFORE INSERT OR UPDATE OF title, summary, body, data ON entries FOR EACH ROW EXECUTE FUNCTION entries_search_vectors();

UPDATE entries SET title = title;

CREATE INDEX entries_search_title ON entries USING gin (search_title);
CREATE INDEX entries_search_summary ON entries USING gin (search_summary);
CREATE INDEX entries_search_body ON entries USING gin (search_body);
