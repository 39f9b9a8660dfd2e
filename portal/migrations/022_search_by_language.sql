-- Site search looks up one language at a time. Its indexes are kept per language (partial GIN indexes), so a lookup
-- reads only that language's postings and needs no second index to drop the other languages' matches (that
-- bitmap of every row in the language cost as much as the lookup itself at 100,000 entries). The query names its
-- language as a literal so that the planner can pick the partial index (portal/search/indexed.ts).

DROP INDEX entries_search_title;
DROP INDEX entries_search_summary;
DROP INDEX entries_search_body;

-- One index per field and language, named entries_search_<field>_<en|zh|ja|ko>.
DO $$
DECLARE
  statement TEXT;
BEGIN
  FOR statement IN
    SELECT format('CREATE INDEX entries_search_%s_%s ON entries USING gin (search_%s) WHERE lang = %L', field, lower(split_part(lang, '_', 1)), field, lang)
    FROM unnest(ARRAY['title', 'summary', 'body']) AS field, unnest(ARRAY['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']) AS lang
  LOOP
    EXECUTE statement;
  END LOOP;
END $$;
