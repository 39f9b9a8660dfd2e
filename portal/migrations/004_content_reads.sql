-- Read-side indexes of the content API.
-- Lists across several types (RESOURCES, search per language, recommendations of several types) filter by kind and
-- language and order by publication; entries_list starts with type, so they get their own index.
CREATE INDEX entries_by_lang ON entries (kind, lang, published_at DESC);
-- POST /country/list reads one language in display order.
CREATE INDEX countries_by_lang ON countries (lang, sort, name);
