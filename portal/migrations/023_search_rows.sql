-- Site search reads a narrow copy of each entry's searched columns instead of the entries table itself. A lookup
-- visits the row of every match to read its id, date and filters, and entries' rows carry the whole content
-- (1.6 kB each at 100,000 entries): a match cost a page read of its own. Here a row is about a hundred bytes (the
-- vectors, never read for a word lookup, stored out of line), so the matches of a search share pages.
CREATE TABLE entry_search (
  id INT PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  kind TEXT NOT NULL,
  type TEXT NOT NULL,
  tag TEXT NOT NULL,
  published BOOLEAN NOT NULL,
  published_at TIMESTAMPTZ NOT NULL,
  search_title tsvector,
  search_summary tsvector,
  search_body tsvector
) WITH (toast_tuple_target = 128);
ALTER TABLE entry_search ALTER search_body SET STORAGE EXTERNAL;

-- Kept by the entries' own writes, in the same transaction; deletes follow by the foreign key.
CREATE FUNCTION entry_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_search (id, lang, kind, type, tag, published, published_at, search_title, search_summary, search_body)
  VALUES (NEW.id, NEW.lang, NEW.kind, NEW.type, NEW.tag, NEW.published, NEW.published_at, NEW.search_title, NEW.search_summary, NEW.search_body)
  ON CONFLICT (id) DO UPDATE SET lang = EXCLUDED.lang, kind = EXCLUDED.kind, type = EXCLUDED.type, tag = EXCLUDED.tag,
    published = EXCLUDED.published, published_at = EXCLUDED.published_at, search_title = EXCLUDED.search_title,
    search_summary = EXCLUDED.search_summary, search_body = EXCLUDED.search_body;
  RETURN NULL;
END $$;

-- Only writes that change what search reads (a draft save changes none of these).
CREATE TRIGGER entries_search_rows AFTER INSERT OR UPDATE OF lang, kind, type, tag, published, published_at, title, summary, body, data
  ON entries FOR EACH ROW EXECUTE FUNCTION entry_search_keep();

INSERT INTO entry_search (id, lang, kind, type, tag, published, published_at, search_title, search_summary, search_body)
  SELECT id, lang, kind, type, tag, published, published_at, search_title, search_summary, search_body FROM entries;

-- One GIN index per field and language, as migration 022 had on entries (whose indexes search no longer reads).
DO $$
DECLARE
  lang TEXT;
  field TEXT;
BEGIN
  FOREACH lang IN ARRAY ARRAY['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR'] LOOP
    FOREACH field IN ARRAY ARRAY['title', 'summary', 'body'] LOOP
      EXECUTE format('DROP INDEX entries_search_%s_%s', field, lower(split_part(lang, '_', 1)));
      EXECUTE format('CREATE INDEX entry_search_%s_%s ON entry_search USING gin (search_%s) WHERE lang = %L', field, lower(split_part(lang, '_', 1)), field, lang);
    END LOOP;
  END LOOP;
END $$;
