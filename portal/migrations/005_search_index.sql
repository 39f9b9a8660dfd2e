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

CREATE FUNCTION search_vector(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', regexp_replace(t, '[\u1100-\u11ff\u3040-\u30fa\u30fc-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]+', ' ', 'g') || ' ' || search_cjk_pairs(t))
$$;

ALTER TABLE entries
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (search_vector(title)) STORED,
  ADD COLUMN search_summary tsvector GENERATED ALWAYS AS (search_vector(summary || ' ' || coalesce(data->'seo'->>'description', ''))) STORED,
  ADD COLUMN search_body tsvector GENERATED ALWAYS AS (search_vector(regexp_replace(body, '<[^>]*>', ' ', 'g'))) STORED;

CREATE INDEX entries_search_title ON entries USING gin (search_title);
CREATE INDEX entries_search_summary ON entries USING gin (search_summary);
CREATE INDEX entries_search_body ON entries USING gin (search_body);

-- The sitemap files and their lastmod read published rows per language and kind.
CREATE INDEX entries_sitemap ON entries (lang, kind, updated_at DESC) WHERE published;
