-- The documentation centre becomes editable like pages: each node (per language) gets a draft of pending changes
-- (name, content, data, nested flag, and its place: parentId and sort), a published flag and a version checked on
-- every save. Existing nodes stay published, so the seed reads exactly as before. The place is part of the draft so
-- that moving or reordering never changes what visitors see before a publish.
ALTER TABLE doc_nodes ADD COLUMN draft JSONB;
ALTER TABLE doc_nodes ADD COLUMN published BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE doc_nodes ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- A move places a node between two siblings without renumbering them: the middle of their sort values.
ALTER TABLE doc_nodes ALTER COLUMN sort TYPE DOUBLE PRECISION;

-- Ids are shared by a node's languages; new nodes take theirs from here, far above the seed's.
CREATE SEQUENCE doc_node_ids START 1000000;

-- What visitors read: published nodes, their public columns only.
CREATE VIEW doc_nodes_public AS
  SELECT id, lang, parent_id, type, name, page_code, product_code, category, tag, nested, sort, content, data, update_time
  FROM doc_nodes WHERE published;

-- What the editor and staff previews read: every node, its draft over its public columns.
CREATE VIEW doc_nodes_draft AS
  SELECT id, lang, coalesce((draft->>'parentId')::int, parent_id) AS parent_id, type, coalesce(draft->>'name', name) AS name,
    page_code, product_code, category, tag, coalesce((draft->>'nested')::boolean, nested) AS nested,
    coalesce((draft->>'sort')::double precision, sort) AS sort, coalesce(draft->>'content', content) AS content,
    coalesce(draft->'data', data) AS data, update_time, published, version, draft IS NOT NULL AS has_draft
  FROM doc_nodes;
