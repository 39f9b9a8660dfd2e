-- Live preview of documentation nodes: like live_drafts (015) but keyed by a doc node in one language, since doc
-- nodes are not entries. Per staff session, short-lived, dropped with the session or the node.
CREATE TABLE doc_live_drafts (
  session_hash TEXT NOT NULL REFERENCES staff_sessions (id_hash) ON DELETE CASCADE,
  node_id      INTEGER NOT NULL,
  lang         TEXT NOT NULL,
  draft        JSONB NOT NULL,
  expires_at   TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (session_hash, node_id, lang),
  FOREIGN KEY (node_id, lang) REFERENCES doc_nodes (id, lang) ON DELETE CASCADE
);
CREATE INDEX doc_live_drafts_expiry ON doc_live_drafts (expires_at);
