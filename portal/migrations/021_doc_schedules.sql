-- Schedules for documentation nodes too: a row names either an entry or a node in one language (its versions share
-- the node's id), never both. Deleting the node's version drops its schedules, as deleting an entry does.
ALTER TABLE schedules ALTER COLUMN entry_id DROP NOT NULL;
ALTER TABLE schedules ADD COLUMN doc_id INTEGER;
ALTER TABLE schedules ADD COLUMN doc_lang TEXT;
ALTER TABLE schedules ADD CONSTRAINT schedules_doc_node FOREIGN KEY (doc_id, doc_lang) REFERENCES doc_nodes (id, lang) ON DELETE CASCADE;
ALTER TABLE schedules ADD CONSTRAINT schedules_one_target CHECK ((entry_id IS NULL) <> (doc_id IS NULL AND doc_lang IS NULL) AND (doc_id IS NULL) = (doc_lang IS NULL));
CREATE INDEX schedules_doc ON schedules (doc_id, doc_lang);
