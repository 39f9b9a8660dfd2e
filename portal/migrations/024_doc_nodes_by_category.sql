-- Every doc article's render looks up its product (category 'menu' and a product code) and reads its category's tree
-- (category 'doc' and that code); both scanned the whole table, which grows with every document in four languages.
CREATE INDEX doc_nodes_by_category ON doc_nodes (lang, category, product_code);
