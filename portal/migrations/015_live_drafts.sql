-- Live preview: the unsaved draft an editor is typing, held per staff session and entry so that the page renderer
-- (any instance on the same PostgreSQL) can show it in that session's preview frame, and no one else's. Short-lived:
-- each write pushes expires_at on, expired rows are deleted on writes, and signing out (the session row goes) drops them.
CREATE TABLE live_drafts (
  session_hash TEXT NOT NULL REFERENCES staff_sessions (id_hash) ON DELETE CASCADE,
  entry_id     INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  draft        JSONB NOT NULL,
  expires_at   TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (session_hash, entry_id)
);
CREATE INDEX live_drafts_expiry ON live_drafts (expires_at);
