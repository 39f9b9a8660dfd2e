-- List pages read published rows in list order (sort, newest first, id) and stop after one page. With every order
-- column in the index the store walks it in that order instead of sorting every row of the list first, which at
-- 100,000 entries is most of a list page's time. One index per list of one type, one for lists across types
-- (resources, recommendations), which walk the language's rows in order and skip the other types.
CREATE INDEX entries_list_order ON entries (kind, type, lang, sort, published_at DESC, id DESC) WHERE published;
CREATE INDEX entries_lang_order ON entries (kind, lang, sort, published_at DESC, id DESC) WHERE published;
