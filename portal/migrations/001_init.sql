-- Content of every kind: pages (module lists), news/blog/resources, site documents (menus, website info…).
-- `data` is the published payload; `draft` (same shape as the editable columns) is what preview shows.
CREATE TABLE entries (
  id           SERIAL PRIMARY KEY,
  kind         TEXT NOT NULL,            -- page | news | site
  type         TEXT NOT NULL,            -- page type, news type (BLOG, NEWS, …) or site key (website, menus, …)
  code         TEXT NOT NULL,            -- page code / article code / '' for singletons
  lang         TEXT NOT NULL,            -- EN_US | ZH_CN | JA_JP | KO_KR
  title        TEXT NOT NULL DEFAULT '',
  summary      TEXT NOT NULL DEFAULT '',
  body         TEXT NOT NULL DEFAULT '', -- searchable text or HTML
  tag          TEXT NOT NULL DEFAULT '',
  data         JSONB NOT NULL DEFAULT '{}'::jsonb,
  draft        JSONB,                    -- {title, summary, body, tag, data} awaiting publication
  published    BOOLEAN NOT NULL DEFAULT TRUE,
  sort         INTEGER NOT NULL DEFAULT 0,
  published_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  version      INTEGER NOT NULL DEFAULT 1,
  UNIQUE (kind, type, code, lang)
);
CREATE INDEX entries_list ON entries (kind, type, lang, published, sort, published_at DESC);

-- Documentation centre tree (directories and documents), one row per node and language.
CREATE TABLE doc_nodes (
  id           INTEGER NOT NULL,
  lang         TEXT NOT NULL,
  parent_id    INTEGER,
  type         TEXT NOT NULL CHECK (type IN ('DIRECTORY', 'DOCUMENT')),
  name         TEXT NOT NULL,
  page_code    TEXT NOT NULL,
  product_code TEXT NOT NULL DEFAULT '',
  category     TEXT NOT NULL DEFAULT '',  -- 'api-doc' for the API centre
  tag          TEXT NOT NULL DEFAULT '',  -- 'api-center' for API documents
  nested       BOOLEAN NOT NULL DEFAULT FALSE,
  sort         INTEGER NOT NULL DEFAULT 0,
  content      TEXT NOT NULL DEFAULT '',
  data         JSONB NOT NULL DEFAULT '{}'::jsonb, -- introduction, learning path, access, version…
  update_time  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (id, lang)
);

CREATE TABLE countries (
  code    TEXT NOT NULL,
  lang    TEXT NOT NULL,
  name    TEXT NOT NULL,
  regions JSONB NOT NULL DEFAULT '[]'::jsonb,
  sort    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (code, lang)
);

-- Old or vanity paths that redirect; target is always a path on this site.
CREATE TABLE link_mappings (
  link_uri TEXT PRIMARY KEY,
  target   TEXT NOT NULL CHECK (target LIKE '/%' AND target NOT LIKE '//%')
);

-- Every visitor write (contact, trial, partner, feedback, …); idempotency_key makes retries store once.
CREATE TABLE submissions (
  id              SERIAL PRIMARY KEY,
  kind            TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  payload         JSONB NOT NULL,
  client_ip       TEXT NOT NULL DEFAULT '',
  lang            TEXT NOT NULL DEFAULT 'EN_US',
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE captchas (
  id         TEXT PRIMARY KEY,
  answer     TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used       BOOLEAN NOT NULL DEFAULT FALSE
);
