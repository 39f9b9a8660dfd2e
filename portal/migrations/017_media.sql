-- Media library: uploaded images and documents. The bytes live here (content) unless MEDIA_DIR is set, then in that
-- directory under the hash (content stays NULL). hash is the SHA-256 of the stored bytes: public URLs carry it, so
-- they can be cached forever and a changed file is a new URL. alt: text per language ({"EN_US": "..."}).
CREATE TABLE media (
  id         SERIAL PRIMARY KEY,
  hash       TEXT NOT NULL UNIQUE,
  name       TEXT NOT NULL,
  mime       TEXT NOT NULL,
  kind       TEXT NOT NULL CHECK (kind IN ('image', 'document')),
  bytes      INTEGER NOT NULL,
  width      INTEGER,
  height     INTEGER,
  alt        JSONB NOT NULL DEFAULT '{}'::jsonb,
  content    BYTEA,
  created_by TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Resized variants, made on first request and kept so every instance serves the same bytes without resizing again.
CREATE TABLE media_variants (
  media_id INTEGER NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  width    INTEGER NOT NULL,
  format   TEXT NOT NULL,
  content  BYTEA NOT NULL,
  PRIMARY KEY (media_id, width, format)
);
