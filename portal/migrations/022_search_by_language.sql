-- Site search looks up one language at a time. Its indexes are kept per language (partial GIN indexes), so a lookup
-- reads only that language's postings and needs no second index to drop the other languages' matches (that
-- bitmap of every row in the language cost as much as the lookup itself at 100,000 entries). The query names its
-- language as a literal so that the planner can pick the partial index (portal/search/indexed.ts).

DROP INDEX entries_search_title;
DROP INDEX entries_search_summary;
DROP INDEX entries_search_body;

CREATE INDEX entries_search_title_en ON entries USING gin (search_title) WHERE lang = 'EN_US';
CREATE INDEX entries_search_title_zh ON entries USING gin (search_title) WHERE lang = 'ZH_CN';
CREATE INDEX entries_search_title_ja ON entries USING gin (search_title) WHERE lang = 'JA_JP';
CREATE INDEX entries_search_title_ko ON entries USING gin (search_title) WHERE lang = 'KO_KR';
CREATE INDEX entries_search_summary_en ON entries USING gin (search_summary) WHERE lang = 'EN_US';
CREATE INDEX entries_search_summary_zh ON entries USING gin (search_summary) WHERE lang = 'ZH_CN';
CREATE INDEX entries_search_summary_ja ON entries USING gin (search_summary) WHERE lang = 'JA_JP';
CREATE INDEX entries_search_summary_ko ON entries USING gin (search_summary) WHERE lang = 'KO_KR';
CREATE INDEX entries_search_body_en ON entries USING gin (search_body) WHERE lang = 'EN_US';
CREATE INDEX entries_search_body_zh ON entries USING gin (search_body) WHERE lang = 'ZH_CN';
CREATE INDEX entries_search_body_ja ON entries USING gin (search_body) WHERE lang = 'JA_JP';
CREATE INDEX entries_search_body_ko ON entries USING gin (search_body) WHERE lang = 'KO_KR';
