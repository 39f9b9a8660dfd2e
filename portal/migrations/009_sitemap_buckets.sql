-- The sitemap index without reading every row's content: each published page or article with an address keeps that
-- address (sitemap_path) and one of 1,024 buckets by a hash of it (sitemap_bucket), so all languages of a path share a
-- bucket. The index is one aggregate over this narrow index (rows and newest change per kind and bucket); a sitemap
-- file is a run of adjacent buckets, read by a range scan of the same index.
ALTER TABLE entries
  ADD COLUMN sitemap_path TEXT GENERATED ALWAYS AS (CASE
    WHEN kind = 'page' AND data->>'path' LIKE '/%' THEN data->>'path'
    WHEN kind = 'news' AND data->>'url' LIKE '/%' THEN data->>'url' END) STORED,
  ADD COLUMN sitemap_bucket INTEGER GENERATED ALWAYS AS (hashtext(CASE
    WHEN kind = 'page' AND data->>'path' LIKE '/%' THEN data->>'path'
    WHEN kind = 'news' AND data->>'url' LIKE '/%' THEN data->>'url' END) & 1023) STORED;

CREATE INDEX entries_sitemap ON entries (sitemap_bucket, sitemap_path, lang) INCLUDE (kind, updated_at)
  WHERE published AND sitemap_path IS NOT NULL;

-- Addresses and newest change per bucket and kind ('page', or 'news' for articles at no page's path). A write only
-- marks its buckets stale (sitemap_stale, one key each); the sitemap recounts the stale ones when it next builds its
-- index (sitemap_refresh_stale(): a bucket holds a 1,024th of the rows), so the index reads at most 2,048 small rows
-- whatever the size of the store and a write costs one key. A path that is a page counts with the pages; an article at
-- a page's address in the same language is that page's address, not one of its own. The advisory lock makes
-- concurrent recounts of one bucket run one after the other.
CREATE TABLE sitemap_buckets (
  bucket  INTEGER NOT NULL,
  home    TEXT NOT NULL,
  urls    INTEGER NOT NULL,
  lastmod TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (bucket, home)
);

CREATE TABLE sitemap_stale (bucket INTEGER PRIMARY KEY);

CREATE FUNCTION sitemap_bucket_refresh(b integer) RETURNS void LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(9009, b); DELETE FROM sitemap_buckets WHERE bucket = b; INSERT INTO sitemap_buckets (bucket, home, urls, lastmod) SELECT b, r.home, sum(r.url)::int, max(r.updated_at) FROM (SELECT CASE WHEN e.kind = 'page' OR e.sitemap_path IN (SELECT p.sitemap_path FROM entries p WHERE p.published AND p.sitemap_path IS NOT NULL AND p.sitemap_bucket = b AND p.kind = 'page') THEN 'page' ELSE 'news' END AS home, CASE WHEN e.kind = 'page' OR NOT EXISTS (SELECT 1 FROM entries p WHERE p.published AND p.sitemap_path IS NOT NULL AND p.sitemap_bucket = b AND p.kind = 'page' AND p.sitemap_path = e.sitemap_path AND p.lang = e.lang) THEN 1 ELSE 0 END AS url, e.updated_at FROM entries e WHERE e.published AND e.sitemap_path IS NOT NULL AND e.sitemap_bucket = b) r GROUP BY r.home; END $$;

CREATE FUNCTION sitemap_refresh_stale() RETURNS integer LANGUAGE plpgsql AS $$ DECLARE b integer; n integer := 0; BEGIN FOR b IN DELETE FROM sitemap_stale RETURNING bucket LOOP PERFORM sitemap_bucket_refresh(b); n := n + 1; END LOOP; RETURN n; END $$;

CREATE FUNCTION entries_sitemap_stale() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'INSERT' AND OLD.sitemap_bucket IS NOT NULL THEN INSERT INTO sitemap_stale VALUES (OLD.sitemap_bucket) ON CONFLICT DO NOTHING; END IF; IF TG_OP <> 'DELETE' AND NEW.sitemap_bucket IS NOT NULL THEN INSERT INTO sitemap_stale VALUES (NEW.sitemap_bucket) ON CONFLICT DO NOTHING; END IF; RETURN NULL; END $$;

CREATE TRIGGER entries_sitemap AFTER INSERT OR DELETE OR UPDATE OF kind, lang, data, published, updated_at ON entries FOR EACH ROW EXECUTE FUNCTION entries_sitemap_stale();

INSERT INTO sitemap_stale SELECT DISTINCT sitemap_bucket FROM entries WHERE sitemap_bucket IS NOT NULL;
